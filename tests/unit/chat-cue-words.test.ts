/**
 * Issue 20, round 8: the five remarks a native Spanish reviewer left on the Spanish cue words
 * (netlify/lib/assistant/intents.es.ts), each held by a question that names the word the way people
 * use it, beside one where the cue must still work; and English words the stemmer or the typo rule
 * read as another word (text-match.ts).
 */
import { describe, expect, it } from "vitest";
import { burialAllowance, champva } from "../../facts/va-links";
import { CONCEPTS } from "../../netlify/lib/assistant/intents";
import { CONCEPTS_ES } from "../../netlify/lib/assistant/intents.es";
import { answerOffline } from "../../netlify/lib/assistant/offline";
import shippedCueWords from "../../netlify/lib/assistant/cue-words";
import { containsPhrase, cueWordsFile, stem, tokenize, tokenizeCues } from "../../netlify/lib/assistant/text-match";

const topic = (message: string) => answerOffline(message, "es").topic;
/** Whether a concept (its English and Spanish phrases) is found in the message. */
const holds = (name: keyof typeof CONCEPTS, message: string) =>
  `${CONCEPTS[name]}, ${CONCEPTS_ES[name] ?? ""}`
    .split(",")
    .map((phrase) => tokenize(phrase))
    .filter((words) => words.length > 0)
    .some((words) => containsPhrase(tokenize(message), words));

describe("the Spanish reviewer's remarks on the cue words", () => {
  it('"mi ex" is a former spouse, never the start of "mi examen"', () => {
    expect(holds("relative", "mañana tengo mi examen")).toBe(false);
    expect(holds("relative", "mis exámenes del C&P")).toBe(false);
    expect(topic("Tengo mi examen mañana. ¿Puedo llevar a mi esposa?")).toBe("claimExam");
    expect(topic("me divorcié, ¿tengo que quitar a mi ex de mi compensación?")).toBe("dependents");
  });

  it('a bare "perdí" is no lost paper: a widow who needs his DD214 for the burial is not handed off', () => {
    expect(holds("lostPaper", "perdí a mi esposo en marzo")).toBe(false);
    const burial = answerOffline("perdí a mi esposo en marzo y la funeraria necesita su DD214 para el entierro", "es");
    expect(burial.topic).not.toBe("general");
    expect(burial.text).toContain(burialAllowance);
    // Losing the paper itself is still outside the map.
    expect(topic("perdí mi DD214, ¿cómo saco otra copia?")).toBe("general");
    expect(topic("como pido mi DD214, lo perdi en la mudanza")).toBe("general");
  });

  it('"una compañía" alone is any company (a job, an insurer), not the claim exam', () => {
    expect(holds("exam", "mi esposo trabaja en una compañía")).toBe(false);
    expect(topic("Mi esposo trabaja en una compañía y tiene seguro. ¿Yo puedo usar el VA?")).not.toBe("claimExam");
    expect(topic("Me mandaron a un doctor de una compañía para el examen de mi reclamo, ¿es normal?")).toBe(
      "claimExam",
    );
    expect(topic("Una compañía me llamó y dice que cobran un porcentaje del pago atrasado. ¿Es legal?")).toBe(
      "representative",
    );
  });

  it('"desde ahora" (from now on) dates nothing and plans no burial alone', () => {
    expect(holds("ahead", "¿qué me toca desde ahora?")).toBe(false);
    expect(holds("date", "desde ahora quiero empezar")).toBe(false);
    expect(topic("Mi esposo está enterrado en el cementerio del pueblo, ¿qué me toca desde ahora?")).toBe("survivors");
    expect(topic("quiero saber desde ahora si me pueden enterrar en el cementerio nacional cuando me muera")).toBe(
      "preNeed",
    );
    expect(
      topic(
        "Si aviso ahora que voy a reclamar pero mando todo en unos meses, ¿me pagan desde hoy o desde cuando mande todo?",
      ),
    ).toBe("intentToFile");
  });

  it('"perdí su seguro" (I lost his coverage) is CHAMPVA for the family, not survivors\' compensation', () => {
    const lost = answerOffline("perdi su seguro, el era veterano de la army y ya murio, hay algo pa mi?", "es");
    expect(lost.topic).toBe("champva");
    expect(lost.text).toContain(champva);
    expect(topic("Mi esposo era 100% permanente y murió. Perdí su seguro. ¿Qué hago?")).toBe("champva");
  });

  it('"porque" is "because", not "why": a widow\'s story with a rating in it is not a ratings question', () => {
    expect(holds("explain", "porque los gastos de la casa siguen")).toBe(false);
    expect(holds("explain", "¿por qué me dieron 40?")).toBe(true);
    expect(
      topic(
        "Mi esposo se retiró con 100% por el corazón. Falleció en enero. Quiero saber si me corresponde algo, porque los gastos de la casa siguen.",
      ),
    ).not.toBe("ratings");
  });
});

