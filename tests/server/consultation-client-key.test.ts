import { afterEach, describe, expect, it } from "vitest";
import { type ConsultationApp, startConsultationApp } from "../support/consultation-app";
import { jsonPost, testContext, validRequest } from "../support/leads";

let app: ConsultationApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function status(ip: string) {
  const context = testContext({ ip });
  const response = await app!.handler(jsonPost(validRequest()), context);
  await context.settled();
  return response.status;
}

describe.each(["local", "upstash+smtp"] as const)("the per-IP consultation limit (%s)", (adapters) => {
  it("counts an IPv6 client by its /64 and an IPv4-mapped address as its IPv4 address", async () => {
    app = await startConsultationApp({
      adapters,
      env: { CONSULTATION_RATE_LIMIT: "1", CONSULTATION_RATE_WINDOW_SECONDS: String(365 * 24 * 3600) },
    });
    expect([await status("2001:db8:77:5::1"), await status("2001:db8:77:5:abcd::2")]).toEqual([201, 429]);
    expect(await status("2001:db8:77:6::1")).toBe(201);
    expect([await status("198.51.100.40"), await status("::ffff:198.51.100.40")]).toEqual([201, 429]);
  });
});
