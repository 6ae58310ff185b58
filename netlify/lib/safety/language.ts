/**
 * Which language a chat message is in, as far as the crisis screen needs it: English, Spanish
 * (the two the assistant answers in) or another language. Script ranges first (a message mostly in
 * Han, Kana, Hangul, Arabic, Cyrillic or another non-Latin script is another language), then
 * counts of short words that only one language uses. Short messages and Spanglish lean to English
 * or Spanish: a message is "other" only when another language's words clearly outnumber both.
 * Hand-written rather than a library (decision 941, part 3): franc-min and tinyld guess on trigrams and
 * misread short English and Spanish messages, and a misread is a veteran who gets no answer.
 */

import knownWords from "./known-words";

export type Language = "en" | "es" | "other";

/**
 * English and Spanish words the committed sets use (known-words.ts, tests/harness/known-words.ts):
 * a message of four words or more, most of whose words are none of them, is in another language
 * whether or not the lists below name it (round 11: Chamorro, Ilocano and Tongan were read as
 * English or Spanish, 0 to 1 of 10 crisis messages each given the line first).
 */
const KNOWN = new Set((knownWords as string).split(" "));
const MIN_WORDS_FOR_SHARE = 4;
const MIN_KNOWN_SHARE = 0.5;
const ADDRESSES = /\b[a-z][a-z0-9+.-]*:\S+|www\.\S*|\S+@\S+|\S+\.(?:com|gov|org|net|mil|edu|us|example)\b\S*/giu;

// Round 92 (round 101's bluefield-en: "jst drank the antifreeze", read as another language): texting's
// short English words count for English as its full ones do (not "rn", "tho" or "bc", which Spanglish
// writes too: "me quiero morir rn tho" stays Spanish, its code review).
const EN = new Set(
  "i the to and my is it of in for you that this what how do im dont can have on with be was just not get he she his her they we are if so about at or but will would your from after when out up all been got gonna want know need there wife kids claim does did its ive cant wont am whats jst jus ur".split(
    " ",
  ),
);
const ES = new Set(
  "que de el la los las en y mi mis es por para pa con se lo le un una del al ya yo esta como si pero muy tengo quiero voy hijo esposo esposa papa mama porque cuando nada todo mas hace dice tambien aqui eso esto q tiene puedo hay ser su sus mijo mija nos les estoy ahora solo dijo sin hasta desde otra otro vez cubre cuanto donde puede pueden necesito beneficios ayuda recibir cuando hijos ese esa esos esas cuantas cuantos pinche neta ando anda estan fue era tu te ni pues nomas bien xq pq tmb porq mejor muero adios todos todas nadie vivir morir perdon perdonen despido".split(
    " ",
  ),
);

/**
 * Round 62 (round 71's flatbush-en): words of the English Creoles of the Caribbean and the Sea
 * Islands (Jamaican, Trinidadian and Guyanese patois, Gullah) that Spanish never writes. With "mi"
 * and "di" such a message read as Spanish ("mi cyaan bear dis nuh more. mi deh pon di roof now"),
 * so its writer got the reply in Spanish, or none. Two or more of them count for English.
 */
const CREOLE = new Set(
  "dem nuh cyaan cyah seh fi deh mek dat dis wah weh yuh bwoy gwine gwaan bredda breddah tings wid inna unu pickney likkle fuh dey affi haffi tek neva nuff waan".split(
    " ",
  ),
);

const CREOLE_MI_BEFORE = new Set(
  "a have know want wan need get got can cant cyaan dont nuh nah just did neva affi haffi tired soon write leave buy tell feel done deh go see seh love fi".split(
    " ",
  ),
);
const CREOLE_ALSO = new Set(["mi", "a", "di"]);

