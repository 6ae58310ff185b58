import type { Env } from "../env";

/** Where the site is served from, as configured: never read from the request (its Host). */
export type SiteOrigins = {
  /** The site's main origin (Netlify's URL; locally the served address), for "own site" links. */
  siteOrigin: string | null;
  /** Exact origins allowed to POST to the functions. */
  allowedOrigins: readonly string[];
  /** Netlify deploy previews and deploy permalinks of this same site. */
  deployOrigin: RegExp | null;
};

const LOOPBACK_TWIN: Record<string, string> = { localhost: "127.0.0.1", "127.0.0.1": "localhost" };

/** The same local server under its other loopback name (`localhost` and `127.0.0.1`, same port). */
function loopbackTwin(origin: string): string[] {
  const url = new URL(origin);
  const twin = url.protocol === "http:" ? LOOPBACK_TWIN[url.hostname] : undefined;
  if (!twin) return [];
  url.hostname = twin;
  return [url.origin];
}

/**
 * The origins the functions trust, from configuration alone: `URL` (Netlify's main address, or
 * the local server's), `DEPLOY_PRIME_URL` when set, this site's deploy previews and deploy
 * permalinks when `SITE_NAME` is set (`https://deploy-preview-12--NAME.netlify.app`,
 * `https://<24 hex>--NAME.netlify.app`: Netlify gives functions neither their deploy's address nor
 * DEPLOY_PRIME_URL at run time), and `ALLOWED_ORIGINS` (branch deploys, other front ends).
 */
export function siteOrigins(env: Pick<Env, "URL" | "DEPLOY_PRIME_URL" | "SITE_NAME" | "ALLOWED_ORIGINS">): SiteOrigins {
  const own = [env.URL, env.DEPLOY_PRIME_URL].flatMap((url) => (url ? [new URL(url).origin] : []));
  return {
    siteOrigin: own[0] ?? null,
    allowedOrigins: [...new Set([...own, ...own.flatMap(loopbackTwin), ...env.ALLOWED_ORIGINS])],
    deployOrigin: env.SITE_NAME
      ? new RegExp(`^https://(?:deploy-preview-\\d+|[0-9a-f]{24})--${env.SITE_NAME}\\.netlify\\.app$`)
      : null,
  };
}

/** Whether a browser's Origin header names one of the configured origins. */
export function isAllowedOrigin(origin: string, origins: SiteOrigins): boolean {
  return origins.allowedOrigins.includes(origin) || (origins.deployOrigin?.test(origin) ?? false);
}
