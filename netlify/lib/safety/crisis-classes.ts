/** Classes of words the crisis patterns share (plain spelling, regular-expression groups). */
export const SELF =
  "(myself|my self|m[yi]?se?lf|meself|himself|him self|hisself|herself|her self|themselves|themself|yourself|oneself)";
export const PILLS =
  "(pills|meds|medications?|tablets|sleeping pills|pain meds|painkillers|oxy\\w*|percs?|percocets?|bottle|xanax|ambien|seroquel|trazodone|fentanyl|insulin|tylenol|benadryl|prescription|script)";
export const GUN =
  "(gun|guns|pistol|rifle|shotgun|glock|revolver|handgun|firearm|muzzle|piece|barrel|sidearm|weapon|45|9mm|ar)";

/**
 * Round 50: whether every pill may be taken together in the morning, asked ("can i take all my meds
 * at once in the morning or spread them out"): a question about a routine, not an overdose. Only
 * asked (can, should, is it ok to…) and only beside a routine: "im taking all my pills in the morning"
 * stays a plan.
 */
export const ROUTINE_DOSE_ASKED =
  "(?!(?<=(^| )(can|should|could|may|do|is it ok to|is it okay to|is it safe to|is it fine to) (i |we |he |she )?(take|swallow|down) .*)( \\w+){0,4} (in the morning|with (breakfast|food|dinner|lunch|meals?|my meals)|every (day|morning|night)|each (day|morning|night)|a day|per day|daily|or (spread|split|space|separate)\\w*)( |$))";
