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

/**
 * Round 104 (round 115's lawton2-en: a buddy found hanging in 1996, his daughter asking what she can get, then "ok ill
 * tell her. thanks", which the second opinion read as sure risk): passing the answer on to the one it is for says
 * nothing more than thanks. A goodbye passed on ("tell her i love her") has words of its own, and none of them is here.
 */
const PASSED_ON =
  /(^| )(ill|i ll|i will|will|gonna|im gonna|i m gonna|let me|yo|ya) ?(tell|let|show|text|send|forward|le digo|les digo|le aviso|les aviso|le paso|le mando|le cuento)( (her|him|them|it|eso|esto|my (wife|husband|mom|dad|mother|father|son|daughter|sister|brother|aunt|uncle|buddy|friend)|a (ella|el|ellos|mi (esposa|esposo|mama|papa|hija|hijo|hermana|hermano|tia|tio))))?( know| the info| la info)?(?= |$)/g;

/** Whether plain text (lowercase words separated by single spaces) says only thanks, with at least one word of thanks. */
export function saysOnlyThanks(plain: string): boolean {
  const words = plain.replace(PASSED_ON, " ").split(" ").filter(Boolean);
  return words.some((word) => THANKS.test(word)) && words.every((word) => THANKS_WORDS.has(word));
}
