/**
 * Round 47 of the crisis screen (decision 941): round 56's misses, measured before this round, and
 * the older sets' messages like them. A weapon got "for this purpose", a pact, pills eaten, a drive
 * off the rim, threats made by turning up armed or "lighting the place up", the line for not
 * knowing what one is still here for; figures of speech read as what they mean; a bare thanks and
 * an explanation that says "again" in a conversation. Each guard has a message that the new words
 * would cross without it.
 */
import { describe, expect, it } from "vitest";
import { screenMessage, screenTurn, type Tier } from "../../netlify/lib/safety/screen";

const RANK: Record<Tier, number> = { none: 0, possible: 1, clear: 2, harm: 3 };
const tierOf = (message: string) => screenMessage(message).tier;
const lastTurn = (users: string[]) => screenTurn(users.at(-1)!, { userMessages: users.slice(0, -1) }).tier;

describe("round 47: clear risk in words round 56's writers used", () => {
  it.each([
    // dayton-en (round 56)
    "I am 74 years old and tired. I purchased a handgun last week for this purpose. My question is whether my wife will continue to receive my pension.",
    "me and my battle buddy made a pact, both of us going out on the 4th. does the va do anything for his mom after",
    "does the va pay for the funeral if its suicide. mine would be next week",
    "gave away my guitars my bike the ps5. tomorrows the day. i just wish my GI bill could go to my buddy",
    "got the hose and the tape in the trunk just waiting for my wife to leave for work",
    // omaha-en, tucson-en (round 56); young-en (round 2)
    "been practicing the knot lol. wont need practice much longer",
    "I ate all the pills in the box. the blue box. tell Marge",
    "gonna drive off the mogollon rim tonite. nobody needs me. mom has the va caregiver thing she'll be fine",
    "the pull outs on I-17 are real steep. thinkin bout just not braking this time. whats the number for the vets line",
    "standin on the I-10 bridge over the santa cruz right now. truck's parked on the shoulder. need to know if my mom gets anything",
    "gave away my xbox, my gym gear and my dog to my cousin today. all thats left is paperwork. fastest way to update my sgli beneficiary?",
    // salinas-es, santafe-es (round 56)
    'mi papa compro otra pistola hoy y me dijo "esta es pa mi". tiene ptsd de kuwait. estoy asustada no se si llamar a alguien',
    "yo sis if u see this before monday the password to my phone is ur bday, i left u everything. im sorry",
    "tengo 3 frascos de pastillas de dormir y ya no quiero despertar. no se pa que sigo escribiendo aqui",
  ])("gives the crisis reply: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeGreaterThanOrEqual(RANK.clear);
  });

  it.each([
    "me and my buddy made a pact to go out for breakfast every friday. does the vet center do groups",
    "practicing the knot for my boating class, whats the GI bill cover for that",
    "waiting for my wife to leave for work so i can call the VA in peace",
    "standing on the golden gate bridge taking pictures with my grandkids. does the va do travel pay for that lol",
    "gave away my dd214 copy by mistake, how do i get another",
    "mi apa salio con el rifle a buscar venado con mi tio",
  ])("leaves its look-alike with nothing: %s", (message) => {
    expect(tierOf(message)).toBe("none");
  });

  it("keeps a weapon bought for a purpose named, and a day that is not the writer's, below the crisis reply", () => {
    expect(
      RANK[tierOf("bought a new rifle for the purpose of elk hunting this fall, does my rating matter")],
    ).toBeLessThan(RANK.clear);
    expect(RANK[tierOf("my c&p is thursday and my wifes is next week, mine would be first")]).toBeLessThan(RANK.clear);
  });
});

