/**
 * Las respuestas del asistente en español: el mismo mapa de beneficios que knowledge-base.ts, con
 * los mismos enlaces oficiales, formularios y números, en "usted". Todo el texto en español del
 * asistente está aquí, para que un revisor nativo lo lea en un solo lugar. Los nombres de los
 * programas siguen como VA los escribe en español, con el nombre en inglés entre paréntesis
 * cuando el veterano lo verá así en VA.gov.
 */
import { CRISIS_LINE_ES, CRISIS_TAPS } from "../../../facts/crisis-line";
import { contact, counselor, service, type Accreditation } from "../../../facts/service";
import * as VA_LINKS from "../../../facts/va-links";
import { VA_PHONES } from "../../../facts/va-phones";
import type { AnswerLink, AnswerParts } from "./answer";
import type { TopicId } from "./knowledge-base";

/** El paso a una persona. */
const HANDOFF_ES = `Para ayuda con su caso, llame al ${contact.phoneDisplay} o pida una consulta gratis con el formulario de consulta de esta página.`;

const INDEPENDENCE_ES = `${service.name} es un servicio de orientación independiente, gratuito y dirigido por veteranos. No es parte de VA: no está afiliado al Departamento de Asuntos de Veteranos de los EE. UU. ni tiene su respaldo.`;

function accreditationStatementEs(accreditation: Accreditation | null = counselor.accreditation): string {
  if (accreditation === null) {
    return "No somos representantes acreditados por VA: damos orientación general y no podemos preparar, presentar ni tramitar un reclamo por usted.";
  }
  return `El consejero es un ${accreditation.type} acreditado por VA (número de acreditación ${accreditation.number}); puede verificarlo en los registros de acreditación de VA.`;
}

const CRISIS_ES = `Si está pasando por un momento difícil, la Línea de Crisis para Veteranos le ayuda: ${CRISIS_TAPS.callEs.text}, o ${CRISIS_TAPS.textEs.text}. Más información: ${CRISIS_LINE_ES.page}`;

const CLAIM_ONLINE: AnswerLink = ["Presentar el Formulario VA 21-526EZ en línea", VA_LINKS.disabilityClaimOnline];
const ITF_ONLINE: AnswerLink = [
  "Intención de presentar un reclamo (Formulario VA 21-0966) en línea",
  VA_LINKS.intentToFileOnline,
];
const LAY_ONLINE: AnswerLink = [
  "Declaración de testigo (Formulario VA 21-10210) en línea",
  VA_LINKS.layWitnessStatementOnline,
];
const FIND_REP: AnswerLink = ["Buscar un representante acreditado por VA", VA_LINKS.findRepresentative];
const REVIEWS: AnswerLink = ["Revisiones de decisiones en VA.gov", VA_LINKS.decisionReviews];
const STATUS: AnswerLink = ["Ver el estado de su reclamo o apelación", VA_LINKS.claimStatus];
const ONE_YEAR = "por lo general dentro de 1 año desde la fecha de su carta de decisión";

function fileForMeEs(accreditation: Accreditation | null): AnswerParts {
  if (accreditation !== null) {
    return {
      direct: accreditationStatementEs(accreditation),
      steps: [
        "Pida una consulta gratis con el formulario de consulta de esta página, o llámenos, para hablar de su reclamo.",
        "Los representantes acreditados de las Organizaciones de Servicio a Veteranos (VSO) también ayudan gratis.",
      ],
      links: [["Verificar una acreditación", VA_LINKS.accreditationSearch], FIND_REP],
      closing: HANDOFF_ES,
    };
  }
  return {
    direct:
      "No, no podemos presentar su reclamo por usted: solo los representantes acreditados por VA (de una Organización de Servicio a Veteranos, abogados y agentes de reclamos) pueden preparar, presentar o tramitar un reclamo por otra persona, y nosotros no estamos acreditados.",
    steps: [
      "Damos orientación general: qué formulario corresponde, qué pruebas ayudan y cómo presentarlo usted mismo en línea.",
      "Si quiere que alguien represente su reclamo, busque un representante acreditado por VA. Los de las Organizaciones de Servicio a Veteranos (VSO) siempre son gratis.",
      `Para hablar de su caso, pida una consulta gratis con el formulario de consulta de esta página o llame al ${contact.phoneDisplay}.`,
    ],
    links: [
      FIND_REP,
      ["Preguntas frecuentes de VA sobre representantes acreditados", VA_LINKS.accreditedRepresentativeFaqs],
    ],
  };
}

type TopicEs = { title: string; parts: AnswerParts };

