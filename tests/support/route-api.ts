import type { Page, Route } from "playwright-core";

/**
 * Answers one API path inside the test: `reply` says what to answer; `hold()` keeps answers back
 * until `release()`, to look at pending states. Every request body is recorded.
 */
export async function routeApi<Body>(
  page: Page,
  path: string,
  reply: (body: Body) => { status: number; body: string },
) {
  const bodies: Body[] = [];
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  await page.route(`**${path}`, async (route: Route) => {
    bodies.push(route.request().postDataJSON() as Body);
    if (gate) await gate;
    const { status, body } = reply(bodies.at(-1)!);
    await route.fulfill({ status, contentType: "application/json", body });
  });
  return {
    bodies,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      gate = null;
      open();
    },
  };
}
