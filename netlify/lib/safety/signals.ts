/**
 * The kinds of signal the crisis screen reads (screen.ts decides the tier from which are present),
 * and how a rule is written: a regular expression over plain text (lowercase, no accents or
 * apostrophes, words separated by single spaces), matched on whole words, tagged with where it
 * came from so that `npm run bench` can leave one writer's rules out and measure on that writer.
 */

import KNOWN_PIECES from "./pattern-pieces";
import { textKey } from "../text-key";

export type Signal =
  /** Suicide or self-harm said outright: "kill myself", "end my life", "matarme". */
  | "suicide"
  /** Suicide named in a question about benefits, with no stated intent: "does VGLI cover suicide". */
  | "suicideMention"
  /** A means of dying named: a gun, pills, a rope, a bridge. */
  | "means"
  /** A means at hand now: "loaded", "in my mouth", "pills counted out on the table". */
  | "meansReady"
  /** At a place to die, now: "standing on the overpass", "engine running in the garage". */
  | "place"
  /** How much, how deep, how long it takes, which is surer. */
  | "lethality"
  /** A decision, a plan, going through with it, not coming back. */
  | "intent"
  /** Now, tonight, by Friday, before the weekend. */
  | "time"
  /** A time ahead, not "today": tonight, tomorrow, by Friday, this weekend (a date for a plan). */
  | "soon"
  /** The writer's own death or absence: "after I'm gone", "I won't be needing it". */
  | "afterMe"
  /** What survivors get: DIC, burial, life insurance, beneficiary. */
  | "deathBenefit"
  /** Goodbyes, letters, apologies, giving things away. */
  | "farewell"
  /** Another person in danger now: a goodbye text and no answer, locked in with a gun. */
  | "thirdPartyDanger"
  /** A threat to hurt another person or to attack a place. */
  | "harm"
  /** A firearm, a blade or fire named (not pills or heights): what a threat is carried out with. */
  | "weapon"
  /** A wrong someone did the writer (fired me, took my kids, denied me, laughed at me), or a place of it. */
  | "grievance"
  /** Hopelessness, burden, no point, tired of being here. */
  | "hopeless"
  /** Low mood in Spanish ("me siento down", "a veces pienso que", "pa que"): possible risk when nothing frames it. */
  | "mood"
  /** Professional, figurative or recovered talk about death: "prevention coordinator", "lol", "doing great now". */
  | "benign"
  /** Long ago: "in 2012", "years ago", "used to". */
  | "past"
  /** Owning a weapon, said as ownership ("like every other guy", "for home defense", "registrada"): not a means at hand by itself. */
  | "owning"
  /** Laughter or a joke marker ("jaja", "lol", "jk"): a threat beside it with nothing about now is a figure of speech. */
  | "laugh"
  /** Where something is ("in the truck", "on the table", "in my pocket"): a means at hand only beside another kind of risk. */
  | "atHand"
  /** A wrong done to one of the writer's own by a person ("put his hands on my daughter"). */
  | "wrongToKin"
  /** Someone else alone now ("he's alone out there", "está solo"): in danger only beside a sign of risk or a weapon. */
  | "alone"
  /** Someone else living alone ("my mom lives alone", "vive sola"): in danger only beside a sign of his own risk. */
  | "livesAlone";

