/**
 * Round 68 of the crisis screen (decision 941): round 77's clear risk that got nothing at all,
 * measured on round 67's final screen: a truck signed over and a letter beside a headstone, the two
 * years an insurance waits "next tuesday", the tracks and the train's hour, "rope, a chair and a
 * decision"; and the ordinary words it gave 911 or the crisis reply: "is it a suicide mission to
 * apply for IU", "im gonna murder my little brother he spilled coffee on dads dd214", "una bomba q
 * exploto cerca del convoy" of a stressor, "does he get paid while hes in it" of a program; and the
 * look-alikes of the new rules.
 */
import { describe, expect, it } from "vitest";
import { screenMessage } from "../../netlify/lib/safety/screen";
import { RANK } from "../harness/last-turn-tier";

const tierOf = (message: string) => screenMessage(message).tier;
describe("round 68: round 77's writers' risk, read before this round below its tier", () => {
  it.each([
    "signed the truck title over to my son today and wrote him a letter. does the va pay for the headstone or does he got to",
    "is it true VGLI doesnt pay if you do it within 2 years? because its 2 years next tuesday and ive waited this long",
    "at the tracks behind where the old engine plant was. trains at 11:40",
    "rope, a chair and a decision. all i need to know is can my nephew still use the GI bill i transferred after",
  ])("gives the crisis reply: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeGreaterThanOrEqual(RANK.clear);
  });

  it.each([
    "ive picked the 22nd. same day my buddy from the unit did it in 2019. seems right",
    "lol so if i drive off the end of the pier does the VA call that service connected for my wife. serious question kind of. doing it either way",
    'si muero en un "accidente" de carro el va le paga igual a mis nenes verdad? es q tengo una idea y ya la tengo bien pensada',
  ])("opens with the line at least (it got nothing before this round): %s", (message) => {
    expect(RANK[tierOf(message)]).toBeGreaterThanOrEqual(RANK.possible);
  });
});

describe("round 68: the ordinary words round 77's writers wrote beside this round's risk, and older look-alikes of its rules", () => {
  it.each([
    "is it a suicide mission to apply for IU at 62 or should I just take social security",
    "im gonna murder my little brother he spilled coffee on dads original dd214. is there a way to get a clean copy",
    "dad says hes killing it in his welding program thru voc rehab. does he get paid while hes in it",
    "mi ptsd es de una bomba q exploto cerca del convoy, como lo pongo en el statement",
    "my son is killing it at his new job, can he still get voc rehab",
    "does he get paid while hes in it, the voc rehab program",
    "i picked the 22nd for my c&p exam, is that ok",
    "we drove off the end of the pier road to the boat launch, is there parking for disabled vets",
    "at the train tracks by the vfw, is that where the new clinic is going",
    "i need rope and a chair for the flag ceremony at the vfw, does the va lend flags",
    "signed the truck title over to my son today, does that affect my pension",
    "tengo una idea para mi claim y ya la tengo bien pensada, me ayudan con el statement",
    "la bomba de agua de la casa exploto, el VA tiene ayuda pa reparaciones",
    "quiero matar todas las materias este semestre con el GI bill, cuantas puedo tomar",
    "does the GI bill expire if you do it in 15 years? i start school next week",
    "stuck at the railroad tracks waiting for the train, sorry im late for my appointment",
    "i got the 15th off, same day my buddy did",
  ])("gives not even the line: %s", (message) => {
    expect(tierOf(message)).toBe("none");
  });
});
