/**
 * Spanish rules of the crisis screen (signals.ts), Spanglish, Puerto Rican and Mexican-American
 * usage included ("pa", "nena", "troca", "me voy pal puente"). Idioms of death used harmlessly
 * ("me muero por saber", "me está matando", "me quiero morir de la vergüenza") are benign.
 */
import { aloneWith, besideWords, notBeside, type Rule, rules } from "./signals";

const KIN =
  "(hijo|hija|esposo|esposa|marido|mujer|papa|padre|mama|madre|hermano|hermana|abuelo|abuela|tio|tia|primo|prima|nieto|nieta|suegro|suegra|cunado|novio|novia|companero|compa|amigo|roommate|viejo|jefe)";
const ARMA =
  "(pistola|escopeta|rifle|rifles|fusil|fusiles|carabina|arma|armas|revolver|(?<!(tengo|tiene|tienes|tenia|cumpli|cumple|cumplo|a los|de) )45(?! (anos|dias|minutos|min|mins|minutes|hours|hrs|days|years|yrs|por ciento|porciento|percent|dolares|dollars|bucks|millas|miles))|glock|fusca|ar|balas(?! de (plata|salva|goma)(?!.* (pa mi|para mi|guardada|sola|esta noche)( |$)))|bala(?! de (plata|salva|goma)(?!.* (pa mi|para mi|guardada|sola|esta noche)( |$)))|navaja|cuchillo|machete|soga|cuerda|pastillas|frasco|pomo|oxicodona|gabapentina|tylenol|insulina|medicinas|manguera|escape)";
/** Round 51: "la escuadra" as a pistol, only beside a pistol's words. */
const ESCUADRA = `(?<=(^| )(la|una|su|tu|esa|esta|mi) )escuadra(?= |$)${besideWords("cargad\\w*|balas|tiro|tiros|disparar|guantera|fajada|cintura|piernas|en la mano|almohada|gatillo|pa el|pa cuando")}${notBeside("reunion|companeros|unidad|peloton|sargento|lider|murio|fallecieron|sobrevivi\\w*|desfile|whatsapp|grupo|nivel|regla|carpinter\\w*|taller|toda la escuadra|de la escuadra")}`;
/** Round 42: "mañana me encuentran" (never "en la oficina"): a decision and the writer's own death. */
const ME_ENCUENTRAN =
  "(manana|hoy|esta noche|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)) me (encuentran|van a encontrar|hallan)(?! (en|de|a|por|trabajando|aqui|alla|con|despues|antes|entre)( |$))(?= |$)";
/** Round 42: "del otro lado" of the border: a move or a trip, not a goodbye. */
const OTRO_LADO_NO =
  "frontera|border|tijuana|juarez|matamoros|reynosa|nuevo laredo|mexicali|nogales|mexico|rio|puente|cruzar|cruzo|cruce|cruzamos|tacos|me voy a vivir|me mudo|mudanza|me regreso|pa mi tierra|a mi pueblo";
/** Round 42: "no quiero vivir en este apartamento", "con mi suegra": where to live, not whether. */
const VIVIR_EN_UN_LUGAR =
  "(?! (en|con|cerca de|junto a|aqui en|alla en|alli en) (este|esta|ese|esa|el|la|los|las|mi|mis|su|un|una)( \\w+)? ?(apartamento|apto|departamento|casa|cuarto|lugar|ciudad|pueblo|pais|trailer|traila|barrio|edificio|suegr[oa]|vecin\\w+|familia|area|zona|calor|frio)( |$))";
/** "Como me las recetaron", "a tiempo", "cada dia": a dose taken as prescribed, not an overdose. */
const COMO_RECETADAS =
  "( \\w+){0,3} (a tiempo|a sus horas|como me (dijo|dijeron|indico|indicaron|recetaron|las recetaron)|diario|cada (dia|noche|manana)|todos los dias|en la manana|con la comida)";
const TIEMPO =
  "(esta noche|(?<!hasta )hoy(?! (de|con|tiene|cumple|cumplio) \\d+ anos(?! (que|de que|desde que|de su muerte|de la muerte|del dia|de haber))( |$))(?! (estoy|esta|estamos|ando|anda) (bien|mejor|estable|sobri\\w*|limpi\\w*)(?!.* (decision|decidi|escogi|el dia|despedi\\w*|ya no|matar\\w*|morir\\w*|adios|pastillas|pistola|arma|soga|hacerlo|lo hago|arreglado|todo listo|ya se (como|cuando|donde))( |$)))|(?<!(^| )((de|en|por|a|toda) la|cada|esta|todas las) )manana|(?<!(apenas|hasta|que) )ahorita(?! apenas)|ahora mismo|este fin de semana|esta semana|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|antes de (fin de mes|que(?! (pase|suceda|ocurra|me pase|le pase) algo)(?! (me|nos|le|les) (paguen|pague|depositen|deposite)( |$))(?<!(morir|muero|muera|muere) de (viejo|viejito|vieja|viejita|viejos|viejitos|anciano|canas)( \\w+){0,2} antes de que))|pronto|tempranito|hoy es (el dia|la noche))";

/** An exception that holds only where nothing of risk follows it (a second read, round 19: "adiós al trabajo, a la familia, a todo"). */
const NOTHING_OF_RISK_AFTER =
  "(?!.* (familia|todo|todos|vida|vivir|ya no|hijos|hijas|mundo|siempre|decision|decidi|matar\\w*|morir\\w*|despedi\\w*|esta noche|manana ya|pastillas|pistola|arma|soga)( |$))";
/** Spanish words of risk: a frame that holds `alone` holds only where none of them stands in the message. */
const RISK_WORD =
  "(planeado|planeando|decidido|seguir|viviendo|me voy con|irme con|con ellos|tiro|balazo|tirar\\w*|ahorcar\\w*|acabar|vivir|siempre|frasco|de una vez|usar\\w*|soga|cuerda|morir|morirme|muero|muera|muerto|muerta|matar|matarme|mato|suicid\\w*|quitarme|colgarme|ahorcarme|cortarme|aventarme|tirarme|pistola|arma|rifle|escopeta|despedir\\w*|adios|carga|estorbo|esta noche|ya no|nadie|junte|juntando|guardando|todas)";
const alone = aloneWith(RISK_WORD);
/**
 * Round 20's second read: words of an ending, for frames whose own subject is a word of risk (a
 * caregiver's pills, a beer with one's medicines, a father-in-law who says he is a burden).
 */
const ENDING =
  "(matar\\w*|morir\\w*|muero|muera|suicid\\w*|tiro|balazo|pistola|arma|soga|colg\\w*|ahorc\\w*|vivir|ya no|despertar|todas juntas|todas a la vez|toda la que|doble|de mas|sufr\\w*|descans\\w*|inyecto|adios|despedi\\w*|esta noche|siempre|duermo pa|no despert\\w*)";
const aloneOfEndings = aloneWith(ENDING);
/** Review r23: the round-23 frames (an armorer, a doctor changing a dose) give way to suicide said in other words too. */
const aloneOfR23 = aloneWith(
  `(${ENDING.slice(1, -1)}|quitar\\w* la vida|desaparecer|acabar con|terminar con|cortarme|aventarme|tirarme|ahorcarme|decidi|plan|guardad\\w*|juntad\\w*|junte|juntando|escondid\\w*|no aguante|junt(ar|arlas|arlos|o)|decid\\w*|muchas|carta|cartas|no me busquen|frasco|entero|de una vez|de golpe|todas|me voy a tomar)`,
);

/**
 * Round 41: "bomba" said of news that landed, a time bomb of health or paperwork, a verdict ("el
 * VSO es una bomba"), a cheer ("bomba! me aprobaron"), the dance or a pile of papers: a figure of
 * speech, unless a threat stands before or after it (a place gone to, a fuse, a weapon, "ya veran").
 */
const BOMBA_AMENAZA =
  "(a|al|en|pa|pal|para|hasta|llego a|voy a) (la |el )?(regional|oficina|clinica|hospital|edificio|escuela|base|corte)|(voy|llego|vamos|va|van) (a|al|pa|pal) (la |el )?va|con todos|todos adentro|pa todos|para todos|que se cuiden|explot\\w*|estall\\w*|revent\\w*|deton\\w*|mecha|chispa|prend\\w*|volar|vuelo|vuela|volamos|mato|matar|matarlos|armad[oa]|arme|armando|armar|la mia|paquete|mochila|explosivos?|dinamita|gasolina|polvora|tubos|balas|rifle|pistola|cuerno|fusil|escopeta|45|(le|les) toca(?! (pension|la pension|el|la|los|las|un|una|algo|de|a mi|beneficio\\w*|cobrar|recibir))|veran|veras|van a ver|vas a ver|(van|va|vas|vamos) a pagar(?! (el|la|los|las|un|una|mi|su|tu|esto|eso|algo|de|por|con|cuando|mas|menos)( |$))|me las (van a |va a )?pagar|pagaran|preparad[oa]|donde (vive|trabaja|parquea|sale)|a que hora sale|busco|truene|la fecha|cuerda|y yo|yo tambien|les va a caer|lo que (deje|dejo|les tengo)|de verdad|evaluador|examinador|rater|el que va a caer|todo listo|eod|what happens|ya veras|tic tac|tick tock|tu casa|mi casa|su casa|en el va|en la va|lobby|carro|troca|deje|dejo|dejar|poner|pongo|puse|llevo|lleva|llevar|manana|hoy|esta noche|lunes|martes|miercoles|jueves|viernes|sabado|domingo|a las \\d+";
const BOMBA_FIGURADA =
  "(?<=(^| )pero )bomba (buena|de las buenas)(?:(?=(.* )?(aprobaron|aprobo|noticia|carta|pago|rating|porciento|por ciento|100|beneficios|dinero|cheque|back pay)( |$))|(?<=(^| )(aprobaron|aprobo|noticia|carta|pago|rating|porciento|por ciento|100|beneficios|dinero|cheque|back pay)( .*)?))|(?<=(^| )(cayo|caye|callo|cayeron|cae|caen|caer|caera|cayera|cayendo|sono|sonaba) (como|de) (una )?)(una )?bomba|(una )?bomba de (tiempo|papeles|papeleo|cartas|llamadas|correos|evidencia|noticia|noticias)|(?<=(^| )(es|son|fue|fueron|estuvo|estuvieron|esta|estan|quedo|quedaron|eres|era|eran|sos|estar|estaba|baila|bailan|bailar) (una |bien |super |muy |tremenda |la |de )?)(una )?bomba|(?<=^(que |q |oye |ay |wow |uy )?)bomba|(?<=(^| )(noticia|noticias|noticion) )bomba|bomba y plena|(?<=(^| )(baile|bailar|bailamos|bailan|tocar|tocan) (de |la )?)bomba";
const BOMBA_DICHO = `(?!(?<!(^| )(${BOMBA_AMENAZA})( .*)?)(${BOMBA_FIGURADA})(?!.* (${BOMBA_AMENAZA})( |$)))`;

/** Round 41: una muerte planeada o contada como accidente ("que parezca accidente"). */
const ACCIDENTE_PLANEADO =
  "(parece|parezca|que sea|como si fuera|haga pasar por|hacer que parezca) (un )?accidente|(en )?un accidente (asi )?entre comillas|(si|cuando) (\\w+ ){0,2}(me|se) (pasa|muere|mata|matara|ahoga|muero|mato)( \\w+){0,3} (en )?un accidente( \\w+){0,6} (mejor|seguro|nadie|culpa)|(un )?accidente( \\w+){0,4} (seria mejor|es mejor|pa que no nieguen|para que no nieguen)";

/**
 * Round 41: what makes a reported "si ... me mata" a threat now: fear, violence, drink, a report,
 * leaving ("dice que si lo dejo me mata", "si le digo a alguien me mata y tiene la pistola").
 */
/** Round 52's second read: "el último papeleo que lleno en mi vida", an intent and a goodbye. */
const ULTIMO_PAPELEO =
  "(ultimo|ultima) (papeleo|papel|papeles|formulario|forma|tramite|cosa) que (lleno|firmo|hago|mando|relleno) en (mi|toda mi) vida(?= |$)";
const MIEDO =
  "le digo|les digo|le cuento|lo dejo|la dejo|lo deje|la deje|dejarlo|dejarla|me voy de la casa|policia|denuncio|denunciar|reporto|reportar|se entera|divorcio|custodia|la corte|pistola|arma|cuchillo|navaja|machete|tomado|borracho|pedo|drogado|golpea|golpeo|pego|pega|ahorco|miedo|escondid[oa]|asustad[oa]|amenaz\\w*|golpead[oa]|me fui|rompi|cuchillos|afilando|navajas|me voy|nos vamos|me salgo|me busca|me encuentra|ya casi|casi me|lo hizo|ya lo hizo|droga|drogas|cristal|dinero|el cheque|mi cheque|afuera|en la puerta|viene|llega a la casa";

/** Round 41: MIEDO, a hand at the neck, telling someone, or now, anywhere in the message. */
const MIEDO_AHORA = `${MIEDO}|del cuello|le hablo|hablo con alguien|pido ayuda|ahorita|ya viene`;
const MIEDO_AL_LADO = besideWords(MIEDO_AHORA);
/** A threat to run the writer over or stab them also counts beside leaving the house or the keys. */
const MIEDO_AL_LADO_O_SALIR = besideWords(`${MIEDO_AHORA}|si salgo|llaves`);

/** Round 26: "me quiero colgar" (not a tie, not the phone): a method and an intent at once. */
const HANG_MYSELF =
  "me (quiero|voy a|pienso) (colgar|ahorcar)(?! (el|la|los|las|un|una|mi|su|tu|del|al|a|y volver|de nuevo el|con (la|esta|mi|esa) corbata))";

/** Round 40: a weapon held on someone, in Spanish and in the English a Spanglish writer uses. */
const ARMA_EN_MANO =
  "(pistola|arma|cuchillo|cuchilla|navaja|machete|rifle|fusil|escopeta|fusca|cuete|fierro|bate|barra|martillo|hacha|punal|knife|gun|pistol|rifle|bat)(?! de (aire|agua|juguete|paintball|balines|gotcha|hule|plastico|postas|diabolos))";
/** Round 40: what makes an attack on the writer no attack now: a story, a dream, a show, a joke, a claim, a class. */
const ATAQUE_NO_WORDS =
  "jaja\\w*|jeje\\w*|lol|novela|telenovela|pelicula|serie|capitulo|programa|tele|television|videojuego|call of duty|fortnite|(sueno|sone|sonaba|suenos) (que|con)|pesadilla (que|con|donde)|cuando (era|yo era|tenia|estaba chiquit[oa]|era chiquit[oa]|era nin[oa]|me deployaron|estaba en)|de (nino|nina|chiquit[oa]|pequen[oa])|hace (\\w+ )?(anos|meses)|en (el )?(19|20)\\d\\d|en (el )?(basic|afganistan|irak|iraq|vietnam|kuwait|la guerra|el army|entrenamiento|deployment)|declaracion|(pa|para) (el|mi) (claim|reclamo)|contar lo de|tengo que contar|como (cuento|describo|pongo|escribo)|cuando me (pusieron|puso|apunto|apuntaron|amenazo|amenazaron|golpeo|golpearon)|checkpoint|karate|clase|defensa personal|perrita|perrito|cachorro|gatito|dentista|peluquer[oa]|barber[oa]|pelo corto|fecha limite|deadline|plazo|gym|gimnasio|corbata|asma|alergia|tos|mosquitos|zancudos|limpiando|chapeando|podando|arreglando|practicando|jugando|pelota|beisbol|liga|lena|zacate|parto|embarazada|embarazo|nace|panza|quiropractic\\w*|masaj\\w*|abrazos|cosquillas|pesadillas?|siento (que|q)|flashbacks?|bebe";
const ATAQUE_NO = `(?<!(^| )(${ATAQUE_NO_WORDS})( .*)?)(?!.* (${ATAQUE_NO_WORDS})( |$))(?!.* (se va a (matar|cortar|disparar|dar un tiro|volar)|matarse|cortarse|dispararse|quitarse la vida|se quiere (morir|matar)|mejor se muere|en la boca|en la muneca|las venas)( |$))(?<!(^| )(renta|rent|hipoteca|deudas?|biles|bills|pagos|cuentas|trabajo|claim|papeleo|calor|dolor|espalda|rodilla|estres|ansiedad|tarjetas?|prestamo|gastos|intereses|impuestos|taxes|situacion|soledad|tristeza|depresion|culpa|facturas|banco|luz|luma|agua|gas|gasolina|precios|inflacion|cobradores|seguro|va|v a|gobierno|irs|sistema|jefe|chamba|escuela|corbata|asma|tos|alergia)( \\w+){0,3} )`;

/** Round 45: un arma en manos de alguien. */
const ARMADO =
  "(con|trae|tiene|saco|agarro|agarra|empuna|sacando|agarrando|sacaron|traen|tienen) (un |una |el |la |su |sus |mi |tremenda )?(pistola|arma|rifle|escopeta|cuchillo|machete|revolver|cuete|fusca|filero|navaja|bate|cuerno|ak|ar)(?= |$)|armado|armados";
/** Round 45: lo que hace de esa arma un peligro ahora: quien escribe escondido o encerrado, la puerta golpeada, apuntar. */
const ARMADO_AHORA =
  "(estoy|estamos|sigo|seguimos|yo|y yo) (escondid[oa]s?|encerrad[oa]s? (en el|en la|en mi) (cuarto|bano|closet|carro|troca))|me escondi|nos escondimos|escondiendome|escondiendonos|nos encerramos|(tocando|golpeando|pateando|dando golpes a|dandole golpes a|tumbando) (la|mi|nuestra) puerta|tratando de (entrar|meterse)|se metio (a|en) (la|mi) casa|apuntando|apuntandole|apuntandome|apuntandonos|me (viene|vienen) siguiendo|siguiendome|me (esta|estan) siguiendo|pointing|aiming|gritandole|amenazandonos|amenazandome|(mis|los|nuestros) (hijos|ninos|nenes|chamacos|plebes|kids|babies) (estan )?(aqui )?(adentro|inside)|afuera de (mi|la|nuestra) casa";
/** Round 45: un arma de juguete, de juego o de cacería. */
const ARMADO_NO =
  "agua|juguete|juguetes|nerf|paintball|airsoft|municiones de goma|caceria|cazar|venado|pato|tiro al blanco|campo de tiro|pelicula|serie|juego|videojuego|sueno|pesadilla|pesadillas|jaja\\w*|" +
  // Quien tiene el arma en riesgo de su propia muerte: la respuesta de crisis, como la escribieron.
  "en la cabeza|en la boca|en la sien|matarse|se va a matar|se mata|quitarse la vida|se quiere morir|se va a morir|ya no quiere vivir|no sale vivo|cortar las venas|se va a cortar|ya se canso de vivir|suicid\\w*|se va a dar un tiro|se va a pegar un tiro";

/**
 * Round 56 (lascruces-es, lynn-es, round 65): a few days left after a day chosen, or "la otra
 * semana" and "este finde" beside one's own death: a time, and a time ahead.
 */
const DAYS_LEFT = [
  `(faltan|quedan|me quedan|nomas faltan|solo faltan|ya nomas faltan) (\\d+|dos|tres|cuatro|cinco|seis|siete|unos|pocos) (dias|horas|noches)(?= |$)${besideWords("escogi|elegi|ya se|el dia|la fecha|el aniversario|mi ultimo|mi ultima|no voy a estar|ya no voy|ya no estoy|ya no voy a estar|pa entonces|para entonces")}`,
  `(la otra semana|este finde|el finde|pal finde|para el finde)(?= |$)${besideWords("ya no voy a estar|no voy a estar|me mato|matarme|se mata|se va a matar|lo va a hacer|lo voy a hacer|viuda|mi muerte|me muera|mi entierro")}`,
];

/**
 * Gasoline as a means or a weapon: not its price, a refund, a tank filled, or a cost that rises
 * (round 56: "la gasolina está carísima", "lo que cuesta la gasolina"), unless fire stands beside it.
 */
const GASOLINE =
  "((?<!(reembolsa|reembolso|reembolsan|reembolsar|pagan|paga|pago|pagar|gasto|gastos|millaje|dinero|costo|precio|cuesta|cuestan|sube|subio|subiendo|precios|vales|cupones|tarjeta|ayuda|ayudan|llenando|llenar|cargando|cargar|sin|se me acabo la) (la |de |de la |el |con la |pa la |para la )?)gasolina(?! (esta(?! (noche|tarde|madrugada|vez))|ta|anda|sube|subio|cuesta|costo|sale|salio|carisima|cara|subiendo|a como)( |$))|gasolina(?=.* (cerillo\\w*|fosforo\\w*|encendedor|mechero|quem\\w*|incendi\\w*|rocia\\w*|fuego|prend\\w*)( |$)))";

/** Round 57: a move, a trip, work, a deployment or a hospital stay: not being here for a reason. */
const AWAY_FOR_A_REASON =
  "mudo|mudanza|me mudo|viaje|trabajo|deploy\\w*|mexico|jaja\\w*|jeje\\w*|lol|vacaciones|hospital|cirugia|operacion";
/** Round 61: a laugh beside the words. */
const JAJA = "jaja\\w*|jeje\\w*|lol";
/** Round 90 (its code review): a wish to die said beside a figure of speech keeps the figure from framing it. */
const ES_WISH_TO_DIE =
  "matarme|me mato|quitarme la vida|suicid\\w*|ya no quiero (vivir|estar aqui)|quiero morir\\w*|me quiero morir|ya no aguanto|ya no puedo mas|pa siempre|para siempre|me quito de en medio|quitarme de en medio";
/**
 * Round 115 (its code review): what keeps a gun handed in or locked away, or a cut while working, from being harmless:
 * a wish to die said any way, a threat, or the cut made on purpose.
 */
const ES_NOT_SAFE_TO_STORE = `${ES_WISH_TO_DIE}|se quiere (matar|morir)|quitarse la vida|matar\\w*|morir\\w*|ganas de acabar|acabar con todo|no vale la pena|hacerme dano|hacerse dano|amenaz\\w*|pensamientos|crisis|deprimid\\w*|a proposito|aproposito|queria hacerlo|quiero hacerme|otra vez|de nuevo|no fue accidente|no aguanto|desaparecer|ya no quiero|maten|que me maten|no pienso|no la voy a|no lo voy a|que venga|preparad\\w*|cuando llegue|de vivir|ganas de vivir|pena vivir|quiero vivir|despertar|miedo|pensando|me calma|primera vez|muy mal|cansad[oa]`;
/** Round 65's second read: "antes de irme pa siempre quiero dejar arreglados los papeles del VA pa mi familia": a goodbye and an intent. */
const ANTES_DE_IRME_PA_SIEMPRE = `antes de (irme|marcharme|partir|despedirme) (pa|para|por) siempre(?= |$)${besideWords("papeles|familia|arreglad\\w*|dejar|beneficiari\\w*|seguro|esposa|hijos|hijas|cuenta|testamento")}${notBeside(`${JAJA}|mexico|a (mi|el) pais|puerto rico|rd|republica|colombia|guatemala|el salvador|honduras|cuba|espana|peru|venezuela|mudanza|me mudo|mudarme|retiro|a vivir|de (aqui|este pueblo|esta ciudad|este pais|california|texas|florida)`)}`;
/** Round 65 (keywest-es): pills swallowed now, all of them ("pastillas + ron. ya empece"; "me tome las pastillas del corazon de mi papa... todas. me estoy mareando"): a death and a now. */
const TOOK_THEM_ALL_NOW = [
  `ya (empece|empeze|comence|me las tome|me las estoy tomando|me estoy tomando (todas|el frasco|las pastillas))$${besideWords("pastillas|pastilla|ron|alcohol|pildoras|pepas|botella|frasco|cortarme|pistola|tequila|whisky|vodka|cerveza")}${notBeside(`${JAJA}|doctor|medico|doctora|receta|recetadas|tratamiento|dieta|terapia|gym|escuela|clases|trabajo|chamba|antibiotico\\w*|vitamina\\w*|presion|azucar|diabetes|rehab|sobri\\w*|dejar|deje de|ayer|la semana pasada`)}`,
  `(me tome|me trague|me he tomado|me acabo de tomar|me tomo|me estoy tomando) (todas )?(las|unas|mis|sus|todas las) pastillas( \\w+){0,10} (todas|toditas|todo el frasco|el frasco entero|el bote entero)(?= |$)${notBeside(`${JAJA}|de hoy|del dia|como siempre|puedo|sigo con dolor|me dio el doctor|que me dio|q me dio|doctor|medico|dias|diaria\\w*|cada (dia|noche|manana)|receta|doctor dijo|como (me )?dijo|a tiempo|se me olvido|olvide|es normal|efecto\\w*|efectos secundarios`)}`,
  `(me tome|me trague|me he tomado|me acabo de tomar) (todas las|toditas las|el frasco de|el bote de) (pastillas|pildoras|pepas|medicinas)( \\w+){0,6}(?= |$)${besideWords("mareando|mareado|mareada|me duermo|adios|perdon|ya no|de mi (papa|mama|esposo|esposa|abuel\\w*)|del corazon|de la presion")}${notBeside(`${JAJA}|cada (dia|noche|manana)|receta|doctor dijo|como (me )?dijo|a tiempo|se me olvido|olvide|es normal|efectos secundarios`)}`,
];
/** Round 64's second read: "ya puse a mi mamá de beneficiaria del seguro. el viernes lo hago". */
const LO_HAGO_EL_DIA = `(el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|manana|esta noche|hoy|esta semana|esta misma semana|pronto|ahorita) (lo hago|me lo hago|lo voy a hacer|lo hare)(?= |$)${besideWords("le menti|pero le menti|terapista|terapeuta|beneficiari\\w*|seguro de vida|poliza|nicho|panteon|entierro|funeral|cementerio|pistola|pastillas|soga|cuerda|puente|despedi\\w*|perdon|ya no aguanto|ya no puedo")}${notBeside(`${JAJA}|cita|tramite|claim|reclamo|papeles|formulario|forma|examen|pago|pagar|transferencia|cambio|deposito|llamada|llamo|solicitud|aplicacion|en linea|online`)}`;
/** Round 64's second read: "ya pagué el nicho en el panteón y ya sé cómo lo voy a hacer, esta misma semana". */
const YA_SE_COMO_LO_VOY_A_HACER = `ya (se|tengo pensado|tengo planeado|decidi|lo decidi|sabemos) (como|cuando|donde|con que|con q) (lo voy a hacer|lo hago|hacerlo|lo hare|me voy a ir|me voy)(?= |$)${besideWords("nicho|panteon|entierro|funeral|cementerio|seguro de vida|beneficiari\\w*|pistola|pastillas|soga|puente|despedi\\w*|esta semana|esta misma semana|esta noche|manana")}${notBeside(`${JAJA}|claim|reclamo|tramite|papeles|formulario|pagar|pago|mudanza|me mudo|receta|comida|fiesta|boda|viaje|vuelo|pasaje|negocio`)}`;
/** Round 64's second read: "ya paso el año del seguro de vida... ya no hay nada que me detenga". */
const NADA_QUE_ME_DETENGA = `(ya )?no (hay|queda) nada (que|q) me (detenga|pare|frene|amarre|aguante)( aqui| ya)?(?= |$)${notBeside(`${JAJA}|escuela|gi bill|estudiar|estudio|comprar|compra|casa|negocio|viaje|viajar|carrera|trabajo|chamba|mudarme|mudanza|retir\\w*|jubil\\w*|claim|reclamo|apelacion`)}`;
/** Round 64's code review: "lo intente el año pasado y no funciono. esta vez lo planee mejor". */
const ESTA_VEZ_LO_PLANEE_MEJOR = `esta vez (lo )?(planee|plane|prepare|organice|pense|tengo todo) (mejor|bien (planeado|pensado))(?= |$)${besideWords("lo intente|intento|intentos|no funciono|desperte|hospital|la otra vez")}${notBeside(`${JAJA}|claim|reclamo|apelacion|examen|fiesta|boda|viaje|mudanza|negocio|dieta|fumar|tomar|remodel\\w*|cocina|bano|receta|comida|cita`)}`;
/** Round 64's code review: "le deje mis placas y mi anillo a mi hijo. ojala algun dia entienda". */
const OJALA_ALGUN_DIA_ENTIENDA = `ojala (algun dia|un dia|cuando sea grande|cuando crezca|cuando crezcan|mas adelante)( me)? (entienda|entiendan|perdone|perdonen|comprenda|comprendan)(?= |$)${besideWords("placas|anillo|medallas|cartera|reloj|deje|cadena|corazon purpura|purple heart")}${notBeside(`${JAJA}|divorcio|deploy\\w*|me voy a trabajar|army|ejercito|base|trabajo|custodia|me fui|cuando me fui|servicio`)}`;
/** Round 64's code review: "puedo apartar mi lugar en el cementerio nacional? no voy a tener que esperar mucho". */
const NO_VOY_A_TENER_QUE_ESPERAR = `no (voy a|vo a|creo que voy a) (tener que|necesitar) esperar (mucho|tanto|mucho tiempo|tanto tiempo)(?= |$)${besideWords("cementerio|lugar|nicho|panteon|plot|entierro|lapida|tumba")}${notBeside(`${JAJA}|murio|fallecio|mi (papa|mama|esposo|esposa|abuelo|abuela|hijo|hija)|ojala|cita|claim|reclamo`)}`;
/** Round 64 (columbusga-es): "el seguro de vida paga si uno lo hace despues de 2 años de la poliza? ya pasaron, entonces ya puedo". */
const ENTONCES_YA_PUEDO = `(entonces|pues|asi que|o sea) ya (puedo|me toca|se puede)(?= |$)${besideWords("lo hace|uno lo hace|si me mato|me mato|suicid\\w*|quitarme la vida|me quito la vida")}${besideWords("poliza|seguro")}${notBeside(`${JAJA}|prestamo|casa|home loan|gi bill|escuela|champva|tricare|dental|aplicar|califico|baja|trabajo|licencia`)}`;
/** Round 64 (columbusga-es): "lo unico que me falta es despedirme de mi hija y ya". */
const SOLO_FALTA_DESPEDIRME = `(lo unico (que|q) me falta (es )?|solo me falta |nomas me falta |nada mas me falta |ya solo me falta |me falta nomas |ya nomas me falta )(despedirme|decirle adios|decirles adios|decir adios)(?= |$)${notBeside(`${JAJA}|viaje|vuelo|me mudo|mudanza|deploy\\w*|jubil\\w*|retir\\w*|trabajo|chamba|escuela|vacaciones|fiesta|boda|baja|ejercito|army|unidad|vecinos|vendi la casa|nos vamos|me voy pa|me voy a|curso|maestro|clase|texas|florida`)}`;
/** Round 64 (columbusga-es): "hoy termino lo que empece, tengo las pastillas de dormir y el ron listo". */
const HOY_TERMINO_LO_QUE_EMPECE = `(hoy|esta noche|manana|ahorita|ya|al fin) (termino|acabo|voy a terminar|voy a acabar) (lo que|lo q) (empece|comence|deje pendiente)(?= |$)${besideWords("pastillas|ron|pistola|rifle|soga|cuerda|puente|sin comer|despedi\\w*|perdon|ya no aguanto|ya no puedo")}${notBeside(`${JAJA}|tarea|curso|clase|escuela|claim|reclamo|formulario|forma|papeles|casa|cuarto|proyecto|trabajo|libro|serie|tesis|rompecabezas|garage|garaje|madera|pintura`)}`;
/** Round 64 (columbusga-es): "voy a coger las pastillas del dolor de el y me las tomo todas". */
const ME_LAS_TOMO_TODAS = `me (las|los|la|lo) (tomo|tomare|voy a tomar|trago|tragare|voy a tragar|meto|voy a meter|inyecto|voy a inyectar) (todas|todos|toda|todo)( de (una|un) (vez|jalon|golpe))?(?= |$)${besideWords("pa acabar con todo|para acabar con todo|no quiero estar|no despertar|ya no quiero|despedi\\w*|perdon|se acueste|se duerma|fentanyl|fentanilo|sin que (nadie|se den cuenta)")}${notBeside(`${JAJA}|vitaminas|antibiotico\\w*|receta|como dice|el doctor|la doctora|con comida|cada (dia|\\d+ horas)|tratamiento|juntas|separadas|a la misma hora|antes de dormir|nunca fallo|por correo|en un mes|presion|diabetes|corazon|metformina|o una|o se reparten|quimio|artritis|cafe|sopa|jarabe|ciclo`)}`;
/** Round 64 (stockton-es conversations): "no voy a estar vivo pa esa fecha. ya tengo todo listo pa antes". */
const NO_VOY_A_ESTAR_VIVO = `no (voy a|vo a|creo que voy a|creo q voy a|pienso) (estar|seguir|andar) (vivo|viva)( \\w+)? (pa|para|en|a) (esa fecha|entonces|ese dia|esa cita|la cita|el examen|el c p|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|enero|febrero|navidad|el \\d+)(?= |$)${notBeside(`${JAJA}|me mudo|mudanza|me voy a vivir|viaje|deploy\\w*|a este paso|como va el va|con lo lento|con lo que tardan|cancer|terminal|hospicio|quimio|dialisis|el doctor dice|los doctores dicen|prestamo|hipoteca|lo hereda|herede|hereda|heredar|tengo (8|9)\\d|203\\d|204\\d`)}`;
/** Round 64 (columbusga-es): "como pongo a mi hija de beneficiaria antes del 15? ese dia me voy". */
const ESE_DIA_ME_VOY = `(ese dia|el \\d+|ese mismo dia|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)) (ya )?me voy(?! (a|al|pa|para|pal|de|a la|con) )( y no| pa siempre| para siempre)?(?= |$)${besideWords("beneficiari\\w*|seguro de vida|poliza|no quiero que (quede|queden) nada|enredado|despedi\\w*|perdon")}${notBeside(`${JAJA}|viaje|vuelo|me mudo|mudanza|deploy\\w*|cirugia|operacion|vacaciones|puerto rico|mexico|colombia|dominicana|honduras|guatemala|el salvador|cuba|pasaje|boleto|jubil\\w*|retir\\w*|me caso|boda|base|fort|trabajo nuevo|cita`)}`;
/** Round 64 (stockton-es): "esta semana hago lo que tengo que hacer", beside a burial asked about. */
const HAGO_LO_QUE_TENGO_QUE_HACER = `(esta semana|esta noche|manana|hoy|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|pronto|ya) (hago|voy a hacer|hare) lo (que|q) (tengo|tengo (que|q)) (que |q )?hacer(?! (con|pa|para|en|ir|a|al|por) )(?= |$)${besideWords("entierro|funeral|seguro de vida|cementerio|panteon|despedi\\w*|pistola|rifle|pastillas|soga|puente|ya no aguanto|perdon")}${notBeside(`${JAJA}|claim|reclamo|formulario|papeles|cita|apelacion|examen|tramite|abogado|banco|renta|murio|fallecio|falleci\\w*|flores|(mi|su) (papa|mama|esposo|esposa|hijo|hija|abuelo|abuela|hermano|hermana) (murio|fallecio|que fallecio|que murio)`)}`;
/** Round 63 (coachella-es): "ya escondi las balas pa q mi esposa no las encuentre hasta q sea tarde". */
const HASTA_QUE_SEA_TARDE = `(hasta (que|q) (sea|ya sea) (muy |demasiado )?tarde|(pa|para) cuando ya no (haya|tenga|hay) (vuelta atras|remedio|marcha atras))(?= |$)${besideWords("escondi|esconder|escondo|no las encuentre|no los encuentre|no lo encuentre|no la encuentre|no me encuentren|no me encuentre")}${notBeside(`${JAJA}|regalo|sorpresa|fiesta|cumpleanos|navidad|tarea|deadline|doctor|medico|no quiere ir|registrar|programa|esperen`)}`;
/** Round 63 (coachella-es): a letter left for each child on the table with the Marine tags, "los quiero". */
const CARTA_A_CADA_HIJO = `((les|le|ya les|ya le) (escribi|deje) (una |mi )?(carta|cartas|notas?|mensaje)( \\w+){0,3} (a )?(cada uno de )?(mis|a mis) (hijos|hijas|nietos|hermanos)|(a )?cada uno de mis (hijos|hijas|nietos)( \\w+){0,2} (una )?(carta|nota))(?= |$)${besideWords("los quiero|perdon|perdonen|adios|placa|placas|medallas|dog tags|en la mesa")}${notBeside(`${JAJA}|navidad|cumpleanos|dia del padre|graduacion|boda|tarjeta|christmas|escuela|maestra|testamento|registro|registrar|abogado`)}`;
/** Round 63 (coachella-es): "la virgencita me va recibir hoy. ya le prendi su veladora y ya tengo todo". */
const LA_VIRGEN_ME_RECIBE_HOY = `(la virgen|la virgencita|virgencita|diosito|dios|mi dios|el senor|jesus|jesucristo|la guadalupana|la morenita) (ya )?(me va a|me va|me van a|va a|me) (recibir|recoger|llevar|recibe|recoge|lleva)( hoy| esta noche| manana| ahorita| ya)(?= |$)${besideWords("veladora|ya tengo todo|adios|perdon|tengo todo listo|ya esta todo|pastillas|pistola|soga")}${notBeside(`${JAJA}|misa|peregrinacion|iglesia|rosario|bautizo|confirmacion|quinceanera|procesion|manda`)}`;
/** Round 63 (unioncity-es): "no paso de este mes, yo mismo me encargo de eso": a month not outlived. */
const NO_PASO_DE_ESTE_MES = `(no|ya no) (paso|pasare|voy a pasar) de (este|esta|el|la) (mes|semana|ano|noche|viernes|sabado|domingo|lunes|martes|miercoles|jueves|navidad|fin de semana)(?! (sin|con|de|a|porque|pq|xq)( |$))(?= |$)${notBeside(`${JAJA}|quincena|cancer|hospice|terminal|quimio|dialisis|licencia|examen|escuela|clase|materia|nivel|grado|sin pagar`)}`;
/** Round 63 (coachella-es): "esa es mi unica opcion ya" beside a death asked about. */
const MI_UNICA_OPCION = `(esa|eso|esta|es) (es )?(mi )?(unica|ultima) (opcion|salida)( ya| que me queda| q me queda)?(?= |$)${besideWords("se mata|matarme|me mato|muerto|morir|suicid\\w*|la familia recibe|recibe algo")}${notBeside(`${JAJA}|prestamo|loan|casa|escuela|trabajo|chamba|abogado|apelacion|apelar|appeal|vso|opciones de|plan de salud|seguro medico|tricare|community care`)}`;
/** Round 63 (coachella-es): "solo quiero q sepan q fui marine hasta el final": a goodbye said as the last word. */
const QUE_SEPAN_HASTA_EL_FINAL = `((solo |nomas |nada mas )?(quiero|quisiera) (que|q) (sepan|sepas|sepa) (que|q)( \\w+){0,6} (hasta el final|hasta el fin|hasta el ultimo dia|siempre los quise|los quise|los ame|los amo|los quiero)|(diganle|digan|dile|digale|diganles) a (mi|mis) (familia|esposa|hijos|hijas|mama|jefa|vieja|papa|gente) (que|q)( \\w+){0,6} (hasta el final|hasta el fin|hasta el ultimo dia|hasta el ultimo|me mori))(?= |$)${notBeside(`${JAJA}|graduacion|boda|cumpleanos|aniversario|fiesta|jubilacion|retiro`)}`;
/** Round 63 (coachella-es): "pa dejar todo listo mañana y ya irme". */
const DEJAR_TODO_LISTO_E_IRME = `(pa|para|y) (dejar|dejarles|dejarle) (todo|las cosas|todito) (listo|arreglado|en orden|pagado)( \\w+){0,3} (y )?(ya )?(irme|me voy|descansar|despedirme|partir|me despido)(?= |$)${notBeside(`${JAJA}|viaje|vacaciones|mudanza|mudarme|me mudo|mexico|rancho|trabajo|chamba|hospital|cirugia|operacion|deploy\\w*|base|boot camp`)}`;
/** Round 62 (jacksonheights-es): "ya se en que curva del grand central lo hago": a plan and its means. */
const YA_SE_EN_QUE_CURVA = `ya (se|sabemos|tengo visto|escogi|elegi) en (que|q|cual) (curva|puente|parte|piso|lugar|esquina|tramo|vuelta|arbol|poste|pared|columna|muro|barranco)( \\w+){0,4}(?= |$)${besideWords("lo hago|me tiro|me estrello|me voy|me mato|accidente|seguro|me muero|chocar|choco")}${notBeside(`${JAJA}|cita|oficina|apartamento|apartment|trabajo|estacion|parada|me bajo|bajarme|estacionar|parquear`)}`;
/** Round 62 (sanangelo-es): "tengo que estar muerto verdad. pues ahi va. el sabado": a plan, and a date. */
const PUES_AHI_VA = `(pues |entonces |bueno )?ahi (va|voy|vamos)(?= |$)${besideWords("tengo (que|q) estar muert[oa]|me muera|matarme|me mato|quitarme la vida")}${notBeside(`${JAJA}|la forma|los papeles|el claim|la aplicacion|la carta|documentos`)}`;
/** Round 62's second read: "dicen que nomas muerto me dan el 100%. pues ya, el domingo en la madrugada": a plan and its day. */
const PUES_YA_EL_DIA = `(pues ya|pues ahi va|pues ni modo|pues va|ahi va|ya que|pues entonces)( \\w+){0,2} (el|este|esta) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|noche|madrugada|fin)(?= |$)${besideWords("muert[oa]|me muera|matarme|me mato|el 100|cien por ciento|100 por ciento")}${notBeside(`${JAJA}|cita|examen|c p|audiencia|mudanza|fiesta|boda|misa|juego|partido`)}`;
/**
 * Round 61 (yauco-es): gone "tranquilo" after a confession, or "ya puedo hacerlo tranquilo" once the
 * widow's DIC is known: an intent and a goodbye.
 */
const IR_TRANQUILO = `(ya )?(me puedo|puedo|me voy a|voy a|puedo hacerlo|ya puedo hacerlo) (ir|irme|hacerlo|morir|morirme|descansar)? ?(tranquilo|tranquila|en paz)(?= |$)${besideWords("confese|confesion|confesarme|cura|pastor|despedi|me despedi|todo listo|dic|si yo me muero|si me muero|cuando me muera|cobra|queda cubierta|pistola|pastillas|soga")}${notBeside(`${AWAY_FOR_A_REASON}|casa|retir\\w*|florida|de alta|dormir|a dormir|al trabajo|pal trabajo|al doctor|a la cita|descansar un rato|de vacaciones|gracias por la ayuda|claim|papeles|tramite`)}`;
/** Round 61 (the second read): things given away, and the move others think of denied ("todos creen que me mudo. no me mudo"). */
const NO_ES_LO_QUE_CREEN = `(todos|todo el mundo|mi familia|ellos|ella|el|mi \\w+|la gente) (creen|cree|piensan|piensa) (que|q) (me mudo|me voy a mudar|me voy de viaje|me voy pa \\w+|me cambio|me voy)( \\w+){0,4} (no|pero no) (me mudo|me voy a mudar|es eso|me voy de viaje|me cambio)(?= |$)${besideWords("regale|regalando|regalo|di mis|deje mis|mis cosas|mis herramientas|mi troca|mis armas")}`;
/** Round 61 (yauco-es): not wanting to be saved: an intent, and a goodbye. */
const NO_ME_SALVEN = `no quiero (que|q) me (salven|rescaten|detengan|paren|encuentren|busquen|revivan)(?= |$)${notBeside(`${JAJA}|juego|partido|equipo|pelicula|serie`)}`;
/** Round 57: the writer's own end said, which keeps a frame of round 66's ("lo que mata es la espera") from holding. */
const OWN_END_SAID =
  "matarme|me mato|morir\\w*|muerto|muerta|vivir|suicid\\w*|quitarme la vida|ya no (quiero|aguanto|puedo)|acabar con todo|pistola|arma|pastillas|cuerda|soga|adios|despedir\\w*";
/** Round 57: not planning to be here by a date ("no pienso estar aqui pal mes q viene"): the writer's own absence, and a date for it. */
const NOT_HERE_BY_A_DATE = `(yo )?no (pienso|planeo|voy a|creo) (estar|seguir) (aqui|aca|vivo|viva|con vida)( \\w+){0,2} (pal|para el|pa el|el|para|pa) (mes|ano|fin de semana|lunes|martes|miercoles|jueves|viernes|sabado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|navidad|entonces)( q viene| que viene| proximo)?(?= |$)${notBeside(AWAY_FOR_A_REASON)}`;
/** Round 57: not being alive to go ("no voy a estar vivo pa ir"): the writer's own absence, and a decision. */
const NOT_ALIVE_TO_GO = `no (voy a|vaya a|creo q|creo que|pienso) (estar|seguir|llegar) (vivo|viva|con vida)( \\w+){0,3} (pa|para) (ir|ese dia|entonces|la cita|verlo|verla)(?= |$)`;

/** Round 58: "me amenazó con matarme" is someone else's threat against the writer, not the writer's own death ("amenazo con matarme" alone may be the writer's). */
const NOT_THREATENED = "(?<!(^| )(me|te|nos|la|lo|le) amenaz\\w* (con|de) )";

/** Round 66: a last night that is a last shift, a trip, a hotel or a move, not one's own last ("esta es mi ultima noche en el hotel"). */
const NOT_ONES_LAST_NIGHT = `${JAJA}|trabajo|chamba|jale|turno|shift|base|fort|army|ejercito|marina|escuela|clases|hospital|rehab|vacaciones|viaje|hotel|motel|cita|c p|reembols\\w*|en (el|la) (pais|isla|ciudad|casa)|antes de mudarme|antes de irme a|mudanza|deploy\\w*|despliegue`;

/** Round 82 (round 91's hollywoodfl-es): jewels and a dog given away, "ya todo está listo": a goodbye, and the writer gone after it. */
const YA_TODO_ESTA_LISTO = `(le |les )?(deje|regale|di|dejo) (a mi|al|a la|a mis) (\\w+ ){0,2}(las joyas|el perro|la perra|mis joyas|mi perro|los gatos|mis armas|mi troca|mi carro|el anillo|el reloj)( \\w+){0,12} (ya )?(todo|to) (esta|ta|quedo) (listo|arreglado)(?= |$)${notBeside(`${JAJA}|mudanza|me mudo|mudarme|viaje|vacaciones|boda|fiesta|cumple\\w*|deploy\\w*|crucero|hospital|cirugia|operacion`)}`;

/** Round 83 (round 92's mora-es): "ya tengo decidido el modo y el dia pa acabar conmigo": suicide said, and decided. */
const EL_MODO_Y_EL_DIA = `(el modo|la forma|el metodo|el como|como|el dia|la fecha) y (el dia|la fecha|cuando|la hora|la forma|el modo|como)( \\w+){0,2} (pa|para|de) (acabar conmigo|matarme|quitarme la vida|irme|terminar con todo|acabar con todo)(?= |$)`;

/** Round 83 (round 92's mora-es): "pa acabar conmigo" beside a decision or a day: suicide said, and decided. */
const PARA_ACABAR_CONMIGO = `(pa|para) acabar conmigo(?= |$)${besideWords("decidido|decidi|el dia|el modo|la fecha|ya tengo|pesadumbre|no quiero que mi|se quede sin nada")}${notBeside(`${JAJA}|la va|el va|papeles|papeleo|forma|formas|tramite|claim|reclamo|espera|calor|frio|trabajo`)}`;

/** Round 83 (round 92's mora-es): "no le diga a naiden. ya mero. esta misma semana": a decision, and its day. */
const NO_LE_DIGA_A_NAIDEN = `(no le diga|no le digas|no les diga|no les digas|no le cuente|no le cuentes) (a )?(naiden|nadie|naide|mi esposa|mi vieja|mi familia|mis hijos)(?= |$)${besideWords("ya mero|esta semana|esta misma semana|esta noche|ya lo decidi")}${notBeside(`${JAJA}|sorpresa|regalo|cumpleanos|fiesta|aniversario|navidad|matrimonio|la mano|propuesta|anillo|troca nueva|compro|embarazada|embarazo`)}`;

/** Round 83 (review-r83): "mañana no me van a hallar vivo": a decision, and the writer gone after it. */
const NO_ME_VAN_A_HALLAR_VIVO = `no me (van a|vayan a|van a poder|vas a|va a) (hallar|encontrar|ver) (vivo|viva|con vida)(?= |$)${notBeside(`${JAJA}|fiesta|trabajo|casa|oficina|en la casa|ocupado|ocupada|de viaje|viaje`)}`;

/** Round 84 (round 93's waterbury-es): "ya se donde lo guardan. nadie me va a encontrar hasta que llegue el turno de la mañana". */
const NADIE_ME_VA_A_ENCONTRAR = `nadie me (va a|vaya a|iba a|va a poder) (encontrar|hallar|ver)( \\w+){0,2} (hasta|antes de) (que|q|k|el|la|manana)(?= |$)${notBeside(`${JAJA}|escond\\w*|jugar|juego|escondidas|vacaciones|viaje|cabana|pescar|campo|monte|caza|cazar|retiro|concierto|boda|fiesta`)}`;

/** Round 84 (round 93's waterbury-es): death in an "accident" and what the family gets, needed "antes de mañana": a plan, and its day. */
const UN_ACCIDENTE_ANTES_DE = `(si|cuando) (uno|yo|una persona|alguien) (se muere|me muero|muere|muero|se mata|me mato) en un accidente( de (carro|troca|auto|moto|transito|trafico))?(?= |$)${besideWords("necesito saber antes|antes de (manana|esta noche|el \\w+)|pa esta noche|para esta noche")}${notBeside(`${JAJA}|trabajo|chamba|jale|ya paso|hace \\d+|mi (papa|papi|hermano|hijo|esposo|tio|primo)|su (papa|hermano|hijo|esposo)`)}`;

/** The round's second read (round 84): "cancel my appointment, pa el lunes ya voy a estar muerto": a death foretold, and its day. */
const MUERTO_PARA_UN_DIA = `((pa|para|antes del?) (el )?(lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|esta noche|fin de semana|fin)( ya)? voy a estar muert[oa]s?|(ya )?voy a estar muert[oa]s? (pa|para|antes del?) (el )?(lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|esta noche|fin de semana|fin))(?= |$)${notBeside(`${JAJA}|cansancio|hambre|sueno|trabajo|chamba|jale|si no|de risa|verguenza|aburrimiento`)}`;

/** Round 85 (round 94's chelsea-es): "no me preguntes si estoy bien maje. el viernes es el dia, ya lo marque en el calendario": a decision, and its day. */
const EL_DIA_ES_EL_DIA = `(el|este|ese|esta|el proximo) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|noche|fin de semana) (ya )?es el dia(?= |$)${besideWords("no me preguntes|no hay vuelta atras|no hay marcha atras|ya lo marque|lo marque|lo tengo marcado|lo tengo apuntado|ya lo apunte|lo apunte|en el calendario|ya decidi|ya lo decidi|nadie sabe|ya esta decidido|no le digan|perdon|adios|pistola|pastillas|soga")}${notBeside(`${JAJA}|cita|boda|cumple\\w*|fiesta|mudanza|cirugia|operacion|examen|c p|audiencia|entrevista|partido|juego|pago|deposito|graduacion|bautizo|quince\\w*|carne asada|pelea|evento|vuelo|viaje|festivo|feriado|me van a dar|me dan|me entregan|dd214|dd 214|papeles|carta|decision`)}`;

/** Round 85 (round 94's joliet-es): "hoy fue mi ultimo lonche en el taller mañana ya no me van a ver ni ahi ni en ningun lado": a goodbye, and its day. */
const YA_NO_ME_VAN_A_VER = `((ya )?no me (van a|vayan a|van a volver a|vuelven a|volveran a) ver (ni ahi |ni aqui |ni alla )?(ni )?en (ningun|ninguna|ningun otro) (lado|lugar|sitio|parte)|(ya )?nadie me (va a|vuelve a|va a volver a) ver (nunca|jamas|mas|nunca mas))(?= |$)${notBeside(`${JAJA}|facebook|redes|instagram|tiktok|me mudo|mudanza|viaje|vacaciones|me voy a vivir|mexico|honduras|el salvador|guatemala|puerto rico|jubil\\w*|retir\\w*|deploy\\w*|trabajo nuevo|otro trabajo|hospital|alta|operan|operacion|cirugia|clinica|rodilla|me voy a trabajar|trabajar a|turno|me cambiaron|texas|california|florida|chicago|nueva york`)}`;

/** Round 85 (round 94's joliet-es): a burial paid "antes de irme" beside the cemetery, planned "pa este mes": a decision, and an end. */
const TODO_PAGADO_ANTES_DE_IRME = `(dejar|tener|dejarles|dejarle|tenerles) (todo|todito|el entierro|el funeral|todo eso) (pagado|arreglado|listo|en orden|liquidado) antes de (irme|que me vaya|partir|morir|morirme|que me muera)(?= |$)${besideWords("este mes|esta semana|pronto|ya mero|ya merito|ya casi|esta noche|manana|planeando pa|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)")}${notBeside(`${JAJA}|viaje|vacaciones|mudanza|mudarme|me mudo|cirugia|operacion|deploy\\w*|mexico|honduras|guatemala|el salvador|puerto rico|base|pre ?necesidad|pre ?need|preneed|a mi edad|ya estoy viejo|ya estoy vieja|cuando me toque|cuando dios quiera|algun dia|(mi|su) (papa|mama|suegr\\w*|abuel\\w*|tio|tia)|quiere dejar|quieren dejar`)}`;

/** Round 86 (round 95's hempstead-es): "le prometi q nos veiamos del otro lado y mañana cumplo": a promise kept, and its day. */
const NOS_VEMOS_DEL_OTRO_LADO_Y_CUMPLO = `(nos vemos|nos veiamos|nos veriamos|nos ibamos a ver|te veo|lo veo|los veo) (del otro lado|en el otro lado|al otro lado|en el cielo)( \\w+){0,2} (y )?(manana|hoy|esta noche|ya|este fin|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)) (cumplo|le cumplo|les cumplo)(?= |$)${notBeside(`${JAJA}|del puente|manejar|la calle|la cuadra|frontera|border|rio|mexico|juarez|tijuana|reynosa|cruzar|cruzo|aduana|misa|iglesia|algun dia|cuando dios quiera|cuando me toque|cumpleanos|anos de casados|aniversario de boda`)}`;

/** Round 86 (round 95's edinburg-es): the P&T asked whether it passes to the wife, "pq ya me voy a ir antes de fin de mes a mi manera". */
const ME_VOY_ANTES_DE_FIN_DE_MES = `(me voy a ir|me voy|ya me voy a ir|me ire|me voy a morir|me muero) (antes de|pa|para) (fin de mes|el fin de mes|navidad|el viernes|el sabado|el domingo|la semana que viene|manana|esta noche|el \\d+)( \\w+){0,2} a mi (manera|modo)(?= |$)${notBeside(`${JAJA}|troca|carro|arizona|hasta|manejando|manejar|vuelo|avion|camion|bus|viaje|vacaciones|mexico|trabajo|mudanza|mudar|dentista|reynosa|cita|doctor|me mudo|retiro|jubil\\w*`)}`;

/** Round 86 (round 95's edinburg-es): cows sold, the money given to the wife, "lo que sigue es irme yo también, y ya sé cómo". */
const LO_QUE_SIGUE_ES_IRME = `(lo que sigue|lo q sigue|ahora sigue|nomas falta|ya nomas falta|solo falta) (es )?(irme|que me vaya|q me vaya|que yo me vaya)( yo)?( tambien)?(?= |$)${besideWords("ya se como|vendi|le di el dinero|regale|ya deje|ya di|ya le di|a nombre de|ya puse todo")}${notBeside(`${JAJA}|trabajo|chamba|vacaciones|viaje|texas|mexico|casa|rancho|mudar|mudanza|retiro|jubil\\w*|pueblo|ciudad`)}`;

/** The round's second read (round 86): "mi papá se mató en el 2012 y yo me voy igual que él": a death decided, now. */
const ME_VOY_IGUAL_QUE_EL = `(yo )?(me voy|me voy a ir|me ire|voy a acabar|voy a terminar) (igual que|igualito que|como|de la misma manera que|igual q) (el|ella|mi papa|mi apa|mi hermano|mi tio|mi abuelo)(?= |$)${besideWords("se mato|se quito la vida|se suicido|suicid\\w*|se dio un tiro|se ahorco|se colgo")}${notBeside(`${JAJA}|retir\\w*|jubil\\w*|army|ejercito|marina|carrera|trabajo|honor\\w*|tranquilo|dormido|de viejo`)}`;

/** Round 86: the weapons a neighbour is waited for with, and their being ready ("ya le tengo la carabina lista", "la carabina ya está lista"). */
const ARMA_A_LA_MANO = "(carabina|rifle|escopeta|pistola|cuete|fierro|arma|machete|ar)";
const LISTA = "(lista|listo|cargada|cargado|preparada|preparado)";

/** Round 87 (round 96's silercity-es): what the widow gets asked, "es q yo ya no voy a estar pal primero del mes". */
const YA_NO_VOY_A_ESTAR_PARA_UN_DIA = `(ya no (voy a|vo a|voa|voy) estar (aqui |aca |vivo )?((pal|para el|pa el|antes del|antes de|el) (first of the month|primero|fin|quince|15|lunes|martes|miercoles|jueves|viernes|sabado|domingo)|(pa|para) cuando (llegue|venga|salga|caiga) (el|la) (cheque|pago|deposito|otro))|(el proximo mes|la proxima semana|la otra semana|este fin de semana) ya no (voy a|vo a|voa|voy) estar)(?= |$)${notBeside(`${JAJA}|trabajo|chamba|turno|vacaciones|viaje|me mudo|me voy a vivir|me cambio|con mi hija|con mi hijo|direccion|otro estado|en texas|mudanza|deploy\\w*|hospital|cirugia|operacion|en la ciudad|en el pueblo|en el estado|fuera|de viaje`)}`;

/** Round 87 (round 96's silercity-es): the bank emptied into the wife's account, "le deje las contraseñas en un papel. ya estuvo". */
const LE_DEJE_LAS_CONTRASENAS = `(le |les )?(deje|dejo|escribi|apunte|anote|pase|di) (las|los|mis|todas las|todas mis) (contrasenas|claves|passwords|cuentas)( \\w+){0,3}(?= |$)${besideWords("ya estuvo|saque todo|deposite|adios|cuiden|todo del banco")}${notBeside(`${JAJA}|portal|lleva las cuentas|maneje|para que ella|pa que ella|hospital|cirugia|viaje|operacion|deploy\\w*|mudanza|pagar los biles|pagar las cuentas|los biles|por si se me olvidan|se me olvidan`)}`;

/** Round 87 (round 96's silercity-es): whether the burial at the national cemetery is free, "lo voy a ocupar pronto". */
const LO_VOY_A_OCUPAR_PRONTO = `(lo|la) voy a (ocupar|necesitar|usar) ((bien |muy )?pronto|ya|esta semana|en estos dias|este mes)(?= |$)${besideWords("entierro|cementerio|funeral|lapida|sepultura|ataud|cenizas|no quiero ayuda|no me llamen")}${notBeside(`${JAJA}|mi papa|mi mama|mi abuel\\w*|mi suegr\\w*|mi tio|mi tia|para el|para ella|pa el|pa ella|esta enfermo|esta enferma|hospice|(esta|anda) (muy )?(grave|enferm\\w*|malit\\w*)|grave|muy enfermo|muy enferma|doctor|reservo|reservar`)}`;

/** Round 87 (round 96's silercity-es): who receives one's remains, "quiero dejarlo claro antes del jueves". */
const DEJARLO_CLARO_ANTES_DE = `(quiero|necesito|tengo que) dejar(lo|la)? (claro|listo|arreglado|en orden) antes del? (lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin de semana|fin de mes)(?= |$)${besideWords("mis restos|mis cenizas|mi cuerpo|quien recibe mis|mi entierro")}${notBeside(`${JAJA}|cirugia|operacion|viaje|deploy\\w*|algun dia|cuando me toque|a futuro|preplanificacion|planificacion|pre need|preneed|formulario`)}`;

/** Round 87 (round 96's picounion-es): "ultimo delivery de mi vida jaja. despues de este ya no regreso… ya tengo todo pensado": a goodbye and a plan. */
const ULTIMO_DE_MI_VIDA = `(el |la |mi )?ultim[oa] (\\w+ ){1,2}de mi vida(?= |$)${besideWords("ya tengo todo (pensado|planeado|listo|preparado)|ya lo tengo (pensado|planeado)")}${notBeside(`en este trabajo|en esta chamba|renuncio|renuncie|me voy a mudar|me mudo|mudanza|viaje|vacaciones|retiro|jubil\\w*`)}`;

/** Round 87 (round 96's picounion-es): into the sea "hasta q ya no pueda regresar": a way of dying, and the decision. */
const AL_MAR_HASTA_NO_REGRESAR = `(me meto|meterme|me voy a meter|entrar|adentrarme|caminar) (al|en el) (mar|rio|lago|agua|oceano)( \\w+){0,2} hasta (q|que) (ya )?no (pueda|pudiera|aguante) (regresar|volver|salir|respirar)(?= |$)${notBeside(`nadar|surf\\w*|bucear|pescar|paddle|kayak|clase|ejercicio|terapia`)}`;

/** Round 88 (round 97's fortmyers-es): "ya me voy, lo decidí, es cuestión de días": a decision, and how soon. */
const ES_CUESTION_DE_DIAS = `(es|sera) cuestion de (dias|horas|semanas)(?= |$)${besideWords("ya me voy|lo decidi|ya lo decidi|me mato|quitarme|acabar con todo")}${notBeside(`${JAJA}|claim|reclamo|decision|carta|cheque|pago|papeles|aprob\\w*|respuesta|cancer|doctor|hospice|enfermedad|texas|florida|california|arizona|nuevo mexico|colorado|kansas|mexico|puerto rico|el salvador|honduras|guatemala|la republica|santo domingo|cuba|miami|chicago|nueva york|new york|houston|dallas|el norte|otro estado|otra ciudad|mudanza|mudo|mudamos|mudarme|me mudo|cita|trabajo|chamba`)}`;

/** Round 88 (round 97's fortmyers-es): where one will be buried "la semana q viene", beside dying "de un tiro". */
const DONDE_VOY_A_ESTAR = `(donde|en donde|dnd|dónde) (voy a estar|voy a quedar|me van a (enterrar|poner|sepultar)|voy a descansar) (la semana (que|q) viene|la proxima semana|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|manana|este fin( de semana)?|pronto)(?= |$)${besideWords("cementerio|enterrar|entierro|sepult\\w*|me muero|de un tiro|me mato")}${notBeside(`${JAJA}|hotel|viaje|vacaciones|crucero|trabajo|chamba|hospital|cirugia|operacion|rehab|mudanza|casa nueva`)}`;

/** Round 88 (its second read): papers and the dog left, "me voy a dar una vuelta y no regreso". */
const Y_NO_REGRESO = `(me voy|voy a salir|salgo|me voy a dar una vuelta|me voy a dar la vuelta)( \\w+){0,4} y (ya )?no (regreso|vuelvo)(?= |$)${besideWords("papeles|perro|gato|mesa de la cocina|carta|seguro|titulo|llaves")}${notBeside(`${JAJA}|hasta el lunes|hasta manana|hasta la noche|temprano|tarde|vacaciones|viaje|trabajo|chamba|turno|mandado|tienda`)}`;

/** Round 88 (its second read): "a quien lea esto, perdónenme. díganle a mis hijos…". */
const A_QUIEN_LEA_ESTO = `(a )?(quien|quienes|el que|la que|los que) (lea|lean|encuentre|encuentren) (esto|este mensaje|esta carta|estas lineas)(?= |$)${besideWords("perdon\\w*|diganle|digale|dile a|los quiso|las quiso|lo quiso|la quiso|los quise|los amo|no es su culpa|no fue su culpa")}${notBeside(`${JAJA}|apelacion|appeal|reclamo|claim|decision|rating|forma|formulario|solicitud|carta de|tarde|retraso|error|ortografia|letra`)}`;

/** Round 88 (its second read): "después de esta noche no voy a tener otra oportunidad": a decision, and its day. */
const NO_VOY_A_TENER_OTRA = `despues de (esta noche|hoy|manana|este fin de semana) no voy a tener otra (oportunidad|chance|vez)(?= |$)${notBeside(`${JAJA}|oferta|venta|promocion|descuento|boleto|boletos|vuelo|cita|audiencia|examen|inscripcion|registro`)}`;

/** Round 88 (its second read): the survivor's form needed "la semana que viene cuando yo no esté". */
const LA_VA_A_NECESITAR = `(la|lo) (va a necesitar|necesita|van a necesitar) (la semana (que|q) viene|la proxima semana|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|manana|pronto|este fin)(?= |$)${besideWords("cuando (yo )?(ya )?no (este|estare)|cuando me (vaya|muera)|cuando yo falte")}${besideWords("sobreviviente|dic|entierro|seguro de vida|vgli|pension")}`;

// Round 89 (its second read): the rifle taken out for deer season "pero no es pa venado" (never "es pa
// tiro al blanco" or a question about calibre).
const NO_ES_PA_VENADO = `(rifle|escopeta|pistola|arma|cuete|30 30|carabina|fierro)( \\w+){0,6} (pero )?no es (pa|para) (venado|venados|cazar|la caceria|caceria|el venado|los venados|la temporada)(?= |$)${notBeside(`${JAJA}|es (pa|para) (el |los |la )?(jabali|coyotes?|tiro al blanco|campo de tiro|range|defensa( personal)?|ganso|gansos|pato|patos|pajaros|conejos?|palomas)|vender|venta|regalo|mi hijo|mi nieto|calibre|muy ligero|muy chico|municion|balas de`)}`;

/** Round 91 (round 100's haverhill-es): the rope already tied in the basement ("ya la cuerda ta amarrá en el sótano"): a means ready, beside a father's death "asi" long ago. */
const CUERDA_AMARRADA = `(la |el |mi )?(cuerda|soga|mecate|reata|cinturon|lazo) (ya )?(esta |ta |tengo )?(amarrada|amarra|amarrado|colgada|colgando|puesta|atada|atado)( \\w+){0,2} (en|del|de la|al|a la) (el |la )?(sotano|garage|garaje|viga|vigas|arbol|rancho|granero|techo|closet|cuarto|bano|barandal|escalera)(?= |$)${notBeside(`${JAJA}|columpio|hamaca|tendedero|ropa|perro|vaca\\w*|caball\\w*|becerr\\w*|toro\\w*|ganado|lona|carga|camion|troca|mudanza|bote|lancha|pinata|navidad|luces|saco de boxeo|costal|ejercicio|terapia|venado|marrano|puerco|decoracion\\w*|foco|focos|se agarre|agarrarse|agarrar|pasamanos|apoyo|tormenta|seguro|la luz|electric\\w*|reparar|arreglar|nietos|ninos`)}`;

/** Round 91 (round 100's haverhill-es and its second read): a claim "fired" again with a form ("le voy a disparar otra vez con un supplemental") and an e-mail fired off ("le voy a disparar un email al VSO"), never a shot. */
const FIRED_AGAIN_WITH_A_FORM =
  "(?!(?<=disparar) (un|una|otro|otra) (email|e mail|correo|mensaje|texto|text|carta|supplemental|apelacion|claim|reclamo|queja|hlr)( |$))(?!( otra vez| de nuevo| otra)? con (un|una|el|la|otro|otra|mi) (supplemental|suplemental|apelacion|claim|reclamo|hlr|formulario|forma|carta|correo|email|e mail|queja|nexus|buddy letter)( |$))";

/** Round 91 (round 100's toppenish-es): the deer rifle taken to the hills "pa no volver": a decision, whatever hunt is named beside it. */
const PA_NO_VOLVER = `(pa|para|pa que|para que) no (volver|regresar|regresarse|volverse)( nunca| jamas| mas)?(?= |$)(?! a( |$))(?! (con las manos vacias|sin (nada|venado|carne|presa|un venado|el venado|pescado|pescar))( |$))${besideWords("rifle|pistola|arma|escopeta|cuete|fierro|se lleva el|me llevo el|se llevo el|me llevo la|se lleva la")}${notBeside(`${JAJA}|se muda|me mudo|mudarse|mudanza|a vivir|vivir alla|jubil\\w*|retir\\w*|la casa vieja|ese trabajo|esa chamba|ese lugar|ese restaurante|esa tienda|ese doctor|esa clinica|venderlo|venderla|vender|empenar|regalar`)}`;

/** Round 92 (round 101's hatillo-es): "ya mismo me toca a mi" beside a shot and the flag: a decision, whatever honours are asked about beside it. */
const ME_TOCA_A_MI = `(ya mismo|pronto|ya mero|ya casi) me toca( a mi)?(?= |$)(?! (\\w+(ar|er|ir)|pedir|llevar|ir)( |$))${besideWords("pega un tiro|pego un tiro|se mata|me mato|suicid\\w*")}${notBeside(`${JAJA}|turno|cita|examen|fila|jubil\\w*|retiro|vacaciones|c p|de viejo|a mi edad|hospicio|cancer|terminal`)}`;

/** Round 92 (round 101's hatillo-es): how many sleeping pills "hacen falta para no despertar": how much it takes, asked as a joke or not. */
// Round 113 (round 124's elpaso2-es: "nomas quiero saber cuantas me tengo q tomar pa ya no despertar", after a
// question about trazodone's highest dose): how many one has to take.
const PARA_NO_DESPERTAR = `(cuantas|cuantos)( \\w+){0,7} (hacen falta|se necesitan|necesita|necesito|hacen|se ocupan|ocupo|se ocupa|ocupa|me tengo (que|q) tomar|tengo (que|q) tomar|me tomo|debo tomar|me debo tomar) (para|pa|pa que|para que) (no despertar|no despertarse|ya no despertar|no volver a despertar)(?= |$)${notBeside(`${JAJA}|anestesia|cirugia|colonoscopia|operacion|procedimiento|dentista`)}`;

/** Rounds 93 and 94 (their code reviews): the writer's own death stated, which no harmless frame of the rounds may take. */
const MUERTE_PROPIA_DICHA =
  "matarme|suicid\\w*|me quiero morir|quitarme la vida|me mato|me cuelgo|colgarme|me corto|cortarme|venas|me doy un tiro|tirarme|aventarme|ya no quiero vivir";
/**
 * Round 95's code review: one's own death as the round's benign rules must never stand beside it, wider than
 * MUERTE_PROPIA_DICHA ("si falto al trabajo es porque ya no estoy en este mundo", "…mejor me pego un tiro").
 */
const MUERTE_PROPIA_AMPLIA = `${MUERTE_PROPIA_DICHA}|me voy a matar|me quiero matar|me quite la vida|me quito la vida|me voy a quitar la vida|me mate|me pego un tiro|me voy a dar un tiro|me ahorco|me ahorque|me colgue|me tire|me avente|morir\\w*|muero|muerte|tiro|balazo|ahorc\\w*|puente|ya no estoy|ya no este|ya no voy a estar|este mundo|para siempre|pa siempre|me fui|(pa|para) (que|q) vivir|no sirvo|me tome todo|tomarme|quitar de en medio|desaparecer|cansad[oa] de vivir|no quiero estar|pastillas|pistola|soga|adios`;

/** Round 93 (round 102's aibonito-es): "plan: el frasco entero de clonazepam hoy despues del turno", said with a laugh; "hoy me tomo el pastillero completo". */
const EL_FRASCO_ENTERO = `(el|un|todo el|mi|todo mi) (frasco|bote|pomo|pastillero|blister) (entero|completo|todito|todo|enterito)( de (\\w+ ){0,2}(pastillas|clonazepam|\\w+pam|xanax|percocet|oxy\\w*|morfina|insulina|trazodona|tylenol|pildoras|tabletas))?(?= |$)${besideWords("hoy|esta noche|manana|despues del turno|me tomo|me lo tomo|tomarme|me voy a tomar|plan|adios|el (sabado|domingo|viernes|lunes|martes|miercoles|jueves)")}${notBeside(`perro|gato|nino|nina|bebe|mi hijo|mi hija|por error|por accidente|sin querer|jarabe|vitaminas?|gomitas|dulces|mermelada|salsa|miel|cafe|galletas|crema|surtieron|surtir|refill|receta nueva|farmacia|me mandaron|llego|llegaron|se me cayo|se cayo|tire|tirar|botar|devolver|desechar|agua|cerveza|vino|ron|tequila|cloro|champu|leche|jugo|soda|refresco|helado|nieve|pintura|basura`)}`;

/** Round 93 (round 102's aibonito-es): "me quedan como dos dias q yo mismo me di", said with a laugh. */
const DIAS_QUE_YO_MISMO_ME_DI = `(me (quedan|quedaban|queda) (como |unos |solo |nomas |namas )?(\\w+ )?(dias|horas|semanas|dia)( \\w+){0,3} ((que|q) )?(yo mismo|yo misma|yo solito|yo solita|yo) me (los |las )?(di|puse|dio|marque)( de plazo)?|me di (\\w+ ){0,2}(dias|horas|semanas)( de plazo)?( \\w+){0,7} (despues|luego|y luego) (ya )?no (voy a estar|estare|voy a seguir))(?= |$)${notBeside("vacaciones|licencia|permiso|pto|de descanso|para entregar|pa entregar|para mandar|pa mandar|para aplicar|pa aplicar|deadline|plazo del va|para el appeal|pa la apelacion|dieta|ayuno|reto|challenge|tarea|proyecto|(pa|para) (dejar|terminar|bajar|pintar|entregar|mandar|aplicar|decidir|pagar|arreglar|limpiar|mudarme|empacar|juntar|ahorrar|conseguir|buscar|llamar|hablar|estudiar)|fumar|peso")}`;

/** Round 94 (round 103's gainesville-es): the heart medicine saved "para tomar todo junto"; a frame of medicine named does not lower it. */
const TODA_LA_MEDICINA_JUNTA = `(guarde|junte|guardo|junto|tengo guardada|tengo guardadas) (toda|todas|todo) (la|las|el|mi|mis) (medicina|medicinas|pastillas|pildoras|medicamento|medicamentos)( \\w+){0,4} ((para|pa) (tomar|tomarme|tomarmelas|tomarmela|tomarla|tomarlas)( \\w+)? (todo|todas|toda) (junto|juntas|junta|juntos|de una vez)|(me la|me las|me lo|me los) voy a tomar (toda|todas|todo|todos) (junta|juntas|junto|juntos|de una vez))(?= |$)${notBeside(JAJA)}`;

/** Round 94 (round 103's hanford-es): "bro estoy en el bridge rn, idk por qué le estoy escribiendo a un benefits bot lol": at a place, whatever laugh is beside it. */
const EN_EL_PUENTE_AHORITA = `(estoy|ando|toy) (en|arriba del|arriba de|sobre|parado en|parada en) (el|la) (bridge|puente|azotea|techo|edificio|orilla|borde)( rn| ahorita| ahora| right now)?(?= |$)${besideWords("idk por (que|q)|(no se|ni se) por (que|q) (te|le|les) (estoy )?(escribo|escribiendo)|le estoy escribiendo a|te estoy escribiendo")}${notBeside("trabajo|chamba|arreglando|pintando|techando|reparando|trafico|fila|atorad\\w*|foto\\w*|paseo|vista|del va|de la va|clinica|oficina|atienden|cita")}`;

/** Round 94 (round 103's hanford-es and gainesville-es): "ayer me tiré enfrente de un carro pero frenó. hoy lo vuelvo a intentar"; "ayer me agarraron cuando me quise colgar, hoy no me van a agarrar": yesterday frames nothing. */
const HOY_OTRA_VEZ = `((hoy|esta noche|manana|ahorita) lo (vuelvo|voy a volver) a intentar|(hoy|esta noche|manana|ahorita) (no me|nadie me) ((van a|vayan a|va a) )?(agarrar|agarran|agarra|parar|paran|para|detener|detienen|salvar|salvan|salva|sacar|sacan|saca|encontrar a tiempo|alcanzar)( nadie)?)(?= |$)${besideWords("me tire (enfrente|al|del|de)|me avente|me aviente|me quise (matar|colgar|aventar|tirar|cortar)|freno|me agarraron|me salvaron|me salve|me sacaron|me pararon|colgar|pastillas|ahorcar|cortarme|canal|puente")}${notBeside("examen|licencia|prueba|dieta|fumar|carrera|claim|apelacion|llamar|cita|trabajo|entrevista|portal|pagina|documentos|va gov|terapia|dolor|subir|entrar|formulario|aplicacion")}`;

/**
 * Round 101 (its code review): what no harmless frame of round 101's explains away, a plan's signs said beside the
 * figure ("me dejo tirado en el 30%, ya regale mis cosas y les deje una carta a mis hijos").
 */
const NOT_A_FIGURE_R101 =
  "regal\\w*|carta|cartas|deje todo|arreglad\\w*|contrasena\\w*|claves|si me pasa algo|razon pa\\w*|ya no tengo|no quiero vivir|adios|despedir\\w*|pistola|escopeta|arma|armas|pastillas|puente|soga|me las|me la paga|le espera|nego|negaron|cabron|arreglar cuentas|me esta esperando|me espera";
export const ES_RULES: readonly Rule[] = [
  // The general classes in Spanish: the words any Spanish screen needs, written from the issue.
  ...rules("suicide", "issue", [
    `suicid(arme|arse)|${NOT_THREATENED}matarme|(tengo |con |sin )?ganas de morir(me)?|me (voy a|quiero) matar|quitarme la vida|(terminar|acabar) con mi vida|quiero morir(me)?(?! de)|(ya )?no quiero vivir${VIVIR_EN_UN_LUGAR}`,
  ]),
  ...rules("suicide", "issue", [
    `(pienso|pensando|pensar|pienso mucho) en (matarme|suicidarme|quitarme la vida|morirme|la muerte)|me quiero (morir|matar)(?! de)|(quiero|voy a|pienso) (acabar|terminar) con (todo|mi vida|esto)|ya no (quiero|puedo) (mas|seguir|vivir)${VIVIR_EN_UN_LUGAR}(?! (examenes|citas|papeleo|papeles|tramites|formularios|preguntas|llamadas|vueltas|cartas)( |$)| con ((eso|esto) (del|de la|de los|de mi) (claim|reclamo|caso|appeal|apelacion|tramite|proceso|papeleo|examen|examenes|pension|seguro)|el (claim|reclamo|caso|appeal|tramite|proceso|papeleo)|la (apelacion|cita)|los (examenes|tramites))( |$)(?!.* (ni (con )?(nada|la vida)|de vivir|vida|ya me voy|no voy a estar|irme)( |$)))|(hacerme|me hago|me hice) dano|cortarme|no quiero despertar|quiero desaparecer`,
  ]),
  ...rules("meansReady", "issue", [
    `${ARMA} (cargad[ao]|en la (mano|boca|mesa)|al lado|aqui)|ya (compre|tengo|consegui) (la|el|las|los|unas|una) ${ARMA}`,
  ]),
  ...rules("intent", "issue", [
    "(ya )?(lo )?(decidi|tengo decidido|esta decidido)(?!( \\w+){0,4} (a |voy a |que voy a |q voy a |de )?(apelar|aplicar|solicitar|pedir|inscribir\\w*|mudarme|casarme|estudiar|comprar|vender|jubilarme|retirarme|operarme|llamar|hacer (el|mi|la) (reclamo|claim|tramite|papeleo|solicitud|apelacion|cita))( |$))|tengo (un|el) plan|(lo voy a|voy a) hacer(lo)? (hoy|esta noche|manana)|no (voy a|va a) (volver|regresar)|me voy pa(ra)? siempre|(es|ha llegado|llego) (la hora|mi hora)|ultimo mensaje|ya no (van|vamos) a (tener que|saber)",
  ]),
  ...rules("afterMe", "issue", [
    "cuando (yo )?(ya )?no (este|estar)|si (me muero|yo muero|muero|me pasa algo|ya no estoy)|despues de que (me muera|me vaya|yo no este)|no voy a estar (aqui|aca)|(ya )?no (lo|la|los|las) voy a necesitar",
  ]),
  ...rules("farewell", "issue", [
    `adios(?!( y gracias por (la|el|su) (informacion|ayuda|atencion|info)| (a|al) (la |el |mi |mis )?(troca|carro|camion|trabajo|jale|empaque|fil|campo|escuela|army|ejercito|uniforme|cigarro|cigarros|pisto|alcohol|papeleo))${NOTHING_OF_RISK_AFTER})|me despido|despedirme|cartas? de despedida|perdonenme|perdon por todo|gracias por todo|(diganle|dile|digan) a (mis|mi) \\w+ que (los|la|lo) (quiero|amo)|regal(e|ando|ar|o) (mis|mi|todas|sus|su) (cosas|armas|medallas|perro)`,
  ]),
  ...rules("thirdPartyDanger", "issue", [
    `(mi|su) ${KIN}( \\w+){0,16} (no contesta|no responde|se despidio|dice que se va a (matar|morir(?! de)(?! (en|sobre) (su|la|esa|el|ese) (hamaca|silla|sillon|mecedora|cama|sofa|recliner|troca|rancho|parcela|milpa|huerta|porch|portal)( |$)))|se encerro|se llevo (la|el) (pistola|arma|rifle|fusil|carabina|escopeta))`,
  ]),
  ...rules("harm", "issue", [
    // Round 65 (round 74's keywest-es): "voy a matar un venado este fin de semana", an animal hunted,
    // butchered or a pest, is no threat. Round 74 (round 83's wheights-es): nor "voy a matar ese C&P
    // mañana", an exam or a hearing to ace.
    `(?<!(me|te|nos) )(voy a|lo voy a|la voy a|los voy a) (matar|balear|balacear|disparar|apunalar|quemar)${FIRED_AGAIN_WITH_A_FORM}(?! el tiempo| dos pajaros| las naves| el hambre|(?<=matar) (la|el|esta|este|mi|su|esa|ese) (compu|computadora|pc|laptop|impresora|tele|television|tablet|maquina|bateria|pila)( |$)| (ese|esa|el|la|este|esta) (c p|examen|audiencia|entrevista|hearing|interview|test|prueba|presentacion|exam)( |$)| la sed| el antojo| (un|una|el|la|los|las|unos|unas|mi|mis|otro|otra) (venado|venados|puerco|puercos|marrano|marranos|cochino|cochinos|lechon|chivo|chivos|borrego|borregos|pollo|pollos|gallina|gallinas|guajolote|pavo|pavos|conejo|conejos|pato|patos|paloma|palomas|jabali|jabalies|alce|oso|coyote|coyotes|cucaracha|cucarachas|rata|ratas|raton|ratones|mosca|moscas|mosquitos|hormigas|culebra|vibora|iguana|iguanas|res|becerro|ciervo|berrendo|faisan|codorniz|codornices)( |$))|(le|les) voy a (disparar|pegar un tiro)${FIRED_AGAIN_WITH_A_FORM}(?! a (esta|la|mi|el|este|esa|ese) (computadora|compu|pagina|impresora|telefono|cel|celular|tele|carro|laptop|maquina|sistema))|(?<!(^| )(como|parece|parecia|suena|sonaba|suenan|sonido|ruido|sueno|sone|pesadilla|hubo|noticias|noticia|pelicula|peli|serie|video|juego|videojuego|novela)( \\w+){0,3} )(?<!(^| )(el|un|del|ese|aquel) (ultimo|primer) )(?<!(^| )(vi|he visto|presencie|sobrevivi|vivi|estuve en)( (un|el|ese|aquel|varios))? )tiroteo(?! en (la|mi|su) cabeza)(?! (que|q) (vi|he visto|presencie|sobrevivi|vivi|hubo))(?!( \\w+){0,6} (fue|en) (en )?(faluya|fallujah|ramadi|mosul|bagdad|baghdad|kandahar|helmand|irak|iraq|afganistan|afghanistan|vietnam|corea|kuwait|panama|somalia|bosnia|granada|combate|el army|la guerra)( |$))(?! de (llamadas|preguntas|papeles|correos|emails|cartas|mensajes|textos|citas|formularios|forms|requisitos|documentos)( |$))(?! (de|en) (faluya|fallujah|ramadi|mosul|bagdad|baghdad|kandahar|helmand|irak|iraq|afganistan|afghanistan|vietnam|corea|kuwait|combate)( |$))|(llevar|llevo|voy con) (la|el|mi) (pistola|arma|rifle|fusil|carabina|escopeta|ar) (a|al|pa) (la |el )?(oficina|clinica|trabajo|escuela|va)`,
  ]),
  ...rules("hopeless", "issue", [
    "(soy|me siento) (una carga|un estorbo|inutil)|estarian mejor sin mi|(no tiene|no le veo|ya no tiene|sin) sentido|no (hay|tengo) (razon|motivo|esperanza)|(cansad[ao]|harto|harta) de (vivir|todo(?! (el|la|los|las|este|esto|eso|lo))|la vida)|(ya )?no (puedo|aguanto) mas|nadie me (extranaria|quiere|necesita)|sin esperanza|no vale la pena vivir",
  ]),
  ...rules("suicide", "family-es", [
    `suicidio|${NOT_THREATENED}matarme|me (voy a|quiero|pienso|iba a|vuelvo a) matar|(?<!(examen|trabajo|papeleo|formulario|tramite|espera|dia|jefe|calor|viaje|cita|clase|ejercicio|gym|turno|semana|mes)( \\w+){0,2} )(?:(?<!(^| )(la|esta|esa|tanta|una|que) (fila|cola|espera)( \\w+){0,5} )|(?=me mato (hoy|ya|esta noche|manana|de verdad|esta semana|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|de una vez)( |$)))(?<!(?<!(si|sin|no|negaron|niegan|aprueban|despues de)( \\w+){0,3} )(la|esa|mi|esta) (cirugia|operacion)( de (la|el|mi) \\w+)? (?!me mato (hoy|esta noche|manana|ya|de verdad)))me mato(?! (el|la|los|las|un|una|con) | (trabajando|chambeando|estudiando|de risa|de la risa|del? susto|de (gusto|alegria|felicidad|emocion|la emocion|contento|contenta|orgullo)))|pienso matarme|(quitar|quitarme|quitarse|(?<!se )quito) (me |se )?la vida|me quito la vida|(terminar|acabar|acabo|termino) con (mi vida|todo)|se acaba todo(?! (el|la|lo|los|las) (papeleo|tramite|proceso|claim|reclamo|prestamo|curso|contrato|examen|espera|pago|deuda|escuela|semestre|entrenamiento)( |$))`,
    "me voy a (colgar|tirar(?! de cabeza (a|al|pa|para|en) (estudiar|la escuela|la universidad|la carrera|los estudios|trabajar|el trabajo|el negocio|gi bill|el gi bill|programa|el programa|curso|el curso|las clases|proyecto|el proyecto|appeal|el appeal|la apelacion|claim|el claim|reclamo|el reclamo|vre|chapter 31|capitulo 31)( |$))|ahorcar|pegar un tiro|dar un tiro|meter un (tiro|balazo)|tomar (todo|todas))|me (meto|pego|doy) un (tiro|balazo)|(tomarme|bajarme|tomar|bajar) todas (las|mis) pastillas(?!(?<=(^| )(puedo|se puede|se pueden|debo|es seguro|esta bien|podria|puede|pueden) (tomar|tomarme|tomarse) .*)( \\w+){0,3} (en la manana|por la manana|en las mananas|por las mananas|con el desayuno|con la comida|con la cena|cada dia|diario|al dia|todos los dias|o (separadas|separarlas|repartidas|repartirlas|espaciadas|espaciarlas))( |$))|se (va a|quiere|iba a) (matar|colgar|tirar|estrellar|cortar|quitar la vida|pegar un tiro|dar un tiro)|se mete un balazo|va a meter el carro",
    `quiero morir(me)?(?! de)|me quiero morir(?! de)|se quiere morir(?! en (su|la|mi) casa (y no|no) en| (de|del) (la |el |los |las )?(coraje|rabia|risa|verguenza|nervios|susto|calor|gusto))|(?<!(si|cuando)( \\w+){0,6} )ya no quiere (vivir|seguir)|(ya )?no quiero (vivir${VIVIR_EN_UN_LUGAR}|despertar|estar aqui|seguir viviendo)|no quiero seguir(?! con ((eso|esto) (del|de la|de los|de mi) (claim|reclamo|caso|appeal|apelacion|tramite|proceso|papeleo|examen|examenes|pension|seguro)|el (claim|reclamo|caso|appeal|tramite|proceso|papeleo)|la (apelacion|cita)|los (examenes|tramites))( |$)(?!.* (ni (con )?(nada|la vida)|de vivir|vida|ya me voy|no voy a estar|irme)( |$)))`,
    "(me voy a|voy a|se va a) dormir pa(ra)? siempre|descanso de verdad|me voy con (el|ellos|mis companeros)|reunir(me|se)? con (sus|mis) companeros|dejar de existir|desaparecer pa(ra)? siempre",
    `me corte(?! (el|un|los) (dedo|dedos|pelo|cabello)( |$)| (las|la) (unas|una|barba|mano)( |$)| (cortando|pelando|picando|trabajando|en el trabajo|en la chamba|en la cocina|en el matadero|afeitandome|rasurandome|con el cuchillo de la cocina)( |$))|se corto|cortarme|cortar(me|se) las (venas|munecas)|se corto las munecas|ahorcar(me|se)|me tome (todas|todo|como \\d+)(?!${COMO_RECETADAS})|se tomo (todas|todo|un pomo|algo|las pastillas)|sobredosis|no voy a fallar|casi lo logro`,
  ]),
  ...rules("suicideMention", "family-es", ["suicidio|se suicido|se quito la vida|se mato(?! trabajando)"]),
  ...rules("means", "issue", [
    ARMA,
    "(?<!(debajo|abajo|bajo|bajito) (del|de un|de una|de la|de el|el|un|los|de los) )puente(?! (esta|ta|queda) (cerca|lejos)( pero)? (con|por) (este|el|tanto|mucho) (trafico|tapon|traffic)( |$))|techo|azotea|presa|lago|(?<!(^| )(tomar|tomo|tome|tomamos|tomando|agarrar|agarro|agarre|subir al|subo al|subirme al|viajar en|viajo en|viaje en|voy en|vamos en|ir en|me voy en|llego en) (el )?)tren(?! (pa|para|a|al|hasta) (mi |la |el )?(cita|trabajo|chamba|hospital|va|clinica|casa|escuela|oficina|aeropuerto|centro|downtown|union station)( |$))|piso \\d+|ventana|canon|monte|bosque",
  ]),
  ...rules("meansReady", "family-es", [
    `${ARMA} (cargad[ao]|en la (mano|boca|mesa|mesita)|aqui|al lado|lista|listo)|(?<!(cafe|cafecito|cafesito|tinto|expreso|espresso|cafe de olla|cafe negro)( bien| muy)? )cargad[ao]|contadas|guardadas|ya (compre|tengo|amarre|cargue|abri|sac[oe])( \\w+){0,3} ${ARMA}|ya (amarre|cargue)(?! (el|la|los|las|un|una|mi|mis|su|sus) (\\w+ )?(columpios?|hamacas?|perros?|perras?|vacas?|caballos?|becerros?|bote|lancha|lona|carga|troca|camion|celular|cel|telefono|carro|bateria|tarjeta|mochila|maleta|zapatos|paquetes?|cajas?|arbolito|pinata|ninos?|ninas?|bebe|chamacos?|llanta|llantas|lena|lavadora|secadora|despensa|mandado|tendedero|cortina|cortinas|puerta|cerca|alambre|tomates|matas|plantas)( |$))|amarre la(?! (\\w+ )?(columpios?|hamacas?|perros?|perras?|vacas?|caballos?|becerros?|bote|lancha|lona|carga|troca|camion|celular|cel|telefono|carro|bateria|tarjeta|mochila|maleta|zapatos|paquetes?|cajas?|arbolito|pinata|ninos?|ninas?|bebe|chamacos?|llanta|llantas|lena|lavadora|secadora|despensa|mandado|tendedero|cortina|cortinas|puerta|cerca|alambre|tomates|matas|plantas)( |$))|con la puerta cerrada|(tengo|tiene) (el|la) (cuchillo|pistola|navaja|arma|revolver) (en la mano|al lado)|la (cargue|dejo cargada)|tengo con que|ya tengo con que|(la|una) pistola en la boca`,
  ]),
  ...rules("place", "family-es", [
    "(estoy|esta|estamos) (en|parqueado en) (el|la) (techo|puente|azotea|orilla|estacionamiento)|(?<!(\\d+ horas|trabajando|trabajo|chambeando|chamba|jale|jalando|arreglando|reparando|poniendo|instalando|limpiando|pintando|roofing|techos|calor|sol|frio|hace|hacia) )en el techo(?!( \\w+){0,3} (trabajando|chambeando|poniendo|instalando|arreglando|reparando|pintando|limpiando))|en el puente|el carro en el garage|mirando el agua",
  ]),
  ...rules("lethality", "family-es", [
    "cuant[oa]s (pastillas|tylenol|pildoras)(?!( de \\w+)? (me mandan|mandan|me surten|me puedo|puedo|se puede|debo|tengo que|hay que tomar al|al dia|por dia|diarias|diarios|en la noche|cada|me tomo al))|dosis (letal|mortal)|(mas|la) forma (mas )?(rapida|segura|facil) de (morir|matarme)|cuanto (tarda|tiempo) en (morir|desangrar)",
  ]),
  ...rules("intent", "family-es", [
    "ya (lo )?(tengo|esta) decidid[oa]|ya me decidi(?!( \\w+){0,4} (a |voy a |que voy a |q voy a |de )?(apelar|aplicar|solicitar|pedir|inscribir\\w*|mudarme|casarme|estudiar|comprar|vender|jubilarme|retirarme|operarme|llamar|hacer (el|mi|la) (reclamo|claim|tramite|papeleo|solicitud|apelacion|cita))( |$))|ya esta decidido|lo tengo decidido|decidi(?!( \\w+){0,4} (a |voy a |que voy a |q voy a |de )?(apelar|aplicar|solicitar|pedir|inscribir\\w*|mudarme|casarme|estudiar|comprar|vender|jubilarme|retirarme|operarme|llamar|hacer (el|mi|la) (reclamo|claim|tramite|papeleo|solicitud|apelacion|cita))( |$))|tengo (el plan|todo listo|la fecha)|ya (tengo|esta) todo (listo|arreglado|decidido)(?! (pa|para|pal) (la |el |mi |su )?(cita|claim|c p|examen|audiencia|appointment|entrevista|reclamo|apelacion|viaje(?! (sin regreso|sin retorno|sin vuelta|de ida|de no regreso|final|largo))|vacaciones|mudanza|cirugia|operacion)( |$))|el plan hecho|no (voy a|va a) fallar|hoy es (la noche|el dia)|es la noche|ya no (voy a|va a) ser un problema|no regreso|no (voy a|va a) volver|como si no fuera a volver|no me busquen|no lo busquen(?!.* (sorpresa|fiesta|sospech\\w*)( |$))(?<!(^| )(sorpresa|fiesta)( .*)?)|que lo encuentren|ya no lo voy a necesitar|no (voy|va) a frenar|lo voy a hacer|voy a terminar|terminar lo que empez\\w*|hago lo que debi|ya me canse(?! de (esperar|llamar|el va|pelear con|luchar con|tanto papeleo|posponer\\w*|dejarlo para despues|la fila|el tramite|el papeleo))|a proposito|se va a tirar|ya no (van|vamos) a tener que preocupar\\w*|me voy (pal|al|para el|pa el|a la|pa la) (bosque|monte|puente|lago|presa|rio|canon) con|que (mi familia |nadie )?me encuentre\\w*",
  ]),
  ...rules("time", "issue", [TIEMPO]),
  ...rules("soon", "issue", [
    "esta noche|(?<!(^| )((de|en|por|a|toda) la|cada|esta|todas las) )manana|este fin de semana|este finde|(antes del?|el proximo|este) (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|(en )?la madrugada|fin de mes",
  ]),
  ...rules("afterMe", "family-es", [
    "cuando (yo )?(ya )?no (este|estar)|cuando me vaya|ya no voy a estar|no voy a estar aqui|si me pasa algo|ultimo mensaje|ultima semana|no los va a necesitar|no las va a necesitar|pronto no|por si acaso|ya pago el entierro",
  ]),
  ...rules("deathBenefit", "issue", [
    "dic|sobreviviente|entierro|cementerio|seguro de vida|seguro|poliza|pension|beneficios?|testamento|gi bill|compensacion",
  ]),
  ...rules("farewell", "family-es", [
    `adios(?!( y gracias por (la|el|su) (informacion|ayuda|atencion|info)| (a|al) (la |el |mi |mis )?(troca|carro|camion|trabajo|jale|empaque|fil|campo|escuela|army|ejercito|uniforme|cigarro|cigarros|pisto|alcohol|papeleo))${NOTHING_OF_RISK_AFTER})|despedi\\w*(?! ((pa|para|de) (mi|el|la|su|nuestro|nuestra) (compadre|comadre|compa|jefe|jefa|companero|companera|amigo|amiga|sargento|hijo|hija|hermano|hermana|primo|prima|tio|tia|pastor|maestro|maestra)|de soltera|de soltero|(del|de mi|de la|de los) (trabajo|jale|empaque|fil|patron|jefe|chamba|compania|empresa|escuela|base|unidad)|(de los|de las|de mis) (companeros|companeras|compas|colegas)( del| de)? (trabajo|jale|chamba))${NOTHING_OF_RISK_AFTER})|despidiendo\\w*|se despidio|(escribiendo|escribio|escribi|deje|dejo|dejado|hecho) (una |la |las )?(cartas?|nota)|la carta (esta|debajo)(?!( \\w+){0,4} (es|era|viene|vino) (del|de la|de el) (va|seguro|banco|escuela|corte|irs|social security|seguro social|medicare|medicaid|champva|tricare|dmv)( |$))|cartas (pa|para|a) (mis|todos|los)|perdon(?!( (hermana|hermano|senora|senor|mija|mijo|mi amor|maam|sir|doctora|doctor|oficial|amiga|amigo))? (me (explique|exprese) mal|(quise|queria) decir|lo (dije|escribi|puse) mal|era (broma|un chiste|de broma|un decir)|fue (broma|un chiste))( |$)(?!(.* )?(ya no (aguanto|puedo|quiero|voy a estar|van a tener|voy a necesitar)|matar\\w*|morir\\w*|me voy|adios|despid\\w*|escribi la carta|deje la carta|esta noche|ya decidi|todo listo|se acaba|ya tengo|la tengo|lo tengo|molestar|dar problemas|carga|estorbo|cuiden|ya es hora|no me hagan caso)( |$)))(?! (es que|es (la|el|un|una|pa|para|pal|por) \\w+|por (la|el|las|los|mi) (molestia|molestias|pregunta|preguntas|ortografia|letra|tardanza|demora|mala|dictado)|por preguntar|por la tardanza|que (le|les|te) (moleste|pregunte|escriba|escribo))(?!.* (ultima|ultimo|carta|cartas|adios|despid\\w*|ya no|matar\\w*|morir\\w*|se acabo|me voy|dejo|les dejo)( |$)))|lo siento|que la amo|que los amo|que la quiere|dile a (mi|su)|(?<!(suegra|suegro|enfermera|enfermero|tia|abuela|nuera|vecina|mi esposa|mi esposo|mi mama|su esposa|su esposo|soy la que|soy el que|es la que|es el que|son los que|son las que) )cuid(a|en|ame) a|fue un honor|gracias por todo|gracias por la ayuda$|regale|regalando|le di (los|las|mis)|vendi mi(?! (primera |vieja |otra |antigua |anterior )?(casa|carro|troca|camioneta|trailer|traila)(?:(?=.* (loan|prestamo|hipoteca|coe|refinanc\\w*|entitlement|elegibilidad|otra casa|nueva casa|2 veces|dos veces)( |$))|(?<=(^| )(loan|prestamo|hipoteca|coe|refinanc\\w*|entitlement|elegibilidad|otra casa|nueva casa|2 veces|dos veces) .*))(?!.* (pastillas|pistola|soga|arma|morir\\w*|matar\\w*|adios|despedi\\w*)( |$))(?<!(^| )(pastillas|pistola|soga|arma|morir\\w*|matar\\w*|adios|despedi\\w*) .*))|le deje la contrasena(?!( \\w+){0,6} (pa|para) (que|q) (revise|vea|cheque|pague|entre|maneje|cuide)( |$))|deje todo arreglado(?! (pa|para|pal) (la |el |mi |su )?(viaje(?! (sin regreso|sin retorno|sin vuelta|de ida|de no regreso|final|largo))|vacaciones|mudanza|cirugia|operacion|cita|claim)( |$))|hice el testamento|papeles del seguro|mami si me pasa algo`,
  ]),
  ...rules("thirdPartyDanger", "family-es", [
    `(mi|su) ${KIN}( \\w+){0,10} (no contesta|no responde|apago el (telefono|cel)|se encerro|se llevo (la|el)|se fue (caminando|pal|al|pa)(?! (la )?(cielo|gloria|guerra|army|navy|ejercito|marina|irak|iraq|vietnam|afganistan|base|entrenamiento|boot camp|basic|escuela|universidad|trabajo))|esta en el (techo|puente|bano|cama)|dejo (la|de tomar|de comer)|se tomo(?! (doble|dos veces) (la|su|las|sus) (de la|del|de el) (presion|azucar|diabetes|colesterol|tiroides|corazon)( |$)(?!.* (no (se )?despierta|despertar\\w*|desmaya\\w*|morad[oa]|no respira|911|emergencia|hospital|inconsciente|mal|vomit\\w*)( |$)))(?!( \\w+){0,4} (hace (anos|\\d+ anos|mucho tiempo)|en (el )?(19|20)\\d\\d)| (su|la|sus|las) (ultima |ultimas |primera |primeras )?(dosis|quimio|vacuna|vacunas|inyeccion|presion|temperatura|cafe|sopa|antibiotico|antibioticos)(?!.* (toda|todo|todas|todos|completa|completo|frasco|pluma|caja|botella|de mas|doble)( |$))| (su|la|sus|las) (pastilla|pastillas|pildora|pildoras|medicina|medicinas) (de la presion|del azucar|de la diabetes|del colesterol|de la tiroides|del corazon|de la manana|de la noche)(?=.* (ya esta (mejor|bien)|como siempre|a su hora|su dosis|con el desayuno|con la comida|champva|cubre|receta|farmacia|refill|tricare|medicare)( |$))(?!.* (toda|todo|todas|todos|completa|completo|frasco|pluma|caja|botella|de mas|doble|no (se )?despierta|no responde|no contesta|despertar\\w*|dormid[oa]|desmaya\\w*|vomit\\w*|no respira|no quiere vivir|no queria vivir|ya no (quiere|queria)|de (su|mi|la) (abuela|abuelo|mama|papa|esposa|esposo|tia|tio)|911|ambulancia|hospital|emergencia|morir\\w*|matar\\w*)( |$)))|se corto|metio una manguera|dice que se va(?! a morir de)(?! a morir (en|sobre) (su|la|esa|el|ese) (hamaca|silla|sillon|mecedora|cama|sofa|recliner|troca|rancho|parcela|milpa|huerta|porch|portal)( |$))|dijo que se|me llamo|mando un texto|me mando)`,
    "(?<!(^| )(el|la) (va|vba|vso) y yo( \\w+){0,10} )(?<!(va|oficina|clinica|regional|abogado|abogada|representante|doctor|doctora|telefono|linea|nadie|vso|seguro|claim|caseworker|coordinador|coordinadora|vre)( \\w+){0,4} )(?<!((asignaron|asigno|tengo|tiene) (un|una|el|la|mi|su)|^(mi|el|la)) (consejero|consejera|counselor|terapeuta)( \\w+){0,4} )(?<!(legion|vfw|dav|agente|caseworker|case manager|trabajadora social|trabajador social)( \\w+){0,2} )(?<!(dormid[oa]|muert[oa]) o (muert[oa]|dormid[oa])( \\w+){0,2} )(?<!(^| )(vso|representante|abogado|abogada|agente)( \\w+){0,6} (el|la) (q|que) (tengo|me toco|me asignaron|me asigno) )no (me )?(contesta|responde|abre)(?! (los|mis|el|la|las|sus) (mensajes|emails|correos|llamadas|texts|textos|mails))(?!( \\w+){0,4} (pa|para|por|sobre) (lo del|el|la|los|mi|su) (claim|reclamo|formulario|forma|cita|papeleo|caso|apelacion|appeal|beneficios|prestamo))|apago el (telefono|cel)|dejo el celular|(se encerro|esta encerrado) (en el|con)|ya llame al 911|no me hace caso|esta como dormido",
  ]),
  ...rules("harm", "family-es", [
    `(?<!(^| )(cancer|naranja|orange|pits|quemaderos|enfermedad|covid|tumor|infarto|diabetes|alcohol|cigarro|cigarros|droga|drogas|presion|azucar|tomar|fumar|rodillas|rodilla|dolor|artritis|edad|vejez) )(la|lo|los|las) (mato(?! el| la| los| las| un| una)|voy a matar|va a matar)|(?<!(claim|reclamo|papeleo|proceso|tramite|espera|cita|carta|esto|eso|trabajo|calor|va|formulario|examen|papeles|forma|pagina|tarea|dolor|espalda|rodilla|cabeza|rodillas|pierna|migrana|sistema|burocracia|tos|nieve|frio|invierno|humedad|lluvia|renta|gasolina|calefaccion|backlog) )(?<!(tos|dolor|calor|frio|espalda|rodilla|migrana|cabeza|trabajo|espera|papeleo|diabetes|presion) que )(?<=((^| )(el|ella|ellos|ellas)|((mi|su|tu) (esposo|marido|ex|pareja|novio|novia|esposa|mujer|padrastro|hijastro|hijo|hija|hermano|hermana|papa|apa|padre|suegro|suegra|vecino|vecina|jefe|jefa|cunado|primo|tio)|(ese|esa|este|esta) (tipo|hombre|mujer|cabron|vato|loco|tecato|desgraciado|desgraciada|infeliz))( \\w+){0,10}) )(me|nos) mata(?! (la|el|los|las|de|si|cuando supo|con (tantas|tanto|tanta|las) (horas|turnos|trabajo)) | (el |ella |ellos |ellas )?(jaja|jeje|lol)(?!.* (no es broma|no es chiste|en serio|pistola|arma|cuchillo|amenaz\\w*)( |$)))(?<!(casi|calor|frio|trafico|fila|telesalud|telemedicina|app|aplicacion|computadora) (me|nos) mata)|(?<!(claim|reclamo|papeleo|proceso|tramite|espera|cita|carta|esto|eso|trabajo|calor|va|formulario|examen|papeles|forma|pagina|tarea|dolor|cabeza|espalda|rodilla|rodillas|migrana|migranas|tos|calor|frio|nieve|invierno|humedad|lluvia|renta|calefaccion|diabetes|azucar|presion|cigarro|cigarros|cigarrillo|cigarrillos|fumar|tabaco|vicio|alcohol|comida|grasa|thing|stuff|bill|school) )(?:(?<!(este|esta|ese|esa) (telefono|cel|celular|computadora|compu|app|aplicacion|internet|wifi|impresora|laptop|tablet) )|(?=(.* )?(puente|techo|azotea|edificio|estoy en|escribiendo esto|pistola|cuchillo|arma)( |$)))(?<!(calor|frio|trafico|humedad|sol|invierno|verano|tiempo|clima) (de|en) \\w+ )(?<!(dijo|dice|dijeron|dicen) que (el |la |los |las )?(cigarro|cigarros|cigarrillo|cigarrillos|fumar|tabaco|vicio|alcohol|comida|grasa|azucar|presion|diabetes|colesterol|trago|refresco|soda|pisto|chupe|cerveza|cheve|chela|licor|vino|bebida|tomar|tomadera|droga|drogas)( \\w+){0,2} )(me|nos) va a matar(?! (si|cuando|del|de|(un|algun) dia de lo (mal|rapido|loco|feo) (que|q) (maneja|conduce|corre))|( con (tantas?|tantos?|tanto) | (la|el|los|las|mi|mis) (espalda|rodillas?|cabeza|pies|piernas?|cintura|hombros?|nervios|paciencia|cuello|manos|higado|rinones|rinon|pulmones|pulmon|azucar|colesterol|diabetes)( |$)))|a esa la mato|(?<!(me|te|nos) )((?<!(cancer|naranja|orange|enfermedad|covid|tumor|infarto|diabetes|alcohol|cigarro|cigarros|droga|drogas|presion|azucar|tomar|fumar|vicio|trago|pisto|chupe|rodillas|rodilla|dolor|artritis|edad|vejez) (lo|la|los|las|le|les) )va|voy) a matar (a|al)|matar al|le voy a (ensenar|dar)(?! (un tiro( mas| otra vez)? (a|al) ((la|el|esta|este|esa|ese) )?(\\w+ )?(aplicacion|solicitud|formulario|forma|examen|prueba|programa|claim|reclamo|app|curso|idea|grant|pagina|apelacion|supplemental|board)|las gracias|un regalo|una sorpresa|la (pension|informacion|noticia|bienvenida|mano)|el (numero|formulario|dato|pesame)|mi (numero|direccion)|los (papeles|documentos|datos)|de baja|de alta|seguimiento|((?!(bala|balas|plomo|tiro|tiros|balazos?|plomazos?|cuchillo|cuchilladas?|fuego|chingadazos?|madrazos?|golpes?) )\\w+ ){0,3}(a|al) (este|ese|el|mi|la|esta|esa|los|las) (appeal|apelacion|claim|reclamo|examen|papeleo|tramite|caso|formulario|forma|proceso)( |$)|(como|cuando|donde) (empiezo|aplico|hago|inicio|lleno|le hago|se hace|empezar|aplicar)( |$)|(guerra|batalla|lata|pelea|la pelea)( |$)))|me las va(n)? a pagar|(le|les) (quemo|quemamos|voy a quemar|vamos a quemar) (la|su) (casa|troca|carro|oficina|negocio)|no ve el domingo|no (va|voy) a salir solo|que se preparen|que vean lo que es|(?<!(^| )(como|parece|parecia|suena|sonaba|suenan|sonido|ruido|sueno|sone|pesadilla|hubo|noticias|noticia|pelicula|peli|serie|video|juego|videojuego|novela)( \\w+){0,3} )(?<!(^| )(el|un|del|ese|aquel) (ultimo|primer) )(?<!(^| )(vi|he visto|presencie|sobrevivi|vivi|estuve en)( (un|el|ese|aquel|varios))? )tiroteo(?! en (la|mi|su) cabeza)(?! (que|q) (vi|he visto|presencie|sobrevivi|vivi|hubo))(?!( \\w+){0,6} (fue|en) (en )?(faluya|fallujah|ramadi|mosul|bagdad|baghdad|kandahar|helmand|irak|iraq|afganistan|afghanistan|vietnam|corea|kuwait|panama|somalia|bosnia|granada|combate|el army|la guerra)( |$))(?! de (llamadas|preguntas|papeles|correos|emails|cartas|mensajes|textos|citas|formularios|forms|requisitos|documentos)( |$))(?! (de|en) (faluya|fallujah|ramadi|mosul|bagdad|baghdad|kandahar|helmand|irak|iraq|afganistan|afghanistan|vietnam|corea|kuwait|combate)( |$))|limpiar la oficina|quemar la casa|atropellar|apuntandoles|(puso|pone) la pistola en la cabeza|(pistola|rifle|arma|ar) (al|a la|pa la|pal) (trabajo|oficina|clinica)(?!.* (permiso|licencia|permitid\\w*|se permite|dejarla|dejarlo|la dejo|lo dejo|supongo (que|q) no|(nomas|solo|nada mas|pero) pregunto)( |$))|voy (pa|para|a) (la clinica|la oficina|su casa)( \\w+){0,6} (con (el|la|mi) (pistola|arma|rifle|fusil|carabina|escopeta|cuete|fierro|ar|machete|cuchillo|gasolina)|armad[oa](?! (de|con) ((mis|sus|los|las|la|el|todos los|todas las|to los|toditos los) )?(paciencia|valor|documentos|papeles|evidencia|pruebas|informacion|razones|records|paperwork|formularios))|a (arreglar|ajustar|acabar|terminar))|(ya )?se (donde (vive|parquea)|a que hora sale|cual es su carro)|no le va a ir bien|vengarse|ahi se acaba todo|arreglar esto de una vez`,
  ]),
  ...rules("hopeless", "family-es", [
    "(una|un) carga|peso muerto|mejor sin mi|estarian mejor|no le encuentro sentido|(no tengo|sin) ganas de (seguir|vivir)|no vale la pena(?! (ir|llamar|apelar|esperar|pedir|el|la|los|las|que|hacer|aplicar|solicitar|pelear con|gastar|pagar|manejar))|cansad[ao] de (vivir|pelear(?! con)|todo(?! (el|la|los|las|este|esto|eso|lo)))|no se cuanto mas|ya no (doy|aguanto|puedo) mas|no aguanto(?! (estar (parado|parada|de pie|sentado|sentada|mucho)|mucho (parado|parada|de pie|sentado|sentada|caminando)|parado|parada|de pie|caminar|el dolor (de|en) (la|el|mi|mis|las|los) (rodilla|rodillas|espalda|pierna|piernas|hombro|cadera|pie|pies)|la rodilla|la espalda|las rodillas|trabajar|manejar|cargar|el calor|el frio|los zapatos|la bota|las botas|mucho tiempo|\\d+ (horas|hrs|minutos|turnos|millas)(?=.* (rodilla|rodillas|espalda|pierna|piernas|pie|pies|cadera|hombro|parado|parada|de pie|sentado|manejando|warehouse|turno|chamba|jale|trabajo)( |$))|(tanto|tantas horas) (parado|parada|de pie|en el|manejando)))|ojala no (me )?despierte|nadie me (extranaria|va a extranar)|nadie va a extranar|pa que( sigo| seguir)?$|para que sigo|de que sirve|no me importa si (choco|me muero)|atrapado|no ve salida|mirando la pistola|regalando sus|hubiera preferido morir\\w*|ya vivi lo que|no me necesitan|ultimo que celebro|ya no sirvo|no sirvo pa nada|nada (me importa|tiene arreglo)|me siento down|deprimid[oa]|deje de tomar las pastillas|(?<!si (algun dia |un dia |manana |hoy )?)no contesto el telefono|el arma debajo de la almohada|me acabo(?! de (dar cuenta|enterar|casar|divorciar|separar|salir (del|de la) (army|navy|marines?|marine corps|servicio|guardia|reserva|air force|fuerza aerea|ejercito|armada|militar|coast guard)|licenciar|retirar|jubilar|pensionar|mudar|graduar|inscribir|registrar|llegar|acordar|operar)| (el|la|los|las|mi|mis) (paciencia(?! con (la vida|todo|vivir))|rating|tiempo (de|pa|para) (usar|usarlo|aplicar|pedir|apelar|reclamar|mandar|entregar)|aseguranza|plazo|gas|gasolina|saldo|credito|bateria|pila|gi bill|beneficio|beneficios|escuela|meses|elegibilidad|derecho|dinero|pension|cheque|prestamo|seguro|cobertura|unemployment|desempleo))|(?<!(^| )(por|pa|para|de|secundaria a( la)?|aumento por|rating (de|por|pa)|claim (de|por|pa)|reclamo (de|por|pa)) )depresion(?! (secundaria|secundario|mayor|cronica)( |$))",
  ]),
  ...rules("past", "issue", [
    "el ano pasado|(en|del|desde|por) (el )?(ano )?(19|20)\\d\\d|(?<!(desde|conozco|conoce|conocemos|conocen|conoci|casados|casado|casada|juntos|amigos) )hace (\\d+ |dos |tres |cuatro |cinco |muchos |varios |unos |como \\d+ )?(anos|meses)(?! que)",
  ]),
  ...rules("benign", "issue", [
    "me muero (por(?! (mi|su) propia mano)|de(?! (una )?(sobredosis|overdose|un balazo|un tiro|un disparo)( |$)))|me (esta|estan|tiene) matando|me quiero morir de(?! (verdad|veras|deveras|a deveras|en serio)( |$))",
  ]),
  ...rules("benign", "family-es", [
    "ya (esta|estoy) (bien|mucho mejor|mejor|estable)|esta estable|en terapia|me muero (por(?! (mi|su) propia mano)|de(?! (una )?(sobredosis|overdose|un balazo|un tiro|un disparo)( |$)))|me (esta|estan|tiene) matando|me estoy matando|se mato trabajando|me mataron con|muert[oa] de (cansancio|hambre|risa|frio|miedo)|me mori de|es pa morirse|(nos )?estamos muriendo de|me quiero morir de|matar el tiempo|hasta la muerte|(?<!(^| )(si|cuando) )me mato (el|la|los|las|un|una)|(?<=(^| )(si|cuando) )me mato (el|la|los|las|un|una)(?<!(^| )si me mato (el|la|los|las|un|una)(?= (lunes|martes|miercoles|jueves|viernes|sabado|domingo|dia|fin|proximo|proxima)( |$)))(?!(.* )?(dic|sgli|vgli|seguro de vida|service connected|pension|cobre|cobra|cobrar|entierro|funeral|beneficiario|sigue pagando|siguen pagando|le paga\\w*|les paga\\w*|bandera|honores)( |$))(?<!(^| )(dic|sgli|vgli|seguro de vida|service connected|pension|cobre|cobra|cobrar|entierro|funeral|beneficiario|sigue pagando|siguen pagando|le paga\\w*|les paga\\w*|bandera|honores)( .*)?)|(?<!(^| )si(?! no (me |se |te )?(hubiera|hubieras|hubieramos|fuera|fue) )( \\w+){1,12} )(lo|la) mato (el|la|los|las|un|una)(?! (lunes|martes|miercoles|jueves|viernes|sabado|domingo|proxima|otra|dia|noche|semana))|(mi|su|tu) \\w+ se (suicido|quito la vida)|murio|fallecio|fallecido|accidente|funeral|velorio|jaja\\w*|es un decir|(?<!yo )era veteran[oa]|hospice",
  ]),
  // Round 4 (decision 941): phrasings of the second round's Spanish set, read once it had been measured.
  ...rules("means", "es-r2", [
    "soga|manguera|mofle|(?<!(sin|echar|echarle|ponerle|poner|precio del|llenar de) )gas|estufa|anticongelante|veneno|cloro|gatillo|trailer|vias del tren|mar adentro|(?<!(weekly|staying (in|at) (a|the)|living (in|at) (a|the)|live in (a|the)|vivo en (un|el)|viviendo en (un|el)|quedando en (un|el)|quedo en (un|el)) )motel(?! (voucher|vouchers|room|rent|por semana|semanal|pagado))",
  ]),
  ...rules("meansReady", "es-r2", [
    "(soga|cuerda) (ya )?(esta )?(colgada|amarrada|lista)|colgada en|conectada al (mofle|escape)|abri el gas|(frasco|pomo)( \\w+){0,7} abiert[oa]|limpie la (pistola|escopeta|arma)|jalar el gatillo|probando la soga|lo que tengo guardado|todo lo que necesito|(tengo|tiene) el (anticongelante|veneno|cloro)",
  ]),
  ...rules("intent", "es-r2", [
    "reunirme con (el|ella|ellos|mis)|(pa|para) que parezca (un )?accidente|juntando valor|ya me puedo ir|(nadar|nadando) mar adentro|no voy a estar (pa|para)|es lo ultimo que hago|(ya )?tome la decision(?! de (jubilar\\w*|retirar\\w*|mudar\\w*|vender|comprar|estudiar|regresar a la escuela|aplicar|cambiar\\w*|divorciar\\w*|casar\\w*|apelar|pedir|solicitar|trabajar|dejar el trabajo|renunciar|mover\\w*|irnos a|irme a vivir)( |$))|ya nadie se tiene que preocupar|meter la troca debajo",
  ]),
  ...rules("suicide", "es-r2", ["(se|me) quiere(s)? ir pa(ra)? siempre|me quiero ir pa(ra)? siempre"]),
  ...rules("suicideMention", "es-r2", ["se quita la vida|quitarse la vida"]),
  ...rules("time", "es-r2", [
    "madrugada|hoy mismo|(antes del|del|este|el proximo) (lunes|martes|miercoles|jueves|viernes|sabado|domingo)",
  ]),
  ...rules("deathBenefit", "es-r2", ["beneficiari[oa]|chapter 35|cobr(e|en|a|ar)|reclam(e|ar) el entierro|vgli|sgli"]),
  ...rules("hopeless", "es-r2", [
    "(mas facil|mejor) no despertar|bajonead[oa]|de sobra|me da igual si (amanezco|despierto|vivo)|pa(ra)? que vivir|todo (le|me) vale|ya vivio demasiado|no le encuentro razon|ya no tengo fuerzas|a ver que pasa|sin salida|(un|una) estorbo",
  ]),
  ...rules("harm", "es-r2", [
    "(?<!(^| )(hasta|cuando|a ver si|antes de|antes) )que paguen(?! (el|la|los|las|mi|su|sus|mis|un|una) (?!que ))|me lo echo|me la llevo conmigo|(esperando|espero)( \\w+){0,4} con (el|la|mi) (ar|rifle|pistola|arma|cuerno)|va a ver lo que es|con lo que traigo|que haya bastante|(ir|voy) a buscar(la|lo) armado|ella sabe lo que pasa|(oficina|clinica)( \\w+){0,5} con (mi|el|la) (rifle|pistola|arma|ar)",
  ]),
  // Not an app, a page or an account that will not let the writer in ("la aplicacion del VA no me
  // deja entrar con el login.gov"): round 7's question writers (tuned after their first round).
  // Round 75 (round 84's moca-es): up to six words between ("el sistema de la VA está muerto hoy, no
  // me deja entrar").
  ...rules("thirdPartyDanger", "es-r2", [
    "(?<!(app|aplicacion|pagina|sistema|portal|sitio|cuenta|web|computadora|compu|telefono|celular|login|gov|vagov|idme|id me|login gov|va gov|ebenefits|myhealthevet|mhv)( \\w+){0,6} )no me deja entrar(?! (a la|a mi|al|con) (pagina|app|aplicacion|cuenta|portal|sistema|sitio|login))(?! (a|al|en|con) (la |el |mi )?(va gov|vagov|va|login gov|id me|idme|my healthevet|myhealthevet|mhv|ebenefits|e benefits|pagina|portal|sitio|app|cuenta|sistema|login|web)( |$))",
  ]),
  ...rules("benign", "es-r2", [
    "me mato con|(?<!(tomar|tomarse|tomo|toma|tragar|tragarse|tomarme|tomarnos) )pa(ra)? morirse|morir de viejo|no me rindo",
  ]),
  // Broad classes written in round 4 after reading only the es-r2 set (so tagged es-r2): the
  // English classes' kinds in Spanish, measured by the bench on family-es, which they never saw.
  ...rules("suicide", "es-r2", [
    "(?!me (va|iba) a (colgar|ahorcar) si( no)? (\\w+ )?(encuentro|encuentra|llego|hago|traigo|consigo|pago|termino|lleno|mando|pierdo|olvido|se entera|ve|sabe|veo|se da cuenta)( |$))(me|se) (voy|va|iba) a (suicidar|quitar la vida|colgar|ahorcar|aventar(?! (el|la|los|las|un|una|mi|mis|ese|esa|este|esta) (appeal|apelacion|claim|reclamo|caso|tramite|papeleo|examen|chamba|trabajo|jale|semestre|clase|curso|maraton|partido|paperwork|formulario|forma|hlr|supplemental|hearing|audiencia)( |$))|disparar|volar la cabeza|envenenar|ahogar)|(acabar|terminar) con (mi sufrimiento|mi existencia)|(dormir|dormirme) y no despertar|(irme|me voy|se va|me quiero ir) de este mundo|quitarme de en medio|(me|se) (corto|corte) las venas",
  ]),
  ...rules("means", "es-r2", [
    "cuete|fierro|la 9|(?<!(^| )(?<!(necesito|quiero|unico|falta|solucion|merezco|salida|ahorita|ahora|queda) )(es|eres|era|fue|sea|como) una )balas?(?! de (plata|salva|goma)(?!.* (pa mi|para mi|guardada|sola|esta noche)( |$)))|pastillero|frasco|pomo|cuerda|cable|cinturon|raticida|matarratas|gillette|vias|carretera|(el )?mar|rio|presa|acantilado",
  ]),
  ...rules("meansReady", "es-r2", [
    "(pistola|arma|rifle|fusil|carabina|escopeta|cuete|fierro) (ya )?(cargad[ao]|lista|listo)|(pastillas|pildoras|medicinas)( \\w+){0,2} (guardadas|juntadas|contadas|listas)|junt(e|ando|ado|adas) (las |mis |todas las )?(pastillas|pildoras|medicinas)|(tengo|ya tengo) (todo lo que necesito|con que hacerlo)|en la sien",
  ]),
  ...rules("intent", "es-r2", [
    "(ya )?(lo )?tengo (todo )?(planeado|pensado)(?!( \\w+){0,2} (pa|para|pal) (la|el|mi|su|los|las)? ?(quinceanera|quince|fiesta|boda|viaje|mudanza|cumpleanos|cumple|graduacion|bautizo|carne asada|reunion|vacaciones|posada|navidad|baby shower|despedida de soltera)( |$))|ya (se|escogi|elegi) (como|cuando|donde|el dia|la fecha|el lugar)|(voy a|pienso) hacerlo|(?<!(^| )fue (mi|el|la) )(ultima|ultimo) (vez|noche|carta|dia(?! (pa|para) (mandar|aplicar|pedir|solicitar|someter|llenar|entregar|apelar|inscribir\\w*|registrar\\w*|pagar))(?! del (mes|ano|periodo|plazo|semestre|trimestre|ciclo)(?:(?=.* (pago|pagan|paga|cheque|deposito|depositan|apelar|cobrar|vence|aplicar|mandar|cae|caen)( |$))|(?<=(^| )(pago|pagan|paga|cheque|deposito|depositan|apelar|cobrar|vence|aplicar|mandar|cae|caen) .*))(?!.* (despido|despedir|vivo|vivir|me di|arreglado|perdon\\w*|me van a ver|ultimo que|ultima vez|mi ultimo|mi ultima|me voy|pa siempre|para siempre|murio|con mi)( |$))(?<!(^| )(despido|despedir|vivo|vivir|me di|arreglado|perdon\\w*|me van a ver|ultimo que|ultima vez|mi ultimo|mi ultima|me voy|pa siempre|para siempre|murio|con mi) .*)))(?! (que (llame|fui|vi|pedi|aplique|fue|estuve)|(de|del|en el|en la|de mi|en mi) (servicio|trabajo|clases|escuela|la oficina|oficina|army|navy|marines|base|deployment|contrato|jale|chamba|planta|fabrica|empacadora|compania|empresa|fil|campo|tienda|obra)))|es mi ultim[oa]|(antes de que|cuando) lo haga|despues de que lo haga|ya no hay vuelta atras|sin marcha atras|(estoy|ando) (juntando|agarrando) valor",
  ]),
  ...rules("time", "es-r2", ["al rato|en unas horas|pasado manana|este finde|(el|este) fin de semana|en la noche"]),
  ...rules("afterMe", "es-r2", [
    "(despues de|cuando) (mi muerte|me muera|muera|me vaya)|si (muero|algo me pasa|falto(?!( \\w+){0,3} (cita|clase|trabajo|chamba|jale|escuela|examen|consulta|turno|c p|appointment)( |$))|llego a faltar)|cuando (yo )?falte|el dia (q|que|en que) (yo )?(falte(?! a (la|mi|una|su|el) (cita|clase|trabajo|appointment|examen|reunion|junta|chamba|jale|escuela|consulta))|me muera|me vaya(?! (a|al|pa|pal|para|de|del|con|en) )|ya no este(?! en ))|ya no (voy a|va a) (estar|necesitar)|(?<!(soy|es|era|fue|siendo|como|ser|yo) )(?<!(compadre|comadre|amigo|compa|vecino|tio|primo|cunado|suegro|abuelo|hermano|papa|padre|apa|jefe|sargento|sarge)( \\w+){0,8} )(mi|la) viuda(?! (de (un|mi|el|su) (veterano|esposo|marido)|del veterano)( |$))(?!(?<=la viuda) (se vuelve a casar|se casa|se vuelve a juntar)( |$))",
  ]),
  ...rules("farewell", "es-r2", [
    "(cartas?|notas?|mensajes?|video) de despedida|(cartas?|notas?) (pa|para) (mis|mi|todos)(?! (claim|claims|reclamo|reclamos|caso|apelacion|expediente|abogado|abogada|representante|doctor|doctora|jefe|trabajo|escuela|clase|solicitud|aplicacion))|(?<!(suegra|suegro|enfermera|enfermero|tia|abuela|nuera|vecina|mi esposa|mi esposo|mi mama|su esposa|su esposo|soy la que|soy el que|es la que|es el que|son los que|son las que) )(cuiden|cuida) (a|de) (mi|mis)|(los|las|te) (quiero|amo) mucho|perdon(enme)? por todo|(deje|dejo|tengo|dejar) (todo (arreglado|en orden)|(arreglado|en orden)(?! su (entierro|funeral|tumba|lapida|cremacion|sepultura|lote)( |$)))(?! (pa|para|pal) (la |el |mi |su )?(cita|claim|c p|examen|audiencia|appointment|entrevista|reclamo|apelacion|viaje(?! (sin regreso|sin retorno|sin vuelta|de ida|de no regreso|final|largo))|vacaciones|mudanza|cirugia|operacion)( |$))(?!.* cuando me (toque|llegue (la hora|mi hora|el momento|el dia))( |$))(?<!(^| )cuando me (toque|llegue (la hora|mi hora|el momento|el dia))( .*)?)|ya (organice|arregle) todo|testamento",
  ]),
  ...rules("hopeless", "es-r2", [
    "estorbo|sin (salida|razon|esperanza)|no (le )?(veo|encuentro) (salida|sentido|razon)|(cansad[ao]|harto|harta) de (vivir|existir|la vida)|me da igual (si )?(vivo|muero|amanezco|despierto)|ojala (no (despierte|amanezca)|me muera)|(seria|estarian|estaria) mejor sin mi|(mejor|quisiera) (estar )?muert[oa]|aguitad[oa]|agüitad[oa]",
  ]),
  ...rules("thirdPartyDanger", "es-r2", [
    "se (encerro|fue|llevo)( \\w+){0,3} (el|la|su|sus) (arma|pistola|rifle|fusil|carabina|escopeta|pastillas)|no se donde (esta|anda)( \\w+){0,4} (con|y) (el|la|su) (arma|pistola|rifle)",
  ]),
  ...rules("harm", "es-r2", [
    "(lo|la|los|las) voy a (quebrar|tronar|balacear|echar|desaparecer)|me (lo|la|los) (quiebro|trueno)|me (la|lo|los) llevo de corbata|que me las paguen|(la|las) (va|van|vas) a pagar|(?<!(me|le|nos|les|te|lo|los) )(van|va|vas) a (pagar|ver)(?! (el|la|los|las|mi|mis|su|sus|lo|algo|cuanto|cuando|si|que|retroactivo|backpay|dinero|compensacion|pension|a mi|mas|menos|otra|un|una|de|al|bien)( |$))|pagar el precio|(van|va|vas) a ver de lo que (soy|somos) capaz(es)?|(voy|ir|iba) armad[oa](?! (de|con) ((mis|sus|los|las|la|el|todos los|todas las|to los|toditos los) )?(paciencia|valor|documentos|papeles|evidencia|pruebas|informacion|razones|records|paperwork|formularios))|hacer un desastre|se va a armar",
  ]),
  ...rules("benign", "es-r2", [
    "licencia|permiso (de|pa|para) (portar|armas)|museo|donar(los|las)?|coleccion|cazar|caceria|de caza|venado|campo de tiro|limpiando (su|mi|el) (arma|rifle|pistola|escopeta)|hace anos|muert[oa] de (sueno|risa|cansancio|hambre|calor|frio)|me quiero morir de (la )?(verguenza|pena|risa)|se (mato|esta matando) (trabajando|estudiando)|matar(me)? de risa",
  ]),
  ...rules("hopeless", "es-r2", [
    "ya no (tengo|le veo|le encuentro) (ganas|sentido|caso|chiste)|(no|ya no) (le )?(veo|tengo) (futuro|salida)|(para|pa) que (sigo|seguir|vivo|estoy aqui)|me siento (vaci[oa]|perdid[oa]|muert[oa] por dentro|atrapad[oa]|sin salida)|no sirvo (para|pa) nada|(soy|me siento) un fracaso|(todos|mi familia) (estarian|estaria|viviria|vivirian) mejor|quisiera (desaparecer|no existir|no haber nacido|dormir pa(ra)? siempre)|(no|ya no) (puedo|aguanto) (con esto|con la vida|con todo)|ya no quiero (nada|seguir)|no tiene caso|sin ganas de nada|a nadie le importa|(hubiera|debi|debia) (muerto|morir|morirme)|(ya )?no me importa (nada|vivir|si (vivo|muero))",
  ]),
  // Common Spanish idioms of death and guns used harmlessly (round 4, written after reading es-r2).
  ...rules("benign", "es-r2", [
    "matar dos pajaros|(me|nos) (mata|mato|matan) de (la )?risa|(me|nos) muero de ganas|ni muert[oa]|ni a tiros|el tiro por la culata|como tiro|se me (murio|muere) (el|la) (cel|celular|telefono|bateria|carro|troca)|(me|nos) tiene(n)? frit[oa]s?|con un pie en la tumba de (viejo|la edad)",
  ]),
  // Round 5 (decision 941): general classes written after reading round 3's caribe-es set (Puerto
  // Rican and Spanglish), once measured: threats by revenge and planning, fire and "something" left
  // at an office, a target's workplace known, despair and farewells in Caribbean usage.
  ...rules("harm", "caribe-es-r3", [
    "(?<!(me|nos|te) )((?<!(cancer|naranja|orange|enfermedad|covid|tumor|infarto|diabetes|alcohol|cigarro|cigarros|droga|drogas|presion|azucar|tomar|fumar|vicio|trago|pisto|chupe) (lo|la|los|las|le|les) )(va|van)|vamos|voy) a (quemar|incendiar|balear|balacear|tirotear|volar|matar) (a|al|la|el|los|las|su|sus|esa|ese|esos|todos|toda)(?!(?<=matar \\w+) (compu|computadora|pc|laptop|impresora|tele|television|tablet|maquina|bateria|pila)( |$))(?! (tiempo|naves|sed|hambre|rato|appeal|apelacion|claim|reclamo|audiencia|examen|c p|hearing|caso|case|tramite|papeleo|entrevista)( |$))|(quemar|incendiar|prenderle fuego a|volar) (la|el|su) (oficina|clinica|casa|carro|edificio|regional|va|hospital)|gasolina( \\w+){0,4} (en el carro|lista|comprada)|compro la gasolina",
    `(?<!(se puede|puedo|podemos|esta permitido|es legal|es ilegal|permiten|dejan|prohibido|puede uno|uno puede) )(entrar|entro|meterse|metese|llegar) (a tiros|a balazos|disparando|armad[oa](?! (de|con) ((mis|sus|los|las|la|el|todos los|todas las|to los|toditos los) )?(paciencia|valor|documentos|papeles|evidencia|pruebas|informacion|razones|records|paperwork|formularios)))|(?<!ni )a (tiros|balazos) (a|en) (la|el)|que revienten|(dejar|deje|dejo|poner|voy a poner) algo en (la|el) (oficina|clinica|regional|edificio|va|hospital)|(?<!(cuando|estuvo en|estaba en|sobrevivio|sobrevivi|por|de|despues de) (la|una|el) )(?!(?<!(^| )(explot\\w*|volar|vuelo|vuela|volamos|mato|matar|matarlos|van a ver|vas a ver)( .*)?)((?<=^|(^| )(que|esta|es) )bomba (la|esa|esta) noticia|(?<=(^| )la )bomba (de|del) (este |esta |el |la )?(mes|semana|dia|ano|momento|noche|renta|factura|luz|noticia|noticias|carta del va|carta de la va)(?= |$)|(?<=(^| )(la|lo) (pasamos|pase|paso|pasaron|pasaste) )bomba|(?<=(^| )que )bomba (la|lo) de (hoy|ayer|anoche|esta semana|este mes|la semana|ahorita)(?= |$))(?!.* (regional|oficina|clinica|va|hospital|edificio|escuela|base|todos|explot\\w*|volar|vuelo|vuela|volamos|mato|matar|matarlos)( |$)))${BOMBA_DICHO}(?<!(^| )(me|nos|le|les) (exploto|estallo|revento|cayo) (una |la )?)(una )?bomba(?! (de|del|de la) (insulina|agua|gasolina|leche|morfina|infusion|pozo|cisterna|aire|la nebulizadora|nebulizadora|vacio|piscina|sumidero|combustible|aceite|frenos|gas))(?!(?<=(^| )(en|a|pa) la bomba)( (echando\\w*|llenando|a echar|de gas\\w*)|$))(?!( \\w+){0,3} (en|del) (beirut|irak|iraq|afganistan|vietnam|el cuartel|el 8\\d|el 9\\d|el 0\\d|el 1\\d|19\\d\\d|20\\d\\d))|salga en las noticias|(salir|va a salir|vas a ver|van a ver)( \\w+)? en (las noticias|el periodico|la tele)`,
    "(?<!(cancer|naranja|orange|enfermedad|covid|tumor|infarto|diabetes|alcohol|cigarro|cigarros|droga|drogas|presion|azucar|tomar|fumar|vicio|trago|pisto|chupe) (lo|la|los|las|le|les) (va|van) a )matar (a|al) (un|una|la|el|ese|esa|mi|su|esos)|(anos|carcel|prision|tiempo)( \\w+){0,6} por matar|se (lo|la|los) (busca|buscaron|gano)|(?<!(^| )(ahorita|horita|orita) )se (lo|la|los) busco(?! (ahorita|horita|orita|en un (momento|rato|ratito|minuto|segundo)|mas tarde|y se lo|y le|y te)( |$))|(le|les) voy a dar (su|lo que se) merecid[oa]|(hacer|hare|voy a hacer) que (todos|ellos|esos|esas|el|ella|todo el mundo) (paguen|pague)|(mapead[oa]s?|estudie|conozco|se cuales son) (las )?(salidas|entradas)|(se van|se va|te vas) a arrepentir(?!( \\w+){0,8} (apelar|apelacion|abogado|demanda\\w*|queja|congresista|board|corte|juez))|me las (va|van) a pagar|(la|lo|los|las) (desaparezco|voy a desaparecer)|nadie (la|lo|los|las) va a encontrar|donde (tirarla|tirarlo|enterrarla|enterrarlo)|(la|lo|los|las) voy a esperar|esperarl[oa]s? (en|afuera|a la salida)|(ella|el|esa|ese) sabe lo que hizo|va a ver lo que es bueno|van a ver lo que es bueno",
    "se donde (trabaja|vive|parquea|estaciona|esta|sale|duerme)|(este|el) (lunes|martes|miercoles|jueves|viernes|sabado|domingo) se (acaba|termina) (eso|esto)|se (acaba|termina) eso",
  ]),
  ...rules("harm", "caribe-es-r3", [
    "(salio|se fue|va|iba|salgo|voy) con (la|el|su|mi) (pistola|arma|rifle|fusil|carabina|escopeta|cuchillo|machete) (pa|para|a|al|pal) (casa|la casa|el trabajo|la oficina|donde)|(voy|va|vamos|iba) (a|al|a la|pa|pal|para)( \\w+){0,4} armad[oa]s?(?! (de|con) ((mis|sus|los|las|la|el|todos los|todas las|to los|toditos los) )?(paciencia|valor|documentos|papeles|evidencia|pruebas|informacion|razones|records|paperwork|formularios))|(le|les) (vuelo|voy a volar|vuela|va a volar|voy a reventar) la cabeza|(con|y) todos adentro|(la|lo|los|las) (mata|matara|va a matar)( y| si(?!(?<=(jefe|jefa|supervisor|supervisora|sargento|boss|mayordomo|manager|coach|maestro|maestra|profe|profesor|profesora) (la|lo|los|las) (mata|matara|va a matar) si) (no )?(llega|llego|llegas|llegan|llegamos) tarde( |$))|$)",
  ]),
  // Round 5: the same kinds in Spanish.
  ...rules("harm", "caribe-es-r3", [
    "(dice|dijo|anda diciendo|amenaza|amenazo|juro|jura|me escribio|grito) que (va a|lo va a|la va a|los va a|las va a|le va a|les va a) (matar|balear|balacear|quemar|disparar|golpear|atropellar|apunalar|tirotear|volar)|amenaz(o|a|ando|ado) con (matar|balear|disparar|quemar|golpear)|(ganas|deseos|miedo) de (matar|golpear|lastimar|hacerle dano|apunalar|balear) a|(quiero|quisiera|voy a) (hacerle|hacerles) dano|lastimar a (alguien|mi|su|la|el|los)|venganza|vengarme|desquit(arme|e|o)|cobrarmel[ao]s?|ajustar cuentas|saldar cuentas",
  ]),
  ...rules("harm", "caribe-es-r3", [
    "(le|les|te) voy a (romper|partir|quebrar|reventar|desbaratar) (la cara|el hocico|la madre|los huesos|las piernas|la crisma)|(romperle|partirle|reventarle) (la cara|el hocico|la madre)|(se va|se van|van) a acordar de mi|(voy a )?(caerles|caerle|les caigo|le caigo) con todo|(alguien|alguno|gente|uno de ellos) (va|van) a (salir|terminar) (herid[oa]s?|lastimad[oa]s?|muert[oa]s?)|nadie me (culparia|va a culpar)",
  ]),
  ...rules("harm", "caribe-es-r3", [
    "(a|al|a la|pa|pal|para|para la|pa la) (la )?(escuela|oficina|clinica|trabajo|va|regional|casa de|corte|base|hospital)( \\w+){0,4} con (la|el|su|mi) (\\w+ )?(pistola|arma|cuete|fierro|rifle|fusil|carabina|escopeta|9|ar|machete)(?! (de agua|de juguete))|pa(ra)? (alla|alli|su casa) con (la|el|mi|su) (pistola|arma|cuete|fierro|rifle|fusil|carabina|escopeta|9|ar)|se (lo|la|los) (trueno|quiebro|echo|bajo)|conmigo no se juega|(llevar|llevo|voy a llevar)(?!.* (supongo (que|q) no|(nomas|solo|nada mas|pero) pregunto|(a|pa|para) (cazar|la caceria|venado|venados|el campo de tiro|el range))( |$)) (el|la|mi) (cuete|fierro|pistola|arma|rifle|fusil|carabina|escopeta)( \\w+){0,3} (a|al|pa|pal|para) (la|el)",
  ]),
  ...rules("harm", "caribe-es-r3", [
    "(no voy a ir|no va a ir|no vengo|no voy) con las manos vacias|(voy a |ir a |lo voy a |la voy a )?buscar (a|al|a la) (\\w+ ){0,3}(que|quien) (le|me|nos) (pego|hizo|violo|robo|nego|quito|engano)|con (todo|ella|el|ellos|todos|todas) adentro|(la|lo|los|las) tengo en la mira|(ese|esa) (pendej[oa]|cabrona?|desgraciad[oa]|maldit[oa]|canalla|mamad[oa]|hijo de (puta|perra)|infeliz)( \\w+){0,3} no (llega|pasa|ve|vive|amanece)|(afuera|enfrente|frente) de (la )?casa de (su|mi|la|el) (\\w+ )?(\\w+ )?con (un|una|la|el|su|mi) (pistola|arma|rifle|fusil|carabina|escopeta|cuchillo|machete)",
  ]),
  ...rules("means", "caribe-es-r3", [
    "(el carro|la troca|la camioneta|la moto|el truck)( \\w+){0,2} contra (un|el|la) (poste|pared|arbol|muro|camion|trailer|puente)|estrellarme",
  ]),
  ...rules("hopeless", "caribe-es-r3", [
    "nada (vale|valiera|tiene|tuviera) (la pena|sentido)|como si nada (valiera|importara)|(es|soy|me siento) (un|una) fracasad[oa]|(mejor|ojala) (ni|no) (hubiera|hubiese) (regresado|vuelto|nacido)|me da lo mismo (vivir|morir|si vivo|si muero|si me muero)|vivir o morir|si vivo o (si )?muero|quisiera no despertar|(que )?no me despierte(n)? (nunca|mas)|ya (vivi|vivio|he vivido|ha vivido) (suficiente|demasiado|bastante|lo que tenia que vivir)|no despertar (mas|nunca)|(ya )?no (quiere|queria) seguir( viviendo| aqui)?(?! con)|todo (le|me) da igual|(me siento|soy) como (un|una) (fantasma|carga|estorbo|basura|cero a la izquierda)",
    "(voy a|antes de) hacer (una locura|una estupidez|algo (malo|loco|de lo que me (arrepienta|voy a arrepentir)))|(voy a|estoy a punto de) (explotar|perder la cabeza)(?! (de (felicidad|alegria|gusto|emocion|risa|orgullo|contento|contenta)|con (este|el|ese|esta|la|esa) (sistema|id me|idme|proceso|papeleo|formulario|pagina|website|app|login|computadora|telefono)|si (me|el va|la va|los del va|otra vez|vuelven) (piden|pide|vuelven|mandan|niegan|piden otra))( |$))",
  ]),
  ...rules("means", "caribe-es-r3", [`m9|m4|m16|${GASOLINE}|galon|frascos|ron`]),
  ...rules("suicide", "caribe-es-r3", [
    "(ya )?no quiero (amanecer|despertar(me)?|seguir aqui)|si me (las|los) tomo (todas|todos)|me (inyecte|tome|trague|bebi|meti) todo lo que (tenia|habia|tengo)|no quiero seguir (viviendo|aqui)",
  ]),
  ...rules("meansReady", "caribe-es-r3", [
    "(todos|todas) (los|las|mis) (frascos|pastillas|pildoras|medicinas)( \\w+){0,6} (juntos|juntas|en la mesa)(?!( \\w+){0,4} o (las|los) (separo|separas|separamos|reparto|repartes|espacio)( |$))(?!(?<=(^| )(puedo|se puede|se pueden|debo|es seguro|esta bien|podria|puede|pueden) (tomar|tomarme|tomarse) .*)( \\w+){0,3} (en la manana|por la manana|en las mananas|por las mananas|con el desayuno|con la comida|con la cena|cada dia|diario|al dia|todos los dias|o (separadas|separarlas|repartidas|repartirlas|espaciadas|espaciarlas))( |$))|(juntos|juntas) en la mesa|tengo (un|una|el|la) (galon|botella|frasco|pomo)( \\w+)? aqui|(ya )?tengo lo que necesito|(comprar|compro|compre) las balas",
  ]),
  ...rules("lethality", "caribe-es-r3", [
    "cuanto (tarda|tiempo tarda|se tarda|demora)( \\w+){0,5} (en )?(hacer efecto|morir|matar|desangrar|ahogar)|si uno se (lo|la) (toma|bebe|inyecta)|(desde|de) \\d+ (pies|metros|pisos)( \\w+){0,3} (se muere|muere)|se muere seguro|muerte segura",
  ]),
  ...rules("intent", "caribe-es-r3", [
    "(ya )?(escribi|deje|dejo|tengo|termine) (la|mi) (nota|carta)(?! (medica|del (doctor|medico|va)))(?! (pal|para el|pa el|al|a la|de|pa la|para la) (juez|jueza|abogad[oa]|va|claim|apelacion|corte|custodia|trabajo|escuela|senador|congresista|doctor|doctora|medico|patron|jefe|maestr[oa])( |$))|(ya )?(escogi|elegi|tengo|decidi) el dia|nadie va a oir (el )?(tiro|disparo)|no es culpa de nadie|(va a ser|sera|es) el mio",
  ]),
  ...rules("time", "caribe-es-r3", [
    "esta semana|este mes|(el )?\\d+ de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)",
  ]),
  ...rules("farewell", "caribe-es-r3", [
    "(regalo|regale|regalando|regalar|dio|di|vendio|vendi|vendiendo|le di|le dio) (todas )?(sus|mis|su|mi|el|la) (\\w+ )?(cosas|armas|medallas|perro|perra|gato|herramientas|ropa|guitarra|carro|troca|moto|reloj|pertenencias)(?!(.* )?(se muda|me mudo|nos mudamos|se mudan|mudanza|se va a vivir|me voy a vivir|asilo|vender la casa|apartamento)( |$))(?<!(^| )(se muda|me mudo|nos mudamos|se mudan|mudanza|se va a vivir|me voy a vivir|asilo|vender la casa|apartamento)( .*)?)|(vendi|regale|vendio|regalo) todo|el cuarto (ta|esta) vacio|cancele el (celular|telefono|cel)",
  ]),
  ...rules("hopeless", "caribe-es-r3", [
    "no (le )?(veo|encuentro|hallo) (el |ningun |ni un )?(sentido|salida|razon|caso)|(hubiera|habria) sido mejor (quedarme|morirme|morir|no volver|no regresar)|(no tiene|no tengo|sin|no hay) (razon|razones|motivo|motivos|ganas) (pa|para|de) (seguir|vivir)|(estaria|estarian|seria|vivirian|viviria) (mas )?(tranquil\\w+|mejor|feliz|felices) si (yo )?no (estuviera|existiera)|si yo no estuviera|no sentir nada( mas)?( pa(ra)? siempre)?|pa(ra)? siempre si se pudiera|me estoy ahogando(?! en)|nadie lo ve|vale la pena seguir( \\w+)? en general|seguir (peleando|luchando) en general|(ya )?(me|se) quiere(s)? ir con (papi|mami|papa|mama|mi esposo|mi esposa|el|ella|dios|ellos)|pa(ra)? que (vive|vivo)|no (deberia|debo|debiera) (existir|estar viv[oa]|vivir|haber vuelto)|me da igual si (choco|me mato|me muero|vivo|muero|me pasa algo)|me canse de (luchar|vivir|todo|pelear)(?! con)|(ya )?no (siento|tengo) ganas de nada|(ya )?no me queda nada( que hacer)?( aqui)?|cada dia me cuesta mas",
  ]),
  ...rules("afterMe", "caribe-es-r3", ["si me muriera|si yo muriera|si me muero hoy|quien cuidaria a"]),
  ...rules("benign", "caribe-es-r3", [
    "seguro de salud|(le voy a pegar|pegarle) un tiro a (esta|la|mi) (computadora|compu|pagina|impresora)",
  ]),
  // Round 5: the Spanish twins of the English weapon and grievance kinds.
  ...rules("weapon", "caribe-es-r3", [
    `pistola|escopeta|rifle|rifles|arma|armas|revolver|glock|ar|ar 15|cuerno|cuete|fierro|la 9|m9|m4|m16|machete|cuchillo|navaja|balas|municion|${GASOLINE}|armad[oa](?! (de|con) ((mis|sus|los|las|la|el|todos los|todas las|to los|toditos los) )?(paciencia|valor|documentos|papeles|evidencia|pruebas|informacion|razones|records|paperwork|formularios))|arsenal|francotirador`,
  ]),
  ...rules("grievance", "caribe-es-r3", [
    "me (nego|negaron|despidio|despidieron|quito|quitaron|humillo|enganio|engano|traiciono|boto|botaron|mintio)|se (burlo|rio|burlaron|rieron) de mi|se (llevo|quedo con) (a )?(mis|los) (hijos|nenes|ninos|chamacos)|custodia|orden de proteccion|(el|la|ese|esa) (evaluador|evaluadora|doctor|doctora|psicologo|psicologa|trabajadora social|empleado|empleada|de la oficina)|(la|esa) oficina|(la|esa) (clinica|regional)|(mi|su) (jefe|jefa|ex|vecino|vecina|supervisor|casero)|(el|su) (nuevo|novio|marido de)",
  ]),
  // Round 5, read from the other Spanish sets' leave-one-out misses (tagged by the set they came from).
  ...rules("harm", "family-es", [
    "(voy a|lo voy a|la voy a) esperar (a|al|la|lo|los)?( \\w+){0,4} (afuera|en el parking|a la salida|en la salida|en el estacionamiento|en la corte)|(afuera|a la salida) de (la|el|su) (corte|oficina|trabajo|casa|clinica)|(me|nos) (encuentra|busca|encuentre) y (me|nos) mata",
  ]),
  ...rules("harm", "es-r2", [
    "se (en que (clinica|oficina|lugar|edificio|piso)|a que hora) (trabaja|vive|sale|llega|entra)|tengo su (nombre|direccion|tablilla|placa)|cuando (yo )?llegue con",
  ]),
  ...rules("harm", "es-r2", [
    `(ando|estoy|salgo|sali|vamos) armad[oa]s?(?! (de|con) ((mis|sus|los|las|la|el|todos los|todas las|to los|toditos los) )?(paciencia|valor|documentos|papeles|evidencia|pruebas|informacion|razones|records|paperwork|formularios))|(empiezo|empezar|comienzo|voy) a (disparar|balear|tirar tiros)${FIRED_AGAIN_WITH_A_FORM}|(el|ella|ese|esa) no (va a|vuelve a) amanecer|(lo|la|los) voy a buscar( \\w+){0,3} (y|con)`,
  ]),
  ...rules("harm", "issue", ["(van|va) a saber quien soy|(que )?se (acuerden|acuerde) de mi"]),
  // Round 5: despair and farewell as Caribbean, Mexican-American and Spanglish speakers say it,
  // written from the kinds (not from any set's lines) after reading caribe-es; when a Spanish
  // message carries such words, the one-line offer is the safer side.
  ...rules("hopeless", "caribe-es-r3", [
    "(me quiero|quiero|quisiera) desaparecer|que (se acabe|termine) todo|(quiero|quisiera) que todo (se acabe|termine)|no (soporto|resisto|doy) (mas|pa mas|para mas)|no valgo nada|mi vida no vale|la vida no (vale|tiene) (nada|sentido)|no tengo (por que|por quien|pa que|para que) vivir|(no tengo|ya no tengo) a nadie|(estoy|me siento) (muy )?(sol[oa]|jodid[oa]|hundid[oa]|en el hoyo|en el piso|depre|depressed|done(?! con (?!todo)))|ando (depre|bajonead[oa]|hundid[oa])|(que )?dios (ya )?me (lleve|recoja|puede llevar)|(ya )?estoy list[oa] (pa|para) irme|descansar pa(ra)? siempre|(seria|es) un alivio (no despertar|morir|irme)|(me )?gustaria no despertar|ya no (puedo|aguanto) (more|mas con nada)|(tired|cansad[oa]) de (todo(?! (el|la|los|las|este|esto|eso|lo))|vivir|luchar)|(im|estoy) done con todo|no vale la pena (living|vivir|seguir)|(me siento|soy) (un )?(peso|problema) (pa|para) (todos|mi familia|ellos)|(todos|ellos|mi familia) (estan|estarian|van a estar) mejor sin mi",
  ]),
  // Round 5: low mood (screen.ts offers the line to a Spanish message with it and no benign frame).
  // Written after reading caribe-es, and finished after seeing the other Spanish sets' misses, so
  // their leave-one-out figures flatter it (decision 941).
  ...rules("mood", "caribe-es-r3", [
    "(ando|estoy|vivo) sin ganas|me siento (down|(muy )?mal (todo el tiempo|siempre|de todo)|triste|vaci[oa]|sol[oa]|perdid[oa]|hundid[oa])|siento que (no (valgo|sirvo|puedo mas|hay salida|importo)|ya no (puedo|aguanto|importo|sirvo)|estoy (de sobra|muert[oa]|sol[oa]|perdid[oa]|hundid[oa]|atrapad[oa])|soy (una carga|un estorbo|un fracaso|nada)|me (ahogo|estoy ahogando|estoy muriendo)(?! (de|en)))|a veces pienso (que (no|ya|mejor|seria|nadie|todos|estarian|quisiera)|en (morir|la muerte|no despertar|desaparecer|matarme|irme))|ya no (quiero (nada|vivir|seguir|estar|saber nada)|aguanto( mas)?$|aguanto (mas|nada|la vida|vivir)|le veo (sentido|salida)|le encuentro (sentido|salida))|cansad[oa] de (todo(?! (el|la|los|las|este|esto|eso|lo))|vivir|luchar|pelear con todo)|(estoy|ando|vivo) (muy |bien |siempre )?triste(?! (porque|por|de que|que))|no me importa (nada|si (vivo|muero|me muero|despierto|amanezco|choco))|nada me importa|(ni|porque) pa(ra)? que(?! (te|le|les) (cuento|digo|explico))|pa(ra)? que$|no se cuanto mas|ojala (no (despierte|amanezca|hubiera)|me (muera|muriera|lleve|hubiera muerto))",
  ]),

  // Round 6 (decision 941): general classes written after reading round 4's chicana-es set (East
  // LA, Dominican, Salvadoran Spanish), once measured, so its leave-one-writer-out figure is the one
  // without them: going or coming at someone with a weapon, fire, water or a truck; a target's shift
  // known; "no va a quedar nadie"; self-harm by shot, pills or charcoal; despair and farewells.
  ...rules("harm", "chicana-es-r4", [
    "(voy|va|vamos|van|iba|ir) a (ir|llegar|caer|regresar|entrar|buscar\\w*|esperar\\w*|presentarme|aparecerme)( \\w+){0,6} con (el|la|mi|su|los|las|un|una) (\\w+ )?(cuete|fierro|pistola|arma|rifle|fusil|carabina|escopeta|ar|9|45|machete|cuchillo|bat|bate|navaja|gasolina|plomo)|(le|les|te) (voy a |va a )?caigo( \\w+){0,4} con (el|la|mi) (cuete|fierro|pistola|arma|rifle|machete)|(le|les) (voy a )?caer( \\w+){0,4} con (el|la|mi) (cuete|fierro|pistola|arma|rifle|machete)",
    "(la|lo|los|las|le|les) (recibo|recibimos|voy a recibir|espero|voy a esperar) a (balazos|tiros|plomazos|machetazos|cuchilladas)|(?<!ni )a (balazos|plomazos|machetazos|cuchilladas)|(le|les) (meto|voy a meter|pego|voy a pegar|doy|voy a dar|meteria|daria) (un |unos |dos )?(tiro|tiros|balazo|balazos|plomazo|plomazos|machetazo|pinchazo|navajazo)(?!( mas| otra vez)? (a|al) ((esta|la|mi|el|este|esa|ese) )?(\\w+ )?(aplicacion|solicitud|formulario|forma|examen|prueba|programa|claim|reclamo|app|curso|idea|grant|computadora|compu|pagina|impresora|telefono|cel|celular|tele|carro|laptop|maquina|sistema|apelacion|supplemental|board)( |$))",
    "(le|les|la|lo) (voy a|va a) (echar|aventar|tirar) (el |la )?(agua hirviendo|aceite (hirviendo|caliente)|acido|gasolina|cloro)|(la|lo|los|las) (voy a|va a) (ahorcar|estrangular|ahogar|acuchillar|envenenar|atropellar|madrear|partir en dos)(?! (jaja\\w*|jeje\\w*|lol) (no me da|no me deja|no me dio|no me dan)( |$))|(le|les) (voy a|vamos a|va a) hacer dano|(ya )?(lo )?pense como (hacerlo|matarl[oa])|ya lo pense como",
    "no va a quedar (nadie|ninguno|ni uno|nada de (ellos|ellas))( viv[oa])?|(llegar|ir|estar|entrar) cuando (este|haya|hay) (lleno|mas gente|mucha gente)|(a que hora|cuando) hay mas gente|(ya )?(sabe|saben) lo que (me |nos |le )?(hizo|hicieron)|(ya )?se (en )?(que|cual) turno (trabaja|sale|entra|tiene)|no llega (a su casa|viv[oa]|al (lunes|martes|miercoles|jueves|viernes|sabado|domingo))|(ya )?(encontre|consegui|tengo|se) (su|la) direccion",
    "(meter|meto|estrellar|estrello|aventar|avientar|echar)( \\w+)? (la troca|el carro|la camioneta|el truck|la trocona)( \\w+){0,5} (por|contra|en) (la entrada|la puerta|la oficina|la clinica|el hospital|la gente|la marcha|la fila)|(arreglar|ajustar|limpiar|desaparecer|quebrar|tronar|bajar) (al|a la|a los|a las|a ese|a esa|a esos) (\\w+ )?(maestro|maestra|jefe|jefa|gerente|doctor|doctora|enfermera|sargento|vato|bato|tipo|cabron|pendejo|vecino|vecina|novio|ex|suegra|suegro)|con su (ar|rifle|pistola|arma|cuete|fierro) a (limpiar|arreglar)|a limpiar la",
  ]),
  ...rules("grievance", "issue", ["lo que me (hicieron|hizo|hacen)|(a|al|pa|pal) la base"]),
  ...rules("grievance", "chicana-es-r4", [
    "me (niega|niegan|nego|negaron|corrio|corrieron|acoso|acosaron|pego|pega|pegaron|regano|humillaron|humillan|trato como|trataron como|quito|quitaron|quiere quitar|quieren quitar)|(quitarme|quitar) a mis (hijos|ninos|nenes|plebes|chamacos)|le (falto|faltaron) el respeto|abuso de|(el|la|ese|esa|pinche) (gerente|maestro|maestra|sargento|enfermera|trabajadora social|supervisor|supervisora|foreman|mayordomo|jefe|jefa|juez|abogado|abogada)|(?<!(^| )(vender|vendo|vendi|venderle|regalar|regalo|regale|regalarle|prestar|prestarle|preste|presto|donar|donarle)( \\w+){0,4} (a|pa|para) )(su|mi) (ex|suegra|suegro|cunado|cunada|vecino|vecina|casero|casera|patron|patrona)",
  ]),
  ...rules("weapon", "issue", ["hierro|la 9|la nueve|el cuete|el fierro"]),
  ...rules("weapon", "chicana-es-r4", ["bate|bat|agua hirviendo|acido|plomo|la 45|la 40|la 22|cuerno de chivo"]),
  ...rules("suicide", "chicana-es-r4", [
    `(pegarme|pegarse|darme|darse|meterme|meterse|echarme|echarse) un (tiro|balazo|plomazo)|pa(ra)? no (despertar|amanecer)(?! (cansad|con dolor|adolorid))|(me|se) (las|los) (tomo|voy a tomar|trago|voy a tragar|tomare|va a tomar) (todas|todos)(?! (juntas|juntos) (en la manana|en la noche|con (la|el) (comida|desayuno|cena))(?!.* (ya no|morir\\w*|matarme|para siempre|pa siempre|de una vez|de golpe|despertar)( |$)))|me (acabo de )?(tomar|tome|trague|tragar) (todo|toda|todas|todos) (el|la|los|las|mis) (frasco|pomo|caja|botella|pastillas|pildoras|bote)(?!${COMO_RECETADAS})`,
  ]),
  ...rules("suicideMention", "chicana-es-r4", [
    "(?<!(^| )(me|nos|lo|la|los|las) (tiene|tienen|traen|trae|tienes|traes|tenia|tenian) (bien |medio |todo |toda )?)ahorcad[oa](?! (con|de) (\\w+ )?(biles|bills|deudas|renta|pagos|papeleo|trabajo|dinero|cuentas|tarjetas|prestamos|la hipoteca|hipoteca|chavos|lana|feria|plata|billetes))|se (ahorco|(?<!(esperando|llamada|telefono|linea|hold|llame|llamando|marque)( \\w+){0,4} se )colgo|colgo(?= (en|del|de la|de un|de una|dentro|con|ayer|anoche))|(?<=(papa|papi|hijo|esposo|marido|hermano|tio|primo|abuelo|amigo|compa|mama|hija|esposa|hermana|apa|viejo) se )colgo|pego un tiro|dio un tiro|disparo)|balazo en la cabeza",
  ]),
  ...rules("meansReady", "chicana-es-r4", [
    "junt(e|ando|ado|adas) (las |mis |todas (las |mis )?)(pastillas|pildoras|medicinas)|(guarde|guardo|guardando|tengo guardadas) (otra vez )?(las|mis) (pastillas|pildoras|medicinas)|(carbon|carbones|anafre)( \\w+){0,4} (cinta|sellar)|sellar (el cuarto|la puerta|las ventanas|el carro|la troca)|(ya )?(tiene|tengo) el lugar (escogido|elegido|pensado)",
  ]),
  ...rules("means", "chicana-es-r4", ["carbon|anafre|(?<!(tormenta|escudo) (del |de )?)desierto|cerro|el canal"]),
  ...rules("lethality", "chicana-es-r4", [
    // Round 77: not after the evidence of a claim ("tengo el line of duty, con eso basta?").
    "(?<!(^| )(line of duty|lod|evidencia|prueba|pruebas|documento|documentos|formulario|claim|reclamo|buddy letter|buddy statement|records?|expediente|dbq|nexus|nexus letter)( \\w+)? )(con eso|eso|esas|esos) (alcanza|alcanzan|basta|bastan|es suficiente|son suficientes)( (?!(pa|para)( |$))\\w+){0,3}(verdad|$|( pa| para)(?! (un aumento|aumento|subir|rating|mas rating|el rating|ganar|el claim|el reclamo|la apelacion|calificar|el aumento|el 100|que me (aprueben|den)|pedir|aplicar|solicitar|meter|el desempleo|el unemployability|entrar|pagar|comprar|estudiar|terminar|la maestria|la escuela|la universidad|el programa|la renta)( |$)))|(cuant[oa]s)( \\w+){0,8} (son suficientes|alcanzan|bastan)|suficientes? (pa|para) (morir|no despertar|matar|quedarse dormido pa siempre)",
  ]),
  ...rules("intent", "chicana-es-r4", [
    "no (pienso|planeo|voy a|va a|vamos a|piensa|quiero) (regresar|volver)|(cuando|ya) (lean|leas|lea|lean) esto|despues del fin|ya no (van a|vas a) tener a quien|esto es todo,? (bye|adios)|(muere|muera|me muera|me muero|me voy) (la semana que entra|la proxima semana|esta semana|este mes)(?! de)",
  ]),
  ...rules("time", "chicana-es-r4", ["la semana que entra|la proxima semana"]),
  ...rules("deathBenefit", "chicana-es-r4", ["acta de defuncion|certificado de defuncion"]),
  ...rules("afterMe", "chicana-es-r4", [
    "no voy a estar (mucho tiempo|mucho|aqui mucho|por mucho)|ya no voy a estar aqui|al cabo (ya )?no voy a estar",
  ]),
  ...rules("farewell", "chicana-es-r4", [
    "(le|les) encargo a (mis|mi)|(pa|para) que cuide(n)? a (mi|mis)|(deje|dejo|puse) (el|mi) (seguro|poliza|casa|troca|carro) a (su|nombre)|que (la|lo|los|las) (quise|quiero|amo|ame)|perdoname( por todo)?|perdonenme|(mereces|merecen|merece) (algo|alguien) mejor( que yo)?|dejele dicho|regal(o|e|ando|ado) (todas |todos )?(sus|mis|su|mi) \\w+ y (su|sus|mi|mis)",
  ]),
  ...rules("hopeless", "chicana-es-r4", [
    "no (le )?(veo|encuentro|hallo) (el |ningun |ni un )?(chiste|gracia)( a la vida)?|(ya )?(me|se) quiere(s)? ir con (mi |su )?(apa|ama|papi|mami|viejo|vieja|esposo|esposa)|no sirvo pa(ra)? (na|nada)|a nadie le (importa|importaria|va a importar) si (me muero|desaparezco|no estoy|muero|me voy)|si desaparezco|ya no (le|me) interesa(n)? (nada|la vida|vivir)|ya ni modo",
  ]),
  ...rules("benign", "chicana-es-r4", [
    "de patos|cazar|caceria|temporada de (caza|venado|patos|pesca)|tradicion|sali adelante|(nos|me) va a matar (cuando|si)|(formulario|papeleo|tramite|claim|reclamo|proceso|examen|espera|calor|trabajo|forma|pagina|sistema)( \\w+)? (me|nos) (va|van) a matar",
  ]),

  // Round 6: the kinds again, as general classes in Mexican-American, Caribbean and Central
  // American Spanish and Spanglish, written from the issue's kinds after all eleven sets had been
  // read (so the leave-one-writer-out figures flatter them: decision 941, round 6).
  ...rules("suicide", "issue", [
    "(me|se) (voy|va|iba) a (dormir|ir) pa(ra)? siempre|(pegarme|darme|meterme|echarme|pegarse|darse|meterse|echarse) (un tiro|un balazo|un plomazo|un plomo)|(volarme|volarse) (la cabeza|los sesos|la tapa de los sesos)|(me|se) (voy|va|iba) a (pegar|dar|meter|echar|volar) (un (tiro|balazo|plomazo|plomo)|la cabeza|los sesos)",
    "(tirarme|aventarme|lanzarme|tirarse|aventarse|lanzarse) (del|de la|desde el|desde la|al|a la|por la|frente al|frente a la|debajo del) (puente|azotea|techo|edificio|piso|ventana|tren|vias|carretera|mar|rio|presa|barranco|acantilado|trailer|camion|metro)|(colgarme|ahorcarme|colgarse|ahorcarse|envenenarme|envenenarse|ahogarme|desangrarme|desangrarse)",
    "(me|se) (corte|corto|cortaba|corta|volvi a cortar|volvio a cortar) (otra vez|de nuevo|las venas|las munecas|los brazos|hondo|profundo)|(no para|no deja|no dejo) de sangrar|(estoy|esta|sigo|sigue) sangrando (mucho|bastante|un chingo)",
    "(hoy|esta noche|manana|ahorita) (me mato|me muero|lo hago|se acaba todo|termina todo|me voy)(?! (de|a (la|el|mi|su|trabajar|comer|dormir|casa)|pa(ra)? (la|el|mi|su|casa)|(el|la|lo|los|las) (papeleo|tramite|proceso|claim|reclamo|prestamo|curso|contrato|trabajo|examen|espera|pago|deuda|escuela|semestre|entrenamiento)|(un|una) (chingo|chingos|monton|friega|chinga|bola|madral|putero) de))|(ya )?no quiero (seguir(?! con ((eso|esto) (del|de la|de los|de mi) (claim|reclamo|caso|appeal|apelacion|tramite|proceso|papeleo|examen|examenes|pension|seguro)|el (claim|reclamo|caso|appeal|tramite|proceso|papeleo)|la (apelacion|cita)|los (examenes|tramites))( |$)(?!.* (ni (con )?(nada|la vida)|de vivir|vida|ya me voy|no voy a estar|irme)( |$)))|existir|estar viv[oa]|vivir mas|seguir aqui)",
  ]),
  ...rules("intent", "issue", [
    "no me (busquen|busques|sigan buscando)|que no me busquen|no (voy a|va a|pienso) (fallar|frenar)|esta vez (si lo logro|no fallo|no voy a fallar|si lo hago)|(casi|por poco) (lo logro|lo logre|me muero(?!( \\w+){0,4} (de|del|por|en el|en la|con|me dio|un infarto|jaja\\w*))|me mato)|(terminar|acabar) (lo que|con lo que) (empez\\w*|comenc\\w*)|es lo ultimo que (hago|escribo|digo|te digo|voy a hacer)|tengo todo listo pa(ra)? cuando|todo (listo|arreglado|organizado) (pa|para) (irme|cuando (me vaya|no este|ya no este))|(dej(o|e|a|ado)|no quiere) (de )?(comer|tomar agua|beber agua)( \\w+){0,6} a proposito|(?!(.* )?(cita|examen|c p|audiencia|hearing|pago|depositan|deposito|cheque|back pay|cumpleanos|boda|graduacion|partido)( |$)(?!(.* )?(pastillas|pistola|arma|adios|perdon|soga|cuerda)( |$)))(hoy|esta noche|manana) es (la noche|el dia)",
  ]),
  ...rules("place", "issue", [
    "(prend|encend)\\w* (el|la) (carro|motor|troca|camioneta|planta)( \\w+){0,5} (garage|garaje|cochera|puerta cerrada)|(estoy|ando|toy|esta|anda) (en|arriba de|encima de|parad[oa] en|sentad[oa] en|al borde de) (el|la) (techo|azotea|puente|orilla|cornisa|barranco|vias|ultimo piso|acantilado)",
  ]),
  ...rules("farewell", "issue", [
    `(despedirme|me despedi|me estoy despidiendo|como despidiendose|se esta despidiendo)(?! (del|de mi|de la|de los) (trabajo|jale|empaque|fil|patron|jefe|chamba|compania|empresa|escuela|base|unidad)${NOTHING_OF_RISK_AFTER})|(le|les) (deje|dejo|di) todo a|deje todo (a nombre|pa|para) (mi|mis|su)|(carta|cartas)( \\w+){0,3} (debajo de|en la mesa|en el cajon|pa(ra)? (mis|cada|todos))(?!( \\w+){0,4} (es|era|viene|vino) (del|de la|de el) (va|seguro|banco|escuela|corte|irs|seguro social|medicare|medicaid|champva|tricare|dmv)( |$))|escribiendo cartas a|(nos|les|me) (enseno|mostro|dijo) donde (estan|guarda|tiene) (los|sus|mis) papeles`,
  ]),
  ...rules("hopeless", "issue", [
    "(estarian|estariamos|estaria|estarias|vivirian|viviriamos|viviria) (todos )?mejor sin (mi|el|ella)|ya no aguanto$|ya no aguanto (nada|la vida|vivir|mas)|la vida no vale la pena|no vale la pena (vivir|seguir)|(peso muerto|una carga|un estorbo) (pa|para)|(es|este es) (el|mi) ultimo (que celebro|cumpleanos|ano(?! (de|del|en) (la |el |mi |su )?(escuela|universidad|army|navy|marina|marines|ejercito|servicio|contrato|trabajo|base|prepa|college|hija|hijo|carrera)))|no (ve|veo|le veo|le ve) salida|(estoy|esta|me siento) atrapad[oa]|dormirme y no (sentir|despertar)|no sentir nada",
  ]),
  ...rules("harm", "issue", [
    "(puso|pone|me puso|nos puso|le puso) (la|el|una|un|su) (pistola|arma|cuchillo|navaja|rifle|fusil|carabina|escopeta|cuete|fierro) (en|a|contra) (la cabeza|la cara|el cuello|el pecho|la sien|mi cabeza)|(?:(?<!(^| )(en|durante) (la |el |mi |un |una )?(patrulla|convoy|despliegue|deployment|checkpoint|irak|iraq|afganistan|vietnam)( \\w+){0,6} )|(?=(.* )?(ahorita|ahora|en este momento|anoche|hoy|911|ayuda|que hago|q hago)( |$)))apunt\\w+ con (la|el|su|una|un) (pistola|arma|rifle|fusil|carabina|escopeta|cuete|fierro)",
    "no (voy|va) a (salir|irme|irse|caer) sol[oa]|no me voy sol[oa] (de este mundo|al otro lado)|(me la|me lo|me los|me las) llevo conmigo|(quiero|que) (que )?haya (bastante|mucha) gente|(va|van|vas) a ver lo que es( bueno)?|(vuelvo|regreso|voy|vamos|caigo) (?!a (cazar|la caceria|caceria|pescar|tirar al blanco|el range|el campo de tiro)( |$))(\\w+ ){0,3}con (el|la|mi|mis|su|los|las) (\\w+ )?(machete|pistola|arma|armas|rifle|fusil|carabina|escopeta|cuete|fierro|cuchillo|navaja|gasolina|bate|ar|m9|m4|9|45)(?! (de (patos|caza|agua|juguete)))|(lo|la|los|las) (quiebro|trueno|voy a quebrar|voy a tronar|vamos a quebrar|va a quebrar)|(darle|darles|le voy a dar|les voy a dar) (piso|cuello|plomo|chicharron)|(meterle|meterles|le meto|les meto) plomo|llenarl[oa]s? de plomo|(hacerle|hacerles) pagar|(partirle|romperle|le voy a partir|le voy a romper) (la madre|su madre)|(hacer|voy a hacer|habra|va a haber|hago) (una )?(masacre|matanza|balacera|carniceria)|cobrarme (lo que|la que|esta|esa|todo)|(pague|paguen|pagar|pagara|pagaran|pagan) con sangre|(lo|la|los|las) tengo ubicad[oa]s?|no (sabe|saben) lo que (le|les) espera|(quiero|que|pa que|para que) (el|la|ese|esa|los|las) (\\w+ )?(sufra|sufran)|(sufra|sufran) como (yo )?(sufri|sufro)|(ya )?se cual es su (casa|carro|troca|oficina|escritorio|escuela)|(lo|la|los|las) (dejo|voy a dejar|vamos a dejar|va a dejar) (tieso|tiesa|tiesos|frio|fria|muert[oa]s?|en silla de ruedas|paralitic[oa]|en el hospital|sin (dientes|cara))|(me|nos) (va|van) a conocer|(le|les) (caigo|voy a caer|vamos a caer) (a|al) (ese |esa )?(cabron|pendejo|maje|vato|bato|tipo|desgraciad[oa]|hijo de|infeliz|cerote|tiguere|mamad[oa]|canalla)|(ganas|deseos) de (agarrar a (golpes|patadas|madrazos|putazos|chingadazos)|golpear|madrear|sonar|ahorcar|estrangular|pegarle|matar|lastimar) (a|al)(?! (la |el |esta |este |esa |ese |mi )?(impresora|computadora|compu|laptop|pc|telefono|celular|cel|pagina|app|sistema|pantalla|maquina|printer|router|modem|internet|tele|televisor|microondas|scanner|escaner|fax)( |$))",
  ]),

  // Round 7: round 5's spanglish-es set (Bronx and Orlando Puerto Rican, Dominican and Colombian
  // WhatsApp Spanglish), once measured on the merged round-6 screen, read for the kinds it missed,
  // written as classes: a staged accident, a date or what is needed already got, a belt or a bus,
  // wounds that do not stop bleeding, going in armed or shooting; ownership and idioms.
  ...rules("intent", "spanglish-es-r5", [
    "(y |pa |para )?que parezca (un |como )?(accidente|choque)|(creen|creeran|van a creer|pensaran|diran|dicen|digan) que fue (un )?accidente|(meter|meto|estrellar|estrello|tirar|tiro|chocar|choco|estampar|estampo) (el|la|mi) (carro|troca|camioneta|guagua|auto|coche|moto|truck) (contra|en|al|por|debajo)",
    "ya tengo (la )?fecha|(ya )?(compre|consegui|tengo|busque) (todo )?lo que (necesito|necesitaba|hace falta|me hace falta)|ya lo consegui|(tiros|balas|pastillas|pepas)( \\w+){0,2} y (un|el) plan|y un plan|ya lo intente|esta vez (voy a usar|uso|lo hago con|si)|lo hago (esta semana|este fin de semana|esta noche|hoy|manana|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))|voy a usar (el|la|mi|las|los) (cinto|cinturon|correa|soga|cuerda|pistola|arma|pastillas|cable|extension|navaja|cuchillo)",
  ]),
  ...rules("place", "spanglish-es-r5", [
    "(garaje|garage|cochera)( \\w+){0,5} (prendido|encendido|corriendo|andando)|(prendido|encendido|corriendo|andando)( \\w+){0,5} (garaje|garage|cochera)",
  ]),
  ...rules("suicide", "spanglish-es-r5", [
    "(me quiero ir|quiero irme|me voy a ir|irme|quiero estar|quiero reunirme) con (mi|mis) \\w+( \\w+){0,4} (murio|fallecio|se fue|esta muerto|esta muerta|que en paz descanse)",
  ]),
  ...rules("lethality", "spanglish-es-r5", ["(algo|una cosa|uno|una|otra cosa|otro) que si (funcione|sirva|mate)"]),
  ...rules("means", "spanglish-es-r5", ["cinto|cinturon|correa|tiros|guagua|autopista|expressway|skyway|poste"]),
  ...rules("place", "spanglish-es-r5", [
    "(en|arriba del|encima del|en el medio del|en medio del) (puente|skyway)|me (pare|estacione|sente|subi) en (el medio|la baranda|el borde|la orilla|el barandal)|(baranda|barandal|borde) del (puente|skyway|edificio|techo)",
  ]),
  ...rules("suicide", "spanglish-es-r5", [
    "(me tiro|tirarme|me avento|aventarme|me lanzo|lanzarme|me echo|echarme) (delante|enfrente|frente|debajo|abajo) (de|del|a) (la|el|un|una)? ?\\w+|me (hice|hago|he hecho) (unas |varias |muchas )?(cortadas|cortes|heridas)|(no paran|no dejan|no se detiene|no se detienen|no para|no deja) de sangrar",
  ]),
  ...rules("harm", "spanglish-es-r5", [
    "(entrar|entra|entro|llegar|llega|llego|ir|va|voy|vamos|caer|cae|caigo)( \\w+){0,6} (disparando|tirando tiros|a tiros|a balazos|a tiro limpio|rafagueando)|(voy|va|vamos|iba|llego|llega|ir|vengo|fui)( \\w+){0,4} (bien )?(armad[oa]|enfierrad[oa]|enchufad[oa])(?! (de|con) (paciencia|valor|fe|papeles|documentos|evidencia|pruebas|informacion|todo))",
  ]),
  ...rules("harm", "spanglish-es-r5", [
    "(mi mujer|mi esposa|mi esposo|mi marido|mi novia|mi novio|mis hijos|los nenes|las nenas|ella|el) se (va|van) conmigo|no (la|lo|los|las) voy a dejar (con otro|con otra|sol[oa]s?|aqui)|(si yo me voy|si me voy|cuando me vaya)( \\w+){0,3} (se va|se van|me la llevo|me lo llevo|me los llevo|me las llevo)",
  ]),
  ...rules("harm", "spanglish-es-r5", [
    "(voy|vamos|llego|caigo|me presento|va|iba|fue) (pal|al|a la|pa la|para el|para la) (?!(range|gun range|shooting range|campo de tiro|club de tiro|tiro al blanco)( |$))(\\w+ ){0,4}con (la|el|mi|una|un|su) (pistola|glock|arma|rifle|fusil|carabina|escopeta|cuete|fierro|ar|machete|cuchillo|45|9)|si (viene|vienen|llega|llegan) la (policia|poli|jara|placa|chota|fed|federales)( \\w+){0,3} (que vengan|los (recibo|espero)|se va a armar)|(que|q) vengan (por mi|a buscarme|pa ca|pa aca)",
  ]),
  ...rules("harm", "spanglish-es-r5", [
    "(esperando|espero|esperar|esperarlo|esperarla|esperandolo|esperandola)( \\w+){1,6} con (la|el|mi|una|un|su) (pistola|navaja|cuchillo|machete|escopeta|rifle|cuete|fierro|arma|9|45|glock|bate)|(lo|la|los|las) ando buscando( \\w+){0,4} (traigo|con|y traigo|cargo)",
  ]),
  ...rules("grievance", "spanglish-es-r5", [
    "(me|nos|le) (robo|robaron|pego|pegaron|engano|traiciono|quito|quitaron|humillo|humillaron)|(le|me|nos) (hicieron|hacian) (bullying|bulling|la vida imposible)|donde (le|me|nos) (hicieron|pegaron|trataron)",
  ]),
  ...rules("past", "spanglish-es-r5", [
    "(cargaba|cargabamos|usaba|usabamos|disparaba|disparabamos|portaba|limpiaba) (el|la|un|una|mi|su|los|las) (\\w+ )?(rifle|m16|m4|pistola|arma|armas|radio|mochila)",
  ]),
  ...rules("afterMe", "spanglish-es-r5", [
    "si (algun dia|un dia) (yo )?(no estoy|ya no estoy|falto|me muero|me pasa algo)|cuando uno (ya )?no (esta|este)|despues (de )?que (yo )?me vaya|(cuanto|cuanto tiempo|cuantos dias) (mas )?(voy a|vaya a|iba a) durar",
  ]),
  ...rules("hopeless", "spanglish-es-r5", [
    "(ya )?no (hay|veo|tengo|le veo|le encuentro) (salida|otra salida|escapatoria)( (pa|para) mi)?|(mas|bien|muy) tranquil[oa]s? sin mi|(ya )?(vivio|vivi|he vivido|ha vivido) (mucho|bastante|demasiado)|(pa|para) que (sigue|seguir|sigo|vivo|vive)|(tire|tiro|he tirado) la toalla con (la vida|todo)|vale la pena seguir( \\w+){0,3}$|(es|eso es) lo que (me )?merezco|no se (ni )?(porque|por que) las (guardo|junto|tengo)",
  ]),
  ...rules("meansReady", "spanglish-es-r5", [
    "(cinto|cinturon|correa|cuerda|soga|cable|extension) (list[oa]|amarrad[oa]|colgad[oa]|puest[oa])|(hoy|esta noche|manana|ahorita|el \\w+) (la|lo|las|los) (uso|usare|voy a usar)",
    "(compre|consegui|traje) (una|la|el|un) (soga|mecate)(?!(.* )?(acampar|camping|estacas|casa de campana|carpa|vaca|vacas|caballo|becerro|becerros|ganado|rodeo|jaripeo|charreada|mudanza|amarrar|lancha|tendedero|columpio|hamaca|cerca)( |$))(?<!(^| )(acampar|camping|estacas|casa de campana|carpa|vaca|vacas|caballo|becerro|becerros|ganado|rodeo|jaripeo|charreada|mudanza|amarrar|lancha|tendedero|columpio|hamaca|cerca)( .*)?)|(arbol|viga|rama|gancho|tubo)( \\w+){0,4} (aguanta|aguantara|resiste|soporta|aguanta mi peso)",
    "(?<!(cuentas|deudas|facturas|biles|bills|multas) (de (la |el )?\\w+ )?)acumulad[ao]s|(fue|fui|va|voy) a comprar (balas|municiones|una pistola|un arma|el arma)",
  ]),
  ...rules("owning", "spanglish-es-r5", [
    "registrad[ao]s?|(pa|para) (proteccion|defensa|seguridad)( de la casa| del hogar| de mi familia)?|licencia (de|pa|para) (armas|portar|portacion)|permiso (de|pa|para) (armas|portar)|como (todo el mundo|cualquiera|todos)( aqui| aca| en \\w+)?|temporada de caza|(de )?herencia|heredad[oa]|de coleccion",
  ]),
  // Round 8: broad classes from the kinds round 6 missed (tejano-es), each checked on every set.
  // Going to God: asking to be taken, wanting to go with Diosito, God's forgiveness beforehand.
  ...rules("afterMe", "tejano-es-r6", [
    "(me|se|te) (quiero|quiere|quieres|queria|va|voy|vas) (a )?(ir|irme|irse) (con|pa donde esta|para donde esta) (diosito|dios|el senor|mi senor|jesus|jesucristo|la virgen|tata dios|papa dios|mi dios)|(ya )?(me|lo|la) (recoja|lleve|llame|recogiera|llevara) (dios|diosito|el senor|papa dios)|(pido|pidiendo|le pido|rezo|ruego|rogando|pidiendole)( a \\w+( \\w+)?)? (que|q) (ya )?me (recoja|lleve|llame|recogiera|llevara|deje morir)|(q|que) dios me (recoja|lleve)|(q|que) dios me perdone( \\w+){0,3} (pero|por) (ya no|lo que voy|lo que estoy|no aguanto|no puedo)|(dios|diosito|senor|virgencita|tata|jesus)( mio)? (recogeme|llevame|llamame)|(recogeme|llevame|llamame) (ya |contigo )?(dios|diosito|senor|jesus)|(me|se) (quiero|quiere|queria|va|voy) (a )?(ir|irme|irse) al cielo|(me voy a|voy a|quiero|me quiero) (petatear|petatearme|palmarla|estirar la pata|colgar los tenis|morir ya)|ojala (me muriera|me muera|no despertara|no despierte|me llevara)|quisiera (morirme|no despertar|desaparecer)|(dormirme|dormir) y (ya )?no (despertar|volver a despertar|amanecer)",
    "(me voy|irme|me quiero ir|me vaya|me ire) con (mi|mis) (jefita|jefito|mama|papa|apa|ama|amá|abuela|abuelo|viejo|vieja|hijo|hija|hermano|esposa|compas|companeros)( \\w+){0,2} (q|que) (en paz descanse|ya murio|fallecio|esta en el cielo|ya se fue)",
    "no (creo|pienso|voy a|vaya a) (llegar|durar|aguantar|pasar)(?! (tarde|temprano|a tiempo|puntual)( |$))( \\w+){0,3} (al|a la|el|la|mucho|hasta|otro|otra)|si (yo )?(falto|me voy|ya no estoy)( \\w+){0,4} (nadie|quien)",
  ]),
  ...rules("hopeless", "tejano-es-r6", [
    "(me da igual|no me importa|me vale|ya no me importa) si (manana |un dia )?(no despierto|no amanezco|me muero|ya no estoy|no vuelvo)|ya no (las|los|lo|la|me) (va|voy|vaya) a (ocupar|necesitar|hacer falta)|como (un )?fantasma|(ya )?(me fui|estoy muert[oa]|estoy muert[oa] en vida)( \\w+){0,3} (nomas|solo) falta|falta (q|que) me entierren|nadie me (va a|iba a|vaya a|fuera a) (llorar|extranar|echar de menos|buscar)|no (deberia|debi|debo|deberia de) (estar|seguir) (aqui|vivo|viva|con vida)|(pa|para|por) (q|que) (dios )?me (dejo|dejaron|tiene|deja|mantiene) (vivir|volver|regresar|aqui|vivo|con vida)|(que|cual) sentido tiene (levantarme|seguir|vivir|despertar|todo)|ni ganas de vivir|(ya )?cumpli (mi tiempo|mi mision|con mi parte) (en este mundo|aqui|en la vida)|(pienso|pensando|pensar|piensa|pensamientos|ideas) (en )?(cosas )?(feas|malas|oscuras|negras)|(no dejo de|no puedo dejar de|no deja de) pensar en (el|la|ella|eso|las|los|mi|su)|(seria|es|fuera) (bien |muy )?facil (no dar|no tomar|no agarrar|soltar|no frenar)|no dar la curva|ya no (importa|me importa) (nada|mi \\w+)",
  ]),
  // A whole bottle taken, a single bullet left, an engine running in a closed garage.
  ...rules("meansReady", "tejano-es-r6", [
    "me (tome|trague|tomo|voy a tomar|tomare|empine|meti) (la mitad|medio|todo|todas|un punado|un puno|un monton|un chingo|varias|el resto)( \\w+){0,2} (del|el|la|las|los|de) (frasco|pomo|bote|pastillas|de la|del|medicina|botella)|me (tome|trague|tomo|voy a tomar|tomare) todas las de|(?<!(^| )(?<!(necesito|quiero|unico|falta|solucion|merezco|salida|ahorita|ahora|queda) )(es|eres|era|son|fue|sea|como) )(una|1) (sola )?bala(?! de (plata|salva|goma)(?!.* (pa mi|para mi|guardada|sola|esta noche)( |$)))|un solo (tiro|cartucho)|(troca|carro|camioneta|motor|coche|carrucha) (prendid[oa]|encendid[oa]|andando|corriendo)( \\w+){0,3} (en la|dentro de la|adentro de la) (cochera|garage|garaje)|cochera cerrada",
  ]),
  ...rules("suicide", "tejano-es-r6", [
    "quebrarme|me voy a quebrar(?! (la|el|los|las|una|un|de|con))|(lazo|mecate|reata) (list[oa]|puest[oa]|amarrad[oa]|colgad[oa])|(volarme|me voy a volar|me vuelo|volarse) (la tapa|los sesos|la cabeza|la choya)|(darme|me voy a dar|me doy|prenderme) (candela|fuego)",
    "(si me tiro|tirarme|aventarme|me aviento|me voy a tirar|me voy a aventar(?! (el|la|los|las|un|una|mi|mis|ese|esa|este|esta) (appeal|apelacion|claim|reclamo|caso|tramite|papeleo|examen|chamba|trabajo|jale|semestre|clase|curso|maraton|partido|paperwork|formulario|forma|hlr|supplemental|hearing|audiencia)( |$))|me tiro) (del|de la|desde|con la troca|con el carro|con la camioneta|al rio|al canal)",
  ]),
  ...rules("intent", "tejano-es-r6", [
    "(cuenta|contaria|pasa|pasaria|cuente|parezca|pareciera|parece) como (un )?accidente|(me|lo) (va|van|vaya|iba) a convencer|(ya )?(tengo|lo tengo) (decidido|pensado|planeado) (como|cuando|donde|todo)|(ya )?decidi (como|cuando|donde)|antes de hacerlo( es| sera|,)? (pa|para|manana|hoy|esta)",
  ]),
  ...rules("farewell", "tejano-es-r6", [
    "(dejarle|dejar|grabar|grabarle|escribir|escribirle|dejarles|grabarles) (un video|una carta|un mensaje|un audio|unas palabras) (a|pa|para) (mis|mi) (hijos|hijas|nietos|familia|esposa|vieja|plebes|chamacos)|(regalo|regalando|esta regalando|regale|repartio|reparti|repartiendo|regalo todas) (todas )?(sus|mis) (cosas|armas|herramientas|pertenencias|rifles)",
  ]),
  ...rules("harm", "tejano-es-r6", [
    "(le|te|les|se la|a ese|a esa)( \\w+)? (rompo|parto|quiebro|voy a romper|voy a partir|rompere|parto toda) (la cara|la madre|el hocico|la jeta|el alma|toda la|la cabeza)",
  ]),
  ...rules("suicideMention", "tejano-es-r6", [
    "si (me mato|me suicido|me quito la vida|me pego un tiro|me doy un tiro|yo me mato)",
  ]),
  ...rules("harm", "tejano-es-r6", [
    "(voy a|lo voy a|la voy a|los voy a|quiero|vamos a) (mandar|poner|meter|enterrar|echar)( \\w+){0,4} (al hoyo|bajo tierra|tres metros bajo tierra|al panteon|al hospital|a la tumba)|(llevarse|llevarme|me (los|las) llevo|se (los|las) (va a )?llev\\w+|llevar) (a )?(toda la familia|todos|los ninos|los chamacos|los plebes|mis hijos|la familia) ((con el|con ella|conmigo)(?! (a|al|pa|para|pal) (la |el )?(cita|citas|clinica|hospital|oficina|va|audiencia|doctor|doctora|escuela|viaje|evento|ceremonia|desfile|parque|iglesia|misa)( |$))|por delante)",
    "(me )?(violo|violaron|abuso|abusaron|agredio|ataco) (de mi )?( \\w+){0,12} (ya )?(lo|la|los) (encontre|halle|ubique)|ya se donde (vive|esta) (el|la|los) que me (violo|violaron|abuso|abusaron)",
  ]),
  ...rules("weapon", "tejano-es-r6", [`bate|${GASOLINE}|galon de gasolina|hacha|tubo|fierro`]),
  ...rules("grievance", "tejano-es-r6", ["(ya )?se donde (vive|trabaja|se estaciona|estaciona|duerme|para|come|toma)"]),
  // Ordinary talk of death: honors and taps, a meal that "killed" me laughing, a close call, a kin's death long ago.
  ...rules("benign", "tejano-es-r6", [
    `(tiene|de|cumplio|ya tiene) (8\\d|9\\d|1\\d\\d) anos|honores (militares|funebres)|toquen el taps|me mato (jaja|jeje|lol|de risa)|(chile|comida|calor|risa|habanero)( \\w+){0,2} me mato|me queria morir de|casi me muero|me dio un infarto|(mi|su) ${KIN}( \\w+){0,2} (se quito la vida|se suicido) hace \\d+|me despedi de (mis|los) (companeros|compas|colegas|companeras)( del| de)? (trabajo|jale|chamba)`,
  ]),
  // Round 11, from round 9's centro-es set after its first round: "darse cuello" (to kill oneself,
  // Mexican and Central American slang), cutting now, a car aimed at a pillar, explosives at an office.
  ...rules("suicide", "centro-es-r9", [
    "(me voy a|voy a|me quiero|quiero|me va a|se va a|se quiere|se quiso|me quise|pienso) dar (el )?cuello|dar(me|se|te) (el )?cuello",
    "(me estoy|ya me estoy|estoy|me sigo) cortando(?! (el|la|las|los|un|una|mi|de|con|pelo|cabello|unas|tablas|tabla|madera|tubo|tubos|lamina|cable|pasto|zacate|cebolla|carne|papel|tela|ramas|verdura|cajas|carton|fierro)( |$))",
  ]),
  ...rules("place", "centro-es-r9", [
    "(voy|me voy|ando|me dirijo) (directo|derecho|de frente)( \\w+){0,2} (al|contra el|contra la|contra un|contra una) (pilar|poste|muro|pared|arbol|barda|columna|puente|trailer|troca)",
  ]),
  ...rules("harm", "centro-es-r9", [
    "(entrar|ir|llegar|meterme|presentarme) (a|en) (la |el )?(oficina|clinica|hospital|edificio|va)( \\w+){0,5} (con|armado de) (explosivos|una bomba|bombas|dinamita|granadas?)",
  ]),
  // Round 11, from round 10's frontera-es after its first round: a gun lock asked about, a claim
  // carried on by the family if the veteran dies before the decision.
  ...rules("benign", "frontera-es-r10", [
    "candados? (pa|para|de|pal) (la |el |las |los |mi |mis )?(pistola|arma|armas|rifle|cuete)|(gun|cable|trigger) lock",
    "(seguir|continuar|sigue|continua) con el (claim|reclamo|caso|tramite)|antes de que (salga|salgan|llegue|decidan|aprueben) (la|el) (decision|claim|reclamo|apelacion)",
  ]),
  // Round 12, from the false alarms of round 11's bayamon-es, once measured: suicide as a subject
  // (a workshop, a school project, statistics, a class), medicines asked about, a gun asked about
  // at the VA, a thank-you said as a goodbye, a past attempt asked about for a claim. Frames only.
  ...rules("benign", "bayamon-es-r11", [
    "prevencion|taller (de|sobre|pa|para) (prevencion|suicidio|salud mental|veteranos)|proyecto (de|pa|para) la (escuela|clase|universidad)|(una |la |mi )?clase (de|sobre|pa|para)|capacitacion|presentacion|cartel|investigacion|entrenamiento save",
    alone("efectos? secundarios?|organizador"),
    // A lock on a gun keeps it safe whatever else the message says.
    "candado",
    "propiedad federal",
    "(eso|esto) (me )?(sirve|cuenta|puede ir|va|ayuda|afecta)( \\w+){0,3} (pa|para|en|a) (el|mi) (claim|reclamo|caso|rating)|(en|pa|para) (el|mi) (claim|reclamo) de (ptsd|depresion|salud mental)",
  ]),
  // Round 12, from the misses of round 10's frontera-es and round 11's bayamon-es, once measured:
  // a shot or a hanging said with a time, how many milligrams kill, the fastest way that does
  // not hurt, a poison already taken, an accident staged for the insurance, a gun in one's lap
  // named by its caliber, the last patrol with no return to base, no way out.
  ...rules("suicide", "frontera-es-r10", [
    // Round 37: "al rato me tiro al va de san bernardino pa mi cita": going over to a place, not a fall.
    "(hoy|ahorita|ahora|esta noche|manana|ya|despues de eso|luego|al rato|orita) me (ahorco|disparo|pego un tiro|cuelgo|corto las venas|aviento(?! (el|la|los|las|un|una|mi|mis|ese|esa|este|esta) (papeleo|tramite|appeal|apelacion|claim|reclamo|caso|formulario|forma|examen|chamba|trabajo|jale|semestre|curso|viaje|hlr|supplemental|hearing|audiencia|prestamo|paperwork)( |$))|tiro del|tiro al|tiro de)(?!( (al|a la|pal|pa la|para el|para la))? (va|v a|cita|clinica|doctor|trabajo|jale|chamba|centro|super|walmart|mall|oficina|gym|gimnasio|mercado|banco|dmv|correo|dentista|consulado|vet center|tienda|iglesia|escuela)(?= |$)(?=.* (cita|appointment|medicinas|medicina|receta|papeles|claim|checar|arreglar|pagar|recoger|abren|cierran|hora|horario|turno|chequeo|examen|vacuna|labs)( |$))(?!.* (morir|muera|muerto|muerta|cuerpo|vivo|viva|llevo a todos|matar|mato|sangre|ultimo|ultima|despedir|despido|adios|bala|balas|pistola|arma|disparar|encuentren)( |$)))",
  ]),
  ...rules("lethality", "bayamon-es-r11", [
    "cuant[oa]s? (mg|miligramos|pastillas|pildoras|pastillitas|gramos|tabletas|\\w+)( \\w+){0,5} (matan|mata|es letal|son letales|es mortal|pa morir|para morir|pa no despertar|para no despertar|es una sobredosis|serian una sobredosis)",
    "(manera|forma|modo) mas (rapida|facil|segura)( \\w+){0,2} (que no duela|sin dolor|de morir|de acabar|de irme)",
  ]),
  ...rules("meansReady", "frontera-es-r10", [
    "(anticongelante|veneno|cloro|raticida|matarratas|pastillas|insecticida)( \\w+){0,6} ya me (lo|la|los|las) (tome|trague|bebi)|ya me (tome|trague|bebi) (el|la|las|los|todo el|toda la|todas las|todos los) (anticongelante|veneno|cloro|raticida|matarratas|pastillas|insecticida)",
  ]),
  ...rules("intent", "frontera-es-r10", [
    "(parezca|paresca|parecer|pareciera|paresiera) (un |una )?(accidente|choque)",
  ]),
  ...rules("meansReady", "bayamon-es-r11", [
    "(la|mi|una) (38|45|9|nueve|357|22|escuadra|pistola|glock)( \\w+){0,2} (esta |ta )?en (mi|la) (falda|mano|boca|cabeza|regazo|sien)",
  ]),
  ...rules("intent", "bayamon-es-r11", [
    "(ultimo|ultima) (patrullaje|patrulla|mision|guardia)|(no hay|sin|no habra) rtb|no (vuelvo|regreso|voy a volver) a (la )?base",
  ]),
  ...rules("hopeless", "bayamon-es-r11", ["no (se|veo) como salir|ya (ni|no) (\\w+ ){0,3}me importa( nada)?"]),
  // Round 12, from the ordinary messages of round 11's sierra-es, once measured (and the same
  // kinds in bayamon-es and frontera-es): a funeral's last goodbye, a last day of service or of an
  // office, a gun asked about for a trip to the VA, a fall or an injury, medicines taken for a
  // condition or to be lowered, a tightrope with the rent, a question an examiner asked.
  ...rules("benign", "sierra-es-r11", [
    "(el |su |mi )?ultimo adios (a|de|pa|para) (mi|su|nuestro|nuestra|el|la)|goodbye a mi (carrera|trabajo|uniforme)",
    "(ultimo|ultima) (dia|semana) (de|del|en el|en la) (servicio|trabajo|clases|escuela|la oficina|oficina|army|navy|marines|base|deployment|contrato|jale|chamba)",
    "(puedo|se puede|podemos|pueden) (llevar|traer|dejar|guardar|cargar|portar) (mi|la|el|una|un|las|los|mis) (pistola|arma|armas|rifle|escopeta|cuete)",
    "(me|se) (cai|cayo|caimos)(?! (el|la|los|las) (muro|pared|puente|carretera|techo|arbol|poste)( |$))(?! (mal|fatal|gordo|gorda|pesad[oa]|encima|el mundo|como|de (sorpresa|golpe|peso|bomba|balde|madrazo|sopeton))( |$))|caida|me (lastime|lesione|quebre|fracture|torci|doble) (la|el|mi|los|las)",
    "(tomando|tomo|me dan|me recetaron|receta de)( \\w+){0,4} (por|pa|para) (la|el|mi|los|las) (espalda|dolor|rodilla|rodillas|presion|ansiedad|depresion|azucar|diabetes|corazon|nervios|dormir)|(bajarle|bajar|reducir|cambiar)( a)? (las|los|mis) (pastillas|medicinas|pills|opioides)",
    "cuerda floja|(me|le|nos) pregunt(o|aron|a|an) si (alguna vez )?(habia|he|ha|tenia|tengo|tiene|hemos) (pensado|pensamientos|tenido)",
  ]),
  // Round 12, from the misses of round 11's sierra-es, once measured: how high a bridge must be,
  // the fastest way to kill oneself without pain, how many milligrams are mortal or "definitive",
  // a shot said as "pegarme el tiro", being "the 22 of today", going with the platoon's dead, no
  // longer existing, "no me busquen", the final exfil, a magazine loaded, a VA building to blow
  // up. And its ordinary talk: a move away, a thank-you and good night, a claim dropped, a dose
  // doubled by mistake, a plot reserved ahead, a wife who "will kill me because".
  ...rules("lethality", "sierra-es-r11", [
    "(que tan|que|cuan) (alto|alta|altura)( \\w+){0,6} (puente|edificio|piso|techo|barranco)|(puente|edificio|piso)( \\w+){0,6} (que tan|que|cuan) (alto|alta)",
    "(manera|forma|modo) mas (rapida|facil|segura)( \\w+){0,2} (de )?(matarse|matarme|suicidarse|suicidarme|morirse|morirme)|(matarse|matarme|morirse|morirme|suicidarme|suicidarse) sin (que duela|dolor|sufrir)",
    "cuant[oa]s?( \\w+){0,6} (son mortales|es mortal|mortales|letales|seria mortal|serian mortales)|(pa|para) que sea (definitivo|seguro|final|suficiente)",
  ]),
  ...rules("suicide", "sierra-es-r11", [
    "(me|se) (voy|va|iba) a pegar (un|el) (tiro|balazo|plomazo)|pegarme (un|el) (tiro|balazo|plomazo)",
    "(el|uno de los|otro de los) 22( de hoy| de esta semana)? (voy a ser|sere|soy|va a ser) yo|voy a ser (el|uno de los|otro de los) 22",
    "(irme|me voy|me quiero ir|voy) con (los|mis) (\\w+ ){0,3}que (ya )?se (fueron|murieron|adelantaron)",
    "(ya )?no voy a existir|voy a dejar de existir",
  ]),
  ...rules("intent", "sierra-es-r11", [
    "no me (busquen|busques|esperen|llamen)( |$)|(final|ultimo) (exfil|salto|vuelo|patrullaje)",
  ]),
  ...rules("meansReady", "sierra-es-r11", ["(ya )?le (puse|meti|coloque) (el|un) (cargador|peine|tiro|cartucho)"]),
  ...rules("harm", "sierra-es-r11", [
    "(si nadie lo hace|si no lo hace nadie) lo hago yo|(explote|exploten|volar|vuele|quemar|queme|quemen) (el|la) (edificio|oficina|clinica|hospital)( \\w+){0,3} (del|de la) va",
  ]),
  ...rules("benign", "sierra-es-r11", [
    "me voy a (vivir|mudar|cambiar)(?! con (los|mis) (\\w+ ){0,2}que)|me mudo|nos (mudamos|vamos a mudar)|(me|nos) va a matar (porque|cuando|si)",
    "ya no quiero seguir con el (claim|reclamo|caso|appeal|tramite|proceso) de|por (error|equivocacion|accidente)|sin querer|acabado del (turno|trabajo|jale)",
  ]),
  // Round 12, from round 12's miami-es once measured: eating lead, "ya yo no existo", a shot
  // promised to the next employee, not alive by then, someone swallowing all the pills now, going
  // with the buddies one lost, what amount is mortal, a shot that will not miss, a count that is
  // "suficiente", becoming one of the 22, "cargarse" the ones who betrayed one, standing on a
  // bridge, "esta vez no es chiste", all of it at once, finishing what one started; dying to rest.
  ...rules("suicide", "miami-es-r12", [
    "(comer|comerme|me voy a comer|voy a comer|me como) (plomo|la pistola|el canon|una bala|un tiro)",
    "(ya yo|ya|yo ya) no (existo|existire|voy a existir)|(me convierto en|me vuelvo|voy a ser|sere) (el|uno de los|otro de los|otro) 22",
    "(irme|me voy|me quiero ir|voy) con (los|mis) (\\w+ ){0,3}que (perdi|se me murieron|mataron|enterre)",
  ]),
  ...rules("intent", "miami-es-r12", [
    "no voy a (estar|seguir) (vivo|viva|aqui|aca)( \\w+){0,2} (pa|para) (entonces|esa fecha|ese dia|el \\w+)|no voy a estar vivo",
    "esta vez (no es|no era) (chiste|broma|jugando)|((?<!(^| )(del|el|al|la|de|pal) )va|es|lo digo|hablo) en serio|esta vez no (fallo|voy a fallar|me falla)|terminar lo que (empece|empeze|deje) (en el|hace)",
  ]),
  ...rules("thirdPartyDanger", "miami-es-r12", [
    "(se esta|se estan|esta|estan) (tomando|tragando|bebiendo) (todas las|las|el frasco|el pomo|un monton de|todo el) (pastillas|pills|medicinas|pomo|frasco)",
  ]),
  ...rules("lethality", "miami-es-r12", [
    "(que|cuanta|cual|k|ke) cantidad( \\w+){0,5} (es mortal|mata|matan|es letal|pa morir|para morir|pa matar|para matar)",
    "(que|pa que|para que) (el disparo|la bala|el tiro) no (falle|fallen)",
    "((?<!(^| )(dd|forma|form|formulario) )\\d+|todas|todo|toda)( \\w+){0,5} (?:(?<!(^| )(ni )?(pa|para) (la|el|las|los|mi|mis) (tortillas|comida|luz|gasolina|mandado|despensa|biles|bills|gastos|renta|casa|pago|leche|pan|frijoles) )|(?=.* (pero|pa dormir\\w*|para dormir\\w*|pa morir\\w*|para morir\\w*|pa matarme|para matarme)( |$)))(es suficiente|son suficientes|alcanza|alcanzan|basta|bastan)(?! (ni )?(pa|para) (un aumento|aumento|el aumento|rating|el rating|mas rating|pedir|aplicar|calificar|solicitar|subir(?! (al|pal|a el) cielo)|el desempleo|el unemployability|el 100|que me (den|aprueben|paguen)|entrar|pagar|comprar|estudiar|terminar|vivir|comer|(la|el|las|los|una|un|mi|mis) (tortillas|comida|luz|gasolina|mandado|despensa|biles|bills|gastos|maestria|escuela|universidad|colegio|carrera|curso|cursos|programa|renta|casa|pago|bachillerato|licencia|certificado|semestre|clases))( |$))",
    "(que pasa|ke pasa|q pasa) si (me tomo|uno se toma|me trago|me inyecto|me meto)( \\w+){0,4} (todo|todas|toda|de una vez|de golpe|juntas|con ron|con alcohol)",
  ]),
  ...rules("harm", "miami-es-r12", [
    "(se lleva|le doy|le meto|le pego|le voy a dar|le voy a meter) un (tiro|balazo|plomazo)(?!( mas| otra vez)? (a|al) ((esta|la|mi|el|este|esa|ese) )?(\\w+ )?(aplicacion|solicitud|formulario|forma|examen|prueba|programa|claim|reclamo|app|curso|idea|grant|pagina|apelacion|supplemental|board)( |$))",
    "(me voy a|voy a|los voy a|lo voy a) (cargar|echar|bajar|quebrar|tumbar|despachar) (a )?(los|las|el|la|esos|ese|todos|uno por uno)( que)?",
  ]),
  ...rules("place", "miami-es-r12", [
    "(parado|parada|sentado|sentada|estoy) (en|arriba del|arriba de|encima del) (el )?(puente|skyway|viaducto|techo|azotea|borde|muelle)",
  ]),
  ...rules("hopeless", "miami-es-r12", ["si me muero( \\w+){0,3} (descanso|descansaria|se acaba todo|por fin)"]),
  // Round 12: medicines named for what they treat, asked about as medicine (a dose a day, by
  // mail, tapered, taken twice by mistake, an addiction treated); a life insurance beneficiary
  // changed; a broken account; a road closed by an accident on a bridge. Frames only: a count,
  // "todas" or "de una vez" is about now and overrides them.
  ...rules("benign", "miami-es-r12", [
    "(?<!(frascos?|pomos?|botes?|todas|todos|monton|chorro|cajas?|botellas?) (de )?(las |los |mis |sus )?)(pastillas|pills|medicinas|medicina|tabletas) (de|pa|para|del) (la |el |los |las )?(presion|dolor|dormir|diabetes|azucar|corazon|colesterol|tiroides|alergia|alergias|estomago|ibuprofeno|artritis|espalda)(?! (todas|juntas|de una vez|de golpe))(?!.* (tomarmelas|tomarmelos|ya no voy a seguir|ya no voy a estar)( |$))",
    // Round 37 (round 42's riverside-es): not a goodbye sent by mail ("le mande mi dd214 y mis medallas
    // a mi hijo por correo con una carta, cuando le lleguen yo ya no voy a estar").
    "(?<!(mande|envie|mandamos|enviamos|deje)( \\w+){0,10} (medallas|placas|carta|llave|llaves|anillo|reloj|dd214|bandera|cenizas)( \\w+){0,6} )por correo(?!.* (ya no voy a estar|no voy a estar|ya no estare|me habre ido|ya me fui|despedida|muerto|muerta|con dios|ya no voy a existir)(?! (en|de) )( |$))|(me|nos|se) (las|los) (manda|mandan|envia|envian)|(terapia|tratamiento|programa) (de|pa|para) (la )?adiccion",
    "(quitar|cambiar|poner) (a )?(mi|la|el|una) (ex|ex esposa|ex esposo|esposa|esposo|hija|hijo) (de|como) beneficiari[oa]|(cuenta|app|pagina|aplicacion|id me|idme|login)( \\w+){0,3} se (murio|muere|cayo)|(cerraron|cerrado|cerrada)( \\w+){0,4} (por|con) (un )?(accidente|choque)",
  ]),
  // Round 13, from round 13's valle-es once measured: a bottle taken hours ago, "ya no lo voy a
  // ocupar", better not to exist, blowing one's brains out, "no es broma", 10-7 tonight, which pills
  // are more dangerous all at once, whether a shot to the head is instant, going to find the buddies
  // left in Fallujah, a gun to the chest, what dose kills, today one of the 22, thinking of jumping,
  // the femoral; threats by everyone being there when one arrives, taking them all along, a case
  // manager who had better not come out today.
  ...rules("meansReady", "valle-es-r13", [
    "(me tome|me trague|me bebi|me acabo de (tomar|tragar|beber)) (un|el|una|la|todo el|toda la) (bote|frasco|pomo|caja|botella)( entero| entera)? de",
  ]),
  ...rules("afterMe", "valle-es-r13", ["ya no (lo|la|los|las) voy a (ocupar|necesitar|usar)"]),
  ...rules("hopeless", "valle-es-r13", ["(mejor )?(ya )?ni existir|mejor no existir"]),
  ...rules("suicide", "valle-es-r13", [
    "(volar|volarme|me voy a volar|me vuelo) (los sesos|la tapa de los sesos)",
    "(ir a buscar|irme con|ir con|me voy con) (a )?(mis|los) (\\w+ ){0,2}(que|q) se quedaron (en|alla)",
    "(hoy|manana|esta noche) me toca ser (uno|una) de (ellos|los 22)",
    "pensando en (brincar|saltar|aventarme|tirarme|brincarme)",
  ]),
  ...rules("intent", "valle-es-r13", [
    "(^| )no es (broma|chiste)|10 7 (esta noche|hoy|manana|para siempre|pa siempre)",
  ]),
  ...rules("lethality", "valle-es-r13", [
    "(mas|más) peligros[oa]s? si (te tomas|me tomo|uno se toma|se toma) (todas|todos|todo)",
    "(es )?instantaneo o se sufre|(q|que|k|ke|cual) dosis( \\w+){0,5} (mata|matan|es mortal|es letal)",
    "(pistola|arma|cuete|rifle)( \\w+){0,3} en (el pecho|la cabeza|la boca|la sien)( \\w+){0,3} (en vez|se nota|duele|es mas)|femoral|yugular|carotida",
  ]),
  ...rules("place", "valle-es-r13", ["(ando|estoy) arriba del? (estacionamiento|parqueo|puente|techo|edificio)"]),
  ...rules("harm", "valle-es-r13", [
    "(quiero|que) (q |que )?(esten|estén) todos cuando (llegue|yo llegue)|me llevo a (todos|varios|unos)( \\w+){0,6} conmigo",
    "(mejor|que|q) no salga( \\w+){0,3} (hoy|manana|esta noche)",
  ]),
  // Round 14, from round 14's carolina-es and pilsen-es once measured: how many Tylenol it takes
  // for the liver to fail, pills taken one after another while the ambulance comes, a husband who
  // says he will shoot himself tomorrow, how to cut deep, the rope and the chair, a razor in the
  // bathtub, permanent leave tonight, which pills together are enough, making it look like an
  // accident, a shot to the chest for the casket, "hoy me doy el tiro", now I can go in peace,
  // another bridge "pa tirarme"; threats to hunt them down one by one, to "clean out" an event, to
  // make a disaster where one knows the exits and guards, to make them pay for what they did;
  // tired of being tired, settling his affairs. Frames only where nothing else can carry them: a
  // bridge closed for roadwork, the last day to apply, a past attempt or a blast with its year. A
  // second read (decision 941) took out the broader frames first tried: each could hide a goodbye.
  ...rules("lethality", "carolina-es-r14", [
    "(cuant[oa]s?|cuanto)(?! (anos|meses|dias|semanas|horas|papeles|formas|formularios|documentos|cartas|puntos|por ciento|porciento)( |$))( \\w+){0,3} (hay que tomar|son necesari[oa]s|se necesitan|necesito) (pa|para) (que|morir|matar)",
    "(pa|para|hasta) que (me |le )?(se dane|se danen|falle|fallen|se reviente|reviente) el higado|(pa|para) que sea (letal|mortal|fatal|suficiente)",
    "(como|donde) me corto (pa|para) que|(pa|para) que sea (bien )?profundo",
  ]),
  ...rules("lethality", "pilsen-es-r14", [
    "(si )?me las tomo (todas )?juntas( \\w+){0,3} (es suficiente|alcanza|basta|seria suficiente)",
    "(como le hago|como hago|como hacer) (pa|para) que parezca (un )?accidente",
    "si me (disparo|doy un tiro|pego un tiro) en (el pecho|la cabeza|la sien|la boca)",
  ]),
  ...rules("thirdPartyDanger", "carolina-es-r14", [
    "(esta|estan|se esta|se estan) (tomando|tomandose) (las|todas las|sus|unas|un monton de) (pastillas|pildoras|medicinas)|(pastillas|pildoras)( \\w+){0,2} una tras otra|mientras llega la ambulancia",
    "(manana|hoy|esta noche|ahorita|ahora) se (pega|mete|da) un (tiro|balazo|plomazo)|(dijo|dice) que (manana |hoy |esta noche )?se (pega|mete|va a pegar|va a dar|va a meter) un (tiro|balazo|plomazo)",
  ]),
  ...rules("meansReady", "carolina-es-r14", [
    "(la )?soga y la silla|la soga (lista|amarrada|colgada)|(sentad[oa]|metid[oa]) en la (banera|tina) con (la|una) (cuchilla|navaja|gillette)",
  ]),
  ...rules("suicide", "carolina-es-r14", ["(me voy|me voy a ir|me fui) de permiso permanente"]),
  ...rules("suicide", "pilsen-es-r14", ["(hoy|manana|esta noche) me doy el (tiro|balazo|plomazo)"]),
  ...rules("intent", "pilsen-es-r14", [
    "ahora si (ya )?me puedo ir( tranquil[oa])?|(pa|para) (tirarme|aventarme|lanzarme)",
  ]),
  ...rules("harm", "carolina-es-r14", [
    "uno por uno (los|las) voy a|(los|las) voy a ir buscando|(lo|la) va a limpiar|va a limpiar (el|la|ese|esa) (evento|fiesta|reunion|vfw|legion|oficina)",
    "(hago|voy a hacer|hare) un desastre|(me aprendi|aprendi|ya se) donde estan las (salidas|entradas|guardias)",
  ]),
  ...rules("harm", "pilsen-es-r14", [
    "(me|nos) (las |la )?(van|va) a pagar (por )?(todo )?lo que me (hicieron|hizo|han hecho)",
  ]),
  ...rules("hopeless", "carolina-es-r14", [
    "cansad[oa] de estar cansad[oa]",
    "ya no me (falta|queda) mucho( de vida)?$",
  ]),
  ...rules("farewell", "pilsen-es-r14", ["arreglando sus asuntos|arreglando mis asuntos"]),
  ...rules("benign", "carolina-es-r14", [
    alone("cerrad[oa] por (la |el |las |los )?(obra|obras|construccion|reparacion|reparaciones|trabajos)"),
    "cual (fue|es) el ultimo dia (pa|para) (aplicar|pedir|mandar|solicitar|someter|llenar)",
  ]),
  ...rules("past", "carolina-es-r14", ["(intento|intente|atentado)( de suicidio)? (de|del|en|en el) (19|20)\\d\\d"]),
  ...rules("past", "pilsen-es-r14", ["(bomba|explosion|ied)( \\w+){0,3} en (el )?(19|20)\\d\\d"]),
  // Round 15, from round 15's holyoke-es once measured: "final formation pa mi", what damages the
  // liver, taking the VARO's people along, strangling the judge right there, a list and "el viernes
  // les toca a todos", a truck through the clinic's door when it is full, "ya lo tengo to pensao".
  // Frames: a game that "killed" one, a hand cut cooking, where to throw out a bottle of pills.
  // "Gracias por la ayuda" is a goodbye only as the last words.
  ...rules("suicide", "holyoke-es-r15", ["final formation (pa|para) mi"]),
  ...rules("lethality", "holyoke-es-r15", ["(pa|para) (danar|danarme|reventar|reventarme|acabar) (el|mi) higado"]),
  ...rules("intent", "holyoke-es-r15", ["ya lo tengo (todo |to )?(pensado|planeado|decidido|decidio)"]),
  ...rules("harm", "holyoke-es-r15", [
    "(me voy a llevar|llevarme|me llevo) a (toda|todos)( \\w+){0,5} conmigo|(lo|la|los|las) (ahorco|estrangulo|mato) ahi mismo",
    "(tengo|hice|tiene|hizo) una lista de los que|les toca a todos|a la hora que (este|esta) (llena|lleno)|(meterla|meter la troca|estrellarla|meter el carro) (por|contra) la puerta",
  ]),
  ...rules("benign", "holyoke-es-r15", [
    "(juego|partido|game)( de los \\w+)?( \\w+){0,2} me mato",
    "me corte (la mano|el dedo|los dedos)( \\w+){0,4} (cocinando|picando|pelando)",
    "donde (lo|la|las|los) (boto|desecho)|(botar|desechar|tirar) (el frasco|las pastillas|los medicamentos|las medicinas)",
  ]),
  // Round 16, from rgv-es and houston-es once measured: how fast, without pain, "morir de una
  // sobredosis"; cutting the veins, cutting "mas hondo"; a belt to hang from; joining the 22; the
  // tree chosen, the plan made, "no voy a frenar"; thirty pills just taken, "me avente las
  // pastillas"; charcoal in the closed car; the rope ("el lazo") at hand; "despues de que yo me
  // mate"; "quiero morirme de verdad"; "ya no me busquen"; a massacre at the VA; "por si me toca
  // pronto", "seria mas facil no estar".
  ...rules("lethality", "rgv-es-r16", ["(pa|para) (q|que) sea sin dolor|(morir|morirme|matarme) sin dolor"]),
  ...rules("suicide", "rgv-es-r16", [
    "(cortar|cortarme|abrir|abrirme|me corte|me corto|me abri) las venas",
    "(me cuelgo|colgarme|me ahorco|ahorcarme) (con|de) (el|la|un|una|mi) (cinturon|soga|cuerda|cable|sabana|viga|arbol|lazo|mecate)",
    "me uno a los 22",
    "no (voy a|va a|pienso) frenar(?! (el|la|los|las|lo|mi|su|ese|esa|este|esta|nada|hasta))",
  ]),
  ...rules("intent", "rgv-es-r16", ["ya (escogi|elegi|tengo) el (arbol|lugar|sitio|dia|puente)(?! (pa|para|de|del) )"]),
  ...rules("farewell", "rgv-es-r16", ["cambio y fuera"]),
  ...rules("harm", "rgv-es-r16", ["(habra|hacer|hago|voy a hacer) una masacre"]),
  ...rules("lethality", "houston-es-r16", [
    "(me )?acabo de tomar(me)? (\\d\\d+|todas|todo|veinte|treinta|cuarenta|cincuenta) (\\w+ )?(pastillas|pildoras|tabletas)|me avente (las|el|todas|todo) (\\w+ )?(pastillas|pildoras|frasco|pomo)",
    "(cuanto duele|duele) morir(?! de (risa|verguenza|hambre|amor|ganas))|morir(me)? de una sobredosis",
    "carbon( \\w+){0,5} (carro|cuarto|troca)",
    "(cortar|cortarme|cortarse) mas hondo|(estoy cortandome|me estoy cortando) otra vez",
  ]),
  ...rules("meansReady", "houston-es-r16", ["(ya )?tengo (el|la) (mecate|soga)( lista| listo)?$"]),
  ...rules("suicide", "houston-es-r16", [
    "despues de que (yo )?me (mate|suicide|quite la vida)(?! (trabajando|trabajar|estudiando|de|por))|quiero morir(me)? de verdad",
  ]),
  ...rules("afterMe", "houston-es-r16", ["por si (me toca|ya me toca) (pronto|ya)"]),
  ...rules("hopeless", "houston-es-r16", ["(seria|es) mas facil no estar|vivo como muerto"]),
  // Round 17, from nuevomexico-es once measured: what amount of a drug is fatal, a shot to the head
  // that does not fail, "mañana si brinco", the tree chosen, doing what a buddy did, "pal domingo";
  // a list with their addresses, "esta noche lo balaceo"; "un viejo inutil". Frames: "se fue al
  // cielo" (died), "cumple 10 años que", "en los 80s", stitches for a cut, a bullet carried since a war.
  ...rules("lethality", "nuevomexico-es-r17", [
    "cantidad de \\w+ (es|seria|sea) (fatal|mortal|letal)",
    "(pa|para) (que|q) (un|el|mi) (tiro|balazo|disparo)( \\w+){0,3} no falle",
  ]),
  ...rules("suicide", "nuevomexico-es-r17", [
    "(manana|hoy|esta noche|ahorita) si (brinco|me aviento|salto|me tiro|lo hago)",
    "hacer lo mismo que (el|ella|mi \\w+) hizo(?! con)",
  ]),
  ...rules("intent", "nuevomexico-es-r17", [
    "ya (lo )?tengo (escogid[oa]|planead[oa])(?! (pa|para|de|del) (la|el|mi|las|los) (fiesta|reunion|viaje|boda|cumple))",
  ]),
  ...rules("time", "nuevomexico-es-r17", [
    "(pal|pa el|para el) (lunes|martes|miercoles|jueves|viernes|sabado|domingo)",
  ]),
  ...rules("harm", "nuevomexico-es-r17", [
    "ya tengo sus direcciones|(esta noche|manana|hoy|ahorita) (lo|la|los|las) (balaceo|quiebro|tumbo|mato|plomeo)",
  ]),
  ...rules("hopeless", "nuevomexico-es-r17", ["(viejo|vieja) inutil|(nadie|naide) (me )?ocupa"]),
  ...rules("benign", "nuevomexico-es-r17", [
    "(se fue|se nos fue|partio) (al cielo|con dios|con el senor|a la gloria)",
    "me (corte|cortaron) (el dedo|los dedos|la mano|el pie|la pierna|la cara|la cabeza)( \\w+){0,10} (puntadas|puntos|sutura)",
    "(la bala|las balas|la esquirla|las esquirlas|el shrapnel)( \\w+){0,2} que (traigo|tengo|cargo)",
  ]),
  ...rules("past", "nuevomexico-es-r17", [
    "cumple(n)? \\d+ (anos|meses) (que|de que)",
    "en los ((19)?[2-9]0s|(19)?[2-9]0(?= (despues|antes|cuando|en|durante)))",
  ]),
  // The reviewer's second read (round 16): "mejor me muero", a wish to die in three words.
  ...rules("suicide", "issue", [
    "(mejor|prefiero|preferiria) (me muero|morirme|me mato|matarme|estar muert[oa]|muert[oa])(?! de)",
  ]),
  // Round 18, from fresno-es once measured: a son who "va a saltar del estacionamiento", "por mi
  // propia mano", a knot "pa que no falle", a father who says he will take all his heart pills, "voy
  // a ir a balacear el vet center". Its ordinary messages: a rifle kept "pa recuerdo", a cable lock,
  // no weapons allowed in the VA, going to the congressman, what a pill is for and its side
  // effects, a doctor's "si no deja de fumar se va a morir", comrades seen dying in Vietnam (and, in
  // the rules above: a deadline's last day, "adiós" to a job or a truck or with thanks, roadworks,
  // "se me acabó la paciencia", "en los 80", a wish to die at home and not in a nursing home).
  ...rules("thirdPartyDanger", "fresno-es-r18", [
    "(va a|se va a|quiere|dice que (se )?va a|amenaza con) (saltar|brincar|aventarse|tirarse|lanzarse)( \\w+){0,3} (del|de la|desde|de un|de una|al|por)( \\w+){0,4} (puente|edificio|techo|estacionamiento|azotea|piso|pisos|balcon|ventana|barranco|presa|acantilado|overpass|freeway)",
    "(dice|dijo|amenaza|amenazo) (que|con que) se (las|los) va a tomar(?! (despues|antes|con|en la|a la|como|cuando|mas tarde|manana))",
  ]),
  ...rules("suicide", "fresno-es-r18", ["(por|con) mi propia mano|por mis propias manos"]),
  ...rules("lethality", "fresno-es-r18", [
    "nudo( \\w+){0,4} (pa|para) (que|q) no (falle|se suelte|se zafe)|nudo (corredizo|de horca|de ahorcado)",
  ]),
  ...rules("harm", "fresno-es-r18", [
    "(balacear|tirotear|plomear|rafaguear)( a)? (el|la|los|las|al|a|todo|toda|todos)(?! (venado|venados|blanco|blancos|pato|patos|tiro|latas|botellas))",
  ]),
  ...rules("owning", "fresno-es-r18", [
    "(rifle|escopeta|pistola|arma|armas|revolver|fusil|carabina)( \\w+){0,14} (pa|para|de) recuerdo|cable locks?|gun locks?|trigger locks?|(candado|candados) (pa|para) (la|el|las|los|mi|mis) (escopeta|rifle|pistola|arma|armas)|(dejan|puedo|se puede|pueden) (entrar|llevar|meter) (con )?(armas|el arma|la pistola|mi pistola|la escopeta)",
  ]),
  ...rules("benign", "fresno-es-r18", [
    alone(
      "(ir|voy|vamos|me voy a ir|ir a ver) con (el|la|mi|un|una) (congresista|senador|senadora|abogado|abogada|representante|vso|trabajadora social|trabajador social|supervisor|supervisora|director|directora)",
    ),
    alone(
      "(pa|para) las pesadillas|me marea|me mareo|me da (sueno|nauseas|mareo)|me tiene (mareado|mareada|dormido|dormida|noqueado|noqueada|atontado|atontada)|que me (lo|la) cambien|efectos secundarios|side effects|a quien le pregunto",
    ),
    alone(
      "si no (dejo|deja|dejas|dejamos) (de )?(fumar|tomar|beber|el cigarro|el alcohol|el pisto)( \\w+){0,3} (me voy|se va|te vas|nos vamos) a morir",
    ),
    alone("(vio|vi|ver|viendo|visto|vimos) morir a (muchos|sus|mis|compas|companeros|amigos|tantos|gente)"),
  ]),
  // Round 19, from dalton-es once measured: how much Tylenol ruins the liver, "hoy me toca", "ya
  // tengo como", a cut arm "y no quiero que pare", "hacer un 22", the medicine cabinet swallowed and
  // "no llamen al 911", all the pills at once, emptying a magazine into a supervisor, a teenager who
  // wants to be with his father in heaven, "ni yo mismo". Its ordinary messages: whether the VA or
  // the crisis line takes weapons away, a school project on suicide, the crisis line's number left
  // for a neighbor, a bridge closed, a secondary claim for depression (and, in the rules above: "hoy
  // estoy bien", "me mata con tantas horas", a mother-in-law who "cuida a" her husband, the last day
  // at the plant).
  ...rules("lethality", "dalton-es-r19", [
    "(cuanto|cuanta|cuantas|cuantos) (pastillas |tabletas |pildoras |)?(de )?(tylenol|acetaminofen|paracetamol|pastillas|pildoras|tabletas|medicina)( \\w+){0,2} (dana|danan|destruye|destruyen|revienta|mata|matan) (el higado|los rinones|el corazon)",
    "(ya )?corte mi (brazo|muneca|munecas|venas|pierna)|(sangre|sangrar|sangrando|corte|cortada|herida|brazo|muneca|venas)( \\w+){0,8} no quiero que (pare|se pare)|no quiero que deje de sangrar",
    "me trague (todo (el frasco|el bote|el pomo|lo del botiquin|lo que (habia|tenia|quedaba))|lo que (habia|tenia|quedaba)|todas|todos)|no (llamen|llames|le llamen) al 911",
    "(las voy a|voy a|me las voy a|me voy a)( \\w+){0,2} (tomar|usar|tragar)( \\w+){0,2} (todas|todos)( \\w+)? de (una vez|golpe)",
  ]),
  ...rules("suicide", "dalton-es-r19", [
    "^((hoy|esta noche|ya|manana) )?me toca$|(pienso|creo|siento) que ya me toca$|me toca (irme|partir|morir|descansar)",
    "ya tengo con que( hacerlo)?$|ya tengo como hacerlo$|me toca ya tengo (como|con que)$",
    "(hacer|hacerme|voy a ser|ser) (un|otro) 22(?! (\\d|para|pa|del|form|forma|formulario|de|dias|anos|mil|dolares|por ciento|porciento))",
    "(quiero|quisiera) (estar|irme) con (mi|mis) \\w+( \\w+)? (en el|al) cielo(?! de)",
  ]),
  ...rules("thirdPartyDanger", "dalton-es-r19", [
    "(dice|dijo|anda diciendo) que quiere (estar|irse) con (su|sus) \\w+( \\w+)? (en el|al) cielo",
  ]),
  ...rules("harm", "dalton-es-r19", [
    "(le|les) (vacio|descargo|voy a vaciar|voy a descargar) (el|un|todo el) (cargador|peine|tambor)|le meto (un|unos) (tiro|tiros|balazo|balazos|plomazo|plomazos)",
  ]),
  // A second read of round 19's changes: what its frames must not hide.
  ...rules("thirdPartyDanger", "issue", [
    "(el|ella|mi \\w+|su \\w+)( tambien)? (quiere|va a|dice que va a|dijo que va a) acabar con su vida",
    "(me enseno|me mostro|tiene|trae|guarda|escondio|encontre)( \\w+)? (la|una) (soga|cuerda)( \\w+){0,4} (en su|debajo|en el closet|en el cuarto)",
  ]),
  ...rules("suicide", "issue", [
    "(usar|usarla|usarlo|usarlas|usarlos|las uso|la uso|lo uso) (antes )?(en|contra) mi( mismo| misma)?|(me quiero|quiero|me voy a) pegar un tiro|acabar con mi vida|(dormir|dormirme|me voy a dormir) (pa|para) siempre|(pensamientos|pienso|pensando|pense) (de|en) (pegarme un tiro|ahorcarme|colgarme|matarme|quitarme la vida|aventarme|tirarme)|me voy a aventar(?! (el|la|los|las|un|una|mi|mis|ese|esa|este|esta) (appeal|apelacion|claim|reclamo|caso|tramite|papeleo|examen|chamba|trabajo|jale|semestre|clase|curso|maraton|partido|paperwork|formulario|forma|hlr|supplemental|hearing|audiencia)( |$))|(me voy a tomar|tomarme|me tomo) (el frasco|el bote|el pomo) (entero|completo)|(pienso|pensando|pense) en usar(la|lo)?( (la|el|mi) (pistola|arma|rifle|escopeta|revolver))?",
  ]),
  ...rules("suicideMention", "issue", [
    "(la|lo) cargo y (la|lo) miro|(la|lo) miro (por horas|mucho rato|todas las noches)|todas las noches (la|lo) (cargo|miro)",
  ]),
  ...rules("thirdPartyDanger", "issue", [
    "(dijo|dice) que (el|ella) ya lo intento|ya lo intento (anoche|ayer|hoy|esta manana)|(el|ella) ya tiene todo (planeado|listo|decidido)",
  ]),
  ...rules("hopeless", "dalton-es-r19", ["ni yo mismo( me quiero)?$|nadie me quiere$"]),
  ...rules("owning", "dalton-es-r19", [
    "(te|les|le|me|nos) (quita|quitan|quitara|quitaran|van a quitar|va a quitar) (las|mis|sus|tus) armas",
  ]),
  ...rules("benign", "dalton-es-r19", [
    alone(
      "(presentacion|tarea|reporte|ensayo|charla|platica|proyecto|trabajo)( \\w+){0,5} sobre (el )?(suicidio|suicidios)( (en|de|entre) (los )?veteranos)?",
    ),
    alone(
      "(dejarle|darle|pasarle|dejar|dar|pasar) el numero( \\w+){0,4} (a mi|a su|al|a la) (vecino|vecina|amigo|amiga|hermano|hermana|esposo|tio|papa|grupo|iglesia)",
    ),
    alone(
      "(puente|calle|carretera|camino|salida|autopista)( \\w+){0,4} (esta|estaba|estan|estaban) (cerrad[oa]s?|bloquead[oa]s?)",
    ),
    alone("(claim|reclamo) secundario|(depresion|ansiedad)( me)? (vino|viene|causada|empezo) (por|del|de la)"),
  ]),
  // Round 20, from yakima-es once measured: reporting to one's sergeant "allá arriba", going with
  // the platoon that stayed in Fallujah, the last jump without a parachute, "le pongo fin a todo",
  // setting oneself on fire before the VA, the safety taken off a rifle on one's lap, "no me
  // encuentran hasta el lunes", finishing "lo que empecé" well this time, "ya sé cómo y ya sé dónde",
  // shooting at a pastor. Frames: beers with one's medicines, caring for a father-in-law at home.
  ...rules("suicide", "yakima-es-r20", [
    "(reportarme|me reporto|me voy a reportar|voy a reportarme|a reportarme) con (mi|el|los|mis) (sargento|teniente|capitan|companeros|compas|muchachos|senor|dios)( \\w+){0,2} (alla arriba|arriba|en el cielo)",
    "me voy con (los|mis) (de mi )?(peloton|companeros|compas|muchachos|carnales|hermanos)( \\w+){0,4} que (se quedaron|murieron|se fueron|cayeron|mataron)",
    "(ultimo salto|salto)( \\w+){0,3} sin paracaidas|sin paracaidas esta vez",
    "(le )?(pongo|pongo yo|voy a poner|poner|ponerle|ponga) fin a (todo|mi vida|esto|esta vida)(?! (este|esta(?! noche)|estos|del|de la|de los|el|ese|esa|con el|(trato|contacto|tramite|negocio|relacion|contrato|acuerdo|papeleo) (con|de|del)) )",
    "(me voy a|voy a|quiero) prender(me)? fuego (enfrente|afuera|delante|frente|aqui|ahi)|prenderme fuego|quemarme (vivo|viva)|me prendo fuego|echarme gasolina",
    "(me cuelgo|me ahorco|me mato)( \\w+){0,4} no me (encuentran|encontrarian|van a encontrar) hasta",
    "terminar lo que (empece|empeze|comence|inicie)( \\w+){0,5} (bien hecho|esta vez|ahora si)|(ahora si|esta vez) bien hecho",
    "ya (se|tengo) (como|donde|cuando) y (ya se |ya tengo )?(como|donde|cuando)(?!( \\w+){0,3} (cita|citas|examen|audiencia|reunion|clase|entrevista|pago))",
  ]),
  ...rules("lethality", "yakima-es-r20", [
    "(cuantas|cuantos|cuanta|cuanto)( \\w+){0,3} (hay que|tengo que|se necesitan|necesito|ocupo) (tomar|tomarme|tragar|tragarme|inyectar|inyectarme)( \\w+){0,2} (pa|para) (morir|morirse|morirme|matarme|no despertar)",
  ]),
  ...rules("meansReady", "yakima-es-r20", [
    "(ya )?le (quite|quito|he quitado|quitado) el seguro(?! (de|medico|a|al|del))|(el rifle|la pistola|el arma|la escopeta) en (las piernas|el regazo|la mano)",
  ]),
  ...rules("harm", "yakima-es-r20", [
    "(va a|voy a|van a|vamos a|quiere|piensa)( \\w+){0,5} (disparar|dispararle|balacear|balacearle) (contra|a) (el|la|los|las|todos|todas) (pastor|padre|gente|iglesia|oficina|clinica|doctor|doctora|jefe|supervisor|mayordomo)",
  ]),
  ...rules("benign", "yakima-es-r20", [
    aloneOfEndings(
      "(se puede|puede|puedo|podemos|pueden) (echar|tomar|beber|tomarse|echarse|tomarme|echarme) (un par de |unas |una |un )?(cerveza|cervezas|chela|chelas|trago|tragos|copa|copas|vino|alcohol)",
    ),
    aloneOfEndings("(lo|la) (queremos|quiero|vamos a|voy a) cuidar (en|aqui en) (la|mi|nuestra) casa"),
  ]),
  // Round 21, from kissimmee-es once measured: "me voy a dar el tiro", locked in with the gun, "22 al
  // día, mañana serán 23", fire set to a clinic with its staff inside, a list of names "voy por
  // ellos", "ya ni sé pa qué me levanto", things given away "ya no las necesito". Frames: a call that
  // dropped ("se colgó"), a medicine that makes one dizzy, "estoy como un roble", the last day of
  // one's job, a pastor asking how to help.
  ...rules("suicide", "kissimmee-es-r21", [
    "(me voy a |voy a |me )dar(me)? el (tiro|balazo|plomazo)|me doy el (tiro|balazo)",
    "(22|veintidos) (al dia|diarios|por dia)( \\w+){0,6} ((yo )?(soy|sere|voy a ser) (uno|el) de ellos|(manana|hoy) (seran|van a ser) (23|veintitres)(?! (de|anos)))",
  ]),
  ...rules("meansReady", "kissimmee-es-r21", [
    "(me encerre|me encierro|encerrado|encerrada|me tranque) con (el arma|la pistola|el rifle|la escopeta|el revolver)",
  ]),
  ...rules("harm", "kissimmee-es-r21", [
    "(meter(le)?|prender(le)?|pegar(le)?) fuego a (la|el) (clinica|oficina|va|edificio|hospital)( \\w+){0,4} (con|y) (todo|to|toda) y (empleados|gente|ellos|todos) (adentro|dentro)",
    "(una|la|tengo una) lista de (nombres|gente)( \\w+){0,8} voy (a ir )?por ellos",
  ]),
  // Round 20's second read: all the pills at once tonight, sleeping forever, the last day "en este mundo".
  ...rules("lethality", "issue", ["(las|mis|sus) (pastillas|medicinas) todas (a la vez|juntas|de una vez)"]),
  ...rules("suicide", "issue", [
    "(pa|para) no (despertar|volver a despertar)|(me duermo|dormirme|dormir) (pa|para) siempre|(ultimo dia|ultima noche)( \\w+){0,4} (en|a) este mundo",
  ]),
  ...rules("hopeless", "kissimmee-es-r21", ["(ya )?(ni se|no se) pa(ra)? que me levanto"]),
  ...rules("afterMe", "kissimmee-es-r21", [
    "(regal\\w*|di|doy|dando|vend\\w*)( \\w+){0,10} ya no (los|las|lo|la) (necesito|voy a necesitar|ocupo)",
  ]),
  ...rules("benign", "kissimmee-es-r21", [
    aloneOfEndings(
      "(la llamada|el telefono|la linea) se colgo|se colgo la (llamada|linea)|(esperando|en hold)( \\w+){0,3} y (luego )?se colgo(?! (en|del|de|dentro|con))",
    ),
    // In good health: not RISK_WORD or ENDING, whose "adiós" is the natural death a pre-need question
    // plans for ("cuando me toque el último adiós... estoy como un roble").
    aloneWith("(matar\\w*|morir\\w*|muero|suicid\\w*|tiro|balazo|pistola|arma|soga|colg\\w*|ahorc\\w*|vivir|ya no)")(
      "estoy como un roble|estoy (sano|sana|fuertisimo|fuertisima)( gracias a dios)?",
    ),
    // A caregiver who gives someone his medicines (round 22's Spanish questions).
    aloneOfEndings(
      "(le|les) (doy|damos|da|dan|pongo|ponemos) (las|sus|la|su) (pastillas|medicinas|medicina|insulina|inyecciones)",
    ),
    "como (ayudar|apoyar|hablar con) a (un|una) (veterano|veterana|persona|amigo|amiga|familiar)( \\w+){0,4} si (algun|un) dia",
  ]),
  // Round 23, from bronxville-es (round 22) once measured: "me cuelgo en el closet", throwing oneself
  // from there, petrol with oneself inside, walking into the river and not coming out, the method
  // chosen, heaven of the Marines or Fiddler's Green, number 23 of today, a cousin "hablando de
  // matarse", a pistol "ta lista", shut in the car with the charcoal lit, how many Xanax with drink,
  // "no me busquen", not being here to cash the check; threats to cut a throat, to do to a clinic
  // what was done in Fallujah, "se va a llevar un plomo", to break a head with whatever is at hand;
  // tired of everything and of oneself, not knowing how much longer one can hold on.
  ...rules("suicide", "bronxville-es-r22", [
    "me ahorco|me cuelgo(?! (del|de la|al|a la|de) (wifi|internet|senal|red|telefono|linea|cable|vecino))(?! (la|las|el|los|mi|mis|tu|su|sus) (?!(soga|cuerda|cinto|cinturon|cable|correa|extension)( |$)))(?! y (vuelvo|llamo|marco|te llamo|le llamo|les llamo))(?! en (la|el|las|los|dos|tres|una|un|esa|ese|mi) (\\w+ )?(clase|clases|curso|cursos|examen|examenes|materia|materias|wifi|internet|red|llamada|telefono))",
    "(quiero|voy a|me voy a|pienso|pensando en) (tirarme|aventarme|lanzarme) (de|desde) (ahi|alli|alla|ese|esa|este|esta|el|la|lo mas alto)(?!( \\w+){0,3} (paracaidas|piscina|alberca|tobogan|resbaladilla|cama|trampolin))",
    "(gasolina|fuego|candela)( \\w+){0,4} conmigo (adentro|dentro)",
    "(rio|mar|lago|agua|puente|bahia|presa|canal)( \\w+){0,4} y no (voy a|vuelvo a|pienso|me voy a|pienso volver a) (salir|volver|regresar)(?! (a|al|pa|pal|para|hasta) (?!(la orilla|tierra|casa)))",
    "((el|mi) metodo (ya )?(lo )?(escogi|elegi|decidi|tengo|escogido|elegido|decidido|listo)|(ya )?(escogi|elegi|decidi|tengo) (el|mi) metodo)(?! (de|del|para|pa|pal|que) (?!(matarme|morirme|quitarme|suicidarme|hacerlo|irme|acabar\\w*|terminar)( |$)))",
    "(irme|me voy|voy|ir|irse|se va|se fue) (pal|al|para el|pa el|pa) (cielo de los (marines?|soldados|paracaidistas|guerreros)|fiddlers green|valhalla(?! (al|a la|hospital|medical|center|ny|new york|cementerio|kensico|westchester|pa|para)( |$))(?!.* (cita|citas|hospital|medical|center|clinica|cardiologia|westchester|doctor|doctora|appointment|tren|metro|kensico|cementerio)( |$)))",
    "(voy a ser|sere|seria) el (numero )?(23|veintitres)( \\w+){0,2} (de hoy|del dia|de la lista)|(soy|yo soy) el (numero )?(23|veintitres) (de hoy|del dia)|(22|veintidos) (a day|al dia|diarios|por dia)( \\w+){0,6} (yo )?(soy|sere|voy a ser) (el )?(extra|siguiente|proximo|uno mas|23)",
  ]),
  ...rules("thirdPartyDanger", "bronxville-es-r22", [
    "(esta|anda|estaba|andaba|sigue) (hablando|diciendo) (de|que (se va a|se quiere|quiere)) (matarse|suicidarse|quitarse la vida|pegarse un tiro|darse un tiro|colgarse|ahorcarse|tirarse|aventarse|irse de este mundo)|(esta|anda|estaba|andaba|sigue) (hablando|diciendo) que se (va a|quiere) (matar|suicidar|colgar|ahorcar|quitar la vida)",
  ]),
  ...rules("meansReady", "bronxville-es-r22", [
    "(la|mi|el) (pistola|escopeta|arma|rifle|soga|cuerda|revolver|cuete|fierro|9)( \\w+)? (ya )?(esta|ta) (lista|listo|cargada|cargado|preparada|preparado)",
    "(me encerre|encerrado|encerrada|estoy|metido|metida) en el (garaje|garage|cuarto|bano|closet)( \\w+){0,3} con el (carbon|anafre|motor|carro|gas) (prendido|encendido|andando|corriendo)|(me encerre|encerrado|encerrada|estoy|metido|metida) en (el|la) (carro|troca)( \\w+){0,3} con el (carbon|anafre|gas) (prendido|encendido)|(me encerre|encerrado|encerrada|estoy|metido|metida) en (el|la) (carro|troca) (en|dentro del) (garaje|garage)( \\w+){0,3} con el motor (prendido|encendido|andando|corriendo)",
  ]),
  ...rules("lethality", "bronxville-es-r22", [
    "(cuantos|cuantas|cuanto) (\\w+ )?(xanax|pastillas|percocet|percocets|oxy|oxys|fentanyl|clonazepam|klonopin|valium|ambien|trazodone|trazodona|seroquel|ativan|pills) con (alcohol|licor|ron|whisky|cerveza|vodka|tequila|pitorro)",
  ]),
  ...rules("farewell", "bronxville-es-r22", [
    "(?<!jaja\\w* )no me (busques|busquen|vengan a buscar|manden a nadie|mandes a nadie|llamen mas|esperen)(?! (pa|para|a) (cenar|comer|almorzar|desayunar|la cena|la comida|encuestas|ventas|vender))(?! despiert\\w*)(?!( hoy| manana| el \\w+)? en (la oficina|el trabajo|la chamba|el jale))(?! que (ando|estoy|voy) (\\w+ )?(ocupad\\w*|trabajando|en el trabajo))",
  ]),
  ...rules("afterMe", "bronxville-es-r22", [
    "(yo )?no voy a estar (aqui |aca |vivo |viva )(pa|para) (cobrar\\w*|verl\\w*|recibir\\w*|celebrar\\w*|eso|entonces|cuando)|(yo )?no voy a estar (pa|para) (cobrar\\w*|celebrar\\w*|cuando (decidan|aprueben|paguen|llegue el|salga))",
  ]),
  ...rules("place", "bronxville-es-r22", [
    "(estoy|toy|ando|parado|parada) en (el|la) (?!(escalera|escaleras|segundo|primer|tercer|piso|computadora|telefono|celular|carro|troca|suelo|sotano|oficina|clinica)( |$))\\w+( \\w+)? mirando (pa|para) (a)?bajo(?! (porque|buscando|y no veo|a ver si|pa ver si|para ver si|si (ya )?(llego|viene|esta)))",
  ]),
  ...rules("harm", "bronxville-es-r22", [
    "(le|les) (voy a|vamos a|va a|van a) (cortar|rajar|abrir) (el cuello|la garganta|el pescuezo)(?! (al|a los|a las|a la|del|de la) (pollo|pollos|gallina|gallinas|chivo|chivos|puerco|marrano|cerdo|guajolote|pavo|borrego|cordero|pescado|conejo))",
    "lo mismo que (hicimos|hice|haciamos|hacia) en (faluya|fallujah|irak|iraq|afganistan|ramadi|mosul|bagdad)",
    "(se va a llevar|se lleva|se van a llevar|se gana|se va a ganar) (un|su) (plomo|plomazo|tiro|balazo)(?! de salva)",
    "(le|les) (rompe|rompo|voy a romper|va a romper|parto|voy a partir|va a partir) la (cabeza|cara|crisma) con (lo primero|un|una|el|la)",
  ]),
  ...rules("hopeless", "bronxville-es-r22", [
    "(cansado|cansada|harto|harta) de (todo|mi mismo|mi misma|vivir|la vida)(?! (el|la|los|las|este|esto|eso|ese|esta|lo|de|del|con|en))",
    "no se cuanto (tiempo )?mas (voy a|vaya a|pueda|puedo|podre) aguantar(?! (el|la|los|las|este|esta|esto|con|sin|en|trabajando|de pie|parado|sentado|caminando|manejando)( |$))",
  ]),
  // Round 23, from eastla-es once measured: the truck into a pole "asi parece accidente", the
  // beneficiary named "antes de que me mate", a list of the board and going one by one, spraying
  // the waiting room, a son who "ya sabe como se va a matar" shut in with a rifle, "yo mismo me voy
  // a encargar" and "bajo tierra", goodbyes said and "nomas falta hacerlo", "ya no voy a ser
  // problema pa nadie". Frames: an armorer who cleaned weapons all day, a doctor lowering a dose.
  ...rules("lethality", "eastla-es-r23", [
    "(asi|pa que|para que|que) (parezca|parece|se vea|se ve|quede|piensen que fue) (un |como (un )?)?(accidente|natural)",
  ]),
  ...rules("suicide", "eastla-es-r23", [
    "antes de (que )?(me mate|matarme|me quite la vida|quitarme la vida)(?! (el|la|los|las|un|una|de|del|con|esta|este|tanto|tanta|mi|mis|tu|su|sus|ese|esa)( |$))",
    "(?<=(bajo tierra|muert[oa]|morir\\w*|matar\\w*|la vida|vivir|ya no voy a estar|ya no)( .*)? )((yo mismo|yo misma) me (voy a encargar|encargo|encargare)|me (voy a encargar|encargo) yo (mismo|misma))(?! (de|del) (?!(matarme|acabar|terminar|hacerlo|quitarme)( |$)))|(yo mismo|yo misma) me (voy a encargar|encargo|encargare) de (matarme|quitarme la vida|hacerlo)|(yo mismo|yo misma) me (voy a encargar|encargo|encargare)( de todo)? (esta noche|hoy|ahorita|pronto)( |$)",
  ]),
  ...rules("intent", "eastla-es-r23", [
    "(?<!(papeles|formulario|forma|examen|c p|cita|claim|reclamo|tramite|aplicacion|solicitud|tarea|programado|papeleo|documentos)( \\w+){0,6} )(nomas|nada mas|solo|solamente|ya nomas|ya solo) (me )?falta hacerlo",
  ]),
  ...rules("afterMe", "eastla-es-r23", [
    "(voy a estar|estare|ya voy a estar|vaya a estar) bajo tierra(?! o )(?!.* (columbario|nicho|cremacion|cenizas|cementerio|urna)( |$))",
  ]),
  ...rules("thirdPartyDanger", "eastla-es-r23", [
    "se (encerro|encierra|tranco|atranco|atrinchero)( en (su|el|la) \\w+)? con (el|la|su|un|una) (arma|pistola|rifle|escopeta|revolver|cuete|fierro|cuchillo|soga)",
    "(ya )?sabe (como|cuando|donde) se va a (matar|quitar la vida|suicidar|colgar|dar un tiro)",
  ]),
  ...rules("harm", "eastla-es-r23", [
    "lista de (los|las) (del|de la|de los|que|de)( \\w+){0,8} (voy|vamos|va) a ir( por ellos| tras ellos| a buscarlos)? uno (por|a|x) uno|lista( \\w+){0,10} (voy|vamos|va) a ir (por ellos|tras ellos|a buscarlos) uno (por|a|x) uno",
    "(rafaguear|balacear|tirotear|plomear|balacearlos) (a )?(todos|todas|toda la gente|la gente)|(rociar|rociarlos) a (todos|toda la gente|la gente)(?! (los|las) (plantas|matas|perros|gatos|pulgas|flores|arboles|rosas|animales|pollos))",
  ]),
  ...rules("harm", "eastla-es-r23", [
    `antes de que (me|nos) mate (mi|su|el|la) (esposo|marido|ex|pareja|novio|novia|esposa|mujer|padrastro|hijastro)(?!.* (jaja\\w*|jeje\\w*|lol)( |$))|(?<!(^| )(jaja\\w*|jeje\\w*|lol|haha\\w*)( .*)?)(dice|dijo|jura|juro|grita|grito|amenaza|amenazo|amenazando|me dijo|me amenaza|me amenazo) que(?! (el |la |los |las )?(cigarro|cigarros|cigarrillo|cigarrillos|fumar|tabaco|vicio|alcohol|comida|grasa|azucar|presion|diabetes|colesterol|doctor|doctora|pisto|trago|chupe|cerveza|cheve|chela|licor|vino|bebida|tomar|tomadera|droga|drogas)( |$))( \\w+){0,4} (me|nos) (mata|va a matar)(?! de (risa|coraje|hambre))(?! (el|la|los|mi|mis) (higado|rinones|rinon|pulmones|pulmon|azucar|colesterol|diabetes)( |$))(?!.* (jaja\\w*|jeje\\w*|lol|haha\\w*)( |$))|(?<=(golpe\\w*|pega|pego|golpea|golpeo|amenaz\\w*|borracho|borracha|cuchillo|machete|pistola|arma|cuando toma|se emborracha|emborrach\\w*|celos\\w*|ahorco|ahorca|estrangul\\w*|empuj\\w*)( .*)? )(me|nos) (mata|va a matar)(?! (de (risa|coraje|hambre)|jaja\\w*))|(me|nos) va a matar( \\w+){0,3}(?=.* (me (rompio|pego|golpeo|ahorco|empujo|pateo|quebro)|golpe\\w*|moreton\\w*)( |$))`,
  ]),
  ...rules("hopeless", "eastla-es-r23", [
    "(no voy a ser|ya no voy a ser|no sere|ya no sere|no vaya a ser) (un )?(problema|carga|estorbo|molestia) (pa|para) nadie",
  ]),
  ...rules("benign", "eastla-es-r23", [
    // (Who sees or keeps this chat: since round 31, screen.ts's ABOUT_THIS_CHAT, only where the
    // question is all the message says.)
    // Whether a plan covers or a pharmacy fills a medicine ("el parte D le cubre la insulina").
    aloneOfR23(
      "(cubre|cubren|paga|pagan|surte|surten|receta|recetan)( \\w+){0,3} (la |el |las |los |su |sus |mi |mis )?(insulina|medicina|medicinas|pastillas|receta|recetas|medicamento|medicamentos|inhalador|parches)(?! (todas|todos|juntas|de golpe|de una vez))",
    ),
    // A screening question by a psychologist or an examiner, answered no or long ago.
    aloneWith(
      "(esta noche|hoy|ahora|ahorita|pistola|arma|pastillas|soga|cuerda|adios|plan|listo|lista|voy a|todavia|otra vez|sigo|si tengo|si los tengo|si las tengo|pero|menti\\w*|mentira|la verdad|diario|todos los dias|cada (dia|noche)|siempre|fecha|compre|ya tengo|a veces)",
    )(
      "(psicologo|psicologa|doctor|doctora|terapista|terapeuta|consejero|consejera|examinador|examinadora|enfermera|enfermero|siquiatra|psiquiatra|formulario)( \\w+){0,3} (me )?(pregunto|preguntaron|pregunta|preguntan|preguntaba)( \\w+){0,2} (si|por) (tenia|tengo|he tenido|habia tenido|pensaba|pienso|he pensado)?( \\w+){0,2} (pensamientos|ideas|ideacion) (de|del|suicidas) ?(suicidio|hacerme dano|matarme|quitarme la vida)?",
    ),
    aloneOfR23(
      "(limpiaba|arreglaba|reparaba|cargaba|revisaba|manejaba|cuidaba|armaba) (las |los )?(armas|rifles|pistolas|fusiles|municiones)( \\w+){0,3} (todo el dia|en el army|en la armeria|en el servicio|del batallon|de la unidad)",
    ),
    aloneOfR23(
      "(mi |el )?(doctor|doctora|medico|psiquiatra|farmacia)( del va)? (me lo|me la|me los|me las|me) (quiere|quieren|va a|van a) (bajar|subir|cambiar|quitar)",
    ),
  ]),
  // Round 24 (lorain-es, once measured): a target's name and town found out, everything taken and
  // to be taken back today; reporting to one's unit or to the Lord "del otro lado" (ponce-es too),
  // the only way out named, a discharge from life, "ya me habré matado"; a brother who should have
  // died over there.
  ...rules("harm", "lorain-es-r24", [
    "(ya )?(averigue|investigue|busque|encontre|saque|consegui) (donde vive|en que (pueblo|calle|ciudad|barrio) vive)(?! (mi|mis|nuestro|nuestra)( |$))|(ya )?(averigue|investigue|busque|encontre|saque|consegui) (su nombre|su direccion|la direccion de (el|ella|su casa))( \\w+){0,8} (lo|la|los|las|le|les) (voy a|vamos a|va a) (buscar|visitar|caer|matar|quebrar|encontrar)",
    "me (quito|quitaron) todo( \\w+){0,8} (se lo|se los|se las) voy a quitar",
    "(ya )?(averigue|investigue|busque|encontre|saque|consegui) su nombre y (donde|en que (pueblo|calle|ciudad|barrio)) vive",
  ]),
  ...rules("suicide", "lorain-es-r24", [
    "(me voy a|voy a|me tengo que|tengo que) reportar con (el de arriba|dios|diosito)( \\w+){0,2} (del otro lado|arriba|en el cielo|antes que amanezca|antes de que amanezca|esta noche|hoy)|reportar con (mi unidad|mis panas|los panas|mis hermanos|mi escuadra)( \\w+){0,2} (del otro lado|en el cielo)",
    "(la )?unica salida (que me queda |que tengo |que hay )?es (la bala|el rifle|la pistola|el arma|la soga|matarme|morirme|quitarme la vida|tirarme del puente|tomarme las pastillas)|unica salida que me queda es (el puente|las pastillas)",
    "(me doy|darme|me voy a dar|me di) de baja de (la vida|este mundo)",
    "(?<!(casi|si no|de no ser|accidente|explosion|choque)( \\w+){0,6} )(ya )?me (habre|habria|hubiera) (matado|suicidado|quitado la vida)",
  ]),
  ...rules("meansReady", "lorain-es-r24", ["(?<!no )(ya |y )?tengo (como|con que) hacerlo$"]),
  ...rules("hopeless", "lorain-es-r24", [
    "(se|me|te) (debio|debi|debia|tenia que|tuvo que|tuve que)( haber)? (morir|muerto)( \\w+){0,2} (alla|tambien|con (ellos|ellas|sus panas|mis panas))|(se|me|te) (debio|debi|debia)( haber)? (quedado|quedar)( \\w+){0,2} (alla )?con (ellos|ellas|sus panas|mis panas)",
  ]),
  // Round 24 (salinas-es, once measured): pills all in a glass to be taken now, a farm poison to be
  // drunk, regret at coming back alive to be "fixed" tonight, finishing what the Taliban could not; a
  // target "en la mira" and an office visited armed. Benefit talk: "echándole bala al papeleo".
  ...rules("suicide", "salinas-es-r24", [
    "me las voy a tomar (todas|todas juntas|de una vez|de un jalon|de golpe)(?!( \\w+){0,3} (en la manana|en la noche|en el desayuno|con la comida|con el desayuno|a la misma hora|cada dia|diario|al dia|esta bien|se puede|o (en|por|separadas|cada))( |$))|(todas )?juntas en un (vaso|plato|bote)( \\w+){0,4} (me las voy a tomar|me las tomo|me las trago)",
    "(me voy a|voy a|me vas a|se va a) (tomar|beber|tragar)(me|se)? (el|la|un|una) (paraquat|veneno|raticida|anticongelante|insecticida|pesticida|matarratas|herbicida)",
    "me arrepiento de (haber )?(regresado|vuelto|salido|llegado) vivo( \\w+){0,8} (voy a arreglar|lo voy a arreglar|voy a corregir|lo voy a corregir)",
    "(terminar|acabar) (lo|con lo) que (el|los|la) (taliban|talibanes|enemigo|guerra|iraquies|afganos|ied|bomba) no (pudo|pudieron|termino|terminaron)(?! \\w*(me|te|nos|le|les)( |$))(?!.* (carrera|estudios|escuela|universidad|colegio|titulo|gi bill|chapter|capitulo|curso|clases|vre)( |$))",
  ]),
  ...rules("harm", "salinas-es-r24", [
    "(tengo|traigo|ya tengo|ya traigo) a (ese|esa|esos|esas|este|esta|estos|estas|los|las|el|la) (\\w+ ){0,5}en la mira(?!.* (pa que|para que|me ayuda|nos ayuda|ayudar|cuidar)( |$))",
    "voy a (ir|caer) (a su oficina|a la oficina|a su casa|pa su oficina|pa la oficina|pa su casa)( \\w+){0,4} armad[oa](?! (de|con) (\\w+ ){0,3}(paciencia|valor|papeles|documentos|pruebas|evidencia|carpeta|records|expediente|dd214|razones|informacion)( |$))",
  ]),
  // Round 26 (a test of our own words found it): resolved to do it again ("hace años lo intente y
  // ahora estoy bien decidido a hacerlo otra vez") is an attempt ahead, about now.
  ...rules("suicide", "issue", [
    "(decidid[oa]|resuelt[oa]|dispuest[oa]) (a|pa|para) (hacerlo|intentarlo|volver a intentarlo) (otra vez|de nuevo)",
  ]),
  ...rules("intent", "issue", [
    "(decidid[oa]|resuelt[oa]|dispuest[oa]) (a|pa|para) (hacerlo|intentarlo|volver a intentarlo) (otra vez|de nuevo)",
  ]),
  // Round 26: well now, thanks to God or to therapy ("intente quitarme la vida hace 10 años... ahorita
  // estoy bien gracias a dios": elpaso-es, lorain-es, queens-es): a recovery, the frame of long ago.
  ...rules("benign", "elpaso-es-r26", [
    `(?<=(^| )(hace|anos|(19|20)\\d\\d|intente|quise)( .*)? )(?:(estoy|esta|ando|anda|estamos) (super |muy |ya )?(bien|mejor|estable)( \\w+){0,2} gracias a (dios|diosito|la terapia|el tratamiento)|gracias a (dios|diosito|la terapia|el tratamiento)( \\w+){0,5} (estoy|esta|ando|anda) (super |muy |ya )?(bien|mejor|estable)|(estoy|ando) super bien)(?!.* (${ENDING.slice(1, -1)}|pero|otra vez|de nuevo|volver a)( |$))`,
  ]),
  ...rules("benign", "salinas-es-r24", [
    aloneWith(
      `(${RISK_WORD.slice(1, -1)}|${ENDING.slice(1, -1)}|quitar\\w* la vida|desaparecer|cuelg\\w*|muerte|no este|no estar|irme|me vaya|falte|cargad[oa]|9mm|glock)`,
    )(
      "(echando|echandole|echarle|le estoy echando) bala (al|a la|a los|a las) (papeleo|trabajo|claim|tramite|jale|estudio|escuela|forma|formulario|pension|papeles)",
    ),
  ]),
  // Round 26 (elpaso-es and queens-es, read after their first round): a shotgun "metida en la boca",
  // the pills "las voy a usar", a wish "irme con ella" after her death, refusing food and water to
  // die, throwing oneself off a named bridge, "me quiero colgar", "y me mato" after a plan: each
  // about now, so a frame of hunting or of a death in March does not undo it.
  ...rules("meansReady", "elpaso-es-r26", [
    "(pistola|escopeta|rifle|arma|cuete|fusca|revolver|cañon|canon)( \\w+){0,4} (metida|metido|puesta|puesto|pegada|pegado)? ?(en|contra) (la|su|mi) (boca|cabeza|sien)",
  ]),
  ...rules("intent", "queens-es-r26", [
    "(pastillas|pildoras|medicinas|pistola|escopeta|rifle|arma|soga)( \\w+){0,6} (y )?(las|los|la|lo) voy a (usar|tomar)( todas| todos| ya| hoy)?(?= |$)",
    "(voy a|le voy a|les voy a) \\w+( \\w+){0,6} y (me mato|me pego un tiro|me doy un tiro|me cuelgo)(?! (de|del|trabajando|estudiando|esperando))",
    HANG_MYSELF,
  ]),
  ...rules("suicide", "queens-es-r26", [
    HANG_MYSELF,
    "(se (me )?(murio|fue)|fallecio|murio|perdi a)( \\w+){0,10} (quiero|me quiero|voy a|ya me quiero|me voy a) (ir(me)?|reunirme) con (ella|el)(?! (a|al|pa|para|de) )",
    "((me voy a|me quiero|me pienso) (lanzar|tirar|aventar|arrojar)|(voy a|quiero|pienso) (lanzar|tirar|aventar|arrojar)me) (del|desde el|desde la|desde lo alto del)(?! (avion|paracaidas|trampolin|tobogan|sofa|caballo|carro|coche|troca) )",
    "(me voy a|voy a|quiero) (caminar|meter(me)?|entrar|ir) (pal|al|hacia el|hasta el) (agua|mar|rio|lago)( \\w+){0,6} (hasta que no|no se nadar|sin chaleco)",
  ]),
  ...rules("thirdPartyDanger", "queens-es-r26", [
    "(dejar|deja|dejo|dejando) de (comer|tomar agua|tomar|beber)( y (tomar|beber|comer)( agua)?)? hasta (morir(se|me)?|que se muera|que me muera)|esconde (las|sus) (medicinas|pastillas) (y|pa|para)( \\w+){0,4} (morir|irse|no)",
  ]),
  // Round 27 (sanantonio-es, read after its first round): "si me mato, el seguro paga?", "porque ya
  // voy a hacerlo", "meter el tiro", "eso es lo que voy a hacer", "hoy soy uno de esos 22", jumping
  // off a roof, dynamite for a VA office, a visit in three months "si a lo mejor ni llego".
  ...rules("suicide", "sanantonio-es-r27", [
    "si (me mato|me suicido|me quito la vida|me doy un tiro|me pego un tiro)( \\w+){0,6} (seguro|sgli|vgli|dic|pension|beneficios|la va|paga|pagan|cubre|recibe|reciba|el entierro)",
    "(me voy a|voy a|me quiero|quiero) meter(me)? (el|un) (tiro|balazo|plomazo)",
    "(hoy|ya|manana|esta noche) (soy|voy a ser|seria|sere) (uno de (esos|los) (22|veintidos)|el (23|numero 23)|parte de (los|esos) 22)",
    "(me voy a|voy a|me quiero|quiero) (brincar|saltar|aventar(me)?|tirar(me)?) (del|de la|desde el|desde la) (techo|azotea|puente|edificio|estacionamiento|torre|piso|overpass|freeway)",
  ]),
  ...rules("intent", "sanantonio-es-r27", [
    "(porque|por que) ya (voy a|lo voy a) hacer(lo)?(?! (el|la|los|las|un|una|mi) )",
    "eso es lo que (voy a|pienso) hacer",
  ]),
  ...rules("harm", "sanantonio-es-r27", [
    "(dinamita|bomba|explosivos|c4|granada|granadas)( \\w+){0,8} (poner|ponerla|ponerlo|meter|meterla|tirar|volar|explotar)( \\w+){0,3} (oficina|clinica|hospital|edificio|la va|el va)",
  ]),
  ...rules("hopeless", "sanantonio-es-r27", [
    "(pa|para) que (me dan|me ponen|me hacen|le dan)( \\w+){0,5} si (a lo mejor |capaz |quizas |tal vez )?(ni|ya no) (llego|voy a estar|estoy)",
  ]),
  // Round 27 (a test of our own words found it): the clinician's question answered yes.
  ...rules("intent", "issue", [
    "(pregunto|preguntaron|pregunta|preguntan)( \\w+){0,8} (suicid\\w*|matarme|matarse|quitarme la vida|quitarse la vida|hacerme dano|hacerse dano)( \\w+){0,4} (le dije|les dije|dije|conteste|le conteste|respondi) que si(?! (hace|antes|en el|en los|pero ya no|pero no ahora|pero ahora no|cuando|una vez))",
  ]),
  // Round 28: two safety reviewers' probes missed before and after the round's withdrawn frames:
  // an attempt "almost" made last night, pills put aside, a plan the pills are for.
  ...rules("suicide", "review-r28", ["(anoche|ayer|antier|el otro dia|la otra noche|hoy) casi lo (hago|hice|logro)"]),
  ...rules("meansReady", "review-r28", [
    "((un buen|muchas|un monton|como \\d+) de (las viejas|las de antes|pastillas|pildoras|tabletas|mis pastillas)|las viejas|las de antes|como \\d+)( \\w+){0,2} (ahorradas|juntadas|apartadas|escondidas)",
    "ya (junte|tengo juntadas|tengo ahorradas|tengo apartadas)( las de antes| las viejas| como \\d+| \\d+)",
  ]),
  ...rules("intent", "review-r28", ["(pa|para) lo que (tengo|traigo) (pensado|planeado)"]),
  // Round 29: more of the same reviewers' probes that every screen so far missed: an idiom of a
  // thing that kills, then the wish that it would or the plan to go first; rat poison; the whole
  // bottle taken with another medicine "pa descansar"; poison in another person's coffee; a pistol
  // and "I'm next". A caregiver's pills in a mother's coffee and "obvio no es el frasco entero" are
  // a third reviewer's ordinary wordings and stay alone.
  ...rules("suicide", "review-r28", [
    "me (va|van) a matar( \\w+){0,3} (y la neta ojala|ojala fuera cierto|y ojala|ojala que si|y que bueno|y sinceramente que bueno|pero yo me adelanto|pero yo le gano|mejor me le adelanto|y yo le voy a ayudar|si no lo hago yo primero)",
    "ya quiero que me mate",
  ]),
  ...rules("lethality", "review-r28", [
    "(mezclar|mezclo|tomar|tomarme|tomo|echarle|echarme)( \\w+){0,4} (raticida|veneno (de|pa|para) (ratas|ratones))",
    "(tomar|tomarme|tomo|combinar|mezclar)( (?!no )\\w+){0,6} (el bote|la caja|el frasco|la botella|el pomo) (completo|completa|entero|entera)",
    "(tomar|tomarme|tomo|combinar|mezclar) las ([1-9]\\d+) de \\w+ con",
  ]),
  ...rules("intent", "review-r28", [
    "(pastillas|tramadol|clonazepam|botella|bote|las de dormir)( \\w+){0,8} (pa|para) descansar (ya|para siempre|pa siempre)",
    "(yo )?soy el (siguiente|que sigue)( \\w+){0,3} con (mi|la) (pistola|9|nueve|fusca|cuete|arma|escuadra)",
  ]),
  ...rules("harm", "review-r28", ["(veneno|raticida)( \\w+){0,4} en su (cafe|comida|bebida|te|sopa|cerveza)"]),
  // Round 32: a second reader's probes (signals-en.ts has the English): a payout asked about for
  // one's own suicide, and an attempt long ago still thought about every day.
  ...rules("intent", "review-r32", [
    "(paga|pagan|cubre|cubren|cuenta|cobra|cobran)( \\w+){0,4} si (me mato|me suicido|me quito la vida)",
  ]),
  ...rules("time", "review-r32", [
    "(pienso|pensando) en (hacerlo otra vez|volver a intentarlo|matarme|quitarme la vida) (todos los dias|todo el tiempo|diario|cada noche|todas las noches)",
    "(intente|trate de)( \\w+){0,10} (y )?(todavia |aun )?(pienso|sigo pensando) en (eso|hacerlo) (todos los dias|todo el tiempo|diario|cada noche|todas las noches)",
  ]),
  // Round 33, from round 38's sets once measured (sanantonio-es, bronx-es), narrowed on four second
  // reads: a visit to a rater who denied one "y no es pa hablar", said last; where he lives and what
  // he drives after a wrong, and he "won't see another Christmas". God asked to take one now is
  // LINE_FLOOR_ES below. ("Mismo lugar mismo modo" was dropped: as intent it kept the second opinion
  // from lifting "voy a hacer lo que hizo mi hermano, mismo lugar mismo modo" to the crisis reply.)
  ...rules("harm", "bronx-es-r38", [
    "(?!.* (abogado|abogada|representante|vso|dav|supervisora|supervisor)( |$))(rater|evaluador|evaluadora|direccion|donde vive|me nego|me negaron)( \\w+){0,12} (voy a ir|voy|ire|me voy|vamos) a (visitarlo|visitarla|visitarlos|verlo|verla|buscarlo|buscarla|caerle|caerles)( \\w+){0,3} (y )?no (es|va a ser|sera|era) (pa|para) (hablar|platicar|conversar|saludar)$",
  ]),
  ...rules("harm", "sanantonio-es-r38", [
    "(?!.* (hospicio|grave|enfermo|enferma|entierro|cancer|medico dice|doctor dice|doctores dicen)( |$))(me nego|me negaron|me arruino|me jodio|me robo)( \\w+){0,12} (ya se|busque|averigue|encontre) (donde vive|que carro trae|que troca trae|donde trabaja)( \\w+){0,10} no (va a|vaya a) ver otra navidad",
  ]),
  // Round 34: medicine taken with a meal, the dose's own time ("mi papa dice que se las va a tomar
  // despues de comer", a round-18 probe the retrained second opinion read at 0.874): not all of them,
  // not at once, not with drink.
  ...rules("benign", "retrain-r34", [
    "(?!.* (todas|todos|todo|juntas|juntos|de una vez|de un jalon|de golpe|con (alcohol|cerveza|vino|tequila|whisky|ron|guaro)|ya no aguanto|no aguanto|no puedo mas|ya estuvo|ya me canse|adios|perdon\\w*)( |$))(se las|me las|te las|se los|me los) (va|voy|vas|van) a tomar (despues de|antes de|con) (comer|la comida|el desayuno|la cena|el almuerzo|cenar|desayunar|almorzar)",
  ]),
  // Round 34: weapons taken in past a building's checks unseen (dalton-es: "que armas se pueden meter a
  // un edificio federal sin que las detecten? tengo asuntos pendientes con la VA"), which the
  // retrained second opinion read too low for round 2's model to be heard (0.17, heard above 0.2).
  ...rules("harm", "retrain-r34", [
    "(armas|arma|pistola|pistolas|cuchillo|cuchillos|navaja|explosivos|municion|balas)( \\w+){0,8} sin que (las|los|la|lo|me|nos) (detecten|detecte|vean|vea|encuentren|cachen|revisen|chequen)",
  ]),
  // Round 34, a Spanish second read's probes: what is needed almost gathered ("la farmacia no me da
  // mas xanax y ya casi completo lo que necesito"), a gun bought "pa mi" and not for defence or to
  // hunt, "ya saben pa que". Intent: with a means beside it the crisis reply, alone nothing.
  ...rules("intent", "retrain-r34", [
    "(ya )?(casi )?(junto|junte|juntando|complete|completo|completando|reuno|reuni|tengo|llevo) (las|los|lo|todo lo|todas las|todos los) que (necesito|ocupo|me faltan|me falta|me hacen falta)(?! (pa|para|de) (la|el|mi|los|las) (renta|papeles|papeleo|claim|reclamo|tramite|solicitud|apelacion|casa|troca|carro|viaje|cita)( |$))",
    "(pistola|pistolas|arma|armas|rifle|escopeta|cuete|fusca|gun|pistol)( \\w+){0,12} no (es )?(pa|para) (defensa|defenderme|proteccion|protegerme|cazar|caceria|el range|tirar al blanco)",
    "(pa|para) (mi|mi mismo|mi misma)( \\w+){0,2} ya (saben|sabes|sabe) (pa|para) (que|q)",
  ]),
  // The same read's: sleep "para siempre" asked of a dose ("cuantas me tomo para dormir bien bien, para
  // siempre"); and one's own "discharge" given oneself (holyoke-es: "mañana me doy mi propio
  // discharge con la 9. lol no es chiste"), which the retrained second opinion no longer heard.
  ...rules("suicide", "retrain-r34", [
    "(dormir|dormirme|descansar|quedarme dormid[oa]|no despertar)( \\w+){0,3} (para|pa) siempre(?! (en|con|a|al|la|el|mi|su)( |$))",
    "(?<!(dice|dijo|decia|says|said) )(me doy|darme|me voy a dar|me di|me dare|me va a dar|dandome) (mi |el )?propio discharge",
  ]),
  // Round 40 (lasvegas-es, read after round 41 was measured): threats said with their act, which
  // only got the line. Fire set to another's home or truck (su, tu: "esta noche le prendo fuego a
  // su casa mientras duerme") is a threat, unless the writer is inside it ("conmigo adentro": the
  // crisis reply).
  ...rules("harm", "lasvegas-es-r40", [
    "(le|les|te) (prendo|prendere|voy a prender|pego|pegare|voy a pegar|meto|metere|voy a meter|echo|voy a echar) fuego a (su|sus|tu|tus) (casa|carro|troca|camioneta|negocio|tienda|oficina|traila|trailer|apartamento|depa)(?!.* (conmigo|yo adentro|yo dentro|me quedo|me voy con|y yo|y me (voy|muero|mato|quemo)|ya no (aguanto|puedo|quiero))( |$))",
  ]),
  // A blade to the throat or a shot to the head aimed at another ("le corto la garganta", "le hago
  // un hoyo en la cabeza") is a weapon: with a wrong done to the writer beside it ("si mi ex me
  // vuelve a quitar a mi hija"), a threat; alone (a hen's neck, a deer, a pumpkin), nothing.
  ...rules("weapon", "lasvegas-es-r40", [
    "(le|les|te) (corto|cortare|voy a cortar|rajo|rajare|voy a rajar|abro|voy a abrir) (la garganta|el cuello|el pescuezo|la yugular)",
    "(le|les|te) (hago|hare|voy a hacer|meto|metere|voy a meter|pongo|pondre|voy a poner|dejo|voy a dejar) (un|una|unos|dos|tres) (hoyo|hoyos|agujero|agujeros|plomazo|plomazos|balazo|balazos|tiro|tiros|bala|balas) (en|entre) (la|el|los|las) (cabeza|frente|ojos|pecho|panza|cara)",
  ]),
  // Round 37, from round 42's riverside-es and hyattsville-es (read after their first round): a
  // goodbye timed to when it arrives ("cuando le lleguen yo ya no voy a estar"), and a burial asked
  // about for the writer ("cuanto dan pal entierro en el cementerio de veteranos? es pa mi"), not
  // for a relative named after it.
  ...rules("farewell", "riverside-es-r42", [
    "cuando (le |les |te |la |lo |las |los )?(llegue|lleguen|lean|leas|lea|abran|abras|vean|veas|reciban|recibas|reciba)( \\w+){0,3} (yo )?(ya )?(no (voy a estar|estare|estoy|voy a existir)|voy a estar (muert[oa]|con (dios|mi \\w+|el senor|mis \\w+))|me (habre ido|fui))(?! (en|de) (esa|la|el|mi|este|esta|casa|direccion|pais|ciudad|\\w+)( |$))",
    "(te|les|le) va a llegar (por correo )?mi (carta de )?despedida|(recibiras|recibiran) esto( por correo)? cuando (yo )?ya (este|estare) con (dios|el senor|mi \\w+)",
  ]),
  // Someone who said they will kill themselves if something happens ("anoche dijo q si lo corren del
  // trabajo se mata"), and someone gone with the key to where the guns are kept ("se llevo la llave
  // de la caja donde guarda las armas"); not to hunt, to the range or to sell them.
  ...rules("suicide", "riverside-es-r42", [
    "(dijo|dice|decia|amenazo|amenaza|amenazaba|juro|jura|juraba)( mi \\w+| el| ella)? (que |q )si (\\w+ ){1,18}se (mata|matara|mataria|va a matar)(?= |$)(?! (\\w+ando|\\w+iendo|de (risa|la risa|gusto|hambre|cansancio|frio|calor|miedo|aburrimiento)|en (el|la) (gym|gimnasio|chamba|trabajo|jale|examen|escuela))( |$))",
  ]),
  ...rules("thirdPartyDanger", "riverside-es-r42", [
    "se (llevo|llevaron) (la |el |su |sus |las |los )?(\\w+ ){0,8}(arma|armas|pistola|pistolas|rifle|rifles|escopeta|cuete|cuerno|cuerno de chivo|glock|escuadra|fusca|9 milimetros)(?!( \\w+){0,6} (pa|para|a|al|pal) (cazar|la caceria|caceria|venado|el range|range|el campo de tiro|campo de tiro|tirar al blanco|limpiar|vender|venderla|venderlas|empenar|el armero|la tienda|museo|el museo|guardar|guardarlas|guardarla|la policia))(?!.* (robar|robaron|robo|ladron|ladrones|se metieron|museo|policia|guardar\\w*|casa de|donde vive|trabajo de|casa nueva|herencia|funeral|recuerdo|a su casa|mudanza)( |$))(?:(?=.* (borracho|tomado|bebiendo|enojado|no contesta|no responde|adios|se despidio|llorando|no ha llegado|no llega|no aparece|no sabemos donde|apago|apagado|carta|perdon)( |$))|(?<=(^| )(borracho|tomado|bebiendo|enojado|adios|se despidio|llorando|carta|perdon) .*))(?<!(^| )(robar|robaron|ladron|ladrones|se metieron|museo|policia)( .*)? se (llevo|llevaron) (la |el |su |sus |las |los )?(\\w+ ){0,8}(arma|armas|pistola|pistolas|rifle|rifles|escopeta|cuete|cuerno|cuerno de chivo|glock|escuadra|fusca|9 milimetros))",
  ]),
  // Being a burden: "mis hijos merecen un papa mejor q yo".
  ...rules("hopeless", "riverside-es-r42", [
    "(merecen|merece|merecian|merecia) (un|una) (mejor )?(papa|padre|mama|madre|esposo|esposa|hombre|mujer|persona|abuelo|abuela|marido|hijo|hija|hermano|hermana|amigo|amiga)( mejor)? (q|que) yo(?! (tuve|recibi|le|les|puedo|pude|hice|tengo))",
  ]),
  // A missed dose asked about ("se me pasaron las pastillas de la mañana, me las tomo ahorita?"): a
  // question about taking one's medicine as prescribed.
  ...rules("benign", "riverside-es-r42", [
    "(el|la|al|a la) (puerco|cochino|lechon|marrano|chivo|pollo|gallina|guajolote|pavo|borrego|res|venado) (lo|la) (mato|matamos|mataron|vamos a matar)",
    "(lo|la|me) mato( \\w+){0,3} (un|una) (conductor|carro|camion|tren|borracho|infarto|cancer|bala perdida|accidente|derrame|tumor)(?= |$)",
    "^(se me (pasaron|olvidaron|paso|olvido)|me (olvide|salte) (de )?(tomar|tomarme)|olvide (tomar|tomarme)) (las|mis|la|mi) (pastillas|pastilla|medicina|medicinas|pildoras)( de la (manana|noche|tarde))? (me las tomo|me la tomo|las tomo|la tomo|que hago)( ahorita| ya| ahora)?( o (mejor )?(espero|me espero)( a (manana|la noche|la tarde|la otra))?)?$",
  ]),
  ...rules("intent", "hyattsville-es-r42", [
    "(entierro|funeral|cementerio|sepultura|velorio|cremacion|tumba|ataud|lapida)( \\w+){0,12} (es|seria|sera|son) (pa|para) mi( mismo| misma| solo| nomas)? ((pa|para|en) )?(la otra semana|la semana que viene|la proxima semana|pronto|este mes|manana|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)",
  ]),
  // Round 37, from round 43's doral-es (Venezuelan and Miami Spanish) and paterson-es (Ecuadorian,
  // Peruvian and New Jersey Spanish), read after their first round: a crash that should look like
  // an accident, pills in hand, "me quito del medio", someone who will shoot themselves, wants to
  // throw themselves off, will kill themselves tomorrow, or will join a dead parent in heaven today;
  // and "voy a la great falls y me tiro" (not to bed).
  ...rules("suicide", "doral-es-r43", [
    "(?<!(casi|por poco|ayer|anoche|ya) )me (estrello|voy a estrellar|estrellare|estampo|voy a estampar|voy a tirar) (con|contra) (la |el |un |una )?(camioneta|carro|troca|muro|pared|poste|puente|arbol|camion|rastra|tren)",
    "(queriendo|quiere|quiso|intenta|intentando|va a|amenaza con|amenazando con) (tirarse|aventarse|lanzarse|matarse|colgarse|suicidarse|dispararse|pegarse un tiro)(?! ((por|como|pa|para) (el |la )?(puesto|cargo|candidat\\w*|alcald\\w*|presidencia|comandante|concejo|eleccion\\w*|gobernador|congreso)|de candidat\\w*|a (la|el) (presidencia|carrera|eleccion|cargo|puesto|alcaldia|concejo)))(?!.* (trampolin|paracaidas|piscina|alberca|clavado|bungee|puenting|tirolesa)( |$))",
    "((el|ella|uno) se|(dice|dijo|amenaza|amenazo) (que |q )?se) (dispara|pega un tiro|da un tiro|quita la vida|suicida)(?= |$)(?! (el|la|los|las|un|una) )(?!.* (alarma|azucar|presion|precio|precios|renta|dolar|gasolina|temperatura|fiebre)( |$))",
    "((manana|hoy|esta noche|ahorita|pronto|ya) se (mata|va a matar|suicida|quita la vida|va a quitar la vida)|(que|q) se (mata|va a matar|suicida|quita la vida) (esta noche|hoy|manana|ahorita|pronto|ya))(?= |$)(?! (el|la|los|las|un|una) )(?! (\\w+ando|\\w+iendo|de (risa|la risa|gusto|hambre|cansancio|frio|calor|miedo|aburrimiento)|en (el|la) (gym|gimnasio|chamba|trabajo|jale|examen|escuela))( |$))",
    "(hoy|esta noche|manana|ya|ahorita) (me|se|te) (iba|va|voy|ibamos|vamos) a (reunir|juntar|ir) con (su|mi|tu)( \\w+){0,2} (en el|al) cielo",
    "(voy|me voy|ire|llego|manejo|camino) (a|al|pal|pa la|para el|para la) (\\w+ ){0,3}(puente|edificio|rio|presa|vias|falls|acantilado|techo|azotea|barranco|mar|lago|tren|muelle|represa|cascada|mirador)( \\w+){0,3} y (ahi |alli )?me (tiro|aviento|lanzo)(?= |$)(?! (a (dormir|descansar|la cama)|en (la|el|mi) (cama|sofa|sillon|hamaca|arena|pasto)))",
  ]),
  ...rules("intent", "paterson-es-r43", [
    "(tengo|traigo|ya tengo) (las ganas|el valor)(?! de (comer|ir|ver|salir|bailar|trabajar|estudiar|aprender|viajar))",
    "me (quito|voy a quitar|quitare) del (medio|camino)(?! (pa|para) (que|q) (pase|pasen|trabaje|trabajen|puedan|pueda|entren))",
  ]),
  ...rules("atHand", "doral-es-r43", [
    "(pastillas|pildoras|pepas|medicinas|oxys|pastilla|frasco|pistola|arma|cuchillo|navaja)( \\w+){0,8} en (la|mi|las|mis) (mano|manos)",
    // Round 47 (santafe-es, round 56): "las tengo aqui en la mesa".
    "(las|los|la|lo) (tengo|tiene|traigo|trae) (aqui|aca|ahi|alli)( \\w+){0,2} (en|sobre) (la|el|mi) (mesa|mesita|cama|buro|troca|carro|regazo|mano)",
  ]),
  // Threats: going to shoot at the restaurant or at the doctors, a bat in hand to leave someone
  // lying on the floor.
  ...rules("harm", "doral-es-r43", [
    "(va|voy|vamos|van) a (ir a )?(disparar|balacear|tirar balazos|tirotear)(le|les)? (en|a|contra) (el|la|los|las|todos|todo)(?= |$)(?!( \\w+){0,3} (venado|venados|patos|blanco|range|latas|botellas|conejos|palomas)( |$))(?!.* (campo de tiro|practica|competencia|range|tiro al blanco|club de tiro)( |$))",
    "(subo|voy|bajo|llego|salgo) con (el|la|mi) (bate|machete|cuchillo|fierro|palo|pistola|navaja)( \\w+){0,4} (lo|la|los|las) (dejo (tirad[oa]s?|sec[oa]s?|en el piso)|mato)(?= |$)",
  ]),
  // The second reads of round 37 (their probes, corpus/crisis/second-read-r37): a death or a threat
  // with a day ("si ese examinador me dice que no otra vez lo mato el martes", "si no me aprueban me
  // mato el viernes"), a bottle swallowed, a weapon shown with "me va a estar esperando afuera", a
  // rifle taken to go find someone, "mato al supervisor", "dice que el sigue", "un inutil como yo".
  ...rules("harm", "doral-es-r43", [
    "(?<!(^| )a (mi|su|tu|nuestro|nuestra|el|la|los|las) (\\w+ ){1,3})(?<!(^| )(puerco|cochino|lechon|marrano|chivo|pollo|gallina|res|vaca|venado|borrego|guajolote|pavo)( \\w+){0,3} )(lo|la|los|las) (mato|voy a matar|matare|vamos a matar)( \\w+){0,3} (el|este|esta|la) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|proxima vez|proxima semana|semana que viene|otra semana)(?= |$)(?! (pasado|pasada|un|una|el cancer|de un))(?!.* (conductor|accidente|cancer|infarto|covid|puerco|cochino|lechon|marrano|chivo|pollo|gallina|venado|fiesta)( |$))",
    "(mato|matare|voy a matar|vamos a matar) (al|a la|a los|a las|a mi|a ese|a esa) (supervisor|supervisora|jefe|jefa|doctor|doctora|examinador|examinadora|rater|vecino|vecina|ex|suegro|suegra|mayordomo|manager|foreman|capataz|cunado|patron|patrona)(?= |$)",
    "(enseno|mostro|saco|apunto|me apunto)( \\w+){0,3} (la|su|una|el|un) (pistola|arma|cuchillo|navaja|fierro|cuete|escopeta|machete|rifle)( \\w+){0,10} (dijo|dice|grito|me dijo)( que| q)? (me )?(va a estar esperando|va a esperar|va a buscar|me va a buscar|va a encontrar|me va a encontrar|me va a matar)(?= |$)(?!.* (caceria|cazar|range|campo de tiro|pesca|pescar|venado|patos)( |$))",
    "se (llevo|llevaron) (el|la|su|sus|las|los) (\\w+ ){0,3}(arma|armas|pistola|rifle|escopeta|cuete|cuerno|glock)( \\w+){0,6} (va a ir a buscar|fue a buscar|va a buscar|va pa la casa de|fue a la casa de|va a la casa de|va a ir a la casa de)(?= |$)",
  ]),
  ...rules("suicide", "paterson-es-r43", [
    "me (mato|voy a matar|matare) (el|este|esta|la) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|proxima semana|semana que viene|otra semana|dia que|dia en que)(?! (trabajando|con (tanto|el|la) (trabajo|jale)|de (risa|cansancio)))(?= |$)(?!.* (gym|gimnasio|mudanza|limpiando|trabajando|entrenando|corriendo|jale|chamba|trabajo)( |$))",
    "si (no )?(me )?(niegan|negaron|aprueban|dan|pagan|deja|dejan|corren|quitan)( \\w+){0,6} me (mato|voy a matar|matare)(?= |$)(?! (trabajando|de (risa|cansancio|hambre)|en el (gym|jale)))",
  ]),
  ...rules("meansReady", "paterson-es-r43", [
    "me (tome|trague|empine|meti) (el frasco|el bote|la caja|medio frasco|todo el frasco|todo el bote|toda la caja|todas las|todas mis)(?!( \\w+){0,4} (a tiempo|como (me )?(dijo|dijeron|dice|indica)|que me (tocan|toca|recetaron)|de (hoy|la manana|la noche|la tarde)|del dia)( |$))( \\w+){0,3}(?!( \\w+){0,2} (de )?(agua|cafe|te|cerveza|cervezas|chelas|jugo|suero|vitaminas|sopa|leche|refresco|soda)( |$))",
  ]),
  ...rules("hopeless", "paterson-es-r43", [
    "(un|una) inutil como yo|(merecen|merece) (un|una) (papa|mama|padre|madre|esposo|esposa) de verdad",
  ]),
  ...rules("afterMe", "hyattsville-es-r42", [
    "cuando (le |les |te |la |lo |las |los )?(llegue|lleguen|lean|leas|lea|abran|abras|vean|veas|reciban|recibas|reciba)( \\w+){0,3} (yo )?ya me (habre ido|fui)(?= |$)",
    "(entierro|funeral|cementerio|sepultura|velorio|cremacion|tumba|ataud|lapida|lote)( \\w+){0,12} (es|seria|sera|son) (pa|para) mi( mismo| misma| solo| nomas)?(?=$| (pa|para) (la|el|este|esta|manana|pronto)( |$)| ya( |$)| no falta( |$))(?!.* (antes de tiempo|pre need|preneed|por adelantado|con tiempo|planeando|algun dia|cuando llegue el momento|elegibilidad|apartar|reservar)( |$))(?<!(^| )(antes de tiempo|pre need|preneed|por adelantado|con tiempo|planeando|algun dia|cuando llegue el momento|elegibilidad|apartar|reservar) .*)",
  ]),
  // Round 38, from round 44's sweetwater-es (a Nicaraguan-American Navy corpsman in Sweetwater,
  // Florida, in voseo and Miami Spanglish) and salem-es (a Mixtec Oaxacan-American Marine veteran in
  // Oregon), read after rounds 45 and 46 were measured: a stockpile swallowed today, a father who
  // gives away his watch and says he won't be here with a pistol in the closet, "lo mismo que hizo mi
  // sargento" with his weapon, a bridge one is nearly at, a deer shotgun one will use oneself first,
  // "no me van a parar", the crisis line refused beside a decision, "después me pego el tiro", a
  // motorbike to be crashed at 120, a dose calculated, "solo falto yo", "yo soy el siguiente", lying
  // down on a highway, jumping from the top of a parking garage; a threat to "darles a los dos",
  // another Fallujah at a VA, a list of names with where they park. Five reads narrowed each
  // (decision 941, round 38).
  ...rules("meansReady", "sweetwater-es-r44", [
    "(pastillas|pildoras|medicinas|pepas|oxy\\w*|tramadol|percocet|hidrocodona|clonazepam)( \\w+){0,14} (hoy|esta noche|ahorita|de una vez|ya) me (lo|las|los) (trago|tomo|bajo|empino) (todo|todas|todos)(?= |$)(?!.* (juntas|separadas|en un mes|al dia|por dia|cada|con la comida|en la manana|a tiempo|como (me )?(dijo|dijeron|dice|indica)|proteina|batido|licuado)( |$))",
  ]),
  ...rules("thirdPartyDanger", "sweetwater-es-r44", [
    `(mi|su) ${KIN}( \\w+){0,6} (me dio|me regalo|me dejo|me entrego) (su|sus)( \\w+){0,20} (ya no va a estar|no va a estar mas)(?= |$)(?! (mas )?\\w+(ando|iendo|yendo|endo)( |$))(?! (mas )?(en|con|de) )(?!.* (mandaron|deploy\\w*|despliegue|corea|base|operacion|cirugia|hospital|viaje|trabajo|mudanza|muda|mudo|vivir|se fue a|meses|semanas|un ano)( |$))(?<!(^| )(mandaron|deploy\\w*|despliegue|corea|base|operacion|cirugia|hospital|viaje|mudanza|muda) .*)`,
  ]),
  ...rules("intent", "sweetwater-es-r44", [
    "voy a hacer (lo mismo|igual) (que|q)( (hizo|hicieron))?(?=.* (se mato|se suicido|se quito la vida|se colgo|se ahorco|se tiro|se pego un tiro|se disparo|uso su (arma|pistola|rifle|escopeta)|con su (arma|pistola|rifle|escopeta|soga))( |$))(?!.* (terapia|consejeria|vet center|tratamiento|ayuda|programa|clases|escuela|carrera|reclamo|claim)( |$))",
    "(hoy|esta noche|manana)( \\w+){0,2} voy a (estrellar|estampar|chocar|clavar) (la moto|el carro|la troca|mi carro|mi moto|mi troca|la camioneta)( \\w+){0,4} (a \\d+|contra|de frente|a toda)(?!.* (jaja\\w*|lol|broma|sin querer|practica|conos|curso|simulador|videojuego|juego|carrera|pista)( |$))",
  ]),
  ...rules("suicide", "sweetwater-es-r44", [
    "me (pego|doy|meto) el (tiro|balazo|plomazo)(?! (de|del|al|a|con|en) )(?= |$)(?!.* (jaja\\w*|jeje\\w*|lol|es un decir|broma|venado|caceria|range|practica)( |$))",
  ]),
  ...rules("suicideMention", "sweetwater-es-r44", [
    "no me (manden|mandes|mande|den|des|pasen|pases|pongan|vengan con) (al|el|la|a la|con el|con la)( numero( de)?)?( la)? (988|linea de crisis|linea de (prevencion|ayuda|suicidio)|numero de crisis)(?= |$)(?:(?=.* (decidi|decidido|decidida|decision|ya tengo todo|no me van a parar|ya llame|ya he llamado|ya no)( |$))|(?<=(^| )(decidi|decidido|decidida|decision|ya tengo todo|ya llame|ya he llamado|ya no) .*))(?!.* (no estoy en crisis|pregunta|informacion|apelar|apelacion|pelear el claim|esperar)( |$))",
  ]),
  ...rules("lethality", "sweetwater-es-r44", [
    "(ya )?calcule (la|cuanta|cuanto|las) (dosis|cantidad de pastillas|pastillas)(?=.* (me traje|del trabajo|ya no|decidido|decidi|de una vez|no despertar|pa acabar|para acabar|todas juntas)( |$))(?!.* (paciente|pacientes|insulina|mama|papa|hijo|hija|perro|esposa|esposo|bebe|doctor|doctora|del mes|pa el mes)( |$))",
    "(se|sabe|sabemos) (exactamente|bien|perfectamente) cuant[oa]s? (\\w+ )?(hace falta|necesito|se necesita|es letal|mata)(?=.* (decidido|decidi|acceso|no me pregunten)( |$))(?!.* (insulina|doctor|doctora|me enseno|receta)( |$))",
  ]),
  ...rules("hopeless", "sweetwater-es-r44", [
    "(estaria|estare|estariamos) (mas |mucho mas |mejor |)(tranquil[oa]|mejor|en paz|descansad[oa]|agusto|a gusto) muert[oa](?! de )",
  ]),
  ...rules("place", "salem-es-r44", [
    "(puente|presa|acantilado)( \\w+){0,10} (ya mero|ya casi|casi) (llego|estoy)$",
    "(acostar|acostarme|tirarme|echarme|me acuesto|me echo) (en|sobre) (la|el) (\\d+|carretera|freeway|autopista|via|vias|interestatal|highway)(?= |$)(?!( \\w+){0,4} (a descansar|a dormir un rato|en el camion|en la troca|del tren|con la familia))",
  ]),
  ...rules("intent", "salem-es-r44", [
    `${ARMA}( \\w+){0,12} (la|lo|las|los) (voy a|va a) usar (yo|conmigo|en mi)( primero| mismo)?(?= |$)(?!( \\w+){0,3} (pa|para|en|de) (cazar|caceria|la caceria|el range|range|practicar|tiro al blanco|la temporada|venado|conejos|patos|la guardia))`,
    "(esta vez|ahora si)( \\w+){0,5} no me (van|va) a (parar|detener|salvar)(?= |$)(?! (en|con|por|la|el|los|las|a) )(?!.* (licencia|policia|multa|transito|frontera|aeropuerto|tsa|revision|migra|inmigracion|garita)( |$))",
    "(ya )?(nomas|solo|nada mas) (falta|falto) (yo|el cuerpo|mi cuerpo)(?= |$)(?!( \\w+){0,2} (de|en|pa|para|por|con) )",
    "yo (soy|voy a ser) (el|la) (siguiente|proxim[oa])(?= |$)(?<=(^| )(se fueron|se mataron|se mato|se suicid\\w*|murieron|se quitaron|22|perdi|quitaron la vida|se colgaron|se pegaron)( .*)?)",
    "(uno de esos|una de esas|uno de ellos|uno mas|el numero 23|el 23)( 22)? voy a ser yo(?= |$)(?<=(^| )(22|se mataron|se mato|se suicid\\w*|se fueron|murieron|suicidio|suicidios|se quitaron)( .*)?)",
  ]),
  ...rules("lethality", "salem-es-r44", [
    "(como|forma de|manera de) (matarme|morirme|morir|quitarme la vida) sin (que|q) (duela|me duela|sufra|sienta)|(busco|buscando|quiero saber) (como|la forma de|la manera de) hacerlo sin (que|q) (duela|me duela|sufra|sienta)(?!.* (rodilla|espalda|ejercicio\\w*|terapia|estiramiento\\w*|inyeccion|vacuna|examen|cirugia|sangre|tatuaje)( |$))",
  ]),
  ...rules("suicide", "salem-es-r44", [
    "(subir|subo|subirme|voy|me voy)( \\w+){0,6} (ultimo piso|piso \\d+|techo|azotea|puente|estacionamiento|edificio)( \\w+){0,4} (y )?me (aviento|tiro|lanzo|dejo caer)(?= |$)(?! (en|a|al|sobre) (la |el )?(cama|sofa|sillon|dormir|piscina|alberca))",
  ]),
  ...rules("harm", "sweetwater-es-r44", [
    "les voy a dar a (los dos|las dos|todos|todas)(?= |$)(?! (un|una|el|la|los|las|de|su|sus|dulces|regalo\\w*|tamales|comida|gracias)( |$))(?<=(^| )(ex|su marido|su novio|su novia|iglesia|pistola|arma|cuete|fierro|coraje|rabia|enganaron|engano|traiciono|traicionaron) .*)",
    "(va a|van a|voy a|vamos a|quiere|quieren) hacer (otr[oa] |un[oa] )?(faluya|fallujah|masacre|matanza|balacera|(?<!(^| )(como|parece|parecia|suena|sonaba|suenan|sonido|ruido|sueno|sone|pesadilla|hubo|noticias|noticia|pelicula|peli|serie|video|juego|videojuego|novela)( \\w+){0,3} )(?<!(^| )(el|un|del|ese|aquel) (ultimo|primer) )(?<!(^| )(vi|he visto|presencie|sobrevivi|vivi|estuve en)( (un|el|ese|aquel|varios))? )tiroteo(?! en (la|mi|su) cabeza)(?! (que|q) (vi|he visto|presencie|sobrevivi|vivi|hubo))(?!( \\w+){0,6} (fue|en) (en )?(faluya|fallujah|ramadi|mosul|bagdad|baghdad|kandahar|helmand|irak|iraq|afganistan|afghanistan|vietnam|corea|kuwait|panama|somalia|bosnia|granada|combate|el army|la guerra)( |$))|columbine)(?= |$)(?! (de|del) (puerco|cerdo|marrano|chivo|res|pollo|gallina|borrego|cochino)\\w*( |$))(?! con (los|las|el|la) )(?!.* (pelicula|juego|videojuego|libro|documental|serie|ratings?|claims?)( |$))",
  ]),
  ...rules("harm", "salem-es-r44", [
    "(lista|nombres)( \\w+){0,14} (ya )?se donde (se estacionan|se estaciona|viven|vive|trabajan|duermen|estacionan|parquean)(?= |$)(?<=(^| )(negaron|nego|niegan|me hicieron|quitaron|la van a pagar|me las)( .*)?)(?!.* (invitacion\\w*|buddy|statements?|cartas|reunion|navidad|tamales|testigos)( |$))",
  ]),
  ...rules("farewell", "sweetwater-es-r44", [
    `(ya )?(escribi|deje|tengo escritas|termine) (las|mis|unas) cartas (pa|para|a) (mi |mis |el |la |los |las )?(${KIN.slice(1, -1)}|cipote|chavalo|nenes|plebes|hijos|ninos|familia)(?!.* (claim|apelacion|buddy|testigo|lay|declaracion|evidencia|dbq|doctor|navidad|cumpleanos)( |$))`,
  ]),
  ...rules("intent", "salem-es-r44", [
    "ya no falta mucho(?<=(^| )(si|cuando) (me |yo )?(mato|suicido|muero por suicidio|me quito la vida)( \\w+){0,3} .*)",
  ]),
  // Round 40: someone attacking the writer, or someone with them, now, in Spanish: strangling,
  // beating or cutting them, a weapon held to the head or neck, a threat with a weapon in hand,
  // hiding from someone armed, a door broken in (see signals-en's round-40 block for the English
  // and the reader whose probes found these). Not a story, a dream, a show, a joke or a claim.
  ...rules("harm", "review-r40", [
    `${ATAQUE_NO}(?:(me|nos|la|lo|le|les) (esta|estan|sigue|siguen|anda|andan) (ahorcando|estrangulando|asfixiando|ahogando|golpeando|pegando|dando golpes|dando de golpes|dando una pela|dando pela|dando una golpiza|apunalando|acuchillando|disparando|cortando con (un|una|el|la|su) (navaja|cuchillo|machete|cuchilla|vidrio)|dando cuchilladas|dando punetazos|dando patadas|madreando|vergueando|cayendo a golpes|entrando a golpes|dando una madriza|dando una chinga|violando|abusando de)(?! (la|el|los|las|mis|sus|tus|esta|este|esa|ese|estas|estos|esas|esos|tanta|tanto|tantas|tantos|duro|fuerte|preguntas)( |$)| (con|de) (?!(un|una|el|la|su|sus) (\\w+ )?(${ARMA_EN_MANO}|cinturon|correa|hebilla|punos?|palo|botella|zapato|chancla|cable|manos))\\w+))`,
    `${ATAQUE_NO}(?:(me|la|lo|le|nos) (esta|estan|sigue|siguen) (asfixiando|ahogando|sofocando) con (una|la|su) almohada)`,
    `${ATAQUE_NO}(?:(me|la|lo|le|nos) (tiene|tienen|esta|estan) (agarrad[oa]s?|agarrando) (del|de la|por el|por la) (cuello|garganta|pelo))`,
    `${ATAQUE_NO}(?:(me|le|nos|les) (tiene|tienen|puso|pone|ponen|pusieron|esta poniendo|han puesto|ha puesto) (la|el|una|un|su) (\\w+ )?${ARMA_EN_MANO} (en|a|contra|pegad[oa] a|pegad[oa] en) (la cabeza|la cara|el cuello|el pecho|la sien|la garganta|la boca|mi cabeza|mi cuello|mi cara|la espalda))`,
    `${ATAQUE_NO}(?:(?<=(^| )(me|nos|le) (tiene|tienen|esta|estan|agarro|agarra)( \\w+){0,4} )(con|y) (la|el|una|un|su) ${ARMA_EN_MANO} (en|contra) (la cara|la cabeza|el cuello|la sien|la garganta|la boca))`,
    `${ATAQUE_NO}(?:${ARMA_EN_MANO}( \\w+){0,3} (y )?(me|le|nos) (la|lo) (puso|pone|pusieron|esta poniendo|tiene) (en|contra|a) (la cabeza|la cara|el cuello|el pecho|la sien|la garganta|la boca))`,
    `${ATAQUE_NO}(?:(me|nos|la|le) (tiene|tienen) (amenazad[oa]s?|encerrad[oa]s?|amarrad[oa]s?) con (un|una|la|el|su) (\\w+ )?${ARMA_EN_MANO})`,
    `${ATAQUE_NO}(?:(me|nos) (amenazo|amenazaron|amenaza|esta amenazando|amenazan) con (un|una|la|el|su) (\\w+ )?${ARMA_EN_MANO}|(me|nos) (amenazo|amenaza|esta amenazando) con (dispararme|dispararnos|matarme|matarnos|picarme|apunalarme|darme un tiro))`,
    `${ATAQUE_NO}(?:(tiene|agarro|agarra|saco|saca|trae|traia|anda con|esta con|entro con|llego con|(esta|anda) \\w+ con) (un|una|el|la|su|sus) (\\w+ )?${ARMA_EN_MANO}( \\w+){0,8} (y )?((me|nos) (persigue|sigue|esta persiguiendo|anda persiguiendo|va a (matar|picar|quebrar|tronar|dar un tiro))|dice (que|q) (me|nos|la|lo|le) (va|van) a (matar|picar|quebrar|tronar|dar|pegar|cortar)|(le|les) va a (pegar|dar|matar|picar) a|cree (que|q) (yo )?soy (el|un) enemigo|(se|nos) (va|van) a morir|(me|nos) (mata|pica)|esta pasando ahora))`,
    `${ATAQUE_NO}(?:(encerrad[oa]s?|escondid[oa]s?|metid[oa]s?) (en|debajo de) (el|la|mi) (bano|closet|cuarto|carro|recamara|cama|bathroom)( \\w+){0,8} (el|ella|ellos|esta|tiene|anda|trae)( \\w+){0,3} (con|tiene|trae) (un|una|el|la|su) (\\w+ )?${ARMA_EN_MANO})`,
    `${ATAQUE_NO}(?:(el|ella|esta|anda|estan)( \\w+){0,2} (afuera|en la puerta|en el pasillo|en el hallway|del otro lado de la puerta) con (un|una|el|la|su) (\\w+ )?${ARMA_EN_MANO})`,
    `${ATAQUE_NO}(?:con (un|una|la|el|su) (\\w+ )?${ARMA_EN_MANO} (amenazando|amenazandome|apuntando|apuntandome) (a|me|nos|le|les))`,
    `${ATAQUE_NO}(?:(se metio|se metieron|entro|entraron|se esta metiendo) (alguien|un (tipo|hombre|man|ladron|desconocido)|unos (tipos|hombres)) (a|en) (la|mi) casa( \\w+){0,6} (escondid[oa]s?|encerrad[oa]s?))`,
    `${ATAQUE_NO}(?:hay (un|unos) (hombre|hombres|tipo|tipos|man|desconocido)s? armados?( \\w+){0,6} (tratando|queriendo|intentando) (de )?(abrir|entrar|meterse)|(rompio|rompieron|tumbo|tumbaron|pateo|patearon|forzo|forzaron) (la|mi) (puerta|ventana)( \\w+){0,6} (y )?(tiene|trae|con|entro con|entraron con|llego con) (un|una|el|la|su) (\\w+ )?${ARMA_EN_MANO})`,
    `${ATAQUE_NO}(?:apunt\\w+ (a (mi |su |la |el )?\\w+ )?con (la|el|su|una|un) (\\w+ )?${ARMA_EN_MANO})`,
    `${ATAQUE_NO}(?:(viene|vienen|va|ya viene) (a|pa|para) (matarme|matarnos|picarme)( \\w+){0,10} (armado|armada|anda armad[oa]|trae (la )?pistola|con (la|una|su) pistola))`,
  ]),
  // Round 41: a reported threat behind a long "if", beside fear or violence (MIEDO_AL_LADO), as in
  // "me dijo que si aplico a los beneficios por mi cuenta me mata. ya me pegó antes".
  ...rules("harm", "review-r41", [
    `${MIEDO_AL_LADO}(dijo|dice|me dijo|amenaza|amenazo|jura|juro|grita|grito|me escribio) (que|q) (si|cuando)( \\w+){1,12} (me|nos) (mata|matan|va a matar|busca y me mata|pica|apunala|acuchilla|da un tiro|dispara|quema|balea)`,
    `${MIEDO_AL_LADO_O_SALIR}(dijo|dice|me dijo|amenaza|amenazo|jura|juro|grita|grito|me escribio) (que|q) (me|nos) (va|van) a (pasar por encima|atropellar|picar|apunalar|acuchillar|dar un tiro|pegar un tiro|disparar|quemar|ahorcar|estrangular)`,
  ]),
  // Round 41: "hoy me tomo todo" (the whole bottle, said without naming it), which a threat read
  // into "me cayó como bomba" had carried to the crisis reply before (round 38's test).
  ...rules("meansReady", "review-r41", [
    "(hoy|esta noche|ahorita) me (tomo|trago|bebo) (todo|todas|todito|toditas)(?! (el|la|los|las|mi|mis|un|una|de) (?!(frasco|bote|pomo|pastillas|pildoras|pastis)( |$)))(?! (jaja\\w*|lol|con calma|con tranquilidad|con filosofia|en serio|a pecho|personal))",
  ]),
  // Round 41: someone set on stabbing, shooting, hanging or strangling the writer ("me quiere
  // acuchillar, ayuda", "me dijo q me va a dar un tiro si llamo a la policia").
  ...rules("harm", "review-r41", [
    `${ATAQUE_NO}(?!(.* )?(vacuna|flu|inyeccion|enfermera|covid|booster|impuestos|taxes)( |$))(me|nos) (quiere|va a|esta tratando de|trata de|intento|intenta) (acuchillar|apunalar|ahorcar|estrangular|balear|dar un tiro|pegar un tiro|matar a golpes|quemar viv[oa]s?)`,
    "(voy|vamos|va) (pa|para|pal) (alla|alli|ya|su casa|su oficina|su trabajo)( \\w+){0,4} (con el hierro|con la fusca|a darle un tiro|a pegarle un tiro|a meterle un tiro|a darle (un )?balazo)|tengo su (foto|direccion|placa)",
  ]),
  // Round 41 (round 49's misses, read once round 50 was measured): a day already chosen ("ya tengo
  // fecha", "un fierro y una fecha"), "cuando lo haga" beside what survivors get, "mi muerte" told.
  ...rules("intent", "review-r41", [
    "(ya )?(tengo|tiene|tenemos|escogi|escogio|elegi|eligio|puse|puso|decidi|decidio|agarre|agarro) (la |una |el |mi |su )?(fecha|dia)(?! (de|del|para|pa|pal|que|q|en|a|al|con|libre|efectiva|limite|exacta|correcta|equivocada|incorrecta|mal|bien)( |$)(?!(quitarse|quitarme|matarse|matarme|irse|irme|morir|morirme|suicidarse|suicidarme|hacerlo)( |$)))|(fierro|pistola|arma|soga|cuerda|pastillas|cuete|rifle|gun|rope|pills|escopeta) y (una|la|el) (fecha|dia)",
    `(?:(?=(.* )?(dic|sobreviviente|sobrevivientes|beneficiari[oa]s?|seguro|seguro de vida|sgli|vgli|entierro|funeral|viuda|viudo|pension|compensacion|cheque|cubiert[oa]s?|protegid[oa]s?|champva|cuerpo)( |$))|(?<=(^| )(dic|sobreviviente|sobrevivientes|beneficiari[oa]s?|seguro|seguro de vida|sgli|vgli|entierro|funeral|viuda|viudo|pension|compensacion|cheque|cubiert[oa]s?|protegid[oa]s?|champva|cuerpo)( .*)?))(cuando|despues de que|despues que|una vez que|antes de que|en cuanto) (ya )?(yo )?(lo|la) (haga|haya hecho)(?! (en linea|por internet|por correo|en persona|yo mism[oa]|bien|mal|otra vez|de nuevo|(el|la|los|las) (cambio|tramite|papeleo|solicitud|forma|formulario|cita|pago|testamento)))`,
  ]),
  ...rules("intent", "review-r41", [ACCIDENTE_PLANEADO]),
  // Una muerte hecha accidente es la propia muerte por delante.
  ...rules("afterMe", "review-r41", [ACCIDENTE_PLANEADO]),
  ...rules("hopeless", "review-r41", [
    "ojala (un dia |una noche |manana |ya )no (me )?(despierte|amanezca)|(ya )?(estorba|estorbo|estorbamos)|mejor (se|me) muere|no (paso|llego|pasare|llegare|voy a pasar|voy a llegar) (de|a) (diciembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|navidad|nochebuena|este ano|fin de ano|mi cumpleanos)",
  ]),
  ...rules("afterMe", "review-r41", [
    "(reporte|reporta|reportan|reportar|avise|avisa|avisar|declare|declara|despues de|cuando|antes de) (\\w+ ){0,2}mi muerte",
  ]),
  // Round 42 (round 50's misses, read once round 51 was measured): pills already taken by the score, a
  // threat to a child beside a blow, a goodbye "del otro lado", "ya no voy a estar" for the appeal.
  ...rules("meansReady", "review-r42", [
    `(?!(.* )?(como (dice|dijo|indica|manda|receto|me (dijo|dijeron|indico|recetaron)) (el|la|mi) (doctor|doctora|medico|medica)|esta semana|en la semana|al dia|por dia|cada dia|todos los dias|este mes|en el mes)( |$))(me )?(tome|trague|eche|e tomado|he tomado|acabo de tomar|acabe de tomar|acabo de tomarme|acabe de tomarme|meti|tomarme|me tome|me eche) (como |unas |unos )?(1\\d|[2-9]\\d|\\d{3}|diez|once|doce|trece|catorce|quince|dieci\\w+|veinte|veinti\\w+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|una docena|un punado|un puno|un monton) (de (las|los|mis) (((de|del) (la |el |los |las )?)?(presion|dolor|dormir|ansiedad|nervios|depresion|azucar|corazon)|(pastillas|pastis|pildoras|tabletas|capsulas|azules|rojas|blancas|amarillas|rosadas|verdes|moradas|naranjas|\\w+(oles|inas|onas|anes|pams|lams)))|(de )?(pastillas|pastis|pildoras|tabletas|capsulas|azules|rojas|blancas|amarillas|rosadas|verdes|moradas|naranjas|\\w+(oles|inas|onas|anes|pams|lams)))(?= |$)|(tome|trague|tomado|tomarme|tomarmelas) todas las de (la|el|los|las|mi|mis) \\w+( \\w+){0,3} (eran|como|unas|mas de) (como )?(1\\d|[2-9]\\d|\\d{3}|veinte|treinta|cuarenta|cincuenta)(?= |$)`,
  ]),
  ...rules("harm", "review-r42", [
    `${besideWords(`${MIEDO_AHORA}|moretones|moreton|marcas|cinto|cinturon|le dio|le pega|le pego|chancla`)}(dijo|dice|le dijo|les dijo|le dice|les dice|amenazo|amenaza)( (a|al) (mi |su |la |el )?\\w+)? (que|q) (si|cuando)( \\w+){1,12} (lo|la|los|las|le|les) (mata|ahorca|cuelga|estrangula|ahoga|quema|pica|apunala|acuchilla|balea|va a matar|va a ahorcar|va a colgar)(?= |$)`,
    "(ex|novio|esposo|marido|exesposo|ex esposo)( de (mi|su|la) \\w+)? (esta|anda|is) (afuera|en la puerta|enfrente)( de (su|la|mi) casa)?( \\w+){0,3} con (un|una) (\\w+ )?(arma|pistola|cuchillo|navaja|machete|gun|knife)(?! de (agua|aire|juguete|paintball|balines|gotcha|hule|plastico))(?= |$)",
  ]),
  ...rules("farewell", "review-r42", [
    `${notBeside(OTRO_LADO_NO)}nos vemos (del|en el|al) otro lado(?= |$)`,
    "si (algun dia|un dia) no (contesto|respondo)( \\w+){0,2} (ya sabes|ya saben|ya sabran|sabes|saben) (por que|porque|pq|xq)(?= |$)",
  ]),
  ...rules("intent", "review-r42", [
    "(?!.* (viaje|vacaciones|de turno|trabajando|me mudo|mudando|mudanza|me cambio|visitando|fuera del pais|fuera de la ciudad|cirugia|operacion|hospital|cita|trabajo)( |$))(pa|para) (cuando (salga|llegue|decidan|resuelvan|aprueben|contesten)( \\w+){0,4}|(la |el |lo de la |lo del )?(apelacion|decision|claim|reclamo|audiencia|hearing|respuesta|entonces)( \\w+){0,5}) (yo )?ya no voy a estar( aqui)?(?! (en|alla|viviendo|trabajando|disponible|en casa|libre|de vacaciones|en la ciudad|en el pais))(?= |$)",
  ]),
  ...rules("intent", "review-r42", [
    "no voy a (vivir|estar) (ahi |aqui |alla )?(ni )?en (ningun|ninguna) (lado|parte)(?= |$)",
  ]),
  ...rules("grievance", "review-r42", ["(se la|se las) (cobro|voy a cobrar|cobramos)(?= |$)"]),
  ...rules("harm", "review-r42", [
    `(tiene|trae|con|agarro|saco) (el|la|un|una|su) (\\w+ )?${ARMA_EN_MANO} (apuntandome|apuntandonos|apuntandole|apuntandoles)( \\w+){0,4} (ahora|ahora mismo|ahorita|en este momento|right now|rn)(?= |$)|(ahora|ahora mismo|ahorita|en este momento)( \\w+){0,6} (tiene|trae|con|agarro|saco) (el|la|un|una|su) (\\w+ )?${ARMA_EN_MANO} (apuntandome|apuntandonos|apuntandole|apuntandoles)(?= |$)|(apuntandome|apuntandonos|me esta apuntando|nos esta apuntando)( ahorita| ahora| ahora mismo)? con (la|el|un|una|su) (\\w+ )?${ARMA_EN_MANO}(?= |$)`,
    `(afuera|en la puerta|en la sala)( \\w+){0,4} (y )?(trae|tiene|agarro|saco|con) (un|una|el|la|su) (\\w+ )?${ARMA_EN_MANO}( en la mano)?( \\w+){0,4} (estoy|estamos|y no|me) (encerrad[oa]s?|escondid[oa]s?|deja salir)|(con|trae|tiene|agarro|saco) (un|una|el|la|su) (\\w+ )?${ARMA_EN_MANO}( \\w+){0,3} (y )?no (me|la|lo|nos|los|las) deja (salir|irse|ir)|(con|trae|tiene|agarro|saco) (un|una|el|la|su) (\\w+ )?${ARMA_EN_MANO}( \\w+){0,3} (y )?no deja (que|q) (mi|la|el|su|nadie) ?(\\w+ )?(se vaya|salga|se salga)|(esta|anda|estan|andan) (afuera|en la puerta|en el patio|en la sala|en el porche)( \\w+){0,2} armad[oa]s?(?= |$)`,
  ]),
  // Round 42: pills to be taken all at once, everything planned, a plan and a date, into the water and
  // not back, "ya mero" beside a death, "mañana me encuentran", a threat at the door or the house.
  ...rules("meansReady", "review-r42", [
    "me las voy a tomar (todas|toas|toditas)( juntas)?(?= |$)|(tomarmelas|tomarme) (todas|toas|toditas) (juntas|de un jalon|de una)(?= |$)",
  ]),
  ...rules("intent", "review-r42", [
    "(ya )?(tiene|tengo) todo planeado(?! (para|pa|pal) (el|la|los|las|su|mi) (funeral|entierro|boda|fiesta|viaje|mudanza|cumple\\w*|quince\\w*|graduacion|retiro|cita|evento|reunion|velorio|misa|cena|navidad))(?= |$)|tengo (un )?plan y (una )?fecha(?= |$)",
    "me voy a (meter|echar|tirar) al (agua|mar|rio|lago)( \\w+){0,4} (y )?(ya )?no (voy a |pienso )?(regresar|volver|salir)(?= |$)",
    ME_ENCUENTRAN,
  ]),
  ...rules("afterMe", "review-r42", ["cuando (este|estemos|estes) muert[oa]s?(?= |$)", ME_ENCUENTRAN]),
  ...rules("soon", "review-r42", ["(pq|porque|por que|que|q) ya mero(?= |$)"]),
  ...rules("harm", "review-r42", [
    `(tratando|intentando|queriendo) de (entrar|meterse)( a (mi|la|su) casa)?( ahora mismo| ahorita)? con (un|una) (\\w+ )?${ARMA_EN_MANO}(?= |$)|(hay )?un (tipo|hombre|vato|man|bato) armado en (la|su|mi) casa(?= |$)|(vato|tipo|hombre|man|bato) con (un|una) (\\w+ )?${ARMA_EN_MANO}( \\w+){0,6} (siguiendome|persiguiendome|me sigue|me persigue)(?= |$)`,
    "(quemarle|quemarles) (la|su) (casa|troca|carro|oficina)(?= |$)",
  ]),
  ...rules("grievance", "review-r42", ["(una )?visita que no (se le|se les|se me) (va a|van a) olvidar(?= |$)"]),
  // Round 42 (a Spanish reviewer's look-alikes): pills as the doctor says, a water or air pistol, an ex
  // waiting for the children's weekend, a morning dose.
  ...rules("benign", "review-r42", [
    "(las|mis) \\d (pastillas|pastis|pildoras)( de la (manana|noche|tarde))?( \\w+){0,4} (como|lo que) (dice|dijo|indica|manda|mando|receto) (el|la|mi) (doctor|doctora|medico|medica)(?= |$)",
    "(pistola|rifle|arma|escopeta)s? de (agua|aire|juguete|paintball|balines|gotcha|hule|plastico|silicon|silicona|calor|pegamento|clavos)(?= |$)",
    // A morning dose taken all together ("me las tomo todas juntas en la mañana, es normal?"), once the
    // morning was no longer read as tomorrow: the second opinion had been held back by the date alone.
    "(me|se) (las|los) (tomo|toma|tomamos) (todas|todos) (juntas|juntos) (en la manana|en la noche|por la manana|por la noche|con (la|el) (comida|desayuno|cena))(?!.* (ya no|morir\\w*|matarme|para siempre|pa siempre|de una vez|de golpe|despertar)( |$))",
    "(esta afuera|esta esperando|vino|viene)( \\w+){0,3} (por|a) (los|las|mis|sus) (ninos|ninas|hijos|hijas|nenes|chamacos|plebes|kids)( \\w+){0,4} (fin de semana|visita|custodia|weekend)(?= |$)",
  ]),
  ...rules("meansReady", "review-r42", [
    `${besideWords("buro|guardadas|escondidas|juntas|todas|la ultima vez|intente|intento|matarme|sobredosis")}(?:(volvi|volvio|volvimos) a comprar (las mismas|las|mas|otra vez las) (pastillas|pastis|pildoras)|(compre|consegui|compro|consiguio) (otra vez )?(las mismas) (pastillas|pastis|pildoras))(?= |$)`,
  ]),
  ...rules("hopeless", "review-r42", [
    "ya no (duermo|como|siento nada)( \\w+){0,3} ya no (duermo|como|siento nada)|(viviendo|vivo|vive|estoy viviendo|esta viviendo) (en )?(horas|tiempo) (extras?|prestad[oa])|(estoy|esta|ando|anda) de mas en (este|el) mundo|sobro en este mundo",
  ]),
  // Round 45 (round 54's misses, and rounds 40 to 53's like them once read): alguien con un arma aqui
  // y ahora, contado por quien se esconde ("hay un tipo en mi puerta con una pistola tratando de
  // entrar, estoy en el closet", "un tipo me tiene encañonao en el carro"): 911 primero.
  ...rules("harm", "ponce-es-r54", [
    `${notBeside(ARMADO_NO)}(?:${ARMADO})${besideWords(ARMADO_AHORA)}`,
    `${notBeside(ARMADO_NO)}(?:(me|nos) (esta|estan|tiene|tienen) encanonad\\w*|encanonandome)(?= |$)`,
  ]),
  // Round 46 (elizabeth-es, round 55; weston-es, round 48): todo lo que dio el VA o el psiquiatra,
  // tomado de una vez o en un dia dicho ("mejor me tomo todo lo que me dio el VA de una vez esta
  // noche"); sin el dia es la dosis de siempre ("me tomo todo lo que me receto el doctor").
  ...rules("meansReady", "elizabeth-es-r55", [
    `(me tomo|tomarme|me voy a tomar|me trago|tragarme|me voy a tragar) todo lo (que|q) (me )?(dio|dieron|da|dan|manda|mandan|receto|recetaron|queda|quedan|tengo|hay)(?= |$)${besideWords("de una vez|de un jalon|de golpe|esta noche|hoy|ahorita|manana|temprano")}`,
  ]),
  // Round 46 (round 55's misses, every match in rounds 2 to 54 a crisis message): quien va a
  // encontrar el cuerpo ("lo necesito listo pa la otra semana cuando me encuentren", "no quiero que
  // mi hija me encuentre").
  ...rules("suicide", "elizabeth-es-r55", [
    "cuando (me encuentren|me hallen|me encuentre (mi|su|el|la) \\w+)(?! (un|una|el|la|los|las|algo|trabajo|casa|lugar|cuarto|cama|doctor|doctora|elegible|apto|apta|culpable)( |$))",
    "(no quiero|que no|pa que no|para que no|pa q no)( q| que)?( \\w+){0,3} (me encuentre|me encuentren|me halle|me hallen)(?! (un|una|el|la|los|las|algo|trabajo|casa|lugar|cuarto|cama|doctor|doctora|elegible|apto|apta|culpable)( |$))",
  ]),
  // Round 47 (round 56's misses; every match in rounds 2 to 56 read): a weapon bought "pa mi" (a
  // father's "esta es pa mi"), and someone gone out with a weapon to look for a person.
  ...rules("suicide", "salinas-es-r56", [
    "(?<=(^| )(pistola|arma|rifle|escopeta|cuete|fusca|revolver|glock|bala|balas|cuerda|soga|pastillas)( \\w+){0,10} )(esta|esa|este|ese|una|la) (\\w+ )?(es|sera|va a ser) (pa|para) mi(?! (hijo|hija|hijos|esposa|esposo|nieto|nieta|compadre|papa|mama|familia|casa|troca|rancho|caceria|coleccion|proteccion|defensa|seguridad|suegro|suegra|hermano|hermana|abuelo|abuela|apa|ama|mujer|vieja|viejo)( |$))",
  ]),
  ...rules("harm", "salinas-es-r56", [
    "(salio|se fue|se salio|agarro|tomo|anda|iba|fue|se llevo) (con )?(el|la|un|una|su|sus) (machete|cuchillo|pistola|rifle|arma|escopeta|cuete|navaja|bate)( \\w+){0,3} (a|pa|para) (buscar\\w*|matar\\w*|darle|pegarle|golpear\\w*)(?! (venado|venados|elk|pato|patos|conejo|conejos|leña|lena)( |$))",
    "(?<=(^| )(voy a entrar|entro|voy a ir|voy|vamos a entrar|vamos a ir|llego)( .*)? )no (va|van) a salir (nadie|nadien|ninguno|ninguna|vivos|vivas)(?= |$)",
    // Round 47's second read: a weapon taken to someone's house ("agarro el machete y se fue pa casa del
    // vato que le robo la troca"), a gun taken along "pa que lo atiendan".
    "(agarro|tomo|saco|se llevo|se lleva|lleva|con) (el|la|un|una|su) (machete|cuchillo|pistola|rifle|arma|escopeta|cuete|navaja|fusca|bate|fierro)( \\w+){0,3} (y )?(se fue|fue|salio|va|iba|se salio|se va) (pa|para|a) (la )?(casa|trabajo|chamba|oficina)( \\w+){0,2} (del|de la|de su|de)(?= |$)",
    "(se lleva|se llevo|lleva|llevo|voy a llevar|me llevo|va a llevar) (la|el|su|mi) (fusca|cuete|pistola|arma|rifle|escopeta|fierro|machete)( \\w+){0,3} (pa|para) (que|q) (ahora si |ahora |esta vez )?(lo|la|los|me|nos|le|les) (atiendan|atienda|escuchen|escuche|hagan caso|respeten|paguen)",
  ]),
  // Round 47 (santafe-es): the day chosen, known ("ya escribi las cartas y ya se cual dia").
  ...rules("intent", "review-r47", [
    "ya (se|escogi|decidi|elegi) cual dia(?! (es|me|viene|tengo|de|llega|sale|abre|cierra|toca)( |$))",
  ]),
  // Round 48 (round 57's misses; every match in rounds 2 to 57 read): someone who "no regresa a su
  // casa" or two who "van a amanecer muertos", a man coming back "con la pistola", a compadre's
  // funeral "que va a ser esta semana".
  ...rules("harm", "pueblo-es-r57", [
    "(alguien|alguno|uno|ese|esa|ese vato|ese wey|el|ella|nadie|ninguno)( de (la|el|los|las|esa|ese|mi|su) \\w+( \\w+)?)?( \\w+){0,3} no (regresa|vuelve|llega|va a regresar|va a volver|va a llegar|regresaria|volveria) (a su casa|a casa|vivo|viva|con vida|entero|entera)(?= |$)",
    "(los dos|las dos|ambos|ellos|ellas|esos dos|el y ella|ella y el|ese y ella|ella y ese|los 2) (van a|se van a|vana|van a|va a) (amanecer|quedar|terminar|acabar|aparecer) (muertos|muertas|tiesos|tiesas|bien muertos|sin vida)(?= |$)",
  ]),
  ...rules("harm", "hartford-es-r57", [
    "(va|vaya|voy|vamos|van|dice que va|dijo que va|quiere) a (volver|regresar|ir|ir a buscar(lo|la|los)?) (con|armado con) (la|una|el|un|su|mi) (pistola|arma|escopeta|rifle|cuete|fierro|fusca|machete|cuchillo)(?! (de (agua|juguete|aire|balines)|pa (cazar|la caceria|el venado))( |$))",
  ]),
  ...rules("thirdPartyDanger", "hartford-es-r57", [
    "(su|mi) (propio )?(funeral|entierro|velorio)( \\w+){0,3} (que )?(va a ser|sera|seria|es|va a hacer) (esta semana|este fin|este fin de semana|manana|pronto|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)",
  ]),
  // Round 48 (round 57's conversations, their turns read alone): a gun loaded for when the neighbour
  // comes home, a rifle shown with "mañana cuando abran".
  ...rules("harm", "pueblo-es-r57", [
    "(tiene|tengo|trae|traigo|ya tiene|ya tengo|dejo|deje) (cargada|cargado|lista|listo|preparada|preparado) (la|el|su|mi) (escopeta|pistola|rifle|arma|cuete|fusca|fierro|38|45|9)( \\w+){0,4} (pa|para) (cuando|que) (llegue|venga|salga|regrese|aparezca|lleguen|vengan|salgan)",
  ]),
  ...rules("harm", "hartford-es-r57", [
    "(enseno|mostro|saco|enseño|me enseno|nos enseno) (el|la|un|una|su) (rifle|pistola|arma|escopeta|cuete|fusca|ar)( \\w+){0,6} (y )?(dijo|dice|dijo que|dice que)( que)? (manana|hoy|el lunes|el martes|el miercoles|el jueves|el viernes|el sabado|el domingo|esta noche|ahorita)( \\w+)? cuando (abran|llegue|salga|lleguen|salgan|abra)",
  ]),
  // Round 48's second read: joining the son who died ("se fue al cielo en 2012 y este domingo me voy a
  // buscarlo", "cumplo lo que le prometi, irme con el"), letters to each one; threats: "no vuelve a
  // ver el sol", "le caigo con el cuerno", "salimos los dos en las noticias", the gun ready "al rato
  // le toca a el".
  ...rules("suicide", "review-r48", [
    "(?<=(^| )(cielo|murio|fallecio|se fue|se mato|se suicido|descanse|difunt\\w*|perdi|muerte)( .*)? )(me voy|voy|me ire|me quiero ir|quiero irme|irme|me iria|ya me voy) (a buscarlo|a buscarla|con el|con ella|a alcanzarlo|a alcanzarla|a reunirme con (el|ella)|a verlo|a verla|pa donde esta|para donde esta|donde esta el|donde esta ella)(?= |$)",
  ]),
  ...rules("farewell", "review-r48", [
    "(les )?(escribi|deje|hice) (a cada (quien|uno|una) (su|una) carta|una carta (a|pa|para) cada (quien|uno|una|hijo|hija))",
  ]),
  ...rules("harm", "review-r48", [
    `${notBeside("ciego|ciega|ceguera|vista|ojos|glaucoma|cataratas|vision|blind")}(no|nunca) (vuelve|va a volver|volvera|va) a ver (el sol|la luz|otro dia|el amanecer|la manana)(?= |$)`,
    "(le|les) (caigo|caemos|voy a caer|vamos a caer) con (el|la|mi|un|una) (cuerno|fierro|hierro|cuete|escuadra|fusca|pistola|arma|rifle|escopeta|machete)(?= |$)",
    "(salimos|vamos a salir|saldremos|salimos los dos|vamos a salir los dos) (los dos |ella y yo |el y yo |juntos |juntas )?en (las noticias|el noticiero|el periodico|los periodicos)(?= |$)",
    "(ya tengo|traigo|tengo|ya traigo) (la|el) (escuadra|fusca|cuete|fierro|hierro|pistola|arma|cuerno)( \\w+){0,4} (al rato|ahorita|hoy|esta noche|manana|luego) (le toca|les toca) a (el|ella|ellos|ese|esa|esos)(?= |$)",
    "(lo|la|los|las) (quemo|quemamos|voy a quemar|vamos a quemar)(?= |$)(?=.* (hierro|fierro|cuete|escuadra|pistola|arma|cuerno|listo|lista|cargad\\w*)( |$))",
  ]),
  // Round 49 (round 58's misses; every match in rounds 2 to 58 read): all the pills asked "cuanto
  // se tarda", the boat found empty, a date already set beside a funeral paid for, "ya va a ser
  // tarde" beside a burial form filled for oneself, being good for nothing but work for the
  // children, "ya me da igual lo que pase conmigo"; threats: "me llevo a más de uno por delante", "se
  // va a llevar a varios con él" at the office, a visit with the AR, "sé donde viven todos" beside
  // "van a pagar", a rater who "no va a ratear a nadie más", a man at the door or outside with a
  // knife or a gun, a gun taken to class with a list, "me espera a la salida" with a pistol.
  ...rules("lethality", "mayaguez-es-r58", [
    "(si )?(me tomo|tomarme|me tomara|me trago|tragarme|me tomo de un jalon) (todas|toas|todititas|el bote de|el frasco de|la caja de|un punado de)( las| mis| de)? (pastillas|pildoras|medicinas|pastias|meds)( \\w+){0,8} (cuanto (se )?tarda|cuanto tardo|me mata|me muero)(?= |$)",
  ]),
  ...rules("suicide", "mayaguez-es-r58", [
    "cuando (encuentren|encuentran|hallen|vean) (la|el|mi) (yola|bote|lancha|barco|kayak|carro|troca|truck) (vacia|vacio|sola|solo|sin nadie)(?= |$)",
  ]),
  ...rules("intent", "odessa-es-r58", [
    `(ya )?(trae|traigo) fecha(?= |$)${besideWords("funeral|entierro|vendio todo|regalo todo|se despidio|no es broma")}`,
    `(al rato|pronto|manana|hoy|esta noche|cuando lleguen|cuando vengan) ya (va a ser|sera|es|seria) (muy )?tarde(?= |$)${besideWords("pa mi mismo|para mi mismo|pa mi misma|para mi misma|manda a alguien|mandan a alguien|me encuentren")}`,
  ]),
  ...rules("hopeless", "mayaguez-es-r58", [
    "(ya no sirvo|uno ya no sirve|uno no sirve|yo no sirvo|ya no sirve uno|no sirvo) (pa|para) (na|nada)(?! (con|en|de) (la|el|esta|este|esa|ese) (computadora|compu|pagina|app|internet|telefono|tecnologia|cosas de)( |$))",
    "(nomas|solo|nada mas|puro) (doy|le doy|les doy|soy) (trabajo|problemas|lata|carga|una carga|un estorbo|molestia) (a|pa|para) (mis|los|la|mi) (hijos|hijas|familia|esposa|esposo|nietos)(?= |$)",
    "(ya )?me da (igual|lo mismo) (lo que|lo q|que|q) (me )?pase (conmigo|con mi vida|a mi)(?= |$)",
  ]),
  ...rules("harm", "mayaguez-es-r58", [
    "(me|se|te) (llevo|lleva|voy a llevar|va a llevar|llevare|llevara|llevaria) (a )?(mas de uno|mas de una|varios|unos cuantos|unos cuantas|todos|un par|alguno|algunos) (por delante)(?= |$)",
    "cuando (lo|la|los|las) (encuentre|agarre|vea|halle) (no|nunca)( \\w+){0,2} (va|van) a (\\w+) (a )?(nadie|ninguno) (mas|nunca)(?= |$)",
    `(hay|esta|tengo|ta) (un|una) (tipo|hombre|vato|man|senor|loco|tecato|mujer|desconocido)( \\w+){0,8} (con|armado con) (un|una|el|la|su) (cuchillo|navaja|machete|pistola|arma|rifle|escopeta|bate|${ARMA})( \\w+){0,6} (gritando|diciendo|amenazando|buscandome|tocando|golpeando|queriendo entrar|apuntando)(?= |$)`,
    "(va a|dice q va a|dice que va a|quiere) (llevar|traer) (el|un|su|la) (\\w+ ){0,3}(rifle|pistola|arma|escopeta|ar|cuete)( \\w+){0,3} (a|pa|para) (la |el )?(clase|escuela|universidad|colegio|uni|salon|iupi|recinto)(?= |$)(?!.* (licencia|permiso|portacion|portar|curso|concealed|ccw|range|campo de tiro|instructor|seguridad)( |$))",
  ]),
  // Round 49 (round 58's conversations, their turns read alone): a son who says "el mes que entra ya
  // no va a estar" beside pistols, a fall from the derrick planned "que se vea que me caí"; threats:
  // "un regalito … calibre 5.56".
  ...rules("thirdPartyDanger", "odessa-es-r58", [
    "(dice|dijo|anda diciendo|me dijo|nos dijo)( que)?( \\w+){0,8} ya no (va a estar|va a estar aqui|estara|va a estar con nosotros)(?! (en|trabajando|disponible|de turno|aqui en|alla en)( |$))(?= |$)(?=.* (pistola|pistolas|arma|armas|rifle|cuete|pastillas|con dios|se despidio)( |$))",
  ]),
  ...rules("suicide", "odessa-es-r58", [
    `(que se vea|que parezca|pa que se vea|para que se vea|pa que parezca|para que parezca) (que|como) (me cai|me caigo|me resbale|fue (un )?accidente|me cayo algo|se me fue|me electrocute|me atropellaron)(?= |$)${besideWords("ya tengo pensado|lo tengo pensado|tengo planeado|lo tengo planeado|mejor que sea|ya se como|ya decidi|ya lo decidi")}`,
  ]),
  ...rules("harm", "odessa-es-r58", [
    "(regalito|regalo|recuerdito|saludito|detallito)( \\w+){0,4} (calibre|del calibre|de calibre|de plomo|de la 45|del 9|de la 9|del 5 56|del ar|del cuerno)(?= |$)",
  ]),
  ...rules("harm", "odessa-es-r58", [
    "(se va a|me voy a|nos vamos a|se lleva|me llevo|se va a llevar|va a llevarse) (llevar |llevarse )?(a )?(varios|mas de uno|unos cuantos|a todos) (con el|con ella|conmigo|con ellos)(?= |$)(?=.* (pistola|rifle|arma|cuete|serio|jugando|quitan|niegan|negaron)( |$))",
    `(hacer|hacerle|hacerles|le hago|les hago|voy a hacer|le voy a hacer|les voy a hacer) (una )?(visita|visitita)( \\w+){0,2} con (el|la|mi) (ar|rifle|pistola|cuete|fierro|escopeta|45|9|cuerno|fusca|escuadra)(?= |$)`,
    "(se|ya se|yo se) donde (vive|viven|trabaja|trabajan)( todos| todas| ellos| ella| el)?(?= |$)(?=.* ((van|va) a pagar|me las (van a |va a )?pagar|pagaran|se arrepientan|lo van a lamentar|lo va a lamentar)( |$))|((van|va) a pagar|me las (van a |va a )?pagar|pagaran)( \\w+){0,8} (se|ya se|yo se) donde (vive|viven|trabaja|trabajan)(?= |$)",
    `(me|nos) (espera|esta esperando|va a esperar|dice que me espera|dijo que me espera) (a la salida|afuera|en el estacionamiento|en el parqueo|al salir)${besideWords("pistola|arma|cuete|cuchillo|navaja|rifle|escopeta|fusca|fierro")}`,
  ]),
  // Round 49's second read: threats: waiting at the VA's door "con la nueve", PTSD shown "de
  // cerquita". (A death put off until after a day keeps the older rules' crisis reply: screen.ts's
  // INTENT_BESIDE_IDIOM leaves "no me quiero morir sin ver…" literal beside "lo dejo pa".)
  ...rules("harm", "review-r49", [
    `(lo|la|los|las|a ese lo|a esa la) (espero|voy a esperar|estoy esperando|esperare) (a la salida|afuera|en el estacionamiento|en el parqueo|al salir)( \\w+){0,4} con (la|el|mi|una|un) (nueve|9|45|cuarenta y cinco|pistola|arma|cuete|fierro|escuadra|fusca|rifle|escopeta|cuchillo|navaja|machete)(?= |$)`,
    "(va|van|vas) a (saber|conocer|ver) (lo que es|que es|como es) (el |la |un |una )?(ptsd|trauma)( \\w+)? (de cerca|de cerquita)(?= |$)",
  ]),
  // Round 50 (round 59's misses, read after its first round): threats in new words: a debt collector
  // "recibida con el machete", a doctor whose car and hour out are known, "unos cuantos del VA"
  // taken along, a house gone to "con la 9", a friend and "la 9" gone after those who beat him.
  ...rules("harm", "reading-es-r59", [
    `(lo|la|los|las|le|les) (recibo|recibimos|voy a recibir|vamos a recibir|recibire) (a |con )(el |la |mi |un |una |unos |unas )?(machete|machetazos|balazos|plomo|tiros|pistola|escopeta|rifle|cuchillo|fierro|cuete|9|nueve|45|bala|balas|batazos|bate)(?= |$)`,
    `(me|nos) (llevo|voy a llevar|llevare|vamos a llevar) (a )?(unos cuantos|varios|algunos|a todos|a mas de uno|un par|uno que otro)( (del|de la|de los|de las|de ellos|de esos|de esas|de aqui|de ahi|de alla)( \\w+){0,2})? (conmigo|con nosotros|por delante)(?= |$)${notBeside("testigos?|como testigo|desfile|cita|viaje|paseo|fiesta|iglesia|misa|ceremonia")}`,
  ]),
  ...rules("harm", "hazleton-es-r59", [
    `(ya )?(saque|tengo|agarre|cargue|traigo) (el|la|mi) (rifle|escopeta|pistola|cuete|arma|fierro|9|nueve|45|machete|cuerno|ar)( \\w+){0,3} (y )?(lo|la|los|las) (estoy esperando|espero|voy a esperar|estoy velando|estoy cazando|estoy vigilando)(?= |$)${notBeside("venado|venados|patos?|caza|cazar|temporada|puesto|coyotes?|jabali\\w*|guajolotes?|conejos?")}`,
    `(se|conozco|tengo|ya se|yo se) (\\w+ ){0,2}(que|cual) (carro|troca|camioneta|auto|coche) (maneja|trae|tiene|usa)( \\w+){0,3} (y )?(a )?(que|q) hora (sale|llega|entra)(?= |$)|(se|ya se|yo se) a (que|q) hora (sale|llega)( \\w+){0,3} (y )?(que|cual) (carro|troca|camioneta) (maneja|trae|tiene|usa)(?= |$)${notBeside("shuttle|van|camion|transporte|dav|recoge|recogen|autobus|bus|raite|ride")}`,
    `(voy|ir|vamos|iba|voy a ir|vamos a ir) (pa|para|a) (su casa|la casa de \\w+|su trabajo|su oficina|donde vive|donde trabaja)( \\w+){0,4} con (la|el|mi) (9|nueve|45|38|cuete|fierro|pistola|escuadra|glock|rifle|cuerno|ar|escopeta|machete|cuchillo|fusca)(?= |$)${notBeside("caza|cazar|venado|temporada|chapear|patio|monte|limpiar|cortar|podar|arreglar el|ayudar")}`,
    `(ahorita |ya |hoy )?(voy|vamos|me voy|nos vamos|ire|iremos) (\\w+ ){0,4}con (mi \\w+ y )?(la|el|mi) (9|nueve|45|38|cuete|fierro|escuadra|glock|cuerno|fusca|pistola)(?= |$)${besideWords("me brincaron|me pegaron|me robaron|vatos|a buscar|lo busco|los busco|donde viven|donde vive|arreglar cuentas|me las pagan|me la pagan")}`,
  ]),
  // Round 50 (round 59's hazleton-es conversation): "ya lo decidio y no quiere dejarme sin nada",
  // after what a partner gets if he dies.
  ...rules("intent", "hazleton-es-r59", [
    `(ya )?lo (decidio|decidi|tiene decidido|tengo decidido|penso bien|pense bien)( \\w+){0,3} (y )?no (quiere|quiero) (dejarme|dejarte|dejarla|dejarlo|dejarlos|dejar a (mi|su) \\w+) (sin nada|en la calle|desamparad[oa]s?)(?= |$)${notBeside("seguro|poliza|vgli|sgli|valife|beneficiari\\w*|testamento|pension")}`,
  ]),
  // Round 50's second read: a rifle aimed at a neighbour's house, an office dropped in on "con la
  // nine"; a night picked "pa cuando me decida"; thirty pills taken.
  ...rules("harm", "review-r50", [
    `(rifle|arma|pistola|escopeta|cuete|fierro|ar)( \\w+){0,4} apuntando (a|hacia|pa|para) (la casa de|su casa|la puerta de|la ventana de|el carro de|la troca de|la casa del|la puerta del|la ventana del|el carro del|la troca del)( \\w+){0,3}(?= |$)${notBeside("limpi\\w*|seguridad|segura|seguro")}`,
    `(le|les) (caigo|voy a caer|caemos|vamos a caer|cayo) (a|en) (su|la) (casa|office|oficina|trabajo|chamba|jale)( \\w+){0,3} con (la|el|mi) (9|nine|nueve|45|38|cuete|fierro|pistola|escuadra|glock|rifle|cuerno|ar|escopeta|machete)(?= |$)${notBeside("limpiar|monte|patio|chapear|ayudar|podar")}`,
  ]),
  ...rules("intent", "review-r50", [
    "(pa|para) cuando (me decida|lo decida|me anime|junte (el )?valor|me atreva)(?! (a|de|por|con) \\w+)(?= |$)",
  ]),
  ...rules("lethality", "review-r50", [
    `(ya )?(me tome|me trague|me acabo de tomar) (like |como |unas |mas de |casi )?([2-9]\\d|\\d{3}) (de )?(las |mis )?(pills|pastillas|pildoras|tabletas|pastis)(?= |$)${notBeside("al dia|diarias|diario|por dia|cada dia|a la semana|al mes|recetad\\w*")}`,
  ]),
  // Round 50 (round 59's reading-es): a pistol being cleaned for the range.
  ...rules("benign", "reading-es-r59", [
    "(limpiando|limpiandola|limpiandolo|limpiandolas|limpiandolos)( \\w+){0,3} (pa|para) (ir al|el|la) (range|campo de tiro|caceria|temporada)(?= |$)",
  ]),
  // Round 50 (round 59's hazleton-es): a son who "quiere irse igual que su primo", the cousin dead by
  // his own hand, the weapon already his.
  ...rules("thirdPartyDanger", "hazleton-es-r59", [
    `(quiere|dice que quiere|dijo que quiere|se quiere|anda diciendo que se quiere) (irse|ir|matarse|morirse) (igual (que |a )?|como |igualito (que |a )?|igualita (que |a )?)(su|mi) (primo|prima|hermano|hermana|tio|tia|papa|padre|compa|amigo|amiga|hijo|esposo)(?= |$)${besideWords("se mato|se quito la vida|suicid\\w*")}`,
  ]),
  // Round 51 (round 60's misses, read after its first round): a pistol ready "pa él" or "pa cuando
  // venga", a morning that "amanece con un balazo", something brought to a meeting "pa que nunca se
  // olviden", the enemy whispering to punish a wife.
  ...rules("harm", "dodgecity-es-r60", [
    `(ya )?(tengo|traigo|tiene|trae) (cargada|cargado|lista|listo|preparada|preparado) (la|el|mi|su) (\\w+ )?(escuadra|pistola|fusca|rifle|escopeta|arma|45|glock|revolver|cuete|fierro) (pa|para) (ella|ellos|ese|esa|cuando|el(?=$| (y|si|que|cuando|nomas|ya|porque|por si|hoy|manana|esta noche|ahorita|ahora)( |$)))(?= |$)${notBeside("caza|caceria|cazar|range|campo de tiro|viaje|avion|desfile|inspeccion|permiso|vender|venta|limpiar|gunsmith|temporada|venado")}`,
    `(la|el|mi) (escuadra|pistola|fusca|rifle|escopeta|arma|45|glock|revolver|fierro) ((ya )?(esta )?(lista|listo|cargada|cargado|preparada|preparado|armada|armado)( y)? ){1,2}(pa|para) (cuando( \\w+){0,3} (venga|llegue|vengan|lleguen|aparezca|se aparezca|entre|toque|se asome|asome)|ella|ellos|ese|esa|el(?=$| (y|si|que|cuando|nomas|ya|porque|por si|hoy|manana|esta noche|ahorita|ahora)( |$)))(?= |$)${notBeside("caza|caceria|cazar|range|campo de tiro|viaje|avion|desfile|inspeccion|permiso|vender|venta|limpiar|gunsmith|temporada|venado")}`,
    "si (ella |el |tu |usted )?no (es|eres) (mia|mio|para mi|pa mi)( \\w+){0,3} no (va a ser|vas a ser|sera|seras|es|eres) de nadie(?= |$)",
    "(lo|la|los) (tiro|echo|aviento|hundo|voy a tirar|voy a echar|voy a aventar|tiramos|echamos) (al|en el|en la|a la) (cano|rio|canal|mar|lago|monte|barranco|bahia|laguna|presa)(?= |$)",
    `(amanece|amanecer|aparece|termina|acaba|amanezca|aparezca) con (un|unos|dos|tres|cuatro|varios) (balazo|balazos|plomazo|plomazos|tiro|tiros|fogonazo|fogonazos)(?= |$)${besideWords("manana|va a|vas a|se va a|lo voy|le voy|al chile|ya vera|ya veras|me robo|me las paga|si no me|si me")}${notBeside("companero|compa\\w*|buddy|statement|stressor|irak|iraq|afganistan|faluya|cuando estaba|(19|20)\\d\\d")}`,
    `(llevo|voy a llevar|traigo|voy a traer|les llevo|le llevo|les traigo|le traigo) algo (pa|para) que (nunca )?(se (acuerden|olviden)|me (recuerden|olviden)|aprendan|nunca (se|me) olviden)(?= |$)${besideWords("junta|oficina|regional|clinica|no saben con quien|se metieron|van a ver|reunion")}${notBeside("caidos|regalo|recuerdo|flores|comida|fotos|placa|memorial|bandera")}`,
    `(el enemigo|el diablo|satanas|el maligno|las voces|una voz|la voz|voices|a voice|the voices)( \\w+){0,2} (me )?(susurra|susurran|dice|dicen|pide|piden|manda|mandan|ordena|ordenan|esta diciendo|estan diciendo|dijo|dijeron|keep telling me|tell me|tells me|telling me|are telling me|told me) (que |to )?(tengo que |debo |hay que |i have to |i gotta |i need to )?(castigue|mate|lastime|golpee|acabe con|acabar con|matar|castigar|lastimar|le haga dano|les haga dano|haga pagar|la mate|lo mate|punish|kill|hurt)(?!( \\w+)? (myself|me|yourself|a mi mismo|a mi misma|conmigo|con todo|con mi vida|mi vida|todo|everything|it all)( |$))(?= |$)${notBeside("vicio|tomar|fumar|dieta|drinking|smoking|the habit")}`,
  ]),
  // Round 51 (round 60's misses): a father who said he would kill himself ("si no le aprobaban el
  // claim el lunes se mataba"), pills taken "a proposito", a death the insurance will pay double
  // because "va a ser accidente", "es pa mi" after the cost of a cremation, "donde nadie me oiga",
  // "cuando salga el sol ya no estoy", sleeping pills taken "con el ron cuando mi roommate se acueste".
  ...rules("suicide", "vineland-es-r60", [
    "(dijo|dice|me dijo|decia|amenazo con que|juro que|juraba que|dijo que si)( que)?( \\w+){0,12} se (mataba|iba a matar|quitaba la vida|pegaba un tiro|daba un tiro|volaba la cabeza)(?! (de|trabajando|trabajar|por (el|la|los|las|sus) (hijos|familia|trabajo)))(?= |$)",
    `me (tome|trague|meti|acabe)( \\w+){0,8} a proposito(?! (cuando|como|que|donde|cual|cuanto|de|pa|para)( |$))(?= |$)${besideWords("pastillas|pildoras|de dormir|demasiadas|todas|frasco|veneno|cloro|pills")}`,
  ]),
  ...rules("intent", "vineland-es-r60", [
    `((pues |entonces )?(va a ser|sera|que sea|que parezca|parecera|lo hago parecer|la hago parecer|lo voy a hacer parecer)|(va a decir|van a decir|dira|diran|va a parecer|van a pensar|pensaran|van a creer) que (fue|es)) (un |una )?(accidente|choque)(?= |$)${besideWords("seguro|seguro de vida|paga doble|vgli|sgli|troca|carro|curva|esta noche|manana|puente|dic|poliza|quede bien")}`,
    `(me las|me los) (tomo|trago|voy a tomar|voy a tragar|tomare) (con el (ron|guaro|tequila|whisky|alcohol|vino|pisto)|con la (cerveza|botella)|cuando (se duerma|se acueste|se vaya|todos se duerman|mi \\w+ se (acueste|duerma|vaya)))(?= |$)${besideWords("pastillas|pildoras|pills|las de dormir|somniferos|meds|medicinas")}${notBeside("es malo|puedo|se puede|hace dano|esta bien|eso es|hay problema")}`,
  ]),
  ...rules("suicide", "vineland-es-r60", [
    "(hacerlo|matarme|acabar|terminar|darme un tiro|pegarme un tiro)( \\w+){0,3} donde nadie me (oiga|vea|encuentre|escuche|halle)(?= |$)",
    "donde nadie me (oiga|vea|encuentre|escuche|halle) (pa|para) (hacerlo|matarme|acabar|darme un tiro|pegarme un tiro)(?= |$)",
  ]),
  ...rules("afterMe", "vineland-es-r60", [
    `(?<=(^| )(cremar|cremacion|cremen|entierro|enterrar|funeral|ataud|cementerio|se mata|se suicida|suicidio|quitarse la vida|vgli|sgli|seguro de vida)( .*)? )es (pa|para) mi(?=$| (el|este|esta|antes|y|que|pero|porque|nomas|ya|pronto|manana|hoy|mismo|misma|quiero)( |$))${besideWords("se mata|se suicida|suicid\\w*|quitarse la vida|me mato|antes de irme|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|este (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|esta noche|manana")}`,
    "(cuando|antes de que) (salga el sol|amanezca|lean esto|leas esto|llegues|despiertes|regreses|vuelvas)( \\w+){0,2} ya no (estoy|estare|voy a estar|existo)(?= |$)",
  ]),
  ...rules("time", "vineland-es-r60", [
    "(cuando|antes de que) (salga el sol|amanezca)( \\w+){0,2} ya no (estoy|estare|voy a estar|existo)(?= |$)",
    `antes de irme (la semana que viene|la otra semana|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|este (fin|lunes|martes|miercoles|jueves|viernes|sabado|domingo)|manana|esta noche|hoy|pronto)(?= |$)${besideWords("cremar|cremacion|entierro|funeral|ataud|cementerio|seguro de vida|es pa mi|es para mi")}`,
  ]),
  // Round 51 (round 60's misses): what is left "solo me falta hacerlo" beside a paid plot, driving off
  // a cliff ("me voy a desbarrancar"), someone who gave away his rifle and said he will not be here
  // for Christmas, medals left with a note, a husband calm with "todas sus cosas arregladas", all
  // ready beside medals left ("tengo todo preparado").
  ...rules("intent", "dodgecity-es-r60", [
    `((solo|nomas|nada mas|ya solo) me falta|lo unico que (me )?falta es) (hacerlo|el valor|decidirme|jalar el gatillo)(?= |$)${besideWords("cementerio|plot|entierro|funeral|pistola|escuadra|pastillas|soga|despedi|carta|nicho")}${notBeside("en linea|online|entre|formulario|aplicacion|la forma")}`,
    `(tengo|ya tengo|ya esta|esta) todo (preparado|listo|arreglado|planeado)(?! (pa|para) (la|el|mi|su) (cita|claim|reclamo|appeal|examen|audiencia|viaje|mudanza|fiesta|boda))(?= |$)${besideWords("medallas|regale|deje mis|le deje|despedi|ya no habra|ya no voy a estar|despues del (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|cancele|he cancelado")}`,
  ]),
  ...rules("suicide", "dodgecity-es-r60", [
    "me (voy a|quiero|pienso|voy) (desbarrancar|aventar por el barranco|tirar por el barranco|echar por el barranco)(?= |$)",
  ]),
  ...rules("thirdPartyDanger", "dodgecity-es-r60", [
    `(dijo|dice|me dijo|nos dijo|anda diciendo) que ya no (va a estar|estara|va a estar aqui|va a llegar) (para|pa|a) (navidad|el ano nuevo|su cumpleanos|el \\w+|la \\w+|las \\w+)(?= |$)${besideWords("regalo|dejo|medallas|herramientas|rifle|pistola|arma|escuadra|despidio|carta|nota|troca")}${notBeside("desplegaron|deploy\\w*|despliegue|ordenes|orders|base|trabajo|viaje|turno|mision")}`,
    `(dejo|regalo|me dio|me mando|nos dejo|me dejo) (todas )?(sus|las) (medallas|dog tags|armas|pistolas|medals)( \\w+){0,8} (con )?(una|la|su) (nota|carta|note)(?= |$)${notBeside("dmv|murio|fallecio|(19|20)\\d\\d|reemplazo")}`,
    `(ya )?(tiene|dejo|puso|tenia) (todas )?(sus cosas|todo|sus papeles|sus asuntos) (arreglad[oa]s?|en orden|listos?)(?! (pa|para|pal) (la |el |mi |su )?(cita|claim|c p|examen|audiencia|appointment|entrevista|reclamo|apelacion|viaje(?! (sin regreso|sin retorno|sin vuelta|de ida|de no regreso|final|largo))|vacaciones|mudanza|cirugia|operacion)( |$))(?= |$)${besideWords("quitado la vida|quitarse la vida|suicid\\w*|se mata|se mato|armas?|pistola")}`,
  ]),
  // "La escuadra" (a semi-automatic pistol in northern Mexico) beside what a pistol does or where it
  // is kept; never a squad ("de la escuadra", "toda la escuadra") or a carpenter's square.
  ...rules("means", "dodgecity-es-r60", [ESCUADRA]),
  ...rules("livesAlone", "vineland-es-r60", [
    "(vive|se quedo) (solo|sola)(?= |$)(?! con (su|la|el|sus|los) (familia|esposa|esposo|perro|perros|hijos|hijas|nieto\\w*|mama|papa))(?! (del?|con (el|un|una|su|la|muy|bien)? ?(seguro|cheque|pension|social|ss|ssi|poco|poquito|\\d+))( |$))",
  ]),
  ...rules("alone", "vineland-es-r60", [
    "(esta|anda) (solo|sola|solito|solita)(?=$| (en (su|la|el) \\w+|ahora|ahorita|y|otra vez|de nuevo|desde|con (la|el|su|sus) (pistola|rifle|escopeta|arma|armas|pastillas|botella))( |$))",
  ]),
  // Round 51's review: a neighbour's dog left because he "ya no va a ocupar nada", a goodbye to
  // Valhalla in Spanish ("nos vemos en valhalla"), and voices that tell the writer to kill himself
  // (the crisis reply, never 911 first).
  ...rules("afterMe", "vineland-es-r60", [
    "ya no (va a|voy a|vas a) (ocupar|necesitar|usar) (nada|eso|esto|el perro|la troca|sus cosas|mis cosas|sus herramientas|mis herramientas)(?= |$)",
  ]),
  ...rules("farewell", "vineland-es-r60", [
    "(nos|los|te) (vemos|veo) en (valhalla|fiddlers green|el otro lado|la otra vida|el cielo)(?= |$)",
  ]),
  ...rules("suicide", "vineland-es-r60", [
    "(las voces|una voz|la voz|voices|a voice|the voices|el enemigo|el diablo|satanas)( \\w+){0,3} (me )?(dicen|dice|tell|tells|telling|keep telling|are telling|told|susurra|susurran|piden|pide|estan diciendo|esta diciendo)( me)? (que |to )?(me (mate|corte|muera|ahorque|tire|quite la vida)|acabe con (mi vida|todo)|kill myself|hurt myself|end it|end it all|punish myself|cut myself)(?= |$)",
  ]),
  // Round 52 (round 61's misses): a visit that "no será cordial", the building scouted, someone
  // waiting "en el parking con una navaja", a man trying to open the door, "me lo llevo por el
  // medio", the office to burn and the machete taken along in a second language's Spanish ("yo voy
  // quemar oficina", "mañana llevo machete. lo voy cortar"); "hoy termino yo", a shotgun asked back
  // "pa cazar" that "ni sabe que es pa mi", "ni le voy a pelear".
  ...rules("harm", "nogales-es-r61", [
    "no (sera|va a ser|es) (una )?(visita|llamada) (cordial|amistosa|social|de cortesia|de amigos)(?= |$)",
    "(hice|ya hice|he hecho) (el |un )?reconocimiento (del|de la|de el) (edificio|oficina|clinica|lugar|regional|estacionamiento)(?= |$)",
  ]),
  ...rules("harm", "pasco-es-r61", [
    "(me )?(espera|esperando|esta esperando|me esta esperando|me va a esperar)( \\w+){0,4} (con|w|with) (una|un|a|su) (navaja|cuchillo|pistola|arma|machete|bate|fierro|knife|gun|box cutter)(?= |$)",
    "(hombre|tipo|senor|alguien|desconocido|mi ex)( \\w+){0,2} (esta )?(tratando de|intentando|queriendo) (abrir|forzar|tumbar|patear|meterse|entrar)( \\w+){0,3} (la|mi|nuestra|a la|a mi) (puerta|ventana|casa|apartamento|cuarto|traila)(?= |$)",
    "(me lo|me la|me los|me las) (llevo|voy a llevar|llevare) (por el medio|enredado|de corbata|por delante)(?= |$)",
    "(yo )?voy (a )?(quemar|incendiar|balear|tirotear) (la |el |esa |esta )?(oficina|clinica|regional|edificio|hospital)(?= |$)",
    `(llevo|traigo|voy con|me llevo) (el |mi |un |una )?(machete|cuchillo|navaja|fierro|cuete|pistola)( \\w+){0,4} (lo|la|los) (voy|voy a) (cortar|matar|picar|machetear|quebrar|tronar|filetear)(?= |$)${notBeside("carne|pollo|monte|zacate|lena|arbol|arboles|carnita\\w*|asada|cebolla|fruta|pasto|rama\\w*|cana|elote|res|puerco|chivo|borrego")}`,
  ]),
  // Round 52's second read: the same plans and threats in Spanish ("mi plan es tomarme todo el
  // frasco", "compré una glock y no es pa defender la casa", "me aviento al barranco", "buscando
  // cuántas… se necesitan", "el último papeleo que lleno en mi vida", "yo. yo soy el veterano", "me lo
  // quito de en medio", a building studied and the guards' shift known).
  ...rules("intent", "review-r52", [
    "mi plan es (tomarme|tomar|bajarme|tragarme|echarme) (todo|toda|todas|todos|el frasco|el bote|el pomo|mis pastillas)(?= |$)",
    "(compre|consegui|me compre|agarre)( \\w+){0,3} (glock|pistola|arma|rifle|escopeta|cuete|fierro|revolver|45)( \\w+){0,3} (y )?no es (pa|para) (defender|defensa|cazar|el rancho|proteger|la casa|proteccion)(?= |$)",
    ULTIMO_PAPELEO,
  ]),
  ...rules("farewell", "review-r52", [ULTIMO_PAPELEO]),
  ...rules("place", "review-r52", [
    "me (aviento|tiro|avento|voy a aventar|voy a tirar|echo) (al|del|por el|desde el|a el) (barranco|precipicio|acantilado|risco|voladero|despenadero|cerro|canon)(?= |$)",
  ]),
  ...rules("lethality", "review-r52", [
    "(buscando|busque|busco|investigando|investigue|googleando|googlie|viendo|vi) (en internet |en google )?cuant[ao]s( \\w+){0,6} (se necesitan|necesito|hacen falta|ocupo|se ocupan|se requieren)(?= |$)",
  ]),
  ...rules("afterMe", "review-r52", [
    "(fallece|muere|fallecido|muerto|se muere|falta)( yo)? yo soy el (veterano|vet)(?= |$)",
    "^(yo|soy yo|es pa mi|es para mi) (yo )?soy el (veterano|vet)(?= |$)",
  ]),
  // Round 52 (round 61's conversations): "no me deja irme" beside a weapon (not the writer's own
  // pistol kept from him), "voy oficina mañana con pistola" (not the question of the pistol left in
  // the truck), a gun "apuntando a mí" (not in Iraq), things given away "yo no voy necesitar después de
  // domingo", "todo regalar", "cuando yo muero" (not beside an appointment).
  ...rules("harm", "pasco-es-r61", [
    `no (me|nos) (deja|dejan|quiere dejar) (irme|irnos|salir de (la casa|aqui|el cuarto|el carro|la troca)|ir de aqui)(?= |$)${besideWords("cuchillo|pistola|arma|navaja|machete|bate|rifle|escopeta|cuete|fierro|knife|gun")}${notBeside("cazar|caceria|operaron|cirugia")}`,
    `(yo )?voy (a )?(la |el )?(oficina|clinica|regional|va)( \\w+){0,2} con (la |mi |una |un )?(pistola|arma|rifle|escopeta|cuete|fierro|machete|cuchillo)(?= |$)${notBeside("(puedo|se puede) (llevar|traer|entrar|dejar)|en (la|mi) (troca|camioneta)|en (el|mi) carro|hay problema|permiso|licencia|es legal")}`,
    `(su|la) (pistola|arma|rifle|escopeta|cuete)( \\w+){0,2} (apuntando|apuntandome|apuntada|apuntado) (a|hacia|pa|para) (mi|nosotros|la casa|la ventana|la puerta|los ninos)(?= |$)${notBeside("irak|iraq|afganistan|vietnam|faluya|insurgente|enemigo|pesadillas?|sueno|stressor|hace \\w+ anos|tenia")}`,
  ]),
  ...rules("afterMe", "pasco-es-r61", [
    "(yo )?(ya )?no (voy|voy a|vo a) (necesitar|ocupar|usar)( \\w+){0,3} (despues|pasando) (de|del|el)(?= |$)",
    "todo (lo )?(voy a )?regal(ar|o)(?! (de|del|que|cuenta|como|para|pa)( |$))(?= |$)",
    `cuando (yo )?muero(?= |$)${notBeside("cita|citas|appointment|appt")}`,
  ]),
  ...rules("harm", "review-r52", [
    "(me lo|me la|me los|me las|lo|la|los) (quito|voy a quitar|quitare|quitamos|vamos a quitar) de en medio(?= |$)",
    "(ya )?(estudie|he estudiado|vigile|he vigilado|observe|he observado|cheque|chequie) (el|la|ese|esa) (edificio|oficina|clinica|lugar|regional)(?= |$)",
    "(se|sabemos|ya se) a que hora (cambian|cambia|entran|salen|rotan) (los guardias|el guardia|la seguridad|los de seguridad)(?= |$)",
  ]),
  ...rules("intent", "pasco-es-r61", [
    "(hoy|esta noche|manana|ahorita) (termino|acabo|me acabo|me termino) yo(?!( \\w+)? (el|la|los|las|lo|de|con|mi|mis|su|sus|un|una|esto|eso|este|esta|todo|todos|todas|papeleo|formulario|tramite|claim|turno|shift|trabajo|chamba|jale)( |$))(?= |$)",
    `(ni|no) sabe(n)? que (es|era) (pa|para) mi(?!( \\w+)? (hermano|hermana|hijo|hija|papa|apa|mama|ama|esposa|esposo|primo|prima|tio|tia|abuelo|abuela|compa|amigo|amiga|suegro|suegra|cunado|cunada|nieto|nieta|sobrino|sobrina|novia|novio|vieja|viejo)( |$))(?= |$)${besideWords("escopeta|pistola|rifle|arma|cuete|fierro|pastillas|soga")}`,
  ]),
  // Ringing ears "por los rifles" is a claim's cause, not a weapon at hand, while nothing of risk
  // stands beside it (round 52's review: "tengo tinnitus por los rifles y ya me quiero matar").
  ...rules("benign", "pasco-es-r61", [
    `(tinnitus|tinitus|oidos|sordera|zumbido)( \\w+){0,4} (por|de) (los|las|mis|el|la) (rifles|armas|disparos|artilleria|canones|explosiones|morteros|range|rango)(?= |$)${notBeside("matar\\w*|morir\\w*|muera|muerto|suicid\\w*|kill|die|dying|dead|end it|quitar\\w* la vida|aguanto|ya no puedo|cant take|cant do this|pills|pastillas|tonight|esta noche|hoy|ahorita|no sleep|no duermo|done|harto|ya no")}`,
  ]),
  ...rules("hopeless", "pasco-es-r61", [
    `(ya me toca (a mi )?(tambien|a mi)|ni le voy a pelear|no le voy a pelear|ni modo ya me toca)(?= |$)${notBeside("ley|leyes|beneficio\\w*|pension|cheque|pago|aumento|turno|cita|claim|reclamo|pact|burn pits|elegible|califico|calificar|vacuna|examen|rating")}`,
  ]),
  // Round 53 (round 62's misses, read after its first round, and the code review that followed).
  // The writer's own: "cuando me mate" (or "me quite la vida"), "ahora voy yo" after a cousin's
  // suicide, "ya me confesé", "el domingo es el día" beside a goodbye or a survivor's benefit,
  // cutting now; someone locked in with a blade who will not open. Kept out: "me maté en la moto",
  // a survivor who "ahora va a pedir" benefits, "mañana es el día, tengo mi examen".
  ...rules("suicide", "santaana-es-r62", [
    `(cuando|despues que|despues de que|antes que|antes de que|el dia que|el dia q|cuando q) (me mate(?! (el|la|los|las|mi|tu|su|un|una|ese|esa|este|esta|de|del|con|por|a|trabajando|chambeando|estudiando|corriendo|en)( |$))|me quite la vida|me suicide|me de un tiro|me pegue un tiro|me ahorque|me cuelgue)(?= |$)${notBeside("me rompi|me lastime|accidente|caida|moto")}`,
    `(se mato|se suicido|se quito la vida|se disparo|se pego un tiro|se colgo|se ahorco)( \\w+){0,8} (y )?((ahora|ya|luego|ahorita|orita) (voy|sigo) yo|(ahora|ya|ahorita|orita) me toca( a mi)?(?!( a mi)? (ir|pedir|hacer|llenar|firmar|solicitar|la|el|los|las)( |$)))(?= |$)${notBeside("pedir|solicitar|tramite|beneficio\\w*|dic|pension|viuda|seguro|accidente|moto|carro|cumplir")}`,
  ]),
  ...rules("farewell", "santaana-es-r62", [
    `ya me confese(?= |$)${notBeside("comunion|confirmacion|boda|bautizo|primera|cuaresma|semana santa|pascua|navidad|con mi (esposa|esposo|vieja|familia)|pension|claim|beneficio\\w*")}`,
  ]),
  ...rules("intent", "aguadilla-es-r62", [
    `((el|este|ese) (domingo|lunes|martes|miercoles|jueves|viernes|sabado)|manana|hoy|esta noche) es el dia(?!( \\w+)? (de|del|que|q|en|pa|para|con|libre|festivo|feriado)( |$))(?= |$)${besideWords("pastillas|pistola|arma|cuerda|soga|adios|despedida|despedi\\w*|perdon|perdonen|ultimo|ultima|ya no aguanto|no aguanto|me voy|irme|se acaba|listo|lista|todo listo|regal\\w*|sobreviviente|seguro de vida|entierro|dic")}${notBeside("cita|examen|c p|audiencia|hearing|decision|pago|deposito|cheque|back pay|aprob\\w*|cumpleanos|boda|graduacion|partido")}`,
  ]),
  ...rules("thirdPartyDanger", "aguadilla-es-r62", [
    `(se encerro|esta encerrad[oa]|ta encerrad[oa]|encerrad[oa]|se metio|metid[oa]|(esta|ta) (en el|en su|en la) (cuarto|bano|ducha|carro|troca|garage|cochera|closet))( \\w+){0,5} con (una|un|la|las|el|los|su|sus|unas|unos|mi|mis) (navaja|cuchillo|pistola|arma|rifle|escopeta|cuchilla|gillette|soga|cuerda|pastillas)( \\w+){0,4} (y )?no( (quiere|quiso|me|nos))?( \\w+)? (abrir|salir|contestar|abre|contesta|sale)(?= |$)${notBeside("caceria|cazando|venado|monte|senal|trabajo|chamba")}`,
    `(se (esta|sigue|anda|ta) cortando|(esta|sigue|anda) cortandose)( \\w+)? (las munecas|la muneca|los brazos|el brazo|las piernas|la pierna|el cuello|las venas)(?= |$)${notBeside("pavo|pollo|res|cerdo|jamon|doctor|cirujano|cirugia|amput\\w*|rating")}`,
  ]),
  ...rules("suicide", "aguadilla-es-r62", [
    "(me (estoy|toy|sigo|ando) cortando|(estoy|toy|sigo|ando) cortandome)( \\w+)? (las munecas|la muneca|los brazos|el brazo|las piernas|la pierna|el cuello|las venas)(?= |$)",
  ]),
  // Threats: a list of those who wronged me "uno por uno", "lo saco a tiros", "la mata a ella", "lo
  // que le hago a esa gente", a gun pointed at the family now, "tengo algo pa él en la troca", "que
  // se cuide" beside a rater. Kept out: a list of conditions to claim one by one, "el agente naranja
  // lo mató a él", "lo que le voy a hacer a esa apelación", "me apunto al curso", a stressor in a
  // patrol, "tengo algo para el claim", "que se cuiden, gracias".
  ...rules("harm", "aguadilla-es-r62", [
    `(lista|list)( \\w+){0,14} (uno por uno|one by one|uno a uno|uno x uno|a cada uno|cada uno de ellos|each one|every one of (them|em))(?= |$)${besideWords("jodieron|jodio|joden|fregaron|chingaron|negaron|nego|humillaron|me la (van a|vana) pagar|pagar caro|nombres|names|screwed|denied|que se cuiden|ya saben")}${notBeside("condicion\\w*|conditions?|documento\\w*|docs?|sintomas?|symptoms?|preguntas|questions|evidencia|evidence|forms?|formas?|medicinas|meds|items?|cosas|reclam\\w*|apel\\w*|pedir|subir|mandar")}`,
    "(lo|la|los|las) (saco|sacamos|recibo|recibimos|voy a sacar|voy a recibir|vo a sacar|bajo|tumbo|bajamos|voy a bajar|voy a tumbar|vo a bajar) a (tiros|balazos|plomazos|plomo|tiro|tiro limpio|balazo|plomazo)(?= |$)",
    `(?<!(^| )(cancer|naranja|orange|pits|quemaderos|enfermedad|covid|tumor|infarto|diabetes|alcohol|cigarro|cigarros|droga|drogas|presion|azucar|tomar|fumar|trabajo) )(la|lo|los|las) (mata|va a matar|voy a matar|matara|vamos a matar) a (ella|el|ellos|ellas|los dos|las dos|ambos)(?= |$)${notBeside("agente naranja|agent orange|burn pits|quemaderos|poco a poco|si no se cuida|si no deja")}`,
    `(lo que|lo q|lo k) (le|les) (hago|voy a hacer|vamos a hacer|hare|va a hacer) a (esa gente|ellos|esos tipos|esos vatos|ese tipo|ese vato|ese senor|esa senora|ese rater|esa rater|ese doctor|esa doctora|todos|esa oficina|los de|las de|la gente)(?! (apelacion|forma|carta|reclamo|claim|formulario|tramite|papel\\w*|caso|documento|solicitud)( |$))(?= |$)${notBeside("es (mandar|escribir|agregar|poner|llamar|hablar|quejar\\w*|demandar)|queja|email|correo|congresista|abogado|demanda")}`,
    `(escopeta|pistola|rifle|arma|cuete|fierro|cuerno|machete) (lista|listo|cargada|cargado) (pa|para) (el|ella|ellos|ese|esa|el vecino|la vecina|el rater)(?=$| (ahorita|ahora|hoy|esta noche|en el carro|en la troca|si (viene|llega|se aparece)|cuando (venga|llegue)))${notBeside("caceria|cazar|venado|monte|temporada|range|tiro al blanco")}`,
  ]),
  ...rules("harm", "santaana-es-r62", [
    `(le|les|te) (parto|voy a partir|rompo|voy a romper|tuerzo|voy a torcer) (el cuello|la cabeza|la cara)(?= |$)${notBeside("jaja\\w*|lol|broma|chiste")}`,
    `(nos|me|le|les) (apunto|apunta|esta apuntando|anda apuntando|apuntaba|apunto con|tiene apuntados)(?= |$)${besideWords("rifle|pistola|escopeta|arma|cuete|fierro|cuerno|gun|cuchillo|machete|navaja")}${besideWords("ahorita|ahora|en este momento|aqui|afuera|ayuda|help|escondid\\w*|encerrad\\w*|con seguro|911|que hago|q hago|manana|esta tarde|hoy|termina|amenaz\\w*|dice (que|q)")}${notBeside("irak|iraq|afganistan|vietnam|faluya|hace (\\w+ )?anos|sueno|pesadilla|en el \\d\\d|en (19|20)\\d\\d|patrulla|convoy|checkpoint|stressor|estresor|despliegue|deployment|kuwait|somalia|panama|corea|golfo|basic|entrenamiento|curso|clase|apuntarme|inscrib\\w*|caceria|cazar|venado|monte|range|yo me apunto|me apunto (a|al|pa|para)")}`,
    `tengo algo (pa|para) (el|ella|ellos|ese vato|el rater|la rater)(?= (en la|en el|guardado|esperando|aqui)( |$)|$)${besideWords("troca|carro|camioneta|cajuela|guantera|truck")}${notBeside("examen|cita|regalo|comida|cumpleanos")}`,
    `(que|q) se cuide(n)?$${besideWords("ya se donde (vive|trabaja)|se donde vive|va a ver|ya vera|rater|evaluador|examinador")}${notBeside("gracias|saludos|bendiciones|dios|mucho|amable|dijo|rodilla|espalda|salud|doctor|dieta")}`,
  ]),
  ...rules("benign", "santaana-es-r62", [
    `mataria por (un|una|el|la|mi|que|q|tener|ver|saber)(?= |$)${notBeside("muerto|muerta|sufrir|rater|pistola|arma|se donde vive|venganza|ese tipo|ese vato|se acabe")}`,
  ]),
  // Round 53, more of round 62's misses: "después q me muera esta noche", "me voy pronto por mi
  // cuenta" beside a burial and debts, "termino con esto esta semana" beside the pills, "yo no voy a
  // estar" at the end beside a day, all the pills together, the funeral home "pa mí mismo" soon, "y
  // no vuelvo" beside the sea, the truck into a wall, "lo voy a hacer aquí mismo" beside a means or
  // "pa q vean", "me la voy a tomar toda hoy", envying the dead, "pa q me levanto".
  ...rules("afterMe", "aguadilla-es-r62", [
    "(despues|luego) (de )?(que|q|k) (yo )?me muera(?= |$)",
    `(yo )?no (voy a|vo a) estar( aqui| ya| mas| pa entonces| para entonces)?$${besideWords("sabado|domingo|lunes|martes|miercoles|jueves|viernes|manana|esta noche|hoy|pronto|esta semana")}${notBeside("llam\\w*|cita|oficina|casa|disponible|trabajo|viaje|fuera|cambiar|reprogram\\w*")}`,
    `(pa|para) mi (mismo|misma)(?= |$)${besideWords("funeraria|entierro|cementerio|funeral|cremacion|cremar|tumba|lapida|ataud|nicho")}${besideWords("pronto|ya mismo|esta semana|hoy|manana|esta noche|necesitar|voy a necesitar")}${notBeside("pre necesidad|prenecesidad|pre need|preneed|elegib\\w*|califico|calificar|solicitud|40 10007|formulario|reservar|por adelantado|algun dia|o para|tambien")}`,
  ]),
  ...rules("suicide", "aguadilla-es-r62", [
    `(me voy|irme|me ire|me vo|me largo)( \\w+){0,2} (de este mundo )?por mi cuenta(?!( \\w+){0,2} (a la|al|pa la|para la|ir a))(?= |$)${besideWords("entierro|funeraria|cementerio|deudas|seguro de vida|pastillas|pistola|ya no aguanto|no quiero dejarle")}${notBeside("trabajar|negocio|vivir|cita|apartamento|mudar\\w*|manejar|self employ\\w*")}`,
    `(por|con) (mi propia mano|mis propias manos)(?= |$)${besideWords("acabar|terminar|quitarme la vida|morir|matarme|me voy|irme|decidi|ya no aguanto")}${notBeside("construi|arregle|hice|casa|escrib\\w*|firm\\w*|carta|declaracion|letra|documento|formulario|forma|llene")}`,
  ]),
  ...rules("intent", "aguadilla-es-r62", [
    `(termino|acabo|terminar|acabar|voy a terminar|voy a acabar|termino yo) con (esto|todo esto|todo|esta vida|mi vida)(?! (del|de la|de los|de las|el|la|los|las|y (ya|listo)|de una vez)( |$))(?= |$)${besideWords("pastillas|pistola|arma|cuerda|soga|ya no (peleo|puedo|aguanto)|no aguanto|cansado de vivir|cansada de vivir|percocet|oxy|frasco|pomo")}${notBeside("papeleo|tramite|forma|formulario|solicitud|lista")}`,
    `(y )?no (vuelvo|regreso|voy a volver|voy a regresar|pienso volver|pienso regresar|pienso virar|viro)(?! (a|al|a la|pa|para|de)( |$))(?= |$)${besideWords("mar|ola|olas|remo|remar|puente|pastillas|pistola|ultima|ultimo|despedida|adios|perdon|perdonen|mar adentro")}${notBeside("orlando|florida|mudar\\w*|me mudo|trabajo|viaje|vacacion\\w*|pa la isla|pa puerto rico")}`,
  ]),
  ...rules("lethality", "aguadilla-es-r62", [
    `(?<!(^| )(puedo|debo|se puede|es seguro|esta bien) )me (tomo|trago|voy a tomar|voy a tragar|tomare|tragare|bajo) (todos|todas) (los|las|mis) \\w+( \\w+)? (juntos|juntas|de una|de un jalon|de golpe|a la vez)(?!.* (en la manana|por la manana|con (el desayuno|la comida|la cena)|cada dia|diario|al dia|todos los dias|o (separad\\w*|repartid\\w*|espaciad\\w*))( |$))(?= |$)${besideWords("cuando|hoy|esta noche|ahorita|ya no|no aguanto|ya no puedo|pa acabar|pa no despertar|y ya|se vaya")}${notBeside("separo|separas|separar|separad\\w*|por separado|puedo tomar\\w*|se puede tomar|se pueden tomar|debo|deberia|doctor|doctora|medico|receta|farmacia|dosis|presion|o no|chelas|cervezas|lol|jaja\\w*")}`,
  ]),
  ...rules("place", "aguadilla-es-r62", [
    `(lo|la) (voy a hacer|voy hacer|hago) (aqui|ahi|aca|aki) (mismo|afuera|en el parking|en el estacionamiento|en el parqueo)(?= |$)${besideWords("pistola|arma|pastillas|cuerda|soga|matarme|quitarme|pa q vean|pa que vean|para que vean|que me vean|frente a (todos|ellos)|delante de|ya me canse|no voy a entrar")}${notBeside("app|pagina|va gov|formulario|forma|online|internet|computadora|telefono|tramite|papeleo|solicitud|aplicacion|cita|oficina|chat|clinica|examen|apelacion|appeal|claim|reclamo|pago|carta|vso|representante|firma|copia|escane\\w*")}`,
  ]),
  ...rules("means", "santaana-es-r62", [
    "(estrellar|estrellarme|estrellarla|estrello|estrelle|estampar|estamparme|estampo|impactar|chocar|chocarme|choco)( \\w+){0,3} (en|contra|con) (la|el|un|una) (barda|pared|muro|poste|arbol|puente|pilar|trailer|trail|tren|camion|concreto)(?= |$)",
  ]),
  ...rules("lethality", "santaana-es-r62", [
    "me (la|las|lo|los) (voy a tomar|voy a tragar|tomare|tragare|voy a echar) (toda|todas|todo|todos) (hoy|esta noche|ahorita|ya|ahora|de una|de un jalon)(?= |$)",
  ]),
  ...rules("hopeless", "santaana-es-r62", [
    "(envidio a (los|las) muert[oa]s|(envidio a|les tengo envidia a) (los|mis|mi|las)( \\w+){0,3} (que )?(ya )?(se murieron|murieron|se fueron|estan muertos|fallecieron|ya descansaron|se mataron|se suicidaron|ya no estan))(?= |$)",
    "(pa|para) (q|que|k) me (levanto|despierto|sigo levantando)(?= |$)",
  ]),

  // Round 54 (round 63's misses, measured before this round): the medicines of six months gathered
  // "ese dia"; burning them all "adentro"; records given away "ya no los va a escuchar"; a father who
  // asks God to take him; "el muerto soy yo".
  ...rules("meansReady", "corpuschristi-es-r63", [
    `(ya )?(junte|junto|juntando|he juntado|tengo juntad[ao]s|acumule|acumulando|he acumulado|ahorre|ahorrando|guardando|guarde) (los|las|mis|todas las|todos los|todas mis|todos mis|toas las|toas mis|toitas las|toditas las|tos los) (meds|medicinas|medicamentos|pastillas|pildoras|oxys|pills)(?= |$)${notBeside("farmacia|correo|refill|resurt\\w*|vacaciones|organizador|pastillero|donar|devolver|tirar|desechar|expirad\\w*|vencid\\w*|cajon|gabinete|refri|nevera|cita|doctor|doctora|medico|enfermera|farmac\\w*|llevar\\w*|ensenar\\w*|lista|revis\\w*")}`,
  ]),
  // Round 54's second read: the pills felt already; nobody leaving till the rating comes.
  ...rules("meansReady", "review-r54", [
    "(me )?(tome|trague|bebi)( \\w+){0,6} (y )?(ya )?(las|los|la|lo) (toy|estoy|ando|empiezo a|empece a) (sintiendo|sentir)(?= |$)",
  ]),
  ...rules("harm", "review-r54", [
    `nadie (sale|se va|va a salir|se mueve)( \\w+){0,5} hasta (que|q|k)(?= |$)${besideWords("puerta|trancad\\w*|encerrad\\w*|conmigo|rehen\\w*|pistola|arma|rifle|examiner|examinador|oficina|office")}`,
  ]),
  // Round 54, more of round 63's threats: "la próxima subo y lo pico" beside a machete.
  ...rules("harm", "humboldtpark-es-r63", [
    `(la proxima|la otra|si vuelve|si sigue|otra vez que|una vez mas)( \\w+){0,4} (y )?(lo|la|los|las|le|les) (pico|macheteo|rajo|destazo|apunalo|mato|quiebro|tumbo|corto|abro)(?= |$)${besideWords("machete|cuchillo|navaja|pistola|arma|bate|cuete|fierro|escopeta|rifle|tiro|tiros")}${notBeside("jaja\\w*|jeje\\w*|lol|es broma")}`,
  ]),
  ...rules("harm", "corpuschristi-es-r63", [
    `(los|las|les) (quemo|quemamos|voy a quemar|vamos a quemar|prendo fuego|prendemos fuego)( a todos| a todas| a todo el mundo)? (adentro|ahi adentro|alli adentro|vivos|vivas)(?= |$)${notBeside("papeles|cartas|documentos|basura|hojas|recibos|chimenea|horno|calorias|comida|lena")}`,
  ]),
  ...rules("farewell", "humboldtpark-es-r63", [
    "(regalo|regale|regalando|dio|di|dejo|deje|vendio|vendi)( \\w+){1,14} ya no (lo|los|la|las|le|les) (va|voy) a (escuchar|usar|necesitar|ocupar|poner|manejar|leer|tocar)(?= |$)",
  ]),
  ...rules("hopeless", "humboldtpark-es-r63", [
    "(pidio|pide|pido|pedi|le pido|le pedi|le pide|le pidio|ruega|ruego|rogando|pidiendo|reza|rezo|rezando)( a dios| a la virgen| al senor| a diosito| a papa dios)? (que|q|k) (me|se|lo|la)( lo| la)? (lleve|recoja|lleve ya|recoja ya|lleve pronto)(?! (a|al|pa|pal|para|de|con|en)( |$))(?= |$)",
    "(el|la) muert[oa]( aqui| aca| aki)? soy yo|(ya )?(estoy|ando) muert[oa] en vida|soy un muerto en vida",
  ]),
  // Not risk: the burial of a father-in-law and the flag for it.
  ...rules("benign", "humboldtpark-es-r63", [
    `(entierro|funeral|velorio|sepelio|misa|cremacion|novenario) (de|del|pal|para el|para la) (mi|su|nuestro|nuestra|tu)? ?(suegro|suegra|papa|mama|padre|madre|abuelo|abuela|esposo|esposa|tio|tia|hermano|hermana|hijo|hija|primo|prima|cunado|cunada|compadre|comadre|amigo|amiga|vecino|vecina|apa|ama|jefito|jefita)(?= |$)${notBeside("yo tambien|me voy con|irme con|pastillas|pistola|matarme|quitarme|despues del entierro|no quiero seguir|ya no aguanto")}`,
  ]),

  // Round 55's second read: someone asked to come so the family does not find one, "perdón a quien
  // me encuentre", "esta vez sí lo hago" after the crisis line, the last Christmas planned, a trip
  // one will never come back from, "empiezo a soltar balazos", "ya no se levanta", nothing that
  // moves one anymore, who would come to one's wake.
  ...rules("suicide", "review-r55", [
    `no quiero (que|q|k) (mi \\w+|mis \\w+|ella|el|ellos|ellas|mi hija|mi hijo|mi esposa|mi esposo|mi vieja|mi viejo|mi mama|mi jefa|los ninos|los nenes) (sea|sean|este|esten) (la|el|los|las) (que|q|k) (me )?(halle|hallen|encuentre|encuentren|vea|vean|descubra|descubran)(?= |$)`,
    `(perdon|perdonen|lo siento|disculpen|disculpa|perdoname|perdoneme)( \\w+)? a (quien|quienes|el que|la que|los que|las que) me (encuentre|encuentren|halle|hallen|vea|vean)(?= |$)`,
    `(linea|line|988|hotline|numero|la linea esa|crisis line)( \\w+){0,14} esta vez (si )?(lo hago|lo voy a hacer|me mato|lo termino|lo acabo|me voy)(?= |$)`,
    `(esta|este) (navidad|cumpleanos|ano nuevo|thanksgiving|dia de gracias|dia de las madres|semana santa)( \\w+){0,2} (es|va a ser|sera) (la|el) ultim[oa]( \\w+){0,5} (ya lo tengo|tengo todo|ya tengo todo|ya esta todo|lo tengo todo) (planeado|decidido|listo|arreglado)(?= |$)`,
  ]),
  ...rules("intent", "review-r55", [
    `((no|ya no) (voy a|pienso|vamos a) (regresar|volver) (nunca|jamas|nunca mas|mas)|(nunca|jamas) (voy a )?(regresar|volver))(?= |$)${besideWords("le dije|cree que|piensa que|no es cierto|mentira|despedi\\w*|pistola|arma|pastillas|puente|vias|me voy|me jalo|me voy a jalar")}`,
    `ya (lo )?tengo (todo )?planeado(?= |$)${besideWords("ultim[oa]|despedi\\w*|pastillas|pistola|arma|cuerda|puente|vias|matarme|quitarme|irme|no voy a estar|cuando me vaya|carta|nota")}${notBeside("viaje|vacaciones|boda|fiesta|quinceanera|mudanza|cita|claim|apelacion|cumple")}`,
  ]),
  ...rules("harm", "review-r55", [
    `(?<!(^| )(no|nunca|jamas|ni)( \\w+){0,2} )(empiezo|empezar|comienzo|comenzar|me pongo|ponerme|empezamos) a (disparar|soltar balazos|dar balazos|tirar balazos|balacear|tirar plomo|echar bala|soltar plomo)(?= |$)${besideWords("oficina|va|clinica|regional|hospital|escuela|trabajo|chamba|jale|claim|negar|niegan|nieguen|llego")}${notBeside("jaja\\w*|jeje\\w*|lol|es broma|fotos|video|videos|camara|poligono|campo de tiro|practica|cazar|caceria")}`,
    `(la proxima|la otra vez|otra vez que|si vuelve a|si me vuelve a)( \\w+){0,6} (ya )?no se (levanta|para|vuelve a levantar|despierta)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|es broma|cama|sillon|enferm\\w*|cansad\\w*")}`,
  ]),
  ...rules("hopeless", "review-r55", [
    `(ya )?nada me (emociona|alegra|interesa|llena|da gusto|hace feliz|importa)( ya)?(?= |$)${notBeside("de la tele|de la comida|de las noticias|del futbol americano|de la pelicula")}`,
  ]),
  // Who would come to one's own wake is despair, not a benefit question (a wake is otherwise a frame).
  ...rules("hopeless", "review-r55", [
    `(quien|quienes) (siquiera )?(iria|irian|va a ir|van a ir|vendria|vendrian|va a venir|llegaria|llegarian|estaria|lloraria) a mi (velorio|funeral|entierro|misa|novenario)(?= |$)`,
  ]),
  ...rules("thirdPartyDanger", "sanbernardino-es-r64", [
    `(las|los|se las|se los) (va a tomar|va a tragar|tomo|trago|quiere tomar) (todas|todos|toditas)( juntas| juntos| de una| de un jalon)?( \\w+){0,3} (pa|para) (irse|morirse|no despertar|estar con|ya no sufrir|acabar)(?= |$)`,
  ]),
  // Round 55, more of round 64's misses: "si yo faltara" (if I were gone) beside what the children
  // get; nobody to stop the jump; threats: "si veo al que me hizo... lo apuñalo", arriving "con el
  // cuerno" after a wrong at work, shooting "al primero que toque la puerta", knowing what car a
  // person drives while waiting in the lot.
  ...rules("afterMe", "waukegan-es-r64", [
    `si (yo )?(faltara|faltase|llegara a faltar|llego a faltar|ya no estuviera|no estuviera|me llegara a pasar algo|me pasara algo)(?! (a|al|en|un|una|el|la|los|las|algo|algun|alguna|dinero|pago|papeles|documento|documentos)( |$))(?= |$)${notBeside("documento|formulario|firma|evidencia|prueba|requisito|reclamo")}`,
  ]),
  ...rules("lethality", "waukegan-es-r64", [
    `(nadie|ninguno|naiden)( \\w+)? (me )?(pare|detenga|vea|agarre|jale)( \\w+)? (cuando|al momento de|antes de que) (brinque|salte|me tire|me aviente|me eche|me lance)(?! a (llorar|reir|dormir|correr|cantar))(?= |$)`,
  ]),
  ...rules("harm", "sanbernardino-es-r64", [
    `si (lo |la |los |las )?(veo|miro|encuentro|agarro|topo|me lo encuentro)( \\w+){0,10} (?<!(^| )(no|nunca|jamas|ni) )(lo|la|los|las|le|les) (apunalo|mato|pico|rajo|balaceo|tiroteo|quiebro|tumbo|macheteo|destazo|disparo)(?= |$)${besideWords("navaja|cuchillo|pistola|arma|cuete|fierro|machete|rifle|escopeta|traigo|ando armad[oa]|mst|abuso|violo|me hizo")}${notBeside("jaja\\w*|jeje\\w*|lol|es broma|es un decir")}`,
    `(?<!(^| )(no|nunca|jamas|ni)( \\w+){0,2} )(llego|llegar|voy|ir|entro|caigo|me presento|llegamos) (con|armado con) (el|mi|un|una|la) (cuerno|cuerno de chivo|ak|r15|ar|rifle|fierro|cuete|arma|pistola|escopeta|machete)(?= |$)${besideWords("supervisor|jefe|jefa|chamba|oficina|la va|el va|del va|a la va|clinica|abuso|me canse|ya me canse|se acaba|se les acaba|van a ver")}${notBeside("jaja\\w*|jeje\\w*|lol|es broma|cazar|caceria|caza|campo de tiro|tiro al blanco|polygono|poligono|guardia|seguridad|policia|sheriff|licencia|permiso|rancho|monte|cortar|campo")}`,
    `(?<!(^| )(no|nunca|jamas|ni) )(le |les )?(va|voy|vamos|van) a disparar (al|a la|a los|a las) (primero|primera|primeros|primeras|que|q|k)( \\w+){0,3} (toque|entre|llegue|se acerque|abra|toquen|entren)(?= |$)`,
    `(?<!(^| )(no|dont|don t|not)( \\w+)? )(se|ya se|ik|i know|yo se) (q|que|k|what|which) (carro|troca|car|truck|coche|auto|camioneta) (maneja|trae|drives|tiene|usa)(?= |$)${besideWords("waiting|esperando|parking lot|estacionamiento|parqueo|afuera|rn|ahorita|disrespect\\w*|falto al respeto|me falto")}${notBeside("chofer|transporte|raite|uber|lyft|cita|shuttle|recoger|pick up")}`,
  ]),
  // Not risk: a first pistol bought for target shooting, asked about.
  ...rules("benign", "sanbernardino-es-r64", [
    `(comprar|compro|comprarme|sacar|conseguir) (mi |una |un |la |el )?(primera |primer )?(pistola|arma|rifle|escopeta|revolver|cuete)( \\w+){0,3} (pa|para|de) (tiro al blanco|el campo de tiro|el range|la range|cazar|caceria|defensa personal|la casa|proteccion|practicar)(?= |$)${notBeside("matarme|quitarme|pa mi|para mi mismo|para usarla en mi|no es pa|no es para|ya sabes pa|esta noche|hoy mismo|despedi\\w*|ex|esposa|esposo|vecino|jefe|oficina|clinica|vivir|morir|no aguanto|ya no puedo|suicid\\w*|acabar con todo|matar\\w*")}`,
  ]),
  // Round 55 (round 64's misses, measured before this round): a farewell letter being written, how
  // many of a medicine "se necesitan", the train tracks gone to, a grandfather who "lo va a hacer
  // pronto"; threats to start shooting at an office, to shoot whoever is there.
  // Writing one's own farewell letter now is a decision, not only a goodbye ("intent").
  ...rules("intent", "sanbernardino-es-r64", [
    `(estoy|ando|toy|termine|acabo de|ya) (escribiendo|escribir|escribi|terminar|terminando|hacer|haciendo) (mi|la|una) (carta|nota|cartita|notita) de despedida(?! (para|pa|a) )(?= |$)${notBeside("jubil\\w*|retir\\w*|trabajo|chamba|chambita|companer\\w*|amig\\w*|compas del trabajo|mudanza|me mudo|se muda|se va|despliegue|clase|escuela|maestra|pelicula|libro")}`,
  ]),
  ...rules("lethality", "waukegan-es-r64", [
    `(cuant[oa]s|cuant[oa]) (pastillas |pildoras |tabletas |mg |miligramos )?(de )?(seroquel|quetiapina|xanax|alprazolam|ambien|zolpidem|trazodona|trazodone|oxys?|oxycodona|percs?|tylenol|paracetamol|fentanyl|fentanilo|morfina|insulina|prazosin|gabapentin|gabapentina|valium|klonopin|clonazepam|lorazepam|ativan|hidrocodona|norco|vicodin|tramadol|sertralina|amitriptilina|pastillas|pildoras)( \\w+){0,2} ((se necesitan|necesito|hacen falta|son suficientes|se ocupan|ocupo)(?= |$)${besideWords("morir|matarme|sobredosis|no despertar|acabar|para siempre|pa siempre|googl\\w*|research|busque|buscando|investigando|not for")}|(pa no despertar|para no despertar|pa no despertarme|para no despertarme|son mortales|son letales|matan)(?= |$))${notBeside("receta|doctor|doctora|medico|farmacia|al dia|por dia|diarias|cada cuanto|dosis recetada|refill|resurtir|dolor|azucar|glucosa|viaje|semana|mes|dormir")}`,
  ]),
  ...rules("place", "sanbernardino-es-r64", [
    `(voy|me voy|ya voy|ando|estoy|toy|llegue|llegando|parado|parada|sentado|sentada|caminando|manejando)( caminando| manejando)? (pa|para|a|en|hacia|rumbo a) las vias( del tren)?(?= |$)${notBeside("trabajo|chamba|cruzar|cruce|foto\\w*|vivo|vive|casa|tren de carga pasa|ruido|union pacific|bnsf|amtrak|metrolink")}`,
  ]),
  ...rules("thirdPartyDanger", "sanbernardino-es-r64", [
    `(dice|dijo|me dijo|anda diciendo) (que|q|k) (lo va a hacer|se va a matar|se va a quitar la vida|se lo va a hacer|lo va hacer)( \\w+){0,2} (pronto|hoy|ya|esta noche|manana|este fin|luego luego)(?= |$)${besideWords("si (el|ella) se muere|si se muere|cuando se muera|dolores|pastillas|pistola|arma|rifle|despedi\\w*|ya no aguanta|quiere morir\\w*|matarse|quitarse la vida|irse con mi abuela|irse con mi abuelo")}${notBeside("tramite|papeles|claim|reclamo|cita|viaje|mudanza|cirugia|operacion|doctor|medico|clinica|hospital|examen|estudio|resonancia|analisis|terapia|testamento|abogado")}`,
  ]),
  ...rules("harm", "waukegan-es-r64", [
    `(?<!(^| )(no|nunca|jamas|ni) )(voy a|vamos a|va a|van a|me voy a|nos vamos a)( \\w+){0,2} (empezar|comenzar|ponerme|ponernos) a (disparar|dar balazos|tirar balazos|balacear|tirar plomo|echar bala|rafaguear)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|es broma|fotos|video|videos|camara|polygono|poligono|campo de tiro|practica|cazar|caceria")}`,
    `(?<!(^| )(no|nunca|jamas|ni) )(le|les) (disparo|voy a disparar|doy un balazo|meto un tiro|meto un balazo|pego un tiro|tiro) (a|al) (quien|quienes|cualquiera|todos|todo el que|el que|la que|los que|lo que se mueva)( \\w+){0,2}(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|es broma|fotos|video|pelota|balon|gol|canasta|tiro libre|cazar|caceria|caza|venados?|conejos?|patos?|palomas?|blanco|latas|botellas")}`,
  ]),
  // Round 56 (round 65's sets, decision 941): clear risk in words the rules did not read: letting
  // oneself die; "antes de hacerlo" beside what the family gets; "hoy en la noche termino con esto";
  // "que no lo buscaramos"; a pet left "por unos días" that is not; "si alguien lee esto ya me voy";
  // a day chosen and "faltan 3 días"; "mi viuda"; a month of pills saved for tonight; "me tomo las
  // pastillas y ya"; an engine running in the garage "y yo adentro"; someone who says he will do it
  // "este finde"; "eso va a pasar pronto" beside one's death; "tengo to planeao".
  ...rules("suicide", "lascruces-es-r65", [
    `de hoy no (paso|pasamos)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|es broma|tarea|trabajo|claim|formulario|cita|llamada|tramite|aplicacion|examen|pago")}`,
    `(?<!(^| )(no|nunca|jamas|ni) )(me voy a dejar|me quiero dejar|me dejo|dejarme|me estoy dejando|voy a dejarme|quiero dejarme|me pienso dejar) morir(?! de (risa|la risa|aburrimiento|ganas))(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|es broma")}`,
  ]),
  ...rules("intent", "lascruces-es-r65", [
    `antes de hacerlo(?= |$)${besideWords("pension de sobreviviente|sobreviviente\\w*|dic|seguro de vida|viuda|viudo|entierro|funeral|beneficiario|beneficiaria|le toca|les toca|le van a pagar|les van a pagar|mis hijos|mi esposa|mi familia")}${notBeside("claim|apelacion|aplicar|aplicacion|formulario|mudarme|mudanza|vender|comprar|casa|prestamo|escuela|operacion|cirugia|jubil\\w*|retir\\w*|divorci\\w*|casarme|boda")}`,
    `(hoy|hoy en la noche|esta noche|manana|ahorita|ya|este fin|el viernes|el sabado|el domingo)( \\w+)? (termino|acabo|voy a terminar|voy a acabar) con (esto|todo|todo esto|mi vida|esta vida)(?= |$)${notBeside("claim|papeleo|papeles|formulario|forma|tramite|aplicacion|examen|tarea|trabajo|turno|semestre|curso|clases|mudanza|pintura|limpieza|jaja\\w*|jeje\\w*|lol|es broma|relacion|novia|novio|jeva|jevo")}`,
    `(que )?no (lo|la|me|nos) (buscaramos|busquemos|buscaran|buscara|vayamos a buscar|vayan a buscar)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|es broma|trabajo|oficina|escondidas")}`,
    `(le|les) dije (que )?(era|es|iba a ser|seria) (por|pa|para) (unos dias|un rato|poco tiempo|unas semanas|un tiempo|unos meses)( \\w+){0,3} no (es|era|va a ser|seria) (por|pa|para) (unos dias|un rato|poco tiempo|unas semanas|un tiempo|unos meses)(?= |$)`,
    `si (alguien|alguno|quien sea|alguien mas) (lee|esta leyendo|encuentra|ve) esto( \\w+){0,2} ya me (voy|fui)(?= |$)`,
    `(ya )?(lo )?tengo (to|todo|toda|toito|toitito) (planeado|pensado|decidido)(?= |$)${notBeside("cita|examen|mudanza|viaje|claim|papeles|formulario|fiesta|boda|vacaciones|quinceanera|quince anos|bautizo|graduacion|cumpleanos|baby shower|posada|carne asada|jaja\\w*|jeje\\w*|lol")}`,
  ]),
  ...rules("time", "lascruces-es-r65", DAYS_LEFT),
  ...rules("soon", "lascruces-es-r65", DAYS_LEFT),
  ...rules("afterMe", "lascruces-es-r65", [
    `(a |pa |para |le |al |de )?mi (viuda|viudo)(?= |$)${besideWords("ya no voy a estar|no voy a estar|(cuando|si) me (mate|vaya)|despues de (mi muerte|que me vaya)|antes de hacerlo|la otra semana|esta noche|este finde")}${notBeside("jaja\\w*|jeje\\w*|lol|es broma|cancer|hospicio|enferm\\w*")}`,
    `(reciba|se quede con|le quede|herede|le toque|le llegue|le den) (mis cosas|todo lo mio|todas mis cosas|mi dinero|el dinero de mi cuenta|mi troca|mi casa|mis armas)(?= |$)${notBeside("divorci\\w*|testamento|abogado|prestamo")}`,
    `(despues|cuando) (de )?(que )?(yo )?me (vaya|haya ido)( \\w+)? (esta noche|hoy|manana|pronto)(?= |$)${notBeside("hospital|cita|viaje|trabajo|vacaciones|turno|mudanza")}`,
  ]),
  ...rules("intent", "lynn-es-r65", [
    `(eso|esto) va a (pasar|ser) (pronto|luego|ya|esta semana|este mes)(?= |$)${besideWords("yo me muera|que me muera|mi muerte|me mate|matarme")}${notBeside("hospicio|hospice|doctor|doctora|cancer|enferm\\w*")}`,
  ]),
  ...rules("meansReady", "lynn-es-r65", [
    `(guarde|guardando|he guardado|junte|juntando|he juntado|ahorre|ahorrando|escondi|escondiendo|tengo guardadas)( todas)? (las|mis|sus|todas las) (pastillas?|pildoras|medicinas)( \\w+){0,4}(?= |$)${besideWords("esta noche|tomarmelas|tomarmela|tomarlas todas|de una|juntas|cansad[oa]|se acabe")}${notBeside("botiquin|gabinete|refri\\w*|nevera|cocina|presion|me mareaban|no las tomo|viaje|farmacia|refill|tirar|vencidas|desechar|botar|devolver|organizador|pastillero|mi mama|mi papa|mi abuel\\w*|el doctor|la doctora|jaja\\w*|jeje\\w*|lol")}`,
    `me (tomo|trago|voy a tomar|voy a tragar|tomare) (las|todas las|mis|todas mis|el bote de) (pastillas?|pildoras|medicinas)( \\w+){0,2} y (ya|se acabo|listo)(?= |$)${besideWords("esta noche|todas|no siento nada|cansad[oa]|no aguanto|ya no puedo|ya no quiero")}`,
    `(tomarmela|tomarmelas|tomarmelo|tomarmelos) (toda|todas|todo|todos)(?= |$)${besideWords("de una|de un jalon|juntas|esta noche|para no despertar|pa no despertar|cansad[oa]|ya no puedo|ya no aguanto")}${notBeside("doctor|antibiotico\\w*|receta|tratamiento|dosis|tengo que|hay que")}`,
  ]),
  ...rules("place", "lynn-es-r65", [
    `(carro|troca|camioneta|motor|carrito)( \\w+){0,4} (?<!(^| )(no|nunca|jamas) )(prendido|prendio|encendido|encendio|corriendo|andando|prendida|encendida)( \\w+){0,4} (y yo adentro|conmigo adentro|y estoy adentro|y yo dentro|yo adentro|con la puerta cerrada|con las puertas cerradas|(en el|en la) (garaje|garage|cochera) cerrad[oa])(?= |$)${besideWords("garaje|garage|cochera|bodega|galera")}${notBeside("frio|nunca|jamas|grua|no prend\\w*|calentar|calentando|calefaccion|mecanico|arreglar|jaja\\w*|jeje\\w*|lol|es broma")}`,
  ]),
  ...rules("thirdPartyDanger", "lynn-es-r65", [
    `(dice|dijo|me dijo|anda diciendo|esta diciendo|sigue diciendo) (que|q|k) (lo va a hacer|se va a matar|se quiere matar|se va a quitar la vida|se lo va a hacer|lo va hacer)(?= |$)${besideWords("si (el|ella) se mata|si se mata|se mata|suicid\\w*|pastillas|pistola|arma|pararlo|pararla|detenerlo|detenerla")}${notBeside("jaja\\w*|jeje\\w*|lol|es broma|tarea|claim|formulario|papeleo|mudanza|tramite")}`,
  ]),
  // Threats (911 first): someone breaking in armed now; people coming back armed tonight; a husband
  // looking for his gun "de hoy no pasas"; "no sale nadie vivo"; "le doy su merecido... ya tengo con
  // qué"; "no respondo" beside a weapon; "lo callo para siempre"; "le quiebro las piernas"; a car
  // burned "y a ella con él"; "merece un balazo" beside looking for him; going to see him "con la 9";
  // waiting for him with a bat; "no va a amanecer"; a device inside the office "ya sé qué día".
  ...rules("harm", "lynn-es-r65", [
    `(alguien|un (hombre|tipo|vato|senor|man|muchacho|loco)|unos (tipos|vatos|hombres|manes)|mi (ex|esposo|marido|novio|jevo|hermano|vecino|padrastro)|el|ella)( ya)? (se (esta|estan) metiendo|se metio|se metieron|esta (tratando de |queriendo )?(entrar|meterse)|quiere entrar|estan (tratando de )?entrar|esta (tumbando|pateando|golpeando|tocando) la puerta|esta afuera|anda afuera)(?= |$)${besideWords("pistola|arma|armas|cuchillo|machete|rifle|armado|armada|armados|fierro|cuete|fusca|matarme|matarnos|me va a matar|closet|escondid[oa]|me encerre|911")}${notBeside("se va a matar|matarse|se quiere matar|quitarse la vida|suicid\\w*|no quiere vivir|se mata|guardo|guardadas|caja fuerte|limpiando|cortando|patio|yarda|jardin|zacate|lena|trabajando|arbol|ramas|monte|pistola de agua|jugando|juguete|se vende|venta|vender|comprar|jaja\\w*|jeje\\w*|lol|es broma|perro|gato|mapache|delivery|paquete|amazon|correo|sueno|pesadilla|pelicula|serie|novela|hace (anos|mucho)|cuando estaba|en irak|en afganistan")}`,
    `(regresa|regresan|viene|vienen|va a venir|van a venir|va a regresar|van a regresar|vuelve|vuelven)( \\w+){0,3} (armad[oa]s?|con (pistola|pistolas|armas|cuchillos?|machete))( \\w+){0,3} (a buscarme|por mi|a matarme|pa matarme|para matarme|a mi casa|a la casa|a buscarnos|por nosotros)(?= |$)${notBeside("policia|sheriff|trabajo|caza|caceria|cazar|venado|poligono|jaja\\w*|jeje\\w*|lol")}`,
    `(buscando|agarrando|agarro|saco|saca|sacando|fue por|va por|anda buscando) (su|el|la|una) (arma|pistola|rifle|escopeta|cuchillo|machete|9|nueve)( de servicio)?(?= |$)${besideWords("me (acaba de )?(pego|pegar|golpeo|golpear|ahorco)|me va a matar|nos va a matar|de hoy no|escondid[oa]|estoy encerrad[oa]|me encerre|estoy en el cuarto con llave|911")}${notBeside("se va a matar|matarse|se quiere matar|quitarse la vida|suicid\\w*|no quiere vivir|se mata|guardo|guardadas|caja fuerte|jaja\\w*|jeje\\w*|lol|es broma|caza|cazar|venado|limpiar|limpiando|poligono|vender|empenar|licencia|permiso")}`,
    `de hoy no (pasas|pasan)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|es broma|tarea|trabajo|claim|formulario|cita|llamada|tramite|aplicacion|examen|pago")}`,
    `no (sale|va a salir|salen|van a salir|queda|va a quedar|quedan) (nadie|ninguno|ni uno) vivo(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|es broma|pelicula|serie|juego|videojuego")}`,
    `(le|les) (doy|voy a dar|vamos a dar|damos|va a dar) (su|sus) (merecido|merecida)(?! (descanso|reconocimiento|premio|lugar))(?= |$)${besideWords("ya tengo con que|tengo con que|con que|arma|pistola|la 9|cuchillo|machete|domingo|manana|hoy|esta noche|delante de|frente a")}${notBeside("jaja\\w*|jeje\\w*|lol|es broma|queja|carta|congres\\w*|abogado|demanda|reporte|resena")}`,
    `no respondo( de mi| de lo que (haga|pase|le haga))?(?! (a|al|bien|llamadas|el telefono|mensajes|correos|cartas|el celular)( |$))(?= |$)${besideWords("pistola|arma|la 9|cuchillo|machete|cuete|fusca|rifle|escopeta")}${notBeside("tratamiento|medicina|doctor|doctora")}`,
  ]),
  ...rules("harm", "lascruces-es-r65", [
    `(lo|la|los|las) (callo|voy a callar|vamos a callar|callamos) (para|pa|pal) siempre(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|es broma|perro|radio|musica|alarma|telefono|celular|tele|tv")}`,
    `(le|les) (quiebro|voy a quebrar|vamos a quebrar|rompo|voy a romper|vamos a romper|parto|voy a partir|vamos a partir) (las piernas|la cara|el hocico|la cabeza|los huesos|el craneo|la crisma)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|es broma|chiste|partido|juego|futbol|box|lucha|pelicula|sueno|pesadilla|hace (anos|mucho)|cuando estaba")}`,
    `(le|les) (quemo|voy a quemar|vamos a quemar|quemamos) (el|su|la|sus) (carro|casa|troca|camioneta|oficina|negocio|carros|casas|traila|yarda)(?= |$)${notBeside("adentro|conmigo|me quedo|me voy con|juego|permiso|terreno|rancho|limpiar|bombero|jaja\\w*|jeje\\w*|lol|es broma|chiste|carne|asado|comida|tortillas|chile|chiles|basura|hojas|zacate|incienso|vela|velas|veladora|veladoras")}`,
    `(merece|merecen|se merece|se merecen) (un|una) (balazo|plomazo|tiro|plomo|bala|madriza|putiza|golpiza)(?= |$)${besideWords("(voy a|vamos a) (ir a )?(buscar|encontrar|visitar)|lo voy a ir a buscar|la voy a ir a buscar|se llama|donde vive|su direccion|averigu\\w*|pistola|arma|cuete|fusca|nueve|manana|hoy|esta noche")}`,
    `(ir a )?(verlo|verla|buscarlo|buscarla|visitarlo|visitarla|esperarlo|esperarla)( \\w+){0,3} (con|with) (la|el|mi) (9|nueve|45|glock|pistola|cuete|fusca|escuadra|cuerno|ak|ar|machete|cuchillo|rifle|escopeta|fierro)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|es broma|caza|cazar|venado|poligono")}`,
    `(lo|la|los|las) (espero|voy a esperar|vamos a esperar) con (el|la|mi|un|una) (bat|bate|palo|machete|cuchillo|pistola|arma|fierro|cuete|fusca|9|nueve|rifle|escopeta|tubo)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|es broma|beisbol|softbol|juego|practica|partido")}`,
    `no (va a|vas a|van a) amanecer(?= |$)${besideWords("machete|cuchillo|pistola|arma|la 9|cuete|fusca|bate|rifle|escopeta")}${notBeside("enferm\\w*|hospital|hospicio|doctor|doctora|cancer|grave|agonia|respira\\w*|paliativos|nota|carta|despedi\\w*|pastillas|se va a matar|me voy a matar|suicid\\w*|jaja\\w*|jeje\\w*|lol|es broma|nublado|frio|helada|lluvia|nieve|clima|tiempo|sol|cuerpo|espalda|rodilla|dolor")}`,
    `(cohete|bomba(?! de (agua|insulina|gasolina|aire))|explosivo|artefacto)( \\w+){0,3} (adentro|dentro)( \\w+){0,8} (ya se como (armarlo|hacerlo|prepararlo)|ya se (que|cual) dia|ya tengo (todo|las cosas|el material))(?= |$)`,
  ]),
  ...rules("farewell", "lascruces-es-r65", [
    `(le )?(deje|regale|di|encargue) (a )?(mi|mis) (perro|perra|gato|gata|perros|gatos|troca|carro|armas|cosas|herramientas)( \\w+){0,3} a (la vecina|el vecino|la comadre|el compadre|mi \\w+|un \\w+|una \\w+)(?= |$)${notBeside("jubil\\w*|me mude|mudarme|abogado|testamento|notari\\w*|viaje|vacaciones|hospital|cirugia|operacion|trabajo|turno|deploy\\w*|mudanza|me mudo|jaja\\w*|jeje\\w*|lol|es broma|cuidar|cuida|mientras|regreso")}`,
    `(las )?llaves( de la casa| de la troca| del carro)? (estan|quedan|deje|las deje|se las deje|van a estar) (debajo|bajo|abajo|en|con|arriba)(?= |$)${besideWords("si alguien lee|ya me voy|adios|perdonenme|perdon por todo|los quiero|cuiden|no me busquen")}`,
  ]),
  ...rules("means", "lascruces-es-r65", [`cuerno( de chivo)?|cuernito|ak 47|ak47`]),
  // A second read of round 56: someone outside the window with a gun now; a stepfather who says he
  // kills the mother today, machete in hand; a shotgun ready "pa cobrársela" tonight.
  ...rules("harm", "review-r56", [
    `(hay|esta|anda|tengo a|vi a) (un|una|unos|unas|alguien)( \\w+)? (afuera|fuera|en la puerta|en mi puerta|en la ventana|en mi ventana)( de (mi|la) (casa|ventana|puerta|traila|carro|cuarto|apartamento|depa))?(?= |$)${besideWords("pistola|arma|armas|cuchillo|machete|rifle|armad[oa]s?|fierro|cuete|fusca")}${notBeside("limpiando|cortando|patio|yarda|jardin|zacate|lena|trabajando|arbol|ramas|monte|pistola de agua|jugando|juguete|se vende|venta|vender|comprar|caza|cazar|venado|jaja\\w*|jeje\\w*|lol|es broma|pelicula|serie|sueno|pesadilla")}`,
    `(dice|dijo|anda diciendo|esta diciendo) (que|q|k) (hoy |esta noche |ahorita |ya )?(la |lo |los |las )?(mata|va a matar|matara) a (mi|su|la|el|los|sus)(?= |$)${besideWords("machete|pistola|arma|cuchillo|en la mano|rifle|escopeta|cuete|fusca")}${notBeside("jaja\\w*|jeje\\w*|lol|es broma|se mata|matarse|el mismo|pelicula|serie|juego")}`,
    `(cobrarsela|cobrarmela|cobrarselas|cobrarmelas|me la cobro|me las cobro|se la cobro|se las cobro)(?= |$)${besideWords("escopeta|pistola|arma|rifle|machete|cuchillo|cargada|cuete|fusca|la 9|esta noche|hoy")}${notBeside("jaja\\w*|jeje\\w*|lol|es broma|juego|partido|dinero|deuda|cuenta|renta|pago|abogado|demanda|corte")}`,
  ]),
  // Round 57 (round 66's sets, decision 941): clear risk in words the rules did not read: a rope bought
  // "ustedes saben pa q"; the tree he chose where she will find him; a nephew who "ya no regresa" with
  // the deer rifle in the truck; a father who said he kills himself if the pension is cut, and the
  // letter came; watching the river "ya casi me animo a meterme"; the heart pills stopped "q dios
  // decida" beside goodbyes; the children left with a sister "esta noche me toca"; standing on the
  // tracks waiting for the freight; a pending claim asked about "pq yo no pienso estar aqui"; thrown in
  // the river if the check does not come; a shotgun on one's lap; cuts that went too far; a son who
  // wrote the family goodbye and turned his phone off; guns given away "a donde va no las necesita";
  // a second bottle beside the sleeping pills; an appointment cancelled "no voy a estar vivo pa ir".
  ...rules("intent", "delrio-es-r66", [
    `(compre|compro|compramos|fui a comprar|consegui|traje) (una |la |un |el )?(cuerda|soga|mecate|lazo)(?= |$)${besideWords("(ustedes )?(saben|sabes|ya saben) (pa|para) (que|q)|pa lo que es|ya saben|sin comer|adios|perdon\\w*|esta noche|ya no aguanto|ya no puedo")}${notBeside("rancho|ganado|vaca\\w*|becerr\\w*|caballo\\w*|tendedero|ropa|columpio|carga|amarrar|mudanza|lona|jaja\\w*|jeje\\w*|lol|gym|brincar|saltar")}`,
    `(dijo|dice|me dijo) (q|que) (ya )?no (regresa|va a regresar|vuelve|va a volver)(?= |$)${besideWords("rifle|pistola|escopeta|arma|cuerda|pastillas|perros|guarde|guardar|cuide|cuidar|regalo|se despidio")}${notBeside("trabajo|mexico|acuna|viaje|vacaciones|base|deploy\\w*|army|marines|militar|mudo|mudanza|jaja\\w*|jeje\\w*|lol")}`,
    `(dijo|dice|decia|anda diciendo|amenaza|amenazo) (q|que) (se mata|se va a matar|se quita la vida|se va a quitar la vida)( \\w+){0,2} si( \\w+){0,6}(?= |$)${besideWords("(hoy|ayer|ya) (llego|llegaron|vino|le dieron)|llego la carta|le quitaron|le bajaron|se la bajan|se la bajaron|se la quitaron|lo (negaron|denegaron)")}`,
    `((voy a|vamos a|ya) )?(dejar|deje|dejo)( de tomar| de tomarme)? (las|mis) (medicinas|pastillas|pildoras|meds) (del|de la|pa el|para el) (corazon|presion|azucar|diabetes|insulina)( \\w+){0,4} (y (ya|que|q)|q dios decida|que dios decida|que sea lo que dios quiera|sea lo que dios quiera|a ver que pasa|a ver q pasa)(?= |$)${besideWords("despedi|me despido|cancele|cancelo|ya no|dios decida|dios quiera|adios")}${notBeside("doctor|doctora|medico|me dijo|me dijeron|efectos|alergi\\w*|receta nueva|cambio|cambiaron|jaja\\w*|jeje\\w*|lol")}`,
    `((esta noche|hoy|manana|ahorita) me toca|(hoy|esta noche|manana) es (mi|la) noche)(?= |$)${besideWords("deje a los ninos|deje todo|les deje|me despedi|adios|perdon\\w*|ya no|(le |les )?deje (a )?(los|mis) (ninos|nenes|hijos|chamacos|plebes|muchachos)")}${notBeside("turno|trabajo|cita|guardia|jale|chamba|cocinar|lavar|limpiar|pagar|jaja\\w*|jeje\\w*|lol|dormir|cuidar|manejar|recoger")}`,
  ]),
  ...rules("place", "perthamboy-es-r66", [
    `(ya )?(escogio|escogi|eligio|elegi|tiene escogido|tengo escogido) (el|un) (arbol|lugar|sitio|puente|dia)( \\w+){0,6} (donde|en donde|adonde) (mi \\w+ |la familia )?(lo|la|me) (voy a|vas a|van a|va a) (encontrar|hallar)(?= |$)`,
    `(ya )?(casi )?(me animo|me atrevo|me decido) a (meterme|aventarme|tirarme|brincar|saltar|hacerlo)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|alberca|piscina|nadar|clase|curso|escuela|aplicar|pedir|llamar|ir al|ir a la|el claim")}`,
    `(en|sobre|parado en|parada en|sentado en|sentada en|acostado en|acostada en) (la|las) (via|vias|linea del tren|carrilera|rieles)( del tren)?(?= |$)${besideWords("tren|freight|el de carga|rieles|que pase el tren")}${besideWords("esperando|espero|que pase|que venga|pararme|aguant\\w*|appeal|ya no")}${notBeside("jaja\\w*|jeje\\w*|lol|foto\\w*|trabajo|trabajando|constru\\w*|estacion|anden|boleto|pase del tren|carro|bus|guagua|grua|trafico|tapon|accidente|camion|troca|cita")}`,
    `((pararme|tirarme|acostarme|meterme|echarme) (en|sobre|frente a|delante de|debajo de) (la via|las vias|los rieles)|(pararme|tirarme|acostarme|echarme|aventarme) (frente a|delante de|debajo de|abajo de) (el|un) tren)(?= |$)`,
    `(me tiro|me voy a tirar|me aviento|me voy a aventar|me echo|me voy a echar) (al|en el|del|desde el) (rio|raritan|hudson|passaic|puente|agua|mar)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|nadar|a nadar|pescar|verano|calor|clavado|con mis hijos|kayak|bote")}`,
    `(tengo|tiene|con) (la|el|una|un|mi|su) (escopeta|pistola|rifle|arma|revolver)( de (caceria|casa|venado))? (aqui )?(en|sobre) (las|mis|sus) (piernas|rodillas|manos|regazo)(?= |$)`,
  ]),
  ...rules("lethality", "perthamboy-es-r66", [
    `(me hice|me hago|me estoy haciendo|me corte|me cortaba) (los |unos |mas |otros )?(cortes|cortadas|cortaditas)( \\w+){0,10} (me pase|hay mucha sangre|no para|no deja de sangrar|mucha sangre|muy hondo|muy profundo)(?= |$)`,
  ]),
  ...rules("thirdPartyDanger", "perthamboy-es-r66", [
    `(escribio|puso|mando|dijo) (en el grupo|a todos|en facebook|en el chat)?( \\w+){0,6} (los quiero a todos|cuidense|perdonenme|adios a todos)( \\w+){0,6} ((tiene|tenia|ahora tiene) (el |su )?(telefono|cel|celular)( \\w+)? apagad[oa]|(apago|apaga) (el |su )?(telefono|cel|celular)|(el |su )?(telefono|cel|celular) (esta|estaba|sigue) apagad[oa])(?= |$)`,
    `(le|les) (dijo|dice|regalo|regala|dio|da)( \\w+){0,7} (pistolas|armas|rifle|escopeta|pistola|cosas)( \\w+){0,3} (pq|porque|xq|ya que) (a donde|adonde|donde) (va|se va|voy) no (las|los|la|lo) (necesita|va a necesitar|necesito)(?= |$)`,
  ]),
  ...rules("meansReady", "perthamboy-es-r66", [
    `(segunda|tercera|otra) botella( \\w+){0,8} (las|pastillas|pildoras) (de|pa|para) dormir (al lado|aqui|a mi lado|en la mesa|enfrente)(?= |$)`,
    `(tengo|tiene) las (pastillas )?de dormir (al lado|aqui|a mi lado|en la mesa|enfrente)(?= |$)${besideWords("botella|vodka|ron|whisky|tequila|cervezas|ya me canse|ya no puedo|ya no aguanto")}`,
  ]),
  ...rules("afterMe", "perthamboy-es-r66", [
    NOT_HERE_BY_A_DATE,
    `(yo )?no (pienso|planeo|voy a|creo) (estar|seguir) (aqui|aca|vivo|viva|con vida)(?= |$)${besideWords("claim|pendiente|se muere|si me muero|mi esposa|cobra|dic|seguro|beneficio\\w*|pension")}${notBeside(AWAY_FOR_A_REASON)}`,
    NOT_ALIVE_TO_GO,
    `no (fue|es|sera) (culpa|tu culpa|su culpa) de (ustedes|nadie|ti|usted|nadie mas)(?= |$)${besideWords("me despedi|me despido|adios|los quiero|perdon\\w*|cuidense|ya no")}${notBeside("jaja\\w*|jeje\\w*|lol|trabajo|jubil\\w*|mudanza|me mudo")}`,
    `(digale|dile|diganle|digan) a la (va|v a)( \\w+){0,2} (q|que) (el|mi) (dinero|cheque|plata|seguro)( \\w+){0,4} (es|sea) (pa|para) (usted|ti|mi (mama|mami|esposa|hija|hijo|familia))(?= |$)`,
  ]),
  ...rules("time", "delrio-es-r66", [NOT_HERE_BY_A_DATE]),
  ...rules("farewell", "perthamboy-es-r66", [
    `(bendicion|bendiceme) (mami|mama|ma|mai|papi|abuela|abuelita)( \\w+){0,2} (perdoname|perdon|perdoneme)(?= |$)`,
  ]),
  // Round 57's second read: "ahi me va a encontrar mi esposa mañana"; going to his house "con la mia en
  // la cintura"; filling him with stab wounds tonight; sending him "pal otro lado" beside the iron;
  // going "juntos los dos" with a revolver beside a wife's dementia.
  ...rules("intent", "review-r57", [
    NOT_ALIVE_TO_GO,
    `(ahi|alli|aqui|ahi mismo|alli mismo) me (va a|van a|vas a|tiene que|tienen que) (encontrar|hallar)(?= |$)${besideWords("arbol|palo|patio|garaje|garage|cochera|cuarto|bano|troca|carro|rancho|granero|manana|esta noche|hoy")}${notBeside("cita|oficina|clinica|reunion|trabajo|parque|cafe|restaurante|iglesia|misa|esperar|esperando|recoger|buscar|aeropuerto|estacion|jaja\\w*|jeje\\w*|lol")}`,
  ]),
  ...rules("harm", "review-r57", [
    `(lo|la|los) (espero|voy a esperar|vamos a esperar|busco|voy a buscar|visito|voy a visitar)( \\w+){0,3} con lo mio(?= |$)${notBeside("papeles|documentos|evidencia|jaja\\w*|jeje\\w*|lol|abogado|records|carpeta|claim|ayud\\w*|cita|tramite|formulario")}`,
    `(voy|vamos|me voy|ire|va|van) (pa|para|a) (su casa|la casa de \\w+|donde vive|su trabajo|alla|la oficina|su oficina)( \\w+){0,4} con (la mia|lo mio|el mio|mi fierro|mi hierro|mi cuete|la pistola|mi pistola|la 9|el arma|mi arma)(?= |$)${notBeside("papeles|documentos|evidencia|jaja\\w*|jeje\\w*|lol|abogado|records|carpeta|comida|regalo|claim|ayud\\w*|cita|sigo|seguir|tramite|formulario")}`,
    `(lo|la|los) (voy a llenar|lleno|llenamos|vamos a llenar) de (punaladas|plomo|balazos|tiros|agujeros|puntazos|filerazos)(?= |$)`,
    `(lo|la|los) (voy a mandar|mando|mandamos|vamos a mandar) (pal|para el|al|pa el) otro (lado|barrio|mundo)(?= |$)${besideWords("hierro|fierro|pistola|cuete|arma|(ya )?(tengo|consegui|traigo) con (q|que)|cuchillo|machete|esta noche")}${notBeside("jaja\\w*|jeje\\w*|lol|paquete|caja|correo|mexico|frontera|carta|papeles|dinero")}`,
    `nos vamos (a ir )?(juntos|los dos|juntitos)( los dos)?(?= |$)${besideWords("revolver|pistola|arma|escopeta|rifle|pastillas")}${besideWords("alzheimer|alzeimer|demencia|ya no me conoce|no me reconoce|ya no puedo|esta noche|hoy")}${notBeside("viaje|vacaciones|cita|crucero|iglesia|misa|jaja\\w*|jeje\\w*|lol|al doctor|a la clinica")}`,
  ]),
  ...rules("benign", "review-r57", [
    `(tirarla|tirarlo|aventarla|aventarlo|romperla|romperlo|tirar|aventar|romper) (por|de|contra) la (ventana|pared)(?= |$)${besideWords("tablet|tableta|telefono|celular|cel|compu|computadora|laptop|impresora|pagina|la tele|televisor|el fax|me saca|se traba|se congela")}`,
    `(equipo|partido|juego|el otro equipo|los \\w+)( \\w+){0,3} (nos|me|los|les) (mato|mataron|masacro|masacraron|destrozo|destrozaron|acabo|acabaron|mataron)( \\w+){0,2} \\d+ a \\d+(?= |$)`,
  ]),
  // Figures of speech the second opinion read as risk: what "kills" being the wait, a regional office
  // that is "un matadero de claims".
  ...rules("benign", "delrio-es-r66", [
    `lo (que|q) (mata|me mata|nos mata|te mata) es (la|el|tanta|tanto) (espera|papeleo|tramite|burocracia|fila|trafico|calor|frio|incertidumbre)(?= |$)${notBeside(OWN_END_SAID)}`,
    `(un|el|es un) matadero de (claims|casos|papeles|aplicaciones|solicitudes|expedientes)(?= |$)${notBeside(OWN_END_SAID)}`,
  ]),
  // Threats (911 first): hitting the VSO with a bat "hasta q no se mueva"; "me lo chingo, ya tengo con
  // q"; going to the rater's office "con lo mio"; waiting for him "y no se levanta"; a landlord below
  // with men and a bat; "esta noche lo pico"; "cuando venga se acaba esto" beside a gun.
  ...rules("harm", "delrio-es-r66", [
    `(le|lo|la) (doy|voy a dar|meto|voy a meter|pego|voy a pegar|agarro|voy a agarrar|parto|voy a partir)( \\w+){0,2} (con|a) (el|un|la|una|mi) (bat|bate|palo|tubo|machete|cuchillo|pistola|fierro|martillo)( \\w+){0,2} hasta (q|que) (no se (mueva|levante|pare)|se muera|quede (tirado|quieto)|ya no se mueva)(?= |$)`,
    `(lo|la|los|las) (espero|voy a esperar|vamos a esperar|cazo|voy a cazar)( \\w+){0,6} (y|hasta q|hasta que)( de ahi| ya| luego)? no se (levanta|levante|mueve|mueva|para(?! (que|quien|cuando|donde|como|cual|el|la|los|las|mi)( |$))|pare)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|es broma|cama|sofa|dormido|cansado|borracho|cayo|se cayo|caida|silla|bano|ayuda|cuid\\w*|aid and attendance|formulario|pagina|va gov|cita|oficina")}`,
    `(me|te) (lo|la|los|las) (chingo|voy a chingar|chingamos|vamos a chingar|quiebro|voy a quebrar|quebramos|trueno|voy a tronar|troné|torcemos|tuerzo|voy a torcer)(?= |$)${besideWords("(ya )?(tengo|consegui|traigo) con (q|que)|pistola|cuete|fierro|hierro|arma|regreso y|lo espero|la espero|me trato|me humillo|me nego")}${notBeside("jaja\\w*|jeje\\w*|lol|es broma|partido|juego|examen|ajedrez|domino|baraja|carrera|pelea de box|videojuego|c p|cp|cita|entrevista|exam|test|prueba|claim|appeal|audiencia|hearing|listo")}`,
    `con lo mio(?= |$)${besideWords("me jodio|me nego|me negaron|rater|me robo|me debe|la vida|mintio|me mintio|me hizo|me humillo|me trato")}${besideWords("(voy|vamos|me voy) (pa|para|a) (alla|su casa|la oficina|donde)|visitarlo|visitarla|donde (queda|vive)|esperarlo|lo espero")}${notBeside("papeles|documentos|evidencia|claim mio|jaja\\w*|jeje\\w*|lol|abogado|records|carpeta|sigo|seguir|sigue|ayud\\w*|cita|ocupad\\w*")}`,
    `(esta|estan|ta|tan|anda|andan) (abajo|afuera|aqui|en la puerta|en el pasillo|frente|enfrente|en la entrada)( \\w+){0,5} (con|y) (un|una|dos|unos|el|la) (bate|bat|pistola|cuchillo|machete|palo|tubo|arma|fierro|cuete)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|beisbol|softbol|juego|jugando|practica|practicando|partido|pelota|liga|policia|seguridad|guardia|limpiando|cortando|patio|yarda|jardin|zacate|lena|trabajando|arbol|ramas|monte|nenes|ninos")}`,
    `(esta noche|hoy|manana|ahorita|ahora) (lo|la|los) (pico|voy a picar|apunalo|voy a apunalar|rajo|voy a rajar|filereo|voy a filerear|tumbo|voy a tumbar)(?= |$)${besideWords("ya se quien|me robo|me robaron|cuchillo|navaja|fierro|lo espero|pistola|cuete|se la debe|me la debe")}${notBeside("cebolla|carne|comida|verdura\\w*|pico de gallo|chile|arbol|rama\\w*|lena|jaja\\w*|jeje\\w*|lol|formulario|archivo|pdf|app|aplicacion|documento|foto|pagina|internet|cd|disco")}`,
    `(cuando|el dia (que|q)|si) (\\w+ ){0,2}(venga|llegue|aparezca|salga|vuelva|regrese|toque)( \\w+){0,5} se (acaba|acabo|termina|termino) (esto|todo|la cosa|el problema)(?= |$)${besideWords("bate|pistola|arma|cuchillo|machete|fierro|cuete|escopeta|rifle")}${notBeside("jaja\\w*|jeje\\w*|lol|el dinero|el cheque|la renta|el pago|la carta|el claim")}`,
  ]),
  // Round 58 (round 67's sets, decision 941): clear risk in words the rules did not read: "ya me quiero
  // ir" beside a policy or a suicide asked about; "esta vez no le voy a decir a nadie" after being saved
  // in the ER; going "a ver a los muchachos" (the ones lost) beside bullets bought; fentanyl ready "pa
  // arriba de una vez"; "cuando lean esto ya me habré pegado un tiro / ya me habré ido"; "no voy a estar
  // donde me encuentren"; escaping the hospital to finish what one started; the last one "y no es pa
  // volar".
  ...rules("suicide", "pharr-es-r67", [
    `(esta vez|la proxima( vez)?|la otra vez|ahora) no (le |les )?(voy a |vamos a |pienso |va a )?(decir|avisar|aviso|digo|cuento|contar|llamar|llamo)( (a|le a) nadie| nada)?(?= |$)${besideWords("salvaron|er|emergencia|hospital|revivieron|narcan|intente|lavado|me encontraron|sobredosis|me sacaron")}${notBeside("jaja\\w*|jeje\\w*|lol|sorpresa|regalo|cumpleanos|fiesta")}`,
    `(va a ir|se va a ir|me voy a ir|voy a ir|se va|me voy|ya va|ya se va|ya me voy|irse|irme) (a ver|con) (a )?(los muchachos|mis compas|sus compas|mis companeros|sus companeros|los companeros|los compas|los que perdio|los que perdi|los de la unidad|mis hermanos de la unidad)(?= |$)${besideWords("balas|pistola|arma|cuete|rifle|escopeta|perdio|perdi|murieron|muertos|se murieron|fallecieron|cargad\\w*")}${notBeside("jaja\\w*|jeje\\w*|lol|reunion|carne asada|fiesta|bar|juego|partido|cumple\\w*|pescar|cazar|boda|bautizo|vfw|legion")}`,
    `((cuando|pa cuando|para cuando) (lean|leas|lea|termine de cargar|vean|reciban|lleguen a leer|me lean|encuentren)( (esto|este mensaje|esta carta|mi mensaje))?|cuando (esto|este mensaje|esta carta) (termine de cargar|se envie|se mande|llegue|lo lean|la lean))( \\w+){0,4} (ya )?(me habre (ido|pegado|dado|matado|muerto|colgado|tirado)|me fui|no (voy a estar|estare)|estare muerto|ya no (voy a estar|estare))(?= |$)${notBeside("vacaciones|de viaje|viaje|regreso|vuelvo|de regreso|trabajo|oficina|crucero|la playa|mexico|puerto rico|visitar|jaja\\w*|jeje\\w*|lol")}`,
    `(me|se) (habre|habra) (pegado|dado|metido|volado) un (tiro|balazo|plomazo)|(ya )?me habre (matado|ido de este mundo|colgado)(?= |$)`,
    `(no voy a estar|me voy a ir|me voy)( lejos)? (donde|adonde|en donde) (nadie me|no me) (encuentren|puedan encontrar|van a encontrar|encuentre|pueda encontrar)( a tiempo)?(?= |$)`,
    `no voy a estar (donde|adonde|en donde) me (encuentren|puedan encontrar|van a encontrar)( a tiempo)?(?= |$)`,
    `(terminar|acabar) lo (que|q) (empece|empezo|comence|inicie|intente)(?= |$)${besideWords("hospital|emergencia|de alta|escap\\w*|sobredosis|pastillas|intente|narcan|me salvaron|psiquiatric\\w*|me fui|salirme")}${notBeside("jaja\\w*|jeje\\w*|lol|tesis|escuela|clase|curso|claim|apelacion|tramite|papeleo|proyecto|(arreglar|pintar|construir|remodelar) (la |el )?(casa|carro)")}`,
    `(este|esta) (va a ser|es|sera) (el|la) (ultimo|ultima)( \\w+){0,3} (y )?no es (pa|para) (volar|andar high|divertirme|ponerme|gozar|fiestear|pasarla bien)(?= |$)`,
  ]),
  ...rules("intent", "pharr-es-r67", [
    `ya me quiero ir(?! (de|del|a|al|pa|para|pal|con|en|temprano|ya|hoy|manana|a casa|a mi casa)( |$))(?= |$)${besideWords("suicid\\w*|poliza|vgli|sgli|seguro de vida|pastillas|pistola|arma|cuete|escopeta|cuerda|soga")}${notBeside("jaja\\w*|jeje\\w*|lol|fila|cita|oficina|trabajo|hospital|clinica")}`,
  ]),
  ...rules("meansReady", "bridgeport-es-r67", [
    `(fenta|fentanyl|fentanilo|heroina|manteca|pastillas|dosis|jeringa)( \\w+){0,2} (preparada|preparado|lista|listo|listas|cargada|cargadas)(?= |$)${besideWords("de una vez|pa arriba|para arriba|me va a mandar|adios|existi|ultima|ya no|ya me voy|me despido|perdon\\w*|pal cielo|pa el cielo|al cielo|irme|esta noche|hoy")}`,
  ]),
  ...rules("farewell", "bridgeport-es-r67", [
    `(quer\\w*|quiero|nomas queria|solo queria) (decirle|decir|contarle) a (alguien|alguno|ustedes|usted) (que|q) (existi|estuve aqui|yo existi)(?= |$)`,
  ]),
  // Threats (911 first): a rater with a name to be found "y tengo con q"; the regional office waited
  // for at closing "con todo lo q tengo"; an ex who will not leave the hearing alive; a list of names,
  // two found, "este fin voy por ellos"; a neighbour "y toda su familia" beside a rifle.
  ...rules("harm", "pharr-es-r67", [
    `(lo|la|los|las) (voy a|vamos a|va a) (encontrar|cazar|hallar)(?= |$)${besideWords("tengo con (q|que)|ya tengo con (q|que)|pistola|arma|rifle|cuete|fierro|ya se donde vive|tiene nombre")}${notBeside("papeles|documento\\w*|formulario\\w*|dd214|records?|expediente|perdi\\w*|se perdio|venados?|monte|cazar|caceria|temporada|licencia|jaja\\w*|jeje\\w*|lol|abogado|queja|demanda|carta")}`,
    `con todo lo (q|que) tengo(?= |$)${besideWords("cuando salgan|cuando sale|a q hora sale|a que hora sale|esperarlos|esperarlo|esperar afuera|en la puerta|cuando cierren|los espero|lo espero|la espero")}${notBeside("evidencia|papeles|documentos|pruebas|records|fuerza|corazon|ganas|jaja\\w*|jeje\\w*|lol|carpeta|abogado|ahorros|dinero|graduacion|boda|juego|partido|apoyar")}`,
    `no (sale|sales|salen|va a salir|van a salir|saldra|saldran) (viva|vivo|vivos|vivas)(?! de (esta|este)(?! (casa|cuarto|oficina|lugar|edificio|clinica|apartamento|trailer|rancho))( |$))(?= |$)${besideWords("pistola|arma|cuete|rifle|escopeta|cuchillo|machete|fierro|bate|lo mato|la mato|me las paga|me la paga|ya vera|audiencia|si (se|me|mi|el|ella|viene)|juro|lo tengo (todo )?pensado|ya se donde|orden|no me va a parar|de (esta|mi) casa (hoy|esta noche|ahorita)|hoy|esta noche|ahorita")}${notBeside("encerr\\w*|bano|cuarto|de ahi|del tramite|hospital|cancer|doctor\\w*|grave|hospicio|cirugia|enferm\\w*|jaja\\w*|jeje\\w*|lol|pelicula|serie|juego|novela|libro")}`,
    `((voy|vamos|me voy) (a ir )?por (ellos|esos|esas)|(voy|vamos|me voy) (a ir )?por (el|ella|ese|esa)(?= (y|ya|hoy|manana|esta noche|ahorita|con)( |$)|$)|(les|le) (caigo|voy a caer|caemos|vamos a caer))(?= |$)${besideWords("(la|una|mi) lista|me hicieron|dano|encontre a|arma|pistola|rifle|cuete|donde viven|me violaron|abusaron")}${notBeside("recoger|aeropuerto|a la escuela|rezo|oro|jaja\\w*|jeje\\w*|lol|papeles|cheque|permiso")}`,
    `(el|ella|ellos) y toda su familia(?= |$)${besideWords("rifle|pistola|arma|escopeta|cuete|se acaba|los mato|lo mato|me los")}${notBeside("jaja\\w*|jeje\\w*|lol|fiesta|invit\\w*|cena|boda|navidad|misa|viene|vienen|comer|tamales|visita|carne asada|a casa")}`,
  ]),
  // Round 58's second read: an appointment not needed "ni ninguna otra"; fentanyl ready to go "pal
  // cielo"; going "pa donde ese tiguere" with the pistol.
  ...rules("suicide", "review-r58", [
    `(no voy a|ya no voy a|no|ya no) (necesitar|ocupar|necesito|ocupo)( \\w+){0,4} (ni ninguna otra|ni ningun otro|ni ninguna mas|ni otra mas|ni ninguna|ni las demas|ni los demas)( \\w+)?(?= |$)${notBeside("me mudo|mudanza|cambio|otro doctor|privado|community care|me curaron|ya estoy bien|me dieron de alta|aprobaron|jaja\\w*|jeje\\w*|lol")}`,
    `(irme|me voy|mandarme|me va a mandar|me manda|me mande) (pal|pa el|para el|al) cielo(?= |$)${besideWords("fenta\\w*|fentanyl|heroina|pastillas|pistola|arma|cuete|soga|cuerda|esta noche|hoy|listo|lista|preparad\\w*")}${notBeside("jaja\\w*|jeje\\w*|lol|avion|vuelo|parapente|paracaid\\w*")}`,
  ]),
  ...rules("harm", "review-r58", [
    `(mi|su|el|ella|ese|esa) (\\w+ )?((me|nos) )?amenaz(o|a|aron|an|aba|ando) (con|de|que) (matarme|matarnos|me va a matar|nos va a matar)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|si no (termino|lleno|mando|firmo|limpio|dejo)")}`,
    `(voy|vamos|me voy|ire|va|van) (pa|para|a) donde (ese|esa|el|la|mi|su|esta|estan) \\w+( \\w+){0,3} con (la|el|mi|una|un) (pistola|arma|cuete|fierro|rifle|escopeta|machete|cuchillo|9|45|glock)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|vender|venderle|armero|arreglar|limpiar|permiso|licencia|caceria|cazar|campo de tiro")}`,
  ]),
  // Ordinary words read as risk: a nagging "va a ahorcar" over soda; a trip over the border without
  // the pistol; a hunt with "si me pasa algo" about insurance. ("me voy a aventar" beside sending a
  // claim and hugs that "kill" are rewritten in KILLING_IDIOMS, screen.ts.)
  ...rules("benign", "pharr-es-r67", [
    `(me|nos) (va|van) a (matar|ahorcar|colgar) si no (dejo|dejamos|bajo|bajamos|paro|paramos) (la|el|los|las|de)( \\w+){0,2} (coca|coca cola|soda|sodas|refresco|refrescos|cigarro|cigarros|cerveza|cheve|cheves|pan|azucar|dulces?|peso|fumar|tomar|comer|chisme|celular|cel)(?= |$)${notBeside(OWN_END_SAID)}`,
    `no se puede (cruzar|pasar|entrar) con (arma|armas|pistola|rifle)(?= |$)${notBeside(OWN_END_SAID)}`,
    `si me pasa algo (en el monte|cazando|en la caceria|en el rancho|en el viaje|en el camino|en la carretera)( \\w+){0,4} (me cubre|cubre|aseguranza|seguro|paga)(?= |$)${notBeside(OWN_END_SAID)}`,
  ]),
  // Round 59 (round 68's sets, decision 941): clear risk in words the rules did not read: "ya hice el
  // plan" beside a day and "no le digas a nadie"; God asked to take one who did not, "me voy yo
  // solito"; under a trailer twice, "la tercera no fallo"; knowing how to do it "sin que duela" beside
  // a day; the way found; cutting deeper each time; not reaching one's next birthday "ni al martes"; a
  // message scheduled "pa esa hora ya me fui"; "ya me las tomé" beside "ya es tarde"; hanging tried
  // last night; which pill is fastest beside a pile of them; "ese dia lo hago" beside the last
  // payment; a suicide with the hunting rifle asked about for a daughter's benefit; a father's heart
  // pills hidden to take all together.
  ...rules("intent", "homestead-es-r68", [
    `ya (hice|tengo|arme|hize|planee) (el|mi) plan(?! (de|del|pa|para|pal) (salud|seguro|retiro|pago|pagos|trabajo|estudio|estudios|dieta|negocio|la casa|el carro|comer|viaje|vacaciones)( |$))(?! (medicare|medicaid|dental|medico|familiar|de salud|de pagos|\\d+)( |$))(?= |$)${besideWords("no le (digas|digan|cuentes|cuenten|digo) a nadie|sabado|domingo|lunes|martes|miercoles|jueves|viernes|esta noche|manana|cuando (\\w+ ){0,3}se vaya|pistola|pastillas|soga|puente")}${notBeside("jaja\\w*|jeje\\w*|lol|vacacion\\w*|viaje|boda|fiesta|cumple\\w*|negocio|estudio\\w*|escuela|dieta|gym|ejercicio|playa|paseo|caceria|pesca|nietos|vamos a|tarjeta|medicare|seguro")}`,
    `(la|a la) (tercera|proxima|siguiente|otra)( vez)? no (fallo|fallare|me falla|voy a fallar|fallo yo)(?= |$)${besideWords("rastra|troca|camion|tren|trailer|pastillas|puente|soga|casi me|me meto|tirarme|me tiro")}${notBeside("jaja\\w*|jeje\\w*|lol|examen|test|prueba|licencia|tiro al blanco|campo de tiro|practica|cita")}`,
    `(ya )?(se|aprendi a) hacerlo sin (que )?(me )?(duela|doler|dolor|sufrir)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|inyec\\w*|vacuna\\w*|tatua\\w*|perro|gato|depil\\w*|arete\\w*|curar|cortar el pelo|pelo|unas|masaje|sangre|enfermera|doctor\\w*|dentista")}`,
    `(ya )?(encontre|halle|tengo|descubri) (la forma|el modo|la manera|como hacerlo|con que hacerlo)(?= |$)${besideWords("pensando|no le (digan|digas|cuenten) a|matarme|morir|despedir\\w*|pistola|pastillas|soga|puente|sin comer|y cuando|no voy a llegar|no pienso llegar")}${notBeside("jaja\\w*|jeje\\w*|lol|pagar|subir|mandar|aplicar|llenar|formulario|claim|reclamo|pdf|pagina|website|portal|cita|app")}`,
    `(lo|la) (vuelvo|voy|volvere|vuelva) a (intentar|hacer)( otra vez| de nuevo)?(?= |$)${besideWords("ahorcar\\w*|matarme|me quise|colgar\\w*|pastillas|soga|lazo|sobredosis|me salvaron")}${notBeside("jaja\\w*|jeje\\w*|lol|examen|test|claim|reclamo|aplicacion|solicitud|formulario|cita|apelacion|appeal|guitarra|zapato\\w*|lentes|ropa")}`,
  ]),
  ...rules("suicide", "homestead-es-r68", [
    `((porque|que) )?(ese|este|el) (dia|mismo dia) lo hago(?! el pago| la renta| el deposito)(?= |$)${besideWords("me muero|muera|muero|morir|ultimo pago|ultimo cheque")}`,
    `(dios|diosito|el senor|la muerte|la virgen)( \\w+){0,3} que me (llevara|llevase|lleve|recogiera|recoja)( \\w+){0,6} (me voy|me llevo|lo hago|me mato|me despido)( yo)? (solito|solita|solo|sola|por mi cuenta|yo mismo|yo misma)(?= |$)`,
    `(meterme|me meto|me meti|tirarme|me tiro|aventarme|me avento|echarme|me echo)( \\w+){0,2} (debajo|abajo|enfrente|delante) de (una|un|el|la) (rastra|troca|camion|tren|trailer|carro|bus|guagua|metro)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|casi me (mata|matan|atropella)|accidente|choque|me choco|aseguranza|seguro|dano|danos|reparar|taller|mecanico|aceite|llanta|arreglar|cambiar|cambiarle")}`,
    `cada vez (me )?(corto|corte|cortaba) mas(?! (seguido|rapido|el pelo|las unas|la barba)( |$))(?= |$)${besideWords("sangre|bano|piso|no siento|brazos|piernas|navaja|cuchilla|vena|venas")}${notBeside("afeit\\w*|rasur\\w*|barba|pelo")}`,
    `no (pienso|planeo) llegar (a|al|hasta) (los \\d+|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|(lunes|martes|miercoles|jueves|viernes|sabado|domingo)|mi (cumple\\w*|proximo cumple\\w*)|navidad|la navidad|fin de (mes|ano)|ano nuevo|viejo|vieja)(?! (sin|solo|sola|trabajando|pagando|asi)( |$))(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|tarde|temprano|cita|trabajo|chamba|oficina|fiesta")}`,
    `(ni )?(al|el) (lunes|martes|miercoles|jueves|viernes|sabado|domingo) la verdad(?= |$)${besideWords("no (pienso|planeo|voy a) llegar")}`,
    `(pa|para|a) esa hora ya (me fui|no estoy|no voy a estar|me habre ido|me habra ido|estoy muerto|estoy muerta|me mori|me muero)(?! (a|al|pa|pal|para|de|con)( |$))(?= |$)${besideWords("programado|programada|carta|nota|mensaje|le llegue|le va a llegar|mi (mama|esposa|mujer|hija|hijo|papa|familia)")}${notBeside("trabajo|chamba|avion|vuelo|viaje|aeropuerto|turno|camion|bus|rancho|jale|pisca|tienda|jaja\\w*|jeje\\w*|lol")}`,
    `(anoche|ayer|hoy|esta manana|el fin de semana|el sabado|el domingo) (me (quise|intente|trate de) (ahorcar|matar|colgar|envenenar)|(quise|intente|trate de) (ahorcarme|matarme|colgarme|envenenarme))(?= |$)`,
  ]),
  ...rules("lethality", "manassas-es-r68", [
    `si (me mato|me quito la vida|me suicido|me doy un tiro|me pego un tiro|me disparo|me ahorco|me cuelgo)( \\w+){0,14} (pa|para) que (mi|mis) (hija|hijo|hijos|hijas|esposa|familia|viuda|mujer|senora|nietos|mama) (cobre|cobren|reciba|reciban|tenga|tengan|quede|queden|agarre|agarren)(?= |$)`,
    `ya me las (tome|trague|tome todas|trague todas|meti|empine)(?= |$)${besideWords("ya es tarde|perdon|diganle|digan a|adios|todas|todititas|el bote|el frasco|la botella")}${notBeside("presion|azucar|diabetes|vitamina\\w*|trabajo|chamba|como me dijo|como dijo el doctor|con comida")}`,
    `(cual|que) (de las )?(pastilla|pastillas|medicina|medicinas|droga) (\\w+ ){0,3}(es|son|seria|serian) (mas|la mas|las mas) (rapida|rapidas|efectiva|efectivas|segura|facil|indolora|fuerte|fuertes)(?= |$)${besideWords("monton|tengo (un|muchas|bastantes|todas)|juntas|todas|morir|matarme|sin dolor|para siempre|pa siempre|no despertar")}${notBeside("dolor de|cabeza|migrana|dormir mejor|para dormir|pa dormir|para el dolor|pa el dolor|gripe|alergia|jaja\\w*|lol")}`,
    `(pa|para|va a|quiere|piensa|quiso|iba a) (tomarselas|tomarlas|tragarselas|tragarlas|tomarse) (todas|todititas)( \\w+)?( juntas| de (un|una) (jalon|vez|sola vez)| de un solo)?(?= |$)${besideWords("pastillas|medicinas|escondio|escondido|juntando|guardando|cumpleanos|viernes|sabado")}`,
  ]),
  // Possible risk: knives given away "ya no los necesita" and a husband gone quiet.
  ...rules("hopeless", "manassas-es-r68", [
    `(dijo|dice)( que)? ya no (los|las|lo|la) (necesita|va a necesitar|ocupa|va a ocupar|quiere)(?= |$)${besideWords("regalo|regala|coleccion|pistola|cuchillos|rifle|armas|callado|callada|raro")}${notBeside("jaja\\w*|jeje\\w*|lol|se muda|mudanza|compro|nuevo|nueva|nuevos|guitarra|zapato\\w*|lentes|ropa")}`,
  ]),
  // Threats (911 first): everyone in the regional office made to pay "no lo digo en sentido figurado";
  // the name and address of the one who denied the appeal "no es pa nada bueno"; a C&P doctor waited for
  // in the lot; going into the VA "con algo" to take everyone at the window; a contractor to be
  // "cobrado a mi manera" beside a pistol; someone outside the door with a pistol, shouting; a foreman
  // who opened fire on the writer.
  ...rules("harm", "manassas-es-r68", [
    `(?<!(como|pa|para|por) )(hago|voy a hacer|hare|vamos a hacer) que (todos|todas|ellos|esos|esas|cada uno)( \\w+){0,4} (paguen|pague|sufran|sufra|lo lamenten|se arrepientan|se arrepienta)(?! (su|la|el|sus) (parte|renta|cuenta|cuota|luz|agua)( |$))(?= |$)${notBeside(`jaja\\w*|jeje\\w*|lol|abogado|demanda|queja|congres\\w*|apelacion|appeal|juez|corte|noticias|periodico|cuando ya no este|cuando me muera|ya no este|${OWN_END_SAID}`)}`,
    `(quiero|necesito|dame|deme|busco|consigueme|pasame|paseme) (saber )?((su|el|la) )?(nombre y (su |la )?)?(direccion|domicilio|donde (vive|trabaja|se estaciona|estaciona))(?= |$)${besideWords("no es (pa|para) nada bueno|no va a ser de cortesia|me nego|rater|evaluador|pistola|arma|pagar|se va a enterar|me las paga")}`,
    `(lo|la|los|las) (espero|voy a esperar|estoy esperando|vamos a esperar) (en|afuera de|a la salida de|en la salida de) (el|la) (parqueo|estacionamiento|parking|salida|puerta|oficina|clinica|trabajo|lote)(?= |$)${besideWords("basura|me trato|me nego|kandahar|pistola|cuchillo|machete|pagar|me las paga|lo dejo|la dejo")}${notBeside("jaja\\w*|jeje\\w*|lol|ride|raite|llevar|recoger|cita|almuerzo|comer|cafe|turno|esposa|mujer")}`,
    `(entrar|meterme|llegar|caerle) (al|a la) (va|oficina|clinica|regional|ventanilla) con algo(?! (de|pa|para|que|pal)( |$))(?= |$)`,
    `(llevarme|me llevo|me voy a llevar|me los llevo|me las llevo) (a|por delante a|de corbata a) (todos|todas|varios|unos cuantos|mas de uno)( \\w+){0,4}(?= |$)${besideWords("oficina|ventanilla|clinica|con algo|no es broma|pistola|rifle|arma|entrar (a la|al) va|harto|los que pueda|los que pueda")}${notBeside("nietos|compas|playa|claim|ayuden|paseo")}`,
    `(le|les) (voy a|vamos a|voy a ir a) (cobrar|hacer pagar|ajustar cuentas|arreglar cuentas)( \\w+){0,2} a mi (manera|modo|forma|estilo)(?= |$)${besideWords("pistola|arma|machete|cuchillo|rifle|escopeta|cuete|fierro")}`,
    `(esta|anda|estan|andan) (afuera|afuera de la puerta|en la puerta|afuera de la casa|enfrente|en el patio)( \\w+){0,2} con (la|una|su|un) (pistola|arma|cuchillo|machete|rifle|escopeta|bate|cuete)( \\w+)? (gritando|amenazando|tocando|golpeando|pateando|diciendo)(?= |$)`,
    `(me|nos) (cayo|cayeron|empezo|empezaron|esta|estan|anda|andan) (a )?(tiros|balazos|plomazos|disparando|disparar)(?= |$)${notBeside("pesadilla\\w*|sueno\\w*|flashback\\w*|recuerdo\\w*|claim|reclamo|jaja\\w*|jeje\\w*|lol|pelicula|juego|videojuego|call of duty|irak|iraq|afganistan|kandahar|faluya|ramadi|mosul|vietnam|corea|panama|somalia|emboscada|convoy|patrulla|en la guerra|cuando estaba en|cuando estuve en|deploy\\w*|en (el )?(19|20)\\d\\d|en los \\d0s?")}`,
  ]),
  // Ordinary words read as risk: a doctor who says cigarettes will kill one; having to be dead for the
  // VA to answer; killing for a decision.
  ...rules("benign", "homestead-es-r68", [
    `(el|la|los|las) (cigarro|cigarros|tabaco|azucar|diabetes|presion|refresco|refrescos|cerveza|grasa|sal) (me|lo|la|te) (va|van) a matar(?= |$)${besideWords("doctor|doctora|medico|dejar de fumar|programa|dijo|dice")}${notBeside(OWN_END_SAID)}`,
    `hay que estar muerto (pa|para) que( \\w+){0,2} (el va|te|les|me) (conteste|contesten|responda|respondan|haga caso|paguen|pague)(?= |$)${notBeside("matarme|me mato|morir\\w*|vivir|suicid\\w*|quitarme la vida|ya no (quiero|aguanto|puedo)|acabar con todo|pistola|arma|pastillas|soga|adios")}`,
    `(mataria|matarias|mato|yo mataria) por (una|un|la|el) (decision|respuesta|cita|rating|aprobacion|cheque)(?= |$)${notBeside(OWN_END_SAID)}`,
  ]),
  // Round 59's second read: the writer's own end said other ways ("pues ahora me toca a mí" after God
  // did not take one; almost thrown in front of the metro "la próxima no me rajo"; cutting deeper;
  // one's 40th "no los voy a ver, ni siquiera el viernes"; an e-mail "cuando lo abra ya no voy a
  // estar"; "ese mismo día me despido pa siempre"), and threats (a visit "no va a ser de cortesía"; "le
  // doy pa que aprenda" beside a weapon; a neighbour who just shot at the writer).
  ...rules("suicide", "review-r59", [
    `(dios|diosito|el senor|la muerte|la virgen)( \\w+){0,3} que me (llevara|llevase|lleve|recogiera|recoja)( \\w+){0,8} ((ahora|pues|entonces|asi que|y) me toca a mi|lo hago yo|me voy yo|lo voy a hacer yo)(?= |$)`,
    `(casi me|ya casi me|me iba a|por poco me) (aviento|avente|tiro|tire|meto|meti|echo|eche|lanzo|lance)( \\w+){0,2} (al|a la|debajo de|enfrente de|del|abajo del) (metro|tren|puente|rastra|camion|troca|carro|trailer|guagua|bus|autopista|freeway|expressway)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|accidente|choque|me choco|aseguranza|seguro|reparar|taller")}`,
    `(la|a la) (tercera|proxima|siguiente|otra)( vez)? no (me rajo|me voy a rajar|me echo para atras|me echo pa atras|me arrepiento|me acobardo|me da miedo)(?= |$)${besideWords("metro|tren|puente|rastra|troca|camion|pastillas|pistola|soga|cuerda|casi me|aviento|tiro")}`,
    `cada vez (me )?(corto|corte|cortaba) (mas )?(hondo|profundo)(?= |$)`,
    `(mis|los) \\d+( anos)? no (los )?(voy a|pienso|planeo) (ver|cumplir|llegar)(?= |$)${besideWords("ni (siquiera )?(al|el|a|hasta el) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin de semana)|esta noche|manana|ya (lo )?decidi|no pienso")}`,
    `cuando (lo|la|los|las|esto|este \\w+)? ?(abra|abran|lea|lean|vea|vean|reciba|reciban|escuche|escuchen) (\\w+ ){0,2}ya no (voy a estar|estoy|estare|voy a existir|voy a vivir)(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|viaje|vacaciones|avion|vuelo|trabajo|chamba|turno|me mudo|mudanza")}`,
    `(ese|este|el) (mismo )?dia me (despido|voy|largo) (pa|para) siempre(?= |$)${besideWords("ultimo pago|ultimo cheque|pago|cheque|compensacion|adios|perdon|pistola|pastillas")}${notBeside("jaja\\w*|jeje\\w*|lol|trabajo|chamba|pais|ciudad|mudanza|me mudo|jubil\\w*|retir\\w*")}`,
  ]),
  ...rules("harm", "review-r59", [
    `(le|les) (voy a hacer|vamos a hacer|hago|hare) una visita( \\w+){0,4} no (va a ser|es|sera) de cortesia(?= |$)`,
    `(le|les) (doy|voy a dar|damos|vamos a dar|caigo|meto|voy a meter) (pa|para) que (aprenda|aprendan|sepa|sepan|respete|respeten)(?= |$)${besideWords("arma|pistola|cuchillo|machete|bate|rifle|escopeta|cuete|fierro|esta noche|manana")}`,
    `(me|nos) (acaba|acaban|acabo|acabaron) de (disparar|balear|tirar|tirotear|apunalar|atacar|amenazar con (una|la|un|el) (pistola|arma|cuchillo|machete))(?= |$)${notBeside("jaja\\w*|jeje\\w*|lol|pelicula|juego|videojuego|pesadilla\\w*|sueno\\w*")}`,
  ]),
  // Ordinary words read as risk: a VSO left for another; old pills thrown out; paperwork finished today;
  // going home; anything given for an approval.
  ...rules("benign", "review-r59", [
    `despedirme de (mi|el|la|los|las) (\\w+ )?(representante|vso|abogado|abogada|doctor|doctora|terapeuta|consejero|consejera|trabajador social|trabajadora social|agente|case manager)(?= |$)${besideWords("cambiar|otro|otra|nuevo|nueva|transfer\\w*")}${notBeside("matarme|me mato|morir\\w*|muerto|muerta|suicid\\w*|quitarme la vida|tomarmelas|todas juntas|de un jalon|adios|para siempre|pa siempre|esta noche|pistola|arma|cuerda|soga|familia|hijos|esposa")}`,
    `(pastillas|medicinas|meds|pills|medicamentos)( \\w+){0,3} (vencidas|viejas|expiradas|caducadas|expired|sobrantes)(?= |$)${besideWords("botar|tirar|desechar|devolver|donde|farmacia|dispose")}${notBeside("matarme|me mato|morir\\w*|muerto|muerta|suicid\\w*|quitarme la vida|tomarmelas|todas juntas|de un jalon|adios|para siempre|pa siempre|esta noche|pistola|arma|cuerda|soga|familia|hijos|esposa")}`,
    `(acabar|terminar) con (este|el|todo este|toda esta|esta|la|los|las|mi) (\\w+ )?(papeleo|formulario|tramite|claim|reclamo|aplicacion|solicitud|papeles|pendientes|tarea|proceso|appeal|apelacion)(?= |$)${notBeside(OWN_END_SAID)}`,
    `(ya )?me voy (pa|para|a) (la|mi) casa(?= |$)${besideWords("formulario|manana sigo|sigo manana|claim|reclamo|cita|trabajo|chamba|oficina")}${notBeside(OWN_END_SAID)}`,
    `(daria|doy|daba) lo que (fuera|sea) (por|para) que(?= |$)${notBeside(OWN_END_SAID)}`,
  ]),
  // Round 60 (round 69's sets, once measured): the writer's own end in new words: cutting "mas
  // hondo" today; saved morphine or percocets "me la tomo toa", "con el ron"; half taken "y voy por
  // el resto"; many pills taken and dizzy; which chemical, "ya se cual"; "5 pisos deben alcanzar";
  // the voices silenced "pa siempre" tomorrow; the top of the stairs "no voy pa atras"; a last post
  // and "a las 12 me voy"; dead by Sunday; the VA asked to give mom something, beside a decision.
  ...rules("lethality", "fajardo-es-r69", [
    `(con eso|eso) (alcanza|basta|es suficiente|me alcanza|me basta)(?= |$)${besideWords("piso|pisos|puente|techo|azotea|edificio|pastillas|pistola|cuerda|soga|balas")}${notBeside("jaja\\w*|dinero|pago|pagos|cheque|renta|sueldo|comida|pisto|lana|ingreso|chavos|gasolina|pintura|material|materiales|cemento|mudanza")}`,
    `(hoy |esta noche |ahora |ahorita |ya )?(voy|me voy a cortar|corto|cortare|voy a cortar|me corto|me voy a ir) (mas|bien) (hondo|profundo|adentro)(?= |$)${besideWords("cuchilla|navaja|gillette|razor|blade|cortar\\w*|corte\\w*|cortes|corto|cortando|empece|brazo|munecas?|venas|piernas|sangre")}${notBeside("jaja\\w*|pozo|buceo|bucear|piscina|mar|pesca\\w*|investig\\w*|en (la )?terapia|la terapeuta|el terapeuta|claim|reclamo")}`,
    `ya me (tome|trague|meti) (muchas|todas|un monton de|un punado de|un puno de|varias|un frasco de|el frasco de|toda la caja de|como \\d+|\\d+) (pastillas|pildoras|pills|percocets?|oxis?|meds|medicinas|medicamentos)(?= |$)${besideWords("mareado|mareada|hace rato|dormido|dormida|sueno|no siento|adios|dic|esposa|perdon|ya es tarde|se acabo")}${notBeside("receta|como me dijo|jaja\\w*|vitaminas|y nada|y no (me )?(hace|hacen|funciona\\w*|sirve\\w*|quita\\w*)|no me (hacen|hace|sirven|quitan)")}`,
    `ya (se|decidi|escogi|tengo pensado) (cual|cuales|que|cuanto|cuantas)( \\w+)? (me voy a tomar|voy a tomar|me tomo|tomarme|usar|voy a usar|me trago|me voy a tragar)(?= |$)${besideWords("quimico\\w*|veneno|pastillas|cloro|acido|pesticida\\w*|lo hago|sabado|domingo|viernes|esta noche|manana|planta")}${notBeside("receta|doctor|medicina para|jaja\\w*|vitamina\\w*|suplemento\\w*|cafe|cerveza|trago|cita|vacuna|plan de salud|seguro")}`,
    `(\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|diez) (pisos|floors|stories) (deben|deberian|van a|han de|tienen que|creo que|should|oughta|ought to|will|gotta)( \\w+)? (alcanzar|bastar|do it|do the job)(?= |$)${notBeside("escaleras para subir|ejercicio|exercise|cardio|stairs for|elevador|elevator|mudanza|moving|home loan|house|casa|vivienda|rodilla|familia|family|cuartos|rooms")}`,
  ]),
  ...rules("meansReady", "fajardo-es-r69", [
    `(las|los|mis|unas|unos) (\\w+ )?(percocets?|oxis?|oxys?|pastillas|pildoras|morfina|xanax|fentas?)( \\w+){0,3} con (la|una|el|mi) (botella|pomo|fifth|vodka|ron|bacardi|tequila|whisky|cerveza)( \\w+){0,3} (y )?se acabo( todo)?(?= |$)${notBeside("jaja\\w*|doctor|receta|puedo|se puede|es peligroso|pasa si|que pasa")}`,
    `me (la|las|los|lo) (tomo|trago|tomare|voy a tomar|meto|bebo|tomo todas|empino)( \\w+){0,3}(?= |$)${besideWords("guardad\\w*|guardando|juntando|juntad\\w*|morfina|percocets?|oxis?|oxy\\w*|pastillas|pildoras|pills|frasco|pomo|pote")}${besideWords("toa|toas|toda|todas|todos|con el ron|con ron|con alcohol|con la botella|con vodka|con tequila|se acabo|de un jalon|de un tiro")}${besideWords("hoy|esta noche|orita|ahorita|ahora|ya estuvo|se acabo")}${notBeside("receta|doctor|dosis|como me dijo|con comida|jaja\\w*|cada|diaria|al dia|por dia|en la manana|antes de dormir|vitamina\\w*|cafe|juntas o separadas|o separadas|nunca fallo|en un mes|al mes|por mes|correo")}`,
    `(ya )?me (tome|trague|meti) (la mitad|media botella|medio frasco|medio pote|unas cuantas|varias|un monton)( \\w+){0,4} (voy|sigo|me tomo|me trago|ahora|y voy) (por|con) (el resto|las demas|los demas|lo que queda|lo demas)(?= |$)${notBeside("jaja\\w*|pizza|comida|cerveza|cervezas|botella de agua|libro|serie|temporada")}`,
  ]),
  ...rules("intent", "fajardo-es-r69", [
    `(callar|callarlas|callarlos|callarla|callarlo|silenciar\\w*|apagarlas|apagarlos|pararlas|pararlos|acabar con (ellas|ellos|eso|esto)) (\\w+ )?(pa|para) siempre(?= |$)${besideWords("ya tengo como|ya tengo con que|ya se como|manana|esta noche|hoy|cabeza|voces|bombas|pesadillas|ruido")}${notBeside("jaja\\w*|audifonos|tapones|medicina|terapia|doctor|tratamiento|pastilla para dormir|cpap|tinnitus|tinitus|zumbido|claim|reclamo|luz|alarma|radio|tele|facebook|cuenta|instagram|whatsapp|tiktok|redes")}`,
    `(ya )?(voy a|vaya a|creo que voy a) estar (muerto|muerta|difunto|difunta|bajo tierra|enterrado|enterrada) (el|este|para el|pal|pa el|antes del|antes de el) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin de semana|fin de mes|mes que viene|primero|\\d+)(?= |$)${notBeside("jaja\\w*|cansancio|de sueno|de risa|de hambre|de frio|de calor|trabajo|doble turno|turno|chamba|mudanza|boda|fiesta|maraton|despues de|de tanto|cuidar|nietos|cansad\\w*")}`,
  ]),
  ...rules("place", "fajardo-es-r69", [
    `(no (voy|me voy|pienso ir|vuelvo|regreso|me echo|me bajo) (pa|para|hacia) (atras|abajo)( esta vez| ya| mas)?|ya no (me )?(regreso|vuelvo|bajo|me bajo))(?= |$)${besideWords("escalera|escaleras|techo|azotea|puente|arriba del todo|borde|baranda|barandal|ventana|acantilado|morro|muelle")}${notBeside("jaja\\w*|claim|reclamo|apelacion|appeal|decision|terapia|tratamiento|sobrio|sobria|rehab|trago|tomar|ex|relacion|mude|mudanza|prestamo|casa nueva|apartamento|renta")}`,
  ]),
  ...rules("farewell", "fajardo-es-r69", [
    `(ya )?(hice|subi|puse|escribi|publique|mande) (mi )?(ultimo|ultima) (post|mensaje|video|tweet|estado|story|historia|publicacion)(?= |$)${notBeside("jaja\\w*|del ano|de la semana|del dia|sobre|acerca|trabajo|negocio|vendo|venta|grupo|reclamo|claim|pidiendo|ayuda|forma|formulario|pregunta|preguntando")}`,
  ]),
  ...rules("time", "fajardo-es-r69", [
    `a las (9|10|11|12|1|2|3|doce|once|diez|nueve|una|dos|tres|medianoche|media noche)( (de la noche|de la madrugada|en punto|am|pm))? me voy(?= |$)(?! (a|al|pa|para|pal|de|del|de la|con|en|temprano|ya|porque|que)( |$))${notBeside("trabajo|chamba|turno|jale|oficina|escuela|clase|cita|gracias por todo")}`,
  ]),
  ...rules("harm", "norcross-es-r69", [
    `(lo|la|los|las) (empujo|voy a empujar|tiro|voy a tirar|aviento|voy a aventar|echo|voy a echar) (del|de la|desde el|desde la|por el|por la) (andamio|techo|azotea|puente|escalera|balcon|edificio|barandal)(?= |$)${notBeside("jaja\\w*|basura|caja|cajas|herramienta\\w*|material\\w*|bolsa|saco|mochila|perro|gato|juguete|pelota|escombro\\w*")}`,
    `(lo|la|los|las) (voy a |le voy a )?(arrollar|arrollo|atropellar|atropello|llevar de corbata|pasar por encima)( \\w+){0,3} con (la|el|mi) (guagua|troca|carro|camioneta|truck|van|pickup)(?= |$)${notBeside("jaja\\w*|sin querer|casi|accidente|perro|gato|venado|iguana|gallina")}`,
  ]),
  ...rules("afterMe", "fajardo-es-r69", [
    `ojala (que )?(el va|la va|el gobierno|alguien) (le|les) (de|den|pague|paguen|mande|manden|ayude|ayuden) (algo|un cheque|dinero|chavos|pisto|beneficios)( a (mami|mi mama|mi mami|mi esposa|mis hijos|mis nenes|mi hija|mi hijo|mi familia|ella|ellos))?(?= |$)${besideWords("decision|pa que alguien sepa|para que alguien sepa|ya me voy|adios|perdon|ultimo|ultima")}`,
  ]),
  // Round 61 (round 70's sets, once measured): the writer's own end in new words: not here at dawn
  // ("mañana cuando amanezca yo no voy a estar"); a dam and not knowing how to swim; pills gathered
  // and taken by a day; pills taken half an hour ago; a body carried home asked about by one who
  // does not want to be saved; the car over the ravine; gone "tranquilo" after confession; accounts
  // and passwords left, "hoy hago lo que tengo que hacer"; into the water "y no salir"; stones in the
  // backpack at the pier; cut deeper and the blood not stopping; burns, then "algo peor"; thrown in
  // front of the train.
  ...rules("intent", "yauco-es-r70", [
    `(cuando amanezca|manana|pasado manana|esta noche|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|pal (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|en la manana|al amanecer)( \\w+){0,3} ((yo )?(ya )?no (voy a estar|estare|voy a amanecer|amanezco)|(yo )?ya no estoy)( aqui| aca| mas| vivo| viva)?(?= |$)${notBeside(`boda|fiesta|me avisas|avisame|fuera de la ciudad|ocupad\\w*|mudo|mudanza|me mudo|viaje|trabajo|deploy\\w*|mexico|vacaciones|hospital|cirugia|operacion|oficina|casa|cita|disponible|en casa|en la casa|conectad\\w*|de viaje|fuera|afuera|en (orlando|florida|nueva york|el trabajo)|llam\\w*|turno|guardia|clase|escuela|iglesia|culto|pueblo`)}`,
    NO_ME_SALVEN,
    IR_TRANQUILO,
    `(hoy|esta noche|manana|ahorita|ya) (hago|voy a hacer|hare|me toca hacer) lo (que|q) (tengo|tenia) (que|q) hacer(?= |$)${besideWords("deje|despedi|gracias a|adios|cuenta|cuentas|passwords|contrasenas|claves|pistola|pastillas|soga|perdon|perdonen|los quiero")}${notBeside(`${JAJA}|claim|papeles|formulario|cita|tramite|aplicacion|aplicar|trabajo|chamba|tarea|diligencia\\w*|mandado\\w*`)}`,
  ]),
  // Round 61: figures of speech and a kitchen cut: an app that will give one a heart attack, the
  // C&P exam that will kill one "de los nervios", a finger cut in the restaurant's kitchen.
  ...rules("benign", "yauco-es-r70", [
    `me (va|van|vas) a (dar un infarto|dar un patatus|dar un soponcio|dar algo|matar de (los )?(nervios|estres|la espera|aburrimiento|los corajes|preocupacion|ansiedad|risa|coraje|hambre|sed|frio|calor|sueno))(?= |$)${notBeside(`${OWN_END_SAID}|me muero|morirme|me pego un tiro|balazo|seguir viviendo|pecho|brazo izquierdo|no puedo respirar|ambulancia|911`)}`,
    `me (corte|lastime|queme|machuque|golpee|rebane|heri) ((el|un|la|los|dos) (dedo|dedos|mano|pulgar|pie|palma|rodilla|tobillo|una)|con (el|un|la|una) (machete|cuchillo|navaja|vidrio|lata|sierra|tijeras|hacha|trimmer|podadora)( \\w+){0,3} (limpiando|cortando|chapeando|trabajando|cocinando|en el trabajo|en la cocina|podando|arreglando|pelando))(?= |$)${notBeside(`${OWN_END_SAID}|me muero|me pego un tiro|balazo|seguir viviendo|a proposito|adrede|quise|quiero|otra vez|de nuevo|hondo|venas|muneca|no para|sangre|me volvi|ganas`)}`,
  ]),
  ...rules("farewell", "yauco-es-r70", [IR_TRANQUILO, NO_ES_LO_QUE_CREEN, NO_ME_SALVEN]),
  ...rules("intent", "yauco-es-r70", [
    NO_ES_LO_QUE_CREEN,
    // "ya puedo hacerlo tranquilo" after the widow's DIC was asked about: read with that turn.
    `(ya |entonces ya |ahora si )?(puedo|me puedo) hacerlo (tranquilo|tranquila|en paz)(?= |$)${notBeside(`${JAJA}|claim|papeles|tramite|formulario|forma|aplicacion|examen|cita|trabajo|tarea|gracias por la ayuda`)}`,
  ]),
  ...rules("deathBenefit", "yauco-es-r70", [
    "(traslado|traslad\\w*|transporte|transport\\w*|mand\\w*|envi\\w*|llev\\w*|repatri\\w*) (del|el|de mi|mi) cuerpo(?= |$)",
  ]),
  ...rules("place", "yauco-es-r70", [
    `(yo )?no (se|sabe|se ni|sabia) nadar(?= |$)${besideWords("represa|presa|lago|rio|puente|muelle|mar|playa|agua|honda|hondo|profund\\w*|me voy|voy pa|voy para|piedras|charca|quebrada|lago")}${notBeside(`${JAJA}|clases|aprender|aprendo|ensenar|ensename|nino|nina|nieto|nieta|crucero|vacaciones|piscina|seguro (de viaje|del bote|del crucero)|chaleco|kayak|bote de|pesca|pescar|terapia acuatica`)}`,
    `(piedras|rocas|pesas|ladrillos|plomos) en (la|mi|los|las|el|mis) (mochila|bolsillos|bolsas|chaqueta|bulto|mochilas|chamarra|pantalones)(?= |$)${besideWords("muelle|puente|rio|lago|mar|playa|agua|represa|presa|bahia|orilla")}${notBeside(`${JAJA}|pesca|pescar|ancla|trabajo|jardin|construccion|gym|ejercicio|entrenamiento|ruck\\w*|rucking|marcha|hike|caminata`)}`,
  ]),
  ...rules("meansReady", "yauco-es-r70", [
    `(tomarmelas|tomarmelos|me las tomo|me los tomo|me las voy a tomar|me los voy a tomar|me las tomare|los uso|las uso|los voy a usar|las voy a usar|usarlas|usarlos)( todas| todos| toditas| toditos| de una| de un golpe| juntas| juntos)?( \\w+){0,2} (el|este|esta|manana|hoy|pasado|cuando)(?= |$)${besideWords("juntar|junte|juntando|juntado|guardad\\w*|guardando|guarde|frascos?|que me quedan|todas|todos")}${notBeside(`${JAJA}|receta|doctor|como me las|cuando me las|con comida|antes de|despues de|dosis|la dosis|refill|farmacia|vitaminas|cupones|puntos|millas|dias libres|vacaciones|herramientas|tools`)}`,
    `(ya )?me (tome|trague|meti) (las|todas las|toditas las|un frasco de|el frasco de|un monton de|un punado de|la caja de) (\\w+ )?(pastillas|pildoras|percocet|percos|oxy|oxis|xanax|morfina|medicinas|pastillitas|tabletas)( \\w+){0,2} hace (media hora|un rato|una hora|\\d+ (min|minutos|horas)|poco|ratito|rato)(?= |$)${notBeside("se me olvido|no se si|doble|dos veces|por error|sin querer|me olvide|dolor de cabeza|presion|tylenol para|antes de comer|con comida|vitaminas|antibiotico|me hicieron efecto|ya me hicieron|no me hacen|para dormir y|puedo tomar|cuando como")}`,
  ]),
  ...rules("afterMe", "brentwood-es-r70", [
    `(le |les )?(deje|di|pase|entregue|mande|dejo|doy) (mi|mis|las|los|todas mis|todos mis) (cuenta|cuentas|passwords|contrasenas|claves|pin|pines|tarjeta|tarjetas|papeles|seguro|poliza|llaves)( \\w+){0,5} (a mi|a su|pa mi|para mi|a la|al) \\w+(?= |$)${besideWords("hoy|manana|esta noche|lo que tengo que hacer|gracias a|adios|ya me voy|me despido|perdon|perdonen")}${notBeside(`${JAJA}|viaje|hospital|operacion|cirugia|deploy\\w*|por si acaso|emergencia|me roban|hackearon|banco me|para que me ayude|pa que me ayude|pagar|pague|cobrar|renta|biles|bills`)}`,
  ]),
  ...rules("suicide", "brentwood-es-r70", [
    `(meterme|entrar|entrarme|tirarme|aventarme|hundirme|caminar|caminarle|adentrarme) (al|en el|a el|en la|a la|pal|mar adentro en el) (agua|mar|rio|lago|oceano|represa|bahia)( \\w+){0,2} (y )?(no salir|no volver|ya no salir|pa no salir|para no salir|no regresar|no volver a salir|hasta (que|q) no (pueda|aguante))( nunca| mas| jamas| nunca mas)?(?= |$)${notBeside(JAJA)}`,
    `me (tiro|aviento|lanzo|voy a tirar|voy a aventar|voy a lanzar|tiraria|echo) (al|a|a el|a la|a las|frente al|frente a la|frente a|enfrente del|enfrente de la|delante del|delante de la|debajo del|debajo de la|abajo del|frente a el|bajo el|bajo la) (tren|lirr|metro|subway|path|amtrak|trailer|camion|bus|guagua|via|vias|la via|las vias)(?= |$)${notBeside(`${JAJA}|cogerlo|agarrarlo|alcanzarlo|tomarlo|coger el|tomar el|agarrar el|perder|pierdo|llegar tarde|corriendo pa`)}`,
    `(me quemo|me corto|me lastimo|me hago dano|me pego|me golpeo|me rasguno|me quemaba|me cortaba|me queme|me corte|me lastime|me hice dano|me rasgune)( \\w+){0,10} (quiero|voy a|pienso|quisiera) hacer(me)? algo (peor|mas grave|mas fuerte|de verdad|mas feo|mas serio)(?= |$)${notBeside(JAJA)}`,
  ]),
  ...rules("lethality", "brentwood-es-r70", [
    `no (para|se para|deja de salir|se detiene|se quita|quiere parar|para de salir|se me para) (la sangre|de sangrar|el sangrado|de salir sangre)(?= |$)${besideWords("muneca|venas|hondo|me volvi a|cortarme|me corte la muneca|me corte las venas")}${notBeside(JAJA)}`,
    `no (para|se para|deja de salir|se detiene|se quita|quiere parar|para de salir|se me para) (la sangre|de sangrar|el sangrado|de salir sangre)(?= |$)${besideWords("corte|cortar|cortarme|corto|cortes|hondo|venas|muneca|brazo|me volvi a|cortada|navaja|gillette|cuchilla")}${notBeside(`${JAJA}|dedo|cocina|nariz|encias|diente|dientes|periodo|regla|afeitando|afeitarme|accidente|trabajo|perro|gato|rodilla|pie|caida|me cai`)}`,
  ]),
  // Round 61: threats in new words: the next one chopped with the machete; harm planned for the doctor
  // who leaves at 4:30; a dog's throat cut "y despues a el"; men following with guns; an ex and a
  // judge "me llevo"; a list of those who did one wrong, "el primero"; beaten "hasta que no se
  // levante"; the machete sharpened "se lo voy a enterrar"; the 9 in the car, "voy pa alla".
  ...rules("harm", "yauco-es-r70", [
    `(lo|la|los|las|le|les) (pico|picare|voy a picar|corto|voy a cortar|rajo|abro|voy a abrir|destripo|macheteo|voy a machetear|parto|voy a partir) (en dos |en pedazos |en cantos )?con (el|mi|un|este) (machete|cuchillo|navaja|hacha|cuchilla|sable|colin|cuchillo de monte)(?= |$)${notBeside(`${JAJA}|pollo|cerdo|lechon|carne|monte|maleza|yerba|hierba|coco|cocos|platano|platanos|cana|rama|ramas|arbol|palo|zacate|pasto|pescado|yuca|calabaza|cerca|alambre|soga|caja|cartera|bejuco|matojo`)}`,
    `(planeando|planeo|pensando|pienso|voy a|quiero|estoy viendo) (como )?((hacerle|hacerles) dano (al|a la|a los|a las|a ese|a esa|a el|a ella|a mi (ex|jefe|jefa|vecino|vecina|suegro|suegra|cunado))|(hacerle|hacerles) algo (a ese|a esa|a el|a ella|a mi (ex|vecino|vecina|suegro|suegra|cunado)|al (rater|doctor|tipo|cabron|juez|vecino|desgraciado|maje)|a la (doctora|jueza|vieja|desgraciada|rater)))(?= |$)${notBeside(`${JAJA}|perro|perrito|gato|planta|carro|casa|troca|cumple\\w*|fiesta|sorpresa|regalo|retiro|navidad|cena|formulario|claim`)}`,
    `(el|ella|ese|esa|el tipo|ese tipo|la doctora|el doctor)( \\w+){0,3} (sale|se va|llega|entra) (a las|como a las) \\d+( \\d+)?(?= |$)${besideWords("hacerle|dano|lastimar\\w*|velado|velada|vigilad\\w*|machete|pistola|arma|me las paga|lo tengo|la tengo|mintio|me nego|me jodio")}${notBeside(`${JAJA}|cita|turno|recoger|buscar|ride|raite|aventon|me lleva|nos lleva|la guagua|el bus|receta|firm\\w*|papeles|forma|pregunt\\w*`)}`,
    `(le )?(corto|voy a cortar|rajo|voy a rajar|parto|voy a partir|tuerzo|voy a torcer|abro) el (cuello|pescuezo|gaznate)( \\w+){0,4}(?= |$)${besideWords("despues a el|despues a ella|y a el|y a ella|vecino|vecina|ese tipo|esa vieja|jefe|ex|burlando|se burla")}${notBeside(`${JAJA}|gallina|pollo|pavo|lechon|cerdo|puerco|chivo|cabro|matanza|receta|cocinar|cena`)}`,
    `(me|nos) (vienen|viene|andan|anda|estan|esta|van) (siguiendo|persiguiendo|buscando|cazando)( \\w+){0,4} (con armas|con pistolas|armados|armado|con una pistola|con un cuchillo|con cuchillos|con machetes?|con un arma|con pistola)(?= |$)`,
    `(me|nos) (vienen|viene|andan|anda|estan|esta|van) (siguiendo|persiguiendo)( \\w+){0,4}(?= |$)${besideWords("armas|armados|armado|pistola|pistolas|cuchillo|me van a matar|nos van a matar|me quieren matar")}${notBeside(`${JAJA}|perro|perros|paparazzi|cobradores|ice|la migra|pelicula|juego`)}`,
    `me (los |las )?(llevo|voy a llevar|llevare) (conmigo )?(a ella|a el|a ellos|a todos|a todas|al juez|a la jueza|a su \\w+|a esa|a ese|a los dos|a las dos|a ambos)( y (a|al|a la) \\w+)?(?= |$)${besideWords("pistola|arma|me quita|me quitan|me las paga|planeado|planeo|todo planeado|si (el juez|la jueza|la corte) (le|me) (da|dan|quita|quitan)|le (da|dan) la custodia")}${notBeside(`${JAJA}|cine|parque|playa|compras|tienda|doctor|cita|viaje|vacaciones|paseo|iglesia|comer|a cenar|al medico|la escuela|gane|me dieron|fines de semana|visitas|a vivir conmigo`)}`,
    `(tengo|hice|hago|arme|ya tengo|estoy haciendo) (mi|una|la) lista (de|con) (los|las|todos|la gente|los que|las que)( \\w+){0,4}(?= |$)${besideWords("el primero|la primera|primero en|jodieron|chingaron|me las van a pagar|me la van a pagar|me las pagan")}${notBeside(`${JAJA}|biles|bills|renta|luz|agua|deudas|pagos|cuentas|super|compras|mandado|navidad|regalos|boda|invitados|pendientes|tareas|documentos|papeles|medicinas|preguntas|especialistas|llamar|agradec\\w*|gracias`)}`,
    `hasta (que|q) no se (levante|pare|mueva|pueda parar|pueda levantar)(?= |$)${besideWords("golpes|agarro|le doy|le pego|pegarle|madrazos|a golpes|a punos|patadas|a trancazos|a palos|lo agarro|la agarro")}${notBeside(`${JAJA}|boxeo|pelea de|ufc|gallos?|lucha|pelicula|juego`)}`,
    `se (lo|la) (voy a|vo a) (enterrar|clavar|meter|hundir)( \\w+){0,2}(?= |$)${besideWords("machete|cuchillo|navaja|afile|afilando|afilado|punal|tijeras|desarmador")}${notBeside(`${JAJA}|clavo|estaca|poste|tierra|semilla|arbol|planta|jardin|hoyo|perro|gato|gallo|gallina|pollo|carne|pavo|lechon|pernil|cena|asado|horno|res|puerco|jamon|cocin\\w*`)}`,
    `(tengo|traigo|llevo|ando con|ya tengo) (la|el|mi|una) (9|nueve|cuete|fierro|pistola|arma|45|glock|rifle|escopeta|380|22)( \\w+){0,3} (y )?(voy|me voy|ya voy|salgo|ya salgo|voy saliendo) ((pa|para) (alla|alli|ahi|alla mismo|su casa|su trabajo|el deli|donde (el|ella) (trabaja|vive)|onde (el|ella))|palla|pa lla)( ahorita| ya| ahora)?(?= |$)${notBeside(`${JAJA}|campo de tiro|range|cazar|caceria|monte|venado|palomas|patos|limpi\\w*|vend\\w*|empen\\w*|devolv\\w*|compr\\w*|armero|armas|tienda`)}`,
  ]),
  // Round 62 (round 71's sets, once measured): the writer's own end in new words: burns and cuts that
  // do not stop ("hoy me queme todo el brazo y quiero seguir", "estoy en el bano cortandome y no puedo
  // parar"); the car stopped mid-bridge "y me tiro"; "ese mismo dia me voy"; "es el dia que escogi";
  // a son gone with the rope; "es pa mi" beside suicide; "pues ahi va. el sabado"; "nadie me va a
  // encontrar" beside pills; one bullet "nomas ocupo"; "ya se en que curva"; "no voy a esperar mas"
  // beside "si uno se mata".
  ...rules("suicide", "jacksonheights-es-r71", [
    `(me queme|me quemo|me corte|me corto|me estoy quemando|me estoy cortando|estoy cortandome|estoy quemandome|ando cortandome|cortandome|quemandome)( \\w+){0,6} (y )?(quiero seguir|voy a seguir|sigo con|no puedo parar|no me puedo parar|no puedo dejar de|no puedo detenerme|no me puedo detener)(?= |$)${notBeside(`${JAJA}|cocina|cocinando|estufa|plancha|sarten|aceite|sol|bloqueador|trabajo|chamba|soldando|soldar|el pasto|zacate|lena|madera|pelo|barba|unas|papeles|cupones`)}`,
    `(me quemo|me queme|me corto|me corte|me estoy quemando|me estoy cortando)( \\w+){0,5} (a proposito|adrede|apropo|de proposito)( \\w+){0,3} (y )?(no puedo parar|no me puedo parar|quiero seguir|voy a seguir|no puedo dejar de)(?= |$)`,
    `((paro|parar|parare|voy a parar|dejo|dejar|detengo|estaciono) (el|la|mi) (carro|troca|camioneta|auto|taxi|uber|van)( \\w+){0,2}|me paro|me detengo|me bajo|me paro con el carro) (en|a) (la mitad|medio|el medio|mitad) (del|de la|de el) (\\w+ ){0,2}(y )?(me tiro|me aviento|brinco|salto|me lanzo)(?= |$)`,
  ]),
  ...rules("intent", "jacksonheights-es-r71", [
    `(ese|este|el) mismo dia (me voy|lo hago|me mato|me despido|se acaba todo|termino con todo)(?= |$)${besideWords("fentanilo|pastillas|pistola|arma|cumplo|aniversario|consegui|soga|puente|ya tengo")}${notBeside(`${JAJA}|viaje|vuelo|vacaciones|mudanza|me mudo|cita|boda|fiesta|graduacion|trabajo|jale|chamba|turno|regreso|vuelvo`)}`,
    YA_SE_EN_QUE_CURVA,
    `no (voy a|pienso|puedo|quiero) esperar (mas|otro|otra|a que)( \\w+){0,2}(?= |$)${besideWords("se mata|me mato|matarme|suicid\\w*|quitarme la vida|matarse|si uno se mata|si me mato|me quito la vida")}${notBeside(`${JAJA}|cita|turno|telefono|linea|hold|llamada|en fila|la fila`)}`,
  ]),
  ...rules("means", "jacksonheights-es-r71", [YA_SE_EN_QUE_CURVA]),
  ...rules("time", "sanangelo-es-r71", [PUES_AHI_VA]),
  ...rules("intent", "sanangelo-es-r71", [
    `(es|sera|va a ser|ese es|este es|ya es) el dia (que|q) (escogi|elegi|decidi|ya escogi|ya elegi|ya decidi)(?= |$)(?! (pa|para) (ir|aplicar|que|la|el|mi|mis|una|un|firmar|llamar|ver|hacer)( |$))${notBeside(`${JAJA}|boda|casar|casamos|mudanza|cita|retir\\w*|jubil\\w*|fiesta|bautizo|quince\\w*|graduacion|operacion|cirugia|viaje|vacaciones|cumpleanos de mi|carne asada|pachanga|entrevista|va|gi bill|vacuna|vso|doctor|clinica|aplicar`)}`,
    `(es|sera) el dia( ya)? (lo|la) (escogi|elegi|decidi)(?= |$)${besideWords("lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|esta noche|cumple\\w*|aniversario")}${notBeside(`${JAJA}|boda|cita|mudanza|fiesta|viaje|cirugia|operacion|va|gi bill|vacuna|vso|doctor|clinica|aplicar`)}`,
    `(es|seria|sera) (pa|para) mi( mismo| misma)?(?= |$)(?! (sobrin[oa]s?|hij[oa]s?|espos[oa]|mama|papa|apa|ama|amig[oa]s?|herman[oa]s?|ti[oa]s?|prim[oa]s?|abuel[oa]s?|niet[oa]s?|vecin[oa]s?|suegr[oa]|compadre|comadre|grupo|iglesia|clase|familia|cunad[oa]|novi[oa]|pareja|ex|sargento|unidad|veterano|jefe|jefa|nuera|yerno|vieja|viejo|senora|senor|muchach[oa]|chamaco|chamaca|morr[oa]|plebe|trabajo|tarea|\\w+(cion|dad|ista))( |$))${besideWords("suicidio|suicida|si me mato|matarme|quitarme la vida|si uno se mata|me quito la vida")}${notBeside(`${JAJA}|amigo|amiga|pregunto por|investigacion|tarea|clase|entrenamiento|curso|prevencion|voluntari\\w*|grupo|iglesia`)}`,
    PUES_AHI_VA,
    `(toy|estoy|ando|me quede|me meti) en (un|el|una|la) (cuarto|motel|hotel|cuartito)( \\w+){0,4} con (todas |todos )?(mis|las|unas|unos|mi) (\\w+ )?(pastillas|pildoras|medicinas|botellas|botella|pistola|arma|cuete|soga)( \\w+){0,5}(?= |$)${besideWords("nadie me va a encontrar|nadie me encuentra|no me busquen|hasta manana|una botella|ya no|adios")}`,
    `nadie me (va a|vaya a|van a) (encontrar|hallar)( hasta \\w+)?(?= |$)${besideWords("pastillas|pildoras|botella|motel|cuarto|pistola|soga|cuerda|rio|monte|presa|lago|carro|troca")}${notBeside(`${JAJA}|escondite|jugando|esconder|vacaciones|de pesca|a pescar|cazar|caceria`)}`,
  ]),
  ...rules("lethality", "sanangelo-es-r71", [
    `(con )?(una|uno|un|una sola|un solo|nomas una|nomas uno|nada mas una|nada mas uno|no mas una|solo una|solo uno|solamente una)( tiro| bala| cartucho)?( nomas| nada mas| no mas| sola| solita| solo)? (ocupo|necesito|me basta|basta|me hace falta|me sirve)(?= |$)${besideWords("balas|bala|tiros|tiro|cartuchos|pistola|rifle|escopeta|cuete")}${notBeside(`${JAJA}|caceria|cazar|venado|tiro al blanco|campo de tiro|licencia|tag|permiso|copia|firma|forma|carta|dd214|documento\\w*`)}`,
  ]),
  // Round 62's second read: one round put aside "pa mi"; "nomas muerto me dan el 100. pues ya, el
  // domingo en la madrugada".
  ...rules("lethality", "review-r62", [
    `(guarde|aparte|separe|deje|tengo) (un|una|la ultima|el ultimo|mi ultima|mi ultimo) (tiro|bala|cartucho)( \\w+)? (aparte )?(pa|para) mi( solo| sola| nomas)?(?= |$)${notBeside(`${JAJA}|caceria|cazar|venado|coleccion|recuerdo|souvenir`)}`,
  ]),
  ...rules("intent", "review-r62", [PUES_YA_EL_DIA]),
  ...rules("time", "review-r62", [PUES_YA_EL_DIA]),
  ...rules("thirdPartyDanger", "sanangelo-es-r71", [
    `(salio|se fue|acaba de salir|se salio|se llevo|agarro|sacaron|se subio)( \\w+){0,4} (con|a) (la|una|su|el|un|mi) (reata|soga|cuerda|mecate|pistola|rifle|escopeta|arma|cuete|fierro|troca|camioneta)( \\w+){0,4}(?= |$)${besideWords("ya no va a volver|no va a volver|no regresa|no va a regresar|no contesta|se despidio|hablenle|lo ando buscando|la ando buscando|lo estoy buscando|la estoy buscando|dijo que ya no")}${notBeside(`${JAJA}|becerro|becerros|ganado|vaca|vacas|caballo|toro|rodeo|chivas|jale|trabajo|a pescar|cazar|caceria`)}`,
  ]),
  // Round 62 (round 71's sanangelo-es, ordinary): a form "pa matarse", eyes that no longer see well
  // to drive at night, a rating asked about.
  ...rules("benign", "sanangelo-es-r71", [
    `(esta|esa|la|este|ese|el) (forma|formulario|aplicacion|pagina|app|sistema|tramite|papeleo)( \\w+){0,2} (esta )?(pa|para) matarse(?= |$)`,
    `ya no veo bien( \\w+){0,3} (pa|para) (manejar|leer|ver|trabajar)(?= |$)`,
    `(mi|el|su) rating (de|del|por|pa) (\\w+ )?(esta|es|quedo|sigue) en \\d+( por ciento| porciento)?(?= |$)`,
  ]),
  // Round 62 (sanangelo-es): an old rifle left to a grandson in the will ("el rifle que mi abuelo
  // trajo de corea se lo puedo dejar a mi nieto en el testamento sin broncas?"): an estate question.
  ...rules("benign", "sanangelo-es-r71", [
    `(me|le|nos|les) (dejo|heredo|paso|dejaron|heredaron|regalo) (su|sus|el|la|los|las) (\\w+ ){0,3}en (el|su) testamento(?= |$)${besideWords(`${ARMA}|escopeta|rifle|pistola|coleccion|medallas|30 30`)}${notBeside(`${JAJA}|ya no voy a estar|ya no estare|pronto|esta noche|adios|despedir\\w*|no voy a estar`)}`,
    `(dejar|dejarle|dejarselo|dejarsela|dejarselos|heredar|heredarle|heredarselo|pasar|pasarle|pasarselo|dejo|heredo|paso)( \\w+){0,3} (a mi|al|a su|pa mi|para mi|a mis|a sus) (nieto|nieta|nietos|hijo|hija|hijos|sobrino|sobrina|bisnieto|muchacho|muchachos)( \\w+){0,3} en (el|mi|su) testamento(?= |$)${besideWords(`${ARMA}|escopeta|rifle|pistola|coleccion|medallas`)}${notBeside(`${JAJA}|ya no voy a estar|ya no estare|pronto|esta noche|manana|adios|despedir\\w*|no voy a estar`)}`,
  ]),
  // Round 62: threats in new words: fire set to an ex and her man; a man with a knife waiting below;
  // "que todos sientan lo que yo siento" at the VA clinic; "lo tumbo" with the 30-30; a pistol taken
  // "que sepan"; a father with a knife on the mother; "ya tengo con que" at an ex's wedding; "algo mas
  // que mi lonchera".
  ...rules("harm", "jacksonheights-es-r71", [
    `(les|le|a los dos les|a ella le|a el le) (prendo|voy a prender|prendere|pego|voy a pegar|echo|voy a echar|meto) (candela|fuego|lumbre)(?= |$)${besideWords("ex|vecino|vecina|donde viven|donde vive|a los dos|con todo y casa|con todo y (el|ella|ellos)|mi suegr[oa]|ese tipo|esa vieja|ese cabron|me las va|me la va|esta con otro|esta con otra")}${notBeside(`${JAJA}|parrilla|asador|carbon|fogata|lena|velas|vela|velita|cigarro|basura|monte|zacate|hojas|estufa|boiler|caldera|carne|olla|campana|camping|juego|rancho|terreno|bombero|permiso|troca|negocio|incienso|fiesta|chimenea|broma|chiste`)}`,
    `(me saco|me sacaron|me enseno|me ensenaron|me mostro|me apunto|me amenazo)( \\w+){0,2} (con )?(un|una|el|la|su) (cuchillo|navaja|pistola|arma|machete|fierro|cuete|punal)( \\w+){0,8} (esperando|esperandome|parado|parada|afuera|en la puerta|abajo|en la esquina|me esta esperando|me espera)(?= |$)${notBeside(`${JAJA}|anos|hace (\\w+ )?anos|en irak|en afganistan|en el army|en el servicio|pesadilla|sueno|flashback|claim|statement|declaracion`)}`,
    `(que|q|pa que|para que|pa q|para q)( (todos|todo el mundo|ellos|los del va|alguien|todas|ustedes|la gente)( \\w+){0,2})? (sientan|sienta|vean|sepan) lo (que|q) (yo )?(siento|senti|sufri|vivi|me hizo|me hicieron|es sufrir)(?= |$)${besideWords("iglesia|agarrar|entrar|planeado|tengo con (que|q)|ya tengo|pistola|arma|cuete|rifle|boda|se casa")}${notBeside(`${JAJA}|queja|carta|testimonio|historia|cuento|libro|video|redes|facebook|tiktok|declaracion|statement|lay statement|pelicula|documental|grupo|terapia|congreso\\w*|juez|audiencia|hacerlo|me voy a dar|darme|matarme|me mato|me doy|el tiro|quitarme|mi vida|suicid\\w*|me cuelgo|me tiro|me ahorco|con mi esposa|acompan\\w*`)}`,
    `(ya )?tengo con (que|q)(?= |$)(?! (pagar|comprar|vivir|comer|mantener|\\w+ar|\\w+er|\\w+ir)( |$))${besideWords("iglesia|boda|se casa|vean|me hizo|me las va|pagar lo que|sientan")}${notBeside(`${JAJA}|renta|dinero|feria|lana|cheque|prestamo|deposito`)}`,
  ]),
  ...rules("harm", "sanangelo-es-r71", [
    `(lo|la|los|las) (tumbo|voy a tumbar|tumbare|bajo|voy a bajar|quiebro|voy a quebrar|trueno|voy a tronar)( \\w+){0,3} con (el|la|mi|un|una) (30 30|3030|rifle|escopeta|pistola|cuete|fierro|22|38|45|9|ar|12|30 06|fusca)(?= |$)${notBeside(`${JAJA}|venado|venados|coyote|coyotes|jabali|marrano|pajaro|pajaros|palomas|conejo|liebre|vibora|vibora|cascabel|caceria|cazar|basura|bote|al blanco|campo de tiro|practicar|celular`)}`,
    `(lo|la) tumbo(?= |$)${besideWords("rifle|pistola|escopeta|30 30|cuete|listo|cuando salga|en cuanto salga|me mato al perro")}${notBeside(`${JAJA}|venado|coyote|jabali|arbol|arboles|pared|cerca|corral|poste|caceria|cazar`)}`,
    `(voy a llevar|llevo|me llevo|traigo|voy a traer|voy a ir con|me voy a llevar) (la|mi|el|una|un) (pistola|arma|cuete|fierro|rifle|escopeta|9|45|fusca)( \\w+){0,2} (que sepan|pa que sepan|para que sepan|ya sabran|que vean|pa que vean|a ver quien)(?= |$)`,
    `(tiene|agarro|trae|tiene agarrada a|tiene agarrado a) a (mi|su) (mama|esposa|hermana|abuela|papa|hija|hijo|nieta|nieto|suegra|tia)( \\w+){0,4} con (el|un|la|una) (cuchillo|pistola|machete|arma|navaja|rifle|escopeta|cuete|tijeras)(?= |$)${notBeside(`${JAJA}|cocinando|cocina (\\w+ )?(tamales|carne|cebolla)|partiendo|cortando( (la|el|unas?|unos?))? (carne|pastel|cebolla|cebollas|pan|tomate|tomates|verdura\\w*|fruta)|sandia|pastel|tamales|caceria|cazar`)}`,
    `(regreso|vuelvo|voy|llego|me aparezco)( \\w+){0,2} con algo (mas|más) (que|q) (mi|la|el|su) (lonchera|lonche|almuerzo|mochila|cafe|termo|herramienta|herramientas|casco)(?= |$)`,
  ]),
  // Round 63 (round 72's unioncity-es and coachella-es, measured first): bullets hidden "hasta q sea
  // tarde"; a letter for each child beside the Marine tags; the Virgin who will receive one "hoy";
  // a month not outlived; "mi unica opcion" beside a death asked about; all left ready "y ya irme".
  ...rules("intent", "coachella-es-r72", [
    HASTA_QUE_SEA_TARDE,
    CARTA_A_CADA_HIJO,
    LA_VIRGEN_ME_RECIBE_HOY,
    MI_UNICA_OPCION,
    DEJAR_TODO_LISTO_E_IRME,
  ]),
  ...rules("farewell", "coachella-es-r72", [CARTA_A_CADA_HIJO, QUE_SEPAN_HASTA_EL_FINAL]),
  ...rules("intent", "coachella-es-r72", [QUE_SEPAN_HASTA_EL_FINAL]),
  // "la quiero pasar a mi nombre, total pa lo que me queda": what is left of life, not worth much.
  ...rules("hopeless", "coachella-es-r72", [
    `(total|ya) (pa|para) (lo )?(que|q) me queda( de vida)?(?! de (vacaciones|dinero|cheque|saldo|licencia|beneficio|gi bill|semestre|credito|renta))(?= |$)${notBeside(JAJA)}`,
  ]),
  ...rules("time", "coachella-es-r72", [LA_VIRGEN_ME_RECIBE_HOY]),
  // The flag given to the family: a death benefit ("si me mato el VA le da la bandera a mi jefa verdad?").
  ...rules("deathBenefit", "coachella-es-r72", [
    `(le|les|me|nos) (da|dan|daria|darian|entrega|entregan|regala|regalan) (la|una) bandera(?= |$)`,
  ]),
  ...rules("suicideMention", "coachella-es-r72", [
    `(si|cuando) se mata (un|una) (veterano|veterana|soldado|marine|militar)( deportado| deportada)?(?= |$)`,
  ]),
  ...rules("intent", "unioncity-es-r72", [NO_PASO_DE_ESTE_MES]),
  // Round 63's second read: shotgun shells ("cartuchos") hidden, not ink.
  ...rules("means", "review-r63", [
    `cartuchos?(?! (de|del) (tinta|impresora|toner|agua|filtro|gas|la impresora|juego|nintendo))(?= |$)${notBeside(`${JAJA}|impresora|tinta|toner|printer`)}`,
  ]),
  // Round 63's second read: "no llego a fin de mes, ya lo tengo decidido": the month not outlived, decided.
  ...rules("intent", "review-r63", [
    `no (llego|voy a llegar|llegare) (a|al) (fin de mes|el fin de mes|la otra semana|el viernes|el sabado|el domingo|navidad|ano nuevo)(?= |$)${besideWords("ya lo tengo decidido|ya lo decidi|ya esta decidido|ya decidi|adios|perdon|los quiero")}${notBeside(`${JAJA}|vender|vendo|mudar\\w*|trabajo|chamba|prestamo|renta|pagar|pago|cheque|segundo|turno`)}`,
  ]),
  ...rules("time", "review-r63", [
    `no (llego|voy a llegar|llegare) (a|al) (fin de mes|el fin de mes|la otra semana|el viernes|el sabado|el domingo|navidad|ano nuevo)(?= |$)${besideWords("ya lo tengo decidido|ya lo decidi|ya esta decidido|ya decidi|adios|perdon|los quiero")}${notBeside(`${JAJA}|vender|vendo|mudar\\w*|trabajo|chamba|prestamo|renta|pagar|pago|cheque|segundo|turno`)}`,
  ]),
  ...rules("time", "unioncity-es-r72", [NO_PASO_DE_ESTE_MES]),
  // A belt tied to the bathroom pipe; the steering wheel let go at 100 miles; up on the wall at the
  // overlook.
  ...rules("lethality", "unioncity-es-r72", [
    `((me|ya me) (amarre|ate|puse|colgue|enrede) (el|la|un|una|mi) (cinturon|cuerda|soga|lazo|mecate|cable|corbata|sabana|cadena|extension)( \\w+){0,3} (al|a la|en el|en la|del|de la|alrededor del) (tubo|viga|regadera|puerta|closet|techo|barandal|ventilador|arbol|rama|perchero|reja)|(me|ya me) (amarre|ate|puse|enrede) (el|la|un|una|mi) (cinturon|cuerda|soga|lazo|mecate|cable|extension)( \\w+){0,3} (al|en el|alrededor del) cuello)(?= |$)${notBeside(`${JAJA}|perro|caballo|vaca|troca|carga|lona|tienda|hamaca|pantalon|pantalones|herramienta|escalera`)}`,
  ]),
  ...rules("lethality", "coachella-es-r72", [
    `(voy a|ya voy a|quiero|me dan ganas de|estoy a punto de) (soltar|dejar ir) (el|mi) volante(?= |$)${besideWords("manejando|millas|freeway|carretera|autopista|la 111|la 10|la 86|a 100|a 120")}${notBeside(`${JAJA}|cruise|piloto automatico|autopilot|tesla|estacionad\\w*|artritis|brazos|me duelen|cansancio|dolor|calambre\\w*`)}`,
  ]),
  ...rules("place", "unioncity-es-r72", [
    `(ya )?me (subi|trepe|pare|sente|brinque) (al|en el|en la|a la|arriba del?|encima del?|sobre el|sobre la) (muro|barandal|baranda|borde|orilla|puente|techo|azotea|cornisa|pretil|reja|barda)(?= |$)${besideWords("ya me voy|adios|nadie|alguien supiera|perdon|los quiero|me voy a tirar|me aviento|brincar|saltar|aventarme|tirarme")}${notBeside(`${JAJA}|gato|arreglar|reparar|goteras|antena|pintar|limpiar|foto|fotos|selfie|vista|cohetes|fuegos`)}`,
  ]),
  // Someone else now: the grandfather's heart pills hidden to "dormir para siempre"; an uncle's "ultima llamada".
  ...rules("thirdPartyDanger", "coachella-es-r72", [
    `((las|los|la|lo) (tiene|tenia|trae|guarda|guardo) (escondidas|escondidos|escondida|escondido|guardadas|apartadas)|(tiene|tenia|guarda|guardo) (escondidas|escondidos|guardadas|apartadas) (las|los|sus)( \\w+){1,3}|(tiene|tenia|guarda|guardo) (las|los|sus)( \\w+){1,4} (escondidas|escondidos|guardadas|apartadas))(?= |$)${besideWords("dormir para siempre|se va a matar|matarse|quitarse la vida|morir|morirse|ya no quiere vivir|pastillas|pistola|arma|soga|veneno")}${notBeside(`${JAJA}|dulces|regalos|navidad|llaves|dinero|cartera|control|sorpresa`)}`,
    `(le|me|nos|les) (dijo|escribio|mando|hablo|aviso)( \\w+){0,8} (que|q) (era|es|seria|fue) (su|la) (ultima|ultimita) (llamada|vez que (hablaban|hablamos|llamaba|le hablaba)|despedida|mensaje)(?= |$)${besideWords("no lo busquen|no la busquen|no me busquen|adios|perdon|los quiero|cuiden")}${notBeside(`${JAJA}|saldo|minutos|credito|plan|bateria|telefono nuevo|celular nuevo|carcel|prision|detenido|ice|migra|vuelo`)}`,
  ]),
  // Harm: a brother holding the family in the kitchen with a knife; "mañana llego con la pistola";
  // the coyote found and buried; "le llevo algo y no son papeles"; "ninguno llega al lunes"; "le voy
  // a hacer lo mismo, tengo con q".
  ...rules("harm", "coachella-es-r72", [
    `(saco|saca|agarro|agarra|tiene|trae) (el|un|la|una|su) (cuchillo|pistola|machete|arma|navaja|escopeta|rifle|cuete|fierro)( \\w+){0,3} y (nos|los|las|me|la|lo|les) (tiene|amenaza|esta amenazando|tiene amenazados|tiene encerrados|encerro)( a todos| a todas| a mi| a mis)?(?= |$)`,
    `(llego|caigo|voy|me presento|me aparezco|paso|regreso|vuelvo)( \\w+){0,4} (con|armado con) (la|mi|una|el|un) (pistola|cuete|fusca|escuadra|rifle|escopeta|arma|cuerno|cuerno de chivo|machete|cuchillo|fierro)( \\w+){0,4} (y a ver|a ver si|pa que|para que|y vemos|y que se atenga|que se atenga|y que se aguante|y ya veran|ya veran)(?= |$)${notBeside(`${JAJA}|caza|cazar|venado|tiro al blanco|range|campo de tiro|practica|licencia|registr\\w*|armeria|vender|venta|empenar|policia`)}`,
    `(lo|la|los|las) (voy a|vamos a) (encontrar|buscar|hallar|agarrar|cazar)( \\w+){0,5} y (lo|la|los|las) (entierro|mato|quiebro|despacho|pelo|enfrio|tumbo|voy a enterrar|voy a matar|voy a quebrar)(?= |$)${notBeside(`${JAJA}|perro|gato|gallina|venado|rata|ratas|plantas|semilla|tesoro|llaves`)}`,
    `(le|les) (llevo|traigo|voy a llevar|voy a traer|llevare) algo( \\w+){0,3} (y )?(que )?no (son|es|van a ser|va a ser) (papeles|flores|documentos|pruebas|regalo|regalos|dulces|comida|tamales|cafe)(?= |$)`,
    `(le|les) voy a hacer lo mismo(?= |$)${besideWords("tengo con (q|que)|arma|pistola|cuete|donde vive|me arruino|me arruinaron")}${notBeside(`${JAJA}|favor|regalo|fiesta|cena|comida|tarjeta|ayudo|ayudar|ayuda|otros veteranos`)}`,
  ]),
  ...rules("harm", "unioncity-es-r72", [
    `(ninguno|ninguna|ni uno|ninguno de los dos|ninguna de las dos|ni (el|ella|ellos) ni (el|ella|ellos|su \\w+|sus \\w+)|nadie|los dos no) (llega|llegan|va a llegar|van a llegar|vive|viven|va a vivir|ve|ven|amanece|amanecen|pasa|pasan) (al|a|para el|hasta el|del|el) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|fin de semana|otro dia|ano nuevo|navidad)(?= |$)${besideWords("voy a buscar|voy por|a ella|al abogado|a los dos|custodia|juez|me quito|me quitaron|pistola|arma|cuete|fusca|cargada|cargado|escuadra|cuerno")}`,
  ]),
  // An old man's own burial "cuando me muera ya de viejito", asked about to leave arranged.
  ...rules("benign", "coachella-es-r72", [
    `(cuando|el dia que|el dia q) me muera (ya )?(de viejito|de viejo|de viejita|de vieja|de anciano|de muy viejo|de causas naturales)(?= |$)${notBeside("no creo llegar|ya no quiero vivir|no quiero vivir|quiero morir|me quiero morir|no aguanto|pa que|para que|ya no puedo")}`,
  ]),
  // Round 64 (round 73's columbusga-es and stockton-es, measured first): nothing left but a
  // goodbye; "hoy termino lo que empece"; a father's pills "me las tomo todas"; not alive for the
  // exam; the beneficiary set "antes del 15, ese dia me voy"; "esta semana hago lo que tengo que
  // hacer"; the fentanyl put in "todo esta noche pa acabar"; a third try "este va a ser el bueno";
  // the life insurance's two years passed "entonces ya puedo"; the hospital's parking deck.
  ...rules("intent", "columbusga-es-r73", [
    SOLO_FALTA_DESPEDIRME,
    HOY_TERMINO_LO_QUE_EMPECE,
    ME_LAS_TOMO_TODAS,
    ESE_DIA_ME_VOY,
  ]),
  ...rules("time", "columbusga-es-r73", [HOY_TERMINO_LO_QUE_EMPECE, ESE_DIA_ME_VOY]),
  ...rules("means", "columbusga-es-r73", [ME_LAS_TOMO_TODAS]),
  ...rules("intent", "stockton-es-r73", [NO_VOY_A_ESTAR_VIVO, HAGO_LO_QUE_TENGO_QUE_HACER]),
  ...rules("time", "stockton-es-r73", [NO_VOY_A_ESTAR_VIVO, HAGO_LO_QUE_TENGO_QUE_HACER]),
  ...rules("suicide", "stockton-es-r73", [
    `(ya van|llevo|van|son) (\\d+|dos|tres|cuatro|cinco) (intentos|veces que lo intento|veces que lo he intentado)( y)? (este|esta|el proximo|la proxima|el siguiente|ahora)( si)?( va a ser| es| sera| va a ser)? (el bueno|la buena|el ultimo|la ultima|el definitivo|la definitiva|el que funciona)(?= |$)${notBeside(`${JAJA}|claim|reclamo|apelacion|examen|c p|licencia|manejo|manejar|prueba|ciudadania|cdl|bebe|embaraz\\w*|dejar de fumar|fumar|dieta|tomar|trago|loteria|negocio|pagina|subi\\w*|login|dd 214|dd214|gi bill|beca|clave|contrasena|id me`)}`,
    `(ya )?lo (intente|he intentado|intentamos|trate) (\\d+|dos|tres|cuatro) veces( y)? (la (tercera|cuarta|quinta|proxima|siguiente)) (es|va a ser|sera) la (vencida|buena|ultima|definitiva)(?= |$)${notBeside(`${JAJA}|claim|reclamo|apelacion|examen|c p|licencia|manejo|prueba|ciudadania|cdl|bebe|embaraz\\w*|fumar|dieta|loteria|negocio|pagina|login|dd 214|dd214|gi bill|beca|clave|id me|receta`)}`,
  ]),
  ...rules("suicide", "columbusga-es-r73", [ENTONCES_YA_PUEDO]),
  ...rules("intent", "columbusga-es-r73", [ENTONCES_YA_PUEDO]),
  ...rules("suicide", "columbusga-es-r73", [
    `me (lo|la|los|las) (meto|tomo|inyecto|pongo|trago) (todo|toda|todos|todas)( \\w+){0,4} (pa|para) (acabar(?! (rapido|el|la|los|las|de|mas|pronto|antes|con el|con la))|no despertar|irme|morirme|ya no despertar)(?= |$)${notBeside(`${JAJA}|sopa|cafe|jarabe|antibiotico\\w*|ciclo|agua|leche|cerveza|comida|te|chocolate|licuado`)}`,
  ]),
  ...rules("place", "columbusga-es-r73", [
    `(voy a|me voy a|quiero|ahorita me voy a) (saltar|tirarme|aventarme|brincar|lanzarme) (del|de la|desde el|desde la|por el|de el|de este|de esta) (\\w+ ){0,2}(parking|puente|techo|edificio|azotea|garage|garaje|estacionamiento|balcon|torre|risco|acantilado|presa|piso)(?= |$)${notBeside(`${JAJA}|paracaidas|paracaidista|alberca|piscina|lago|agua|rio abajo|clavado|trampolin|bungee|barda|pa llegar|para llegar|rapido|cita|atajo|charco`)}`,
  ]),
  // A will made with one's wife at 71, asked about for free legal help: planning, not a goodbye.
  ...rules("benign", "columbusga-es-r73", [
    `(hagamos|hacer|haciendo|hicimos|hago|hace|preparar|preparando|redactar) (el|un|nuestro|mi|su) testamento(?= |$)${besideWords("ayuda legal|gratis|clinica legal|legal aid|abogados?|notario|planificar|bien de salud|gracias a dios|todo tranquilo|en regla")}${notBeside(`${JAJA}|ya no quiero|no quiero vivir|me quiero morir|ya me voy|despedirme|despedida|pistola|pastillas|esta noche|antes del|cuando me muera|cuando yo muera|si me muero|me muero|quincena|ya vivi|cansado|cansada|gracias por todo|que le toca`)}`,
  ]),
  // The second read: "el viernes lo hago" after the beneficiary is named; "ya se como lo voy a
  // hacer" beside a niche paid; "ya no hay nada que me detenga"; a father gone "con mi abuelito, que
  // murio hace años" with the shotgun; "lo dejo tirado en el canal".
  ...rules("intent", "review-r64", [LO_HAGO_EL_DIA, YA_SE_COMO_LO_VOY_A_HACER, NADA_QUE_ME_DETENGA]),
  ...rules("time", "review-r64", [LO_HAGO_EL_DIA]),
  ...rules("means", "review-r64", [YA_SE_COMO_LO_VOY_A_HACER]),
  // The code review: "la tercera es la vencida" after two tries; "esta vez lo planee mejor";
  // "ojala algun dia entienda" beside the plates and the ring left; a daughter who left her dog and
  // medicines "y dijo que no volvia"; the exhaust hose to the car window; a niche "no voy a tener
  // que esperar mucho".
  ...rules("intent", "review-r64", [ESTA_VEZ_LO_PLANEE_MEJOR, OJALA_ALGUN_DIA_ENTIENDA, NO_VOY_A_TENER_QUE_ESPERAR]),
  ...rules("time", "review-r64", [ESTA_VEZ_LO_PLANEE_MEJOR, NO_VOY_A_TENER_QUE_ESPERAR]),
  ...rules("farewell", "review-r64", [OJALA_ALGUN_DIA_ENTIENDA]),
  ...rules("place", "review-r64", [
    `((puse|conecte|meti|tengo|pegue|amarre) la manguera (del|al|en el|desde el) (escape|mofle)( \\w+){0,4} (a la|en la|por la|hasta la) (ventana|ventanilla)|(la )?manguera (del|al|en el) (escape|mofle)( \\w+){0,3} (a la|en la|por la|dentro de la|adentro de la) (ventana|ventanilla|cabina|troca|carro))(?= |$)${notBeside(`${JAJA}|mecanico|taller|arregl\\w*|cambi\\w*|se rompio|rota|roto|fuga|humo negro|smog`)}`,
  ]),
  ...rules("thirdPartyDanger", "review-r64", [
    `(se va|se iba|se quiere ir|se va a ir|ya se va|me voy|se fue|ya me voy) con (mi|su) (abuelito|abuelo|abuela|abuelita|mama|papa|hermano|hijo|esposa|esposo|jefa|jefe|apa|ama|compa|amigo)(?= |$)${besideWords("murio|fallecio|muerto|muerta|en el cielo|en paz descanse|difunto|difunta|hace anos")}${besideWords("escopeta|pistola|rifle|arma|cuete|pastillas|troca|no contesta|se fue|adios|despidio|despedi\\w*")}${notBeside(`${JAJA}|panteon|cementerio|tumba|flores|misa|aniversario|dia de muertos|altar|visitar|rancho pa|de vacaciones`)}`,
  ]),
  ...rules("thirdPartyDanger", "review-r64", [
    `(me )?(dejo|dejaron|encargo|encargaron) (su|sus) (perro|perra|gato|gata|medicinas|pastillas|llaves|cartera|celular|telefono)( y (su|sus) \\w+)?( \\w+){0,3} (y )?(dijo|me dijo|dice|avisó|aviso) (que|q) (ya )?no (volvia|vuelve|regresa|regresaba|va a volver|va a regresar|iba a volver|iba a regresar)(?= |$)${notBeside(`${JAJA}|viaje|trabajo|vacaciones|semestre|escuela|deploy\\w*|hasta el|hasta la|hasta que|fin de semana|lunes|martes|miercoles|jueves|viernes|sabado|domingo|mexico|puerto rico|base`)}`,
  ]),
  ...rules("harm", "review-r64", [
    `(lo|la|los|las) (dejo|voy a dejar|dejare|vamos a dejar) (tirado|tirada|tirados|tiradas|tendido|tendida) en (el|la|una|un) (canal|rio|calle|monte|zanja|desierto|cuneta|barranco|piso|suelo)(?= |$)${notBeside(`${JAJA}|ropa|basura|carro|troca|perro|bolsa|mochila|bici|bicicleta`)}`,
  ]),
  // Harm: "los saco a todos en bolsas" after a cancelled visit; the bat in the car for a pawn-shop
  // manager who "esta vez no se escapa"; the truck thrown on county workers at 5; a neighbour
  // shooting toward the house with the children inside; the ex's new home known and "tengo la 45";
  // the neighbour's dog killed tonight "y si sale el tambien".
  ...rules("harm", "columbusga-es-r73", [
    `(saco|sacan|sacar|sacare|sacamos|saque)( a)? (todos|todas|esos|esas|ustedes|ellos|ellas|uno por uno|una por una|todititos)( \\w+){0,3} en bolsas( negras| de basura| de cadaver)?(?= |$)${notBeside(`${JAJA}|basura|ropa|compras|mandado|hojas|latas|reciclaje|juguetes|cosas|tamales|papeles|libros|donar\\w*|mudanza`)}`,
    `(esta vez )?no se (me )?(escapa|va a escapar|salva|va a salvar|libra|va a librar)(?= |$)${besideWords("bate|pistola|cuchillo|machete|arma|rifle|escopeta|cuete|esperar|esperando|voy a esperar")}${notBeside(`${JAJA}|pescado|pez|pesca|venado|conejo|perro|gato|raton|pelota|juego|partido|serie|policia|la poli|arrestaron|agarro la|fecha|alarma|cita|registro|registrar`)}`,
    `ya (se|sabemos) donde (vive|viven|trabaja|trabajan|duerme|duermen|se queda|se quedan|esta|estan)(?= |$)${besideWords("pistola|la 45|una 45|mi 45|la 9|una 9|la nueve|la cuarenta|rifle|escopeta|cuete|arma|cuchillo|machete|bate|se acaba el problema|me las paga|me la paga|me las va a pagar")}${notBeside(`${JAJA}|visitar\\w*|regalo|mandar|carta|paquete|correo|tarjeta|flores|guarde|guardar\\w*|pa que me lo|oficina|clinica|cita|mi (hija|hijo|hermano|hermana|mama|papa)`)}`,
    `le (mato|voy a matar|quiebro|voy a quebrar|tumbo|enveneno|voy a envenenar|envenenare) (el|al|su) (perro|gato|perrito|caballo)( \\w+){0,4} y si sale (el|ella|ese|esa|el dueno|la duena)(?= |$)`,
    `(hay|esta|estan|se metio|se metieron) (alguien|un (tipo|hombre|vato|senor|desconocido|extrano|cabron)|unos (tipos|hombres|vatos))( \\w+){0,2} (en|dentro de|afuera de) (mi|la|nuestra) (casa|cuarto|carpa|troca|carro|apartamento|depa|traila|puerta|ventana) con (un|una|su) (cuchillo|pistola|machete|arma|navaja|bate|rifle|escopeta|cuete)(?= |$)${notBeside(`${JAJA}|sueno|sone|pelicula|serie|cocinando|cortando|arreglando|trabajando|cazando`)}`,
    `(no (va|van) a (llamar|hablar|avisar|denunciar|chismear|rajar)( a)? (nadie|la policia|la chota|la poli|los cops)( mas)?) (despues de (esta noche|hoy|manana)|nunca mas)(?= |$)${notBeside(`${JAJA}|dormir|duerme|sordo|sorda|telefono|celular|bloque\\w*|se mudo|hospital|derrame`)}`,
    `(va a recibir|recibe|le toca|le va a tocar|va a tener|se va a llevar) lo (que|q) se merece(?= |$)${besideWords("bate|pistola|cuchillo|machete|arma|rifle|cuete|escopeta|esperar|esperando|donde vive|en la troca|esta noche")}${notBeside(`${JAJA}|premio|medalla|aumento|cumpleanos|regalo|graduacion|ascenso|karma|dios|la corte|juez|carcel`)}`,
  ]),
  ...rules("harm", "stockton-es-r73", [
    `(echarles|echarle|aventarles|aventarle|tirarles|tirarle|pasarles|pasarle|meterles|meterle|(le|les) voy a (echar|aventar|pasar|meter|tirar)|(le|les) (echo|avento|paso|meto)) (la troca|el carro|la camioneta|el truck|la troka|el coche|la trokita|el camion) (encima|por encima)(?= |$)${notBeside(`${JAJA}|lodo|agua|charco|rampa|pasto|zacate|arena|nieve|hielo|grama|yarda|aplanar\\w*|mecanico|gato hidraulico|lavar`)}`,
    `(esta|anda|andan|estan|esta ahorita|anda ahorita) (disparando|tirando balazos|echando bala\\w*|tirando bala\\w*|echando tiros)( \\w+){0,3} (pa|para|a|hacia|contra) (mi|la|nuestra|mis) (casa|puerta|ventana|carro|troca|familia|hijos|ninos|cuarto)(?= |$)`,
    `(esta|anda|andan|estan|esta ahorita|anda ahorita) apuntando( \\w+){0,3} (pa|para|a|hacia|contra) (mi|la|nuestra|mis) (casa|puerta|ventana|carro|troca|familia|hijos|ninos|cuarto)(?= |$)${besideWords("pistola|rifle|arma|escopeta|cuete|balazos|tiros|balas|disparando|cuerno")}${notBeside(`${JAJA}|camara|antena|luz|lampara|satelite|reflector|dish|senal`)}`,
  ]),
  // Round 65 (santamaria-es, keywest-es): burning one's arm now "pa sentir algo"; "pastillas + ron.
  // ya empece"; a father's heart and pressure pills "todas. me estoy mareando"; swimming out "hasta q
  // no pueda mas"; "ya se como lo voy a hacer y cuando"; a burial asked "pa planificar el mio".
  ...rules("suicide", "keywest-es-r74", TOOK_THEM_ALL_NOW),
  ...rules("intent", "keywest-es-r74", TOOK_THEM_ALL_NOW),
  ...rules("farewell", "keywest-es-r74", [ANTES_DE_IRME_PA_SIEMPRE]),
  ...rules("suicide", "santamaria-es-r74", [
    `(me estoy (quemando|cortando|lastimando|rayando|rajando|rasgunando|aranando)|me (quemo|corto|rayo|rajo|rasguno|arano)) (el|la|los|las|mi|mis) (brazo|brazos|pierna|piernas|muneca|munecas|piel|panza)(?= |$)${besideWords("pa sentir|para sentir|a proposito|adrede|encendedor|cigarro|cigarros|navaja|gillette|cuchilla|vidrio|sangre|sangrar|ansiedad|no aguanto|me lo merezco|castigo|otra vez|me calma")}${notBeside(`${JAJA}|sol|cocina\\w*|plancha|horno|estufa|sin querer|accidente|sarten|aceite|cafe|soldando|soldadura|trabajando|construccion|jale|chamba|campo|alergia|insulina|dermatolog\\w*|comezon|mosquito\\w*|tatuaje|gym|ejercicio`)}`,
    `(voy a|me voy a|quiero) (nadar|meterme al mar|meterme al agua)( pa| para| hacia| mar)?( (dentro|adentro|afuera|el fondo|al fondo|mar adentro|lejos))?( \\w+){0,3} hasta (q|que) (ya )?no (pueda|aguante|de|tenga fuerzas)( mas)?(?= |$)${notBeside(`${JAJA}|entrenamiento|entreno|entrenando|ironman|triatlon|competencia|ejercicio|terapia|piscina|alberca|natacion|clases|panza|bajar de peso`)}`,
    `ya (se|tengo pensado|decidi|pense|tengo planeado) (como|cuando|donde)( lo)? (voy a hacer(lo)?|hacerlo|lo hago|lo voy a hacer|va a ser)( \\w+){0,2} (y|e) (cuando|donde|como)(?= |$)${notBeside(`${JAJA}|claim|reclamo|apelacion|forma|formulario|tramite|papeleo|mudanza|fiesta|boda|quinceanera|viaje|cita|examen|escuela|negocio|casa|prestamo|solicitud|aplicacion|cirugia|operacion`)}`,
  ]),
  ...rules("intent", "keywest-es-r74", [
    // Round 65's second read: a burial asked "es pa mi, ya no falta mucho".
    ANTES_DE_IRME_PA_SIEMPRE,
    `(es |son )?(pa|para) mi( mismo| misma)?(?! (papa|mama|esposo|esposa|abuel\\w*|tio|tia|hermano|hermana|hijo|hija|suegr\\w*|padre|madre|apa|ama|jefe|jefa|vieja|viejo|compa|amigo|amiga)( |$))( \\w+){0,2} ya (no )?(falta|me falta|queda|me queda) (mucho|nada|poco|muy poco)(?= |$)${besideWords("entierro|funeral|cementerio|tumba|lapida|cremacion|velorio|ataud|panteon")}${notBeside(`${JAJA}|cancer|hospice|doctor|doctora|medico|terminal|enferm\\w*|diagnostico|anos|edad|tengo \\d+|viejit\\w*|pa cuando|para cuando|algun dia|cuando me toque|cuando dios`)}`,
    `(antes de|antes q|antes que|antes de que|antes de q) (hacer|haga|yo haga) lo (q|que) (voy a hacer|ya decidi|ya tengo pensado|ya tengo decidido)(?= |$)${notBeside(`${JAJA}|chamba|trabajo|dd214|a que hora|cierra|abre|claim|reclamo|apelacion|forma|formulario|tramite|papeleo|mudanza|cirugia|operacion|viaje|examen|c p|cita|negocio|compra|boda`)}`,
    `(es |son |lo pregunto )?(pa|para) (planificar|planear|preparar|organizar|arreglar|pagar) (el mio|lo mio|mi (propio )?(funeral|entierro|velorio))(?= |$)${besideWords("suicid\\w*|se mata|se quita la vida|se quito la vida|quitarse la vida|se mato|matarse")}`,
    // "ok real talk, i been planning it for weeks. la fecha es el 16" (santamaria-es); the English too.
    `(i been|ive been|i ve been|i have been|been|llevo|tengo) (planning|planeando|planeandolo) ?(it|this|lo)?( (for|desde hace|por))? (weeks|months|days|a while|a long time|semanas|meses|dias|rato|un rato|mucho tiempo)(?= |$)${besideWords("la fecha|fecha|el dia q|el dia que|papeleo listo|pa mi esposa|para mi esposa|for my wife|my wife|after|despues|goodbye|adios|dejar (todo|el papeleo)|me dieron de baja")}${notBeside(`${JAJA}|fiesta|party|viaje|trip|boda|wedding|quinceanera|mudanza|move|moving|sorpresa|surprise|negocio|business|vacaciones|vacation|cumpleanos|birthday|retiro|retirement|baby shower|propuesta|proposal`)}`,
  ]),
  ...rules("time", "santamaria-es-r74", [
    `la fecha es el \\d+(?= |$)${besideWords("planning it|planeando|planeandolo|dejar el papeleo listo|dejar todo listo|pa mi esposa|ya decidi|me voy|despedirme")}${notBeside(`${JAJA}|cita|c p|examen|audiencia|hearing|corte|boda|fiesta|quinceanera|cumpleanos|graduacion|escuela|clases|mudanza|vuelo|viaje|pago|deposito|retiro`)}`,
  ]),
  ...rules("harm", "keywest-es-r74", [
    // "si el VA me vuelve a negar voy a la clinica y q se cuiden todos los de adentro, ya tengo con q".
    `(q|que) se cuiden (todos|todas|los de adentro|todos los de adentro|todos los de ahi|todos alla|todos los del va|los del va|los de la oficina)(?= |$)${besideWords("ya tengo con q|ya tengo con que|pistola|arma|cuete|rifle|escopeta|voy a entrar|entro|me vuelve a negar|me vuelven a negar|si me niegan|si me vuelven")}${notBeside(`${JAJA}|bendicion\\w*|saludos|gracias|adios|me voy pa siempre|me mato|matarme|ya me voy|gripe|covid|virus|frio|calor|huracan|tormenta|lluvia|carretera|hielo|enferm\\w*|contagi\\w*|salud|bendiga|dios los`)}`,
    // "alguien se esta queriendo meter a la casa y trae una pistola" (santamaria-es).
    `(alguien|un (tipo|hombre|vato|senor|desconocido|extrano|cabron|man)|unos (tipos|hombres|vatos|desconocidos)) (se )?(esta|se esta|estan|se estan|quiere|quieren|anda|andan)( queriendo| tratando de| intentando)? (meter|metiendo|meterse|entrar|entrando|brincar|brincando)( a| en| por)? (la|mi|nuestra) (casa|depa|apartamento|traila|cuarto|ventana|puerta|yarda)(?= |$)${besideWords("pistola|pistolas|arma|armas|cuchillo|cuchillos|machete|rifle|escopeta|cuete|navaja|bate|fierro")}${notBeside(`${JAJA}|si alguien|puedo usar|puedo|es legal|licencia|permiso|seguro|cubre|defensa propia|defenderme|sueno|sone|pelicula|serie|ayer|anoche|la semana pasada|el ano pasado|hace (un|dos|tres|\\d+)|policia ya vino|ya se fue|ya lo agarraron|seguro de casa|aseguranza|reporte`)}`,
    `(estan|esta|andan|anda) (tratando|queriendo|intentando) (de )?(entrar|meterse)( a| en)? (la|mi|nuestra) (casa|depa|apartamento|traila|cuarto)(?= |$)${besideWords("pistola|pistolas|arma|armas|cuchillo|cuchillos|machete|machetes|rifle|rifles|escopeta|bate")}${notBeside(`${JAJA}|si alguien|puedo|es legal|licencia|permiso|seguro|cubre|ayer|anoche|la semana pasada|hace (un|dos|tres|\\d+)`)}`,
    // "ya tengo la pistola cargada y se q hoy sale del trabajo a las 6" (santamaria-es).
    `(se|yo se|ya se|sabemos) (q|que) (hoy |manana |esta noche )?(sale|llega|sale de|entra|pasa|se va)( del| de| al| a la| por)? (trabajo|jale|chamba|casa|escuela|gym|bar|iglesia)( a las \\d+)?(?= |$)${besideWords("cargada|cargado|ya tengo la pistola|ya tengo el arma|ya tengo el rifle|lo espero|la espero|lo voy a esperar|voy a esperarlo|no ocupo abogado|me la va a pagar")}${notBeside(`${JAJA}|campo de tiro|regal\\w*|limpie|limpiar|abuelo|se va a matar|matarse|se quiere matar|esconder|guardar|guardo|vamos|recoger|recogerlo|recogerla|ride|raite|aventon|cena|sorpresa|cumpleanos|regalo|abogado dijo|mediacion`)}`,
    // "el lunes llego con mi ar15 y a ver si me vuelven a cancelar" (santamaria-es).
    `(llego|voy|me presento|entro|caigo|me aparezco|paso) (con|y traigo) (mi|el|la|una|un) (ar15|ar 15|rifle|pistola|cuerno|cuete|arma|escopeta|glock|ak|ak47|ak 47|fusca|9mm)(?= |$)${besideWords("a ver si|cancelar|cancelan|cancelaron|me vuelven|niegan|negar|negaron|que se atrevan|q se atrevan|harto|harta")}${notBeside(`${JAJA}|campo de tiro|range|caceria|caza|cazar|venado|rancho|monte|club|compra|comprar|me mato|matarme|me pego un tiro|me voy a matar|quitarme la vida|clase|competencia|permiso|licencia|registr\\w*|armero|gunsmith|limpiar|reparar|vender|empeñar|empenar|casa de empeno|pawn`)}`,
  ]),
  // Ordinary words left alone: an animal hunted or butchered ("voy a matar un venado"); target
  // shooting learned; a grandmother the VA "va a matar de un infarto".
  ...rules("benign", "santamaria-es-r74", [
    `(matar|mate|mato|matamos|matar a|cazar|cace|cazamos|tumbar|tumbe) (un|una|el|la|los|las|unos|unas|mi|mis|otro|otra|dos|tres) (venado|venados|puerco|puercos|marrano|marranos|cochino|cochinos|lechon|chivo|chivos|borrego|borregos|pollo|pollos|gallina|gallinas|guajolote|pavo|pavos|conejo|conejos|pato|patos|paloma|palomas|jabali|jabalies|alce|ciervo|berrendo|faisan|codorniz|codornices|res|becerro)(?= |$)${notBeside(`${JAJA}|matarme|me mato|me voy a matar|quitarme la vida|suicid\\w*|a mi ex|al rater|a la oficina|a la clinica|despues (a|al) (el|ella|ese|esa)|y luego (a|al) (el|ella|ese|esa|mi ex)`)}`,
    `(tirar al blanco|tiro al blanco|practicar tiro|practicar (a )?disparar|campo de tiro|clases? de tiro|curso de tiro|aprender a (usarla|usarlo|disparar|manejarla|manejarlo)( bien)?)(?= |$)${notBeside(`pegar un tiro|pegarme un tiro|en la cabeza|me la ponga|pa cuando|para cuando|supervisor|rater|jefe|me corrio|me niegue|me nieguen|no falle|despues me|matarme|me mato|quitarme la vida|suicid\\w*|acabar con todo|en la boca|ya no quiero|despedirme|adios|a mi ex|al rater|a la oficina|a la clinica`)}`,
    `(me|nos|la|lo) (va|van) a matar de (un infarto|un coraje|un susto|la espera|tanta espera|los nervios|un derrame|la desesperacion|hambre)(?= |$)`,
  ]),
  // Round 66 (decision 941): round 75's sets once measured. Threats: "la proxima vez que ese agente me
  // humille... se la vacio" beside the fusca; "los voy a buscar uno por uno" of those on the list; "de
  // ahi no sale nadie" beside a cuerno; "voy a buscarla a ella y al tipo... tengo con que".
  ...rules("harm", "sanluis-es-r75", [
    `(se la|se lo|se las|se los|le) (vacio|vacie|voy a vaciar|vaciamos|descargo|voy a descargar|descargue)( (toda|todo|todas|todos|enterita|entera|el cargador|la pistola|la fusca))?(?= |$)${besideWords("fusca|cuete|pistola|fierro|arma|cuerno|rifle|escuadra|tiros|balas|plomo|9mm|glock|ar15|ar 15|cargador")}${notBeside(`${JAJA}|refri|tanque|gasolina|cuenta|banco|botella|vaso|cerveza|tequila|caguama|basura|bolsa|maleta|cajon|closet|carro|troca|alberca|matarme|me mato|quitarme la vida|seguir vivo|no quiero vivir|suicid\\w*|en mi cabeza|en la boca|a mi mismo`)}`,
    `le (meto|voy a meter|meti) (un|dos|tres|cuatro|cinco|\\d+|unos|todos los|los) (tiros|tiro|plomo|plomos|plomazos|balazos|balazo)( en (la|el) (cabeza|panza|cara|pecho|frente|nuca))?(?= |$)${notBeside(`${JAJA}|matarme|me mato|quitarme la vida|seguir vivo|no quiero vivir|suicid\\w*|a mi mismo|venado|caballo|yegua|vaca|becerro|perro|animal|veterinario|puerco|marrano|coyote|perro rabioso|vibora|culebra|blanco|diana|lata|latas|botella|botellas|campo de tiro|caceria|caza|claim|reclamo|aplicacion|solicitud|formulario|examen|apelacion|appeal`)}`,
    `le (pongo|voy a poner|puse|doy|voy a dar|di) (dos|tres|cuatro|cinco|\\d+|unos|todos los) (tiros|plomazos|balazos)( en (la|el) (cabeza|panza|cara|pecho|frente|nuca))?(?= |$)${notBeside(`${JAJA}|matarme|me mato|quitarme la vida|seguir vivo|no quiero vivir|suicid\\w*|a mi mismo|venado|caballo|yegua|vaca|becerro|perro|animal|veterinario|puerco|marrano|coyote|perro rabioso|vibora|culebra|blanco|diana|lata|latas|botella|botellas|campo de tiro|caceria|caza|claim|reclamo|aplicacion|solicitud|formulario|examen|apelacion|appeal`)}`,
    `(los|las|les) voy a (buscar|encontrar|cazar|ir a buscar|caer)( a)? (uno por uno|una por una|a todos|a todas|a cada uno|a cada una|uno a uno)(?= |$)${besideWords("dano|me hicieron|lista|unidad|violaron|abusaron|pagar|la van a pagar|me la deben|me las van a pagar")}${notBeside(`${JAJA}|testigos|testigo|buddy statement|declaracion|declaraciones|carta|cartas|firmas|firma|reunion|reunir|invitar|abrazar|agradecer|gracias|pelicula`)}`,
    `(ya )?tengo (la|una) lista de (los|las) (que|q) me (hicieron|hizo|violaron|abusaron|traicionaron|fallaron|jodieron)(?= |$)${besideWords("buscar|uno por uno|una por una|pagar|van a pagar|la van a pagar|venganza|cobrar")}${notBeside(`${JAJA}|terapia|terapeuta|psicologo|consejero|perdonar|perdon|escribir|carta|declaracion|buddy statement|reclamo|claim|mst`)}`,
    `de (ahi|alli|aqui|alla|ahi adentro|esa oficina|ese lugar) no (sale|va a salir|salen|van a salir) (nadie|ninguno|ni uno|nadie vivo)( vivo)?(?= |$)${besideWords("cuerno|cuerno de chivo|arma|pistola|rifle|fusca|cuete|fierro|escopeta|regresar|voy a regresar|oficina|va|clinica|no me atienden|me niegan")}${notBeside(`${JAJA}|fila|cola|trafico|tranque|junta|reunion|meeting|huracan|tormenta|nieve|inundacion|cerrado|cierran|lockdown|cuarentena`)}`,
    `(voy a|vamos a|voy a ir a|me voy a ir a|ahorita voy a) (buscarla|buscarlo|buscarlos|buscarlas|buscar a (ella|el|ellos|los dos|esa|ese))( \\w+){0,6}(?= |$)${besideWords("tengo con (que|q)|ya tengo con|ya se donde viven|ya se donde vive|ya se donde esta|ya se donde trabaja|pistola|arma|cuete|fusca|fierro|cuchillo|machete")}${notBeside(`${JAJA}|aeropuerto|escuela|trabajo a las|recogerla|recogerlo|raite|ride|aventon|cena|comer|misa|iglesia|cita|doctor|hospital|abogado|corte|policia|orden de proteccion|custodia|mediacion`)}`,
  ]),
  // The writer's own end: "esta es mi ultima noche"; "ya tengo mi plan y es esta semana"; "ahorita es
  // el momento" beside pills and tequila; "pregunto por mi, ya mero" after a question on burial and
  // suicide; "la navaja esta lista y la bañera llena"; "me estoy tomando las pastillas ahora mismo";
  // "pues mañana lo van a tener, ya tengo todo"; "despues que yo me mate? ya lo decidi"; "nadie me va
  // a tener que cuidar mas... lo tengo escondido en el baño"; "hoy es domingo y no ha vuelto" after a
  // promise to end it; "es pa mi, esta semana" of the burial.
  ...rules("intent", "sanluis-es-r75", [
    `(esta|hoy|esta noche) es mi ultima (noche|dia|vez)(?= |$)${notBeside(NOT_ONES_LAST_NIGHT)}`,
    `(ya )?tengo (mi|el|un) plan y (es|sera|va a ser) (esta semana|este fin|el fin de semana|hoy|manana|esta noche|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)${notBeside(`${JAJA}|ahorro|ahorrar|dieta|ejercicio|gym|negocio|viaje|vacaciones|mudanza|boda|fiesta|estudi\\w*|escuela|trabajo|plan de salud|seguro|medicare|medicaid|pagos|deuda`)}`,
    `(creo que |creo q |ya |pues )?(ahorita|ahora|hoy|esta noche) (si )?es el momento(?= |$)${besideWords("pastillas|botella|tequila|pistola|cuete|soga|navaja|puente|ya me tome|ya tome|no puedo mas|adios")}${notBeside(`${JAJA}|aplicar|solicitar|llamar|comprar|vender|invertir|pedir|apelar|reclamo|claim|mudarme|decirle|hablar`)}`,
    `pregunto (por|pa|para) mi( mismo| misma)?( ya (mero|merito|casi|pronto|mero me toca|me toca))(?= |$)${notBeside(`${JAJA}|jubil\\w*|retir\\w*|gradu\\w*|cumplo|cumpleanos|termino|salgo|me caso|boda|mudo|mudanza|cita|examen|c p`)}`,
    `(la|mi) (navaja|gillette|cuchilla|hojilla|razor) (esta|ya esta) (lista|afilada|aqui)( y| con)?(?= |$)${besideWords("banera|tina|agua caliente|ya nada importa|adios|esta noche|no puedo mas")}${notBeside(`${JAJA}|afeitar|afeitarme|barba|bigote|cortar el pelo|recort\\w*`)}`,
    `(me estoy|estoy) (tomando|tragando|echando) (las|todas las|mis) (pastillas|pildoras|pastis|medicinas)( \\w+){0,3} (ahora mismo|ahorita mismo|ahorita|ahora|en este momento|mientras (escribo|te escribo|le escribo))(?= |$)${notBeside(`${JAJA}|como me (dijo|dijeron|indico|indicaron|receto|recetaron)|receta|recetadas|con comida|con la comida|en ayunas|de la manana|de la presion|del colesterol|vitaminas|antibiotico\\w*|a tiempo|cada dia|todos los dias`)}`,
    `(pues |entonces |bueno )?(manana|el lunes|el viernes|esta noche|pronto|ya mero) (lo|me) (van a tener|tienen|van a ver|van a encontrar)( muerto)?(?= |$)${besideWords("ya tengo todo|tengo todo listo|estar muerto|muerto|me den el 100|pa que me den|para que me den")}`,
    `nadie (me )?(va|van) a tener que (cuidar(me)?|cuidarme|limpiarme|cargar(me)?|aguantar(me)?)( mas)?(?= |$)${besideWords("despues de manana|despues de hoy|manana|esta noche|lo tengo escondido|ya lo tengo|lo que necesito|escondido en el bano|ya tengo todo")}`,
    `(hoy|ya) es (domingo|lunes|martes|miercoles|jueves|viernes|sabado|el dia)( y)? (no|nada)( ha| han)? (vuelto|volvio|regreso|cambiado|cambio|llegado)(?= |$)${besideWords("me quitaba la vida|me mataba|me iba|me prometi|acabar con todo|lo hacia")}`,
    `(es|son) (pa|para) mi( mismo| misma)?,? (esta semana|este fin|esta noche|manana|pronto|ya mero)(?= |$)${besideWords("entierro|funeral|funeraria|sepelio|cementerio|panteon|bandera|no es pa nadie mas|no es para nadie mas")}`,
  ]),
  ...rules("suicide", "cayey-es-r75", [
    `(despues|luego|cuando) (que |q |de que )?yo me (mate|quite la vida|muera por mi propia mano)(?= |$)`,
  ]),
  ...rules("time", "cayey-es-r75", [
    // "esta es mi ultima noche" beside the intent rule above: the night named.
    `(esta|hoy) es mi ultima noche(?= |$)${notBeside(NOT_ONES_LAST_NIGHT)}`,
  ]),
  ...rules("farewell", "cayey-es-r75", [
    // "mi papa regalo su coleccion de monedas y dice \"pa que guardarlas\"".
    `(pa|para|pa q|para q|pa que|para que) (guardarlas|guardarlos|guardarla|guardarlo|las quiero|los quiero|quedarme con (ellas|ellos|eso))(?= |$)${besideWords("regalo|regale|regalando|regalar|dio|di|dando|repartio|repartiendo|repartir")}${notBeside(`${JAJA}|mudanza|me mudo|se muda|nos mudamos|espacio|no caben|no cabe|closet|garaje|garage|marie kondo|limpieza|limpiando|vender|venta|yard sale|garage sale|dieta`)}`,
  ]),
  // Round 66's second read: "pues mañana les doy el gusto" of a VA that wants one dead; a promise to
  // God to end it if the claim was denied, "hoy me llegó la negación"; "lo voy a estar esperando con la .38".
  ...rules("suicide", "review-r66", [
    `(manana|hoy|esta noche|pronto|ya|el lunes|el viernes|el sabado|el domingo) (les|le) (doy|voy a dar|vamos a dar) (el gusto|gusto)(?= |$)${besideWords("muerto|muerta|matarme|me mato|pagarle a mi familia|mi familia cobre|me quiere muerto|me quieren muerto")}`,
    `(me|le) (prometi|jure|jure a dios|prometi a dios)( a dios| a mi mismo| a mi misma)?( que)? si (\\w+ ){1,8}(me mataba|me quitaba la vida|me iba|acababa con todo|me tiraba|me colgaba|me pegaba un tiro)(?= |$)${besideWords("hoy|ya llego|me llego|llego la|no ha|paso|es domingo|es hoy|ya es|negacion|negaron|denial")}`,
  ]),
  ...rules("harm", "review-r66", [
    `(lo|la|los|las) (voy a estar|vamos a estar|estoy|voy a) (esperando|esperar)( \\w+){0,3} con (la|el|mi|una|un) (38|45|9|9mm|22|pistola|cuete|fusca|rifle|escopeta|arma|fierro|cuerno|cuchillo|machete|bate|escuadra)(?= |$)${notBeside(`${JAJA}|flores|regalo|pastel|cena|comida|abrazo|cerveza|cafe|carteles|cartel|letrero|globos|raite|ride|carro|troca|venado|caceria|campo de tiro`)}`,
  ]),
  // Ordinary words left alone: "esta noche le damos una pela a los de Cidra" of dominoes.
  ...rules("benign", "cayey-es-r75", [
    `(le|les) (damos|vamos a dar|dimos|dan|van a dar|doy|di) una (pela|paliza|limpia|revolcada|entrada)( a los de| a las de| a los| al equipo| a ese equipo)?(?= |$)${besideWords("domino|dominos|juego|partido|softball|baloncesto|basket|pelota|equipo|torneo|liga|bingo|billar|truco|barajas|cartas")}`,
  ]),
  // Round 67 (decision 941): round 76's sets once measured. The writer's own end: "si lees esto...
  // ya sabes donde esta la carta"; a funeral paid and "el viernes me voy"; thinking of not braking on
  // the curve; "ya no voy a estar despues del 15"; "ya tengo fecha" asked beside what a wife gets;
  // "ya escogio el dia"; pills kept "y ya me decidi"; "nomas falta subirme al tanque"; "ya me las
  // tome"; "el sabado es el dia"; a father gone with the shotgun and a note; the fireworks so nobody
  // hears; "ya me habre ido"; letting oneself fall at the quarry; everything ready "pa esta noche".
  ...rules("suicide", "eaglepass-es-r76", [
    `si (lees|estas leyendo|alguien lee|encuentras|encuentran|leen) (esto|este mensaje|esta carta|este texto|esta nota)( despues| mas tarde| manana)?(?= |$)${besideWords("carta|ya sabes donde|perdon\\w*|adios|los quiero|te quiero|cuiden|no me busquen|debajo del|colchon")}${notBeside(`${JAJA}|contrato|formulario|forma|reclamo|claim|correo|email|mensaje de voz|aplicacion`)}`,
    `(ya )?(pague|deje pagado|arregle|deje arreglado|compre) (mi|el) (funeral|entierro|velorio|lote|ataud|cajon|nicho)( \\w+){0,6}(?= |$)${besideWords("me voy|ya no|la vida|no me da nada|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|esta noche|manana|adios")}${notBeside(`${JAJA}|cancer|hospice|doctor|terminal|enfermedad|planificar|plan de|seguro de entierro|previsor|por si acaso|a futuro|pa cuando dios|cuando dios quiera|cuando me toque|cuando me llegue`)}`,
    `(pensando en|voy a|quiero|me dan ganas de|ganas de) no (frenar|meter el freno|pisar el freno|dar la vuelta|girar)(?= |$)${notBeside(`${JAJA}|frenos|mecanico|taller|freno de mano|alarma|clase|manejo|examen`)}`,
    `ya no (voy a|vo a|va a|van a) estar( aqui| aki| aca)? (despues del?|pa|para|en) (el )?(\\d+|navidad|ano nuevo|fin de mes|el viernes|el sabado|el domingo|el lunes|su cumpleanos|mi cumpleanos|thanksgiving|las fiestas)(?= |$)${notBeside(`${JAJA}|me mudo|se muda|mudanza|me cambio|se cambia|trabajo|chamba|deploy\\w*|viaje|vacaciones|de viaje|en el pais|en texas|fuera|base|entrenamiento|hospital|operacion|cirugia|turno|escuela|universidad`)}`,
    `(pregunto|lo pregunto|es) (pq|porque|por que|porq) ya tengo (la )?fecha(?= |$)`,
    `ya tengo (la )?fecha(?= |$)${besideWords("se muere|muera|me muera|esposa reciba|reciba el pago|seguro de vida|entierro|funeral|despues q uno|despues que uno")}${notBeside(`${JAJA}|cita|c p|examen|boda|cirugia|operacion|audiencia|mudanza|corte|quinceanera|graduacion|vuelo`)}`,
    `ya me decidi(?= |$)${besideWords("botes|pastillas|pastis|pistola|arma|cuete|oxy\\w*|guardad\\w*|soga|mecate|puente|que llamen|q llamen")}${notBeside(`${JAJA}|casa|carro|troca|escuela|trabajo|comprar|vender|prestamo|apelar|abogado|mudar\\w*`)}`,
    `(nomas|nada mas|solo|solamente|ya solo) (me )?(falta|faltaba) (subirme|tirarme|aventarme|brincar|jalar|tomarme|colgarme|hacerlo|darme el tiro|apretar)(?= |$)${notBeside(`${JAJA}|en linea|online|por internet|en la pagina|en persona|por telefono|por correo|la cita|el pago|firmar|firmarlo|mandarlo|enviarlo`)}`,
    `ya me (las|los) (tome|trague|eche)(?= |$)${besideWords("gracias a alguien|decirle|despedir\\w*|adios|perdon\\w*|todas|todos|el bote|la botella|nomas queria|solo queria")}${notBeside(`${JAJA}|vitaminas|como (me )?dijo|como dijeron|receta|en la manana|antes de comer|con comida|presion|doctor dijo`)}`,
    `(el|este|ese) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|\\d+) es el dia(?= |$)${besideWords("ya no hace falta|ya no voy|ya no la necesito|despedir\\w*|carta|pistola|pastillas|mental health|salud mental|cita de")}${notBeside(`${JAJA}|boda|fiesta|cumpleanos|mudanza|pago|deposito|cheque|cita de c p|examen|graduacion|quinceanera`)}`,
    `ya me despedi de todos( \\w+){0,6} (nomas|solo|nada mas) (falta|faltaba)(?= |$)`,
  ]),
  ...rules("hopeless", "eaglepass-es-r76", [
    // "mi ama se merece un hijo q no le de tantos problemas".
    `(se merece|merece|se merecen|merecen|se merecia|merecia) (un|una|otro|otra) (hijo|hija|esposo|esposa|papa|padre|mama|madre|marido|abuelo|abuela|hermano|hermana)( \\w+){0,2} (q|que) no (le|les|me|la|lo) (de|cause|haga|traiga)(?= |$)`,
  ]),
  ...rules("thirdPartyDanger", "eaglepass-es-r76", [
    `ya (escogio|escogi|eligio|decidio|tiene|escogieron) el dia(?= |$)${besideWords("pistolas|pistola|arma|armas|convencer|no lo vamos|despedir\\w*|pastillas|carta")}${notBeside(`${JAJA}|boda|cita|mudanza|viaje|retiro|jubila\\w*|fiesta|graduacion|operacion|cirugia`)}`,
    `se (fue|salio|largo)( de la casa)? con (la|su|el|una|un) (escopeta|pistola|rifle|arma|revolver|cuete|fusca|38|45|9mm)( \\w+){0,3}(?= |$)${besideWords("nota|perdon\\w*|carta|despidio|no contesta|que hago|q hago|no hay senal|adios")}${notBeside(`${JAJA}|(fue|se fue|salio|ir) (a|pa|para) (cazar|la caceria)|caceria|temporada|venado|campo de tiro|range|club|con sus amigos`)}`,
  ]),
  ...rules("lethality", "santurce-es-r76", [
    `(con los fuegos|los fuegos artificiales|con los cohetes|los cohetes|con la musica)( \\w+){0,3} nadie (oye|oiga|va a oir|oira|escucha|escuche|va a escuchar)( nada| el tiro| el disparo| el ruido)?(?= |$)`,
  ]),
  ...rules("suicide", "santurce-es-r76", [
    `ya me (habre|habra) ido(?= |$)${notBeside(`${JAJA}|mudanza|viaje|vuelo|trabajo|cuando llegues|para cuando llegues|pa cuando llegues|base|deploy\\w*|orlando|florida|estados unidos|pa fuera|hospital|cita`)}`,
    `(dejarme|me voy a dejar|voy a dejarme|me dejo) caer( con (el )?carro( y to(do)?)?)?(?= |$)${besideWords("cantera|puente|techo|edificio|azotea|precipicio|risco|barranco|carro|que se queden|ya esta")}${notBeside(`${JAJA}|cama|sofa|sillon|rendido|dormir|cansad\\w*|en la silla|hamaca`)}`,
    `ya tengo todo (preparado|listo|arreglado) (pa|para) (esta noche|hoy|manana|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)${besideWords("no quiero llamar|no voy a llamar|linea de crisis|solo queria saber|adios|perdon\\w*")}`,
  ]),
  // Round 67's second read: "ya no me van a ver mas, no es broma"; a father's date "puesta"; threats
  // "lo voy a silenciar", "no va a volver a abrir la boca", a husband with the machete and the
  // writer locked in with the children.
  ...rules("suicide", "review-r67", [
    `ya no me (van|vas|va) a ver (mas|nunca mas|nunca)(?= |$)${besideWords("no es broma|en serio|de verdad|adios|perdon\\w*|fin de mes|despues del?|manana|esta noche|pastillas|pistola")}${notBeside(`${JAJA}|me mudo|mudanza|me cambio|viaje|trabajo|deploy\\w*|base|otro estado|florida|texas|puerto rico|mexico`)}`,
  ]),
  ...rules("thirdPartyDanger", "review-r67", [
    `ya tiene (la )?fecha( puesta| escogida| decidida)?(?= |$)${besideWords("tranquilo|tranquila|me asuste|me asusto|miedo|pistola|arma|despidio|despidiendo|carta|regalo sus")}${notBeside(`${JAJA}|boda|cita|c p|examen|mudanza|viaje|retiro|jubila\\w*|fiesta|graduacion|operacion|cirugia|audiencia|corte`)}`,
  ]),
  ...rules("harm", "review-r67", [
    `(lo|la|los|las) voy a (silenciar|callar)( yo)?( a (el|ella|ellos|ellas))?(?= |$)${besideWords("de una vez|para siempre|pa siempre|machete|pistola|arma|cuchillo|cuete|fusca|bate|rifle|escopeta")}${notBeside(`${JAJA}|telefono|celular|alarma|grupo|chat|notificaciones|tele|radio|perro|mamila|chupon|bebe|nino|nina`)}`,
    `(no|nunca) (va|van) a volver a abrir la boca(?= |$)${notBeside(`${JAJA}|dentista|cirugia|operacion|muela|mandibula`)}`,
    `(esta|ta) en (la sala|la cocina|el cuarto|la casa|la puerta|el pasillo) con (el|un|la|una) (machete|cuchillo|pistola|arma|bate|navaja|revolver|cuete)( \\w+){0,3} (me encerre|estoy encerrada|estoy encerrado|me meti|estoy metida|estoy metido)(?= |$)`,
  ]),
  // Round 68: round 77's "si muero en un accidente de carro el va le paga igual a mis nenes? es q
  // tengo una idea y ya la tengo bien pensada".
  ...rules("suicide", "juanadiaz-es-r77", [
    `(tengo|traigo) una idea y ya la tengo (bien |muy )?(pensada|planeada|decidida)(?= |$)${besideWords("accidente|si muero|si me muero|nenes|hijos|paga|seguro|dic|vgli|entierro")}`,
  ]),
  ...rules("harm", "santurce-es-r76", [
    `(callarlo|callarla|callarlos|callarle|dormirlo|dormirla|quitarlo del medio|quitarla del medio) (pa|para) siempre(?= |$)`,
    `(el|ella|mi esposo|mi marido|mi ex|mi novio|mi hijo|mi papa|mi hermano) (esta|ta) (aqui|aca|afuera|en la puerta)( ahora| ahorita)?( \\w+){0,2} (tiene|con|trae) (el|un|la|una) (cuchillo|pistola|arma|machete|bate|navaja|revolver|cuete)(?= |$)${besideWords("miedo|me encerre|encerrada|encerrado|metida|metido|los ninos|ayuda|policia|borracho|amenaz\\w*|gritando|me quiere|nos quiere|911|violencia")}${notBeside(`${JAJA}|limpiando|practicando|patio|yarda|jardin|liga|juego|jugando|juega|jugar|de agua|juguete|cortando|trabajando|monte|zacate|arbol|ramas|lena|cocinando|carne`)}`,
    `(tiene|trae) (el|un|la|una) (cuchillo|pistola|arma|machete|bate|navaja|revolver|cuete)( \\w+){0,3} (estoy|me tengo|me meti|estoy metida|estoy metido|estoy encerrada|estoy encerrado|me encerre)( \\w+){0,3} (en el cuarto|en el bano|en la recamara|con los ninos|con el bebe)(?= |$)`,
  ]),
  // Round 69 (decision 941): round 78's sets once measured, where clear risk got only the line or
  // nothing: "ya me quiero ir" beside what the children get; "antes de hacerlo"; "ya se como lo voy
  // a hacer"; the top of a cliff; "pa esa fecha ya me fui"; a car running in the carport and dizzy;
  // bleeding "ya mismo se acaba"; "me toca a mi"; the place chosen and waiting for dark.
  ...rules("suicide", "humacao-es-r78", [
    `ya me quiero ir(?= |$)${besideWords("nenes|hijos|ninos|compensacion|si me muero|seguro|dic|vgli|sgli|beneficiario|entierro|cobra|tengan algo")}${notBeside(`${JAJA}|de (aqui|aca|la casa|este trabajo|la chamba|vacaciones|viaje|paseo)|pa (la casa|mi casa|puerto rico|la isla)|a (la casa|mi casa|dormir)|del trabajo|de la cita|mudar\\w*|retir\\w*`)}`,
    `antes de hacerlo(?= |$)${besideWords("burial|entierro|funeral|seguro|vgli|sgli|dic|beneficiario|dejarle (to|todo) claro|dejar (to|todo) claro|carta|despedir\\w*")}${notBeside(`${JAJA}|aplicar|llenar|la forma|el formulario|el claim|cita|examen|consult\\w*|pregunt\\w*|leer|firmar`)}`,
    `ya se como lo voy a hacer(?= |$)${besideWords("morir\\w*|muero|matarme|quitarme la vida|no quiero vivir|queriendo morir\\w*|suicid\\w*")}`,
    `(no lo|no los|no la|no las) voy a necesitar(?= |$)${besideWords("deje la medicina|deje las pastillas|deje los medicamentos|cancele|regale|despues de esta noche|pa cuando|ya me voy")}${notBeside(`${JAJA}|mude|mudo|mudanza|nuevo|otro plan|cambie de|compania|viaje|trabajo nuevo`)}`,
    `(pa|para) esa fecha (ya )?(yo )?(me fui|ya me fui|no estoy|ya no estoy|no voy a estar)(?= |$)${notBeside(`${JAJA}|viaje|vacaciones|mudanza|mude|trabajo|la isla|florida|nueva york|estados unidos|deploy\\w*|a ver a|visitar|cambiar la cita|de visita|mexico|chihuahua|texas|con mi (hija|hijo|familia|abuela|mama)`)}`,
    `despues de esta noche (no|ya no) (los|lo|la|las|me) (necesito|necesitan|hacen falta|van a hacer falta)(?= |$)`,
    `(yo )?ya me rendi(?= |$)${besideWords("necesitar pronto|lo va a necesitar|dic|seguro|vgli|entierro|esposa|nenes|hijos")}${notBeside(`${JAJA}|dieta|gym|gimnasio|cigarro|fumar|juego|partido|apelacion|appeal|claim|reclamo|papeleo`)}`,
    `(no voy a llegar|yo no llego|no llego) a esa fecha(?= |$)${besideWords("ya lo tengo|to listo|todo listo|decidido|muere|muero|me muero")}`,
    `ya (escogi|escoji) el dia y el como(?= |$)`,
    `(este|el) (sabado|domingo|lunes|martes|miercoles|jueves|viernes|fin de semana) me toca a mi(?= |$)${besideWords("su propia mano|se fue|se mato|se quito la vida|listo|lista|ya toy|ya estoy")}`,
    `(me )?voy (pa|para|a) la (playa|orilla|represa|laguna|montana|finca) a (tomarmelas|tomarmelos|tomarme las|tomarme los|tomarme (to|toas|todas|todos))(?= |$)`,
    `(si )?(me muero|muero|morirme|me mato|me voy) por mi propia mano(?= |$)`,
    `ya me voy a ir(?= |$)${besideWords("beneficiario|vgli|sgli|seguro|no quiero q le toque|no quiero que le toque|a nombre de")}${notBeside(`${JAJA}|de (aqui|aca|la casa|vacaciones|viaje)|pa (la casa|mi casa)|a (la casa|dormir|trabajar)|mudar\\w*`)}`,
  ]),
  ...rules("hopeless", "humacao-es-r78", [
    `a veces (lo|la|los|las) envidio(?= |$)${besideWords("ya descanso|ya descansa|descansa en paz|se fue|esta en paz|ya no sufre|murio|se mato|se quito la vida")}${notBeside(JAJA)}`,
  ]),
  ...rules("place", "humacao-es-r78", [
    `(estoy|toy|ando) (arriba|encima|en la orilla|al borde) del? (risco|acantilado|puente|techo|edificio|muelle|malecon)(?= |$)${notBeside(`${JAJA}|trabajando|arreglando|pintando|techando|foto|fotos|vista|atardecer|paseo|pescando|pesca`)}`,
    `(carro|troca|guagua|camioneta)( \\w+){0,3} (con el motor|motor) (prendido|prendio|encendido|andando|corriendo)( \\w+){0,6}(?= |$)${besideWords("marquesina|garaje|garage|cochera|ventanas cerradas|ventanas cerras|mareando|mareado|mareada|me estoy durmiendo|manguera")}${notBeside(`${JAJA}|aire acondicionado|calentando|esperando|fila|drive thru|mecanico|bateria|frio`)}`,
    `me estoy desangrando(?= |$)`,
  ]),
  ...rules("thirdPartyDanger", "humacao-es-r78", [
    `se (tira|va a tirar|aviento|avienta|va a aventar) del? (puente|\\w+ moscoso|risco|edificio|techo|acantilado|muelle)(?= |$)${notBeside(`${JAJA}|al agua pa nadar|clavado|clavados|nadar|piscina|playa|concurso`)}`,
  ]),
  ...rules("place", "greeley-es-r78", [
    `(ya )?(escogi|escoji|elegi|encontre) el lugar(?= |$)${besideWords("arbol|oscure(s|z)ca|oscure(s|z)er|de noche|rio|soga|mecate|nomas espero|cuerda|puente|pistola")}${notBeside(`${JAJA}|fiesta|boda|quince\\w*|cumple\\w*|picnic|carne asada|negocio|casa nueva|renta|apartamento|boda`)}`,
  ]),
  ...rules("harm", "humacao-es-r78", [
    `a alguien le va a tocar(?= |$)${besideWords("llevar algo|llevo algo|voy a llevar|ya tu sabe|ya tu sabes|si no me atienden|pistola|arma|cuete")}${notBeside(`${JAJA}|turno|rifa|premio|loteria`)}`,
  ]),
  ...rules("harm", "greeley-es-r78", [
    `ya se fue con (la|el|su) (pistola|escopeta|arma|cuete|rifle|machete|cuchillo|fierro)(?= |$)${besideWords("lo mata|la mata|matarlo|matarla|los mata|lo va a matar|le pega|les pega|esta noche|se las va a pagar|padrastro|ex")}`,
  ]),
  // Round 69's second read: heart pills stopped "pa que si ya no voy a seguir aqui"; a place by the
  // ditch, waiting for the sun to set; a son already out with the pistol.
  ...rules("suicide", "review-r69", [
    `(deje|deje de tomar|ya no me tomo|ya no tomo) (las|mis) (pastillas|medicinas|medicina|meds)( \\w+){0,3} (pa|para) (que|q) si ya no (voy a|vo a) (seguir|estar) aqui(?= |$)`,
  ]),
  ...rules("suicide", "review-r69", [
    `despues de (manana|esta noche|hoy|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)) (ya )?no (ocupo|necesito|voy a ocupar|voy a necesitar) (nada|nada de esto|esto|mis cosas)(?= |$)${besideWords("regalenlo|regalen|repartan|repartanlo|quedense con|que se lo queden|pa ustedes|para ustedes")}${notBeside(`${JAJA}|mudanza|me mudo|nos mudamos|me retiro|retiro|jubil\\w*|muletas|yeso|baston|silla de ruedas|uniforme|uniformes`)}`,
  ]),
  ...rules("place", "review-r69", [
    `ya tengo el lugar(?= |$)${besideWords("acequia|rio|arbol|puente|presa|represa|canal|vias|espero (que|q) (se meta el sol|oscure(s|z)ca|anoche(s|z)ca)|soga|mecate|pistola")}${notBeside(`${JAJA}|fiesta|boda|quince\\w*|cumple\\w*|picnic|carne asada|negocio|casa nueva|renta|apartamento|trabajo|chamba|pesca\\w*|caceria`)}`,
    `(nomas|nada mas|solo|namas)? ?espero (que|q) (se meta el sol|oscure(s|z)ca|anoche(s|z)ca|se haga de noche)(?= |$)${besideWords("acequia|rio|arbol|puente|presa|represa|canal|vias|lugar|soga|mecate|pistola|pastillas")}${notBeside(`${JAJA}|pesca\\w*|caceria|fogata|estrellas|cohetes|fiesta|luces`)}`,
  ]),
  ...rules("harm", "review-r69", [
    `ya se (fue|salio|llevo|largo) con (la|el|su) (pistola|escopeta|arma|cuete|rifle|machete|cuchillo|fierro)(?= |$)${besideWords("mata|matar\\w*|lo mata|la mata|se las va a pagar|me las paga|vato|ese|padrastro|ex")}${notBeside(`${JAJA}|caceria|cazar|venado|tiro al blanco|campo de tiro|range|limpiar`)}`,
  ]),
  // Round 70 (decision 941): round 79's sets once measured.
  ...rules("suicide", "sanbenito-es-r79", [
    `(se ahorca|se mata|se suicida|se pega un tiro|se da un tiro|se tira)( \\w+){0,6} (sgli|vgli|seguro|seguro de vida|dic)( \\w+){0,4} es (pa|para) mi(?= |$)`,
    `(ya me voy a ir|ya me voy)( \\w+){0,4} (quiero|quiere) dejar (eso|todo|to) arreglado(?= |$)`,
  ]),
  ...rules("suicide", "elyria-es-r79", [
    `ya (decidi|tome la decision|tome la desicion) (irme|de irme|matarme|acabar)(?= |$)${notBeside(`${JAJA}|de (aqui|aca|chicago|texas|la casa|este trabajo|la chamba)|con mi (hija|hijo|familia|esposa|esposo|mama)|a vivir|mud\\w*|retir\\w*|jubil\\w*|me voy (a|pa|para) `)}`,
    `(ya )?(no hay|no tengo) marcha atras(?= |$)${besideWords("irme|quiero irme|no como|dejar de comer|a proposito|morir|pastillas|soga|pistola")}`,
    `(ya les hable|ya le hable|ya llame)( \\w+){0,3} (no sirve|no sirvio)( \\w+){0,2} ya tome la decision(?= |$)`,
    `no voy a estar(?= |$)${besideWords("digan(le)? a mi|diganle|la moto es de el|la troca es de el|es de el|es pa el|mis cosas|no voy a ir a la cita")}${notBeside(`${JAJA}|trabajo|chamba|viaje|fuera|de viaje|en (la|el) (ciudad|pueblo|texas|mexico)|vacaciones|turno|hospital`)}`,
    `(tengo|traigo) la manguera( y el (tape|teip|cinta|ducto))?( \\w+){0,4} (espero|nomas espero|namas espero|solo espero) (q|que) oscure(s|z)ca(?= |$)`,
    `(dios me perdone|que dios me perdone|diosito perdoname)( \\w+){0,2} ya (mero|casi|merito)(?= |$)`,
  ]),
  ...rules("thirdPartyDanger", "elyria-es-r79", [
    `(el mismo|el solo|ella misma) se (ahorca|cuelga|mata|ahorcaria) con (la|una) (sabana|cobija|sabanas|correa|cinturon)(?= |$)`,
  ]),
  ...rules("suicide", "review-r70", [
    `ya no me echo (pa|para) atras(?= |$)${notBeside(`${JAJA}|negocio|casa|compra|boda|mudanza|apelacion|claim|reclamo|carrera|escuela`)}`,
    `no voy a llegar vivo a(?= |$)`,
  ]),
  ...rules("lethality", "sanbenito-es-r79", [
    `(hondo|profundo|muy hondo)( \\w+){0,2} no (para|paran|deja de sangrar|se para)(?= |$)`,
  ]),
  ...rules("harm", "sanbenito-es-r79", [
    `(esta|ta|estan|hay un hombre|hay una mujer) en mi (puerta|casa|patio|marquesina|ventana) con (una|un|la|el|su) (pistola|arma|cuchillo|machete|escopeta|rifle|navaja)(?= |$)${notBeside(`${JAJA}|cazar|caceria|vender|venta|limpiar|arreglar|policia|sheriff|guardia|cartero|jardinero|chapear|cortar (el|la) (zacate|grama|arbol)`)}`,
    `(echarle|echar|ponerle|poner|darle|meterle) veneno( de ratas| pa ratas| para ratas)? (al|a su|en su|en el|a la|en la) (cafe|comida|bebida|te|sopa|cerveza)(?= |$)`,
    `(le|les) (tiro|disparo|doy un tiro|meto un tiro) cuando (salga|llegue|venga|se asome|abra)(?= |$)`,
    `(ya )?tengo el plan y la (pistola|arma|escopeta|cuete|fusca)(?= |$)${besideWords("rater|buscar|buscarlo|facebook|vive en|lo encontre|encontre|no pa platicar|no para platicar")}`,
  ]),
  ...rules("harm", "elyria-es-r79", [
    `(manana|esta noche|hoy|ahorita) le (llevo|traigo|voy a llevar) (el|la|un|una) (cuchillo|machete|pistola|arma|navaja|bate|cuete)(?= |$)${notBeside(`${JAJA}|cocina|cortar|pastel|bizcocho|carne|jamon|pavo|lechon|regalo|afilar|arreglar`)}`,
    `(lo|la|los) (ahoga|ahogo|va a ahogar|voy a ahogar) con (la|una) almohada(?= |$)`,
  ]),
  // Round 71 (round 80's writers): pills counted; "el no sabe pq. yo si"; a date picked so the
  // fireworks cover the shot; the tub and the razor; the gun in the mouth "pa q alguien sepa";
  // "lo mismo q hizo Junior con la pistola"; no way back after the keys are left; a day chosen while
  // thinking how; "en una hora ya no estoy"; "lo proximo soy yo"; sleeping pills that settle
  // everything; "me quiero aventar" beside the place; a car running in a locked garage.
  ...rules("lethality", "mcallen-es-r80", [
    `(ya )?(conte|cuente) las (pastillas|pildoras|morfinas|oxis|pastis)( \\w+){0,3}(?= |$)${besideWords("suficientes|alcanzan|son bastantes|no despertar|ya no (quiero|kiero)")}${notBeside(`${JAJA}|farmacia|receta|refill|me faltan|me dieron menos|faltan|pharmacy`)}`,
    `(los|el) (cuetes|cohetes|fuegos artificiales|fuegos|truenos)( \\w+){0,2} (tapen|tape|cubran|cubra|disimulen|disimule) el (ruido|disparo|balazo|tiro|trueno)(?= |$)`,
    `(ya )?las (conte|tengo contadas)(?= |$)${besideWords("pastillas|pastilla|pildoras|morfinas?|oxis?|(no|ya no) (quiero|kiero) despertar|del dolor")}${notBeside(`${JAJA}|farmacia|receta|refill|me faltan|me dieron menos|faltan|incompletas?|pharmacy`)}`,
    `(pa|para) (q|que) nadie (oiga|oyga|escuche|oigan|escuchen)( el (disparo|balazo|tiro|ruido|trueno))?( con (los|el) (cuetes|cohetes|fuegos|ruido|truenos))?(?= |$)${besideWords("plan|pistola|arma|cuetes|cohetes|4 de julio|ano nuevo|disparo|tiro")}${notBeside(`${JAJA}|fiesta|musica|karaoke|secreto|sorpresa|regalo|perro|perros|bebe|nino|ninos`)}`,
    `(voy a|quiero|pienso) hacer lo mismo (q|que) (hizo|hicieron)( \\w+){0,8} con (la|el|una|un) (pistola|arma|soga|pastillas|rifle|escopeta|revolver|cuete|fusca)(?= |$)`,
    `(estoy|sigo|ando|toy) sangrando( \\w+){0,3} (y )?no (para|se para|deja de sangrar|paro|se detiene)(?= |$)${besideWords("me corto|me corte|me cortaba|cortado|cortada|munecas?|brazos?|navaja|rastrillo|cuchilla|sola|solo")}`,
    `(en|dentro de) la (tina|banera)( \\w+){0,3} con (el|la|una|un) (rastrillo|navaja|cuchilla|gillette|razor|cuchillo|hoja)(?= |$)`,
    `(la|el) tengo en la boca( ahorita| ahora| ya)?(?= |$)${besideWords("alguien sepa|nomas escribo|namas escribo|solo escribo|adios|pistola|canon|arma|cuete|fusca|perdon")}${notBeside(`comida|chicle|dulce|menta|sabor|muela|diente|dentista|frenos|lengua|termometro|pipa|cigarro|puro`)}`,
    `(se va|me voy|va|voy) a tomar (todas las (morfinas|pastillas|pildoras|oxis|pastis|de dormir)|toda la (morfina|insulina|oxi|botella de pastillas))( \\w+){0,4} (esta noche|hoy|hoy en la noche|ahorita|ahora|al rato)(?= |$)`,
    `con las (de|pastillas de|pastis de|pildoras de) dormir( \\w+){0,2} se (resuelve|acaba|termina|arregla) (todo|to)(?= |$)`,
    `(el )?(carro|troca|motor|guagua|camioneta) (esta|sigue|ta) prendid[oa]( \\w+){0,8} (no contesta|no abre|seguro por dentro|cerrad[oa]|cerra)(?= |$)${besideWords("garage|garaje|marquesina|puerta|no sale|no contesta")}`,
  ]),
  ...rules("suicide", "guayama-es-r80", [
    `(el|ella|ellos|nadie) no sabe(n)? (pq|porque|por que|por q|xq)( \\w+){0,2} yo si(?= |$)${besideWords("dejo|le dejo|regalo|le regale|le di|mis perros|mi troca|mi camioneta|mis cosas")}`,
    `ya no hay vuelta (atras|pa atras|para atras)(?= |$)${besideWords("deje|le deje|regale|llaves|perro|carta|adios|cuiden|reparti")}${notBeside(`${JAJA}|firme|contrato|vendida|mudanza|divorcio|renuncia|boda|tatuaje`)}`,
    `(en|dentro de) (una|1|media|dos|2|un) (horas?|rato|ratito) ya no (estoy|estare|voy a estar)(?= |$)(?! (en|aqui en|disponible|conectad\\w*|en linea|online))${notBeside(`${JAJA}|vuelo|viaje|turno|salgo|oficina|trabajo`)}`,
    `lo (proximo|siguiente) soy yo(?= |$)${besideWords("vendi|reparti|regale|deje|chavos|carro|troca|mis cosas")}`,
    `(a|para|pa) (los|las|todos los|todas las) (q|que) me (quisieron|quieren|amaron|aman|quisieron bien)( \\w+){0,2} gracias(?= |$)${besideWords("me voy|esta noche|adios|hasta aqui|ya esta|se acabo")}`,
  ]),
  ...rules("place", "guayama-es-r80", [
    `(ya )?(escogi|elegi|escoji|decidi) (el|la) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|dia|fecha|\\d+)(?= |$)${besideWords("como hacerlo|hacerlo|pensando en como|pensando como|nadie|se va pa|se va para|sin dormir|cuetes|cohetes")}${notBeside(`${JAJA}|cita|boda|fiesta|mudanza|viaje|vuelo|cumpleanos|examen`)}`,
    `(me quiero|me voy a|voy a|quiero) (aventar|tirar|lanzar)(?= |$)${besideWords("ya me estacione|me estacione|puente|alto|edificio|techo|precipicio|barranco|risco|presa")}${notBeside(`${JAJA}|piscina|alberca|rio a nadar|paracaidas|bungee|clavado`)}`,
  ]),
  ...rules("thirdPartyDanger", "guayama-es-r80", [
    `(le )?(pidio|pedi|pide) perdon a dios( \\w+){0,3} (ya se va|se va a ir|que ya se va|q ya se va)(?= |$)`,
    `se (pega|va a pegar|mete|va a meter|da|va a dar) un (tiro|balazo|plomazo)( \\w+){0,12} (no lo encuentro|no la encuentro|no contesta|no aparece|no lo hallo|no la hallo)(?= |$)`,
  ]),
  // Threats round 80 read as possible risk or as the writer's own crisis: harm thought of against
  // one's own children; "se acaba to" with the ex and her boyfriend; "lo voy a rajar"; those who
  // denied the case one by one; blood promised at the clinic; a shotgun cleaned and a man waited
  // for; a gun put in the writer's face; a man with a revolver in the waiting room while the writer hides.
  ...rules("harm", "guayama-es-r80", [
    `((hacerle|hacerles|hacer) dano|lastimar|lastimarlos) a mis (hijos|hijas|nenes|nenas|ninos|chamacos|plebes|morros|bebes|kids|nietos)(?= |$)`,
    `se acaba (to|todo)( \\w+){0,2} con (ella|el|ellos)( y con (el|la) (novio|novia|esposo|esposa|marido|amante|jevo|jeva))?(?= |$)${besideWords("orden de proteccion|esta noche|voy pa su casa|voy para su casa|su casa")}`,
    `(voy|vamos) (pa|para|a) su casa y (termino|acabo|me encargo|arreglo) con (ella|el|ellos)(?= |$)${besideWords("no va a disfrutar|orden de proteccion|me quito|me las paga|pagar|esa mujer|ese tipo")}`,
    `(lo|la|los|las) voy a rajar(?= |$)${notBeside(`${JAJA}|examen|prueba|clase|curso|guitarra|lena|tronco|madera|sandia|melon|coco|pan|pastel`)}`,
    `(van a ir cayendo|van a caer|los voy a ir tumbando|van cayendo) uno (tras|por|x) otro(?= |$)`,
    `(voy a|los voy a|las voy a) (coger|agarrar|buscar|cazar|encontrar)( a (los|las|todos los|todas las) (q|que) me \\w+( \\w+){0,2})? uno (por|x) uno(?= |$)`,
    `va a (haber|correr) sangre(?= |$)${notBeside(`${JAJA}|laboratorio|lab|labs|analisis|examen de sangre|donar|donacion|sacar sangre|muestra|prueba|tatuaje|pelicula|novela`)}`,
    `(hoy|esta noche|manana) se acaba el abuso(?= |$)${besideWords("escopeta|pistola|arma|rifle|lo espero|la espero|machete|cuchillo")}`,
    `me (puso|acaba de poner|pone|esta poniendo|apunto|apunta|esta apuntando|tiene) (la|una|el|un|su) (pistola|arma|cuchillo|revolver|rifle|escopeta|navaja|machete) (en la cara|en la cabeza|en el pecho|en el cuello|en la frente)(?= |$)${notBeside(`${JAJA}|sueno|pesadilla|pelicula|juego|agua|juguete|hace (anos|tiempo)|en 19\\d\\d|en 20[01]\\d|irak|iraq|afganistan`)}`,
    `(estoy|estamos|toy) (escondid[oa]s?|escondi[oa]|escondio)( en (el|la|un|una) \\w+)?(?= |$)${besideWords("gritando|disparando|tiros|balazos|ensenando (un|una|el|la|su) (revolver|pistola|arma|cuchillo|machete)")}${notBeside("se va a (matar|cortar)|me quiero|matarme|cortarme|suicid\\w*|quitarse la vida|se acaba todo")}`,
  ]),
  // Round 71: possible risk round 80 left with nothing: "me pregunto si dolerá" said alone; "al final
  // uno termina… en una caja"; "si no vuelvo a escribir, fue un placer".
  ...rules("hopeless", "guayama-es-r80", [
    `^((y|pero|bueno|a veces|ya) )?me pregunto si (dolera|va a doler|duele mucho)$`,
    `(uno|todos|todo el mundo|yo) (termina|terminamos|acaba|acabamos|termino|acabo)( \\w+){0,8} en una caja(?= |$)${notBeside(`${JAJA}|mudanza|paquete|envio|amazon|correo|zapatos|carton`)}`,
  ]),
  ...rules("farewell", "guayama-es-r80", [
    `si no (vuelvo|regreso) a (escribir|hablar|aparecer|escribirte|escribirle)( \\w+){0,3} fue un (placer|honor|gusto)(?= |$)`,
  ]),
  // Round 72 (round 81's writers): 30 blood-pressure pills at once "es pa mi"; under a trailer so it
  // looks like an accident and the kids collect the insurance; the day the wife goes to work; the
  // whole bottle of oxycodone "rapido y hoy"; the place chosen and only the letter left; dialysis
  // stopped on purpose; "no pienso llegar a navidad"; two months of pills saved "pa el viernes"; up on
  // the bridge; not eating until dying; the children blessed asleep, then out to the river.
  ...rules("lethality", "sanjuan-es-r81", [
    `(si )?(uno|me|yo) (se )?(toma|tomo|trago|tomara|tragara|traga) (\\d{2,}|todas las|el pote( entero)? de|un pote de|la botella de|el frasco de)( \\w+){0,2} (pastillas|pildoras|oxis|pastis|oxycodona|oxicodona|morfinas?)( \\w+){0,6}(?= |$)${besideWords("es pa mi|es para mi|cuanto tiempo tarda|rapido|de un jalon|me muero|morirme|hoy|sufro")}${notBeside(`${JAJA}|receta|refill|farmacia|doctor me (dijo|receto)|al dia|diari\\w*|cada (dia|noche|manana)`)}`,
    `(meterme|aventarme|tirarme|echarme) (abajo de|debajo de|enfrente de|frente a|contra) (un|una|el|la) (trailer|traila|troca|camion|tren|carro|muro|poste)(?= |$)`,
    `(pareceria|parezca|que parezca|pa que parezca|para que parezca|se vea como) (un )?accidente(?= |$)${besideWords("seguro|cobren|cobran|beneficios|trailer|puente|troca")}`,
    `(ya )?(junte|he juntado|tengo juntad[oa]s?|llevo juntando) (como )?(\\w+ )?(meses|semanas|dias) de (pastillas|pildoras|medicina)(?= |$)${notBeside(`${JAJA}|correo|mail|me las manda|receta|refill|farmacia|es normal|normal|vencid\\w*|caducad\\w*`)}`,
    `(dejar de ir|no voy a ir|ya no voy) a (dialisis|la dialisis|quimio|mis tratamientos)( \\w+){0,2} (pa|para) (morirme|que se acabe|acabar)(?= |$)`,
    `no (voy a comer|como) hasta (morirme|que me muera)(?= |$)`,
  ]),
  ...rules("place", "laredo2-es-r81", [
    `(el|este) (lunes|martes|miercoles|jueves|viernes|sabado|domingo) cuando (mi esposa|mi esposo|mi vieja|mi viejo|ella|el|los ninos|mi mama) se (vaya|vayan|salga|salgan)( \\w+){0,3} lo hago(?= |$)${notBeside(`${JAJA}|papeleo|claim|reclamo|tramite|formulario|forma|tarea|quehacer|limpieza|mudanza|cita|llamada|pago`)}`,
    `ya se donde lo voy a hacer(?= |$)`,
    `(lo unico|lo unico que|lo que|nomas|namas|solo|ya nomas) me falta (es )?(escribir |dejar |hacer )?la carta(?= |$)`,
    `no (pienso|voy a|creo) llegar a (navidad|ano nuevo|mi cumpleanos|el domingo|la semana que viene|fin de mes)(?= |$)${besideWords("bandera|funeral|entierro|dejar|mis hijos|pedida")}`,
    `(si )?(me avento|me tiro|brinco) (del|de la) (puente|presa|edificio)( \\w+){0,4}(?= |$)${besideWords("ya estoy aqui|ya estoy arriba|aqui arriba|sera rapido|rapido")}`,
    `(ya )?bendije a mis (hijos|hijas|nietos|ninos)( \\w+){0,10} (me salgo|me voy|salgo)( \\w+){0,2} (pal|para el|al) (rio|puente|monte|desierto)(?= |$)`,
    `(es|son) (pa|para) el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?= |$)${besideWords("pastillas|no es para tomarlas|junte|ya junte")}`,
  ]),
  ...rules("harm", "laredo2-es-r81", [
    `(yo )?se buscar direcciones(?= |$)${besideWords("rater|nego|desgraciado|lo voy a ir a buscar|ya vera")}`,
    `(lo|la) voy a ir a buscar(?= |$)${besideWords("rater|nego|desgraciado|ya vera|direccion|direcciones|se donde vive")}${notBeside(`${JAJA}|aeropuerto|escuela|trabajo|doctor|cita|hospital|pa comer|al rato`)}`,
    `(voy a llevar|llevo|me llevo) (el|la|mi) (ar|cuerno|pistola|rifle|escopeta|arma|cuete)( \\w+){0,3} (y )?(que )?me (atiendan|escuchen|hagan caso) a la fuerza(?= |$)`,
  ]),
  ...rules("suicide", "laredo2-es-r81", [`si (me muero|muero|me mato) (de|por) (una )?(sobredosis|overdose)(?= |$)`]),
  ...rules("hopeless", "sanjuan-es-r81", [
    `(pasando|estoy pasando|ando pasando|paso) por un momento (bien |muy |super )?(malo|dificil|feo|duro|oscuro)(?= |$)${notBeside(`${JAJA}|economico|de chavos|de dinero|con el carro|en el trabajo`)}`,
  ]),
  ...rules("lethality", "review-r72", [
    `(me voy a tomar|me tomo|tomarme|me voy a meter) (el pote|la botella|el frasco|el bote)( entero| completo)? de \\w+( \\w+){0,3} (hoy|esta noche|ahorita|ahora|al rato)(?= |$)`,
  ]),
  ...rules("place", "review-r72", [
    `a meterme (en el mar|al mar|en el rio|al rio|en el lago|al lago)(?= |$)${besideWords("bendicion|bendije|dormidos|adios|carta|perdon|nenes|ninos")}`,
  ]),
  ...rules("hopeless", "review-r72", [
    `la (estoy|ando|toy) pasando (bien |muy |super )?(mal|feo|dificil|duro|de la patada)(?= |$)${notBeside(`${JAJA}|economic\\w*|de chavos|de dinero|con el carro|calor|frio`)}`,
  ]),
  // Round 74 (round 82's writers, read in full, and round 83's): "despues del lunes ya no estoy"; the
  // funeral clothes picked and "me falta el valor na mas"; what the wife collects "cuando yo lo haga";
  // a husband who "lo va a hacer pa q yo cobre mas"; threats: "merece un balazo", "no va a salir
  // naiden vivo", a bat to someone's head, "se le acaba todo" at a known hour, arriving with the
  // machete, a wife and sons taken "conmigo".
  ...rules("place", "vegabaja-es-r83", [
    `despues del? (lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin de semana|fin de mes|mes|dia \\d+) (ya )?no (estoy|voy a estar|estare|toy|sigo|existo)(?= |$)${notBeside(`${JAJA}|vacaciones|viaje|mudanza|me mudo|me voy pa|trabajo|turno|oficina`)}`,
    `(me )?falta (el |la )?(valor|valentia|coraje|valor nomas)( na mas| nomas| nada mas| namas| no mas)?(?= |$)${besideWords("funeral|nicho|cementerio|ropa escogida|la caja|el ataud|viernes|sabado|domingo|lunes|esta noche|pastillas|soga|puente|pistola")}${notBeside(`${JAJA}|hablar|decirle|pedirle|entrevista|examen|manejar|boda`)}`,
  ]),
  ...rules("intent", "wheights-es-r83", [
    `cuando (yo )?lo haga(?= |$)${besideWords("cobrar|cobra|cobre|muere|muera|me muero|esposa|la jeva|mi mujer|sin na|sin nada|los muchachos|los nenes")}${notBeside(`${JAJA}|formulario|claim|papeles|papeleo|aplicacion|apelacion|solicitud|526\\w*|la cita|online`)}`,
  ]),
  ...rules("thirdPartyDanger", "vegabaja-es-r83", [
    `(dice|dijo|me dijo) (q|que) lo va a hacer (pa|para) (q|que) (yo )?(cobre|cobremos|cobren|reciba|tenga mas|no tenga que cuidarlo)(?= |$)`,
  ]),
  ...rules("harm", "santafe2-es-r82", [
    `(merece|se merece|merecen|se merecen) (un balazo|un tiro|un plomazo|una bala|unos balazos|morir|que lo maten|que la maten)(?= |$)${besideWords("vive|onde vive|donde vive|se donde|yo se|lo busque|la busque|direccion")}`,
    `no (va|van) a salir (nadie|naiden|naide|ninguno|ni uno) vivo(?= |$)${notBeside(`${JAJA}|pelicula|serie|juego|videojuego`)}`,
  ]),
  ...rules("harm", "hartford2-es-r82", [
    `(se lo|se la|le) (voy a|vo a) (romper|partir|abrir) (en )?la cabeza(?= |$)${besideWords("bate|palo|tubo|machete|pistola|ya voy|voy pa|voy para|en el carro")}${notBeside(`${JAJA}|coco|pinata|hielo`)}`,
  ]),
  ...rules("harm", "wheights-es-r83", [
    `(llego|voy a llegar|caigo|voy a caer|me aparezco) con el (machete|cuchillo|arma|fierro|pistola|cuete|rifle|bate)(?= |$)${notBeside(`${JAJA}|a cortar|pa cortar|para cortar|monte|yerba|hierba|patio|finca|cocina|coco|cocos|cana|pastel|bizcocho|cake|torta|lechon|carne|pan|sandia|parto|lo parto`)}`,
    `(me )?(voy a|los voy a|las voy a) llevar (a mi esposa|a mi mujer|a mis hijos|a los muchachos|a los nenes|a mi familia|a mis nenes|a la jeva)( y a (los muchachos|mis hijos|los nenes|la nena))? conmigo(?= |$)${besideWords("sufriendo|solos|no los voy a dejar|no las voy a dejar|pistola|arma|esta noche")}`,
  ]),
  // Round 74 (round 82 and 83's Spanish writers): a pot of pills taken; a son who "no va a regresar
  // vivo pq el mismo se encarga"; "hoy no me salgo" after the river; food and water stopped "a
  // proposito"; the last knot, hanging in the basement; "no me van a parar esta vez"; a gun bought
  // "y se acabo"; a letter torn up, "mañana cuando se vaya pal trabajo lo hago"; "lo tengo decidio"
  // and "ta todo planeao" beside what the family collects; "no es pa dormir" of pills counted; a
  // plan and an appointment cancelled; cutting "bien hondo"; "me voy yo con las pastillas"; "me voy
  // yo tambien" after a wife's mass; insulin stopped "hasta que me muera"; seroquel saved "ya tengo
  // suficiente"; a leg out over a ninth-floor balcony.
  ...rules("lethality", "wheights-es-r83", [
    `me (tome|trague) (un pote|un frasco|una botella|todo el pote|todo el frasco|todas las|toas las|el pote|el frasco) de (pastillas|pildoras|tabletas|medicinas|\\w+s)(?= |$)${notBeside(`${JAJA}|vitaminas|agua|jugo|cerveza|cervezas|ron|cafe|refresco`)}`,
    `(hoy|esta vez|ahora) no me salgo(?= |$)${besideWords("rio|mar|lago|agua|puente|me meti|anoche")}`,
    `(deje|he dejado|ya deje) de (comer|tomar agua|beber agua)( y de (comer|tomar agua|beber agua))? a proposito(?= |$)`,
    `(esta|ya esta) (colgado|colgada|amarrado|amarrada) en el (sotano|garaje|cuarto|closet|balcon|arbol|palo|techo|bano)(?= |$)${besideWords("nudo|nudos|soga|cuerda|el ultimo|ya hice")}`,
    `no es (pa|para) dormir(?= |$)${besideWords("cuantas|cuantos|demasiadas|demasiados|pastillas|trazodon\\w*|seroquel|ambien|pildoras")}`,
    `me voy a cortar( otra vez| de nuevo)?( \\w+){0,4} (bien hondo|mas hondo|profundo|bien profundo|hasta el hueso)(?= |$)`,
    `me voy yo con (las|unas|todas las|mis|sus) (pastillas|pildoras|medicinas|tabletas)(?= |$)`,
    `(guardando|juntando|ahorrando|acumulando) (el|la|las|los|mis|sus) \\w+( \\w+){0,4} (ya tengo suficiente|ya tengo bastante|ya son suficientes)(?= |$)`,
    `(una pierna|un pie|las piernas|los pies) (pa|para|por) (fuera|afuera)(?= |$)${besideWords("balcon|baranda|piso|puente|techo|azotea|ventana")}`,
  ]),
  ...rules("intent", "wheights-es-r83", [
    `no me (van a|vas a|va a) (parar|detener|frenar|aguantar) (esta vez|ahora|otra vez)(?= |$)${notBeside(`${JAJA}|dieta|gym|gimnasio|estudi\\w*|trabajo|negocio|claim|apelacion`)}`,
    `(comprar|compro|a comprar|buscar) (el|un|una|la) (arma|pistola|rifle|escopeta|revolver)( \\w+){0,2} y se acabo(?= |$)`,
    `(cuando se vaya|cuando salga|cuando se duerma|cuando se vayan|cuando salgan|cuando se duerman)( \\w+){0,3} lo hago(?= |$)${besideWords("carta|nota|la rompio|otra|pastillas|soga|pistola|arma|adios")}`,
    `(ya )?esta todo (planeado|listo|decidido|decidio) (pa|para) (este|el) (fin de semana|viernes|sabado|domingo|lunes|martes|miercoles|jueves)(?= |$)${besideWords("me muera|me muero|se muere|el cheque|recoge|cobra|cobrar|seguro|dic|entierro")}`,
    `hasta que me muera(?= |$)${besideWords("deje de|ya no me pongo|no las voy a volver|no la voy a volver|no voy a tomar|insulina|pastillas del corazon|dialisis|medicinas")}${notBeside(`${JAJA}|te voy a querer|te amo|amor|juntos`)}`,
    `me voy yo tambien(?= |$)${besideWords("misa|cabo de ano|mi esposa|mi esposo|su muerte|el cielo|rece por mi alma|por mi alma")}${notBeside(`${JAJA}|al baile|a la fiesta|de viaje|pa la casa|al mall|a la playa`)}`,
  ]),
  // A decision said beside what the family collects, a plan beside an appointment cancelled: the
  // writer's own death, as the words of suicide are.
  ...rules("suicide", "wheights-es-r83", [
    `(ya )?(yo )?lo tengo (decidio|decidido|planeado|pensado)(?= |$)${besideWords("se muere|me muero|me muera|cuanto le toca|cuanto cobra|la esposa|los muchachos|el cheque|seguro de vida|dic")}`,
    `(ya )?(yo )?tengo un plan( \\w+){0,6} (cancelen|cancela|cancelar) (la|mi) cita(?= |$)`,
  ]),
  ...rules("thirdPartyDanger", "vegabaja-es-r83", [
    `no (va a|vaya a|piensa) (regresar|volver|llegar) vivo(?= |$)${besideWords("el mismo|el solo|se encarga|se mata|se va a matar|se quita la vida")}`,
  ]),
  // Round 74's second read (review-r73): "ya pasando el domingo no me van a volver a ver"; not eating
  // or drinking water on purpose; an appointment cancelled "porq ya tengo mi plan"; a gun bought with
  // the check "y hasta ahi llegue"; "mañana nomas se va ella pal jale y lo hago"; "nomas me hace falta
  // agarrar valor" beside the clothes to be buried in; "el lunes a primera hora se le acaba".
  ...rules("place", "review-r73", [
    `(pasando|despues de|despues del|pasado) (el )?(lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin de semana|fin de mes)( ya)? no me (van a|vas a|va a) (volver a ver|ver mas|ver nunca)(?= |$)${notBeside(`${JAJA}|me mudo|mudanza|me voy pa|me voy a vivir|viaje|trabajo nuevo|vacaciones`)}`,
    `(nomas |solo |na mas |nada mas )?(me hace falta|me falta) (agarrar|juntar|tener|sacar) (el |la )?(valor|valentia|coraje|huevos)(?= |$)${besideWords("enterrar|entierro|funeral|ropa|nicho|pastillas|soga|puente|pistola|carta")}${notBeside(`${JAJA}|hablar|decirle|pedirle|entrevista|examen|manejar|boda`)}`,
  ]),
  ...rules("lethality", "review-r73", [
    `(ya )?no (como|estoy comiendo|he comido) ni (tomo|bebo|he tomado) (agua|nada)( \\w+){0,2} a proposito(?= |$)`,
  ]),
  ...rules("suicide", "review-r73", [
    `(cancele|cancelen|cancela|cancelo|cancelar)( \\w+){0,6} (porque|porq|pq|xq|que|q)( ya)? (tengo|tengo ya) (mi|un) plan(?= |$)`,
    `(con ese cheque |con ese dinero |con eso )?(compro|comprar|me compro) (el|un|una|la) (arma|pistola|rifle|escopeta|revolver)( \\w+){0,2} y (se acabo|hasta ahi (llegue|llego|llegamos))(?= |$)`,
  ]),
  ...rules("intent", "review-r73", [
    `(se va|se vaya|sale|salga|se duerma) (ella|el|mi \\w+)? ?(pal|pa el|al|para el|a la|pa la) (jale|trabajo|chamba|escuela|iglesia)( \\w+){0,2} y lo hago(?= |$)${besideWords("nota|carta|rompi|la rompi|pastillas|soga|pistola|arma|adios|manana|mañana")}`,
  ]),
  ...rules("harm", "review-r73", [
    `me (llevo|voy a llevar) (a mi mujer|a mi esposa|a mis hijos|a los nenes|a los muchachos|a mi familia|a mis nenes)( y a (los nenes|mis hijos|los muchachos|la nena|las nenas))?(?= |$)${besideWords("de este mundo|me voy de este mundo|conmigo|sufriendo|pistola|arma")}${notBeside(`${JAJA}|de viaje|de vacaciones|a la playa|pa la playa|al parque|a la iglesia|a misa|a comer|a la cita|al doctor|al medico|a puerto rico|a santo domingo|al mall`)}`,
    `(el|este) (lunes|martes|miercoles|jueves|viernes|sabado|domingo)( a las \\d+| a primera hora| temprano| en la manana)? se (le|les) acaba( todo| la vida)?(?= |$)${besideWords("horario|se donde|me se|yo se|sale|llega|vive|supervisor|supervisora")}`,
  ]),
  // Round 75 (round 84's writers): "es pa mi funeral. ya casi"; a grandson who texts he is going to
  // his dead grandfather; a son who "dice que la semana que viene se va" beside the DIC; threats: a
  // son who will "darle un tiro esta semana", "le va a tocar a todos" beside weapons, "hoy se acaba
  // todo para los dos", "se va a morir esta noche" of a man whose house is known, guns taken to the
  // base "por lo que le hicieron", a neighbour held at gunpoint, a knife drawn on the writer, an ex
  // coming "pa aca a matarme", "que se atengan todos", "va a amanecer muerto", bullets "pa todos".
  // Money given for one's own funeral "ya casi": a decision, whatever frame the words around it make.
  ...rules("lethality", "southgate-es-r84", [
    `(es|era) (pa|para) mi (funeral|entierro|velorio|cremacion)(?= |$)${besideWords("ya casi|vendi|le di|pisto|dinero|pronto|ya merito")}${notBeside(`${JAJA}|seguro funerario|plan funerario|prepagado|pre pagado|cuando me toque|algun dia`)}`,
  ]),
  ...rules("thirdPartyDanger", "moca-es-r84", [
    `(voy|me voy|se va|va) (pa|para|pal) (donde|onde) (el|ella|ellos|ellas)( esta| estan)?(?= |$)${besideWords("murio|fallecio|muerto|difunto|en paz descanse|no lo encuentra|no la encuentra|no contesta|se fue al cielo")}`,
    `(dice|dijo)( que| q) (la semana que viene|la semana q viene|el lunes|el martes|el miercoles|el jueves|el viernes|el sabado|el domingo|manana|esta noche|pronto) se va(?= |$)(?! (pa|para|a|al|de|con|en)( |$))${besideWords("muerte|dic|cobre|cobrar|muera|se muere|seguro de vida|entierro")}`,
  ]),
  ...rules("harm", "moca-es-r84", [
    `(?<!(me|te|nos) )(va a|voy a|van a|vamos a|dice que va a|dice q va a) (ir a )?(darle|meterle|pegarle|sonarle) (un|unos|dos) (tiro|tiros|balazo|balazos|plomazo|plomazos)(?= |$)${notBeside(`${JAJA}|al claim|a la aplicacion|al formulario|a la solicitud|al examen|una oportunidad|un chance`)}`,
    `(le|les) va a tocar a (todos|todo el mundo|toditos)(?= |$)${besideWords("armas|arma|pistola|rifle|balas|acceso a las armas")}`,
    `(hoy|esta noche|ahora) se (acaba|termina) todo (para|pa) (los dos|todos|ambos|nosotros)(?= |$)`,
    `se va a morir (esta noche|hoy|manana|el lunes|el martes|el miercoles|el jueves|el viernes|el sabado|el domingo)(?= |$)${besideWords("sabe donde vive|se donde vive|se llevo el rifle|se llevo la pistola|pistola|rifle|arma|balas")}`,
    `(va a|voy a|van a) llevar (armas|el arma|la pistola|el rifle|las armas|un arma) a la (base|clinica|oficina|escuela|trabajo|formacion)(?= |$)${besideWords("por lo que|le hicieron|me hicieron|lunes|martes|miercoles|jueves|viernes|manana|van a ver")}`,
    `(tiene|tengo|tienen) (al|a la|a mi|a su|a los|a las) \\w+ encanonad[oa]s?(?= |$)`,
    `me (saco|sacaron|saca|apunto|apuntaron|apunta) (una|un|la|el|su) (navaja|cuchillo|pistola|arma|fusca|machete|cuete)(?= |$)${notBeside(`${JAJA}|pelicula|serie|juego|sueno|pesadilla|hace \\w+ anos|en el 19\\d\\d|en el 20[01]\\d|irak|iraq|afganistan`)}`,
    `(viene|vienen|va a venir|van a venir) (pa aca|para aca|pa aqui|para aqui|a la casa|pa la casa) a (matarme|matarnos|matarla|matarlo)(?= |$)`,
    `(que|q) se atengan( todos| todas| los que esten ahi| los q esten ahi)?(?= |$)(?! a )${besideWords("clinica|oficina|va|regional|rater|me den|decision")}`,
    `va a amanecer muert[oa](?= |$)${notBeside(`${JAJA}|cansad[oa]|de cansancio|de sueno|el celular|la bateria|el telefono|la planta`)}`,
    `(balas|municiones|plomo) (pa|para) (todos|todo el mundo|todos los|todas las)(?= |$)`,
  ]),
  // Round 75 (round 84's clear risk given only the line): someone who "piensa matarse", "se pega un
  // tiro" or "se ahorca" if something happens; "por su propia mano" beside "va a ser pronto"; "lo
  // mismo que hizo" a comrade who killed himself; a son who will "hacer que por lo menos cobremos
  // algo"; "me voy a quitar la vida" at a comrade's grave; chemicals enough "pa acabar con esto".
  ...rules("thirdPartyDanger", "moca-es-r84", [
    `(?<!(^| )(no|nunca|jamas|ni) )(piensa|quiere|va a|dice que va a|dijo que va a|dice q va a|dijo q va a|amenaza con|amenazo con|habla de) (matarse|suicidarse|quitarse la vida|pegarse un tiro|darse un tiro|ahorcarse|colgarse|tirarse del puente)(?= |$)${notBeside(`${JAJA}|trabajando|estudiando|de risa|hace \\w+ anos|en el 19\\d\\d|en el 20[01]\\d|antes|cuando era`)}`,
    `se (pega|va a pegar|mete|va a meter|da|va a dar|dispara|va a disparar) un (tiro|balazo|plomazo)(?= |$)${besideWords("dijo|dice|me dijo|amenaza|si le|si no|ese mismo dia|hoy|manana|esta noche")}${notBeside(`${JAJA}|pelicula|serie|novela|hace \\w+ anos|en el 19\\d\\d|en el 20[01]\\d|se pego|se dio`)}`,
    `(que )?(si|cuando) (\\w+ ){0,10}(?<!(^| )(un|el|algun|cualquier|alguien|uno|una) (veterano|soldado|militar|hombre|persona|marine|vet)? ?)se (ahorca|mata|suicida|quita la vida|tira del puente)(?= |$)(?! de (gusto|cansancio|risa|la risa|hambre|sueno|pena|trabajo|felicidad|alegria|coraje|frio|calor)( |$))${besideWords("dijo|dice|me dijo|amenaza|manana|hoy|esta noche|sabado|domingo|lunes|martes|miercoles|jueves|viernes")}${notBeside(`${JAJA}|trabajando|estudiando|de risa|pelicula|serie|novela`)}`,
    `por su propia mano(?= |$)${besideWords("va a ser pronto|ya me dijo|me pidio que no llore|pronto|esta semana|esta noche")}`,
    `(va|iba|piensa) a hacer lo mismo (que|q) (hizo )?((su|mi|el|la|un|una) )?\\w+(?= |$)${besideWords("se mato|se pego un tiro|se suicido|se ahorco|se quito la vida|se tiro")}`,
    `(el|ella|mi hijo|mi nieto|mi esposo)? ?(va a hacer|lo va a hacer) (que|q|pa que|para que|pa q) (por lo menos )?(cobremos|cobre|cobren|reciba|recibamos)( algo)?(?= |$)`,
  ]),
  ...rules("lethality", "southgate-es-r84", [
    `(me voy a|voy a|ya me voy a) quitar la vida|voy a quitarme la vida|(alla|ahi|aqui|esta noche|hoy|manana) me (quito|voy a quitar) la vida(?= |$)${notBeside(`${JAJA}|intente|intento|hace \\w+ anos|en el 19\\d\\d|en el 20[01]\\d|pelicula|serie`)}`,
    `(suficiente|suficientes|bastante) (\\w+ )?(pa|para) acabar con (esto|todo|mi vida|esta vida|conmigo)(?= |$)${notBeside(`${JAJA}|las cucarachas|las ratas|las hormigas|la plaga|los ratones|el zacate|la yerba|la hierba`)}`,
  ]),
  ...rules("hopeless", "southgate-es-r84", [
    `(no como|no salgo de la cama|no me levanto)( \\w+){0,4} no tengo (pa|para) (que|q)(?= |$)`,
    `(a veces )?(entiendo|comprendo|los entiendo) (pq|porque|por que|por q)(?= |$)${besideWords("22|veteranos al dia|se matan|se quitan la vida|suicidio|suicidios")}`,
  ]),
  // Round 75's second read (review-r74): "no falta mucho pa que lo usen conmigo" of a funeral paid;
  // a son who "ya no va a estar con nosotros" beside the DIC; dying "por su cuenta"; "muerto por lo
  // menos vamos a cobrar"; threats: "le mete un balazo al padrastro", an ex who writes "hoy me mata".
  ...rules("place", "review-r74", [
    `(pa|para) (que|q) (lo|la|los|las) usen conmigo(?= |$)${besideWords("funeraria|funeral|entierro|nicho|ataud|caja|pagado|pague|deje pagado")}`,
  ]),
  ...rules("thirdPartyDanger", "review-r74", [
    `ya no (va a|vaya a) estar (con nosotros|aqui|aca|con la familia)(?= |$)${besideWords("dic|cuanto me toca|cobrar|cobre|seguro|beneficios|el mes que viene|la semana que viene|pronto")}${notBeside(`${JAJA}|se muda|mudanza|trabajo nuevo|deploy\\w*|la base|texas|florida|se va a vivir`)}`,
    `(morir|matarse|irse|acabar) por su (cuenta|propia mano|propia cuenta)(?= |$)`,
    `muert[oa] (por lo menos|al menos|aunque sea) (vamos a|van a|va a|voy a) cobrar(?= |$)`,
  ]),
  ...rules("harm", "review-r74", [
    `(?<!(me|te|nos) )le (mete|va a meter|da|va a dar|pega|va a pegar|suena|va a sonar) (un|unos|dos) (balazo|balazos|tiro|tiros|plomazo|plomazos) (al|a la|a su|a mi|a el|a ella|a ese|a esa)(?= |$)`,
    `(que|q) (hoy|esta noche|ahorita|ahora) me mata(?= |$)${besideWords("viene|en camino|ya salio|mi ex|mi marido|mi esposo|pistola|cuchillo")}${notBeside(`${JAJA}|de risa|el calor|el trafico|el dolor|la espalda`)}`,
  ]),
  // Round 76: older writers' risk and second reads' probes the retrained second opinion no longer lifts
  // to its tier: "cuanta insulina ... pa que se pare el corazon"; a gun that "me llama todas las
  // noches"; "me voy a echar en la 5" (a freeway); "ni de lo que soy capaz".
  ...rules("lethality", "retrain-r76", [
    `(?<!no )(pa|para) (que|q) se (me )?pare el corazon(?= |$)${besideWords("insulina|pastillas|inyectarme|tomarme|cuanta|cuantas")}`,
    `toda la insulina (de un jalon|de una|de golpe)(?= |$)${notBeside("correo|mandaron|farmacia|pharmacy|refill|receta|vez al mes|por mes")}`,
    `(cuando|si) la (use|uso|voy a usar) conmigo(?= |$)`,
    `(?<!(no|nunca|jamas) )(voy a|me voy a) usar (el|la|mi) (12 gauge|escopeta|pistola|rifle|cuete)(?= |$)${besideWords("fuck it|a la chingada|ya me canse|ya estuvo")}`,
    `(voy a|me voy a|quiero|ya me voy a) (echarme|tirarme|aventarme) (al|en el|frente al|enfrente del) trafico(?= |$)${notBeside(JAJA)}`,
    `(voy|me voy) a hacer lo mismo (que|q) (hizo )?(mi|el) (sargento|sgt|sarge|compa|carnal|compadre|hermano|primo|buddy|amigo)$${notBeside("le dieron|claim|reclamo|aplic\\w*|apel\\w*|por ciento|beneficio\\w*|gi bill|escuela|prestamo|casa|rating|porcentaje")}`,
    `((no se|ni se|ni yo se) (ni )?(de )?|ni de )lo que (soy|seria|sere) capaz( de hacer)?(?= |$)${notBeside(`${JAJA}|gym|examen|cocina|trabajo nuevo|entrevista|competencia`)}`,
    `(el|la|mi) (rifle|pistola|escopeta|arma|cuete|fusca|revolver) me (llama|esta llamando|anda llamando|habla)(?= |$)(?! la atencion)${notBeside(`${JAJA}|cazar|caceria|venado|tiro al blanco|el campo de tiro|la competencia|tienda|comprar|precio`)}`,
    `(me voy a|voy a|me quiero|quiero|ya me voy a) echar (en|debajo de|enfrente de|frente a) (la (\\d+|i\\d+|autopista|carretera|interestatal|via|vias)|el (freeway|tren|trafico)|las vias)(?= |$)${notBeside("pa llegar|para llegar|mas rapido|salida|exit|manejando|carro|troca|cita|hasta|pa ir|para ir|a ver|visitar|pa la|para la")}`,
  ]),
  ...rules("harm", "retrain-r76", [
    `mato a (mi|la|el|los|las) \\w+ y (despues|luego) (a mi|me mato)(?= |$)`,
    `llevar algo (pa|para) (q|que) (todos|todo el mundo|ellos) (paguen|me paguen)(?= |$)${besideWords("me hicieron|me hizo|oficina|clinica|negaron")}`,
  ]),
  ...rules("hopeless", "retrain-r76", [
    `ya (que|q) me queda$${besideWords("perdi|se fue|se murio|me dejo|me quitaron|sin trabajo|sin esposa|sin familia")}`,
  ]),
  // Round 77: round 85's risk left under its tier, read after round 86 was measured: gramoxone "es pa
  // mi"; "acostarme a no despertar"; "cuando llegue al mirador lo hago"; "si lees esto el seguro esta
  // en..."; "ya yo no voy a estar"; dog tags given "pa cuando ya no este"; poison for the neighbour.
  ...rules("lethality", "ciales-es-r85", [
    `(no es|no era) (pa|para) (la|el|los|las) \\w+( \\w+){0,6} (es|era) (pa|para) mi(?= |$)${besideWords("gramoxone|paraquat|veneno|matarratas|mata ratas|raticida|herbicida|cianuro|soga|pistola|cuete")}${notBeside("pastillero|tomo|recet\\w*|abuela|abuelo")}`,
    `(acostarme|dormirme|dormir|acostarse|dormirse) (a|pa|para) no (despertar|levantarme|despertarme)(?= |$)(?! (a las|tan temprano|temprano|en la madrugada|de madrugada|en la noche|por la noche|con)( |$))${notBeside("melatonina|ruido|alarma|\\d+ ?am|a las \\d+|turno|trabajo")}`,
    `(me voy a )?dormir (pa|para) siempre(?= |$)${besideWords("pastillas|pildoras|ron|alcohol|pastillas de dormir|todas|velorio")}`,
    `cuando llegue (al|a la|a el|a) \\w+ lo hago(?= |$)${besideWords("el 38|la 38|el 45|la 45|la 9|el 9mm|9mm|pistola|arma|guantera|cuete|revolver|escopeta|sin rumbo")}`,
    `si (encuentras|encuentran|encuentra) (este mensaje|esta carta|esta nota)( \\w+){0,6} (el seguro|los papeles|la poliza|el testamento)(?= |$)${notBeside("expediente|incomplet\\w*|baja|dd214|dd 214|archivo|oficina|claim|reclamo")}`,
    `si (lees|estas leyendo|lee|leen) esto( \\w+){0,6} (el seguro|los papeles|la poliza|el testamento|las llaves|la cuenta)(?= |$)${besideWords("ya me voy|me fui|bendicion|adios|perdon|perdoname|los quiero|ya no aguanto|no me busquen")}`,
    `ya (yo )?no voy a estar(?= |$)(?! (en|aqui|aca|alla|ahi|pa|para|con|de|por|trabajando|viviendo|disponible|casad[oa])( |$))${besideWords("planeado|lo tengo|todo planeado|tengo todo listo|ya decidi")}`,
    `(quiero|voy a|me voy a|pienso) hacerme algo (peor|mas grave|mas fuerte|de verdad)(?= |$)`,
  ]),
  ...rules("afterMe", "pasadenatx-es-r85", [
    `si me (disparo|pego un tiro|doy un tiro|mato|ahorco|cuelgo)( \\w+){0,4} (se paga|pagan|paga|cobra|cobran|recibe|reciben|pierde|pierden|le toca|les toca)(?= |$)`,
  ]),
  ...rules("farewell", "pasadenatx-es-r85", [
    `(pa|para) cuando ya no (este|estemos|estare|ande)(?= |$)${besideWords("se fue|borracho|borracha|moto|no contesta|no me contesta|2am|pistola|arma|llorando|despidio|se despidio")}`,
  ]),
  ...rules("harm", "ciales-es-r85", [
    `(enveneno|envenenar|envenenare|envenenarle|le doy veneno|le echo veneno)( \\w+){0,5} (y )?(despues|luego) (a el|a ella|a ellos|a ellas|sigue el|sigue ella|siguen ellos|le toca a el|le toca a ella)(?= |$)${notBeside("hormigas|cucarachas|ratas|ratones|plaga|plagas|mosquitos|jardin|grama|zacate|yerba|hierba|jardinero|maleza|coyotes|zorro")}`,
    `(unos tipos|unos hombres|unos vatos|unos manes|un tipo|un hombre|un man|gente) armad[oa]s? (en|afuera de|frente a|dentro de) (el|la|mi|nuestra|nuestro) (patio|casa|puerta|marquesina|cuarto|sala|balcon)(?= |$)${besideWords("ahorita|ahora|ayuda|miedo|mismo|auxilio|escondid[oa]s?")}${notBeside(`${JAJA}|pelicula|serie|juego|sueno|pesadilla`)}`,
    `(voy|vamos|va|van) (pa|para|a|pal|al) (la |el )?\\w+( (el|del|de la) \\w+)? a (pegarle un tiro|dispararle|matarlo|matarla|balearlo|balearla|meterle un tiro|meterle unos tiros) (al|a la|a el|a su|a mi|a mis)(?= |$)${notBeside(`${JAJA}|feria|blanco|diana|latas|tiro al blanco|muneco|peluche|juego|pelicula|videojuego|paintball|balines|carnaval`)}`,
    `se (metieron|metio|estan metiendo) (al|a la|en el|en la|a mi) (patio|casa|marquesina|cuarto|sala|cocina|terreno) con (pistolas|armas|cuchillos|machetes|una pistola|un arma|un cuchillo|un machete)(?= |$)(?! de (agua|juguete|balines|pintura|mentira))${notBeside(`${JAJA}|juguete|juguetes|nerf|jugando|agua`)}`,
  ]),
  ...rules("harm", "pasadenatx-es-r85", [
    `(tiene|tengo|hizo|hice|trae) una lista (con|de) (los )?(nombres|direcciones)(?= |$)${besideWords("armas|traidores|pistolas|rifles|van a pagar|me las pagan|las van a pagar")}`,
  ]),
  // Round 77: a second read's probe the second opinion retrained with round 85 no longer lifts: "me
  // estoy volviendo loca, le voy a hacer algo a los ninos"; and an older set's threat it no longer
  // reads as one: a brother going to the church "a dispararle al pastor".
  ...rules("harm", "retrain-r77", [
    `(le|les) voy a hacer algo a (los|mis) (ninos|nenes|nenas|hijos|hijas|chamacos|chamaquitos|bebes|muchachos|plebes|chiquitos)(?= |$)${besideWords("loca|loco|volviendo|no aguanto|ya no aguanto|no puedo mas|desesper\\w*|controlar|control|gritan|lloran|miedo de mi")}${notBeside(`${JAJA}|de comer|rico|especial|regalo|sorpresa|cena|pastel|bizcocho|comida|disfraz|halloween|navidad|cumple\\w*`)}`,
    `(va a|van a|voy a) ir a (la|el|su) \\w+ a (dispararle|dispararles|matarlo|matarla|matarlos|balearlo|balearla)(?= |$)${notBeside(`${JAJA}|feria|blanco|diana|latas|muneco|peluche|juego|pelicula|videojuego|paintball|balines`)}`,
  ]),
  // Round 78: two older threats the second opinion retrained with round 86 no longer lifts past the
  // line: going to the clinic "y dispararle a todos los q me dijeron q espere 6 meses"; "le voy a
  // cortar la cara al de la oficina de veteranos".
  ...rules("harm", "retrain-r78", [
    `(y|a) (dispararle|dispararles|balear|balearlos|matar|matarlos) a todos (los|las) (q|que)(?= |$)${notBeside(`${JAJA}|juego|videojuego|zombies|zombis|paintball|fortnite|call of duty|pelicula`)}`,
    `(le|les) (voy a|vamos a) (cortar|rajar) la cara (al|a la|a los|a las|a el|a ese|a esa)(?= |$)${notBeside(`${JAJA}|es un decir|forma de hablar|broma|pastel|foto|video`)}`,
  ]),
  // Round 79: older risk the second opinion retrained with round 87 no longer lifts: "hoy termino lo
  // que iraq empezo" (round 37's laredo-es).
  ...rules("suicide", "retrain-r79", [
    `(termino|terminar|voy a terminar|acabo|acabar|voy a acabar|termine) (con )?lo (que|q|k) (iraq|irak|la guerra|afganistan|vietnam|faluya|fallujah|el enemigo|los talibanes|el taliban|la bomba|el ied|el desierto) (empezo|comenzo|no pudo|no termino|no acabo)(?= |$)${notBeside(`${JAJA}|claim|reclamo|apelacion|pension|agente naranja|beneficios|rating|papeleo|tramite|escuela|carrera|libro|terapia|tratamiento|colegio|universidad`)}`,
  ]),
  // Round 79 (round 88's passaic-es): someone else armed beside the writer hiding or threatened now
  // ("mi yerno me agarro por el cuello y tiene la pistola en la cintura, le escribo escondia en el
  // baño"): 911 first. Not a hunt, a range, a gun cleaned, registered or sold.
  ...rules("harm", "passaic-es-r88", [
    `(tiene|trae|traia|anda con|esta con|estan con|saco|agarro) (la |una |el |un |su |sus |unas |unos )?(pistola|pistolas|rifle|rifles|escopeta|cuchillo|machete|arma|armas|cuerno|fierro)(?= |$)${besideWords("amenaz\\w*|me agarro por el cuello|me esta pegando|le esta pegando|le va a disparar|nos va a matar|me va a matar|la va a matar|los va a matar|nos va a disparar|me va a disparar|afuera de (mi|la|nuestra) casa|en la puerta")}${notBeside(`${JAJA}|caza|cazar|venado|venados|paloma|palomas|temporada|range|licencia|permiso|coleccion|vender|vende|registrar|registrada|limpiando|limpiar|tirar al blanco|practica|clase|curso|matarse|se va a matar|se mata|suicid\\w*|en la boca|en la cabeza|despid\\w*|perdon|perdoname|se da un tiro|darse un tiro|quitarse la vida|no quiere vivir|se va con`)}`,
  ]),
  // Round 80 (round 89's woodburn-es and ocala-es): pills being swallowed now beside despair or all
  // at once ("fuck it ya estuvo, tengo 2 botes de oxy ... y me los estoy tomando ahorita"); a gun "ya
  // esta aqui"; doing what a comrade did, "mismo metodo"; threats to a rater found and cut, and to a
  // VA clinic that "va a aprender hoy" with "llevo todo lo que tengo". Not pills taken as prescribed,
  // a benefit a cousin also applied for, a class at the clinic, or news brought.
  ...rules("lethality", "woodburn-es-r89", [
    `(dos|tres|cuatro|cinco|\\d+|todos (los|mis)|todas (las|mis)|el|un|los|mis) (botes?|frascos?|pomos?|blisters?|cajas?|tiras?)( de \\w+)?( \\w+){0,8} (y )?me (los|las|lo|la) (estoy tomando|toy tomando|estoy tragando|tome|trague|acabo de tomar|acabo de tragar|voy a tomar|voy a tragar|estoy echando)( todos| todas)? (ahorita|ahora|ya|de una|de un jalon|de golpe|juntos|juntas)(?= |$)${besideWords("fuck it|ya estuvo|ya valio|ya no|me vale|adios|perdon\\w*|se acabo|ni modo|ya me canse|no aguanto|no despertar|oxy|oxicodona|percocet|hidrocodona|fentanilo|xanax|seroquel|trazodona|ambien|morfina")}${notBeside(`${JAJA}|como (dice|dijo|me dijo|indica|manda)|receta|recetaron|doctor dijo|doctora dijo|dosis|cada \\w+|al dia|diario|diarias|todos los dias|en la manana|en la noche|con comida|presion|azucar|diabetes|vitamina\\w*|tos|jarabe|claim|reclamo`)}`,
    `(me )?(los|las) (estoy tomando|toy tomando|estoy tragando) (todos|todas) (de una|de un jalon|de golpe|juntos|juntas|ahorita|ahora)(?= |$)${besideWords("pastillas|pildoras|botes?|frascos?|oxy|oxicodona|percocet|xanax|seroquel|trazodona|gabapentin\\w*|pomos?")}${notBeside(`${JAJA}|como (dice|dijo|me dijo|indica|manda)|receta|recetaron|dosis|cada \\w+|al dia|diario|todos los dias|vitamina\\w*|presion|azucar|diabetes|tos|jarabe|claim|reclamo`)}`,
  ]),
  ...rules("atHand", "woodburn-es-r89", [
    `(la|el|mi) (\\w+ )?(glock|pistola|escuadra|fusca|cuete|arma|rifle|escopeta|revolver|45|9mm|cuerno|soga|cuerda) ya (esta|la tengo|lo tengo|esta lista|esta listo) (aqui|aca|conmigo|en la mano|en mis manos|lista|listo|cargada|cargado|en la mesa|a un lado)(?= |$)${notBeside(`caza|cazar|venado|paloma|temporada|range|licencia|permiso|vender|vendi|registr\\w*|limpi\\w*|tienda|armeria`)}`,
  ]),
  ...rules("lethality", "ocala-es-r89", [
    `(voy a|quiero|pienso|ire a|me toca) hacer lo mismo (que|q|k) (hizo|hicieron) (mi|el|la|los|mis) \\w+(?= |$)${besideWords("mismo metodo|misma forma|de la misma manera|mismo modo|ya tengo todo|se mato|se quito la vida|se colgo|se dio un tiro|se pego un tiro")}${notBeside(`${JAJA}|claim|reclamo|apelacion|apelar|escuela|carrera|gi bill|prestamo|casa|aplicar|solicitud|pidio|pedir|seguro|sgli|dic|pension|beneficios?|ayudar|negocio|retir\\w*`)}`,
  ]),
  ...rules("harm", "ocala-es-r89", [
    `((lo|la|los|las) voy a (encontrar|buscar|hallar|cazar|esperar)|voy a (encontrar|buscar|hallar|cazar|esperar) a (ese|esa|esos|esas|el|la|los|las|mi|su) \\w+) y (le|les|lo|la|los|las) voy a (cortar|romper|partir|quebrar|volar|reventar|matar|sacar (los ojos|las tripas|la sangre)|dar (un|una|dos|tres) (tiro|tiros|balazo|balazos|plomazo|golpiza|madriza|punalada|chingazo|chingadazo)|dar en la madre|meter (un|una|dos) (tiro|bala|balazo|plomazo|cuchillada|punalada))(?= |$)${notBeside(`${JAJA}|es un decir|forma de hablar|broma|abrazo|regalo|gracias|pastel|flores|cafe|carta|mensaje|noticia|pension|papeles`)}`,
  ]),
  ...rules("harm", "woodburn-es-r89", [
    `(mucha gente|todos|todo el mundo|toda la gente|esos|esas|ellos|ustedes|(la|el|esa|ese|esta|este) (clinica|oficina|va|hospital|regional))( \\w+){0,8} (va|van) a aprender( \\w+)? (hoy|manana|esta noche|ahorita|ahora)(?= |$)${besideWords("llevo todo|llevo lo que tengo|traigo todo|traigo lo que tengo|armad\\w*|cuerno|rifle|pistola|balas|cuete|fierro|se van a acordar")}${notBeside(`${JAJA}|clase|curso|taller|programa|computadora|ingles|aplicacion|app|sitio|pagina|orientacion|entrenamiento|como|a usar|a cuidar|a aplicar|a llenar|portal`)}`,
  ]),
  // Round 80 (its second read): poison put in someone's coffee or food ("le eche veneno de ratas en el
  // cafe a mi suegro"); a daughter beaten ("mi yerno le pega a mi hija") beside a weapon and a time.
  ...rules("harm", "review-r80", [
    `(le|les) (eche|echo|puse|pongo|meti|voy a echar|voy a poner|voy a meter|estoy echando) (veneno|algo|anticongelante|pastillas|cloro|matarratas)( de \\w+)? (en|a) (el|la|su|sus) (cafe|comida|bebida|te|cerveza|sopa|agua|refresco|plato|taza|termo)(?= |$)${notBeside(`${JAJA}|azucar|leche|crema|miel|vitamina\\w*|medicina|medicamentos|sus pastillas|no puede tragar|no traga|doctor|doctora|enfermera|receta\\w*|canela|limon`)}`,
  ]),
  ...rules("wrongToKin", "review-r80", [
    `(le pega|le esta pegando|le ha pegado|la golpea|la esta golpeando|la maltrata|le da golpes|le levanto la mano|le puso la mano encima|le pego) a (mi|nuestra|nuestro) (hija|hijo|nieta|nieto|hermana|mama|madre|esposa|nena|nene)(?= |$)${notBeside(`${JAJA}|domino|cartas|jugando|juego|baraja|loteria|ajedrez|futbol|beisbol|volibol|voleibol|carreras|videojuego\\w*`)}`,
  ]),
  // Round 80 (round 89's ocala-es conversations): "voy a llevar el rifle pa q por fin me escuchen" at
  // the regional office; medals given away "pa q las tengan cuando el se vaya" by a father-in-law who
  // has not eaten in days.
  ...rules("harm", "ocala-es-r89", [
    `(voy a|vamos a|ahora si voy a) (llevar|traer|ir con|llegar con) (el|la|mi|un|una|los|las) (rifle|pistola|escopeta|cuerno|arma|armas|cuete|fierro|ar)( \\w+){0,3} (pa|para) (q|que|k) (por fin |ya |de una vez |ahora si )?(me escuchen|aprendan|vean|sepan|me hagan caso|me respeten|entiendan|me oigan)(?= |$)${notBeside(`${JAJA}|caza|cazar|venado|paloma|range|tiro al blanco|vender|limpi\\w*|registr\\w*`)}`,
  ]),
  // (Read as despair, not a goodbye: an age told beside it frames a goodbye as benign.)
  ...rules("hopeless", "ocala-es-r89", [
    `(pa|para) (q|que|k) (las|los|la|lo) (tengan|guarden|tenga|guarde) cuando (el|ella|yo) (se vaya|me vaya|ya no este|falte|me muera|se muera)(?= |$)${besideWords("no come|no quiere comer|no quiere hablar|regal\\w*|medallas|bandera|sus cosas|mis cosas|despid\\w*")}`,
  ]),
  // Round 79: a second read's threat the second opinion retrained with round 87 no longer lifts past
  // the line: "te voy a hacer un hoyo en la cabeza".
  ...rules("harm", "retrain-r79", [
    `(te|le|les) (voy a|vamos a) (hacer|abrir|meter|dejar) (un|otro|dos|tres) (hoyo|hoyos|agujero|agujeros|plomazo|balazo|tiro) (en|entre) (la|el|los|las|su|tu) (cabeza|frente|panza|pecho|ojos|cara|nuca|sien)(?= |$)${notBeside(`${JAJA}|es un decir|forma de hablar|broma|pared|techo|piso|jardin|patio|tierra|dentista|muela|oreja|arete|piercing|doctor|doctora|medico|cirujano|cirujana|cirugia|operacion|operar|tubo|hospital|drenar|liquido|perro|gato|veterinario`)}`,
  ]),
  // Round 78 (a second read of the round's change): "me quiero dar un tiro", which only "pegar" read
  // as the writer's own death (the line, from the second opinion alone).
  ...rules("suicide", "review-r78", [
    `me (quiero|queria|voy a|iba a|dan ganas de|dieron ganas de) (dar|meter|echar) un (tiro|balazo|plomazo|plomo)(?= |$)(?! (al blanco|a la diana|a las latas)( |$))`,
  ]),
  // Round 77: picking up pills at the VA pharmacy, which the retrained second opinion read as a plan.
  ...rules("benign", "retrain-r77", [
    `(farmacia|pharmacy)( \\w+){0,4} (a |pa |para )?(recoger|buscar|por) (mis|las|unas|sus) (pastillas|medicinas|medicamentos|meds|recetas|pildoras)(?= |$)${notBeside("todas de una|de un jalon|de golpe|pa no despertar|para no despertar|pa siempre|para siempre|matarme|acabar|puente|pal puente|mejor sin mi|sin mi|nadie|preocupar|despedir\\w*|adios|ultima|ultimo|todas|juntas|morir\\w*|despertar|plan|decidi|ya no|me voy pa|me voy pal")}`,
    `(recoger|buscar|pasar por|ir por|ir a buscar) (mis|las|unas|sus) (pastillas|medicinas|medicamentos|meds|recetas|pildoras)( \\w+){0,4} (farmacia|pharmacy)(?= |$)${notBeside("todas de una|de un jalon|de golpe|pa no despertar|para no despertar|pa siempre|para siempre|matarme|acabar|puente|pal puente|mejor sin mi|sin mi|nadie|preocupar|despedir\\w*|adios|ultima|ultimo|todas|juntas|morir\\w*|despertar|plan|decidi|ya no|me voy pa|me voy pal")}`,
  ]),
  // Ordinary words round 81 read as risk: "ando ahorcao de chavos"; "le voy a echar bala al claim".
  ...rules("benign", "sanjuan-es-r81", [
    `(ando|estoy|toy|andamos|estamos) (bien )?(ahorcad[oa]s?) (de|con) (chavos|dinero|lana|feria|plata|billetes|deudas|los biles|las cuentas)(?= |$)`,
    `(echar|echarle|echandole|le voy a echar) bala (al|a la|a los|a las) (claim|reclamo|caso|apelacion|papeleo|trabajo|escuela|estudio|tramite)(?= |$)`,
  ]),
  // Round 75: ordinary words round 84 read as risk: a shooting competition won at the base; a gun to
  // be bought after the Army with a question about what a veteran needs for it.
  ...rules("benign", "moca-es-r84", [
    `(competencia|competencias|torneo|torneos|campeonato|campeonatos) de tiro(?= |$)`,
    `(quiere|queria|va a|voy a|quiero) comprar(se|me)? (una|un) (pistola|arma|escopeta|rifle)( \\w+){0,8} (necesita|necesito|licencia|permiso|requisito|requisitos|algo especial)(?= |$)${notBeside(`${JAJA}|matarme|matarse|pa matarme|para matarme|suicid\\w*|quitarme la vida|quitarse la vida|acabar|darme un tiro|pegarme un tiro|volarme`)}`,
  ]),
  // Round 76: a rest the retrained second opinion read as the crisis reply: "me voy a echar en la cama un rato".
  ...rules("benign", "retrain-r76", [
    `(me voy a|voy a|ya me voy a|me quiero) echar (en la cama|en el sillon|en el sofa|una siesta|un rato|un coyotito|a dormir)(?= |$)${notBeside("pa siempre|para siempre|no despertar|ya no despertar|vias|tren|carretera|trafico|pastillas|trailer|camion|puente|para no|pa no")}`,
  ]),
  // Round 74: ordinary words round 83 read as risk: "me voy a volar pa Orlando a ver a mi hermana".
  // (An appointment that "me mato", an exam "voy a matar" and "tirar a dormir" are idioms in screen.ts.)
  ...rules("benign", "vegabaja-es-r83", [
    `(me voy|nos vamos|se va|te vas|voy|vamos|se van) a volar (pa|para|hasta|a) (?!(la|las|los|el|mi|mis|su|sus) (cabeza|sesos|tapa|madre)( |$))\\w+(?= |$)`,
  ]),
  // Ordinary words left alone: "me quieren matar con el precio de la insulina"; "hasta la madre" of
  // the VA; Quemado, Texas; an appointment system "muerto hoy"; an office that is "un cementerio".
  // (Someone else's boss who "lo va a matar si pide otro dia" is an idiom in screen.ts.)
  ...rules("benign", "eaglepass-es-r76", [
    `(me|nos|lo|la|los) (quieren|quiere|van a|va a) matar con (el|los|la|las) (precio|precios|renta|rentas|bill|biles|cuentas|costo|costos|papeleo|espera|deducible|copago)(?= |$)`,
    `(me|nos|lo|la) (tiene|tienen) hasta la madre(?= |$)${notBeside("pistola|arma|cuete|ya no quiero vivir|matarme|me mato|me voy a matar")}`,
    `(vivo|vive|vivimos|viven|queda|quedan) en quemado(?= |$)`,
    `(el )?(sistema|sistema de citas|portal|pagina|pagina web|app|website|sitio|telefono|linea) (esta|ta|anda) muert[oa]( hoy)?(?= |$)`,
    `(esa|esta|la) (oficina|clinica|sala de espera|recepcion) es un (cementerio|panteon)(?= |$)`,
  ]),
  // Round 81 (round 90's sumter-es and dalycity-es: clear risk that got the line or nothing): pills
  // saved and "esta noche me la tomo toa"; "no creo que yo llegue al viernes" beside a burial; the
  // shotgun "en las piernas"; "no voy a estar aqui pa el 4 de julio" beside a family left in a
  // friend's care; a husband who took the other pistol and left; "mañana... se acaba todo"; "no
  // pienso llegar" to a birthday; passwords handed over "esta noche"; "ya me decidi. hoy en la
  // noche"; "me meto al rio"; waiting for the children to fall asleep beside a plan; a father's plan
  // "para matarse"; a father who "ya sabe como"; a letter for each and gone walking; "la proxima va
  // mas profundo". Not a trip, a move, a job's end, fishing, or a doctor's dose.
  ...rules("intent", "sumter-es-r90", [
    `(esta noche|hoy|ahorita|ahora|manana|ya) me (las|la|los|lo) (tomo|trago|voy a tomar|voy a tragar|tomare) (toa|toas|toda|todas|todo|todos|to)(?= |$)${besideWords("pastillas?|trazodon\\w*|pills|guardad\\w*|guarda|\\d\\d+|oxy\\w*|percocet|bote|botes|frasco")}${notBeside(`${JAJA}|receta|como dice|el doctor|la doctora|vitaminas|antibiotico\\w*|con comida|cada dia|cada \\d+ horas|tratamiento|presion|diabetes|metformina`)}`,
    `no creo (que|q) (yo )?(llegue|llego|llegare|aguante|dure) (al|a el|hasta el|a la|hasta la|pa el|pa la|para el|para la) (viernes|lunes|martes|miercoles|jueves|sabado|domingo|fin de semana|semana que viene|otra semana|navidad|ano nuevo|mes que viene)(?= |$)${besideWords("entierro|funeral|cementerio|panteon|seguro de vida|poliza|pastillas|pistola|adios|perdon|cuidenme|cuiden a")}${notBeside(`${JAJA}|cita|trabajo|oficina|a tiempo|tarde|trafico|vuelo|avion|carro|troca|descompuest\\w*|terminal|cancer|hospicio|hospice|quimio|dialisis|sueldo|cheque|dinero|quincena|plata|chavos|pago|renta`)}`,
    `(yo )?no (voy a|vo a) (estar|esta|ta|tar) (aqui|aca|aki|vivo|viva)( \\w+){0,2} (pa|para|en|el) (el \\d+|la \\d+|\\d+|navidad|ano nuevo|mi cumpleanos|su cumpleanos|el cumpleanos|thanksgiving|el 4|el cuatro|la graduacion)(?= |$)${besideWords("cuide a mi|cuiden a mi|cuide a la|la llave|las llaves|despedi\\w*|adios|perdon|regale|le deje|les deje|mi familia")}${notBeside(`${JAJA}|viaje|vacaciones|trabajo|chamba|mudanza|me mudo|deploy\\w*|base|vuelo|pasaje|boleto|santo domingo|puerto rico|mexico|dominicana|el salvador|guatemala|honduras|colombia|cirugia|operacion|hospital`)}`,
    `(manana|hoy|esta noche|ahorita|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))( \\w+){0,8} se (acaba|termina|acabo|termino) (to|todo)(?= |$)${besideWords("ya no sigo|no sigo|denied|negaron|ya no puedo|ya no aguanto|pastillas|pistola|escopeta|adios|perdon")}${notBeside(`${JAJA}|contrato|oferta|promocion|venta|temporada|escuela|clases|plazo|deadline|fiesta|vacaciones|el trabajo|la chamba`)}`,
    `no pienso (llegar|llega|llegarle|cumplir|cumpli|cumplirlos)(?= |$)${besideWords("cumplo|cumpleanos|listo|ya ta|ya esta|to listo|todo listo|manana")}${notBeside(`${JAJA}|fiesta|tarde|a tiempo|temprano|trabajo|cita|oficina|boda|reunion|temprano`)}`,
    `(le|les) (pase|di|deje|entregue|mande) (mis|las|toas mis|todas mis) (contrasenas?|contrasena|passwords?|claves)( \\w+){0,12} (esta noche|hoy|ahorita|no sabe)(?= |$)${notBeside(`${JAJA}|ayude|ayudar|va gov|login|id me|idme|portal|para que me|pa que me|pa q me|banco online|netflix|wifi`)}`,
    `ya me (decidi|desidi|lo decidi|lo desidi)( \\w+){0,3} (hoy en la noche|esta noche|hoy|manana|ahorita)(?= |$)${notBeside(`${JAJA}|claim|reclamo|voy a aplicar|aplicar|apelar|apelacion|llamar|pedir|solicitar|inscribir\\w*|escuela|casa|carro|troca|comprar|vender|mudar|boda|viaje|trabajo|cirugia|operacion`)}`,
    `(esta noche|hoy|ahorita|ya|manana) me (meto|tiro|aviento|voy a meter|voy a tirar|voy a aventar) (al|en el|a la|en la) (rio|mar|lago|canal|laguna|presa|bahia)( y ya)?(?= |$)${notBeside(`${JAJA}|pescar|pesca|nadar|banar|banarme|calor|playa|verano|kayak|bote|lancha|tubing|con los ninos|con mis hijos|con la familia|surf\\w*`)}`,
  ]),
  // Waiting for the children to fall asleep, beside a plan or a means: a time, tonight.
  ...rules("time", "sumter-es-r90", [
    `(nomas|nada mas|solo|namas|no mas) (espero|estoy esperando|toy esperando) (que|q|a que) (los muchachos|los ninos|los chamacos|mis hijos|mi esposa|mi mujer|mi vieja|todos|la familia|los nenes|los cipotes|los chamaquitos)( \\w+)? se (duerman|duerma|vayan|acuesten)(?= |$)${besideWords("plan|pastillas|pistola|escopeta|soga|ya tengo|adios|no aguanto")}`,
  ]),
  // A second read of the round (review-r81): "no creo llegar al lunes, ya dejé pagado el entierro";
  // "pa navidad ya no voy a estar, mis hijos se quedan con mi compadre".
  ...rules("intent", "review-r81", [
    `no creo (llegar|aguantar|durar) (al|hasta el|a el|pa el|para el) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin de semana)(?= |$)${besideWords("entierro|funeral|cementerio|panteon|seguro de vida|poliza|pastillas|pistola|adios|perdon|cuidenme|cuiden a")}${notBeside(`${JAJA}|cita|trabajo|a tiempo|tarde|cheque|pago|deposito|sueldo|quincena|renta`)}`,
    `(pa|para) (navidad|ano nuevo|mi cumpleanos|el \\d+|el 4|thanksgiving) (ya )?no (voy a|vo a) (estar|ta)(?= |$)${besideWords("se quedan con|se queda con|cuide a|cuiden a|cuida a|mis hijos|la llave|las llaves|adios|perdon")}${notBeside(`${JAJA}|viaje|vacaciones|trabajo|mudanza|me mudo|deploy\\w*|vuelo|santo domingo|puerto rico|mexico|visitar|visita`)}`,
  ]),
  ...rules("thirdPartyDanger", "sumter-es-r90", [
    `(agarro|se llevo|tomo|cogio|saco) (la otra|su pistola|la pistola|el rifle|la escopeta|su arma|el arma|el cuete|su rifle|su escopeta|el revolver|su revolver)( \\w+){0,2} y se (fue|largo|salio)(?= |$)${notBeside(`${JAJA}|cazar|caza|caceria|campo de tiro|venado|la tienda|armeria|vender`)}`,
    `(tiene|trae|hizo|tengo) un plan (pa|para|de) (matarse|matarme|suicidarse|suicidarme|quitarse la vida|quitarme la vida|acabar con (todo|su vida))(?= |$)`,
    `(he ll|hell|he will|she ll|shell|she will|se va a ir|se ira)( be gone)? (before|by|antes de) (christmas|navidad|thanksgiving|new year|ano nuevo|the end of|fin de)( \\w+)?(?= |$)${besideWords("ya sabe como|knows how|has a plan|tiene un plan|ya sabe cuando|se vaya|asustad\\w*|scared")}${notBeside(`${JAJA}|army|ejercito|marina|navy|air force|marines|base|vuelo|viaje|boot camp|basic|mexico|trabajo|college|universidad|escuela|deploy\\w*|mudanza|se muda`)}`,
    `(dejo|dejo una|escribio) (una |unas )?(carta|cartas|nota|notas)( \\w+){0,14} y se (fue|salio|largo)( caminando| en la troca| en el carro)?(?= |$)${notBeside(`${JAJA}|trabajo|chamba|viaje|tienda|vacaciones|al doctor|a la cita|cumpleanos|navidad`)}`,
  ]),
  // A father shut in his room "con la botella" after asking about morphine with alcohol (round 90's
  // dalycity-es conversation).
  ...rules("thirdPartyDanger", "dalycity-es-r90", [
    `se (encerro|metio|encerro solo) (en su cuarto|en el cuarto|en el bano|en su recamara|en la recamara|en el garage|en el garaje|en la troca|en el carro)( \\w+){0,2} con (la botella|las pastillas|la pistola|el arma|la morfina|el rifle|la escopeta|el cuete|una botella|la soga)(?= |$)${notBeside(`${JAJA}|a ver la tele|pa ver|a jugar|videojuego|el partido`)}`,
  ]),
  ...rules("lethality", "dalycity-es-r90", [
    `la (proxima|siguiente)( vez)? (va|voy|lo hago|me corto|corto|le doy) (mas )?(profundo|hondo)(?= |$)${notBeside(`${JAJA}|dentista|dentist|implante\\w*|muela|diente|dientes|endodoncia|canal|limpieza|cirujano|doctor|doctora|tatuaje|tattoo|pozo|excava\\w*|hoyo|zanja`)}`,
    `(tengo|tiene|con) (la|el|mi|su) (escopeta|pistola|rifle|arma|cuete|revolver|fierro|glock) (en|sobre) (las|mis|sus) (piernas|pierna|regazo)(?= |$)`,
  ]),
  // Round 81 (round 90's dalycity-es and sumter-es: threats that got the crisis reply or less): a
  // revolver pointed at the writer; a knife pulled and followed; threatened with a knife now; someone
  // "va a pagar por todo esto" beside "tengo con que"; taking someone "por delante" at court; "a la
  // fuerza, llevamos fierros" at the regional office. Not a water gun, a toy, a game, a joke.
  ...rules("harm", "dalycity-es-r90", [
    `me (apunto|apunta|esta apuntando|estaba apuntando|apuntaba|apuntaron) con (su|el|la|una|un|sus) (revolver|pistola|arma|escopeta|rifle|cuete|fierro|glock|cuchillo|navaja)(?= |$)${notBeside(`${JAJA}|agua|juguete|de agua|nerf|paintball|gotcha|airsoft|direccion|camara|linterna|claim|reclamo|declaracion|statement|cuando estaba|en irak|en iraq|en afganistan|en vietnam|hace \\d+ anos|hace anos|hace mucho|anos atras|en el ejercito|en la base|ptsd|estresor|stressor|en el army|en el servicio`)}`,
    `me (acaba de sacar|saco|saca|esta sacando|sacaron) (una|un|la|el|su) (navaja|cuchillo|cuchiyo|pistola|arma|machete|fierro|cuete|revolver|filero)(?= |$)${notBeside(`${JAJA}|cocinando|carne|pastel|cortar (la|el)|pescado|asado`)}`,
    `me (esta|estan|anda|andan|estaba) (amenazando|amenasando)( \\w+){0,2} con (un|una|el|la|su) (cuchillo|cuchiyo|navaja|pistola|arma|machete|fierro|cuete|bate|escopeta|rifle|revolver|filero)(?= |$)${notBeside(`${JAJA}|abogado|corte|demanda|quitarme la casa|dejarme|divorcio`)}`,
    `(hoy |ahorita |esta noche |ya )?alguien (va a|me la va a|me las va a|las va a) (pagar|paga) por ((to|todo|toda) )?(esto|esta)(?= |$)${besideWords("tengo con que|tengo con q|oficina|regional|clinica|fierro|pistola|arma|escopeta|cuete|parqueado|estacionado")}${notBeside(`${JAJA}|seguro|aseguranza|abogado|demanda|corte|multa|ticket|renta|cuenta|bill|biles`)}`,
    `(llevarmelo|yevarmelo|llevarmela|yevarmela|llevarmelos|yevarmelos|me lo llevo|me la llevo|me los llevo|me las llevo|(llevarme|yevarme|me llevo|me yevo) a (el|ella|alguien|todos|uno|ese|esa|varios|unos cuantos|varios de ellos))( a el| a ella)? por delante(?= |$)${notBeside(`${JAJA}|trabajo|proyecto|examen|clases|carrera`)}`,
    `(llevamos|llevo|traigo|traemos|vamos con|voy con|cargamos|cargo|trae|traen) (los |unos |mis |nuestros |sus )?fierros(?= |$)${besideWords("oficina|office|regional|escuchar|a la fuerza|juez|tribunal|corte")}${notBeside(`${JAJA}|gym|gimnasio|pesas|soldador|soldar|construccion|herramienta\\w*|taller|trabajo|chamba|jale|troca`)}`,
    `(nos|me|les) (van a|va a|vamos a) escuchar a la fuerza(?= |$)`,
  ]),
  // Round 81: an older threat the second opinion retrained with round 89 no longer lifts past the
  // line: "si me vuelven a negar el claim regreso y baleo a todos los de la sala de espera" (round 28's
  // tucson-es). Not a game.
  ...rules("harm", "retrain-r81", [
    `(los |las |les )?(baleo|balaceo|tiroteo|balaceamos|baleamos) a (todos|todas|toditos|toditas|to)( los| las)?(?= |$)${notBeside(`${JAJA}|juego|videojuego|zombies|call of duty|fortnite|paintball|airsoft|gotcha`)}`,
  ]),
  // Round 81: "cuando me muero, ¿quién cobra el último cheque? ya no falta mucho" (round 38's second
  // read, a look-alike kept at the line), which the second opinion retrained with round 89 lifted to the
  // crisis reply: the writer's own death ahead, said in the present tense, as "cuando me muera" is.
  ...rules("afterMe", "retrain-r81", [
    `cuando (yo )?me muero(?! (de|del|por) )(?= |$)${notBeside(`${JAJA}|de risa|de hambre|de frio|de calor|de sueno|de verguenza|de ganas`)}`,
  ]),
  // Round 81: ordinary words round 90 read as risk: "me tiene con el agua al cuello" (overwhelmed).
  ...rules("benign", "sumter-es-r90", [
    // A pistol asked about at the clinic "si tengo permiso de SC" (round 90's sumter-es and dalycity-es).
    `(si tengo|con|tengo|traigo|con mi) (el |mi )?(permiso|licencia) (de|pa|para) (portar|portacion|armas|arma|cargar|concealed|carry|sc|tx|fl|ca|nc|ga|az|nm|nv|co|texas|florida|california|carolina|arizona|georgia|nuevo mexico)(?= |$)${besideWords("puedo (llevar|traer|yevar|lleva|trae)|se puede (llevar|traer)|me dejan|la dejo|lo dejo|dejarla|dejarlo")}${notBeside("matar\\w*|balear|disparar\\w*|van a ver|aprender|pagar|escuchar|me negaron|negaron")}`,
    `(me|nos) (tiene|tienen|traen|trae) con el agua (al|hasta el) cuello(?= |$)${notBeside("pistola|arma|me voy a matar|pastillas|soga|puente|morir\\w*|muera|muero|vivir|matarme|me mato|quitarme la vida|quito la vida|suicid\\w*|acabar con todo|no despertar")}`,
    `(estoy|toy|ando|estamos|andamos) con el agua (al|hasta el) cuello(?= |$)${notBeside("pistola|arma|me voy a matar|pastillas|soga|puente|morir\\w*|muera|muero|vivir|matarme|me mato|quitarme la vida|quito la vida|suicid\\w*|acabar con todo|no despertar")}`,
  ]),
  // Round 82 (round 91's wenatchee-es and hollywoodfl-es: clear risk that got the line or nothing):
  // the funeral "si uno se mata, es pa este fin"; "me queda una semana, ya lo decidi" beside the flag;
  // a nephew "ya no lo hayamos" beside a shot said and his rifle; "la bañera llena" beside a blade;
  // "esta noche se lo clava" about a knife hidden; "la mezcla... me la voy a preparar hoy"; jewels and
  // a dog given away, "ya todo está listo". Not a weekend trip, a vacation, a bath, a recipe or a move.
  ...rules("intent", "wenatchee-es-r91", [
    `(es|sera|seria|va a ser) (pa|para) (este|el|esta) (fin|fin de semana|finde|viernes|sabado|domingo|lunes|semana|noche)(?= |$)${besideWords("se mata|si uno se mata|matarme|me mato|si me mato|suicid\\w*|quitarme la vida")}${notBeside(`${JAJA}|viaje|boda|fiesta|cumple\\w*|carne asada|carnita\\w*|partido|juego|cita|tarea|reporte|examen|proyecto`)}`,
  ]),
  ...rules("time", "wenatchee-es-r91", [
    `(ya )?(solo |nomas |nada mas )?me (queda|quedan) (una semana|unos dias|\\d+ dias|dos dias|tres dias|poco tiempo|pocos dias)(?= |$)${besideWords("ya lo decidi|decidi|bandera|funeral|entierro|despido|despedir\\w*|adios|seguro de vida")}${notBeside(`${JAJA}|vacaciones|trabajo|jale|cita|deployment|baja|licencia|embarazo|hospital|tratamiento|quimio|cancer|doctor|hospicio|hospice|terminal|visa|contrato|renta`)}`,
  ]),
  ...rules("thirdPartyDanger", "wenatchee-es-r91", [
    `(ya )?no lo (hallamos|hayamos|encontramos|encuentro|hallo|hayo|localizamos|podemos encontrar|podemos hallar)(?= |$)${besideWords("balazo|matarse|rifle|pistola|se va a (dar|pegar|matar)|despedida|despidio|arma|soga|cuete")}${notBeside(`${JAJA}|perro|gato|papeles|documentos|dd ?214|carta|formulario|llaves|cartera|celular|telefono`)}`,
  ]),
  ...rules("thirdPartyDanger", "hollywoodfl-es-r91", [
    `(esta noche|hoy|ahorita|manana|ya) se (lo|la) (clava|va a clavar|clavo|entierra|va a enterrar|mete|va a meter|encaja)(?= |$)${besideWords("cuchillo|navaja|punal|cuchilla|filero|tijeras")}${notBeside(`${JAJA}|carne|pastel|pollo|lechon|pavo|cocina\\w*|inyeccion|vacuna|insulina|clavo|martillo`)}`,
  ]),
  ...rules("meansReady", "hollywoodfl-es-r91", [
    `(la |mi )?(banera|tina|banadera) (llena|lista|preparada)(?= |$)${besideWords("cuchilla|cuchillas|navaja|gillette|razor|pastillas|ultimo|ultima|adios|cuchillo")}${notBeside(`${JAJA}|bebe|nino|nina|nene|nena|perro|sales|epsom|espuma|dolor de espalda|relajar\\w*|afeitar\\w*`)}`,
  ]),
  ...rules("farewell", "hollywoodfl-es-r91", [
    `esto es lo ultimo (que|q) (escribo|te escribo|les escribo|mando|digo)(?= |$)${notBeside(`${JAJA}|hoy|por hoy|me voy a dormir|a dormir|bateria|hasta manana|manana sigo|formulario|forma|form|solicitud|aplicacion|claim|reclamo|declaracion|statement|ensayo|firmo|donde`)}`,
    YA_TODO_ESTA_LISTO,
  ]),
  ...rules("afterMe", "hollywoodfl-es-r91", [YA_TODO_ESTA_LISTO]),
  ...rules("lethality", "hollywoodfl-es-r91", [
    `(la|esa|una) (mezcla|combinacion)( \\w+){0,16} (me voy a preparar|me la voy a preparar|me voy a tomar|me la voy a tomar|me la tomo|me preparo|me la preparo|voy a preparar|me voy a inyectar|me la inyecto)(?= |$)${notBeside(`${JAJA}|receta|cocina\\w*|batido|smoothie|licuado|coctel|cocktail|sangria|jugo|pastel|fiesta|cafe|te de|proteina|suero|electrolitos|pa la gripe|gripe|catarro|colonoscopia|colonoscopy|preparacion|prep|examen|laxante|doctor|medico|farmacia`)}`,
  ]),
  // Round 82 (round 91's threats that got the crisis reply, the line or nothing): a pillow put on a
  // neighbour's face tonight "hasta que no respire"; "traigo con q" at the vet center, "a la fuerza";
  // "me grito q me iba a matar" with a rifle outside; a nurse to be stabbed with a knife hidden; "le
  // meto el cuchillo que tengo guardado". Not a baby, a recipe, a joke.
  ...rules("harm", "hollywoodfl-es-r91", [
    `(le|les) (pongo|voy a poner|pondre|vamos a poner|pongo esta noche) (la|una) almohada (en|sobre) (la|su) (cara|boca)(?= |$)${notBeside(`${JAJA}|bebe|nino|nina|nene|nena|pa dormir|para dormir|cuello|cervical|ortopedica|cojin`)}`,
    `(lo|la|los|las|le|les) (va|voy|vamos|van) a (apunalar|acuchillar|apunalear|filerear|picar con (el|un|la|una) (cuchillo|navaja|filero|punal))(?= |$)${notBeside(`${JAJA}|juego|videojuego|pelicula|serie|novela`)}`,
    `(le|les) (meto|voy a meter|mete|va a meter|clavo|voy a clavar|entierro|voy a enterrar) (el|un|la|una|mi) (cuchillo|navaja|fierro|filero|punal|machete|cuchilla|tijeras)(?= |$)${notBeside(`${JAJA}|pastel|carne|pollo|sandia|melon|queso|pan|cebolla|tomate|pavo|lechon|torta|bizcocho|fruta|frutas|aguacate|mango|pina|patio|monte|zacate|yarda|cajas?|troca|carro|acelerador|pedal|motor|llanta|arbol|ramas?|cerca|jardin|maleza`)}`,
  ]),
  ...rules("harm", "wenatchee-es-r91", [
    `(traigo|tengo|llevo|llevare|voy a llevar|ando|voy|iria) con (q|que)(?! (probar|demostrar|comprobar|pagar|mostrar|ensenar|justificar|respaldar))(?= |$)${besideWords("a la fuerza|vet center|oficina|clinica|regional|me escuchen|ignoren|ignoran|ya estuvo|me las pagan|arreglar")}${notBeside(`${JAJA}|pagar|pago|papeles|documentos|dinero|la renta|comer|con que pagar|con q pagar`)}`,
    `(voy a|vamos a|van a) hacer (q|que) me (escuchen|oigan|atiendan|hagan caso) a la fuerza(?= |$)${notBeside(`${JAJA}|congresista|congressman|senador|senator|abogado|carta|queja|protesta|marcha|prensa|noticias|representante`)}`,
    `(me|nos) (grito|dijo|amenazo|juro|grito que|dijo que) (q|que) (me|nos) (iba|iban|va|van) a matar(?= |$)${besideWords("rifle|pistola|arma|cuchillo|afuera|ahorita|machete|escopeta|cuete|parado|esperando")}${notBeside(`${JAJA}|de risa|a besos|a abrazos|de coraje|de un susto`)}`,
  ]),
  ...rules("harm", "review-r82", [
    // A second read of the round (review-r82): the same words said of someone else's hand ("mi esposo
    // me pone la almohada en la cara… esta noche termina"), and "anda armado… a arreglar cuentas con el
    // que le negó el claim".
    `(me|nos) (pone|puso|pusieron|ponen|va a poner|quiere poner) (la|una) almohada (en|sobre) (la|mi|nuestra) (cara|boca)(?= |$)${notBeside(`${JAJA}|bebe|nino|nina|nene|nena|pa dormir|para dormir|cuello|cervical|ortopedica|cojin|suave`)}`,
    `(arreglar|ajustar|saldar) cuentas con (el|la|los|las|ese|esa|esos|esas) (que|q)(?= |$)${besideWords("armado|armada|armados|pistola|rifle|arma|cuete|fierro|escopeta|machete")}${notBeside(`${JAJA}|banco|deuda|prestamo|tarjeta|impuestos|irs|contador`)}`,
  ]),
  // Round 82: older threats the second opinion retrained with round 90 no longer lifted to 911 first:
  // a veteran "va a entrar al VA de Lyons a disparar" (round 55's elizabeth-es); "armado a arreglar
  // cuentas" at the VFW (round 88's kingsville-es); "ir mañana con el rifle y que me dé la cara" (round
  // 63's corpuschristi-es, a conversation).
  ...rules("harm", "retrain-r82", [
    `(va|van|voy|vamos) a entrar (al|a la|a el) (va|clinica|oficina|hospital|vet center|regional|cboc|vfw|legion)( de \\w+)? a (disparar|balear|matar|tirar balazos|tirar tiros)(?= |$)${notBeside(`${JAJA}|fotos|foto|videos|video`)}`,
    `armad[oa] a (arreglar|ajustar|saldar) cuentas(?= |$)`,
    `con (el|la|mi) (rifle|pistola|arma|cuete|fierro|escopeta|machete|cuchillo) (y|pa|para) (que|q) me (de|den) la cara(?= |$)${notBeside(`${JAJA}|foto|fotos|video`)}`,
  ]),
  // Round 82: an older test's look-alike the second opinion retrained with round 90 lifted to the crisis
  // reply: "compre un pastillero, no es pa la abuela, es pa mi, tomo muchas pastillas" (round 77's): a
  // pill organizer bought for one's own many pills.
  ...rules("benign", "retrain-r82", [
    `(compre|compramos|comprar|compro|me compre|necesito|quiero) (un|el|mi|otro) pastillero(?= |$)${notBeside(`${JAJA}|matarme|me mato|morir\\w*|muerto|muerta|tomarmelas|tomarmelos|todas (de una|juntas|a la vez)|de golpe|esta noche|adios|despedir\\w*|ya no (quiero|aguanto|puedo)|guardando|juntando`)}`,
  ]),
  // Round 82: ordinary words round 91 read as risk: a C&P doctor who asked about suicide and was told
  // no (the line at most: suicide is said; never where the no was a lie or a fear). "Ya me mato de
  // gusto", a rater "dormido o muerto" who does not answer, a VA shuttle that "me va a matar un día de
  // lo mal que maneja" and a pistol asked about "si tengo permiso… supongo que no" are exclusions in
  // the older rules.
  ...rules("benign", "wenatchee-es-r91", [
    `(me|le|nos) (pregunto|preguntaron|pregunta|preguntan|preguntaba) si (pienso|pensaba|he pensado|habia pensado|tengo pensamientos de|quiero|queria) (en )?(suicidarme|matarme|quitarme la vida|hacerme dano)( \\w+){0,4} (y )?((le|les) )?(dije|conteste|respondi) (la verdad )?(q|que) no(?= |$)${notBeside(`${JAJA}|pistola|arma|pastillas|soga|cuerda|armas|ya no (quiero|aguanto|puedo)|adios|despedir\\w*|me voy a matar|esta noche|pero|porque|pq|xq|no es verdad|mentira|menti|le menti|no le iba|miedo`)}`,
  ]),
  // Round 83 (round 92's siouxcity-es and mora-es: clear risk that got the line or nothing): a mental
  // health visit cancelled "porque no voy a estar pal 15"; an uncle's dog tags and flag kept "pal
  // funeral" beside a rope bought; the knot looked up and practised; medicine saved "pa tomarmela el
  // domingo"; savings handed over before a visit "a los muchachos que ya se murieron" beside pistols;
  // "porque es esta noche" beside a death asked about; "el modo y el dia pa acabar conmigo"; "me voy
  // por mi propia mano"; on top of a parking structure, "voy a brincar"; "no le diga a naiden. ya
  // mero" after a question about harm. Not a trip, a cattle rope, a tie, a cemetery visit, a pool or
  // a trampoline.
  ...rules("intent", "siouxcity-es-r92", [
    `(porque|ya que|pues) ya no (voy a|vo a|voy a poder) estar (pal|pa el|para el|pa|para) (\\d+|lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin de mes|navidad|ano nuevo|cumpleanos)(?= |$)${notBeside(`${JAJA}|viaje|vacaciones|trabajo|turno|fuera|afuera|mexico|guatemala|salvador|honduras|de viaje|out of town|en la ciudad|operacion|cirugia|hospital|mudanza|me mudo|nos mudamos|voy a estar con|estare con|visitando|visita|texas|california`)}`,
    `(porque|ya que|pues) no (voy a|vo a|voy a poder) estar (pal|pa el|para el|pa|para|el) (\\d+|lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin de mes|navidad|ano nuevo|cumpleanos)(?= |$)${besideWords("quien recibe|recibe mi|compensacion despues|despues de mi|seguro de vida|beneficiario|mi pension despues|mis hijos despues")}${notBeside(`${JAJA}|viaje|vacaciones|trabajo|turno|fuera|afuera|mexico|guatemala|salvador|honduras|de viaje|out of town|en la ciudad|operacion|cirugia|hospital|mudanza|me mudo|nos mudamos|voy a estar con|estare con|visitando|visita|texas|california`)}`,
    `(porque|ya que|pues) es (esta noche|hoy|manana|este fin|ahorita|al rato|el domingo|el sabado|el viernes)(?= |$)${besideWords("si (yo )?me muero|si muero|cuando me muera|despues de que me muera|si me pasa algo|champva|dic|seguro de vida|beneficiario")}${notBeside(`${JAJA}|cita|examen|c p|c and p|entrevista|audiencia|hearing|fecha limite|deadline|vuelo|viaje|boda|fiesta|cumple|cumpleanos|partido|juego`)}`,
    NO_LE_DIGA_A_NAIDEN,
  ]),
  ...rules("time", "siouxcity-es-r92", [NO_LE_DIGA_A_NAIDEN]),
  ...rules("thirdPartyDanger", "siouxcity-es-r92", [
    `(compro|compra|compraron|compre|consiguio|trajo|trae|tiene|traia) (una |la |el )?(rope|soga|cuerda|mecate|lazo|reata)( \\w+){0,4}(?= |$)${besideWords("pal funeral|para el funeral|pa su funeral|no esta enfermo|not sick|he s not sick|hes not sick|dog tags|la bandera|se despidio|regalo sus|me dio sus|le dio sus")}${notBeside(`${JAJA}|ganado|becerros|becerro|vacas|caballo|caballos|tendedero|columpio|camping|bote|lancha|troca|mudanza|amarrar|herrada|rodeo|jaripeo|lona|toldo|tarp|gym|brincar`)}`,
    `(va a ir|se va a ir|quiere ir|dice que va|dijo que va|dijo que iba|iba a ir) a (visitar|ver|alcanzar|acompanar|juntarse con|reunirse con) a (los muchachos|mis muchachos|sus muchachos|sus compas|los compas|sus amigos|su unidad|sus hermanos|los de su unidad)( \\w+){0,3} (que |q )?(ya se murieron|se murieron|murieron|ya murieron|se mataron|ya no estan|muertos|caidos)(?= |$)${besideWords("pistola|pistolas|rifle|arma|armas|me dio|todo el pisto|todo el dinero|no preguntara|no pregunte|domingo|hoy|esta noche|manana")}${notBeside(`${JAJA}|cementerio|tumba|tumbas|panteon|memorial|misa|flores|dia de muertos|dia de los muertos|ofrenda|veterans day|memorial day|desfile|vfw|legion`)}`,
  ]),
  // Round 92's conversations: a husband who left for the bridge "hace 10 min" and a plea for help.
  ...rules("thirdPartyDanger", "siouxcity-es-r92", [
    `ya se fue( en la troca| en el carro| en la camioneta| solo| sola)? hace (\\d+|unos \\d+|como \\d+|un rato|poquito)( min| mins| minutos| minuto| rato)?(?= |$)${besideWords("auxilio|no contesta|no me contesta|puente|pistola|arma|rifle|carga|se despidio|ayuda")}${notBeside(`${JAJA}|trabajo|chamba|tienda|walmart|iglesia|escuela|doctor|cita|partido|juego|mandado|mandados|shift|turno|formulario|forma|form|papeles|solicitud|claim|reclamo|aplicacion`)}`,
  ]),
  ...rules("meansReady", "siouxcity-es-r92", [
    `(busque|busco|aprendi|practique|practico|ya se|vi) (como )?(se hace |hacer |amarrar |se amarra )?el nudo( y (ya )?lo (practique|practico|hice|amarre))?(?= |$)${besideWords("ya no quiero|no quiero estar|ayudenle|despues|soga|cuerda|rope|mi esposa|adios|perdon|lo practique|granero|viga")}${notBeside(`${JAJA}|corbata|pesca|pescar|anzuelo|scouts|bote|lancha|barco|caballo|ganado|becerro|zapato|zapatos|tenis|marinero|clase|hamaca|columpio|nietos|patio|tendedero|lona`)}`,
  ]),
  ...rules("lethality", "siouxcity-es-r92", [
    `(la|las|los|lo) (estoy|ando|he estado|e estado) (juntando|guardando|ahorrando|acumulando)( toda| todas| todos| todo)? (pa|para) (tomarmela|tomarmelas|tomarmelos|tomarmelo|tragarmelas|tragarmela|tomarlas todas|tomarmelas todas)(?= |$)${notBeside(`${JAJA}|viaje|vacaciones|receta|refill|farmacia|se me acaban|por si acaso`)}`,
    `ya (casi )?tengo (suficiente|suficientes|las suficientes|bastantes|las que necesito)(?= |$)${besideWords("medicina|medicinas|pastillas|pastilla|pildoras|juntando|guardando|tomarmela|tomarmelas")}${notBeside(`${JAJA}|viaje|vacaciones|refill|receta|farmacia|puntos|dinero|ahorro|ahorros`)}`,
  ]),
  ...rules("intent", "mora-es-r92", [EL_MODO_Y_EL_DIA, PARA_ACABAR_CONMIGO]),
  ...rules("suicide", "mora-es-r92", [
    EL_MODO_Y_EL_DIA,
    PARA_ACABAR_CONMIGO,
    `(me voy|irme|me ire|me vaya|acabar|acabo|acabarme|me acabo|me muero|morirme|quitarme la vida|me quito la vida) (por|con) mi (propia|mera) mano(?= |$)`,
  ]),
  ...rules("intent", "mora-es-r92", [
    `(ya mero|ya merito|pronto|esta semana|hoy|esta noche|ya casi) (me voy|me ire|me muero|acabo) (por|con) mi (propia|mera) mano(?= |$)`,
  ]),
  ...rules("intent", "review-r83", [
    // A second read of the round (review-r83): "mañana no me van a hallar vivo" beside a rope brought.
    NO_ME_VAN_A_HALLAR_VIVO,
  ]),
  ...rules("afterMe", "review-r83", [NO_ME_VAN_A_HALLAR_VIVO]),
  ...rules("place", "mora-es-r92", [
    `((voy a|vo a|ya voy a|ahorita voy a) (brincar|saltar|aventarme|tirarme|lanzarme)|me voy a (brincar|saltar|aventar|tirar|lanzar))(?= |$)${besideWords("arriba|parking|puente|techo|edificio|piso|structure|garage|azotea|barranco|precipicio|acantilado")}${notBeside(`${JAJA}|alberca|piscina|pool|trampolin|paracaidas|paracaidismo|bungee|cuerda|charco|lago a nadar|nadar|fiesta|baile`)}`,
  ]),
  // Round 83: ordinary words round 92 read as risk: a grandfather's gun safe "lleno de rifles viejos"
  // to be registered; a liver the drink "va a matar" is an exclusion in the older threat rules.
  ...rules("owning", "mora-es-r92", [
    `(registrarlos|registrarlas|registrar (los|las|sus|mis|esos|esas) (rifles|armas|pistolas|escopetas)|(gun safe|caja fuerte|vitrina)( \\w+){0,2} (lleno|llena|llenos|llenas) de (rifles|armas|escopetas|pistolas)( viejos| viejas| antiguos| antiguas)?)(?= |$)${notBeside(`${JAJA}|matarme|me mato|matarse|se mata|suicid\\w*|quitarme la vida|esta noche|adios|despedir\\w*`)}`,
  ]),
  ...rules("benign", "mora-es-r92", [
    // Round 92's conversations: "la soga es pa la herrada de los becerros y el rifle pa los coyotes".
    `(la soga|el lazo|la reata|el mecate|la cuerda) (es|era) (pa|para) (la herrada|herrar|el ganado|los becerros|las vacas|amarrar|el caballo|lazar)(?= |$)${notBeside(`${JAJA}|matarme|me mato|ahorcarme|colgarme|morir\\w*|esta noche|adios`)}`,
    `(el rifle|la escopeta|la carabina|la pistola)( es| era)? (pa|para) (los coyotes|coyotes|los venados|venados|cazar|la caza|la caceria|las viboras|los zorrillos)(?= |$)${notBeside(`${JAJA}|matarme|me mato|pegarme un tiro|morir\\w*|esta noche|adios`)}`,
  ]),
  ...rules("hopeless", "siouxcity-es-r92", [
    `ya no sale (del|de su) (cuarto|recamara|cuarto|casa|cama)(?= |$)${besideWords("regalo|regalo su|regalo sus|se deshizo|dio sus|dio su|le dio")}${notBeside(`${JAJA}|enfermo|enferma|gripa|covid|operacion|cirugia|pierna|rodilla|cadera|videojuegos|xbox|playstation|tarea|castigado|castigada`)}`,
  ]),
  // Round 84 (round 93's waterbury-es and kenner-es: clear risk that got the line or nothing, read
  // after its first round): the car "prendio en el garaje" with the door shut; "si alguien lee esto ya
  // me tire"; "nadie me va a encontrar hasta" the morning shift; a heart medicine stopped "a
  // proposito"; a father who "dice q lo va a volver a intentar"; a face to be "arreglada" with one's
  // own hands at the caregiver office; a dead shipmate who "tuvo suerte"; "no me voy a despertar
  // mañana"; meeting the brothers who did not come back "hoy"; "despues q me mate esta noche"; standing
  // on a bridge and not knowing what to do; burning oneself "y hoy quiero ir mas lejos". Not a car
  // warmed with the door open, a game of hide and seek, a doctor's order or a nap.
  ...rules("place", "waterbury-es-r93", [
    `(carro|troca|truck|camioneta|motor|carcacha)( \\w+){0,2} (esta |sigue |ta |lo tengo |la tengo )?(prendido|prendio|prendia|prendida|encendido|encendida|corriendo|andando)( \\w+){0,2} (en|dentro del|adentro del|en el) (garaje|garage|garash)(?= |$)${besideWords("puerta (cerrada|cerra|cerrado|abajo)|porton (cerrado|abajo)|cerrado|cerrada|cerra|ironia|maquina|despedi\\w*|perdon")}${notBeside("abierta|abierto|ventilador|extractor|mecanico|arreglando|reparando|calentando|cambio de aceite")}`,
  ]),
  ...rules("suicide", "waterbury-es-r93", [
    `si (alguien|alguno|usted|ustedes|tu|ud|uds) (lee|leen|esta leyendo|estan leyendo|ve|ven) (esto|este mensaje|este texto|esta carta|estas lineas)( \\w+){0,3} (ya )?(me tire|me aviente|me mate|me colgue|me di un tiro|me pegue un tiro|estoy muerto|estoy muerta|ya no estoy|no estoy|me fui|me hundi|brinque|salte|me eche)(?= |$)${notBeside(JAJA)}`,
    `(deje|he dejado|estoy dejando|pare|dejo) de tomar (la|las|mis|mi|el|los) (medicina|medicinas|pastillas|pastilla|insulina|medicamento|medicamentos|pildoras)( \\w+){0,5} a proposito(?= |$)${notBeside(`${JAJA}|efectos|el doctor me dijo|la doctora me dijo|me dijo el doctor|me dijo la doctora|alergia|mareo|me hacia dano|me caia mal|se me acabo|se me acabaron|no me alcanza|no tengo dinero|seguro|ayuno|analisis|laboratorio|cirugia|operacion`)}`,
  ]),
  ...rules("intent", "waterbury-es-r93", [NADIE_ME_VA_A_ENCONTRAR]),
  ...rules("farewell", "waterbury-es-r93", [NADIE_ME_VA_A_ENCONTRAR]),
  ...rules("intent", "waterbury-es-r93", [UN_ACCIDENTE_ANTES_DE]),
  ...rules("afterMe", "waterbury-es-r93", [UN_ACCIDENTE_ANTES_DE]),
  ...rules("thirdPartyDanger", "waterbury-es-r93", [
    `(dice|dijo|anda diciendo|me dijo|sigue diciendo) (que|q|k) (lo|se|la) (va a|iba a|quiere|piensa) (volver a )?(intentar|hacer|matar)( otra vez| de nuevo)?(?= |$)${besideWords("hang|hanged|hang himself|hang herself|colgar|ahorcar\\w*|matarse|suicid\\w*|tried to (hang|kill|end)|pastillas|pistola|se quiso (matar|colgar|ahorcar)|se corto|se ahorco")}${notBeside(`${JAJA}|examen|dieta|claim|reclamo|apelacion|aplicacion|dejar de fumar|fumar|correr|maraton`)}`,
  ]),
  ...rules("harm", "waterbury-es-r93", [
    `(le|les) (voy a|vamos a|va a) (arreglar|romper|partir|desfigurar|reventar|quebrar|volar) (la|el) (cara|jeta|hocico|boca|cabeza|craneo|pescuezo)(?= |$)${besideWords("con mis propias manos|con mis manos|ni la policia|la policia|donde queda|donde vive|donde trabaja|su oficina|la oficina|cuando salga")}${notBeside(`${JAJA}|claim|carro|troca|computadora|maquillaje|dentista|cirujano|cirugia|botox`)}`,
  ]),
  ...rules("hopeless", "waterbury-es-r93", [
    `((pienso|creo|siento|digo|a veces pienso|yo pienso) (que|q|k) )?(el|ella|ellos|mi compa|mi companero|mi hermano|los que murieron|los que se fueron)( (que|q) (murio|se murio|se mato|cayo|murieron)( \\w+){0,3})? (tuvo|tuvieron) (suerte|mas suerte)(?= |$)${besideWords("se murio|murio|se mato|muerto|murieron|fallecio|no regreso|no regresaron|se fue|se fueron|no duermo|no como")}${notBeside(`${JAJA}|loteria|casino|premio|trabajo|chamba|se gano|se saco`)}`,
  ]),
  // The round's second read: "pa el lunes ya voy a estar muerto".
  ...rules("intent", "review-r84", [MUERTO_PARA_UN_DIA]),
  ...rules("time", "review-r84", [MUERTO_PARA_UN_DIA]),
  ...rules("intent", "kenner-es-r93", [
    `no me (voy a|vo a|pienso|quiero) despertar (manana|mas|nunca mas|otra vez|de nuevo)(?= |$)${notBeside(`${JAJA}|a tiempo|cita|si tomo|pastilla|la pastilla|para dormir|pa dormir|temprano|tarde|hasta|siesta|dormir hasta|alarma|despertador|cirugia|operacion|anestesia|colonoscopia|turno|chamba|trabajo|domingo|sabado|dia libre|descanso|vacaciones|desvelado|desvelada|cansado|cansada`)}`,
    `(hoy|esta noche|manana|este fin) (me reuno|me voy a reunir|me junto|me voy a juntar|voy a estar|me voy) con (mis hermanos|mis companeros|mis compas|mis carnales|los muchachos|mis panas|mi hermano|mi compa)( \\w+){0,2} (que|q|k) (no regresaron|no regreso|no volvieron|no volvio|murieron|se murieron|se fueron|cayeron|perdimos (en|alla)|se quedaron (en|alla))( \\w+)?(?= |$)${notBeside(`${JAJA}|cementerio|memorial|ceremonia|misa|desfile|parade|reunion de|tumba|visita|visitar|flores|vfw|legion|american legion`)}`,
    `(despues|luego|cuando) (de )?(que|q|k) (me mate|me mato|me quite la vida|me suicide|me de un tiro|me pegue un tiro)( \\w+){0,2} (esta noche|hoy|manana|este fin|el \\w+)(?= |$)`,
    `(me estoy|me ando|estoy|me queme|me quemo|me corte|me corto) (quemando |cortando |rajando |lastimando |lastimandome |cortandome |quemandome )?(\\w+ ){0,9}(y )?(hoy|esta noche|ahorita|ya) (quiero|voy a|pienso) (ir|llegar) mas (lejos|alla|profundo|hondo)(?= |$)`,
  ]),
  ...rules("suicide", "kenner-es-r93", [
    `(despues|luego|cuando) (de )?(que|q|k) (me mate|me mato|me quite la vida|me suicide|me de un tiro|me pegue un tiro)( \\w+){0,2} (esta noche|hoy|manana|este fin|el \\w+)(?= |$)`,
    `(me estoy|me ando|estoy|me queme|me quemo|me corte|me corto) (quemando |cortando |rajando |lastimando |lastimandome |cortandome |quemandome )?(\\w+ ){0,9}(y )?(hoy|esta noche|ahorita|ya) (quiero|voy a|pienso) (ir|llegar) mas (lejos|alla|profundo|hondo)(?= |$)`,
  ]),
  ...rules("time", "kenner-es-r93", [
    `no me (voy a|vo a|pienso|quiero) despertar manana(?= |$)${notBeside(`${JAJA}|a tiempo|cita|si tomo|pastilla|la pastilla|para dormir|pa dormir|temprano|tarde|hasta|siesta|dormir hasta|alarma|despertador|cirugia|operacion|anestesia|colonoscopia|turno|chamba|trabajo|domingo|sabado|dia libre|descanso|vacaciones|desvelado|desvelada|cansado|cansada`)}`,
    `(hoy|esta noche|manana|este fin) (me reuno|me voy a reunir|me junto|me voy a juntar|voy a estar|me voy) con (mis hermanos|mis companeros|mis compas|mis carnales|los muchachos|mis panas|mi hermano|mi compa)( \\w+){0,2} (que|q|k) (no regresaron|no regreso|no volvieron|no volvio|murieron|se murieron|se fueron|cayeron|perdimos (en|alla)|se quedaron (en|alla))( \\w+)?(?= |$)${notBeside(`${JAJA}|cementerio|memorial|ceremonia|misa|desfile|parade|reunion de|tumba|visita|visitar|flores|vfw|legion|american legion`)}`,
  ]),
  ...rules("place", "kenner-es-r93", [
    `(estoy|toy|ando|me paro|estoy parado|estoy parada|parado|parada) (en|arriba del|arriba de|sobre) (el|la) (huey p long|huey long|crescent city connection|puente del mississippi|causeway|puente del lago|puente)( \\w+){0,3} (y )?(no se (que|q|k) hacer|no se que hago|mirando el agua|mirando pa abajo)(?= |$)${notBeside(`${JAJA}|trafico|traffic|trabajo|trabajando|pintando|construccion|obra|pescando|pesca|tour|foto|fotos|atorado|accidente|choque`)}`,
  ]),
  // Round 85 (round 94's chelsea-es and joliet-es: risk that got the line or nothing, read after its
  // first round): standing on the Tobin Bridge "no se ni pa q te escribo"; "el viernes es el dia, ya lo
  // marque"; a husband who gave his things away, asked the pension "si él faltara" and cleans the gun
  // saying "ya casi"; knives "pa mis venas" tonight; "no es pregunta de curiosidad, es plan"; all the
  // oxys tonight; a last lunch, "mañana ya no me van a ver"; a burial paid "antes de irme"; the door
  // left open "pa que me encuentren rapido"; a shot in the chest "porque ya mero". Not a bridge at
  // work, a wedding's day, a doctor's order, a fall feared or a move.
  ...rules("place", "chelsea-es-r94", [
    `(estoy|toy|ando|me paro|estoy parado|estoy parada|parado|parada|sentado|sentada) (en|arriba del|arriba de|sobre|a la orilla del) (el|la)? ?(tobin bridge|tobin|zakim|puente|bridge|orilla del puente|azotea|techo del edificio)( \\w+){0,4}(?= |$)${besideWords("no se ni pa|no se pa que|no se pa q|para que te escribo|pa q te escribo|pa que te escribo|adios|perdon|ya no aguanto|ultima vez|mirando el agua|mirando pa abajo")}${notBeside(`${JAJA}|trafico|traffic|trabajo|trabajando|pintando|reparando|construccion|obra|pescando|pesca|tour|foto|fotos|paseo|atorado|accidente|choque|esperando el bus|esperando`)}`,
  ]),
  ...rules("intent", "chelsea-es-r94", [
    EL_DIA_ES_EL_DIA,
    `(no es|no era|no es una|no era una) pregunta (de curiosidad|por curiosidad|curiosa|hipotetica|de chisme)( \\w+){0,3} (es|ya es|es un) plan(?! de)(?= |$)${notBeside(`${JAJA}|ahorro|retiro|negocio\\w*|gi bill|estudio\\w*|salud|seguro medico`)}`,
  ]),
  ...rules("time", "chelsea-es-r94", [EL_DIA_ES_EL_DIA]),
  ...rules("thirdPartyDanger", "chelsea-es-r94", [
    `(lo vi|lo encontre|esta|estaba|lo veo|la vi|la encontre) (limpiando|cargando|con|acariciando) (el|su|la) (arma|pistola|rifle|escopeta|revolver|fierro|cuete)( \\w+){0,3} y (dijo|me dijo|dice|decia) ("? ?)?(ya casi|ya mero|ya pronto|ya falta poco|ya merito|pronto)(?= |$)${notBeside(`${JAJA}|caza|cazar|venado|temporada|campo de tiro|range|practica|vender|exhibicion|termino|terminar|termina|comprador|vendo|curso|portacion|licencia|aceite|entrego|entregar`)}`,
  ]),
  ...rules("suicide", "chelsea-es-r94", [
    `(uno|una|el|la|un cuchillo|mi cuchillo|la navaja|una navaja|el cuchillo)( \\w+)? (es|va|van|ira|iran|se va)( directo| derecho| derechito)? (pa|para|por|a) (mis|las|mi) (venas|munecas|muneca|garganta|cuello)(?= |$)${notBeside(JAJA)}`,
  ]),
  ...rules("lethality", "chelsea-es-r94", [
    `(me tomo|me voy a tomar|me tomare|me trago|me voy a tragar|me echo|me voy a echar) (todos|todas|toditos|toditas) (los|las|mis) (oxys|oxis|oxycodonas|pastillas|pildoras|percocets|percs|xanax|medicinas|pastis|pepas|tramadol|hidrocodonas)( \\w+){0,6}(?= |$)${besideWords("esta noche|hoy|ahorita|orita|ya ni pa q|ya ni pa que|ya no aguanto|adios|perdon|me sobraron|sobraron|sobran")}${notBeside(`${JAJA}|receta|doctor dijo|la doctora dijo|como me las tomo|se pueden|juntas con|con comida|despues de comer|cada (dia|noche|\\d+ horas)|a la vez no|o los tiro|los tiro|tirarlos|basura|desech\\w*|devolv\\w*|regres\\w*|farmacia`)}`,
  ]),
  ...rules("intent", "joliet-es-r94", [YA_NO_ME_VAN_A_VER, TODO_PAGADO_ANTES_DE_IRME]),
  ...rules("farewell", "joliet-es-r94", [YA_NO_ME_VAN_A_VER]),
  ...rules("afterMe", "joliet-es-r94", [TODO_PAGADO_ANTES_DE_IRME]),
  ...rules("suicide", "joliet-es-r94", [
    `(deje|dejo|voy a dejar|le deje|les deje) (la puerta|el porton|la reja) (abierta|abierto|sin llave|sin seguro)( \\w+){0,6} (pa|para) (que|q|k) me (encuentren|hallen|encuentre|halle)( rapido| pronto| luego| facil| temprano| primero)?(?= |$)${notBeside(`${JAJA}|si me caigo|me caigo|caerme|ambulancia|paramedicos|si me pasa algo|emergencia|alerta|medical alert|reloj|gps|enfermera|cuidador\\w*|home health|tecnico|plomero|electricista|el del|la del|repartidor|paquete|delivery|amazon|cartero`)}`,
  ]),
  ...rules("time", "joliet-es-r94", [
    `(porque|que|q|pq|xq|por que) ya (mero|merito|casi es hora|merito es hora)(?= |$)${besideWords("me doy un balazo|balazo|me mato|matarme|me quito la vida|me pego un tiro|pastillas|cuerda|soga|me tiro|me aviento")}${notBeside(`${JAJA}|llega|sale|termina|acaba|me pagan|pago|decision|claim|reclamo|rating|apelacion|cita|nace|parto|bebe|jubil\\w*|retir\\w*`)}`,
  ]),
  // Round 94's threats that got the line or the crisis reply without 911 first: a rater's door knocked
  // "con el fierro"; a mother-in-law held "del cuello... hasta q deje de respirar"; a husband gone with
  // the rifle "pa arreglar cuentas"; "darle un tiro a mi first sgt"; "salgo con el rifle y se acaba el
  // problema". Not a hunt, a bank's accounts or a try at a job.
  ...rules("harm", "chelsea-es-r94", [
    `(le|les) (toque|toco|voy a tocar|caiga|caigo|voy a caer|llegue|llego) (la puerta|a la casa|a su casa|en su casa)( \\w+){0,2} con (el|la|mi|un|una) (fierro|cuete|pistola|arma|rifle|escopeta|machete|fusca|cuerno|ak|ar|glock)(?= |$)${notBeside(`${JAJA}|caza|venado|vender|regalo|papeles|abogado`)}`,
    `(la|lo|los|las) (agarro|voy a agarrar|agarre|tomo|aprieto|voy a apretar) (del|de el|por el) (cuello|pescuezo|gaznate)( \\w+){0,8} (hasta|hasta que|hasta q) ((deje|dejen|dejara|deja) de respirar|se muera|se muere|se ahogue|se desmaye|quede morado|se quede quieto)(?= |$)${notBeside(JAJA)}`,
    `(va a|voy a|fue a|se fue a|salio a|sale a|salio pa|se fue pa) (buscar|cazar|encontrar) (al|a la|a ese|a esa|a los|a las|a el) (\\w+ ){0,2}(hombre|vato|tipo|senor|vecino|vecina|rater|doctor|doctora|chavo|muchacho|bato|fulano|que)( \\w+){0,8} (para|pa|pa que|para que) (arreglar cuentas|arreglar las cuentas|cobrarsela|cobrarselas|ajustar cuentas|darle su merecido|que se las pague|matarlo|matarla|darle)(?= |$)${besideWords("rifle|pistola|arma|cuete|fierro|escopeta|machete|agarro|se fue|ya se fue")}${notBeside(`${JAJA}|banco|abogado|deudas?|factura|pago|aseguranza|cheque|dinero que le debe|terreno|papeles|cuentas del|cuentas de la|negocio`)}`,
  ]),
  ...rules("harm", "joliet-es-r94", [
    `(darle|meterle|pegarle|echarle|soltarle|a darle|a meterle|a pegarle) (un|unos|dos|tres|varios|un par de) (tiro|tiros|balazo|balazos|plomazo|plomazos|plomo|fogonazo) (a|al) (mi |el |la |ese |esa |este |esta |al )?(first sgt|first sergeant|primer sargento|sargento|jefe|supervisor|rater|doctor|doctora|vecino|vecina|suegra|suegro|ex|esposa|mujer|vieja|viejo|compa|mayor|capitan|teniente|manager|boss|foreman|mayordomo|patron)(?= |$)${notBeside(`${JAJA}|juego|video ?juego|call of duty|cod|fortnite|paintball|airsoft|pelota|balon|foto|fotos|camara`)}`,
    `((salgo|voy|me voy|ahorita salgo|orita salgo|voy a salir|ya salgo) con|agarro|voy a agarrar|saco|voy a sacar) (el|la|mi) (rifle|pistola|escopeta|cuete|fierro|machete|arma|cuerno|ar|ak)( \\w+){0,3} y (se acaba|se acabo|se termina|se les acaba|ya no|arreglo|les doy|le doy)( \\w+){0,4}(?= |$)${notBeside(`${JAJA}|caceria|cazar|caza|venado|pato|patos|coyote|coyotes|marrano|jabali|culebra|vibora|zorrillo|rancho|campo|practica|tirar al blanco|range|gallinero|gallinas|maleza|ardillas?|ratas?|raton\\w*|plaga|hierba|zacate|monte|todo|colgar\\w*|ahorcar\\w*|no voy a estar|ya no quiero|nadie me|sentido|cuiden a|despedi\\w*|matarme|me mato|morir\\w*|quitarme la vida|suicid\\w*|ya no aguanto|ya no puedo|adios|perdon`)}`,
  ]),
  // Round 94's ordinary messages read as risk: a state veterans home asked about for a brother "ya esta
  // grande"; a pistol licensed in Massachusetts asked about "solo quiero saber mis derechos".
  ...rules("benign", "chelsea-es-r94", [
    `(un |el |algun |una )?(hogar|casa|asilo|residencia) (para|de|pa) (veteranos|ancianos|viejitos|adultos mayores)(?= |$)${besideWords("mi hermano|mi papa|mi abuelo|mi esposo|mi tio|esta grande|ya esta grande|viejito|anciano|como aplico|como se aplica|hay uno|hay un|cerca|en chelsea|en boston")}${notBeside(`${OWN_END_SAID}|hoy|esta noche|manana`)}`,
    `solo (quiero|queria|quisiera) saber (mis|cuales son mis|sobre mis|de mis) derechos(?= |$)${notBeside(`${JAJA}|matarme|me mato|morir\\w*|suicid\\w*|quitarme la vida|ya no (quiero|aguanto|puedo)|hoy|esta noche|manana|vecino|rater|jefe|adios`)}`,
  ]),
  // Round 86 (round 95's hempstead-es and edinburg-es: risk that got the line or nothing, read after its
  // first round): "ya escribi las cartas" beside the burial asked about; rope bought "y no es pa la
  // chamba"; "le prometi q nos veiamos del otro lado y mañana cumplo"; a brother found "con los brazos
  // cortados sangrando"; a brother who tried to hang himself and "lo va a bolber a intentar"; "lo que
  // sigue es irme yo también"; "antes de fin de mes a mi manera"; forty xanax and a bottle of Crown. Not
  // a buddy letter, rope for the yard, a border crossing, a work accident or a prescription refill.
  ...rules("intent", "hempstead-es-r95", [
    NOS_VEMOS_DEL_OTRO_LADO_Y_CUMPLO,
    `(ya )?(escribi|deje escritas|termine|deje) (las|mis) cartas( de despedida)?(?= |$)${besideWords("entierro|funeral|le paga el entierro|seguro de vida|cementerio|en la mesa|quiero morir|seguir viviendo")}${notBeside(`${JAJA}|navidad|dia del padre|dia de las madres|escuela|dependientes?|recomendacion|buddy|lay statement|declaracion|congres\\w*|senador|apelacion|appeal|nexus|gracias|agradec\\w*|cumpleanos|boda|carta de apoyo|de apoyo|al va|a la va|al congres\\w*`)}`,
  ]),
  ...rules("time", "hempstead-es-r95", [NOS_VEMOS_DEL_OTRO_LADO_Y_CUMPLO]),
  ...rules("meansReady", "hempstead-es-r95", [
    `(compre|consegui|tengo|traje|agarre|ya compre|ya tengo) (un |una |el |la )?(lazo|laso|soga|mecate|cuerda)( \\w+){0,4} (y )?(no es|pero no es) (pa|para) (la chamba|el trabajo|el yard|trabajar|amarrar|el jardin|la yarda|el patio|la troca|el rancho)(?= |$)${notBeside(`${JAJA}|columpio|tendedero|ropa|hamaca|perro|caballo|vaca|lancha|bote|mudanza`)}`,
  ]),
  ...rules("thirdPartyDanger", "hempstead-es-r95", [
    `(con|tiene|tenia) (los|las|sus) (brazos|munecas|venas|piernas) (cortados|cortadas|abiertos|abiertas|rajados|rajadas)(?= |$)${besideWords("sangrando|sangre|dejo morir|deje morir|lo deje|la deje|911")}${notBeside(`${JAJA}|desde|amput\\w*|smc|irak|iraq|afganistan|mina|ied|protesis|accidente|vidrio|ventana|chamba|cirugia|operacion|pelicula|serie|maquina|sierra`)}`,
    `(lo|la|se|que lo|que la) (va|iba|van) a (volver|bolber|volber) a (intentar|hacer)( otra vez)?(?= |$)${besideWords("ahorcar|aorcar|colgar|matar|suicid\\w*|quitarse la vida|se corto|lo encontro|la encontro|dieron de alta")}${notBeside(`${JAJA}|fumar|dejar de|beber|dieta|peso|examen|ged|licencia|claim|reclamo|apelacion|dieta|ejercicio|gym|carrera|maraton|entrevista|trabajo|negocio`)}`,
  ]),
  ...rules("intent", "edinburg-es-r95", [ME_VOY_ANTES_DE_FIN_DE_MES, LO_QUE_SIGUE_ES_IRME]),
  ...rules("time", "edinburg-es-r95", [ME_VOY_ANTES_DE_FIN_DE_MES]),
  ...rules("farewell", "edinburg-es-r95", [LO_QUE_SIGUE_ES_IRME]),
  ...rules("lethality", "edinburg-es-r95", [
    `tengo (como |unas |unos |mas de |ya )?(\\d+|veinte|treinta|cuarenta|cincuenta|cien) (xanax|pastillas|pildoras|oxys?|percs|norcos?|tramadol|klonopin|ambien|trazodone|seroquel)(?= |$)${besideWords("botella|crown|tequila|whisky|whiskey|salud por mi|ya valio|adios")}${notBeside("se me acaban|pido mas|refill|recargar|surtir|receta|farmacia|refill|mail order|caducad\\w*|vencid\\w*|tirar|desechar|botella de agua|vitaminas")}`,
  ]),
  // Round 86 (round 95's sets): threats that got the line or the crisis reply, not 911 first: an ex who
  // sent a picture of a pistol "y dice que biene pa aca esta noche a matarme"; "salgo a buscarlos con la
  // escopeta"; "ya tengo el plan y las armas pal lunes" after a clinic cancelled four times; a carbine
  // "lista" for the neighbour who poisoned the dogs; "ya tengo ganas de hacerlo esta noche" beside "la
  // ahorco"; an appeal panel's names and "ya se donde viven".
  ...rules("harm", "hempstead-es-r95", [
    `(dice|dijo|me dijo|me escribio|me mando decir|me texteo|me amenazo) (que|q)? ?(viene|biene|va a venir|ya viene|se viene|va a caer|llega)( \\w+){0,5} (a matarme|a matarnos|a matarla|a matarlo|a matarlos|pa matarme|pa matarnos)(?= |$)${notBeside(`${JAJA}|de risa|a besos|a regan\\w*|a cobrar|de hambre|de coraje|de un susto|de la risa|de tanto|con su comida|a visitar`)}`,
    `(salgo|voy|me voy|saldre|vamos|voy a salir|ya salgo) a buscar(los|lo|la|las)? con (la|el|mi) (escopeta|pistola|rifle|cuete|fierro|machete|arma|carabina|ar)(?= |$)${notBeside(`${JAJA}|venado|caza|cazar|coyote|conejo|pato|temporada|campo de tiro|jabali|javelina|culebra|vibora|perro perdido|perrito`)}`,
    `(ya )?tengo (el plan y las armas|las armas y el plan|las armas listas|el plan y el arma|el arma lista|el plan y el cuete)(?= |$)${notBeside(`${JAJA}|caza|cazar|venado|temporada|campo de tiro|torneo|paintball|airsoft|juego|videojuego|guardia de honor|honor guard|funeral|desfile|parade|ceremonia|saludo|salva|21 tiros|vfw|legion|coleccion|limpi\\w*`)}`,
  ]),
  ...rules("harm", "edinburg-es-r95", [
    `(ya )?le tengo (la|el|mi) ${ARMA_A_LA_MANO}( \\w+)? ${LISTA}(?= |$)${notBeside(`${JAJA}|venado|caza|cazar|coyote|temporada|jabali|javelina|culebra|vibora|campo de tiro|regalo|cumpleanos|navidad|limpi\\w*|milpa|terreno|monte|zacate|maleza|chapear|campo|yarda|cortar|lena|cana|guardia de honor|funeral|saludo`)}`,
    `(ya )?tengo ganas de hacerlo (esta noche|hoy|manana|ahorita)( que venga| q venga)?(?= |$)${besideWords("la ahorco|lo ahorco|la mato|lo mato|le parto|le rompo|la agarro|lo agarro")}${notBeside(`${JAJA}|fiesta|carne asada|pastel|tamales|viaje|comida|cena|postre`)}`,
    `(ya )?(se|sabemos) donde viven( \\w+)?(?= |$)${besideWords("panel|appeal|apelacion|rater|evaluador|examinador|no me van a negar|negaron|bva|board")}${notBeside(`${JAJA}|nietos|hijos|visitas|familia|buddy|statements?|declaraciones|invitaciones|reunion|companeros|unidad|peloton|carta|mandar|tarjeta|agradec\\w*|regalo|flores|visitar para|invitar`)}`,
  ]),
  // Round 86 (round 95's edinburg-es): "me voy a pegar un tiro... de tequila".
  ...rules("benign", "edinburg-es-r95", [
    `(pegar|pego|dar|doy|echar|echo|tomar|tomo) un (tiro|tirito|shot|shotcito|balazo) de (tequila|mezcal|whisky|whiskey|ron|vodka|guaro|crown|bacardi|sotol)(?= |$)${notBeside(`matarme|me mato|quitarme la vida|suicid\\w*|pastillas|despedi\\w*|ya no aguanto|de verdad|de a de veras|pistola|arma|rifle|escopeta|cuete|fierro|balazo`)}`,
  ]),
  // Round 86: look-alikes of older sets and second reads the second opinion retrained with round 94
  // lifts to the crisis reply: "le voy a dar en la madre a este claim" (round 46's cicero-es); whether
  // the VA takes one's pistols for a PTSD rating, "es un chisme" (round 49's denver-es); a villain with
  // a machete "en el programa de la tele" (second-read-r40); and to the line, "ahora sí no me van a
  // detener en la frontera, ya tengo mi pasaporte" (second-read-r38).
  ...rules("benign", "retrain-r86", [
    `no me (van|vayan) a (detener|parar|regresar|deportar|revisar|checar) en la (frontera|aduana|garita|linea|migra|migracion)(?= |$)${notBeside(`matarme|me mato|quitarme la vida|suicid\\w*|pistola|arma|despedi\\w*`)}`,
    `(dar|darle|le voy a dar|le doy|le di|partirle|le parto) (en la madre|en su madre|duro|con todo|hasta con el molcajete) (a|al) (este|ese|el|mi) (claim|reclamo|caso|appeal|apelacion|tramite|papeleo|c p)(?= |$)${notBeside(`matarme|me mato|morir\\w*|quitarme la vida|suicid\\w*|pistola|rifle|escopeta|rater|evaluador|examinador|esta noche`)}`,
    `(la va|el va|la v a|el v a|el gobierno|la vea)( me)? (quita|quitan|va a quitar|van a quitar|quitaria|quitarian|puede quitar|pueden quitar) (mis|las|sus|tus) (armas|pistolas|rifles|escopetas|cuetes|fierros)(?= |$)${besideWords("rating|ptsd|chisme|es cierto|es verdad|verdad|rumor|si tengo|derechos|ley|fiduciar\\w*|incompeten\\w*")}${notBeside(`matarme|me mato|morir\\w*|quitarme la vida|suicid\\w*|esta noche|pa usarla|para usarla`)}`,
    `(en )?(el|la|un|una) (programa|serie|pelicula|novela|telenovela|show)( de la (tele|television))?( \\w+){0,2} (el malo|la mala|el villano|la villana|un tipo|un senor)(?= |$)${notBeside(`matarme|me mato|quitarme la vida|suicid\\w*|mi vecino|mi ex|de verdad`)}`,
  ]),
  // The round's second read (round 86): a bridge "bastante alto pa no sobrevivir"; "mi papá se mató en
  // el 2012 y yo me voy igual que él"; "la carabina ya está lista" for a neighbour who poisoned the dogs.
  ...rules("lethality", "review-r86", [
    `(bastante|suficientemente|lo suficiente|tan|lo bastante) (alto|alta|hondo|honda|profundo|profunda) (pa|para|como pa|como para) (no sobrevivir|morir|matarme|no salir vivo|que no sobreviva|no despertar)(?= |$)${notBeside(`${JAJA}|arnes|escalera|techo del trabajo|osha|paracaid\\w*|bungee|clavad\\w*|alberca|piscina`)}`,
  ]),
  ...rules("suicide", "review-r86", [ME_VOY_IGUAL_QUE_EL]),
  ...rules("intent", "review-r86", [ME_VOY_IGUAL_QUE_EL]),
  ...rules("harm", "review-r86", [
    `(la|el|mi) ${ARMA_A_LA_MANO} (ya )?(esta|estan) ${LISTA}(?= |$)${besideWords("envenen\\w*|me las paga|me la paga|vecino|me hizo|me robo|me quito|la ex|mi ex|suegr\\w*|jefe|rater")}${notBeside(`${JAJA}|venado|caza|cazar|coyote|temporada|jabali|javelina|culebra|vibora|campo de tiro|regalo|vender|vendo|limpiar`)}`,
  ]),
  // Round 85: what the second opinion retrained with round 93 moved: a call "del puente Marquam"
  // crying, "te amo, diles a los niños" and the line cut (round 89's woodburn-es), back to the crisis
  // reply; and, kept at nothing, look-alikes it lifts: a tree to cut before it falls on the house, a dog
  // that ate rat poison (second-read-r34), blood to be drawn (second-read-r38), firewood cut with an axe
  // and a fence mended with a hammer (second-read-r40), the VA's "ultima batalla" being won (round 74).
  ...rules("thirdPartyDanger", "retrain-r85", [
    `me (hablo|llamo|marco|escribio|texteo|mando mensaje) (desde|del|de el|en el|arriba del|sobre el) (el )?puente( \\w+){0,6}(?= |$)${besideWords("llorando|te amo|diles a los ninos|diles|colgo|adios|perdon|despid\\w*|no contesta|apago")}${notBeside(`${JAJA}|trafico|trabajo|trabajando|construccion|obra|pescando|tour|foto|fotos|atorado|accidente|choque`)}`,
  ]),
  ...rules("benign", "retrain-r85", [
    `(cortar|tumbar|podar|cortamos|tumbamos|corto|tumbo) (el|ese|un|los|unos|este) (arbol|arboles|palo|palos|pino|roble)( \\w+){0,6}(?= |$)${notBeside(`${JAJA}|colgar\\w*|ahorcar\\w*|soga|cuerda|matarme|me mato|morir\\w*|quitarme la vida|colgar\\w*|ahorcar\\w*|no voy a estar|ya no quiero|nadie me|sentido|cuiden a|despedi\\w*|matarme|me mato|morir\\w*|quitarme la vida|suicid\\w*|ya no aguanto|ya no puedo`)}`,
    `(mi|el|la|nuestro|nuestra|su) (perro|perra|perrito|perrita|gato|gata|gatito|gatita|mascota|perro de servicio) (se comio|se trago|comio|trago|se tomo|lamio|mordio)( \\w+){0,3} (el |la |un |una |unas |unos )?(veneno|raticida|pastillas|chocolate|anticongelante|uvas|cloro|pildoras)(?= |$)${notBeside(`${JAJA}|matarme|me mato|yo tambien|me lo tomo|me las tomo|colgar\\w*|ahorcar\\w*|no voy a estar|ya no quiero|nadie me|sentido|cuiden a|despedi\\w*|matarme|me mato|morir\\w*|quitarme la vida|suicid\\w*|ya no aguanto|ya no puedo`)}`,
    `(sacar|sacarme|sacan|van a sacar|me sacan|me van a sacar|sacaron) sangre(?= |$)${notBeside(`${JAJA}|cortarme|cortar\\w*|venas|colgar\\w*|ahorcar\\w*|no voy a estar|ya no quiero|nadie me|sentido|cuiden a|despedi\\w*|matarme|me mato|morir\\w*|quitarme la vida|suicid\\w*|ya no aguanto|ya no puedo`)}`,
    `(cortando|partiendo|rajando|picando) (lena|madera|troncos|la lena)( \\w+){0,3}(?= |$)${notBeside(`${JAJA}|vecino|suegr\\w*|esposa|mujer|colgar\\w*|ahorcar\\w*|no voy a estar|ya no quiero|nadie me|sentido|cuiden a|despedi\\w*|matarme|me mato|morir\\w*|quitarme la vida|suicid\\w*|ya no aguanto|ya no puedo`)}`,
    `con el (martillo|serrucho|taladro|hacha|machete|pico|pala)( \\w+){0,2} (arreglando|reparando|construyendo|cortando|clavando|componiendo|trabajando)( \\w+){0,3}(?= |$)${notBeside(`${JAJA}|vecino|suegr\\w*|esposa|mujer|amenaz\\w*|gritando|colgar\\w*|ahorcar\\w*|no voy a estar|ya no quiero|nadie me|sentido|cuiden a|despedi\\w*|matarme|me mato|morir\\w*|quitarme la vida|suicid\\w*|ya no aguanto|ya no puedo`)}`,
    `(la estoy|lo estoy|la vamos|la voy|la andamos|la ando) ganando(?= |$)${notBeside(`${JAJA}|colgar\\w*|ahorcar\\w*|no voy a estar|ya no quiero|nadie me|sentido|cuiden a|despedi\\w*|matarme|me mato|morir\\w*|quitarme la vida|suicid\\w*|ya no aguanto|ya no puedo|nadie me extran\\w*|seguir aqui`)}`,
  ]),
  // Round 83: look-alikes of older tests the second opinion retrained with round 91 lifts to the line:
  // "no vale la pena ir a la clinica de Mayaguez, siempre esta llena" (round 10's probes).
  ...rules("benign", "retrain-r83", [
    `no vale la pena (ir|venir|manejar|llamar) (a|al|hasta) (la|el)? ?(clinica|oficina|hospital|va|cita|centro|vet center)(?= |$)${notBeside(`${JAJA}|matarme|me mato|morir\\w*|vivir|seguir|quitarme la vida|suicid\\w*`)}`,
  ]),
  // Round 84: a look-alike of a second read the second opinion retrained with round 92 lifts to the
  // line: "le hago un hoyo al cinturón porque bajé de peso" (second-read-r35).
  ...rules("benign", "retrain-r84", [
    `(le hago|hacerle|le hice|le voy a hacer|hacer|le tengo que hacer) (un|otro|mas) (hoyo|hoyito|agujero|agujerito)s? (al|a mi|en el|en mi) (cinturon|cinto|correa|faja)(?= |$)${notBeside(`${JAJA}|colgar\\w*|ahorcar\\w*|matarme|cuello|viga|morir`)}`,
  ]),
  // Round 83 (round 92's threats that got the crisis reply or the line): a bank man who "se va conmigo
  // al otro lado" beside a rifle at the door; a neighbour's house set on fire "cuando esten dormidos";
  // a supervisor "lo destazo como a los puercos"; a nephew who will burn the house "conmigo adentro".
  // Not a barbecue, a hog butchered or a death wished for oneself alone.
  ...rules("harm", "mora-es-r92", [
    `(se va|se van|se lo lleva|me lo llevo|me los llevo|me la llevo|me lo voy a llevar|me los voy a llevar) conmigo (al otro lado|pal otro lado|para el otro lado|al hoyo|al infierno|a la otra vida)(?= |$)${besideWords("rifle|pistola|escopeta|arma|cuete|fierro|banco|el primero|la primera|quitar")}${notBeside(`${JAJA}|secreto|secretos|recuerdo|recuerdos|foto|fotos|perro|gato|libro|vendo|vender|venderlo|herencia|heredar`)}`,
    `(me|nos) (quema|va a quemar|quemara|van a quemar|quemaria) (la casa|el rancho|la troca|el carro|la traila) (conmigo|con nosotros|con mi esposa|con los ninos) (adentro|dentro)(?= |$)${notBeside(`${JAJA}|sol|calor|estufa|horno`)}`,
  ]),
  ...rules("harm", "review-r83", [
    // A second read of the round (review-r83): "ese fool del trabajo, mañana le llevo el AR y se acabó, hes done".
    `(le llevo|le voy a llevar|me llevo|me voy a llevar|voy a llevar|llevo) (el|la|mi) (ar|rifle|cuete|pistola|fierro|escopeta|glock|ak|cuerno)( \\w+){0,4} (y se acabo|se acabo|hes done|he s done|y ya|y listo)(?= |$)${notBeside(`${JAJA}|caza|cazar|venado|range|campo de tiro|armero|gunsmith|vender|vendo|limpiar|exhibicion|desfile|honores|funeral`)}`,
  ]),
  ...rules("harm", "siouxcity-es-r92", [
    `(le|les) (prendo|voy a prender|pego|voy a pegar|meto|voy a meter|echo|voy a echar|prendere|pegare) (fuego|lumbre|candela) a (la|su|el|sus) (casa|troca|carro|negocio|daycare|traila|apartamento|tienda)(?= |$)${besideWords("esta noche|dormidos|dormida|dormido|gasolina|cuando esten|con ellos adentro|adentro|lo juro|se va a arrepentir|me las paga|me las van a pagar|robando")}${notBeside(`${JAJA}|parrilla|asador|fogata|lena|chimenea|basura|hojas|zacate|campana|camping|campamento|juego|videojuego|game|rancho|terreno|bombero|permiso|chiste|broma|llegar a tiempo|prisa|vieja del rancho`)}`,
    `(lo|la|los|las) (destazo|voy a destazar|destazare|destazamos|abro en canal|voy a abrir en canal|voy a picar|pico)( \\w+){0,2} como (a )?(los |un |una |a un )?(puercos|puerco|cerdo|cerdos|marrano|marranos|res|reses|pollo|pollos|vaca|vacas)(?= |$)${notBeside(`${JAJA}|carniceria|receta|matanza|fiesta|lechon|cochinita|barbacoa|birria|rancho|venado|caza|cace|cazar|deer|elk|javalina|borrego|chivo|cabrito`)}`,
  ]),
  // Round 87 (round 96's silercity-es and picounion-es: risk that got the line or nothing, read after
  // its first round): "ya no voy a estar pal primero del mes" beside what the widow gets; the bank
  // emptied, the passwords left on a paper, "ya estuvo"; a husband who said "el domingo se termina todo,
  // que ya tiene con qué"; ninety pills "ya se q hacer con ellas"; the national cemetery "lo voy a ocupar
  // pronto"; who receives one's remains "antes del jueves"; "nadie me va a encontrar a tiempo"; "el
  // ultimo delivery de mi vida… ya tengo todo pensado"; "me acabo de tragar como 20"; into the sea
  // "hasta q ya no pueda regresar"; a son who "dice mañana ya se muere… ya compro la cosa"; "cuando el se
  // mata… ya va ser pronto"; a cousin who "ya lo tiene decidido para el fin de semana" to die by his own
  // hand. Not a trip, a move, a password shared for the bills, or a sea swim.
  ...rules("intent", "silercity-es-r96", [
    YA_NO_VOY_A_ESTAR_PARA_UN_DIA,
    LE_DEJE_LAS_CONTRASENAS,
    `ya (se|sabe|sabemos) (q|que) hacer con (ellas|ellos|las pastillas|esas|esos|todas|todos)(?= |$)${besideWords("pastillas|pildoras|pills|\\d+ (pastillas|pildoras)|me dio \\d+|de un jalon")}${notBeside(`${JAJA}|receta|farmacia|refill|doctor me explico|como tomarlas|instrucciones|take back|las llevo|devolver|devolverlas|tirarlas|desechar\\w*|fallecio|sobraron`)}`,
    LO_VOY_A_OCUPAR_PRONTO,
    DEJARLO_CLARO_ANTES_DE,
  ]),
  ...rules("time", "silercity-es-r96", [YA_NO_VOY_A_ESTAR_PARA_UN_DIA, LO_VOY_A_OCUPAR_PRONTO, DEJARLO_CLARO_ANTES_DE]),
  ...rules("afterMe", "silercity-es-r96", [LE_DEJE_LAS_CONTRASENAS]),
  ...rules("thirdPartyDanger", "silercity-es-r96", [
    `(dijo|dice|me dijo|me dice|nos dijo) (que|q) (el|este|para el|pal|pa el) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin de semana|fin de mes)( \\w+)? se (termina|acaba|terminan|acaban) (todo|todas las cosas|la cosa)(?= |$)${besideWords("ya tiene con (que|q)|tiene con (que|q)|sin comer|pistola|soga|pastillas|se despidio|despedi\\w*|a donde lo llevo")}${notBeside(`${JAJA}|papeleo|mudanza|reclamo|claim|temporada|contrato|trabajo|chamba|escuela|clases|semestre|liga|torneo|renta|lease|oferta|venta|promocion|descuento|turno`)}`,
  ]),
  ...rules("lethality", "silercity-es-r96", [
    `nadie (me|lo|la|nos) (va a|vaya a|iba a|van a|vayan a) (encontrar|hallar|sacar) a tiempo(?= |$)${besideWords("me meto|congelador|cierro por dentro|me encierro|me voy a|manana|esta noche|ya tengo")}${notBeside(`${JAJA}|si me caigo|me caigo|infarto|alerta|boton|incendio|silla de ruedas|emergencia medica|escondidas|juego|esconder\\w*|sorpresa|regalo|fiesta|paquete|carta`)}`,
  ]),
  ...rules("intent", "picounion-es-r96", [ULTIMO_DE_MI_VIDA, AL_MAR_HASTA_NO_REGRESAR]),
  ...rules("farewell", "picounion-es-r96", [ULTIMO_DE_MI_VIDA]),
  ...rules("suicide", "picounion-es-r96", [AL_MAR_HASTA_NO_REGRESAR]),
  ...rules("lethality", "picounion-es-r96", [
    `me acabo de (tragar|tomar|echar|meter) (como |unas |unos |mas de |casi )?(\\d\\d+|diez|quince|veinte|treinta|cuarenta|cincuenta|todas|todos|toda la botella|el bote|el frasco)( \\w+){0,4}(?= |$)${besideWords("pastillas|pildoras|de la ansiedad|de la presion|de dormir|para dormir|xanax|tylenol|me siento (bien |muy )?(raro|rara|mareado|mareada|mal)|me estoy durmiendo")}${notBeside(`${JAJA}|vitaminas|tacos|tamales|cervezas|chelas|cheves|tragos|shots|pupusas|tortillas|chicles|gomitas`)}`,
  ]),
  ...rules("thirdPartyDanger", "picounion-es-r96", [
    `(dice|dijo) (que |q )?(manana|hoy|esta noche|el \\w+|ahorita|pronto) ya se (mata|va a matar|quita la vida|muere(?=(.* )?(ya compro|compro la cosa|tiene con (que|q)|ya tiene (la|el|las|los)|para hacer(lo)?|pistola|soga|pastillas)( |$)))(?= |$)${notBeside(`${JAJA}|hospice|doctor|cancer|enfermo|enferma|hospital|dolor|de ganas|por ir|de risa|de hambre|de sueno|de cansancio|de calor|de frio|de aburrimiento`)}`,
    `cuando (el|ella|mi hijo|mi hija) se (mata|mate|quite la vida|suicide)(?= |$)${besideWords("dice|dijo|ya va (a )?ser pronto|pronto|me va (a )?pagar|me va pagar")}${notBeside(`${JAJA}|de risa|pelicula|novela|serie`)}`,
    `(ya )?lo tiene decidido (para|pa) (el|este) (fin de semana|lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?= |$)${besideWords("por su propia mano|quitarse la vida|matarse|se mata|suicid\\w*|irse con el senor")}${notBeside(`${JAJA}|de ganas|por ir`)}`,
  ]),
  // Round 87 (round 96's threats that got the line or the crisis reply): a boy at school who "dice q
  // mañana me va a dar un balazo" with his father's pistol; the rater's licence plates and "lo voy a
  // seguir hasta su casa y ahi vemos"; a son with a knife who "grita que va matar su padrastro"; a gang
  // that threatened, "esta noche salgo con el cuete y me los echo a todos".
  ...rules("harm", "silercity-es-r96", [
    `((me|nos|le|les) (va|van) a (dar|pegar|meter|sonar|tronar) (un |unos )?(balazo|balazos|plomazo|plomazos|cuetazo|cuetazos|plomo|(tiro|tiros) con (la|una|su) (pistola|arma|escopeta|cuete|fusca))|(me|nos|le|les) (va|van) a (disparar|balacear|tirar balazos))(?= |$)${besideWords("trae|traia|tiene (la|una|un|su) (pistola|arma|cuete|fusca)|la pistola de|pistola|arma|cuete|escuela|amenaz\\w*")}${notBeside(`${JAJA}|mi esposa|mi vieja|mi jefa|mi mama|mi papa|tequila|whisky|mezcal|shot|vacuna|cortisona|inyeccion|practica|reserva|entrenamiento|campo de tiro`)}`,
    `(lo|la|los|las) (voy a seguir|sigo|voy a esperar|voy a cazar|voy a caer) hasta su (casa|carro|trabajo|chamba|oficina)(?= |$)${besideWords("ahi vemos|y ahi vemos|placas|ya se donde|me nego|me negaron|rater|ya tengo con (q|que)|pistola|arma|cuete")}${notBeside(`${JAJA}|cuidador|para que lleguen|pa que lleguen|demencia|se pierde|invitacion|regalo|pastel|disculp\\w*|pedir perdon`)}`,
  ]),
  ...rules("harm", "picounion-es-r96", [
    `(grita|dice|dijo|amenaza|quiere|esta gritando) (que|q) (va|lo va|la va|los va) (a )?matar (a |al )?(su|mi|el|la|los|las|tu) \\w+(?= |$)${besideWords("cuchillo|pistola|arma|machete|cuete|ahorita|ayuda|ahora|en la cocina|esta aqui|estan aqui")}${notBeside(`${JAJA}|claim|papeles|videojuego|juego|pelicula`)}`,
    `me (los|las) (echo|quiebro|trueno|chingo|bajo|despacho|tumbo|escabecho) (a todos|a todas|a los \\w+)(?= |$)${besideWords("cuete|pistola|fusca|arma|cuerno|rifle|machete|escopeta|fierro")}${besideWords("esta noche|hoy|ahorita|amenazaron|clica|me las pagan")}${notBeside(`${JAJA}|juego|partido|cerveza|chelas|tacos|comida|examen|tragos`)}`,
  ]),
  // Round 87 (round 96's conversations): a brother's rifle in the closet, then "mañana me lo llevo a la
  // escuela, ya me tienen harto los q me hacen bullying" (a wrong, beside the weapon a threat); a cousin
  // who "ya tiene todo preparado para irse con el Señor este domingo" and made the writer promise not to
  // tell his mother.
  ...rules("grievance", "silercity-es-r96", [
    `(me |nos )?(tienen|traen) (harto|harta|hartos|hartas)( \\w+){0,4} (bullying|burla|burlas|molestando|chingando|fregando|jodiendo)(?= |$)${besideWords("escuela|prepa|secundaria|high|clase|salon")}`,
    `(los|las) (q|que) me (hacen|hicieron) (bullying|burla)(?= |$)${besideWords("harto|harta|ya veran|se van a arrepentir|me las pagan|van a ver|me lo llevo|me la llevo")}`,
  ]),
  ...rules("harm", "silercity-es-r96", [
    `no es (pa|para) (platicar|hablar|charlar|discutir)(?= |$)${besideWords("ya tengo con (q|que)|ya traigo con (q|que)")}${notBeside(`${JAJA}|abogado|queja|apelacion|appeal|congresista|carta`)}`,
    `(me |se )?(lo|la) (llevo|voy a llevar|traigo|voy a traer|lleva|va a llevar) a la (escuela|prepa|secundaria|high school|high|clase)( manana| mañana| el lunes| hoy)?(?= |$)${besideWords("bullying|burla|burlas|molestan|molestando")}${besideWords("ya veran|se van a arrepentir|me las pagan|van a ver|rifle|pistola|arma|escopeta|cuete|fusca")}${notBeside(`${JAJA}|reportar|reporte|queja|proyecto|tarea|lonche|almuerzo|mochila|libro|laptop|celular|perro|perrito|uniforme|regalo|pastel|consejero|consejera|director|directora|maestro|maestra`)}`,
  ]),
  ...rules("thirdPartyDanger", "picounion-es-r96", [
    `(ya )?tiene todo (preparado|listo|planeado|arreglado|decidido) (para|pa) ((irse|partir) con (el senor|dios|diosito|jesus|cristo|su papa|su mama|su hermano)|morirse|quitarse la vida)( este| el| pal| para el)? (lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin de semana|manana|hoy)(?= |$)${notBeside(`${JAJA}|viaje|mudanza|retiro espiritual|campamento|mision|misionero|vacaciones|deploy\\w*|base|entrenamiento|trabajo|chamba`)}`,
  ]),
  // Round 87 (its second read): a burial arranged ahead, "que es eso de pre-need"; a last day at the
  // plant before retiring.
  ...rules("benign", "second-read-r87", [
    `(pre need|preneed|pre necesidad|prenecesidad)(?= |$)${besideWords("entierro|cementerio|funeral|sepultura|lapida")}${notBeside(`${JAJA}|matarme|me mato|quitarme la vida|suicid\\w*|ya no aguanto|esta semana|esta noche|manana|pronto`)}`,
    `(me jubilo|me retiro|me voy a jubilar|me voy a retirar|jubilacion|retiro)(?= |$)${besideWords("ultimo dia|ultima semana|en la planta|del trabajo|de la chamba|compensacion|pension")}${notBeside(`${JAJA}|matarme|me mato|quitarme la vida|suicid\\w*|ya no aguanto|despedi\\w* de todos|adios a todos`)}`,
  ]),
  // Round 87 (round 96's silercity-es): a wife who asks whether a pistol at home with the children is
  // dangerous, and whether the VA gives gun locks: a safety question.
  ...rules("benign", "silercity-es-r96", [
    `(tiene|tenemos|tengo|hay|guarda|guardamos) (una |un |su |mi )?(pistola|arma|armas|rifle|escopeta)( \\w+){0,3} (en la casa|en casa)(?= |$)${besideWords("ninos|ninas|hijos|nietos|chamacos|bebe")}${besideWords("es peligroso|peligroso|peligrosa|seguro|segura|candado|candados|guardar|guardarla|guardarlo|como la guardo")}${notBeside(`${JAJA}|matarme|me mato|matarse|se mata|quitarse la vida|suicid\\w*|amenaz\\w*|golpe\\w*|me pega|borracho|celos\\w*|ya no aguanta|despidio|se despidio`)}`,
  ]),
  // Round 87: what the second opinion retrained with round 95 no longer lifts as it did: a mother who
  // says she "no va a estar viva" for the next exam, the revolver in her purse (the crisis reply it
  // gave, now the line).
  ...rules("thirdPartyDanger", "retrain-r87", [
    `(ella|el|mi mama|mi mom|mi papa|mi apa|mi ama|mi esposo|mi esposa|mi hijo|mi hija) (dice|dijo|dice que|dijo que|dice q|dijo q)?( \\w+){0,6} no (va a|va|iba a) (estar|seguir) viv[oa](?= |$)${besideWords("revolver|pistola|arma|cuete|pastillas|soga|cartera|se va a matar|quitarse la vida")}${notBeside(`${JAJA}|hospice|cancer|doctor|enferm\\w*|de risa|de coraje`)}`,
  ]),
  // Round 87: look-alikes the second opinion retrained with round 95 lifts: "ahorita salgo con el machete y
  // se acaba la maleza del patio" (911 first: round 85's code review); "estoy calentando el carro en el
  // garaje, a que hora abre la clinica" (round 93's ordinary messages); "no me manden al 988, solo quiero
  // saber cuándo llega mi cheque" (second-read-r38). Never beside one's own death or a threat said.
  ...rules("benign", "retrain-r87", [
    `(machete|machetazo|azadon|pala|desbrozadora|weed ?eater|trimmer)( \\w+){0,4} (se acaba|acabar|cortar|corto|chapear|chapeo|limpiar|limpio|tumbar|tumbo) (la|el|con la|con el) (maleza|monte|zacate|hierba|yerba|breña|matorral|yarda|patio|terreno|milpa)(?= |$)${notBeside(`${JAJA}|matarme|me mato|matarlo|matarla|lo mato|la mato|vecino|mi ex|cabron|hijo de|amenaz\\w*|me las paga|suicid\\w*`)}`,
    `(calentando|calentar|prendiendo|prendo|arrancando) (el|la) (carro|troca|camioneta|motor)( \\w+){0,3} (en el|en la) (garaje|cochera)(?= |$)${besideWords("a que hora|abre|cita|clinica|trabajo|chamba|frio|hielo|nieve")}${notBeside(`${JAJA}|matarme|me mato|quitarme la vida|suicid\\w*|manguera|puerta cerrada|cerrado|cerre|dormir|despedi\\w*|adios|ya no aguanto|para siempre`)}`,
    `no me (manden|mandes|pasen|pases|transfieran|conecten) (al|con el|a la) (988|linea de crisis|linea)(?= |$)${besideWords("solo quiero saber|mi cheque|mi pago|mi claim|mi reclamo|cuando llega")}${notBeside(`${JAJA}|matarme|me mato|quitarme la vida|suicid\\w*|ya no aguanto|pistola|pastillas|adios|no sirve de nada`)}`,
  ]),
  // Round 87 (round 96's possible risk that got nothing): "pienso q seria facil un accidente" beside
  // the machines on the line.
  ...rules("hopeless", "silercity-es-r96", [
    `(seria|sería) (facil|muy facil|mejor) (un|tener un) accidente(?= |$)${notBeside(`${JAJA}|seguro|reclamo|claim|reporte|documentado|demanda|abogado|osha|evitar`)}`,
  ]),
  // Round 88 (round 97's threats that got the line or the crisis reply, from fortmyers-es and liberal-es,
  // filed under the first): doctors who "me tratan como
  // perro… no salgo solo de ahí, me llevo a alguno conmigo"; "ya tengo el machete afilado" for a
  // neighbour who insulted; a landlord "lo quemo con casa y todo… esta noche… con la gasolina"; a
  // stepson "lo entierro. tengo la escopeta lista"; a father who "le da un tiro" to an uncle, the
  // pistol in his hand.
  ...rules("harm", "fortmyers-es-r97", [
    `me (llevo|llevare|voy a llevar|los llevo|las llevo) (a )?(alguno|alguien|uno|unos|varios|unos cuantos|todos|a todos|mas de uno|a mas de uno|un par)( de ellos| de esos)? (conmigo|de corbata|por delante|de paso)(?= |$)${besideWords("voy preparado|no salgo solo|me tratan|me las van a pagar|me la van a pagar|ya veran|van a ver|se van a arrepentir|como perro|como un perro")}${notBeside(`${JAJA}|paseo|viaje|compras|tienda|fiesta|pesca|cacer\\w*|carpool|raite|aventon|traductor|interprete|para que|pa que|pa q|para q|hable por mi|acompan\\w*|testigo`)}`,
    `(ya )?(tengo|traigo|tengo listo|tengo lista) (el|mi|un|una|la) (machete|cuchillo|punal|navaja|cuchilla) (afilado|afilada|listo|lista|bien afilado|bien afilada)(?= |$)${besideWords("le enseno|le ensenare|le voy a ensenar|va a ver|van a ver|se cree|insult\\w*|me las paga|me la paga|comunista")}${notBeside(`${JAJA}|solar|limpiar|chapear|podar|terreno|lote|potrero|pasto|hierba|yerba|maleza|monte|patio|yarda|cana|coco|cocos|jardin|zacate|arbol\\w*|rama\\w*|cocina|carne|pescado|cerdo|puerco|lechon|matanza|cosecha|finca|caceria|cazar`)}`,
    `(lo|la|los|las|le|les) (quemo|voy a quemar|quemare|prendo fuego|incendio|voy a prender fuego)( vivo| viva| vivos| vivas)?( con casa y todo| con todo| adentro| dentro| a el| a ella)?(?= |$)${besideWords("gasolina|gas del generador|fosforo\\w*|encendedor|cerillo\\w*|esta noche|si me bota|si me echa|landlord|casero|dueno")}${notBeside(`${JAJA}|carne|asado|parrilla|bbq|barbacoa|pollo|comida|cd|dvd|disco|basura|hojas|rastrojo|monte|calorias|grasa|incienso|vela|velas|papeles|documentos|cartas|fotos|ropa|cosas|muebles|libros|recibos|facturas`)}`,
    `(lo|la|los|las) (entierro|voy a enterrar|enterrare|mato|voy a matar|quiebro|voy a quebrar|despacho|tumbo|bajo|trueno|voy a tronar)(?= |$)${besideWords("(escopeta|pistola|rifle|arma|cuete|fierro|machete) (lista|listo|cargada|cargado)|ya tengo (la|el) (escopeta|pistola|rifle|arma|cuete|fierro|machete)|(la|el) tengo (cargada|cargado|lista|listo)")}${besideWords("si vuelve|si le vuelve|si toca|si la toca|si lo toca|hoy llega|esta noche|manana|ya le adverti|ya le dije|a mi hija|a mi hijo")}${notBeside(`${JAJA}|perro|perra|gato|coyote|venado|culebra|vibora|puerco|marrano|gallina|pollo|planta|raiz|semilla|examen|juego|partido`)}`,
    `(le|les|te|lo|la) (da|va a dar|doy|voy a dar|pega|va a pegar|mete|va a meter|suelta|va a soltar) (un|unos) (tiro|tiros|balazo|balazos|plomazo|plomazos|tiro de gracia)(?= |$)${besideWords("(tiene|trae|con) la (pistola|escopeta|arma|fusca|cuete) en la mano|pistola en la mano|escopeta en la mano|si no se va|en \\d+ minutos|ahorita|ya le dijo")}${notBeside(`${JAJA}|vacuna|inyeccion|foto|fotos|camara|basket|basquet|pelota|porteria|gol|penal|juego|videojuego|solicitud|aplicacion|formulario|forma|pagina|sitio|web|intentar|intento|probar|chance|a ver si|error`)}`,
  ]),
  // Round 88 (round 97's suicide risk that got the line or nothing, from fortmyers-es and liberal-es, filed
  // under the first): "el huracán se llevó la casa y ahora
  // yo me voy detrás. esta noche"; "ya me voy, lo decidí, es cuestión de días"; where one will be "la
  // semana q viene" beside dying "de un tiro"; "con ella misma me voy a ir", of a father's shotgun; "me
  // voy antes. lo tengo planeado pa cuando…"; Bibles and tools given away, "mañana al amanecer termino lo
  // que empecé".
  ...rules("intent", "fortmyers-es-r97", [
    `(ahora )?(yo )?me voy (detras|detrasito|atras|tras (ella|el|ellos|ellas)|detras de (ella|el|ellos|ellas))(?= |$)(?! de (la|el|los|las|un|una|mi|mis|su|sus|esa|ese|eso|esta|este)( |$))${besideWords("se llevo|se fue|se murio|murio|perdi|huracan|ya no (tengo|hay|queda)")}${besideWords("esta noche|hoy|manana|ahorita|ya")}${notBeside(`${JAJA}|viaje|vuelo|avion|carro|troca|trabajo|chamba|tienda|casa nueva|mudanza|me mudo|vacaciones|al rato|perro|gato|camion|ambulancia|hospital|a buscar`)}`,
    `(lo|ya lo) (decidi|he decidido|tengo decidido)(?= |$)${besideWords("ya me voy|me muero|me mato|cuestion de (dias|horas|semanas)")}${notBeside(`${JAJA}|estudiar|universidad|colegio|college|gi bill|enfermeria|mudo|mudanza|mudarme|casa|vender|vendo|jubil\\w*|retir\\w*|renuncio|renunciar|divorcio|viaje|florida|texas|trabajo|chamba|escuela|carrera|vuelvo a|regreso a`)}`,
    ES_CUESTION_DE_DIAS,
    DONDE_VOY_A_ESTAR,
    `con (ella|el|esa|ese|esta|este)( misma| mismo)? me (voy a ir|voy|voy a matar|voy a despedir|voy a volar|mato|despido|quito la vida)(?= |$)${besideWords("escopeta|pistola|rifle|arma|revolver|cuete|fierro|fusca")}${notBeside(`${JAJA}|caceria|venado|pato|patos|torcaza|temporada|campo de tiro|al monte a cazar|vamos a cazar|voy a cazar`)}`,
    `me voy (antes|primero)(?= |$)${besideWords("lo tengo (todo )?(planeado|pensado|decidido)|ya no voy a esperar|no voy a esperar")}${notBeside(`${JAJA}|viaje|vuelo|trabajo|chamba|turno|cita|fila|tienda|traffic|trafico|tráfico|casa|fiesta|pa que|para que|a apartar|a agarrar`)}`,
    `termino lo (que|q) (empece|comence|inicie|empezamos)(?= |$)${besideWords("manana|al amanecer|esta noche|hoy")}${besideWords("reparti\\w*|regale|regalado|he peleado la buena batalla|he acabado la carrera|misericordia|adios|despedi\\w*|perdon\\w*")}${notBeside(`${JAJA}|tarea|trabajo|proyecto|casa|techo|cerca|reclamo|claim|papeles|formulario|forma|curso|clase|carrera universitaria|libro|pintura|remodel\\w*|solicitud|prestamo|hipoteca\\w*|aplicacion`)}`,
  ]),
  ...rules("time", "fortmyers-es-r97", [
    ES_CUESTION_DE_DIAS,
    DONDE_VOY_A_ESTAR,
    `lo tengo (todo )?(planeado|pensado|decidido)( \\w+){0,2} (pa|para) cuando(?= |$)${besideWords("me voy antes|ya no voy a esperar|no voy a esperar")}`,
  ]),
  // Round 88 (its second read): a form so the VA knows one died, "la quiero dejar lista antes de
  // hacerlo"; "a quien lea esto, perdónenme. díganle a mis hijos…"; papers on the kitchen table and the
  // dog with a sister, "me voy a dar una vuelta y no regreso"; "después de esta noche no voy a tener otra
  // oportunidad… ya estoy decidido"; the survivor's form needed "la semana que viene cuando yo no esté";
  // "y esta noche me quito yo también".
  ...rules("suicide", "second-read-r88", [
    `antes de (hacerlo|hacer eso|irme|matarme)(?= |$)${besideWords("sepa que me mori|sepa q me mori|que me mori|q me mori|me muero|muerto|dejar lista|dejarla lista|dejarlo listo")}${notBeside(`${JAJA}|cirugia|operacion|mudanza|mudarme|viaje|casarme|boda|comprar|vender|cerrar|firmar|retir\\w*|jubil\\w*|reclamo|claim|appeal|apelacion`)}`,
    `(esta noche|hoy|manana|ahorita|ya) me quito (yo )?(tambien|de en medio|del camino)(?= |$)${notBeside(`${JAJA}|ropa|zapatos|camisa|chamarra|de fumar|de tomar|el vicio|la barba|pelo|fila|grupo|chat|facebook|lista|turno`)}`,
    `me quito (yo )?de en medio(?= |$)${notBeside(`${JAJA}|fila|grupo|chat|facebook|lista|turno|discusion|pleito|problema`)}`,
  ]),
  ...rules("farewell", "second-read-r88", [Y_NO_REGRESO, A_QUIEN_LEA_ESTO]),
  ...rules("intent", "second-read-r88", [
    A_QUIEN_LEA_ESTO,
    Y_NO_REGRESO,
    NO_VOY_A_TENER_OTRA,
    `ya estoy decidid[oa](?= |$)${besideWords("ya mismo lo hago|lo hago|hacerlo|esta noche|no voy a tener otra|me voy a matar|me mato|acabar con todo")}${notBeside(`${JAJA}|mudanza|mudarme|escuela|estudiar|comprar|vender|casa|carro|troca|trabajo|chamba|renunciar|divorcio|boda|casarme|operacion|cirugia|claim|reclamo|appeal|apelacion`)}`,
    LA_VA_A_NECESITAR,
  ]),
  ...rules("time", "second-read-r88", [NO_VOY_A_TENER_OTRA, LA_VA_A_NECESITAR]),
  // Round 88: a plea to be forgiven by God, a saint, a priest or one's own ("que Dios me perdone por lo
  // que voy a hacer", "ya hable con el padre pa que me perdone"), once heard by accident as a means (the
  // "-done" of a pill's name in "perdone"): a farewell, and beside what one is about to do, a decision.
  ...rules("farewell", "second-read-r88", [
    `(dios|diosito|la virgen|la birgen|el senor|mi senor|jesus|jesucristo|cristo|el padre|el cura|mi jefa|mi jefe|mis hijos|mi familia|todos|ustedes)( \\w+){0,2} me (perdone|perdonen|perdona|perdonara|perdonaran)(?= |$)${notBeside(`${JAJA}|tarde|tardanza|retraso|ortografia|letra|molestia|pregunta|preguntar|no llegue|no fui|se me olvido|olvide|pecado de|misa|queja|quejarme|reporte|reportar|paciencia|me saco|demonios|coraje|enojo|groseria|malas palabras|lo que dije|no sabe|no saben|no sirve|no sirven|inutil|burro|tonto|doctor|doctora|enfermera|oficina|claim|reclamo`)}`,
  ]),
  ...rules("intent", "second-read-r88", [
    `me (perdone|perdonen|perdona) (por|x) lo (que|q) (voy a hacer|hare|estoy por hacer|voy hacer|voy a hacer esta noche|va a pasar)(?= |$)`,
  ]),
  // Round 88 (round 97's fortmyers-es conversations, possible risk that got nothing): "a veces pienso q
  // valgo más muerto q vivo jaja" after asking what the wife gets; "pienso q ella estaría mejor con esa
  // plata q conmigo" of the VGLI's beneficiary.
  ...rules("hopeless", "fortmyers-es-r97", [
    `valgo (mas|ma) muert[oa] (que|q) viv[oa](?= |$)`,
    `(estaria|estarian|estaríamos|estariamos|estarían|estaría|viviria|vivirian) mejor con (esa|la|el|ese|mi|su) (plata|dinero|lana|seguro|pension|pisto|chavos|feria|cheque)( \\w+){0,3} (que|q) conmigo(?= |$)`,
  ]),
  // Round 88 (its second read): "no salgo solo, alguno se va conmigo"; a neighbour who threatens, "si
  // vuelve a pisar mi patio no sale vivo, la 30-30 esta cargada".
  ...rules("harm", "second-read-r88", [
    `(alguno|alguien|uno|varios|unos)( de ellos| de esos)? se (va|van) conmigo(?= |$)${besideWords("no salgo solo|me tratan|como perro|me las pagan|ya veran|van a ver")}${notBeside(`${JAJA}|paseo|viaje|raite|cita medica|carpool|acompan\\w*|pa que|para que|traduc\\w*`)}`,
    `no (sale|va a salir|salen|van a salir|sales) (de aqui |de ahi |de mi casa |de mi patio )?(vivo|viva|vivos|vivas)(?= |$)${besideWords("30 30|escopeta|rifle|pistola|cargada|cargado|arma|cuete|fierro|machete")}${besideWords("si (vuelve|viene|entra|pisa|se acerca|toca|regresa|se mete)|pisar mi|a mi casa|mi patio|mi propiedad|mi terreno")}${notBeside(`${JAJA}|pelicula|juego|serie|tiburon|culebra|vibora|coyote|perro|gato|raton|ratas|mapache|zorrillo`)}`,
  ]),
  // Round 89 (round 98's suicide risk that got the line, from immokalee-es and hobbs-es, filed under the
  // first; written with the b for v and s for c of a second language, read by `spanishShorthand`): "ya
  // decidi que el biernes me voy" beside what the wife gets; "ya lo tengo pensado como"; "el domingo lo
  // boy a aser" beside what the widow gets; a brother who will swim into the Gulf "hasta que no pueda
  // más"; a husband who "ya me dijo cómo lo va a hacer y cuándo".
  ...rules("suicide", "immokalee-es-r98", [
    `ya (lo )?(decidi|decidi ya|lo decidi|tengo decidido)( que)? (el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|manana|esta noche|hoy|esta semana) (me voy|me muero|me mato|voy a hacerlo|voy a hacer|lo voy a hacer|lo hago)(?= |$)${besideWords("si (yo )?me muero|me muero|muere|esposa|esposo|recibe|recibir|seguro|beneficio\\w*|rating|pension|dinero|hijos|entierro")}${notBeside(`${JAJA}|claim|reclamo|tramite|cita|papeles|papeleo|formulario|solicitud|aplicacion|apelacion|rating|viaje|vacacion\\w*|mudanza|me mudo|pasaje|vuelo|a (mexico|guatemala|honduras|el salvador|puerto rico|florida|texas|california)|pa (mexico|guatemala|honduras|el salvador|puerto rico)|trabajo|chamba`)}`,
    `ya lo tengo (bien |todo )?(pensado|planeado|decidido) (como|cuando|donde|con que|con q)$${notBeside(`${JAJA}|claim|reclamo|tramite|formulario|apelacion|fiesta|boda|viaje|mudanza|negocio|regalo|cumpleanos|sorpresa|menu|comida|receta`)}`,
    `(el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|manana|esta noche|hoy) (lo voy a hacer|lo hago|lo hare)(?= |$)${besideWords("si (el|yo|un) (veterano )?muere|si me muero|la esposa|la viuda|le dan|recibe|necesito saber antes")}${notBeside(`${JAJA}|cita|tramite|claim|reclamo|papeles|formulario|forma|examen|pago|pagar|transferencia|deposito|llamada|solicitud|aplicacion|en linea|online|mudanza|fiesta`)}`,
    `(nada|nadar|nadando|nadaria|va a nadar|se va a nadar|a nadar|y nada)( \\w+){0,3} hasta (que )?(ya )?(no (pueda|aguante|de)|se (canse|hunda|ahogue))( mas)?(?= |$)${notBeside(`${JAJA}|terapia|ejercicio|alberca|piscina|pool|gym|entrenamiento|carrera|triatlon|competencia|rehab\\w*|fisioterapia`)}`,
    `(ya )?(me dijo|dijo|me conto|ya sabe|ya tiene pensado|ya decidio) (como|cuando|donde|con que) (lo va a hacer|se va a matar|lo hara|se va a quitar la vida)( y (cuando|como|donde))?(?= |$)${notBeside(`${JAJA}|cirug\\w*|operacion|opera|cirujano|doctor\\w*|medic\\w*|dentista|mecanico|contratista|abogado|rodilla|cadera|examen|cita|claim|reclamo|tramite|fiesta|boda|viaje|mudanza|negocio|remodel\\w*|cocina|carne asada|comida`)}`,
  ]),
  // Round 89 (round 98's immokalee-es threat that got the line): "Mañana llego al empaque con algo pa'
  // él y pa' los otros. Ya verán."
  ...rules("harm", "immokalee-es-r98", [
    `(llego|voy|caigo|vengo|regreso|paso|llegare|ire)( \\w+){0,3} con algo (pa|para) (el|ella|ellos|el supervisor|el jefe|el patron|todos|los otros|ese|esa|esos|el mayordomo|el foreman)(?= |$)${besideWords("ya veran|ya vera|van a ver|va a ver|mamado|pa los otros|y (pa|para) los otros")}${notBeside(`${JAJA}|me trato bien|buena gente|agradec\\w*|lo aprecio|la aprecio|despedirme|recuerdo|cumpleanos|regalo|regalito|comida|tamales|pan|pastel|cafe|navidad|despedida|fiesta|cena|almuerzo|lonche|gracias`)}`,
  ]),
  // Round 89 (round 98's ordinary Spanish questions read as risk): whether a PTSD rating "hace que le
  // quiten sus guns" (immokalee-es, the crisis reply), and "el rating me mato, pero ya me resucito la
  // apelacion jaja" (hobbs-es, the line).
  ...rules("benign", "immokalee-es-r98", [
    `(hace|hacen|haria|harian|hara|haran) (que|q) (le|les|me|te|nos)? ?(quiten|quite|quitan|quitaran|quitarian) (sus|mis|las|tus|los) (armas|guns|pistolas|rifles|escopetas|cuetes|fierros)(?= |$)${besideWords("rating|ptsd|es verdad|es cierto|chisme|rumor|caza|cazar|preocupad\\w*|ley|derechos")}${notBeside(`matarme|me mato|morir\\w*|quitarme la vida|suicid\\w*|ya no quiero|pa que|pa cuando`)}`,
    `(me mato|me mataron|me mata)( \\w+){0,5} (me resucito|me resucitaron|resucite|me revivio|me revivieron|reviv\\w*)(?= |$)${notBeside(`pistola|pastillas|soga|esta noche|de verdad|en serio`)}`,
  ]),
  // Round 89 (its second read): "ya tengo pensado como lo voy a hacer" beside what the children get, or
  // a safety plan not needed; the rifle taken out for deer season "pero no es pa venado"; a plan that
  // "no termina con él respirando"; a grandfather who sleeps with his revolver since the grandmother died;
  // a funeral priced "pa que mis papas no tengan que pagar el mio".
  ...rules("suicide", "second-read-r89", [
    `ya (se|tengo pensado|tengo planeado|decidi|lo decidi|sabemos) (como|cuando|donde|con que|con q) (lo voy a hacer|lo hago|hacerlo|lo hare)(?= |$)${besideWords("reciben|recibe|recibir|mis hijos|mi esposa|algo del va|plan de seguridad|ningun plan|no necesito")}${notBeside(`${JAJA}|claim|reclamo|tramite|papeles|formulario|pagar|pago|mudanza|me mudo|receta|comida|fiesta|boda|viaje|vuelo|pasaje|negocio|escuela|gi bill`)}`,
    NO_ES_PA_VENADO,
  ]),
  ...rules("harm", "second-read-r89", [
    `no (termina|acaba|va a terminar|va a acabar) con (el|ella|ellos|ese \\w+|esa \\w+|el tipo|ese tipo) (respirando|vivo|viva|vivos)(?= |$)${besideWords("plan|tipo|robo|me robo|ya vera|va a ver|pistola|cuchillo|machete|me las paga|se las ve")}${notBeside(`${JAJA}|pelicula|serie|novela|libro|juego|capitulo|temporada`)}`,
  ]),
  ...rules("hopeless", "second-read-r89", [
    `(duerme|dormir|se duerme|durmiendo|se acuesta) con (su|la|el|mi) (revolver|pistola|arma|rifle|escopeta|cuete|fierro)(?= |$)${besideWords("desde que (murio|fallecio|se murio|se fue|paso)|casi no come|ya no come|viud\\w*|ya no sale")}${notBeside(`${JAJA}|ladrones|ladron|robo|robaron|se metieron|asalt\\w*`)}`,
    `(pa|para) (que|q) (mis papas|mis padres|mi mama|mi papa|mi familia|mi esposa|mis hijos) no (tengan|tenga) (que|q) pagar (el mio|mi funeral|mi entierro|por mi)(?= |$)${notBeside(`${JAJA}|pre ?pag\\w*|plan funerario|anos|tengo (7|8|9)\\d|cancer|terminal|hospicio`)}`,
  ]),
  ...rules("intent", "second-read-r89", [NO_ES_PA_VENADO]),
  // Round 90 (round 99's suicide risk that got the line or nothing, from perris-es and rogers-es, filed
  // under the first, with its second read's and its code review's wordings): a son who "ya tiene todo
  // planeado" for the anniversary of his comrades' deaths "y que no lo busque"; "me ando cortando ahorita
  // en el baño del warehouse"; a crash "que no fue accidente" beside the life insurance, "ya escogí la
  // curva"; the VGLI asked about "si yo me voy por mi propia cuenta"; "negado otra vez... hoy en la noche
  // me voy"; a water tank climbed "y no me pienso bajar"; a death wish "pa que ya se acabe todo".
  ...rules("thirdPartyDanger", "perris-es-r99", [
    `(ya )?(tiene|tenia) todo (planeado|pensado|listo|arreglado|decidido)( \\w+){0,14} (que|q) no (lo|la|los|las) (busque|busquen|busquemos|buscara|buscaramos|buscaran|vayamos a buscar|vayan a buscar|vaya a buscar|fueramos a buscar|vamos a encontrar|van a encontrar|esperemos|esperen)(?= |$)${besideWords("aniversario|se murieron|se murio|murio|muerte|dios|ayudame|ayudenme|ayuda|pistola|arma|pastillas|despidio|adios|carta|ya no (quiere|aguanta)")}${notBeside(`${JAJA}|fiesta|sorpresa|viaje|vacacion\\w*|campamento|trabajo|chamba|jale|boda|cumpleanos|mudanza|se muda|se va a vivir|pescar|alaska|retiro|rancho|enlist\\w*|marines|boot camp|army|navy|los domingos|en la oficina`)}`,
    `(ya )?(tiene|tenia) todo (planeado|pensado|listo|arreglado|decidido)( \\w+){0,14} (que|q) no (le|les) (llamemos|llamen|hablemos|hablen|marquemos|marquen)(?= |$)${besideWords("aniversario|se murieron|se murio|murio|muerte|dios|ayudame|ayudenme|pistola|arma|pastillas|despidio|adios|carta")}${notBeside(`${JAJA}|fiesta|sorpresa|viaje|vacacion\\w*|trabajo|chamba|jale|boda|cumpleanos|mudanza`)}`,
  ]),
  ...rules("suicide", "perris-es-r99", [
    `(voces|una voz|la voz)( \\w+){0,4} (dicen|dice|piden|pide|quieren|quiere|mandan|manda|dijeron|dijo|decian|decia)( a \\w+( \\w+)?)? (que )?(se|me) (mate|matara|quite la vida|suicide|ahorque|tire|mataran)(?= |$)${besideWords("voces|oye|oigo|oyes|escucha|escucho|oir|oyendo|escuchando")}${notBeside(`${JAJA}|pregunt\\w*|psicolog\\w*|doctor\\w*|radio|instructor|sargento|coach|entrenador|gps|entrenamiento|le dije que no|nunca|pelicula|serie|libro`)}`,
    `(ya )?(tiene|tenia) todo (planeado|pensado|listo|arreglado|decidido)( \\w+){0,14} (que|q) no (lo|la) (vamos a|van a|vayan a|voy a) encontrar(?= |$)${notBeside(`${JAJA}|fiesta|sorpresa|escond\\w*|juego|viaje|vacacion\\w*|campamento|pescar|cazar|caceria|monte|alaska|trabajo|chamba|jale|boda|cumpleanos|mudanza|regalo`)}`,
    `((me ando|me estoy|me estaba) cortando|(ando|estoy|estaba) cortandome|me corto (ahorita|ahora|orita|otra vez|de nuevo))(?! (el|la|las|los|mi|mis|un|una|unas|unos|pelo|cabello|barba|bigote)( |$))(?= |$)${besideWords("bano|sangre|brazo|brazos|muneca|munecas|pierna|piernas|decirle a alguien|nomas queria|no puedo parar")}${notBeside(`${JAJA}|cocina|cocinando|jardin|yarda|peluquer\\w*|barber\\w*|construccion|carpinter\\w*|rasur\\w*|afeit\\w*`)}`,
    `me (estoy|ando|estaba) haciendo (cortadas|cortes)(?= |$)${notBeside(`${JAJA}|cocina|carne|verdura|madera|tablas|papel`)}`,
    `(negado|negaron|denegaron|denegado|rechazado|rechazaron|me lo negaron)( \\w+){0,4} (hoy en la noche|hoy en la nochi|esta noche|hoy|manana|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)) me voy(?= |$)(?! (a|al|pa|para|pal|con|de|ya|otra)( |$))${notBeside(`${JAJA}|viaje|vuelo|avion|camion|trabajo|chamba|jale|turno|la casa de|con mi|con la|pa (mexico|el salvador|guatemala|honduras|texas|california|la casa|el rancho)|para (mexico|el salvador|guatemala|honduras)|a (mexico|el salvador|guatemala|honduras)|vacacion\\w*|apelar|apelacion|appeal|abogado|vso|descansar|dormir|clinica|cita`)}`,
    `(me subi|me trepe|estoy arriba del?|estoy en el|estoy encima del?|subi)( \\w+){0,8} (y )?no (me )?(pienso|voy a|quiero) bajar(me)?(?= |$)${notBeside(`${JAJA}|gato|perro|chivo|arreglar|reparar|componer|limpiar|trabajo|chamba|jale|miedo a las alturas|atorado|bomberos`)}`,
    `(choque|accidente|wreck|crash) (que )?no (fue|sea|es|seria) (un )?accidente( \\w+){0,8} (seguro|pagan|paga|cobr\\w*|hijos|esposa|esposo|beneficio\\w*)(?= |$)${notBeside(`${JAJA}|me chocaron|lo chocaron|la chocaron|nos chocaron|lo mataron|la mataron|borracho|policia|reporte|demanda|abogado|investig\\w*|homicid\\w*|asesin\\w*|el otro (carro|chofer|conductor)|culpable|culpa|hielo|lluvia|carretera|frenos|llanta|aseguradora|el seguro dice|dice que`)}`,
    `(me voy|irme|me fuera|me muero|morirme|me mato|me quito la vida|lo hago|lo hiciera|me voy yo) por mi (propia )?(cuenta|mano)(?= |$)${besideWords("seguro de vida|vgli|ve gel i|sgli|beneficiari\\w*|cobrar el seguro|cobre el seguro|paga el seguro|el seguro paga")}${notBeside(`${JAJA}|negocio|trabajo|chamba|jale|taxi|uber|raite|manejando|mi carro|en carro|en bus|en camion|en avion|renta|apartamento|depa|vivir solo|vivir sola|mudarme|me mudo|la escuela|estudiar|a la cita|al va|al hospital|a ver a|papeleo|tramite|cita`)}`,
    `(ojala|quisiera|me gustaria|deseo|desearia|lowkey quisiera|lowkey me gustaria)( que)? (me muera|morirme|me maten|me mataran|me atropell\\w*|me caiga un rayo|me quite de en medio|me pasara algo|me pase algo|me pasaria algo)( \\w+){0,4} (pa|para) (que|q) (ya )?se (acabe|termine|acaba|terminara|acabara) (todo|esto|de una vez)(?= |$)${notBeside(`${JAJA}|claim|reclamo|tramite|papeleo|apelacion|la fila|el proceso|el caso|cita|operen|operacion|cirugia|el 100|back pay|rifa`)}`,
  ]),
  // Round 90 (round 99's rogers-es): "ya escogí la curva" beside a crash that was no accident and the life
  // insurance: a place chosen, now.
  ...rules("place", "rogers-es-r99", [
    `(ya )?(escogi|elegi|escoji|encontre) (la|el) (curva|puente|arbol|poste|barranco|precipicio)(?= |$)${besideWords("choque|chocar|no fue accidente|si una se muere|si uno se muere|si me muero|seguro de vida")}${notBeside(`${JAJA}|foto|fotos|pintura|cuadro|paseo|camping|acampar|boda|fiesta|navidad|arbolito|decorar|de navidad|plantar\\w*|aguacate`)}`,
  ]),
  // Round 90 (round 99's rogers-es): "si me llega a pasar algo" beside the survivors' benefits asked for
  // the husband (as "if something happens to me" is in English): the one line.
  ...rules("afterMe", "rogers-es-r99", [
    `si (me|a mi me) (llega a pasar|llegara a pasar|llegase a pasar|pasa|pasara|pasase) algo(?= |$)${besideWords("sobreviviente\\w*|seguro de vida|que le toca|que reciba|dic")}${notBeside(`${JAJA}|deploy\\w*|despliegue|mision|entrenamiento|training|cirugia|operacion|viaje|trabajo|chamba|jale|manejando|carretera|avion|vuelo|testamento|abogado|notario|poder notarial|banco|con la cuenta`)}`,
  ]),
  // Round 90 (round 99's threats that got the crisis reply, from perris-es and rogers-es, with its second
  // read's): "hoy subo con la pistola y se acaba el pedo" for the neighbour's music; the shotgun loaded
  // "y voy pa su casa ahorita" after the dog was killed; a son who hears voices telling him to kill his
  // wife, with the pistol, "ahorita están los dos en la casa".
  ...rules("harm", "perris-es-r99", [
    `(subo|bajo|voy|llego|paso|cruzo|me lanzo|ire|voy a ir|salgo|caigo)( \\w+){0,3} con (la|el|mi) (pistola|cuete|fierro|rifle|escopeta|machete|cuchillo|arma|plomo|nueve|9|45|38)( \\w+){0,2} ((y )?se (les |le )?(acaba|termina|acabo|va a acabar) (el pedo|el problema|la cosa|el desmadre|el relajo|la musica|el ruido|el asunto|la bronca|el pleito|la fiesta|el party|la pachanga)|(pa|para) (que|q) se (callen|calle|calmen|calme))(?= |$)${notBeside(`${JAJA}|caza|cazar|venado|rango|range|poligono|campo de tiro|limpiar|vender|empenar|armeria|coyote\\w*|ramas|arbol\\w*|maleza|zacate|hierba|monte|culebra\\w*|vibora\\w*|plaga\\w*|raton\\w*|ratas|tlacuache\\w*|zorrillo\\w*|mapache\\w*|rancho`)}`,
    `(ya )?(cargue|agarre|saque|traigo) (la|el|mi) (escopeta|pistola|rifle|cuete|fierro|arma|machete|cuchillo)( \\w+){0,2} (y )?(voy|me voy|salgo|voy pa|voy para|voy a|me lanzo) (pa |para |a )?(su casa|alla|donde (el|ella|ellos|vive)|con (el|ella)|la casa del? \\w+)(?= |$)${notBeside(`${JAJA}|caza|cazar|venado|jabali|coyote|campo de tiro|range|rango|poligono|practica|limpiar|vend\\w*|empenar|armeria|guardar|compadre|mi (papa|hermano|tio|primo|hijo)`)}`,
    `(voces|una voz|la voz|dios)( \\w+){0,4} (dicen|dice|piden|pide|quieren|quiere|mandan|manda|dijeron|dijo|decian|decia)( a \\w+( \\w+)?)? (que )?((mate|matara|lastime|hiera|dispare|ataque|apunale|ahorque) a (su|mi|la|el|los|sus|mis|alguien|todos|esa|ese)|(la|lo|los|las|nos) (mate|matara|mataran|maten|lastime|lastimen))(?= |$)${besideWords("voces|oye|oigo|oyes|escucha|escucho|oir|oyendo|escuchando|dios")}${notBeside(`${JAJA}|pregunt\\w*|psicolog\\w*|doctor\\w*|radio|instructor|sargento|coach|entrenador|gps|entrenamiento|irak|afganistan|checkpoint|le dije que no|nunca|maniqui\\w*`)}`,
  ]),
  // Round 90 (round 99's possible risk that got nothing, from rogers-es): a wish that "me pasara algo en el
  // training" (said beside "pa que ya se acabe todo", the crisis reply above).
  ...rules("hopeless", "rogers-es-r99", [
    `(me gustaria|quisiera|quisiese|ojala|deseo|desearia|lowkey quisiera|lowkey me gustaria) (que )?me (pasara|pase|pasaria|cayera|atropellara|mataran) algo(?= |$)${notBeside(`${JAJA}|bueno|buena suerte|loteria|premio|bonito|chido|padre|ganar|sacar|dinero|chamba|trabajo|rifa|back pay|herencia|claim|sorteo`)}`,
  ]),
  // Round 90 (round 99's ordinary Spanish questions read as risk, from perris-es and rogers-es, filed under
  // the first): calls to the VA "y nadie contesta"; "dispare nomas, digame las malas noticias"; "el ID.me
  // me quiere matar"; "se va a morir del gusto" the day he gets 100%; a range day with the M4 beside the
  // SGLI; and (its second read) the pills taken "en la mañana con el desayuno".
  ...rules("benign", "perris-es-r99", [
    `(me tomo|tomo|me las tomo|me tome|tome|me estoy tomando) (las|mis) (pastillas|medicinas|pildoras|medicamentos)( \\w+){0,4} (con el desayuno|con la comida|con la cena|en ayunas|como me (dijo|dijeron|receto|recetaron|indico|indicaron)|cada (manana|noche|dia)|todas las (mananas|noches)|todos los dias|diario)(?= |$)${notBeside(`${ES_WISH_TO_DIE}|todas de una|todas juntas|toda la caja|todo el frasco|el frasco entero|de golpe|pa no despertar|para no despertar|esta noche|despedir\\w*`)}`,
    `(llame|he llamado|marque|he marcado|llamamos|hemos llamado|le llame|les llame)( \\w+){0,3} (veces|dias|semanas)( \\w+){0,3} (y )?(nadie|naiden|ni nadie|no) (me |nos )?(contesta|contestan|responde|responden|agarra|levanta)(?= |$)${besideWords("va|bea|ve a|la va|oficina|linea|numero|clinica|hospital|call center|800|1 800|claim|reclamo|tramite|cita|regional|conmutador")}${notBeside(`${ES_WISH_TO_DIE}|mi hijo|mi hija|mi hermano|mi hermana|mi esposo|mi esposa|mi papa|mi mama|mi viejo|mi vieja|su (telefono|cel|celular)|arma|pistola|se despidio|despedida|carta|nota|preocupad\\w*|asustad\\w*`)}`,
    `(dispare|dispara|disparele|disparale|disparen|tire|tirale|tirele|suelte|sueltelo|sueltalo|suelta)( nomas| pues| ya| sin miedo)?( \\w+){0,2} (digame|dime|diganme|las malas noticias|la mala noticia|la noticia|las noticias)(?= |$)${notBeside(`${ES_WISH_TO_DIE}|ya no tengo nada|seguro de vida|ya sabe|donde firmo|despedir\\w*`)}`,
    `(id me|idme|la pagina|el website|la web|el app|la app|la aplicacion|el portal|la compu|la computadora|el sistema|va gov|ebenefits|el login|la selfie|el papeleo|el formulario|el tramite|la burocracia|el telefono|el conmutador|la llamada) (me )?(quiere|quieren|va a|van a|anda queriendo) (matar|volver loc[oa])(?= |$)${notBeside(`${ES_WISH_TO_DIE}|pistola|pastillas|soga|esta noche|de verdad|en serio|ojala lo logre`)}`,
    `(morir|morirse|muere|muero|morira|me muero|se muere|se va a morir|me voy a morir|nos vamos a morir|se iba a morir|me iba a morir) (del|de|de puro) (gusto|felicidad|alegria|risa|emocion|verguenza|envidia|nervios|aburrimiento|ganas)(?= |$)${notBeside(`${ES_WISH_TO_DIE}|pistola|pastillas|soga|esta noche|de verdad|en serio`)}`,
    `(vamos|voy|van|vas|fuimos|fui|ir|vamos a ir) (al|a la|pal|pa la) (range|rango|campo de tiro|poligono|practica de tiro)( \\w+){0,4} (a tirar|tirar|a disparar|disparar|qualif\\w*|a calificar|a practicar)(?= |$)${notBeside(`${ES_WISH_TO_DIE}|despedir\\w*|por ultima vez|ultima vez|no regreso|no vuelvo|conmigo|usarla`)}`,
  ]),
  // Round 91 (round 100's suicide risk that got the line or nothing, from haverhill-es and toppenish-es,
  // filed under each): "ya la cuerda ta amarrá en el sótano"; "no se cuanto mas aguanto sin usarlo" beside
  // the rifle; "toy parao en la vía del tren... el próximo pasa en 10 min"; "esta noche me tomo to lo que
  // hay en el botiquín"; a note in the glove box, "que mi vieja no sea la que me encuentre"; "la tengo en
  // la boca y no me atrevo todavia pero ya casi"; the rifle taken to the hills "pa no volver"; "si lo voy a
  // hacer lo hago en el VA de seattle"; "pa acabar con esto. ya voy en el carro".
  ...rules("suicide", "haverhill-es-r100", [
    CUERDA_AMARRADA,
    `(aguanto sin (usarlo|usarla|usarlas|usarlos|hacerlo|jalarlo|jalarle|dispararme|tomarmelas|tomarmelos|tomarlas|tomarlos|aventarme|tirarme)|(aguanto|aguantar|hold out|holdear)( \\w+){0,3} sin usar (el|la|mi) (rifle|pistola|arma|escopeta|cuete|fierro|gun))(?= |$)${besideWords("rifle|pistola|arma|escopeta|pastillas|cuchillo|soga|cuete|fierro|navaja|puente|cuerda|mecate")}${notBeside(`${JAJA}|cazar|venado|caceria|limpiar|vender|cigarro|cigarros|fumar|cerveza|chela|chelas|telefono|celular|tarjeta|credito|carro|troca`)}`,
    `(estoy|toy|ando|estaba) (parado|parada|sentado|sentada|acostado|acostada) (en|sobre) (la via|las vias|los rieles|el riel|la via del tren|las vias del tren|el puente|la orilla del puente|el barandal)(?= |$)${besideWords("proximo pasa|pasa en|viene el tren|el tren viene|ya viene|no me voy a quitar|no me quito|minutos|min|adios|perdon")}${notBeside(`${JAJA}|esperando el tren|estacion|anden|boleto|foto|fotos|amtrak|metro|trabajo|chamba|jale|reparando|reparar|ferrocarril|cuadrilla|turno`)}`,
    `(me tomo|me voy a tomar|me las tomo|me trago|tomarme|me tomare|voy a tomarme) (to|todo|toito|todito) lo que (hay|haiga|tengo) en (el|la) (botiquin|frasco|gabinete de (las )?medicinas)(?= |$)${notBeside(`${JAJA}|cafe|comida|cerveza|agua|gripa|gripe|resfriado|vitamina\\w*|catarro|tos|dolor de cabeza|receta|el doctor me dijo|dosis`)}`,
    `(no sea|no quiero que sea|que no sea|q no sea|no vaya a ser) (ella |el |mi vieja |mi esposa |mi mama |mi hija |mi hijo |mi viejo )?(la|el) que me (encuentre|halle|encuentra|vaya a encontrar|descubra)(?= |$)${besideWords("nota|carta|guantera|despedi\\w*|adios|ya deje|ya escribi|esta noche|pistola|rifle|pastillas|soga|mecate|cuerda")}${notBeside(`${JAJA}|caigo|caiga|caida|suelo|piso|boton|alerta|alarma|desmay\\w*|ataque|infarto|perdid\\w*|escondite|escondidas|juego|sorpresa|regalo|fiesta|cumplea\\w*|tomando|borracho|fumando|con otra|con otro|en la cantina`)}`,
    `(la|lo) tengo en la boca( \\w+){0,3} (no me atrevo|ya casi|ya mero|todavia no|aun no)(?= |$)${notBeside(`${JAJA}|pastilla|salsa|habaner\\w*|chile|picante|grande|trag\\w*|chicle|dulce|paleta|cigarro|chupon|muela|dentista|termometro|palabra|pastilla para|sabor|comida|taco|pan|nombre|respuesta|la punta`)}`,
    PA_NO_VOLVER,
    `(despues del?|para el|pal|pa el|a partir del?) (sabado|domingo|lunes|martes|miercoles|jueves|viernes|fin de semana|finde)( \\w+){0,2} ya no (se van a tener que|van a tener que|tendran que|tienen que|se tendran que) preocupar(se)? (mas )?por mi(?= |$)${notBeside(`${JAJA}|me mudo|mudanza|trabajo|chamba|seguro|aseguranza|me voy a vivir|deploy\\w*|jubil\\w*|retiro|me caso|boda|cirugia|operacion|pago|pagare|cheque|la deuda|la renta|ya me dieron|aprobaron|aprobado|me dan de alta|de alta`)}`,
    `si lo voy a hacer lo hago en (el|la) (va|hospital|clinica|oficina|centro)(?= |$)${besideWords("pa que sepan|para que sepan|lo que me hicieron|boleto|ya compre|matarme|me mato|adios|despedi\\w*|pistola|rifle|arma")}${notBeside(`${JAJA}|examen|cirugia|operacion|cita|vista|sangre|laboratorio|vacuna|tramite|papeles|dental|dentista|terapia|rayos x|chequeo`)}`,
    `(pa|para) acabar con (esto|todo|todo esto|esta vida|mi vida)( \\w+){0,2} (ya voy|voy en camino|voy en el carro|ya salgo|ya voy en|voy pa alla|voy para alla|ya me voy)(?= |$)${notBeside(`${JAJA}|tramite|papeleo|papeles|documentos|oficina|dd214|dejar|claim|apelacion|caso|formulario|cita|mudanza|chamba|pendientes|la tarea|el proyecto|la limpieza|la deuda`)}`,
  ]),
  ...rules("meansReady", "haverhill-es-r100", [CUERDA_AMARRADA]),
  ...rules("intent", "toppenish-es-r100", [PA_NO_VOLVER]),
  // Round 91 (round 100's toppenish-es): a compadre who "dice q si el VA le quita la pension se cuelga" and
  // was seen tying a rope in the barn: a third person in danger now.
  ...rules("thirdPartyDanger", "toppenish-es-r100", [
    `(lo|la) (vi|vimos|encontre|encontramos|cache|cachamos) (amarrando|colgando|poniendo|atando) (un|una|el|la) (mecate|soga|cuerda|reata|cable|lazo)( \\w+){0,3} (en|del|de la|al) (el )?(granero|viga|arbol|garaje|garage|sotano|techo|rancho|establo|bano|closet)(?= |$)${besideWords("se cuelga|se va a colgar|colgarse|ahorcarse|se ahorca|se va a ahorcar|matarse|se mata|no quiere vivir|no se que hacer|no se q hacer")}${notBeside(`${JAJA}|columpio|hamaca|vaca|caballo|toro|becerro|ganado|tendedero|lona|troca|camion|bote|lancha|pinata|luces|navidad|saco de boxeo|costal|venado|marrano`)}`,
  ]),
  // Round 91 (round 100's threats that got the crisis reply or the line, from haverhill-es and
  // toppenish-es, filed under the first): the C&P doctor waited for "mañana en el parking", knowing his
  // car; "ella y el nuevo se van juntos" tonight at the ex's house; the head split open "al que me atendio"
  // with the bat in the car; a father "con el cuchillo en la mano" screaming at the mother; the exit of the
  // VA office waited at "con mi AR, se lo merecen todos"; a mother called "el enemigo" beside his knife.
  ...rules("harm", "haverhill-es-r100", [
    `(lo|la|los|las) (espero|voy a esperar|vo a esperar|esperare|estare esperando|voy a estar esperando|voy a wait|voy a waitear) (en el|afuera|a la salida|en la salida|en el estacionamiento|en el parking|en la puerta|en su casa|afuera de su casa)( \\w+)?(?= |$)${besideWords("ya se en que carro|se burlo|me las paga|me las va a pagar|en que carro llega|donde vive|a que hora sale|que carro trae|en que troca|his car|her car|su carro|su troca")}${notBeside(`${JAJA}|gracias|regalo|tarjeta|ride|raite|aventon|cita|flores|pastel|sorpresa|fiesta|para platicar|pa platicar|abrazo|domino|revancha|juego|partido|carne asada|comida|vamos a|cena|desayuno`)}`,
    `(ella y el nuevo|el y la nueva|ella y su nuevo|el y su nueva|los dos|ella y el|el y ella) se van (juntos|juntas|conmigo)(?= |$)(?!( \\w+)? (al|a la|a los|a las|a|de|pa|para|pal|en)( |$))${besideWords("me da igual lo que me pase|no me importa lo que me pase|van a ver|me las pagan|pistola|rifle|arma|cuchillo|escopeta|cuete|fierro")}${notBeside(`${JAJA}|viaje|vacaciones|de viaje|a vivir|mudanza|se mudan|luna de miel|boda|crucero|de paseo|al cine|a la fiesta|al baile|a cenar`)}`,
    `(partirle|romperle|abrirle|reventarle|quebrarle|partir|romper|reventar) la (cabeza|crisma|madre|cara|jeta|torre) (al|a la|a el|a ese|a esa|a los|a las)( \\w+){0,3}(?= |$)${besideWords("bate|pistola|cuchillo|machete|llevo|ya llevo|voy pal|voy pa|voy para|voy al|hospital|oficina|clinica|guagua|carro|troca")}${notBeside(`${JAJA}|futbol|beisbol|softball|juego|partido|domino|videojuego|play|xbox|ajedrez|pelota|examen|pinata|coco|cocos`)}`,
    `con (el|la|un|una) (cuchillo|machete|cuete|fierro|arma|pistola|rifle|bate|knife|gun) en la mano(?= |$)${besideWords("locked|encerrad\\w*|escondid\\w*|hiding|flashback|amenaz\\w*|screaming at|yelling at|gritandole|persiguiendo a (mi|my)|corriendo tras (mi|my)")}${notBeside(`${JAJA}|cocina\\w*|cortando|carne|verdura\\w*|cebolla|pollo|chile|pastel|sandia|melon|cazando|venado|limpiando|taller|foto|fotos|gallina\\w*|cena|comida|papas|pelando|juego|cartas|se va a matar|se quiere matar|matarse|suicid\\w*|quitarse la vida|kill himself|kill herself`)}`,
    `(a la salida|afuera|en la puerta|en el parking|en el estacionamiento|en la entrada)( (del|de la|de el) \\w+)? con (mi|el|la|una|un) (ar|ar 15|rifle|pistola|cuete|fierro|escopeta|arma|cuerno|nueve|9mm)(?= |$)${besideWords("se lo merecen|se la merecen|se las merecen|me las pagan|van a ver|me la pagan")}${notBeside(`${JAJA}|vender|empenar|caceria|cazar|venado|campo de tiro|range|poligono|limpiar|armeria|fiesta|fotos?|nuevo|nueva|latas|nietos|domingos`)}`,
    `(says|dice|said|dijo|thinks|cree|piensa|keeps saying|sigue diciendo) (que )?(my|mi) (mom|mama|dad|papa|wife|esposa|madre|padre|husband|esposo)( es| is| era| was)? (el|la|the) (enemigo|enemiga|enemy)(?= |$)${besideWords("knife|cuchillo|gun|pistola|rifle|flashback|machete|navaja|arma")}${notBeside(`${JAJA}|juego|cartas|partido|equipo|game|loteria|domino|videojuego|baraja|futbol`)}`,
  ]),
  // Round 92 (round 101's suicide risk that got the line or nothing, from hatillo-es and delano-es, filed
  // under each): a funeral paid and the coffin chosen, "es pa pronto, esta semana"; "la semana q viene ya
  // no voy a estar aqui"; "les voy a hacer ese favor esta semana" beside the 100 after death; "ya mismo me
  // toca a mi" beside a shot and the flag; the widow's check, "lo estoy planificando pal 31"; "esta vez
  // tome mas"; how many sleeping pills "para no despertar"; "ya tengo el plan y la fecha"; a father who
  // "dice que ya tiene el plan"; the car running in the closed carport.
  ...rules("suicide", "delano-es-r101", [
    `(es|sera|va a ser|seria|ya va a ser) ((pa|para) )?(pronto|esta (misma )?semana|este fin|ya mero|manana|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)${besideWords("mi funeral|escogi el cajon|me entierre|me entierren|mi cajon|mi lapida|mi entierro")}${notBeside(`${JAJA}|de mi (papa|mama|viejo|vieja|amigo|cunado|compadre|tio|tia|hermano|hermana|abuel\\w*|suegr\\w*|hij\\w*)|mi amigo|mi cunado|mi viejo|mi compadre|su familia|de un|mi papa|mi apa|mi mama|mi ama|mi abuel\\w*|mi esposa|mi esposo|mi suegr\\w*|hospicio|hospice|cancer|terminal|doctor|le dieron|desahuci\\w*|mi tio|mi tia|mi herman\\w*|mi hij\\w*`)}`,
    `(la semana que viene|la proxima semana|el otro mes|el mes que viene|manana|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|este fin|esta noche) ya no voy a estar (aqui|aca)(?= |$)${besideWords("claim|aprueban|aprueben|para que|pa que|ya no importa|adios|perdon|de que sirve|pa q|para q|rating|100")}${notBeside(`${JAJA}|me mudo|mudanza|viaje|trabajo|chamba|otra ciudad|otro estado|deploy\\w*|base|entrenamiento|vacaciones|me cambio|hospital|cirugia|operacion|me voy a (vivir|mexico|texas|california|florida)|de regreso`)}`,
    `(les|le) (voy a hacer|hago|hare) (ese|el|este) favor (esta semana|este fin|hoy|manana|esta noche|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)${besideWords("muerto|muerta|morir|me muero|despues de muerto|sale ganando|salen ganando")}${notBeside(`${JAJA}|mudanza|ride|raite|cuidar|prestar|llevar|cocinar|pintar|arreglar`)}`,
    ME_TOCA_A_MI,
    `(lo estoy|lo tengo|ya lo tengo|estoy|ya estoy) (planificando|planeando|planeado|planificado) (pal|para el|pa el) (\\d+|fin de mes|primero|ultimo|ultimo dia)(?= |$)${besideWords("si uno se muere|si me muero|viuda|muera|muerte|me muera")}${notBeside(`${JAJA}|comprar|troca|carro|casa|boda|fiesta|viaje|mudanza|cumplea\\w*|quincea\\w*|cita|cirugia|operacion`)}`,
    `esta vez (tome|me tome|trague|me trague|me tome todas|tome todas) (mas|mas pastillas|todas|el doble)(?= |$)(?!( \\w+)? (fotos|galletas|notas|videos|papeles|documentos|cafe|agua|comida|dulces)( |$))${besideWords("me salvaron|lavado|emergencias|pastillas")}${notBeside(`${JAJA}|cafe|agua|vitamina\\w*|receta|el doctor|la doctora`)}`,
    PARA_NO_DESPERTAR,
    `(ya )?tengo el plan y (la fecha|el dia|el lugar|la hora)(?= |$)(?! (del|de la|de mi|pal|pa la|para el|para la|pa|para|nos)( |$))${notBeside(`${JAJA}|bautizo|pintar|cancun|vamos a|nos vamos|viaje|crucero|vacacion\\w*|casa|fiesta|boda|fiesta|viaje|mudanza|quincea\\w*|cirugia|operacion|cita|c p|examen|graduacion|la renta|pago|negocio|retiro|jubil\\w*`)}`,
    `(pa|para) la (otra|proxima) semana ya (estoy|voy a estar|estare) muert[oa](?= |$)${notBeside(`${JAJA}|cansancio|hambre|sueno|trabajo|chamba|doble turno|overtime|calor|frio|risa`)}`,
    `(estoy|toy|ando) en (la|el) (cochera|marquesina|garaje|garage) con (la troca|el carro|el motor|la camioneta|el truck) (prendid[oa]|encendid[oa]|andando)(?= |$)${besideWords("cerrad\\w*|mientras (le )?escribo|adios|ya no importa|perdon")}${notBeside(`${JAJA}|calentando|frio|abierta|ventilador|ventila\\w*|mecanico|arreglando|cargando`)}`,
    `(carro|troca|truck|camioneta|motor) (prendido|prendida|encendido|encendida|andando) en (la|el) (marquesina|cochera|garaje|garage) (cerrad[oa])(?= |$)${notBeside(`${JAJA}|calentando|frio|abierta|ventilador|mecanico|arreglando`)}`,
  ]),
  ...rules("intent", "hatillo-es-r101", [ME_TOCA_A_MI]),
  ...rules("lethality", "hatillo-es-r101", [PARA_NO_DESPERTAR]),
  // Round 92 (round 101's hatillo-es): a nurse whose father is giving his things away and "dice que ya tiene
  // el plan": a third person in danger now.
  ...rules("thirdPartyDanger", "hatillo-es-r101", [
    `(dice|dijo|me dijo) (que )?ya tiene (el|un|su) plan(?= |$)(?! (para|pa|de) (las|los|la|el|su|sus) (pastillas|medicinas|receta|seguro|cita)( |$))${besideWords("giving away|regalando|regalo sus cosas|regala sus cosas|no quiere ir|involuntari\\w*|sus cosas|pastillas|pistola|arma|soga")}${notBeside(`${JAJA}|boda|viaje|mudanza|retiro|jubil\\w*|negocio|plan de (salud|seguro|retiro|pago)`)}`,
  ]),
  // Round 92 (round 101's threats that got the crisis reply, the line or nothing, from delano-es and
  // hatillo-es, filed under the first): "esta noche le doy piso con el cuete"; "ganas no me faltan de
  // agarrar a tiros a todos en la clinica"; "le paso por encima al juez"; "no llega a mañana… tengo la 45";
  // "traigo el fierro… hoy alguien se muere"; "con lo que tengo guardado en el carro… que vean".
  ...rules("harm", "delano-es-r101", [
    `(le|les|lo|los) (doy|voy a dar|vo a dar|damos|vamos a dar|di) piso(?= |$)(?! (nuevo|de|en)( |$))${notBeside(`${JAJA}|torneo|rivales|cartas|baraja|nuevo|cuartos|casa|ceramica|domino|juego|videojuego|fortnite|partido|cod|call of duty|piso de (madera|ceramica|loseta)|al piso|el piso|azulejo|trapeador`)}`,
    `(?<!(nos|me|los|las|les) )(agarrar|agarro|voy a agarrar|agarrarlos) a (tiros|balazos|plomazos) a (todos|alguien|ese|esa|esos|el|la|los|mi)(?= |$)${notBeside(`${JAJA}|videojuego|fortnite|pelicula|serie|juego|paintball|airsoft|pesadilla\\w*|sueno|suenos|sone|iraq|irak|afganistan|guerra|combate|ptsd|flashback\\w*|recuerdo\\w*|vietnam|enemigo|emboscada`)}`,
    `(le|les) (paso|voy a pasar|vo a pasar|pasare) (el carro |la troca )?por encima (al|a la|a el|a los|a las|a ese|a esa)(?= |$)${besideWords("carro|troca|camioneta|coche|guagua|atropell\\w*|cuando salga|voy a coger|lo espero")}${notBeside(`${JAJA}|hoyo|bache|charco|piedra|rama|lomo|tope|reductor|culebra|vibora`)}`,
    `no llega a (manana|la noche|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|el fin de semana)(?= |$)${besideWords("tengo la 45|tengo la pistola|tengo el cuete|tengo el fierro|la 45|el cuete|el fierro|la pistola|la 9")}${notBeside(`${JAJA}|la planta|las flores|el pollo|el pan|la leche|el cheque|el paquete|la carta|mi papa|mi mama|hospital|enfermo|doctor|hospicio|perro|troca|carro|malito|pobre`)}`,
    `no (ve|vera|va a ver) (el sol|la luz|el amanecer|la manana)( de)? (manana|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)${besideWords("la 9|la 45|cuete|fierro|pistola|cargad\\w*|rifle|escopeta|navaja|cuchillo")}${notBeside(`${JAJA}|turno|trabajo|chamba|mina|oficina|enfermo|hospital|doctor|planta|flores`)}`,
    `((hoy|esta noche|ahorita) (alguien|uno|alguno) se (muere|va a morir)|(hoy|esta noche) se (muere|va a morir) (alguien|uno))(?= |$)(?! de( |$))${notBeside(`${JAJA}|calor|risa|agua|frio|hambre`)}${besideWords("fierro|cuete|pistola|arma|rifle|traigo|escopeta")}`,
    `(con )?lo que (tengo|traigo) ((guardado|escondido) )?en (el carro|la troca|la cajuela|el trunk|la guantera)(?= |$)${besideWords("que vean|van a ver|se lo merecen|me las pagan")}${notBeside(`${JAJA}|papeles|dd214|herramientas|documentos|chamba|trabajo|si servi|si puedo|oficina a (dejar|llevar)|llevo todo`)}`,
  ]),

  // Round 93 (round 102's suicide risk that got the line or nothing, from kennett-es and aibonito-es,
  // filed under each): "last text antes de irme… pa mi ya es tarde"; driving at 100 "pensando en meterme
  // contra un arbol"; the door left open "pa q los bomberos no tengan q romperla… adios"; the whole bottle
  // of clonazepam or the whole pill box today; 90 percocet, "hice el calculo… es mas q suficiente"; "SI
  // activa con plan e intencion… el plan es pa hoy"; two days "q yo mismo me di"; "me tiro al lago, no se
  // nadar y no pienso aprender"; "esta noche termino con to" after one more denial; "lo arreglo to de un
  // tiro en la cabeza".
  ...rules("suicide", "kennett-es-r102", [
    `cuiden(lo|la|los|las|me) (mucho|bien)( \\w+){0,3} (porque|pq|que|ya que) (yo )?(ya )?me voy( para siempre| pa siempre| de este mundo)?(?= |$)${notBeside(`${JAJA}|viaje|mudanza|me mudo|a vivir|trabajo|deploy\\w*|vacaciones|mexico|puerto rico|orlando|texas|florida|hospital|cirugia|operacion|base|chamba|turno|regreso|vuelvo|unos dias|semanas|meses`)}`,
    `(pa|para) mi ya es (muy )?tarde(?! (pa|para|de|en|con|a|pa que|para que)( |$))(?= |$)${besideWords("antes de irme|quien lea esto|quien lea|ultimo mensaje|last text|last message|adios|despedida|los quiero|perdon")}${notBeside(`${JAJA}|pa (la|el) (cita|claim|apelacion|deadline|fecha)|aplicar|inscrib\\w*|estudiar|escuela|gi bill|trabajo|chamba|carrera|cambiar|aprender|casarme|hijos`)}`,
    `(last text|last message|ultimo mensaje|ultimo texto|mensaje final) (antes de )?(irme|partir|que me vaya|q me vaya|despedirme)(?= |$)${besideWords("gracias a quien|quien lea|ya es tarde|adios|perdon|los quiero|cuiden")}${notBeside(`${JAJA}|vacaciones|viaje|dormir|acostarme|trabajo|turno|deploy\\w*|mudanza|me mudo|avion|vuelo`)}`,
    `(meterme|estrellarme|aventarme|tirarme|echarme|darme|estamparme|clavarme|me meto|me estrello|me aviento|me doy|me estampo|me voy a meter|me voy a estrellar|me voy a aventar|me voy a dar|chocar) (contra|en contra de|a|en) (un|el|una|la) (arbol|poste|pared|muro|trailer|traila|camion|puente|barda|tren|pilar|columna|roca)(?= |$)${besideWords("pensando en|pienso|quiero|ganas de|voy a|voy manejando|a 100|a cien|a 90|rapido|sin cinturon")}${notBeside(`${JAJA}|casi|por poco|sin querer|accidente|otro carro|se me atraveso|frenos|hielo|venado|vaca|perro|sone|pesadilla|el ano pasado|hace \\w+ (anos|meses)|seguro|aseguranza|deducible|taller`)}`,
  ]),
  ...rules("suicide", "aibonito-es-r102", [
    `(deje|dejo|voy a dejar|dejare|ya deje) (la puerta|el porton|la reja) (abierta|sin llave|sin seguro|abierto) (pa|para) (que|q) (los bomberos|la policia|la ambulancia|los paramedicos|el sheriff|me encuentren|me hallen|no tengan (que|q) (romper|tumbar|forzar)\\w*)(?= |$)${besideWords("esta listo|esta lista|adios|perdon|los quiero|la carta|nota|ya todo")}${notBeside(`${JAJA}|el perro|los perros|el gato|ventilar|aire|fresco|calor|el tecnico|plomero|electricista|contratista|el cartero|paquete|entrega|amazon|ups|fedex|los ninos|visita|enfermera|home health|cuidadora|me caigo|caerme|caida|caidas|me desmayo|convulsion\\w*|azucar|diabet\\w*|corazon|alerta medica|life alert|boton`)}`,
    EL_FRASCO_ENTERO,
    `(hice el calculo|hice la cuenta|hice las cuentas|saque la cuenta|saque las cuentas|ya calcule|calcule|ya las conte|las conte|ya conte)( \\w+){0,5} (es|son|hay|tengo) (mas (que|q|de lo (que|q)) |de sobra )?(suficiente|suficientes|de sobra|bastante|bastantes)(?= |$)${besideWords("pastillas|percocet|oxy\\w*|morfina|clonazepam|xanax|pildoras|tabletas|insulina|guardad\\w*|dosis|mg|miligramos|opioides|fentanyl|fentanilo")}${notBeside(`${JAJA}|pa el mes|para el mes|hasta el refill|hasta la cita|receta|refill|surtir|farmacia|viaje|vacaciones|dinero|pisto|lana|cheque|renta|pago|back pay|retro`)}`,
    `(si|ideacion( suicida)?|ideas suicidas|pensamientos suicidas) (activa|activas|activo|activos) con (plan|un plan)( (e|y) (intencion|intento|intent|medios))?(?= |$)${besideWords("el plan es (pa|para) (hoy|esta noche|manana|el \\w+)|lo se (pq|porque|por que)|yo tengo|tengo")}${notBeside(`${JAJA}|que significa|que quiere decir|definicion|clase|curso|examen|mi paciente|un paciente|el paciente|pacientes`)}`,
    DIAS_QUE_YO_MISMO_ME_DI,
    `me (tiro|aviento|voy a tirar|voy a aventar|meto|voy a meter|echo|lanzo) (al|a la|en el|en la|al fondo del) (lago|rio|mar|presa|laguna|charca|canal|oceano|represa|embalse)( \\w+){0,2}(?= |$)${besideWords("no se nadar|no pienso aprender|no se como nadar|con piedras|amarrado|y no salgo|pa no salir|para no salir|adios|perdon")}${notBeside(`${JAJA}|a nadar|nadar un rato|pescar|de pesca|calor|refrescarme|clavado|con los ninos|fiesta|playa con|kayak|bote|lancha|vacaciones|bautiz\\w*|chaleco|salvavidas|clases de natacion|aprender a nadar|clases`)}`,
    `(esta noche|hoy|manana|ya|ahorita) (termino|acabo|le pongo fin|terminare|acabare|voy a terminar|voy a acabar) con (todo|to|toito|todito)( esto)?(?= |$)${besideWords("esta es la ultima|la ultima (que|q) (recibo|me mandan|aguanto|me llega)|ya no aguanto|adios|no puedo mas|perdon|denegacion|negaron|otra negada|otro denial")}${notBeside(`${JAJA}|tarea|trabajo|papeleo|papeles|mudanza|empac\\w*|limpi\\w*|proyecto|pendientes|lista|deudas|tarjeta|relacion|novio|novia|compras|la casa|el cuarto|la cocina|el garage|el patio|formulario|forma|aplicacion|appeal|apelacion`)}`,
    `(me (doy|pego|meto|voy a dar|voy a pegar|voy a meter|daria|pegaria)|lo arreglo( \\w+)?|arreglo( \\w+)?|lo resuelvo( \\w+)?|lo soluciono( \\w+)?) (de |con )?un (tiro|balazo|plomazo|disparo|pepazo|plomo) en la (cabeza|sien|boca|frente)(?= |$)${notBeside(`${JAJA}|pelicula|serie|juego|video|venado|cerdo|puerco|perro|caballo|vaca|gallina|animal|le (dio|dieron|pego|pegaron)|se (dio|pego)|sone|pesadilla|irak|afganistan|guerra|novela|migrana|dolor|como un tiro|se siente como`)}`,
  ]),
  ...rules("intent", "aibonito-es-r102", [EL_FRASCO_ENTERO, DIAS_QUE_YO_MISMO_ME_DI]),
  // Round 93 (round 102's kennett-es): "antes de irme me quiero llevar a varios del VA conmigo. ya tengo
  // el equipo": others taken along.
  ...rules("harm", "kennett-es-r102", [
    `(le|les|lo|la|los|las) (esta|estan|ta|tan) apuntando (a|con) (la|el|los|las|una|un|mi|mis|todos|todas) ?\\w*(?= |$)${besideWords("escondid\\w*|atras de|detras de|debajo de|sala de espera|armado|armada|pistola|arma|rifle|gritando|911")}${notBeside(`${JAJA}|juego|pelicula|video|laser|camara|dedo|foto|fotos|lista|cuaderno|libreta|datos|nombres`)}`,
    `(tengo|traigo|compre|ya tengo|agarre) (gasolina|gas|diesel|thinner|petroleo|querosen\\w*|kerosene)( \\w+){0,2} (y|con|e) (fosforos|cerillos|encendedor|lighter|cerillas|un encendedor|unos cerillos)(?= |$)${besideWords("cuando se (acueste|duerma|duerman|acuesten)|esta noche|lo resuelvo|me las paga|me la paga|vecino|vecina|se va a acordar|no hace falta policia|sin policia")}${notBeside(`${JAJA}|carne asada|parrilla|asador|fogata|quemar (basura|hojas|ramas|monte|zacate)|cortadora|podadora|planta electrica|generador|camping|acampar|velas|estufa|calentador|boiler`)}`,
    `(me (quiero|voy a|pienso|vo a) llevar|llevarme|me llevo|me llevare) a (varios|unos cuantos|algunos|todos|unos|muchos|cuantos|un par|los que pueda)( (del|de la|de los|de el) (va|oficina|clinica|regional|hospital|\\w+)( regional)?)?(?= |$)${besideWords("conmigo|antes de irme|antes de que me vaya|antes de morir|de una vez|por delante|ya tengo el equipo|ya tengo todo|equipo|pistola|rifle|armas|cuete|fierro|balas|municion")}${notBeside(`${JAJA}|viaje|fiesta|paseo|carro|troca|party|playa|boda|cumple\\w*|camioneta|pesca|al parque|mudanza|excursion|vacaciones|a comer|asientos|al rio|al lago|de pesca|a cazar|a la iglesia|a misa|al juego|al partido|al evento|a la marcha|al desfile|ride|raite|cita|audiencia|board|cenar|apoyen|apoyo|acompan\\w*|amigos|hospital (a|pa|para)`)}`,
  ]),
  // Round 93 (round 102's ordinary messages read as risk, from kennett-es): the phone nearly thrown out the
  // window over an app; "me dieron 90%… gracias por la ayuda".
  ...rules("benign", "kennett-es-r102", [
    `(ese|el|la|esa|este|esta) (juego|partido|pelicula|serie|show|concierto|chiste|comedia|jonron|gol|final|juego de pelota)( de \\w+)?( \\w+){0,2} me (mato|mataron|dejo muerto|dejo muerta)( de risa)?(?= |$)${notBeside("matarme|suicid\\w*|me quiero morir|quitarme la vida|pastillas|pistola|soga|adios")}`,
    `(siempre )?(dice|dijo|decia) (que )?se va a morir (en|sobre) (su|la|esa|el|ese) (hamaca|silla|sillon|mecedora|cama|sofa|recliner|troca|rancho|parcela|milpa|huerta|porch|portal)(?= |$)${notBeside("matarse|suicid\\w*|se quiere morir|quitarse la vida|se mata|pastillas|pistola|soga|adios|esta noche|manana")}`,
    `(estoy|ando|toy) (hart[oa]|cansad[oa]|fastidiad[oa]|frustrad[oa]) (del|de la|de el|con el|con la) (va|sistema|papeleo|claim|tramite|app|pagina|burocracia)( en serio)?( \\w+){0,2} (pero bueno|pero|ni modo|bueno)(?= |$)${notBeside(MUERTE_PROPIA_DICHA)}${notBeside("pastillas|pistola|soga|adios|de todo|de la vida|de vivir|ya no puedo|no aguanto|ya no aguanto|todo arreglado|carta|despedida|deje todo|los quiero|cuiden\\w*|me voy")}`,
    `((aventar|tirar|echar|lanzar|romper|estrellar|avientar) (el|mi|la|el pinche|la pinche) (cel|celular|telefono|phone|computadora|laptop|compu|tablet|control|tele|television|teclado|mouse|impresora|iphone) (por la ventana|contra la pared|al piso|al suelo|a la basura)|(tirar|aventar|avente|tire|aviento|tiro|echar|lanzar) enojado con (celular|cel|telefono|phone|cellphone|laptop|compu|computadora|tablet|tableta|ipad))(?= |$)${notBeside(MUERTE_PROPIA_DICHA)}${notBeside("pastillas|pistola|soga|adios|me tiro|tirarme|aventarme|me aviento|me avento|lanzarme|balcon|azotea|puente|techo|piso|despertar|irme yo|detras|yo tambien|y luego yo|y despues yo|morir\\w*|muerte")}`,
    `(me dieron|me aprobaron|aprobaron|me subieron|me pusieron|gane|ganamos|salio|me llego|recibi|ya tengo) (el |mi |la )?(\\d+|claim|rating|increase|aumento|decision|apelacion|backpay|back pay|retro)( \\w+){0,3} gracias por (la|tu|su|toda la) ayuda(?= |$)${notBeside(MUERTE_PROPIA_DICHA)}${notBeside("pastillas|pistola|soga|adios|ya no importa|ya pa que|demasiado tarde|todo arreglado|carta|despedida|cuiden\\w*|ya no (este|estare)|los quiero|ya me voy|me despido|perdon")}`,
  ]),
  // Round 93's second read (second-read-r93, filed under aibonito-es): "la enfermera me pregunto si tengo plan. si tengo. es pa esta
  // noche"; a husband who asked what the insurance pays if he dies "y se salio pal patio con una soga".
  ...rules("suicide", "aibonito-es-r102", [
    `(si tengo|tengo|ya tengo) (un |el )?plan( \\w+){0,4} (es|sera|va a ser) (pa|para) (esta noche|hoy|manana|este fin|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)${besideWords("pregunto|preguntaron|pregunta|enfermera|enfermero|doctor|doctora|terapeuta|psicolog\\w*|consejer\\w*|trabajadora social")}${notBeside(`${JAJA}|viaje|fiesta|boda|cita|mudanza|pintar|carne asada|pesca|cazar|trabajo|chamba|turno|vacaciones|compras|tienda|parque|playa|cine|cumple\\w*|reunion|junta|plan de (salud|seguro|retiro|pago|medicare|tricare)|seguro`)}`,
  ]),
  ...rules("thirdPartyDanger", "aibonito-es-r102", [
    `se (salio|fue|metio) (pal|para el|pa el|al|a la|pa la|para la) (patio|granero|garaje|garage|cochera|monte|bosque|rancho|sotano|cuarto|bano|establo)( \\w+){0,3} con (una|la|el|un|su) (soga|cuerda|mecate|reata|cable|lazo|pistola|escopeta|rifle|arma|cuete|fierro|cinturon)(?= |$)${besideWords("si (el|ella) se mor\\w*|si se muere|seguro|miedo|asustad\\w*|no contesta|que hago|se despidio|cuanto me (daba|da|daria)")}${notBeside(`${JAJA}|vaca\\w*|caball\\w*|becerr\\w*|toro\\w*|ganado|perro|chivo|cabra|borrego|lena|arbol|columpio|tendedero|hamaca|culebra|vibora|coyote|cazar|venado|marrano|puerco|pollo|gallina\\w*|ropa|lona|carga`)}`,
  ]),
  // Round 94 (round 103's suicide risk that got the line or nothing, from hanford-es and gainesville-es,
  // filed under each): the pills on the counter "rn" beside the GI Bill "after"; "estoy en el bridge rn, idk
  // por que le estoy escribiendo"; "ya tome mi decision… la forma pa que mi hija cobre"; "alla tengo todo lo
  // que ocupo pa acabar"; "hoy lo vuelvo a intentar", "hoy no me van a agarrar"; the burial form "es pa mi,
  // lo van a necesitar esta semana"; the heart medicine saved "para tomar todo junto"; the password left
  // "en un papelito, hoy en la noche se acaba esto"; driving "buscando un puente alto"; life insurance "si
  // la muerte es por mano propia… es pa este fin".
  ...rules("suicide", "hanford-es-r103", [
    `(tengo|tienes|tiene) (las|mis|unas) (pills|pastillas|pildoras)( \\w+){0,2} (en el|en la|sobre el|sobre la|encima del?) (counter|mesa|buro|cama|lavabo|mostrador|tocador)( rn| ahorita| ahora)?(?= |$)${besideWords("seguir cobrando|cobrar|after|si me muero|cuando ya no|gi bill|pension")}${notBeside(`${JAJA}|receta|refill|farmacia|horario|pastillero semanal|a las \\d+|cada \\d+|cirugia|me dieron|cubre|operacion`)}`,
    EN_EL_PUENTE_AHORITA,
    `(ya (tome|tomé) (mi|la) decision|ya estoy decidid[oa])(?! de (jubilar\\w*|retirar\\w*|mudar\\w*|vender|comprar|renunciar|casar\\w*|divorciar\\w*|operar\\w*|aplicar|cambiar|dejar)( |$))(?= |$)${besideWords("(pa|para) (que|q) (mi|su) \\w+ cobre|no voy a llamar|la linea|entierro")}${notBeside(`${JAJA}|trabajo|casa|carro|troca|mudanza|claim|apelacion|abogado|operacion|cirugia|divorcio|escuela`)}`,
    `(tengo|ya tengo) (todo )?lo (que|q) (ocupo|necesito|hace falta) (pa|para) (acabar|terminar|hacerlo|irme)( con (todo|esto|mi vida))?(?= |$)${notBeside(`${JAJA}|proyecto|tarea|trabajo|cerca|corral|casa|techo|pintar|la obra|construir|construccion|la barda|el cerco|mudanza|papeleo|papeles|claim|tramite|formulario`)}`,
    HOY_OTRA_VEZ,
  ]),
  ...rules("intent", "hanford-es-r103", [EN_EL_PUENTE_AHORITA, HOY_OTRA_VEZ]),
  ...rules("intent", "gainesville-es-r103", [TODA_LA_MEDICINA_JUNTA]),
  ...rules("suicide", "gainesville-es-r103", [
    `((es|son) (pa|para) (mi|mí)(?! (papa|mama|apa|ama|esposo|esposa|hijo|hija|hermano|hermana|tio|tia|abuelo|abuela|suegro|suegra|primo|prima|amigo|amiga|compadre|comadre|vecino|vecina)( |$))|(es|son) (mio|mia|mios|mias))( \\w+){0,3} (lo|la|los) (van a|vamos a|va a) (necesitar|ocupar|usar) (esta semana|pronto|manana|este fin|ya)(?= |$)${besideWords("entierro|funeral|funeraria|lapida|cementerio|sepultura|seguro de vida")}${notBeside(`${JAJA}|pre ?necesidad|pre ?need|preneed|algun dia|cuando me toque|a futuro|por si acaso|planeando|planear|fallecio|murio|paso`)}`,
    TODA_LA_MEDICINA_JUNTA,
    `(hoy en la noche|esta noche|hoy|manana|ahorita) se (acaba|termina|acaban|terminan) (esto|todo|todo esto)(?! (el|la|los|las|de|mi|su) \\w+)(?= |$)${besideWords("password|contrasena|papelito|le deje|ya le deje|carta|adios|perdon|seguro")}${notBeside(`${JAJA}|el juego|la pelea|la temporada|el partido|la novela|la serie|la venta|la oferta|el trabajo|la chamba|la fiesta|las vacaciones|el curso|la clase`)}`,
    `(buscando (un|el) ((puente|barranco|acantilado|risco|precipicio)( alto| alta| bien alto)?|edificio (alto|bien alto))|buscando (de )?(donde|un lugar (pa|para)) (aventarme|tirarme|lanzarme|colgarme))(?= |$)${besideWords("manejando|a 100|a cien|ando|solo|esta noche|ya no")}${notBeside(`${JAJA}|foto\\w*|paseo|turis\\w*|vista|pescar|hotel|del va|de la va|clinica|oficina|rentar|direccion|donde esta|no lo encuentro`)}`,
    `(es|sera) (pa|para) (este fin|esta semana|manana|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|esta noche|hoy|pronto)(?= |$)${besideWords("mano propia|por su propia mano|suicidio|quitarse la vida|se mata|me mato")}${notBeside(`${JAJA}|mi (papa|hermano|mama|hijo|hija|tio|primo|amigo)|su (papa|hermano|mama|hijo|hija)`)}`,
  ]),
  // Round 94 (round 103's threats that got the crisis reply or the line, from hanford-es and
  // gainesville-es, filed under the first): "next drill me llevo mi piece y se acabo pa el"; a roommate who
  // "me saco una gun… estoy encerrado en mi cuarto"; the lunch of "el cerote q me denuncio" poisoned.
  ...rules("harm", "hanford-es-r103", [
    `(le voy a|le vo a|voy a|le pongo|le echo|le voy a poner|le voy a echar) (poner |echar |meter )?(algo|veneno|matarratas|raticida|cloro|anticongelante)( \\w+)? (en (su|el|la|mi)|a (su|la|mi)|al|del) (lonche|comida|cafe|bebida|agua|almuerzo|plato|soda|refresco|lunch)(?= |$)${besideWords("denuncio|supervisor|jefe|vato|cerote|pa que se muera|que se muera|me las paga")}${notBeside(`${JAJA}|ratas|raton|ratones|cucarachas|hormigas|plaga|coyote\\w*|perro|gato|mapache\\w*|ardilla\\w*|azucar|sal|chile|limon|salsa|crema`)}`,
    `le (llevo|voy a llevar|vo a llevar) (la|el|mi) (glock|pistola|cuete|fierro|gun|arma|9|45|strap|piece)( y se acaba)?(?= |$)${besideWords("denuncio|se acaba|me las paga|lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana")}${notBeside(`${JAJA}|vender|venta|comprar|limpiar|arreglar|armero|campo de tiro|range|cazar|caceria`)}`,
    `(me llevo|llevo|voy a llevar|traigo) (mi|la|el) (piece|pistola|cuete|fierro|gun|glock|arma|strap|9|45|rifle)( \\w+){0,3} (y )?(se (acabo|acaba|va a acabar) (pa|para) (el|ella|ellos|ese|esa)|(ese|esa|el|la) \\w+ ya se murio)(?= |$)${notBeside(`${JAJA}|range|campo de tiro|caceria|cazar|vender|limpiar`)}`,
    `me (saco|sacaron|apunto|apuntaron|amenazo|amenazaron con) (una|un|la|el|su) (gun|pistola|arma|cuchillo|knife|navaja|machete|cuete|fierro)(?= |$)${besideWords("encerrad\\w*|escondid\\w*|rn|ahorita|ahora|esta en|afuera|hallway|pasillo")}${notBeside(`${JAJA}|ayer|la semana pasada|hace|anos|irak|army|pesadilla|sone|pelicula`)}`,
    `(quiero|voy a|pienso|ganas de) envenenar (el|la|su|los|las) (lonche|comida|cafe|bebida|agua|almuerzo|plato|soda|refresco|lunch)(?= |$)${notBeside(`${JAJA}|ratas|raton|ratones|cucarachas|hormigas|plaga|topos|tuzas|coyote\\w*|perro|gato|mapache\\w*|ardilla\\w*|zorrillo\\w*|tlacuache\\w*|rata\\w*|animal\\w*|paloma\\w*|pa los|para los|de los`)}`,
  ]),
  // Round 94 (round 103's ordinary messages read as risk, from hanford-es and gainesville-es, filed under
  // the first): "este teléfono me va a matar"; "a mi jefe lo voy a ahorcar jaja"; a knee's pain that "lo
  // va a matar" at 70.
  ...rules("benign", "hanford-es-r103", [
    `termino de (llenar|mandar|hacer|subir|terminar) (la|el|mi|las|los) (solicitud|formulario|forma|aplicacion|claim|papeleo|papeles|tarea)(?= |$)${notBeside(MUERTE_PROPIA_DICHA)}${notBeside("pastillas|pistola|soga|adios")}`,
    `(se me )?(murio|descompuso|poncho|quedo|paro) (la bateria|el carro|la troca|el motor|la llanta|la camioneta)( \\w+){0,3} (en el|en la) (puente|autopista|freeway|carretera)(?= |$)${notBeside(MUERTE_PROPIA_DICHA)}${notBeside("pastillas|pistola|soga|adios|tirarme|aventarme")}`,
    `(por|pa|para) (los|las|el|la) (coyotes?|zorros?|tlacuaches?|osos?|jabalies|jabali|culebras?|viboras?|mapaches?|zorrillos?)(?= |$)${notBeside(MUERTE_PROPIA_DICHA)}${notBeside("pastillas|soga|adios|no se por que")}`,
    `(este|esta|esa|ese) (telefono|cel|celular|computadora|compu|app|aplicacion|pagina|formulario|sistema|impresora|internet|wifi|laptop|tablet) (me|nos) (va|van) a matar(?= |$)${notBeside(MUERTE_PROPIA_DICHA)}${notBeside("pastillas|pistola|soga|adios|novio|novia|esposo|esposa|ex|marido|me quito|me rompio|me hackeo|sabe donde|ayuden\\w*|tomando|borracho|golpe\\w*|amenaz\\w*|ya no aguanto|irme de este mundo|morir|vivir|puente|techo|azotea|estoy en|escribiendo esto")}`,
    `(el|los|la|las|su|sus) (dolor|dolores)( de \\w+)? (lo|la|me|los) (va|van) a matar(?= |$)${notBeside("matarse|suicid\\w*|se quiere morir|quitarse la vida|pastillas|pistola|soga|adios|ya no aguanta|me corto|cortarme|venas|me doy un tiro|me cuelgo|colgarme|ya no quiero|quiero morir|me quiero morir|matarme|me mato|no aguanto|quiero que me mate|ya quiero|me da igual|da lo mismo|me vale")}`,
  ]),
  // Round 95 (round 105's kennewick-es): a son who "quiere su funeral militar con la bandera y ya escogió la
  // canción y dice que es para esta semana"; "ya hice mi carta y la deje en la guantera. cuanto tarda el va en
  // pagar el burial?"; "nomas pa avisar q ya no me van a ver. que le paguen a mi jefa lo que me debe el VA".
  ...rules("thirdPartyDanger", "kennewick-es-r105", [
    `dice (que|q) (es|sera|va a ser) (para|pa|pal) (esta semana|este fin|este finde|este fin de semana|manana|hoy|esta noche|(el )?(lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)${besideWords("quiere su funeral|(ya )?(escogio|eligio) (la|su) (cancion|musica|ataud|caja|traje|lugar)|ya tiene su traje")}${notBeside(`${JAJA}|abuel\\w*|\\d+ anos|cumple\\w*|boda|quince\\w*|fiesta|graduacion|la fiesta|la boda|el viaje|la mudanza|operacion|cirugia|cita|muri\\w*|falleci\\w*|funeraria|hospicio|hospice|cancer|terminal|enfermera|doctor|doctora|la iglesia|el entierro de|el funeral de|difunt\\w*`)}`,
  ]),
  ...rules("intent", "kennewick-es-r105", [
    `ya (hice|escribi|deje|termine|deje escrita|tengo escrita|deje lista|tengo lista|deje escritas|tengo escritas) (mi|la|una|mis|las) (carta|cartas|despedida|nota|notas)( y (la|las) (deje|puse|guarde) (en|sobre|debajo de) (la|el|mi) \\w+)?(?= |$)${besideWords("burial|entierro|funeral|seguro de vida|el seguro|cuanto (tarda|se tarda|tardan)|no se endeude|pa (que|q) (mi|su) \\w+ (cobre|reciba|no se endeude)")}${notBeside(`${JAJA}|buddy|apoyo|nexus|carta de (apoyo|recomendacion|buddy|nexus|presentacion|decision)|reclamo|claim|apelacion|appeal|congresista|queja|para el va|pal va|al va|trabajo|renuncia|la escuela|recomendacion|entierro de|funeral de|iglesia|buzon|murio|fallecio|difunt\\w*|para la|pa la`)}`,
  ]),
  ...rules("farewell", "kennewick-es-r105", [
    `((que|q) le (paguen|den|manden|pasen|entreguen|depositen) a mi (jefa|mama|ama|esposa|vieja|hija|hijo|familia|jefe|apa|papa|hermana|abuela)( \\w+){0,3} (lo (que|q) me (debe|deben)|mi (dinero|pension|compensacion|cheque|pago|backpay|retro))|(que|q) le (paguen|den|manden|pasen|entreguen|depositen) (mi (dinero|pension|compensacion|cheque|pago|backpay|retro)|lo (que|q) me (debe|deben)( el va)?) a mi (jefa|mama|ama|esposa|vieja|hija|hijo|familia|jefe|apa|papa|hermana|abuela))(?= |$)${besideWords("ya no me van a ver|ya no me veran|nomas pa avisar|pa avisar|me despido|adios|ya no voy a estar|ya no estare|yo ya me voy|me voy pa siempre|me voy para siempre")}`,
  ]),
  // Round 95's second read (second-read-r95, filed under kearny-es): "le paso el montacargas por encima al
  // supervisor"; "tengo la 38 en la cintura. esta noche ese tipo me las paga"; "anoche casi ahorco a mi
  // esposa… me da miedo hacerlo otra vez"; "el lunes se acaba ese abusador"; a son who "se lleva mi pistola a la
  // escuela"; "ya tengo el galón pa la casa de mi ex esta noche"; "dejé una carta en la guantera" beside the
  // burial pay.
  ...rules("harm", "kearny-es-r104", [
    `(le )?(paso|voy a pasar|echo|voy a echar|vo a pasar|le paso) (el|la|mi) (montacargas|troca|camioneta|carro|trailer|traila|tractor|forklift|truck|camion|pickup) (por encima|encima)(?= |$)${notBeside(`${JAJA}|juego|videojuego|sueno|pesadilla|caja|tarima|pallet|carga|material`)}`,
    `(tengo|traigo|cargo|ando con|llevo) (la|el|mi|una|un) (38|45|9|pistola|fusca|cuete|arma|escuadra|glock|revolver|cuchillo|machete|fierro)( \\w+){0,2} (en la cintura|encima|conmigo|en la troca|en el carro|cargad[ao]|fajad[ao])(?= |$)${besideWords("me las paga|me la paga|me las pagara|me la pagara|me las va a pagar|se las ve conmigo|se (acaba|muere) (esto |todo )?(con|pa|para) (ese|esa|el|ella)")}${notBeside(`${JAJA}|caceria|cazar|venado|campo de tiro|range|licencia|permiso|concealed|vender|empenar|armero|limpiar`)}${notBeside(MUERTE_PROPIA_DICHA)}`,
    `casi (ahorco|estrangulo|mato|ahogo|apunalo|acuchillo|le disparo|le pego un tiro) a (mi|la|el) (esposa|esposo|mujer|marido|novia|novio|hijo|hija|pareja|vieja|viejo|ex|suegra|suegro|hermano|hermana)(?= |$)${besideWords("miedo|otra vez|no se (que|q) me pasa|anoche|ayer|hoy|ahorita")}${notBeside(`${JAJA}|susto|risa|coraje|del coraje|abrazo|de un susto|de la risa|sorpresa|emocion`)}`,
    `se (acaba|muere|termina|las ve conmigo) (ese|esa|el|la) (abusador|abusadora|bully|maldito|maldita|desgraciado|desgraciada|cabron|tipo|vato|chamaco|muchacho|acosador|acosadora)(?= |$)${besideWords("yo me encargo|me encargo|personalmente|el lunes|manana|esta noche|hoy")}${notBeside(`${JAJA}|director|directora|escuela|reporte|reportar|denunci\\w*|policia|queja|expuls\\w*|suspend\\w*|la serie|la novela|pelicula|capitulo`)}`,
    `se (lleva|va a llevar|llevara|trae|va a traer|quiere llevar) (mi|la|su|una|el) (pistola|arma|escopeta|rifle|cuete|gun|fierro|cuchillo|navaja) a la (escuela|prepa|high school|secundaria|school|escuelita)(?= |$)${notBeside(`${JAJA}|de juguete|de agua|nerf|airsoft|show and tell`)}`,
    `(ya )?tengo (el|un|la|unos|los) (galon|galones|gasolina|bidon|lata de gasolina|cerillos|fosforos)( de gasolina)? (pa|para) (la casa|el carro|la troca|el negocio|la tienda|el apartamento|la traila) de (mi ex|mi \\w+|el|ella|ese|esa|\\w+)(?= |$)${notBeside(`${JAJA}|podadora|cortacesped|generador|lancha|trimmer|parrilla|asador|bbq|carne asada|fogata`)}`,
  ]),
  ...rules("intent", "kennewick-es-r105", [
    `(deje|puse|guarde|escondi) (mi|la|una|mis|las|unas) (carta|cartas|despedida|nota|notas) (en|sobre|debajo de|dentro de) (la|el|mi) (guantera|mesa|cama|almohada|buro|cajon|troca|carro|cocina|refri|puerta|biblia|cartera)(?= |$)${besideWords("burial|entierro|funeral|seguro de vida|el seguro|cuanto (tarda|se tarda|tardan|paga)|no se endeude|pa (que|q) (mi|su) \\w+ (cobre|reciba|no se endeude)")}${notBeside(`${JAJA}|buddy|apoyo|nexus|reclamo|claim|apelacion|appeal|congresista|queja|trabajo|renuncia|la escuela|recomendacion|santa|navidad|cumple\\w*|valentin|entierro de|funeral de|iglesia|buzon|murio|fallecio|difunt\\w*`)}`,
  ]),
  // Round 95's second read (filed under kearny-es): a boss who "dice que me mata si falto otra vez"; a gun safe
  // and the guns "bajo llave"; a will made "en la clinica legal"; a burial arranged "aunque faltan años"; "un plan
  // pal viernes: llevar todos los papeles al VSO"; army stories "hasta que uno se quiere morir jaja"; "voy a
  // explotar la oficina a llamadas".
  ...rules("benign", "kearny-es-r104", [
    `(si|cuando) (falto|llego tarde|me ausento) (otra vez|de nuevo)(?= |$)${besideWords("jefe|jefa|supervisor|supervisora|manager|trabajo|chamba|jale|turno|cita|citas")}${notBeside(MUERTE_PROPIA_AMPLIA)}`,
    `((armas|pistolas|rifles|escopetas|pistola|arma|rifle|escopeta) bajo llave|(un|una|comprar|compre|compro) (gun safe|caja fuerte (pa|para) las armas|trigger lock|cable lock|candado (pa|para) (la|las) (arma|armas|pistola)))(?= |$)${notBeside(MUERTE_PROPIA_AMPLIA)}${notBeside(`esta noche|no aguanto|cargad[ao]|le quite el candado|la saque|nota|lo siento|abiert[oa]|vaci[oa]|falta|no esta|se llevo|se fue|no contesta`)}`,
    `(hice|hicimos|firme|firmamos|termine|arregle) (mi|el|nuestro|nuestros|mis) (testamento|testamentos|poder|power of attorney|voluntad anticipada)( \\w+){0,2} (en|con) (la|el|un|una) (clinica legal|abogad[oa]|legal aid|notari[oa]|jag|ayuda legal)(?= |$)${notBeside(MUERTE_PROPIA_AMPLIA)}${notBeside(`regal\\w*|mis cosas|cuando yo falte|cuando falte|ya no voy|despedi\\w*|me despido|carta|cartas|esta noche|esta semana|manana|no aguanto`)}`,
    `(aunque )?(todavia )?(faltan|faltaran|pa eso faltan|para eso faltan) (muchos )?anos(?= |$)${notBeside(MUERTE_PROPIA_AMPLIA)}${notBeside(`esta noche|esta semana|manana|no aguanto|ya no quiero`)}`,
    `(tengo un plan|mi plan es|el plan es)( (pal|para el|pa el) (lunes|martes|miercoles|jueves|viernes|sabado|domingo))?( \\w+){0,2} (llevar|entregar|mandar|terminar|hacer|llenar|ir al|ir a la|subir) (todos |todas )?(los |las |mis |el |la )?(papeles|documentos|formas|formularios|reclamo|claim|apelacion|vso|va|cita|evidencia|pruebas)(?= |$)${notBeside(MUERTE_PROPIA_AMPLIA)}${notBeside(`no aguanto|ya no quiero|despedir\\w*`)}`,
  ]),
  // Round 95's code review (filed under kearny-es): "hay un vato afuera con una gun gritando"; "mi esposo se paro en
  // la puerta con un cuchillo"; "next examiner que me llame mentiroso se lleva un chingazo"; "ya tengo el cuete pa ese
  // vato"; "ya tengo la gasolina y los cerillos pa la casa de ese"; and one's own: "si falto a la cita del va manana
  // es que me ahorque".
  ...rules("harm", "kearny-es-r104", [
    `(hay|theres|there is|there s|esta) (un|una) (vato|tipo|hombre|senor|senora|man|guy|dude|loco|muchacho|mujer|chavo|morro)( \\w+){0,4} con (una|un|la|el|su) (gun|pistola|arma|cuchillo|machete|knife|escopeta|rifle|fusca|cuete|navaja|fierro)(?= |$)${besideWords("gritando|afuera|help|ayuda|(que|q) hago|driveway|en la puerta|golpeando|tocando|miedo|rn|ahorita|encerrad\\w*|escondid\\w*")}${notBeside(`${JAJA}|pelicula|video|sueno|pesadilla|cazar|caceria|venado|policia|guardia|sheriff|hace|anos|ayer|vendiendo|vende|feria|show|clase|pastel|cocina|carne`)}`,
    `se (paro|puso|planto|quedo) en la (puerta|salida|door) con (un|una|el|la|su) (cuchillo|pistola|arma|machete|knife|gun|navaja|cuete|fierro|bate)(?= |$)${notBeside(`${JAJA}|pastel|cocina|carne|pavo|cazar|caceria|sueno|pesadilla|pelicula`)}`,
    `(el )?(next|proximo|siguiente) (\\w+ ){0,2}(examiner|examinador|examinadora|doctor|doctora|rater|vso|empleado|empleada|tipo|vato) (que|q) (\\w+ ){0,4}(se lleva|le toca|va a recibir|recibe|se gana) (un|una|mi) (chingazo|madrazo|golpe|putazo|plomazo|balazo|trancazo|cachetada|punete|punetazo|vergazo)(?= |$)${notBeside(`${JAJA}|carta|queja|reporte`)}`,
    `(ya )?tengo (el|la|mi) (cuete|fierro|pistola|arma|gun|escuadra|fusca|38|45|9|glock|cuchillo|machete) (pa|para) (ese|esa|el|la) (vato|tipo|cabron|guey|wey|bato|maje|loco|pendejo|pendeja|desgraciado|desgraciada|hijo de \\w+|vieja|viejo)(?= |$)${notBeside(`${JAJA}|caceria|cazar|venado|vender|venta|comprar|limpiar|arreglar|armero`)}`,
    `(ya )?tengo (el|un|la|unos|los) (galon|galones|gasolina|bidon|lata de gasolina)( de gasolina)? (y|con) (los|las|el|la|unos|unas|un|una) (cerillos|fosforos|encendedor|lighter|cerillas) (pa|para) (la casa|el carro|la troca|el negocio|la tienda|el apartamento|la traila) de (mi ex|mi \\w+|el|ella|ese|esa|\\w+)(?= |$)${notBeside(`${JAJA}|podadora|cortacesped|generador|lancha|trimmer|parrilla|asador|bbq|carne asada|fogata`)}`,
  ]),
  ...rules("suicide", "kearny-es-r104", [
    `(es|sera|fue) (porque|que|xq|pq) (ya )?(me ahorque|me colgue|me mate|me pegue un tiro|me di un tiro|me tire del \\w+|me avente|me fui pa siempre|me fui para siempre|ya no estoy en este mundo|me tome todo|me tome las pastillas)(?= |$)${notBeside(`${JAJA}|chiste|broma`)}`,
  ]),
  // Round 95 (round 104's and 105's conversations whose last turn got the line or nothing, from berwyn-es and
  // centralfalls-es): "le estoy dejando todo a ella… despues del finde ya no voy a ocupar nada"; "me preguntaron
  // si he pensado en morirme y pues si, a veces"; a son-in-law who hit a daughter, "ya cargue el revolver y voy
  // pa donde el esta".
  ...rules("intent", "berwyn-es-r104", [
    `ya no (voy a|vo a|voy a ocupar|necesito) (ocupar|necesitar|usar)? ?(nada|eso|esto|la troca|mis cosas|nada de eso)(?= |$)${besideWords("dejando todo|le dejo todo|les dejo todo|despues del finde|despues de este fin|el lunes|manana|esta noche|la cuenta|las herramientas")}${notBeside(`${JAJA}|mudar\\w*|mudanza|me mudo|regreso a|me voy a vivir|vender|vendo|jubil\\w*|retir\\w*|deploy\\w*|garage sale|yarda|venta`)}`,
  ]),
  ...rules("hopeless", "berwyn-es-r104", [
    `pensado en (morirme|matarme|quitarme la vida|no despertar|desaparecer)( \\w+){0,2} (y )?(pues |la verdad |bueno |honestamente )?si( a veces| aveces| de vez en cuando)?(?= |$)`,
  ]),
  ...rules("harm", "centralfalls-es-r105", [
    `(ya )?(cargue|tengo cargad[ao]|agarre|saque) (el|la|mi) (revolver|pistola|escopeta|rifle|cuete|fierro|arma|38|45|9|machete|cuchillo)( \\w+){0,2} (y )?(voy|me voy|salgo|ya voy|ya salgo) (pa|para|a) (donde|onde|la casa de|su casa|casa de)( \\w+){0,2}(?= |$)${notBeside(`${JAJA}|caceria|cazar|venado|campo de tiro|range|limpiar|vender|armero`)}${notBeside(MUERTE_PROPIA_DICHA)}`,
  ]),
  // Round 95 (round 105's ordinary messages read as risk, from centralfalls-es): "el jefe dice que me mata si falto
  // otra vez por una cita del VA" (an absence from work, not "cuando yo falte").
  ...rules("benign", "centralfalls-es-r105", [
    `(si|cuando) (falto|llego tarde|me ausento) (otra vez |de nuevo )?(al trabajo|a la chamba|al jale|a la cita|a mi cita|a las citas|al c p|al examen|a la escuela|a clase|por una cita|por las citas)(?= |$)${notBeside(MUERTE_PROPIA_AMPLIA)}`,
  ]),
  // Round 95 (round 104's and 105's threats that got the crisis reply, the line or nothing, from berwyn-es,
  // kearny-es and centralfalls-es, filed under the second): how many guards at the VA's entrance "pa un plan que
  // tengo pal viernes"; "mañana lo aplasto con el montacargas"; a husband who went "a buscar al doctor del
  // examen… para desquitarse" with a gun; a roommate with a knife "entre yo y la puerta"; "tengo la 38 en la
  // cintura y voy a resolver eso esta noche"; "el bate y la gasolina pa su carro y pa el"; a man who "me saco
  // una cuchilla en la calle y me ta siguiendo".
  ...rules("harm", "kearny-es-r104", [
    `(cuant[oa]s (guardias|policias|policia|seguridad|guardias de seguridad|oficiales|vigilantes)( hay| tienen| trabajan)?( \\w+){0,6} (va|clinica|hospital|oficina|edificio|regional|cboc)|(a (que|q) hora|cuando) (cambian|cambia) (de )?turno (los|las|la) (guardias|policias|seguridad|vigilantes))(?= |$)${besideWords("(pa|para) (un|el|mi) plan|plan (que|q) tengo|lo (que|q) tengo (que|q) hacer|hago lo (que|q) tengo")}${notBeside(`${JAJA}|trabajo|chamba|empleo|aplicar|solicitar|vacante\\w*|puesto|contratan|me contraten|entrevista`)}`,
    `(lo|la|los|las) (aplasto|atropello|machuco|apachurro|embisto|arrollo|prenso|voy a aplastar|voy a atropellar|voy a machucar) con (el|la|mi) (montacargas|troca|camioneta|carro|trailer|traila|tractor|forklift|truck|camion|pickup)(?= |$)${notBeside(`${JAJA}|juego|videojuego|sueno|pesadilla|accidente de verdad|casi|por poco|sin querer`)}`,
    `(va a ir a buscar|fue a buscar|salio a buscar|se fue a buscar|anda buscando|quiere ir a buscar|va a buscar) (al|a la|a su|a mi|a el|a ese|a esa)( \\w+){0,9} (para|pa) (desquitarse|vengarse|cobrarsela|cobrarselas|arreglar cuentas|ajustar cuentas|matarlo|matarla|darle su merecido)(?= |$)${besideWords("arma|armas|pistola|rifle|cuchillo|machete|escopeta|salio con una|salio con el|cuete|fierro|gun|knife|glock")}`,
    `(esta|se puso|se paro|esta parado|esta parada|se metio) entre (yo|mi|nosotros) y la (puerta|salida|door)(?= |$)${besideWords("knife|cuchillo|navaja|machete|pistola|gun|arma|punched|me pego|me golpeo|me dio un golpe|cuchilla")}${notBeside(`${JAJA}|perro|gato|sueno|pesadilla|pelicula|juego`)}`,
    `(tengo|traigo|cargo|ando con|llevo) (la|el|mi|una|un) (38|45|9|pistola|fusca|cuete|arma|escuadra|glock|revolver|cuchillo|machete|fierro)( \\w+){0,2} (en la cintura|encima|conmigo|en la troca|en el carro|cargad[ao]|fajad[ao])(?= |$)${besideWords("ya lo encontre|ya la encontre|ya los encontre|resolver eso|arreglar eso|desquit\\w*|vengar\\w*|me las va a pagar|me la va a pagar|va a ver|(manana|esta noche|hoy) lo (veo|busco|encuentro)")}${notBeside(`${JAJA}|caceria|cazar|venado|campo de tiro|range|licencia|permiso|concealed|vender|empenar|armero|limpiar|es legal|legal|la ley`)}${notBeside(MUERTE_PROPIA_DICHA)}`,
    `(ya )?tengo (el|la|mi|un|una) (bate|gasolina|pistola|machete|cuchillo|escopeta|rifle|fierro|cuete)( y (el|la|mi|un|una|los|las) (bate|gasolina|pistola|machete|cuchillo|escopeta|rifle|cerillos|fosforos|encendedor))? (pa|para) (su|el|ella|ese|esa)( \\w+){0,2}( y (pa|para) (el|ella))?(?= |$)${besideWords("me mato (el|la|a mi)|mato a mi|me robo|me pego|le pego|se las va|va a ver|me las paga|me la paga")}${notBeside(`${JAJA}|beisbol|softball|liga|juego|practica|podadora|cortacesped|generador|lancha|trimmer|cumple\\w*|regalo|caceria|cazar`)}`,
    `(un|una|el|la|ese|esa) (tipo|hombre|man|vato|loco|senor|chamaco|muchacho|dude|guy|mujer|chavo|morro|carajo|tiguere) (me )?(saco|saca|mostro|enseno|apunto|apunta)( una| un| la| el| su)? (cuchilla|cuchillo|navaja|pistola|arma|machete|gun|knife|fusca|cuete|fierro)(?= |$)${besideWords("siguiendo|sigue|persigue|me persigue|ayuda|miedo|en la calle|corriendo|parada|esquina")}${notBeside(`${JAJA}|ayer|la semana pasada|hace|anos|irak|afganistan|pelicula|serie|sueno|pesadilla|juego|bonito|bonita|hizo|hecho a mano|regalo|compro|vende|coleccion\\w*`)}`,
  ]),
  // Round 96 (round 106's bayamon2-es and pharr2-es, measured first; narrowed after the round's code review): the
  // number to collect a veteran's body "el mio… antes de hacerlo"; the widow's pay "pq el viernes me voy"; "si me muero
  // de sobredosis… ya me tome la mitad"; "estoy cansao de despertar"; the hunting rifle "lo voy a usar conmigo"; "ya
  // tengo to listo pa el sabado" beside the pension "si el veterano se mata"; "ya esta decidido pa despues que caiga
  // el cheque"; a husband who "ya tiene pensado como y con q"; "ya encontre al rater en facebook… el sabado manejo pa
  // alla y le enseño lo q es un 0%".
  ...rules("suicide", "bayamon2-es-r106", [
    `antes de hacerlo(?= |$)${besideWords("el cuerpo|recojan|cementerio|entierro|el mio|la mia")}${notBeside(`${JAJA}|examen|cita|la solicitud|el formulario|el claim|papeleo|apelacion|firmar|llamar|cirugia|operacion|pedir|aplicar|prestamo|contrato|casa|gi bill|transferir|interes`)}`,
  ]),
  ...rules("intent", "bayamon2-es-r106", [
    `(el|este) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin de semana|finde) me voy(?! (a|pa|pal|para|al|de) )(?= |$)${besideWords("viuda|pension|entierro|seguro de vida|el seguro|dic|cuanto le pagan|(que|q) (ella|el) quede bien|quede bien")}${notBeside(`${JAJA}|viaje|vacaciones|me mudo|mudanza|trabajo|a trabajar|de viaje|al hospital|operacion|cirugia|boda|avion|vuelo|crucero|oficina|clinica|cita|iglesia|seguro social|preguntar|papeles de`)}`,
    `ya (tengo|esta) (to|todo|toito) listo (pa|para) (el|este) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin|finde)(?= |$)${besideWords("se mata|suicid\\w*|se quita la vida|me mato")}${notBeside(`${JAJA}|viaje|boda|fiesta|mudanza|cita|examen|retiro`)}`,
    `ya (esta|estoy) decidid[oa]( (pa|para))?( \\w+){0,3} (despues (de )?(que|q)|cuando) (caiga|llegue|cobre|pase|me paguen)(?= |$)${besideWords("no sabe|no le digan|me voy")}${notBeside(`${JAJA}|mudanza|mudar\\w*|viaje|jubil\\w*|retir\\w*|operacion|cirugia|vender|comprar|aplicar|prestamo|requisitos|casa`)}`,
  ]),
  ...rules("meansReady", "pharr2-es-r106", [
    `ya me (tome|trague) (como |casi |mas de )?(la mitad|todo|todas|el frasco|el bote|medio frasco|media botella|la botella|el blister)(?= |$)${besideWords("sobredosis|frasco|me muero|morir|contestame rapido|rapido")}${notBeside(`${JAJA}|del cafe|de la sopa|cerveza|del agua|del jugo|jarabe|la tos|vitamina\\w*|antibiotic\\w*|como me dijo|la receta|las sigo|sigo tomando`)}`,
  ]),
  ...rules("suicide", "pharr2-es-r106", [
    `(lo|la) voy a usar conmigo(?= |$)${besideWords("rifle|pistola|arma|escopeta|cuete|revolver|fierro")}`,
  ]),
  ...rules("hopeless", "bayamon2-es-r106", [
    `(estoy|toy|ando|estamos) (cansad[oa]|cansad[oa]s|hart[oa]) de (despertar|despertarme)(?! (temprano|tan temprano|a las \\d+|de madrugada|con|por))(?= |$)`,
  ]),
  ...rules("thirdPartyDanger", "pharr2-es-r106", [
    `(ya )?tiene pensado (como|el como)( y (con (que|q)|cuando|donde))?(?= |$)${besideWords("ya no va a estar|hacerlo|matarse|quitarse la vida|con (que|q)")}${notBeside(`${JAJA}|negocio|viaje|boda|fiesta|mudanza|casa|remodel\\w*|pagar|jubil\\w*|gi bill|estudiar|retirar\\w*|cumple\\w*|casar\\w*|celebrar|pension`)}`,
  ]),
  ...rules("harm", "pharr2-es-r106", [
    `(ya )?(encontre|halle|di con|ubique) (al|a la) (rater|examinador|examinadora|doctor|doctora|vso|juez|jueza|supervisor|supervisora|jefe|jefa)( \\w+){0,3}( en (facebook|fb|instagram|google|internet|linea))?(?= |$)${besideWords("le ensen\\w*|se las va|me las paga|lo q es un 0|lo que es un 0|manejo pa alla")}${notBeside(`${JAJA}|queja|carta|reporte|congresista|abogad[oa]|apelacion|cita|examen|operar|papeles|mensaje|iglesia|buena gente|linkedin|audiencia`)}`,
  ]),
  // Round 96's second read (second-read-r96, filed under bayamon2-es): "el 1ro es la fecha, ya la puse" beside the
  // military burial; "falta un dia nomas, ya lo decidi"; "ponganme como fallecido en el sistema"; "hoy alguien sale
  // sangrando de esa clinica"; "voy pa la oficina con el strap a ver quien se rie ahora"; "van a sacar gente en
  // bolsas de ese edificio".
  ...rules("suicide", "bayamon2-es-r106", [
    `((es|sera) la fecha ya la (puse|escogi|decidi|tengo)|ya (puse|escogi|decidi|tengo) la fecha)(?= |$)${besideWords("entierro|funeral|seguro|cementerio|suicid\\w*|se mata|se quita la vida|el cuerpo|mi esposa cobre|viuda")}${notBeside(`${JAJA}|boda|quince\\w*|fiesta|bautizo|cita|examen|audiencia|mudanza|cirugia|operacion|graduacion|retiro|de mi (papa|mama|esposo|hermano|tio|abuelo|suegro)`)}`,
    `(yo se (que|q) )?(falta|me falta|queda|me queda) (un dia|una semana|poco|nada)( (nomas|nada mas|no mas))?(?= |$)${besideWords("ya lo decidi|decidid[oa]|ya esta decidido")}${notBeside(`${JAJA}|viaje|boda|retiro|jubil\\w*|vacaciones|graduacion|cumple\\w*|navidad|parto|bebe`)}`,
    `(ponganme|pongame|ponganme ya|marquenme) como (fallecido|fallecida|muerto|muerta|difunto|difunta)( en el sistema)?(?= |$)${notBeside(`${JAJA}|error|equivoca\\w*|por error|me pusieron|me tienen|estoy vivo|estoy viva|corregir|arreglar|carta|seguro social`)}`,
  ]),
  ...rules("harm", "bayamon2-es-r106", [
    `(hoy|esta noche|manana|ahorita) alguien (sale|va a salir|saldra) (sangrando|herido|herida|muerto|en bolsa|en camilla)( de (esa|esta|la) \\w+)?(?= |$)${notBeside(`${JAJA}|accidente|dentista|cirugia|operacion|parto|donar|donacion|laboratorio|sangre pa|pelea de box|boxeo|lucha`)}`,
    `(voy|me voy|vamos|ya voy) (pa|para|a) (la|el) (oficina|va|clinica|regional|chamba|trabajo|planta|tienda|banco) con (el|la|mi) (strap|cuete|pistola|fierro|arma|rifle|escopeta|glock|gun)(?= |$)${besideWords("a ver quien|se rie|se ria|me las paga|van a ver|aprendan|ahora si")}${notBeside(`${JAJA}|vender|empenar|armero|permiso|licencia|registrar|caceria|campo de tiro`)}`,
    `(van a sacar|vamos a sacar|sacaran|van a tener que sacar) (gente|a todos|cuerpos|muertos|a la gente) en bolsas(?= |$)${notBeside(`${JAJA}|hospicio|funeraria|covid|pandemia|morgue|forense|basura|ropa|compras|irak|guerra`)}`,
  ]),
  // Round 96 (round 106's ordinary messages read as risk, from bayamon2-es and pharr2-es): "ojala falten muchos
  // años".
  ...rules("benign", "bayamon2-es-r106", [
    `ojala (falten|que falten|q falten) (muchos )?anos(?= |$)${notBeside(MUERTE_PROPIA_AMPLIA)}${notBeside(`ya lo decidi|decidid[oa]|falta un dia|falta poco|falta nada|ya no falta|no llego|no llegare|viernes|sabado|domingo|semana|pronto`)}`,
  ]),
  // Round 97 (round 107's santaana2-es and hartford3-es, measured first): "no voy a necesitar nada despues de
  // este weekend"; "nadie va a pensar q fue a proposito" under a car off its jack stand; "yo soy el siguiente"
  // after three of a platoon "se fueron por su mano"; "no pienso pasarlo vivo"; a son who "ya no va a durar"
  // beside a new pistol; the garage locked from inside, both cars running; "si me disparo"; 60 pills
  // "contados en la mesa"; "la pistola ta en la gaveta y estoy sola en casa" beside "ya pa q"; "no voy a
  // estar pa verlo"; "si uno se mata… quiero dejar to arreglao esta semana"; "creo q es hoy" of saved pills.
  ...rules("intent", "santaana2-es-r107", [
    `no (voy a|vo a|va a|vamos a) (necesitar|ocupar|usar) (nada|eso|esto|la troca|el carro|mis cosas|nada de eso)( \\w+){0,3} (despues del?|pasando|a partir del?) ((este|el|esta) )?(weekend|fin de semana|viernes|sabado|domingo|lunes|martes|miercoles|jueves|mes|semana|noche)(?= |$)${notBeside(`${JAJA}|viaje|mudanza|me mudo|nos mudamos|deploy\\w*|vend\\w*|venta|trabajo nuevo|rehab|hospital|cirugia|operacion|prestad[oa]|regres\\w*`)}`,
    `(creo|pienso|siento|ya se) (q|que) (es|sera|va a ser|ya es) (hoy|esta noche|manana|ahorita|ya)(?= |$)${besideWords("ya no aguante|pa cuando|para cuando|botes|pastillas|guardad\\w*|juntad\\w*|pistola|soga")}${notBeside(`${JAJA}|cita|appointment|examen|pago|deposito|cheque|la carta|decision|cumple\\w*|fiesta|boda|correo|farmacia|llegan?|papeles|ultimo dia|mandar\\w*|arreglan|claim`)}`,
    `(quiero|voy a|tengo que|necesito) dejar (todo|to|toito|las cosas|eso) (arreglado|listo|en orden|resuelto|pagado)( \\w+){0,2} (esta semana|este fin|este weekend|hoy|manana|esta noche|antes del? (viernes|sabado|domingo|lunes|martes|miercoles|jueves))(?= |$)${besideWords("si (uno|me) (se |me )?mata|si me muero|cuando me muera|cuando ya no este|suicid\\w*|se quita la vida|me quito la vida")}${notBeside(`${JAJA}|viaje|mudanza|cirugia|operacion|hospital|deploy\\w*|impuestos|taxes|cancer|doctor|enferm\\w*`)}`,
  ]),
  ...rules("suicideMention", "hartford3-es-r107", [`si uno se (mata|suicida|quita la vida)(?= |$)`]),
  ...rules("suicide", "santaana2-es-r107", [
    `nadie (va a|vaya a|iba a|va a poder) (pensar|creer|decir|saber|sospechar) (q|que) (fue|era|lo hice|lo hizo) (a proposito|apropo\\w*|adrede|a drede)(?= |$)${besideWords("carro|troca|jack|debajo|abajo|accidente|seguro|sgli|vgli|dic|familia|pistola|puente|choque|chocar")}${notBeside(`${JAJA}|vaso|plato|taza|celular|telefono|ventana|espejo|cel|la tele|tele`)}`,
    `(yo )?(soy|voy a ser|sere|seria) el (siguiente|proximo|que sigue)(?= |$)${besideWords("por su (propia )?mano|se quitaron la vida|se mataron|suicid\\w*|se fueron por su mano|se dieron un tiro|se pegaron un tiro")}${notBeside(`${JAJA}|fila|turno|cita|lista|linea|espera|entrevista|ascenso|promocion|a veces|aveces`)}`,
    `no (pienso|voy a|quiero|planeo) (pasarlo|pasarla|llegar|terminarlo|acabarlo|verlo|salir) viv[oa](?= |$)${notBeside(`${JAJA}|examen|trabajo|calor|fiesta|turno|shift|cansad\\w*|la semana|boda|dieta|gym|gimnasio|clase|curso`)}`,
    `si me (disparo|pego un tiro|doy un tiro|doy un balazo|pego un balazo|vuelo la cabeza|vuelo los sesos)(?= |$)${notBeside(`${JAJA}|sin querer|accidente|limpiando|cazando|caza|pie|mano|pierna|estudiando|pal examen|con este (examen|curso|trabajo|claim|papeleo)`)}`,
  ]),
  ...rules("thirdPartyDanger", "santaana2-es-r107", [
    `(el|ella|mi hijo|mi hija|mi hijito|mi esposo|mi marido|mi papa|mi hermano) ya no (va|iba) a durar(?= |$)${besideWords("pistola|arma|traje|trajecito|rifle|pastillas|soga|cuete")}${notBeside(`cancer|hospice|hospicio|mucho|viejo|edad|paliativos|dialisis|beneficios|doctor|enferm\\w*|operacion|bateria|celular|carro|troca|${JAJA}|trabajo|empleo|matrimonio|novia|novio|relacion`)}`,
  ]),
  ...rules("place", "santaana2-es-r107", [
    `(prendi|prendo|encendi|voy a prender|deje prendido|deje prendidos|prendidos|prendido)( \\w+){0,2} (los dos carros|el carro|la troca|el motor|los carros|la planta|el generador|los dos motores)(?= |$)${besideWords("garage|garaje|cochera")}${besideWords("candado|por dentro|cerre|encerrad[oa]|encerre|con llave|tape|sellad\\w*")}${notBeside(`${JAJA}|calentar|frio|bateria|mecanico|arrancar|aceite|lavar|puerta abierta|abierto`)}`,
  ]),
  ...rules("meansReady", "hartford3-es-r107", [
    `\\d+ (pastillas|pastis|pildoras|tabletas|capsulas|trazodon\\w*|oxis?|percocet\\w*|xanax|\\w+ones|\\w+anas) (contad[oa]s|juntad[oa]s|guardad[oa]s|ahorrad[oa]s|separad[oa]s|listas?|en la mesa|en fila)(?= |$)${notBeside(`${JAJA}|farmacia|receta|refill|pharmacy|mail|correo|faltan|me faltan|inventario|para el mes|del mes|al dia|cada dia|diario|la doctora|el doctor|pastillero|organizador`)}`,
    `(estoy|toy|ando|me quede|estoy aqui) (sola|solo) en (la )?casa(?= |$)${besideWords("pistola|arma|pastillas|soga|rifle|escopeta")}${besideWords("ya pa que|ya para que|988|ya no|no vale la pena|no tiene caso")}${notBeside(`no entren|clases|ladron\\w*|proteccion|protegerme|defensa|por si acaso|por si entran|me da miedo (que entre|los ladrones)`)}`,
  ]),
  ...rules("afterMe", "hartford3-es-r107", [
    `(yo )?no (voy a|vo a) estar (pa|para) (verlo|verla|ver eso)(?= |$)${notBeside(`${JAJA}|viaje|trabajo|turno|deploy\\w*|fuera|de viaje|en la cita|hospital|operacion|cirugia|afuera|en la casa|en la reunion|ocupad[oa]`)}`,
  ]),
  // Round 97 (round 107's threats that got the crisis reply or the line, from santaana2-es and hartford3-es,
  // filed under the first): the regional office that "se merecen lo q les va a pasar el viernes"; everyone
  // at the VA taken along "empezando por la del front desk".
  ...rules("harm", "santaana2-es-r107", [
    `(se merecen|merecen|se lo merecen|se merece) lo (q|que) les? (va a|vo a|van a) pasar(?= |$)${notBeside(`${JAJA}|karma|dios|justicia|congreso|queja|abogado|demanda|la ley|el juez|corte`)}`,
    `empezando (por|con) (el|la|los|las) (del|de la|de los|de) (front desk|ventanilla|recepcion|oficina|mostrador|escritorio)(?= |$)${besideWords("llevarme|conmigo|matar|pistola|arma|balacera|tiros|cuete")}`,
  ]),
  // Round 97 (round 107's ordinary messages read as risk, from hartford3-es): "estoy muerta del cansancio",
  // "el video… me mato de aburrimiento", a sancocho "pa morirse", an appeal fought "hasta el final".
  ...rules("benign", "hartford3-es-r107", [
    `(me mato|me mata|me esta matando|me va a matar|muert[oa]|me muero|me mori) (del?|de la) (aburrimiento|cansancio|sueno|hambre|frio|calor|risa|verguenza|nervios|flojera|pena)(?= |$)${notBeside(MUERTE_PROPIA_AMPLIA)}`,
    `(ta|esta|estaba|tan|estan|estuvo) (pa|para) morirse(?= |$)${besideWords("sancocho|comida|arroz|pernil|tamales|pastelon|mofongo|postre|flan|bizcocho|sabroso|rico|jaja\\w*|pozole|menudo|carne|mole")}`,
    `(pelear|luchar|pelearlo|lucharlo|seguir|llevarlo|pelearla|lucharla) hasta el final(?= |$)${besideWords("appeal|apelacion|claim|reclamo|caso|board|junta|hlr|supplemental")}${notBeside(MUERTE_PROPIA_AMPLIA)}`,
  ]),
  // Round 98 (rounds 108 and 109, measured unread first, tuned on after): a man looking for the writer with a
  // "cuerno de chivo", outside the shop now; "voy a entrar disparandole al primero que me diga que espere".
  ...rules("harm", "laredo3-es-r109", [
    `(me|nos|lo|la|los) (anda|andan|esta|estan|viene|vienen|andaba|andaban) buscando con (un |una |el |la |su |sus )?(cuerno( de chivo)?|pistola|arma|rifle|cuchillo|machete|escopeta|fusca|cuete|ak|ar|fierro|navaja)(?= |$)${notBeside(`${JAJA}|pelicula|serie|juego|videojuego|sueno|sone|pesadilla|hace anos|cuando era|cuando estaba|en irak|en afganistan|novela`)}`,
    `(voy a|vamos a|me voy a|ahorita voy a|ya voy a) (entrar|llegar|caer) (disparando|disparandole|disparandoles|tirando tiros|a tiros|a balazos|balaceando|tirando balazos|a disparar|a dispararles|a balacear|a tirar balazos)(?= |$)${notBeside(`${JAJA}|juego|videojuego|call of duty|fortnite|pelicula|paintball|airsoft|practica|campo de tiro|range|cacer\\w*|venado|patos|palomas|fotos|camara`)}`,
  ]),
  // Round 98's second read (review-r98): the same threats said in Spanish ("buscandome con un cuerno de chivo";
  // "mas le vale que yo nunca sepa su nombre"; "yo se en que escuela estudian los hijos del evaluador"; "un dia bien
  // feo pa todos en esa clinica"; "llego con la strap y vamos a ver quien se rie").
  ...rules("harm", "review-r98", [
    `buscando(me|nos|lo|la|los) con (un |una |el |la |su |sus )?(cuerno( de chivo)?|pistola|arma|rifle|cuchillo|machete|escopeta|fusca|cuete|ak|ar|fierro|navaja)(?= |$)${notBeside(`${JAJA}|pelicula|serie|juego|videojuego|sueno|sone|pesadilla|hace anos|cuando era|cuando estaba|en irak|en afganistan|novela|cazar|caceria|venado`)}`,
    `(mas le vale|que rece|que le rece a dios|mas les vale) (que )?(yo )?(nunca |no )?(sepa|encuentre|averigue|descubra|me entere de|sepamos|encontremos) (su nombre|quien es|quien fue|donde vive|donde trabaja|como se llama)(?= |$)${notBeside(`${JAJA}|regalo|sorpresa|fiesta|secreto|receta|las llaves|mis llaves|el control`)}`,
    `(yo )?(se|conozco|ya se|averigue) (en )?(que|cual|donde|la) escuela (estudian|van|va|estudia|queda)( los| las| el| la)? ?(hijos|hijas|hijo|hija|ninos|ninas|chamacos|chamacas|nenes|plebes|morros) (del|de la|de los|de ese|de esa|de mi ex)(?= |$)${notBeside(`${JAJA}|recoger|recojo|recogerlos|llevarlos|los llevo|inscrib\\w*|matricul\\w*|custodia|carpool|fiesta|cumpleanos|voluntari\\w*|maestra|maestro|trabajo ahi|trabajo alli`)}`,
    `(va a ser|sera|va a estar|les va a tocar) un dia (bien |muy |super |re )?(feo|malo|negro|oscuro|sangriento|de luto) (pa|para|pa todos|para todos) ?(todos|todo el mundo|ustedes|toda la gente)?( \\w+)? (en|de) (esa|la|esta|aquella) (clinica|oficina|va|regional|hospital|vet center|centro)(?= |$)${notBeside(`${JAJA}|sistema|computadoras|sin luz|apagon|huracan|tormenta|lluvia|nieve|inspeccion|auditoria|pocos empleados|falta de personal|solo hay|un doctor|espera|fila|horas|porque|fue|estuvo|ayer|mudanza|remodel\\w*|cerrad[oa]`)}`,
    `(llego|voy|vengo|llegar|ir|me presento|llegamos) con (la|el|mi|una|un) (strap|pistola|cuete|fusca|arma|rifle|cuerno|escopeta|cuchillo|machete|glock|nueve)( \\w+){0,3} (y )?(a ver|vamos a ver|van a ver|ya veremos) (quien|quienes) (se rie|se rien|se burla|se burlan|rie|sigue riendo|anda de chistoso|es el chistoso)(?= |$)${notBeside(`${JAJA}|campo de tiro|practica|cacer\\w*|cazar|venado|clase|curso|licencia|permiso`)}`,
  ]),
  // Round 98's second read: "me quedan unas horas nomas y luego lo hago".
  ...rules("suicide", "review-r98", [
    `me (quedan|quedaran|queda) (unas|pocas|unas cuantas|unas pocas|\\d+|dos|tres|cuatro|cinco|un par de) (horas|hrs|dias|minutos)( nomas| nada mas| mas| maximo| cuando mucho)?( \\w+){0,2} (y )?(luego|despues|entonces|ya) (lo hago|me voy (pa siempre|para siempre|de este mundo)|me mato|me despido|se acaba)(?= |$)${notBeside(`${JAJA}|trabajo|turno|chamba|shift|bateria|cita|clase|vuelo|viaje|manejo|manejar|casa|vacaciones|licencia|hospital|descansar`)}`,
  ]),
  // Round 99 (round 110's clear risk left at the line, from lares-es and sanfernando-es, measured first): "yo no
  // paso de mañana, ya lo tengo to preparao"; "ya tome mi decision, mañana antes q salga el sol"; rat poison, "ya
  // me lo voy a tomar"; "ya me meti to lo q me dio el pana y se ta poniendo to oscuro"; "me encierro en el garage
  // con la troca prendida"; money, a letter and a watch left to each, "esta noche ya".
  ...rules("suicide", "lares-es-r110", [
    `(yo )?no (paso|pasare|llego|llegare|amanezco) (de|a|del|al) (manana|esta noche|hoy|(el )?(lunes|martes|miercoles|jueves|viernes|sabado|domingo)|este (fin|finde|fin de semana))(?= |$)${notBeside(`${JAJA}|trabajo|cita|deadline|fecha|plazo|claim|cansancio|sueno|hambre|calor|examen|hospital|doctor|cancer|terminal|hospicio|si no|sin cafe|sin comer|dinero|plata|chavos|cheque|pago|quincena|renta|luz|bateria|celular|telefono|gasolina|carro|troca|vuelo`)}`,
    `ya (tome|hice|tengo tomada) (mi|la) decision(?= |$)${besideWords("manana|esta noche|hoy|antes (de )?(q|que) salga el sol|988 no sirve|no sirve pa na|adios|despedir\\w*|nadie|ya no aguanto|ya no puedo")}${notBeside(`${JAJA}|claim|appeal|apelacion|casa|carro|troca|trabajo|escuela|universidad|gi bill|mudar\\w*|mudanza|divorcio|boda|operacion|cirugia|retir\\w*|vender|comprar|renunciar|cambiar|plan|seguro|doctor|pension|aplic\\w*|solicit\\w*|va|vso`)}`,
    `(ya )?me (lo|la|los|las) (voy a|vo a|boy a) (tomar|beber|tragar)(?= |$)${besideWords("veneno|raticida|matarratas|pastillas|pastillero|frasco|cloro|me mato|matarme|quitarme la vida|suicid\\w*|adios")}${notBeside(`${JAJA}|cafe|cafecito|cerveza|birra|como me (dijo|receto)|receta\\w*|agua|jugo|sopa|vitamina\\w*|tylenol|para el dolor|pa el dolor|presion|azucar|antibiotico\\w*|no se lo|matas? (las|los)? ?(ratas|ratones|cucarachas|hormigas)`)}`,
    `(me (meti|tome|trague|eche|inyecte)|me he (metido|tomado|tragado)) (todo|to|toda|toas|todas|todito|el pote|el frasco|la botella)( \\w+){0,5}(?= |$)${besideWords("se (ta|esta) poniendo (to |todo )?oscuro|todo oscuro|to oscuro|no siento (las piernas|nada|el cuerpo|los brazos)|no puedo respirar|me (estoy|toy) (muriendo|yendo)|saludos a mi (mai|mama|madre)|manda saludos|adios|dile a|diganle")}${notBeside(`${JAJA}|cafe|comida|sopa|cerveza anoche|la cena|el plato|postre|pastel|bizcocho|apagon|luz|se fue la luz|tormenta|huracan|cielo|nublado|antibiotico\\w*|mejoria|como me dijeron|como me (lo|la|los|las) recetaron`)}`,
  ]),
  ...rules("place", "sanfernando-es-r110", [
    `(garage|garaje|cochera)( \\w+){0,3} con (la|el|mi) (troca|carro|camioneta|guagua|motor|planta|generador) (prendida|prendido|encendida|encendido|corriendo|andando|en marcha)(?= |$)${notBeside(`${JAJA}|calentar|calentando|frio|arreglando|arreglar|mecanico|taller|aceite|bateria|abierto|abierta|prueba|probando|ruido|afinacion|cliente|luz|huracan|apagon|tormenta|se fue la luz`)}`,
  ]),
  ...rules("suicide", "sanfernando-es-r110", [
    `(esta noche|hoy|manana|ahorita) (ya|ya es|es)$${besideWords("le deje|les deje|la carta|una carta|mi reloj|en un sobre|adios|perdon|cuiden")}${notBeside(`${JAJA}|cita|appointment|llega|pago|cheque|deposito|claim|decision|llamada|la va|examen|entrevista|fiesta|boda|cumple\\w*|partido|juego`)}`,
  ]),
  // Round 99 (round 110's threats given less than 911 first): "mañana le meto un escopetazo en las patas"; "el
  // lunes voy a shootear la clinica de la VA"; a photo of the writer's house with a pistol, "dicen q esta noche
  // vienen por mi"; "se lo voy a hacer pagar frente a todos, ya tengo con que".
  ...rules("harm", "lares-es-r110", [
    `(le|les) (meto|voy a meter|vo a meter|metere|pego|voy a pegar|vo a pegar) (un|dos|tres|unos) (escopetazo|escopetazos|tiro|tiros|balazo|balazos|plomazo|plomazos|machetazo|machetazos|cuchillazo|cuchillazos|cuetazo|cuetazos)(?= |$)${notBeside(`${JAJA}|gol|pelota|balon|futbol|beisbol|video|juego|pelicula|novela|perro|culebra|iguana|gallina|pato|paloma|venado|caceria|cazar|rata|ratas|foto|fotos|monte|zacate|maleza|patio|yarda|rama|ramas|arbol|arboles|matorral|platano|platanos|cana`)}`,
    `(?:(voy|vo|vamos|van|va) a (shootear|shutear|balacear|balear|tirotear)|(voy|vo|vamos) a (volar|explotar)) (la|el|esa|ese|toda la|todo el) (clinica|va|oficina|hospital|escuela|iglesia|trabajo|planta|tienda|banco|edificio|regional|cboc)(?= |$)${notBeside(`${JAJA}|lol|fotos?|video|pelicula|juego|videojuego|peli|camara|tiktok|reels?|comercial|anuncio|sesion`)}`,
    `(dicen|dijeron|dice|dijo|me dijeron|me dicen)( que| q)? (esta noche|hoy|manana|ahorita|ya) (vienen|viene|van a venir|va a venir) (por mi|a matarme|a buscarme|a mi casa)(?= |$)${besideWords("pistola|arma|cuete|fusca|rifle|cuerno|corillo|ganga|pandilla|foto de mi casa|amenaza\\w*")}${notBeside(`${JAJA}|fiesta|cumple\\w*|visita|de visita|a cenar|la familia|mis primos|mis tios|pa la boda`)}`,
    `ya tengo con (que|q)(?! (pagar|comprar|vivir|comer|pa|para|arreglar))(?= |$)${besideWords("se lo voy a hacer pagar|se la voy a hacer pagar|me las va a pagar|me la va a pagar|me las paga|me la paga|frente a todos|trabajo de (mi|su) ex|donde trabaja|vengar\\w*")}${notBeside(`${JAJA}|renta|luz|deposito|deuda|dinero|plata|feria|lana|billete|abogado|corte|demanda`)}`,
  ]),
  // Round 100 (round 111's clear risk left at the line or nothing, from elmonte-es and socorro-es, measured first):
  // "esta vez no fallo" beside a try in 2019; "despues ya no voy a poder, ya sabes porq"; "dormirse y no despertar"
  // beside pills left over; "ya esta todo arreglado. no me llamen"; "quiero soltar el volante" at speed; "no me
  // llores mucho" after keys left; "ultima en general"; saving the pills "pa hacerlo bien esta vez"; "mejor lo hago
  // sola en la troca esta noche"; "ahora me toca a mi" after four of a unit; a bridge chosen "pa aventarse"; "todo
  // va a estar en paz" beside a key given; a note "pa el viernes".
  ...rules("suicide", "elmonte-es-r111", [
    `esta vez no (fallo|falla|voy a fallar|la riego|me falla)(?= |$)${besideWords("lo hago|no como en|la otra vez|en el 20\\d\\d|otra vez|intente|intento|pastillas|pistola")}${notBeside(`${JAJA}|examen|test|prueba|claim|reclamo|appeal|apelacion|entrevista|cita|tiro al blanco|penal|gol|partido|receta|licencia|solicitud|aplicacion`)}`,
    `(despues|luego) ya no voy a (poder|estar)( \\w+){0,3} (ya sabes|tu sabes|ya saben|usted sabe) (porq|por que|porque|pq|xq)(?= |$)${notBeside(`${JAJA}|manejar|vista|ojos|operacion|cirugia|deploy\\w*|mudanza|me mudo|trabajo|turno`)}`,
    `(dormirme|dormirse|dormir) y (ya )?no (despertar|despertarme|volver a despertar)(?= |$)${besideWords("hoy|esta noche|pastillas|le ayudo|me sobro|me sobraron")}${notBeside(`${JAJA}|cansad\\w*|sueno|flojera|siesta|vacaciones|fin de semana`)}`,
    `ya (esta|ta|tengo) todo (arreglado|listo|preparado|planeado)(?= |$)${besideWords("no me llamen|no sabe|no le digan|adios|perdonenme|me toca|ya sabes")}${notBeside(`${JAJA}|fiesta|boda|viaje|mudanza|cita|claim|papeles pa|cumple\\w*|navidad|quinceanera|bautizo|graduacion|cena`)}`,
    `(quiero|voy a|me dan ganas de|pienso|estoy pensando) (soltar|dejar ir|soltarle) (el|al) (volante|timon)(?= |$)${besideWords("110|100|90|millas|a toda|rapido|la 60|la 10|freeway|autopista|carretera|noche")}${notBeside(`${JAJA}|cansad\\w*|calambre|manos?|brazos?|dolor|duelen|duele|artritis|edad|transporte|jubil\\w*`)}`,
    `no me (llores|lloren|extranes|extranen)( mucho| tanto)?(?= |$)${besideWords("si estas leyendo esto|si estan leyendo esto|es tuyo|es tuya|las llaves|te dejo|les dejo")}`,
    `(ultima|ultimo) en general(?= |$)${besideWords("ultima noche|ultimo dia|ultima vez")}`,
    `guardando( \\w+){0,3} (pa|para) hacerlo (bien|bien esta vez|esta vez)(?= |$)${besideWords("pastillas|pildoras|medicina|dosis|psiquiatra|receta|frasco|todo")}${notBeside(`${JAJA}|dinero|plata|feria|lana|boda|mudanza|fiesta|viaje|casa|carro|troca`)}`,
    `(mejor |ya )?lo hago (sola|solo)( \\w+){0,4} (esta noche|hoy|manana)(?= |$)${besideWords("troca|carro|bus|canal|puente|i 10|autopista|freeway")}`,
    `ahora (me toca a mi|sigo yo)(?! \\w)(?= |$)${besideWords("se fueron asi|ya tengo todo listo|se mataron|se quitaron la vida|se suicidaron")}${notBeside(`${JAJA}|turno|cita|fila|lista|jubil\\w*|retir\\w*|100|por ciento|aplico|aplicar|rating|claim|reclamo`)}`,
    `(pa|para) (aventarse|aventarme|tirarse|tirarme)( del| de un| desde el| al)?(?= |$)${besideWords("puente|edificio|techo|manana|ya escog\\w*|ya escoj\\w*|ya eligio|presa")}${notBeside(`${JAJA}|alberca|piscina|rio a nadar|clavado|tobogan|paracaidas|bungee`)}`,
    `(todo|ya todo) va a estar en (paz|pas)(?= |$)${besideWords("para siempre|pa siempre|la llave|la yave|cuidara|cuides|cuidar a")}`,
    `ya (escribi|tengo|hice) (mi|la) (nota|note|carta)( \\w+){0,3} (es )?(pa|para) (el|este) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin)(?= |$)${notBeside(`${JAJA}|buddy|statement|declaracion|claim|reclamo|va|doctor|nexus|apelacion|appeal|trabajo|escuela|jefe`)}`,
  ]),
  // Round 100 (round 111's threats): "hago pagar a todos los q me niegan, uno por uno" at a clinic; from its second
  // read, the English threats said in Spanish: "le dije a mi ex que cuando llegue a la casa esta muerto", "le va a
  // pasar un accidente y nadie va a saber nada", something brought to work "que lo va a callar pa siempre".
  ...rules("harm", "elmonte-es-r111", [
    `(le dije|le avise|le adverti|le dije a \\w+( \\w+)?) (que|q) (cuando|en cuanto|apenas) (llegue|regrese|vuelva|lo vea|la vea|salga)( \\w+){0,4} (esta|ta|va a estar) (muerto|muerta)(?= |$)${notBeside(`${JAJA}|cansad\\w*|de cansancio|de hambre|de sueno|telefono|celular|bateria|carro|troca|planta|plantas|perro|gato`)}`,
    `le va a pasar (un|algun) accidente( \\w+){0,3} (y )?nadie (va a saber|sabra|se va a dar cuenta|va a sospechar)(?= |$)${notBeside(`${JAJA}|seguro|osha|capacitacion|entrenamiento`)}`,
    `(lo|la|los|las) (va a|van a|vamos a|voy a) callar (pa|para) siempre(?= |$)${besideWords("llevo algo|llevar algo|traigo algo|pistola|arma|cuchillo|fierro|cuete|trabajo|jefe|supervisor")}${notBeside(`${JAJA}|rating|porcentaje|decision|claim|reclamo|carta|aprobacion|pruebas|evidencia`)}`,
    `(hago|voy a hacer|les hago|los hago|las hago) pagar a (todos|todas|cada uno)( \\w+){0,8} uno por uno(?= |$)${notBeside(`${JAJA}|deuda|deben|me deben|cobrar|renta|cuentas|prestamo|factura|cuota|abogado|demanda`)}`,
  ]),
  // Round 100 (round 111's ordinary messages read as risk): "voy a explotar de la emocion si me suben a 90".
  ...rules("benign", "elmonte-es-r111", [
    `(voy a|vo a|me voy a) explotar de (la )?(emocion|alegria|felicidad|risa|gusto)(?= |$)${notBeside(MUERTE_PROPIA_AMPLIA)}${notBeside(ES_WISH_TO_DIE)}`,
  ]),
  // Round 101 (round 112's clear risk left at the line or nothing, from ponce2-es and weslaco-es, measured first):
  // "me voy con lo muchacho de Vietnam esta noche" after a goodbye; "el puente ta cerca. voy a pie ahora"; "cojo pal
  // puente… y me tiro"; "me tomo la pastilla toa hoy. ya ta"; "voy a segui asi hasta que me muera" after five days
  // without eating; "la carta ta en la nevera. adio"; "la escopeta ta cargá. esta noche"; a niche paid "lo voy a usar
  // mas pronto de lo que creen"; "ya voy pa alla" to the platoon that died; "nomas falta lo mio" after a funeral home
  // paid; cutting "mas profundo"; "ya saben lo que sigue" beside a letter with the bank's passwords; a one-way ticket
  // and the .40 in the glovebox.
  ...rules("suicide", "ponce2-es-r112", [
    `me voy con (los|lo|mis|mi|el|la) (muchachos|muchacho|compas|compa|companeros|hermanos|panas|pana|viejo|vieja|abuelo|abuela|papa|mama)( \\w+){0,3} (esta noche|hoy|manana|ahorita|ya)(?= |$)${besideWords("que murieron|que se murieron|que se fueron|que perdi|en el cielo|al cielo|kandahar|vietnam|irak|iraq|afganistan|faluya|fallujah|panama|corea|kuwait")}${besideWords("adios|adio|despedir\\w*|perdonen\\w*|perdon|que murieron|que se murieron|en el cielo|al cielo|guantera|pistola|cuete|fusca|(la|el|mi) 40|boleto de ida")}${notBeside(`reunion|vfw|legion|american legion|fiesta|bar|cerveza|chelas|partido|juego|pesca|pescar|desfile|parade|cena|comida|a tomar|a comer|baile|bailar|pasadia|playa|cementerio a visitar|a visitar|misa`)}`,
    `el puente (ta|esta|queda) (cerca|aqui|ahi|aqui nomas)(?= |$)${besideWords("voy a pie|voy caminando|ya voy|adios|adio|me tiro|pa tirarme|tirarme")}${notBeside(`${JAJA}|trafico|tapon|cita|clinica|oficina|hospital|va|la va|regional|tienda|casa de|trabajo|mexico|frontera|cruzar|cruzo|beneficios|laredo|juarez|tijuana|reynosa|matamoros|nogales`)}`,
    `y me (tiro|aviento|avento|lanzo)(?= |$)${besideWords("puente|edificio|techo|autopista|rio|mar|risco|presa|acantilado|azotea")}${notBeside(`${JAJA}|piscina|alberca|a nadar|clavado|hamaca|cama|sofa|mueble|dormir|siesta|tobogan|paracaidas|la ola|olas|surf\\w*|bungee|al agua|agua fria|verano|playa|nietos|dolor|vamos al|vamos a la|pasadia`)}`,
    `(me tomo|me tome|me voy a tomar|me las tomo|me las tome|me la tomo|me la tome|me tomare) (la|las|toda la|todas las) (pastilla|pastillas|pildora|pildoras|medicina|medicinas|pepas|pepa)( toda| todas)?( hoy| ahora| ya| esta noche| ahorita)?(?= |$)${besideWords("toda|todas|de una vez|adios|adio|perdonenme|bendicion")}${notBeside(`${JAJA}|como me dijo|el doctor|la doctora|receta|recetada|recetadas|cada dia|diaria|diarias|la manana|en la manana|olvide|se me olvido|con comida|presion|azucar|vitamina\\w*|antes de comer|despues de comer|no la parti|entera|completa|partida|mitad|media`)}`,
    `(voy a|vo a|pienso|voy a seguir|vo a segui) (seguir|segui|quedarme|quedarm|estar)? ?asi hasta (que|q) me (muera|muero|muera de hambre)(?= |$)${besideWords("no como nada|no como hace|no como desde|sin comer|no he comido|no e comido|no tomo agua|ya decidi|no me tomo (las|mis|la)|no bebo nada")}${notBeside(`${JAJA}|fumando|trabajando|peleando|luchando|esperando|pagando|apelando|insistiendo|llamando|dieta|ayuno|ramadan|cuaresma|diabetes|azucar|pan|refresco|soda|cigarro\\w*|fumar`)}`,
    `la (carta|nota) (ta|esta|quedo|la deje|se quedo) en (la|el|mi) (nevera|refri|mesa|buro|cocina|cama|gaveta|cuarto|carro|troca|comedor|cartera)(?= |$)${besideWords("adio|adios|perdon|perdonenme|to resuelto|todo resuelto|cuiden|ya ta|no me busquen")}${notBeside(`${JAJA}|va|del va|de la va|del seguro|banco|correo|cita|decision|abrela|abrir|firmar|leer|lee|escuela|maestra|la luz|renta`)}`,
    `(la|el|mi) (escopeta|pistola|38|9|rifle|carabina|45|fusca|cuete|arma|revolver|22|357) (ta|esta|ya esta|ya ta) (carga|cargada|cargado|lista|listo|preparada|preparado)(?= |$)${besideWords("esta noche|cansado|cansada|no puedo mas|adios|adio|ya no aguanto|me voy|hoy|ahorita")}${notBeside(`${JAJA}|perros|perro|culebra|gallinas|cerdos|puercos|ladron\\w*|cazar|caceria|venado|patos|palomas|temporada|coyote\\w*|jabali|iguana\\w*|por si acaso|por seguridad|proteccion|proteger|vecindario|asalto|asaltante\\w*|tiro al blanco|practica|lo mato|la mato|los mato|lo voy a|la voy a|los voy a|en su casa|vuelve a|me las va a pagar|se la voy a|se lo voy a`)}`,
    `(lo|la) (voy a|vo a) usar mas pronto de lo (que|q) (creen|piensan|crees|piensas|se imaginan|imaginan|cree|piensa)(?= |$)${besideWords("nicho|tumba|fosa|lapida|cementerio|ataud|caja|funeraria|entierro|urna")}${notBeside(`${JAJA}|(para|pa) (mi|su) (mama|papa|esposa|esposo|abuela|abuelo|hermano|hermana)|enferm\\w*|hospicio|hospice|cancer`)}`,
    `ya (voy|vo|me voy) (pa alla|para alla|pa alli|para alli|palla|pa lla|pa donde ellos|con ellos|donde ellos)(?= |$)${besideWords("que murieron|se murieron|me llaman|me estan llamando|dia perfecto|esperenme|espereme")}${notBeside(`${JAJA}|cita|oficina|clinica|hospital|funeral|velorio|misa|a visitar|desfile|reunion|fiesta|cena|trabajo|la va|regional|asado|carne asada|invitaron|invito|cumple\\w*`)}`,
    `(nomas|nada mas|solo|ya solo|ya nomas) (falta|me falta|faltan) lo mio(?= |$)${besideWords("funeraria|funeral|entierro|ataud|nicho|tumba|cementerio|lapida|cremacion|urna")}${notBeside(`${JAJA}|ya le pago|le pagaron|mis hermanos|herencia|testamento|(de|pa|para) mi (papa|mama|esposa|esposo|abuela|abuelo)|mi (papa|mama) ya`)}`,
    `(lo )?(quiero|voy a|vo a|pienso|lo voy a) (hacer|hacerlo|cortar|cortarme)( lo)? mas (profundo|hondo)(?= |$)${besideWords("cortando|cortarme|corte|cortes|cortado|brazos|munecas|piernas|navaja|razor|cuchilla|gillette")}${notBeside(`${JAJA}|hoyo|zanja|pozo|tierra|jardin|raiz|raices|madera|tabla|drywall|pared|masaje|respira\\w*|tatuaje`)}`,
    `ya (saben|sabes|sabe|sabran|sabras) lo (que|q) (sigue|viene|pasa|va a pasar)(?= |$)${besideWords("carta|claves|contrasenas|passwords|password|buro|cuiden|adios|adio|perdon")}${notBeside(`${JAJA}|cita|decision|reclamo|claim|apelacion|proceso|examen|c p|paso|pasos|papeles|formulario|solicitud|aplicacion|entrevista|apelar|otra vez|me llego|llego la carta`)}`,
    `boleto de ida( nomas| nada mas| solamente| solo| namas)?(?= |$)${besideWords("pistola|(la|mi|una) (40|9|45|38|22)|fusca|cuete|guantera|me voy con mis|me voy con los")}${notBeside(`vuelo|aerolinea|avion|aeropuerto|mudanza|me mudo|nos mudamos|trabajo nuevo|deploy\\w*|frontera|mexico|el salvador|puerto rico|la isla`)}`,
  ]),
  // Round 101 (round 112's threats given less than 911 first): gasoline and a match "que se quemen con to los
  // papeles"; "lo espero con el 38"; "no me importa ir preso, lo voy a… picar"; "lo voy a matá cuando llegue"; men
  // with a knife in the yard who want in, "toy solo".
  ...rules("harm", "ponce2-es-r112", [
    `(llevar|llevo|traigo|traer|compre|tengo|traje|lleve) (la |el )?(gasolina|gas|un galon de gasolina|galon de gasolina|galones de gasolina)( y| con)( un| unos| los| el| la| las)? (fosforo|fosforos|cerillos|cerillo|encendedor|lighter|mechero)(?= |$)${besideWords("que se quemen|que se queme|oficina|la va|del va|atienden|atiendan|regional|clinica|ese tipo|esa vieja|ese cabron|su casa|su carro|su troca")}${notBeside(`${JAJA}|parrilla|bbq|barbacoa|fogata|camping|asado|carne asada|lechon|planta electrica|generador|cortadora|grama|maleza|basura|hojas|yerba|monte|zacate|me prendo fuego|prenderme fuego|me quemo|quemarme|me voy a quemar|me doy fuego|darme fuego|(dar|darme|prender|prenderme|echarme|me doy|me voy a dar|me voy a prender) (fuego|candela)|quemarme vivo|me quemo vivo|${ES_WISH_TO_DIE}`)}`,
    `(lo|la|los|las|les|le) (espero|voy a esperar|vo a esperar|estoy esperando|vamos a esperar|esperare) con (el|la|mi|un|una) (38|9|45|22|357|pistola|escopeta|rifle|machete|cuchillo|revolver|fierro|cuete|fusca|carabina|tubo|bate)(?= |$)${notBeside(`${JAJA}|cafe|comida|cena|almuerzo|pastel|bizcocho|flores|cerveza|chelas|abrazo|regalo`)}`,
    `(no me importa|me vale|no importa|me da igual) (ir|irme|caer|terminar) (preso|presa|a la carcel|al bote|al tanque|a la prision|pa la carcel|pa la prision|pal bote|pal tanque)(?= |$)${besideWords("vigila\\w*|picar|matar|matarlo|matarla|romper|partir|madrear|quebrar|cuchillo|machete|pistola|fierro|cuete")}${notBeside(`${JAJA}|protesta|marcha|huelga|desobediencia|manifestacion|no pagar|pelear en la corte|corte|abogado|multa|deuda`)}`,
    `(lo|la|los|las) (voy a|vo a|vamos a|vamo a) (mata|matar|matal|tumbar|quebrar|picar|jamaquear|rajar|partir|madrear)( \\w+){0,2} (cuando|en cuanto|apenas|tan pronto) (llegue|llega|lo vea|la vea|los vea|venga|regrese|salga|aparezca)(?= |$)${notBeside(`${JAJA}|lol|broma|besos|a besos|abrazos|de risa|cosquillas|preguntas|a preguntas|pollo|cerdo|lechon|gallina|puerco|cebolla|verdura\\w*|carne|lena|lenna|tronco|arbol|rama|pasto|grama|yerba|pastel|bizcocho|torta|queso|pizza|pinata|sandia|melon|pan|regalo|bolsa|caja|paquete`)}`,
    `(en el patio|en la puerta|afuera|en la casa|en mi casa|en el balcon|en la marquesina|en la ventana|en el porch) con (cuchillo|cuchillos|pistola|pistolas|machete|machetes|arma|armas|un cuchillo|una pistola|un machete|un bate|palos|un palo)(?= |$)${besideWords("me quieren|quieren entrar|quieren entra|quiere entrar|tratando de entrar|tecato\\w*|ladron\\w*|unos tipos|unos hombres|unos vatos|unos manes|hay (unos|dos|tres)")}${notBeside(`${JAJA}|cocinando|cocina|pelando|cortando|matorral|maleza|yerba|grama|coco|cocos|platano|cana|lena|jardin\\w*|poda\\w*|limpiando|chapeando|${ES_WISH_TO_DIE}|cortar\\w*|no quiero vivir`)}`,
  ]),
  // Round 101 (round 112's ordinary messages read as risk): "perdon si es pregunta tonta"; "me voy a morir de viejito
  // antes de que me den el rating"; the GI Bill payment came "y me mori"; "mi esposa me va a matar si no llego hoy con
  // los papeles"; "le tire con todo a la 21-526EZ"; "me dejo tirado en el 30%"; a letter or a video that "me mata"; a
  // service pistol of "mi suegro que en paz descanse" to pass on legally; "el VA es donde los sueños van a morir 😂".
  // (The video and the decision that "me mato" are rewritten in KILLING_IDIOMS, screen.ts; "voy a explotar con este
  // sistema" is left out of the hopeless "voy a explotar" above.)
  ...rules("benign", "weslaco-es-r112", [
    `(esa|esta|la|ese|este|el) (decision|carta|noticia|negacion|denegacion|rating|calificacion|respuesta|cuenta|factura|espera|fila|burocracia|video|pelicula|meme|chiste|tiktok|reel|show|programa|clip)( \\w+){0,5} (me|nos) (mata|esta matando)(?= |$)(?<!(^| )(si|cuando|con|despues|antes|apenas|al|luego)( \\w+){0,8})${notBeside(MUERTE_PROPIA_AMPLIA)}${notBeside(`pastillas|pistola|puente|soga|adios|perdon|esta noche|me voy a matar|me quiero matar|matarme|quitarme la vida|me quito la vida|suicid\\w*|ya no quiero vivir|no quiero vivir|${NOT_A_FIGURE_R101}`)}`,
    `(perdon|perdone|disculpe|disculpa|sorry) si es (una )?pregunta (tonta|boba|estupida|mensa|obvia|sonsa)(?= |$)${notBeside(MUERTE_PROPIA_AMPLIA)}${notBeside(ES_WISH_TO_DIE)}${notBeside(NOT_A_FIGURE_R101)}`,
    `me (voy a|vo a) morir de (viejo|viejito|vieja|viejita|viejos|anciano|canas)( \\w+){0,2} antes (de que|de q|que) (me|nos|le) (den|aprueben|llegue|paguen|contesten|llamen|respondan|resuelvan)(?= |$)${notBeside(NOT_A_FIGURE_R101)}${notBeside(ES_WISH_TO_DIE)}`,
    `(llego|vi|lei|abri|vi el|me cayo|cayo|deposito|depositaron)( \\w+){0,5} y me mori(?= |$)${besideWords("pago|deposito|cheque|gi bill|back pay|retroactivo|mas de lo que|risa|jaja|lol|rating")}${notBeside(`${ES_WISH_TO_DIE}|${NOT_A_FIGURE_R101}`)}`,
    `(mi|la) (esposa|esposo|mujer|vieja|viejo|mama|jefa|suegra|hija)( \\w+){0,2} me (va a|vaa) matar si no (llego|traigo|llevo|entrego|mando|hago|termino|consigo)( \\w+){0,5} (papeles|papel|formulario|forma|claim|reclamo|solicitud|aplicacion|carta|pago|cita|documentos|champva|dd214|dd 214|mandado|leche|tortillas|pan)(?= |$)${notBeside(ES_WISH_TO_DIE)}${notBeside(`amenaz\\w*|me pego|me pega|me golpea|me golpeo|me tiene|miedo|pistola|cuchillo|arma|${NOT_A_FIGURE_R101}`)}`,
    `(le )?(tire|tiramos|le tire|le eche|eche) con todo a (la|el|esa|ese) (21|formulario|forma|form|claim|reclamo|apelacion|solicitud|aplicacion|526|526ez|0995|0996|10 10ez)(?= |$)${notBeside(NOT_A_FIGURE_R101)}`,
    `me (dejo|dejaron|tiene|tienen) tirado en (el|un) \\d+( porciento| por ciento| percent)?(?= |$)${notBeside(ES_WISH_TO_DIE)}${notBeside(NOT_A_FIGURE_R101)}`,
    `(es )?(donde|adonde|a donde) (los|tus|mis|sus) (suenos|suenitos|claims|reclamos|papeles) (van|iban|se van) a morir(?= |$)${notBeside(ES_WISH_TO_DIE)}${notBeside(`me (voy a|quiero) morir|${NOT_A_FIGURE_R101}`)}`,
    `(mi|su|el|la) (suegro|suegra|papa|mama|apa|ama|abuelo|abuela|esposo|esposa|tio|tia|hermano|hermana|padre|madre|padrino|compadre) (que|q) en paz descanse(?! pronto)(?= |$)${notBeside(ES_WISH_TO_DIE)}${notBeside(`me (voy|vo) con (el|ella)|me quiero ir con (el|ella)|alcanzarlo|alcanzarla|reunirme con|se reune|se va a reunir|reunirse|se va con|irse con|entrego su alma|esta noche|en serio|lo dice en serio|pastillas|pienso en (el|ella)|a veces la saco|a veces lo saco|nego|negaron|niega|niegan|regional|oficina|cabron|rater|arreglar cuentas|le espera|lo que le espera|me las (va a )?paga\\w*|regal\\w*|carta|cartas|me esta esperando|me espera`)}`,
  ]),
  // Round 102 (round 113's clear risk left at the line or nothing, from vannuys-es and canovanas-es, measured
  // first): "ya tengo echo el plan pal lunes" beside what a daughter gets; "mañana no me van a ver mas" after the dog
  // given away; "esta noche se acaba el dolor" beside sleeping pills and rum; how many pills "pa que el corazón se
  // pare"; a grandfather who gave away his roosters, "mañana descanso"; "esta es la ultima ves que escribo";
  // roosters given away, "ya no me hacen falta pa donde voy"; pills taken "hace como 20 minutos" and "ya es tarde";
  // "ya no va a hacer falta, me voy esta noche"; "esta noche me les uno" of a unit's suicides; "porque yo ya no sigo";
  // from a conversation's last turn, "esta semana me voy. ya está decidío".
  ...rules("suicide", "canovanas-es-r113", [
    `ya (tengo|tenia) (echo|hecho|listo|armado) (el|mi) plan (pal|pa el|para el|pa este|para este|pa|para) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin|dia|mes)(?= |$)${besideWords("si (yo )?me muero|cuanto le dan|cuanto les dan|adios")}${notBeside(`${JAJA}|viaje|fiesta|boda|mudanza|cita|claim|reclamo|apelacion|dieta|ejercicio|trabajo`)}`,
    `(manana|el lunes|el martes|el miercoles|el jueves|el viernes|el sabado|el domingo|esta noche|ya|pronto) no me (van|vana) a ver (mas|nunca mas|nunca)(?! (en|por|aqui|aca)( |$))(?= |$)${notBeside(`${JAJA}|mudanza|me mudo|nos mudamos|me voy a vivir|viaje|deploy\\w*|trabajo nuevo|me voy pa|me voy a|regreso a|por aqui|por aca|en la iglesia|en el grupo|en la clinica`)}`,
    `(esta noche|hoy|manana|ahorita) se (acaba|termina|va) (el|todo el|mi|este) (dolor|sufrimiento|sufrir)(?= |$)${notBeside(`${JAJA}|operacion|cirugia|pastilla nueva|inyeccion|terapia|doctor|doctora|medicina nueva|la cita|receta|infiltracion|cortisona`)}`,
    `(pa|para) (que|q) (el corazon se (pare|detenga)|se (pare|detenga) el corazon|no (vuelva a )?despertar|uno no despierte)(?= |$)${besideWords("cuantas|cuantos|tomarse|tomarme|tomar|pastillas|las de la presion|las de dormir|es pa mi|es para mi")}`,
    `(manana|esta noche|hoy|pronto) (descanso|voy a descansar|por fin descanso|descanso en paz)(?= |$)${besideWords("regale|ya no los necesito|ya no la necesito|ya no las necesito|ya no lo necesito|adios")}${notBeside(`${JAJA}|vacaciones|trabajo|turno|jubil\\w*|retir\\w*|dia libre|libre|domingo|feriado`)}`,
    `(esta es|es|sera) la (ultima|ultimita) (vez|ves) (que|q) (escribo|les escribo|hablo(?! con)|les hablo|me comunico|me oyen|me leen|me van a leer)(?= |$)${notBeside(`${JAJA}|cuelga|colgo|representante|porque me cambio|me mudo|cambio de numero|nuevo numero|otro chat|en este chat|voy a llamar|llamare|mejor llamo|por telefono|contesta|contestan|responde|responden|contestaron|respondieron|nadie contesta|no sirve|me canse de esperar|pregunto|pregunta|porque el chat|el chat nunca`)}`,
    `ya no (me hacen|me hace|me van a hacer|me va a hacer) falta (pa|para) (donde|adonde|a donde) (voy|me voy|voy a ir)(?= |$)${notBeside(`${JAJA}|me mudo|mudanza|nos mudamos|a vivir|florida|texas|california|el norte|la isla|clima|calor|frio`)}`,
    `me (tome|trague|tomo) (las|todas las|toda la|un monton de|un frasco de|el frasco de|todo el frasco de) (pastillas|pildoras|medicinas?|pastis)( \\w+){0,3} hace (como |unos |ya |mas de )?(\\d+|media hora|un rato|una hora) ?(minutos|min|hora|horas)?(?= |$)${besideWords("ya es tarde|llame a alguien|adios|perdon|no llamen|no me llamen|van a decir")}${notBeside(`presion|azucar|como siempre|el doctor|la doctora|receta|cada dia|diaria|vitamina\\w*`)}`,
    `(ya )?no va a hacer falta( \\w+){0,3} me voy (esta noche|hoy|manana|ahorita|ya)(?! (a|al|pa|para|pal|de|en) )(?= |$)${notBeside(`${JAJA}|mudo|me mudo|viaje|vuelo|trabajo|deploy\\w*|a vivir|pa mexico|a mexico|aprobaron|aprobado|ya me lo aprobaron|ya salio|vacaciones`)}`,
    `(esta noche|hoy|manana|pronto|ya) me (les|le) (uno|junto|voy a unir|voy a juntar)(?= |$)${besideWords("se mataron|se suicidaron|se quitaron la vida|murieron|tenian razon")}${notBeside(`${JAJA}|grupo|reunion|vfw|legion|fiesta|asado|partido|juego`)}`,
    `(porque|xq|pq|por que|porq) (yo )?ya no sigo(?! (en|con|de|\\w+ando|\\w+iendo)( |$))(?= |$)${besideWords("si yo falto|si falto|le sigue dando|se queda con|si me muero|si yo me muero|seguro|pension")}${notBeside(`${JAJA}|trabajo|escuela|clases|terapia|tratamiento|programa|en el grupo|con el claim|con la apelacion`)}`,
    `(esta semana|esta noche|hoy|manana|pronto) me voy( \\w+){0,3} ya (esta|ta) (decidido|decidida|decidio)(?= |$)${notBeside(`${JAJA}|mudanza|me mudo|viaje|vuelo|a vivir|trabajo|de vacaciones|pa mexico|a mexico|a puerto rico|pa la isla|deploy\\w*|escuela|universidad`)}`,
  ]),
  // Round 102 (round 113's threats given less than 911 first): an ex at the gate with a knife "diciendo que me va a
  // picar"; the addresses of three VA employees, "uno por uno les voy a llegar"; the name of the claim's rater "pa
  // ir a buscarlo"; from a conversation's last turn, "lo que tengo preparado pa esos cabrones. que vuele to".
  ...rules("harm", "vannuys-es-r113", [
    `(esta|ta|estan) en (el porton|la puerta|el patio|la ventana|el carro|afuera|mi casa|la casa|el balcon|la marquesina)( \\w+)? con (un|una|el|la) (cuchillo|pistola|machete|arma|bate|navaja|cuete|fierro)(?= |$)${besideWords("diciendo que|me va a|nos va a|911|policia|mi ex|el ex|mi exesposo|mi exmarido")}${notBeside(`${JAJA}|${ES_WISH_TO_DIE}|se va a matar|matarse|quitarse la vida|suicid\\w*|en la cabeza|en la boca|en la sien|en el pecho|apuntandose|limpiar|practicar|beisbol|monte|cocinando|cocina|pelando|cortando|limpiando|chapeando|maleza|yerba|coco|cocos|platano|cana|lena|jardin\\w*|poda\\w*`)}`,
    `uno por uno (les|los|las|le|lo) (voy a|vo a|vamos a) (llegar|caer|buscar|visitar|agarrar|dar|ir a buscar)(?= |$)${notBeside(`${JAJA}|llamar|escribir|mandar|carta|correo|email|queja|demanda|abogado`)}`,
    `(?:(pa|para) ir a|(voy|vamos|voy pa alla|voy para alla|voy palla|vo pa alla|vo palla) a) (buscarlo|buscarla|buscarlos|caerle|esperarlo|esperarla)(?= |$)${besideWords("nombre del|nombre de la|quien reviso|el que reviso|la que reviso|rater|me nego|como se llama|el q evaluo|el que evaluo|evaluo mi caso|reviso mi caso")}${notBeside(`${JAJA}|agradecer|darle las gracias|gracias|abrazo|regalo|carta|queja formal`)}`,
    `(que|q) (vuele|explote|vuelen|exploten) (to|todo|toditito|toda|el edificio|la oficina|todos|toditos)(?= |$)${notBeside(`${JAJA}|avion|papalote|cometa|chiringa|drone|dron|fuegos artificiales|cohete\\w*|video|juego`)}`,
    `lo (que|q) (tengo|traigo|llevo) (preparado|listo|guardado) (pa|para) (esos|esas|los|las|ese|esa) (cabrones|pendejos|hijos de|desgraciados|rateros|malditos)(?= |$)${notBeside(`dd214|papeles|cartas|nexus|carpeta|documentos|evidencia`)}`,
  ]),
  // Round 103 (round 114's threats given less than 911 first, from westchester-es and metairie-es): "mañana entro alla
  // con el AR"; "tengo algo pa él mañana en la oficina. ya cargué"; "le tengo la escopeta apuntada a su puerta".
  ...rules("harm", "metairie-es-r114", [
    `(entro|voy a entrar|vo a entrar|llego|voy a llegar|me meto|me voy a meter) (alla|ahi|a la clinica|a la oficina|al va|a la va|a la regional|a su casa|a su trabajo)( \\w+){0,2} con (el|la|mi|un|una) (ar|ar 15|cuerno|cuerno de chivo|rifle|pistola|escopeta|arma|fierro|cuete|glock)(?= |$)${notBeside(`${JAJA}|permiso|licencia|registrad\\w*|guardad\\w*|en la caja|descargad\\w*|pa entregarla|entregar|vender|empenar|tiro al blanco|practica|cementerio|panteon|tumba|cielo|estar con|reunirme|quitarme|matarme|ya no salgo|pistola de (silicon|calor|pintura|agua)|${ES_WISH_TO_DIE}`)}`,
    `tengo algo (pa|para) (el|ella|ellos|ese|esa|ese tipo|ese maje|ese cabron)( (manana|hoy|esta noche|en la oficina|en su casa|en el trabajo))*(?= |$)(?:(?=.* ya cargue$)|${besideWords("pistola|arma|cuete|fierro|escopeta|balas|tiros|ya la cargue|ya lo cargue")})${notBeside(`${JAJA}|regalo|pastel|tarjeta|cumple\\w*|navidad|gracias|comida|tamales|pupusas|flores|papeles|documentos|dd214|portal|carta|formulario|reclamo|celular|laptop|subi|anillo|silicon|pintura|pistola de (silicon|calor|pintura|agua)`)}`,
    `(le|les) tengo (la|el|mi|una|un) (escopeta|pistola|rifle|arma|cuete|fierro|ar|glock|revolver) (apuntada|apuntado|apuntando) (a|hacia) (su|sus)( \\w+)?(?= |$)${notBeside(`${JAJA}|perro|perros|culebra|gallinas|coyote\\w*|venado|patos|iguana\\w*|blanco|diana|lata|latas`)}`,
  ]),
  // Round 104 (round 115's clear risk left at the line or nothing, from santurce2-es and pasadena2-es, measured
  // first): a cremation booked and paid, "es pa mi. es pal jueves"; a sergeant promised "q iba a estar con el pronto.
  // mañana cumplo"; "me subo a la torre de la refi y me aviento"; "esta vez si lo voy a hacer bien"; "caminar pal agua
  // hasta que ya no pueda"; cutting "mas hondo"; a son who asked what she gets "si el se muere" and "ya tiene todo
  // arreglao pal sabado"; an overpayment asked of when one dies, "me voy el lunes"; God's forgiveness "de lo de esta
  // noche"; "me queda una semana aqui" after dogs, guitar and uniform given away; a service dog asked of, "ya ta to
  // listo pa este finde"; the car running in the closed carport; "meterle al muro a to lo q da".
  ...rules("suicide", "santurce2-es-r115", [
    `(el (dia )?\\d{1,2}|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|pal (dia )?\\d{1,2}) ya no voy a estar(?! (en|aqui en|aca en|trabajando|disponible|de|pa|para|con|por|ahi|alli|libre|en casa)( |$))(?= |$)${besideWords("se muere|me muero|me muera|muera|ultimo cheque|pregunto por mi|es (pa|para|por) mi|por mi")}${notBeside(`${JAJA}|cita|vacaciones|viaje|vuelo|mudanza|me mudo|trabajo|turno|oficina|clinica|hospital|cirugia|operacion`)}`,
    `(cita|arreglos|reservacion|reserve|pague|pagado|pagada|aparte|arregle|arreglado)( \\w+){0,4} (pa |para )?(la |el |mi )?(cremacion|funeraria|entierro|ataud|cremar|funeral)( \\w+){0,6} (es |son )?(pa|para) mi(?! (papa|apa|mama|ama|esposa|esposo|abuel\\w*|hij\\w*|suegr\\w*|herman\\w*|tio|tia)( |$))(?= |$)${besideWords("lunes|martes|miercoles|jueves|viernes|sabado|domingo|hoy|manana|esta noche|esta semana|pronto|pal|finde")}${notBeside(`${JAJA}|cancer|hospice|enfermo|enferma|terminal|doctor|doctora|(es|son|fue|era) (pa|para) (mi )?(papa|apa|mama|ama|esposa|esposo|abuel\\w*|suegr\\w*)|plan funerario|seguro funerario|por adelantado|algun dia|cuando me toque|cuando dios|a plazos|mensualidades`)}`,
    `(le )?(prometi|jure|dije)( a (mi|mis|su|sus) \\w+)? (q|que) (iba|iria|voy|me iba) a (estar|irme|reunirme|juntarme|verlo|verla) con (el|ella|ellos|ellas|mis \\w+|mi \\w+)( pronto| ya| manana)?(?= |$)${besideWords("murio|muerto|muerta|fallecio|mataron|se mato|cayo|aniversario|manana cumplo|cumplo|le cumplo|cumplirle|la promesa")}${notBeside(`${JAJA}|misa|cementerio a|visitar|visita|tumba|llevarle flores|flores|en el cielo algun dia|algun dia|cuando dios|cuando me toque`)}`,
    `me (subo|voy a subir|trepo|monto) (a|al|a la|arriba de|encima de)( la| el)? (torre|puente|techo|azotea|edificio|tanque|estructura|antena|grua)( \\w+){0,6} (y )?(me aviento|me tiro|me lanzo|brinco|salto|me dejo caer)(?! (a la|al|en la|en el) (alberca|piscina|pool|trampolin|agua|nieve|colchon))(?= |$)${notBeside(`${JAJA}|alberca|piscina|pool|arreglar|tejas|reparar|pintar|limpiar|instalar|paracaidas|bungee|tirolesa`)}`,
    `esta vez (si )?(lo )?((voy a|vo a|lo voy a|lo vo a) (hacer|hacerlo)|hago|lo hago) bien(?= |$)${besideWords("intente|intento|lo intente|ya lo intente|la otra vez|la primera vez|tengo todo|ya tengo|pastillas|soga|pistola|matarme")}${notBeside(`${JAJA}|solicitud|llene|llenar|gi bill|papeleo|aplicacion|tramite|cita|claim|reclamo|formulario|forma|examen|c p|entrevista|audiencia|apelacion|papeles|aplicacion|dieta|receta|test`)}`,
    `caminar (pal|pa el|para el|al|hacia el|hasta el|dentro del|pa dentro del) (agua|mar|rio|lago|golfo|oceano)( \\w+){0,3} hasta (que )?(ya )?no (pueda|aguante|respire|pueda mas|me vean)(?= |$)`,
    `((hacerlo|hacermelo|cortarme|cortar|corte|cortes|cortarlo) mas (hondo|profundo|fuerte)|(ir|irme) mas (hondo|profundo))(?= |$)${besideWords("me corto|cortarme|me corte|cortes|navaja|cuchilla|gillette|brazos|munecas|piernas|sangre")}${notBeside(`${JAJA}|gym|pesas|terapia|ejercicio|entrenamiento|madera|tabla|zanja|hoyo|jardin|pelo|cabello|barba|cesped|zacate|grama|tela|carne|receta`)}`,
    `(me dijo|dice|dijo|me escribio|me mando) (que|q) ya (tiene|tenia|tengo) (todo|to|toa)? ?(arreglado|listo|planeado|preparado|decidido)( \\w+){0,2} (pal|pa el|para el|el|pa este|para este) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin de semana|finde)(?= |$)${besideWords("si (el|ella) se muere|se mata|matarse|quitarse la vida|morirse|se muere")}`,
    `me voy (el|este) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|finde|fin de semana)(?= |$)${besideWords("uno se muere(?! de)|se muere(?! de)|me muero(?! de)|me muera(?! de)|muera(?! de)|no (le |les )?quiero dejar\\w* (deudas|problemas|cuentas)")}${notBeside(`${JAJA}|viaje|vuelo|mudo|mudanza|me mudo|vacaciones|avion|florida|orlando|texas|trabajo|base|deploy\\w*|entrenamiento|crucero|boda|a vivir|pa (los|el|la) (estados|states|usa|nueva york|isla)|cita|hospital|operacion|cirugia`)}`,
    `(me )?(va a|vaya a|me va a) perdonar (lo de|lo que voy a hacer|lo q voy a hacer|esto que voy a hacer|lo que hare|lo q hare) (esta noche|manana|hoy|ahorita|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)${besideWords("dios|el senor|diosito|pastor|padre|cura|perdona todo")}${notBeside(`${JAJA}|confes\\w*|misa|divorcio|mentira|borrach\\w*|infiel|cuernos|comerme|la dieta|la fiesta|la parranda`)}`,
    `me (queda|quedan) (una semana|unos dias|pocos dias|poco tiempo|dos dias|un dia|tres dias|unas horas)( \\w+)? (aqui|aca|en este mundo|de vida|en esta tierra)(?= |$)${besideWords("regale|regalo|ya regale|ya di|despedi|me despido|uniforme|perros|guitarra|no me llames")}${notBeside(`${JAJA}|vacaciones|viaje|mudanza|me mudo|trabajo|contrato|base|entrenamiento|hospital|rehab|terapia|de licencia|leave|deploy\\w*|pa irme pa|pa mudarme`)}`,
    `(ya )?(esta|ta|tiene|tengo|tiene) (todo|to|toa|toda) (listo|preparado|arreglado|planeado|decidido)( \\w+){0,2} (pa|para|pal) (este|el|mi) (finde|fin de semana|viernes|sabado|domingo|lunes|martes|miercoles|jueves|noche)(?= |$)${besideWords("si (yo )?me muero|cuando (yo )?me muera|si me pasa algo|quien se (lo|la) queda|que pasa con mi")}${notBeside(`${JAJA}|viaje|vuelo|mudanza|me mudo|vacaciones|boda|fiesta|cumpleanos|bautizo|graduacion|cirugia|operacion|crucero`)}`,
    `(el )?(carro|motor|truck|troca|guagua|van) (prendido|prendio|encendido|andando|corriendo)( \\w+){0,3} (en )?(la|el|mi)? ?(marquesina|garaje|garage|cochera) (cerrada|cerrado|con la puerta cerrada)(?= |$)`,
    `(meterle|le meto|le voy a meter|estrellarme|me estrello|me voy a estrellar|chocar|darle|pegarle|tirarme) (al|contra el|contra un|a un|con el|contra la|a la) (muro|pared|poste|arbol|camion|puente|barrera|valla|columna)( \\w+){0,3} (a to|a todo|a toda|a to lo q da|a todo lo que da)(?= |$)${notBeside(`${JAJA}|sin querer|casi me|por poco|un conductor|otro carro|el otro|me chocaron|lo chocaron|la chocaron`)}`,
  ]),
  // Round 104 (round 115's threats given less than 911 first): "le disparo yo primero, ya la tengo en el asiento";
  // "hoy en la noche les disparo a los dos" of a neighbour and his dog; "meterle una bala a to la gente de la oficina
  // del VA, uno por uno"; "voy a ir a su casa a explicarle lo q es dolor"; from conversations' last turns, "esta noche
  // voy a su casa con el hierro".
  ...rules("harm", "santurce2-es-r115", [
    `a ver si (asi|ahora|asi si|ahi) (entiende|entienden|aprende|aprenden|me (hace|hacen) caso|me escucha|me escuchan|me respeta|me respetan)(?= |$)${besideWords("con (la|el|mi) (9|45|38|pistola|glock|escopeta|rifle|ar|cuete|fierro|hierro|fusca|machete)|pistola|cuete|fusca|escopeta|balas|cargada|cargado")}${notBeside(`${JAJA}|carta|queja|abogado|congresista|email|correo|llamada|llamar|escribir|formulario|apelacion|demanda`)}`,
    `(le|les|lo|los|la|las) (voy a disparar|vo a disparar|voy a meter un tiro|voy a volar la cabeza|voy a llenar de plomo)(?= |$)${notBeside(`${JAJA}|foto|fotos|camara|pregunta|preguntas|email|correo|mensaje|video|juego|videojuego|pelicula|flash|agua|pistola de agua|balon|pelota|diana|blanco|venado|paloma|pato|tiro al blanco|practica|range|queja|quejas|carta|cartas|reclamo|claim|supplemental|suplementario|apelacion|appeal|hlr|formulario|forma|papeles|solicitud|aplicacion|documentos|compu|computadora|laptop|impresora|pagina|website|murio|mataron|ladron|enemigo|francotirador|afganistan|irak|iraq|vietnam|corea|en (19|20)\\d\\d|hace \\w+ anos|purple heart|le dispararon`)}`,
    `(le|les|lo|los|la|las) (disparo|meto un tiro|meto un balazo|pego un tiro|pego un balazo|vuelo la cabeza|meto plomo|lleno de plomo)( yo)?( primero)?(?= |$)${besideWords("yo|primero|si (me|lo|la|los|las|le|les|vuelve|viene|para|sigue)|si alguien (se mete|entra|viene|se acerca|toca|me toca)|otra vez|hoy|esta noche|manana|ahorita|la tengo|lo tengo|en la noche|ya (la|lo) (tengo|traigo)")}${notBeside(`${JAJA}|foto|fotos|camara|pregunta|preguntas|email|correo|mensaje|video|juego|videojuego|pelicula|flash|agua|pistola de agua|balon|pelota|diana|blanco|venado|paloma|pato|tiro al blanco|practica|range|queja|quejas|carta|cartas|reclamo|claim|supplemental|suplementario|apelacion|appeal|hlr|formulario|forma|papeles|solicitud|aplicacion|documentos|compu|computadora|laptop|impresora|pagina|website|murio|mataron|ladron|enemigo|francotirador|afganistan|irak|iraq|vietnam|corea|en (19|20)\\d\\d|hace \\w+ anos|purple heart|le dispararon|herido|dic`)}`,
    `(meterle|meterles|darle|darles|pegarle|pegarles|sembrarle|sembrarles) (una bala|un tiro|un balazo|balazos|plomo|tiros)( a| al| a la| a los| a las| a to| a toda| a todo| a todos)(?= |$)${notBeside(`${JAJA}|venado|venados|paloma|palomas|pato|patos|cerdo|jabali|coyote|coyotes|blanco|diana|lata|latas|botella|botellas|practica|tiro al blanco|videojuego|juego|pelicula|compu|computadora|laptop|telefono|celular|impresora|pagina|website|va gov|tele|television|tv|carro|troca|microondas|router|modem|maquina|sistema`)}`,
    `(voy a ir|voy|vo|vo a ir|ire|me voy) a (su|la) casa( \\w+){0,6} a (explicarle|ensenarle|mostrarle|darle|dejarle claro|ensenarles|explicarles) (lo q|lo que|que|q|como|cuanto) (es|se siente|duele) (el )?(dolor|sufrir|bueno|sufrimiento)(?= |$)`,
    `(voy|vo|me voy|iba|ire|llego) a su casa con (el|la|mi|un|una) (hierro|pistola|arma|cuete|fusca|escopeta|machete|cuchillo|45|9|glock|rifle|revolver|fierro|ar|bate)(?= |$)${notBeside(`${JAJA}|a arreglar|pa arreglar|pintar|la grama|cortar|podar|regalo|pastel|comida|pa venderla|vendersela|a devolver|devolverle|prestarle|le preste|se la preste`)}`,
  ]),
  // Round 104 (round 115's santurce2-es: "traigo regalito pa los raters", then "lo q tu sabes. la .45"): a gift for the
  // raters, a wrong the next turn may carry a weapon to.
  ...rules("grievance", "santurce2-es-r115", [
    `(traigo|llevo|tengo|les llevo|le llevo|les tengo|le tengo|voy con) (un )?(regalito|regalo|sorpresa|sorpresita|visitita) (pa|para) (los|el|la|las|esos|ese|esa) (raters?|doctor|doctora|jefe|jefa|supervisor|supervisora|oficina|empleados|examinador|examinadora)(?= |$)${notBeside(`${JAJA}|navidad|cumpleanos|agradec\\w*|gracias|flores|pastel|bizcocho|dulces|galletas|cafe|comida|tarjeta`)}`,
  ]),
  // Round 104 (round 115's ordinary messages read as risk): guns asked of, "me las quitan si me dan rating de PTSD";
  // a 30-page form that "me quiere matar".
  ...rules("benign", "pasadena2-es-r115", [
    `(me |nos )?(las|los|la|lo) (quitan|quitarian|van a quitar|pueden quitar|quitaran) si (me |le |nos )?(dan|dieron|ponen|pusieron|sube|suben|aumentan) (el |un |mi )?(rating|porciento|por ciento|porcentaje|ptsd|100|tept|aumento)(?= |$)${besideWords("pistola|pistolas|rifle|rifles|escopeta|escopetas|armas|arma|12 gauge|45|9mm|glock|ar")}${notBeside(`${JAJA}|matarme|me mato|quitarme la vida|suicid\\w*|pa usarla|usarla conmigo`)}`,
    `(formulario|form|forma|claim|papeleo|proceso|tramite|fila|espera|sistema|pagina|website|aplicacion|llamada)( \\w+){0,5} me (quiere|va a|esta|esta queriendo) matar(?= |$)${notBeside(`me mato|me voy a matar|primero|mejor me|matarme|quitarme la vida|suicid\\w*|pistola|pastillas|soga|puente|ya no quiero|no aguanto|adios|de verdad`)}`,
  ]),
  // Round 105 (round 116's clear risk given the line, from loiza-es and salinas2-es, measured first): "no pienso llegar a
  // esa operacion. tengo como hacerlo en la casa"; "me voy con Dios hoy" after where the VA papers are; "22 al dia
  // dicen, pues hoy me toca a mi"; a husband who "dijo ke ba al
  // cementerio… a matarse"; a husband seen "amarrando una soga en el arbol".
  ...rules("suicide", "salinas2-es-r116", [
    `tengo (como|con que|lo que necesito (pa|para)|lo necesario (pa|para)) hacerlo( en la casa| aqui| aca| ya)?(?= |$)${besideWords("no pienso llegar|no voy a llegar|ya no quiero|no aguanto|matarme|acabar|ya no puedo|me voy a ir")}`,
    `me voy con (dios|diosito|el senor|papa dios|mi senor)( hoy| esta noche| manana| ya| ahora| ahorita)(?= |$)${notBeside(`${JAJA}|misa|iglesia|church|culto|retiro|cuando (dios|el) quiera|algun dia|al cielo algun|cuando me toque|vacaciones|viaje|peregrinacion|cita|trabajo|jale|chamba|doctor|hospital|clinica|gracias por la ayuda|pal|a la|al|escuela|turno`)}`,
    `(22|veintidos|veinte y dos) (al|por|cada) dia( \\w+){0,3} (hoy|manana|esta noche|ya|ahora) me toca( a mi)?(?!( \\w+)? (dar|hablar|presentar|la platica|la charla|el turno|caminar|organizar|leer))(?= |$)${notBeside(`prevencion|platica|charla|caminata|awareness|iglesia|evento|marcha`)}`,
    `(dijo|dice|me dijo|nos dijo) (ke|que|q) (va|ba|iba|se va|se iba|se ba)( \\w+){0,8} a (matarse|suicidarse|quitarse la vida|darse un tiro|pegarse un tiro|darse un balazo|ahorcarse|colgarse)(?= |$)`,
    `(lo|la) (vi|bi|vide|encontre|halle) (amarrando|colgando|atando|poniendo|amarrar|colgar) (una|la|un) (soga|cuerda|reata|mecate|lazo|cable)( en| del| de)?(?= |$)${notBeside(`${JAJA}|hamaca|tendedero|ropa|columpio|toldo|lona|carpa|perro|caballo|vaca|becerro|bote|lancha|troca|carga`)}`,
  ]),
  // Round 105 (round 116's salinas2-es): shotgun shells bought "y ya ni cazo desde hace años. la neta son pa mi": a
  // plan, whatever long-ago years the message gives.
  ...rules("intent", "salinas2-es-r116", [
    `(cartuchos|balas|municion|tiros|cargadores)( \\w+){0,12} (son|es|seran|van a ser) (pa|para) mi(?= |$)${besideWords("(ya )?(ni|no) (salgo a |voy a |he ido a )?caz(o|ar)|adios|ya no aguanto|no quiero seguir")}${notBeside(`campo de tiro|range|poligono|practica|temporada|venado|paloma|pato`)}`,
  ]),
  // Round 105 (round 116's threats given less than 911 first): a brother who "va a 'arreglar las cosas' con el ex… y
  // salió con su pistola"; "ese vato… ya esta muerto, nomas estoy esperando que salga del bar"; "le dije que la iba a
  // matar. Y lo sostengo. Se donde queda esa oficina".
  ...rules("harm", "loiza-es-r116", [
    `(tengo |me dan |me dieron )?ganas de (matarla|matarlo|matarlos|matarlas|ahorcarla|ahorcarlo|acuchillarla|acuchillarlo)(?= |$)${besideWords("cuchillo en la mano|pistola en la mano|machete en la mano|el cuchillo|la pistola|el machete|en el cuello")}${notBeside(`${JAJA}|es un decir|figurado|de broma`)}`,
    `(va a|iba a|fue a|salio a|se fue a|voy a) (arreglar las cosas|arreglar cuentas|ajustar cuentas|cobrarsela|cobrarselas|darle su merecido|darles su merecido)( con \\w+( \\w+){0,4})?(?= |$)${besideWords("pistola|arma|cuete|escopeta|rifle|cuchillo|machete|fusca")}${notBeside(`${JAJA}|abogado|corte|juez|demanda|mediacion|platicar|hablar`)}`,
    `(?<=(^| )(ese|esa|el|ella|este|aquel|ese vato|ese cabron|ese tipo|ese maje|ese wey|ese guey|ese pendejo|\\w+ (que|q) (se metio|me robo|me pego|me hizo|le pego)( \\w+){0,4}) )(ya esta|ya es hombre|es hombre) muerto( \\w+){0,6} (nomas|solo|namas|nada mas) (estoy |toy )?(esperando|espero|aguardando) (que|q) (salga|llegue|pase|venga|se vaya|cierre)(?= |$)${notBeside(`telefono|cel|celular|carro|troca|bateria|motor|grua|computadora|compu|laptop|tele|planta|perro|gato`)}`,
    `(le|les) dije (que|q) (la|lo|los|las) (iba|voy|ibamos) a matar(?= |$)${besideWords("lo sostengo|y lo sostengo|se donde queda|se donde vive|se donde trabaja|lo dije en serio|no era broma")}`,
  ]),
  // Round 105 (round 116's ordinary messages read as risk): "He disparado armas de todo tipo" of a combat veteran asking
  // about a vaccine; "tengo todo listo pa mandar el claim".
  ...rules("benign", "loiza-es-r116", [
    `(tengo|llevo|manejo|estoy trabajando|trabajo|me asignaron) (un|el|este) caso de (suicidio|un suicidio)( de un veterano| de una veterana| de un soldado)?(?= |$)${notBeside(`${JAJA}|mi (hijo|hija|esposo|esposa|papa|mama|hermano|hermana)|yo mismo|yo misma|me voy a|matarme|quitarme la vida`)}`,
    `(he|habia|hemos|ha) disparado (armas|rifles|de todo|todo tipo|morteros|artilleria|ametralladoras|m16|m4)(?= |$)${notBeside(`matarme|quitarme la vida|suicid\\w*|esta noche|hoy|manana|ya no quiero|adios`)}`,
    `(todo|to|toa) listo (pa|para) (mandar|enviar|someter|subir|aplicar|llenar|entregar)( el| la| mi| los| las)? (claim|reclamo|forma|formulario|aplicacion|solicitud|papeles|appeal|apelacion|documentos)(?= |$)`,
  ]),
  // Round 106 (round 117's Spanish clear risk given nothing, from nogales2-es and ponce3-es, measured first): the
  // veterans' cemetery visited "a ver donde me van a poner, pa esta semana ya"; "me doy de baja de esta vida" beside a
  // clean pistol; 60 oxys counted "y si alcanzan"; "si me mato el 15" beside the month's check; "antes de irme, y no
  // hablo de irme de viaje"; "me doy un plomazo"; "esta noche lo termino" after "ya esta bueno".
  ...rules("suicide", "ponce3-es-r117", [
    `(me doy|darme|me voy a dar|me di|me dare) de baja de (esta|la) vida(?= |$)`,
    `me (doy|voy a dar|vo a dar|pego|voy a pegar|meto|voy a meter) (un|el) (plomazo|plomo|escopetazo|cuetazo|fogonazo)(?= |$)${notBeside(`${JAJA}|de tequila|de cafe|trago|shot de`)}`,
    `(esta noche|hoy|manana|ahorita) (lo termino|termino con (todo|esto|esta vida)|le pongo fin|se termina todo)(?= |$)${besideWords("ya esta bueno|ya no aguanto|cargando (la pistola|el arma|la guerra|esto|con esto)|ya basta|se acabo|ya me canse|no puedo mas")}${notBeside(`${JAJA}|mudanza|cajas|piso|pintar|cerca|techo|bano|cocina|formulario|forma|claim|reclamo|papeleo|aplicacion|solicitud|tarea|proyecto|trabajo|turno|libro|serie|novela`)}`,
    `(donde|en donde|adonde|a donde) me van a (poner|enterrar|sepultar|dejar)( \\w+){0,3} (pa|para) (esta semana|este finde|este fin de semana|manana|hoy|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))( ya)?(?= |$)${besideWords("cementerio|tumba|enterr\\w*|sepult\\w*|lapida|nicho|ataud|cenizas")}${notBeside(`cita|vacuna|examen|inyeccion|protesis|placa|suero`)}`,
    `antes de irme( \\w+){0,3} (no hablo de|no me refiero a|y no hablo de) (irme de viaje|un viaje|de viaje|de vacaciones|mudarme|irme pa|irme a)(?= |$)`,
  ]),
  ...rules("intent", "nogales2-es-r117", [
    `(me doy|darme|me voy a dar|me di|me dare) de baja de (esta|la) vida(?= |$)`,
    `(las|los) (conte|cuente|he contado|tengo contadas|tengo contados)( (?!no )\\w+){0,2} (y )?(si |ya )?(alcanzan|me alcanzan|son suficientes|son bastantes|sobran)(?= |$)${besideWords("oxys|oxis|oxy|oxicodonas|pastillas|pildoras|pastis|percocet|xanax|norcos|vicodin|tramadol|gabapentin")}${notBeside(`${JAJA}|farmacia|receta|refill|dosis del mes|pa el mes|pal mes|para el mes|no me alcanzan|no alcanzan|hasta la cita|correo`)}`,
    `si me (mato|suicido|quito la vida) (el|este|el dia|pal|para el) (\\d{1,2}|primero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciseis|diecisiete|dieciocho|diecinueve|veinte|veinti\\w+|treinta|treinta y uno|lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin de semana|finde)(?= |$)`,
  ]),
  // Round 107 (round 118's gravest misses, from brownsville2-es and mayaguez2-es, measured first): an uncle giving away
  // the ranch who "ya arregló su funeral… ya es la otra semana. No está enfermo"; "en la reunion del viernes llevo la 38
  // y se van a acordar de este marine".
  ...rules("suicide", "brownsville2-es-r118", [
    `(ya )?(arreglo|arregle|arreglado|planeo|planee|preparo|prepare|pago|pague|pagado)( todo)?( para)? (su|mi) (funeral|entierro|cremacion|velorio)( \\w+){0,8} (ya es|sera|va a ser) (la otra semana|la proxima semana|esta semana|manana|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)${notBeside(`${JAJA}|esta enfermo de|cancer|hospice|terminal|desahuciado|doctor dice|le dieron|meses de vida|anticipacion|por adelantado|seguro|plan funerario|murio|fallecio|marcador|plot`)}`,
  ]),
  // The same words: a plan with a day, which the gifts or the funeral home do not frame.
  ...rules("intent", "brownsville2-es-r118", [
    `(ya )?(arreglo|arregle|arreglado|planeo|planee|preparo|prepare|pago|pague|pagado)( todo)?( para)? (su|mi) (funeral|entierro|cremacion|velorio)( \\w+){0,8} (ya es|sera|va a ser) (la otra semana|la proxima semana|esta semana|manana|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)${notBeside(`${JAJA}|esta enfermo de|cancer|hospice|terminal|desahuciado|doctor dice|le dieron|meses de vida|anticipacion|por adelantado|seguro|plan funerario|murio|fallecio|marcador|plot`)}`,
  ]),
  ...rules("harm", "mayaguez2-es-r118", [
    `(llevo|voy a llevar|traigo|voy a traer|voy con|me llevo) (la|el|mi) (38|45|9|pistola|cuete|escopeta|rifle|fierro|hierro|machete|glock)( \\w+){0,3} (y )?(se van a acordar|van a ver|se acaban las burlas|van a aprender|me las pagan)(?= |$)`,
  ]),
  // Round 108 (round 119's gravest misses, measured first; only those were read): "si el va cubre el funeral si uno se
  // ahorca? pq es hoy"; a father-in-law's text "ya me voy con tu suegra, perdónenme" after she died last year. (Its code
  // review: never a widow moving in with her daughter, nor a pressure that "se dispara".)
  ...rules("intent", "laredo4-es-r119", [
    `(pq|porque|por que|x q|xq|por q) es (hoy|esta noche|manana|ahorita|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|este (fin|finde|weekend))(?= |$)${besideWords("ahorca|ahorco|ahorcarme|matarme|me mato|se mata|quito la vida|quitarse la vida|suicid\\w*|pega un tiro|pegarse un tiro|pego un tiro|me aviento del|se avienta del")}${notBeside(`${JAJA}|tarea|clase|paper|novela|serie|pelicula|documental|hace \\w+ anos`)}`,
  ]),
  ...rules("thirdPartyDanger", "laredo4-es-r119", [
    `(ya )?me voy (a ir )?con (tu|mi|su) (suegra|suegro|mama|papa|esposa|esposo|viejita|viejito|vieja|viejo|hijo|hija|abuela|abuelo|hermano|hermana|difunta|difunto)(?= |$)${besideWords("murio|fallecio|en paz descanse|que en paz|difunta|difunto|el ano pasado|hace un ano")}${besideWords("perdonenme|perdoname|perdonen|cuida a|cuiden a")}${besideWords("dice|dijo|me mando|mando|escribio|me escribio|mensaje|texto|text")}${notBeside(`${JAJA}|visita|visitar|panteon|cementerio|misa|flores|rosario|aniversario|al doctor|a la cita|de compras|al mercado|a la tienda|de viaje|vacaciones|casa|vivir|mudar\\w*`)}`,
  ]),
  ...rules("farewell", "laredo4-es-r119", [
    `(ya )?me voy (a ir )?con (mi) (esposa|esposo|viejita|viejito|vieja|viejo|difunta|difunto)(?= |$)${besideWords("murio|fallecio|en paz descanse|que en paz|difunta|difunto|al cielo")}${besideWords("perdonenme|perdoname|cuiden|los quiero|adios")}${notBeside(`${JAJA}|dice|dijo|mensaje|mando|escribio|visita|visitar|panteon|cementerio|misa|flores|rosario|aniversario|casa|vivir|mudar\\w*|sola|solo|grupo`)}`,
  ]),
  ...rules("intent", "laredo4-es-r119", [
    `(ya )?me voy (a ir )?con (mi) (esposa|esposo|viejita|viejito|vieja|viejo|difunta|difunto)(?= |$)${besideWords("murio|fallecio|en paz descanse|que en paz|difunta|difunto|al cielo")}${besideWords("perdonenme|perdoname|cuiden|los quiero|adios")}${notBeside(`${JAJA}|dice|dijo|mensaje|mando|escribio|visita|visitar|panteon|cementerio|misa|flores|rosario|aniversario|casa|vivir|mudar\\w*|sola|solo|grupo`)}`,
  ]),
  // Round 108 (round 119's Spanish threats given less than 911 first): "si me la niega no sale vivo nadie de ese cuarto";
  // "q el viernes no vengan a trabajar… es lo unico q voy a decir" of the regional office; "diles a los del va que mejor
  // cierren la clinica el lunes. ya les avise"; "mañana llego temprano y me lo chingo a el y al q se ponga"; "meterme al
  // desfile del 4 de julio con todo y gente"; "ese dia les llevo algo q no se van a olvidar. con balas". (Its code
  // review: "va" is also a verb, so never a context word here; never a man locked in with a gun who "no sale vivo" (his
  // own danger, the crisis reply), a doctor's word, a download ("me la bajo") or a parade float.)
  ...rules("harm", "laredo4-es-r119", [
    `(no (sale|salen|va a salir|van a salir|saldra|saldran|queda) (vivo|vivos|viva|vivas)|no (sale|queda) nadie (vivo|viva)|nadie (sale|va a salir|saldra) (vivo|viva|vivos))(?= |$)${besideWords("si me (la |lo )?(niega|niegan|nega|rechaza|rechazan|quita|quitan)|llevo algo|voy a llevar|les llevo|llevar algo|mi pistola|mi cuete|mi fusca|mi rifle|balas")}${notBeside(`${JAJA}|pelicula|peli|movie|juego|game|serie|libro|novela|de esta vida|de la vida|de este mundo|vivo de aqui|encerr\\w*|dice (que|q)|dijo (que|q)|doctor|doctora|uci|hospital|cuidados|enferm\\w*|calor|matarme|me mato|quitarme la vida`)}`,
    `(que|q|diles|digale|dile|digan|diganle|avisale|avisales)( \\w+){0,8} (no vengan|no vayan|mejor cierren|que cierren|q cierren|cierren|mejor no vengan)( a trabajar| al trabajo| a la oficina| la clinica| la oficina)?(?= |$)${besideWords("del va|de la va|los del va|la gente del va|regional|clinica|oficina|hospital|vamc|cboc")}${besideWords("ya les avise|ya les dije|es lo unico|ultimo aviso|se los adverti|van a ver|se van a acordar|no respondo")}${notBeside(`${JAJA}|huracan|tormenta|hurricane|feriado|holiday|festivo|paro|huelga|strike|protesta|nieve|inundacion|cerrado por|reparaciones|mantenimiento|inventario|enferm\\w*|covid|gripe|vacaciones|apagon|cierre del gobierno|shutdown|temprano|tarde|porque|x q|pq|lluvia|llov\\w*|luz|cancel\\w*|cita|claim|caso|cerrado`)}`,
    `me (lo|la|los|las) (chingo|quiebro|trueno|madreo|quebro|voy a chingar|voy a quebrar|voy a tronar|voy a madrear|vo a chingar)( a (el|ella|ellos|ese \\w+|esa \\w+))?( y (al|a) (que|q|quien) se (ponga|meta|atraviese))?(?= |$)${besideWords("manana|hoy|esta noche|temprano|llego|voy a llegar|corrio|despidio|cuete|pistola|fusca|escuadra|rifle|y al q se ponga|y al que se ponga|a quien se ponga")}${notBeside(`${JAJA}|juego|game|partido|baraja|domino|futbol|carrera|examen|comida|taco|tacos|cerveza|caguama|pizza|torta|pastel|botella|six|pisto|chela|chelas|videojuego|xbox|play|ajedrez|pelea de|boxeo|trabajando|chambeando|jale|estudiando|ejercicio|gym|c p|cita|entrevista|prueba|listo|lista|preparado|preparada`)}`,
    `(agarrar|tomar|agarro|tomo) (la|el) (troca|camioneta|trailer|troka|carro|ranfla|camion)( \\w+){0,2} (y )?(meterme|meterla|meterlo|me meto|echarmela|echarla|echarselo|aventarme|aventarla|tirarme|tirarla|embestir|atropellar)( \\w+){0,2} (al|a la|en el|en la|contra el|contra la|sobre la|sobre el|entre la) (\\w+ )?(desfile|gente|multitud|mercado|plaza|feria|parada|procesion|marcha|pulga|kermes)(?= |$)${besideWords("con todo y gente|la gente|a todos|atropellar|la multitud")}${notBeside(`${JAJA}|bandera|banco de comida|vacuna|carro alegorico|float|participar|marchar con`)}`,
    `(les|le) (llevo|voy a llevar|traigo|voy a traer|caigo con|llego con) (algo|un regalito|una sorpresa|un regalo)( \\w+){0,8} (con balas|con plomo|con la pistola|con el cuete|con la fusca|con la escuadra|con el fierro|de plomo|balas)(?= |$)${notBeside(`${JAJA}|comida|pastel|bizcocho|flores|caza|cazar|venado|escopeta de caza|rancho|tiro al blanco|practica`)}`,
  ]),
  // Round 108 (round 119's Spanish ordinary message given the crisis reply): "el VA y yo tenemos una relacion toxica, yo
  // lo llamo y el no me contesta" is mended in the rule it tripped (family-es); "se disparo el precio de la gasolina" is a
  // rewrite (screen.ts, KILLING_IDIOMS).
  // Round 109 (round 120's gravest misses, measured first; only those were read): "al fin me dio el 100% jaja. ahora si
  // me puedo matar tranquila q papo queda cubierto. ya tengo fecha". (Its code review: never "ya puedo ir tranquilo" or
  // "ya me puedo morir feliz" of good news.)
  ...rules("suicide", "guaynabo-es-r120", [
    `((ahora si|ya|ahora ya) (me puedo|puedo) (matar|matarme|suicidar|suicidarme|quitar la vida|quitarme la vida|morir(?! (feliz|felices|contento|contenta|de gusto|de felicidad|de alegria)))|(ahora si|ahora ya) me mato)( tranquil[oa]| en paz| sin pena| sin culpa)?(?= |$)${besideWords("cubiert[oa]|queda cubiert[oa]|quedan cubiert[oa]s|tengo fecha|tengo la fecha|dic|cobre|cobra|cobran|al 100|el 100")}${notBeside(`de la risa|de hambre|de sueno|de cansancio|de verguenza|de felicidad|de alegria`)}`,
  ]),
  // Round 109 (round 120's Spanish ordinary messages given the crisis reply): a school director who says "estamos
  // muertos" if the Chapter 35 forms are late; "mi esposa me va a colgar si no encuentro su DD-214" is mended in the rule
  // it tripped (es-r2), and "el drill de este weekend me mato" is a rewrite (screen.ts, KILLING_IDIOMS).
  ...rules("benign", "hidalgo-es-r120", [
    `(dice|dijo|decia|dicen) (que )?(estamos|estan) (muertos|muertas|fritos|fritas) si( no)?(?= |$)${notBeside(`${JAJA}|matarme|me mato|quitarme la vida|suicid\\w*|pistola|pastillas|soga|puente|adios|ya no (quiero|aguanto)|cartas?|regale|sentido|no puedo mas|cuete|arma|morir|morirme`)}`,
  ]),
  // Round 109 (round 120's Spanish threats given less than 911 first): "me la paso imaginando entrar al regional office y
  // hacerlos pagar a todos. ya medi cuanto hay del parking a la puerta"; "ya tengo dibujado el plano de la oficina del
  // VSO y donde esta el escritorio del q perdio mis papeles… pal lunes"; an ex who "dice q viene con la pistola". (Its
  // code review: never a ramp or a parking fee measured, a clinic's map to find the lab, a copay to pay, a machete to
  // clear the yard or a shotgun brought to be registered; a nervous "jaja" does not take a plan away.)
  ...rules("harm", "hidalgo-es-r120", [
    `(hacerlos|hacerles|hacerle|hacerla|hacerlas) pagar( a todos| a todas| a esos| a ellos| todos)?(?= |$)${besideWords("entrar al|entrar a la|regional|oficina|clinica|parking|estacionamiento|puerta")}${besideWords("imaginando|imagino|medi|plano|pistola|balas|cuete|fusca|rifle|calculado")}${notBeside(`demanda|abogado|lawyer|queja|complaint|corte|legal|back pay|retroactivo|intereses|la renta|cobrar|multa|deuda|impuestos|seguro`)}`,
    `(ya )?(medi|conte|cronometre|calcule) (cuanto|cuantos pasos|los pasos|la distancia|cuantos metros|cuantos segundos)( \\w+){0,3} (del parking|del estacionamiento|de la puerta|a la puerta|al escritorio|a la entrada|hasta la puerta)(?= |$)${besideWords("hacerlos pagar|pagar a todos|balas|pistola|cuete|fusca|rifle|entrar|imaginando|imagino|van a ver|se van a acordar")}${notBeside(`silla de ruedas|andador|caminar|rodilla|cadera|terapia|fisio\\w*|ada|accesib\\w*|baston|muletas|protesis|rampa|bano|grant|hisa|cobran|cobra|dolares|espalda|duele`)}`,
    `(ya )?(tengo|hice|tengo hecho|tengo dibujado) (dibujado |hecho )?(el )?(plano|mapa|croquis)( \\w+){0,4} (oficina|clinica|regional|va|vso|edificio|escuela|iglesia)(?= |$)${besideWords("escritorio del|escritorio de la|donde (se sienta|trabaja) (el|la) (que|q)|todo calculado|las salidas|guardias|camaras")}${notBeside(`remodel\\w*|arquitect\\w*|mudanza|proyecto|clase|tarea|incendio|evacuacion|simulacro|ada|accesib\\w*|silla de ruedas|nuev[oa] oficina|demencia|laboratorio|cita`)}`,
    `(dice|dijo|me dijo|me escribio|me texteo) (que|q) (viene|va a venir|anda|ya viene|se viene) (con|pa ca con|para aca con) (la|una|su|el) (pistola|arma|cuete|fusca|rifle|escuadra|escopeta)(?= |$)${notBeside(`${JAJA}|cazar|caza|venado|palomas|tiro al blanco|practica|campo de tiro|range|limpiar|vender|empe\\w*|armero|registr\\w*|abuelo|herencia|heredo`)}`,
  ]),
  // Round 110 (round 121's gravest misses, measured first; only those were read): the veterans' cemetery "voy a visitar
  // a mi carnal y me voy a quedar con el, ya traigo con q". (Its code review: never a pension or a share of a house kept,
  // or grandchildren taken in.)
  ...rules("suicide", "oxnard2-es-r121", [
    `(me voy a quedar|me quedo|ahi me quedo|alla me quedo) con (el|ella)( ahi| alla| pa siempre| para siempre)?(?= |$)${besideWords("cementerio|panteon|tumba|lapida|enterrado|sepultado|murio|fallecio")}${besideWords("ya traigo con (q|que)|traigo con (q|que)|ya tengo con (q|que)|pa siempre|para siempre")}${notBeside(`${JAJA}|un rato|un ratito|la tarde|todo el dia|hasta que cierren|hasta las \\d+|flores|misa|rosario|aniversario|pension|dic|casa|parte|nietos`)}`,
  ]),
  ...rules("intent", "oxnard2-es-r121", [
    `(me voy a quedar|me quedo|ahi me quedo|alla me quedo) con (el|ella)( ahi| alla| pa siempre| para siempre)?(?= |$)${besideWords("cementerio|panteon|tumba|lapida|enterrado|sepultado|murio|fallecio")}${besideWords("ya traigo con (q|que)|traigo con (q|que)|ya tengo con (q|que)|pa siempre|para siempre")}${notBeside(`${JAJA}|un rato|un ratito|la tarde|todo el dia|hasta que cierren|hasta las \\d+|flores|misa|rosario|aniversario|pension|dic|casa|parte|nietos`)}`,
  ]),
  // Round 110 (round 121's Spanish threats given less than 911 first): a husband, "muy alterado", who "cargó la escopeta
  // en la camioneta" to go to the doctor's house "y le va a enseñar"; "me tiene agarrada del brazo con el machete"; a
  // brother "con un cuchillo y está amenazando a mi esposo"; a landlord with a bat who "dice que me va a romper la
  // cabeza"; "el primero que me diga que espere se lo lleva" with the revolver; "afuera de su canton con el cuete en la
  // guantera"; "voy a darles su merecido a todos los q me negaron ya traigo con q". (Its code review: never arthritis
  // that "me tiene agarrada la mano", a rifle aimed at a deer, a surgeon who will open the head, a complaint carried, or
  // a rifle taken away to be stored.)
  ...rules("harm", "cidra-es-r121", [
    `(cargo|metio|subio|echo|puso) (la|el|su) (escopeta|rifle|pistola|arma|cuete|revolver)( \\w+){0,2} (en|a) (la|el|su) (camioneta|troca|carro|truck|guagua|pickup)(?= |$)${besideWords("va a ir a la casa|le va a ensenar|les va a ensenar|va a ir a buscar|alterado|se las va a pagar|va pa casa de|va pa la casa de")}${notBeside(`cazar|caza|venado|palomas|tiro al blanco|practica|campo de tiro|vender|armero|limpiar|registr\\w*|guardar\\w*|guardarlo|guardarla|entregar\\w*|safe`)}`,
    `me tiene (agarrad[oa]|sujetad[oa]) (del|de la|por el|por la) (brazo|cuello|pelo|mano|cabeza)( \\w+){0,4} (con|y tiene|y) (el|la|un|una|su) (machete|cuchillo|pistola|arma|cuete|escopeta|rifle|navaja|bate)(?= |$)${notBeside(`artritis|dolor|finca|cana|cocin\\w*|rating|pelar`)}`,
    `(llego|vino|entro|esta|anda|se metio)( \\w+){0,3} con (un|una|el|la|su) (cuchillo|machete|pistola|arma|cuete|escopeta|rifle|navaja|bate|fusca)( \\w+){0,3} (y )?(esta |anda )?(amenazando|amenazandolo|amenazandola|amenazandonos|apuntando a (mi|mis|su|sus|mis|nosotros|todos)|apuntandole|apuntandome|apuntandonos)(?= |$)${notBeside(`pelicula|serie|novela|sueno|hace \\w+ anos|en irak|en afganistan|en vietnam|venado|cazar|caza|palomas|agua|juguete|nerf|paintball`)}`,
    `(dice|dijo) (que|q) me va a (romper|partir|quebrar|reventar|abrir) la (cabeza|cara|madre|boca)(?= |$)${besideWords("bate|tubo|pistola|cuchillo|machete|arma|cuete|right there|ahi esta|aqui esta|hallway|pasillo|afuera")}${notBeside(`${JAJA}|broma|jugando|doctor|doctora|cirujano|neurocirujano|cirugia|operacion|tumor|hospital|medico`)}`,
    `(el|la) (primero|primera|primer \\w+) (que|q) me (diga|hable|niegue|grite|toque|haga esperar)( \\w+){0,4} (se lo lleva|se la lleva|se lo carga|se la carga|se muere|se las ve conmigo)(?= |$)${besideWords("revolver|pistola|cuete|fusca|arma|escopeta|rifle|machete|cuchillo")}`,
    `(aqui estoy|estoy|ando|aqui ando|ya estoy) (afuera|enfrente|frente|parado|estacionado) (de|a) su (canton|casa|trabajo|chamba|jale|depa|apartamento)( \\w+){0,4} (con|y traigo|traigo) (el|la|mi) (cuete|pistola|fusca|escuadra|arma|rifle|escopeta|9|38|45|cuerno)(?= |$)${notBeside(`foto|abuelo|coleccion`)}`,
    `(voy a darles|les voy a dar|voy a darle|le voy a dar) su merecido(?= |$)${besideWords("traigo con (q|que)|ya traigo|pistola|cuete|fusca|balas|arma|rifle|escopeta")}${notBeside(`${JAJA}|queja|abogado|demanda|carta|review|resena|congresista`)}`,
  ]),
  // Round 111 (round 122's gravest misses, measured first; only those were read): "me compre una 12 gauge en el swap
  // meet y no es pa cazar"; "boy a guiar el jeep por la cuesta de la 371 y no frenar"; "el domingo me boy con dios por
  // mi cuenta". (Its code review: never a shotgun for the coyotes, a drive "y no parar hasta el paso", or leaving a
  // church "pa irme con dios por mi cuenta, sin pastor".)
  ...rules("intent", "fresno2-es-r122", [
    `(y |pero )?(no es|no son|no la quiero|no lo quiero) (pa|para) (cazar|caceria|la caza|ir de caceria|venado|tirar al blanco|el rancho)(?= |$)${besideWords("12 gauge|12|escopeta|pistola|rifle|cuete|arma|balas|municion|me compre|compre")}${notBeside(`${JAJA}|es (pa|para) (tiro|tirar|el rancho|proteccion|la casa|coleccion|practica|deporte|skeet|vender|defensa|los coyotes|las gallinas|los animales|las culebras)|coyotes|gallinas|culebras|animales|defensa|coleccion|registr\\w*|regalo|herencia`)}`,
  ]),
  ...rules("suicide", "yauco2-es-r122", [
    `(voy|vo|me voy) a (guiar|manejar|meterle|agarrar)( \\w+){0,9} (y no|sin) (frenar|meter el freno)(?= |$)${besideWords("cuesta|curva|puente|barranco|precipicio|risco|pared|muro|arbol|poste|acantilado")}${notBeside(`${JAJA}|frenos? (malos|fallan|no sirven|se fueron|se dano)|sin frenos|mecanico|taller|gasolina|semaforo|multa|ticket`)}`,
    `me (voy|vo|ire) con dios por mi (cuenta|propia mano|mano|propia cuenta)(?= |$)${notBeside(`iglesia|pastor|religion|misa|congregacion|templo`)}`,
  ]),
  // Round 111 (round 122's Spanish threats given less than 911 first): "boy a ir al hospital de beteranos… con mi 45 y
  // boy a acer un disparate que salga en el periodico"; "quiero traer la pistola de mi tío a la clase del lunes pa q sepa
  // lo q es miedo"; "pa bisitarlo con el 38"; a husband with a machete who "dice… que me va a cortar". (Its code review:
  // never 45 days' wait, a water pistol for children's day, or a pension the VA "va a cortar".)
  ...rules("harm", "yauco2-es-r122", [
    `(que|q) (salga|sale|saldra) en (el periodico|los periodicos|las noticias|la tele|el noticiero)(?= |$)${besideWords("mi 45|mi 38|la 45|la 38|pistola|arma|cuete|escopeta|rifle|fusca|disparate|masacre")}${besideWords("hospital|va|oficina|clinica|regional|beteranos|veteranos")}`,
    `(traer|llevar|llevarme|traerme)( \\w+)? (la|el|una|mi) (pistola|arma|cuete|rifle|escopeta|fusca)( \\w+){0,4} (a la|al|a el) (clase|escuela|universidad|colegio|salon|trabajo|oficina|clinica)(?= |$)${besideWords("pa q sepa|para que sepa|pa que sepa|lo q es miedo|lo que es miedo|se van a acordar|van a ver|pa asustar")}${notBeside(`${JAJA}|agua|juguete|dia del nino|disfraz|halloween|risa|obra|teatro`)}`,
    `(pa|para|a|voy a) (visitarlo|bisitarlo|visitarla|bisitarla|buscarlo|caerle|llegarle) con (el|la|mi) (38|45|9|pistola|cuete|fusca|escopeta|rifle|escuadra|machete)(?= |$)${notBeside(`cazar|caza|limpiar|vender|armero`)}`,
    `(dice|dijo|me dijo|esta diciendo|me esta diciendo)( \\w+){0,6} (que|q) me (va|iba) a (cortar|matar|picar|machetear|apunalar|disparar|quemar|ahorcar)(?= |$)${besideWords("machete|cuchillo|pistola|arma|cuete|escopeta|rifle|navaja")}${notBeside(`${JAJA}|broma|jugando|doctor|doctora|cirujano|cirugia|operacion|pelo|barbero|peluquer\\w*|pension|servicio|luz|agua|beneficios|cheque|compania|cable|telefono|hereda`)}`,
  ]),
  // Round 112 (round 123's gravest misses, measured first; only those were read): "si alguien muere en un accidente
  // de carro el seguro paga igual verdad?? pregunto pa mañana temprano"; "ya no voy a amanecer mañana ya lo platiqué
  // con la virgen" beside the widow's pension and a funeral; "eso era lo ultimo q me faltaba. ya puedo irme tranquilo
  // esta noche" (after a VGLI beneficiary changed). (Its code review: never an appointment, a class or an office the
  // question is for, a form thanked for, a trip or a move.)
  ...rules("intent", "ponce4-es-r123", [
    `si (alguien|uno|una persona|yo|un veterano|un vet)( se)? (muere|muero|me muero|mueren) en (un|una) (accidente|choque|crash)( de (carro|auto|troca|moto|motora|camion|transito))?( \\w+){0,8} (pregunto|es|lo necesito|necesito saber|tengo que saber)( \\w+)? (pa|para|antes de) (manana|hoy|esta noche|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)${notBeside(`${JAJA}|murio|fallecio|falleci\\w*|tuvo un accidente|tuvo un choque|el ano pasado|hace \\w+ (anos|meses)|en (19|20)\\d\\d|mi (papa|mama|hermano|hermana|hijo|hija|esposo|esposa|primo|tio|tia|abuelo|abuela) (murio|fallecio)|cita|agente|examen|clase|tarea|curso|escuela|maestr[oa]|profesor\\w*|oficina|reunion|seminario|taller`)}`,
    `(ya )?(puedo|me puedo) (irme|ir me) (tranquil[oa]|en paz)( \\w+)? (esta noche|manana|este fin( de semana)?|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)${besideWords("lo ultimo (que|q) me faltaba|beneficiari\\w*|vgli|sgli|seguro de vida|todo arreglado|papeles en orden")}${notBeside(`${JAJA}|a la casa|pa la casa|para la casa|a mi casa|de vacaciones|viaje|vuelo|al trabajo|a trabajar|turno|a dormir|al hospital|cirugia|operacion|al aeropuerto|a la playa|de pesca|al juego|a la fiesta|al baile|formulario|por la ayuda|la ayuda`)}`,
  ]),
  ...rules("intent", "harlingen2-es-r123", [
    `(ya )?no (voy a|vo a|voa|boy a) amanecer(?!( manana)? (bien|temprano|a tiempo|de buenas|con ganas|cansad[oa]|crud[oa]|desvelad[oa]|trabajando|en|aqui|aca|alla)( |$))( manana)?(?= |$)${besideWords("ya lo platique|ya lo hable|con la virgen|con dios|funeral|entierro|pension de viuda|ya lo decidi|pastillas|me voy a tomar")}${notBeside(`${JAJA}|dicen los doctores|el doctor dice|el doctor dijo|la doctora dice|la doctora dijo|hospicio|hospice|cancer|terminal|desahuci\\w*|turno de noche|fiesta|velada|desvelo|desvelada|desvelado|viaje|mudanza|me mudo|me voy de viaje`)}`,
  ]),
  // Round 112 (round 123's threats given less than 911 first): "le voy a prender fuego a la clinica del VA de ponce
  // con el doctor ese adentro"; "el vato ese q anda con la adriana no amanece. ya tengo todo listo"; "voy a ir a la
  // escuela de mis hijos a sacarlos y al q se meta le disparo". (Its code review: never a truck run hard, a house the
  // firemen burn for training, or a sick relative who will not last the night.)
  ...rules("harm", "ponce4-es-r123", [
    `(le |les )?(voy a|vamos a|va a|van a|vo a|voa) (prender|pegar) (fuego|candela)( a| en)? (la|el|esa|ese|esta|este) (clinica|oficina|hospital|va|edificio|casa|carro|troca|negocio|iglesia|escuela|cuartel)(?= |$)${notBeside(`${JAJA}|basura|hojas|yerba|hierba|monte|maleza|fogata|parrilla|bbq|barbacoa|asador|lena|chimenea|velas?|incienso|papeles viejos|fuegos artificiales|cohetes|bomberos|entrenamiento|quema controlada|simulacro|practica|motor`)}`,
    `(al|a el|a quien|a cualquiera|el|quien|cualquiera) (que|q) se (meta|atraviese|ponga|oponga|interponga|me ponga)( \\w+){0,2} (le|lo) (disparo|doy un balazo|doy un tiro|pego un tiro|meto un tiro|meto un balazo|parto|rajo|mato|quiebro|tumbo|bajo)(?= |$)${notBeside(`${JAJA}|juego|partido|video|dominos|domino|pelota|futbol|basket|softbol|beisbol|cartas|baraja|pesca|venado|caceria`)}`,
  ]),
  ...rules("harm", "harlingen2-es-r123", [
    `(ese|el|al|a ese|a el) (vato|wey|guey|cabron|bato|tipo|desgraciado|maldito|infeliz|culero|pendejo|hijo de \\w+)( \\w+){0,6} no (amanece|llega a manana|ve el sol|pasa de hoy|pasa de esta noche|vuelve a ver el sol)(?= |$)${besideWords("ya tengo todo listo|ya tengo todo|ya traigo|ya tengo con (q|que)|cuete|pistola|fierro|fusca|escuadra|arma|la 9|se las va a ver|me las paga|me la paga|lo voy a|lo mato|le doy")}${notBeside(`${JAJA}|hospicio|hospice|cancer|enfermo|enfermedad|grave|terapia intensiva|icu|uci|respirador|oxigeno|fiebre|covid|infarto|derrame|malito|malita|santos oleos|velorio|el perro|el gato|la vaca|el caballo|el pollo|el gallo`)}`,
  ]),
  // Round 113 (round 124's threats given less than 911 first): "Cuando el doctor del C&P salga de la clínica lo voy a
  // estar esperando. Ese no le vuelve a mentir a ningún veterano"; "Tengo la escopeta y hoy voy a buscarlo"; "los
  // cobradores de juarez estan afuera de la obra armados y me dijeron que hoy no salgo vivo".
  ...rules("harm", "caguas2-es-r124", [
    `cuando (el|la|ese|esa)( \\w+){0,5} (salga|sale|llegue|llega|termine)( \\w+){0,4} (lo|la|los|las) (voy a estar|vamos a estar|voy a|vamos a) (esperando|esperar)(?= |$)${besideWords("no le vuelve a (mentir|negar|robar|hacer|joder)|no vuelve a (mentir|negar|robar|hacer|joder)|ya no va a (mentir|negar|robar|hacer|joder|burlarse)|se va a arrepentir|me las paga|me la paga|cuete|pistola|escopeta|machete|arma|fierro|ajustar cuentas|arreglar cuentas")}${notBeside(`${JAJA}|cheque|pago|deposito|paquete|carta|correo|pa darle las gracias|para darle las gracias|con flores|con comida|con un regalo|pa preguntarle|para preguntarle|pa hablar|para hablar|con los papeles|con mis papeles`)}`,
    `(tengo|traigo|agarre|ya tengo|cargo) (la|el|mi|una|un) (escopeta|pistola|rifle|cuete|fusca|arma|machete|fierro|45|9|escuadra)( \\w+){0,3} (voy|vamos|salgo|me voy) a (buscarlo|buscarla|buscarlos|cazarlo|cazarla|encontrarlo|encontrarla|visitarlo|visitarla)(?= |$)${notBeside(`${JAJA}|venado|venados|caceria|palomas|patos|conejos|coyotes|tiro al blanco|campo de tiro|range|limpiarla|limpiarlo|armero|venderla|venderlo|empenarla`)}`,
  ]),
  ...rules("harm", "elpaso2-es-r124", [
    `(estan|esta|andan|anda)( \\w+){0,2} (afuera|enfrente|en la puerta|alla afuera|aqui afuera)( (de|del) (la|el|mi)( \\w+){1,2})? (armados|armado|con pistola|con pistolas|con armas|con cuetes|con rifles)(?= |$)${besideWords("me dijeron|me dijo|me amenaz\\w*|amenaz\\w*|me quieren|vienen por mi|por mi|no salgo|matar\\w*|dinero|debo|deuda|cobradores|narcos|sicarios|me buscan|me estan buscando")}${notBeside(`${JAJA}|pelicula|serie|sueno|pesadilla|video|juego|hace \\w+ anos|en (19|20)\\d\\d|irak|afganistan|guardia|seguridad|policias?|soldados|militares|cazadores|temporada|agua|escolta|honor|funeral|desfile|ceremonia|saludo`)}`,
    `(me dijeron|me dijo|me dicen|dicen|me avisaron) (que )?(hoy|esta noche|de aqui|de esta) no (salgo|sales|sale) vivo(?= |$)${besideWords("armados|armado|pistola|pistolas|cuete|cuetes|cobradores|debo|deuda|dinero|narcos|sicarios|me amenaz\\w*|afuera")}${notBeside(`${JAJA}|pelicula|serie|juego|chiste|trabajo extra|turno|overtime|horas extras|doble turno|doctor|doctora|cancer|cirugia|operacion|papeleo|oficina|fila|cola|trafico|tramite`)}`,
  ]),
  // Round 114 (round 125's gravest misses, measured first; only those were read): "keishla si lees esto no entres al
  // taller, llama a la policia primero"; threats: "voy a entrar al hospital de veteranos a hacer un reguero pa q todos
  // sepan lo q se siente"; "mañana cuando abra el taller le tengo un machetazo preparao"; shots outside, "toy en el piso,
  // alguien q llame"; a husband in a flashback who "me agarró del cuello, ahorita tiene un cuchillo y no me reconoce";
  // "voy a ir a la de houston con gasolina y un cerillo".
  ...rules("suicide", "mayaguez3-es-r125", [
    `(si lees esto|si estas leyendo esto|cuando leas esto|si ves esto)( \\w+){0,6} no (entres|entren|subas|suban|abras|abran|vengas|vengan|mires|pases)( \\w+){0,4}(?= |$)${besideWords("llama a la policia|llama al 911|llamen a la policia|llamen al 911|la policia primero")}${notBeside(`${JAJA}|sorpresa|regalo|fiesta|desorden|tiradero|pintura|pintando|fumig\\w*|plaga|perro|gato|piso mojado|cumpleanos|navidad|ladron|ladrones|robaron|se metieron|se metio|alguien adentro|intruso|ratero|ruido|dormida|dormido|escuchas|algo raro|gas|olor|avispas|panal|abejas|culebra|serpiente|fuga|inundacion|agua|mojado|cables?|electric\\w*`)}`,
  ]),
  ...rules("harm", "mayaguez3-es-r125", [
    `(voy a|vamos a) (entrar|meterme|ir|llegar)( \\w+){0,5} a hacer un (reguero|tiroteo|masacre|matazon|matadero)(?= |$)${besideWords("(pa|para) (q|que) (todos|todo el mundo) (sepan|sientan|vean)|lo (q|que) se siente|cuete|pistola|rifle|arma|balas|escopeta")}${notBeside(`${JAJA}|fiesta|limpi\\w*|cocina|pintura|baile|protesta|marcha|queja|bocinas|banderas|musica|parque|desfile`)}`,
    `le tengo (un|una) (machetazo|balazo|plomazo|navajazo|cuchillazo) (preparado|guardado|listo|reservado)(?= |$)${notBeside(`${JAJA}|chiste|broma|juego|domino|partido|4 de julio|ano nuevo|fuegos|cohetes?`)}`,
    `((estan|andan|anda|esta|estaban) (dando|tirando|echando|pegando|disparando)|empezaron a (dar|tirar|echar|pegar|disparar)) (tiros|balazos|plomo|bala|balas)(?= |$)${besideWords("afuera|en la calle|aqui|en el piso|tirad[oa]|alguien (q|que) llame|llamen|ayuda|escondid[oa]s?|ahorita")}${notBeside(`${JAJA}|pelicula|juego|video|fuegos artificiales|cohetes|caceria|cazando|campo de tiro|practica|range|hace \\w+ (anos|meses)|en (19|20)\\d\\d|irak|afganistan|ano nuevo|fin de ano|navidad|canasta|partido|liga|futbol|basket|pelota|gol|porteria`)}`,
  ]),
  ...rules("harm", "pharr3-es-r125", [
    `me (agarro|agarra|apreto|aprieta|tomo) (del|el|por el) (cuello|pescuezo)(?= |$)${besideWords("cuchillo|navaja|machete|pistola|arma|no me reconoce|ahorita|estoy con (la|el|los|las) (nina|nino|ninos|ninas|bebe|nene|nena)|en el carro|escondid[oa]")}${notBeside(`${JAJA}|perro|perrito|gato|gatito|chiste|masaje|abrazo|abrazarme|jugando|pelicula|nieto|nieta|bebe|la nena me|el nene me|la nina me|el nino me|mi hija me|mi hijo me|viendo tele|no me soltaba|dolor|artritis|torticolis|calambre|espasmo|terapeuta|quiropractico|fisioterapia|doctor|doctora|enfermera`)}`,
    `(voy a ir|voy|vamos|me voy|voy a llegar)( \\w+){0,6} con (gasolina|un galon de gasolina|un bidon de gasolina|un bote de gasolina) y (un cerillo|cerillos|un encendedor|encendedor|fosforos|un lighter|lighter|una mecha)(?= |$)${notBeside(`${JAJA}|${ES_WISH_TO_DIE}|ya no aguanto|ya no puedo|quemarme|prenderme|me voy a quemar|me prendo|matarme|morirme|me mato|parrillada|carne asada|asador|fogata|basura|hojas|lancha|planta electrica|generador|cortadora|maleza|monte|yerba|hierba|zacate|rastrojo|solar|rancho|estufa|lena|cabana|chimenea|calentador`)}`,
  ]),
  // Round 115 (rounds 126 and 127's gravest misses, measured first; only those were read): "no llamen a nadie, solo
  // quiero saber si el funeral militar es gratis xq lo estoy planificando yo mismo pa este fin de semana"; and in
  // conversations, "no fue accidente, me la ise yo y voy a seguir"; a brother who "lo tiene todo planificado para después
  // del turno" and goes armed; "todavia no. soy yo. esta noche" after a question about a burial; "La traigo en la
  // cintura" after a yes. (Its code review: never an old veteran who plans his own funeral with no day near, someone else
  // who signs tomorrow, or a form carried along.)
  ...rules("afterMe", "bayamon3-es-r126", [
    `(lo estoy|estoy|lo ando|ando|lo voy) (planificando|planeando|organizando|preparando|arreglando) yo mism[oa](?= |$)${besideWords("funeral|entierro|velorio|sepelio|cementerio")}${besideWords("(pa|para) (este|el) (fin de semana|finde|sabado|domingo|lunes|martes|miercoles|jueves|viernes)|esta noche|manana|no llamen|no le digan|no avisen")}${notBeside(`${JAJA}|(de|del) (mi|mis|su|sus) (papa|mama|padre|madre|esposo|esposa|abuel\\w*|tio|tia|herman\\w*|hij\\w*|suegr\\w*|primo|prima|vieja|viejo|jefe|jefa|amigo|amiga|compadre|comadre)`)}`,
  ]),
  ...rules("intent", "bayamon3-es-r126", [
    `(lo estoy|estoy|lo ando|ando|lo voy) (planificando|planeando|organizando|preparando|arreglando) yo mism[oa](?= |$)${besideWords("funeral|entierro|velorio|sepelio|cementerio")}${besideWords("(pa|para) (este|el) (fin de semana|finde|sabado|domingo|lunes|martes|miercoles|jueves|viernes)|esta noche|manana|no llamen|no le digan|no avisen")}${notBeside(`${JAJA}|(de|del) (mi|mis|su|sus) (papa|mama|padre|madre|esposo|esposa|abuel\\w*|tio|tia|herman\\w*|hij\\w*|suegr\\w*|primo|prima|vieja|viejo|jefe|jefa|amigo|amiga|compadre|comadre)`)}`,
  ]),
  ...rules("thirdPartyDanger", "bayamon3-es-r126", [
    `(lo )?tiene todo (planificado|planeado|listo|arreglado|pensado)( (para|pa) (despues|luego|esta noche|manana|el \\w+)( \\w+){0,3})?(?= |$)${besideWords("armado|armada|pistola|arma|cuete|pastillas|soga|no es para mi|no es pa mi")}${notBeside(`${JAJA}|fiesta|boda|viaje|vacaciones|mudanza|cumple\\w*|quinceanera|graduacion|reunion|cita|claim|reclamo|papeles`)}`,
  ]),
  ...rules("suicide", "utuado-es-r127", [
    `no fue (un )?accidente( \\w+){0,3} (me (la|lo) (hice|ise|hize|di)|(la|lo) (hice|ise|hize) yo)( yo)?(?= |$)${besideWords("voy a seguir|lo voy a seguir|lo vuelvo a hacer|lo voy a volver a hacer|otra vez|me la voy a hacer|me voy a seguir")}`,
  ]),
  ...rules("intent", "utuado-es-r127", [
    `no fue (un )?accidente( \\w+){0,3} (me (la|lo) (hice|ise|hize|di)|(la|lo) (hice|ise|hize) yo)( yo)?(?= |$)${besideWords("voy a seguir|lo voy a seguir|lo vuelvo a hacer|lo voy a volver a hacer|otra vez|me la voy a hacer|me voy a seguir")}`,
  ]),
  ...rules("afterMe", "salinas3-es-r126", [
    `^(todavia|aun|aunque) no( \\w+)? soy yo(?! (quien|el que|la que|que|su|tu)( |$))( \\w+){0,2} (esta noche|hoy|manana|este fin( de semana)?|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)`,
  ]),
  ...rules("intent", "salinas3-es-r126", [
    `^(todavia|aun|aunque) no( \\w+)? soy yo(?! (quien|el que|la que|que|su|tu)( |$))( \\w+){0,2} (esta noche|hoy|manana|este fin( de semana)?|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)`,
  ]),
  ...rules("atHand", "edinburg2-es-r127", [`^(si )?(la|lo) (traigo|tengo|cargo) (en la cintura|fajada|fajado)(?= |$)`]),
  // Round 115 (rounds 126 and 127's ordinary messages given the crisis reply, and a conversation that ends with no risk):
  // a cut "con el machete desyerbando el cafe" stitched at the CDT; a late husband's shotgun to hand in "de forma segura";
  // "algun programa pa guardar armas... la nieta viene a vivir conmigo". Never beside a wish to die or a threat (its code
  // review: "quiero entregar mi pistola... porque ya no puedo mas y tengo ganas de acabar con todo").
  ...rules("benign", "utuado-es-r127", [
    `me (corte|corto|lastime|heri|raje) (con|cortando|picando) (el|la|un|una|mi) (machete|cuchillo|navaja|sierra|serrucho|hacha|lata|vidrio|cuchilla|trimmer|podadora)( \\w+){0,3} (desyerbando|trabajando|cocinando|cortando|limpiando|picando|pelando|podando|chapeando|arreglando|en la finca|en el trabajo|en el patio|en la cocina)(?= |$)${notBeside(`${JAJA}|${ES_NOT_SAFE_TO_STORE}`)}`,
    `(vender|venderla|venderlo|entregar|entrego|entregarla|entregarlo|entregamos|deshacerme|deshacernos|donar|donarla|donarlo|dono)(( \\w+){0,12} (de forma segura|de manera segura|con seguridad|sin peligro|a la policia|al sheriff)|( \\w+){0,12} (la|lo) (recibe|reciben|acepta|aceptan) (el sheriff|la policia))(?= |$)${besideWords("escopeta|pistola|rifle|arma|armas|revolver")}${notBeside(ES_NOT_SAFE_TO_STORE)}`,
    `(programa|programas|donde|como|candados?|caja fuerte|cajas fuertes)( \\w+){0,3} (pa|para|de)? ?(guardar|asegurar|almacenar|encerrar|trancar) (las |mis |sus |el |la |mi |los )?(armas|arma|pistola|pistolas|rifle|rifles|escopeta|escopetas|revolver)(?= |$)${notBeside(`${JAJA}|${ES_NOT_SAFE_TO_STORE}`)}`,
  ]),
  ...rules("past", "utuado-es-r127", [
    `me (corte|corto|lastime|heri|raje) (con|cortando|picando) (el|la|un|una|mi) (machete|cuchillo|navaja|sierra|serrucho|hacha|lata|vidrio|cuchilla|trimmer|podadora)( \\w+){0,3} (desyerbando|trabajando|cocinando|cortando|limpiando|picando|pelando|podando|chapeando|arreglando|en la finca|en el trabajo|en el patio|en la cocina)(?= |$)${besideWords("me cosieron|puntos|sutura\\w*|emergencia|cdt|hospital|clinica|cubre|pago")}${notBeside(`${JAJA}|${ES_NOT_SAFE_TO_STORE}`)}`,
  ]),
  // Round 115 (rounds 126 and 127's threats given less than 911 first): "lo quiero visitar con mi amigo smith & wesson";
  // "esta noche le boy a sacar el revolver y se acabo el problema"; "voy a ir a hablarle con el revolber"; "El que golpeó a
  // la señora en la brecha lo voy a buscar fuera de servicio. No llega a corte"; "mi esposo me agarró del cuello y el rifle
  // está en la mesa... me encerré en el baño"; and in a conversation, "pa llevarles un regalito de 9 milimetros". (Its code
  // review: never a friend named Colt seen at the hospital, a gift of 45 dollars, 38 years married, a 45 percent rating, a
  // rifle taken out for a grandson's deer hunt, a knife for the turkey, a court date for an abuser, or a cramp.)
  ...rules("harm", "salinas3-es-r126", [
    `(visitar|visitarlo|visitarla|ver|verlo|verla|saludar|saludarlo|saludarla|hablar|platicar|caerle|llegarle|presentarle)( \\w+){0,3} con mi (amigo|compa|compadre|pana|socio|amiga) (smith|glock|beretta|mossberg)(?= |$)${notBeside(`${JAJA}|hospital|enfermo|entierro|funeral|me dijo|perro|perrito|iglesia|claim|reclamo`)}`,
    `(regalito|regalo|sorpresita|sorpresa|recuerdito|detallito)( \\w+){0,3} de ((9|nueve|45|38|22|357) (milimetros|mm)|9mm)(?= |$)`,
    `(regalito|sorpresita|recuerdito|detallito) de (plomo|balas)(?= |$)`,
  ]),
  ...rules("harm", "utuado-es-r127", [
    `(le|les) (voy|boy|vo|vamos|bamos) a sacar (el|la|mi) (revolver|rebolver|revolber|rebolber|pistola|arma|escopeta|machete|cuchillo|cuete|fusca|rifle)(?= |$)${notBeside(`${JAJA}|limpiar|vender|ensenar|mostrar|caza|cazar|caceria|venado|venados|monte|armero|licencia|permiso|del ropero|de la casa|pavo|cena|cocina|carne|pescado|pollo|puerco|lechon|fruta|nieto|nieta|pa ir|para ir`)}`,
    `(hablarle|hablarles|hablar con el|hablar con ella|platicar con el|visitarlo|visitarla|verlo|verla|saludarlo|saludarla|arreglarme con el|arreglar con el)( \\w+){0,2} con (el|la|mi) (revolver|rebolver|revolber|rebolber|pistola|arma|escopeta|cuete|fusca|machete|rifle|38|45|9)(?! (por|porciento|percent|anos|dolares|dias|minutos|millas)( |$))(?= |$)${notBeside(`${JAJA}|limpiar|vender|caza|cazar|caceria|armero|licencia|permiso`)}`,
  ]),
  ...rules("harm", "edinburg2-es-r127", [
    `no (llega|va a llegar|llegara|llegas|llegan) (a|al) (la )?(corte|juicio|juez|carcel)(?! hasta)(?= |$)${besideWords("lo voy a buscar|la voy a buscar|lo busco|la busco|fuera de servicio|yo mismo|me encargo|me lo echo|lo mato|lo voy a matar|se las va a ver")}${notBeside("como consigo|abogad[oa]|fiscal|fecha|audiencia|orden de proteccion")}`,
    `me (agarro|agarra|apreto|aprieta|tomo) (del|el|por el) (cuello|pescuezo)(?= |$)${besideWords("rifle|escopeta|me encerre|encerrad[oa]|manden a alguien|manden ayuda|manden a la policia|llamen a la policia")}${notBeside(`${JAJA}|perro|perrito|gato|gatito|chiste|masaje|abrazo|jugando|pelicula|hace anos|sueno|pesadilla|calambre|dolor|torticolis|descansar`)}`,
  ]),
  // Round 116 (round 128's gravest misses, measured first; only those were read): "quiero que me entierren con mis compas
  // en el cementerio nacional. salto esta noche"; "estoy arriba del parking del hospital del va en lake nona. les toca a
  // ustedes limpiar jaja"; a son who "dice que va a ahorcar a su ex y luego el... ahorita va manejando pa alla"; and in a
  // conversation, "si no me atienden en 10 minutos saco lo que tengo en la mochila y aqui se acaba la espera pa todos".
  // (Its code review: never "me lanzo" or "me aviento" to an errand, a skipped appointment, a full parking deck, or a wait
  // that ends for everyone under a new law.)
  ...rules("intent", "ocala2-es-r128", [
    `(salto|brinco) (esta noche|hoy|manana|ahorita|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?= |$)${besideWords("entierren|puente|edificio|parking|techo|azotea|adios|perdon")}${notBeside(`${JAJA}|paracaid\\w*|bungee|skydiv\\w*|piscina|alberca|trampolin|charco|la cita|cita|turno|dentista|desayuno|comida|almuerzo|con mis primos|cada verano`)}`,
  ]),
  ...rules("place", "ocala2-es-r128", [
    `(estoy|toy|ando|me encuentro) (arriba|encima|en el techo|en lo alto|en la azotea|en el ultimo piso) (del|de la|de el) (parking|parqueo|estacionamiento|garage|garaje|puente|edificio|hospital|techo)(?= |$)${besideWords("limpiar|me tiro|salto|brinco|adios|les toca|no bajo|no voy a bajar|mirando pa abajo|mirando para abajo")}${notBeside("reparando|arreglando|pintando|instalando|techando|soldando|antena|aire acondicionado|esperando|espacio|espacios|lugar|llegare|llego tarde")}`,
  ]),
  ...rules("harm", "ocala2-es-r128", [
    `(va a|quiere|piensa|dice que va a|dijo que va a) (ahorcar|matar|estrangular|balacear|balear|disparar a|apunalar|acuchillar) a (su|la|el|mi) (ex|esposa|esposo|novia|novio|mujer|vieja|viejo|pareja)(?= |$)${besideWords("y luego el|y luego ella|y despues el|despues el|ya no le importa|va manejando|va pa alla|va para alla|ahorita va|armado|pistola|cuete|soga")}${notBeside(`${JAJA}|broma|chiste|jugando|pelicula|serie|novela`)}`,
  ]),
  ...rules("harm", "hialeah2-es-r128", [
    `(se acaba|se termina|se acabo|se va a acabar)( la espera| esto| todo)? (pa|para) todos(?= |$)${besideWords("saco lo (que|q) (tengo|traigo)|lo (que|q) (traigo|tengo) en la mochila|pistola|arma|cuete|fierro")}${notBeside(`${JAJA}|ley|clinica nueva|nueva clinica|forma|formulario|papeles|nuevo sistema`)}`,
  ]),
];

/** Round 33: God asked to take one now ("le pido a Dios todas las noches que ya me recoja"): the line, applied last (LINE_FLOOR_EN says why). */
export const LINE_FLOOR_ES: readonly string[] = [
  `(la|el|mi) (escopeta|rifle|pistola|arma|cuete|fierro)( \\w+){0,2} (sigue|esta|ha estado) (debajo de|junto a|al lado de|bajo) (la|mi) (cama|almohada|buro)(?= |$)${besideWords("no se por (que|q)|ni se por (que|q)|no la guardo|no lo guardo|nunca la guarde|nunca lo guarde")}${notBeside(`${JAJA}|coyote\\w*|ladron\\w*|proteccion|defensa|oso|osos|jabali\\w*`)}`,
  // Round 93 (round 102's kennett-es and aibonito-es): guns at home and no sleep for days; a daughter
  // who says she already died over there; a brother who no longer cares whether he lives or dies.
  `(tengo|tiene|hay|guardo|guarda) (varias|muchas|unas|mis|sus|las|tres|cuatro|cinco|\\d+) (armas|pistolas|rifles|escopetas)( \\w+){0,4} (y|pero) (no (duermo|he dormido|puedo dormir|duerme|ha dormido|puede dormir)|ya no (duermo|como|duerme|come))(?= |$)${notBeside(`${JAJA}|coleccion|caza|cazar|temporada|licencia|permiso|registr\\w*|caja fuerte|bebe|recien nacido|turno de noche|apnea|cpap|dolor|espalda|rodilla|trabajo|turno|ronca|ronquido\\w*|bien por|por el|por la|insomnio por|de mi papa|herencia|heredad\\w*`)}`,
  `(dice|siente|cree|piensa|dijo) que (el |ella |yo )?ya (se )?(murio|esta muert[oa]|se murio)( por dentro)?( \\w+){0,3} (alla|en (irak|iraq|afganistan|afghanistan|la guerra|el desierto|vietnam|corea|kuwait))(?= |$)${besideWords("regreso|volvio|ya no es|casi no come|no come|no duerme|rara|raro|cambio|cambiad\\w*")}${notBeside(`${JAJA}|records|medalla|mia|pow|restos|cuerpo|funeral|entierro|lapida|hace \\d+ anos`)}`,
  `(dice|siente|cree|piensa|dijo) que (su |mi )?(papa|mama|apa|ama|esposo|esposa|hijo|hija|hermano|hermana) (se )?(quedo|murio|esta) muert[oa]( por dentro)?( \\w+){0,3} (alla|en (irak|iraq|afganistan|afghanistan|la guerra|el desierto|vietnam|corea|kuwait))(?= |$)${besideWords("el que regreso|la que regreso|regreso otro|regreso otra|ya no es el mismo|ya no es la misma|desde que regreso")}${notBeside(JAJA)}`,
  `ya (yo )?no quiero (nada|na)( \\w+){0,2} (todo|to) me da (igual|lo mismo)(?= |$)${notBeside(JAJA)}`,
  `((ya )?no le importa|(le da|le es) igual) (si )?(vive|vivir|se vive) o (muere|morir|se muere)(?= |$)${notBeside(`${JAJA}|perro|gato|planta|plantas|matas|pollo|pollos|gallina\\w*|muere uno|a la va|al va|el va|la va|al gobierno|el gobierno|al sistema|a nadie`)}`,
  // Round 92 (round 101's hatillo-es): "mis nietos merecen un abuelo mejor que esto".
  `(mis|mi) (nietos|hijos|hijas|nieta|nieto|hija|hijo|esposa|familia|esposo) (merecen|merece) ((un|una) (abuelo|abuela|padre|madre|papa|mama|apa|ama|esposo|esposa|hombre|mujer|persona|viejo|vieja) mejor que (esto|yo)|algo mejor que yo)(?= |$)${notBeside(`${JAJA}|regalo|casa|escuela|carro|navidad|comida|doctor|clinica|trato|atencion|servicio|va|sistema|pension|beneficio\\w*|gobierno|seguro`)}`,
  // Round 91 (round 100's toppenish-es, with its code review's narrowing): "pa q tanto papeleo si a lo
  // mejor ni llego a fin de año".
  `(a lo mejor |igual |quizas |capaz que |capaz )?ni (llego|voy a llegar|llegare|alcanzo a llegar) (a|al) (fin de ano|fin de anio|navidad|el otro ano|el proximo ano|el ano que viene|el verano|diciembre|mi cumpleanos|mi cumple)(?= |$)${besideWords("papeleo|tramite|tramites|claim|apelacion|formularios?|papeles|pa que tanto|para que tanto|pa q tanto|de que sirve|pa que sirve|para que sirve|ya pa que|ya para que")}${notBeside(`${JAJA}|dinero|quincena|cheque|pago|renta|chamba|sueldo|presupuesto|la luz|con este frio|con estos precios|sin gastar|lana|feria|ahorro\\w*|vacaciones|dias de vacaciones|gasto|gastos|gasolina|inflacion|precios?|dieta|trabajo|taller|carro|troca|boda|deuda`)}`,
  // Round 86 (round 95's edinburg-es): the service pistol that "hasta me da como paz traerla".
  `(me da|da|me daba) (como |mucha |cierta |una )?(paz|tranquilidad|calma|consuelo) (traerla|traerlo|tenerla|tenerlo|cargarla|cargarlo|verla|verlo)(?= |$)${besideWords("la de servicio|pistola|arma|cuete|fierro|glock|escopeta|rifle")}`,
  // The round's second read (review-r85): the GI Bill asked about "si yo desapareciera".
  `si (yo )?(desapareciera|desaparezco|desapareciese|me desapareciera|me desaparezco)( \\w+){0,7} (gi bill|beneficios|pension|dic|seguro|champva|rating|el cheque|la compensacion)(?= |$)${notBeside(`${JAJA}|viaje|vacaciones|deploy\\w*|me mudo|mudanza|secuestr\\w*|demencia|alzheimer|perdido`)}`,
  // Round 85 (round 94's chelsea-es): a grandson asking whether there is room in his grandfather's grave
  // "para él también", young as he is.
  `(si hay|hay|habra|queda|cabe) (lugar|espacio|campo) (ahi |alli |aca |en la tumba |en el nicho |en la fosa )?(para|pa) (el|ella|mi|mi nieto|mi hijo) (tambien|igual)(?= |$)${besideWords("tumba|panteon|cementerio|nicho|lapida|fosa")}${notBeside(`${JAJA}|esposa|esposo|viuda|viudo|cuando le toque|algun dia|a su edad|ya esta grande|esta viejito|esta viejita`)}`,
  // Round 62's second read: "estoy agotado, de verdad agotado, de todo".
  "(agotad[oa]|cansad[oa]|exhaust[oa]|hart[oa])( \\w+){0,3} (agotad[oa]|cansad[oa]|exhaust[oa]|hart[oa]) de (todo|la vida|vivir|seguir)$",
  // Round 62 (round 71's sets): staring at the train tracks longer than one should; "cansado jefe. muy
  // cansado"; a husband who stopped talking and eating and cleans his rifles; a shotgun "y mucho
  // tiempo libre"; no pleasure in anything.
  "(me quedo|se queda|me quede|me la paso|se la pasa) mirando (las vias|el tren|las vias del tren|el agua|el rio|el puente|la pistola|las pastillas|el arma|la soga|el mar|el lago|para abajo)( \\w+){0,4} (mas tiempo de la cuenta|mas de la cuenta|mucho rato|demasiado tiempo|demasiado|un buen rato|horas)(?!.* (me relaja|me calma|bonito|bonita|atardecer|puesta del sol|relajante|paz)( |$))",
  "^(estoy |ando )?(muy |bien )?cansad[oa] (jefe|jefa|boss|carnal|compa|bro|hermano|compadre|mija|mijo|senor|senora)( muy| bien| tan| re)? cansad[oa]$",
  "(ya )?no (habla|come|duerme)( (y |ni )?no (habla|come|duerme|sale))*( \\w+){0,8} limpiando (sus|las|su|la|los) (rifles|armas|pistolas|pistola|escopeta|escopetas|rifle|cuetes)",
  "(tengo|tiene) (un|una|mi|su) (\\w+ )?(12 gauge|escopeta|rifle|pistola|arma|cuete|fierro|shotgun)( \\w+){0,2} y (mucho tiempo libre|nada que hacer|nada que perder|nada mas que hacer|mucho tiempo solo)",
  "ya no le (encuentro|hallo|veo|siento) (gusto|sabor|sentido|chiste|lo bonito) a nada",
  // Round 61 (round 70's sets): nothing changes, "ni yo"; what the widow gets asked "solo pa saber".
  "(nada|nadie) (cambia|va a cambiar|cambiara|sirve|importa|vale la pena|me importa)( \\w+){0,3} ni yo( tampoco)?$",
  "(dic|seguro de vida|sgli|vgli|beneficiari\\w*|sobreviviente\\w*|si me muero|cuando me muera|despues (que|q|de que) (me muera|se muere|muera|me muero|muere)|cuando (yo )?(falte|ya no este))( \\w+)* (solo|nomas|nada mas|namas|no mas) (pa|para|por) saber( nomas| nada mas)?$",
  // Round 47 (salinas-es, round 56): being nothing any more, needed by nobody.
  "(?!.* (jaja\\w*|jeje\\w*|lol|haha\\w*)( |$))(?<!(dice|dijo|decia|dicen) (que )?)(ya no (soy|valgo) nada(?! (de|del|en|pa|para|con) )|ni (mis hijos|mi familia|mi esposa|mi vieja|mi viejo|mis nietos|nadie) me (necesita|necesitan|nesecita|nesecitan|quiere|quieren)(?! (como|de|pa|para|en) ))",
  // Round 37 (round 42's riverside-es): someone who says they will be the next one ("desde q murio su
  // compa de la unidad, dice q el va a ser el siguiente"), whatever death stands beside it.
  "(?!.* (jaja\\w*|jeje\\w*|lol|haha\\w*)( |$))(dice|dijo|decia|anda diciendo|sigue diciendo) (q|que) (el|ella) (va a ser|sera|seria|es|le toca ser) (el|la) (siguiente|proximo|proxima)(?! (en|pa|para|de|del|turno|cita|paso|lista|presidente|comandante|jefe|director|capitan|sargento|pastor|candidato)( |$))",
  "(?!.* (jaja\\w*|jeje\\w*|lol|haha\\w*|fila|turno|lista|cita)( |$))(murio|se murio|fallecio|se mato|se suicido)( \\w+){0,6} (dice|dijo) (q|que) (el|ella) (sigue|es el que sigue|es la que sigue)(?= |$)",
  "(?<!(says|said|dice|dijo|decia|dicen) )(le pido|le ruego|ruego|le rezo) a (dios|diosito|la virgen|mi dios) (todas las noches |cada noche |siempre |diario )?(que )?(ya me (recoja|lleve)|me (recoja|recogiera))(?! (hoy|manana|temprano|ahorita|rapido|pronto|de|por|a|al|en|con bien|bien|sano|sana|cuando|mi|mis|el|la|los|las|su|sus|the)( |$))",
  // Round 34: what the second opinion retrained on rounds 2 to 39 no longer lifted, from older sets
  // (valle-es: "Dios ya se olvido de mi. ni El me quiere"; charlotte-es: "si no despierto mañana no
  // seria tan malo"), not said laughing.
  "(?!.* (jaja\\w*|jeje\\w*|lol|haha\\w*)( |$))(?<!(dice|dijo|decia|dicen|says|said) )((dios|diosito|mi dios|el senor) ya|ya (dios|diosito|mi dios|el senor)|(dios|diosito|mi dios|el senor)) (se olvido|se ha olvidado|se me olvido|me olvido|me abandono|ya me abandono) de mi|ni (dios|diosito|mi dios|el senor) se acuerda de mi|(dios|diosito|mi dios|el senor) (ya )?me abandono(?= |$)",
  "(?!.* (jaja\\w*|jeje\\w*|lol|haha\\w*)( |$))si (ya )?no (despierto|despertara|amanezco|amaneciera)( manana| un dia| algun dia)? no (seria|estaria|pasaria) (tan |nada )?(malo|mal)",
  // Round 34's Spanish second read: someone seen gathering or hiding their pills ("mi abuelo esta
  // juntando sus pastillas, lo vi escondiendolas").
  "(esta|estaba|anda|andaba|lo vi|la vi|sigue) (juntando|escondiendo|guardando|apartando) (sus|todas sus|las|todas las) (pastillas|pildoras|medicinas|medicamentos|meds|pills)",
  // A round-28 reviewer's probe: pills hidden or put aside "pa cuando ya no pueda mas" (after a word
  // for medicine).
  "(?<=(^| )(pastillas|pildoras|pills|meds|medicinas|medicamentos|frasco|frascos|receta|farmacia|tabletas)( \\w+)* )(esconder|esconderlas|esconderlos|escondo|escondi|escondiendo|guardar|guardarlas|guardo|guarde|guardando|apartar|aparto|aparte|apartando|juntar|junto|junte|juntando)( \\w+){0,3} (pa|para) cuando (ya )?no (pueda|aguante|soporte) (mas|ya)",
  // Round 57 (round 66's sets): feeling nothing any more, not of a limb; what the children get "si yo
  // fallezco".
  "(?!.* (pierna\\w*|pies?|manos?|dedos|brazos?|espalda|rodillas?|neuropat\\w*|dolor|entumid\\w*|adormecid\\w*|anestesia|jaja\\w*|jeje\\w*|lol)( |$))(?<!(dice|dijo|decia|dicen) (que )?)ya no siento (nada|nada de nada)(?! (por|de|en|con|cuando)( |$))",
  "(toca|tocaria|tocan|pagan|pagarian|dan|darian|reciben|recibirian|cobra|cobran|queda|quedaria)( \\w+){0,5} si (yo )?(fallezco|falleciera|me muero|muero|me muriera|falto|faltara|llego a faltar|llegara a faltar)(?! (de|en (el|la)|hace)( |$))|si (yo )?(fallezco|falleciera|me muriera|falto|faltara|llego a faltar|llegara a faltar)( \\w+){0,5} (toca|tocaria|tocan|pagan|pagarian|dan|darian|reciben|recibirian|cobra|cobran|queda|quedaria)(?= |$)",
  // A second read of round 56: nobody would notice if the writer disappeared.
  "nadie se (daria|va a dar|daba|va a) (cuenta|dar cuenta)( \\w+)? si (yo )?(desaparezco|desapareciera|me muero|me voy|muero|me muriera|no estuviera|ya no estoy)",
  // Round 59 (round 68's manassas-es): not lasting long enough to appeal; someone to talk to without
  // the police sent. The line only: beside a kind of risk the round-2 reading calls them clear.
  `(si|porque|ya) no (voy a|creo que voy a|creo) durar (tanto|mucho|mucho mas|tanto tiempo|mucho tiempo)(?= |$)${notBeside("chamba|trabajo|empleo|job|casa|apartamento|renta|ciudad|aqui en|equipo|carro|troca|celular|telefono|jaja\\w*|jeje\\w*|lol|bateria|zapatos")}`,
  `(hablar|platicar) con alguien( \\w+){0,3} (pero|sin) (que )?(no quiero que )?(me )?(manden|mande|llamen|llame|venga|vengan) (a )?la (policia|poli|chota|jura|patrulla)(?= |$)`,
  // Round 58 (round 67's bridgeport-es): a revolver kept for years "ya ni sé pa qué lo tengo".
  "(?!.* (jaja\\w*|jeje\\w*|lol|vender|vendo|empenar|regalar a mi \\w+ pa (cazar|caza))( |$))(revolver|pistola|arma|rifle|escopeta|cuete)( \\w+){0,8} ya ni (se|se bien) (pa|para|por) (q|que) (lo|la|las|los) (tengo|guardo|quiero)",
  // Round 64 (round 73's columbusga-es): "pa que me sirve el 100% si por dentro estoy muerto".
  `(por dentro (ya )?(estoy|me siento|ando|toy) (muerto|muerta|muerto en vida)|(estoy|me siento|ando|toy) (muerto|muerta) por dentro)(?! de (cansancio|risa|sueno|hambre|frio|calor|la risa|aburrimiento|verguenza))(?= |$)`,
  // Round 65 (round 74's sets): "debi ser yo" of the unit's dead; "dice q pa q... ya no va"; "perdonen
  // todo lo malo q hice".
  `(debi|debia|deberia|tuve que|tenia que|tenia q) (ser|haber sido|morir|haberme muerto|irme) yo( no ellos| y no ellos| en vez de (ellos|el|ella))?(?= |$)${besideWords("murieron|murio|mataron|se fueron|unidad|sigo aqui|no es justo|companeros|en vez de|irak|iraq|afganistan|vietnam|la guerra|el convoy|la mision")}`,
  `(dice|dijo|anda diciendo|nomas dice) (que|q) (pa|para|pa que|para que)( que| q)?(?= |$)${besideWords("ya no (quiere|va|sale|come)|ya cumplio|callado|no quiere ir|ni al domino|ni a la iglesia")}${notBeside("escuela|tarea|clases|dentista|colegio")}`,
  `perdon(en|a|enme|ame|ame por) (todo lo malo|por todo lo malo|por todo|todo)( (q|que) (hice|les hice|te hice))?(?= |$)${notBeside(`${JAJA}|texto|largo|mensaje|tardanza|retraso|demora|molestia|las molestias|escribir tanto|tanta pregunta|tantas preguntas|la pregunta|mi ingles|ortografia|faltas`)}`,
  // Round 81 (round 90's dalycity-es): "ya no tengo pa que estar aki" after a wife's death.
  `ya no tengo (pa|para|por) (que|q) (estar|seguir|vivir|quedarme)( aqui| aca| aki| en este mundo| vivo)?(?= |$)${notBeside(`${JAJA}|trabajo|chamba|oficina|iglesia|grupo|escuela|base|clinica|hospital`)}`,
  // A second read of the round (review-r81): "estoy en un hoyo bien oscuro, carnal".
  `(estoy|ando|toy|me siento|sigo|vivo) en un (hoyo|pozo|agujero|lugar)( bien| muy| tan| super)? (oscuro|negro|hondo|profundo)(?= |$)${notBeside(`${JAJA}|mina|cueva|excava\\w*|trabajo|chamba|jale|construccion|mecanico|taller|carro|troca|llanta|bache`)}`,
  // Round 98 (round 108's and 109's possible risk left at nothing, and its second read): "ya cumplio su mision en
  // esta vida"; "no creo estar aqui pa disfrutarlo"; "ya me quiero ir con tu mama" from a widower; "nadie iria a mi
  // funeral". The line only, over nothing: read as hopelessness among the signals, they gave the crisis reply.
  `(ya )?(cumpli|cumplio|cumplimos) (mi|su|con mi|con su) (mision|proposito|tarea) (en esta vida|aqui|en la vida|en este mundo)(?= |$)${notBeside(`${JAJA}|retir\\w*|jubil\\w*|trabajo|ejercito|army|servicio|carrera`)}`,
  `no (creo|pienso|se si voy a|voy a|creo que voy a) (estar|seguir) (aqui|aca|vivo|viva|vivito) (pa|para) (disfrutarlo|disfrutarla|verlo|verla|cobrarlo|usarlo|usarla|gozarlo|ver eso)(?= |$)${notBeside(`${JAJA}|mudo|mudar\\w*|me mudo|deploy\\w*|trabajo|chamba|otra ciudad|otro estado|la base`)}`,
  `(ya )?me quiero ir con (tu|mi|su) (mama|papa|esposa|esposo|viejita|vieja|hijo|hija|abuela|abuelo|madre|padre|amada|difunta|difunto)(?= |$)${notBeside(`${JAJA}|de vacaciones|al cine|a la tienda|a la iglesia|a misa|de viaje|a comer|al mall|al doctor|a la cita|a vivir|a mexico|a puerto rico|a la isla|pa la isla`)}`,
  `nadie (iria|va a ir|vendria|va a venir|llegaria|va a llegar|lloraria|va a llorar|se presentaria|extranaria|me extranaria) (a )?mi (funeral|velorio|entierro|misa|novenario)(?= |$)${notBeside(`funeraria|planes?|plan|pre pago|prepago|prearreglo|entierro militar|honores|bandera`)}`,
  // Round 101 (round 112's weslaco-es): a brother who gave away his collection "y dijo que ya no le interesan".
  `(le )?(regalo|regalo toda|dio|regala|regalando) (su|toda su|sus) (coleccion|colecion|cosas|herramientas|gorras|armas|juegos|tenis|botas)( de \\w+){0,4}( \\w+){0,4} (y )?(dijo|dice)( que)? ya no (le|les) (interesa|interesan|importa|importan|sirven|sirve)(?= |$)`,
  // Round 102 (round 113's possible risk given nothing): a death benefit question "mi familia necesita saber"; "mi
  // jefa merece un hijo mejor".
  `(mi familia|mi esposa|mis hijos|mi jefa|mi mujer|mi esposo) (necesita|necesitan|tiene que|tienen que) saber(?= |$)${besideWords("se muere|se muera|me muero|me muera|fallece|fallezca|muerte|cuando (yo )?falte|si (yo )?falto")}${notBeside(`${JAJA}|hace \\d+ anos|murio en|fallecio en`)}`,
  `(merece|merecen|se merece|se merecen|merecia) (un|una) (hijo|hija|esposo|esposa|papa|padre|mama|madre|marido|mujer) mejor( que yo)?(?! (preparad\\w*|educad\\w*|calificad\\w*|pagad\\w*|entrenad\\w*|informad\\w*)( |$))${notBeside(`${JAJA}|maestro|maestra|doctor|doctora|escuela|casa|carro|trabajo|pago|rating|decision|servicio|trato|atencion`)}`,
  // Round 104 (round 115's possible risk given nothing): "anoche me tome unas cuantas de mas, no se si fue sin querer o
  // no". (Not a national cemetery asked of "pregunto por mi, no por mi abuelo": its code review read that as planning.)
  `no (se|estoy seguro|estoy segura) si (fue|lo hice|era) (sin querer|a proposito|a proposito o no|accidente|un accidente|por accidente)( o no)?(?= |$)${besideWords("pastillas|pildoras|me tome|tome|trague|unas cuantas|de mas|medicina|medicinas")}${notBeside(`murio|fallecio|se mato|mi (hijo|hija|esposo|esposa|papa|mama|hermano|hermana|tio|tia|primo|prima|abuelo|abuela)|su (hijo|hija|esposo|esposa)`)}`,
  // Round 105 (round 116's possible risk given nothing): "si yo desapareciera mañana nadie en el VA se daria cuenta jaja";
  // its second read's "ya entiendo por qué los compañeros lo hicieron".
  `(ya )?(entiendo|comprendo|empiezo a entender|empiezo a comprender|estoy entendiendo) (por que|porque|pq|xq)( \\w+){0,3} (lo hicieron|lo hizo|se mataron|se mato|se quitaron la vida|se suicidaron)(?= |$)`,
  `si (yo )?(desapareciera|me muriera|muriera|me fuera|ya no estuviera)( manana| hoy)? nadie( \\w+){0,4} (se daria cuenta|notaria|me extranaria|se enteraria|lo notaria)(?= |$)`,
  // Round 107 (round 118's possible risk given nothing): "el VA me dejo solo, la familia me dejo solo. que mas da ya"; "el
  // que sobrevive la guerra no siempre sobrevive la paz".
  `que mas da( ya| todo| ya todo)?$${besideWords("me dejo solo|me dejaron solo|me dejo sola|me dejaron sola|me quede solo|me quede sola|nadie|ya no")}`,
  `(el|uno|quien) (que )?sobreviv(e|io) la guerra no (siempre )?sobreviv(e|io) la paz(?= |$)`,
  // Round 113 (round 124's possible risk given nothing): "me pregunto si vale la pena seguir con el claim o con todo en
  // general"; "ni me las tomo, nomas las voy guardando" (pills kept back); "ya ni le contesto a la psicologa del VA, pa
  // que, nada va a cambiar".
  `vale la pena seguir( \\w+){0,4} (o|ni) con todo( en general)?(?= |$)(?! (el|la|los|las|este|esta|ese|esa|mi|su|lo)( |$))`,
  `(ni|no) me las tomo( \\w+){0,3} (las voy guardando|las guardo|las estoy guardando|las junto|las voy juntando|las tengo guardadas)(?= |$)${notBeside(`(pa|para) cuando|presion|azucar|por si|cuando se me|el doctor (me )?dijo|la doctora (me )?dijo|me cambiaron|me las cambiaron|devolver\\w*|llevarlas a la farmacia`)}`,
  `nada va a cambiar(?= |$)(?! (con|en|de|para|pa|por) )${besideWords("(pa|para) (que|q)|ya ni|ya no (le )?contesto|no (le )?contesto")}${notBeside(`${JAJA}|la ley|las reglas|el sistema de citas|el portal|la pagina|voto|votar|eleccion\\w*|gobierno|politic\\w*|presidente|congreso|alcalde|gobernador`)}`,
  // Round 114 (round 125's possible risk given nothing): "a veces pienso q seria mas facil desaparecer jaja"; "todos
  // dicen llama al 988 pero pa q, nada cambia"; "si me estrello nadie sabria si fue accidente"; a father who "dice q ya
  // vivio lo suyo" since his wife died.
  `(seria|es|seria mucho) mas facil desaparecer(?= |$)(?! (un|una|el|la|los|las|mi|tu|su|este|esta|ese|esa|expedientes?|papeles|documentos|archivos?)( |$))`,
  `nada cambia(?= |$)(?! (con|en|de|para|pa|por) )${besideWords("988|linea de crisis|crisis line|linea de ayuda")}${notBeside(`congresista|senador|voto|votar|eleccion\\w*|gobierno|politic\\w*|presidente|congreso|alcalde|gobernador`)}`,
  `si me (estrello|estrellara|estampo|choco|chocara)( \\w+){0,4} (nadie|ni quien) (sabria|sabra|va a saber|se daria cuenta)(?= |$)`,
  `(dice|dijo|anda diciendo|me dice) (que|q) ya (vivio|vivi) lo (suyo|mio|que tenia que vivir|q tenia q vivir)(?= |$)${notBeside(`${JAJA}|y quiere|quiere ver|nietos|feliz|contento|viaje|crucero|disfrutar|jubil\\w*|retir\\w*`)}`,
  // Round 115 (rounds 126 and 127's possible risk given nothing): "nomas falto yo pa que este completo el velorio"; a
  // husband who gave his hunting rifle away "sin decir por que"; "cada vez miro mas la pistola cuando llego a la casa";
  // "si me muero al menos ya no me tienen q mantener"; "Tengo mis armas. Tengo mis pensamientos". (Its code review: never
  // one who missed a compadre's funeral, or who asks whether his children pay for it.)
  `(nomas|nada mas|solo|solamente) (falto|falta|faltaria|me falta) yo (pa|para) (que|q)( \\w+){0,4} (velorio|funeral|entierro|cementerio)(?= |$)`,
  `(regalo|regala|regalando|dio|ha regalado|anda regalando) (su|sus) (rifle|rifles|pistola|pistolas|armas|escopeta|escopetas|revolver)( \\w+){0,6} sin (decir|explicar|dar) (por que|porque|razon|nada|explicacion)(?= |$)`,
  `(cada vez )?(miro|veo|me quedo mirando|me quedo viendo) (mas |mucho |tanto )?(la|mi) (pistola|arma|escopeta|rifle|revolver)(?= |$)${notBeside("limpi\\w*|tienda|comprar|precio|catalogo|pelicula|nueva")}`,
  `si me muero( \\w+){0,3} (ya )?no me (tienen|tendrian|tendran|van a tener) (que|q) (mantener|cuidar|aguantar)(?= |$)`,
  `tengo mis pensamientos(?= |$)${besideWords("armas|arma|pistola|rifle|escopeta")}`,
  // Round 116 (round 128's possible risk given nothing): a son who posted "ya casi" with a photo of his uniform "y luego lo
  // borro"; "si me llega a pasar algo como le hago para que mi ama cobre mis beneficios"; a father of 80 who says "a Dios
  // se le olvido llevarselo y que el ya esta listo". (Its code review: never a post deleted for another reason, a risk at
  // a construction job, or a driver who forgot a pickup.)
  `(subio|publico|puso|posteo|posto|mando) (un |una )?(post|mensaje|foto|estado|story|historia|video|publicacion)( \\w+){0,10} (y )?(luego |despues )?(lo|la) (borro|quito|elimino|bajo)(?= |$)${besideWords("ya casi|adios|perdon|despedida|los quiero|se acabo|ya no (puedo|aguanto|quiero)")}`,
  `si me (llega a pasar|pasa) algo( \\w+){0,8} (cobre|reciba|cobra|recibe|le toque|le den|le quede|se quede con) (mis |el |la )?(beneficios|seguro|dinero|pension|sgli|vgli|cheque)(?= |$)${notBeside(`${JAJA}|cirugia|operacion|deploy\\w*|viaje|trabajo|construccion|accidente|testamento|abogado|tengo (7|8|9)\\d`)}`,
  `(a dios|dios|diosito) se le (olvido|paso) (llevarme|llevarselo|llevarsela)(?= |$)${notBeside(JAJA)}`,
];
