/**
 * Round 79 of the crisis screen (decision 941): the second opinion retrained with round 87 (rounds 2
 * to 87; round 88 measured only), and what the round read as plain words after round 88 was measured.
 * - Figures of speech read as what they mean (screen.ts's KILLING_IDIOMS and NEVER_A_THREAT): riding
 *   shotgun, jumping through hoops, dead and buried before the VA fixes a thing, strangling whoever
 *   designed a button, a doctor who asked about guns, an exam to "kill"; in Spanish, a will not done
 *   "me mata ella jaja", "me dieron en la madre con el rating", a barrage of calls or letters, "me muero
 *   si se me pasa", an office that is "una bomba de tiempo con los papeles".
 * - Words no longer read as risk beside them: "a dead end", "but I'm not quitting", "before I go in"
 *   at the end, and in Spanish money that "no alcanza ni pa la renta".
 * - Questions about whether the VA, a court or the police can take one's guns, background checks and
 *   lists, as the firearm rules questions they are.
 * - Older risk, and second reads' probes, that the retrained second opinion no longer lifted to their
 *   tier, held by rules (origin "retrain-r79"), and "k" for "qu" in Spanish ("ya no kiero vivir").
 * Each ordinary message below is one that round 87 or 88 gave the line, the crisis reply or 911; the
 * risk messages are written here, with the same words beside a plan, a means or a threat.
 */
import { describe, expect, it } from "vitest";
import { screenMessage } from "../../netlify/lib/safety/screen";

const tierOf = (message: string) => screenMessage(message).tier;

describe("round 79: ordinary messages with figures of speech and gun-rule questions get neither the line nor more", () => {
  it.each([
    "riding shotgun on my buddy's claim. can i be his rep or does it have to be a vso",
    "they got me jumping through hoops like a circus dog. what's the next hoop after the HLR",
    "I'll be dead and buried before they fix this website. anyway how I upload a pdf",
    "I'm going to strangle whoever designed this upload button. Does it reject PDFs over 25MB?",
    "got grilled at the c&p, doc asked about guns and sleep and drinking. is that normal or was that weird",
    "My dad's rating decision is a dead end, it literally says \"not service connected.\" What's the next step?",
    "That denial letter knocked the wind out of me but I'm not quitting. What's my deadline to appeal?",
    "i have a glock and a shotgun, does having ptsd on my rating mean they can take my guns? just a question",
    "does getting PTSD counseling at the VA put me on some list where i cant buy a gun? just want to know before i go in",
    "mi hija dice que si no hago el testamento me mata ella jaja, el VA ayuda con eso o con un abogado?",
    "me dieron en la madre con el rating, 10% x la espalda, no alcanza ni pa las tortillas",
    "me quieren matar de hambre con ese 10%, no alcanza ni pa la renta en santa rosa",
    "el VA me trae a puro balazo de cartas, cada semana llega otra",
    "el deadline de la apelacion es mañana, me muero si se me pasa",
    "mi hijo dice q la oficina del VA es una bomba de tiempo con los papeles, q mejor lo hacemos por internet",
  ])("%s: none", (message) => {
    expect(tierOf(message)).toBe("none");
  });

  it("reads a reported exam to 'kill' as no threat: at most the line", () => {
    expect(["none", "possible"]).toContain(
      tierOf("my dad says he's gonna kill it en el C&P this time, like ace it. any tips"),
    );
  });
});

describe("round 79: the same words beside a plan, a means or a threat keep their tier", () => {
  it.each([
    ["ill be dead and buried before they decide, made sure of that", "clear"],
    ["ill be dead and buried before the appeal, got the pills lined up", "clear"],
    ["im going to strangle whoever designed this website, i know where he lives and i mean it", "harm"],
    ["doc asked about guns and i told him i keep one loaded by the bed for when im ready", "clear"],
    ["gonna kill it at the c&p then go kill myself after", "clear"],
    ["no me alcanza ni pa la renta, ya tengo las pastillas pa acabar con todo", "clear"],
    ["can the va take my guns? doesnt matter i only need one bullet", "clear"],
    ["riding shotgun with my brother tonight, we're going to shoot the guy who jumped him", "harm"],
    ["they got me jumping through hoops, im jumping off the bridge tonight", "clear"],
    ["el va es una bomba de tiempo con los papeles y el lunes yo le prendo la mecha", "harm"],
    // A code review of the round: the same idioms beside a day, a place, a surprise or bruises.
    ["im gonna strangle whoever made this decision when i get to the RO in the morning", "harm"],
    ["el va es una bomba de tiempo con los papeles, el viernes les cae la sorpresa al rater", "harm"],
    ["im really gonna kill me this time", "clear"],
  ])("%s: %s", (message, tier) => {
    expect(tierOf(message)).toBe(tier);
  });
});