/** Where a rule came from: the kinds issue 18 names, or the writer set whose reading suggested it. */
export type Origin =
  | "issue"
  | "vet-en"
  | "responder-en"
  | "family-es"
  | "multi"
  // Round 4: the sets first held out (spouse-en, and the second round's young-en and es), once measured.
  | "spouse-en"
  | "young-en"
  | "es-r2"
  // Round 5: round 3's sets (vetcenter-en, caribe-es), once measured on the merged round-4 screen.
  | "vetcenter-en-r3"
  | "caribe-es-r3"
  // Round 6: round 4's sets (advocate-en, chicana-es), once measured on the merged round-5 screen.
  | "advocate-en-r4"
  | "chicana-es-r4"
  // Round 7: round 5's sets (medic-en, spanglish-es), once measured on the merged round-6 screen.
  | "medic-en-r5"
  | "spanglish-es-r5"
  // Round 8: round 6's sets (nurse-en, tejano-es), once measured on the merged round-7 screen.
  | "nurse-en-r6"
  | "tejano-es-r6"
  // Round 11: round 9's sets (lakota-en, centro-es), once measured on round 10's screen.
  | "lakota-en-r9"
  | "centro-es-r9"
  // Round 11: round 10's gulf-spouse-en, once measured on round 11's screen.
  | "gulf-spouse-en-r10"
  | "frontera-es-r10"
  // Round 12: round 10's peer-en and round 11's chaplain-en and bayamon-es, once measured.
  | "peer-en-r10"
  | "chaplain-en-r11"
  | "bayamon-es-r11"
  | "crisisline-en-r11"
  | "sierra-es-r11"
  | "guard-en-r11"
  | "trucker-en-r12"
  | "miami-es-r12"
  | "northwest-en-r13"
  | "valle-es-r13"
  | "gym-en-r14"
  | "carolina-es-r14"
  | "pilsen-es-r14"
  | "holyoke-es-r15"
  | "alamo-en-r15"
  | "rgv-es-r16"
  | "houston-es-r16"
  | "okla-en-r16"
  | "nuevomexico-es-r17"
  | "skidrow-en-r17"
  | "appalachia-en-r18"
  | "fresno-es-r18"
  | "dalton-es-r19"
  | "tidewater-en-r19"
  | "detroit-en-r20"
  | "yakima-es-r20"
  | "killeen-en-r21"
  | "kissimmee-es-r21"
  | "montana-en-r22"
  | "bronxville-es-r22"
  | "georgia-en-r23"
  | "eastla-es-r23"
  | "norfolk-en-r23"
  | "ponce-es-r23"
  | "tacoma-en-r24"
  | "ozarks-en-r24"
  | "lorain-es-r24"
  | "salinas-es-r24"
  | "dayton-en-r25"
  | "charlotte-es-r25"
  | "elpaso-es-r26"
  | "queens-es-r26"
  | "lubbock-en-r26"
  | "guam-en-r26"
  | "sanantonio-es-r27"
  | "maine-en-r27"
  | "outerbanks-en-r28"
  | "navajo-en-r28"
  | "bronx-es-r28"
  | "tucson-es-r28"
  | "southside-en-r29"
  | "kuskokwim-en-r29"
  | "lawrence-es-r29"
  | "yuma-es-r29"
  | "sandiego-en-r30"
  | "piedmont-en-r30"
  | "caguas-es-r30"
  | "houston2-es-r30"
  | "phoenix-en-r31"
  | "atlanta-en-r31"
  | "sanjose-es-r31"
  | "westlake-es-r31"
  | "tahlequah-en-r32"
  | "flint-en-r32"
  | "hialeah-es-r32"
  | "watsonville-es-r32"
  | "vallejo-en-r33"
  | "bakersfield-en-r33"
  | "newark-es-r33"
  | "oakcliff-es-r33"
  | "review-r28"
  // Round 32: a second reader's probes that the screen missed before and after the round's changes.
  | "review-r32"
  // Round 40: a reader's probes of attacks on the writer now, written before the rules.
  | "review-r40"
  // Round 41: rules written against probe writers' and readers' probes (figures of speech, threats
  // now, plans told in benefit questions).
  | "review-r41"
  // Round 42: rules written from round 50's misses and two reads of them (plans in plain words,
  // threats said to be meant, pills taken, a weapon pointed now).
  | "review-r42"
  | "review-r47"
  // Round 34: what the retrained second opinion read differently, on every older set and probe.
  | "retrain-r34"
  | "rapidcity-en-r34"
  | "eastbaltimore-en-r34"
  | "arecibo-es-r34"
  | "gulfton-es-r34"
  | "bremerton-en-r35"
  | "heights-es-r35"
  | "mobile-en-r35"
  | "yuma-es-r35"
  | "fayetteville-en-r36"
  | "duluth-en-r36"
  | "elpaso-es-r36"
  | "caguas-es-r36"
  | "tacoma-en-r37"
  | "norfolk-en-r37"
  | "laredo-es-r37"
  | "orlando-es-r37"
  | "killeen-en-r38"
  | "spokane-en-r38"
  | "sanantonio-es-r38"
  | "bronx-es-r38"
  | "guard-en-r39"
  | "sandiego-en-r39"
  | "hialeah-es-r39"
  | "elpaso-es-r39"
  | "stlouis-en-r40"
  | "boise-en-r40"
  | "lasvegas-es-r40"
  | "nashville-es-r40"
  | "milwaukee-en-r41"
  | "honolulu-en-r41"
  | "omaha-es-r41"
  | "tampa-es-r41"
  | "birmingham-en-r42"
  | "reno-en-r42"
  | "riverside-es-r42"
  | "hyattsville-es-r42"
  | "asl-en-r43"
  | "pensacola-en-r43"
  | "doral-es-r43"
  | "paterson-es-r43"
  | "carson-en-r44"
  | "westminster-en-r44"
  | "sweetwater-es-r44"
  | "salem-es-r44"
  | "columbus-en-r45"
  | "fargo-en-r45"
  | "neworleans-es-r45"
  | "lakeworth-es-r45"
  | "stpaul-en-r46"
  | "buffalo-en-r46"
  | "kendall-es-r46"
  | "cicero-es-r46"
  | "sacramento-en-r47"
  | "lowell-en-r47"
  | "yonkers-es-r47"
  | "elcentro-es-r47"
  | "groton-en-r48"
  | "akron-en-r48"
  | "ontario-es-r48"
  | "weston-es-r48"
  | "macon-en-r49"
  | "wichita-en-r49"
  | "denver-es-r49"
  | "providence-es-r49"
  | "anchorage-en-r50"
  | "chattanooga-en-r50"
  | "kissimmee-es-r50"
  | "brownsville-es-r50"
  | "erie-en-r51"
  | "yuba-en-r51"
  | "garland-es-r51"
  | "allentown-es-r51"
  | "toledo-en-r52"
  | "spokane-en-r52"
  | "hialeah-es-r52"
  | "laredo-es-r52"
  | "fayetteville-en-r53"
  | "gallup-en-r53"
  | "bronx-es-r53"
  | "sanantonio-es-r53"
  | "assorted-en-r53"
  | "billings-en-r54"
  | "norfolk-en-r54"
  | "ponce-es-r54"
  | "elpaso-es-r54"
  | "detroit-en-r54"
  | "jacksonville-en-r55"
  | "wheeling-en-r55"
  | "laramie-en-r55"
  | "tijuana-es-r55"
  | "elizabeth-es-r55"
  | "omaha-en-r56"
  | "tucson-en-r56"
  | "dayton-en-r56"
  | "salinas-es-r56"
  | "santafe-es-r56"
  | "scranton-en-r57"
  | "lafayette-en-r57"
  | "tulsa-en-r57"
  | "pueblo-es-r57"
  | "hartford-es-r57"
  | "review-r48"
  | "review-r49"
  | "review-r50"
  | "review-r51"
  | "clarksville-en-r58"
  | "beaumont-en-r58"
  | "kalamazoo-en-r58"
  | "mayaguez-es-r58"
  | "odessa-es-r58"
  | "augusta-en-r59"
  | "cheyenne-en-r59"
  | "bangor-en-r59"
  | "reading-es-r59"
  | "hazleton-es-r59"
  | "savannah-en-r60"
  | "biloxi-en-r60"
  | "missoula-en-r60"
  | "vineland-es-r60"
  | "dodgecity-es-r60"
  | "lawton-en-r61"
  | "watertown-en-r61"
  | "barstow-en-r61"
  | "nogales-es-r61"
  | "pasco-es-r61"
  | "review-r52"
  | "columbia-en-r62"
  | "fortwayne-en-r62"
  | "shreveport-en-r62"
  | "santaana-es-r62"
  | "aguadilla-es-r62"
  | "review-r53"
  | "coloradosprings-en-r63"
  | "huntsville-en-r63"
  | "syracuse-en-r63"
  | "corpuschristi-es-r63"
  | "humboldtpark-es-r63"
  | "review-r54"
  | "knoxville-en-r64"
  | "minot-en-r64"
  | "sierravista-en-r64"
  | "sanbernardino-es-r64"
  | "waukegan-es-r64"
  | "review-r55"
  | "amarillo-en-r65"
  | "lexington-en-r65"
  | "portsmouth-en-r65"
  | "lascruces-es-r65"
  | "lynn-es-r65"
  | "review-r56"
  | "beckley-en-r66"
  | "dothan-en-r66"
  | "pocatello-en-r66"
  | "delrio-es-r66"
  | "perthamboy-es-r66"
  | "review-r57"
  | "review-r58"
  | "review-r59"
  | "muskogee-en-r67"
  | "hampton-en-r67"
  | "siouxfalls-en-r67"
  | "pharr-es-r67"
  | "bridgeport-es-r67"
  | "lakecharles-en-r68"
  | "gary-en-r68"
  | "lejeune-en-r68"
  | "homestead-es-r68"
  | "manassas-es-r68"
  | "junctioncity-en-r69"
  | "pittsburgh-en-r69"
  | "oceanside-en-r69"
  | "fajardo-es-r69"
  | "norcross-es-r69"
  | "beaufort-en-r70"
  | "youngstown-en-r70"
  | "fairbanks-en-r70"
  | "yauco-es-r70"
  | "brentwood-es-r70"
  | "stockton-en-r71"
  | "chillicothe-en-r71"
  | "flatbush-en-r71"
  | "sanangelo-es-r71"
  | "jacksonheights-es-r71"
  | "review-r62"
  | "review-r63"
  | "camden-en-r72"
  | "deltams-en-r72"
  | "austin-en-r72"
  | "unioncity-es-r72"
  | "coachella-es-r72"
  | "portland-en-r73"
  | "hinesville-en-r73"
  | "stcloud-en-r73"
  | "columbusga-es-r73"
  | "stockton-es-r73"
  // Round 64's code review and second read.
  | "review-r64"
  | "kansascity-en-r74"
  | "annapolis-en-r74"
  | "indiansprings-en-r74"
  | "santamaria-es-r74"
  | "keywest-es-r74"
  | "roanoke-en-r75"
  | "norman-en-r75"
  | "williston-en-r75"
  | "sanluis-es-r75"
  | "cayey-es-r75"
  | "texarkana-en-r76"
  | "zanesville-en-r76"
  | "fortsmith-en-r76"
  | "eaglepass-es-r76"
  | "santurce-es-r76"
  | "grandjunction-en-r77"
  | "kenosha-en-r77"
  | "elizabethtown-en-r77"
  | "juanadiaz-es-r77"
  | "oxnard-es-r77"
  | "bemidji-en-r78"
  | "hattiesburg-en-r78"
  | "altoona-en-r78"
  | "humacao-es-r78"
  | "greeley-es-r78"
  | "fountain-en-r79"
  | "gulfport-en-r79"
  | "flagstaff-en-r79"
  | "elyria-es-r79"
  | "sanbenito-es-r79"
  | "joplin-en-r80"
  | "tupelo-en-r80"
  | "kodiak-en-r80"
  | "mcallen-es-r80"
  | "guayama-es-r80"
  | "beaufortsc-en-r81"
  | "cheyennewy-en-r81"
  | "dearborn-en-r81"
  | "sanjuan-es-r81"
  | "laredo2-es-r81"
  | "bangorwa-en-r82"
  | "lakecity-en-r82"
  | "fairbanks2-en-r82"
  | "hartford2-es-r82"
  | "santafe2-es-r82"
  | "jasper-en-r83"
  | "ogden-en-r83"
  | "wahiawa-en-r83"
  | "vegabaja-es-r83"
  | "wheights-es-r83"
  | "pineville-en-r84"
  | "clarksburg-en-r84"
  | "canandaigua-en-r84"
  | "moca-es-r84"
  | "southgate-es-r84"
  | "muncie-en-r85"
  | "florence-en-r85"
  | "grandforks-en-r85"
  | "ciales-es-r85"
  | "pasadenatx-es-r85"
  | "galveston-en-r86"
  | "harlan-en-r86"
  | "lacrosse-en-r86"
  | "langleypark-es-r86"
  | "deltona-es-r86"
  | "astoria-en-r87"
  | "montgomery-en-r87"
  | "longbeach-en-r87"
  | "santarosa-es-r87"
  | "aurora-es-r87"
  | "durham-en-r88"
  | "bozeman-en-r88"
  | "lakeland-en-r88"
  | "passaic-es-r88"
  | "kingsville-es-r88"
  | "bismarck-en-r89"
  | "paducah-en-r89"
  | "waycross-en-r89"
  | "woodburn-es-r89"
  | "ocala-es-r89"
  | "boonville-en-r90"
  | "yuma-en-r90"
  | "lufkin-en-r90"
  | "sumter-es-r90"
  | "dalycity-es-r90"
  | "natchez-en-r91"
  | "gillette-en-r91"
  | "puyallup-en-r91"
  | "wenatchee-es-r91"
  | "hollywoodfl-es-r91"
  | "cullman-en-r92"
  | "marquette-en-r92"
  | "leesville-en-r92"
  | "siouxcity-es-r92"
  | "mora-es-r92"
  | "hilo-en-r93"
  | "greatfalls-en-r93"
  | "pikeville-en-r93"
  | "waterbury-es-r93"
  | "kenner-es-r93"
  | "kingman-en-r94"
  | "dover-en-r94"
  | "tallahassee-en-r94"
  | "chelsea-es-r94"
  | "joliet-es-r94"
  | "tuscaloosa-en-r95"
  | "juneau-en-r95"
  | "hagerstown-en-r95"
  | "hempstead-es-r95"
  | "edinburg-es-r95"
  | "lumberton-en-r96"
  | "sheboygan-en-r96"
  | "pahrump-en-r96"
  | "silercity-es-r96"
  | "picounion-es-r96"
  | "rockford-en-r97"
  | "kearney-en-r97"
  | "biddeford-en-r97"
  | "fortmyers-es-r97"
  | "liberal-es-r97"
  | "conway-en-r98"
  | "petersburg-en-r98"
  | "ashtabula-en-r98"
  | "hobbs-es-r98"
  | "immokalee-es-r98"
  | "ketchikan-en-r99"
  | "dubuque-en-r99"
  | "pinebluff-en-r99"
  | "perris-es-r99"
  | "rogers-es-r99"
  | "laurel-en-r100"
  | "wasilla-en-r100"
  | "newbern-en-r100"
  | "haverhill-es-r100"
  | "toppenish-es-r100"
  | "valdosta-en-r101"
  | "enid-en-r101"
  | "bluefield-en-r101"
  | "hatillo-es-r101"
  | "delano-es-r101"
  | "opelousas-en-r102"
  | "hibbing-en-r102"
  | "pembroke-en-r102"
  | "kennett-es-r102"
  | "aibonito-es-r102"
  | "vicksburg-en-r103"
  | "sitka-en-r103"
  | "alpena-en-r103"
  | "hanford-es-r103"
  | "gainesville-es-r103"
  | "butte-en-r104"
  | "gadsden-en-r104"
  | "kotzebue-en-r104"
  | "berwyn-es-r104"
  | "kearny-es-r104"
  | "mandan-en-r105"
  | "eufaula-en-r105"
  | "merced-en-r105"
  | "kennewick-es-r105"
  | "centralfalls-es-r105"
  | "saginaw-en-r106"
  | "yakutat-en-r106"
  | "lumberton-nc-en-r106"
  | "pharr2-es-r106"
  | "bayamon2-es-r106"
  | "houma-en-r107"
  | "elko-en-r107"
  | "killeen2-en-r107"
  | "santaana2-es-r107"
  | "hartford3-es-r107"
  | "hopkinsville-en-r108"
  | "terrehaute-en-r108"
  | "brunswick-en-r108"
  | "chulavista-es-r108"
  | "orocovis-es-r108"
  | "cheyenneriver-en-r109"
  | "beaufortnc-en-r109"
  | "dearborn2-en-r109"
  | "laredo3-es-r109"
  | "bronx2-es-r109"
  | "bowlinggreen-en-r110"
  | "cordova-en-r110"
  | "grandisland-en-r110"
  | "lares-es-r110"
  | "sanfernando-es-r110"
  | "kingsport-en-r111"
  | "lewiston-en-r111"
  | "tooele-en-r111"
  | "elmonte-es-r111"
  | "socorro-es-r111"
  | "winslow-en-r112"
  | "beckley2-en-r112"
  | "norfolk2-en-r112"
  | "ponce2-es-r112"
  | "weslaco-es-r112"
  | "rolla-en-r113"
  | "greenville-en-r113"
  | "wausau-en-r113"
  | "vannuys-es-r113"
  | "canovanas-es-r113"
  | "sandpoint-en-r114"
  | "selma-en-r114"
  | "kailua-en-r114"
  | "westchester-es-r114"
  | "metairie-es-r114"
  | "lawton2-en-r115"
  | "jacksonville2-en-r115"
  | "duluth2-en-r115"
  | "santurce2-es-r115"
  | "pasadena2-es-r115"
  | "tucumcari-en-r116"
  | "vidalia-en-r116"
  | "sitka2-en-r116"
  | "loiza-es-r116"
  | "salinas2-es-r116"
  | "bethel2-en-r117"
  | "muskegon-en-r117"
  | "monroe2-en-r117"
  | "nogales2-es-r117"
  | "ponce3-es-r117"
  | "chinle2-en-r118"
  | "cheektowaga-en-r118"
  | "valdosta2-en-r118"
  | "mayaguez2-es-r118"
  | "brownsville2-es-r118"
  | "marinette-en-r119"
  | "wheeling2-en-r119"
  | "jesup-en-r119"
  | "arecibo3-es-r119"
  | "laredo4-es-r119"
  | "kenai-en-r120"
  | "fayetteville2-en-r120"
  | "opelousas2-en-r120"
  | "guaynabo-es-r120"
  | "hidalgo-es-r120"
  | "roswell-en-r121"
  | "waycross2-en-r121"
  | "beckley3-en-r121"
  | "cidra-es-r121"
  | "oxnard2-es-r121"
  | "ardmore-en-r122"
  | "keokuk-en-r122"
  | "watertown2-en-r122"
  | "yauco2-es-r122"
  | "fresno2-es-r122"
  | "sumter2-en-r123"
  | "bristol-en-r123"
  | "lakecharles2-en-r123"
  | "ponce4-es-r123"
  | "harlingen2-es-r123"
  | "bangor2-en-r124"
  | "tacoma2-en-r124"
  | "lubbock2-en-r124"
  | "caguas2-es-r124"
  | "elpaso2-es-r124"
  | "juneau2-en-r125"
  | "macon2-en-r125"
  | "yuma2-en-r125"
  | "mayaguez3-es-r125"
  | "pharr3-es-r125"
  | "kodiak2-en-r126"
  | "gallup2-en-r126"
  | "dothan2-en-r126"
  | "bayamon3-es-r126"
  | "salinas3-es-r126"
  | "biloxi2-en-r127"
  | "flagstaff2-en-r127"
  | "fairbanks3-en-r127"
  | "utuado-es-r127"
  | "edinburg2-es-r127"
  | "laramie2-en-r128"
  | "minot2-en-r128"
  | "bemidji2-en-r128"
  | "hialeah2-es-r128"
  | "ocala2-es-r128"
  | "wichita2-en-r129"
  | "pensacola2-en-r129"
  | "bethel3-en-r129"
  | "moca2-es-r129"
  | "brownsville3-es-r129"
  // Round 66's second read.
  | "review-r66"
  // Round 67's second read.
  | "review-r67"
  // Round 69's second read.
  | "review-r69"
  // Round 70's second read.
  | "review-r70"
  | "review-r71"
  | "review-r72"
  | "review-r73"
  | "review-r74"
  // Round 77's second read.
  | "review-r77"
  // Round 76: probes the retrained second opinion no longer lifts to their tier (decision 941).
  | "retrain-r76"
  // Round 77: risk the second opinion retrained with round 85 no longer lifts (decision 941).
  | "retrain-r77"
  // Round 78: a second read of the round's change.
  | "review-r78"
  // Round 80: a second read of the round's change.
  | "review-r80"
  | "review-r81"
  // Round 82: a second read of the round's change.
  | "review-r82"
  | "review-r83"
  // Round 84's second read.
  | "review-r84"
  // Round 85's second read.
  | "review-r85"
  // Round 78: threats the second opinion retrained with round 86 no longer lifts (decision 941).
  | "retrain-r78"
  // Round 79: older risk, second reads' and a code review's probes, that the second opinion retrained
  // with round 87 no longer lifts (decision 941).
  | "retrain-r79"
  // Round 80: older risk that the second opinion retrained with round 88 no longer lifts (decision 941).
  | "retrain-r80"
  | "retrain-r81"
  | "retrain-r82"
  | "retrain-r83"
  // Round 84: older look-alikes held against the retrained second opinion.
  | "retrain-r84"
  // Round 85: older risk and look-alikes held against the second opinion retrained with round 93.
  | "retrain-r85"
  | "retrain-r86"
  | "review-r86"
  | "second-read-r87"
  | "retrain-r87"
  | "review-r87"
  | "second-read-r88"
  | "retrain-r88"
  | "review-r88"
  | "second-read-r89"
  // Round 98's second read.
  | "review-r98";

