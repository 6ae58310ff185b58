/**
 * English rules of the crisis screen (signals.ts), by kind of signal. "issue" rules are the kinds
 * issue 18 names, written as general classes; the others carry the writer set that showed a
 * phrasing the classes missed, so the bench can measure each writer without its own rules.
 */
import { aloneWith, besideWords, notBeside, type Rule, rules } from "./signals";

const ME = "(myself|my self|meself)";
const KIN =
  "(brother|sister|son|daughter|husband|wife|dad|father|mom|mother|grandpa|grandfather|grandma|uncle|cousin|nephew|buddy|friend|roommate|partner|boyfriend|girlfriend|fiance|stepdad|platoon sgt|sgt|sergeant|battle buddy|guy from my unit|old \\w+ buddy|vet|veteran|marine|soldier)";
const GUN =
  "((?<!(nerf|water|squirt|toy|airsoft|paintball|glue|nail|staple|heat|caulk|caulking|grease|radar|massage|spray|paint|tape|label|finger|laser|cap|dart) )gun(?! (show|shows|lock|locks|safe|safes|shop|store|club|license|permit))|(?<!(was|were|worked|served|manned|manning|crewed|nerf|water|squirt|toy|airsoft|paintball) (on the )?)guns|(?<!water )pistol|pistols|rifle|shotgun|shotguns|glock|revolvers?|handguns?|sidearm|1911|(?<!(im|i am|age|aged|turned|turning|turn|hes|shes|he is|she is|tengo|tiene|tienes|tenia|cumpli|cumple|cumplo|a los) )45(?! (years|yrs|year|day|days|minute|minutes|mins|percent|dollars|bucks|mph|min|anos|dias|minutos|dolares|degrees|degree|deg|lbs|pounds|feet|ft|inches|miles|mile|hour|hours|hrs|seconds|secs|grand|k|weeks|months|min\\w*)( |$))|9mm|12 gauge|ar|ar 15|ak|kabar|knife|blade|razor|round(?! of)|rounds(?! of)|ammo|bullet|bullets|piece(?! of))";
const PILLS =
  "(pills|pill|meds|medication|medications|bottle|script|prescription|oxy|oxys|oxycodone|fentanyl|trazodone|seroquel|prazosin|sertraline|amitriptyline|lithium|klonopin|gabapentin|ambien|xanax|tylenol|insulin(?! ((pump|pumps|pen|pens) )?(supplies|strips|cooler|coolers|coverage|copays?|pods|sensors)( |$))|heart meds|sleeping pills|opioids|(?!(april|spine|spam|undone|opine)( |$))\\w+(pam|pine|done|lol|zine|tyline|pril))";
/** Medicines by name, narrower than PILLS (no bottle, script or "-done" word): what a supply is counted in. */
const MEDICINES =
  "(pills|meds|medication|medications|tabs|tablets|oxy|oxys|oxycodone|percs|percocet|hydrocodone|norco|vicodin|morphine|fentanyl|tramadol|xanax|klonopin|clonazepam|valium|ativan|lorazepam|ambien|zolpidem|seroquel|quetiapine|trazodone|gabapentin|benzos|painkillers|amitriptyline|lithium|insulin|prazosin|sleeping pills|sleep meds|pain pills)";
const MEANS = `(${GUN}|${PILLS}|ropes?(?! (broke|snapped|came loose|on (my|the|his|her) (tarp|tent|clothesline|canopy)|for (my|the|a) (tarp|tent|canopy)))|nooses?|belt(?! (sander|sanders|buckle|buckles|loop|loops|size|drive|squeal\\w*|tensioner|line|test|ceremony|promotion|rank|exam))|cord|hose|exhaust|carbon monoxide|charcoal|(?<!(under|beneath|below) (the|an|a|that|this) |(hit|hitting|bumped|banged|bonked|smacked|cracked) (my|his|her|our) (head|knee|shin|arm|leg|foot|hand|face|elbow) on (the|an|a) )(bridge|overpass)|ledge|roof|cliff|(?<!(i|we|he|she|they|to|while|and|can|will|gonna) |like (a|the)( freight| runaway| bullet| steam)? )train|tracks)`;
/**
 * Round 46 (a read of the round): away for a move, a trip or a visit ("not planning on being here
 * next week, we're moving to tucson", "not planning on being around for thanksgiving, going to my
 * daughters in ohio"): not being here is then no plan to die. Not "moving on".
 */
const AWAY =
  "(we re|were|we are|im|i m|i am|were all) (moving|relocating) (to|out|back|across|in|next|this)|moving to|relocating to|(on|going on|taking) (a |our )?(vacation|trip|cruise|road trip)|out of (town|state|the country)|(visiting|going to see|staying with) (my|our) \\w+ (in|for)|(going|headed|heading|flying|driving) to (my|our) \\w+s (house|place|in)|deployed|deployment|(work|business) trip";
/** Not a date of risk: the night a place to stay is needed for ("a place to stay tonight", round 19's questions). */
const BED_BEFORE = "(place|somewhere|bed|room|shelter|motel|hotel) (to )?(stay|sleep|crash)( \\w+){0,3} ";
/** An ending said beside a night: it keeps the night a time of risk, after a bed or an errand. */
const NIGHT_ENDING = "gone|matter|end it|done|over|goodbye|bye|pills|gun|rope|bridge|kill|die|dead";
/**
 * Round 50 (round 59's cheyenne-en: "That's great news. I'll send her the link tonight. Thank you."):
 * nor the night a form or a link is sent.
 */
const ERRAND_BEFORE =
  "(send|sending|email|emailing|text|texting|forward|forwarding|mail|mailing|print|printing|fill out|filling out|look at|read|sign) (her|him|them|you|my \\w+|it)( \\w+)? (the|that|this) (link|links|form|forms|application|website) ";
/** …unless an ending stands in the message ("ill send my son the form tonight and then im gone"). */
const NOT_AN_ERRAND = `(?:(?<!${ERRAND_BEFORE})|${besideWords(`${NIGHT_ENDING}|ready|letter|letters|note`)})`;
const NOT_A_BED = `(?<!${BED_BEFORE})${NOT_AN_ERRAND}`;
/** …unless what follows it is an ending ("a place to sleep tomorrow, after that I'll be gone": a second read). */
const BED_NIGHT_AT_RISK = `(?<=${BED_BEFORE})(tonight|tonite|tomorrow)(?=.* (${NIGHT_ENDING})( |$))`;
const TIME =
  `(?:${BED_NIGHT_AT_RISK}|${NOT_A_BED}` +
  "(?<!if i (die|died|pass|was to die) )(?<!(days|weeks|months|years) (sober|clean) )(?<!(pay|pays|paid|paying|payment|payments|count|counts|date|dated|effective) (from|since|as of|starting) )(tonight|tonite|today|(?<!(pay|pays|paying|paid|worth|rate|rates|cost|costs|earn|earning|making|taking|takes|processing|averaging|backlogged) )right now|(wait|waiting) (till|until|til) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow)|tomorrow|this weekend|this week|this morning|this afternoon|this evening|by the weekend|before the weekend|by (friday|saturday|sunday|monday|tuesday|wednesday|thursday|tomorrow|then|morning)|before (friday|saturday|sunday|monday|tuesday|wednesday|thursday|tomorrow|the end of the (week|month))|(friday|saturday|sunday|monday|tuesday|wednesday|thursday) (morning|night)|end of the (week|month)|after (tonight|this (weekend|week|month)|friday|saturday|sunday)|not long now|in the morning|soon)" +
  ")";

/** Words of risk: a frame below holds only where none of them stands anywhere in the message. */
const RISK_WORD =
  "(stash\\w*|ready|plan|planned|wake|caring|die|dying|dead|death|kill|killing|suicidal|myself|next|join|joining|same|end|ending|over|goodbye|bye|rope|gun|pistol|rifle|shotgun|overdose|od|shoot|shooting|hang|stockpil\\w*|saving|saved|enough|tonight|tomorrow|weekend|use|using|relapse|close|be the|want to|wanna|wish)";
/** A frame that holds alone (signals.ts). */
const alone = aloneWith(RISK_WORD);
/**
 * Round 20's second read: words of an ending, for frames whose own subject is a word of risk (a
 * rifle on a hunt, suicide in a class guide, a buddy lost to suicide, a caregiver's pills): such a
 * frame holds only where none of these stands in the message.
 */
const ENDING =
  "(myself|die|dying|kill|killing|goodbye|bye|sorry|nobody|noone|miss me|end it|end my|use it on|on me|for me|join|joining|gone|wont need|need me|next|the next|tonight|not around|be around|be with|all of it|all of them|every one|whole bottle|swallow\\w*|the whole|more than|extra|too much|stops suffering|done with|wake up|anymore|the (second|third|fourth|fifth))";
const aloneOfEndings = aloneWith(ENDING);
/** Review r23: the round-23 frames (a doctor changing a dose, a last dose, a bullet in the body, "if I drop dead", "killing himself slow") are not about a death, so they also give way to suicide said outright and to a plan. */
const R23_RISK = `(${ENDING.slice(1, -1)}|suicid\\w*|hang|hanging|shoot|shooting|check(ing)? out|ending (it|things|everything)|better off|sav(e|ed|ing)( them| it)? up|hoard\\w*|stockpil\\w*|letters?|note|giving|gave|planned|plan|heaven|wont be around|head|skull|brain|tapping out|overdose|od|rope|gun|pistol|rifle|pills|extras|stash\\w*|kept|keeping|ready|at once|the rest|wont be here|not be here|lethal|think about it|thinking about it|every day|yes|yeah)`;
const aloneOfR23 = aloneWith(R23_RISK);
/**
 * Round 41: what makes "he's gonna kill me" a threat now rather than a figure of speech: a place
 * or a door, a weapon in a hand, a time, fear or a call for help. And what frames it as one: a new
 * gun bought, a tool at work, a game, a dream, a joke, a bill.
 */
const DANGER_NOW =
  "outside|at the door|at my door|the front door|the door|blocking|blocked|hand over|sign over|or else|give (him|her|them) (the |my )?(money|check|card|cash)|\\d+ dollars|in the driveway|banging|bangin|hurry|please hurry|send (help|someone|somebody|the cops)|call (the )?(cops|police)|breaking in|broke in|coming (over|here|home|back|for (me|us))|on (his|her|their) way|gets (home|here|back|through)|found me|right now|rn|tonight|hiding|scared|afraid|terrified|please help|someone help|somebody help|help (me )?(now|rn|asap|please)|send help|911|kids are here|means it|not joking|holding|waving|pointing|(with|has|got) (a|his|her|the|my|an) (\\w+ )?(gun|knife|pistol|rifle|shotgun|hammer|pipe|bat|lug wrench|machete|blade|ak|ar|glock|razor)";
const DANGER_FRAMED =
  "new (gun|rifle|shotgun|pistol|bat|knife)|bought|receipt|gun show|fixing (the|my|his|her|a|our)|fix (the|my|his|her|a|our)|nerf|fortnite|video games?|game|flashbacks?|nightmares?|dreams?|back in|insurgents?|cake|softball|catcher|coach|lol|lmao|haha\\w*|jk|(?<!not )joking|laughing|deer|if i (dont|do not) (caddy|hang|fix|mow|clean|finish|pick up|take out|wash|paint|cook|do the|buy|get home by)|when (she|he|they) (sees?|hears?) (the|my|what|i)|(for|cuz|cause|because|bc) (i )?(drinking|drank|eating|ate|touching|touched|forgetting|forgot|wrecking|wrecked|spending|spent|scratching|scratched|scaring|tracking)";
/** Round 41: a death planned or told as an accident ("figure an accident in the stand is cleaner"). */
const ACCIDENT_PLANNED =
  "(planning|plan|planned|gonna have|going to have|gon have) (on )?(a|an) (\\w+ ){0,2}(accident|wreck|crash)|(accident|wreck|crash)( \\w+){0,4} (is|would be|be|d be) (cleaner|better|easier|best|simpler)|not (gonna|going to|gon) be an? (\\w+ )?accident|accidental (death|overdose|od)( \\w+){0,6} (pay|pays|double|cover|covers)(?= (if|before|when|even)|$)|accidental (death|overdose|od)( \\w+){0,6} (count|counts)( \\w+){0,4} (for|toward|towards|on|with) (the |my )?(life )?insurance|(if|when) (its|it s|it is) (a |an )?(car |truck )?(wreck|crash|accident) instead";
/** Round 42: a threat said to be meant ("not a joke", "meant every word", "thats a promise"). */
const MEANT_IT =
  "not a joke|no joke|not joking|not kidding|i mean it|i meant it|(mean|meant) (every word|everything i said)|(thats|that s|its|it s|this is) a promise|a promise not|dead serious|swear to god";
/** Round 42: whether a death will be called an accident, asked beside an overdose or a policy. */
const ACCIDENT_ASKED = `${besideWords("overdose|overdosed|od|myself|my meds|pills|oxy\\w*|too many|i do it|if i die|when i die|my life")}(?:(if|when) i (overdose|od)( \\w+){0,10} (call|rule|count|list|mark|classify|consider|put (it )?down|write (it )?(up|down))( \\w+){0,2} (it )?(as )?(an? )?(accidental|accident)|(will|would|do|does|can|could) (they|the va|va|insurance|sgli|vgli|the insurance)( \\w+){0,2} (call|rule|count|list|mark|classify|consider|put|write) (it|that|my death|the overdose|an overdose|my overdose)( down| up)?( as)? (an? )?(accidental|accident)(?= (since|if|because|cause|so|when|or)|$))`;
const MEANT_BESIDE = besideWords(MEANT_IT);
/** Round 42 (a third read): a death on hospice sped along ("just speeding it up a bit"): suicide and a decision. */
const SPEEDING_IT_UP = `${besideWords("hospice|dying|terminal|cancer|anyway|die anyway|gonna die")}(just|im|i m|i am|gonna|going to|want to|wanna|ill|i ll) (speeding|speed|hurry|hurrying|help|helping) (it|things|this|the end) (up|along)( a bit| a little)?(?= |$)`;
/** Round 50 (round 59's cheyenne-en): the writer's body found ("the account tidy by the time someone finds me next week"). */
const FOUND_ME =
  "(by the time|when|before|once) (someone|somebody|anyone|anybody|they|my \\w+) (finds|find|discovers|discover) me(?! (a|an|the|some|my|his|her|work|housing|job|place|help|here|online|eligible|entitled|service|\\d+|disabled|unfit|fit|competent|incompetent|unemployable|in|on|at|guilty|liable)( |$))";
/** Round 51: "gon climb de rail" beside a bridge or the water (an intent and a means). */
const OVER_THE_RAIL = `(?<!(he|she|they|hes|shes|theyre|he s|she s|dog|horse|cat|kid|kids|son|daughter|cows?|goat|deer) )(gon|gonna|going to|about to|bout to|fixing to|finna|ima|imma) (climb|go over|hop|jump) (over )?(the|that) (rail|railing|guardrail|ledge)(?= |$)${besideWords("bridge|water|parked on|river|overpass|fog|drop|talmadge|bay|harbor")}${notBeside("dog|horse|cat|deer|cows?|goat|fence line")}`;
/** Round 51: "saturdays my last day" beside what survivors get (an after and a date), never a separation's. */
/** Round 52 (barstow-en, and its second review): a decision, or a mind made up, said beside 988 (not "decided to file the appeal"). */
const DECIDED_BESIDE_988 =
  "(988|crisis line)( \\w+){0,8} ((but|however) )?((i have|i ve|ive|i) (already )?(decided|made up my mind|made my decision)|my mind is made up|my mind s made up|mind is made up)(?! to (file|appeal|go|get|use|apply|call|wait|hire|send|keep|stay|try|do)( |$))(?= |$)";
const LAST_DAY_BESIDE_DEATH = `(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today)s? (is |will be |s |gonna be )?my last day(?! (at|of|on|with|in|before|to|for|working|off|here at|of work|at work)( |$))(?= |$)${besideWords("dic|covered|insurance|sgli|vgli|beneficiary|pills|gun|bury|burial|funeral|goodbye|love you|take care|survivors?|she gets|he gets|wife gets|family gets|kids get")}${notBeside("separat\\w*|ets|discharg\\w*|retir\\w*|terminal leave|dd214|convert|job|work|service|orders|how long|good for|coverage|continue")}`;
/**
 * Round 51: "not walking back to the car", "not plannin on drivin home" at a pier or a dam (an intent
 * and an after). Round 60: out on the boat, past the kelp, up to camp, "no coming back in".
 */
const NOT_GOING_BACK = [
  `(not (walking|walkin|coming|comin|going|goin|driving|drivin|swimming|swimmin)|no (coming|comin)) (back|home)( to (the|my) (car|truck|house|boat|shore|beach|dock))?(?= |$)${besideWords("pier|bridge|river|lake|cliff|edge|rail|overboard|tide|dam|overpass|trestle|boat|ocean|sea|gulf|kelp|paddle|current|surf|camp|woods|mountain|mountains|desert|trail|cabin|forest|canyon|swamp|bayou")}${notBeside("to (the )?(navy|army|marines|air force|work|school|job|clinic|va|office|exam)|for another|appointment|exam|telehealth|till|until|til|vacation|moving|relocat\\w*|reenlist\\w*")}`,
  // Round 61 (beaufort-en): a boat taken out past the sound and not brought back in.
  `(aint|ain t|not|wont|won t|never|not gonna|aint gonna)( be)? (bringin|bringing|bring|sailin|sailing|runnin|running|taking|takin) (her|it|the boat|my boat|her back|myself|me) back in(?= |$)${besideWords("sound|past the|offshore|out past|the bar|the inlet|the jetty|the point|the gulf stream|the ocean|the sea|the bay|the river|the lake|the boat|my boat")}${notBeside("winter|storage|haul out|hauled out|dry dock|drydock|for repairs|repair\\w*|the shop|marina for|slip fee|season")}`,
  `not (planning|plannin|fixing|fixin|gonna be|going to be|gon be) (on )?(walking|walkin|coming|comin|going|goin|driving|drivin|swimming|swimmin|making it) (back|home)(?= |$)${besideWords("pier|bridge|river|lake|cliff|edge|rail|overboard|tide|dam|overpass|trestle|parked")}${notBeside("to (the )?(navy|army|marines|air force|work|school|job|clinic|va|office|exam)|for another|appointment|exam|telehealth")}`,
];
/**
 * Round 61 (beaufort-en): things given away, and the story others tell of it denied ("they think im
 * movin. im not movin"): a goodbye and an intent.
 */
const NOT_WHAT_THEY_THINK = `(they|she|he|everybody|everyone|folks|people|my \\w+) (think|thinks|figure|figures|believe|believes|assume|assumes) (im|i m|i am) (just )?(moving|movin|relocating|going on a trip|downsizing|cleaning out|going somewhere|leaving town|going away)( \\w+){0,4} (im|i m|i am) (not|aint|ain t)( \\w+)?(?= |$)${besideWords("giving away|gave away|given away|givin away|give away|gave my|gave him|gave her|gave the|handing out|handed out")}${notBeside("just (going|decluttering|cleaning|downsizing)|part time|decluttering|thrift|donat\\w*|garage sale|yard sale")}`;
/** Round 61: a laugh or "just kidding" beside the words. */
const LOL = "lol|lmao|haha\\w*|jk";
/** Round 64 (portland-en): "tell my partner the will is in the blue binder. i wont be able to tell her myself". */
const WONT_BE_ABLE_TO_TELL = `(wont|won t|will not|aint gonna|ain t gonna|not gonna) be (able to|here to|around to) (tell|show|give|explain (it )?to) (her|him|them|you|my \\w+)(( \\w+){0,3} (myself|in person|personally))?(?= |$)${besideWords("will|binder|password|passwords|insurance|policy|papers|account|accounts|sgli|vgli|beneficiar\\w*|deed|title|safe")}${notBeside(`${LOL}|deploy\\w*|surgery|hospital|travel\\w*|trip|flight|work|shift|overseas|out of town|meeting|conference|dementia|alzheimer\\w*|stroke|hearing|voice|language|spanish|english|navy|ship|underway|at sea|separated|divorc\\w*|estranged|months|weeks|can the va|can i|how do i|how does|online|send her|mail her|email`)}`;
/** Round 64 (portland-en): "spent my last $40 on gas to get to the coast. not coming back this time". */
const LAST_MONEY_ON_GAS = `(spent|spending|used|using|put|blew) (my |the )?last( \\$)?( \\w+){0,3} on (gas|a tank|a tank of gas|a ticket|a bus ticket|the bus|a train ticket|a one way)( \\w+){0,4}(?= |$)${besideWords("not coming back|wont be coming back|won t be coming back|not driving back|not coming home|not going home|dont look for me|don t look for me|goodbye")}${notBeside(`${LOL}|job|interview|appointment|appt|va|clinic|hospital|mom|dad|visit|vacation|work|shelter|home|retir\\w*|pension|abroad|philippines|mexico|overseas|move|moving|relocat\\w*|new job|family there|financial help|emergency|assistance`)}`;
/** Round 64's second read: "left my purple heart and my wedding band in an envelope for my daughter. shell figure out why someday". */
const FIGURE_OUT_WHY_SOMEDAY = `(hell|he ll|shell|she ll|theyll|they ll|he will|she will|they will|hope (he|she|they)( ll| will)?) (figure (it )?out|understand|know|get|see) why( \\w+)? (someday|one day|some day|eventually|when (hes|shes|he s|she s|theyre|they re) older)(?= |$)${besideWords("envelope|dresser|nightstand|medal|medals|purple heart|wedding band|wedding ring|rings|dog tags|my wallet|my watch|my keys")}${notBeside(`${LOL}|divorce\\w*|deploy\\w*|custody|move|moving|adopt\\w*|separat\\w*|rehab|treatment|job|work|prison|jail|sentence|surprise|gift|birthday|christmas|graduation|army|navy|service|ptsd|gi bill|transfer|missed`)}`;
/** Round 64's second read: "it hit 2 years yesterday || so nothing stopping me now", of a life insurance. */
const NOTHING_STOPPING_ME = `(theres |there s |there is |so |and )?nothing (stopping|holding|keeping) me( back)?( now| anymore| no more| from it| from doing it)(?= |$)${notBeside(`${LOL}|school|gi bill|college|apply\\w*|buying|buy|house|home|loan|business|travel\\w*|trip|enroll\\w*|career|job|degree|training|move|moving|retire\\w*|marathon|gym|diet|surgery|appeal|claim|filing|file`)}`;
/** Round 64 (hinesville-en): "laid my dog tags and my rings on the dresser for my son. hes 6. hope he understand one day". */
const HOPE_HE_UNDERSTANDS = `hope (he|she|they|my (son|daughter|kids|boy|girl|wife|husband))( ll| will| can| would)? (understand|understands|forgive|forgives|forgive me|understand why)( me| why)?( one day| someday| some day| when (hes|shes|he s|she s|theyre|they re) older| when (he|she|they) (grows|grow) up)(?= |$)${besideWords("dog tags|rings|ring|wallet|watch|dresser|nightstand|envelope|medal|medals|purple heart|wedding band")}${notBeside(`${LOL}|divorce\\w*|deploy\\w*|custody|move|moving|adopt\\w*|separat\\w*|rehab|treatment|job|work|prison|jail|sentence|army|navy|service|ptsd|gi bill|transfer|missed|letter about`)}`;
/** Round 64 (portland-en): "i took something. more than i should. i want it to work this time". */
const WORK_THIS_TIME = `(want|wanted|hope|hoping|need|praying|pray) (it|this one|this) (to )?(works?|actually works?|to work) this time(?= |$)${besideWords("took|swallowed|pills|handful|more than i should|overdos\\w*|od|od d|rope|cutting|bottle|attempt\\w*")}${notBeside(`${LOL}|claim|appeal|application|applying|apply|submit\\w*|upload\\w*|login|log in|password|website|site|id me|idme|form|fax|printer|new meds|new medication|doctor gave|the doctor|my doctor|treatment|therapy|diet|surgery|procedure|injection|shot|ivf|transplant|acupuncture|cpap|mask|mechanic|truck|car|baby|pregnan\\w*|quit\\w*|smok\\w*|drink\\w*|patch\\w*`)}`;
/** Round 64 (portland-en): "tried last year didnt work. planned better this time". */
const BETTER_THIS_TIME = `(planned|planning|plan|prepared|prepping|ready|got it) (it )?(better|right|smarter) this time(?= |$)${besideWords("tried (last|in|before|once|twice)|tried \\d+|attempt\\w*|woke up in the hospital|survived|didnt work last (time|year)|didn t work last (time|year)")}${notBeside(`${LOL}|filing|file|applied|apply|application|appeal|hlr|supplemental|c p|exam|submitted|upload\\w*|diet|recipe|garden|fishing|hunting|deer|trip|party|wedding|move|moving|budget|interview|test|remodel\\w*|bathroom|kitchen|nexus|denied|snow|quit\\w*|smok\\w*|drink\\w*|patch\\w*|counselor|vso|grant|baby|pregnan\\w*`)}`;
/** Round 64 (portland-en, hinesville-en): "i can hear him loading something" behind a locked door. */
const HEARD_HIM_LOAD = `(hear|heard|hearing|can hear) (him|her|my (son|dad|daddy|husband|brother|father|wife|daughter|mom|boyfriend|girlfriend)|dad|daddy|papa) (load|loading|loadin|rack|racking|cock|cocking|chamber|chambering) (something|somethin|a gun|the gun|his gun|her gun|a round|the shotgun|his pistol|his rifle|a shell|shells)(?= |$)${notBeside(`${LOL}|ex|ex husband|exhusband|ex boyfriend|stalker|intruder|broke in|stranger|someone|somebody|threaten\\w*|coming for me|after me|kill me|kill us|hurt me|hurt us|dishwasher|dryer|washer|firewood|groceries|range|hunt\\w*|deer|season|duck|dove|skeet|trap|clays|cleaning|attic|boxes|moving|wheelchair lift|ramp`)}`;
/** Round 64 (hinesville-en, columbusga-es): "bought a shotgun at the pawn shop today cash. i know what its for". */
const KNOW_WHAT_ITS_FOR = `i (know|knew) (exactly )?what (its|it s|it is|this is|that s|thats|its gonna be|it s gonna be|it will be) for(?= |$)${besideWords("shotgun|gun|pistol|rifle|glock|revolver|rope")}${notBeside(`${LOL}|deer|hunt\\w*|season|duck|hog|hogs|coyote\\w*|chickens|varmint\\w*|predator\\w*|snake\\w*|bear|home defense|defense|protect\\w*|neighborhood|range|skeet|trap|clays|gift|present|bought me|birthday|\\d+th|collect\\w*|boat|dock|anchor|tow|camping|tent|tarp|hammock|swing|climbing|can i|how do i|alcohol|doctor|prescri\\w*|pharmac\\w*`)}`;
/** Round 64 (stcloud-en): "if i go thru the ice... and they call it an accident does my wife still get DIC". */
const CALL_IT_AN_ACCIDENT = `(they|it|cops|police|the coroner|coroner|the va|everyone|everybody)( \\w+)? (call|calls|rule|rules|ruled|list|lists|write|writes|say|says|would call|would rule|will call|will rule|look|looks|would look|think|thinks|thought) (it )?(like |was |is )?(an|as an|as|a) accident(?= |$)${besideWords("if i|does my wife|does my husband|still get|wife get|kids get|dic|insurance|life insurance|payout|pay out|sgli|vgli|benefits")}${besideWords("if i (\\w+ )?(crash|go|drive|wreck|fall|drown|go thru|go through|run|hit|die)|if (everyone|everybody|they) (think|thinks|call|calls|say|says)")}${notBeside(`${LOL}|car accident|(he|she|dad|mom|my husband|my son) (died|passed|was killed|drowned|fell)|years ago|in (19|20)\\d\\d|his death|her death|line of duty|on duty|at work|on the job|workplace|crash (report|investigation)|service connected|heart attack|hurt on|get hurt|injur\\w*`)}`;
/** Round 64 (stcloud-en): "can i prepay my spot at the national cemetery. wont be needing to wait long". */
const WONT_NEED_TO_WAIT_LONG = `(((wont|won t|will not|aint gonna|ain t gonna|not gonna) be needing to wait|i (wont|won t|will not|dont|don t) (need|have) to wait) (long|much longer|that long|very long)|(they|you|yall|she|he|nobody)( \\w+)? (wont|won t|will not|dont|don t) (have to|need to|be needing to) wait( (long|much longer|that long|very long))? for me)(?= |$)${besideWords("cemetery|plot|burial|spot|headstone|funeral|casket|urn|grave|flag|arranged|paid")}${notBeside(`${LOL}|cancer|hospice|terminal|chemo|doctor|doctors|prognosis|appointment|appt|claim|decision|line|list|wait list|waitlist|passed|died|my (mom|dad|mother|father|husband|wife|son|daughter)|moms|dads|hope|pre ?need|pre register\\w*|when the time comes`)}`;
/** Round 64 (stcloud-en): "filled the rx twice so i have enough now. tomorrow while shes at church". */
const SO_I_HAVE_ENOUGH = `so i (have|got|ve got|ll have|would have) enough( now| saved| saved up| for (it|tonight|tomorrow|the weekend))?(?= |$)${besideWords("rx|prescription|prescriptions|pills|meds|script|scripts|oxy|sleeping pills|filled|refilled|twice|two pharmacies")}${besideWords("not fine|while (shes|hes|she s|he s|she is|he is|theyre|they re|everyone|everybody|nobody)|tomorrow|tonight|goodbye|done|cant do this|can t do this|all at once")}${notBeside(`${LOL}|trip|travel\\w*|vacation|deploy\\w*|visit|flight|cruise|road trip|camping|out of town|holiday\\w*|mail order|snow|storm|weather|insurance change|pharmacy clos\\w*|move|moving|groceries|food|money|gas|rent|bills|insulin|until|till|next appt|appointment|clinic|closed|mistake|return|thanks|thank you|can the va|can i|do i need|how do i`)}`;
/** Round 64 (hinesville-en): "gonna drive till I find a good pole on 84". */
const DRIVE_TILL_I_FIND = `(drive|driving|drivin|ride|riding) (till|until|til) i (find|hit) (a|one|me a) (good |big |right |solid |concrete )?(pole|tree|wall|bridge|overpass|pillar|abutment|semi|truck|oak|pine|embankment|guardrail|rail)(?= |$)${notBeside(`${LOL}|parking|park|gas|station|rest stop|hotel|motel|job|place to|spot to (eat|sleep|park)|fishing|campsite|christmas|deer|stand|hunt\\w*|photo|picture|then|turn|exit|left|right|gps|directions|clinic|va hospital|cboc|vet center|office`)}`;
/** Round 64 (portland-en): "nowhere to be ever again". */
const NOWHERE_TO_BE_AGAIN = `(no ?where|nowhere) to (be|go)( \\w+)? (ever again|anymore|any more|after tonight|after this|after today)(?= |$)${notBeside(`${LOL}|retired|retirement|vacation|weekend|day off|pto|lazy|sunday|saturday|laid off|fired|job|work|snow day|snowed in|homeless|shelter|evicted|eviction`)}`;
/** Round 64 (portland-en): "i have everything set up in the closet and im just standing here". */
const SET_UP_IN_THE_CLOSET = `(have|got|had|ve got|ve)( \\w+)? (everything|it all|it|all of it) (set up|ready|rigged|tied|hung|hanging) in the (closet|bathroom|garage|basement|attic|shed|barn|bedroom|woods)(?= |$)${besideWords("standing here|just standing|sorry|not a benefits|goodbye|im done|i m done|cant do this|can t do this|this is it|love you")}${notBeside(`${LOL}|christmas|decor\\w*|shelves|shelf|organiz\\w*|storage|clothes|wardrobe|nursery|office|desk|printer|gym|weights|workout|tools|party|surprise|gift|camera|tv|router|wifi|cpap|oxygen|equipment|supplies|laundry|paint\\w*|project|gun safe|safe|bed|hospital bed|lift|chair|ramp|wheelchair|rails|grant`)}`;
/** Round 64 (hinesville-en conversations): "taking em after the kids go to school", of pills saved. */
const TAKING_THEM_AFTER = `(taking|gonna take|going to take|ima take|imma take|ill take|i ll take|swallowing|downing) (em|them|it|all of (em|them)|all)( all)? (after|when|once|while) (the kids|my wife|my husband|she|he|everybody|everyone|they|the house)( \\w+){0,3} (go|goes|leave|leaves|left|gone|asleep|falls asleep|fall asleep|at school|at church|at work|to school|to church|to work)(?= |$)${besideWords("90|pills|em all|all of em|of em|of them|saved|saving|stockpil\\w*|bottle|bottles|oxy|percs")}${notBeside(`${LOL}|vitamins|supplements|antibiotic\\w*|with food|as prescribed|doctor said|dose|dosing|dog|dogs|trash|recycling|laundry|groceries|boxes|car|pharmacy|refill\\w*|is that normal|is the va|can the va|open|saturdays|90 day|early|prescribed`)}`;
/** Round 64 (hinesville-en conversations): "gonna use one on myself before shift change", after the arms room key. */
const USE_ONE_ON_MYSELF = `(gonna|going to|will|ill|i ll|ima|imma|about to|bout to|finna|want to|wanna|plan to|planning to|figure ill|figure i ll) (use|turn) (one|it|the \\w+|my \\w+|a \\w+|an \\w+|that \\w+|one of (the|my|his|our) \\w+) on (myself|me)(?= |$)${besideWords("arms room|armory|m4|m4s|m16|m16s|rifle|rifles|pistol|gun|guns|weapon|weapons|glock|shotgun|9mm|ammo|rounds|shift change|cq|after everybody leaves|after everyone leaves|tonight|goodbye|sorry|before (anyone|anybody)")}${notBeside(`${LOL}|cream|lotion|ointment|spray|shampoo|clippers?|scissors|trimmer|tape|kt tape|bandage|massage|theragun|tens|heating|ice|foam roller|roller|brace|cpap|inhaler|epipen|epi pen|narcan|test|testing|practice|cuff|meter|glucose|insulin|injection|camera|filter|app|tattoo|hair|dye|razor|nebulizer|barber|salon|shave|shaving|makeup|polish|wax|kit|nail gun|glue gun|heat gun|staple gun`)}`;
/** Round 63 (camden-en): "been saving my take homes all month to do them all at once sunday": a supply saved for one time. */
const SAVED_FOR_ALL_AT_ONCE = `(do|take|use|shoot|swallow|down|drink) (them|em|it|all of them|all of it|everything|the whole (bottle|stash|supply|thing)) (all )?at once(?= |$)${besideWords("saving|saved|been saving|stockpil\\w*|hoard\\w*|stash\\w*|take homes|take home|all month|all week|for weeks|for months")}${besideWords("pills|meds|take homes|take home|methadone|oxy|oxys|bags|bundles?|script|scripts|doses|dope|fent|percs|xanax|bars|sleeping pills|bottle")}${notBeside(`${LOL}|leave|pto|vacation|gift cards?|beers?|points|miles|days off|dose|dosing|doctor|pharmacist|pharmacy|refill\\w*|instructions|label|with food|once a day|twice a day|should i|can i|is it ok|is it safe|side effects?|pill box|pillbox|organizer|errands|chores|laundry|paperwork|forms|bills|appointments|claims`)}`;
/** Round 63 (camden-en): "OD'd twice this month on accident. third one wont be no accident". */
const NEXT_ONE_NO_ACCIDENT = `((the )?(next|third|3rd|fourth|4th|last|this|another) (one|time|od|overdose)( \\w+)? (wont|won t|will not|aint gonna|ain t gonna|isnt gonna|not gonna|aint|ain t|is not gonna) be (no |an |a )?accident|(it|that|this)( one)? (wont|won t|will not|aint gonna|ain t gonna|isnt gonna|not gonna|aint|ain t) be (no |an |a )?accident (next time|this time|the next time|the third time))(?= |$)${besideWords("od|od d|odd|oded|od ed|ods|overdos\\w*|narcan|fent|fentanyl|dope|pills|bag|bundle|nodding")}${notBeside(`${LOL}|sue|suing|lawsuit|lawyer`)}`;
/** Round 63 (camden-en): "hid my narcan so nobody can bring me back this time". */
const NARCAN_PUT_AWAY = `(hid|hide|hiding|hidden|threw out|threw away|threw|thrown|tossed|chucked|got rid of|flushed|ditched|trashed|throwing out) (my|the|all my|all the|both)( \\w+)? (narcan|naloxone)( kits?)?( in the (trash|dumpster|garbage|river|toilet))?(?= |$)${besideWords("(bring|brings|bringing|revive|revives|save|saves|wake|wakes) me( back| up)?|stopping me|stop me|this time")}${notBeside(`${LOL}|expired|new one|replace\\w*|pharmacy|refill|training|outreach|shelter|camp|backpack|drawer|spot|bathroom|kitchen|glovebox|always have|on me|everyone knows|look for it`)}`;
/** Round 63 (camden-en): "ill be dead by the 1st. not a joke"; a day named, not a complaint about waiting. */
const DEAD_BY_A_DAY = `(ill|i ll|i will|im gonna|i m gonna|gonna|imma|ima|i should) be (dead|in the ground) (by|before) (the )?(\\d+(st|nd|rd|th)?|first|end of the (month|week)|friday|saturday|sunday|monday|tuesday|wednesday|thursday|tomorrow|tmrw|tonight|next week|this weekend|the weekend|christmas|new years)(?= |$)${notBeside(`${LOL}|at this rate|the way (they|the va|this|it|things)|by the time|slow|slowly|backlog|wait\\w*|take forever|takes forever|taking forever|pays?|paid|approv\\w*|decid\\w*|decision|backpay|back pay|on hold|hold music|tired|exhausted|worn out|heat|flu|cold|covid|shift|overtime|doubles|hangover|cancer|hospice|terminal|doctor says|doctors say|chemo|dialysis|boss|deadline|taxes|semester|finals`)}`;
/** Round 63 (camden-en): "my claim dont matter no more ill be dead before the c&p": an event ahead, beside what no longer matters. */
const DEAD_BEFORE_THE_EXAM = `(ill|i ll|i will|im gonna|i m gonna|gonna|imma|ima) be (dead|in the ground) (by|before) (the|my) (c p|exam|hearing|appointment|appt|decision|board)(?= |$)${besideWords("dont matter|don t matter|doesnt matter|doesn t matter|not a joke|no joke|no more|anymore|goodbye|my plan|tell (my|the)|wont need|won t need|cancel")}${notBeside(`${LOL}|at this rate|the way (they|the va|this|it|things)|by the time|slow|slowly|backlog|wait\\w*|take forever|takes forever|taking forever|months|years|cancer|hospice|terminal`)}`;
/** Round 63 (camden-en): "wont need a house where im going. plan is tomorrow". */
const WONT_NEED_WHERE_IM_GOING = `((wont|won t|will not|dont|don t|aint gonna|not gonna) need (a |the |my |any |no |that |this |those |them |it )?(\\w+ ){0,2}(where|were) (im|i m|i am) (going|goin|headed|heading)|(where|were) (im|i m|i am) (going|goin|headed|heading)( \\w+){0,2} (i )?(wont|won t|will not|dont|don t|aint gonna|not gonna) need)(?= |$)${besideWords("plan|plans|tomorrow|tonight|goodbye|bye|cancel|last|anymore|dont matter|don t matter|doesnt matter|not coming back|never coming back|wont be back|won t be back|this weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday|ready|im done|i m done")}${notBeside(`${LOL}|selling|sell|sold|subway|job|here i come|lined up|moving|move|moved|relocat\\w*|deploy\\w*|overseas|abroad|city|nyc|new york|chicago|apartment|dorm|barracks|base|jail|prison|rehab|treatment|program|nursing home|assisted living|shelter|hawaii|alaska|florida|arizona|texas|mexico|philippines|puerto rico|hospital|facility|retire\\w*|warm|coat|snow|trip|vacation|cruise|camping|hike|hiking|school|college`)}`;
/** Round 63 (deltams-en): "bout to pull the trigger", said of nothing bought or decided. */
const PULL_THE_TRIGGER = `(bout to|about to|gonna|going to|finna|ready to|fixing to|fixin to|ima|imma|time to|just gotta|just have to|want to|wanna|wanting to|nerve to|courage to|trying to|tryna) pull (the|this|that|my) trigger(?! on (?!(myself|me|my life|it all)( |$)))(?= |$)${notBeside(`${LOL}|house|home|loan|car|truck|f150|f 150|boat|camper|rv|land|lot|property|buy\\w*|bought|deal|offer|purchase\\w*|refinanc\\w*|sale|price|listing|marketplace|bundle|ps5|xbox|playstation|console|cod|call of duty|fortnite|warzone|match|round|game|gaming|range|target|targets|deer|hunt\\w*|duck|elk|hog|skeet|trap|clays|vacation|trip|tickets?|flight|order|cart|ring|proposal|propose|wedding|surgery|enroll\\w*|transfer|school|college|business|photo|camera|\\d+`)}`;
/** Round 63 (austin-en): "sold the rifles except one. keeping that one for me". */
const KEEPING_ONE_FOR_ME = `(sold|gave away|got rid of|gave|sold off|pawned)( \\w+){0,4} (except|but|all but|except for) (one|1|the \\w+|my \\w+)( \\w+){0,6} ((keeping|keep|kept|saving|saved|holding on to|holdin on to) (that|this|it|the last|that last)( one)?|(that|this|the last|that last)( ones| one s| one is| is| s)) for (me|myself)(?= |$)${besideWords("rifles|rifle|guns|gun|pistols|pistol|shotguns|shotgun|revolvers|revolver|handguns|handgun|glock|glocks|ar 15|ar15|1911|9mm|45|ammo")}`;
/** Round 63 (austin-en): "bought a second handle of vodka and i still have the oxy... finishing both tonight". */
const FINISHING_BOTH = `(finishing|finish|gonna finish|going to finish|ill finish|i ll finish|downing|gonna down|mixing|gonna mix) (both|them both|it all|all of it|everything|em both|the (bottle|handle|fifth) and the (pills|oxy|meds|bottle|\\w+))( tonight| today| rn| now| at once| together| off)?(?= |$)${besideWords("oxy|oxycodone|pills|meds|percs|perc|xanax|bars|fent|benzos|klonopin|sleeping pills")}${besideWords("vodka|whiskey|handle|fifth|liquor|jack|tequila|beer|beers|rum|gin|wine|everclear")}${notBeside(`${LOL}|course|antibiotic\\w*|prescribed|doctor said|as directed|paperwork|forms?|claims?|homework|class|classes|degree|show|season|series|book`)}`;
/** Round 63 (deltams-en): "what does my wife get if i go ahead and do it". */
const IF_I_GO_AHEAD_AND_DO_IT = `if i (go ahead and|just|finally|actually|really) (do it|do this|go (through|thru) with it|end it|end things|end this)( this (weekend|week)| tonight| tomorrow)?(?= |$)${besideWords("wife|husband|kids|family|get|gets|dic|sgli|vgli|p t|p and t|100|insurance|benefits|pension|survivor\\w*")}${notBeside(`${LOL}|rating|increase|chapter 35|file|filing|submit|apply|application|appeal|surgery|paperwork|form|online|hlr|nod|retire\\w*|sell|buy|refinanc\\w*|loan|divorce|separat\\w*|school|college|job|move|moving|reenlist\\w*|transfer|switch|quit|quitting|smoking|drinking`)}`;
/** Round 63 (austin-en): "next tuesday is my ETS from life lol": an ending in service words. */
const ETS_FROM_LIFE = `(ets|eas|ets ing|discharge|discharging|retirement|retiring|separation|separating|pcs|pcs ing|clocking out|clock out|logging off|log off|alt f4|alt f4 ing) from (life|living|this life|earth|existence|this world|the world)(?! of( |$))(?= |$)${notBeside("for a (week|few days|weekend|day|bit|while|month)|detox|vacation|fishing|hunting|camping|cabin|trip|break|social media|phone|internet")}`;
/** Round 63 (austin-en): "if im dead by next week": a day named for one's own death. */
const IF_DEAD_BY_A_DAY = `(if|when|once) (im|i m|i am) dead (by|before) (next week|tomorrow|tmrw|friday|saturday|sunday|monday|tuesday|wednesday|thursday|the weekend|this weekend|the end of the (week|month)|the \\d+(st|nd|rd|th)?|then)(?= |$)${notBeside(`${LOL}|at this rate|by the time|hypothetical\\w*|asking for a friend|cancer|hospice|terminal|chemo|doctor|doctors|prognosis`)}`;
/** Round 63 (austin-en): "whats the burial benefit, i need to know by tmrw. its for me. not a joke". */
const ITS_FOR_ME_BY_A_DAY = `(its|it s|it is|this is) for (me|myself)(?! to( |$))(?= |$)${besideWords("burial|funeral|headstone|cemetery|plot|casket|flag|urn|dic|survivor\\w*|death benefit")}${besideWords("not a joke|no joke|not joking|by tmrw|by tomorrow|by tonight|tonight|by friday|this week|asap|soon")}${notBeside(`${LOL}|pre ?need|pre register\\w*|preregister\\w*|eligib\\w*|pre ?plan\\w*|plan ahead|future|someday|one day|when the time comes|when i m old|when im old|years|for my (dad|mom|father|mother)|passed|died|widow|next of kin|sign`)}`;
/** Round 63 (austin-en): breathing slow after a handful of something taken. */
const BREATHING_SLOW = `(breathing|breath|breathin|breaths)( is| s| are)? (really |very |so |super |real |too )?(slow|shallow|weird|funny|faint|gurgl\\w*|barely)(?= |$)${besideWords("took (a|the|all|some|his|her|my) (bunch|handful|bottle|pills|meds)|swallowed|pills|handful|od|od d|overdos\\w*|nodding|blue|lips|wont wake|won t wake|not waking|cant wake|can t wake|bottle")}${notBeside(`${LOL}|apnea|cpap|asthma|copd|inhaler|allergies|flu|covid|pneumonia|anxiety|panic|exercise|running|stairs|sleep study|baby|newborn|dog|cat`)}`;
/** Round 63 (austin-en): a wound cut too deep, or bleeding a lot from cutting. */
const CUT_TOO_DEEP = `(?<=^|(^| )(i|he|she|ive|i ve|hes|shes|he s|she s|just|accidentally) )(cut|sliced|slashed) (too deep|deeper than (i meant|i wanted|usual|before)|deep this time|real deep|really deep|to the bone)(?= |$)${notBeside(`${LOL}|kitchen|cooking|knife skills|at work|shop|fishing|shaving|accident\\w*|chainsaw|saw|tree|wood|lumber|steak|meat|onion|budget|cuts|benefits|rating|pay|check|hair|grass|lawn|dog|cat`)}`;
const BLEEDING_A_LOT = `(bleeding|bleedin) (a lot|alot|so much|bad|badly|heavy|heavily|everywhere|wont stop|won t stop|through|like crazy|non stop|nonstop)(?= |$)${besideWords("cutting|cuttin|my arm|my wrist|my wrists|box cutter|razor|blade|going at|slit|sliced|cut myself|cut my (arm|wrist|wrists|leg|thigh)")}${notBeside(`${LOL}|nose|nosebleed|period|gums|dentist|tooth|hemorrhoid\\w*|shaving|kitchen|cooking|dog|cat|surgery|blood thinner\\w*|warfarin|eliquis|stool|urine|pee|ulcer|at work|accident\\w*|fell|fall|chainsaw|saw|stitches from|fence|farm|brisket|knife slipped|slipped`)}`;
/** Round 63 (austin-en): a partner at the range who texted "last trip, love u forever": "he never talks like that". */
const NEVER_TALKS_LIKE_THAT = `(he|she|they|my (husband|wife|fiance|fiancee|bf|gf|boyfriend|girlfriend|son|daughter|dad|mom|brother|sister|roommate|buddy))( \\w+)? never (talks|talk|says|texts|writes|sends|signs off|sounds) (like (that|this)|stuff like (that|this)|things like (that|this))(?= |$)${besideWords("range|gun|guns|rifle|pistol|love (you|u) forever|goodbye|good bye|last (trip|time|text|message)|bridge|pills|take care of (mom|the kids|yourself|my)|sorry for everything")}${notBeside(`${LOL}|made my day|sweet|smile|so nice|cute|drunk|wasted|birthday|anniversary|wedding|proposal|propose|ring|deploy\\w*|movie|song|game`)}`;
/** Round 63 (austin-en): "how do i make sure she keeps the house on the va loan after". */
const KEEPS_IT_AFTER = `(she|he|they|my (wife|husband|gf|girlfriend|bf|boyfriend|fiance|fiancee|kids|family|son|daughter|mom|dad|parents|girl)) (keeps|keep|gets|get|can keep|will keep|still keeps|still gets|can get|will get|would get)( to keep)? (the|my|our|his|her)( \\w+){0,4} (house|home|truck|car|pension|benefits|insurance|check|checks|money|sgli|vgli|dic|va loan|loan|comp)( \\w+){0,4} (after(?=$| (im|i m|i am|i go|im gone|i m gone|this|its|it s)( |$))|(once|when) (im|i m|i am) (gone|not around|not here)( no more| anymore)?(?= |$))${notBeside(`${LOL}|divorce\\w*|separat\\w*|deploy\\w*|surgery|school|graduat\\w*|the move|moving|retire\\w*|discharge|ets|eas|rehab|treatment|sell\\w*|refinanc\\w*|closing`)}`;
/** Round 63's second read: not alive by the time of an exam, beside "dont even bother". */
const NOT_ALIVE_BY_THEN = `(aint|ain t|not|wont|won t|will not|im not) (gonna |going to )?be (alive|around|here|breathing) (by|for|when|before) (the time|then|the exam|my exam|the c p|my c p|the hearing|they)(?= |$)${besideWords("dont (even )?bother|don t (even )?bother|dont matter|don t matter|doesnt matter|cancel|no point|goodbye|not a joke|no joke")}${notBeside(`${LOL}|at this rate|the way (they|the va|this|it|things)|slow|backlog|hospice|cancer|terminal|deploy\\w*|moving|move|trip|travel\\w*|vacation|orders|out of town|overseas|tdy|pcs|drill|school|work`)}`;
/** Round 63 (austin-en): "shotguns loaded and hes about to find out". */
const ABOUT_TO_FIND_OUT = `(hes|he s|shes|she s|theyre|they re|he is|she is|they are|him|them)( (all|both))? (about to|bout to|gonna|finna|going to|fixing to|fixin to) find out(?= |$)${besideWords("loaded|shotgun|shotguns|gun|guns|rifle|rifles|pistol|glock|ar 15|ar15|strap|9mm|45|knife|machete|bat|ammo|rounds|shells")}${notBeside(`${LOL}|results|test|biopsy|claim|rating|decision|letter|surprise|party|gift|baby|gender|pregnant|grades|promotion|hiring|interview|bought|spent|collection|holster|show off|purchase|receipt|credit card|bank`)}`;
/** Round 62 (stockton-en): a body pulled out of the river asked about for burial ("when they pull me out of the river tmrw"): a death and a plan. */
const BODY_PULLED_OUT = `(when|after|once|before|if) (they|someone|somebody|the cops|the police|the coast guard|divers|the fire department) ((pull|fish|drag|find|recover|retrieve|haul|scoop)s?( out)? (me|my body)( out)? (of |from |outta |in )?(under )?the (\\w+ ){0,2}(river|lake|water|bay|ocean|canal|delta|slough|sea|harbor|reservoir|creek|bridge|hudson|mississippi|potomac|ohio|missouri|columbia|delaware)|drag (the|that) (river|lake|bay|canal|reservoir) for me)(?= |$)${notBeside(`${LOL}|kayak\\w*|boat|canoe|fishing|fell in|fall in|accident\\w*|years ago|swim|swimming|rescue\\w*|saved|tube|tubing|rafting|flood|fishing trip`)}`;
/** Round 62 (stockton-en): "need my kids covered before i do this friday": a plan and its day. */
const BEFORE_I_DO_IT_ON_A_DAY = `before i do (this|it|that)( \\w+)? (friday|saturday|sunday|monday|tuesday|wednesday|thursday|tonight|tomorrow|this weekend|next week|this week)(?= |$)${besideWords("when i die|if i die|after i die|covered|dic|sgli|vgli|survivor\\w*|p t|p and t|100|insurance|my kids|my wife|goodbye|bye")}${notBeside(`${LOL}|surgery|move|moving|procedure|trip|flight|exam|c p|hearing|interview|taxes|retire\\w*|ets|eas|separat\\w*|discharge\\w*|closing|sign\\w*|champva|tricare|enroll\\w*`)}`;
/** Round 62 (stockton-en): "friday im going up the parking garage downtown": a plan and its day. */
const UP_THE_GARAGE_ON_A_DAY = `(going|goin|go|headed|heading|walking|walkin|driving|drivin|taking the (elevator|stairs)) (up (to )?(the )?(top of (the )?|top floor of (the )?|roof of (the )?)?|(up )?to the (top|top floor|roof) of (the )?)(\\w+ )?(parking garage|parking deck|parking structure|garage|roof|rooftop|bridge|tower|water tower|overpass)(?= |$)${besideWords("monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|before then|for my kids|goodbye|bye|jump|ledge|edge|cant sleep|claim decided|not coming (back )?down")}${notBeside(`${LOL}|park|parking for|appointment|appt|clinic|pharmacy|to work|at work|christmas|lights|decorat\\w*|snow|ice|leak|tarp|shift|for work|my job|crew|derby|fishing|fish|5k|race|run|walk|marathon|parade|concert|game|sunset|fireworks|photo\\w*|view|smoke|smoking|paint\\w*|repair\\w*|fix\\w*|clean\\w*|antenna|satellite|gutter\\w*|shingles`)}`;
/** Round 62 (stockton-en): money "enough for what i need", then "bye yall": a plan and a goodbye. */
const ENOUGH_FOR_WHAT_I_NEED = `(enough|the money|the cash) (for|to buy|to get|to cover) what i need(?= |$)(?! (for|until|to|till)( |$))${besideWords("bye|goodbye|good bye|thx for trying|thanks for trying|thank you for trying|pawn|pawned|sold my|so long|love yall|love you all")}${notBeside(`${LOL}|rent|groceries|bills|food|gas|school|books|tuition|christmas|gifts|medicine|copay|deposit|until|trip|apartment|move|moving|truck|car|repair\\w*|tools`)}`;
/** Round 62 (stockton-en): "i already decided. sunday after mass": a decision and its day. */
const ALREADY_DECIDED_A_DAY = `(?<!we )(i )?(already|finally|have|ve|ive|i ve|just) decided(?= |$)(?! (to|on|that|what|which|if|whether|between|against|not|how|who|where|when|about|for)( |$))${besideWords("(monday|tuesday|wednesday|thursday|friday|saturday|sunday)( after (mass|church|service))?|tonight|tomorrow|this weekend|confess|goodbye|not sad anymore|at peace|wont be here|won t be here|after mass|new years( eve)?|christmas( eve)?|thanksgiving|easter|the anniversary|isnt stuck|is not stuck|isn t stuck|benefit stuff")}${notBeside(`${LOL}|claim|school|college|gi bill|program|job|house|loan|apply|file|filing|move|moving|retire\\w*|surgery|treatment|vso|lawyer|c p|exam|appointment|appt|going to the va|clinic|doctor|hospital|hearing|vote|voting|we|quit\\w*|drinking|smoking|sober|christmas at|thanksgiving at|dinner|my moms|visit`)}`;
/** Round 62's second read: "just waiting till after my daughters graduation" beside an urn paid for: a plan and its day. */
const WAITING_TILL_AFTER = `(just )?(waiting|waitin|holding on|holdin on|hanging on|hangin on) (till|until|til|for) (after )?(my|the|his|her) (\\w+ ){0,2}(graduation|wedding|birthday|bday|christmas|holidays|anniversary|recital|baptism|baby shower|game)( next \\w+| this \\w+| on the \\d+\\w*)?(?= |$)${besideWords("my (own )?(urn|obit|obituary|casket|plot|headstone)|(urn|obit|obituary|casket|plot) (is |s )?(paid|picked|bought|written)( for)?|goodbye|letters|not coming back|wont be here|gun|pills|rope")}${notBeside(`${LOL}|move|moving|surgery|claim|appeal|decision|retire\\w*|trip|vacation|start|apply|file|filing|job|school|his|her|(my|our) (dad|mom|father|mother|husband|wife|son|daughter|brother|sister)s? (funeral|headstone|urn|burial)|sort out|pick out|order\\w*`)}`;
/** Round 62's second read: "no more going back and forth. after my sons bday on the 12th. its decided". */
const ITS_DECIDED = `(its|it s|it is|its all|everything s|everythings|it s all) (been )?decided(?= |$)${besideWords("after (my|his|her) \\w+ s (bday|birthday|graduation|wedding)|after my \\w+ (bday|birthday|graduation|wedding)|on the \\d+\\w*|no more going back and forth|back and forth|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|goodbye|urn|obit|not coming back")}${notBeside(`${LOL}|claim|appeal|decision letter|rating|board|judge|court|custody|vote|school|college|surgery|wedding plans|move|moving|name|trip|vacation|menu|date night|reunion|party|venue|appointment|appt|exam|c p|dmv|cookout|bbq|see you|thanks|thank you`)}`;
/** Round 62's second read: "driving up to the top floor of the parking deck tmrw morning... not coming back down". */
const NOT_COMING_BACK_DOWN = `(not|never|aint|ain t|wont be|won t be|im not|i m not) (coming|comin|gonna come|going to come|walking|climbing) back down(?= |$)${besideWords("parking|deck|garage|roof|rooftop|top floor|bridge|tower|overpass|ledge|water tower|cliff|mountain")}${notBeside(`${LOL}|hike|hiking|camp\\w*|skiing|ski|snowboard\\w*|party|fireworks|view|sunset|photo\\w*|drone|smoke|smoking|fix\\w*|repair\\w*|antenna|shingles|gutter\\w*|through the roof|prices|price|rent|sugar|a1c|blood pressure|numbers|bills|cost\\w*|cat|dog|kite|balloon`)}`;
/** Round 62 (round 62's fortwayne-en): "have it planned for after christmas so the grandkids dont remember": a plan and its day. */
const PLANNED_FOR_A_HOLIDAY = `(have|got|had|ive got|i ve got) it (all )?(planned|set|picked) (for|after|before|on) (after |before |right after )?(the )?(christmas|thanksgiving|new years|new year s|easter|the holidays|holidays|my birthday|the anniversary|monday|tuesday|wednesday|thursday|friday|saturday|sunday|this weekend|next week)(?= |$)${besideWords("grandkids|kids|burial|funeral|flag|wont remember|won t remember|dont remember|don t remember|goodbye|letters|insurance|dic|gun|pills|rope")}${notBeside(`${LOL}|party|trip|vacation|move|moving|surprise|reunion|dinner|wedding|visit|cruise|flight|surgery|hunt\\w*|fishing`)}`;
/** Round 61 (beaufort-en): not living to see a day ("me ain gwine see sunday"): an intent, and a goodbye. */
const WONT_SEE_THE_DAY = `(wont|won t|will not|not gonna|not going to|aint gonna|ain t gonna|aint going to|ain gwine|aint gwine|ain gonna|never gonna|not gon|aint gon) (live to |be (around|here) to |make it to )?see (sunday|monday|tuesday|wednesday|thursday|friday|saturday|tomorrow|the morning|morning|the mornin|mornin|de mornin|another day|sunrise|the sunrise|daylight|the weekend|christmas|thanksgiving|easter|new year|new years|my birthday|next week|spring|the sun come up|the sun rise)(?! (doctor|doc|appointment|appt|shift|class|clinic|nurse|rater|session|meeting|exam|show|news|game|service|mass|crew|team|counselor|therapist|group|bus|train|flight|sermon|rush|lineup|line up))(?= |$)${notBeside(`${LOL}|cancer|hospice|terminal\\w*|months to live|weeks to live|days to live|chemo|dialysis|prognosis|church|game|parade|fireworks|show|deploy\\w*|deployment|overseas|working|shift|this year|with (my|the) (kids|family|wife|husband)`)}`;
/** A threat said to be meant, but about a game, a pet or a form. */
const MEANT_NOT =
  "paintball|airsoft|laser tag|nerf|video game|fortnite|call of duty|cod|pt|stretch\\w*|fantasy|game|team|dd214|dd 214|form|paperwork|file";
const SHOW_NOT = "movie|show|episode|tv|game|dream|nightmare|film|book";
/** Round 42 (a third read): a place picked for a photo, ashes or an exam is no place to die. */
const PLACE_NOT = notBeside(
  "c p|cp|c and p|exam|appointment|test|letter|blood work|labs|x ray|mri|physical|interview|hearing|paperwork|forms?|ceremony|wedding|memorial|scatter|ashes|photos?|pictures?|reunion|funeral",
);
/** Round 42 (a third read): a move abroad or a job's end is no "not coming back". */
const MOVE_NOT = notBeside(
  "move|moving|moved|relocat\\w*|orders|deploy\\w*|retire\\w*|retiring|pension|overseas|abroad|country|contract|job|transfer\\w*|stationed",
);
/** Round 42: a death beside a bridge picked ("rather be dead", "do it", "goodbye"). */
const DEATH_BESIDE = besideWords(
  "dead|die|dying|do it|end it|jump|kill (himself|herself|myself)|suicide|goodbye|not coming back|wont be coming back|rope|gun|pills|hurting|calm|done",
);
/** Round 42: the spot "where I'll do it", and a spot picked to do it: a plan and a death named. */
const SPOT_WHERE = `${PLACE_NOT}(the|a|my|his|her) (spot|place|tree)( \\w+){0,6}( where)? (ill|i ll|i will|im gonna|im going to|he will|hell|he ll|hes gonna|hes going to|she will|shell|she ll|shes gonna) (do it|end it)(?= |$)`;
const SPOT_PICKED =
  "(picked|picked out|chose|chosen|scouted) (out )?(the|a|his|her|my) (spot|place|tree)( \\w+){0,8}(?<!(how|can|could|where|when|should) (do |can |could |should |would )?(i|we|you|they|he|she)) (do it|end it|end things|jump|hang (myself|himself|herself))(?= |$)";
/** Round 42: "won't need them where I'm going": a decision and the writer's own death ahead. */
const WONT_NEED_WHERE =
  "(wont|won t|will not|aint gonna|dont) need (em|them|it|those|these|any of (it|this|that)) where (im|i m|i am|hes|he s|shes|she s) (goin|going|headed)(?= |$)";
/** Round 42: a ride with no return beside a gun that goes along ("not bringing it back", "squared away"). */
const NO_RETURN_BESIDE = besideWords(
  "(not|never|aint) (bringin|bringing|coming|comin)( \\w+){0,3} back|last (time|ride|trip)|for good|goodbye|squared away|got it all|wont be back",
);

const DANGER_BESIDE = `(?:(?=(.* )?(${DANGER_NOW})( |$))|(?<=(^| )(${DANGER_NOW})( .*)?))(?!(.* )?(${DANGER_FRAMED})( |$))(?<!(^| )(${DANGER_FRAMED})( .*)?)`;

/** Round 26: "its my last night", "this is my last week" (not at work, before a new job…): a time and an intent at once. */
const MY_LAST_NIGHT =
  "(its|it is|this is|tonight is|today is|this weekend is|this week is) (my|the) last (night|day|week|weekend|sunrise|sunset)( for me| alive| on earth| here)?(?! (at|in|on|of|with|before|for|as|working|to|until|til|till|off|shift|in the|here at|i (start|begin|move|ship|report|retire|graduate|get out|deploy|fly|leave for|go back)) )";
/** Round 27: "final question ill ever ask yall": a goodbye and an intent at once. */
const LAST_QUESTION_EVER =
  "(final|last) (question|message|thing|request) (ill|i will|i ll|im gonna|i am going to|im going to) ever (ask|send|say|need|write|type)";

/**
 * Round 36: what makes a weapon and "gonna kill me" no threat at hand: a laugh, a toy or a video
 * game, a ball game ("our catcher got a new bat..."), a dream or a flashback, or the writer's own new
 * weapon ("i got a new shotgun and the wife is yelling shes going to kill me"; not "he bought a new
 * gun", a warning sign). Looked for before the rule's match and after it, each side one scan: a
 * lookbehind that read the whole message again at every word took a minute on 7 KB (a fourth read).
 */
const NEW_WEAPON = "(a |an |me a )?new (pistol|gun|rifle|shotgun|bat|knife|handgun)";
const NOT_AT_HAND = `(lol|lmao|haha\\w*|jk|jaja\\w*|toy|nerf|water gun|airsoft|bb gun|paintball|fortnite|video games?|call of duty|catcher|dugout|softball|nightmares?|flashbacks?|dreams?|dreaming|dreamt|(i|we|i just|we just) (got|bought|picked up) ${NEW_WEAPON}|(i|we) came home with ${NEW_WEAPON})`;
/** Weapons held, not ammunition: "got the ammo receipt" holds nothing. */
const WEAPON_HELD = `(?!(ammo|round|rounds|bullet|bullets)( |$))(${GUN}|guns|knife|knives|machete|hatchet|axe|bat|crowbar|blade|sidearm|strap|tire iron)`;
const AT_HAND_NOT = `(?<!(^| )${NOT_AT_HAND}( .*)?)(?<!^(just )?(came home with|got|bought|picked up) ${NEW_WEAPON}( .*)?)(?!.* ${NOT_AT_HAND}( |$))`;
/** The writer's own new weapon, where the rule's match begins ("i got a new shotgun and..."). */
const NOT_MY_NEW = `(?!(?<=^|(^| )(i|we|i just|we just|just) )(got|bought|picked up) ${NEW_WEAPON})(?!(?<=(^| )came home )with ${NEW_WEAPON})`;
/**
 * Round 36: someone saying they will kill the writer, with no condition after it: the writer's own
 * small wrong ("if i touch her cake", "for missing her game") or a bill seen ("when she sees the
 * bill"). Anything else after it keeps the threat: a reason ("because i called the cops", "for
 * leaving him"), "when i get home", "for real".
 */
const SAYS_KILL_ME =
  "(saying|yelling|screaming|shouting|hollering|threatening|texting|sayin|yellin|screamin|talkin bout|talking bout|talkin about|talking about) (that )?(hes|he is|shes|she is|theyre|they are|he|she|they)( going to| gonna| gon| finna| about to| bout to)? (kill|shoot|stab|chop|cut|hurt|murder) (me|us|the kids|my kids)(?!( \\w+){0,6} (if (i|we) (\\w+ ){0,2}(touch|eat|eats|ate|forget|miss|break|lose|spend|buy|drink|use|scratch|dent|wreck|skip|dont|do not|am late|m late|bring (that|the|my|this) (truck|car|van|bike|boat|mower) (in|back|by))|when (she|he|they) (sees|see|finds out|find out|hears|hear|gets|get) (the|my|what|that|how|about)|for (missing|forgetting|being late|spending|buying|breaking|losing|eating|drinking|scaring|using|wrecking|denting|scratching|skipping|touching))( |$))";

/**
 * Round 40: who attacks in a message from the one attacked: he, she, they, someone, or a person the
 * writer names (a partner, an ex, a relative, a roommate, a neighbour, a man at the door). Never the
 * writer ("i have a gun to my head" is the writer's own danger, read elsewhere).
 */
const ATTACKER =
  "(?<!(^| )(i|im|i m|i am|we|were|ive|i ve|id|i d)( \\w+){0,2} )(he|she|hes|shes|he s|she s|they|theyre|they re|someone|somebody|some (guy|man|dude|woman)|a (man|guy|dude|woman|stranger)|this (guy|man|dude|woman)|((my|our|the|her|his|mom s|moms|my moms|my mom s) (\\w+ ){0,2})?(husband|hubby|wife|ex|ex husband|ex wife|boyfriend|girlfriend|bf|gf|partner|fiance|son|daughter|brother|sister|dad|daddy|father|stepdad|stepfather|stepson|mom|mother|uncle|cousin|nephew|grandson|neighbor|neighbour|roommate|landlord|in law|brother in law|man|boyfriend s|baby daddy|baby s daddy)|baby daddy|stepdad|ex)";
/** Who is attacked: the writer, or a person or pet with them, or a part of them. */
const VICTIM =
  "(me|us|my (head|face|throat|neck|chest|temple|mouth|back|side|stomach|kids?|children|son|daughter|wife|husband|mom|mother|mama|dad|sister|brother|baby|babies|grandma|grandpa|family|dog|girlfriend|boyfriend|aunt|uncle)|(his|her|their|our) (mom|moms|mom s|mother|mothers|mother s|wife|wifes|wife s|girlfriend|girlfriends|sister|sisters|kids?|son|daughter|baby|grandma)( (head|face|throat|neck|chest|temple))?|the (kids|baby|babies))";
/** Round 40: the frames ATTACK_NOT reads anywhere in a message. */
const ATTACK_NOT_WORDS =
  "lol|lmao|haha\\w*|jk|jaja\\w*|movie|movies|episode|series|season finale|on tv|tv show|the show|a show|that show|netflix|video games?|fortnite|call of duty|madden|book|novel|wrestling|mma|ufc|boxing|sparring|spar|jiu jitsu|bjj|karate|self defense class|(had|have|having) (a )?(dream|dreams|nightmare|nightmares) (that|about|where)|in my (dream|dreams|nightmare|nightmares)|i (dreamt|dreamed)|years ago|months ago|used to|when i was|as a kid|growing up|back then|in (19|20)\\d\\d|back in (19|20)?\\d\\d|in \\d\\d|statement|statements|stressor|my claim|describe|i dream|dream (every|about|that)|(dreams|nightmares) (that|about|where)|mst (claim|statement)|for (the|my) claim|c p exam|write about|wrote about|nerf|water gun|squirt gun|toy|toys|bb gun|airsoft|paintball|pulse|massage|rub|rubbing|rubs|knots|hug|hugged|hugging|reunion|dominoes|cribbage|chess|checkers|cards|last season|deer season|duck season|(on|during|in) (my|his|the|our|her) (\\w+ )?deployment|(flashbacks?|nightmares?) (where|of|about)|every time|punch buggy|slug bug|pillow fight|tickl\\w*|owe (her|him|them)";
/**
 * Round 40: what makes an attack on the writer no attack now: a figure of speech ("like someone has a
 * gun to my head", "if you put a gun to my head"), a memory or a claim's statement, a show, a game,
 * a joke, a dream told as one, or sparring. Two second reads: not a reason the attack is happening
 * (a nightmare he woke from, a flashback, a denied claim, combat training); and a frame gives way
 * to a call for help said with it ("someone help", "rn", "911", "hiding"), never "help me describe it".
 */
const ATTACK_NOT = `(?<!(^| )(like|if|even|as if|as though|would|could|wouldnt|couldnt|would nt|feels like|felt like|its like|it s like|used to|the night|the time|the day|that night|the way|back when|remember when|remember the time)( \\w+){0,4} )(?:(?<=(^| )(rn|right now|helpp+|help(?! (me|us|you) (write|describe|with|fill|figure|understand|word|put|file|explain|find|get|out|know|remember))|ayudenme|auxilio|911|hurry|cant breathe|can t breathe|bleeding|hiding|im hiding|i m hiding)( .*)?)|(?=(.* )?(rn|right now|helpp+|help(?! (me|us|you) (write|describe|with|fill|figure|understand|word|put|file|explain|find|get|out|know|remember))|ayudenme|auxilio|911|hurry|cant breathe|can t breathe|bleeding|hiding|im hiding|i m hiding)( |$))|(?<!(^| )(${ATTACK_NOT_WORDS})( .*)?)(?!.* (${ATTACK_NOT_WORDS})( |$))(?!.* (in|at|during) (iraq|afghanistan|vietnam|kuwait|basic|boot camp|bootcamp|fallujah|ramadi|mosul|kandahar|helmand|the war|deployment|the army|the marines|the marine corps|the navy|the air force|the coast guard|the guard|the military|the service|service|combat)( |$)))`;
/**
 * Round 40: someone said, by the writer, to be about to kill them ("my wife is gonna kill me"), with no
 * condition after it ("...if i miss her birthday", "...when she sees the bill").
 */
const KILL_ME_NOW = `${ATTACKER} (is |s )?(going to|gonna|gon|finna|about to|bout to) (kill|shoot|stab|murder|cut) (me|us)(?!( \\w+){0,6} (if|when|once|after|for|unless|cause|because|cuz|bc)( |$))`;

/** Round 45: a weapon in someone's hands, drawn or pointed. */
const ARMED = `(?<!(^| )(i|ive|i ve|im|i m|i just|i still|i already) )(with|w|has|got|gots|s got|holding|waving|pulled|pulled out|took out|grabbed|aiming|pointing) (a |an |the |his |her |their |my |that )?(\\w+ )?${WEAPON_HELD}(?! (safe|case|cabinet|rack|show|store|shop|range|club|license|permit)( |$))|${WEAPON_HELD} (out|pointed|pointing|aimed|cocked|in (his|her|their) (waistband|hand|hands|belt))(?= |$)`;
/**
 * Round 45: what makes that weapon a danger now: the writer or those with them hiding or locked in
 * from it, a door beaten on, a break-in, the weapon pointed at them, being followed.
 */
const ARMED_NOW =
  "(wont|won t|will not|refuses to|refusing to) (leave|let (me|us) (leave|out|go))|(im|i m|i am|were|we re|we are|me and (\\w+ ){1,2}(are|r)|the kids are|kids are|shes|she s|she is|mom is|mama is|my mom is) (still )?(hiding|hidin|locked in|locked inside|in the (bathroom|closet|bedroom|basement|attic))|locked (myself|ourselves|us|me) in|(banging|pounding|kicking|beating|knocking) (on )?(my|our|the) (front |back |bedroom |bathroom )?door|kicking (my|our|the) (front |back )?door in|(trying to|tryna) (get|break|come|bust) in|breaking in|broke in|intruder|(pointing|pointed|aiming|aimed) (it |that |a \\w+ |the \\w+ |his \\w+ |her \\w+ )?at (me|us|my|our|the house|the car|mom|dad|her|him)|following me|followed me|at (me|us)|(hes|he s|he is|shes|she s|she is|theyre|they re|someone is|somebody is|someones|somebodys) (outside|out front|out back|at the door|at my door|at our door|in the yard|in my yard|in our yard)( \\w+){0,2} (right now|rn|now)|(pointing|pointed|aiming|aimed) (it |that |a \\w+ |the \\w+ |his \\w+ |her \\w+ )?at (the|our|my) (window|windows|door|front door|house)|(hes|he s|he is|shes|she s|she is|theyre|they re) (taking|gonna take|going to take|trying to take|tryna take) (our|my|the) (son|daughter|kids|kid|baby|children|boy|girl)|(in|at) (the|my|our) (driveway|yard|front yard|porch|front porch) (right now|rn|now)";
/** Round 45: a weapon that is a toy, a game or a hunt. */
const ARMED_NOT =
  "nerf|water gun|water guns|water pistol|squirt|paintball|airsoft|bb gun|toy|toys|cap gun|deer|hunting|hunt|range|video|game|games|fortnite|movie|tv|dream|nightmare|nightmares|flashback|flashbacks|lol|lmao|haha\\w*|jk|" +
  // The one with the weapon at risk of their own death: the crisis reply, as the writers wrote it.
  "in his mouth|in her mouth|in my mouth|under my chin|to his head|to her head|to his temple|to her temple|under his chin|under her chin|himself|herself|myself|end it|end his life|end her life|die|dying|suicid\\w*|not coming out alive|bleed out|wants to die|kill (himself|herself)";

/** Round 48 (scranton-en): a weapon out on the table or the nightstand, not cleaned, kept or locked: the means, at hand. */
const AT_THE_TABLE = `(service weapon|weapon|${GUN})( s| is|s| are)? (out )?(sitting |laying |lying |layin )?(on|by|next to|in front of) (the|my) (kitchen )?(table|counter|nightstand|bed|desk|seat|lap|dresser|dash|dashboard)(?! (at|in) (the )?(range|gun show|store|shop|class)( |$))${notBeside("cleaning|clean|cleaned|oil|oiling|selling|sell|sold|pawn|appraise|appraised|photo|picture|inventory|hunting|season|range|keep (it|them|one|my|the|a)|keeps (it|them|one|his|her|the|a)|kept|protection|defense|defence|locked|lock|safe|store|stored|storing")}`;
/** Round 48 (tulsa-en): letters written to each child and hidden where they will be found: a goodbye with intent. */
const LETTERS_HIDDEN =
  "(wrote|written|writing|left|wrote out) (my|the|each of my|all my|both my|all the) (babies|kids|children|boys|girls|grandkids|grandbabies|family)( each| both)? (a |one )?(letter|letters|note|notes)( each)?(?=.* (put|left|hid|placed|hidden|tucked|stuck) (em|them|it|those|they|one) (in|under|on|inside|by) )";

/** Round 49 (round 58's clarksville-en): a letter "explaining why", beside a burial or an "after". */
const LETTER_WHY = `(writing|wrote|write|written|left|leaving|leave) (my|a|the|her|him|them|my \\w+) (\\w+ )?(a )?(letter|note) (explaining|to explain|that explains|telling (her|him|them)) why(?! (i|im|i m|he|she|we|they|the|my|it|this|that|you|our)( |$))${besideWords("burial|funeral|dic|life insurance|sgli|vgli|goodbye|the end|calls after|after im gone|after i m gone|when im gone")}`;

/**
 * Round 57: what keeps a frame of round 66's (a tablet shot, a hunting caliber, affairs in order
 * meaning a filing cabinet) from holding: the writer's own end said beside it, or a person to hurt.
 */
/**
 * Round 60 (oceanside-en, junctioncity-en): bringing a gun asked about as a rule ("whats the rule on
 * bringing a gun on VA property? i carry for work"), not said as a plan, unless a threat's words
 * stand beside the question. Round 61 (fairbanks-en): a rifle taken on a flight to a moose hunt.
 * Round 74 (round 82's fairbanks2-en): a knife carried for work and forgotten on the belt, where the
 * weapon goes "to the clinic" (a rule asked about there is still read as a threat: round 38 and 40's
 * second reads wrote threats as that question, "can i bring my pistol to the clinic? im through
 * playing nice").
 */
const GUN_RULES_ASKED =
  "(on|onto) (base|post)|(the|to the|at the) (commissary|px|exchange|ferry)|turkey shoot|(whats|what s|what is|what are) the (\\w+ )?(rule|rules|law|laws|policy|regulation|regulations)|(am i|are vets|are veterans|are we) (allowed|permitted)|is it (legal|allowed|against the (rules|law))|deer camp|hunting camp|elk camp|duck blind|hunting (land|camp|trip|season|lease|cabin|accident)|(elk|deer|duck|turkey) season|(on|onto) (va|federal|government) property|(moose|caribou|bear|sheep|elk|deer|duck|turkey|hog|bird|goose|pheasant|dove|squirrel|rabbit) hunting|hunting license|flight|plane|airline|tsa|checked bag|checked baggage";
const THREAT_BESIDE_A_QUESTION =
  "now|right now|today|tomorrow|tonight|this (morning|afternoon|evening)|in the morning|monday|tuesday|wednesday|thursday|friday|saturday|sunday|kill|shoot|pay|regret|teach|lesson|done talking|sorry|deserve\\w*|whats coming|what s coming|one more time|make (him|her|them)|watch (his|her|their) back|listen|hear|answers|chances|stop me|last time|denied|ignored|finished|better|heading|headed|walking into|on my way";
const OWN_END_BESIDE_A_FRAME =
  "myself|my self|kill|end it|end this|end things|end my|die|dying|suicid\\w*|goodbye|bye|last time|tonight|pills|overdose|rope|bridge|not coming back|done|gone|after me|hurt|shoot (him|her|them|up|me|myself)|rater|ex|neighbor|neighbour|for me|own terms|go out|check out|not the deer|one shot|head|painless|quick|instant|nobody|tired|sorry|love you|wont be (here|around)|won t be (here|around)|not be here";

/**
 * Round 58: the writer's own end beside a memorial or a figure of speech, without the words those
 * frames name themselves ("suicide", "tonight"), which OWN_END_BESIDE_A_FRAME holds.
 */
const ONE_OWN_END_BESIDE_A_MEMORIAL =
  "myself|my self|kill myself|end it|end my|want to die|wanna die|(want|wanna) to (live|be alive|be here|wake up)|alive|im next|i m next|join them|be with them|pills|overdose|rope|bridge|gun|pistol|rifle|goodbye|rater|ex|neighbor|neighbour";

/** Round 58: "end it with her new guy" ends a fight or a man, not the writer's life. */
const END_IT_WITH_SOMEONE =
  "(?! with (her|him|them|his|my|that|this|the|your) (new |old )?(guy|man|boyfriend|bf|dude|husband|wife|girlfriend|gf|ex|boss|neighbou?r|punk|clown|fool)( |$))";

/**
 * Round 69: "not for ducks" is a threat only beside someone to be shot at ("whoever keeps breakin into
 * my ice house", an ex's new boyfriend's place); beside nothing, or the writer's own words, it is the
 * known way of saying the gun is for oneself ("got the 12 gauge out tonight. not for ducks").
 */
const TARGET_BESIDE_NOT_FOR_GAME =
  "whoever|the guy|that guy|this guy|the dude|that dude|ex|exs|ex s|boyfriend|boyfriends|girlfriend|girlfriends|neighbor|neighbors|neighbour|landlord|boss|rater|breaking in|breakin in|breakin into|breaking into|his place|her place|their place|outside (his|her|their|my exs|my ex s)";
const OWN_BESIDE_NOT_FOR_GAME = `${LOL}|for me|on me|myself|somebody to know|someone to know|anybody to know|on the record|goodbye|sorry|my family|paperwork`;

/**
 * Round 81: the writer's own death said outright. The round's benign rules (an idiom, a joke, a safe-storage
 * question) never frame a message that says it (a code review of the round: "an overdose of paperwork
 * from the va, honestly i want to kill myself").
 */
const OWN_DEATH_SAID =
  "die|dying|dead|kill myself|killing myself|end (it|it all|my life)|suicid\\w*|eat my gun|eating my gun|after i do it|better off dead|not be here|want to be gone|take my (own )?life";

/**
 * Round 81: someone other than the writer named up to four words before what is done to the writer
 * ("my grandsons friend come over drunk and put a knife to my neck"), with no "i" between ("my wife found
 * me when i held the gun to my head" is the writer's own).
 */
const SOMEONE_ELSE_BEFORE =
  "(?<=(^| )(he|she|they|hes|he s|shes|she s|someone|somebody|guy|man|dude|friend|husband|boyfriend|bf|ex|brother|son|dad|father|stepdad|stepson|wife|girlfriend|gf|neighbor|roommate|nephew|cousin|uncle)( (?!(i|im|ive|id|ill) )\\w+){0,4} )";

/** Round 81's second read: "I shall not be here past Friday. Please see that my wife receives my benefits." */
const NOT_HERE_PAST_A_DAY = `(i )?(shall|will|wont|won t) not be here (past|after|beyond) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|this weekend|tonight|tomorrow|this week|christmas)(?= |$)${besideWords("wife|benefits|receives|family|children|beneficiar\\w*|insurance|burial|funeral|goodbye|forgive")}${notBeside(`${LOL}|moving|move|vacation|trip|travel\\w*|out of town|office|work|job|leave|deploy\\w*|surgery|hospital|visit\\w*|flight`)}`;

/** Round 81 (round 90's yuma-en): "tonight's my turn" beside vials lined up: a decision, and a time. */
const TONIGHTS_MY_TURN = `(tonights|tonight s|tonight is|todays|today s|today is) my turn(?= |$)${besideWords("vials?|lined up|od|overdose|gun|rope|razor|needle|syringe|fentanyl|bag|lucky bastard|lucky")}${notBeside(`${LOL}|to give|to do|caregiver|stipend|b12|shot|vaccine|flu|to cook|to drive|to host|to pick|shift|watch|duty|karaoke|game|poker|cards|trivia|pick|dishes|speak|talk|share`)}`;

/**
 * Round 81 (round 90's boonville-en): a death "called an accident" beside what an insurer pays ("how
 * quick does farm bureau pay if its called an accident"): a plan, and what survivors get.
 */
const CALLED_AN_ACCIDENT = `(if|when|as long as) (its|it s|it is|it gets|it was|the wreck is|the death is|my death is|it looks|it d be|itd be|it would be) (called|ruled|listed|written up as|put down as|deemed|like|look like|looks like|reported as) an accident(?= |$)${besideWords("pay|pays|payout|paid|insurance|policy|bureau|sgli|vgli|beneficiar\\w*|my wife gets|family gets|she gets|double indemnity|adandd|ad d|claim")}${besideWords("nobody asks|no one asks|nobody would know|no one would know|nobody will know|no questions|all the time|accidents happen|tractors roll|make it look|made to look")}${notBeside(`${LOL}|my (son|daughter|dad|father|mom|mother|brother|sister|husband|wife|grandson|granddaughter|nephew|cousin|uncle|aunt|grandpa|grandfather|grandma|neighbor|friend|buddy)|(he|she|they) (died|passed|was killed|got killed)|got killed|natural causes|vs|versus|difference|last (year|month|week)|years ago`)}`;

/** Round 82 (round 91's gillette-en): "the letter i leave her": a goodbye written, and the writer gone after it. */
const LETTER_I_LEAVE_HER = `(the|a|my) (letter|note|letters|notes) (i|im|i m|ill|i ll|i will|i am) (leave|leaving|gonna leave|going to leave) (her|him|them|behind|for (her|him|them|my \\w+))(?= |$)${notBeside(`${LOL}|trip|vacation|deploy\\w*|drill|work|job|shift|sitter|babysitter|teacher|fridge|counter|office|mailbox|when i (retire|move|leave for)|tooth fairy|santa|will|wills|estate|lawyer|attorney|safe deposit|trust|executor|someday|caregiver|every (morning|day|night|week)|each (morning|day)|daily`)}`;

/** Round 82 (round 91's puyallup-en): an email scheduled "so she doesnt find me herself": a goodbye, and a decision. */
const SO_SHE_DOESNT_FIND_ME = `(schedul\\w*|set|timed|queued)( \\w+){0,6} (for|at) \\d+ ?(am|pm)?( \\w+){0,3} so (she|he|they|my wife|my husband|the kids|my kids|my mom|my dad) (doesnt|don t|doesn t|dont|does not|wont|won t|will not) (find|have to find|discover) me( \\w+)?(?= |$)${notBeside(`${LOL}|hide and seek|hiding|surprise|presents?|gifts?|wrap\\w*|sneak\\w*|fishing|hunting|nap|napping|asleep|sleeping in`)}`;

/** Round 83 (round 92's leesville-en): a respawn timer "set for friday": a decision, and its day. */
const RESPAWN_SET_FOR_A_DAY = `respawn( (timer|timers|time|clock))?( on me)?( is)? (set|scheduled|up|coming|starts)( for| on| at)? (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend|\\d+)(?= |$)${notBeside("game|games|match|raid|server|xbox|playstation|ps5|pc|fortnite|cod|warzone|halo|apex|minecraft|boss fight|boss|reset|wipe|event|world boss")}(?:${notBeside(LOL)}|${besideWords("no respawn|except no|irl|real life|for real")})`;

/** Round 83 (round 92's leesville-en): the VA told it can close the claim, "game over for real": a decision, and a goodbye. */
const CLOSE_MY_CLAIM_GAME_OVER = `(tell|let|inform) (the va|va|them|my vso|the vso)( know)? (they|that they|it|that it|to) (can |should |may )?(close|cancel|drop|shut|stop)( out| down)? (my|the) (claim|claims|file|case|appeal)(?= |$)${besideWords("game over|for real this time|goodbye|good bye|wont be (here|around)|last message")}${notBeside(`${LOL}|approved|got my|granted|won|decision came|moving|moved|another state|withdraw\\w*|duplicate|filed twice|by mistake|wrong claim|job|hired|voc rehab|vre|school|moving on`)}`;

/** Round 83 (round 92's marquette-en): "want her to have it quick. got it planned for after the walleye opener": a decision, and its day. */
const GOT_IT_PLANNED_FOR_AFTER = `(got|have|ive got|i ve got|i got|its|it s|it is) (it )?(all )?planned( out)? (for )?(right )?after (the )?\\w+( \\w+)?(?= |$)${besideWords("want her to have|want him to have|want them to have|have it quick|get it quick|widow")}${notBeside(`${LOL}|party|surprise|trip|vacation|wedding|reunion|fishing trip|hunt\\w*|camp|retire\\w*|move|moving|closing|surgery|graduation|anniversary|birthday|refinance|remodel|deadline|appointment|appt`)}`;

/** Round 84 (round 93's hilo-en): "I leaving dis world tonight": a decision, and a goodbye. */
const LEAVING_THIS_WORLD = `(im|i m|i am|i|me) (leaving|gonna leave|going to leave|about to leave|checking out of) (this|the|dis|da) (world|earth)( tonight| today| soon| now| for good)?(?= |$)${notBeside(`${LOL}|trip|vacation|flight|rocket|space|spacex|astronaut|game|movie|song|book|retire\\w*|job|social media|facebook|grid|city|behind|start fresh|when i|before i|after i|someday|one day|philippines|move|moving|pension`)}`;

/** Round 84 (round 93's hilo-en): an appointment not needed, "I going be pau before dat": a decision, and its day. */
const PAU_BEFORE_THAT = `(im|i m|i am|i) (going to |gonna |going )?be pau (before|by) (that|dat|then|next week|the weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow)(?= |$)${besideWords("cancel|no need|dont need|wont need|appointment|appt|claim")}${notBeside(`${LOL}|work|pau hana|job|shift|school|class|project|paint\\w*|moving|packing`)}`;

/** Round 84 (round 93's greatfalls-en): "does the va pay for cremation. plan is saturday": a decision, and its day. */
const PLAN_IS_A_DAY = `(the )?plan (is|s) (for )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend)(?= |$)${besideWords("cremation|cremated|cremate|bury|burial|buried|funeral|plot|headstone|casket|urn|dic|life insurance|sgli|vgli")}${notBeside(`${LOL}|moms?|dads?|fathers?|mothers?|grandmas?|grandpas?|brothers?|sisters?|uncles?|aunts?|buddy|buddys|friends?|neighbors?|cousins?|sons?|daughters?|wifes|husbands|wife s|husband s|hospice|his|her|their|service for|memorial|reunion|party|trip|visit|appointment|hearing|exam|c p|move|moving|died|passed`)}`;

/** Round 84 (round 93's pikeville-en): things given away, a tab paid off, "reckon thats everything squared away". */
const SQUARED_AWAY_AFTER_GIVING = `(thats|that s|that is|got|have|its|it s|everythings|everything s|everything is) (everything |it all |all )?(squared away|taken care of|wrapped up|tied up|settled|in order)(?= |$)${besideWords("gave (my|away|him|her)|giving away|gave away|my dog to|my truck to|my guns to|my rifle to")}${notBeside(`${LOL}|moving|move|deploy\\w*|trip|vacation|surgery|hospital|rehab|treatment|job|new job|retire\\w*|divorce|wedding|baby|estate planning|lawyer|storage|new one|title|registration|dmv|insurance|with the`)}`;

/** Round 84 (round 93's pikeville-en): "if im dead can yall cancel my appointment... cause i will be". */
const IF_IM_DEAD_I_WILL_BE = `(cause|because|cuz|coz|cos|bc) (i (will|sure will|surely will)|ill) be( by then| dead)?(?= |$)${besideWords("if im dead|if i m dead|if i am dead|if im gone|if i m gone|if i die")}${notBeside(LOL)}`;

/** Round 84 (round 93's pikeville-en): tools given away and "paid the funeral home": a decision, and an end. */
const PAID_THE_FUNERAL_HOME = `(paid|pre paid|prepaid|paid off|paid up) (for )?(the|my) (funeral home|funeral|burial|plot|cremation|casket|headstone)(?= |$)${besideWords("gave away|giving away|gave my|just need the flag|flag to go to|note|letter|goodbye")}${notBeside(`${LOL}|mom|dad|mother|father|grandma|grandpa|wife|husband|brother|sister|son died|daughter died|uncle|aunt|his|her|their|cancer|hospice|terminal|diagnosis|pre ?need|preneed|pre ?plan\\w*|pre ?arrang\\w*|plan ahead|planning ahead|years ago|when the time comes|someday|some day|one day|eventually|in advance|old age|at my age`)}`;

/** Round 84 (round 93's pikeville-en): "one day at a time they tell ya. well today's my last one": a decision, and its day. */
const TODAYS_MY_LAST_ONE = `(todays|today s|today is|tonights|tonight s|tonight is|thisll be|this will be) my last (one|day on earth|sunrise|sunset|day alive|night alive|breath)(?= |$)${besideWords("day at a time|clean|sober|they tell ya|they tell you|love you|earth|alive|sunrise|sunset|breath")}${notBeside(`${LOL}|question|questions|exam|free|thanks|thank you|work|job|shift|school|class|semester|deployment|retire\\w*|vacation|diet|smoking|cigarette|drink\\w*|meeting|rehab|treatment|program|chemo|radiation|therapy|leave|ets|contract|lease|apartment|house|beer|cookie|donut|slice|piece|smoke|dip|chew|pack|can`)}`;

/** Round 84 (round 93's pikeville-en): "mamaw needs the money more than she needs me": a death weighed against a payout. */
const NEEDS_THE_MONEY_MORE_THAN_ME = `(needs|need|would rather have|could use) the (money|insurance|check|benefits|payout|life insurance|dic|sgli|vgli)( \\w+){0,2} more (than|then|den) (she|he|they|her|him|them|my \\w+|mamaw|mama|mom|momma|the kids|my kids) (needs|need|does|do|wants|want) me(?= |$)${notBeside(LOL)}`;

/** The round's second read (round 84): "I not going be hea by nex week", read as spoken: a death foretold, and its day. */
const NOT_HERE_BY_A_DAY = `(im|i m|i am) not (going to|gonna) be (here|around|alive) (by|after|past|for|come) (next week|this weekend|the weekend|next weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|christmas|thanksgiving|new years|the end of the (week|month))(?= |$)${notBeside(AWAY)}${notBeside(`${LOL}|trip|vacation|deploy\\w*|hospital|surgery|work|job|shift|moving|move|visit\\w*|cruise|fishing|hunting|camp\\w*|out of town|traveling|travelling`)}`;

/** Round 85 (round 94's dover-en): "pastor dont know, sis dont know... sunday im gone": a decision, and its day. */
const A_DAY_IM_GONE = `(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tonite|tomorrow|tmrw|this weekend) (im|i m|i am|ill be|i ll be|i will be) gone(?= |$)${besideWords("cant stop me|can t stop me|dont know|don t know|nobody knows|no one knows|sorry|goodbye|bye|love you|tell (my|them|her|him)")}${notBeside(`${LOL}|trip|vacation|out of town|deploy\\w*|work|shift|hunt\\w*|fish\\w*|camp\\w*|visit\\w*|conference|training|drill|moving|move|flight|cruise|surgery|hospital|till|until|back (on|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next)|coming back|be back|weekend trip|wedding|reunion|all day|dentist|doctor|appointment|appt|missed your call|errands|graduation|league|bowling|practice|game|church service|ill check|can i call|call you|call me`)}`;

/** Round 85 (round 94's tallahassee-en): a car left to a brother "on sunday" beside a death asked about: a decision, and its day. */
const LEAVING_MY_THINGS_ON_A_DAY = `(im|i m|i am|ill be|i ll be|gonna be|going to be) (leaving|giving|handing) (my|him my|her my|them my) (car|truck|bike|motorcycle|guns?|rifle|pistol|dog|cat|house|stuff|things|tools|xbox|playstation|ps5|watch)( \\w+){0,3} to( \\w+){0,4} (on|this|by|next) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)(?= |$)${besideWords("offs himself|offs herself|kills himself|kill himself|kill myself|if the vet|if i die|when im gone|when i m gone|dic|dependency|survivor\\w*|life insurance|goodbye")}${notBeside(`${LOL}|selling|sell|sold|moving|move|deploy\\w*|trip|vacation|graduat\\w*|birthday|christmas|gift|present|college|upgrade|new one|trade|pawn|title|dmv|lease|shop|mechanic|dealer\\w*|sitter|kennel|vet appointment|turns \\d+|turning \\d+|since (he|she|i|they)|license|permit|retired|sweet 16`)}`;

/** Round 85 (round 94's tallahassee-en): goodbye posts "scheduling them for 11pm. guess that's the timeline": a decision, and its hour. */
const GOODBYE_POSTS_SCHEDULED = `((goodbye|good bye|farewell|final|last|suicide) (posts?|messages?|texts?|letters?|notes?|videos?|emails?)( now)?( \\w+){0,6} (schedul\\w*|timed|queued|set)( them| it| to go out| to post| to send)?|(schedul\\w*|queued|timed|set up) (my|the|all my) (goodbye|good bye|farewell|final|last|suicide) (posts?|messages?|texts?|letters?|notes?|videos?|emails?)( to go out| to post| to send)?) (for|at) (\\d+ ?(pm|am)?|midnight|tonight|tomorrow|noon|sunrise|sunset)(?= |$)${notBeside(`vacation|trip|out of office|ooo|pto|leave|linkedin|funeral arrangements|family group|group chat|reminders?|for (grandpa|grandma|my dad|my mom|dad|mom)|retire\\w*|last day|new job|job|work|moving|graduat\\w*|deploy\\w*|social media break|break from|hiatus|detox|deleting|delete my|quitting (facebook|social|instagram|tiktok|twitter)|leaving (facebook|social|instagram|tiktok|twitter)|business|newsletter|campaign|class|semester|school`)}`;

/** Round 85 (round 94's tallahassee-en): "does the va call ur family if u die on a weekend. bc that's when i'm doing it". */
const THATS_WHEN_IM_DOING_IT = `((thats|that s|that is|then is|(memorial day|veterans day|christmas|christmas eve|thanksgiving|new years|new years eve|my birthday|the 4th|july 4th|the fourth|the anniversary|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend|next weekend) (is|s)) when ((im|i m|i am|ill be|i ll be|i will be|i plan on|i plan to be|im gonna be) doing it|i (do|will do|ll do|m gonna do|m doing) it|ill do it))(?= |$)${besideWords("die|dies|dying|dead|death|gone|kill|end it|funeral|burial|dic|life insurance|family|wife|kids|mom")}${notBeside(`${LOL}|laundry|taxes|paperwork|application|form|filing|move|moving|workout|homework|shopping|surgery|procedure|wedding|party|trip|appointment|interview|exam|test|switch|transfer|funeral for|grocery|groceries|errands?|gets her check|gets his check|flag`)}`;

/** The round's second read (round 85): the date put on the calendar beside what the wife gets: a decision, and its day. */
const DATE_ON_THE_CALENDAR = `(put|marked|circled|wrote|set) the (date|day) (on|in) (my|the) calendar(?= |$)${besideWords("wife get\\w*|husband get\\w*|pension|dic|life insurance|survivor\\w*|beneficiar\\w*|burial|funeral")}${notBeside(`${LOL}|appointment|appt|c p|exam|hearing|surgery|wedding|party|birthday|reunion|trip|move|moving|retire\\w*|deadline|due|payment|pay day|payday|closing`)}`;

/** Round 85 (round 94's kingman-en and tallahassee-en): a survivor question "asking not hypothetically": a decision said. */
const NOT_HYPOTHETICALLY = `((asking |askin |im asking |i m asking )?not|(im|i m|i am) not asking) (hypothetically|hypothetical|a hypothetical|theoretical|theoretically)(?= |$)${besideWords("wasnt alive|wasn t alive|werent alive|weren t alive|not alive|if i die|if i died|if i was dead|if i were dead|if i was gone|if i were gone|after i m gone|after im gone|dic|champva|life insurance|sgli|vgli|survivor\\w*|funeral|burial|took (my|her|his) own life|take my own life|offs? himself|offs? herself|kill (myself|himself|herself)")}${notBeside(`${LOL}|hypothetical question about|homework|class|paper|essay|research|story|novel|game`)}`;

/** Round 86 (round 95's tuscaloosa-en): DIC asked "so she aint left hanging when i go sunday": a death foretold, and its day. */
const WHEN_I_GO_ON_A_DAY = `(when|after|once) i (go|leave|pass|pass on) (on |this |next )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tonite|tomorrow|this weekend)(?= |$)${besideWords("dic|life insurance|sgli|vgli|survivor\\w*|left hanging|wife get\\w*|husband get\\w*|kids get|widow|beneficiar\\w*|if the vet|vet passes|vet dies")}${notBeside(`${LOL}|funeral|burial|regional office|ask|vso|medals|uniform|trip|vacation|deploy\\w*|hospital|surgery|work|shift|fish\\w*|hunt\\w*|camp\\w*|travel\\w*|visit\\w*|appointment|appt|doctor|c p|exam|church|mass|store|moving|move|out of town|dentist|to the va|to the clinic|in for|for my`)}`;

/**
 * Round 86 (round 95's tuscaloosa-en): "intend to be in it by next week one way or another", of a national
 * cemetery: a death planned, and its day. A bare "in it" only before "one way or another" (never "we plan
 * to be in it by next month" of a house, its code review); the ground, a grave or a plot always.
 */
const IN_THE_GROUND_BY_A_DAY = `(intend|intends|plan|plans|planning|fixin|fixing|aim|aiming|going|gonna|expect|expecting) (to be|on being) in ((?<=be in )it(?=( \\w+)? (by|before|come) .* one way or another( |$))|the ground|that ground|the cemetery|that cemetery|my grave|a grave|the grave|my plot|that plot|a box|a pine box)( \\w+)? (by|before|come) (next week|this week|the weekend|this weekend|(next |this )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)|christmas|(the )?end of (the |next )?(week|month)|next month)(?= |$)${notBeside(`${LOL}|house|home|loan|closing|apartment|lease|move in|moving|school|class|league|race|tournament|visit\\w*|dig\\w*|mow\\w*|work\\w*|job|volunteer\\w*|flags|wreath\\w*|ceremony|funeral of|service for|bury (my|his|her)|buried (my|his|her)|urn|ashes|honor guard|bugle|taps|rifle team`)}`;

/** Round 86 (round 95's tuscaloosa-en): the VA's number so the wife "can call and tell em im gone. shell be needing it tomorrow". */
const TELL_THEM_IM_GONE = `(call|calls|tell|tells|let) (em|them|the va|yall|y all|you all|the office|you)( know)?( that)? (im|i m|i am|i was|ive) (gone|dead|passed|passed on|passed away)(?! (to|for|on|until|till|til|from|back|home|all|out|over)( |$))(?= |$)${besideWords("tomorrow|tonight|needing it|need it|phone number|number|wife|kids|husband")}${notBeside(`${LOL}|florida|winter|snowbird|arizona|texas|moved|moving|vacation|trip|out of town|deploy\\w*|hospital|job|quit|retired|no longer|change of address|address|overseas|abroad|on the road|traveling|travelling|out of state`)}`;

/** Round 86 (round 95's juneau-en): "what does va do with my rating money when your dead. asking cause its happening tonight". */
const ITS_HAPPENING_ON_A_DAY = `((its|it s|it is|thats|that s) (happening|going down|going to happen|gonna happen)|it happens) (tonight|tonite|tomorrow|this weekend|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?= |$)${besideWords("dead|die|dies|dying|gone|rating money|dic|life insurance|wife get|kids get|funeral|burial|survivor\\w*|goodbye|sorry")}${notBeside(`${LOL}|surgery|procedure|wedding|party|move|moving|hearing|meeting|exam|c p|closing|funeral for|service for|his funeral|her funeral|the funeral|memorial|graduation|retirement|ceremony`)}`;

/** Round 86 (round 95's hagerstown-en): "im doing it saturday when kayla's at her grandmas. i already packed her overnight bag". */
const DOING_IT_ON_A_DAY = `(im|i m|i am|ill be|i ll be|i will be) doing it (on |this |next )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tonite|tomorrow|this weekend|next weekend)(?= |$)${besideWords("lied|therapist|i was fine|nobody knows|no one knows|packed (her|his|their) (overnight )?bags?|overnight bag|at (her|his|their) grandmas|kids (are |re )?(gone|away)|sorry|goodbye|pills|gun|rope")}${notBeside(`${LOL}|laundry|taxes|paperwork|application|form|filing|workout|homework|shopping|surgery|procedure|wedding|party|trip|appointment|interview|exam|test|move|moving|yard|lawn|mowing|paint\\w*|cleaning|errands|groceries|meal prep|hair|nails|oil change|the drive`)}`;

/** Round 86 (round 95's juneau-en): an elder who "plans to take all of his heart medication at once tomorrow". */
const ALL_HIS_MEDS_AT_ONCE = `(plans|planning|plan|intends|intending|is going|s going|is gonna|s gonna|wants|threatening|threatens|threatened|says he will|says she will|said he would|said she would|told (me|us|her|him) (he|she) (will|would|was going)) to (take|swallow|down) all( of)? (his|her) (\\w+ ){0,2}(medication|medications|meds|pills|tablets|insulin|morphine|oxy\\w*|percs|xanax)( at once| all at once| tonight| tomorrow)?(?= |$)${notBeside(`${LOL}|by mistake|accident\\w*|confused|forgot|pill box|pillbox|organizer|mail order|refill|every morning|each morning|every day|with food|as prescribed|on time|schedule`)}`;

/** Round 86 (round 95's juneau-en): a veteran who posted that "tonight is his last night" and thanked everyone. */
const HIS_LAST_NIGHT = `(tonight|tonite|today|tomorrow) (is|s|will be|would be) (his|her) (last|final) (night|day)(?= |$)${besideWords("thanked everyone|thanking everyone|posted|goodbye|firearms|guns?|rifle|pistol|cannot reach|can t reach|cant reach|not answering|wont answer|won t answer|phone (is )?off")}${notBeside(`${LOL}|shift|work|job|retire\\w*|deploy\\w*|base|ship|season|class|school|semester|camp|visit|vacation|trip|in town|rehab|before (he|she) (moves|ships|leaves|deploys)|hospice|hospital|comfort care`)}`;

/** The round's second read (round 86): "im going out the same way he did" after a father's suicide long ago: a death decided, now. */
const GOING_OUT_THE_SAME_WAY = `(im|i m|i am|ill be|i ll be|gonna be|going to be) (going|goin|gonna go|going to go) out (the same way|same way|like|just like) (he|she|my \\w+|him|her)( did)?(?= |$)${besideWords("killed himself|killed herself|took his own life|took her own life|suicide|shot himself|shot herself|hung himself|hanged himself|by his own hand|by her own hand")}${notBeside(`${LOL}|retire\\w*|career|job|navy|army|marines|air force|military|honorabl\\w*|with honor|quietly|in my sleep|old age`)}`;

/** The round's second read (round 86): "told my therapist everything was fine. i lied. its saturday": a decision, and its day. */
const LIED_TO_THE_THERAPIST = `(i lied|lied to (her|him|them)|but i lied)(?= |$)${besideWords("told (my|the) (therapist|counselor|psychiatrist|psych|doctor|doc|social worker)|i was fine|everything was fine|im fine|i m fine")}${besideWords("monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tonite|tomorrow|this weekend")}${notBeside(`${LOL}|claim|c p|exam|drinking|drink|smok\\w*|weight|diet|homework|taxes`)}`;

/** Round 87 (round 96's lumberton-en): "i figure im next and im gonna pick the day my own self": a death decided, and its day. */
const PICK_THE_DAY_MYSELF = `(gonna|going to|goin to|will|ll|get to|gon|want to|wanna) (pick|choose|set|name) (the|my) (day|date|time)( my own self| myself| my ownself| on my own)(?= |$)${besideWords("im next|i m next|passed|died|quiet|wont (bother|mommuck|trouble|burden)|won t (bother|mommuck|trouble|burden)|nobody|no one|my own self")}${notBeside(`${LOL}|appointment|appt|exam|c p|wedding|retire\\w*|move|moving|closing|surgery|vacation|trip|party|claim|hearing|interview|start|school|class|fishing|hunting|reunion`)}`;

/** Round 87 (round 96's lumberton-en): "tell my sister im sorry… ill be done with all of it fore she reads this". */
const DONE_BEFORE_SHE_READS_THIS = `(ill|i ll|i will|im gonna|gonna|i m gonna) be (done|gone|finished|through) with (all of it|it all|everything|this world|life|all this)( \\w+)? (fore|before|by the time|by time|afore) (she|he|they|you|yall|y all|anybody|anyone|somebody) (reads|read|gets|sees|finds|wakes)(?= |$)${notBeside(`${LOL}|claim|paperwork|appeal|packing|moving|move|job|shift|school|semester|chemo|treatment|rehab`)}`;

/** Round 87 (round 96's lumberton-en): a burial asked about "cause im plannin mine for next week". */
const PLANNING_MINE = `((planning|plannin|planin|plan|arranging|arrangin|setting up|settin up) (mine|my own)|(setting|settin|set) (mine|my own) up) (for|by|4) (next week|this week|this coming weekend|this coming week|tomorrow|tonight|tonite|this weekend|next weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?= |$)${besideWords("burial|funeral|cemetery|headstone|buried|bury|casket|cremat\\w*|plot")}${notBeside(`${LOL}|pre ?plan\\w*|preplan\\w*|pre ?need|preneed|someday|one day|years|eventually|when the time comes|in advance|ahead of time|funeral home|appointment|appt|meeting|meet with|paperwork|her plot|his plot|wedding|party|trip|vacation|retire\\w*|move|moving`)}`;

/** Round 87 (round 96's pahrump-en): the dog given to the neighbour, "wont need a dog after sunday". */
const WONT_NEED_IT_AFTER_A_DAY = `(wont|won t|will not|not gonna|aint gonna|ain t gonna|dont|don t) need (a|my|the|no|any) (dog|dogs|cat|truck|car|guns?|house|bed|coat|stuff|things|meds|glasses|money|check)( \\w+)? (after|past|by|come|beyond) (sunday|monday|tuesday|wednesday|thursday|friday|saturday|tonight|tonite|tomorrow|2morow|2moro|this weekend|next week)(?= |$)${besideWords("gave|give|giving|given|neighbor|neighbour|took him|took her|took it")}${notBeside(`${LOL}|moving|move|sold|selling|nursing home|nursing facility|veterans home|care home|hospice|facility|assisted living|deploy\\w*|trip|vacation|hospital|surgery|rehab|new one|replacement|upgrade|lease|rental|rent|borrow\\w*|back`)}`;

/** Round 87 (round 96's pahrump-en): "77 yrs is enuf. goin out in the desert w the 30-06 at sunup". */
const ENOUGH_YEARS = `(\\d+|seventy|eighty|sixty|ninety) (yrs|years|year)( \\w+)? (is|s) (enuf|enough|plenty|long enough)(?! (of|for|in|at|with|to|on)( |$))(?= |$)${besideWords("30 06|3006|rifle|gun|pistol|shotgun|revolver|the 45|my 45|the 38|my 38|at sunup|at sun up|at dawn|at first light|dogs fed|goin out|going out|in the desert")}${notBeside(`${LOL}|service|served|military|army|navy|marines|corps|air force|guard|working|work|job|retire\\w*|marriage|married|driving|license|smoking|drinking|ranch\\w*|farm\\w*|cows|cattle|sell the place`)}`;

/** Round 87 (round 96's lumberton-en and pahrump-en): "doing it friday", "doin it 2morow" beside a check stopped after one's death. */
const DOING_IT_ON_A_DAY_AFTER_I_DIE = `(doing|doin|do) it (on |this |next )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tonite|tomorrow|2morow|2moro|2morrow|tmrw|tomorow|this weekend)(?= |$)${besideWords("after i die|when i die|after im gone|after i m gone|when im gone|when i m gone|after im dead|after i m dead|save everybody|save everyone")}${notBeside(`${LOL}|paperwork|claim|appeal|filing|file|taxes|move|moving|surgery|vasectomy|procedure|colonoscopy|party|wedding|will|lawyer|attorney|notary|sign\\w*|trust|estate|back to work|honor guard|service`)}`;

/** Round 87 (round 96's pahrump-en): whether the national cemetery takes one who "did it urself. askin cause im gonna". */
const ASKING_CAUSE_IM_GONNA = `(askin|asking|ask|askn|i ask) (cause|cuz|because|bc|coz|cos) (im|i m|i am) (gonna|going to|goin to|bout to|about to|fixin to|finna)( do it| do that| too)?$${besideWords("did it (urself|yourself|ur self|your self)|by suicide|suicide|killed (yourself|urself|himself|herself)|took (your|his|her) own life|by (his|her|their|your) own hand")}`;

/**
 * Round 87 (round 96's sheboygan-en: "My wife says if I do not finish my claim she will kill me"):
 * paperwork left undone, the nagging a "kill me" is said of, where no hand raised or weapon stands beside it.
 */
const PAPERWORK_LEFT_UNDONE =
  "(do not|dont|don t|never|not|didnt|did not) (finish|file|submit|send|mail|get|turn in|do)( \\w+){0,3} (the |my |our |this |that )?(claim|form|forms|paperwork|appeal|application|taxes|homework|dishes)";
const NO_HAND_RAISED = notBeside(
  "choked|choke|chokes|strangl\\w*|slam\\w*|hit me|hits me|hit|beat me|beats me|beat|punch\\w*|slap\\w*|broke my|push\\w*|shov\\w*|threaten\\w*|bruise\\w*|hiding|afraid|scared|terrif\\w*|fear|drunk|drinking|belt|hammer|gun|guns|knife|pistol|rifle|shotgun|weapon|help|tonight|tonite|welcome it|id welcome|wouldnt mind|would not mind|let (her|him)|hope (she|he) does|do it|i deserve",
);

/** Round 87 (round 96's sheboygan-en): "i just need to know before saturday. thats when": a day, and what it is left unsaid. */
const NEED_TO_KNOW_BEFORE_THATS_WHEN = `(need|needs|have|got|gotta) to know (before|by) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tonite|tomorrow|this weekend)(?= |$)(?=.* (thats|that s|that is) when$)${notBeside(`${LOL}|closing|deadline|appointment|appt|exam|c p|hearing|surgery|flight|move|moving|wedding|party|trip|class|school|enroll\\w*|due|the (closing|deadline|appointment|exam|hearing|surgery|flight|move|wedding|party|trip|class)`)}`;

export const EN_RULES: readonly Rule[] = [
  ...rules("suicide", "issue", [
    `(kill|killing|off|offing|hang|hanging|shoot|shooting|end|ending|cut|cutting|burn|burning|drown|poison|od|overdose) ${ME}(?! (up|out|lol|upside|on an inversion|at work|lifting|playing|working|with (work|overtime)|in the (foot|feet)))`,
    "(commit|committing|commited|thinking about|thoughts of|considering|contemplating) suicide|(im|i am|feeling|feel|been|getting) (really |so |very )?suicidal|unalive\\w*(?! (my|the|your|his|her|our|all my|all the|what s left of my|whats left of my) (brain|braincells|brain cells|last brain cell|patience|sanity|vibe|mood|phone|battery|will to \\w+))|kms",
    "did themselves in",
    `(end|ending|take|taking) (my|his|her) (own )?life|(?<!(^| )(a|the|another|its a|it s a|thats a|that s a|is a|at a) dead )end it( all)?${END_IT_WITH_SOMEONE}|ending it|eat (my|his|a) (gun|bullet|pistol|rifle)|ate my gun|(eat|eating|gonna eat) (my |his |the |a )?(dads |grandpas |my dads |my grandpas |old |service )*(38|45|9mm|glock|revolver|shotgun|barrel|1911|sidearm|12 gauge)(?= |$)(?! (minute|minutes|min|mins|pm|am|oclock|hour|hours|percent|dollars|bucks|day|days|cent|cents|special|burger|sandwich|grams|gram|g|carbs|carb|wings|protein|calories|cal|oz|ounces|pounds|lbs|slices|pieces|nuggets|cookies|chips)( |$))|(kill|killing|hurt|hurting|cut|cutting|end|ending) self(?= |$)(?! (esteem|employment|employed|checkout|check out|care|help|service|serve|driving|storage|defense|defence|control|respect|image|worth|confidence|doubt|sabotage|pay|insured|directed|study)( |$))`,
    `(want|wanna|going|gonna|ready|planning|plan|about) (to )?(die(?! (laughing|of|from|someday|sometime|eventually|one day|anyway|with|waiting|on (the|that|this) hill))|be dead|not wake up|check out|end it${END_IT_WITH_SOMEONE}|go to sleep and not wake up)`,
    "(dont|do not|dont really) want to (live|be alive|be here|wake up|die exactly)",
    // Round 55 (its second read): not checking out of a hotel, a room or a store ("checking out of the
    // hotel for real this time, does VA travel pay cover the extra night"), in English or Spanish.
    `(check out|checking out|clock out|tap out)(?! (of (the|a|my|this|that) (va |\\w+ )?(hotel|motel|hospital|room|library|store|ward|program|rehab|airbnb|shelter|barracks|lodge|fisher house)|at (the )?(front desk|register|counter))( |$))(?= |$)${notBeside("hotel|motel|airbnb|fisher house|front desk|check in|checked in|hice el check out|library|cart|store|register|receipt|groceries|travel pay|reembols\\w*|reimburs\\w*")}`,
    "(?<!(agent orange|cancer|diabetes|the va|va|the war|war|the jungle|jungle|time|age|old age|the cold|the heat|burn pits?|the pits|the sun|booze|the bottle|the smokes|cigarettes) (is |s |was |will |ll )?(trying|tryin|gonna|going|about|fixing|fixin|gonna try|going to try) to )finish the job|bleed out|(?<!(can|could|should|do) i (just )?|i (can|could) (just )?|to |and )(do|done) it (myself|himself)(?! (on|online|through|at|with|by|without|instead|or))",
    "(cut|slit|slitting) (my|his|her) (wrists?|throat|arms?)|cut again|cut myself(?! (shaving|while shaving|cooking|while cooking|chopping|slicing))|cutting again",
    "(go|went|going) (to )?sleep (and not wake up|for good|forever)|sleep for good|not planning on waking up",
    // Round 45: "going to sleep and not waking up" (detroit-en, round 54), not "until noon".
    "(going|gonna|goin) (to )?sleep and not (waking|wakin) up(?! (until|till|til|before|after|at|for|in|like|on)( |$))",
  ]),
  ...rules("suicideMention", "issue", [
    "(?!suicide (mission|missions|drill|drills|sprint|sprints|door|doors|knob|squeeze|prevention (training|trainings|class|classes|course|event|events|walk|month|coordinator|program|brochures?|flyers?|pamphlets?|materials|conference|day|week|team|committee|presentation|talk|seminar|workshop|fair))( |$))suicid\\w*|self inflicted|did (himself|herself|themselves) in|by (my|his|her) own hand|did it (himself|herself|myself)|dies by suicide|(checks|checked) out on (his|her|my) own|his own life|her own life|(kill|kills|killed) (himself|herself)|(eat|eats|ate) (your|his|her|their) gun",
  ]),
  ...rules("means", "issue", [
    MEANS,
    "(engine|car|truck) running|jump|jumping|drop|woods|kayak",
    // Round 57 (its second read): not water beside a catch of fish ("the river was so calm this
    // morning, caught three trout"). Round 74 (round 83's wahiawa-en): nor a fishing trip or its
    // license ("me and da boys going fishing at lake wilson dis weekend").
    `(water|(?<!(one|lot|lots|camp|encampment|tent|tents|shelter|parking|center|trail|path|park) (by|near|on|along|across) the )river|lake(?! (worth|city|charles|jackson|forest|county|elsinore|oswego|mary|wales|buena vista|nona|butler)( |$)))${notBeside("trout|bass|catfish|walleye|crappie|bluegill|perch|salmon|steelhead|pike|redfish|caught (a|one|two|three|four|five|my limit|\\d+)|fly fishing|fish fry|(going|go|goin|went|gone) fishing(?! for good)|fishing (license|licence|trip|pole|poles|rod|rods|boat|gear)")}`,
  ]),
  ...rules("meansReady", "issue", [
    `(loaded(?! ((up )?for (elk|deer|duck|turkey|hunting|huntin|the trip|camping|the move|moving|vacation|the lake|fishing|the beach|opening day|the season|season|the dump|work)|question|questions|discussion|conversation|topic|word|words|term|statement|comment|subject|potato|potatoes|fries|nachos|dice|with (questions|paperwork|forms)))|cleaned|oiled|cocked|out of the safe|(?<!(damage|pain|numbness|arthritis|tremors?|cramps?|fractures?|injury|burns?|scars?|tingling|weakness|nerves?|bones?|joints?|tendons?|carpal tunnel) )in my (mouth|lap|hand|hands)|to my (head|temple|chin)(?! (i |id |you )?(could|couldnt|cant|can not|would|wouldnt|still|not) (not |never )?(tell|say|remember|explain|name|pick|choose|find))(?! ((which|what) (\\w+ ){0,4}(would|should|do|d) (you|u|i|yall) (pick|choose|take|go with|do)|(id|i d|i would) (pick|choose|take|say|go with)|if (i|you) had to)( |$))|(?<!(ice|cold|heat|heating|pack|pad|compress|brace|strap|rash|lump|bump|cyst|mole|pain|swelling|spot) )under my chin|finger (was )?on the trigger)`,
    // Round 62: a supply counted out, lined up, saved up or "enough", beside a means or ending the
    // message; not "do i have enough service time for the gi bill", "got enough evidence for a nexus
    // letter" or "money saved up for the closing costs", which got the crisis reply.
    `((pills|meds|them|em|tablets|tabs|it|it all|all|everything|dose|doses|${MEDICINES})( are| is| all)? counted out|counted out (the|my|his|her|all|all the|all my|all of (the|my|his|her)) (\\w+ )?(${MEDICINES}|pills|meds|tablets|tabs))(?= |$)`,
    `(lined up|saved up|saving up|got enough|have enough|enough now)(?= |$)${besideWords(`${MEDICINES}|rope|noose|bottles|nitro|heroin|dope|fent|fetty|antifreeze|rat poison|poison|helium|bullets|shells for (me|myself)|rounds for (me|myself)|(dont|don t|do not|never|not|wont|won t) (have to )?wake up|stay asleep|go out|make it quick|both of us|(finally|for good) stop|stop for good|i counted( them)?|counted them|tonight|bye|goodbye|good bye|what it takes|how many it takes|lethal|\\d+ of (them|em|my \\w+)|for when (i|im|i m) (decide|ready|need (it|them|em))|sock drawer|in a sock|in my sock|(and|so|then) i can (finally )?(stop|go|rest|be done)|(hes|shes|im) not sick|says (hes|shes) not sick|(been |ive been |i been )?(saving|stockpiling|hoarding|stashing) (up )?(my|his|her) (?!(money|cash|pay|paychecks?|checks?|bonus|comp|stipend|allotment|allowance|bah|income|earnings|savings|tax refund|gi bill|points|leave|vacation|days|pto|receipts|paperwork|records|tips|miles)( |$))\\w+`)}${notBeside(`refill\\w*|last until|last me|trip|travel|deploy\\w*|mail order|credits|points|good year|scholarship|forms|evidence|bonus|comp|stipend|paycheck|savings|down payment|closing|deposit|tuition|roof|ticket|test fee|wine|duck|deer|elk|season|range|golf|bbq|grill|garden|interviews?|job|the move|moving|retirement|insurance card|for my trip|for the trip`)}`,
    `(?<!(do|does|did|will|would|if|whether|when) (i|we|you|he|she|they) )((got|have|ive got) (it |them |em |everything |it all )?(all )?(lined up|saved up)|got enough|have enough|(i|ive|i ve|i have|i got) (have |got )?enough now)( of (them|em|these|those|it))?( now| left| left over| already| i think| i believe| finally| at last| saved( up)?| stashed| put away| put aside| stockpiled)?( (bye|goodbye|tonight|i counted( them)?( twice)?))?$${notBeside("info|help|answer|answers|bot|question|questions|money|points|credits|evidence|service")}`,
    `(em|them|these|those|all of (them|em)|all \\d+ of (them|em)|((the|my|his|her|all (the|my|his|her)|all) )?(\\w+ )?(pills|meds|medication|medications|tabs|tablets|bottles|oxy|oxys|percs|patches|rounds|bullets|shells|sleeping pills|pain pills|heart pills|insulin|needles|syringes|scripts|prescriptions|guns|gun|pistol|pistols|rifle|rifles|shotgun|shotguns))( \\w+){0,2} (lined up|saved up|laid out|set out) on (the|my|his|her) (counter|table|nightstand|dresser|kitchen table|kitchen counter|bed|sink|bathroom counter|desk)(?= |$)${notBeside(`pill organizer|pillbox|pill box|so i dont forget|morning dose|reminder|for the week|weekly|vitamins|paperwork|papers|forms|documents|records|evidence|statements|bills|receipts|files|photos|pictures|tools|parts|medals|awards|ribbons|clothes|uniform|boots|gear|shoes|cards|letters|mail|ingredients|groceries|cookies|dishes|presents|gifts|supplies|range|cleaning|clean|reload\\w*|hunting|season`)}`,
    `${GUN} (is|are|s) (loaded|ready|in my|next to|on the)|its loaded|pistol next|(?<!(run|running|ran|throw|throwing|threw|tie|tied) (a|the) )(rope|noose)s? (is )?(already )?(up|in|ready|tied|hung)|bought (a|the) (rope|hose|gun|pistol)(?!( \\w+){0,3} for (home |house |self |personal )?(defense|defence|protection|security|hunting|deer|the range|target practice|competition|my (wife|husband|son|daughter))( |$))|bought (mine|one)|(took|swallowed|downed|took like|took about) (the|a|my|all|like|about|maybe|\\d+)( \\w+){0,3} (pills|bottle|of the(?! (antibiotic|antibiotics|prednisone|steroid|steroids|chemo|vaccine|booster|amoxicillin|paxlovid|forms?|papers?|paperwork|documents?|records?|files?|boxes|stuff|kids|dogs|trash|pictures|photos|notes|copies|classes|courses|tests|exams|credits|leave|days|money|cash|evidence|letters?|mail|receipts|bills|old|applications?)( |$))|(?<!(pictures|picture|photos|photo|pics|pic|notes|copies|screenshots|videos|video|selfies|measurements|x rays|xrays) )of my(?! (antibiotic|antibiotics|prednisone|steroid|steroids|chemo|vaccine|booster|amoxicillin|paxlovid)( |$))|klonopin|trazodone|tylenol|gabapentin)(?!( \\w+){0,8} (refill|refilled|renew|reorder))|already took`,
  ]),
  // Round 12: where a thing is, alone ("i was in the truck when our convoy got hit"), is no means at
  // hand: `decide` counts it only beside a means or a weapon.
  ...rules("means", "issue", [
    "\\d+ (tabs|tablets|caps|capsules|bars|pills|mg|milligrams)|\\d+ of (them|these|those|em)",
  ]),
  ...rules("atHand", "issue", [
    "on the (table|counter|nightstand|seat)|in (front of|the) (me|truck|car|cupholder)|in my pocket|right here",
  ]),
  ...rules("place", "issue", [
    "(standing|sitting|parked|im|i am|up) (on|at|in|by) (the|a|top of the) (bridge|overpass|roof|ledge|edge|tracks|garage with|spot)(?! (lot|parking|shuttle|stop|bus|exit|table|game|club|tournament|party)( |$))|(?<!(hit|hitting|bumped|banged|bonked|smacked|cracked) (my|his|her|our) (head|knee|shin|arm|leg|foot|hand|face|elbow) )on the (bridge|overpass|roof|ledge)|(garage|car|truck) (with|and) the engine running|engine running",
  ]),
  ...rules("lethality", "issue", [
    `how (many|much)( \\w+){0,5} ${PILLS}( \\w+){0,8} (take|kill|too much|enough|before|fatal|lethal|together)(?!( \\w+){0,4} (a day|per day|daily|each day|in a day|at once safely|every \\d+ hours|early refill|refill|refills))`,
    "how (deep|long|high|far)( \\w+){0,8} (cut|bleed|bleed out|((?<!(dont|do not) )die|die(?! before (the|my|his|her|our|that) (check|checks|payment|payments|money|back pay|backpay|decision|claim|appeal)))(?! (does|do|will|would) (the )?(va|they|benefits|payments?|checks?))|drop|water|fall|run in|garage|insulin|exhaust|hang|drown|swim)",
    "(lethal|fatal) (dose|level|amount)(?! of (noise|radiation|sound|paperwork|red tape))|painless (way|method)|(surest|quickest|fastest|easiest) way to (die|go|do it|end it)|whats the (best|fastest|quickest) way( \\w+){0,3} (to die|to do it|no bs)|bleed out",
  ]),
  ...rules("intent", "issue", [
    "(planning|plan|planned|going) (on|to) (be|being) gone|be gone (before|by)|(this is )?(the |my )?last (message|question|thing)( \\w+){0,3} (send|sending|ask|asking|ever|anyone)|last question ill|last time ill|(not gonna|not going to|wont|will not) be (around|here) to|(?<!(^| )(19|20)\\d\\d( \\w+){0,3} )(ive|i have|i) (decided|made (my|the) decision|made up my mind|made my peace(?<!(long time ago|years ago|gods grace|god s grace)( \\w+){0,6} (ive|i have|i) made my peace))|made up my mind|made my decision|my mind is made up|(got|have|had) a plan|plan is set|the plan|go through with it|going through with it|(do|doing) (it|this) (tonight|today|tomorrow|this weekend|right now|right here|there|at home|on(?! (the |my |a |your )?(computer|phone|laptop|tablet|website|site|web|line|va gov|vagov|paper|ebenefits|portal|app|internet|online|ipad|pc)( |$)))|(?<!(^| )(we|we re|were|we are|yall|y all|they|they re|they are|family is|family s|everybody is|everyone is|we all|all of us) )(going to|gonna|gona) do (it|this)(?! (form|paperwork|claim|alone))|before i do (it|this)|(started|start|back to|relapsed)( \\w+){0,2} again|the urge is back|(want|wanna) to try again|again yesterday|started again|not (coming|going) (back|home)|wont be coming back|(ready|time) to go(?! (back|to (school|work|the|college)|ahead|through|in|out|get|on))(?! (to (church|mass|practice)|blow|splurge|shop|shopping|buy|grab|pick|pay|eat|cash|vote)( |$)(?!.* (forever|for good|never|last|better place|grave|heaven|peace|over|done|bye|goodbye|sorry|love|miss|letter|note|one more time|by myself|alone|wont be back|not coming back|nobody|rifle|gun|shotgun|pistol|tags|wallet)( |$)))|this is it|(thinking|think|thought) about doing it|(im|i am) done(?! (with (this|the|my|that|va|them|it|filing|waiting)|filing|waiting|calling|driving|trucking|hauling|working|farming|teaching|in \\d+ (years|months)))|done by(?! (video|phone|telehealth|telephone|virtual|vvc|zoom|mail|fax|email|e mail|online|internet|computer|webcam|a|an|the|my|his|her|their|our|your|va|qtc|lhi|ves|optum|dr|doctor|someone|somebody|him|her|them|me|us|hand|mid|end of)( |$))|(going to|gonna) (finish|end)(?! (this|the|my|that|these|those|up|it up|off)( \\w+)? (form|forms|526\\w*|\\d+\\w*|paperwork|claim|application|appeal|packet|statement|essay|homework|class|course|semester|degree|shift|project|book|report|section|box|boxes|page|pages|survey|questionnaire|dbq)( |$))|not doing another",
  ]),
  ...rules("time", "issue", [TIME]),
  ...rules("soon", "issue", [
    `${BED_NIGHT_AT_RISK}|${NOT_A_BED}` +
      "(tonight|tonite|tomorrow)|this weekend|(by|before) (the weekend|the end of the (week|month)|(monday|tuesday|wednesday|thursday|friday|saturday|sunday))|end of the (week|month)|(monday|tuesday|wednesday|thursday|friday|saturday|sunday) (night|morning)|once the kids are (asleep|in bed)",
  ]),
  ...rules("afterMe", "issue", [
    `after (im|i am|i was|i m) (dead|gone|not here)|when (im|i am) (dead|gone)|if (im|i am) (dead|gone(?! (\\d+|a|two|three|four|for|on|all) ?(wks|weeks|days|months|hours|week|day|month|hitch|trip|deploy\\w*|work)( |$))(?! \\d+ (wks|weeks|days|months|week|day|month)( |$))|not (here|around))|if i (die|died|was to (die|pass)|were to (die|pass)|pass|wasnt (here|around)|do it)|${notBeside(AWAY)}(wont|will not|not gonna|not going to|dont plan on|not planning on) (be )?(be |being )?(here|around|alive)( much longer| too long| after| to)?|${notBeside(AWAY)}(wont|will not) be (needing|here|around)|wont need (it|them|any|either)|dont need (em|them|it) anymore|before i go(?!( in| inside)$)|after i do (it|this)|after this (weekend|week|month)|(?<!(told|tell|telling|warned|warn|warning|asked|said|saying) (him|her|them|you|em|u|it|that \\w+|the \\w+) for the )last (question|message|time|thing)(?! (i promise|promise|for (today|now|tonight|the day)))( ill| i will| im)?( ever)? ?(ask|send|sending)?|if (something|anything) (ever )?(happens|happen|happend|happened|were to happen|was to happen|should happen) to me|if i (wasnt|werent) around|in case(?! ((i|you|we) (see|find|run into|come across) (someone|somebody|anyone|people|a \\w+)|(someone|somebody|anyone|a buddy|a friend|people) (needs|ods|od s|overdoses|goes down|falls out))( |$))`,
  ]),
  ...rules("deathBenefit", "issue", [
    "dic|survivor\\w*(?! guilt)|widow\\w*|burial|buried|bury|headstone|cemetery|funeral|flag|life insurance|insurance|vgli|sgli|valife|beneficiary|chapter 35|dea|death benefit|pension|autopsy|coroner|body|(my|a|the|his|her|our|their|living|last) will|affairs|back ?pay|rating transfers?|(wife|family|kids|daughter|son|mom|ex) (gets|get|keeps|keep|still get|would get|doesnt)",
  ]),
  ...rules("farewell", "issue", [
    "goodbye(?! to (my|our|the|his|her) (\\w+ )?(dog|dogs|cat|cats|horse|pet|pets|puppy|kitty|car|truck|job|career|unit|cigarettes|smoking|drinking|booze|the bottle|the marines|the army|the navy)(?!.* (all of it|everything|the end|gave|give|giving|wont need|before i go|tonight|after this|dic|sgli|vgli|insurance|gets the|for good|its time|is it)( |$)))|good bye|(wrote|writing|left|leave|written) (the |a |my )?(letters?|notes?)( \\w+){0,3} (to|for) (everyone|everybody|all of them|(my|the) (kids|wife|family|son|daughter|mom|husband|children|grandkids))|wrote (the|my) (letters|goodbye)|(left|with) a note|letters (for|to) (the|my)|(tell|telling) (my|the) (\\w+ )?(\\w+ )?(im sorry|i love|i said)|sorry (dad|mom|to whoever)|love you|thank you for everything|thanks for everything|(gave|give|giving|sold|selling) (away )?(my|his|her|all) (\\w+ )?(stuff|things|guns|dog|medals|belongings|tools|harley|truck|bike|possessions|clothes|watch|ring)|paid off (the|my|every)(?! (house|home|mortgage|loan|va loan|va mortgage|va home loan|car|truck|condo|trailer|first|old|previous|other|student)( |$)(?!.* (not around|not here|gone|dead|die|after im|when im|wont need|for good)( |$)))|pay off (the|my|every)(?! (va )?(overpayment|debt to the va|va debt))|(?<!(getting|putting|get|put|got|have|had) our )affairs in order|(?<!(i|we|who|she|he|they|help|helps|helping|can|cant|still|also|now|full time|job to|work to|home to|quit to|have to|need to|had to|want to) )(?<!(^| )(we|i|im|i m|we re|were|we are) (gonna|going to|will|wanna|gotta|got to|are gonna|are going to|can|could) )take care of (mom|my|the kids)",
  ]),
  ...rules("thirdPartyDanger", "issue", [
    `(my|our|a|his|her) ${KIN}( \\w+){0,12} (texted|posted|called|said|told|sent|wrote|messaged|left)( \\w+){0,8} (goodbye|good bye|sorry|love you|take care|honor|see you|other side|done with|wont need|ready|going to go see|gonna go see|not to call)`,
    `(left|took|leaving|taking) (with )?(his|her)( \\w+){0,5} (gun|guns|pistol|rifle|handgun|shotgun)(?!(.* )?(in (her|his|their|the) will|estate|inherit\\w*|probate|executor|will (that|it) affect|does (that|it) affect|pension|benefits|taxes)( |$))(?<!(^| )(in (her|his|their|the) will|estate|inherit\\w*|probate|executor)( .*)?)|(left|took|leaving|taking) (with )?(grandpas|grandpops|granddads|grandads|dads|daddys|papas|pops|moms|brothers|husbands|uncles)( \\w+){0,3} (gun|guns|pistol|rifle|handgun|shotgun|revolver)(?!( \\w+){0,4} (hunting|to (the )?(range|gunsmith|shop|pawn|store|club)|skeet|trap|cleaned|appraised|fixed|repaired|sold|for (deer|duck|dove|turkey|hunting))( |$))(?:(?=.* (drinking|drunk|upset|goodbye|bye|not answering|wont answer|cant reach|angry|crying|note|sorry|alone)( |$))|(?<=(^| )(drinking|drunk|upset|goodbye|angry|crying|note|sorry) .*))(?!.* (honors|honor guard|salute|funeral|ceremony|estate|safekeeping|safe keeping|museum)( |$))|(didnt|wont|wouldnt) say where|(he|she|hes|shes|they|him|her|brother|son|dad|husband|buddy) (is )?(still )?(not|isnt|wont|doesnt|cant|stopped)( \\w+)? (answer|answering|pick up|picking up|respond|responding)|(his|her) phone (is |s )?off|(turned|turns|shut|shuts) (off )?(his|her|their) phones?( off)?(?:(?=.* (goodbye|good bye|bye|plan|gun|guns|pistol|rifle|pills|drinking|drunk|note|sorry|love you|dog tags|last|bridge|cant find|not answering|wont answer)( |$))|(?<=(^| )(goodbye|bye|plan|gun|guns|pistol|rifle|pills|drinking|drunk|note|sorry|love you|dog tags|last|bridge) .*))|cant reach (him|her)|(locked|shut) (himself|herself) in|(took|has|got|with) (his|her) (\\w+ )?(gun|guns|pistol|rifle|handgun|shotgun|pills|bottle)( in| with| and| out)|(stopped|quit) (taking )?(his|her) (\\w+ )?(meds|insulin|medication|eating) on purpose|swallowed|(he|she) (took|has been|is) (\\w+ )?(pills|drinking|sleepy)`,
  ]),
  ...rules("alone", "issue", [
    "hes alone|shes alone|he s alone|she s alone|he is alone|she is alone|home alone|by (himself|herself) (out|up|down|in|at)",
  ]),
  ...rules("livesAlone", "issue", ["lives alone|(hes|shes|he s|she s|he is|she is) living alone"]),

  ...rules("harm", "issue", [
    `(bring|bringing|walking into|walk into|going (up |over |down )?to|goin (down )?to|go to|driving (over )?to|heading (down )?to|headed down to|going over there|driving over there|going there|headed there|heading there|driving there|go there|(?<!(season|seasons|opener|holidays|christmas|weekend|birthday|appointment|appt|exam|hearing|deadline) (is |s )?)coming)(?! (the )?(gun |shooting |rifle |pistol |indoor |outdoor )?range( |$))( \\w+){0,6} (with )?(my|the|a|his) (?<!(bite|eat|eating|eatin|ate|swallow|suck|chew) (the|a|my|his) )${GUN}${notBeside("skeet|trap shooting|sporting clays|shooting range|gun range|rifle range|pistol range|to the range|at the range|range on base")}(?:${notBeside(GUN_RULES_ASKED)}|${besideWords(THREAT_BESIDE_A_QUESTION)})|(?<!(report|reporting|reported|register|registering|declare|declaring|disclose|disclosing|list|listing|mention|mentioning|admit|admitting|surrender|surrendering)( (my|the|his|her|any|all my|all the|all|our))? )${GUN} to (work|school|the office|the clinic|the va(?! (hunt|hunts|hunting|range|shoot|event|program|trip|outdoor|sponsored|adaptive)( |$))|his|her)${notBeside("(carry|carrying|carried) (one|it) for work|forget (its|it s|it is) on my belt")}`,
    "(hes|shes|theyre|he is|she is|they are|theyll|they will|hell|shell|everyone|everybody) (going to |gonna )?(finally )?(pay|learn|remember|listen)",
    "(?<!(va|claim|paperwork|wait|waiting|system|pharmacy|bureaucracy|line|hold|process) (will|gonna|is gonna|is going to|s gonna|going to|would) )(?<!(jungle|war|army|va|agent orange|cancer|vietnam|iraq|afghanistan|desert|heat|cold|winter|country|government|military|uncle sam|enemy|taliban|vc|charlie) (tried|tries|trying|has tried|have tried|is trying) to )(?!(?<=(^| )(could|coulda|couldve|could have)( just)? )(strangle|choke) )(kill|shoot|stab|hurt|murder|strangle|choke|beat|burn|run over|take out) (my (ex|wife|husband|boss|supervisor|neighbor|stepdad)|her|him|them|everyone|everybody|people|the (people|guy|lady|examiner|nurse|doctor|rep))(?! (lol|jk))(?! to (the punch|it|the office|the line|the door|the finish|the draw))(?! (an? )?(\\w+ |\\w+ly \\w+ )?(email|e mail|letter|message|text|note|line|dm))(?! (an? )?(\\w+ )?(paperwork|papers|forms?|documents?|docs|link|links|number|pics|pictures|photos|copy|copies|files?|records|info)( |$))(?! (in|during|while) (service|training|basic|boot camp|the (service|army|navy|military|war|field)|iraq|afghanistan|vietnam|deployment|combat|(the |my |a )?(dreams?|nightmares?)(?! (center|centre|clinic|lab|team|program))(?= |$)))|(?<!(was|were|heard|hear|saw|see|lots of|a lot of|some|any|no) )(shoot|shooting) up(?! (out of|outta|from) (a |my |his |her |the )?(dead )?(bed|sleep|nightmares?|dreams?|couch|chair|recliner)( |$))|(make|making) (them|her|him) (pay|feel|understand|learn)|(is|are|s) (going to|gonna) (pay|learn|remember)|isnt coming home|put (him|her) (in the ground|down(?<!(^| )(horse|mare|colt|gelding|pony|dog(?! tags?)|pup|puppy|cat|steer|cow|bull(?! (crap|shit|s))|calf|goat)( \\w+){0,8} put (him|her) down))|take with me|(burn|bring) (that|the|her|his|my \\w+s)( (?!(system|systems|website|login|app|portal|server|servers|bureaucracy|process|internet|network)( |$))\\w+){0,3} (down|house down)|(?!(?<=(rating|news|letter|decision|denial|results|check|claim|comp|percentage|pay)( \\w+){0,6} (dropped|fell|landed|came down|went down|hit me|hit us|hit) like a |(dropped|fell|cut|slashed|knocked) (my|the|his|her|our) (\\w+ )?(rating|check|claim|pay|comp|percentage)( \\w+){0,5} like a |(^| )(heart|health|back|knees?|liver|lungs?|blood pressure|sugar|body|claim|backlog|system|paperwork|file|case|spine|prostate|cholesterol|ticker|bp|arteries)( \\w+){0,3} (is |s |was |like |are )?(a |an |like a )?(ticking )?time |(?<=(^| )(im|i m|i am) (a |an |like a )?(ticking )?time )(?=bomb( \\w+){0,3} (blood pressure|bp|heart|ticker|cholesterol|sugar|diabetes|hypertension|a1c)( |$))|(^| )(bath|f|photo) )bomb(?!.* (going|gonna|will|ill|im|about|finna|tomorrow|tonight|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|office|clinic|regional|building|place|fuse|light|lighting|detonate|detonating|one|them|her|him|watch|built|building)( |$)))(?!(?<!(^| )(gonna|going to|about to|set off|setting off|rigged|hid|hide|wearing|planted|plant|made|built|have|got|where|wheres|where s)( .*)?)(?<=(^| )(is|was|are|were|its|thats|s|straight up|just) (the|da) )bomb(?!.* (blow|blowing|blew|explode|exploding|detonate|detonating|go off|goes off|going off|plant|planted|office|clinic|regional|building|lobby|gonna|going to|will|ill|tomorrow|tonight)( |$)))(?<!(car|roadside|truck|suicide|mortar|dirty) )(?<!(basically|literally|practically|pretty much|like|driving|drive|haul|hauling|its|it s|now|tanker|hazmat) a rolling )(?!(?<=(hear|heard|hearing|feel|felt) (a|an|the) )(?<!(^| )(will|gonna|going to|tomorrow|tonight|office|clinic|regional|lobby|building|everybody|everyone|yall|hospital|center)( .*)?)bomb(?!.* (will|gonna|going to|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|office|clinic|regional|lobby|building|fast|itll|it ll|hospital|center)( |$)))(?!(?<=(^| )(could|can|would|might|coulda) (drop|set off|detonate|explode) (a|an) )(?<!(^| )(will|gonna|going to|tomorrow|tonight|office|clinic|regional|lobby|building|everybody|everyone|yall|hospital|center)( .*)?)bomb (beside|next to|behind|near|under|right next to|right beside|on top of) me( |$)(?!.* (will|gonna|going to|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|office|clinic|regional|lobby|building|fast|itll|it ll|hospital|center)( |$)))bomb(?! (wing|group|squadron|squadrons|wings|groups|went|exploded|blast|blew|sniffing|squad|tech|dog|disposal|in (iraq|afghanistan)))(?<!(^| )(dropped|drop|drops|dropping) (a|the|another|one more) bomb(?= (of a \\w+ )?on (me|us)( |$)))(?! (the |my |a |an |this |that |his |her )?(c p|cp|c and p|exam|test|interview|hearing|quiz|final|finals|presentation|audition|speech)( exam)?(?=$| (lol|again|i think|probably|for sure|haha\\w*|nervous|and i|so|but|or|yesterday|last time)( |$)))(?! of (\\w+ )?(paperwork|forms|bills|claims|debt|appointments|emails|mail|laundry|dishes)(?!.* (going|gonna|will|ill|im|about|finna|tomorrow|tonight|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|office|clinic|regional|building|place|fuse|light|lighting|detonate|detonating|one|them|her|him|watch|built|building)( |$))( |$))|(know|found|got) (where (she|he) (parks|lives)|(his|her) (home )?address|his schedule|her schedule)",
  ]),
  ...rules("hopeless", "issue", [
    "burden(?! (of proof|asking|to ask|for asking|to work (for|with)|(on|to) (my|the|our) (\\w+ )?(kids|family|children|wife|husband|daughter|son|grandkids)( \\w+){0,2} (when|as|once) (i|we) (get|got|grow|am|are) (old|older)))|better off (without|with|not)|easier (off )?(for everybody |for everyone )?(if|without)|(whats|what is) the ((dang|damn|darn|freaking|frickin|heck|hell) )?point(?! (of|in) (a|an|the|my|this|that|your|appealing|waiting|calling|asking|filing|applying)( |$))|no point( anymore| in (anything|living|trying|going on)|$)|dont see (a |the )?(point|future|reason|it getting better|much reason)|no future|nothing (left|to live for)|whats left for me|nobody (would|will|is going to|s going to|d) (even )?(notice|miss|care|come)|nobody cares|(tired|sick) of (being (here|alive)|living|everything|it all|life)|ready to stop fighting|(want|need) (it|this|everything) (all )?to (stop|end)|how much longer(?!(?:(?=.* (claim|claims|appeal|decision|rating|check|payment|exam|letter|process|processing|review|hlr|backlog|pending|gi bill|housing|c p|application|deposit)( |$))|(?<=(^| )(claim|claims|appeal|decision|rating|check|payment|exam|letter|process|processing|review|hlr|backlog|pending|gi bill|housing|c p|application|deposit) .*))(?!.* (die|dead|live|living|alive|here|fighting|go on|do this|take this|keep going|hold on|hang on|last|god|lord)( |$)))|(cant|can not|cannot) (do|take) (this|it) (anymore|any more|much longer)|cant do another (night|day)|(cant|can not|cannot) go on|not much fight left|(wish|wished) (i|the \\w+) (had|would have|d)( \\w+){0,3} (stayed|died|finished)|died over there|dont care if i wake|dont really care|waste of(?! (time|money|paper|effort|energy|gas|a trip|a day|an afternoon|ink|postage|a stamp|my time|your time|their time|everyones time)( |$))|dont deserve|deserves? to be here|running out of reasons|dont want to wake|(looking|look|looked|stare|staring) at (it|my|the) (\\w+ )?(rifle|pistol|gun|revolver)|keep a loaded(?!( \\w+){0,6} (like every|for (home )?(protection|defense|security)))|just in case|hopeless(?! (with|at) (this|that|these|computers?|tech\\w*|paperwork|forms?|math|spelling|directions|cooking|phones?|the (computer|internet|website|app|phone)|online stuff|websites?|apps?)( |$))|no hope|lost hope|matter of time|the last one alive|last one alive|whats the use",
  ]),
  ...rules("benign", "issue", [
    "(got|getting) (help|treatment)|got my life (back|together)|(doing|im|i am|he is|hes|she is|shes) (good|great|well|better|fine|ok|okay|alright|stable) now|doing (well|great|better|a lot better|alright)|(?<!(not|never|isnt|wasnt|aint|hasnt been|havent been|not been|barely|hardly) )(stable|sober)|(ideation|si|hi) denies|denies (any |current )?(si|hi|suicidal|homicidal|ideation|thoughts|intent|plan)|not in years|recovered",
    "prevention|coordinator|training|trainer|research|writing a paper|grants?(?! (park|street|st|avenue|ave|county|road|rd|blvd|hall|high|school)( |$))|flyer|volunteer|intake|screening|peer support(?! (sister|brother|buddy|friend|battle buddy|partner|member|group (member|sister|brother|friend)))|annual report|awareness|nonprofit|student",
    "(is|are|s) killing me|(?<!(^| )(im|i m|i am|imma|ima)( \\w+)? )(gonna|gon|going to|finna|bout to|will|shell|hell|theyll|itll|thatll) kill me|to die for|dying (to|for)|kill (time|the engine|switch)|dead (tired|end|in the water)|(?<!(^| )not )lol(?!.* ((im|i am|i m) (serious|dead serious|not joking|not kidding)|no joke|for real|not lol))|lmao|haha|jk|(?<!(^| )(not|isnt|is not|aint|ain t|wasnt|was not|never)( (just|merely|only|simply|really))?( a| an)? )figure of speech|just venting|(?<!((look|looks|seem|seems) like (an? )?(\\w+ )?|(tell|say) (\\w+ ){0,2}(it was|its|it s|it) (an? )?(\\w+ )?|pass (it )?(off )?as (an? )?(\\w+ )?))(accidental|accident)",
    "(he|she|buddy|friend|dad|father|brother|son|husband|mom) (killed|shot|hanged|hung) (himself|herself)|took (his|her) own life|(died|dies|death) by suicide|death certificate|passed away|celebration of life",
  ]),
  ...rules("past", "issue", [
    "(in|back in|from|during) (19|20)\\d\\d|\\d+ (years|yrs|months) (ago|out|sober|clean|since)|years ago|(?<=(^| )(i|we|ive|i ve|id|i d) )used to|used to(?! (say|tell me|tell us|call me))|a few months ago|in the past|history|died (in|of)",
  ]),
  // General classes added after the leave-one-writer-out run at b506de4 showed them missing (so
  // the figures after it flatter them): a denial of innocent purpose next to a means, heights and
  // doses asked about, a vehicle crash meant, a body found, threats by idiom.
  ...rules("intent", "issue", [
    "not (for|a|an) (sightseeing|tourist|tourism|hunting|fun)( thing)?|(no )?(im )?not asking (about|for) (hunting|benefits|a friend)|dont worry about (it|why)|asking for (reasons|a reason)|asking for real(?!.* (dog|dogs|cat|cats|pet|pets|horse|hunt|hunting|i hunt|secondary)( |$))(?<!(^| )(dog|dogs|cat|cats|pet|pets|horse|hunt|hunting|i hunt|secondary)( .*)?)",
    "(suicide|goodbye|farewell) (note|letter|email|message|video)s?(?! (for|to) (my|our|the) (hospice |nursing home )?(patients|residents|students|clients|class|kids at))|not \\w+ing (back|home)|time it (right|so)|(finds|find|found) (me|my body)(?! (on|through|thru|via) (facebook|fb|instagram|linkedin|the internet|online|google|social media|twitter|myspace|a website|the website|reddit))|body (is )?never found",
    "(put|drive|driving|run|crash|wrap|wrapping) (the |my )?(bike|car|truck|motorcycle|jeep) (into|in to|off|under) (a|the)",
  ]),
  ...rules("lethality", "issue", [
    "(most|max|maximum)( \\w+){1,4} (together )?before (its|it is|it gets) too much|before (its|it is) too much|(which|what)s? (is )?(more sure|surer|more certain|quicker|more painless)|(drop|fall|height) (from|of|off) (the )?(\\w+ )?(bridge|overpass|building|roof|garage|cliff)|how (high|tall) is (the )?(\\w+ )?(bridge|overpass)",
  ]),
  ...rules("meansReady", "issue", ["(hose|tube|pipe)( \\w+){0,3} (to|into|on|from) the exhaust"]),
  ...rules("afterMe", "issue", ["(wont|will not|not) be my problem"]),
  ...rules("harm", "issue", [
    "(is|s|are) (getting|gonna get|going to get) it (tomorrow|tonight|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|if i cant have (them|her|him)|(neither|nobody|no one) can (she|he|they)|bring down (the|a) (\\w+ )?(building|office|front|clinic)|(blow|blowing) up (the|that|a) (\\w+ )?(office|building|clinic|va)(?! (phone|phones|line|lines|inbox|email|e mail|voicemail|hotline|fax|app|website|switchboard)( |$))|(he|she|they) (aint|wont be|isnt|is not|are not|arent) (walking|coming|getting) out",
  ]),
  // Phrasings the general classes missed, by the writer set that showed them (left out per writer by the bench).
  ...rules("suicide", "vet-en", [
    "(one|a|last|single) (round|bullet)( \\w+){0,5} for me|punch my ticket|(go|going) (to )?(be|see) with (my|the) (boys|guys|buddies|brothers)|see my boys|(going|go) to valhalla|in valhalla|other side boys|finish what the \\w+ started|saved one round|one round for me",
  ]),
  ...rules("intent", "vet-en", [
    "(selfish|wrong|ok|okay) to do it|(finds|find) me (and|not|first|before)|do this right|last (deployment|ruck|walk)|long walk|final ruck|no more appeals|look like an accident",
  ]),
  ...rules("afterMe", "vet-en", [
    "(wont|will not|dont|not) (have|need) to (pay|deal with|worry about|take care of) (me|him)|save them the trouble|(my|the) widow(?! of)|wont matter to me|while im still here",
  ]),
  ...rules("meansReady", "vet-en", ["taped|hose is"]),
  ...rules("place", "vet-en", ["drove out to the spot"]),
  ...rules("lethality", "vet-en", ["is drowning painful|more sure"]),
  // Round 61 (beaufort-en): "Semper Fi" said as a Marine's greeting before a question is no goodbye.
  ...rules("farewell", "vet-en", [
    `(semper fi(?!( \\w+){0,3} (how|can|what|whats|where|quick|question|pregunta|una pregunta|do|does|is)( |$))${notBeside("headstone|marker|engrav\\w*|inscription|says|say|tattoo|sticker|shirt|hat")}|been an honor|been a good run|squared away)`,
  ]),
  ...rules("thirdPartyDanger", "vet-en", ["hes (getting )?(real )?sleepy|on the phone with him"]),
  ...rules("harm", "vet-en", [
    "(?!(?<=(stump|stumps|target|targets) with )(?<!(^| )(his|her|their|rater|raters|car|truck|mailbox|house|office|clinic)( .*)?)tannerite(?!.* (he|she|him|them|his|her|their|under|rater|raters|car|truck|mailbox|house|office|clinic|tonight|tomorrow)( |$)))(?!(?=(.* )?(stump|stumps|target|targets|tinnitus|ringing|ears)( |$))(?<!(^| )(his|her|their|rater|raters|car|truck|mailbox|house|office|clinic)( .*)?)tannerite(?!.* (he|she|him|them|his|her|their|under|rater|raters|car|truck|mailbox|house|office|clinic|tonight|tomorrow)( |$)))tannerite|aint walking out(?!( of (there|here|that \\w+))? (without|until|till|til|empty|with my|w o|wo)( |$)(?!.* (hole|bullet|scratch|body bag|alive|blood)( |$)))|wont call anybody|putting him down(?<!(^| )(horse|mare|colt|gelding|pony|dog(?! tags?)|pup|puppy|cat|steer|cow|bull(?! (crap|shit|s))|calf|goat)( \\w+){0,8} putting him down)|settle this|paying (her|him) a visit|with (her|him) in it",
  ]),
  ...rules("hopeless", "vet-en", ["got the better deal|starting to understand why|my own funeral|stockpile"]),
  ...rules("benign", "vet-en", ["inversion table|exclusion"]),
  // Round 58: not a living person one goes to see ("go see my old first sergeant tonight, he ruined
  // my life": a threat, which this rule made the writer's own death).
  ...rules("suicide", "responder-en", [
    "go see (doc|my|the)(?! (old |former |ex |new )?(first sergeant|sergeant|sarge|boss|ex|exs|ex s|guy|dude|man|boyfriend|girlfriend|rater|neighbor|neighbour|landlord|foreman|lawyer|attorney|vso|counselor|therapist|supervisor|manager|commander|captain|lt|platoon sergeant|squad leader|ex wife|ex husband|chaplain|pastor|priest|doctor|dentist|audiologist|nurse|va|regional office|clinic)( |$))",
  ]),
  ...rules("intent", "responder-en", [
    "(what|know what) im (about to|going to|gonna) do|what im doing tonight|not paddling back|(write|writing|wrote|written|help me write) (a |the )?(note|letter)( \\w+){0,8} goodbye|goodbye (note|letter|one|emails?|messages?)|want to time it|time it right|looks? like an accident",
  ]),
  ...rules("afterMe", "responder-en", ["by tomorrow it wont"]),
  ...rules("meansReady", "responder-en", [
    "(?<!(went|go|goes|going) off |(shot|hit|killed|died|wounded|exploded|landed|blew up|standing|sitting|stood|sat) )next to (me|the keyboard)|across my lap|stocked up|tied (it|the)|over the beam",
  ]),
  ...rules("place", "responder-en", [
    "at (\\w+ )?grave|(car|truck|engine)( \\w+){0,4} garage( \\w+){0,4} doors? (shut|closed)|doors closed|door is closed",
  ]),
  ...rules("lethality", "responder-en", ["drop from|which is higher|too much together"]),
  ...rules("farewell", "responder-en", ["deleted my|list of who gets what"]),
  ...rules("thirdPartyDanger", "responder-en", [
    "(he|she)s? (ready(?! (whenever|when|anytime|any time) (the lord|the good lord|god|jesus) (call|calls|want|wants))|going to go see)|slurring",
  ]),
  ...rules("harm", "responder-en", [
    "gets it tomorrow|hurting a federal employee|when the waiting room is full|(?<!(dont|do not|doesnt|does not|cant|cannot|couldnt|didnt|wont|never|not|barely|i) )remember (my name|it)|(how many|people) i could take|with everybody in it|(him|her) first then me|neither can she|(?<!(plan|plans|prayers|blessings|god) for )(?<!(outlive|outlives|outlived|outlast|outlasts|outlasted) )(?<!(^| )(death|end|ruin|best|worst|proud|behalf|each|one|most|some|many|none|half|any|both|thanks) of )(?<!(^| )(weather|snow|heat|cold|lake effect|humidity|wind|blizzard|traffic|winter|summer|storm|storms|rain|season|frost|ice)( \\w+){0,6} )all of us|watching his schedule|(finds|find|gonna find|will find) out (tonight |tomorrow )?what happens|found out where (he|she) (lives|parks|works)",
  ]),
  ...rules("hopeless", "responder-en", [
    "in arlington instead|be one(?! (specific|single|particular|event|thing|form|claim|page|day|time|year|visit|appointment|exam|big|long|copy)( |$))(?! of (the|my|these|those) (forms|claims|pages|questions|days)( |$))|(?<!(truck|car|van|jeep|engine|motor|phone|computer|laptop|tv|washer|dryer|fridge|mower|printer|battery|transmission|furnace)( \\w+){0,2} (gave|gives|giving) up the )ghost(?! (of (my|the|a|that|this|our) (\\w+ )?(claim|appeal|file|case|paperwork|letter|rating|exam|application)|town|story|stories|hunter\\w*|pepper|recon|writer|(me|us|him|her|them)(?!( all)? (for good|permanently|forever|for real|this time)))( |$))|simpler to|not sleepy tired|waiting for my turn|why i (did|made it)|wonder why|carrying it around|but im not(?! (quitting|giving up|gonna (quit|give up|stop)|going to (quit|give up|stop)|stopping|backing down|done (yet|fighting))(?!.* (die|dying|dead|death|gone|end it|kill|killing|life|alive|living|suicide|myself|here|exist|existing)( |$)))|i lied|not trying to(?! die on (this|that|the|every) hill(?!.* (die|dying|dead|kill|end it|suicid\\w*)( |$)))|doesnt seem to matter",
  ]),
  // Round 4 (decision 941): phrasings of the sets first held out, read once they had been measured.
  // Round 80: "at peace with it" is not a decision beside hospice or palliative care (round 89's
  // paducah-en: "on hospice care for my heart now, and I am at peace with it"); "at peace with my
  // decision" still is.
  ...rules("intent", "spouse-en", [
    "(picked|chose|chosen|picking) (the|a|my) (place|day|date|spot)|(?<!(^| )(hospice|palliative)( .*)? )at peace with (it|this)(?!.* (hospice|palliative)( |$))|at peace with my decision|(do|doing) the same thing|(im|i am) using (it|them) on|(dont|do not) want (my|her|him) (\\w+ )?to be the one (who|that|to) finds?",
  ]),
  ...rules("meansReady", "spouse-en", [
    "(keeping|kept|saving|saved) (his|her|my) (\\w+ )?(morphine|pills|meds|oxy\\w*)(?! (straight|organized|sorted|in order|on track|filled|refilled|on schedule|lined out)( |$))|theres enough|the beam",
  ]),
  ...rules("harm", "spouse-en", [
    `(?<!(^| )if (i|we) ${PAPERWORK_LEFT_UNDONE}( \\w+){0,3} (?=(hell|he will|shell|she will) \\w+ (me|us)( |$)${NO_HAND_RAISED}))(hell|he will|shell|she will|he would|hed|he said hed) (shoot|kill|hurt|stab) (me|us|the kids)(?! if (i|we) (?!.* (choked|choke|chokes|hit me|hits me|beat me|beats me|punched|slapped|broke my|pushed|shoved|threatened|bruise\\w*|hiding|afraid|scared|gun|knife)( |$))((forget|miss|lose|spend|eat|am late|m late)( \\w+){0,3} (the |my |our |his |her |this |that )?(appointment|appt|deadline|exam|c p|form|paperwork|claim|flight|bus|game|reservation|receipt|keys|remote|money|leftovers|cake|pizza|check|payment|show|kickoff)( |$)|(dont|do not|break|mess up|screw up)( \\w+){0,3} (file|filing|form|forms|paperwork|deadline|claim|appointment|anniversary|birthday|cake|leftovers|dishes|tv|receipt|receipts|taxes|bill|bills|formation|dependency|budget|c p|exam|it in|this in)( |$)))|hiding (in the|from him|from her)`,
  ]),
  ...rules("hopeless", "spouse-en", [
    "(just )?(disappearing|disappear for good)|(want|wanted) to go with (them|him|her)|should have gone with|(everything|it all) (feels|is) pointless",
  ]),
  ...rules("benign", "spouse-en", [
    "(?<!(please|just|somebody|someone|god|lord) )kill me now(?= ((another|one more|a|an) (\\w+ ){0,2}(wait|hour|hours|day|days|week|weeks|month|months|form|call|appointment|exam|letter)|(they|the va|va|the|my) (\\w+ ){0,2}(scheduled|rescheduled|denied|sent|lost|moved|changed|want|wants|need|needs|canceled|cancelled|c p|cp|claim|appointment|exam|rating|letter|paperwork|forms?)))|(would|d|id|hed|shed|he d|she d|i d) rather die than (ask|fill|do|call|deal|sit|wait|go|admit|see|use|wear|file|let)( \\w+){0,6} (paperwork|forms?|claim|application|doctor|dentist|hearing aids?|cane|walker|wheelchair|scooter|glasses|directions|ride|appointment)(?= |$)|die of embarrassment|(would|will|gonna|going to) kill me if|a killer at|banging my head|bite the bullet|gun to my head|killing (himself|herself|myself) (working|with)|ghost of (himself|herself|myself)|saved my sanity",
  ]),
  ...rules("intent", "young-en", [
    "(is|its) (kinda |pretty much |basically )?it for me|(speedrun\\w*|planning|plan) my exit|is my limit|(dont|do not) have longer than|not trying to come back|taking (it|them) all|last refill|on purpose|dead mans hand|every pill i own|its been real",
  ]),
  // Round 86 (the round's second read): never "my last night shift before vacation".
  ...rules("afterMe", "young-en", [
    "(is|be) my last (day|night|weekend)(?! (shift|shifts|on (the|my) (job|shift)|at work|of work|before (vacation|leave|retirement|my vacation))( |$))",
  ]),
  ...rules("meansReady", "young-en", ["(everything|its|all) (is |s )?set up in the (garage|basement|shed)"]),
  ...rules("place", "young-en", ["(top|roof) (floor|level|deck) of (the|a) (parking )?(garage|structure)"]),
  ...rules("harm", "young-en", [
    "ending (both|all) of (them|em)|(showing|show) up with a (full )?(mag|magazine)|see how they like",
  ]),
  ...rules("hopeless", "young-en", [
    "(not sleep|done) tired|wish i (hadnt|didnt|never) (make|made) it (back|home)|respawn|(save file|life) is cooked|more from dic than",
  ]),
  ...rules("afterMe", "young-en", [
    "(once|when|after) i am no longer here|no longer (here|around)|(once|when) im gone",
  ]),
  ...rules("thirdPartyDanger", "young-en", ["nobody knows where (he|she) is|welfare check"]),
  ...rules("hopeless", "young-en", [
    "(feel|feeling|im|i am) (so )?(empty|numb|hollow)|no reason to (keep going|live|get up|be here)|(whats|what is) the point of (anything|living|me|it all)|(everyone|everybody|they|my (family|wife|kids)) (would be|d be|will be) (better|fine) (off )?without me|(i|should) (should have|shoulda|shouldve) died|(cant|can not) keep (doing this|going like this)|(so|just) (done|over it)$|(wish|wished) i (wasnt|werent|was not) (here|alive|born)",
  ]),
  // Common English idioms of death and guns used harmlessly (round 4, written after reading spouse-en).
  // Not "dead serious" since round 36: it says the writer means it ("hes gonna hang himself after
  // christmas. dead serious", milwaukee-en), and as a frame it hid the rest.
  ...rules("benign", "spouse-en", [
    "(could|would|will|gonna|going to|about to) (just )?die (of|from) (embarrassment|shame|boredom|laughter|laughing)|(would|will|is going to|gonna) kill (me|us|him|her) (if|when)|killer (deal|app|view|workout)|(dying|died) (laughing|of laughter)|dodged a bullet|(shoot|shot) (myself|me|ourselves) in the foot|shoot from the hip|shot in the dark|(beating|beat) a dead horse|over my dead body|dead (set on|last)|(worked|bored) to death|shoot (you|me|them) (an|a) (email|text|message|note)|pull the trigger on|jump through (the )?hoops|jump the gun|hang in there|saved my life",
  ]),
  // Round 5 (decision 941): general classes written after reading round 3's vetcenter-en set, once
  // measured: threats by revenge and planning (a target's schedule or home, a list, the news), a
  // weapon or "something" brought to a place, despair said as a wish the war had finished the job.
  ...rules("harm", "vetcenter-en-r3", [
    "(she|he|they|everyone|everybody) (pays|will pay|gonna pay|is gonna pay|is going to pay|is paying) (tonight|today|tomorrow|for (this|it|what (she|he|they) did))|(shell|hell|theyll) pay (tonight|for (this|it))|(he|she|they) (has|had|have) it coming|(deserves?|deserved) what (s|is) coming|done being nice(?!( \\w+){0,8} (appeal|appealing|lawyer|attorney|congressman|congresswoman|complaint|sue|suing|court|judge|board|ig|inspector))|(no )?more mr nice guy",
    "(find|found|know|knew|look up|looked up|figured out|got)( out)? (where|what time|when) (she|he|they|the \\w+) (lives|live|works|work|parks|park|leaves|leave|gets off|get off|goes|sleeps|walks in|shows up|drinks|hangs out|eats|stays|prays|shops|works out)|which (building|office|desk|car) (is )?(hers|his|theirs|she|he)|know which building|(know|knows|learned|got|have) (the |his |her |their )?(gate |shift |work )?schedule",
    "(watching|watched|following|followed|staking out|sitting outside|parked outside|waiting outside) (his|her|their|the \\w+s) (house|place|home|work|job|office|car|apartment)|(parked|sitting|waiting|standing) (outside|in front of|across from|down the street from) (his|her|their) (place|house|home|work|job|office|apartment)|waiting for (him|her|them) to (come out|get home|leave|show up|walk out|get off)",
    "(take|taking) out (the|that) (whole )?(\\w+ )?(office|clinic|building|va|place|department|floor)(?!( \\w+){0,4} (for|to) (lunch|dinner|drinks|breakfast|brunch|happy hour|pizza|tacos|bbq|a meal|the game|bowling)( |$))|(bring|bringing|brought) something( \\w+){0,3} (to settle|for (him|her|them)|with me)|settle (it|this|things|the score)(?! (now )?while (he|she|they|we|i) (can still|still can|is still able|are still able|can) (decide|choose|sign|talk|make))|(be|get) there when (she|he|they|the \\w+) (walks|walk|comes|come|shows|show|gets|get|opens|open)|(want|want it) (it )?full when i|when i show up|(youll|you will|everyone will|everybody will|theyll|they will|gonna|going to) (see|hear|read) (it|about (it|me|this|that))( \\w+)? (on|in) the news|(make|making|be on) the (news|headlines)",
    "(made|making|keeping|have|got|wrote) a list of (the )?(people|names|everyone|everybody)( \\w+){0,4} (who|that)|starting (down|on) (it|the list|my list)|(years|time|prison|jail|sentence|life)( \\w+){0,6} for (killing|shooting|hurting|stabbing|assaulting|murdering) (a|an|the|my|someone|somebody)|(kill|killing|shoot|shooting|hurt|hurting|stab|stabbing) (a|an|the) (federal|va|government) (employee|worker|officer)|theyre not done with me|(know|mapped|memorized|studied) (all )?(the )?(exits|entrances|doors|layout)|make (them all|everyone|all of them|every one of them) pay|(think|thinks) (theyre|they are) done with me|nobody (will|would|is gonna|is going to) (ever )?find (her|him|them|the body)|they can wait for me|(cleaning|loading|oiling) (his|her|my|the) guns?( \\w+){0,4} (all|tonight|evening|night)",
  ]),
  ...rules("harm", "vetcenter-en-r3", [
    `(burn|burning|blow|blowing) (down|up) (the|that|a|his|her|their) (\\w+ )?(building|office|clinic|house|place|station)|(?<!(^| )(was|were)( \\w+){0,4} )with (everybody|everyone|people|them|him|her) (still )?inside|(ill|i will|im gonna|im going to) ruin (theirs|his|hers|their lives|his life|her life)|make (a man|him|her|them|people) disappear|(he|she|they) (wont|will not|aint gonna) (walk|come|get) out|(kill|shoot|stab|hurt|murder|strangle|choke|shoot at) (my|his|her|our) (\\w+ )?(ex|wife|husband|boss|supervisor|neighbor|neighbour|stepdad|stepmom|stepmother|stepfather|mom|dad|mother|father|brother|sister|son|daughter|girlfriend|boyfriend|landlord|kids|family|roommate|coworker|manager|sergeant)(?! (lol|jk))|(driving|drive|going|go|head|heading|walk|walking) over( there| to \\w+)?( \\w+){0,3} with (my|the|a|his|her)( \\w+)? ${GUN}`,
  ]),
  // Round 5: threats reported by a family member, thoughts of hurting others, revenge named.
  ...rules("harm", "vetcenter-en-r3", [
    "(says|said|keeps saying|threatened|threatens|is threatening|texted|told (me|us|her|him)|swore|swears)( that)? (hes|he is|hed|he would|hell|he will|shes|she is|shed|she would|shell|she will|theyre|theyll|they would|to)( going to| gonna| finally)? (kill|shoot|hurt|stab|beat|burn|run over|take out|go after|shoot up|blow up|strangle)(?!( \\w+){1,5} (if|unless|when) )(?!( \\w+){0,6} (nerf|nerf gun|water gun|squirt gun|water pistol|paintball|airsoft|laser tag|finger gun|super soaker|snowballs?|water balloons?)( |$))(?! (me|us|him|her|them) (an? )?(email|e mail|message|text|note|line|dm|quick|call))|threat(en|ened|ening|s)? to (kill|shoot|hurt|stab|burn|blow up|shoot up)",
    "(thoughts|thinking|think|thought|urges?|fantasi\\w+|dreams?) (about|of) (hurting|killing|shooting|stabbing|strangling) (someone|somebody|people|others|my|him|her|them|the|a)|(want|wanna|going|gonna|about|afraid|scared) (to|i (will|ll|might|could)) (hurt|kill|shoot|stab|strangle) (someone|somebody|people|my|him|her|them)(?! (an? )?(\\w+ )?(email|e mail|message|text|note|line|dm|quick|call))(?! (an? )?(\\w+ )?(paperwork|papers|forms?|documents?|docs|link|links|number|pics|pictures|photos|copy|copies|files?|records|info|printer|computer|laptop|pc|phone|cell|tv|router|modem|keyboard|mouse|monitor|scanner|fax|copier|tablet|ipad|screen|alarm|alarm clock|lawnmower|mower|microwave|toaster|wifi|internet)( |$))(?! (rating|ratings|claim|claims|appeal|appeals|case|chances|credit|benefits|check|checks|comp|compensation|percentage|back pay|score|budget|battery|phone)( |$))(?!( \\w+){0,5} (if|unless) )|(?<!(heat|heatwave|wave|cold|weather|storm|humidity|sun|traffic|road|curve|intersection|smoke|fumes|batch|fentanyl|virus|flu|covid) (is|s|was|will|could|might|would) (gonna |going to |about to )?)(kill|shoot|hurt) (somebody|someone|some people|a few of them|all of them|them all|every (last )?one of (them|em)|everyone of (them|em))|(?<!(couldnt|could not|cant|can t|cannot|wouldnt|would not|never|aint|wont|won t|too old to|not gonna|not going to|aint gonna|ain t gonna|not about to|not tryna|not trying to) )(go|going|went) postal|revenge(?! porn)|payback( time)?|get even with|get back at (him|her|them|that|the)|vengeance",
  ]),
  ...rules("harm", "vetcenter-en-r3", [
    `(waiting|be|wait|sitting|parked)( \\w+){0,4} (parking lot|parking garage|outside|out front|by (her|his) car)( \\w+){0,3} when (she|he|they) (gets off|get off|leaves|leave|comes out|come out|walks out|gets home|clocks out)|(shes|hes|theyre|she is|he is|they are|she|he|they) (not|aint|isnt|wont be) (getting|gonna get|going to get) away with (it|this|that)(?!( \\w+){0,8} (appeal|appealing|lawyer|attorney|congressman|congresswoman|complaint|sue|suing|court|judge|board|ig|inspector))|outside (his|her|their|my) (\\w+ ){0,2}(house|place|home|work|job|office|apartment)( \\w+){0,5} with (a|the|his|her|my) ${GUN}|(wont|will not|never|dont|do not|aint gonna) see it coming|(someone|somebody|people|everyone|everybody)( (at|in) (that|the) \\w+)? (is|are|s) (getting|gonna get|going to get) (hurt|shot)|((is|are|s) (going to|gonna) (regret|be sorry)|regret the day)(?!( \\w+){0,8} (appeal|appealing|lawyer|attorney|congressman|congresswoman|complaint|sue|suing|court|judge|board|ig|inspector))|(somebody|someone|people|they|he|she) (is |are |s )?(gonna |going to )?answer for (it|this|that|what)|(take|taking|end|ending) their lives|(got|have|keeping|keep) my eye on (her|him|them|that \\w+|the (\\w+ )?(processor|rater|examiner|scheduler|clerk|doctor|nurse|guy|lady|psych))|i know (her|his|their) (car|truck|route|plate|house|kids)|(has|had|have|got) it coming|(little|friendly|surprise) visit( \\w+){0,8} with (my|the|a|an) ${GUN}|(end|ending|finish|finishing) (him|her|them|the guy|that guy|that man|that woman|the man|the woman)(?! (off|up|with)( |$))(?! (the|a|an) (\\w+ )?(check|money|letter|papers|paperwork|form|forms|email|message|text|note|info|information|link|bill|payment|call|meeting|session|conversation|relationship|contract|lease)( |$))|nobody would blame me`,
  ]),
  ...rules("hopeless", "vetcenter-en-r3", [
    "(before i |gonna |going to |about to |might )do something (stupid|crazy|i (will|ll|would|d) regret|bad)|(im|i am) (going to|gonna|about to) snap|(losing|lose|lost) it (for real|bad)",
  ]),
  ...rules("intent", "vetcenter-en-r3", [
    "(leaving|left|leave|wrote|writing|written|finished) (the|my) (note|letter)(?! (from|for (my|the) (doctor|claim|employer|school)))|(not|no) (planning on|going to|gonna) (wait|waiting|wait) (much )?(longer|any longer)|i have what i need(?! (to|for))|(sitting|sat|been sitting)( \\w+){0,6} with (my|a|the) (\\w+ )?(rifle|pistol|gun|shotgun)( \\w+){0,5} not hunting|(im|i am) up here( now)?",
  ]),
  ...rules("place", "vetcenter-en-r3", [
    "(jump|jumping) (off|from) the (\\w+ )?(\\w+ )?(floor|roof|top|building|parking)|(in|into) the woods( \\w+){0,4} with (my|a|the) (\\w+ )?(rifle|pistol|gun|shotgun)",
  ]),
  ...rules("hopeless", "vetcenter-en-r3", [
    "(not sure|dont know|no idea) what the point( of (any of )?(this|it|anything))? is|(whats|what is) (even )?the point$|(nothing|it) (is )?(ever )?(gonna|going to|will) get better|(whats|what is) left for me|what is left for me to do|all my (buddies|friends|brothers|guys) (are )?(dead|gone)|(easier|better|lighter|simpler) (on|for) (everybody|everyone|them|my family|my wife|the kids)( \\w+)? if|(if|wish) (that|the) (ied|bullet|rpg|round|bomb|mortar|blast)( had)? (done its job|got me|gotten me|killed me|taken me)|(shouldnt|should not|dont deserve to) (exist|be alive|have come back|have made it back)|dont care if i (crash|wreck|die|dont wake)",
  ]),
  ...rules("benign", "vetcenter-en-r3", [
    "(go|going|take|taking|went)( \\w+){0,3} hunting|deer season|hunting (license|season|trip)|to the range|range day|deadly (boring|dull|serious)|estate planning|(with|see) (a|our|my) lawyer|pre need|planning my own funeral so",
  ]),
  // Round 5: a weapon and a grievance or a target, the parts of a threat that no single phrase
  // carries ("my boss fired me ... I still have my rifle"); screen.ts weighs them together.
  ...rules("weapon", "vetcenter-en-r3", [
    // Round 55: not "armed forces" nor "armed services" (a round 55 test found the crisis reply on
    // "im gonna be armed forces retired next year, how does CRSC work").
    `${GUN}|m9|m4|m16|tannerite|gasoline|gas can|full mag|a mag|magazine|armed(?! (forces|services|service)( |$))|arsenal|sniper|scope`,
  ]),
  ...rules("grievance", "vetcenter-en-r3", [
    "(fired|denied|screwed|wrote|cut|laughed at|lied to|humiliated|disrespected|betrayed|chaptered|kicked) (me|us|my \\w+)|(took|taking|takes) (my|the) (kids|children|son|daughter|house|dog)|(is|s|was) (seeing|sleeping with|cheating)|(new|her) (guy|boyfriend|man)|custody|restraining order|protective order|(the|that|this) (rater|examiner|psych|scheduler|adjudicator|clerk)|(va|claims|regional) office|(the|that) (clinic|waiting room|base|front desk)|(my|her|his) (boss|supervisor|ex|neighbor|landlord|stepdad)(?! (is|was) (a |an |also )?(vet|veteran|marine|soldier|sailor|airman|retired|disabled)( |$)(?!.* (shoot\\w*|kill\\w*|bullet\\w*|bringing my|bring my|hurt (him|her|them)|get (him|her|them)|ammo)( |$)))",
  ]),
  // Round 5, read from the other sets' leave-one-out misses (so tagged by the set they came from)
  // and from the kinds the round-5 task names ("they'll be sorry", "the guy who...").
  ...rules("harm", "issue", [
    "(theyll|they will|shell|she will|hell|he will|youll|you will|everyone will|everybody will) (be sorry|regret (it|this|that|the day))(?!( \\w+){0,8} (appeal|appealing|lawyer|attorney|congressman|congresswoman|complaint|sue|suing|court|judge|board|ig|inspector))|make (them|him|her|everyone|everybody) (sorry|regret)|the (guy|lady|woman|man|one|people) (who|that) (denied|fired|took|wrote|did(?! (it|this|that) (is|s|was|has|died|passed))|screwed|cut|laughed)",
  ]),
  ...rules("harm", "spouse-en", ["(he|she|they)(ll| will) (find|hunt) (me|us) (and|then) (kill|hurt|shoot)"]),
  ...rules("harm", "es-r2", ["(i have|got|i got) (her|his|their) (name|address|plate|license plate)"]),

  // Round 6 (decision 941): general classes written after reading round 4's advocate-en set, once
  // measured (so its leave-one-writer-out figure is the one without them): a threat said as what a
  // target will find out, answer for or not enjoy; a target's routine or place known; a weapon
  // brought or "on me"; a place watched or to be cleared; a plan "for him"; the news afterwards.
  ...rules("harm", "advocate-en-r4", [
    "(hes|shes|theyre|he is|she is|they are|he|she|they|everyone|everybody|somebody|someone)( is| are)? (gonna|going to|about to|will|finna) (find out|learn|see|realize) (what i|what happens|what (real )?(pain|fear|war|violence)|(he|she|they) (was|were) right|who (i am|hes dealing|shes dealing|theyre dealing|they are dealing))",
    "(hes|shes|theyre|he is|she is|they are|he|she|they|somebody|someone)( is| are)? (gonna|going to|will) (answer|pay) for (it|this|that|what)|(hes|shes|theyre|he|she|they) (is |are )?(not|aint|never) (gonna|going to) (get to )?enjoy (it|this|that)|(wont|will not|never) (get to )?enjoy (it|this|that) (long|for long)|(he|she|they) (knows?|know) what (he|she|they) did",
    "(know|found out|figured out|learned) (what|which) (truck|car|vehicle) (he|she|they) (drives?|parks)|(where|which) (his|her|their) (office|house|home|desk|car|truck|apartment|place|school|classroom) is|(comes?|goes|walks) in alone|(gets|get) home (around|at|by) \\d",
    "(put|putting|gonna put|going to put|ill put|i will put) (him|her|them|that \\w+|the \\w+) (in the ground|six feet under|in a (box|body bag|wheelchair|hospital))|(already )?dug (the|a) (spot|hole|grave)|(have|got) (a|big|special|some) plans? for (him|her|them)(?! (and|to) (the|a|my) (doctor|appointment|claim))|not (going|coming) (there |in |over )?to talk|(thinks|think) i (mean|want|wanna|am going|m going) to talk",
    `(will|ill|i will|im gonna|gonna) (have|bring|carry|pack) (my|the|a) (\\w+ )?${GUN} (on me|with me)|(show|showing|turn|walk|walking|come|coming|go|going) (up )?(to|at|in|into)( \\w+){0,5} (armed|strapped|packing)|(over there|to (his|her|their) (place|house|office))( \\w+){0,6} with( \\w+){0,3} ${GUN}`,
    "(watching|watched|casing|staking out|scoping out) the (\\w+ ){0,3}(parking lot|lot|office|building|clinic|entrance|exits?)|clear out (a|the|that) (\\w+ ){0,2}(office|clinic|building|floor)|nobody (walks|leaves|gets|is walking) out(?!( of (a|an|the|that|this|his|her|their|my|your)( \\w+){1,4})? with (a|an|the|their|his|her|more|less|anything|nothing|\\d+)( \\w+){0,2} (decision|answer|rating|award|claim|appointment|letter|check|copy|form|referral|paperwork|result|results|percent|diagnosis|plan|smile|headache)( |$))|(see|seeing) (yall|you all|you|everyone|everybody) on the news|(another|the next) (oklahoma city|columbine|las vegas|fort hood|navy yard)|buying fertilizer|(asking|asked) (me )?about timers|pipe bomb|clean house at|(not|aint|wont be) walking away|next on my list|(sitting|parked|waiting|watching) outside (my )?(ex|exs|ex wifes|ex husbands|ex girlfriends|ex boyfriends|his|her|their)( new)? (place|house|home|apartment|work|job)|(hes|shes|theyre|youre|theyll|shell|hell) (gonna|going to|about to|will) (regret|be sorry)(?!( \\w+){0,8} (appeal|appealing|lawyer|attorney|congressman|congresswoman|complaint|sue|suing|board|ig|inspector))|take care of (the|that|this) (\\w+ ){0,2}(doctor|guy|examiner|lady|woman|man|rater|judge|lawyer|nurse|psych|boss|supervisor) (who|that)|(bleed|bleeds|die|dies) like (everybody|everyone|anybody) else|i owe (him|her|them)$",
  ]),
  ...rules("weapon", "issue", ["knives|sharpening (his|my|the) \\w+"]),
  ...rules("meansReady", "issue", ["(took|swallowed|downed|ate) (all|every one|every last one) of (them|em)$"]),
  ...rules("thirdPartyDanger", "issue", [
    "(hes|shes|he is|she is|has been|have been|been) locked in the (bathroom|garage|room|bedroom|closet|car|truck|basement|shed)|(dont|do not) come in(,)? (its|it is) better",
  ]),
  ...rules("grievance", "issue", [
    "the (guy|man|woman|lady|dude|bastard|prick|asshole) (who|that)|the neighbou?rs?|(ran|run) over my (dog|cat)|(lied|lies) to me",
  ]),
  ...rules("weapon", "advocate-en-r4", ["bat|baseball bat|crowbar|machete|hatchet|axe|tire iron|brass knuckles"]),
  ...rules("grievance", "advocate-en-r4", [
    "(my|the|that|her|his) (\\w+ )?(foreman|manager|lawyer|attorney|judge|director|hr|vso|rep|doctor|examiner|case worker|caseworker|social worker|sergeant|first sergeant|landlord)|(changed|change) the locks|wrote me up|(called|calls) me a (faker|liar|malingerer)|(regional|benefit|benefits|claims|county|field|va|vso) (\\w+ )?office|(courthouse|court house)|custody|lost my (c file|file|claim)",
  ]),
  ...rules("intent", "advocate-en-r4", [
    "(thats|that is|its|it is) my day|(its|it is) (all )?set for after|one way ticket|last mission|(go|going|planning to go|planning on going|gonna go) (to )?(join|be with) (him|her|them|my (dad|mom|father|mother|wife|husband|son|daughter|brother|buddies|boys|guys))|not planning on (a|the) (return|trip back)",
  ]),
  ...rules("intent", "issue", [
    "(tomorrows|tonights|tomorrow is|tonight is|now its|next its) my turn$|(wont|will not) be alone (after|when)|(the )?only (thing|reason|one|person) (keeping|that kept|that keeps|kept|keeps) me (here|alive|going|around) (was|is gone|died|passed)|(my|the) plan is (the|my|a) (\\w+ )?(garage|bridge|overpass|river|lake|woods|rope|gun|pistol|pills|rifle|shotgun|car|truck)|nobody (needs|has|will need) to (call|look for|worry about|come looking for) me|(dont|do not) (call|look for|come looking for) me( anymore| again)?",
  ]),
  ...rules("time", "advocate-en-r4", ["(its|it is) getting dark|since (noon|this morning|last night)"]),
  ...rules("soon", "advocate-en-r4", ["(before|by) the \\d+(st|nd|rd|th)"]),
  ...rules("afterMe", "advocate-en-r4", [
    "(last|final) check(?! (from|of) (unemployment|work|my job|the job|severance|ssi|ssdi|social security|the state|edd|my employer|the company))(?!(.* )?((when|after|if|once) (a|the) (vet|veteran|beneficiary|recipient|person|spouse) (dies|passes|died|passed)|my (uncle|dad|father|mother|mom|grandpa|grandfather|grandma|grandmother|brother|sister|aunt) (died|passed))( |$))|(going to|gonna) be needing (it|them|that) soon|(wife|family|kids|son|daughter|husband) can (use|have) the money|(my people|they|she|he) will be taken care of",
  ]),
  ...rules("farewell", "advocate-en-r4", [
    "(cancelled|canceled|cancel) my (phone|plan|lease|subscriptions?)|found (somewhere|a home|a place|someone) for (the|my) (cat|dog|dogs|cats|animals)|put (the|my) (\\w+ )?in (my|his|her) (\\w+ )?name",
  ]),
  ...rules("place", "advocate-en-r4", [
    "(in|into) the woods( \\w+){0,4} with (my|a|the) (\\w+ ){0,3}(rifle|pistol|gun|shotgun|revolver)",
  ]),
  ...rules("hopeless", "advocate-en-r4", [
    "(wish|wished)( \\w+){0,5} (had )?(finished|got|killed|taken) (me|the job)|finished the job|tired of being tired|(nothing|not much|little) (left )?to lose|(dont|do not|cant) care about (anything|nothing|much) anymore|(dont|do not) care about anything|nothing matters( anymore)?|(lived|live) long enough",
  ]),
  // Round 6: someone else's funeral, which the Spanish rules' "funeral" used to frame before an
  // English message stopped reading them (screen.ts).
  ...rules("benign", "issue", [
    "(a|the) (military )?(honors )?funeral for (him|her|my \\w+)|(his|her|their) funeral|(with|in) (his|her) boots on",
  ]),
  // A laugh or a joke marker beside a threat with nothing about now (screen.ts), in English or
  // Spanish (here, since an English message skips the Spanish rules).
  ...rules("laugh", "chicana-es-r4", [
    "jaja\\w*|jeje\\w*|jiji\\w*|ja ja|(?<!(^| )not )lol(?!.* not lol( |$))|lmao|haha\\w*|jk|xd|(?<!no )es (broma|chiste)",
  ]),
  ...rules("benign", "advocate-en-r4", [
    "die laughing|died laughing|store (my|the|his|our) (guns|firearms|rifles|pistols)|safe storage|gun locks?",
  ]),

  // Round 6: threats as general classes (a verb of violence with a person for object, a place to be
  // shot up, driven into or burnt, people taken along, a threat reported by family), written from
  // the issue's kinds after all eleven sets had been read (so the leave-one-writer-out figures
  // flatter them: decision 941, round 6).
  ...rules("harm", "issue", [
    `(?<!(va|claim|paperwork|wait|waiting|system|pharmacy|bureaucracy|line|hold|process|war) )(gonna|going to|about to|want to|wanna|wanting to|urge to|itching to|will|ill|i will|id|i would|im gonna|im going to|ready to|plan to|planning to|thinking about|think about|finna|fixing to|gon) (\\w+ )?(kill|shoot|stab|hurt|murder|strangle|choke|beat|bash|smash|stomp|torch|waste|smoke|cap|pop|blast|gut|knife|ambush|run over|beat down|mess up|fuck up|end|finish) (out |up |down )?(him|her|them|that (guy|man|woman|lady|bitch|bastard|prick|asshole|piece of \\w+|son of a bitch|motherfucker|mf)|the (guy|man|woman|lady|doctor|examiner|rater|nurse|boss|supervisor|neighbor|clerk|scheduler|rep|psych|director|judge|lawyer|manager|foreman|cop)|(my|his|her) (ex|wife|husband|boss|neighbor|landlord|caregiver|stepdad|sergeant|manager|supervisor|brother in law|son in law|father in law|roommate|coworker|son|daughter|stepson|stepdaughter|kid|kids|baby|child|children|girlfriend|boyfriend|mom|dad|mother|father|brother|sister|uncle|aunt|auntie|cousin|nephew|niece|grandpa|grandma|granddad|grandfather|grandmother|stepmom|stepmother|stepfather|mother in law|sister in law|fiance|fiancee|baby daddy|baby mama|partner)(?! (at|in|to|on|with) )|the (next|first) (\\w+ ){0,2}(employee|person|guy|one|clerk|rep|lady|woman|man|worker|officer)|whoever(?!(?<=(^| )(kill|strangle|choke|throttle|smack|slap|punch|murder) whoever)(?!.* (tomorrow|tonight|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|regional|office|clinic|floor|building|lobby|parking|loaded|gun|guns|shotgun|rifle|pistol|knife|ar|ar15|ar 15|ak|glock|weapon|weapons|piece|strap|truck|who it is|who he is|who she is|i mean it|not joking|no joke|dead serious|serious|swear|first person|anybody|anyone|everyone|everybody|starting with|then|after that|took my|rater|examiner|clerk|doctor|address|lives|parks|find (him|her|them|out))( |$)) (designed|made|invented|wrote|came up with|built|programmed|coded|thought up|created|picked|set up) (the |this |that |these |those |our )?(new |old |stupid |damn |dang |whole )?(\\w+ )?(form|forms|website|web site|site|login|log in|app|system|page|portal|phone tree|menu|hold music|music|process|rules?|policy|questionnaire|survey|font|layout|va gov|id me|login gov|maze|captcha|password|interface|update|redesign|pdf|format)( |$))|anyone who|anybody who)(?!(?<=(whoever|whomever|anyone who|anybody who)) (did|made|designed|built|ran|runs|came up with|thought up|programmed|coded|redesigned|moved|changed) (the |this |that )?(\\w+ ){0,3}(ebenefits|website|va gov|app|login|portal|redesign|migration)( |$))(?! (an? )?(\\w+ |\\w+ly \\w+ )?(email|e mail|letter|message|text|note|line|dm|call|question|look|visit|smile))(?! (an? )?(\\w+ )?(paperwork|papers|forms?|documents?|docs|link|links|number|pics|pictures|photos|copy|copies|files?|records|info)( |$))(?! (lol|lmao|jk|haha))`,
    "(bash|smash|cave|kick|blow|beat) (his|her|their) (\\w+ )?(head|face|skull|brains) (in|off)|(blow|blew) (his|her|their) (\\w+ )?(head|brains) off|(make|made) (her|him|them) (stop|shut up) for good|(?<!(^| )(the |this |that )?(weather|snow|heat|cold|lake effect|humidity|wind|blizzard|ice|traffic)( is| s| are)?( tryin to| trying to| gonna| going to| finna| about to| bout to)? )((kill|shoot|end) (us|them) (both|all)|(take|taking) (us (both|all)|them both|them all(?= (with me|out|down|along|too)( |$))|them all(?!(.* )?(pills?|meds|medications?|tablets|capsules|oxy\\w*|bottle|painkillers|pain killers|sleeping pills|gabapentin|xanax|percs?|vicodin|norco)( |$))(?<!(^| )(pills?|meds|medications?|tablets|capsules|oxy\\w*|bottle|painkillers|pain killers|sleeping pills|gabapentin|xanax|percs?|vicodin|norco)( .*)? them all)))(?! with (the |their |this |all (the|this|that) )?(paperwork|forms?|red tape|bureaucracy|hold music|waiting|wait times|delays|questions|letters|rules|regulations|boredom|kindness|phone trees?|bs)( |$))|take (him|her|them|us) with me|(me|us) and (the kids|the baby|our kids) and then (himself|herself)|(shoot|kill|hurt) (me|us) and the (kids|baby)",
    "get(s|ting)? what (s|is) coming( to (him|her|them))?|(gonna|going to|will) get (his|hers|theirs)|teach (him|her|them|that \\w+) a lesson|an eye for an eye|(make|made|making) (him|her|them) (bleed|suffer|hurt)|(hes|shes|theyre|he is|she is|they are|youre) (a )?dead (man|woman|meat|men)(?! if)|(?<!called me (a )?)(?<!(^| )(i am|im|i m|i feel like|feel like|like|i was|i ve been|ive been) (a )?)dead man walking(?! if)",
    "(shoot|shooting|spray|spraying|light|lighting) up (the|that|a|this) (\\w+ ){0,2}(office|clinic|building|place|va|base|lobby|waiting room|school|church|party|bar|store|hospital|parade)|(drive|driving|crash|crashing|ram|ramming|plow|plowing|run|running|put|putting) (my|the|a|his|her) (truck|car|jeep|suv|van) (into|through) (the|that|a) (\\w+ ){0,2}(office|clinic|building|entrance|front|lobby|crowd|doors|gate|parade|line|people)|(set|setting) fire to (the|that|his|her|their)|(burn|burning|torch|torching) (it|the place|that place|(the|that|his|her|their) (\\w+ )?(building|office|clinic|house|car|truck)) (down|to the ground)|(walk|go|roll|march|going|walking|rolling) in (there )?(blasting|shooting|guns blazing|strapped|locked and loaded)|guns blazing",
    "(ill|i will|im gonna|gonna|going to) take (what|everything|who|whoever) (matters|they love|she loves|he loves)|(know|found|found out|figured out|got) where (his|her|their) (\\w+ ){0,2}(live|lives|work|works|stay|stays|go to school|goes to school)|(makes|make|will make|gonna make|hits|hit) the (news|headlines|paper|front page)|(waiting|wait) for (the|that) (\\w+ ){1,6}to (come out|get off|leave|walk out|show up|get home|clock out)|(wont|will not|aint gonna|isnt gonna) be \\w+ing (anybody|anyone|anything|nobody|people) (anymore|ever again|again)|(is|are|s) (about|going|gonna) (to )?have a (really |very )?(bad|rough|terrible|last) day|homicid\\w*|teach (him|her|them|that \\w+|the \\w+) (what happens|some respect|not to)|show (him|her|them|that \\w+) what happens|catch (these|my) hands|(she|he|they) (wont|will not|aint gonna) (have|enjoy|keep) (it|them|that|him|her|the \\w+) (for )?long|(ill|i will|im gonna|gonna) be (carrying|strapped|packing)$|clear (view|shot|line of sight) (of|at|on|to) (the|his|her|their) (\\w+ ){0,2}(parking lot|lot|entrance|office|house|door|building|clinic)|(better|should|gonna have to) watch (her|his|their) back|sleep with one eye open|frag(ging|ged)? (him|her|them|my|his|the)|(beat|hit|whip) (my|his|her) (\\w+ )?(stepson|stepdaughter|son|daughter|kid|kids|child|children|baby|wife|husband|girlfriend|boyfriend)( \\w+){0,3} (until|till|til|so bad|half to death)|(gonna|going to) catch (it|these|a bullet|hands)",
    "make an example (out )?of (that|the|them|him|her)|(following|followed|tailing|tailed|stalking) (the|that|her|him|them)( \\w+)? (home|to (her|his|their) (car|house|place))|(somebodys|someones|somebody s|someone s|somebody is|someone is|people are|everyone is|everybody is) (getting|gonna get|going to get) (shot|hurt|killed|stabbed)|(is|s|are) (a )?dead (man|woman|men|meat)( when| once| if i (see|catch|find))|pay in blood|(make|making) (the|that) (\\w+ ){0,3}(office|clinic|va|building|department|base) pay|(talking|talks|talked|keeps talking|been talking|thinking|thinks|thought) about (hurting|killing|shooting|stabbing|strangling) (his|her|their|my) (\\w+ )?(ex|wife|husband|boss|supervisor|neighbor|girlfriend|boyfriend|dad|mom|father|mother|brother|sister|kids|family|coworker|sergeant|landlord)",
    "pay (him|her|them|the \\w+|that \\w+) a (little |friendly |special )?visit|(a visit|something|a lesson|a day) (he|she|they) (wont|will not|will never|aint gonna|aint never gonna) forget|(put|putting|gonna put|ill put|pump|pumping|unload|unloading) (a|one|two|some|every|my|the whole) (bullet|round|slug|bullets|rounds|mag|magazine|clip) (in|into|through|on) (him|her|them|his|her|that)|(picturing|imagining|imagine|fantasizing about|dreaming about|cant stop thinking about) (hurting|killing|shooting|stabbing|strangling|choking|beating|running over) (someone|somebody|people|my|him|her|them|the|a)|(wait|waiting) for (him|her|them|the \\w+( \\w+)?) (in|at|outside|by) (the )?(parking|garage|lot|car|house|work|office|door|gym)|(he|she) parks (on|in|at|by)|(?<!(im|i|i am|you|va|they) )(going to|gonna|will) bleed(?! (out|me|us|you|money|dry))",
    "(he|she|they) (wont|will not|aint gonna|is not gonna|isnt gonna|are not gonna) (wake up|see|make it to|live to see) (tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|christmas|another day)|next time i see (him|her|them)( \\w+){0,3} (done|dead|finished|history|toast|gonna regret|wont forget)|(want|make|making|wanna) (them|him|her|everyone|everybody|them all)( all)? (to )?(feel|know) what i (felt|feel|went through)|(found|know|got|looked up) (where )?(his|her|their) (house|home|place|apartment|car|truck|kids school)|(shell|hell|theyll|she will|he will|they will) find out$|(shell|hell|theyll|she will|he will|they will) find out (soon|tomorrow|tonight|friday|monday)",
    "(take|taking) (some|a few|as many|a couple|a bunch|people)( of (them|em))?( as i can)? with me|(nobody|no one|not one|none of them) (walks|gets|is getting|leaves|will walk|is walking) out( alive)?(?!( of (a|an|the|that|this|his|her|their|my|your)( \\w+){1,4})? with (a|an|the|their|his|her|more|less|anything|nothing|\\d+)( \\w+){0,2} (decision|answer|rating|award|claim|appointment|letter|check|copy|form|referral|paperwork|result|results|percent|diagnosis|plan|smile|headache)( |$))|(showing|show|showed|coming|come) (up )?with (a|my|the) (\\w+ )?(gun|rifle|pistol|full mag|mag|ar|shotgun|glock)|(he|she|hes|shes|husband|wife|ex|boyfriend|girlfriend|son|dad|father|brother) (tried|has tried|keeps trying|tries) to (strangle|choke|kill|stab|shoot|drown|suffocate|run over) (me|us|her|him|the kids|my)|next time (hell|shell|he will|she will|hes gonna|shes gonna) (use|get|bring) (the|his|her|a) (gun|knife|pistol|rifle)|(he|she|hes|shes|husband|wife|boyfriend|girlfriend|dad|father|son|ex)( \\w+){0,3} (holding|has|had|held|pointed|put) (a|the|his|her) (gun|knife|pistol|rifle) (to|on|at) (me|us|the kids|the baby|my (wife|kids|son|daughter|husband|mom|dad|baby|head|face|chest))|(pointed|pointing) (a|the|his|her) (gun|knife|pistol|rifle) (at|on) (me|us|her|him|them|the kids|my(?! (own )?(head|mouth|temple|chin|chest|face|heart)( |$)))",
  ]),

  // Round 7: round 5's medic-en set (rural veterans and families, dark humour, hunting), once
  // measured on the merged round-6 screen, read for the kinds it missed, written as classes: a
  // question about survivors beside a place, a means set up or a staged accident; waiting for
  // someone with a weapon; weapon talk that is ownership, long ago or a figure of speech.
  ...rules("place", "medic-en-r5", [
    "(sittin|sitting|standin|standing|perched|parked|leanin|leaning) (on|over|at) (the|a) (\\w+ )?(rail|railing|guardrail|edge|ledge|overlook|trestle|dam)|(im|i am|sittin|sitting|parked|standing|standin) (at|on) the (\\w+ ){0,2}(overlook|trestle|dam|quarry|bluff)",
  ]),
  ...rules("place", "medic-en-r5", [
    `(drove|drive|driving|drivin|walked|walking|went|headed|heading|hiked|going|goin|came) (out |down |up |over )?(to|into) the (\\w+ )?(lake|river|woods|bridge|creek|dam|quarry|overlook|mountains|ridge|tracks|cemetery|beach|pier|reservoir|bluff|holler)( \\w+){0,4} with (my|a|the|his|her|some|all my|all of my) (\\w+ ){0,4}${MEANS}`,
  ]),
  ...rules("intent", "medic-en-r5", [
    "(going|goin|headed|heading|driving|drivin|walking|walkin|gonna go|fixin to go) (out |up |down |over )?to the (\\w+ ){0,2}(bridge|overpass|overlook|trestle|dam|cliff|bluff|quarry)(?!( \\w+){0,4} (to|for|and) (fish|fishing|work|a job|the meeting|hike|hiking|pictures|photos|the view|a picnic|walk|cross into|cross the border|drive across))",
    "(make|makin|making|so|to) (it|this|that) (look|looks|seem|seems) like (a|an) (wreck|accident|crash|hunting accident|heart attack|overdose)|(drive|drove|drivin|driving|run|ran|put|steer) (my |the )?(truck|car|jeep|bike)? ?(off|into) (the|a) (\\w+ ){0,2}(road|gap|cliff|bridge|mountain|ridge|embankment|overlook|river|lake|quarry|tree|pole|semi)(?! in (19|20)\\d\\d)",
    "(not|no|aint|isnt) (a )?hypothetical(ly)?|(if|when) i do it (before|after|on|this|next|tonight|tomorrow)|(do|doing) it before (my|the|next)",
    "(died|passed|gone|lost (her|him))( \\w+){0,8} (going|gonna|fixin|ready|about) to (see|be with|join|go be with) (her|him|them)",
    "(dont|doesnt|wont|dont have to|doesnt have to|wont have to|not have to) (have to )?clean (up|it up|anything up)|(so|that) (she|my wife|my kids|nobody|no one|they|the kids)( \\w+){0,2} (dont|doesnt|wont|dont have to|doesnt have to|never has to) find (me|it)",
  ]),
  ...rules("meansReady", "medic-en-r5", [
    "(beam|rafter|joist|limb|branch|hook|pipe|railing)( \\w+){0,4} (hold|holds|hold up|take|bear|support) (my|his|her|a mans) weight|(hold|holds) (my|his) weight",
    "(tied|tyin|tying|hung|hanging|rigged|threw|throwed) (a|the|my|up a|off a) (rope|noose|belt|cord|extension cord|chain)( \\w+){0,3} (off|up|over|to|from|in|around)|(hose|tube|pipe)( \\w+){0,4} (from|off|to|on) the (muffler|tailpipe|exhaust)|(hose|tube|pipe)( \\w+){0,6} (into|in) the (cab|car|truck|window)|(hose|tube|pipe) (for|to|on) the (tailpipe|exhaust)|tailpipe|(garage|door|doors|windows?|vents?)( \\w+){0,2} (seals?|sealed|taped|towels?)( (good|shut|up|tight))?|bought (a |the )?(new |some )?(rope|hose|tarp|tube|charcoal|chain|extension cord|shells|ammo|rounds)(?! (to|for) (tie|tying|haul|hauling|the (hay|boat|trailer|tarp|dock|swing|horse|cattle|cows|goats|fence|tree stand))( |$))|the whole (bottle|pack|box|script)|(took|swallowed|downed) (them|it|em|the \\w+)( \\w+){0,2} (an|a|bout an|about an|half an) hour ago",
  ]),
  ...rules("farewell", "medic-en-r5", [
    "(already )?(wrote|written|left|writ) (the|a|my) note|the note (is|its|s) (in|on|under|by)",
  ]),
  ...rules("deathBenefit", "medic-en-r5", [
    "stop (my|the|his|her) (checks|payments|benefits|comp|compensation)|(who|what number|which number|the number) (she|my wife|my family|they|my kids|my husband) (calls|call|should call|needs to call)|who (handles|gets|takes) the (house|truck|land|farm|guns|dog|place) after|(when|if) a (vet|veteran) (dies|passes)|(vet|veteran) dies at home|who calls the va|(she|my wife|my kids|they) (gets|get) the benefits",
  ]),
  ...rules("harm", "medic-en-r5", [
    "(wait|waiting|waitin|sittin|sitting)( on| for)? (him|her|them)( \\w+){0,3} (in|at|outside|by|behind|near) (the |his |her |their )?(\\w+ )?(parking|garage|lot|car|truck|house|work|office|door|gym|porch|driveway|place|home|shop|mailbox)|(waiting|wait|waitin|sittin|sitting)( \\w+){0,4} (on|for) (him|her|them) to (get|come|pull) (home|back|out|off|in|up)|(hell|shell|theyll|he will|she will|they will) get what (he|she|they) (gave|give|deserves?|had coming)",
  ]),
  ...rules("harm", "medic-en-r5", [
    "(nobody|no one|not one|nobodys|nobody is|no ones) (is )?(leavin|leaving|walkin|walking|gettin|getting|goin|going) (out )?(till|until|til|alive)|(shoot|shootin|shooting|kill|stab|hurt|blast) (the|that|any|a) (deputy|deputies|sheriff|officer|officers|cop|cops|agent|marshal|repo man|process server|landlord|bailiff|game warden)|(guns|rifles|shotguns) (at|in|by) (every|each|all the) (window|windows|door|doors)|(know|knows|knew|found out|figured out) where (she|he|they) (parks|lives|works|sleeps|drinks)",
  ]),
  ...rules("harm", "medic-en-r5", [
    "(hes|shes|theyre|he is|she is|they are|youre|hell be|shell be|theyll be) (getting|gonna get|going to get|gettin|catching|gonna catch) (buckshot|lead|a bullet|a round|one in the \\w+|a load of \\w+)|(better not|best not|better stay off|better not set foot|dont let (him|them|her)) (come|coming|set foot|step|show|showing)( \\w+){0,4} (drive|driveway|property|porch|land|yard|road|here|my|this)|let (them|em|him|her) come( \\w+){0,3} (im|i am|ill be) (ready|waiting)",
    `(be |ill be |i will be |im |i am )?(waiting|waitin|sitting|sittin|parked) (in|at|by|outside|across from|down from|behind) (the|his|her|their) (\\w+ ){0,2}(lot|parking|door|house|place|work|office|porch|driveway|truck|car|gate|shop) with (my|a|the|his) (\\w+ )?(${GUN}|9|40|380|22|weapon|shotgun|rifle)`,
  ]),
  ...rules("harm", "medic-en-r5", [
    `(show|showing|showed|turn|turning|turned|roll|rolling) up (at|to|in) (\\w+ ){0,3}with (a|my|the|his|her) (\\w+ )?(${GUN}|shotgun|weapon)`,
  ]),
  ...rules("harm", "medic-en-r5", [
    "(somebody|someone|people|somebodys|someones|everybody|everyone|one of them|one of em)( \\w+){0,4} (is |are |gonna be |going to be )?(going|goin|gonna go|leaving|leavin) (home )?in a (bag|box|body bag)|(put|putting|throw|throwing|dump|dumping) (him|her|them) in the (river|lake|ditch|dirt|woods|creek|quarry)|while (shes|hes|theyre|she is|he is|they are) (in it|inside|in there|asleep|sleeping)" +
      // Round 68: a fire or a weapon beside it, not "does he get paid while hes in it" of a program.
      besideWords(
        "burn\\w*|fire|gas|gasoline|light it|torch\\w*|lock\\w*|gun|shoot|kill|matches|lighter|propane|bomb|blow it up|door shut",
      ),
  ]),
  ...rules("thirdPartyDanger", "medic-en-r5", [
    "(found|read|got) (my |our |his |her )?(\\w+ )?(letter|letters|note|goodbye letter) (to|for) (us|me|the family|my mom|the kids|everyone|everybody)|(his|her) (gun|rifle|pistol|shotgun|guns|rifles) (is |are |s )?(gone|missing)",
  ]),
  ...rules("grievance", "medic-en-r5", [
    "where (that|the|he|she|they) (\\w+ )?(drinks|works|lives|parks|hangs out|eats|goes|sleeps)|(bullied|picked on|harassed|jumped|humiliated) (me|him|her|my)",
  ]),
  ...rules("weapon", "medic-en-r5", [
    "rifles|shotguns|pistols|handguns|30 30|30 06|3006|38 special|357|308|12 gauge|deer rifle|(the|my|his) 38",
  ]),
  ...rules("hopeless", "medic-en-r5", [
    "(and )?(honestly |frankly )?(id|i would|i d) let it|(dont|do not) know what (ill|i will|i might|i would|id) do( \\w+){0,3} (i really dont|honestly|anymore)|nothin left|(whats|what is) (even )?left to lose|(thinkin|thinking|think|thought|been thinkin|been thinking) (a lot |alot |lots |a bunch )?about (the end|dying|my death|being gone|not being here)|(shoulda|should have|should of|shouldve) died (with|over there|in|too|instead)|only way (out|outta)( of)?( \\w+){0,6} (is|in) (a box|a pine box|a body bag|the ground)|(leave|leaving|go out) in a (box|pine box|body bag)",
  ]),
  ...rules("benign", "medic-en-r5", [
    "(trying|tryin|tryna|out) to kill me|(shed|hed|theyd|she would|he would|they would|she will|he will|shell|hell|theyll|gonna|going to) (kill|murder|strangle) me (if|when)|(about|almost|nearly) (shot|spit|spat|snorted) (my )?(coffee|drink|beer|soda|milk|water|tea) (out|through)|(healthy|fit|strong) as a (horse|ox)|(im|i am) (\\d+ and )?(healthy|in good health)|(buddy|friend|he|she|brother|dad|husband|son) ate (his|her) gun|(his|her) (widow|widower|surviving spouse)|went off next to me",
  ]),
  ...rules("laugh", "medic-en-r5", [
    "(just|only|im|i was|i m) kidding|(?<!(aint|ain t|not|no|never|dont|don t|do not)( \\w+){0,2} )kiddin",
  ]),
  ...rules("past", "medic-en-r5", [
    "(in|back in|since|from|during) (6\\d|7\\d|8\\d|9\\d)(?! (days|day|minutes|percent|miles|years|months|pills|rounds))",
  ]),
  // Round 17 (skidrow-en): a question whether a weapon may be kept, stored or parked somewhere is
  // about owning it ("my old mans shotgun, can I keep it in my VASH apartment or is that against
  // the lease", "the rifle is locked in my trunk, is that a problem parking at the VA lot").
  ...rules("owning", "skidrow-en-r17", [
    "(can|could|may) (i|we|he|she) (legally )?(keep|have|bring|store|carry|own|park with) (it|them|one|my \\w+|a (gun|rifle|pistol|shotgun|firearm)|guns|firearms|weapons)( \\w+){0,2} (in|at|on|inside) (my|the|a|his|her|our)|is (that|it|this) against the (lease|rules|law|policy)|(am i|is he|is she|are we|are vets|are veterans) allowed to (have|keep|bring|store|carry|own)|(gun|guns|rifle|rifles|pistol|shotgun|firearm|firearms|weapon|weapons|it|they) (is|are|s|stays|stay) (kept |stored )?(locked|unloaded)( up)? in (my|the|his|her) (trunk|safe|case|truck|car|glovebox|gun safe)",
  ]),
  ...rules("owning", "medic-en-r5", [
    "like (every|any) (other )?(\\w+ )?(guy|man|vet|veteran|person|one|hunter|body|family)( \\w+){0,2}|for (home |house )?(protection|defense|defence|security)|(a|new|buy|buying|bought) gun safe|safe for (my|the) (guns|rifles|pistols|firearms)|(concealed )?carry (permit|license)|registered|(home )?security system|deer (season|hunting|camp|tags?)|inherited|heirloom|collector|(gun|firearm) collection|hunting (season|license|trip|lease)",
  ]),
  // Round 8: broad classes from the kinds round 6 missed (nurse-en), each checked on every set.
  // Medication saved up or counted toward a number; a dose asked for that stops breathing.
  ...rules("meansReady", "nurse-en-r6", [
    `(?!(.* )?(dementia|alzheimer\\w*|forgetful|forgets|confused|couch cushions)( |$))(?<!(^| )(dementia|alzheimer\\w*|forgetful|forgets|confused|couch cushions)( .*)?)(hoarding|hoarded|hoard|stacking|stacked|stockpiling|stockpiled|saving up|saved up|been saving|squirreling|stashing|stashed|collecting|hiding) (away |up )?(my |his |her |all my |all the |the |some |extra )?(\\w+ )?${PILLS}|got \\d+ (now|saved|so far)( \\w+){0,2} need \\d+`,
    "(razor|razors|razor blades|blades|blade|box cutter|knife|knives)( are| is|s)? (out|laid out|lined up|ready|sitting out)|(one|a single|only one|just one|1) (round|bullet|shell)(?! (of|trip|table|robin))|(a|one|the) round chambered|(round|one|bullet) in the chamber",
  ]),
  ...rules("meansReady", "nurse-en-r6", [
    `(washed|washing|chased|chasing|mixed|mixing|took|downed|popped)( it| them)? (down )?(my |the |all my |a bunch of |some )?(\\w+ )?${PILLS}( down)? with (vodka|whiskey|whisky|beer|booze|alcohol|liquor|wine|jack|tequila|rum|a fifth|a bottle)`,
  ]),
  ...rules("lethality", "nurse-en-r6", [
    `helium|exit bag|nitrogen (hypoxia|bag|tank)|(the )?(painless|least painful) (way|ways|method|methods)|(quickest|fastest|surest|easiest) (way|ways|method) to (die|go out|end it|do it|kill myself|check out)|(stops?|stopping|shuts? down) (your|my|the|ones|a persons) (breathing|heart|lungs)|(lethal|fatal|deadly|killing) (dose|amount)( of| for)?( \\w+){0,2} (${PILLS}|for (me|a man|someone|a person|my weight))|enough ${PILLS}? ?to (die|not wake up|kill(?! (a|an) (man|horse|elephant|cow|bull|mule|person|grown man|moose|ox|bear)( |$))|do it|stop)|(max|maximum|most)( \\w+){0,3} (before|till|until) (it|you|i|they) (die|dies|stop|stops|od|kills?)`,
  ]),
  // A staged accident, a curve not taken, a video or letter left for the kids, joining the dead.
  ...rules("intent", "nurse-en-r6", [
    "(look|looks|count|counts|pass|passes|ruled|seem) (like |as )?(an? )?accident|make it look like|(talk|talks|talking) me out of it|(convince|convinces) me not to|end up in the same (place|ground|cemetery)|(join|joining|be with) (him|her|them|my \\w+)( \\w+){0,2} (soon|tonight|tomorrow|again soon|there)|(decided|figured out|planned|worked out) (how|when|where)( im| i|ill|i will)?( \\w+){0,2} (do it|go|end it|gonna do it)|before i do it|before i go through with it|finishing the job|(?<!(^| )(19|20)\\d\\d( \\w+){0,3} )(?<!(long time ago|years ago|gods grace|god s grace)( \\w+){0,6} )(ive|i have|i) (made|make) (up )?my (mind|peace)",
  ]),
  ...rules("farewell", "nurse-en-r6", [
    "(leave|leaving|record|recording|write|writing|make|making|film) (a |my |one last |last )?(video|letter|letters|message|note|recording) (for|to) (my )?(kids|children|wife|husband|family|son|daughter|mom|parents|girls|boys)|(giving|gave|gives|give) away (all )?(his|her|my) (stuff|things|guns|tools|gear|belongings|hunting)",
  ]),
  // Already a ghost, nobody would miss me, should not be here, cannot last, dark nights beside a gun.
  ...rules("hopeless", "nurse-en-r6", [
    "(no longer|do not|dont|not) (wish|want|care) to (continue|go on|live|carry on)|(wont|will not|isnt going to|not going to|not gonna|aint gonna|wouldnt) (need|be needing) (them|em|it|those|these|any of (it|this|that)) (anymore|any more|much longer|where (im|hes|shes) going)|(feel|feeling|felt|like) (like )?(a ghost( \\w+){0,2} (already|in my own)|a ghost already|im already dead|i (already )?died (over there|back then|already|inside|that night))|(im|i am) (already )?(dead inside|already dead)|(god|lord|jesus)( please)?( just)? (take|call|bring) me( home)?|(im|i am|i m|i|im just|just) (ready|want|wanna|waiting|praying|asking) (god |the lord )?to (go home to|meet|be with|see|take me|call me home|go to heaven)( jesus| god| the lord| my maker| my savior)?|tired of (surviving|being alive|being here|living)|(nobody|no one|noone) (would|will|is gonna|is going to|gonna) (miss|cry for|notice|care)( me|if)|(i )?(shouldnt|should not) (be here|still be here|be alive|have (made it|come home|survived|come back))|(dont|do not) think (ill|i will|i am going to|im gonna|i can) (make it|last|be around|be here|hold on)( to| till| until| past| through| much| long)",
    `(${GUN}|guns|firearms)( \\w+){0,8} (bad|rough|dark|hard|long) (nights|thoughts|days)|(bad|dark|ugly) thoughts|(cant|can not|cannot) stop thinking about (it|them|my ${GUN}|the ${GUN}|that ${GUN})|(doesnt|does not|dont|do not) matter anymore`,
  ]),
  // Someone else: gas or exhaust smelled, a note not to come in, a person held by someone armed.
  ...rules("hopeless", "nurse-en-r6", [
    "(no longer|do not|dont|not) (wish|want|care) to (continue|go on|live|carry on)|(who|that) (died|didnt make it|didnt come (back|home)|got killed)( \\w+){0,3} (had it|got it|have it) (easier|easy|better|lucky)|(the )?lucky ones (died|were the ones who died|didnt come (back|home))",
  ]),
  ...rules("thirdPartyDanger", "nurse-en-r6", [
    "empty (pill )?bottles (everywhere|all over|around (him|her)|next to (him|her))|(he|she|hes|shes|wife|husband|son|daughter|dad|mom)( is|s)? (passed out |collapsed |unconscious |lying )?on the (\\w+ )?floor|smell (gas|exhaust|fumes|smoke)|(note|sign) on (his|her|the) (door|bedroom door)|(dont|do not) come in( \\w+){0,3} call",
  ]),
  ...rules("harm", "nurse-en-r6", [
    `${GUN}( \\w+){0,3} (and )?(wont|will not|isnt|is not|not) (let|letting) (her|him|them|us|my \\w+) (leave|go|out|come out|get out)|(wont|will not|isnt|not) (let|letting) (her|him|them|us|my \\w+) (leave|go|out)( \\w+){0,4} (with|holding|has|got) (a|his|her|the) ${GUN}`,
  ]),
  // Threats told as a burial or a family taken along, an assailant found, a bat and a tank of gas.
  ...rules("harm", "nurse-en-r6", [
    "(about to|gonna|going to|im gonna|ill|i will|fixing to|finna|want to|wanna|gotta) (put|send|lay) (\\w+ ){1,5}(in the ground|in the dirt|six feet under|in a (box|grave|body bag|pine box)|to the morgue|in the (hospital|icu|er))|(take|taking|takes|bring|bringing) (the whole family|us all|all of us|everyone|everybody|the kids|me and the kids|us) (with (him|her|me|them)|down with (him|her|me))",
    "(raped|assaulted|attacked|abused|molested|hurt) me( \\w+){0,12} (i )?(found|tracked down|located|know where) (him|her|them|where)|my (rapist|abuser|attacker)( \\w+){0,6} (i )?(found|tracked down|located|know where)",
  ]),
  ...rules("weapon", "nurse-en-r6", [
    "(baseball )?bat|tire iron|crowbar|machete|hatchet|axe|gas can|(tank|can|jug) of gas|gasoline|lighter fluid",
  ]),
  ...rules("grievance", "nurse-en-r6", [
    "(keeps?|kept|been) (talking|talkin) (shit|trash|smack|crap)|disrespect(ed|ing)? me",
  ]),
  // The two-year suicide clause of one's own policy counted down (a date for a plan).
  ...rules("intent", "nurse-en-r6", [
    "(exclusion|waiting period|clause|two years|2 years)( \\w+){0,2} (should be|is|must be|are|be|is now) (done|over|up|passed)|(hold on|wait|hang on|hold out|last) (another|\\d+ more|a few more|\\w+ more)( \\w+)? (months|weeks|years)|(i )?(passed|past|hit) the (2|two) (years|year mark)|(ive|i have) had it (over|for over|more than|past) (2|two)",
  ]),
  // Ordinary talk of death: wills and pre-need planning, everybody dies someday, a death told as history.
  ...rules("benign", "nurse-en-r6", [
    "(were|we are|both|both \\d+ and) (healthy|in good health|in great health)|just being (responsible|prepared|practical)|(doing|writing|updating|making) (our|my|his|her) (wills?|estate plan|trust)|pre need|pre planning|pre plan|preplan|(all|everybody|everyone|we all) (gonna|going to|is going to|are going to|will) die (someday|sometime|eventually|one day)|die with (your|my|his|her) (paperwork|boots)|(she|he)s at peace|(nearly|almost) died( of| from| last| when| in)|heart attack|(late|deceased) (husband|wife|father|dad|mother|mom)s?",
  ]),
  // Round 11, from round 9's lakota-en set after its first round: a death made to look like an
  // accident, a service weapon to be used, an overdose already taken, threats told as a lesson.
  ...rules("suicide", "lakota-en-r9", [
    "(wasnt|was not|isnt|is not|look like|looks like|make it look like|like it was) an accident( \\w+){0,4} (thats the point|on purpose)|(let|letting) go of the wheel|(nobody|no one) (would|will) know it (wasnt|was not|isnt) an accident",
    "(took|swallowed|downed|did) (them|em|it|all of them|all of it|the whole bottle)( \\w+){0,6} (everything|eyes|vision|room|world)( is| s)? (getting |going |gone )?(blurry|dark|fuzzy|spinning|fading)",
  ]),
  ...rules("meansReady", "lakota-en-r9", [
    `(gonna|going to|will|about to|plan to|planning to|fixing to|finna)( \\w+){0,8} use (my|the|his|her|that) (old )?(service )?(weapon|${GUN})(?! (for|to (hunt|go|shoot|practice|clean)|at the range|on (deer|hogs|coyotes|targets)|hunting|this season))`,
    "pockets full of (rocks|stones)|(rocks|stones) in my pockets",
  ]),
  ...rules("harm", "lakota-en-r9", [
    "(take|taking) out as many (of )?(those|these|the|them|of them)( \\w+){0,4} as i can|know where (he|she|they|my \\w+( \\w+)?|the \\w+|that \\w+) lives( \\w+){0,12} (going to|gonna|will|is about to) (find out|pay|regret|learn|see what)",
    "(run|running) (that|the|this|him|her) (\\w+ ){0,2}(cop|officer|deputy|trooper|guy|dude|lady|woman|man|bastard|bitch|prick) over",
  ]),
  // Round 11, from round 10's gulf-spouse-en set after its first round: a death set for a time
  // ("dead by morning"), heights and calibers asked so as not to survive, going over a bridge's
  // side, joining the dead at their graves, a gun fetched after a denial, threats told as a wait,
  // a bullet deserved, a body through a wall, a person run over.
  ...rules("suicide", "gulf-spouse-en-r10", [
    "(ill|i will|im gonna|gonna|going to|im going to) be (dead|gone) (by|before) (morning|tonight|tomorrow|sunrise|daylight|the weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)",
    "(cemetery|grave|graves|arlington)( \\w+){0,10} (go|gonna|going to|time to|about to) join (em|them|him|her)",
  ]),
  ...rules("lethality", "gulf-spouse-en-r10", [
    "how (high|tall|far up) (does|do|should|would|has to) (a|the) (bridge|building|fall|drop|cliff|overpass|roof)( \\w+){0,4} (be|need|needs)",
    "(caliber|gauge|round|bullet)( \\w+){0,5} (so|to make sure|that|and) (you|i|he|she) (dont|wont|doesnt|do not|will not) (survive|live|wake up|make it)",
  ]),
  ...rules("place", "gulf-spouse-en-r10", [
    "bridge( \\w+){0,12} (go|going|jump|step|climb|gonna go) (over|off)(?! (it|to|there|the (plans|details|paperwork)))",
  ]),
  ...rules("thirdPartyDanger", "gulf-spouse-en-r10", [
    `(went|gone|going|ran|headed) (in|into|to) the (bedroom|garage|basement|barn|shed|truck|closet)( \\w+){0,2} (for|with|to get) (his|her|the|a) ${GUN}`,
  ]),
  ...rules("harm", "gulf-spouse-en-r10", [
    "know where (\\w+ ){1,4}(parks|lives|works|sleeps)( \\w+){0,8} (waiting|wait|be waiting) for (him|her|them)",
    "(deserves?|deserve|earned) a bullet|(put|throw|slam|shove) (him|her|them|that \\w+) through (the|a) (wall|window|windshield|floor)",
    "(im|i am|gonna|going to|ill|i will) (running|run) (him|her|them) (over|down)(?! (to|there|at|for))",
  ]),
  // Round 12, from the false alarms of round 10's peer-en and round 11's chaplain-en, once
  // measured: suicide as a subject (a school report, a sermon, warning signs, a record), a past
  // attempt asked about for a claim, medicines asked about, and a gun asked about at the VA, at a
  // burial or in an estate. Frames only: anything about now still overrides them.
  ...rules("benign", "chaplain-en-r11", [
    "school (report|project|paper|assignment|essay)|(report|project|paper|essay|presentation|sermon|lesson|bulletin board|poster) (on|about|for)|(in|on) (my|his|her) (va |medical |service |military )?(records|chart)|ideation (in|on)",
    "(can|should|could|will|would|does|do|did) (i|that|it|this|they)( \\w+){0,5} (go|put|include|add|use|count|help|hurt|mention|list)( \\w+){0,4} (in|on|for|into|with) (my|the|a|his|her) (ptsd |mental health |depression |disability )?(claim|rating|c p|appeal|application)",
    "side effects?|pill organizer|(makes|make|made) me (so )?(sleepy|tired|drowsy|dizzy)|naloxone|narcan",
  ]),
  ...rules("benign", "peer-en-r10", [
    "rifle salute|(left|leave|inherit\\w*) (me |us |him |her )?(\\w+ )?(guns|rifles|pistols|firearms)|(doctor|nurse|provider|examiner|therapist|psychiatrist|psychologist|counselor|intake|social worker) (asked|asks|ask) (me )?(if|whether|about)",
  ]),
  // Round 12, from the misses of round 10's peer-en and round 11's chaplain-en, once measured:
  // overdose asked by the amount, how deep "to work", a train awaited on the platform, a goodbye
  // then hanging up, the last one meant to be the last, a date set, "dont call 911", the end of
  // one's rope, months one does not have in them, a score to settle and where they live.
  ...rules("lethality", "chaplain-en-r11", [
    "how (many|much)( \\w+){0,6} (is|would be|makes|counts as|be) (a |an )?(over dose|overdose|lethal|fatal|deadly)",
    "how deep (do|does|should|would|must|to|ya|u|you)( \\w+){0,6} (go|cut|need|have)( \\w+){0,4} (work|die|bleed|it)",
  ]),
  ...rules("place", "peer-en-r10", [
    "(platform|tracks)( \\w+){0,8} (next )?train (in|coming|is coming|comes)( \\w+){0,6} (not getting on|im not getting|not stepping|step off|jump|in front)",
  ]),
  ...rules("thirdPartyDanger", "peer-en-r10", [
    "(called|texted|calling|texting|call|text)( \\w+){0,3} from (the|a) (bridge|overpass|roof|cliff|tracks|river|lake|ledge|garage)( \\w+){0,6} (loves?|loved|goodbye|sorry|hung up|phone off)",
    "(loves?|loved) (us|you|me|them|yall|everyone|everybody|the kids)( \\w+){0,2} (and )?(then )?(hung up|turned (his|her) phone off)",
  ]),
  ...rules("intent", "peer-en-r10", [
    "(meant|supposed|going|gonna) to be (the|my) last (one|time|bag|hit|dose|bottle)|last one ever",
    "(bought|got|saved|have|scored) enough( \\w+){0,3} (so|to make sure|that) (i|he|she) (dont|wont|do not|will not|never|doesnt) (come back|wake up|make it)",
    "(dont|do not|dont you|no need to|please dont) (call|calling) (911|the cops|the police|anyone|nobody|for help)",
    "(ive|i have|i) (set|picked|chose|chosen) (the|a|my) (date|day)(?! (for|of|to) (the |our |my |a )?(wedding|surgery|closing|move|party|retirement|appointment|appt|exam|hearing|ceremony|reunion|trip|sale))",
  ]),
  ...rules("farewell", "peer-en-r10", [
    "(dog tags|tags|medals|keys|wallet|ring|watch|letters?)( \\w+){0,3} in (an|a|the) envelope( \\w+){0,2} for",
  ]),
  ...rules("hopeless", "chaplain-en-r11", [
    "(at|reached|hit|near|to) the end of (my|his|her) rope(?! (with|about|on|over|trying|dealing|waiting|here with))|deserve to (die|be dead)|(aint|dont|do not|wont) (got|have) (\\d+|six|two|three|a few|many|much|another) (more )?(months|weeks|days|years|winters) (left )?in (me|him)|(wont|will not|doesnt|dont think (it ll|itll|it will|itd|it would)) matter by then",
  ]),
  // Thoughts said to be back are about now, whatever long-ago frame sits beside them.
  ...rules("time", "chaplain-en-r11", [
    "(thoughts|urges|feelings|voices|those thoughts|the thoughts|it) (are|r|is|have|has|been|came|come|keep|keeps|started) (coming )?(back|returning|again)(?! (to (normal|work|school)|negative|denied|with|from))|(thinking|thought) about (it|ending it|suicide|killing myself) again",
    "(los pensamientos|las ganas|esas ideas|esos pensamientos|las ideas) (volvieron|regresaron|han vuelto|estan volviendo|de nuevo)",
  ]),
  ...rules("grievance", "peer-en-r10", [
    "(finding|find|found|look|looking|looked) (out |up )?where (he|she|they|that \\w+|the \\w+|my \\w+) (live|lives|sleep|sleeps|stays)",
  ]),
  ...rules("harm", "peer-en-r10", [
    "deserves? (what|whats) (i|he|she|hes|shes) (got|has|have) coming|(got|have) (something|what) coming (to|for) (him|her|them)",
    "(got|have|bought|made|carrying|grabbed) (a|my|the) (shank|shiv|blade|knife|bat|machete|hatchet)( \\w+){0,4} (not waiting|waiting for (him|her|them)|for (him|her|them))",
  ]),
  // Round 12, from round 11's crisisline-en once measured: a whole bottle eaten, which way works
  // faster or which vein, a goodbye passed on then voicemail, "going home" meant as dying, not
  // needing a burial form for long, wishing not to wake up; threats by a neck to break, what is
  // coming to someone, what he drives and when he leaves, a whole office taken along, a map of a
  // clinic posted, answering in person. And the ordinary talk it showed: a goodbye to a VSO or an
  // old site, dying happy or on a hill, grief counseling, a case manager's question, guns given
  // up for a baby, gone fishing, "last question i promise".
  ...rules("meansReady", "crisisline-en-r11", [
    "(ate|eaten|took|swallowed|downed|popped|chugged|drank) (a |the |my )?(whole|entire|full|all (of )?(the|my|his|her)) (bottle|pack|box|script|prescription|month)",
  ]),
  ...rules("lethality", "crisisline-en-r11", [
    "(carbon monoxide|co|exhaust|generator|charcoal|pills|hanging|bleach|antifreeze|insulin|gun|rope|helium)( \\w+){0,6} (work|works|kill|kills|act|acts) (faster|quicker|better|surer)",
    "(best|right|which|what|the) (vein|artery|spot|place) to (cut|slit|hit|aim|shoot|stab)",
  ]),
  ...rules("thirdPartyDanger", "crisisline-en-r11", [
    "(sent|texted|posted|said|wrote)( \\w+){0,4} tell (my|his|her) (mom|dad|mother|father|wife|kids|son|daughter|family)( \\w+){0,4} (love|loved|sorry|goodbye)",
    "(straight|right|goes|going) to (vm|voicemail|voice mail)( \\w+){0,8} (gun|guns|pistol|rifle|pills)|(gun|guns|pistol|rifle|pills)( \\w+){0,8} (straight|right|goes|going) to (vm|voicemail|voice mail)",
  ]),
  ...rules("intent", "crisisline-en-r11", [
    "(not|aint) the house( \\w+){0,3} home|(going|goin|heading|headed) home home|(im|i am) done fighting",
    "(wont|will not|aint gonna|not gonna|not going to) need (it|this|that|them|em|practice|my \\w+) (for )?(long|much longer)",
  ]),
  ...rules("deathBenefit", "crisisline-en-r11", ["cremat\\w*|urn|plot|casket|coffin"]),
  ...rules("afterMe", "crisisline-en-r11", ["(if|when|after) (im|i am|i m|my body is|they) (found|find me)"]),
  ...rules("hopeless", "crisisline-en-r11", [
    "wish (i|he|she) (would not|wouldnt|didnt|did not|dont|do not|would never|could just not) wake up",
  ]),
  ...rules("harm", "crisisline-en-r11", [
    "(break|snap|wring|crack) (his|her|their|that \\w+s?|the \\w+s?) (neck|skull|jaw)(?! (trying|to get|getting|over|for))",
    "(going to|gonna|will|is gonna|is going to) (get|gets|getting) (what s|whats|what is) coming( to (him|her|them))?",
    "(know|knows|found out|figured out) (what|where|when) (he|she|they) (drives|parks|leaves|gets off|lives)( \\w+){0,4} (and )?(what|where|when) (he|she|they) (drives|parks|leaves|gets off|lives)",
    "(taking|take|bring|bringing|gonna take) (the whole|all|everyone|everybody|the entire|half)( \\w+){0,4} with me",
    "(posted|drew|drawing|sent|shared) (a |the )?(map|floor plan|layout)( \\w+){0,3} of (the|a) (va|clinic|office|hospital|building|school)",
    "(going to|gonna|will|is gonna) answer to me( in person)?|(ill|i will|im gonna|i ll) be waiting for (her|him|them|that \\w+)(?!.* (airport|flight|lands|landing|bus|train station|pickup|graduation|ceremony|birthday|bday|surgery|discharge|discharged|recovery|dinner|lunch|church)( |$))(?<!(^| )(airport|flight|lands|landing|bus|train station|pickup|graduation|ceremony|birthday|bday|surgery|discharge|discharged|recovery|dinner|lunch|church)( .*)?)",
    "there (will|ll|is going to|s gonna|s going to) be (bodies|blood|casualties|a body count)|body count|consider (yourselves|yourself|this) (warned|a warning)",
  ]),
  ...rules("benign", "crisisline-en-r11", [
    "(say|said|saying|tell) goodbye to (my |our |the )?(old |current )?(vso|rep|representative|doctor|provider|pcp|counselor|therapist|job|career|truck|car|house|apartment|account|fax|agent)|goodbye \\w+( \\w+)? hello|(goodbye|bye bye|so long) (to )?(ebenefits|fax|the fax machine|fax machine|paper forms)",
    "(could|can|would|will) (now |just )?die (a )?happy|die on (this|that) hill|hill to die on",
    "grief counsel\\w*|bereavement|grief group",
    "(get rid of|sell|selling|donate|turn in) (my |some |the |these |his |her |our |old |an |a )*(guns?|rifles?|firearms?|pistols?|shotguns?)( \\w+){0,10} (baby|dementia|pregnant|wife wants|legal|legally)",
  ]),
  // Round 12, from round 11's guard-en once measured: a count asked about as "enough", doing what
  // a named buddy did the same way, a drive into a tree no one will know was no accident, sitting
  // on the tracks, making sure of it this week, a friend who said he would blow his brains out, two
  // in the chest, a named rater to kill, whether it would matter if one were dead, belongings given
  // away, "before i take these". And its ordinary talk: pills that make one feel dead, hold music
  // that will be the death of one, a burden on the system, the last thing one needs, a mother who
  // passed last month, a bridge loan, a church ministry or bulletin, a buddy's memory, a rifle for
  // deer camp, a pistol kept locked up, gone are the days.
  ...rules("lethality", "guard-en-r11", [
    "(is|are|would|will) \\d+( of (my|these|the|his|her|them))?( \\w+){0,2} (enough|too many|a lot|gonna do it)",
  ]),
  ...rules("intent", "guard-en-r11", [
    "(do|doing|gonna do|going to do) what (\\w+ ){1,2}did( \\w+){0,3} same way|same way,? same day|(know|knows|think|tell) it (wasnt|was not|aint) (an? )?accident",
    "(drive|driving|drove|gonna drive|run|crash|wreck) (my (truck|car) )?(into|in to|off) (that|a|the) (tree|oak|pole|wall|bridge|abutment|pillar|cliff|overpass|semi)",
    "(im|i am|ill|i will) (making|make) sure of (that|it)",
  ]),
  ...rules("place", "guard-en-r11", [
    "(sitting|sittin|standing|laying|lying|parked|sat) on the (tracks|rails|train tracks|railroad)",
  ]),
  ...rules("meansReady", "guard-en-r11", ["before i (take|swallow|down) (these|them|those|all of (them|these|those))"]),
  ...rules("time", "guard-en-r11", [
    "after this (chat|call|message|conversation|text)|(i )?still (want to|wanna|think about it|thinking about it|think about (dying|ending it))|(?<!(can|could|should|may|do|does) (he|she|i|we|they|you) |(in|it in|them in|this in) to )(try|tried|tries|do it|did it|attempt) (it )?again(?! (now that|with|for|on|to file|to apply|later|next year))|this time (i|im|i m|ill)",
  ]),
  ...rules("thirdPartyDanger", "guard-en-r11", [
    "(saying|said|says|sayin) (hes|he is|shes|she is|he was|she was|they re|theyre)( gonna| going to| about to)? (blow (his|her|their) brains out|kill (himself|herself|themselves)|end it|shoot (himself|herself))",
  ]),
  ...rules("harm", "guard-en-r11", [
    "put (one|two|three|a round|a bullet|a few|\\d+) (in|into|through) (the|his|her|their) (chest|head|face|back|skull)",
    "(?!(?<=(^| )(could|coulda|couldve|could have)( just)? )(strangle|choke) )(kill|shoot|stab|hurt|murder|strangle) (that|the|this) (rater|examiner|vsr|doctor|nurse|clerk|lady|guy|man|woman|employee|psychiatrist|counselor|supervisor|receptionist|vso|landlord)(?! (lol|jk))(?! in (the |my |a )?(dreams?|nightmares?)(?! (center|centre|clinic|lab|team|program))(?= |$))( \\w+){0,4} (who|that|at|in|from)",
  ]),
  ...rules("hopeless", "guard-en-r11", [
    "(would|does|will) (it|anyone|anybody) (even )?(matter|care|notice) if i (was|were|died|am|disappeared)( dead| gone)?",
  ]),
  ...rules("farewell", "guard-en-r11", [
    "(giving|gave|give|given) away (his|her|my|all (of )?(his|her|my)|their) (stuff|things|belongings|guns|tools|possessions|clothes|medals)",
  ]),
  ...rules("benign", "guard-en-r11", [
    "(make|makes|made|making) me feel (dead|like a zombie|like the walking dead)|feel dead (in the morning|all day)|be the death of me",
    "burden on (the )?(system|taxpayers|va)|(not|aint|dont want to be|never wanted to be) (trying to be )?a burden but|last time (i|we) (went|called|was|were|saw|tried)",
    "(mother|mom|mama|dad|daddy|father|husband|wife|grandma|grandpa|grandmother|grandfather|uncle|aunt) passed (away )?(last|this|in|on|a|two|three|back)",
    "bridge loan|outreach ministry|(church|veterans|mens|womens) ministry|bulletin|gone are the days",
    "(deer|elk|duck|turkey|hunting) camp",
  ]),
  // Round 12, from round 12's trucker-en once measured: a last transmission, a bottle eaten, the
  // max before the heart stops, every pill in the house, walking or driving off the edge, how many
  // milligrams kill, forgiveness asked for what one is fixing to do, wrists in warm water, a quiet
  // spot by the lake, "im gonna kill myself" said beside a laugh (not "if"); threats by shooting a
  // place up, burning a center with people in it, a list of names gone down, a rig run into a
  // crowd, the next employee getting shot, a beating to death; "not the sleepy kind" of tired; a
  // husband who said he will take the boat out and not come back.
  ...rules("intent", "trucker-en-r12", [
    "last transmission|10 7 for good|(signing|going) off (the air )?for good",
    "(forgive|forgives|forgiven) me for what (im|i am|i m) (fixin|fixing|about|going|gonna|finna)",
    "(?<!(telling|tells|told|says|said|thinks|think)( (me|him|her))? )(im|i am|i m|ima|imma) (gonna|going to|about to|finna) (kill myself|kms|end it all|end my life)(?! (if|when|lol if|working|with (work|overtime)))",
    "(walk|walking|step|stepping|jump|jumping|drive|driving|roll|rolling) off (the|that) (edge|ledge|dam|bridge|cliff|roof|side|mountain)",
    // Round 32 (norfolk-en, round 37, read after its first round): the decision that stands
    // whatever the answer ("…will my ex still get survivor benefits… im jumping either way").
    "(im|i m|i am) (jumping|doing it|going through with it) either way",
  ]),
  // Round 37: a burial asked about for the writer ("how much does the va give for burial? its for
  // me"; round 42's hyattsville-es wrote it in Spanish), not for the writer and a spouse.
  ...rules("afterMe", "hyattsville-es-r42", [
    "(burial|funeral|plot|headstone|cremation|casket|grave|cemetery)( \\w+){0,12} (its|it s|it is|this is|thats|that s) (for )?(me|myself)(?= |$)(?! (and|n|too|or|not) )(?!.* (planning ahead|plan ahead|pre need|preneed|someday|some day|one day|when the time comes|ahead of time|eventually|down the road|years from now|at \\d\\d)( |$))",
  ]),
  // Round 37 (round 42's reno-en): someone showing a weapon and saying they will be waiting for the
  // writer ("guy at my table just flashed a gun in his waistband and said hell be waiting for me in
  // the parking lot after shift"): a threat at hand, 911 first; not said laughing.
  ...rules("harm", "reno-en-r42", [
    `(flashed|flashing|showed|showing|pulled|pulling|pointed|pointing|waved|waving) (me )?(a |an |his |her |their |the )?(?!(new|pocket|hunting|fishing|swiss|army) )(\\w+ )?${WEAPON_HELD}( \\w+){0,12} (said|says|saying|told me|telling me|tellin me)( that)? (hell|he will|hed|he would|hes gonna|hes going to|shell|she will|shed|she would|shes gonna|shes going to|theyll|they will|theyd|they would|theyre gonna|theyre going to) (be )?(waiting|wait|get me|find me|catch me|come for me)(?= |$)(?!( \\w+){0,4} (bus stop|school|practice|game|lunch|dinner|the car|the truck|church)( |$))(?!( \\w+){0,3} (at|by|in) the (range|club|lease|deer stand|stand|blind|camp|shop|gunsmith|class|course|gun show|meet|match)( |$))(?!.* (lol|lmao|haha\\w*|jk|jaja\\w*)( |$))`,
  ]),
  // Round 37 (round 42's birmingham-en and reno-en): over the side from a height ("gonna go up on
  // Vulcan tonight and go over the side"), and a death timed to a benefit ("need to know my wife be
  // ok after i do it", "after im dead. need to time this right").
  ...rules("place", "birmingham-en-r42", [
    "(go|going|gonna go|jump|jumping|step|stepping|climb|climbing) (over|off) the (side|rail|railing|guardrail)(?! (of (the|my|his|her|a) (bed|couch|pool|boat|road|truck|bunk|ship|humvee)|with|to (fix|check|look|get|grab|see|paint))( |$))(?!.* (hurt|injured|injury|slipped|fell|knee|back|ship|deck|humvee|drill|drills|paint|years ago|19\\d\\d|20\\d\\d)( |$))(?<!(^| )(hurt|injured|injury|slipped|fell|knee|back|ship|deck|humvee|drill|drills|paint)( .*)? (go|going|gonna go|jump|jumping|step|stepping|climb|climbing) (over|off) the (side|rail|railing|guardrail))(?:(?=.* (bridge|dam|overlook|garage|roof|cliff|pier|balcony|building|tonight|now|done|its over|goodbye|vulcan)( |$))|(?<=(^| )(bridge|dam|overlook|garage|roof|cliff|pier|balcony|building|tonight|now|vulcan) .*))",
  ]),
  ...rules("afterMe", "reno-en-r42", [
    "(when|once) i finally do it(?!.* (file|filed|filing|intent to file|form|forms|send|upload|apply|application|direct deposit|receipt|confirmation|rating|claim|claims|appeal)( |$))",
  ]),
  ...rules("intent", "reno-en-r42", [
    "(after|once|when) i (do it|go through with it|finally do it)(?! (online|on va gov|on the (website|site|app|computer|phone)|myself|by myself|in person|by mail|through|with (a|my|the) (vso|rep|lawyer))( |$))(?!.* (file|filed|filing|intent to file|form|forms|send|upload|apply|application|direct deposit|receipt|confirmation|rating|claim|claims|appeal|retire|retirement|quit|quitting|smoking|trust|will|estate)( |$))(?:(?=.* (wife|husband|kids|kid|family|son|daughter|boy|girl|dic|sbp|insurance|vgli|sgli|survivors?|beneficiary|chapter 35|dea|burial|pension|be ok|taken care of|provided for|she gets|he gets|they get|gets the check|get the check)( |$))|(?<=(^| )(wife|husband|kids|kid|family|son|daughter|boy|girl|dic|sbp|insurance|vgli|sgli|survivors?|beneficiary|chapter 35|dea|burial|pension|be ok|taken care of|provided for|she gets|he gets|they get|gets the check|get the check) .*))",
    "(need|needs|want|have|got|gotta) to time (it|this|things|everything) (right|just right)(?!.* (enrollment|open season|deadline|appeal|filing|file|claim|rating|intent to file|appointment|retire|retirement|quit|trust|sbp)( |$))(?:(?=.* (wife|husband|kids|kid|family|son|daughter|boy|girl|dic|sbp|insurance|vgli|sgli|survivors?|beneficiary|chapter 35|dea|burial|pension|be ok|taken care of|provided for|she gets|he gets|they get|gets the check|get the check)( |$))|(?<=(^| )(wife|husband|kids|kid|family|son|daughter|boy|girl|dic|sbp|insurance|vgli|sgli|survivors?|beneficiary|chapter 35|dea|burial|pension|be ok|taken care of|provided for|she gets|he gets|they get|gets the check|get the check) .*))",
  ]),
  // Round 37, from round 43's asl-en (a Deaf veteran's ASL-shaped English, articles and "is" left
  // out, "me" for "I") and pensacola-en (a Gulf Coast charter captain, his son's gamer talk), read
  // after their first round: a car running in a shut garage, every pill in one bowl, "pills taken"
  // at the end, the rope or the river that will take the rest, a mistake to fix this week, the top
  // level of a parking ramp with despair beside it, the last claim one will ever file.
  ...rules("lethality", "asl-en-r43", [
    "(garage|garage door (is )?(shut|closed|down)|door (is )?(shut|closed))( \\w+){0,6} (car|truck|engine|motor) (is )?running|(car|truck|engine|motor) (is )?running( \\w+){0,6} (in the garage|garage door (shut|closed|down)|door (shut|closed))",
  ]),
  ...rules("meansReady", "pensacola-en-r43", [
    `(put|poured|dumped|lined up|counted out|got|have|emptied) (all|every one of|every|the rest of) (my |the |his |her )?${PILLS}( \\w+){0,3} (in|into|on) (one|a|the) (bowl|pile|cup|row|plate)(?!.* (trip|travel|flight|fly|appointment|appt|c p|doctor|pharmacy|pill box|pillbox|organizer|sort)( |$))`,
    `(?<!(morning|night|evening|bedtime|daily|usual|regular) )(all )?(the |my )?${PILLS} (taken|swallowed)( already)?(?= (bye|goodbye|love you|sorry|its done|tell \\w+)$)`,
  ]),
  ...rules("meansReady", "birmingham-en-r42", [
    `(the |my |his |her )?(${PILLS}|rope|noose|pistol|gun|rifle|shotgun)( are| is| s)? (ready|laid out|lined up|counted out|loaded and ready)(?= |$)(?! (for|to) (pick ?up|pickup|refill|collection))(?!.* (pharmacy|pickup|pick up|refill|mail|shipped)( |$))${notBeside("opening day|openin day|opener|hunt\\w*|the range|zeroed|sighted")}`,
  ]),
  ...rules("suicide", "asl-en-r43", [
    "(rope|noose|bullet|pills) (take|takes|gonna take|will take|can take) (the rest|rest|me)(?= |$)|(river|water|ocean|gulf|sea) (take|takes|gonna take|will take|can take) (the rest|rest)(?= |$)|(river|water|ocean|gulf|sea) (take|gonna take|will take|can take) me(?= |$)(?! (back|to|home|out|fishing|places|around|away|anywhere|everywhere))",
  ]),
  ...rules("intent", "asl-en-r43", [
    "(fix|correct|fixing|correcting) (that|the|this|gods|god s|his|my) mistake(?! (on|in|with|at) (my|the|his|her|our) )(?!( \\w+){0,3} (dd214|dd 214|claim|form|record|records|file|letter|paperwork|rating|application|address|name|account|deposit)( |$))(?!.* (office|online|regional|website|portal|va gov|on the phone)( |$))",
    "(blast|ied|war|iraq|afghanistan|vietnam|bomb|that day|it)( \\w+){0,4} should (have |of |ve )?(take|taken|took|got|gotten|killed) me( too)?( not| instead)",
  ]),
  ...rules("place", "asl-en-r43", [
    "(on|at) (the )?(top|roof|edge) (level |floor |deck )?(of )?(the |a )?(parking )?(ramp|garage|structure|deck)(?=.* (no more|goodbye|bye|done|cant (do|take|go on)|jump|jumping|its time|forgive|sorry|enough)( |$))",
  ]),
  ...rules("farewell", "asl-en-r43", [
    "(?<!(hopefully|hope|hopin|hoping) (this is |its |it s )?(the )?)(last|final) (claim|form|paperwork)( \\w+){0,2} (i|me|ill|i will) ever (file|fill|send|do|sign|will file)(?= |$)(?!.* (promise|hopefully|i hope)( |$))(?!( \\w+){0,3} (with|for|at) (this|that|the|these) (office|place|agency|va|people|clowns|folks)( |$))(?!.* i swear( |$))",
  ]),
  // Round 43's conversations: a goodbye signed on a video call, a "last video" from a bridge, not
  // coming back in, "friday's the day" with a mind made up, a note saying sorry and a skiff taken
  // out into a storm.
  ...rules("thirdPartyDanger", "asl-en-r43", [
    "(he|she) (just )?(facetimed|video called|videocalled|signed|texted|called|messaged|snapped|posted|vlogged)( me)?( \\w+){0,6} (goodbye|good bye|love you|im sorry|see you on the other side|last video)(?= |$)(?=.* (hung up|not answering|wont answer|no answer|phone (is )?off|turned off|cant reach|gun|guns|pistol|rifle|bridge|pills|drinking|drunk)( |$))(?!.* (flight|plane|airport|late|birthday|deployment|deploying|appointment|mixup|mix up|trip)( |$))",
    "(took|taken|taking) (his|her) (\\w+ )?(skiff|boat|kayak|canoe|jon boat) out( \\w+){0,6} (storm|hurricane|gale|squall)(?= |$)(?!.* (before|check|nice|caught|move it|marina|trailer|haul|fish|fishing)( |$))(?<!(^| )(before|to move|check) .*)",
  ]),
  ...rules("place", "asl-en-r43", [
    "(standing|sitting|parked|stood|sat|sittin|standin) on (the |a |that )?(bridge|ledge|roof|overpass|railing|edge)(?= |$)(?! of (my|the|his|her|our|a) (bed|seat|couch|chair|tub|pool|desk|table|sofa|bathtub|dock|boat)( |$))(?!.* (fix|fixing|fixed|repair|repairing|shingles|gutter|gutters|leak|solar|antenna|tarp|inspection|fishing|traffic|stuck in traffic|jam)( |$))",
  ]),
  ...rules("farewell", "pensacola-en-r43", [
    "(sign|signed|says|said|titled|called|posted|post) (\\w+ )?last (video|vlog|post)(?= |$)(?! (of|before|for|in|about)( |$))(?:(?=.* (bridge|gun|pills|goodbye|sorry|roof|ledge|falls|edge|overpass|rope)( |$))|(?<=(^| )(bridge|gun|pills|goodbye|sorry|roof|ledge|falls|edge|overpass|rope) .*))",
    "(note|letter|text|card) (says|said|that says|saying)( \\w+){0,3} (tell (\\w+ ){1,2}(im sorry|i m sorry|i love)|im sorry|goodbye)",
  ]),
  ...rules("intent", "pensacola-en-r43", [
    "(aint|ain t|not) (comin|goin) (back|home)|(aint|ain t) (coming|going) (back|home)",
  ]),
  ...rules("time", "pensacola-en-r43", [
    "(mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|tomorrows|tonights|todays) the (day|night)(?=.* (made up my mind|decided|no turning back|im ready|its time)( |$))(?!.* (retire|retirement|quit|quitting|smoking|diet|move|moving|wedding|trip|propose)( |$))",
  ]),
  // The second reads of round 37: an early grave, a place with no pain; a gun taken "to her house".
  ...rules("suicide", "asl-en-r43", [
    "(time|ready) to go to (an early grave|my grave|the grave|my early grave)(?= |$)",
  ]),
  ...rules("farewell", "asl-en-r43", [
    "(time|ready) to go to (a better place|heaven|a place (with no|where (nothing|no one|nobody|it doesnt)) \\w+)(?!.* (lol|lmao|haha\\w*|vacation|trip|retire|retirement|move|moving)( |$))",
  ]),
  ...rules("harm", "pensacola-en-r43", [
    `(took|grabbed|got|taking|grabbing) (his|her|the|dads|his dads|her dads|my dads|grandpas) (\\w+ )?${GUN}( \\w+){0,6} (said|says|saying)( that)? (hes|shes|he is|she is|hes going|shes going) (going |headed |gonna go )?(to|over to) (her|his|their|my \\w+s?|the \\w+s) (house|place|work|job|apartment)(?= |$)`,
  ]),
  // Threats in the same registers: a pistol to the next appointment "see who laugh then", a rater's
  // name and house found "he learn", a man with a knife in the kitchen, a gun held on the writer, an
  // ex's home found "plan for her", a man put in the water for good.
  ...rules("grievance", "asl-en-r43", ["(kick|kicked|kicks|kickin|kicking|threw|throw|throws) me out( of)?(?= |$)"]),
  ...rules("harm", "asl-en-r43", [
    `(?<!(can|may|should|could) i( \\w+){0,3} )(next|my) (appointment|appt|visit|meeting)( \\w+){0,3} (bring|take|carry|bringing|taking)( \\w+){0,2} (my |a |the |his )?${GUN}(?!.* (allowed|legal|permit|ccw|concealed carry|policy|rules|can i|am i|is it ok|locker|parking lot|in the car|in the truck)( |$))(?<!(^| )(can|may|should|could|am) i .*)`,
    "(find|found|know|got) (his |her |their )?(name|house|address)( \\w+){0,4} (find|found|know|got) (his |her |their )?(house|address|home)( \\w+){0,4} (he|she|they) (learn|learns|gonna learn|will learn)(?= |$)",
    `(man|guy|someone|somebody|stranger|intruder|dude|men|guys)( \\w+){0,2} with (a |an |his |her )?(knife|gun|bat|pistol|machete|${GUN}) (in|at) (my|our|the) (kitchen|house|home|front door|back door|door|yard|room|bedroom|garage|porch)(?!.* (lol|lmao|haha\\w*|jk|movie|show|tv|game|dream|nightmare|store|shop|cooking|dinner|cut (himself|herself|myself)|stitches)( |$))`,
    `(holding|holdin|pointing|pointin|pointed|aiming|aimin|aimed) (a |his |her |the )?(\\w+ )?(${GUN}|knife) (on|at) (me|us|my (?!(own )?(head|mouth|temple|chin|chest|face|self|heart)( |$))\\w+)(?= |$)(?!.* (lol|lmao|haha\\w*|jk|movie|show|tv|game|dream|nightmare|laser tag|paintball|nerf|water gun)( |$))`,
    "(know|found|got) where (my |his |her )?(ex|ex wife|ex husband|exwife|wife|husband|boss|rater|examiner|she|he|they)( \\w+)? (live|lives|stays|stay|parks|park)( \\w+){0,4} plan (for|on) (her|him|them)(?! (child support|custody|benefits|dic|insurance|papers|visitation|support|claim)( |$))",
    "(put|puttin|putting|gonna put) (him|her|them) in the (water|ground|dirt|river|lake|gulf|bay) for good(?! (luck|measure))(?!.* (fish|redfish|snapper|trout|bass|catch|caught|release|released|seeds?|bulbs?|plants?|tree)( |$))",
  ]),
  // Someone else giving away what they care about and saying they will see the dead, or asking to
  // hold them for a child.
  ...rules("thirdPartyDanger", "pensacola-en-r43", [
    "(gave|mailed|sent|left|handed|brought) (me )?(his|her) (\\w+ ){0,12}(and )?(said|says|told me)( that)? (hes|shes|he is|she is|he was|she was) (going|gonna|about) to (go )?(see|be with|join)(?=.* (died|passed|passed away|gone|heaven|late|grave|cemetery|buried|rip|killed)( |$))(?!.* (honor guard|deployment|deployed|trip|vacation|reunion|parade)( |$))",
    "(handed|gave|mailed|left|brought) me (his|her) (\\w+ ){0,14}(and )?(said|says|told me) (hold|keep|give) (these|this|them|it|em) (for|to)(?=.* (gun|guns|shotgun|rifle|pistol|left|gone|goodbye|sorry|boat|bridge|took off|drove off)( |$))(?!.* (deployment|deployed|gone on|trip|vacation|honor guard|while hes gone|while shes gone)( |$))",
  ]),
  // Round 37 (round 42's birmingham-en): "Father forgive me for what I'm fixing to do": asking
  // forgiveness for what one is about to do is a goodbye as well as an intent (not for what one is
  // about to say, eat or do to a plate of ribs).
  ...rules("harm", "birmingham-en-r42", [
    "(forgive|forgives) me for what (im|i am|i m) (fixin|fixing|about|going|gonna|finna) (to )?do to (my|his|her|their|the) (family|wife|husband|kids|ex|ex wife|ex husband|boss|neighbor|rater|examiner|girlfriend|boyfriend|son|daughter)(?=$| (and (her|his|their|the|my) \\w+|tonight|today|tomorrow|now|when)( |$))(?!.* (lol|lmao|haha\\w*|jk)( |$))",
  ]),
  ...rules("farewell", "birmingham-en-r42", [
    "(forgive|forgives) me for what (im|i am|i m) (fixin|fixing|about|going|gonna|finna) (to )?do(?! to (this|that|these|those|the|my|a|an|your) )(?!( \\w+){0,8} (rant|ranting|vent|venting|ask|asking|post|posting|paste|pasting|complain|complaining|say|saying|type|typing|write|writing|share|sharing|tell|telling|long post)( |$))(?!.* (lol|lmao|haha\\w*|jk)( |$))",
  ]),
  ...rules("meansReady", "trucker-en-r12", [
    "(ate|eaten|took|swallowed|downed|popped|chugged|drank) (a|the|my|his|her|half (a|the)|half of (a|the|my)) (whole |entire |full )?(bottle|pack|box|sleeve)",
    "(taking|takin|gonna take|going to take|about to take) (every|all the|all of the|all my|all his|all her) (pill|pills|meds|medication)",
  ]),
  ...rules("lethality", "trucker-en-r12", [
    "(max|maximum|most)( \\w+){0,4} before (your|my|his|her|the|a) heart (stops|gives out|quits)",
    "how (many|much) (mg|milligrams|units|grams|cc|ml|mls)( \\w+){0,4} (kill|kills|would kill|to kill|is lethal|is fatal|is deadly)",
    "(do|doing|cut|cutting|slit) (your|my|the|his|her) wrists|wrists in (warm|hot) water",
  ]),
  ...rules("place", "trucker-en-r12", [
    "(quiet|good|nice) spot (by|at|near|in|on) the (lake|river|woods|creek|pond|dam|bridge)",
  ]),
  ...rules("thirdPartyDanger", "trucker-en-r12", [
    "(said|says|saying|told me) (hes|he is|shes|she is|he was|she was)( going to| gonna)?( \\w+){0,6} (and )?(not come back|not coming back|never come back|never coming back)",
  ]),
  ...rules("harm", "trucker-en-r12", [
    "(shoot|shooting|shot|shoot up) (the|that) (place|office|building|clinic|center) up|with people in it|(have|got|made|making) a list of names( \\w+){0,6} (going down|work my way|one by one|down the list)",
    "(run|drive|plow|ram|running|driving) (the|my|this) (\\w+ )?(rig|truck|car|semi)( \\w+){0,3} into (that|the|a) (crowd|people|protest\\w*|line|parade)",
    "(next|first) (va )?(employee|person|rep|clerk|one)( \\w+){0,6} (is|are) (getting|gonna get|going to get) (shot|stabbed|killed)|(beat|beating|beatin) (him|her|them|that \\w+) to death",
  ]),
  ...rules("hopeless", "trucker-en-r12", [
    "not the (sleepy|sleep|sleeping) kind|(tired|done) in a way (sleep|a nap|rest) (wont|doesnt|cant|will not) fix",
  ]),
  // Round 13, from round 13's northwest-en once measured: the day named as the day, on a named
  // bridge now, punching out, the only thing left, up the mountain and not coming down, whether it
  // is painless, which caliber is surest, funeral honors needed by Sunday, "dont try and stop me",
  // a father who will drink the weed killer; a face beaten in, a dog then him, a knife stuck in the
  // next one, showing up armed, necks snapped; not coming back from elk camp, "dont bother
  // scheduling me", a family fine without him.
  ...rules("intent", "northwest-en-r13", [
    "(tomorrows|tomorrow is|todays|today is|tonights|tonight is|sundays|saturdays|fridays) the (day|night)",
    "(only thing|all thats|all that s|all that is) left (is|to do is) (to )?(pull the trigger|do it|end it)",
    "(going|go|goin|heading|headed|climbing) up( \\w+){0,5} and not coming (down|back)",
    "(ill|i will|i ll) be needing (them|it|that|those)( \\w+){0,2} (by )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday|tonight|tomorrow|soon|this week)",
    "(dont|do not|don t) (try (and|to) )?stop me|(dont|do not) bother (scheduling|rescheduling|booking) me",
  ]),
  ...rules("suicide", "northwest-en-r13", ["(punch|punching|punched) out( tonight| for good| today|$)"]),
  ...rules("place", "northwest-en-r13", [
    "(im|i am|standing|sitting|parked) (on|at) the (\\w+ ){1,2}(bridge|overpass|dam|cliff|tracks)( rn| right now| now|$)",
  ]),
  ...rules("lethality", "northwest-en-r13", [
    "(carbon monoxide|hanging|drowning|overdosing|bleeding out|a gunshot|jumping|it) (is|be) painless|(is|would) (carbon monoxide|hanging|drowning|it|that) (be )?painless",
    "(caliber|gauge|round|bullet)( \\w+){0,4} (surest|best|most likely) to (not survive|kill|die)",
  ]),
  ...rules("thirdPartyDanger", "northwest-en-r13", [
    "(he|she) (will|is going to|gonna|said he will|said she will|says he will|says she will) (drink|take|swallow|eat)( the| all the)? (weed killer|poison|antifreeze|bleach|pills|rat poison)",
  ]),
  ...rules("harm", "northwest-en-r13", [
    "(beat|beating|bash|smash)( \\w+){0,3} face in|(shoot|shooting) (the|his|her) dog( \\w+){0,3} (and then|then) (him|her)|(sticking|stick|stab|stabbing) (him|her|them|the next one)? ?with (my|a) (knife|blade|shank)|show up armed",
    "(snap|break|wring) (their|his|her|the kids|the kids s) necks",
  ]),
  ...rules("hopeless", "northwest-en-r13", [
    "(didnt|did not|never|dont) come back( \\w+){0,5} would (anybody|anyone) (even )?(notice|care|miss me)|(would|d|will) be (fine|better|ok|okay) without (him|her|me)",
  ]),
  // Round 14, from round 14's gym-en once measured: "not jk" and "no (but) fr, i got…" after a joke,
  // uninstalling oneself, a final formation of one's own, "thats my plan"; threats to blow up the
  // VAMC, "im coming for her", "im killing her", a truck run into everyone in line. "Burden" is no
  // hopelessness in "burden of proof" or a burden only for asking (a second read took out the
  // frames first tried for these and other false alarms: each could hide a goodbye).
  ...rules("intent", "gym-en-r14", [
    "not (jk|joking|kidding)|no (but )?(fr|for real|seriously)( \\w+){0,3} (i got|i have|ive got|im going|im gonna|i will|ill|going to|gonna)|(jk|lol|lmao) (but |no )?fr fr|for real this time|(thats|that is|that s) (my|the) plan",
  ]),
  ...rules("suicide", "gym-en-r14", [
    "(uninstall|uninstalling|uninstalled) myself|(logging|log) off (permanently|for good)|(my|me) final formation|final formation for me",
    // A second read's probes: eating one's gun, doing it oneself with a pistol.
    "(eat|eating|ate|eatin) (my|a|the|his|her) (gun|pistol|glock|barrel|shotgun|rifle|bullet)|(do|doing|end|finish) it (myself )?with (my|a|the) (pistol|gun|rifle|shotgun|glock|revolver)",
  ]),
  ...rules("harm", "gym-en-r14", [
    "(blow|blowing|gonna blow|going to blow|ima blow|imma blow) up (the |that )?(\\w+ )?(vamc|va|va hospital|va clinic|clinic|hospital|regional office|vba|cboc|building)(?! (phone|phones|line|lines|inbox|email|e mail|voicemail|hotline|fax|app|website|switchboard)( |$))",
    "(im|i am|i m|ima|imma) (coming for|killing) (him|her|them|you|that \\w+)(?! (lol|jk|haha))",
    "(run|drive|plow|ram|running|driving) (the|my|this) (\\w+ )?(rig|truck|car|semi|suv)( \\w+){0,3} into (everyone|everybody|people|the people|a crowd)",
  ]),
  // Round 14, gym-en's conversations: a place to jump chosen ("parking deck at durham va it is").
  ...rules("place", "gym-en-r14", [
    "(parking deck|parking garage|(top of|roof of) the (\\w+ )?(parking|garage|deck|building|hospital)|the overpass|the bridge|the tracks|the cliff)( \\w+){0,3} it is$",
  ]),
  // Round 15, from round 15's alamo-en once measured: which gun is more certain, "dont give me
  // the hotline", punching one's own ticket, one's own end of watch, Valhalla or Fiddler's Green
  // tonight, final out-processing, a mother taking all her heart pills, something built
  // for the VA office that they will find out about, medals not needed where one is going, wishing
  // one had not survived, "wont be long", "something else, for me" about a gun just bought.
  ...rules("lethality", "alamo-en-r15", [
    "(gauge|mm|caliber|shotgun|pistol|rifle|glock|revolver|pills|rope)( \\w+){0,4} (more|most) (certain|sure|reliable|lethal|effective)",
  ]),
  ...rules("intent", "alamo-en-r15", [
    "(dont|do not|don t) (give|send|tell) me (the|about the|that) (hotline|crisis line|988)|something else (\\w+ )?for me$",
  ]),
  // Letting the car go into traffic (alamo-en's "letting the car drift into oncoming traffic",
  // which only round 2's model read; round 17 asks the second opinion to agree with that model).
  ...rules("suicide", "alamo-en-r15", [
    "(let|letting|drift|drifting|veer|veering|swerve|swerving|steer|steering|drive|driving|jerk|jerking)( \\w+){0,3} into (oncoming traffic|oncoming|traffic|a semi|an 18 wheeler|a tree|a pole|a bridge pillar|the median|a wall)",
  ]),
  ...rules("suicide", "alamo-en-r15", [
    "punch(ing)? my (own )?ticket|end of watch (tonight|for me|my own)|my own end of watch|(valhalla|fiddlers green) (tonight|for me|today)|(going|headed|heading|off) to (valhalla|fiddlers green)|final out ?processing",
  ]),
  ...rules("thirdPartyDanger", "alamo-en-r15", [
    "(shes|she is|she s|hes|he is|he s) taking all (her|his|the|their) (\\w+ )?(pills|meds|medication|medicine)",
  ]),
  ...rules("harm", "alamo-en-r15", [
    "built (something|a device|a bomb)( \\w+){0,4} for the (va|office|clinic|regional office|vamc)|(they|theyll|they ll|they will|youll|you ll|you will) (\\w+ )?find out what it does",
  ]),
  ...rules("afterMe", "alamo-en-r15", [
    "(dont|do not|don t|wont|won t) need (them|it|those|the appointments|my appointments)( \\w+){0,2} (where (im|i m|i am) going|after (friday|saturday|sunday|monday|tuesday|wednesday|thursday|tonight|tomorrow))|(mine|my (own )?(headstone|plot|grave|casket|urn))( \\w+){0,4} wont be long$",
  ]),
  ...rules("hopeless", "alamo-en-r15", [
    "wish i (hadnt|had not|didnt|did not) survive(d)?|wish (it|my attempt|the attempt) (had )?worked|wish i (had )?died",
  ]),
  // Round 16, from okla-en once measured: the shotgun taken out to the pond with "wont be back";
  // "does it himself" beside burial and a day; lying down on the tracks; doing oneself in; "im
  // planning to" after dying; threats with a weapon waited on two people with, "shooting him not
  // the dogs", "enough for the whole building", the first one on the property getting shot; not
  // long for this world, wishing one had not come back.
  ...rules("suicide", "okla-en-r16", [
    "(do|doing) (myself|himself|herself) in|(if|when) (a man|a person|someone|somebody|he|she|i) (does|do) it (himself|herself|myself)(?! (online|without|with|on|at|by|through))",
    "(lay|lie|lying|laying) down on the (tracks|train tracks|rails)|in front of (a|the) train(?! (station|depot|stop))",
  ]),
  ...rules("thirdPartyDanger", "okla-en-r16", [
    "(taking|took|takes) (the|his|her|a) (12 gauge|shotgun|rifle|pistol|gun|revolver)( \\w+){0,6} (and )?(wont|won t|will not|isnt|is not|not) (be )?(coming )?back",
  ]),
  ...rules("intent", "okla-en-r16", [
    "(im|i m|i am) (planning to|planning on it)$|(im|i m|i am) doing it (tonight|tomorrow|saturday|sunday|monday|tuesday|wednesday|thursday|friday|this weekend)",
  ]),
  ...rules("harm", "okla-en-r16", [
    "(im|i m|i am|gonna be|going to be) shooting (him|her|that \\w+) (not|instead|first|next)",
    "(first|next) (one|man|person|guy)( \\w+){0,5} gets shot(?! in the (arm|shoulder)| with)|bring enough for the whole (building|office|place|floor)",
    "wait (on|for) (the two of them|them both|both of them|him|her|them)( \\w+){0,6} with (the|my|a) (12 gauge|shotgun|rifle|gun|pistol|ar)",
  ]),
  ...rules("hopeless", "okla-en-r16", [
    "long for this world|wish i (hadnt|had not|didnt|did not) (come|made it|make it) (back|home)",
  ]),
  // Round 17, from skidrow-en once measured: a threat said in the present ("im stabbing that
  // security guard when he opens the door tomorrow"); a gun looked at too long; thinking about it
  // again, "not sayin i would". Its ordinary messages: buddies lost to suicide asked about for a
  // claim, "had me dead laughing", a will being written and a question about it, pills stolen or
  // lost and an early refill.
  ...rules("harm", "skidrow-en-r17", [
    "(im|i m|i am) (stabbing|shooting|killing|strangling|choking|capping|smoking|popping|knifing|jumping|beating|blasting) (that|the|this) (\\w+ )?(guy|man|woman|lady|dude|bitch|bastard|asshole|prick|mf|guard|officer|cop|doctor|nurse|rep|clerk|examiner|rater|manager|landlord|boss|supervisor|neighbor|counselor|worker|therapist|psych)(?! (an? )?(\\w+ |\\w+ly \\w+ )?(email|e mail|letter|message|text|note|line|dm|call|question|look|visit|smile|picture|photo|video))|(im|i m|i am) (stabbing|shooting|killing|strangling|capping|knifing) (him|her|my (ex|wife|husband|boss|neighbor|landlord|case manager))(?! (in|on) (my|a|the) (dream|dreams|game|video game|sleep))",
    // A weapon pointed or waved at people by someone in the house (the reviewer's "drunk and
    // waving his pistol at us"): 911 first.
    "(waving|waved|wave|pointing|pointed|point|aiming|aimed|aim|pulled|pulling) (a|the|his|her|their|that) (?!(water|nerf|toy|bb|airsoft|paintball|squirt|cap|laser|finger|glue|staple|nail|heat|radar|hair|spray|foam|plastic|pretend|fake|video game) )(\\w+ )?(gun|guns|pistol|rifle|shotgun|glock|revolver|handgun|knife|machete|ar|ak|45|9mm) (at|on|around at) (me|us|her|him|them|the kids|the baby|(my|our|his|her) (?!(head|chest|temple|mouth|chin|own|self)( |$))\\w+|people|everyone|everybody|the neighbors)",
  ]),
  ...rules("suicideMention", "skidrow-en-r17", [
    "(gun|guns|pistol|revolver|rifle|shotgun|glock|pills|rope)( \\w+){0,8} (look|looking|stare|staring|stared|looked) at (it|them|him)( \\w+){0,3} (too long|a long time|for hours|for a long time|too much)",
    "(think|thinking|thought|thoughts) about it( \\w+){0,12} not (saying|sayin|sayn|sayng) (i|id) (would|will|do it|ever)",
  ]),
  ...rules("suicideMention", "skidrow-en-r17", [
    "(hear|hearing|hears|heard) (my|his|her|their) (dead )?(buddies|brothers|friends|guys|marines|soldiers|unit|squad|boys)( \\w+){0,3} calling",
    "(researching|research|looking up|looked up|googling|googled) (ways|methods|how to (die|do it|end it))|(dont|do not|cant|can not|cannot) trust myself (with|around) (it|them|the \\w+|my \\w+)",
  ]),
  ...rules("benign", "skidrow-en-r17", [
    // Each frame holds only where no word of risk stands anywhere in the message (a second read:
    // "lost 3 brothers to suicide and I'm gonna be the 4th", "3 years clean and just want to die").
    alone(
      "lost( \\w+){0,2} (guys|buddies|friends|brothers|marines|soldiers|sailors|airmen|men|vets|veterans|battle buddies|people)( (from|in|of|since|after) \\w+( \\w+)?)? to suicide",
    ),
    alone("(had|have|got|has) me dead (laughing|lmao|lol|haha|crying)|dead laughing"),
    alone(
      "(days|weeks|months|years|yrs) (clean|sober)( today| now)?( \\w+){0,2} (just|wanted|thank|thanks|proud|celebrat\\w*|milestone|chip|coin)",
    ),
    alone(
      "(writing|making|doing|updating|update|drafting|draft|wrote|made) (a|my|our|his|her) (will|living will|trust)( and| or| so)?( \\w+){0,3} (do|does|should|can|how|what|where|is|list|include|put|need)",
    ),
    alone("(pills|meds|medication|medications|prescriptions?)( \\w+){0,2} (got|were|was|get) (stolen|lost|taken)"),
  ]),
  // Round 18, from appalachia-en once measured: a plan "figured out" for a day, "done decided"; a
  // height "high enough"; going home, "not the house"; where on the wrist to cut, the surest
  // caliber, a round in "my own head"; a last letter so she will not blame herself after; "a dirt
  // nap tonight", "been real"; walking in front of a truck; "aint gonna see the morning"; an open
  // casket after a shot; a highwall; a boat taken out not to be brought back; "is gonna get a
  // bullet"; "wouldnt mind that part". Its ordinary messages: guns owned asked about for a case,
  // getting off pain pills, Narcan, "a lot better since" (not thanks: a goodbye says it too), a burden "when I get old".
  ...rules("intent", "appalachia-en-r18", [
    "(got|have|made|figured|worked) (my|the) plan (all )?(figured out|worked out|made|set|ready|down)(?! (for|with|on) (school|college|(the|my) (\\w+ ){0,2}(gi bill|claim|appeal|loan|house|move|budget|retirement|school|exam|appointment|hearing|interview|test|trip)))",
    "done decided|(my )?mind (is|s) made up",
  ]),
  ...rules("lethality", "appalachia-en-r18", [
    "(bridge|overpass|cliff|highwall|high wall|ledge|dam|tower|trestle|drop)( \\w+){0,4} (is|s|looks|looked|should be) (high|tall|deep) enough(?! (for|to clear|to fit))",
    "(where|how)( \\w+){0,5} (cut|slice|slit)( \\w+){0,4} (so it|to make it) (actually |really )?(work|works|count|counts)|(wrist|wrists|throat|artery|vein|veins)( \\w+){0,2} (do|should|would) (you|i) (cut|slit|slice)",
    "(what|which) (caliber|gauge|round|bullet)( \\w+){0,3} (is )?(surest|most sure)(?! for (deer|elk|hunting|hog|hogs|bear|turkey|target|self defense|home defense|coyote))|(put|putting|stick|sticking|hold|holding) (it|(the|a|my) (gun|pistol|rifle|shotgun|barrel|muzzle|glock|revolver)) under (your|my|the) chin",
    "(bullet|round|slug) (in|into|through) my own (head|brain|skull)",
    "(ill|i will|im going to|im gonna|gonna|going to|fixing to|fixin to|about to|want to|wanna)( just)? (walk|step|jump) (out )?in front of (a|the|an) (\\w+ )?(truck|train|semi|bus|18 wheeler|tractor trailer)",
    "(open casket|viewing)( \\w+){0,4} (if|when) (its|it is|i|you) (a )?(shot|gunshot|bullet|round|hang|overdose)",
    "(jump|jumping|jumpin|leap|go) off (the|a|that) (old )?(highwall|high wall|strip job|quarry|trestle)",
  ]),
  ...rules("suicide", "appalachia-en-r18", [
    "(take|taking|takin|gonna take|going to take) (a|my) dirt nap|dirt nap (tonight|today|soon|this weekend)",
    "((aint|not|never) (gonna|going to|goin to)|wont|will not) see (the )?(morning|sunrise|daylight|sun come up)(?! (doctor|appointment|shift|clinic|nurse|session|class|group|provider|service|mass|breakfast))",
    "(go|going|goin|fixing to go|fixin to go|headed|heading) home not (to )?the house",
  ]),
  ...rules("farewell", "appalachia-en-r18", [
    "been real( (boys|yall|guys|fellas|brothers|folks))?$",
    "(last|final) letter (to|for) (my|his|her) (mom|mother|dad|father|wife|husband|kids|son|daughter|family|children|girl|boy|brother|sister|grandkids)",
  ]),
  ...rules("afterMe", "appalachia-en-r18", [
    "(dont|doesnt|wont|does not|will not|never) blame (herself|himself|themselves)( for (it|this))? after",
  ]),
  ...rules("place", "appalachia-en-r18", [
    "(take|taking|took|takes) (the |his |her |my )?(boat|kayak|canoe) out( \\w+){0,8} (and )?(not|never) (to )?(bring|bringing|coming) (it|her|him) back",
  ]),
  ...rules("harm", "appalachia-en-r18", [
    "(?<!(im|i am|i m) )(?<!(^| )(coyote|coyotes|fox|foxes|raccoon|raccoons|coon|coons|possum|possums|groundhog|groundhogs|hog|hogs|rattlesnake|rattler|bobcat|varmint|varmints|armadillo|gopher|gophers|critter|critters|beaver|mink)( (killing|eating|getting into|that|thats|in|at|after)( \\w+){0,2})? (is |are )?)(gonna|going to|goin to) (get|catch) (a|one) (bullet|round(?! (of|toy|toys))|slug)(?! (in|at) (iraq|afghanistan|the war|vietnam|war))",
  ]),
  ...rules("hopeless", "appalachia-en-r18", [
    "(wouldnt|would not|wont|will not) mind (that part(?! of)|dying|being dead|not waking up|if i (died|didnt wake up|dont wake up))",
  ]),
  ...rules("owning", "appalachia-en-r18", [
    "(does|do|will|would|can) (owning|having|keeping) (guns|a gun|firearms|a firearm|my guns|a rifle|rifles)( \\w+){0,3} (mess up|affect|hurt|matter|count|change)",
  ]),
  ...rules("benign", "appalachia-en-r18", [
    alone(
      "(get|getting|come|coming) off (my|the|his|her) (pain )?(pills|meds|opioids|oxy|oxycodone|suboxone)|narcan|naloxone",
    ),
    alone("(been|is|s|getting|gotten) (a lot |so much |way |much )?better since"),
    aloneWith(
      "(die|dying|dead|death|kill|killing|suicid\\w*|end it|own terms|go out|rather|gone|rope|gun|pistol|pills|tonight|now)",
    )(
      "burden (on|to) (my|the|our) (\\w+ )?(kids|family|children|wife|husband|daughter|son|grandkids)( \\w+){0,2} (when|as|once) (i|we) (get|got|grow|am|are) (old|older)",
    ),
  ]),
  // Round 19, from tidewater-en once measured: "gonna pull the trigger tonight", the dose of Tylenol
  // that kills the liver, a bridge picked out and the nerve to get up, "tell my daughter i loved
  // her", "dead stick permanently"; threats: a stepson beaten to death, where a rater lives and
  // "business with him", "ima pop the chief", enough rounds "for all of them"; "if i was dead at
  // least the bills would stop", benefits after death "asking for me". Its ordinary messages: "how
  // long after you die does the VA stop paying" (in the rule above), "kill myself working this much
  // overtime", a buddy who will "die on the hill" of his denial, the last pill of a prescription and
  // a refill, a boss "a burden to work for".
  ...rules("suicide", "tidewater-en-r19", [
    "(gonna|going to|goin to|about to|ready to|finally|im gonna|ima|imma) pull the trigger(?! on)",
    "(go|going|goin|time to go) dead stick|dead stick (permanently|for good|forever)",
  ]),
  ...rules("lethality", "tidewater-en-r19", [
    "(dose|amount|much|many)( of)?( \\w+){0,4} (that|to|which|it takes to|will|would) (kill|kills|destroy|destroys|shut down|shuts down) (your|my|the|a) (liver|kidneys|heart)",
  ]),
  ...rules("place", "tidewater-en-r19", [
    "(got|have|picked|found) (the|a|my) (bridge|spot|place|tree|overpass|building|pier|cliff)( \\w+)? (picked out|chosen|all picked)|picked out (the|a|my) (bridge|spot|place|tree|overpass)",
  ]),
  // Round 49: not the nerve to call or ask someone ("working up the nerve to call the VA tomorrow").
  ...rules("intent", "tidewater-en-r19", [
    "(get|getting|work|working|worked|got|build|building) up the nerve(?! to (call|ask|tell|apply|file|talk|see|contact|email|text|submit|request|propose|buy|sell|confront)( |$))",
  ]),
  ...rules("farewell", "tidewater-en-r19", [
    "(tell|let) (my|our) (daughter|son|wife|kids|mom|husband|family|girl|boy|children)( \\w+){0,2} (i|that i) (loved|always loved) (her|him|them)",
  ]),
  ...rules("harm", "tidewater-en-r19", [
    "(beat|stomp|choke|strangle|kick) (my|his|her|the|that|this) (\\w+ )?(stepson|son|stepdaughter|daughter|wife|husband|neighbor|boss|guy|man|dude|kid|brother|ex|cousin|roommate|rater|chief|supervisor|landlord) to death",
    "where (the|that|this|his|her) (\\w+ ){0,6}lives( \\w+){0,6} (business|score|visit|talk|deal) with (him|her|them)",
    "(ima|imma|im gonna|gonna|going to|im going to) (pop|smoke|cap|clap|waste|drop|merk|murk) (the|that|this|my|his|her) (\\w+ ){0,3}(chief|boss|rater|guy|man|dude|supervisor|sergeant|sgt|officer|neighbor|ex|landlord|nurse|doctor|rep|clerk|examiner)",
    // Round 59: "all of em", "every one of em", "them all"; not a shoot, a class or a hunt.
    `enough (rounds|ammo|bullets|shells|mags|magazines) for ((all of )?(them|em|you|yall|everyone|everybody|the whole)|every one of (em|them)|them all)${notBeside("hunt\\w*|range|deer|duck|dove|turkey|season|competition|match|shoot|training|class|course|practice|league|qualif\\w*|zombie\\w*")}`,
  ]),
  // The reviewer's last probes: refusing Narcan.
  ...rules("lethality", "issue", [
    "(dont|do not|not to) (give|bother with|use|bother giving) (me |him |her )?(any |the )?(narcan|naloxone)|no narcan",
  ]),
  ...rules("hopeless", "tidewater-en-r19", ["if i (was|were) dead at least|at least the bills would stop"]),
  // Round 20's second read: going to be with the dead ("been dead 5 years and Im ready to go be with him").
  ...rules("suicide", "issue", [
    "(ready to|want to|wanna|gonna|going to|about to|time to) (go )?(join|be with) (him|her|them|my (wife|husband|son|daughter|buddy|brother|sister|mom|dad|mother|father|boys|guys))(?! (on|at|in|for|to) )",
  ]),
  ...rules("afterMe", "tidewater-en-r19", ["(die|dies|dead|pass|passes|gone)( \\w+){0,4} asking for (me|myself)"]),
  // Round 20, from detroit-en once measured: a long dirt nap taken, unsubscribing from life, nobody
  // left to answer tomorrow, one night's room that is "all I need", enough to "actually die", a mass
  // casualty event at the VA, teeth knocked out and the hammer brought, a clinic "lit up" for the
  // news. Frames: a benefits guide or a class about suicide, a past attempt "in a better place now",
  // a year "been gone", a buck shot, a border crossed at a bridge.
  ...rules("suicide", "detroit-en-r20", [
    "(about to|gonna|going to|fixing to|fixin to|ready to|time to) take (a|the) (long |big |permanent |eternal |final )?(dirt nap|big sleep|long sleep|permanent nap|long walk off)",
    "unsubscrib\\w* from (life|living|this life)|uninstall\\w* (my )?life|log\\w* off (from )?life( for good)?",
  ]),
  ...rules("intent", "detroit-en-r20", [
    "one night( \\w+){0,2} (thats|that is|is) all (i|ill) (need|will need|gonna need)",
  ]),
  ...rules("afterMe", "detroit-en-r20", [
    "(wont|will not|aint gonna|aint going to|not gonna) be (nobody|no one|noone|anybody|anyone) (to answer|left|left to answer|here anymore)",
  ]),
  ...rules("lethality", "detroit-en-r20", [
    "(enough|strong enough|stronger)( \\w+){0,5} to (actually |really |finally )?(die|kill me|end it|not wake up|do it right|do it for good)",
  ]),
  ...rules("harm", "detroit-en-r20", [
    "(going to|gonna|about to|will|is going to) (have|be|see|get) (a )?(real |big )?(mass casualty|massacre|bloodbath|body count)",
    "(gets|getting|will get|gonna get) (their|his|her) (teeth|lights|head|skull|face) (knocked|bashed|kicked|caved|smashed|punched) (out|in)(?! (during|in|while in) (service|the service|the army|basic|training))",
    "(ima|imma|im gonna|gonna|im going to|i will|ill|im about to)( go)?( \\w+){0,6} (and |to )?light (it|them|em|the place|the building|the clinic|the office|everybody|everyone|them all) up(?! (with|for) (candles|lights|flags|christmas|the holidays|my buddies|the game|the team))",
  ]),
  ...rules("weapon", "detroit-en-r20", [
    "(bringing|bring|brought|taking) (the|my|a) (hammer|bat|crowbar|machete|tire iron|hatchet|axe)",
  ]),
  ...rules("benign", "detroit-en-r20", [
    aloneOfEndings(
      "(writing|making|putting together|creating|doing) a (benefits |resource )?(guide|handout|flyer|brochure|pamphlet|presentation|training|paper|report)|for (my|our|a) (\\w+ ){0,2}(class|training|course|students|presentation)",
    ),
    // Recovered from a past attempt: not ENDING, whose "end my" is the attempt itself ("tried to end
    // my life in 2019 but I'm in a much better place now").
    aloneWith("(kill|killing|die|dying|goodbye|bye|tonight|tomorrow|gonna|going to|plan|pills|gun|rope|again)")(
      "(im|i am) (in )?a (much |lot |way )?better (place|spot|headspace) (now|these days|today)",
    ),
    aloneOfEndings(
      "(shot|bagged|harvested) (a|an|my first|his first|her first|his|her) (\\d+ point )?(buck|deer|doe|elk|turkey|hog|boar|duck|goose|pheasant|bear|moose|coyote)",
    ),
    alone(
      "(cross|crossing|cross over|go over|going over) (in)?to (canada|windsor|mexico|juarez|tijuana|nuevo laredo|reynosa|matamoros)",
    ),
  ]),
  ...rules("past", "detroit-en-r20", [
    aloneOfEndings(
      "(been|has been|have been|s been) (gone|dead|passed) (for )?(\\d+|a few|many|several|two|three|four|five|six|ten|twenty) (years|months)",
    ),
  ]),
  // Round 21, from killeen-en once measured: a last formation, a weapon cleared "but not for me", a
  // decision and a day, how many feet a fall must be "to make sure", how many "would do it" and a
  // weight, the top of a parking garage, a truck driven into a clinic's line. Frames: a rope run up
  // to a deer stand, a soldier lost to suicide last month (TAPS), "for real this time" about
  // switching one's care, trying a claim again, a grandfather's cemetery "settled now".
  ...rules("suicide", "killeen-en-r21", [
    "(last|final) formation (for me|is mine|tonight)",
    "(ive|i have|my mind is|i ve) (decided|made up)( \\w+){0,2} (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend)",
  ]),
  ...rules("meansReady", "killeen-en-r21", [
    "(took|taking|take|taken) (the )?(gun |trigger |cable )?lock off|(took|taking|take) off (the )?(gun |trigger |cable )lock",
    "(cleared|clear|clearing) (my|the) (weapon|rifle|pistol|sidearm|chamber)( \\w+){0,5} (but )?not (for )?me",
  ]),
  ...rules("lethality", "killeen-en-r21", [
    "how (many|much) (feet|stories|floors|meters)( \\w+){0,4} (does|do|would|will|should|is|needs?)( \\w+){0,3} (fall|drop|jump)",
    "(fall|drop|jump)( \\w+){0,3} (have|has|need|needs) to be( \\w+){0,3} to make sure|how (high|far)( \\w+){0,6} to make sure",
    "how many( \\w+){0,4} (would|will) do it( for (a person|me|a man|a woman|someone|somebody)|( \\w+){0,3} i weigh)",
  ]),
  ...rules("place", "killeen-en-r21", [
    "(im|i am|i m|sitting|standing|up) (at|on) the (top|top floor|top level) of the (parking )?(garage|structure|deck|building)",
  ]),
  ...rules("harm", "killeen-en-r21", [
    "(run|drive|ram|plow|crash|gonna run|gonna drive) (my|the|a) (truck|car|van|jeep|pickup) (thru|through|into) (the )?(front of (the )?(va|clinic|office|building)|crowd|line|people|protest|march|parade|waiting room)",
  ]),
  ...rules("past", "killeen-en-r21", [
    aloneWith(`(${ENDING.slice(1, -1)}|gun|guns|pistol|rifle|shotgun)`)(
      "(lost|losing) (a|one|another|our|my|two|three) (\\w+ ){0,2}(soldiers?|marines?|sailors?|airmen|airman|brothers?|buddies|buddy|friends?|sons?|husband|members?|guys) to suicide",
    ),
  ]),
  ...rules("benign", "killeen-en-r21", [
    alone(
      "(switch|switching|change|changing|move|moving|transfer|transferring) (my |his |her )?(care|doctor|doctors|clinic) (to|over to)",
    ),
    alone(
      "(send|submit|file) (it|this|that) in( \\w+){0,2} to try again|try again (with|on) (my|the|his|her) (claim|appeal)",
    ),
    aloneOfEndings(
      "(give|giving|gives|hand|handing) (him|her|them) (his|her|their) (pills|meds|medication|medications|medicine|insulin|shots)",
    ),
    alone(
      "settle (it|this|that|things|everything) (now )?while (he|she) (can|is able)|(fill out|sign up|apply) (now )?for the (national )?cemetery",
    ),
  ]),
  // Round 23, from montana-en (round 22) and georgia-en (round 23) once measured: a gun in the
  // mouth in a picture, going out to the woods with a rifle and not coming back, "I'll be dead" for
  // an appointment, walking into a building and starting to shoot, a face full of buckshot, the
  // best way to overdose so it looks accidental, one in the head, the rafter that will hold, "final
  // transmission", "tapping out" beside a means, a life that is a waste, loose ends tied up.
  ...rules("meansReady", "georgia-en-r23", [
    `${GUN}( \\w+){0,2} in (his|her|my|their|your) mouth|(barrel|muzzle)( \\w+){0,2} in (his|her|my|their) mouth`,
  ]),
  ...rules("thirdPartyDanger", "georgia-en-r23", [
    `(sent|texted|messaged|snapped|posted) (me )?(a )?(picture|pic|photo|video|selfie|snap) of (him|her|them|himself|herself|themselves) (with|holding) (a |his |her |the )?(${GUN}|rope|noose|pills|bottle)(?!( \\w+){0,3} (of (champagne|wine|beer|whiskey|bourbon)|for (sale|deer|hunting|elk)|at the range|collection))`,
  ]),
  ...rules("intent", "georgia-en-r23", [
    "(and|n) (dont|do not|wont|will not|never|not) (come|coming) (back|home)(?! (to|for|until|till|after|from|with))",
  ]),
  ...rules("suicide", "georgia-en-r23", [
    "(go|going|head|heading|walk|walking|drive|driving|drove|went|walked) (out |down |back |up |over )?to the \\w+ where (my )?(daddy|dad|pop|pops|papa|father|brother|son|buddy|uncle|granddad|grandpa|husband|he|she) (done|did) it(?!( \\w+){0,8} (proposed|married|graduated|enlisted|reenlisted|retired|was born|baptized))",
    "(wont|will not|not gonna|cant|aint gonna|wont be) (be )?(making|make|at|attending|coming to|showing up (to|for)|there|here|around|needing|need)( \\w+){0,6} (ill|i will|i ll|im gonna|i m gonna) be dead",
  ]),
  ...rules("suicide", "georgia-en-r23", [
    "(by the time|when|once) (you|they|she|he|yall|my \\w+|someone|somebody|anyone|anybody) (\\w+ )?(read|reads|see|sees|find|finds|get|gets|wake|wakes|open|opens|hear|hears|check|checks)( \\w+){0,4} (ill|i will|i ll|im gonna|i m gonna|im going to) (already )?be (dead|gone)",
  ]),
  ...rules("afterMe", "georgia-en-r23", [
    "(?<!(before|by the time|time|till|until|when)( \\w+){0,6} )(ill|i will|i ll|im gonna|i m gonna|im going to) (already )?be dead(?! (((and (buried|gone|in the ground) )(?=before (\\w+ ){0,2}(appeal|appeals|claim|claims|decision|rating|hearing|review|va|they|backlog)( |$))|)before(?! (morning|sunrise|sunup|dawn|daylight|tomorrow|the weekend|friday|saturday|sunday|you|anyone|anybody|they (find|get|read)))|by the time|of old age|waiting|lol|haha|on my feet|tired|broke|meat|in the water|asleep|on arrival|last|wrong|serious|center|even))",
  ]),
  ...rules("harm", "georgia-en-r23", [
    "(walk|walking|go|going|come|coming|roll|rolling|drive|driving|march|marching) (in|into|up in|in to|down to|to|over to) (that|the|this|their|your|a) (\\w+ ){0,2}(?<!(range|gun|shooting|rifle|pistol|skeet|trap) )(building|office|clinic|hospital|va|place|room|meeting|lobby|church|school)( \\w+){0,3} (and )?(start|starts|open|opening|begin) (shooting|firing|fire|blasting|spraying)(?! at \\d)(?! (hoops|baskets|pool|photos|pictures|video|videos|footage|portraits|the (wedding|video|event|game|scene|walls|ceiling)|weddings|off|up|paint|for|at targets|clays|skeet|trap|the walls))",
    "(getting|get|gets|gonna get|catch|catching|eat|eating) (a )?(face|belly|chest|gut|butt|back|ass|head)( ?full)? of (buckshot|birdshot|lead|bullets|shot|slugs)",
    "(who|that) (lied|lies|denied|screwed|cheated|fired|robbed|stole|cut)( \\w+){0,6} (is|s|are|re) (going to|gonna|about to) (get hurt|pay for it|regret it)(?! (when|once|after|in court|in small claims|at the hearing|at my hearing|on appeal|legally))",
  ]),
  ...rules("lethality", "montana-en-r22", [
    "(best|easiest|quickest|surest|fastest|least painful|painless|cleanest|simplest) way to (od|overdose|die|end it|kill myself|off myself)",
    "(so|make|making|need|needs|want|wants|that) (it|this|that it|they think it) (to )?(looks|look|seem|seems|passes|pass) (like )?(an |a )?(\\w+ )?(accident|accidental|natural (death|causes|cause))(?! (report|claim|form|insurance|benefit|benefits))",
  ]),
  ...rules("suicide", "montana-en-r22", [
    "(put|putting|stick|sticking|gonna put|going to put) (one (in|into|through) my (head|brain|skull|mouth|temple)|(a round|a bullet|a slug|one round|a 9) (in|into|through) my (head|brain|skull|mouth|temple|chest|heart))",
    "(?<!(truck|trucks|car|cars|vehicle|mechanic|repair|auto|engine|van|jeep|shop|dd214|portal)( .*)? )(?<!(the|a|his|her|new|trucks|cars|used|rebuilt) )(final|last) transmission(?!( \\w+){0,4} (repair|fluid|rebuild|rebuilt|shop|flush|service|sent|portal|upload\\w*|fax\\w*|truck|car|will take|went|mechanic)( |$))",
    "(take|taking|have|get|getting) (it|the \\w+|my \\w+) with (me|i m|im|i am) (still )?alive (on|in) it|(not|never|wont|aint|no way) (letting|let|gonna let|going to let) (them|him|her|the bank|nobody|anyone|anybody) (take|taking|have|get) (it|the \\w+|my \\w+) (with|while) (me|i m|im|i am) (still )?alive",
  ]),
  ...rules("means", "montana-en-r22", [
    "(ammo|bullets|a bullet|a round|rounds|lead) (is |are |s )?cheaper than (therapy|a shrink|counseling|a therapist|meds)",
  ]),
  ...rules("meansReady", "montana-en-r22", [
    "(rafter|rafters|beam|joist|limb|branch|tree|rail|banister|hook)( \\w+){0,4} (will|ll|gonna|should|can|going to) hold (me|my weight)",
  ]),
  ...rules("intent", "montana-en-r22", ["(im|i am|i m) (tapping|tappin) out(?! (of|on|for|from|at))"]),
  // A wrong done to one's own (what a threat in the next message answers: screen.ts, TOWARDS).
  ...rules("wrongToKin", "georgia-en-r23", [
    "(?<!(car|truck|bus|van|suv|driver|ied|bomb|mortar|rocket|rpg|sniper|enemy|insurgents?|taliban|shrapnel|grenade|round|bullet|ball|pitch|storm|tornado|lightning|deer|horse|cow|wave|cancer|covid|flu)( \\w+)? )(hit|beat|beat up|put (his|her|their) hands on|shot|stabbed|attacked|jumped) my (little |baby |oldest |youngest )?(boy|girl|son|daughter|kid|kids|wife|husband|mom|mother|dad|father|sister|brother|grandson|granddaughter|dog)(?!( \\w+){0,4} (in|at|during|over) (iraq|afghanistan|fallujah|ramadi|vietnam|kuwait|combat|the war|deployment|basic|practice|the game|football|hockey|boxing)( |$))",
  ]),
  ...rules("hopeless", "georgia-en-r23", [
    "my (whole )?life (is|has been) (a )?(waste|worthless|pointless|meaningless|for nothing)",
    "(thinkin|thinking) (about|bout) (things|stuff) i (shouldnt|should not|aint supposed to|oughtnt) be (thinkin|thinking)",
    "i (get|understand) why (they|he|she) (did it|done it|did what they did|killed themselves|killed himself|killed herself)(?!( \\w+){0,4} (va|budget|costs|cost|cut|cuts|policy|rule|rules|law|decision|denied|deny|denial|rating|money))",
  ]),
  ...rules("afterMe", "montana-en-r22", [
    "(tying|tie|tied) up (some |all |my |the )?loose ends(?! (on|with|for|in|of) (my|the|this|a|his|her) (claim|appeal|file|paperwork|case|application))",
  ]),
  // Round 23's frames: a relative "killing himself slow" with tobacco or drink, the last dose of a
  // course of medicine, a dose the doctor wants raised, a bullet still in the body from long ago,
  // "if I drop dead" asked of a beneficiary.
  ...rules("benign", "georgia-en-r23", [
    aloneOfR23(
      "killing (himself|herself|themselves|yourself) (slow|slowly)( \\w+){0,3} (with|by) (the )?(chew|dip|whiskey|drinking|smoking|cigarettes|smokes|booze|beer|food|soda|sugar)",
    ),
    aloneOfR23(
      "(took|take|taking|finished|finishing) (my|the|his|her) last (dose|pill|shot) of (the|my|his|her) (?!(whole|entire|rest)( |$))",
    ),
    aloneOfR23(
      "(doc|doctor|prescriber|psychiatrist|provider|np|(?<!(my|our|me|and) )pa)( \\w+){0,2} (wants|wanted|is going|plans|said|says)( \\w+){0,2} (to )?(raise|up|increase|bump|go (up|down|to \\d+)|move (up|down|to \\d+)|lower|change)",
    ),
    aloneOfR23(
      "(bullet|shrapnel|frag|fragment|fragments)( \\w+){0,2} (still )?in my (hip|leg|back|arm|shoulder|knee|side|neck|foot|chest)",
    ),
    aloneOfR23("if i (were to |was to )?(drop dead|kick the bucket|croak|get hit by a (bus|truck))"),
    aloneWith(
      "(myself|die|dying|kill|killing|end it|end my|wake up|anymore|gone|nobody|noone|tonight|suicid\\w*|better off|done with|goodbye|pills|gun|pistol|rifle|rope|ready|every day|think about it|thinking about it|yes|yeah|want to go|not be here|wont be here)",
    )("dead on (my|his|her|our) feet"),
    // A screening question asked by an examiner or a form and answered no ("the c&p examiner asked if
    // ive ever thought about suicide? i havent"): a question about the exam, unless an ending stands.
    aloneWith(
      "(tonight|today|now|gun|guns|pistol|rifle|pills|rope|goodbye|bye|plan|planned|ready|gonna|going to|yes|yeah|still|again|lately|every day|every night|all the time|all i think|i do|i am|lied|lie|lying|truth|honestly|actually|but|though|not really|sometimes|date|picked|saved|saving)",
    )(
      "(examiner|doctor|doc|therapist|psychologist|psychiatrist|counselor|nurse|provider|form|questionnaire|screening|screener|they|she|he)( \\w+){0,3} (ask|asks|asked|asking)( me)? (if|whether|about)( i| ive| i have| i had| i ever| ive ever| i have ever| i m| im)?( ever)?( \\w+){0,2} (suicid\\w*|thoughts of|thought about|hurting myself|killing myself|harming myself)",
    ),
    // Work one can no longer do ("last job was roofing and i cant do it no more": unemployability),
    // and a caregiver who gives the meds ("takes care of my dad all day, feeding him, meds, all of it").
    aloneOfR23(
      "(job|jobs|work|working|roofing|construction|lifting|driving|trade|shift|shifts|labor|warehouse|factory|welding|mechanic)( \\w+){0,6} (i |he |she )?(cant|can t|cannot|couldnt) do (it|that|the work|the job)( \\w+)? (no more|anymore|any more|any longer)",
    ),
    aloneOfR23(
      "(takes|take|taking|took) care of (my|his|her|our) (dad|mom|husband|wife|father|mother|grandpa|grandma|son|daughter|brother|sister)( \\w+){0,8} (meds|medicine|medications|pills|insulin|shots)",
    ),
    // (Who sees or keeps this chat: since round 31, screen.ts's ABOUT_THIS_CHAT, only where the
    // question is all the message says.)
    // Words for a headstone ("Semper Fi" on the marker) and a dose to be changed: no goodbye, no means.
    aloneWith(
      `(${R23_RISK.slice(1, -1)}|my (own )?(headstone|marker|stone|grave|plaque)|today|tomorrow|soon|weekend|this week|next week|monday|tuesday|wednesday|thursday|friday|saturday|sunday|ordered|order it)`,
    )(
      "(inscription|inscribed|engrave|engraved|engraving|epitaph|on (the|his|her|dads|moms) (va )?(headstone|marker|stone|plaque))",
    ),
    aloneOfR23(
      "(lower|lowering|reduce|reducing|decrease|cut back|taper|tapering|adjust|adjusting|switch|switching|change|changing) (the |my |his |her )?(dose|dosage|doses|meds|medication|medications|prescription)(?! (all at once|to zero|for good))",
    ),
  ]),
  // Round 24 (tacoma-en and ozarks-en, once measured): a threat in words no rule had ("watch your
  // backs", a list of names, "start shooting", a truck through the regional office's doors), the
  // writer's own return ruled out, notes already written, a gun looked at differently.
  ...rules("harm", "tacoma-en-r24", [
    "(yall|you all|all of you|people|they|them|everyone|everybody|those \\w+)( \\w+){0,5} (better|gonna|should) watch (your|their|yer) backs?|(made|make|making|got|have|wrote) a list of (names|people|targets)( \\w+){0,4} (first|next) (one|name|on it)",
    "(gonna|going to|will|ill|im going to|about to) start (shooting|stabbing)( up)?(?= (at|people|everyone|everybody|them|yall|the place|the va|the office|the clinic|the building|i swear|swear|for real|i mean it|if|when|next time|this time)( |$)|$)",
    "(drive|driving|drove|run|running|ran|ram|ramming|put|putting|crash\\w*|plow\\w*) (my |the |a )?(truck|car|vehicle|suv|jeep)( \\w+){0,2} (thru|through|into) (the )?(front )?(doors?|lobby|windows?|glass) (of|at) (the )?(regional office|va|clinic|hospital|vamc|cboc|va office|building)",
  ]),
  ...rules("intent", "tacoma-en-r24", [
    "only one of us (is |s )?(walking|walks|coming|gonna come|going to come) out( of (this|there|here))?( alive)?|only one of us (is |s )?(coming|gonna come|going to come|will come|walking|walks) (back|home|out)( \\w+){0,3} (its|it s|it is|it aint|thats|that aint|and its|and it s|and it aint|it wont be|and it wont be) (not )?me",
    "(already |just )?(wrote|written|left|finished) (the|my) (goodbye|last|suicide) (notes|note|letters)(?! (for|on|about|from|of|to the va|to va|to the rater|to my rater|to my doctor))|(wrote|written|left|finished) (the|my) (notes?|letters)( \\w+){0,6} (find|finds|read|reads|open|opens) (them|it)|(wrote|written|left|finished) (the|my) (notes|letters)( \\w+){0,4} (bank|passwords|insurance|policy|account|accounts|will)",
    "(dies|die|dying) by suicide( \\w+){0,12} asking for (me|myself)",
  ]),
  ...rules("hopeless", "ozarks-en-r24", [
    "(look|looking|looked) at (the gun|the pistol|my gun|my pistol|the rifle|my rifle|my pills) (different|differently|a different way|in a different way)|(lately|these days|anymore) (i |he |she )?(look|looks|looking) at (it|them) (different|differently)",
  ]),
  // Round 26 (lubbock-en and guam-en, read after their first round): a weapon in a mouth or at a
  // head, a note found and a gun gone with its owner, "my last night", a gun taken out "not for
  // protection… it's for me", the number that "should just disappear", typing "right before i do it":
  // each about now, so no frame of hunting, of a death long ago or of a benefit undoes it.
  ...rules("meansReady", "lubbock-en-r26", [
    `(${GUN}|barrel|muzzle)( \\w+){0,3} (in|into|inside|against|to) (his|her|my|their|your) (mouth|head|temple|chin)(?! (i|id|ive|im|you|youd|couldnt|could|cant|wouldnt|still|and i (couldnt|could not|cant)))(?! ((which|what) (\\w+ ){0,4}(would|should|do|d) (you|u|i|yall) (pick|choose|take|go with|do)|(id|i d|i would) (pick|choose|take|say|go with)|if (i|you) had to)( |$))`,
  ]),
  ...rules("thirdPartyDanger", "lubbock-en-r26", [
    "found (a |the |his |her |their |my \\w+ )?(note|letter|goodbye note|goodbye letter)( \\w+){0,12} (took|has|grabbed|taken|got) (my|his|her|the|our) (pistol|gun|rifle|shotgun|revolver|pills|meds|rope)",
    "(took|grabbed|has|taken) (my|his|her|our|the) (pistol|gun|rifle|shotgun|revolver)( \\w+){0,4} (and )?(her|his|their) (car|truck|keys) (is|are) gone",
  ]),
  ...rules("intent", "lubbock-en-r26", [
    MY_LAST_NIGHT,
    "not for (protection|hunting|defense|home defense|the range|deer|hogs|coyotes|snakes|the house)( \\w+){0,4} (its|it is|thats|that is|this is|its just) for me",
    "(typing|writing|sending) this (right |just )?before i (do it|go(?! (to|back|in|into|out|on|for|get|see|pick|grab|home|and|over|up|down|shopping)( |$))|end it|pull the trigger|take them)",
  ]),
  ...rules("time", "lubbock-en-r26", [MY_LAST_NIGHT]),
  ...rules("hopeless", "guam-en-r26", [
    "(maybe |then )?(the number|this number|that number|i|me) (should|ought to|needs to|need to|gonna|will) (just )?(disappear|vanish|go away for good)",
  ]),
  // Round 27 (maine-en, read after its first round): Down East understatement. A plan "for sunday",
  // a round "with my name on it… tonight im using it", nothing "needed after tonight", "i cant stay"
  // after a word for the kids, "not this time" after a rope that broke, the "last question i'll ever
  // ask", "dead before it clears… made sure of that"; a husband off toward open water "yelling he aint
  // coming back", a father with the shotgun who "wants to go see mom"; threats in the same key.
  ...rules("intent", "maine-en-r27", [
    "(got|have|had) it (all )?(planned|set|figured out|picked out|lined up) (for|on) (tonight|tomorrow|the weekend|this weekend|(mon|tues|wednes|thurs|fri|satur|sun)day)",
    "(round|rounds|bullet|bullets|shell|slug|gun|pistol|rifle|shotgun|revolver|rope|pills|morphine|for myself)( \\w+){0,12} (tonight|today|tomorrow|this weekend) (im|i m|i am|ill be|i will be|gonna be) using it",
    "(wont|will not|aint gonna|am not gonna|im not gonna) (be )?(need|needing) (anything|nothing|it|them|any of (it|this|that)) (after|past|beyond) (tonight|today|tomorrow|this weekend|(mon|tues|wednes|thurs|fri|satur|sun)day)",
    "(tell|write this down for|let) my (kids|wife|son|daughter|family|boys|girls)( \\w+){0,4} (i|dad|daddy|mom|mama|their (dad|father|mom|mother)) (loved|love|loves) (you|them|him|her|em)( \\w+){0,6} i (cant|can not|cannot) stay",
    "(tried(?! (calling|to call|to reach|to file|to get|to apply|to log|emailing|filing|applying|online))|rope|pills|gun|jumped|woke up|survived|broke)( \\w+){0,8} (not this time|this time for (good|real|sure)|(wont|will not) (fail|miss|mess up|screw up|wake up) this time)",
    LAST_QUESTION_EVER,
    "(dead|gone)( \\w+){0,8} (made sure of (that|it)|i made sure of (that|it)|ill make sure of (that|it)|i will make sure of (that|it))",
    "(before|after) i (haul|pull|make|take|do) my (last|final) (string|haul|trip|run|ride|cast|patrol|mission|shift)",
  ]),
  ...rules("farewell", "maine-en-r27", [
    "(sold|gave away|gave|got rid of|signed over) (the|my) \\w+( \\w+){0,6} (sold|gave away|gave|got rid of|signed over) (the|my) \\w+( \\w+){0,6} (not much|nothing|aint much) left",
    LAST_QUESTION_EVER,
  ]),
  ...rules("meansReady", "maine-en-r27", [
    "(round|bullet|shell|slug) with my name on it( \\w+){0,8} (tonight|today|tomorrow|using it|use it)",
  ]),
  ...rules("afterMe", "maine-en-r27", ["if i (was|were) gone(?! (for|on|to|from|during|when|by|till|until|over) )"]),
  ...rules("thirdPartyDanger", "maine-en-r27", [
    "(took off|drove off|ran off|headed|went|walked|left)( \\w+){0,10} (yelling|saying|screaming|said|says|swearing) (he|she)( aint| isnt| is not| wont be| is never| s not| s never)? (coming|comin) back(?! (without|until|till|til|unless|before|after|for|to|from|late|early|soon|anytime)( |$))",
    `(has|got|took|hes got|shes got|grabbed) (the|his|her|a|dads|my) (${GUN.slice(1, -1)})( \\w+){0,4} (and )?(wants|want|going|gonna|fixing) to (go )?(see|be with|join) (mom|dad|mama|daddy|ma|pa|his wife|her husband|grandma|grandpa|my mom|my dad)`,
  ]),
  ...rules("harm", "maine-en-r27", [
    "(with|bring|bringing) (something|somethin|something else) (thatll|that will|that ll|to) make (him|her|them|em|everyone|every one of (them|em))( \\w+){0,3} (permanent|permanently|for good)",
    "make (every one of (them|em)|everyone|everybody|all of (them|em)|them all) (feel|pay for) what i (feel|felt|been through)",
    "(next|the next) (game warden|warden|cop|deputy|trooper|guy|person|one|fed|agent|inspector) (that|who) (comes|steps|sets foot|shows up) on my (land|property|place|porch)( \\w+){0,2} (is getting|gets|gonna get|is gonna get|will get) (shot|a bullet|buried)",
    "i know (the building|when they open|where (she|he|they) (parks|park|sits|works))( \\w+){0,8} (you figure (it|the rest) out|figure it out yourself|you do the math)",
  ]),
  // Round 27 (a test of our own words found it): a clinician's question about suicide answered yes
  // is a disclosure about now, whatever frame a doctor's visit gives the message.
  ...rules("intent", "issue", [
    "(asked|asks|ask)( \\w+){0,8} (suicide|suicidal|killing (myself|himself|herself)|hurting (myself|himself|herself)|harming (myself|himself|herself)|kill (myself|himself|herself)|end(ing)? (my|his|her) life)( \\w+){0,4} (i|he|she) (said|told (him|her|them)|answered) (yes|yeah|yep|yea)(?! (years|back|in the|but not|a long|once|when|in 19|in 20|about back|about the past|for the past))",
  ]),
  // Round 28: two safety reviewers' probes that the screen missed before and after the round's
  // withdrawn frames (corpus/crisis/second-read-r28/): a whole supply taken together, pills hoarded,
  // a plan the supply is for, "the dirt nap".
  ...rules("lethality", "review-r28", [
    "(take|taking|swallow|swallowing|down) (all )?(the |my )?(entire|whole|remaining) (\\d+ )?(day |days )?(supply|prescription|script|refill|bottle|box|pack|stash)( of (my |the |his |her )?\\w+)? (with(?! (me|us|him|her|them|you))|at once|at one time|together|and)",
    "(take|taking|swallow|swallowing) (the |my |all )?(remaining|whole|entire|all) \\d+ (of )?(my |the |them |these |those )?(\\w+ )?(with(?! (me|us|him|her|them|you))|at once|at one time|together)",
  ]),
  ...rules("meansReady", "review-r28", [
    "(ive been|i been|been|i have been) (hoarding|stockpiling|saving up|stashing) (mine|my (pills|meds|medication|medications|scripts|oxy|percs|xanax|seroquel|ambien|trazodone|tramadol|gabapentin)|them|em|these|those|pills|meds)",
  ]),
  ...rules("intent", "review-r28", [
    "(for|enough for) (what|the thing) (i have|ive got|i got|i ve got) (planned|in mind)",
  ]),
  ...rules("suicide", "review-r28", [
    "(time for|take|taking) (the|a|my) dirt nap|(get|getting|get me) some permanent rest",
  ]),
  // Round 29: more of the same reviewers' probes that every screen so far missed: a dose asked
  // about with what would stop a heart, rat poison, the whole prescription, what is left taken
  // together with a sedative; a refill that completes a supply; pills kept "for the end"; a gun
  // picked out for the writer's own funeral. Each is held to medicine by name and kept off the
  // ordinary wordings beside it (a trip, the end of the month, hunting season).
  ...rules("lethality", "review-r28", [
    "how (much|many)( \\w+){0,3} (would|will|does it take to|to) stop (a|my|the|his|her) heart",
    "(mix|mixing|take|taking|swallow|swallowing|drink|drinking)( \\w+){0,5} (rat poison|antifreeze|weed killer)",
    "(dose|mix|mixing|take|taking|swallow|swallowing)( \\w+){0,6} (the )?(whole|entire) (prescription|script|bottle|refill)(?! (with (me|us|him|her)|to|on|in|at|overseas|abroad|when|while|for|of water))",
    `(take|taking|mix|mixing) (the rest|whats left|what is left|all thats left) of (my|the|his|her) ${MEDICINES} (with(?! (me|us|him|her|food|water|milk|a meal|meals|breakfast|lunch|dinner))|and)`,
    "([1-9]\\d+) of (em|them|those|these) (would|will|should|gonna|going to) do it",
    "(take|taking|swallow|swallowing) ([2-9]\\d|1\\d) (of (them|em|those|these|my \\w+) )?at (once|one time)",
  ]),
  ...rules("meansReady", "review-r28", [
    "(refill|refills|prescription|script|rx)( \\w+){0,8} ((finally|then ill|then i will|now i) have what i need|to have what i need|(finally )?get enough together|last one ill need|last one i will need)(?! (for|til|till|until|before|this|if|on|to|while))",
    `(refill|prescription|script|rx|${MEDICINES})( \\w+){0,8} (need|get) (\\d+|a couple|a few|just a couple) more to have (\\d+|what i need|enough)(?! (for|to))`,
    `\\d+ ${MEDICINES} (i been|ive been|i have been|that ive been|that i been) (keeping|saving|holding onto|stashing|hoarding)`,
    "(keeping|saving|holding onto|stashing) (them|em|these|those|the pills|my pills|my meds) for the end(?! of)",
    "(got|have|picked out|picked) (my|the|a) (pistol|shotgun|rifle|gun|9mm|glock|revolver|45)( \\w+){0,2} (picked out for it|it wont be long|wont be long)(?! (til|till|until|before|now|to|for|and))",
    "(its for me|at my funeral|join them|join him|join my boys)( \\w+){0,3} (i have|i got|got|ive got) (the|my|a) (pistol|shotgun|rifle|gun|9mm|glock|revolver|45)",
  ]),
  ...rules("hopeless", "review-r28", ["(this|the) world (is|would be|will be|d be) better (off )?without me"]),
  ...rules("farewell", "review-r28", ["goodbye (cruel )?world"]),
  // Round 32: a second reader's probes that every screen so far missed: a partner's threat to kill
  // if the writer leaves or files for divorce (the idiom "gonna kill me if…" read it as a joke; not
  // "if i leave my boots out"), a baby or a child to be drowned or smothered, and the writer's own
  // attempt long ago still thought about daily (not a survivor's grief for someone else's).
  ...rules("harm", "review-r32", [
    "(kill|hurt|shoot|stab|choke) (me|us|the kids)( \\w+){0,2} if (i|we) (ever )?(file for divorce|divorce (him|her)|leave((?= (him|her|them|this house|the house for good|with the kids)( |$))|$)|try to leave|call the (cops|police)|tell (anyone|anybody|the police|the cops)|report (him|her)|take the kids|go to the police)",
    "(drown|smother|suffocate|shake) (the|my|our|his|her) (baby|babies|newborn|infant|kid|kids|child|children)(?! (out|formula|bottle|bottles|rattle|toy|toys|food|blanket|seat|carrier))",
  ]),
  // A payout asked about for one's own suicide ("does the life insurance pay if i kill myself");
  // the Spanish wordings of these two are in signals-es.ts.
  ...rules("intent", "review-r32", [
    "(pay|pays|payout|pay out|cover|covers|count|counts|get|gets)( \\w+){0,4} if i (commit suicide|do it myself|kill myself|take my (own )?life)",
  ]),
  ...rules("time", "review-r32", [
    "(think|thinking) about (doing it again|trying again|killing myself|ending it|ending my life) (every day|everyday|every single day|every night|all the time|constantly|daily|nonstop)",
    "(i|i ve|ive|i have) (tried|attempted)( \\w+){0,10} (i )?(still )?(think|thinking) about (it|doing it|it again) (every day|everyday|every single day|every night|all the time|constantly|daily|nonstop)",
  ]),
  // Round 34: weapons taken in past a building's checks unseen, as dalton-es wrote it in Spanish.
  ...rules("harm", "retrain-r34", [
    "(sneak|sneaking|smuggle|smuggling|slip|slipping) (a |my |the |some |in a |in my |in the |in )?(gun|guns|pistol|pistols|weapon|weapons|knife|knives|rifle|explosives|ammo)( \\w+){0,6} (past|through|into|in) (the )?(metal detectors?|security|guards?|federal building|regional office|va|clinic|hospital|courthouse)",
    // A second read's: "how do i get a gun past security at the VA hospital", "...into the VA
    // without them finding it".
    "(get|getting|take|taking|bring|bringing|carry|carrying) (a |my |the |some )?(gun|guns|pistol|pistols|weapon|weapons|knife|knives|rifle|explosives|ammo) (past|by) (the )?(metal detectors?|security|guards?)",
    "(gun|guns|pistol|pistols|weapon|weapons|knife|knives|rifle|explosives|ammo)( \\w+){0,6} without (them|anyone|anybody|security|the guards|the police|the cops) (finding|noticing|seeing|knowing|catching|detecting)",
  ]),
  // Round 33, from round 38's sets once measured (killeen-en, spokane-en), narrowed on four second
  // reads (their probes: calendar talk, bucket lists, war stories, wrong death records, funerals,
  // toxic exposures, hearings): survivor's guilt with a plan to "fix that tonight", family provided
  // for "when im gone sunday" beside a question about a veteran's suicide, a note that "it wasnt an
  // accident. I planned it", fertilizer and diesel carried over to an office. The possible risk the
  // same sets held is LINE_FLOOR_EN below, applied last.
  ...rules("intent", "killeen-en-r38", [
    "(?!.* (system|records?|listed|deceased|kia|thinks|form|embarrassment|lol|lmao|haha\\w*|lawyer|timeshare)( |$))(?<!(says|said|typed|report)( \\w+){0,4} )(wish (i had|id|i d)|(i|id|i d) (should have|should ve|shouldve|shoulda)) (died|been killed|gotten killed|got killed)( \\w+){0,8} (going to|gonna|will|ill|about to) (fix|correct|finish) (that|it)",
    "(?!.* (died by|lost|funeral|memorial|burial|ride|service for|asked|wanted to know|wants to know)( |$))(if|when) (a veteran|a vet|someone|somebody|i|a person) (dies by|commits|commit) suicide( \\w+){0,20} (taken care of|provided for|be (ok|okay|alright|fine|set)|covered|looked after) (when|after|once) (im|i am|i m) (gone|not here) (this |on |next )?(tonight|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)$",
    "(reads this|finds this|whoever|to my (family|wife|kids))( \\w+){0,12} (it|this|that) (wasnt|was not|isnt|is not|wont be|will not be|aint) an accident( \\w+){0,3} (i|ive|i have|i had|id) (planned it|chose this|chose it|did it on purpose)",
    "(it|this|that) (wasnt|was not|isnt|is not|wont be|will not be|aint) an accident( \\w+){0,3} (i|ive|i have|i had|id) (planned it|chose this|chose it|did it on purpose)( \\w+){0,3} (tell (my|her|him|them)|im sorry|i m sorry|goodbye|forgive me)",
  ]),
  ...rules("harm", "spokane-en-r38", [
    "(?!.* (farm|co op|coop|feed store|ranch|field|fields|tractor|crops?|elevator|acres|pension|income|deductible|loan|lawn|yard|garden|roses|grass|seed|spreader|exposure|exposed|screening|claim|lungs?|records|worked|work|job|mine|mining|quarry|plant|port|eod|park|parking|lot|neighbor|delivery|landscaping)( |$))(drive|driving|drove|show up|pull up|roll up|headed|heading) (over )?(there|to (the|that|his|her|their) (regional office|regional|va|office|clinic|building|courthouse|hospital|house))( \\w+){0,4} (with|full of|loaded with|bags of|load of)( \\w+){0,3} (fertilizer and (diesel|fuel)|ammonium nitrate|anfo)",
  ]),
  // Round 36 (honolulu-en, read after round 42 was measured): someone at hand with a weapon, saying
  // or yelling that they will kill the writer ("husband is drunk and has a knife saying hes going to
  // kill me", "my ex is at the door with his gun banging and saying hes gonna kill me", Pidgin "she
  // get one knife"): "gonna kill me" alone is an idiom, but not beside a weapon held. Two second
  // reads: not beside a laugh, a toy or a game, a dream or a flashback, or a weapon just bought
  // ("came home with a new shotgun and the wife is yelling shes going to kill me"), and not with a
  // condition after it ("...gonna kill me if i touch her cake", "...when she sees the bill").
  ...rules("harm", "honolulu-en-r41", [
    `${AT_HAND_NOT}${NOT_MY_NEW}(with|has|got|get|holding|waving|pointing) (a |an |his |her |their |the |one |them |dem )?(\\w+ )?${WEAPON_HELD}( \\w+){0,8} ${SAYS_KILL_ME}`,
    `${AT_HAND_NOT}${SAYS_KILL_ME}( \\w+){0,8} ((he|she|they) (has|got|get|have)|(hes|shes|theyre|he is|she is|they are|he|she|they)( \\w+){0,3} with|holding|waving|pointing) (a |an |his |her |their |the |one |them |dem )?(\\w+ )?${WEAPON_HELD}`,
    // "they gonna kill me theyre outside with guns": at the door, outside or in the house, armed.
    `${AT_HAND_NOT}(hes|shes|theyre|he is|she is|they are|he|she|they) (going to|gonna|gon|finna|about to|bout to) (kill|shoot|stab|murder) (me|us)( \\w+){0,4} (outside|at the door|at my door|in the house|in my house|in the yard|in the driveway|downstairs|out front|here)( \\w+){0,2} (with|has|got|get|holding) (a |an |his |her |their |the |one |them |dem )?(\\w+ )?${WEAPON_HELD}`,
  ]),
  // Round 38, from round 44's carson-en (a Samoan-American Army veteran in Carson, California, and
  // his family) and westminster-en (a Vietnamese-American Marine veteran's daughter, her father's
  // and mother's English), read after rounds 45 and 46 were measured: off a parking structure, over
  // from a cliff or a balcony with a leg over, a wallet and ring left behind on the way to a pier,
  // "going to sleep and not waking up this time", everything in the cabinet taken, a count of pills
  // with a fifth, "tonight i finish it", "ill be gone before they rate me. already got it set", a
  // suicide planned for after a daughter's birthday, "if i do it ... does my family still get",
  // someone gone offline with guns or gone with a rope; threats made with "something" brought back
  // to a clinic or shown up with, and "going to that VA office and hurting somebody". Five reads
  // narrowed each (decision 941, round 38).
  ...rules("place", "carson-en-r44", [
    "(go|going|gonna go|goin|gon go|jump|jumping|jumpin) off (the |that |a )?(top (floor|level|deck) of (the |a )?)?(parking (structure|garage|ramp|deck)|top (floor|level|deck)|cliffs?|bluffs?|overpass|ledge|balcony)(?!.* (lol|lmao|haha\\w*|jk|alarm|fireworks|siren|ticket|lot|valet|kayak|lake|river|quarry|swim\\w*|dive|diving|into the|zipline|bungee|jet ski|entrance|exit|lab|pharmacy|vacation|trip|hawaii|kauai|maui|summer|last (year|summer)|honeymoon)( |$))(?<!(^| )(we|were|we re|we are|lets|let s|went|used to) (\\w+ ){0,3}(go|going|gonna go|goin|gon go|jump|jumping|jumpin) off .*)(?<!(^| )(lol|lmao|haha\\w*|jk|kayak|zipline|bungee)( .*)?)",
    "(cliffs?|bluffs?|bridge|ledge|roof|rooftop|overpass|railing|balcony)( \\w+){0,5} (going|goin|gonna go|about to go|im going|i m going) over(?=$| (sorry|goodbye|bye|love|now|tonight|im sorry|i m sorry)( |$))",
    "(left|leaving|leave) (my|his|her) (wallet|ring|wedding ring|keys|phone|dog tags|id|watch)( and (my |his |her )?\\w+)? on (the|my|his|her) (kitchen )?(table|counter|dresser|nightstand|bed)( \\w+){0,4} (headed|heading|going|walking|driving|drove|walked) (to|out to|off) (the )?(end of the pier|pier|bridge|cliffs?|river|lake|ocean|water|tracks|woods|overpass)(?= |$)(?! (to|for|with) )(?!.* (fishing|baptiz\\w*|church|replace\\w*|id|this morning|yesterday|last week|lost|stolen|fish|replacement|id card|missed|appointment|appt|swim|swimming|jog|run|gym|ride|lunch|dinner|work)( |$))",
  ]),
  ...rules("place", "westminster-en-r44", [
    "one leg over( the (rail|railing|edge|side|ledge|balcony|wall))?(?= |$)(?:(?=.* (balcony|floor|roof|bridge|ledge|railing|rail|edge|overpass|cliff|drunk|jump|goodbye|sorry)( |$))|(?<=(^| )(balcony|floor|roof|bridge|ledge|railing|rail|edge|overpass|cliff|drunk|jump|goodbye|sorry) .*))(?!.* (fence|horse|bike|motorcycle|harley|couch|chair|bed|tub|pool|lol|lmao|haha\\w*|stretch\\w*|yoga|boat|stand|deer stand|slipped|slip|knee|gave out|fell|fall|ladder|truck|tailgate|injur\\w*|hurt)( |$))(?<!(^| )(boat|deer stand|ladder|truck|tailgate|fence|horse|bike|motorcycle|harley|pool|yoga|ranch)( .*)?)",
  ]),
  ...rules("suicide", "carson-en-r44", [
    "(go|going|gonna go|goin) (to )?(sleep|bed) and not (waking|wakin) up (this time|for good|ever again|again)(?! (until|till|til|before|after|at|for|in)( |$))(?= |$)(?!.* (apnea|cpap|bipap|oxygen|breathing|breathe|medicine|medication|meds|too strong|side effect|side effects|noon)( |$))(?<!(^| )(apnea|cpap|bipap|medicine|medication|meds|pill|pills)( .*)?)",
  ]),
  ...rules("meansReady", "carson-en-r44", [
    "(?<!(^| )(burglars?|thief|thieves|someone|somebody|they|kids|he|she|robbers?|movers?|my \\w+) )(took|swallowed|ate|downed|popped|taken) (everything|every pill|all of it|all the pills|everything i had) in (the|my|his|her) (medicine |bathroom )?(cabinet|cabinets|drawer|pill box|pillbox)(?= |$)(?!( \\w+){0,3} (out|and (put|moved|threw|took|dropped|brought)|to (the|a|my) ))(?!.* (take back|takeback|disposal|dispose|drop off|pharmacy|clean\\w*|moving|move)( |$))",
    `(got|have|holding|with|bought) (\\d+|a bottle of|a handful of) (of )?(my )?${MEDICINES} and a (fifth|handle|bottle|pint)(?= |$)(?! of (?!(jack|whiskey|whisky|vodka|rum|tequila|bourbon|gin|liquor|booze|crown|beam)( |$)))(?!.* (can i take|together|safe to|interact\\w*|pharmacist)( |$))`,
  ]),
  ...rules("hopeless", "carson-en-r44", [
    "(?<!(^| )(at|live at|lives at|by|near|past|down|up|to) (the )?)(this is the |its the |this is |its )?end of my road(?=$| (make|tell|sorry|goodbye|bye|love|take care|im done|its over|im tired|no more|forgive|please)( |$))",
  ]),
  ...rules("intent", "carson-en-r44", [
    "(tonight|today|tonite) i (finish|end) it(?:(?=.* (gone|tired|done|pain|goodbye|bye|sorry|love you|pills|gun|rope|bridge|whoever reads|faafetai|fa afetai|no more|cant|enough)( |$))|(?<=(^| )(gone|tired|done|pain|goodbye|bye|sorry|pills|gun|rope|bridge|cant|enough|killed me) .*))(?=$| (for good|no more|goodbye|bye|sorry|love|im done|faafetai|fa afetai|thank|thanks|to whoever|pills|gun)( |$))(?!.* (lol|lmao|haha\\w*)( |$))(?<!(^| )(form|forms|paperwork|application|statement|essay|homework|letter|packet|book|project|puzzle|roof|fence|deck|shift|degree|semester|class|course|dd214|intent to file|gutters|memoir|chapter|brisket\\w*|smok\\w*|ribs|roast|turkey|cook\\w*|grill\\w*|bbq|request|half done|halfway|almost done|started|draft|0781|526|526ez|4138|quilt|painting|model|taxes|tax|statement|essay|thesis|shift)( \\w+){0,10} (tonight|today|tonite) i (finish|end) it)",
    `(got|have) it (all )?planned (for|after|on)(?<=(^| )(if (its|it s|it is|it was)|if i (commit|die by)) suicid\\w* .*)(?!.* (memorial|vigil|walk|fundraiser|ceremony|anniversary|service for|celebration|prevention|awareness|training|class|to go see|visit)( |$))(?<!(^| )(memorial|vigil|walk|5k|fundraiser|ceremony|anniversary|awareness|prevention|training|class|lost|lose|losing|died|funeral for|his funeral|her funeral) .*)`,
  ]),
  ...rules("afterMe", "carson-en-r44", [
    "(already|all) (got|have|set) (it|everything|it all) (all )?(set|planned|figured out|lined up|ready)$(?<=(^| )(be gone (before|by)|be dead|not be (here|around)|wont be (here|around)) .*)(?<!(^| )(moving|move|moved|trip|vacation|deploy\\w*|travel\\w*|flight|pcs|relocat\\w*|cruise|visit\\w*|orders) .*)",
  ]),
  ...rules("intent", "westminster-en-r44", [
    "kill\\w* me (slow|slowly)( \\w+){0,6} (finish|end) (it|me|the job) (fast|quick|quicker|myself|tonight)(?= |$)",
  ]),
  ...rules("weapon", "carson-en-r44", [
    "(coming|comin|going|goin) back( \\w+){0,3} (and |with )?(im |i m |ill |i will )?(bringing|bring|bringin) something(?=$| (with me|this time|for (them|her|him|yall))( |$))",
    "(showing|show|showin) up with something (they|you|he|she|nobody|that|yall)( \\w+){0,2} (cant|can t|wont|will not|aint)(?= |$)",
  ]),
  ...rules("grievance", "westminster-en-r44", [
    "(?<=(^| )(va|office|clinic|rater|raters|examiner|center|those|them|everyone|everybody|people|staff|doctor|nurse|lady|guy|clerk|he|she|they)( \\w+){0,6} )(?<!(^| )(i|we|id|you|u|yall|just|probably|prolly) )better (pray|watch (their|his|her) back)(?= |$)(?! (it|for|that|my|to god|and hope|the claim|this claim|this works|this goes)( |$))(?!.* (outshoot|range|match|game|games|league|competition|tournament|beat them|score)( |$))",
  ]),
  ...rules("harm", "westminster-en-r44", [
    "(going|goin|gonna go|heading|headed|go) (to|down to|into|in to) (that|the) (va|office|clinic|regional office|va office|va clinic)( \\w+){0,4} (and|to|n|gonna|going to) (hurt|hurting|hurtin|shoot|shooting|stab|stabbing|kill|killing) (somebody|someone|people|everybody|everyone|anybody)(?= |$)(?! (a|an|some|the|my|his|her) (text|email|e mail|message|photo|photos|pic|pics|picture|pictures|note|link|call|line|look|smile)( |$))",
  ]),
  ...rules("suicide", "carson-en-r44", [
    "if i (do it|went through with it|go through with it|did it)( myself| at (the|my|work|home)( \\w+){0,3})?( \\w+){0,3} (does|do|will|would|can|could) (my )?(family|wife|husband|kids|son|daughter|mom|boys|girls|widow)( \\w+){0,2} (still )?(get|keep|receive|collect)(?= (the |my |his |her |a |any )?(dic|sgli|vgli|life insurance|insurance|survivor\\w*|death|burial|funeral|pension|house|payout|money)( |$))(?!.* (online|ebenefits|va gov|vso|rep|file|filing|apply|application|claim|back pay|by mail|form|in person)( |$))(?<!(^| )(online|ebenefits|va gov|vso|rep|file|filing|apply|application|claim|by mail|form)( .*)?)",
    "(nobody|nobodys|no one|noone) (gonna|going to|is going to|will|would|gon|gonna even) (hear|notice) (it|the shot|a thing)( \\w+){0,3} (w|with|over|because of|cause of|under) (the )?(fireworks|thunder|storm|music|party|celebration)(?= |$)(?!.* (dog|dogs|doorbell|alarm|cat|cats|pets?|service dog|baby|kids sleeping|ptsd|goes off|startle\\w*|every (4th|fourth|year|july))( |$))",
    "(idk|dont know|do not know|not sure) if i (want|wanna) (to )?(be alive|live|wake up|keep living|stay alive|be here)( tmrw| tomorrow| tonight| anymore| much longer)(?= |$)(?!( \\w+){0,4} (for|or|at|in person|telehealth|appointment|appt|video|visit)( |$))",
  ]),
  ...rules("thirdPartyDanger", "carson-en-r44", [
    "(he|she|they|my \\w+) (went|goes|gone|is|s|has gone) (offline|dark|silent|quiet)( \\w+){0,6} (he|she|they) (has|got|owns|keeps|have) (guns|a gun|a pistol|a rifle|a shotgun|his guns|her guns|his pistol)(?= |$)(?!.* (question|questions|permit|license|ccw|mail|can (he|she|they)|years ago|for years)( |$))(?<!(^| )(years ago|for years|after the move) .*)",
  ]),
  ...rules("thirdPartyDanger", "westminster-en-r44", [
    "(he|she|my \\w+) (take|took|taken|grab|grabbed|got|takes) (a |the |his |her )?(rope|gun|pistol|rifle|shotgun|pills|belt|cord)( from (the |his |her )?\\w+)?( \\w+){0,6} (i|we) (cant|can t|cannot|no|dont|didnt|could not|couldnt) find (him|her)(?= |$)(?!.* (she is fine|he is fine|shes fine|hes fine|found (him|her)|false alarm|nvm|never mind|calf|barn chores)( |$))",
  ]),
  ...rules("intent", "westminster-en-r44", [
    "(?<!(^| )(va|they|board|judge|rater|bva|it|was|been|has|have|had|already been|is|we|she|he|you) )(already|all) decided$(?<!(^| )(appointment|appt|c p|exam|claim|school|college|move|moving|job|house|trip|vacation|tomorrow)( .*)?)",
    "then i can (go|rest|leave)( in peace| now| peacefully)?(?=$| (note|notes|letter|in peace|now|peacefully)( |$))(?<=(^| )all i (need|want) (is|to know) .*)(?<!(^| )(hospice|cancer|terminal|palliative|stage 4|stage four|dying of|comfort care)( .*)?)(?<=(^| )(dic|life insurance|sgli|vgli|benefits|pension|gets|covered|taken care of) .*)",
  ]),
  // Round 40: someone attacking the writer, or someone with them, now: a weapon held on them, hands
  // on a throat, a door broken in by someone armed, "is trying to shoot me", "is gonna kill me, shes
  // got a knife". Round 39's second read found these given the crisis reply without 911 first, or
  // nothing; a round-40 reader (a bilingual domestic-violence hotline supervisor) wrote probes of
  // both sides before these were written. Not a figure of speech ("feels like the VA has a gun to
  // my head"), a memory ("the night my dad held a gun to my moms head when i was a kid"), a show, a
  // game, a joke, a claim's statement, or a condition ("...if i miss her birthday").
  ...rules("harm", "review-r40", [
    `${ATTACK_NOT}(?:${ATTACKER}( \\w+){0,3} (has|got|gots|had|has got|is holding|holding|holds|held|put|puts|pressed|pressing|pressed|pointing|pointed|points|shoved|jammed|aiming|aimed) (a|the|his|her|their|that|this|one) (?!(squirt|water|nerf|toy|bb|pellet|airsoft|paintball|cap|finger|glue|nail|staple|heat|radar|laser|spray|foam|plastic|fake|pretend) )(\\w+ )?${WEAPON_HELD} ((pointed|aimed|held|pressed|pointing|aiming|right) )?(to|at|on|against|in|into|up to) ${VICTIM}(?= |$))`,
    `${ATTACK_NOT}(?:${ATTACKER}( is| s| keeps| keep| just| started| is still| s still)?( on top of me| over me| in my face| right now| again)? (choking|strangling|chokin|stranglin|punching|beating|stabbing|slashing|hitting|whipping|shooting at|shootin at|smothering (?=(me|us|my \\w+) with (a|the|his|her) pillow)) ${VICTIM}(?! (up|out|off|to|into|through|along|around|down|ragged|short|slack|at (\\w+ )?\\w+|in (bed|his sleep|her sleep|my sleep|their sleep|the game|line|the arm|the shoulder)|in (\\w+ ){0,2}(scrabble|chess|checkers|cards|dominoes|cribbage|football|basketball|golf|pool|darts|poker|spades|uno|madden|fortnite|games?|league|bowling|tennis|pickleball|racing|race)|with (\\w+ ){0,3}(questions|jokes|texts|calls|bills|paperwork|facts|love|kisses|hugs?|cooking|casseroles?|requests|demands|news|rent|rent increase|food|nagging|lectures|chores|driving|workouts?|pillows?|balloons?|noodles?|snowballs?|cologne|perfume|smoke|smell|stench|attention|kindness|child support|alimony|lawyers?|court|fees|taxes|prices|debt|interest)|financially|emotionally|with (these|this|those|that|all) (?!(\\w+ )?${WEAPON_HELD}))( |$))(?= |$))`,
    `${ATTACK_NOT}(?:${ATTACKER}( is| s| keeps| keep| just| is still| s still)? (trying|tryin|tryna|tries|try) (to )?(kill|shoot|stab|choke|strangle|drown|smother|run over|hit|run) ${VICTIM}(?! (up|out|off|to|into|through|along|around|down|ragged|short|slack|at (\\w+ )?\\w+|in (bed|his sleep|her sleep|my sleep|their sleep|the game|line|the arm|the shoulder)|in (\\w+ ){0,2}(scrabble|chess|checkers|cards|dominoes|cribbage|football|basketball|golf|pool|darts|poker|spades|uno|madden|fortnite|games?|league|bowling|tennis|pickleball|racing|race)|with (\\w+ ){0,3}(questions|jokes|texts|calls|bills|paperwork|facts|love|kisses|hugs?|cooking|casseroles?|requests|demands|news|rent|rent increase|food|nagging|lectures|chores|driving|workouts?|pillows?|balloons?|noodles?|snowballs?|cologne|perfume|smoke|smell|stench|attention|kindness|child support|alimony|lawyers?|court|fees|taxes|prices|debt|interest)|financially|emotionally|with (these|this|those|that|all) (?!(\\w+ )?${WEAPON_HELD}))( |$))(?= |$))`,
    `${ATTACK_NOT}(?:(his|her|their|both) (hands|hand|arm|arms|knee|forearm|fingers) (around|on|across|against|over) my (throat|neck|mouth))`,
    `${ATTACK_NOT}(?:(?<=(^| )${ATTACKER}( \\w+){0,8} )(hands|hand) (around|on|over) my (throat|neck))`,
    `${ATTACK_NOT}(?:${ATTACKER}( \\w+){0,2} (has|got|s got|has got) me (pinned|tied|tied up|locked in|cornered|by the (throat|neck|hair))(?! (to (the|my|his|her) (couch|bed|chair|desk)|down (by|with|at|over|about)|down on(?! the (floor|ground|bed|couch|wall|stairs))|up (with|all|on|over)|(with|all|at|about|over)|on(?! (the|my|his|her) (floor|ground|bed|couch|wall|stairs|kitchen floor|bathroom floor)))( |$)))`,
    `${ATTACK_NOT}(?:${ATTACKER} (tied|taped|zip tied|zip tied) me up(?! (in|with|all|for|at|on|over)( |$)))`,
    `${ATTACK_NOT}(?:((broke|broken|breaking|busted|busting|forced|forcing) (in|into (the|my|our) (house|home|apartment|place|room|trailer)|down (the|my) door|through (the|my) (door|window)|thru (the|my) (door|window)|the (door|window)|my (door|window)|the \\w+ (door|window))|(kicked|kicking|kick|kicks) (in|down) (the|my|our) (\\w+ )?(door|window|gate))(?! (my|the|our|his|her|a|new|these|those) (new )?(boots|shoes|gloves?|truck|car|saddle|engine|horse|jeans|recruits?)( |$))( \\w+){0,6} (got|gots|has|have|with|holding|carrying) (a |an |his |her |the |one |their )?(\\w+ )?${WEAPON_HELD})`,
    `${ATTACK_NOT}(?:${ATTACKER}( \\w+){0,2} (swung|swinging|swings|swing|threw|throwing|throws|lunged|lunging|came|coming|charged|charging) (at me |at us )?(with )?(a|the|his|her|their|that) (\\w+ )?${WEAPON_HELD} (at|toward|towards|after) (me|us|my \\w+)(?= |$))`,
    `${ATTACK_NOT}(?:${WEAPON_HELD}( \\w+){0,4} (and )?(pointed|pointing|points|aimed|aiming|aims|waved|waving) (it|that|them) (at|on) ((the|my) \\w+ (then|and) (at )?)?${VICTIM}(?= |$))`,
    `${ATTACK_NOT}(?:${ATTACKER} (has|got|s got|is holding|holding|grabbed|has got) ${VICTIM} by the (hair|throat|neck))`,
    `${ATTACK_NOT}(?:(hiding|hidin|locked myself|locked in|im|i m|i am|were|we re|we are) (in|under) (the|my|a|our) (bathroom|closet|bedroom|room|basement|attic|car|bed|laundry room)( \\w+){0,8} (he|she|they|hes|shes|he s|she s|theyre) (has|got|have|has got|is holding|holding|s got) (a |an |the |his |her |their )?(\\w+ )?${WEAPON_HELD})`,
    `${ATTACK_NOT}(?:(he|she|they|hes|shes|he s|she s|theyre) (has|got|have|has got|is holding|holding|s got) (a |an |the |his |her |their )?(\\w+ )?${WEAPON_HELD}( \\w+){0,8} (hiding|hidin|locked myself|im hiding|i m hiding|were hiding|we re hiding) (in|under) (the|my|a|our) (bathroom|closet|bedroom|room|basement|attic|car|bed))`,
    `${ATTACK_NOT}(?:(broke|breaking|broken|busted) in( \\w+){0,8} (im|i m|i am|were|we re|we are|hiding) (hiding )?(in|under) (the|my|a|our) (closet|bathroom|bedroom|bed|attic|basement|laundry room))`,
    `${ATTACK_NOT}(?:(theres|there is|there s) (a|some) (man|guy|dude|person|woman|stranger)( \\w+){0,2} with (a|an) (\\w+ )?${WEAPON_HELD} (in|at|on|outside|by) (my|the|our) (backyard|yard|house|porch|door|window|driveway|front door|back door|garage|bedroom))`,
    `${ATTACK_NOT}(?:${ATTACKER}( just| is| s| keeps| keep| started)? (shot|shooting|shootin|fired|firing) (at|into) (me|us|the house|our house|my house|my car|my truck|the car|the truck|the door|the window)(?= |$))`,
    `${ATTACK_NOT}(?:(i|ive|i ve|i have|i just|just) (been|got|was|was just|just got|been just) (stabbed|shot)(?! (down|at|in (iraq|afghanistan|vietnam|the war|\\w+ (19|20)\\d\\d)|up)( |$)))`,
    `${ATTACK_NOT}(?:(someone|somebody|some (guy|man)|a (man|guy)|he|she|they|theyre|hes|shes)( is| s| are)? (breaking in|trying to break in|trying to get in|trying to break (down )?the door|breaking down the door|breaking the door)(?= |$))`,
    `${ATTACK_NOT}(?:(hitting|beating|whipping|choking|punching|kicking) (my )?(little |baby |lil )?(brother|sister|son|daughter|baby|kid|kids|boy|girl)( with (a|his|her|the) \\w+)? (rn|right now|now)(?= |$))`,
    `${ATTACK_NOT}(?:${ATTACKER}( is| s| keeps| just| is still| s still)? (raping|rapin|molesting|sexually assaulting|assaulting) (me|us|my \\w+))(?= |$)`,
    `${ATTACK_NOT}(?:${KILL_ME_NOW} (\\w+ ){0,3}(hes|shes|he s|she s|he|she|they|theyre|they re) (has|got|gots|has got|have|is holding|holding|grabbed|pulled|pulled out|has a|took) (a |an |the |his |her |their |one )?(\\w+ )?${WEAPON_HELD}(?! (set|sets|collection|block|sharpener|drawer|for (christmas|my birthday|his birthday|her birthday)|from the (store|shop))( |$)))`,
  ]),
  // Round 41: a person about to kill the writer, beside a sign of now (DANGER_BESIDE: "my ex texted
  // hes outside and hes gonna kill me"), which the figure of speech "gonna kill me" had left alone.
  ...rules("harm", "review-r41", [
    `${DANGER_BESIDE}(hes|he s|he|shes|she s|she|he is|she is|theyre|they re|they are|(my|our) (ex|husband|wife|boyfriend|girlfriend|son|daughter|brother|dad|stepdad|stepson|partner|roommate|neighbor)( is| s)?) (gonna|gon|gunna|going to|about to|finna|fixing to|fixin to|trying to|tryna) (kill|shoot|stab|murder) (me|us)(?! with (?!(\\w+ ){0,2}(gun|knife|pistol|rifle|shotgun|hammer|pipe|bat|machete|blade|hands|bare hands)( |$)))`,
    `(said|says|told me|swore|swears|threatened|texted)( that)? if (i|we)(?! ${PAPERWORK_LEFT_UNDONE}( |$)${NO_HAND_RAISED})( \\w+){1,12} (hell|shell|he will|she will|hed|shed|he would|she would|theyll|they will|theyd) (kill|shoot|stab|murder) (me|us)`,
  ]),
  // Round 41: a device left to go off, a truck through the doors, a threat said to the writer with a
  // sign of now beside it ("said try it and ill kill you. hes got a knife in his hand").
  ...rules("harm", "review-r41", [
    "(?!(?<=(hear|heard|hearing|feel|felt|notice|noticed) (a |an |the )?)(?<!(^| )(will|gonna|going to|tomorrow|tonight|office|clinic|regional|lobby|building|everybody|everyone|yall|hospital|center)( .*)?)(package|device|backpack|bombs?)( \\w+){0,8} (goes|go) off(?!.* (will|gonna|going to|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|office|clinic|regional|lobby|building|fast|itll|it ll|hospital|center)( |$)))(package|device|backpack|bombs?)( \\w+){0,8} (goes|go|going to go|gonna go|will go|go) off|(theyll|they will|they gonna|theyre gonna|they re gonna|yall|everybody) (hear|see) it (go|going) off|(the )?bombs? (is|are|s) in (the|my) (trunk|truck|car|bag|backpack)",
    "(drive|driving|drivin|ram|ramming|crash|crashing) (my |the |a )?(truck|car|suv) (thru|through|into) (the |that |those )?(front )?(doors?|lobby|building|clinic|office|entrance)",
    `${DANGER_BESIDE}(said|says|texted|told me|yelled|screamed)( \\w+){0,4} (ill|i ll|i will|im gonna|imma|ima|i m gonna) (kill|shoot|stab) (you|u)`,
    "(been|ive been|i been) watching (the|that|this|their) (\\w+ ){0,2}(building|office|clinic|parking lot|lot|entrance)",
  ]),
  // Round 41 (round 49's misses, read once round 50 was measured): a day already chosen, "when I do
  // this" beside what survivors get, a death made to look like an accident, and arrangements made for
  // this week.
  ...rules("intent", "review-r41", [
    "(?:(the|a|my) (day|date) (picked|chosen|set|picked out)|(picked|chose|chosen|set) (out )?(the|a|my) (day|date)(?! (for|of|to|we|they|you|when|that)( |$))|(has|have|got|ive got|hes got|shes got) (a|the) (day|date) (picked|chosen|set)|(has|have|got|ive got|hes got|shes got) (a|the) (day|date)(?= (and )?(a |the |his |my )?(rope|gun|pistol|rifle|pills|note|letter|plan)))(?! (for|of|to|we|they|you|when|that)( |$))",
    `(?:(?=(.* )?(dic|survivor|survivors|beneficiary|beneficiaries|chapter 35|school money|life insurance|insurance|sgli|vgli|burial|funeral|widow|death benefits?|covered|taken care of|get my (comp|compensation|check|benefits|pension|100))( |$))|(?<=(^| )(dic|survivor|survivors|beneficiary|beneficiaries|chapter 35|school money|life insurance|insurance|sgli|vgli|burial|funeral|widow|death benefits?|covered|taken care of|get my (comp|compensation|check|benefits|pension|100))( .*)?))(when|after|once|before|right after|as soon as) i ((do|go through with|go thru with|finally do|carry out) (it|this|that)|get it over with)(?! (online|on line|on the|by (mail|phone|fax)|in person|myself|for (him|her|them|my|the)|right|wrong|correctly|again|with))`,
    "(tell|say) (\\w+ ){0,2}(it was|its|it s) (an? )?(\\w+ )?accident|make (it|this|my death|everything) (look|seem) like (an? )?(\\w+ )?accident|(so|and) (it|this) (looks|look|seems) like (an? )?(\\w+ )?accident|pass (it )?(off )?as (an? )?(\\w+ )?accident|if (it|its|it s) looks like (an? )?(\\w+ )?accident",
  ]),
  ...rules("intent", "review-r41", [ACCIDENT_PLANNED]),
  // A death planned as an accident is the writer's own death ahead.
  ...rules("afterMe", "review-r41", [ACCIDENT_PLANNED]),
  ...rules("farewell", "review-r41", [
    "(making|made|make|finishing|finished|got|have|did|doing) (all )?(my|his|her) (own )?(final )?arrangements(?! for (the|my|a|our|his|her) (trip|travel|move|flight|visit|appointment|closing|wedding|party|vacation|reunion))( \\w+){0,4} (this week|tonight|today|tomorrow|this weekend|by (friday|saturday|sunday|monday|tuesday|wednesday|thursday))|(this week|tonight|today|tomorrow|this weekend)( \\w+){0,4} (making|make|finish|finishing) (all )?(my|his|her) (own )?(final )?arrangements",
  ]),
  // Round 42 (round 50's misses, read once round 51 was measured): a bridge or a spot picked, a death
  // asked to be called an accident, a threat said to be meant, a beating "to death", a wrench shown.
  ...rules("intent", "review-r42", [
    `${DEATH_BESIDE}${PLACE_NOT}(picked|picked out|chose|chosen|scouted) (out )?(the|a|his|her|my) (bridge|overpass|cliff|ledge)(?! (club|game|games|loan|program|card|cards|tournament|night|for (the|our|my|a) (photo|photos|picture|pictures|pic|pics|wedding|trip|shoot)))(?= |$)`,
    SPOT_PICKED,
    ACCIDENT_ASKED,
  ]),
  ...rules("afterMe", "review-r42", [ACCIDENT_ASKED]),
  ...rules("harm", "review-r42", [
    "not (leaving|leavin|going|goin)( \\w+){0,3} (til|till|until|untill) (somebody|someone|sombody|people|everybody|he|she|they|one of them) (bleeds|bleed|is dead|are dead|dies|die)(?= |$)|(til|till|until|untill) (somebody|someone|sombody) bleeds(?= |$)|make (somebody|someone|them|him|her|that (\\w+ ){0,2}\\w+) bleed",
    "(?<=((^| )(that|the|this|my|his|her) (\\w+ ){0,3}(rater|nurse|pharmacist|doctor|clerk|examiner|rep|guy|man|woman|lady|dude|bastard|ex|neighbor|boss|caseworker|officer|employee|cop|supervisor)( \\w+){0,8}|(^| )(they|theyre|they re|he|hes|he s|she|shes|she s|yall)( \\w+){0,2}) )(is |are |re )?(gonna|going to|fixin to|fixing to|about to|will|finna|gon|gonna have to) (find out|see|learn) what (a|an|one|this|my|i) (\\w+ ){0,3}(can|could) do with (a|an|my|this|the) (\\w+ ){0,3}(wrench|pipe|bat|hammer|knife|gun|pistol|rifle|crowbar|tire iron|machete|axe|shotgun|blade|bayonet|kabar|ka bar)(?= |$)",
    "(show (him|her|em|that \\w+)|let (em|them|him|her) (see|find out)) what (a|an|one|this|my|i) (\\w+ ){0,3}(can|could) do with (a|an|my|this|the) (\\w+ ){0,3}(wrench|pipe|bat|hammer|knife|gun|pistol|rifle|crowbar|tire iron|machete|axe|shotgun|blade|bayonet|kabar|ka bar)(?!( \\w+){0,6} (on|for|in) (the|my|a|your|his|her) (\\w+ )?(deck|truck|car|house|roof|project|shed|fence|engine|yard|garden|kitchen|bathroom|boat))(?= |$)",
    "(beat|beating|stomp|stomping|choke|choking|strangle|kick|kicking) (him|her|them|my (brother|sister|ex|wife|husband|neighbor|boss|father|dad|stepdad|son|daughter|cousin|uncle|roommate|landlord)( in law)?|(that|the|this) (\\w+ ){0,3}(guy|man|woman|lady|dude|rater|examiner|nurse|doctor|bastard|clerk|rep|officer|neighbor|boss|pharmacist|caseworker))( \\w+){0,3} to death(?= |$)",
    "(ex|boyfriend|husband|man|dude|guy)( is| s)? (outside|at the door of|in front of) (her|his|their|my|the) (house|place|apartment|door|work|job)( \\w+){0,3} (with|con) (a|an|un|una) (\\w+ )?(gun|knife|pistol|rifle|arma|pistola|cuchillo)(?= |$)",
    `${MEANT_BESIDE}${notBeside(MEANT_NOT)}(?:((i|ill|i ll|imma|im gonna|im going to|i will|im) )?(shoot|shooting|swing|swinging) first|(next|whoever|anybody|anyone|somebody|someone|people|ppl) (\\w+ ){0,3}(va|rater|employee|clerk|nurse|doctor|examiner|caseworker|rep|person|guy|lady|vso|officer|worker|staff|pharmacist|cop|at the (clinic|va|office|regional office))( \\w+){0,8} (is|are|s|gonna|going to|will) (gettin|getting|get|be) (hurt|shot|stabbed)|(that|the|this) (\\w+ ){0,2}(nurse|rater|guy|lady|examiner|doctor|caseworker|clerk|rep|employee|officer|cop|vso|man|woman|dude|pharmacist|boss|supervisor|neighbor)( \\w+){0,4} (is|s|gonna|going to|will) (gettin|getting|get|be) (hurt|shot|stabbed)|(ill|i ll|i will) (find|get to|catch|go to) (her|him|them) and (she|he|they) (wont|will not|aint gonna|isnt gonna|not gonna) like what happens|(ill|i ll|i will|im gonna|im going to|imma|ima) (hunt down|track down|go after) (her|him|them|my ex|that (\\w+ ){0,2}(nurse|rater|guy|lady|bitch|bastard|examiner|doctor|caseworker|clerk|rep|employee|officer|cop|vso|man|woman|dude|mf|pharmacist|boss|supervisor|neighbor|sob)))(?= |$)`,
  ]),
  ...rules("meansReady", "review-r42", [
    `${NO_RETURN_BESIDE}(the|my) (9|nine|glock|pistol|gun|rifle|45|shotgun|revolver|38|357)( is| s)? (goin|going|comin|coming) with me(?! (to|on|for) (the )?(range|hunt|hunting|trip|camp|class|show|gunsmith|shop|store|qualif\\w*|deer|elk|duck|cabin|lake))(?= |$)`,
  ]),
  // A visit "in person" to the rater beside a weapon is a wrong answered (weapon and grievance: 911 first).
  ...rules("grievance", "review-r42", [
    "(?<!(can|could|may|should|do|will|would) (i|we) )(visit|pay (him|her|them|em) a visit|talk to|go see) (him|her|them|em|that \\w+|the rater|the examiner|the reviewer)( \\w+){0,2} (personally|in person|face to face)(?= |$)|(real|formal) (conference|talk|meeting|chat) face to face(?= |$)",
  ]),
  ...rules("harm", "review-r42", [
    `(?<!(^| )(${SHOW_NOT})( \\w+){0,8} )(outside|at the door|at my door|banging|breaking in|yelling|yellin|screaming|screamin)( \\w+){0,8} (and )?(hes|shes|he s|she s|he|she)( has| s| is)? (got|has|holding|pulled|pulled out|waving) (his|her|a|the) (gun|pistol|knife|rifle|shotgun|machete)( out)?(?= |$)`,
  ]),
  // Round 42: a plan told in a few plain words: the spot where it will be done, a truck taken off the
  // mountain, going into the river, a plan for after midnight, "won't need them where I'm going".
  ...rules("intent", "review-r42", [
    SPOT_WHERE,
    "(tump|drive|driving|drivin|run|roll|flip|put|send|sending) my (truck|car|rig|jeep) off (the side of )?(the|a) (mountain|cliff|bridge|overpass|ridge|bluff)(?= |$)",
    "(im|i m|i am|hes|he s|shes|she s) (goin|going|gonna go|walking|walkin) (in|into) the (river|lake|water|ocean|sound|bay)(?! (to|for|with) (fish|swim|cool|the (kids|dog|boat)))(?= |$)",
    "(a |the |my )?plan (for|is) after (midnight|tonight|dark|sunday|saturday|friday)(?! (to|is|i|we)( |$))(?= |$)|(a |the |my )?plan (for|is) (midnight|after midnight|after dark)(?! (to|is|i|we)( |$))(?= |$)",
    WONT_NEED_WHERE,
    "(hes|he s|he is|shes|she s|she is) planning (it|this|to do it)(?= |$)|last (night|day) of everything(?= |$)",
  ]),
  ...rules("suicideMention", "review-r42", [SPOT_WHERE, SPOT_PICKED]),
  ...rules("afterMe", "review-r42", [
    "(left|leave|leaving|unlocked) (the|my) (front |back )?door (unlocked )?so (they|someone|somebody|you|the cops|the police|my \\w+) (can|could|will|dont have to) (find me|break it)( \\w+){0,1}(?= |$)",
    "(make sure )?my (burial )?flag (goes|go|gets|to go|will go) to(?= |$)",
    WONT_NEED_WHERE,
  ]),
  ...rules("lethality", "review-r42", [
    "(i|he|she) (know|knows) (exactly )?how many( of these| of them| pills)? (it takes|it would take|would do it|would be enough|to (do it|end it))(?= |$)",
  ]),
  ...rules("meansReady", "review-r42", [
    "(pic|picture|photo|snap|snapchat) of (a )?(pile|bunch|handful|bottle|bottles|stack|heap) of (pills|meds|his pills|her pills)(?= |$)",
  ]),
  ...rules("farewell", "review-r42", [
    "(goodnight|good night|goodbye|good bye|bye) forever(?= |$)|letters (are|r|is) (wrote|written|done|finished|sealed)(?= |$)|(wrote|written|finished|left) (my |the |all the )?(goodbye |last )?letters (for|to) (each|every|my|the)(?= |$)",
  ]),
  ...rules("place", "review-r42", [
    "(his|her|their|my \\w+s) (location|gps|phone|find my|life360)( \\w+){0,2} (shows|says|puts|has) (him|her|them)? ?(at|on|by|near)? ?(the )?(bridge|overpass|cliff|dam|tracks|railroad)(?= |$)",
  ]),
  ...rules("harm", "review-r42", [
    "(make|makin|making) (somebody|someone|sombody|them|him|her|everybody|that \\w+) feel what i (feel|felt)(?= |$)|(putting|puttin|gonna put|going to put|gon put) (him|her|them|that \\w+) in the ground(?= |$)",
    "(going|goin|headed|heading|driving|drivin) (over )?(there|to his place|to her place|to his house|to her house)( tonight| now| rn| right now)? with (my|the|a) (9|nine|gun|pistol|glock|rifle|shotgun|45|piece|strap)(?= |$)",
  ]),
  // Round 42 (a conversation writer's probes): not expecting to come back, parked on the bridge of the
  // turn before, a weapon brought along "if he says one more word".
  ...rules("intent", "review-r42", [
    `${MOVE_NOT}(dont|don t|do not) (think|expect|plan on) (im|i m|i am|ill|i ll|to be|on)? ?(coming|comin|be coming|ever coming) back(?= |$)`,
  ]),
  ...rules("place", "review-r42", [
    "(im|i m|i am|hes|he s|shes|she s)( \\w+){0,2} parked( up)? (on|at|by|under) (it|the (bridge|overpass|cliff|edge|dam|tracks|ledge))( \\w+){0,2} (right now|rn|now)(?! (and then|for (the|a) (night|nights|week))| most)(?= |$)",
  ]),
  ...rules("grievance", "review-r42", [
    "(if|when) (\\w+ ){1,3}(says|does|tells me|looks at me|writes me up|talks to me|touches me) (one more|another) (word|thing|time)(?= |$)",
  ]),
  // Round 42 (a third read): "tonight still is the night", and speeding a death along on hospice.
  ...rules("intent", "review-r42", [
    "(tonight|today|tomorrow) (still )?(is|s) (still )?the (night|day)(?! (of|for|we|i|my|the|before|after|to|when)( |$))(?= |$)",
  ]),
  ...rules("suicide", "review-r42", [SPEEDING_IT_UP]),
  ...rules("intent", "review-r42", [SPEEDING_IT_UP]),
  ...rules("hopeless", "review-r42", [
    "(got|have|i got|theres|there s|no) no reason (left )?to (stay|stick) around(?! (the|at|for|after|until|til|till|here after|this)( |$))|(cant|can t|cannot|can not) (even )?save myself(?! (a|the|some|any|money|cash|my)( |$))|(god|jesus|the lord) (quit|gave up|turned his back) on (me|him|her|us)( \\w+){0,8} no use",
  ]),
  // Round 45 (round 54's misses, and rounds 40 to 53's like them once read): a person with a weapon
  // here now, told by the one hiding from them, in any order ("theres a guy in my yard with a gun
  // screaming that I owe him money. me and my wife are locked in the bathroom", "dad thinks mom is
  // an intruder. hes got the pistol and wont put it down"): 911 first, not the crisis reply alone.
  ...rules("harm", "billings-en-r54", [
    `${notBeside(ARMED_NOT)}(?<!(^| )(like|if|as if|as though|would|could|feels like|felt like|used to|back when|remember when|the time|that night)( \\w+){0,4} )(?:${ARMED})${besideWords(ARMED_NOW)}`,
  ]),
  // Round 46 (round 55's misses, every match in rounds 2 to 54 a crisis message): who will find the
  // body ("dont want the kids findin me so im doin it out on the lease road", "when they find me"),
  // and a plan not to be here ("not planning on being here for christmas").
  ...rules("suicide", "laramie-en-r55", [
    "(dont|do not|didnt|dont wanna|dont want|do not want)( want)? (the kids|my kids|the kid|my kid|my wife|my husband|my daughter|my son|my mom|my mother|my ma|my dad|my family|my girl|my girlfriend|my boyfriend|the family|her|him|them|anyone|anybody|nobody|no one)( \\w+)? (to )?(find|finding|findin) (me|my body)(?! (a|an|the|some|one|another|my|your)( |$))",
    "when (they|she|he|you|someone|somebody|my \\w+|the \\w+) (find|finds) (me|my body)(?! (a|an|the|some|one|another|my|your|his|her|housing|help|work|job|jobs|somewhere|someplace|eligible|ineligible|competent|incompetent|unemployable|disabled|fit|unfit|service|at fault|guilty|liable|responsible|qualified|on|in|records?)( |$))",
    `${notBeside(AWAY)}(not|dont|do not|aint|never) (planning|plan|plannin|planin) (on|to) (be|being) (here|around|alive)(?! (at|in|for (my|the|an|a) (appt|appointment|exam|hearing|c p|cp|visit|shift|class|meeting)|long enough to (wait|sit)|much longer (at|in))( |$))`,
  ]),
  // Round 46 (jacksonville-en, piedmont-en): a place burned with the people in it, wished or promised
  // in any words ("i want to burn down the va regional office with every one of them inside"); every
  // match in rounds 2 to 55 is a threat.
  ...rules("harm", "jacksonville-en-r55", [
    "(burn|burning|torch|torching) (down )?(the|that|this|their|his|her|my|our|that whole|the whole)( \\w+){0,6} (down )?(with|while) ((every one|all) of (them|em)|everyone|everybody|them|him|her|people|em|em all|them all|whoever|anybody|anyone|(her|his|their|my) (new )?\\w+)( \\w+){0,3} (inside|in it|in there|in)(?= |$)",
  ]),
  // Round 46 (jacksonville-en): a beating promised to a named person ("im breaking his jaw and i
  // mean that"); said laughing with no weapon, `decide` keeps it to the line.
  ...rules("harm", "jacksonville-en-r55", [
    "(im|i m|ima|imma|i will|ill|i ll|gonna|going to|finna|bout to|about to) (break|breaking|bust|busting|crack|cracking|split|splitting|cave|caving|bash|bashing|smash|smashing|stomp|stomping) (in )?(his|her|their|that \\w+s|dat \\w+s|the \\w+s|some) (jaw|skull|head|face|teeth|neck|nose|legs|kneecaps|ribs)(?! (pain|ache|aches|hurts|hurt|brace|x ray|xray|mri|exam|claim|rating|injury|injuries|surgery)( |$))",
  ]),
  // Round 47 (round 56's misses; every match in rounds 2 to 56 read, each a crisis message): a
  // weapon got "for this purpose", a pact to go out together, a funeral asked about with "mine
  // would be next week", and the knot practised.
  ...rules("intent", "dayton-en-r56", [
    `(bought|buy|purchased|purchase|got|picked up|bought me|got me) (a|an|the|me a|my)( \\w+)? (${GUN}|handgun|rope|noose)( \\w+){0,5} (for|with) (this|that) (purpose|one purpose)(?! (of|is|was|being|only|alone)( |$))`,
    "(?<=(^| )(funeral|burial|buried|bury|suicide|self inflicted|headstone|casket|cremation)( .*)? )mine (would|will|is gonna|is going to|gonna|d|ll) be (next week|this week|tomorrow|tonight|soon|this weekend|next weekend|(on )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday))(?= |$)",
  ]),
  ...rules("suicide", "dayton-en-r56", [
    "(made|make|making|have|got|had) a (suicide )?pact(?! act)( \\w+){0,6} (both of us|the two of us|together|to (go|die|end it|check out|go out)|(going|goin|gonna go) out)(?!.* (eat|dinner|lunch|drinks|breakfast|brunch|coffee|fishing|hunting|dancing|bar|drink|beer|run|ride|quit|stop|diet|gym|church|meeting|group|sober|smoking|drinking)( |$))",
  ]),
  ...rules("means", "omaha-en-r56", [
    "(practic\\w*|tying|tie|tied|learn\\w*|figured out|mastered|got down) (the|a|my|that) (knot|noose)(?=.* (wont|will not|not gonna|aint gonna|need|longer|soon|tonight|last|bother\\w*|after this)( |$))",
  ]),
  // Round 47 (round 56's misses; every match in rounds 2 to 56 a threat): turning up armed, a
  // place "lit up", a person put through a wall or cut, "he's not gonna see morning" beside a
  // weapon, people who "are gonna get lit up" beside one.
  ...rules("harm", "omaha-en-r56", [
    "(pull|pulling|pullin|roll|rolling|rollin|show|showing|showin|walk|walking|walkin|go|going|goin)( up| in| down)? (to|at|on|into)( \\w+){0,6} (strapped|armed|locked and loaded)(?! with (patience|a|an|my|the|questions|paperwork|papers|documents|evidence|facts|notes|binder|folder|info|information)( |$))",
    "(i|im|i m|ima|imma|gonna|going to|finna|bout to|about to)( \\w+){0,3} (light|lighting|lightin) (that|the|this)( whole)?( \\w+){0,2} (place|office|building|clinic|lobby|va|center|hall) up",
    "(im|i m|i am|ima|imma|gonna|going to|i will|ill|i ll|i swear)( \\w+){0,2} (put|putting|puttin|throw|throwing|throwin|toss|tossing|send|sending) (her|him|them|em|that \\w+|the \\w+) (head )?(through|thru) (the|a) (wall|window|door|table|floor|windshield|drywall)",
    "(ill|i ll|i will|im gonna|imma|ima|i m gonna|im going to|gonna|i swear ill|i swear i ll) (cut|stab|gut|slice) (her|him|them|em|you|u|that \\w+|this \\w+)(?! (off|some|a|an|loose|out|in|down|short|up|open|back|hair|nails|toenails|bangs|lawn|grass|his|her|their|my|your|free)( |$))",
    `${notBeside("says|said|saying|keeps saying|told me|tells me")}(hes|he s|he is|shes|she s|she is|theyre|they re|they are|he|she|they) (not gonna|not going to|aint gonna|wont|will not|isnt gonna|isnt going to|not gon|aint gon) (see|make it to|live to see|live past)( the)? (morning|tomorrow|sunrise|weekend|christmas|friday|monday|tonight|night|next week)${besideWords(`${GUN}|the 9|knife|kit|gear|trigger|ammo`)}`,
    `(gonna|going to|gon|finna|about to|bout to|will|ll|gunna) get (lit up|smoked|popped|capped|dropped)${besideWords(`${GUN}|ars?|ar 15|the 9|knife|ammo|rounds`)}`,
  ]),
  // Round 47 (tucson-en): a hunting rifle bought, and guns put in a trust, are owning.
  ...rules("owning", "tucson-en-r56", [
    "(buy|buying|bought|get|getting|new|purchase|purchasing) (a |an |me a )?(new )?(deer|elk|hunting|duck|varmint|bird|turkey) (rifle|gun|shotgun)|(gun|guns|firearms|nfa) trust|(put|putting|keep|keeping|place|placing) (my |the |our )?(guns|firearms|rifles|pistols) in (a|the|my) trust",
  ]),
  // Round 47 (round 56's misses; every match in rounds 2 to 56 a crisis message): the pills eaten,
  // a drive off the rim or the grade, the brakes not touched, waiting for the house to empty beside a
  // means, on a bridge named by its road, things given away, everything left to someone.
  ...rules("meansReady", "tucson-en-r56", [
    "(ate|swallowed|downed|popped|chugged) (all|every|the whole|a whole|all of) (the |my |of the |of my )?(\\w+ ){0,2}(pills|bottle|box|meds|bottles)",
  ]),
  ...rules("intent", "tucson-en-r56", [
    "(drive|driving|drivin) off (the|a|that) (\\w+ ){0,2}(rim|cliff|edge|grade|canyon|mountain|dam|pier|ledge|embankment)",
    "(thinkin\\w*|thinking|gonna|going to|might|just|this time)( \\w+){0,2} (not|stop|quit|never) (braking|brake|hitting the brakes?|hit the brakes?|touch(ing)? the brakes?)",
    `(waiting|waitin|wait) (for|till|until|til) (my \\w+|her|him|them|everyone|everybody|the kids|the house)( \\w+){0,2} (to )?(leave|go|be gone|fall asleep|go to sleep|goes to sleep|leaves|is gone|are gone|go to work|leave for work|goes to work)${besideWords(MEANS)}`,
  ]),
  // The car is the means.
  ...rules("means", "tucson-en-r56", [
    "(thinkin\\w*|thinking|gonna|going to|might|just|this time)( \\w+){0,2} (not|stop|quit|never) (braking|brake|hitting the brakes?|hit the brakes?|touch(ing)? the brakes?)",
  ]),
  ...rules("place", "tucson-en-r56", [
    `${notBeside("pictures?|photos?|selfies?|fishing|walk|walking|tour|view|parade|run|running|marathon|race|traffic|construction|toll|work|working|job|shift|paint|painting|inspection|lol|lmao|haha\\w*")}(standing|standin|sitting|sittin|parked|im|i am|up) (on|at|in|by) (the|a|top of the)( \\w+){1,4} (bridge|overpass)`,
  ]),
  ...rules("farewell", "dayton-en-r56", [
    `${notBeside("moved|moving|move|downsiz\\w*|apartment|garage sale|yard sale|estate sale|donat\\w*|goodwill|thrift|declutter\\w*|outgrew|spring cleaning")}(gave|giving|given|give) away my(?! (dd214|dd 214|copy|copies|papers|paperwork|documents|password|login|id|card|spot|seat|tickets?|position|secrets?|age|location|number)( |$))`,
    "(i|ive|i ve|i have) left (u|you|ya|yall|her|him|them) (everything|all my \\w+)(?! (in|on|at|inside|under|with) )",
  ]),
  // Round 47's second read (a former crisis-line responder's probes against the round's changes):
  // a note's "if you're reading this", a gun bought "not for deer season, for me", going to be with
  // the one who died, a pact without the word, "me and my AR have an appointment", a weapon taken
  // to go find a named person, the survivors' benefit needed "after sunday".
  ...rules("intent", "review-r47", [
    "if (ur|you re|youre|you are|u r|u re) reading this",
    "(need|needing) (them|em|it|those|these|any of (it|this|that)|\\w+) where (im|i m|i am) (going|headed|goin|heading)(?= |$)",
    "not (for|a|an) (\\w+ ){0,2}(hunting|huntin|season|hunt|range|target practice|protection|home defense)( \\w+){0,4} (its |it s |it is |its just |just )?for me(?! (to|and|or|too)( |$))",
    "(im|i m|i am|ill be|i ll be) (going|gonna go|goin) (with|to be with|to join) (him|her|them|my \\w+)( \\w+){0,2} (soon|tonight|too)(?= |$)",
    "(agreed|promised|swore|decided)( \\w+){0,6} (were|we re|we are|we|both of us|we both) (both )?(done|checking out|going out)(?! (with|for|to|at|of|early|fishing|hunting|drinking|eating)( |$))",
    "(shell|she ll|she will|hell|he ll|he will|theyll|they ll|they will) need (it|them|that|the money|the check|the benefits) after (sunday|monday|tuesday|wednesday|thursday|friday|saturday|tonight|tomorrow|this weekend|the weekend|next week)(?= |$)",
  ]),
  ...rules("harm", "review-r47", [
    `(me and|me n|me an) my (${GUN}|ar|ar 15|9|45|40|strap|piece) (have|got|are|r) (an? )?(appointment|appt|date|meeting|visit)`,
    `(took|grabbed|got|has|with) (the|his|her|a|my|their) (\\w+ )?(${GUN}|knife|machete|bat|ar)( \\w+){0,3} (and )?(left|went|headed|drove|took off)( \\w+){0,2} (to )?(go )?(find|get|look for|hunt down|go after|see|settle) (his|her|my|the|that|their) (\\w+ )?(ex|exs|boyfriend|girlfriend|husband|wife|neighbor|boss|guy|man|dude|foreman|brother in law|son in law|landlord|cousin)`,
  ]),
  // Round 47 (round 56's conversations, their last turns read alone): a visit with a gun, a shot
  // through the door promised, a gun stared at all night, a man gone out with the one rifle left.
  ...rules("harm", "review-r47", [
    `(go|going|gonna go|goin|gon) (see|visit|pay a visit to|talk to|find) (her|him|them|that \\w+|the \\w+)( \\w+){0,4} with (my|the|a|his) (${GUN}|ar|9|45|piece|strap)`,
    "(gonna|going to|gon|will|ll|about to|bout to) shoot (through|thru) (the|my|our) (door|window|wall|house)",
  ]),
  ...rules("meansReady", "review-r47", [
    `(${GUN}|9|45)( \\w+){0,10} (stare|staring|starin|stared) at (it|them|that|her) (all night|for hours|a long time|all day)`,
  ]),
  ...rules("thirdPartyDanger", "review-r47", [
    `${notBeside("hunt|hunting|huntin|deer|elk|range|season|duck|turkey|pheasant")}(he|she|hes|shes|my \\w+) (just )?(left|took off|drove off|walked out|went out)( of)?( the house| home| out)? with (the|his|her|a|one|that)( \\w+){0,3} (${GUN})`,
  ]),
  // Round 47, rounds 40 to 55's threats left at the line once read (every match in rounds 2 to 56 a
  // threat): "next person at the counter ... gets a bullet", "somebody gon answer for this", "ill be
  // waiting on her" where she parks or leaves, "put one in him".
  ...rules("harm", "review-r47", [
    "(next|first) (person|one|employee|deputy|clerk|guy|lady|dude|va \\w+|\\w+)( \\w+){0,12} (gets|is getting|getting|gonna get|will get) (a bullet|shot|both barrels|a round)(?! (down|at|of|for|in (the )?(iraq|afghanistan|vietnam|the war|combat|service))( |$))",
    "(somebody|someone|somebodys|somebody s) (gon|gonna|is gonna|going to|getting|gets|will|is going to|going) (feel|answer|get hurt|bleed|die|get shot)(?! (the|a|my|your|to (the|my) (phone|call|door|email))( |$))",
    `(gonna be|ill be|i ll be|i will be|im gonna be|be|im) (waiting|waitin)( on| for) (her|him|them)${besideWords("parking|parks|park|lot|car|drives|gets off|get off|leaves|leave|walk|walks|courthouse|gate|gun|rifle|bat|pistol|knife|strap|9|12 gauge|shotgun")}${notBeside("airport|flight|lands|landing|bus|train station|pick (her|him|them) up|pickup|graduation|ceremony|birthday|bday|surgery|discharge|discharged|recovery|dinner|lunch|church")}`,
    "(put|puttin|putting) (one|a round|two|a couple) in (him|her|them|em|that (?!(chamber|mag|magazine|cylinder|gun|rifle|pistol|thing)( |$))\\w+)(?= |$)",
  ]),
  // Round 48 (round 57's misses; every match in rounds 2 to 57 read): a death's benefits asked with
  // "cause its gonna be this month", a weapon out on the table, a man who "tonight will be with his
  // wife" who died, everything he owned given away, a fall "theyd write up as a slip", a father's
  // dog tags mailed with a letter saying sorry, letters to each child hidden where they will be
  // found, an overdose asked about from the parking lot "with the bottle".
  ...rules("suicide", "scranton-en-r57", [
    "(?<=(^| )(dies|die|died|death|dead|passes|pass|passed|gone|funeral|burial|bury|dic|survivors?|widow|stop the check|stops the check)( .*)? )(cause|because|cuz|bc|since|as) (its|it s|it is|it ll|itll|it will|thats|that s|that is|that ll) (gonna |going to )?(be|happen|happening) (this|next|by the end of (the|this)|end of (the|this)) (month|week|weekend)(?= |$)",
  ]),
  ...rules("intent", "scranton-en-r57", [
    "(tonight|tomorrow|today|soon|this week|this weekend) (he ll|hell|he will|she ll|shell|she will|i ll|ill|i will|im gonna|i m gonna|hes gonna|he s gonna|shes gonna) be (with|together with|reunited with) (his|her|my) (late )?(wife|husband|son|daughter|mom|mother|dad|father|buddies|brothers|boys|family|savior|maker|baby|girl|guys)(?= |$)",
  ]),
  ...rules("atHand", "scranton-en-r57", [AT_THE_TABLE]),
  ...rules("means", "scranton-en-r57", [AT_THE_TABLE]),
  ...rules("hopeless", "scranton-en-r57", [
    "(never|didnt|did not|never ever) (thought|think|figured|imagined) (id|i d|i would|i ll|ill|i will|i) (ever )?be the one(?! (to|who|that|needing|asking|filing|calling|applying|writing|with|in|on|at|for|getting)( |$))",
  ]),
  ...rules("farewell", "scranton-en-r57", [
    `${notBeside("moved|moving|move|downsiz\\w*|apartment|garage sale|estate sale|donat\\w*|goodwill|thrift|declutter\\w*|outgrew|spring cleaning|divorce|divorced|flood|fire")}(gave|giving|given|give|gives) away (everything|all|all of|most of|every \\w+|all the stuff|all his stuff|all her stuff|all my stuff)( (he|she|i|they))? (owned|owns|had|has|own|have)`,
    "(who|whod|who d) (would|will|gets|should|is gonna|s gonna) (get |have |take )?(his|her|my) (medals|guns|stuff|things|truck|dog|tools|rifle|rifles|shotgun|pistol|flag|dog tags)( \\w+){0,2} if (something|anything) (happened|happens|were to happen|was to happen|ever happened) to (him|her|me)",
    "(thanks|thank you|thank u|thx) for (putting up|puttin up|dealing) with me (all these|all those|for all these|over the|all this|for so many|for all the) (years|time)",
    `(gave|giving|handed|left) (me|us|his son|his grandson|my son|my husband|my boy)? ?(his|her) (remington|winchester|ruger|browning|colt|glock|smith|mossberg|savage|marlin|${GUN}|deer rifle|guns|hunting rifle)( \\w+){0,6} (said|says|saying|sayin|told me) (hes|he s|he is|shes|she s|she is|he was|she was) (done|through|finished) (hunting|with (it|them|hunting|shooting|the woods))`,
  ]),
  ...rules("intent", "lafayette-en-r57", [
    "(theyd|they d|they would|they ll|theyll|they will|it ll|itll|it would|itd|it d|everyone would|everybody would|theyll just|they ll just) (just )?(write|rule|call|chalk|count|log|list|report|put|see|think)( it| me| that| this)?( up| down| off)? (as|to|was) (a slip|an accident|accidental|a fall|natural causes|a heart attack|an oopsie|bad luck)(?= |$)",
  ]),
  ...rules("place", "lafayette-en-r57", [
    "(?<=(^| )(long way down|long drop|far down|high up|its high)( .*)?)(looking|lookin|staring|starin|looking down|lookin down) (at|into) the (water|ground|drop|rocks|river|bay|gulf|street|waves|sea|ocean)|(looking|lookin|staring|starin|looking down|lookin down) (at|into) the (water|ground|drop|rocks|river|bay|gulf|street|waves|sea|ocean)( \\w+){0,3} (long way down|long drop|far down)",
  ]),
  ...rules("thirdPartyDanger", "lafayette-en-r57", [
    "(mailed|sent|gave|handed|left|dropped off) (me |us |my \\w+ )?(his|her) (dog tags|tags|medals|wedding ring|ring|watch|purple heart|flag|bronze star|challenge coin|coins|keys)( \\w+){0,4} (and )?(a |his |her )?(letter|note|text|card)( \\w+){0,3} (saying|sayin|that said|that says|says) (sorry|goodbye|bye|im sorry|hes sorry|shes sorry|he was sorry|she was sorry|he loves|she loves|take care)",
  ]),
  ...rules("hopeless", "lafayette-en-r57", [
    "(?<!(if|when|like|as if) )(nothing|nuthin|nothin) (really )?(matter|matters|mattered) (no more|anymore|any more|to (him|her|me) (no more|anymore))(?! (than|but|except)( |$))",
  ]),
  ...rules("farewell", "tulsa-en-r57", [LETTERS_HIDDEN]),
  ...rules("intent", "tulsa-en-r57", [
    LETTERS_HIDDEN,
    "(if|when) (i|u|you|someone|a vet|a veteran) (od|ods|overdose|overdoses|o d)( \\w+){0,4} (in|at|on|outside) (the|a|my) (va|parking lot|clinic|lot|hospital|er)( \\w+){0,2}(?=.* (right now|rn|now|tonight) )",
  ]),
  ...rules("meansReady", "tulsa-en-r57", [
    `(im|i m|i am|sitting|sittin|parked) (outside|out front|out back|in the (car|truck|lot|parking lot|garage))( \\w+){0,3} (right now|rn|now)( \\w+){0,2} with (the|a|my|this) (bottle|pills|${GUN}|rope|cord|belt|hose)`,
  ]),
  // Round 48: threats in new words (every match in rounds 2 to 57 a threat): "he aint walkin outta
  // there", "we'll see who gets a decision then" beside a shotgun brought to the hearing, an office
  // to be burned to the ground, where an ex lives and when she gets off work, "she gonna feel it
  // tonight", "sunday service gon be his last. i mean that".
  ...rules("harm", "scranton-en-r57", [
    "(he|she|they|that \\w+|the \\w+|nobody|no one|none of (them|em))( aint| ain t| is not| isnt| wont| won t| will not| not| are not| arent| never)( be| gonna| going to| gon)? (walkin|walking|walk|leaving|leave|comin|coming|getting|gettin|get|make it|making it|makin it) (out|outta|out of) (there|here|that (room|office|building|hall|hearing|meeting))( alive| breathing| on (his|her|their) (feet|own))?(?! (without|until|till|before|unless)( |$))",
    `(bringin|bringn|bring|bringing|takin|taking|carrying|carryin)( \\w+){0,3} (the|my|a|his) (${GUN}|12 gauge|ar)( \\w+){0,2} (to|into|in to) (the|my|that|this) (hearing|office|va|regional office|appointment|appt|meeting|decision review|board|courthouse|clinic)${besideWords("(deny|denies|denied|reject|rejects) (me|us|my \\w+) again|see who|well see|we ll see|decision then|payback|regret it|learn|one more time")}`,
  ]),
  ...rules("harm", "lafayette-en-r57", [
    "(gonna|going to|gon|will|ill|i ll|im gonna|i m gonna|im going to|finna|bout to|about to|i swear ill|i swear i ll) (burn|torch|firebomb|blow up|bomb|burn down) (down )?(the|that|this|their|his|her|your)( \\w+){0,2} (regional office|office|clinic|building|va|hospital|house|place|station|hall|center|church)( \\w+){0,4} (to the ground|down)(?= |$)",
  ]),
  ...rules("harm", "tulsa-en-r57", [
    "(know|knows|found out|find out) where (my ex|my \\w+|he|she|they|that \\w+|the \\w+)( \\w+)? (live|lives|stays|stay|works|work|parks|park)( and| \\w+){0,2} (what time|when|where) (he|she|they|that \\w+) (get|gets|leave|leaves|clock out|clocks out|gets off|get off|park|parks)",
    `(she|he|they|that \\w+|hes|shes|theyre|they re|he s|she s)( s| is| are)? (gonna|gon|going to|finna|bout to|about to|will|ll|gunna) feel (it|this|that|me)(?= (tonight|today|tomorrow|soon|this weekend|one way or another|i swear|for real|fr)( |$))${notBeside("workout|gym|legs|leg day|run|ran|hike|soreness|sore|massage|physical therapy|pt|cold|flu|shot|vaccine|booster|hangover|drinking|spicy|pepper")}`,
    `(gon|gonna|going to|will|ll|is gonna|s gonna|is going to) be (his|her|their|that \\w+s) (last|final)( (one|day|sermon|service|time|shift|sunday|meeting|hearing))?${besideWords("i mean (it|that)|i swear|swear to god|watch|you ll see|youll see|mark my words|on god|on my kids|gun|pistol|strap|9|glock|rifle")}${notBeside("himself|herself|themselves|his own life|her own life|saved for")}`,
  ]),
  // Round 48 (round 57's conversations, their turns read alone; every match in rounds 2 to 57 read):
  // a person "put down" or "put in it" beside a weapon, "pay with her life", notes already written,
  // a boat taken out with the anchor chain beside a goodbye, not seeing how to keep going.
  ...rules("harm", "lafayette-en-r57", [
    `(im|i m|i am|ill|i ll|i will|im gonna|i m gonna|gonna|going to|imma|ima|finna)( \\w+)? (puttin|putting|put) (him|her|them|em|that \\w+) (down|in (it|the ground|a ditch|the ditch|the dirt|a hole|the hole|a box|the hospital|the morgue|the river|the bayou))(?! (for (a|the|his|her) (nap|night)|to (sleep|bed)|as (a|my|the) (reference|contact|beneficiary))( |$))${besideWords(`${GUN}|12 gauge|ar|next time|one more time|warned`)}`,
  ]),
  ...rules("harm", "tulsa-en-r57", [
    "(gonna|going to|gon|will|ll|finna|about to|bout to|is gonna|s gonna|gunna|ima|imma|make (her|him|them|em)) pay (for (it|this|that) )?with (her|his|their|your|they) (life|lives|blood)",
  ]),
  ...rules("farewell", "lafayette-en-r57", [
    `(notes|letters|note|letter) (are |is )?(already )?(wrote|written|writ|done|finished|ready|sealed)(?! (up|down|for|to|about)( |$))${notBeside("exam|c p|hearing|appointment|appt|class|school|meeting|lecture|test|study|studying|doctor|lawyer|vso")}`,
    "tell (my|him|her) (son|daughter|wife|kids|mama|mom|momma|boy|girl|husband|family|brother|sister)( \\w+)? (i said (so|bye|goodbye)|bye|goodbye|i love (him|her|them|em)|i m sorry|im sorry|i was sorry)(?= |$)",
  ]),
  ...rules("suicide", "lafayette-en-r57", [
    `(taking|take|took|going out in|goin out in|paddling out in|gonna take|going to take) (the|my|his|her) (pirogue|boat|kayak|canoe|skiff|jon boat|bass boat|john boat)( out)? with (the|an|my|a) (anchor|anchor chain|chain|cinder block|cinderblock|weights?|dumbbells?|rocks)${besideWords("bye|goodbye|good bye|tell my|love you|thanks for trying|im sorry|i m sorry|forgive me|sorry")}`,
  ]),
  ...rules("hopeless", "tulsa-en-r57", [
    "(dont|do not|don t|cant|can t|cannot) see how (i|im gonna|i m gonna|i can|i could|i will|ill|i ll|i am gonna|to) (keep going|go on|carry on|make it|live|keep living|survive|get through)(?! (with|on) (this|that|the|my|his|her) (pay|income|budget|money|salary|check|rating|amount)( |$))(?! (financially|money wise|on (this|that|\\d+))( |$))",
  ]),
  // Round 48's second read (a former crisis-line responder's probes against the round's changes):
  // "he aint making it to his car", "tomorrow he answers for it one way or another", "lay him out
  // for good" beside a weapon, where they're staying tonight beside "pay for it".
  ...rules("wrongToKin", "review-r48", [
    "(boyfriend|husband|ex|stepdad|step dad|neighbor|guy|man|dude|he|hes|cousin|brother in law|son in law|uncle|teacher|coach|boss|sergeant|sgt) (put|puts|putting|laid|lays|layin|laying|put his|puts his|laid his) (his )?hands on (her|him|my \\w+|me|them|my)(?= |$)",
  ]),
  ...rules("harm", "review-r48", [
    "(he|she|they|that \\w+|the \\w+|nobody|no one)( aint| ain t| is not| isnt| wont| won t| will not| not| are not| arent)( \\w+)? (making it|make it|gonna make it|going to make it|gettin|getting|get) (to|back to|out to|home to) (his|her|their|the|that) (car|truck|house|home|office|door|desk|parking lot|lot|family)(?= |$)",
    "(he|she|they|that \\w+|the \\w+|somebody|someone)( s| is| are)? (answers|answer|will answer|gonna answer|going to answer|pays|will pay|gonna pay|going to pay) for (it|this|that|what (he|she|they) did)( \\w+){0,3} one way or (another|the other)",
    `(lay|laying|layin|lays) (him|her|them|em|that \\w+) out (for good|permanent\\w*|cold for good)${besideWords(`${GUN}|ar|the 9|truck`)}`,
    `(know|knows|found out|find out) where (they|theyre|they re|he|hes|he s|she|shes|she s|my ex|my \\w+|that \\w+)( is| are)? (staying|stay|sleeping|sleepin|at|hiding|holed up)( \\w+){0,2} (tonight|tonite|now|rn|right now)(?= |$)${besideWords(`pay|regret|coming for|teach|lesson|gonna get|finish (it|this)|took|ruined|cheated|lied|${GUN}|ar|the 9|strap`)}`,
  ]),
  // Round 49 (round 58's misses; every match in rounds 2 to 58 read): a letter "explaining why"
  // beside the burial, "if i go tonight" beside what a daughter still gets, a blade "and im in the
  // tub", an unknown quantity of pills taken, "done respawning"; threats: "better be wearing a
  // vest", "find out what PTSD looks like up close", anyone "who gets in the way gets hurt", a lawyer
  // "taken care of … permanent", explosives and an office's opening hour, burning down a vet center
  // with the gas cans bought, someone holding a mother inside with a shotgun.
  ...rules("farewell", "clarksville-en-r58", [LETTER_WHY]),
  ...rules("intent", "clarksville-en-r58", [LETTER_WHY]),
  ...rules("afterMe", "beaumont-en-r58", [
    "(if|when) i go (tonight|tonite|today|tomorrow|this weekend|this week)(?! (to|in|into|for|at|and|with|see|down|up|over|by|through|thru)( |$))(?=.* (still go|still goes|still get|still gets|survivors?|dic|life insurance|sgli|vgli|beneficiary)( |$))",
  ]),
  ...rules("meansReady", "kalamazoo-en-r58", [
    "(got|have|holding|with|grabbed) (a|the|my) (blade|razor blade|knife|box cutter|boxcutter)( \\w+){0,3} (and )?(im|i m|i am|sitting|sittin|laying|lying) in the (tub|bath|bathtub)(?= |$)",
  ]),
  ...rules("lethality", "kalamazoo-en-r58", [
    "(took|swallowed|taken|downed|ate) an? (unknown|unk|unclear) (quantity|amount|number|handful)( of)?(?= |$)",
  ]),
  ...rules("farewell", "kalamazoo-en-r58", [
    `(done|finished|through|not|no more|quit|quitting) (respawning|respawnin|respawns)${notBeside("game|games|match|lobby|ranked|warzone|fortnite|apex|halo|elden|souls|boss|level|server")}`,
  ]),
  ...rules("harm", "kalamazoo-en-r58", [
    `(better|d better|had better|best|hope|hopes|hoping)( (he|she|they|that \\w+|the \\w+|him|her))? (be )?(wear|wears|wearing|wearin|put on|puts on|has on|have on) (a|his|her|their|some) (vest|bulletproof vest|plate carrier|kevlar|flak jacket)(?= |$)${besideWords("shows up|show up|office|truck|rater|denied|deny|denies|i know|next time|walks out|regional|hearing|lobby|lawyer|judge|court")}${notBeside("hunt|hunting|hunter|blaze|orange|range|deer|season|safety|reflective|life vest|life jacket|cold|freezing|warm|fishing|boat|kayak")}`,
    `(burn|burning|burnin|torch|torching|set fire to|setting fire to) (down )?(the|that|this|their) (\\w+ ){0,2}(va|vet center|regional office|office|clinic|hospital|building|center)( down)?${besideWords("gas can|gas cans|gasoline|lighter fluid|accelerant|jerry can|jerry cans|molotov")}`,
  ]),
  ...rules("harm", "beaumont-en-r58", [
    "(\\w+)( s| is| are)? (gonna|gon|going to|will|finna|about to|bout to|ll) (find out|learn|see) what (ptsd|combat|war|the war|fallujah|iraq|afghanistan|crazy) (looks|look|is|feels) like (up close|up close and personal)(?= |$)",
    `(ill|i ll|i will|im gonna|i m gonna|gonna|going to|imma|ima) (take care of|handle|deal with) (him|her|them|em|that \\w+|the \\w+|my (neighbor|neighbour|ex|boss|landlord|supervisor|stepdad|brother in law|sergeant))( \\w+){0,4} (permanent|permanently|for good|for keeps)(?= |$)${besideWords(`scoped|know how|taught me|where he lives|where she lives|his office|her office|before the hearing|${GUN}|ar|the 9|hurt my|put his hands|touched|permanent fix|calling the cops|cops on me`)}`,
    `(he s|hes|he is|she s|shes|she is|someone|somebody|a (man|guy|dude)|my (ex|\\w+)) (holding|holdin|keeping) (my|our|the) (\\w+ )?(mom|mother|dad|father|wife|husband|kids|son|daughter|sister|brother|family|grandma|grandpa|baby) (inside|hostage|in the (house|room|garage|car|truck))( \\w+){0,2} with (a|the|his|her) (${GUN}|12 gauge)`,
  ]),
  ...rules("benign", "beaumont-en-r58", [
    "(blew|blowing|blowin|blow|blown) up (the|my|his|her|their|your|that) (\\w+ ){0,3}(phone|phones|line|lines|inbox|email|e mail|dms|voicemail|fax)(?= |$)",
  ]),
  // Round 49 (round 58's conversations, their turns read alone): "been standin here 20 min workin
  // up to it" on a bridge, "im using one of em sunday" after whose guns they will be, a partner who
  // "took a lot of something" and is getting drowsy.
  ...rules("intent", "clarksville-en-r58", [
    `(workin|working|worked|work) (myself )?up to it(?= |$)${notBeside("pt|physical therapy|run|running|5k|10k|mile|miles|gym|weights|lift|lifting|walk|walking|workout|rehab|knee|shoulder|surgery|marathon|hike|call|calling|claim|appeal|file|filing|apply|ask|asking")}|(workin|working|worked) up the (nerve|courage|guts)(?! to (call|ask|tell|apply|file|talk|see|contact|email|text|submit|request|propose|buy|sell|confront)( |$))`,
  ]),
  ...rules("intent", "beaumont-en-r58", [
    "(im|i m|gonna|going to|ill|i ll|i will|i am)( be)? (using|use) one of (em|my guns|the guns|my pistols|my rifles|them guns)( \\w+){0,2} (sunday|saturday|friday|monday|tuesday|wednesday|thursday|tonight|tomorrow|this weekend|soon)(?= |$)",
  ]),
  ...rules("thirdPartyDanger", "kalamazoo-en-r58", [
    `(she|he|my \\w+|they)( just)? (took|swallowed|downed|ate|took like) (a lot of|a bunch of|a handful of|too much|too many|way too many|way too much|all of|all her|all his) (something|stuff|pills|meds|her \\w+|his \\w+|\\w+)${besideWords("drowsy|sleepy|wont wake|won t wake|passing out|passed out|not waking|slurring|unresponsive|wont tell|won t tell|breathing funny|cant stay awake")}`,
  ]),
  ...rules("harm", "clarksville-en-r58", [
    "(anybody|anyone|anybody else|whoever|who ever|somebody|someone|any \\w+)( who| that)? (gets|get|stands|tries|steps|comes|tries to stop|try to stop|trying to stop) (in (my|the) way|between (me|us) and|me)( \\w+){0,6} (gets|is gonna get|will get|gonna get|going to get|get|is going to get) (hurt|shot|dropped|laid out|put down)(?= |$)",
    `((know|knows|knowing) (a thing or two|plenty|enough|a lot|a little|something|all) about (explosives|demo|demolition|bombs|ieds|c4|c 4|det cord|blasting)|(know|knows|knowing) where (the )?(det cord|c4|c 4|charge|charges|blasting cap|blasting caps|caps|ied) (goes|go))${besideWords("office|clinic|building|opens|hear me|one way or another|monday|tuesday|wednesday|thursday|friday|tomorrow|what time")}`,
  ]),
  // Round 49's second read (a former crisis-line responder's probes against the round's changes):
  // belts already on the closet door, jerry cans and a vet center that will "light up nice tonight".
  ...rules("meansReady", "review-r49", [
    "(belt|belts|rope|cord|noose|extension cord|sheet|sheets)( is| s| are| is already| s already| are already| already)? (on|over|around|tied to|hanging from|hung on|up on) (the|my) (closet door|closet rod|beam|rafter|rafters|ceiling fan|railing|shower rod|banister|stair rail|doorknob|door knob)(?! (for|to dry|hook)( |$))",
  ]),
  ...rules("harm", "review-r49", [
    `(vet center|regional office|office|clinic|va|building|hospital|house|station)( on \\w+( \\w+)?)? (is gonna|is going to|gonna|going to|will|s gonna) (light up|burn|go up)( nice| good| real good| like)?(?= |$)${besideWords("jerry can|jerry cans|gasoline|gas cans|gas can|lighter fluid|accelerant|molotov")}`,
  ]),
  // Round 50 (round 59's misses, read after its first round): threats in new words. Taking "a few"
  // along, a weapon walked in, "more than paperwork", a rater who "can explain her decision in
  // person" beside her address, a place that "gonna get shot up", "not to talk", "he dont walk out".
  // A reviewer's read of the round narrowed each to what a veteran's ordinary message never says
  // (a wife taken along to the C&P, copies brought, the range, a commute of 45 minutes).
  ...rules("harm", "augusta-en-r59", [
    `(im|i m|i am|ill|i ll|gonna|im gonna|i m gonna) (take|takin|taking) (him|her|them|em) (down )?with me(?= |$)${besideWords("i mean it|mean it|not joking|no joke|takes my|cuts my|gun|pistol|rifle|shotgun|bringin somethin|bringing something")}${notBeside("ride|drive|carpool|along|appointment with|appt with|hearing with|for support|to help|to translate|to (the|my) (appointment|appt|c p|exam|hearing|clinic|va)")}`,
    `(bringin|bringing|bring|ill bring|i ll bring) (somethin|something|a little somethin|a little something)( \\w+){0,2} to (that|the|my|his|her) (appointment|appt|meeting|hearing|exam|c p|office)(?= |$)${besideWords("mean it|takin him|taking him|takin her|taking her|he ll see|hell see|they ll see|theyll see|not paperwork")}`,
    `(explain|justify|defend) (it|that|her decision|his decision|their decision|the decision|the denial|her denial|his denial)( to me)? (in person|face to face|to my face)(?= |$)${besideWords("(her|his|their) (home )?address|where (she|he|they) lives|find out where|can find (anyone|anybody)")}`,
    `(next time|when|once) i (see|catch|run into) (him|her|them|that \\w+)( \\w+){0,3} (im|i m|ill|i ll|i am|gonna|imma|ima) (bringing|bringin|bring|grabbing|grab|pulling|pullin|pull|using|use) (the|my|that) (strap|blicky|gat|heat|piece(?! of)|burner|glock|pistol|gun|blade|knife|bat)(?= |$)${notBeside("range|hunt\\w*|sight|sighted|trade|sell|clean|paper")}`,
  ]),
  ...rules("harm", "cheyenne-en-r59", [
    `(going|goin|coming|comin|walking|walkin|showing up|show up|im|i m|ill|i ll)( \\w+){0,4} (in |there |back |down there )?with more than (paperwork|papers|my paperwork|a folder|words|a complaint|a letter|a clipboard)(?= |$)${notBeside("evidence|statements?|witness\\w*|records|nexus|lawyer|vso|rep|buddy|wife|husband|attorney|doctor|letters")}`,
    `(im|i m|i am|ill|i ll|gonna|i will)( be)? (walking|walk|walkin|going|goin|coming|comin|marching) (in|inside|in there|into (the|that) \\w+) with (it|my (gun|pistol|rifle|piece|glock|shotgun)|the (gun|pistol|rifle|piece|glock|shotgun))(?= |$)${besideWords(`${GUN}|piece|strap`)}${notBeside("range|hunt|hunting|permit|license|carry|ccw|legal|allowed|rules|policy|holster|truck|class|gunsmith|locked|lock box|case")}`,
    `(go|goin|going|come|comin|coming|walk|walkin|walking|drive|get|gonna go) (down |up |over |back )?(there|in|in there|inside) and (just )?(start|open) (shooting|shootin|fire|firing|blasting|blastin)(?= |$)${notBeside("range|hoops|photos|pictures|video|pool|film|clays|skeet|trap|targets")}`,
    `(?<!(sugar|blood|pressure|bp|pain|rent|price|prices|cost|costs|bill|bills|rates?|stock|stocks|numbers|a1c|glucose|heart rate|temp|fever)( \\w+){0,2} )(va|clinic|office|regional office|building|school|church|store|plant|mill|hospital|lobby) ((in|on|at) \\w+ )?(gonna|going to|is gonna|will|finna|bout to|about to|is getting|getting|gets) (get |be )?shot up(?= |$)`,
  ]),
  ...rules("grievance", "cheyenne-en-r59", [
    "((he|she|that (man|guy|woman|lady|officer|commander|sergeant|rater|examiner)|my (old )?(\\w+ )?(commander|boss|sergeant|supervisor|first sergeant|co|xo|nco|ex|foreman))( \\w+)?|(the|that|my old) (\\w+ ){0,2}\\w+ (who|that)) (ended|ruined|destroyed|wrecked|tanked|torpedoed) my (career|marriage|family|pension|rating|reputation|kids|job)(?= |$)",
  ]),
  // Round 50's second read: where someone parks or lives known beside the hour they get off.
  ...rules("harm", "review-r50", [
    `(?<!(dont|don t|do not|didnt|didn t|never|no longer) )(know|found out|found|got|figured out) where (he|she|they|the \\w+( \\w+)?|that \\w+) (parks|lives|works|sleeps|stays)(?= |$)${besideWords("gets off|get off|gets out|leaves at|leave at|his shift|her shift|gonna pay|gonna learn|find out what")}`,
  ]),
  ...rules("harm", "bangor-en-r59", [
    `(he|she|they|that \\w+)( s| is)? (dont|doesnt|don t|doesn t|wont|won t|aint|ain t|not gonna|isnt gonna|will not)( be)? (walk|walking|walkin|come|coming|comin|get|getting) (out|back out|out alive|out of there|after)(?= |$)${besideWords(`shows|shows up|show up|next time|getting it back|know who|${GUN}|bat|knife|i swear|mean it|the other one i got`)}`,
    `(take|takes|takin|taking|took|bring|brings|bringin|bringing|brought) ((a few|some|a couple|a bunch) of (them|em|those \\w+|the \\w+|his \\w+|her \\w+)|(a few|some|a couple) (people|folks|guys)|as many as (he|she|i|they) can)( of (them|em))? with (me|him|her|them|us)(?= |$)${notBeside("copies|forms|papers|documents|pills|extra|records|meds|snacks|trip")}`,
    `(take|takes|takin|taking|took) (a few|some) with (him|me|her|them)(?= |$)${besideWords("va|office|regional|clinic|means it|mean it|rating|cuts|deny|denied|armed|gun|rifle")}${notBeside("copies|forms|papers|documents|pills|extra|records|meds|snacks|trip")}`,
    `(going|goin|heading|headed|driving|drivin|coming|comin|go|drive) (up|over|down|out|there|by)( \\w+){0,3} not (to|for) (talk|talking|chat|chatting)(?= |$)${besideWords(`know which|know where|camp|house|his place|her place|hospital|hit|beat|put her|touched|tonight|${GUN}`)}${notBeside("drop off|pick up|sign|file|forms|records|dd214|paperwork")}`,
    `(he s|hes|he is|she s|shes|she is|they re|theyre|he ll|hell|she ll|shell|he will|she will)( gonna be| going to be)? (meeting|meet|meetin|gonna meet|introduced to) (the|my|ol|old) (06|30 06|ought six|aught six|12 gauge|twelve gauge|shotgun|rifle|ar|glock|45|9mm)(?= |$)${besideWords("next time|if he|if she|steps|shows|comes|property|land|porch|door|harass\\w*")}`,
  ]),
  // Round 50 (round 59's cheyenne-en conversation: "LADY AT THE CASPER OFFICE DID IT", then "GOING
  // DOWN THERE MONDAY WITH THE SHOTGUN SHE WILL SEE"; bangor-en: "I've got a scope and patience").
  ...rules("harm", "cheyenne-en-r59", [
    `(going|goin|headed|heading|driving|drivin|walking|walkin|coming|comin|go|drive)( \\w+){0,4} with (the|my|a|his|her) (${GUN}|ar|45|9mm|piece|strap)(?! (minute|minutes|min|mile|miles|year|years|day|days|of)( |$))(?= |$)${besideWords("(she|he|they|them|you)( will| ll|s gonna| is gonna| are gonna| gonna| re gonna) (see|learn|pay|find out|regret it|be sorry)|see what happens")}${notBeside("range|hunt\\w*|deer")}`,
    `(got|have|ive got|i ve got|i got) (a|my) (scope|rifle|deer rifle) and (patience|time|all the time in the world|nothing but time)(?= |$)${notBeside("hunt\\w*|deer|season|range|retired|time off|elk|adaptive")}`,
  ]),
  // Round 50 (round 59's bangor-en and a conversation of augusta-en): someone inside with a knife,
  // between the writer and the children, or pushed in past them while they hide upstairs.
  ...rules("harm", "bangor-en-r59", [
    `(he|she|a man|a guy|the man|the guy|someone|somebody|my \\w+)( s| is)? (has|got|with|holding|grabbed) (a|an|the|his|her) (\\w+ ){0,2}(knife|knives|machete|hatchet|axe|gun|pistol|rifle|shotgun)(?= |$)${besideWords("pushed (his|her|their) way in|forced (his|her|their) way in|barged in|standing in the doorway|in the doorway|between me and (the|my) (kids|children|baby|door)|(im|i m|i am|we re|were|we are|kids are|the kids are) (upstairs|downstairs)|kids room|children s room")}${notBeside("hunt|hunting|deer|range|kitchen drawer|cooking|cutting|carving|whittl\\w*|sharpen\\w*|permit|license|carry|collection")}`,
  ]),
  // Round 50 (round 59's misses): a bridge rail sat on "trying to decide", a prescription's rest kept
  // back, "all of it at once and be done", "a good time for it" while the wife is away, the account
  // tidy "by the time someone finds me", not "making it to" a week ahead.
  ...rules("place", "augusta-en-r59", [
    `(sitting|sittin|sat|standing|standin|perched|leaning|climbed|climbing) (on|over|up on) (the )?(\\w+ ){0,3}(bridge|overpass|trestle) (rail|railing|ledge|edge|wall)(?= |$)${notBeside("fish\\w*|catfish|pole|inspect\\w*|paint\\w*|photo\\w*|picture\\w*|sunset")}`,
  ]),
  ...rules("meansReady", "augusta-en-r59", [
    `(kept|keeping|keep|saved|saving|held onto|holding onto|stashed|hoarded|hid) (the rest|the extras?|the leftovers?|what was left|whats left|what s left|the remainder)( of)? (the|my|his|her|that) (old )?(script|scripts|prescription|pills|meds|oxy|oxys|percs|bottle|supply)(?= |$)${besideWords("done|over it|cant|can t|no more|enough|for good|negotiating|finished")}${notBeside("drop off|drop it off|take back|take it back|dispose\\w*|disposal|return|turn in|turn it in|pharmacy|get rid")}`,
  ]),
  ...rules("intent", "bangor-en-r59", [
    `(do|doing|take|taking|use|using|shoot|shooting|snort|swallow)( it)? (all of it|it all|the whole (\\w+ )?(bag|bottle|stash|supply|thing)|everything|the rest|all of them) at once( and be done| and be done with it)?(?= |$)${besideWords("be done|fent|fentanyl|dope|heroin|stash|relapse|bag|clean|sober")}${notBeside("can i|should i|in the morning|spread")}`,
    `(good|perfect|best|right) time (for it|to do it)(?= |$)${besideWords("nobody home|house to myself|out of town|alone|gone|away|sisters|til|till")}`,
  ]),
  // Round 51 (round 60's misses, read after its first round): someone else threatening the writer's
  // own with a weapon now ("threatening my father with a gun", "at the gate with a pistol"), the
  // jealous "if I can't have you nobody will", a weapon waited with at his work or met with at the
  // drive, body bags told to bring, a boat sunk "with him on it", a hammer taken to a skull, a pen
  // through a neck, "not going in empty handed", "something heavier than an appeal", a body dumped
  // in the channel, a victim "gonna end up in the hospital" beside bats.
  ...rules("harm", "biloxi-en-r60", [
    `(is|s|are|re|keeps|started) threatening (me|us|my \\w+|him|her|them|mom|dad|papi|mami|the kids)( \\w+){0,3} with (a|an|his|her|their|the) (\\w+ ){0,2}(gun|guns|pistol|rifle|shotgun|knife|bat|machete|hammer|blade|weapon|axe|hatchet)(?= |$)${notBeside("lawsuit|lawyer|attorney|eviction|court|ban|write up|writeup|fine|ticket|the va|claim|back in|years ago|(19|20)\\d\\d|used to|when i was|iraq|afghanistan|deploy\\w*|stressor|mst|divorce")}`,
    `(is|s|are|re|standing|sitting|waiting|showed up|shows up|pulled up)( right)? (outside|at (the|our|my) (gate|door|front door|back door|window|porch)|in (the|our|my) (driveway|yard)|on (the|our|my) (dock|porch|property|lawn|steps|boat)|across the street|out front|parked (outside|across the street|out front))( (of )?(our|my|the|his|her) (house|place|trailer|apartment|door|new place))?( right now| now| rn)? (with|holding|waving) (a|an|his|her|the|their|my) (\\w+ ){0,2}(gun|pistol|rifle|shotgun|knife|bat|machete|axe|hatchet)(?= |$)${notBeside("hunting|hunt|deer|range|delivery|selling|sell|for sale|cleaning|clean|in his mouth|in her mouth|to his head|to her head|under his chin|under her chin|himself|herself|goodbye|suicid\\w*|wants to die|want to die|wanna die|end it|his life|her life|no matter what|not come out|my ptsd|firewood|splitting|chopping|clearing|brush")}`,
    `(im|i m|i am) (parked|waiting|waitin|sitting|sittin|standing) (outside|across the street|out front|down the street)( (of )?(his|her|their) (house|place|new place|apartment|work|job|trailer))?( right now| now| rn)? with (my|a) (\\w+ )?(gun|pistol|rifle|shotgun|knife|bat|machete)(?= |$)${besideWords("he|she|him|her|his|gonna feel|gonna pay|what he did|what she did")}${notBeside("hunting|hunt|deer|duck|range|ptsd|selling|sell")}`,
    "if i (cant|can t|cannot) have (you|her|him) (nobody|no one|no body|noone) (will|can|else will|else can)(?= |$)",
    `(meet|meeting|greet|greeting) (him|her|them|em|that \\w+|the \\w+( \\w+)?)( at the (door|gate|drive|porch|truck))? with (my|a|the|\\w+s) (\\w+ )?(shotgun|gun|rifle|pistol|bat|machete|axe|12 gauge|twelve gauge|ar)(?= |$)${notBeside("hunt\\w*|deer|elk|range|trap|skeet|duck|sell|selling|buy|buying|trade|trading|appraise\\w*|gunsmith|keep it|hold it|hold onto|store|storage|safekeeping|lock it|for me|til i|until i")}`,
    `(waiting|waitin|wait|sitting|sittin|parked) (at|outside|by|near|in front of) (his|her|their|the \\w+s) (job|work|house|place|shop|office|car|truck|school|gym)( \\w+){0,3} with (my|a|the) (\\w+ )?(pistol|gun|rifle|shotgun|knife|bat|machete)(?= |$)${notBeside("practice|game|hunt\\w*|duck|deer|range|season|pick up|pickup|forgot")}`,
    `(better|should|gonna need to|need to) bring (body bags|a body bag|bodybags|the coroner|a coroner)(?= |$)${notBeside("funeral|burial|cemetery|honors|memorial|hearse")}`,
    `(sink|burn|torch|blow up|burn down|ram|flip|set fire to) (that|the|his|her|their) (\\w+ )?(boat|house|car|truck|trailer|place|shop|office|camper)( down| up)? with (him|her|them|em|the \\w+) (on|in|inside) (it|there)(?= |$)`,
    "(take|taking|takin|put|putting|bring|bringing) (a|my|the) (\\w+ )?(hammer|bat|crowbar|tire iron|machete|wrench|pipe|axe|hatchet|2x4|two by four) to (his|her|their|that \\w+s?|(his|her|their) \\w+s?) (skull|head|face|knees|kneecaps|teeth|neck)(?= |$)",
    `(put|stick|shove|jam|drive|putting|sticking|shoving|jamming) (a|my|the) (pen|knife|blade|screwdriver|fork|shank|shiv|ice pick) (through|in|into) (his|her|their|that \\w+s) (neck|throat|eye|eyes|chest|skull|face|gut|heart)(?= |$)${notBeside("corpsman|medic|airway|cric\\w*|trach\\w*|surg\\w*|stressor|iraq|afghanistan|deploy\\w*|back in")}`,
    `(not|aint|ain t|wont be|won t be|never) (going|goin|gonna go|walking|walkin|gonna walk|coming|comin) (in|back in|in there|back) empty (handed|handed this time)(?= |$)${besideWords("va|clinic|office|regional|remember|theyll|they ll|they will|hospital|lobby|vet center")}${notBeside("evidence|records|statements?|buddy|nexus|papers|paperwork|documents|binder|letter|lawyer|vso|dbq")}`,
    `(carrying|carryin|bringing|bringin|bring|with|packing|packin) (something (heavier|more|stronger|louder|other)|(a lot |way |a little |a bit )?more) than (an? |the |my )?(appeal|paperwork|papers|complaint|claim|folder|letter|words|nod|form|forms|dd214|dd 214)(?= |$)${notBeside("evidence|statement|statements|buddy letter|records|nexus|lawyer|attorney|vso")}`,
    `(dump|dumping|dumpin|throw|throwing|toss|tossing|drop|dropping|put|putting|sink|sinking) (him|her|them|em|his body|her body|the body|that \\w+|the \\w+) (in|into|off|to the bottom of) (the )?(channel|river|lake|bay|woods|swamp|gulf|marsh|ocean|sound|bayou|canal)(?= |$)${besideWords("cinder block|block|chain|chains|nobody finds|no one finds|nobody will find|never find|weighted|tied on|gator|gators")}${notBeside("ashes|cremains|remains|urn|scatter\\w*|burial at sea|pots|traps|fish|bass|dog|cat|trout|boat")}`,
    `(dump|dumping|dumpin|throw|throwing|toss|tossing) (him|her|his body|her body|the body) (in|into|off) (the )?(channel|river|lake|bay|woods|swamp|gulf|marsh|ocean|sound|bayou|canal)(?= |$)${notBeside("ashes|cremains|remains|urn|scatter\\w*|burial at sea|pots|traps|fish|bass|dog|cat|trout")}`,
    "(hes|he s|he is|shes|she s|she is|theyre|they re|hell|he ll|shell|she ll|he will|she will)( gonna be| going to be| be)? (leaving|leavin|leave|going out|goin out|carried out) in a (bag|body bag|box)(?= |$)",
    `(when|till|until|for) (he|she|they|that \\w+|the \\w+) (gets|get|comes|come|walks|walk) (off|out)( (of|from))?( (his|her|their|the))? (shift|work|job|class|plant|mill|office|clinic)(?= |$)${besideWords(GUN + "|glovebox|glove box|loaded|knife")}`,
    `(hes|he s|he is|shes|she s|she is|theyre|they re|hell|he ll|shell|she ll|theyll|they ll)( gonna| going to)? (end up|wind up|be) in (the )?(hospital|er|icu|morgue|ground|a body bag)(?= |$)${besideWords("bats|bat|jump (him|her|them|the)|stomp|my boys|beat (him|her|his|the|them)|beating|whoop|teach him|gonna pay|tonight|by morning|handle it")}${notBeside("surgery|cancer|chemo|procedure|admitted|sick|caregiver|dialysis|treatment")}`,
    `(making|make|gonna make|going to make|ill make|i ll make) (her|him|them) watch(?= |$)${besideWords("ammunition|ammo|rounds|bullets|gun|pistol|rifle|walking into|walk into|colloquium")}${notBeside("video|training|movie|show|tv|film|presentation")}`,
  ]),
  // Round 51 (round 60's conversations and its second read): "when he's alone" beside how it would be
  // done, "after I'm done with him" beside a loaded rifle, a pulaski or a maul sharpened for the ex's
  // new man, the first one up the drive who "gets it".
  ...rules("harm", "missoula-en-r60", [
    `((know|knows|figured out|found out|learned|watching|watched) when|(next time|once|till|until|and when|when)) (hes|shes|he s|she s|he is|she is|theyre|they re) alone(?= |$)${besideWords("goes in|crusher|pen|knife|gun|pistol|rifle|kill|hurt|beat|pay|get him|get her|how id do it|how i d do it|how i would do it|grabbed|neck")}`,
    `after (im|i m|i am) (done|through|finished) with (him|her|them|that \\w+)(?= |$)${besideWords(GUN + "|loaded|knife|machete|axe|bat")}`,
    `(pulaski|pulaskis|axe|axes|hatchet|machete|knife|blade|ka bar|kabar|maul|mauls)( s| is| are)? (sharpened|sharp|honed|ready)(?= |$)${besideWords("handle it|ex|new man|took my|gonna pay|his house|her house|boyfriend|girlfriend|where (he|she) (lives|parks|works)")}${notBeside("fire|crew|shift|assignment|hotshot|smokejump\\w*|fireline|wildland|firewood|wood|chopping|kindling")}`,
    "first (one|person|guy|man|deputy|cop|one of (em|them)) ((up|through|in|into) (the|my|our) (drive|driveway|door|gate|steps|porch|yard|house|lane)|that comes|who comes|to come|coming)( \\w+){0,3} (gets it|gets shot|eats one|gets a round|gets buckshot)(?= |$)",
  ]),
  // Round 51 (round 60's conversations): "the 9" in the truck, the rail of a bridge climbed, a sunday
  // told to be quick after "told the lord im sorry".
  ...rules("means", "savannah-en-r60", [
    `(got|have|keep|keeps|grab|grabbed|brought|took|left) (the|my|a) (9|nine|45|40|380|38)(?= (in|on|under|from|out|with|at)( |$))${besideWords("loaded|rounds|mag|chambered|pistol|gun|after shift|wont be|won t be|dont matter|done|then done")}${notBeside("percent|rating|ptsd|claim|combined|beer|fridge|cooler|hunting")}`,
  ]),
  ...rules("intent", "savannah-en-r60", [OVER_THE_RAIL]),
  ...rules("means", "savannah-en-r60", [OVER_THE_RAIL]),
  ...rules("farewell", "missoula-en-r60", [
    `(already )?told (the lord|god|jesus|the man upstairs) (im|i m|i am) sorry(?= |$)${notBeside("for what|what i did|iraq|afghanistan|vietnam|moral injury|church|confess\\w*|forgive\\w*")}`,
  ]),
  ...rules("time", "missoula-en-r60", [
    `(its|it s|it is|its gonna|it will) (going to |gonna )?be (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow)(?= |$)${besideWords("burial|bury|cemetery|quick|sorry|flag|funeral")}`,
  ]),
  // Round 51 (round 60's misses): "peace out… it was fun" posted beside a river, things given to a son
  // beside "the rest is for after", one's own obituary or eulogy written, a death the insurance or
  // the Coast Guard "will say" was an accident, "before I take the pills", a week day "my last day"
  // beside what survivors get, the VA or a rater told "they won".
  ...rules("farewell", "savannah-en-r60", [
    `(peace out|its been real|it s been real|it was fun|its been fun|it s been fun)(?= |$)${besideWords("posted|story|not picking|not answering|wont answer|goodbye|bridge|river|pic|picture|photo|lake|rails?")}`,
    `(gave|given|giving|give) (my|his|her) (\\w+ )?(boy|son|daughter|girl|kid|kids|grandson|granddaughter|buddy|brother|sister|nephew|niece|neighbor) (my|his|her|all (my|his|her)) (truck|tools|guns|rifles?|boat|dog|medals|car|keys|watch|knife)(?= |$)${besideWords("for after|wont need|won t need|goodbye|take care|the rest|dont need|keep it")}`,
    `(written|writing|wrote|write|drafting|drafted|draft|started|picked out|finished|finishing) (my|his|her) own (obituary|obit|eulogy|funeral program)(?= |$)${notBeside("hospice|terminal|cancer|als|pre ?plan\\w*|pre ?need")}`,
    "tell (the|my) (\\w+ ){0,2}(he|she|they)( finally| already)? (won|win|wins|can have it)(?= |$)|tell (them|em|the va|va|everyone|everybody) (they|it) (won|win)(?= |$)",
  ]),
  ...rules("intent", "missoula-en-r60", [
    `before i (take|swallow|down|do|eat|finish) (the|my|all (the|my|of the|of my)|these|those|them|the rest of the) (\\w+ )?(pills|meds|bottle|oxy|oxys|percs|sleeping pills|tablets)(?= |$)${notBeside("breakfast|eat|food|meal|morning|bed|bedtime|doctor|pharmacist|refill|drive|driving|surgery|labs|blood work|test|should|can i|is it|ok|okay|safe|coffee|beer|drink|empty stomach|check|blood pressure|sugar")}`,
    `(coast guard|police|cops|they|everyone|everybody|the va|insurance|the insurance|coroner|the coroner)( \\w+)? (will|gonna|going to|would|ll) (say|call it|rule it|think|list it as|write it up as)( it was| its| it s)? (an? )?accident(?= |$)${besideWords("dic|pay|pays|paid|insurance|sgli|vgli|water|boat|go in|go into|overboard|my mother|my wife|my kids|my mom|leave|before")}${besideWords("if i|when i|my own|i go|ill go|i ll go|i do it|before i|im gonna|i m gonna|im going|planned|plan")}`,
  ]),
  ...rules("afterMe", "missoula-en-r60", [LAST_DAY_BESIDE_DEATH]),
  ...rules("soon", "missoula-en-r60", [LAST_DAY_BESIDE_DEATH]),
  // Round 51 (round 60's misses): a gun used "on myself", pills counted out beside what it takes,
  // not walking back to the car from a pier, stepping off from "40 foot up", a bridge "settled on",
  // "on my terms" tonight, "dont send nobody" if the boat is not back, "its for after", a sibling's
  // passwords sent with "youll need these", a plan written down with a date, a note "dont let her see
  // me", "i aint gwine be there to see", "got it set for saturday" or "asking for myself" beside a
  // death, "six feet under" starting tonight.
  ...rules("suicide", "missoula-en-r60", [
    `(use|using|turn|turning|point|pointing|try|trying) (one|it|them|that|the \\w+|my \\w+|one of (em|them)) on myself(?= |$)${besideWords(GUN + "|piece|strap|rounds|ammo")}`,
  ]),
  ...rules("suicide", "savannah-en-r60", [
    "(bought|buying|got|getting|has|have|keeps|kept) (some |a bottle of |a box of )?(rat poison|poison|antifreeze|cyanide|arsenic)( \\w+){0,2} for (herself|himself|myself)(?= |$)",
  ]),
  ...rules("meansReady", "missoula-en-r60", [
    `(already |just )?(counted|lined|laid|sorted|set) (them|em|the pills|my pills|the meds|my meds|\\w+ pills) (all )?out(?= |$)${besideWords("what it takes|enough|how many|lethal|it takes|18d")}${notBeside("organizer|pill box|pillbox|weekly|for the week|each morning|every morning|refill|pharmacy|dose")}`,
  ]),
  ...rules("intent", "savannah-en-r60", [
    ...NOT_GOING_BACK,
    `(?<!(he|she|they|hes|shes|theyre|he s|she s|son|daughter|kid|wife|husband|dad|mom|brother|sister|buddy|friend|who) )(thinking|thinkin|gonna|going to|about to|bout to|might)( bout| about)? (stepping|steppin|step|jumping|jumpin|jump|walking|walkin|walk) off(?= |$)${besideWords("foot up|feet up|ft up|stories|floor up|roof|ledge|bridge|cab|edge|crane|tower|parking garage|overpass|cliff")}${notBeside("diving board|dive|pool|plane|airplane|skydiv\\w*|bungee|parachute|jump school|the boat|the ferry|the bus|the train|lol|lmao|haha\\w*|into the|lake|kayak|pool|swim|swimming|jk|if (this|that|the|they|my|i|one|another)|claim|website|paperwork|denied")}`,
    "(settled|decided|set) on (the )?(\\w+ ){0,3}(bridge|overpass|trestle|cliff|dam)(?= |$)",
    `on my (own )?terms(?= |$)${besideWords("tonight|tomorrow|before they|end it|check out|go first|they come")}${notBeside("retir\\w*|separat\\w*|program|school|job|career|gi bill|vr e")}`,
    `i go first(?= |$)${besideWords("tonight|on my terms|on my own terms|before they|they come")}`,
    `((dont|don t|do not) send (nobody|anybody|anyone|no one|noone|the coast guard|a search|search and rescue)( (for|after|looking for) me)?|(dont|don t|do not) (bother|come) (lookin|looking|searching|searchin)( for me)?)(?= |$)${besideWords("aint back|not back|isnt back|by dark|dont come back|mean it|sundown|by morning|by nightfall")}`,
    // Round 61 (fairbanks-en): "if anyone reads this im at the old cabin... dont send my kids out".
    `(dont|don t|do not) (send|let) (my|the) (kids|boys|girls|son|daughter|wife|husband|family|boy|girl|grandkids|mom|mother|dad|brother|sister) (out|out there|to (find|look for) me|looking|lookin|after me|come (find|look for) me|come (up|out|down) (here|there))(?= |$)${besideWords("reads this|read this|finds this|find this|im at|i m at|i am at|im up at|cabin|camp|deer camp|slough|woods|the river|the lake|the bridge|goodbye|bye|sorry|love (you|them)")}${notBeside("lol|lmao|haha\\w*|jk|storm|blizzard|weather|cold snap|too cold|bears?|wolves|ice road|school|store|for (groceries|the mail|wood|water)")}`,
    `(got|have|ive got|i ve got|i got) (it|everything|things|it all) (all )?(set|planned|lined up|scheduled) for (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend)(?= |$)${besideWords("dic|die|dies|died|by (his |my |their |your )?own hand|cemetery|burial|bury|funeral|sgli|vgli|insurance|after")}${notBeside("dads|moms|his|her|husbands|wifes|service for|flag|honor guard")}`,
  ]),
  ...rules("afterMe", "savannah-en-r60", [
    `(its|it s|it is|thats|that s|that is|the rest is|the rest s|everything else is|all of it is) (for|4) after(?!( \\w+)? (the|my|his|her|your|our|this|that|a|an|we|he|she|they|i|it|you|service|church|work)( |$))(?= |$)${besideWords("gave|give|keys|dog|truck|safekeeping|keep it|yours")}`,
    `(dont|don t|do not) let (her|him|them|mama|momma|mom|mother|my \\w+|the \\w+)( see me| be the (one|ones)( to| who| that) (find|finds|see|sees) me)(?= |$)${notBeside("looking for me|hiding|restraining|protective order|move|moving|shelter|like this|cry|crying")}`,
    "(i )?(aint|ain t|wont|won t|will not|not gonna|not going to|aint gonna|aint going to) be (there|here|around|alive) (to see|when (she|he|they) (finds?|reads?|gets?|opens?))(?= |$)",
    `(asking|askin|ask) for (myself|me)(?= |$)${besideWords("cemetery|burial|bury|buried|funeral|dic|sgli|vgli|after|die|dies|own hand|headstone")}${notBeside("pre ?need|eligib\\w*|spouse|reserve|plot")}${besideWords("tonight|tomorrow|this week|this weekend|(monday|tuesday|wednesday|thursday|friday|saturday|sunday) (is )?the day|soon|by (monday|tuesday|wednesday|thursday|friday|saturday|sunday)")}`,
    `(6|six) (feet|ft|foot) under(?= |$)${besideWords("tonight|starting|speedrun|this weekend|tomorrow|by friday|soon")}`,
  ]),
  ...rules("afterMe", "savannah-en-r60", [...NOT_GOING_BACK]),
  ...rules("suicide", "savannah-en-r60", [
    "(hang|hangin|hanging|gonna hang) (it|myself) up( \\w+)? literally|literally (hang|hanging|hangin) (it|myself) up",
  ]),
  ...rules("lethality", "savannah-en-r60", [
    `(beam|rafter|rafters|joist|tree limb|limb|branch)( \\w+){0,5} (holds|hold|will hold|can hold|rated for|strong enough)(?= |$)${besideWords("rope|line|dock line|cord|hang|noose|belt|strap")}${notBeside("lift|hoist|patient|tv|fan|swing|hammock|heavy bag|pull ?up|contractor|inspector|grant|sah")}`,
  ]),
  ...rules("time", "savannah-en-r60", [
    `(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow) (is )?the day(?= |$)${besideWords("cemetery|burial|bury|buried|funeral|dic|sgli|vgli|die|dies|own hand|headstone|myself")}`,
  ]),
  ...rules("thirdPartyDanger", "savannah-en-r60", [
    `(sent|gave|texted|emailed|messaged|dmed) me (all )?(his|her|their) (\\w+ )?(passwords|pins|account info|logins|bank info)(?= |$)${besideWords("youll need|you ll need|you will need|not picking|not answering|tried before|goodbye|love you")}${notBeside("fiduciary|poa|power of attorney|dementia|alzheimer\\w*|manage|caregiver")}`,
    "(wrote|written|writes|writing) (down )?(how|como) (hes|he s|he is|she is|shes|lo va a|la va a|he will|she will|hes gonna|shes gonna|he was gonna|she was gonna|hes going to|shes going to) (going to )?(do it|hacer|hacerlo|kill himself|kill herself|end it)(?= |$)",
  ]),
  ...rules("harm", "savannah-en-r60", [
    `(put|putting|throw|throwing|toss|tossing|send|sending) (him|her|them|that \\w+|the \\w+) through (the|a|that) (glass|window|wall|windshield|door|plate glass)(?= |$)${besideWords(MEANT_IT + "|tomorrow|tonight|going down there|goin down there|next time")}`,
  ]),
  // Round 51 (round 60's review): a weapon left at home or locked in the safe, said beside the
  // clinic ("I left my 45 at home, can I get a ride to the clinic"), is the weapon put away.
  ...rules("benign", "review-r51", [
    `(left|leave|leaving|keep|keeping|locked|lock) (my|the|his|her) (\\w+ )?(gun|guns|pistol|pistols|rifle|rifles|45|9mm|glock|handgun|firearm|firearms|weapon|weapons|shotgun) (at home|in the safe|in my safe|in the gun safe|locked up|locked away|with my (wife|brother|buddy|neighbor|son|daughter|dad))(?= |$)${notBeside("go get|come back|going back for|get it|grab it")}`,
  ]),
  ...rules("afterMe", "bangor-en-r59", ["(claim|collect|file|apply) on me after(?= |$)"]),
  ...rules("afterMe", "cheyenne-en-r59", [FOUND_ME]),
  ...rules("intent", "cheyenne-en-r59", [
    FOUND_ME,
    `(dont|do not|don t) think (im|i m|i am|ill|i ll|i will) (making|make|gonna make|going to make|be making) it (to|till|until|through|past) (?!(my|the|an|a) (appointment|appt|exam|c p|hearing|class|meeting)( |$))(\\w+ ){0,2}(week|weekend|christmas|thanksgiving|friday|monday|tuesday|wednesday|thursday|saturday|sunday|finals|birthday|tomorrow|the end of)(?= |$)${besideWords("how much|exactly|pills|meds|stash|enough")}`,
  ]),
  // Round 52 (round 61's misses, read after its first round). Threats: someone who will "be the one
  // leavin in a bag", "goin off the deck. not me. him", a round put through his windshield, "him and
  // his whole crew done", the whole office cleared beside the iron, a visit that will not be
  // friendly, a building scouted, a veteran who intends to bring a weapon to the clinic, a man
  // trying to get in at the door, someone waiting with a blade, "no one leaves".
  ...rules("harm", "watertown-en-r61", [
    "(hell|he ll|he will|shell|she ll|she will|theyll|they ll|they will|hes|he s|shes|she s|theyre|they re|he|she|they) (be )?(the one |the ones )?((leavin|leaving|leave|leaves|carried|wheeled|goin out|going out|go out|goes out|comin out|coming out|come out)( out)?( of (here|there))? in a (body )?bag|(go|goes|goin|going|come|comes|comin|coming)( home| back| out)? in a body bag)(?= |$)",
    "(goin|going|go|gonna go|goes|jump|jumpin|jumping|takin a dive|taking a dive|go flying|goin flying) (off|over) (the|that|a) (deck|roof|bridge|ledge|cliff|balcony|catwalk|scaffold|scaffolding|overpass|building|dock|pier|railing|rail|edge|side)( \\w+){0,3} not me (him|her|them)(?= |$)",
    "(?<!(i|im|i m|i am|ill|i ll|i will) )(is|s) (gonna|going to|finna) be (the one|the ones|the first|the next) ((leavin|leaving|carried|wheeled|goin out|going out|comin out|coming out)( out)?( of (here|there))? in a (body )?bag|(going|goin|coming|comin)( home| back| out)? in a body bag)(?= |$)",
    "(who|that) (denied|screwed|lied to|disrespected|fired|cut|robbed) (me|my \\w+)( \\w+){0,3} (is |s )?(gonna|going to|will|bout to|about to) (find out|see|learn|feel) what (it|this|that|she|he) (does|can do|feels like)(?= |$)",
    "(puttin|putting|put|pop|poppin|popping|send|sendin|sending) (a round|rounds|one|a bullet|a slug|lead|a cap|two|a couple|a few) (in|into|through|thru) (his|her|their|him|them)(?! (name|names|account|accounts|hand|hands|bag|car|truck|box|mailbox|envelope|slot|file|folder|inbox|stocking|basket)( |$))(?= |$)",
    `(intends|intend|plans|planning|is going|s going|threatened|said he would|says he will|said hed|said she would|told us he would) to bring (a|his|her|their) (weapon|gun|rifle|firearm|pistol|ar|shotgun) (to|into|in to) (the )?(va|v a|clinic|office|hospital|building|regional office|cboc|vet center)(?= |$)${notBeside("adaptive|sports|shooting clinic|range|program|event|hunt\\w*|competition|allowed|legal|can he|can she|is it|is that")}`,
    "(says|said|saying|yelling|screaming|hollering|dice|dijo|grita|gritando)( that| que)? (nobody|no one|noone|nadie) (leaves|is leaving|gets out|goes anywhere|sale|se va|se mueve|va a salir)(?! ((before|until|till|til|hasta|antes de) (the |los |las |el |la )?(\\d+|\\w+ (days|weeks|dias|semanas)|discharge|program|treatment|alta|tratamiento|programa|end of)|(sin|without) (el |la |a |an |the )?(papel|alta|permiso|firma|pass|paperwork|discharge|signing out|sign out))( |$))(?= |$)",
    `(wont|will not|aint|aint gonna|is not|isnt|not gonna) be (a )?(friendly|social|courtesy|cordial|polite) (visit|call)(?= |$)${besideWords("if they|if he|if she|if the|if that|next time|again|armed|theyll see|they ll see|they will see|ill show|i ll show|gonna pay|deserve|trust me|in person|personally|going to see|gonna see|go see|show up|showing up|pay (him|her|them) a visit")}`,
    `(scoped|scouted|cased|recon|reconned|recced)( out)? (the|their|that) (building|office|clinic|entrances|exits|lobby|place)(?= |$)${notBeside("park|parking|appointment|appt|exam|c p|cita|wheelchair|ramp|elevator|accessible|handicap")}`,
  ]),
  ...rules("harm", "barstow-en-r61", [
    `(clear|clearin|clearing|clean out|cleaning out|cleanin out) (out )?the whole (office|building|clinic|lobby|place|floor|shop|store|room|station)(?= |$)${besideWords("iron|gun|rifle|ar|glock|strap|blade|next time|dead serious")}`,
    `(him|her|them|he|she|they) and (all )?(his|her|their) (whole )?(crew|family|people|boys|homeboys|gang|office|squad|buddies|friends)( (is|are|s|re))? (done|finished|gone|dead|over)(?= |$)${notBeside("basic|training|school|class|classes|deployment|deployed|bootcamp|boot camp|ait|graduat\\w*|gi bill|moving|moved|packing|vacation|visit|visiting")}`,
    "(threatened|threatening|came at|pulled (a \\w+ )?on) me (w|with) (a|an|his|her|the) (box cutter|knife|blade|razor|gun|pistol|bat|machete|screwdriver|hammer)( \\w+){0,8} (still )?(out there|outside|waiting|waitin|by my)(?= |$)",
    `(a |some |this |that )?(man|guy|dude|someone|somebody|stranger|my ex)( \\w+){0,2} (is |s )?(trying to|tryin to) (open|force|kick in|break in|break into|get in|get into)( \\w+){0,3} (the|my|our) (door|window|house|apartment|room|trailer)(?= |$)${notBeside("appraiser|appraisal|inspector|inspection|plumber|contractor|realtor|landlord|tomorrow|appointment|appt|loan|repair|delivery|maintenance")}`,
  ]),
  // A weapon brought along ("bringin the bat", "bringin the iron") and a wrong done dirty.
  ...rules("weapon", "watertown-en-r61", [
    "(bringin|bringing|bring|brought|packin|packing|carryin|carrying|grabbin|grabbing) (the|my|some|a little) (iron|bat|blade|machete|piece|strap|blicky|chopper)(?! (on|for|to|of|supplement\\w*|pills|tablets|infusion|infusions|levels|and|bag)( |$))(?= |$)",
  ]),
  ...rules("grievance", "watertown-en-r61", ["(did|done|do) (me|us|him|her|my( \\w+){1,2}) dirty(?= |$)"]),
  ...rules("weapon", "review-r52", [
    "(rolling|rollin|pulling|pullin|showing|showin|going|goin|coming|comin|headed|heading) (up |over |down |back )?(there |here |in )?(with|w) (the|my|a) (9|45|40|38|357|380|ar|ak|glock|strap|iron|blicky|chopper|heater|piece|pistol|gun|rifle|shotgun)(?= |$)",
  ]),
  // The writer's own: "its not for home defense", "i know what 90 does", how many of a pill "it
  // takes", past caring, tired of being a person, "my plan is take every pill", a death benefit asked
  // for "me. im the vet", the policy that pays the farm off, "already decided" beside 988, food and
  // medicine stopped "so i may pass quietly", off the side of the pass, the last paperwork ever.
  ...rules("intent", "lawton-en-r61", [
    "(bought|got|picked up|buying|getting)( \\w+){0,3} (glock|gun|pistol|rifle|shotgun|revolver|piece|handgun|45|9mm)( \\w+){0,4} (its|it s|it is|and its|and it s) not for (home defense|self defense|protection|hunting|the range|target practice|deer|home protection|the house)(?!.* (its|it s|it is) for )(?= |$)",
    "my plan is (to )?(take|swallow|down|eat) (every|all|the whole|all the|all my)( \\w+){0,2} (pill|pills|meds|medication|medications|tabs|tablets|bottle|bottles|oxy\\w*|of (them|em|it|my \\w+))(?= |$)",
  ]),
  ...rules("lethality", "lawton-en-r61", [
    `(i )?know (what|exactly what) (\\d+|that many|all of (them|em)|the whole bottle|a bottle) (does|will do|would do|do)(?= |$)${besideWords("pills|pill|tabs|mg|meds|bottle|oxy\\w*|pastillas|prescribed|scripts?|tablets|capsules|counting|counted")}`,
    `(looking up|looked up|looking into|googling|googled|researching|searched|searching)( \\w+){0,2} how (many|much)( \\w+){0,4} (it takes|takes|it would take|would take|is enough|would do it|to die)(?= |$)${notBeside("credits?|credit hours|classes|semesters|units|points|months|days|hours|miles|steps|calories|forms|signatures|statements|percent|rating|ratings|money|dollars|gallons|bricks|posts")}`,
  ]),
  ...rules("hopeless", "lawton-en-r61", [
    "(?<!(not|never|aint) )past (caring|giving a damn|giving a shit|giving a crap|giving a fuck)(?= |$)",
    "(tired|sick) of (being a person|existing|being human|being me|being alive)(?= |$)",
  ]),
  ...rules("afterMe", "lawton-en-r61", [
    "(deceased|dead|gone|passes|passed|dies) me (im|i m|i am) the (vet|veteran)(?= |$)",
  ]),
  ...rules("afterMe", "watertown-en-r61", [
    "(policy|life insurance|sgli|vgli)( \\w+){0,3} (thats|that s|is|so thats|so that s) (how|the way) (im|i m|ill|i ll|i will|im gonna) (payin|paying|pay) (it|them|this|that|the bank|the farm|the house|the note)(?= |$)",
  ]),
  ...rules("intent", "barstow-en-r61", [
    DECIDED_BESIDE_988,
    "so (that )?i (may|can|could|will|would|might) (pass|die|go|slip away|fade away|be gone) (quietly|peacefully|in peace|sooner|faster)(?= |$)",
  ]),
  ...rules("place", "barstow-en-r61", [
    "(goin|going|go|gonna go|drive|drivin|driving|ride|ridin|riding|run|runnin|running|take it|takin it|taking it) off (the )?(side|edge) of (the )?(\\w+ ){0,2}(pass|cliff|bridge|mountain|canyon|grade|overpass|dam|gorge|mesa)(?= |$)",
  ]),
  ...rules("farewell", "barstow-en-r61", [
    `last (paperwork|form|forms|thing|papers) (im|i m|i will|ill|i ll|i am) ever (fill|fillin|filling|sign|signing|sending|send)(?= |$)${notBeside("lol|lmao|haha\\w*|jk")}`,
  ]),
  // Round 52 (pasco-es, and its review): ringing ears from the guns is a claim's cause while nothing
  // of risk stands beside it.
  ...rules("benign", "pasco-es-r61", [
    `(tinnitus|hearing|hearing loss|ears|ringing)( \\w+){0,4} (from|by|of) (the|my|all the) (rifles|guns|howitzers|mortars|range|firing range|cannons|artillery)(?= |$)${notBeside("matar\\w*|morir\\w*|muera|muerto|suicid\\w*|kill|die|dying|dead|end it|quitar\\w* la vida|aguanto|ya no puedo|cant take|cant do this|pills|pastillas|tonight|esta noche|hoy|ahorita|no sleep|no duermo|done|harto|ya no")}`,
  ]),
  // Round 52 (round 61's conversations and threats, read after its first round): "see how she (or
  // he) rates that" beside a weapon; his gun pointed at my window, unless a past, a war or a dream
  // frames it; "wont let me leave" beside a weapon, unless the weapon is the writer's own kept from
  // him; the first one that shows up beside the AR; "already decided" or "my mind is made up" beside
  // 988 and papers for the wife (not a decision "to file the appeal").
  ...rules("harm", "review-r52", [
    `see how (she|he|that \\w+) (likes|rates|feels about|handles) (that|this)(?= |$)${besideWords("30 06|the ar|an ar|my ar|ar 15|ar15|ak|ak 47|rifle|gun|guns|pistol|shotgun|glock|my piece|the piece|strap|the bat|a bat|my bat|baseball bat|knife|machete|9mm|the 45|my 45|a 45|12 gauge")}`,
    `(his|her|their) (gun|pistol|rifle|shotgun|weapon|knife|glock)( \\w+){0,2} (pointed|aimed|pointing|aiming) (at|toward|towards) (me|us|my|our|the (house|window|door|car|kids))(?= |$)${notBeside("had (his|her|their)|stressor|insurgent|taliban|years ago|muzzle discipline|in (iraq|afghanistan|vietnam|korea)|over there|on deployment|(in|from) (a|my|the) (dream|dreams|nightmare|nightmares)|in (a|the) (movie|game)|nightmares|flashbacks of")}`,
    `(wont|won t|will not|isnt gonna|not gonna) let (me|us) (leave|get out|out)(?= |$)${besideWords("30 06|the ar|an ar|my ar|ar 15|ar15|ak|ak 47|rifle|gun|guns|pistol|shotgun|glock|my piece|the piece|strap|the bat|a bat|my bat|baseball bat|knife|machete|9mm|the 45|my 45|a 45|12 gauge")}${notBeside("with (my|the) (rifle|gun|shotgun|pistol)|hunting|since my surgery")}`,
    `(the )?(first|next) (one|1|kid|kids|fool|guy|dude|person|punk|mf|mofo)( that| who| to)? (shows|show|steps|step|walks|walk|tries|try|touches|touch)( up| on| by| around| near)?(?= |$)${besideWords("30 06|the ar|an ar|my ar|ar 15|ar15|ak|ak 47|rifle|gun|guns|pistol|shotgun|glock|my piece|the piece|strap|the bat|a bat|my bat|baseball bat|knife|machete|9mm|the 45|my 45|a 45|12 gauge")}`,
  ]),
  ...rules("afterMe", "review-r52", [
    `${DECIDED_BESIDE_988}${besideWords("wife|husband|family|kids|children|documents|papers|address")}`,
  ]),
  // Round 52's second read: "me. im the vet" as its own answer, after the question in the turn before.
  ...rules("afterMe", "review-r52", ["^(me|its me|it s me|thats me|that s me) (im|i m|i am) the (vet|veteran)(?= |$)"]),
  // Round 53 (round 62's misses, read after its first round, and the code review that followed).
  // Threats: someone about to "find out what a drill sergeant (or an 11B) can do", "aint nobody
  // walking out", someone who will not leave "on his feet", "catching one in the head", the landlord
  // who "gets a bullet", someone who is "dead meat", a building to be burned "with them in it",
  // "something for everybody" (or "enough for the whole floor") at the VA, anybody in the way getting
  // hurt. Each with the ordinary sentences the review found beside it kept out: "I will see what the
  // VA can do", "a round of chemo", "my claim is dead meat", "the house was burning with him inside",
  // "the PACT act comes with something for everybody".
  ...rules("harm", "columbia-en-r62", [
    `(?<!(^| )(i|im|i m|i am|you|u|yall|we|were|we re|we are|youll|you ll|they|theyll|they ll|lets|let s)( \\w+)? )(gonna|gon|finna|bout to|boutta|about to|is gonna|are gonna|will|hell|shell|going to) find out what (a|an|one) (\\w+ ){0,3}(can do|is capable of|could do|does (when|to (people|folks|him|her|them|raters|yall)|with (his|her|their) (hands|fists|rifle|gun|knife)))(?! (for|to help|about|with (a|an|the|my|his|her) (printer|computer|degree|laptop|camera|drone|truck|tractor|grant|loan|gi bill))( |$))(?= |$)${notBeside("va|vso|dav|vfw|legion|congress\\w*|act|law|bill|rating|claim|for me|help|printer|voc rehab|vr e|vre|chapter 31|school|college|degree|training|job|career|resume|business|program|class|classes|lawyer|attorney|credit|score|loan|divorce")}`,
    `(aint nobody|ain t nobody|nobody|no one|noone) (is |gon |gonna |will |finna )?(walking|walkin|walk|walks|leaving|leavin|getting|gettin) out( of (there|here|that \\w+))?(?= |$)${besideWords("alive|breathing|in one piece|on (his|her|their) (own )?feet|gun|guns|rifle|pistol|ar|ammo|rounds|glock|shotgun|im coming in|coming in there")}${notBeside("without|until|till|til|happy|empty handed|satisfied")}`,
    `(aint|ain t|wont|won t|not|isnt|is not) (gonna )?(leavin|leaving|leave|(walkin|walking|walk|getting|gettin|get) out( of)?)( \\w+){0,3} on (his|her|their) (own )?(two )?feet(?= |$)${notBeside("stroke|wheelchair|walker|cane|aid and attendance|hospice|rehab|nursing home|caregiver|anymore")}`,
    `(catching|catchin|catch|gonna catch|will catch|is catching|s catching) (one|a bullet|a slug|a round|a hot one|hot ones|lead) (in|to|between) (the|his|her|their) (head|face|chest|dome|eyes|back)(?= |$)${notBeside("stressor|saw|watched|buddy|convoy|deployment|iraq|afghanistan|ramadi|fallujah|ball|game|league|practice|coyote|hog|deer|varmint|raccoon|lol|lmao|haha\\w*|jk")}`,
  ]),
  ...rules("harm", "fortwayne-en-r62", [
    `(?<!(^| )(i|me|myself|i ll|ill|i will|i might|i may|i d|id|i should|i would|im|i m|we) )(gets|get|getting|gettin|gonna get|will get|is getting) (a bullet|a slug|one in the head|one between the eyes)(?! (point|points|list|journal|proof|for|of|and|on)( |$))(?= |$)${notBeside("stressor|saw|watched|buddy|convoy|deployment|iraq|afghanistan|ramadi|fallujah|ball|game|league|practice|coyote|hog|deer|varmint|raccoon|lol|lmao|haha\\w*|jk")}`,
    `(?<!(^| )(i|im|i m|i am|we|were|we re|you|youre|you re|ur|u r|u|says im|said im|claim|appeal|case|truck|car|phone|laptop|grade|plan) )(hes|shes|theyre|is|s|are|re|gonna be|going to be|will be|hell be|shell be|theyll be) dead meat(?= |$)${notBeside("lol|lmao|haha\\w*|jk|jaja\\w*|deadline|homework|chores|knee|knees|back|shoulder|battery|hlr|rating|increase|claim|appeal")}`,
  ]),
  ...rules("harm", "shreveport-en-r62", [
    `(gonna|gon|finna|ima|imma|will|ll|im|i m|bout to|about to|going to|want to|wanna)( \\w+)? (burn|burnin|burning|torch|torchin|torching|blow|blowin|blowing)( \\w+){0,3} (down |up )?with (them|him|her|everybody|everyone|all of them|em|they|those \\w+)( still)? (in it|inside|in there)(?= |$)`,
    `with ((something|somethin|a little something|sumn|sum) for (everybody|everyone|all of (them|em|yall|you)|yall|them|em)|enough (ammo |rounds |bullets |shells |mags |lead )?for (the whole|everybody|everyone|all of (them|em|yall)|the entire|every one of))(?= |$)${notBeside("donut|donuts|doughnuts|cookies|food|christmas|thanksgiving|snack|snacks|pizza|cake|gift|gifts|treat|treats|coffee|lunch|breakfast|bbq|gumbo|crawfish|jambalaya|candy|thank|thanks|plates|dinner|act|bill|law|budget|plan|package|update|changes?|benefit\\w*|questions|ideas|info|news|session|town hall|agenda|chili|potluck|room|house|home|family|loan|soup|tamales|cookout")}`,
    `(anybody|anyone|whoever|whoevers|everybody|everyone)( \\w+){0,3} in (the|my) way( \\w+)? (gettin|getting|gon get|gonna get|finna get|is gonna get|gets|will get|get|they get) (hurt|shot|dropped|laid out|put down|taken out)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|black friday|sale|sales|line|traffic")}`,
  ]),
  // The writer's own: the antifreeze already drunk, a death staged as an accident, "if i OD" beside
  // a death benefit, the gun that is "for me", what "finally made me load it", cutting deeper, "done.
  // tonight. bye", a funeral booked for next week, a suicide asked about "for me", no plan to see
  // Christmas.
  ...rules("meansReady", "columbia-en-r62", [
    `(?<=^|(^| )(i|ive|i ve|im|i m|already|just|i just|i already|i have|i done|done) )(drank|drunk|drinkin|drinking|swallowed|chugged|took) (the |some |some of the |a bunch of |a bunch of the |the rest of the |a (whole )?(bottle|cup|jug|glass|gallon) of |half the |half a bottle of |all the )?(blue )?(antifreeze|anti freeze|coolant|bleach|clorox|rat poison|poison|drano|draino|lye|pesticide|weed killer|roundup|paraquat|gasoline|lighter fluid|windshield washer fluid|washer fluid|wiper fluid|methanol|paint thinner|mineral spirits|kerosene)(?! (water|they put|at camp|for (\\d+|years|months)|back|out|to the)( |$))(?= |$)${notBeside("lejeune|camp|base|years|months|as a kid|when i was|store")}`,
  ]),
  ...rules("suicide", "fortwayne-en-r62", [
    `(i|ill|i ll|im gonna|i m gonna|ima|imma|i could|i can|i will|i want to|i need to|gonna|going to|planning to|plan to|setting|set|staging|stage|rigging) (to )?(make|set|stage|rig)?( )?(it|this|things|my death|everything|it all)( up)?( to)? (look|seem|appear) like (an|a) (\\w+ ){0,2}accident(?= |$)${notBeside("army|navy|investigation|report|lod|line of duty|they made|cover ?up|lol|jk")}`,
    "(aint|ain t|isnt|is not|not) for (burglars|intruders|home defense|self defense|protection|the house|hunting|deer|the range|robbers|break ins)( no more| anymore| now)?( \\w+){0,3} (its|it s|it is|thats|that s) for me(?=$| (now|tonight|this time|alone|anyway|so|and|but))",
    "(dont|don t|do not|not|aint|ain t) (plan|planning|planin) (on|to) (seeing|see|making it to|make it to) (christmas|thanksgiving|easter|new year|new years|my birthday|the weekend|spring|summer|fall|winter|next week|next month|the holidays|the 4th|the fourth)(?= |$)",
    `(the|that|this|my|last|the last) (rifle|rifles|gun|guns|pistol|pistols|shotgun|shotguns|glock|glocks|round|rounds|bullet|bullets|shell|shells)( is| gets| goes)? for me(?= |$)${notBeside("buy|bought|gift|christmas|birthday|size|fit|which|recommend|best|good|right|permit|license|safe|safety|course|class|left|will|estate|inherit\\w*|dad|father|grandpa|brother|sister|son|daughter|hunt\\w*|bar|drinks|beer|pay|chemo|radiation|treatment|infusion|interview\\w*|golf|boxing|fight|pt|therapy")}`,
  ]),
  ...rules("intent", "fortwayne-en-r62", [
    `if i (od|o d|overdose|overdosed)(?= |$)${notBeside("accident\\w*|by mistake|one pill|extra pill|caffeine|coffee|vitamin\\w*|lol")}`,
  ]),
  ...rules("meansReady", "shreveport-en-r62", [
    `(made|makes|make|got|get|gets) me (to )?(load|loaded|cock|cocked|chamber|chambered|rack|racked) (the gun|my gun|the pistol|my pistol|a round|the 9|the glock|my glock|(it|one)(?= |$)${besideWords("gun|pistol|rifle|glock|9mm|shotgun|revolver|chamber|magazine|mag|finally")})(?= |$)${notBeside("upload|portal|site|website|app|va gov|pdf|document|file|form|range officer|rso|drill|basic|boot camp|class")}`,
  ]),
  ...rules("lethality", "shreveport-en-r62", [
    `((cut|cutting|cuttin|cuts) (myself|my (arm|arms|wrist|wrists|leg|legs|thigh|thighs))( \\w+){0,3} (deeper|deep enough)|(cut|cutting|cuttin) (again )?(deeper|deep enough) (this time|tonight|every time|each time|than before|than ever)|(cuttin|cutting) again (\\w+ ){0,2}deeper)(?= |$)${notBeside("surg\\w*|doctor|shrapnel|tumor|cuts to|layoffs|budget|comment|words|said|hurt my feelings")}`,
  ]),
  ...rules("farewell", "shreveport-en-r62", [
    `((done|thats it|that s it) tonight|(its over|it s over|no more|its time|it s time) (tonight|now)) (bye|goodbye|good bye|bye bye)(?= |$)${notBeside("form|forms|claim|paperwork|application|upload|chat|thanks|thank|work|shift")}`,
  ]),
  ...rules("intent", "columbia-en-r62", [
    `my (own )?funeral(?! (home|homes|director|parlor|insurance|arrangements|costs?)( |$))( \\w+){0,6} (is |s |its |it s |will be |gonna be )?(next week|this week|tomorrow|tonight|this weekend|on (friday|saturday|sunday|monday|tuesday|wednesday|thursday)|(friday|saturday|sunday|monday|tuesday|wednesday|thursday))(?= |$)${notBeside("years ago|insurance|preplan\\w*|pre plan\\w*|pre need|preneed|when the time comes|someday|one day|arrangements|husband|wife|dad|mom|his|her")}`,
  ]),
  ...rules("suicide", "shreveport-en-r62", [
    "(?<=(^| )(suicide|suicided|killed (himself|herself|themselves)|took (his|her|their) (own )?life|own life|overdosed)( \\w+){0,10} )(asking|askin|ask|the question is) (for|about|bout) (me|myself)(?=( \\w+){0,2}$)",
  ]),
  // Benefit questions the second opinion heard risk in: "shoot me the link", "can i do it myself"
  // (filing without a VSO), "blown away how fast", a phone line "blew up"; none beside a word of
  // an ending.
  ...rules("benign", "fortwayne-en-r62", [
    `(shoot|send|text|email|drop|dm|pm) me (the|a|that|this|ur|your|over the) (link|links|form|forms|email|number|info|pdf|address|website|site|application|url|page|paperwork)(?= |$)${notBeside("after (tonight|im gone|i go)|wont be here|bridge|tallest|gun|pistol|pills|rope|end it|kill myself")}`,
    `(can|could|should) i (just )?(do|file|handle|fill out|fill|submit) (it|this|that|them|everything|the claim|my claim|the paperwork)( out)? (myself|my self|by myself|on my own)(?= |$)${notBeside("pill\\w*|gun|rifle|pistol|rope|die|end (it|this)|kill|life|over|tonight|\\w*gun\\w*|rifle|pistol|glock|45|9mm|12 gauge|gauge|meds|pill\\w*|rope|noose|bridge|loaded|follow (him|her)|be with (him|her)|im done|love (you|her|him)|tell my|wont be (coming|here)|brains|blow my|shoot (me|us)|kill\\w*|end it|suicid\\w*|tonight")}`,
    `(wanna|want to|gonna|going to|planning to|plan to|rather|id rather|prefer to|trying to|tryna) (just )?(do|file|handle|fill out) (it|this|the claim|my claim|the appeal|the hlr|the paperwork)( out)? (myself|by myself|on my own)(?= |$)${besideWords("lawyer|vso|attorney|agent|claim|appeal|hlr|form|forms|file|filing|va gov|paperwork|supplemental|board|dav|vfw|legion")}${notBeside("pill\\w*|gun|rifle|pistol|rope|die|end (it|this)|kill|life|over|tonight|\\w*gun\\w*|rifle|pistol|glock|45|9mm|12 gauge|gauge|meds|pill\\w*|rope|noose|bridge|loaded|follow (him|her)|be with (him|her)|im done|love (you|her|him)|tell my|wont be (coming|here)|brains|blow my|shoot (me|us)|kill\\w*|end it|suicid\\w*|tonight")}`,
  ]),
  ...rules("benign", "shreveport-en-r62", [
    `(^blown away|(i was|im|i m|i am|we were|was|honestly|totally|so|just) blown away) (by|how|at|that)(?= |$)${notBeside("get blown away|gets blown away|cops|police|gun|shoot|shot|wish|shouldve|should have|\\w*gun\\w*|rifle|pistol|glock|45|9mm|12 gauge|gauge|meds|pill\\w*|rope|noose|bridge|loaded|follow (him|her)|be with (him|her)|im done|love (you|her|him)|tell my|wont be (coming|here)|brains|blow my|shoot (me|us)|kill\\w*|end it|suicid\\w*|tonight")}`,
    `(it|that|this|the \\w+) blew me away(?= |$)${notBeside("\\w*gun\\w*|rifle|pistol|glock|45|9mm|12 gauge|gauge|meds|pill\\w*|rope|noose|bridge|loaded|follow (him|her)|be with (him|her)|im done|love (you|her|him)|tell my|wont be (coming|here)|brains|blow my|shoot (me|us)|kill\\w*|end it|suicid\\w*|tonight")}`,
    `(blew|blowin|blowing|blown) up (the|their|his|her|my|that|they|yall) (phone|phones|number|line|lines|inbox|1 800 number|800 number|hotline|email|voicemail)(?= |$)${notBeside("\\w*gun\\w*|rifle|pistol|glock|45|9mm|12 gauge|gauge|meds|pill\\w*|rope|noose|bridge|loaded|follow (him|her)|be with (him|her)|im done|love (you|her|him)|tell my|wont be (coming|here)|brains|blow my|shoot (me|us)|kill\\w*|end it|suicid\\w*|tonight")}`,
  ]),
  // Round 53, more of round 62's misses: walking into water one "never could swim" in, a box of
  // ammunition "and it aint the range", a friend who "stopped answering" after a goodbye, "asking
  // cause it wont be long", "she'll find it after" at the end, hope "i lost mine", envying the dead;
  // "they gonna have to bury me before" another exam is the old way of saying never.
  ...rules("lethality", "fortwayne-en-r62", [
    `(never could|never could ever|cant|can t|cannot|never learned to|never learned how to|dont know how to|don t know how to) swim(?= |$)${besideWords("walk (in|into)|walkin (in|into)|keep walking|wade|drive (in|into|off)|jump (off|in|into|from)|into the (lake|river|ocean|water|gulf|reservoir)|reservoir|quarry|river|bridge|lake|ocean|gulf|dam")}${notBeside("knee|back|shoulder|hip|rating|c p|exam|therapy|pt|lessons|life jacket|kids|son|daughter")}`,
  ]),
  ...rules("intent", "fortwayne-en-r62", [
    `(it|its|it s|and it|and its) (aint|ain t|isnt|is not|not|wasnt|wasn t|was not) (for )?(the range|hunting|huntin|target practice|targets|deer|home defense|protection|self defense)(?= |$)${besideWords("bought|buying|picked up|box of|ammo|rounds|shells|9mm|one reason")}${notBeside("til|till|until|yet|opens|starts|its for (work|my job|the range|hunting|target\\w*|competition|collect\\w*|home defense|protection|carry|my (carry|ccw|wife|husband)|self defense|ccw|concealed)|loan|heloc|mortgage")}`,
  ]),
  ...rules("thirdPartyDanger", "columbia-en-r62", [
    `(stopped|quit|stop|stopt) (answering|answerin|responding|respondin|replying|picking up|pickin up|texting back)(?= |$)${besideWords("wont need|won t need|will not need|goodbye|said bye|love you|im sorry|i m sorry|forgive me|last text|gave me (his|her) (gun|guns|dog|keys|truck)|take care of (my|his|her) (dog|kids|wife|husband)|give my")}${notBeside("vso|rep|representative|office|claim|caseworker|lawyer|attorney|agent|doctor|clinic|counselor|form|portal|call back")}`,
  ]),
  ...rules("soon", "columbia-en-r62", [
    "(asking|askin|ask) (cause|because|bc|b c|cuz|cus|cos|coz|bcuz|since) (it|its|it s) (wont|won t|will not|aint gonna) be (long|much longer)(?= |$)",
  ]),
  ...rules("afterMe", "shreveport-en-r62", [
    "(shell|she ll|he ll|hell|theyll|they ll|she will|he will|they will|somebody ll|someone will|somebody will|they gonna|she gonna|he gonna) find (it|them|the letter|the note|the folder|everything|it all)( \\w+)? after(?=$| (im|i m|i am) (gone|dead)| (tonight|i go|its over|its done|im done))",
  ]),
  ...rules("hopeless", "columbia-en-r62", [
    `(hope|faith)( \\w+){0,3} (but |cause |and )?(i|ive|i ve) (lost|lose|losing) mine(?= |$)${notBeside("card|dd ?214|id|medals?|paperwork|form|copy|records|keys|wallet|replace\\w*")}`,
    "(i )?(envy|jealous of|jelly of) (the dead|my (buddies|boys|brothers|friends|guys|homies|marines|soldiers)( who| that)? (died|didnt make it|didn t make it|are gone|passed(?! (the|their|a|an|his|her|my)( |$))))(?= |$)",
  ]),
  ...rules("benign", "columbia-en-r62", [
    `(have to|gonna have to|going to have to|gotta|will have to|gon have to|finna have to) bury me before (i|im|they|anybody|another|i do|i go|i let|i sign|i give|i see)(?= |$)${notBeside("pills|gun|rope|tonight|tomorrow|this week|christmas|birthday|end of the month|make sure|\\w*gun\\w*|rifle|pistol|glock|45|9mm|12 gauge|gauge|meds|pill\\w*|rope|noose|bridge|loaded|follow (him|her)|be with (him|her)|im done|love (you|her|him)|tell my|wont be (coming|here)|brains|blow my|shoot (me|us)|kill\\w*|end it|suicid\\w*|tonight")}`,
  ]),
  // Round 53 (round 62's none-labelled conversations): a death given a year ("this was 2016") is
  // long ago; someone in hospice is dying of an illness, which a benefit question about burial
  // answers, unless an ending of the writer's own stands beside it.
  ...rules("past", "fortwayne-en-r62", [
    `((this|that|it) (was|happened)|(he|she) (passed|died))( back)?( in)? (19|20)\\d\\d(?! (hours|dollars|bucks|a month|per month|mg|miles)( |$))(?= |$)${notBeside("today|now|last night|i will|im going|gonna|cant do this|\\w*gun\\w*|rifle|pistol|glock|45|9mm|12 gauge|meds|pill\\w*|rope|noose|bridge|loaded|follow (him|her)|be with (him|her)|im done|tell my|wont be (coming|here)|brains|blow my|tonight")}`,
  ]),
  ...rules("benign", "fortwayne-en-r62", [
    `(?<!(^| )(not|never|isnt|isn t|aint|no|nor|without|even) )(he|she|dad|daddy|pops|papa|mom|mama|mommy|granny|nana|grandpa|grandma|husband|wife|father|mother|stepdad|stepmom|brother|sister|son|daughter|granddad|grandmother|grandfather|uncle|aunt|hes|shes|he s|she s)( is| s| was| been)?( \\w+)? (in|on|under|into) hospice( care)?(?= |$)${notBeside("suicid\\w*|kill (myself|himself|herself)|end it|end (my|his|her) life|gun|pistol|rifle|pills|overdose|od|rope|noose|bridge|morphine|fentanyl|meds|medication|speed (it|this|things) up|hurry|go (with|after) (him|her)|join (him|her)|be with (him|her)|when (he|she) (goes|dies|passes)|without (him|her)|no reason|i go too|me voy con|cuando se muera|after (she|he) (passes|goes|dies)|\\w*gun\\w*|rifle|pistol|glock|45|9mm|12 gauge|gauge|meds|pill\\w*|rope|noose|bridge|loaded|follow (him|her)|be with (him|her)|im done|love (you|her|him)|tell my|wont be (coming|here)|brains|blow my|shoot (me|us)|kill\\w*|end it|suicid\\w*|tonight")}`,
  ]),
  // Round 53 (round 62's second read and the code review): "when she goes i go too" beside a wife in
  // hospice; a rifle readied for opening day or another season, while
  // nothing of an ending stands beside it ("ending it after opening day", "eatin my shotgun... duck
  // season opens saturday and thats the day").
  ...rules("suicide", "review-r53", [
    "when (she|he|they|my (wife|husband|mom|dad|mother|father|son|daughter|brother|sister)) ((dies|passes|is gone|s gone)( \\w+){0,2} (i|im|i m|ill|i ll|i will|i am) (go|going|goin|gone|follow|following|going with (her|him)|go with (her|him))( too| with (her|him)| after (her|him))?|goes (i|im|i m|ill|i ll) (go|going|goin) (too|with (her|him)))(?= |$)",
  ]),
  ...rules("benign", "review-r53", [
    `(opening day|openin day|(elk|duck|turkey|dove|bow|rifle|goose|pheasant|squirrel|hog|bear|antelope) season)(?= |$)${notBeside("eat\\w*|myself|kill|end it|ending it|ending|suicid\\w*|die|dying|the day|goodbye|bye|note|one more season|last|for me|wont see|won t see|gone|not coming back|never|loaded|im done|after that|tell my|love (you|her|him)|wont be (coming|here)|brains|blow my")}`,
  ]),

  // Round 54 (round 63's misses, measured before this round): a threat said plainly to a person at
  // work or the VA ("gonna shoot that rater"), hostages, "enough for everybody" brought along,
  // making them "feel what i felt", "something that goes boom", finding out what a school of war
  // "actually teaches", "it aint the dog im shootin, its him", a neighbour's plan to shoot the staff.
  // Not a message sent ("shoot the rater an email"), nor food brought for everybody.
  ...rules("harm", "huntsville-en-r63", [
    `(?<!(^| )(not|never|dont|don t|wont|won t|wouldnt|would never|didnt|cant|can t)( (really|ever|even|actually))? )(gonna|gon|finna|going to|goin to|bout to|boutta|about to|will|ill|i ll|ima|imma|want to|wanna|gotta) (shoot|stab|cap|pop|run over) (that|the|this|those|these|my|our) (\\w+ )?(rater|raters|examiner|examiners|vso|rep|doctor|doc|nurse|psych|psychologist|counselor|clerk|supervisor|boss|foreman|manager|landlord|neighbor|neighbour|caseworker|case worker|adjudicator|judge|lawyer|attorney|receptionist|staff|employees|scheduler|dispatcher)(?! (a|an|some|my|another|over|off|up|back|all|copies|everything|sergeant|sgt|photos?|pics?|pictures?|(the|that|this|those|these|your|his|her)( \\w+){0,3} (forms?|links?|files?|pdfs?|records?|paperwork|dd ?214|documents?|statements?|pics?|photos?|info|number|update|email|text|message|copies))( |$))(?= |$)${notBeside("lol|lmao|haha\\w*|jk|jaja\\w*")}`,
    `((?<=(^| )(im|i m|ill|i ll|gonna|going to|will|imma|ima|start|about to|bout to|finna|or) )(take|taking|takin) (some )?hostages|(?<=(^| )(im|i m|ill|i ll|gonna|going to|will|imma|ima|about to|bout to|finna|or) )(take|taking|takin) (the whole|the|everybody in the|everyone in the|all the|everybody at the|everyone at the) (\\w+ )?(office|clinic|building|staff|floor|room|lobby|vso|va) hostage)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|jaja\\w*|iraq|afghanistan|movie|game|negotiat\\w*|training|class|video|stressor|statement|ptsd|war|deploy\\w*|convoy|somalia|vietnam|mosul")}`,
    `(bringing|bringin|bring|brought|gonna bring|packing|packin) (enough|plenty|some|something|somethin)( \\w+)? for (everybody|everyone|all of (them|em|yall|you)|each of (them|em|yall)|every one of (them|em)|the whole (office|floor|building|clinic|staff))(?= |$)${notBeside("donut|donuts|doughnuts|cookies|food|christmas|thanksgiving|snack|snacks|pizza|cake|gift|gifts|treat|treats|coffee|lunch|breakfast|bbq|candy|thank|thanks|plates|dinner|chili|potluck|soup|tamales|cookout|copies|paperwork|documents|questions|chairs|water|beer|wings|brisket|lol|lmao|haha\\w*|jk|jaja\\w*")}`,
    `((make|makin|making) (them|em|yall|everybody|everyone|all of (them|em|yall)|those \\w+)( all)?|(theyre|they re|they are|yall|they|everybody|everyone|those \\w+)( all)? (gonna|going to|gon|finna|will|about to|bout to)) feel what (i|ive|i ve|i have|i ve been|i) (felt|feel|been feeling|went through|been through)(?= |$)${notBeside("statement|letter|lay statement|hearing|testimony|essay|story|book|write|writing|read|reading|video|speech|lol|lmao|haha\\w*|jk|jaja\\w*")}`,
    `(with|bring|bringing|got|have|packing) (something|somethin|sumn|stuff|things|a little something) that (goes|go|makes|make) (boom|bang|kaboom)(?= |$)${notBeside("fireworks?|4th|fourth|july|new year\\w*|tannerite|eod|tinnitus|hearing|mos|years|served|artillery|demo\\w*|career|working with|worked with|lol|lmao|haha\\w*|jk|jaja\\w*")}`,
    `(gonna|gon|finna|bout to|boutta|about to|is gonna|are gonna|will|hell|shell|going to|theyre|they re|hes|he s|shes|she s)( about to| gonna| going to)? find out what (a |an |the )?(sf|special forces|the army|the marines|the corps|ranger school|rangers|infantry|combat|the military|the war|war|recon|sapper school|sniper school|the teams|\\w+)( \\w+)? (actually |really )?(teaches|taught|teach|trains (you|people)|trained me|learns|learned|learnt)(?= |$)${notBeside("class|school|college|degree|gi bill|course|curriculum|program|son|daughter|grandson|granddaughter|enlist\\w*|ships|boot camp|basic|recruit\\w*|meps|lol|lmao|haha\\w*|jk|jaja\\w*")}`,
    "(aint|ain t|isnt|is not|wont be|won t be|not) the (dog|cat|coyote|deer|hog|horse|cow|\\w+) (im|i m|i am|ill be|i ll be|im gonna be|i will be) (shootin|shooting|shoot|killin|killing|aiming at)( \\w+)? (its|it s|it ll be|itll be|it will be|ill be shooting|its gonna be) (him|her|them|the owner|the neighbor|you)(?= |$)",
    `(?<=(^| )(gonna|going to|will|ill|i ll|wanna|want to|about to|bout to|finna|ima|imma|and|to|he ll|hell|she ll|shell) )(shoot|shoots|kill|kills|start shooting|start killing) (the staff|all the staff|the nurses|the doctors|everyone there|everybody there|everyone|everybody|them all|all of them)(?! (a|an|the|some|my|this|that|back|up|over|off|an email|a text|a message|a note|a line)( |$))(?= |$)${besideWords("gun|guns|rifle|pistol|ar|ammo|bullets|rounds|clinic|va|office|hospital|work|plant|school")}${notBeside("game|games|call of duty|cod|fortnite|movie|zombies|lol|lmao|haha\\w*|jk|jaja\\w*")}`,
  ]),
  // Round 54's second read: running a person over at the VA or at work.
  ...rules("harm", "review-r54", [
    `(?<!(^| )(not|never|dont|don t|wont|won t|wouldnt|would never|didnt|cant|can t|aint|ain t)( (really|ever|even|actually))?( (gonna|gon|going to|finna|about to|bout to|go|ever))? )(run|runnin|running|gonna run|will run|finna run) (that|the|this|my|his|her) (\\w+ )?(rater|examiner|vso|doctor|doc|nurse|counselor|clerk|supervisor|boss|foreman|manager|landlord|neighbor|neighbour|caseworker|adjudicator|judge|lawyer|ex) over(?= |$)${notBeside("lol|lmao|haha\\w*|jk|jaja\\w*|with (my|the) (shopping )?cart|paperwork|questions|with questions")}`,
  ]),
  // Round 54, more of round 63's threats: "if my ex shows up … shes done", "hes going in the
  // river", a relative "screaming hes gonna shoot papaw" (someone threatening the family now), the
  // supervisor who "will not make it to Monday standup. It is planned".
  ...rules("harm", "coloradosprings-en-r63", [
    `if (my |her |his |that |the )?(\\w+ ){0,2}(shows up|comes (around|by|back|over)|shows (her|his|their) face|pulls up)( \\w+){0,10} (shes|hes|theyre|she s|he s|they re|she is|he is|they are) ((done|finished|gone)(?! (with|for|at|in (the|a|an|my|his|her|school|college|class|time)|by|after|before|being|trying|paying|here|there|from|early|soon)( |$))|dead|going in the (river|lake|ground|dirt|water|creek|bayou))(?= |$)${notBeside("lol|lmao|haha\\w*|jk|jaja\\w*|for the day|with (work|school|the claim)|retire\\w*")}`,
    `(screaming|yelling|hollering|saying|says|said|threatening)( that)? (hes|shes|he is|she is|he s|she s|he was|she was|hed|shed) (gonna|going to|finna|about to|goin to) (shoot|stab|shoot up) (\\w+ )?(papaw|mamaw|pawpaw|grandpa|grandma|granny|granddaddy|mom|dad|mama|daddy|momma|us|my (mom|dad|mama|wife|husband|kids|son|daughter|brother|sister|grandpa|grandma)|the kids|everybody|everyone)(?= |$)${besideWords("gun|shotgun|rifle|pistol|knife|machete|ar|glock|locked|hiding|911")}${notBeside("lol|lmao|haha\\w*|jk|nerf|fortnite|game|games|toy|water gun|bb gun|paintball|airsoft|paperwork|form|forms")}`,
    `(?<!(^| )(i|im|i m|i am|i ll|ill|me|myself)( \\w+){0,2} )(will not|wont|won t|is not gonna|isnt gonna|aint gonna|not gonna) (make it|live|be around|be breathing) (to|till|until|past|through) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the weekend|next week|christmas)(?= |$)${besideWords("planned|it is planned|its planned|it s planned|ill make sure|i ll make sure|i will make sure|i made sure|promise")}`,
  ]),
  ...rules("intent", "syracuse-en-r63", [
    `(thats|that s|that is|then thats|then that s) (when|the time|the night|the day|my time)$${besideWords("stories|floors|ledge|overpass|tracks|train|pills|gun|rope|cliff|parking garage|jump|bridge")}`,
  ]),
  // The writer's own: every pill in one bottle, a hunting accident nobody questions, gone "after
  // that", a relative on a garage roof who calls to say sorry, pills taken and "starting to feel it".
  ...rules("meansReady", "coloradosprings-en-r63", [
    `(put|putting|poured|pouring|dumped|dumping|emptied|emptying|collected|saved|stashed|combined) (all|all of|every one of|each of)? ?(my|the|his|her) (pills|meds|medications|medicine|prescriptions|oxys|percs|painkillers|sleeping pills|pain pills|tabs|tablets)( \\w+){0,2} (in|into) (one|a single|1|the same) (bottle|bag|pile|jar|cup|container|bowl|place|spot)(?= |$)${notBeside("trip|travel|traveling|vacation|flight|tsa|pill organizer|pillbox|pill box|organize|weekly|mail order|moving|move|appointment|visit|review|doctor|pharmac\\w*|nurse|bring|brown bag|list")}`,
    `((took|swallowed|taken|ate|downed) (all|all of (em|them)|the whole bottle|the bottle|every one|every pill|em all|them all|all my \\w+|all of my \\w+)|(yes|yeah|yep|yea|ya) (all of (em|them)|em all|them all|the whole bottle|every one))( \\w+){0,6} (starting|startin|beginning|begining|started) to feel (it|them|em|something|funny|weird|sleepy|dizzy|woozy)(?= |$)${notBeside("side effects?|normal|prescribed|dose|doctor|new med\\w*|thanksgiving|dinner|food|lol|lmao|haha\\w*")}`,
  ]),
  ...rules("suicide", "syracuse-en-r63", [
    `(hunting|huntin|car|fishing|boating|gun cleaning|cleaning|tractor|atv) accident( \\w+){0,4} ((nobody|no one|noone)( ever)? (questions?|asks?|looks twice|suspects?|investigates?|checks?)|(they|insurance|the insurance|the va|cops|police) (never|wont|won t|dont|don t|will never|cant|can t|doesnt|does not) (question|ask|look twice|suspect|investigate|check|prove))(?= |$)${notBeside("years ago|in (19|20)\\d\\d|my (dad|father|brother|uncle|grandpa|son)|lod|line of duty|claim|police report|on duty|service connected|injur\\w*")}`,
  ]),
  ...rules("afterMe", "coloradosprings-en-r63", [
    `after (that|this|sunday|saturday|friday|monday|tuesday|wednesday|thursday|tonight|tomorrow|the weekend|this weekend) (im|i m|i am|ill be|i ll be|i will be) (out|gone|outta here|out of here)(?! (of|to|for|on|at|in|with|from|until|till|til|the door|hunting|fishing|shopping|camping|working|the country|state|town)( |$))(?= |$)${notBeside("ets|retir\\w*|separat\\w*|discharg\\w*|terminal leave|dd ?214|bdd|pcs|moving|move|vacation|leave|shift|contract|job|work")}`,
  ]),
  ...rules("thirdPartyDanger", "coloradosprings-en-r63", [
    `(called|calling|texted|texting|facetimed|facetiming) me from (the )?(top of (the |a |that )?(parking garage|garage|building|bridge|dam|overpass|cliff|tower|roof)|the (bridge|roof|overpass|ledge|dam|cliff))(?= |$)${besideWords("sorry|goodbye|bye|love you|wind|cant do this|forgive|wont answer|hung up")}`,
  ]),
  // Possible risk: guns given to a son now rather than by the will, a father who keeps showing
  // where his will is, ready "whenever You are".
  ...rules("farewell", "coloradosprings-en-r63", [
    "now (instead of|rather than|not) (in |through |by |with |waiting for )?(the|my|a) (will|estate|trust)(?= |$)",
    `(keeps|keep|kept|been|started|starting|has been) (telling|showing) (me|us) where (his|her|the) (will|papers|insurance|policy|life insurance|deed|safe|passwords|important papers)(?= |$)${notBeside("moving|surgery|hospital|dementia|alzheimer\\w*|hospice|cancer|trip|deploy\\w*")}`,
  ]),
  ...rules("hopeless", "syracuse-en-r63", [
    "(lord|god|jesus|father|heavenly father)( \\w+){0,2} (im|i m|i am) ready (whenever|when|anytime|any time) (you|youre|you re|he|hes|he is) (are|is|ready|want me|call)(?= |$)",
  ]),
  // Not risk: "kill me now" beside a change of subject or a laugh, and a vent called off.
  ...rules("benign", "syracuse-en-r63", [
    `kill me now (anyway|anyways|lol|lmao|haha\\w*|jk|moving on)(?= |$)${notBeside("wake up|tonight|tomorrow|for real|seriously|pills|gun|please")}`,
  ]),
  // A relative's funeral tomorrow and its flag ("who requests the burial flag for my father-in-law's
  // funeral tomorrow"): someone else's burial, as round 63's Spanish "el entierro de mi suegro".
  ...rules("benign", "review-r54", [
    `(my|our|his|her) (late |wifes |husbands |moms |dads )?(father in law|mother in law|dad|daddy|father|mom|mama|mother|grandpa|grandma|grandfather|grandmother|granddad|uncle|aunt|brother|sister|brother in law|sister in law|husband|wife|son|daughter|cousin|buddy|friend|neighbor|stepdad|stepmom|papaw|mamaw)s? (funeral|burial|service|viewing|wake|memorial|memorial service|graveside)(?= |$)${notBeside("me too|i go too|go with (him|her)|join (him|her)|be with (him|her)|after the funeral im|after (his|her) funeral i|pills|gun|pistol|rifle|rope|end it|kill myself|suicid\\w*|wont be here|no reason|im done|goodbye")}`,
  ]),
  ...rules("laugh", "syracuse-en-r63", [
    `((ok|okay|alright|anyway) )?(venting|vent|rant|ranting) (over|done|aside|off)|end (of )?(rant|vent)|(?<!(not|isnt|is not|aint|wasnt|no longer|more than) )(just|only|sorry|sorry just) (venting|blowing off steam)(?= |$)${notBeside("fr|for real|forreal|seriously|no cap|not (kidding|joking)|dead serious|i mean it|tmrw|tomorrow|tonight")}`,
  ]),

  // Round 55, more of round 64's misses: a conditional threat to oneself "not a figure of speech"
  // (above: a negated figure of speech is no frame), someone else "used to say" (not the writer's
  // past), a note and "sorry for the mess, whoever gets this", "my last one, i made sure of that",
  // "this time im just doing it" after a hotline, nobody to stop the jump, a cover story ("she
  // thinks im moving. im not"), "checking out fr", a benefit question "for planning purposes" for a
  // day; possible risk: not seeing oneself here in a few years, no interest in anything, not caring
  // how it turns out, not seeing how it gets better, one's own funeral "been thinking about mine",
  // a death asked about "not for any reason".
  ...rules("suicide", "knoxville-en-r64", [
    `sorry (for|about) the mess( \\w+){0,3} (whoever|to whoever|for whoever|who ever|to the one who|to whoever s|whoevers) (gets|finds|cleans|has to (clean|find))(?= |$)${notBeside("message|post|question|text|typos|rambling|wall of text|read|reads")}`,
    `(this is |this |its |it s |this ll be |thisll be )?(my|this my) last (one|christmas|xmas|birthday|thanksgiving|new year|new years|easter|4th|fourth)( \\w+){0,3} (i made sure|i ll make sure|ill make sure|made sure of (that|it))(?= |$)${notBeside("army|navy|air force|marines|marine corps|the corps|military|active duty|in uniform|retire\\w*|ets|separat\\w*|deploy\\w*|overseas|job|work|base|unit|station\\w*|move|moving|divorce\\w*|dd ?214")}`,
    `(hotline|crisis line|988|vcl)( \\w+){0,14} this time (im|i m|i am|ill|i ll|i will|im gonna|i m gonna) (just )?(doing it|do it|going through with it|finishing it|ending it)(?= |$)${notBeside("online|myself|in person|form|claim|application|paperwork|appeal")}`,
    `(im|i m|i am) checking out (fr|for real|for good|permanently|tonight|this weekend|no cap)(?= |$)${notBeside("hotel|motel|hospital|discharg\\w*|library|book|books|cart|store|walmart|lowes|register|airbnb|room|ward|rehab|program|inpatient|er|clinic|ets|pcs|bdd|separat\\w*|terminal leave|out process\\w*|outprocess\\w*|unit|base|installation|dd ?214|clearing")}`,
  ]),
  // Round 55's second read: someone asked to come so the family does not walk in on it, "tell my mom
  // it wasnt her fault", "not coming back from this one", gone for good once the claim is in,
  // "askin cause its gonna be real soon" beside a death benefit, who would come to one's funeral.
  ...rules("suicide", "review-r55", [
    `(dont|don t|do not|didnt|didn t) want (her|him|them|my (wife|kids|husband|son|daughter|mom|dad|family|girl|girlfriend|boyfriend|mother|father)) to be (the|the ones?) (one |ones )?(who|that|to) (walks in|walk in|finds|find|sees|see|comes in|come in|discovers|discover)( on)?( me| it| him| the body)?(?= |$)${notBeside("mess|house|dirty|dishes|surprise|gift|present|party|bill|bills|debt|paperwork|letter|news|diagnosis|results|grades")}`,
    `(whoever|who ever|anyone who|anybody who|to whoever)( \\w+){0,3} (reads|finds|sees) (this|these|me)( \\w+){0,4} (im|i m|i am) sorry( \\w+){0,4} tell (my|her|him) (\\w+ )?(it|this) (wasnt|wasn t|was not|isnt|is not) (her|his|their|your) fault(?= |$)`,
    `tell (my|her|him|them) (\\w+ )?(it|this) (wasnt|wasn t|was not|isnt|is not) (her|his|their|your) fault(?= |$)${besideWords("sorry|goodbye|bye|love (her|him|them)|whoever|note|letter|im done|tonight")}${notBeside("divorce|breakup|broke up|accident|wreck|crash|dog|cat|claim|denial|denied|rating")}`,
  ]),
  ...rules("intent", "review-r55", [
    `(not|never|aint|ain t|wont be|won t be|im not|i m not) (coming|comin) back (from )?(this|that) (one|trip|time)(?= |$)${notBeside("job|work|company|store|restaurant|place|clinic|doctor|dentist|lol|lmao|haha\\w*|jk")}`,
    `(once|after|when) (its|it s|this|that|the claim|the form|it|i) (is )?(submitted|filed|done|sent|in|approved)( \\w+)? (im|i m|ill be|i ll be|i will be) gone (for good|forever|for real|permanently)(?= |$)`,
    `(asking|askin|ask) (cause|because|bc|b c|cuz|cus|cos|coz|bcuz|since) (it|its|it s|itll|it ll|it will)( gonna| going to)? be (real |very |pretty |really )?soon(?= |$)${besideWords("dic|burial|insurance|sgli|vgli|benefits|covered|pension|beneficiary|survivor\\w*|champva|after (the vet|the veteran|i) (dies|die|go|pass)")}`,
  ]),
  // Round 55, round 64's conversations: "the date's set" beside going, nothing of oneself to remain,
  // "I will be armed" at a hearing.
  ...rules("intent", "sierravista-en-r64", [
    `(the (date|day) s set|the (date|day) is set|the (date|day) has been set|dates set|date s picked|the date is picked)(?= |$)${besideWords("before i go|before im gone|after im gone|when im gone|squaring things away|wrapping up|tying up|affairs in order|she d keep|shed keep|she keeps|my wife keeps|she gets")}${notBeside("hearing|c p|exam|appointment|surgery|wedding|retire\\w*|closing|move|moving|court|trial|board|ets|graduation|party|funeral|trip|vacation|deploy\\w*|pcs")}`,
  ]),
  ...rules("hopeless", "sierravista-en-r64", [
    `(nothing|none|no part|no trace) of me (to )?(remain|remains|left|be left|is left)(?= |$)`,
  ]),
  ...rules("harm", "sierravista-en-r64", [
    `(?<!(^| )(not|never|wont|won t|wouldnt)( \\w+){0,2} )(i will be|ill be|i ll be|im gonna be|i m gonna be|i am going to be|i shall be) armed(?! with)(?= |$)${besideWords("in person|see me|hearing|office|denied|deny|notice|regional|board|examiner|rater|they will see|consider this")}${notBeside("armed forces|security|guard|police|leo|deputy|carry permit|ccw|concealed carry|license|legal|legally|allowed|is it|can i|am i allowed")}`,
  ]),
  ...rules("hopeless", "review-r55", [
    `(wonder|wondering|think about|thinking about|thinkin about|thinkin bout) who (would|d|will|is gonna|s gonna) (even )?(come|show up|go|cry) (to|at) my (funeral|burial|wake|service|viewing)(?= |$)`,
  ]),
  ...rules("intent", "knoxville-en-r64", [
    `(she|he|they|my (wife|husband|ex|mom|dad|brother|sister|kids|family|boss)) (thinks|think|thought) (im|i m|i am) (moving|leaving|going on a trip|going away|pcsing|relocating|traveling|taking a trip)( \\w+){0,3} (im not|i m not|i am not|not really|but im not)(?! (sure|certain|ready|allowed|able|going to|gonna|happy|moving|leaving|positive)( |$))(?= |$)`,
    `(asking|ask|question|this is|purely|strictly) for planning purposes( \\w+){0,3} (this|next|on|for) (saturday|sunday|monday|tuesday|wednesday|thursday|friday|weekend|week|tonight|tomorrow)(?= |$)${besideWords("die|dies|death|dic|sgli|vgli|burial|funeral|survivor\\w*|after im gone|beneficiary|remains|body")}`,
  ]),
  ...rules("lethality", "knoxville-en-r64", [
    `(nobody|no one|noone|anyone|anybody) (to |can |will |could |gonna )?(stop|stops|see|sees|talk|pull) (me|me down|me back)( \\w+)? when (i|i m|im) (jump|jumping|go over|step off|let go)(?= |$)${notBeside("plane|skydiv\\w*|parachute|airborne|jump school|pool|trampoline|bungee")}`,
  ]),
  ...rules("hopeless", "sierravista-en-r64", [
    `(dont|don t|do not|cant|can t|cannot) see myself (being here|being around|around|alive|still here|making it|living|lasting|here)( \\w+){0,2} (in|by|past|another|next) (\\w+ )?(years?|months?|christmas|summer|birthday)(?= |$)${notBeside("job|career|house|state|town|city|army|navy|military|company|apartment|marriage|school|unit|base|retire\\w*|moving|move|relocat\\w*|transfer")}`,
    `(no longer|dont|don t|do not|not) (have )?(any |much )?interest in( \\w+){0,8}( or)?( in)? (much of anything|anything|anything else|everything|much else|life(?! (insurance|policy|coverage)))(?= |$)${notBeside("hobby|hobbies|sports|food|tv|dating|sex|libido")}`,
    `(dont|don t|do not) (much |really |even )?care (how|what) (this|it|any of this|the appeal|the claim) (turns out|happens|goes|works out)( anymore| no more)?(?= |$)`,
    `(cant|can t|cannot|dont|don t) see how (this|it|things|any of this|my life|life) (gets|get|could get|will get|is gonna get|is going to get|ever gets) better(?= |$)${notBeside("traffic|wait times|backlog|system|va system|the va|customer service|phone tree|website|portal")}`,
  ]),
  ...rules("afterMe", "sierravista-en-r64", [
    `(been |ive been |i ve been |i been )?(thinking|thinkin|thinkn) (about|bout|abt) mine( a lot| lately| more| alot)+(?= |$)${besideWords("funeral|burial|bury|buried|casket|headstone|plot|cemetery|urn|cremation")}`,
    `(not for any reason|for no reason|no particular reason|no reason in particular)( \\w+)? (just )?(wondering|curious|asking)(?= |$)${besideWords("die|dies|died|dead|death|gone|funeral|burial|after i m|after im|if i go|if you die")}${notBeside("the veteran|a veteran|old age|natural causes|my (dad|father|mom|mother|husband|wife|grandpa|grandma|grandfather|grandmother|uncle|brother|sister|son|daughter)|his|her")}`,
  ]),
  // Threats: pulling up on a person "with the strap", a weapon waved at the writer now, waiting
  // "with my knife", "next time he doesnt walk away", "i wont just wait", something brought "this
  // time" after "not leaving quietly", knowing what car a person drives while waiting in the lot.
  ...rules("harm", "knoxville-en-r64", [
    `(?<!(^| )(not|never|dont|don t|wont|won t|aint|ain t|not gonna|not going to|would never|no way)( \\w+){0,3} )(pull|pullin|pulling|roll|rollin|rolling|slide|slidin|sliding) (up )?on (him|her|them|that \\w+|the \\w+|his \\w+|her \\w+|my \\w+( \\w+){0,2})( \\w+){0,3} (with|w) (the|my|a) (strap|heat|pole|blick|glizzy|stick|iron|gun|pistol|piece|fn|glock|9|draco|chop)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|flowers|cake|card|gift|pizza")}`,
    `(waving|pointing|swinging|brandishing|pulled|pulling|pullin|aiming|holding) (a |an |his |her |the |this |that )?(\\w+ )?(knife|gun|pistol|box cutter|boxcutter|machete|bat|blade|razor|rifle|shotgun|screwdriver|crowbar|hammer) (at|on|in front of) (me|us|my (wife|husband|kids|son|daughter|mom|dad|coworker|manager))(?= |$)${notBeside("movie|tv|show|game|dream|nightmare|years ago|in (19|20)\\d\\d|iraq|afghanistan|deploy\\w*|back in|used to|vietnam|korea|kuwait|gulf|somalia|bosnia|kosovo|combat|war|stressor|ptsd|claim|checkpoint|patrol|convoy|toy|nerf|water gun|squirt|airsoft|paintball|nail gun|glue gun")}`,
    `so (am|will) i( be)? with (my|a|the) (knife|gun|pistol|bat|blade|shotgun|rifle|strap|piece|glock|machete)(?= |$)${besideWords("waiting|outside|coming|if he|shows up|lot|close|bar|parking|talkin|talking")}${notBeside("hunt\\w*|deer|range|season|camp\\w*|fishing")}`,
    `(next time|one more time|if i catch him|if i see him)( \\w+){0,3} (he|she|they|that kid|that boy) (doesnt|don t|dont|wont|won t|will not|aint|ain t|isnt|is not) (walk|walking|gonna walk|drive|driving|leave|leaving|make it) (away|home|out|back)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|ticket|fine|citation|warning|police report|hoa|complaint|paying|pay|the bill|the tab|cops|police|calling|call the|report\\w*|call|email|phone|claim|appeal|congress\\w*")}`,
    `(tomorrow|next time|this time|monday|friday) (i|im|i m) (wont|won t|will not|not gonna|not going to) just (wait|watch|sit there|sit|look|talk|yell)(?= |$)${besideWords("parking lot|parked|outside (her|his) (house|work|office|place)|followed")}${notBeside("claim|appeal|decision|rating|hold|phone|congress\\w*|vso|filing|file")}`,
    `(bringing|ill bring|i ll bring|im bringing|i m bringing|gonna bring) something this time(?= |$)${besideWords("not leaving quietly|wont leave quietly|won t leave quietly|one more time|brush\\w* me off|deny|denies|denied|disrespect\\w*|last time")}${notBeside("records|paperwork|documents|binder|copies|evidence|letter|buddy statement|my wife|my husband|lawyer|vso|advocate|should i|what should|nexus|dbq|proof|witness|photos|notes|medical")}`,
    `(?<!(^| )(dont|don t|do not|didnt|didn t|not|no)( \\w+)? )(i know|i knoe|ik) ((what|which) (car|truck|vehicle|ride) (he|she|they|that \\w+) (drives|drive|has|gets in)|(he|she) drives (a|an|the|that)( \\w+){1,3})(?= |$)${besideWords("waiting|waitin|parking lot|parked|outside|rn|right now|disrespect\\w*|ill be there|i ll be there|ill be waiting|i ll be waiting|when (he|she) (leaves|gets off|comes out)")}${notBeside("lol|lmao|haha\\w*|jk|sell|selling|buy|buying|carpool|ride share|for sale|loan|insurance|ride|uber|lyft|driver|pick\\w* up|shuttle|transport\\w*")}`,
  ]),
  // Round 55 (round 64's misses, measured before this round): a death scheduled, planned or timed
  // ("I have scheduled my death for … Thursday"), a death that is "the most efficient resolution",
  // remains arranged to be found by someone else, "the final action I take", a note that says not to
  // go in a room, a decision "made" beside what the family gets.
  ...rules("suicide", "sierravista-en-r64", [
    `(scheduled|schedule|scheduling|planned|planning|plan|set|setting|picked|chose|chosen|timed|timing|determined|decided on) (the (date|day|time) (of|for) )?my (own )?death(?! (benefits?|certificate|gratuity|pension|notice|records?|file|form|beneficiary|beneficiaries|payout|payment|insurance|benefit)( |$))(?= |$)${notBeside("preplan\\w*|pre plan\\w*|pre need|preneed|funeral home|insurance agent|estate plan\\w*|will and|hospice|terminal|cancer|dnr|living will|advance directive")}`,
    `(resolution|solution|answer|way out|option|outcome|thing) (for|to|of) (my family|my wife|my husband|my kids|everyone|everybody|all of this|this|the problem)( \\w+){0,3} (is|would be|will be) (my death|me dying|my dying|me being dead|me being gone|for me to die|that i die|me not being here)(?= |$)`,
    `(arranged|arranging|made sure|make sure|making sure|so that|so) (for )?my (body|remains)( \\w+)? (will be|would be|is|gets|get|to be|can be|are) found(?= |$)${notBeside("donat\\w*|science|medical school|cremat\\w*|cemetery|plot|burial|buried|funeral|lost at sea|mia|pow")}`,
    `my (body|remains) (will be|ll be|is gonna be|are gonna be|will be waiting) (in|on|at|under|behind) (the|my) (den|garage|shed|barn|basement|bedroom|back bedroom|truck|car|woods|office|bathroom|attic|backyard|yard|tub)(?= |$)${notBeside("cremat\\w*|urn|ashes|mantle|funeral|someday|when i pass|when i die|after i pass")}`,
  ]),
  ...rules("farewell", "sierravista-en-r64", [
    `(the )?(final|last) (action|act|request|paperwork|form|papers) i (will ever |ever |will |shall |am going to |m going to |m gonna )?(take|do|ask|make|request|fill out|file|sign)(?= |$)${notBeside("today before|before (lunch|work|bed|leaving|vacation|my shift|my hearing|the deadline)|on the (form|claim|app|portal|site)|then ill|then i ll|then im (going|gonna)|hopefully|hope|thank god|finally done|for (this|the|my) (claim|appeal|application|loan)|today|this week|every night|at night|each day|every day|before bed")}`,
  ]),
  ...rules("thirdPartyDanger", "knoxville-en-r64", [
    `(letter|note|text|message)( \\w+){0,8} (dont|don t|do not|never) (go|come|walk|look|open|let (the kids|anyone|nobody|mama|mom)) (in|into|inside|in to|the door to|go in) ?(the |my |his |her )?(back )?(bedroom|garage|basement|shed|barn|bathroom|closet|attic|room|den|office|workshop|shop|house|tub)(?= |$)${notBeside("surprise|present|presents|gift|gifts|christmas|birthday|anniversary|paint\\w*|mess|wet paint|dog|puppy|cat|sleeping|asleep|napping|nap|baby s asleep|quarantine|covid|sick|flu|lol|lmao|haha\\w*|jk|got (her|him|them|you|the kids)|bought|hiding|hid|hidden|kayak|bike|boat|va|clinic|appointment|closed|weather|storm|flood\\w*|leak|mold|landlord|contractor|repair|checking in")}`,
  ]),
  ...rules("intent", "minot-en-r64", [
    `(decision s made|decisions made|decision is made|decision has been made|my decision s made|mind s made up|minds made up|mind is made up|my mind s made up|my minds made up)(?= |$)${besideWords("dic|life insurance|sgli|vgli|insurance|burial|survivor\\w*|beneficiary|widow|she gets|they get|she apply|she file|after im gone|without me")}${notBeside("claim|rating|appeal|board|letter|rater|denied|denial|granted|award\\w*|hlr|vso|retire\\w*|move|moving|sell|selling|school|gi bill|loan|house hunting|which|between")}`,
  ]),
  ...rules("harm", "review-r55", [
    `(driving|drive|drivin|ramming|ram|plowing|plow|crashing|crash|putting|put|gonna drive|gonna put)( my| the| this| a| his)?( \\w+){0,2}( straight| right)? (thru|through|into|in to) (the )?(front )?(lobby|doors?|entrance|windows?|front of the building)(?= |$)${besideWords("va|regional|clinic|office|cboc|hospital|deny|denies|denied|if they|next time")}${notBeside("accident\\w*|lost control|ice|icy|skid\\w*|brakes|news|lol|lmao|haha\\w*|jk|delivery|deliver\\w*|drive thru|drive through|parking garage|pharmacy|pick up|park\\w*|shuttle|drop off|valet|wheelchair|too tall|isnt|is not|cant|can t")}`,
    `(each|every|every last|every single|all) (one )?of (them|em|those \\w+)( \\w+)? (gets|get|will get|is getting|gonna get|s gonna get|are getting|are gonna get) a (visit|house call)( from me)?(?= |$)${notBeside("lol|lmao|haha\\w*|jk|santa|christmas|thank you|thanks|card|cards|cookies|gift|gifts|letter|letters|email|complaint|congress\\w*")}`,
    `(not|aint|ain t|wont be|won t be|im not|i m not) (showing up|show up|coming|going|walking in|walkin in)( \\w+){0,5} empty handed(?= |$)${besideWords("hurt|hurting|hearing|va|office|clinic|rater|examiner|board|dro|regional|deny|denied|this time")}${notBeside("food|potluck|dish|cookies|gift|gifts|party|evidence|records|documents|paperwork|binder|letters|statement\\w*|nexus|buddy|receipts|questions|flowers|casserole|beer")}`,
  ]),
  // Threats: a truck through the doors of the VA "and it won't be empty", walking in "and start
  // shooting", the next person who says wait "is getting hurt", each of the people on a list to be
  // visited personally.
  ...rules("harm", "minot-en-r64", [
    `(truck|car|van|suv|vehicle|semi|rig)s?( \\w+){0,3} (is |s |will be |ll be )?(going|goin|gonna go|will go|headed|driving|drive|coming|comin) (through|thru|into|in to) (the )?(front )?(doors?|lobby|entrance|building|windows?|glass)(?= |$)${besideWords("won t be empty|wont be empty|will not be empty|loaded|fertilizer|propane|gas cans|full speed|on purpose|deny|denies|denied|if they|next time")}${notBeside("accident\\w*|crashed|crash into|lost control|ice|icy|skid\\w*|brakes|elderly|old man|lady|news|on the news|someone|somebody|a guy|a woman|lol|lmao|haha\\w*|jk|park\\w*|shuttle|drop off|pick up|valet|wheelchair|too tall|fit|isnt|is not|aint|cant|can t")}`,
    `(?<!(^| )(not|never|dont|don t|wont|won t|wouldnt|didnt|cant|can t|aint|ain t|no way|never gonna|would never)( \\w+){0,4} )(walk|walking|walkin|go|going|goin|show up|showing up|come|coming|comin|bust|busting|roll|rolling)( in| into| in to| up in| up into| up to)? (there|that (\\w+ )?(office|clinic|place|building)|the (\\w+ )?(office|clinic|building|cboc|va|lobby))( \\w+){0,3} (and|n|an|to) (start|open|opening|begin|just start) (shooting|shootin|firing|fire)(?= |$)${notBeside("photos?|pictures?|pics|video|film|camera|hoops|pool|the breeze|the shit|lol|lmao|haha\\w*|jk|range|targets?|skeet|trap|hunting|deer|tinnitus|hearing|ears|qualif\\w*")}`,
    `(next|the next) (person|guy|clerk|lady|dude|idiot|moron|rep|vso|nurse|doctor|rater|employee|somebody|someone|fool)( \\w+){1,12} (is getting|gets|is gonna get|is going to get|will get|gon get|finna get) (hurt|shot|stabbed|laid out|put down|a bullet|smoked|popped)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|an earful|a piece of my mind|an email|a complaint|a letter|reported|written up|call|phone|hold|transferred|submit\\w*")}`,
    `(list|names|addresses)( \\w+){0,10} (responsible|who (denied|did|screwed|handled|worked))( \\w+){0,12} (visit|deal with|pay a visit to|call on) (each|every one|all|every last one) of them( personally| in person| one by one| myself| at home| at their homes)(?= |$)${notBeside("appeal|records|doctor\\w*|provider\\w*|appointment|complaint|congress\\w*|ig|inspector general|letter|email|lawyer|attorney|vso|patient advocate|report|lol|lmao|haha\\w*|jk")}`,
  ]),
  // Round 56 (round 65's sets, decision 941): clear risk in words the rules did not read: "tonight i
  // stop"; an engine started in a shut shop; planning to unalive oneself; "thats my sign" beside a
  // bridge; "planning on that being real soon"; "hang it up... not the job. me"; fixing to go over at
  // an overlook; "if i do it in january" beside what the spouse gets; "i dont think i clear it
  // tomorrow"; "tomorrow nights the night"; a cover story told at work; a will left on the counter;
  // not getting on the train "if u know what i mean"; walking into the river; "a long way down"; a
  // rope bought beside sobriety lost; pills taken "all of them" or hidden by someone else.
  ...rules("intent", "amarillo-en-r65", [
    `(tonight|tonite|today|tomorrow|tmrw|this weekend|friday|saturday|sunday) (i (stop|quit|end it|end this|am done|m done)|im done|i m done)(?! (by|at|in|over|for)( |$))(?= |$)${notBeside("retir\\w*|last day|pcs|ets|separat\\w*|smoking|smokin|drinking|drinkin|dipping|chewing|vaping|vape|dip|cigs|cigarettes|soda|sugar|caffeine|coffee|booze|weed|working|work|job|shift|the gym|gym|diet|lol|lmao|haha\\w*|jk|taking (my|the)|meds|medication|paying|payments|sub|subscription|netflix")}`,
    `(planning|plannin|planned|plan|planing) (to|on) (unalive|unaliving|kill|killing|off|offing|end|ending) (myself|my self|my life|it all)(?! (insurance|story|savings|policy))(?= |$)${notBeside("back in|years ago|\\d{4}|got help|treatment|stable now")}`,
  ]),
  ...rules("place", "amarillo-en-r65", [
    `(start|startin|starting|started|run|runnin|running|crank|crankin|cranking|fire|firin|firing|idle|idling)( her| it| the (truck|car|engine|motor|generator))?( up| on)?( \\w+){0,2} (in|inside) (the|my) (shop|garage|barn|shed)( \\w+){0,3} (doors?|door) (shut|closed|down|pulled down)(?= |$)${notBeside("safe|generator|park\\w*|hoa|hurricane|storm|power out\\w*|warm up|warming|warm it|heater|cold|freez\\w*|winter|frost|snow|exhaust fan|fan on|vented|ventilat\\w*|detector|safety|never|dont|don t|lol|lmao|haha\\w*|jk|mechanic|fix|repair|oil change|tune up|diagnos\\w*")}`,
  ]),
  ...rules("meansReady", "amarillo-en-r65", [
    `(bought|buyin|buying|got|picked up|ordered)( me)? (a |some |the )?(\\w+ (and|n) (a |some )?)?(rope|noose|length of rope)(?= |$)${besideWords("sober|dont know why|don t know why|tonight|goodbye|no point|beam|rafter|closet|sorry|relaps\\w*|fifth|whiskey|vodka")}${notBeside("deer|hunt\\w*|tree stand|fence|hay|bales|tie|secure|haul\\w*|boat|dock|swing|tree swing|climbing|clothesline|halter|lasso|lariat|roping|rodeo|calf|calves|steer|cattle|cow|cows|heifer|horse|tie down|tarp|load|trailer|camping|tent|gym|jump rope|tow|anchor|hammock|tug of war|pull up|pullup|crossfit|decor\\w*|craft\\w*|lol|lmao|haha\\w*|jk")}`,
    `(i )?(just )?(took|swallowed|downed|ate|popped) (everything|all|all the pills|every pill) (in|from|out of) (my|the) (med |medicine |meds |pill )?(cabinet|bottles?|drawer|box|organizer|stash)(?= |$)${besideWords("pills|meds|medication|med|medicine|bottle|tablets|overdose|od|not calling|sorry|goodbye")}${notBeside("to the|to my|take back|takeback|out and|list|burglar\\w*|robber\\w*|broke in|stole|stolen|movers|moving|with me|review|report|replac\\w*|refill\\w*|lol|lmao|haha\\w*|jk|years ago|when i was|dog|cat|puppy|baby|toddler|poison control|by mistake|on accident|accident\\w*")}`,
  ]),
  ...rules("farewell", "amarillo-en-r65", [
    `(gave|giving|give|givin|left|leaving|leavin|signed over|handed)( away)? (my|all my) (\\w+ ){0,2}(and |n )?(my )?(rifles?|guns?|pistols?|shotguns?|tools|saddle|dress blues|medals|dolphins|ribbons|truck|dog|boat|traps|ring|watch|flag)( \\w+){0,3} to (my )?(brother|nephew|son|daughter|buddy|neighbor|cousin|grandson|granddaughter|niece|best friend|friend|sister|boy|girl)(?= |$)${notBeside("moving|move|downsiz\\w*|christmas|birthday|graduat\\w*|wedding|lol|lmao|haha\\w*|jk|sold|sell|selling|trade|borrow\\w*|lend|loan|loaned|while i|until|deploy\\w*|storage|safe keeping|safekeeping|for now|for (his|her|their)|enlist\\w*|joined|proud\\w*|gi bill|boot camp|sworn in|swore in|new (ribbons|ones|medals|set|uniform)|replac\\w*|order (new|more)|18th|21st|temporarily|court|order|red flag|probation|custody|hold|hospital|rehab|treatment|inpatient")}`,
    `((my )?will(s| s| is)( \\w+){0,2}|left (my )?will) on the (kitchen )?(counter|table|desk|dresser|fridge|nightstand|seat)(?= |$)${notBeside("dad|mom|father|mother|husband|wife|\\w+s will|lawyer|attorney|notar\\w*|sign|signing|review|update\\w*|estate|witness\\w*|lol|lmao|haha\\w*|jk")}`,
    `(put|putting|got|getting|gotten|have put|ve put) (my|all my) (papers|affairs|things|house|stuff|business) in order(?= |$)${notBeside("mortgage|filing|cabinet|records|digital|documents|files|paperwork|scan\\w*|loan|coe|refi\\w*|house hunting|buying|closing|class|seminar|health is good|healthy|estate plan\\w*|for (her|him|them|my wife|the kids)|church lady|lol|lmao|haha\\w*|jk|move|moving|tax\\w*|audit|surgery|deploy\\w*|closing|refinanc\\w*|claim|appeal|c p|exam")}`,
    `said (my|all my) goodbyes(?= |$)${notBeside("job|work|school|gi bill|going back|retire\\w*|retirement|move|moving|deploy\\w*|shipping out|ship out|pcs|transfer\\w*|new job|last day|graduat\\w*|lol|lmao|haha\\w*|jk|party|funeral|service|wake|viewing|hospice|mom|dad|grandma|grandpa|to (her|him|them)")}`,
  ]),
  ...rules("intent", "amarillo-en-r65", [
    `said (my|all my) goodbyes(?= |$)${besideWords("vgli|sgli|dic|life insurance|wife gets|she gets|survivor\\w*|beneficiary|flag|burial|funeral")}${notBeside("job|work|school|gi bill|going back|retire\\w*|move|moving|deploy\\w*|lol|lmao|haha\\w*|jk|to (her|him|them)|mom|dad|grandma|grandpa|hospice")}`,
  ]),
  ...rules("intent", "lexington-en-r65", [
    `(thats|that s|that is|this is|its|it s) (my|the) sign(?= |$)${besideWords("bridge|overpass|gun|pistol|rifle|pills|rope|tonight|on the way home|the river|the lake|end it|go through with it|im done|i m done|checking out")}${notBeside("zodiac|astrology|horoscope|leo|virgo|gemini|aries|taurus|cancer|libra|scorpio|sagittarius|capricorn|aquarius|pisces|sign up|signup|sign in|signature|sign the|parking sign|road sign|exit sign|for sale")}`,
    `(planning|plannin|planned|plan|figure|figuring|figurin|expect|expecting|expectin)( on)? (that|it|this) (being|bein|happening|happenin|to be|to happen)( \\w+)? (real |really |pretty |very )?(soon|this week|this weekend|tonight|tomorrow)(?= |$)${besideWords("before i die|after i die|when i die|my funeral|my burial|i die|im dead|i m dead")}${notBeside("hospice|terminal|cancer|months to live|approved|approval|decision|claim")}`,
  ]),
  ...rules("suicide", "lexington-en-r65", [
    `(hang it up|hangin it up|hanging it up|call it quits|callin it quits|calling it quits|clock out|clockin out|clocking out|check out|checkin out|checking out|tap out|tapping out|tappin out)( \\w+){0,4} (not|aint|ain t) (the|my|this) (job|career|work|shift|team|boots|gloves|uniform|guard|business|truck|farm|barn)( \\w+)? (me|myself|my life)(?= |$)`,
  ]),
  ...rules("place", "lexington-en-r65", [
    `(?<!(^| )(not|never|wont|won t|aint|ain t|im not|i m not)( \\w+){0,2} )(fixin|fixing|about|bout|gonna|going|goin|finna|ready|getting ready|gettin ready|working up the nerve)( to)? (go|jump|step) (over|off)( the (edge|side|rail|railing|guardrail|cliff|wall))?(?! to )(?= |$)${besideWords("overlook|bridge|edge|cliff|rail|railing|guardrail|canyon|gorge|dam|ledge|overpass|roof|pulled off|palisades")}${notBeside("paperwork|papers|claim|form|forms|details|budget|numbers|notes|it with|with you|with my|the file|plans|lol|lmao|haha\\w*|jk|fishing|swimming|swim|cannonball|zip ?line|rappel\\w*|bungee|hike|hiking|photo\\w*|pictures|view")}`,
  ]),
  ...rules("thirdPartyDanger", "lexington-en-r65", [
    `(hes|he s|he is|shes|she s|she is|theyre|they re)( at| on| standing on| parked (at|on)| sitting on| up on) the (\\w+ )?(bridge|overpass|overlook|cliff|edge|tracks|ledge|roof|dam|rail|railing)(?= |$)${besideWords("what do i do|what should i do|voicemail|tired|goodbye|not answering|wont answer|won t answer|hung up|climbin|climbing|sorry|texted|what number")}${notBeside("gutters?|leaves|shingles|fix\\w*|club|game|cards|work\\w*|job|shift|crew|inspect\\w*|paint\\w*|repair\\w*|construction|fishing|fish|photo\\w*|pictures|hiking|hike|lol|lmao|haha\\w*|jk|traffic|stuck|accident|toll|commute")}`,
    `(said|says|sayin|saying|texted|text) (hes|he s|shes|she s|he is|she is|he was|she was) (climbin|climbing|going|goin|gonna go|about to go|bout to go|jumping|jumpin|gonna jump|about to jump) (over|off)( the (rail|railing|edge|side))?(?= |$)${besideWords("bridge|overpass|cliff|edge|rail|railing|ledge|roof|dam|overlook")}${notBeside("lol|lmao|haha\\w*|jk|fence|work\\w*|paint\\w*|repair\\w*|inspect\\w*")}`,
  ]),
  ...rules("intent", "portsmouth-en-r65", [
    `if i do it (in|on|before|after|by|this|next|at the (start|end|beginning) of)( the)? (january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month|year|1st|first|15th|end of the month)(?= |$)${besideWords("wife|husband|spouse|kids|family|dic|comp|survivor\\w*|insurance|sgli|vgli|beneficiary|widow|get|gets|pay|pays|paid")}${notBeside("file|filing|claim|apply|applying|appeal|move|moving|retire|retiring|surgery|refinance|refi|enroll\\w*|school|class|transfer|gi bill|buy|buying|sell|selling|close|closing|taxes")}`,
    `(mine|my (wife|husband|spouse|family|kids|widow)) (wont|won t|will not|aint gonna|isnt gonna) (be )?(waiting|wait|have to wait|be waitin|waitin) (long|much longer|too long|very long)(?= |$)${besideWords("suicide|dies|die|dic|pay|pays|spouse|survivor\\w*|insurance|widow|benefit\\w*")}`,
    `(dont|don t|do not) think (i ll|ill|i will|i m gonna|im gonna|i) (clear|unload|empty|put away|put down|rack) (it|the \\w+|her)( \\w+){0,2}(?= |$)${besideWords("round|rounds|chamber\\w*|gun|pistol|rifle|loaded|mag|magazine")}${notBeside("range|hunt\\w*|deer|season|safe|defense|protection|lol|lmao|haha\\w*|jk")}`,
    `(tomorrow|tonight|tonite|friday|saturday|sunday|monday|tuesday|wednesday|thursday)( night)?(s| s| is) (the )?night(?! shift)(?= |$)${besideWords("long way down|bridge|drydock|dry dock|roof|overpass|edge|ledge|gun|pills|rope|goodbye|bye|gone")}${notBeside("party|game|date|prom|show|concert|premiere|movie|poker|bingo|hockey|opening|fight|karaoke|trivia|bowling|dinner|wedding|graduation|lol|lmao|haha\\w*|jk")}`,
    `(told|tellin|telling|tell) (the guys|the crew|everyone|everybody|them|my \\w+|the boss|work|people)( \\w+){0,2} (im|i m|i am|i was) (retiring|moving|going on a trip|going fishing|going away|leaving|taking a trip|visiting \\w+|on vacation|going on vacation)( \\w+){0,3} (im|i m|i am) not (really |actually )?(retiring|moving|going|coming back|leaving)(?= |$)`,
    `(using|use|need|needing|gonna need|will need|be using|ll be using|ll need)( it| one| mine| them)? (real |pretty |very )?soon(?= |$)${besideWords("my (own )?(funeral|burial|plot|casket|headstone|urn|cremation|marker)|want to prepay mine|prepay mine|mine")}${notBeside("died|passed away|passed|hospice|terminal|cancer|doctor says|doctors say|months to live|weeks to live|stage 4|stage four|dying of|diagnos\\w*|my (mom|dad|father|mother|wife|husband)|for (my|her|his) (mom|dad|father|mother|wife|husband)|lol|lmao|haha\\w*|jk")}`,
  ]),
  ...rules("place", "portsmouth-en-r65", [
    `(not|aint|ain t|wont|won t|will not|wont be|won t be|im not|i m not) (getting|gettin|get|stepping|steppin) on (it|the train|that train)(?= |$)${besideWords("station|platform|tracks|train|subway|the t|blue line|orange line|red line")}${besideWords("know what i mean|iykwim|for good|goodbye|bye|in front|under|infront")}`,
    `(river|lake|ocean|sea|water|bay|surf|harbor|harbour)( tonight| now| today| tomorrow)? (and|an|n) (walk|walks|walking|walkin|wade|wades|keep walking|keep going) (in|into it|under)(?= |$)${notBeside("pontoon|sail\\w*|therapy|pool|aquatic|ferry|fish\\w*|kayak\\w*|boat|beach day|swim lessons|lifeguard|baptism|baptiz\\w*|vacation|waders|duck|lol|lmao|haha\\w*|jk|dog|kids|cool off|cool down|hot|summer")}`,
  ]),
  ...rules("lethality", "portsmouth-en-r65", [
    `long (way|drop) down(?= |$)${besideWords("bridge|drydock|dry dock|roof|overpass|edge|ledge|cliff|from here|top of|parking garage|dam|rail|railing|tower")}${notBeside("crane operator|rigging|inspect\\w*|paint\\w*|fear of heights|afraid of heights|hike|hiking|lol|lmao|haha\\w*|jk|elevator|stairs|view")}`,
  ]),
  ...rules("thirdPartyDanger", "portsmouth-en-r65", [
    `(he|she|hes|shes|he s|she s|my \\w+)( just)? (took|swallowed|has taken|s taken|says he took|saying he took|said he took|sayin he took|says she took|saying she took|said she took) (all (of )?(them|his pills|her pills|his meds|her meds|the pills|the meds)|the whole bottle|a whole bottle|everything in (the|his|her) (medicine |med )?(cabinet|bottle))(?= |$)${besideWords("pills|meds|medication|medicine|bottle|tablets|overdose|od|sorry|goodbye|wont wake|cant wake|won t wake|can t wake|cabinet|who do i call|what do i do")}${notBeside("to the|to my|take back|takeback|out and|list|burglar\\w*|robber\\w*|broke in|stole|stolen|movers|moving|review|report|replac\\w*|refill\\w*|lol|lmao|haha\\w*|jk|dog|cat|puppy|baby|toddler|poison control|accident\\w*|by mistake|on accident")}`,
    `(he|she|my (husband|wife|dad|father|son|brother|mom|mother|mari))( \\w+)? (hide|hides|hid|hiding|has been hiding|been hiding|saving|saves|saved|stockpil\\w*|hoard\\w*|stash\\w*)( up)? (his|her) (pills|meds|medication|medicine|pain pills|sleeping pills|oxy\\w*|percs|seroquel)(?= |$)${besideWords("soon|bientot|goodbye|bye|tonight|stopped eating|stop eating|counting|counted|found|sorry|better off|no point|tired|done|\\d+")}${notBeside("dementia|alzheimer\\w*|forget\\w*|forgot|confused|doesnt like|doesn t like|side effects|taste|swallow|lol|lmao|haha\\w*|jk")}`,
  ]),
  // Threats (911 first): someone armed at the writer's door now; a threat to kill a relative with a
  // gun there; a weapon taken over to an ex's place; "return the favor" beside a shot dog; making the
  // local news at a clinic beside gear; everybody taken out "they know what they did"; back "with
  // something that'll make them stop laughing"; somebody at the VA to feel what the writer felt; a
  // round through a hull "with him aboard"; a skull busted "he means it"; "make them answer for it"
  // beside a pistol; going over there "and end it" beside a 12 gauge; rolling up with an AR.
  ...rules("harm", "lexington-en-r65", [
    `(somebody|someone|some (guy|dude|man|woman|lady|guys|dudes)|a (guy|man|dude|woman)|a couple (guys|dudes)|he|hes|he s|she|shes|she s|my (ex|husband|boyfriend|bf|brother|son|neighbor|stepdad|dad|father|cousin|roommate|wife|girlfriend|gf)(s)?)( is| s| been| has been| keeps)? (outside|out front|at (the|my) (door|window|back door|front door|gate)|banging on|bangin on|kicking|kickin|pounding on|poundin on|trying to (get|break) in|tryin to (get|break) in|breaking in|breakin in|beating on)(?= |$)${besideWords("knife|gun|rifle|pistol|shotgun|machete|bat|cut me|kill me|shoot me|hurt me|kill us|comin in|coming in|gonna cut|gonna kill|gonna shoot|doors locked|door locked|locked the door|hiding|im in the|i m in the|911")}${notBeside("wants to die|end it|kill (him|her)self|suicid\\w*|his life|her life|target\\w*|fireworks|ptsd|claim|for sale|sell\\w*|buy\\w*|private seller|legal|himself|herself|hisself|themselves|lol|lmao|haha\\w*|jk|hunting|deer|duck|range|clean\\w*|delivery|package|mail|amazon|ups|fedex|contractor|repair\\w*|inspector|dog|cat|raccoon|bear|coyote|tv|movie|show|game|dream|nightmare|years ago|when i was|used to|in iraq|in afghanistan|overseas|deployment|deployed")}`,
    `(threatening|threatenin|threatens|threatened|threaten|sayin hes gonna|saying hes gonna|says hes gonna|says he will|says he ll|sayin he ll|saying he ll)( to)? (kill|shoot|stab|hurt|beat) (mamaw|grandma|granny|meemaw|mom|mama|momma|dad|me|us|my \\w+|her|him|them|the kids|the baby|everyone|everybody)(?= |$)${besideWords("gun|knife|rifle|pistol|shotgun|machete|right now|rn|tonight|outside|im at|i m at")}${notBeside("\\d{4}|back in|left him|left her|laughing|laughs|joking|kidding|if (i|you|we) (take|touch|eat|use|drink|borrow|beat|forget|miss|lose)|himself|herself|themselves|hisself|lol|lmao|haha\\w*|jk|years ago|when i was|used to|in iraq|in afghanistan|dream|nightmare|movie|show|game|nerf|nerf gun|water gun|squirt gun|water pistol|paintball|airsoft|laser tag|finger gun|super soaker|snowballs?|water balloons?")}`,
    `(return|returning|repay|repayin|repaying) the favor(?= |$)${besideWords("shot|killed|tonight|tomorrow|rifle|gun|shotgun|aint gonna be|ain t gonna be|not gonna be|wont be|won t be|poisoned|ran over")}${notBeside("caregiver|care of me|saved (me|my life)|pulled me|in (iraq|afghanistan|vietnam|country)|when i (got|was)|lol|lmao|haha\\w*|jk|thanks|thank|help\\w*|ride|buy|beer|dinner|card|cookies|vote|recommend|review|favor for|buddy statement|statement|letter|casserole|pie")}`,
    `(?<!(^| )(never|not|wont|won t|wouldnt|dont|don t|didnt|aint|ain t|no way)( \\w+){0,2} )(taking|takin|bringing|bringin|take|bring|carrying|carryin|packing|packin)( the| my| a| his)? (12 gauge|shotgun|rifle|gun|pistol|ar|ak|glock|strap|machete|knife|45|9mm)( \\w+)? (over|over there|to (her|his|their) (place|house|apartment|work|trailer|sisters|moms|mom s|sister s))(?= |$)${notBeside("range|hunting|deer|duck|pheasant|clean\\w*|gunsmith|pawn|sell|selling|trade|appraise\\w*|fix|repair\\w*|lesson|class|safe|safekeeping|keep (it|them)|lock (it|them) up|hold (onto|on to)|while im (away|gone|in treatment)|treatment|therapist|storage|store it|keep it|hold it|lol|lmao|haha\\w*|jk|red flag|court order|turn in|surrender")}`,
    `(?<!(^| )(never|not|wont|won t|wouldnt|dont|don t|didnt|aint|ain t|no way|im not|i m not)( \\w+){0,2} )(be|go|going|goin|gonna go|headed|show up|showing up|stop by|roll up|pull up|drive|driving)( at| to| over to| by| up to)? (her|his|their|my ex s|my exs|my ex) (place|house|apartment|work|job|trailer|sisters|moms)( \\w+){0,3} (w|with|wit) (the|my|a) (12 gauge|shotgun|rifle|gun|pistol|ar|ak|glock|strap|machete|knife|45|9mm)(?! (year|yr|years|month|of|minute|min)( |$))(?= |$)${notBeside("range|hunting|deer|lesson|class|return|returning|give (it )?back|pick up|sell|lol|lmao|haha\\w*|jk")}`,
    `(?<!(^| )(not|never|dont|don t|wont|won t|wouldnt|didnt|cant|can t|aint|ain t|no way|im not|i m not)( \\w+){0,3} )(roll|rollin|rolling|pull|pullin|pulling|show|showin|showing|walk|walkin|walking) up( there| in there| on (them|em|him|her|my \\w+|that \\w+)| to the va| to the clinic| to the office)?( \\w+){0,4} (w|with|wit) (my|the|a|his) (ar|ak|ar 15|ar15|gun|guns|rifle|glock|strap|shotgun|12 gauge|pistol|draco|blick|40 cal|45 cal|357)(?! (year|yr|years|month|of|minute|min)( |$))(?= |$)${notBeside("range|hunting|deer|duck|lesson|class|gunsmith|pawn|sell|selling|trade|appraise\\w*|fix|repair\\w*|cleaning|lol|lmao|haha\\w*|jk|camera|video|photo\\w*")}`,
    `(bust|busting|bustin|crack|cracking|crackin|split|splitting|cave in|bash|bashing|smash|smashing) (his|her|their|your|that \\w+ s|that \\w+s|the \\w+ s)( \\w+)? (skull|head|face|jaw)( in| open)?(?= |$)${besideWords("means it|meant it|serious|not joking|not kidding|boots on|on (my|his|her) way|right now|tonight|tomorrow|headed|going over|bat|pipe|tire iron|wrench|hammer")}${notBeside("fell|fall|falls|slipped|tripped|on the (tile|ice|floor|concrete|stairs)|er|emergency|stitches|grab bars|lol|lmao|haha\\w*|jk|figure of speech|playing|game|hockey|football|fight night|ufc|mma|boxing|movie|show|dream|nightmare|years ago|when i was|used to|in iraq|in afghanistan|in basic|boot camp")}`,
  ]),
  ...rules("harm", "portsmouth-en-r65", [
    `(take|taking|takin|gonna take|gon take|going to take) (everybody|everyone|all of (them|em)|them all|em all|every last one of (them|em)|the whole (place|room|bar|post|office)) out(?= |$)${besideWords("know what they did|what they did|had it coming|gonna pay|will pay|laughed|screwed me|denied|at the (va|vfw|legion|office|clinic|yard|post|bar)")}${notBeside("lol|lmao|haha\\w*|jk|dinner|lunch|breakfast|brunch|steak|steaks|wings|drinks|beer|beers|fishing|bowling|to eat|for|boat|on the boat|ride|karaoke|movie|movies|round|rounds|celebrate|celebrating|thank|thanks|back pay|comes in|treat|on me|birthday|retirement|party|bingo|trash|garbage|recycling|tables|chairs")}`,
    `(going|goin|coming|comin|gonna go|gonna come|be|ll be) back (there )?(with|w) something( that ll| thatll| that will| to| that s gonna| thats gonna)? (make|shut|wipe|teach|put) (them|em|him|her|y all|yall|everyone|everybody|that \\w+|those \\w+)( \\w+){0,2} (stop|shut up|pay|regret|bleed|quiet|sorry|stop laughing)(?! (smile|laugh|happy|feel better))(?= |$)${notBeside("lol|lmao|haha\\w*|jk|evidence|records|paperwork|lawyer|attorney|congress\\w*|complaint|letter|documents|doctor s note|doctors note|nexus|proof|receipts|vso|rep")}`,
    `(make|making|makin|make sure|making sure|makin sure) (somebody|someone|everybody|everyone|they|them|em|all of (them|em)|each of them|one of (them|em))( there| in there| at that \\w+| at the \\w+)? (feels?|feel) (what i(ve| have)? (felt|been through)|what it feels like|my pain|how it feels|what ive been feeling)(?= |$)${besideWords("driving|drive|going down|goin down|headed|heading|show up|walk in|roll up|pull up|down to|gun|rifle|pistol")}${notBeside("lol|lmao|haha\\w*|jk|letter|write|writing|statement|testimony|hearing|congress\\w*|email|story|tell them|explain|understand|share|sharing|speak|speech|op ed|article|interview|podcast")}`,
    `(round|rounds|bullet|bullets|slug|slugs|hole|holes)( \\w+){0,3} (through|thru|in|into) (his|her|their|the|that) (hull|boat|truck|car|house|door|window|windshield|skiff)( \\w+){0,3} (with|w) (him|her|them|em|that \\w+)( still)? (aboard|on board|onboard|inside|in it|in there)(?= |$)`,
    `(making|make|be|gonna make|gonna be|end up|ending up|wind up) (on )?(the )?(local |evening |national |nightly )?news(?= |$)${besideWords("clinic|va|office|rater|examiner")}${besideWords("gear|armed|ammo|rifle|rifles|guns|vest|plates|plate carrier|mags|ar|ak")}${notBeside("lol|lmao|haha\\w*|jk|story|reporter|interview|complaint|lawsuit|congress\\w*|sue|press|tv station|channel|letter|call|calling|protest|rally|sign|signs|march|whistleblow\\w*|expose|report|viral|tiktok|video")}`,
  ]),
  ...rules("harm", "amarillo-en-r65", [
    `(make|making|makin) (them|him|her|em|those \\w+|that \\w+|somebody|someone) (answer|pay) for (it|this|that|what (they|he|she) did)(?= |$)${besideWords("pistol|gun|rifle|shotgun|knife|armed|ar|ammo|going there|goin there|headed there")}${notBeside("lawyer|attorney|court|sue|suing|lawsuit|complaint|congress\\w*|tort|1151|malpractice|ftca|appeal|investigation|inspector|report|board|lol|lmao|haha\\w*|jk")}`,
    `(go|going|goin|gonna go|head|headed|heading) over there( \\w+){0,2} (and|n|an|to) (end it|end this|end him|end her|settle (it|this)|handle it|take care of (it|him|her|this)|finish (it|this))(?= |$)${besideWords("12 gauge|shotgun|rifle|gun|pistol|knife|machete|ar|glock|30 30|30 06")}${notBeside("lol|lmao|haha\\w*|jk|talk|apolog\\w*|paperwork|papers|sign|signing|lawyer|sheriff|deputy")}`,
  ]),
  ...rules("intent", "portsmouth-en-r65", [
    `(takin|taking|take|takes|gonna take|goin|going|gonna go)( the| my| her)? (dinghy|boat|skiff|kayak|canoe|truck|car|bike|plane)( out)?( \\w+){0,5} (and )?(not|aint|ain t|never|wont be|won t be) (bringing|bringin|bring|coming|comin|come) (it |her |him )?back(?= |$)${notBeside("lol|lmao|haha\\w*|jk|sell|selling|sold|buyer|rental|rent|lease|dealer|trade|repo|repossess\\w*|storage|winteriz\\w*|marina|yard|shop|mechanic")}`,
  ]),
  ...rules("afterMe", "portsmouth-en-r65", [
    `(wont|won t|will not|aint gonna|ain t gonna|not gonna) need (em|them|it|those|these|that|this|any of (it|this|them|em))( anymore| no more| after this)?(?= |$)${besideWords("dic|survivor\\w*|wife get|widow|life insurance|sgli|vgli|funeral|burial|beneficiary|gave away|giving away|haulin|hauling|sold|selling")}${notBeside("lol|lmao|haha\\w*|jk|retire\\w*|moving|move|downsiz\\w*|new one|upgrade\\w*|replac\\w*|sold the boat|selling the boat")}`,
  ]),
  ...rules("means", "portsmouth-en-r65", [
    `(go|goes|going|goin|walk|walking|drive|driving|jump|jumping|step|stepping) off the (end of the )?(pier|dock|wharf|jetty|breakwater)(?= |$)${notBeside("fish\\w*|swim\\w*|cannonball|kids|summer|lol|lmao|haha\\w*|jk|kayak\\w*|paddle\\w*")}`,
  ]),
  ...rules("time", "portsmouth-en-r65", [
    `this (wknd|wkend|weekend)(?= |$)${besideWords("giving|gave|goodbye\\w*|pills|gun|rope|bridge|said my")}${notBeside("lol|lmao|haha\\w*|jk|camping|hunting|fishing|game|party|wedding|birthday|visit\\w*|trip|drill")}`,
  ]),
  // Figures of speech the second opinion read as risk: the VA's site that "unalives my brain cells",
  // an exam "killed", "the creek don't rise", a war or a disease that "tried to kill him".
  ...rules("benign", "amarillo-en-r65", [
    `unalive\\w* (my|the|your|his|her|our|all my|all the|whats left of my|what s left of my) (brain|braincells|brain cells|last brain cell|patience|sanity|vibe|mood|phone|battery)(?= |$)`,
    `(killed|killing|killin|crushed|nailed|smashed|aced) it (on|at|in|during) (my|the|our|that)(?= |$)`,
    `creek (dont|don t|doesnt|does not|do not) rise(?= |$)`,
    `(jungle|war|army|navy|air force|marines|marine corps|corps|va|agent orange|burn pits?|cancer|vietnam|iraq|afghanistan|desert|heat|cold|snow|winter|country|government|military|service|uncle sam|enemy|taliban|vc|viet cong|charlie|the sea|the ocean) (tried|tries|trying|has tried|have tried|is trying) to kill (me|him|us|them|her)(?= |$)${notBeside("(gonna|going to|ima|ill|i will|about to|bout to|im gonna|i m gonna) (kill|shoot|stab|hurt|murder)")}`,
  ]),
  // A second read of round 56: an engine idling behind a garage door that is down, "it wasnt an
  // accident"; a man who "aint getting back up"; "nobody will be laughing after".
  ...rules("place", "review-r56", [
    `(truck|car|engine|motor|generator)( s| is)? (idling|running|runnin|on)(?= |$)${besideWords("garage door (down|shut|closed)|shop door (down|shut|closed)|doors? (down|shut|closed)")}${notBeside("warm\\w*|heater|cold|freez\\w*|winter|frost|snow|exhaust fan|fan on|vented|ventilat\\w*|detector|safety|never|lol|lmao|haha\\w*|jk|mechanic|fix|repair|oil change|tune up|diagnos\\w*|jump|battery")}`,
  ]),
  ...rules("intent", "review-r56", [
    `(it )?(wasnt|wasn t|was not|isnt|isn t|is not|won t be|wont be|will not be) (an )?accident(?= |$)${besideWords("know|tell|someone|somebody|everyone|wife|family|truck|garage|pills|gun|idling|running")}${notBeside("retir\\w*|promot\\w*|career|success|wedding|marriage|move|moving|car accident|crash|collision|insurance|claim|injur\\w*|fault|police report|lol|lmao|haha\\w*|jk|fall|fell|slip|trip|dog|pregnan\\w*|baby|surgery|exposure|agent orange|burn pit\\w*")}`,
  ]),
  ...rules("harm", "review-r56", [
    `(he|she|they|that \\w+)( s| is)? (aint|ain t|wont be|won t be|isnt|is not|not|wont|won t) (getting|gettin|gonna get|going to get|get) back up(?= |$)${besideWords("tire iron|bat|pipe|hammer|gun|pistol|rifle|knife|shotgun|his house|her house|their house|going to|goin to|headed")}${notBeside("lol|lmao|haha\\w*|jk|knockout|boxing|ufc|mma|fight night|ring|game|wrestl\\w*|stroke|fell|fall|hospital|sick|surgery")}`,
    `(nobody|no one|noone|none of (them|em)) (will be|gonna be|s gonna be|is gonna be|ll be|is going to be|will) (laughing|laugh)( after| then| anymore| no more| now)?(?= |$)${besideWords("bringing|bring|something|gun|rifle|pistol|laughed|next meeting|next time|tomorrow|friday")}${notBeside("lol|lmao|haha\\w*|jk|joke|jokes|comedian|comedy|speech|roast|story|stories")}`,
  ]),
  // Round 57 (round 66's sets, decision 941): clear risk in words the rules did not read: a burial
  // plot wanted fast because "wont be long now"; a father's revolver taken "and end this"; an appeal
  // not needed "no more" beside a mind made up; not wanting a wife to be the one who takes the call;
  // "i wont make 6 days" and a revolver got out; pills saved to "take em all at once"; knowing how one
  // is going; what the widow gets "because i am going to"; all of them taken and scared; driving into a
  // train or sitting on the tracks; a tarp laid out so nobody has to clean up; a move the friends
  // believe in that is not happening; "tomorrow i wont stand there so long"; just me and the 12 gauge.
  ...rules("intent", "beckley-en-r66", [
    `(wont|won t|will not|aint gonna|ain t gonna|not gonna) be (long|much longer)( now)?(?! (till|until|til|before|for|of|a|an|service|drive|wait|line|trip|flight|ride)( |$))(?= |$)${besideWords("burial|plot|flag|funeral|headstone|casket|dic|life insurance|sgli|vgli|wife gets|she gets|survivor\\w*|beneficiary|i promise|goodbye")}${notBeside("hospice|terminal|cancer|doctor\\w*|diagnos\\w*|stage 4|stage four|months to live|weeks to live|decision|claim|appeal|approved|rating|(he|she|dad|mom|father|mother|husband|wife)( is| s| has)? (dying|in hospice|on hospice|terminal|sick)|for (him|her|my (dad|mom|father|mother|husband|wife))|moms|dads|lol|lmao|haha\\w*|jk")}`,
    `(gonna|going to|goin to|gon|finna|about to|bout to|fixing to|fixin to|ima|imma|i ll|ill|i will) (take|grab|get|use) (my|his|the|dads|daddys|my (old mans|old man s|dads|daddys|fathers|grandpas|pops))( \\w+){0,2} (revolver|pistol|gun|rifle|shotgun|12 gauge|12 guage|45|9mm|glock|pills|rope)( \\w+){0,2} (and|n|an) (end (this|it|it all|things|my life|the pain)|be done( with (it|this|all of it))?|finish (it|this))(?= |$)${notBeside("lol|lmao|haha\\w*|jk|range|hunt\\w*|deer|elk|coyote\\w*|hog\\w*|clean\\w*|sell\\w*|pawn\\w*|trade\\w*")}`,
    `(my )?mind(s| s| is)? (is )?made up(?= |$)${besideWords("(wont|won t|will not|aint gonna|not gonna) (need|be needing)|no more|god bless|goodbye|thanks to whoever|thank you for everything|tell my|love yall|love you all")}${notBeside("buy\\w*|house|home loan|loan|school|college|vot\\w*|moving|move|job|retir\\w*|truck|car|which|option|lump sum|plan (a|b)|go with|going with|choose|chose|switch\\w*|lawyer|vso|appeal (it|this)|file|filing|lol|lmao|haha\\w*|jk")}`,
    `(dont|don t|do not) want (her|him|them|my (wife|husband|kids|son|daughter|mom|mother|dad|father|family|girl|boy))( \\w+)? to (be the one|be the ones|have to be the one)( to| who| that)? (take|takes|taking|takin|get|gets|getting|answer|answers|answering|find|finds|finding|hear|hears)( \\w+){0,2} (call|me|body)(?= |$)${notBeside("va|claim|appointment|appt|doctor|scheduler|c p|exam|insurance|collections?|debt|bill|lol|lmao|haha\\w*|jk")}`,
    `(i )?(wont|won t|will not|aint gonna|ain t gonna|not gonna|dont think i ll|dont think ill|don t think i ll) (make|last|survive)( it)? (another |\\d+ |two |three |four |five |six |seven |a few |a couple )(more )?(days|weeks|nights)(?= |$)${besideWords("revolver|pistol|gun|rifle|shotgun|pills|rope|bridge|out|loaded|goodbye|done")}${notBeside("lol|lmao|haha\\w*|jk|food|groceries|gas|money|rent|paycheck|check|broke|budget|hospice|terminal|cancer")}`,
    `(take|taking|takin|swallow|swallowing|pop|popping) (em|them|it) all (and|n|an) (be done|end it|end this|go to sleep|not wake up|never wake up)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|antibiotic\\w*|course|vitamins?")}`,
    `i know (how|when) (im|i m|i am|i ll|ill|i will) (going|goin|gonna go|going to go|go|gonna do it|going to do it|do it)(?! (to|there|home|back|with|in|on|at|for|from|about|after|the|a|my|this|forward|out|up|down|into|over|by|through|thru|pay|file|get|vote|handle|tell|today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|but|just|not|where|what|which|next)( |$))(?= |$)${notBeside("lol|lmao|haha\\w*|jk|vacation|trip|retir\\w*|moving|vote|c p|appointment|appt|exam|room number")}`,
    `(because|cause|cuz|coz|since|bc) (i am|im|i m|i|i ll|ill) (going to|gonna|about to|planning to|plan to|will)( do it| do that)?(?!( \\w+)? (to|the|a|an|my|his|her|their|it|that|this|them|for|with|on|in|at|back|out|up|over|be|get|file|apply|need)( |$))(?= |$)${besideWords("suicide|dies|die|kill (myself|himself)|dic|widow|life insurance|sgli|vgli")}`,
    `(i )?(took|swallowed|ve taken|have taken|already took|just took) (all of (them|em|it|my (pills|meds))|them all|em all|all my (pills|meds))( already)?(?= |$)${besideWords("scared|sorry|goodbye|cant stop|can t stop|dizzy|what now|now what|bye|love you|too late|help")}${notBeside("antibiotic\\w*|course|as prescribed|vitamins?|lol|lmao|haha\\w*|jk|(dog|cat|kid|toddler|baby|son|daughter) (took|ate|got into|swallowed|found)|by mistake|on accident")}`,
    `(think|thinks|thought|believe|believes|told|tell|telling) (everybody |everyone |them |the guys |people |the boys |my (family|kids|son|daughter) )?(im|i m|i am) (moving|going|retiring|leaving|heading|relocating|taking a trip|going on a trip|visiting)( \\w+){0,6} (im|i m|i am) not( going anywhere)?( really| actually| not really)?(?= |$)(?! (sure|going (to|back|on)|moving|leaving|retiring|gonna|yet|only|just|until|till|for|in|at|allowed|able)( |$))${notBeside("lol|lmao|haha\\w*|jk|surprise|party")}`,
    `(tomorrow|tonight|tonite|next time) (i )?(wont|won t|will not) (stand|wait|hesitate|think|look|sit) (there )?(so |as |that )?long(?= |$)${besideWords("river|bridge|edge|rail|railing|tracks|dam|gun|pistol|overpass|cliff|water|ledge")}${notBeside("lol|lmao|haha\\w*|jk|line|dmv|pharmacy|queue|hold|fishing|fish")}`,
  ]),
  ...rules("lethality", "dothan-en-r66", [
    `(need|get|want|save|saving|savin|stockpil\\w*|hoard\\w*|stash\\w*) (more|enough|extra)( \\w+){0,6} (so|to) (i|he|she) (can|could) (take|swallow|down|pop) (em|them|it|all of (em|them)|the whole (bottle|supply|thing))( all)? (at once|together|at one time|in one go)(?= |$)`,
  ]),
  ...rules("place", "pocatello-en-r66", [
    `(gonna|going to|goin to|gon|finna|about to|bout to|fixing to|fixin to|ima|imma|i ll|ill|i will|im going to|i m going to|i am going to|im gonna|i m gonna) (drive|walk|step|jump|run|pull|lay down|lie down) (into|in front of|onto|on to|under) (the |a |that )?(train|freight|oncoming (traffic|truck|train)|semi|tracks)(?! (station|stop|yard|museum|show|set|ride|schedule|ticket))(?= |$)${notBeside("lol|lmao|haha\\w*|jk|photo\\w*|pictures?|movie|game|dream")}`,
    `(sit|sitting|sittin|lay|lie|lying|laying|stand|standing|park|parked|parking|wait|waiting|waitin) (on|down on|across|in|between) the (train |railroad |rail )?tracks(?= |$)${besideWords("(train|freight) (comes|coming|passes|to come|comes thru|comes through)|2am|3am|tonight|goodbye|tired|done|im ready|i m ready")}${notBeside("photo\\w*|pictures?|senior|engagement|ban|banned|illegal|trespass\\w*|ticket|cop|police|lol|lmao|haha\\w*|jk|stuck|broke down|stalled|crossing guard|model|car|truck|light|rear ended|accident|gate|bus|traffic|late")}`,
    `so (nobody|no one|noone|they|she|he|my (wife|husband|kids|family|son|daughter))( \\w+)? (has|have|dont have|don t have|wont have|won t have|doesnt have|doesn t have|will not have) to (clean|scrub|mop|wipe|hose)( \\w+){0,2}(?= |$)${besideWords("tarp|plastic|sheeting|bathtub|tub|shower curtain|garage")}${notBeside("elk|deer|butcher\\w*|process\\w*|field dress\\w*|paint\\w*|party|dog|puppy|cat|roof|leak|oil|engine|car|truck|drywall|sand\\w*|stain|varnish|epoxy|construction|reno\\w*|remodel\\w*|project|kids|crafts?|camp\\w*|tent|lol|lmao|haha\\w*|jk")}`,
  ]),
  ...rules("meansReady", "beckley-en-r66", [
    `(got|gettin|getting|took|pulled|have|had) (my |his |her |daddys |dads |the |my old mans |my dads )?(old )?(revolver|pistol|gun|rifle|shotgun|12 gauge|12 guage|45|9mm|glock) out(?! (of (the )?(pawn|shop|storage|layaway|hock|police|evidence|impound)))(?= |$)${besideWords("wont make|won t make|tonight|done|goodbye|tired|cant do|can t do|no point|6 months|mental health")}${notBeside("clean\\w*|range|hunt\\w*|deer|elk|season|safe|coyote\\w*|hog\\w*|show|sell\\w*|pawn\\w*|appraise\\w*|lol|lmao|haha\\w*|jk|burglar\\w*|intruder|noise")}`,
    `(its|it s|now its|now it s|just) (just )?me and (the|my) (\\w+ ){0,2}(gun|pistol|rifle|shotgun|revolver|12 gauge|12 guage|twelve gauge|pills|bottle|rope)(?= |$)${besideWords("im ready|i m ready|i am ready|goodbye|signed|gave away|gave the|tonight|its time|it s time")}${notBeside("lol|lmao|haha\\w*|jk|deer|elk|hunt\\w*|range|season|camp\\w*|woods")}`,
  ]),
  ...rules("means", "pocatello-en-r66", [`12 guage|twelve guage`]),
  ...rules("farewell", "pocatello-en-r66", [
    `just so (someone|somebody|anyone|anybody|you|yall|y all) (knows|know)(?= |$)${besideWords("pills|oxy\\w*|gabapentin|(took|taken) (all|the whole|\\d+)|bottle|x \\d+|gun|pistol|bridge|rope")}${notBeside("lol|lmao|haha\\w*|jk|appointment|appt|address|moved|moving|claim|file|filing|form|day off|got the letter|from the va")}`,
  ]),
  // Threats (911 first): a boy shot when he gets off work, a foreman run down with a truck, a brother
  // with a machete saying he will kill daddy, a rifle sighted in on a porch, a neighbour dead if he
  // crosses the line, "i know where my ex lives" and tonight, a smile wiped off a face for good, a
  // list with a doctor at the top, dead people in the building, a wife taken along, "he wont tell
  // anybody anything ever again", enough ammo to make somebody listen.
  ...rules("harm", "beckley-en-r66", [
    `(gonna|going to|goin to|gon|finna|about to|bout to|fixing to|fixin to|ima|imma|i ll|ill|i will|im going to|i m going to|im gonna|i m gonna) (shoot|stab|gut|run down|run over) (the|that|this) (boy|man|guy|dude|fella|feller|kid|punk|son of a bitch|sob|bastard|foreman|boss|neighbor|neighbour|mailman|rater|doctor|bishop|landlord|cop|deputy|officer)(?! (a |an )?(\\w+ ){0,2}(text|email|e mail|message|msg|note|line|call|dm|pm|reply|questions?|pic|picture|photo|look|copy|link|update|form)( |$)|( \\w+)? over( |$))(?= |$)${notBeside("deer|elk|hog|coyote|photo\\w*|video|pictures?|hoops|pool|email|text|message|note|call|questions|breeze|the shit|lol|lmao|haha\\w*|jk|kidding|joke|joking|movie|game|dream|nightmare|years ago|in iraq|in afghanistan|over there|deployment|was ordered|combat")}`,
    `(gonna|going to|goin to|gon|finna|about to|bout to|fixing to|fixin to|ima|imma|i ll|ill|i will|im going to|i m going to|im gonna|i m gonna) kill (the|that|this) (boy|man|guy|dude|fella|feller|kid|punk|son of a bitch|sob|bastard|foreman|boss|neighbor|neighbour|mailman|rater|doctor|bishop|landlord|cop|deputy|officer)(?! (a|an) (text|email|message|line|note|pic|picture|photo|look)( |$))(?= |$)${besideWords("rifle|rifles|gun|pistol|shotgun|revolver|knife|machete|sighted|loaded|ammo|tonight|when he gets off|when she gets off")}${notBeside("deer|elk|hog|coyote|photo\\w*|video|pictures?|hoops|pool|email|text|breeze|the shit|lol|lmao|haha\\w*|jk|kidding|joke|joking|movie|game|dream|nightmare|years ago|in iraq|in afghanistan|over there|deployment|was ordered|combat")}`,
    `(run|running|runnin|ran) ((that|the|this) (guy|man|woman|lady|boss|foreman|rater|neighbor|neighbour|bastard|punk|kid|boy|dude|sob|son of a bitch|doctor|clerk)|him|her|my (ex|boss|neighbor|neighbour|foreman|landlord|brother in law|ex wife|ex husband)|his (ex|boss|brother)) (down|over) with (my|the|a|his|her) (truck|car|van|suv|semi|rig|tractor)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|accident\\w*|almost|nearly|deer|dog|by mistake|on accident|ice|icy")}`,
    `(saying|says|said|keeps saying|kept saying|threatening|threatens|swears|swearing|yelling|screaming|hollering|hollerin) (he ll|hell|he will|he is gonna|hes gonna|he s gonna|hes going to|he s going to|he is going to|she ll|shell|she will|shes gonna|she s gonna|shes going to|she s going to) (kill|shoot|stab|hurt|murder|cut) (the|that|this|my|his|her|our|daddy|dad|mom|mama|momma|us|everyone|everybody|somebody|someone|them|him)(?! (wrists?|arms?|legs?|throat|own|self|neck)( |$))(?= |$)${besideWords("loaded|machete|knife|gun|pistol|rifle|shotgun|bat|axe|hatchet|sighted|watching for|waiting for|door locked|locked (ourselves|the door)|hiding|cops|911|police|off his meds|off her meds")}${notBeside("lol|lmao|haha\\w*|jk|kidding|joke|joking|if i|if we|game|games|catcher|pitcher|practice|league|team|coach|baseball|softball|fortnite|match|field|court|tournament|scrimmage")}`,
    `sighted in on (her|his|their|the|that|my \\w+s) (\\w+ )?(porch|house|door|window|truck|car|yard|driveway|front door|back door|trailer)(?= |$)`,
    `(he|she|they|that \\w+) (comes?|steps?|sets? foot|crosses?|walks?|puts? a foot) (over|on|onto|across) (that|the|my) (line|property|land|porch|yard|fence)( \\w+){0,3} (hes|he s|shes|she s|theyre|they re|he is|she is|they are) dead(?= |$)${notBeside("lol|lmao|haha\\w*|jk|kidding|dog|cat|game|tag|base")}`,
    `i know where (my ex|she|he|they|him|her|that \\w+|the \\w+)( \\w+)? (lives|live|stays|sleeps|works|parks)(?= |$)${besideWords("tonight|tomorrow|another thing coming|gonna pay|will pay|regret|see what happens|gun|pistol|rifle|shotgun|ammo|knife")}${notBeside("lawyer|court|custody|serve|served|papers|process server|cps|police|sheriff|protective order|restraining|mail|send|address|lol|lmao|haha\\w*|jk|kidding|visit\\w*|supervis\\w*|pick up|drop off|exchange")}`,
    `(wipe (that|the) (smile|smirk|grin|look) off|(that|the) (smile|smirk|grin|look) (is |s )?(gone|wiped|off)( off)?) (his|her|their|that \\w+s) face (for good|permanently|forever)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|win|won|winning|appeal|approved|decision|rating|when i")}`,
    `wipe (that|the) (smile|smirk|grin|look) off (his|her|their|that \\w+s) face(?= |$)${besideWords("with something|with my (gun|pistol|rifle|shotgun|fist)|tmrw|tomorrow|tonight")}${notBeside("lol|lmao|haha\\w*|jk|win|won|winning|appeal|approved|decision|rating|when i|envelope|letter|evidence|statements?|buddy|proof|records|nexus|claim|c p|hearing|board|judge|prove|proving|documents")}`,
    `(i have|i got|ive got|got|made|making|im making|i m making|wrote|wrote down|writing|writing down) (a list|names|the names|down names|down the names|a name list)( \\w+){0,10} (is |s |are )?(at the top|first on it|number one|first|next)(?= |$)${besideWords("ruin\\w*|pay|paid|deserve|gun|pistol|rifle|ammo|they did|they ruined|took everything|denied|denial|screwed|lied")}${notBeside("grocer\\w*|christmas|wedding|bucket list|to do|todo|questions|doctors? to see|lol|lmao|haha\\w*|jk|symptoms|meds|medications|evidence|records|buddy statement\\w*")}`,
    `(time|about time|its time|it s time|now its time) (somebody|someone|i|we) (ruin|ruins|ruined|wreck|wrecks|destroy|destroys|end|ends|take|takes) (theirs|hers|(his|her|their) (life|lives|world))(?= |$)`,
    `(gonna|going to|will|is gonna|s gonna|is going to) be (a lot of|lots of|some|plenty of|a bunch of|alot of) (dead|bodies|body bags)( \\w+){0,3} (in|at) (that|the|this) (building|office|clinic|place|va|regional office|hospital)(?= |$)${notBeside("zombie\\w*|movie|game|walking dead|covid|virus|flu|heat wave|heat|ac|air conditioning|lol|lmao|haha\\w*|jk")}`,
    `(we are|were|we re|we|both of us|the two of us) (both )?(going|goin|gonna go|leaving|leave|go) together(?= |$)${besideWords("the gun|have the gun|my gun|pistol|rifle|shotgun|dementia|doesnt know me|doesn t know me|take her with me|take him with me")}${besideWords("tonight|tomorrow|decided|ready|its time|it s time|have the gun|i have the")}${notBeside("trip|vacation|appointment|appt|c p|church|cruise|honor flight|funeral|lol|lmao|haha\\w*|jk|to the|to see|to visit|reunion|store|doctor")}`,
    `(he|she|they|that \\w+) (wont|won t|will not|aint gonna|ain t gonna|not gonna) (tell|say|talk to|bother|hurt|touch|laugh at|deny|disrespect) (anybody|anyone|nobody|me|us|no one|anything)( \\w+){0,2} (ever again|again|no more|anymore)(?= |$)${besideWords("take care of (him|her|them|that|the \\w+|that \\w+)|tonight|gun|pistol|rifle|shotgun|knife|handle (him|her|them)|deal with (him|her|them)")}${notBeside("restraining|court|order|fired|reported|report|lawyer|moved|move|moving|vso|appeal|claim|sell|selling|quit|blocked|block|transferred|complaint|lol|lmao|haha\\w*|jk|kidding|hr|supervisor|manager")}`,
    `(be there|show up|coming|comin|going|goin|headed|heading|walking in|walk in)( \\w+){0,4} with (enough|plenty of|a lot of|lots of|alot of) (ammo|rounds|bullets|mags|magazines)(?= |$)${notBeside("range|hunt\\w*|deer|elk|class|ccw|ltc|qualif\\w*|competition|match|lol|lmao|haha\\w*|jk|paperwork|documents|evidence|questions")}`,
  ]),
  // Round 57's second read: a plot wanted fast "dont think ill be needing to wait long"; a claim no
  // longer to be worked on "i already decided"; parked on a crossing the coal train never slows at; a
  // house door in one's scope; dropping a neighbour where he stands; bodies carried out of an office;
  // a snitch who will not talk ever again.
  ...rules("intent", "review-r57", [
    `(i|ive|i have) (already|finally|just|now) (decided|made up my mind|made my decision)(?! (to (file|apply|go|get|switch|move|buy|sell|retire|take|use|appeal|call|wait)|on|which|what|between|if|whether|about)( |$))(?= |$)${besideWords("stop working|stop processing|thanks for trying|goodbye|wont need|won t need|no point|dont bother|don t bother")}`,
    `(dont|don t|do not) think (ill|i ll|i will|im gonna|i m gonna|i) (be )?(needing|need|have) to wait (long|much longer|very long|too long)(?= |$)${besideWords("plot|burial|cemetery|funeral|headstone|casket|dic|life insurance|sgli|vgli|survivor\\w*|beneficiary")}${notBeside("hospice|terminal|cancer|diagnos\\w*|dad|mom|father|mother|husband|wife s|lol|lmao|haha\\w*|jk")}`,
  ]),
  ...rules("afterMe", "review-r57", [
    `(you can|can|go ahead and|just|yall can|y all can) (stop|quit) (working|processing|looking at|working on) (my|the) (claim|appeal|case|file)(?= |$)${besideWords("decided|thanks for trying|wont need|won t need|goodbye|no point|made up my mind|im done|i m done")}${notBeside("withdraw\\w*|private|lawyer|attorney|vso|switch\\w*|moved|new|another|different|approved|won|granted|lol|lmao|haha\\w*|jk")}`,
  ]),
  ...rules("place", "review-r57", [
    `(parked|sitting|stopped|waiting|standing) (on|across) (it|the (crossing|tracks|rails|railroad))( right now| now)?(?= |$)${besideWords("train|crossing|tracks|rails|railroad|freight|coal train")}${notBeside("stalled|broke down|broken down|stuck|tow|lol|lmao|haha\\w*|jk|ticket|cop|police")}`,
  ]),
  ...rules("harm", "review-r57", [
    `(her|his|their|the|that) (front |back )?(door|house|porch|window|truck|car|driveway|trailer|yard) (in|on) my (scope|sights|crosshairs)(?= |$)`,
    `(drop|dropping|put down|lay|laying) (him|her|them|that \\w+) (where|right where) (he|she|they) (stands?|stand|stood)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|dog|deer|elk|buck|hog|coyote|bear")}`,
    `(carrying|carry|carried|haul|hauling|bring|bringing|wheeling) (bodies|body bags|people) out (of )?(that|the|this) (\\w+ )?(office|building|clinic|va|place|hospital)(?= |$)${notBeside("covid|virus|flu|heat|zombie\\w*|movie|game|lol|lmao|haha\\w*|jk|fire|earthquake|drill")}`,
    `(wont|won t|aint gonna|ain t gonna|not gonna|will not) be (snitching|talking|telling|running (his|her|their) mouth)( to)? (nobody|anybody|anyone|no one)( \\w+)? (ever again|again|no more|anymore)(?= |$)${notBeside("fired|blocked|moved|transferred|lol|lmao|haha\\w*|jk|restraining|court")}`,
  ]),
  // Ordinary words the rules read as risk: a mail-in form "i dont want to do on the computer", a
  // filing cabinet put in order, a tablet or a phone one could shoot, blowing up at the VSO.
  ...rules("benign", "pocatello-en-r66", [
    `(team|we|they|our (team|squad|boys)|my (team|squad|picks))( \\w+){0,2} (got )?(slaughtered|murdered|killed|destroyed|massacred|annihilated|smoked|crushed) (in|at|by|during) (the |my |our )?(fantasy|league|game|playoffs?|tournament|match|bracket|super bowl|finals|draft)(?= |$)`,
    `(shoot|shooting|throw|throwing|smash|smashing) (the|that|this) (stupid |dang |darn |damn )?(thing|thang)(?= |$)${besideWords("tablet|computer|laptop|phone|printer|website|logging me out|logs me out|logged me out|frozen|froze|crashed|wifi|modem|router|fax")}${notBeside(OWN_END_BESIDE_A_FRAME)}`,
    `(better|best|good|enough|ok|okay) (for|on) (elk|deer|moose|antelope|hogs?|bear|turkey|ducks?|geese|pheasant|coyotes?|varmints?|whitetail|mulies|muleys)(?= |$)${notBeside("myself|my self|kill (myself|him|her|them)|end it|end this|die|dying|suicid\\w*|goodbye|tonight|rater|ex|neighbor|neighbour")}`,
    `affairs in order( \\w+){0,2} (meaning|as in|i mean|by which (he|she) means) (my|the|our)( \\w+){0,3} (filing|files|paperwork|papers|records|desk|office|garage|closet|taxes|computer)(?= |$)${notBeside(`will|${OWN_END_BESIDE_A_FRAME}`)}`,
    `(good|best|which|what|whats|what s|recommend\\w*|decent)( \\w+){0,2} (deer|elk|hunting|youth|starter|beginner|varmint|hog|turkey|duck|bird) (rifle|gun|shotgun|caliber|calibre|cartridge|round|load|bow)( (caliber|calibre|for))?(?= |$)${notBeside(OWN_END_BESIDE_A_FRAME)}`,
    `(shoot|shooting|throw|throwing|smash|smashing) (this|that|my|the) (stupid |dang |darn |damn )?(tablet|computer|laptop|phone|printer|tv|television|website|fax machine|modem|router|ipad)(?= |$)${notBeside(OWN_END_BESIDE_A_FRAME)}`,
    `(blew|blow|blowing|blown) up at (the|my|him|her|them|that|this)( \\w+)? (vso|va|rep|clerk|nurse|doctor|lady|guy|scheduler|desk)(?= |$)${besideWords("felt bad|feel bad|apologiz\\w*|sorry|donuts|brought|anyway")}`,
  ]),
  // Round 58 (round 67's sets, decision 941): clear risk in words the rules did not read: shells
  // bought that "aint for coyotes"; something permanent about to be done; time left "by choice"; a
  // note "if you find this"; not coming in Tuesday "or ever"; a mind already decided beside a burial
  // flag; an overdose or every patch at once asked about beside the insurance or the autopsy; a
  // weapon in a mouth; a voice that said jump; a gun ("strap") in hand or on one; dipping out of
  // this world; refills lined up on the counter; a plan "short term"; a family spared dealing with it
  // "after" beside things given away; going to be with the dead beside a rifle; pills in hand and
  // "bye"; "dont tell me to call a hotline" beside a gun; no appointment needed "or any other"; the
  // cold, the river or the lake left to take one; a car running in a shut shop; one's own headstone
  // wanted by next week; a grave needed soon; cuts, "new ones tonight"; a truck gone and the gun too.
  ...rules("lethality", "muskogee-en-r67", [
    `(box|boxes|round|rounds|shells|ammo|bullets|slugs|buckshot|buck)( \\w+){0,4}( (it|they|its|theyre|thats|these|those|and it|and they))?( is| s| are)? (aint|ain t|isnt|is not|not|arent|aren t) for (no )?(coyotes?|deer|hunting|huntin|hogs?|the range|targets?|target practice|varmints?|birds|ducks|elk|plinking|squirrels?|rabbits?)(?!( \\w+){0,8} (theyre|they are|its|it is|they re) for)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|kidding|joke|joking|(its|they re|theyre|thats|it s) for (the|my|a) (\\w+ )?(range|class|course|competition|match|son|grandson|nephew|buddy|brother|dad)")}`,
    `(if i|(if he|if she)${notBeside("passed|passed away|died|death certificate|was ruled|widow\\w*|surviving spouse|years ago|last year|in (19|20)\\d\\d")}) (overdose|overdoses|overdosed|od|o d|ods|take all (my|his|her) (pills|meds)|use all (my|his|her) (\\w+ )?(patches|pills|meds|insulin))( \\w+){0,10} (autopsy|accident|accidental|insurance|sgli|vgli|dic|coroner|ruled|willful misconduct|wife get|kids get)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|by accident|by mistake|on accident|narcan|naloxone|class|training|nurse|pharmacist|for my (patient|client)")}`,
    `(gun|pistol|weapon|service weapon|barrel|glock|revolver|rifle|shotgun|strap|piece|45|9mm|38)( \\w+)? in (his|her|my|their) mouth(?= |$)${notBeside("lol|lmao|haha\\w*|jk|movie|show|game|dentist|toy|water gun|nerf|baby|toddler|dog|puppy")}`,
    `(lining|lined|line|laying|laid) (them|em|all of (them|em)|the (pills|bottles|meds)|my (pills|bottles|meds)) (all )?(up|out) (on|across) (the|my) (counter|table|kitchen table|dresser|nightstand|bed|bathroom counter|sink)(?= |$)${besideWords("pills|refills|meds|bottles|oxy\\w*|all at once|every bottle")}${notBeside("organizer|sorter|sort|sorting|count for|inventory|pharmacist|med list|list for|picture for|photo for|for the (doctor|nurse|pharmacist|appointment)|lol|lmao|haha\\w*|jk")}`,
    `(pills|meds|bottle|gun|pistol|rope|rifle|shotgun|blade|razor)( are| is| s)? in (my )?hand( \\w+){0,3} (bye|goodbye|good bye|love you|love yall|im sorry|i m sorry|forgive me)(?= |$)`,
    `(car|cars|truck|trucks|engine)( is| s| are)? (running|runnin|on) in (the )?(shop|garage|barn|shed|closed garage|machine shed)(?= |$)${besideWords("sorry|love (you|her|him|them|yall)|goodbye|bye|tell (my|the) (wife|kids|family|mom|dad|husband|son|daughter) (i|im|that i)|tell \\w+ i love|forgive|door(s)? (shut|closed)")}${notBeside("warm\\w*|mechanic|oil|tune|reschedul\\w*|appointment|appt|c p|repair\\w*|fixed|lol|lmao|haha\\w*|jk|exhaust fan|fan on|door(s)? open|open door")}`,
    `(make|making|cut|cutting) (new|more|worse|deeper|fresh) ones( tonight| tonite| again| worse ones| deeper ones)*(?= |$)${besideWords("scars?|cut\\w*|from me|myself|wrists?|arms?|thighs?|blade|razor")}${notBeside("tattoo\\w*|ink|lol|lmao|haha\\w*|jk|surgery|surgeon|stitch\\w*|laser|photos?|pictures?|pics|x rays?|xrays?|scans?|examiner|c p|claim|forms?|copies|burn")}`,
  ]),
  ...rules("suicide", "muskogee-en-r67", [
    `(gonna|going to|goin to|gon|finna|about to|bout to|fixing to|fixin to|ima|imma|i ll|ill|i will|im going to|i m going to|im gonna|i m gonna|im about to|i m about to|im bout to) do something (permanent|final|i cant take back|i can t take back|that cant be undone|that can t be undone)(?! (to|with|about) (my|the|this|that) (hair|house|yard|kitchen|tattoo|record|address|truck|car)( |$))(?= |$)${notBeside("tattoo\\w*|ink|hair\\w*|marker|sharpie|lol|lmao|haha\\w*|jk|permanent (address|residence|record|move|job|position|change of station|rating|and total)|pcs")}`,
    `(dont|don t|do not) have (much|long|a lot of|lots of) time (left|now|here)( \\w+){0,3} (by choice|my choice|my decision|my call|on purpose)(?= |$)`,
    `(its|it s|it is|thats|that s) my (call|choice|decision)( not (the )?(cancers?|doctors?|docs?|gods?|the va s|the vas))(?= |$)${besideWords("(year|years|months|weeks) (maybe|left|tops)|less than that|gave me|time left|wont be long|won t be long")}`,
    `(if|when) (you|u|yall|y all|youre|you re|you are|anyone|someone|somebody)( are)? (find|finds|found|read|reads|reading|see|sees) this( on my (phone|computer|laptop|desk)| note| letter| message)?( \\w+){0,4} (im sorry|i m sorry|i am sorry|i love you|forgive me|dont be mad|don t be mad|dont blame yourself|don t blame yourself)(?! (i|for) (sent|missed|forgot|uploaded|the (late|delay)))(?= |$)${notBeside("lol|lmao|haha\\w*|jk|gift|present|surprise|birthday|christmas|anniversary|form|call|reply|text back|email|late|missed")}`,
    `(wont|won t|will not|aint|ain t|not) (be )?(coming|comin|gonna come|going to come) in( \\w+){0,3} (or ever|ever again|again ever|or any other day|ever)(?= |$)${notBeside("moved|moving|quit|quitting|new job|fired|retir\\w*|transfer\\w*|lol|lmao|haha\\w*|jk|clinic|staff|rude|treated|community care|switch\\w*|that place|this place")}`,
    `(the )?(voice|voices)( in my head)?( are| is| s| re)? (said|says|told me|tell me|telling me|keeps? telling me|keep saying|keeps saying) (to )?(jump|do it|end it|kill myself|hurt myself|die|shoot|hang myself|hang|cut)(?! (to|ahead|forward|back|in|through|thru|on|option|line|up)( |$))(?= |$)${notBeside("lol|lmao|haha\\w*|jk|gps|siri|alexa|coach|drill sergeant|instructor|game|option|menu|press|automated|recording|recorded|phone tree|hung up|on hold|phone|dial")}`,
    `(dip|dipping|dippin|checkin|check|checking|log|logging|bow|bowing|tap|tapping) out (of )?(this|the) (world|life|earth|planet)(?! (insurance|war|series|cup|wide|map|memorial|museum|account|portal|policy|page|website|site)( |$))(?= |$)`,
    `(so|that way|so that) (mom|my mom|my mother|my wife|she|he|they|my family|my kids|my dad|my sister|my brother)( \\w+)? (doesnt|doesn t|dont|don t|wont|won t) have to (deal|bother|mess)( with| w)?( it| this| that| any of it)? after(?= |$)${besideWords("sold|gave (away|my|the|his|her)|giving away|gave \\w+ to|already sold")}`,
    `(dont|don t|do not|no need to|dont bother|don t bother) (tell|telling) me to call (a |the |any |no |some )?(hotline|crisis line|veterans crisis line|suicide line|988|9 8 8|shrink)(?= |$)${besideWords("gun|pistol|rifle|shotgun|gauge|revolver|pills|rope|bridge|lost (the|my) (house|kids|wife|job|farm)|im done(?! (waiting|calling|with (the|this) (claim|phone|hold)))")}`,
    `(wont|won t|will not|dont|don t|do not) need (the|my|this|that|any|tuesdays|mondays|\\w+days)( \\w+){0,3} (appointment|appt|appointments|appts|refills?|meds)( \\w+){0,3} or any (other|others|more|other one|other ones)( ever| again)?(?= |$)${notBeside("moved|moving|switch\\w*|community care|private|new doctor|transfer\\w*|lol|lmao|haha\\w*|jk|cured|healed|all better|discharged|took me off|discontinu\\w*|stopped (it|them|taking)|granted|approved|no longer prescrib\\w*|switched")}`,
    `(let|lets|letting|gonna let|going to let|ima let|imma let) (the |it )?(cold|river|water|snow|lake|sea|ocean|current|freeze|frost|winter|desert|heat) take me(?= |$)${notBeside("lol|lmao|haha\\w*|jk|vacation|trip|cruise|fishing|kayak\\w*|canoe\\w*|float\\w*|tube|tubing|swim\\w*|surf\\w*")}`,
    `i want mine (squared away|ready|set up|done|taken care of|in place|paid for|ordered)( \\w+){0,2} (by|before) (next week|this week|friday|saturday|sunday|monday|tuesday|wednesday|thursday|the weekend|the end of the (week|month)|tomorrow|tonight)(?= |$)${besideWords("headstone|burial|plot|funeral|flag|marker|casket|kill\\w* themselves|suicide")}`,
    `(finish|finishing|end|ending) what (i|he|she) (started|tried|began|begun|attempted)(?= |$)${besideWords("hospital|er|psych ward|ward|escape|sneak out|overdose|od|o d|attempt\\w*|pills|tried to (kill|end)|narcan|revived|pumped")}${notBeside("degree|school|class|claim|appeal|paperwork|project|lol|lmao|haha\\w*|jk")}`,
  ]),
  ...rules("thirdPartyDanger", "siouxfalls-en-r67", [
    `(going|goin|gonna go|headed|heading|wants to go|going up|going out)( \\w+){0,4} to be with (grandpa|grandma|granddad|dad|daddy|mom|mama|jesus|the lord|god|(my|his|her) (dad|mom|father|mother|son|daughter|wife|husband|brother|buddy|buddies|guys|boys|unit))(?= |$)${besideWords("30 06|gun|rifle|pistol|shotgun|revolver|12 gauge|pills|bottle|rope")}${besideWords("passed|died|dead|killed|grave|buried|jesus|the lord|god|tonight")}${notBeside("visit\\w*|birthday|christmas|thanksgiving|easter|reunion|hunt\\w*|fish\\w*|camp\\w*|dinner|lunch|for the (weekend|holidays)|lol|lmao|haha\\w*|jk")}`,
    `(truck|car|jeep)( is| s)? gone( \\w+){0,3} (and )?so is (the|his|her|my|dads) (\\w+ )?(gun|pistol|rifle|shotgun|12 gauge|revolver|pills|rope|45|30 06|glock)(?= |$)${notBeside("stolen|stole|broke in|break in|broken into|theft|police report|report|pawn\\w*|sold|repo\\w*|towed")}`,
  ]),
  ...rules("intent", "siouxfalls-en-r67", [
    `(?<!(^| )(he|she|we|they|dad|mom|father|mother|wife|husband|son|daughter|family) )already decided(?! (to|on|which|what|between|if|whether|about|that i|where|he|she|they|we)( |$))(?= |$)${besideWords("burial|flag|dic|funeral|headstone|plot|goodbye|cant help me|can t help me|chaplain|pastor")}${notBeside("school|college|loan|house|buy\\w*|lol|lmao|haha\\w*|jk|vso|lawyer|attorney|retir\\w*|lump sum|he wants|she wants|how do (we|i) order|pre ?need|pre regist\\w*")}`,
    `(planning|plan|planned|planing) (ahead )?short term(?= |$)${besideWords("funeral|burial|flag|headstone|plot|casket")}${notBeside("pre ?need|pre regist\\w*|pre registration|hospice|(my|his|her) (dad|mom|father|mother|wife|husband)|\\d\\d (years old|yrs old|yo)|retire\\w*|pension")}`,
    `(gonna|going to|will|i ll|ill) need (it|one|a plot|a spot|a headstone|the flag|a casket) (soon|real soon|pretty soon|shortly|before long)(?= |$)${besideWords("bury me|my burial|my funeral|my own|my headstone|my plot|black hills|national cemetery")}${notBeside("lol|lmao|haha\\w*|jk|pre ?need|pre regist\\w*|\\d\\d (years old|yrs old|yo)|hospice|terminal|cancer|stage 4|months to live|weeks to live|dad|mom|father|mother|wife|husband")}`,
    `(ive|i ve|i have|i) got it (all )?planned (out )?for (after|when|once)(?! i (pass|die|retire))(?= |$)${besideWords("bury me|my burial|my funeral|flag|headstone|plot|cemetery")}${notBeside("pre ?need|pre regist\\w*|pre registration|hospice|(my|his|her) (dad|mom|father|mother|wife|husband)|\\d\\d (years old|yrs old|yo)|retire\\w*|pension|how (do|can) (i|we) (apply|order|get|sign up|pre register)")}`,
  ]),
  ...rules("meansReady", "hampton-en-r67", [
    `((strap|blicky|glizzy|draco|choppa)( is| s)? (in (my |his |her )?(hand|lap)|on (me|him|my lap)|loaded|cocked|out)|(burner|heater)( is| s)? (in (my|his|her) (hand|lap)|loaded|cocked))( rn| right now| now)?(?= |$)${notBeside("car seat|seat ?belt|backpack|bag|watch|sandal\\w*|shoe\\w*|helmet|harness|lol|lmao|haha\\w*|jk|fishing|grill|stove|space heater|heater (is )?(on|out|broke|broken)")}`,
  ]),
  // Threats (911 first): across the street from an ex's house with the pistol; a councilman to be
  // "taken care of" by a man cleaning his rifle; loading up to go over there; a regional office
  // pulled up to with the choppa; a son with a knife "gone kill" his stepfather; the clinic read
  // about in the paper; a sergeant run over; a hangar "lit up" at drill; a VSO put in the hospital
  // "not a figure of speech"; a man with a gun who locked the door; "me and my AR" going tonight.
  ...rules("harm", "hampton-en-r67", [
    `(sitting|sittin|parked|waiting|watching|sat) (across the street from|outside|in front of|down the street from|down the block from|down the road from|around the corner from|up the road from|across from) (my exs|my ex s|my ex wifes|my ex wife s|my ex husbands|her|his|their|the exs|my ex|that \\w+s)( \\w+)? (house|place|apartment|apt|trailer|work|job)(?= |$)${besideWords("gun|pistol|rifle|shotgun|revolver|glock|knife|bat|loaded|9|9mm|45|38|ar|piece|strap|waiting on (him|her|his|her new|the new)")}${notBeside("drop off|pick up|pickup|exchange|custody exchange|lawyer|cops|police|served|serving|process server|lol|lmao|haha\\w*|jk|birthday|present|gift")}`,
    `(going to|gonna|goin to|keeps saying (hes|he s|shes|she s) going to|says (hes|he s|shes|she s) going to|hes going to|he s going to) take care of (him|her|them|the \\w+( \\w+)?|that \\w+( \\w+)?)(?= |$)${besideWords("(cleaning|cleaned|loaded|loading|sighted|oiling) (his|my|the|her) (rifle|gun|pistol|shotgun|ar|revolver)|what night")}${notBeside("deer|hunt\\w*|season|range|lol|lmao|haha\\w*|jk|baby|kids|dog|cat|mom|dad|paperwork|bill|ticket|surgery|caregiv\\w*|recover\\w*|discharg\\w*|hospital|rehab|respite|sick|ill")}`,
    `(loading up|load up|loaded up|gearing up|strapping up|strapped up)( \\w+){0,2} (and )?(going|goin|heading|headed|headin|gonna go|going to go|gonna head|driving|drivin|rolling|rollin)( \\w+)? (over|down|up|out) there(?= |$)${besideWords("shot|killed|hurt|neighbor|neighbour|sheriff|cops|police|him|them|rating|rater|denied|denial|play games|right now")}${notBeside("truck|trailer|moving|move|boxes|furniture|camp\\w*|hunt\\w*|fish\\w*|lol|lmao|haha\\w*|jk|car|van|suv|kids|family|see (him|her|them)|visit\\w*|hospital")}`,
    `(?<!(^| )(not|never|aint|ain t|wont|won t|dont|don t|didnt|didn t)( gonna| going to| finna| gon)? )(pull up|pullin up|pulling up|slide|sliding|roll up|rollin up|rolling up|show up|showing up)( \\w+){0,6} with (the|my|a) (choppa|draco|blicky|glizzy|stick|strap|burner|heat|ar|ak|rifle|shotgun|pistol|gun)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|range|hunt\\w*|class|ccw|carry permit|photo\\w*|video|cane|walker|knee|hip|leg|wheelchair|exam|c p|appointment|hearing aids?")}`,
    `(he|she|they|my (son|husband|dad|brother|ex|grandson|nephew|stepdad|stepson))( \\w+){0,3} (gone|gon|gonna|going to|finna|bout to|about to) (kill|shoot|stab|cut|murder) (his|her|their|my|the|our) (stepdaddy|stepdad|step dad|daddy|dad|mama|momma|mom|brother|sister|wife|husband|girlfriend|boyfriend|father|mother|stepmom|grandma|grandpa|uncle|cousin|neighbor|neighbour)(?= |$)${besideWords("knife|gun|pistol|rifle|shotgun|machete|bat|punched|hiding|locked|kitchen|right now|rn")}${notBeside("lol|lmao|haha\\w*|jk|game|fortnite|call of duty|if (he|she) (finds|sees|catches|hears)")}`,
    `(gonna|going to|will|they ll|theyll|they will|yall|y all|yall gonna|everybody|they gonna|they re gonna|theyre gonna) (read|hear|see) about (me|it|this)( \\w+){0,2} (in the (paper|papers|news|daily \\w+)|on the news|on tv)(?= |$)${besideWords("va|clinic|office|rater|regional|bringing|fire|gun|rifle|ammo")}${notBeside("award|story|interview|graduat\\w*|lol|lmao|haha\\w*|jk|obituar\\w*|win|won|approv\\w*|granted|100|rating|hero|medal|retire\\w*")}`,
    `(bring|bringing|brang|take|taking) (the )?(whole )?(fire|smoke|heat|war|pain|thunder) to (the|that|this) (clinic|office|va|building|hospital|regional office|hangar|unit)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|hearing|appeal\\w*|board|lawyer|congressman|senator|evidence|paperwork|vso|dav|vfw|american legion|rep|representative|claim")}`,
    `(run|running|runnin|ran) (that|the|this) (sergeant|sarge|sgt|nco|first sergeant|lt|captain|chief|officer|commander|supervisor|manager|rater|vso) (down|over)( with (my|the|his|her) (truck|car|van|suv|semi|rig|tractor))?(?= |$)${besideWords("truck|car|van|suv|semi|rig|tractor|wrecked|ruined")}${notBeside("lol|lmao|haha\\w*|jk|accident\\w*|almost|nearly|by mistake|on accident|paperwork|forms?|list|details|numbers|plan|idea")}`,
    `(gonna|going to|ima|imma|i ll|ill|i will|finna|bout to|about to) light up (the|that|this) (hangar|office|building|clinic|va|unit|formation|armory|base|place|school|church|motor pool|drill hall|orderly room)(?= |$)${notBeside("christmas|lights|decorat\\w*|lol|lmao|haha\\w*|jk|party|karaoke|dance|led|candles?|smile|with (my|our) (singing|voice|smile|energy)")}`,
    `(gonna|going to|ima|imma|i ll|ill|i will|finna) put (him|her|them|that \\w+|the \\w+) in (the )?(hospital|er|icu|ground|grave|dirt|a box|wheelchair)(?= |$)${besideWords("not a figure of speech|not joking|not kidding|for real|swear|loses?|lose|again|one more time|if (he|she|they|that)")}${notBeside("lol|lmao|haha\\w*|jk|rehab|care|respite|nursing|hospice|sick|fell|ambulance")}`,
    `(he|she)( s| has)? (got|get|pulled|took|has|had) (the|his|her|a) (gun|pistol|knife|rifle|shotgun|revolver) out( \\w+){0,6} (locked (me|us) in|locked the (front|back) door|texting from|hiding in|hid in)(?= |$)`,
    `(that|the|this|my) (\\w+ )?(rater|doctor|boss|ex|neighbor|neighbour|landlord|foreman|vso|sergeant|first sergeant|supervisor|counselor|clerk|lady|guy|man|woman|bastard)( is| s)? (coming|going|goin) with me(?= |$)${besideWords("gun|pistol|rifle|shotgun|45|9mm|glock|loaded|ammo|check out|checking out|when i go|end it|take (him|her|them) with me")}${notBeside("lol|lmao|haha\\w*|jk|appointment|appt|c p|exam|hearing|ride|drive|driving|carpool|lunch|dinner|fishing|hunting|range|hospice|funeral|visit\\w*|see (her|his|my) (dad|mom|father|mother)")}`,
    `me and my (ar|ar 15|ar15|rifle|gun|pistol|shotgun|glock|45|9mm|ak) (are|r|is|bout to|about to|gonna)? ?(going|goin|gonna go|headed|heading|going over|pulling up)( to| over| up| down)(?= |$)${besideWords("tonight|ex|plan|kids|custody|him|her|them|better plan|pay")}${notBeside("range|hunt\\w*|deer|elk|hog\\w*|coyote\\w*|season|class|competition|match|lol|lmao|haha\\w*|jk|gunsmith|shop|show|sight\\w* in|zero\\w*|scope|clean\\w*")}`,
  ]),
  // Round 58's second read: the writer's own end said other ways ("to whoever finds me first im
  // sorry"; "dont hold my shift thursday, or any thursday after that"; "wont be needing that one or
  // anything else"; "not gonna hurt nobody but me"; going to see a brother who died, taking the AR;
  // "Im done fighting" beside a pistol), and threats: a sergeant handled "once and for all" beside a rifle.
  ...rules("suicide", "review-r58", [
    `(im|i m|i am) (done|tired of|finished|through) (fighting|fightin)( (this|it|them|the va|anymore|any more|no more))*(?= |$)${besideWords("pistol|gun|rifle|shotgun|revolver|45|9mm|glock|pills|next to me|in my (lap|hand)|rope")}${notBeside("lol|lmao|haha\\w*|jk|appeal|lawyer|vso|hearing|court|switch\\w*|quit (the|my) (appeal|claim)")}`,
    `to (whoever|whomever|the one who|the person who|whoever it is that|whoever s the one who) (finds|find|found|gets to) me( first)?(?= |$)${notBeside("lol|lmao|haha\\w*|jk|lost|wallet|phone|keys|dog|hide and seek|geocach\\w*")}`,
    `(or|nor) any (other |more )?(\\w+ )?(after (that|this)|ever again|from now on)(?= |$)${besideWords("shift|appointment|appt|exam|seat|spot|(dont|don t|do not) (hold|need|save|keep)|(wont|won t) (need|be)|cancel")}${notBeside("moving|moved|quit|quitting|new job|retir\\w*|transfer\\w*|lol|lmao|haha\\w*|jk|schedule change|switch\\w*")}`,
    `(wont|won t|will not|not gonna|dont|don t) (be )?(need|needing)( \\w+){0,4} or (any|anything) (other|others|more|else)( one| ones)?( ever| again| after that)?(?= |$)${notBeside("moved|moving|switch\\w*|community care|private|new doctor|transfer\\w*|lol|lmao|haha\\w*|jk|cured|healed|all better|discharged|approved|granted|won|100|took me off|discontinu\\w*|stopped (it|them|taking)|no longer prescrib\\w*|switched")}`,
    `(going|gonna go|headed|heading|going up|going out|going over)( \\w+){0,2} to (see|join|meet) (my|his|her) (brother|brothers|buddy|buddies|boys|guys|unit|squad|dad|father|son|wife|husband|friend)( \\w+){0,2} (tonight|tonite|today|soon|tomorrow)(?= |$)${besideWords("died|dead|killed|kia|passed|buried|lost (him|them)|grave")}${besideWords("ar|ar 15|gun|rifle|pistol|shotgun|revolver|12 gauge|pills|rope|45|9mm|glock")}${notBeside("cemetery visit|grave visit|flowers|wreath|memorial day|visit\\w*|lol|lmao|haha\\w*|jk")}`,
  ]),
  ...rules("intent", "review-r58", [
    `(not gonna|wont|won t|aint gonna|ain t gonna|not going to|will not|never gonna) (hurt|shoot|harm|kill) (nobody|anybody|anyone|no one|noone|nobody else|anyone else)( else)? (but|except|cept|other than) (me|myself)(?= |$)`,
  ]),
  ...rules("harm", "review-r58", [
    `(handle|deal with|take care of|settle (up )?with|settle things with|finish) (sgt|sergeant|sarge|lt|captain|him|her|them|that \\w+|the \\w+|my (ex|boss|neighbor|neighbour|landlord|rater|foreman)|\\w+ \\w+)( \\w+)? once and for all(?= |$)${besideWords("rifle|gun|pistol|shotgun|ar|45|9mm|glock|revolver|ammo|knife|machete|loaded|cleaning")}${notBeside("claim|appeal|paperwork|debt|bill|problem|issue|back pay|taxes|lol|lmao|haha\\w*|jk|lawyer|court")}`,
  ]),
  // Ordinary words the rules or the second opinion read as risk: a memorial for veterans lost to
  // suicide; burial paperwork "murdered", an appeal "killed".
  ...rules("benign", "muskogee-en-r67", [
    `(memorial|vigil|service|walk|ceremony|fundraiser|ruck|event|mass)( \\w+){0,4} (for|honoring|remembering|of) (the )?(vets|veterans|those|soldiers|service members|people|men and women|brothers and sisters)( \\w+){0,2} (lost|who died|we lost|we ve lost|weve lost) to suicide(?= |$)${notBeside(ONE_OWN_END_BESIDE_A_MEMORIAL)}`,
    `(murder|murdering|kill|killing|destroy|destroying|crush|crushing|smash|smashing) (this|that|the|my) (\\w+ ){0,2}(paperwork|form|forms|application|appeal|claim|packet|test|exam|interview|hearing|homework|essay|paper)(?= |$)${notBeside(ONE_OWN_END_BESIDE_A_MEMORIAL)}`,
  ]),
  // Round 59 (round 68's sets, decision 941): clear risk in words the rules did not read: "yall wont
  // have to worry bout me no more" beside a rifle; "this is how it ends" beside a revolver; pills saved
  // or stockpiled "thats enough right", "bout to take em all"; a note "already wrote" beside a funeral;
  // a train let take one; a truck gunned off the edge; the guts found beside a bottle; "if i do it in
  // the va parking lot"; a mind made up beside the life insurance; "this is the only way out" beside a
  // pile of meds; "tell the good lord i tried" beside a rosary; a car started in the garage beside the
  // insurance; "id do it when the kids were grown" and the youngest now 18; "going off my balcony"
  // and out on it now; what a rating pays "after i die" needed by a date.
  ...rules("farewell", "lakecharles-en-r68", [
    `((yall|y all|you|u|you all|you guys|they|she|he|mama|mom|momma|(my|the) (kids|family|wife|husband|babies))( \\w+)? (wont|won t|will not|will never|aint|ain t|dont|don t|wont ever|never)|(nobody|no one|noone)( \\w+)? (will|ll|is gonna|is going to|has to|needs to)) (gonna |going to )?(have to|need to|got to|gotta|hafta)? ?(worry|worrying|stress|stressing) (about|bout|abt|over) me( \\w+)? (no more|anymore|any more|ever again|again)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|moving|moved|new job|got a job|found|passed|got (a|the|my)|promot\\w*|married|graduat\\w*|hired|(im|i m) (good|ok|okay|fine|doing better)|doing (good|great|better)|sober|clean|rehab|got help|getting help|therapy|counselor|housing|apartment|approved")}`,
    `(this|that) (is |s )?how (it|this|my story|the story|it all) (ends|end|gonna end|is gonna end)(?= |$)${besideWords("revolver|pistol|gun|rifle|shotgun|pills|rope|bridge|motel|fifth|bottle|garage|tonight")}${notBeside("lol|lmao|haha\\w*|jk|movie|show|season|episode|book|game|finale|series")}`,
  ]),
  ...rules("lethality", "gary-en-r68", [
    `(been |ive been |i ve been |i been )?(savin|saving|saved|stockpiled|stockpiling|stockpilin|hoarding|hoarded|stacking|stacked|stashing|stashed|holding back|squirrelin|squirreling)( up)?( (my|the|all my|all the|em|them|these|those))? (\\w+ )?(oxy|oxys|oxies|percs?|percocet|pills|meds|xanax|bars|norco|hydros?|vicodin|tramadol|morphine|fentanyl|sleeping pills|seroquel|em|them)( instead)?(?= |$)${besideWords("enough right|is (that|it) enough|thats enough|that s enough|take em all|take them all|all at once|all together|with some|got like \\d+|\\d+ now|bout to|about to|tonight|goodbye|bye")}${notBeside("lol|lmao|haha\\w*|jk|trip|travel|vacation|deployment|hurricane|refill (is )?late|pharmacy (is )?closed|in case (the|my) (refill|pharmacy|mail)")}`,
    `(bout to|about to|gonna|going to|finna|ima|imma|gon|fixing to|fixin to) (take|swallow|down|pop|eat) ((em|them|those|these) all|all of (em|them)|every (one|last one) of (em|them)|all (my|the) (pills|meds|oxy|xanax|percs|bars))( at once| together| tonight| with \\w+( \\w+)?)?(?= |$)${besideWords("pills|meds|oxy|xanax|percs?|bars|stockpil\\w*|savin|saving|saved|bottles?|henny|fifth|liquor|whiskey")}${notBeside("doctor|doc|pharmacist|prescribed|as prescribed|like usual|every (day|morning|night)|with food|morning|lol|lmao|haha\\w*")}`,
    `((got|have|found|worked up|workin up|working up) (the )?|(and|n) the )(guts|nerve|balls|courage)( now| finally| tonight| to do it| to go through with it)+(?= |$)${besideWords("pills|bottle|xanax|oxy|gun|pistol|rifle|rope|bridge|meds|shotgun|revolver")}${notBeside("ask\\w*|tell (my|the)|doc|doctor|therapist|counselor|taper\\w*|rehab|get help|sober|turned in|turn (them|it) in|dispose|take back|quit|flush\\w*")}`,
    `(let|lets|letting|gonna let|going to let|ima let|imma let) (the |a |that )?(train|semi|truck|freight|freight train|tide|current) (take|hit|get|have) me(?! (to|down|downtown|home|there|back|across|into|out to|on|for|up)( |$))(?= |$)${notBeside("lol|lmao|haha\\w*|jk|ticket|fare|commute|to work|to the va|ride|tube|tubing|float\\w*|raft\\w*|kayak\\w*|canoe\\w*|swim\\w*")}`,
    `(gunning|gun|floor|flooring|floored|drive|driving|drove|run|running|put|putting|take|taking) (it|the truck|my truck|the car|my car) (off (the|a|that) (edge|cliff|bridge|overpass|levee|embankment|slag pile|quarry)|over (the|a|that) (edge|cliff|embankment|levee))(?= |$)${notBeside("lol|lmao|haha\\w*|jk|game|map|gta|video|accident|accidentally|almost (hit|went)|insurance claim|icy|ice|every (day|week|morning)|to get to|commute|boat|bike|dirt bike|atv|ferry|trailer|launch")}`,
    `(if|when|once) i (do|did) it( \\w+){0,2} (in|at|on|outside|in front of) (the |their |that |a )?(\\w+ ){0,3}(parking lot|parkin lot|parking garage|parking deck|parking ramp|lobby|front door|front steps|steps|waiting room|entrance|chapel)(?= |$)${besideWords("va|clinic|hospital|regional|cboc|vamc")}${notBeside("lol|lmao|haha\\w*|jk|online|kiosk|paperwork|form|application|the survey|check in|check-in")}`,
    `(this|that|it|death|dying|pills)( is| s)? (the )?only way out(?! (is|of (the|this|that) (building|parking|lot|maze|debt|loan|contract|lease|mortgage|program|system))( |$))(?= |$)${besideWords("meds|pills|pile|bottles?|gun|pistol|rifle|rope|bridge|goodbye|bye")}${notBeside("lol|lmao|haha\\w*|jk|through|bankruptcy|lawyer|appeal\\w*|lawsuit|divorce")}`,
    `(started|start|starting) (the|my) (car|truck|engine|van|generator)( running| up)? in (the )?(closed |shut )?(garage|barn|shed)(?= |$)${besideWords("insurance|sgli|vgli|policy|goodbye|bye|sorry|love you|love yall|door (is )?(shut|closed)|doors (are )?(shut|closed)|windows up|hose|tell my|dont come|don t come")}${notBeside("warm (it )?up|warming|cold|freezing|frost|snow|ice|icy|battery|tune up|oil change|mechanic|fix\\w*|work on|hail|rental|damage")}`,
    `(left|leaving|got|have|its|it s) (the|my) (car|truck|engine|van|generator) (running|going|on) in (the )?(closed |shut )?(garage|barn|shed)(?= |$)${besideWords("goodbye|bye|sorry|love you|love yall|door (is )?(shut|closed)|doors (are )?(shut|closed)|windows up|hose|tell my|dont come|don t come|insurance|sgli|vgli")}${notBeside("warm (it )?up|warming|cold|freezing|frost|snow|ice|icy|battery|tune up|oil change|mechanic|fix\\w*|work on|forgot|by accident|accidentally")}`,
    `(going|goin|go|jump|jumping|jumpin|step|stepping|stepped|walk|walking|walked|climbing|climbed) (off|over) (my|the|this|a|our) (balcony|roof|ledge|railing|rail|overpass|parking garage|deck of the garage)(?= |$)${besideWords("floor|story|stories|on it now|out here|edge|thinking about|cant stop|can t stop|high enough|tonight|right now|goodbye|bye")}${notBeside("lol|lmao|haha\\w*|jk|ladder|gutters?|shingles|roofing|roofer|(fell|fall|fallen) off (a|the) (ladder|roof) (at work|while)|slip and fall|injur\\w*|workers comp|claim for|cat|dog|keys|phone")}`,
  ]),
  ...rules("intent", "lakecharles-en-r68", [
    `(note|notes|letter|letters)( is| s| are)? (already )?(wrote|written|writ)( already)?(?= |$)${besideWords("suicide|funeral|burial|make it easy|goodbye|bye|pills|gun|rope|survivor|dic|sgli|vgli|gets the")}${notBeside("lol|lmao|haha\\w*|jk|doctor|nexus|buddy|lay statement|statement|support|appeal|reference|recommend\\w*|employer|landlord|school|teacher|job|claim letter|decision letter|va letter|award letter|closing|mortgage|house|loan|promissory|mail\\w*|insurance company")}`,
    `(its|it s|it is) ok(ay)? i (already )?(decided|made up my mind|made my mind up)( \\w+){0,4} (not even|aint even|ain t even|not) (sad|scared|upset|mad|afraid)(?= |$)`,
    `(already (decided|made up my mind|made my mind up)(?! (on|to|which|what|between|if|whether|about|how|where|when)( |$))|(ive|i ve|i have|i) (decided|made up my mind|made my mind up)(?! (on|to|which|what|between|if|whether|about|how|where|when|the|my|that|this|who|we|she|he|it|his|her|our|its)( |$)))(?= |$)${besideWords("life insurance|sgli|vgli|policy|pays out|payout")}${notBeside("lol|lmao|haha\\w*|jk|beneficiar\\w*|convert\\w*|amount|coverage|cancel\\w*|drop\\w*|keep|increase|decrease|divorc\\w*")}`,
    `(told|tell|promised|swore to|swore|said|always said) (to )?myself (id|i d|i would|i was gonna|i was going to|ill|i ll) (do it|end it|check out|be gone) (when|once|after|the day) (the |my |all my )?(kids|children|babies|boys|girls|youngest|son|daughter) (were|was|are|is|got|get|turned|turns) (grown|raised|out of the house|out the house|gone|18|eighteen|older|on (their|his|her) own)(?= |$)${besideWords("youngest|turned 18|turns 18|turned eighteen|graduat\\w*|moved out|now|yesterday|today|last week|this week")}${notBeside("college|gi bill|degree|travel\\w*|rv|retire\\w*|boat|move|moving|divorce|separat\\w*|sell|selling|lol|lmao|haha\\w*")}`,
    `(always )?said (id|i d|i would|i was gonna|ill|i ll) (do it|end it|check out|be gone) (when|once|after|the day) (the |my |all my )?(kids|children|babies|boys|girls|youngest|son|daughter) (were|was|are|is|got|get|turned|turns) (grown|raised|out of the house|out the house|gone|18|eighteen|older|on (their|his|her) own)(?= |$)${besideWords("youngest|turned 18|turns 18|turned eighteen|graduat\\w*|moved out|now|yesterday|today|last week|this week")}${notBeside("college|gi bill|degree|travel\\w*|rv|retire\\w*|boat|move|moving|divorce|separat\\w*|sell|selling|lol|lmao|haha\\w*")}`,
  ]),
  ...rules("suicide", "lakecharles-en-r68", [
    `(just )?(letting|lettin|let) (somebody|someone|anybody|anyone|yall|y all|you|u|you all) know (im|i m|i am) (leaving|gone|checking out|leaving (this world|for good))(?= |$)${besideWords("(cant|can t|cannot) do (this|it|another)|not asking for help|tonight|pills|gun|pistol|rope|bridge|love (you|yall|y all)|sorry|for good|this world")}${notBeside("lol|lmao|haha\\w*|jk|moving|move|trip|town|job|vacation|work|shift|state|deploy\\w*|tomorrow morning|early|chat|form|thanks|thank you|for now|for the day|store|office")}`,
    `tell (the (good )?lord|god|jesus|saint peter|st peter|the man upstairs|my (mama|mom|daddy|dad|wife|kids|babies)) (i|that i) (tried|did my best|did the best i could|gave it my all|held on as long as i could|fought as long as i could)(?= |$)${besideWords("rosary|goodbye|bye|tonight|gun|pills|rope|bridge")}${notBeside("lol|lmao|haha\\w*|jk|diet|exam|test|interview|class|recipe|gumbo|game|paperwork|form|claim|application|call|phone")}`,
  ]),
  ...rules("afterMe", "lejeune-en-r68", [
    `(pays|pay|pays out|paid out|go|goes|transfer|transfers|passes|pass|keep paying|still pay|still pays)( out)? (to )?(my|the) (kids|children|wife|husband|family|son|daughter|babies|spouse)( \\w+)? (after|when|once) (i die|im gone|i m gone|i am gone|i pass|i go|im dead|i m dead)(?= |$)${besideWords("before (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the weekend|next week)|by (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the weekend)|need to know (now|today|asap|quick|fast)|pills|gun|rope|note")}`,
  ]),
  // Possible risk: bottles looked at "too long"; a storm welcome to take one "out"; someone to talk
  // to but not the police sent.
  ...rules("hopeless", "lakecharles-en-r68", [
    `(look|looking|lookin|stare|staring|starin|stared|looked) at ((em|them|it|those|that)${besideWords("pills|bottle|bottles|gun|pistol|rifle|rope|meds")}|the (bottles?|pills|gun|pistol|rifle|rope)|my (bottles?|pills|gun|pistol|rifle)) (too long|a little too long|way too long|for too long|longer than i should|a bit too long)(?= |$)`,
    `(id|i d|i would) (welcome|be fine with|not mind) (a|the|any|that) (\\w+ )?(hurricane|storm|tornado|flood|bullet|truck|semi|heart attack|stroke|lightning bolt|lightning strike) (taking|to take|take) me( out| away| with it)?(?! (to|home|down|there|back)( |$))(?= |$)`,
    `(talk|talking|speak) (to|with) (someone|somebody|a person|a human)( \\w+){0,3} (but|just) (\\w+ )?((dont|don t|do not|i dont|i don t) (want|need) (the )?(cops|police|911|sheriff|ambulance)( \\w+)? (sent|called|showing up|coming|to come)|(dont|don t|do not|no) (send|call|sending|calling) (the )?(cops|police|911|sheriff|ambulance))(?= |$)`,
  ]),
  // Threats (911 first): a man loading up to go out to an ex's new man; a list of four names at the VA
  // "i aint gonna be the only one who suffers"; a personal weapon brought on post; "im hurting him bad"
  // beside a bat and a pistol; done warning a neighbour beside a gun; "tonight he learns"; the whole
  // clinic to pay beside ammo "for all of em"; shooting back at the house one knows; "tonight she
  // finds out what it costs"; a VSO dragged across the desk; as many paper pushers taken out as one
  // can; waiting in the lot with a knife; "better pray i never find out"; "i know how to make things go
  // boom"; "no warning shot, im aiming at him"; "the end of all of us" beside a rifle; a man driven
  // off a bridge.
  ...rules("harm", "lakecharles-en-r68", [
    `(aint|ain t|not|wont|won t|will not|im not|i m not) (gonna |going to )?be the only one (who|that|to) (suffers|suffer|suffering|hurts|hurt|hurting|pays|pay|paying|bleeds|bleed|loses|lose)(?= |$)${besideWords("list|names|did this|gun|pistol|rifle|rater")}${notBeside("lol|lmao|haha\\w*|jk|trip|bill|check|tab|chip in|split")}`,
    `(bringing|bring|brought|taking|take|carrying|carry|sneaking|sneak) (my|a|the) (personal |own )?(weapon|gun|pistol|rifle|piece|glock|ar|ar 15|ar15|strap|knife) (on post|on base|on the base|to work|to the (office|va|clinic|unit|motor pool|formation|shop|job|hangar|armory|drill))(?= |$)${besideWords("handle|handling|remember|pay|pays|swear|pushing|sick of|done with|learn|regret|teach|end this")}${notBeside("register\\w*|registration|conceal\\w*|permit|allowed|legal|can i|is it ok|rules|policy|lock\\w*|lockbox|safe")}`,
    `(whole|entire) (\\w+ )?(motor pool|clinic|office|va|building|unit|department|place|staff|platoon|company|shop|floor) (gonna|going to|will|is gonna|finna|bout to) (pay|regret|bleed)(?= |$)${besideWords("gun|pistol|rifle|shotgun|ammo|rounds|did to|denied|cost me|took|pushing|sick of|what they did")}${notBeside("lol|lmao|haha\\w*|jk|when i win|review|complain\\w*|congress\\w*|lawyer|news|story|yelp|when im gone|after im gone|when i m gone|after i m gone|find me|remember me|miss me|myself|im gone|i m gone")}`,
    `(im|i m|i am|ima|imma|gonna be|going to be|finna be) (hurting|hurtin) (him|her|them|that \\w+)( real)? (bad|badly|good)(?= |$)${besideWords("bat|pistol|gun|knife|rifle|shotgun|machete|if (he|she|they|that)|comes back|one more time|swear")}${notBeside("drinking|drunk|ptsd|anger|temper|words|help|better off without me|myself|deserve better|sorry|ashamed")}`,
    `(done|through|finished) (warning|warnin) (him|her|them|that \\w+|the neighbor|the neighbour|my neighbor|my neighbour)(?= |$)${besideWords("gun|pistol|rifle|shotgun|gauge|12 gauge|ar|knife|machete|loaded")}${notBeside(`lol|lmao|haha\\w*|jk|end it|rope|pills|${ONE_OWN_END_BESIDE_A_MEMORIAL}`)}`,
    `(tonight|tomorrow|today|this weekend|soon) (he|she|they|that \\w+) (learns|learn|gonna learn|will learn|finds out|find out|gonna find out|will find out)( what (it costs|happens|i am|im capable of|i m capable of|i can do|it means))?(?= |$)${besideWords("gun|pistol|rifle|shotgun|gauge|knife|ammo|loaded|machete")}${notBeside("lol|lmao|haha\\w*|jk|results|test|grade|score|the truth|surprise|party|pregnan\\w*|if (she|he|they)|whether")}`,
    `(tonight|tomorrow|this weekend|soon) (he|she|they|that \\w+) (learns|finds out|find out|gonna find out|will find out) what (it costs|happens|i am|im capable of|i m capable of|i can do)(?= |$)${besideWords("address|sitting outside|sat outside|took everything|took my kids|took the kids|parked outside|new man|new boyfriend")}${notBeside("lol|lmao|haha\\w*|jk|surprise|party|pregnan\\w*")}`,
    `(start|starting|gonna start|going to start|ima start|finna start) (shooting|bustin|busting|blasting) back(?= |$)${besideWords("his house|her house|their house|which house|what house|stay at|know where|know which|tonight")}${notBeside("paintball|airsoft|game|lol|lmao|haha\\w*|jk|emails?|letters?|texts?|stressor|statement|ptsd|claim|deploy\\w*|iraq|afghanistan|fallujah|ramadi|we were|nightmare\\w*|flashback\\w*")}`,
    `(dragging|drag|gonna drag|pull|pulling|yank|yanking|snatch|snatching) (her|him|them|that (rater|clerk|lady|guy|dude|bitch|bastard|vso|woman|man)) (across|out from behind) (the|that|her|his|their) (desk|counter|table|window|glass|partition)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|metaphor\\w*|figuratively|cat|dog")}`,
    `(take|taking|took) out as many (of )?(those |these |the |them )?(\\w+ ){0,3}(people|pushers|employees|raters|clerks|staff|cops|officers|guys|bastards|suits|folks|workers|of (them|em))( \\w+){0,4} as (i|we) (can|could)(?= |$)`,
    `(waiting|waitin|wait|sitting|sittin) (in|at|outside|by|behind) (the )?(\\w+ )?(parking lot|parkin lot|lot|back door|exit|alley|bar)( \\w+){0,2} for (him|her|that \\w+)(?= |$)${besideWords("knife|gun|pistol|blade|bat|strap|piece|running his mouth|runnin his mouth|disrespect\\w*|teach (him|her|them) a lesson")}`,
    `(better|best) pray (i|that i) (never|dont|don t|do not|wont|won t) (find|catch|meet|run into)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|golf|court|tennis|game")}`,
    `(i )?know how to make (things|stuff|it|shit|sh\\w*|them|that place|that building|buildings?|cars?) (go boom|go bang|blow up|explode)(?= |$)${besideWords("va|rater|regional|clinic|office|denied|whoever")}${notBeside("fireworks|4th|fourth|july|new year\\w*|tannerite|lol|lmao|haha\\w*|jk|stump|demolition|mining|quarry|eod|ordnance|engineer|mos|job|career|resume|civilian|hire")}`,
    `(next time )?no (more )?warning (shot|shots)(?= |$)${besideWords("next time (he|she|they)|aim\\w*|at (him|her|them)")}${notBeside("lol|lmao|haha\\w*|jk|hog|hogs|deer|coyote|dog|dogs|bear|snake|gator|law|legal|instructor|class|ccw|chl|is it|question|allowed|self defense|home defense")}`,
    `((im|i m|i am|ima|imma|gonna be|going to be|i ll be|ill be) (aiming|aimin) (at|right at)|(i ll|ill|gonna|ima|imma|going to) aim (at|right at|for)) (him|her|them|his (\\w+ )?(head|chest|back)|her (\\w+ )?(head|chest|back))(?! (to|birthday)( |$))(?= |$)${notBeside("deer|buck|hog|coyote|target|paper|bottle|(a|the|soda|beer|tin) cans?|game|lol|lmao|haha\\w*|jk|camera|photo|picture|lens")}`,
    `(im|i m|i am|ima|imma|gonna be|going to be|i ll be|ill be) (aiming|aimin) for (his|her) (\\w+ )?(head|chest|back)(?= |$)${notBeside("deer|buck|hog|coyote|target|paper|bottle|game|lol|lmao|haha\\w*|jk|camera|photo|picture|lens")}`,
    `(loading up|load up|loaded up|loadin up|gearing up|strapping up)( \\w+){0,3} (and )?(im |i m )?(going|goin|heading|headed|gonna go) (out )?(there|out there|outside|over there)(?= |$)${besideWords("new man|new boyfriend|new guy|ex|girlfriends|parked outside|outside my (house|place)|in my driveway")}${notBeside("moving|move|movers|u haul|uhaul|next (week|month)|apartment|lol|lmao|haha\\w*")}`,
    `(the )?(end|ruin) of (all of us|us all)(?= |$)${besideWords("gun|guns|rifle|shotgun|pistol|ammo|ar|today|tonight|tomorrow|bringing|loaded|rounds")}${notBeside("lol|lmao|haha\\w*|jk")}`,
    `((run|running|put|putting|drive|driving|push|pushing|throw|throwing) (him|her|that \\w+)|(drop|dropping|shove|shoving|knock|knocking|toss|tossing) (him|her|that (guy|dude|bastard|bitch|prick|jagoff|foreman|boss|sob|asshole|man|woman|rater|supervisor))) (off|over|from|out) (the|a) (\\w+ )?(bridge|cliff|levee|road|edge|overpass|scaffold|scaffolding|roof|ledge|balcony|catwalk|ladder|building|window)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|dog|cat|boat|horse|every morning|appt|appointment|parking|ice|snow|leaves|nest|box|debris|fell")}`,
  ]),
  // Ordinary words read as risk: time killed in a waiting room; gallows humour said so; the VA "where
  // hope goes to die". ("The end of all of us" said of the VA is no longer read by the responder-en
  // threat rule; beside a weapon or a day it is a threat, in the block above.)
  ...rules("benign", "gary-en-r68", [
    `killing time(?= |$)${notBeside(`living|alive|no point|point of|anymore|want to wake|${OWN_END_BESIDE_A_FRAME}`)}`,
    `(gallows|dark|black) (humor|humour)(?= |$)${notBeside(`not (really )?joking|not kidding|no joke|serious|rather be dead|better off dead|wake up|be around|much longer|deal with me|honestly|really|tonight|suicid\\w*|dying|${ONE_OWN_END_BESIDE_A_MEMORIAL}`)}`,
    `where (hope|dreams|claims|paperwork|files|appeals|veterans|vets) (go|goes) to die(?= |$)${notBeside(ONE_OWN_END_BESIDE_A_MEMORIAL)}${notBeside("right behind (it|them|her|him)|behind it|me too|me next|wont be needing|won t be needing|wont need|won t need|tonight|goodbye|bye|done|last|not (really )?joking|not kidding")}`,
  ]),
  // Round 59's second read: the writer's own end said other ways: holding on till a child finished
  // school, "im done now"; up on a balcony's railing; a belt or cord already hung; and threats: headed
  // over there with an AR; "if i go down they all goin down with me"; a piece brought to drill, "gonna
  // regret crossing me"; a man who "finds out tonight"; a waiting room "lit up" beside rounds; return
  // fire; someone shooting at the writer, or screaming he will gut them with a knife in hand, now; an
  // office that "wont be standing"; a device put together.
  ...rules("suicide", "review-r59", [
    `(hang on|hold on|stick around|stay alive|keep going|be here|hold out)( \\w+){0,2} (till|until|til|for) (my |the |our )?(\\w+ ){0,2}(girl|boy|son|daughter|kids|youngest|baby|babies|grandkids?|grandbabies|grandson|granddaughter|wife|mom|mama) (finished|finishes|graduated|graduates|walked|walks|turned|turns|got|gets|was|is|were|are|left|leaves|moved)( \\w+){0,4}(?= |$)${besideWords("im done|i m done|i am done|done now|ready now|my time|time to go|its time|it s time|im ready|i m ready")}${notBeside("lol|lmao|haha\\w*|jk|gi bill|retire\\w*|move|moving|job")}`,
  ]),
  ...rules("lethality", "review-r59", [
    `(up |standing |sitting |out )?on (the|a) (railing|rail|ledge|edge) of (my |the |a |his |her |this |that )?(\\w+ ){0,3}(balcony|roof|bridge|overpass|parking garage|parking deck|building|tower|dam)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|fix\\w*|paint\\w*|install\\w*|repair\\w*|ladder|photo|picture|selfie|bird|cat|plant|plants|flower\\w*")}`,
    `(doesnt|dont|does not|don t|doesn t|aint|ain t|not) (look|seem) (that|so|too|very) (far|high) (down|up)(?= |$)${besideWords("balcony|roof|bridge|railing|ledge|edge|floor|overpass|parking garage|rn|right now|tonight")}${notBeside("lol|lmao|haha\\w*|jk|hike|hiking|zip ?line|bungee|skydiv\\w*|ladder|climb\\w*")}`,
    `(belt|belts|cord|cords|extension cord|sheet|sheets|rope|noose|strap|dog leash|leash)( is| s| are)? (already )?(hung|hanging|tied|up|set up|ready) (up )?(in|on|from|over|to) (the |my )?(closet|rafter|rafters|beam|door|doorknob|fan|ceiling fan|ceiling|garage|tree|shower rod|bar|pipe|railing)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|laundry|dry|drying|clothes|towel|hammock|swing|decorat\\w*|christmas|lights|flag|banner|tarp|dog run")}`,
  ]),
  ...rules("harm", "review-r59", [
    `(im|i m|i am|bout to be|about to be|finna be)( \\w+)? (headed|heading|going|goin|driving|rolling|rollin|pulling up) (over )?(there|over there|to (his|her|their) (place|house|crib|job|work))(?= |$)${besideWords("ar|ar 15|ar15|ars|rifle|gun|pistol|shotgun|strap|glock|loaded|loading|piece")}${besideWords("ex|exs|new (boyfriend|man|guy|girlfriend)|boyfriend|her place|his place|pulled up|that dude|the dude|that guy")}${notBeside("lol|lmao|haha\\w*|jk|kids|pick up|custody exchange|visit\\w*")}`,
    `(if|when) i (go|goes|going|am going|m going) down( \\w+){0,2} (they|them|yall|y all|all of (em|them)|everybody|everyone|every one of (em|them))( all)? (goin|going|gonna go|go|are going|re going|coming|comin|gonna come)( down)? with me(?= |$)${notBeside("lol|lmao|haha\\w*|jk|ship|captain|team|game|stock\\w*|market|business")}`,
    `(gonna|going to|will|finna|about to|bout to|gon|ll) regret (ever )?(crossing|crossin|messing with|messin with|screwing|screwin|fucking with|f ing with|effing with|denying|disrespecting|doing this to|doin this to|doing that to) me(?= |$)${notBeside("lol|lmao|haha\\w*|jk|appeal\\w*|lawyer|attorney|court|review|when i win|hearing|congress\\w*|complain\\w*|news|yelp")}`,
    `(bringing|bring|brought|taking|take|carrying|carry|sneaking|sneak) (my|a|the) (personal |own )?(weapon|gun|pistol|rifle|piece|glock|ar|ar 15|ar15|strap|knife|heat) (to|into) (drill|formation|the drill hall|the armory|the unit|the office|work|the shop|the va|the clinic|the hearing|court)(?= |$)${besideWords("regret|handle|handling|remember|pay|pays|swear|pushing|sick of|done with|learn|teach|crossing|crossin|whole")}${notBeside("register\\w*|registration|conceal\\w*|permit|allowed|legal|can i|is it ok|rules|policy|lock\\w*|lockbox|safe|clean\\w*|inspect\\w*|qualif\\w*|range day")}`,
    `(he|she|they|that \\w+|the neighbor|the neighbour|my neighbor|my neighbour) (finds|find|gonna find|will find|learns|learn|gonna learn) out (tonight|tomorrow|today|this weekend|soon)(?= |$)${besideWords("gun|pistol|rifle|shotgun|gauge|12 gauge|knife|ammo|loaded|done talking|done warning|done asking")}${notBeside("lol|lmao|haha\\w*|jk|results|test|grade|decision|rating|score|the truth|surprise|party|pregnan\\w*|birthday|baby|if (she|he|they|i)|whether|team|christmas|gift|present")}`,
    `light (the whole (place|building|office|room|clinic|lobby|waiting room|floor)|the place|that place|this place|em|them|everybody|everyone|it all) up(?= |$)${besideWords("va|office|clinic|waiting room|rounds|ammo|gun|rifle|ar|tomorrow|tonight|pistol|mags")}${notBeside("christmas|lights|decorat\\w*|candles|birthday|party|lol|lmao|haha\\w*|jk|smile|laugh|joke|jokes|grill|bbq|fireworks|music|karaoke|band|dance|sing\\w*")}`,
    `(bout to|about to|gonna|going to|finna|ima|imma|gon)( go)? return (fire|the favor with (my|the) (gun|ar|rifle|pistol|strap))(?= |$)${notBeside("lol|lmao|haha\\w*|jk|paintball|airsoft|game|cod|call of duty")}`,
    `(they|someone|somebody|some \\w+|a \\w+|he|she|my (neighbor|neighbour|ex|husband|wife|boyfriend|son|brother))( re| s| is| are)? (shooting|shootin|firing|fired|shot) (at )?(my (trailer|house|car|truck|door|window|place|apartment)|at me|at us|into my \\w+)( rn| right now| now)?(?= |$)${notBeside("lol|lmao|haha\\w*|jk|paintball|airsoft|nerf|game|iraq|afghanistan|vietnam|korea|fallujah|ramadi|deploy\\w*|nightmare\\w*|dream\\w*|flashback\\w*|years ago|in (19|20)\\d\\d|back then|photo|photos|pictures|camera|video|film")}`,
    `(dude|guy|man|woman|lady|someone|somebody|he|she|my (ex|neighbor|neighbour|husband|wife|boyfriend|son|brother|stepdad))( \\w+){0,8} with (a|the|his|her) (knife|gun|pistol|bat|machete|rifle|shotgun|blade)( \\w+){0,2} (screaming|yelling|saying|threatening|swearing|hollering)( \\w+){0,3} (gonna|going to|he ll|hell|she ll|shell|will|finna) (gut|kill|shoot|stab|cut|hurt|get|beat|end) (me|us|my \\w+)(?= |$)${notBeside("flashback\\w*|nightmare\\w*|dream\\w*|dreams|memor\\w*|claim|ptsd|years ago|iraq|afghanistan|vietnam|deploy\\w*|movie|show|game|lol|lmao|haha\\w*|jk")}`,
    `(wont|won t|will not|aint gonna|ain t gonna|not gonna|isnt gonna) be standing( (come|by|after|on|this) \\w+)?(?= |$)${besideWords("office|va|clinic|building|regional|hospital|device|bomb|ied")}${notBeside("lol|lmao|haha\\w*|jk|renovat\\w*|demoli\\w*|torn down|tearing down|closing|closed|budget|funding|storm|hurricane|tornado")}`,
    `(put|putting|puttin|build|building|make|making|made|built) (together )?(a|an|the|some) (device|bomb|pipe bomb|ied|explosive|explosives)( together)?(?= |$)${notBeside("lol|lmao|haha\\w*|jk|eod|in the army|in the marines|in iraq|in afghanistan|training|disposal|defuse\\w*|tbi|blast|hit by|hurt by|injured by|claim|exposure|bath bomb|smoke bomb|seed bomb")}`,
  ]),
  // Ordinary words read as risk: a goodbye said to a VSO one leaves for another; a rifle shipped in a
  // move; two medicines asked about together.
  ...rules("benign", "review-r59", [
    `((tell|say|said|telling|saying) (my|the|our) (\\w+ )?(vso|rep|representative|agent|lawyer|attorney|doctor|therapist|counselor|caseworker|case manager|provider|pcp) (goodbye|bye)|(say|said|saying) (goodbye|bye) to (my|the|our) (\\w+ )?(vso|rep|representative|agent|lawyer|attorney|doctor|therapist|counselor|caseworker|case manager|provider|pcp))(?= |$)${besideWords("switch|change|different|another|new|transfer\\w*|moving|retir\\w*")}${notBeside("myself|kill|end it|die|dying|suicid\\w*|tonight|pills|gun|pistol|rope|bridge|forever|for good|last time|world|everyone|everybody|family|kids|wife|love you")}`,
    `(ship|shipping|transport|transporting|move|moving|mail|mailing|fly|flying|drive|driving)( with)? (my|a|the|his|her|our) (\\w+ )?(rifle|rifles|gun|guns|shotgun|shotguns|pistol|pistols|firearm|firearms|handgun|handguns)(?= |$)${besideWords("move|moving|out of state|state|ffl|airline|flight|ups|fedex|how do i|can i|legal|law|laws|hunting trip|hunt")}${notBeside(OWN_END_BESIDE_A_FRAME)}`,
    `(can i|is it ok to|is it okay to|is it safe to|should i|do i|ok to|okay to|safe to) (take|mix|combine)( my)? (\\w+ ){1,3}(and|with) (\\w+ ){1,3}(at the same time|together)(?= |$)${notBeside(`all|every|whole|for good|forever|finally|never wake( up)?|not wake( up)?|enough|how many|too many|overdose|at once|${OWN_END_BESIDE_A_FRAME}`)}`,
  ]),
  // Round 60 (round 69's sets, once measured): the writer's own end in new words: "that will be that"
  // or "taking care of it tonight" beside a gun; a pain reliever "and the vodka" had, with what the
  // kids get; arrangements for oneself this week; time "i go see her" beside a revolver, "God will
  // understand"; out on the water, up to camp or out past the kelp "not coming back"; "next time im
  // not unloadin it"; the hardest part done beside what was given away; walking off an overlook; a
  // tub and a blade; a hose and duct tape; a jump said "jumpin"; stepping in front of a train; the
  // knot tied; a pistol and its bullets "after"; the ocean left to "do the rest"; a burial, a flag or
  // a memorial tattoo "for me" by a day.
  ...rules("suicide", "junctioncity-en-r69", [
    `(and )?(that ll|thatll|that will|that s|thats|that is|that d|thatd|that would) be (that|it)(?= |$)${besideWords(`${GUN}|22|colt|revolver|pills|rope|noose|pond|river|bridge`)}${notBeside("lol|lmao|haha\\w*|jk|coyote|coyotes|hog|hogs|deer|varmint\\w*|gopher\\w*|groundhog\\w*|squirrel\\w*|snake|raccoon|rabid|target|targets|range|claim|appeal|decision|rating|sell|selling|sold|pawn\\w*|trade|fix\\w*|clean\\w*")}`,
    `(take|taking|takin|took) care of (it|it all|everything|things|myself|me|business)( \\w+){0,3} with (my|a|the|his|dads|my dads|grandpas|my grandpas) (\\w+ ){0,3}(${GUN}|colt|revolver|22|pills|rope)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|neighbor|neighbour|ex|boyfriend|coyote\\w*|hog\\w*|deer|varmint\\w*|gopher\\w*|groundhog\\w*|squirrel\\w*|snake\\w*|raccoon\\w*|rabid|skunk\\w*|pest\\w*|dog|bear")}`,
    `(walk|walking|step|stepping|jump|jumping) (off|over) (the|a|that|this) (\\w+ ){0,2}(overlook|edge|cliff|ledge|roof|bridge|pier|balcony|parking garage|overpass|dam)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|pool|lake|creek|fishing|cannonball|dared|kids|dog|photo|picture|video|every summer|what if|if i ever|imagine|roofer|roofing|ladder|slipped|slip|fell|fall|injur\\w*|hurt my|my back|my knee|my ankle")}`,
    `(step|stepping|steppin|walk|walking|walkin|jump|jumping|jumpin|lay|laying|layin|lie|lying) (down )?(in front of|onto|on) (it|the (next )?(train|tracks|coaster|amtrak|semi|bus)|that (train|semi|bus)|a (train|semi|bus))(?= |$)${besideWords("train|trains|tracks|coaster|amtrak|semi|platform|crossing")}${notBeside("lol|lmao|haha\\w*|jk|dog|cat|kid|kids|camera|almost|nearly|accident\\w*|picture|photo|video|model|toy")}`,
    `(let|letting|lettin) (the )?(ocean|sea|river|current|tide|waves|lake|gulf|bay|train) (do|take care of|handle|finish) (the rest|it|me|the job)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|ashes|scatter\\w*|urn|cremat\\w*|burial at sea|clean\\w*|sand|boat|wash|washes|washed|washing|washer|car wash|erosion|laundry|dishes|fish\\w*|bait|ice pack|knee|soak|overnight|pan|stain")}`,
    `(its|it s|it is|asking|askin|this is|thats|that s|tattoo|arrangements|plot|headstone|flag) (for|about) (me|myself|my own self|my self)( not (him|her|them|my \\w+))?(?= |$)${besideWords("burial|funeral|headstone|casket|flag|cemetery|plot|obituary|cremation|urn|rest easy|roster|rip|in memory|memorial|grave")}${besideWords("wont need to wait|won t need to wait|wont have to wait|not long|wont be long|won t be long|by next week|next week|this week|tonight|tomorrow|by (friday|saturday|sunday|monday|tuesday|wednesday|thursday|the weekend)|friday|saturday|sunday|monday|tuesday|wednesday|thursday|once the ink heals|doing it once|do it once|asap")}${notBeside("lol|lmao|haha\\w*|jk|hospice|cancer|terminal\\w*|diagnos\\w*|dementia|months to live|weeks to live|pre ?need|preneed|pre ?regist\\w*|planning ahead|plan ahead|ahead of time|someday|eventually|when the time comes|when i die someday|old age|years|buried with|with (him|her)|spouse|guard|enlist\\w*|recruit\\w*|disqualif\\w*|military|army|navy|marines|air force|job|work")}`,
  ]),
  ...rules("intent", "junctioncity-en-r69", [
    `(going|goin|go|leave|leaving|check out|checking out|go out|going out) (out )?on (my|his|her) own terms(?= |$)${notBeside("lol|lmao|haha\\w*|jk|retir\\w*|job|career|army|military|service|navy|corps|quit|resign\\w*|contract|marriage|divorce|hospice|dnr|dignity|palliative|maid|medical aid|cancer|terminal\\w*|chemo|treatment|vacation|trip")}`,
    `(its|it s|it is) time (for me )?(i |to )?(go |went )?(see|join|be with|go be with|go see|meet) (her|him|them|my (late )?(wife|husband|son|daughter|boy|girl|buddy|brother|brothers|guys|boys|mom|dad|mother|father)|mama|momma|jesus|the lord)(?= |$)${besideWords(`passed|died|gone|heaven|${GUN}|revolver|pills|god will understand|lord will understand`)}${notBeside("lol|lmao|haha\\w*|jk|grave|graves|cemetery|headstone|plot|memorial|flowers|hospital|nursing home|rehab|memory care|visit\\w*|drive|fly|flight|trip|ticket|appointment|appt|reunion")}`,
    `(making|makin|make|made) (the |my )?(arrangements|plans) for (myself|me|my own (funeral|burial|service))( \\w+){0,3}(?= |$)${besideWords("this week|tonight|tomorrow|this weekend|next week|by (friday|saturday|sunday|monday|tuesday|wednesday|thursday)|soon|asap")}${besideWords("funeral|burial|cemetery|casket|headstone|plot|obituary|cremation|funeral home")}${notBeside("lol|lmao|haha\\w*|jk|hospice|cancer|terminal\\w*|diagnos\\w*|surgery|pre ?need|preneed|ahead of time|plan ahead|planning ahead|someday|eventually|old age|dementia|months to live|weeks to live|doctor (says|said|gave me) (\\w+ ){0,2}(months|weeks)")}`,
    `(the )?hardest (part|parts|bit) (is |s |are |re )?(done|over|taken care of|behind me|finished)( now)?(?= |$)${besideWords("gave|sold|given|giving|give away|gave away|dog|cat|guitar|guns|truck|keys|tools")}${notBeside("lol|lmao|haha\\w*|jk|move|moving|moved|surgery|divorce|claim|appeal|paperwork|packing|rehab|detox|sober|recovery|deployment|chemo|treatment|exam|test|c ?file|c and p|yard sale|garage sale|downsiz\\w*|estate sale|retir\\w*")}`,
  ]),
  ...rules("place", "oceanside-en-r69", [
    `(its|it s|it is|this is|thats|that s|gonna be|going to be)( a| my)? one way (trip|ride|drive|hike|paddle|swim|sail)(?= |$)${besideWords("boat|ocean|sea|gulf|lake|river|woods|mountain|mountains|desert|camp|pier|paddle|kelp|first light|sgli|vgli|life insurance|wife knows|goodbye|tell my")}${notBeside("lol|lmao|haha\\w*|jk|ticket|tickets|flight|move|moving|rental|u haul|uhaul|fly|plane|airline|cruise|relocat\\w*|job|orders|pcs")}`,
    `(walking|walk|going|heading|headed|goin) (out )?(to|onto|on) the (train )?(tracks|rails)(?= |$)${besideWords("train|freight|comes thru|comes through|coming thru|at \\d+")}${notBeside("lol|lmao|haha\\w*|jk|work|job|railroad|conductor|engineer|photo\\w*|picture\\w*|dog|kids|museum|model|station|platform to catch|catch the")}`,
    `(im |i m |i am |sitting |standing )?(at|on) the (very )?(end|edge) of the (pier|dock|jetty|wharf|breakwater)(?= |$)${besideWords("going in|goin in|go in|jump\\w*|not coming back|too late|goodbye|bye|in the water|over the rail|cant swim|can t swim|never learned to swim|dont know how to swim")}${notBeside("lol|lmao|haha\\w*|jk|fishing|fish|photo\\w*|picture\\w*|sunset|sunrise|surf\\w*|swim (lesson|lessons|team|meet)|go swimming|went swimming|kids|dog|boat|ferry|lunch|dinner|restaurant")}`,
    `(sit|sitting|sittin|get|getting|gettin|lay|laying|layin|lie|lying) in (the|my|a) (tub|bath|bathtub)( \\w+){0,3} with (the|a|my) (blade|razor|razors|knife|box cutter|toaster|hair dryer|hairdryer|pills|${GUN})(?= |$)${notBeside("lol|lmao|haha\\w*|jk|shave\\w*|legs|clean\\w*|scrub\\w*|caulk\\w*|grout|fix\\w*|repair\\w*")}`,
  ]),
  ...rules("meansReady", "pittsburgh-en-r69", [
    `(i have|ive got|i ve got|i got|got|have|holding|sitting with) (the |my |a |all the |all my )?(\\w+ )?(tylenol|advil|ibuprofen|acetaminophen|pills|percs|percocets|oxy|oxys|oxycodone|xanax|benzos|sleeping pills|morphine|fentanyl|fetty|meds|insulin|trazodone|seroquel|ambien) (and|n|plus) (the |a |my |some |all the |a bottle of |a fifth of |a handle of )?(\\w+ )?(vodka|whiskey|whisky|liquor|jack|rum|tequila|booze|wine|fifth|handle|everclear|crown|bourbon)(?= |$)${besideWords("first|after|kids|benefits|tonight|enough|all of|whole|goodbye|sorry|done|ready|fill anything out|paperwork")}${notBeside("lol|lmao|haha\\w*|jk|party|cooking|recipe|cold|flu|hangover|hung over|headache|cut back|quit|quitting|sober\\w*|recovery|relaps\\w*|rehab|detox|is it safe|can i (take|mix|drink|have)|interact\\w*|doctor|pharmacist|dinner|bed|is that bad|is that ok|ok to|okay to|glass|worr\\w*")}`,
    `(the )?hose (and|n|&|plus|with) (the |some )?(duct tape|tape|towels|rags)(?= |$)${besideWords("exhaust|tailpipe|window|windows|garage|car|truck|engine|tonight|goodbye|dd214|bury|buried|kids|wife|insurance|done|tired|flag|after")}${notBeside("lol|lmao|haha\\w*|jk|garden|leak\\w*|plumb\\w*|pipe|repair\\w*|fix\\w*|pool|radiator|hvac|dryer|vent|sink|washer|water heater|car wash|drain|camper|rv|shop vac|boat|bilge|clamp|busted")}`,
    `((the |my |a )?(knot|noose|loop)(s| s| is)? (already )?(tied|ready|done|made|set|hung)|(the |my |a )?noose( is| s)? (already )?up)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|wedding|married|marry|marrying|wife|husband|fiance\\w*|boat|fishing|lure|hook|scout\\w*|tying the knot|tie the knot|tied the knot|got the knot tied|hitched|bride|groom|anniversary|tie|necktie|shoe|shoes|laces|bowline|sailing|rope course|head|shoulder|back|neck|muscle|bump|lump|spouse|june")}`,
    `(next time|this time|tonight|tomorrow)( \\w+){0,2} (im |i m |i am |i |im just |i ll |ill )?(not|aint|ain t|wont|won t|dont|don t|not gonna|aint gonna) (unloadin|unloading|unload|puttin it down|putting it down|put it down|pulling back)( it)?(?= |$)${besideWords("loadin|loading|load|loaded|gun|pistol|rifle|trigger|barrel|chamber\\w*|mouth|revolver|shotgun|round|rounds")}${notBeside("lol|lmao|haha\\w*|jk|dishwasher|truck|trailer|groceries|moving|movers|van|washer|range|class")}`,
    `(i have|ive got|i ve got|i got|got) (the|my|a) (\\w+ )?(pistol|gun|revolver|rifle|shotgun|glock|handgun|45|9mm) and (i have |ive got |i ve got |i got |got )?(the |my |some )?(bullets|rounds|ammo|shells|a round|one round|a bullet|one bullet)(?= |$)${besideWords("tonight|ready|goodbye|sorry|still get|will get|champva|dic|life insurance|sgli|vgli")}${notBeside("lol|lmao|haha\\w*|jk|hunt\\w*|range|deer|class|permit|carry|ccw|conceal\\w*|store|lock\\w*|safe|sell|selling|sold|pawn\\w*|ffl|transport\\w*|move|moving|register\\w*|legal|allowed|rules|law|laws|passed|inherit\\w*|estate|dads|fathers|what do i do with|get rid|turn in|work|park\\w*|truck")}`,
  ]),
  ...rules("farewell", "pittsburgh-en-r69", [
    // Round 61 (beaufort-en, youngstown-en): the Lord "will judge me", God "can sort me out after",
    // beside a plan, an order made of one's affairs or a goodbye for ever.
    `((god|the lord|jesus|the man upstairs|the good lord) (will|ll|would|d|can|gonna|going to|is gonna)|godll|lordll|jesusll|godd) (judge me|sort me out|sort it out|sort it all out)( with me)?( after| afterwards| later| when i get there| on the other side)?(?= |$)${besideWords(`${GUN}|revolver|pills|rope|bridge|planning|plannin|planned|been planning|affairs|in order|ever again|tonight|goodbye|forgive me|done down here|im done|i m done`)}${notBeside("lol|lmao|haha\\w*|jk|skip\\w*|cuss\\w*|curs\\w*|swear\\w*|diet|cake|beer|judge (my|the|this) (case|claim|appeal)|board|bva|hearing|judge s|judges")}`,
    `(god|the lord|jesus|the man upstairs|the good lord) (will|ll|would|d) (understand|forgive me)(?= |$)${besideWords(`${GUN}|revolver|pills|rope|bridge|its time|it s time|go see (her|him)|be with (her|him)|tonight|goodbye`)}${notBeside("lol|lmao|haha\\w*|jk|skip\\w*|miss\\w*|mass|church|sunday|late|diet|eat\\w*|cake|beer|cuss\\w*|curs\\w*|swear\\w*")}`,
  ]),
  ...rules("deathBenefit", "pittsburgh-en-r69", [
    `(start|starts|starting|begin|begins) (getting|gettin|to get|receiving|drawing) (paid|money|checks|a check|payments|dic|benefits)(?= |$)${besideWords("wife|widow|husband|spouse|kids|family|survivor\\w*|she|he|they")}`,
  ]),
  // Round 60: threats in new words: a load of buckshot for a man who comes back tonight; taking out
  // as many as he can; a few of yall taken "with me"; a man run over in the lot; a pistol waved at
  // family; a knife going after people; one who "wont fire nobody ever again"; the whole benefits
  // office or that pharmacist "taken care of for good".
  ...rules("harm", "pittsburgh-en-r69", [
    `(?<!(^| )(i|im|i m|ima|imma|i ll|ill|i am|me|gonna|going to)( \\w+)? )(gets|get|getting|gonna get|catches|catch|gonna catch|eating|eats|gonna eat|gonna be eating) (a )?(load of |mouthful of |face full of |faceful of |belly full of )?(buckshot|birdshot|lead|a bullet|bullets|hot lead|both barrels|two in the chest)( \\w+){0,3}(?= |$)${besideWords("if he|if she|if they|if that|comes back|come back|shows up|show up|steps|sets foot|tonight|waiting|porch|property|door")}${notBeside("lol|lmao|haha\\w*|jk|coyote\\w*|deer|hog\\w*|turkey\\w*|dog|raccoon\\w*|snake\\w*|duck\\w*|goose|geese|pheasant\\w*|bird\\w*|varmint\\w*|target\\w*|clay\\w*|skeet|trap|bear|bears|fox|foxes|coop|chicken\\w*|hen|hens|bobcat|wolf|wolves|cougar|mountain lion|armadillo|gator|it gets|it get")}`,
    `((take|taking|takin) (out|down)|drop|dropping|kill|killing|shoot|shooting|hurt|hurting) as many( \\w+)? as (he|she|they|i) (can|could|cans)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|game|cod|call of duty|fortnite|zombies|pizza|tacos|beers|wings|hot dogs|loans?|books|claims? (rep|file|backlog)|forms|classes|credits|iraq|afghanistan|fallujah|ramadi|vietnam|korea|deploy\\w*|combat|ptsd|nightmares?|rating|over there|in (19|20)\\d\\d")}`,
    `(take|taking|takin|gonna take|ima take|ill take|i ll take) (a few|some|a couple|several|as many|a bunch|all|every one|everyone|everybody|a handful|one or two) (of )?(yall|y all|you|you all|them|em|you people|(those|these) (people|guys|folks|bastards|clowns|raters|clerks|nurses|doctors|staff|pricks|paper pushers|pencil pushers|suits))( \\w+)? with me(?! (to|for|on|when|fishing|hunting)( |$))(?= |$)${notBeside("lol|lmao|haha\\w*|jk|lunch|dinner|out to eat|ride|bowling|drinks|beer|beers|game|trip|fishing|hunting|church|meeting|hearing|appointment|appt|forms|papers|brochures|pamphlets|copies|pens|cookies|samples|flyers|cards")}`,
    `(run|running|runnin|gonna run|ima run|go run) (him|her|them|that \\w+|the \\w+|this \\w+|my \\w+) (over|down)(?! (to|for)( |$))(?= |$)${besideWords("lot|parking|car|truck|with my")}${notBeside("lol|lmao|haha\\w*|jk|errand\\w*|numbers|report|paperwork|clock|meeting|mouth|name|schedule|ideas|list|almost|accident\\w*|dog|cat|deer|squirrel\\w*|possum|raccoon\\w*|lines|line|script|tape|video|nose|stairs|bases|appointment|appt|c p|clinic|hospital|pharmacy|claim|form\\w*")}`,
    `(waving|wavin|pointing|pointin|aiming|aimin|swinging|swingin|brandishing) (his|her|a|the|their) (\\w+ )?(pistol|gun|rifle|shotgun|knife|machete|blade|glock|revolver|piece|handgun|bat|axe) (at|around at|toward|towards|in the face of) (me|us|(my|his|her) (?!(own )?(head|mouth|temple|chin|chest|face|self|heart)( |$))\\w+|the kids|everyone|everybody|people)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|flashback\\w*|nightmare\\w*|dream\\w*|years ago|in (iraq|afghanistan|vietnam|korea)|over there|in (19|20)\\d\\d|movie|show|game|video|back then|used to")}`,
    `((goin|going|went|coming|comin|chasing|chasin|swinging|swingin|slashing|stabbing|running|runnin) (after|at)|chasing|chasin|attacking|stabbing|slashing) (people|folks|everybody|everyone|us|them|the staff|staff|kids|patients|vets|guys|the nurses|nurses)(?= |$)${besideWords("knife|gun|pistol|machete|blade|bat|rifle|shotgun|weapon|axe|hammer|glock")}${notBeside("lol|lmao|haha\\w*|jk|flashback\\w*|nightmare\\w*|dream\\w*|years ago|iraq|afghanistan|vietnam|movie|show|game|in (19|20)\\d\\d|back then")}`,
    `(he|she|they|that \\w+) (wont|won t|will not|aint gonna|ain t gonna|not gonna|never gonna|will never) (fire|deny|hurt|touch|disrespect|write up|bother|mess with|screw|screw over|yell at|lay hands on|laugh at|cheat|rob|steal from) (nobody|anybody|anyone|no one|another (vet|veteran|man|woman|person|soul|guy|worker|employee)|me|us|my \\w+)( \\w+){0,2} ((ever )?again|after (tonight|tonite|today|tomorrow|this))(?= |$)${besideWords("gun|pistol|rifle|knife|shotgun|piece|machete|blade|axe|make sure|see to it|tonight|tonite|(his|her|their) (house|place)|\\w+s house|\\w+ s house")}${notBeside("lol|lmao|haha\\w*|jk|lawsuit|sue|suing|complaint|eeo|hr|lawyer|attorney|union|report\\w*|got fired|retir\\w*|quit|ig|inspector general|congress\\w*|jail|prison|rehab|sober|drink|drinking|appeal|board|hearing|judge|court|fired him|fired her")}`,
    `(takin|taking|take|gonna take|ima take|ill take|i ll take|im takin|im taking) care of (the whole|that whole|the entire|everybody in|everyone in|all of|every one of them in|every last one in) (the |that |this )?(\\w+ ){0,2}(office|clinic|building|va|floor|staff|department|regional office|place|lobby)(?= |$)${besideWords("gun|rifle|pistol|ar|bomb|gas|for good|permanently|once and for all|they ll see|theyll see|pay|shoulda listened|should have listened|should of listened|had it coming|warned|ammo")}${notBeside("lol|lmao|haha\\w*|jk|paperwork|bills|thank\\w*|cookies|donuts|doughnuts|lunch|pizza|thanksgiving|christmas|party|bake\\w*|gift\\w*|cards|flowers|coffee|clean\\w*|while|caregiver|custodian|janitor|maintenance|by myself|my wife|my husband")}`,
    `(takin|taking|take|gonna take|ima take|ill take|i ll take|im takin|im taking) care of (that|this|the) (\\w+ )?(pharmacist|rater|doctor|nurse|guy|dude|foreman|boss|supervisor|manager|clerk|lady|bitch|jagoff|prick|bastard|asshole|neighbor|neighbour|sob|punk|clown) (for good|once and for all|permanently)(?= |$)${notBeside("lol|lmao|haha\\w*|jk|complaint|report\\w*|lawyer|review|yelp|hr|eeo")}`,
  ]),
  // Round 61 (round 70's sets, once measured): the writer's own end in new words: not living to see
  // a day ("me ain gwine see sunday"); a plan made a while ago; letting it "end quiet" so nobody has to
  // clean up; the top of a parking garage "been up here a while"; "bout to find out" what death pays;
  // swimming out "til he cant"; how far down it is from that bridge; the tub filled beside a razor;
  // the burial flag "she'll need" by a day; finishing what the enemy could not; the benefits "after";
  // walking into the cold; thin ice and headed there; a list of who gets what, then "im ready"; a
  // time set by the sun; a car driven into a river; forgiveness prayed for beside a gun.
  ...rules("intent", "beaufort-en-r70", [
    WONT_SEE_THE_DAY,
    `(ive|i ve|i have|i|been|i been) (been )?(planning|plannin|planned) (it|this|this out|it out|it all)(( for| a| since| out| all)( \\w+){0,3})?(?= |$)${besideWords(`${GUN}|pills|rope|bridge|goodbye|letter|letters|note|insurance|sgli|vgli|dic|tonight|tomorrow|end it|monday|tuesday|wednesday|thursday|friday|saturday|sunday|date is set|the day|wont need|won t need|sort me out|judge me|forgive me|taking myself out|last time`)}${notBeside(`${LOL}|party|wedding|trip|vacation|move|moving|surprise|reunion|retirement|birthday|shower|cookout|bbq|barbecue|funeral for|service for|memorial for|hunt|hunting|fishing|garden|renovat\\w*|remodel\\w*|budget|class|course|school|filing|file|cruise|visit|route|drive|road trip`)}`,
    `(gonna|going to|gon|ima|imma|ill|i ll|just|want to|wanna) (just )?let (it|it all|things|everything|myself) (end|fade( out| away)?|slip away|run out) (quiet|quietly|peaceful|peacefully|slow|slowly|on (its|it s) own)(?= |$)${notBeside(`${LOL}|retir\\w*|job|career|post office|business|lease|contract|marriage|relationship|subscription|season|show|series|policy|appeal|claim|membership|warranty|account|phone plan|insurance lapse`)}`,
    `(about|bout|abt|gonna|going|finna) to (find out|learn|see)(?= |$)${besideWords("if i (was|were|died|m|am) (dead|gone)|when (i m|im|i am) (dead|gone)|after i (die|m gone|am gone)|if i die|what happens when (you|we|i) die|whats on the other side|what s on the other side|the other side|afterlife|pay more if i|pay my wife more if i|by my own hand|if i go out")}`,
    `(made|making|wrote|writing|did|doing) (a|the|my) list (of )?(who|whos|who s) (gets|getting|get|will get|should get|gonna get) (what|my \\w+)(?= |$)${notBeside(`${LOL}|will|lawyer|attorney|estate plan\\w*|christmas|gifts|presents|garage sale|yard sale|moving|move|hospice|cancer|terminal\\w*|chores|chore|potluck|cookout|secret santa`)}`,
    `(im|i m|i am) (all )?ready( now)?$${besideWords("who gets what|gave away|given away|giving away|wont need|won t need|the letters|my affairs|in order|said my goodbyes|goodbyes")}`,
  ]),
  ...rules("farewell", "beaufort-en-r70", [WONT_SEE_THE_DAY]),
  ...rules("afterMe", "fairbanks-en-r70", [
    `(made|making|wrote|writing|did|doing) (a|the|my) list (of )?(who|whos|who s) (gets|getting|get|will get|should get|gonna get) (what|my \\w+)(?= |$)${besideWords("im ready|i m ready|i am ready|tonight|wont need|won t need|goodbye|bye")}`,
    `(nobody|no one|noone|nobody ll|they wont|they won t|nobody will|no one will)( \\w+)? (got|has|have|needs|need|will have|gotta|have got|got to|has to|have to|ll have) to clean (up )?(after me|the mess|up the mess|me up|up after me)(?= |$)${besideWords(`end|quiet|gone|tonight|goodbye|letter|letters|${GUN}|pills|garage|tarp|let it|aint eat|ain t eat|not eating|wont be|won t be`)}`,
    `(get|gets|getting|have|receive|receives|keep|keeps) (my|all my|the) (va )?(benefits|pension|insurance|money|checks?|stuff|things|compensation|comp|sgli|vgli) after(?=$| (its|it s|im|i m|i am|all|this)( |$))`,
  ]),
  ...rules("intent", "youngstown-en-r70", [
    `(been |ive been |i ve been |i been )?(working|workin|worked|figuring|figurin|figured|ironing|ironed) out (the|all the) (details|logistics|last details)( \\w+){0,2}(?= |$)${besideWords("(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight) (is|s) the day|the day is set|date is set|its set|it s set")}${notBeside(`${LOL}|wedding|party|move|moving|trip|vacation|reunion|funeral for|service for|memorial for|contract|job|claim|appeal|surgery|closing|loan|mortgage|lease`)}`,
    `(figured|figured out|worked out|know|found) (how|a way) to do it (clean|cleanly|quiet|quietly|neat|without a mess)(?= |$)${notBeside(`${LOL}|paint\\w*|deck|gutter\\w*|floor|carpet|grout|tile|engine|oil|brakes|transmission|tree|stump|fish|deer|hog|chicken\\w*|dishes|laundry|repair\\w*|install\\w*`)}`,
  ]),
  ...rules("afterMe", "youngstown-en-r70", [
    `(so|that) (my wife|my husband|my kids|my son|my daughter|my mom|my family|nobody|no one|noone|she|he|they|my \\w+) (dont|don t|doesnt|doesn t|wont|won t|will not|never) (have to|has to|gotta|got to) ((find|see|clean up) (a mess|me|the mess|my body|it)|deal with (me|my body|the mess))(?= |$)${notBeside(`${LOL}|dog|cat|puppy|kitten|garage|basement|attic|kitchen|yard|paperwork|bills|the estate|probate|taxes`)}`,
    `(get|gets|getting) (paid|the money|the checks?|a check) after(?=$| (its|it s|im|i m|i am|all|this)( |$))${besideWords("dic|sgli|vgli|insurance|notes|letters|kids|wife|goodbye")}`,
  ]),
  ...rules("farewell", "youngstown-en-r70", [
    `(wrote|written|writing|left|leaving|finished) (my |the )?(notes|letters|note|letter) (to|for) (the kids|my kids|my wife|my husband|my son|my daughter|my mom|my family|everyone|everybody|the family|my \\w+)(?= |$)${notBeside(`${LOL}|santa|christmas|birthday|thank you|thank you notes|thank you letters|teacher|school|congress\\w*|senator|rep|va|board|judge|buddy statement|nexus|lay statement|recommendation|reference|support`)}`,
  ]),
  ...rules("time", "fairbanks-en-r70", [
    `(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today)( s| is) the day(?= |$)${notBeside(`${LOL}|appointment|appt|exam|hearing|c p|cp|surgery|move|moving|wedding|party|birthday|payday|pay day|deadline|interview|game|opener|election|trash|check|deposit|graduation|closing|flight|trip|race|shower|big day`)}`,
    `(before|by|at|on|for|till|until|til) (the )?(solstice|equinox|sunrise|sun up|sunup|dawn|first light|sundown|sunset|nightfall|breakup|freeze up|freezeup|the sun (comes|come) (back|up)|the sun (goes|go) down)(?= |$)${notBeside("hunt\\w*|fishing|fish|duck|deer|elk|moose|caribou|blind|stand|boat|flight|drive|hike|work|shift")}`,
  ]),
  ...rules("suicide", "beaufort-en-r70", [
    `(swim|swimmin|swimming|walk|walkin|walking|paddle|paddling|paddlin|row|wade|wading) (out|out there|out past the \\w+)? ?(til|till|until|as far as) (he|she|i|they) (cant|can t|cannot|can no longer|give out|gives out|go under|goes under|sink|sinks|drown|drowns)(?= |$)${notBeside(`${LOL}|race|training|triathlon|workout|pool|laps|practice|swim test|lifeguard|for exercise|ironman`)}`,
    `(finish|finishing|finishin|gonna finish|ill finish|i ll finish|finish off) (what|the job) (the )?(vc|nva|taliban|haji|hajis|enemy|insurgents|chinese|north koreans|gooks|charlie|iraqis|war|desert|the desert|isis|al qaeda|japs|germans) (couldnt|could not|couldn t|didnt|did not|didn t|started|failed to|missed|left (off|undone))(?= |$)${notBeside(`${LOL}|degree|school|house|deck|project|book|memoir|story|model|painting|mural`)}`,
    `(gonna|going to|gon|ima|imma|ill|i ll|want to|wanna|about to|bout to|thinking about|thinkin bout|thinking bout|planning to|plan to) (just )?(walk|walkin|walking|wander|go) (out )?(into|in) the (cold|snow|storm|blizzard|ice|river|water|lake|ocean|sea|surf|waves|tundra|night|dark)(?= |$)${besideWords("like my (grandpa|grandfather|dad|father|uncle|brother|cousin) did|dont hurt|don t hurt|doesnt hurt|painless|wont hurt|not coming back|never come back|for good|keep walking|keep walkin|tonight|dont look for me|don t look for me|not come back|they say it|fall asleep|lie down|lay down|peaceful|go to sleep|freeze|freeze to death")}${notBeside(`${LOL}|hike|hiking|hunting|trap|traps|trapline|snowshoe\\w*|ski|skiing|photos?|camera|fishing|ice fishing|mail|wood|firewood|dog|dogs|polar plunge|plunge|swim|surfing|surf lesson`)}`,
    `(gonna|going to|gon|about to|bout to|wants to|want to|wanna|threatening to|threatenin to|(says|said|saying|sayin|texting|textin|texted|told me) (she|he|they)( s| is| ll| d| was| will)?( gonna| going to)?) (drive|driving|drivin|run|running|steer|steering|roll|rolling|put|putting) (the |her |his |my |a )?(car|truck|jeep|suv|van|snowmachine|sled|rig|self|herself|himself|myself)? ?(into|off|in) (the|a) (\\w+ )?(river|lake|ocean|sea|bay|water|canal|bridge|cliff|pier|dock|overpass|quarry|reservoir|gulf|sound|slough|tanana|yukon|chena|kuskokwim|ravine|gorge|canyon)(?= |$)${notBeside(`${LOL}|accident\\w*|almost|slid|skidded|ferry|to launch|put in|ice road|tow|towed|insurance claim|years ago`)}`,
  ]),
  ...rules("suicide", "fairbanks-en-r70", [
    `(take|taking|takin|gonna take|going to take|ima take|imma take|ill take|i ll take) myself out(?! (to|for|on) (dinner|lunch|breakfast|brunch|a date|the movies|movies|drinks|a drink|coffee|shopping|a walk|fishing|hunting|a drive|a ride|ice cream|eat|dessert|a steak|the town|town)( |$))(?! of (the |this |that |my |it |a )?(game|race|running|contention|equation|picture|rotation|lineup|competition|draft|pool|lottery|fight|drama|situation)( |$))(?= |$)${notBeside(`${LOL}|treat|treat myself|dinner|lunch|movie|steak|celebrate`)}`,
  ]),
  ...rules("suicide", "youngstown-en-r70", [
    `(the )?next (one|ones|one s|round|bullet|shot)( s| is)? (got|has|have|gonna have) my name on it(?= |$)${besideWords(`${GUN}|ceiling|wall|floor|loaded|serious|round|rounds|bullet`)}${notBeside(LOL)}`,
  ]),
  ...rules("lethality", "youngstown-en-r70", [
    `(know|knew|figured|measured|checked|looked up|worked out|calculated) (exactly |just )?how (far|high|long a) (down|drop|fall|up)( it is| it s| its)? (from|off) (that|the|this) (\\w+ ){0,3}(bridge|overpass|roof|garage|parking garage|building|cliff|dam|tower|spillway|trestle|ledge)(?= |$)${notBeside(`${LOL}|fishing|bungee|rappel\\w*|inspect\\w*|survey\\w*|engineer\\w*|jumped there|died there|in (19|20)\\d\\d|years ago|kayak\\w*|photo\\w*|drone`)}`,
    `(looked up|look up|looking up|checked|know|found out|googled) how (high|tall|far down|far of a drop|long of a drop) (the|that|this) (\\w+ ){0,3}(bridge|overpass|parking garage|garage|dam|cliff|tower|trestle|gorge) (is|goes)(?= |$)${notBeside(`${LOL}|clearance|height limit|truck|trailer|rv|boat|mast|fishing|photo\\w*|drone|kayak\\w*|rappel\\w*|bungee|hike|hiking|tour|view|inspect\\w*|engineer\\w*|built|paint\\w*|construction|homework|school|project|trivia`)}`,
    `\\d+ (ft|feet|foot|meters|stories|floors)( \\w+){0,3} (from|off|down|to) (the )?(rail|railing|edge|top|water|ground|bottom|river)(?= |$)${besideWords("bridge|gorge|overpass|roof|garage|dam|cliff|tower|trestle|looked it up|enough")}${notBeside(`${LOL}|clearance|height limit|truck|trailer|rv|boat|mast|fishing|photo\\w*|drone|kayak\\w*|rappel\\w*|bungee|hike|hiking|tour|view|inspect\\w*|engineer\\w*|built|paint\\w*|construction`)}`,
    `(tonight|tonights|tonight s|it s|its|it is|gonna be|the night)( is| s)? (cold|cold enough|cold enough out)(?= |$)${besideWords("walked out|walk out|walking out|into the snow|into the cold|i get it|freeze to death|freezing to death|fall asleep out|not come back|like (my )?(grandpa|grandfather|dad|uncle)")}${notBeside(`${LOL}|ice fishing|pipes|plants|garden|ski|skiing|snowman|heater|furnace|jacket|coat|dog|dogs|car battery|engine`)}`,
  ]),
  ...rules("meansReady", "youngstown-en-r70", [
    `(filled|filling|fillin|ran|running|runnin|drew|drawing|drawin) (the|a|my) (tub|bath|bathtub)(?= |$)${besideWords("razor|razors|blade|blades|box cutter|knife|toaster|hair dryer|hairdryer|pills|wrists|goodbye|one person to know|letter|note")}${notBeside(`${LOL}|kids|baby|bath bomb|epsom|soak|back pain|muscles|dog|shave|shaving|legs`)}`,
    `(praying|prayed|pray|prayin|asking god|ask god|asked god|asking the lord) (for|4) (forgiveness|forgiveness for what|mercy on my soul|god s mercy|gods mercy)(?= |$)${besideWords(`${GUN}|revolver|pills|rope|noose|bridge|tonight|goodbye|not waiting|rosary and my`)}${notBeside(`${LOL}|confession|mass|church|sunday|sins of|my ex|ex wife|cheat\\w*|lied|drinking|temper`)}`,
  ]),
  ...rules("soon", "youngstown-en-r70", [
    `(she|he|they|shell|she ll|he ll|hell|they ll|theyll|my (wife|husband|mom|mother|son|daughter|kids|family|sister|brother)) (gonna|going to|will|ll|is gonna|s gonna|is going to)? ?(need|be needing|want) (it|them|that|this|those) (by|before|come) (next (week|weekend|month)|the weekend|this weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday|tomorrow|tonight|the end of the (week|month))(?= |$)${besideWords("burial|flag|insurance|dic|sgli|vgli|headstone|cemetery|funeral|urn|casket|obituary")}${notBeside("the funeral of|dads|fathers|for my (dad|father|husband|mom|mother|brother|wife|son|daughter|grandpa|uncle)|his funeral|her funeral|he died|she died|passed|hospice|cancer|terminal\\w*")}`,
    `(by|before|come|in) (next week|the weekend|this weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday|tomorrow|tonight|a week|a few days|the end of the (week|month)) (she ll|shell|he ll|hell|they ll|theyll|she will|he will|they will|she s gonna|shes gonna|hes gonna|he s gonna|theyre gonna|they re gonna|my \\w+ (will|ll|is gonna)) (need|be needing|want|have) (it|them|that|this|those)(?= |$)${besideWords("burial|flag|insurance|dic|sgli|vgli|headstone|cemetery|funeral|urn|casket|my guns|my truck|my keys|obituary")}${notBeside("the funeral of|dads|fathers|for my (dad|father|husband|mom|mother|brother|wife|son|daughter|grandpa|uncle)|his funeral|her funeral|he died|she died|passed|hospice|cancer|terminal\\w*")}`,
  ]),
  ...rules("place", "fairbanks-en-r70", [
    `(im|i m|i am|sitting|standing|parked|up|sittin) (on|at|in) (the )?(very )?top (floor |level |deck )?of (the|a|this) (\\w+ )?(parking garage|parking deck|garage|parking structure|building|water tower|tower|bridge|overpass|dam)(?= |$)${besideWords("been up here|up here a while|up here for|its quiet|it s quiet|looking down|edge|ledge|railing|rail|goodbye|bye|jump\\w*|so high|long way down|how high|cant do this|can t do this")}${notBeside(`${LOL}|parked my car|my car is|level \\d|lost my car|where i parked|elevator|shuttle|valet|spot|parking spot|space|find parking|appointment|appt|pharmacy|waiting for my ride|waiting on my ride|view|fireworks|sunset|photo\\w*|signal|service|reception|wifi`)}`,
    `(ice|the ice)( is| s| gonna be| looks)? (real |too |so |pretty |way )?(thin|rotten|open|soft|bad)( \\w+){0,6} (headed|heading|going|goin|walking|walkin|driving|drivin) (there|out there|out on it|onto it|out)( now| tonight)?(?= |$)${notBeside(`${LOL}|careful|be careful|stay off|warn\\w*|dont go|don t go|kids|went through|fell through|fishing|ice road|fuel|check (it|the ice)|auger`)}`,
  ]),
  ...rules("farewell", "fairbanks-en-r70", [
    `if (anyone|anybody|someone|somebody|you|u) (ever )?(reads|read|finds|find|sees|see|get|gets) (this|my (message|note|text))(?= |$)${besideWords("dont send|don t send|dont look|don t look|dont come|dont let|don t let|im at|i m at|im up at|im out at|im down at|up here|out here|goodbye|sorry|love (you|them|yall)|tell my|tell them")}${notBeside(`${LOL}|help me with|claim|appeal|form|question|please (help|answer|advise)|how do i|what do i|where do i`)}`,
  ]),
  ...rules("intent", "beaufort-en-r70", [NOT_WHAT_THEY_THINK]),
  ...rules("farewell", "beaufort-en-r70", [NOT_WHAT_THEY_THINK]),
  // Round 61 (youngstown-en): a picture sent of himself with a rope, at a spillway, "and said bye".
  ...rules("thirdPartyDanger", "youngstown-en-r70", [
    `(sent|send|sends|texted|posted|snapped|snapchatted|messaged) (me |us |his \\w+ |her \\w+ )?(a |this )?(pic|picture|photo|selfie|video|snap|vid) of (himself|herself|themselves|him|her|his \\w+|her \\w+)( \\w+){0,5} (with|holding) (a|the|his|her|some) (rope|noose|gun|pistol|rifle|shotgun|pills|knife|blade|razor|belt|cord|extension cord|bottle of pills)(?= |$)${notBeside(`${LOL}|hunting|deer|elk|duck|fish|fishing|range|new (gun|rifle|pistol|knife)|bought|birthday|christmas|climbing|rappel\\w*|boat|tow|towing|camp|camping`)}`,
  ]),
  // A kitchen cut asked about for stitches (the second read).
  ...rules("benign", "youngstown-en-r70", [
    `(cut|sliced|nicked|gashed) (my|his|her) (finger|fingers|thumb|hand|palm|foot|toe)( pretty| real| really| kinda| kind of)?( bad| deep| open)?( \\w+){0,3} (at work|in the kitchen|cooking|chopping|slicing|on a|on the|with a|with the|while)(?= |$)${notBeside("on purpose|again|myself|wrist|wrists|deeper|hide|hiding|sleeve|feel something|feel anything|wanted to")}`,
  ]),
  // Round 61: threats in new words: "watch the news next week"; pulling up on a man "with the strap";
  // somebody at the VA "gonna get hurt. not me"; the shotgun emptied on a neighbour; at the office at 8
  // "with the 12 gauge"; a man who had "better hope i never find" him; the dogs shot, "then him"; a
  // round through the wall and "the next one is for me"; a man waited for outside his house, "paying
  // tonight"; knowing which truck is his.
  ...rules("harm", "beaufort-en-r70", [
    `(watch (the|tomorrow s|tomorrows|tonights|tonight s|the evening|the local|channel \\d+) news( \\w+){0,3}|(be|gonna be|going to be|ll be|will be|im gonna be|i m gonna be|it ll be|itll be) (all over|on) (the news|channel \\d+|the tv|tv|every channel))(?= |$)${besideWords("pay|gonna pay|going to pay|they ll see|regret|deny|denied|liar|called me|all of them|every one|what i do|remember i told")}${notBeside(`${LOL}|ceremony|on there|honor\\w*|award|flag|parade|unit|decision|announcement|weather|hurricane|storm|election|story about|segment|interview|reporter|they did a story|on tv about|featured|press conference|protest|rally|march`)}`,
    `(?<!(^| )(not|never|aint|ain t|wont|won t|dont|don t) )(imma|ima|gonna|going to|bout to|about to|finna|ill|i ll|im finna|im gonna|im about to|i m gonna|im bout to) (pull|slide|roll|run)( up)? on (him|her|them|that \\w+|this \\w+|my (ex|exs|ex s|baby mama s|baby mamas|baby daddys|baby daddy s) (new )?\\w+|his \\w+|her \\w+|the \\w+)(?= |$)${besideWords(`strap|${GUN}|blicky|heat|iron|put hands|put his hands|hit my|touched my|nine|9|tool|stick|switch`)}${notBeside(`${LOL}|talk|to talk|apolog\\w*|party|bbq|cookout|gym|game|hoop|ball|beers?|drinks|watch\\w*|visit|hang out|welcome home`)}`,
    `(somebody|someone|people|folks|everybody|some people)( (at|in) (there|that office|the office|(the|that) \\w+( \\w+)?))? (gonna|going to|is gonna|are gonna|will|s gonna|ll|re gonna|bout to|about to|finna) ((get|be) (hurt|shot|killed|dead|stabbed)|bleed|die|drop)(?= |$)${besideWords("not me|them|i swear|i promise|mark my words|by (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|or else|this time|aint gonna be me|ain t gonna be me|wont be me|won t be me|this week")}${notBeside(`${LOL}|careless|slippery|ice|icy|stairs|intersection|warning|osha|safety|accident|construction|forklift|game|ladder|roof|staffing|understaffed|short staffed`)}`,
    `(empty|emptying|emptyin|unload|unloading|unloadin|dump|dumping|dumpin) (the |my |a |this |that |both )?(\\w+ )?(${GUN}|clip|mag|magazine|shotgun|rifle|pistol|glock|ar|revolver|piece|strap|9|nine|barrels|rounds) (on|into|in) (him|her|them|that \\w+|the \\w+|his \\w+|her \\w+|em)(?= |$)${notBeside(`${LOL}|target|targets|range|deer|hog|hogs|coyote|coyotes|paper|game|movie|snake|gator|steel|zombie|zombies|dishwasher|truck bed|bucket|box|gun safe|the safe|a safe|my safe`)}`,
    `(be|ll be|ill be|i ll be|gonna be|going|headed|heading|showing up|show up|walk in|walking in|walkin in) (there|in|up|down there)( at \\d+( ?(am|pm))?| first thing| in the morning| tomorrow| tmrw| tmr| tonight| monday| tuesday| wednesday| thursday| friday| saturday| sunday)? with (the|my|a|his) (\\w+ )?(${GUN}|12 gauge|ar|ak|shotgun|rifle|pistol|strap|blick|blicky|heat|iron|nine|9)(?= |$)${besideWords("office|va|clinic|deny|denied|they|them|deal with me|hours|rater|regional")}${notBeside(`${LOL}|range|hunting|hunt|deer|duck|dove|class|ccw|safety course|gun show|sell|selling|pawn|apprais\\w*|clean (it|the (gun|rifle|shotgun))|cleaning (it|the (gun|rifle|shotgun))|gunsmith|ffl|honor guard|funeral|salute|ceremony|parade|firing party|firing detail|color guard|rifle detail|volley|cemetery|memorial|veterans day|memorial day`)}`,
    `(good thing|lucky for (me|him)|luckily|thank god) (im|i m|i am) (a )?(good|great|decent|damn good|dang good|pretty good|crack|real good|dead|hell of a|helluva|heck of a) (shot|eye)(?= |$)${notBeside(`${LOL}|hunting|hunt|deer|elk|duck|dove|moose|range|rifle team|competition|pool|basketball|darts|archery|bow|camera|photo\\w*|coyote\\w*|hog\\w*|snake|varmint\\w*|gopher\\w*|squirrel\\w*|bear|wolf|wolves`)}`,
    `(im|i m|i am) (a )?(good|great|decent|damn good|dang good|pretty good|crack|real good|dead|hell of a|helluva|heck of a) (shot|eye)(?= |$)${besideWords("handle it|walks|at dawn|when he|when she|every morning|every day|same route|comes out|his fence|her door|his door|sheriff|wont do nothing|won t do nothing|deal with (him|her|it) myself|landlord|neighbor|neighbour|at \\d+ ?am|past my house|walks his dog")}${notBeside(`${LOL}|hunting|hunt|deer|elk|duck|dove|moose|range|rifle team|competition|pool|basketball|darts|archery|bow|camera|photo\\w*`)}`,
    `(the )?next (one|ones|one s|round|bullet|shot)( s| is)? (got|has|have|gonna have) (your|his|her|their|yall s|yalls) name on it(?= |$)${notBeside(LOL)}`,
    `(better|best) (hope|pray) (i|we) (never|dont|don t|do not)( ever)? (find|meet|see|run into|catch|learn) (him|her|them|his (name|address|house|truck|car)|her (name|address|house|car)|out who|where (he|she|they) (live|lives))(?= |$)${notBeside(LOL)}`,
    `((shoot|shootin|shooting|kill|killin|killing|stab|cut) (\\w+ ){0,3}|first (his|her|their|the) \\w+ )(then|and then|n then|after that|next) (him|her|them|the \\w+|that \\w+)( too)?(?= |$)${besideWords("gonna|going to|ima|imma|ill|i ll|if he|if she|if they|comes over|again|loaded|already loaded|gun|rifle|shotgun|pistol|knife|tonight")}${notBeside(`${LOL}|game|photo\\w*|camera|pictures|video|film|deer|duck|elk|moose|hog|hogs|birds|clay|clays|pool|hoops|ball|drone`)}`,
    `((said|says|saying|sayin|told me|tellin me|telling me|yelled|yelling|yellin|screaming) (the )?next (one|round|bullet|shot)( is| s)? (for|4) (me|you|us|my \\w+)|(put|fired|shot|sent) (a|one|two|three|\\d+) (round|rounds|bullet|bullets|shots?) (through|into|in) (our|my|the) (wall|door|window|windows|ceiling|floor|roof|house|trailer|car|truck)(?= |$)${besideWords("drunk|tweaking|tweakin|high|mad|angry|threat\\w*|next one|said|yelling|scared|hiding|help|on meth|wasted")}${notBeside("accident\\w*|cleaning|negligent discharge|by mistake|stray|years ago|in (19|20)\\d\\d|hunter|hunters|hunting|deer")})(?= |$)`,
    `(wait|waiting|waitin|gonna wait|sit|sitting|sittin|gonna sit)( (for|on) (him|her|them|my (old |former |ex )?\\w+( \\w+)?|that \\w+|the \\w+))? (outside|out front of|at|by) (his|her|their) (house|home|place|work|job|office|apartment|trailer|truck|car|door)(?= |$)${besideWords(`paying|pay|ruined|get him|get her|${GUN}|regret|hurt|kill|deserves|deserve|what he did|what she did`)}${notBeside(`${LOL}|ride|pick me up|pick (him|her) up|carpool|surprise party|surprise|birthday|apolog\\w*|talk|flowers|appointment|appt|take (him|her)|drive (him|her)`)}`,
    `(he|she|they|hes|shes|theyre|he s|she s|they re)( is| are)? (paying|gonna pay|going to pay)( for (it|this|that|what he did|what she did))? (tonight|today|tomorrow|this weekend)(?= |$)${besideWords(`${GUN}|strap|what he did|what she did|for it|ruined|hurt|deserves?|know where|wait for|outside his|outside her`)}${notBeside(`${LOL}|bar|birthday|treat|round|food|pizza|bill|bills|rent|dinner|lunch|tab|child support|alimony|back pay|invoice|fine|check|debt|drinks|beers|mortgage|insurance|deposit|cash|card|venmo|zelle|tuition|fee|fees`)}`,
    `(i )?know (which|what) (\\w+ ){0,2}(is |s )?(his|hers|theirs)(?= |$)${besideWords("paperwork|lost|denied|deny|rater|vso|feel what|pay|regret|ruined|hurt|deserve\\w*|bad (day|shift|night|shift change) for (him|her|them)")}${notBeside(`${LOL}|ride|return|drop off|dropping off|mail|package|gift|note`)}`,
  ]),
  // Round 62 (round 71's sets, once measured): the writer's own end in new words: a body pulled out
  // of the river asked about for burial; a hot car, windows up, "let it happen"; a belt in a shower
  // stall; "itd be so easy" at the water; money "enough for what i need", then bye; "doing it after the
  // holiday" beside a casket; a rope that broke and a better one; "tell my mother it wasnt her fault" at
  // a pier; "before i do this friday"; a blood thinner taken all at once "so he can go"; going up the
  // parking garage on a day; "after i go this week"; the rest taken "so i dont wake up"; "i already
  // decided. sunday after mass"; a rope tied on a tree.
  ...rules("suicide", "stockton-en-r71", [
    BODY_PULLED_OUT,
    `(taking|take|gonna take|takin|swallow|swallowing|swallowed|took|doing|do|snorting|snort|shooting|shoot) (the rest|all the rest|the rest of (it|them|the \\w+)|all of (it|them)|the whole (bottle|pack|stash|bag|thing|supply))( \\w+){0,3} so (i|that i) (dont|wont|never|do not|will not) wake( up)?(?= |$)${notBeside(`${LOL}|sleep study|melatonin|nap`)}`,
    `(tried|try|tryin|trying|tryed) (\\w+ ){0,3}(and|but|n) (the )?(rope|cord|belt|branch|beam|rod|noose|extension cord|sheet) (broke|snapped|gave out|gave way|came loose|slipped)(?= |$)${notBeside(`${LOL}|tow|towing|pull\\w*|climb\\w*|swing|tire swing|hammock|tarp|tie down|load|deer|hunting|stand|boat|anchor`)}`,
    `(the )?(rope|cord|belt|branch|beam|noose) (broke|snapped|gave out|gave way)( \\w+){0,4} (ill|gonna|going to|imma|ima|will|next time) (get|buy|find|use|try) (a )?((better|stronger|thicker|new|another) )?(one|rope|cord|belt|branch|beam|tree|chain|cable|strap)(?= |$)${notBeside(`${LOL}|tow|towing|swing|hammock|tarp|tie down|boat|anchor`)}`,
  ]),
  ...rules("intent", "stockton-en-r71", [
    `(let|lettin|letting) (it|nature|the heat) (happen|take (me|its course)|do (its|it s) thing|finish me)(?= |$)${besideWords("windows up|windows rolled up|in the sun|in the car|in my car|in the truck|hot car|in the heat|105|110|degrees|heat|heatstroke|heat stroke|engine running|garage|pills|rope|gun|bridge|water|river|no ac|cold|snow|ice|tonight")}${notBeside(`${LOL}|appeal|process|paperwork|deal|baby|labor|birth|surgery|game|forecast|garden|plants|dough|bread`)}`,
    `(itd|it d|it would|it ll|itll|it will|would) be so easy( to| now| right now| rn)?(?= |$)${besideWords("water|river|bridge|edge|rail|railing|tracks|roof|ledge|port|pier|dock|overpass|pills|gun|pistol|rope|bottle|cliff|looking down|looking at the")}${notBeside(`${LOL}|claim|form|apply|application|app|va gov|website|online|process|paperwork|if the va|appeal|portal|login|id me|upload|if|refill\\w*|pharmacy|drive over|commute|fishing|fish|kayak|boat|to get to|lived|live there|closer|move\\w*`)}`,
    ENOUGH_FOR_WHAT_I_NEED,
    `(?<!(we|we re|were|they|theyre|they re) )(doing|do|gonna do|going to do|ill do|i ll do|imma do|ima do|will do) (it|this) (after|before|on|right after|the day after|the night of|the weekend after) (the )?(holiday|holidays|christmas|thanksgiving|new year|new years|new year s|easter|4th|fourth|weekend|mass|church|payday|pay day|my birthday|his birthday|her birthday|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?= |$)${besideWords(`casket|funeral|flag|burial|buried|cemetery|headstone|${GUN}|rope|pills|bridge|goodbye|letter|note|insurance|sgli|vgli|dic|wont be here|won t be here|not be here|picked out|paid for`)}${notBeside(`${LOL}|claim|paperwork|taxes|form|forms|move|moving|filing|file|apply|application|appeal|surgery|paint\\w*|clean\\w*|renovat\\w*|shopping|trip|visit|c p|exam|we|were|his|her|my (dad|mom|father|mother|son|daughter)|ashes|national cemetery`)}`,
    BEFORE_I_DO_IT_ON_A_DAY,
    UP_THE_GARAGE_ON_A_DAY,
    `after i (go|leave|m gone|am gone|pass|check out) (this|next|on|by|before)? ?(week|weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday|tonight|tomorrow|month)(?! for (basic|drill|training|school|work|the|my|boot camp))(?= |$)${besideWords("pension|dic|survivor\\w*|wife|husband|kids|insurance|sgli|vgli|broke|covered|benefits")}${notBeside(`${LOL}|deploy\\w*|vacation|trip|surgery|move|moving|rehab|treatment|residential|program|the unit|hospital|job|training|school|flight|visit|basic|drill|reserves|guard|boot camp|orders|pcs|tdy`)}`,
    ALREADY_DECIDED_A_DAY,
  ]),
  ...rules("intent", "stockton-en-r71", [BODY_PULLED_OUT]),
  ...rules("time", "stockton-en-r71", [BEFORE_I_DO_IT_ON_A_DAY, UP_THE_GARAGE_ON_A_DAY, ALREADY_DECIDED_A_DAY]),
  ...rules("farewell", "stockton-en-r71", [ENOUGH_FOR_WHAT_I_NEED]),
  // Round 62 (round 71's flatbush-en, ordinary): a form "knocked out", a mind lost with ID.me, vets
  // treated "like dead weight" at the office, a sport shooter asking about PTSD care.
  ...rules("benign", "flatbush-en-r71", [
    `knocked out (the|my|that|all my|all the) (\\d+|\\d+ez|form|forms|paperwork|claim|application|appeal|fafsa|taxes|supplemental|hlr|nod)(?= |$)`,
    `(lose|losing|lost|gonna lose|bout to lose|about to lose) my mind (with|over|because of|cause of|bc of|dealing with) (id me|idme|login gov|the website|va gov|this (site|app|website|form|portal)|the (portal|app|site|va|paperwork)|paperwork)(?= |$)`,
    `(treat|treated|treating|treats) (us|me|vets|veterans|them|people) like dead weight(?= |$)`,
    `(im|i am) a (rifle|pistol|shotgun|competition|sport|trap|skeet|clay|target|3 gun|three gun)( and (pistol|rifle|shotgun))? shooter(?= |$)`,
  ]),
  // Round 62 (flatbush-en): "me. i got the fent. just asking about my kids getting something after".
  ...rules("afterMe", "flatbush-en-r71", [
    `(my |the )?(kids|wife|family|son|daughter|husband|girl|boys|babies|children|pickney|mama|mom) (getting|get|gets|will get|would get|could get|can get) (something|anything|money|benefits|paid|taken care of|covered|the money|a check)( \\w+)? after(?=$| (im|i m|i am|its|it s|all|this|i go|i m gone|im gone)( |$))${notBeside(`${LOL}|deploy\\w*|divorce\\w*|surgery|school|graduat\\w*|the move|moving|retire\\w*|discharge|separation|ets|eas`)}`,
  ]),
  ...rules("means", "flatbush-en-r71", [
    `(i |ive |i ve )?(got|have|bought|copped|picked up|scored) (the|my|some|enough|a bag of|a bunch of) (fent|fetty|fentanyl|dope)(?= |$)${notBeside(`${LOL}|test strips?|narcan|naloxone|rehab|detox|clean|sober|recovery|program|meeting|years ago|used to`)}`,
  ]),
  ...rules("place", "stockton-en-r71", [
    `(in|inside) (the|a|my) (shower|shower stall|stall|closet|bathroom|garage|barn|shed|basement|attic|stairwell|bathroom stall)( \\w+){0,5} with (my|a|the|his|her) (belt|cord|rope|extension cord|sheet|sheets|shoelaces|phone cord|charger cord|dog leash|leash)(?= |$)${notBeside(`${LOL}|hang\\w* (up )?(clothes|laundry|shirts|jacket|coat)|fix\\w*|repair\\w*|organiz\\w*|tool|tools|dog|puppy|laundry`)}`,
    `(im|i m|i am) (at|on|out on) the (end of the |edge of the )?(pier|dock|jetty|boardwalk|edge|ledge|railing|rail|roof|rooftop)( \\w+){0,4}(?= |$)${besideWords("wasnt her fault|wasnt his fault|wasn t her fault|wasn t his fault|not her fault|not his fault|not your fault|tell my|sorry|goodbye|bye|love you|love yall|forgive me")}${notBeside(`${LOL}|fishing|fish|crab\\w*|sunset|fireworks|concert|photo\\w*|date|walk\\w*|jog\\w*|run\\w*`)}`,
  ]),
  ...rules("thirdPartyDanger", "stockton-en-r71", [
    `(take|taking|takes|swallow|swallowing|gonna take|going to take|will take|ll take|took) (all|all of) (his|her|my|their) (\\w+ )?(warfarin|coumadin|eliquis|xarelto|insulin|pills|meds|medicine|medicines|medication|medications|heart pills|sleeping pills|blood thinners?|morphine|oxy|oxycodone|fentanyl|patches|tablets)( \\w+){0,2} so (he|she|they|i) (can|could|will|ll|would) (go|die|rest|pass|be with|sleep|be done)(?= |$)${notBeside(`${LOL}|refill|pharmacy|pill box|pillbox|organizer`)}`,
    `(tie|tied|ties|tying|hung|hang|hangs|hanging|put|puts|putting) (the|a|his|her) (rope|cord|noose|belt|extension cord)( \\w+){0,2} (on|to|around|over|from) (the|a|our|his|her) (\\w+ )?(tree|beam|rafter|branch|fan|ceiling fan|rail|railing|pipe|joist|closet rod)(?= |$)${besideWords("again|tomorrow|cut it down|spirits|calling him|calling her|wants to die|says he|says she|he say|she say|who do i call|scared")}${notBeside(`${LOL}|swing|tire swing|hammock|tarp|tent|deer|hunting|hoist|hang (the )?(deer|meat|game|hog)|lights|christmas|decorat\\w*|flag|clothesline|laundry|bird feeder|pinata`)}`,
  ]),
  // Round 62 (the full dump): "have it planned for after christmas so the grandkids dont remember
  // christmas that way"; "dogs have a home lined up" beside "then im out".
  ...rules("intent", "fortwayne-en-r62", [PLANNED_FOR_A_HOLIDAY]),
  ...rules("time", "fortwayne-en-r62", [PLANNED_FOR_A_HOLIDAY]),
  ...rules("intent", "missoula-en-r60", [
    `(then|and then|after that) (im|i m|i am) (out|gone|outta here|out of here)(?= |$)${besideWords("\\d+ days|two days|three days|a few days|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|home lined up|new home|given away|gave away|goodbye|bye")}${notBeside(`${LOL}|work|shift|vacation|deploy\\w*|discharge\\w*|ets|eas|retire\\w*|lease|move|moving|rehab|program|hospital|army|navy|marines|air force|service|contract|enlistment|job|school|semester|class|training|appointment|appt|surgery|town|state|claim form|this form|the form|forms|submit\\w*|upload\\w*|documents|paperwork|intent to file|thanks for the help`)}`,
  ]),
  ...rules("farewell", "missoula-en-r60", [
    `(dogs|dog|cat|cats|pets?|horses?|birds?|animals|chickens|cows|cattle) (have|has|got|all have|all got) (a )?(new )?(home|homes|place|places|owner|owners) (lined up|set up|figured out|arranged|picked out)(?= |$)${besideWords("im out|i m out|then im|then i m|3 days|days|tonight|gone|goodbye|wont need|won t need|last|after")}${notBeside(`${LOL}|moving|move|deploy\\w*|deployment|rehab|treatment|residential|program|hospital|surgery|nursing home|assisted living|job|new job|apartment|lease|landlord|travel|trip`)}`,
  ]),
  // Round 62 (chillicothe-en): a father's strange text, "truck title is in the glovebox", "take care of
  // your mama": a goodbye.
  ...rules("farewell", "chillicothe-en-r71", [
    `((the )?(truck title|title|keys|the deed|deed|will|papers|insurance papers|policy|passwords?|pin|combo|combination)( to (the|my|his) \\w+)?( is| are)?|titles|wills|deeds|policys|combos) in (the|my|his|her) (glovebox|glove box|safe|gun safe|top drawer|nightstand|desk drawer|tackle box|bible|lockbox|lock box)(?= |$)${besideWords("proud of you|take care of (your|my|ur) (mama|mom|mother|momma|sister|brother|family)|love you|tell (your|ur) (mama|mom|mother)|he never talks like that|never talks like that|weird text|goodbye|bye")}${notBeside(`${LOL}|selling|sell|sold|dmv|registration|buyer|trade in|trade-in|inspection|insurance card`)}`,
  ]),
  // Round 62: threats in new words: a boy hurt "on my way now" with a bat and pistol; the C&P office
  // made to "pay" with plenty of ammo; "he not waking up tomorrow" beside a blade; "next time im
  // sticking him"; security "they better have"; crazy shown to them beside ammo and a list of names;
  // the rater found "got my AR"; a man who'll shoot through the door; "hes dead" tonight beside a knife.
  ...rules("harm", "chillicothe-en-r71", [
    `(gonna|going to|gon|ima|imma|ill|finna|bout to|about to) ((hurt|mess up|beat|whoop|stomp) ((that|this|the) (boy|kid|man|guy|dude|punk|bastard|sob|son of a bitch|prick)|him|her|his ass|him up)|mess (that|this) (\\w+ )?up)(?= |$)${besideWords("bat|pistol|gun|rifle|shotgun|glock|knife|machete|on my way|headed over|heading over|in the truck|going over there")}${notBeside(`${LOL}|talk to|report|police|cops|sheriff|lawyer|court|protective order|restraining order|madden|chess|cards|pool|darts|golf|checkers|game|match|shop|dealership|payment|refund|manager|store|tournament|race|basketball|football|softball|baseball`)}`,
    `(make|makin|making|gonna make|ima make|imma make) (em|them|him|her|those \\w+|that \\w+|the \\w+|everybody|everyone) pay(?= |$)${besideWords(`ammo|knife|blade|machete|bat|strap|glock|pistol|gun|guns|rifle|shotgun|ar 15|ar15|ammo|bullets|rounds|strap|armed|loaded|bullets|shells|magazine|mags`)}${notBeside(`${LOL}|back pay|backpay|lawsuit|sue|lawyer|attorney|court|complaint|ig|congress\\w*|appeal|pay me|pay up|pay out|taxes`)}`,
    `(he|she|they|that \\w+|hes|shes|he s|she s)( is| s)? (not|aint|ain t|wont|won t|isnt|not gonna|never gonna) (be )?(waking|wakin|gonna wake|going to wake|wake) up (tomorrow|tmrw|in the morning|again|no more)(?= |$)${besideWords(`blade|knife|shank|knife|blade|machete|bat|strap|glock|pistol|gun|guns|rifle|shotgun|ar 15|ar15|ammo|bullets|machete|bat|took my|stole|stealing|next to me|bunk`)}${notBeside(`${LOL}|sick|coma|hospital|icu|surgery|sedat\\w*|drunk|passed out|hospice|dementia|sleep\\w*|nap`)}`,
    `(next time|one more time|if he does it again|if he touches my stuff again)( \\w+){0,5} (im|i am|ima|imma|ill|i will) (sticking|stickin|stick|sticken|cutting|cuttin|shanking|shankin|stabbing|stabbin|poking|pokin) (him|her|them|that \\w+)(?! (off|with the (bill|tab|check)|on (facebook|fb|messenger|snap)|a check|some slack|loose|in|out)( |$))(?= |$)${besideWords("knife|blade|shank|machete|shiv|box cutter|pistol|gun|strap|touches|does that|see (him|her|that)|stole|took my|done playing|playing")}${notBeside(`${LOL}|sticker|stickers|label|note|post it|stick with|stick to|stick up for|stick it out|stick around|bartender|beers|drinks|bar|bill|tab|facebook|fb`)}`,
    `(they|yall|you all|you|the \\w+ office|the \\w+)( \\w+){0,4} (better|better off|had better|best) (have|get|hire|call|bring|put on) (extra |more |some |their )?(security|guards|cops|police|the cops|the police|armed guards)( (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next week|this week|on \\w+))?(?= |$)${besideWords(`${GUN}|ammo|armed|loaded|when i (come|get) (in|there)|im coming|thats all im saying|youll see|theyll see|done asking nice|done asking|last warning`)}${notBeside(`${LOL}|better security (for|at) (the )?(parking|lot|pharmacy)|ig|complaint|report\\w*|safety|safe|theft|stolen|broke into|break in|break ins|car|cars|homeless|harass\\w*|yelling at|scared|sketchy|dark|lights|stealing|for (the )?(nurses|staff|patients|vets)|on that guy`)}`,
    `(ill|i ll|im gonna|i m gonna|im going to|gonna|imma|ima) show (them|em|yall|you|him|her|those \\w+) (crazy|what crazy (is|looks like)|whos crazy|who s crazy|psycho|unstable|dangerous)(?= |$)${besideWords(`ammo|knife|blade|machete|bat|strap|glock|pistol|gun|guns|rifle|shotgun|ar 15|ar15|ammo|bullets|list of names|trunk|rounds|loaded|armed`)}${notBeside(`${LOL}|paperwork|proof|records|evidence|buddy statement|hearing|witness\\w*|judge|board|appeal|c p`)}`,
    `(ima|imma|im gonna|i m gonna|im going to|gonna|ill|i ll|going to|finna) (find|hunt down|track down|look for|go find) (him|her|them|that \\w+|the rater|the examiner|the doctor|the guy|the lady|the man|the woman)(?! (a|an|some|one)( |$))(?= |$)${besideWords(`ar|ar 15|ar15|knife|blade|machete|bat|strap|glock|pistol|gun|guns|rifle|shotgun|ar 15|ar15|ammo|bullets|45|9mm|38|357|the 9|my 9|the 45|my 45|nothing left to lose|nothin left to lose|ammo|rounds|loaded|strap`)}${notBeside(`${LOL}|complaint|report|lawyer|attorney|appeal|review|email|call|phone|number|hr|supervisor|ig|birthday|bday|gift|present|christmas|for his|for her`)}`,
  ]),
  // Round 62: Gullah, now read as English (round 70's beaufort-en): "me gwine cut dat man who tek me
  // boat. e ain gwine see de mornin".
  ...rules("harm", "beaufort-en-r70", [
    `(me|i|im|ima|imma|mi|ah|uh|a) (gwine|going to|gonna|finna|a go|ago|gon) (cut|stab|shoot|kill|chop|juk|jook|lick|beat|bust) (dat|that|the|da|de|dem|them|dis|this) (\\w+ )?(man|boy|bwoy|dude|guy|woman|gal|fool|bastard)(?= |$)${besideWords("(who|weh|wey|dat|that) (tek|took|stole|tief|tiefed)|ain gwine see|ain going to see|aint gonna see|ain t gonna see|not gonna see|wont see|won t see|mornin|mawnin|marnin|took my|stole my|tek me|tek mi|e ain|he ain")}${notBeside(`${LOL}|fish|bait|shrimp|grass|hair|wood|lumber|pipe|cake|meat|deal|check|slack|class|cord|the line|rope|net|nets|crab|oysters|marsh|chess|checkers|cards|dominoes|title|game|match|tournament`)}`,
  ]),
  // Round 62's second read: waiting at the pharmacy "w my glock" for a denial; a neighbour who
  // poisoned the dog; blood that will run; "monday they find out" beside rounds and names.
  ...rules("harm", "review-r62", [
    `(gonna be|going to be|ill be|i ll be|im gonna be|i m gonna be|be|gonna sit|ill sit|i ll sit) (waiting|waitin|sitting|sittin|parked) (at|outside|in|by) (the|that)( \\w+){0,3} (pharmacy|office|clinic|va|lobby|parking lot|building|regional office|cboc|front desk|door|entrance)( \\w+){0,5}(?= |$)${besideWords(`knife|blade|machete|bat|strap|glock|pistol|gun|guns|rifle|shotgun|ar 15|ar15|ammo|bullets|glock|strap|piece|loaded|rounds|ammo|for the last time|last time`)}${notBeside(`${LOL}|ride|pick up|pickup|refill|prescription ready|appointment|appt|for my (wife|husband|son|daughter|mom|dad)|locked|lock box|lockbox|safe|disposal|turn (it|them) in`)}`,
    `blood (is )?(going to|gonna|a go|will|ll|is gonna|finna) (run|spill|flow|be spilled)(?= |$)${besideWords(`cutlass|machete|knife|blade|${GUN}|find (them|dem|him|her)|tonight|tonite|tief|stole|took`)}${notBeside(`${LOL}|blood (drive|draw|test|work|pressure|sugar)|donat\\w*|lab|labs|nosebleed|nose|period|movie|game|show|opening day|deer|elk|hog|duck|turkey|camp|season|hunt\\w*|sighted in|tag|stand|blind`)}`,
    `(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next week|this week|soon) (they|yall|everybody|everyone|them|the board|the office) (find out|ll find out|will find out|re gonna find out|are gonna find out|gonna find out|learn|ll learn|gonna learn|re gonna learn)(?= |$)${besideWords(`rounds|ammo|${GUN}|every name|list of names|voted to fire|fired me|boxed up`)}${notBeside(`${LOL}|results|decision|claim|appeal|test|biopsy|scan|baby|gender|promotion|grades|election|vote results|score|surprise|party|gift|memorial|ceremony|wall|range|move|moving|new rifle|show you`)}`,
  ]),
  ...rules("grievance", "review-r62", [
    `(poisoned|shot|killed|ran over|run over|hit|kicked|hurt|stole) (my|our) (dog|dogs|cat|cats|horse|horses|pets?|puppy|animals|chickens|goats|cattle|cows)(?= |$)${notBeside(`${LOL}|years ago|when i was|as a kid|hunter|hunting|coyote|accident\\w*|vet bill|vet bills|hawk|fox|bobcat|raccoon|possum|owl|bear|mountain lion|cougar|wolf|snake|predator`)}`,
  ]),
  // Round 62's second read: the urn paid for, "just waiting till after my daughters graduation";
  // "not coming back down" from the top of a parking deck; "its decided" after a son's birthday.
  ...rules("intent", "review-r62", [WAITING_TILL_AFTER, ITS_DECIDED, NOT_COMING_BACK_DOWN]),
  ...rules("place", "review-r62", [NOT_COMING_BACK_DOWN]),
  ...rules("time", "review-r62", [WAITING_TILL_AFTER, ITS_DECIDED]),
  // An heirloom gun left in a will, asked about for a pension.
  ...rules("benign", "review-r62", [
    `(left|leaving|leave|willed|gave|passed down|passing down|pass down|inherited) (her|his|my|their|me|him|us) (\\w+ )?(${GUN}|guns|collection|hunting rifle|deer rifle)( \\w+){0,3} (to|for) (my|his|her|me|him|us)( \\w+)?( in (her|his|my|the|their) (will|estate|trust))?(?= |$)${besideWords("in (her|his|the|their) will|estate|inherit\\w*|passed away|passed in|died|pension|does that affect|will that affect|taxes|probate|executor")}${notBeside(`${LOL}|wont need|won t need|after this|tonight|goodbye|soon|this weekend|not be here|wont be here|won t be here|in my will`)}`,
  ]),
  ...rules("harm", "stockton-en-r71", [
    `(them|those|dem|these|that|the|him|her|he|she|they)( \\w+){0,3} (gonna|going to|bout to|about to|finna) (feel it|feel this|feel me|feel my \\w+|pay for it|regret it|regret this)( tonight| tomorrow| today| soon)?(?= |$)${besideWords(`machete|knife|blade|bat|knife|blade|machete|bat|strap|glock|pistol|gun|guns|rifle|shotgun|ar 15|ar15|ammo|bullets|strap|cutlass|shank|ratchet`)}${notBeside(`${LOL}|workout|gym|legs|sore|leg day|squats|hike|hiking|run|running|hangover|drink\\w*|spicy|wings|hot sauce`)}`,
    `(hes|he s|shes|she s|theyre|they re|he is|she is|they are)( \\w+)? (yelling|screaming|saying|says|said|sayin|threatening|threatenin) (hell|he ll|shell|she ll|theyll|they ll|he will|she will|they will|he s gonna|hes gonna|shes gonna|she s gonna|he is gonna) (shoot|kill|stab|cut|hurt|come) (through|thru|in|us|me|the door|everybody|everyone)( \\w+){0,3}(?= |$)${besideWords("at the door|at my door|outside|back room|hiding|help me|scared|locked|911|police|cops|bedroom|closet|bathroom")}${notBeside(`${LOL}|movie|show|game|dream|nightmare|years ago|used to|back then`)}`,
    `(tonight|tomorrow|tmrw|by morning|by tomorrow) (hes|he s|shes|she s|him|he|she|that \\w+ is|that \\w+ s) (dead|a dead man|a dead woman|done for(?! the (season|day|night|year|week))|finished(?! (moving|packing|with|the|his|her)))(?= |$)${besideWords(`knife|blade|machete|knife|blade|machete|bat|strap|glock|pistol|gun|guns|rifle|shotgun|ar 15|ar15|ammo|bullets|shank|strap|took my|stole|tief|thief`)}${notBeside(`${LOL}|phone|battery|car|truck|engine|laptop|computer|printer|plant|plants|fish|goldfish|hamster`)}`,
    `(hes|shes|him|he|she|(that|dat|dis|this) (man|boy|bwoy|guy|dude|bredda)( a| is| s)?) (dead|a dead man|a dead woman) (tonight|tomorrow|tmrw|by morning)(?= |$)${besideWords("knife|blade|machete|bat|strap|glock|pistol|gun|rifle|shotgun|shank|cutlass")}${notBeside(`${LOL}|phone|battery|car|truck|engine|laptop|computer|printer|plant|plants|fish|goldfish|hamster|tired|exhausted|on his feet|on her feet`)}`,
  ]),
  // Round 63 (round 72's camden-en, deltams-en and austin-en, measured first): take-homes saved to
  // do all at once; the next overdose "wont be no accident"; narcan hidden; dead "by the 1st"; no
  // need of a house "where im going"; "bout to pull the trigger"; one rifle kept "for me"; the
  // bottle and the oxy finished together; "if i go ahead and do it"; an "ETS from life".
  ...rules("intent", "camden-en-r72", [
    SAVED_FOR_ALL_AT_ONCE,
    NEXT_ONE_NO_ACCIDENT,
    NARCAN_PUT_AWAY,
    DEAD_BY_A_DAY,
    DEAD_BEFORE_THE_EXAM,
    WONT_NEED_WHERE_IM_GOING,
  ]),
  ...rules("means", "camden-en-r72", [SAVED_FOR_ALL_AT_ONCE, NEXT_ONE_NO_ACCIDENT, NARCAN_PUT_AWAY]),
  ...rules("time", "camden-en-r72", [DEAD_BY_A_DAY, DEAD_BEFORE_THE_EXAM]),
  ...rules("farewell", "camden-en-r72", [WONT_NEED_WHERE_IM_GOING]),
  ...rules("intent", "deltams-en-r72", [PULL_THE_TRIGGER, IF_I_GO_AHEAD_AND_DO_IT]),
  ...rules("means", "deltams-en-r72", [PULL_THE_TRIGGER]),
  ...rules("intent", "austin-en-r72", [
    KEEPING_ONE_FOR_ME,
    FINISHING_BOTH,
    ETS_FROM_LIFE,
    IF_DEAD_BY_A_DAY,
    ITS_FOR_ME_BY_A_DAY,
  ]),
  ...rules("means", "austin-en-r72", [KEEPING_ONE_FOR_ME]),
  ...rules("suicideMention", "austin-en-r72", [ETS_FROM_LIFE]),
  ...rules("time", "austin-en-r72", [IF_DEAD_BY_A_DAY]),
  ...rules("afterMe", "austin-en-r72", [KEEPS_IT_AFTER]),
  // "got it all figured out in the garage" beside a winter not to be lived through again: a plan
  // (the second opinion lifted it to clear, and reading "after" beside it must not leave it lower).
  ...rules("intent", "austin-en-r72", [
    `(got|have|had) it (all )?(figured out|planned out|planned|worked out|set up|ready) (in|out in|out at|at) the (garage|barn|shed|woods|basement|attic|bridge|river|lake|truck)(?= |$)${besideWords("cant do another|can t do another|cant take|can t take|wife keeps|kids get|after|goodbye|im done|i m done|winter like this|last one")}${notBeside(`${LOL}|workshop|shop|bench|tools|project|gym|man cave|party|christmas|lights|decorat\\w*|surprise|mower|engine|motor|boat|build|building|paint\\w*|organiz\\w*`)}`,
  ]),
  // A wound cut too deep, bleeding that will not stop, breathing slow after a handful of pills.
  ...rules("lethality", "austin-en-r72", [BREATHING_SLOW, CUT_TOO_DEEP, BLEEDING_A_LOT]),
  // Someone else now: a narcan kit left on the porch with a note; a partner at the range who
  // "never talks like that".
  ...rules("thirdPartyDanger", "camden-en-r72", [
    `(he|she|my \\w+) (left|gave|dropped off|handed)( me)? (his|her) (narcan|naloxone)( kit)?(?= |$)${besideWords("note|ending it|end it|kill (himself|herself)|goodbye|you need it more|never gives (that|it) up|wont need it|won t need it|dont need it anymore")}${notBeside(`${LOL}|expired|extra|spare|training|pharmacy|refill|thank god|never had to use|never uses|never used`)}`,
  ]),
  ...rules("thirdPartyDanger", "austin-en-r72", [NEVER_TALKS_LIKE_THAT]),
  // A place: the water tower jumped from; "going off the ben franklin tonight".
  ...rules("place", "deltams-en-r72", [
    `(going to|gonna|gon|finna|bout to|about to|ima|imma|will|ill|i ll|plan to|planning to|fixing to|fixin to) jump (from|off|off of) (the|a|that|this) (\\w+ ){0,3}(water tower|tower|bridge|overpass|roof|rooftop|building|parking garage|parking deck|garage|cliff|ledge|dam|trestle|balcony|overlook)(?= |$)${notBeside(`${LOL}|parachute|skydiv\\w*|bungee|airborne|jump school|pool|lake|swim\\w*|into the (lake|pool|river|water)|snow|sled|trampoline|skateboard|bike|dirt bike|four wheeler|atv|video|game|could jump|happy|excited|joy|approved`)}`,
  ]),
  ...rules("place", "camden-en-r72", [
    `(going|goin|gonna go|finna go|bout to go|about to go|ima go|imma go) off (the|that) (\\w+ ){0,2}(bridge|overpass|roof|ledge|cliff|tower|parking garage|dam|ben franklin|walt whitman|betsy ross|tacony|golden gate|verrazzano|brooklyn bridge|gw|george washington)(?= |$)${besideWords("tonight|tomorrow|tmrw|now|rn|id|wallet|know who i am|goodbye|bye|dont look for me|sorry")}${notBeside(`${LOL}|exit|ramp|road|highway|detour|route|traffic|construction|toll|ez ?pass|map|gps|parade|fireworks|jump rope|bungee|fish|fishing|stripers|countdown|livestream|new years|ball drop`)}`,
  ]),
  // Means ready: a hot shot cooked, the door locked (a lethal dose, not the trucking job).
  ...rules("meansReady", "camden-en-r72", [
    `(got|have|made|cooked|cooking|cookin|fixed|loaded) (a|the|my|me a) (hot shot|hotshot)( cooked| ready| loaded| up)?(?= |$)${besideWords("door locked|locked|cooked|ready|needle|rig|spoon|somebody to know|someone to know|where i was|goodbye|bye")}${notBeside(`${LOL}|truck|trucking|driver|load|loads|cdl|trailer|hauling|haul|flatbed|dually|gooseneck|job|company|insurance`)}`,
  ]),
  // Harm: a threat shown with a loaded shotgun ("hes about to find out"); something brought to the
  // lobby because "theyre all gonna pay"; showing up armed to a reunion; a grandson who "say he
  // gonna go shoot the boy that jumped him"; a man who "just punched her" with a gun in his
  // waistband; the 9 on the writer for a plug who shorted him.
  ...rules("harm", "austin-en-r72", [
    ABOUT_TO_FIND_OUT,
    `(im|i m|ima|imma|gonna|going to|will|ill|i ll|i am) (bring|bringing|bringin|bring in|bringing in) (something|somethin|a little something|a surprise|a present|a gift)( \\w+){0,2} (to|into|for|in) (the|that|their|your|yall|yalls|his|her) (\\w+ ){0,2}(lobby|office|clinic|va|building|waiting room|front desk|hearing|meeting|regional office|cboc|reception)( (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next week))?(?= |$)${besideWords("pay|treated me|they all|theyre all|every one of them|regret|deserve|see what happens|youll see|you ll see|theyll see|they ll see")}${notBeside(`${LOL}|cookies|donuts|doughnuts|food|pizza|coffee|flowers|card|cards|thank|thanks|documents|paperwork|records|evidence|forms?|nurses|staff appreciation|potluck|cake|treats|candy|dd ?214|letter|statement|service dog|kids|wife|husband`)}`,
    `(show|showing|shows|show up|showing up|showin up|walk in|walking in|roll up|rolling up|pull up|pulling up|go|going|come|coming)( up)? (armed|strapped|packing|packin|locked and loaded|loaded up)( \\w+){0,2} (to|at|into) (the|my|our|his|her|their|that) (\\w+ ){0,3}(reunion|party|office|clinic|va|work|job|shop|meeting|hearing|church|school|house|wedding|funeral|cookout|bbq|event|ceremony|unit|armory|drill)(?= |$)${notBeside(`${LOL}|can i|could i|am i allowed|allowed|is it legal|legal\\w*|permit|ccw|concealed carry|license|security|guard|deputy|officer|police|cop|job requires|range|hunt\\w*|deer|event staff|show off|holster|collection|new (rifle|gun|pistol)`)}`,
  ]),
  ...rules("harm", "deltams-en-r72", [
    `(say|says|said|saying|sayin|talking about|talkin bout|talking bout|swears|swear) (he|hes|he s|she|shes|she s|they|theyre|they re)( is| are)? (gonna|going to|finna|bout to|about to|gon|will|ll) (go )?(shoot|kill|stab|cut|hurt|smoke|blast|pop|merk|murk|body) (the|that|this|his|her|those|a) (\\w+ )?(boy|boys|man|men|guy|guys|dude|dudes|kid|kids|girl|woman|teacher|neighbor|ex|cop|boss|foreman|fool|punk|bastard)(?= |$)${notBeside(`${LOL}|video game|hoops|pool|darts|targets|cans|picture|photo|film|movie|basketball|paintball|airsoft|nerf|hair|grass|lawn`)}`,
  ]),
  ...rules("wrongToKin", "camden-en-r72", [
    `(just )?(punched|slapped|choked|beat|shoved|strangled|kicked|smacked|hit|pistol whipped) (her|him|my (sister|mom|mother|wife|daughter|son|brother|kid|kids|baby|mama|grandma|aunt|niece|nephew))(?= |$)${besideWords("gun|pistol|knife|waistband|strap|glock|rifle|shotgun|machete|at the house|right now|rn|tucked|in his pants")}${notBeside(`${LOL}|years ago|when i was|as a kid|used to|in service|in basic|back then|growing up|childhood|dream|nightmare|movie|game|ball|puck|golf|car|truck|mailbox|fence|deer`)}`,
  ]),
  ...rules("weapon", "camden-en-r72", [
    `(got|have|carrying|carryin|packing|packin|with) (the|my|a|that) (9|nine|40|380|22|38|357|45|tec|strap|blick|blicky|stick|draco|chopper|burner|heater|banger|toolie)( on me| on my hip| in my waistband| tucked| in my pocket| on deck| in the car| in the whip| in my hoodie| in the hoodie| in my jacket| in my coat| in my bag)(?= |$)`,
  ]),
  ...rules("grievance", "camden-en-r72", [
    `((the )?(plug|dealer|connect|landlord|neighbor|that \\w+)( \\w+)? (shorted|ripped off|robbed|jumped|played|snitched on|set up) me( again| twice)?|(the|that) (boy|dude|guy|man|fool|dealer|plug) (who|that|whos|who s)( still)? (owe|owes|owed) me( \\w+)?)(?= |$)${notBeside(`${LOL}|va|back pay|backpay|rating|claim|payment|paycheck|check`)}`,
  ]),
  // Round 63's code review and second read: a threat waited out in the parking deck ("she gonna
  // learn"); a family trapped in the bedroom by a man swinging a machete.
  ...rules("harm", "review-r63", [
    `(hit|pistol whipped|struck|beat|smacked) (my|her|his) (\\w+ ){0,2}(daughter|son|wife|sister|mom|mother|brother|grandma|kid|kids|baby)( \\w+){0,4} with (his|her|a|the) (pistol|gun|glock|rifle|shotgun|bat|knife|machete)(?= |$)${notBeside(`${LOL}|years ago|when i was|as a kid|used to|back then|growing up|accident\\w*|ball|softball|baseball`)}`,
    `(she|he|they|them|that \\w+|dat \\w+)( is| s)? (gonna|finna|bout to|about to|going to) learn( today| tonight| tomorrow| tmrw)?(?= |$)${besideWords("piece|strap|glock|pistol|gun|rifle|shotgun|ar|ar 15|ar15|knife|machete|ammo|loaded|ready")}${notBeside(`${LOL}|lesson plan|class|school|course|training|teach\\w*|tutor\\w*|spanish|english|to drive|to swim|to read|piano|guitar`)}`,
    `(got|has|have|holding|keeping|locked) (my|his|her|the) (\\w+ ){0,2}(mom|mother|sister|brother|wife|kids|family|daughter|son|grandma|sisters|brothers)( and (my|his|her) (\\w+ ){0,2}\\w+)? (trapped|locked in|locked up|cornered|pinned|hostage)(?= |$)${besideWords("machete|knife|gun|pistol|bat|axe|hatchet|rifle|shotgun|swinging|waving|pointing|threatening")}`,
    `(hes|he s|shes|she s|theyre|they re|he is|she is) (swinging|waving|pointing) (a|the|his|her) (machete|knife|gun|pistol|bat|axe|hatchet|rifle|shotgun)(?= |$)${besideWords("trapped|locked|mom|mother|sister|brother|wife|kids|family|daughter|son|grandma|what do i do|help|scared|911")}${notBeside(`${LOL}|yard|brush|weeds|cane|trail|garden|field|video|game|show|movie`)}`,
  ]),
  // A wound: "went way too deep this time, the towel is soaked thru and im getting dizzy".
  ...rules("lethality", "review-r63", [
    `(went|cut|going|gone) (way |too |way too |real |really )?(too )?deep( this time)?(?= |$)${besideWords("towel|soaked|dizzy|blood|bleeding|wont stop|won t stop|cant stop|can t stop|passing out|lightheaded")}${notBeside(`${LOL}|dive|diving|scuba|pool|rabbit hole|reddit|youtube|research|conversation|debt|hole|water|snow|mud`)}`,
    `(towel|towels|shirt|sheets?|bandage|gauze|rag)( is| s| are)? (soaked|soaking|drenched|soaked thru|soaked through)( thru| through)?(?= |$)${besideWords("dizzy|cut|cutting|deep|bleeding|blood|wrist|arm|razor|blade|lightheaded")}${notBeside(`${LOL}|rain|sweat|sweating|pool|shower|bath|swim\\w*|leak|pipe|flood|dog|baby|spill\\w*|finger|thumb|kitchen|cooking|shaving|at work|heat`)}`,
  ]),
  // "i aint gonna be alive by the time they schedule the exam", beside "dont even bother".
  ...rules("intent", "review-r63", [NOT_ALIVE_BY_THEN]),
  ...rules("time", "review-r63", [NOT_ALIVE_BY_THEN]),
  // Round 64 (round 73's portland-en, hinesville-en and stcloud-en, measured first): the will in
  // the binder "i wont be able to tell her myself"; "i want it to work this time"; "planned better
  // this time"; loading heard behind a door; "i know what its for"; an accident the insurer is to
  // be told; a cemetery plot "wont be needing to wait long"; an rx filled twice "so i have enough";
  // a pole looked for on the highway; "nowhere to be ever again"; everything set up in the closet.
  ...rules("intent", "portland-en-r73", [
    WONT_BE_ABLE_TO_TELL,
    BETTER_THIS_TIME,
    NOWHERE_TO_BE_AGAIN,
    SET_UP_IN_THE_CLOSET,
  ]),
  ...rules("farewell", "portland-en-r73", [WONT_BE_ABLE_TO_TELL]),
  ...rules("suicide", "portland-en-r73", [WORK_THIS_TIME]),
  ...rules("time", "portland-en-r73", [BETTER_THIS_TIME]),
  ...rules("meansReady", "portland-en-r73", [SET_UP_IN_THE_CLOSET]),
  ...rules("thirdPartyDanger", "portland-en-r73", [HEARD_HIM_LOAD]),
  ...rules("intent", "hinesville-en-r73", [KNOW_WHAT_ITS_FOR, TAKING_THEM_AFTER]),
  ...rules("time", "hinesville-en-r73", [TAKING_THEM_AFTER]),
  ...rules("place", "hinesville-en-r73", [DRIVE_TILL_I_FIND]),
  ...rules("suicide", "hinesville-en-r73", [USE_ONE_ON_MYSELF]),
  ...rules("suicide", "stcloud-en-r73", [CALL_IT_AN_ACCIDENT]),
  ...rules("intent", "stcloud-en-r73", [CALL_IT_AN_ACCIDENT]),
  ...rules("intent", "stcloud-en-r73", [WONT_NEED_TO_WAIT_LONG, SO_I_HAVE_ENOUGH]),
  ...rules("time", "stcloud-en-r73", [WONT_NEED_TO_WAIT_LONG]),
  ...rules("means", "stcloud-en-r73", [SO_I_HAVE_ENOUGH]),
  // "thats it for me... going out to the woods w my rifle, dont wait up"; "doing it before the
  // anniversary"; the last $40 spent on gas to the coast, "not coming back"; dog tags and rings left
  // for a son of 6, "hope he understand one day".
  ...rules("intent", "portland-en-r73", [
    `(thats|that s|that is) it for me(?= |$)${besideWords("rifle|gun|guns|pistol|shotgun|pills|rope|bridge")}${notBeside(`${LOL}|for (today|tonight|now|the day|the week|this week)|questions?|thanks|thank you|appreciate|help|links?|deer|opener|opening day|hunt\\w*|season|honey|elk|duck|turkey|fishing|camp\\w*|range|gun question`)}`,
    HOPE_HE_UNDERSTANDS,
  ]),
  ...rules("farewell", "hinesville-en-r73", [HOPE_HE_UNDERSTANDS]),
  ...rules("time", "portland-en-r73", [
    `(doing it|do it|going to do it|gonna do it|ending it|end it|it happens|its happening|it s happening|doing this) before (the|my|his|her|our) (\\w+ ){0,2}(anniversary|birthday|holidays|christmas|thanksgiving|new year|new years|wedding|graduation|hearing|c p)(?= |$)${notBeside(`${LOL}|claim|file|filing|appeal|paperwork|forms?|apply\\w*|application|shopping|gift|party|reservation|booking|cleaning|taxes|deadline|move|moving|paint\\w*|remodel\\w*|flag|roof|grant|sah|statement|buddy|tattoo|vows|renew\\w*|ramp|can i|who can|request|headstone|marker|my husbands death|my wifes death`)}`,
  ]),
  ...rules("intent", "portland-en-r73", [LAST_MONEY_ON_GAS]),
  ...rules("farewell", "portland-en-r73", [LAST_MONEY_ON_GAS]),
  ...rules("intent", "review-r64", [FIGURE_OUT_WHY_SOMEDAY, NOTHING_STOPPING_ME]),
  ...rules("farewell", "review-r64", [FIGURE_OUT_WHY_SOMEDAY]),
  // The second read: "he is not leaving there in one piece"; shots fired down through the floor
  // with the kids below.
  ...rules("harm", "review-r64", [
    `(he|she|they|him|that \\w+)( is| s| are| aint| ain t)? (not|never|aint|ain t|wont|won t|isnt|isn t) (leaving|leave|walking out|walk out|getting out|get out|coming out|come out|making it out|make it out)( of)?( there| here| that \\w+| the \\w+)? in one piece(?= |$)${besideWords("headed over|heading over|going over|on my way|omw|at her place|at his place|tonight|rn|right now|knife|gun|bat|pistol|glock|ex|bf|boyfriend|new man")}${notBeside(`${LOL}|surgery|hospital|crash|wreck|accident|storm|hurricane|tornado|ride|rollercoaster|roller coaster|game|match|fight night|boxing|mma|ufc|paintball|move|moving|movers|delivery|package|furniture|tv`)}`,
    `(is|s|are|keeps|kept|been|started|start) (firing|shooting|popping) (shots|rounds|off rounds|off shots)?( \\w+){0,3} (thru|through|into|at|toward|towards|down (thru|through|into)) (the|my|our) (floor|ceiling|wall|walls|house|door|window|windows|apartment|car|truck|trailer|yard)(?= |$)${notBeside(`${LOL}|range|target|targets|hunt\\w*|deer|fireworks|movie|show|game|video|nail gun|nailgun|staple|roofer|roofers|contractor|construction|years ago|in iraq|in afghanistan|in vietnam|deployment`)}`,
  ]),

  // "dont tell my first sergeant but im excited to ETS": glad to leave the service, a frame.
  ...rules("benign", "hinesville-en-r73", [
    `(excited|happy|pumped|stoked|hyped|cant wait|can t wait|ready|counting down) (to|for) (ets|eas|get out|separate|retire|my ets|my eas|my retirement|terminal leave|skillbridge|start school|go to school)(?= |$)${notBeside(`${LOL}|life|living|this world|earth|existence|for good|forever|goodbye|gun|pills|rope|tonight|last (time|day)`)}`,
  ]),
  // A place or its means at hand: the vista bridge "at 2am... gonna go see"; "bridge tonight. sorry";
  // "i want to go off the top" of a cape; the hose on the car at a rest area; "voices say jump".
  ...rules("place", "portland-en-r73", [
    `(bridge|overpass|tracks|cliff|bluff|dam|cape \\w+|the coast|the river)( \\w+){0,2} at (\\d+|one|two|three|four) ?(am|a m|in the morning)( \\w+){0,6}(?= |$)${besideWords("gonna go see|go see|going to see|quiet|nobody|no one|gonna go|sorry|goodbye")}${notBeside(`fishing|fish|photo\\w*|pics|pictures|sunrise|stars|meteor|shift|run|running|ride|bike|walk|dog|train (schedule|times)|crossing|loud|noise|noisy|sleep|move|moving|neighbors|horn|commute|drive through|on my way|night job|job|mileage|work`)}`,
    `^((the|that) )?(\\w+ )?(bridge|overpass|tracks|train tracks|river|dam|cliff|roof|parking garage) (tonight|tomorrow|today|now|rn)( sorry| im sorry| goodbye| bye| love you)+$`,
    `^(tonight|tomorrow|today|now|rn) (the )?(\\w+ )?(bridge|overpass|tracks|train tracks|river|dam|cliff|roof|parking garage)( sorry| im sorry| goodbye| bye| love you)+$`,
    `(want to|wanna|going to|gonna|about to|bout to|ready to) (go|jump|step|drive) off the (top|edge|side|end|cliff|bluff)(?= |$)${besideWords("cliff|bluff|cape|rock|bridge|overlook|parked|wind|ledge|building|roof|garage|dam|pier|jetty|think im going to|think i m going to")}${notBeside(`${LOL}|diving|dive|pool|board|rope swing|ski\\w*|snowboard\\w*|sled\\w*|bike|jump school|parachut\\w*|skydiv\\w*|paraglid\\w*|hang glid\\w*|bungee|map|road|diet|wagon|polar plunge|plunge|swim\\w*|we wanna|we want|grandkids|kids|dock|lake|driveway|truck|car|ramp`)}`,
    `(the )?hose (on|in|into|to|hooked (up )?to|taped to|attached to|running (in|into|to)|from) (the|my) (car|truck|exhaust|tailpipe|window|van)(?= |$)${notBeside(`${LOL}|wash\\w*|garden|water|radiator|coolant|vacuum|vac|leak\\w*|fuel|gas line|air|tire|power wash\\w*|pressure wash\\w*|mechanic|repair|fix\\w*|replace\\w*|cracked|broke|broken|dog|plants|pool|cpap|oxygen|o2|sewer|camper|rv|dump|septic|propane|crushed|pinched|need|new`)}`,
  ]),
  ...rules("suicide", "portland-en-r73", [
    `(the )?voices?( in my head)?( \\w+)? (say|says|saying|tell|tells|telling|told|keep saying|keep telling)( me)?( to)? (jump|kill myself|end it|die|hang myself|shoot myself|end my life)(?= |$)${notBeside(`${LOL}|song|lyrics|movie|show|book|game|character|gps|inner|wife|wifes|husband|boat|claim|school`)}`,
  ]),
  // Someone else now: records and a bike given away with "you were the best family"; "going to see
  // dad" when dad is dead, with guns; a girlfriend's meds and dog left "and wouldnt be back"; a
  // father's text "dont come out to the farm".
  ...rules("thirdPartyDanger", "portland-en-r73", [
    `(he|she|my \\w+( \\w+)?) (gave|has given|been giving|is giving|started giving) away (his|her) (\\w+ ){0,2}(records|bike|guitar|guns|rifle|tools|truck|stuff|things|dog|cat|clothes|medals|everything)(?= |$)${besideWords("cant find (him|her)|can t find (him|her)|wont answer|won t answer|not answering|isnt answering|phone off|best (family|friend|brother|sister)|goodbye|said goodbye|no one can find|nobody can find")}${notBeside(`${LOL}|moving|move|moved|relocat\\w*|deploy\\w*|downsiz\\w*|minimalis\\w*|estate sale|yard sale|garage sale|nursing home|assisted living|retire\\w*|years ago|passed away|died|goodwill|donat\\w*|drive|space|title|dmv|coats`)}`,
    `(hes|he s|shes|she s|he is|she is|saying|said|says|that|told me)( (hes|he s|shes|she s|he|she))? (going|gonna go|goin|about to go|off|headed) to see (his |her |my )?(?<kin>dad|mom|father|mother|brother|son|wife|husband|buddy|friend|grandpa|grandma)(?= |$)(?:(?=(.* )?\\k<kin> (died|passed|is dead|has been dead|was killed|killed himself|killed herself))|(?<=(^| )\\k<kin> (died|passed|was killed|killed himself|killed herself)( .*)?))${besideWords("gun|guns|rifle|pistol|pills|voicemail|goodbye|cant reach|can t reach|wont answer|won t answer|not answering|what do i do|out past")}${notBeside(`${LOL}|cemetery|grave|gravesite|flowers|memorial day|headstone|visit(ing)? the grave|anniversary mass|range|hospital|travel pay|va card`)}`,
    `(she|he) (left|gave) (me )?(her|his) (meds|medication|medications|medicine|pills|dog|cat|pets|keys|wallet|phone)( and (her|his) (meds|medication|dog|cat|keys|wallet|phone))? with me(?= |$)${besideWords("wouldnt be back|wouldn t be back|wont be back|won t be back|not coming back|isnt answering|not answering|cant reach|can t reach|goodbye|coast|bridge|woods|ocean|river")}${notBeside(`${LOL}|vacation|trip|travel\\w*|deploy\\w*|surgery|hospital|rehab|detox|treatment|training|conference|work trip|overseas|probably at work|at work|at school|asleep|busy|shift|semester|til|till|until|sunday|saturday|monday|friday|refill|job`)}`,
    `(dont|don t|do not) come (out|over|home|up|down|by) (to )?(the )?(farm|house|barn|garage|shed|cabin|trailer|camp|place|apartment)(?= |$)${besideWords("tell (your|my) (mother|mom|mama|dad)|im sorry|i m sorry|proud of you|love you|goodbye|take care of")}${notBeside(`${LOL}|sick|flu|covid|contagious|snow|storm|roads|ice|icy|flood\\w*|mess|painting|construction|quarantine|harvest\\w*|sunday|saturday|this weekend|next week|septic|backed up|we are|were busy|busy|chores|calving|planting|spraying|storm`)}`,
  ]),
  // Harm: the one who assaulted the writer "wont walk away from it"; someone in the tent with a
  // knife right now; "tomorrow he gets what he deserves, bats already in my trunk"; a neighbour who
  // "wont be calling nobody after".
  ...rules("harm", "portland-en-r73", [
    `(he|she|they|him|that \\w+|my ex|the \\w+)( \\w+)? (wont|won t|will not|aint gonna|ain t gonna|is not gonna|isnt gonna) (walk|get|drive|come) away (from it|from this|from me|with it|with this|with that|this time)( this time)?(?= |$)${besideWords(`driving|drive|tonight|going down|heading|find him|find her|lives|address|assault\\w*|raped|rape|knife|blade|machete|bat|bats|strap|glock|pistol|gun|guns|rifle|shotgun|ar 15|ar15|ammo|bullets|shank|45|9mm|the 9|loaded|trunk`)}${notBeside(`${LOL}|accident|crash|wreck|injur\\w*|claim|lawsuit|court|judge|sentence|jail|prison|charges|karma|god|lawyer|evidence|attorney|vso|dog|puppy|leash|cat`)}`,
    `(someone|somebody|a (guy|man|dude|woman)|some (guy|dude|man|woman)|a stranger|he|she|they)( is| s|s)? (in|inside|at|outside|by|in front of) (my|the) (tent|room|house|apartment|door|car|truck|camp|trailer|window|bedroom|porch) with (a|his|her|the) (knife|gun|pistol|machete|bat|blade|rifle|shotgun|weapon|axe|hammer)(?= |$)${notBeside(`${LOL}|dream|movie|show|game|years ago|last year|used to|cutting|cooking|hunting|cleaning|fixing|fix|repair\\w*|cabinets|working|building|install\\w*|contractor|handyman`)}`,
    `(hear|heard|can hear|hearing) (someone|somebody|a (guy|man|stranger)|some (guy|dude|man)|my ex|her ex|the intruder|a stranger)( \\w+)? (loading|racking|cocking|chambering|load|rack|cock) (a|the|his|their) (gun|pistol|shotgun|rifle|round|shell)(?= |$)${besideWords("outside|door|window|my ex|intruder|broke in|break in|stranger|someone|somebody|in the house|hallway|porch")}${notBeside(`${LOL}|range|hunt\\w*|deer|movie|show|game|dream|years ago`)}`,
    `(he|she|they|him|her|that \\w+)( \\w+)? (gets|get|gonna get|will get|is gonna get|s gonna get|is getting|s getting) what (he|she|they|s|is|s coming)( \\w+)? ?(deserves|deserve|has coming|have coming|got coming|coming to (him|her|them))?(?= |$)${besideWords(`knife|blade|machete|bat|bats|strap|glock|pistol|shank|9mm|the 9|loaded|trunk|parks|where he parks|waiting for (him|her)|tomorrow|tonight`)}${notBeside(`${LOL}|karma|god|the lord|court|judge|lawsuit|prison|jail|sentence|appeal|review|report|complaint|ig|inspector|congress\\w*|fired|write up|written up|promotion|raise|award|finally|graduation|birthday|gift|medal|purple heart|flowers|new rifle|shotgun for|is it ok`)}`,
    `(he|she|they|my neighbor|the neighbor|that \\w+)( \\w+)? (wont|won t|aint gonna|ain t gonna|will not|is not gonna) be (calling|talking to|telling|snitching on|bothering|calling the cops on|calling the police on) (nobody|anybody|no one|anyone|the cops|the police)( \\w+){0,2} (after|again|anymore|no more|after tonight)(?= |$)${besideWords("tonight|handle it|imma|ima|im gonna|i m gonna|gun|pistol|rifle|knife|bat|myself|cops|police|snitch\\w*|called the cops")}${notBeside(`${LOL}|blocked|block|restraining|number|phone|moved|moving|new number|lawyer|court|order|hearing|stroke|bed|sleep|asleep|dementia|hoa|after 9|early`)}`,
  ]),
  // Round 65 (kansascity-en): a belt and a closet door "thats my appeal"; the sheet ready in a cell
  // after count; narcan in the trash beside fent; "let them finish it for me" of a warrant; "how many
  // of them blues does it take... want it to be for sure"; "because thats what im doing".
  ...rules("suicide", "kansascity-en-r74", [
    // Round 65's second read: a blanket left and a vent up top in a county cell; the VA "will get the
    // death notice soon enough".
    `(left me|leave me|have|got|still got|still have) (the|a|my) (blanket|sheet|towel|bedsheet)( \\w+){0,6} (vent|hook|bunk|bars|light fixture|sprinkler)(?= |$)${besideWords("jail|cell|county|took my laces|took my belt|tell my mom|tell my wife|tell my kids|goodbye|sorry|seg|lockup|holding")}${notBeside(`${LOL}|cold|freezing|heat|warm|laundry|clean|dirty|bugs|mold|complain\\w*|grievance form|kite`)}`,
    `(will|ll|gonna|is gonna|going to|is going to) (get|receive|see|have) (the|my|a) (death notice|death certificate|obituary|notice of death|report of death)( \\w+)? (soon enough|soon|shortly|any day now|before long|next week|this week)(?= |$)${notBeside(`${LOL}|hospice|cancer|terminal|doctor|doctors|prognosis|icu|my (dad|mom|father|mother|husband|wife|son|daughter|brother|sister)|his|her|funeral home|passed|died|mortuary`)}`,
    `(got|have|i got|i have|found) (a|my|the) (belt|rope|cord|extension cord|sheet|bedsheet|dog leash|leash) and (a|the|my) (closet door|door|door frame|doorknob|beam|rafter|hook|ceiling fan|pull up bar|bunk)(?= |$)${notBeside(`${LOL}|hang(ing)? (clothes|coats|shirts|pictures|a picture)|organizer|rack|shoes|install\\w*|fix\\w*|repair\\w*|broke|broken|squeak\\w*|stuck|paint\\w*|workout|pull ups|exercise|dog|walk`)}`,
    `((got|have|had|made|twisted|tied) (the|a|my) (sheet|sheets|bedsheet|shoelaces|laces|cord|belt) (ready|tied|twisted|around|to the vent|to the bunk)|twisted the (sheet|sheets|bedsheet)( already)?)(?= |$)${besideWords("vent|hook|bunk|bars|neck|door closes|dont know why im|don t know why im|goodbye|sorry|tell my|no point|ill do life|i ll do life|cell door")}${notBeside(`${LOL}|laundry|wash\\w*|bed made|make (my|the) bed|inspection|fold\\w*|dry\\w*|blanket|cold`)}`,
    `((the |my )?(narcan|naloxone) (in|into) the (trash|garbage|toilet|dumpster)|(threw|throw|tossed|toss|flushed|got rid of|trashed|gave|giving) (out |away )?(the|my|all the|all my|both) (narcan|naloxone)( away)?|(dont|don t|do not|wont|won t) need (the|my|no|any) (narcan|naloxone)( no more| anymore)?)(?= |$)${besideWords("fent|fentanyl|dope|pocket|answer|tonight|heroin|blues|pills|shot|needle|rig|last one|the bag|this bag|half gram|gram")}${notBeside(`expired|expir\\w*|old|replace\\w*|new one|pharmacy|accident\\w*|by mistake|my (kid|son|daughter|dog)|where can i get|how do i get`)}`,
    `(let|make) (them|the cops|the police|em|the feds|the marshals|swat|the pigs) (finish|end) (it|me|the job|this)( for me)?(?= |$)${besideWords("warrant|cops|police|waistband|feds|marshals|swat|reaching|reach for|come for me|come get me|pull up")}${notBeside(`${LOL}|paperwork|claim|appeal|form|forms|vso|lawyer|report|investigation|the case|court`)}`,
    `(reach|reaching|reachin|go|going|goin) (in|into|for) my (waistband|waist band)(?= |$)${besideWords("let them|let em|finish it|finish me|end it|warrant|cops|police|come for me|pull up|pulled over|swat|feds|marshals")}${notBeside(`${LOL}|wallet|id|license|registration|phone|keys|gum|lighter`)}`,
    // A coded end said outright in a gamer's words: "afk forever after tonight", "respawn timer is
    // infinite", "logging off for good. gave my mod role to jay" (indiansprings-en).
    `((afk|logging off|log off|logged off|logging out|going offline|going dark|signing off|respawn timer( is)?|no respawn|no respawns|no more respawns|game over|uninstalling life|uninstall(ing)? myself)( \\w+)? (forever|permanently|infinite|after tonight)|(my )?(final|last) (logout|log out|log off|logoff))(?= |$)${besideWords("tonight|after tonight|fr|for real|goodbye|bye|peace|someone to know|gave my|mod role|love yall|love you|take care|sorry|cant do this|can t do this|tired")}${notBeside(`${LOL}|server|discord (is|goes|will)|maintenance|patch|update|shutdown|shut down|closing|sunset\\w*|subscription|wow|warcraft|fortnite|league|account|vacation|detox|social media|twitter|instagram|facebook|tiktok|reddit|deployment|deploy\\w*|break|hiatus|week|month|semester|finals|exams|studying|school|class|work|job|moving|internet|wifi|power|storm|hurricane`)}`,
    // "tonight the pain stops. got it all planned" (indiansprings-en).
    `(tonight|today|tomorrow|this weekend|saturday|sunday|friday|soon|after tonight) (the|all the|my) (pain|hurt|suffering|noise|voices) (stops|ends|will stop|will end|is over|goes away|go away|stop|end)(?= |$)${besideWords("planned|plan|goodbye|bye|sorry|pills|gun|pistol|rifle|rope|bridge|ready|cant do this|can t do this|love you|tell my|who to call|after|for good|forever|no more")}${notBeside(`${LOL}|teeth|wisdom|pulled|removal|approved|gallbladder|divorce|surgery|injection|procedure|shot|nerve block|ablation|medication|meds|doctor|dr|appt|appointment|pt|physical therapy|chiro\\w*|acupuncture|massage|epidural|ketamine|infusion|tooth|dentist|root canal|knee|hip|back|shoulder|implant|hopefully|hope|finally get|prescri\\w*|refill\\w*|pharmacy|tylenol|advil|motrin|ibuprofen|gabapentin|lidocaine|patch|tens`)}`,
    // "i have a bottle of oxy... she died in march. im using them tonight so i can be with her" (annapolis-en).
    `(so|that way|and then) i (can|could|will|ll|get to|can finally|will finally) be with (her|him|them|my (wife|husband|son|daughter|mom|dad|mother|father|brother|sister|buddy|battle buddy|boy|girl|baby|kids))( again)?(?= |$)${besideWords("died|passed|gone|heaven|lost her|lost him|killed|was killed|in march|last (year|month|week)|funeral")}${besideWords("using them|use them|take them|take it|taking them|pills|oxy|bottle|gun|pistol|rifle|rope|end it|overdose")}${notBeside(`${LOL}|flying|fly|flight|drive|driving|taking leave|leave|travel\\w*|plane|ticket|bus|train|move|moving|stay with|live with|visit\\w*|buried|burial|bury|cemetery|plot|grave|gravesite|headstone|urn|ashes|inter\\w*|niche|columbarium|flowers|memorial|church|mass|pray\\w*|someday|one day|when my time comes|when its my time|when god|hospice|nursing home|dementia|trip`)}`,
    // "does it matter for my kids benefits if i use my own gun vs something else" (indiansprings-en).
    `(if|when) i use (my own|my|a|the) (gun|pistol|rifle|shotgun|9mm|glock|45|revolver|service weapon)( vs| versus| or| instead of)?(?= |$)${besideWords("kids|wife|family|dic|sgli|vgli|payout|life insurance|when i go|after i go|covered|still get")}${notBeside(`${LOL}|security|guard|guard job|security job|license|licence|trespasser\\w*|intruder|pepper spray|armed|company|employer|qualif\\w*|range|hunt\\w*|deer|elk|hog|homeowners|renters|burglar\\w*|self defense|home defense|defend|bear|snake\\w*|coyote\\w*|competition|class|ccw|conceal\\w*|permit|sig`)}`,
  ]),
  ...rules("thirdPartyDanger", "kansascity-en-r74", [
    // A goodbye text, pills or a gun, and a phone that goes to voicemail.
    `((his|her|their) )?phone (goes|went|going|keeps going|is going) (straight |right )?to voicemail(?= |$)${besideWords("he texted|she texted|he sent|she sent|he said|she said|he wrote|she wrote|texted my|texted me|his text|her text|he posted|she posted|just texted")}${besideWords("love u|love you|thank u for raising|thank you for raising|thank you for being|thank u for being|goodbye|take care of|im sorry|i m sorry|forgive me|pills|meds|pain meds|gun|pistol|rifle|fifth|bottle|rope")}${notBeside(`${LOL}|va|rep|office|clinic|number you|the number|link|missed my birthday|birthday|work|shift|job|deploy\\w*|flight|plane|vacation|trip|dead battery|battery|no service|no signal|reception|camping|asleep|sleeping|years ago|last year|passed away|died in`)}`,
    // "the marine is in the bathroom with the door locked and the razor and he wont talk to me" (annapolis-en).
    `(is|s|been|has been|locked (himself|herself)) in the (bathroom|garage|closet|bedroom|room|shed|basement|attic|barn)( \\w+){0,5} (with|and) (the|a|his|her) (razor|gun|guns|pistol|rifle|shotgun|rope|belt|pills|knife|blade|box cutter|cord)(?= |$)${besideWords("door locked|locked|wont talk|won t talk|wont answer|won t answer|wont come out|won t come out|not answering|not talking|wont open|won t open")}${notBeside(`${LOL}|shav\\w*|haircut|beard|trim\\w*|clean\\w*|fix\\w*|repair\\w*|build\\w*|work\\w* on|project|hobby|reload\\w*|cleaning kit|toolbox|gaming|game|music|headphones|phone call|on the phone|zoom|meeting|sulking|mad at me`)}`,
    // "told me she's going to take dads leftover hospice meds the day he dies" (annapolis-en).
    `(she s|shes|she is|he s|hes|he is|she|he|shell|she ll|she will|hell|he ll|he will|(my )?(mom|dad|mother|father)( is| s)?) (going to|gonna|planning to|plans to|is going to|is gonna)? ?take (\\w+ ){0,4}(meds|pills|medication|medications|morphine|oxy|fentanyl|patches)( \\w+){0,5} (the day|when|after|once|right after) (he|she|dad|mom|my (dad|mom|father|mother)|her husband|his wife)( s| is)? (dies|passes|is gone|gone|passes away|goes)(?= |$)${notBeside(`${LOL}|dispose\\w*|disposal|return\\w*|back to the pharmacy|pharmacy|drop off|take back|takeback|destroy\\w*|turn in|hospice nurse (said|told)|flush\\w*`)}`,
  ]),
  ...rules("intent", "kansascity-en-r74", [
    // "im not going to be here much longer, I already have it planned", of DIC after a suicide (annapolis-en).
    `(i )?(already )?(have|got|ve got|have got) it (all )?(planned|planned out|figured out|worked out|mapped out)(?= |$)(?!( \\w+){0,6} to (go|drive|visit|see|take|bring|pick|meet|attend|fly|help|stay|spend|clean|sell|pay|call|tell|move)( |$))${besideWords("suicide|not going to be here|wont be here much|won t be here much|end it|kill myself|by my own hand")}${notBeside(`${LOL}|plot|cemetery|funeral home|cremat\\w*|headstone|burial form|someday|trip|wedding|party|move|moving|budget|retire\\w*|school|class|schedule|surprise|vacation|cruise|business|route|itinerary`)}`,
    // "do the kids still get anything. because thats what im doing".
    `(cause|because|cuz|bc|coz) (thats|that s|that is) what (im|i m|i am|ima|imma) (doing|gonna do|going to do|about to do|planning|planning on|fixing to do|finna do)(?= |$)${besideWords("suicide|kill myself|dies|die|dead|end it|kids|wife|get anything|benefits|dic|insurance|sgli|vgli")}${notBeside(`${LOL}|hlr|higher level|supplemental|appeal|claim|filing|file|apply\\w*|school|college|gi bill|vr e|voc rehab|moving|move|buying|buy|refinanc\\w*|loan|business|retir\\w*|job|work`)}`,
    // "how many of them blues does it take. want it to be for sure".
    `(want|need|wanna) (it|this|them) to be (for sure|sure|certain|final|permanent|quick|fast and sure)(?= |$)${besideWords("blues|pills|fent|fentanyl|oxy|xanax|bars|percs|tabs|bottle|gun|rope|bridge|seroquel|trazodone|ambien|tylenol")}${notBeside(`${LOL}|statement\\w*|letter\\w*|evidence|buddy|lay|records|documents|witness\\w*|claim|appeal|form|forms|application|rating|decision|payment|deposit|paperwork|test|results|diagnosis|biopsy|scan|mri|pregnan\\w*|paternity|dna`)}`,
    // "asking because I'm going to, this weekend" (annapolis-en); "asking for like next week" (indiansprings-en).
    `(asking|ask|askin|i ask) (because|cause|cuz|bc|since) (im|i m|i am|ima|imma) (going to|gonna|about to|planning to|fixing to|finna)( do it| do this)?(?= |$)(?! (paint|drive|get|go to|see|buy|apply|file|move|take|have|start|visit|call|fly|travel|be|do (my|the|a|some)|make|ask|need|use|work|try|pick|cook|clean|fix|build|sell|rent|meet|watch|play|read|study|enroll|sign)( |$))${besideWords("this weekend|tonight|tomorrow|soon|next week|friday|saturday|sunday|patches|pills|gun|fentanyl|investigate|close it out|suicide|dies|die|dead")}${notBeside(`${LOL}|apply\\w*|file|filing|claim|appeal|move|moving|buy|buying|sell|selling|school|enroll\\w*|retire\\w*|travel\\w*|trip|surgery|refinanc\\w*|marry|married|wedding|divorce|job|quit|visit`)}`,
    `(asking|askin|i ask) for (like |about )?(next|this) (week|weekend|month|friday|saturday|sunday|monday|tuesday|wednesday|thursday)(?= |$)${besideWords("when im dead|when i m dead|after im dead|after i m dead|when im gone|after im gone|my death|im dead|i m dead")}`,
    // "I'm planning for next month", beside a suicide exclusion (annapolis-en).
    `(im|i m|i am) planning (it )?(for|on) (next|this) (month|week|weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday)(?= |$)${besideWords("suicide|exclusion|kill myself|end it|when im gone|after im gone")}${notBeside(`${LOL}|surgery|trip|move|moving|wedding|party|vacation|visit|appointment|appt|exam|c p|school|class|enroll\\w*`)}`,
    // "i've already decided. i just want to know if my caregiver loses her stipend the day i die".
    `^((ok|okay|so|well|look|honestly|yeah|yes) )?((i ve|ive|i have|i) )?already (decided|made up my mind|made my decision|made the decision)(?= |$)(?! (to|on|where|which|what|that|how|between|whether|who)( |$))${besideWords("the day i die|when i die|after i die|after im gone|when im gone|im dead|i m dead|my death|i die|after i m gone")}`,
    // "denied again so thats my sign. not doing the appeal. doing something else. got a fifth of vodka".
    `(thats|that s|that is|this is|it s|its|that was|this was) my sign(?= |$)(?! (in|up|language|to|for|from|sheet)( |$))${besideWords("pills|meds|sleep meds|gun|pistol|rifle|vodka|fifth|rope|tonight|something else|not doing|done|end it|doing it")}${notBeside(`${LOL}|zodiac|astrolog\\w*|horoscope|sign up|sign the|sign in|leo|virgo|gemini|aries|taurus|cancer|libra|scorpio|sagittarius|capricorn|aquarius|pisces|to apply|to file|to retire|to move|to go back|to quit (drinking|smoking)|to get sober|to stop drinking|school|college|church|god is telling me to (apply|file|go|move)`)}`,
    // "i wont be waiting long" beside "after im dead" (indiansprings-en).
    `i (wont|won t|will not|aint gonna|ain t gonna) be (waiting|around|here) (long|much longer|that long|very long)(?= |$)${besideWords("after im dead|after i m dead|when im dead|im dead|when im gone|after im gone|my wife|money still|still go to|die|dies|death")}${notBeside(`${LOL}|cancer|hospice|terminal|chemo|prognosis|doctor|doctors|stage 4|stage four|als|copd|dementia|heart failure|kidney|dialysis|hold|on hold|in line|line|lobby|waiting room|the office`)}`,
    // "how do i cancel my mental health appt next week. wont need it. decided".
    `(wont|won t|will not|dont|don t) need (it|them|that|this|the appt|the appointment|my appt|my appointment)( anymore| no more| after (this|tonight|this week))? (decided|ive decided|i ve decided|i decided|made up my mind|my minds made up)(?= |$)(?! to )`,
  ]),
  ...rules("time", "kansascity-en-r74", [
    // "how long before the va finds out im dead so the checks stop... itll be this weekend".
    `(it ll|itll|it will|its gonna|it s gonna|it is gonna|its going to|it s going to) (be|happen|be over|be done) (this|next|by|before|on)( coming)? (weekend|week|friday|saturday|sunday|monday|tuesday|wednesday|thursday|month|tonight)(?= |$)${besideWords("im dead|i m dead|when im gone|after im gone|finds out im dead|my death|checks stop|when i die|after i die")}`,
    `the date is the \\d+(st|nd|rd|th)?(?= |$)${besideWords("planning it|planned it|been planning|my wife will be ok|goodbye|after im gone")}`,
  ]),
  ...rules("place", "indiansprings-en-r74", [
    // Round 65's second read: "parked up at the dam. nobody comes out here this late. water looks real peaceful tonight".
    `(nobody|no one|noone) (comes|goes|drives|ever comes|ever goes|walks) (out )?(here|there)( this late| at night| this time of night| anymore)?(?= |$)${besideWords("dam|bridge|cliff|overlook|water looks|river|lake|tracks|parked|pulloff|turnout|edge|ledge|rail")}${besideWords("tonight|this late|peaceful|goodbye|sorry|done|gun|pills|fifth|9mm|rope|hose|water looks|so tired|tired|nobody will|no one will")}${notBeside(`${LOL}|fishing|fish|camp\\w*|hunt\\w*|stargaz\\w*|photo\\w*|date|picnic|dog|dogs|kids|party|bbq|kayak|swim\\w*|sunrise|sunset|meteor|birds|birding`)}`,
    // "the bridge by the dam is 40 min away. doesnt matter what my claim says anymore".
    `(the )?(bridge|dam|overpass|cliff|tracks|train tracks|overlook|parking garage|strat|stratosphere)( by the \\w+| over the \\w+| at the \\w+)?( is| s| are)? (\\d+|a few|ten|twenty|thirty|forty|fifty|an) (min|mins|minutes|miles|hours?|hour) (away|from here|out|down the road)(?= |$)${besideWords("anymore|nothing left|goodbye|sorry|done with (it|all|everything)|lost everything|no point|why not|going there|headed there|heading there")}${notBeside(`${LOL}|directions|fishing|fish|hike|hiking|photo\\w*|tour|visit|sightseeing|date|picnic|camping|run|running|bike|ride|job|work|commute|traffic|every summer|we go there|we just go`)}`,
    // "plan is mt charleston, theres a turnout off the road nobody goes to".
    `(turnout|turn out|pullout|pull out|pull off|overlook|spot|place|road|trail|clearing)( off the (road|highway|\\d+))? (nobody|no one|noone|nobody ever|no one ever) (goes|go|comes|drives|will find|finds|checks|uses)( to| by| down)?(?= |$)${besideWords("plan is|the plan|leaving|tonight|after (my )?shift|at \\d+ ?am|goodbye|sorry|gun|pistol|rifle|pills|rope|hose|done|for good")}${notBeside(`${LOL}|camp\\w*|fishing|hunt\\w*|hike|hiking|photo\\w*|stargaz\\w*|date|picnic|meteor|stars|sunrise|sunset|dog|dogs|ride|riding|atv|dirt bike|off road\\w*|offroad\\w*|jeep|bbq|party`)}`,
    // "im actually at the lake mead overlook with a bottle and my 9mm".
    `((im|i m|i am)( actually| just| sitting| parked| standing| out)?|^(just )?(sitting|parked|standing|out)( up| here)?) (at|on|by) the( \\w+){0,3} (overlook|bridge|dam|lake|river|cliff|pier|beach|tracks|rooftop|roof|parking garage|canyon|pulloff|pull off|pullout|turnout|rest area|rest stop|lookout|trailhead|boat ramp|end of the road)( \\w+){0,2} with ((a|my|the) (9mm|gun|pistol|pills|rifle|glock|handgun|shotgun|rope)|(a|my|the) (bottle|fifth)( of \\w+)? and (a|my|the) (9mm|gun|pistol|pills|rifle|glock|handgun|shotgun|rope))(?= |$)${notBeside(`${LOL}|snake\\w*|carry|can i carry|permit|heat meds|my wife|fishing|fish|hunt\\w*|duck|deer|range|shoot(ing)? (targets|cans|bottles)|camp\\w*|picnic|party|boat|kayak|swim\\w*|kids|family|friends|the boys|bbq|sunscreen|water bottle|bottle of water|snacks|cooler`)}`,
  ]),
  ...rules("lethality", "indiansprings-en-r74", [
    // "looked up how high the strat is. i think im going up there after shift".
    `((looked|look|looking|searched|googled|google) up|googled|searched|checked|researched) how (high|tall|far down|deep) (the )?(\\w+ ){0,3}(is|are|it is|goes|the fall is|the drop is|the water is)(?= |$)${besideWords("going up there|go up there|im going up|i m going up|going there|tonight|after (my )?shift|jump|cant feel|can t feel|done|goodbye|end it|for good|no point")}${notBeside(`${LOL}|kid|kids|son|daughter|homework|project|school|trivia|tour|tourist|visit\\w*|bet|wager|vacation|trip|sightseeing|elevator|roller coaster|ride|tickets`)}`,
  ]),
  ...rules("farewell", "kansascity-en-r74", [
    // "gave my tools to my nephew, sold the truck, paid back everybody i owed".
    `(paid|paying|pay|paid off|settled|squared|squaring) (back )?(up )?(with )?(everybody|everyone|all|every \\w+|all my debts|all my debts i)( that)? i (owed|owe|owed money)(?= |$)${besideWords("gave|given|sold|headstone|grave|funeral|burial|goodbye|tools|truck|guns|dog|grandma dont have to|wont have to|done|ready")}${notBeside(`${LOL}|buy|buying|home loan|va loan|ready to buy|back pay|backpay|bonus|tax refund|refund|settlement|lottery|inheritance|won|sober|steps|step 9|amends|program|aa|na|recovery|fresh start|new start|credit score|credit|bankruptcy|moving`)}`,
    // "i wrote letters for everyone. mom, my sister, my old crew".
    `(i )?(wrote|written|writing|left) (letters|a letter|notes|a note) (for|to) (everyone|everybody|all of (them|yall|you)|each of (them|yall|you)|my (mom|wife|kids|family|sister|brother|crew))(?= |$)${besideWords("after|so they get it|flag|where the va sends|burial|funeral|headstone|gone|tonight|goodbye|sorry|love")}${notBeside(`${LOL}|christmas|holiday\\w*|thank you|thanks|birthday|wedding|graduat\\w*|deploy\\w*|support|buddy letter|buddy statement|lay statement|statement|nexus|claim|appeal|judge|court|parole|sentencing|character|recommendation|reference|campaign|congress\\w*|senator|rep`)}`,
  ]),
  ...rules("afterMe", "indiansprings-en-r74", [
    // "how long before the va finds out im dead so the checks stop" (kansascity-en).
    `(finds|find|finding|found|figures|figure) out (that )?(im|i m|i am|i was) (dead|gone)(?= |$)${notBeside(`${LOL}|alive|not dead|sitting right here|mistake|error|by mistake|thinks|think|thought|declared|records say|computer|system|fix|fixed|correct\\w*|when i die|when i pass|ssa|social security|do they check|how does the va|how do they`)}`,
    // "gave my tools to my nephew, sold the truck... does the VA do the headstone free so my grandma dont have to" (kansascity-en).
    `so (my \\w+|she|he|they|nobody|no one|noone) (dont|don t|doesnt|doesn t|wont|won t|will not|do not|does not) (have to|need to|gotta)( pay( for it)?| worry| deal with it| handle it)?(?= |$)${besideWords("headstone|funeral|burial|cemetery|plot|casket|cremat\\w*|grave")}${besideWords("gave my|sold my|sold the|paid back|given away|gave away|paid off everybody|paid everybody")}${notBeside(`${LOL}|someday|some day|one day|moving|condo|downsiz\\w*`)}`,
    // "where the va sends the flag so they get it after".
    `(so|that way|and) (they|she|he|my (mom|wife|kids|family|parents|sister|brother)) (get|gets|will get|can get|have|receive|will have) (it|them|the flag|everything|the money|the house|my stuff) after($|(?= (how|what|where|when|does|do|can|is|will)( |$))| (that )?(im|i m|i am) (gone|dead|finished|done)(?= |$))`,
  ]),
  // Threats: going over "to handle her and that new dude. got my pistol"; "ill do life. he dies this
  // week"; "everybody in there gonna feel my pain"; "going back with a bat... til hes on the ground";
  // the cousin who snitched "aint leaving"; "when he come out tonight hes done".
  ...rules("harm", "kansascity-en-r74", [
    // Round 65's second read: "when his shift ends its over for him"; "im dealing with him once and for
    // all tonight, shotgun's loaded"; "that rat talked to the cops. hes not making it home tonight";
    // "that man wont see next week".
    `(its|it s|it is|it ll be|itll be|it will be) (over|done|lights out|the end) for (him|her|them|that \\w+)(?= |$)${besideWords("waiting|car|lot|parking|shift ends|his shift|her shift|tonight|when he|when she|gun|pistol|rifle|knife|bat|loaded|outside his|outside her|his house|her house")}${notBeside(`${LOL}|game|season|playoffs|career|retire\\w*|claim|appeal|team|contract|lease|marriage|relationship|election|campaign|cancer|hospice|doctor|vet said|dog|cat|horse`)}`,
    `(dealing|deal|handling|handle|taking care of|take care of|settling|settle) (with )?(him|her|them|that \\w+)( \\w+)? (once and for all|for good|permanently)( tonight| today| tomorrow| this weekend)?(?= |$)${besideWords("shotgun|shotguns|gun|pistol|rifle|loaded|knife|bat|machete|glock|9mm|ar|poisoning|poisoned|killed my|hurt my")}${notBeside(`${LOL}|lawyer|court|judge|hoa|landlord|complaint|report|police report|animal control|restraining|mediat\\w*|sheriff|code enforcement`)}`,
    `(hes|he s|he is|shes|she s|she is|theyre|they re|they are) not (making it|gonna make it|going to make it|getting|gettin) home( tonight| alive| today| this time)?(?= |$)${besideWords("rat|snitch\\w*|talked to the cops|told on|ratted|owes|stole|gun|pistol|knife|bat|waiting for him|waiting for her")}${notBeside(`${LOL}|storm|snow|flight|flights|delayed|cancel\\w*|shift|overtime|traffic|hospital|surgery|deploy\\w*|working late|stuck|car broke|broke down`)}`,
    `(that man|that guy|that dude|that woman|he|she|him|that \\w+)( \\w+)? (wont|won t|will not|aint gonna|ain t gonna|is not gonna|isnt gonna|not gonna) (see|make it to|live to see|last (till|until|to)) (next|another|the next|the end of the) (week|weekend|month|friday|saturday|sunday|christmas|birthday|year)(?= |$)${besideWords("prison|jail|dont care|don t care|rest of my life|kill|gun|pistol|knife|bat|hurt my|raped|touched|abused|beat|owes")}${notBeside(`${LOL}|hospice|cancer|doctor|doctors|terminal|sick|icu|ventilator|prognosis|dementia|stroke|heart failure|kidney|dialysis|dog|cat|plant|car|truck|phone|battery`)}`,
    `(going|goin|headed|heading|gonna go|about to go|on my way|finna go|bout to go) (over )?(there|to (her|his|their) (place|house|apartment|job|work|moms|mom s))( tonight| now| today| right now| rn)? to (handle|settle( up)? with|end|finish) (her|him|them|that|both of (them|em))(?= |$)${besideWords("pistol|gun|glock|strap|9|9mm|45|knife|bat|rifle|shotgun|machete|blade|loaded|tool|piece")}${notBeside(`${LOL}|paperwork|papers|custody hearing|court|lawyer|mediat\\w*|calmly|meds|pills|sink|tool bag|dog|cat|kids homework|bills|rent|move|moving|boxes|furniture`)}`,
    `(ill|i ll|i will|imma|ima|i dont mind|i don t mind|happy to|gladly|id|i d|i would) (do|doing|serve|serving|go back for) (life|25 to life|twenty five to life|the rest of my life in)(?= |$)${besideWords("he dies|she dies|kill|killing|shoot|stab|pistol|gun|blocks over|stays|lives|hooked|dead|die|bury him|end him|deserves")}${notBeside(`${LOL}|claim|appeal|rating|school|job|contract|reenlist\\w*|navy|army|marines|air force|service|deploy\\w*`)}`,
    `(he|she|that \\w+|the \\w+ who \\w+( \\w+){0,4}) (dies|is dying|will die|is gonna die|s gonna die|gon die|finna die) ((this|next|by|before|on) (week|weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday|month|the weekend)|tonight|tomorrow|when i (see|find|catch) (him|her|them))(?= |$)${notBeside(`${LOL}|hospice|cancer|doctor|doctors|terminal|comfort care|icu|ventilator|dnr|vent|palliative|kidney|dialysis|heart|als|dementia|prognosis|show|episode|season|movie|book|game|character|series|spoiler|plant|dog|cat|vet|phone|battery|laptop|they said|doctor said|doctors said|dic|apply|benefits|survivor\\w*|burial|funeral|hospital|nurse|i go right after|right after him|go after him|i go too|i go with him|the pills|my pills`)}`,
    `(everybody|everyone|all of (them|em|yall)|every one of (them|em)|them all|every last one of (them|em))( in (there|that building|that office|the building|the office|that place|that clinic|the clinic|the va))? (gonna|going to|is gonna|will|gon|finna|bout to|about to) (feel|know|share) (my pain|what i feel|what im feeling|what i m feeling|my hurt|this pain)(?= |$)${besideWords("walking in|walk in|walking into|walk into|going in|going into|building|office|va|clinic|downtown|in there|child support|courthouse|regional office")}${notBeside(`${LOL}|myself|shoot myself|kill myself|find me|when they find|my body|im dead|i m dead|suicide|end it|end my life|song|lyrics|music|poem|book|speech|testify|testimony|hearing|town hall|story|tell my story|write|writing|blog|op ed|petition|protest|rally|march|congress\\w*`)}`,
    `(making|make|gonna make|imma make|ima make|going to make|will make) (everyone|everybody|all of them|them all|every one of them|each one of them)( in (there|that \\w+|the \\w+))? (feel|know|share) (what i feel|my pain|what im feeling|what i m feeling|this pain)(?= |$)${besideWords("walking in|walk in|walking into|walk into|going in|going into|building|office|va|clinic|in there|if my appeal|denied")}${notBeside(`${LOL}|myself|shoot myself|kill myself|find me|when they find|my body|im dead|i m dead|suicide|end it|end my life|song|lyrics|music|poem|book|speech|testify|testimony|hearing|town hall|story|tell my story|write|writing|blog|petition|protest|rally|congress\\w*|podcast|video|documentary|art`)}`,
    `(going|goin|headed|heading|gonna go|coming|comin|about to go|bout to go|finna go|went|gone) back( there| over there| in there| to (the|his|her|their|that) \\w+( \\w+)?)? with (a|my|the) (bat|gun|knife|pistol|strap|glock|machete|crowbar|hammer|9|9mm|rifle|shotgun|blade|tire iron)(?= |$)${notBeside(`${LOL}|deck|shelf|garage|fix|finish the|scope|dealer|pharmacy|mistake|exchange|set|bought|sink|cabinet|fence|roof|project|bridge|spot where i|tried last time|lake|river|woods|my turn|finish it|myself|end it|cliff|overlook|dam|tracks|baseball|softball|game|practice|league|team|cage|batting|coach|son|kids|range|hunt\\w*|deer|season|gunsmith|shop|store|return\\w*|receipt|refund|trade in|pawn|permit|registration|fix\\w*|repair\\w*|cleaning`)}`,
    `(til|till|until|untill) (hes|he s|he is|shes|she s|she is|theyre|they re|they are|him|her|them|that \\w+ is)( laying| lying)? (on the ground|not moving|dead|in the dirt|bleeding|in a bag)(?= |$)${besideWords("bat|gun|pistol|knife|beat|stomp|hit|going back|imma|ima|im gonna|i m gonna|i aint leaving|i ain t leaving|wont stop|won t stop")}${notBeside(`${LOL}|seizure\\w*|sedat\\w*|mri|passes out|faint\\w*|aid and attendance|caregiver|doctor|nurse|hospital|anesthe\\w*|game|match|wrestl\\w*|ufc|mma|boxing|fight night|movie|show|dog|cat|puppy|baby|toddler|nap|asleep|sleep\\w*|tired|drunk|beer|party|dance|dancing|yoga|workout|gym`)}`,
    `(he|she|they|him|hes|he s|shes|she s|that \\w+)( \\w+)? (aint|ain t|is not|isnt|is not gonna be|wont be|won t be|not) leaving( there| that house| alive| breathing| on (his|her) feet| in one piece)?(?= |$)${besideWords("snitch\\w*|snitched|feds|got me locked|ratted|told on me|so am i|so will i|ill be there|i ll be there|bat|gun|pistol|strap|knife|glock")}${notBeside(`${LOL}|house arrest|attic|roommate|rent|lease|evict\\w*|mouse|mice|raccoon|squirrel|girlfriends|keys|bed|hospital|rehab|nursing home|dementia|anxiety|agoraphob\\w*|ptsd|depress\\w*|job|the army|the navy|the service|marriage|relationship|wife|husband|girlfriend|boyfriend`)}`,
    `when (he|she|they|that \\w+)( \\w+)? (come|comes|walk|walks|step|steps|get|gets|pull|pulls) (out|home|outside|off work|up|in)( \\w+){0,2} (hes|he s|shes|she s|theyre|they re|he is|she is|they are|he gone be|she gone be) (done|dead|finished|gone|mine|got)(?= |$)(?! with)${besideWords("loaded|9|9mm|gun|pistol|glock|rifle|strap|knife|bat|shotgun|tonight|done talking|im done|i m done")}${notBeside(`${LOL}|done with life|kill himself|kill herself|end it|suicid\\w*|hurt himself|hurt herself|surgery|anesthesia|rehab|jail|prison|hospital|recovery|operating|icu|shift|work|dinner|pizza|food`)}`,
    // Someone holding the writer as the enemy with a gun in a flashback (annapolis-en).
    `(he|she|hes|shes|my \\w+)( s| is| has| keeps| just)? (got|has|holding|pointing|waving|aiming|grabbed|grabbing|pulled|pulling|has got)( out)? (his|her|a|the) (gun|pistol|rifle|knife|shotgun|weapon|handgun|glock)( out| at me| at us)?( \\w+){0,4} (saying|says|thinks|thinking|calling|calls|yelling|shouting|screaming)( that| at me)?( (im|i m|i am|we re|were|we are|i was)| me) (the enemy|an intruder|the bad guy|taliban|hajji|a threat|insurgent\\w*)(?= |$)`,
    // "im going to take care of the neighbor tonight. permanently. the marine in me knows how".
    `(take care of|handle|deal with|settle things with|settle it with) (the|my|that|this|our) (neighbor|neighbour|rater|ex|boss|landlord|guy|dude|man|cop|supervisor|foreman|examiner)( \\w+)? (tonight|tomorrow|today|this weekend|for good|permanently|once and for all)(?= |$)${besideWords("permanently|for good|knows how|know how|once and for all|the marine in me|the soldier in me|gun|pistol|rifle|knife|quiet(ly)?")}${notBeside(`${LOL}|raise|promotion|asking for|ask for|talk to|mold|repairs|lease|rent|deposit|about the|dog|cat|lawn|yard|mow\\w*|house sit\\w*|feed\\w*|check on|groceries|ride|casserole|meal|soup|sick|surgery|hoa|complaint|report|lawyer|court|mediat\\w*|talk to`)}`,
    // "I know the rater's name now. Found her on facebook... She has no idea what's coming".
    `(she|he|they|the rater|that \\w+|him|her)( \\w+)? (has|have) no idea (what s|whats|what is) (coming|about to happen|gonna happen)( for (him|her|them|it))?(?= |$)${besideWords("found (her|him|them)|lives in|address|where (she|he|they) lives|rater|facebook|name|home|house|knows my name|knows who")}${notBeside(`${LOL}|lawyer|attorney|filing|notice of disagreement|nod|appeal|evidence|vso|hlr|board|congress\\w*|im dead|i m dead|find me|myself|surprise|party|gift|present|birthday|proposal|propos\\w*|baby|pregnan\\w*|promotion|award|retirement|anniversary|vacation|trip|puppy|visit`)}`,
    // "whoever walks through that door first gets shot" (indiansprings-en).
    `(whoever|whoevers|anyone who|anybody who|the first (one|person|guy|man|dude) (who|that|to)) (walks|comes|steps|breaks|kicks|gets|walk|come|step|break|kick) (through|thru|in|into)( that| the| my)?( door| house| room| place)?( first)? (gets|get|is getting|gonna get|is gonna get|will get|catches|catch) (shot|stabbed|a bullet|lit up|smoked|blasted|dropped|the business end)(?= |$)${notBeside(`${LOL}|game|movie|show|video|call of duty|cod|paintball|airsoft|nerf|water gun|water balloon|flu shot|vaccine|shot of|shots of|tequila|whiskey|espresso|coffee|photo|picture|camera`)}`,
  ]),
  // Ordinary words left alone: a neurologist's advice to take a parent's guns out of the house and
  // the question how; "just kill me now... (kidding)" of a rescheduled exam.
  ...rules("benign", "annapolis-en-r74", [
    `(neurologist|doctor|dr|psychiatrist|geriatrician|nurse|social worker|pcp|provider|hospice) (said|says|told (us|me|mom|my mom)|recommended|recommends|advised|suggested)( to| we)? (get|take|remove|lock up|store|move) (the|his|her|dads|moms|my dads|my moms|all the) (guns|firearms|rifles|pistols|weapons|gun)( \\w+){0,3} (out|away|somewhere|locked)?(?= |$)${besideWords("dementia|alzheimer\\w*|memory|cognitive|confused|confusion|parkinson\\w*|tbi|precaution")}${notBeside(`threaten\\w*|shoot (himself|herself|us|me|mom|dad)|kill (himself|herself|us|me)|killing (himself|herself)|talking about (dying|killing|ending|suicide|shooting)|shooting (himself|herself)|wants to die|end (his|her) life|ending (his|her) life|suicid\\w*|hurt (himself|herself|someone|us|me)|end it|pointed|waving|loaded|tonight|right now`)}`,
    `(just )?(kill|shoot) me now(?= |$)${besideWords("kidding|just kidding|jk|lol|lmao|haha\\w*|joking|figure of speech")}${besideWords("c p|c and p|claim|appointment|appt|exam|rescheduled|hold|form|forms|va|paperwork|website|telehealth|decision|rating|backlog")}`,
  ]),
  // Round 66 (decision 941): round 75's sets once measured. Threats: "make sure he never stands in
  // that pulpit again. got my daddys pistol"; "neither one of us is comin out"; "he wont laugh. Im
  // bringing something"; "he wont walk away from it"; "im going to find him" of the rater named on
  // the letter; someone else's "hell shoot anybody who gets in the way"; the VA "with my ar" to
  // "make em listen"; "a pipe wrench thru his skull"; "shes gonna be dead by morning" after hitting
  // her; "somebody down there is gonna answer for it. still got my rifle"; "hes gonna get it when he
  // walks out"; "theyre all gonna find out what a combat vet does when hes pushed too far".
  ...rules("harm", "roanoke-en-r75", [
    `(make|makin|making|gonna make|im gonna make|i m gonna make|imma make|ima make) sure (he|she|they|him|her|that \\w+) (never|dont ever|don t ever|wont ever|won t ever|will never|cant ever|can t ever) (stands?|walks?|preach\\w*|works?|sees?|hurts?|touch\\w*|lays? (a )?hands?|breathes?|gets? up|comes? home|speaks?|talks?|steps? foot|opens? (his|her|their) mouth)( \\w+){0,4} again(?= |$)${besideWords("pistol|gun|rifle|shotgun|knife|bat|loaded|glock|9mm|45|ar|daddys pistol|my pistol|my gun")}${notBeside(`${LOL}|fired|report\\w*|lawyer|attorney|court|license|board|vote|voting|petition|complaint|elder\\w*|deacons|bishop|diocese|congregation votes|church council|sue|suing|lawsuit|restraining`)}`,
    `neither (one )?of us (is|are|s|will be|gonna be|is gonna be|aint|ain t|is not|isnt|are not|arent) (comin|coming|walking|walkin|making it|makin it|gettin|getting|leaving|going to walk|gonna walk|goin to walk)( out| home| back| away| out alive| out of there)?(?= |$)${besideWords("over there|her place|his place|her house|his house|ex|tonight|wife|husband|gun|pistol|rifle|shotgun|knife|got the house|divorce")}${notBeside(`${LOL}|game|match|overtime|tournament|poker|chess|debate|argument|meeting|negotiat\\w*|mediat\\w*|court|hearing|storm|snow|blizzard|flood|woods|lost|hike|hiking|cave|boat`)}`,
    `(he|she|they|that \\w+|the \\w+)( \\w+)? (wont|won t|will not|aint gonna|ain t gonna|not gonna|isnt gonna|is not gonna) (be )?(laugh|laughing|smile|smiling|smirk|smirking)( this time| again| no more| anymore| then)?(?= |$)${besideWords("bringing something|bring something|bringin something|ill be back|i ll be back|be back (thursday|friday|monday|tuesday|wednesday|saturday|sunday|tomorrow)|got something for (him|her|them)|gun|pistol|knife|rifle|loaded")}${notBeside(`${LOL}|joke|jokes|comedian|comedy|movie|show|tickle|kids|baby|grandbaby|photo|picture|dentist|teeth|braces|stroke|bells palsy|surgery`)}`,
    `(he|she|they|that \\w+)( \\w+)? (wont|won t|will not|aint gonna|ain t gonna|not gonna|isnt gonna|is not gonna) walk away from (it|this|that|me|there)( this time)?(?= |$)${besideWords("ready for him|ready for her|be ready|custody exchange|exchange|gun|pistol|knife|bat|rifle|loaded|saturday|tonight|lying|lied")}${notBeside(`${LOL}|deal|contract|job|offer|claim|appeal|settlement|marriage|relationship|car|accident|crash|wreck|fall|fell|surgery|table|money|debt|kids|responsib\\w*|child support|lawyer|court order|judge`)}`,
    `(im|i m|i am|imma|ima|i will|ill|i ll|gonna|going to) (going to |gonna )?(find|hunt down|track down|look up|pay a visit to|visit) (him|her|them|that rater|the rater|that examiner|that \\w+)( at home| at (his|her|their) house| where (he|she|they) (lives?|sleeps?))?(?= |$)${besideWords("which rater|found out which|name (right )?(there )?on the letter|(his|her) name|address|where (he|she) lives|denied my")}${notBeside(`${LOL}|email|e mail|phone number|number|complaint|supervisor|report|lawyer|congress\\w*|ask (him|her)|talk to|file|appeal|board|hlr|linkedin|facebook to ask|thank|thanks|vso|ig|inspector general|write (him|her)|letter to`)}`,
    `(he|she|hes|shes|he s|she s|he said|she said|he says|she says|he told me|she told me|he keeps saying|hes saying|he s saying|yelling|screaming|hes yelling|he s yelling|saying|said|threatening|threatened)( that)? (hell|he ll|he will|shell|she ll|she will|hed|he d|she d|shed|he would|she would|is gonna|s gonna|is going to) (shoot|kill|stab|cut|hurt) (anybody|anyone|everybody|everyone|whoever|any of us|all of us|us|me|my \\w+|through the door|thru the door|through the window)( who| that)?(?= |$)${besideWords("coming|comin|on his way|on her way|tonight|right now|has guns|has a gun|got a gun|hes got a gun|he s got a gun|outside|door|drunk")}${notBeside(`${LOL}|if (i|you|we)( \\w+)? (dont|don t|do not|leave|left|forget|forgot|miss|lose|go|went|tell|told|break|quit)|game|video game|movie|show|call of duty|fortnite|paintball|airsoft|years ago|back in|used to|in 19\\d\\d|in 20[01]\\d|when i was|flashback|nightmare|dream`)}`,
    `(hell|he ll|he will|shell|she ll|she will|hes gonna|he s gonna|shes gonna|she s gonna) (shoot|kill|stab) (anybody|anyone|everybody|everyone|whoever)( who| that| in)?(?= |$)${besideWords("coming|comin|on his way|on her way|tonight|right now|has guns|has a gun|got a gun|outside|door|take her|take him|take the kids")}${notBeside(`${LOL}|game|video game|movie|show|call of duty|fortnite|paintball|airsoft|years ago|back in|used to|when i was|flashback|nightmare|dream|zombie\\w*|apocalypse`)}`,
    `(drive|drivin|driving|going|goin|headed|heading|roll|rolling|rollin|walk|walking|walkin|show up|showing up|go) (\\w+ ){0,2}(to|into|in|up to) the( \\w+){0,2} (va|clinic|regional office|office|hospital|vet center|cboc|building)( \\w+){0,2} with (my|an|a|the) (ar|ar 15|ar15|rifle|gun|pistol|shotgun|glock|ak|ak 47|piece|strap|9mm|45)(?= |$)${besideWords("make (em|them|him|her|somebody|everybody) (listen|pay|hear|see|understand)|for once|this time|they ll see|theyll see|no more|finally listen|finally hear")}${notBeside(`${LOL}|permit|can i|allowed|legal|rules|policy|carry license|ccw|locker|lock it|leave it|in the truck|hunting|range|appointment|hearing loss|claim|myself|kill myself|end it|parking lot and|in my mouth|suicid\\w*`)}`,
    `(putting|gonna put|im gonna put|i m gonna put|imma put|ima put|sticking|gonna stick|ill put|i ll put|ill stick|i ll stick|ill bury|gonna bury) (a|my|this|the|that) (\\w+ ){0,2}(thru|through|in|into|upside|across) (his|her|their|that \\w+ s|the \\w+ s) (skull|head|face|chest|throat|neck|teeth|eye|brain|gut|back)(?= |$)${notBeside(`${LOL}|corpsman|medic|airway|emergency|trach\\w*|cric\\w*|needle|tube|stressor|cpr|nail gun|accident|surgery|surgeon|doctor|mri|shunt|drill|screw|plate|rod|tbi|injury|injured|claim|tattoo|hat|helmet|ct scan|pillow|headphones|earbuds|idea|ideas|thought|sense|some sense|hair|brush|comb|shampoo|makeup|lotion|sunscreen|ice pack|cold pack|heating pad|bandage|band aid|glasses|contact|contacts|drops`)}`,
    `(shes|she s|she is|hes|he s|he is|theyre|they re|they are|she|he|they)( gonna| going to| gon| gunna| will)? be dead (by|before) (morning|tonight|tomorrow|sunrise|daylight|the weekend|sunday|monday|tuesday|wednesday|thursday|friday|saturday|midnight)(?= |$)${besideWords("hitting her|hitting him|hit her|hit him|beat her|beat him|beating her|beating him|stop at|choke|chok\\w*|strangl\\w*|gun|knife|pistol|im not gonna stop|i m not gonna stop|this time")}${notBeside(`${LOL}|hospice|doctor|doctors|nurse|icu|ventilator|vent|dnr|palliative|comfort care|prognosis|cancer|dying|plant|plants|fish|battery|phone|laptop|car|truck|garden|frost|freeze`)}`,
    `(somebody|someone|somebody down there|someone down there|somebody up there|someone in there|somebody in there|they|he|she|that \\w+|the \\w+)( \\w+){0,2} (is gonna|gonna|going to|will|s gonna|is going to|are gonna|are going to|re gonna) (answer|pay) for (it|this|that|what)(?= |$)${besideWords("rifle|gun|pistol|shotgun|knife|glock|loaded|ar|still got my|still have my|i want names|want names|names")}${notBeside(`${LOL}|lawyer|attorney|court|judge|congress\\w*|senator|inspector general|ig|complaint|lawsuit|sue|suing|news|reporter|media|board|appeal|hlr|vote|election|god|lord|judgment day|hell|karma`)}`,
    `(hes|he s|he is|shes|she s|she is|theyre|they re|they are)( gonna| going to| gon| finna| gunna)? get (it|his|hers|theirs|what s coming|whats coming|what s coming to (him|her|them)|whats coming to (him|her|them))( \\w+)? when (he|she|they) (walk|walks|come|comes|get|gets|step|steps|leave|leaves|pull|pulls|clock|clocks) (out|outside|off|home|in|out of)(?= |$)${notBeside(`${LOL}|surprise|present|gift|cake|party|award|ticket|mail|letter|paycheck|check|news|results|decision|flu|covid|sick|cold|rain|snow|storm|sunburn|kiss|hug|hugs|welcome|balloons|flowers|diploma|graduat\\w*|degree|certificate|medal|keys|papers|dd214|discharge|stage|commencement|ceremony|congrat\\w*|proud`)}`,
    `(theyre|they re|they are|they|everybody|everyone|yall|you all|all of (them|em|yall))( all)? (gonna|going to|will|is gonna|are gonna|finna|bout to|about to) (find out|see|learn|know) what (a|an|one) (\\w+ ){0,2}(vet|veteran|marine|soldier|grunt|man|vietnam vet|combat vet) (does|can do|will do|is capable of)( when)?(?= |$)${besideWords("tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|goin to|going to|headed to|the va|the office|pushed too far|pushed|gun|rifle|pistol")}${notBeside(`${LOL}|interview|job|resume|hire|hiring|employer|college|class|school|volunteer\\w*|parade|speech|talk|presentation|bake|cook|garden|fish|build|built|project|charity|fundrais\\w*|5k|marathon|race|competition|team`)}`,
  ]),
  ...rules("harm", "williston-en-r75", [
    // "ill just wait in the parking lot for the doc who cut my meds then".
    `(ill|i ll|i will|im gonna|i m gonna|imma|ima|gonna) (just )?(wait|be waiting|sit|be sitting)( \\w+)? (in|at|by|outside) (the|his|her|their) (parking lot|lot|parking garage|garage|car|truck|house|door|front door|office|building)( \\w+){0,2} for (the|that|my|his|her) (doc|doctor|rater|examiner|nurse|pharmacist|boss|supervisor|ex|pusher|foreman|guy|man|lady|woman|judge|lawyer|worker)( who| that| w)?(?= |$)${besideWords("cut my|took my|denied|fired|then|guns at|gun|rifle|pistol|get it|rules on guns")}${notBeside(`${LOL}|appointment|appt|ride|pick (me|him|her) up|give (me|him|her) a ride|signature|sign|paperwork|form|forms|dbq|thank|thanks|ask|question|talk|explain|apolog\\w*|results|refill`)}`,
  ]),
  // The writer's own end: "im the one wholl be dead by sunday"; "gonna step off the monkeyboard... theyll
  // call it an accident"; "gonna just drive it in"; "dont talk me out of it"; "hes going to see grandma
  // now" of one long dead; "mine will be by next week"; "not messing up this time" after trying; "tell
  // the va they can close my claim" with "tonight. done"; the flag she will "need next week".
  ...rules("intent", "norman-en-r75", [
    `(mine|my \\w+|i|it) (will|ll|is gonna|s gonna|gonna) be (by|before|next|this) (next )?(week|weekend|month|friday|saturday|sunday|monday|tuesday|wednesday|thursday|tonight|tomorrow)(?= |$)${besideWords("dies by suicide|die by suicide|suicide|kill myself|killing myself|set (it )?up right|want it set up")}${notBeside(`${LOL}|appointment|appt|c p|exam|decision|claim|check|payment|deposit|refund|hearing|surgery|delivery|due date|baby|wedding|graduat\\w*|move|moving|closing`)}`,
    `(not|aint|ain t|wont be|won t be|im not|i m not) (messing|screwing|fucking|mess|screw|fuck|botch\\w*) (it |this |that )?up (this time|again|twice)(?= |$)${besideWords("tried|attempt\\w*|last time|last month|last year|messed it up|survived|woke up|kids get|survivor|dic|insurance|pills|gun|rope")}${notBeside(`${LOL}|test|exam|interview|recipe|cake|bread|paint\\w*|form|forms|application|claim|appeal|c p|taxes|fafsa|budget|diet|sobriety|sober|recovery|relapse|marriage|relationship|job|parking|parallel`)}`,
  ]),
  ...rules("thirdPartyDanger", "williston-en-r75", [
    // "hes been talking about joining our grandpa and gave away his regalia. he has his deer rifle out at the bay".
    `(hes|he s|he is|shes|she s|she is|he|she|been|keeps)( been)? (talking|talkin|saying|posting) (about )?(joining|going to be with|being with|walking on to|goin to be with) (our|his|her|my|their) (grandpa|grandma|grandfather|grandmother|dad|mom|father|mother|brother|sister|uncle|buddy|buddies|ancestors|relatives)(?= |$)${besideWords("gave away|giving away|regalia|rifle|gun|pistol|shotgun|alone|out at|goodbye|pills|rope")}${notBeside(`${LOL}|powwow|pow wow|ceremony|sundance|sun dance|reunion|visit\\w*|trip|drive up|funeral|memorial|cemetery|grave|hunting trip|fishing trip|for dinner|for lunch|for christmas|thanksgiving|next summer|this summer`)}`,
  ]),
  ...rules("suicide", "norman-en-r75", [
    `(im|i m|i am) the one (who ll|wholl|who will|thats gonna|that s gonna|who s gonna|whos gonna|who is gonna|that ll|thatll) be (dead|gone|in the ground|six feet under)( by| before| on| come)? (sunday|monday|tuesday|wednesday|thursday|friday|saturday|tonight|tomorrow|the weekend|next week|this week|morning)(?= |$)${besideWords("dic|make sure my|survivor|insurance|gets the|served")}${notBeside(`hospice|cancer|doctor|terminal|prognosis|stage 4|stage four|if (he|she) keeps|stress|worry|worrying|exhaust\\w*|tired`)}`,
    `(dont|don t|do not|no need to|dont even|don t even) (try (to|and) )?talk(ing)? me out of (it|this)(?= |$)${besideWords("if i|od|overdose|pills|gun|rope|bridge|pay out|survivor|dic|my son|my kids|my wife|tonight|decided|done")}${notBeside(`${LOL}|truck|car|house|buy|buying|boat|tattoo|motorcycle|bike|harley|trip|vacation|quit\\w*|retire\\w*|divorce|move|moving|job|school|degree|reenlist\\w*|surgery|puppy|dog`)}`,
  ]),
  ...rules("suicide", "williston-en-r75", [
    `(theyll|they ll|they will|everyone will|everybody will|itll|it ll|it will|insurance will|the company will|company will|osha will|the report will|the va will)( just)? (call it|think it was|think it s|say it was|rule it|look like|chalk it up to|write it up as|write it off as|report it as) (an |a )?(accident|accidental|slip|fall|work accident|mishap)(?= |$)${notBeside(`${LOL}|claim|service connected|line of duty|lod|report|witness|ankle|knee|back|wreck|crash|forklift|truck|car|tbi|hearing|injury|injured|hurt my|broke my|fell off|fell from`)}`,
  ]),
  ...rules("place", "williston-en-r75", [
    `(gonna|going to|about to|finna|bout to|im gonna|i m gonna|ill|i ll|imma|ima) (just )?(step|jump|walk|fall|roll) off (the|this|that) (monkeyboard|monkey board|derrick|rig|ledge|roof|edge|platform|tower|catwalk|crown|stack|scaffold\\w*|bridge|overpass|cliff)(?= |$)${notBeside(`${LOL}|safety|harness|tie off|tied off|osha|training|class|claim|fell off|slipped|injur\\w*|accident report|ankle|knee|back|retire\\w*|quit|last hitch|last day`)}`,
  ]),
  ...rules("thirdPartyDanger", "norman-en-r75", [
    `(hes|he s|he is|shes|she s|she is|said (hes|he s|he was|shes|she s|she was)|says (hes|he s|shes|she s)) (going|goin|gonna go|about|fixing|fixin) (to )?(see|be with|join|meet|visit) (grandma|grandpa|granny|mom|dad|mama|daddy|his mom|his dad|her mom|her dad|his brother|her brother|his wife|her husband|my mom|my dad|my brother|jesus|the lord)( now| tonight| today)(?= |$)${besideWords("been dead|passed|died|is dead|s dead|in heaven|loves me|love you|truck|gun|pills|goodbye|help")}${notBeside(`${LOL}|nursing home|hospital|cemetery|grave|graveside|visit (her|his) grave|memorial day|church|birthday|for lunch|for dinner|for christmas|thanksgiving|flight|plane|fly\\w*|drive down|road trip|on the drive|the drive|driving (up|down|over)|in florida|in texas|bus|train|airport|va card`)}`,
  ]),
  ...rules("intent", "williston-en-r75", [
    `(gonna|going to|about to|finna|bout to|im gonna|i m gonna|ill|i ll|imma|ima) (just )?drive (it|the truck|the car|my truck|my car|her|him)( right)? (in|into the (lake|river|water|reservoir|pond|canyon|quarry)|off (the|that) (bridge|cliff|dam|road|edge))(?= |$)${besideWords("parked|tell my|dog goes|goodbye|quiet|for good|done|its real quiet|nobody|no one")}${notBeside(`${LOL}|shop|mechanic|dealer|dealership|carwash|car wash|garage|driveway|trailer|boat ramp|launch|inspection|service|oil change|tow|repo`)}`,
    `(tell|let) the va (they can |to |it can |that they can )?(close|cancel|drop|stop|end|shut down) (my|the) (claim|file|case|appeal|benefits|checks)(?= |$)${besideWords("tonight|done|goodbye|wont need|won t need|for good|its over|it s over|last|after tonight")}${notBeside(`${LOL}|moving|moved|overseas|withdraw|withdrawing|withdrawn|mistake|duplicate|got hired|job|income|remarried|remarry|married|divorce|lawyer|vso said|agent`)}`,
    `(shell|she ll|she will|they ll|theyll|they will|my wife ll|my wife will) need (it|them|the flag|the papers|the dd214|the form)( real)? (next week|this week|soon|tomorrow|by friday|by monday|by the weekend|real soon|any day now)(?= |$)${besideWords("flag|burial|buried|funeral|headstone|cemetery|dd214|dd 214|casket|dic")}${notBeside(`${LOL}|hospice|cancer|doctor|dying|passed|died|funeral home said|my dad|her dad|his dad|my mom|her mom|my father|grandpa|grandfather|brother|uncle|closing|loan|mortgage|school|enroll\\w*|job|interview`)}`,
  ]),
  ...rules("afterMe", "roanoke-en-r75", [
    // "how long after a vet dies does the spouse start getting the money. need it sorted before sunday cause thats when".
    `(cause|cuz|because|bc|thats|that s|coz)( thats| that s| that is)? when(?= |$)${besideWords("vet dies|veteran dies|i die|after i|spouse|wife|money|dic|burial|sorted|need it sorted")}${besideWords("sunday|monday|tuesday|wednesday|thursday|friday|saturday|tonight|tomorrow|next week|this weekend|the weekend")}${notBeside(`${LOL}|appointment|appt|c p|exam|hearing|surgery|closing|move|moving|payday|check comes|deposit|paid|birthday|wedding|anniversary|hospice|cancer|doctor|graduat\\w*|travel\\w*|trip|flight|vacation|reunion|party|game|tournament|deployment|deploy\\w*|visit\\w*`)}`,
  ]),
  // The line: "if you dont hear from me again"; the deer stand "with the rifle and think".
  ...rules("hopeless", "williston-en-r75", [
    `if (you|u|yall|ya|nobody|no one) (dont|don t|do not|doesnt|doesn t|never|ever) (hear|heard) from me again(?= |$)${notBeside(`${LOL}|moving|move|deploy\\w*|rotation|hitch|no signal|no service|signal|cell service|reception|off grid|camp|camping|hunting|trip|out of range|satellite`)}`,
    `(i|now i|just) (just )?(sit|sitting|sat) in the (stand|deer stand|blind|truck|garage|barn|woods|dark)( \\w+){0,3} with the (rifle|gun|shotgun|pistol|12 gauge)( and think| thinking| and stare| staring)?(?= |$)${notBeside(`${LOL}|waiting for (a|the) (buck|deer|elk)|buck|got one|tagged|limit|scope|season opener|opening day|sunrise|my son|my boy|my daughter|grandson`)}`,
  ]),
  // Round 66's second read: "gonna unclip and just let go"; "wont matter after tonight anyway"; "cut
  // pretty deep this time, its soaking thru the towel"; "fireworks will cover the noise"; threats:
  // "shes about to find out what she did to me" of a rater found; "one more word out of her and shes
  // not waking up".
  ...rules("place", "review-r66", [
    `(gonna|going to|about to|finna|im gonna|i m gonna|ill|i ll|imma|ima) (just )?(unclip|unhook|untie|unbuckle)( myself| my harness| the harness)? and (just )?(let go|jump|fall|step off|drop)(?= |$)${notBeside(`${LOL}|safety|training|class|osha|rappel\\w*|climb\\w*|gym|zipline|zip line|bungee|skydiv\\w*|parachut\\w*|ride|rollercoaster|roller coaster`)}`,
  ]),
  ...rules("afterMe", "review-r66", [
    `(wont|won t|will not|doesnt|doesn t|aint gonna|ain t gonna|isnt gonna|isn t gonna) matter (after|past|come|by) (tonight|tomorrow|today|this weekend|the weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday)( anyway| anyhow| no more)?(?= |$)${notBeside(`${LOL}|deadline|sale|discount|offer|coupon|score|game|election|vote|grade|test|exam|diet|cheat day|calories|hangover|weather|forecast|rain|snow|storm`)}`,
  ]),
  ...rules("lethality", "review-r66", [
    `(cut|cutting|sliced|slicing)( \\w+)? (pretty |real |really |too |so |way too )?deep( this time| tonight| again)?(?= |$)${besideWords("soaking|soaked|bleeding|blood|towel|wont stop|won t stop|cant stop|can t stop|dripping|through the|thru the")}${notBeside(`${LOL}|kitchen|cooking|chef|knife slipped|onion\\w*|steak|wood|lumber|saw|table saw|shop|work|job|fishing|fillet\\w*|hedge|bush|bushes|tree|trees|grass|hair|haircut|budget|cuts|pay|hours|stitches? (at|from) the (er|urgent)`)}`,
    `(the )?(fireworks|thunder|the storm|the train|the trains|music|the music|the race|the range)( \\w+)? (will|gonna|going to|should|ll|can|would) (cover|hide|drown out|mask) the (noise|sound|shot|shots|gunshot|bang)(?= |$)`,
  ]),
  ...rules("harm", "review-r66", [
    `(shes|she s|she is|hes|he s|he is|theyre|they re|they are) (about to|gonna|going to|fixing to|fixin to|finna|bout to) (find out|learn|see|know|feel) what (she|he|they) did to me(?= |$)${besideWords("found|lives|town|address|name|house|where (she|he|they) (live|lives|work|works)|gun|pistol|rifle|knife")}${notBeside(`${LOL}|lawyer|attorney|court|judge|complaint|appeal|board|hlr|congress\\w*|senator|news|reporter|facebook post|yelp|testif\\w*|hearing|ig|inspector`)}`,
    `one more word (out of|from) (her|him|them|that \\w+) and (shes|she s|she|hes|he s|he|theyre|they re|they)( is| will be| ll be| are)? (not waking up|not getting up|done|dead|finished|going to the hospital|gonna need an ambulance)(?= |$)`,
    `(shes|she s|hes|he s|theyre|they re)( gonna| going to)?( be)? not (waking|gonna wake|going to wake) up(?= |$)${besideWords("hit her|hit him|beat her|beat him|hurt her|hurt him|one more word|locked in|choke\\w*|strangl\\w*")}${notBeside(`${LOL}|anesthe\\w*|sedat\\w*|surgery|nap|asleep|sleep\\w*|tired|hangover|drunk|beer|party|coma|icu|hospice|doctor|nurse`)}`,
  ]),
  // Ordinary words left alone: "kill me now the page timed out"; "this winter is trying to kill all of us".
  ...rules("benign", "norman-en-r75", [
    `(just )?(kill|shoot) me now(?= |$)${besideWords("page|timed out|time out|website|site|portal|login|log in|id me|idme|typed|form|upload\\w*|error|crash\\w*|froze|frozen|lost everything|drafts?|browser|app|glitch\\w*")}${notBeside("gun|pistol|pills|rope|tonight|for real|serious|not kidding|mean it")}`,
    `(this |the )?(winter|summer|heat|cold|weather|wind|snow|humidity|rain|frost|storm|season|north dakota|oklahoma|texas) (is )?(trying to|tryna|trynna|gonna|going to|bout to|about to|wants to|will) kill (all of )?(us|me|everybody|everyone|yall|my \\w+)( out here| up here| down here)?(?= |$)`,
  ]),
  // Round 67 (decision 941): round 76's sets once measured. The writer's own end: pills taken ("i
  // took all of em. like 40"), a belt round the neck, a cut "too deep" with no help wanted, every pill
  // in the house tonight, a hose in the back seat, the top of a garage, "finishing what them IEDs
  // started", "dear whoever reads this", "going home to finish it", "still doing it friday", "thats
  // when im doing it", "so he doesnt have to watch", "thats happening real soon" of one's death,
  // oxy counted out, walking into a river tonight, a car driven off a boat ramp.
  ...rules("lethality", "texarkana-en-r76", [
    `(i|just|already|i just|i already|i ve|ive|i have) (took|taken|swallowed|downed|ate|popped) (em all|them all|all of (em|them)|all (\\d+|my \\w+|the \\w+|of my \\w+)|every (one|last one|pill|single one)|the whole (bottle|thing|script|prescription))(?= |$)${besideWords("like \\d+|\\d+ of|pills|pill|bottle|tell (somebody|someone|anybody|anyone)|just wanted|goodbye|sorry|sleepy|dizzy|dont call|don t call|too late|love you")}${notBeside(`${LOL}|vitamins?|vacation|leave days|days off|pto|classes|credits|tests|exams|shots|vaccines?|cookies|candy|pizza|tacos|the money|the cash|photos|pictures|notes|forms|as prescribed|like the doctor|doctor said|with food`)}`,
    `(belt|rope|cord|extension cord|noose|strap|sheet|chain|wire)( \\w+)? (round|around|on|tight (round|around|on)) my neck(?= |$)${notBeside(`${LOL}|neck brace|brace|pillow|tie|necktie|lanyard|dog tags?|id badge|badge|scarf|necklace|chain necklace|stiff|pain|injury|claim|whiplash|c p|therapy|ptsd group|used to|years ago|back in`)}`,
    `(cut|cutting|sliced|slicing)( \\w+)? (too|way too|real|really|so) deep( this time| tonight| again)?(?= |$)${besideWords("dont want help|don t want help|no help|bathroom floor|on the floor|bleeding|blood|dont call|don t call|goodbye|sorry")}${notBeside(`${LOL}|kitchen|cooking|chef|knife slipped|onion\\w*|steak|wood|lumber|saw|shop|fishing|fillet\\w*|hedge|tree|hair|haircut|budget|cuts|pay|hours|stitches`)}`,
    `(hose|tube|pipe)( \\w+){0,3} (in the back seat|in the backseat|in the car|from the exhaust|on the exhaust|to the exhaust|in the tailpipe|on the tailpipe|to the tailpipe|through the window)(?= |$)${notBeside(`${LOL}|radiator|vacuum|garden|wash|washing|car wash|mechanic|repair|shop|leak\\w*|coolant|fuel|gas line|brake|pool|aquarium|fish tank|siphon`)}`,
    `(swallow|take|taking|swallowing|down|eat|gonna take|gonna swallow|im taking|i take|ill take|i ll take|ill swallow|i ll swallow) (every|every single|every last) (pill|pills|one)( \\w+){0,3} (in this house|in the house|in the cabinet|the va gave me|they gave me|i have|i got|i ve got|ive got|left)(?= |$)${notBeside(`${LOL}|as prescribed|like (the|my) doctor|doctor said|do i|should i|can i|am i supposed|supposed to|on time|every day|everyday|every morning|every night|with food|refill|pharmacy|list of|med list|question`)}`,
    `(finish|finishing|finishing up|gonna finish|ill finish|i ll finish) what (the|them|those|that) (ieds?|war|iraq|afghanistan|mortars?|taliban|bullets?|enemy|vietnam|desert|ied|rpg|roadside bomb|insurgents?) (started|couldnt|could not|didnt|did not|left)(?= |$)${notBeside(`${LOL}|claim|paperwork|degree|school|college|book|memoir|project|mission|hike|ruck|marathon|race`)}`,
  ]),
  ...rules("suicide", "texarkana-en-r76", [
    `last (message|text|words|post) (to|for) (anybody|anyone|everybody|everyone|yall|you all|the world)(?= |$)${besideWords("tell the va|keep their|keep my|sorry|goodbye|love (yall|you|ya)|forgive|done")}${notBeside(`${LOL}|tonight before bed|signing off|for (today|tonight|the night|now)|shift|work|deploy\\w*|trip|vacation|phone|battery|data|until|till|back (on|in)|group chat|chat`)}`,
    `whole bottle of (my |his |her |the )?(pain pills|pills|sleeping pills|oxy\\w*|meds|percs?|xanax|norcos?|tylenol)(?= |$)${besideWords("thats tonight|that s tonight|tonight|dont need to call|don t need to call|whole bottle of (crown|jack|whiskey|vodka|liquor|rum)|goodbye|sorry")}${notBeside(`${LOL}|refill|pharmacy|lost|stolen|spilled|dropped|dog ate|kid got into|poison control`)}`,
  ]),
  ...rules("lethality", "review-r67", [
    // Round 67's second read: a cut that "wont stop" and no one to be sent; "put it in drive and keep going" at a ramp.
    `(it|the bleeding|blood|bleeding)( \\w+)? (wont|won t|will not|doesnt|doesn t|isnt|isn t) (stop|stopping)( \\w+){0,3} (but )?(dont|don t|do not) (send|call) (anybody|anyone|nobody|help|911|the cops|an ambulance|anyone)(?= |$)`,
  ]),
  ...rules("place", "review-r67", [
    `(put|putting|gonna put|going to put|ill put|i ll put) it in drive and (just )?(keep going|not stop|go|floor it)(?= |$)${besideWords("ramp|launch ramp|boat ramp|marina|pier|dock|lake|river|bridge|cliff|quarry|edge|water")}${notBeside(`${LOL}|trailer|boat trailer|launching|put the boat in|stuck|mud|tow|mechanic|transmission|parking brake`)}`,
  ]),
  ...rules("harm", "review-r67", [
    `(gonna|going to|will|ll) be in a (wheelchair|body bag|coffin|casket|hospital bed|box|cast) when (im|i m|i am) (done|finished|through) with (him|her|them|that \\w+)(?= |$)${notBeside(LOL)}`,
    `loaded (up )?(the|his|my) (truck|car|jeep) with (his|my|the|all (his|my|the)) (rifles|guns|weapons|ammo|firearms)(?= |$)${besideWords("office|the va|work|finished with|done with|all of them|all of em|everybody|everyone|said hes|said he s")}${notBeside(`${LOL}|hunting|range|deer|elk|gun show|moving|move|storage|safe|sell|selling|pawn|buyback`)}`,
    `(make sure|see to it) (she|he|they) (never|dont|doesnt|don t|doesn t|wont|won t) (gets? to )?live (in|to see|to enjoy|long enough)( \\w+){0,2}(?= |$)${besideWords("judge|custody|house|divorce|ex|court|lawyer|gun|pistol|rifle")}${notBeside(LOL)}`,
  ]),
  // Round 68 (decision 941): round 77's sets once measured, where clear risk got nothing at all: a
  // day picked, the same as a buddy's; driving off the end of the pier "either way"; the two years
  // an insurance waits "next tuesday"; the tracks and the train's hour; "rope, a chair and a
  // decision"; a truck signed over and a letter beside a headstone.
  ...rules("suicide", "kenosha-en-r77", [
    `(ive|i ve|i have|i|i already) (picked|chosen|chose|set) (the|a|my) (\\d+(st|nd|rd|th)?|date|day)(?= |$)${besideWords("did it|same day|my buddy|seems right|thats the day|that s the day|goodbye|he did|she did|killed himself|took his life")}${notBeside(`${LOL}|appointment|appt|c p|exam|surgery|wedding|closing|move|moving|flight|hearing|party|reunion|visit|memorial|ceremony|ride|run|ruck|march|honor|honour|grave|cemetery|flowers`)}`,
    `(if i|if i just|gonna|going to|im gonna|i m gonna|i ll|ill) (drive|drove|roll|go) off the (end of the )?(pier|bridge|cliff|dock|overpass|levee|bluff)(?= |$)${besideWords("service connected|wife|doing it|either way|dic|insurance|survivor|kids get|family get|serious")}${notBeside(`accident report|last year|years ago|in 19\\d\\d|in 20[01]\\d|my buddy did|he did|she did|movie|show|game|exit|road|ramp|highway|directions|parking|get to`)}`,
    `if you do it (within|in|before) (the first )?(\\d+|one|two|2) years?(?= |$)${besideWords("its (\\d+|two|2) years (next|this|on|come)|it s (\\d+|two|2) years (next|this|on)|waited this long|ive waited|i ve waited|next (week|month|tuesday|wednesday|thursday|friday|saturday|sunday|monday)")}${besideWords("vgli|sgli|insurance|policy|pay out|payout|pays|pay|suicide|beneficiary|wife gets|family gets")}`,
    `(at|on|by|near) the (tracks|railroad tracks|train tracks|rail line|railroad)( \\w+){0,6}(?= |$)${besideWords("trains? (at|comes|come|due|passes|pass) \\d+|next train|last train|train comes|goodbye|sorry|its time|it s time|waiting for (it|the train)")}${notBeside(`${LOL}|work|job|late|appointment|appt|stuck|traffic|commute|crossing arm|conductor|engineer|railroad retirement|crossing guard|photo|photos|museum|model train|railfan|derail\\w*|hit by|accident|years ago|in 19\\d\\d`)}`,
    `(rope|a rope|noose)( and)? a chair and a (decision|plan)(?= |$)`,
    `(signed|gave|transferred) (the |my )?(truck|car|house|deed|guns|rifles|land|farm|trailer)( title)? over to (my|his|her) (son|daughter|wife|brother|sister|kids|grandson)(?= |$)${besideWords("wrote (him|her|them) a letter|a letter|letters")}${besideWords("headstone|burial|funeral|buried|cemetery|casket|urn")}`,
  ]),
  ...rules("place", "texarkana-en-r76", [
    `(top|roof) of (the|that|this) (parking garage|garage|parking deck|building|hospital|bridge|overpass|water tower|hotel)( \\w+){0,2}(?= |$)${besideWords("drunk|real quiet|its quiet|it s quiet|quiet up here|alone|up here|the edge|jump|goodbye|sorry|nobody")}${notBeside(`${LOL}|parked|park|parking spot|meeting|work|job|shift|view|fireworks|sunset|photo|pictures|concert|party|lunch|smoke break|cell signal|signal|reception|security guard|patrol`)}`,
    `(car|truck|jeep|suv) in (drive|gear|neutral)( \\w+){0,2} (off|into|down) the (end of the )?(boat ramp|ramp|pier|dock|bluff|cliff|bridge|levee)(?= |$)${notBeside(`${LOL}|boat trailer|trailer|launching|put the boat in|fishing|tow|stuck|mud|accident|insurance|claim|wreck`)}`,
    `(im|i m|gonna|going to|ill|i ll|about to) (walk|walking|wade|wading|swim|swimming) (into|out into|out in) the( \\w+){1,2} (tonight|today|tomorrow|now|right now|after this|in the morning)(?= |$)${besideWords("body|never find|dic|death certificate|goodbye|sorry|not coming back|love you")}`,
  ]),
  ...rules("suicide", "fortsmith-en-r76", [
    `(dear|to) (whoever|whomever|whoever is|anybody who|anyone who|the person who) (reads|finds|is reading|will read|will find|read|find) (this|my)( note| letter| message)?(?= |$)${besideWords("sorry|goodbye|im done|i m done|heading|river|bridge|doesnt matter|doesn t matter|love|tell my|tell the va|forgive")}${notBeside(`${LOL}|review|letter of|reference|recommendation|resume|cover letter|nexus|buddy statement|statement in support|to whom it may concern`)}`,
    `(going|goin|gonna go|headed|heading) home to (finish|end) (it|this|things|everything|the job|myself)(?= |$)${notBeside(`${LOL}|homework|paperwork|project|painting|deck|form|forms|application|taxes|claim|packing|puzzle|watch\\w*|show|book|movie|game|season|dinner|laundry|the yard|mowing|fence|shed|garage|remodel`)}`,
    `(im|i m|i am|she doesnt know im|he doesnt know im) still (doing|going through with|gonna do|going to do) (it|this)( on)? (tonight|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday|this weekend)(?= |$)${besideWords("shells|letter|note|gun|rope|pills|found|doesnt know|doesn t know|goodbye")}${notBeside(`${LOL}|move|moving|surgery|trip|marathon|race|wedding|ruck|tattoo|party|interview|hike|skydiv\\w*`)}`,
    `(already )?planned (it|this) (all )?out(?= |$)${besideWords("go see him|see (him|her|them|doc|my buddy)|for real this time|anniversary|be with (him|her|them)|join (him|her|them)")}${notBeside(`${LOL}|trip|road trip|visit\\w*|cemetery visit|memorial|ceremony|flowers|party|reunion|dinner|drive up|hotel|flight`)}`,
    `(thats|that s|that is|which is) when (im|i m|i am|ill be|i ll be) (doing it|gonna do it|going to do it|ending it|checking out|leaving for good)(?= |$)${besideWords("champva|dic|wife|husband|kids|insurance|survivor|set up|beneficiary|burial")}${notBeside(`${LOL}|move|moving|surgery|closing|enroll\\w*|apply\\w*|filing|taxes|retire\\w*|graduat\\w*|wedding|trip`)}`,
    `so (he|she|they|the kids|my wife|my husband|my son|my daughter|nobody|no one) (doesnt|dont|doesn t|don t|wont|won t|will not|does not|do not) (have to )?(watch|see it|see me|find me|walk in on)(?= |$)${besideWords("do it|ill do it|i ll do it|thursday|friday|tonight|while (hes|he s|shes|she s) (at|out|gone)|appointment|best part|tell (him|her)|goodbye|sorry")}${notBeside(`${LOL}|surgery|procedure|chemo|hospital|hospice|sick|treatment|rehab|detox|therapy|shot|shots|vaccine|blood draw|needle|dentist|paperwork|taxes|bill|bills|movie|show|game|tv|news|dishes|fight|argument|divorce|crying|cry`)}`,
    `(before i die|before im gone|before i m gone|before i go)( \\w+){0,3} (bc|because|cause|cuz|since) (thats|that s|its|it s|that is) (happening|coming|gonna happen|going to happen) (real |really |pretty |very )?(soon|quick|fast|this week|tonight)(?= |$)${notBeside(`${LOL}|hospice|cancer|doctor|terminal|prognosis|stage 4|stage four|dialysis|als|copd|heart failure`)}`,
  ]),
  ...rules("lethality", "zanesville-en-r76", [
    `(counted|counting|count) (out )?(\\d+|all|every one|all of|all my)( of)?( my| the| his| her)? (oxy\\w*|pills|percs?|percocets?|norcos?|xanax|klonopin|morphine|fentanyl|tabs|sleeping pills|pain pills|meds)(?= |$)${notBeside(`${LOL}|pharmacy|pharmacist|refill|pill count|inventory|short|missing|count was off|stolen|pill box|pillbox|organizer|weekly|for the week|dispense|dispensed|tech`)}`,
    `(knows|know|knew) exactly how (much|many)( \\w+){0,3}(?= |$)${besideWords("pills|refills|pharmacies|pharmacy|dose|overdose|medic|oxy\\w*|insulin|morphine")}${notBeside(`${LOL}|to order|to buy|to charge|to pay|budget|money|owe|back pay|rating|percent`)}`,
  ]),
  ...rules("thirdPartyDanger", "zanesville-en-r76", [
    `if (i|we|you|she|mom|anyone|anybody) (call|calls|called|send|sends|sent) (911|9 1 1|the cops|cops|police|the police|anyone|anybody|somebody|the er|an ambulance)( \\w+){0,2} (hell|he ll|he will|shell|she ll|she will|hes gonna|he s gonna|shes gonna|ill|i ll|i will|im gonna|i m gonna) (do it|finish it|end it|pull the trigger|shoot himself|shoot herself|shoot myself|cut|jump)(?= |$)${notBeside(LOL)}`,
    `(writing|wrote|written|been writing) (letters|a letter|goodbye letters|notes) to (each of )?(the|his|her|my|our|all the|all of the) (kids|children|family|sons|daughters|grandkids)(?= |$)${besideWords("sealing|sealed|wont matter|won t matter|goodbye|gun|pills|after|passes|passed|rope")}${notBeside(`${LOL}|deploy\\w*|christmas|birthday|camp|santa|thank you|pen pal|school|graduation|class`)}`,
    `(dropped|dropping|brought|bringing|gave|giving) (off )?(\\w+ ){0,2}(guns|rifles|pistols|firearms|gun|pistol|rifle)( off)?( \\w+){0,4} for after(?= |$)`,
    `(calm|peaceful|at peace|real calm|so calm|happy) all (of )?a sudden(?= |$)${besideWords("tried before|attempt\\w*|guns|gave away|dropped|for after|goodbye|pills|rope")}`,
    `(said|says|told me|told her|told him) (tell|let) \\w+ (i|that i) love (her|him|them|you)( \\w+){0,3} (going to see|gonna see|goin to see|going to be with|gonna be with) my (brothers|buddies|boys|guys|battle buddies|friends|unit)(?= |$)`,
  ]),
  // Threats: "ill kill both of em and then me"; a brother "taking her with him" beside guns; an ex at
  // the door with a gun; "not walking for a month"; "yall will read about it"; knowing when the VA
  // opens and where the guard stands; "make sure she doesnt live to enjoy it"; a rater "about to find
  // out what a denial feels like"; a father standing over a bed with a bayonet; the truck loaded.
  ...rules("harm", "texarkana-en-r76", [
    `(ill|i ll|i will|im gonna|i m gonna|im going to|i m going to|imma|ima) kill (both of (em|them)|em both|them both|all of (em|them)|her|him|them)( \\w+){0,2} (and|then|and then) (me|myself)(?= |$)${notBeside(LOL)}`,
    `(hes|he s|he is|he said hes|shes|she s|she is|he said he s) (taking|gonna take|going to take) (her|him|them|the kids|everybody|everyone) with (him|her)(?= |$)${besideWords("guns|gun|pistol|rifle|if (his|her) (wife|husband|girlfriend|boyfriend) leaves|leaves (him|her)|divorce")}${notBeside(`${LOL}|vacation|trip|store|appointment|fishing|hunting|range|gun show|shooting|deer|lesson|class|safety course|to the|on the trip|camping|church|dinner`)}`,
    `(i know|know|i found out|found out) (what time|when|what hour) (they|it|the office|the va|that office|the clinic) (open|opens|close|closes)( \\w+){0,4} (where the (guard|guards|security|cop|cops|police) (stand|stands|sits|sit|is|are))(?= |$)`,
    `(make sure|see to it|promise) (she|he|they|that \\w+) (doesnt|dont|doesn t|don t|wont|won t|never|does not|will not) (live|lives) to (enjoy|see|spend)( it| that| them| the \\w+)?(?= |$)${notBeside(LOL)}`,
    `(hes|he s|shes|she s|theyre|they re) (about to|gonna|going to|fixing to) find out what (a|an) (denial|\\w+) feels like(?= |$)${besideWords("where (my|the|that) (rater|examiner|doctor|\\w+) lives|found (him|her) online|found (him|her)|address|lives")}`,
    `(hes|he s|shes|she s|theyre|they re)( \\w+)? not (gonna be |going to be )?(walking|walkin|standing|breathing|talking|getting up) (for a (month|week|while|year)|again|ever again|no more)(?= |$)${besideWords("bat|gun|pistol|knife|going up there|goin up there|going over|dead serious|hammer|crowbar|fists")}${notBeside(`${LOL}|surgery|injury|knee|hip|ankle|back|doctor|physical therapy|pt|stroke|accident|wheelchair`)}`,
    `(yall|you all|you ll|youll|you will|everyone will|everybody will|yall gonna|yall will) (read|hear) about (it|me|him|her|this|us)( on the news| in the news| in the paper| on tv)?(?= |$)${besideWords("zip ties|duct tape|gun|pistol|rifle|knife|when (he|she) gets home|ex|exs|ex s|new bf|new boyfriend|new girlfriend|rater|office")}${notBeside(`${LOL}|award|promotion|wedding|engag\\w*|baby|graduat\\w*|book|article|interview|podcast|marathon|race|win|won|lottery|business|opening`)}`,
    `(he|she|hes|shes|he s|she s|my ex|my ex husband|my ex wife|my husband|my wife|my boyfriend|my girlfriend|my exs? \\w+|someone|somebody|some (guy|man|dude)|a (guy|man|woman|stranger)|the (guy|man|neighbor|neighbour))( \\w+){0,8} (outside|at|by|in front of) my (apartment|house|door|window|place|trailer|car|job|work)( \\w+){0,3} (holding|with|waving|has|had|showing) (a|his|her|the|an) (gun|knife|pistol|rifle|bat|machete|shotgun)(?= |$)${notBeside(`${LOL}|hunting|range|ccw|permit|class|selling|sell|buy|cleaning|repair|fixed|police officer|cop|deputy|security guard`)}`,
    `standing over (her|him|them|mom|my mom|my dad|me|the kids|the baby)( \\w+){0,4} with (a|his|her|the|an)( \\w+){0,2} (bayonet|knife|gun|pistol|rifle|bat|hammer|machete|shotgun|axe|ax)(?= |$)${notBeside(`${LOL}|cake|turkey|roast|steak|bread|cutting board|kitchen counter|carving|thanksgiving|birthday|sharpen\\w*`)}`,
    `(im|i m|i am) loading (up )?(the|my) (truck|car|jeep)(?= |$)${besideWords("hes done|he s done|shes done|she s done|lives on|messing around|messin around|gun|rifle|shotgun|pistol|ammo")}${notBeside(`${LOL}|moving|move|furniture|camping|hunting trip|deer|elk|boxes|u haul|uhaul|donation|goodwill|yard sale|groceries|firewood|lumber|tools|fishing`)}`,
    `(he|she|my husband|my wife|my ex|my boyfriend|my girlfriend|my dad|my son|my brother) (has|got|s got|s holding|is holding) (the|a|his|her) (kitchen )?(knife|gun|pistol|rifle|bat|machete|hammer)( \\w+){0,4} (outside|at|by|in front of) (the|my|our) (bedroom |bathroom |front )?(door|room|window)(?= |$)${notBeside(`${LOL}|safe|cabinet|rack|lock|locked up|case|holster|nightstand|permit|ccw|legal|can (he|she)|should (he|she)|for protection|protection|home defense|always keeps|keeps it`)}`,
  ]),
  // Round 69 (decision 941): round 78's sets once measured, where clear risk got only the line or
  // nothing: rocks in the pockets at the dock; a rope in the woods; a note on the table; "gonna get it
  // right this time"; a ramp's top and "not coming down"; "already at the bridge"; nothing needed
  // after a day; a man "hangin himself" after shift; God asked to forgive a gun being loaded.
  ...rules("place", "bemidji-en-r78", [
    `(rocks|stones|bricks|weights) in (my|his|her) ((coat|jacket|pants) )?pockets(?= |$)${notBeside(`${LOL}|collect\\w*|rock hound\\w*|agate|agates|geode|geodes|the wash|laundry|washing machine|kids|grandkids|beach combing`)}`,
    `(walked|walking|went|going|headed) (back )?(in|into|out in|out into) the woods( \\w+){0,4} with (a|the|my) (rope|noose|gun|pistol|rifle|shotgun)(?= |$)${notBeside(`${LOL}|hunt\\w*|deer|elk|grouse|tree stand|treestand|firewood|trail|camp\\w*|tarp|hammock|dog|tie off|drag`)}`,
    `(top|roof|top level|top floor) of (the|that|this) (parking ramp|ramp|parking structure|casino garage)( \\w+){0,4}(?= |$)${besideWords("not coming down|real quiet|quiet up here|alone|the edge|jump|goodbye|sorry")}${notBeside(`${LOL}|parked|parking spot|meeting|work|job|view|fireworks|photo|concert`)}`,
    `already (at|on|up on) the (bridge|overpass|dam|pier|ledge|edge|tracks|trestle|cliff|roof)(?= |$)${notBeside(`${LOL}|traffic|stuck|construction|detour|fishing|bridge club|bridge game|cards|meeting|appointment|for work|shift|job|inspect\\w*|paint\\w*`)}`,
  ]),
  ...rules("suicide", "bemidji-en-r78", [
    `(the |my |a )?(note|letter|suicide note) is (on|in) the (table|counter|desk|dresser|kitchen table|seat|dash)(?= |$)${besideWords("dog is at|dogs at|dog s at|goes to my wife|pension|insurance|sorry|goodbye|who i tell|who do i tell|wont need|won t need")}${notBeside(`${LOL}|grocery|shopping|honey do|chores|reminder|recipe|school|teacher|landlord|rent|appointment|c p`)}`,
    `(gonna|going to|will|ill|i ll) get it right this time(?= |$)${besideWords("tried|attempt\\w*|third time|second time|last time|before|life insurance|daughter|pills|rope|gun")}${notBeside(`${LOL}|test|exam|recipe|form|application|paperwork|claim|cake|bread|brisket|hunt|shot|drive|parking|interview|c p|bar|pass|quiz`)}`,
    `got everything (set|ready|planned|lined up|squared away) for (tonight|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday|the weekend)(?= |$)${besideWords("wont need|won t need|cancel|no need|not gonna need|dont need|don t need")}${notBeside(`${LOL}|party|trip|wedding|move|moving|game|hunt|fishing|surgery|camping|reunion|cookout|bbq|church|birthday`)}`,
    `(kids|family|wife|daughter|son|grandkids)( \\w+){0,2} (dont|don t|wont|won t|never) remember (christmas|thanksgiving|easter|\\w+ day|her birthday|his birthday|my birthday|the holidays) as the day(?= |$)`,
    `(found|got|have) the pills in (my|her|his) (wifes|wife s|husbands|moms|mom s|dads|\\w+) (cabinet|purse|drawer|nightstand)(?= |$)${besideWords("done with|done|cant|can t|tired|the pain|not service connected")}${notBeside(`${LOL}|expired|disposal|take back|pharmacy|refill|count|pill box|organizer`)}`,
  ]),
  ...rules("suicide", "bemidji-en-r78", [
    `(beneficiary|beneficiaries)( \\w+){0,6} (fast|quick|quickly|asap|now|right now|rn)( \\w+){0,2} (i|ive|i ve) (got|have|only have|only got) (like |about |maybe )?(an|one|a|half an|two|2) hours?( left)?(?= |$)${notBeside(`${LOL}|lunch|break|appointment|appt|office closes|closes|meeting|shift|class|before work|on hold|battery`)}`,
  ]),
  ...rules("thirdPartyDanger", "bemidji-en-r78", [
    `(giving|gave|been giving) away (his|her) (traps|guns|rifles|tools|drum|hand drum|regalia|saddle|saddles|dog|dogs|truck|boat|medals|fishing gear)( \\w+){0,10} (wont|won t|will not|not gonna|not going to) need (em|them|it|those)( \\w+){0,2} after(?= |$)`,
  ]),
  ...rules("thirdPartyDanger", "hattiesburg-en-r78", [
    `(hes|he s|he is|shes|she s|she is|said hes|said he s|says hes) (hangin|hanging|gonna hang|going to hang|fixin to hang|finna hang) (himself|herself)(?= |$)${notBeside(`${LOL}|picture|pictures|painting|drywall|shelf|tv|curtain\\w*|decorations|lights|flag|out with|with (the|his|her) (boys|friends)`)}`,
    `(he|she|hes|he s|shes|she s|daddy|dad|mama|mom) (says|said|sayin|saying) (hes|he s|shes|she s|he is|she is) (doin|doing|gonna do|going to do) it (when|on|after|before|by)( \\w+){0,6}(?= |$)${besideWords("shoots himself|shoot himself|kill himself|kills himself|means it|meant it|suicide|end it")}`,
    `gave me his (watch|truck keys|keys|dog tags|ring|knife|wallet|phone|rifle)( and (his )?(\\w+ ){0,2}\\w+)? and said (he|hed|he d) (wont|won t|would not|wouldnt|wouldn t|aint gonna|not gonna) need (em|them|it)(?= |$)`,
  ]),
  ...rules("suicide", "hattiesburg-en-r78", [
    `(god|lord|jesus) (gonna|going to|will|is gonna|is going to) (have to )?forgive me( for (this|this one|what im about to do|what i m about to do))?(?= |$)${besideWords("loadin|loading|loaded|now|tonight|rope|pills|gun|pistol|rifle|shotgun|bridge|its time|it s time")}${notBeside(`${LOL}|cussing|cussin|language|swearing|cheeseburger|eating|diet|drinking|beer|wings|gamble|gambling|casino|dessert`)}`,
    `(wont|won t|aint gonna|will not|dont|don t) need (none|any|nothing|none of it|any of it|my stuff|it) (of it )?after (tonight|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday|this weekend|the weekend)(?= |$)${notBeside(`${LOL}|move|moving|deploy\\w*|trip|hitch|rotation|offshore|rig|job|surgery|diet|selling|sold`)}`,
  ]),
  ...rules("thirdPartyDanger", "altoona-en-r78", [
    `(asked|asking|wants|wanted) (me )?(for )?the (garage |shed |basement )?key( \\w+){0,3} (where|with) the (antifreeze|rat poison|poison|pills|rope|gun|guns|rifle|pistol)(?= |$)`,
    `help me die( honey| baby| please| son| dear)?(?= |$)${notBeside(`${LOL}|movie|show|game|laughing|laugh\\w*|joke|cringe|embarrass\\w*`)}`,
  ]),
  ...rules("harm", "bemidji-en-r78", [
    `(list of names|names on a list|a list)( \\w+){0,6} (working my way down|going down|checking (them|it) off|crossing (them|em) off)( it| the list)?(?= |$)${besideWords("va|office|cut|denied|pension|claim|rater|pay")}${notBeside(`${LOL}|calls|calling|phone|email|letters|vso|congress\\w*|senator|representative|buddy statements?|references?|chores|groceries|christmas cards?|thank you`)}`,
    `(taking|bringing|takin|bringin) (his|my|her) (rifles|guns|pistol|rifle|shotgun|ar)( \\w+){0,2} to (drill|work|the armory|base|the shop|school|the office|the plant)( \\w+){0,3} (to )?(fix|get|settle|handle|deal with|take care of)(?= |$)`,
    `(and|but) not for (ducks|deer|hunting|birds|squirrels|hogs|coyotes|varmints|geese|turkeys|pheasants)(?= |$)${besideWords(TARGET_BESIDE_NOT_FOR_GAME)}${notBeside(OWN_BESIDE_NOT_FOR_GAME)}`,
  ]),
  ...rules("harm", "hattiesburg-en-r78", [
    `(got|pulled|pullin|pulling|has|had) a (gun|knife|pistol|blade) out( \\w+){0,3} (yellin|yelling|screaming|hollering|hollerin|pointing|waving|cussing|cussin)(?= |$)${notBeside(`${LOL}|movie|show|game|video|range|store display|gun show|cleaning`)}`,
    `next time (hes|he s|he is|shes|she s|she is|he|she) (usin|using|gonna use|going to use|will use|ll use) the (gun|knife|pistol|rifle|shotgun|bat)(?= |$)`,
    `(and )?i (dont|don t|do not|aint) mean with my (hands|fists|words)(?= |$)${besideWords("handle|deal with|take care of|\\.45|45|9mm|glock|pistol|gun|rifle|strap|piece|got the")}`,
    `(throwin|throwing|throw|toss|tossin|tossing) (me|him|her|you) overboard(?= |$)${besideWords("tonight|knife|gun|showed me|threat\\w*|told me|said|swear|means it")}${notBeside(`${LOL}|joke|jokin|joking|kidding|kiddin|fishing|game`)}`,
  ]),
  ...rules("harm", "altoona-en-r78", [
    `(gut|stab|cut|slice|shoot|kill) (her|him|them|you|the aide|the nurse)( \\w+)? if (she|he|they|you) (comes?|came|come) back(?= |$)${notBeside(LOL)}`,
    `(hell|he ll|he will|hes gonna|he s gonna|hes going to|shell|she ll|she will) break (my|her|his|your) neck(?= |$)${notBeside(`${LOL}|skateboard|trampoline|ladder|roof|ice|stairs|bike|motorcycle|falling|fall`)}`,
    `(hes|he s|he is|shes|she s|she is) (standing|stood|standin) between me and the door(?= |$)`,
    `(drove|drivin|driving|headed|heading|left|took off)( off)? with (his|her) (pistol|gun|rifle|shotgun|glock|\\d+)( \\w+){0,12} (make|making) (somebody|someone|them|everybody|everyone|somebody there|someone there) (pay|suffer|sorry)(?= |$)`,
  ]),
  ...rules("benign", "bemidji-en-r78", [`(could|would|gonna|going to|enough to|to) wake the dead(?= |$)`]),
  // Round 69's second read: the same meanings in other words (letters on the counter and the cat
  // given away; nothing used after a day; everything lined up; the holidays spared; waiting at the
  // dam for dark; a father asking where the poison is; all the morphine at once; threats to drown,
  // slit a throat, snap a neck at the door; "not after deer"; "hell use the pistol"; a revolver
  // taken to an old job).
  ...rules("suicide", "review-r69", [
    `(the |my )?(notes?|letters?) (is |are |s )?(on|in) the (table|counter|kitchen counter|kitchen table|desk|dresser|nightstand)(?= |$)${besideWords("cat|cats|dog|dogs|pets|its all handled|it s all handled|all handled|taken care of|squared away|went to my|is at my|goes to")}${notBeside(`${LOL}|grocery|shopping|honey do|chores|reminder|recipe|school|teacher|landlord|rent|appointment|appt|c p|exam|vet visit|vet appointment|kennel|boarding|pet sitter|vacation|trip`)}`,
    `(wont|won t|aint gonna|will not|not gonna|not going to) (be )?(need|needing|use|using) (none|any|nothing|anything|it|them|my stuff|none of it|any of it)( of it| of them)? after (tonight|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday|this weekend|the weekend|next week)(?= |$)${besideWords("split my stuff|my stuff|yall can|you all can|have it|take it|goodbye|sorry|not bein funny|not being funny|for real")}${notBeside(`${LOL}|move|moving|deploy\\w*|trip|retir\\w*|surgery|diet|selling|sold|cast|crutches|uniform|uniforms|discharged|graduat\\w*`)}`,
    `(everything|everythings|everything s|its all|it s all|all)( is)? (set|ready|planned|lined up|squared away|arranged) for (tonight|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday|this weekend|the weekend)( night)?(?= |$)${besideWords("no point|dropped out|quit|cancel\\w*|wont need|won t need|dont need|don t need|goodbye|sorry")}${notBeside(`${LOL}|party|trip|wedding|move|moving|game|hunt\\w*|fishing|surgery|camping|reunion|cookout|bbq|church|birthday|graduation|vacation|interview`)}`,
    `(doesnt|dont|doesn t|don t|wont|won t|never|not) (tie|connect|associate|link|remember) it (to|with) (the holidays|christmas|thanksgiving|easter|new years|her birthday|his birthday|their birthday)( forever)?(?= |$)`,
    `(waiting|wait|waitin|just waiting) (on|for) it to get dark(?= |$)${besideWords("dam|bridge|river|lake|woods|tracks|pier|cliff|quarry|overpass|trestle|rope|gun|pills|drove out|parked")}${notBeside(`${LOL}|fireworks|stars|meteor|telescope|hunt\\w*|deer|hogs|frogs|gig\\w*|fishing|catfish|bonfire|movie|drive in|lights|camp\\w*|coyote\\w*`)}`,
  ]),
  ...rules("place", "review-r69", [
    `(filled|fill|filling|loaded|stuffed|put|putting) (my|his|her) ((coat|jacket|pants) )?pockets with (rocks|stones|bricks|weights)(?= |$)${notBeside(`${LOL}|collect\\w*|rock hound\\w*|agate|agates|geode|geodes|kids|grandkids|beach combing|hand warmers|candy|treats|sinkers|lures|tackle|bait`)}`,
  ]),
  ...rules("thirdPartyDanger", "review-r69", [
    `(asking|asks|asked|keeps asking) (me )?(where|for) (we keep |i keep |you keep )?(the )?(rat poison|poison|antifreeze|pills|his pills|gun|guns|pistol|rifle|rope|key to the gun safe|gun safe)(?= |$)${besideWords("be with (mom|dad|my mom|her|him|grandma|grandpa)|go be with|wants to go|wants to die|join (her|him|mom|dad)|ready to go|let (him|her) go|end it")}`,
    `(give|hand|let) (him|her) (have )?all (of )?(his|her) (morphine|pills|meds|medication|oxy\\w*|fentanyl|insulin) at once(?= |$)`,
  ]),
  ...rules("harm", "review-r69", [
    `(and )?(im|i m|i am|hes|he s|he is)? ?not (after|for|hunting) (deer|ducks|birds|squirrels|hogs|coyotes|elk|geese|turkeys)(?= |$)${besideWords(TARGET_BESIDE_NOT_FOR_GAME)}${notBeside(OWN_BESIDE_NOT_FOR_GAME)}`,
    `(hell|he ll|he will|shell|she ll|she will|hes gonna|he s gonna) use (the|his|her|a) (pistol|gun|knife|rifle|shotgun|bat|revolver)(?= |$)${besideWords("next time|fists|hands|on me|on her|on us|if (i|she|you) (leave|leaves|try|tries)")}`,
    `(gonna|going to|will|ll|wants to|tried to|try to) drown (me|her|him|us|the kids|my \\w+)(?= |$)${notBeside(`${LOL}|sorrows|in (work|paperwork|debt|bills|emails)|drowning in`)}`,
    `(slit|cut|slash) (her|his|their|your|my \\w+s?|the \\w+s?) throats?(?= |$)${notBeside(`${LOL}|sore|strep|swallow\\w*|doctor|surgery|biopsy|thyroid|cough|movie|show|game|book`)}`,
    `(snap|break|crack) (my|her|his|your) (neck|arm|arms|legs?|jaw)( \\w+){0,3} if (i|she|he|you) (try|tries|leave|leaves|go|goes|call|calls)(?= |$)`,
    `(standing|stood|standin) in front of the door( \\w+){0,3} (saying|says|said|yelling)(?= |$)${besideWords("neck|kill|hurt|leave|cant leave|can t leave|if i try|gun|knife")}`,
    `(grabbed|took|took off with|drove off with|left with|got) (his|her) (revolver|pistol|gun|rifle|shotgun|glock)( \\w+){0,8} (somebody|someone|somebodys|somebody s|someones|someone s|everybody|everybodys|they|theyre|they re|theyll|they ll) (gonna|going to|will|is gonna|are gonna) (pay|regret|be sorry)(?= |$)`,
  ]),
  // Round 70 (decision 941): round 79's sets once measured, where clear risk or a threat got the
  // line or nothing, alone or at a conversation's last turn.
  ...rules("suicide", "fountain-en-r79", [
    `(wrap|wrapped|wrapping|put|putting) (the|my) (truck|car|jeep|suv) (around|into) a (pole|tree|pillar|wall|bridge pillar|telephone pole)(?= |$)${besideWords("accident|vgli|sgli|insurance|husband|wife|kids|family|lose|pay out|payout|count it|call it")}${notBeside(`${LOL}|almost|nearly|last (week|year|night)|years ago|in 19\\d\\d|in 20[01]\\d|ice|icy|deer|slid|skidded|other driver|drunk driver|rear ended`)}`,
    `permanent (kind of )?(ones|plans|plan|one)(?= |$)${besideWords("circled|picked|the \\d+(st|nd|rd|th)?|not a appointment|not an appointment|wont need|won t need|plans for")}${notBeside(`retire\\w*|move|moving|job|position|residence|address|housing|orders|pcs|station|custody|resident|green card|rating|p t|disability|total`)}`,
    `(thats|that s|which is) when i go(?= |$)${besideWords("had it planned|planned|settled|comp|if i die|when i die|wife|husband|kids|goodbye")}${notBeside(`${LOL}|surgery|deploy\\w*|flight|trip|vacation|move|moving|retire\\w*|rehab|detox|treatment|hospital|hospice|school|basic|boot camp`)}`,
    `(im|i m|i am) going (on )?(the )?(\\d+(st|nd|rd|th)?|(jan|january|feb|february|march|april|may|june|july|aug|august|sept|september|oct|october|nov|november|dec|december) \\d+(st|nd|rd|th)?)(?= |$)${besideWords("everythings ready|everything s ready|everything is ready|its all ready|it s all ready|(he|she) will have that|(husband|wife) will have|wont need|won t need|goodbye|after im gone")}${notBeside(`${LOL}|trip|vacation|surgery|appointment|appt|flight|concert|game|wedding|move|moving|school|class|deploy\\w*|interview|hearing|court|c p|exam`)}`,
  ]),
  ...rules("suicide", "gulfport-en-r79", [
    `(i|im|i m) still (going|goin) (thru|through) with it( on)?( \\w+){0,2}(?= |$)${notBeside(`${LOL}|surgery|move|moving|divorce|sale|selling|trip|wedding|marathon|race|appeal|claim|hearing|lawsuit|the loan|closing`)}`,
    `(planning (on|to) not|not planning on|not planning to) (be alive|being alive|be here|being here)( \\w+){0,4}(?= |$)${notBeside(`${LOL}|mov\\w*|trip|vacation|travel\\w*|visit\\w*|deploy\\w*|orders|out of town|relocat\\w*|address|new job|hitch|rotation`)}`,
    `planning (on|for) (the )?end of the (month|week)(?= |$)${besideWords("after someone dies|stop payments|owing|owe|pay back|dies|death|wife|husband|gone")}${notBeside(`${LOL}|move|moving|trip|vacation|retire\\w*|surgery|closing|wedding|party|deadline|filing|submit\\w*`)}`,
    `(i|ill|i ll|im|i m) (be|gonna be|going to be) dead before (they|the va|the board|it|anyone|anybody) (decide|decides|rule|rules|get to|gets to|looks|look)(?= |$)${besideWords("dont need the appeal|don t need the appeal|dont need (it|the claim) anymore|wont need|won t need|see to (that|it)|make sure of (that|it)|planning|my plan")}${notBeside(`${LOL}|maybe|might as well|anyway|at this rate|fine|old age|im \\d+|i m \\d+|sense of humor`)}`,
    `(tonight|already|just) (i )?(tied|tie|strapped|put) (them|the weights|weights|rocks|the rocks|bricks) on( already)?(?= |$)`,
    `(crashing|wrecking|rolling|flipping) the (truck|car|jeep) is easier than (asking|getting|calling)( for)? help(?= |$)`,
    `(took|swallowed|ate) every (pill|one of the pills|bottle) in (my|his|her|the) (husbands|husband s|wifes|wife s|moms|mom s|dads|dad s)? ?(drawer|cabinet|bathroom|nightstand|house|purse)(?= |$)`,
    `(i )?know exactly how much (potassium|insulin|morphine|fentanyl|oxy\\w*|digoxin|tylenol|acetaminophen)( it takes)?(?= |$)${notBeside(`${LOL}|patients?|dosing|pharmacology|class|exam|nclex|to give|to order|for work`)}`,
  ]),
  ...rules("thirdPartyDanger", "flagstaff-en-r79", [
    `(going to|gonna|will|wants to|said hes going to|said he s going to) walk (out )?into the (snow|cold|desert|woods|ocean|sea|river|lake|storm)( like the old ones)?(?= |$)${besideWords("left his (truck )?keys|keys on the table|degrees|like the old ones|goodbye|told my|wont be back|won t be back")}`,
    `(take care of the kids|take care of mom|take care of them)( \\w+){0,3} (im sorry|i m sorry|sorry)( \\w+){0,2} (i cant|i can t|cant) (anymore|do this anymore|go on)(?= |$)`,
    `(search history|searched|googled|looked up) (\\w+ ){0,3}how many (\\w+ ){0,2}(to die|to kill|to overdose|is lethal|is fatal)(?= |$)`,
    `(bottle|pill bottle) is empty and (i|we) (cant|can t|cannot) (wake|get) (him|her) (up|all the way)?(?= |$)`,
  ]),
  // Round 70's second read: the same meanings in other words.
  ...rules("suicide", "review-r70", [
    `(thats|that s|that is|its|it s) my (exit|way out|out)(?= |$)${besideWords("i can go|back pay|account|lands|hits|goes through|then")}${notBeside(`${LOL}|highway|freeway|interstate|ramp|parking|job|work|shift|retire\\w*|lease|contract`)}`,
    `(ill|i ll|i will|im gonna|i m gonna) be gone (in|by|within) (a couple|a few|two|2|three|3|\\d+) (weeks|days)(?= |$)${besideWords("dont bother|don t bother|wont need|won t need|scheduling|cancel|figure")}${notBeside(`${LOL}|trip|vacation|deploy\\w*|orders|training|rotation|hitch|offshore|rig|move|moving|travel\\w*|visit\\w*|out of town|out of state`)}`,
    `(ill|i ll|i will) see to (that|it)(?= |$)${besideWords("in the ground|dead|gone|wont be alive|won t be alive|before they (rule|decide)")}`,
    `(gonna be|going to be|will be|ill be|i ll be|im|i m) joining (him|her|them|my brother|my buddy|my son|my dad)(?= |$)${besideWords("before|soon|year|years out|died|suicide|dies by|2016|\\d{4}")}${notBeside(`${LOL}|reunion|trip|club|gym|team|unit|legion|vfw|for (lunch|dinner|the game)|at the`)}`,
    `planning on it (before|by|after|on) (christmas|thanksgiving|new years|easter|the holidays|the weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday|my birthday|the \\d+(st|nd|rd|th)?)(?= |$)${besideWords("wife should get|should get something|get something|comp|dic|insurance|if i die")}`,
    `(my )?(wrist|wrists|arm|arms) (keeps|keep|is|are|wont stop|won t stop) bleeding( \\w+){0,4}(?= |$)${besideWords("not calling|wont call|won t call|where i cut|i cut")}`,
  ]),
  ...rules("thirdPartyDanger", "review-r70", [
    `walked out into the (snow|blizzard|cold|storm|desert|woods)(?= |$)${besideWords("keys|wallet|old people|old ones|how the old|degrees|goodbye")}${notBeside(`${LOL}|shovel\\w*|dog|plow|snowblow\\w*|check (the|on) (cattle|cows|horses|sheep)|hunting|chores`)}`,
  ]),
  ...rules("harm", "review-r70", [
    `(every|all the|all) names?( \\w+){0,8} (wrote|written|writ) down(?= |$)${besideWords("not gonna say|not telling|which day|when|screwed me|did this")}${notBeside(`${LOL}|buddy statements?|christmas cards?|thank you|references?|witnesses|wedding|party|invite\\w*`)}`,
    `(has|had|got|pointing|pulled) a (gun|knife|pistol|blade) on me(?= |$)${notBeside(`${LOL}|years ago|in 19\\d\\d|in 20[01]\\d|iraq|afghanistan|deploy\\w*|movie|game|dream|nightmare|nerf|water gun`)}`,
    `i know when (he|she|they) (gets|get|getting) off( work)?(?= |$)${besideWords("glock|gun|pistol|rifle|glovebox|glove box|trunk|strap|piece|for real")}`,
  ]),
  ...rules("lethality", "fountain-en-r79", [
    `bleeding( pretty| real| really)?( good| bad| a lot)? from my (wrist|wrists|arm|arms|neck|thigh|leg)(?= |$)${besideWords("not calling|wont call|won t call|dont call|don t call|no one|nobody|rn|right now|not going|not getting")}${notBeside(`nosebleed|nose|paper cut|shaving|dog bite|work accident|fell|scraped|stitches (yesterday|last)|er visit|urgent care`)}`,
    `(kind of |kinda |sort of |i )?want (it|the bleeding|the blood) to keep (going|bleeding|coming)(?= |$)${besideWords("deep|cut|cutting|stitches|bleeding|wrist|relapsed")}`,
    `not getting stitches(?= |$)${besideWords("deep|its deep|it s deep|relapsed|cutting|cut|keep going")}${notBeside(`${LOL}|butterfly|steri|glue|small|minor|tiny|kitchen|knife slipped|fishing`)}`,
  ]),
  ...rules("place", "flagstaff-en-r79", [
    `(been )?standing on (the|a) (chair|stool|bucket|crate|step stool)( \\w+){0,2} for (\\d+|ten|twenty|five|an|a few) (min|mins|minutes|hour|hours)(?= |$)${notBeside(`${LOL}|paint\\w*|light bulb|lightbulb|smoke detector|ceiling|fan|shelf|curtain\\w*|decorat\\w*|spider|mouse|changing|hang\\w* (a|the) (picture|tv|flag|lights)`)}`,
  ]),
  ...rules("thirdPartyDanger", "flagstaff-en-r79", [
    `(let|drive|put|send|run|take) (his|her|their|the) (rig|truck|semi|car|jeep|bike) (go )?(off|over) the (side|edge|cliff|rim|bridge|grade|mountain|guardrail|rail)(?= |$)${notBeside(`${LOL}|brakes failed|black ice|almost|nearly|years ago|last (year|winter)|accident report|insurance claim`)}`,
  ]),
  // Someone threatening the writer, or another, with a weapon now, or on the way to kill the writer:
  // round 79's threats that got the crisis reply as if they were the writer's own risk.
  ...rules("harm", "fountain-en-r79", [
    `at gunpoint(?= |$)${notBeside(`${LOL}|movie|show|game|robbed (in|back)|years ago|in 19\\d\\d|in 20[01]\\d|iraq|afghanistan|deploy\\w*|nightmare|dream|flashback`)}`,
    `(threatened|threatens|threatening|swore|swears) to (come back and |come over and )?(kill|hurt|shoot|stab) me(?= |$)${notBeside(`${LOL}|nerf|water gun|water pistol|squirt|paintball|airsoft|toy|pillow|tickle|snowball|rubber band|years ago|in 19\\d\\d|in 20[01]\\d|dream|nightmare|movie|game`)}`,
    `(coming|comin|on (his|her|their) way|headed|driving) (over )?(\\w+ ){0,3}to (kill|hurt|shoot|get) me(?= |$)${notBeside(`${LOL}|nerf|water gun|paintball|airsoft|toy|jk|joke|joking|kidding|dream|nightmare|game|movie|paperwork|papers|wife|mom|lecture`)}`,
    `(outside|in front of|at) (my|the|our) (house|door|front door|back door|driveway|ambulance bay|yard|porch|window|trailer)( \\w+){0,3} (w|with) (a|his|her|the) (knife|gun|pistol|rifle|shotgun|machete|bat)( \\w+){0,3} (screaming|yelling|saying|waiting|banging|trying)(?= |$)`,
    `(driving|drive|gonna drive|going to drive|plow|plowing) (his|her|my|the|a) (truck|car|jeep|semi|van) (right )?(into|through) (the |a |that )?(protest|crowd|parade|rally|people|march|festival|market)(?= |$)${notBeside(`${LOL}|video|game|movie|news|heard about|saw on|years ago|remember when`)}`,
    `(bringing|bring|ill bring|i ll bring) (enough|something|plenty)( \\w+){0,3} (to )?make sure (that|the|this|those) (\\w+ )?(never|dont|doesn t|doesnt|wont|won t) (denies|deny|hurts|hurt|does|do|touches|touch|says|say)(?= |$)`,
  ]),
  ...rules("harm", "fountain-en-r79", [
    `(hes|he s|he is|shes|she s|she is|theyre|they re) in the (driveway|ambulance bay|yard|front yard|parking lot|hallway|lobby|garage|kitchen) (with|w) (a|his|her|the) (gun|knife|pistol|rifle|shotgun|machete|bat)(?= |$)${besideWords("yelling|screaming|waiting for me|come out|threaten\\w*|saying hes|saying he s|kill|hurt")}${notBeside(`${LOL}|cleaning|hunting|deer|range|selling|sell|showing|fixing|repair\\w*`)}`,
  ]),
  ...rules("harm", "gulfport-en-r79", [
    `(pay|paying|gonna pay|will pay) with (his|her|their|your)? ?blood(?= |$)${notBeside(`${LOL}|donat\\w*|blood drive|plasma|lab|labs|draw`)}`,
    `(burn|burning|set fire to|torch) (the|his|her|their) (boat|house|trailer|truck|car|shop|store|camper|rv|cabin)( \\w+){0,12} (with (him|her|them)|while (hes|he s|he is|shes|she s|she is|theyre|they re)) (sleeping|asleep|inside|in it|in there|passed out)(?= |$)`,
    `(he|she|deckhand|they) (say|says|said|saying) (he|she|they|hell|he ll|shell|she ll|gonna|going to)( gonna| going to| will)? (gut|stab|cut|kill|shoot) me(?= |$)${notBeside(`${LOL}|joke|jokin|joking|kidding|game|cards|dominoes`)}`,
    `(pull|pulls|pulled|pullin|pulling) a (knife|gun|pistol|blade) on me(?= |$)${notBeside(`${LOL}|years ago|in 19\\d\\d|in 20[01]\\d|in iraq|in afghanistan|deployment|movie|game`)}`,
    `somebody (get|gets|gonna get|going to get|will get|is gonna get|is going to get) hurt( bad| real bad| bad bad)?(?= |$)${besideWords("office|va|rater|claims guy|hang up|drive to|next time|i drive|ima|im going")}${notBeside(`${LOL}|ladder|roof|ice|icy|slip\\w*|construction|safety|careful|forklift|playground`)}`,
    `(i have|i got|ive got|i ve got) a list(?= |$)${besideWords("everyone who did this|everybody who did this|what i need|not telling you when|first sgt|first sergeant|rating board|my ex|names")}${notBeside(`${LOL}|grocery|shopping|to do|todo|honey do|christmas|questions|symptoms|medications|meds|evidence|documents|conditions|doctors|buddy statements?`)}`,
  ]),
  // Round 71 (round 80's writers): a tow truck put off a bridge for the DIC; "wont be here for the
  // decision lol"; voices that tell the writer to go finish it; a round chambered; a falls named with
  // tonight; a tree known on a back road beside the car keys; "when im dead next week"; bye to
  // everybody who does not know what it means; the sea that keeps the body; a rescue swimmer's last
  // swim; a strap over the rafter; a survival suit left on its hook; "go out like dad".
  ...rules("suicide", "joplin-en-r80", [
    `(put|putting|drive|driving|run|running|send|sending|roll|rolling|take|taking) (the|my) (rollback|wrecker|tow truck|truck|car|rig|jeep|semi|pickup|boat|skiff) (off|over) (the|a) (\\w+ ){0,3}(bridge|cliff|bluff|overpass|dam|pier|dock)(?= |$)${besideWords("dic|pay out|payout|insurance|vgli|sgli|still pay|rule it|count it|life insurance|survivor")}${notBeside(`${LOL}|almost|nearly|slid|skid\\w*|ice|icy|accident report|years ago|last (year|winter|month)|winch\\w*|recover\\w*|towed|towing (it|a|the)`)}`,
    `(voices?|they) (keep )?(tellin|telling|tell|say|saying|says) me (to )?(go )?(\\w+ ){0,6}(finish it|end it|do it|kill myself|die|finish the job)(?= |$)${notBeside(`${LOL}|workout|set|rep|reps|paperwork|claim|appeal|form|forms`)}`,
    `(telling|told|tellin|saying|said) (everybody|everyone|all of them|yall|y all|people) (bye|goodbye)( today| tonight| all day)?( \\w+){0,3} (dont|don t|do not|didnt|didn t|aint) (even )?(know|realize|get)(?= |$)`,
    `(old )?(rescue swimmers?|swimmer s|swimmers|my|his) last swim(?= |$)${besideWords("letters|drink|cant feel|can t feel|title|gave|goodbye|tonight|not coming")}${notBeside(`season|summer|meet|race|class|of the (year|season|day)|before (winter|fall|surgery)|retire\\w*`)}`,
    `(gumby|survival|immersion|mustang) suit stays (on the hook|home|on the boat|in the locker|behind)(?= |$)`,
    `not coming back in(?= |$)${besideWords("gumby|suit stays|no suit|without (a|the|my) suit|last trip|this trip")}${notBeside(`${LOL}|weather|storm|till|until|tomorrow|overnight|season|fishing`)}`,
  ]),
  ...rules("suicide", "review-r71", [
    `(left|leaving|leave) (my|the) (float coat|survival suit|gumby|gumby suit|immersion suit|life jacket|lifejacket|pfd|mustang|mustang suit)( \\w+){0,6}(?= |$)${besideWords("not comin|not coming|wont be back|won t be back|last trip|not comin back|not coming back")}${notBeside(`${LOL}|forgot|oops|dryer|wash\\w*|repair\\w*|fix\\w*|buy|bought|new one|replace\\w*`)}`,
    `no turning back( now)?(?= |$)${besideWords("keys|left|letter|note|goodbye|gave|for my wife|for my husband|for the kids")}${notBeside(`${LOL}|signed|contract|closing|enlisted|deploy\\w*|move|moving|tattoo|wedding|divorce|job|quit|retire\\w*|school|semester`)}`,
    `(im|i m|i am|ill be|i ll be|gonna be) next(?= |$)${besideWords("did it|killed himself|shot himself|took his life|took his own life|hung himself|hanged himself|suicide|ended it")}${notBeside(`${LOL}|in line|line|haircut|turn|up next|interview|appointment|appt|promotion|layoff|laid off|fired|get cut`)}`,
    `(dont|don t|do not) think (ill|i ll|i will) be (here|around|alive) (for|to see) (that|it|the \\w+)(?= |$)${notBeside(`mov\\w*|deploy\\w*|trip|vacation|travel\\w*|out of town|out of state|orders|rotation|offshore|surgery|hospital|rehab|work|shift|school|class|visit\\w*|phone|call|in person|retire\\w*`)}`,
  ]),
  ...rules("harm", "review-r71", [
    `(outside|in front of) (my|the|our) (apt|apartment|house|door|place|trailer|work|job|truck|car)( \\w+){0,2} (with|w) (a|his|her|the) (bat|knife|gun|pistol|rifle|machete|crowbar|shotgun)(?= |$)${besideWords("says im dead|says i m dead|when i come out|waiting|threaten\\w*|kill me|im dead|i m dead|come out")}${notBeside(`${LOL}|years ago|last (year|month)|dream|nightmare|movie|game|softball|baseball|little league|hunting|deer`)}`,
  ]),
  ...rules("lethality", "review-r71", [
    `the (bridge|pills|gun|rope|train|river|pistol|shotgun|belt) or the (bridge|pills|gun|rope|train|river|pistol|shotgun|belt|car|truck)(?= |$)`,
  ]),
  ...rules("intent", "tupelo-en-r80", [
    `(wont|won t|will not|not gonna|not going to|aint gonna|ain t gonna) be (here|around|alive) (for|to see|to get) (the|my|a|that) (decision|rating|ruling|hearing|results?|letter|verdict|back pay|c p|appeal)(?= |$)${notBeside(`mov\\w*|deploy\\w*|trip|vacation|travel\\w*|out of town|out of state|orders|rotation|offshore|surgery|hospital|rehab|work|shift|school|class|visit\\w*|phone|call|in person`)}`,
    `when (im|i m|i am) dead (next|this|by) (week|month|weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday|year)(?= |$)`,
    `(dont|don t|do not) need it for a (few|couple|couple of) (days|weeks)( yet)?(?= |$)${besideWords("burial|funeral|plot|headstone|casket|cremation|before i go|want it set")}`,
  ]),
  ...rules("lethality", "joplin-en-r80", [
    `chambered a round(?= |$)${besideWords("dont know why|don t know why|typin|typing|somebody to know|someone to know|anyone to know|goodbye|im sorry|tonight|wanted somebody|wanted someone")}${notBeside(`range|hunting|deer|class|training|safety|clean\\w*|clear\\w*|drill|snap caps|instructor|holster`)}`,
    `(tow strap|strap|rope|cord|belt|extension cord|noose|ratchet strap)( s| is|s)? (over|on|around|tied to|tied around) (the|a) (rafter|rafters|beam|joist|rail|railing|banister|limb|branch)(?= |$)${notBeside(`${LOL}|hoist|lift|engine|deer|hog|elk|meat|carcass|game|swing|hammock|tarp|tie down|load|cargo|pulley|punching bag|heavy bag|christmas|lights|tire swing|hang (the|a|my) \\w+`)}`,
    `(done|did) the math on how long( it takes| it d take| it would take)?(?= |$)${besideWords("water|cold|no suit|hypothermia|in it|freez\\w*|bay|ocean|river|lake")}`,
    `planning to be in (it|the water|the bay|the river|the lake)(?= |$)${besideWords("no suit|without (a|the|my) suit|done the math|how long it takes|how cold")}${notBeside(`${LOL}|polar plunge|plunge|swim (team|meet)|wetsuit|drysuit|dry suit|triathlon|charity`)}`,
  ]),
  ...rules("place", "kodiak-en-r80", [
    `jumping off (the )?(\\w+ ){0,3}(falls|bridge|cliff|bluff|overpass|roof|building|dam|tower|parking garage)( \\w+){0,2} (tonight|today|now|rn|this (morning|evening|afternoon)|tomorrow)(?= |$)${notBeside(`${LOL}|swim\\w*|dive|diving|cliff jump\\w*|summer|rope swing|lake day|with the kids|bungee|video|tourists?|kayak\\w*`)}`,
    `(i )?know (which|the exact|exactly which) (tree|oak|pine|bridge|overpass|pole|curve|wall|pillar|embankment)( on| by| at| off| down)?( the| that)?( \\w+){0,2}(?= |$)${besideWords("car keys|keys|truck|drive|speed|bad mama|bad mom|bad dad|better off|floor it")}${notBeside(`${LOL}|deer|stand|hunting|climb\\w*|picnic|fishing|swing|treehouse|tree house|cut (down|it)|trim\\w*|directions|turn`)}`,
    `(if|when) (i do it|it happens) (at sea|on the water|offshore|in the (bay|ocean|water|river|lake|gulf)|out there)(?= |$)${besideWords("body|never find|get anything|still get|still pay|daughter|wife|kids|pay|dic|insurance")}`,
  ]),
  ...rules("thirdPartyDanger", "kodiak-en-r80", [
    `(dont|don t|do not) come looking( for (me|him|her))?(?= |$)${besideWords("best|texted|shared (his|her|my) location|location|goodbye|love yall|love y all|squad|group chat|take care of")}${notBeside(`${LOL}|hide and seek|hunting|camping|fishing trip|vacation|off grid|cabin|retreat|deployment`)}`,
    `go(ing|in)? out like (dad|my dad|his dad|our dad|my father|his father|mom|my mom|my brother|his brother|my buddy|his buddy)(?= |$)${besideWords("shot himself|shot herself|killed himself|killed herself|suicide|guns|giving (stuff|things)|hanged|hung himself|took his life|took her life|scared")}`,
  ]),
  // Threats round 80 read as the writer's own crisis or as possible risk: a shooting promised at the
  // VA; someone at the office getting hurt; a knife at another's throat now; a gaff swung; names of
  // everybody who had the case; a pistol taken back to "teach em"; a rifle carried off to an address;
  // the .308 taken over to end the conversation; a new boyfriend at the bottom of the harbor; a man
  // going through the window; "coming over to finish it"; "i dont mean talk".
  ...rules("harm", "joplin-en-r80", [
    `(theres|there s|there is|there will be|there ll be|therell be)( gonna be| going to be)? (a shooting|gunfire|bloodshed|shots fired) (at|in) (the |that )?(\\w+ )?(va|office|clinic|regional office|cboc|hospital|building)(?= |$)${notBeside(`${LOL}|movie|news|heard|drill|training|active shooter training|there was|last (year|week|month)|report\\w*|years ago`)}`,
    `(somebody|someone|people|anybody|anyone) (at|in) (that|the) (\\w+ ){0,2}(office|clinic|va|cboc|building) (is|are|gonna|going to|will|s)( be)? (gettin|getting|get|gonna get) (hurt|shot|killed)(?= |$)${notBeside(`${LOL}|ladder|roof|ice|icy|slip\\w*|construction|safety|forklift|covid|flu`)}`,
    `(has|holding|got|put|puts|pressing|pressed|holds) (a|his|her|the) (\\w+ )?(knife|gun|pistol|blade|machete|razor) (to|at|against) (the (\\w+s |\\w+ s )?|my (wife|husband|mom|dad|son|daughter|kids?|brother|sister)s? |(?!(his|hers|its|yours|this|us|ours|theirs|is|was) )\\w+s |\\w+ s )(throat|head|neck|temple)(?= |$)${notBeside(`${LOL}|movie|show|game|years ago|in 19\\d\\d|in 20[01]\\d|iraq|afghanistan|dream|nightmare|when i was|as a kid|growing up|i was \\d+|stressor|statement|insurgent|enemy|deploy\\w*|last (season|year|week|month)|used to|counseling|therapy`)}`,
    `(swung|swinging|swings|swang) (a|his|her|the) (\\w+ )?(gaff|knife|bat|machete|hammer|pipe|axe|hatchet|tire iron|crowbar) at me(?= |$)${notBeside(`${LOL}|years ago|in 19\\d\\d|in 20[01]\\d|iraq|afghanistan|deploy\\w*|dream|nightmare|movie|game|softball|baseball|pinata`)}`,
    `(came|come|comes|comin|coming|swung|swinging) at me (w|with) a (gaff|knife|bat|machete|gun|pistol|hammer|crowbar|pipe|blade|axe|hatchet|tire iron)(?= |$)${notBeside(`${LOL}|years ago|in 19\\d\\d|in 20[01]\\d|iraq|afghanistan|deploy\\w*|dream|nightmare|movie|game`)}`,
    `((i got|i have|ive got|i ve got|got) (the )?names of|(i )?made a list of) (everybody|everyone|all (of )?the \\w+|every \\w+)( \\w+){0,6}(?= |$)${besideWords("gotta pay|going up there|gonna pay|pay for|monday|tuesday|wednesday|thursday|friday|tomorrow|tonight|driving up|drive up")}${notBeside(`buddy statements?|witness\\w*|congress\\w*|complaint|inspector general|patient advocate|lawyer|attorney|thank\\w*|christmas|cards?`)}`,
    `(going|goin|go|headed|heading|driving|drove|went) back( there)?( tomorrow| tonight| today| monday| in the morning)? (w|with) (his|my|a|the|her) (pistol|gun|rifle|glock|shotgun|ar|piece|strap)(?= |$)${besideWords("teach|lesson|pay|show (them|em|him|her)|learn|regret|handle (it|this|them|him|her)|deal with")}${notBeside(`range|hunting|deer|gunsmith|pawn|store|shop|return\\w*|refund|cleaning|repair\\w*`)}`,
    `(just )?(left|drove off|took off|headed out|went out) (w|with) (his|a|the|her) (rifle|gun|pistol|shotgun|glock|ar|ar 15)(?= |$)${besideWords("gonna die|knows (the|that|his|her) (\\w+ )?address|address|kill|pay|hit his|hit her|knows where|where (his|her) (ex|wife|husband|girlfriend|boyfriend) (stays|lives|works)")}${notBeside(`${LOL}|hunting|deer|range|elk|duck|turkey|season|lease|camp`)}`,
    `ending (the|this|that) conversation permanently(?= |$)`,
    `(taking|bringing|take|bring|carry|carrying) (the|my) (308|30 06|3006|ar|ar 15|shotgun|rifle|pistol|glock|12 gauge|45|9mm) over there(?= |$)${besideWords("next time|neighbor|neighbour|ending|permanently|told him|told her|3 times|three times")}`,
    `(is|s|hes|he s|shes|she s) (gonna|going to) end up (on|at) the bottom of the (harbor|bay|lake|river|ocean|sea|channel|inlet)(?= |$)${notBeside(`${LOL}|phone|keys|wallet|sunglasses|anchor|boat|truck|pot|gear|crab pot`)}`,
    `(hes|he s|shes|she s|theyre|they re|he is|she is) going (thru|through|out) the window(?= |$)${besideWords("dead serious|heading over|next time|serious|i mean it|tmrw|tomorrow|jerks me")}${notBeside(`${LOL}|window seat|windows update|drive thru`)}`,
    `(hes|he s|he is|shes|she s|she is|theyre|they re)? ?(coming|comin) over to (finish it|finish me|kill me|hurt me|get me)(?= |$)${notBeside(`deck|fence|roof|project|paint\\w*|job|drywall|cabinets?|install\\w*|floor\\w*|yard|repair\\w*|puzzle|game|movie|show|pizza|beer|leftovers|cake`)}`,
    `((i )?(dont|don t|do not) mean (to )?talk|(it|and it) (aint|ain t|isnt|isn t|is not|s not) (to|for) (talk|talking|chat|chatting))(?= |$)${besideWords("office|go see|see the|bringing|regional|rater|dude|guy|vso|clinic|rifle|gun|pistol|shotgun|his place|her place|over to")}`,
    `(got|has|had) (his|her|a|the) (rifle|gun|pistol|shotgun|glock) pointed at (the|a|his|her|my|our) \\w+(?= |$)${notBeside(`${LOL}|deer|elk|target|range|paper|can|cans|movie|photo|picture|years ago|when i was|as a kid|growing up|i was \\d+|stressor|statement|insurgent|enemy|iraq|afghanistan|deploy\\w*|last (season|year|week|month)|crossing|fence|muzzle|hunting|nightmare|dream`)}`,
    `(drove|driving|drivin|headed|heading|went) (up |down |over )?(there|to \\w+)( tonight| today| now| rn)? (w|with) (his|her|a|the) (pistol|gun|rifle|shotgun|glock|piece|strap)(?= |$)${besideWords("kill|gonna kill|squad leader|ex|address|pay|shoot")}${notBeside(`${LOL}|hunting|deer|range|elk|season|lease|camp|pawn|gunsmith|sell`)}`,
  ]),
  // Round 71: possible risk round 80 left with nothing: guns in the house beside "been real low"; not
  // caring about the claim any more; a son who would get more without the writer; dog tags given
  // out of nowhere.
  ...rules("hopeless", "joplin-en-r80", [
    `(ive been|i ve been|been|im|i m|i am|feeling|feelin) (real|really|pretty|so|very|super) low( lately| for a while| for weeks)?(?= |$)${notBeside(`sugar|blood|iron|potassium|sodium|battery|gas|fuel|oil|money|funds|cash|tire|tires|pressure|vitamin|testosterone|t levels|bp|numbers|labs|ink|supplies|stock|inventory|priority|on the list|rating|offer|ball`)}`,
    `(dont|don t|do not) care if (the|my) (\\w+ )?(claim|appeal|rating|case) (gets|is) (approved|granted|denied)( \\w+){0,2} anymore(?= |$)${besideWords("doesnt matter|doesn t matter|nothing matters|whats the point|what s the point")}`,
    `(my|our) (son|daughter|wife|husband|kids|family|boy|girl) (would|d|will) get more( \\w+){0,4} than (\\w+ ){0,3}with me (alive|here|around)(?= |$)`,
  ]),
  ...rules("farewell", "tupelo-en-r80", [
    `gave me (his|her) (dog tags|tags|rifle|medals|watch|knife|pistol|guns)( \\w+){0,3} out of nowhere(?= |$)`,
  ]),
  // Round 72 (round 81's writers): "ima do it tonite"; "its for me this weekend. i got it planned down
  // at the creek"; out on my own terms on a sober date; "I do not intend to see Sunday"; the boat
  // taken out to go under; the marsh, the tide, the ridge in the first snow; a parking structure's top
  // floor "when this song ends"; the tree already picked; a day set, calm about it; cut deep and not
  // calling 911 "bc i dont want to be stopped"; someone else: a deacon who gave his bible away to be
  // "with Jesus before the month out", a son who says he will take all his pain pills and is locked
  // in, "one last alert, love yall" under a glock, a bank pin and the kids' passwords sent, a truck
  // idling in a closed garage.
  ...rules("intent", "beaufortsc-en-r81", [
    `(ima|imma|i ma|ahma|im finna|i m finna|finna|im fixin to|i m fixin to|fixin to|fixing to|im bout to|i m bout to|bout to) do (it|this)(?= |$)${besideWords("tonite|tonight|today|now|rn|tomorrow|this weekend|sunday|monday|tuesday|wednesday|thursday|friday|saturday")}${notBeside(`${LOL}|form|forms|paperwork|claim|application|homework|taxes|laundry|dishes|appeal|526\\w*|online|app|upload|update|survey|video|call|interview`)}`,
    `no time for (a )?(pre ?need|preneed)(?= |$)${besideWords("for me|this weekend|tonight|tomorrow|planned")}`,
  ]),
  ...rules("place", "beaufortsc-en-r81", [
    `(i )?(got|have|ve got) it (all )?planned( out)?( \\w+){0,2} (down at|down by|out at|at|by|on|in) (the )?(creek|river|lake|bridge|woods|marsh|beach|dock|landing|ridge|overpass|tracks)(?= |$)${notBeside(`${LOL}|party|picnic|fishing|trip|reunion|cookout|wedding|birthday|baptism|camping|hunt\\w*`)}`,
    `(out|go out|going out|check out|checking out|exit) (on my own terms|my own way)(?= |$)${besideWords("planning|planned|sober date|sober|finish line|set|date|picked|thats when|that s when|earned|on the \\d+(st|nd|rd|th)?|\\d+ (yrs|years)|friday|saturday|sunday|tonight")}${notBeside(`retir\\w*|career|job|military|service|enlist\\w*|contract|ets|quit|resign\\w*|lease|marriage|divorce`)}`,
    `(do not|dont|don t) (intend|plan|expect) to see (sunday|monday|tuesday|wednesday|thursday|friday|saturday|tomorrow|morning|christmas|the morning|sunday morning|another (day|week|year|christmas|birthday))(?= |$)`,
    `(take|taking) the (boat|skiff|kayak|canoe|jon boat) out and (just )?(go under|sink|not come back|go down|jump|go over)(?= |$)(?! (the|a) (bridge|overpass|pier|dock|causeway))`,
    `(going|goin|walk|walking|go) in with (it|the tide)(?= |$)${besideWords("tide|marsh|water|river|ocean|deciding|standing")}`,
    `(ridin|riding|ride|drive|driving|walkin|walking|hike|hiking) (up )?(past|over|beyond|into) the (ridge|pass|divide|mountain|canyon|treeline)( \\w+){0,4} (not comin|not coming|wont come|won t come|never coming) (back|down|home)(?= |$)`,
    `(top floor|roof|top level|top deck) of the (\\w+ ){0,2}(parking structure|parking garage|garage|building|deck)( \\w+){0,6} going over(?= |$)`,
    `(already )?(picked|chose|chosen|found) the (tree|beam|bridge|spot|place|branch)( out back| out there| behind| by| at)?( \\w+){0,4}(?= |$)${besideWords("nobody misses|nobody would miss|nobody will miss|no one misses|wont be missed|won t be missed|already picked|rope|done")}${notBeside(`${LOL}|christmas|holiday\\w*|decorat\\w*|treehouse|tree house|stand|deer|hunt\\w*|picnic|wedding|photo\\w*|plant\\w*|camp\\w*|cut (it )?down|trim\\w*|firewood`)}`,
    `(ive|i ve|i have|i) (set|picked|chose) (friday|saturday|sunday|monday|tuesday|wednesday|thursday|the date|a date|the day)(?= |$)${besideWords("calm|survivor|covered|benefits|girlfriend|wife|after|make sure")}${notBeside(`${LOL}|appointment|appt|wedding|closing|move|moving|surgery|party|interview|hearing|c p|exam`)}`,
    `(not callin|not calling|wont call|won t call|dont want to call) (911|anyone|anybody|for help)( \\w+){0,2} (bc|because|cuz|cause) (i )?(dont|don t|do not) want to be (stopped|saved|found)(?= |$)`,
  ]),
  ...rules("place", "cheyennewy-en-r81", [
    `(drive|driving|drivin|gonna drive|going to drive) (it |the truck |my truck |the car )?(into|off into|straight into) the (marsh|river|lake|bay|ocean|canal|swamp|quarry|sound|gulf)( wide open| full speed| full throttle| flat out)?(?= |$)${notBeside(`${LOL}|got stuck|stuck|mud|accident|almost|nearly|fog|tow\\w*|winch\\w*|years ago|last (year|week|month)`)}`,
    `(drive|driving|go|going|head|heading) to the (bridge|overpass|dam|cliff)( \\w+){0,3} either way(?= |$)${notBeside(`${LOL}|job|work|shift|crew|construction|site|inspection|project|c p|appointment|appt`)}`,
  ]),
  ...rules("intent", "cheyennewy-en-r81", [
    `(i )?(already|have already|ve already) decided( so)?( just)? (answer|tell me)(?= |$)`,
  ]),
  ...rules("suicide", "cheyennewy-en-r81", [
    `tell (my|her|his) (dad|mom|father|mother|kids|wife|husband|son|daughter|parents|family) (i|she|he) (really )?(did )?(tried|try)(?= |$)`,
  ]),
  ...rules("harm", "dearborn-en-r81", [
    `(hes|he s|shes|she s|he is|she is|theyre|they re) pointing (it|a gun|the gun|a pistol|the pistol|a rifle|the rifle|a knife|the knife) at (my|the|a|his|her|our) \\w+(?= |$)${notBeside(`${LOL}|camera|phone|laser|finger|remote|flashlight|drone|toy|nerf|water gun|map|sign`)}`,
  ]),
  ...rules("hopeless", "beaufortsc-en-r81", [
    `(im|i m|i am) (just )?(in the way|a burden|dead weight)(?= |$)${notBeside(`${LOL}|movers?|traffic|kitchen|driveway|door|hallway|photo|picture|shot|aisle`)}`,
    `used to have hope(?= |$)(?! for (the|my|our) )${notBeside(`${LOL}|team|season|cowboys|lions|game|election|stock|market`)}`,
  ]),
  ...rules("place", "review-r72", [
    `no time for (that|it|pre ?need|preneed)( \\w+){0,2} (its|it s) for me(?= |$)`,
    `(already )?(know|picked|got) the spot( out)? (by|at|on|near|down by|down at) the (river|creek|lake|bridge|tracks|woods|marsh|beach)(?= |$)${besideWords("for me|its for me|it s for me|this (sat|saturday|sunday|friday|weekend)|tonight|no time")}`,
    `(dont|don t|do not) (intend|plan|expect) to be (here|around|alive) (come|by|on|after) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|the weekend|next week|tomorrow)(?= |$)`,
    `(staying|stay|gonna stay|going to stay) (up|out) there for good(?= |$)${besideWords("snow|sled|snowmobile|ridge|gap|pass|mountain|woods|not coming|wont come")}`,
  ]),
  ...rules("lethality", "review-r72", [
    `(fastest|quickest|easiest|best|surest) way with (the|my) (stuff|pills|meds|medicine|bottle)( in (my|the) (\\w+ )?(cabinet|drawer|nightstand|bag))?(?= |$)`,
  ]),
  ...rules("harm", "review-r72", [
    `(has|got|pulled|pointing|holding) a (gun|knife|pistol|rifle) on (my|the|our) (cashier|clerk|salesman|employee|coworker|manager|boss|wife|husband|kid|son|daughter|mom|dad|brother|sister|friend|neighbor)(?= |$)${notBeside(`${LOL}|years ago|movie|show|game|dream|nightmare|in 19\\d\\d|in 20[01]\\d`)}`,
    `(loading|loaded|load) (the|my) (rifle|gun|pistol|shotgun|ar|glock)( \\w+){0,2} (and )?(driving|going|heading|headed|drive|go) (to|down to|over to) (the )?(va|clinic|office|regional office|cboc)(?= |$)${notBeside(`${LOL}|range|hunting|deer|season|leave it|locked|lock it`)}`,
    `(ill|i ll|i will|im gonna|i m gonna|gonna) be waiting (by|at|near|next to|behind) (it|his car|her car|his truck|her truck|the car|the truck)( \\w+){0,2} (after|when) (his|her|their) shift(?= |$)`,
  ]),
  ...rules("hopeless", "review-r72", [
    `used to think (things|it|life|stuff) (would|will|d|was gonna|were gonna) get better(?= |$)`,
  ]),
  // Round 73 (round 82's writers, first read): a suicide asked about for a plot "trying to plan";
  // every password, the will and "its time kiddo" sent; going through the river ice "gonna be an
  // accident" beside what the kids get.
  ...rules("suicide", "bangorwa-en-r82", [
    `(if|when) (a vet|a veteran|someone|somebody|i) (dies|die) by suicide( \\w+){0,12} (trying to plan|planning|its for me|it s for me|for me)(?= |$)`,
    `(gonna|going to|will) (be|look like) an accident(?= |$)${besideWords("vgli|sgli|insurance|kids|wife|pay|ice|river|bridge|truck|snowgo")}${notBeside(`${LOL}|waiting to happen|driveway|kitchen|kid|toddler|dog`)}`,
  ]),
  ...rules("thirdPartyDanger", "bangorwa-en-r82", [
    `(emailed|texted|sent|gave) me (every|all|all of) (his |her )?(passwords?|accounts?|account numbers|pins?)( \\w+){0,8}(?= |$)${besideWords("its time|it s time|his will|her will|the will|goodbye|take care|youll need|you ll need|not answering|right now")}`,
  ]),
  ...rules("thirdPartyDanger", "beaufortsc-en-r81", [
    `with (jesus|the lord|god|my savior|our savior) (before|by) (the )?(end of the )?(month|week|weekend|christmas|easter|sunday|friday|saturday)( out| is out| is over| ends)?(?= |$)${notBeside(`${LOL}|hospice|cancer|terminal|doctors? (says?|said|gave)|months to live|weeks to live|prognosis|dying of|comfort care`)}`,
    `(he|she|hes|shes|he s|she s|my \\w+) (say|says|said|saying|sayin)( that)? (he|she|hes|shes|he s|she s)? ?(gon|gonna|going to|finna|bout to|about to|will) (take|swallow|eat|down) (all|every one of|the whole bottle of|all of) (his|her|the|them|those) (\\w+ )?(pills|meds|medication|tablets|oxy\\w*|pain pills|pain meds)(?= |$)${notBeside(`${LOL}|(take|taking|bring|give)( \\w+){0,4} back|disposal|dispose|return\\w*|pharmacy|pharmacist|drop off|drop box|vitamins`)}`,
    `(one )?last (alert|formation|roll call|muster|mission|ride|patrol|sitrep|check in|salute)(?= |$)${besideWords("love yall|love y all|love you|glock|gun|pistol|rifle|yall take care|y all take care|goodbye|caption")}${notBeside(`${LOL}|retire\\w*|reunion|ceremony|ets|final formation at|change of command`)}`,
    `(texted|sent|gave|told) me (his|her) (bank )?(pin|password|passwords|account numbers?|safe combo|combination)( \\w+){0,6}(?= |$)${besideWords("youll need|you ll need|you will need|not answering|wont answer|won t answer|goodbye|take care")}`,
    `(truck|car|engine|jeep) (idling|running|on) in (his|her|the|a) (closed |shut )?garage(?= |$)${besideWords("hung up|drunk|friendly voice|closed|shut|wont answer|won t answer|goodbye")}`,
  ]),
  // Round 74 (round 82's writers, read in full, and round 83's): the river let have one; the wrong
  // side of the wall at a lookout; threats: a bullet with a name on it, aiming "not the ground", a
  // shotgun taken down there tonight, "she cant if shes not breathing", handling a man "personally",
  // "he better watch out" of someone whose place is known, pipe and powder, the chain of command
  // taken out, troopers carried out in bags, a family taken "with me"; someone waving a gun where
  // the writer hides.
  ...rules("place", "jasper-en-r83", [
    `(let|letting) the (river|water|sea|ocean|lake|current|tide|bay|gulf|sound) (have|take) me(?! (out|fishing|home|back|to|for|on|around|across|along|sailing|boating|over|under|down|up)( |$))(?= |$)${notBeside(`${LOL}|fishing|float\\w*|swim\\w*|kayak\\w*|raft\\w*|tube|tubing|nap`)}`,
    `(on|standing on|stand on|sittin on|sitting on|over|climbed over|climbing over) (the|da) wrong side of (the|da) (wall|railing|rail|fence|guardrail|barrier|bridge|ledge)(?= |$)${notBeside(`${LOL}|history|argument|law|bed|tracks|town|road|border|family`)}`,
  ]),
  ...rules("harm", "jasper-en-r83", [
    `(a |one )?(bullet|round|slug) with (his|her|their|your|that \\w+s|the \\w+s) name on it(?= |$)${notBeside(`${LOL}|movie|song|saying|years ago|iraq|afghanistan|vietnam|over there|in country|deploy\\w*`)}`,
    `(aiming|aim|gonna aim|going to aim|shooting|shoot) (for|at) (them|em|him|her|those \\w+|that \\w+) not (the|over their|over his|over her) (ground|air|sky|dirt|head|heads)(?= |$)`,
    `(taking|takin|bringing|bringin|carrying|carryin|take|bring) (my|the|his|her) (\\w+ )?(shotgun|rifle|pistol|gun|glock|ar|ar 15|30 30|12 gauge|revolver|45|9mm) (down|over|up|out) there( tonight| today| tomorrow| now| right now| this evening)(?= |$)${besideWords("lives|stays|sold|messing|shooting|shoot|killed|near about|pay|deal|settle|handle")}${notBeside(`${LOL}|hunt\\w*|deer|hog|hogs|coyote\\w*|snake\\w*|range|target|season|squirrel\\w*|turkey|duck\\w*|skeet|clays`)}`,
    `(waving|wavin|pointing|brandishing|swinging) (a|his|her|the) (gun|pistol|knife|rifle|shotgun|machete)( around)?(?= |$)${besideWords("everybody|everyones|everyone|on the floor|hiding|behind|im at|i m at|where i am|store|station|counter|aisle|texting")}${notBeside(`${LOL}|movie|show|game|years ago|dream|nightmare|toy|nerf|water gun`)}`,
  ]),
  ...rules("harm", "bangorwa-en-r82", [
    `(she|he|they) (cant|can t|cannot|wont|won t) if (shes|she s|she is|hes|he s|he is|theyre|they re|they are) not breathing(?= |$)`,
    `(im|i m|i am|gonna|going to)? ?(putting|put|puttin|throwing|throw|tossing|toss) (him|her|them|that \\w+) over the (rail|side|railing)( \\w+){0,6}(?= |$)${besideWords("i mean it|mean it|one more time|swear|serious")}`,
  ]),
  ...rules("harm", "lakecity-en-r82", [
    `(handle|handling|take care of|deal with|dealing with) (him|her|them|that \\w+) personally(?= |$)${besideWords("know where|knows where|stay|stays|lives|tonight|going over|goin over|heading over|headed over|his house|her house")}`,
  ]),
  ...rules("harm", "fairbanks2-en-r82", [
    `(he|she|they|that \\w+)( had| d)? better watch (out|(his|her|their) back)(?= |$)${besideWords("know where|knows where|parks|lives|stays|friday|monday|tuesday|wednesday|thursday|saturday|sunday|tonight|tomorrow")}${notBeside(LOL)}`,
    `(carrying|carry|carried|haul|hauling|take|taking|wheel|wheeling) (them|em|him|her|those boys|those guys) out in (bags|body bags)(?= |$)`,
  ]),
  ...rules("harm", "ogden-en-r83", [
    `pipe and powder|(pipe|pipes) and (black )?powder(?= |$)${notBeside(`${LOL}|reload\\w*|muzzleloader|muzzle loader|black powder rifle|cannon|fireworks|plumb\\w*`)}`,
    `(taking|take|takin) out (the )?(whole |entire )?(chain of command|command|office|unit|regional office|board|clinic|staff)(?= |$)${besideWords("names|got names|the means|got the means|gun|guns|rifle|pay|tonight|tomorrow")}${notBeside(`${LOL}|trash|lunch|loan|ad|complaint|restraining order|congress\\w*`)}`,
  ]),
  ...rules("harm", "wahiawa-en-r83", [
    `(take|taking|bring|bringing) (my|the) (wife|kids|family|boys|girls|babies|husband|children)( and (my|the) (wife|kids|family|boys|girls|babies|husband|children))? with me(?= |$)${besideWords("suffering|suffer|alone|not leaving|wont leave|won t leave|gun|pistol|rifle|tonight|all of us|none of us")}${notBeside(`${LOL}|trip|vacation|appointment|appt|clinic|visit|move|moving|road trip|hearing|c p`)}`,
  ]),
  // Round 74: a son's truck running in a shed pulled shut; gas poured and a lighter held; "gonna
  // let it roll in" at a boat landing with the motor running.
  ...rules("thirdPartyDanger", "lakecity-en-r82", [
    `(sitting|sittin|sits|in) (in )?(the|his|her) (truck|car) (\\w+ ){0,3}(with )?(the )?(motor|engine) running( \\w+){0,4} (door|doors)( pulled| pulled down)? (shut|closed|down)(?= |$)`,
    `(poured|pouring|pours|doused|dousing) (gas|gasoline|lighter fluid|kerosene) (all )?(over|on) (himself|herself|hisself)(?= |$)`,
  ]),
  ...rules("place", "lakecity-en-r82", [
    `(gonna|going to|gon|finna|about to|bout to) let (it|her|the truck|the car) roll (in|into the (water|lake|river))(?= |$)${besideWords("landing|ramp|lake|river|pier|dock|motor running|engine running")}`,
  ]),
  // Round 74 (round 83's ogden-en and wahiawa-en): "its me off the 24th st viaduct"; jumping from
  // an overpass tonight; up on the dam "just wanted someone to know"; doors shut with a heater
  // running, fumes; "doing it when the sun comes up"; swimming out "and not come back"; "wont be
  // anywhere monday"; "plan is sunday" beside survivor benefits; "nobody going hear da shot"; the one
  // way out held "right now"; all of someone's morphine taken.
  ...rules("place", "ogden-en-r83", [
    `(its|it s|it will be|itll be|it ll be|gonna be|going to be) me off the( \\w+){0,3} (viaduct|bridge|overpass|roof|ledge|cliff|dam|parking garage|tower|pier)(?= |$)`,
    `(jumping|jumpin|gonna jump|going to jump|im jumping|i m jumping)( \\w+){0,4} (overpass|bridge|viaduct|dam|ledge|roof|cliff)(?= |$)${besideWords("tonight|today|now|right now|tomorrow|this morning|this afternoon|this evening")}${notBeside(`${LOL}|bungee|cliff diving|into the lake|into the pool|swim\\w*|jumping through hoops`)}`,
    `(im|i m|i am) (up |out )?on (the|top of the) (dam|bridge|overpass|roof|ledge|viaduct|cliff)(?= |$)${besideWords("someone to know|somebody to know|anyone to know|sorry|bye|goodbye|tell my|love you|for good")}`,
    `(swimming|swim|walk|walking|paddle|paddling|wade|wading|drive|driving)( \\w+){0,6} and (not|never) (come|coming|comin) back(?= |$)${notBeside(`${LOL}|trip|vacation|job|military|army|navy|deploy\\w*|when i was`)}`,
    `(wont|won t|will not|aint gonna|not gonna) be anywhere (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|after (this|today|tonight)|by (monday|tuesday|wednesday|thursday|friday|saturday|sunday))(?= |$)`,
  ]),
  ...rules("lethality", "ogden-en-r83", [
    `(door|doors|bay doors|garage door) (shut|closed|down)( \\w+){0,6} (heater|engine|motor|truck|car|generator|bus) running(?= |$)${besideWords("fumes|sorry|tell my|bye|goodbye|love you|its fine|it s fine")}`,
    `(doing|do|gonna do|going to do) it when the sun (comes up|rises|goes down|sets)(?= |$)`,
    `nobody (going|gonna|will|is gonna|is going to|gon) hear (the|da) (shot|gunshot|bang|pop)(?= |$)`,
    `(one|only|the) way out( \\w+){0,4} (holding|holdin|hold|have|got|gripping) it (right now|in my hand|rn|now)(?= |$)`,
    `(took|taken|swallowed|downed|wen take|ate) (all|all of|every one of|the whole bottle of) (my |his |her |the |da )?(\\w+ s |\\w+s )?(morphine|pills|meds|oxy\\w*|fentanyl|sleeping pills|pain pills|seroquel|trazodone|percocet\\w*|vicodin|xanax)(?= |$)${besideWords("whatever happens|feel nice|feeling nice|kinda nice|no feel|not calling|dont call|don t call|goodbye|bye|sorry|numb")}`,
  ]),
  ...rules("intent", "ogden-en-r83", [
    `plan is (sunday|monday|tuesday|wednesday|thursday|friday|saturday|tonight|tomorrow|this weekend)(?= |$)${besideWords("survivor|dic|sgli|vgli|burial|life insurance|son will|daughter will|kids will|squared away|affairs")}`,
  ]),
  // Round 74's second read (review-r73): the same meanings in other words: swimming on "til i cant";
  // one more bang from the house "wont even get noticed"; a leg over the wall of a parking garage; a
  // letter torn up, "ill just do it tmrw once she leaves"; "just gotta work up the guts" beside a
  // burial suit; "going where she went" of a wife who died; soaked in diesel, holding a lighter; the
  // engine going at a boat ramp, "put it in drive and roll in"; threats: a round set aside with a
  // name on it; not shooting over their heads "im shooting at them"; a pipe packed with black powder;
  // every officer wiped out "i got the list"; "once shes in the ground" of a mother taking the kids;
  // troopers "leaving in body bags".
  ...rules("place", "review-r73", [
    `keep (going|swimming|walking|paddling|driving) (til|till|until|untill) (i|he|she) (cant|can t|cannot|go under|drown|sink|stop breathing)(?= |$)${notBeside(`${LOL}|mile|miles|finish line|race|marathon|triathlon|workout|training|pt test|tired|gassed`)}`,
    `(one leg|a leg|one foot|a foot|both legs|my legs|his legs|her legs|one of my legs) over (the )?(wall|rail|railing|ledge|edge|side|barrier|guardrail)(?= |$)${besideWords("floors|floor|stories|story|parking garage|garage|roof|bridge|overpass|jump|goodbye|bye|sorry|tonight|ledge|balcony|building|cliff|dam|viaduct")}${notBeside(`${LOL}|horse|saddle|bike|motorcycle|fence to|climbing gym|yoga|stretch\\w*|pool|hot tub|couch|chair|bed|lap|tub|bathtub|shower|knee|knees|slipped|gave out|deer stand|truck|get in|grab bar|cant|can t|barely`)}`,
    `(im|i m|i am|gonna|going to) (go|going|be going) where (she|he|they|my \\w+) (went|is|are|has gone|have gone)(?= |$)${notBeside(`${LOL}|vacation|trip|school|college|church|store|work|job|clinic|hospital|vet center|appointment|appt|for lunch|for dinner|on vacation`)}`,
    `(just |gotta |got to |have to |need to )?(work up|get up|build up|muster|find|work up to) (the )?(guts|nerve|courage)(?= |$)${besideWords("burial suit|burial|funeral|casket|suit laid out|pills|rope|gun|pistol|bridge|note|letter|goodbye")}${notBeside(`${LOL}|ask (her|him) out|propose|proposal|interview|speech|talk to|tell (her|him|them|my)|call|skydiv\\w*|bungee|tattoo|dentist|surgery|hearing`)}`,
  ]),
  ...rules("place", "review-r73", [
    `(just )?do it (tmrw|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)( \\w+){0,2} (once|when|after) (she|he|they|my \\w+|the kids|everyone) (leaves|goes|leave|go|gets to work|falls asleep|is asleep|are asleep|heads out)(?= |$)${besideWords("letter|note|ripped|tore|the pills|rope|gun|pistol|goodbye|sorry")}`,
  ]),
  ...rules("lethality", "review-r73", [
    `(one more|another|my|the|a) (bang|shot|gunshot|pop)( from (my|the|our) (house|place|room|truck|yard|garage))? (wont|won t|will not|aint gonna|ain t gonna|not gonna|isnt gonna)( even)? (get noticed|be noticed|be heard|stand out|matter)(?= |$)${besideWords("fireworks|roman candles|new years|fourth|4th|july|firecrackers|neighbors shooting")}`,
  ]),
  ...rules("thirdPartyDanger", "review-r73", [
    `(soaked|doused|covered|drenched) (himself|herself|hisself) (in|with) (gas|gasoline|diesel|lighter fluid|kerosene)(?= |$)`,
    `(gonna|going to|gon|finna|about to|bout to|says hes gonna|says shes gonna) put it in drive and (roll|drive|go) (in|into the (water|lake|river|bay))(?= |$)${besideWords("ramp|landing|lake|river|pier|dock|engine going|engine running|motor running")}`,
  ]),
  ...rules("harm", "review-r73", [
    `(bullet|round|slug|shell)( \\w+){0,2} with (\\w+ ){1,3}name on it(?= |$)${notBeside(`${LOL}|movie|song|saying|years ago|iraq|afghanistan|vietnam|over there|in country|deploy\\w*|my name|your name`)}`,
    `(not|aint|ain t|wont be|won t be|no more) shooting (over (their|his|her) (heads|head)|in the air|at the ground)( \\w+){0,3} (shooting|aiming|gonna shoot|gonna aim) at (them|him|her|em)(?= |$)`,
    `(pack|packing|packed|fill|filling|filled|stuff|stuffing) (a|the|some|this) (pipe|pipes) (with|full of) (black )?powder(?= |$)${notBeside(`${LOL}|muzzleloader|muzzle loader|reload\\w*|tobacco|smoke`)}`,
    `(wipe out|wiping out|kill|killing|shoot|shooting) (every|each|all the|all of the) (officer|officers|nco|ncos|one|person|guy|supervisor|rater|raters|member|\\w+)( \\w+){0,6}(?= |$)${besideWords("got the list|i got the list|the list|got names|names|covered it up|cover up")}${notBeside(`${LOL}|game|video game|call of duty|zombies|spiders|roaches|ants|weeds`)}`,
    `once (shes|she s|hes|he s|theyre|they re|she is|he is) in the ground(?= |$)${besideWords("wont be taking|won t be taking|wont take|won t take|cant take|can t take|kids from me|keep the kids|keep me from|custody")}`,
    `(be )?(leaving|leave|carried out|go out|going out|come out|coming out|goin out|leavin) (of here |outta here )?in (bags(?! (of|full))|body bags)(?= |$)${notBeside(`${LOL}|trash|groceries|garbage|sandbags|sand bags`)}`,
  ]),
  // Round 75 (round 84's writers): "its for me not for protection" of a second pistol; "gonna make
  // sure of it" beside a death; "the right place to do it" at a national cemetery; an obituary
  // written "in the paper by monday"; "decided i will not see another winter"; medications "there
  // are enough"; someone else: a husband who "wants to know before he goes"; threats: "putting him in
  // the bayou for good", "going over there tonight to end it permanent", "end it for all of them",
  // "next time he'll finish it", running a VSO over "headed down there right now", burning down the
  // regional office, "got my 9 loaded and im walking over there", "carrying people out this time",
  // "gonna get what she deserves" beside a weapons policy.
  ...rules("lethality", "pineville-en-r84", [
    `(its|it s|it is|thats|that s) for me( and)? not (for )?(protection|defense|defence|hunting|the house|home defense|the range|deer|the truck|work)(?= |$)${besideWords("pistol|gun|rifle|shotgun|glock|revolver|second|another|bought")}`,
    `(medications|medication|meds|pills|prescriptions|morphine)( \\w+){0,8} (there are|theres|there s|there is|i have|ive got|i ve got|i got) (enough|plenty|more than enough)(?= |$)${notBeside(`${LOL}|refill|refills|until|till|for the (week|month|trip)|vacation|pharmacy|mail order`)}`,
  ]),
  // "make sure of it" said of one's own death is a decision, not a figure of speech beside it.
  ...rules("lethality", "pineville-en-r84", [
    `(im|i m|i am|ill|i ll|i will) (gonna |going to )?make sure of it(?= |$)${besideWords("kill me|gonna kill me|going to kill me|die|dies|death|dead|suicide")}${notBeside(`${LOL}|claim|appeal|paperwork|form|filed|deadline`)}`,
  ]),
  ...rules("hopeless", "canandaigua-en-r84", [
    `(wont|won t|will not|aint gonna|ain t gonna|not gonna) be (alive|around) to (collect|get|see|cash|spend|receive|use) (it|them|the \\w+|my \\w+|any of it)(?= |$)${notBeside("at this rate|the way (this|the va|they)|by the time|waiting|backlog|takes|taking|how long|years? to|months to")}`,
  ]),
  ...rules("place", "canandaigua-en-r84", [
    `(the )?(right|good|best|perfect|fitting) place to do it(?= |$)${besideWords("cemetery|graveyard|got everything|with me|bridge|tonight|goodbye|bye|sorry|my grave|plot")}${notBeside(`${LOL}|wedding|proposal|propose|ceremony|reunion|memorial service|picnic|interview|paperwork|c p|exam`)}`,
    `(wrote|written|writing|finished) my (own )?(obit|obituary)(?= |$)${besideWords("by monday|by tuesday|by wednesday|by thursday|by friday|by saturday|by sunday|in the paper|this week|tomorrow|tonight|soon|already")}${notBeside(`hospice|cancer|terminal|months to live|weeks to live|prognosis|estate planning|pre need|preneed|workshop|class|assignment`)}`,
    `(decided|made up my mind|ive decided|i ve decided)( \\w+){0,3} (i )?(will not|wont|won t|shall not|am not going to|m not going to) see another (winter|spring|summer|fall|christmas|year|birthday|thanksgiving)(?= |$)`,
  ]),
  ...rules("thirdPartyDanger", "clarksburg-en-r84", [
    `(wants|wanted|needs|needed) to know before (he|she) (goes|leaves|does it|dies)(?= |$)${besideWords("suicide|kill himself|killed himself|killing himself|kill herself|made me promise|gun|pills")}${notBeside("terminally ill|terminal|hospice|cancer|months to live|weeks to live|prognosis|palliative|dying of")}`,
  ]),
  ...rules("harm", "pineville-en-r84", [
    `(putting|put|puttin|throw|throwing|dump|dumping) (him|her|them|em) in the (bayou|river|lake|ground|dirt|swamp|canal|ocean)( for good)?(?= |$)${besideWords("tonight|tomorrow|for good|neighbor|neighbour|shooting my|robbing|ill|i ll|im|i m|gonna")}${notBeside(`${LOL}|boat|kayak|canoe|swim\\w*|fishing|raft|tube|float|funeral|burial|buried|ashes|casket|rest in peace|rip|passed`)}`,
    `(going|goin|heading|headed|driving) over there( tonight| today| tomorrow| now)? (to )?end it( permanent| permanently| for good| once and for all)(?= |$)`,
    `end it for (all of them|all of us|everybody|everyone|them all|both of them|the whole family)(?= |$)`,
    `(next time|nxt time|the next time) (he|she|hes|he s|shell|she ll|he ll|hell|ill|i ll|i)( will| ll)? finish (it|the job|him|her|me|them)(?= |$)${besideWords("choked|choke|strangled|hit|beat|punched|pushed|threw|hurt")}`,
    `(running|run|ran|gonna run) (that|the|him|her) (\\w+ )?over with my (car|truck)( \\w+){0,12}(?= |$)${besideWords("headed|heading|right now|tonight|on my way|going down|driving down")}`,
    `(going to|gonna|will|about to|bout to) burn down (the|that|this) (\\w+ )?(va|regional office|clinic|office|building|hospital|cboc)(?= |$)${notBeside(`${LOL}|hold music|phone line|mailbox|inbox|fax`)}`,
    `(got|have|ive got|i ve got) my (9|9mm|45|glock|pistol|gun|rifle|ar|ar 15|revolver|shotgun) loaded( \\w+){0,3} (walking|going|heading|driving|headed) over there(?= |$)`,
    `(be |gonna be |going to be )?(carrying|carry) (people|bodies|them|everybody|folks) out( this time| of there| of that building)(?= |$)`,
    `(is|s|gonna|going to|will) get what (she|he|they) (deserves|deserve|has coming|have coming|got coming)(?= |$)${besideWords("weapon|weapons|gun|guns|pistol|rifle|tomorrow|appointment|appt|flagged|tonight")}${notBeside(`${LOL}|karma|review|complaint|congress\\w*|lawsuit|sue|lawyer|attorney|inspector general|ig`)}`,
  ]),
  // Round 75 (round 84's clear risk given only the line): "if i do it out at the pond will the va
  // call it service connected"; "this it for me" beside a shotgun; "this time im getting out the
  // truck" at a bridge; the nerve finally got up; a cinder block tied to the leg; "making it easy on
  // everybody tonight"; "might not come back and thats the point"; the pirogue taken out "and not come
  // back"; "so the kids dont be the ones to find me"; "im coming home tonight. im ready"; a plot "i
  // intend to use this week"; "i go on the 4th"; goodbye "they didnt know it was goodbye"; "doing it
  // in dress blues"; a box cutter in the church bathroom; someone else: "if he ended it" beside the
  // DIC, "hes writing the note" and the house is ours now; a son made "man of the house".
  ...rules("suicide", "pineville-en-r84", [
    `if i do it( \\w+){0,5} (will|would|does|do|can) (the va|my (wife|kids|family|husband|son|daughter)|they|she|he)( \\w+){0,4} (still )?(get|pay|call it|count it|cover)(?= |$)${besideWords("service connected|call it|school money|dic|life insurance|sgli|vgli|burial|funeral|pond|bridge|lake|river|woods|barn|garage|gun|pistol|rifle|pills|rope")}${notBeside(`${LOL}|dependent|dependency|added|notified|back pay|in person|regional office|va office|ebenefits|online|myself (online|on the website|on va gov)|the form|paperwork|by mail|through the portal|without a vso|without a lawyer|appeal|hlr|supplemental`)}`,
  ]),
  ...rules("place", "pineville-en-r84", [
    `(this|this is|thats|that s|this be|this here) it for me(?= |$)${besideWords("shotgun|gun|pistol|rifle|pills|rope|bridge|tonight|nothing left|got nothing|by the door")}${notBeside(`${LOL}|job|career|season|team|marriage|relationship|school|college|class|semester|contract|enlistment|thanks|thank you|thx|for now|for today|question|questions|next|lock|locks|safe|safes`)}`,
    `this time (im|i m|i am|ill|i ll|i will) (getting out|get out|going over|jumping|jump|not turning back|doing it|going through with it)( of)?( the truck| the car)?(?= |$)${besideWords("bridge|overpass|dam|ledge|roof|cliff|river|tracks|again")}`,
    `(i )?(finally )?(got|have got|ve got|found) the (nerve|guts|courage) (up|now|together|tonight)(?= |$)${besideWords("do it|voices|keep saying|keeps saying|tonight|pills|gun|rope|bridge")}`,
    `(might|may|probably|prolly) (not|never) come back( \\w+){0,2} (and )?(thats|that s|that is) the point(?= |$)`,
    `(take|taking|takin|row|rowing|pole|poling|run|running) the (pirogue|boat|skiff|kayak|canoe|jon boat|bateau)( \\w+){0,6} and (not|never) (come|coming|comin) back(?= |$)${notBeside(`${LOL}|trip|vacation|job|sell|selling|sold`)}`,
    `(so|that way|cause|because) (the|my) (kids|wife|family|son|daughter|husband|babies|mom|children|girls|boys)( dont| don t| do not| wont| won t| aint| ain t)( be)? (the ones? (to|that|who) )?(find|finding|finds) me(?= |$)`,
    `(lord|god|jesus)( \\w+){0,2} (im|i m|i am) coming home( tonight| today| now| this week)(?= |$)${besideWords("im ready|i m ready|ready|paperwork|folder|tell my|goodbye")}`,
    `(intend|plan|mean|going|gonna|fixing) to use (it|that plot|the plot|my plot) (this week|tonight|today|tomorrow|soon|this weekend|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday))(?= |$)${besideWords("plot|grave|cemetery|casket|burial")}`,
    `(and )?i (go|m going|am going|leave) on the \\d+(st|nd|rd|th)?(?= |$)${besideWords("before i go|anniversary|cremation|burial|lost my guys|my guys|goodbye")}${notBeside(`${LOL}|vacation|trip|flight|deploy\\w*|surgery|move|moving|cruise|leave|pto`)}`,
    `(didnt|didn t|did not) know it was (goodbye|the last (time|dinner|supper|hug))(?= |$)${notBeside("passed|died|funeral|hospice|years ago|cancer")}`,
    `(doing|do) it in (my )?(dress blues|dress uniform|uniform|class as|my blues|full dress)(?= |$)`,
  ]),
  ...rules("lethality", "pineville-en-r84", [
    `(cinder block|cinderblock|anchor|weight|weights|rocks|brick|bricks)( \\w+){0,2} (tied|chained|strapped) to (my|his|her) (leg|legs|ankle|ankles|feet|waist)(?= |$)`,
    `making it easy on (everybody|everyone|them|my family|yall|you all|all of yall)(?= |$)${besideWords("tonight|aint here|ain t here|not here|gone|dont matter|doesnt matter")}`,
  ]),
  ...rules("lethality", "clarksburg-en-r84", [
    `(with|have|got|holding) (a|my|the) (box cutter|boxcutter|razor|razor blade|blade)(?= |$)${besideWords("nobody knows|so tired|bathroom|tired|done|cant do this|goodbye|tonight")}${notBeside(`${LOL}|boxes|work|warehouse|unpacking|shaving|shave|cardboard|carpet`)}`,
  ]),
  ...rules("thirdPartyDanger", "clarksburg-en-r84", [
    `if (he|she) (ended|ends|end) it(?= |$)${besideWords("dic|money|check|wait|paying|payments|insurance|sgli|vgli")}`,
    `(hes|he s|he is|shes|she s|she is) writing (the|a|his|her) (note|letter|goodbye)(?= |$)${besideWords("house is ours|called|get somebody|out there fast|goodbye|gun|pills|rope")}${notBeside(`${LOL}|school|teacher|excuse|doctor|work|thank you|thank you note`)}`,
  ]),
  ...rules("farewell", "pineville-en-r84", [
    `(told|tell|telling) (him|my \\w+|my oldest|my son|my boy)( that)? (hes|he s|he is|he the|he) (the )?man of the house( now)?(?= |$)${notBeside(`${LOL}|deploy\\w*|trip|deployment|work trip|while im gone for|for the weekend|for a week`)}`,
  ]),
  ...rules("hopeless", "canandaigua-en-r84", [
    `(hes|he s|shes|she s|he has|she has|he is|she is) been (real|really|so|very|pretty|super|awful) (down|low|depressed)( lately| for weeks| for months)?(?= |$)${besideWords("when he dies|when she dies|if he dies|if she dies|keeps asking|disability payments|life insurance|dic|burial")}`,
    `(should have|shouldve|should ve|shoulda) been the (\\d+(st|nd|rd|th)|next|fourth|fifth|sixth|one|last one)(?= |$)`,
    `nobody told my body|(died|dead) (in|over in|back in) (iraq|afghanistan|vietnam|the sandbox|fallujah|ramadi)( \\w+){0,3} (nobody|no one) told(?= |$)`,
  ]),
  // Round 75's second read (review-r74): "gonna go ahead and do it myself" beside a PTSD that will
  // take one out; "this is where its gonna happen" at a father's marker; the guts got "to go thru
  // with it"; chain hooked to the ankle; "so my daughters dont walk in on it"; a plot "ill be using
  // before next weekend"; "the 19th is my day"; "none of em knew i was saying bye"; someone else:
  // "before he goes through with it"; threats: a man "going in the swamp tonight", "ending it for
  // every one of them", "next time he wont stop", "theyre gonna need body bags".
  ...rules("lethality", "review-r74", [
    `(gonna|going to|finna|about to|bout to) (just )?(go ahead and )?do it myself(?= |$)${besideWords("take me out|kill me|one way or another|ptsd|gonna get me|done waiting")}${notBeside(`${LOL}|form|forms|paperwork|claim|appeal|online|filing|file|taxes|repair|fix`)}`,
    `(got|have|found|finally got) the (guts|nerve|courage) to (go thru with it|go through with it|do it|end it|pull the trigger)(?= |$)${notBeside(`${LOL}|ask (her|him) out|propose|proposal|interview|speech|tattoo|skydiv\\w*|bungee|surgery|quit my job|doc|doctor|taper|therapist|counselor|apply|applied|file|filed|call|called|asked|appointment|appt`)}`,
    `(hook|hooking|tie|tying|chain|chaining|strap|strapping|attach|attaching) (it|them|the \\w+|that) to my (ankle|ankles|leg|legs|waist|feet)(?= |$)${besideWords("concrete|chain|cinder|anchor|boat|channel|water|lake|river|bridge|weights")}`,
  ]),
  ...rules("place", "review-r74", [
    `this is where (its|it s|it is|it|im) (gonna|going to|will) (happen|do it|end)(?= |$)${besideWords("cemetery|marker|grave|everything i need|bridge|gun|pills|rope|truck")}${notBeside(`${LOL}|wedding|proposal|party|reunion|ceremony|meeting|c p|exam|interview`)}`,
    `so (my|the) (\\w+ ){0,2}(dont|don t|wont|won t|do not|will not) (walk in on|find) (it|me)(?= |$)`,
    `(ill|i ll|i will|im|i m) (be )?using it (before|by|this|next) (next )?(weekend|week|month|friday|saturday|sunday|monday|tuesday|wednesday|thursday)(?= |$)${besideWords("plot|grave|cemetery|casket|burial|urn")}`,
    `the \\d+(st|nd|rd|th)? is my day(?= |$)${besideWords("decided|already decided|same day|lost|anniversary|guys|ramadi|goodbye")}${notBeside(`${LOL}|birthday|wedding|retirement|graduation|promotion|surgery|hearing|c p`)}`,
    `(knew|know|realized|realize|noticed) i was saying (bye|goodbye|good bye)( for good)?(?= |$)`,
  ]),
  ...rules("thirdPartyDanger", "review-r74", [`before (he|she) (goes|go|went) (thru|through) with it(?= |$)`]),
  ...rules("harm", "review-r74", [
    `(is|s|hes|he s|shes|she s) going in the (swamp|river|bayou|lake|ground|water|canal)( tonight| today| tomorrow)?(?= |$)${besideWords("tonight|nobody ever|aint nobody|ain t nobody|finding him|jumped|dude|that guy")}${notBeside(`${LOL}|kayak|canoe|boat|fishing|swim\\w*|float|duck|hunting`)}`,
    `(aint|ain t) nobody (ever )?(finding|gonna find|going to find) (him|her|them)(?= |$)`,
    `(ending|end|finish|finishing) it for (every one of them|every last one of them|everyone of them|each of them)(?= |$)`,
    `next time (he|she|hes|shes|he s|she s) (wont|won t|will not|aint gonna|ain t gonna) stop(?= |$)${besideWords("choked|choke|strangled|hit|beat|punched|pushed|threw|hurt|passed out")}`,
    `(gonna|going to|will|gon) need (body bags|bodybags|a body bag|coffins|caskets)(?= |$)${notBeside(`${LOL}|funeral home|mortuary|coroner|morgue|hurricane|flood|fema`)}`,
  ]),
  ...rules("lethality", "retrain-r76", [
    `(tonight|today|this weekend) i (finish|end) it$${besideWords("denied|no more|done with|tired of|sick of|fed up|cant take|can t take|give up|giving up")}${notBeside("statement|redid|redo|draft|essay|rewrite|rewrote|homework|puzzle|book|paint\\w*|project")}`,
    `(i|ive|i ve) (already )?decided (dont|don t|do not) (call|tell) (anyone|anybody|nobody|911|the cops|the police)(?= |$)${notBeside("surprise|party|baby|pregnan\\w*|wedding|engaged|birthday|promotion|retir\\w*|moving|house|name|gift|present")}`,
    `(ill|i ll|i will) be gone before( \\w+){0,5} (calls? back|answers?|gets back|decides?|gets to it)(?= |$)${besideWords("set up|all set|planned|ready|got it all|its set|it s set")}${notBeside("flight|fly|flying|trip|vacation|deploy\\w*|moving|move|travel\\w*|cruise|visit\\w*|ticket|overseas|work|shift|job")}`,
  ]),
  // Round 76: older writers' risk that the retrained second opinion no longer lifts to its tier (the
  // corpus dump, decision 941): "got tonight and a full mag"; "im finishing it tonight no more
  // appointments"; "if you dont hear from me tomorrow its bc i did what i said i would"...
  ...rules("lethality", "retrain-r76", [
    `got (tonight|today) and (a|my) (full )?(mag|magazine|clip|gun|pistol|rope)(?= |$)`,
    `(im|i m|i am) finishing it tonight(?= |$)${besideWords("no more")}`,
    `(if you|if u) (dont|don t|do not) hear from me( \\w+){0,3},? (its|it s|it is|thats|that s) (bc|because|cause|cuz) i (did|done|went through with) (it|what i said)(?= |$)${notBeside("surgery|replacement|procedure|operation|knee|hip|shoulder|wedding|move|moving|trip|interview")}`,
    `keeping one you know what (the one|that one|it) is for(?= |$)`,
    `(?<!(va|they|it|this|that|cancer|he|she|is|are|s|was|will) )(gonna|going to|ima|imma|ill|i ll|i will|im gonna|i m gonna) finish what (fallujah|ramadi|iraq|afghanistan|the war|kandahar|helmand|mosul|vietnam|korea) started(?= |$)`,
    `me shoot (self|myself)(?= |$)(?! (an?|a quick|the|that) (email|e mail|text|note|reminder|message|link|copy|dm))`,
    `(video|letter|note|message|email|recording) (explaining|to explain|that explains) everything(?= |$)${besideWords("scheduled to send|schedule it to send|send tomorrow|sends tomorrow|when im gone|after im gone|find it")}${notBeside("doctor|doc|c p|c&p|claim|nexus|appeal|vso|lawyer")}`,
    `(last|final) ticket (i|i ll|ill) (ever )?close(?= |$)${notBeside("retire\\w*|retirement|job|shift|vacation|leave|pto|before|friday|weekend|week|holiday\\w*|quit\\w*|two weeks|2 weeks")}`,
    `(me and my|my) (9|nine|glock|pistol|gun|45|38|rifle|shotgun|12 gauge|revolver) (had a|and i had a|and me had a) (long )?(talk|conversation|chat)(?= |$)`,
    `the permanent (thing|solution|way out)(?= |$)${besideWords("today|tonight|going to|gonna")}${notBeside("p t|p&t|total|rating|100|disability|tbi|housing|roof|leak|home|house|fence|claim|appeal|job|car|truck|problem with|residence|address|hair|tattoo|makeup|marker")}`,
    `picking mine out(?= |$)${besideWords("headstone|plot|casket|urn|burial|grave")}${besideWords("own life|suicide|killed himself|next week|this week|by friday|by monday|tomorrow|soon")}`,
    `(?<!(dont|don t|do not|never|not|didnt|didn t) )(want|wanna|going|gonna|im gonna|i m gonna)( to)? go (the same way|the way (he|she) did)(?= |$)${besideWords("killed himself|took his life|took his own life|shot himself|hung himself|checked out|walked out|never came back|ate his gun")}${notBeside("hospital|voc rehab|vr e|vre|school|college|program|claim|rating|army with|discharge\\w*")}`,
  ]),
  ...rules("harm", "retrain-r76", [
    `((diesel|gas|gasoline|fuel) and fertilizer|fertilizer and (diesel|fuel|gas))(?= |$)${besideWords("gonna learn|they ll learn|theyll learn|see who|pay for what")}${notBeside("neighbor|farm|field|fields|deliver\\w*|park|parking|haul\\w*|garden|lawn|tractor|crop\\w*|co op|coop|store|feed")}`,
    `beat (\\w+ ){1,3}ass bloody(?= |$)`,
    `i know where (they|he|she|they both|both of them) (both )?lives?(?= |$)${besideWords("dont get to enjoy|don t get to enjoy|wont get to enjoy|won t get to enjoy|make sure")}`,
  ]),
  ...rules("hopeless", "retrain-r76", [
    `(im|i m|i am) (just )?waiting (for )?my turn(?= |$)${besideWords("dead|died|gone|killed|platoon|squad|unit|buddies")}${notBeside("clinic|dental|line|dmv|appointment|appt|seen|er|pharmacy|waiting room|lobby|desk")}`,
    `(i|ive|i ve) (got |have |ve got )?no fight left(?= |$)`,
    `hoping i get hit by a (car|truck|bus|train)(?= |$)`,
    `no (continues|lives|respawns) left(?= |$)${notBeside(`${LOL}|level|boss|round|match|playing|played`)}`,
  ]),
  // Round 76: second reads' probes the retrained second opinion no longer lifts to the line: "ive
  // started not caring if i live"; "what does my wife need to file after"; "i should be on that wall
  // not them".
  ...rules("hopeless", "retrain-r76", [
    `(not|dont|don t|stopped|quit|started not) caring (if|whether) i (live|wake up|make it|die|live or die)(?= |$)`,
    `what (does|do|will) my (wife|husband|family|kids|son|daughter) (need to |have to )?(file|get|do) after$`,
    `(i|me) (should|shoulda|should have|should of|shouldve) (be|been) on (that|the) wall(?= |$)${besideWords("not them|not him|not her|instead of|in their place|memorial day|names")}`,
  ]),
  // Round 77: round 85's risk left under its tier, read after round 86 was measured: "i know where
  // and i know when"; a full tub and blades; "taking em all"; a friend's "tell the guys i tried";
  // "he wants to know we'll be ok before he does it"; a note that says he's sorry and a truck gone;
  // "the only thing stopping me was my dog"; rocks in a backpack at the river; goodbyes "one by one".
  ...rules("lethality", "muncie-en-r85", [
    `(i|ive|i ve) (already )?(know|picked|decided|chose) (where|how) and (i (already )?(know|picked|decided|chose) )?(when|where|how)$${besideWords("no point|no reason|done|cant do|can t do|tired of|no more|goodbye|end it|not doin|not doing|not gonna be|wont be around|won t be around")}`,
    `(trying|tryin|tried) to (wait|ride|hold|tough|gut) (it|this) out( \\w+){0,7} (cant|can t|cannot) (wait|hold on|do it|hold out|keep (going|waiting)) (anymore|any more|any longer|much longer)(?= |$)${notBeside("on hold|hold music|put on hold|phone|call|calling|line|queue|number|decision|letter|backlog|appeal|claim|rating|check|payment|deposit|results")}`,
    `(tub|bath|bathtub) (is )?(full|filled|filled up|running|ready|almost full)( \\w+){0,6} (blade|blades|razor|razors|knife|box cutter)(?= |$)${notBeside("walk in|install\\w*|cabinet|shaving kit|shave|canteen|hurricane|grandkids|kids bath|baby|nene")}`,
    `(im|i m|i am|ima|imma|gonna|going to|i ll|ill) (just )?tak(e|ing) (em|them|it|those|these|all of them|all of em) all(?= |$)${besideWords("pills|meds|bottle|bottles|pills are out")}${notBeside("prescribed|as directed|refill|vitamins|supplements|every day|daily|morning|with food|goodwill|donat\\w*|pawn|dump|recycl\\w*|pharmacy|take back|takeback|disposal|drop off")}`,
  ]),
  ...rules("thirdPartyDanger", "muncie-en-r85", [
    `tell (the guys|the boys|everyone|everybody|my (kids|wife|mom|dad|son|daughter|family)) i tried(?= |$)${besideWords("sorry|keys|not answering|wont answer|won t answer|goodbye|love you|take care|bye|cant reach|can t reach")}${notBeside(`${LOL}|fantasy|draft|league|tryout|tryouts|team|game|match|tournament|race|marathon|contest|reunion|hall|party|event|booking|reservation|couldnt get|could not get`)}`,
  ]),
  ...rules("thirdPartyDanger", "florence-en-r85", [
    `(before|once|after) (he|she) (does|do|goes through with|goes thru with) it(?= |$)${besideWords("dic|suicide|life insurance|sgli|vgli|burial|be ok|be okay|be alright|taken care of|survivor\\w*|been saying (hes|he s|he is|shes|she s|she is) (gonna|going to)|saying (hes|he s|shes|she s) gonna")}${notBeside("refinanc\\w*|irrrl|loan|buyout|buy out|retir\\w*|surgery|job|move|moving|sell\\w*|house|truck|car|payments?|apply|file|claim|school|enlist\\w*|reenlist\\w*")}`,
    `(note|letter) (\\w+ ){0,10}(says|said) (hes|he s|he is|shes|she s|she is|he|she) (sorry|apologizes|apologized)(?! (for|about) (the|a|any|my|our|your) (delay|wait|mix up|mixup|error|mistake|inconvenience|confusion))(?! (he|she|they) missed)(?= |$)${notBeside("fedex|ups|usps|delivery|delivered|package|mail|mailman|missed us|missed you|driver")}${besideWords("isnt home|isn t home|not home|truck is gone|car is gone|not answering|cant find|can t find|life insurance|insurance papers")}`,
    `took all (his|her) (\\w+ ){0,2}(meds|pills|medication|medications|medicine|prescriptions?)( at once| at one time| at the same time)?(?= |$)${notBeside("pharmacy|to the|bottles back|review|disposal|drop off|refill|took all his meds with him|trip|vacation")}`,
    `(went|walked|headed|stepped|took off) (out|outside|out back|out the back|to the barn|to the woods)( \\w+){0,3} with (the|his|her|a|my) (shotgun|rifle|gun|pistol|revolver|12 gauge|ar)(?= |$)${besideWords("wedding ring|title|you ll need|youll need|you will need|goodbye|said sorry|im calling who|i m calling who|who do i call")}${notBeside("coyote|coyotes|hog|hogs|deer|snake|snakes|fox|hunt\\w*|skeet|range|target|targets|squirrel|squirrels|groundhog|raccoon|clean\\w*")}`,
  ]),
  ...rules("lethality", "florence-en-r85", [
    `(the )?only (thing|one|reason) (stopping|keeping|holding) me( back| here| going| alive)? (was|is|were) (my|the|her|his)( \\w+){0,3} (and (s?he|it) (died|passed|is gone|s gone|left)|(died|passed|is gone|s gone)|and (hes|shes|its) gone)(?= |$)`,
    `(was|were) (the )?only (thing|one|reason) (keeping|holding|stopping) me (around|here|going|alive|back)( \\w+){0,3} (and|but) (we|i)( \\w+){0,2} (buried|lost|put) (her|him)( down)?(?= |$)`,
    `go ahead and do it(?= |$)${besideWords("been planning|ive been planning|i ve been planning|planned it|planning it|planning this")}${besideWords("funeral|since my buddy|goodbye|no point|cant do this|can t do this|done with|tonight|sorry|kids|wife|before i lose")}${notBeside("retir\\w*|pension|move|moving|wedding|surgery|house|home|loan|file|filing|claim|apply|school|trip|vacation|business|job|june|july|august|spring|summer|fall|winter")}`,
  ]),
  ...rules("lethality", "grandforks-en-r85", [
    `(counted|count|counting) (out )?(the |my |all the |all my )?(pills|meds|tabs|tablets|percs|oxys)( \\w+){0,4} (enough|is that enough|thats enough|that s enough)(?= |$)${notBeside("week|weekly|pill box|pillbox|organizer|trip|vacation|refill|travel|month|supply|left|till|until|mail order|mail|ship\\w*")}`,
    `(the |a )?hose and (the |some )?duct tape(?= |$)${besideWords("cry for help|schedule|garage|exhaust|tailpipe|its time|it s time|goodbye|done with|no more|tonight|engine")}${notBeside("leak\\w*|garden|fix\\w*|repair\\w*|patch\\w*|pool|sprinkler|faucet|sink|washer|yard|lawn|plumb\\w*")}`,
    `rocks (in|into|inside) (my|his|her) (backpack|pockets|pocket|bag|coat|jacket|pack)(?= |$)${notBeside("fishing|hik\\w*|geolog\\w*|collect\\w*|garden\\w*|landscap\\w*|son|daughter|kid|kids|grandson|granddaughter|ruck\\w*|training|train|weight|weights|lbs|pounds|march|fundraiser|workout|gym")}`,
    `(loading|filling|stuffing|filled|loaded|stuffed|fill|load|stuff) (up )?(my|his|her) (\\w+ ){0,2}(ruck|backpack|pockets|pocket|bag|coat|jacket|pack) with (rocks|stones|bricks|weights)(?= |$)${besideWords("river|lake|bridge|water|creek|bay|ocean|sea|pond|jump|dam|is right there")}${notBeside("training|ruck march|fundraiser|lbs|pounds|workout|gym|garden|landscap\\w*")}`,
    `pills it is(?= |$)${besideWords("hotline|crisis line|988|hold music|on hold|whatever|done with|goodbye|nobody|no one|fine")}${notBeside("doc|doctor|shots?|injections?|knee|back|pain|surgery|therapy|pt|prescri\\w*|insurance|tricare|vitamins?|allerg\\w*|headache|sleep study|inhaler|asthma")}`,
    `goodbyes?( \\w+){0,5} one by one(?= |$)${notBeside("retirement|party|going away|moving|move|deploy\\w*|pcs|transfer\\w*|graduation|wedding|reunion|funeral|memorial|coworkers|co workers|last day|emails?|job|office")}`,
    `(ill|i ll|i will|imma|ima|gonna|going to) just take (the|all the|all my|my|them) pills(?= |$)(?! (to|back|in|into|down|over)( |$))${besideWords("hotline|crisis line|988|on hold|whatever|nobody|no one")}${notBeside("pharmacy|drop off|return")}`,
  ]),
  ...rules("harm", "muncie-en-r85", [
    `(?<!(^| )(i|we|you|u|im|i m|ill|i ll)( really| just| probably| prolly)? )(aint|ain t|isnt|isn t|is not|wont|won t|will not|arent|aren t)( be)? (driving|making it|make it|going|walking|getting|get) home(?= |$)${besideWords("laid us off|laid me off|fired me|same bar|wrote me up|i promise you|promise you that")}${notBeside("staying|sleeping|spending|stays|uber|lyft|ride|designated|too drunk|flight|flying|bus|train|base|deploy\\w*|hospital|overtime|shop|mechanic|repair\\w*|broke|broken|flat tire|tow\\w*|snow|storm|weather")}`,
    `(goin|going|headed|heading|driving|drivin) over there( (tonight|today|tomorrow|now|right now))?( \\w+){0,2} to end (it|this|him|her)(?= |$)${besideWords("pistol|pistols|loaded|gun|rifle|shotgun|beatin|beating|hit her|hits her")}`,
  ]),
  ...rules("harm", "grandforks-en-r85", [
    `(til|till|until) (he|she) (stops|stop) moving(?= |$)${notBeside(`${LOL}|game|mario|boss|zombie|snake|roach|rat|bug|spider|fish|deer`)}`,
    `(gonna|going to|about to|bout to|finna|ima|imma) (torch|burn|set fire to) (his|her|their|the \\w+s|that \\w+s) (truck|pickup|car|house|office|place|shop|trailer|barn)( to the ground)?(?= |$)${notBeside("brush|leaves|trash|grill|bbq|smoker|cigar|title")}`,
    `drove (past|by) (his|her|their) (house|place|office|apartment) (\\d+ ?x|\\w+ times|again|all day)(?= |$)${besideWords("going in|screwed|lives on|gonna pay|will pay")}${notBeside("buddy statement|knock and ask|for sale|realtor|open house|visit\\w*|address|squad leader")}`,
    `(ignore|forget) what (i do|i did|im gonna do|i m gonna do|i am gonna do|ill do|i ll do|i will do) to (that|the|this) (regional office|office|clinic|va|building|hospital)(?= |$)`,
  ]),
  // Round 77's second read of the change: "gonna make sure i dont wake up in this world", which a
  // "side effects" question beside it framed as benign.
  ...rules("lethality", "review-r77", [
    `(make sure|making sure|to be sure|so) (that )?i (dont|don t|do not|never|wont|won t) wake up( in this world| again| ever again| tomorrow| anymore)?(?= |$)(?! (with|at|in the middle|early|late|sore|stiff|tired|groggy|hungry|sweating|screaming|before|until|til)( |$))${notBeside("alarm|oversleep\\w*|snooze|middle of the night|\\d+ ?am|cpap|apnea|nightmares?|sweats|baby|noise|shift")}`,
  ]),
  // Round 77 (its second read): "i just cant hold on any longer", with no phone line held.
  ...rules("hopeless", "review-r77", [
    `(^| )i (just |really |honestly )?(cant|can t|cannot) hold on (any longer|much longer|anymore|any more)(?= |$)${notBeside("phone|hold music|on hold|line|call|calling|queue|rope|ladder|grip|kid|baby|dog|leash")}`,
  ]),
  // Round 77: older risk that the second opinion retrained with round 85 no longer lifts to its tier:
  // "im going to do what sgt reyes did. hes been waiting on me"; a blizzard walked into, "im doin the
  // same"; a church named beside a threat to break someone's hands.
  ...rules("lethality", "retrain-r77", [
    `(im|i m|i am|gonna|going to|ima|imma) (going to |gonna )?do what (sgt|sarge|sergeant|doc|my buddy|my brother|my sgt|my sarge|my uncle|my dad|my friend)( \\w+)? did(?= |$)${besideWords("waiting on me|waiting for me|see him soon|killed himself|took his life|shot himself|hung himself|since fallujah|since ramadi")}${notBeside("vr e|vre|voc rehab|college|school|gi bill|claim|rating|apply|file|loan|approved|got his")}`,
    `(im|i m|i am|ima|imma) (doin|doing|gonna do|going to do) the same(?= |$)${besideWords("found him|found her|never came back|killed himself|took his life|shot himself|hung himself|froze|drowned")}${notBeside(`${LOL}|rating|100|claim|school|college|gi bill|loan|army with|approved`)}`,
  ]),
  ...rules("harm", "retrain-r77", [
    `i know (what|which) (church|gym|school|bar|street|house|building|job) (he|she|they) (goes|go|lives|works)( to| at| on| in)?(?= |$)${besideWords("break|hurt|waiting for him|waiting for her|gonna pay|he ll pay|hell pay")}`,
  ]),
  // Round 79: older risk the second opinion retrained with round 87 no longer lifts: a death "planned"
  // for right after the first of the month so the spouse does not miss a check (round 34's
  // eastbaltimore-en); finishing what Iraq started; skin picked "until it bleeds" (round 2's tuning
  // part, "sin" for skin).
  ...rules("suicide", "retrain-r79", [
    `(planning|plannin|timing) (mine|my own|my exit|my death)( for)?( right)? (after|before) (the )?(1st|first|check|checks|payday|payment|\\d+(st|nd|rd|th))(?= |$)${besideWords("passes|pass|dies|die|death|gone|spouse|wife|husband|widow|survivor|survivors|miss a check|dic|paid")}${notBeside(`${LOL}|move|moving|surgery|retire|retirement|vacation|trip|wedding|party|appointment|appt|replacement`)}`,
    `(finish|finishing|finishin|end|ending|complete) what (iraq|afghanistan|the war|vietnam|fallujah|ramadi|the taliban|the enemy|that ied|the ied|the desert|kandahar|helmand|mosul) (started|began|couldnt|could not|didnt|did not)(?= |$)(?! with)${notBeside(`${LOL}|claim|appeal|appeals|agent orange|pension|rating|benefits|paperwork|degree|school|college|book|memoir|project|rehab|therapy|treatment|pt|physical therapy|back|knee|knees|hip|hips|shoulder|shoulders|surgery|body|injury|injuries|leg|legs|neck|spine|lungs|hearing`)}`,
    `(pick|picking|pickin|scratch|scratching|dig|digging|cut|cutting) (at )?(my )?(skin|sin|arms?|legs?|wrists?|scabs?) (until|till|til|untill|to where) (it|they|i) (bleeds?|bleed|bleeding)(?= |$)${notBeside("itch|itchy|itches|itching|eczema|psoriasis|rash|rashes|neuropathy|hives|dermatitis|bites|chloracne|burn pit|claim|rating|dermatolog\\w*")}`,
    // A code review: "can they take my guns? cause i need my pistol for the end".
    `(need|keep|keeping|save|saving|saved|want|got) (my|the|a|one) (pistol|gun|rifle|shotgun|pills|rope|45|9mm|glock|bullet|round) (for|pa|para) (the end|my end|myself|when its time|when it s time|when i go|the last day)(?= |$)${notBeside(`${LOL}|of the (day|month|year|season|hunt)|hunting|range`)}`,
  ]),
  // Round 79 (a code review of the round): "im gonna choke the dude who changed my rating, i wait for
  // him every day at the bus stop", which the second opinion retrained with round 87 left at nothing.
  ...rules("harm", "retrain-r79", [
    `(im gonna|i m gonna|im going to|i m going to|imma|ima|gonna|going to|about to|finna) (choke|strangle|throttle) (the|that|this) (\\w+ )?(dude|guy|man|lady|woman|rater|examiner|doctor|doc|vso|rep|clerk|boss|neighbor|landlord|sob|bastard|idiot) (who|that)(?= |$)${besideWords("wait|waiting|every day|bus stop|parking lot|outside|his house|her house|address|follow|found|tonight|tomorrow|when i see|catch")}${notBeside(`${LOL}|jk|figure of speech|kidding|joking`)}`,
  ]),
  // Round 79 (round 88's bozeman-en and round 87's threats that got the crisis reply or less): going to
  // a VA place or someone's house with a weapon, a gas can or a lighter named anywhere in the message
  // ("im driving to helena and handling it at the RO personally. with the ar", "going to the VA with a
  // gas can and a lighter", "walking into the clinic and somebody pays. ar's loaded"). Not where the
  // writer's own death, a question about the rules, a range, a hunt or a gun kept locked stands in it.
  ...rules("harm", "bozeman-en-r88", [
    `((going|goin|driving|drivin|headed|heading|walking|walkin|rolling|rollin|coming|comin|showing up|show up) (down |over |up |back |straight |right )?(to|into|in to|at) (the |that |his |her |their )?(va|v a|clinic|ro|regional office|regional|va hospital|vfw|legion|cboc|vet center|his house|her house|his place|her place|their house)|(handle|handling|settle|settling|deal with|dealing with|take care of|taking care of) (it|this|things|them|him|her|business) (at|in) (the )?(ro|va|clinic|regional office|office|hospital))(?= |$)${besideWords("ar|ar15|ars|ar s|rifle|pistol|piece|9mm|glock|shotgun|gas can|gas cans|gasoline|lighter|det cord|explosives|machete|mags|ammo|loaded")}${notBeside(`${LOL}|myself|my self|kill me|end it|end my|suicide|die|dying|my life|my own|can i|could i|may i|allowed|legal|legally|permit|carry permit|concealed|rules?|locked|lock it|leave it|left it|in the truck|in my truck|in the car|range|hunting|hunt|deer|gun show|gun safe|class|training|question`)}`,
  ]),
  // Round 79 (round 88's bozeman-en, round 87's longbeach-en): someone else armed and threatening the
  // writer or a family now ("His ex's new husband is in our driveway with a handgun screaming at the
  // door RIGHT NOW", "hes outside my moms house rn… i see something in his hand"): 911 first. Not a
  // hunt, a range, a gun cleaned or shown, or varmints shot at.
  ...rules("harm", "bozeman-en-r88", [
    `(he s|hes|he is|she s|shes|she is|they re|theyre|they are|(dude|guy|man|someone|somebody|stranger|husband|boyfriend|ex|stepdad|brother|son|neighbor|cousin|uncle|nephew|father in law|son in law|brother in law)( s| is))( \\w+){0,6} (with|holding|waving|pointing|has|got|carrying) (a |an |his |her |their |the |two )?(gun|guns|handgun|pistol|rifle|shotgun|knife|machete|bat|weapon|something in his hand|something in her hand)(?= |$)${besideWords("threaten\\w*|screaming at (us|me|the door|my \\w+)|at the door|at our door|banging|in our driveway|gonna (kill|shoot|stab) (us|me|her|my|the kids)|going to (kill|shoot|stab) (us|me|her|my|the kids)|shoot us|stab me|pointing it at (us|me|her|my)|waving it at (us|me|her|my)")}${notBeside(`${LOL}|hunting|hunt|range|deer|duck|dove|season|cleaning|clean|gun show|safe|collection|permit|coyotes?|snakes?|hogs?|varmints?|targets?|cans|practice|class|training|selling|sell|pawn|appraise|himself|herself|end it|end his life|end her life|kill himself|kill herself|shoot himself|shoot herself|in his mouth|in her mouth|under his chin|to his head|to her head|goodbye|sorry|suicide|wants to die|not threatening`)}`,
  ]),
  // Round 79: a second read's probe the second opinion retrained with round 87 no longer lifts: "i
  // decided. dont try to change my mind", a decision made and no talking out of it, with nothing else
  // said (a code review: not a retirement or a divorce decided).
  ...rules("farewell", "retrain-r79", [
    `^(i |ive |i ve |i have )?(already )?(decided|made up my mind|made my decision|made the decision)( \\w+){0,2} (dont|don t|do not) (try|bother trying) (to )?change my mind$`,
  ]),
  // Round 80: older risk that the second opinion retrained with round 88 no longer lifts: "fuck this
  // claim fuck the va im blowing my brains out tonight"; "whats the fastest way to 100 P&T. oh wait i
  // know. dyin. so im doin that instead"; "going out like tyler did. at least hell have company".
  ...rules("suicide", "retrain-r80", [
    `(im|i m|i am|gonna|going to|ima|imma|about to|bout to|finna|planning to|plan to|will|ll) (just )?(blow|blowing|blowin) my (brains|brain|head) (out|off|all over)(?= |$)${notBeside(`${LOL}|laugh\\w*|kidding|joking|figure of speech|makes me|make me|feel like|wanna|want to|could`)}`,
    `(dyin|dying|die)( \\w+){0,3} (so )?(im|i m|i am|ima|imma) (doin|doing|gonna do|going to do) (that|it)( instead| then| now)?$${besideWords("fastest way|quickest way|easiest way|only way|oh wait|i know")}${notBeside(`${LOL}|laughing|diet|workout|gym|certificate`)}`,
    `(going|goin|gonna go|about to go|bout to go) out (like|the way|the same way) (\\w+|my \\w+|my \\w+ \\w+|sgt \\w+|doc \\w+) (did|went)(?= |$)${besideWords("rip me|have company|join him|join her|see him|see her|with him|with her|goodbye|bye|miss me|sorry")}${notBeside(`${LOL}|bar|party|dinner|fishing|hunting|drinking|on a high note|retire\\w*`)}`,
  ]),
  // Round 80: an older threat the second opinion retrained with round 88 no longer lifts past the
  // line: "been thinkin bout runnin my truck thru the line at the VA pharmacy"; and driven through a
  // crowd "with my truck" (a code review of the round).
  ...rules("harm", "retrain-r80", [
    `(run|runnin|running|drive|drivin|driving|plow|plowin|plowing|ram|rammin|ramming|floor|flooring) (my |the )?(truck|car|van|suv|jeep|pickup|vehicle|f \\d+|f\\d+|silverado|tahoe|\\w+ truck) (right |straight )?(thru|through|into) (the |that |this )?(\\w+ )?(line|crowd|lobby|waiting room|people|front doors?|entrance|protest|parade)(?= |$)${notBeside(`${LOL}|drive thru|drive through|drive up|car wash|window|by accident|accidentally|almost|nearly|brakes|dream|nightmare`)}`,
    `(drive|driving|drivin|plow|plowing|plowin|ram|ramming|rammin) (thru|through|into) (the )?(crowd|line|lobby|parade|protest|people)( \\w+){0,4} (with|in) (my|the) (truck|car|van|suv|jeep|pickup)(?= |$)${notBeside(`${LOL}|drive thru|drive through|float|in the parade|marching|traffic|detour|by accident|accidentally|almost|nearly|dream|nightmare`)}`,
  ]),
  // Round 80 (round 89's paducah-en, bismarck-en and waycross-en: threats that got the crisis reply
  // or less): a wrong done to one's own now ("My son-in-law beats my daughter") beside a weapon; a
  // meeting "at the church Wednesday evening with my pistol"; a place burned "with the guy inside";
  // something put in a coworker's coffee; a target's hours known and "he won't make it in the house";
  // waiting outside her job; being choked; a knife out again. Not a game won, a hunt, a gun sold or
  // cleaned, a caregiver's evening, medicine in a drink, or being "choked up".
  ...rules("wrongToKin", "paducah-en-r89", [
    `(beats|hits|is beating|keeps beating|has been beating|been beating|s been beating|abuses|is abusing|has been abusing|been hitting|keeps hitting|is hitting|chokes|has been choking) (on )?my (little |baby |oldest |youngest )?(daughter|son|girl|boy|kids|children|grandbaby|granddaughter|grandson|sister|mother|mom|wife)(?= |$)${notBeside(`${LOL}|video ?games?|fortnite|madden|mario kart|chess|cards|dominoes|checkers|spades|uno|monopoly|poker|darts|bowling|cornhole|horseshoes|ping pong|pickleball|racing|races?|arm wrestl\\w*|golf|pool|tennis|basketball|football|softball|baseball|running|swimming|reportable|report (him|her|it|this)|cps|child protective|is that abuse|counsel\\w*|therapy|therapist|parenting|spank\\w*|belt`)}`,
  ]),
  ...rules("harm", "paducah-en-r89", [
    `(meet|meeting|see|visit|catch|wait for|waiting for|confront|find) (him|her|them|that \\w+|the \\w+) (at|in|outside|behind) (the |his |her |their )?\\w+( \\w+){0,3} with (my|a|the|his|grandpas|dads) (pistol|gun|rifle|shotgun|glock|45|9mm|9(?! (year|years|yr|yrs|yo|month|months|am|pm|oclock))|revolver|handgun|knife|machete|bat|ar|ar15)(?= |$)${notBeside(`${LOL}|hunt\\w*|season|opening day|dove|deer|duck|elk|turkey|quail|pheasant|hog|hogs|range|gun show|sell|selling|buy|buying|trade|trading|show (him|her|them)|apprais\\w*|gunsmith|clean\\w*|permits?|class|lesson|teach|safety|lock\\w*|transfer|ffl|pawn|scope|shop|fix|repair|so he can|so she can|mount|sights?`)}`,
    `(put|putting|puttin|slip|slipped|slipping|slippin|drop|dropped|dropping) (a little something|something|somethin|stuff|it|(some |a little |a bit of )?(rat poison|poison|antifreeze|bleach|pills)) (in|into) ((his|her|their|the \\w+s|that \\w+s|the \\w+ s|my \\w+s|my \\w+ s|our \\w+s) (coffee|drink|food|tea|soda|beer|water|lunch|dinner|plate|cup|thermos)|the (coffee|drink|food|tea|soda|lunch|thermos|cup) of (the|that|this|my) \\w+)(?= |$)${notBeside(`${LOL}|sugar|creamer|sweetener|milk|honey|fiber|vitamins?|supplement\\w*|protein|thicken\\w*|miralax|laxative|stool softener|constipat\\w*|decaf|caffeine|help (him|her) sleep|meds|medicine|medication|pills? (he|she) (takes|needs)|crush (his|her) pills|doctor|nurse|cardiologist|prescribed|dementia|alzheimers|swallow\\w*`)}`,
  ]),
  ...rules("harm", "bismarck-en-r89", [
    `(burn|burnin|burning|torch|torchin|torching|set fire to|settin fire to|setting fire to|light up) (down )?(the |his |her |their |that )?(\\w+ s |\\w+s )?(place|house|trailer|apartment|building|office|shop|clinic|home|barn|garage)( down)?( \\w+){0,3} with (him|her|them|the (guy|man|woman|lady|family|kids|owner|landlord)|people|everyone|somebody|someone|\\w+) (inside|in it|in there|still in)(?= |$)${notBeside(`${LOL}|dream|nightmare|movie|show|game`)}`,
    `(takin|taking|take|gonna take|going to take|ima take|imma take) care of (him|her|them|the \\w+ (and|n) (him|her|them)|that \\w+)( tonight| tomorrow| today| this weekend| rn| right now)(?= |$)${besideWords("(rifle|gun|pistol|shotgun|glock|ar|45|9mm|piece)(s| s| is)? loaded|loaded (the |my |a )?(rifle|gun|pistol|shotgun|glock|ar|45|9mm|piece)|(its|it s) (loaded|chambered)|locked and loaded|chambered|racked")}${notBeside(`${LOL}|caregiver|dementia|alzheimers|hospice|sick|surgery|paperwork|bills|meds|feed|babysit\\w*|diaper\\w*|bath|dinner|drunk|wasted|hammered|moving|move|uhaul`)}`,
  ]),
  ...rules("harm", "waycross-en-r89", [
    `i (know|found out) (what time|when) (he|she|they|that \\w+|the \\w+) (gets?|comes?|leaves?|pulls?|gets? off|clocks? out|gets? out)( home| off| out| in| of work| from work)?(?= |$)${besideWords("(he|she|they|he ll|she ll|hell|shell) (wont|won t|will not|aint gonna|ain t gonna|not gonna|never gonna) (make it|walk|see|wake|get up|come home|be breathing|get in|get inside)")}${notBeside(`${LOL}|surprise|party|birthday|dinner|pick (him|her|them) up|picking (him|her|them) up|ride|bus`)}`,
    `(she|he) (wont|won t|will not|aint gonna|ain t gonna|not gonna|never gonna) be (filing|calling|talking|saying|doing|bothering|texting|snitching|reporting|testifying|taking)( (nothing|anything|anybody|anyone|no one|nobody|shit|crap))?( \\w+){0,4}( else| again| no more| anymore| ever again)(?= |$)${besideWords("go over there|goin over there|going over there|headed over there|heading over there|on my way over|pull up|handle it|handle her|handle him|tonight|on my way|pop up")}${notBeside(`${LOL}|lawyer|attorney|court order|restraining order|judge|custody hearing|mediation|died|passed|passed away|funeral|dic|death certificate|hospice|help my mom|help my dad|paid|settled|collections?|agency|dinner|play|game|recital|took (her|his) phone|blocked|number`)}`,
    `(im|i m|i am) (outside|parked outside|sitting outside|waiting outside|posted up outside|posted outside|parked at|sitting at|waiting at) (her|his|their) (job|work|house|place|apartment|school|church|gym|moms|mom s|mamas)( right now| rn| now)?(?= |$)${besideWords("(she|he) (think|thinks) (she|he|shes|hes|she s|he s) (slick|smart|tough|cute|grown)|(she|he) (ll|will|gon|gonna) see|she cant hide|he cant hide")}${notBeside(`${LOL}|pick (her|him) up|picking (her|him) up|ride|give (her|him) a ride|surprise (her|him)|flowers|birthday|lunch|drop (her|him) off|drop off|date|appt|appointment|doctor|together`)}`,
    `(he|she|my (husband|boyfriend|bf|man|ex|baby daddy|babydaddy|wife|girlfriend|gf))( been| has been| s been| is| s| was| keeps| kept)? (choking|strangling|beating|punching|stabbing|stomping) me(?! (up|at|in|with (questions|words|paperwork|bills|kindness|love|hugs|smoke|his cologne|her perfume|cologne|perfume))( |$))( on and off| all night| again| rn| right now| now)?(?= |$)${notBeside(`${LOL}|jiu jitsu|jujitsu|bjj|wrestl\\w*|mat|sparring|spar|class|game|video|chess|cards|dominoes|cribbage|financially|emotionally|dream|nightmares?|in (his|her) sleep|used to|years ago|back then|when i was|in 19\\d\\d|in 20\\d\\d`)}`,
    `(he|she|my (husband|boyfriend|bf|man|ex|baby daddy|babydaddy|wife|girlfriend|gf)) (choked|strangled|beat|punched|stabbed|stomped) me( again| last night| tonight| just now| today| this morning)(?= |$)${notBeside(`${LOL}|jiu jitsu|jujitsu|bjj|wrestl\\w*|sparring|spar|class|game|video|chess|cards|dream|nightmares?|in (his|her) sleep|up`)}`,
    `(he|she|he s|hes|he is|she s|shes|she is)( got| has| grabbed| holding| is holding| pulled)( out)? (the|a|his|her) (knife|gun|pistol|machete|bat|blade|razor) (again|out)( again)?(?= |$)${besideWords("help|911|scared|hiding|locked|come quick|please")}${notBeside(`${LOL}|kitchen|cooking|cutting (the|up|onions|vegetables|meat)|carving|turkey|onions|chopping|cake|steak|fishing|hunting|clean\\w*|oil\\w*|gun safe|range|gun show`)}`,
  ]),
  // Round 80 (round 89's conversations): "she ain't gonna be alive to get it. im driving over there
  // now", after an apportionment; a brother who "got pills and a rifle and he's drunk".
  ...rules("harm", "waycross-en-r89", [
    `(she|he|they|that \\w+) (aint|ain t|wont|won t|isnt|is not|not) (gonna |going to )?be alive (to|when|for|by|long enough)(?= |$)${besideWords("driving over|drivin over|on my way|going over|goin over|headed over|heading over|pull up|pulling up|tonight|right now|im coming|ima|imma")}${notBeside(`${LOL}|cancer|hospice|sick|dying|doctor|doctors|stage \\d|terminal|dementia|old|age|years old|\\d+ years`)}`,
  ]),
  ...rules("thirdPartyDanger", "bismarck-en-r89", [
    `(hes|he s|he is|shes|she s|she is) (got|has|with) (pills|his pills|her pills|a rifle|his rifle|a gun|his gun|her gun|a pistol|his pistol|a shotgun|his shotgun)( and (pills|his pills|a rifle|his rifle|a gun|his gun|a pistol|his pistol|a shotgun))?( and)? (hes|he s|he is|shes|she s|she is) (drunk|wasted|hammered|high|drinking|blackout drunk)(?= |$)${notBeside(`${LOL}|hunting|deer|range|locked|gun safe|prescribed`)}`,
  ]),
  // Round 80 (round 89's paducah-en): what survivors get asked beside a parent "doing the math" on
  // his own death by suicide; a river "that is where I am going Sunday" beside a headstone for no
  // body recovered.
  ...rules("thirdPartyDanger", "paducah-en-r89", [
    `(dad|dads|father|husband|brother|son|mom|moms|mother|wife|grandpa|he|she|hes|shes|he s|she s)( says| said| keeps saying)?( (hes|he s|he is|shes|she s|she is|s|is|been|keeps))? (doing|done|did|running|doin) the (math|numbers)(?= |$)${besideWords("suicide|kill (himself|herself)|end it|worth more dead|be gone|gone by|not be around")}${notBeside(`${LOL}|budget|mortgage|refinanc\\w*|taxes|retire\\w*|back pay|sbp|annuity|plots?`)}`,
  ]),
  ...rules("place", "paducah-en-r89", [
    `(thats|that s|that is) where (im|i m|i am|ill be|i ll be|i will be) (going|goin|headed|heading)( \\w+){0,2}(?= |$)${besideWords("river|bridge|lake|no body|not always give|never found|(is|was|are|were) recovered|never recovered")}${notBeside(`${LOL}|fishing|boat (ride|trip)|barge|tow|work|job|vacation|visit\\w*|reunion|cruise|church picnic|baptism|baptize\\w*|ashes|scatter\\w*|memorial|funeral|dedication|ceremony|parade|ribbon|wall`)}`,
  ]),
  // Round 80: ordinary words round 89 read as risk: an engine room that "tried to kill me slowly with
  // noise" (a hearing-loss question); in its "none" conversations, the rifle volley of military
  // funeral honors and a gun the doctor says not to keep in the house, for the sheriff to hold.
  ...rules("benign", "paducah-en-r89", [
    `(rifle volley|three volley|3 volley|volley salute|gun salute|21 gun|firing party|firing detail|honor guard|military honors|funeral honors)(?= |$)${notBeside(`suicid\\w*|my life|my own|my plan|plan is|cant live|can t live|be next to|be with (him|her)|not gonna be here|wont be here|not be here|after i|join (him|her)|myself|tonight|i have (his|the|my) (rifle|gun|pistol)|still have (his|the|my) (rifle|gun|pistol)|i still have`)}`,
    `(ought not|oughtnt|ought to not|shouldnt|should not|not supposed to|cant|can t|cannot) (to )?keep (a|the|any|his|my|her|our) (gun|guns|pistol|pistols|rifle|rifles|firearms?|weapons?|shotgun) in the (house|home)(?= |$)${notBeside(`${LOL}|myself|kill|end it|tonight|loaded|suicid\\w*`)}`,
    `(whether|if) the (sheriff|sheriffs office|police|police department|pd|gun shop|va) (will|would|can|could) (hold|keep|store|take) (it|them|the \\w+)( for (me|us|him|her))?(?= |$)`,
    // An older test's ordinary message the retrained second opinion lifted to the line: "we have a plan
    // to refinance with the irrrl".
    `(plan|planning|plans|planned|fixing|fixin) to (refinance|refi|do an irrrl|do the irrrl)|irrrl|streamline refi\\w*`,
    // A second read's look-alike (round 29) the second opinion retrained with round 88 lifted to the
    // line: "im writing my own obituary lol, my wife says its morbid but i want it done right".
    `(writing|write|wrote|drafting|draft) my own (obituary|obit)(?= |$)${besideWords("morbid|done right|cemetery|what info|pre ?need|funeral home|paperwork|lol|haha")}${notBeside("tonight|tomorrow|this week|pills|gun|rope|goodbye|wont be here|soon|ready|already")}`,
    `(tried|trying|tryin|try) to kill (me|us) (slowly |slow )?(with|by|thru|through) (the |all the |all that )?(noise|fumes|smoke|jet fuel|jp8|jp 8|chemicals|asbestos|agent orange|burn pits|radiation|lead|diesel|exhaust|heat|cold|lifting)(?= |$)`,
  ]),
  // Round 74: ordinary words round 82 and 83 read as risk: "this claim is about to kill me"; blood
  // pressure "high enough to kill a mule"; "tried to kill me with all them questions"; a deer rifle
  // stolen out of a truck. (A gun asked about as a rule stays as it was: second reads wrote threats
  // in that question's words.)
  ...rules("benign", "jasper-en-r83", [
    `(is|s|was|are|re) (about to|fixing to|fixin to|trying to|tryin to|tryna) kill me(?= |$)${notBeside("gun|pistol|rifle|knife|pills|myself|tonight|end it")}`,
    `(wont|won t|will not) be around( \\w+){0,3} (out of town|traveling|travelling|on vacation|on a trip|at work|working|at my (sisters|brothers|daughters|sons|moms|dads))(?= |$)`,
    `(high |bad |strong |loud |hot |cold )?enough to kill a (mule|horse|elephant|cow|bull|moose|ox|bear|camel)(?= |$)`,
    `(tried|trying|tryin|try) to kill me with (all )?(them|those|these|the|his|her|their|all the|all them|all those|that) (\\w+ )?(questions|paperwork|forms|exam|exams|tests|bills|calls|phone calls|hold music|papers|words|looks|questionnaire|dbq|dbqs)(?= |$)`,
    `(\\w+ )?${GUN} (got|was|were|been) (stolen|taken|swiped|lifted)( out of| from| outta)?(?= |$)${notBeside(OWN_END_BESIDE_A_FRAME)}`,
  ]),
  // Ordinary words left alone: "i said no and meant it" of a screening question; "im gonna scream";
  // "knocked it out of the park at the C&P"; "thats when im doing it" of paperwork dropped off.
  ...rules("benign", "fortsmith-en-r76", [
    `(i|and i) (said|told (him|her|them)|answered) no and (meant it|i meant it|i did mean it)(?= |$)`,
    `(im|i m|i am) (gonna|going to|about to|bout to) scream(?= |$)${notBeside("gun|pistol|rifle|pills|rope|bridge|kill|end it|tonight")}`,
    `knocked it out of the park(?= |$)`,
    `(thats|that s) when (im|i m|i am) (doing it|gonna do it)( \\w+){0,3} (gonna|going to|to) (drop|turn|hand|mail|send|file|submit)( \\w+){0,2} (paperwork|papers|forms?|application|claim|packet)(?= |$)`,
  ]),
  // Round 81 (round 90's boonville-en, yuma-en and lufkin-en: clear risk that got the line or
  // nothing): leaving this world "on my own terms Saturday"; a death "called an accident" beside an
  // insurance payout; pills "ingested approx 30 min ago"; "taking everything with the door locked";
  // "let it bleed" in the tub; meds the tox screen won't catch; stepping in front of a freight;
  // knowing where to aim "so it works the first time"; chemicals mixed "think its enough"; hydraulic
  // fluid drunk; how far down off a bluff, "headed there"; "you know why people go there"; a burial
  // planned "for this week"; "tonight's my turn" beside vials; "goodnight for good"; a C&P cancelled
  // "wont be needin nothin"; "dead by mornin"; checking out "sunday"; all 90 pills at once. Not a
  // move, a checkout at a hotel, a job or a trip, a child's accident, or a joke.
  ...rules("intent", "lufkin-en-r90", [
    `(leave|leaving|exit|exiting|depart|departing|go out of|going out of|check out of|checking out of) (this )?(world|life|earth)( \\w+){0,2} on my (own )?terms(?= |$)${besideWords("tonight|tomorrow|today|this week|this weekend|saturday|sunday|monday|tuesday|wednesday|thursday|friday|soon|before (i|christmas|the)|by (the|this|next)")}${notBeside(`${LOL}|hospice|terminal|palliative|medical aid in dying|maid|death with dignity|dnr|living will|advance directive`)}`,
  ]),
  ...rules("intent", "boonville-en-r90", [
    CALLED_AN_ACCIDENT,
    `(sale|auction) is (saturday|sunday|monday|tuesday|wednesday|thursday|friday|tomorrow)( \\w+){0,2} (i|ill|i ll|i will) (wont|won t|will not|aint gonna|ain t gonna|not gonna) be (at|there for|around for) (it|the sale|the auction)(?= |$)${notBeside(`${LOL}|work|working|shift|hospital|surgery|appointment|appt|out of town|trip|travel\\w*|wedding|funeral|vacation|deployed|drill`)}`,
    `(plannin|planning|planned|fixin to do|fixing to do) (it|this|that) for (this|next) (week|weekend)(?= |$)${besideWords("bury|burial|funeral|plot|casket|headstone|cremat\\w*")}${notBeside(`${LOL}|my (mom|dad|father|mother|wife|husband|brother|sister|son|daughter|grandpa|grandma|uncle|aunt|buddy|friend)|his|her|their|our|we|were|we re|us|family|memaw|mamaw|granny|son s|sons|funeral for|passed|died|memorial service|celebration of life|reunion|party`)}`,
    `(wont|won t|will not|aint gonna|ain t gonna|not gonna) be (needin|needing|need) (nothin|nothing|anything|anythin|none of it|any of it|no more)( no more| anymore| ever again)?(?= |$)${besideWords("cancel|c&p|c p|claim|appeal|appointment|appt|exam|refill|meds|wont be needin it|won t be needing it|wont be needing it")}${notBeside(`${LOL}|better|healed|recovered|moved|moving|private insurance|got it|resolved|figured|other doctor|tricare|medicare|new job|employer|else|surgeon|surgery|fixed|cured|took care of it`)}`,
    TONIGHTS_MY_TURN,
    `(goodnight|good night|night|goodbye|good bye|bye) for good(?! to )(?= |$)${notBeside(`${LOL}|truck|car|sold|selling|house|shift|job|work|retire\\w*|store|shop|bar|restaurant|facebook|twitter|app|account|office|town|house|apartment|cigarettes?|smoking|smokes|vape|vaping|drinking|booze|alcohol|beer|soda|sugar|carbs|dip|chew|tobacco|relationship|army|navy|military|service|uniform|state|city`)}`,
    `(i ll be|ill be|i will be|i d be|id be|i would be|im|i m|i am|i be|imma be|ima be|gonna be|i plan to be|i want to be) (dead|gone) by (mornin|morning|tomorrow|tonight|sunrise|daylight|sunup|dawn|the weekend|this weekend|friday|saturday|sunday|monday)(?= |$)${notBeside(`${LOL}|at this rate|feels like|feel like|felt like|tired|exhausted|worn out|battery|phone|flowers|plant|plants|milk|leftovers|hangover|ice|snow|ice storm|snow storm|the storm|trip|flight|drive|driving|leaving for|road|deploy\\w*|fever|swelling|rash|headache|pain`)}`,
    `before (i|im|i m) (check|checking) out (this )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday|tonight|tomorrow|this weekend|for good)(?= |$)${notBeside(`hotel|motel|hospital|rehab|discharge\\w*|checkout|store|cart|library|room|airbnb|cruise|base|unit|lodge|inn|vacation|trip`)}`,
  ]),
  ...rules("deathBenefit", "boonville-en-r90", [CALLED_AN_ACCIDENT]),
  ...rules("time", "yuma-en-r90", [TONIGHTS_MY_TURN]),
  // Round 81 (round 90's yuma-en): "everything's set up in the closet for tonight"; "finishing what
  // fallujah started" beside blades bought; a gas can in the back seat, calls unanswered, heading out;
  // "this is my last msg to anybody".
  ...rules("meansReady", "yuma-en-r90", [
    `(everythings|everything s|everything is|its all|it s all|it is all|all of it is) (all )?(set up|ready|rigged|tied|hung|hanging) in the (closet|garage|basement|attic|shed|barn|bathroom|woods)( \\w+){0,2} (for tonight|tonight|for later|for tomorrow)(?= |$)${notBeside(`${LOL}|christmas|decor\\w*|party|surprise|gift|presents|birthday|guest|guests|company|sleepover|nursery|crib|tree|costume\\w*|halloween`)}`,
    `gas (can|cans|can s|jug|jugs)( is| s| are)? in the (back ?seat|truck|car|trunk|bed|front seat)(?= |$)${besideWords("not answering|missed calls|wont answer|won t answer|goodbye|for good|sorry|lighter|matches")}${notBeside(`${LOL}|mower|generator|boat|atv|quad|chainsaw|ran out|run out|empty|fill up|camping|hunting trip|farm|ranch|field|pasture|tractor|cabin|lake|camp`)}`,
  ]),
  ...rules("intent", "yuma-en-r90", [
    `finish(ing|in)? what (\\w+ ){0,2}started(?= |$)${besideWords("razor|razors|blades?|pills|gun|rope|bridge|fifth|not for shaving|goodbye")}${notBeside(`${LOL}|project|house|remodel\\w*|degree|school|book|claim|appeal|paperwork|deck|garage|puzzle|painting|truck|car|engine|build\\w*|restor\\w*|barn|fence|quilt|boat`)}`,
    `this is my last (msg|message|text|post|txt)( to (anybody|anyone|everybody|everyone|yall|you all|any of you))( ever)?(?= |$)${notBeside("tonight im going to bed|going to bed|going to sleep|before bed|for today|for tonight|til tomorrow|until tomorrow|until monday|this week|battery|phone dies")}`,
  ]),
  ...rules("lethality", "yuma-en-r90", [
    `(ingested|swallowed|took|taken|downed) (them |it |all |everything |the bottle |the pills )?(approx|approximately|about|around|like|roughly|maybe|over|almost)? ?\\d+ (min|mins|minutes|hr|hrs|hour|hours) ago(?= |$)${besideWords("overdose|od|not requesting|dont send|do not send|dont call|do not call|on record|goodbye|all of them|the whole bottle|all my pills|all my meds|every pill")}${notBeside(`${LOL}|as prescribed|with food|my dose|headache|advil|ibuprofen|tylenol for|antibiotic|vitamin|should i|can i|is it ok|is it safe|safe to|my (son|daughter|kid|toddler|dog|cat|grandson|granddaughter)|by mistake|accidentally|poison control`)}`,
    `(taking|gonna take|going to take|about to take) (everything|all of it|it all|all of them|them all|the whole bottle|all my pills|all my meds|every pill)( \\w+){0,3} (with the door locked|door locked|tonight|rn|right now)(?= |$)${notBeside(`${LOL}|moving|truck|storage|donat\\w*|goodwill|with me to|to the|yard sale|garage sale|as prescribed|vitamins?`)}`,
    `let (it|me|myself|them) bleed( out)?(?= |$)${besideWords("tub|bath|bathtub|razor|wrist|wrists|blade|rn|tonight|right now|sitting in")}${notBeside(`${LOL}|nosebleed|nose|shaving|gums?|dentist|first aid class|training|patient|tourniquet class|finger|small cut|clean it|splinter|tick|blister`)}`,
    `(which|what) (meds|pills|drugs|medications?) (the |a )?(tox|toxicology) (screen|report|panel|test)s? (wont|won t|doesnt|doesn t|dont|don t|cant|can t|will not|does not) (catch|show|pick up|detect|find)(?= |$)${besideWords("not telling|therapist|thursday|friday|saturday|sunday|tonight|tomorrow|fast|enough|overdose|how many|family|wife")}${notBeside("pain contract|pain agreement|employer|job|probation|parole|court|random|pre employment|urine test|ua|cdl|dot")}`,
    `(step|stepping|walk|walking|jump|jumping|lay down|lie down|laying down|lying down|stand|standing) (out )?in front of (the |a |an )?(\\w+ ){0,2}(freight|train|semi|amtrak|18 wheeler|eighteen wheeler)(?= |$)${notBeside(`${LOL}|almost|nearly|a guy|someone|somebody|a man|a woman|a kid|a patient|call|calls|dispatch\\w*|responded|scene|saw|watched|dream|nightmare|years ago|in 19\\d\\d|in 20\\d\\d`)}`,
    `(know|knows|learned|learnt) (exactly )?where to (aim|put it|point it|place it|shoot)( \\w+){0,3} (so it|to make sure it|so that it)( \\w+)? (works|work|counts|takes|finishes it)( the first time)?(?= |$)${notBeside("deer|hunt\\w*|buck|doe|elk|hog|hogs|boar|bear|target|range|coyote|turkey|rabbit|season|animal|vet")}`,
    `(mixed|mixing|mix|mixin) (up )?(some |the |a batch of )?(\\w+ ){0,3}(chemicals|bleach|ammonia|antifreeze|poison|pesticide|herbicide|roundup|paraquat|insecticide|pills)( \\w+){0,6} (think|reckon|guess|pretty sure|figure)( its| it s| thats| that s| that ll| that will| it ll)? (be )?enough(?= |$)${notBeside(`${LOL}|weeds?|fence ?row|field|sprayer|tank|acre|acres|gallons? per|for the (hogs|cows|cattle|pigs|garden|yard|pool)|clean\\w*|rats|mice|bugs|ants|roaches|tractor|radiator|engine|winter|hot tub|pool|spa|coolant`)}`,
    `(drank|drunk|drinking|swallowed|chugged|downed) (the |some |a bottle of |a jug of |half the |a cup of |a glass of )?(hydraulic fluid|antifreeze|bleach|brake fluid|paraquat|roundup|pesticide|rat poison|gasoline|lye|drain cleaner|windshield washer fluid|methanol|weed killer)(?= |$)${notBeside(`${LOL}|kid|kids|dog|dogs|cat|cats|toddler|baby|cow|cows|calf|cattle|horse|horses|livestock|goat|goats|pig|pigs|hog|hogs|steer|heifer|animal|vet emergency|veterinar\\w*|my (son|daughter|grandson|granddaughter)|accident\\w*|by mistake|poison control|exposure|exposed|fumes|years ago|siphon\\w*|in 19\\d\\d|in 20\\d\\d`)}`,
    `how far (down|of a drop|a drop)( is it)? (off|from) (the |that )?(bluff|bridge|cliff|overpass|dam|ledge|roof|tower|trestle|parking garage)(?= |$)${besideWords("enough|headed there|heading there|tonight|going there|goin there|on my way|reckon")}${notBeside(`${LOL}|fishing|photo\\w*|hike|hiking|climb\\w*|rappel\\w*|bungee|zip ?line|hang ?glid\\w*|drone|survey\\w*|engineer\\w*`)}`,
    `you know why (people|folks|guys|they|ppl) (go|goes|went|jump|jumped|drive|walk) (there|off it|off that|out there)(?= |$)${besideWords("golden gate|bridge|one way|leaving|going|ticket|headed|heading|cliff|bluff|tracks")}`,
    `(take|taking|swallow|swallowing|down|downing) all (\\d\\d+|\\d\\d+ of) (of )?(the |my |these |those )?(pills|meds|tablets|capsules|oxy\\w*|percs?)( \\w+){0,6} (at once|at one time|all at once|in one go)(?= |$)${notBeside(`${LOL}|vitamin\\w*|split|supplement\\w*|should i space|spread (them|it) out`)}`,
  ]),
  // Round 81 (round 90's yuma-en, lufkin-en): someone else in danger now: going to sleep "in the
  // truck w engine on dont tell memaw"; a buddy who took the shotgun to "find the driver"; a relative
  // "cutting himself". Not a trucker's rest stop, a hunt or a job.
  ...rules("thirdPartyDanger", "lufkin-en-r90", [
    `(go to sleep|going to sleep|gonna sleep|sleep|fall asleep|nap)( in (the|his|my|her) (truck|car|garage|van|suv))? (with|w|w/) (the )?(engine|motor|truck|car) (on|running)(?= |$)${besideWords("dont tell|don t tell|goodbye|bye|sorry|garage|closed|hose|im done|for good|not wake up|wont wake up|love you|tell (memaw|mom|my wife|her|him)")}${notBeside(`${LOL}|a ?c|heat|heater|cold|winter|freezing|camping|rest stop|truck stop|semi|trucker|cdl|idle|idling|hot|summer`)}`,
    `(has been|been|keeps|kept|is|s been|hes been|he s been|shes been|she s been) cutting (himself|herself|themselves)(?= |$)${notBeside(`${LOL}|shaving|cooking|wood|lumber|saw|chainsaw|knife sharpening|years ago|used to|back in|in high school|as a teen|as a kid`)}`,
  ]),
  // Round 81 (round 90's conversations): "last txt was tell memaw im sorry" about a buddy not
  // answering; "wrote it all down for her already" in answer to the question about suicide, with a
  // date; "im handling him myself. 12 gauge already in the truck" about a child taken.
  ...rules("thirdPartyDanger", "lufkin-en-r90", [
    `(last|his last|her last|the last) (txt|text|message|msg|snap|post) (was|said|says)( \\w+){0,3} (im sorry|i m sorry|sorry|goodbye|bye|love you|i love you|tell \\w+ (im sorry|i m sorry|i love (her|him|them)))(?= |$)${besideWords("not answering|aint answering|ain t answering|wont answer|won t answer|gone|missing|cant reach|can t reach|phone off|no answer")}`,
  ]),
  ...rules("farewell", "boonville-en-r90", [
    `(last|his last|her last|the last) (txt|text|message|msg|snap|post) (was|said|says)( \\w+){0,3} (im sorry|i m sorry|sorry|goodbye|bye|love you|i love you|tell \\w+ (im sorry|i m sorry|i love (her|him|them)))(?= |$)${notBeside(`${LOL}|for being late|for the late|about (the|dinner|being)|sorry (i|we) (missed|forgot)|running late|wrong number`)}`,
    `(wrote|written|writ|got) (it |everything |things )?all (down|written down|wrote down|writ down) for (her|him|them|my wife|the kids|my kids|my family)( already)?(?= |$)${notBeside(`${LOL}|recipe|recipes|passwords? for the (bank|account)|instructions for the (tv|remote|furnace|mower)|grocery|shopping|c&p|c p|appointment|appt|claim`)}`,
  ]),
  ...rules("harm", "lufkin-en-r90", [
    `(im|i m|ima|imma|gonna|going to|i ll|ill|i will|i am) (handle|handling|deal with|dealing with|take care of|taking care of|settle|settling) (him|her|them|that (guy|dude|man|woman|bastard|fool|boy|punk)|this (guy|dude|man|woman|bastard|fool|punk))( \\w+)? (myself|personally|my own way|my way)(?= |$)${besideWords("gauge|shotguns?|rifles?|guns?|pistols?|loaded|dont need lawyers|don t need lawyers|no lawyers|no cops|no police|cops wont|cops won t|police wont|police won t|knife|bat")}${notBeside(`${LOL}|paperwork|court date|custody hearing|mediation|file for|filing for|judge`)}`,
  ]),
  ...rules("harm", "yuma-en-r90", [
    `(going to|gonna|about to|wants to|want to|says hes going to|said hes gonna|says hes gonna|said hes going to|swears hes gonna) (go )?find (the|that|this|his|her) (\\w+ ){0,2}(driver|guy|man|dude|person|woman|kid|officer|cop|boyfriend|ex|husband)(?= |$)${besideWords("shotgun|rifle|gun|pistol|finish it|kill|loaded|heading to|headed to")}${notBeside(`${LOL}|lawyer|attorney|court|sue|suing|insurance|police report|report|forgive|thank`)}`,
    `${SOMEONE_ELSE_BEFORE}(put|putting|puts|held|holding|holds|pressed|pressing|pulled|pulls|keeps putting|kept putting) (a|his|her|the|their) (knife|blade|gun|pistol|razor|box cutter|machete|shotgun|rifle) (to|against|on) my (neck|throat|head|face|chest|back|temple)(?= |$)${notBeside(`${LOL}|barber|shave|shaving|dream|nightmare\\w*|movie|show|years ago|in iraq|in afghanistan|in 19\\d\\d|in 20\\d\\d|deploy\\w*|used to|back then|statement|claim|mst|barracks|wrote|write|stressor|ptsd|c&p|c p|when i was|in the (army|navy|marines|service|military|corps)|basic|boot camp`)}`,
    `(throw|throwing|throwin|toss|tossing|tossin|push|pushing|pushin|chuck|chucking) (him|her|them|that (guy|dude|man|woman|lady|fool|bastard|supervisor|boss|foreman|driller|toolpusher)|the (guy|dude|man|woman|supervisor|boss|foreman|driller|toolpusher|new guy)|my (supervisor|boss|foreman|ex|roommate|brother in law|driller)) (overboard|off the (rig|deck|boat|platform|bridge|roof|cliff))(?= |$)${notBeside(`${LOL}|kidding|joke|joking|jk|wanna|want to|could|feel like|felt like|dream|fantasy|game|party|birthday|pool|tradition|crossing the line|shellback`)}`,
  ]),
  // A second read of the round (review-r81): a barrel "under my chin" put there by a husband; "bout
  // to smoke this dude... strapped rn"; which pills do not show up on a tox screen "after someone dies";
  // where to put the muzzle "so it works first try"; "goodnight everybody, for good this time"; "I
  // shall not be here past Friday", a wife to receive the benefits.
  ...rules("harm", "review-r81", [
    `${SOMEONE_ELSE_BEFORE}(put|putting|puts|held|holding|holds|pressed|pressing|shoved|jammed) (a|his|her|the|their) (barrel|muzzle|gun|pistol|shotgun|rifle|knife|blade) (under|against|into|to) my (chin|jaw|throat|neck|ribs|head|temple|mouth)(?= |$)${notBeside(`${LOL}|dream|nightmare\\w*|movie|show|years ago|in iraq|in afghanistan|in 19\\d\\d|in 20\\d\\d|deploy\\w*|used to|back then|statement|claim|mst|barracks|stressor|dentist|doctor|exam`)}`,
    `(bout to|about to|finna|gonna|going to|ima|imma|i ma|bouta) smoke (this|that|the|dis|dat) (dude|guy|man|boy|fool|clown|punk|mf|mofo|bastard|dawg|bitch)(?= |$)${besideWords("strapped|fr|for real|gun|glock|pistol|rn|tonight|on my mama|on god|disrespect\\w*")}${notBeside(`${LOL}|weed|blunt|joint|cigar|brisket|ribs|meat|hookah|game|video game|madden|2k|fortnite|cod|race|racing|chess|spades|dominoes|pool|ball`)}`,
  ]),
  ...rules("lethality", "review-r81", [
    `(which|what) (meds|pills|drugs|medications?) (dont|don t|wont|won t|doesnt|doesn t|do not|will not) (show up|show) (on|in) (a|the) (tox|toxicology) (screen|report|panel|test)(?= |$)${besideWords("after someone dies|after (i|you|someone) (die|dies|died)|autopsy|coroner|medical examiner|when (you|someone) die")}`,
    `(where|how) (do you|to|should i|do i|would you) (put|place|aim|point|hold) (the )?(muzzle|barrel|gun|pistol|shotgun)( \\w+){0,3} (so it works|so that it works|first try|the first time|so it (takes|counts))(?= |$)${notBeside(`${LOL}|deer|hunt\\w*|buck|elk|hog|boar|bear|target|range|coyote|turkey|season|animal|clean\\w*|safe|safety class`)}`,
  ]),
  ...rules("intent", "review-r81", [
    `(goodnight|good night|goodbye|good bye|bye)( \\w+){0,2} for good this time(?= |$)`,
    NOT_HERE_PAST_A_DAY,
  ]),
  ...rules("afterMe", "review-r81", [NOT_HERE_PAST_A_DAY]),
  // Round 81: an older test's look-alike the second opinion retrained with round 89 lifted to the crisis
  // reply: "been saving my pto all year, gonna take it all at once when the baby comes" (round 72's).
  ...rules("benign", "retrain-r81", [
    `(saving|saved|save|stacking|stacked|banking|banked|hoarding) (up )?(my |all my |all of my )?(pto|leave|vacation|vacation days|sick days|sick leave|annual leave|leave days|comp time|use or lose|paid time off)(?= |$)${notBeside(`${OWN_DEATH_SAID}|pills|meds|oxy\\w*|tonight|goodbye`)}`,
  ]),
  // Round 81: ordinary words round 90 read as risk: a caregiver "keeping his meds straight"; "i'd
  // take a bullet for memaw"; "shoot the va a fax"; "got my ass handed to me at the BVA"; a round
  // taken to the plate, told of scars.
  ...rules("benign", "boonville-en-r90", [
    `(?:(want|wants|wanted|need|needs) (them|the guns|these guns|those guns|his guns|the rifles|them guns) gone the legal way|(get rid of|sell|selling|turn in|turning in|surrender|dispose of|donate) (\\w+ ){0,3}(guns|rifles|firearms|shotguns) (the legal way|legally))(?= |$)${notBeside(`${OWN_DEATH_SAID}|kill|killing|hurt (himself|herself|myself)|tonight|cant trust|can t trust|scared of (him|her)|threaten\\w*`)}`,
    `(keeping|keep|keeps|kept) (his|her|their|my \\w+s) (meds|medications|medicines|pills) (straight|organized|sorted|in order|on schedule)(?= |$)${besideWords("caregiver|stipend|bathing|driving (him|her)|appointments|i do most|take care of (him|her)")}${notBeside(OWN_DEATH_SAID)}`,
    `(id|i d|i would|i ll|ill|i will|would|i) take a bullet for (\\w+|my \\w+)(?= |$)${notBeside(`${OWN_DEATH_SAID}|gun|pistol|rifle|pills|rope|tonight|goodbye|myself`)}`,
    `(an? )?overdose of (paperwork|forms|papers|red tape|bureaucracy|phone calls|calls|questions|hold music|emails|info|information|acronyms)(?= |$)${notBeside(OWN_DEATH_SAID)}`,
    `(best|good|recommend\\w*|which|what|buy|buying|cheap|affordable|decent|a new|new) (gun safe|gun safes|gun cabinet|gun locks?|trigger locks?|cable locks?|lock box)(?= |$)${besideWords("kids|grandkids|great grandkids|locked up|lock up|lock them up|visit|visiting|children|storage|store")}${notBeside(`${OWN_DEATH_SAID}|kill|tonight|pills|cant trust myself|can t trust myself|dont trust myself|scared of myself|do it|finding it|find it`)}`,
    `(shoot|shooting|shot) (the va|them|him|her|me|you|us|the office|my vso|the rater|the board) (a|an|over a|over an) (fax|email|e mail|text|message|note|letter|copy|form)(?= |$)${notBeside(`${OWN_DEATH_SAID}|last one|my last`)}`,
    `(got|get|getting) my (ass|butt|rear) handed to me(?= |$)${notBeside(`${OWN_DEATH_SAID}|gun|pistol|rifle|pills|rope|kill|tonight|goodbye`)}`,
    `(took|take|caught|got hit with|got) (a round|a bullet|shrapnel|a frag|frag) (to|in) (the|my) (plate|vest|helmet|kevlar|sapi|leg|arm|shoulder|hip|knee)(?= |$)${besideWords("scar|scars|rated|rating|claim|purple heart|in \\d\\d|in 19\\d\\d|in 20\\d\\d|back in|years ago|iraq|afghanistan|fallujah|ramadi")}${notBeside(OWN_DEATH_SAID)}`,
  ]),
  // Round 82 (round 91's natchez-en, gillette-en and puyallup-en: clear risk that got the line or
  // nothing): "the letter i leave her"; "shes planning something" beside her gun back; at the bridge,
  // "goin in"; on the shower floor with a razor; a week of the pill organizer taken; "she'll understand
  // tomorrow" beside a ring given; an email scheduled "so she doesnt find me herself"; "tonight's it for
  // me"; "bridge tonight" beside despair; "ill be dead before you decide... probably tuesday"; not
  // walking back off the ice; "cuttin again... wanna keep going"; a truck on the tracks, waiting on the
  // train; a brother's truck and pistol both gone; his letters "already written". Not a letter for a
  // trip or with a will, a surprise planned, a swim, a fall in the shower, pills taken by mistake, a
  // card game or a joke.
  ...rules("farewell", "gillette-en-r91", [LETTER_I_LEAVE_HER]),
  ...rules("afterMe", "gillette-en-r91", [LETTER_I_LEAVE_HER]),
  ...rules("thirdPartyDanger", "puyallup-en-r91", [
    `(shes|she s|she is|hes|he s|he is|theyre|they re) planning something(?= |$)${besideWords("gun|guns|pistol|rifle|pills|rope|her gun back|his gun back|dic|sgli|life insurance|if something happened|goodbye|gave away|38|357|45|9mm|glock|jewelry|gave the kids|from the sheriff")}${notBeside(`${LOL}|surprise|party|birthday|anniversary|trip|vacation|wedding|shower|christmas|dinner|reunion|gift|present|hunting|hunt|season|buddies|fishing|camping|pawn`)}`,
    `(his|her) (truck|car|pistol|gun|rifle|shotgun|keys) and (his|her) (pistol|gun|rifle|shotgun|truck|car) (are|were|r)( both)? (gone|missing)(?= |$)${notBeside(`${LOL}|stolen|theft|thief|robbed|break in|broke in|pawn\\w*|sold|towed|repo\\w*|police report`)}`,
    `(his|her) (goodbye )?(letters|notes|letter|note) (were|are|was|is|s) (already )?(written|sealed|addressed)( already)?(?= |$)${notBeside(`${LOL}|recommendation|reference|cover|college|application|christmas cards?|thank you|buddy|lay|statement|claim|nexus|santa|pen pal|c and p|c p|exam|doctor|nurse|therapist`)}`,
    `(park|parking|parked|parkin|sitting|sittin|stopped|stopping) (his|her|their|the|my) (truck|car|rig|semi|suv|van) on the ((rail ?road|railroad|train) )?tracks( \\w+){0,6} (waiting|waitin|wait) (on|for) (the|a) (train|freight|\\d+( \\d+)?)(?= |$)${notBeside(`${LOL}|stuck|stalled|broke down|broken down|crossing|derail\\w*|dream|movie|years ago`)}`,
  ]),
  ...rules("place", "gillette-en-r91", [
    `(at|on) the (bridge|dam|overpass|trestle)( \\w+){0,4} (goin|going|gonna go|bout to go|about to go) in(?= |$)${notBeside(`${LOL}|street|clinic|office|building|appointment|appt|store|restaurant|bar|shop|hospital|swim\\w*|fishing|kayak\\w*|canoe\\w*|float\\w*|tubing|raft\\w*|meeting|work|shift`)}`,
    `not (planning|plannin|planing|gonna|going|fixing|fixin) (on |to )?(walk|walking|walkin|swim|swimming) back (off|up|out|in)( of)?( it| there| that| this \\w+| the \\w+)?(?= |$)${notBeside(`${LOL}|uber|ride|rides|truck|boat|sled|snowmobile|atv|picking me up|pick me up|drive back|driving back|bus|flight|fly back|ferry|train`)}`,
    `(the )?(bridge|overpass|tracks|trestle) (tonight|tonite|today|rn|right now)(?= |$)${besideWords("done|im done|denied|goodbye|sorry|tired|nothing left|over it|retraumatized|cant do this|can t do this|finished")}${notBeside(`${LOL}|game|games|party|club|cards|card|tournament|play|playing|traffic|construction|closed|closure|toll|commute|work|shift|run|5k|walk|fishing|photo\\w*|concert|festival|fireworks`)}`,
  ]),
  ...rules("meansReady", "gillette-en-r91", [
    `(on|sitting on|laying on|lying on) the (floor|bottom) of the (shower|tub|bathtub|bathroom)( \\w+){0,3} with (a|the|my) (razor|razors|blade|blades|knife|box cutter|pills|gun|pistol)(?= |$)${notBeside(`${LOL}|fell|fall|falls|fallen|slipped|slip|grab bar|rail|shower chair|shower seat|cant get up|can t get up|help me up|shav\\w*|legs`)}`,
  ]),
  ...rules("lethality", "puyallup-en-r91", [
    `(took|taken|swallowed|downed|ate) (everything|all|every pill|all the pills|the whole week|a whole week|the week) (in|from|out of) (my|the|his|her) pill (organizer|box|case|sorter|container)(?= |$)${notBeside(`${LOL}|by mistake|mistake|accident\\w*|mixed up|confused|wrong day|wrong week|poison control|forgot|dementia|memory`)}`,
    `(been )?(cuttin|cuttin myself|cuttin on myself)( again)?( \\w+){0,6} (its bad|it s bad|too deep|real deep|wont stop|won t stop|keep going|keep goin|wanna keep)(?= |$)${notBeside(`${LOL}|wood|lumber|grass|hair|hay|timber|brush|onions|meat|coupons|class|classes|school|corners|back on|weight|carbs|sugar|drinking|smoking|barber\\w*|clippers|shop`)}`,
  ]),
  ...rules("suicide", "natchez-en-r91", [
    `(been |started |start |i been |ive been |i ve been )cuttin (again|myself|on myself)(?= |$)${notBeside(`${LOL}|wood|lumber|grass|hair|hay|timber|brush|onions|meat|coupons|class|classes|school|corners|back on|weight|carbs|sugar|drinking|smoking|barber\\w*|clippers|shop`)}`,
  ]),
  ...rules("farewell", "puyallup-en-r91", [
    `(shell|she ll|she will|hell|he ll|he will|theyll|they ll|they will|youll|you ll|you will|everybody ll|everyone will) (all )?understand (tomorrow|tonight|in the morning|soon enough|when (its|it s|it is) done|after)(?= |$)${besideWords("gave|give|given|ring|watch|goodbye|sorry|letter|note|dog|keys|love her|love him|love you")}${notBeside(`${LOL}|surprise|gift|present|birthday|christmas|anniversary|explain|tell (her|him|them)|once i (explain|tell)|when (she|he|they) (sees|see|opens|open|reads|read) the (card|gift|present|letter from the va)|vso|decision letter|letter from|explain\\w*|goes over|go over|lawyer|rating`)}`,
    SO_SHE_DOESNT_FIND_ME,
  ]),
  ...rules("intent", "puyallup-en-r91", [
    SO_SHE_DOESNT_FIND_ME,
    `(tonights|tonight s|tonight is|todays|today s|today is|this is) it for me(?= |$)${besideWords("wont need|won t need|goodbye|sorry|done|bridge|pills|gun|tonights|tonight s")}${notBeside(`${LOL}|shift|drinking|beer|booze|work|job|smoking|career|retire\\w*|gym|diet|bed|the night|for today|season|league|game|tour|deploy\\w*|contract|appointment|appt`)}`,
    `(ill|i ll|i will|im gonna|i m gonna|gonna|i am going to) be dead before (\\w+ ){0,6}(decide|decides|decision|rule|rules|finish|finishes|get to it|process|look at it|answer)( \\w+){0,2} ((probably|likely|prob|maybe)( by| before)?|by|before) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend|next week)(?= |$)${notBeside(`${LOL}`)}`,
  ]),
  ...rules("time", "puyallup-en-r91", [
    `(tonights|tonight s) it for me(?= |$)${notBeside(`${LOL}|shift|drinking|beer|work|job|smoking|career|gym|diet|bed`)}`,
  ]),
  // Round 82 (round 91's threats that got the crisis reply, the line or nothing): a dispatcher to be
  // killed with "the pipe behind the seat"; a clinic to be "shot up"; the staff to be "taken out"; a rig
  // driven "through the front door"; a VA doctor a brother "intends to shoot"; "i know where she lives"
  // beside "find out what no nexus feels like"; "building something for the regional office... ill show
  // em tbi"; "somebody leaves in a bag"; "cutting whoever signed this"; a new boyfriend who "won't see
  // Christmas" beside guns and drive-bys. Not an idiom, a heroin shot, lunch taken out, an accident, an
  // email shot off, a grocery bag or a diagnosis.
  ...rules("harm", "natchez-en-r91", [
    `(im|i m|ima|imma|gonna|going to|i ll|ill|i will|i swear ill|i swear i ll) (kill|beat|whoop|hurt|stab|shoot|bust|crack) (that|this|the|my) (\\w+ )?(dispatcher|boss|foreman|supervisor|manager|driver|rater|doctor|nurse|neighbor|landlord|broker|shipper)( \\w+){0,20} (pipe|lead pipe|tire iron|tire thumper|thumper|crowbar|ball bat|baseball bat|bat|hammer|wrench|machete|knife|pistol|gun|rifle|shotgun|glock)( behind the seat| under the seat| in the (truck|cab|sleeper))?(?= |$)${notBeside(`${LOL}|figure of speech|kidding|jk|not really|metaphor|joke|joking|not literally`)}`,
    `(gonna|going to|goin to|gon|bout to|about to|finna|will|hell|he ll|he will|said he|says he|say he|threaten\\w*)( \\w+){0,8} (shoot|shootin|shooting) (it|the place|that place|this place|the clinic|the office|the building|em|them|everybody|everyone|yall) up(?= |$)${besideWords("clinic|va|office|hospital|school|church|work|job|store|building|regional office|vet center|cboc|the yard|terminal")}${notBeside(`${LOL}|heroin|dope|needle|meth|drugs|insulin|testosterone|steroids|game|video|movie|paintball|airsoft|nerf|photo|photos|photographer|pictures|selfies|camera`)}`,
    `(take|taking|takin|took) out (the|all the|everybody at|everyone at|every one of the|every last one of the) (staff|people|doctors|nurses|workers|employees|clerks|folks|raters|guards)( at| in)?(?= |$)${besideWords("va|clinic|office|hospital|center|building|rifles?|guns?|pistol|cleaning his|cleaning my|means it")}${notBeside(`${LOL}|to lunch|to dinner|for lunch|for dinner|for breakfast|for coffee|trash|garbage|loan|loans|an ad|ad in|appreciation|breakfast|pizza|donuts|thank|thanks|bbq|barbecue|to eat|christmas|dinner|restaurant|lunch|party|celebrat\\w*|nice|holiday`)}`,
    `(drive|driving|drivin|ram|ramming|plow|plowing|crash|crashing|run|running|put|putting) (this|my|the|a|that) (\\w+ ){0,3}(rig|truck|semi|car|suv|18 wheeler|tractor|dump truck|pickup|tanker) (right )?(through|into|thru) (the |that |their )?(va |v a |regional |clinic )?(front )?(door|doors|window|windows|lobby|entrance|building|office|clinic|wall)(?= |$)${besideWords("va|v a|regional office|building|clinic|office|deny|denied|denies|one more time|swear")}${notBeside(`${LOL}|accident\\w*|almost|nearly|someone|somebody|a guy|a lady|a driver|crashed into my|brakes|ice|icy|snow|fog|dream|nightmare|news|backing|backed`)}`,
    `(intends|intend|intended|plans|planned|planning|means|meant|wants|fixing|fixin|vowed|swore) (to (shoot|kill|stab|hurt|murder|gun down)|on (shooting|killing|stabbing|hurting|murdering)) (the|his|her|my|that|this) (\\w+ ){0,2}(doctor|nurse|rater|clerk|pharmacist|psychiatrist|therapist|counselor|provider|boss|supervisor|ex|wife|husband|neighbor|landlord|officer)(?= |$)${notBeside(`${LOL}|figure of speech|kidding|jk|metaphor|joke|joking|email|e mail|message|text|note|fax|letter|line|question|call|video|photo|pictures`)}`,
  ]),
  ...rules("harm", "gillette-en-r91", [
    // Round 91's conversations: "just want to find him. rifle's in the truck" after asking the
    // rater's name; "ill be there at open with the AR"; "gonna slash his tires tonight and then him".
    `(just )?(want|wanna|going|gonna|gotta|need|have) (to )?find (him|her|them|that (guy|man|rater|dude|doctor|lady|woman))(?= |$)${besideWords("rifle|rifles|gun|guns|pistol|shotgun|ar|loaded|full tank|heat|glock")}${notBeside(`${LOL}|missing|lost|runaway|ran away|worried|welfare|hospital|police|cops|search\\w*|wandered|dementia|alzheimer\\w*|mail|card|thank|lawyer|court|serve|papers|hunting|deer|range`)}`,
    `(ill|i ll|i will|gonna|im gonna|i m gonna|going to) be there( \\w+){0,4} with (the|my|a|an) (ar|ar 15|rifle|gun|pistol|shotgun|glock|piece|heat|45|9mm|9)(?= |$)${notBeside(`${LOL}|range|hunting|honor guard|funeral|display|show|museum|to sell|selling|firing party|firing detail|salute|cemetery|ceremony|color guard|rifle team|21 gun|they asked me|cleaning|appraisal|gunsmith|pawn|flag`)}`,
    `(slash|slashing|cut|cutting|stab|stabbing|pop|popping) (his|her|their) tires( \\w+){0,3} (and )?(then )?(him|her|them)(?= |$)${notBeside(`${LOL}|kidding|jk|joke|joking`)}`,
    `(shes|she s|hes|he s|theyre|they re|they|he|she|yall|you) (gonna|going to|about to|bout to|will|finna) find out what (no nexus|no service connection|a denial|denied|\\w+) feels like(?= |$)${besideWords("i know where|where (she|he|they) (lives|live|stays|parks)|her house|his house|their house|address")}${notBeside(`${LOL}|appeal|complaint|report|lawyer|attorney|congressman|senator|review`)}`,
    `(building|built|making|made) (something|a little something|a surprise|a present|a gift|a device) for (the|that|those|them at the) (regional office|va|clinic|office|rater|raters|board|vamc)(?= |$)${besideWords("wanna deny|want to deny|show em|show them|ill show|i ll show|find out|see what|pay for|gonna pay|will pay")}${notBeside(`${LOL}|thank|thanks|appreciation|card|cookies|bake|baking|christmas|holiday|cake|bench|shelf|ramp|plaque|model|flag case|shadow box|display|donat\\w*|volunteer\\w*|woodshop|program|nurses|helped|helps|buddy letters?|evidence`)}`,
    `(cut|cutting|cuttin|stab|stabbing|stabbin|shoot|shooting|shootin|slash|slashing|gut|gutting) (whoever|whomever|anybody who|anyone who|the one who|the person who|the guy who|the lady who|every one who|everyone who) (signed|denied|wrote|did|rated|approved|sent|lost)(?= |$)${notBeside(`${LOL}|a check|checks|the check|a deal|slack|corners|in line|red tape|ties|cake|a break|an email|a letter|a note`)}`,
  ]),
  ...rules("harm", "puyallup-en-r91", [
    `(somebody|someone|somebodys|somebody s|someone s|people|he|she|everybody|some \\w+) (leaves|leaving|goes out|going out|comes out|coming out|carried out|gets carried out|leave)( \\w+){0,4} (in|inside) (a|body|a body) bags?(?= |$)${notBeside(`${LOL}|trash|garbage|grocer\\w*|lunch|shopping|gift|goodie|doggy|doggie|goody|tea|popcorn|laundry|sleeping bag|paper bag|plastic bag|bean bag|bag of`)}`,
    `(?<=(^| )(boyfriend|girlfriend|husband|wife|ex|ex wife|exs|ex s|neighbor|boss|supervisor|landlord|rater|that (guy|dude|man|woman|bastard))( \\w+){0,2} )(wont|won t|will not|aint gonna|ain t gonna|not gonna|never gonna) see (christmas|thanksgiving|new years|the new year|easter|his birthday|her birthday|the weekend|friday|saturday|sunday|monday|tomorrow|another (day|week|christmas))(?= |$)${besideWords("firearms|guns|gun|rifle|rifles|pistol|driving past|drives past|drove past|been driving|their house|his house|her house|watching|parked outside")}${notBeside(`${LOL}|cancer|hospice|terminal|doctor|prognosis|sick|dying|hospital|deployed|deployment|overseas|working|shift|jail|prison|locked up`)}`,
  ]),
  // Round 82: the three threats the second opinion retrained with round 90 no longer lifted to 911
  // first were Spanish; the rules that hold them (retrain-r82) stand among the Spanish rules.
  // Round 82: ordinary words round 91 read as risk: DIC "including by suicide"; a pickup that "gave up
  // the ghost"; a wife "about to kill me" over a form. ("im done driving" in three years and "a rolling
  // bomb" are exclusions in the older intent and threat rules.)
  ...rules("benign", "natchez-en-r91", [
    // Round 91's conversations: DIC "including by suicide if it is linked to his PTSD".
    `(including|even) (by |death by |if (it was |it s |its |the death was |his death was |her death was )?(by )?)?suicide(?= |$)${besideWords("dic|service connected|linked|his death|her death|their death|evidence|survivor\\w*|widow\\w*|chapter 35")}${notBeside("kill myself|end (it|my life)|my own life|i want to die|tonight|myself|i will|im going to|i m going to")}`,
    `(gave|give|gives|giving|given|finally gave) up the ghost(?= |$)${besideWords("truck|pickup|car|van|suv|rig|tractor|engine|motor|transmission|fridge|washer|dryer|phone|laptop|computer|mower|ac|furnace|water heater|auto allowance|adaptive")}${notBeside(`${OWN_DEATH_SAID}|i gave|im giving|i m giving|gonna give|ready to give`)}`,
    `(my )?(wife|husband|old lady|woman|mama|momma|mom|daughter|boss)( is| s)? (about to|bout to|finna|gonna|going to) (kill|murder) me( \\w+){0,3} (i|cause i|because i|cuz i|bc i) (put|forgot|missed|messed up|lost|signed|clicked|entered|typed|picked|sent)(?= |$)${notBeside(`${OWN_DEATH_SAID}|gun|pistol|knife|hit me|hits me|hurt me|choked|afraid|scared|hiding|police|911`)}`,
  ]),
  // Round 83 (round 92's cullman-en, marquette-en and leesville-en: clear risk that got the line or
  // nothing): sleeping pills "put back a few at a time" to near sixty; the number to report a death left
  // on the icebox "for the morning"; how long a person lasts in the lake "not for a rescue this time";
  // "told her ill see her later. i wont"; the night already picked beside driving off the cliffs; a
  // shipmate's pistol posted with "fair winds"; the anchor chain and no life jacket; "been planning it
  // for a month" and wanting someone to know; "only need the one" of a box of shells; a respawn timer
  // set for friday; parked on the bridge; "game over for real" and the claim closed; trying again with
  // the rope; a cousin who "asked why" things were given him; "took all of em already"; a system "going
  // offline permanently" beside a beneficiary; an old soldier's "shutting down, signal lost" and no
  // answer; "plan set. weapon on hand"; "no route to host. thats me"; "doing it before new years" beside
  // a death; the bleeding not stopped "this time"; "EOL is saturday" beside a weapon ready. Not a
  // rescue, a trip, a party, a phone's battery, a game, a knot class or a hunt.
  ...rules("lethality", "cullman-en-r92", [
    `(putting|puttin|put|been putting|been puttin|saving|savin|stashing|squirreling|hoarding) (back|up|away|aside) (my |the |his |her |all my |some of my )?(sleeping |sleep |pain |nerve |heart |blood pressure )?(pills|meds|tablets|medicine|medication|capsules)( \\w+){0,12} (got|have|ive got|i ve got|up to|near|nearly|about|almost|over|close to) (near |nearly |about |almost |over |close to )?(\\d+|enough|a bunch|plenty)(?= |$)${notBeside(`${LOL}|return|dispose\\w*|disposal|take back|drop off|expired|lockbox|lock box|pharmacy says|mail order|travel|trip|deployment|hurricane|storm|run out|running out|in case|organizer|weekly|refill|refills|left|pill box|pillbox|sorter|cabinet|cupboard`)}`,
  ]),
  ...rules("farewell", "cullman-en-r92", [
    `(leave|leaving|put|putting|tape|taping|stick|sticking) (it|the number|that number|the paper|the list|it all) (on|by|under|next to) (the|my) (icebox|fridge|refrigerator|table|kitchen table|counter|nightstand|dresser|door)( \\w+){0,6} (so|for) (she|he|they|her|him|them|my \\w+)( \\w+){0,6} (in the morning|tomorrow|when (she|he|they) (gets|get|comes|come) (home|in|over))(?= |$)${besideWords("report a (veteran|death)|has died|veteran died|death|burial|funeral|wont have to hunt|won t have to hunt|wont have to look|won t have to look|wont have to search")}${notBeside(`${LOL}|vacation|trip|hospital|surgery|procedure|shift|work|grocery|chores|babysit\\w*|dog sit\\w*|feed the`)}`,
  ]),
  ...rules("lethality", "marquette-en-r92", [
    `how long (does|do|can|would|will) (a person|a body|someone|somebody|a man|a woman|a guy|you|one) (last|survive|make it|live|stay conscious)( \\w+){0,2} (in|under) (the )?(lake|superior|lake superior|water|ice water|cold water|river|big lake|ocean|sea|bay|harbor)( \\w+){0,4}(?= |$)${besideWords("hypothetically|not for a rescue|not for (a )?(class|training|work|the job)|this time|asking for me|for me|for myself|no reason|just curious")}${notBeside(`${LOL}|survival class|training class|sar class|instructor|teaching|students|for work|cold water training|polar plunge|plunge|swim team|triathlon|wetsuit|dry suit|drysuit|kayak\\w*|paddl\\w*|rescue swimmer school`)}`,
  ]),
  ...rules("intent", "marquette-en-r92", [
    `(told|tell|telling|said to) (her|him|them|my \\w+|the kids|everybody|everyone) (ill|i ll|i will|id|i d) see (her|him|them|you|em) (later|tomorrow|soon|around|next week)( \\w+){0,2} (i wont|i won t|i will not|but i wont|but i won t|i aint|i ain t|not gonna|im not)(?= |$)${notBeside(`${LOL}|busy|work|shift|trip|deploy\\w*|flight|vacation|out of town|cant make it|can t make it`)}`,
    `(already|i already|ive already|i ve already|i have already|just) (picked|chose|chosen|set|planned) the (night|day|date|time|spot|place)(?= |$)${besideWords("cliff|cliffs|off the|bridge|drive off|driving off|plow off|truck off|pills|gun|rope|lake|ice|river|jump|end it|wont need|goodbye")}${notBeside(`${LOL}|wedding|party|reunion|trip|vacation|camp|hunt\\w*|fishing|ice fishing|surgery|move|moving|closing|graduation|retirement|anniversary|birthday|proposal|propose|date night|game`)}`,
    `(been|ive been|i ve been|i have been|im|i m) planning (it|this) for (a|about a|over a|like a|almost a|\\d+|two|three|a few|a couple) (month|months|week|weeks|year|years|while)(?= |$)${besideWords("just wanted (someone|somebody|anybody) to know|just want (someone|somebody|anybody) to know|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|after school|wont be|won t be|goodbye")}${notBeside(`${LOL}|surprise|party|trip|vacation|wedding|proposal|propose|reunion|camp|hunt\\w*|fishing|move|moving|retirement|claim|appeal|garden|build|remodel|birthday|anniversary|prom|date|concert|race|marathon`)}`,
    `(only|just) (need|needs|gonna need|going to need|takes|take) the (one|1)(?= |$)${besideWords("shells|shell|rounds|round|bullets|bullet|ammo|box of|cartridge|cartridges|slug|slugs")}${notBeside(`${LOL}|deer|buck|doe|elk|bear|tag|tags|hunt\\w*|season|opener|stand|blind|range|target|zero|sight\\w* in|coyote|varmint|turkey|bird|bugler|honors|funeral|blank|blanks|salute|firing party|honor guard|color guard`)}`,
  ]),
  ...rules("meansReady", "marquette-en-r92", [
    `(with|and) (the |an |my )?(anchor|anchor chain|chain|weights|weight belt|dive weights|cinder block|cinderblocks|cinder blocks) and no (life jacket|lifejacket|life vest|pfd|vest)(?= |$)${notBeside(`${LOL}|forgot|lost|rental|rent|law|ticket|fine|warden|coast guard inspection|inspection|safety check|dnr`)}`,
  ]),
  ...rules("thirdPartyDanger", "marquette-en-r92", [
    `(posted|post|posting|sent|send|texted|shared|put up)( me| us)? (a )?(pic|picture|photo|selfie|snap|video) of (his|her|their) (pistol|gun|rifle|shotgun|pills|rope|glock|revolver|45|9mm)(?= |$)${besideWords("fair winds|goodbye|good bye|bye|love you all|love yall|sorry|final|farewell|last post|who do i call|not answering|wont answer|won t answer|see you on the other side|end of watch|taps")}${notBeside(`${LOL}|range|hunt\\w*|deer|new gun|just bought|sale|for sale|selling|trade|cleaning|gun show|collection|competition|match`)}`,
  ]),
  ...rules("intent", "leesville-en-r92", [
    RESPAWN_SET_FOR_A_DAY,
    CLOSE_MY_CLAIM_GAME_OVER,
    `(try|trying|tryin|gonna try|going to try|try it|trying it) (it )?again with the (rope|noose|cord|extension cord|belt|pills|gun|pistol|razor|blade)(?= |$)${notBeside(`tow|towing|boat|dock|tie down|tie downs|knot class|knots class|bowline|climb\\w*|swing|tire swing|calf|calves|roping|lasso|rodeo|horse|tarp|load|strap|straps|trailer|fence|clothesline|tent|hammock|gym|jump rope|jumping|range|target|deer|hunt\\w*`)}`,
    `(he|she|they|my \\w+|the kids) asked (me )?why( \\w+){0,3} (i )?(didnt|didn t|did not|wouldnt|wouldn t|couldnt|couldn t|never) (tell|told|say|said|answer|answered) (him|her|them|nothing|anything)?(?= |$)${besideWords("xbox|aid bag|my guns|my rifle|my pistol|my watch|dog tags|challenge coin|medals|cemetery|burial|funeral")}${notBeside(`${LOL}|birthday|christmas|graduation|surprise|moving|move|downsiz\\w*|outgrew|outgrown|new one|upgrade\\w*|deploy\\w*`)}`,
    `(not sure|dunno|idk|i dont know|i don t know) why (im|i m|i am) (typing|writing|texting|sending|saying) (this|it|any of this)( \\w+){0,3} (just )?(want|wanted|wantin|wanting) (somebody|someone|anybody|anyone) to know(?= |$)${notBeside(`${LOL}|claim|appeal|rating|denied|approved|decision`)}`,
    `(going|goin|gonna go|about to go|bout to go|go|sys going|system going|systems going) (offline|off line) (permanently|for good|forever|for the last time)(?= |$)${besideWords("vgli|sgli|beneficiary|beneficiaries|wife|spouse|kids|backed up|docs|before \\d+|tonight|cutover|final|goodbye|life insurance")}${notBeside(`${LOL}|website|site|server|servers|portal|ebenefits|va gov|my healthevet|facebook|instagram|social media|account|app|maintenance|phone|email|e mail|newsletter|business|company|store|shop|channel|stream|youtube|group chat|groupchat|chat|text thread`)}`,
    `(plan|plans|the plan) (is |are )?(set|made|ready|in place|locked in|locked|final|done)( \\w+){0,3} (weapon|weapons|gun|guns|pistol|pistols|rifle|rifles|pills|rope|shotgun|shotguns) (on hand|ready|loaded|in hand|here|staged|set)(?= |$)${notBeside(`${LOL}|range|hunt\\w*|deer|training|qual\\w*|drill|exercise|competition|match|game|airsoft|paintball|exit plan|escape plan|safety plan|home defense`)}`,
    `(ping timeout|request timed out|no route to host|connection lost|signal lost|lost signal|end of line|end of transmission|system failure|critical failure|fatal error)( \\w+){0,6} (thats|that s|that is) me(?= |$)(?! (done|out|for|at|off|with|again|today|tonight|too|lol)( |$))${notBeside(`${LOL}|router|wifi|wi fi|internet|modem|comcast|xfinity|att|verizon|spectrum|laptop|printer|computer|pc|server|ebenefits|va gov|website|portal|login|password|app`)}`,
    `(thinking|thinkin|thought|been thinking|been thinkin) (about|bout|abt|of) (doing|doin) (it|this) (before|by|on|after) (new years|christmas|thanksgiving|the holidays|my birthday|the weekend|the end of the month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow)(?= |$)${besideWords("if im dead|if i m dead|if i die|if i was dead|after im gone|after i m gone|when im gone|when i m gone|does my (wife|girlfriend|girl|kids|family|husband|boyfriend) get|life insurance|sgli|vgli|dic")}${notBeside(`${LOL}|claim|appeal|filing|file|taxes|move|moving|surgery|proposal|propose|wedding|paperwork|form|forms`)}`,
    `(im|i m|i am|and im|and i m|but im|but i m) not (stopping|gonna stop|going to stop|stoppin) mine( this time)?(?= |$)${besideWords("bleeding|bleed|bleeds|blood|tourniquet|stop the bleeding")}${notBeside(`${LOL}|nosebleed|nose bleed|period|shaving|shave|hemophilia|blood thinner|blood thinners|warfarin|eliquis|xarelto`)}`,
    `(eol|eols|end of life|end of line|lights out) (is |will be |set for |on )? (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend|\\d+)(?= |$)${besideWords("weapon|gun|pistol|rifle|pills|rope|docs|squared away|burial|flag|before")}${notBeside(`${LOL}|hospice|doctor|doctors|oncolog\\w*|cancer|terminal|dad|mom|father|mother|grandpa|grandma|his|her|contract|software|windows|support|product|server|vendor|license|lease|warranty|phone|separation|separating|ets|retire\\w*|dd214|dd 214|terminal leave|job|work|shift`)}`,
  ]),
  ...rules("time", "leesville-en-r92", [
    RESPAWN_SET_FOR_A_DAY,
    `(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight) after (school|work|class|practice|church|my shift|shift|everyone leaves|everybody leaves)(?= |$)${besideWords("been planning it|been planning this|planning it for|just wanted (someone|somebody|anybody) to know|just want (someone|somebody|anybody) to know")}${notBeside(`${LOL}|party|surprise|trip|game|practice|tryouts|date|movie|concert|dinner|hang out|hangout|birthday`)}`,
    `(\\d{4}|\\d{1,2} ?(am|pm)|tonight|midnight|dawn) (is|s) the (cutover|go|execution|launch|shutdown|go live|maintenance)( \\w+)? window(?= |$)${besideWords("thats me|that s me|no route to host|ping timeout|spouse doesnt know|spouse doesn t know|wife doesnt know|wife doesn t know|nobody knows")}${notBeside(`${LOL}|server|servers|router|network|migration|deploy\\w*|release|patch|update|ticket|change request|outage|customers|users|client|clients|on call|oncall`)}`,
  ]),
  ...rules("farewell", "leesville-en-r92", [CLOSE_MY_CLAIM_GAME_OVER]),
  // Round 92's conversations: "want her to have it quick. got it planned for after the walleye opener"
  // after what a widow is paid; guns that are "there. i think about them".
  ...rules("intent", "marquette-en-r92", [GOT_IT_PLANNED_FOR_AFTER]),
  ...rules("time", "marquette-en-r92", [GOT_IT_PLANNED_FOR_AFTER]),
  ...rules("hopeless", "leesville-en-r92", [
    `(theyre|they re|they are|its|it s|it is) (just )?(there|right there|in the closet|in the safe|in the drawer)( \\w+){0,2} i (think|keep thinking|been thinking) (about|bout|of) (them|it|em)( a lot| all the time| every day| too much)?(?= |$)${notBeside(`${LOL}|medal|medals|trophy|trophies|photo|photos|pictures|letters|flag|uniform|dog tags|tags|coins|ribbons|memories|my dads|my moms|grandpas|grandmas|papers|records|documents|sell|selling|sold|pawn|trade|clean\\w*|collection|collector|insurance|appraise\\w*|value|worth|inherit\\w*|estate`)}`,
  ]),
  ...rules("place", "leesville-en-r92", [
    `(im|i m|i am|sitting|sittin|been)( \\w+){0,2} parked on (it|the bridge|a bridge|the overpass|the dam|top of the bridge|the levee)(?= |$)${besideWords("bridge|overpass|river|dam|levee|trestle")}${notBeside(`${LOL}|traffic|stuck|broke down|broken down|construction|toll|accident|wreck|flat|jam|fishing|flagger|detour|road work|roadwork|tow|waiting on a tow|hazards|road|cattle|water to go down|flood|flooding|high water|check cattle|hunting|shuttle|bus`)}`,
  ]),
  ...rules("thirdPartyDanger", "leesville-en-r92", [
    `how (do|can|would|could) (i|we) get (someone|somebody|anyone|anybody|help|a cop|the cops|police|a deputy|an officer|the sheriff) (there|to (him|her|them|his place|her place|his house|her house)|out there|over there) (now|right now|rn|asap|fast|quick|tonight)(?= |$)${besideWords("not answering|wont answer|not picking up|isnt answering|goodbye|signal lost|shutting down|thanks sgt|said bye|last text|his gun|her gun|pistol|rifle|pills")}${notBeside(`${LOL}|fell|fall|fallen|stroke|heart attack|seizure|diabet\\w*|sugar|insulin|dementia|alzheimer\\w*|wandered|locked out|flat tire|broke down|broken down|tow|lockout`)}`,
  ]),
  ...rules("meansReady", "leesville-en-r92", [
    `(weapon|weapons|gun|guns|pistol|rifle|shotgun|glock) (is |are )?(ready|loaded|staged|set|cleaned and loaded|on hand)(?= |$)${besideWords("eol|end of life|saturday|sunday|monday|tuesday|wednesday|thursday|friday|tonight|squared away|docs|burial|beneficiary|plan set|no further transmissions|final sitrep")}${notBeside(`${LOL}|range|hunt\\w*|deer|season|opener|stand|blind|qual\\w*|training|drill|competition|match|home defense|intruder|burglar|break in|storm|hurricane|gun show`)}`,
  ]),
  ...rules("farewell", "leesville-en-r92", [
    `no (further|more) (transmissions|transmission|comms|communication|traffic|messages)(?= |$)${besideWords("final|plan|weapon|gun|pistol|rifle|goodbye|sitrep|out|over and out")}${notBeside(`${LOL}|radio check|net|exercise|drill|training|ham|ham radio|cb|field day|shift|end of shift|weekend|vacation|pto|leave`)}`,
  ]),
  // Round 83 (round 92's threats that got the crisis reply, the line or nothing): someone at the back
  // door now with a crowbar; "lighting up the whole line at work" beside the AR brought; "accidents
  // happen in deer season" beside where a daughter's ex hunts; a VA to be made to "all pay"; a
  // grandfather's gun brought to school for a kid; an ex run off the road and "call it black ice";
  // going over to a neighbour's with the 30-30, "hes been warned"; a brother-in-law who "said hes
  // killing my sister tonight"; a classmate's gun brought "and shooting everyone in 4th hour"; the AR in
  // the truck "and hes done". Not a hunt, a range day, back pay, a snowplow's route or a sports team.
  ...rules("harm", "cullman-en-r92", [
    `(somebody|somebodys|someone|someones|some guy|some guys|some man|a man|a mans|a guy|a guys|a stranger|a strangers|a dude|some dude|two guys|theres somebody|theres someone) (is |are )?(on|at|in|outside|trying to get in) (my|the) (back |front |side )?(porch|door|yard|house|window|windows|driveway|garage|deck|gate)( right now| rn| now)?( \\w+){0,3} with (a|an|his|their) (crowbar|gun|knife|bat|baseball bat|pistol|rifle|machete|axe|ax|hammer|shotgun|tire iron|pipe)(?= |$)${notBeside(`${LOL}|dream|nightmare|movie|show|tv|last year|years ago|in 19\\d\\d|in 20\\d\\d|repair\\w*|fixing|fix|contractor|handyman|roofer|plumber`)}`,
    `(lighting|light|lite|lightin) up (the whole|the entire|everybody on the|everyone on the|the) (line|floor|shop|office|plant|place|crew|shift|break room|breakroom|warehouse|kill floor)( at work)?(?= |$)${besideWords("ar|ar 15|rifle|gun|pistol|shotgun|glock|stop myself")}${notBeside(`${LOL}|christmas lights|lights|decorat\\w*|party|smile|mood|cigarette|cigar|smoke|joint|bbq|grill|fireworks`)}`,
    `(make|making|gonna make|going to make) (em|them|every one of (em|them)|every single one of (em|them)|everybody|everyone|all of (em|them))( all)? pay(?= |$)${besideWords("va|v a|clinic|office|regional|hospital|every single one|every one of|done being ignored|im done|i m done")}${notBeside(`${LOL}|back pay|backpay|pay me|paid|pay out|payout|child support|taxes|bill|bills|invoice|owe|owed|debt|money|benefits|compensation|comp|rating|back dated|retro\\w*|lawsuit|sue|lawyer|attorney|court|congress\\w*|complaint|ig|inspector general|news|reporter`)}`,
  ]),
  ...rules("harm", "marquette-en-r92", [
    `accidents happen( \\w+){0,3}(?= |$)${besideWords("i know where (he|she|they) (hunts|hunt|lives|works|fishes|parks|drinks|sleeps)")}${notBeside(`${LOL}|kids|toddler|potty|spilled|spill|dog|puppy|insurance claim|car insurance|workers comp|at work|on the job|safety|osha`)}`,
    `(im|i m|ima|imma|gonna|going to|i ll|ill|i will|i swear ill|i swear i ll|swear ill|swear i ll) (run|drive|knock|push|force) (him|her|them|that \\w+|the ex|my ex|his ass|her ass|his truck|her car) off the road(?= |$)${notBeside(`${LOL}|almost|nearly|tried to run me|ran me|run me|someone|somebody|kidding|jk|joke|joking|video game|game`)}`,
    `(im|i m|ima|imma|gonna|going to|goin to|i ll|ill|i will|bout to|about to) (bring|bringing|take|taking|takin) (my |grandpas |grandpa s |my grandpas |my grandpa s |my dads |my dad s |dads |his |her |a |the )?(gun|pistol|rifle|glock|piece|ar|shotgun|revolver)( \\w+){0,2} (to school|tomorrow|tmrw|tmr|monday|tuesday|wednesday|thursday|friday)( and (end|ending|finish|finishing) it)?(?= |$)${besideWords("school|kid|kids|bully|bullies|jumping me|jumps me|picks on me|everyone gonna see|everybody gonna see|4th hour|class|hallway|locker")}${notBeside(`${LOL}|gunsmith|range|hunt\\w*|deer|show and tell|safety class|hunter safety|hunters safety|hunter ed|pawn|sell|selling|cleaning|jrotc|rifle team|drill team|4 h|4h|ffa|trap team|clay|ccw|concealed|carry class|carry permit|permit|nra|instructor|ltc|chl`)}`,
    `(going|goin|gonna go|headed|heading|walking|walkin) over( there)? with (the|my|a) (30 30|3030|30 06|rifle|shotgun|gun|pistol|ar|12 gauge|glock|45|38|9mm|deer rifle)( tonight| now| today| tomorrow| rn)?(?= |$)${besideWords("neighbor|neighbors|neighbor s|been warned|warned him|warned her|his house|her house|their house|next door")}${notBeside(`${LOL}|hunt\\w*|range|deer stand|to sell|sell it|to show|show him|clean\\w*|trade|trading|gunsmith|sight\\w* in|zero|borrow|lend|loan|help him|help her|dog|coyote|skunk|raccoon|snake|bear`)}`,
  ]),
  ...rules("harm", "leesville-en-r92", [
    `(said|says|texted|told me|told us|posted|swears|swore) (hes|he s|he is|he was|shes|she s|she is|she was|theyre|they re) (killing|gonna kill|going to kill|shooting|gonna shoot|going to shoot|gonna stab|stabbing) (my|his|her|their|the) (sister|brother|mom|mother|dad|father|wife|husband|kids|daughter|son|girlfriend|boyfriend|ex|baby|family)( \\w+){0,2} (tonight|today|tomorrow|now|rn|when)(?= |$)${besideWords("rifle|rifles|gun|guns|pistol|pistols|knife|shotgun|glock|ar|loaded|got his|got her|armed|weapons")}${notBeside(`${LOL}|snoring|cooking|singing|karaoke|jokes|joke|kidding|jk|cards|poker|game|video game|golf|pool|darts|spades|dominoes`)}`,
    `(bring|bringing|brings|gonna bring|going to bring|brought) (his|her|their|a) (dads |dad s |moms |mom s |fathers |father s |grandpas |grandpa s |brothers |brother s |uncles |uncle s )?(gun|pistol|rifle|glock|ar|shotgun)( \\w+){0,3} (and )?(shooting|shoot|gonna shoot|to shoot|going to shoot|shoot up|shooting up) (everyone|everybody|people|kids|the school|us|the class|the teachers?|\\d+(st|nd|rd|th) (hour|period))(?= |$)${notBeside(`${LOL}|range|hunt\\w*|deer|paintball|airsoft|nerf|video game|game|fortnite|cod|movie|pictures|photos|photo|hoops|baskets|basketball`)}`,
    `(ar|ars|ar 15|rifle|rifles|gun|guns|pistol|pistols|shotgun|shotguns|glock|glocks) (is |are )?in (my|the|his) (truck|car|trunk|jeep|cab)( \\w+){0,8} (hes|he s|shes|she s|theyre|they re) (done|finished|dead|history|gone)(?= |$)${besideWords("clock in|shift|work|boss|supervisor|foreman|manager|harass\\w*|fired|write me up|wrote me up")}${notBeside(`${LOL}|hunt\\w*|deer|range|season|gunsmith|sell|selling|pawn`)}`,
  ]),
  // Round 83: ordinary words round 92 read as risk: a gun kept in the glovebox "for snakes" asked about
  // at the VA lot; the big lake that "tried to kill me in '03 on a SAR case". A bomb dropped beside a
  // deaf man he "wouldnt hear", "a bomb go off" not heard, tannerite on a stump, "dead and buried before
  // this appeal" and whoever "did the ebenefits to va.gov move" are exclusions in the older rules. And
  // possible risk round 92 missed: a sergeant "running on fumes, battery at 1%, no charger in sight".
  ...rules("owning", "cullman-en-r92", [
    `(keeps|keep|keeping|kept|carries|carry|carrying) (one|a gun|a pistol|a rifle|a shotgun|a revolver|his gun|her gun|his pistol|a 22|a 410)( \\w+){0,4} (for|against) (snakes|snake|hogs|coyotes|varmints|gators|bears|critters|rattlers|copperheads)(?= |$)${notBeside(`${OWN_DEATH_SAID}|tonight|goodbye|kill (him|her|them)|shoot (him|her|them)`)}`,
  ]),
  ...rules("benign", "marquette-en-r92", [
    `(the )?(big lake|lake|sea|ocean|river|superior|lake superior|mountain|storm|weather|ice|cold|surf|mother nature|the gulf|the bering) (tried|almost|nearly|about) (to )?(kill|killed|drown|drowned|take|took) me(?= |$)${besideWords("in \\d\\d|in 19\\d\\d|in 20\\d\\d|sar|rescue|case|years ago|back in|hypothermia|nerve damage|claim|rated|rating|filing|service connected|injury")}${notBeside(`${OWN_DEATH_SAID}|tonight|again|finish the job|finish what|wish it had|should have|shoulda|let it|wish id|wish i had|wish i d|stayed under|stay under|this time|now`)}`,
  ]),
  ...rules("benign", "cullman-en-r92", [
    // Round 92's conversations: "done w the chicken plant lol. quit today" after "im done with it all".
    `(done|finished|through|over it) (w|with) (the|my|that) (\\w+ )?(plant|job|work|shift|factory|mill|mine|warehouse|store|company|boss|place|line|crew|gig)( lol| lmao| haha\\w*)? (i )?(quit|quitting|left|walked out|gave notice|put in my notice|turned in my notice)(?= |$)${notBeside(`${OWN_DEATH_SAID}|goodbye|wont need|won t need|pills|gun|rope|bridge`)}`,
  ]),
  ...rules("hopeless", "leesville-en-r92", [
    `(battery|batteries|batt) (at|is at|on|s at|down to) (1|0|2|one|zero) ?(%|percent)?( \\w+){0,3} no (charger|charging|way to charge|recharge)( in sight| anywhere| left| coming)?(?= |$)${besideWords("running on fumes|running on empty|tank is empty|tank s empty|worn out|wore out|done|tired")}${notBeside(`${LOL}|phone|cell|laptop|tablet|ipad|car|truck|jeep|suv|van|golf cart|wheelchair|scooter|hearing aid|hearing aids|cpap|watch|airpods|headphones|radio`)}`,
  ]),
  // Round 84 (round 93's hilo-en, greatfalls-en and pikeville-en: clear risk that got the line or
  // nothing, read after its first round): a cousin "at da end of da pier" with pills and vodka; riding
  // "full speed into da wall"; "leaving dis world tonight"; the money "not gonna need" beside a claim
  // cancelled; the rifle that "stays with me" when the dogs got new homes; "I going be pau before dat";
  // oxy mixed with a fifth tonight; "thats when i take all of them"; "plan is saturday" beside a
  // cremation; "till the cold does it"; "my death certificate" mailed by a wife; "not plannin on wakin
  // up"; everything "squared away" after things given; "todays my last one"; God asked "in person";
  // cutting tonight and "not stoppin at my arms"; "if im dead... cause i will be"; a fifth drunk down
  // with all the pills; the funeral home paid beside tools given away; "enough fent to not come back".
  // Not fishing, a trip, a job, a nap, a haircut, a question about mixing, or someone else's funeral.
  ...rules("thirdPartyDanger", "hilo-en-r93", [
    `(hes|he s|shes|she s|theyre|they re|he is|she is|they are)( sitting| standing| parked| out)? (at|on|by|out on|out at|up on) (the )?(end of (the )?)?(pier|wharf|jetty|breakwall|breakwater|dock|bridge|overpass|cliff|cliffs|lookout|rooftop|roof|ledge|tracks|dam)(?= |$)${besideWords("pills|bottle of pills|bottle pills|vodka|whiskey|fifth|gun|pistol|rifle|rope|goodbye|bye|not answering|wont answer|what (do|should|can) i do|wat i do")}${notBeside(`${LOL}|fishing|fish|pole|bait|crab\\w*|surf\\w*|sunset|photos?|pictures?|party|picnic|work|job|shift|construction|crew|inspect\\w*|repair\\w*|paint\\w*|concert|festival|wedding|fireworks`)}`,
  ]),
  ...rules("suicide", "hilo-en-r93", [
    `(going to|gonna|goin|going|im going to|im gonna|about to|bout to|finna|ill|i will|want to|wanna)( \\w+){0,2} (ride|drive|run|steer|aim|gun|floor|put)( \\w+){0,3} (full speed|full throttle|wide open|flat out|as fast as (it|she) (goes|will go|can go)|at \\d+|\\d+ mph|100 mph)( \\w+){0,3} into (a|the|that|one|da) (wall|tree|pole|telephone pole|pillar|bridge|abutment|semi|train|barrier|guardrail|median|overpass|cliff|rock wall|seawall|ocean)(?= |$)${notBeside(`${LOL}|game|video game|gta|mario kart|forza|movie|dream|dreamt|dreamed|almost|nearly|someone|somebody|guy|driver|drunk driver|crash test|stunt|sim|simulator`)}`,
    `(not|aint|ain t|dont|don t|no) (planning|plannin|plan|fixin|fixing|intending|expecting) (on|to) ((waking|wakin|wake) up|(coming|comin|come) (back|to|up|out) from (this|it|that))( from (this|it|that))?( one)?(?= |$)${notBeside(`${LOL}|nap|napping|surgery|anesthesia|colonoscopy|procedure|sleep in|sleeping in|hangover|alarm|early|till noon|until noon|before noon|morning shift|day off|weekend|vacation|sleeping pill|melatonin|coma|hospital|trip|vegas`)}`,
    `(not|aint|ain t|dont|don t|no) (planning|plannin|plan|fixin|fixing|intending|expecting) (on|to) (coming|comin|come) back( in| out)?(?= |$)${besideWords("boat|lake|ocean|sea|gulf|bay|woods|desert|mountains|alone|kayak|canoe|trail")}${notBeside(`${LOL}|states|country|work|office|va|clinic|school|army|navy|job|town|city|meeting|care|tricare|vacation|trip|cruise|moving|move`)}`,
    `(fixin|fixing|gonna|going|about|bout|finna) (to )?(go )?(ask|see|meet|talk to|tell|visit) (him|god|the lord|jesus|my maker|the man upstairs|st peter|saint peter|my higher power)( myself)? in person(?= |$)${besideWords("god|jesus|higher power|heaven|maker|upstairs|pray\\w*|answerin|answering")}${notBeside(`${LOL}|willing|brother|sister|texas|travel|pastor|priest|preacher|chaplain|boss|rater|doctor|vso|senator|congress\\w*|office|appointment|appt|manager|lawyer|judge|church|mass`)}`,
    `(cutting|cuttin|cut) (again )?(tonight|tonite|today|now|rn)(?= |$)${besideWords("arm|arms|wrist|wrists|leg|legs|thigh|thighs|stoppin|stopping|deeper|this time|blade|razor")}${notBeside(`${LOL}|hair|grass|lawn|wood|firewood|tree|trees|brush|hay|weight|carbs|sugar|back on|down on|class|practice|onion|meat|fabric|coupons|pipe|cake|sleeves|cast`)}`,
    `(till|until|til|and let) the (cold|snow|ice|freeze|weather|water|river|ocean|lake|current|tide) (does it|do it|takes me|take me|gets me|get me|finishes me|finish me|does the rest|do the rest)(?= |$)${notBeside(`${LOL}|garden|plants|crops|pipes|battery|engine|paint|concrete|dough|beer|meat|fish|bait|kayak\\w*|boat|surf\\w*`)}`,
  ]),
  ...rules("intent", "hilo-en-r93", [
    LEAVING_THIS_WORLD,
    `(not|wont|won t|aint|ain t|will not|dont|don t) (gonna |going to |be )?(need|needing|using) (the|my|that|this|any|dat|da) (money|claim|comp|check|back pay|backpay|benefits|rating|appointment|appt|refill|meds|prescription|glasses|hearing aids?)( anymore| no more| after \\w+)?(?= |$)${besideWords("bye|goodbye|wont be (here|around)|not be around|saying bye|withdraw|withdrawing|made (the |my )?arrangements|after (tomorrow|tonight|this weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)")}${notBeside(`${LOL}|moving|move|moved|job|hired|insurance|medicare|tricare|private|retire\\w*|won|inherit\\w*|lottery|approved|granted|surgery|lasik|cured|healed|better now|feeling better|found|paid off|sold|selling|switch\\w*|transfer\\w*|duplicate|twice|mistake|wrong`)}`,
    `(rifle|gun|pistol|shotgun|glock|revolver|45|9mm|38|ar|piece) (stays|staying|stay|is staying|gonna stay) with me(?= |$)${besideWords("new home|new homes|gave away|giving away|given away|got homes|rehomed|rehome|found homes|signed over|dogs|board|truck")}${notBeside(`${LOL}|hunt\\w*|pig|deer|range|moving|move|pawn|sell|sold|trade|divorce|custody|ex wife|ex husband|storage|safe|safety|protection|camping`)}`,
    PAU_BEFORE_THAT,
  ]),
  ...rules("farewell", "hilo-en-r93", [LEAVING_THIS_WORLD]),
  ...rules("time", "hilo-en-r93", [PAU_BEFORE_THAT]),
  ...rules("hopeless", "hilo-en-r93", [
    `(cant|can t|cannot|no can) (take|handle|deal with|stand) (this|the|it|dis|da)( \\w+){0,3} no (more|mo)(?= |$)${notBeside(`${LOL}|traffic|heat|rain|noise|wait|waiting|hold music|website|app|commute`)}`,
  ]),
  ...rules("lethality", "greatfalls-en-r93", [
    `(mixing|mix|gonna mix|going to mix|washing down|wash down|chasing|chase) (the |my |all the |all my |all of the )?(\\w+ )?(oxy|oxys|oxycodone|pills|meds|percs|xanax|ambien|sleeping pills|pain pills|trazodone|seroquel|fentanyl|norco|vicodin)( \\w+){0,5} (with|down with) (a |the |my )?(fifth|bottle|handle|pint|whole bottle|case)( of)?( \\w+){0,2}(?= |$)${besideWords("tonight|tonite|now|rn|sorry|goodbye|bye|all of them|all of it|the whole|enough")}${notBeside(`${LOL}|can i|is it safe|safe to|ok to|okay to|should i|shouldnt|interaction|doctor said|pharmacist|label|warning|accident\\w*|by mistake|hangover|ensure|water|juice|milk|gatorade|boost|soda|as prescribed|food`)}`,
    `(thats|that s|that is|then|at \\d+|at midnight|midnight) (when )?i (take|swallow|down|eat|pop) (all of them|all of em|them all|all of it|the whole bottle|the rest|every one|everything i have|all my pills|all the pills)(?= |$)${notBeside(`${LOL}|antibiotic\\w*|course|prescribed|doctor said|vitamins|supplements|colonoscopy|prep|laxative|probiotic\\w*`)}`,
    `(drink|drinking|wash|washing|chase|chasing|down|downing|swallow|swallowing) (it|them|that|the fifth|the bottle|it all)( down)? with (all|every one of|all of|the rest of) (my|the|his|her) (pills|meds|medication|medications|tablets|oxy|oxys|painkillers|sleeping pills|xanax|klonopin)(?= |$)${notBeside(`${LOL}|vitamin\\w*|supplement\\w*|water|juice|food|meal|breakfast|dinner|lunch|milk`)}`,
    `enough (\\w+ ){0,2}(fent|fentanyl|dope|heroin|pills|oxy|xanax|morphine|insulin|meds|tabs|bars|percs|stuff)( \\w+){0,2} to (not|never) (come back|wake up|wake|make it|come out of it|come to)(?= |$)`,
  ]),
  ...rules("intent", "greatfalls-en-r93", [PLAN_IS_A_DAY]),
  ...rules("time", "greatfalls-en-r93", [PLAN_IS_A_DAY]),
  ...rules("afterMe", "greatfalls-en-r93", [
    `(mail|send|file|submit|turn in|bring|mails|sends|sendin|sending|mailin|mailing|be sendin|be sending) (in )?(\\w+ )?my (own )?death certificate(?= |$)${notBeside(`${LOL}|wife s|husband s|dad s|mom s|correction|correct|typo|error|wrong|declared dead|declared me dead|says im dead|thinks im dead|listed as dead|marked|alive|stopped my|cut off|payments stopped|mistake`)}`,
  ]),
  ...rules("harm", "greatfalls-en-r93", [
    `(i have|ive got|i ve got|i got|i made|made|got|have|wrote) (a list|names (wrote|written) down|the names|their names)( \\w+){0,6} (i have|ive got|i ve got|i got|got|and) (the )?(ammo|ammunition|rounds|guns|rifle|rifles|weapons|gun)(?= |$)${besideWords("theyll see|they ll see|they will see|before it happens|foreclos\\w*|theyll pay|they ll pay|gonna pay|will pay|telling someone|regret|find out")}${notBeside(`${LOL}|grocery|shopping|christmas|hunt\\w*|range|deer|elk|season|to do|todo|packing|gear list|bucket list|inventory|insurance|sell|selling|sale|his|her|estate|dementia|locked|safe|passed|died|does the va|va need|for the va|firearms`)}`,
  ]),
  // The round's second read: "beat that VSO half to death", "broke his face wit one bat", "smash him
  // wit my truck", who "fo run ova".
  ...rules("harm", "review-r84", [
    `(beat|beatin|beating|stomp|stomping) (him|her|them|that \\w+|this \\w+|the (vso|rater|examiner|guy|man|lady|woman|clerk|rep|doctor|nurse|boss|supervisor|manager|neighbor|landlord))( \\w+)? (half )?to death(?= |$)${notBeside(`${LOL}|horse|dead horse|drum|rug|eggs|heat|traffic|game|games|team|level|football|score|playoffs|season|sunday night|monday night`)}`,
    `(broke|break|bust|smash|bash|crack) (his|her|their|that \\w+s) (face|head|skull|jaw|knees?) (wit|with) (a|one|my|da|the) (bat|pipe|hammer|crowbar|tire iron|wrench|2x4|board|club)(?= |$)${notBeside(`${LOL}|softball|baseball game|little league|batting cage|accident\\w*|fell|foul ball`)}`,
    `(smash|ram|hit|run down|mow down|plow into|crush) (him|her|them|that \\w+)( \\w+){0,2} (wit|with) (my|the|da) (truck|car|jeep|van|suv|semi|rig)(?= |$)${besideWords("when (he|she|they) (come|comes|get|gets) out|wen (he|she) come out|parking lot|after work|aftah work|office|regional|va|waiting|wait for")}${notBeside(`${LOL}|accident\\w*|by accident|almost|nearly|deer|elk|moose|dog`)}`,
    `(know|find out|tell me) (who|which one|wich one) (to|for|ta) (run (him |her |them )?over|shoot|kill|stab|hurt|beat)(?= |$)${notBeside(LOL)}`,
  ]),
  ...rules("intent", "pikeville-en-r93", [
    SQUARED_AWAY_AFTER_GIVING,
    TODAYS_MY_LAST_ONE,
    IF_IM_DEAD_I_WILL_BE,
    PAID_THE_FUNERAL_HOME,
  ]),
  ...rules("time", "pikeville-en-r93", [TODAYS_MY_LAST_ONE]),
  ...rules("farewell", "pikeville-en-r93", [SQUARED_AWAY_AFTER_GIVING]),
  ...rules("afterMe", "pikeville-en-r93", [IF_IM_DEAD_I_WILL_BE, PAID_THE_FUNERAL_HOME]),
  ...rules("harm", "pikeville-en-r93", [
    `(bringin|bringing|bring|taking|takin|carrying|carryin|gonna bring|going to bring) (my|the|a) (rifle|gun|pistol|shotgun|ar|ak|glock|piece|45|9mm)( \\w+){0,2} (to|into|in to) (the|my) (c p|cp|c and p|exam|examiner|appointment|appt|hearing|regional office|clinic|va|vso)( exam)?(?= |$)${besideWords("listen|gonna listen|pay|learn|this time|hear me|regret")}${notBeside(`${LOL}|can i|allowed|is it|am i|legal|locker|leave it|lock it|in the truck|in my truck|in the car|carry permit|ccw|ccdw|range|hunt\\w*`)}`,
  ]),
  ...rules("afterMe", "pikeville-en-r93", [
    `(want|wanna|need|gotta|got to|have to) (it all|everything|things|it|my stuff|all my stuff) (figured out|squared away|in order|taken care of|settled|planned)( \\w+){0,3} so (mama|mom|momma|my mom|my wife|my kids|the kids|my family|she|he|they|my daughter|my son|my husband)( \\w+)? (dont|don t|doesnt|doesn t|wont|won t|do not|does not) (have to|gotta|need to)(?= |$)${besideWords("funeral|burial|buried|plot|cremat\\w*|casket|headstone|life insurance|dic|flag")}${notBeside(`${LOL}|pre register|preregister|pre need|preneed|pre ?plan\\w*|plan ahead|planning ahead|pre arrang\\w*`)}`,
  ]),
  ...rules("hopeless", "pikeville-en-r93", [
    `(nothin|nothing) i (do|say|try|did) (matters|counts|helps|makes (a|any|no) (lick of )?difference|changes anything)(?= |$)${notBeside(`${LOL}|claim|va|appeal|rating|website|app|form|diet|weight|printer|computer|phone|boss|work|kids|hair|lawn|garden|scale|dog|cat`)}`,
  ]),
  // The round's second read: "I not going be hea by nex week" (read as spoken), "I stay holding da
  // pills right now", "sunday I pau wit dis life".
  ...rules("intent", "review-r84", [NOT_HERE_BY_A_DAY]),
  ...rules("time", "review-r84", [NOT_HERE_BY_A_DAY]),
  ...rules("meansReady", "review-r84", [
    `(im|i m|i am|sitting here|sittin here) (holding|holdin) (the|my|a|all the|all my|a handful of|a bottle of|the bottle of) (\\w+ )?(pills|meds|bottle|oxy|xanax|gun|pistol|rifle|razor|blade|knife|rope)( \\w+){0,2} (right now|rn|now)(?= |$)${notBeside(`${LOL}|pharmacy|refill|organizer|sorting|sort|count|label|which one|what are these|identify|dropped|baby|door|phone|line|hold`)}`,
  ]),
  ...rules("suicide", "review-r84", [
    `(done|pau) (wit|with) (dis|this|da|the|my) (life|world)(?= |$)${notBeside(`${LOL}|job|work|claim|va|paperwork|marriage|relationship|drinking|drugs|dope|the bottle|smoking|old life|that life|life of crime|army|military`)}`,
  ]),
  // Round 93's conversations (pikeville-en): a death asked about "from a gunshot. my own"; pills saved
  // "for a month. reckon its about time"; "before i head up to the bridge" after the crisis line was
  // given; "mamaw needs the money more than she needs me" beside a curve with no guardrail.
  ...rules("suicide", "pikeville-en-r93", [
    `(from|by|with|its from|it s from|if its from|what if its from) a (gunshot|gun shot|bullet|shotgun blast)( wound)?( \\w+){0,2} (my own(?! (son|daughter|child|kid|boy|girl|brother|sister|husband|wife|dad|father|mom|mother|flesh|blood|family|gun|rifle|pistol|fault)( |$))|by my own hand|by me|mine|self inflicted)(?= |$)${notBeside(`${LOL}|accident\\w*|hunting|range|negligent|nd|cleaning`)}`,
  ]),
  ...rules("lethality", "pikeville-en-r93", [
    `(been|ive been|i ve been|i been) (savin|saving|stashing|stashin|hoarding|hoardin|squirreling|collecting|stockpiling|keeping) (up |back |away )?(my|all my|the) (pills|meds|oxy|oxys|xanax|sleeping pills|pain pills|percs|seroquel|trazodone|klonopin|ambien)( for (a|about a|like a|\\d+|two|three|a few|a couple of|a couple|weeks|months)( month| months| week| weeks| while)?)?(?= |$)${notBeside(`${LOL}|hurricane|storm|travel|trip|deployment|in case|run out|running out|pharmacy|mail order|dispose\\w*|disposal|take back|drop off|expired|insurance|cost|afford|copay|lockbox|lock box`)}`,
  ]),
  ...rules("place", "pikeville-en-r93", [
    `before i (head|go|drive|walk|climb|hike) (up |out |down |over )?to the (bridge|overpass|tracks|dam|cliff|cliffs|roof|rooftop|ledge|trestle)(?= |$)${besideWords("not callin|not calling|wont call|won t call|988|crisis line|goodbye|tell my")}${notBeside(`${LOL}|fish\\w*|work|job|shift|traffic|toll|photo\\w*|sunset|dog|jog\\w*|running|bike|biking|festival|fireworks|kayak\\w*|swim\\w*`)}`,
  ]),
  ...rules("intent", "pikeville-en-r93", [NEEDS_THE_MONEY_MORE_THAN_ME]),
  ...rules("afterMe", "pikeville-en-r93", [NEEDS_THE_MONEY_MORE_THAN_ME]),
  // Round 85 (round 94's kingman-en, dover-en and tallahassee-en: risk that got the line or nothing, read
  // after its first round): stepping "off the chair tonight"; a gas stove on and not lit, windows shut;
  // "i already wrote the letters" beside what the kids get; "dont let the kids come in first"; "u cant
  // stop me. sunday im gone"; a picture of a wrist bleeding "deep this time"; a car left to a brother on
  // sunday beside a vet who "offs himself"; a car running in the garage, said laughing; dive weights in a
  // vest past the sandbar; the only reason the trigger is not pulled "yet"; "thats when im doing it";
  // walking out to the end of the pier now; "not eating until im gone"; at the beach with a shotgun after
  // a long text and the phone off; goodbye posts scheduled for 11pm; a death asked "not hypothetically".
  // Not a ladder, a repair, a pilot light, a dive trip, a fishing pier or a rifle taken hunting.
  ...rules("suicide", "kingman-en-r94", [
    `(step|stepping|kick|kicking|kicked) (off|out from under me|away) (the|a|my|that) (chair|stool|bucket|step stool|milk crate|crate)( tonight| tonite| now| today| when| after| and)?(?= |$)${besideWords("tonight|tonite|lord forgive|forgive me|rope|noose|cord|belt|extension cord|rafter|beam|goodbye|sorry|im going to|gonna|going to")}${notBeside(`${LOL}|paint\\w*|light ?bulb|bulb|smoke detector|ceiling fan|curtains?|shelf|shelves|fell|fall|falling|slipped|hurt my|knee|ankle|hip|balance|pt|physical therapy|exercise|workout|wobbly`)}`,
    `(not|aint|ain t|dont|don t|wont|won t|never) (lighting|light|lit|gonna light|going to light) (it|them|the (stove|oven|burners?|pilot|range))(?= |$)${besideWords("gas (stove|oven|range)? ?(is |s )?(on|running)|stove is on|oven is on|burners? (is |are )?on|windows (shut|closed)|doors (shut|closed)|on record")}${notBeside(`${LOL}|pilot light (is )?out|pilot went out|broken|repair\\w*|landlord|gas company|utilit\\w*|smell gas|smells like gas|leak\\w*|igniter|ignitor|thermocouple|candles?|grill|fireplace|bbq|cigarette|smoke|bill|too high|expensive|afford|cost|heating help|on the fritz`)}`,
    `(im|i m|i am|just) not (eating|gonna eat|going to eat|drinking) (until|till|til|untill|untill) (im|i m|i am) (gone|dead|done for)(?= |$)${notBeside(`${LOL}|fast\\w*|diet|ramadan|lent|surgery|procedure|colonoscopy|blood work|labs`)}`,
    `(only reason|only thing stopping me|only thing keeping me) (i|im|i m|that i)( \\w+)? (havent|haven t|have not|didnt|didn t|aint|ain t|not) (pulled the trigger|done it|killed myself|ended it|gone through with it|swallowed them|jumped)( yet)?(?! on)(?= |$)${notBeside(`${LOL}|house|car|truck|offer|deal|purchase|buy\\w*|sell\\w*|job|retire\\w*|divorce|proposal|propose|move|moving|school|enroll\\w*|skydiv\\w*|bungee|parachute|jump school|airborne|waiver|cliff diving`)}`,
    `(i|ive|i ve|im|i m) (havent|haven t|have not|didnt|didn t|aint|ain t|not) (pulled the trigger|done it|gone through with it|killed myself|ended it)( yet)?(?! on)(?= |$)${besideWords("only thing stopping me|only reason|only thing keeping me|only thing holding me")}${notBeside(`${LOL}|house|car|truck|offer|deal|purchase|buy\\w*|sell\\w*|job|retire\\w*|divorce|proposal|propose|move|moving|school|enroll\\w*|skydiv\\w*|bungee|parachute|waiver`)}`,
  ]),
  ...rules("place", "tallahassee-en-r94", [
    `(im|i m|i am|sitting|sittin|parked) (at|on|by|in) (the )?(beach|woods|lake|river|park|cemetery|bridge|dam|overlook|pier|dunes)( \\w+){0,2} with (a |my |the |\\w+s |\\w+ s )?(old )?(shotgun|rifle|pistol|gun|revolver|glock|45|9mm|38)(?= |$)${besideWords("long text|phone off|turned (my|the) phone off|goodbye|hell understand|he ll understand|shell understand|she ll understand|theyll understand|sorry|love you|tell (my|them|her|him)")}${notBeside(`${LOL}|hunt\\w*|duck\\w*|deer|dove|skeet|trap|clays|range|target|cleaning|season|license|birds|geese|pheasant|snake|hog|pig|coyote|gator|sighting|zero\\w*`)}`,
    `(walking|walkin|headed|heading|going|goin|driving|swimming|swimmin|paddling) (out )?(to|onto|out to) (the )?end of (the )?(pier|jetty|dock|breakwall|breakwater|wharf)( now| rn| tonight| tonite)?(?= |$)${besideWords("cant rescue|can t rescue|cant save|can t save|goodbye|sorry|done|tired|no reason|last|love you|tell (my|them|her|him)")}${notBeside(`fish\\w*|sunset|sunrise|photos?|pics?|jog\\w*|run|walk the dog|dog|date|girlfriend|boyfriend|fireworks|concert|festival|ashes|scatter\\w*|memorial|urn|brothers|fathers|dads|moms|sisters`)}`,
  ]),
  ...rules("lethality", "tallahassee-en-r94", [
    `(dive weights|weight belt|weights|rocks|bricks|stones|dumbbells|plates)( \\w+){0,2} in (my|his|her|the) (vest|pockets|pocket|bag|backpack|jacket|coat|bcd)(?= |$)${besideWords("doesnt scare|doesn t scare|the only thing|not coming back|wont come back|won t come back|past the sandbar|sandbar|tonight|tonite|goodbye|sorry|river|bridge|lake|ocean|gulf|bay")}${notBeside(`${LOL}|dive trip|dive shop|scuba|certification|cert|padi|naui|class|training|spearfish\\w*|fishing|gym|ruck\\w*|workout|buoyancy|instructor|divemaster|freediv\\w*|drill|pool`)}`,
  ]),
  ...rules("meansReady", "tallahassee-en-r94", [
    `(sitting|sittin|sat|parked|im|i m|i am) in (my|the) (car|truck|jeep|van|suv)( \\w+){0,3} in (the|my) garage( \\w+){0,2} (with|w) (it|the engine|engine|the motor|motor) (running|on)(?= |$)${notBeside(`warm\\w*|cold|winter|heater|defrost\\w*|listening|music|podcast|phone call|on a call|door (open|up)|garage door (open|up)|mechanic|oil|battery|charging|jump`)}`,
  ]),
  ...rules("intent", "dover-en-r94", [
    A_DAY_IM_GONE,
    `(already|just|finally|finished|done) (wrote|written|writing|wrote out|writin) (the|my|all the|all my|them|their) (letters|goodbye letters|notes|last letters|goodbyes)(?= |$)${besideWords("kids get|wife get|husband get|family get|mom get|if it happen|if it happens|before the rating|dic|life insurance|sgli|vgli|survivor\\w*|funeral")}${notBeside(`${LOL}|cover letter|buddy letter|lay|statement|nexus|appeal|congress\\w*|senator|christmas|thank you|reference|recommendation|college|scholarship|grant|deployment|deploy\\w*|funeral home|cemetery|dads|moms|fathers|mothers|memorial day|unit|survivors of|gold star|condolence\\w*`)}`,
    `(dont|don t|do not) let (the kids|my kids|the children|my children|the baby|mama|mom|my mom|my wife|my husband|them|her|him) (come|go|walk) in (first|the (room|garage|bathroom|house) first)(?= |$)${notBeside(`${LOL}|paint\\w*|wet|floor|dog|puppy|surprise|party|present|gift|mess|broken glass|glass|roach\\w*|bug\\w*|spray\\w*|fumes|mold|sick|covid|flu|wasp\\w*|bees|hornet\\w*|nest|snake|shed|spider\\w*|rats?|mouse|mice|raccoon|skunk|roof|leak\\w*|water|flood\\w*|mud|muddy|dirty`)}`,
    `(u|you|ya|y all|yall|nobody|no one|noone|cant nobody|can t nobody|ain t nobody|aint nobody) (cant|can t|cannot|can not|wont|won t|gonna|is gonna|aint|ain t) (gonna )?stop me(?= |$)${besideWords("gone|im done|i m done|tonight|sunday|saturday|friday|tomorrow|end it|kill myself|pills|gun|rope|bridge|dont know|don t know")}${notBeside(`${LOL}|gym|workout|diet|running|race|marathon|school|degree|claim|appeal|fight\\w*|business|dream\\w*|goal\\w*|career|promotion|success|records|demand\\w*|complain\\w*|protest|rally|appointment|paperwork`)}`,
  ]),
  ...rules("time", "dover-en-r94", [A_DAY_IM_GONE]),
  // Round 94's dover-en (a conversation): "not hypothetical. been plannin it for saturday" after a death
  // asked about and the question about taking one's life: a plan, and its day.
  ...rules("time", "dover-en-r94", [
    `(ive|i ve|i have|i|been|i been) (been )?(planning|plannin|planned) (it|this) for (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend|next week)(?= |$)${notBeside(`${LOL}|party|wedding|trip|vacation|move|moving|surprise|reunion|retirement|birthday|shower|cookout|bbq|barbecue|funeral for|service for|memorial for|hunt|hunting|fishing|garden|renovat\\w*|remodel\\w*|budget|class|course|school|filing|file|cruise|visit|route|drive|road trip|dinner|lunch|date|game|meeting|appointment|appt|surgery|procedure|baptism|christening|communion|confirmation|graduation|anniversary|quince\\w*|\\d+th|bday|cater\\w*`)}`,
  ]),
  ...rules("thirdPartyDanger", "dover-en-r94", [
    `(pic|pics|picture|pictures|photo|photos|video|snap|selfie) (of )?(her|his|their|my (sons|daughters|wifes|husbands|brothers|sisters|moms|dads)) (wrist|wrists|arm|arms|leg|legs|neck|thigh|thighs) (bleeding|bleedin|cut up|cut open|slit|all cut|with cuts)(?= |$)${notBeside(`${LOL}|accident\\w*|fell|fall|dog bite|bit|work|kitchen|knife slipped|glass|car wreck|wreck|stitches? (out|removed)|healing|healed|tattoo|surgery|iv|blood draw`)}`,
  ]),
  ...rules("intent", "tallahassee-en-r94", [
    LEAVING_MY_THINGS_ON_A_DAY,
    GOODBYE_POSTS_SCHEDULED,
    THATS_WHEN_IM_DOING_IT,
    NOT_HYPOTHETICALLY,
  ]),
  ...rules("time", "tallahassee-en-r94", [LEAVING_MY_THINGS_ON_A_DAY, GOODBYE_POSTS_SCHEDULED, THATS_WHEN_IM_DOING_IT]),
  ...rules("afterMe", "tallahassee-en-r94", [
    `if i (hypothetically |theoretically )?(wasnt|wasn t|was not|werent|weren t|were not) (alive|here|around|breathing)( next week| tomorrow| anymore| by \\w+)?(?= |$)${besideWords("rating|champva|dic|benefits|comp|gi bill|life insurance|sgli|vgli|wife|husband|kids|daughter|son|family|mom")}${notBeside(`${LOL}|deploy\\w*|trip|vacation|moving|move|work|job|hospital|surgery`)}`,
  ]),
  ...rules("hopeless", "tallahassee-en-r94", [
    `(cant|can t|cannot|couldnt|couldn t) (rescue|save|help) (himself|myself|herself)(?= |$)${notBeside(`${LOL}|paperwork|claim|form|website|computer|phone|app|cooking|money|budget|swim lessons|drowning in paperwork|irs|tax|taxes|from the`)}`,
  ]),
  // Round 94's threats that got the line, nothing, or the crisis reply without 911 first: a friend who
  // will "do it Saturday at the meeting" after "taking out the whole VFW board" with a new AR; "somebody
  // at that office aint going home"; a claims office "hostage"; shooting "thru the door"; choking a C&P
  // doctor "out"; pulling up on the VA clinic to "light it up"; coming to the office to "handle it
  // personally" beside firearms owned; "loading up tonight" with an address found; "bringing something to
  // class that makes sure nobody passes"; a neighbour dealt with "myself this evening" with a service
  // weapon ready. Not a lunch, a traffic jam, Christmas lights, a hostage movie or a lawyer.
  ...rules("harm", "kingman-en-r94", [
    `(taking|take|takin|gonna take|going to take) out (the whole|the entire|everybody at|everyone at|everybody on|everyone on|all of) (the )?(\\w+ ){0,2}(board|office|meeting|post|crew|shop|unit|department|staff|class|council|committee|clinic)(?= |$)${besideWords("ar|ak|rifle|gun|guns|pistol|shotgun|ammo|bought|do it|voted him out|voted me out|fired|saturday|sunday|friday|tonight")}${notBeside(`${LOL}|dinner|lunch|for (lunch|dinner|drinks|breakfast|beers|pizza|steak)|to (lunch|dinner)|trash|garbage|loan|ad|ads|insurance|mortgage|pizza|steak|bbq|bowling|fishing|boat|golf`)}`,
    `(somebody|someone|nobody|no one|everybody|everyone|people|some(body|one) (at|in))( at| in)? (that|the|this) (office|va|clinic|building|regional office|hospital|place|rater s office|raters office)( \\w+){0,2} (aint|ain t|is not|isnt|isn t|wont|won t|not|will not) (be )?(going|goin|gonna go|gonna be going|coming|comin|making it|make it|gonna make it|going to make it|get to go) home(?= |$)${notBeside(`${LOL}|covid|late|overtime|shift|storm|snow|hurricane|traffic|flood|until|till|til|lockdown|power outage|short staffed|backed up|busy|swamped|process\\w*|i bet|midnight`)}`,
  ]),
  ...rules("harm", "dover-en-r94", [
    `(im|i m|i am|ill|i ll|i will|gonna|going to|finna|bout to|about to|ima|imma) (take|takin|taking|hold|holdin|holding)( \\w+){0,4} (hostage|hostages)(?= |$)${notBeside(`${LOL}|holding (my|our)|my (dog|cat|kids|kid|wife|husband|claim|benefits|check|money|paycheck)|the remote|tv|remote|movie|game|netflix|hostage situation|negotiat\\w*|in court|court|paperwork|holding me hostage|held hostage`)}`,
    `(shootin|shooting|shoot|gonna shoot|blast|blastin|blasting|fire|firing|unload\\w*)( \\w+)? (thru|through) (the|my|his|her|that|their) (door|window|wall|windshield|windows|walls)(?= |$)${notBeside(`${LOL}|nail gun|paintball|airsoft|photo\\w*|camera|video|film|light|sun|bb|caulk\\w*|foam|insulation|spray|paint|drill\\w*|pest|termite|game|movie|tv|show`)}`,
    `(gonna|going to|finna|bout to|about to|ima|imma|i will|ill|i ll|i m gonna|im gonna|im going to|i m going to) (choke|strangle|chokeslam|choke slam) (that|the|this|him|her|them)( \\w+){0,3}( out)?(?= |$)${besideWords("dead serious|for real|not playing|swear|appointment|appt|c p|doctor|examiner|rater|boss|ex|landlord|neighbor|thursday|friday|tomorrow|tonight|monday|tuesday|wednesday|saturday|sunday")}${notBeside(`${LOL}|chicken|choke on|choke up|choking up|cry|tears|emotion\\w*|speech|dog|cat|weeds|engine|carb\\w*|bjj|jiu jitsu|jiujitsu|wrestling|mma|practice|class|sparring|roll\\w*|game|on my words|on words|when i|nervous|anxiety|interview|kindness|compliments|paperwork|evidence|questions of my own`)}`,
    `(cause|because|cuz|bc|coz) (im|i m|i am) (gon|gonna|going to|finna) (find|catch|meet|visit|pull up on) (him|her|them|that \\w+|the director|the rater)( \\w+){0,2} (at|by|outside|near) (his|her|their) (house|home|crib|place|car|job)(?= |$)${notBeside(`${LOL}|lawyer|attorney|complaint|congress\\w*|senator|paperwork|papers|sign|serve|subpoena|deliver|thank`)}`,
  ]),
  ...rules("harm", "tallahassee-en-r94", [
    `(make it so|make sure|so that|so) (she|he|they) (cant|can t|wont|won t|never|will never|dont|don t)( gets? to| ever| gonna)? (take me|drag me|haul me|take my kids|take the kids|testify|call the cops|hurt me|bother me)( \\w+){0,3} (no more|anymore|any more|again|ever again)(?= |$)${besideWords("goin over there|going over there|gonna go over there|heading to her|heading to his|heading over|her place|his place|tonight|tonite|her house|his house|their house")}${notBeside(`${LOL}|lawyer|attorney|court order|custody agreement|custody swap|swap|exchange|with the cops|with the police|mediat\\w*|paperwork|papers|file|filing|talk to her|talk to him|apologize|sorry`)}`,
    `(then )?(theyll|they ll|they will|hell|he ll|he will|shell|she ll|she will) (know|find out|see|learn|feel) (what it feels like|how it feels|what its like|what it s like)(?= |$)${besideWords("rifle|gun|pistol|shotgun|ar|glock|still got my|find out myself|find (him|her|them)|want a name")}${notBeside(`${LOL}|appeal|lawyer|congress\\w*|senator|letter|complaint|review|hunt\\w*`)}`,
    `(pull|pulling|pullin|gonna pull|going to pull|roll|rolling|rollin|gonna roll|going to roll) up (on|at|to) (the|that|my|his|her|their) (\\w+ ){0,2}(va|clinic|office|house|job|school|crib|spot|building|regional office|hospital|campus|cbo|cboc)( \\w+){0,5} (and |n |to |then )?(light (it|them|em|that|the place|everybody|everyone) up|air (it|them|em|the place) out|spray (it|them|em|the place|everybody|everyone|the whole \\w+)|shoot (it|them|em|the place) up)(?= |$)${notBeside(`${LOL}|christmas|lights|decorat\\w*|birthday|party|fireworks|candle\\w*|4th|july|sparkler\\w*|grill|bbq|cigar|smoke|blunt|joint|vape|led|neon`)}`,
    `(come|go|show up|stop by|visit|drive)( down| over)? to (the|that|your|their|his|her) (office|va|clinic|regional office|building|house)( \\w+){0,2} and (handle|deal with|settle|take care of) (it|this|him|her|them|things|matters|the matter)( personally| myself| my (own )?way)(?= |$)${besideWords("firearms|guns|rifle|rifles|pistol|pistols|weapon|weapons|armed|not joking|ammo|ammunition")}${notBeside(`${LOL}|lawyer|attorney|paperwork|papers|form|forms|in person paperwork|sign|signature`)}`,
    `(loading|loadin|load|locked and loaded|loading up|gearing up)( up)?( tonight| tonite| now| rn| today| tomorrow)(?= |$)${besideWords("address|name and an address|found (him|her|where)|jumped me|i know where|lives|facebook|instagram|tracked")}${notBeside(`${LOL}|truck|trailer|moving|move|groceries|boat|car|van|u haul|uhaul|dishwasher|washer|camp\\w*|hunt\\w*|fishing|range|carbs|pasta|gear for|the kids|season|elk|deer|lodge|cabin|storage|apartment|new place|new house|on price`)}`,
    `(bringing|bring|bringin|gonna bring|going to bring|ill bring|i ll bring) something to (class|school|work|the office|the va|the clinic|the meeting|campus|the exam|the hearing)( \\w+){0,4} (makes sure|make sure|so that|so|that ll make sure|thatll make sure) (nobody|no one|everyone|everybody|they|he|she)( \\w+)? (passes|pass|leaves|leave|walks out|goes home|forgets|forget)(?= |$)${notBeside(`snacks?|food|cookies|donuts|pizza|coffee|cake|cupcakes|candy|treats|study guide|notes|flashcards|cheat sheet`)}`,
    `(deal with|handle|take care of|settle (it|this|things) with) (him|her|them|that \\w+|the \\w+) (myself|personally|my (own )?way)( \\w+){0,2}( this evening| tonight| tonite| today| tomorrow| now)?(?= |$)${besideWords("weapon|gun|rifle|pistol|shotgun|loaded|ammo|service weapon|sidearm")}${notBeside(`${LOL}|lawyer|attorney|court|police|hoa|paperwork|claim|appeal|form|forms|phone|call|caregiver|dementia|alzheimer\\w*|dad|mom|father|mother|grandpa|grandma|care`)}`,
  ]),
  // The round's second read (review-r85): burners on with no flame and the windows shut; the letters
  // "done, one for each kid"; "not starting again til its over"; the date put on the calendar beside
  // what the wife gets; "nobody leaves til they fix my rating" with zip ties in the truck; a doctor put
  // "to sleep with my bare hands".
  ...rules("lethality", "review-r85", [
    `(burners?|stove|oven|gas|range)( \\w+){0,2} (on|turned on|all the way on)( \\w+){0,2} (no flame|not lit|unlit|without (a )?flame|no fire)(?= |$)${besideWords("windows? (all )?(shut|closed)|doors? (all )?(shut|closed)|wife|after|dic|pays|goodbye|sorry")}${notBeside(`${LOL}|pilot|igniter|ignitor|repair\\w*|broken|landlord|gas company|smell|leak\\w*|thermocouple`)}`,
  ]),
  ...rules("intent", "review-r85", [
    `(the |my )?(letters|notes|goodbye letters) (are|r|is) (all )?(done|written|finished|ready)( \\w+){0,2} (for|to) (each|every|all|my) (kid|kids|child|children|one|son|daughter)(?= |$)${besideWords("who gets|survivor\\w*|pension|dic|medals|life insurance|sgli|vgli|funeral|burial")}${notBeside(`${LOL}|christmas|birthday|graduat\\w*|college|school|camp|deploy\\w*|care package\\w*|thank you|teacher|coach|santa`)}`,
    DATE_ON_THE_CALENDAR,
  ]),
  ...rules("time", "review-r85", [DATE_ON_THE_CALENDAR]),
  ...rules("suicide", "review-r85", [
    `(not|aint|ain t|never) (starting|gonna start|going to start|eating|gonna eat) (again )?(til|till|until|untill) (its|it s|it is|im|i m|i am) (over|done|gone|dead|finished)(?= |$)${besideWords("havent eaten|haven t eaten|not eating|no food|days")}${notBeside(`${LOL}|fast\\w*|diet|ramadan|lent|surgery|procedure|colonoscopy|labs|blood work|strike|protest`)}`,
  ]),
  ...rules("harm", "review-r85", [
    `(nobody|no one|noone)( at| in) (that|the|this) (office|va|clinic|building|regional office|hospital|place)( \\w+){0,2} (is )?(walking|walks|gets|getting|coming|leaving|leaves|makes it|making it) out alive(?= |$)${notBeside(`${LOL}|traffic|dmv|line|wait|waiting|paperwork|meeting|heat`)}`,
    `(nobody|no one|noone|nobody s|nobodys) (leaves|leaving|is leaving|goes home|gets out|walks out|is going home)( \\w+){0,3} (til|till|until|untill) (they|he|she|someone|somebody|the va)( \\w+){0,2} (fix|fixes|pay|pays|approve|approves|give|gives|change|changes)(?= |$)${besideWords("zip ties|zipties|duct tape|gun|guns|rifle|pistol|piece|truck|chains|ammo|office|clinic|va")}${notBeside(`${LOL}|meeting|sale|party|store|shift|training|class|game`)}`,
    `(putting|put|gonna put|going to put|ima put|imma put) (him|her|them|that \\w+|the \\w+) to sleep (with|wit) (my )?(bare hands|own hands|hands|fists|rifle|gun|pistol|bat)(?= |$)${notBeside(`${LOL}|baby|babies|kid|kids|son|daughter|dog|cat|puppy|anesthesia|anesthesiologist|lullaby|story|bedtime|song|rocking|rock`)}`,
  ]),
  // Round 94's ordinary messages read as risk: a neighbour who "keeps saying so" about guns taken for
  // a PTSD rating; a place the neighbour calls "the armory" asked about as pension assets; a sister who
  // "kill me" making the VA call her sergeant; a survivors pension asked "for planning purposes".
  ...rules("benign", "kingman-en-r94", [
    `(my |the |our )?(neighbor|neighbour|buddy|brother in law|cousin|uncle|friend|guys at the (post|vfw|legion))( \\w+)? (keeps saying|keeps telling me|says|swears|claims|told me|said)( so| that| it)?(?= |$)${besideWords("is it true|true that|rumor|rumour|heard|full of it|full of crap|take (my|our|your) (guns|firearms|rifles|pistols)")}${notBeside(`${OWN_DEATH_SAID}|shoot|hurt|threat\\w*|tonight|gonna get|pay for|deal with|kill him|kill her|owe`)}`,
    `(the |my |our )?(neighbor|neighbors|neighbour|neighbours|wife|kids|everybody|folks|guys|grandkids)( \\w+)? (calls|call|called|jokes?|joked)( that)? (my|our) (place|house|garage|basement|shop|den|safe) (the|an|a|my) (armory|arsenal|gun store|gun shop|fort|fortress)(?= |$)${notBeside(`${OWN_DEATH_SAID}|shoot|hurt|threat\\w*|tonight|gonna get|pay for|deal with`)}`,
    `(my |the )?(sister|brother|mama|mom|momma|cousin|auntie|aunt|uncle|grandma|granny|husband|wife|kids|daughter|son|friend|girl|homegirl|boo|sis|bro) (kill|kills|be killing|killin|killing) me(?= |$)${besideWords("she make|he make|she be|he be|anyway|funny|crazy|be like|call her|call him|sergeant|lol|lmao|dead ass laughing|laughing")}${notBeside(`${OWN_DEATH_SAID}|hits?|beat\\w*|chok\\w*|threat\\w*|afraid|scared|gun|knife|hurt|if i|when he|when she|gonna|going to|for real|really will`)}`,
    `(for|just|only) (planning|future planning|estate planning|budget\\w*|long term planning) purposes(?= |$)${notBeside(`${OWN_DEATH_SAID}|wants to be with|want to be with|be with (dad|mom|him|her)|miss me|nobody would|no one would|wont be around|won t be around|not be around|much longer|whats the point|no point|tonight|tomorrow|this week|soon|goodbye|gun|pills|rope`)}`,
  ]),
  // Round 86 (round 95's tuscaloosa-en, juneau-en and hagerstown-en: risk that got the line or nothing,
  // read after its first round): DIC asked "so she aint left hanging when i go sunday"; "intend to be in
  // it by next week one way or another"; a sidearm in the nightstand that "tonight aint there for
  // protection"; a husband who asked how many of the morphine "it would take", and the bottle gone; a
  // church member who "intends to take his own life"; the VA's number so the wife can "tell em im gone";
  // "not coming in this time" beside what the wife gets; "shipmate went this way in 89. my turn"; "3
  // shipmates dead by their own hand. gonna be 4"; "asking cause its happening tonight"; a father who
  // keeps saying he will drive into the inlet; a caller who "has taken pills"; all his heart medication at
  // once tomorrow; "tonight is his last night" posted; to join his father "the same way"; a grandchild
  // given the drum "taking the bridge tonight"; a rope already hanging in the garage; a bridge "high
  // enough to not survive"; about to climb over at the top of the parking garage; "im doing it saturday"
  // beside a lie to the therapist. Not a trip, a cemetery visit, a fishing boat, a pill organizer, a
  // retirement, a tire swing or a roofer.
  ...rules("intent", "tuscaloosa-en-r95", [WHEN_I_GO_ON_A_DAY, IN_THE_GROUND_BY_A_DAY, TELL_THEM_IM_GONE]),
  ...rules("time", "tuscaloosa-en-r95", [WHEN_I_GO_ON_A_DAY, IN_THE_GROUND_BY_A_DAY, TELL_THEM_IM_GONE]),
  ...rules("meansReady", "tuscaloosa-en-r95", [
    `(aint|ain t|isnt|isn t|is not|wont be|won t be) (there |here |out )?(for|4) (protection|home defense|self defense|burglars|intruders)( no more| anymore| this time| tonight)?(?= |$)${besideWords("tonight|tonite|sidearm|gun|pistol|revolver|nightstand|night stand|the 9|my 9|9mm|glock|45|38|pillow")}${notBeside(`${LOL}|sold|sell\\w*|pawn\\w*|lock\\w*|safe|gave|missing|stolen|moved|cleaning|range|collect\\w*|display|decorat\\w*|wall|antique|heirloom|hunting|deer|season|ccw|permit|class`)}`,
  ]),
  ...rules("thirdPartyDanger", "tuscaloosa-en-r95", [
    `(asked|asking|asks|wanted to know|wants to know|keeps asking|kept asking) (me )?how many( of (them|those|these|her|his|my|the)( \\w+)?)? (it would|it d|would it|it will|will it|it takes|it would take|would|will) (take|kill|do it)(?= |$)${besideWords("pills|morphine|oxy\\w*|bottle|meds|medication|hospice|fentanyl|percs|xanax|tylenol|sleeping pills")}${notBeside(`${LOL}|dose|dosage|prescri\\w*|pharmac\\w*|refill\\w*|cost|copay|insurance|how many (days|refills|times|hours|weeks)|for the pain|to work|to kick in|to help`)}`,
    `(intends|intended|intending|plans|planning|is going|is gonna|means|wants|threatens|threatened|threatening|told me he will|told me she will|said he will|said she will|said he would|said she would|says he will|says she will) to (take|end) (his|her|their) (own )?(life|lives)(?! (insurance|savings|policy|coverage)( |$))(?= |$)${notBeside(`${LOL}|years ago|in (19|20)\\d\\d|last year|tried|attempt\\w*|movie|book|story|character|show|died|passed|funeral|dic|survivor\\w*|back when|used to`)}`,
  ]),
  ...rules("intent", "juneau-en-r95", [
    ITS_HAPPENING_ON_A_DAY,
    `(?<!(^| )(we|were|we re|they|theyre|they re|kids|friends|yall|y all) )(going|gonna|goin|about to|fixin to|bout to) (to )?(go )?off (the|a|that)( \\w+)? (bridge|overpass|cliff|dam|roof|parking garage|pier|ledge)( \\w+){0,4}(?= |$)${notBeside(`${LOL}|exit|ramp|fishing|fish|stripers|striper|bass|snook|redfish|bluefish|flounder|crab\\w*|catch|dive|diving|swim\\w*|summer|cannonball|rope swing|kids|lake day|river day|kayak\\w*|detour|road|highway|route|construction|trail|bike|biking`)}`,
    `not (coming|comin|going|goin) (in|back|back in|home|ashore|to shore|back to shore) this time(?= |$)${besideWords("wife get|kids get|family get|what does (my|the) \\w+ get|dic|life insurance|sgli|vgli|goodbye|love you")}${notBeside(`${LOL}|storm|weather|late|overtime|work|shift|season|opener|call you|sleep on the boat|hospital|surgery|rehab|deploy\\w*|trip|vacation|knee|back|sick|flu|appointment|appt|pain|acting up`)}`,
    `(my|his|her) turn( now| next)?(?= |$)${besideWords("went this way|went out like this|went out that way|went out the same way|did it this way|by (his|their|her) own hand|killed (himself|themselves|herself)|took (his|their|her) own (life|lives)|(pistol|gun|rifle|revolver) is (clean|cleaned|loaded|ready)")}${notBeside(`${LOL}|turn to (drive|pick|cook|host|pay|go)|card|cards|game|poker|bowling|golf|watch|line|wait\\w*|appointment|number|queue|called|drive|driving`)}`,
    `(grandkids|kids|son|daughter|nephew|niece|grandson|granddaughter|brother|sister|wife) (gets|get|can have|will get|should get) my (\\w+ ){0,2}(drum|regalia|guns?|rifles?|truck|boat|skiff|medals|ribbons|flag|tools|knives|ring|watch|things|stuff)(?= |$)${besideWords("tonight|tonite|the bridge|goodbye|sorry|when im gone|after tonight|not coming back")}${notBeside(`${LOL}|will|estate|trust|lawyer|someday|christmas|birthday|graduat\\w*|inheritance|when i die someday|when im old|license|licence|permit|drivers|just got|new one|upgrade`)}`,
  ]),
  ...rules("time", "juneau-en-r95", [ITS_HAPPENING_ON_A_DAY]),
  ...rules("suicide", "juneau-en-r95", [
    `(gonna|going to|about to|bout to|finna|soon to|fixin to|will|ll) (be|make it|make) (\\d+|two|three|four|five|six|seven|eight|nine|ten)( now| soon)?(?= |$)${besideWords("by their own hand|by his own hand|killed themselves|took their own lives|took their lives|lost (\\d+|two|three|four|five) to suicide|suicides")}${notBeside(`${LOL}|years|kids|grandkids|months|weeks|percent|rating|days|hours|minutes|oclock|o clock|pm|am`)}`,
  ]),
  ...rules("thirdPartyDanger", "juneau-en-r95", [
    HIS_LAST_NIGHT,
    ALL_HIS_MEDS_AT_ONCE,
    `(hes|he s|he is|shes|she s|she is|he|she|keeps saying (hes|he s|shes|she s|he is|she is)|says (hes|he s|shes|she s)|said (hes|he s|shes|she s|he was|she was)|keeps saying he will|keeps saying she will) (gonna|going to|goin to|about to|fixin to|gon|will) drive (\\w+ )?(into|off) (the|a) (inlet|river|lake|bay|ocean|sea|channel|harbor|harbour|canal|quarry|pond|bridge|cliff|overpass|gulf|sound|water|reservoir|dam)(?= |$)${notBeside(`${LOL}|bay area|ferry|boat ramp|launch|fishing|car wash|drive thru|drive through`)}`,
    `(saying|says|said|told (us|me|the \\w+)|telling (us|me|the \\w+)) (that )?(he|she) (has|had|s|just) (taken|took|swallowed|downed) (pills|a bunch of pills|all (his|her) pills|(his|her) pills|a bottle|the bottle|a whole bottle|everything)(?= |$)${notBeside(`${LOL}|vitamins?|blood pressure|as prescribed|this morning s|antibiotic\\w*|forgot|today s dose|todays dose|with (food|breakfast|dinner)|for (his|her) (back|pain|headache|cold)`)}`,
    `(join|be with|go be with) (his|her) (father|dad|mother|mom|brother|sister|son|husband|wife|buddy|friend)( \\w+)? (the same way|same way|that way|like (he|she) did)(?= |$)${notBeside(`${LOL}|heaven someday|someday|church|navy|army|marines|air force|corps|military|guard|reserve\\w*|rotc|enlist\\w*|fire department|business|trade|union|police|academy|school|college`)}`,
  ]),
  ...rules("meansReady", "hagerstown-en-r95", [
    `(rope|ropes|noose|nooses|cord|belt)( is)? (already )?(hanging|hung|tied|set up|up)( up)? (in|from) (the|my) (garage|basement|closet|shed|barn|attic|rafters?|beam|tree|ceiling fan|bedroom|stairwell)(?= |$)${notBeside(`swing|tire swing|punching bag|heavy bag|boxing|hammock|tarp|clothes|laundry|drying|plants?|lights|christmas|decorations|halloween|costume|prop|climbing|workout|gym|trx|leash|tools?|hose|extension cord for|pulley|hoist|deer|game|bike|bikes|kayak|canoe|ladder`)}`,
  ]),
  ...rules("lethality", "hagerstown-en-r95", [
    `(high|tall|deep|far|fast|strong) enough (to not survive|to not live|not to survive|that i wont survive|that i won t survive|that i wouldnt survive|that i wouldn t survive|to die|to kill (me|myself|someone|a person|a man)|to not wake up|not to wake up|i wouldnt survive|i wouldn t survive|i wont survive|i won t survive)(?= |$)${notBeside(`fall protection|osha|harness|ladder|roof work|roofing|tree stand|skydiv\\w*|bungee|parachute|jump school|airborne|climb\\w*|rappel\\w*|helmet|seatbelt|airbag|crash test|insurance|wind|hurricane|tornado|flood|storm|poison control|dog|cat|kid|toddler`)}`,
  ]),
  ...rules("place", "hagerstown-en-r95", [
    `(about to|bout to|gonna|going to|fixin to|ready to) (climb|go|jump|step) (over|off)( the (rail|railing|ledge|edge|wall|side|barrier))?(?! (my|the|our|your|his|her|it|this|that|a|on|again|with|to|there|here|and)( |$))(?= |$)${besideWords("top of the (parking )?garage|parking garage|roof|rooftop|bridge|overpass|ledge|railing|rail|balcony|cliff|dam")}${notBeside(`${LOL}|dog|cat|ball|frisbee|toddler|puppy|hiking|trail|obstacle course|ocr|spartan|tough mudder|workout|training|drill|firefighter|window washer|roofer|roofing|shingles|gutter\\w*|christmas lights|repair\\w*|fence|alarm|alarms|claim|rater|vso`)}`,
  ]),
  ...rules("intent", "hagerstown-en-r95", [DOING_IT_ON_A_DAY]),
  ...rules("time", "hagerstown-en-r95", [DOING_IT_ON_A_DAY]),
  // Round 86 (round 95's sets): threats that got the line or the crisis reply, not 911 first: the VA
  // hospital visited "with my ar" to "show em what a rage outburst really looks like"; a wife's lawyer
  // "about to find out" beside knowing how to hurt a man; "next time i shoot the dogs and then him"; "she
  // wont like how it ends" after the kids were taken; the gaff "in the neck"; a man and his boat to be
  // sunk; a grandson "threatening him with a rifle" now; "going up there with the rifle. somebody
  // answers for it"; the VA office's layout memorized and "when the guards change".
  ...rules("harm", "tuscaloosa-en-r95", [
    `show (em|them|him|her|yall|y all|everybody|everyone) what (a |an )?(\\w+ )?(rage|anger|ptsd|crazy|violent|angry|mad)( \\w+)? (really )?(looks|look|is) like(?= |$)${besideWords("ar|ar 15|ar15|rifle|gun|pistol|shotgun|glock|ak|piece|strap")}${notBeside(`${LOL}|video|photo\\w*|pictures|art|painting|paint|documentary|presentation|slideshow|class|lecture|story|essay|book|therapy|group|c p|exam|examiner|statement|buddy letter`)}`,
    `(is|are|bout|about|fixin|fixing|gonna|going) (to )?(find out|learn)(?= |$)${besideWords("hurt a man|hurt him|hurt her|where it dont show|where it don t show|make him pay|make her pay|mess a man up|mess (him|her) up|dont leave marks|don t leave marks|wont leave marks|won t leave marks")}${notBeside(`${LOL}|lawsuit|court|judge|complaint|report|inspector|congress\\w*|senator|news|reporter|appeal|audit`)}`,
    `(shoot|shootin|shooting|kill|killing) (the|his|her|them|those|that) (dogs?|cats?|goats?|chickens?|cows?)( first)? (and|then|an) (then )?(him|her|them|the owner|the neighbor|him too|her too)(?= |$)${notBeside(`${LOL}|video game|game|movie|dream`)}`,
  ]),
  ...rules("harm", "juneau-en-r95", [
    `(she|he|they|you|ya|yall|y all) (wont|won t|will not|aint gonna|ain t gonna) (like|enjoy) how (it|this|that|the night|the day|tonight) ends(?= |$)${besideWords("tonight|tonite|gun|rifle|pistol|boat over|took (the|my|our) (kids|children|son|daughter|baby)|cps")}${notBeside(`${LOL}|movie|book|show|series|season|story|game|novel|finale|episode|memoir|reading|writing|wrote|script|poem|film|old yeller`)}`,
    `(gets|get|getting|gonna get|taking|take|put|putting) (the|my|a) (gaff|gaff hook|knife|blade|machete|bat|hammer|axe|hatchet|wrench|tire iron|crowbar)( \\w+)? (in|to|across|upside|through) (the|his|her|their) (neck|head|throat|face|skull|gut|belly|chest)(?! of)(?= |$)${notBeside(`${LOL}|drawers|dresser|cabinet|freezer|toolbox|tool box|gun safe|storage|fish|halibut|salmon|shark|seal|deer|hog|dream|movie|accident\\w*|stitches|er|urgent care|myself|tree|branch`)}`,
    `(gonna|going to|goin to|fixin to|about to|ima|imma|i ll|ill|i will|want to|wanna) sink (him|her|them)( and (his|her|their) (boat|skiff|truck|car))?(?= |$)${notBeside(`${LOL}|claim|appeal|putt|shot|basket|three|ball|game|golf|battleship|teeth|money|savings|cash`)}`,
    `(is|are|was|s|re|keeps|kept|been|started|now|right now) (threatening|threatnin) (him|her|me|us|them|my \\w+|his \\w+|her \\w+)( \\w+){0,3} with (a|his|her|their|the|my|an) (rifle|gun|pistol|knife|shotgun|machete|bat|handgun|weapon|firearm|ar|axe)(?= |$)${notBeside(`${LOL}|years ago|in (19|20)\\d\\d|used to|movie|dream|nightmare|lawsuit|court|claim|statement|stressor|when i was|back when`)}`,
    `(somebody|someone) (gonna |is gonna |will |going to |s gonna |is going to )?(answers?|pays?) for (it|this|that|what (they|he|she) did)(?= |$)${besideWords("rifle|gun|pistol|shotgun|ar|going up there|goin up there|headed up there|heading up there")}${notBeside(`${LOL}|lawyer|attorney|court|congress\\w*|senator|inspector|complaint|appeal|review|vote|election|karma|god|lord|judgment day`)}`,
  ]),
  ...rules("harm", "hagerstown-en-r95", [
    `(when|what time) the (guards?|security|police|cops) (change|changes|switch|switches|swap|swaps|swap out|swaps out|rotate|rotates|leave|leaves)(?= |$)${besideWords("layout|memorized|every door|every entrance|make (everyone|them|everybody) pay")}${notBeside(`${LOL}|work there|hiring|apply|security job|guard job|my shift|i work|im a guard|i m a guard|union|schedule for my|appointment|appt|get in early|visit\\w*|parking|tour`)}`,
  ]),
  // Round 86 (round 95's ordinary messages read as risk): where a hunting rifle may be left during
  // appointments at the clinic, since firearms are not allowed inside; "dead weight at the bass
  // tournament"; "gonna shoot for filing by friday".
  ...rules("benign", "juneau-en-r95", [
    `(where|can|may|how|should)( \\w+){0,3} (leave|store|keep|lock up|lock|check|park with|stow) (my|his|her|their|a|the) (hunting )?(rifle|rifles|gun|guns|firearm|firearms|pistol|shotgun|weapon|carry gun|sidearm)( \\w+){0,6} (appointment|appointments|clinic|va|hospital|medical center|building|facility)(?= |$)${notBeside(`${OWN_DEATH_SAID}|shoot|hurt|threat\\w*|tonight|pay for|deal with|teach|lesson|rater|doctor who|nurse who|staff who`)}`,
    `dead weight (at|on|in) the (\\w+ )?(tournament|team|league|boat|game|match|crew|line)(?= |$)${notBeside(`${OWN_DEATH_SAID}|burden|better off|family|wife|kids|nobody|no one|tonight`)}`,
    `(gonna |going to |ill |i ll |i will |im gonna |lets )?shoot for (filing|submitting|getting|having|finishing|turning|sending|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next week|the end of)(?= |$)${notBeside(`${OWN_DEATH_SAID}|gun|rifle|pistol|him|her|them|tonight`)}`,
  ]),
  // Round 86: look-alikes of older sets the second opinion retrained with round 94 lifts to the crisis
  // reply: a knife fight in Subic Bay "in 1984" asked about as a claim (round 26's lubbock-en); and
  // to the line, "that money aint comin back" (second-read-r37) and a buddy "waiting for me at the
  // clubhouse" (second-read-r38).
  ...rules("benign", "retrain-r86", [
    `(that|the|my|this) money (aint|ain t|isnt|isn t|is not|not|never) (comin|coming) back(?= |$)${notBeside(`${OWN_DEATH_SAID}|tonight|goodbye|sorry|gun|pills|rope|not coming back`)}`,
    `(waiting|wait|be waiting) for (me|us|you) at the (clubhouse|club house|restaurant|course|lodge|legion|vfw|airport|diner|church)(?= |$)${notBeside(`${OWN_DEATH_SAID}|heaven|other side|gates|pearly|see you soon|join|dead|died|passed|grave|cemetery|gun|guns|pistol|rifle|knife|bat|after everyone leaves|alone|threat\\w*|kill|hurt|beat|fight|jump|settle`)}`,
    `(got|get|was|been|i was) (cut|stabbed|slashed|sliced) (with|by) (a|his|her|some \\w+s?) (knife|blade|bottle|razor|box cutter)( \\w+){0,6} in (19|20)\\d\\d(?= |$)${notBeside(`${OWN_DEATH_SAID}|tonight|tonite|again|this time|cut myself|cutting`)}`,
  ]),
  // The round's second read (round 86): "im going out the same way he did" after a father's suicide;
  // "told my therapist everything was fine. i lied" beside a day; a son found in the tub "with his wrists
  // cut"; a man put "on the bottom and his boat with him".
  ...rules("suicide", "review-r86", [GOING_OUT_THE_SAME_WAY]),
  ...rules("intent", "review-r86", [GOING_OUT_THE_SAME_WAY]),
  ...rules("intent", "review-r86", [LIED_TO_THE_THERAPIST]),
  ...rules("time", "review-r86", [LIED_TO_THE_THERAPIST]),
  ...rules("thirdPartyDanger", "review-r86", [
    `((found|find|finding) (my|his|her|our) (\\w+ ){1,2}(in the \\w+ )?|(my|his|her|our) \\w+ (was |got )?found( \\w+){0,3} )with (his|her|their) (wrists|arms|throat|neck|wrist) (cut|slit|slashed|sliced|bleeding|open)(?= |$)${notBeside(`${LOL}|years ago|in (19|20)\\d\\d|accident|glass|window|saw|knife sharpen\\w*|kitchen|stitches`)}`,
  ]),
  ...rules("harm", "review-r86", [
    `(put|putting|send|sending|gonna put|gonna send) (him|her|them|that \\w+) (on|to) the bottom( \\w+){0,4}(?= |$)${besideWords("boat|skiff|lake|river|bay|sink|sunk|with him|with her")}${notBeside(`${LOL}|list|waitlist|wait list|pile|queue|ladder|roster|rankings|standings|league`)}`,
  ]),
  // Round 85: what the second opinion retrained with round 93 moved: a father "planning his own" burial
  // who "told me the date. its saturday" (round 58's beaumont-en), back to the crisis reply; and, kept
  // at nothing or the line, look-alikes it lifts: a gun safe's combination reset (second-read-r34), an
  // uncle's rifle taken home after the funeral, a truck battery jumped (second-read-r37), "ill be gone
  // before the c&p exam, i have surgery then" (second-read-r38), SGLI and VGLI compared (round 55),
  // pills taken to Canada on a fishing trip (round 36), a grandfather of 95 "not going anywhere until the
  // Mariners win a World Series" (round 13).
  ...rules("thirdPartyDanger", "retrain-r85", [
    `(he|she|my (dad|father|mom|mother|husband|wife|brother|sister|son|daughter|grandpa|grandma)) (told me|said|gave me|texted me|picked) the (date|day)( \\w+){0,3} (its|it s|it is|for) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend)(?= |$)${besideWords("planning his own|planning her own|planned his own|planned her own|his own (burial|funeral)|her own (burial|funeral)")}${notBeside(`${LOL}|pre need|preneed|cancer|hospice|terminal\\w*|doctor|surgery|wedding|party|retire\\w*|move|moving`)}`,
  ]),
  ...rules("benign", "retrain-r85", [
    `(gun )?safe (combination|combo|code|lock|keypad|battery|batteries|dial|door)( \\w+){0,3} (reset|forgot|forget|lost|not working|wont open|won t open|stuck|jammed|locked out|died)(?= |$)${notBeside(`${OWN_DEATH_SAID}|wants to be with|want to be with|be with (dad|mom|him|her)|miss me|nobody would|no one would|wont be around|won t be around|not be around|much longer|whats the point|no point|tonight|tonite|goodbye|sorry|need it open`)}`,
    `took (\\w+s |\\w+ s |his |her |my |our )?(rifle|shotgun|pistol|gun|guns|revolver|rifles|shotguns) (back )?home after the (funeral|service|burial|memorial|estate sale)(?= |$)${notBeside(`${OWN_DEATH_SAID}|wants to be with|want to be with|be with (dad|mom|him|her)|miss me|nobody would|no one would|wont be around|won t be around|not be around|much longer|whats the point|no point|tonight|goodbye|sorry|himself|herself|drinking|drunk`)}`,
    `(me |i |we )?(jump|jumped|jumping|jump start|jump started) (the |my |me |his |her |da )?(truck|car|jeep|van|suv|boat|tractor)( battery| batteries)?(?= |$)${notBeside(`${OWN_DEATH_SAID}|bridge|off|overpass|building|roof|cliff|tonight|goodbye`)}`,
    `(have|got|having|i have|i got|im having|i m having) surgery (then|that day|that week|scheduled|that morning)(?= |$)${besideWords("c p|exam|appointment|appt|scheduler|reschedule|gone before|be gone")}${notBeside(`${OWN_DEATH_SAID}|goodbye|sorry|pills|gun|rope|not coming back|wont wake|won t wake`)}`,
    `(hes|he s|shes|she s|he is|she is|im|i m|i am|says hes|says shes|says he s|says she s) not going anywhere (until|till|til|before) (the )?\\w+( \\w+){0,3} (win|wins|make|makes|get|gets|finish|finishes|come back|comes back)( \\w+){0,4}(?= |$)${notBeside(`${OWN_DEATH_SAID}|tonight|goodbye|gun|pills|rope`)}`,
    `(sgli|vgli|fsgli|tsgli|vmli) (and|or|vs|versus|same as) (sgli|vgli|fsgli|tsgli|vmli)( same thing)?(?= |$)${notBeside(`${OWN_DEATH_SAID}|tonight|soon|goodbye|before i|after i`)}`,
    `(take|bring|carry|travel with|fly with) (them|my (pills|meds|prescriptions?|medications?|oxy\\w*))( \\w+){0,3} (to|into|across|over) (canada|mexico|the border|another country|europe|overseas|japan|germany)(?= |$)${notBeside(`${OWN_DEATH_SAID}|all at once|all of them|goodbye|not coming back|wont come back|won t come back`)}`,
  ]),
  // Round 83: look-alikes of older tests and second reads the second opinion retrained with round 91
  // lifts to the line or above: "shotty info" (second-read-r35); a lay statement so the rater feels
  // "what i felt when the ied went off" (second-read-r54); a head bumped "on the bridge i sleep under"
  // (round 17); pills counted "till the mail order comes" (round 77).
  ...rules("benign", "retrain-r83", [
    `(shotty|shoddy) (info|information|advice|answers?|paperwork|service|work|exam|job)(?= |$)${notBeside(`${OWN_DEATH_SAID}|gun|shotgun|pistol|rifle|kill|tonight`)}`,
    `(lay|buddy|personal|my) statement( \\w+){0,4} (want|so|wanna|need) the (rater|examiner|board|va) to (feel|understand|see|know)(?= |$)${notBeside(`${OWN_DEATH_SAID}|pay|hurt|kill|gun|rifle|pistol|tonight`)}`,
    `(the )?(bridge|overpass|underpass) (i|we) (sleep|sleeps|live|stay|camp|crash) under(?= |$)${besideWords("urgent care|er|emergency room|clinic|bumped|hit my head|fell|cut|sick|doctor|shelter|housing|hud vash|ssvf")}${notBeside(`${OWN_DEATH_SAID}|jump|jumping|off the|over the|rail|ledge|tonight|goodbye`)}`,
    `(till|until|til) the mail order (comes|arrives|gets here|shows up|ships)(?= |$)${notBeside(`${OWN_DEATH_SAID}|all at once|all of them|at once|tonight|enough to|goodbye`)}`,
  ]),
  // Round 84: look-alikes of second reads the second opinion retrained with round 92 lifts to the line
  // or above: a plot picked out at the state veterans cemetery, "glad its done" (second-read-r29); "what
  // happens to my benefits when I die, does my wife get DIC?" (second-read-r82).
  ...rules("benign", "retrain-r84", [
    `when i (die|pass|pass away)( \\w+){0,2} (does|will|can|would) my (wife|spouse|husband|widow) (get|still get|qualify for|receive|apply for) (dic|survivors pension|survivor pension|survivor benefits|survivors benefits|champva)(?= |$)${notBeside(`${LOL}|kill|killing|suicide|end it|decided|planning it|planned|plan|tonight|tonite|tomorrow|tmrw|today|this weekend|next weekend|this week|next week|monday|tuesday|wednesday|thursday|friday|saturday|sunday|soon|goodbye|bye|sorry|love|gun|pills|rope|not be around|wont be around`)}`,
    `(picked out|bought|chose|reserved|paid for|got) (my|our) (own )?(plot|burial plot|spot|niche|headstone|marker)( \\w+){0,6} (cemetery|veterans cemetery|national cemetery)(?= |$)${besideWords("glad|weird|done|planning ahead|wife|husband|someday|when the time comes|finally")}${notBeside(`${OWN_DEATH_SAID}|tonight|tonite|tomorrow|tmrw|this week|next week|this weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the day|goodbye|bye|love|sorry|doesnt know|dont tell|i go|im going|gun|pills|rope|soon`)}`,
  ]),
  // Round 83: an older threat the second opinion retrained with round 91 no longer lifted to 911 first:
  // a claims rep to be visited "with something he wont like" (round 30's sandiego-en).
  ...rules("harm", "retrain-r83", [
    `(go |going to |gonna |goin to )?(visit|see|pay a visit to|stop by) (him|her|them|that \\w+)( \\w+){0,2} with something (he|she|they) (wont|won t|will not|aint gonna|ain t gonna) (like|enjoy|forget)(?= |$)${besideWords("i know where|lives|house|address|denies|deny|denied|appeal|claims rep|rater")}${notBeside(`${LOL}|lawyer|attorney|congress\\w*|senator|complaint|evidence|paperwork|papers|records|letter|nexus|buddy letter|statement`)}`,
  ]),
  // Round 87 (round 96's lumberton-en, sheboygan-en and pahrump-en: risk that got the line or nothing,
  // read after its first round): "im gonna pick the day my own self"; a nurse who knows "exactly what
  // dose would do it" and has "done the math on whats in my cabinet"; a father's old .38 got down out
  // of the attic; "ill be done with all of it fore she reads this"; a burial "plannin mine for next
  // week"; "doing it friday" or "doin it 2morow" beside a check stopped after one's death; a tractor made
  // to look as if it turned over; a note torn up and "ill write another one"; the top of a grain
  // elevator; a dog given away, "wont need a dog after sunday"; "77 yrs is enuf" beside the rifle at
  // sunup; "b4 i pull the trigger" beside a cemetery; "soon as its dark" beside heaven; "askin cause im
  // gonna" after a death by one's own hand; "the ptsd is why im doin it"; a client who plans to drive
  // off the road, or sent a farewell text with a rope. Not a date picked for a move, a trigger pulled
  // on a house, a job at the top of an elevator, or a dog kept while one travels.
  ...rules("intent", "lumberton-en-r96", [
    PICK_THE_DAY_MYSELF,
    DONE_BEFORE_SHE_READS_THIS,
    PLANNING_MINE,
    `(ill|i ll|i will|im gonna|im going to|gonna) (write|leave) (another|a new|a second) (one|note|letter)(?= |$)${besideWords("found the note|tore it up|tore up|ripped up|ripped it|threw it away|the note i (wrote|left)")}${notBeside(`${LOL}|grocery|shopping|school|teacher|excuse|permission|thank you|thank you note|birthday|card|recipe|buddy statement|statement|lay statement|claim|appeal|c p|va`)}`,
  ]),
  ...rules("time", "lumberton-en-r96", [PICK_THE_DAY_MYSELF, PLANNING_MINE]),
  ...rules("afterMe", "lumberton-en-r96", [DONE_BEFORE_SHE_READS_THIS]),
  ...rules("lethality", "lumberton-en-r96", [
    `(know|knows|i know|figured out|worked out) (exactly )?(what|which|how much|how many)( \\w+){0,2} (dose|mg|milligrams|units|pills|tablets)( \\w+)? (would|will|it would|it will|it d|itd) (do it|do the job|be enough|kill me|finish (me|it))(?= |$)${notBeside(`${LOL}|(dog|cat|horse|patient|patients|client|clients|resident|residents)s?|vet clinic|veterinar\\w*|pharmacology|exam|test|class|nursing school|pain|headache|migraine\\w*|arthritis|for my|prescrib\\w*|sleep`)}`,
    `(done|did|doing|run|ran|running) the (math|numbers|count) on (whats|what s|what is|what i have|everything|all) (in )?(my|the) (cabinet|medicine cabinet|pill box|pillbox|bottles?|drawer|nightstand)(?= |$)${notBeside(`${LOL}|budget|bills|copays?|co pays?|cost|refill\\w*|expire\\w*|expired|insurance|pharmacist|prescriptions|review|interactions|list|doctor|doc`)}`,
  ]),
  ...rules("means", "lumberton-en-r96", [
    `(got|get|took|pulled|brought|getting|taking|went and got) (my |his |the )?(daddys|dads|daddy s|dad s|fathers|father s|granddaddys|granddaddy s|grandpas|grandpa s|pawpaws|pawpaw s|papas|papa s|old mans|old man s)( old)? (38|357|45|22|30 06|3006|12 gauge|shotgun|pistol|revolver|rifle|gun)( special| revolver| pistol| magnum)? (down|out)(?= |$)${notBeside(`${LOL}|deer|hunting|huntin|season|range|clean\\w*|appraise\\w*|apprais\\w*|sell\\w*|pawn|museum|display|shadow box|estate|show (it|him|her)|grandson|granddaughter|legal|legally|keep|inherit\\w*|register\\w*|transfer\\w*|permit|license|after he (died|passed)`)}`,
  ]),
  ...rules("suicide", "lumberton-en-r96", [
    `make (sure )?it (look|looks|seem|seems) like (a |an |the )?(accident|tractor|truck|car|mower|wreck)(( \\w+){0,3} (turned over|rolled|flipped|went off|fell|crashed|tipped))?( on me)?(?= |$)${besideWords("widow|dic|life insurance|sgli|vgli|insurance pay\\w*|if i go|when i go|if i die|when i die|family get\\w*|wife get\\w*|on me|payout|service connected")}${notBeside(`${LOL}|story|movie|show|book|novel|game|prank|halloween|costume|photo|picture|video|set|stage|him|her|them`)}`,
  ]),
  ...rules("place", "sheboygan-en-r96", [
    `(im|i m|i am|sitting|standing|sittin|standin|up) (at|on) (the )?top of (the|a|this|that) (grain elevator|elevator|silo|water tower|tower|bridge|parking garage|dam|cliff|ledge|roof|building|smokestack)(?= |$)${besideWords("climbed|before i go|wait for your answer|goodbye|jump|edge|my roommate can (get|have)")}${notBeside(`${LOL}|at work|for work|my work|working|at the va|which elevator|waiting on|truck|load|shift|fixing|fix|repair\\w*|inspect\\w*|shingles|view|sunset|sunrise|photo\\w*|picture\\w*|hik\\w*|tour|harness|crew|job|contractor|osha|painting`)}`,
  ]),
  ...rules("intent", "pahrump-en-r96", [
    WONT_NEED_IT_AFTER_A_DAY,
    ENOUGH_YEARS,
    DOING_IT_ON_A_DAY_AFTER_I_DIE,
    ASKING_CAUSE_IM_GONNA,
    `(is|s) why (im|i m|i am) (doin|doing|gonna do|going to do) (it|this)(?= |$)${besideWords("the 45|my 45|the 38|my 38|gun|pistol|rifle|shotgun|leave the \\w+ out")}${notBeside(`${LOL}|claim|appeal|filing|file|paperwork|therapy|school|job|gym|diet|quit\\w*|sober|aa|rehab|program|class|degree|gi bill`)}`,
  ]),
  ...rules("time", "pahrump-en-r96", [
    WONT_NEED_IT_AFTER_A_DAY,
    DOING_IT_ON_A_DAY_AFTER_I_DIE,
    `(soon as|as soon as|once|when) (its|it s|it is|it gets) dark(?= |$)${besideWords("heaven|see (him|her|you|them) (in heaven|on the other side)|goodbye|i meant it|i ment it")}${notBeside(`${LOL}|fireworks|stars|telescope|movie|campfire|fishing|hunting|deer|coyotes?|lights|christmas`)}`,
    `at (sunup|sun up|first light|dawn|daybreak|sunrise)(?= |$)${besideWords("enuf|enough|30 06|3006|rifle|gun|pistol|shotgun|dogs fed|goin out|going out")}${notBeside(`${LOL}|deer|elk|hunt\\w*|tag|season|opener|duck|turkey|fishing|fish|boat|hike|drive|trip|work|shift`)}`,
  ]),
  ...rules("suicide", "pahrump-en-r96", [
    `(before|b4|fore|after|when|once) i pull the trigger(?! on)(?= |$)${besideWords("cemetery|burial|buried|headstone|funeral|plot|set up|in order|my wife|the dog|urn|ashes")}${notBeside(`${LOL}|buy\\w*|house|car|truck|deal|purchase|loan|refinanc\\w*|mortgage|retire\\w*|move|job|sale|sell\\w*|boat|rv|camper|range|target|hunting|deer`)}`,
  ]),
  ...rules("suicideMention", "pahrump-en-r96", [
    `(did|does|done) it (urself|yourself|yoself|ur self|your self)(?= |$)${besideWords("cemetery|burial|buried|insurance|dic|benefit\\w*|survivor\\w*|widow|take u|take you|flag|headstone|honors")}${notBeside(`${LOL}|taxes|paperwork|claim|appeal|form|forms|repair\\w*|fix\\w*|diy|roof|plumbing|haircut|will|filing|file`)}`,
  ]),
  ...rules("thirdPartyDanger", "pahrump-en-r96", [
    `(plans|planning|intends|intending|wants|threatens|threatened|threatening|said he would|says he will|stated he will|states he will|said she would|says she will|stated she will|states she will) to drive (his|her|their) (vehicle|car|truck|suv|van|motorcycle|bike) (off|into) (the|a|an)( \\w+){0,2} (road|bridge|overpass|cliff|canyon|wall|tree|river|lake|oncoming traffic|semi|embankment)(?= |$)${notBeside(`${LOL}|accident|insurance claim|rental`)}`,
    `(sent|posted|texted|left|emailed) (a |an |his |her )?(farewell|goodbye|suicide) (text|message|note|post|letter|email|video|voicemail)(?= |$)${besideWords("rope|gun|pistol|rifle|pills|location unknown|cant reach|can t reach|cannot reach|wont answer|won t answer|not answering|missing|prior attempt|attempt history|last seen|sorry")}${notBeside(`${LOL}|retire\\w*|retirement|moving|move|new job|deploy\\w*|last day|graduat\\w*|years ago|in (19|20)\\d\\d`)}`,
  ]),
  ...rules("farewell", "pahrump-en-r96", [
    `(id|i d|ill|i ll|i will|gonna|i would) see (him|her|you|them|yall|y all|ya|u) (in heaven|on the other side)(?= |$)${besideWords("i meant it|i ment it|soon|tonight|tonite|dark|told the chaplain|told the pastor|told (him|her)")}${notBeside(`${LOL}|someday|one day|when (its|it s) my time|funeral|passed|died|rip|memorial|in (19|20)\\d\\d|hospice|cancer|dying|terminal|comfort care|in heaven soon|dic`)}`,
  ]),
  // Round 87 (round 96's threats that got the line or the crisis reply): "next time im puttin a load of
  // buckshot in him", waiting on the porch; a man with a shotgun coming up the drive; a husband who would
  // "take them with him", cleaning his rifle; "next one i see im shooting"; "going to his house tonight to
  // end it" with a pistol, after he hit a daughter; a man with a pipe breaking the door.
  ...rules("harm", "lumberton-en-r96", [
    `((puttin|putting|put|gonna put|going to put|ima put|imma put|ill put|i ll put|i will put) (a load of |some |a |one |two |a couple )?(00 buck|double aught|buckshot|lead|bullets?|rounds?|round|birdshot|slugs?|slug|bird shot) (in|into) (him|her|them|that (man|guy|dude|boy|fool|punk|neighbor|neighbour|bastard|son of a \\w+))|(fill|fillin|filling|pump|pumpin|pumping) (him|her|them|that (man|guy|dude|boy|fool|punk|neighbor|neighbour|bastard|son of a \\w+)) (full of|fulla) (buckshot|lead|holes|bullets))(?= |$)${notBeside(`${LOL}|deer|hog|hogs|coyote|coyotes|target|targets|snake|turkey|game|dream|movie|paper|can|cans|bottle|gong|range|berm|stump|steel|hunt\\w*`)}`,
    `(at the bottom of|at the end of|in|up|coming up|comin up|walking up|walkin up|on) (my|the|our) (driveway|drive|porch|steps|yard|lawn)(?= |$)${besideWords("(with|w|has|got|holding) (a|an|his|her|the) (shotgun|gun|rifle|pistol|knife|machete|bat|pipe|tire iron)")}${besideWords("now|hollerin|hollering|yelling|screaming|comin|coming|sayin|saying|owe him|owe her|hidin|hiding|my wife s inside|wifes inside|kids inside")}${notBeside(`${LOL}|in his mouth|in her mouth|under his chin|under her chin|to his head|to her head|himself|herself|plumber|contractor|repair\\w*|fix|fixing|roofer|electrician|mechanic|delivery|package|mail|ups|fedex|amazon|deer|hunting|huntin|cleaning|clean|squirrel|snake|coyote|raccoon|years ago|dream`)}`,
    `(take|taking) (them|the kids|us|her|him|the children|the family|everyone|everybody|all of us|us all) with (him|her|me)(?= |$)${besideWords("if he ever|if she ever|decided to go|if he goes|if she goes|when he goes|kill himself|kill herself|end it|rifle|gun|pistol|shotgun")}${notBeside(`${LOL}|trip|vacation|store|church|fishing|hunting|camping|move|moving|deploy\\w*|to the|to his|to her|appointment|heaven|rapture|visit|parade|station`)}`,
    `(next|the next) (one|person|guy|kid|somebody|man|fool|punk)( \\w+){0,3} (i see|touches|comes|messes|that touches|that comes)( \\w+){0,4} (im|i m|ima|imma|i will|ill|i ll|gonna|i am) (shoot|shooting|shootin|blast|blasting|blastin)(?= |$)${notBeside(`${LOL}|camera|photo\\w*|picture|video|hoops|basket|pool|game|deer|hog|coyote`)}`,
    `(going|goin|gonna go|headed|heading|driving|drive|on my way) (to|over to|out to) (his|her|their|that \\w+s|the \\w+s) (house|place|apartment|trailer|work|job|office)( \\w+){0,2} (to end it|to end this|to finish it|to settle it|to handle it|to take care of (him|her|it))(?= |$)${besideWords("pistol|gun|rifle|shotgun|knife|glock|ar")}${besideWords("hits|hit|beat|beats|beating|hurt|hurts|abus\\w*|touched|raped|put his hands|put her hands")}${notBeside(`${LOL}|divorce|papers|lawyer|court|custody|talk|conversation`)}`,
    `(breakin|breaking|kicking|kickin|bustin|busting|banging on|bangin on|beating on|beating|beatin) (in )?(the|my|our) (door|window|back door|front door|bedroom door)( in| down)?(?= |$)${besideWords("hidin|hiding|hide|wants my|pipe|gun|knife|bat|drunk|my ex|stranger|help")}${notBeside(`${LOL}|cops|police|swat|fire ?fighters?|firemen|locked (out|myself)|locksmith|wind|movie|dream|years ago`)}`,
  ]),
  // Round 87 (round 96's conversations: threats that got the crisis reply, not 911 first): a clinic
  // that denied community care twice, "im going in tomorrow and they will all be sorry. got my ar in
  // the truck already"; a neighbour who harassed for months, "i will take care of him tonight with my
  // shotgun. he has been warned".
  ...rules("harm", "lumberton-en-r96", [
    `((theyll|they ll|they will|theyre gonna|they re gonna|they gonna|yall|y all|everyone|everybody|every one of them) (will )?all|(they|yall|y all) all (gonna|going to|will) be|every last one of (them|em|yall|y all) (will|gonna|is gonna|is going to))( be)? (sorry|regret (it|this|that))(?= |$)${besideWords("ar|ar 15|ar15|rifle|gun|guns|pistol|shotgun|glock|strap|piece|12 gauge|30 06")}${notBeside(`${LOL}|appeal|appealing|lawyer|attorney|congressman|complaint|sue|suing|court|judge|board|ig|inspector|review|news|reporter|vote|election|hearing|nexus|evidence|statements?|letter|records`)}`,
  ]),
  // Round 87 (round 96's sheboygan-en): asked whether VGLI pays for a suicide, then whether she is
  // thinking of it: "its fine, sorry. i just need to know before saturday. thats when".
  ...rules("intent", "sheboygan-en-r96", [NEED_TO_KNOW_BEFORE_THATS_WHEN]),
  ...rules("time", "sheboygan-en-r96", [NEED_TO_KNOW_BEFORE_THATS_WHEN]),
  ...rules("harm", "sheboygan-en-r96", [
    `(take care of|handle|deal with|settle (up )?with|settle it with) (him|her|them|that (man|guy|dude|boy|fool|punk|neighbor|neighbour|bastard))( tonight| tonite| tomorrow| today| now| myself| my own way)? (with|w|using) (my|a|the|his|her) (shotgun|gun|rifle|pistol|ar|glock|knife|bat|machete|45|9mm|revolver|12 gauge|30 06|38|357|ak|strap)(?= |$)${notBeside(`${LOL}|coyote|coyotes|deer|hog|hogs|snake|snakes|raccoon|bear|rabid|varmint|possum|skunk|groundhog|woodchuck|gopher|squirrel|rat|rats|mouse|wasp|nest|hornets|stump|weeds|brush|dog|cat`)}`,
  ]),
  // Round 87 (its second read): the writer's own funeral planned ahead "so my kids dont stress"; a
  // husband who "said sunday its all over" and "already has what he needs to do it".
  ...rules("benign", "second-read-r87", [
    `(plan|planning|pre ?plan\\w*|preplan\\w*|arrange|arranging|set up|setting up) my own (funeral|burial|service|cremation)( now| ahead| in advance| early)?(?= |$)${besideWords("so my (kids|wife|family|husband|daughter|son)|dont stress|don t stress|ahead of time|in advance|pre need|preneed|whats covered|eligib\\w*|someday")}${notBeside(`${OWN_DEATH_SAID}|this week|next week|this weekend|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|gun|pistol|pills|rope`)}`,
  ]),
  ...rules("thirdPartyDanger", "second-read-r87", [
    `(said|says|told me|keeps saying)( that)?( on)? (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend) (its|it s|it is|everything is|everything s|everything|it ll be|itll be|it will be) (all )?(over|done|ending|gonna end|finished)(?= |$)${besideWords("has what he needs|has what she needs|already has|do it|wont tell me|won t tell me")}${notBeside(`${LOL}|season|game|deal|sale|lease|contract|job|semester|school|project|move|moving`)}`,
  ]),
  // Round 87 (its code review): "tonight im going out with the strap and taking all of them out" after a
  // gang's threat; the rater's plates and "im gonna follow him home and we'll see".
  ...rules("harm", "review-r87", [
    `(taking|take|gonna take|ima take|imma take|going to take|about to take) (all of |every one of |each one of )?(them|em|those \\w+|yall|y all) out(?= |$)${besideWords("strap|gun|pistol|rifle|glock|piece|ar|shotgun|blicky|heat")}${besideWords("threatened|threaten\\w*|gang|tonight|tonite|jumped me|shot at")}${notBeside(`${LOL}|trash|garbage|dinner|lunch|fishing|hunting|to eat|for dinner|dogs|kids|boat|date|for a ride|bowling|drinks|range`)}`,
    `(follow|followin|following) (him|her|them) (home|to (his|her|their) (house|place|car|work))(?= |$)${besideWords("plates|we ll see|well see|then we ll see|rater|where (he|she) lives|denied me|ar|rifle|gun|pistol")}${notBeside(`${LOL}|make sure|safe|got home|drunk|escort|caravan|funeral|procession|directions`)}`,
  ]),
  // Round 87: what the second opinion retrained with round 95 no longer lifts or lowers as it did: a
  // father's goodbye text with his location at the bluffs (the crisis reply it gave, now the line); the
  // crisis line's number looked up for a buddy's wife (the line it kept, now the crisis reply).
  ...rules("thirdPartyDanger", "retrain-r87", [
    `(his|her|their|dads|moms|my dads|my moms) (location|phone|find my|life360|gps) (shows|says|is|has (him|her) at|puts (him|her) at)( at)?( the)?( \\w+){0,3} (bluffs?|bridge|cliffs?|overpass|dam|tracks|railroad|parking garage|rooftop|ledge|gorge|falls)(?= |$)${besideWords("sorry for everything|take care of|goodbye|love you|texted|wont answer|won t answer|not answering|ptsd")}${notBeside(`${LOL}|hiking|hike|trail|picnic|fishing|work|job|construction|inspect\\w*|photo\\w*|sunset|tour|vacation|trip`)}`,
  ]),
  ...rules("benign", "retrain-r87", [
    `(look|looking) it up for (his|her|their|my|a) (wife|husband|mom|dad|friend|buddy|sister|brother|family|neighbor|daughter|son)(?= |$)${besideWords("crisis line|line number|988|the number")}${notBeside(`${OWN_DEATH_SAID}|for me|myself|tonight|gun|pistol|pills|rope|goodbye|wont answer|won t answer`)}`,
  ]),
  // Round 87: look-alikes of older rounds and second reads the second opinion retrained with round 95
  // lifts to the line: "after im cremated my remains will be in the den on the mantle" (round 55's code
  // review); "that bottle of crown royal, tonight i finish it lol", "the fence at the ranch is down, one
  // leg over it and im in", "we're moving my mom in with us, already decided" (second-read-r38); a nephew
  // who "swung the bat at the ball and hit my truck" (second-read-r40); "AA meeting tonight at 7 then ill
  // finish my application" (second-read-r84). Never beside one's own death said, a means or a goodbye.
  ...rules("benign", "retrain-r87", [
    `(my )?(remains|ashes|urn) (will|gonna|are gonna|are going to|should|can) (be|go|sit|stay)( \\w+){0,3} (on the mantle|in the den|on the shelf|in the living room|with my wife|next to my wife|at the national cemetery|in the columbarium)(?= |$)${besideWords("after im cremated|after i m cremated|when im cremated|when i m cremated|after i pass|someday|pre ?plan\\w*|my will")}${notBeside(`${OWN_DEATH_SAID}|this week|next week|tonight|tomorrow|soon|gun|pistol|pills|rope|goodbye`)}`,
    `(one|a) leg over( it)? and (im|i m|i am) (in|over|through)(?= |$)${besideWords("fence|gate|ranch|pasture|corral|pen|barbed wire|cattle guard")}${notBeside(`${OWN_DEATH_SAID}|bridge|rail|railing|ledge|roof|edge|overpass|goodbye`)}`,
    `(moving|move) (my |our )?(mom|mother|dad|father|mama|papa|grandma|grandpa|in laws|mother in law|father in law) in with (us|me)( already decided)?(?= |$)${notBeside(`${OWN_DEATH_SAID}|gun|pistol|pills|rope|goodbye|before i go|after im gone`)}`,
    `(swung|swing|swinging) (the|a|his|her) (bat|club|golf club|racket) at (the|a) (ball|pitch|tee)(?= |$)${notBeside(`${OWN_DEATH_SAID}|at (him|her|me|my head|his head)|hit (him|her|me) with`)}`,
    `(aa|na|al anon|alcoholics anonymous) meeting( \\w+){0,3} (tonight|tonite|today|tomorrow)( at \\d+)?(?= |$)${notBeside(`${OWN_DEATH_SAID}|gun|pistol|pills|rope|goodbye|last (one|meeting|time)|relapse\\w*`)}`,
  ]),
  // Round 87 (its second read): "before i use this gun on myself i need to know if va still gives me the
  // plot next to my wife": the act named beside the benefit asked about.
  ...rules("intent", "second-read-r87", [
    `(before|b4|fore|once|after) i (use|turn) (this|the|my|a) (gun|pistol|rifle|shotgun|45|38|9|glock|knife|blade|razor) on (myself|me)(?= |$)${notBeside(`${LOL}|would never|wouldnt|never`)}`,
  ]),
  // Round 87 (round 96's possible risk that got nothing): "i aint been alright since 91" after telling
  // the pastor yeah; the VA asked what it does with a body nobody claims; a roommate who says "itd be
  // nice to just not exist"; "how easy it would be to just not turn the wheel"; a friend who asks who
  // takes his dog "if anything happened"; a family "better off collecting on me"; flat affect beside a
  // wife "taken care of".
  ...rules("hopeless", "lumberton-en-r96", [
    `(aint|ain t|havent|haven t|have not|not) been (alright|right|ok|okay|the same|myself|well|good)( \\w+){0,2} since(?= |$)${besideWords("told (him|her|them|my \\w+) (yeah|yes|i was fine|i was ok|im fine|i m fine)|said i was (fine|ok|alright)|asked me (was|if|am|how) i")}${notBeside(`${LOL}|rating|claim|rate|tbi|injury|knee|back|shoulder|surgery|c p|exam|file|filing|appeal|stroke|accident|wreck|heart attack|covid|cancer|nurse asked`)}`,
  ]),
  ...rules("afterMe", "lumberton-en-r96", [
    `(if|when|once) (nobody|no one|noone|nobodys|nobody s) (claims|comes for|picks up|wants|comes to get|comes to claim|shows up to claim) (it|my body|the body|me|my remains|the remains)(?= |$)${notBeside(`${LOL}|package|mail|lost and found|luggage|bag|bags|check|refund|money|property|car|truck|dog|cat`)}`,
  ]),
  ...rules("hopeless", "sheboygan-en-r96", [
    `((nice|good|easier|better|great) to|(id|i d|i would|i wanna|i want to) (like to )?) ?(just )?not exist( for a while| for a bit| for a little| anymore| no more)?(?= |$)${notBeside(`social media|online|internet|work|email|emails|texts|phone|notifications|group chat`)}`,
    `(how easy|easy|so easy) it (would|d) be to (just )?(not turn the wheel|not turn|drive off|swerve|jerk the wheel|let go of the wheel|drift into|veer into|not brake|not hit the brakes)(?= |$)`,
  ]),
  // A pet's keeper asked for "if anything happened" reads as despair, so a benign word beside it ("hes
  // healthy as a horse") keeps the line.
  ...rules("hopeless", "pahrump-en-r96", [
    `(take|keep|watch|look after|have) (his|her|my) (dog|dogs|cat|cats|horse|bird|parrot)( \\w+)? (if|in case) (anything|something) (happened|happens|happen|was to happen|were to happen)(?= |$)${notBeside(`surgery|deploy\\w*|trip|travel\\w*|hospital|procedure|operation|vacation|cruise|rehab|nursing home|jail`)}`,
  ]),
  ...rules("hopeless", "pahrump-en-r96", [
    `(better off|be better) (collecting|collectin|cashing in|cashin in|with the insurance|with the life insurance|with my insurance|with the payout) on (me|him|her)(?= |$)${notBeside(`${LOL}|bet|bets|poker|lottery|game`)}`,
    `(affect|mood) (was|is|appeared|appears|seemed|seems) (flat|blunted|depressed|hopeless|empty)(?= |$)${besideWords("taken care of|survivor|life insurance|after (he|she) (is|s) gone|lost (his|her)|would be better off|giving away")}${notBeside(`${LOL}|c p|exam|rating|claim|notes|psych notes|records|chart|my psych`)}`,
  ]),
];

/**
 * Round 33: possible risk in words the signals do not read, from round 38's sets once measured: a
 * wish to have died over there, whether anyone would care "if i died tomorrow" (said laughing), "im
 * tired boss" said alone, dark thoughts back, pills stared at for hours, the point of any of it.
 * The screen applies these last and only over "none" (`withLineFloor`): a rule that says "possible"
 * among the signals stops the second opinion lifting a message it is sure of to the crisis reply
 * (a third reader's "im tired of fighting anymore" fell so), and these cannot.
 */
export const LINE_FLOOR_EN: readonly string[] = [
  // Round 86: "if i aint here next year will my daughter still get the chapter 35 school money" (round
  // 35's mobile-en), which the second opinion retrained with round 94 no longer lifts to the line.
  `if i (aint|ain t|am not|m not|im not|wont be|won t be|not) (here|around|alive)( \\w+){0,3} (will|would|does|do|can) (my|the) (daughter|son|kids|wife|husband|family|children|grandkids)( still)? (get|keep|receive|qualify)(?= |$)${notBeside("deploy\\w*|overseas|trip|moving|move|job|work|jail|prison|custody|divorce")}`,
  // Round 86 (round 95's juneau-en): means without stated intent ("keep the 30-06 under the bunk"),
  // "dont care about much", "gonna disappear" beside being done with everything; and the tide gone out
  // with, said of the tide.
  `(keep|keeps|kept|got|have) (the|my|a) (30 06|3006|30 30|rifle|shotgun|pistol|gun|revolver|glock|45|9mm|38)( loaded)? (under|beside|next to) (the|my) (bunk|bed|pillow|mattress|couch|seat)(?= |$)${notBeside("home defense|protection|burglar\\w*|bears?|break ins?|intruder\\w*|safe|lock\\w*|ccw|permit|hunting|season|deer|elk|moose|wife|kids")}`,
  `(dont|don t|do not) care (about|bout) (much|anything|nothing|anythin|a thing|nothin)( anymore| no more)?(?! (but|except|besides|other than|else)( |$))(?= |$)${notBeside(`${LOL}|food|politics|sports|football|the game|money|clothes|what they think|what people think|looks|brands|fashion|cars`)}`,
  `(im|i m|i am) (just )?(gonna|going to) disappear(?= |$)${besideWords("done with everything|so done|tired of everything|nobody would notice|no one would notice|nobody would care|dont care")}`,
  `(go|going|goin|gonna go|ill go|i ll go) out with (it|the tide)(?= |$)${besideWords("tide")}${notBeside("fish\\w*|nets?|crab\\w*|pots|halibut|salmon|longline|set net|gillnet|boat ramp|kayak|paddl\\w*|surf\\w*|cast\\w*|season|opener")}`,
  // Round 85 (round 94's tallahassee-en): "my paperwork in order soon" beside what survivors get.
  `(want|need|wanna|gotta|got to|have to|would like) (my|all my|the|all the) (paperwork|papers|affairs|things|stuff) in order( \\w+)? (soon|quick|quickly|now|asap|right away|this week|before)(?= |$)${besideWords("survivors?|dic|burial|funeral|after i|when i die|when im gone|when i m gone|life insurance|beneficiar\\w*")}${notBeside(`${LOL}|pre need|preneed|surgery|procedure|estate plan\\w*|will|trust|lawyer|attorney|retire\\w*|move|moving|deploy\\w*|divorce|marr\\w*|baby|tax\\w*|closing|mortgage|age|at my age|getting old|old age`)}`,
  // The round's second read (review-r85): a grandson asking whether the plot at the national cemetery
  // "has room for him too", at 24.
  `(has|have|got|is there|theres|there s) (room|space|a spot|a place|enough room) for (him|her|me) (too|also|as well)(?= |$)${besideWords("plot|grave|cemetery|niche|headstone|burial|buried")}${notBeside(`${LOL}|wife|husband|spouse|widow|widower|when (his|her|the) time comes|someday|some day|when hes old|when shes old`)}`,
  // Round 85: "prayed He'd just take me in my sleep" (round 49's wichita-en), which the second opinion
  // retrained with round 93 no longer lifts to the line.
  `(prayed|pray|praying|prayin|asked (god|him|the lord)|ask (god|him|the lord)|asking (god|him|the lord)) (that )?(he d|hed|he would|god would|god d|the lord would|he ll|hell|god will|the lord will|he will|to) (just )?take me( home| away)? in my sleep(?= |$)`,
  // Round 85 (round 94's tallahassee-en): the GI Bill asked about "if i disappeared", said laughing; "not
  // like i have much to live for anyway" after a burial asked about for oneself.
  `if i (disappeared|disappear|vanished|vanish|was gone|were gone|just disappeared|just vanished)( \\w+){0,4} (would|will|does|do|can) (my|the) (gi bill|benefits|rating|comp|check|dic|champva|life insurance|sgli|vgli|kids|wife|family)(?= |$)${notBeside("trip|vacation|deploy\\w*|moving|move|missing person|kidnap\\w*|amnesia|dementia|lost at sea")}`,
  `not like (i|im|i m) (have|got|having|living for|has) (much|anything|a lot|nothin|nothing|lots) (to live for|left to live for|worth living for)(?= |$)${notBeside("in this (apartment|house|town|city|place|room|kitchen)|kitchen")}`,
  // Round 63 (round 72's sets): "i keep a gun in the house. thats it thats the message"; "now I
  // dont think I want to" after "I used to think Id beat this"; "if i go i go" said of using alone;
  // the burial benefit as "the only va benefit i need".
  `(thats|that s) (it|all) (thats|that s) the (whole )?(message|post|text)(?= |$)${besideWords("gun|guns|pistol|rifle|shotgun|glock|pills|rope")}`,
  `(i )?(dont|don t|do not) (think )?(i )?(want|wanna) to( anymore| no more)?( tbh| honestly| fr| ngl)?$${besideWords("beat this|fight (this|it)|keep going|keep fighting|get better|make it|used to think|used to believe")}${notBeside("gym|diet|school|class|church|work out|workout|run|running|job")}`,
  `if i (go|die) i (go|die)(?= |$)${notBeside(`${LOL}|if not|reunion|party|wedding|game|concert|event|trip|cookout`)}`,
  `(the )?only (va )?(benefit|thing|help) (i|ill|i ll|i will) (need|want|ever need|care about)( now| anymore| at this point)? is (the )?(burial|funeral|headstone|death|life insurance|flag|cemetery)( one| benefit)?(?= |$)`,
  // Round 62 (round 71's stockton-en): a pistol in the glove box "kinda comforting knowing its
  // there"; an old father in bed for weeks who says soon he will "stop being a problem".
  "(gun|pistol|revolver|rifle|glock|shotgun|45(?! (minute|minutes|min|mins|year|years|degrees|days|mile|miles))|9mm|38(?! (minute|minutes|min|mins|year|years|degrees|days|mile|miles)))( \\w+){0,10} (kinda |kind of |weirdly |strangely |oddly |sorta |real |really )?(comforting|a comfort)( knowing| to know| having| to have)?(?!.* (lol|lmao|haha\\w*|jk|home defense|protection|burglar\\w*|break in|break ins|safe|safety|class|ccw|permit|range|therapy|hobby|commute)( |$))(?<!(range|therapy|hobby|commute)( .*)?)",
  "(soon|wont be long|won t be long|before long) (til |till |until |before )?(he|she|i|they) (will |ll |gonna |is gonna |are gonna )?(stop|stops|quit|quits) being a (problem|burden|bother|trouble|pain)",
  // Round 61 (youngstown-en): a mother who "says shes done and wants to go be with dad".
  "(shes|she s|she is|hes|he s|he is|im|i m|i am) (just |all )?done( \\w+){0,3} (wants|want|wanna|ready|going) to (go )?(be with|join) (dad|mom|mama|papa|pop|my dad|my mom|her husband|his wife|my (late )?(wife|husband)|(her|his) (late )?(husband|wife)|jesus|the lord|grandpa|grandma)(?! (at|in the|for|on)( |$))",
  // Round 61 (round 70's sets): "i get it now" said of a relative who walked out into the cold or
  // took his own life.
  "(?<=(^| )(killed (himself|herself)|took (his|her) (own )?life|shot (himself|herself)|hung (himself|herself)|walked out(?! (on|when|of|after|the door))|walked off(?! (the job|work|set))|walked into the (cold|snow|river|lake|woods|water)|suicide|ate (his|her) gun)( .*)? )(and |now |but )?(i|and i|now i) (finally )?(get|understand|understood|see) (it|why)( now)?$",
  // Round 60 (round 69's sets): a life added up as lost, "whats left"; a stash of full bottles the
  // writer laughs about; some days not seeing why one bothers.
  "(lost|losing) (my|the) \\w+( \\w+)? (lost|losing) (my|the) \\w+( \\w+)?( \\w+){0,6} (whats|what s|what is|what else is) (even )?(left|there)( for me| of me| to live for)?$",
  "(got|have|i have|ive got|i ve got|i got|sitting on) (like |about |almost |maybe )?(\\d+|two|three|four|five|six|several|a bunch of|a pile of) (full|unopened) bottles(?!.* (return|dispose|disposal|take back|expired|drop off|get rid|what do i do with|left over|leftover|wine|beer|wedding|donate)( |$))(?!.* from my (dad|mom|father|mother)( |$))",
  "(some days|most days|some mornings|most mornings|lately|sometimes|these days)( \\w+){0,2} (i )?(dont|don t|do not|cant|can t) (see|know) (why|the point|what for)( (i|to))? (even )?(bother|try|even try|keep (going|trying|on)|get up)(?! (with|calling|applying|filing|asking|going to|to|about)( |$))",
  // Round 47's second read: insurance that pays more than a life earns, signs from God "im
  // listening", death from drink that "cant come fast enough".
  "(life insurance|insurance|sgli|vgli|policy)( \\w+){0,3} (pays|is worth|pay) more than (i ll|ill|i will|i|id|i d) (ever )?(make|earn|be worth|bring in)( \\w+){0,2} (breathing|alive|living)",
  "(god|the universe|the lord|life) (keeps |is )?(sending|giving) me (signs|a sign)( \\w+){0,10} (im|i m|i am) listening",
  "(?<=(^| )(kill me|kill him|killing me|death|die|dying|dead)( .*)? )(good )?(cant|can t|cannot|couldnt) come (soon|fast|quick|quickly) enough",
  // Round 47 (round 56's misses): not knowing what one is still here for, "worth more dead" said
  // laughing, caring about nothing, the universe "telling me something".
  "(?<!(says|said|asks|asked|wonders) )(dont|do not|don t|cant|can t|no longer) (know|see|understand) (what|why) (i am|im|i m) (still )?(here|alive|around)( for)?(?! (at|in|on|waiting|with|after|before|on hold)( |$))",
  "(?<!(truck|car|house|boat|bike|it|that|this|stock|policy|collection) )worth more (to (them|her|him|my family|my wife|my kids|everyone|everybody) )?dead( than alive)?",
  "(dont|do not|don t|aint) care (about|bout|abt) (nothin|nothing|anything|anythin)( no more| anymore| any more)?(?! (but|except|other than|else but|besides)( |$))",
  "(universe|god|the lord|life|everything) (is |s )?(telling|trying to tell) me something(?=( (lol|lmao|haha\\w*|idk|tbh|ngl))?$)",
  // Round 46 (round 55's misses): waking up hated, "why am i still here" asked of God, and what the
  // family gets asked with a shrug ("whats the dic rate for a surviving spouse and 1 kid. no reason").
  "(?<!(he|she|they|wife|husband|son|daughter|kid|kids|baby|dog) )(hate|dread|hating|dreading) waking up( (every|each) (day|morning))?( anymore| again| lately)?$",
  "(?<!(says|said|asks|asked|asking|wonders|wondering) )why am i still (here|alive|breathing|around)(?! (at|in|on|waiting|with|for|after|before|on hold)( |$))",
  "(?!.* (divorce|divorced|divorcing|remarry|remarried)( |$))(dic|vgli|sgli|life insurance|beneficiary|beneficiaries|survivors?|surviving (spouse|wife|husband)|burial|funeral|if i (die|died|was gone|wasnt around|passed)|when i (die|pass|am gone|m gone)|after (im|i m|i am) gone|self inflicted|suicide)( \\w+)* (no (particular )?reason|just (curious|wondering|asking)|asking for (a friend|no reason))( (lol|lmao|haha\\w*))?( the friend is me)?$",
  "asking for a friend( (lol|lmao|haha\\w*))? (the friend is me|and the friend is me|its me|it s me|(the )?friend being me)",
  // Round 46 (jacksonville-en): the writer's own funeral "wont be long"; a phone going dark, then "bye".
  "(?<=(^| )(my|mine|for me|my own) (own )?(funeral|burial|headstone|casket|coffin|grave|plot|obituary|urn|cremation)( .*)? )(it )?(wont|will not|aint gonna|not gonna|isnt gonna) be (long|much longer)( now| anyway| i think| i reckon)?$",
  "((taking|take|pulling|pull|took|pulled) (the )?battery out( of)? (my|the) phone|(turning|turn|shutting|shut|switching) (my|the) phone off|(turning|turn|shutting|shut) off (my|the) phone|(deleting|deleted|delete) (all )?my (socials|accounts|facebook|instagram|social media))( \\w+){0,4} (bye|goodbye|good bye|peace out|love yall|love you all)$",
  "(?!.* (lol|lmao|haha\\w*|game|call of duty|cod|video game)( |$))(?<!(she|he|they|wife|husband|mom|dad|says|said|almost) )(wish|wished|wishing) (i had|id|i would have|i d|i woulda|i) (died|been killed|gotten killed|got killed)(?! (off|laughing|of|on|in the (pt|test|exam)|my|his|her|the|it|a)( |$))",
  // Round 49 (round 58's beaumont-en): a father who "said he wishes he died in the storm instead of"
  // the ones he could not reach.
  "(he|she) (wishes|wished) (he|she) (had )?(died|been killed|got killed|was dead|drowned)( \\w+){0,4} instead of(?= |$)",
  // Round 49's second read: "wish i'd stayed there with them".
  "(wish|wished|wishing) (i had|id|i d|i would have|i woulda) (stayed|stayed behind|died|gone down) (there |over there |back there )?with (them|my guys|my boys|my brothers|the guys|my unit|my squad)(?= |$)",
  "(^| )(i|id|i d) (should have|should ve|shouldve|shoulda) (died|been killed|gotten killed|got killed)( \\w+){0,2} (with (them|my guys|the rest|my buddies|my unit|my boys|my brothers)|over there|instead of (him|her|them))",
  "if i (just )?(died|was gone|disappeared|was dead|were dead|were gone)( \\w+){0,2} (would|will) (anyone|anybody|somebody|someone) (even )?(care|notice|miss me)(?! (to|for|if|whether|that|about|on|with|my|the va|va)( |$))(?!.* (paper mail|letters|mail)( |$))",
  "^(im|i am|i m) (just |so )?tired boss( just real tired| real tired| so tired| just tired)?$",
  "(?<!(buddy|he|she|wife|husband|son|daughter|friend|brother|sister|dad|mom|who) )(having|had|getting|got|been having|keep having|started having) (dark|bad|suicidal) thoughts (again|back)(?! (about|of|on|whether|regarding|and forth|to back|around|in|when|during|then|from|home|at|after|before|last|years|ago|\\d+)( |$))",
  "(having|had|getting|got|been having|keep having|started having) (those|them|my old|the old) thoughts (again|back)( again)?(?=$| the ones)",
  "(pills|bottle of pills|noose)( (?!(label|labels|print|color|colors|package|compare|generic|new|different|pharmacy|blister)( |$))\\w+){0,10} (stare|staring|stared) at (them|it|those|that) (for hours|all night|for a long time|a long time)(?! (trying|to|because|cause|and (cant|couldnt)|then|wondering|sorting|how)( |$))",
  "(?<!(saying|says|said|asks|asked|asking) )(is there|whats the|what s the|what is the) (any |even a )?point (to|of|in) (any of it|any of this|anything|it all|all of it|all this|living|going on|trying anymore)( anymore)?(?=$| (im|i m|i am) (done|tired|a burden|exhausted|over it|alone|broke|divorced|\\d+)( |$))",
  // Round 34: what the second opinion retrained on rounds 2 to 39 no longer lifted, from older sets
  // (the round-2 corpus's "it needs to be over"; montana-en's father who gave away his Ka-Bar "now
  // not later").
  "^(it|this|all of (it|this)|everything) (just )?ne+ds to (be over|end|stop)( already| now)?$",
  "(wants|want|wanted) (me|us) to (have|take|keep) (it|them|this|these|those|his \\w+|her \\w+)( \\w+){0,3} now not later",
  // A second read of round 34: a family fine "without me", a supply come in the mail "im set".
  "(?<!(says|said|told me|thinks|think) )(will|would|gonna|going to|is going to|are going to|d|ll) be (just )?(fine|ok|okay|alright|better|taken care of|set)( (financially|money wise|moneywise))? without me(?! (for|while|this|next|during|until|till|on|at|when|if|in)( |$))",
  "(pills|meds|medication|medications|refill|refills|prescription|supply|bottles?) (came|come|arrived|are here|is here|showed up|in the mail)( \\w+){0,4} (im set|i m set|thats all i need|that s all i need|thats plenty|im ready|i m ready)(?! (for|to|thanks|thank you|until|till|this|now)( |$))",
  // Round 56 (round 65's sets): done with being alive, "cant do this" said alone, nothing feeling like
  // anything and not seeing that change, a broken toy nobody wants, children who deserve better, a
  // husband who stopped eating and going to church.
  "(?<!(not|never|wasnt|isnt|aint) )(im|i m|i am|so|just|really|been) over (being alive|living|existing|this life|being here)(?! (for|of|in|the|loan|mortgage|expenses|arrangements|will|wills|with|situation)( |$))",
  "^(i )?(cant|can t|cannot) do this( anymore| no more| any more)?$",
  "nothing feels like anything|(i )?(dont|don t|cant|can t) see (that|it|this|things|any of (it|this)) (ever )?(changing|getting better|improving)(?! (until|till|unless|without|if)( |$))",
  "(im|i m|i am|like) (just )?a broken toy|nobody wants (to play with )?a broken toy",
  "(kids|wife|family|husband|daughter|son|they|she|he) (deserve|deserves) (better|so much better) than me",
  "(he|she|my (husband|wife|dad|father|son|brother|mom|mother))( has| s)? (stopped|quit) (eating|going to church|attending church|leaving the house|getting out of bed|talking to (us|anyone|me))(?! (gluten|meat|sugar|carbs|dairy|junk|fast food|red meat|bread|pork))( \\w+){0,6} (stopped|quit|says|doesnt|doesn t|nothing|wont|won t)(?!.* (feels better|lost weight|diet|doctor said))",
  // Round 57 (round 66's sets): a husband who quit sleeping and sits in the dark; "what good am i".
  "(he|she|my (husband|wife|dad|father|son|brother|mom|mother))( has| s)? (stopped|quit) (sleeping|sleepin)( \\w+){0,3} (stopped|quit) (eating|talking|going out|leaving the house|showering)(?! (gluten|meat|sugar|carbs|dairy|junk|fast food|red meat|bread|pork))(?!.* (feels better|sleep study|cpap|apnea|new baby|newborn|shift work|night shift|doctor said)( |$))",
  "(?<!(says|said|asks|asked|asking|wonders|wondering) )what good am i( (to|for) (anyone|anybody|my \\w+|them|her|him|my family|anybody|nobody))?( (now|anymore|any more|like this|lol))*(?= |$)(?! (at|in|with|doing|if|going|gonna|supposed|to)( |$))",
  // The code review of round 56: a dead man walking said of oneself, left out of the threats, is the line.
  "(?<!(without|before|until|till|w o) (my )?(coffee|caffeine))(im|i m|i am|i feel like|feel like) (a )?dead man walking(?! (without|till|until|before|w o|lol|lmao|haha\\w*|jk)( |$))(?!.* (lol|lmao|haha\\w*|jk|coffee|cold|denial|appeal|wife)( |$))",
  // Round 58 (round 67's sets): a gun kept for protection now thought about "different"; not much
  // longer "in me"; God who stopped picking up; a semi that could take one out and no one would mind.
  "(gun|pistol|rifle|pills|revolver|shotgun)( \\w+){0,10} (thinking|thinkin|been thinking|been thinkin|think) (about|bout) (it|them|that) (different|differently|another way|a different way)(?!.* (lol|lmao|haha\\w*|jk|sell\\w*|safe|lock\\w*|storage|carry|permit)( |$))",
  "(?<!(he|she|says|said) )(dont|don t|do not) think (i|im) (got|have|gonna have) (much|long|a lot|many years) (longer |left )?in me(?! (to|for|at|as)( |$))",
  "(?<!(says|said|his|her) )(god|the lord|jesus) (stopped|quit|dont|doesnt|don t|doesn t|aint|ain t|wont|won t) (picking up|pickin up|pick up|answering|listening|hearing me|hear me)(?! (the|his|her|my)? ?(phone|call|calls)( |$))",
  "if (a|some|that) (semi|truck|bus|car|train|drunk driver|bullet)( \\w+){0,2} (took|takes|hit|hits|ran|runs) me( (out|over|down))?( \\w+){0,4} (i )?(wouldnt|would not|wouldn t|aint|ain t)( \\w+){0,2} (mad|upset|mind|care|complain|fight it)",
  // Round 64 (round 73's sets): better if one just disappeared or wasnt here; a wife better off
  // remarried to someone who is not sick.
  `(better|better off|easier|cheaper|save (a lot of )?money|save \\w+ money)( for (everyone|everybody|them|her|him|my \\w+|the va))? if i (just )?(disappear|disappeared|vanish|vanished|wasnt here|wasn t here|was gone|were gone|wasnt around|wasn t around|didnt exist|didn t exist)(?! (from|off|for) (the )?(system|records|database|list|mailing list|facebook|social media|grid|inspection|move|a while))(?= |$)`,
  `(would|d) be better off (remarried|with (somebody|someone|a man|a woman|a guy) (else|who|that))(?= |$)`,
  // Round 64's second read: "my kids would have a better life with their stepdad than with me".
  `(would|d|will) (have (a )?better (lives|life)|be better off)( \\w+){0,2} with (their|his|her|my|the) (stepdad|stepmom|step dad|step mom|mom|dad|mother|father|new (husband|wife|dad|mom|boyfriend|girlfriend)) than (with )?me(?= |$)`,
  // Round 65 (round 74's sets): a cellmate who hung up "i understand him more every day"; "i dont
  // know how to live with that" of remote killing; "now im just a drain on everyone"; standing at
  // the rail "a little too long".
  `i (understand|get) (him|her|them|it) (more|better) (every|each) (day|night|year)(?= |$)${besideWords("hung up|hung himself|hanged|killed himself|suicide|took his life|took her life|ate his gun|shot himself|died by suicide")}`,
  `i (dont|don t|do not|cant|can t|cannot) (know how to )?live with (that|this|it|myself|what i did|what i ve done|what ive done)( anymore| no more)?(?= |$)${notBeside(`${LOL}|tinnitus|pain|noise|roommate|in laws|inlaws|mother in law|neighbors|wife|husband|gf|bf|mom|dad|decision|rating|denial|smell|snoring|cpap|heat|cold|allergies`)}`,
  `(im|i m|i am|i feel like)( just| only| nothing but)? a (drain|burden|weight|dead weight|leech|parasite) (on|to|for) (everyone|everybody|my family|them|the people|my wife|my kids|the world|society)(?= |$)${notBeside(`${LOL}|financially|money|bills|budget|taxes|taxpayer\\w*|system|va budget`)}`,
  `(stand|standing|stood|sit|sitting|lean|leaning) (at|on|by|over) (the )?(rail|railing|edge|ledge)( \\w+){0,6} (a little |a bit |way )?too long(?= |$)${notBeside(`${LOL}|sunburn\\w*|cruise|back hurt\\w*|bed|photo\\w*|pictures|view|selfie\\w*`)}`,
  // Round 80: a grandson who asks about a veteran's burial "a lot lately" (round 61's lawton-en,
  // which the second opinion retrained with round 88 no longer lifts); a body that "just ain't
  // caught up yet" with a death already felt (round 89's waycross-en).
  `(asks|asking|keeps asking|been asking|kept asking|asked) (me )?(about (it|that|this|burial|dying|death|life insurance|funerals?)|what happens when) (a lot|all the time|every day|constantly|so much|more and more)( lately)?(?= |$)${besideWords("dies young|burial|dies|death|life insurance|funeral|buried")}${notBeside(`${LOL}|homework|school|project|report|class|history|genealogy|family tree`)}`,
  `(my )?body (just )?(aint|ain t|hasnt|has not|hasn t|didnt|did not|havent|haven t|never) (caught up|got the memo|gotten the memo|figured (it )?out)( yet)?(?= |$)${besideWords("i died|i d died|id died|i m dead|im dead|killed me|died in|died over there|dead inside")}${notBeside(`${LOL}|jet lag|time zone|workout|gym|diet`)}`,
  // Round 81 (round 90's lufkin-en): someone "in a dark place" beside a question about what survivors
  // get, or of the writer's own.
  `(is|s|has been|been|hes|he s|shes|she s|im|i m|i am|ive been|i ve been|i have been) in (a )?(really |very |real |pretty |such a )?dark (place|spot|hole)(?= |$)${notBeside(`${LOL}|was in a dark place|were in a dark place|used to be in a dark place|got out of (a|that|the) dark place|came out of (a|that|the) dark place|better now|doing better|not anymore|no longer`)}`,
];
