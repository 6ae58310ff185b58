import { FULL_NAME_MAX } from "../../../../../contract/api";
import type { PagesText } from "../en/pages";

/** The Spanish twin of ../en/pages.ts: privacy, 404, the no-JavaScript landing pages and <head>. */
export const pages: PagesText = {
  head: {
    homeTitle: (brand) => `${brand}: ayuda gratuita con los beneficios de VA de un compañero veterano`,
    description:
      "Orientación gratuita, dirigida por veteranos, sobre compensación por discapacidad, préstamos hipotecarios, educación y atención médica de VA. Sin cargos ni comisiones. Use el chat, encuentre el formulario oficial de VA que necesita o solicite una consulta gratuita.",
    country: "Estados Unidos",
    priceRange: "Gratis",
    privacyTitle: (brand) => `Aviso de privacidad: ${brand}`,
    privacyDescription: (brand) => `Qué datos suyos guarda ${brand}, dónde, por cuánto tiempo y quién los ve.`,
  },
  notFound: {
    title: "404: Página no encontrada",
    text: "¿Se olvidó de agregar la página al enrutador?",
    home: "Ir a la página principal",
    forms: "Formularios de VA",
  },
  received: {
    title: "¡Consulta programada!",
    text: "Nos comunicaremos con usted en un plazo de 24 horas para programar su consulta gratuita.",
    sooner: "¿Nos necesita antes? Llámenos:",
    home: "Volver a la página principal",
  },
  notSent: {
    title: "Su solicitud no se envió",
    back: "Regrese con el botón Atrás de su navegador: lo que escribió sigue en el formulario.",
    check: " Revise lo siguiente:",
    retry: " Luego vuelva a intentarlo en un momento.",
    checks: {
      fullName: `Nombre completo: escriba su nombre completo, de hasta ${FULL_NAME_MAX} caracteres.`,
      email: "Correo electrónico: escriba su dirección completa; por ejemplo, nombre@ejemplo.com.",
      phone:
        "Número de teléfono: escriba un número de EE. UU. de 10 dígitos, o un número internacional de hasta 15 dígitos.",
      serviceBranch: "Rama de servicio: elija su rama de servicio.",
    },
    sendAgain: "Luego envíela de nuevo. ",
    callUs: "Si aún no se envía, o si prefiere hablar con alguien, llámenos:",
    home: "Volver a empezar en la página principal",
  },
  call: (phone) => `Llamar al ${phone}`,
  privacy: {
    title: "Aviso de privacidad",
    intro: (brand) =>
      `${brand} es un servicio gratuito e independiente, que no forma parte de VA. Esta página explica qué datos suyos guardamos, dónde, por cuánto tiempo y quién los ve.`,
    keep: {
      title: "Qué guardamos",
      consultationLead: "Si pide una consulta:",
      consultation:
        "su nombre completo, correo electrónico, número de teléfono y rama de servicio, y la hora en que envió la solicitud.",
      chatLead: "Si usa el chat:",
      chat: "los mensajes que escribe y las respuestas del asistente, bajo un número de sesión al azar que crea su navegador. No escriba datos personales como su número de Seguro Social.",
      none: "Sin cuentas, sin publicidad, sin rastreadores.",
    },
    use: {
      title: "Para qué lo usamos",
      text: "Su solicitud de consulta se usa solo para comunicarnos con usted sobre su consulta. El historial del chat se usa solo para responder sus preguntas en la misma conversación. Nunca vendemos ni compartimos su información.",
    },
    where: {
      title: "Dónde se guarda",
      items: [
        "Solicitudes de consulta: en la base de datos del sitio y como un correo electrónico en la bandeja de entrada del consejero.",
        "Conversaciones del chat: en la base de datos del sitio, bajo el número de sesión.",
      ],
    },
    howLong: {
      title: "Por cuánto tiempo lo guardamos",
      consultations:
        "Solicitudes de consulta: hasta que usted nos pida borrarlas, o hasta que el consejero las borre. Esto incluye el correo electrónico en la bandeja de entrada del consejero.",
      chat: (days) => `Conversaciones del chat: se borran automáticamente ${days} días después del último mensaje.`,
      counts:
        "Para evitar abusos y repartir de forma justa el uso del asistente de inteligencia artificial, el sitio cuenta las solicitudes de cada dirección IP; esos conteos, y la dirección con la que se guardan, se borran en un plazo de dos días. La dirección no se guarda con su solicitud.",
    },
    who: {
      title: "Quién lo ve",
      counselor: (name) => `${name}, el consejero, que se comunica con usted sobre su consulta.`,
      companies:
        "Las empresas que administran el sitio para nosotros, solo para eso: Netlify (el alojamiento), Upstash (la base de datos), el proveedor de correo electrónico del consejero y Anthropic, cuyo modelo de inteligencia artificial Claude escribe las respuestas del chat y por eso recibe sus mensajes del chat.",
      nobody: "Nadie más.",
    },
    delete: {
      title: "Para ver o borrar su información",
      before: "Escriba a",
      after:
        "con el nombre y el correo electrónico o el número de teléfono que usó. Borramos su solicitud de consulta de la base de datos y de la bandeja de entrada del consejero, y le avisamos cuando esté hecho.",
    },
  },
};
