/** Classes of words the crisis patterns share (plain spelling, regular-expression groups). */
export const SELF =
  "(myself|my self|m[yi]?se?lf|meself|himself|him self|hisself|herself|her self|themselves|themself|yourself|oneself)";
export const PILLS =
  "(pills|meds|medications?|tablets|sleeping pills|pain meds|painkillers|oxy\\w*|percs?|percocets?|bottle|xanax|ambien|seroquel|trazodone|fentanyl|insulin|tylenol|benadryl|prescription|script)";
export const GUN =
  "(gun|guns|pistol|rifle|shotgun|glock|revolver|handgun|firearm|muzzle|piece|barrel|sidearm|weapon|45|9mm|ar)";
/** People close to the one writing: a buddy at risk is a crisis too. */
export const OTHER =
  "(he|she|they|my (buddy|friend|husband|wife|son|daughter|dad|father|mom|mother|brother|sister|partner|boyfriend|girlfriend|roommate))";
