import type { DialogText } from "../en/dialogs";

/** The Spanish twin of ../en/dialogs.ts: the chat and the wizard. Typed by the English part. */
export const dialogs: DialogText = {
  close: "Cerrar",
  toaster: {
    dismiss: "Cerrar notificación",
    region: "Notificaciones ({hotkey})",
    announce: "Notificación",
  },
  chat: {
    title: "Asistente de beneficios de VA",
    disclaimer:
      "Las respuestas las genera una inteligencia artificial y pueden tener errores; verifique la información importante. No comparta aquí su número de Seguro Social ni sus registros médicos.",
    inCrisis: "¿Está en crisis?",
    log: "Conversación",
    you: "Usted: ",
    assistant: "Asistente: ",
    typing: "Escribiendo...",
    inputLabel: "Su mensaje",
    placeholder: "Pregunte sobre reclamos de discapacidad, préstamos hipotecarios, educación...",
    send: "Enviar mensaje",
    greeting: "¡Hola! Estoy aquí para ayudarle con los beneficios de VA. ¿Sobre qué le gustaría saber?",
    fallback: "Lo siento, en este momento tengo problemas de conexión. Vuelva a intentarlo en un momento.",
    onVa: (name) => `${name} en VA.gov`,
    vaForm: (number) => `Formulario ${number} de VA`,
    crisisChat: "chat de la Línea de Crisis para Veteranos",
  },
  wizard: {
    title: "Asistente de formularios de VA",
    description: "Encuentre el formulario oficial de VA que necesita en dos pasos.",
    question: "¿Qué tipo de beneficio le interesa?",
    benefits: {
      disability: "Compensación por discapacidad",
      home: "Préstamos hipotecarios",
      education: "Beneficios de educación",
      healthcare: "Atención médica",
    },
    formsFor: (benefit) => `Formularios para: ${benefit}`,
    forms: {
      disability: [
        {
          name: "Intención de presentar un reclamo",
          description: "Preséntelo primero para conservar su fecha de vigencia.",
        },
        {
          name: "Compensación por discapacidad",
          description: "La solicitud principal de compensación por discapacidad.",
        },
      ],
      home: [
        {
          name: "Certificado de elegibilidad",
          description: "Pida el certificado que los prestamistas necesitan para un préstamo hipotecario de VA.",
        },
      ],
      education: [
        {
          name: "Solicitud de beneficios de la GI Bill",
          description: "Cómo solicitar la GI Bill y otros beneficios de educación.",
        },
      ],
      healthcare: [{ name: "Solicitud de atención médica", description: "Cómo solicitar atención médica de VA." }],
    },
    viewForm: "Ver formulario",
    viewFormLabel: (number, name) => `Ver formulario ${number}, ${name} (se abre en una pestaña nueva; en inglés)`,
    back: "Atrás",
    schedule: "Programar consulta",
  },
};
