/** Classes of words the crisis patterns share (plain spelling, regular-expression groups). */
export const SELF =
  "(myself|my self|m[yi]?se?lf|meself|himself|him self|hisself|herself|her self|themselves|themself|yourself|oneself)";
export const PILLS =
  "(pills|meds|medications?|tablets|sleeping pills|pain meds|painkillers|oxy\\w*|percs?|percocets?|bottle|xanax|ambien|seroquel|trazodone|fentanyl|insulin|tylenol|benadryl|prescription|script)";
export const GUN =
  "(gun|guns|pistol|rifle|shotgun|glock|revolver|handgun|firearm|muzzle|piece|barrel|sidearm|weapon|45|9mm|ar)";