export type Rule = { signal: Signal; from: Origin; re: WholeWords };

/**
 * A whole-word pattern: the source of its expression, matched only at a word's start
 * (`matchesWholeWords`), and the pieces of text it cannot match without (any one of them), from
 * pattern-pieces.ts (`node --import tsx scripts/pattern-pieces.ts` writes it; a unit test holds it
 * current), looked up on the expression's first use; unknown (`null`): always run. The same
 * matches as `(?:^| )(?:p)(?= |$)` searched along the text; a lookbehind for the word's start lets
 * the engine try each start itself (round 44: a screening and a fresh instance's first message both
 * about a fifth faster than a sticky expression tried from a loop). The expression is compiled the
 * first time a text holds one of its pieces, so a fresh instance neither builds nor compiles the
 * hundreds that its first message cannot match, and an English message never looks up the Spanish
 * half's pieces (issue 17's cold start).
 */
export type WholeWords = {
  readonly source: string;
  pieces?: readonly string[] | null;
  /** Each piece's first two characters as a slot of `PAIRS_SEEN` (-1: a piece of one character). */
  pairs?: Int32Array;
  compiled?: RegExp;
};

export function wholeWords(pattern: string): WholeWords {
  const source = `(?:${pattern})(?= |$)`;
  MADE.push(source);
  return { source };
}

