/**
 * Phrase patterns of the crisis screen, on text read by `normalizeMessage` (crisis-normalize.ts).
 * They go through the same shortening of repeated letters, so they are written in plain spelling.
 * Each matches whole words. Classes of words (SELF, PILLS, GUN) keep them general.
 */
import { GUN, PILLS, ROUTINE_DOSE_ASKED, SELF } from "./crisis-classes";
import { MORE_PATTERNS } from "./crisis-patterns-more";

export const CRISIS_PATTERNS: readonly string[] = [
  // Suicide, self-harm and their slang.
  "suicid\\w*|suicde\\w*|sucide\\w*|suiside\\w*|suicd\\w*|sucid\\w*|suisid\\w*",
  "sewer ?slide\\w*|sooicide|un ?aliv\\w*|kms|kys|self ?harm\\w*|self ?injur\\w*|self ?mutilat\\w*",
  `(kill|kil|killing|killed|shoot|shooting|shot|hang|hanging|hung|cut|cutting|off|offing|drown|drowning|poison|poisoning|burn|burning|stab|stabbing|starve|starving|end|ending|overdose|od) ?${SELF}(?! (working|with (work|overtime)|in the (foot|feet)))`,
  // "hurt myself", but not an injury told as one: "i hurt myself lifting at the motor pool".
  `(hurt|hurting|harm|harming|injure|injured|injuring) ?${SELF}(?! (playing|lifting|at (the|work|basic)|on (the|a|duty|deployment|my)|in (the|a|basic|training|service|iraq|afghanistan|kuwait|vietnam)|during|while|when|working|training|jumping|falling|doing|running|moving|carrying|pretty|bad|real|is that|service|and (now|need|have|want)))`,
  "(end|ending|ended|take|taking|took|lose|losing) (my|his|her|their|your|our) (own )?li(fe|ves)",
  "(end|ending|ended) (it all|it now|it tonight|it today|everything|the pain|this pain|my suffering|my misery)",
  "(want\\w*|wanna|going|gonna|about|try\\w*|tried|ready|plan\\w*|decid\\w*|thinking about|thought about|thinking of) (to )?(end it|end everything|end things|disappear forever|kill myself)(?! (working|with (work|overtime)))",
  // "end things", "pills to end it", "gonna end it", "i just want it (all) to end / be over".
  "(end|ending|ended) things|to end (it|things|everything)|(gonna|wanna|will|might|could|should|just|finally) end (it|things)",
  "(it|this|everything|all this|the pain) (all )?to (end|be over)",
  // "kill me" (but not "killing me": "my knees are killing me").
  "(kill|kil) me|end me",
  // "i should just die", "i might as well be dead", survivor guilt; not "if i should die" or "i could die".
  "(?<!if i )should (just )?(die|be dead|kill myself|end it)|should (have|of|ve|a) (just )?died|should (have|of|ve) been me",
  "could just (die|be dead|end it|kill myself)|(might|may) (just )?as well (just )?(die|be dead|end it|kill myself)",
  "(nobody|no one|noone|no body) (would|will|is going to|is gonna|gonna|d|even) (even |really )?(miss|care|notice)",
  "(nobody|no one|noone|no body) (even |really )?(misses|cares|cared|care) (about me|if i)|(live|lived) or (die|died)",
  "(wish i could|want to|wanna|i could|just want to|going to|gonna) (just )?(disappear|vanish|stop existing|cease to exist|fade away)|stop existing|cease to exist",
  "(want\\w*|wanna|ready|plan\\w*|decid\\w*|deserve\\w*|try\\w*|tried|thinking about|thought about|thinking of) (to )?(die|be dead|not be here|not exist|not wake up)",
  "(rather|prefer to|id rather) (die|be dead)",
  "wish (i|id) (was|were|could be|had) (dead|died|not here|gone)|wish (i|id) (could )?(die|disappear forever)|never been born",
  "(dont|do not|doesnt|does not|didnt|no longer|never|not sure i) (really )?(want|wanna|wish|care) (to )?(live|be alive|be here|exist|wake up|keep living|keep going)",
  "(dont|do not|cant|can not|cannot|no longer) see (the|a|any) point (anymore|any more|(in|of) (anything|living|life|going on|trying|it all|any of (it|this)|being here|being alive|waking up|getting up))",
  "(dont|do not|cant|can not|cannot) see (the|a|any) point$|whats the point( of (it all|anything|any of (it|this)|trying|waking up|going on))?( anymore| any more)?$",
  "better of (dead|gone|without me|if i (was|were|am|wasnt|werent|was not|were not|am not) (gone|dead|here|around|alive))|better without me",
  "(nothing|no one|nobody|noone|no reason|no point|nothing left) (left )?to live for",
  "no (reason|point) (to|in) (live|living|going on|keep going|keeping going|being alive|being here|trying anymore)",
  "(life|living) (is|isnt|is not|aint|s) (not )?(worth (it|living)|pointless|meaningless)|not worth living|whats the point (of|in) (even )?(living|going on|life|being alive)",
  "(cant|can not|cannot) (go on|keep going|keep living|live like this|live with this|see a way out|do life)",
  "(cant|can not|cannot) (take|do|handle|stand|bear) (it|this|life|the pain)( \\w+)? (anymore|any more|no more|much longer)",
  "no way out|tired of (living|life|being alive|everything|it all|waking up|existing|being here|this life)|give up on (life|living)|giving up on (life|living)|gave up on (life|living)|done with (life|living|it all|everything|this life|this world|being alive)",
  "(take|taking|took|thinking about|thought about|think about|consider\\w*) (the )?(easy|cowards|coward|permanent|quick) way out",
  "(feel|feeling|felt|am|im|i m|i am) (so |really |completely |totally |just )?(hopeless|worthless|helpless|like a burden|like dying|trapped)",
  // "hopeless" anywhere, also about a claim (docs/decisions/202-crisis-detection.md).
  "hopeless\\w*|no hope left|lost all hope|(lost|losing|lose|have no|got no|no) (the |my )?will to live",
  "(im|i m|i am|ive become|ive been|i ve become|i ve been|i have become|i have been|i feel|feel like|feeling like|felt like|being|nothing but|become|becoming) ((just|only|such|nothing|but|a|an|huge|big|real|so|much|of|more) ){0,4}burden",
  "(im|i m|i am|i feel like|feel like|just|such|nothing but) ((just|such|nothing|but|a|an|total|complete) ){0,4}waste of (space|oxygen|air|skin|life)",
  "(a|such a) burden (to|on|for) (everyone|every one|my family|my wife|my husband|my kids|them|everybody)",
  "(feel|feeling|felt) like (ending it|ending it all|dying|killing myself|i should die|giving up on life|disappearing forever)",
  "(thoughts|thinking|thought|think) (of|about) (dying|death|ending (it|my life)|killing myself|not being here|not existing)",
  // Methods.
  `(eat|eating|suck|sucking|swallow|swallowing|taste|tasting) (my|a|the) ${GUN}|(eat|eating) (a|my) (bullet|round)`,
  `${GUN} (to|in|against|into|under) my (head|mouth|temple|chest|chin)|(bullet|round) (in|into|through) my (head|brain|skull)`,
  `blow my (brains|head) (out|of|off)|my ${GUN} (is )?loaded|loaded (my|the|a) ${GUN}`,
  "noose|rope around my neck|(slit|slitting|slice|slicing|cut|cutting) (my )?(wrist|wrists|throat|veins|arms)",
  `too (many|much) (of )?(my |the |his |her |those |these )?${PILLS}|(stockpil\\w*|hoard\\w*|saving up|saved up) (my |the |up )?${PILLS}`,
  `(drink|drinking|drank|drug|drugging|starve|starving|bleed|bleeding) ${SELF} to death`,
  `(use|using|used|turn|turning|point|pointing|put|putting) (it|my ${GUN}|the ${GUN}|a ${GUN}) (on|at|to) ${SELF}`,
  "(been|started|start|keep|kept|back to|relapsed) cutting(?! (back|down|corners|costs|expenses|out|off|hours|wood|steel|metal|grass|benefits|payments|the (grass|lawn|cord|budget|check)|my (hair|grass|lawn|hours|benefits|pay|check|payments)))",
  "cutting (myself|again|my (arms?|legs?|wrists?|thighs?|skin|self))|sleep (forever|for good|permanently|eternally)|eternal sleep",
  `(overdose|overdosing|overdosed)|od (on|tonight)|(take|taking|took|swallow|swallowing|down|downing) (all|every|the whole|a whole|a handful of|a bunch of|all of) (of )?(my |the |these |those )?${PILLS}${ROUTINE_DOSE_ASKED}`,
  "(jump|jumps|jumped|jumping|leap|leaps|leaped|leapt|leaping) (off|of|from) (a|the|this|that) (bridge|building|roof|cliff|overpass|balcony|ledge|tower)",
  "(jump|jumping|step|stepping|walk|walking|throw myself) in front of (a|the) (train|bus|truck|car)",
  "(drive|driving|crash|crashing) (my (car|truck) )?(off|of|into) (a|the) (bridge|cliff|tree|wall)|crash my (car|truck) on purpose",
  // Goodbyes and warning signs.
  "(wont|will not|not going to|not gonna) be (here|around) (much longer|for long|tomorrow|next week|anymore|any more)",
  "(goodbye|good bye) (note|letter|message|post|text)|suicide note|final goodbye|this is (my )?goodbye|goodbye cruel world",
  "(say|saying|said) (my )?(goodbyes?|good byes?) to (everyone|every one|all|my family|my kids|my wife|my friends)",
  "(giving|give|gave) away (all )?(my )?(stuff|things|guns|belongings|possessions)",
  "(go to )?sleep and (never|not) wake up|(never|not) wake up again",
  "(check|checking|checked|tap|tapping|clock|clocking) out (for good|permanently|early|of this life|of life)",
  "(become|be|join|joining|another|one of) (the )?22(?! ?\\d)|22 a day|(join|be with) (my )?(buddies|brothers|friends|battle buddies|guys) (who|that) (died|didnt make it|are gone|are dead)",
  // Danger to others, including a buddy.
  "(?<!(heat|heatwave|wave|cold|weather|storm|humidity|sun|traffic|road|curve|intersection|smoke|fumes|batch|fentanyl|virus|flu|covid) (is|s|was) )(want\\w*|going|gonna|might|could|will|thinking about|think about|plan\\w*) (to )?(hurt|harm|kill|shoot|stab) (someone|somebody|people|everyone|everybody|my (wife|husband|family|boss|kids))",
  // Asking for the crisis line itself.
  "crisis (line|hotline|number|text|chat)|veterans crisis",
  // Spanish.
  "quiero morir\\w*|matarme|me quiero matar|no quiero vivir",
  ...MORE_PATTERNS,
];