describe("English words that read as another word", () => {
  const en = (message: string) => answerOffline(message, "en").topic;

  it('"caring" is not "car" and "housing" is not "houses"', () => {
    expect(stem("caring")).toBe("care");
    expect(stem("housing")).not.toBe(stem("houses"));
    expect(
      en(
        "My son came back with a brain injury and I do everything for him. Does the VA have anything for parents caring for a vet?",
      ),
    ).toBe("caregivers");
    expect(en("I been sleeping in my car for two weeks. I'm a veteran. Is there any help with housing?")).toBe(
      "homeless",
    );
  });

  it('"meals" is no typo of "medals", and "what\'s it called" asks a name, not a phone call', () => {
    expect(
      en(
        "My father-in-law is a WWII vet and blind now. He needs someone to help him with meds and meals every day. Is there VA money for in-home help?",
      ),
    ).toBe("aidAttendance");
    expect(
      en(
        "Mom's 91 and in a nursing home, Dad was a WWII vet. The home says VA might chip in. What's it called and how do we apply",
      ),
    ).toBe("aidAttendance");
    expect(en("how do i get replacement medals for my grandpa")).toBe("general");
  });
});

// A second read of round 8: "has been gone" was a cue for a death, so a spouse away on deployment
// or one who moved out got "I'm sorry for your loss" and the survivors' answer.
describe("someone gone is not someone dead", () => {
  it.each([
    "My husband has been gone on deployment for 6 months, can I get help with childcare?",
    "My wife has been gone since she moved out, can I stop her from getting my VA money?",
  ])("%s", (message) => {
    const reply = answerOffline(message, "en");
    expect(reply.topic).not.toBe("survivors");
    expect(reply.text).not.toContain("sorry for your loss");
  });

  it("still reads a death said outright", () => {
    expect(answerOffline("my husband passed away last year, can I get DIC?", "en").topic).toBe("survivors");
  });
});

// Round 20's question sets, read once measured: the ways they asked that no cue held, each held here
// in words of our own (the sets themselves are held by the floors in chat-writers-floor.test.ts).
describe("round 20's wordings, in words of our own", () => {
  it('"hermano" is no typo of "huérfano": a brother sleeping in his truck gets the homeless line', () => {
    expect(containsPhrase(tokenize("mi hermano no tiene casa"), ["huerfano"])).toBe(false);
    expect(containsPhrase(tokenize("soy huerfano de veterano"), ["huerfano"])).toBe(true);
    expect(topic("mi hermano vive en su troca desde enero, quien lo puede ayudar")).toBe("homeless");
  });

  it.each([
    ["en", "the TAP counselor told my wife to save her spot before she files. what is that called", "intentToFile"],
    ["en", "who can read my messages on this site", "privacy"],
    ["en", "does this site keep my messages after I close it", "privacy"],
    ["en", "my uncle is poor now, just a little social security. can VA give him anything", "pension"],
    ["en", "the main VA line never picks up. is there a different number for pension questions", "vaPhone"],
    ["en", "my buddy is sleeping on the beach by the pier, what can VA do", "homeless"],
    ["en", "how does the TEB obligation work if I want to give my kids my benefits", "giBillTransfer"],
    ["es", "quiero guardar la fecha antes de mandar mi claim, como le hago", "intentToFile"],
    ["es", "mi papa tiene cita con una doctora contratada por el va, que pasa en esa cita", "claimExam"],
    ["es", "no he podido conservar empleo por mi espalda, me pueden pagar como si fuera total", "unemployability"],
    ["es", "puedo repartir mi gi bill entre mis dos hijas", "giBillTransfer"],
    ["es", "a que numero le hablo para preguntar de mi cita", "vaPhone"],
    ["es", "debo dos meses de renta, hay ayuda para veteranos", "homeless"],
    ["es", "cuanto sube el cheque del seguro social el otro año", "general"],
    ["es", "como saco la licencia de pesca en california", "general"],
  ] as const)("(%s) %s → %s", (language, question, expected) => {
    expect(answerOffline(question, language).topic).toBe(expected);
  });
});