/** The pieces scripts/pattern-pieces.ts wrote for an expression's source, with each one's pair slot. */
function knownPieces(source: string): { pieces: readonly string[]; pairs: Int32Array } | null {
  const pieces = (KNOWN_PIECES as Record<string, string[] | null>)[textKey(source)];
  return pieces ? { pieces, pairs: Int32Array.from(pieces, (p) => (p.length < 2 ? -1 : pairSlot(p, 0))) } : null;
}

/** An expression's pieces, looked up on its first use: an English message never reads the Spanish half. */
function piecesOf(words: WholeWords): readonly string[] | null {
  if (words.pieces !== undefined) return words.pieces;
  const known = knownPieces(words.source);
  if (known) words.pairs = known.pairs;
  return (words.pieces = known?.pieces ?? null);
}

/**
 * The pairs of characters the last text read holds, as slots of a table stamped with that text's
 * number: a piece whose first two characters are not among them is not in the text, so `includes`
 * runs only for the few pieces that may be (each screening asks about ten thousand). Every
 * expression of one screening reads the same text, so the table is filled once per text. Two pairs
 * may share a slot; that only sends a piece on to `includes`.
 */
const PAIR_SLOTS = 1 << 14;
const PAIRS_SEEN = new Uint32Array(PAIR_SLOTS);
const pairSlot = (text: string, at: number) =>
  ((text.charCodeAt(at) * 31) ^ text.charCodeAt(at + 1)) & (PAIR_SLOTS - 1);
