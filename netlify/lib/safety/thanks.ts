/**
 * Round 47 (round 56's conversations): words that say only thanks and yes. "ok thank you so much"
 * or "yes please thank you that helps a lot" after an answer got the line from round 2's model or
 * the second opinion, which read thanks as a goodbye. A goodbye says more ("thank you for
 * everything", "bye", "take care", "god bless"), and none of those words is here. The offline
 * assistant answers such a message with a short "you're welcome", not the hand-off.
 */
const THANKS_WORDS = new Set(
  "ok okay k kk alright yes yeah yep yup sure please pls thanks thank thx ty tysm you u so much very that thats this it helps helped helpful a lot lots great perfect awesome cool lovely wonderful appreciate appreciated got good nice sweet maam ma am sir again gracias muchas mil muy amable bueno vale si perfecto excelente listo sale vaya pues ah oh".split(
    " ",
  ),
);
const THANKS = /^(thanks|thank|thx|ty|tysm|gracias|appreciate|appreciated)$/;

/** Whether plain text (lowercase words separated by single spaces) says only thanks, with at least one word of thanks. */
export function saysOnlyThanks(plain: string): boolean {
  const words = plain.split(" ").filter(Boolean);
  return words.some((word) => THANKS.test(word)) && words.every((word) => THANKS_WORDS.has(word));
}