/** Words of other languages a US veteran's family may write in, Latin script, none common in English or Spanish. */
const OTHER = new Set(
  [
    // Tagalog.
    "ang ng mga ako ko sa po yung hindi siya ka lang naman ba ito nang kung wala ayoko gusto mo niya kami namin kayo daw talaga na ninyo ngayon lahat nyo yang yan tatay nanay kuya baril pag nag ulit sila tayo natin kasi dito",
    // Vietnamese without diacritics.
    "toi khong cua duoc muon roi nhung nguoi chet lam nay thi minh gi anh em ong chong vo nua dang tao mang phong tui biet tay mai dau noi sao bi mua thuoc ngu uong het",
    // German.
    "ich nicht und der das ist mein meine mich mir ein eine zu mit auf fur habe kann sich auch nach wenn bin wird sind mehr kein keine schon noch bitte sehe keinen sinn leben einfach nur weg sein hab den ganzen tag wie lange dauert eines meinen meiner heute nacht morgen ganz alles oder aber hilfe vater mutter mann frau sohn tochter bruder werde wurde haben hat umbringen sterben tot",
    // French.
    "je ne pas les et est mon ma mes une des pour avec suis moi ce il elle veux vais mais sur dans au du oui vous nous fait ca aux soins sante ligne peut jattends inscrire cest jai jveux jvais quil sest nest cette nuit soir tout encore merci adieu faire sont fini vie veut mari enfants aidez meurs quelles ancien faim jamais rien peux aussi ici depuis mere pere fils fille femme quoi",
    // Portuguese.
    "nao eu voce meu minha estou isso pra ele ela mim vou fazer dos das em ao os tenho mesmo muito obrigado acabou acabar tudo hoje marido diz quer socorro queria acordar posso preciso morrendo fome negou novo uma tem banho sozinho ninguem tambem mae pai filho filha fila kkkk saude plano inscrever disse vai dele dela irmao amanha manha coisas morreu vontade viver pelas meus minhas seu filhos com agora quando entao estava ficar obrigada",
    // Samoan (apostrophes dropped: "lo'u" is "lou").
    "lou lana lona ua nei fai matou tatou outou tama oti uma fana fale mea foi ona mafai aiga alofa faamolemole faamagalo avega sili tali teena fitafita tausi toalua taavale nofo loo",
    // Italian, Polish, Haitian Creole.
    "io non sono che il ho voglio questo gli sto della anche stanotte ammazzo gia preparato quel funzionario rovinato dove abita mia famiglia starebbero meglio senza quali benefici sepoltura dei veterani fa morire ridere sbagliato cognome correggo mio",
    "nie sie jest mnie juz chce ze jak tak jestem",
    "mwen nan ak ou ki pou gen vle lavi mouri kounye paske yon fek rele bwe grenn reponn anko chay fanmi byen kijan depoze",
    // Romanized Chinese, Arabic, Japanese, Korean and Russian.
    "wo bu xiang jiu shi zai hao huo jin wan zi ji jie shu",
    "ana khalas leila mesh msh enta inta bas wallah habibi",
    "aaj raat kar lunga saari goliyan jama hain hai mujhe nahi mera meri kya",
    "watashi desu mou shinitai genkai kyou owari suru",
    "jugo sipda",
    "hochu umeret ne mogu bolshe",
  ]
    .join(" ")
    .split(" "),
);

/** Letters only Vietnamese, Polish, French, Portuguese or German write (not Spanish). */
const OTHER_LETTERS = /[ăâđêôơưạảầấậẩẫằắặẳẵẹẻẽềếệểễỉĩịọỏỗốồộổờớợởỡụủũừứựửữỳỵỷỹąćęłńśźżçèàùœãõßäöëïîû]/giu;
const SPANISH_MARKS = /[ñ¿¡]/giu;

/** The language of `message`: "other" only when it is clearly neither English nor Spanish. */
export function identifyLanguage(message: string): Language {
  return wordsLanguage(message) ?? "en";
}

/**
 * The same reading, but null when the words show no language ("GI Bill", "21-526EZ": as many
 * English as Spanish words). The screen reads such a message as English; the assistant answers it
 * in the page's language (netlify/lib/assistant/language.ts).
 */
