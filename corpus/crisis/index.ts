import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

export type CrisisCorpusPart = { crisis: string[]; ordinary: string[] };

/** One part of the crisis corpus: "heldout", or "tuning" (hand-written plus augmented). */
export function readCrisisCorpus(part: "heldout" | "tuning"): CrisisCorpusPart {
  const files = readdirSync(import.meta.dirname).filter((name) => name.startsWith(`${part}-`));
  const read = (kind: string) =>
    files
      .filter((name) => name.endsWith(`-${kind}.txt`))
      .flatMap((name) => readFileSync(join(import.meta.dirname, name), "utf8").split("\n"))
      .filter((line) => line.trim() !== "" && !line.startsWith("#"));
  return { crisis: read("crisis"), ordinary: read("ordinary") };
}

/** Writer sets of round 3 (writers/README.md); "multi" has a language column and no conversations. */
export type WriterName = "vet-en" | "responder-en" | "family-es" | "multi";
export type WriterCrisis = { tier: "clear" | "harm" | "possible"; message: string; lang: string };
export type Conversation = {
  turns: { role: "user" | "assistant"; text: string }[];
  label: "clear" | "harm" | "possible" | "none";
};
export type WriterSet = {
  crisis: WriterCrisis[];
  ordinary: { message: string; lang: string }[];
  conversations: Conversation[];
};

/**
 * Sets held out from all tuning (writers/README.md): measured only, after the change. The second
 * round came from fresh writers once the screen was built.
 */
