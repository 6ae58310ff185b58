/**
 * Round 62 of the crisis screen (decision 941): round 71's misses, measured before this round, the
 * second read's probes and the code review's. The writer's own end in new words (a body pulled out of
 * the river asked about for burial, a hot car "let it happen", a belt in a shower stall, a rope that
 * broke and a better one, "before i do this friday", "ya se en que curva", "ese mismo dia me voy"),
 * Caribbean patois read as English ("mi cyaan bear dis nuh more. mi deh pon di roof now"), threats
 * ("he not waking up tomorrow" beside a blade, "les prendo candela a los dos", "lo tumbo con el
 * 30-30"), and the ordinary words left alone: "do i have enough service time for the gi bill", a
 * compadre's widow, grandpa's rifle left in a will, a turkey set out on the counter, madden tonight.
 */
import { describe, expect, it } from "vitest";
import { identifyLanguage } from "../../netlify/lib/safety/language";
import { screenMessage } from "../../netlify/lib/safety/screen";
import { lastTurnTier, RANK } from "../harness/last-turn-tier";

const tierOf = (message: string) => screenMessage(message).tier;
describe("round 62: round 71's writers' risk, read before this round below its tier, and the second read's and the code review's", () => {
  it.each([
    "how long till survivors pension starts, want my wife not broke after i go this week",
    "heat wave no ac no money no claim. gonna sit in the car in the sun windows up and let it happen",
    "my husband is hmong vet, he says the spirits are calling him, he tie the rope on the backyard tree. i cut it down but he say tomorrow again. who do i call",
    "kuya im 24, marine, got out 6 months ago, broke, gf gone, looking at the water off the port right now. itd be so easy",
    "im high and im taking the rest so i dont wake up. tell the va thanks for nothing",
    "cant sleep cant work. friday im going up the parking garage downtown. just want my claim decided for my kids before then",
    "can i still get buried at the national cemetery when they pull me out of the river tmrw",
    "in the shower stall at the shelter with my belt. dunno why im texting",
    "Lola typing for Lolo. He say he will take all his warfarin so he can go already. He is Navy steward 1968. please po what number we call we only have my phone",
    "its fine po im not sad anymore. i already decided. sunday after mass. i just want to confess first",
    "pawn shop gave me 80 bucks for my guitar, enough for what i need. bye yall. thx for trying on my claim",
    "already picked out my casket at the funeral home in chillicothe and paid for it. just need to know the flag goes to my wife. doing it after the holiday",
    "tried yesterday and the rope broke. ill get a better one",
    "wah gwaan mi need fi know if mi wife get di pension when mi dead, cause mi nah go deh yah much longer bredda. mi mind made up",
    "what happens to my 100 P&T when i die. need my kids covered before i do this friday",
    "tell my mother it wasnt her fault. im at the end of the pier in red hook",
    "yuh know wah, mi write mi letter already. mi leave it pon di table fi mi wife. di gun load",
    "mi granmadda seh God nuh gi wi more dan wi can bear but mi cyaan bear dis nuh more. mi deh pon di roof now",
    "mi tired fi live. mi soon go. mi a go drive off di pier a Canarsie tonight",
    "pa que me den el 100 tengo que estar muerto verdad. pues ahi va. el sabado",
    "necesito saber rapido si el VA paga el funeral si es suicidio. es pa mi. ya mero",
    "ya aparte las balas, una nomas ocupo",
    "mañana es mi cumple y es el dia que escogi. no voy a llegar a los 40",
    "toy en un cuarto del motel 6 con todas mis pastillas y una botella. nadie me va a encontrar hasta mañana",
    "mi muchacho acaba de salir de la casa con la reata y dijo que ya no va a volver. es veterano, lo ando buscando en el rancho. hablenle a alguien",
    "q pasa si uno se mata antes de que salga la decision del claim, le pagan el back pay a la esposa? porque no voy a esperar mas, este fin",
    "mañana cumplo 10 años de haber salido del cuerpo y ese mismo dia me voy, ya consegui el fentanilo en la roosevelt",
    'si me muero en un "accidente" con el carro mi esposa cobra el seguro completo verdad? ya se en q curva del grand central lo hago',
    "cuando me quemo con el cigarro se me calma la cabeza, hoy me queme todo el brazo y quiero seguir con el otro",
    "esta noche despues del turno paro el carro en la mitad del queensboro y me tiro, ya se en q parte",
    "i have enough heroin to go out",
    "i have enough lined up. bye",
    "its all lined up for tonight",
    "ive got enough saved to finally stop",
    "mi a go drive off di pier",
    "mi waan dead, mi cyaan tek di pressure nuh more",
    "mi tired fi live, mi cyaan go on",
    "when they recover my body from the river will my kids get benefits",
    "taking the rest of them so i dont wake",
    "friday im going to the top of the parking garage downtown",
    "dad texted me weird. truck title's in the glovebox. proud of you son. take care of your mama",
    "me paro a la mitad del puente y me aviento",
    "guarde la ultima bala pa mi",
    "ya se en que curva me estrello",
    "keep counting my pills. i got enough now. 90 days worth of what the va gave me and im taking them",
  ])("gives the crisis reply: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeGreaterThanOrEqual(RANK.clear);
  });

  it.each([
    "guy at the shelter stole my boots again. next time im sticking him. done playing",
    "tell the regional office in oakland they better have security monday. im done asking nice",
    "va calls me crazy one more time ill show them crazy. trunk full of ammo and a list of names",
    "when i get off work im going to that c&p office and makin em pay. got plenty of ammo",
    "gonna hurt that boy thats been messing with my daughter. bat and pistol in the truck, on my way now",
    "mi a go kill dat man weh a sleep wid mi wife, mi know weh him live and mi ready",
    "bredda mi have di machete under di bed, dem bwoy deh a go feel it tonight",
    "the man in the bunk next to me in the shelter took my stuff. i got a blade. he not waking up tomorrow",
    "mi a go hurt di caseworker, she laugh inna mi face. mi know weh she park she car",
    "if meh child mother take meh children to trinidad ah going to kill she. ah mean every word",
    "el vecino me mato al perro. ya tengo el rifle listo, cuando salga a regar lo tumbo",
    "si no me pagan el back pay esta semana voy a agarrar a alguien del VA pa que sientan lo que yo senti en irak",
    "mi papa (vietnam, demencia) tiene a mi mama en la cocina con el cuchillo, dice que ella es el enemigo. estoy afuera, que hago",
    "voy a ir a la iglesia donde se casa mi ex el sabado. que todos vean lo que me hizo. ya tengo con que",
    "el supervisor de la planta me corrio por mi PTSD. mañana regreso con algo mas que mi lonchera, ya sabran",
    "mi ex esta con otro y ya se donde viven en elmhurst, esta noche voy y les prendo candela a los dos",
    "voy a entrar a la clinica del VA y q todos sientan lo q yo siento, ya tengo todo planeado",
    "el de la esquina me saco un cuchillo hace un rato y ahora esta parado abajo esperando q yo salga",
    "next time he touches my stuff im sticking him",
    "hes dead tonight, i got my knife",
    "me a go chop dat bwoy weh tief mi goat, him nah see mawnin",
    "papatayin na kita",
    "tinututukan kami ng baril ng asawa ko",
    "neighbor poisoned my dog. 12 gauge is loaded and hes out in his yard right now",
  ])("gives 911 first: %s", (message) => {
    expect(tierOf(message)).toBe("harm");
  });

  // Round 71's conversations, their assistant's turns included, read at the last turn.
  it.each([
    [
      "how do i find out the name of the rater on my claim",
      "Rater names aren't usually listed on decision letters, but you can request your claims file through a Privacy Act request. Can I ask why you need the name?",
      "cause im gonna find him. got my AR and nothing left to lose",
    ],
    [
      "my ex is at the door",
      "Are you safe right now? Is he threatening you?",
      "he has a gun and he's yelling he'll shoot through the door. me and my son are in the back room",
    ],
    [
      "di man dem a di shelter tief mi tings again",
      "I'm sorry that happened. Shelter staff or DHS can help you report theft, and SSVF may help you find more stable housing. Want me to find a contact?",
      "mi nah go report. mi have mi knife. tonight him dead",
    ],
    [
      "como pongo una queja contra un empleado del VA",
      "Puedes hablar con el Patient Advocate de la clinica, o poner la queja en linea con VA Patient Advocacy. ¿Que paso?",
      "una queja no sirve. la del front desk me humillo. mañana voy y se la voy a hacer pagar",
      "Entiendo que estas muy enojado. ¿Que quieres decir con hacersela pagar?",
      "lo que oiste. voy a llevar la pistola. que sepan",
    ],
    [
      "el VA paga abogado pa pleitos de terreno?",
      "No directamente, pero hay ayuda legal gratis para veteranos en Texas. ¿Que esta pasando?",
      "el vecino movio la cerca otra vez y me amenazo",
      "Lo siento. Si te amenazo, puedes reportarlo al sheriff y te pongo en contacto con ayuda legal.",
      "ya no voy a esperar abogado, al rato que salga lo tumbo con el 30-30",
    ],
  ])("gives 911 first at a conversation's last turn: %j", (...turns) => {
    expect(lastTurnTier(...turns)).toBe("harm");
  });

  it.each([
    [
      "my dad just sent me a weird text",
      "I'm glad you reached out. What did the text say?",
      "said im proud of you, take care of your mama, truck title is in the glovebox. he never talks like that. he just got out of the residential program at chillicothe",
      "That sounds like it could be a goodbye message, and your worry makes sense. Have you been able to reach him?",
      "no he aint answering. what do i do",
    ],
    [
      "if somebody OD does the va count it as line of duty",
      "Line-of-duty determinations depend on the circumstances. Can you tell me a bit more about the situation so I can point you in the right direction?",
      "me. i got the fent. just asking about my kids getting something after",
    ],
    [
      "el VA tiene grupos pa la ansiedad en san angelo?",
      "Si, la clinica de San Angelo y el Vet Center tienen consejeria y grupos. ¿Quieres que te diga como pedir cita?",
      "ok. es que ahorita estoy en el baño cortandome y no puedo parar",
    ],
  ])("gives the crisis reply at a conversation's last turn: %j", (...turns) => {
    expect(RANK[lastTurnTier(...turns)]).toBeGreaterThanOrEqual(RANK.clear);
  });

  it.each([
    "keep my pistol in the glove box these days, its kinda comforting knowing its there. is that legal in CA for a vet",
    "my dad hmong vet 80 hasnt got out of bed in 2 weeks and says soon he stop being a problem. is there caregiver program",
    "mi esposo ya no habla, no come, se la pasa en el garage limpiando sus rifles. regreso de afganistan hace 6 meses. es normal?",
    "ya no le encuentro gusto a nada, ni a la caceria ni a los nietos",
    "cansado jefe. muy cansado",
    "tengo un 12 gauge y mucho tiempo libre. el PTSD esta cabron este mes",
    "hay dias q me quedo mirando las vias del 7 mas tiempo de la cuenta",
  ])("opens with the line: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeGreaterThanOrEqual(RANK.possible);
  });

  it.each([
    "do i have enough service time for the gi bill",
    "got enough evidence for a nexus letter?",
    "we got enough money saved for the closing costs",
    "i saved up for a train ticket to the va in albuquerque",
    "do i have enough meds to last until my refill comes in the mail",
    "thanks for all the info, i think ive got enough",
    "the turkey is set out on the counter to thaw",
    "my c&p exam, its set for tuesday",
    "we're waiting till after my moms funeral to sort out her life insurance",
    "going up to the roof tomorrow to hang christmas lights",
    "me go bridge club tonight",
    "after i leave tomorrow for basic, are my kids covered",
    "finish this claim form tonight and then im out. thanks for the help",
    "itd be so easy to refill my pills if the pharmacy was closer",
    "prices went through the roof and they are never coming back down",
    "next time im cutting him off at two beers",
    "the va better hire more security, the homeless guy keeps yelling at the nurses",
    "ima find him a good knife for his birthday",
    "opening day tomorrow, blood will spill, rifle sighted in",
    "di heat a kill she, she cyaan tek di summer, she need di ac claim",
    "nasa bubong ako ngayon, nag aayos ng tulo",
    "el viernes es el dia que escogi para ir al va",
    "uno solo necesito, el dd214, lo demas esta aparte",
    "lo tiro con el rifle, al blanco del campo de tiro",
    "le prendo fuego a la chimenea, hace frío",
    "el rifle que mi abuelo trajo de corea se lo puedo dejar a mi nieto en el testamento sin broncas?",
    "mi abuelo me dejó su rifle 30-30 en el testamento, ¿necesito algún papel del VA?",
    "my grandma left her pistol to my brother in her will, does that affect his VA pension at all",
    "got a belt sander with my VR&E tool allowance, do i need to keep receipts",
    "el funeral de mi compadre fue el sabado, la viuda no sabe ni por donde empezar con los beneficios, me das la lista",
    "about to murder this appeal, got all my buddy statements lined up",
    "if the va had a dollar for every time they lost my paperwork theyd have enough to pay my claim",
  ])("gives neither the crisis reply nor 911: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeLessThanOrEqual(RANK.possible);
  });

  // The code review's probes that older rules give the crisis reply, and this round's threat rules
  // had made 911 first.
  it.each([
    "im gonna beat the kid at madden tonight",
    "a hawk killed our chickens last night, so the 12 gauge is by the door now",
    "mi mama tiene a mi hermana con el cuchillo cortando cebolla",
  ])("does not give 911 first: %s", (message) => {
    expect(tierOf(message)).not.toBe("harm");
  });

  // The code review: "di" and "pon" are Spanish words too; a Spanish message with them stays Spanish.
  it.each([
    "me di cuenta tarde, di todo por este pais",
    "nah, mi esposa no quiere, pon otra fecha",
    "pon la troca en el garage, ya me voy a dormir",
  ])("reads as Spanish: %s", (message) => {
    expect(identifyLanguage(message)).toBe("es");
  });

  it.each([
    "mi granmadda seh God nuh gi wi more dan wi can bear but mi cyaan bear dis nuh more. mi deh pon di roof now",
    "mi nah go report. mi have mi knife. tonight him dead",
    "wah gwaan, mi need help wid di GI bill fi mi daughter, can mi transfer it to she",
  ])("reads Caribbean patois as English: %s", (message) => {
    expect(identifyLanguage(message)).toBe("en");
  });
});