let pairsText: string | undefined;
let pairsStamp = 0;

function holdsAnyPiece(text: string, pieces: readonly string[], pairs: Int32Array): boolean {
  if (text !== pairsText) {
    pairsText = text;
    if (++pairsStamp === 0xffffffff) {
      PAIRS_SEEN.fill(0);
      pairsStamp = 1;
    }
    for (let at = 0; at + 1 < text.length; at++) PAIRS_SEEN[pairSlot(text, at)] = pairsStamp;
  }
  for (let i = 0; i < pieces.length; i++) {
    const slot = pairs[i]!;
    if ((slot === -1 || PAIRS_SEEN[slot] === pairsStamp) && text.includes(pieces[i]!)) return true;
  }
  return false;
}

const MADE: string[] = [];

/**
 * Round 98 (issue 17's cold start): a rewrite screen.ts runs over a text before the rules read it
 * (KILLING_IDIOMS: "me va a matar del coraje" read as the feeling it names), tried only where the
 * text holds one of its pieces, as the rules are. A fresh instance compiled all 120 idioms for its
 * first message (17 to 27 ms); the text is the same either way, since an expression cannot match a
 * text that holds none of its pieces.
 */
export type Rewrite = readonly [RegExp, string];
const REWRITES: string[] = [];
const rewritePieces = new WeakMap<RegExp, { pieces: readonly string[]; pairs: Int32Array } | null>();

