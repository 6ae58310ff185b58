import { EMAIL_MAX, FULL_NAME_MAX } from "../../../../../contract/api";
import type { PageText } from "../en/page";

/**
 * The Spanish twin of ../en/page.ts: US Spanish, "usted", VA's own Spanish terms where VA has them
 * ("Línea de Crisis para Veteranos", "reclamo de discapacidad"). Typed by the English part, so a
 * missing or extra key fails the type check. For a translator's review: every text is here.
 */
export const page: PageText = {
  skipLink: "Saltar al contenido principal",
  header: {
    subtitle: "Orientación gratuita sobre beneficios de VA de un compañero veterano",
    navLabel: "Principal",
    sections: { about: "Quiénes somos", services: "Servicios", resources: "Recursos", contact: "Contacto" },
    call: "Llamar",
    callNumber: (phone) => `Llamar al ${phone}`,
    menu: "Menú",
    otherLanguage: "English",
  },
  crisis: {
    short: "Línea de Crisis para Veteranos",
    long: "Hable ahora con la Línea de Crisis para Veteranos",
    intro: "Si usted es veterano y está en crisis, o le preocupa un veterano, pida ayuda ahora:",
    call: "Llame al 988 y oprima 1",
    text: "Envíe un mensaje de texto al 838255",
    chat: "Chat confidencial en línea",
    tty: "TTY: llame al 711 y luego al 988",
    emergencyLead: "En una emergencia:",
    emergency: "Llame al 911",
    emergencyTail: "o vaya a la sala de emergencias más cercana.",
    otherLanguages: [
      "La línea 988 general (no la de veteranos) también atiende en español: llame al 988 y oprima 2.",
      "Las llamadas al 988 tienen intérpretes en más de 240 idiomas.",
    ],
    more: "Más información en veteranscrisisline.net (en español)",
    footerTitle: "Línea de Crisis para Veteranos:",
  },
  newTab: " (se abre en una pestaña nueva)",
  hero: {
    eyebrow: "Gratis · Dirigido por veteranos · En todo el país",
    title: "Obtenga los beneficios de VA que se ha ganado",
    lead: "Orientación gratuita y personalizada de un compañero veterano sobre reclamos de discapacidad, préstamos hipotecarios, educación y atención médica. Sin cargos. Sin comisiones. Nunca.",
    independence:
      "Un servicio independiente, que no forma parte de VA: no está afiliado al Departamento de Asuntos de Veteranos de EE. UU. ni cuenta con su respaldo.",
    chat: "Iniciar chat gratis",
    wizard: "Buscador de formularios",
    preferToTalk: "¿Prefiere hablar con alguien?",
  },
  counselorCard: {
    label: "Su consejero",
    veteranOf: (branch) => `Veterano: ${branch}`,
    free: "Gratis: sin cargos ni comisiones",
  },
  /** PLACEHOLDER, like the English in facts/service.ts: change both together. */
  counselor: {
    title: "Veterano del Ejército de EE. UU. y guía de beneficios de VA",
    branch: "Ejército de EE. UU.",
    bio: [
      "Después de 20 años de uniforme, sé lo confuso que puede ser el proceso de reclamos de VA. He presentado mis propios reclamos, he ido a los exámenes y he esperado las cartas.",
      "Hoy ayudo a compañeros veteranos de todo el país a entender los beneficios que se han ganado, a encontrar los formularios oficiales de VA correctos y a reunir los documentos que importan, para que puedan presentar reclamos completos con confianza.",
    ],
    mission:
      "Ningún veterano debería tener que hacer sus trámites con VA sin ayuda, ni pagarle a alguien para obtener los beneficios que ya se ganó.",
    location: "Dirigido por veteranos, al servicio de veteranos de todo el país",
  },
  about: {
    title: (name) => `Conozca a ${name}`,
    mission: "Nuestra misión",
    accredited: (name, type, number) =>
      `${name} está acreditado por VA como ${type}, con número de acreditación ${number}.`,
    accreditationTypes: {
      "VSO representative": "representante de una Organización de Servicios para Veteranos (VSO)",
      attorney: "abogado",
      "claims agent": "agente de reclamos",
    },
    verify: "Verificar en VA.gov",
    notAccredited: (name) =>
      `${name} no es representante acreditado por VA, así que este servicio ofrece orientación general: le explica sus opciones y los formularios oficiales de VA, y usted presenta su propio reclamo. Si quiere que alguien lo represente en su reclamo,`,
    findRepresentative: "busque un representante acreditado por VA",
    vsoFree:
      "(los representantes acreditados de las Organizaciones de Servicios para Veteranos siempre son gratuitos).",
    whatRepresentativesDo: "Qué hacen los representantes acreditados",
  },
  services: {
    title: "Cómo le ayudamos",
    step: (n) => `Paso ${n}: `,
    steps: [
      {
        title: "Consulta gratuita",
        text: "Hablamos sobre su historial de servicio, su salud y sus metas, sin costo para usted.",
      },
      {
        title: "Reunir documentos",
        text: "Hacemos una lista de los registros que importan: el DD214, los registros médicos del servicio, la evidencia médica y las declaraciones de compañeros.",
      },
      {
        title: "Identificar beneficios",
        text: "Comparamos su situación con los beneficios para los que podría calificar, para que no se le escape nada de lo que se ganó.",
      },
      {
        title: "Presentar y dar seguimiento",
        text: "Le guiamos paso a paso por los formularios oficiales de VA y le mostramos cómo consultar el estado de su reclamo en VA.gov hasta que VA tome una decisión.",
      },
    ],
  },
  benefits: {
    title: "Beneficios que le ayudamos a reclamar",
    calculator: "Calcule su calificación combinada",
    cards: [
      {
        title: "Compensación por discapacidad",
        items: ["Lesiones físicas", "Condiciones de salud mental", "Enfermedades crónicas"],
      },
      { title: "Préstamos hipotecarios", items: ["Compra de vivienda", "Refinanciamiento", "Construcción"] },
      { title: "Beneficios de educación", items: ["GI Bill", "Capacitación vocacional", "Programas de certificación"] },
      {
        title: "Atención médica",
        items: ["Atención primaria", "Servicios especializados", "Atención de salud mental"],
      },
    ],
  },
  resources: {
    title: "Formularios y recursos esenciales de VA",
    lead: "Formularios y solicitudes oficiales en VA.gov (en inglés).",
    columns: [
      {
        title: "Reclamos de discapacidad",
        links: ["Intención de presentar un reclamo", "Compensación por discapacidad", "Declaración de un compañero"],
      },
      {
        title: "Otros beneficios",
        links: [
          "Certificado de elegibilidad para préstamo hipotecario",
          "Solicitud de beneficios de educación",
          "Inscripción en atención médica",
        ],
      },
    ],
  },
  contact: {
    title: "Programe su consulta gratuita",
    lead: "Llámenos ahora o envíe una solicitud, y le devolveremos la llamada.",
    reasonsTitle: "Lo que recibe",
    reasons: [
      "Orientación personalizada para su situación",
      "Revisión de sus registros médicos y documentos",
      "Ayuda paso a paso con su solicitud",
      "Apoyo continuo hasta que se decida su reclamo",
    ],
    guidanceReasons: [
      "Orientación personalizada para su situación",
      "Un repaso de sus registros y documentos, para que sepa qué le pedirá VA",
      "Ayuda paso a paso con su solicitud",
      "Apoyo continuo: respuestas a sus preguntas mientras VA decide",
    ],
    qualifier:
      "Todo esto es orientación general: usted firma y presenta su propio reclamo. Si quiere que alguien lo represente en su reclamo,",
  },
  form: {
    title: "Solicite una consulta gratuita",
    required: "Todos los campos son obligatorios (",
    requiredMark: "marcados con un asterisco",
    labels: {
      fullName: "Nombre completo",
      email: "Correo electrónico",
      phone: "Número de teléfono",
      serviceBranch: "Rama de servicio",
    },
    selectBranch: "Seleccione su rama",
    branches: {
      Army: "Ejército",
      Navy: "Marina",
      "Air Force": "Fuerza Aérea",
      Marines: "Infantería de Marina",
      "Coast Guard": "Guardia Costera",
      "Space Force": "Fuerza Espacial",
    },
    honeypot: "Deje este campo vacío",
    submit: "Programar consulta gratuita",
    submitting: "Programando...",
    errors: {
      fullName: {
        missing: "Escriba su nombre completo.",
        type: "El nombre completo debe ser texto.",
        tooLong: `El nombre completo puede tener como máximo ${FULL_NAME_MAX} caracteres.`,
        control: "El nombre completo tiene caracteres que no se permiten.",
        noLetter: "El nombre completo debe incluir al menos una letra.",
        invisible: "El nombre completo tiene caracteres de formato ocultos. Vuelva a escribir su nombre.",
        encodedWord: "El nombre completo no puede tener los pares de caracteres =? y ?=.",
      },
      email: {
        missing: "Escriba su correo electrónico.",
        type: "El correo electrónico debe ser texto.",
        tooLong: `El correo electrónico puede tener como máximo ${EMAIL_MAX} caracteres.`,
        invalid: "Escriba un correo electrónico válido.",
        incomplete:
          "Escriba su correo electrónico completo, con un punto en la parte que va después de la @; por ejemplo, nombre@ejemplo.com.",
        control: "El correo electrónico tiene caracteres que no se permiten.",
      },
      phone: {
        missing: "Escriba su número de teléfono.",
        type: "El teléfono debe ser texto.",
        invalid:
          "Escriba un número de teléfono de EE. UU. de 10 dígitos, o un número internacional de hasta 15 dígitos.",
        control: "El teléfono tiene caracteres que no se permiten.",
      },
      serviceBranch: { missing: "Elija su rama de servicio.", invalid: "Elija su rama de servicio." },
    },
    sentTitle: "¡Consulta programada!",
    sentText: "Nos comunicaremos con usted en un plazo de 24 horas para programar su consulta gratuita.",
    sentCall: (phone) => `¿Nos necesita antes? Llame al ${phone}`,
    failedTitle: "Su solicitud no se envió.",
    failedText: "Vuelva a intentarlo, o llámenos:",
    contactRepeat: ["Lo llamaremos al ", " o le escribiremos a ", "."],
    summaryOne: "Revise este campo y vuelva a enviar la solicitud:",
    summaryMany: "Revise estos campos y vuelva a enviar la solicitud:",
  },
  privacyNote: {
    text: "Pedimos su nombre, correo electrónico, teléfono y rama de servicio solo para comunicarnos con usted sobre su consulta. Nunca los vendemos ni los compartimos.",
    deletion: "Para que los borremos, escriba a",
    link: "Aviso de privacidad",
  },
  toasts: {
    missing: { title: "Falta información", description: "Complete todos los campos obligatorios." },
    sent: {
      title: "¡Consulta programada!",
      description: "Nos comunicaremos con usted en un plazo de 24 horas para programar su consulta gratuita.",
    },
    failed: { title: "Error", description: "No se pudo programar la consulta. Vuelva a intentarlo." },
  },
  footer: {
    about:
      "Orientación gratuita sobre beneficios de VA, dirigida por veteranos, para veteranos de todo el país. Sin cargos ni comisiones.",
    servicesTitle: "Servicios",
    services: ["Reclamos de discapacidad", "Préstamos hipotecarios", "Beneficios de educación", "Atención médica"],
    resourcesTitle: "Recursos",
    resources: ["Formularios de VA", "Base de conocimientos", "Historias de éxito", "Blog"],
    contactTitle: "Contacto",
    rights: "Todos los derechos reservados.",
    independence:
      "No está afiliado al Departamento de Asuntos de Veteranos de EE. UU. ni cuenta con su respaldo. La orientación es gratuita: sin cargos ni comisiones.",
    comingSoon: "Próximamente",
    privacyPolicy: "Política de privacidad",
    terms: "Términos del servicio",
  },
  openChat: "Abrir el asistente de chat",
};
