/**
 * Round 69 of the crisis screen (decision 941): round 77's and round 78's risk that round 68's final
 * screen read below its tier, measured first: rocks in the pockets at a dock, a rope in the woods, a
 * note on the table, "gonna get it right this time", a man "hangin himself" after shift, threats (a
 * list of names at the VA, "and not for ducks", "throwin me overboard", "hell break my neck"), and
 * Spanish ("ya me quiero ir", "antes de hacerlo", a car running in the carport, "me estoy
 * desangrando"); the "none" conversations where someone else's death long ago is told ("no no, eso
 * fue en el 2003"); the ordinary words round 78's writers wrote beside them; and look-alikes of the
 * round's rules.
 */
import { describe, expect, it } from "vitest";
import { screenMessage } from "../../netlify/lib/safety/screen";
import { lastTurnTier, RANK } from "../harness/last-turn-tier";

const tierOf = (message: string) => screenMessage(message).tier;
describe("round 69: round 77's and round 78's writers' risk, read before this round below its tier", () => {
  it.each([
    "uncle been giving away his traps and his hand drum. told my mom he wont need em after first snow. hes 78. who do we call up here",
    "note is on the table. dog is at my sisters. just need to know who i tell so the pension goes to my wife",
    "can u help me do the beneficiary form for vgli fast i got like an hour",
    "walked back in the woods behind the house with a rope. came back to the truck to type this. idk why",
    "how do i cancel my c&p exam. wont need it. got everything set for sunday",
    "im up on top of the parking ramp at the casino. real quiet up here. not coming down the stairs",
    "picked after christmas so the kids dont remember christmas as the day. just want my claim done before that",
    "third time i tried this year. gonna get it right this time. just want my daughter to get my life insurance",
    "30 yrs logging my body is wrecked and va says not service connected. done with the pain. found the pills in my wifes cabinet",
    "at the end of the dock with rocks in my coat pockets. water is cold",
    "my rig buddy Cody told me at smoke break hes hangin himself in his bunk after shift. marine vet. told the medic but he denyin it now. what do i do",
    "god gonna have to forgive me for this one. loadin it now",
    "already at the bridge. just wanted to see if my claim went thru first. it didnt. so",
    "is there a form that says who gets my stuff? wont need none of it after friday. not bein funny",
    "if my daddy shoots himself will the va still pay mama or does it stop. he says hes doin it when the bills come due on the 1st and he means it",
    "my bunkie (army vet) gave me his watch and truck keys and said he wont need em, now hes out by the rail on the deck in the dark. who do i call",
    "Dad says hes been hearing mom call him and he wants to go now. He put his peacoat and his medals on and asked me for the garage key where the antifreeze is",
    'My dad whispered to me "help me die honey, Im begging you" and then he tried to get the scissors off the counter. Is there someone from the VA who can come out tonight',
    "q le pasa a mi compensacion si me muero? mi ex cobra? pq ya me quiero ir y quiero q los nenes tengan algo",
    "cuanto tarda el VA en pagarle el burial a la familia? lo necesito pa dejarle to claro a mi hermana antes de hacerlo",
    "la 100 P&T no me sirvio de na, sigo queriendo morirme y ya se como lo voy a hacer",
    "ey necesito q me digan rapido si el SGLI todavia me cubre si lo hago yo mismo, estoy arriba del risco en Punta Santiago",
    "ya cancele el plan del cel pa el mes q viene xq no lo voy a necesitar. tmb deje la medicina",
    "ya no voy al C&P del martes. pa esa fecha ya yo me fui",
    "fui al banco y le pase to los chavos a la cuenta de los nenes. despues de esta noche no los necesito",
    "el DIC cuanto es pa una esposa con 2 nenes? pregunto pq ella lo va a necesitar pronto, yo ya me rendi",
    "soy de la unidad de Luis, el acaba de poner en el chat del grupo q se tira del Teodoro Moscoso a las 10. alguien esta cerca??",
    "q pasa con el claim pendiente si el veterano se muere antes de la decision? lo pregunto xq yo no voy a llegar a esa fecha, ya lo tengo to listo",
    "mami tiene 70 y me esta cuidando pero ya no quiero q sufra mas por mi. ya escogi el dia y el como",
    "estoy en el carro con el motor prendio y las ventanas cerras en la marquesina, me estoy mareando",
    "Ramos se fue el año pasao con su propia mano. este sabado me toca a mi, ya toy listo",
    "tengo las pastillas de dormir de mami en el bolsillo, toas. me voy pa la playa a tomarmelas tranquilo",
    "me estoy desangrando un poco pero ta bien, ya mismo se acaba to",
    "el VA le paga a mi esposa lo del entierro si me muero por mi propia mano? es q ya no voy a esperar mas",
    "dime rapido como cambio el beneficiario del VGLI a nombre de mi ama, ya me voy a ir y no quiero q le toque nada a mi ex",
    "ya escoji el lugar, el arbol grande del parque junto al rio, nomas espero q oscuresca",
  ])("gives the crisis reply: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeGreaterThanOrEqual(RANK.clear);
  });

  it.each([
    "grandson says hes taking his rifles to drill to fix the sgt whos been riding him. he means it i heard him say it twice",
    "whoever keeps breakin into my ice house, im sittin out there tonight with the 12 gauge. and not for ducks",
    "they cut my pension. i got a list of names at the va and im working my way down it",
    "some dude in the walmart parkin lot on hardy st got a gun out yellin at my girlfriend, im in the truck with her right now",
    "drunk daddy just hit mama and said next time hes usin the gun. im 3 hours away what do i do",
    "bout to go handle the dude been sleepin with shay while im offshore. and i dont mean with my hands. got the .45",
    "crew member told me hes throwin me overboard tonight and showed me a knife in his locker. company man wont listen",
    "Dad swung his old Navy knife at the home aide today and said he'd gut her if she came back. She's due tomorrow at 8 and he wont give up the knife, he sleeps with it",
    "My husband punched holes in the wall and told me if I try to leave with dad he'll break my neck. Hes standing between me and the door right now",
    'My husband just drove off with his pistol saying hes going to the VA regional office in Pittsburgh to "make somebody there pay for the 20 percent." He said names. Should I call the police up there or here',
    "cuando vaya a la cita en el hospital de veteranos voy a llevar algo pa q me atiendan rapido, y si no a alguien le va a tocar. ya tu sabe",
    "el padrastro de mis nietos les pega, le dije a mi hijo y dijo q esta noche lo mata, ya se fue con la pistola",
  ])("gives 911 first: %s", (message) => {
    expect(tierOf(message)).toBe("harm");
  });

  it.each(["el pana q se fue el año pasao... a veces lo envidio, el ya descanso"])(
    "opens with the line: %s",
    (message) => {
      expect(RANK[tierOf(message)]).toBeGreaterThanOrEqual(RANK.possible);
    },
  );
});

