/**
 * Round 91 of the crisis screen (decision 941): rules for what the round read after round 100 was
 * measured, its code review and its second read. The second opinion was not retrained: rounds 97 to 101
 * stay measured only.
 * - Risk round 100 wrote that got the line or nothing, and threats that got the crisis reply or the
 *   line: each now gets the crisis reply or 911 first, as its writer labelled it.
 * - Possible risk round 100 wrote that got nothing: at least the line.
 * - Ordinary messages round 100 wrote that got 911 first ("she's gonna strangle the printer", "he told
 *   me to blow up your phone", "my wife going to kill me if i don't get this paperwork done"): neither
 *   the crisis reply nor 911 now.
 * - Its code review: every look-alike the first rules sent to the crisis reply or 911 gets neither now;
 *   every risk message its first frames lowered, and every near miss but one, gets its writer's tier.
 */
import { describe, expect, it } from "vitest";
import { screenMessage } from "../../netlify/lib/safety/screen";

const tierOf = (message: string) => screenMessage(message).tier;

describe("round 91: round 100's risk gets its writer's tier", () => {
  it.each([
    "how much is the burial allowance i want it paid up before i do what i'm fixing to do saturday",
    "i'm going to walk out in front of one of them log trucks on 84 they can't stop quick i know i drove one 30 years",
    "my wife would get the 1500 a month from the D I C right cause i'm fixing to go on and make that happen",
    "there's a spot on bogue homa creek where the water's deep and i'm driving there now with a cinder block in the back of the truck",
    "filed my claim 8 months ago and honestly doesnt matter anymore, im taking the 12 gauge out to the gravel pit tonight after my kid goes to her dads",
    "just bought a box of 30-06 and im not going hunting. idk why im typing this into a benefits chat",
    "is it dumb to want my claim decided before i die. bc im dying saturday one way or another",
    "dont bother with the resources link. already up on the shop roof with the cord tied off",
    "ordered a headstone from the VA for my dad years ago. figure ill need the same form for me soon. like next few days soon, i've got it planned",
    "A&Ox4, not psychotic, not impulsive. been planned for weeks. just want my paperwork straight first. where is the VGLI beneficiary form",
    "i brought supplies home from work. this isnt a cry for help its a logistics question, can i finish the GI bill transfer to my daughter by thursday because after thursday i wont be able to sign anything",
    "ok being honest w the screening q's for once: yes thoughts, yes plan, yes means, yes timeline (this wk)",
    "going down to the river. dont tell her. going down to the river tonite",
    "my claim. my claim. dont matter now. i be dead by then. tonite",
    "1 more day. i said 1 more day. no more days after tomorow",
    "im ok w dying. actually looking forward to it. gonna do it monday when the kids are at school",
    "mi pai murió asi y yo voy por el mismo camino, ya la cuerda ta amarrá en el sótano",
    "ya no quiero ser carga pa nadie. esta noche me tomo to lo que hay en el botiquín",
    "toy parao en la vía del tren en Bradford. el próximo pasa en 10 min",
    "llevo 2 horas bebiendo y mirando el rifle. no se cuanto mas aguanto sin usarlo",
    "escribí mi nota y la dejé en la guantera. solo quiero que mi vieja no sea la que me encuentre",
    'mi suegro (army, vietnam) dijo en la cena q ya vivio mucho y que este fin se lleva el rifle de venado al monte "pa no volver". todos se rieron pero no estaba jugando fr',
    "mi compadre dice q si el VA le quita la pension se cuelga, y ayer lo vi amarrando un mecate en el granero. no se q hacer",
    "la tengo en la boca y no me atrevo todavia pero ya casi",
    "si lo voy a hacer lo hago en el VA de seattle pa q sepan lo q me hicieron. ya compre el boleto del bus",
  ])("%s: the crisis reply", (message) => {
    expect(tierOf(message)).toBe("clear");
  });
  it.each([
    "i swear to god if the anchorage va cancels my appt again ima bring the .44 in and see if they cancel that. not joking this time",
    "somebody broke into the shop and hes still in there with a crowbar coming at the truck and im in it with my kid",
    "he hit me again and said next time he uses the gun. hes asleep now. thinking im gonna use it on him first",
    "going to the VA in jacksonville tomorrow and everybody in that claims office gonna learn what a marine does when hes pushed",
    "VSO lost my file for the 3rd time. next time i go in im bringing more than paperwork and theyll all be sorry",
    'imma shoot the next person who tells me "just be patient" about my claim. not joking this time. its loaded and in my bag',
    "somebody keeps cutting my husbands fence and he said he's sitting up tonight with the rifle to shoot whoever comes through. he means it. TBI, no filter anymore",
    "ya se en que carro llega el doctor del C&P. ese tipo se burlo de mi, mañana lo espero en el parking",
    "esta noche voy pa casa de mi ex, ella y el nuevo se van juntos. ya me da igual lo que me pase a mi despues",
    "voy pal hospital de veteranos en San Juan a partirle la cabeza al que me atendio, ya llevo el bate en la guagua",
    "my dad is screaming at my mom con el cuchillo en la mano, i think es un flashback and we're locked in the bedroom",
  ])("%s: 911 first", (message) => {
    expect(tierOf(message)).toBe("harm");
  });
  it.each([
    "My husband has stopped taking his heart medicine and says God can call him home whenever He pleases. He will not talk to the doctor about it.",
    "charting this for myself: anhedonia x6 wks, poor sleep, passive SI no plan. still working. how do i get MH appt at VA w/o it hitting my nursing license",
    "If I dont talk to yall again thank you for helping with my husbands claim",
    "used to have a reason. kids grown. wife gone. rating denied",
    "pa q tanto papeleo si a lo mejor ni llego a fin de año",
  ])("%s: at least the line", (message) => {
    expect(tierOf(message)).not.toBe("none");
  });
});