/** Cada tema del mapa, en español (TypeScript exige uno por cada tema en inglés). */
export const TOPICS_ES: Record<TopicId, TopicEs> = {
  disabilityClaim: {
    title: "Presentar un reclamo de compensación por discapacidad",
    parts: {
      direct:
        "Usted presenta un reclamo de discapacidad con el Formulario VA 21-526EZ, y en línea es lo más rápido; sirve para un reclamo nuevo, una condición secundaria o un aumento. Un reclamo necesita una condición actual, algo que pasó en el servicio y una conexión entre los dos.",
      steps: [
        "Presente una Intención de presentar un reclamo (Formulario VA 21-0966) para guardar su fecha de inicio mientras se prepara.",
        "Reúna su DD214, sus récords médicos y declaraciones de testigos.",
        "Presente el Formulario VA 21-526EZ en línea.",
        "Vaya a cualquier examen que VA le programe.",
      ],
      links: [CLAIM_ONLINE, ITF_ONLINE],
      closing: HANDOFF_ES,
    },
  },
  intentToFile: {
    title: "Intención de presentar un reclamo (Formulario VA 21-0966)",
    parts: {
      direct:
        "La Intención de presentar un reclamo (Intent to File, Formulario VA 21-0966) le avisa a VA que usted va a presentar un reclamo y puede fijar su fecha de inicio, así que podría recibir pagos atrasados desde esa fecha si se aprueba.",
      steps: [
        "Presente el Formulario VA 21-0966 en línea o por teléfono con VA.",
        "Después de que VA la registre, tiene 1 año para presentar el reclamo completo (Formulario VA 21-526EZ).",
      ],
      links: [ITF_ONLINE, ["Más sobre la Intención de presentar un reclamo", VA_LINKS.intentToFileAbout]],
    },
  },
  form526: {
    title: "Formulario VA 21-526EZ (Solicitud de compensación por discapacidad)",
    parts: {
      direct:
        "El Formulario VA 21-526EZ es la solicitud de compensación por discapacidad: para un primer reclamo, condiciones nuevas o un aumento cuando una condición empeora.",
      steps: [
        "Tenga listos su DD214 y sus récords médicos.",
        "Llénelo en línea: puede guardar su progreso y subir documentos.",
        "O descargue el PDF desde la página del formulario.",
      ],
      links: [CLAIM_ONLINE, ["Detalles del formulario y el PDF", VA_LINKS.disabilityClaimFormPage]],
    },
  },
  buddyStatement: {
    title: "Declaraciones de testigos (Formularios VA 21-10210 y 21-4138)",
    parts: {
      direct:
        "Una declaración de testigo (buddy statement) es un relato escrito de alguien que sabe lo que pasó o cómo le afecta su condición; se escribe en el Formulario VA 21-10210 (Declaración de testigo), uno por persona, y puede ser de su esposa, un familiar o alguien con quien sirvió.",
      steps: [
        "Pídasela a alguien con quien sirvió, a su esposa, un familiar o un amigo. Usted también puede escribir una sobre sí mismo.",
        "La persona dice cómo lo conoce, qué vio con sus propios ojos y cuándo.",
        "Preséntela en línea con el Formulario VA 21-10210. El Formulario VA 21-4138 (Declaración en apoyo de un reclamo) es para más información que VA le pida.",
      ],
      links: [LAY_ONLINE, ["Formulario VA 21-4138 en línea", VA_LINKS.buddyStatementOnline]],
    },
  },
  hearingTinnitus: {
    title: "Reclamos por pérdida de audición y tinnitus",
    parts: {
      direct:
        "Sí, puede reclamar el tinnitus (zumbido en los oídos) y la pérdida de audición; están entre los reclamos más comunes de VA.",
      steps: [
        "Anote el ruido del servicio: armas, aviones, motores, generadores, su trabajo.",
        "Escriba cuándo empezó el zumbido o el problema de audición. Las declaraciones de testigos (Formulario VA 21-10210) pueden confirmar el ruido.",
        "Presente el Formulario VA 21-526EZ en línea, o primero una Intención de presentar un reclamo para guardar su fecha.",
        "Vaya al examen de audición que VA le programe.",
      ],
      links: [CLAIM_ONLINE, ITF_ONLINE],
      closing: HANDOFF_ES,
    },
  },
  ptsd: {
    title: "Reclamos por PTSD y salud mental (Formulario VA 21-0781)",
    parts: {
      direct:
        "Sí, puede reclamar el trastorno de estrés postraumático (PTSD) y otras condiciones de salud mental del servicio, aun sin diagnóstico; el evento del servicio se describe en el Formulario VA 21-0781, que también cubre el trauma sexual militar (MST).",
      steps: [
        "Presente el Formulario VA 21-526EZ por la condición. No tiene que dar detalles en este chat.",
        "Describa el evento en el Formulario VA 21-0781; también cubre el trauma sexual militar.",
        "Agregue declaraciones de personas que lo conocieron antes y después (Formulario VA 21-10210).",
        "Vaya al examen del reclamo; el examinador puede hacer el diagnóstico.",
      ],
      links: [
        ["Formulario VA 21-0781", VA_LINKS.mentalHealthStatementFormPage],
        ["Reclamos por PTSD en VA.gov", VA_LINKS.ptsd],
        CLAIM_ONLINE,
      ],
      closing: CRISIS_ES,
    },
  },
  increase: {
    title: "Pedir un aumento de su calificación",
    parts: {
      direct:
        "Si una condición conectada al servicio ha empeorado, puede pedir una calificación más alta con un reclamo de aumento en el Formulario VA 21-526EZ.",
      steps: [
        "Consiga récords médicos recientes que muestren cómo la condición afecta su trabajo y su vida diaria.",
        "Presente el Formulario VA 21-526EZ en línea por la condición que empeoró.",
        "Vaya a cualquier examen nuevo que VA le programe.",
      ],
      links: [CLAIM_ONLINE],
      closing: HANDOFF_ES,
    },
  },
  appeal: {
    title: "No estar de acuerdo con una decisión (revisiones y apelaciones)",
    parts: {
      direct: `Si no está de acuerdo con una decisión de VA, puede pedir una revisión de la decisión, ${ONE_YEAR}. Hay tres opciones.`,
      steps: [
        "Reclamo suplementario (Supplemental Claim, Formulario VA 20-0995): tiene pruebas nuevas y relevantes.",
        "Revisión de nivel superior (Higher-Level Review, Formulario VA 20-0996): un revisor de más rango mira las mismas pruebas.",
        "Apelación ante la Junta (Board Appeal, Formulario VA 10182): decide un juez de leyes de veteranos.",
      ],
      links: [REVIEWS, ["Cómo escoger una opción", VA_LINKS.choosingDecisionReview], FIND_REP],
      closing: `Un representante acreditado por VA puede ayudarle a escoger, gratis. ${HANDOFF_ES}`,
    },
  },
  supplementalClaim: {
    title: "Reclamo suplementario (Formulario VA 20-0995)",
    parts: {
      direct:
        "Un reclamo suplementario (Supplemental Claim, Formulario VA 20-0995) le pide a VA que decida otra vez con pruebas nuevas y relevantes.",
      steps: [
        "Reúna las pruebas que VA no tenía, como récords médicos nuevos o una carta de su médico.",
        `Envíe el Formulario VA 20-0995 con ellas, ${ONE_YEAR}.`,
        "¿No tiene pruebas nuevas? Una revisión de nivel superior (Formulario VA 20-0996) o una apelación ante la Junta (Formulario VA 10182) pueden servir.",
      ],
      links: [["Formulario VA 20-0995", VA_LINKS.supplementalClaimFormPage], REVIEWS],
      closing: HANDOFF_ES,
    },
  },
  higherLevelReview: {
    title: "Revisión de nivel superior (Formulario VA 20-0996)",
    parts: {
      direct:
        "Una revisión de nivel superior (Higher-Level Review, Formulario VA 20-0996) le pide a un revisor de más rango que mire otra vez las mismas pruebas, sin pruebas nuevas.",
      steps: [
        "Úsela cuando crea que VA se equivocó con las pruebas que tenía.",
        `Envíe el Formulario VA 20-0996, ${ONE_YEAR}.`,
        "¿Tiene pruebas nuevas? Un reclamo suplementario (Formulario VA 20-0995) sirve mejor.",
      ],
      links: [
        ["Formulario VA 20-0996", VA_LINKS.higherLevelReviewFormPage],
        ["Cómo escoger una opción", VA_LINKS.choosingDecisionReview],
      ],
      closing: HANDOFF_ES,
    },
  },
  boardAppeal: {
    title: "Apelación ante la Junta (Formulario VA 10182)",
    parts: {
      direct:
        "Una apelación ante la Junta (Board Appeal, Formulario VA 10182) le pide a un juez de leyes de veteranos de la Junta de Apelaciones de Veteranos que decida su caso.",
      steps: [
        `Envíe el Formulario VA 10182, ${ONE_YEAR}.`,
        "La página del formulario explica cómo escoger la forma en que el juez revisa su caso, con audiencia o sin ella.",
        "Un representante acreditado por VA puede ayudarle a prepararse, gratis.",
      ],
      links: [["Formulario VA 10182", VA_LINKS.boardAppealFormPage], REVIEWS, FIND_REP],
      closing: HANDOFF_ES,
    },
  },
  claimExam: {
    title: "El examen del reclamo (examen C&P)",
    parts: {
      direct:
        "El examen del reclamo (examen C&P) es una cita en la que un proveedor de VA o contratado por VA (como QTC, VES u Optum) revisa las condiciones que usted reclamó. Vaya: faltar puede llevar a una negación.",
      steps: [
        "Si no puede ir ese día, comuníquese antes para cambiar la cita.",
        "Dígale al examinador con honestidad cómo le afecta su condición, en sus peores días y en los buenos.",
        "Después, revise el estado de su reclamo en VA.gov.",
      ],
      links: [["Exámenes de reclamos de VA", VA_LINKS.claimExam]],
      closing: HANDOFF_ES,
    },
  },
  claimStatus: {
    title: "Ver el estado de un reclamo o apelación",
    parts: {
      direct: "Usted puede ver el estado de su reclamo o apelación en VA.gov; este chat no puede buscar reclamos.",
      steps: [
        "Entre a su cuenta de VA.gov.",
        "Abra su reclamo o apelación para ver en qué paso está y si VA le pide pruebas.",
        "Envíe lo que VA le pida lo antes posible.",
      ],
      links: [STATUS],
      closing: HANDOFF_ES,
    },
  },
  claimTime: {
    title: "Cuánto tarda un reclamo",
    parts: {
      direct:
        "Depende del reclamo, así que no vamos a adivinar un número: VA.gov muestra en qué paso está su reclamo y qué sigue.",
      steps: [
        "Entre a VA.gov y revise el estado de su reclamo.",
        "Conteste rápido cualquier pedido de pruebas y vaya a todos los exámenes.",
        "Una Intención de presentar un reclamo guarda su fecha de inicio, así los pagos atrasados cuentan desde entonces.",
      ],
      links: [STATUS],
      closing: HANDOFF_ES,
    },
  },
  toxicExposure: {
    title: "Exposición a tóxicos (burn pits, agente naranja) y la Ley PACT",
    parts: {
      direct:
        "La Ley PACT amplió la atención médica y los beneficios por discapacidad de VA para veteranos expuestos a burn pits (quema de basura), el agente naranja y otras sustancias tóxicas.",
      steps: [
        "Revise la página de la Ley PACT: para muchas condiciones VA ahora presume la conexión con el servicio (condiciones presuntivas), así que no tiene que probarla.",
        "Presente el Formulario VA 21-526EZ por sus condiciones. Si se lo negaron antes, puede volver a presentarlo.",
        "Inscríbase en la atención médica de VA con el Formulario VA 10-10EZ.",
      ],
      links: [
        ["La Ley PACT en VA.gov", VA_LINKS.pactAct],
        CLAIM_ONLINE,
        ["Atención médica (Formulario VA 10-10EZ)", VA_LINKS.healthCareApplication],
      ],
      closing: HANDOFF_ES,
    },
  },
  homeLoan: {
    title: "Préstamos de VA para vivienda y el Certificado de Elegibilidad (Formulario VA 26-1880)",
    parts: {
      direct:
        "Un préstamo para vivienda respaldado por VA le ayuda a comprar, construir o refinanciar una casa, muchas veces sin pago inicial (down payment); su prestamista necesita su Certificado de Elegibilidad (COE, Formulario VA 26-1880).",
      steps: [
        "Pídale a su prestamista que solicite su COE, o solicítelo usted en línea.",
        "Entréguele el COE al prestamista cuando solicite el préstamo.",
      ],
      links: [
        ["Solicitar su COE (Formulario VA 26-1880)", VA_LINKS.homeLoanCoe],
        ["Préstamos de VA para vivienda", VA_LINKS.homeLoans],
      ],
    },
  },
  homeLoanReuse: {
    title: "Usar otra vez el préstamo de VA",
    parts: {
      direct:
        "Sí, puede usar su beneficio de préstamo de VA otra vez; cuánto derecho (entitlement) le queda depende de su préstamo anterior.",
      steps: [
        "Si vendió la casa y pagó el préstamo de VA, puede pedir que le restauren el derecho.",
        "Si todavía tiene un préstamo de VA, puede que le quede derecho para otro.",
        "Pida un Certificado de Elegibilidad nuevo (Formulario VA 26-1880): muestra su derecho.",
      ],
      links: [
        ["Préstamos de VA, incluido usar su derecho otra vez", VA_LINKS.homeLoans],
        ["Solicitar su COE (Formulario VA 26-1880)", VA_LINKS.homeLoanCoe],
      ],
      closing: HANDOFF_ES,
    },
  },
  survivors: {
    title: "Sobrevivientes: Compensación por Dependencia e Indemnización (DIC)",
    parts: {
      direct:
        "Lo siento mucho por su pérdida. El cónyuge, hijo o padre sobreviviente de un veterano que murió por una causa conectada al servicio puede recibir la Compensación por Dependencia e Indemnización (DIC); se solicita con el Formulario VA 21P-534EZ.",
      steps: [
        "Lea quién califica en la página de DIC.",
        "Reúna el certificado de defunción, el DD214 del veterano y su acta de matrimonio o de nacimiento.",
        "Solicítela con el Formulario VA 21P-534EZ. Un representante acreditado por VA puede ayudarle gratis.",
      ],
      links: [
        ["Compensación por Dependencia e Indemnización (DIC)", VA_LINKS.survivorsDic],
        ["Solicitar (Formulario VA 21P-534EZ) en línea", VA_LINKS.survivorsOnline],
      ],
      closing: HANDOFF_ES,
    },
  },
  readinessAndEmployment: {
    title: "Preparación para Veteranos y Empleo (VR&E, Capítulo 31)",
    parts: {
      direct:
        "Preparación para Veteranos y Empleo (Veteran Readiness and Employment, VR&E, también llamado Capítulo 31 o voc rehab) ayuda a veteranos con una discapacidad conectada al servicio a prepararse, estudiar, encontrar y mantener un trabajo adecuado, o empezar un negocio.",
      steps: [
        "Vea quién califica en la página de VR&E.",
        "Solicítelo desde esa página.",
        "La página explica qué pasa después de solicitar.",
      ],
      links: [["Preparación para Veteranos y Empleo (VR&E)", VA_LINKS.readinessAndEmployment]],
      closing: HANDOFF_ES,
    },
  },
  education: {
    title: "GI Bill y beneficios de educación (Formulario VA 22-1990)",
    parts: {
      direct:
        "Los beneficios del GI Bill ayudan a pagar la universidad, escuelas técnicas o vocacionales, aprendizajes, entrenamiento en el trabajo y exámenes de licencias y certificaciones; se solicitan con el Formulario VA 22-1990.",
      steps: [
        "Escoja su escuela o programa.",
        "Solicite en línea con el Formulario VA 22-1990.",
        "Entregue a su escuela la decisión que le mande VA.",
      ],
      links: [
        ["Solicitar en línea (Formulario VA 22-1990)", VA_LINKS.giBillApplication],
        ["Cómo solicitar, paso a paso", VA_LINKS.educationHowToApply],
      ],
    },
  },
  healthCare: {
    title: "Inscribirse en la atención médica de VA (Formulario VA 10-10EZ)",
    parts: {
      direct: "Usted se inscribe en la atención médica de VA con el Formulario VA 10-10EZ.",
      steps: [
        "Tenga listos su DD214 (u otros papeles de baja) y la información de su seguro médico.",
        "Solicite en línea, por teléfono, por correo o en persona.",
      ],
      links: [
        ["Solicitar en línea (Formulario VA 10-10EZ)", VA_LINKS.healthCareApplication],
        ["Cómo solicitar", VA_LINKS.healthCareHowToApply],
      ],
    },
  },
  documents: {
    title: "Documentos que debe reunir antes de presentar",
    parts: {
      direct: "Empiece con su DD214 u otros papeles de baja, sus récords médicos del servicio y sus récords médicos.",
      steps: [
        "Agregue un diagnóstico actual, declaraciones de testigos y, para dependientes, actas de matrimonio y de nacimiento.",
        "Presente una Intención de presentar un reclamo para guardar su fecha mientras los reúne.",
        "Luego presente el Formulario VA 21-526EZ. Guarde copias, y no escriba datos personales como su número de Seguro Social en este chat.",
      ],
      links: [ITF_ONLINE, CLAIM_ONLINE],
      closing: HANDOFF_ES,
    },
  },
  cost: {
    title: "Cuánto cuesta",
    parts: {
      direct: "Nuestra orientación es gratis: sin cargos y sin comisiones.",
      steps: [
        "Por ley nadie le puede cobrar por ayudarle con un primer reclamo de VA.",
        "Las Organizaciones de Servicio a Veteranos acreditadas por VA también ayudan gratis.",
      ],
      links: [FIND_REP],
      closing: HANDOFF_ES,
    },
  },
  whoWeAre: {
    title: "Quiénes somos (no somos parte de VA)",
    parts: {
      direct: INDEPENDENCE_ES,
      steps: [
        "Un compañero veterano le ayuda a entender sus beneficios de VA, reunir sus documentos y encontrar los formularios oficiales correctos.",
        accreditationStatementEs(),
        "Este chat da información general, no consejo legal ni médico.",
      ],
      links: [
        ["Formularios oficiales de VA", VA_LINKS.findForms],
        counselor.accreditation === null ? FIND_REP : ["Verificar una acreditación", VA_LINKS.accreditationSearch],
      ],
      closing: HANDOFF_ES,
    },
  },
  privacy: {
    title: "¿Este chat es privado?",
    parts: {
      direct: `${service.name} es independiente y no es parte de VA: nada de lo que escribe aquí se envía a VA ni se agrega a su expediente de VA.`,
      steps: [
        "Sus mensajes y las respuestas se guardan bajo un número de sesión al azar, solo para contestarle en la misma conversación, y se borran automáticamente unos días después de su último mensaje.",
        "Para que el modelo de inteligencia artificial pueda escribir las respuestas, sus mensajes se envían a Anthropic, la empresa que creó ese modelo.",
        "Por favor, no escriba aquí su número de Seguro Social, su número de expediente de VA ni otros datos personales.",
        "El enlace «Política de privacidad» al pie de esta página explica qué se guarda, dónde y por cuánto tiempo.",
      ],
      links: [],
      closing: HANDOFF_ES,
    },
  },
  fileForMe: {
    title: "¿Pueden presentar mi reclamo por mí? (acreditación de VA)",
    parts: fileForMeEs(counselor.accreditation),
  },
  contact: {
    title: "Cómo comunicarse con el consejero",
    parts: {
      direct: `Puede llamarnos al ${contact.phoneDisplay}.`,
      steps: [
        `Escriba a ${contact.email}.`,
        "O pida una consulta gratis con el formulario de consulta de esta página, y el consejero le responderá.",
      ],
      links: [],
    },
  },
  consultation: {
    title: "La consulta gratis",
    parts: {
      direct:
        "Una consulta gratis es una conversación personal con el consejero, un compañero veterano, sobre su situación y los beneficios que puede recibir. No cuesta nada y no le compromete.",
      steps: [
        "Llene el formulario de consulta de esta página: su nombre, correo electrónico, teléfono y rama del servicio.",
        `O llame al ${contact.phoneDisplay}.`,
      ],
      links: [],
    },
  },
  representative: {
    title: "Representantes acreditados: buscar y nombrar uno (Formularios VA 21-22 y 21-22a)",
    parts: {
      direct:
        "Un representante acreditado por VA (de una Organización de Servicio a Veteranos, o un abogado o agente de reclamos acreditado) puede preparar, presentar y defender su reclamo; los de las VSO son gratis, y se nombran con el Formulario VA 21-22 (21-22a para un abogado o agente).",
      steps: [
        "Busque uno cerca de usted en VA.gov, y verifique la acreditación de cualquiera en los registros de VA.",
        "Nómbrelo en línea, o con el Formulario VA 21-22 (una VSO) o 21-22a (un abogado o agente de reclamos). Un nombramiento nuevo reemplaza el anterior.",
        "Los abogados y agentes de reclamos acreditados solo pueden cobrar después de que VA decida su reclamo inicial; pregunte por cualquier cobro antes de firmar.",
      ],
      links: [
        FIND_REP,
        ["Nombrar un representante en línea", VA_LINKS.appointRepresentative],
        ["Formulario VA 21-22", VA_LINKS.appointVsoFormPage],
        ["Formulario VA 21-22a", VA_LINKS.appointAttorneyFormPage],
        ["Verificar una acreditación", VA_LINKS.accreditationSearch],
      ],
    },
  },
  findForms: {
    title: "Encontrar un formulario de VA",
    parts: {
      direct: "Todos los formularios oficiales de VA están en el buscador de formularios de VA.gov.",
      steps: [
        "Busque por el número o el nombre del formulario.",
        "¿No sabe cuál corresponde? Pregunte aquí con sus propias palabras.",
      ],
      links: [["Buscar un formulario de VA", VA_LINKS.findForms]],
      closing: HANDOFF_ES,
    },
  },
  privateRecords: {
    title: "Récords médicos privados (Formularios VA 21-4142 y 21-4142a)",
    parts: {
      direct:
        "No tiene que ir a buscar los récords de sus médicos u hospitales privados: VA los pide por usted para su reclamo con los Formularios VA 21-4142 y 21-4142a.",
      steps: [
        "Anote cada médico, clínica u hospital privado en el Formulario VA 21-4142a, con las fechas en que lo atendieron.",
        "Firme la autorización, el Formulario VA 21-4142, para que le entreguen los récords a VA.",
        "Envíe los dos en línea, o suba con su reclamo los récords que ya tenga para ahorrar tiempo.",
      ],
      links: [
        ["Autorizar récords privados (Formulario VA 21-4142) en línea", VA_LINKS.privateRecordsOnline],
        ["Formulario VA 21-4142a", VA_LINKS.privateRecordsFormPageA],
      ],
      closing: HANDOFF_ES,
    },
  },
  unemployability: {
    title: "Desempleabilidad Individual (Formulario VA 21-8940)",
    parts: {
      direct:
        "La Desempleabilidad Individual (Individual Unemployability, IU o TDIU) le paga a la tasa del 100% cuando sus discapacidades conectadas al servicio no le dejan mantener un trabajo estable; se solicita con el Formulario VA 21-8940.",
      steps: [
        "Revise la regla de calificaciones: una discapacidad conectada al servicio de al menos 60%, o dos o más con una de al menos 40% y una calificación combinada de al menos 70%.",
        "Reúna su historial de trabajo y lo que dicen sus médicos sobre por qué no puede trabajar.",
        "Presente el Formulario VA 21-8940 en línea. Pregunte a VA o a un representante antes de aceptar un trabajo, porque solo se permite cierto trabajo.",
      ],
      links: [
        ["Desempleabilidad Individual (Formulario VA 21-8940) en línea", VA_LINKS.unemployabilityOnline],
        ["Quién califica", VA_LINKS.unemployability],
      ],
      closing: HANDOFF_ES,
    },
  },
  dependents: {
    title: "Agregar o quitar un dependiente (Formulario VA 21-686c)",
    parts: {
      direct:
        "Usted agrega o quita a su cónyuge, un hijo o un padre dependiente en su compensación por discapacidad con el Formulario VA 21-686c; necesita una calificación combinada de al menos 30% para recibir pago por un dependiente.",
      steps: [
        "Tenga a mano la fecha y el lugar del matrimonio, nacimiento, divorcio o muerte, y el número de Seguro Social del familiar (no los escriba aquí).",
        "Preséntelo en línea: cubre los Formularios VA 21-686c y 21-674 (un hijo de 18 años o más que estudia).",
        "Avise también a VA de un divorcio o una muerte, para que no le paguen de más.",
      ],
      links: [
        ["Agregar o quitar dependientes (Formulario VA 21-686c) en línea", VA_LINKS.dependentsOnline],
        ["Administrar sus dependientes", VA_LINKS.manageDependents],
      ],
    },
  },
  autoAllowance: {
    title: "Subsidio para automóvil y equipo adaptado (Formulario VA 21-4502)",
    parts: {
      direct:
        "VA puede ayudar a pagar un carro o una van, y equipo adaptado, cuando una discapacidad conectada al servicio califica; se solicita con el Formulario VA 21-4502 y hay que tener la aprobación antes de comprar.",
      steps: [
        "Lea quién califica en la página del subsidio para automóvil.",
        "Presente el Formulario VA 21-4502 y espere la aprobación de VA.",
        "Luego compre el vehículo o el equipo como lo explica la aprobación.",
      ],
      links: [
        ["Subsidio para automóvil y equipo adaptado", VA_LINKS.automobileAllowance],
        ["Formulario VA 21-4502", VA_LINKS.automobileAllowanceFormPage],
      ],
      closing: HANDOFF_ES,
    },
  },
  clothingAllowance: {
    title: "Subsidio para ropa (Formulario VA 10-8678)",
    parts: {
      direct:
        "VA paga un subsidio anual para ropa cuando una prótesis, un aparato ortopédico o una medicina para la piel le daña la ropa y la necesidad está conectada al servicio; se solicita con el Formulario VA 10-8678.",
      steps: [
        "Busque el Formulario VA 10-8678 en el buscador de formularios de VA.",
        "Entréguelo en la oficina de prótesis de su centro médico de VA.",
        "Pregunte allí por la fecha límite de cada año y si puede pedirlo por más de un aparato o medicina.",
      ],
      links: [["Buscar el Formulario VA 10-8678", VA_LINKS.findForms]],
      closing: HANDOFF_ES,
    },
  },
  ratings: {
    title: "Cómo funcionan las calificaciones de discapacidad de VA",
    parts: {
      direct:
        "VA califica cada condición conectada al servicio según cuánto afecta su salud y su capacidad de trabajar, y luego combina las calificaciones con una tabla especial, así que no se suman (50% y 30% dan 70%, no 80%).",
      steps: [
        "Cada condición recibe una calificación según la tabla de VA, con sus pruebas médicas y el examen del reclamo.",
        "VA combina las calificaciones y redondea al 10% más cercano.",
        "El pago mensual de la calificación combinada está en la tabla actual de tasas de VA; cambia cada 1 de diciembre.",
      ],
      links: [
        ["Sobre las calificaciones de discapacidad", VA_LINKS.aboutDisabilityRatings],
        ["Tasas de compensación actuales", VA_LINKS.compensationRates],
      ],
      closing: HANDOFF_ES,
    },
  },
  pension: {
    title: "Pensión para Veteranos (Formulario VA 21P-527EZ)",
    parts: {
      direct:
        "La Pensión para Veteranos es un pago mensual para veteranos de tiempo de guerra con ingresos y bienes limitados que tienen 65 años o más, o una discapacidad permanente y total, viven en un hogar de ancianos para cuidado a largo plazo o reciben beneficios por discapacidad del Seguro Social; no tiene que estar conectada al servicio. Se solicita con el Formulario VA 21P-527EZ.",
      steps: [
        "Revise las reglas de servicio, edad o discapacidad, e ingresos en la página de elegibilidad.",
        "Reúna sus ingresos, bienes y gastos médicos: cuentan.",
        "Solicite en línea con el Formulario VA 21P-527EZ.",
      ],
      links: [
        ["Elegibilidad para la Pensión para Veteranos", VA_LINKS.pensionEligibility],
        ["Solicitar la Pensión para Veteranos (Formulario VA 21P-527EZ)", VA_LINKS.pensionOnline],
      ],
      closing: HANDOFF_ES,
    },
  },
  aidAttendance: {
    title:
      "Asistencia y Ayuda Personal (Aid and Attendance) y Confinamiento en el Hogar (Housebound) (Formulario VA 21-2680)",
    parts: {
      direct:
        "Aid and Attendance (asistencia y ayuda personal) y Housebound (confinado en el hogar) son montos mensuales adicionales a una pensión de VA para quien necesita ayuda con actividades diarias, como bañarse o vestirse, o casi no puede salir de la casa; un médico llena el Formulario VA 21-2680.",
      steps: [
        "Pida a un médico que llene el Formulario VA 21-2680 sobre la ayuda diaria que necesita.",
        "Envíelo con la solicitud de pensión, o solo si ya recibe una pensión.",
        "Incluya los costos del cuidado, como un asilo (nursing home) o una ayudante en la casa.",
      ],
      links: [
        ["Aid and Attendance y Housebound", VA_LINKS.aidAttendance],
        ["Formulario VA 21-2680 en línea", VA_LINKS.aidAttendanceOnline],
      ],
      closing: HANDOFF_ES,
    },
  },
  survivorsPension: {
    title: "Pensión para Sobrevivientes (Formulario VA 21P-534EZ)",
    parts: {
      direct:
        "La Pensión para Sobrevivientes es un pago mensual para el cónyuge sobreviviente o el hijo soltero, con pocos ingresos, de un veterano de tiempo de guerra, aunque la muerte no tenga que ver con el servicio; se solicita con el Formulario VA 21P-534EZ.",
      steps: [
        "Vea quién califica en la página de la Pensión para Sobrevivientes.",
        "Reúna el certificado de defunción, el DD214 del veterano y sus ingresos y bienes.",
        "Solicítela con el Formulario VA 21P-534EZ, el mismo formulario de DIC y de beneficios acumulados.",
      ],
      links: [
        ["Pensión para Sobrevivientes", VA_LINKS.survivorsPension],
        ["Solicitar (Formulario VA 21P-534EZ) en línea", VA_LINKS.survivorsOnline],
      ],
      closing: HANDOFF_ES,
    },
  },
  champva: {
    title: "CHAMPVA: cobertura médica para la familia (Formulario VA 10-10d)",
    parts: {
      direct:
        "CHAMPVA es cobertura médica para el cónyuge o los hijos de un veterano con una discapacidad permanente y total conectada al servicio, o el cónyuge sobreviviente o los hijos de un veterano que murió por ella o tenía esa calificación, cuando no califican para TRICARE; se solicita con el Formulario VA 10-10d.",
      steps: [
        "Vea quién califica en la página de CHAMPVA.",
        "Solicite en línea con el Formulario VA 10-10d, con los datos de cualquier otro seguro médico.",
        "Tenga a mano los datos de su otro seguro para los reclamos médicos.",
      ],
      links: [
        ["CHAMPVA", VA_LINKS.champva],
        ["Solicitar CHAMPVA (Formulario VA 10-10d)", VA_LINKS.champvaOnline],
      ],
    },
  },
  caregivers: {
    title: "Cuidadores familiares (Formulario VA 10-10CG)",
    parts: {
      direct:
        "El Programa de Asistencia Integral para Cuidadores Familiares de VA puede dar al familiar que cuida a un veterano entrenamiento, apoyo y un pago mensual (stipend) cuando el veterano tiene una calificación de 70% o más y necesita cuidado personal; el veterano y el cuidador lo solicitan juntos con el Formulario VA 10-10CG.",
      steps: [
        "Vea quién califica en la página de cuidadores familiares.",
        "El veterano y el cuidador solicitan juntos con el Formulario VA 10-10CG.",
        `Si tiene preguntas, llame a la Línea de Apoyo para Cuidadores de VA al ${VA_PHONES.caregiverSupport.text}.`,
      ],
      links: [
        ["Programa para cuidadores familiares", VA_LINKS.familyCaregivers],
        ["Solicitar (Formulario VA 10-10CG) en línea", VA_LINKS.familyCaregiversOnline],
      ],
    },
  },
  giBillTransfer: {
    title: "Transferir el Post-9/11 GI Bill a la familia (Formulario VA 22-1990e)",
    parts: {
      direct:
        "Los beneficios del Post-9/11 GI Bill se transfieren a su cónyuge o hijos a través del Departamento de Defensa (en milConnect) mientras usted todavía está en servicio, no a través de VA; luego el familiar los usa con el Formulario VA 22-1990e.",
      steps: [
        "Mientras esté en servicio activo o en la Reserva Seleccionada, pida la transferencia en milConnect.",
        "Cuando se apruebe, su cónyuge o hijo solicita con el Formulario VA 22-1990e.",
        "La página de transferencia explica el tiempo de servicio que se compromete a cumplir.",
      ],
      links: [
        ["Transferir beneficios del Post-9/11 GI Bill", VA_LINKS.giBillTransfer],
        ["Usar beneficios transferidos (Formulario VA 22-1990e)", VA_LINKS.giBillTransferredOnline],
      ],
    },
  },
  dependentsEducation: {
    title: "Asistencia Educativa para Sobrevivientes y Dependientes (DEA, Capítulo 35; Formulario VA 22-5490)",
    parts: {
      direct:
        "La DEA (Capítulo 35) ayuda a pagar estudios o entrenamiento para el hijo o cónyuge de un veterano que murió por una causa conectada al servicio o que tiene una discapacidad permanente y total por una; se solicita con el Formulario VA 22-5490.",
      steps: [
        "Vea quién califica y los límites de edad y de tiempo en la página de DEA.",
        "Solicite en línea con el Formulario VA 22-5490.",
        "Entregue a la escuela la decisión que mande VA.",
      ],
      links: [
        ["DEA (Capítulo 35)", VA_LINKS.dependentsEducation],
        ["Solicitar (Formulario VA 22-5490)", VA_LINKS.dependentsEducationOnline],
      ],
    },
  },
  burial: {
    title: "Subsidio de entierro y traslado (Formulario VA 21P-530EZ)",
    parts: {
      direct:
        "Lo siento mucho por su pérdida. VA puede ayudar a pagar el entierro, el funeral y el traslado del cuerpo de un veterano; la familia lo solicita con el Formulario VA 21P-530EZ.",
      steps: [
        "Lea qué paga VA y quién puede solicitar en la página del subsidio de entierro.",
        "Reúna el certificado de defunción, el DD214 del veterano y los recibos del funeral y del traslado.",
        "Solicite en línea con el Formulario VA 21P-530EZ.",
      ],
      links: [
        ["Subsidio de entierro", VA_LINKS.burialAllowance],
        ["Solicitar (Formulario VA 21P-530EZ) en línea", VA_LINKS.burialAllowanceOnline],
      ],
      closing: HANDOFF_ES,
    },
  },
  headstones: {
    title: "Lápidas, placas y medallones (Formularios VA 40-1330 y 40-1330M)",
    parts: {
      direct:
        "VA da una lápida, una placa o un medallón para la tumba de un veterano que califica, aun en un cementerio privado; se pide con el Formulario VA 40-1330 (40-1330M para un medallón).",
      steps: [
        "Vea lo que VA ofrece en la página de lápidas.",
        "Llene el Formulario VA 40-1330 o 40-1330M, con los papeles de baja del veterano.",
        "Envíelo como lo explica la página.",
      ],
      links: [["Lápidas, placas y medallones", VA_LINKS.headstones]],
    },
  },
  preNeed: {
    title: "Elegibilidad previa para entierro en un cementerio nacional de VA (Formulario VA 40-10007)",
    parts: {
      direct:
        "Puede saber desde ahora si usted (y su cónyuge) pueden ser enterrados en un cementerio nacional de VA con una decisión de elegibilidad previa (pre-need), Formulario VA 40-10007.",
      steps: [
        "Solicite en línea con el Formulario VA 40-10007, con sus papeles de baja.",
        "Guarde la carta de decisión de VA con sus papeles importantes y avísele a su familia.",
      ],
      links: [
        ["Elegibilidad previa (pre-need)", VA_LINKS.preNeed],
        ["Solicitar (Formulario VA 40-10007) en línea", VA_LINKS.preNeedOnline],
      ],
    },
  },
  vaPhone: {
    title: "Los teléfonos de VA",
    parts: {
      direct: `Para beneficios, llame a VA al ${VA_PHONES.benefits.text} (TTY: 711).`,
      steps: [
        `Atención médica de VA: ${VA_PHONES.healthCare.text}.`,
        `MyVA411, la línea principal de información de VA: ${VA_PHONES.myVa411.text} (TTY: 711); oprima 0 y pida un intérprete de español, a cualquier hora.`,
        `Si no tiene dónde vivir o está por perder su casa: ${VA_PHONES.homeless.text}.`,
      ],
      links: [["Asistencia y recursos de VA en español", VA_LINKS.spanishHelp]],
    },
  },
  homeless: {
    title: "Ayuda para veteranos sin hogar",
    parts: {
      direct: `Si no tiene dónde vivir o está por perder su casa, llame al Centro Nacional de Llamadas para Veteranos sin Hogar al ${VA_PHONES.homeless.text} (877-4AID-VET).`,
      steps: [
        "Diga dónde está: le conectan con la ayuda de VA más cercana para vivienda, atención médica y comida.",
        "Un familiar o un amigo también puede llamar por usted.",
        `En una emergencia, ${CRISIS_TAPS.emergencyEs.text}.`,
      ],
      links: [["Asistencia y recursos de VA en español", VA_LINKS.spanishHelp]],
    },
  },
};