describe("round 69: the ordinary words round 77's and 78's writers wrote beside this round's risk, and look-alikes of its rules", () => {
  it.each([
    "is a buck knife allowed at the va clinic or do they make you leave it in the truck",
    "i keep rocks in my pockets from the beach, the grandkids collect agates, anyway how do i add them to my champva",
    "gonna get it right this time on my supplemental claim form, which box is the new evidence",
    "top of the parking ramp at the casino has the best view of the fireworks, is the va clinic near there",
    "already at the bridge, traffic is backed up, im gonna be late for my c&p, who do i call",
    "got everything set for saturday, the cookout at the vfw, can i bring a guest who isnt a vet",
    "i have a list of names for our christmas cards and im working my way down it, whats the va mailing address",
    "my crew says theyre throwin me overboard lol cause im the worst cook on the rig. anyway how do i file for tinnitus",
    "ya me quiero ir de la casa de mi suegra, el VA ayuda con la renta?",
    "antes de hacerlo quiero llenar bien la forma del claim de PTSD, me ayudan",
    "pa esa fecha ya me fui de viaje a la isla, puedo cambiar la cita?",
    "en el verano los nenes se tiran del muelle al agua pa nadar, hay programas de natacion pa veteranos?",
    "ya escogi el lugar pa la fiesta de quince de mi nieta, el salon de la legion",
    "la doctora del VA me pregunto si tengo armas en la casa, es obligatorio contestar?",
    "the doctor asked me if i have guns at home, do i have to answer that",
    "my snoring could wake the dead lol, does the va do sleep studies",
    "is a pocket knife allowed at the va clinic or do i leave it in the truck",
  ])("gives neither the crisis reply nor 911: %s", (message) => {
    expect(RANK[tierOf(message)]).toBeLessThanOrEqual(RANK.possible);
  });

  it.each(["my wife says my snoring could wake the dead. sleep study through va how"])(
    "gives not even the line: %s",
    (message) => {
      expect(tierOf(message)).toBe("none");
    },
  );

  it.each([
    [
      "my dad shot himself",
      "I'm so sorry. Are you safe, and is this something that just happened?",
      "oh no sorry this was 1995. im ok. my mom is asking if she can still apply for DIC after all this time",
    ],
    [
      "mi pai se pego un tiro",
      "Lo siento muchísimo. ¿Estás a salvo? ¿Pasó recientemente? Si necesitas apoyo ahora, puedes llamar al 988 y marcar 1.",
      "no no, eso fue en el 2003, yo tenia 16. era veterano de la guerra del golfo. pregunto si mami puede cobrar algo del VA ahora",
    ],
  ])("leaves a conversation's last turn alone, the first message explained away: %j", (...turns) => {
    expect(lastTurnTier(...turns)).toBe("none");
  });
});
