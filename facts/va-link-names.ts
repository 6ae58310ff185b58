/**
 * What each official page in va-links.ts is called when the chat shows it as a link, in English
 * and Spanish: a plain phrase a veteran reads as words (the page's own heading on VA.gov where it
 * has one, shortened), never the export name. The chat adds "on VA.gov" / "en VA.gov". Every link
 * has a name in both languages (the type requires it).
 */
import type * as VA_LINKS from "./va-links";

export type LinkName = { en: string; es: string };

export const VA_LINK_NAMES: Record<keyof typeof VA_LINKS, LinkName> = {
  intentToFileAbout: { en: "Your intent to file a VA claim", es: "Su intención de presentar un reclamo" },
  intentToFileFormPage: { en: "VA Form 21-0966", es: "Formulario VA 21-0966" },
  intentToFileOnline: { en: "Submit an intent to file", es: "Presentar una intención de reclamo" },
  disabilityClaimOnline: { en: "File a disability claim", es: "Presentar un reclamo por discapacidad" },
  disabilityClaimFormPage: { en: "VA Form 21-526EZ", es: "Formulario VA 21-526EZ" },
  buddyStatementOnline: {
    en: "Submit a statement to support a claim",
    es: "Enviar una declaración de apoyo al reclamo",
  },
  buddyStatementFormPage: { en: "VA Form 21-4138", es: "Formulario VA 21-4138" },
  homeLoanCoe: { en: "Request a Certificate of Eligibility", es: "Pedir un Certificado de Elegibilidad" },
  educationHowToApply: { en: "How to apply for education benefits", es: "Cómo solicitar beneficios de educación" },
  giBillApplication: { en: "Apply for the GI Bill", es: "Solicitar el GI Bill" },
  healthCareHowToApply: { en: "How to apply for VA health care", es: "Cómo solicitar atención médica del VA" },
  healthCareApplication: { en: "Apply for VA health care", es: "Solicitar atención médica del VA" },
  findForms: { en: "Find a VA form", es: "Buscar un formulario del VA" },
  findRepresentative: { en: "Find an accredited representative", es: "Buscar un representante acreditado" },
  decisionReviews: { en: "Decision reviews and appeals", es: "Revisiones de decisiones y apelaciones" },
  choosingDecisionReview: { en: "Choosing a decision review option", es: "Cómo elegir una revisión de decisión" },
  supplementalClaimFormPage: { en: "VA Form 20-0995", es: "Formulario VA 20-0995" },
  higherLevelReviewFormPage: { en: "VA Form 20-0996", es: "Formulario VA 20-0996" },
  boardAppealFormPage: { en: "VA Form 10182", es: "Formulario VA 10182" },
  claimExam: { en: "VA claim exams", es: "Los exámenes del reclamo del VA" },
  pactAct: { en: "The PACT Act and your VA benefits", es: "La Ley PACT y sus beneficios del VA" },
  claimStatus: { en: "Check your claim or appeal status", es: "Ver el estado de su reclamo o apelación" },
  ptsd: { en: "PTSD and disability compensation", es: "El PTSD y la compensación por discapacidad" },
  homeLoans: { en: "VA home loans", es: "Los préstamos hipotecarios del VA" },
  survivorsDic: { en: "Dependency and Indemnity Compensation", es: "La Compensación por Dependencia e Indemnización" },
  readinessAndEmployment: { en: "Veteran Readiness and Employment", es: "Preparación para Veteranos y Empleo" },
  accreditedRepresentativeFaqs: {
    en: "Accredited representative FAQs",
    es: "Preguntas frecuentes sobre representantes acreditados",
  },
  accreditationSearch: { en: "VA's accreditation search", es: "La búsqueda de acreditaciones del VA" },
  compensationRates: { en: "Disability compensation rates", es: "Las tarifas de compensación por discapacidad" },
  aboutDisabilityRatings: { en: "About disability ratings", es: "Sobre las calificaciones de discapacidad" },
  pensionEligibility: { en: "Veterans Pension eligibility", es: "Quién califica para la Pensión de Veteranos" },
  pensionHowToApply: { en: "How to apply for Veterans Pension", es: "Cómo solicitar la Pensión de Veteranos" },
  pensionOnline: { en: "Apply for Veterans Pension", es: "Solicitar la Pensión de Veteranos" },
  pensionFormPage: { en: "VA Form 21P-527EZ", es: "Formulario VA 21P-527EZ" },
  aidAttendance: {
    en: "Aid and Attendance and Housebound benefits",
    es: "Los beneficios de Aid and Attendance y Housebound",
  },
  aidAttendanceOnline: {
    en: "Apply with VA Form 21-2680",
    es: "Solicitar con el Formulario VA 21-2680",
  },
  unemployability: { en: "Individual Unemployability", es: "La desempleabilidad individual" },
  unemployabilityOnline: {
    en: "Apply with VA Form 21-8940",
    es: "Solicitar con el Formulario VA 21-8940",
  },
  manageDependents: { en: "Manage your dependents", es: "Administrar sus dependientes" },
  dependentsOnline: { en: "Add or remove dependents", es: "Agregar o quitar dependientes" },
  automobileAllowance: {
    en: "Automobile allowance and adaptive equipment",
    es: "El subsidio para automóvil y equipo adaptado",
  },
  automobileAllowanceFormPage: { en: "VA Form 21-4502", es: "Formulario VA 21-4502" },
  privateRecordsOnline: {
    en: "Release private records to VA",
    es: "Autorizar la entrega de records privados al VA",
  },
  privateRecordsFormPage: { en: "VA Form 21-4142", es: "Formulario VA 21-4142" },
  privateRecordsFormPageA: { en: "VA Form 21-4142a", es: "Formulario VA 21-4142a" },
  mentalHealthStatementFormPage: { en: "VA Form 21-0781", es: "Formulario VA 21-0781" },
  champva: { en: "CHAMPVA benefits", es: "Los beneficios de CHAMPVA" },
  champvaOnline: { en: "Apply for CHAMPVA", es: "Solicitar CHAMPVA" },
  appointRepresentative: { en: "Appoint an accredited representative", es: "Nombrar a un representante acreditado" },
  appointVsoFormPage: { en: "VA Form 21-22", es: "Formulario VA 21-22" },
  appointAttorneyFormPage: { en: "VA Form 21-22a", es: "Formulario VA 21-22a" },
  familyCaregivers: {
    en: "The Program of Comprehensive Assistance for Family Caregivers",
    es: "El programa de asistencia integral para cuidadores familiares",
  },
  familyCaregiversOnline: {
    en: "Apply for the caregiver program",
    es: "Solicitar el programa de cuidadores",
  },
  burialAllowance: { en: "Veterans burial allowance", es: "El subsidio de entierro para veteranos" },
  burialAllowanceOnline: {
    en: "Apply for a burial allowance",
    es: "Solicitar el subsidio de entierro",
  },
  headstones: { en: "Headstones, markers and medallions", es: "Lápidas, marcadores y medallones" },
  preNeed: { en: "Pre-need burial eligibility", es: "La elegibilidad previa para el entierro" },
  preNeedOnline: { en: "Apply for pre-need eligibility", es: "Solicitar la elegibilidad previa" },
  layWitnessStatementOnline: {
    en: "Submit a lay or witness statement",
    es: "Enviar una declaración de testigo",
  },
  survivorsFormPage: { en: "VA Form 21P-534EZ", es: "Formulario VA 21P-534EZ" },
  survivorsOnline: {
    en: "Apply for survivors benefits",
    es: "Solicitar beneficios para sobrevivientes",
  },
  survivorsPension: { en: "Survivors Pension", es: "La Pensión para Sobrevivientes" },
  dependentsEducation: {
    en: "Survivors' and Dependents' Educational Assistance",
    es: "La Asistencia Educativa para Sobrevivientes y Dependientes",
  },
  dependentsEducationOnline: {
    en: "Apply for DEA or the Fry Scholarship",
    es: "Solicitar DEA o la Beca Fry",
  },
  giBillTransfer: {
    en: "Transfer your Post-9/11 GI Bill benefits",
    es: "Transferir sus beneficios del Post-9/11 GI Bill",
  },
  giBillTransferredOnline: {
    en: "Apply to use transferred GI Bill benefits",
    es: "Solicitar los beneficios del GI Bill transferidos",
  },
  spanishHelp: { en: "VA help and resources in Spanish", es: "Asistencia y recursos del VA en español" },
};