/** La respuesta cuando el asistente no puede contestar: el teléfono y la consulta. */
export const GENERAL_ANSWER_ES_PARTS: AnswerParts = {
  direct: `No puedo contestar eso aquí, pero una persona sí: llame al ${contact.phoneDisplay} o pida una consulta gratis con el formulario de consulta de esta página.`,
  steps: [
    "Puedo ayudarle con reclamos y calificaciones de discapacidad, pruebas, revisiones de decisiones, exámenes, la Ley PACT, pensión y Aid and Attendance, atención médica y CHAMPVA, cuidadores, el GI Bill, préstamos para vivienda, sobrevivientes, entierro y representantes.",
    `Para hablar con VA en español, llame al ${VA_PHONES.myVa411.text}, oprima 0 y pida un intérprete.`,
  ],
  links: [["Asistencia y recursos de VA en español", VA_LINKS.spanishHelp]],
};

/** Para una pregunta que puede ser de dos temas. */
export const AMBIGUOUS_ES = {
  intro: "Su pregunta puede ser sobre uno de estos temas:",
  outro: `Si no es ninguno, o quiere ayuda con su caso, llame al ${contact.phoneDisplay} o pida una consulta gratis con el formulario de consulta de esta página.`,
} as const;

/** Cada tema como pregunta, para las sugerencias después de una respuesta (terminan en "?"). */
export const ASK_ES: Record<TopicId, string> = {
  disabilityClaim: "¿Cómo presento un reclamo de discapacidad?",
  intentToFile: "¿Qué es la Intención de presentar un reclamo?",
  form526: "¿Qué es el Formulario VA 21-526EZ?",
  buddyStatement: "¿Cómo consigo una declaración de testigo?",
  hearingTinnitus: "¿Puedo reclamar tinnitus o pérdida de audición?",
  ptsd: "¿Cómo presento un reclamo por PTSD?",
  increase: "¿Cómo pido un aumento de mi calificación?",
  appeal: "¿Cómo escojo una revisión de la decisión?",
  supplementalClaim: "¿Qué es un reclamo suplementario?",
  higherLevelReview: "¿Qué es una revisión de nivel superior?",
  boardAppeal: "¿Cómo funciona una apelación ante la Junta?",
  claimExam: "¿Qué pasa en el examen C&P?",
  claimStatus: "¿Cómo veo el estado de mi reclamo?",
  claimTime: "¿Cuánto tarda un reclamo?",
  toxicExposure: "¿Qué cubre la Ley PACT?",
  homeLoan: "¿Cómo consigo mi COE para el préstamo de vivienda?",
  homeLoanReuse: "¿Puedo usar otra vez mi préstamo de VA?",
  survivors: "¿Qué es la DIC para sobrevivientes?",
  readinessAndEmployment: "¿Qué es el programa de Preparación para Veteranos y Empleo?",
  education: "¿Cómo solicito el GI Bill?",
  healthCare: "¿Cómo me inscribo en la atención médica de VA?",
  documents: "¿Qué documentos necesito para presentar un reclamo?",
  cost: "¿Su ayuda es gratis?",
  whoWeAre: "¿Ustedes son parte de VA?",
  privacy: "¿Este chat es privado?",
  fileForMe: "¿Pueden presentar mi reclamo por mí?",
  contact: "¿Cómo me comunico con el consejero?",
  consultation: "¿Cómo funciona la consulta gratis?",
  representative: "¿Cómo busco un representante acreditado?",
  findForms: "¿Dónde encuentro un formulario de VA?",
  privateRecords: "¿Cómo consigue VA los récords de mi médico privado?",
  unemployability: "¿Qué es la Desempleabilidad Individual?",
  dependents: "¿Cómo agrego un dependiente a mi compensación?",
  autoAllowance: "¿VA ayuda a pagar un carro o equipo adaptado?",
  clothingAllowance: "¿Qué es el subsidio para ropa de VA?",
  ratings: "¿Cómo combina VA las calificaciones de discapacidad?",
  pension: "¿Quién puede recibir la Pensión para Veteranos?",
  aidAttendance: "¿Qué es Aid and Attendance?",
  survivorsPension: "¿Qué es la Pensión para Sobrevivientes?",
  champva: "¿Qué es CHAMPVA?",
  caregivers: "¿Cómo funciona el programa de cuidadores familiares de VA?",
  giBillTransfer: "¿Cómo transfiero mi GI Bill a mi familia?",
  dependentsEducation: "¿Qué es la DEA, Capítulo 35?",
  burial: "¿VA ayuda a pagar el funeral de un veterano?",
  headstones: "¿Cómo pido una lápida o placa de VA?",
  preNeed: "¿Puedo saber desde ahora si me pueden enterrar en un cementerio nacional?",
  vaPhone: "¿Cuál es el teléfono de VA?",
  homeless: "¿Dónde consigue ayuda un veterano sin hogar?",
};