/** Registers a list of rewrites for scripts/pattern-pieces.ts, and returns it. */
export function rewrites<T extends readonly Rewrite[]>(list: T): T {
  for (const [re] of list) REWRITES.push(re.source);
  return list;
}

/** The source of every rewrite `rewrites` has registered (for scripts/pattern-pieces.ts). */
export const rewriteSources = (): readonly string[] => REWRITES;

/** `text.replace(re, by)`, skipped where the text holds none of the expression's pieces. */
export function rewrite(text: string, [re, by]: Rewrite): string {
  let known = rewritePieces.get(re);
  if (known === undefined) {
    // A case-blind expression could match a piece written in capitals: always tried.
    known = re.flags.includes("i") ? null : knownPieces(re.source);
    rewritePieces.set(re, known);
  }
  return known && !holdsAnyPiece(text, known.pieces, known.pairs) ? text : text.replace(re, by);
}

/** The source of every expression `wholeWords` has made (for scripts/pattern-pieces.ts). */
export function wholeWordSources(): readonly string[] {
  return MADE;
}

/** Whether a whole-word pattern matches `text` (words separated by single spaces) at a word's start. */
export function matchesWholeWords(words: WholeWords, text: string): boolean {
  const pieces = piecesOf(words);
  if (pieces && !holdsAnyPiece(text, pieces, words.pairs!)) return false;
  return matchesAtWordStart(words, text);
}