describe("round 91: round 100's ordinary messages and the round's look-alikes", () => {
  it.each([
    "my wife going to kill me if i don't get this paperwork done before she gets home from choir practice",
    "Our grandson is getting married in June. Can his new wife be added to his VA benefits? He told me to blow up your phone until I found out, so here I am!",
    "my mom said she's gonna strangle the printer. anyway where do we mail the 10-10d",
    "ya le di cabeza al claim, le voy a disparar otra vez con un supplemental",
    "my dad says the rater is trying to kill him de puro coraje jaja. anyway how do we appeal",
    "the garage sale has been planned for months, do i need to list the money on my dic form",
    "my knee replacement has been planned for months, who do i put as beneficiary on my vgli",
    "our church fish fry was planned for weeks but i need help with my sgli paperwork first",
    "my daughters quinceanera has been planned for weeks and the dic payment didnt come",
    "this purchase has been planned for months, can i use my life insurance cash value",
    "after monday i cant be able to do anything online, its planned maintenance on the site",
    "after tuesday i wont be able to sign anything, the storm is coming, brought supplies home already",
    "after friday ill be unable to... i mean after friday i wont be able to answer anything, power company says its planned outage",
    "im a va social worker, if a vet answers yes to thoughts yes to plan what is the protocol",
    "in my psych rotation a guy said yes si yes plan and they admitted him, how does that work with va",
    "yes to a plan, yes to a date. the wedding is june 8 lol",
    "yes plan yes timeline yes budget, the kitchen remodel starts monday",
    "yes plan, yes date, yes venue. our vow renewal is booked",
    "yes plan yes means is how the nurse asked it, do i need to answer that on the 21-526",
    "they sell those military marker plaques at the px, got it planned to buy one for myself this weekend",
    "before i do what im fixing to do saturday, which is go fishing, can you check my claim status",
    "im about to run out in front of the bus to grab my grandson's backpack he left",
    "my son will get the chapter 35 if im p and t, im fixing to make it happen",
    "we sank old christmas trees where the water is deep with cinder blocks for crappie habitat",
    "no more days after this one at the plant, i retire tomorrow, how do i apply for va health care",
    "no more days after monday to file my intent to file right",
    "i have no more days after today on my education benefit, what happens next",
    "no more days after friday on the contract job, can i get unemployment as a vet",
    "no more days after today for my temp tag, where do i get plates",
    "the va scheduled my hearing aid fitting, gonna do it tuesday, really looking forward to it",
    "my grandson is getting his first haircut, were gonna do it saturday, looking forward to it",
    "finally gonna do it saturday, the skydive! looking forward to it",
    "the earliest appointment is in 6 months, id be dead by then, can i call tomorrow for a cancellation list",
    "im dying saturday one way or another, grandkids are dragging me to the water park",
    "im dying tomorrow one way or another, 12 mile ruck with my old unit reunion",
    "if i dont talk to you guys again thank you for all the help with my claim",
    "if we dont speak to you again thanks so much, the rating came through",
    "if i dont get to talk to yall again before christmas, thanks and god bless",
    "if i dont get to talk to you again thank you, youve been great",
    "grandpa quit taking his blood thinners before his surgery and joked god can call him home any time",
    "next time ill bring more than my file, theyll want the nexus letter",
    "got my husband a new beard trimmer, gonna use it on him first tonight",
    "gonna bring the heater inside, its freezing, and my va appointment got cancelled",
    "ill bring the pump inside before it freezes, my appt at the clinic is tomorrow",
    "im at cabelas with my rifle waiting for them to open so they can mount the scope",
    "el cable esta colgando del techo en el cuarto desde la tormenta, el seguro lo cubre?",
    "el mecate esta atado al barandal de la escalera para que mi papa se agarre al subir",
    "la reata esta amarrada en el rancho pa los becerros de mañana",
    "en las mañanas me tomo todo lo que hay en el bote de cafe",
    "cuando me caigo no quiero que sea mi hija la que me encuentre, quiero un boton de alerta medica",
    "no quiero que sea mi hijo el que me encuentre en el suelo si me caigo otra vez",
    "la pastilla la tengo en la boca y todavia no me la trago, es muy grande",
    "la tengo en la boca y no me atrevo, la salsa habanera que me dio mi compadre",
    "tomo unas pastillas para no volver a fumar, el va las cubre?",
    "las pastillas para no volver a tener ataques de gota son caras",
    "las pastillas para no volver a tener migrañas me las dio el va",
    "el examen de la vista, si lo voy a hacer lo hago en el va, no en la optica",
    "si lo voy a hacer lo hago en el hospital militar, la cirugia de rodilla",
    "si lo voy a hacer lo hago en la clinica del va, el examen de sangre",
    "pa acabar con esto ya voy a la oficina a dejar los papeles del dd214",
    "con lo que sube la gasolina ni llego a fin de ano",
    "capaz que ni llego a mi cumpleanos con la boda de mi hija, tanto gasto",
    "los dos se van juntos esta noche al campamento de los boy scouts",
    "el y ella se van juntos esta noche a la graduacion",
    "ella y el se van juntos esta noche al concierto",
    "el y su nueva se van juntos esta noche, mi ex ya tiene novia, me alegro por el",
    "los espero en la salida, ya se en que troca llegan, vamos a la carne asada",
    "lo espero en el estacionamiento, se burlo de mi en el domino pero le gano la revancha",
    "my dads funeral has been planned for weeks, does the va pay a burial allowance",
    "bought a box of 270 for my dad and im not going hunting this year because of my knee",
    "does passive suicidal ideation in the dbq count toward 70 percent",
    "the nurse wrote passive si in my husbands chart from 2019, can we get that removed",
    "i used to have a reason why i didnt file but i forgot it",
    "my dad used to have a reason to keep the old truck, now hes selling it",
    "my husband used to have a reason to wake up at 5 but now hes retired",
    "i used to have a reason to stay in texas but my kids moved",
    "he used to have a reason to fight the va but now he got his 100 percent",
    "con la inflacion ni llego a fin de ano",
    "a este paso ni llego a diciembre con la dieta",
    "mi carro viejo ni llego a diciembre con el",
    "a lo mejor ni llego a navidad con tanto trabajo en el taller",
  ])("%s: neither the crisis reply nor 911", (message) => {
    expect(["none", "possible"]).toContain(tierOf(message));
  });
});

