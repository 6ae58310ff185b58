/**
 * Round 59 of the crisis screen (decision 941): round 68's misses, measured before this round, and
 * the code review's sentences. Plans said sideways (a rifle and "yall wont have to worry bout me no
 * more", pills saved "thats enough right", a train let take one, "if i do it in the va parking lot",
 * "ya hice el plan", "la tercera no fallo", "pa esa hora ya me fui"), threats (done warning a
 * neighbour beside a 12 gauge, a VSO dragged across the desk, "hago que todos paguen", a foreman who
 * opened fire on the writer), and the guards the review asked for: no threat rule takes the writer's
 * own death to 911 first, and everyday words (a chat sign-off, a bus to the appointment, a car in the
 * shop, a combat stressor, an EOD job, Spanish errands and rides) stay ordinary.
 */
import { describe, expect, it } from "vitest";
import { screenMessage } from "../../netlify/lib/safety/screen";
import { RANK } from "../harness/last-turn-tier";

const tierOf = (message: string) => screenMessage(message).tier;

describe("round 59: round 68's writers' risk, read before this round below its tier", () => {
  it.each([
    "daddy went out in his truck with his rifle after the VA letter came and said yall wont have to worry bout me no more. been 2 hrs. hes 68, agent orange denied",
    "my mom sent me a pic of all her meds in a pile and said this is the only way out. dad was a vet she gets DIC. she's in Westlake im in Houston what do i do",
    "if I do it in the VA parking lot will they take my claim serious then. thats where im headed",
    "cant sleep cant work got a bottle of xanax and the guts now",
    "started the car in the garage. whats the number for the insurance",
    "its ok i already decided. im not even sad. just need the number for the life insurance so they can claim it after",
    "put my grandaddys rosary on and im ready. tell the good Lord i tried",
    "been savin my oxy from the va pharmacy, got like 60 now. thats enough right",
    "3 tours and this how it ends. motel room in merrillville with a fifth and my daddys revolver",
    "does the va pay the funeral if its a suicide. want to make it easy on my wife. note is already wrote",
    "quit takin my meds, stockpiled em instead. bout to take em all with some henny",
    "my rating dont matter no more. taking the truck out the slag road by the mill and gunning it off the edge",
    "gonna let the train take me. south shore comes thru at 11:40",
    "Can't do another day. Not asking for help just letting somebody know I'm leaving",
    "always told myself id do it when the kids were grown. my youngest turned 18 yesterday",
    "cant stop thinking about going off my balcony. 8th floor. im out here on it now",
    "can u tell me if my 100 p&t still pays out to my kids after i die. need to know before saturday",
    "si me mato con el rifle de cazar venado eso cuenta como service connected pa que mi hija cobre? el psiquiatra dijo que era del PTSD",
    "bro ya hice el plan, el sábado cuando mi jeva se vaya pa casa de su mamá. no le digas a nadie ok",
    "voy a 100 por la krome y ya casi me meto dos veces debajo de una rastra, la tercera no fallo",
    "le pedí a diosito que me llevara y no me llevó, así que me voy yo solito. esta noche",
    "yo sé hacerlo sin que duela, eso lo aprendí en el army. este fin de semana",
    "llevo 2 dias sin comer pensando solo en como hacerlo y hoy ya encontre la forma. no le digan a mi mujer",
    "hay sangre en el piso del baño y no siento nada. tercera vez esta semana y cada vez corto mas",
    "ando buscando en google cual pastilla es mas rapida. tengo un monton del VA",
    "mañana cumplo 30 y no pienso llegar a los 31. ni al martes la verdad",
    "ya esta el mensaje programado pa q le llegue a mi mama mañana a las 8. pa esa hora ya me fui",
    "q dia es el ultimo pago del disability si yo me muero el 15? necesito saberlo exacto xq ese dia lo hago",
    "ya me las tome. ya es tarde. diganle a mi mama q perdon",
    "el pastor me dijo q escribiera aqui. anoche me quise ahorcar y se rompio el lazo. hoy lo vuelvo a intentar",
  ])("gives the crisis reply: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeGreaterThanOrEqual(RANK.clear);
  });

  it.each([
    "ex girlfriends new man parked outside my house. loading up right now and im going out there",
    "got a list of who at the VA did this to me. 4 names. i aint gonna be the only one who suffers",
    "swear to God if that insurance adjuster comes back one more time im hurting him bad. bat and pistol by the door waiting",
    "sgt keeps pushing me. swear im bringing my personal weapon on post monday and handling it. whole motor pool gonna remember",
    "neighbor keep parking in my spot. got a 12 gauge and im done warning him. tonight he learns",
    "sick of these kids shooting on my block so im gonna start shooting back. know which house they stay at, going tonight",
    "whole clinic gonna pay for what they did to my dad. i got enough ammo for all of em",
    "got my ex wifes new address. been sitting outside the house. she took everything. tonight she finds out what it costs",
    "whoever denied my claim better pray i never find out their name. i know how to make things go boom",
    "if that vso lady tells me wait 6 more months im dragging her across the desk. not a joke. i go in at 9 tomorrow",
    "im gonna take out as many of those paper pushers at the VA as I can before they take me",
    "some dude at the bar kept running his mouth about my unit. im waiting in the parking lot for him, got my knife on me",
    "estoy harto de los de la oficina regional. mañana hago que todos en esa oficina paguen y no lo digo en sentido figurado",
    "me dijeron q el q me nego el appeal trabaja en la regional office. quiero su nombre y donde vive. no es pa nada bueno",
    "ese doctor del C&P me trato como basura. mañana lo espero en el parqueo y lo dejo como me dejaron a mi en kandahar",
    "el contratista no me pago 3 semanas de la obra. la pistola esta en la troca y mañana temprano le voy a cobrar a mi manera",
    "me dan ganas de entrar al VA con algo y llevarme a todos los de la ventanilla, 3 años esperando. y no es broma",
  ])("gives 911 first: %s", (message) => {
    expect(tierOf(message)).toBe("harm");
  });

  it.each([
    "lol at this point id welcome a hurricane taking me out",
    "got 3 bottles from the VA pharmacy and sometimes i look at em too long",
    "pa que voy a apelar si no voy a durar tanto",
    "quiero hablar con alguien pero no quiero que me manden la policía",
    "mi esposo le regalo su coleccion de cuchillos a mi hermano y dijo q ya no los necesita. anda bien callado",
  ])("gives at least the line: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeGreaterThanOrEqual(RANK.possible);
  });

  it.each([
    "lol the VA where hope goes to die. ok for real whats the status on my knee HLR",
    "gallows humor but at least when im dead the va will finally process my claim lol. for real tho how do i get a burial plot set up in advance",
    "killing time in the hines waiting room 3 hrs now, anybody know if walk in hours changed",
    "the ghost of my 2019 claim came back lol now they want another exam",
    "we lost a lot of guys in sangin. does survivor guilt count for a ptsd claim or does it have to be one specific event",
    "el doctor me dijo que el cigarro me va a matar, el VA tiene programa pa dejar de fumar?",
    "hay que estar muerto pa que el VA te conteste? ya van 6 meses sin nada",
    "q pasa si falto al C&P xq tenia chamba? se puede reprogramar?",
  ])("leaves alone: %s", (message) => {
    expect(tierOf(message)).toBe("none");
  });
});