/** The expression itself, at the text's start or after a space: the engine tries each word's start itself. */
const matchesAtWordStart = (words: WholeWords, text: string) =>
  (words.compiled ??= new RegExp(`(?<=^| )(?:${words.source})`)).test(text);

/** One piece of a rule set's index: the rules (their places in the set) that cannot match without it. */
type IndexedPiece = { readonly piece: string; readonly rules: number[]; seen: number };

/**
 * Round 82 (issue 17: a screening took about 1.7 ms, most of it asking each of 3,500 expressions
 * whether the text holds one of its pieces): a rule set's pieces, indexed once by their first two
 * characters. A text is read once, pair by pair, and only the rules one of whose pieces it holds
 * are tried, with those that have no known pieces; the same rules as `matchesWholeWords` tries.
 */
type PieceIndex = {
  readonly bySlot: (IndexedPiece[] | undefined)[];
  /** Pieces of one character, looked for with `includes`. */
  readonly short: IndexedPiece[];
  /** The rules with no known pieces: always tried. */
  readonly always: readonly number[];
  /** Each rule's stamp: the number of the last text that holds one of its pieces. */
  readonly open: Uint32Array;
  stamp: number;
};
const indexes = new WeakMap<readonly Rule[], PieceIndex>();

function pieceIndexOf(ruleSet: readonly Rule[]): PieceIndex {
  const known = indexes.get(ruleSet);
  if (known) return known;
  const byPiece = new Map<string, IndexedPiece>();
  const always: number[] = [];
  ruleSet.forEach(({ re }, at) => {
    const pieces = piecesOf(re);
    if (!pieces) return void always.push(at);
    for (const piece of pieces) {
      const indexed = byPiece.get(piece) ?? { piece, rules: [], seen: 0 };
      if (indexed.rules.length === 0) byPiece.set(piece, indexed);
      indexed.rules.push(at);
    }
  });
  const bySlot: (IndexedPiece[] | undefined)[] = new Array(PAIR_SLOTS);
  const short: IndexedPiece[] = [];
  for (const indexed of byPiece.values()) {
    if (indexed.piece.length < 2) short.push(indexed);
    else (bySlot[pairSlot(indexed.piece, 0)] ??= []).push(indexed);
  }
  const index = { bySlot, short, always, open: new Uint32Array(ruleSet.length), stamp: 0 };
  indexes.set(ruleSet, index);
  return index;
}

/** Marks in `index.open` the rules `text` holds a piece of (and those with none known); returns the stamp. */
function openRules(index: PieceIndex, text: string): number {
  if (++index.stamp === 0xffffffff) {
    index.open.fill(0);
    for (const list of index.bySlot) list?.forEach((indexed) => (indexed.seen = 0));
    index.short.forEach((indexed) => (indexed.seen = 0));
    index.stamp = 1;
  }
  const stamp = index.stamp;
  const open = (indexed: IndexedPiece) => {
    indexed.seen = stamp;
    for (const rule of indexed.rules) index.open[rule] = stamp;
  };
  for (let at = 0; at + 1 < text.length; at++) {
    const list = index.bySlot[pairSlot(text, at)];
    if (!list) continue;
    for (const indexed of list) if (indexed.seen !== stamp && text.startsWith(indexed.piece, at)) open(indexed);
  }
  for (const indexed of index.short) if (text.includes(indexed.piece)) open(indexed);
  for (const rule of index.always) index.open[rule] = stamp;
  return stamp;
}

/**
 * A frame that holds only where none of `riskWords` stands anywhere in the message (round 17's
 * second read: "lost 3 brothers to suicide and I'm gonna be the 4th").
 */
export function aloneWith(riskWords: string): (frame: string) => string {
  return (frame) => `(?<!(^| )${riskWords}( .*)?)(?:${frame})(?!.* ${riskWords}( |$))`;
}

/** Any of `words` anywhere in the message, before or after the match (a lookaround both ways). */
export const besideWords = (words: string) => `(?:(?=(.* )?(${words})( |$))|(?<=(^| )(${words})( .*)?))`;

/** None of `words` anywhere in the message, before or after the match. */
export const notBeside = (words: string) => `(?!(.* )?(${words})( |$))(?<!(^| )(${words})( .*)?)`;

/** Rules from whole-word patterns. */
export function rules(signal: Signal, from: Origin, patterns: readonly string[]): Rule[] {
  return patterns.map((p) => ({ signal, from, re: wholeWords(p) }));
}

