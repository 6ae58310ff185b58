import { CFR_4_25, WORKED_EXAMPLES } from "../../../../../facts/ratings";
import * as VA_LINKS from "../../../../../facts/va-links";
import type { RatingCalculatorText } from "../../rating-calculator";
import type { SectionId } from "../../sections";
import { SPANISH_PATHS } from "../paths";

/** Where each worked example comes from, in Spanish (a new source fails the type check until it has one). */
const SOURCES: Record<(typeof WORKED_EXAMPLES)[number]["source"], string> = {
  "38 CFR 4.25": "38 CFR 4.25",
  "38 CFR 4.25(a)": "38 CFR 4.25(a)",
  "VA, About VA disability ratings": "VA, página sobre las calificaciones de discapacidad",
};

const percents = (ratings: readonly number[]) => ratings.map((r) => `${r}%`).join(", ");

/**
 * The Spanish twin of ../../rating-calculator.ts: the calculator at /es/calculadora/, with VA's
 * Spanish terms ("calificación combinada", "tabla de calificaciones combinadas"). VA's pages and
 * the regulation are in English: their links say so, and the quote of 38 CFR 4.25 is our translation.
 */
export const ratingCalculator: RatingCalculatorText = {
  path: SPANISH_PATHS.calculator,
  title: "Calculadora de calificación combinada",
  description:
    "Obtenga un cálculo aproximado de su calificación combinada de discapacidad de VA, tal como se obtiene con la tabla de calificaciones combinadas (38 CFR 4.25), paso a paso. Gratis y sin registrarse.",
  intro:
    "Agregue cada calificación de discapacidad que VA le otorgó, o una que espera recibir. La calculadora las combina como lo hace VA, con su tabla de calificaciones combinadas (38 CFR 4.25), y le muestra cada paso.",
  estimate:
    "Esto es un cálculo aproximado, no una decisión. VA decide sus calificaciones y su calificación combinada, y la compensación mensual especial u otras reglas pueden cambiar el resultado.",
  bilateralNotIncluded:
    "No se incluye: el factor bilateral que VA aplica a las discapacidades de ambos brazos, ambas piernas o músculos esqueléticos pareados (38 CFR 4.26). Si usted tiene discapacidades así, la calificación combinada de VA puede ser distinta de este cálculo: pregúntele al consejero.",
  noScript:
    "La calculadora necesita JavaScript. Sin él, puede calcular su calificación con los pasos y ejemplos de “Cómo combina VA las calificaciones” y la tabla de VA.",

  addHeading: "Agregar una calificación",
  addLabel: (rating) => `Agregar ${rating}%`,
  listHeading: "Sus calificaciones",
  listEmpty: "Todavía no hay calificaciones. Agregue una arriba.",
  removeLabel: (rating) => `Quitar ${rating}%`,
  clear: "Borrar todas",
  ignoredNote: (tokens) =>
    `Se dejó fuera lo siguiente porque no es una calificación: ${tokens.join(", ")}. Las calificaciones van del 10% al 100%, de 10 en 10.`,
  bilateralNote: (tokens) =>
    `Lo siguiente se contó sin el factor bilateral, que esta calculadora no aplica: ${tokens.join(", ")}.`,

  resultEmpty: "Agregue una calificación para ver su calificación combinada.",
  resultRating: (rating) => `Calificación combinada: ${rating}%`,
  resultValue: (value) => `Valor combinado: ${value}`,
  stepsHeading: "Cómo se calculó",
  stepSorted: (ratings) => `Sus calificaciones de mayor a menor: ${percents(ratings)}.`,
  stepSingle: (rating) => `Con una sola calificación, el valor combinado es esa calificación: ${rating}.`,
  stepTable: ({ row, column, value }) =>
    `${row} y ${column} combinados dan ${value} (tabla I, fila ${row}, columna ${column}).`,
  stepFinal: (value, rating) =>
    value === rating
      ? `${value} ya es un múltiplo de 10: la calificación combinada es ${rating}%.`
      : `${value} redondeado a la decena más cercana es ${rating}% (los valores que terminan en 5 se redondean hacia arriba).`,
  share:
    "La dirección de esta página ahora guarda sus calificaciones: cópiela para enviársela al consejero o guárdela en sus marcadores para volver más tarde.",

  nextHeading: "Siguiente paso",
  nextText:
    "Una decisión de calificación se puede revisar, y se puede presentar un reclamo por una condición nueva o que empeoró. El consejero puede revisar sus calificaciones con usted, sin costo.",
  talk: {
    label: "Hable con el consejero sobre su calificación",
    href: `${SPANISH_PATHS.home}#${"contact" satisfies SectionId}`,
  },
  callPrefix: "O llame al",

  moneyHeading: "Cuánto le paga VA",
  money:
    "La cantidad mensual depende de su calificación combinada, sus dependientes y la tabla de tasas de compensación de VA, que cambia el 1 de diciembre de cada año.",
  moneyLink: { label: "Tasas de compensación actuales de VA (en inglés)", href: VA_LINKS.compensationRates },

  ruleHeading: "Cómo combina VA las calificaciones",
  ruleIntro:
    "VA no suma las calificaciones. Empieza por la discapacidad más grave y aplica cada calificación siguiente a la capacidad que queda. Así lo dice el 38 CFR 4.25 (traducción no oficial; el texto oficial está en inglés):",
  ruleQuote:
    "La tabla I, tabla de calificaciones combinadas, resulta de considerar la capacidad de la persona tal como la afectan primero la condición más incapacitante, luego la condición menos incapacitante y luego otras condiciones menos incapacitantes, si las hay, en orden de gravedad. Así, se considera que una persona con una discapacidad del 60 por ciento tiene una capacidad del 40 por ciento. A partir de esta capacidad del 40 por ciento, el efecto de otra discapacidad del 30 por ciento es dejar solo el 70 por ciento de la capacidad que quedaba después de considerar la primera discapacidad, o sea, una capacidad del 28 por ciento en total. Por lo tanto, la persona tiene una discapacidad del 72 por ciento, como se indica en la tabla I frente al 60 por ciento y debajo del 30 por ciento.",
  ruleSteps: [
    "Ordene las calificaciones de mayor a menor.",
    "Busque la calificación más alta en la columna izquierda de la tabla de VA (tabla I) y la siguiente calificación en la fila de arriba: donde se cruzan está su valor combinado.",
    "Para una tercera calificación, busque ese valor combinado, tal como está, en la columna izquierda y la tercera calificación en la fila de arriba. Siga de la misma manera con cada calificación.",
    "Redondee el último valor combinado al múltiplo de 10 más cercano; los valores que terminan en 5 se redondean hacia arriba. Esa es la calificación combinada.",
  ],
  examplesHeading: "Ejemplos resueltos",
  examples: WORKED_EXAMPLES.map(
    ({ ratings, value, rating, source }) =>
      `${percents(ratings)}: valor combinado ${value}, calificación combinada ${rating}% (${SOURCES[source]}).`,
  ),
  tableLink: { label: "Tabla de calificaciones combinadas de VA (en inglés)", href: VA_LINKS.aboutDisabilityRatings },
  regulationLink: { label: "38 CFR 4.25 en eCFR (en inglés)", href: CFR_4_25.source },
};
