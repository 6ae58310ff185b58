/**
 * The most common crisis words of the other languages US veterans' families speak (zh, tl, vi, ar,
 * ko, ru, de, fr, ja, pt, and a few more). Any message in another language gets a reply that opens
 * with the crisis line whatever it says (replies.ts); these words also catch such a phrase inside
 * a message the language check reads as English or Spanish. On plain text (signals.ts), with
 * non-Latin scripts kept as written.
 */
import { type Rule, rules } from "./signals";

export const OTHER_RULES: readonly Rule[] = [
  ...rules("suicide", "multi", [
    // Chinese, Japanese, Korean (no word spaces: matched anywhere in a word).
    "\\S*(自杀|自殺|不想活|活不下去|结束这一切|結束這一切|死にたい|消えたい|自殺する|죽고 싶|죽고싶|자살|끝낼 거)\\S*",
    // Russian, Arabic.
    "\\S*(умереть|покончу|покончить|суицид|убью себя)\\S*|\\S*(انتحر|أموت|انهي حياتي|أنهي حياتي|سأنتحر)\\S*",
    // Tagalog, Vietnamese, German, French, Portuguese, Italian, Polish, Haitian Creole, Hindi.
    "magpapakamatay|mamatay|ayoko nang mabuhay|tatapusin ko|muon chet|tu tu|ket thuc cuoc doi|selbstmord|umbringen|nicht mehr leben|sterben|me tuer|en finir|plus vivre|suicider|me matar|quero morrer|acabar com tudo|ammazzo|uccidermi|zabic sie|chce umrzec|touye tet mwen|vle mouri|khudkushi|marna chahta",
  ]),
  // Round 62's second read: Tagalog for a gun pointed at the family now, and for standing on a
  // rooftop or a bridge now ("nasa rooftop ako ng condo ngayon").
  ...rules("harm", "multi", [
    "(?!(.* )?(haha\\w*|hehe\\w*|lol|sa inip|sa gutom|sa pagod|sa kakahintay|sa kaba|sa tawa)( |$))(?<!(^| )(haha\\w*|hehe\\w*|lol)( .*)?)(may baril (na )?(nakatutok|nakaturo) sa (amin|akin|atin|kanila|kanya)|(tinutukan|tinututukan|tinutok|tinututok) (niya |nila |nya )?(kami|ako|kaming)( ng| sa)? (\\w+ )?(baril|kutsilyo|itak)?|(baril|kutsilyo|itak)( \\w+){0,2} (tinututok|tinutok|itinutok|nakatutok) sa (amin|akin|kanila|atin)|papatayin (na )?(ko|namin|kita|ka|niya|nya|nila) ?(na )?(siya|sila|kami|ako|tayo|kayo|yung \\w+)?)",
  ]),
  ...rules("place", "multi", [
    "nasa (rooftop|bubong|tulay|tuktok ng (building|gusali|tulay|parking)|gilid ng (bubong|tulay|rooftop|building|gusali)|dulo ng (tulay|pier|bubong))( ako)?( ng \\w+)?( ako)? (ngayon|na ako)(?!.* (view|trapik|traffic|trabaho|nag aayos|inaayos|ayusin|tulo|pasensya|gulong|bundok)( |$))",
  ]),
];