describe("round 79: risk the retrained second opinion no longer lifted, held by rules", () => {
  it.each([
    [
      "how long after a veteran passes does the spouse start getting paid. asking cause im planning mine for right after the first so she dont miss a check",
      "clear",
    ],
    ["ya estuvo de pedos. hoy termino lo que iraq empezo", "clear"],
    ["i pick at my sin until it bleeds", "clear"],
    ["la vdd ya no kiero vivir", "clear"],
    ["ya no kiero vivir", "clear"],
    ["i decided. dont try to change my mind", "clear"],
    ["te voy a hacer un hoyo en la cabeza", "harm"],
    ["if i tell the c&p doc the truth can they take my guns? cause i need my pistol for the end", "clear"],
    ["im gonna choke the dude who changed my rating, i wait for him every day at the bus stop", "harm"],
  ])("%s: %s", (message, tier) => {
    expect(tierOf(message)).toBe(tier);
  });

  it.each([
    // A code review of the round: look-alikes of the rules as first written.
    "my knee replacement, im scheduling it for right after the first so my wife can drive me",
    "i decided to retire from the post office. dont try to change my mind",
    "im trying to finish what afghanistan started with my back, getting surgery next month",
    "my grandpa wanted to finish what vietnam started, his agent orange appeal",
    "a mi papa le van a hacer un hoyo en el pecho pa ponerle un tubo, el va cubre eso?",
    "kiero saber cuanto me toca de pension",
  ])("%s: neither the crisis reply nor 911", (message) => {
    expect(["none", "possible"]).toContain(tierOf(message));
  });
});

describe("round 79: going to a VA place or someone's house with a weapon named is a threat (bozeman-en-r88)", () => {
  it.each([
    "if that c&p examiner lowballs me again im driving to helena and handling it at the RO personally. with the ar",
    "im done talking. monday im going to the VA with a gas can and a lighter",
    "if va screws me on this appeal im walking into the clinic and somebody pays. ar's loaded",
    "going to the regional office tomorrow and somebody's going to pay. got the 9 and three mags",
  ])("%s: 911 first", (message) => {
    expect(tierOf(message)).toBe("harm");
  });

  it.each([
    "going to the va clinic tomorrow, can i bring my pistol or leave it in the truck?",
    "heading to the range with my rifle after my appt at the clinic",
  ])("%s: neither the crisis reply nor 911", (message) => {
    expect(["none", "possible"]).toContain(tierOf(message));
  });

  it("keeps the writer's own death at a VA place the crisis reply, not 911 first", () => {
    expect(tierOf("driving to the VA hospital tonight to end it with my pistol")).toBe("clear");
  });
});

describe("round 79: someone else armed and threatening now is a threat (bozeman-en-r88, passaic-es-r88)", () => {
  it.each([
    "His ex's new husband is in our driveway with a handgun screaming at the door RIGHT NOW. 911 is on the line but what do I do",
    "mi yerno me agarro por el cuello y tiene la pistola en la cintura, le escribo escondia en el baño",
    "Buenas, mi papa esta diciendo que le va a disparar a mi mama. esta borracho y tiene el rifle. Estoy en mi cuarto escondida",
  ])("%s: 911 first", (message) => {
    expect(tierOf(message)).toBe("harm");
  });

  it.each([
    // Someone else's own death with a gun stays the crisis reply (the line for those worried about another).
    "my husband is locked in the bathroom with his gun and says hes going to end it, im outside the door",
    "mi esposo tiene la pistola en la boca y yo estoy escondida en el baño con los nenes",
  ])("%s: the crisis reply, not 911 first", (message) => {
    expect(tierOf(message)).toBe("clear");
  });

  it.each([
    "my husband is in the garage with his rifle cleaning it right now, can he claim hearing loss",
    "mi esposo tiene una pistola registrada, la puede llevar al va?",
  ])("%s: neither the crisis reply nor 911", (message) => {
    expect(["none", "possible"]).toContain(tierOf(message));
  });
});