export const HELD_OUT_SETS = {
  "spouse-en": "writers/spouse-en",
  "young-en (round 2)": "writers-r2/young-en",
  "es (round 2)": "writers-r2/es",
  "vetcenter-en (round 3)": "writers-r3/vetcenter-en",
  "caribe-es (round 3)": "writers-r3/caribe-es",
  "advocate-en (round 4)": "writers-r4/advocate-en",
  "chicana-es (round 4)": "writers-r4/chicana-es",
  "medic-en (round 5)": "writers-r5/medic-en",
  "spanglish-es (round 5)": "writers-r5/spanglish-es",
  "tejano-es (round 6)": "writers-r6/tejano-es",
  "nurse-en (round 6)": "writers-r6/nurse-en",
  "wife-en (round 7)": "writers-r7/wife-en",
  "boricua-es (round 7)": "writers-r7/boricua-es",
  "discord-en (round 8)": "writers-r8/discord-en",
  "quisqueya-es (round 8)": "writers-r8/quisqueya-es",
  "lakota-en (round 9)": "writers-r9/lakota-en",
  "centro-es (round 9)": "writers-r9/centro-es",
  "interpreter-multi (round 9)": "writers-r9/interpreter-multi",
  "gulf-spouse-en (round 10)": "writers-r10/gulf-spouse-en",
  "pacific-multi (round 10)": "writers-r10/pacific-multi",
  "frontera-es (round 10)": "writers-r10/frontera-es",
  "peer-en (round 10)": "writers-r10/peer-en",
  "bayamon-es (round 11)": "writers-r11/bayamon-es",
  "chaplain-en (round 11)": "writers-r11/chaplain-en",
  "crisisline-en (round 11)": "writers-r11/responder-en",
  "sierra-es (round 11)": "writers-r11/sierra-es",
  "guard-en (round 11)": "writers-r11/guard-en",
  "trucker-en (round 12)": "writers-r12/trucker-en",
  "miami-es (round 12)": "writers-r12/miami-es",
  "northwest-en (round 13)": "writers-r13/northwest-en",
  "valle-es (round 13)": "writers-r13/valle-es",
  "carolina-es (round 14)": "writers-r14/carolina-es",
  "gym-en (round 14)": "writers-r14/gym-en",
  "pilsen-es (round 14)": "writers-r14/pilsen-es",
  "holyoke-es (round 15)": "writers-r15/holyoke-es",
  "alamo-en (round 15)": "writers-r15/alamo-en",
  "rgv-es (round 16)": "writers-r16/rgv-es",
  "okla-en (round 16)": "writers-r16/okla-en",
  "houston-es (round 16)": "writers-r16/houston-es",
  "nuevomexico-es (round 17)": "writers-r17/nuevomexico-es",
  "skidrow-en (round 17)": "writers-r17/skidrow-en",
  "appalachia-en (round 18)": "writers-r18/appalachia-en",
  "fresno-es (round 18)": "writers-r18/fresno-es",
  "dalton-es (round 19)": "writers-r19/dalton-es",
  "tidewater-en (round 19)": "writers-r19/tidewater-en",
  "detroit-en (round 20)": "writers-r20/detroit-en",
  "yakima-es (round 20)": "writers-r20/yakima-es",
  "killeen-en (round 21)": "writers-r21/killeen-en",
  "kissimmee-es (round 21)": "writers-r21/kissimmee-es",
  "montana-en (round 22)": "writers-r22/montana-en",
  "bronxville-es (round 22)": "writers-r22/bronxville-es",
  "georgia-en (round 23)": "writers-r23/georgia-en",
  "eastla-es (round 23)": "writers-r23/eastla-es",
  "norfolk-en (round 23)": "writers-r23/norfolk-en",
  "ponce-es (round 23)": "writers-r23/ponce-es",
  "tacoma-en (round 24)": "writers-r24/tacoma-en",
  "ozarks-en (round 24)": "writers-r24/ozarks-en",
  "lorain-es (round 24)": "writers-r24/lorain-es",
  "salinas-es (round 24)": "writers-r24/salinas-es",
  "dayton-en (round 25)": "writers-r25/dayton-en",
  "charlotte-es (round 25)": "writers-r25/charlotte-es",
  "elpaso-es (round 26)": "writers-r26/elpaso-es",
  "queens-es (round 26)": "writers-r26/queens-es",
  "lubbock-en (round 26)": "writers-r26/lubbock-en",
  "guam-en (round 26)": "writers-r26/guam-en",
  "sanantonio-es (round 27)": "writers-r27/sanantonio-es",
  "maine-en (round 27)": "writers-r27/maine-en",
  "outerbanks-en (round 28)": "writers-r28/outerbanks-en",
  "navajo-en (round 28)": "writers-r28/navajo-en",
  "bronx-es (round 28)": "writers-r28/bronx-es",
  "tucson-es (round 28)": "writers-r28/tucson-es",
  "southside-en (round 29)": "writers-r29/southside-en",
  "kuskokwim-en (round 29)": "writers-r29/kuskokwim-en",
  "lawrence-es (round 29)": "writers-r29/lawrence-es",
  "yuma-es (round 29)": "writers-r29/yuma-es",
  "sandiego-en (round 30)": "writers-r30/sandiego-en",
  "piedmont-en (round 30)": "writers-r30/piedmont-en",
  "caguas-es (round 30)": "writers-r30/caguas-es",
  "houston2-es (round 30)": "writers-r30/houston2-es",
  "phoenix-en (round 31)": "writers-r31/phoenix-en",
  "atlanta-en (round 31)": "writers-r31/atlanta-en",
  "sanjose-es (round 31)": "writers-r31/sanjose-es",
  "westlake-es (round 31)": "writers-r31/westlake-es",
  "tahlequah-en (round 32)": "writers-r32/tahlequah-en",
  "flint-en (round 32)": "writers-r32/flint-en",
  "hialeah-es (round 32)": "writers-r32/hialeah-es",
  "watsonville-es (round 32)": "writers-r32/watsonville-es",
  "vallejo-en (round 33)": "writers-r33/vallejo-en",
  "bakersfield-en (round 33)": "writers-r33/bakersfield-en",
  "newark-es (round 33)": "writers-r33/newark-es",
  "oakcliff-es (round 33)": "writers-r33/oakcliff-es",
  "rapidcity-en (round 34)": "writers-r34/rapidcity-en",
  "eastbaltimore-en (round 34)": "writers-r34/eastbaltimore-en",
  "arecibo-es (round 34)": "writers-r34/arecibo-es",
  "gulfton-es (round 34)": "writers-r34/gulfton-es",
  "bremerton-en (round 35)": "writers-r35/bremerton-en",
  "heights-es (round 35)": "writers-r35/heights-es",
  "mobile-en (round 35)": "writers-r35/mobile-en",
  "yuma-es (round 35)": "writers-r35/yuma-es",
  "fayetteville-en (round 36)": "writers-r36/fayetteville-en",
  "duluth-en (round 36)": "writers-r36/duluth-en",
  "elpaso-es (round 36)": "writers-r36/elpaso-es",
  "caguas-es (round 36)": "writers-r36/caguas-es",
  "tacoma-en (round 37)": "writers-r37/tacoma-en",
  "norfolk-en (round 37)": "writers-r37/norfolk-en",
  "laredo-es (round 37)": "writers-r37/laredo-es",
  "orlando-es (round 37)": "writers-r37/orlando-es",
  "killeen-en (round 38)": "writers-r38/killeen-en",
  "spokane-en (round 38)": "writers-r38/spokane-en",
  "sanantonio-es (round 38)": "writers-r38/sanantonio-es",
  "bronx-es (round 38)": "writers-r38/bronx-es",
  "guard-en (round 39)": "writers-r39/guard-en",
  "sandiego-en (round 39)": "writers-r39/sandiego-en",
  "hialeah-es (round 39)": "writers-r39/hialeah-es",
  "elpaso-es (round 39)": "writers-r39/elpaso-es",
  "stlouis-en (round 40)": "writers-r40/stlouis-en",
  "boise-en (round 40)": "writers-r40/boise-en",
  "lasvegas-es (round 40)": "writers-r40/lasvegas-es",
  "nashville-es (round 40)": "writers-r40/nashville-es",
  "milwaukee-en (round 41)": "writers-r41/milwaukee-en",
  "honolulu-en (round 41)": "writers-r41/honolulu-en",
  "omaha-es (round 41)": "writers-r41/omaha-es",
  "tampa-es (round 41)": "writers-r41/tampa-es",
  "birmingham-en (round 42)": "writers-r42/birmingham-en",
  "reno-en (round 42)": "writers-r42/reno-en",
  "riverside-es (round 42)": "writers-r42/riverside-es",
  "hyattsville-es (round 42)": "writers-r42/hyattsville-es",
  "asl-en (round 43)": "writers-r43/asl-en",
  "pensacola-en (round 43)": "writers-r43/pensacola-en",
  "doral-es (round 43)": "writers-r43/doral-es",
  "paterson-es (round 43)": "writers-r43/paterson-es",
  "carson-en (round 44)": "writers-r44/carson-en",
  "westminster-en (round 44)": "writers-r44/westminster-en",
  "sweetwater-es (round 44)": "writers-r44/sweetwater-es",
  "salem-es (round 44)": "writers-r44/salem-es",
  "columbus-en (round 45)": "writers-r45/columbus-en",
  "fargo-en (round 45)": "writers-r45/fargo-en",
  "neworleans-es (round 45)": "writers-r45/neworleans-es",
  "lakeworth-es (round 45)": "writers-r45/lakeworth-es",
  "stpaul-en (round 46)": "writers-r46/stpaul-en",
  "buffalo-en (round 46)": "writers-r46/buffalo-en",
  "kendall-es (round 46)": "writers-r46/kendall-es",
  "cicero-es (round 46)": "writers-r46/cicero-es",
  "sacramento-en (round 47)": "writers-r47/sacramento-en",
  "lowell-en (round 47)": "writers-r47/lowell-en",
  "yonkers-es (round 47)": "writers-r47/yonkers-es",
  "elcentro-es (round 47)": "writers-r47/elcentro-es",
  "groton-en (round 48)": "writers-r48/groton-en",
  "akron-en (round 48)": "writers-r48/akron-en",
  "ontario-es (round 48)": "writers-r48/ontario-es",
  "weston-es (round 48)": "writers-r48/weston-es",
  "macon-en (round 49)": "writers-r49/macon-en",
  "wichita-en (round 49)": "writers-r49/wichita-en",
  "denver-es (round 49)": "writers-r49/denver-es",
  "providence-es (round 49)": "writers-r49/providence-es",
  "anchorage-en (round 50)": "writers-r50/anchorage-en",
  "chattanooga-en (round 50)": "writers-r50/chattanooga-en",
  "kissimmee-es (round 50)": "writers-r50/kissimmee-es",
  "brownsville-es (round 50)": "writers-r50/brownsville-es",
  "erie-en (round 51)": "writers-r51/erie-en",
  "yuba-en (round 51)": "writers-r51/yuba-en",
  "garland-es (round 51)": "writers-r51/garland-es",
  "allentown-es (round 51)": "writers-r51/allentown-es",
  "toledo-en (round 52)": "writers-r52/toledo-en",
  "spokane-en (round 52)": "writers-r52/spokane-en",
  "hialeah-es (round 52)": "writers-r52/hialeah-es",
  "laredo-es (round 52)": "writers-r52/laredo-es",
  "fayetteville-en (round 53)": "writers-r53/fayetteville-en",
  "gallup-en (round 53)": "writers-r53/gallup-en",
  "bronx-es (round 53)": "writers-r53/bronx-es",
  "sanantonio-es (round 53)": "writers-r53/sanantonio-es",
  "assorted-en (round 53)": "writers-r53/assorted-en",
  "billings-en (round 54)": "writers-r54/billings-en",
  "norfolk-en (round 54)": "writers-r54/norfolk-en",
  "ponce-es (round 54)": "writers-r54/ponce-es",
  "elpaso-es (round 54)": "writers-r54/elpaso-es",
  "detroit-en (round 54)": "writers-r54/detroit-en",
  "jacksonville-en (round 55)": "writers-r55/jacksonville-en",
  "wheeling-en (round 55)": "writers-r55/wheeling-en",
  "laramie-en (round 55)": "writers-r55/laramie-en",
  "tijuana-es (round 55)": "writers-r55/tijuana-es",
  "elizabeth-es (round 55)": "writers-r55/elizabeth-es",
  "omaha-en (round 56)": "writers-r56/omaha-en",
  "tucson-en (round 56)": "writers-r56/tucson-en",
  "dayton-en (round 56)": "writers-r56/dayton-en",
  "salinas-es (round 56)": "writers-r56/salinas-es",
  "santafe-es (round 56)": "writers-r56/santafe-es",
  "scranton-en (round 57)": "writers-r57/scranton-en",
  "lafayette-en (round 57)": "writers-r57/lafayette-en",
  "tulsa-en (round 57)": "writers-r57/tulsa-en",
  "pueblo-es (round 57)": "writers-r57/pueblo-es",
  "hartford-es (round 57)": "writers-r57/hartford-es",
  "clarksville-en (round 58)": "writers-r58/clarksville-en",
  "beaumont-en (round 58)": "writers-r58/beaumont-en",
  "kalamazoo-en (round 58)": "writers-r58/kalamazoo-en",
  "mayaguez-es (round 58)": "writers-r58/mayaguez-es",
  "odessa-es (round 58)": "writers-r58/odessa-es",
  "augusta-en (round 59)": "writers-r59/augusta-en",
  "cheyenne-en (round 59)": "writers-r59/cheyenne-en",
  "bangor-en (round 59)": "writers-r59/bangor-en",
  "reading-es (round 59)": "writers-r59/reading-es",
  "hazleton-es (round 59)": "writers-r59/hazleton-es",
  "savannah-en (round 60)": "writers-r60/savannah-en",
  "biloxi-en (round 60)": "writers-r60/biloxi-en",
  "missoula-en (round 60)": "writers-r60/missoula-en",
  "vineland-es (round 60)": "writers-r60/vineland-es",
  "dodgecity-es (round 60)": "writers-r60/dodgecity-es",
  "lawton-en (round 61)": "writers-r61/lawton-en",
  "watertown-en (round 61)": "writers-r61/watertown-en",
  "barstow-en (round 61)": "writers-r61/barstow-en",
  "nogales-es (round 61)": "writers-r61/nogales-es",
  "pasco-es (round 61)": "writers-r61/pasco-es",
  "columbia-en (round 62)": "writers-r62/columbia-en",
  "fortwayne-en (round 62)": "writers-r62/fortwayne-en",
  "shreveport-en (round 62)": "writers-r62/shreveport-en",
  "santaana-es (round 62)": "writers-r62/santaana-es",
  "aguadilla-es (round 62)": "writers-r62/aguadilla-es",
  "coloradosprings-en (round 63)": "writers-r63/coloradosprings-en",
  "huntsville-en (round 63)": "writers-r63/huntsville-en",
  "syracuse-en (round 63)": "writers-r63/syracuse-en",
  "corpuschristi-es (round 63)": "writers-r63/corpuschristi-es",
  "humboldtpark-es (round 63)": "writers-r63/humboldtpark-es",
  "knoxville-en (round 64)": "writers-r64/knoxville-en",
  "minot-en (round 64)": "writers-r64/minot-en",
  "sierravista-en (round 64)": "writers-r64/sierravista-en",
  "sanbernardino-es (round 64)": "writers-r64/sanbernardino-es",
  "waukegan-es (round 64)": "writers-r64/waukegan-es",
  "amarillo-en (round 65)": "writers-r65/amarillo-en",
  "lexington-en (round 65)": "writers-r65/lexington-en",
  "portsmouth-en (round 65)": "writers-r65/portsmouth-en",
  "lascruces-es (round 65)": "writers-r65/lascruces-es",
  "lynn-es (round 65)": "writers-r65/lynn-es",
  "beckley-en (round 66)": "writers-r66/beckley-en",
  "dothan-en (round 66)": "writers-r66/dothan-en",
  "pocatello-en (round 66)": "writers-r66/pocatello-en",
  "delrio-es (round 66)": "writers-r66/delrio-es",
  "perthamboy-es (round 66)": "writers-r66/perthamboy-es",
} as const;
export type HeldOutName = keyof typeof HELD_OUT_SETS;

export function readWriterSet(name: WriterName | HeldOutName): WriterSet {
  const folder = name in HELD_OUT_SETS ? HELD_OUT_SETS[name as HeldOutName] : `writers/${name}`;
  const dir = join(import.meta.dirname, folder);
  const lines = (file: string) =>
    readdirSync(dir).includes(file)
      ? readFileSync(join(dir, file), "utf8")
          .split("\n")
          .filter((line) => line.trim() !== "")
      : [];
  const fallback = /(^|-)es\b/.test(name) ? "es" : "en";
  const crisis = lines("crisis.tsv").map((line) => {
    const cells = line.split("\t");
    const [lang, tier, message] = cells.length === 3 ? cells : [fallback, ...cells];
    return { lang: lang!, tier: tier as WriterCrisis["tier"], message: message! };
  });
  const ordinary = lines("ordinary.txt").map((line) => {
    const cells = line.split("\t");
    return cells.length === 2 ? { lang: cells[0]!, message: cells[1]! } : { lang: fallback, message: line };
  });
  const conversations = lines("conversations.jsonl").map((line) => JSON.parse(line) as Conversation);
  return { crisis, ordinary, conversations };
}