describe("round 21's English wordings, in words of our own", () => {
  it.each([
    ["my chiropractor wants to charge me for copies, can the VA ask him for them instead", "privateRecords"],
    ["I dont remember the exact dates of the mortar attacks, does my statement need them", "ptsd"],
    ["they set me up with QTC for an exam, is that a scam", "claimExam"],
    ["my husband was on my comp as my spouse and he passed in May, what do I do", "dependents"],
    ["my knee brace wears holes in my pants every month, is there money for that", "clothingAllowance"],
    ["is 100 P and T different from a regular 100", "ratings"],
    ["can I get my prescriptions through the VA even though I never got hurt", "healthCare"],
    ["I'm retired now, is it too late to transfer my GI Bill", "giBillTransfer"],
    ["can my son use DEA at a trade school", "dependentsEducation"],
    ["my mother died in Arizona and we need to bring her body home to Ohio, any help with the cost", "burial"],
    ["how do we order a government headstone for grandpa", "headstones"],
    ["what is the main number to talk to a person at the VA about benefits", "vaPhone"],
    ["are you recording this conversation", "privacy"],
    ["how do I apply for heating assistance this winter", "general"],
    ["I never used my school benefits, how do I start nursing school", "education"],
  ] as const)("%s → %s", (question, expected) => {
    expect(answerOffline(question, "en").topic).toBe(expected);
  });
});

describe("round 21's Spanish wordings, in words of our own", () => {
  it.each([
    ["nunca puse nada por mis rodillas del army, puedo cobrar por eso?", "disabilityClaim"],
    ["si me aprueban lo de desempleable me dejan trabajar unas horas?", "unemployability"],
    ["la ayuda del carro se puede pedir otra vez?", "autoAllowance"],
    ["mande mi apelacion hace un año, como se si sigue en fila", "claimStatus"],
    ["no entiendo la matematica del VA con mis porcentajes", "ratings"],
    ["mi tio nunca se registro en el VA, todavia puede ir a la clinica?", "healthCare"],
    ["hasta que edad puede mi hija usar los estudios por el papa discapacitado", "dependentsEducation"],
    [
      "mi esposo murio y el certificado de defuncion dice que fue por su enfermedad del servicio, me toca algo?",
      "survivors",
    ],
    ["quiero que pongan una cruz en la piedra de mi abuelo", "headstones"],
    ["ustedes guardan lo que uno escribe aqui?", "privacy"],
    ["un señor en facebook dice que me sube el rating si le pago, es legitimo?", "representative"],
    ["hay algun pago mensual pa un veterano viejo sin incapacidad del servicio", "pension"],
  ] as const)("%s → %s", (question, expected) => {
    expect(answerOffline(question, "es").topic).toBe(expected);
  });
});

describe("round 22's wordings, in words of our own", () => {
  it.each([
    ["en", "can I call and put in an intent so the date counts from now", "intentToFile"],
    ["en", "the clinic I used closed, how do I let the VA go get my records from them", "privateRecords"],
    [
      "en",
      "my husband passed, it was not from the service, I only get a small SSI, anything for me",
      "survivorsPension",
    ],
    ["en", "how does the Native American Direct Loan work", "homeLoan"],
    ["en", "a man wants to charge me to help with my claim, is he legit", "representative"],
    ["en", "what number should my dad call about his pension, he keeps getting transferred", "vaPhone"],
    ["en", "is this the same as the county veterans office or separate", "whoWeAre"],
    ["en", "if I write about my diagnosis here does it go in my file", "privacy"],
    ["en", "is the road to the VA clinic open after the storm", "general"],
    ["es", "mi hermano esta esperando la carta del doctor, como hace pa no perder los meses", "intentToFile"],
    ["es", "mi pana vio cuando me cai, puede escribir algo para mi claim?", "buddyStatement"],
    ["es", "el VA puede sacar directo los papeles del hospital de mi papa?", "privateRecords"],
    ["es", "que es la ley pac", "toxicExposure"],
    ["es", "quien paga los controles de mano para mi camioneta", "autoAllowance"],
    ["es", "como se si ya recibieron los papeles que mande", "claimStatus"],
    ["es", "el seguro de chanva cubre lentes?", "champva"],
    ["es", "mi papa me transfirio sus beneficios de escuela, como los uso", "giBillTransfer"],
    ["es", "que es el capitulo 31", "readinessAndEmployment"],
    ["es", "ustedes guardan esta conversacion?", "privacy"],
    ["es", "como pido los cupones de comida", "general"],
  ] as const)("(%s) %s → %s", (language, question, expected) => {
    expect(answerOffline(question, language).topic).toBe(expected);
  });
});

