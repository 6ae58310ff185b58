/**
 * The crisis screen, round 3 (issue 18; docs/decisions/941-...): every chat message, read with the
 * session's recent turns, gets a tier before anything else runs.
 * - `clear`: risk of suicide or self-harm now or soon, the writer's or someone else's: the crisis reply.
 * - `harm`: a threat to hurt another person or a place: 911 first, then the crisis line.
 * - `possible`: hopelessness, burden, farewells, means without stated intent, "after I'm gone":
 *   a normal answer that opens with one line offering the crisis line.
 * - `none`: a normal answer.
 * A message in a language the assistant cannot answer in gets the line first whatever its tier.
 * Local and synchronous: signals (signals-*.ts) for English, Spanish and other languages, and for
 * English the round-2 screen (crisis.ts) as one more signal, trusted only outside a benign frame.
 */
import { roundTwoFinding } from "./crisis";
import { identifyLanguage, wordsLanguage, type Language } from "./language";
import { EN_RULES, LINE_FLOOR_EN, TRIED_TO_KILL_ME, TRIED_TO_KILL_ME_MEANT } from "./signals-en";
import { ES_RULES, LINE_FLOOR_ES } from "./signals-es";
import {
  opinionFeatures,
  RAISE_ABOVE,
  riskProbability,
  SECOND_OPINION,
  type SecondOpinionModel,
  THREAT_ABOVE,
} from "./second-opinion";
import { OTHER_RULES } from "./signals-other";
import { saysOnlyThanks } from "./thanks";
import {
  besideWords,
  matchesWholeWords,
  notBeside,
  plainText,
  rewrite,
  type Rewrite,
  rewrites,
  type Rule,
  type Signal,
  signalsOf,
  spanishShorthand,
  wholeWords,
} from "./signals";

export type Tier = "clear" | "harm" | "possible" | "none";
export type Screening = { tier: Tier; language: Language };

/** Every rule the screen uses; the bench passes a subset to leave one writer's rules out. */
export const SCREEN_RULES: readonly Rule[] = [...EN_RULES, ...ES_RULES, ...OTHER_RULES];

const RANK: Record<Tier, number> = { none: 0, possible: 1, clear: 2, harm: 3 };
const higher = (a: Tier, b: Tier): Tier => (RANK[a] >= RANK[b] ? a : b);

/** What makes "in the truck", "on the table", "in my pocket" a means at hand. */
const AT_HAND_WITH: readonly Signal[] = [
  "means",
  "weapon",
  "intent",
  "suicide",
  "lethality",
  "time",
  "soon",
  "farewell",
  "hopeless",
  "afterMe",
  "place",
];

/** Signals that a message is about the writer's or someone's own death. */
const OWN_DEATH: readonly Signal[] = ["suicide", "suicideMention", "afterMe", "farewell", "thirdPartyDanger"];

/** Of those, the ones that say a death outright, not a goodbye or "last time" a threat says too (round 58). */
const OWN_DEATH_NAMED: readonly Signal[] = ["suicide", "suicideMention", "thirdPartyDanger"];

/** Signs of a person's own danger that make someone alone a person in danger (round 51). */
const ALONE_WITH: readonly Signal[] = [
  "suicide",
  "suicideMention",
  "meansReady",
  "place",
  "lethality",
  "intent",
  "afterMe",
  "farewell",
];

/** The tier the signals of one text call for (the round-2 screen's finding is weighed in `screenMessage`). */
function decide(found: Set<Signal>): Tier {
  const s = new Set(found);
  // Round 51: someone living or being alone is another person in danger beside a sign of his own
  // risk ("gave away his guns... lives alone"), and nothing by itself ("my mom lives alone, can she
  // get aid and attendance").
  // A weapon beside someone alone now ("my son is alone in his apartment with his guns") is his
  // danger where no wrong or threat stands beside it ("the rater who denied me... hes alone in that
  // office... i keep a pistol" is a threat, 911 first); a grandfather who lives alone and keeps his
  // deer rifle is not. Despair beside it is the line, as it is without him being alone.
  const armedOnly =
    (s.has("weapon") || s.has("means")) && !s.has("grievance") && !s.has("wrongToKin") && !s.has("harm");
  const ownSign = ALONE_WITH.some((kind) => s.has(kind));
  // Round 60: a suicide long ago, asked about for a benefit, is not the sign of one who lives alone
  // now ("mi hermano se quito la vida en el 2015... mi mama puede recibir algo? ella vive sola"): the
  // one who died lives nowhere. Not without the benefit frame: a past attempt by the one who lives
  // alone is still his sign (the code review: "my brother attempted suicide in 2015 and now he lives
  // alone and wont answer his phone").
  const ownSignNow = ALONE_WITH.some(
    (kind) => s.has(kind) && !(kind === "suicideMention" && s.has("past") && s.has("benign")),
  );
  if ((s.has("alone") && (armedOnly || ownSign)) || (s.has("livesAlone") && ownSignNow)) s.add("thirdPartyDanger");
  // A wrong done to one's own by a person ("put his hands on my daughter") is a grievance beside a
  // weapon, unless the message is about the writer's own death (then it stays the crisis reply).
  if (s.has("wrongToKin") && !OWN_DEATH.some((k) => s.has(k))) {
    s.add("grievance");
  }
  if (s.has("atHand") && AT_HAND_WITH.some((kind) => s.has(kind))) s.add("meansReady");
  const now = NOW_KINDS.some((signal) => s.has(signal));
  // Round 6: a threat said laughing, with no weapon, nothing about now and no wrong or place behind
  // it ("voy a matar a mi hermana jaja, no me ha mandado el DD214"), is most likely a figure of
  // speech: it still gets the one-line offer, never nothing. "kill everyone at the va office lol"
  // (a place, a grievance) stays a threat.
  if (s.has("harm") && s.has("laugh") && !s.has("weapon") && !s.has("grievance") && !now) {
    s.delete("harm");
    s.delete("laugh");
    return higher(decide(s), "possible");
  }
  const has = (signal: Signal) => s.has(signal);
  // Professional, figurative or recovered talk ("my dad died by suicide, can my mom get DIC",
  // "this claim is killing me", "suicidal in 2016, doing great now") is not risk unless something
  // in the message is about now; talk of long ago is possible risk when it names suicide.
  if ((has("benign") || has("past")) && !now && !has("thirdPartyDanger") && !has("harm")) {
    // Suicide said outright beside the frame ("my dad died by suicide and now i want to die too")
    // is still the person's own: at least the line.
    // Round 12: not when it is both long ago and framed ("intente suicidarme en el 2015... eso me
    // sirve pa el claim? ya estoy bien con terapia"): a past attempt asked about for a claim.
    if (has("hopeless") || (has("suicide") && !(has("past") && has("benign")))) return "possible";
    if (has("benign")) return "none";
    return (["farewell", "afterMe", "meansReady", "atHand"] as const).some(has) ? "possible" : "none";
  }
  if (has("harm")) return "harm";
  // A weapon beside a wrong done to the writer or a target, with a time or a decision ("my boss fired
  // me... I still have my M9... saturday"): a threat no single phrase carried, unless the writer's or
  // someone's own death is said outright (round 58: "the rater denied me again... got my 45 out... going
  // to end it tonight" is the crisis reply). A goodbye, "last time" or "in case" beside it does not
  // count here: a threat says those too ("tonight. tell my mom i love her"; the code review of round 58).
  const timed = has("time") || has("soon") || has("intent") || has("meansReady");
  if (has("weapon") && has("grievance") && timed && !OWN_DEATH_NAMED.some(has)) return "harm";
  // Round 6: a weapon beside a wrong or a target is a threat even without a time ("the foreman said
  // one more write-up... I keep my Glock in the truck"), unless the message is about the writer's or
  // someone's own death: then the crisis reply, not 911 first, is the answer.
  if (has("weapon") && has("grievance") && !timed && !OWN_DEATH.some(has)) return "harm";
  if (has("lethality") || has("place") || has("thirdPartyDanger") || has("suicide") || has("meansReady")) {
    return "clear";
  }
  const endOfLife = has("afterMe") || has("suicideMention") || has("deathBenefit") || has("farewell");
  if (has("intent") && (has("time") || has("means") || endOfLife)) return "clear";
  if ((has("afterMe") || has("suicideMention") || has("farewell")) && (has("time") || has("means"))) return "clear";
  // Round 6: a goodbye beside "after me" ("ya no voy a estar aqui cuando lean esto, cuiden a mis
  // plebes"): two kinds of ending said together.
  if (has("farewell") && has("afterMe")) return "clear";
  if (has("suicideMention") && (has("afterMe") || has("deathBenefit"))) return "clear";
  // A question about what survivors get, asked beside a means, a date, a goodbye or despair: the
  // practical question that reveals a plan: with a means and a goodbye, despair or "after me" (a
  // date alone is too common in benefit questions to count), clear risk.
  const kinds = (["time", "farewell", "hopeless", "afterMe"] as const).filter(has).length;
  if (has("deathBenefit") && has("means") && kinds >= 1 && (kinds >= 2 || !has("time"))) return "clear";
  // What survivors get, needed by a date ahead ("need to know my girl is covered before friday"),
  // outside a benign or long-ago frame: clear. A means with such a date ("every pill i own,
  // tonight"): possible. "Today" is too common in benefit questions to count here (`soon`).
  if (has("soon") && has("deathBenefit") && !has("benign") && !has("past")) return "clear";
  if (has("hopeless") || has("afterMe") || has("farewell") || has("suicideMention")) return "possible";
  // Round 7: not when a joke sits beside it ("deer hunting this weekend... lol just kidding").
  if (has("soon") && has("means") && !has("laugh")) return "possible";
  return "none";
}

/**
 * A word any Spanish or Spanglish message is likely to carry (a pronoun, a particle, a verb ending
 * "-arme", a crisis word). A message with none of them, read as English, skips the Spanish rules:
 * a regular expression is compiled on its first use, and the Spanish half of the rules cost a cold
 * start about 50 ms on "How do I file for tinnitus?" (issue 17). Round 80: a means named in
 * Spanish with nothing else Spanish beside it ("bye. soga lista", round 89's woodburn-es) is one.
 */
const SPANISH_HINT =
  /(^| )(me|te|se|nos|le|les|adios|todos|mejor|muero|muerto|muerta|nadie|perdon\w*|gracias|despido|vivir|lo|la|las|los|ya|pa|pal|q|xq|pq|k|mi|mis|tu|yo|el|ella|que|no|si|de|del|con|por|para|una|un|mas|muy|ahora|hoy|manana|noche|vida|morir|muerte|mato|matar\w*|suicid\w*|pistola|arma|armas|pastillas|pildoras|soga|cuerda|mecate|navaja|cuchillo|veneno|cuete|fusca|voy|esa|ese|pero|porque|cuando|oficina|disparar|disparo|balazos|\w+(arme|arse|irme|irse|erme|erse|ando|iendo))( |$)/;
const SPANISH_RULES = new Set<Rule>(ES_RULES);
const WITHOUT_SPANISH = SCREEN_RULES.filter((rule) => !SPANISH_RULES.has(rule));

/** Kinds of signal that make a weapon more than something owned. */
const BEYOND_OWNING: readonly Signal[] = [
  // A weapon loaded, in hand or at hand is more than owned (a second read, round 18: "can I keep my
  // pistola in my truck, la tengo cargada en la mano"). It costs one ordinary message of round 5's
  // ("a loaded pistol in the nightstand like every other guy", now the crisis reply).
  "meansReady",
  "atHand",
  "suicide",
  "suicideMention",
  "intent",
  "harm",
  "grievance",
  "afterMe",
  "farewell",
  "hopeless",
  "mood",
  "place",
  "lethality",
  "thirdPartyDanger",
  "time",
  "soon",
];

/**
 * Round 7: a weapon said as ownership ("a loaded pistol in the nightstand like every other guy",
 * "una pistola registrada pa proteccion de la casa") with nothing else about risk is a frame, not
 * a means at hand: the means go and the message reads as benign.
 */
function asOwnership(signals: Set<Signal>): Set<Signal> {
  if (!signals.has("owning") || BEYOND_OWNING.some((kind) => signals.has(kind))) return signals;
  for (const kind of ["means", "meansReady", "weapon"] as const) signals.delete(kind);
  signals.add("benign");
  return signals;
}

/**
 * Round 12: suicide named as a subject ("a school project on veteran suicide", "suicide prevention
 * training", "un taller de prevencion del suicidio") is read as the one word "prevention", a frame:
 * the rest of the message is read as it stands, so "a report on suicide because i want to kill
 * myself tonight" keeps the crisis reply.
 */
const SUICIDE_AS_SUBJECT: readonly Rewrite[] = rewrites([
  // Round 63 (round 72's austin-en): the C&P examiner's screening question, answered no ("the c&p guy
  // asked if i ever think about hurting myself and i said no bc i dont").
  [
    /(^| )(asked|ask|asks|asking)( me)? (if|whether) i (ever )?(think|thought|have thought|had thoughts|have thoughts|have any thoughts|had any thoughts|ever had thoughts|was thinking) (about|of) (hurting|killing|harming) (myself|me)(?=( \w+){0,3} (and |but )?i (said|told (him|her|them)( the truth)?|answered) (no|nope|never have|i never have|never)( (bc|because|cause|since) i (dont|do not|don t|didnt|did not|wasnt|havent|have not))?( (and|so) (she|he|they) (wrote|put|marked|checked) \w+)?( (does|is|will|would|can|could|did) (that|this|it) \w+( \w+){0,6})?$)/g,
    "$1asked the screening questions",
  ],
  [
    /(^| )((suicide|suicides) (prevention|awareness|research|training|walk|ruck|march)|(prevention|awareness|research|report|paper|essay|project|presentation|training|class|sermon|lesson) (of|on|about|for) (the )?(veteran |veterans |military )?(suicide|suicides))( among (veterans|vets))?(?= |$)/g,
    "$1prevention",
  ],
  [
    /(^| )(prevencion|concientizacion|taller|clase|proyecto|investigacion|capacitacion|entrenamiento) (de|del|sobre|pa|para)( la| el)?( prevencion (de|del))? (suicidio|suicidios)( (en|de|entre) (los )?veteranos)?(?= |$)/g,
    "$1prevencion",
  ],
  // Round 27: a school work on suicide with words between ("un proyecto de la escuela sobre el
  // suicidio en veteranos", "a paper for my psych class on veteran suicide"), and statistics of it.
  [
    /(^| )((project|paper|essay|report|presentation|assignment|research|study|class|lesson|sermon)( (?!(i|im|ive|id|me|myself|and|but|because|cause|so|now|since|keep|keeps|kept|having|have|had|thoughts?|thinking|think|ideas?|urges?|feel|feeling|failed|failing|want|cant|today|tonight|tomorrow|all)( |$))\w+){1,5} (on|about|of) (the )?(veteran |veterans |military )?(suicide|suicides)|(?<!(one|part|another|to|join|joining|become|becoming|be)( of)?( the)? )(statistics|stats|numbers|data|rates?) (on|about|of|for) (the )?(veteran |veterans |military )?(suicide|suicides))( (among|in|of) (veterans|vets|latino veterans))?(?= |$)/g,
    "$1prevention",
  ],
  [
    /(^| )((proyecto|trabajo|reporte|presentacion|investigacion|tarea|clase|taller|estudio|ensayo|platica)( (?!(y|pero|porque|que|me|yo|tengo|tenia|tiene|pienso|pensando|pensamientos?|ideas?|ganas|siento|quiero|ahora|hoy|manana|todos|desde|con)( |$))\w+){1,5} (sobre|de|acerca de|acerca del)( el| la| los)? (suicidio|suicidios)|(?<!(uno|una|parte|otro|otra|mas|sumarme a|ser)( de)?( las| los| esas| esos)? )(estadisticas|datos|numeros|cifras) (de|del|sobre)( el| los)? (suicidio|suicidios)|(investigando|investigo|investigue|estudiando|estudio) (el |los )?(suicidio|suicidios)(?= (en|de|entre) (los )?(veteranos|militares)( |$)))( (en|de|entre) (los )?veteranos( latinos| hispanos)?)?(?= |$)/g,
    "$1prevencion",
  ],
  // A clinician's screening question, reported ("el C&P examiner me pregunto si alguna vez habia
  // pensado en quitarme la vida", "the VA doctor asked if I ever had thoughts of suicide"), unless
  // the answer reported is yes (READ_AS_IS below keeps it).
  [
    /(^| )(me|le|nos) (pregunto|preguntaron|pregunta|preguntan|preguntaba)( \w+){0,2} (si|que si) (alguna vez |yo |el |ella )?(he |habia |ha |hubiera |tengo |tenia |tiene )?(tenido |alguna vez )?(pensado|pensamientos|ideas|querido)( \w+){0,2} (de |en |sobre )?(quitarme la vida|quitarse la vida|suicidarme|suicidarse|suicidio|matarme|matarse|hacerme dano|hacerse dano)(?= |$)/g,
    "$1prevencion",
  ],
  // Round 90 (round 99's perris-es): the C&P's question itself, asked about ("esa pregunta del C&P de si
  // he pensado en hacerme daño, por que la preguntan a todos? nomas curiosidad, a mi nunca me ha pasado").
  [
    /(^| )(la|esa|esta|una) pregunta( \w+){0,4} (de )?si (alguna vez )?(he|ha|has|habia|hemos|han) (pensado|tenido pensamientos|tenido ideas)( \w+){0,2} (de |en |sobre )?(quitarme la vida|quitarse la vida|suicidarme|suicidarse|suicidio|matarme|matarse|hacerme dano|hacerse dano|lastimarme|lastimarse)(?= |$)/g,
    "$1prevencion",
  ],
  [
    /(^| )(asked|asks)( me| him| her| us)? (if|whether) (i|he|she|we)( ever)? (had|have|has|was having|were having|am having|is having|thought about|think about|ever thought about)( any)? (thoughts|thought) (of|about) (suicide|killing (myself|himself|herself)|hurting (myself|himself|herself)|harming (myself|himself|herself))(?= |$)/g,
    "$1prevention",
  ],
]);
/**
 * Round 57: "si tengo" or "si he pensado" after someone who asked ("me preguntaron si tengo
 * pensamientos de hacerme daño", "el doctor me preguntó si...") is the question, not a yes; after "me
 * pregunto" alone ("a veces me pregunto si tengo ideas de matarme": I wonder) it is the writer's own.
 */
const ASKED_BY_SOMEONE =
  "(?<!(^| )(preguntaron|preguntaba|preguntaban|pregunta|preguntan|pregunta (del|de la|de el|en el|en la) (c p|c y p|examen|cuestionario|formulario|evaluacion|doctor|doctora|medico|psicologo|psicologa|terapeuta)|(doctor|doctora|medico|examiner|psicologo|psicologa|psiquiatra|terapeuta|enfermera|enfermero|consejero|consejera|evaluador|evaluadora|c p)( \\w+){0,4} pregunto|pregunto (el|la) \\w+)( \\w+){0,2}( que)? )";
/** A screening question reported with a yes for its answer is read as the writer wrote it. */
const READ_AS_IS = new RegExp(
  `(^| )((le |les |i )?(dije|said|told (him|her|them)|answered|conteste|respondi) (que )?(si|yes)|i do|${ASKED_BY_SOMEONE}si tengo|${ASKED_BY_SOMEONE}si he pensado|yes|yeah|yep|yup|yea|of course|obviously|nodded|lied|lie|lying|not (the )?truth|(wasnt|was not|not) honest|(didnt|did not|couldnt|could not) (tell|say|answer)|every (day|night)|everyday|all the time|not just thoughts|menti|mentira|no es (cierto|verdad)|no (le |les )?dije (la verdad|nada)|(claro|pues|pero|es) que si|pues si|pero si|me quede callad[oa]|todos los dias|todas las noches|la respuesta es si|(ya )?tengo un plan(?! (de|del|pa|para|con)( |$))|me corto(?! (el|la|las|los|pelo|unas|barba)( |$))|lo estoy pensando|quiero morir\\w*|me quiero morir|ya no aguanto)( |$)`,
);
/**
 * Round 23: a wait or a line so bad it was "pa pegarse un tiro" (bronxville-es: "la fila del VA hoy
 * estaba pa pegarse un tiro. se puede pedir cita online?") is read as the word "horrible", as a
 * subject is read above: "hoy" beside it made the idiom a plan for today.
 */
const SHOT_AS_IDIOM = /(^| )(estaba|esta|era|estuvo|ta|es) (pa|para) (pegarse|darse|meterse) un (tiro|balazo)(?= |$)/g;
const IDIOM_WITH_INTENT =
  /(^| )(lo (estoy pensando|pienso|voy a hacer|hago)|eso (voy a|es lo que voy a) hacer|ya no aguanto|pistola|arma|rifle|escopeta|esta noche|ya tengo|ya decidi|me voy a|voy a hacerlo|no es broma)( |$)/;
/**
 * Killed of a feeling ("me va a matar de un coraje"; round 97: "me mato de aburrimiento"): no one dies of anger,
 * a fright or laughter.
 */
const OF_A_FEELING: Rewrite = [
  /(^| )(matar(te|lo|la|nos)?|(?<=(^| )me )(mato|mata|matan|mataron|matando)(?! (de|del) (la |el |un |una |puro |pura |tanto |tanta )?(corajes?|rabia|hambre)( |$)))( a alguien)? (de|del) (la |el |un |una |puro |pura |tanto |tanta )?(corajes?|risa|sustos?|infartos?|derrames?|espera|emocion|gusto|felicidad|alegria|cansancio|estres|rabia|verguenza|aburrimiento|angustia|nervios|hambre|sed|calor|frio|sueño|sueno|viejo|vieja|viejos)(?= |$)/g,
  "$1enojar",
];
/** Words of violence or fear that keep a partner's "gonna kill me" literal, laughing or not (round 57). */
const VIOLENCE_OR_FEAR =
  "broke|bruis\\w*|hit|hits|hitting|hurt|threw|thrown|push\\w*|shov\\w*|grab\\w*|chok\\w*|strangl\\w*|slap\\w*|punch\\w*|kick\\w*|hospital|er|police|cops|911|means it|serious|swear|scared|afraid|nowhere|hide|hiding|leave|leaving|left him|left her|divorce|protective|restraining|drunk|drinking|found out|gun|knife|weapon";
/**
 * Round 114: what makes "strangle the next person who puts him on hold" meant (a weapon, a day, a way there, hands,
 * "not kidding", drinking, the writer's own death), refused on either side of it.
 */
const ON_HOLD_MEANT = String.raw`gun|pistol|rifle|shotgun|knife|glock|ammo|loaded|tonight|tomorrow|address|where (he|she|they) (lives?|works?)|waiting|wait for|parking lot|hands|not joking|not a joke|serious|seriously|for real|means it|i mean it|no joke|heading|headed|on my way|piece|heat|strap|strapped|packing|myself|then myself|ak|1911|ar 15|45|9mm|kidding|not kidding|wasnt kidding|drinking|drunk|today|this week|this weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday`;
/**
 * Round 68 (round 77's ordinary messages given 911 first): words that are never a threat, read as
 * plain words even where a threat is reported, as KILLING_IDIOMS are read only without one: a bomb
 * that went off near a convoy, told as a stressor ("mi ptsd es de una bomba q exploto cerca del
 * convoy").
 */
const NEVER_A_THREAT: readonly Rewrite[] = rewrites([
  // Round 115 (round 127's utuado-es): "Esta burocracia nos va a enterrar a todos antes de que paguen", a wait that wears
  // everyone out. Only the bureaucracy, the paperwork or the system named as the one that buries or kills.
  [
    /(^| )(esta|la|este|el|esa|ese) (burocracia|papeleo|sistema|proceso|tramite|gobierno|espera|backlog) (nos|los|les) (va|van) a (enterrar|matar) a todos(?= |$)/g,
    "$1$2 $3 $4 va a cansar a todos",
  ],
  // Round 114 (round 125's pharr3-es): "Mi esposo dice que el formulario lo va a matar de tanto papeleo", paperwork
  // that wears another out "de tanto papeleo". Never the writer ("me va a matar": round 28's second reads), never a
  // paper someone saw ("mi esposo vio el formulario de divorcio"), a weapon, a wish to die or anything meant.
  [
    /(?<pre>^| )(?<!(^| )(pistola|cuete|rifle|escopeta|arma|fusca|machete|cuchillo|navaja|balas)( .*)?)(?<!(^| )(lleva|llevan|hizo|hace|hicieron|maneja|revisa|reviso|tiene|le hizo|me hizo|vio|vieron|encontro|encontraron|leyo|hallo) )(?<what>(el|la|ese|esa|este|esta) (formulario|forma|papeleo|tramite|proceso|claim|reclamo|espera|fila|cita|examen|sistema))(?<who> lo| la| los) (va|van) a matar de (tanto|tanta) (papeleo|papel|papeles|tramite|tramites|espera|fila|formulario|formularios|pregunta|preguntas)(?= |$)(?!(.* )?(pistola|cuete|rifle|escopeta|arma|fusca|machete|cuchillo|navaja|balas|de verdad|en serio|ya no (quiero|aguanto)|matarme|me voy a matar|manana|hoy|esta noche|al del va|a la senora|al senor|al doctor|a la doctora)( |$))/g,
    "$<pre>$<what>$<who> va a cansar",
  ],
  // Round 114 (round 125's juneau2-en): "Glenn says he's going to "strangle the next person who puts him on hold." He's
  // laughing while he says it", a temper at hold music, told of another too. Only the next one who puts someone on
  // hold, never beside a weapon, a day, an address, hands or anything said to be meant, on either side.
  [
    new RegExp(
      String.raw`(?<pre>^| )(?<!(^| )(${ON_HOLD_MEANT})( .*)?)(strangle|choke|throttle|kill|murder|strangling|choking|killing) the next (person|one|guy|lady|rep|operator|agent|clerk|idiot) (who|that) (puts|put|leaves|keeps) (him|me|us|her|them) on hold(?= |$)(?!(.* )?(${ON_HOLD_MEANT})( |$))`,
      "g",
    ),
    "$<pre>yell at whoever puts them on hold",
  ],
  // Round 99 (round 110's sanfernando-es): "los papeles me estan ahorcando, tengo 4 formularios": the paperwork,
  // not a hand.
  [
    /(?<pre>^| )(?<what>los papeles|el papeleo|las deudas|los biles|los bills|la renta|las cuentas|los formularios|las formas|los tramites|el claim|la claim|el trabajo|los pagos|los impuestos|las facturas) (?<me>me |nos )?(?<be>estan|esta|tan|ta|andan|anda) (ahorcando|asfixiando|ahogando)(?= |$)/g,
    "$<pre>$<what> $<me>$<be> agobiando",
  ],
  // Round 98 (round 108's terrehaute-en and orocovis-es): "dead man walking over here, 3 hrs sleep after nights",
  // and a father who always says he will die waiting on the VA: tiredness and a slow claim, whoever said them.
  [
    /(^| )dead man walking(?=( over here| here| lately| today| this week| at work| after (nights|work|shift|my shift))( |$))/g,
    "$1worn out",
  ],
  [
    /(^| )(me|se|nos|te) (voy|va|vamos|van|vas) a morir esperando (por |a )?(la va|el va|la v a|el gobierno|la claim|el claim|mi claim|los beneficios|la pension|el cheque|la cita|una cita|respuesta|la respuesta|que (me )?(aprueben|llamen|contesten|decidan))(?= |$)/g,
    "$1$2 $3 a cansar esperando $4$5",
  ],
  // Round 99 (round 110's cordova-en): "dropping a bomb on you: i have 3 claims open at once", the same news.
  // Round 112 (round 123's lakecharles2-en): "dropping a bomb on yall, i actually got approved!", the same news.
  // Round 97 (round 107's elko-en): "dropped a bomb on my sponsor today, told him i finally filed a claim. he said
  // about damn time": news, whoever said what beside it.
  [
    /(^| )(dropped|(?:dropping|droppin|about to drop|bout to drop)(?= (?:a|the|that|this) bomb on (?:you|ya|u|yall|y all)(?: \w+)? (?:i have|i got|guess what|news|im|i m|i just|i finally|i actually|i officially)(?: |$))) (a|the|that|this) bomb on (my|him|her|them|you|ya|u|yall|y all|the family|everybody|everyone)( (?!(va|office|clinic|building|staff|people|regional|rater|examiner)( |$))\w+)?(?!(.* )?(va|rater|examiner|office|clinic|building|explosive\w*|pipe bomb|bomb threat|gun|rifle|pistol|tonight|tomorrow)( |$))(?= |$)/g,
    "$1told big news to $4$5",
  ],
  // Round 87 (round 32's hialeah-es, which the second opinion retrained with round 95 no longer lowers):
  // "soy una bala arreglando carros": fast at it.
  [
    /(^| )soy (una |un )?(bala|cohete|rayo) (?=(arreglando|pa|para|en|con|haciendo|manejando|trabajando|cocinando)( |$))/g,
    "$1soy rapido ",
  ],
  // Round 87 (round 96's lumberton-en): "was gonna hang myself a new barn door this weekend": a door hung,
  // whoever said what beside it ("my back said no sir").
  [
    /(^| )hang (myself|me) (?=(a|an|some) (new |nice |couple |few |little |big )?(\w+ )?(doors?|shelf|shelves|pictures?|tv|mirror|curtains|cabinets?|hammock|swing|gate|sign|flag|bird feeder|lights|ceiling fan|drywall|sheetrock|gutters?)( |$))/g,
    "$1hang ",
  ],
  // Round 81: a son in jail who "wont hurt anyone ever again", going to prison (round 69's writers,
  // round 60's test), which the threat reading retrained with round 89 read as a threat: locked up,
  // not a threat.
  [
    /(?<=(^| )(jail|prison|locked up|behind bars|sentenced|custody|lockup)( .*)? )(he|she|they)( wont| won t| will not| cant| can t| cannot) (hurt|harm|touch|bother) (anyone|anybody|nobody|no one|us|her|him|them)( ever)?( again)?(?= |$)/g,
    "$4 is locked up",
  ],
  // Round 75 (round 84's southgate-es): "mi jefa dice q el trafico de la 710 la va a matar", someone
  // else worn out by a thing, reported.
  [
    /(^| )(el|la|ese|esa|este|esta) (trafico|tapon|calor|frio|espera|fila|trabajo|papeleo|claim|sistema|turno|viaje|camino)( de la \d+| de la \w+| del \w+)? (la|lo|los|las) (va|van) a matar(?= |$)/g,
    "$1$2 $3$4 $5 $6 a cansar",
  ],
  [
    /(^| )(una|la|el|un) (bomba|ied|mina|explosivo) (q|que) (exploto|estallo|revento)( \w+){0,2} (cerca del?|junto al?|debajo del?|en el|al lado del?) (convoy|humvee|hummer|vehiculo|camion|troca|base|puesto|checkpoint)(?= |$)/g,
    "$1una explosion $7 $8",
  ],
  // Round 69 (round 78's greeley-es): the clinic's own screening question about firearms at home, told.
  [
    /(^| )(me|le|les|nos) (preguntaron|pregunto|pregunta|preguntan) (a mi \w+ |a el |a ella )?(si|que si) (tiene|tengo|tenemos|tienen|hay) (armas|pistolas|rifles|armas de fuego)( en (la|su|mi) casa)?(?= |$)/g,
    "$1$2 $3 por seguridad en casa",
  ],
  [
    /(^| )(they|the nurse|the doctor|the doc|the va|she|he|the provider|the therapist|my doctor|my pcp|the psychiatrist) (asked|asks|ask) (me|him|her|us|my \w+) (if|whether) (i|he|she|we) (have|has|had|keep|keeps|own|owns) (any )?(guns|firearms|weapons)( at home| in the house| in the home)?(?= |$)/g,
    "$1$2 $3 $4 about home safety",
  ],
  // Round 88 (round 97's biddeford-en and kearney-en: "my doctor at togus asked if I have guns at home is
  // that going in my record", "The counselor asked if I own guns"): the same question, asked "if" with no
  // "me", or by one named with a place; never by a bare "they" or "she", nor where the writer goes on to a
  // gun kept, said yes to, or held (its code review).
  [
    /(^| )(the nurse|the doctor|the doc|the va|the provider|the therapist|my doctor|my pcp|the psychiatrist|the counselor|my counselor|the psychologist|my therapist|my psychiatrist|my nurse)( at (the |my )?\w+)? (asked|asks|ask) (if|whether) (i|he|she|we) (have|has|had|keep|keeps|own|owns|got) (any )?(guns|firearms|weapons)( at home| in the house| in the home)?(?= |$)(?!(.* )?(kept|keep one|keep it|said yes|i do|i have one|i have my|i have a|use it|use one|use mine|holding|for when|sold them but|but i|i lied|lied)( |$))/g,
    "$1$2 $4 about home safety",
  ],
  // Round 88 (round 97's kearney-en: "I am ok. I do not have thoughts of suicide. I hunt pheasant in
  // November…"): thoughts of suicide denied in the writer's own words are no thoughts of it.
  [
    new RegExp(
      "(^| )(?<!(^| )(tell|say|told|said|pretend|pretended|lie|lied|lying|claim|claimed|act like|acted like|that)( (them|him|her|the \\w+|my \\w+))?( that)? )(i|and i)( do not| dont| don t| have not| havent| haven t| am not| m not)( had| have| having| been having)? (any )?(thoughts|ideas|ideation) (of|about) (suicide|killing myself|hurting myself|harming myself|self harm|ending my life)(?= |$)" +
        "(?!(.* )?(until|till|today|tonight|right now|now|lately|anymore|any more|every day|everyday|all the time|as much|as often|but|except|when|i have|i ve|ive|urges?|how to (do it|end it|kill|die|go|hang|shoot|overdose|od)|how i would|only|some days|at the moment|these days|this week|plan|planned|pills|gun|rope)( |$))" +
        besideWords(
          "(i am|im|i m) (ok|okay|fine|good|alright|safe)|no no|nope|nah|doing (ok|okay|well|good|fine)|(i )?just (want|wanted|need|needed|asking|wondering|want her|want him)|only asking|(i m|im|i am) asking",
        ),
      "g",
    ),
    "$1i feel safe",
  ],
  // Round 88 (its second read): the same denial in Spanish ("No tengo pensamientos de suicidio, nomás
  // necesito ayuda con el insomnio").
  [
    new RegExp(
      "(^| )(?<!(^| )(decir|dije|digo|diga|mentir|menti|fingir|finjo|finji)( (que|q))? )(yo )?no (tengo|he tenido|estoy teniendo|tengo ningun[oa]s?) (ningun[oa]s? )?(pensamientos|ideas) (de|sobre) (suicidio|suicidarme|matarme|quitarme la vida|hacerme dano)(?= |$)" +
        "(?!(.* )?(hasta|hoy|ahorita|ahora|pero|excepto|cuando|todos los dias|tanto|como antes|ya no|plan|ganas|como hacerlo|algunos dias|esta semana|pastillas|pistola|soga|arma)( |$))" +
        besideWords(
          "estoy bien|estoy tranquil[oa]|no no|nomas|nada mas|solo|solamente|(yo )?(quiero|necesito) (saber|ayuda|una cita|cita)|pregunto",
        ),
      "g",
    ),
    "$1 me siento seguro",
  ],
  // Round 79 (round 88's bozeman-en: "got grilled at the c&p, doc asked about guns and sleep and
  // drinking"): the same screening question, asked "about" guns.
  [
    /(^| )(doc|doctor|the doc|the doctor|my doctor|nurse|the nurse|examiner|the examiner|provider|the provider|therapist|the therapist|psychiatrist|the psychiatrist|counselor|the counselor|they|she|he|the va) (asked|asks|ask|was asking|kept asking) (me |him |her |us )?about (guns|firearms|weapons|my guns|guns at home|firearms at home)(?= |$)/g,
    "$1$2 $3 $4about home safety",
  ],
  // Round 79 (round 87's aurora-es, reported: "my dad says he's gonna kill it en el C&P this time, like
  // ace it"; round 88's passaic-es: "mi hijo dice q la oficina del VA es una bomba de tiempo con los
  // papeles"): an exam done well, and a place or a system in a mess with its papers or payments (never
  // beside a fuse, a bullet, "yo", a day, a surprise or a gift brought, or a weapon: round 37's second
  // read and a code review wrote those as threats).
  [
    /(^| )(gonna|going to|gon|finna|bout to|about to|will|ll|to) (kill|crush) it (at|in|on|en|during) (the |my |his |her |el |la |this |that )?(c p|exam|interview|hearing|test|presentation|evaluation|eval|audiencia|examen|entrevista|board)(?= |$)/g,
    "$1$2 ace it $4 $5$6",
  ],
  [
    /(^| )(la|el|esa|ese|esta|este) (oficina|sistema|portal|pagina|clinica|va|caso|claim|papeleo|tramite|proceso)(( \w+){0,3}) (es|son|era|esta) (una|como una) bomba de tiempo(?= con (los|las|esos|esas|tantos|tantas|el|la|tanto|tanta|sus) (\w+ )?(papeles|pagos|cartas|citas|tramites|casos|claims|reclamos|deudas|biles|bills|papeleo|atrasos|llamadas|errores)( |$))(?!.* (yo|mecha|detona\w*|estallar|explotar|prend\w*|volar|reventar|balas|bala|veran|toca|arme|armo|lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|hoy|noche|semana|sorpresa|sorpresita|regalito|regalo|mochila|cae|caer|llevo|llego|voy|vamos|rater|evaluador|pistola|rifle|arma|armas|fuego|gasolina|cuidado)( |$))/g,
    "$1$2 $3$4 $6 un desastre",
  ],
  // Round 80 (round 89's waycross-en, a "none" conversation): "SHE GONNA DIE IF THE VA DONT CALL HER
  // BACK TODAY. SHE BEING DRAMATIC": dying if a call, an answer or a payment does not come, said or
  // reported (as the Spanish "me muero si no me llega" below), of the VA or an office only: a partner
  // who "said he would die if she doesnt call" is no idiom. Not beside a means or a plan.
  [
    /(^| )(i|im|i m|i am|ima|imma|she|shes|she s|she is|he|hes|he s|he is|we|were|we re|my \w+|my \w+ s)( gonna| going to| finna| bout to| about to| will| ll| would| d)? (die|drop dead|just die) if (the va|va|the \w+ office|the office|the clinic|the pharmacy|the rater|the vso|my vso|the doctor|my doctor|they)( \w+){0,2} (dont|don t|doesnt|does not|do not|aint|ain t|never|wont|won t)( \w+){0,2} (call|calls|answer|answers|text|texts|approve|approves|pay|pays|send|sends|get back|call back|pick up|email|write)(?= |$)/g,
    "$1$2$3 be upset if $5$6 $7$8 $9",
  ],
  // Round 80 (round 89's ordinary messages given 911 first or the crisis reply): the Army that "lo
  // mato por dentro" of a husband now doing well in therapy (of another, never of the writer: "me mato
  // por dentro" stays as it reads); "soy una bala con las computadoras" (a whiz). Never beside a
  // weapon, a rope, pills or a death wished for.
  [
    /(?<!(^| )(pistola|rifle|escopeta|arma|cuete|fierro|glock|escuadra|45|9mm|pastillas|soga|cuerda|matarme|matarse|quitarme|quitarse|morir\w*|muere|muero|no quiero vivir|ya no quiero)( .*)?)(^| )(lo|la|los|las) (mato|mataron|mata|han matado|ha matado) por dentro(?= |$)(?!.* (pistola|rifle|escopeta|arma|cuete|fierro|glock|escuadra|45|9mm|pastillas|soga|cuerda|matarme|matarse|quitarme|quitarse|morir\w*|muere|muero|no quiero vivir|ya no quiero)( |$))/g,
    "$4$5 cambio por dentro",
  ],
  [/(^| )soy (una|un) (bala|balazo|fiera|bestia|maquina|cohete)(?= (con|en|pa|para) )/g, "$1soy muy bueno"],
  // Round 80 (its second read): "the nurse said I'm a ticking time bomb with my blood pressure".
  [
    /(^| )(a )?(ticking )?time bomb (with|because of|cause of|from) (my|his|her|your|their) (blood pressure|bp|heart|sugar|blood sugar|diabetes|cholesterol|weight|liver|kidneys?|lungs|arteries|a1c)(?= |$)/g,
    "$1at risk $4 $5 $6",
  ],
  // Round 87 (round 96's picounion-es): a son who jokes that the VA's papers "lo van a matar", told by
  // his mother ("dice que"): papers kill nobody. Not beside a weapon, a blow, fear or one's own death.
  [
    /(?<!(^| )(pistola|arma|cuchillo|machete|cuete|golpe\w*|pego|amenaz\w*|miedo|policia|911|matarme|matarse|suicid\w*)( .*)?)(^| )(los |las |el |la )?(papeles|papeleo|tramites|formularios|formas|forms|claims?|reclamos?)( (de|del) (la )?(va|v a|gobierno))? (lo|la|me|nos|los|las|te) (van a|va a|estan|esta) (matar|matando)(?!(.* )?(pistola|arma|cuchillo|machete|cuete|golpe\w*|pego|amenaz\w*|miedo|policia|911|matarme|matarse|suicid\w*)( |$))/g,
    "$4$5$6$7 $11 $12 cansar",
  ],
  // Round 96 (round 106's pharr2-es): "no hay q matar al mensajero pero la carta dice denied otra vez": a
  // saying, even beside what a letter "dice".
  [/(?<pre>^| )no hay (que|q) matar al mensajero(?= |$)/g, "$<pre>no hay que culpar al mensajero"],
  // Round 95's second read (second-read-r95): "boss says he'll kill me if i miss another shift": the same in
  // English.
  [
    /(?<!(^| )(gun|guns|pistol|rifle|shotgun|knife|weapon|hit|hits|hurt|threaten\w*|scared|afraid|terrified|police|cops|911|broke|choked|slapped|locked|passport|papers|wont let)( .*)?)(?<pre>^| )(?<who>boss|supervisor|manager|foreman|shift lead|crew chief)(?<says> says| said)? (hell|he ll|she ll|shell|he will|she will|he d|hed|she d|shed|is gonna|s gonna|gonna|will|would) (kill|murder) me if (?<rest>(i (miss|am late|show up late|call out|call in)|im late|i m late))(?!(.* )?(gun|guns|pistol|rifle|shotgun|knife|weapon|hit|hits|hurt|threaten\w*|scared|afraid|terrified|police|cops|911|broke|choked|slapped|locked|passport|papers|wont let)( |$))/g,
    "$<pre>$<who>$<says> will be mad if $<rest>",
  ],
  // Round 95 (round 105's centralfalls-es): "el jefe dice que me mata si falto otra vez por una cita del VA":
  // a boss's anger at an absence, told as he said it. Not a partner or family, nor beside a weapon or fear.
  [
    /(?<!(^| )(pistola|arma|cuchillo|machete|cuete|golpe\w*|pego|pega|amenaz\w*|miedo|policia|911|quebr\w*|cachetad\w*|ahorc\w*|encerr\w*|papeles|pasaporte|no me deja|moret\w*|nariz|ayuda|rompio|rompe|cara|golpea\w*)( .*)?)(?<pre>^| )(?<who>el jefe|mi jefe|la jefa|mi jefa|el supervisor|mi supervisor|la supervisora|mi supervisora|el manager|mi manager|el foreman) (dice|dijo) (que|q) me (mata|va a matar|corre) si (?<why>falto|llego tarde|no llego a tiempo)(?!(.* )?(pistola|arma|cuchillo|machete|cuete|golpe\w*|pego|pega|amenaz\w*|miedo|policia|911|quebr\w*|cachetad\w*|ahorc\w*|encerr\w*|papeles|pasaporte|no me deja|moret\w*|nariz|ayuda|rompio|rompe|cara|golpea\w*)( |$))/g,
    "$<pre>$<who> dice que se enoja si $<why>",
  ],
]);
/**
 * Round 113: what makes anger at whoever lost a paper, or at one's own child who lost it, meant (a weapon, a day, an
 * address, hands, a body, a promise to do it, the writer's own death), refused on either side of it.
 */
const ANGER_AT_A_LOSS_MEANT = String.raw`gun|pistol|rifle|shotgun|knife|glock|ammo|loaded|tonight|tomorrow|address|where (he|she|they) (lives?|works?)|waiting|wait for|parking lot|myself|for real|not joking|not a joke|no joke|not kidding|serious|seriously|i mean it|swear|i will|ill do it|i ll do it|i (just )?might|bare hands|own two hands|with my hands|when (she|he|they) gets? (home|back)|this week|next week|this weekend|last time|marks|neck|passed out|lucky|hit|hurt|beat|slap\w*|punch\w*|(shes|hes|she s|he s) (done|gonna get it)|kill myself|die|dead|know where|what time|gets off|get off work|hammer|bat|going down there|goin down there|heading|headed|on my way|im going|im coming|killed before|do it again|done it before|id do it|i d do it`;
/**
 * Round 26: Spanish idioms of killing that name a chore or a feeling, read as the plain words they
 * mean: "mi vieja me va a matar si no termino el papeleo", "me va a matar del coraje", "me voy a
 * matar estudiando", "ganas de matar a alguien de la emocion" (charlotte-es, lorain-es, salinas-es,
 * elpaso-es: ordinary messages that got the crisis reply or the line, a time or a date beside them).
 * Not where a weapon, a plan, "for real", a blow or fear stands in the message (INTENT_BESIDE_IDIOM),
 * nor a threat reported without a laugh ("dice que me va a matar si no firmo": a second read), nor
 * money, a signature or children asked for under threat (no "pago", "firmo", "entrego" here). The
 * English "kill me if i dont finish" stays as the English frames read it: rewritten, it lost them.
 */
const KILLING_IDIOMS: readonly Rewrite[] = rewrites([
  // Round 99 (round 110's grandisland-en and sanfernando-es): "sis is ready to murder her vso for losing her file
  // lol", a temper said laughing; "el documental de afganistan me mato, llore como cipote", a film that moved him.
  // (Round 101's code review: the words that make it a condition, "despues de ver el documental me mato", are looked
  // for before the film's name, after the space the rewrite keeps; before that space they were never seen.)
  [
    /(?<pre>^| )(?<be>is |s |im |i m |am |are |was )?(?<how>ready|about|bout|fixing|finna|going) to (murder|kill|strangle|choke) (?<whose>my|her|his|their|our|the) (?<who>vso|rater|caseworker|case worker|case manager|examiner|landlord|boss|husband|wife|brother|sister|mom|dad|son|daughter|kid|kids) for (?<why>losing|forgetting|missing|deleting|misplacing|eating|taking|using|spilling|breaking|not)(?=( .*)? (lol|lmao|haha\w*|jk)( |$))/g,
    "$<pre>$<be>$<how> to yell at $<whose> $<who> for $<why>",
  ],
  [
    /(?<pre>^| )(?<!(^| )(despues|cuando|si|antes|al terminar|al acabar|apenas|luego)( \w+){0,4} )(?<what>el documental|la pelicula|la peli|la serie|la novela|la cancion|el capitulo|el episodio|el video|el libro|el show|el final|ese documental|esa pelicula|esa peli|esa serie|esa cancion|ese video|ese capitulo)(?<of>( de| del| sobre) \w+)? me mato(?=( \w+){0,3} (llore|llorar|lloramos|llorando|me hizo llorar|que buena|que bueno|bien buena|bien bueno|que triste|bien triste)( |$))/g,
    "$<pre>$<what>$<of> me conmovio",
  ],
  // Round 101 (round 112's weslaco-es and ponce2-es): "ese video de soldados probando MREs me mato 💀", a video that
  // made him laugh; "mano esa decision me mato, 0 porciento por el oido", a denial that floored him. Neither a
  // video nor a letter kills; whatever else the message says is still read. Its code review: never after "si",
  // "cuando" or a verb that makes the video or letter a condition ("si publican ese video me mato", "cuando llegue
  // la carta de negacion me mato"), and the video only with a laugh or a question beside it.
  [
    /(?<pre>^| )(?<!(^| )(si|cuando|despues|antes|al|apenas|luego|publican|publiquen|suben|suban|ven|vean|ver|sale|salga|mandan|manden|pasan|pasen|ensenan|ensenen)( \w+){0,4} )(?<what>(ese|el|este|un|esa|la|esta) (video|meme|chiste|tiktok|reel|clip|post|comentario))(?<of>( (de|del|sobre|con|en)( (?!(manana|hoy|ahorita|ya|y|pero|luego|pronto|esta|noche|si|me|lo|la|le)( |$))\w+){1,4})?) me mato(?!( \w+){0,3} (hoy|manana|esta noche|ahorita|ya no))(?=(.* )?(jaja\w*|jeje\w*|lol|lmao|xd|risa|chistoso|anyway|bueno|oye|pregunta)( |$))/g,
    "$<pre>$<what>$<of> me hizo reir",
  ],
  [
    /(?<pre>^| )(?<!(^| )(si|cuando|con|despues|antes|apenas|al|luego|llegue|llega|sale|salga)( \w+){0,4} )(?<what>(esa|la|esta) (decision|carta|noticia|negacion|denegacion|calificacion|respuesta)|(ese|el|este) (rating|porcentaje|denial|letter))(?<of>( (de|del|sobre|por)( (?!(manana|hoy|ahorita|ya|y|pero|luego|pronto|esta|noche|es|sea|sale|salga|llega|llegue|dice|diga|no|viene|venga|me|si)( |$))\w+){1,3})?) me mato(?!( \w+){0,3} (hoy|manana|esta noche|ahorita|ya no))(?= |$)/g,
    "$<pre>$<what>$<of> me dolio",
  ],
  // Round 102 (round 113's rolla-en and vannuys-es): "gonna go kill me a big buck this weekend", a hunt said the
  // Ozark way, with a hunt's word beside it; "este formulario me va a matar, tantas preguntas", a form (only the form
  // right before it, and never beside a spouse or an ex: "mi esposo encontro la solicitud. me va a matar" and "mi
  // viejo vio el papeleo del divorcio, me va a matar" stay threats read).
  [
    /(?:(?=(.* )?(season|tag|tags|hunt\w*|stand|blind|opener|license|bow|weekend)( |$))|(?<=(^| )(season|tag|tags|hunt\w*|stand|blind|opener|license|bow|weekend)( .*)?))(?<pre>^| )(?<verb>kill|shoot|bag|get|catch|git) me (?<what>(a|an|some|one|two|a couple|a couple of) ((big|nice|good|fat|trophy|huge) )?(buck|bucks|deer|doe|hogs?|turkeys?|ducks?|elk|bear|coyotes?|squirrels?|rabbits?|fish|bass|catfish|trout|gobbler))(?= |$)/g,
    "$<pre>$<verb> $<what>",
  ],
  [
    /(?<!(^| )(esposo|marido|mujer|ex|novio|novia|encontro|vio|se entero|divorcio)( .*)?)(?!.* (esposo|marido|mujer|ex|novio|novia|encontro|vio|se entero|divorcio|orden de proteccion)( |$))(?<pre>^| )(?<what>(este|ese|el) (formulario|formularios)) me (va|van) a matar(?= |$)(?!( \w+){0,6} (y que bueno|ojala|mejor|de verdad|en serio)( |$))/g,
    "$<pre>$<what> me va a cansar",
  ],
  // Round 63 (round 72's deltams-en): "i could just die, they approved me 100% today!! praise God".
  [
    /(?<!(^| )(denied|denial|again|nothing|alone|lost|nobody|cant|can t)( .*)?)(^| )(?!.* (denied|denial|again|nothing|alone|lost|no one|nobody|cant|can t)( |$))(i|we) (could|coulda|could have|could of) (just |almost |literally )?die(?=( happy| of (joy|happiness)| from (joy|happiness))( |$)|( \w+){0,8} (approved|granted|awarded|praise|so happy|yay|thank (god|the lord|jesus)|hallelujah|amen|came through)( |$))/g,
    "$4$7 could just shout",
  ],
  [
    /(?<!(^| )(denied|denial|again|nothing|alone|lost|nobody|cant|can t)( .*)?)(?<=(^| )(approved|granted|awarded|praise \w+|so happy|hallelujah)( \w+){0,8} )(?!.* (denied|denial|again|nothing|alone|lost|no one|nobody|cant|can t)( |$))(i|we) (could|coulda|could have|could of) (just |almost |literally )?die(?= |$)/g,
    "$9 could just shout",
  ],
  // Round 64 (round 73's sets): "hes going to shoot himself a buck this year with his new scope"
  // (a hunter's way of saying getting one); "pending so long i could have died and come back as a
  // ghost"; "dead inside from the paperwork": the wait or the forms, not a death.
  [
    /(?<pre>^| )(shoot|shooting|shot|get|getting|bag|bagging|bagged) (?<who>himself|herself|myself|me|themselves|ourselves) (?<det>a couple of|a couple|a few|a|an|another|his|her|my|one|some|two|\d+) (?<adj>big |nice |trophy |\d+ point |good )?(?<game>buck|bucks|deer|doe|turkey|turkeys|elk|hog|hogs|duck|ducks|goose|geese|pheasant|pheasants|coyote|coyotes|bear|moose|antelope|rabbit|rabbits|squirrel|squirrels|grouse|dove|doves)(?= |$)/g,
    "$<pre>getting $<who> $<det> $<adj>$<game>",
  ],
  [
    /(?<!(^| )(wish i|make sure|next time|honestly|for real|want to|wanna|wanted to)( .*)?)(?<pre>^| )(?!(.* )?(wish i|make sure|next time|honestly|for real|want to|wanna|wanted to)( |$))(?<long>so long|that long|forever|this long|too long)( that)? (?<who>i|we|he|she) (could|coulda|could have|could ve|could of|might have|might as well have) (died|be dead|been dead)( and (come|came) back( as a ghost| as a zombie| twice)?)?(?= |$)/g,
    "$<pre>$<long> $<who> grew old",
  ],
  [
    /(?<pre>^| )(?!(.* )?(months|years|for a while|been that way|every day|always|anymore|all the time|for real|honestly)( |$))(?<who>im|i m|i am|feeling|feel) dead inside (?<why>from|over|because of|thanks to) (?<the>the|this|that|all the|all this|my) (?<what>paperwork|claim|claims|forms?|va|process|bureaucracy|hold music|wait|waiting|appeal|backlog|phone tree|website|portal)(?= |$)/g,
    "$<pre>$<who> worn out $<why> $<the> $<what>",
  ],
  // Round 64 (round 73's stcloud-en and portland-en): "gonna shoot the breeze with the CVSO",
  // "bombed my C&P exam", "sick and tired of the VA sending letters", "scream into a pillow".
  [/(?<pre>^| )(shoot|shooting|shot) the (breeze|bull)(?= |$)/g, "$<pre>chat"],
  [
    /(?<pre>^| )bombed (?<the>my|the|that|this|our) (?<what>c p|c and p|exam|test|interview|quiz|final|finals|presentation|hearing|evaluation|eval)(?= |$)/g,
    "$<pre>flunked $<the> $<what>",
  ],
  [
    /(?<pre>^| )sick and tired of (?=(the (va|system|letters|paperwork|wait|runaround|phone|hold|calls|process|backlog|office|portal|website|forms|rater|raters)|waiting|calling|sending)( |$))/g,
    "$<pre>fed up with ",
  ],
  [/(?<pre>^| )scream into (a|my|the) pillow(?= |$)/g, "$<pre>vent"],
  // Round 64 (round 73's stcloud-en): "hes ready to strangle the next person who asks for his social
  // security number": a figure of speech about whoever asks next, never one person.
  [
    /(?<!(^| )(i mean it|mean it|for real|not joking|no joke|9mm|45|glock|gun|pistol|knife|rifle|shotgun|strap|loaded|keep a|carry|myself|die|suicide)( .*)?)(?<pre>^| )(?!(.* )?(i mean it|mean it|for real|not joking|no joke|driving there|on my way|headed there|omw|9mm|45|glock|gun|pistol|knife|rifle|shotgun|strap|piece|loaded|keep a|carry|myself|die|suicide)( |$))((ready|about|going|fixing|fixin|itching|want|wants|wanna|gonna|finna|bout)( to)? )?(strangle|kill|choke|shoot|punch|slap|throttle|murder|smack|deck|strangling|killing|choking) the next (?<who>person|one|guy|lady|clerk|rep|somebody|someone|man|woman|caller|agent|employee|fool) (?<that>who|that) (?<verb>ask|asks|tell|tells|say|says|call|calls|put|puts|send|sends|make|makes|hand|hands|mention|mentions|loses|lose)(?= |$)/g,
    "$<pre>fed up with the next $<who> $<that> $<verb>",
  ],
  // "yall the bomb for helping me": a compliment, not a device (never "the bomb is in the lobby").
  [
    /(^| )(yall|y all|you|u|youre|you re|ur|you all|you guys|thats|that s)( are| is| r)? (the|da|tha) bomb(?! (is|s|was|in|at|under|inside|on|goes|will|gonna|going)( |$))(?= |$)/g,
    "$1$2 are the best",
  ],
  // "el hold del 1-800 me va a matar", "la fila me va a matar": the wait, not a person.
  [
    /(?<pre>^| )(?=(.* )?(horas?|minutos|musiquita|musica|llamada|telefono|800)( |$))(?!(.* )?(que bueno|mejor asi|ojala|ni modo)( |$))(?<det>el|la|esta|este|esa|ese) (?<what>hold|fila|cola|espera|musica|musiquita)( (del|de la|en el|en la|de) (1 )?(800|va|clinica|telefono|linea|hospital)( del va| de la va)?)? (me|nos) (va|van) a matar(?= |$)/g,
    "$<pre>$<det> $<what> me desespera",
  ],
  [
    /(^| )(me|nos) (va|van|iban) a (matar|ahorcar|colgar) si no (termino|terminamos|lleno|arreglo|saco|limpio|cambio|acabo|aplico|subo|reviso)(?= |$)/g,
    "$1$2 $3 a enojar si no $5",
  ],
  OF_A_FEELING,
  [
    /(^| )(matar(me|te|se|nos)?|mato|matando) (estudiando|trabajando|esperando|cargando|subiendo|limpiando|manejando|cocinando|lavando|de tanto (estudiar|trabajar|esperar|llamar))(?= |$)/g,
    "$1cansar",
  ],
  // Round 86 (round 95's edinburg-es, round 31's westlake-es): "voy a matar el claim" of a claim, where the writer's
  // own death is not said after it ("voy a matar el claim y a mi tambien" keeps its reading); round 98 (round 109's
  // bronx2-es): also "hoy voy a matar esta claim, tengo todos los documentos listos" and the other tasks, "crush it".
  [
    /(^| )(voy a|vamos a|ya|hoy|a|fui a) (matar|matarla|matarlo|matando|mate) (esta |este |la |el |mi |ese |esa )?(claim|reclamo|examen|entrevista|appeal|apelacion|cita|c p|papeleo|aplicacion|solicitud|formulario|form|test|clase|tarea|prueba|final|presentacion|interview)(?!.* (a mi|me mato|matarme|me voy|yo tambien|necesitar|no voy a estar|morir|morirme|pistola|rifle|rater|evaluador)( |$))(?= |$)/g,
    "$1$2 ganar $4$5",
  ],
  // Round 98's second read: "mañana la voy a matar en la entrevista de trabajo".
  [
    /(?<!(^| )(ex|rater|evaluador|evaluadora|doctor|doctora|juez|jueza|carcel|me quito|me nego|humill\w*|pistola|cuchillo|arma)( .*)?)(^| )(la|lo) (voy a|vamos a|va a|vas a) (matar|romper) en (la|el|mi|su) (entrevista|examen|interview|test|prueba|clase|presentacion)(?!.* (ex|rater|evaluador|evaluadora|doctor|doctora|juez|jueza|carcel|me quito|me nego|humill\w*|pistola|cuchillo|arma)( |$))(?= |$)/g,
    "$4$5 $6 hacer bien en $8 $9",
  ],
  // Round 34: a chore that "killed" one ("ese turno de noche me mato", round 7's probe, which the
  // retrained second opinion read at 0.93): tired, said of a shift, a drive, a wait or a form, in
  // the past or now; not "me va a matar" ("mi viejo vio el papeleo del divorcio, me va a matar", "la
  // espera me va a matar, y que bueno": round 28's second reads). Round 101's second read: "el examen de C&P lo
  // mató, salió bien cansado", of a son (the second entry: only with tiredness beside it and no "en", "si" or
  // "cuando" before it, its code review: "mañana en el trabajo lo mato" is a threat).
  [
    /(^| )((el|ese|este|la|esa|esta|los|esos|estos|las|esas|estas) (turno|turnos|trabajo|jale|chamba|camino|viaje|manejada|calor|frio|tramite|tramites|papeleo|espera|fila|trafico|examen|examenes|forma|formas|formulario|formularios|solicitud|aplicacion|appointment|appointments|appt|cita|citas|c p|tapon|juego|partido|clase|clases|lluvia|tren|subway|llamada|entrenamiento|ejercicio)( de noche| de dia| de hoy| de ayer| del va| de la va| del c p| del claim| de los yankees| de los mets)?) (me|nos) (mato|mata|esta matando|estan matando)(?= |$)/g,
    "$1$2 $6 cansa",
  ],
  [
    /(?<pre>^| )(?<!(^| )(en|a|al|de|del|pa|para|si|cuando|despues|tras|antes) )(?<what>(el|ese|este|la|esa|esta) (examen|turno|trabajo|c p|entrenamiento|ejercicio|viaje|camino)( de c p| del c p| del va)?) (?<whom>lo|la|los|las) (mato|mata)(?=( \w+){0,5} (cansad\w*|agotad\w*|rendid\w*|molid\w*)( |$))/g,
    "$<pre>$<what> $<whom> cansa",
  ],
  // Round 74 (round 83's wheights-es and vegabaja-es): "voy a matar ese C&P mañana" and "esa audiencia
  // la voy a matar" of an exam or a hearing done well; "me voy a tirar a dormir" of going to bed.
  [
    /(^| )(voy a|vamos a|lo voy a|la voy a) matar (ese|esa|el|la|este|esta) (c p|examen|audiencia|entrevista|hearing|interview|test|prueba|presentacion|exam)(?= |$)/g,
    "$1$2 pasar $3 $4",
  ],
  [
    /(^| )(esa|esta|la|el|ese|este) (audiencia|examen|c p|entrevista|hearing|prueba|presentacion|exam) (la|lo) (voy a|vamos a) matar(?= |$)/g,
    "$1$2 $3 $4 $5 ganar",
  ],
  [
    /(^| )(me voy a|voy a|me fui a|me tire a|nos vamos a) tirar a (dormir|descansar|la cama)(?= |$)/g,
    "$1$2 acostar a $3",
  ],
  // Round 75 (round 84's moca-es): "el sistema de la VA está muerto hoy"; "este claim me tiene loca,
  // me va a matar antes de que lo aprueben jajaja", said laughing.
  [
    /(^| )(sistema|portal|pagina|pagina web|app|website|sitio|telefono|linea)( de la va| del va| de la v a)? (esta|anda|ta) muert[oa](?= |$)/g,
    "$1$2$3 no funciona",
  ],
  [
    /(^| )(este|el|ese|esta|la|esa) (claim|reclamo|caso|proceso|tramite|papeleo|sistema|apelacion)( me tiene \w+)? me va a matar(?=.* (jaja\w*|jeje\w*|lol)( |$))/g,
    "$1$2 $3$4 me va a cansar",
  ],
  // Round 75's second read: "el tráfico en la 95 me va a matar, voy a llegar tarde a la cita".
  [
    /(^| )(el|ese|este) (trafico|tapon)(( \w+){0,3})? (me|nos) (va a matar|esta matando)(?= |$)/g,
    "$1$2 $3$4 $6 va a cansar",
  ],
  // Round 97 (round 107's hartford3-es and santaana2-es): "el examen de mate del college me va a matar", "este
  // portal me va a matar lol": a class or a website, not a person; "me voy a volar los sesos estudiando pal ASE".
  [
    /(?<!(^| )(si|cuando|marido|esposo|esposa|mujer|novio|novia|pareja|ex|papa|mama|jefe|jefa|padrastro|suegr[oa])( .*)?)(^| )(?:(el|ese|este|esta|la|esa) (examen|clase|curso|tarea|materia|quiz|final|midterm)(( (?!(si|cuando|marido|esposo|esposa|mujer|novio|novia|pareja|ex|papa|mama|jefe|jefa|padrastro|suegr[oa]|mi)( |$))\w+){0,4})?|(el|ese|este|esta|la|esa) (portal|pagina|app|website|sitio)( (del|de la) (va|v a))?) (me|nos) (va a matar|esta matando|ta matando|van a matar)(?= |$)/g,
    "$4$5$9 $6$10$7$11 $14 va a cansar",
  ],
  [
    /(^| )(me voy a|voy a|me vo a|nos vamos a) volar los sesos (estudiando|leyendo|haciendo la tarea)(?= |$)/g,
    "$1$2 esforzar $3",
  ],
  // Round 74's second read: "mañana me voy en avión pa Santo Domingo a ver a mami", a trip.
  [
    /(^| )(me voy|nos vamos|se va|me fui) en (avion|guagua|bus|tren|barco|crucero|el vuelo)(?= (pa|para|a|hasta) )/g,
    "$1viajo en $3",
  ],
  // Round 46 (round 55's ordinary messages that got the crisis reply or 911 first): figures of speech
  // of weapons and death, read as the plain words they mean, English and Spanish: "i need to bury the
  // hatchet with my vso or switch", "va finally took a bullet for me on this one, approved", "id
  // rather take a round than sit thru another phone tree", "if i die of old age waiting on this
  // appeal", "me voy a aventar de cabeza a estudiar con el gi bill", "me despido x hoy … mañana le
  // sigo con el claim". Not where intent stands beside them (INTENT_BESIDE_IDIOM).
  [/(^| )bur(y|ied|ies|ying) the hatchet(?= |$)/g, "$1make peace"],
  // Round 58 (bridgeport-es): hugs that "kill" ("la voy a matar a abrazos cuando la vea").
  [
    /(^| )(la|lo|los|las|te) (voy a|vamos a|va a) (matar|apachurrar|comer) a (abrazos|besos|apapachos)(?= |$)/g,
    "$1$2 $3 abrazar",
  ],
  // Round 84: a buddy's truck driven home "planned for after his funeral" (second-read-r38's
  // look-alike, which the second opinion retrained with round 92 reads at 0.8056, over the framed
  // mark): the errand arranged, not a plan.
  [
    /(^| )(i have it|have it|i got it|got it|its|it s|it is) planned for after (his|her|their) (funeral|service|memorial|burial) to (drive|take|bring|pick up|get) (his|her|their|the) (truck|car|bike|motorcycle|dog|stuff|things|ashes|flag)(?= |$)/g,
    "$1$2 arranged for after $3 $4 to $5 $6 $7",
  ],
  // Round 84 (round 93's waterbury-es): questions that "kill" ("le voy a matar a preguntas al VSO")
  // and a bombshell let drop ("por fin solte la bomba y le conte a mi doctora").
  [
    /(^| )(le|la|lo|los|las|les|te) (voy a|vamos a|va a|van a) matar a (preguntas|llamadas|mensajes|correos|emails|textos)(?= |$)/g,
    "$1$2 $3 llenar de $4",
  ],
  [
    /(^| )(solte|solto|soltaron|soltamos|soltaste|le solte|les solte) la bomba(?!( \w+){0,3} (en|al|a la) (la |el |los |las )?(va|clinica|oficina|regional|edificio|hospital|escuela|base)( |$))(?= |$)/g,
    "$1$2 la noticia",
  ],
  // Round 58's second read: "me voy a aventar y mando el claim hoy mismo" (I will take the plunge).
  [
    /(^| )(me voy a|me vo a|voy a|ya me) aventar(?=( y| a)? (mando|aplico|meto|lo mando|lo meto|a aplicar|a mandar|a meter|con el (claim|appeal|tramite|reclamo)|el (claim|appeal|tramite|reclamo)|a ver (q|que) pasa)( |$))/g,
    "$1$2 animar",
  ],
  // Round 57 (round 66's ordinary messages): dying before an appeal is decided ("am i gonna die before
  // this appeal gets done lol"), the wait said as old age.
  [
    /(^| )(?!(.* )?(want to|wanna|want it|hope so|hope i do|ready|plan|planning|my own hand|myself|on purpose|make sure|sooner|faster)( |$))(?<!(if|when|whether|what if) )(am i|will i|im|i m|i am|i ll|ill|i will)(( gonna| going to| probably| prolly| just))* die (before|waiting (on|for)) (?=(this|my|the|they|it|a|an|these|that|va|the va) )/g,
    "$1$5 get old $8 ",
  ],
  // Round 57 (round 66's ordinary messages): a wife who is "gonna kill me", said laughing within six
  // words and never beside a word of violence or fear (a code review: "my husband is gonna kill me
  // when he gets home today lol he already broke my arm" keeps the crisis reply).
  [
    new RegExp(
      `(^| )((my )?(wife|wifes|husband|husbands|mom|moms|mother|dad|dads|boss|bosses|old lady|old ladys|old man|sergeant|first sergeant|gf|girlfriend|bf|boyfriend)( is| s)?) (gonna|going to|gon|finna|is gonna|s gonna) (kill|murder) me(?=( \\w+){0,6} (lol|lmao|lmfao|haha\\w*|jk)( |$))${notBeside(VIOLENCE_OR_FEAR)}`,
      "g",
    ),
    "$1$2 be mad at me",
  ],
  // Round 54 (round 63's ordinary messages): a toothache or a headache "que me quiero morir": very strong. Only a pain of the body, never shame,
  // tiredness of everything or a pain of the heart ("tengo tanta vergüenza que me quiero morir").
  [
    /(^| )(((dolor|dolores) de (muelas?|cabeza|espalda|oido|oidos|estomago|panza|rodilla|rodillas|pies|pierna|piernas|cintura|garganta)|(duele|duelen) (la|el|las|los|mi|mis) (muelas?|cabeza|espalda|oido|oidos|estomago|panza|rodillas?|pies|piernas?|cintura|garganta)|migrana|migranas|comezon|calor|frio|hambre)( (tan|tanto|tanta|muy|bien|horrible|fuerte|grande|que tengo|q tengo|desde (ayer|anoche|hoy|la manana)))*) (que|q|k) me (quiero|queria) morir(?= |$)/g,
    "$1$2 muy fuerte",
  ],
  // Round 51 (its second read): "showed up armed with every document they asked for", and a roof
  // jumped off "if this claim gets denied again lol": ready, or a scream.
  [
    /(^| )armed with (?=(every|all|all the|my|the|a|an|his|her|our|their|some|enough|plenty of|lots of|every single|copies of) (\w+ )?(documents?|paperwork|papers|evidence|records|forms|questions|facts|receipts|binder|folder|notes|statements|letters?)( |$))/g,
    "$1ready with ",
  ],
  [
    /(^| )(jump|jumpin|jumping) off (a|the|this|that) (roof|bridge|cliff|building|balcony)(?= if (this|the|they|my|one more|another|i have to|i gotta|i hear|i get|someone|somebody|anyone)( |$))(?=.* (lol|lmao|haha\w*|jk|jaja\w*)( |$))/g,
    "$1scream",
  ],
  // Round 50 (round 59's bangor-en): an exam one means to "kill" ("gonna kill this C&P tomorrow. tips
  // for the back one"): to do well at it.
  [
    /(^| )(kill|killin|killing) (this|that|the|my|tomorrow s|tomorrows) (c p|c and p|cp|exam|interview|test|hearing|presentation|board)(?=$| (tomorrow|today|tonight|this|next|on|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lol|lmao|haha\w*|tips|again|for sure|fr|and (get|pass|be|then)|so)( |$))/g,
    "$1pass $3 $4",
  ],
  // Round 56 (round 65's ordinary messages given the crisis reply): "how long till i know" after an
  // exam ("had my c&p today i think. how long till i know"), a suicide prevention briefing had at
  // work, oneself "killing myself tryin to get this paperwork in", a page that times out "im going to
  // die. dramatically": when the decision comes, a prevention briefing, worn out, a scream.
  [
    /(^| )how long (till|until|til|untill|before) (i|we|he|she|they) (know|find out|hear|hear back|get (the |my |a |an )?(results?|decision|answer|letter|word|rating))(?= |$)/g,
    "$1when is the decision",
  ],
  [
    /(^| )suicide (prevention|awareness) (briefing|brief|training|class|course|stand down|standdown|meeting|week|month|walk|run|5k|event|poster|posters|card|cards)(?= |$)/g,
    "$1prevention $3",
  ],
  [
    /(^| )(im|i m|i am|been) (killin|killing) myself (tryin|trying|tryna|to) (to )?(get|finish|fill|file|submit|figure|make|find|keep|upload|meet|catch)(?= |$)/g,
    "$1$2 wearing myself out trying to $6",
  ],
  [/(^| )(im|i m|i am) (going to|gonna|about to|bout to) die dramatically(?= |$)/g, "$1$2 going to scream"],
  [
    /(^| )(take|took|taken|taking|takes) (a|the) (bullet|round) for (me|us|you|him|her|them|the team|my \w+|his \w+|our \w+|their \w+)(?= |$)/g,
    "$1stood up for $5",
  ],
  [
    /(^| )(rather|prefer to) (take a round|take a bullet|eat a grenade)( \w+){0,2} than(?= |$)/g,
    "$1$2 do anything than",
  ],
  [/(^| )die of old age (waiting|before|on hold|in line)(?= |$)/g, "$1wait forever $2"],
  // Round 47 (tucson-en, omaha-en): "if I die of exhaustion before this claim is decided", "can u die
  // of boredom in the va waiting room".
  [
    /(^| )die of (exhaustion|boredom) (waiting|before|on hold|in line|in the( \w+)? waiting room)(?= |$)/g,
    "$1wait forever $3",
  ],
  // Round 48 (round 57's ordinary messages that got the crisis reply or the line): "the VA in wilkes
  // barre is where hope goes to die but anyways whats their fax number", "been beatin my head against
  // this wall for months", "le echamos bala al trabajo toda la semana", "estoy a punto de tirar el
  // telefono por la ventana", "le tire la bomba a mi esposa: vamos a comprar casa con el VA loan".
  [
    /(^| )(is |s )?where (hope|hopes|dreams|claims|paperwork|files|appeals|faxes|calls) (goes|go|went) to die(?= |$)/g,
    "$1is very slow",
  ],
  [
    /(^| )(beat|beatin|beating|banging|bangin|bang|hitting|hittin) my head (against|on|into) (the|this|a|that) (wall|brick wall|desk)(?= |$)/g,
    "$1getting nowhere",
  ],
  [
    /(^| )(le )?(echar|echamos|echo|echa|echan|echando|eche|echaron)( le| les)? (bala|balas) (al|a la|en el|en la) (trabajo|jale|chamba|escuela|tarea|papeleo|obra|proyecto)(?= |$)/g,
    "$1trabajamos duro en $7 $8",
  ],
  [
    /(^| )(tirar|aventar|avente|tire|aviento|tiro|echar|lanzar|throw|throwing|chuck|chucking|toss|tossing|yeet) (el|mi|the|my) (celular|cel|telefono|phone|cellphone|laptop|compu|computadora|computer|tablet|tableta|ipad) (por la ventana|out the window|out of the window|out a window)(?= |$)/g,
    "$1$2 enojado con $4",
  ],
  [/(^| )(tirar|tiro|tire|tiramos|vamos a tirar|voy a tirar) la casa por la ventana(?= |$)/g, "$1gastar mucho"],
  [
    /(^| )(le |les )?(tire|tiro|solte|solto|tiramos|soltamos|aviente|avento) la bomba a (mi|su|la|el) (esposa|esposo|mujer|marido|vieja|viejo|jefa|jefe|mama|papa|familia|hija|hijo|novia|novio|suegra)(?= |$)/g,
    "$1le di la noticia a $4 $5",
  ],
  [
    /(^| )(me voy a aventar|me aviento|aventarme|me voy a tirar|me tiro) de cabeza (a|al|en) (estudiar|trabajar|aprender|la escuela|el colegio|la universidad|los estudios|el negocio|el trabajo|la chamba|el jale)(?= |$)/g,
    "$1me voy a meter a $4",
  ],
  [
    /(^| )me despido (x|por) (hoy|ahora|ahorita|el momento|esta noche|esta vez)(?= |$)(?! y (por|para|pa) siempre)/g,
    "$1hasta luego",
  ],
  // Round 49 (round 58's odessa-es: "me voy a echar un tiro... de tequila cuando salga el 100% jaja"):
  // a shot of a drink.
  [
    /(^| )(me voy a echar|me echo|me eche|echarme|nos vamos a echar|nos echamos|vamos a echar|echamos|me voy a tomar|me tomo|tomarme) (un|unos|otro|el) (tiro|tirito|tiros|shot|shots|shotcito) de (tequila|mezcal|whisky|whiskey|ron|vodka|pisto|brandy|sotol|bacanora|bourbon|jack|crown)(?= |$)/g,
    "$1me voy a tomar un trago de $5",
  ],
  // Round 55 (round 64's ordinary messages given the crisis reply or 911 first): "killin her with the
  // tv volume", "go kill this gi bill application tonight", "me voy a aventar al agua con el GI bill"
  // (to take the plunge), "quiero matar al que inventó el fax". Not "killing me with" (a frame of
  // its own: "my wife is killing me with her cooking"), nor a thing used as a weapon ("the radio cord").
  [
    /(^| )(killin|killing|kills|gonna kill|will kill|kill) (her|him|them|my wife|my husband|my kids|the neighbors|everybody|everyone) with (the|my|his|her|that|this|all (the|my|his|her|that|this)|all that|all his|all her) ((\w+ )?(tv|television|volume|snoring|snore|music|jokes|puns|cooking|questions|noise|radio|singing|driving|stories|farts|whistling|humming|talking|kindness|cologne|perfume|hearing aids?|ringtone|dad jokes))(?! (cord|cable|wire|stand|mount|remote|antenna|box|set|speaker|plug|knob|bat))(?= |$)/g,
    "$1annoying $3 with $4 $6",
  ],
  [
    /(^| )(go |gonna |going to |about to |bout to |finna |ima |imma )?(kill|killin|killing|crush|crushin|crushing) (this|that|the|my) ((whole|stupid|damn|dang|va|gi bill|new|online|entire|last) ){0,2}(application|app|form|forms|paperwork|packet|essay|homework|workout|fafsa|resume|appeal|statement|personal statement)(?= |$)/g,
    "$1finish the paperwork",
  ],
  [
    /(^| )(me voy a aventar|me aviento|aventarme|me voy a tirar|me tiro|nos vamos a aventar|nos aventamos) al (agua|ruedo) (con|a) ((el|la|mi|un|una|los|las) )?(gi bill|post 9 11|escuela|estudios|carrera|negocio|va loan|prestamo|casa|compra|universidad|colegio|programa|curso|chamba|trabajo|proyecto|vre|voc rehab)(?= |$)/g,
    "$1me voy a meter con $7",
  ],
  [
    /(^| )(quiero|queria|me dan ganas de|dan ganas de) matar (al|a la|a los) (que|q|k) (invento|inventaron|diseno|disenaron) (el|la|los|las|este|esta|ese|esa) (fax|formulario|formularios|sistema|portal|pagina|app|telefono|menu|proceso|papeleo|musica|please|captcha|contestadora|robot|tramite|website|web)(?= |$)/g,
    "$1odio $3 que $5 $6 $7",
  ],
  // Round 49 (round 30's houston2-es, round 29's yuma-es: "no me quiero morir sin ver a mi hija en la
  // universidad"): a wish to live to see something. The words alone, as typed, are read as written
  // ("No, me quiero morir" and "no me quiero morir" are the same plain text), and a plan beside them
  // keeps them literal.
  [
    /(^| )no (me|se) (quiero|quiere|queria|queremos) (morir|ir de este mundo) (sin|antes de) (ver|conocer|cobrar|ir|visitar|que|volver|abrazar|pisar|terminar)(?= |$)/g,
    "$1$2 $3 vivir para $6",
  ],
  // Round 67 (round 76's ordinary messages given the line or 911 first): "i wanna strangle whoever
  // redesigned va.gov" (not "gonna kill whoever built that system", a second read's threat); "su
  // jefe lo va a matar si pide otro dia" of someone else's day off, with a laugh (one's own boss,
  // "mi jefe me va a matar si llego tarde", is read as before); "a walking time bomb of medical
  // conditions". Round 74 (round 83's vegabaja-es): a son's sergeant "lo va a matar si llega tarde".
  [
    /(^| )(i wanna|i want to|id like to|i d like to|i could|i could just|could) (strangle|choke|throttle) (whoever|the person who|the guy who|the people who|the genius who|the idiot who|the dude who) (redesigned|designed|made|built|wrote|came up with|programmed|invented|moved|changed)(?= |$)/g,
    // Not "hate" or "fed up": the second opinion reads those as risk ("could strangle whoever made this login").
    "$1$2 email $4 $5",
  ],
  // Round 79 (round 88's durham-en: "I'm going to strangle whoever designed this upload button"): said
  // with "im going to", only of a thing designed (a button, a website, a form), and never beside a day,
  // an address, a weapon, a death or "i mean it" (a code review: "im gonna strangle whoever made this
  // decision when i get to the RO in the morning").
  [
    /(?<!(^| )(know where|knows where|know which|address|lives|rater|examiner|ro|office|i mean it|for real|gun|pistol|rifle|knife|zip ties|die|dead|bullet|myself)( .*)?)(^| )(im going to|i m going to|im gonna|i m gonna|imma|ima) (strangle|choke|throttle) (whoever|the person who|the guy who|the people who|the genius who|the idiot who|the dude who) (redesigned|designed|made|built|programmed|invented|came up with) (this|that|the) ((upload|login|sign in|submit|stupid|new|damn) )?(button|website|site|web site|form|forms|portal|page|app|login|captcha|phone tree|menu|hold music|font|layout|software|printer|system)(?= |$)(?!.* (know where|knows where|know which|address|lives|going down|going there|headed|driving|on my way|omw|when i (get|see)|in the morning|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|this week|i mean it|for real|not joking|no joke|gun|pistol|rifle|knife|zip ties|hands|die|dead|bullet|myself)( |$))/g,
    "$4$5 email $7 $8 $9 $10$12",
  ],
  // Round 70 (round 79's ordinary messages given 911 or the crisis reply): "i could strangle the guy
  // who lost my paperwork lol jk"; a printer, a fax or a laptop "killed" or shot ("gonna put a bullet
  // in this printer", "quiero matar a la impresora"), never a person.
  [
    /(^| )(i wanna|i want to|id like to|i d like to|i could|i could just|could) (strangle|choke|throttle) (whoever|the person who|the guy who|the lady who|the people who|the dude who|the clerk who|the rep who) (lost|misplaced|filed|mailed|scanned|entered|typed|closed|cancelled|canceled)(?= .* (lol|lmao|haha\w*|jk)( |$))/g,
    "$1$2 email $4 $5",
  ],
  [
    /(^| )(kill|killing|shoot|shooting|put a bullet in|put a round in|smash|matar a|matar|darle un tiro a|darle un balazo a|meterle un tiro a) (the|this|that|my|la|esta|esa|mi|el|este|ese) (printer|printers|impresora|fax|fax machine|computer|computadora|laptop|scanner|escaner|router|modem|copier|copiadora)(?= |$)/g,
    "$1fix $3 $4",
  ],
  // Round 70 (round 79's elyria-es): "ay me mataste con esa respuesta tan rapida, gracias mija"; "voy
  // a matar a mi nieto, me cambio el password del va.gov… jaja".
  [/(^| )me mataste (con|de) (esa|la|tu) (respuesta|noticia|rapidez|ayuda)(?= |$)/g, "$1me ayudaste $2 $3 $4"],
  [
    /(^| )voy a matar a mi (nieto|nieta|hijo|hija|hermano|hermana|esposo|viejo|primo|prima|sobrino|sobrina)(?= (\w+ ){0,3}(me )?(cambio|borro|perdio|tiro|rompio|boto|mando|olvido|puso)( .*)? (jaja\w*|jeje\w*|lol)( |$))/g,
    "$1voy a regañar a mi $2",
  ],
  [
    /(^| )(su|el|la) (jefe|jefa|patron|patrona|supervisor|supervisora|mayordomo|foreman|boss|sargento|sarge|sgt|teniente|capitan|chief|coach|entrenador|maestro|maestra|profe|profesor|profesora) (lo|la|los) (va|van) a matar si (pide|pido|pides|falta|falto|faltas|llega tarde|llego tarde|no)(?= |$)/g,
    "$1$2 $3 se va a enojar si $7",
  ],
  [/(^| )walking time bomb of (medical|health) (conditions|problems|issues)(?= |$)/g, "$1man with many $2 $3"],
  // "how long do blue water navy claims take": the Act's name, not water and how long.
  [/(^| )blue water (navy|vet|vets|veteran|veterans|act|claim|claims|ship|ships)(?= |$)/g, "$1bluewater $2"],
  // Round 115 (round 127's flagstaff2-en, bayamon3-es and edinburg2-es): "Kill me now, I have to redo the whole 10-10CG
  // because I signed in the wrong box", a chore to do over; "el pana de la oficina se mato de la risa cuando vio la foto
  // de mi DD214", a laugh; "me voy a colgar... el diploma en la sala cuando termine la escuela con el GI Bill 😂", a
  // diploma to hang; and in a conversation, round 126's gallup2-en: "i want to die laughing, they approved me 70%",
  // never laughing gas. Never beside a weapon, pills, a night or anything meant (INTENT_BESIDE_IDIOM).
  [
    /(^| )(just )?kill me now( lol| lmao| haha\w*)? (?=(i|cause|cuz|because|bc|we) (have to|gotta|got to|need to|have 2|get to) (redo|re do|fill out|refile|re file|start over|resubmit|resend|re send|sign|fax|mail|print|scan|upload|do the|do it)( |$))/g,
    "$1ugh ",
  ],
  [/(^| )(se|me|te|nos|le) (mato|mataba|mata|matan|mataron) de (la )?risa(?= |$)/g, "$1$2 carcajeo"],
  [
    /(^| )(me voy a|voy a|vamos a|ya voy a) colgar (el|la|los|las|mi|mis) (diploma|titulo|foto|fotos|cuadro|cuadros|certificado|dd214|cortinas|luces|adornos|hamaca)(?=( \w+){0,4} (en (la|el|mi) (sala|pared|cuarto|oficina|casa)|cuando (termine|me gradue|acabe))( |$))/g,
    "$1$2 poner $3 $4",
  ],
  [/(^| )(want to|wanna) die (laughing|of laughter|from laughing)(?! gas)(?= |$)/g, "$1$2 laugh hard"],
  // Round 116 (round 128's bemidji2-en and hialeah2-es): "want to shoot the rater a thank you note honestly, first time
  // they got it right", thanks sent; "ya me quede sin balas pa pelear con el VA, 3 apelaciones perdidas", out of ways to
  // fight a claim. Never beside a weapon, a bullet, the writer himself or a night (its code review: "ill shoot him a thank
  // you note and a bullet"), and "sin balas" only against the VA or a claim, never "para seguir viviendo".
  [
    /(?<pre>^| )(?<how>want to|wanna|gonna|going to|ima|imma|im gonna|should|could|will|ill|i ll|let me|lemme|about to) shoot (?<who>(the|my|that|this|him|her|them|you|u|ya)( \w+){0,2}) (?<a>a|an) (?<what>thank you note|thank you card|thank you email|thank you)(?= |$)(?!(.* )?(burden|getting my|gets my|planned|guns?|goodbye|gone)( |$))(?!(.* )?(bullet|bullets|myself|ammo|round|rounds|gun|pistol|rifle|and then|after that|tonight|tomorrow)( |$))/g,
    "$<pre>$<how> send $<who> $<a> $<what>",
  ],
  [
    /(^| )sin (balas|municiones|parque|cartuchos|tiros) (?=(pa|para) (pelear|seguir peleando|luchar|apelar)( (con|contra) (el|la) (va|v a|gobierno|sistema)| el claim| el reclamo| la apelacion)( |$))/g,
    "$1sin opciones ",
  ],
  // Round 68 (round 77's ordinary messages given 911 or the crisis reply): "is it a suicide mission
  // to apply for IU"; "quiero matar todas las clases de una vez" of a semester; "im gonna murder my
  // little brother he spilled coffee on dads dd214". And NEVER_A_THREAT's.
  ...NEVER_A_THREAT,
  [
    /(^| )suicide mission (to|for) (apply|applying|file|filing|ask|asking|appeal|appealing|try|trying|call|calling|switch|switching|claim|claiming|go|going)(?= |$)/g,
    "$1bad idea $2 $3",
  ],
  [/(^| )matar (todas las|las|todos los|los) (clases|materias|creditos|unidades|cursos)(?= |$)/g, "$1terminar $2 $3"],
  [
    /(^| )(gonna|im gonna|i m gonna|imma|ima|going to|im going to|i m going to) (murder|kill|strangle|choke|throttle) my (little |baby |big |older |younger )?(brother|sister|bro|sis|cousin|kid|son|daughter|husband|wife|dog|cat) (he|she|they|it) (spilled|spilt|lost|broke|ate|deleted|threw out|shredded|tore|ripped|chewed|forgot|burned|colored on|drew on|missed|skipped|slept through|blew off|no showed)(?= |$)(?!(.* )?(i mean it|this time|for real|not joking|not kidding|serious|swear)( |$))/g,
    "$1$2 yell at my $4$5 $6 $7",
  ],
  // Round 79 (round 88's ordinary messages given the line, the crisis reply or 911 first, and round
  // 87's): "riding shotgun on my buddy's claim"; "I'll be dead and buried before they fix this
  // website" (never beside a plan, a goodbye, a weapon or not minding, anywhere in the message); "they
  // got me jumping through hoops"; "si no hago el testamento me mata ella jaja" of a chore not done
  // (only papers named and done by the writer; never a signature, a divorce, a weapon, a blow, bruises
  // or fear beside it); "me dieron en la madre con el rating"; "ya mero mato a los del VA a puras
  // llamadas"; "el VA me trae a puro balazo de cartas"; "el deadline es mañana, me muero si se me
  // pasa". An exam to "kill" and an office that is "una bomba de tiempo" are NEVER_A_THREAT's.
  [/(^| )(ride|rides|riding|ridin|rode) shotgun(?= |$)/g, "$1$2 along"],
  [
    /(^| )(?<!(^| )(want to|wanna|ready|plan|planned|planning|myself|on purpose|make sure|made sure|sooner|faster|hope|hoping|pills|gun|point|bother|fine|matter|matters|mind|care|anymore|good riddance|better off|decided|letter|letters|note|goodbye|bye|gave|giving|45|9mm|glock|pistol|rifle|rope|bought|ok|okay|peace)( .*)?)(?!(.* )?(want to|wanna|ready|plan|planned|planning|myself|on purpose|make sure|made sure|sooner|faster|hope|hoping|pills|gun|point|bother|fine|matter|matters|mind|care|anymore|good riddance|better off|decided|letter|letters|note|goodbye|bye|gave|giving|45|9mm|glock|pistol|rifle|rope|bought|ok|okay|peace|for it)( |$))(ill|i ll|i will|im gonna|i m gonna|im going to|i m going to|we ll|we will)( probably| prolly| just)? be (dead and buried|dead and gone|long dead|six feet under) (before|by the time) (?=(this|my|the|they|it|a|an|these|that|va|the va|anyone|somebody|someone|he|she) )/g,
    "$1$8 be old $11 ",
  ],
  [
    /(^| )(jump|jumps|jumping|jumped|jumpin) through (hoops|hoop|flaming hoops|all the hoops|their hoops|more hoops)(?= |$)/g,
    "$1doing paperwork",
  ],
  [
    /(?<!(^| )(divorcio|pistola|la 9|cuchillo|golpe\w*|pega|pego|amenaz\w*|miedo|policia|orden|moreton\w*|morad\w*|maltrat\w*|abus\w*)( .*)?)(^| )si no (hago|termino|lleno|arreglo|saco|subo|aplico|mando|reviso|acabo)((?: \w+){0,3}) (testamento|papeles|papeleo|aplicacion|solicitud|forma|formulario|formularios|claim|reclamo|tramite|tramites|taxes|impuestos|tarea|appeal|apelacion)((?: \w+){0,2}) (me mata|me va a matar|me van a matar|me matan)(?= |$)(?!.* (divorcio|pistola|la 9|cuchillo|golpe\w*|pega|pego|puso|amenaz\w*|miedo|policia|orden|en serio|de verdad|moreton\w*|morad\w*|maltrat\w*|abus\w*|dejado|dejo|marcas)( |$))/g,
    "$4si no $5$6 $7$8 se enoja",
  ],
  [
    /(^| )(me|nos) (dieron|dio|dan|da|pegaron) en la madre (con|en) (el|la|los|las|mi|mis|su|sus|ese|esa) (rating|porcentaje|claim|reclamo|decision|carta|c p|examen|evaluacion|pago|cheque|apelacion|compensacion|pension|deuda|overpayment)(?= |$)/g,
    "$1$2 fregaron $4 $5 $6",
  ],
  [
    /(^| )(mato|matar|matando|voy a matar|va a matar) a (los|las|el|la)((?: \w+){1,3}) a (puras|puro|puros|pura) (llamadas|cartas|correos|emails|mensajes|textos|quejas|preguntas|papeles)(?= |$)(?!.* (rifle|pistola|arma|armas|cuchillo|de verdad|en serio|de a de veras|a que hora|donde viven|salen)( |$))/g,
    "$1voy a llenar a $3$4 de $6",
  ],
  [
    /(^| )(a )?(puro|un|otro) balazo de (cartas|papeles|llamadas|cobros|biles|bills|correos)(?= |$)/g,
    "$1$2montones de $4",
  ],
  [
    /(^| )me muero si (se me pasa|no (llega|sale|me (llega|sale|aprueban|pagan|contestan)))(?= |$)/g,
    "$1me preocupo si $2",
  ],
  // Round 80 (round 89's paducah-en): an examiner who "looked like she wanted to strangle him", told
  // of her manner. Not of the writer ("...to kill me"), nor beside a weapon, a blow or fear (a code
  // review of the round: "he looked like he wanted to kill me, he broke my arm").
  [
    /(?<!(^| )(gun|guns|pistol|rifle|shotgun|knife|ax|axe|weapon|hit|hits|hurt|broke|choked|stabbed|stab|beat|bruis\w*|grabbed|threaten\w*|scared|afraid|terrified|hiding|911|police|cops)( .*)?)(^| )(looked|look|looks|looking|seemed) like (she|he|they) (wanted|wants|want|was gonna|was going) to (strangle|kill|choke|murder|slap|punch|smack|throttle) (him|her|them|my \w+|the \w+)(?= |$)(?!.* (gun|guns|pistol|rifle|shotgun|knife|ax|axe|weapon|hit|hits|hurt|broke|choked|stabbed|stab|beat|bruis\w*|grabbed|threaten\w*|scared|afraid|terrified|hiding|911|police|cops)( |$))/g,
    "$4$5 like $6 was annoyed with $9",
  ],
  // Round 87 (round 96's silercity-es): a C&P examiner who "lo mato a preguntas" (asked him question
  // after question). Not beside a weapon, a blow or fear.
  [
    /(?<!(^| )(pistola|arma|cuchillo|machete|cuete|golpe\w*|pego|amenaz\w*|miedo|policia|911)( .*)?)(^| )(lo|la|me|nos|los|las|te) (mato|mataron|mata|matan|va a matar|van a matar|quiere matar) a preguntas(?!(.* )?(pistola|arma|cuchillo|machete|cuete|golpe\w*|pego|amenaz\w*|miedo|policia|911)( |$))/g,
    "$4$5 interrogo",
  ],
  // Round 96 (round 106's ordinary messages read as risk, from pharr2-es and saginaw-en): "ando bien bomba con el
  // GI bill" (happy); a husband spending the back pay, "lo voy a matar jaja"; "my wife gone kill me if I dont get
  // this home loan paperwork in".
  [
    /(?<pre>^| )(?<who>ando|andamos|estoy) (bien |super |muy |re )?bomba(?= (con|por|de|que|q)( |$))(?!(.* )?(explot\w*|oficina|clinica|va a volar|vuela|dejar|lista|edificio|regional|detonar|armar|mecha)( |$))/g,
    "$<pre>$<who> contento",
  ],
  [
    /(?<!(^| )(pistola|arma|cuchillo|machete|cuete|navaja|bate|fierro|veneno|traigo|decidid\w*|ya se como)( .*)?)(?<pre>(^| )(gastando|gasto|se gasto|se le olvido|olvido|perdio|rompio|choco|se comio)( (?!(pistola|arma|cuchillo|machete|cuete|navaja|bate|fierro|veneno|traigo|manana|hoy|noche|espero|duerma|listo|lista|tengo|afuera|decidid\w*)(?= |$))\w+){0,8}) (lo|la) voy a matar(?= (jaja\w*|jeje\w*|lol)( |$))(?!(.* )?(pistola|arma|cuchillo|machete|cuete|navaja|bate|fierro|veneno|traigo|en serio|de verdad|golpe\w*|pega|miedo|no es broma|lo espero|cuando duerma|ya se como|esta noche|manana)( |$))/g,
    "$<pre> me va a oir",
  ],
  [
    /(?<!(^| )(gun|guns|pistol|rifle|shotgun|knife|weapon|hit|hits|hurt|broke|choked|slapped|threaten\w*|scared|afraid|terrified|police|cops|911|bruis\w*|hospital|smash\w*|beat|beats|pan|punch\w*|kick\w*|abus\w*)( .*)?)(?<pre>^| )(?<who>wife|husband|mom|mama|dad|boss|sergeant|girl|girlfriend|old lady|ole lady|woman)( is| s| gone| gonna| gon| will| going to| bout to| finna)? (kill|murder) me if i (dont|don t|do not) (?!(.* )?(gun|guns|pistol|rifle|shotgun|knife|weapon|hit|hits|hurt|broke|choked|slapped|threaten\w*|scared|afraid|terrified|police|cops|911|bruis\w*|hospital|smash\w*|beat|beats|pan|punch\w*|kick\w*|abus\w*|last time|before)( |$))/g,
    "$<pre>$<who> wants me to ",
  ],
  // Round 96 (round 106's ordinary messages given the line, from pharr2-es): "mi hijo se quiere meter al army y
  // yo me quiero morir jaja ok no".
  [
    /(?<pre>^| )me quiero morir (jaja\w*|lol)(?= (ok no|okno|es broma|no es cierto)( |$))(?!(.* )?(pastillas|pistola|soga|en serio|de verdad|ya no aguanto|sola|solo|no tan|bueno no|pero|mentira)( |$))/g,
    "$<pre>me da nervio",
  ],
  // Round 95 (round 104's and 105's ordinary messages read as risk, from gadsden-en, kotzebue-en, butte-en,
  // eufaula-en, merced-en, berwyn-es, kearny-es, kennewick-es and centralfalls-es): "mom dont kill me but i
  // used your va login"; "dropping a bomb of paperwork on the regional office"; chickens that "are suicidal";
  // a form that "es un suicidio"; "la app del VA se colgo"; "le voy a dar un tiro al home loan"; "le voy a
  // meter candela al reclamo"; the VA that pays "para la gasolina" to the appointments; "loaded up the boat
  // heading upriver"; army stories "till i wanna die lol".
  [
    /(?<pre>^| )(?<who>mom|mama|dad|daddy|babe|honey|grandma|granny|grandpa|hubby|wifey|sis|bro|ma|pops)( please| pls)? (dont|don t|do not) kill me but(?= |$)/g,
    "$<pre>$<who> dont be mad but",
  ],
  [
    /(?<pre>^| )a (bomb|bombshell) of (?<what>paperwork|evidence|records|documents|medical records|forms|receipts)(?!(.* )?(burn|burns|burning|fire|kill|die|dead|plan|boom|explode\w*|blow|blast)( |$))(?= |$)/g,
    "$<pre>a pile of $<what>",
  ],
  [
    /(?<pre>^| )(?<det>my|the|our|his|her|these|those) (?<who>chickens|hens|chicken|hen|dog|dogs|cat|cats|goats?|cows?|sheep|squirrels?|birds?|ducks?|turkeys?|pigs?|horses?|rooster|roosters|deer|rabbits?|fish|cattle) (are|is) suicidal(?! (and|but|too|lol but|\w+ too)( |$))(?!(.* )?(so am i|i am too|im too|i m too|me too|and me|same here|myself|ideation|like me)( |$))(?= |$)/g,
    "$<pre>$<det> $<who> are reckless",
  ],
  [
    /(?<pre>^| )(?<what>formulario|forma|claim|reclamo|tramite|papeleo|proceso|examen|app|sistema|pagina|website) (es|era|sera|esta) (un|una) suicidio(?= |$)/g,
    "$<pre>$<what> es una locura",
  ],
  [
    /(?<!(^| )(hijo|hija|esposo|esposa|papa|mama|apa|ama|hermano|hermana|compa|amigo|amiga|tio|tia|primo|prima|abuelo|abuela|novio|novia|vecino|preso|carcel|celda|soga|cuerda|cinturon|hospital|ambulancia|911|muri\w*|muerto|muerta|cuarto|granero|garaje|closet|arbol|viga)( .*)?)(?<pre>^| )(?<det>la|el|mi|esta|esa|este|ese) (?<what>app|aplicacion|pagina|computadora|compu|telefono|celular|cel|sitio|portal|website|web|laptop|tablet|pantalla|pc)(?<of>( del va| de la va| del v a| de va))? se (colgo|congelo|trabo|pego)(?!(.* )?(hijo|hija|esposo|esposa|papa|mama|apa|ama|hermano|hermana|compa|amigo|amiga|tio|tia|primo|prima|abuelo|abuela|novio|novia|vecino|preso|carcel|celda|soga|cuerda|cinturon|hospital|ambulancia|911|muri\w*|muerto|muerta|cuarto|granero|garaje|closet|arbol|viga)( |$))(?= |$)/g,
    "$<pre>$<det> $<what>$<of> se trabo",
  ],
  [
    /(?<pre>^| )(ya )?(le voy a dar|voy a dar|darle|le doy|dale|le di|le vamos a dar) un (tiro|tirito|chance) (al|a la|a el) (?<what>home loan|prestamo|claim|reclamo|examen|formulario|gi bill|apelacion|solicitud|aplicacion|appeal|hlr)(?= |$)/g,
    "$<pre>voy a intentar el $<what>",
  ],
  [
    /(?<pre>^| )(le voy a meter|voy a meter|meterle|le meto|le meti|le vamos a meter) candela (al|a la|a el) (?<what>reclamo|claim|caso|appeal|apelacion|papeleo|tramite|solicitud|hlr)(?= |$)(?!(.* )?(rater|y al|y a la|ya vera|van a ver|pistola|arma|gasolina|casa|carro|oficina del|quemar|fuego)( |$))/g,
    "$<pre>le voy a echar ganas al $<what>",
  ],
  [
    /(?<pre>^| )(?<pa>para|pa) la gasolina(?=( \w+){0,4} (citas?|appointments?|clinica|hospital|viaje|viajes|millaje|millas|kilometraje|mileage|travel)( |$))(?!(.* )?(quem\w*|prend\w*|rocia\w*|rociar\w*|cerillos|fosforos|fuego|encendedor|lighter|incendi\w*|galon|ex|casa de)( |$))(?<!(^| )(quem\w*|prend\w*|rocia\w*|cerillos|fosforos|fuego|encendedor|lighter|incendi\w*|galon)( .*)?)/g,
    "$<pre>$<pa> el viaje",
  ],
  [
    /(?<!(^| )(gun|guns|rifle|rifles|pistol|shotgun|ammo|ar|glock|strap|warned|pay|kill|shoot|pills|rope)( .*)?)(?<pre>^| )loaded up the (?<what>boat|truck|car|camper|trailer|gear|sled|wagon|van|rig|cooler|skiff|atv|snowmachine|kids|family)(?= |$)(?!(.* )?(gun|guns|rifle|rifles|pistol|shotgun|ammo|ar|glock|strap|warned|been warned|pay|regional office|kill|shoot|pills|rope|tonight|goodbye)( |$))/g,
    "$<pre>packed up the $<what>",
  ],
  [
    /(?<!(^| )(drink\w*|drunk|alone|by myself|pills|gun|rope)( .*)?)(?<pre>(^| )(stories|story|lecture|lectures|talks|talking|hold music|jokes|songs|music|meeting|meetings|sermon|sermons|speech|speeches)( \w+){0,4}) (till|until|til) i (wanna|want to|could) die(?= (lol|lmao|haha\w*)( |$))(?!(.* )?(drink\w*|alone|and then|for real|honestly|pills|gun|rope)( |$))/g,
    "$<pre> till im bored",
  ],
  [
    /(?<!(^| )(tomando|tomar|chupando|chupar|borrach\w*|solo|sola|pastillas|pistola|soga)( .*)?)(?<pre>(^| )(cuentos|cuento|historias|historia|platicas|platica|sermon|sermones|canciones|chistes|musica)( \w+){0,4}) hasta que (uno se quiere|una se quiere|me quiero|te quieres|le dan ganas de|me dan ganas de) morir(?= (jaja\w*|lol)( |$))(?!(.* )?(tomar|chupar|pastillas|pistola|soga|de verdad|en serio|solo|sola)( |$))/g,
    "$<pre> hasta aburrir",
  ],
  [
    /(?<pre>^| )(voy a |vamos a )?(explotar|reventar) (la oficina|el telefono|el va|la linea|al va|el buzon)( del va)? (a|de|con) (?<what>llamadas|emails|correos|mensajes|cartas|faxes)(?= |$)/g,
    "$<pre>voy a llenar la oficina de $<what>",
  ],
  // Round 104 (round 115's santurce2-es and pasadena2-es): "me voy a pegar un tiro... de cafe, q mañana tengo la cita a
  // las 6am jaja", a coffee; "la fila en la oficina regional hoy taba pa morirse, 4 horas", a line that was awful.
  [
    /(?<pre>^| )(?<how>pegar|pegarme|pegarse|meter|meterme|echarme|darme|tomarme|tirarme) un (tiro|shot|trago|palo) de (?<what>cafe|cafecito|expreso|espresso|tequila|ron|whisky|vodka|pitorro|licor|cafeina)(?= |$)(?!(.* )?(pastillas|pistola|soga|puente|adios|ya no (quiero|aguanto)|matarme|quitarme la vida)( |$))/g,
    "$<pre>tomarme un $<what>",
  ],
  // Round 104 (round 115's pasadena2-es and jacksonville2-en): "this stats exam me mató", an exam that wore him out; "my
  // husband tried to kill me with his cooking again 😂", a joke about his cooking.
  [
    /(?<pre>^| )(?<!(^| )(si|cuando|despues|al salir|al terminar|apenas|hoy|manana|esta noche|ahorita|ya no aguanto|no aguanto|no puedo mas|mejor|repruebo|pierdo|me corren|me despiden|ya no quiero|ojala)( .*)? )(?<what>exam|examen|test|prueba|clase|final|midterm|quiz|turno|shift|workout|gym|entrenamiento|caminata|jale|chamba|drill|entreno|ejercicio|pt|marcha|ruck|ensayo)(?<by>( \w+){0,2}) me mato(?= |$)(?!(.* )?(pastillas|pistola|soga|puente|adios|ya no (quiero|aguanto)|matarme|quitarme la vida|suicid\w*|esta noche|hoy|manana|yo|primero|de verdad|en serio)( |$))/g,
    "$<pre>$<what>$<by> me canso",
  ],
  [
    /(?<pre>^| )(?<!(^| )(gun|knife|pistol|rifle|hit|hits|choke\w*|beat|bruise\w*|scared|afraid|police|cops|restraining|hurt|threaten\w*|poison\w*|drinks?|drunk|on purpose|something in|putting)( .*)? )(?<who>he|she|my husband|my wife|hubby|wifey|my mom|my dad|my mother in law|my mil|grandma|grandpa) (tried|tries|is trying|was trying) to kill (me|us) with (?<whose>his|her|their|that|the) (?<what>cooking|food|chili|casserole|meatloaf|jokes|snoring|cologne|perfume|puns|music|singing|gumbo|hot sauce|spicy \w+)(?= |$)(?!(.* )?(gun|knife|pistol|rifle|hit|hits|choke\w*|beat|bruise\w*|scared|afraid|police|cops|restraining|hurt|threaten\w*|poison\w*|drinks?|drunk|on purpose|something in|putting)( |$))/g,
    "$<pre>$<who> fed me too much with $<whose> $<what>",
  ],
  // Round 105 (round 116's loiza-es): "esta burocracia me va a matar", "ahora me va a matar la fila del hospital", an
  // errand that wears him out; "muerto de cansancio de tocar bomba anoche", the music of Loíza, not a bomb.
  [
    /(?<pre>^| )(?<!(^| )(si|cuando|pistola|arma|cuchillo|amenaz\w*|policia|orden de proteccion|vio|ve|encontro|encuentra|leyo|descubrio|se entero|se entera|sabe|esposo|esposa|pareja|viejo|vieja|marido|novio|novia|ex|papa|mama|padre|madre|hermano|hermana|suegro|suegra|jefe|divorcio|ayuda|ojala|cierto|que bueno|mejor|cargad[oa]|la 9|la 45|dormir\w*|despertar|morir\w*|matarme|ya no quiero|ganas de|sinceramente|de una vez|aunque sea|quisiera|muert[oa]|muerte|suicid\w*|soga|pastillas|puente|adios)( .*)? )(?<what>(esta|este|esa|ese|la|el) (burocracia|fila|espera|papeleo|formulario|sistema|proceso|tramite|calor|trafico|hold|linea|oficina|drill|entrenamiento|turno))(?<by>( \w+){0,3}) me (va a|quiere|esta|van a) matar(?=$|( \w+){0,8} (\d+|tres|dos|cuatro|cinco|seis|meses|horas|semanas|dias|anos|como|cuando|donde|cuanto|por favor|hay forma|a que hora|llevo|mandado|llamado|esperando|y nada|antes|va)( |$))(?!(.* )?(pienso|pensando|en eso|gano|pero|pistola|arma|cuchillo|amenaz\w*|policia|de verdad|golpe\w*|pega|pego|esposo|marido|pareja|novio|ex|auxilio|ojala|cierto|que bueno|mejor|cargad[oa]|la 9|la 45|dormir\w*|despertar|morir\w*|matarme|ya no quiero|ganas de|sinceramente|de una vez|aunque sea|quisiera|muert[oa]|muerte|suicid\w*|soga|pastillas|puente|adios)( |$))/g,
    "$<pre>$<what>$<by> me tiene harto",
  ],
  [
    /(?<pre>^| )(?<!(^| )(si|cuando|pistola|arma|cuchillo|amenaz\w*|policia|orden de proteccion|vio|ve|encontro|encuentra|leyo|descubrio|se entero|se entera|sabe|esposo|esposa|pareja|viejo|vieja|marido|novio|novia|ex|papa|mama|padre|madre|hermano|hermana|suegro|suegra|jefe|divorcio|ayuda|ojala|cierto|que bueno|mejor|cargad[oa]|la 9|la 45|dormir\w*|despertar|morir\w*|matarme|ya no quiero|ganas de|sinceramente|de una vez|aunque sea|quisiera|muert[oa]|muerte|suicid\w*|soga|pastillas|puente|adios)( .*)? )me (va a|quiere|van a) matar (?<what>(la|el|esta|este|esa|ese) (fila|espera|burocracia|papeleo|formulario|sistema|proceso|tramite|calor|trafico|linea|oficina))(?= |$)(?=$|( \w+){0,8} (\d+|tres|dos|cuatro|cinco|seis|meses|horas|semanas|dias|anos|como|cuando|donde|cuanto|por favor|hay forma|a que hora|llevo|mandado|llamado|esperando|y nada|antes|va)( |$))(?!(.* )?(pienso|pensando|en eso|gano|pero|pistola|arma|cuchillo|amenaz\w*|policia|de verdad|golpe\w*|pega|pego|esposo|marido|pareja|novio|ex|auxilio|ojala|cierto|que bueno|mejor|cargad[oa]|la 9|la 45|dormir\w*|despertar|morir\w*|matarme|ya no quiero|ganas de|sinceramente|de una vez|aunque sea|quisiera|muert[oa]|muerte|suicid\w*|soga|pastillas|puente|adios)( |$))/g,
    "$<pre>me tiene harto $<what>",
  ],
  // Round 106 (round 117's ordinary messages): "Voy a matar a mi esposo si vuelve a perder el DD-214 😅", a scolding;
  // "wind is lethal today lol", the weather.
  [
    /(?<pre>^| )(?<!(^| )(pistola|arma|cuchillo|machete|golpe\w*|pega|pego|amenaz\w*|policia|orden|veneno|revolver|escopeta|rifle|navaja|empuj\w*|ya se como|hacerlo|lo digo|de verdad|en serio)( .*)? )(?<how>voy a|lo voy a|la voy a) matar a (?<who>mi (esposo|esposa|marido|mujer|hijo|hija|viejo|vieja|jefe|hermano|hermana|compadre|comadre)) si (vuelve a |otra vez |me vuelve a )?(?<what>(perder|pierde|olvidar|olvida|borrar|borra|romper|rompe|tirar|tira|botar|bota)( \w+){0,3} (el|la|mi|los|las|su) (dd ?214|dd 214|papeles|carta|forma|formulario|documentos|claim|cita|llaves|control|cargador))(?= |$)(?!(.* )?(pistola|arma|cuchillo|machete|golpe\w*|pega|pego|amenaz\w*|policia|de verdad|en serio|veneno|revolver|escopeta|rifle|navaja|empuj\w*|ya se como|hacerlo|lo digo)( |$))/g,
    "$<pre>$<how> reganar a $<who> si $<what>",
  ],
  [
    /(?<pre>^| )(?<what>wind|winds|cold|heat|weather|ice|road|roads|traffic|windchill|wind chill|snow|river ice|humidity)(?<be> is| s| are)? lethal(?= |$)(?=(.* )?(lol|lmao|today|out there|be careful|stay inside|appt|appointment|reschedule|drive|driving|roads?)( |$))(?!(.* )?(pills|gun|rope|myself|me|dose|overdose|dont care|don t care|for the best|stay out in it|sit in it|anymore|not come back|wont come back|won t come back|maybe|might just|no heat)( |$))/g,
    "$<pre>$<what>$<be> rough",
  ],
  // Round 107 (round 118's mayaguez2-es and chinle2-en): "casi me muero cuando vi el backpay", a shock of joy; coyotes
  // "killing my lambs so I shoot them", a rancher's varmints.
  [
    /(?<pre>^| )casi me (muero|mori) (cuando (vi|lei|me dijeron|supe|llego|me llego)|al ver)(?= |$)(?!(.* )?(pastillas|pistola|soga|puente|adios|ya no (quiero|aguanto)|matarme|quitarme la vida|ojala|quisiera|despertar|dormir\w*|mejor|morir\w*|muert[oa]|no quiero seguir|suicid\w*|hubiera)( |$))/g,
    "$<pre>casi me desmayo de la sorpresa",
  ],
  [
    /(?<pre>^| )(?=(.* )?(lambs?|sheep|calves|calf|chickens?|ranch|livestock|herd|goats?|cattle|cows?|hens|ducks|garden|barn)( |$))(?!(.* )?(office|rater|regional|neighbor|denied|denying|deny|people|him|her|tonight|boss|ex)( |$))(?<what>(coyotes?|hogs?|varmints?|predators?|raccoons?|foxes|wolves|feral (hogs|dogs|cats)|snakes?|rattlers?|gophers?|prairie dogs)( \w+){0,8}) (?<so>so i|and i|i) (shoot|shot|kill|killed) (them|em|it|those)(?= |$)/g,
    "$<pre>$<what> $<so> run them off",
  ],
  [
    /(?<pre>^| )(?<who>el vietcong|el viet cong|los vietcong|la guerra|vietnam|irak|iraq|afganistan|corea|el enemigo|los talibanes|el taliban|charlie|el charlie|saddam|kuwait|la selva|el desierto|una bomba|un ied|una mina) no me (mato|mataron|pudo matar)(?= |$)(?!(.* )?(pero|yo mismo|yo misma|me toca|terminar\w*|acabar\w*|esta noche|hoy|ya no|pastillas|soga|pistola|mejor|ojala|debio|debi)( |$))/g,
    "$<pre>$<who> no me hirio",
  ],
  [
    /(?<pre>^| )(?<how>voy a|vamos a|va a|van a|vas a) (matar|matarla|matarlo) con (el|la|los|las|mi) (?<what>barril|barriles|tambor|tambores|cuatro|guitarra|bajo|baile|show|set|pandero|panderos|maraca|maracas|guiro|trompeta|voz)(?= |$)/g,
    "$<pre>$<how> tocar brutal con el $<what>",
  ],
  [
    /(?<pre>^| )(?<!(^| )(deton\w*|explo\w*|arm[eoa]|armar|material\w*|casera|molotov|c4|dinamita|volar|vuele|clinica|hospital|oficina|edificio)( .*)? )(?<v>tocar|toque|tocando|toco|toca|tocamos|bailar|baile|bailando|bailo|tambor de|tambores de|barril de|grupo de|clase de|ensayo de|musica de) bomba(?<and> y plena)?(?= |$)(?!(.* )?(deton\w*|explo\w*|arm[eoa]|armar|material\w*|casera|molotov|c4|dinamita|volar|vuele|edificio|oficina|clinica|hospital|va)( |$))/g,
    "$<pre>$<v> musica$<and>",
  ],
  [
    /(?<pre>^| )(?<be>estaba|taba|esta|ta|era|estuvo|tuvo) (pa|para) (morirse|morir|morirte)(?= |$)(?!(.* )?(pastillas|pistola|soga|puente|adios|ya no (quiero|aguanto)|matarme|quitarme la vida|en serio)( |$))/g,
    "$<pre>$<be> horrible",
  ],
  // Round 108 (round 119's laredo4-es): "se disparo el precio de la gasolina y ya no ajusto", a price that shot up.
  // Only a price, a bill or a reading as what shot up, never after a person (punctuation is gone, so "mi esposo se
  // disparo. el seguro no paga" reads on), and never beside a weapon, a death or a wish on either side.
  [
    /(?<pre>^| )(?<!(^| )(pistola|cuete|fusca|escuadra|rifle|arma|matarme|morirme|suicid\w*|muerto|muerta|ya no (quiero|aguanto)|me voy a|voy a)( .*)?)(?<!(^| )(mi|su|tu|un|una|el|ella|ese|esa|este|esta|del|al|hijo|hija|esposo|esposa|marido|papa|mama|hermano|hermana|primo|prima|tio|tia|abuelo|abuela|amigo|amiga|vecino|vecina|compa|compadre|pana|veterano|soldado|marine|hombre|senor|muchacho|chamaco|alguien|nadie)( \w+){0,2} )se (disparo|dispararon|ha disparado|han disparado|esta disparando|estan disparando) (?<what>(el|la|los|las) (precio|precios|renta|costo|costos|biles|bill|inflacion|presion|azucar|colesterol|gasolina|diesel|interes|intereses|dolar))(?= |$)(?!(.* )?(pistola|cuete|fusca|escuadra|rifle|arma|balas|matarme|morirme|me mato|me disparo|me voy a disparar|me pego un tiro|quitarme la vida|suicid\w*|ya no (quiero|aguanto)|despedirme|adios)( |$))/g,
    "$<pre>subio $<what>",
  ],
  // Round 109 (round 120's guaynabo-es): "el drill de este weekend me mato, toy destruido", a drill that wore him out.
  // Only a drill, a shift or a workout as what "killed" him, past and done, never after a condition and never beside a
  // weapon, a death or a wish on either side.
  [
    /(?<pre>^| )(?<!(^| )(si|cuando|despues|antes|al|apenas|luego|en|pa|para|durante|dentro|pistola|pastillas|soga|matarme|suicid\w*|ya no (quiero|aguanto))( .*)?)(?<what>(el|la|este|esta|ese|esa) (drill|practica|entrenamiento|gym|ejercicio|rutina|caminata|turno doble|doble turno|turno|doble|guardia|marcha|pt|ruck|hike|workout|shift|jale|chamba|training|leg day))(?<of>( (de|del)( \w+){1,4})?) me (mato|mataron)(?= |$)(?!(.* )?(pastillas|pistola|soga|puente|adios|ya no (quiero|aguanto)|matarme|quitarme la vida|ojala|quisiera|mejor|morir\w*|suicid\w*|no quiero seguir|de verdad|en serio)( |$))/g,
    "$<pre>$<what>$<of> me canso",
  ],
  // Round 113 (round 124's bangor2-en and tacoma2-en): "I would cheerfully strangle whoever lost my service records.
  // That aside, how do I request a reconstruction"; "I could strangle my daughter for losing her DD214 again!! Ha ha!
  // How do we get a new one?!": anger at a loss, said by the writer. Whoever lost, misfiled or shredded something; one's
  // own family only laughing and asking how to replace it ("could strangle whoever" the older rules read already, and
  // the rewrite read it higher). Never beside a weapon, a day, an address or a place to wait, hands, a body, a promise
  // to do it, anything said to be meant, or the writer's own death, on either side (its code review: "i could strangle
  // my wife for losing my dd214. when she gets home shes done" reads on).
  [
    new RegExp(
      String.raw`(?<pre>^| )(?<!(^| )(${ANGER_AT_A_LOSS_MEANT})( .*)?)(i would|id|i d)( just| cheerfully| happily| gladly| honestly| literally)? (strangle|choke|throttle|kill|murder) (?<who>whoever|who ever|the (person|clerk|guy|lady|idiot|genius|moron|fool) (who|that))(?= (\w+ ){0,2}(lost|misplaced|misfiled|shredded|deleted|messed up|screwed up|threw away)( |$))(?!(.* )?(${ANGER_AT_A_LOSS_MEANT})( |$))`,
      "g",
    ),
    "$<pre>am so mad at $<who>",
  ],
  [
    new RegExp(
      String.raw`(?<pre>^| )(?<!(^| )(${ANGER_AT_A_LOSS_MEANT})( .*)?)(i (would|could|coulda)|id|i d)( just| honestly| literally)? (strangle|choke|throttle) (?<who>my (daughter|son|kid|kids|grandson|granddaughter|nephew|niece|dog|cat) for)(?= (\w+ ){0,2}(losing|forgetting|misplacing|spilling|eating|chewing)( |$))(?=(.* )?(ha ha|haha\w*|lol|lmao|jk)( |$))(?=(.* )?(how (do|can|would) (we|i)|where (do|can) (we|i)|can (we|i)|is there)( |$))(?!(.* )?(${ANGER_AT_A_LOSS_MEANT})( |$))`,
      "g",
    ),
    "$<pre>am so mad at $<who>",
  ],
  // Round 114 (round 125's macon2-en and pharr3-es): "this exam gonna be a massacre. that examiner known to lowball";
  // "ya voy a jalar el gatillo con la casa jaja ya me decidi, cuanto tarda el COE": a hard exam, a purchase decided.
  // Never beside a weapon, a death, a target's place or a wish to die, on either side.
  [
    /(?<pre>^| )(?<!(^| )(gun|pistol|rifle|shotgun|ar|glock|ammo|loaded|bring|bringing|myself|kill|killing|die|dead|ak|ak 47|1911|45|9mm|piece|heat|strap|packing|taking the|taking my|everyone in|pay|tonight|today|shoot|shooting|bullets|rounds|knife|bomb)( .*)?)(?<what>(this|the|that|my|tomorrow s|tomorrows) (exam|c p|test|hearing|interview|final|review|appeal|meeting))( is)? (gonna|going to|will|finna) be a (massacre|bloodbath|blood bath|slaughter|war zone|warzone)(?= |$)(?!(.* )?(gun|pistol|rifle|shotgun|ar|glock|ammo|loaded|bring|bringing|myself|kill|killing|die|dead|tonight|ak|ak 47|1911|45|9mm|piece|heat|strap|packing|taking the|taking my|everyone in|pay|today|shoot|shooting|bullets|rounds|knife|bomb)( |$))/g,
    "$<pre>$<what> is gonna be rough",
  ],
  [
    /(?<pre>^| )(?<!(^| )(pistola|cuete|rifle|escopeta|arma|fusca|balas|matarme|morirme|suicid\w*|ya no (quiero|aguanto))( .*)?)(?<v>jalar|jale|jalo|jalarle|apretar|apreto) el gatillo con (?<what>(la|el|una|un) (casa|carro|troca|compra|terreno|oferta|decision|trabajo|chamba|boda|prestamo|loan|house))(?= |$)(?!(.* )?(pistola|cuete|rifle|escopeta|arma|fusca|balas|matarme|morirme|suicid\w*|ya no (quiero|aguanto)|me despido|adios)( |$))/g,
    "$<pre>decidirme con $<what>",
  ],
]);
const INTENT_BESIDE_IDIOM =
  /(^| )(right behind (it|him|her|them|you)|(wont|won t|not) be needing|wont need another|me tiro|me aviento|balcon|azotea|techo|for real|not (joking|kidding)|no (es|estoy) (broma|jugando)|en serio|de verdad|tonight|esta noche|pills|pastillas|gun|pistol|rifle|rope|soga|bridge|puente|goodbye|adios|despedirme|por siempre|forever|for good|lo (estoy pensando|pienso|voy a hacer|hago)|ya no aguanto|ya decidi|voy a hacerlo|ya tengo|pistola|arma|escopeta|hit me|hits me|beat me|beats me|choked|chokes|strangled|punched|slapped|shoved|pushed|bruise\w*|hiding|afraid|scared|knife|knows where|amenaz\w*|golpe\w*|pego|pega|golpea|golpeo|cuchillo|machete|miedo|sabe donde|para siempre|pa siempre|no voy a volver|no vuelvo|lo dejo pa|lo dejo para|por eso lo)( |$)/;
/**
 * Round 26: "now I am fine" after an attempt long ago ("hace 10 años intente quitarme la vida...
 * ahorita estoy bien gracias a dios", "hoy estoy super bien": elpaso-es, queens-es, lorain-es,
 * charlotte-es) is the recovery, not a time: the word for today goes, so the frame of long ago holds.
 */
const FINE_NOW =
  /(?<=(?:^| )(?:hace|ago|anos|years|(?:19|20)\d\d|intente|attempted|tried)(?: .*)?)(^| )(hoy|ahorita|ahora|hoy en dia|today|now|these days|nowadays)(( \w+){0,8} (estoy|esta|ando|anda|im|i am|i m|hes|he is|shes|she is) (super |muy |mucho |doing |a lot |much |real )?(bien|mejor|estable|good|fine|great|well|better|stable|okay|ok))(?! (decidid|segur|list|prepar|sure|ready|decided))(?= |$)/g;
/**
 * The word of long ago FINE_NOW looks back to, as it must stand (followed by a space): without it
 * FINE_NOW cannot match, and its look back over the whole text was 6% of the screen's time.
 */
const LONG_AGO_WORD = /(^| )(hace|ago|anos|years|(19|20)\d\d|intente|attempted|tried) /;
/** A threat reported ("dice que", "he said") with no laugh beside it: the threat rules read it as it stands. */
const REPORTED_THREAT = /(^| )(dice|dijo|dijeron|says|said|told me|threaten\w*)( |$)/;
const LAUGH_BESIDE = /(^| )(jaja\w*|jeje\w*|jiji\w*|lol|lmao|haha\w*)( |$)/;
/**
 * A gun left for repair, read as an errand before anything else: a weapon named blocks every idiom rewrite
 * (`INTENT_BESIDE_IDIOM`), and this rewrite takes the weapon out of the text only where none of its own guards stands.
 */
const GUN_LEFT_FOR_REPAIR: readonly Rewrite[] = rewrites([
  // Round 112 (round 123's bristol-en): "droppin my rifle at the gunsmith then headin to the va for my c&p. busy day.
  // what should i bring to the exam", a gun left for repair on the way. Only the gun left at a gunsmith's or a gun
  // shop, never beside another weapon, fire, ammunition, a gun taken back, a person or a place as a target, a score to
  // settle or the writer's own death, on either side (its code review: "took my rifle to the gunsmith yesterday. got
  // the glock on me now heading to his house" reads on).
  [
    /(?<pre>^| )(?<!(^| )(glock|pistol|pistols|rifle|rifles|shotgun|shotguns|gun|guns|ar|9mm|45|38|357|revolver|handgun|knife|machete|gas|gasoline|lighter|matches|ammo|rounds|loaded|kill|killing|die|myself|goodbye)( .*)?)(?<drop>droppin|dropping|drop|dropped|droppin off|dropping off|drop off|dropped off|takin|taking|take|took|bringin|bringing|bring|brought) (my|the|his|her|my dads|my granddads|my grandpas) (rifle|shotgun|30 06|deer rifle|ar|ar 15|12 gauge|gun)( off)? (at|to|off at|by) (the |a )?(gunsmith|gun smith|gunsmiths|gunsmith s|gun shop)(?= |$)(?!(.* )?(glock|pistol|pistols|rifle|rifles|shotgun|shotguns|gun|guns|ar|9mm|45|38|357|revolver|handgun|knife|machete|gas|gasoline|lighter|matches|ammo|rounds|loaded|pick it up|picked it up|picking it up|pickin it up|get it back|got it back|gettin it back|getting it back|his house|her house|his place|her place|their house|landlord|doctor|rater|examiner|ex|boss|neighbor|foreman|done|pay|pays|handle|handling|settle|teach|tonight|myself|my self|kill|killing|die|dying|end it|goodbye|last|better off|burden)( |$))/g,
    "$<pre>$<drop> a repair at the shop",
  ],
]);
/**
 * Round 30 (heights-es, read after its first round): a reported threat keeps the other idioms
 * literal, but not OF_A_FEELING ("mi esposa dice que la VA me va a matar de un coraje").
 */
const asIdiom = (typed: string) => {
  const plain = GUN_LEFT_FOR_REPAIR.reduce(rewrite, typed);
  const idioms =
    REPORTED_THREAT.test(plain) && !LAUGH_BESIDE.test(plain) ? [OF_A_FEELING, ...NEVER_A_THREAT] : KILLING_IDIOMS;
  const read = INTENT_BESIDE_IDIOM.test(plain) ? plain : idioms.reduce(rewrite, plain);
  if (!LONG_AGO_WORD.test(read)) return read;
  return read.replace(FINE_NOW, (all: string, before: string, _when: string, fine: string) =>
    STILL_AHEAD.test(plain) ? all : before + fine.trimStart(),
  );
};
const asSubject = (plain: string) =>
  SUICIDE_AS_SUBJECT.reduce(
    (text, each) =>
      /suicid|quitar(me|se) la vida|matar(me|se)|dano|hurting|killing|harming/.test(text) && !READ_AS_IS.test(text)
        ? rewrite(text, each)
        : text,
    asIdiom(IDIOM_WITH_INTENT.test(plain) ? plain : plain.replace(SHOT_AS_IDIOM, "$1horrible")),
  );

/** One message alone, with the trained second opinion last (it only lifts: to the line, or, very sure, to clear). */
export function screenMessage(
  message: string,
  ruleSet: readonly Rule[] = SCREEN_RULES,
  opinion: SecondOpinionModel = SECOND_OPINION,
): Screening {
  const reading = byRules(message, ruleSet, opinion);
  return asThreat(
    withLineFloor(withSecondOpinion(reading, message, opinion, ruleSet), message),
    reading,
    message,
    opinion,
  );
}

/**
 * Round 44 (decision 941): the crisis reply the screen gave, read by the shipped model's threat
 * reading as a threat to another person, is the reply for a threat: 911 first. The rules' threats
 * generalized least of all their kinds: on fresh sets 53 to 88% of threats got 911 first, and a
 * threat the rules read as the writer's own risk got the crisis reply. Never where the message
 * speaks of the writer's own death, by the rules' signals or round 2's phrases, with no threat the
 * rules read beside it ("im going to shoot myself in the parking lot of the clinic tomorrow", "gonna
 * blow my brains out at the claims office tomorrow"): the reading alone calls those threats (a
 * weapon, an office, a day). In a conversation, `screenTurn` also keeps it from a turn after the
 * writer's own death was spoken of or asked about.
 *
 * Round 46: the line too, where the reading is as sure and the rules found a weapon, a means, an
 * intent or a place beside it (round 55's "next va person who puts me on hold gets a visit. i know
 * where the denver office is. got plenty of ammo"). Without that, the reading alone hears a threat
 * in a day at the VA office ("i going down da va office tomorrow for my c&p", "voy a la oficina
 * regional manana a primera hora") and in a figure of speech a later turn explains ("im gonna kill
 * my rater", then "lol no, figure of speech"): over every set, lifting the line alone gave 28
 * threats 911 first, and 9 ordinary messages and pinned cases and a settled conversation too.
 */
function asThreat<T extends Screening>(
  screening: T,
  reading: Reading,
  message: string,
  opinion: SecondOpinionModel,
): T {
  const model = opinion.threat;
  const lifted =
    screening.tier === "clear" ||
    (screening.tier === "possible" && THREAT_AT_HAND.some((kind) => reading.signals.has(kind)));
  if (!lifted || !model || reading.language === "other") return screening;
  if (ownDeathSpoken(reading, message)) return screening;
  // Round 88: nor a message the rules found a harmless frame in and no threat ("ahorita salgo con el
  // machete y se acaba la maleza del patio", a knife "making dinner when she cut her finger"): the
  // reading retrained with round 96 hears those above its mark.
  if (reading.signals.has("benign") && !reading.signals.has("harm")) return screening;
  // Round 81: the text the rules read, idioms read as the plain words they mean, as round 2 and the
  // second opinion get it ("my son is in jail, he wont hurt anyone ever again" is locked up).
  const text = reading.text ?? message;
  return riskProbability(opinionFeatures(text), model) > THREAT_ABOVE ? { ...screening, tier: "harm" } : screening;
}

/** Round 46: what the rules must find beside a threat the reading hears in a message given the line. */
const THREAT_AT_HAND: readonly Signal[] = ["weapon", "means", "meansReady", "atHand", "intent", "place"];

/** The writer's own death in the rules' signals or round 2's phrases, with no threat the rules read beside it. */
const ownDeathSpoken = (reading: Reading, message: string) =>
  !reading.signals.has("harm") &&
  (OWN_DEATH_SPOKEN.some((kind) => reading.signals.has(kind)) ||
    (!reading.signals.has("weapon") && roundTwoFinding(message) === "phrase"));
const OWN_DEATH_SPOKEN: readonly Signal[] = ["suicide", "suicideMention", "afterMe"];

/** Round 33: possible risk in words the signals do not read (signals-en.ts and signals-es.ts say which). */
const LINE_FLOOR = { en: LINE_FLOOR_EN.map(wholeWords), es: LINE_FLOOR_ES.map(wholeWords) };

/**
 * The line over a "none" whose words the line floor holds, applied after everything else, so it can
 * only add the one line: it never takes the place of a tier the rules or the second opinion gave.
 */
function withLineFloor(screening: Screening, message: string): Screening {
  if (screening.tier !== "none" || screening.language === "other") return screening;
  const plain = plainText(message);
  const floor = screening.language === "es" ? LINE_FLOOR.es : LINE_FLOOR.en;
  const text = screening.language === "es" ? spanishShorthand(plain) : plain;
  return floor.some((words) => matchesWholeWords(words, text)) ? { ...screening, tier: "possible" } : screening;
}

/**
 * Round 45 (decision 941): whether a firearm may be left in a vehicle at the VA is one of the
 * commonest ordinary questions veterans ask (nearly every round's writers asked it: "can I leave my
 * deer rifle locked in the truck in the VA parking lot? going hunting straight after my appt"), and
 * the rules read a gun, the VA and a day as risk: 20 of the writers' ordinary messages got the
 * crisis reply or 911 first, 13 of them on rounds 40 to 54. Asked as a question, about leaving it
 * in the truck or car (round 52: or "if its locked in the truck"), with no other kind of risk
 * beside it (no wrong done to the writer, no plan, no despair, no goodbye, no place "as good as
 * any"), it is read as the question it is. Bringing a gun in is not this question: a second read's
 * threats ask exactly that ("can i bring my gun to the va, they deserve whats coming"). No message
 * with risk, written or probed, moves.
 */
const FIREARM_LEFT_IN_A_VEHICLE = new RegExp(
  "(^| )(leave|leaving|left|keep|keeping|kept|have|having|store|stored|lock|locked|transport|transporting|bring|bringing|dejar|dejarla|dejarlo|dejarlas|dejarlos|dejo|tener|tenerla|tenerlo|tengo|guardar|guardarla|guardarlo|guardo|llevar|llevo)( \\w+){0,4} " +
    "(in|inside|en) (the|my|his|her|a|el|la|mi|su) (truck|car|vehicle|trunk|glovebox|glove box|troca|carro|camioneta|cajuela|guantera)( |$)",
);
const FIREARM_WORDS =
  "pistols?|guns?|rifles?|shotguns?|handguns?|firearms?|revolvers?|glock|pistolas?|armas?|escopetas?|knife|knives|navajas?|cuchillos?";
/**
 * Round 112 (round 123's lakecharles2-en: "can i keep my .45 in the va parking lot if its locked in the truck"): a
 * gun named by its caliber, one's own or a family member's, in the vehicle question only.
 */
const CALIBER_OWNED =
  "(my|mi|la|his|her) (45|9mm|38|357|380|1911|30 06)(?! (min|mins|minutes|year|years|yr|yrs|percent|days|miles|pages?|dollars|bucks|dias|anos|minutos|millas|dolares|paginas))";
const FIREARM = new RegExp(`(^| )(${FIREARM_WORDS}|${CALIBER_OWNED})( |$)`);
const AT_THE_VA =
  /(^| )(va|v a|clinic|clinica|hospital|cboc|parking|lot|property|parqueo|estacionamiento|cita|appt|appointment)( |$)/;
// Round 61 (yauco-es: "tengo una escopeta vieja de mi abuelo, como la registro a mi nombre"): how and where.
// Round 69 (bemidji-en: "is a buck knife allowed at the va clinic or do they make you leave it in the truck"):
// whether it is allowed; a knife is asked about as a gun is (FIREARM_WORDS).
// Round 88 (round 97's fortmyers-es: "como llevo la pistola en el truck legal en Florida"): how one carries it.
// Round 111 (round 122's yauco2-es: "tengo un rifle de cuando era joben… como lo bendo legal"): selling, as typed.
const ASKED =
  /(^| )(can|could|may|is it|its|whats|what s|what is|am i|allowed|permitted|se permite|permitido|permitida|how do i (register|store|transport|leave|lock|keep|check|ship|sell|carry|legally carry|travel with|haul)|where (can|do) i (store|leave|keep|lock|check|sell|register)|puedo|se puede|es legal|esta prohibido|como (la|lo|las|los) (registro|registrar|guardo|dejo|transporto|llevo|vendo|bendo|paso)|como (llevo|transporto|porto|cargo|guardo|registro|paso) (la|el|mi|una|un|las|los|mis) (pistola|pistolas|arma|armas|escopeta|rifle|revolver)|donde (la|lo|las|los) (registro|guardo|dejo|vendo)|(la|lo|las|los) quiero (pasar|poner|registrar|transferir) a mi nombre)( |$)/;
/**
 * Round 48 (round 57's ordinary messages, 8 of the 29 that got the line or more): the other firearm
 * questions veterans ask as often, about the rules of owning, buying, inheriting, registering,
 * transporting, hunting with or locking up a gun ("gun question, does a 70% rating keep me from
 * buyin a pistol in PA", "can a 100% vet own guns? … I want to keep duck hunting", "la pistola la
 * herede de mi apa…, la tengo que registrar en colorado o no?", "does the VA give out free cable
 * locks?"), read as the question they are when nothing about now stands beside them (no day, no
 * means ready) and none of the kinds of risk the vehicle question excludes. Round 79 (round 88's
 * lakeland-en, round 87's montgomery-en): whether the VA, a court or the police can take one's guns,
 * gun rights, a background check, or a list one is put on ("does having ptsd on my rating mean they
 * can take my guns? just a question"); never a partner or family taking them.
 * Round 88 (round 97's biddeford-en): whether the VA "takes your guns if you get 100 percent".
 * Round 113 (round 124's elpaso2-es: "tengo una escopeta que me heredo mi papa, la puedo pasar pa juarez?"): inherited, as typed.
 */
const FIREARM_RIGHTS =
  /(^| )((to|can|cant|could|may|i|we|vet|vets|veteran|veterans|still) own|owning|sell|selling|vender|venderla|venderlas|venderlo|venderlos|vendo|bendo|benderlo|benderla|buy|buyin|buying|purchase|purchasing|transport|transporting|transportar|register|registrar|registro|hunt|hunting|cazar|caceria|licencia|license|licence|permit|permiso|cable locks?|gun locks?|trigger locks?|candados?|descuento|discount|rules?|laws?|legal|legally|allowed|reglas|ley|leyes|keep me from|herede|heredo|heredada|inherited|wma|a mi nombre|gun rights|second amendment|nics|background check|(on|onto) (a|some|the) list|(they|va|the va|the government|govt|the feds|feds|the state|a judge|the court|cops|the cops|police|the police) (can|could|will|would|gonna|going to|might|may) (take|confiscate|seize) (away )?(my|his|her|our|their) (guns|firearms|weapons|rifles|pistols)|(they|va|v a|the va|the v a|the government|govt|the feds|feds|the state|a judge|the court|cops|the cops|police|the police) (takes|confiscates|seizes|take|confiscate|seize) (away )?(your|my|his|her|our|their|vets|veterans|a vets|a veterans) (guns|firearms|weapons|rifles|pistols)( away)? (if|when|once) (you|u|a vet|a veteran|vets|veterans|i|we) (get|gets|are|is|have|has|go|goes|rated)( \w+){0,3} (100|70|50|rated|p t|pt|total|tdiu|unemployable|incompetent|a fiduciary)( percent|%)?)( |$)/;
const FIREARM_OR_AMMO = new RegExp(`(^| )(${FIREARM_WORDS}|ammo|ammunition|balas|municion|cartuchos)( |$)`);
/** Round 87 (round 96's lumberton-en: "reckon i can take my pistol to the range on Bragg…"): "reckon" asks. */
const ASKED_MORE =
  /(^| )(does|is there|any problem|gun question|pregunta|tengo que|hay que|want to|wanna|need to|looking to|trying to|quiero|necesito|reckon|wondering|wonderin)( |$)/;
/**
 * Nor, for these broader questions, a now or a way there ("im heading over there now", "sunday"), a
 * hand put on someone, or a score to settle (a second read of round 48: "how do i transport a
 * shotgun legal in my car? my daughters boyfriend put hands on her and im heading over there now").
 */
const A_DAY =
  /(^| )(now|rn|tonight|tonite|today|tomorrow|this weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|ahora|ahorita|hoy|manana|esta noche|lunes|martes|miercoles|jueves|viernes|sabado|domingo)( |$)/;
const NOT_ONLY_A_DAY =
  /(^| )((heading|headed|going|goin|driving|drivin|on my way|omw|voy|ire)( over)? (there|over there|pa alla|para alla)|hands on|las manos encima|settle|get even|answer for|payback|pay for (it|this|that)|cuentas|desquit\w*|ride back|way back|ride home|drive home|owe (him|her|them|the \w+|that \w+|\w+) one|(even|settle) the score|show (him|her|them)|teach (him|her|them))( |$)/;
const notOnlyRules = (plain: string) => A_DAY.test(plain) || NOT_ONLY_A_DAY.test(plain);
/**
 * Round 60 (oceanside-en: "range day at pendleton for vets this weekend, do i need to bring my own
 * ammo"): a day at the range is asked about with its day, and the time (a day, "this weekend") is
 * the event's, not a plan's.
 */
const RANGE_EVENT =
  /(^| )(range day|range trip|(at|to) the range|shooting range|gun range|rifle range|pistol range|turkey shoot|clay shoot|skeet|trap shoot\w*|sporting clays|qual day|qualification|quals|dia de tiro|al campo de tiro)( |$)/;
/** Asked by the one going, not told of another ("said he going to the range. its been 6 hours"). */
const SAID_OF_ANOTHER =
  /(^| )((he|she|they|hes|shes|he s|she s)( \w+)? (said|says|told|tells|dijo|dice)|(said|says|told|tells|told me|dijo|dice) (he|she|el|ella))( |$)/;
const rangeDayAsked = (message: string, plain: string) =>
  RANGE_EVENT.test(plain) && (message.includes("?") || ASKED_MORE.test(plain)) && !SAID_OF_ANOTHER.test(plain);
/** All the broader questions may hold: a gun, its owning or keeping, a frame, a laugh. */
const FIREARM_RIGHTS_ONLY: readonly Signal[] = ["means", "weapon", "owning", "atHand", "benign", "laugh"];
/** Nor where the threat reading hears a threat in it ("hes bringing his own rifles to the armory … who do i report to"). */
const FIREARM_RIGHTS_THREAT_BELOW = 0.5;
const FIREARM_RULES_NOT: readonly Signal[] = [
  "place",
  "suicide",
  "suicideMention",
  "intent",
  "afterMe",
  "farewell",
  "hopeless",
  "mood",
  "thirdPartyDanger",
  "lethality",
  "grievance",
  "wrongToKin",
  "deathBenefit",
];
const FIREARM_RULE_KINDS: readonly Signal[] = [
  "harm",
  "weapon",
  "means",
  "atHand",
  "meansReady",
  "time",
  "soon",
  "owning",
];
/**
 * What no question about the rules says: a place as good as any, a last visit (a second read's probe);
 * since round 46, no plan to drive home (round 45's test of it had leant on the second opinion's 0.8).
 */
const MORE_THAN_ASKED =
  /(^| )((pulled|pulls|pointed|pointing|waved|waving|drew) (a|his|her|the) (gun|pistol|knife|rifle|shotgun) on (me|us)|locked myself in (my|the) (truck|car|room|bathroom)|(im|i m|i am) locked in (my|the) (truck|car|room|bathroom)|hiding (from|behind|in)|(took|takes|hid|hides|hidden|holding|keeps)( \w+){0,4} (key|keys)|last night|anoche|botella|bottle|me tomo|bebo|bebiendo|(quiere|quieren) que (le |les )?(de|entregue|regale|deje) (mis|las)|(me )?(quito|quitaron|escondio|escondieron) (las|mis) (armas|pistolas|llaves)|tomado|tomando|borracho|drinking|drunk|lo ultimo|ultimo que|ya no (molesto|molestare|voy a molestar|quiero esperar|aguanto)|(que|cuando) se acabe|wont (bother|be a bother|be a burden)|be over|last thing|done with (it|this|everything|all)|as good (a place )?as any|good a place|last (one|time|appt|appointment|visit|trip)|one last|for good|ultima (cita|vez)|por ultima|(not|wont|might not|may not|never) (make it|come back|be back|be coming back|coming back)|trust myself|confio en mi mismo|no (regreso|vuelvo)|without (security|anyone|them|nobody) (seeing|knowing|noticing)|sin que (me vean|se den cuenta)|raters? office|(dont|do not|not|never) (plan|planning|plannin) on (driving|going|coming|heading|getting) (home|back)|for the end|one for each|each person|(needs|need|gets|get) a visit|a visit from)( |$)/;
/**
 * Round 52 (its reviews): a gun "locked and loaded" or "cargada y lista", and a threat's words beside
 * the question ("tell that rater he better watch his back", "they'll see", "van a ver"), are more than
 * asked too.
 */
const MORE_THAN_ASKED_R52 =
  /(^| )(locked and loaded|loaded and ready|cargad[oa] y list[oa]|(better|best) watch (his|her|their|your) back|gonna pay|deserves? (it|what)|(ya|van a|se van a) (veran|ver|arrepentir)|find out what|(?<!(where|how|what|if|when|could|can|may|should) )(they|he|she)ll see|(?<!(where|how|what|if|when|could|can|may|should) )(they|he|she) will see)( |$)/;
/**
 * Round 112 (the code review of round 112, which let a caliber ask the vehicle question): a night not come home from,
 * a last chance, a sit in the lot with it, a deed done first, or someone walked out to: more than asked, whatever the
 * gun is called ("can i keep my .45 in the va parking lot if its locked in the truck? my psych appt is my last shot").
 */
const MORE_THAN_ASKED_R112 =
  /(^| )((wont|won t|will not|not) be (coming|going|getting) (home|back)|not coming (home|back)|last (shot|chance|try|appt|appointment|time)|one last|before i do (it|what)|do what i (need|have|got) to|(sit|sitting|wait|waiting) (out )?(there|in the (truck|car|lot)|in the parking lot) (with it|w it)|(he|she|they|hell|shell|theyll)( ll| will| s gonna| is gonna| re gonna)? (be )?(walking|walk|coming|come) out (to|of)|when (he|she|they) (comes?|walks?|gets?) out)( |$)/;
/**
 * Round 113 (the code review of round 113, which let "nomas pa no meterme en pedos" end the Spanish carry question and
 * "me heredo" ask about an inherited gun): a purpose beside the gun ("pa darle su merecido", "pa que vean") or a
 * despair or an ending ("la puedo usar pa irme con el", "pa que sirve uno ya") is more than asked.
 */
const MORE_THAN_ASKED_R113 =
  /(^| )((pa|para) (darle|darles) (su|sus) merecidos?|su merecido|(pa|para) (que|q) (vean|me escuchen|me oigan|sepan|aprendan|me hagan caso|me respeten)|(pa|para) (asustar\w*|espantar\w*|ensenarles|ensenarle)|(pa|para) (irme|morirme|matarme|acabar|terminar|quitarme)|irme con (el|ella|mi \w+)|(pa|para) (que|q) sirve uno|ya no (quiero|aguanto|puedo)|usar(la|lo) (pa|para) (mi|mi mismo))( |$)/;
/**
 * Round 45: above this, the second opinion's reading of the rest of the message outweighs the
 * question (a second read). Round 46: 0.85, not 0.8: laramie-en's "can i keep my rifle locked in the
 * truck in the va parking lot. goin hunting right after my appt" read at 0.80 and got the crisis
 * reply; no other message of any set moves.
 */
const FIREARM_QUESTION_BELOW = 0.85;
/**
 * Round 49 (round 58's mayaguez-es: "puedo entrar con mi pistola legal a la clinica del va en orlando
 * o la dejo en el carro", 911 first): the VA's own places, which some rules read as the place of a
 * wrong. In the vehicle question, a wrong that is nothing but the place asked about is no wrong.
 */
const VA_PLACE =
  /(^| )(((la|el|al|a la|the|a|an|my|mi|su) )?(clinica|clinic|regional office|oficina|office|hospital|cboc)( (del|de la|de|of the|at the) va)?|(la|el|al|the|del|at the) va)(?= |$)/g;
/**
 * Round 61 (yauco-es, and round 60's open Spanish question: "puedo llevar mi pistola a la clinica
 * del VA o esta prohibido", 911 first): carrying a gun to the VA asked in Spanish as a rule, with
 * what it may or may not be, and nothing after the question ("o esta prohibido", "es legal", "o hay
 * que dejarla en el carro"; a code review: not "o no, el rater me jodio", not another place; "can
 * i carry my pistol into the va or not. dont care anymore" is a second read's risk). English has
 * GUN_RULES_ASKED in its own threat rule. Older rules read a gun carried to the clinic as a threat;
 * where the VA's places taken out leave no threat and no wrong, the threat was only the place asked
 * about.
 * Round 87 (round 96's silercity-es): "…a la clínica del VA si tengo permiso de NC?": the permit asked about.
 * Round 113 (round 124's elpaso2-es): "…si tengo licencia de Texas? nomas pa no meterme en pedos", trouble avoided.
 */
const CARRY_ASKED =
  /^(\w+ ){0,3}(puedo|se puede|podemos|puede uno|uno puede|si puede|si puedo|si se puede)( \w+){0,2} (llevar|traer|entrar con|portar|cargar|andar con|meter)( \w+){0,3} (pistola|arma|escopeta|rifle|revolver)( \w+){0,2} (a|al|en) (la |el )?(clinica|hospital|cboc|oficina|regional|va|v a|propiedad|base|comisariato|px)( (del|de la|de) va)?( \w+){0,4} (o (esta|es) (prohibido|ilegal|permitido)|es legal|esta permitido|esta prohibido|o (la|lo) dejo|o (hay|tengo|tiene|tienen) (que|q) (dejarla|dejarlo|dejarlas|dejarlos|guardarla|guardarlo)( en (el|la|mi) (carro|troca|camioneta|casa|guantera|cajuela))?|si (tengo|traigo|cargo|saque) (el |mi |un )?(permiso|licencia|permit|concealed|ccw|chl)( (de|del|para) (portar|cargar|armas))?( (de|en|del estado de) \w+)?( (nomas|nada mas|solo) (pa|para) no (meterme|tener|buscarme) (en )?(pedos|problemas|broncas|lios))?)$/;
/** Neither the wrong nor a threat stays once the VA's places are taken out (a review: "that office is gonna pay"). */
const onlyThePlace = (plain: string, rules: readonly Rule[]) => {
  const rest = signalsOf(plain.replace(VA_PLACE, " ").replace(/ +/g, " ").trim(), rules);
  return !rest.has("grievance") && !rest.has("harm");
};
/** A wrong the rules read that was only the VA's place asked about (the vehicle question). */
const wrongOnlyThePlace = (plain: string, signals: Set<Signal>, rules: readonly Rule[]) =>
  signals.has("grievance") && onlyThePlace(plain, rules);
const asksFirearmRules = (
  message: string,
  plain: string,
  signals: Set<Signal>,
  opinion: SecondOpinionModel,
  rules: readonly Rule[],
  rangeDay = rangeDayAsked(message, plain),
  carried = CARRY_ASKED.test(plain) && onlyThePlace(plain, rules),
) =>
  (message.includes("?") || ASKED.test(plain) || ASKED_MORE.test(plain)) &&
  !MORE_THAN_ASKED.test(plain) &&
  !MORE_THAN_ASKED_R52.test(plain) &&
  !MORE_THAN_ASKED_R112.test(plain) &&
  !MORE_THAN_ASKED_R113.test(plain) &&
  ((FIREARM_LEFT_IN_A_VEHICLE.test(plain) &&
    FIREARM.test(plain) &&
    AT_THE_VA.test(plain) &&
    (message.includes("?") || ASKED.test(plain)) &&
    !FIREARM_RULES_NOT.some(
      (kind) => signals.has(kind) && !(kind === "grievance" && wrongOnlyThePlace(plain, signals, rules)),
    )) ||
    ((FIREARM_RIGHTS.test(plain) || rangeDay || carried) &&
      !(rangeDay ? NOT_ONLY_A_DAY.test(plain) : notOnlyRules(plain)) &&
      FIREARM_OR_AMMO.test(plain) &&
      [...signals].every(
        (kind) =>
          FIREARM_RIGHTS_ONLY.includes(kind) ||
          (rangeDay && (kind === "time" || kind === "soon")) ||
          (carried && (kind === "harm" || kind === "grievance")),
      ) &&
      (!opinion.threat || riskProbability(opinionFeatures(message), opinion.threat) < FIREARM_RIGHTS_THREAT_BELOW) &&
      !FIREARM_RULES_NOT.some((kind) => signals.has(kind) && !(carried && kind === "grievance")))) &&
  riskProbability(opinionFeatures(message), opinion) < FIREARM_QUESTION_BELOW;

/** `text`: what the second opinion reads (the message, or its idioms read as plain words). */
type Reading = Screening & { signals: Set<Signal>; text?: string };

/**
 * Round 20: a year long ago does not frame a death still ahead ("my son came home from afghanistan
 * in 2012 and he's gonna kill himself before the sun comes up", "me voy a dar un balazo como mi
 * compa en el 2011", "voy a terminar lo que empecé en 2019": detroit-en and yakima-es, once measured).
 * Round 53: nor one the writer says is his turn now ("mi primo se mató el año pasado y ahora voy yo",
 * "ya me toca a mí"), unless the turn is for paperwork ("ya me toca a mí pedir la pensión").
 */
const STILL_AHEAD = new RegExp(
  "(^| )(gonna|going to|fixing to|fixin to|about to|wants to|want to|wanna|plans to|planning to|plan to|ready to|will|ll|ill|" +
    "voy a|va a|vas a|vamos a|van a|quiero|quiere|pienso|piensa)" +
    " (kill (myself|himself|herself|themselves|me)|end (it|it all|my life|his life|her life|things|everything)|" +
    "off (myself|himself|herself)|(hurt|shoot|hang|cut) (myself|himself|herself)|die|do it again|try again(?! (with|for|on|to|at|later|next))|" +
    "join (him|her|them|my \\w+)|go be with (him|her|them)|be with (him|her|them)|" +
    "be (next|the next one|the (second|third|fourth|fifth|sixth|\\d+(st|nd|rd|th)))|" +
    "matar(me|se)|dar(me|se)? un (tiro|balazo|plomazo)|colgar(me|se)|ahorcar(me|se)|quitar(me|se) la vida|morir(me|se)?|" +
    "suicidar(me|se)|terminar lo que|acabar con (todo|mi vida|su vida)|hacerlo otra vez|volver a intentar(lo)?|(aventar|tirar)(me|se)?( del| de la| al| a la| por)?|" +
    "ir(me)? con (el|ella|ellos)|ser el (siguiente|proximo)|pegar(me|se)? un (tiro|balazo|plomazo)|colgar|ahorcar|matar|cortar(me|se)?( las venas)?|desaparecer)( |$)|(^| )(pienso en|pensando en|ganas de|no quiero|ya no quiero) (matarme|suicidarme|quitarme la vida|morir(me)?|la muerte|vivir|seguir|existir)( |$)|(^| )(im|i am|i m|ill be|i will be|i think im) (next|the next one)( |$)|(^| )((ahora|ya|luego|ahorita|orita) (voy|sigo) yo|(ahora|ya|ahorita|orita) me toca( a mi)?(?!( a mi)? (ir|pedir|hacer|llenar|firmar|solicitar|la|el|los|las)( |$))|el (siguiente|que sigue|proximo) soy yo)( |$)",
);

/**
 * Round 27 (maine-en, read after its first round): English with the g dropped ("if somethin
 * happened to me", "goin back in", "wont be needin anything", "im usin it") is read with it, so the
 * rules written for "something", "going", "needing" and "using" read it too.
 */
const DROPPED_G =
  /(^| )(some|no|any|every)thin(?= |$)|(^| )(go|com|us|gett|do|say|think|try|leav|need|liv|dy|hav|mak|tak|talk|feel|work|runn|drink|laugh|process|hunt|carry|yell|be|harass|wait|sitt|plann|head|shoot|kill|end|hang|jump|driv|walk|pack|clean|look|hop|wish|miss|los|sleep|eat|cry|hurt|fight|stay|check|giv|sell|writ|hold|load)in(?= |$)/g;
const withTheG = (plain: string) =>
  plain.replace(DROPPED_G, (word: string, a?: string, thing?: string, b?: string, stem?: string) =>
    thing !== undefined ? `${a}${thing}thing` : `${b}${stem}ing`,
  );

/**
 * Round 36 (honolulu-en, read after round 42 was measured): Hawaiian Pidgin and the English that
 * drops "is" and "to" ("i going down to da va office and somebody going get hurt", "going to the
 * clinic and shoot da place up", "he gonna kill me") are also read with them, so the rules written
 * for "the", "somebody is going to get hurt" and "hes gonna" read them too. A second reading, the
 * higher tier kept (`byRules`): written out, "he going kill me" reads as the idiom "hes going to
 * kill me" and would lose what the words as written get (a second read found it).
 */
const PIDGIN: Record<string, string> = {
  da: "the",
  dat: "that",
  dis: "this",
  wit: "with",
  dem: "them",
  dey: "they",
  // Round 51: Gullah Geechee ("askin fuh myself", "thursday de day", "i aint gwine be there").
  de: "the",
  fuh: "for",
  gwine: "going to",
  // Round 84 (round 93's hilo-en): Hawaii Pidgin ("I going run him ova", "fo one wife", "aftah sunday",
  // "my bruddah", "no mo reason").
  ova: "over",
  fo: "for",
  aftah: "after",
  bruddah: "brother",
  mo: "more",
  hea: "here",
  nex: "next",
};
const WITH_IS: Record<string, string> = {
  i: "im",
  he: "hes",
  she: "shes",
  they: "theyre",
  we: "we are",
  you: "youre",
  somebody: "somebody is",
  someone: "someone is",
  everybody: "everybody is",
  everyone: "everyone is",
};
// Only before the words of a threat or an ending: "dey going pay me back pay", "he going get his va
// loan", "i going shoot da rep my paperwork" stay as written (two second reads).
const RISK_VERB =
  "(kill|shoot|stab|chop|run (him|her|them|\\w+) over|hurt(?! (my|his|her|your|their|our|me) (back|knee|knees|shoulder|neck|leg|legs|arm|arms|hip|ankle|wrist|foot|feet|hand|hands|head|eye|eyes|ears?|hearing|feelings|chances|case|claim|rating|credit)( |$))|die|end|jump|hang|do it|be here|be around|off|get (hurt|shot|killed|stabbed))";
const DROPPED_IS = new RegExp(
  `(^| )(i|he|she|they|we|you|somebody|someone|everybody|everyone) (?=(going|gonna|finna) ${RISK_VERB}( |$))`,
  "g",
);
const PIDGIN_NOT =
  /(^| )(i|he|she|they|we|you) (?:no|not) (?:going|gonna|goin)(?: to)? (?=(be|go|make|see|need|wake|last|stay)( |$))/g;
/** Hawaii Pidgin's "no stay here" for "won't be here" ("I no stay hea by monday"). */
const PIDGIN_NOT_HERE = /(^| )(i|he|she|they|we|you) no stay (?=(here|around)( |$))/g;
/** Hawaii Pidgin's "do um" (do it) after "going", not before a claim or a form ("i going do um tomorrow, file da claim"). */
const DO_UM =
  /(^| )(going|gonna|goin|go|ready to|want to|wanna|if i|when i) (do|end) um(?!( \w+){0,3} (claim|appeal|form|forms|paperwork|intent|file|filing|application|taxes|homework|dishes|laundry)( |$))(?= |$)/g;
/**
 * Hawaii Pidgin's "stay" for "is" before where one is now ("he stay at da end of da pier", "I stay
 * holding da pills"); not where one lives ("i stay by da bridge in hilo, need help wit housing").
 */
const PIDGIN_STAY =
  /(^| )(i|he|she|they|we|you) stay (?=(parked|sitting|standing|holding|holdin|up on|on top|(at|on|by) (the|da) (end|edge|top|rail|railing|ledge))( |$))/g;
const DROPPED_TO = new RegExp(`(^| )going (?=${RISK_VERB}( |$))`, "g");
/**
 * Round 37 (round 43's asl-en, read after its first round): English shaped by ASL puts "me" where
 * "i" stands ("me kill self", "if me die who get back pay", "me fix that mistake this week", "me
 * not here long"), read in the same second reading. Not "me" after a word that takes it ("help me
 * find", "let me die", "tell me", "for me").
 */
const SIGNED_ME = new RegExp(
  "(?<!(?:^| )(?:let|lets|help|helps|make|made|tell|told|ask|asked|want|wants|wanted|need|needs|get|got|have|had|saw|see|watch|watched|hear|heard|for|to|with|call|called|give|gave|send|sent|show|showed|pay|paid|leave|left|from|at|by|about|on|of|like|than|teach|taught|take|took|bring|brought|keep|kept|find|found|excuse|forgive|believe|trust|join) )(^| )me (?=(?:die|kill|end|fix|jump|hang|shoot|bring|teach|plan|decide|decided|ready|not (?:be )?(?:here|around)|join)(?: |$))",
  "g",
);
/**
 * Round 62 (round 71's flatbush-en): Jamaican, Trinidadian and Guyanese patois, read in where two or
 * more of its words stand ("mi a go drive off di pier", "mi cyaan bear dis nuh more. mi deh pon di
 * roof now", "mi have mi knife. tonight him dead"): "mi" before a verb is "I", before a noun "my".
 */
const PATOIS: Record<string, string> = {
  cyaan: "cant",
  cyah: "cant",
  nuh: "no",
  pon: "on",
  fi: "to",
  di: "the",
  seh: "say",
  yuh: "you",
  wah: "what",
  weh: "where",
  mek: "make",
  bwoy: "boy",
  wid: "with",
  inna: "in the",
  tek: "take",
  neva: "never",
  affi: "have to",
  haffi: "have to",
  tings: "things",
  nah: "not",
  likkle: "little",
  pickney: "kids",
  meh: "my",
};
const PATOIS_WORD = new RegExp(`(^| )(${Object.keys(PATOIS).join("|")})(?= |$)`, "g");
const PATOIS_I =
  /(^| )mi (?=(have|know|want|wan|waan|need|get|got|can|cant|cyaan|dont|nuh|nah|just|did|neva|affi|haffi|tired|soon|write|leave|buy|tell|feel|done|go|see|seh|love|fi|ready|take|tek|mean|swear|gone|sorry)( |$))/g;
/** What else shows patois (the code review): "mi a go", "mi deh", "mi" before a verb, "dem", "unu", "waan". */
const PATOIS_TRIGGER =
  /(^| )((mi|me) (a go|ago|deh)|mi a|mi (have|know|want|wan|waan|need|get|got|cant|cyaan|dont|nuh|nah|just|did|neva|affi|haffi|tired|soon|write|leave|buy|tell|feel|done|go|see|seh|love|fi|ready|take|tek|mean|swear|gone|sorry)|dem|dat|dis|deh|unu|bredda|gwine|waan|ago|miself|madda)(?= |$)/g;
const patois = (read: string) =>
  (read.match(PATOIS_WORD) ?? []).length + (read.match(PATOIS_TRIGGER) ?? []).length < 2
    ? read
    : read
        .replace(/(^| )(miself|misself|meself)(?= |$)/g, "$1myself")
        .replace(/(^| )(madda|mada|mumma)(?= |$)/g, "$1mother")
        // "di heat a kill she" is the heat that is killing her, not a threat.
        .replace(
          /(^| )(heat|pain|sun|cold|work|job|bill|bills|price|prices|pressure|back|foot|knee|heart|traffic|boss|claim|paperwork|wait) a (kill|killing)(?= |$)/g,
          "$1$2 is killing",
        )
        .replace(/(^| )(waan|wan|want|ready|tired|feel) (fi |to )?dead(?= |$)/g, "$1$2 to die")
        .replace(/(^| )(waan|wan)(?= |$)/g, "$1want")
        .replace(/(^| )(nuh|nah) (?=(want|care|feel|like|have|know|live|see|wake)( |$))/g, "$1dont ")
        .replace(/(^| )(mi|me|ah|uh) (ago|a go|a guh|ah go|ah guh|a gwine|gwine)(?= )/g, "$1im going to")
        .replace(/(^| )a go (?=\w)/g, "$1going to ")
        .replace(/(^| )(mi (deh|a)|me deh)(?= )/g, "$1im")
        .replace(/(^| )ah (?=(going|gonna|go|goin|mean|will|swear|done|tired|cant|cyaan|have|know)( |$))/g, "$1i ")
        .replace(/(^| )(kill|hurt|shoot|stab|chop|cut|beat|lick|murder) she(?= |$)/g, "$1$2 her")
        .replace(/(^| )mi sorry(?= |$)/g, "$1im sorry")
        .replace(PATOIS_I, "$1i ")
        .replace(/(^| )(nah|nuh|neva) go (?=\w)/g, "$1not gonna ")
        .replace(/(^| )deh (yah|ya|here)(?= |$)/g, "$1be here")
        .replace(/(^| )(him|he) (dead|a dead man|done)(?= |$)/g, "$1hes $3")
        .replace(/(^| )fi (?=(mi|my|di|the|a|yuh|your|him|her|dem|me)( |$))/g, "$1for ")
        .replace(/(^| )(track|pill|bullet|gun|knife|tablet) dem(?= |$)/g, "$1$2s")
        .replace(/(^| )mi(?= |$)/g, "$1my")
        .replace(PATOIS_WORD, (_word, before: string, word: string) => before + PATOIS[word]);
/** A reading as spoken, of a text `patois` has already read (the caller keeps both). */
const spoken = (read: string) =>
  read
    .replace(SIGNED_ME, "$1i ")
    .replace(
      /(^| )(da|dat|dis|wit|dem|dey|de|fuh|gwine|ova|fo|aftah|bruddah|mo|hea|nex)(?= |$)/g,
      (_word, before: string, pidgin: string) => before + PIDGIN[pidgin],
    )
    // Round 84 (round 93's hilo-en and the round's second read): Hawaii Pidgin's "no" before "going"
    // ("I no going be around", "I no stay hea by monday"), "do um" (do it), "pau wit" (done with).
    .replace(PIDGIN_NOT, (_word, before: string, who: string) => `${before}${WITH_IS[who]} not going to `)
    .replace(PIDGIN_STAY, (_word, before: string, who: string) => `${before}${WITH_IS[who]} `)
    .replace(PIDGIN_NOT_HERE, (_word, before: string, who: string) => `${before}${WITH_IS[who]} not going to be `)
    .replace(DO_UM, "$1$2 $3 it")
    .replace(/(^| )pau (?=(wit|with) )/g, "$1done ")
    .replace(DROPPED_IS, (_word, before: string, who: string) => `${before}${WITH_IS[who]} `)
    .replace(DROPPED_TO, "$1going to ");

/** Words of Gullah or Pidgin that Spanish never writes. */
const CREOLE = /(^| )(fuh|gwine|dey|dem|dat|dis|cayn|aint|gon|wit|cyaan|nuh|inna|bredda)( |$)/;

/** One message alone, by the rules, as written and, in English, with Pidgin and dropped words read in. */
function byRules(message: string, ruleSet: readonly Rule[], opinion: SecondOpinionModel): Reading {
  const language = identifyLanguage(message);
  if (language === "es") {
    const asSpanish = byRulesReading(message, language, spanishShorthand(plainText(message)), ruleSet, opinion);
    // Round 51: Gullah or Pidgin with several "de" reads as Spanish ("parked on de talmadge... gon
    // climb de rail"); read it as spoken English too, and keep the higher.
    if (!CREOLE.test(plainText(message))) return asSpanish;
    const englishRead = withTheG(plainText(message));
    const patoisRead = patois(englishRead);
    const spokenEnglish = spoken(patoisRead);
    // The code review: round 2 and the second opinion read patois written out too.
    const asEnglish = byRulesReading(
      patoisRead !== englishRead ? spokenEnglish : message,
      "en",
      spokenEnglish,
      ruleSet,
      opinion,
    );
    return RANK[asEnglish.tier] > RANK[asSpanish.tier] ? asEnglish : asSpanish;
  }
  const read = withTheG(plainText(message));
  const asWritten = byRulesReading(message, language, read, ruleSet, opinion);
  const patoisRead = language === "en" ? patois(read) : read;
  const spokenRead = language === "en" ? spoken(patoisRead) : read;
  if (spokenRead === read) return asWritten;
  const asSpoken = byRulesReading(patoisRead !== read ? spokenRead : message, language, spokenRead, ruleSet, opinion);
  return RANK[asSpoken.tier] > RANK[asWritten.tier] ? asSpoken : asWritten;
}

/** The rules of other languages in a rule set, filtered once per set. */
const MULTI = new WeakMap<readonly Rule[], readonly Rule[]>();
function multiOf(ruleSet: readonly Rule[]): readonly Rule[] {
  let multi = MULTI.get(ruleSet);
  if (!multi) MULTI.set(ruleSet, (multi = ruleSet.filter((rule) => rule.from === "multi")));
  return multi;
}

/**
 * One message alone, read as `read` (its plain text, as `byRules` prepared it), by the rules: the
 * tier and the signals they found.
 */
function byRulesReading(
  message: string,
  language: Language,
  read: string,
  ruleSet: readonly Rule[],
  opinion: SecondOpinionModel,
): Reading {
  const plain = asSubject(read);
  // An idiom or a recovery read as plain words (KILLING_IDIOMS, FINE_NOW) is read so by round 2 and
  // the second opinion as well (the text they get is the rules' own, subjects included).
  const idiomRead = asIdiom(read) !== read;
  const englishOnly = language === "en" && !/[ñ¿¡]/.test(message) && !SPANISH_HINT.test(plain);
  const rulesRead = !englishOnly
    ? ruleSet
    : ruleSet === SCREEN_RULES
      ? WITHOUT_SPANISH
      : ruleSet.filter((rule) => !SPANISH_RULES.has(rule));
  const signals = asOwnership(signalsOf(plain, rulesRead));
  if (signals.has("past") && STILL_AHEAD.test(plain)) signals.delete("past");
  if (asksFirearmRules(message, plain, signals, opinion, rulesRead)) {
    for (const kind of FIREARM_RULE_KINDS) signals.delete(kind);
    signals.add("benign");
  }
  if (language === "other") return { tier: decide(signals), language, signals };
  // A crisis phrase of another language inside a message read as English or Spanish.
  const foreign = signalsOf(plain, multiOf(ruleSet)).has("suicide");
  if (foreign) return { tier: "clear", language: "other", signals };
  // Round 47: a bare thanks is heard as the rules read it; round 2's model read "thank you so much"
  // as a goodbye.
  const tier = onlyThanks(message, signals)
    ? decide(signals)
    : withRoundTwo(decide(signals), signals, idiomRead ? plain : message, language, opinion);
  // Spanish low mood with nothing benign or long ago around it: between "possible" and "none",
  // the one line is the safer side (a miss costs a life, a false alarm one line).
  const framed = signals.has("benign") || signals.has("past");
  if (language === "es" && tier === "none" && signals.has("mood") && !framed) {
    return { tier: "possible", language, signals };
  }
  return { tier, language, signals, text: idiomRead ? plain : message };
}

/**
 * Round 10 (decision 941): the trained second opinion, applied last, to the rules' verdict on the
 * message or the whole turn. It only adds: what the rules let pass and it reads as risk gets the
 * one line above a normal answer, and since round 16 what it is very sure of (CLEAR_ABOVE) the
 * crisis reply. It never takes a tier away here, and the rules' reading of a conversation never
 * sees it, so the rules stay the floor.
 */
function withSecondOpinion(
  reading: Reading,
  original: string,
  opinion: SecondOpinionModel,
  ruleSet: readonly Rule[],
  alone = true,
): Screening {
  const { tier, language, signals } = alone ? withoutLaughterFrame(reading, original, ruleSet, opinion) : reading;
  const message = reading.text ?? original;
  if (
    tier === "clear" &&
    alone &&
    language !== "other" &&
    !planInABenefitQuestion(signals) &&
    !anotherInDanger(signals)
  ) {
    const features = opinionFeatures(message);
    if (features.length > 0 && riskProbability(features, opinion) < FULL_BELOW) return { tier: "possible", language };
  }
  if ((tier !== "none" && tier !== "possible") || language === "other") return { tier, language };
  // A frame the rules found (a benefit question about a death long ago, a gun owned or hunted
  // with, a Spanish idiom of dying) is their decision to leave the message alone: the model does
  // not undo it.
  const framed = signals.has("benign") || signals.has("past") || SPANISH_DEATH_IDIOM.test(plainText(message));
  const features = opinionFeatures(message);
  const probability = riskProbability(features, opinion);
  if (
    tier === "possible" &&
    alone &&
    onlyFigurative(signals) &&
    features.length > 0 &&
    probability < LOWER_BELOW &&
    aboutBusiness(message)
  ) {
    return { tier: "none", language };
  }
  if (onlyAboutThisChat(message, signals) || onlyThanks(message, signals) || onlyOpeningHours(original, signals)) {
    return { tier, language };
  }
  if (framed) {
    // Round 45: a frame is the rules' guess that nothing is meant; where a kind of risk stands
    // beside it and the second opinion is sure, the one line above the answer.
    const beside = RISK_SIGNALS.some((kind) => signals.has(kind));
    const dated = signals.has("time") || signals.has("soon");
    const frameAlone = dated ? FRAME_ALONE_DATED_LINE_ABOVE : FRAME_ALONE_LINE_ABOVE;
    const sure = beside ? FRAMED_LINE_ABOVE : wordsLanguage(message) === "en" ? frameAlone : 1;
    return { tier: tier === "none" && alone && probability > sure ? "possible" : tier, language };
  }
  // Only over the rules' none: what they called possible risk (burden, "after I'm gone") is the
  // issue's own possible risk, and keeps the line above an answer.
  // Not where a time is all the rules found ("I'll tell my wife tonight", "voy a ir con todos mis
  // papeles mañana": plans, a second read found), unless a kind of risk stands beside it.
  // The kinds of risk are those that keep an earlier turn from being explained away (RISK_SIGNALS).
  const risky =
    RISK_SIGNALS.some((kind) => signals.has(kind)) ||
    signals.has("deathBenefit") ||
    !(signals.has("time") || signals.has("soon"));
  if (tier === "none" && risky && probability > CLEAR_ABOVE) return { tier: "clear", language };
  // Round 37: over the rules' possible too, where a means or weapon stands beside a plan (an
  // intent, a place, a goodbye, "after me": "making peace with god tonight. gave away my bible and
  // my kabar. the pills are ready"): the rules' line was the floor, not their judgement that the
  // risk is only possible. Not a means with a time alone (a third read: "me go bridge club
  // tonight", "me take pills tonight before appointment?"), nor despair beside guns owned ("a lot
  // of guns and a lot of bad nights lately"), the issue's possible risk.
  const beside = PLAN_KINDS.some((kind) => signals.has(kind));
  if (tier === "possible" && (signals.has("means") || signals.has("weapon")) && beside && probability > CLEAR_ABOVE) {
    return { tier: "clear", language };
  }
  return { tier: tier === "none" && probability > RAISE_ABOVE ? "possible" : tier, language };
}

/**
 * Round 45 (decision 941): where the second opinion reads risk in a message the rules framed as
 * harmless (a benefit question about a death, a gun hunted with, a laugh), the frame is not enough
 * to leave it with nothing. On rounds 40 to 54, which the model never learned from, 11 messages of
 * clear risk ("dad asked me what dose of moms hospice morphine would "be enough". he wasnt joking
 * and the bottle is full") and 4 of possible risk got the line where they got nothing, and no
 * ordinary message did; over every set and probe in the repo, 4 of the older writers' ordinary
 * messages and 17 of 2,507 look-alikes did. Only beside a kind of risk the rules
 * read: the frame alone ("mi jeva me va a matar si no llego") is left as it is. Round 83: 0.805 (0.8
 * before): the second opinion retrained with round 91 reads two look-alikes pinned at none 0.8012 and
 * 0.8004 ("puedo tomar las pastillas para dormir con una cerveza o mejor no?", a buddy's funeral
 * "planned" to drive his truck home); over every set and probe nothing else moves. Round 87: 0.81:
 * the second opinion retrained with round 95 reads a second read's look-alike pinned at none 0.807
 * ("that bottle of crown royal, tonight i finish it lol").
 */
const FRAMED_LINE_ABOVE = 0.81;
/**
 * Round 49 (round 58's clarksville-en: "wrote my own eulogy lol. its short. tomorrow morning out at
 * the range, nobody will think twice"): in English, where the second opinion is surer than this, the
 * frame alone does not leave the message with nothing either: the one line above the answer. Only
 * where the words are English (not merely not Spanish): the Spanish idioms of dying it reads as risk
 * ("este calor me va a matar") are the frame.
 */
const FRAME_ALONE_LINE_ABOVE = 0.95;
/**
 * The same beside a day or a time, which no frame explains (the rules' own frames give way to it):
 * 0.9. Over every set and probe, the ordinary messages the second opinion reads between 0.9 and 0.95
 * in a frame alone ("90 days clean today, just wanted somebody to know", "Can I carry my pistol in
 * the VA parking lot?") name no day.
 */
const FRAME_ALONE_DATED_LINE_ABOVE = 0.9;

/**
 * Round 45 (decision 941): "lol", "lmao", "jaja" frame a message as a joke, and the rules then
 * leave it alone. Gallows humour is how many young veterans say the worst ("not gonna make it to
 * my c&p next tuesday bc i wont be alive, pls cancel it lol", "been giving my stuff away lately.
 * dont really need much. anyone want a ps5 lol"). Where the laugh is the only frame, a kind of risk
 * that is not a figure of speech stands beside it (a plan, a goodbye, "after me", a place, a dose:
 * never suicide named, despair, a weapon or a means alone, which idioms carry: "ill just hang myself
 * with all this red tape jk", "i need to go to sleep and not wake up for like 12 hours lol", "a
 * suicide mission lol"), and the second opinion reads risk, the message is read as if the laugh
 * were not there. Only for a message read alone, never for a turn that explains an earlier one
 * ("gonna shoot myself // LOL no sorry, an email"). On rounds 40 to 54, 8 messages with risk moved
 * up (6 from nothing to the crisis reply) and no ordinary one; over everything in the repo, 2 older
 * writers' ordinary messages got the line by it, and no message or look-alike the crisis reply.
 */
const LAUGH_UNFRAMED_ABOVE = 0.45;
const LAUGHTER = /(?<=^| )(lol|lmao|lmfao|rofl|haha\w*|jaja\w*|jeje\w*|jiji\w*|ja ja|jk|xd)(?= |$)/g;
function withoutLaughterFrame(
  reading: Reading,
  original: string,
  ruleSet: readonly Rule[],
  opinion: SecondOpinionModel,
): Reading {
  const { signals, language } = reading;
  if (!signals.has("benign") || signals.has("past") || language === "other") return reading;
  if (!NO_JOKE_BESIDE.some((kind) => signals.has(kind))) return reading;
  const plain = language === "es" ? spanishShorthand(plainText(original)) : plainText(original);
  const unlaughed = plain.replace(LAUGHTER, " ").replace(/ +/g, " ").trim();
  if (unlaughed === plain || signalsOf(unlaughed, ruleSet).has("benign")) return reading;
  const message = reading.text ?? original;
  if (riskProbability(opinionFeatures(message), opinion) <= LAUGH_UNFRAMED_ABOVE) return reading;
  const unframed = new Set([...signals].filter((kind) => kind !== "benign"));
  const tier = withRoundTwo(decide(unframed), unframed, message, language, opinion);
  return { ...reading, signals: unframed, tier: higher(reading.tier, tier) };
}

/**
 * Round 16: where the second opinion is this sure of what the rules let pass, the crisis reply
 * ("THAT'S IT. IM GOING TO DO MYSELF IN", "me voy a cortar las venas hoy, ya no siento nada": words
 * no rule had). On round 16's fresh sets, which the model never learned from, the full reply for
 * clear risk rose from 93.8 to 95.1% (English) and 89.6 to 92.6% (Spanish), and no ordinary message
 * got it. 0.87 leaves alone every idiom the unit tests hold; 0.8 did not. Round 34: the same for
 * the retrained model (0.9 took the crisis reply from "sorry for the trouble. you wont hear from me
 * again. taking the pills now", which it reads at 0.87 to 0.9 like many a clear message).
 */
const CLEAR_ABOVE = 0.87;

/**
 * Round 43 (decision 941): the one line the rules gave only for a figure of speech they already
 * read as one (a threat laughed at or said of the VA's hold music, "me va a matar", "me quiere
 * matar") is taken away where the second opinion reads the message as plainly ordinary. The rules
 * keep the line as a hedge there; on words they never saw, that hedge was most of the false alarms.
 * Never after an earlier turn screened as anything but none, never where the rules found any kind
 * of risk the issue names, low mood in Spanish included, and never beside a date (a read of the
 * change: "la lapida del VA se puede pedir antes de morir? la quiero lista pal viernes"). FIGURATIVE
 * holds every kind it may hold.
 */
export const LOWER_BELOW = 0.2;
const FIGURATIVE: ReadonlySet<Signal> = new Set([
  "harm",
  "laugh",
  "benign",
  "grievance",
  "past",
  "owning",
  "wrongToKin",
]);
// At least one kind: with none at all, the line came from round 2's phrases ("me quiero mori"), not
// from a figure of speech (a second read).
const onlyFigurative = (signals: Set<Signal>) => signals.size > 0 && [...signals].every((kind) => FIGURATIVE.has(kind));
/**
 * The figure sits beside the writer's business: a question mark, or the VA and its paperwork ("the
 * va", "la va", never the Spanish verb: "me la va a pagar"). A threat that is all the message says ("i will kill them all lol", "lol my husband says hes gonna kill me if
 * i file for divorce") keeps its line, whatever the second opinion reads.
 */
const BUSINESS = new RegExp(
  "(^| )((the|del|al|de la|a la|my|your) va|(el|la|mi|tu|su) va(?! a( |$))|va gov|v a|claims?|forms?|formularios?|" +
    "papers|paperwork|papeles|papeleo|appeals?|apelacion|rating|c p|dd ?214|gi bill|home loan|loan|pension|champva|" +
    "tricare|login|log in|website|pagina|app|hold|status|citas?|appointments?|appt|decision|carta|letter|copago|" +
    "copay|deadline|itf|records?|examen|exam|dic|vso|benefits?|beneficios?|becas?|program|programa|telehealth|" +
    "dependientes|dependents|compensation|compensacion|backpay|back pay|crisis line)( |$)",
);
const aboutBusiness = (message: string) => message.includes("?") || BUSINESS.test(plainText(message));

/**
 * Round 43 (decision 941): where the rules gave the crisis reply and the second opinion reads the
 * message as plainly ordinary, the one line above a normal answer instead: the line is never taken
 * away, and the veteran who asked about a headstone, a rent notice or a stressor statement gets the
 * answer too. Never after an earlier turn screened as anything but none, nor for a plan told inside
 * a benefit question (a decision beside what survivors get or a date, the issue's own
 * clear risk: "el VA cubre la cremacion? ... es pa mi, pronto", a read of the change), nor for a
 * threat (911 first stays). Over every set, read and probe in the repo but round 52, 93 ordinary
 * messages get their answer under the line and no message with risk moves (without that exception,
 * one risk probe, a date beside a burial question, lost the crisis reply; at 0.1, 17 did).
 */
export const FULL_BELOW = 0.05;
const planInABenefitQuestion = (signals: Set<Signal>) =>
  signals.has("intent") && (["deathBenefit", "afterMe", "time", "soon"] as const).some((kind) => signals.has(kind));
/**
 * Round 86 (round 95's tuscaloosa-en): nor for another person's suicide said with danger now ("he
 * intends to take his own life before his disability hearing. He has firearms in the home"), written
 * in a pastor's formal words the second opinion reads as an ordinary letter.
 */
const anotherInDanger = (signals: Set<Signal>) => signals.has("thirdPartyDanger") && signals.has("suicide");

/** Round 37: what makes a means more than owned: a place, a goodbye, a plan (not a time alone). */
const PLAN_KINDS: readonly Signal[] = [
  "intent",
  "place",
  "lethality",
  "farewell",
  "afterMe",
  "meansReady",
  "atHand",
  "suicide",
  "grievance",
];

/**
 * Spanish idioms of dying that round 2's phrases read as risk: "me voy a morir de la risa", "de
 * viejo", "de la pena", "ya me morí" (good news), "de algo hay que morirse". Only the Spanish floor
 * below gives way to them; every signal of the screen still reads the message.
 */
const SPANISH_DEATH_IDIOM =
  /mori(r|rme|rse|ria|a)? de (la |el |puro |pura )?(risa|viej[oa]|pena|verguenza|hambre|aburrimiento|sed|frio|calor|sueno|cansancio|ganas|gusto|susto|nervios|amor|envidia|felicidad|alegria|emocion)|ya me mori\b|de algo hay que morir|(estuvo|esta|fue|es|estaba|quedo|quedaron|estuvieron) de muerte\b/;

/**
 * Round 31: a message that is nothing but a question about this chat itself: whether it is saved,
 * who reads it, whether it can be deleted ("do you save what I type in here", "can I delete what I
 * wrote on here"). Writers who are about to confide ask it first, so both models read it as risk:
 * "do you save what I type in here" got the line in seven question rounds. Such a message is left
 * to the rules and to round 2's phrases; anything else in it (a second sentence, "I don't want my
 * family to know") and the models read the message as before, so a crisis said after the question
 * is read in full (a second read put one before each crisis message of rounds 2 to 36).
 */
const ABOUT_THIS_CHAT = new RegExp(
  `(^| )(${[
    "(do|does|will|can) (you|yall|y all|u|the va|va|they|anyone|anybody|someone|somebody)( \\w+){0,2} (save|saves|keep|keeps|store|stores|read|reads|see|sees|share|shares|record|records|log|logs)( \\w+){0,3} (what (i|we)|my (chat|messages|questions)|the chat|this chat)",
    "is (this chat|this conversation|what i (type|write|say|said|put))( \\w+){0,3} (private|confidential|anonymous|saved|recorded|shared|secure)",
    "who (can |gets to |will )?(read|reads|see|sees)( \\w+){0,2} (this chat|what i|these messages|my chat|the chat|my messages)",
    "(can|could) (i|you|yall|y all|u) (delete|erase|clear|remove)( \\w+){0,2} (what i|this chat|my chat|the chat|my messages|the conversation|this conversation)",
    "(do|does) (this|the) chat (get )?(shared|saved|recorded|kept)",
    "(quien|quienes|la va)( \\w+){0,2} (ve|ven|lee|leen|guarda|guardan)( \\w+){0,2} (este chat|el chat|lo que (escribo|platico|pongo|digo|escribi|puse)|estas? conversacion\\w*)",
    "(guardan|graban) lo que (escribo|platico|pongo|digo|escribi|puse)",
    "(este chat|el chat|lo que (escribo|pongo|digo|platico))( \\w+){0,2} (es|queda|se queda) (privad[oa]|confidencial|anonim[oa])",
    "(puedo|se puede) (borrar|eliminar)( \\w+){0,2} (lo que (escribi|puse)|el chat|este chat|la conversacion|mis mensajes)",
  ].join("|")})(?= |$)`,
  "g",
);
/** Words that may stand around such a question and say nothing more. */
const ABOUT_THIS_CHAT_FILLER = new Set(
  "here in on there this the a va chat you yall u i type typed write wrote written say said put it after when close closes leave log off out please pls thanks thank ok okay hi hello hey aqui aca en este esto el la lo por favor gracias hola oiga oye".split(
    " ",
  ),
);
/**
 * Whether the message is only a question about this chat (with words like "in here", "please")
 * and the rules found no kind of risk in it.
 */
function onlyAboutThisChat(message: string, signals: Set<Signal>): boolean {
  if (RISK_SIGNALS.some((kind) => signals.has(kind))) return false;
  const plain = plainText(message);
  const rest = plain.replace(ABOUT_THIS_CHAT, " ");
  return rest !== plain && rest.split(" ").every((word) => word === "" || ABOUT_THIS_CHAT_FILLER.has(word));
}

/**
 * Round 57 (round 66's ordinary messages): a short question of when an office opens or closes ("hola a
 * q hora abren mañana", "a q hora abre la oficina de la VA en newark"), with nothing beside it but
 * greetings, days, the VA's places and at most two other words (a city's name), and nothing the rules
 * read but a day or the VA's office, is left to the rules: the second opinion read a bare "mañana" as
 * risk. As a frame of the rules it lowered eleven crisis messages and threats that ask the same ("a
 * que hora cierra la linea? porque despues de eso me disparo"); a code review found a second clause
 * ("when the gun shop opens tomorrow its over") that only the second opinion hears, so anything more
 * keeps its reading.
 */
const OPENING_HOURS =
  /(^| )(a (que|q) hora|what time|when (do|does|will|is|are) (you|the|it|they|y all|yall|va)|what (are the|are your|s the) hours|(que|q) (dias|horario|horas))( \w+){0,5} (abre|abren|cierra|cierran|atiende|atienden|open|opens|close|closes)( |$)/;
/** What may stand beside the question: greetings, days, the VA's places, a city's name (two words at most). */
const OPENING_HOURS_FILLER = new Set(
  "hola hi hey hello buenos buenas dias tardes noches good morning afternoon please porfa por favor thanks gracias la el los las de del en a al the of in on at y and o or is it va v a office oficina oficinas regional clinic clinica clinics cboc vso vet center centro hospital pharmacy farmacia today tomorrow hoy manana monday tuesday wednesday thursday friday saturday sunday lunes martes miercoles jueves viernes sabado domingo this este esta week semana weekend fin semana".split(
    " ",
  ),
);
const OPENING_HOURS_WORDS = 14;
function onlyOpeningHours(message: string, signals: Set<Signal>): boolean {
  if (![...signals].every((kind) => kind === "time" || kind === "soon" || kind === "grievance")) return false;
  const plain = spanishShorthand(plainText(message));
  if (plain.split(" ").length > OPENING_HOURS_WORDS || !OPENING_HOURS.test(plain)) return false;
  const rest = plain
    .replace(OPENING_HOURS, " ")
    .split(" ")
    .filter((word) => word !== "" && !OPENING_HOURS_FILLER.has(word));
  return rest.length <= 2;
}

/** Whether the message says only thanks, with no signal of the rules (round 47: `saysOnlyThanks`). */
function onlyThanks(message: string, signals: Set<Signal>): boolean {
  return signals.size === 0 && saysOnlyThanks(plainText(message));
}

/**
 * Round 17: in English, round 2's model alone, with no signal of the rules beside it, shows the line
 * only where the second opinion reads at least this much risk. It read plain questions as risk ("How
 * much is 70% with a spouse and two kids", "where do I pick up mail if I dont have an address").
 * On rounds 16 and 17, which the second opinion never learned from, English false alarms fell from
 * 30 to 25 of 261 with no crisis message losing the line; pooled over every set, 0.5 took the line
 * from "letting the car drift into oncoming traffic", 0.3 from no crisis message.
 */
const MODEL_ALONE_LINE_ABOVE = 0.3;
/** Round 23: how sure the second opinion must be for round 2's model beside a date alone to be clear risk. */
const DATE_ALONE_CLEAR_ABOVE = 0.7;
/**
 * Round 48: the same for round 2's model beside nothing but a wrong named, or a person or a place of
 * the VA the rules read as one ("my dentist and my eye doctor said they never heard of champva",
 * "i want to terminate the apportionment to my ex", "im fine, doing a will at 44 after the
 * hurricane, lawyer said ask VA"): 15 writers' questions and ordinary messages had the crisis reply
 * and no answer. Only where the second opinion reads little risk: over every set, the messages with
 * risk this would lower read at 0.30 or more (threats with "my 9", "im dead weight"), the ordinary
 * ones mostly under 0.2.
 */
export const GRIEVANCE_ALONE_CLEAR_ABOVE = 0.25;
/** Kinds of signal about now. */
const NOW_KINDS: readonly Signal[] = ["time", "meansReady", "place", "intent", "lethality"];
/** Kinds of signal that say more than a benefit question or a date: what Spanish needs beside round 2. */
const RISK_KINDS: readonly Signal[] = ["means", "hopeless", "farewell", "afterMe", "intent", "suicideMention"];

/**
 * The round-2 screen (crisis.ts), tuned on English text none of the writers saw, as a second
 * opinion (decision 941, round 4). Outside a benign or long-ago frame (one with nothing about now):
 * - English: what it flags is clear risk (on spouse-en it lifts the full reply from 59% to 94%);
 * - Spanish: its model reads most Spanish as risk (a third of ordinary questions), so it counts
 *   only beside a kind of risk the signals found themselves: it makes possible risk or a means
 *   clear, and such a kind alone possible.
 * Inside such a frame, and in other languages, the signals' own tier stands.
 */
/** Thanks, then "we" will do it (the errand just explained). */
const THANKS_THEN_WE_DO_IT =
  /^((ok|okay|alright|got it|sounds good) )?(thanks|thank you|thx|ty)( so much| a lot)?( \w+){0,2} (we|we ll|well|we re|were|we are|me and my \w+|my \w+ and i|my \w+ and me) (gonna|going to|will|ll)? ?(do|file|send|start|get) (it|that|this|them)( |$)/;
/**
 * Someone close "gonna kill me" if an errand is not done: the idiom, with the errand named. Round 101
 * (round 112's weslaco-es: "mi esposa me va a matar si no llego hoy con los papeles del CHAMPVA jaja"):
 * the same idiom said in Spanish.
 */
const KILL_ME_IF_AN_ERRAND =
  /(^| )(?:(is|s|gonna|going to|will|ll)( gonna| going to)? (kill|murder|skin|strangle) me( alive)? if (i |the |my |our |this |that )?(\w+ ){0,4}(paperwork|papers|form|forms|claim|application|packet|letter|payment|bill|taxes|appointment|appt|deadline|isnt in|is not in|(dont|don t|do not|didnt|didn t|forget to) (file|send|submit|get|finish|turn|mail|call|sign|pay))|(me|nos) (va a|van a) matar si no (llego|llegamos|traigo|llevo|entrego|mando|hago|termino|consigo|firmo|pago|presento|lleno|subo)( \w+){0,5} (papeles|papel|formulario|forma|claim|reclamo|solicitud|aplicacion|carta|pago|cita|documentos|champva|dd214|dd 214))( |$)/;
/**
 * Round 77: medicine picked up at the pharmacy, with a day ("tengo que recoger mis pastillas hoy en la
 * farmacia del va"): the errand, not a means and a date. The second opinion retrained with round 85 read
 * it just above the mark where round 2's model is heard in Spanish.
 */
const PHARMACY_ERRAND =
  /(^| )(recoger|buscar|pasar por|ir por|ir a buscar|pick up|picking up|pick|get|refill|refilling) (mis|las|unas|sus|my|the|his|her) (pastillas|medicinas|medicamentos|meds|recetas|pildoras|pills|medications|medicine|prescriptions?)( \w+){0,4} (farmacia|pharmacy)( |$)|(^| )(farmacia|pharmacy)( \w+){0,4} (a |pa |para |to )?(recoger|buscar|por|pick up|get|refill) (mis|las|unas|sus|my|the|his|her) (pastillas|medicinas|medicamentos|meds|recetas|pildoras|pills|medications|medicine|prescriptions?)( |$)/;
const TRIED_TO_KILL_ME_TODAY = new RegExp(`(^| )${TRIED_TO_KILL_ME}( |$)`);
const TRIED_TO_KILL_ME_MEANT_BESIDE = new RegExp(`(^| )(${TRIED_TO_KILL_ME_MEANT})( |$)`);
function withRoundTwo(
  tier: Tier,
  signals: Set<Signal>,
  message: string,
  language: Language,
  opinion: SecondOpinionModel,
): Tier {
  if (tier === "clear" || tier === "harm" || language === "other") return tier;
  const finding = spanishModelHeard(roundTwoFinding(message), message, language, opinion);
  if (finding === null || (finding === "model" && onlyAboutThisChat(message, signals))) return tier;
  // A round-2 phrase or cue in Spanish with no kind of risk the signals found ("pienso en matrme",
  // "me quiero morr": misspelled past the Spanish signals) still shows at least the line.
  const floor = finding === "phrase" ? higher(tier, "possible") : tier;
  // As in `decide`, a frame holds only when nothing in the message is about now.
  const now = NOW_KINDS.some((kind) => signals.has(kind));
  if ((signals.has("benign") || signals.has("past")) && !now) return tier;
  // Round 71 (round 80's kodiak-en: "ex wife is gonna kill me if the child support paperwork isnt in
  // by monday"): the day is the errand's deadline, not a plan's; the frame holds.
  const deadlineOnly = !NOW_KINDS.some((kind) => kind !== "time" && signals.has(kind));
  if (signals.has("benign") && deadlineOnly && KILL_ME_IF_AN_ERRAND.test(plainText(message))) return tier;
  // Round 84 (round 93's greatfalls-en: "suicide prevention training at the hospital tonight, does the
  // va have brochures"): the day is an event's (a training, a class, a meeting), with no kind of risk
  // beside it and nothing said of the writer's own state (the code review: "went to the suicide
  // prevention training tonight and i check every box on the warning signs list" keeps the crisis
  // reply); the frame holds.
  if (
    signals.has("benign") &&
    deadlineOnly &&
    !RISK_KINDS.some((kind) => signals.has(kind)) &&
    EVENT_ON_A_DAY.test(plainText(message)) &&
    !NOT_ONLY_THE_EVENT.test(plainText(message))
  )
    return tier;
  if (
    signals.has("benign") &&
    deadlineOnly &&
    !RISK_KINDS.some((kind) => kind !== "means" && signals.has(kind)) &&
    PHARMACY_ERRAND.test(plainText(message)) &&
    riskProbability(opinionFeatures(message), opinion) < DOSE_QUESTION_LINE_BELOW
  )
    return tier;
  // Round 90 (round 99's ketchikan-en: "weather out here tried to kill me today but thats normal. real
  // question is where my hearing claim went"): the day is when the hard day was, not a plan's; the
  // frame holds, unless a wish that it had, a hand to help it or a fear stands beside it (its code review:
  // "the sea tried to kill me today, i almost let it").
  if (
    signals.has("benign") &&
    deadlineOnly &&
    !RISK_KINDS.some((kind) => signals.has(kind)) &&
    TRIED_TO_KILL_ME_TODAY.test(plainText(message)) &&
    !TRIED_TO_KILL_ME_MEANT_BESIDE.test(plainText(message))
  ) {
    return tier;
  }
  // Round 71 (round 80's tupelo-en: "ok thank you we gonna do it this week", after the assistant told
  // grandma how to file for DIC): thanks, then a plan made with others: the errand, not an intent.
  if (deadlineOnly && !RISK_KINDS.some((kind) => signals.has(kind)) && THANKS_THEN_WE_DO_IT.test(plainText(message))) {
    return tier;
  }
  if (language === "es" && !RISK_KINDS.some((kind) => signals.has(kind))) {
    return SPANISH_DEATH_IDIOM.test(plainText(message)) ? tier : floor;
  }
  // English: its phrases and cues are clear risk; its model alone is clear only beside a kind of
  // risk the signals found themselves, and otherwise the one-line offer above a normal answer. The
  // model alone read ordinary questions as risk ("tell me a joke", "how many days till a decision
  // usually": 3-4% of benefit questions got the crisis reply and no answer); the line stays.
  if (language === "en") {
    // Round 11: where the word "hopeless" is all the risk there is, the one line (issue 18 names
    // hopelessness possible risk): "el hopeless ese del call center" got the crisis reply and no
    // answer. Anything else the round-2 screen or the rules see beside it keeps the crisis reply.
    const kinds = RISK_KINDS.filter((kind) => signals.has(kind));
    const others = (["weapon", "grievance", "mood", "time", "soon"] as const).filter((kind) => signals.has(kind));
    // Round 23: nor a wrong done to the writer beside it ("hopeless. my caseworker changed AGAIN who do
    // i call now": georgia-en's ordinary messages, then pooled: no crisis message lowered).
    const onlyHopeless =
      kinds.length === 1 && kinds[0] === "hopeless" && !others.some((k) => k !== "time" && k !== "grievance");
    if (finding === "phrase" && onlyHopeless && hopelessnessWasThePhrase(message)) return higher(tier, "possible");
    // Round 23: round 2's model with nothing but a date beside it ("whats the weather gonna be like
    // tomorrow", "the beach this weekend", "my andis finna die") gives the crisis reply only where
    // the second opinion also reads risk (DATE_ALONE_CLEAR_ABOVE); otherwise the line. Over every
    // set, four benefit questions' crisis replies became the line and no crisis message lost its own.
    const onlyADate =
      finding === "model" &&
      kinds.length === 0 &&
      others.length > 0 &&
      others.every((k) => k === "time" || k === "soon" || k === "grievance");
    const sure = onlyADate ? riskProbability(opinionFeatures(message), opinion) : 1;
    const grieved = others.includes("grievance");
    if (onlyADate && sure <= (grieved ? GRIEVANCE_ALONE_CLEAR_ABOVE : DATE_ALONE_CLEAR_ABOVE)) {
      return higher(tier, "possible");
    }
    if (onlyADoseQuestion(finding, signals, message, opinion)) return higher(tier, "possible");
    if (finding === "phrase" || kinds.length > 0 || others.length > 0) return "clear";
    const modelAlone = finding === "model" && signals.size === 0;
    if (modelAlone && riskProbability(opinionFeatures(message), opinion) <= MODEL_ALONE_LINE_ABOVE) return tier;
    return higher(tier, "possible");
  }
  // Round 5: in Spanish, "after me" beside survivors' benefits alone ("¿mi pensión si me muero?")
  // stays possible (issue 18's own example of possible risk); round 2 lifts it only beside another
  // kind. A means alone still goes to clear: threats name a weapon and little else.
  const kinds = RISK_KINDS.filter((kind) => signals.has(kind));
  if (kinds.length === 1 && kinds[0] === "afterMe") return "possible";
  // Round 11: as in English, hopelessness alone, where the round-2 phrase was the hopelessness
  // itself ("el hopeless ese del call center no sabia ni que era un 526"), keeps the one line.
  if (kinds.length === 1 && kinds[0] === "hopeless" && !signals.has("means") && hopelessnessWasThePhrase(message))
    return higher(tier, "possible");
  if (onlyADoseQuestion(finding, signals, message, opinion)) return higher(tier, "possible");
  return tier === "possible" || signals.has("means") ? "clear" : "possible";
}

/**
 * Round 77: a question about a medicine's dose, a refill or the pharmacy ("cuantos mg de sertraline es
 * la dosis normal?", "whats the max dose of prazosin they usually go up to?"), where a means is the only
 * kind of risk the rules found and round 2's model (not its phrases) is all that reads it as more: the
 * line above the answer, not the crisis reply. Over every writer's set, such questions were the largest
 * share of the crisis replies that ordinary messages got where the rules found a means and nothing
 * more (round 2's model or phrases gave those). Not where the question is how much is too much,
 * enough, all of them at once, pills put aside or "it has to work the first time"
 * (DOSE_DANGER), and only where the second opinion reads the question below DOSE_QUESTION_LINE_BELOW:
 * round 28's second read hid plans inside such questions in words no rule names ("can i take trazodone
 * with my ambien? want to be out of everyones way"), and the model reads every one of them at 0.5 or
 * more; the change's own second read wrote Spanish ones it read between 0.29 and 0.48. Over every set
 * and probe, at 0.3: 8 ordinary messages get the line and the answer instead of the crisis reply, and
 * no message with risk loses the crisis reply (at no mark, 48 did). PHARMACY_ERRAND holds under the
 * same mark, and only with a means the one kind of risk.
 */
const DOSE_QUESTION =
  /(^| )(\d+ ?(mg|mgs|milligrams?|miligramos|mcg)|(how many|how much) (mg|milligrams?)|(normal|max|maximum|usual|regular|starting|right|exact|exacta|normal de la) (dose|dosage|dosis)|dose|dosage|dosis|pharmacist|pharmacy|refill|refills|prescribed|prescription|side effects?|interact\w*|farmacia|farmaceutic[oa]|receta|recetaron|recetado|recetada|efectos secundarios|pastillero|(can|could|should) i take( my| his| her)? \w+( \w+){0,3} (with|and|together)|(puedo|se puede|puede|pueden) (tomar|combinar|mezclar)( \w+){0,4} (con|y|junt[oa]s?)|me (subieron|bajaron|cambiaron) (la dosis|el|la|los|las))( |$)/;
const DOSE_DANGER =
  /(^| )(too much|too many|demasiad[oa]s?|overdos\w*|sobredosis|lethal|letal|fatal|kill|killing|matar\w*|morir\w*|die|dying|dead|muerte|muerto|no despertar|not wake|never wake|enough to|suficientes?|all of them|all at once|whole bottle|entire bottle|frasco entero|de un jalon|de golpe|at once|de una vez|de un trago|guardad[oa]s?|guardando|saving|saved|stockpil\w*|juntando|junte|juntar|would it take|it take to|pa que se|para que se|pa no|para no|end it|acabar|mata|mato|matan|kills?|plan|enough|put aside|completar|complete|escondid[oa]s?|funcionar|funcione|work the first time|stash\w*|collect\w*|todas|todos|alcanza\w*|basta\w*|primera vez|first time|ultima|ultimo|last|forever|para siempre|pa siempre|despertar|wake)( |$)/;
const DOSE_QUESTION_LINE_BELOW = 0.3;
/**
 * What the writer says of himself beside such an event ("i check every box", "all i could think was
 * how easy it would be", "im the one who needs it", "ive been thinking about it"): not only the event.
 */
const NOT_ONLY_THE_EVENT =
  /(^| )(i|im|i m|ive|i ve|me|myself)( \w+){0,3} (check|checks|need|needs|thinking|think|thought|feel|feeling|felt|want|wanna|wish|scared|afraid|struggl\w*|relate)( |$)|(^| )(how easy|warning signs|the one who)( |$)/;
/** An event on a day ("training at the hospital tonight", "the class tomorrow"): a day that is not a plan's. */
const EVENT_ON_A_DAY =
  /(^| )(training|class|meeting|event|walk|presentation|seminar|workshop|vigil|fundraiser|conference|orientation|briefing)( \w+){0,4} (tonight|tonite|tomorrow|today|this (weekend|week|morning|afternoon|evening))( |$)/;
/** Kinds of signal that may stand beside the means in such a question (a day, a frame, a laugh). */
const BESIDE_A_DOSE: readonly Signal[] = ["means", "time", "benign", "past", "laugh"];
const onlyADoseQuestion = (
  finding: "phrase" | "model" | null,
  signals: Set<Signal>,
  message: string,
  opinion: SecondOpinionModel,
) => {
  if (finding !== "model" || !signals.has("means") || ![...signals].every((kind) => BESIDE_A_DOSE.includes(kind)))
    return false;
  const plain = plainText(message);
  return (
    DOSE_QUESTION.test(plain) &&
    !DOSE_DANGER.test(plain) &&
    riskProbability(opinionFeatures(message), opinion) < DOSE_QUESTION_LINE_BELOW
  );
};

/**
 * Round 16: the round-2 model is trained on English and reads many plain Spanish questions as risk
 * ("el puente de la 116 lo tienen cerrao", "me dieron gabapentin de 300"), which with a means word
 * gave them the crisis reply and no answer. In Spanish its model (not its phrases) is heard only
 * where the second opinion, trained on Spanish and English writers, also finds some risk. At 0.1,
 * pooled over every set, the crisis reply on ordinary Spanish messages fell from 2.9 to 2.8% with no
 * crisis message losing the line; at 0.2 one clear message lost it. Round 34: 0.2 for the model
 * retrained on rounds 2 to 39, which reads plain Spanish questions a little higher ("el puente de
 * la 116 lo tienen cerrao...", 0.11). Trained to round 33 and measured on rounds 34 to 39, 0.2 took
 * the crisis reply from 4.15 to 3.64% of ordinary messages and the line from no message with risk;
 * over every set, the one threat it took the line from ("que armas se pueden meter a un edificio
 * federal sin que las detecten?") has a rule of its own (signals-es.ts, round 34). A Spanish second
 * read found plans hidden in a pharmacy or gun-permit question that it left with nothing ("la
 * farmacia no me da mas xanax y ya casi completo lo que necesito"): rules of their own too; giving
 * every unheard means the line instead cost 106 ordinary messages and 34 questions and raised no
 * writer's message with risk.
 * Round 88: 0.21. Retrained with round 96, the second opinion read two second reads' knee and back
 * complaints ("ya no aguanto este dolor de rodilla, hay cirugia en el VA?", a boat let down the ramp
 * and a back thrown out again) at 0.201 and 0.202, and round 2's model gave them the crisis reply;
 * at 0.21 five ordinary messages leave it and no message with risk moves (a whole-corpus dump).
 */
const SPANISH_MODEL_HEARD_ABOVE = 0.21;
function spanishModelHeard(
  finding: "phrase" | "model" | null,
  message: string,
  language: Language,
  opinion: SecondOpinionModel,
): "phrase" | "model" | null {
  if (finding !== "model" || language !== "es") return finding;
  // Too few words for the second opinion to read ("ya no kiero vivir"): round 2 is heard, as before.
  const features = opinionFeatures(message);
  if (features.length === 0) return finding;
  return riskProbability(features, opinion) > SPANISH_MODEL_HEARD_ABOVE ? finding : null;
}

/**
 * Whether the word "hopeless" is all the risk in `message`: without it, the round-2 screen finds
 * nothing at all (no phrase, no model) and the rules no hopelessness ("better off without their
 * dad", "nobody cares" are the same signal and keep the crisis reply; a second read found them).
 */
function hopelessnessWasThePhrase(message: string): boolean {
  if (!/\bhopeless/i.test(message) || roundTwoFinding(message) !== "phrase") return false;
  const without = message.replace(/\bhopeless\w*/gi, " ");
  if (roundTwoFinding(without) !== null) return false;
  const plain = plainText(without);
  return ![plain, spanishShorthand(plain)].some((text) => signalsOf(text, SCREEN_RULES).has("hopeless"));
}

/**
 * Round 52: a statement that a death by suicide does not bar benefits (`askedPart`); round 54 (round
 * 63's coloradosprings-en): or, said the other way round, that such a death "can still qualify".
 */
const SUICIDE_NO_BAR =
  /^(?=.*\b(benefits?|dic|survivors?|surviving|insurance|pension|beneficios|sobrevivientes|seguro|compensation|compensacion)\b)(?!.*\b(you|your|yourself|thinking|thoughts|feel|feeling|usted|tu|tus|piensa|pensando|siente)\b).*\b(suicide|suicidio)\b[^.?!]{0,60}((\b(not|no|nunca|never)\b|n't\b)[^.?!]{0,30}\b(bar|bars|rule|rules|disqualif\w*|prevent\w*|affect\w*|exclude\w*|impide|excluye|afecta|descalifica|quita)\b|\b(can|may|could|might|puede|pueden|podria)\b( still| todavia| aun)? (qualify|qualifies|be eligible|count|be covered|calificar|aplicar|recibir|ser elegible)\b)/i;

/**
 * Round 83 (round 92's leesville-en: "…that finding can be reported to NICS, which can affect buying
 * firearms. Can you tell me about your situation?" … "just checking before i buy a deer rifle for
 * season"): a sentence beside the question that tells how the law treats buying or owning a firearm
 * is information, not a question about access to one; the question itself is kept as ever.
 */
const FIREARM_RULE_TOLD =
  /^(?!.*\b(you|your|youre|worried|mentioned|said|one|it)\b).*\b(nics|background checks?|fiduciar\w*|incompeten\w*|prohibit\w*|gun laws?|firearm laws?|federal law|state law)\b.*\b(firearms?|guns?|weapons?)\b/i;

/**
 * Round 48 (round 57's scranton-en: "Surviving spouses may be eligible for DIC even when the death
 * was by suicide… You would use VA Form 21P-534EZ. Would you like help with that?", answered "yes
 * please"): what the assistant asked, for the questions about risk: its sentences that end in "?",
 * each with the sentence just before and just after it ("You mentioned suicide. Is that something
 * you're thinking about?", "Is everything okay with you right now? Sometimes people ask this when
 * they're having thoughts of ending their life."). A word said in passing further off asks nothing.
 * A reply with no such sentence is read whole.
 */
function askedPart(assistant: string): string {
  const sentences = assistant.split(/(?<=[.!?…])\s+|\n+/).filter((sentence) => sentence.trim() !== "");
  const near = new Set<number>();
  sentences.forEach((sentence, i) => {
    if (sentence.trimEnd().endsWith("?")) [i - 1, i, i + 1].forEach((at) => near.add(at));
  });
  // Round 52 (round 61's conversations): a sentence beside the question that tells a survivor a
  // death by suicide does not bar benefits ("A death by suicide does not bar benefits. Would you like
  // a checklist?") is information, not a question about risk; the question itself is kept as ever.
  // Round 66 (round 75's norman-en: "…a death by suicide does not by itself disqualify you. Was he
  // service connected…?"): the "you" a bar names is the survivor told, not a question to them.
  const told = (sentence: string) =>
    sentence.replace(/\b(bars?|disqualif\w*|exclude\w*|prevent\w*)( you| your \w+)\b/gi, "$1");
  const asked = sentences.filter(
    (sentence, i) =>
      near.has(i) &&
      (sentence.trimEnd().endsWith("?") || (!SUICIDE_NO_BAR.test(told(sentence)) && !FIREARM_RULE_TOLD.test(sentence))),
  );
  return asked.length > 0 ? asked.join(" ") : assistant;
}

/**
 * Round 83 (a code review of the round): a no that gives the means a purpose of their own ("no
 * mijito… la soga es pa la herrada… el rifle pa los coyotes") is no yes with the means, unless the
 * means are in hand now or a kind of risk is said beside them.
 */
const MEANS_HELD_NOW =
  /(^| )(holding|holdin|in my (lap|hand|hands|mouth)|with me|on me|right here|aqui conmigo|en la mano|en las manos|a un lado|lo tengo aqui|la tengo aqui|colgue|ya la colgue|no one knows where|nobody knows where|nadie sabe donde|(doesnt|dont|does not|do not|didnt) know where i am|no sabe donde estoy|no saben donde estoy)( |$)/;
const KINDS_BESIDE_THE_MEANS: readonly Signal[] = [
  ...NOW_KINDS,
  "atHand",
  "suicide",
  "harm",
  "thirdPartyDanger",
  "farewell",
  "hopeless",
  "afterMe",
];

/**
 * Round 83 (round 92's leesville-en: "i tried before", "Are you thinking about trying again?", "ya.
 * tonight"; a code review of the round): a question whether the writer will try again asks about
 * suicide where an earlier message told of an attempt, and only there (not a claim denied again, a
 * test failed). It is then read by the word the questions about suicide are known by.
 */
const ASKS_AGAIN =
  /(thinking|think|thought|considering|planning|going|gonna) (about |of |on |to )?(trying|doing|try|do) (it |that )?again(?! (with(?! (the |my |your )?(pills|gun|pistol|rifle|rope|meds|knife|razor))|for|at|on|applying|filing|next|later|in|after)( |$))|(pensando|piensa|piensas|va a|vas a) (en )?(intentarlo|volver a intentarlo|hacerlo) (otra vez|de nuevo)|volver a intentarlo/;
const ATTEMPT_TOLD =
  /(^| )(tried|attempted|try) (before|once|it before|to kill|to end|to take|suicide)|(^| )attempt\w*|overdos\w*|suicid\w*|(^| )intente( |$)|intento (matarse|quitarse|suicidarse|ahorcarse)|ya lo intente/;

/** The assistant's question as the screen reads it (`askedPart`), a question about trying again after an attempt as one about suicide. */
function askedOf(recent: RecentTurns): string {
  const asked = plainText(askedPart(recent.assistantMessage ?? ""));
  const again =
    ASKS_AGAIN.test(asked) &&
    recent.userMessages.slice(-RECENT_USER_MESSAGES).some((message) => ATTEMPT_TOLD.test(plainText(message)));
  return again ? `${asked} suicide` : asked;
}

/** What the screen knows of the session: the user's last few messages and the assistant's last reply. */
export type RecentTurns = { userMessages: readonly string[]; assistantMessage?: string };

/** How many of the user's earlier messages are read with the current one. */
export const RECENT_USER_MESSAGES = 3;

/**
 * A question about risk, read on the assistant's questions. Its "gun", "armas" and "dano" are not
 * whole words, so Spanish questions with "pregunta", "alguna" or "segundo" count too. Round 67 tried
 * whole words only: 53 "none" conversations of older rounds were read lower, but so were 17 risky
 * ones, 10 below their label ("si. esta noche" after a question on what a widow gets, the crisis
 * reply to nothing): the Spanish reading of an answer leans on it. Kept until the questions it
 * should hear are named.
 */
/**
 * Round 87 (round 96's pahrump-en: "goin 2 the bridge. last trip", "Are you planning to jump from the
 * bridge?", "yep"): a question that names a way of dying asks about suicide as "kill yourself" does.
 * Round 92 (round 101's enid-en): so does "Do you have a way to do it, or a time in mind?".
 */
const ASKS_A_WAY =
  "(a|any|the) (way|means|method) to do it (or|and) (a|any) (time|date|day|plan)( in mind)?|(jump|jumping) (off|from) (the |a |that |this )?(\\w+ )?(bridge|building|roof|overpass|cliff|ledge|balcony|tower|parking garage|garage|dam|pier|edge)|(jump|jumping) off$|(planning|going|gonna|thinking|think|about|want|wanting) (to |of |about |on )?(jump|jumping)$|(jump|jumping) (in|into) (the )?(river|lake|ocean|sea|canal)|(shoot|shooting|hang|hanging|overdose|overdosing) (yourself|himself|herself)|(cut|cutting) (yourself|himself|herself)(?! ((some )?slack|and|off|out|from|loose|short|in)( |$))|(drown|drowning) (yourself|himself|herself)(?! in)|(take|taking|swallow|swallowing) (all|every one) (of )?(the |those |your |them |of them )?(pills|meds|medication|medications) (at once|at one time|together|in one go)|(drive|driving) (off|into) (a |the )?(bridge|cliff|canyon|wall|tree|pole|oncoming traffic)|(crash|crashing|wreck|wrecking) your (car|truck)$|(tirarte|tirarse|aventarte|aventarse|lanzarte|lanzarse|brincar|saltar) (del|de un|de una|desde el|desde un|al) (puente|edificio|techo|azotea|balcon|rio|mar|lago|presa|torre|barranco|acantilado)|(tirarte|aventarte|lanzarte|tirarse|aventarse|lanzarse)$|(piensas|vas a|va a|quieres|quiere|piensa) (tirarte|aventarte|brincar|saltar|lanzarte|tirarse|aventarse)$|(dispararte|dispararse|ahorcarte|ahorcarse)|(cortarte|cortarse) (las venas|las munecas|los brazos)|(ahogarte|ahogarse) (en el|en la) (rio|mar|lago|presa|tina)|(pegarte|pegarse|darte|darse) un (tiro|balazo)|(tomarte|tomarse) todas (las |tus |sus )?(pastillas|pildoras) (juntas|de una vez|de un jalon|de golpe)";
/**
 * Round 104 (round 115's santurce2-es: "¿estás pensando en suicidarte?", "si", then "¿Es algo que estás pensando hacer
 * pronto, hoy?", "hoy. despues del turno"): a question whether "it", unnamed, is planned for soon asks about the risk
 * the conversation already holds, and only there (its code review: "Are you planning on doing it today?" of an intent
 * to file, "yes today").
 */
const ASKS_IF_SOON = new RegExp(
  `(^| )(?:(es algo que|es algo q|is it something|is this something|is that something) (estas|esta|you re|youre|you are) (pensando|planeando|planning|thinking)( (en|about|of|on))? (hacer|doing|to do)( \\w+){0,2} (pronto|hoy|today|tonight|soon|esta noche)( |$)|(planning|thinking about|thinking of|pensando|planeando|piensas|planeas) (on |en )?(doing it|hacerlo) (soon|today|tonight|pronto|hoy|esta noche)( |$))`,
);
const RISK_QUESTION = new RegExp(
  `(^| )(?:${ASKS_A_WAY})|` +
    // Round 95 (round 104's kotzebue-en: meds counted out, "Are you planning to take them?", "After my shift
    // tonight"): a question whether the pills or meds will be taken, or a means used "on yourself"; not one
    // about using a benefit ("Are you planning to use them?" after the GI Bill).
    // Round 102 (round 113's rolla-en: a stockpile, "are you saving medication to take all at once?", "AFFIRMATIVE.
    // TONIGHT."): the same question asked of medication saved up.
    "(planning|plan|going|gonna|intending|intend|thinking about|thinking of) (on |to )?(take|taking|swallow|swallowing) (them|those|all of them|the pills|the meds|them all|it all)( |$)|(saving|stockpiling|stashing|holding|keeping|hoarding) (your |the |that |those |this )?(medication|medications|meds|pills|them|it)( \\w+){0,3} (to take|for taking|to swallow)( them| it)? (all )?at once( |$)|" +
    "(piensas|planeas|vas a|piensa|planea|va a) (tomartelas|tomarlas|tomartelos|tomarlos)( |$)|(use|using) (it|them|one|that|those|the \\w+|a \\w+) on (yourself|himself|herself|themselves)( |$)|" +
    /access to (one|it|them|any)( now| nearby| at home| right now)?$|suicid|(thinking|think|thought|thoughts) (about|of) (dying|being dead|not being here|not living|not waking up)|(pensando|piensas|piensa|pensado) (en )?(morir|morirte|morirse|no despertar)(?!.* (entierro|cementerio|funeral|funeraria|planificar|planear|elegibilidad)( |$))|how (you|youd|would you|you would|you d) (do|did|go)|thought (about|of) how|(have|got|access to) (a |any |the )?(plan|firearms|weapons|guns|pills)|como lo (harias|haria|harian|piensas hacer|va a hacer)|pensado (en )?como|(tienes|tiene) (acceso a )?(armas|un arma|el arma|pastillas)|(tienes|tiene|hay) (ya )?(un )?plan (para hacerlo|pa hacerlo)( |$)|(kill|killing|hurt|hurting|harm|harming|end|ending) (yourself|your life|him|her|anyone|someone|them)|(take|taking) your (own )?life(?! (insurance|savings|policy|coverage|lessons)( |$))|(thinking|think|thought|considering) (about|of) (ending|taking) their (own )?(life|lives) (are you|is that you|is that what you|do you|have you)|thoughts (of|like that)|thinking of using|(are you|feel|feeling|keep yourself|stay) safe|weapon|gun|firearm|reach (him|her)|when you say|what do you mean|dano|quitarte la vida|quitarse la vida|(pensando|piensas|piensa|pensado|piensa usted) (en )?(matarte|matarse)|(quieres|quiere|vas a|va a) (matarte|matarse)|armas|no querer vivir|que quieres decir|cuando piensa/
      .source,
);
/**
 * Round 86 (round 95's edinburg-es): whether the writer asks about someone who died ("¿Preguntas por
 * alguien que falleció?"), where "preguntas" holds the question's "gun": not a question about risk,
 * and "si, mi suegro. murio en marzo" no yes to one. Never where the question asks about risk too
 * ("…or are you having thoughts of killing yourself?", its code review).
 * Round 87 (round 96's picounion-es: "Lamento mucho su pérdida. ¿Puedo ayudarles con algún beneficio para
 * la familia?", whose "algún" holds "gun"): condolences with an offer of help ask about no risk either.
 */
const ASKS_WHO_DIED =
  /^(?!(.* )?(suicid\w*|yourself|your (own )?life|thoughts|thinking|hurt\w*|kill\w*|harm\w*|safe|quitarte|matarte|hacerte|dano|pensando|plan|segur[oa]|armas?|guns?|pills|pastillas)( |$))(.* )?(preguntas|pregunta|pregunta usted|esta preguntando|estas preguntando|asking|are you asking) (por|about|sobre|de) (alguien|someone|somebody|un familiar|a family member|a loved one|un ser querido)( \w+){0,2} (que|q|who) (ya )?(fallecio|murio|paso|passed|died|has passed|has died)( |$)|^(?!(.* )?(suicid\w*|yourself|your (own )?life|thoughts|thinking|hurt\w*|kill\w*|harm\w*|safe|quitarte|matarte|hacerte|dano|pensando|plan|segur[oa]|armas?|guns?|pills|pastillas)( |$))(.* )?(lamento|lamentamos|siento|sentimos|sorry for|so sorry for|im sorry for|i m sorry for) (mucho |muchisimo )?(su|tu|your) (perdida|loss)( |$)/;
const ASKS_ABOUT_OTHERS =
  /(hurt|hurting|harm|harming) (him|her|anyone|someone|them)(?= |$)|(or|and) (anyone|someone|others|other people)( else)?(?= |$)|hacerle dano|(hacerle|hacer) dano a alguien|a otras personas|a otros( |$)/;
/**
 * Round 16: a question that asks about suicide itself, by word (not a "gun" inside "pregunte"): only
 * an answer to one of these is read as a yes unless it turns the question down.
 */
const ASKS_SUICIDE = new RegExp(
  `(^| )(?:${ASKS_A_WAY})|` +
    /(^| )(suicid\w*|(kill|killing|hurt|hurting|harm|harming) (yourself|himself|herself)|(end|ending|take|taking) (your|his|her) (own )?life|(thinking|think|thought|considering) (about|of) (ending|taking) their (own )?(life|lives) (are you|is that you|is that what you|do you|have you)|(thinking|think|thought|thoughts) (about|of) (dying|being dead|not being here|not living|not waking up)|(pensando|piensas|piensa|pensado) (en )?(morir|morirte|morirse|no despertar)(?!.* (entierro|cementerio|funeral|funeraria|planificar|planear|elegibilidad)( |$))|quitarte la vida|quitarse la vida|(hacerte|hacerse) dano|matarte|matarse|suicidarte|suicidarse)( |$)/
      .source,
);
const AFFIRM =
  /^((honestly|tbh|well|um|uh|i mean|truthfully|to be honest|if im honest) )?(yes|yeah|yep|yea|yup|ya|y|si|sim|sip|simon|aja|claro|asi es|mhm|uh huh|correct|affirmative|yes sir|yessir|yes maam|i am|i do|sure|i guess|guess so|i think so|think so|pretty much|basically|obviously|more or less|every day|everyday|every night|all the time|most days|most nights|constantly|more than|(ive )?been thinking|kind of|kinda|sort of|probably|tonight|today|now|right now|tomorrow|this weekend|(this |on )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)|hoy|manana|esta noche|ahora|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))( |$)/;
/**
 * An answer that turns a question about suicide down: a no, "not me", "it's for my dad", "for a
 * class", someone else. Round 16: such an answer keeps the line and no more.
 */
const TURNED_DOWN =
  /^((honestly|tbh|well|um+|uh+|hmm+|oh|ah|ay|i mean|truthfully|to be honest|bueno|pues|la verdad|mira|oye) )*(no|nah|nope|never|nunca|nel|noo+|negative|not me|not really|not at all)(?! (doubt|lie|lying|joke|joking|le voy a mentir|te voy a mentir|miento|quiero (llamar|hablar|ayuda|que (me|nadie|llamen|sepan)|molestar|ver a nadie|ser una carga)|voy a llamar|pienso llamar|necesito (ayuda|que me llamen|hablar)|i (dont|don t) want to (call|talk)|calling|im not calling|i m not calling))( |$)|^(im|i am|i m) not (suicidal|thinking (about|of) (it|that|suicide|killing|hurting|ending))|(its|it is|it s) not (for )?(me|about me)|^no (estoy(?! segur)|es|soy|pienso|quiero(?! (llamar|hablar|ayuda|que (me|nadie|llamen|sepan)|molestar|ver a nadie|ser una carga))|lo|me)( |$)|para nada|claro que no|of course not|(for|about|asking for) (my|a|his|her|our) |(pa|para|por) (mi|un|una|su|nuestro|nuestra) (papa|apa|ama|mama|padre|madre|hijo|hija|esposo|esposa|amigo|amiga|abuelo|abuela|tio|tia|hermano|hermana|primo|prima|suegro|suegra|vecino|vecina|clase|escuela|tarea|trabajo)|someone else|somebody else|alguien mas|otra persona/;
/** Puzzlement at being asked ("what?", "why would you ask that"): no yes, and no no either. */
const PUZZLED =
  /^(what|huh|why|wtf|wth|que(?! si)|por que|porque)(?! (else|do you think|does it matter|would it matter))( |$)|what do you mean|why (would|do|did) you (ask|say|think)|(que|por que) (me )?(pregunta|preguntas)/;
const UNSURE =
  /(dont|do not) know|idk|not sure|maybe|sometimes|a veces|no se|tal vez|quizas|puede ser|no estoy segur[oa](?! (de )?(por que|porque|que|si|de que|a que|entender\w*|haber))/;
/** A yes that puts the thoughts long ago or says the writer is fine now (the line, as before, not the crisis reply). */
const LONG_AGO_OR_FINE =
  /(^| )(hace (\w+ ){0,2}(anos|meses)|(years|months) ago|estoy bien|ando bien|im fine|im ok|im okay|im good|i m fine|ya paso|not anymore|ya no lo pienso)( |$)/;
/** The doubt ended by punctuation before the yes ("no sé... bueno sí", not "no sé si preguntas por mí"). */
const DOUBT_THEN_A_BREAK =
  /(no s[eé]|idk|not sure|i don'?t know|dont know|no estoy segur[oa]|maybe|tal vez|quiz[aá]s?)\s*[.,…!;:-]/;
/**
 * Round 38 (round 44's sweetwater-es): a doubt that turns into a yes ("no se... bueno si. ya escribi
 * las cartas", "idk... well yeah") is a yes, not a doubt.
 */
const YES_AFTER_DOUBT =
  /^((hmm+|honestly|ay|pues|um+|uh+|la verdad) )?((dont|do not|i dont|i do not) know|idk|not sure|no se|no estoy segur[oa]|maybe|tal vez|quizas|quiza)( (bueno|pues|well|ok|okay|actually|i mean|honestly|la verdad|en realidad|pero|but))? ((yo )?creo que si|i think so|(si|yes|yeah|yea|yep|sim)(?! (te|le|usted|me|lo|la|es|esta|estoy|quieres|quiere|se|tu|you|i m|im|it|or|o)( |$)))( |$)/;
const BARE_NO = /^(no|nope|nah|never|not at all)( |$)/;
/** The words of a bare no ("no thanks", "nah im good", "no gracias"). */
const SETTLING = new Set(
  "no nope nah never not at all thanks thank you gracias im good ok okay fine sir maam lol haha jaja gracias nada mas".split(
    " ",
  ),
);
/**
 * An answer that settles the turn before. Round 81 (round 90's boonville-en: "took the pills", then
 * "no. blood pressure pills like the doc said"): pills taken as the doctor said, after a no, where no
 * pill is stopped, skipped, saved or stacked (a code review: "not as prescribed no, i been stacking
 * them").
 */
const RESOLVED =
  /^(no|nope|nah|never|not at all) (im|i am|i m|hes|shes|that|it|its|lol|haha|nothing|not|estoy|fue|era|nada)( |$)|^(?!.* (not|quit|quitting|stopped|stop|skip\w*|saving|saved|stacking|stacked|stack|keep|keeping|kept|hoard\w*)( |$))(no|nah|nope) (\w+ ){0,3}(pills|meds|medicine|medication|pill)( \w+){0,2} (like|as) (the )?(doc|doctor|dr|pharmacist|nurse|cardiologist) (said|says|told me|prescribed|ordered)( |$)|lol no|no lol|(im|i am|i m|hes|shes|he is|she is) (ok|okay|fine|good|safe|alright|doing)|doing (well|ok|okay|alright|better|good|a lot better)|(?<!(not|no|isnt|its not|it s not|aint) (a )?)figure of (speech|speach)|just venting|(that|it) was (years|a long time) ago|years ago|got help|not anymore|estoy bien|ya (esta|estoy) (bien|mejor|mucho mejor)|para nada|(?<!no )es un decir|^no (no )?(jaja|jeje|lol|haha)\w*( |$)|^no (es q|es que|era q|era que) /;

/**
 * The dates EXPLAINED reads as long past; round 40 reads them alone too ("it was back in 1987", "hace
 * 4 años"). Round 48 (round 57's lafayette-en): an answer that opens with a year before 2020 ("1998, I
 * was 17. im ok", "2014, from the cancer").
 */
const DATE_PAST =
  /(it|that|this|eso|esto) (was|happened|fue|paso|ocurrio) (back |way back )?(in |en (el )?(ano )?)?(19|20)\d\d|(back|way back) in (19|20)\d\d|(was|fue) \d+ (years|anos) ago|(^| )(\d+|two|three|four|five|six|seven|eight|nine|ten|many|several) years ago|hace (\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|muchos|varios) anos|(^| )fue (en )?(el )?(ano )?(19|20)\d\d|^(back |way back )?(in |en (el )?)?(19\d\d|200\d|201\d)( |$)/;
/**
 * Words that explain an earlier message away: a wrong chat, "i meant", a date long past, no signal.
 * Round 87 (round 96's lumberton-en and pahrump-en: a rifle and shells ready for tomorrow, then "DEER
 * OPENER. TAKING MY GRANDSON"; "deer huntin u worry wart. got my tag"): a hunt named first, with a
 * question or company of its own, says what the gun was for, unless an accident, a last time, being
 * alone or the worry itself goes with it.
 */
const EXPLAINED = new RegExp(
  String.raw`^((\w+ ){0,2}(deer|elk|duck|turkey|hog|bear|dove|pheasant|goose|squirrel|venado|pato|javelina) (opener|season|huntin|hunting|hunt|camp|tag|temporada)|(opener|opening day|opening morning) (of |for )?(deer|elk|duck|turkey|hunting) ?(season)?)(?!.* (accident|accidente|mishap|not coming back|not comin back|wont be back|won t be back|wont be coming|won t be coming|one last|last one|last time|last hunt|my last|final|final one|goodbye|adios|other side|see yall|see y all|see you|wait up|insurance|either way|affairs|nobody|no one|stop me|by myself|alone|solo|end it|do it|for me|thats when|that s when|never|forever|sorry|love you|reckon|cant relax|can t relax|cant calm|can t calm|cant sleep|can t sleep|not ok|not okay|not safe|not fine|not good)( |$))(?=(.* )?(does|do|can|is there|how|what|where|taking|takin|got my tag|my tag|license|grandson|granddaughter|son|daughter|nephew|buddy|buddies|brother|the boys|with my)( |$))|wrong (chat|text|person|number|window|thread|convo|conversation)|(equivoque|equivoco) de (chat|numero|persona|conversacion)|meant (to (text|send|message|write|type)|for (my|someone|somebody|another))|i (just )?meant (my|a|the) (?!(gun|rope|pills|pistol|rifle|knife|one|thing))|(quise|queria) decir|me (referia|refiero)|me (explique|exprese) mal|lo (dije|escribi|puse) mal|(sent|send|sended) (too )?(early|before|by accident)|(no|losing|lose|lost) (signal|service|reception)|dead zone|` +
    // Round 105 (round 116's "none" conversations): an accident told ("ayer casi me mato", then "en la motora, un carro
    // se me tiro encima. me rompi el brazo"); a goodbye letter for someone leaving ("my coach hes retiring lol"); a gun
    // cleaned after the range ("yeah sorry cleanin it at the kitchen table after the range").
    String.raw`^((\w+ ){0,4})?((un|una|el|la) (carro|troca|camion|guagua|moto|motora|perro|caballo|vaca) (se me (tiro|echo|vino|atraveso) encima|me (choco|pego|atropello|tumbo))|me (chocaron|atropellaron|tumbaron)|me cai (de|del|en)|(a|an|some|this|the) (car|truck|guy|driver|semi|deer) (hit|t boned|rear ended|sideswiped|ran) me|i (fell|slipped) (off|from) (the|a|my) (ladder|roof|bike|motorcycle|horse|truck|stairs|porch))(?!.* (a proposito|on purpose|otra vez voy|next time|la proxima|wish|hadnt|hadn t|should have|should ve|finish|again|wanted to|ojala|quisiera|termin\w*)( |$))|` +
    String.raw`^((my|our|mi|nuestro|nuestra) )?(\w+ ){0,2}(coach|teacher|boss|pastor|neighbor|neighbour|coworker|co worker|sergeant|sgt|first sergeant|chief|captain|commander|supervisor|entrenador|maestro|maestra|jefe|jefa|vecino|vecina) (hes|shes|he is|she is|is|s|se) (retiring|moving|leaving|graduating|deploying|transferring|pcsing|retirando|retira|muda|va)( |$)(?!.* (so am i|me too|and me|yo tambien|its for (him|her|them)|it s for (him|her|them)|not for (him|her|them)|for me|pa mi|para mi|tonight|esta noche)( |$))|` +
    String.raw`^((yeah|yea|ya|no|nah|lol|sorry|my bad|oops|si|no no) )*((la|lo) (estaba|estoy) )?(cleanin|cleaning|cleaned|oilin|oiling|oiled|limpiando|limpiandola|limpiandolo|limpiaba)( \w+){0,6} (after|from|before|despues de|despues del|antes de|antes del) (the range|range day|hunting|deer season|qualif\w*|el range|range|la caceria|cazar)( |$)(?!.* (for me|if im still here|if i m still here|still here|last time|one left|chamber|loaded|tonight|pa mi|para mi|esta noche|ultima vez)( |$))|` +
    DATE_PAST.source,
);
/**
 * An apology, a laugh or "just kidding" explains a turn away only in a message that says something
 * of its own ("no my marriage lol. divorce. how does the VA split my disability"): "sorry", "lol jk"
 * or "todo bien" alone after a means or a plan is no explanation, and the turns before still stand.
 * Round 52: "nombre compa jaja", "nel jaja", "así se dice acá", "es un dicho", "just an expression".
 * Round 81 (round 90's "none" conversations): "oh no honey he is doing real good", "no thank the
 * Lord", "no carnal", and the Dominican "e un decir" (never "no e un decir", a code review). Round
 * 85 (round 94's kingman-en): "false alarm" said of someone else ("ok false alarm I called him and hes
 * fine"), never "not a false alarm" (its code review). Round 86 (round 95's "none" conversations): "no
 * sir", "omg no hes retiring… lol", "nombre maje jaja", "es expresion" and "es dicho".
 */
const EXPLAINED_WITH_WORDS =
  /(^| )(sorry|my bad|apologies|perdon|perdona|perdone|perdonen|disculpa|disculpe|disculpen)( |$)|(^| )(i )?(should have|should ve|shoulda) been (clearer|more clear)( |$)|^(oh |ah |ay )?(no|nah|nope) (hombre|mujer|senor|senora|dona|don|honey|sweetie|dear|darling|hon|baby|thank (the lord|god|goodness)|gracias a dios|carnal|mano|maje|pana|sir|maam|ma am)( |$)|(^| )(?<!(^| )(no|ni|tampoco|nunca|not|never)( \w+){0,2} )(e|es|era) (un|puro) decir( |$)|(^| )(perdon|jaja\w*|nel|nah|lo que (te )?dije|eso) (era|fue) (broma|un chiste|de broma)( |$)|(^| )(no|nah|naw|noo+|nombre|nel) (no |sir |maam |senor |senora |compa |carnal |bro |maje |wey |guey |mano |primo )?(lol|lmao|haha\w*|jaja\w*|jeje\w*)|(^| )((asi|como) (se dice|decimos|dice uno|hablamos)( aca| aqui| en mi tierra| en mi pueblo| en el rancho)?|es (un )?dicho|(just |its just |it s just )?an expression|es (una )?expresion|figure of (speech|speach)|(?<!(^| )(no|ni|tampoco|nunca|not|never)( \w+){0,2} )(figurativo|figurado|en sentido figurado|figuratively))( |$)|(^| )(lol|lmao|haha\w*|jaja\w*|jeje\w*) (no|nah|naw|nope|nel|nombre|nop)( |$)|^(omg |oh |ah |wait |whoa |dios mio )?(no|nah|nope|noo+)( no)? (\w+ ){0,6}(lol|lmao|haha\w*|jaja\w*)( |$)|^(si |yes )?(bien bien|todo bien|all good)( |$)|scare (you|yall|ya)|(^| )(?<!(not|no|isnt|wasnt|aint|never)( a)? )false alarm(?=.* (he|she|hes|shes|they|theyre|him|her|dad|mom|brother|sister|son|daughter|husband|wife|buddy|friend)( |$))|(el|del|un|una|mi) susto|(it|that) (was|is) a joke|era (broma|chiste|una broma)|(?<!(not|no|aint|im not|i m not) )(jk|j k|just kidding|kidding)( |$)|(^| )(puro cotorreo|es cotorreo|era cotorreo|puro desmadre|es (broma|chiste)|de broma|(estoy|estaba|andaba|ando) (bromeando|jugando|vacilando|cotorreando))( |$)|^no( no)?( \w+)? nada de eso( |$)|^(no|noo+|naw|nah)( (lord|god|dios|sir|maam|baby|honey|mija|mijo|man|bro|carnal|compa))? no(?!.* (fue|was|paso|happened|hace|ago)( |$))( |$)/;
/**
 * What undoes an explanation: the earlier words said again, meant, or a next time. Round 52 (its
 * review): "again" after a system's trouble ("my housing is late again") says nothing again; after
 * the writer's own ("failed again", "wrong chat… try again") it still does. Round 86 (the last read of
 * the round): a "but" that goes on to a plan or a time ("no lol but i am gonna use it tonight", "nombre
 * maje jaja pero si la voy a usar hoy"), and "every word".
 * Round 87: a burden said again ("jaja perdon, me explique mal, es que ya no trabajo y ellos pagan", a
 * second read's probe of round 40, after "siento que soy una carga") explains nothing away.
 */
const NOT_EXPLAINED =
  /(^| )((ya )?no trabajo|i dont work|i don t work|i cant work|i can t work|no puedo trabajar)( \w+){0,3} (ellos|ella|el|mi esposa|mi esposo|mis hijos|my wife|my husband|my kids|they|she|he) (pagan|paga|pay|pays|me mantienen|me mantiene|carry me|support me)( |$)|serious|en serio|no es (broma|chiste)|not (kidding|joking)|every word|each word|cada palabra|(^| )(but|pero)( \w+){0,2} (gonna|going to|voy a|va a|will|ill|i ll|la voy|lo voy|use it|usar|usarla|usarlo|tonight|hoy|esta noche|ahorita)( |$)|no estoy jugando|(mean|meant) it|lo digo|(?<!(all|by|at|for) )this time|next time|esta vez|(?<!(piden|pidieron|pide|pidio|manden|mande|mando|llame|llamo|envie|envio|aplique|aplico|negaron|niegan|nego|denied|deny|denies|sent|send|filed|file|called|call|asked|ask|applied|apply|asking|asks|rejected|reject|late|delayed|crashed|glitching|tarde|atrasado|atrasada|perdieron|perdio|se cayo)( \w+){0,3} )(again|otra vez|de nuevo)|finish what|terminar lo que|still (want|think|thinking)|todavia (quiero|pienso)|gonna do it|going to do it|lo voy a hacer|(kinda|kind of|a little of|a bit of|little bit of|maybe) both|both (honestly|really|tbh)|las dos cosas|un poco de (los|las) dos|(los|las) dos la verdad/;
const RISK_SIGNALS: readonly Signal[] = [
  "suicide",
  "suicideMention",
  "means",
  "meansReady",
  "atHand",
  "place",
  "lethality",
  "intent",
  "afterMe",
  "farewell",
  "thirdPartyDanger",
  "harm",
  "weapon",
  "hopeless",
  "mood",
];
const WORDS_OF_ITS_OWN = 6;
/** Round 24: words that say what an earlier message meant. */
const MEANT =
  /(^| )(i mean|i meant|meant|quise decir|queria decir|me referia|me refiero|me explique mal|not like that|not that kind|es un decir|figure of (speech|speach)|bad wording|wrong word|(worded|phrased) (that|it|this) (bad|badly|wrong|poorly)|poorly worded|should (have|ve|of) been clearer|typo|autocorrect|bad choice of words|came out wrong|sounded (bad|wrong)|typed (that|it) wrong|(una )?forma de hablar|una expresion|(hablo|hablaba|estoy hablando) (del|de la))( |$)/;
/**
 * Round 24: what an answer that explains a worry away must not carry: every risk signal but those a
 * plain explanation names (a death talked about, a means or a weapon, low mood).
 */
const STRONG_RISK = RISK_SIGNALS.filter((kind) => !["suicideMention", "means", "weapon", "mood"].includes(kind));
/** Round 45 (`withoutLaughterFrame`): the kinds of risk no laugh frames, the strong ones but those idioms carry. */
const NO_JOKE_BESIDE = STRONG_RISK.filter((kind) => !["suicide", "harm", "hopeless"].includes(kind));

/**
 * Round 40: what an explanation must name for it to settle the worry with no line: the thing that
 * was meant ("no lol the APPEAL", "i meant my board appeal", "me morí de la vergüenza", "hablo del
 * claim"). Two second reads: a bare "came out wrong", "autocorrect", "not like that" or "es una forma
 * de hablar" names nothing, and minimising after a disclosure keeps the line.
 */
const MEANT_THING =
  /(^| )(appeal|appeals|claim|claims|paperwork|form|forms|application|hlr|higher level review|board|supplemental|subscription|membership|fafsa|season|hunt|hunting|deer|elk|fishing|dental plan|medicare plan|laughing|boredom|embarrassment|reclamo|papeleo|apelacion|verguenza|risa|aburrimiento|temporada|caceria|pesca|trafico|tranque|hold|fila|dbq|backlog)( |$)/;
/** What someone else meant, told by the writer ("he means hes wore out", "ella quiso decir"). */
const THEY_MEANT =
  /(^| )((he|she|they) (means|meant|was talking about|s talking about)|(el|ella) (quiere decir|quiso decir|se refiere|se referia|habla del|hablaba del))( |$)/;
/** An explanation that keeps some of the worry: "but kinda both tbh", "un poco tambien". */
const HEDGED = /(^| )(kinda|kind of|sort of|sorta|both|a little|partly|tambien|las dos|los dos|un poco|medio)( |$)/;
/** The writer's own death said outright in the turn explained: no explanation settles it ("i want to kill myself" … "lol jk i meant the claim"). */
const OWN_DEATH_WORDS = String.raw`(kill|killing|shoot|shooting|hang|hanging|off) (myself|me)( |$)|end (my|mi) (own )?life|take my (own )?life|matarme|me (quiero|voy a|pienso|puedo) matar|me mato|quitarme la vida|(pegarme|darme|meterme) un (tiro|balazo)|colgarme|ahorcarme`;
const OWN_DEATH_SAID = new RegExp(`${OWN_DEATH_WORDS}|suicid`);
/**
 * An explanation turned round, read as typed (accents off, punctuation kept): "no es una forma de
 * hablar", "no me expliqué mal", "eso quise decir"; not "ay no, me expliqué mal".
 */
const NEGATED_EXPLANATION =
  /(^|[^\w,])(no|not) (es|era|fue|me|a|was|is|just)( \w+)? (forma de hablar|un decir|explique mal|figure of (speech|speach)|joke|broma|chiste)|eso (quise|queria) decir|what i meant|lo que (quise|queria) decir/;
/** Someone else's death said in the turn explained ("my daddy shot himself", "mi hijo se mato"). */
const SOMEONE_ELSES_DEATH =
  /(^| )(my|mi|our|his|her|su|a) (\w+ ){0,2}(brother|sister|dad|daddy|father|mom|mother|son|daughter|husband|wife|uncle|aunt|cousin|buddy|friend|grandpa|grandfather|granddad|grandma|grandmother|nephew|niece|stepdad|neighbor|papa|apa|pai|papi|padre|mama|ama|mai|mami|madre|hijo|hija|esposo|esposa|hermano|hermana|tio|tia|primo|prima|abuelo|abuela|suegro|suegra|cunado|cunada|sobrino|sobrina|padrastro|vecino|vecina|compa|amigo|amiga|pana|sargento|sergeant)( \w+){0,3} (shot (himself|herself)|killed (himself|herself)|hung (himself|herself)|took (his|her) (own )?life|died|passed|se mato|se pego un tiro|se suicido|se quito la vida|murio|fallecio)( |$)/;
/** Round 70: words that say a threat was said in jest, or what it meant instead ("shoot them an email", "blow up their phones"). */
const THREAT_SAID_IN_JEST =
  /(^| )(figure of (speech|speach)|not literal|not literally|no literal|nada literal|es un decir|es puro decir|(?<!(^| )(no|ni|tampoco|nunca|not|never)( \w+){0,2} )(figurativo|figurado|en sentido figurado)|forma de hablar|manera de hablar|modo de hablar|una expresion|an expression|just an expression|bad joke|dumb joke|just joking|only joking|jk|just kidding|es broma|era broma|de broma|no es en serio|bad choice of words|bad wording|wrong words?|(shoot|shooting|send|sending) (them|him|her|it|somebody|someone) an? (email|e mail|text|message|fax|letter)|blow up (their|his|her|the) (phones?|inbox|email|line|lines)|(im|i m|i am) (just|only) (pissed|mad|angry|venting|frustrated|heated|blowing off steam)|just venting|blowing off steam|(estoy|ando) (bien |nomas |namas |solo )?(enojad[oa]|encabronad[oa]|emputad[oa]|molest[oa]|caliente)( nomas| namas)?)( |$)/;
/**
 * Round 70: the threats a jest may explain: said by the writer against a person, never an attack on
 * a place or many people ("im gonna shoot up the regional office", then "lol no sorry, figure of
 * speech" keeps 911 first), nor someone threatening the writer ("he has a gun to my head", then "lol
 * jk wrong chat" keeps it too).
 */
const PLACE_OR_MANY_WORDS = String.raw`(shoot|shooting|shot|shoots) up|massacre|columbine|mass shooting|(kill|shoot|get|take out) (everyone|everybody|them all|all of (them|em)|every one)`;
const NEVER_IN_JEST = new RegExp(
  String.raw`(^| )(${PLACE_OR_MANY_WORDS}|blow (up|it up)|bomb\w*|to my head|at my head|on me|(kill|hurt|shoot|stab|gut|choke) me|at me|my (door|house|window)|matarme|me (va|van|quiere|quieren) a? ?matar|a mi puerta|en mi puerta)( |$)`,
);
/**
 * Round 71: what makes a threat more than words a jest may take back: a weapon or a means, or a day
 * against someone named ("im going to shoot my ex tonight"; not "gonna shoot somebody today", then
 * "sorry bad joke. im shooting a buddy statement over").
 */
const ARMED: readonly Signal[] = ["weapon", "means", "meansReady", "atHand"];
const SOMEONE_NAMED =
  /(^| )((my|his|her|the|that|this) (\w+ )?(ex|wife|husband|boss|neighbor|neighbour|rater|vso|brother|sister|dad|mom|father|mother|son|daughter|girlfriend|boyfriend|landlord|supervisor|sergeant|sgt|doctor|counselor|caseworker)|him|her)( |$)/;
const madeReal = (reading: Reading, message: string) =>
  ARMED.some((kind) => reading.signals?.has(kind)) ||
  ((reading.signals?.has("time") || reading.signals?.has("soon")) && SOMEONE_NAMED.test(plainText(message)));
/** Round 71: the threats against a place or many people among those no jest explains (`NEVER_IN_JEST`'s first words). */
const AT_A_PLACE_OR_MANY = new RegExp(String.raw`(^| )(${PLACE_OR_MANY_WORDS})( |$)`);
const threatsOnlyInJest = (messages: readonly string[], readings: readonly Screening[]) =>
  messages.every((m, i) => readings[i]?.tier !== "harm" || !NEVER_IN_JEST.test(plainText(m)));
/** Round 70: someone else's death told with the year it happened ("mi tío se mató en 2012", "he walked on in 1999"). */
const DEATH_TOLD_WITH_ITS_YEAR =
  /(^| )(he|she|el|ella|my \w+|mi \w+|su \w+|his \w+|her \w+)( \w+){0,2} (died|passed|passed away|walked on|killed himself|killed herself|shot himself|shot herself|hung himself|hanged himself|took his life|took her own life|took his own life|took her life|murio|fallecio|se mato|se suicido|se quito la vida|se pego un tiro|se ahorco)( \w+){0,2} (in|en|back in|en el|in the year) (19|20)\d\d( |$)/;

/**
 * Round 70: the turn before is about another person's words or things ("found my uncles goodbye
 * letter today"): the intent the rules read there is that person's, and nothing in it is the writer's.
 */
const SOMEONE_ELSES_WORDS =
  /^(i |we )?(found|read|saw|got|have|tengo|encontre|encontramos|lei|vi)( \w+){0,2} (my|mi|our|his|her|su|nuestro|nuestra) (\w+ ){0,2}(uncles?|brothers?|dads?|fathers?|grandpas?|grandfathers?|moms?|mothers?|husbands?|wifes?|sons?|cousins?|buddys?|friends?|tios?|hermanos?|papas?|apas?|abuelos?|esposos?|hijos?|primos?|compas?|amigos?)( \w+){0,2} (goodbye|farewell|last|suicide|despedida|ultima) (letter|note|message|carta|nota|mensaje)( |$)/;
/** Round 70: the writer's own death in the first person (not "el suicidio de un veterano", as `OWN_DEATH_SAID` reads). */
const OWN_DEATH_IN_THE_FIRST_PERSON = new RegExp(
  String.raw`${OWN_DEATH_WORDS}|my (own )?suicide|mi suicidio|(if|when|si|cuando) (i|yo) (do it|lo hago)`,
);
/** Round 69: what in a turn telling someone else's death is the writer's own: a plan, a goodbye, a time, a place, a means at hand. */
const OWN_PLAN_IN_A_DEATH_TOLD: readonly Signal[] = [
  "intent",
  "afterMe",
  "farewell",
  "time",
  "soon",
  "place",
  "meansReady",
  "atHand",
  "harm",
];
/**
 * Round 70: the same in the turn before an answer that tells a death with its year, and a means or
 * weapon, or someone else in danger: that answer names no death in the turn it settles.
 */
const OWN_PLAN_BEFORE_A_DEATH_TOLD: readonly Signal[] = [
  ...OWN_PLAN_IN_A_DEATH_TOLD,
  "means",
  "weapon",
  "thirdPartyDanger",
];
/** What a letter or note of someone else's carries that is theirs ("found my uncles goodbye letter today"). */
const THEIRS_IN_THEIR_WORDS: readonly Signal[] = ["intent", "farewell", "time", "soon"];
/** What in the turn explained no explanation settles: a means named or at hand, an act, a place, a plan or a time, goodbyes, a threat. */
const NEVER_SETTLED: readonly Signal[] = [
  "means",
  "meansReady",
  "atHand",
  "lethality",
  "place",
  "farewell",
  "afterMe",
  "thirdPartyDanger",
  "harm",
  "intent",
  "time",
  "soon",
];

/**
 * Round 40: an answer that settles the one turn before it, with no line: that turn was the only
 * risky one and held words alone (no means at hand, act, plan, time, goodbye or threat), and the
 * answer names what was meant (a thing that makes the words literal: the appeal, the claim, the
 * embarrassment; never a stressor such as the job or the loan, which may be the reason), or puts the
 * death that turn told long ago. The writer's own death said outright is never settled. It asks
 * nothing about what survivors get ("lol jk sorry, what does my wife get in DIC" keeps the line).
 */
function settlesTheWorry(
  plain: string,
  asTyped: string,
  reading: Reading,
  before: readonly Reading[],
  beforeText: string,
): boolean {
  const explained = before.at(-1);
  if (!explained || before.slice(0, -1).some((r) => r.tier !== "none")) return false;
  if (NEGATED_EXPLANATION.test(asTyped) || HEDGED.test(plain)) return false;
  // Round 69 (the none-labelled conversations of rounds 76 to 78: "my dad shot himself", then "oh no
  // sorry this was 1995. im ok"; "mi pai se pego un tiro", then "no no, eso fue en el 2003"): a
  // death of someone else's the answer puts long ago settles the turn whatever it held of that death
  // (a gun, an act, suicide named), as long as the turn held nothing of the writer's own: no plan,
  // goodbye, time, place or means at hand, and no own death once the other's words are taken out.
  if (
    SOMEONE_ELSES_DEATH.test(beforeText) &&
    DATE_PAST.test(plain) &&
    !OWN_PLAN_IN_A_DEATH_TOLD.some((kind) => explained.signals.has(kind)) &&
    !OWN_DEATH_SAID.test(beforeText.replace(SOMEONE_ELSES_DEATH, " "))
  ) {
    return true;
  }
  // Round 70 (round 79's "none" conversations: "quiero saber lo del suicidio de un veterano", then "mi
  // tío se mató en 2012… mi tía todavía puede pedir DIC?"; "found my uncles goodbye letter today",
  // then "oh he walked on in 1999"): the answer itself tells whose death it was and the year, and
  // the turn before held nothing of the writer's own, not even the writer's own death in the first person.
  if (
    DEATH_TOLD_WITH_ITS_YEAR.test(plain) &&
    !OWN_PLAN_BEFORE_A_DEATH_TOLD.some(
      (kind) =>
        explained.signals.has(kind) && !(THEIRS_IN_THEIR_WORDS.includes(kind) && SOMEONE_ELSES_WORDS.test(beforeText)),
    ) &&
    !OWN_DEATH_IN_THE_FIRST_PERSON.test(beforeText)
  ) {
    return true;
  }
  if (NEVER_SETTLED.some((kind) => explained.signals.has(kind))) return false;
  if (OWN_DEATH_SAID.test(beforeText)) return false;
  if (reading.signals.has("afterMe") || reading.signals.has("deathBenefit")) return false;
  return (
    (MEANT.test(plain) || TURNS_IT_DOWN.test(plain) || EXPLAINED_WITH_WORDS.test(plain)) && MEANT_THING.test(plain)
  );
}

/** A question (on the assistant's text with its "?") about the person's safety right now. */
const SAFETY_QUESTION =
  /((are you|you|is he|is she) (safe|ok|okay|alright|somewhere safe)|(anyone|someone|somebody) (with you|there with you)|(is|are) (he|she|they|you) with (anyone|someone|somebody|anybody)|estas (a salvo|bien|segur[oa]|sol[oa])|(alguien|nadie) (contigo|con usted))( right now| now| tonight| ahora( mismo)?| en este momento)?\s*\?/;
/** A laugh in the answer: its "no" to the out-of-reach question is read on ("no we live together lol, i just want…"). */
const LAUGHED = /(^| )(lol|lmao|haha\w*|jaja\w*|jeje\w*|jk)( |$)/;
/**
 * Round 112 (round 123's lakecharles2-en: a drunk husband with a gun who says he will kill her tonight, then "Are you
 * somewhere he can't reach you?" answered "No I am in the house with the kids"): whether one is out of someone's reach.
 * Only its "no" is read, as a "no" to "are you safe?" is, whatever the question says of harm; its "yes" says nothing of
 * the other's danger (its code review: "yes" after a son drunk in the garage with his rifle is still clear risk).
 */
const OUT_OF_REACH_QUESTION =
  /(are you|you|estas|esta usted) (somewhere|someplace|some place|en un lugar|en algun lugar|en algun sitio)( safe| seguro)?( where| donde)?( he| she| they| el| ella)? (can['’]?t|cannot|can not|no (te |le )?(puede|pueda)) (reach|get to|find|get at|alcanzar|encontrar|llegar)( you| a ti)?( right now| now| tonight| ahora( mismo)?| en este momento)?\s*\?/;
/**
 * A question that a yes cannot answer: what, how, where… ("¿Qué está pasando?", "¿Me cuentas un poco más?"). Not "can you
 * tell me if…", which a yes does answer (a second read of round 113).
 */
const OPEN_QUESTION =
  /^[\s¿"'(]*(what|whats|what's|how|where|why|when|who|which|tell me|que|como|donde|por que|porque|cuando|quien|cual|me (cuentas|platicas))( |$)/;
/** A question about how things are: a yes to it is a yes to being all right. */
const HOW_THINGS_ARE =
  /(everything|todo) (ok|okay|alright|all right|bien|good|fine)|(are you|you|estas|esta usted) (ok|okay|alright|good|fine|bien|safe|a salvo)/;
/**
 * A yes that says in its own words that all is well ("si todo bien jaja"): a yes to being all right, whatever the last
 * question was. A bare yes to "is anything bothering you?" is not (a second read of round 113).
 */
const FINE_IN_THE_ANSWER =
  /(^| )(todo bien|estoy bien|toy bien|ando bien|all good|im fine|im good|im ok|im okay|i m fine|i m good|i m ok)( |$)/;
const ABOUT_HARM = /suicid|kill|hurt|harm|end (your|his|her) life|ending your life|quitarte la vida|dano|matarte/;
const NOT_SAFE =
  /^(no|nope|nah|not really|not sure|im not|i am not|no im not|nobody|no one|noone|nadie|no estoy|no se)( |$)/;
const SAFE_YES =
  /^(lol |haha\w* |lmao |jaja\w* |jeje\w* )?(yes|yeah|yep|yea|si|im safe|i am safe|im ok|im okay|im fine|i am ok|estoy bien|estoy a salvo)( |$)/;
/** Round 69: "now" of a benefit asked for ("si mami puede cobrar algo del VA ahora", "can she still get DIC now"), not of the writer. */
const BENEFIT_NOW =
  /((?:^| )(?:cobrar|recibir|pedir|aplicar|solicitar|get|apply|file|claim|receive)(?: \w+){0,5}) (?:ahora|now|today|hoy)(?= |$)/g;
/** Round 73: a benefit still to be had ("can i still get DIC"), not the writer still feeling it. */
const STILL_ELIGIBLE =
  /((?:^| )(?:can|could|may|do|does) (?:i|she|he|we|they|my \w+)) still(?= (?:get|apply|file|claim|receive|qualify|be eligible)( |$))/g;
/** Round 73: the writer doing well now, after a death long ago ("i doing ok now", "estoy bien ahora"). */
const DOING_WELL_NOW =
  /(^| )(im|i m|i am|i|doing|estoy|ando|toy)( doing)? (ok|okay|good|fine|better|alright|well|bien|mejor) (now|ahora)(?= |$)/g;
/** Round 50 (a reviewer's read): what brings a past explained away back to now ("it was 2019, and tonight feels the same"). */
const STILL_NOW =
  /(^| )(now|tonight|today|right now|same|again|like then|ahora|esta noche|hoy|igual|otra vez)( |$)|(^| )(i|im|i m|i am|yo|todavia|aun|still) (still )?(feel|feels|feeling|siento|me siento)( |$)|(^| )(im|i m|i am|i|sigo) (still|igual)( |$)/;
/**
 * Round 50 (round 59's bangor-en and reading-es: "deer season. relax. question is…", "na tranquilo
 * manín, la toy limpiando pa ir al range…"): words that calm the one who asked, beside a frame of
 * their own, turn the worry down as a laugh does.
 */
const CALMS =
  /(^| )(?<!(^| )(cant|can t|cannot|not|dont|don t|never|no|puedo|estar|estoy|ando|siento) )(relax|chill|calm down|easy there|tranquilo|tranquila|tranqui)( |$)/;
/** Review r24b: a correction that turns the worry down ("no sorry, I meant the appeal", "ay no, me explique mal", "not like that"). */
const TURNS_IT_DOWN = /(^| )(not like that|not that kind|no (es|era) (eso|asi)|no asi|nada de eso)( |$)/;
/** Review r24b: a correction that says the worry again ("i meant what i said", "i meant to say yeah", "for good"). */
const SAYS_IT_AGAIN =
  /(^| )(what i said|exactly|to say (yes|yeah|yea)|lo que dije|tal cual|for good|pa siempre|para siempre|every (day|night)|todos los dias|(thinking|think) about it|pienso en (eso|ello)|better off|mejor sin mi|wake up|despertar|de vivir|no (quiero|puedo) seguir)( |$)/;
/** Review r24b: a "yes" to "are you safe?" said in irony or with a limit ("si claro", "for now"). */
const YES_WITH_A_LIMIT =
  /(^| )(claro|como no|for now|por ahora|por el momento|por hoy|que importa|whatever|supongo|i guess|todavia|ya mero|ya casi|se acaba|se termina|almost over)( |$)/;
const ASKS_FOR_LINE = /(that|the|crisis|hotline|help) (number|line)|number again|988|who (do|can|should) i call/;
const CLOCK =
  /(^| )(at|by|around|after|a las|a la|como a las|tipo|despues de las) \d{1,2}( (am|pm|oclock|tonight|tomorrow))?( |$)/;

/** A goodbye in words, not an apology: what a "no" with it does not settle. */
const GOODBYE =
  /gracias por todo|cuid(a|en|ame|enme|e) (a|de) (mi|mis)|take care of (my|her|him|them)|thanks for everything|goodbye|good bye|adios|diganle|dile a (mi|mis)|tell (my|her|him|them) (\w+ ){0,3}(i love|im sorry)/;

/**
 * Round 88 (round 97's rockford-en: on the bridge, asked about jumping, then "not gonna make any
 * appointment ever again"): an appointment given up for good is a cancelling too.
 */
const CANCELS =
  /(^| )(cancel|cancels|cancelled|canceling|cancela|cancelen|cancelar|cancele|(not gonna|not going to|wont|won t|will not|never gonna) (make|be at|go to|need|keep) (any|another|my next|no more|a single|the)( more)? (appointment|appointments|appt|appts)( \w+)? (ever again|again|anymore|no more))( |$)/;
/** Round 37: asking what to do now, after someone else's danger. */
const WHAT_NOW =
  /(^| )(what (do|should|can) (i|we) do|que (hago|hacemos|puedo hacer)|who do (i|we) call|a quien (llamo|le hablo))(?! (to|pa|para|con) )( |$)/;
/** Round 70 (round 79's sanbenito-es: "no quiero ir al ER me van a internar. nomás dime si esto cuenta pa el claim"): help refused after clear risk is no new topic. */
const REFUSES_HELP =
  /(^| )((no quiero|no voy a|no pienso|dont want to|don t want to|not going to|im not going to|wont|won t|not gonna) (ir|go)( a| al| to)?( the| la| el)? (er|emergencias|emergency|hospital|urgencias|clinica)|no voy (al|a la|a) (hospital|er|emergencias|urgencias|clinica)|me van a (internar|encerrar)|(theyll|they ll|they will|gonna) (lock me up|admit me|commit me|put me (in|away)))( |$)/;
/** Round 37: a weapon named in a claim ("hearing loss from my rifle"), not in danger. */
const WEAPON_IN_A_CLAIM = /(^| )(hearing|tinnitus|ears?|deaf|range|qualif\w*|claim|file|filing)( |$)/;
const NEW_TOPIC =
  /(^| )(file|filing|claim|form|rating|appeal|gi bill|tinnitus|loan|loans|pdf|va gov|verify|verification|printed material|brochures?|pamphlets?|folletos?|cambio de direccion|change of address|refinance|irrrl|coe|certificate of eligibility|apply|eligible|compensation|c p|school|health care|appointment|formulario|reclamo|solicitar|aplicar|cita)( |$)/;
const DEATH_TOPIC =
  /(^| )((go|goes|going|sent|send|paid|pay) to (my )?(wife|husband|kids|family|son|daughter|mom)|(a|pa|para|le llegue a) mi (esposa|esposo|familia|hijos|vieja|mama)|dic|survivor\w*|burial|buried|cemetery|funeral|headstone|insurance|vgli|sgli|beneficiary|beneficiari[oa]|widow|viuda|sobreviviente|entierro|seguro|transfer\w*)( |$)|(^| )after$|(^| )(last|ultima|ultimo) (q|question|thing|pregunta|cosa)( |$)|(son|daughter|wife|kids|family|husband|hijo|hija|esposa|familia) (still )?(get|gets|use|keep|recibe|cobra)( |$)/;

/** On the way to the person who did the wrong or the place of it, or that person on the way here. */
const TOWARDS =
  /(^| )((going|goin|gonna go|go|headed|heading|head|driving|drivin|drive|riding|ride|rolling|roll|walking|walk|on my way|going back|go back|coming back) (over |back |down |up |out |in )?(there|in there|back there|to (his|her|their) |over to (his|her|their) |to (the|that) (office|clinic|va|hospital|regional|pharmacy|armory|lobby|front desk|courthouse|bar|shop|school|station|apartment|house|building|base|plant|store)( |$))|(hell|he will|shell|she will|theyll|they will|that man will|hes gonna|he s gonna) be (here|there|at|home)|(voy|vamos|va|van|me voy|se fue|salio|salgo|ya voy) (pa|para|a) (su|alla)( |$)|(a|pa|para) su (casa|oficina|trabajo|canton)|(voy|vamos|salgo|ya voy|me voy) (pa|para|a) (la|el) (oficina|clinica|regional|va|trabajo|escuela|corte|hospital)( |$)|(va|van) a estar aqui)/;
/**
 * Round 47: a weapon taken along ("llevo la 45", "bringing the AR"); round 53: "down there with my
 * pistol", "llego a las 8 con la AR". Round 87 (round 96's silercity-es: a brother's rifle in the
 * closet, then "mañana me lo llevo a la escuela"): "it" taken to school is the weapon the turn before named.
 */
const CARRIED =
  /(^| )((llevo|traigo|voy con|ir con|llego con|me llevo|bring|bringing|ill bring|im bringing|(there|over there|down there|up there|alla|ahi) (with|w|con)|(llego|voy|vengo|entro|paso|caigo|me presento)( \w+){0,4} con) (la|el|mi|my|the|a|an) (\w+ )?(45|9|9mm|40|38|pistola|cuete|fusca|fierro|rifle|escopeta|arma|gun|pistol|glock|ar|ar 15|shotgun|piece|strap)|(me|se) (lo|la) (llevo|lleva|voy a llevar|va a llevar) a la (escuela|prepa|secundaria|high school|high))( |$)/;
/** Round 47: someone at the door now, beating on it, or the writer shut in with the children. */
const AT_THE_DOOR =
  /(^| )((banging|pounding|kicking|beating|golpeando|tocando|pateando|aporreando) (on )?(the|my|our|la|mi|nuestra) (\w+ )?(door|puerta)|(estoy|estamos|im|i m|were|we re) (encerrad[oa]s? |hiding |escondid[oa]s? )?(con los ninos|con mis hijos|with the kids|with my kids))( |$)/;
/** Signals of the writer's own ending: with them, a way somewhere with a weapon is suicide risk, not a threat. */
const OWN_ENDING: readonly Signal[] = [
  "suicide",
  "suicideMention",
  "afterMe",
  "farewell",
  "place",
  "lethality",
  "thirdPartyDanger",
];
/**
 * The assistant asking whom a question about a death is for (whole words: not "about your", not
 * "medical"). Round 84 (round 93's pikeville-en: "Who is the burial for, and did they serve?", "me.
 * this weekend"): or whom the burial itself is for.
 */
const FOR_WHOM =
  /(^| )((for|about|asking (for|about)) (yourself|you|someone else|somebody else|a family member|a loved one|whom)|who (youre|you re|you are) asking (about|for)|who (is|s) (this|it|the question|the (burial|funeral|service|plot|headstone|marker|cremation|arrangements?)) for|(arranging|planning|making) (a |the )?(burial|funeral|arrangements)|(recently )?passed( away)?|lost someone|(para|por) (usted|ti|un familiar|algun familiar|algun ser querido|alguien|quien)|es para (usted|un familiar|alguien)|fallec\w*|se murio|perdio a alguien)( |$)/;
/** Words of death in the assistant's question itself ("the burial allowance", "DIC"), as whole words. */
const DEATH_QUESTION =
  /(^| )(burial|buried|funeral|cemetery|dic|survivors?|surviving|death|died|passed|headstone|sgli|vgli|entierro|cementerio|sobreviviente|fallec\w*|murio|muerte|panteon|funeraria)( |$)/;
/** What a death brings, asked by the user (not health insurance, "no estoy seguro", a GI Bill transfer). */
const FOR_ME_DEATH =
  /(^| )(dic|survivor\w*|burial|buried|bury|cemetery|funeral|headstone|flag|life insurance|vgli|sgli|beneficiary|widow|viuda|sobreviviente|entierro|funeraria|cementerio|panteon|seguro de vida)( |$)|(when|if|after) (i|im) (die|dies|dead|gone|pass)( |$)|si (yo )?(me muero|muero|falto|me pasa algo)( |$)|cuando (me muera|yo falte|falte)( |$)/;
/** An answer that opens with "for me" (plain text, anchored; not "me urge", "me and my wife", "para mi papa"). */
const FOR_ME =
  /^((yes|yeah|yep|yup|si|no|nah|well|honestly|its|it s|it is|es|um|uh|bueno|pues) )*(for me|me|myself|for myself|its me|it s me|its for me|its mine|mine|(para|pa|por) (mi|mi mismo|mi misma)|(el|la) mi[oa]|soy yo|yo)( (bro|man|sir|maam|brother|hermano|carnal|compa))?( |$)(?!(and|y|n|papa|apa|papi|mama|ama|mami|padre|madre|esposo|esposa|hijo|hija|hermano|hermana|abuelo|abuela|tio|tia|suegro|suegra|familia|viejo|vieja|pareja|novio|novia|primo|prima|amigo|amiga|compa|vecino|vecina|ex|jefe|jefa)( |$))/;
/** Or it closes with "for me" ("ok porque el viernes ya lo voy a necesitar, es para mi"); not a bare "me" ("call me"). */
const FOR_ME_LAST =
  /(^| )(for me|for myself|its for me|it s for me|its me|its mine|(es )?(para|pa|por) (mi|mi mismo|mi misma)|soy yo)$/;
/** The for-me words stand apart: punctuation right after them, or a short answer. */
const FOR_ME_APART =
  /^\W*((yes|yeah|yep|yup|si|sí|no|nah|well|honestly|its|it'?s|it is|es|um|uh|bueno|pues)[\s,.!]+)*(for me|me|myself|for myself|it'?s me|it'?s for me|it'?s mine|mine|(es )?(para|pa|por) (mi|mí)( mism[oa])?|(el|la) m[ií][oa]|soy yo|yo)(\s+(bro|man|sir|ma'?am|brother|hermano|carnal|compa))?\s*([.,!;:-]|$)/i;
/** Round 70 (round 79's elyria-es: "no todavia no. es pa mi. el sabado"): "for me" closed by the day, and nothing after it. */
const FOR_ME_THEN_A_DAY =
  /(^| )((es )?(para|pa|por) (mi|mi mismo|mi misma)|(its|it s) (for )?me|for me|for myself) (el |este |pa el |para el |on |this )?(lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|hoy|esta noche|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today)$/;
/** An errand, an age, an illness or a plan made with others: the day named is theirs, not a death's. */
const ERRAND =
  /(^| )(appointment|appt|cita|citas|paperwork|papeles|papeleo|forms?|formulario|sign|mail|coming|comes|(hijo|hija|hijos|esposa|esposo|familia|nieto|nieta|alguien) (viene|vienen)|visit|visita|help|ayud\w*|funeral home|funeraria|pre ?need|prearrange\w*|office|oficina|vso|deadline|wedding|boda|divorce|divorcio|surgery|cirugia|school|escuela|retir\w*|im \d+|tengo \d+|\d+ (years|anos)|hospice|cancer|doctor|doctora|exam|examen|dentist|dentista|call|text|llam\w*|driving|drive|lleva|llevar|pagado|pagar|pay|plot|plots|pick|picking|choose|chose|design|order|ordering|shop|shopping|look at|looking at|see it|verlo|and my wife|y mi esposa|mi esposa y yo|service|servicio|velorio|rosario|rosary|memorial|wake)( |$)/;
/** A day ahead, said plainly. */
const DAY_AHEAD =
  /(^| )(tonight|today|tomorrow|this (week|weekend|month)|next (week|weekend)|(on |this |next )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)|real soon|soon|esta noche|hoy|ahorita|al rato|manana|(el|este|pa el|para el) (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|esta semana|este mes|este fin( de semana)?|el fin de semana|la semana que viene|la proxima semana|pronto|ya escogi el dia|ya tengo (todo|el dia)|ya lo tengo|(el|pal|pa el|para el) dia \d{1,2}(?= ya no)|(on|by) the \d{1,2}(st|nd|rd|th)(?= i (wont|won t|will not) be)|before (saturday|sunday|monday|tuesday|wednesday|thursday|friday|the weekend))( |$)/;

/**
 * Round 112 (round 123's bristol-en: "hey how does DIC work for a wife", "ive been 100 p&t for 12 yrs so shed get it
 * either way right", then "good. then brenda's covered. thats all i needed to know before saturday"): someone said to be
 * covered or provided for by a day ahead, after a question about what survivors get. Alone, such a sign-off is too
 * common to read (its code review: a dependent covered for a form, a lease signed, a caregiver stipend, bills paid).
 */
const COVERED_BY_A_DAY =
  /(^| )((she|he|they|the kids|my kids|my wife|my husband|my family|(?!(its|thats|whats|costs|bills|fees|expenses|arrangements|services|benefits|plans|papers|forms|claims|funerals)(?= ))\w+s|\w+ s)( is| are| s| re)? (covered|taken care of|set|squared away|good to go|provided for))( \w+){0,10} (before|by|b4) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|the weekend|this weekend)( |$)/;
const COVERED_FOR_THE_LIVING =
  /(^| )(champva|tricare|health|medical|dental|dependent|dependents|caregiver|stipend|lease|loan|mortgage|tuition|gi bill|school|christmas|bill|bills|rent|insurance card|enroll\w*|trip|flight|funeral|burial|costs?|expenses|arrangements|service)( |$)/;

/**
 * The current message read with the session's recent turns: a "yes" to a question about suicide,
 * intent in one message and the means in the next, a third party in danger a message ago. An
 * answer that settles the worry ("no, that was years ago", "lol no, figure of speech") is judged
 * alone.
 */
export function screenTurn(
  message: string,
  recent: RecentTurns,
  ruleSet: readonly Rule[] = SCREEN_RULES,
  opinion: SecondOpinionModel = SECOND_OPINION,
): Screening {
  const current = byRules(message, ruleSet, opinion);
  const turn = turnByRules(message, current, recent, ruleSet, opinion);
  // Earlier turns the rules found nothing in, no question asked, and each earlier message, second
  // opinion and all, screened as none: only then is the message read as it would be alone (a second
  // read: a turn the second opinion alone gave the crisis reply does colour the next).
  const alone =
    turn === current &&
    recent.userMessages.slice(-RECENT_USER_MESSAGES).every((m) => screenMessage(m, ruleSet, opinion).tier === "none");
  const screening = withLineFloor(
    withSecondOpinion({ ...current, ...turn }, message, opinion, ruleSet, alone),
    message,
  );
  // Round 44: not after a turn that spoke of the writer's own death, nor in answer to a question
  // about it ("Are you thinking about ending your life?" … "they will all see it at the regional
  // office monday").
  const ownDeathBefore = () =>
    ASKS_SUICIDE.test(askedOf(recent)) ||
    recent.userMessages.slice(-RECENT_USER_MESSAGES).some((m) => ownDeathSpoken(byRules(m, ruleSet, opinion), m));
  const threat = asThreat(screening, current, message, opinion);
  return threat !== screening && ownDeathBefore() ? screening : threat;
}

/**
 * A message that explains an earlier one away ("lol sorry wrong chat", "no my marriage lol. divorce.
 * how does the VA split my disability"): an explanation in words of its own, nothing said again, and
 * no kind of risk of its own. `readAnswer` reads the current turn with it, `explainedFrom` the earlier ones.
 */
const explainsAway = (plain: string, signals: ReadonlySet<Signal>) =>
  (EXPLAINED.test(plain) || (EXPLAINED_WITH_WORDS.test(plain) && plain.split(" ").length >= WORDS_OF_ITS_OWN)) &&
  !NOT_EXPLAINED.test(plain) &&
  !RISK_SIGNALS.some((kind) => signals.has(kind));

/**
 * Round 82 (round 91's "none" conversations, and a code review of the round): an earlier answer that
 * opens with a no and says how the writer is ("nah im good fr it was just a long day at the shop with
 * the claim stuff"), in words of its own, with nothing said again, no "but", "still" or "dont worry
 * about me", and no risk of its own, explains the turns before it away for the turns after it too,
 * where those turns held only despair or talk of death: never the writer's own death said, a plan, a
 * time, a means, an act, a goodbye or a threat (`NEVER_SETTLED_BY_FINE`; "i have a plan to end it
 * this weekend", "nah im good, dont worry about me, its handled" keeps the crisis reply). Where the
 * turns before were clear risk, the line stays (`explainedFrom`). "how many vets unalive themselves
 * every day" reads as suicide said, so round 91's history project is not settled by it. Round 85
 * (round 94's kingman-en): a laugh before the no and "doing" before the fine ("Ha no, Im doing fine,
 * I got a knee surgery coming…"), never "fine… whatever" or "i guess" (its code review).
 */
const NO_IM_FINE =
  /^((ha|haha|lol|oh|ah) )?(no|nah|naw|nope)( (no|nah|naw|lol|lmao|haha\w*))? (im|i am)( doing)? (good|ok|okay|fine|alright|straight)( |$)(?!(.* )?(but|though|still|anyway|used to|dont worry|worry|hiding|hide|handled|its handled|know what im doing|whatever|like always|never better|totally|i guess)( |$))/;
const NEVER_SETTLED_BY_FINE: readonly Signal[] = [
  "suicide",
  "intent",
  "time",
  "means",
  "meansReady",
  "atHand",
  "place",
  "lethality",
  "afterMe",
  "farewell",
  "thirdPartyDanger",
  "harm",
];
const resolvedInWords = (plain: string, signals: ReadonlySet<Signal>) =>
  NO_IM_FINE.test(plain) &&
  plain.split(" ").length >= WORDS_OF_ITS_OWN &&
  !NOT_EXPLAINED.test(plain) &&
  !RISK_SIGNALS.some((kind) => signals.has(kind));

/**
 * Round 70: an answer that tells someone else's death and its year, says nothing again and carries no
 * kind of risk of its own but the death it tells (a death named, a goodbye letter found): read as an
 * explanation where `settlesTheWorry` finds it settles the turn before.
 */
const deathToldLongAgo = (plain: string, asTyped: string, signals: ReadonlySet<Signal>) =>
  DEATH_TOLD_WITH_ITS_YEAR.test(plain) &&
  !JOINS_THE_DEAD.test(plain) &&
  !NOT_EXPLAINED.test(plain) &&
  !STILL_NOW.test(plain.replace(BENEFIT_NOW, "$1")) &&
  !NEGATED_EXPLANATION.test(asTyped) &&
  !RISK_SIGNALS.some((kind) => signals.has(kind) && !DEATH_TOLD_KINDS.includes(kind));
/** Going to see, be with or join the one who died ("he died in 2017. going to go see him"): never an explanation. */
const JOINS_THE_DEAD =
  /(^| )(go|going to|gonna|goin to|about to|ready to|want to|wanna|ir|voy a|me voy a|quiero) (go )?(see|be with|join|meet|follow|ver|estar con|alcanzar|seguir|reunirme con|irme con) (him|her|them|lo|la|los|las|el|ella|ellos|my \w+|mi \w+)( |$)/;
const DEATH_TOLD_KINDS: readonly Signal[] = [
  "suicide",
  "suicideMention",
  "thirdPartyDanger",
  "means",
  "weapon",
  "farewell",
];

/**
 * Round 46 (round 55's none-labelled conversations, and rounds 40 to 54's like them): the last
 * earlier turn that explains the turns before it away, as `readAnswer` reads an explanation (words
 * of its own, no risk of its own, nothing said again, never after a threat). The turns before it
 * count no more (`at`); where the explanation did not settle clear risk, the line stays (`kept`).
 */
function explainedFrom(
  messages: readonly string[],
  readings: readonly Screening[],
): { at: number; kept: Tier; settled: boolean } {
  for (let i = messages.length - 1; i > 0; i--) {
    const plain = plainText(messages[i]!);
    const reading = readings[i]! as Reading;
    const before = readings.slice(0, i) as Reading[];
    const asTyped = messages[i]!.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
    const afterThreat = before.some((r) => r.tier === "harm");
    const explained =
      reading.tier === "none" &&
      (explainsAway(plain, reading.signals) ||
        (resolvedInWords(plain, reading.signals) &&
          !before.some((r) => NEVER_SETTLED_BY_FINE.some((k) => r.signals.has(k)))) ||
        deathToldLongAgo(plain, asTyped, reading.signals)) &&
      !UNSURE.test(plain) &&
      (!afterThreat || (THREAT_SAID_IN_JEST.test(plain) && threatsOnlyInJest(messages.slice(0, i), before)));
    if (!explained) continue;
    if (afterThreat) return { at: i, kept: "possible", settled: false };
    const settles = settlesTheWorry(plain, asTyped, reading, before, plainText(messages[i - 1]!));
    const clearBefore = before.some((r) => r.tier === "clear");
    return { at: i, kept: clearBefore && !settles ? "possible" : "none", settled: settles };
  }
  return { at: 0, kept: "none", settled: false };
}

/** Round 66: what an explanation never takes back for the turns after it: an act, a means at hand, a place, someone else in danger. */
const ACTED: readonly Signal[] = ["meansReady", "atHand", "lethality", "place", "thirdPartyDanger", "harm"];

/** Round 50: the writer saying they are fine ("im fine, wife and me are headed to the lake this weekend"): no piece of a plan. */
const FINE_SAID =
  /(^| )(im|i m|i am|were|we re|estoy|toy|ando) (fine|ok|okay|good|alright|doing good|doing fine|bien|tranquilo|tranquila)( |$)/;
/** Round 50: the kinds of risk a turn may carry that, with the turns before it, make a plan. */
const PIECE_OF_A_PLAN: readonly Signal[] = [
  "intent",
  "means",
  "meansReady",
  "place",
  "lethality",
  "afterMe",
  "farewell",
];

/** The current message read with the recent turns, by the rules alone. */
function turnByRules(
  message: string,
  current: Reading,
  recent: RecentTurns,
  ruleSet: readonly Rule[],
  opinion: SecondOpinionModel,
): Screening {
  if (current.language === "other") return current;
  const earlierMessages = recent.userMessages.slice(-RECENT_USER_MESSAGES);
  // Round 44: a threat the threat reading found in an earlier turn is one the turns after it read on.
  // Round 66 (round 75's roanoke-en: "how do i get guns out of a veterans estate", the line alone,
  // then "ok thanks that helps"): an earlier turn is read no higher than it was read alone, where the
  // second opinion took the crisis reply down to the line there; only its lowering is taken, never a rise.
  const earlier = earlierMessages.map((m) => {
    const read = byRules(m, ruleSet, opinion);
    const alone = withSecondOpinion(read, m, opinion, ruleSet);
    const lowered = RANK[alone.tier] < RANK[read.tier] ? { ...read, tier: alone.tier } : read;
    return asThreat(lowered, read, m, opinion);
  });
  // A turn about long ago or recovered ("I tried in 2019, doing great now") does not colour the
  // questions after it; anything else said in the last few turns does.
  const framed = (m: string) => {
    const found = signalsOf(plainText(m), ruleSet);
    return found.has("past") || found.has("benign");
  };
  // Round 46: where one of the earlier turns explained the ones before it away ("how do i end it", then
  // "no lord no lol. the claim. want to withdraw my knee claim"), they colour this turn as they
  // coloured that one: not at all where the explanation settled the worry, the line at most where
  // it did not.
  const from = explainedFrom(earlierMessages, earlier);
  // Round 52 (round 61's none-labelled conversations: "my uncle shot himself", "nah this was 2009.
  // im ok…", "ya for his ears n agent orange stuff"): the turns an explanation settled are not read
  // again with this one either; read together, they brought back the crisis reply the explanation
  // had settled. Where it did not settle them, they are read with it as ever: "i took all my pills",
  // "jk i meant my vitamins lol", "im getting really sleepy" is the crisis reply; so is "i have a
  // plan", "lol sorry wrong chat", "got 60 oxy left from my surgery" (round 52's review).
  const standing = from.settled ? earlierMessages.slice(from.at) : earlierMessages;
  const earlierTier = earlier.reduce<Tier>(
    (tier, s, i) =>
      (s.tier === "possible" && framed(earlierMessages[i]!)) || i < from.at ? tier : higher(tier, s.tier),
    from.kept,
  );
  const plain = plainText(message);
  // A short answer ("sí, en la mano", "hoy") is in the language of the conversation.
  const last = earlier.at(-1);
  const language = last && plain.split(" ").length <= 4 && last.language !== "other" ? last.language : current.language;
  const question = plainText(recent.assistantMessage ?? "");
  // What the assistant asked about risk: its questions, not a word said in passing (`askedPart`).
  const askedText = askedOf(recent);
  // A question about risk, or after a risky message any question: its answer is read with it.
  const isQuestion = (recent.assistantMessage ?? "").includes("?");
  const askedRisk =
    isQuestion &&
    !ASKS_WHO_DIED.test(askedText) &&
    (RISK_QUESTION.test(askedText) ||
      (ASKS_IF_SOON.test(askedText) &&
        earlierMessages.some((m) => screenMessage(m, ruleSet, opinion).tier !== "none")));
  // "Are you safe?", "is anyone with you?": a no is a crisis, a yes is not a yes to risk.
  const asking = (recent.assistantMessage ?? "").normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  const askedSafety = SAFETY_QUESTION.test(asking) && !ABOUT_HARM.test(question);
  const askedOutOfReach = OUT_OF_REACH_QUESTION.test(asking);
  // Round 113 (round 124's caguas2-es: "¿Estás bien? ¿Estás detenida en el puente ahora mismo?", answered "si. no voy pa
  // ningun lado. estoy mirando pa abajo"): a yes answers the last question asked, not a safety question before it.
  const upToLastQuestion = asking.slice(0, asking.lastIndexOf("?") + 1);
  const lastQuestion = upToLastQuestion.slice(
    Math.max(...[".", "!", "?"].map((mark) => upToLastQuestion.lastIndexOf(mark, upToLastQuestion.length - 2))) + 1,
  );
  // An open question after it ("Are you safe? What are your plans for tomorrow?") or one about how things are ("Are you
  // okay? Is everything alright?") leaves the yes to the safety question (the whole-corpus dump of round 113).
  const yesIsToSafety =
    askedSafety &&
    (SAFETY_QUESTION.test(lastQuestion) ||
      OPEN_QUESTION.test(lastQuestion) ||
      HOW_THINGS_ARE.test(lastQuestion) ||
      FINE_IN_THE_ANSWER.test(plain));
  const asked = askedRisk || askedSafety || askedOutOfReach || (isQuestion && earlierTier !== "none");
  // Round 23: "is this for a family member, or for yourself?" after a question about what a death
  // brings, answered "for me" ("es para mi. es para el sabado", "myself. real soon", "no its for me,
  // by next week"): the writer's own death, planned for a day named: the crisis reply. Without a day
  // (an older veteran planning ahead) the turn is read on as before.
  const aboutDeath = FOR_ME_DEATH.test(plainText(earlierMessages.join(" . "))) || DEATH_QUESTION.test(question);
  const forMe =
    isQuestion &&
    aboutDeath &&
    FOR_WHOM.test(question) &&
    ((FOR_ME.test(plain) &&
      (FOR_ME_APART.test(message.normalize("NFKD").replace(/\p{M}/gu, "")) || plain.split(" ").length <= 6)) ||
      FOR_ME_LAST.test(plain) ||
      FOR_ME_THEN_A_DAY.test(plain)) &&
    !ERRAND.test(plain) &&
    !framed(message);
  const coveredAfterASurvivorQuestion =
    COVERED_BY_A_DAY.test(plain) &&
    !COVERED_FOR_THE_LIVING.test(plain) &&
    !ERRAND.test(plain) &&
    !framed(message) &&
    earlierMessages.some((m) => signalsOf(plainText(m), ruleSet).has("deathBenefit")) &&
    !earlierMessages.some(framed);
  if (coveredAfterASurvivorQuestion)
    return { tier: higher(current.tier, earlierTier === "harm" ? "harm" : "clear"), language };
  if (forMe && (CLOCK.test(plain) || DAY_AHEAD.test(plain) || signalsOf(plain, ruleSet).has("soon"))) {
    // Never below a threat already made in the conversation.
    return { tier: higher(current.tier, earlierTier === "harm" ? "harm" : "clear"), language };
  }
  // Round 23: a wrong told in one message and, in the next, a weapon and the way to the person or
  // the place ("my ex's new man hit my daughter" … "shotgun's in the truck and im on my way over
  // there"; "the lady at the front desk was so rude" … "I'm going back there tomorrow with my pistol"):
  // a threat the two make together, 911 first, where the current message alone read as suicide risk.
  // Round 44: after any earlier reading but a threat, clear risk included ("my husband keeps talking
  // about killing the man who runs his VSO office", then the rifle in the truck and the opening hour),
  // but not in answer to a question about the writer's own life after clear risk.
  // Round 47 (round 56's conversations): a weapon taken along ("llevo la 45", after "voy a ir a
  // arreglar cuentas"), or the door beaten on now ("esta golpeando la puerta del cuarto, estoy con
  // los niños", after a brother drunk with a knife), carries the threat as a way there does.
  const carried = CARRIED.test(plain) || AT_THE_DOOR.test(plain);
  const towards = current.signals.has("harm") || TOWARDS.test(plain) || carried;
  if (
    earlierTier !== "harm" &&
    (earlierTier !== "clear" || !ASKS_SUICIDE.test(askedText)) &&
    (current.tier === "clear" || current.tier === "possible" || carried) &&
    towards &&
    !OWN_ENDING.some((kind) => current.signals.has(kind)) &&
    byRules([...standing, message].join(" . "), ruleSet, opinion).tier === "harm"
  ) {
    return { tier: "harm", language };
  }
  // Round 50 (round 59's bangor-en: "how does a wife claim DIC", "ayuh. plannin. for sunday", "goin
  // out on the boat. not comin back in this time"): turns each read as nothing, then a kind of risk
  // of its own in this one, whose signals together make clear risk (the rules' own, not round 2's
  // model), with nothing long ago or benign among them and no "im fine" in it: a plan told a piece a
  // turn. The answer is read as ever, and clear at least.
  const joined =
    earlierTier === "none" &&
    current.tier !== "clear" &&
    current.tier !== "harm" &&
    PIECE_OF_A_PLAN.some((kind) => current.signals.has(kind)) &&
    !framed(message) &&
    !FINE_SAID.test(plain)
      ? byRules([...standing, message].join(" . "), ruleSet, opinion)
      : undefined;
  const pieced =
    joined !== undefined &&
    decide(joined.signals) === "clear" &&
    !joined.signals.has("benign") &&
    !joined.signals.has("past");
  if (earlierTier === "none" && !asked) return pieced ? { tier: "clear", language } : current;
  // Asking for the crisis line's number is never settled talk: it gets the line, and so does the
  // answer after it ("nvm im fine"). Round 37: a floor under the reading of the turn, not the reading
  // itself: "whats the number for the birmingham va", then "im parked on the bridge", then "been
  // thinking bout it for a hour" to "are you thinking about ending your life?" is clear.
  const asksForLine = ASKS_FOR_LINE.test(plain) || earlierMessages.some((m) => ASKS_FOR_LINE.test(plainText(m)));
  const read = readAnswer();
  const answered = asksForLine ? { tier: higher(read.tier, "possible"), language: read.language } : read;
  return pieced ? { tier: higher(answered.tier, "clear"), language: answered.language } : answered;

  /** The answer read with the turns before it. */
  function readAnswer(): Screening {
    const yesAfterDoubt =
      YES_AFTER_DOUBT.test(plain) &&
      DOUBT_THEN_A_BREAK.test(message.toLowerCase()) &&
      ASKS_SUICIDE.test(askedText) &&
      !LONG_AGO_OR_FINE.test(plain);
    const unsure = UNSURE.test(plain) && !yesAfterDoubt;
    // Round 48 (round 57's lafayette-en: "my buddy on the rig keeps saying hes dead inside", "Is he
    // okay?", "nah he means hes wore out lol 21 days straight"): a no that goes on to say what
    // someone else meant, in words of its own and with no risk of its own, corrects the reading; it
    // is no answer that someone is unsafe, and is read on below. The writer's own words turned down
    // after a disclosure ("no me hagas caso, hablo del trabajo") are not this: a second read's
    // probes keep the crisis reply.
    const corrects =
      THEY_MEANT.test(plain) &&
      plain.split(" ").length >= WORDS_OF_ITS_OWN &&
      !STRONG_RISK.some((kind) => current.signals.has(kind)) &&
      !NOT_EXPLAINED.test(plain) &&
      !NEGATED_EXPLANATION.test(message.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase());
    // Round 50 (round 59's bangor-en: "i overdosed", "Are you safe right now?", "no no lol that was
    // 2022 im 14 months clean. my bad. the ER bill…"): a no that explains the turn before away as
    // long ago, with a laugh or a sorry, no risk of its own and nothing of now beside it, is no
    // answer that one is unsafe. Not a frame of the present ("nah i meant the refill situation lol"
    // after every pill in the cabinet: a second read's probe), nor "same as now honestly".
    const explainsThePast =
      current.tier === "none" &&
      explainsAway(plain, current.signals) &&
      // Round 69: or a year or a count of years ago ("no no, eso fue en el 2003" to "¿estás a salvo?
      // ¿pasó recientemente?").
      (EXPLAINED_WITH_WORDS.test(plain) || DATE_PAST.test(plain)) &&
      // Round 73 (round 82's lakecity-en: "my husband shot himself", "Are you safe right now?", "no
      // baby it was 2016. i got counseling, i doing ok now. … can i still get DIC"): the year said
      // is the past; "doing ok now" is how the writer is, not the risk come back.
      (current.signals.has("past") || DATE_PAST.test(plain)) &&
      !STILL_NOW.test(plain.replace(BENEFIT_NOW, "$1").replace(DOING_WELL_NOW, " ").replace(STILL_ELIGIBLE, "$1")) &&
      !NOT_EXPLAINED.test(plain) &&
      !NEGATED_EXPLANATION.test(message.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase());
    const outOfReachNo = askedOutOfReach && !LAUGHED.test(plain);
    if ((askedSafety || outOfReachNo) && NOT_SAFE.test(plain) && !corrects && !explainsThePast) {
      // "Are you ok?" out of the blue answered no is possible risk; "are you safe?" or "is anyone
      // with you?", or any of them after a risky turn, answered no is clear.
      const weak = earlierTier === "none" && !/safe|salvo|segur|anyone|someone|somebody|alguien/.test(asking);
      return { tier: higher(current.tier, earlierTier === "harm" ? "harm" : weak ? "possible" : "clear"), language };
    }
    // Review r24b: round 24's new laughs before the yes ("jaja si", "hahaha yes") frame nothing by themselves; a yes
    // in irony or with a limit ("jaja si claro", "for now") or beside a weapon or a place is no yes.
    const unlaughed = message.replace(/^\W*(jaja\w*|jeje\w*|haha\w{2,})\W*/i, "");
    const namesMeans =
      unlaughed !== message &&
      (["weapon", "means", "atHand", "meansReady", "place"] as const).some((k) => current.signals.has(k));
    if (yesIsToSafety && SAFE_YES.test(plain) && !YES_WITH_A_LIMIT.test(plain) && !namesMeans) {
      const settled = current.tier === "none" && (framed(unlaughed) || RESOLVED.test(plain));
      return {
        tier: settled ? current.tier : higher(current.tier, earlierTier === "harm" ? "harm" : "possible"),
        language,
      };
    }
    // A bare "no" settles; a "no" that goes on ("no. solo dime a que hora cierra esa oficina") is read on.
    // Round 6: only a no with nothing but politeness after it: "no me contesta", "no abre" and "no
    // lo encuentro" go on about the danger and are read with the turns before them.
    const bareNo =
      BARE_NO.test(plain) && plain.split(" ").length <= 3 && plain.split(" ").every((w) => SETTLING.has(w));
    // Where a thing is ("sit in the truck with it") after clear risk or a threat is the means at hand.
    if ((earlierTier === "clear" || earlierTier === "harm") && current.signals.has("atHand")) {
      return { tier: earlierTier, language };
    }
    // Round 14: not when the answer itself says goodbye ("no nada, gracias por todo. cuiden a mi
    // hija" after pills kept back).
    const saysMore = current.signals.has("afterMe") || (current.signals.has("farewell") && GOODBYE.test(plain));
    if (!unsure && !yesAfterDoubt && !saysMore && (bareNo || RESOLVED.test(plain)) && !NOT_EXPLAINED.test(plain)) {
      return { ...current, language };
    }
    // Round 12: a message that explains the earlier one away ("lol sorry wrong chat", "a medicare
    // plan lol", "me explique mal, me mudo a san antonio", "it was back in 1993") and carries no
    // risk of its own is judged alone. "he died in 2017. going to go see him" is not an explanation.
    // Only a message with no risk word of its own, never after a threat, and after clear risk the
    // one line stays above the answer, unless the answer settles the turn (round 40, `settlesTheWorry`).
    const asTyped = message.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
    const settles = settlesTheWorry(plain, asTyped, current, earlier, plainText(earlierMessages.at(-1) ?? ""));
    const explained =
      explainsAway(plain, current.signals) || (settles && deathToldLongAgo(plain, asTyped, current.signals));
    // Round 24: an answer to a question about risk or safety that turns the worry down and says what
    // was meant in words of its own ("no sir I mean my enrollment in the caregiver program", "ay no, me
    // explique mal…"), does not say the worry again ("I meant exactly what I said", "de vivir"), and is
    // read by the rules alone as no risk, with no intent, means ready, place, goodbye, despair or danger
    // in it: the answer, with the line kept whatever the turns before it were.
    const explainedAway =
      (askedRisk || askedSafety) &&
      plain.split(" ").length >= WORDS_OF_ITS_OWN &&
      (EXPLAINED_WITH_WORDS.test(plain) || MEANT.test(plain)) &&
      (TURNED_DOWN.test(plain) ||
        TURNS_IT_DOWN.test(plain) ||
        /^(\w+ ){0,3}(no|nah|nope|noo+)( |$)/.test(plain) ||
        EXPLAINED.test(plain)) &&
      !SAYS_IT_AGAIN.test(plain) &&
      !NOT_EXPLAINED.test(plain) &&
      !NEGATED_EXPLANATION.test(asTyped) &&
      !STRONG_RISK.some((kind) => current.signals.has(kind));
    // Round 40: an explanation that says what was meant settles the worry, with no line. A laugh or
    // a sorry alone, or a date about the writer's own affairs ("ya lo tengo hace 3 años. asi q ya
    // puedo" after a question on the policy's suicide clause), keeps the line after clear risk.
    // Round 70 (every round's "none" conversations that ended on 911 first: "im gonna kill my vso", then
    // "lol no figure of speech. he lost my paperwork the 3rd time"; "I need to shoot somebody", then "Ha
    // no. Shoot them an email"): a threat explained in words that say it was said in jest, with no kind
    // of risk of its own, is no threat now: the line stays, never 911 first.
    if (
      !unsure &&
      current.tier === "none" &&
      explained &&
      earlierTier === "harm" &&
      THREAT_SAID_IN_JEST.test(plain) &&
      threatsOnlyInJest(earlierMessages, earlier)
    ) {
      return { tier: "possible", language };
    }
    if (!unsure && current.tier === "none" && explained && earlierTier !== "harm") {
      return {
        tier: earlierTier === "clear" && !settles ? "possible" : current.tier,
        language,
      };
    }
    // No risk by the rules' own signals and no round-2 phrase: the same whatever the second opinion
    // reads, which only adds.
    const quietAlone =
      decide(current.signals) === "none" &&
      current.tier !== "clear" &&
      current.tier !== "harm" &&
      roundTwoFinding(message) !== "phrase";
    if (!unsure && !saysMore && quietAlone && explainedAway && earlierTier !== "harm") {
      return { tier: settles ? current.tier : "possible", language };
    }

    // Clear risk or a threat a few turns ago still stands while nothing settles it ("cerca de
    // Nogales, ya casi llego" after "driving out with the rifle, not coming back"). A plain benign
    // answer ("lol yeah just cleaning it for deer season") settles it; a question on a benefit of its
    // own ("how do I file for tinnitus") is answered, with the line.
    // Round 7: a time given after a threat ("la cita es manana a las 9") is when, not a new topic.
    const whenAfterThreat = earlierTier === "harm" && (CLOCK.test(plain) || signalsOf(plain, ruleSet).has("soon"));
    // Round 12: cancelling an appointment after a means named is no new topic (a warning sign).
    // Round 37 (round 43's asl-en): not a weapon named or "what do i do" ("hes home im at school. he
    // has guns. what do i do" after a goodbye signed on a video call).
    const ownTopic =
      NEW_TOPIC.test(plain) &&
      !DEATH_TOPIC.test(plain) &&
      !CANCELS.test(plain) &&
      !whenAfterThreat &&
      !(current.signals.has("weapon") && !WEAPON_IN_A_CLAIM.test(plain)) &&
      !WHAT_NOW.test(plain) &&
      !REFUSES_HELP.test(plain);
    // Round 71 (its second read: "somebody oughta shoot up that whole clinic so they feel it", then "lol
    // chill im just pissed off"): a threat against a place or many people (`AT_A_PLACE_OR_MANY`),
    // which no jest explains, is not framed away by a laugh either.
    // Only a laugh or a word of anger with nothing explained ("jaja perdon, la bomba de agua del pozo"
    // and "hablo del 21-526EZ" explain what was meant).
    const noJestExplains =
      earlierTier === "harm" &&
      plain.split(" ").length <= WORDS_OF_ITS_OWN &&
      earlierMessages.some((m, i) => earlier[i]?.tier === "harm" && AT_A_PLACE_OR_MANY.test(plainText(m)));
    const stands =
      (earlierTier === "clear" || earlierTier === "harm") &&
      !ownTopic &&
      (noJestExplains || !(current.tier === "none" && framed(message) && !REFUSES_HELP.test(plain)));
    // Round 6: a yes to "has he said he would hurt her?" is a threat, whatever the turn before was.
    const yesToHarm = stands && askedRisk && ASKS_ABOUT_OTHERS.test(askedText) && AFFIRM.test(plain) && !unsure;
    // Where the risk stands, the tier starts at the earlier one, and only the question's block below
    // may raise it, to a threat (a plain yes to a question about hurting someone is `yesToHarm`; a
    // question about the person's own life is left out there).
    let tier = stands ? higher(current.tier, yesToHarm ? "harm" : earlierTier) : current.tier;
    if (!stands && earlierTier !== "none") {
      // A question on a benefit of its own ("how do I file for tinnitus") is judged alone, with the
      // line offered, unless it dodges a question about risk; anything else ("what do I do", "its
      // loaded") is read with the turns before it.
      // Round 16: nor is a plain no to a question about suicide ("honestly no, just worn out by the
      // paperwork"): it keeps the line, read alone.
      const deniedRisk = askedRisk && TURNED_DOWN.test(plain) && !unsure;
      // Round 42: after clear risk, an answer that turns the worry down (a no to a question about risk
      // or safety, a yes to "are you safe?", a laugh) in a frame of its own of six words or more
      // (hunting, a death long ago, hospice, "es un decir"), with no risk of its own, keeps the line,
      // not the crisis reply the turns read together would give. Never a laughed yes to a question
      // about suicide ("lol yes, since Iraq"), nor a frame that lets the worry back in ("this time I
      // know the dose", "runs in the family", "yo voy igual", "ya me toca"), nor the laugh alone ("lol
      // jk sorry", "lol that came out wrong").
      const laughless = plain.replace(/(^| )(jaja\w*|jeje\w*|jiji\w*|lol|lmao|haha\w*|jk)(?= |$)/g, " ").trim();
      const slips =
        NOT_EXPLAINED.test(plain) ||
        SAYS_IT_AGAIN.test(plain) ||
        /(^| )(this time|esta vez|igual|runs in the|me toca|still|todavia|aun|tonight|esta noche)( |$)/.test(plain) ||
        (askedRisk && AFFIRM.test(laughless));
      const turnsDown =
        !slips &&
        (((askedRisk || askedSafety) &&
          (/^(\w+ )?(no|nah|nope|oh)( |$)/.test(laughless) || TURNED_DOWN.test(laughless))) ||
          (askedSafety && SAFE_YES.test(laughless)) ||
          LAUGH_BESIDE.test(plain) ||
          ((askedRisk || askedSafety) && CALMS.test(plain)));
      const reframed =
        earlierTier === "clear" &&
        current.tier === "none" &&
        turnsDown &&
        plain.split(" ").length >= WORDS_OF_ITS_OWN &&
        framed(laughless);
      // Round 66 (round 75's none-labelled conversations: "bueno me despido, me voy pa siempre", "jaja
      // no! me mudo pa Tampa…", "perfecto. y el cheque sigue llegando igual si cambio la direccion?"):
      // after a turn that explained the ones before it away, a turn with no risk of its own is read
      // with the explanation and what came after it, not with the words it explained: the line they
      // kept stays, the crisis reply does not come back. Not a turn with risk of its own, not a
      // question about what a death brings, and never after an act or a means at hand ("i took all my
      // pills", "jk i meant my vitamins lol", "im getting really sleepy") or the writer's own death
      // said outright ("im gonna kill myself tonight", "jk sorry lol came out wrong", "how much does
      // sgli pay my wife").
      // Round 71 (round 80's kodiak-en: "im gonna kill my ex", "haha no… im just pissed. can she even
      // do that", "ok so its a state court thing not va. got it thanks"): a threat explained as said
      // in jest is no act either; the turn after keeps the line the explanation kept, not 911 first.
      // Not a threat with a weapon or a means beside it, nor one with a day against someone named
      // (`madeReal`: round 40's "im going to shoot my ex tonight", then "no i meant shoot her a text
      // lol, bad wording": the turns after keep 911 first).
      const jested =
        from.at > 0 &&
        THREAT_SAID_IN_JEST.test(plainText(earlierMessages[from.at]!)) &&
        threatsOnlyInJest(earlierMessages.slice(0, from.at), earlier.slice(0, from.at)) &&
        !earlier.slice(0, from.at).some((r, i) => r.tier === "harm" && madeReal(r as Reading, earlierMessages[i]!));
      const since =
        from.at > 0 &&
        current.tier === "none" &&
        !RISK_SIGNALS.some((kind) => current.signals.has(kind)) &&
        !DEATH_TOPIC.test(plain) &&
        !earlier
          .slice(0, from.at)
          .some((r) => ACTED.some((kind) => (kind !== "harm" || !jested) && (r as Reading).signals?.has(kind))) &&
        !earlierMessages.slice(0, from.at).some((m) => OWN_DEATH_SAID.test(plainText(m)))
          ? earlierMessages.slice(from.at)
          : standing;
      // Round 66 (round 75's roanoke-en: "how do i get guns out of a veterans estate", "my daddy passed
      // in 2017…", "ok thanks that helps"): a bare thanks after possible risk is no goodbye beside the
      // means named; it keeps the line, not the crisis reply the joined words gave (after clear risk
      // the risk stands, above).
      const together =
        (!askedRisk && NEW_TOPIC.test(plain) && !DEATH_TOPIC.test(plain)) ||
        deniedRisk ||
        reframed ||
        (!askedRisk && onlyThanks(message, current.signals))
          ? "none"
          : byRules([...since, message].join(" . "), ruleSet, opinion).tier;
      tier = higher(tier, higher(together, "possible"));
    }
    // Round 44 (round 53's assorted-en): where the risk stands, the answer to a question about risk is
    // still read as one; it can only raise, so after the writer's own clear risk what it adds is a
    // threat, where the question was about hurting someone ("she wont be collecting anything after i
    // go over there tonight", "…thinking about hurting her. Are you?", "she ruined my life. im done
    // talking"): the turn before, read by the second opinion as the writer's own, no longer hides it.
    // Not where the question asked about the person's own life too ("hurting himself or someone
    // else?" about a husband locked in with his pistol): that stays the crisis reply.
    if (asked && !(stands && ASKS_SUICIDE.test(askedText))) {
      const aboutOthers = earlierTier === "harm" || ASKS_ABOUT_OTHERS.test(askedText);
      // A yes, or a time ("he gets off work at 6", "the hearing is thursday at 9"), to a question about risk.
      const answersWithTime = current.tier === "none" && (CLOCK.test(plain) || signalsOf(plain, ruleSet).has("soon"));
      // Round 6: a means named in answer to a question about risk or how ("con las del dolor, tengo
      // un montón guardadas", "he has a safe full") is a yes with the means; round 8: so is a plan or a
      // date ("i passed the 2 years in january" after "are you thinking about suicide?").
      const found = signalsOf(current.language === "es" ? spanishShorthand(plain) : plain, ruleSet);
      // Round 83 (round 92's mora-es: "No mijito, Dios me libre. La soga es pa la herrada de los becerros
      // y el rifle pa los coyotes"): not a no that gives the means named a purpose of their own.
      const answersWithMeans =
        ["means", "meansReady", "atHand", "weapon", "lethality", "intent", "place"].some((k) =>
          found.has(k as Signal),
        ) &&
        !(
          /^((well|um|uh|oh|honestly) )?(no|nah|nope|negative|nunca)( |$)/.test(plain) &&
          (found.has("owning") || (found.has("benign") && !found.has("laugh"))) &&
          (found.has("weapon") || /(^| )(rope|soga|lazo|reata|cuerda|mecate)( |$)/.test(plain)) &&
          !MEANS_HELD_NOW.test(plain) &&
          !KINDS_BESIDE_THE_MEANS.some((k) => found.has(k))
        );
      // Round 16: an answer to a question about suicide that does not turn it down ("already did it
      // like 20 min ago", "spent my gate money on it", "myself. real soon", "just asking") is a yes;
      // a no, someone else, a frame of long ago or a benefit question of its own is not.
      const notTurnedDown =
        askedRisk &&
        ASKS_SUICIDE.test(askedText) &&
        !TURNED_DOWN.test(plain) &&
        !PUZZLED.test(plain) &&
        !framed(message) &&
        !(NEW_TOPIC.test(plain) && !DEATH_TOPIC.test(plain));
      if (
        askedRisk &&
        (AFFIRM.test(plain) || yesAfterDoubt || answersWithTime || answersWithMeans || notTurnedDown) &&
        // Round 83 (its code review: "not sure. i still have the rest of the bottle" after "Are you
        // thinking about trying again?"): an unsure answer that names the means is a yes with them.
        (!unsure || (answersWithMeans && !TURNED_DOWN.test(plain)))
      ) {
        tier = higher(tier, aboutOthers ? "harm" : "clear");
      } else tier = higher(tier, "possible");
    }
    return { tier, language };
  }
}
