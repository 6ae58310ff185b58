/**
 * Round 41 of the crisis screen (decision 941): two figures of speech that sent benefit questions
 * to 911 no longer do (the Spanish "bomba" of news, health, paperwork and praise; anger at "whoever
 * designed" a form or a site), while the same words beside a threat, a weapon, fear or a plan keep
 * 911 first; someone about to kill the writer now, which "gonna kill me" had left alone, gets it; and
 * a plan told inside a benefit question gets the crisis reply. A relative's nagging "she'll kill me
 * if I forget" was read as a figure of speech and withdrawn: a second read found it erased real
 * threats beside it ("he will kill us if we ever try to get away").
 */
import { describe, expect, it } from "vitest";
import { screenMessage } from "../../netlify/lib/safety/screen";

const tierOf = (message: string) => screenMessage(message).tier;

describe("round 41: figures of speech that are not threats", () => {
  it.each([
    // "bomba" said of news, health, paperwork, praise, the dance, a pump, a gas station.
    "la carta del rating me cayó como bomba, cómo apelo?",
    "mi azúcar es una bomba de tiempo dice la doctora, la diabetes cuenta con el agente naranja?",
    "bomba! me aprobaron el 90%, cuándo llega el back pay?",
    "el muchacho del VSO es una bomba, me ayudó con todo",
    "vamos al baile de bomba y plena del centro de veteranos, hay transporte?",
    "se me dañó la bomba del pozo, hay ayuda pa reparaciones de la casa?",
    // "the bomb" as praise, a time bomb of health, news dropped like a bomb.
    "the nurse at the vet center is the bomb, can i keep her as my provider",
    "my cardiologist says my heart is a ticking time bomb, is that presumptive for agent orange",
    // Anger at whoever designed a form or a site.
    "i want to choke whoever designed the new login page, how do i reset my password",
    // A relative's nagging over a chore, with nothing of now beside it.
    "my daughter is gonna kill me, i forgot to send her the chapter 35 form",
    "my wife is holding a hammer and yelling shes gonna kill me if i dont hang the picture",
  ])("%s is no threat", (message) => {
    // Neither 911 nor the crisis reply; the second opinion may still add its one line.
    expect(["none", "possible"]).toContain(tierOf(message));
  });
});

describe("round 41: the same words beside a threat or a plan", () => {
  it.each([
    // "bomba" beside a place, a device or a date.
    "la regional es una bomba de tiempo y el lunes le pongo la mecha",
    "me cayó como bomba la negación, ahora les va a caer a ellos en la oficina",
    "ya estuvo, bomba pa todos en el va",
    // Whoever designed it, with a weapon, a place or a time.
    "gonna kill whoever designed this form, i know he works on the 3rd floor",
    "el que diseñó ese formulario trabaja en el centro, voy pa allá con el hierro",
    // A threat over an "if" with fear, a weapon, drink, a demand or leaving.
    "he says if I tell anyone he'll kill me",
    "he will kill us if we ever try to get away",
    "he said if i miss curfew again hell kill me. he strangled me last week",
    "mi esposo me amenazó que si vuelvo a llegar tarde me mata",
    "my wife will kill me if i forget the forms again. going to burn the regional office down tonight",
    // "bomba" and "the bomb" beside a place, a day or a hand that set it.
    "bomba en el va mañana a las 9",
    "voy a dejar una bomba de tiempo en el carro de mi ex",
    "i rigged the bomb",
    "im about to drop a bomb on the va",
    "my husband says if i forget his pills again he'll kill me and he has his gun out",
    "my son says if i dont hand over the va check hes gonna kill me",
    "dice que me va a matar si le digo a alguien",
    "mi marido dice que si no le doy el dinero me mata, y tiene la pistola",
    // Someone about to kill the writer now.
    "my ex is outside and hes gonna kill me",
    "hes gonna kill me please hurry",
    "she has a knife and says shes gonna kill me",
    "me quiere acuchillar, ayuda",
    "mi esposo me dijo que cuando llegue a la casa me mata, ya viene en camino",
    "i left a package at the clinic front desk, it goes off at noon",
  ])("%s gets 911 first", (message) => {
    expect(tierOf(message)).toBe("harm");
  });

  it.each([
    // Suicide beside "me cayó como bomba" is the crisis reply, not 911 first.
    "la noticia me cayó como bomba y ya no quiero vivir",
    "me quitaron la custodia, hoy me tomo todo",
    // A nagging threat beside one's own death stays risk.
    "my wife says she'll kill me if I forget the appointment, she wont have to, im ending it tonight",
  ])("%s gets the crisis reply", (message) => {
    expect(tierOf(message)).toBe("clear");
  });

  it.each([
    // A threat word beside one's own death keeps at least the crisis reply (911 first stays where a
    // day or a threat stands beside "bomba").
    "me cayó como bomba la negación, esta noche me tomo todas las pastillas",
    "mi mamá me va a matar, se me venció el vgli. mejor que me muera yo",
  ])("%s gets the crisis reply or 911 first", (message) => {
    expect(["clear", "harm"]).toContain(tierOf(message));
  });

  it.each([
    "el cirujano me va a picar la rodilla el lunes",
    "my wife is gonna kill me, can you help me find my dd214",
    "something goes off in my head when i hear fireworks, can i claim ptsd",
    "my son died, they told me it was a training accident, what survivors benefits are there",
    "hoy me tomo todo con calma, ya me jubilé",
    "i made my arrangements for the trip tomorrow, can i get travel pay",
  ])("%s gets no 911 and no crisis reply", (message) => {
    expect(["none", "possible"]).toContain(tierOf(message));
  });
});

describe("round 41: a plan told through a day, an accident or arrangements", () => {
  it.each([
    "got the rope and the day picked, just want my boy to get the insurance",
    "what does the DIC pay my wife, want it set before i do this",
    "tell my son it was a hunting accident when they find me",
    "making my arrangements this weekend, who do i call about the burial flag",
    "ya tengo un fierro y una fecha, nomas quería decirle a alguien",
    "cuando mi hija reporte mi muerte, le dan el seguro completo? ya escogí el día",
  ])("%s gets the crisis reply", (message) => {
    expect(tierOf(message)).toBe("clear");
  });

  it("reads 'if something happen to me' beside what survivors get as possible risk", () => {
    expect(tierOf("what does my son get if something happen to me")).toBe("possible");
  });

  it.each([
    "I picked the date for my C&P exam, can I move it?",
    "we set a date for the wedding, can my fiancee get CHAMPVA after",
    "ya tengo la fecha de la cirugía, el VA la paga?",
    "ya tengo fecha pa la audiencia del board",
    "after i do it can i still change my direct deposit",
    "my dad died in a hunting accident in 1996, can my mom get anything",
  ])("%s is no crisis", (message) => {
    expect(["none", "possible"]).toContain(tierOf(message));
  });
});
