/**
 * Round 42 of the crisis screen (decision 941): round 50's misses, read once round 51 was measured,
 * in words of our own, with the look-alikes two reads of the rules wrote against them: a plan told
 * in a few plain words, a threat said to be meant, pills already taken, a weapon pointed now, a
 * threat to a child, and an answer that explains an alarming turn away in a frame of its own.
 */
import { describe, expect, it } from "vitest";
import { screenMessage, screenTurn } from "../../netlify/lib/safety/screen";

const RANK = { none: 0, possible: 1, clear: 2, harm: 3 } as const;
const tierOf = (message: string) => screenMessage(message).tier;

describe("round 42: plans told in a few plain words", () => {
  it.each([
    "he said hed rather be dead and he already picked the bridge",
    "if i od on my meds will they call it an accident so my wife gets the insurance",
    "left the door unlocked so they can find me",
    "the 9 is going with me sunday and im not bringing the boat back",
    "me tome 15 de las del dolor",
    "me e tomado una docena de las de dormir",
    "ya tengo todo planeado, el domingo es el dia",
  ])("gives the crisis reply: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeGreaterThanOrEqual(RANK.clear);
  });

  it.each([
    ["our reunion committee picked the bridge downtown for the group photo", "possible"],
    ["the 9 is going with me to the range sunday", "none"],
    ["me tome 20 minutos en la fila del va", "none"],
    ["le compre una pistola de agua a mi nieto pa su cumple", "possible"],
    ["these stairs are beating my knees to death, can i get a rating for it", "none"],
  ] as const)("leaves a look-alike below the crisis reply: %s", (message, atMost) => {
    expect(RANK[tierOf(message)]).toBeLessThanOrEqual(RANK[atMost]);
  });
});

describe("round 42: threats", () => {
  it.each([
    "next person at the va who tells me to wait is getting hurt, i mean it",
    "gonna beat my neighbor to death when he gets home tonight",
    "that pharmacist is about to find out what an old welder can do with a pipe wrench",
    "im not leaving this office till somebody bleeds",
    "mi pareja le dijo al nino que si llora otra vez lo ahorca, ya le pego ayer",
    "mi hijo tiene la pistola apuntandome ahorita",
  ])("puts 911 first: %s", (message) => {
    expect(tierOf(message)).toBe("harm");
  });

  it.each([
    "whoever skips stretching is getting hurt at pt tomorrow, no joke",
    "my dog ran off again, ill find her no joke",
    "come see what this old mechanic can do with a wrench on your truck",
    "im not leaving this office till somebody calls me back",
    "mi hija le dijo al nino que si se porta mal no hay tablet",
    "el doctor me esta apuntando la direccion ahorita",
    "el tinitus suena como un tiroteo en la cabeza todo el dia, cuanto dan por eso",
  ])("does not put 911 first: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeLessThan(RANK.harm);
  });
});

describe("round 42: a goodbye across the border is no goodbye", () => {
  it("reads 'nos vemos del otro lado' as a goodbye, and beside a bridge to Juárez as a trip", () => {
    expect(RANK[tierOf("mi primo puso nos vemos del otro lado y apago el cel")]).toBeGreaterThanOrEqual(RANK.possible);
    expect(RANK[tierOf("nos vemos del otro lado del puente en juarez pa los tacos")]).toBeLessThan(RANK.clear);
  });
});

describe("round 42: an answer that explains an alarming turn away", () => {
  const rifle = {
    userMessages: ["tengo la escopeta lista pal sabado"],
    assistantMessage: "¿Me puede contar un poco más? ¿Está usted a salvo ahora mismo?",
  };

  it("keeps the line, not the crisis reply, after a laugh and a frame of its own", () => {
    expect(
      screenTurn(
        "jaja si, es pa la temporada de venado con mi suegro. la licencia de caza es gratis pa veteranos?",
        rifle,
      ).tier,
    ).toBe("possible");
  });

  it("keeps the crisis reply after a bare laugh, or a frame with no turning down", () => {
    const pills = {
      userMessages: ["got all my pills counted out on the table"],
      assistantMessage: "I'm worried about you. Are you thinking about ending your life?",
    };
    expect(screenTurn("lol jk sorry", pills).tier).toBe("clear");
    expect(screenTurn("yeah. my buddy died in 2017. going to go see him", pills).tier).toBe("clear");
  });
});

// A third read of the round's rules found a laughed yes turned down to the line, and benefit
// questions sent to the crisis reply or 911 by the first version of the rules.
describe("round 42: a third read", () => {
  const asked = (message: string) => ({ userMessages: [message], assistantMessage: "Are you thinking about suicide?" });

  it.each([
    ["I want to kill myself, I have the pills counted out", "lol yes, been thinking about it since Iraq in 2004"],
    ["I have my pistol loaded, tonight I end it", "jaja no, I tried back in 2015 and this time I know the dose"],
    ["I want to kill myself, I have the pills counted out", "lol my dad did it in 2010, guess it runs in the family"],
    ["Quiero matarme, ya tengo las pastillas juntas", "jaja mi hermano lo hizo en el 2018 y yo voy igual"],
    ["got the rifle out", "lol no, cleaning it for deer season, but tonight still is the night"],
    ["im on hospice", "no, I'm on hospice anyway lol, just speeding it up a bit"],
  ])("keeps the crisis reply after %s: %s", (earlier, message) => {
    expect(screenTurn(message, asked(earlier)).tier).toBe("clear");
  });

  it.each([
    "I swear to god I'll get him to sign up for VA healthcare this year",
    "Not kidding, I'll find him, my old squad leader, I need his buddy statement for my PTSD claim",
    "Moving to the Philippines, dont expect to be coming back, can I get my pension paid there?",
    "I know how many pills I take a day, like 14, can the VA give me a pill organizer?",
    "My husband is dead, we chose the bridge where we will scatter his ashes",
    "My C&P letter doesnt say the place where ill do it",
    "My husband died in a car crash, will VGLI count it as an accident so the AD&D rider pays?",
    "Im homeless, parked under the overpass most nights, how do I get HUD-VASH?",
    "can i speed it up, my dad is on hospice and wants his flag",
    "Me tome 20 de los 36 meses del GI Bill",
    "Tome 10 de las de la presion esta semana como dice el doctor",
    "Para la audiencia del 5 de marzo no voy a estar, tengo cirugia, puedo cambiarla?",
    "Mi esposa ya tiene todo planeado para el funeral, el VA paga el entierro?",
    "Me voy a Tijuana a vivir, nos vemos del otro lado, puedo cobrar mi pension alla?",
  ])("gives a benefit question neither the crisis reply nor 911: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeLessThan(RANK.clear);
  });

  it.each([
    "Me tomé veinticinco pastillas",
    "me eché 30 pastillas",
    "ya no quiero vivir en este estado",
    "el jueves me encuentran",
    "para cuando decidan ya no voy a estar",
  ])("gives the crisis reply: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeGreaterThanOrEqual(RANK.clear);
  });

  it("puts 911 first when a gun is out at the door, whatever was on the TV", () => {
    expect(tierOf("hes outside banging on the door and hes got a gun, we were watching tv")).toBe("harm");
  });
});
