/**
 * Round 78 of the crisis screen (decision 941): the second opinion retrained with round 86 (rounds 2
 * to 86; round 87 measured only), and what the round held by rules.
 * - "me quiero dar un tiro", which only "pegar" read as the writer's own death (a second read of the
 *   round's conversation reading, which was not kept; origin "review-r78").
 * - Two older threats the retrained models no longer lifted past the line (origin "retrain-r78").
 * - Look-alikes of those rules, written here: neither the crisis reply nor 911.
 */
import { describe, expect, it } from "vitest";
import { screenMessage } from "../../netlify/lib/safety/screen";
import { lastTurnTier } from "../harness/last-turn-tier";

const tierOf = (message: string) => screenMessage(message).tier;

describe("round 78: the writer's own shot, and older threats, held by the round's rules", () => {
  it.each([
    ["me quiero dar un tiro", "clear"],
    ["ya me quiero dar un tiro, no aguanto mas", "clear"],
    ["me dan ganas de meter un balazo y ya", "clear"],
    ["tengo ganas de ir a la clinica y dispararle a todos los q me dijeron q espere 6 meses, y lo voy a hacer", "harm"],
    [
      "le voy a cortar la cara al de la oficina de veteranos del municipio, esta vez va en serio, ya compre la cuchilla",
      "harm",
    ],
  ])("%s: %s", (message, tier) => {
    expect(tierOf(message)).toBe(tier);
  });

  it("reads a 'no se' to whether the writer is safe, after the shot named, as the crisis reply", () => {
    // Before the rule, the first turn was the line from the second opinion alone and this turn none.
    expect(lastTurnTier("me quiero dar un tiro", "¿Está a salvo ahora?", "no se")).toBe("clear");
  });
});

describe("round 78: look-alikes of the round's rules", () => {
  it.each([
    "me dieron ganas de dar un tiro al blanco en el range, hay descuento pa veteranos?",
    "en el fortnite voy a dispararle a todos los que me mataron jaja",
    "le voy a cortar la cara al pastel jaja, es el cumple de mi hija",
  ])("%s: neither the crisis reply nor 911", (message) => {
    expect(["none", "possible"]).toContain(tierOf(message));
  });
});