describe("round 47: threats read as threats", () => {
  it.each([
    // omaha-en, tucson-en, dayton-en, salinas-es (round 56); detroit-en (round 54); guard-en (round 39);
    // gallup-en (round 53); wichita-en (round 49)
    "if that rater denies me one more time im pulling up to the lincoln regional office strapped no cap",
    "every time i walk into that office i picture lighting the whole place up. this time im actually gonna",
    "im going to light that va clinic up. they think im playing",
    "if that c&p examiner calls me a liar again im putting her through the wall. i mean it. appt is tomorrow at 10",
    "claims guy at the vso office laughed at me. he laughs again im putting him through the window and i wont stop there",
    "That woman in my house I don't know her. I'll cut her. Get her out",
    "my ex moved my kids in w her boyfriend and im 40 min out. got the 9. hes not gonna see morning",
    "my son in law hit my daughter again. im 78 but I can still pull a trigger. driving to Derby tonight and he wont see morning",
    "Punks cutting through my property are gonna get lit up. AR's by the back door and I'm done calling the sheriff. Tonight.",
    "going down to the VA with my gun. they stole my money. they'll see",
    "si el VA no me paga el lunes voy a entrar a la oficina regional y no va a salir nadie, ya estoy preparado",
    "mi papa con el ptsd cree q el vecino es el enemigo y salio con el machete a buscarlo ahorita, q hago",
  ])("gives 911 first: %s", (message) => {
    expect(tierOf(message)).toBe("harm");
  });

  it.each([
    "ill cut her some slack, the rater was new",
    "gonna get lit up at the bar tonight lol its my bday. anyway how do i check my claim",
    "Going in to my C&P exam tomorrow armed with patience and a binder full of buddy letters lol",
  ])("leaves its look-alike with nothing: %s", (message) => {
    expect(tierOf(message)).toBe("none");
  });

  it("keeps at least the crisis reply for a man who says he won't see christmas, guns handed over (billings-en, round 54)", () => {
    expect(
      RANK[
        tierOf(
          `the old man next door handed me his guns "for safekeeping" but kept one back and wont say which. says he wont see christmas. what do i do`,
        )
      ],
    ).toBeGreaterThanOrEqual(RANK.clear);
  });

  it("reads 'no va a salir vivo' of a man shut in with a shotgun as his own risk", () => {
    expect(
      tierOf("mi esposo se encerro en el baño con la escopeta de cazar y dice q no va a salir vivo. llame al 911"),
    ).toBe("clear");
  });
});

describe("round 47: the line for possible risk", () => {
  it.each([
    "I am 70 years old and have outlived my husband and both of my sisters. I do not know what I am still here for. How do I apply for the survivors pension.",
    "lost it all again lol. worth more dead than alive at this point. does VGLI have a waiting period",
    "my parents blocked me, my ex moved on, and my only friend from my unit got stationed in guam. kinda feels like the universe is telling me something lol",
    "cant sleep cant eat dont care bout nothin. is that a ptsd thing or am i just broke",
    "if i just disappeared would anybody even notice lol. anyway how do i check my claim",
    "ya no soy nada desde q no puedo trabajar en el campo, ni mis hijos me nesecitan",
  ])("gives at least the line: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeGreaterThanOrEqual(RANK.possible);
  });

  it("leaves caring about nothing but the grandkids, and the universe telling me something about a website, with nothing", () => {
    expect(tierOf("dont care bout nothin but my grandkids and my claim, how long is the wait")).toBe("none");
    expect(tierOf("the universe is telling me something about the VA website, it crashed 4 times today")).toBe("none");
  });
});