describe("round 59: the code review", () => {
  it.each([
    "im through asking them for help, tonight i end it",
    "im done talking to them, got the rope ready tonight",
    "the whole platoon gonna remember me when they find me",
    "i know im hurting them bad, they are better off without me, i have the pills",
    "voy a hacer que todos se arrepientan, manana me mato",
    "anoche me quise ahorcar",
    "my therapist says its just dark humor but i really dont want to wake up anymore",
    "gallows humor aside, i wont be around for christmas",
    "dark humor but honestly i wish i wouldnt wake up",
    "its dark humor i guess but i keep telling my wife she wont have to deal with me much longer",
    "killing time in the waiting room, dont see the point of living anymore",
    "hay que estar muerto pa que el va conteste, ya no quiero vivir",
    "ill just be one more statistic",
    "im gonna be one more of the 22",
    "si falto un dia, cuida a tus hermanos y a tu mama",
    "ya hice el plan pa el sabado, no le digas a nadie",
    "if i do it in the va parking lot before my appointment will they finally listen",
    "thinking about going off my balcony, 12th floor, the fall would do it",
    "told myself id do it when the kids were grown, my youngest graduated high school yesterday",
    "i always said id do it once the kids were grown and my youngest turned 18 last week",
    "cada vez me corto mas profundo",
    "ese dia lo hago, cuando me llegue el ultimo pago",
    "i already decided, the life insurance will take care of them",
  ])("gives the crisis reply, not 911 first: %s", (message) => {
    expect(tierOf(message)).toBe("clear");
  });

  it.each([
    "got my rifle and ammo, today is the end of all of us at that office",
    "the va will be the ruin of all of us, i got my shotgun ready",
    "gonna put him over the levee, he wont touch my daughter again",
    "next time he steps on my land im aiming at him, you can tell the cops that",
    "im aiming for his head, he can try me",
    "i aint gonna be the only one who suffers, they made me wait 3 years, i have a list of names",
    "they denied my appeal, the whole clinic gonna pay",
    "el capataz me empezo a disparar, estoy en la calle 1420 de la avenida",
    "quiero saber donde vive el rater que me nego, no es pa nada bueno",
    "dame la direccion del rater que me nego, no es pa nada bueno",
  ])("gives 911 first: %s", (message) => {
    expect(tierOf(message)).toBe("harm");
  });

  it.each([
    "im done talking to her, gonna file for divorce and talk to a lawyer",
    "im done telling them about my knee, gonna get a private doctor",
    "the whole unit will remember his retirement ceremony",
    "im hurting her bad with my drinking and i need help, where do i start",
    "hare que cada uno pague su parte de la renta",
    "im aiming for them to approve my claim by march",
    "en la emboscada del convoy nos empezaron a disparar",
    "hoy intente tirar la basura y me cai",
    "si falto manana al trabajo me descuentan",
    "si falto tres dias al jale me corren",
    "ya tengo mi plan medicare, el lunes me llega la tarjeta",
    "cada vez me corto mas seguido afeitandome con la gillette",
    "el dia que me llegue el cheque lo pago, que ese dia lo hago el pago de la renta",
    "my eyes hurt from looking at it too long, the claim portal is so small",
    "dont stare at it too long, the eclipse can hurt your eyes",
    "I would take the truck to take me to the appointment but it broke down",
    "finally got the nerve to do it, asked my doc to taper my meds",
    "let the current take me down the river on a tube this summer",
    "my son likes to send it off the ramp on his dirt bike",
    "got my truck in the shop, will my insurance pay for the rental",
    "does my va disability transfer to my wife when i die",
    "will my pension go to my wife when i pass",
    "in fallujah we were going house to house and they started shooting back, how do i write my stressor statement",
    "pull the printer out from behind the desk",
    "I was EOD for 12 years, I know how to make things go boom, can they use that for a civilian job",
    "my ccw instructor, old man, said no warning shots ever, is that the law in texas",
    "le pedi a mi hermano que me lleve al va, si no puede me voy solo en el bus",
    "no quiero llegar al viernes sin mandar el formulario",
    "quiero entrar a la clinica con algo de comer, se puede",
    "me meti debajo de la troca para cambiarle el aceite",
    "ya descubri como hacerlo en la app, gracias",
  ])("leaves alone: %s", (message) => {
    expect(tierOf(message)).toBe("none");
  });

  it.each([
    "im through talking to them, gonna get a vso",
    "im aiming for her birthday to finish the house",
    "hopefully i wont be the only one who pays for the trip, they said they d chip in",
    "i parked outside the school, tonight she finds out if she made the team",
    "my daughter took my advice and applied, tomorrow she finds out if she got in",
    "hoy trate de cortar el zacate pero llovio",
    "ya hice el plan, el domingo vamos a la playa con los nietos",
    "manana me sacan sangre, la enfermera sabe hacerlo sin que duela",
    "just letting u know im done with the form, thanks bye",
    "tell my mom i did my best on the paperwork, i cant figure out the last page",
    "im gonna let the bus take me to my appointment at hines tomorrow",
    "I have to drive my car over the bridge to get to the clinic every week",
    "taking her off the dock this weekend, new boat",
    "I left my truck in the garage, does my insurance cover hail damage",
    "the note is already signed, closing on the house with my wife tomorrow",
    "mom you dont need to worry about me anymore, i found a job in austin",
    "yall dont have to worry about me no more, i passed my cdl test",
    "waiting in the lot for the kids to finish their swim lesson",
    "we better pray i dont get denied again",
    "loading up the truck and heading out there next month, moving away from my ex",
    "no quiero llegar a los 60 sin casa propia",
    "ya me las tome, las de la presion, me voy al trabajo",
    "a mi esposa la espero en el parqueo hoy despues de su turno",
    "les voy a cobrar a mi manera, con la troca hago fletes baratos",
    "con la pistola nueva la proxima vez no fallo en el campo de tiro",
    "se rompio la cuerda de la guitarra, manana lo vuelvo a intentar",
  ])("gives neither the crisis reply nor 911: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeLessThanOrEqual(RANK.possible);
  });
});
