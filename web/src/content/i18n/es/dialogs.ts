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
    callShort: "988, oprima 1",
    log: "Conversación",
    you: "Usted: ",
    assistant: "Asistente: ",
    typing: "Escribiendo...",
    inputLabel: "Su mensaje",
    placeholder: "Pregunte sobre discapacidad, vivienda, educación...",
    send: "Enviar mensaje",
    greeting: "¡Hola! Estoy aquí para ayudarle con los beneficios de VA. ¿Qué le gustaría saber?",
    fallback: "Lo siento, en este momento tengo problemas de conexión. Vuelva a intentarlo en un momento.",
    more: "ver más",
    less: "ver menos",
    aboutAnswers: "sobre estas respuestas",
    talkToPerson: "Hablar con una persona",
    person: "Persona",
    callLabel: "Llamar al",
    suggestions: "Preguntas sugeridas",
    starters: [
      "¿Cómo presento un reclamo de discapacidad ante VA?",
      "¿Qué puedo hacer si VA negó mi reclamo?",
      "¿Cómo solicito los beneficios del GI Bill?",
      "¿Su ayuda es gratis?",
    ],
    onVa: (name) => `${name} en VA.gov`,
    onSite: (name, site) => `${name} en ${site}`,
    vaForm: (number) => `Formulario VA ${number}`,
    crisisChat: "chat de la Línea de Crisis para Veteranos",
    vaPages: {
      aboutDisabilityRatings: "Información sobre las calificaciones de discapacidad de VA",
      accreditationSearch: "Búsqueda de acreditación de la Oficina del Asesor Jurídico General de VA",
      accreditedRepresentativeFaqs: "Preguntas frecuentes sobre los representantes acreditados de VA",
      aidAttendance:
        "Beneficios de VA de asistencia y cuidado personal (Aid and Attendance) y asignación por confinamiento en el hogar (Housebound)",
      aidAttendanceOnline:
        "Solicitar en línea los beneficios de asistencia y cuidado personal o por confinamiento en el hogar (Formulario VA 21-2680)",
      appointAttorneyFormPage:
        "Información sobre el Formulario VA 21-22a (designar a una persona como su representante)",
      appointRepresentative: "Designar a un representante acreditado",
      appointVsoFormPage:
        "Información sobre el Formulario VA 21-22 (designar a una Organización de Servicios para Veteranos como su representante)",
      automobileAllowance: "Asignación para automóvil y equipo de adaptación",
      automobileAllowanceFormPage:
        "Información sobre el Formulario VA 21-4502 (asignación para automóvil y equipo de adaptación)",
      boardAppealFormPage:
        "Información sobre el Formulario VA 10182 (apelación ante la Junta de Apelaciones de Veteranos)",
      buddyStatementFormPage: "Información sobre el Formulario VA 21-4138 (declaración en apoyo de un reclamo)",
      buddyStatementOnline: "Enviar en línea una declaración en apoyo de un reclamo (Formulario VA 21-4138)",
      burialAllowance: "Asignación para gastos de entierro de Veteranos",
      burialAllowanceOnline:
        "Solicitar en línea la asignación para gastos de entierro de Veteranos (Formulario VA 21P-530EZ)",
      champva: "Beneficios de CHAMPVA",
      champvaOnline: "Solicitar en línea los beneficios de CHAMPVA (Formulario VA 10-10d)",
      choosingDecisionReview: "Cómo elegir una opción de revisión de decisión",
      claimExam: "Exámenes para reclamos de VA",
      claimStatus: "Consultar el estado de su reclamo o apelación",
      compensationRates: "Tasas de compensación por discapacidad para Veteranos",
      decisionReviews: "Revisiones de decisiones y apelaciones de VA",
      dependentsEducation: "Asistencia Educativa para Sobrevivientes y Dependientes (DEA)",
      dependentsEducationOnline: "Solicitar en línea los beneficios de DEA o la Beca Fry (Formulario VA 22-5490)",
      dependentsOnline: "Agregar o quitar dependientes en línea (Formularios VA 21-686c y 21-674)",
      disabilityClaimFormPage:
        "Información sobre el Formulario VA 21-526EZ (solicitud de compensación por discapacidad)",
      disabilityClaimOnline: "Presentar un reclamo de discapacidad en línea (Formulario VA 21-526EZ)",
      educationHowToApply: "Cómo solicitar beneficios de educación de VA",
      familyCaregivers: "Programa de Asistencia Integral para Cuidadores Familiares",
      familyCaregiversOnline:
        "Solicitar en línea la participación en el Programa de Asistencia Integral para Cuidadores Familiares (Formulario VA 10-10CG)",
      findForms: "Buscar un formulario de VA",
      findRepresentative: "Buscar un representante acreditado de VA",
      giBillApplication: "Solicitar en línea beneficios de educación del GI Bill (Formulario VA 22-1990)",
      giBillTransfer: "Transferir sus beneficios del Post-9/11 GI Bill",
      giBillTransferredOnline:
        "Solicitar en línea el uso de beneficios transferidos del GI Bill (Formulario VA 22-1990E)",
      headstones: "Lápidas, marcadores y medallones",
      healthCareApplication: "Solicitar en línea atención médica de VA (Formulario VA 10-10EZ)",
      healthCareHowToApply: "Cómo solicitar atención médica de VA",
      higherLevelReviewFormPage: "Información sobre el Formulario VA 20-0996 (revisión de nivel superior)",
      homeLoanCoe:
        "Solicitar un Certificado de Elegibilidad para un préstamo hipotecario de VA (Formulario VA 26-1880)",
      homeLoans: "Préstamos hipotecarios de VA",
      intentToFileAbout: "Información sobre su Intención de presentar un reclamo ante VA",
      intentToFileFormPage: "Información sobre el Formulario VA 21-0966 (Intención de presentar un reclamo)",
      intentToFileOnline: "Enviar en línea una Intención de presentar un reclamo (Formulario VA 21-0966)",
      layWitnessStatementOnline: "Enviar en línea una declaración personal o de testigo (Formulario VA 21-10210)",
      manageDependents: "Administrar los dependientes incluidos en sus beneficios de VA",
      mentalHealthStatementFormPage:
        "Información sobre el Formulario VA 21-0781 (declaración en apoyo de un reclamo por trastornos de salud mental)",
      pactAct: "La PACT Act y sus beneficios de VA",
      pensionEligibility: "Elegibilidad para la pensión para Veteranos",
      pensionFormPage: "Información sobre el Formulario VA 21P-527EZ (solicitud de pensión para Veteranos)",
      pensionHowToApply: "Cómo solicitar la pensión para Veteranos",
      pensionOnline: "Solicitar en línea la pensión para Veteranos (Formulario VA 21P-527EZ)",
      preNeed: "Determinación anticipada de elegibilidad para entierro en un cementerio nacional de VA",
      preNeedOnline:
        "Solicitar en línea la determinación anticipada de elegibilidad para entierro (Formulario VA 40-10007)",
      privateRecordsFormPage:
        "Información sobre el Formulario VA 21-4142 (autorización para divulgar información a VA)",
      privateRecordsFormPageA:
        "Información sobre el Formulario VA 21-4142a (autorización general para divulgar a VA información de proveedores médicos)",
      privateRecordsOnline:
        "Autorizar en línea la divulgación de registros médicos privados a VA (Formulario VA 21-4142)",
      ptsd: "Compensación por discapacidad de VA por trastorno de estrés postraumático (TEPT)",
      readinessAndEmployment: "Preparación y Empleo para Veteranos (VR&E)",
      spanishHelp: "Asistencia y recursos de VA en español",
      supplementalClaimFormPage: "Información sobre el Formulario VA 20-0995 (reclamo suplementario)",
      survivorsDic: "Compensación por Dependencia e Indemnización (DIC) de VA",
      survivorsFormPage:
        "Información sobre el Formulario VA 21P-534EZ (DIC, pensión para sobrevivientes y beneficios acumulados)",
      survivorsOnline:
        "Solicitar en línea DIC, pensión para sobrevivientes o beneficios acumulados (Formulario VA 21P-534EZ)",
      survivorsPension: "Pensión para sobrevivientes de VA",
      unemployability: "Beneficios de desempleabilidad individual (Individual Unemployability) por discapacidad",
      unemployabilityOnline: "Solicitar en línea beneficios por desempleabilidad individual (Formulario VA 21-8940)",
    },
  },
  wizard: {
    title: "Buscador de formularios de VA",
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
          description: "Preséntela primero para conservar la fecha de inicio de sus beneficios.",
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