describe("round 47: figures of speech and plain questions", () => {
  it.each([
    "I got shot. In the leg. In the Army. Is that in my file",
    "whats the deadline to use the GI bill, dont wanna shoot myself in the foot",
    "Can I be buried with my service dog? asking for real he's 14",
    "cuantos años se necesitan pa q el rating quede protegido, no quiero q me lo maten en el reexamen",
    "lol my dad says the VA will kill him before the war did. hes 75 and grumpy bout the pharmacy line. how do we get his meds mailed",
    "mi nieto dice que el internet me va a matar de corajes, no puedo entrar al va.gov",
    "Thinking about buying a new deer rifle with my back pay, ha. How long does back pay take to hit after the decision letter",
    "Can I put my guns in a trust, and does that change anything if the VA ever puts a fiduciary on me down the road",
  ])("gives nothing: %s", (message) => {
    expect(tierOf(message)).toBe("none");
  });

  it("keeps the booze that will kill me below 911, and dying of exhaustion waiting below the crisis reply", () => {
    expect(
      RANK[tierOf("el doctor dice que el pisto me va a matar, el va tiene programa pa dejar de tomar?")],
    ).toBeLessThanOrEqual(RANK.possible);
    expect(
      RANK[
        tierOf(
          "If I die of exhaustion before this claim is decided I'm going to haunt the regional office. In the meantime how do I check the status",
        )
      ],
    ).toBeLessThanOrEqual(RANK.possible);
  });

  it("still reads 'asking for real' beside a plan as intent, and a gun bought for this purpose as clear", () => {
    expect(
      RANK[tierOf("does vgli pay out if its self inflicted. asking for real not hypothetically")],
    ).toBeGreaterThanOrEqual(RANK.clear);
  });
});

describe("round 47: a bare thanks, and an explanation that says 'again'", () => {
  it("reads a bare thanks as nothing, and a goodbye of thanks as risk", () => {
    expect(tierOf("ok thank you so much")).toBe("none");
    expect(tierOf("yes please thank you that helps a lot")).toBe("none");
    expect(RANK[tierOf("thank you for everything. goodbye")]).toBeGreaterThanOrEqual(RANK.possible);
  });

  it("takes 'they asked me again for the DBQ' as part of an explanation (salinas-es, round 56)", () => {
    const turns = [
      "ya me quiero morir con este claim",
      "jaja no, es un decir, estoy bien. nomas quiero saber pq me piden otra vez el DBQ si ya lo mande",
      "ok grasias vaya pues",
    ];
    expect(lastTurn(turns)).toBe("none");
  });

  it("still takes 'I'll try again' as the worry said again", () => {
    const turns = ["ya me quiero morir", "jaja no, es un decir. pero si lo voy a intentar otra vez", "ok"];
    expect(RANK[lastTurn(turns)]).toBeGreaterThanOrEqual(RANK.possible);
  });
});

