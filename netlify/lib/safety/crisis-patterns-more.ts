/**
 * Phrase patterns added for issue 9, each a kind of message rather than one sentence: wanting it
 * over, no reason to go on, no future, not being safe, self-harm in any tense, notes and
 * goodbyes, plans and dates, how-to questions about dying, survivors' guilt, Spanish.
 */
import { GUN, PILLS, ROUTINE_DOSE_ASKED, SELF } from "./crisis-classes";

const SAFE = "(safe|ok|okay|alright)";

export const MORE_PATTERNS: readonly string[] = [
  // Wanting it over, out, gone; no reason, no future.
  "(want|wanna|wish|need|ready for) (it|this|everything|all of (it|this)|all this|my life|the pain|life)( all)? (to )?(be )?(over|gone|done|stop|to stop|end|to end)( for good|$)|(want|wanna|wish|need) (my life|the pain|everything|it all) to (end|be over|stop)",
  "(want|wanna|ready) (to )?(be )?gone|(want|wanna|need) out($| (and|i|anyway|idk|now|for good|of (here|this life|this world|life|it all)))",
  "(want|wanna|need|ready) (everything|it all|it|the pain|this|life) to stop (for good|forever|permanently)",
  "(want|wanna|going|gonna|ready) to (stop|quit) (living|being alive|existing|breathing)|(stop|quit) being alive",
  "(no|not a|not any|dont have a|dont have any|without a|dont have anything|nothing|have nothing|got nothing) (single )?(reason|thing|point|one|body)? ?(left )?to (go on|keep going|keep living|live for|stay alive|stay for|keep going for|wake up for|be here)",
  "(no|dont have a|dont see a|cant see a|dont see any|there is no|theres no|not have a) future( for (me|myself)|$| anymore| left)|nothing left for me",
  // Hope of dying on the road, not waking up.
  "(hop\\w*|want\\w*|wish\\w*|pray\\w*) (to |that |i )?(crash|hit (a|the|something)|wrap|dont make it|wont make it|not make it|never make it|dont wake|wont wake|wouldnt wake|would not wake|never wake|not wake|not to wake|do not wake|didnt wake|die|get killed)",
  "(swerv\\w*|steer\\w*|drive|driving|drove|turn\\w*) (in|into|in to) (oncoming|traffic|a tree|the tree|a wall|a pole|a semi|a bridge)",
  "disappointed (every time |when |that |each morning )?i (wake|woke)|(not|never|wouldnt|dont|wont) wake up (in the morning|tomorrow|again|ever)",
  "(make|makes|made) me (not wake|never wake|sleep for good|die)",
  // Safety.
  `(keep|stay|be|remain) (${SELF}|me|him|her) (${SAFE})|(not|nt|isnt|im not|am not|not feeling|dont feel) (${SAFE}) (right now|tonight|at home|with myself|around my)|(im|i am) not safe$|promise (i|ill|i will|im) (be |stay )?(${SAFE})|trust (myself|himself|herself|themselves)`,
  `(scared|afraid|terrified|worried|frightened) (of )?(what )?(i|ill|i will|i might|i may|i could) (do|might do|could do)|(do|doing|did) something (stupid )?to ${SELF}`,
  // Self-harm, in any tense.
  `(cut|cuting|burn|burned|burnt|carv\\w*|scratch\\w*|hit|punch\\w*|bang\\w*|pick\\w*|bit|bite|hurt|harm\\w*|starv\\w*|slash\\w*|slam\\w*|smash\\w*|bash\\w*) (${SELF}|(my|into my|at my)( own)? (arms?|wrists?|legs?|skin|thighs?|head|body|face|stomach|self|chest|hands?|fingers))( .{0,30})? (on purpose|to feel|(with|using) (a |the |my )?(razor|blade|knife|lighter|cigarette)|into (the |a )?walls?|when it gets bad|(til|till|until|so) (i|it|they) bleed\\w*|(so|till|until) (nobody|no one)|deep|again|because i (want|need)\\w* to hurt)`,
  "(want|wanted|need|needed|urge|urges) to (hurt|bleed)(?! (my|your|his|her) (back|knee|hand))",
  `(cut|cutting|cuting|carv\\w*|burn\\w*|slash\\w*) (deep|deeper|myself|into my (arm|skin|leg|wrist))`,
  // Notes, letters, goodbyes, affairs in order.
  "(note|letter|letters|message|text|post|posted|sent|(he|she|they) (said|says|saying)) .{0,40}(goodbye|good bye|sorry for everything|couldnt do it anymore|cant do it anymore|for after (im|he is|hes|she is|shes) gone|take care of my)",
  "(found|find|read|left|wrote|writing) (a|his|her|my|the) (note|letter|letters)( \\w+){0,6} (goodbye|sorry|love|forgive|after|kids|gone)",
  "(tell|telling) (everyone|my (wife|kids|family|mom|son|daughter)|them) (i|that i) love",
  "(take care of|look after) my (kids|wife|dog|family|children) for me|take care of (my|them) (when|after) (im|i am) gone",
  "wrote (letters|a letter|notes|a note) to (everyone|my kids|my family|my wife)|letters to my \\w+ for after",
  "(?<!(getting|putting|get|put|got|have|had) our )(affairs|things|everything) in order|(made|wrote|writing|make|finished|updated) (a|my) will\\b(?! (say|says))",
  "(gave|giving|give|sold|selling|given) (away )?(all )?(my )?(\\w+ )?(guns|rifles|pistol|shotgun|weapons|dog|cat|medals|truck|belongings|possessions)( \\w+){0,5} (wont|will not|dont|not going to) need",
  "(gave|giving|give|sold|given) (away )?(all )?(my )?(stuff|things|belongings|possessions)",
  "(goodbye|good bye) (everyone|everybody|all|world|cruel|my|and thank|thank|thanks|to all|brother|tell)|(love you all|thank you for everything|thanks for everything|thank you for trying)( \\w+){0,2} (goodbye|bye)|(say|said|saying|wanted to say) (my )?(goodbye|good bye|goodbyes)( and|$| to (everyone|you all|all))",
  "(this is|its|it is|here is) (my )?(last|final) (message|night|day|post|text|goodbye|words|time)",
  // A farewell in other words ("see you on the other side", "see you in valhalla").
  "see (you|ya|yall|you all|u) (on the other side|in valhalla|in the next life|in heaven|at fiddlers green)",
  "(its|it is) (time|my time)( for me)? to go|(im|i am) ready to go($| now| tonight| home to)|tonight is the night|(this is it|its time)$|my time (is up|has come)",
  // Decisions and plans.
  // Round 61 (beaufort-en): not "made my peace (with the rating decision) and im doing good".
  "((made|make|ive made|i have made) (my|a|the) (decision|choice|peace)(?! to (file|appeal|go|use|move|get|apply|switch|retire))|made (my )?peace)(?<!peace(?=( with (the|my|this|that|it|all)( \\w+){0,4})? and (im|i m|i am) (doing|doin) (good|well|better|ok|okay|fine|great)(?! (with|to) )))",
  "(?<!(gets|get|getting|got|be|being) )(decided|picked|chose|set|choose|pick) (a |the |my )?(date|day|time|how and when|when and how|how|when)(?! (to|for|of) )",
  "(plan|means) and (a|the) (plan|means)|(have|got) (the )?means|have a plan(?! (for|to (file|use|go|apply|pay|appeal|refinance|sell|buy|submit|send|transfer|switch|call|ask)))",
  "(go|going|gonna) through with it|(do|doing) it (tonight|this weekend|soon|today)|(couldnt|could not|cant|didnt) (do|go through with) it",
  // How-to questions about dying.
  `(how many|how much|what amount|what dose|what dosage|enough|what number) (of )?(\\w+ ){0,4}(would|does it take|to|is|will|it takes) (to )?(kill|die|be fatal|be lethal|overdose|not wake|od|end it|stop my heart)`,
  `(lethal|fatal|deadly) (dose|amount|overdose)(?! of (noise|radiation|sound|paperwork|red tape))|(would|will|is) (be )?(lethal|fatal|deadly)|(painless|quickest|easiest|fastest|best|surest|quiet\\w*) (way|method|ways) to (die|go|end it|kil|do it)|painless to (die|go|hang)|(how to|ways? to|best way to) (hang|kil|shoot|drown|overdose|off|end) (${SELF}|it)`,
  "(tie|tied|tying|tie up) (a |the )?(noose|knot)|(rope|noose) (ready|in my|around)|(bought|buy|got|have) (a |the |some )?(rope|noose)(?! (burns?|burn|for (work|training|climbing|the boat|camping|rappelling)|to (climb|tie down|tow)))",
  `(swallow\\w*|took|take|downed|down) (my |the |a )?(whole|entire|all of my|all my|all the) (\\w+ )?(prescription|bottle|pack|supply|${PILLS})${ROUTINE_DOSE_ASKED}`,
  `(saving|saved|stash|stashing|stockpil\\w*|hoard\\w*|collecting|collected) (up )?(of |my |some |enough )?(\\w+ )?${PILLS}|${PILLS} saved up|enough ${PILLS} saved`,
  "(walk|walking|walked|swim|swimming) (into|in to|out into) (the )?(lake|ocean|river|sea|water|traffic|woods)|edge of the (bridge|roof|building|cliff)",
  "(car|truck|engine) (running|on) .{0,20}garage|garage .{0,30}(car|truck|engine) (running|on)|(ran|run|running) the (car|truck|engine) in (the |a )?(closed )?garage",
  // Burden, worth, insurance.
  "(im|i am|just|feel like) (a )?(drain|dead weight|deadweight|waste of (space|oxygen|air|skin|life))( on| to|$)",
  "worth more (dead|to them dead|gone)|(family|wife|kids|they|she) (get|gets|would get|will get) more (if|when) (im|i am|i was|i were) (dead|gone)|life insurance .{0,60}(than (me|from me)|if i (die|was dead|were dead|was gone)|suicide|better off|when i die|after i die)",
  "(happier|better|fine|ok|okay|easier|safer) (off )?(without me|if i (was|were|wasnt|werent|was not|were not|am not) (around|here|alive|gone|dead|in the picture))",
  "(dont|do not|didnt|no longer) deserve (to )?(live|be alive|be here|life|to be happy|to exist)",
  "(cant|can not|cannot|couldnt) live with (myself|what i (did|done|saw|have done)|it anymore|the guilt)",
  // Not being here much longer; survivors' guilt.
  "(wont|will not|not going to|not gonna|isnt going to|dont think ill|dont think i will|dont think hel|dont think he will|never) (make it|be (here|around|alive))(?! to (the|my|your|see my (appointment|exam))|for my (appointment|exam))",
  "(make it|last) (through|to|past) (the|this|next) (week|night|weekend|month|christmas)|(dont|cant|do not) see myself (being |still )?(here|around|alive|living)",
  "(ill|i will|im going to|gonna|going to) be (dead|gone) (soon|anyway|by (then|tomorrow|next|christmas))",
  "(go be|be|rejoin) with (them|my (buddies|brothers|guys|squad|battle buddies))(?! (at|for|in|on|to) )|(go |going to |want to |wanna |ready to )?join (my )?(buddies|brothers|guys|battle buddies) (who|that|in|from)",
  "(should|shouldve|should of) (have )?(been me|died|be dead)|(it|that) should (have|of|ve) been me",
  // Second tuning batch.
  "(want|wanna|wish|going|ready) to (go away|disappear|leave|be gone|sleep|vanish) (forever|for good|permanently)",
  "(dont|do not|cant) (want to )?keep (doing|living) (this|my) life|(stop|stops|stopped) (my|his|her) (breathing|heart)|my heart to stop|stop breathing",
  "(no|any|a|one|single|the) (reason|point) (to|in|for) (live|living|go on|going on|keep (going|living|on|trying)|stay|staying|be here|being here|wake up|get up|stay alive)",
  "(drive|driving|drove|run|running|ran) (my (car|truck) )?(off|of) (the|a) (road|cliff|bridge|mountain|overpass)",
  "(hop\\w*|pray\\w*) (something|someone|a \\w+|the \\w+) (ends it|kills me|hits me|takes me)|(no|without a|without my) seatbelt hoping",
  "(tried|try|use|used) (the|a|my) (belt|cord|rope)( last| again| but|$)",
  "(found|find|read|saw) (my|his|her) (note|letter|journal|diary)(?! (from|about|to the|for (my|the) (claim|appeal)))|before i could (do it|go through with it)",
  "(if|whether) (im|i am|ill be|i will be|i can be|i can stay) safe|(dont|do not) (think|know if) (ill|i will|i am|im|i can) (be |stay )?(safe|ok)|(might|may) not (be|stay) safe",
  "(im sorry|sorry) .{0,20}take care of (the|my) (kids|wife|family|dog)|take care of (the|my) (kids|wife|family|dog) for me",
  "(want|need|deserve) to (feel|be in) pain|deserve (the|this) pain",
  "(its|it is|its all|it s) over for me|tonights the night|tonight is (it|the night)|in case tonight",
  "(sold|gave|giving|give|wrote|left|leaving|writing) .{0,60}(after|when|for when) (im|i am) gone",
  "(gave|giving|give|found) (my )?(dog|cat|pets?) (away|a (new|good) home)|(gave|give|giving) away my (dog|cat|pets?)",
  "(left|leaving|wrote|writing down) (my|all my) (passwords|insurance papers|bank info)",
  "(better|happier) (off )?without (a \\w+ like me|someone like me)|(relieved|glad) if i (was|were|am) (gone|dead)",
  "drag (everyone|everybody|my family|them) down|(nobody|no one) (would|will) (come|show up) (to|at) my funeral",
  "(who|would anyone|would anybody) (would )?(even )?(care|notice|miss me) if i (died|was gone|were gone|disappeared|was dead)|(nobody|no one) would (even )?(look for|come looking for) me",
  "nothing (ahead|left|out there) for me|nothing to look forward to|out of hope|lost (all )?hope(?! (in|with|for|on) )|no hope( left|$)",
  "(dont|do not) care if i (wake up|live|die|make it|am alive)|(hop|wish|pray)\\w* .{0,25}(i (dont|wont|wouldnt|never|do not) wake|i die|to die|not to wake)",
  "(stood|standing|stand|sat|sitting) (on|at) (the|a) (edge|bridge|ledge|roof|overpass)|(looked|look|looking|stared) (over|down|off) (the )?(edge|bridge|ledge|side)|(edge|ledge) .{0,40}thought about it",
  "(think|thinking|thought) about (jumping|driving off|crashing|walking into|stepping in front|pulling the trigger|hanging)",
  "(swallow|take|taking|down|eat) (everything|all|every pill|all the pills|whatever) (in|from) (the|my) (medicine cabinet|cabinet|bottle|cupboard)",
  `(best way|how|easiest way|ways?) to (hang|kil|shoot|drown|overdose|off) (someone|a person|${SELF})`,
  "(want|wanna|ready|going) to (go )?(join|be with) (them|my (brothers|buddies|guys))|why (did|do) i (survive|make it|get to live)|i (shouldnt|should not) have (survived|made it)",
  "(not going to|wont|will not|not gonna|dont think ill|cant) last (much|long|another|the)",
  "tell (them|her|him|my \\w+|everyone) (im|i am|that im) sorry",
  "(^| )(done|finished) (living|with (life|living))|(give|giving|gave|quit|quitting) up on (everything|life|living|myself|it all)|quit on (life|living|myself)",
  "(sound|sounds|sounded|felt|feel|seems?|read|reads) like (a )?(goodbye|good bye|suicide note)",
  `(hold|keep|lock up|store|take) (my|his|her) ${GUN}s? (for (me|him|her|a while|now)|because|until)`,
  "(feel|feeling|felt) like (killing|hurting|shooting) (someone|somebody|people|everyone)|(thoughts|thinking|urges?) (of|about) (hurting|harming|killing) (my|someone|somebody|people)",
  "(death|dying|suicide|killing myself) is all i (think|dream) about|all i think about is (death|dying)|imagin\\w* (my )?(dying|death|being dead)",
  "insurance (money|payout)? ?.{0,40}(only thing|better off|left to give|worth more)|better off with (the|my) (insurance|life insurance)|(more use|more useful|worth more|better) (to (them|everyone) )?dead",
  "(get|understand|see) why (so many )?(vets|veterans|guys|people) (end it|kill themselves|do it)",
  "(might|may|probably) not (be around|be here|be alive)(?! (on time|in time|to (my|the) (appointment|exam)))",
  "(got|have|picked|set) (a|the) date( set)?(?! (for|to|with) )|(im|i am) in danger|(took|swallowed|downed) (\\d+|twenty|thirty|forty|fifty|a hundred) (of (my|the) )?(\\w+ )?(pills|tablets|meds)(?! (a|per|every|each) day)",
  "(i|my) (attempted|attempt)(?! (to|at) )|(hit|punch\\w*|slap\\w*|slam\\w*|smash\\w*|bash\\w*) (myself|my head (into|against))|hose (on|to|from|into) (the )?exhaust",
  "(took|take|taking|flipped|flip|clicked) (the )?safety off",
  "(se|me|te) (va|voy|vas) a matar|razon para vivir|dejar de existir|no quiero estar aqui",
  "(want|wanna|need) it (all )?over(?! with)|(dont|do not) (think|know if) i (want|wanna|can) (to )?(keep going|go on|keep living|live)|stop waking up",
  "(hop|wish|pray)\\w* (i|to) (get|be|die) in (a )?(wreck|crash|accident)|(crash|crashed|crashing|drove|drive|driving|wreck\\w*|rolled|roll|flip\\w*) .{0,30}on purpose|(wont|will not|not going to) be needing (them|it|my)",
  "(no|any) way out (of this )?(except|but) (one|the one)|(go|going) home to (god|jesus|the lord)|meet my maker|(been|it was) an honor( |$)(?!to serve)",
  // Thoughts and urges.
  "(talking|talks|talked|talk|talkin) about (ending it|ending (his|her|my|their) life|killing|dying|suicide|not being (here|around))",
  "(thinking|think|thought|thinks) about (doing it|trying it|trying) (again|too|tonight|soon)|(try|trying|attempt\\w*) (it )?again(?! (with|for|on|at|after|next|later|online|by))",
  "(im|i am|hes|shes|he is|she is|is|i m) (done|finished) (living|with (life|living|being alive))",
  "(im|i am|ill|i will|going to|gonna|im going to|about to) end(ing)? (it|things)( all)?(?! (with|for|on|by|from|online|early) )",
  "(swallowed|downed|took) (a )?(handful|bunch|fistful|lot) of (my )?\\w* ?(pills|meds|tablets)(?! (for|every|a day|each))",
  "(fantasiz\\w*|dream\\w*|think\\w*|thought\\w*|obsess\\w*) (of|about) (dying|death|being dead|my death|not being here|not existing|my (own )?funeral)",
  "hate (being alive|living|my life|life|myself|existing)",
  "(another|a|be|become|becoming) (va )?statistic|(be|become) (number|no) 2\\d (today|tonight)",
  "(?<!(heat|heatwave|wave|cold|weather|storm|humidity|sun|traffic|road|curve|intersection|smoke|fumes|batch|fentanyl|virus|flu|covid) (is|s|was|will|could|might|would) (gonna |going to |about to )?)(hurt|harm|kill|shoot|stab) (somebody|someone|people|everyone|everybody)|shoot up (my|the|a|this|that)",
  // Checking out; ending oneself.
  "ready to (check|tap|clock) out|(check|tap|clock)\\w* out (for good|permanently)",
  // Spanish.
  "morir\\w*|(estar|quisiera estar|mejor|estaria mejor) muert[oa]|suicid\\w*|matar(me|se|te)|quitar(me|se|te)? la vida|no (quiero|puedo) (seguir )?(viviendo|vivir)|no aguanto (mas|la vida)|terminar con (todo|mi vida)|cansad[oa] de vivir|no vale la pena (vivir|seguir)|desaparecer",
];
