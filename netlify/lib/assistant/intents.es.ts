/**
 * Las señales en español (y spanglish, sin acentos) para cada tema: se suman a las de intents.ts,
 * con los mismos pesos. Los conceptos (`@nombre`) se amplían con sus palabras en español; las
 * palabras se comparan sin acentos ni mayúsculas (text-match.ts).
 */
import type { ConceptName, Intent } from "./intents";

/** Palabras en español de cada concepto. */
export const CONCEPTS_ES: Partial<Record<ConceptName, string>> = {
  deny: "me negaron, negaron, nego, negado, denegaron, denegado, rechazaron, rechazado, me dijeron que no, no me aprobaron, no lo aprobaron",
  disagree:
    "merezco mas, merece mas, deberia ser mas, deberian darme mas, que opciones tengo, cuales son mis opciones, mis opciones, no estoy de acuerdo, no estoy conforme, desacuerdo, apelar, apelacion, apelaciones, injusto, muy bajo, pelear, reconsiderar, revision, que revisen, que revise, revise mi caso, revisen mi caso",
  decision: "decision, carta de decision, calificacion, porcentaje, me dieron, le dieron",
  newEvidence:
    "informe nuevo, un informe nuevo, nuevo informe, papeles nuevos, records nuevos, carta nueva, pruebas nuevas, evidencia nueva, nueva evidencia, nuevas pruebas, nuevos records, carta del doctor, carta de mi doctor",
  senior: "revisor, mismo expediente, sin pruebas nuevas, se equivocaron, error",
  judge: "juez, junta, audiencia, board",
  exam: "cita con un doctor, doctor de una compania, compania qtc, cita pa mi claim, cita para mi claim, cita pa mi reclamo, cita para mi reclamo, examen, examenes, examen medico, cita del cp, examinador, doctor del examen, qtc, ves, optum",
  status:
    "en el status, el status dice, dice el status, no he oido nada, en que paso, en que etapa, en que parte va, si los recibieron, si lo recibieron, si ya los recibieron, si les llego, si les llegaron, como lo veo, como la veo, donde lo veo, no se nada de, no he sabido nada, no me han dicho nada, ya recibio, recibio mis, recibieron mis, si recibieron, ya llegaron, llegaron mis, checo, checar, chequear, como va el claim, como va mi claim, como va el reclamo, donde veo, si ya llego, ya llego, atorado, atorada, estancado, estado, estatus, status, como va mi, en que va, donde esta mi, ver mi reclamo, revisar mi reclamo, seguimiento, ver el status",
  slow: "hace meses, varios meses, muchos meses, seis meses, tres meses, ya pasaron, cuanto tarda, cuanto tiempo, cuando me pagan, demora, se tarda, esperando, todavia nada",
  claim: "aplique, ya aplique, reclamo, reclamos, reclamacion, claim, caso, solicitud, aplicacion",
  toxic:
    "agente naranja, burn pits, quema de basura, quemas, toxicos, toxico, sustancias toxicas, exposicion, expuesto, ley pact, presuntiva, presuntivas, humo, quimicos, camp lejeune, fogatas, fogatas de basura, quemaban basura, humo de basura, kuwait, vieques, asma",
  mental:
    "estres postraumatico, trastorno de estres, salud mental, pesadillas, trauma, nervios, ansiedad, depresion, abusaron, abuso sexual, violaron, violacion, acoso sexual, agresion sexual, trauma sexual",
  ears: "zumbido, oidos, el oido, del oido, mi oido, un oido, los oidos, audicion, sordo, sordera, audifonos, no oigo",
  loan: "prestamo, prestamo del va, hipoteca, casa, comprar casa, certificado de elegibilidad, prestamista, pronto, pago inicial, enganche, downpayment",
  again: "otra vez, de nuevo, segunda vez, volver a usar, usarlo otra vez, restaurar, ya use",
  death:
    "esta enterrado, esta enterrada, sobreviviente, sobrevivientes, murio, fallecio, fallecido, difunto, difunta, muerte, se murio, perdi a mi esposo, perdi a mi esposa, ya murio, murieron, viuda, viudo",
  family:
    "esposa, esposo, marido, mujer, mama, papa, papi, mami, hijo, hija, hijos, padre, madre, familia, viuda, viudo, hermano, hermana, abuelo, tio, veterano",
  body: "rodilla, rodillas, espalda, hombro, hombros, cuello, cadera, tobillo, pie, pies, dolor, diabetes, corazon, presion alta, migrana, migranas, apnea, artritis, lesion, lastimado, me lastime, me jodi, neuropatia",
  service:
    "desde el army, desde la army, desde el ejercito, desde la navy, desde la marina, desde el servicio, en el servicio, del servicio, del army, del ejercito, de la army, de la navy, de la marina, del servicio militar, en el army, en la army, en el ejercito, en la navy, en la marina, en los marines, en la guerra, en irak, en afganistan, en vietnam, militar, desplegado, en la base, activo",
  paid: "compensacion, incapacidad, discapacidad, me paguen, pagar por",
  fileFor: "claim por, reclamo por, pedir eso, aplicar por",
  witness:
    "pastor, vecino, vecina, mi jefe, amiga, companera, primo, prima, compadre, comadre, compa, compai, mama, papa, hija, hijo, companero, esposa, esposo, amigo, hermano, sargento, testigo, testigos, lo vio, vio lo que paso, estaba ahi, los muchachos, mi unidad, mi peloton, pana, mi pana, el sargento mio, mi sargento",
  write:
    "escribir una carta, escribir algo, escribe la carta, apoyar mi claim, apoyar mi reclamo, escribir, escriba, carta, declaracion, firmar algo, firmar una carta, diciendo que, diciendo lo que, lo que vio",
  // Not "guarda" alone: it reads as the National Guard.
  keep: "voy a aplicar, voy a presentar, voy a poner, voy a reclamar, avisarle, avisar que, aviso que, le aviso, aviso ahora, me guarda, le guarda, la guarda, me la guardan, la guardan, guardar, reservar, apartar, asegurar",
  date: "desde hoy, pagan desde, paguen desde, pague desde, pagar desde, pago desde, pagos desde, la fecha, fecha de inicio, fecha efectiva, pagos atrasados, desde antes, back pay",
  work: "trabajo, trabajar, empleo, carrera, chamba, oficio, negocio, entrenarme, entrenamiento, otro tipo de trabajo, otro trabajo, aprender un oficio",
  you: "ustedes, usted, su servicio, este servicio",
  doForMe: "representar, representarme, llenar mis papeles, presentar por mi, hacer mi reclamo, por mi",
  va: "gobierno, oficial, va",
  identity:
    "es del, son del, esta pagina, este sitio, quienes son, quien es, de quien, ustedes son, son parte, pertenece, afiliados",
  reach: "telefono, numero, llamar, hablar con, persona, alguien, contactarlos, comunicarme",
  records:
    "mis papeles, todos mis papeles, los papeles del, papeles del doctor, records, record, expediente, expedientes, historial medico, papeles medicos, informes",
  private:
    "de afuera, doctor de afuera, doctores de afuera, fuera del va, afuera del va, privado, privada, particular, quiropractico, clinica privada, clinica particular, una clinica, mi doctor, hospital privado, doctor privado",
  cantWork:
    "no he podido trabajar, no ha podido trabajar, no he trabajado, no trabaja, no ha trabajado, no trabaja desde, no puede volver a trabajar, no pueden trabajar, no pudo trabajar, ya no puede trabajar, lo botaron del trabajo, la botaron del trabajo, me botaron del trabajo, lo despidieron, la despidieron, me despidieron, perdio el trabajo, perdio su trabajo, perdi mi trabajo, deje de trabajar, dejar de trabajar, que deje de trabajar, no puedo trabajar, ya no puedo trabajar, no puede trabajar, no puedo mantener un trabajo, sin trabajo, no me dan trabajo, ya no puedo trabajar de",
  hundred: "100, p&t, cien, como si fuera 100, al 100, tasa del 100, permanente y total, total y permanente",
  addRemove:
    "la puedo poner, lo puedo poner, ponerla, ponerlo, poner en mi, quitarla, quitarlo, quitarle, sacarla, sacarlo, agregar, agrego, agregue, agregarla, agregarlo, anadir, anado, incluir, incluyo, quitar, quito, sacar, eliminar, quitan, cobrando por",
  relative:
    "mi ex, ex esposa, ex esposo, esposa, esposo, marido, mujer, hijo, hija, hijos, bebe, hijastro, hijastra, mama, papa, padres, dependiente, dependientes",
  lifeEvent:
    "me volvi a casar, volvi a casarme, me case otra vez, gemelos, tuvimos gemelos, trillizos, tuvimos un bebe, tuve un bebe, tuvo un bebe, nuevo bebe, bebe nuevo, me case, casamos, casarme, matrimonio, divorcio, divorciado, divorciada, nacio, cumplio 18, cumple 18, mayor de 18, en la universidad",
  vehicle:
    "troca, troka, trocka, pickup, troca adaptada, carro, auto, automovil, una van, camioneta, vehiculo, guagua, equipo adaptado, controles de mano, la van, van con rampa, rampa, adaptar la van, adaptar el carro",
  limb: "perdi las dos piernas, perdi mis piernas, no pueden usar las piernas, no puede usar las piernas, no puedo usar las piernas, sin piernas, perdi la pierna, perdi las piernas, perdi el brazo, amputado, amputada, amputacion, silla de ruedas, paralitico, paralizado, protesis, discapacitado, incapacitado",
  money: "dinero, ayuda, ayudar, pagar, paga, comprar, subsidio, allowance, cubre",
  clothes: "ropa, camisas, camisa, pantalones, uniforme",
  damage: "mancha, manchas, rompe, rompen, dana, danan, desgasta, huecos, arruina",
  explain:
    "cuanto me da, cuanto da eso, en cuanto queda, me da eso, no da, eso da, no suma, no suman, se suman, sumar, como funciona, que decide, como se calcula, como calculan, por que, matematica, no entiendo",
  payAmount: "cuanto dinero, diferencia en dinero, cuanto mas, cuanto menos, cuanto paga, cuanto pagan, dolares",
  fetchRecords:
    "los tenga, que el va los tenga, los pida, que la va los pida, que el va los pida, mandarlos, enviarlos, los puede pedir, puede pedirlos, pueden pedirlos, pedirlos, pedir directo, ir a buscar, buscarlos, conseguirlos, sacar los records",
  otherProgram:
    "seguro social por incapacidad, depositan el seguro social, cheque del seguro social, el seguro social le, el seguro social me, food stamps, cupones de alimentos, estampillas de comida, desempleo",
  lend: "prestamo, prestamos, presta, prestan, prestar, prestarme",
  businessWord: "negocio, negocios, empresa, mi propio negocio",
  fixPaper:
    "corregir, corrijan, correccion, arreglar, arreglen, esta mal, equivocado, equivocada, se les olvido poner, falta",
  dischargePaper: "dd 214, papeles de baja, papel de baja",
  lostPaper:
    "lo perdi, la perdi, se me perdio, se le perdio, se les perdio, lo perdio, la perdio, perdi los papeles, perdi mis papeles, perdi el papel, perdi la copia, perdi mi copia, no lo encuentro, una copia",
  months: "cuantos meses, meses de, meses que me quedan, los meses, mis meses, sus meses",
  trust: "es legal, es legitimo, esta permitido, estafa, fraude, confiar, los uso, lo uso",
  release: "firmar algo, firmar un papel, firmar una forma, firmar un permiso, permiso, autorizacion, autorizar, firma",
  claimSeller:
    "una compania me llamo, una compania que cobra, una compania que me cobra, una compania que promete, una compania que me ofrece, una compania que ofrece, cobran un porcentaje, un porcentaje del pago, se quedan con parte",
  usedUp: "se me acabo, se acabo, ya use, use todo, gaste",
  percent:
    "porcentaje, por ciento, calificacion, calificaciones, combinado, combinada, porsiento, porsientos, porciento, porcientos",
  income:
    "sin dinero, no tiene dinero, se quedo sin dinero, ingresos, pocos ingresos, sin ingresos, no tengo ingresos, seguro social, bajos ingresos, no tiene ingresos",
  pensionWord: "pension, pensiones",
  notService:
    "infarto, derrame, nada que ver con el servicio, nada que ver, no era del servicio, no es del servicio, accidente, ataque al corazon, no tiene nada service connected",
  dailyHelp:
    "no sale de la casa, no puede salir de la casa, no sale de casa, confinado en casa, en cama, ayuda pa todo, ayuda para todo, necesita ayuda pa, no se vale por si, no puede valerse, banarse, banar, vestirse, vestir, comer, asilo, hogar de ancianos, casa de cuido, encamado, no puede caminar, confinado, necesita ayuda para",
  takeCare:
    "que cuida a un, que cuidan a, cuida a un veterano, lo cuido, la cuido, los cuido, cuido de el, cuido de ella, yo cuido, cuido a mi, cuidar a mi, cuidando a mi, cuidar de mi, me cuida, cuidarme, cuida de mi, lo cuida, la cuida, cuidandome, dejo su trabajo",
  health:
    "perdi su seguro, perdi el seguro, perdi mi seguro, sin seguro medico, no tengo seguro, algun seguro, un seguro, seguro pa, seguro para, aseguranza, seguro medico, cobertura, salud, plan medico, el medico, al medico, un medico, medico del, cuidado medico",
  giBill: "gi bill, beneficios de educacion, dinero de escuela, beneficios de college, beneficios de estudio",
  transfer: "transferir, transferirle, pasar, pasarle, dar, darle, usar mi",
  school: "universidad, colegio, college, escuela, estudiar, estudios, clases",
  pt: "permanente y total, 100, murio, fallecio, total y permanente, permanente",
  burialPlace: "enterrado, enterrados, enterrar, entierro, cementerio, tumba, sepultura",
  ahead:
    "saber desde ahora, cuando me muera, cuando yo me muera, antes de morir, antes de morirme, por adelantado, reservar, saber si",
  move: "traslado, trasladar, llevar el cuerpo, traer el cuerpo, el cuerpo",
  vaWord: "va, del va, al va",
  dial: "telefono, numero, llamar, llamo, linea",
  benefitsWord: "mis beneficios, sus beneficios, de beneficios",
  worse: "peor, empeoro, empeorado, mas mal, que me lo suban, me lo suban",
  bothSides: "las dos rodillas, ambas rodillas, los dos lados, bilateral",
  housingLoss:
    "durmiendo en su troca, durmiendo en la troca, durmiendo en su carro, duerme en su troca, duerme en su carro, duerme en el carro, vive en su carro, vive en su troca, viviendo en la calle, vive en la calle, esta en la calle, anda en la calle, desalojando, me estan desalojando, no tengo donde ir, no tiene donde ir, no tenemos donde ir, perder mi casa, por perder mi casa, voy a perder mi casa, perder la casa, perder mi apartamento, no tiene donde dormir, no tengo donde dormir, donde dormir, duerme en la calle, durmiendo en la calle, debajo de un puente, bajo un puente, durmiendo en mi carro, viviendo en mi carro, durmiendo afuera, sin hogar, sin casa, en la calle, viviendo en el carro, viviendo en su carro, durmiendo en el carro, desalojo, desalojaron, me botaron de la casa, me botaron del apartamento, nos botaron, perdi mi casa, perdi mi apartamento, no tengo donde vivir, no tiene donde vivir, albergue, refugio, desahuciar, desahucio, desahuciando, desahuciaron, desalojar, me van a sacar de la casa, nos van a sacar, duerme debajo del puente, debajo del puente, bajo el puente",
  thisChat:
    "este chat, el chat, en este chat, en el chat, aqui en el chat, lo que escribo, lo que escribi, lo que pongo, lo que puse, lo que pongamos, lo que platico, lo que le digo, mi conversacion, esta conversacion, mis mensajes",
  dataUse:
    "quien lo ve, quien ve, quien puede ver, lo ven, comparte, comparten, se comparte, compartir, vende, venden, vender, borrar, borro, borran, guardan, guarda, guardar, graban, graba, mandan, envian, seguro, segura, privado, privada, confidencial, usan mi, hacen con",
  myData:
    "mi informacion, mis datos, la informacion de uno, los datos de uno, mi social, mi numero de social, mi seguro social, mis datos medicos, mi direccion, mi fecha de nacimiento",
};