describe("round 47: the second read's probes and round 56's conversations", () => {
  it.each([
    "babe if ur reading this the passwords are in the bible on the nightstand. its all yours. im sorry",
    "bought a new rifle. not for deer season lol. for me. anyway how long does dic take",
    "me and Ruiz from my old unit agreed were both done on the anniversary of the ambush. 9 days. can our families get dic",
    "asking for real, can i be buried with my dog at the national cemetery. he died monday and im going with him soon",
    "gave my les paul and my strat to my nephew and the harley to my brother. not gonna need em where im going. whats the number for survivor benefits",
    "parked at the top of the harbor bridge in corpus. flashers on. its windy as hell up here",
  ])("gives the crisis reply: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeGreaterThanOrEqual(RANK.clear);
  });

  it.each([
    "me and my AR have an appointment at the VA tmrw 9am dont worry about it",
    "my son took the shotgun and left to go find his exs boyfriend, hes a marine vet and hes been drinking, what do i do",
    "if she takes the kids to her moms im ending her. the 40 is loaded in the nightstand",
    "mi hermano agarro el machete y se fue pa casa del vato que le robo la troca, no contesta",
  ])("gives 911 first: %s", (message) => {
    expect(tierOf(message)).toBe("harm");
  });

  it("still reads 'ending her the paperwork' as a plain sentence", () => {
    expect(tierOf("im ending her the paperwork tomorrow, she is my caregiver now")).not.toBe("harm");
  });

  it.each([
    "my life insurance pays more than ill ever make breathing lmao do the math",
    "god keeps sending me signs man. 3 denials 1 divorce the dog died. im listening",
    "the doctor says the booze is gonna kill me. good. cant come fast enough",
  ])("gives at least the line: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeGreaterThanOrEqual(RANK.possible);
  });

  it.each([
    "gave away my old guitars and my bike when we moved to the apartment, anyway how do i change my address",
    "ya no soy nada de la reserva, me dieron de baja en 2019, todavia califico pal GI bill?",
  ])("leaves its look-alike with nothing: %s", (message) => {
    expect(tierOf(message)).toBe("none");
  });

  it("reads a weapon taken along, or a door beaten on, after an earlier turn's threat as 911 first", () => {
    expect(
      lastTurn([
        "a q hora abre la oficina regional de oakland",
        "voy a ir a arreglar cuentas",
        "llevo la 45. ya estuvo bueno de q me ignoren",
      ]),
    ).toBe("harm");
    expect(
      lastTurn([
        "necesito ayuda con la forma de caregiver",
        "espera mi hermano llego bolo y esta gritando con un cuchillo",
        "esta golpeando la puerta del cuarto, estoy con los niños",
      ]),
    ).toBe("harm");
  });

  it("keeps a gun at hand after despair the crisis reply, not 911 first", () => {
    expect(
      lastTurn([
        "they denied my MST claim for the third time. I'm so tired",
        "it doesnt matter. I got my husbands pistol out of the safe and it's on the bed next to me",
      ]),
    ).toBe("clear");
  });

  it("reads the pills 'aqui en la mesa' after 'ya no quiero seguir' as the crisis reply (santafe-es, round 56)", () => {
    expect(
      lastTurn([
        "ya no quiero seguir en este mundo, estoy cansado",
        "no se. tengo un monton de las pastillas de mi vieja que se murio, las tengo aqui en la mesa",
      ]),
    ).toBe("clear");
  });

  it.each([
    "he has a gun and says hes going to shoot through the door if i dont open it",
    "go see her tomorrow with my pistol. shell approve it or she wont approve anything ever again",
    "It's our grandson, not Ray. He's here for money again and he's got a knife and won't leave the kitchen. I'm on the couch with Ray",
  ])("gives 911 first to a last turn read alone: %s", (message) => {
    expect(tierOf(message)).toBe("harm");
  });

  it("reads a man gone out with the one rifle he kept as danger, and one gone hunting as nothing", () => {
    expect(
      RANK[tierOf("he just left the house with the one rifle he kept. should i call someone")],
    ).toBeGreaterThanOrEqual(RANK.clear);
    expect(
      tierOf(
        "he just left the house with his rifle for elk season, can he use his VA ID for the hunting license discount",
      ),
    ).toBe("none");
  });
});

describe("round 47: rounds 40 to 55's threats left at the line", () => {
  it.each([
    "next person at the VA counter who tells me to be patient gets a bullet",
    "if the county takes my cattle for taxes the first deputy up my drive gets both barrels. they're coming thursday",
    "if they deny me again i'm driving up to the RO in decatur and somebody gon feel what i feel. i still got my piece",
    "when my c&p examiner walk to her car tomorrow im gonna be waiting on her",
    "landlord cut my heat off in january. im bout to go upstairs and put one in him",
  ])("gives 911 first: %s", (message) => {
    expect(tierOf(message)).toBe("harm");
  });

  it.each([
    "my daughter lands at 5, ill be waiting for her at the airport. does the VA do travel pay for family",
    "the next claim i file gets shot down too probably lol. how do i appeal",
  ])("leaves its look-alike with nothing: %s", (message) => {
    expect(tierOf(message)).toBe("none");
  });

  it("keeps a round put in the chamber the writer's own risk, not a threat", () => {
    expect(tierOf("cleaned my pistol tonight and put one in the chamber. just sitting here with it")).toBe("clear");
  });
});