export function wordsLanguage(message: string): Language | null {
  // Plain ASCII has no letter of another script, no Spanish mark and no other language's letter:
  // the Unicode-script expressions below (about 15 ms to compile on an instance's first message,
  // issue 17's cold start) are needed only past it.
  const ascii = !/[\u0080-\uffff]/.test(message);
  if (!ascii) {
    const latin = message.match(/\p{Script=Latin}/gu)?.length ?? 0;
    // A Han or Hangul character says as much as a Latin word: a few among English words decide.
    const nonLatin = message.match(/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/gu)?.length ?? 0;
    if (nonLatin >= 2 && nonLatin >= 0.3 * latin) return "other";
  }

  const words = languageWords(message);
  const count = (set: Set<string>) => words.filter((word) => set.has(word)).length;
  // "mi" before a verb is the Creoles' "I" ("mi have mi knife", "mi tired fi live"); Spanish's "mi"
  // comes before a noun.
  // "di" and "pon" are Spanish too ("me di cuenta", "pon la troca"): they count only beside a word
  // of the Creoles Spanish never writes (the code review).
  const own =
    count(CREOLE) + words.filter((word, i) => word === "mi" && CREOLE_MI_BEFORE.has(words[i + 1] ?? "")).length;
  const creole = own + (own >= 1 ? words.filter((word) => word === "di" || word === "pon").length : 0);
  const en = count(EN) + (creole >= 2 ? creole : 0);
  const marks = ascii ? 0 : (message.match(SPANISH_MARKS)?.length ?? 0);
  // Spanish's words that the Creoles write too ("mi", "a", "di") count for neither there.
  const es =
    count(ES) + 2 * marks - (creole >= 2 ? words.filter((word) => CREOLE_ALSO.has(word) && ES.has(word)).length : 0);
  // Arabizi writes some letters as digits ("3ayez", "7aga").
  const other =
    count(OTHER) +
    Math.min(4, 2 * (ascii ? 0 : (message.match(OTHER_LETTERS)?.length ?? 0))) +
    2 * words.filter((word) => /^[a-z]*[237][a-z]+$/.test(word) && /[a-z]{2}/.test(word)).length;
  if (other >= 3 && other > 1.5 * Math.max(en, es)) return "other";
  // Addresses and codes are no language: "[https://www.va.gov/](https://evil.example/)" is not
  // Chamorro, nor "javascript:alert(document.cookie)", nor "DD214 SF180 NGB22 DD215".
  // So are names: a capitalized word no set uses ("Johnson", "Ketchikan") counts for neither side
  // (a second read found lists of names and places read as another language).
  const unaddressed = message.replace(ADDRESSES, " ");
  const names = new Set(
    unaddressed
      .split(/[^\p{L}\p{N}'’]+/u)
      .filter((word) => /^\p{Lu}/u.test(word))
      .flatMap(languageWords),
  );
  const counted = languageWords(unaddressed).filter(
    (word) => word.length >= 2 && !/\d/.test(word) && (KNOWN.has(word) || !names.has(word)),
  );
  // Spanish's own letters ("compañias", "¿"), more Spanish words than English and none of another
  // language's: Spanish, however few of its words the list knows ("venden mi informacion a otras
  // compañias?", round 34). A Tagalog line naming "Niño" still reads as another language.
  const markedSpanish = other === 0 && es > en && marks > 0;
  // Round 55 (round 64's knoxville-en: "AF 2002-2010, aircraft maintenance, tons of JP-8 and solvent
  // exposure. Anything claimable."): English's own short words, none of Spanish's or another
  // language's, and trade words the list has never seen: English, not another language.
  const plainEnglish = other === 0 && en >= 2 && (es === 0 || (creole >= 2 && en > es));
  if (
    !markedSpanish &&
    !plainEnglish &&
    counted.length >= MIN_WORDS_FOR_SHARE &&
    counted.filter((w) => KNOWN.has(w)).length < MIN_KNOWN_SHARE * counted.length
  )
    return "other";
  if (es === en) return null;
  return es > en ? "es" : "en";
}

/** A message's words as the reading counts them: lowercase, no accents or apostrophes. */
export function languageWords(message: string): string[] {
  return message
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’‘`´]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