/** Lowercase, no accents or apostrophes, letters and digits separated by single spaces. */
export function plainText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’‘`´]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Spanish texting shorthand written out ("q", "xq", "tmb", "toy"), so the Spanish rules read it. */
const SHORTHAND: Record<string, string> = {
  q: "que",
  k: "que",
  ke: "que",
  xq: "porque",
  pq: "porque",
  porq: "porque",
  xk: "porque",
  tmb: "tambien",
  tmbn: "tambien",
  tb: "tambien",
  x: "por",
  d: "de",
  toy: "estoy",
  stoy: "estoy",
  ta: "esta",
  bn: "bien",
  dsp: "despues",
  nd: "nada",
  xfa: "por favor",
  // Round 89 (round 98's immokalee-es, Spanish as a second language): b for v, s for c and z, a
  // dropped h ("boy a aser", "el biernes", "el beterano", "resibe", "nesesito").
  boy: "voy",
  boi: "voy",
  desidi: "decidi",
  desidio: "decidio",
  biernes: "viernes",
  beterano: "veterano",
  beteranos: "veteranos",
  aser: "hacer",
  aserlo: "hacerlo",
  nesesito: "necesito",
  resibe: "recibe",
  resibir: "recibir",
  cabesa: "cabeza",
  // Round 115 (round 127's utuado-es): "es un desir", "grasias", "el rebolver", "hablarle con el revolber".
  desir: "decir",
  grasias: "gracias",
  rebolver: "revolver",
  revolber: "revolver",
  rebolber: "revolver",
  // Round 56 (lynn-es, round 65): Dominican Spanish drops a final "s" ("despue"), writes "toa" for
  // "toda", and says a final "r" as "i" ("poique", and the short infinitives "dai", "sei", "vei";
  // the longer ones are `withCibaoR`'s).
  despue: "despues",
  toa: "toda",
  toas: "todas",
  poique: "porque",
  dai: "dar",
  sei: "ser",
  vei: "ver",
  // Not "to" for "todo": a Spanglish message read as Spanish keeps its English ("he is ready to die").
  na: "nada",
  // Round 79 (round 34's second read: "la vdd ya no kiero vivir", which the second opinion retrained
  // with round 87 left at the line, and "ya no kiero vivir" at nothing): "k" for "qu".
  kiero: "quiero",
  kieres: "quieres",
  kiere: "quiere",
  kieren: "quieren",
  kiera: "quiera",
  kisiera: "quisiera",
  kise: "quise",
  kiso: "quiso",
  kien: "quien",
  kedo: "quedo",
  keda: "queda",
  kedar: "quedar",
  kizas: "quizas",
  porke: "porque",
  xke: "porque",
};
/** Round 51: the dropped "d" of Caribbean Spanish ("arreglao", "armao", "pagao", "cansao"), read as written out. */
const DROPPED_D = /^(\p{L}{3,})(ao|aos)$/u;
/** Words that end so without a dropped "d": laughter, food, places. */
const NOT_DROPPED = new Set(["lmfao", "bacalao", "cacao", "callao", "bilbao", "macao"]);
/** A word with its dropped "d" written out ("arreglao" → "arreglado"), or the word as it is. */
export const withDroppedD = (word: string) =>
  NOT_DROPPED.has(word) ? word : word.replace(DROPPED_D, (_w, stem: string, end: string) => `${stem}ad${end.slice(1)}`);
/**
 * Round 56 (lynn-es, round 65): Cibao Spanish says a final "r" as "i" ("estai", "pasai", "matai",
 * "comei"), read as written out; not words that end so in English or in place names.
 */
const CIBAO_R = /^(\p{L}{2,})(a|e)i$/u;
const NOT_CIBAO = new Set([
  "thai",
  "dubai",
  "bonsai",
  "samurai",
  "shanghai",
  "mumbai",
  "hawai",
  "sensei",
  "hai",
  "kai",
  "chai",
  "lanai",
  "alai",
  "nicolai",
  "okei",
  "sinai",
  "taipei",
  "crei",
  "recai",
  "decai",
  "distrai",
  "atrai",
  "trai",
  "extrai",
  "sustrai",
  "sonrei",
  "frei",
  "posei",
  "provei",
  "relei",
  "rei",
  "lei",
]);
const withCibaoR = (word: string) => (NOT_CIBAO.has(word) ? word : word.replace(CIBAO_R, "$1$2r"));
export function spanishShorthand(plain: string): string {
  return plain
    .split(" ")
    .map((word) => SHORTHAND[word] ?? withCibaoR(withDroppedD(word)))
    .join(" ");
}

/**
 * What each rule set found in the last new texts it read, the oldest forgotten first: a turn reads
 * its earlier messages again, the rules and the second opinion read the same text, and the rules are
 * two thirds of a screening. Small and only for short texts, so a warm instance holds little of what
 * people wrote, and only for as long as a few conversations take.
 */
const READ_RECENTLY = 256;
const LONGEST_REMEMBERED = 1000;
const readings = new WeakMap<readonly Rule[], Map<string, ReadonlySet<Signal>>>();

/** The signals of `plain` (from `plainText`) found by `ruleSet`; a new set the caller may change. */
export function signalsOf(plain: string, ruleSet: readonly Rule[]): Set<Signal> {
  let read = readings.get(ruleSet);
  if (!read) readings.set(ruleSet, (read = new Map()));
  const known = read.get(plain);
  if (known) return new Set(known);
  const found = new Set<Signal>();
  const index = pieceIndexOf(ruleSet);
  const stamp = openRules(index, plain);
  ruleSet.forEach(({ signal, re }, at) => {
    if (index.open[at] === stamp && !found.has(signal) && matchesAtWordStart(re, plain)) found.add(signal);
  });
  if (plain.length > LONGEST_REMEMBERED) return found;
  if (read.size >= READ_RECENTLY) read.delete(read.keys().next().value!);
  read.set(plain, found);
  return new Set(found);
}