/** Señales en español por tema. */
export const INTENTS_ES: readonly Intent[] = [
  {
    topic: "outOfMap",
    unless:
      "no el tricare, no es tricare, seguro medico del va para la familia, ir al va pal doctor, ir al va para el doctor, que me atiendan en el va, atenderme en el va, aqui alguien lo ve, eso lo puede ver, lo puede ver inmigracion, si pongo su nombre, acepta el acta, usar los doctores, doctores de la va, salud mental, lo pueden atender, la pueden atender, restauran el entitlement, restaurar el entitlement, me restauran, restauren",
    strong:
      "pistola en la troca, pistola en mi troca, arma en la troca, arma en mi troca, rifle en la troca, rifle en mi troca, pistola en el carro, pistola en mi carro, arma en el carro, arma en mi carro, rifle en el carro, pistola en la camioneta, arma en la camioneta, llevar mi pistola, llevar mi arma, portar arma, portar mi arma, armas en el va, arma en el va, seguro social de retiro, mi seguro social, el seguro social, un saludo a, saludos a mi, escuchan el programa, comer barbacoa, lugar para comer, donde comer, restaurante, el seguro social le quito, el seguro social me quito, seguro social le quito, seguro social me quito, tarjeta del seguro social, tarjeta de seguro social, oficina del seguro social, nombre en el seguro social, pagar la luz, cortar la luz, la luz que, factura de luz, acta de matrimonio, acta de nacimiento, certificado de matrimonio, certificado de nacimiento, partida de nacimiento, cuando depositan, cuando llega el cheque, fecha de pago, dia de pago, medicina equivocada, medicinas equivocadas, placa de veterano, placa para el carro, placa para la troca, placas del carro, otra copia, perdi mi dd214, se me perdio mi dd214, demanda, abogados de, entrar a los marines, entrar al army, entrar al ejercito, enlistarse, alistarse, reclutador, buscar a un companero, medallas, subir el seguro social, aumento del seguro social, estan contratando, contratando, trabajo de enfermera, refill, resurtir, bandera, copia del dd214, copia de mi dd214, archivos nacionales, seguro social por incapacidad, seguro de vida, marihuana, ciudadano, ciudadania, deportado, deportacion, inmigracion, clima, llover, lluvia, impuestos, exencion, crim, cambiar mi baja, mi estado da, da mi estado, beneficios del estado, beneficios estatales, el estado da, cambiar mi direccion, cambio mi direccion, cambiar la direccion, nueva direccion, horario, a que hora abre, a que hora cierra, food stamps, cupones de alimentos, estampillas de comida, id militar, tarjeta militar, entrar a la base, pase para la base, cambien a honorable, general discharge, manutencion, trabajar en el hospital del va, aplico para trabajar, trabajar para el va, trabajo en el va, medi-cal, medi cal, sin papeles, arreglarle por lo militar, arreglar sus papeles, green card, residencia, colegiatura, cal state, cosa del estado, a los 62, a los 67, trabajar en el hospital de la va, necesita medicaid, medicaid para, cobra el seguro social, cheque del seguro social, trabajar en el hospital de veteranos, trabajar en la va, trabajar en el va, plazas de empleo, las plazas, medicare parte b, medicare part b, pedir el seguro social, cuando debe pedir el seguro social, licencia de conducir, renuevo mi licencia, nycha, trabajar de enfermera, empleo en la va, llegar de seguro social, cheque del seguro social, cheque de seguro social, aumento del seguro social, de seguro social este ano, licencia de caza, licencia de pesca, caza y pesca, el puente para cruzar, cruzar el puente, cobra el puente, credencial de elector, credencial del ine, del ine, para votar, chapter 115, capitulo 115, beneficios del estado, oficina de veteranos de la ciudad, disability del seguro social, retiro militar, cheque del retiro, cupones de comida, estampillas de comida, food stamps, home depot, descuento de veteranos en, comisariato, commissary, id del comisariato, convivio, buen mecanico, llevo pupusas, bono del estado, parques nacionales, entrar gratis a los parques, plomero, fregadero, licencia de manejar, pastelitos, cafecito, menudo, probando si contesta, probando si contestas, seguro social de viuda, tricare de mi esposo, el tricare de, inscribe en el medicare, placas de carro, placas de carro de veterano, comida gratis, calvet, el estado de california da, parte b, museo, la entrada al museo, inscribo a medicare, inscribirme a medicare, inscribirse a medicare, me inscribo en medicare, jubilacion del seguro social, quien gano el juego, el juego de los, dosis normal, la dosis, esa dosis, farmaceutico, farmaceutica, miligramos, cal vet, fee waiver, pasaporte, bono de veteranos del estado, zoologico, lo inscribo en medicare, inscribirlo en medicare, inscribirme en medicare",
  },
  {
    topic: "homeless",
    strong:
      "ayuda con la renta, ayuda para la renta, pagar la renta, no puedo pagar la renta, duerme en el parque, duerme en la calle, duerme en el carro, a donde lo mando, durmiendo en el tren, no tiene donde quedarse, no tengo donde quedarme, durmiendo en la calle, durmiendo en el carro, durmiendo en la troca, durmiendo en su troca, duerme en su troca, durmiendo en la troca, vive en su troca, vive en la troca, durmiendo en su carro, vive en su carro, vive en la calle, meses de renta, debo renta, debo la renta, me dio aviso, el dueno ya me dio aviso, no pierdan la casa, salga a buscarlos, que salga a buscar, esta en la calle, no quiere ir al shelter, ir al shelter, tenemos que salir, no encontramos nada, ayuda con el deposito, para veteranos sin hogar, pa veteranos sin hogar, lo sacaron del, la sacaron del, nos sacaron del, sofa de un amigo, sofa de una amiga, en el sofa de, quedandose en el sofa, sitio pa el, sitio pa ella, lo quiere sacar ya, no tiene a donde ir, no tiene adonde ir, lo quiere sacar, me corrieron del, nos corrieron del, me sacaron del apartamento, durmiendo en mi troca, durmiendo en mi carro, duermo en mi troca, duermo en la troca, viviendo en la calle, sacar de la casa, no tengo pa donde ir, no tengo para donde ir, me quiere sacar, me quieren sacar, se quedo sin casa, anda durmiendo con amigos",
    medium: "vivienda, renta, apartamento, donde vivir",
  },
  {
    topic: "privateRecords",
    strong:
      "copias de su expediente, copias del expediente, copias de mis records, las pida directo, los pida directo, pedirlos directo a, permiso que se firma, permiso para que, los saquen directo, sacar directo, pedir esos papeles, pedir los papeles, pedir mis papeles, pedir los records, pedirlos directo, papeles del hospital, records del hospital, autorizacion, permiso de pedirlos, permiso pa pedirlos, permiso para pedirlos, records de la clinica, hospital civil, quiropractico, doctor particular, estudios y resonancias, los puede pedir directamente, papeles de la clinica, los puede pedir directo, no en el va, ellos las buscan, ellos los buscan, mis doctores son privados, doctores privados, doctor privado, los va a buscar, tengo que llevarlos yo, clinica privada, hospital privado, pedir directamente a la clinica, no me quiere dar copias, pedir esos records, pedir los records, records directo al hospital, directo al hospital, el va lo puede pedir, el va los puede pedir, lo puede pedir el va, todo mi historial, mi historial medico, obtener esos expedientes, obtener los expedientes, conseguir los expedientes, expedientes del hospital, cardiologo privado, medico privado, que eso entre en mi claim, o ellos los piden, ellos los piden, los piden ellos, que esos papeles cuenten, esos papeles cuenten, los papeles cuenten, sacar directo, sacarla directo, sacarlos directo, pida directamente, pedir directamente, se lo pida directamente, soltar informacion, permiso para soltar, medico de afuera, copiar el expediente, la historia de la operacion, historia clinica, es particular, medico particular, sus notas, las notas del doctor, pida directo, pedir directo, lo pida directo, las puede pedir directo, autorizo al va, autorizar al va, hable con mi cardiologo, hable con mi doctor, records de alla, copiar mi expediente, mi expediente, pida solito, las pida solito, para que la va saque mis records, saque mis records, doctor de afuera, reporte del mri, lo puedo subir yo, los records nosotros mismos, le pedimos los records, dejamos que la va los pida, traducir, traducirlos, records en español, records medicos de mexico, autorizar que se los den, autorizar que le den, doctor de la aseguranza del trabajo, resonancias, nunca les llego, no les ha llegado, la clinica cerro, el hospital cerro, clinica que cerro, esos expedientes, los expedientes de la clinica, records de mi clinica, conseguimos los records, conseguir los records, los records pa mandarlos, records pa mandarlos, notas de la clinica, radiografias, cerro la clinica, como se los hago llegar, la va necesita esos papeles, no tienen los records, se los mando yo o el va los pide, los records del hospital, la va los puede conseguir, ya no tengo esos papeles, tengo que ir yo a pedirlos, pidan los papeles, pedir los papeles al medico, record medico, records medicos, autorizo a la va",
    medium: "que ellos los pidan, pidan directo, los pidan, sin tener que ir yo, buscarlos",
  },
  {
    topic: "unemployability",
    strong:
      "desempleo total, desempleo de la va, el desempleo total, incapacidad individual, pagar como 100, pagarme como 100, pagarle como 100, pagar el 100, pagarme el 100, pagarle el 100, aunque tenga, pagar al 100, pagan al 100, como si fuera 100, desempleabilidad, desempleabilidad individual, individual unemployability, ya nadie lo contrata, por no poder trabajar, no puede trabajar, que me paguen el 100, me paguen el 100 aunque, paguen el 100 aunque, aunque no me suban, me corrieron del trabajo, me corrieron porque, 100 por desempleo, pago por desempleo, por desempleo, 100 por no poder trabajar, por no poder trabajar, incapacidad para trabajar, mis trabajos de los ultimos, trabajos de los ultimos anos, no poder laborar, no puedo laborar, tasa total, conservar empleo, no he podido conservar, puedo trabajar medio tiempo, trabajar medio tiempo, desempleable, desempleables, lo de desempleable, inempleable, inempleabilidad, la forma de no poder trabajar, forma de no poder trabajar, de no poder trabajar, cartas de los empleadores, empleadores de antes, seguro social de incapacidad, desempleo por incapacidad, todos mis trabajos de los ultimos, trabaje en cash, que le paguen el total, le paguen el total, nadie le da trabajo, ya nadie le da trabajo, el 100 de la va por no poder trabajar, cobrar el 100 sin, sin tener el rating de 100, sin tener el 100, me paguen el total, que me paguen el total",
  },
  {
    topic: "dependents",
    unless:
      "estudios para dependientes, estudios pa dependientes, educacion para dependientes, educacion pa dependientes, educacion de dependientes, beneficio de educacion",
    strong:
      "como los agrego, como la agrego, como lo agrego, agregarlos, agregar a mi esposa, agregar a mi hijo, quitar a mi esposa, dependiente, dependientes, custodia de mis nietos, anadir, añadir, los puedo anadir, agregar a mis, nunca la pusieron en los papeles, le pagan mas si la agregan, la parte que me pagaban por, la parte que me pagan por, no quiero que despues me cobren, me divorcie, sigue pagando como casado, pagando como casado, me paga como casado, nunca puse a mis hijos, poner a mis hijos, agregar a mis hijos, anadir a mis hijos, le pagan de mas por ella, le pagan de mas por el, pagan de mas por ella, pagando de mas por ella, quitarla de su, quitar a mi mama de, adoptamos, adopte al, anadirlo al pago, añadirlo al pago, agregarlo al pago, me puso como esposa, como esposa en los papeles, nunca me puso, me case en, acabamos de tener un bebe, tuvimos un bebe, nacio mi bebe, como lo anadimos, acta de nacimiento, me acabo de casar, como agrego a mi esposa, suban el cheque por la bebe, suban el cheque por el bebe, por la bebe, por el bebe, tuvo una niña, tuvo un niño, tuvo una nena, tuvo un bebe, acaba de nacer, nacio mi hijo, nacio mi hija, recien nacido, recien nacida, mi bebe nacio, tuve un bebe, ponerla en mi compensacion, ponerlo en mi compensacion, agregarla a mi compensacion, agregarlo a mi compensacion, acaba de nacer mi hijo, acaba de nacer mi hija, como lo añadimos, pa que lo pongan en mi compensacion, certificado de nacimiento, la pone en su disability, lo pone en su disability, tener una bebe, tener un bebe, quitar a la ex, poner a la nueva, quitar a mi ex, poner a mi nueva esposa, a la nueva esposa",
  },
  {
    topic: "autoAllowance",
    strong:
      "frenos de mano, asiento que gira, controles de mano, adaptar el carro, adaptar la troca, modificar el carro, modificar la troca, subsidio para automovil, carro adaptado, van adaptada, equipo adaptado, automovil, lo del automovil, troca con rampa, rampa pa la troca, arreglarle la troca, controles especiales, dinero para carro, dinero pa carro, dinero para el carro, dinero pal carro, ayuda para el carro, ayuda pal carro, el dinero del carro, equipo para la van, equipo de la van, la van ya no sirve, vehiculo adaptado, dinero para un vehiculo, el equipo del carro, equipo del carro, la rampa y eso, dinero pa un vehiculo, una sola vez pa un vehiculo, una sola vez para un vehiculo, ayuda pa un carro, ayuda para un carro, algo para el carro, algo pa el carro, ayuda pa el carro, comprar carro, para adaptarlo, pa adaptarlo, adaptar el carro, adaptar mi carro, adaptar la troca, la ayuda del carro, ayuda del carro, ayuda pa el carro, ayuda para el carro, cuando cambie el carro, ayuda de la guagua, la ayuda de la guagua, controles de mano, controles manuales, equipo adaptativo, equipo adaptado, adaptar el carro, adaptar la camioneta, lo del carro, ya compre la camioneta, ya compre el carro, ya compre la troca, dinero del auto, dinero del carro, equipo especial al carro, equipo especial en el carro, equipo especial a la troca, equipo para el carro, camioneta adaptada, ya no puede manejar, no puede manejar normal, ayuda pa comprar el carro, pa comprar el carro, para comprar el carro",
    unless:
      "manejando trocas, manejaba trocas, manejando camiones, manejaba camiones, viviendo en su troca, vive en su troca, viviendo en su carro, vive en su carro, durmiendo en su troca, durmiendo en el carro, living in his truck, living in my car, sleeping in my car, sleeping in his truck, living in her car",
  },
  {
    topic: "clothingAllowance",
    strong:
      "subsidio para ropa, allowance pa la ropa, allowance para ropa, destroza los mahones, me rompe la ropa, rompe los pantalones, dinero pa la ropa, destroza la ropa",
  },
  {
    topic: "ratings",
    strong:
      "me lo pueden bajar, lo pueden bajar, pueden bajarlo, me lo pueden quitar, lo pueden quitar, es para siempre, permanente y total, total y permanente, que quiere decir eso del p, cual es mi total, mi total, bajar mi porcentaje, me lo bajen, me lo quiten, bajarme el porcentaje, quitarme el porcentaje, 0 por ciento, cero por ciento, me sirve de algo, cuanto pagan, cuanto me pagan, cuanto dinero, tabla de pagos, como combinan, como suman, tres condiciones, 3 condiciones, cuanto es el pago, pago del, como el va suma, redondea, si me sale, como suma, suma el va, suman los porcentajes, sumar los porcentajes, suma los porcentajes, me dan 70 y no 80, y no 80, y no 100, no me da 100, porque me dan, sacan la cuenta, como sacan la cuenta, no suma los, si eso suma, como que 70, suma los porcientos, los porcientos, los porsientos, que significa tener, como los suman, como se suman, sumar los porcentajes, suman los porcentajes, varios porcentajes, sacar el total, me pueden bajar, bajar el rating, bajar mi rating, es permanente, cuando me ponga viejo, matematica del va, la matematica, como funciona la matematica, matematicas del va, 100 normal, diferente del 100, pt es diferente, cuanto le pagan a uno con, cuanto pagan con, cuanto me pagan con, hacer un presupuesto, le falta poquito pa el 100, llega a 100, el rating puede bajar, rating de la va puede bajar, lo van a reexaminar, reexaminar, le quiten el porciento, llegar al 100, cuanto le falta pa llegar, cuanto me falta pa llegar, con otro 10, otro 10 ya llega, que significa p&t, que significa pt, p&t en la carta, no sube al 100, para llegar al 100, pa llegar al 100, cuanto es al mes, cuanto paga el 100, le suman y le suman, cuanto necesita uno para llegar, le falta para el 100, falta poquito para el 100, que es lo que le falta, sube a 50, sube al 100, cuanto le toca, cuanto me toca, cuanto le toca al mes, cuanto me toca al mes, que quiere decir pt, que es pt, pt en mi carta",
  },
  {
    topic: "pension",
    strong:
      "pension del va, pension para veteranos, pension de veterano, gano muy poquito, no tengo ninguna incapacidad, bajos ingresos, no tiene casi nada de plata, no tiene plata, poca plata, servi en tiempo de guerra, tiempo de guerra, gana muy poquito, gana poquito, ganan poquito, ya no puede trabajar por la edad, por la edad, veteranos pobres, para veteranos pobres, vive solo con el seguro social, vive con el seguro social, nunca lo hirieron, no tiene nada conectado, por ser de bajos ingresos, algun pago mensual, sin incapacidad del servicio, vive solo de, aunque no estuvo en la guerra, no tiene que ver con el servicio, no fue del servicio, nada que ver con el servicio, si gana poco, gana poco, ganan poco, si gano poco, por haber servido en la guerra, sirvio en la guerra y es pobre, dinero en el banco, tener en el banco, calificar para la pension, nada conectado, no tenga nada conectado, ni tiene nada conectado, solo con el seguro social, solo con el cheque del seguro social, vive con poquito, nunca se lastimo, aunque nunca se lastimo, no se lastimo en el servicio, nunca me lastime, vive solo con",
  },
  {
    topic: "aidAttendance",
    strong:
      "asistencia y ayuda, ayuda y asistencia, ayuda personal, confinamiento en el hogar, la ayude todo el dia, lo ayude todo el dia, persona que cuide a mi, pagar una persona que cuide, se le puede aumentar, eid an atendans, eid and atendans, eid an atendance, aid an atendans, alguien que la cuide, alguien que lo cuide, pagar a alguien que, ayuda extra esa, ayuda diaria, la ayuda diaria, ya no camina, pago adicional, dinero adicional, algo extra por necesitar ayuda, necesitar ayuda, lo ayude con la vida diaria, la vida diaria, la ayude diario, lo ayude diario, no puedo cocinar ni banarme, banarme sola, esta ciego, esta ciega, asistencia de otra persona, asistencia diaria, ayuda de asistencia, que lo bane, que la bane, banarlo, banarla, no se puede parar de la cama",
  },
  {
    topic: "survivorsPension",
    strong:
      "pension para sobrevivientes, pension de sobreviviente, pension de sobrevivientes, pension de viuda, pension para viudas, pension de viudez, pension de viuda, pension de biuda, biuda de beterano, quedamos huerfanos, huerfanos, huerfano, huerfana, los hijos que quedan, pension para los hijos, derecho a la pension de viuda, me volvi a casar",
  },
  // "Perdí su seguro": a spouse or child who lost the veteran's coverage (at a death, a divorce).
  {
    topic: "champva",
    strong:
      "perdi su seguro, perdimos su seguro, perdi el seguro de mi esposo, perdi el seguro de el, seguro pa la familia, seguro para la familia, totalmente incapacitados, mis hijos pueden usar seguro del va, seguro del va para mis hijos, por ser hijos de veterano, hijos de veterano total, hijos de un veterano total, lo del va por ser hijos, el seguro ese, seguir con el seguro, seguro para la familia del veterano, esposa del veterano de 100, el seguro de la va, seguro medico del va para la familia, seguro pa la familia del veterano, aseguranza del va para la familia, seguro del va para la familia, aseguranza para la familia, seguranza para la familia, seguro medico para la familia, chanva, chanpva, seguro del va aunque, doctor con seguro del va, con seguro del va aunque, seguro de la familia, el seguro de la familia, el seguro ese que le dan a la esposa, la familia del veterano incapacitado, plan medico de la va pa la familia, plan medico pa la familia, seguro medico pa la familia",
  },
  {
    topic: "caregivers",
    strong:
      "familiares que cuidan, paga a los familiares, pagan a los que cuidan, pago por cuidar, cuidador, cuidadores, programa de cuidadores, pago al cuidador, le paga a la familia que cuida, la familia que cuida",
  },
  {
    topic: "giBillTransfer",
    strong:
      "le pase los, le pase mis, pasarle los meses, pasar los meses, se los puedo cambiar, cambiarselos a, cambiar a mi otra hija, cambiar a mi otro hijo, pasarle mi gi bill, transferir mi gi bill, darle mi gi bill, teb, transferencia de beneficios, le dio sus meses, dio sus meses, pasarle sus meses, meses de educacion, pasarle la escuela a mis hijos, pasarle la escuela, pasar la escuela, firmar para pasarle, pasarles la escuela, pasarle el gi bill, dividir los meses, repartir los meses, dividir el gi bill, ceder sus beneficios, ceder los beneficios, ceder mis beneficios, ceder beneficios, beneficios educativos a mi, repartir el gi bill, repartir mi gi bill, dividir el gi bill, dividir mi gi bill, repartirlo entre mis hijos, repartir entre mis hijos, transferir el 9 11, transferir el 911, me transfirio, transfirio sus beneficios, me los transfirio, me paso sus beneficios, pasarme los meses de escuela, pasarme los meses, lo que le paso el papa, le paso el papa, le pasa los meses, le pasa el gi bill, meses a mi hijo, meses a mi hija, los meses a mi, todos los meses a, darselos a, quitarselos, quitarle los meses, quitarle unos meses, repartirlos, repartirselos, le paso el gi bill, paso el gi bill, me paso el gi bill, me paso su gi bill, me lo puede quitar, quitarme el gi bill",
  },
  {
    topic: "dependentsEducation",
    strong:
      "capitulo 35, cap 35, educacion para hijos de veteranos, beneficio de educacion para hijos, plata para el college, plata pa el college, dinero para el college, educacion para dependientes, lo de educacion para dependientes, ayuda de estudio para los hijos, estudio para los hijos de veteranos, estudios para dependientes, estudios pa dependientes, educacion pa dependientes, muy grande pa lo de la escuela, muy grande para la escuela, ya estoy muy grande, hijos de veteranos, escuela para los hijos, beneficio de escuela para los hijos, quedaron discapacitados, beneficio de educacion de dependientes, educacion de dependientes, hasta que edad puede usar, hasta que edad pueden usar, edad puede usar un hijo, hasta que edad, por el papa discapacitado, por su papa discapacitado, por la mama discapacitada, beneficio de estudios por el papa, estudios por el papa, usar dinero del va para estudiar, dinero del va para estudiar, ayuda para la escuela, ayuda pa la escuela, escuela para dependientes, para dependientes de veterano, algo de escuela, tienen derecho a algo de escuela, escuela por parte de la va, el dea paga, dea paga la colegiatura, uso el dea, el dea, con lo de dependientes, estudiar con lo de dependientes, estudiar ingles, estudiar computacion",
  },
  {
    topic: "burial",
    strong:
      "por el terreno, pagan el terreno, costo del terreno, pago por el terreno, cementerio de la familia, cementerio familiar, cementerio privado, reembolso para el entierro, reembolso del entierro, funeral, funeraria, entierro, sepelio, cremacion, gastos del funeral, traslado del cuerpo, funeraria nos cobro, reembolsa, el va reembolsa, reembolsar el funeral",
  },
  {
    topic: "headstones",
    strong:
      "urna, urnas, cenizas, lapida, lapidas, placa, medallon, marcador, su tumba no tiene nada, marca del va, tumba, en la piedra, la piedra de mi, poner la cruz, la cruz en la piedra, emblema, emblema de creencia, inscripcion, la misma piedra, misma piedra, el nombre de ella en, la misma lapida, misma lapida, enterrado en un cementerio privado, placa de veterano de la va, placa pa la tumba, placa para la tumba, placa de veterano, medalla de bronce, medalla esa de bronce, se pone en la tumba, pa la tumba, para la tumba",
  },
  {
    topic: "preNeed",
    strong:
      "medalla para la lapida, medalla en la lapida, medalla de bronce, cementerio nacional, cementerio de veteranos, ser enterrado, ser enterrados, reservar espacio, determinacion de elegibilidad antes de morir, elegibilidad antes de morir, antes de morir como se pide, determinacion de elegibilidad para el entierro, elegibilidad para el entierro",
  },
  {
    topic: "vaPhone",
    strong:
      "una persona en la va, alguien en la va, persona de la va, me sale la grabacion, sale la grabacion, numero del va, telefono del va, numero de telefono del va, llamar al va, linea del va, el 877, interprete, a que numero llamo, otro numero, numero pa llamar, numero para llamar, telefono del hospital, numero del hospital, numero de telefono del gi bill, telefono del gi bill, linea de la va, una linea de la va, a donde le hablo, donde le hablo, a donde hablo, a que numero le hablo, a que numero hablo, a quien le hablo, en espera con el, me dejan esperando, hora mejor pa llamar, mejor hora para llamar, mejor hora pa llamar, a que hora se puede llamar, pa que contesten, una persona de verdad en la va, no con la maquina, cual es el numero pa, cual es el numero para, el numero pa preguntar, que numero llamo, a que numero se llama, a que numero le llamo, numero llamo pa, a que numero marco, telefono directo, numero directo, me pasan de un numero a otro, me manda a otro lado, cual es el telefono de la va, telefono de la va pa, numero de la va pa, el numero para el gi bill, numero para el gi bill es el mismo, 1 800 de la va, el 800 de la va, el numero de la va, cual es el numero de la va, el 1 800 que tengo, la opcion en español, la opcion en espanol, una persona de verdad, un numero diferente, a cual llamar, que opcion hay que marcar, que opcion marco, hablar con alguien en la va, nunca me contesta una persona, pa hablar con alguien, para hablar con una persona",
  },
  {
    topic: "survivors",
    strong:
      "compensacion por dependencia, viuda, viudo, sobreviviente, ahora que el no esta, ahora que ella no esta, lo que lo mato, mi mama cobra algo, compensacion de dependencia, dependencia e indemnizacion, el certificado de defuncion dice, certificado de defuncion dice, murio de algo del servicio, murio estando activo, murio en servicio activo, fallecio estando activo, tuvo el 100 permanente, si algo me pasa, si me pasa algo, si algo me llegara a pasar, si me llega a pasar algo, pierdo el dic, perder el dic, pierde el dic, el dic de mi primer esposo",
    unless: "le pagan de mas, pagan de mas, pagando de mas",
  },
  {
    topic: "homeLoanReuse",
    strong:
      "volver a usar el prestamo, usar el prestamo otra vez, usar otra vez el prestamo, usar el prestamo de nuevo, prestamo de veterano otra vez, usarlo otra vez, usar otra vez, volver a usar, restaura la elegibilidad, restaurar la elegibilidad, se restaura, despues de pagarlo completo, restaurar el derecho, derecho de prestamo, restaurar el prestamo, recuperar el derecho, restauran el entitlement, restaurar el entitlement, me restauran, one time, perdi mi casa en foreclosure",
  },
  {
    topic: "supplementalClaim",
    strong:
      "reclamo suplementario, volver a mandar, se puede volver a mandar, mandar otra vez con, mandarlo otra vez con, con esa carta nueva",
  },
  {
    topic: "higherLevelReview",
    strong:
      "revision de nivel superior, una persona de mas arriba, alguien de mas arriba, de mas arriba, mas senior, otra persona lo revise, alguien mas senior, otro evaluador, ",
  },
  {
    topic: "boardAppeal",
    strong:
      "directo al board, mandarlo al board, mandarlo directo al, directo a la junta, apelacion ante la junta, juez de leyes, un juez revise, ante un juez, vea un juez",
    medium: "juez, junta",
  },
  {
    topic: "appeal",
    strong:
      "apelar, no estoy de acuerdo, revision de la decision, no estamos de acuerdo, quiere pelearlo, pelearlo, pelear la decision, le niegan, me niegan, la carta que le niegan",
    unless:
      "ya esta la decision, ya salio la decision, como va mi apelacion, estatus de mi apelacion, status de mi apelacion",
  },
  {
    topic: "claimExam",
    strong:
      "examen, examenes, contratista, examen cp, examen medico del va, examen del reclamo, cita del c y p, c y p, cita del cp, doctor contratado, doctora contratada, contratado por el va, contratada por el va, que pasa en esa cita, puede ir alguien con el, puede ir alguien con ella",
  },
  {
    topic: "claimTime",
    strong:
      "cuanto tarda, cuanto tiempo tarda, cuanto se tarda, cuando me van a pagar, cuando me van a depositar, cuando me pagan el backpay, cuando me llega el backpay, cuando me llega el retroactivo, se va a demorar, cuanto mas se va a demorar, cuanto se demora, cuanto demora",
  },
  {
    topic: "claimStatus",
    strong:
      "lo estan revisando, sigue en la fila, como vemos si, como va el appeal, estatus del appeal, status del appeal, estado de mi reclamo, status de mi claim, como va mi reclamo, ver el status, ver como va, donde puedo ver como va, donde veo como va, si ya se lo aprobaron, si ya lo aprobaron, averiguo si, en q va mi claim, en que va mi claim, como puedo saber en que esta, nadie nos dice nada, cuando me van a dar respuesta, respuesta del claim, respuesta de mi claim, me van a dar respuesta, cuando me van a decidir, cuando van a decidir, decidir el caso, decidan el caso, ya esta la decision, ya salio la decision, si ya hay decision, si ya hay una decision, como va mi apelacion, estatus de mi apelacion, status de mi apelacion, si ya me aprobaron, si me aprobaron o no, si ya lo aprobaron, si ya me lo aprobaron, donde sale si, como se si ya la vieron, si sigue en fila, sigue en fila, si ya la vieron, si ya lo vieron, como sabemos si ya decidieron, si ya decidieron, ya decidieron algo, si ya recibieron los papeles, si ya recibieron, ya recibieron los papeles, si les llegaron los papeles, gathering of evidence, si ya le aprobaron, ya estan por decidir, por decidir mi claim, cuanto se esta tardando, se esta tardando, como va su claim, como va mi claim, revisar como va, cuanto falta pa que salga, cuanto falta para que salga, esperando en la board, el claim se cerro, se cerro el claim, claim cerrado, no le llego ninguna carta, no me llego ninguna carta, fecha estimada, lugar de la fila, en que lugar de la fila, dice lo mismo, donde va mi claim, por donde va mi claim, como se donde va, en que lugar va, como sabemos si, si ya lo estan viendo, si ya lo van a ver, si se perdio, aparece como cerrado, aparece cerrado, me sale cerrado, sale como cerrado, como va la apelacion, como va su apelacion, cuando me llega la decision, cuando llega la decision, cuando me dan la decision, hay forma de saber como va, como puedo ver si ya aprobaron, ver si ya aprobaron, se movio pa atras, se movio para atras, estaba en el paso, en el paso 5, por donde va, como va eso, en que lugar esta, cuanto mas se va a tardar, que ya se decidio pero, no me ha llegado carta, no me ha llegado la carta, donde la veo online, donde lo veo online",
  },
  {
    topic: "toxicExposure",
    strong:
      "tormenta del desierto, enfermedad del golfo, guerra del golfo, la ley nueva, agente naranja, ley pact, quema de basura, exposicion a toxicos, fogatas de basura, quemaderos, quemaderos de basura, exposicion toxica, examen de exposicion, ley pac, la ley pac, quemando basura, en los hoyos",
  },
  {
    topic: "ptsd",
    strong:
      "nunca lo reporte, no lo reporte, no haya reporte, abuso de mi, me abuso, abusaron de mi, estres postraumatico, trastorno de estres postraumatico, salud mental, trauma sexual, abuso sexual, abusaron sexualmente, lo que me paso, lo que paso, declaracion del evento, declaracion sobre el evento, lo que vivio en, escribir lo que paso, fechas exactas y nombres, fechas exactas, me pide fechas, vi morir companeros, vi morir a, cosas de un superior, me pasaron cosas, nunca le conte a nadie, no hay reporte, no hice reporte, sin reporte, como se cuenta eso, cada evento, con detalle, escribir cada evento, morterazos, caian morterazos, describir los eventos, declaracion del estresor, el estresor, los estresores, declaracion de estresor, eventos estresantes, declaracion de los eventos",
  },
  { topic: "hearingTinnitus", strong: "zumbido en los oidos, perdida de audicion, zumbido" },
  {
    topic: "readinessAndEmployment",
    strong:
      "aprender otra cosa, aprender algo nuevo, otro oficio, se me acabo el gi bill, ya use mi gi bill, rehabilitacion vocacional, cambiar de carrera, estudiar otra cosa, otra carrera, preparacion para veteranos y empleo, negocio propio, otro tipo de trabajo, aprender un oficio, nuevo oficio, 28 1900, 281900, otro programa que es de empleo, estudiar algo nuevo, mi consejero de la va, consejero de la va, se cambia el plan, cambiar el plan, capitulo 31, chapter 31, programa que te entrena, te ayuda a conseguir trabajo, ayuda a conseguir trabajo, me entrenen, programa de empleo, buscar trabajo, empleo pa veteranos, empleo para veteranos",
  },
  {
    topic: "intentToFile",
    strong:
      "intencion, intencion de presentar, intento de archivar, guardar la fecha, guardar mi fecha, abra la fecha, abrir la fecha, apartar la fecha, le avisa al va que va a reclamar, avisar que va a reclamar, avisarle al va, desde ese dia, aguantara la fecha, aguantar la fecha, guardar la fecha con una forma, despues de avisar que voy, avisar que voy a hacer mi claim, avisar que voy a hacer, avise que voy a, aviso de que voy a, no quiero que pierda meses, no perder meses de pago, pierda meses de pago, que cuente la fecha, para que cuente la fecha, guardo mi fecha, guardar mi fecha, guardar la fecha, guardo la fecha, apartar mi fecha, aparto mi fecha, apartar la fecha, guardar mi fecha efectiva, no pierda los meses, no perder los meses, no pierda meses, no perder meses, pierda los meses mientras, intento de aplicar, el intento de",
  },
  {
    topic: "buddyStatement",
    strong:
      "carta de mi hermana, carta de mi hermano, carta de mi esposa, carta de mi mama, carta de un amigo, carta de un companero, una carta diciendo, carta diciendo que, declaracion de testigo, carta de apoyo, buddy letter, carta pa mi claim, declarar como testigo, puede declarar, ella puede declarar, el puede declarar, se acuerda de todo, mi sargento se acuerda, que formulario llena el, que formulario llena ella, que papel llena el, alguien que sirvio conmigo, sirvio conmigo confirme, ponen por escrito, mandar algo por escrito, algo por escrito, poner por escrito, escribir algo que diga, me ve todas las noches, lo que diga el senor, que diga el senor, eso que diga, sirvio con el, sirvio conmigo, su palabra, su testimonio, testimonio de un companero, puede escribir algo para mi claim, escribir algo para mi claim, vio cuando me, se acuerda del accidente, para que lo llene y lo firme, lo llene y lo firme, mi pana de la unidad, se acuerdan de, que un amigo diga, amigo del army diga, diga lo que paso, digan lo que paso, estuvo con el en la unidad, escriba una declaracion, escribir una declaracion, una declaracion de que, lo veo sufrir, la veo sufrir, mi sargento de, pa que lo firme, para que lo firme, original con tinta, cartas de la familia, las cartas de la familia, solo le cree a los doctores, escribir como era, antes y despues del army, para apoyar su claim, pa apoyar su claim",
    unless:
      "carta nueva de su doctor, carta de su doctor, carta de mi doctor, carta del doctor, carta de la doctora, carta de su doctora, carta de mi doctora, escribi aqui, escribo aqui, escriba aqui, quien lo puede leer, puede ver lo que",
  },
  {
    topic: "increase",
    strong:
      "aumento, que me lo suban, subir mi porcentaje, esta peor, empeoro, suban, pedir mas por, pedir mas por la, pedir mas por el, ahora me da mas, mas seguido, ha empeorado, mas porciento, mas por ciento, mas porcentaje, subir el porciento, pedir mas porciento",
  },
  {
    topic: "homeLoan",
    strong:
      "prestamo pa casa, prestamo pa la casa, prestamo va pa casa, certificado para comprar casa, comprar casa con el va, comprar una casa con el va, comprar casa con va, certificado para el prestamo, prestamo de casa, prestamo para casa, prestamo para la casa, prestamo va, prestamo del va, prestamo de vivienda, hipoteca, certificado de elegibilidad, mi elegibilidad, no encuentra mi elegibilidad, realtor, pal loan, para el loan, califico pal loan, califico para el loan, sacar el coe, coe para comprar, el coe para, viuda puedo sacar prestamo, como viuda puedo sacar, certificado ese de elegibilidad, mi primera casa con el prestamo, mi primera casa, comprar mi primera casa, primera casa, certificado de la casa, certificado pa la casa, prestamo de la va pa comprar, prestamo de la va para comprar, prestamo de la va pa, como viuda puedo usar el prestamo, papel para el prestamo, papel ese para el prestamo",
  },
  {
    topic: "education",
    strong:
      "escuela, universidad, estudiar, clases, matricula, licencia cdl, camioneros, yi ai bil, cuantos meses me quedan del, meses que me quedan del, me paguen la colegiatura, pagar la colegiatura, el dinero de la casa, dinero pa la casa",
    medium: "oficio, tecnico, entrenamiento",
  },
  {
    topic: "healthCare",
    // La parte B es de Medicare, no de la VA.
    unless:
      "parte b, part b, inscribo a medicare, inscribirme a medicare, inscribirse a medicare, me inscribo en medicare, inscribe en el medicare",
    strong:
      "salud del va, la salud del va, aplicar a la salud, aplicar para la salud, nunca uso el va, nunca ha ido al va, nunca fue al va, meterse al va, entrar al sistema del va, atencion medica, servicios de salud, cuidado de salud, inscribirme, inscribirse, inscribio, inscribir, inscribo, se inscribe, como lo apuntamos en el va, apuntarlo en el va, no tiene seguro medico, el va como aseguranza, tener el va como, va como seguro, va como aseguranza, no tengo seguro medico, no tengo aseguranza, no tengo seguro, el medico de la va, no calificaba para el medico, calificar para el medico, seguro de la va, seguro medico de la va, coger el seguro, el plan medico de la va, sacar la tarjeta del va, tarjeta del va para ir al medico, para que me atiendan, pa que me atiendan, que me atiendan en el va, atenderme en el va, ir al va pal doctor, ir al va para el doctor, sacar el seguro medico de la va, seguro medico de la va tambien, no estoy registrado, no estoy inscrito, tengo que aplicar primero, como lo apuntamos, apuntarlo en la va, inscribirlo en la va, nunca se registro en el va, se registro en el va, registrarse en el va, registrarme en el va, pa los medicos del va, el va pa los medicos, el va para los medicos, ya tiene medicare, tiene medicare puede, el seguro medico del va, sacar el seguro medico del va, aseguranza del va, seguro medico del va, porque gano mucho, priority groups, grupo 8, grupo de prioridad, me van a cobrar, puede ir a la clinica, ir a la clinica de la va, usar la clinica de la va, la clinica de la va gratis, lo pueden atender, la pueden atender, lo pueden atender en la va, la pueden atender en la va, atender en la va, derecho al medico de la va, copagos, copago, en que grupo lo ponen, que grupo, salud de la va, derecho a la salud, atenderse en la va, aseguranza medica de la va, aseguranza de la va, puede usar la va para doctores, usar la va para doctores, entrar a la va, para que lo vean, general under honorable, puedo usar la clinica, other than honorable, lo van a atender en la clinica, atender en la clinica de la va, no da medico si uno gana mucho, limite de ingresos pa el servicio medico",
    medium:
      "servicios medicos, 10 10, hospital del va, hospital de veteranos, usar el hospital, plan medico, cuidado medico, me apunto, apuntarme, medico del va, doctor del va, medicinas, clinica del va, clinicas de la va, clinicas del va, como lo apunto, como la apunto, apuntarlo, apuntarla, seguro medico de la va, seguro medico del va",
  },
  { topic: "documents", strong: "documentos, que papeles necesito", medium: "papeles" },
  {
    topic: "cost",
    strong:
      "gratis, cuanto cuesta, cuesta algo, esto cuesta, me cobran algo, cobran algo, cuanto cobran, tengo que pagar, hay que pagar",
    medium: "cobran, costo",
  },
  {
    topic: "privacy",
    strong:
      "guardan lo que, lo que platico, lo que escribo aqui, borrar lo que escribi, borrar todo lo que, borrar el chat, borrar mi chat, usan mi informacion, venden mi informacion, comparten mi informacion, por cuanto tiempo guardan, lo guardan, es privado, es confidencial, lo ve el va, lo que escriba aqui, lo que escribo aqui, lo que pongo aqui, lo puede ver el va, lo que yo escriba, lo ve la va, la ve el va, la informacion que pongo aqui, privacidad, quien lee esto, quien ve esto, es seguro poner, seguro poner mi, numero de seguro social aqui, alguien de mi trabajo lo puede ver, se borra, queda guardado, se guarda esto, si le cuento aqui, alguien lo puede ver, quien lo puede ver, alguien de mi trabajo, le cuento aqui, ustedes guardan lo que, guardan lo que uno escribe, lo que uno escribe, quien lo puede leer, quien puede leer, puede ver lo que yo escribi, ver lo que escribi, lo que yo escribi aqui, si lo escribo aqui, guardan esta conversacion, guardan la conversacion, alguien lo puede leer despues, lo puede leer despues, esto queda privado, queda privado, no quiero que se sepa, aqui alguien lo ve, alguien lo ve, quien lo ve, eso lo puede ver, queda grabado, se queda grabado, esto se graba, mis datos medicos, les puse aqui, aca es seguro, aqui es seguro, numero de seguro social aca, mi seguro social aca, mi seguro social aqui, comparten mis datos, le puse mi numero de seguro social, mis conversaciones, entrenar la inteligencia artificial, inteligencia artificial, venderlas, venden mis datos, que hacen con mi nombre, mi nombre y mi email, cuando me registro, se queda entre nosotros, lo comparten, con inmigracion, a inmigracion, se lo comparten a alguien, lo comparten a alguien, a inmigracion o al gobierno, estoy arreglando papeles, quien mas los puede ver, quien mas lo puede ver, quien mas puede ver, quien puede ver lo que, lo que hable con ustedes, lo que le conte, lo que les conte, borrar lo que, entrenar la computadora, si cuento aqui, se lo pasan a alguien, ustedes se lo pasan, lo pasan a alguien, mi claim number aqui, , comparten lo que escribo, con el gobierno o con inmigracion, quien lee estas conversaciones, quien lee lo que escribo, borrar la conversacion, borrar lo que puse, borrar esta conversacion",
  },
  {
    topic: "whoWeAre",
    strong:
      "quienes son, es del va, son del va, de quien es, esta pagina es, son parte del va, quien maneja, quien esta detras, quien esta atras, quien hizo esta pagina, quien administra, agencia del gobierno, es del gobierno, es una agencia, quien esta contestando, quien contesta esto, persona o una computadora, persona o computadora, es una computadora, eres un robot, es un robot, sin fines de lucro, sin fin de lucro, es confiable, son confiables, nonprofit, non profit, ayudar en español, ayudar en espanol, atender en español, nomas en ingles, solo en ingles, hablan español, hablan espanol",
  },
  {
    topic: "fileForMe",
    strong:
      "me pueden representar, pueden representarme, presentar mi reclamo por mi, llenar mis papeles, llevar mi caso, pueden llevar mi caso, llevar mi caso ante el va, llevan mi caso",
  },
  {
    topic: "contact",
    unless: "persona en la va, persona de la va, alguien en la va, alguien de la va",
    strong:
      "consejero, me comunico, comunicarme, contactarlos, hablar con alguien, hablar con una persona, persona real, su telefono, su numero, comunicarme con ustedes",
  },
  { topic: "consultation", strong: "consulta, consulta gratis" },
  {
    topic: "representative",
    strong:
      "representante, abogado, agente de reclamos, acreditado, acreditados, organizacion de veteranos, legion americana, que me represente, que lo represente, que la represente, nombrar a, nombro a, como nombro, ayude con papeles del va, ayuda con papeles del va, por adelantado, alguien aprobado, eso es legal, los que cobran, cobra por llenar, cobran por llenar, cobrar por llenar, cobra 500, me ayude con el papeleo del va, ayude con el papeleo del va, alguien que hable espanol aqui, autorizado por el va, autorizados por el va, esta autorizado, estan autorizados, son de confianza, si les pago, me sube el rating, sube el rating por, cobra por subir, un senor en facebook, en facebook dice que, acreditado de verdad, sin cobrarme, sin cobrar nada, que no cobre, que no cobren, organizaciones que ayudan, alguien que me ayude con el claim, abogados de veteranos, abogados cobran, abogado que sepa, como lo cambio por otro, cambiarlo por otro, cambiar de abogado, cambiar mi abogado, cambiar de representante, cambiar al representante",
    unless: "divorcio, divorciarme, custodia, herencia, testamento, bancarrota, inmigracion",
  },
  {
    topic: "findForms",
    strong: "encuentro un formulario, buscar un formulario, buscador de formularios",
    medium: "que forma, cual formulario, que formulario",
    weak: "formulario, forma",
  },
  {
    topic: "disabilityClaim",
    strong:
      "por donde empiezo, como empiezo, nunca he aplicado, nunca aplique, secundario, secundaria, como secundario, condicion secundaria, poner un claim, pongo un claim, poner un reclamo, pone un reclamo, pongo un reclamo, presentar un reclamo, compensacion por discapacidad, conectado al servicio, condicion secundaria, como la agrego, como lo agrego, como agrego, agregar una condicion, agregar otra condicion, agregarle otra condicion, por la misma diabetes, por lo mismo que ya me pagan, de tanto cojear, por tanto cojear, por cojear, por estar cojeando, de cojear, todavia aplicar, todavia se puede aplicar, ya es muy tarde, es muy tarde para aplicar, nunca fue al va, nunca aplico, nunca puso la claim, nunca hizo la claim, puedo cobrar por eso, cobrar por eso, nunca puse nada, nunca puse claim, nunca he puesto nada, nunca reclame nada, nunca aplique por, se lastimo el hombro, se lastimo la rodilla, se lastimo la espalda, se lastimo en un entrenamiento, se lastimo en el servicio, si le toca algo, meter aparte, lo puede meter aparte, de tanto cargar el peso, se le arruino la otra, se le arruino la derecha, se puede pedir por eso, pedimos mas, como pedimos mas, como pido mas, como pedir mas, que tambien le paguen, tambien le paguen por, es por lo mismo de, todavia se puede hacer el reclamo, despues de tanto tiempo, anadirla al claim, anadirlo al claim, anadir al claim, agregarla al claim, agregarlo al claim, agregar al claim, quiero anadirla, quiero agregarla",
    medium: "incapacidad, discapacidad, compensacion",
  },
];