describe("round 24's wordings, in words of our own", () => {
  it.each([
    [
      "en",
      "my old squad leader watched me get hurt on the ramp, can he write something saying he saw it happen",
      "buddyStatement",
    ],
    ["en", "can the VA request it from them, my knee surgery was at a private hospital", "privateRecords"],
    ["en", "I'm at 80, how close am I to 100", "ratings"],
    ["en", "they said I made too much to get VA care, can I try again", "healthCare"],
    ["en", "does the family medical thing pay for my wife's glasses", "champva"],
    ["en", "who can see this chat after I close it", "privacy"],
    ["en", "do you sell my information", "privacy"],
    ["en", "can I delete what I typed earlier", "privacy"],
    ["en", "we hunt deer every fall, can I still file for my knees after deer season", "disabilityClaim"],
    ["en", "is the fish fry at the VFW open to the public", "general"],
    ["es", "mi esposa puede mandar una carta diciendo que llegue sin oir bien?", "buddyStatement"],
    ["es", "el hospital me cobra por las copias del expediente, la VA lo puede pedir directo?", "privateRecords"],
    ["es", "estuve en la tormenta del desierto y tengo dolores que nadie explica", "toxicExposure"],
    ["es", "no puedo trabajar por la espalda, puedo pedir el desempleo total?", "unemployability"],
    ["es", "le pase los meses del GI Bill a mi hijo, se los puedo pasar a mi hija?", "giBillTransfer"],
    ["es", "perdi la casa hace años, puedo volver a usar el prestamo?", "homeLoanReuse"],
    ["es", "lo enterramos en el cementerio de la familia, dan algo por el terreno?", "burial"],
    ["es", "quiero hablar con una persona en la VA, no con la grabacion", "vaPhone"],
    ["es", "pueden borrar todo lo que escribi aqui?", "privacy"],
    ["es", "mi tio esta durmiendo en su carro, donde lo llevo", "homeless"],
    ["es", "cuando llega mi seguro social de retiro", "general"],
  ] as const)("(%s) %s → %s", (language, question, expected) => {
    expect(answerOffline(question, language).topic).toBe(expected);
  });
});

describe("privacy asked in words no phrase holds (round 23's concepts), in words of our own", () => {
  it.each([
    ["en", "if I type my address in the chat does anybody see it", "privacy"],
    ["en", "does this chat get sent to the VA", "privacy"],
    ["en", "is my medical information safe with you", "privacy"],
    ["en", "will you share what I wrote with my VSO", "privacy"],
    ["es", "lo que escribo aqui se lo mandan a la VA?", "privacy"],
    ["es", "mis datos medicos estan seguros con ustedes?", "privacy"],
    ["es", "pueden borrar mi conversacion de ayer", "privacy"],
    ["en", "can I save my claim and finish it later on VA.gov", "disabilityClaim"],
  ] as const)("(%s) %s → %s", (language, question, expected) => {
    expect(answerOffline(question, language).topic).toBe(expected);
  });
});

describe("the cue words read ahead of time (cue-words.ts, issue 17's cold start)", () => {
  it("ships the words of both cue lists an instance reads when it starts (run scripts/topic-model.ts)", () => {
    const fresh = cueWordsFile();
    expect(Object.keys(fresh)).toHaveLength(2);
    expect(shippedCueWords).toEqual(fresh);
  });

  it("reads a list the file does not hold, or holds for other texts, as tokenize does", () => {
    expect(tokenizeCues(["Tinnitus, ringing", "C&P exam", ""])).toEqual([["tinitus", "ringing"], ["cp", "exam"], []]);
    expect(tokenizeCues(["Tinnitus, ringing", "C&P exam", ""])).toEqual(
      ["Tinnitus, ringing", "C&P exam", ""].map((text) => tokenize(text)),
    );
  });
});

describe("a house about to be lost is a housing emergency, not a new loan (round 27, found on npm start)", () => {
  it.each([
    "im behind 3 months on the mortgage and about to lose the house, is there VA help",
    "two payments behind on the mortgage now, we could lose our house, does VA do anything",
  ])("%s", (message) => {
    expect(answerOffline(message, "en").topic).toBe("homeless");
  });

  it("a VA loan to buy a house is still the home loan", () => {
    expect(answerOffline("how do I get a VA mortgage to buy my first house", "en").topic).toBe("homeLoan");
  });
});

// Round 28, found on npm start's page: a dose asked about got two unrelated claim topics offered;
// a medicine's dose is not a benefit topic, so it gets the hand-off (phone and consultation).
describe("a dose asked about is handed off, not offered a claim topic", () => {
  it.each([
    ["is 600mg of gabapentin twice a day a normal dose for nerve pain? the va doc just started me on it", "en"],
    ["el doctor me subio la sertralina a 150 mg, es normal esa dosis?", "es"],
  ] as const)("%s", (message, page) => {
    expect(answerOffline(message, page).topic).toBe("general");
  });
});
