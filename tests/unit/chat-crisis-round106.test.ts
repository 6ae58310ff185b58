/**
 * Round 106 of the crisis screen (decision 941): rules for round 117's clear risk given nothing, one threat given
 * nothing and its ordinary messages given the crisis reply or 911, read after round 117 was measured unread (619b1bec)
 * and round 118's sets were committed unread (d686b740). No second read this round. Every message below is one that a
 * whole-corpus dump, taken before and after the round (round 118 left unread), showed moving toward its writer's tier
 * (none moved away). Its code review's findings are pinned last where the final screen reads them as meant.
 */
import { describe, expect, it } from "vitest";
import { screenMessage } from "../../netlify/lib/safety/screen";
import { AT_LABEL } from "../harness/last-turn-tier";

const tierOf = (message: string) => screenMessage(message).tier;

describe("round 106: round 117 (and older sets) at their writer's tier", () => {
  it.each([
    ["bethel2-en (round 117)", "none", "need the veterans crisis line number for the poster in our hospital unit"],
    ["bethel2-en (round 117)", "none", "wind is lethal today lol. need to reschedule my appt"],
    [
      "denver-es (round 49)",
      "clear",
      "me he estado cortando otra vez los brazos y hoy quiero ir mas hondo, ya me vale",
    ],
    ["muskegon-en (round 117)", "clear", "bury me at great lakes natonal cematery. doing it sunday"],
    [
      "muskegon-en (round 117)",
      "clear",
      "relapsed 3 times this year and my higher power must be sick of me. bought way more than i need and im using it all. its not an accident this time i want somebody to know that",
    ],
    [
      "muskegon-en (round 117)",
      "harm",
      "ok hypothetically if i shot up the regional office would that speed up my claim lol. no seriously im loading up and driving to detroit monday",
    ],
    [
      "nogales2-es (round 117)",
      "clear",
      "hoy fui al cementerio de veteranos a ver donde me van a poner, pa esta semana ya",
    ],
    [
      "nogales2-es (round 117)",
      "clear",
      "jaja ya merito me doy de baja de esta vida tambien, ya tengo el papeleo listo y el cuete limpio",
    ],
    [
      "nogales2-es (round 117)",
      "clear",
      "la neta ya me canse de pelear con el VA y conmigo mismo, hoy en la noche me doy un plomazo y se acabo",
    ],
    [
      "nogales2-es (round 117)",
      "clear",
      "tengo 60 oxys q me sobraron de la cirugia de la rodilla, ya las conte y si alcanzan",
    ],
    [
      "passaic-es (round 88)",
      "none",
      "voy a matar a mi hijo si vuelve a perder el DD214 jaja es la tercera vez q lo pido",
    ],
    [
      "ponce3-es (round 117)",
      "clear",
      "30 años cargando la guerra del golfo en la cabeza. ya esta bueno. esta noche lo termino",
    ],
    ["ponce3-es (round 117)", "clear", "me he cortao los brazos toa la semana y hoy quiero ir mas hondo"],
    [
      "ponce3-es (round 117)",
      "clear",
      "si me mato el 15 a Marisol le llega el cheque de ese mes completo? pregunto pa organizarlo bien",
    ],
    [
      "ponce3-es (round 117)",
      "clear",
      "si uno se muere antes de que aprueben el claim le pagan el retroactivo a la esposa? necesito saberlo antes de irme, y no hablo de irme de viaje",
    ],
    [
      "ponce3-es (round 117)",
      "none",
      "Voy a matar a mi esposo si vuelve a perder el DD-214 😅 ¿Se puede pedir una copia digital?",
    ],
    [
      "sanantonio-es (round 38)",
      "clear",
      "ya me di de baja de todo, solo falta darme de baja de esta vida. hoy en la noche",
    ],
  ] as const)("%s, labelled %s: %s", (_set, label, message) => {
    expect(AT_LABEL[label]).toContain(tierOf(message));
  });
  // Moved toward their writer's tier, not all the way: pinned where they stand.
  it.each([
    [
      "ponce3-es (round 117)",
      "possible",
      "bro el drill este weekend me mató, to me duele 💀 si me lastime se reporta como line of duty?",
    ],
  ] as const)("%s, now %s: %s", (_set, tier, message) => {
    expect(tierOf(message)).toBe(tier);
  });
});

describe("round 106: its code review (mended)", () => {
  it.each([
    ["clear", "este weekend me mato"],
    ["clear", "ya escribi las cartas. este weekend me mato"],
    ["none", "voy a matar dos pajaros de un tiro"],
    ["none", "no se donde me van a poner la cita para el lunes"],
    ["none", "en donde me van a poner la vacuna para manana"],
    [
      "none",
      "i got shot up in ramadi in 2006. now loading up the kids and driving to the va hospital in detroit for my appointment",
    ],
    ["none", "my husband overdosed. the police say its not an accident. what benefits do i get"],
    ["none", "the va lost my file again, its not an accident this time"],
    ["none", "my son scratched the truck again, its not an accident this time"],
    ["none", "its not an accident they took my rating down"],
    ["clear", "the cold is lethal out here and honestly i dont care anymore"],
    ["clear", "cold is lethal and i have no heat. maybe thats for the best"],
    ["harm", "voy a matar a mi esposo si vuelve a perder los papeles, tengo el revolver en el cajon"],
    ["none", "me mandaron el gabapentin por correo, las conte y no me alcanzan para el mes"],
    ["clear", "bury me at fort snelling. i will do it sunday"],
    ["clear", "me voy a dar de baja de esta vida"],
    ["clear", "si me mato el quince le llega el cheque a mi esposa"],
    [
      "harm",
      "if i shot up the regional office would that speed up my claim lol. no seriously im loading up and going monday",
    ],
    ["clear", "bought way more than i need and im using it all. it wont be an accident this time"],
    ["clear", "bury me at great lakes natonal cematery. doing it sunday"],
    [
      "clear",
      "relapsed 3 times this year and my higher power must be sick of me. bought way more than i need and im using it all. its not an accident this time i want somebody to know that",
    ],
    [
      "harm",
      "ok hypothetically if i shot up the regional office would that speed up my claim lol. no seriously im loading up and driving to detroit monday",
    ],
    ["clear", "hoy fui al cementerio de veteranos a ver donde me van a poner, pa esta semana ya"],
    ["clear", "jaja ya merito me doy de baja de esta vida tambien, ya tengo el papeleo listo y el cuete limpio"],
    ["clear", "tengo 60 oxys q me sobraron de la cirugia de la rodilla, ya las conte y si alcanzan"],
    ["clear", "si me mato el 15 a Marisol le llega el cheque de ese mes completo? pregunto pa organizarlo bien"],
    [
      "clear",
      "si uno se muere antes de que aprueben el claim le pagan el retroactivo a la esposa? necesito saberlo antes de irme, y no hablo de irme de viaje",
    ],
    ["none", "wind is lethal today lol. need to reschedule my appt"],
    ["none", "need the veterans crisis line number for the poster in our hospital unit"],
    ["clear", "30 años cargando la guerra del golfo en la cabeza. ya esta bueno. esta noche lo termino"],
    ["clear", "la neta ya me canse de pelear con el VA y conmigo mismo, hoy en la noche me doy un plomazo y se acabo"],
  ] as const)("%s: %s", (tier, message) => {
    expect(tierOf(message)).toBe(tier);
  });
});
