/**
 * Co-occurring cues: a means of dying (a gun, a rope, pills, a bridge) near a word of finality,
 * attention or hope of dying, within a few words, flags a message that names neither "kill" nor
 * "suicide" ("got the shotgun out of the safe. im done"). Strong means need a weaker companion
 * than pills or a bridge, which ordinary questions mention every day.
 */
import { collapseRuns } from "./crisis-normalize";

const group = (words: string) => new RegExp(`^(?:${collapseRuns(words)})$`);

const STRONG_MEANS = group(
  "gun|guns|pistol|revolver|rifle|rifles|shotgun|glock|handgun|firearm|muzzle|barrel|bullet|rope|noose|beam|rafters|45|9mm|razor|blade",
);
const WEAK_MEANS = group(
  "pills|meds|xanax|ambien|seroquel|trazodone|fentanyl|oxy\\w*|percocets?|insulin|tylenol|benadryl|bottle|prescription|bridge|overpass|roof|ledge|cliff|garage|exhaust",
);
/** Two-word cues are matched on the joined pair "a b". */
const STRONG_COMPANION = group(
  "tonight|finished|done|goodbye|bye|ready|loaded|lap|mouth|temple|chin|nightstand|picking|staring|stare|looking|sitting|holding|hung|shed|closet|barn|attic|still in|next to me|an honor|forever|permanently|nobody|use it|this is|its time|for good|come back|better off|wont need|on purpose|keep thinking|cant stop|couldnt do|end it|no point|no reason|last night|out of|the night|hoping|hope|safe|trust",
);
const WEAK_COMPANION = group(
  "lethal|fatal|painless|die|death|dying|goodbye|hoping|hope|staring|keep looking|permanently|overdose|stash|saving|saved|wake|end it|for good|looked down|edge|jump|off it|kill me|all of|enough to|would it|does it|take to|finally do|do it|running",
);

const WINDOW = 8;
/**
 * Round 54 (round 63's syracuse-en): a word after a weak means that makes it a thing to buy or cover,
 * not a means ("does it cover my wifes insulin pump supplies").
 */
const SUPPLY_AFTER = group("supplies|strips|cooler|coolers|coverage|copays?|pods|sensors");
/** A device named between the means and the supply ("insulin pump supplies"). */
const DEVICE = group("pump|pumps|pen|pens");

function near(words: string[], isMeans: RegExp, isCompanion: RegExp): boolean {
  for (let i = 0; i < words.length; i++) {
    if (!isMeans.test(words[i]!)) continue;
    const next = words[i + 1] ?? "";
    const supply = SUPPLY_AFTER.test(next) || (DEVICE.test(next) && SUPPLY_AFTER.test(words[i + 2] ?? ""));
    if (isMeans === WEAK_MEANS && supply) continue;
    for (let j = Math.max(0, i - WINDOW); j < Math.min(words.length, i + WINDOW + 1); j++) {
      if (j === i) continue;
      const pair = j + 1 < words.length && j + 1 !== i ? `${words[j]} ${words[j + 1]}` : "";
      if (isCompanion.test(words[j]!) || (pair && isCompanion.test(pair))) return true;
    }
  }
  return false;
}

/** True when a means of dying stands near a cue of finality or intent, in normalized text. */
export function hasCrisisCues(normalized: string): boolean {
  const words = normalized.split(" ");
  return near(words, STRONG_MEANS, STRONG_COMPANION) || near(words, WEAK_MEANS, WEAK_COMPANION);
}