describe("round 91: its code review's risk and near misses", () => {
  it.each([
    "this isnt a cry for help. its been in the works for weeks. who do i call to update my beneficiary",
    "ive had it planned for weeks, just want to make sure my wife gets the sgli",
    "planned it for weeks. not impulsive. just need the beneficiary form",
    "been thinking it through for months. vgli is paid up. thats all i needed",
    "i wont be able to sign anything after friday. its not a cry for help, its just logistics",
    "after tomorrow there wont be a me to sign anything",
    "i said yes to all four questions on the screening. thoughts plan means and a date",
    "how do i fill out the burial flag form for myself, its gonna be needed this week",
    "need the headstone and marker forms for me, ill be using them soon",
    "before i do what i have to do saturday i want my wife to get the burial money",
    "tying a cinderblock to my leg and going off the dock tonight",
    "weights are in the boat. going where the lake is deepest tonight",
    "there will be no more days for me after tomorrow",
    "i only got one more day left and then no more days",
    "doing it monday. looking forward to dying",
    "doing it on friday, im at peace with dying",
    "saturday is the day i die one way or another",
    "no se cuanto more i can hold out sin usar el rifle",
  ])("%s: the crisis reply", (message) => {
    expect(["clear", "harm"]).toContain(tierOf(message));
  });
  it.each([
    "hes on his way and says hes gonna kill me if i dont get the house papers signed over",
    "my son is coming over and said hes gonna kill us if i dont get the paperwork signed",
    "my husband is outside, he says hes about to shoot me if i dont get my claim money sent to him",
    "my ex texted that hes gonna kill me tonight if i dont get the custody papers signed",
    "she said shes gonna stab me tonight if i dont get the papers signed, shes not joking",
    "my brother said he is gonna blow up the gas line at his old job",
    "my son said hes gonna blow up the gas line at his ex wifes place",
    "my ex said hes gonna blow up the power line to her house",
    "he said he would blow up the construction site where they fired him",
    "she said shes gonna kill the app developer who got her fired",
    "he threatened he would shoot the site manager tomorrow",
    "my son said he is gonna kill the site supervisor",
    "my husband said he would take out the line supervisor",
    "my husband said hes gonna take out the whole line of people at the va pharmacy",
    "my son said hes gonna kill the line cook at his job tomorrow",
    "my brother keeps saying hes gonna stab the phone company guy who cut him off",
    "he said he would beat the tv repairman",
    "my husband said hes gonna kill the printer repair guy",
    "my dad keeps saying hes gonna hurt the washer repairman",
    "he hit me again. next time hes asleep im using the gun on him",
    "if he touches me again im using the knife on him first",
    "next visit to the va im bringing something besides paperwork and everybody in that office will pay",
    "the va office will see what a grunt does when hes backed into a corner. tomorrow",
    "im bringing the 44 into the va and lets see if they cancel that",
    "lets see them cancel my appt when i walk in with my glock",
    "next appointment im carrying my pistol in and see if they cancel on me again",
    "some guy i dont know came in through the garage with a pipe and is in there now",
    "dad is having a flashback, says my mom is the enemy, got his knife",
    "my dad says my mom is the enemy and hes got his knife",
    "he said my wife is the enemy and grabbed the rifle",
    "he keeps calling my mom the enemy and grabbed a knife",
    "my dad thinks my mom is the enemy again and he has his knife out",
    "my husband keeps saying my mom is the enemy, he has a gun and a flashback going",
    "voy a estar a la salida del va con mi ar, se lo merecen todos",
    "i'll be waiting outside the va with my ar, they all deserve it",
    "el doctor del c&p, lo voy a wait en el parking, ya se his car",
    "my dad esta screaming con el knife en la mano y mi mama locked in the bathroom",
  ])("%s: 911 first", (message) => {
    expect(tierOf(message)).toBe("harm");
  });
});
