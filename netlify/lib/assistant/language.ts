/**
 * Which language the chat answers in: the language of the message when it has one, else the
 * page's (the `Content-Language` header the page's script sends), else English. One small
 * function, so the crisis screen and the assistant can later share one language identifier.
 */
import type { Language } from "./answer";

/** Words that show Spanish (written as veterans type them: no accents, "pa", "q"). */
const SPANISH = new Set(
  `de del la las el los que q y o en un una unos unas por para pa pal con sin su sus mi mis le les lo se al como cuando donde
  quien cual cuanto cuantos cuanta porque pero tambien ya esta este esto estas estos esa ese eso hay es soy estoy fue
  era tengo tiene tienen tenia puedo puede pueden quiero quiere necesito necesita hago hace sirve dan dieron dice dicen
  mi usted ustedes yo el ella ellos nos nosotros todavia ahora despues antes desde hasta sobre entre muy mas menos nada algo
  algun alguna alguien otra otro vez si sea hijo hija hijos esposo esposa marido mujer papa mama papi mami abuelo hermano tio
  murio fallecio ayuda ayudar pagar paga pago dinero casa carro trabajo trabajar escuela servicio veterano veterana veteranos
  reclamo numero telefono forma formulario papeles cita examen pedir pido solicitar aplicar cobrar cobro mes meses anos dia
  dias semana pregunta saber sabe cuidar cuida`.split(/\s+/),
);

/** Words that show English. */
const ENGLISH = new Set(
  `the an is are was were be been to of and or in on at for from with without my your our his her their i im ive id you it its
  that this these those what whats how when where who why which do does did dont doesnt didnt can cant could would should
  will wont have has had get got getting about after before still just if not any some there they them we he she him us
  want need know help pay paid money house home car work job school wife husband daughter dad mom father mother brother
  died passed number phone claim apply file filed rating out up off again back much many long`.split(/\s+/),
);

const SPANISH_LETTERS = /[ñ¿¡áéíóú]/i;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/** The message's own language, or null when it shows none clearly ("GI Bill", "21-526EZ"). */
export function messageLanguage(message: string): Language | null {
  let spanish = SPANISH_LETTERS.test(message) ? 1 : 0;
  let english = 0;
  for (const word of words(message)) {
    if (SPANISH.has(word)) spanish++;
    if (ENGLISH.has(word)) english++;
  }
  if (spanish === english) return null;
  return spanish > english ? "es" : "en";
}

/** A `Content-Language` value ("es", "es-US", "en") as one of the chat's languages, or null. */
export function pageLanguage(header: string | null | undefined): Language | null {
  const tag = header?.split(",")[0]?.trim().toLowerCase() ?? "";
  if (/^es(?:-|$)/.test(tag)) return "es";
  if (/^en(?:-|$)/.test(tag)) return "en";
  return null;
}

/** The answer's language: the message's, else the page's, else English. */
export function chooseLanguage(message: string, page: Language | null = null): Language {
  return messageLanguage(message) ?? page ?? "en";
}
