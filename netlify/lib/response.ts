/** What every function answer carries: security headers, JSON, or a page for a form post. */

/** Netlify's header rules do not apply to function responses, so functions set their own. */
export function securityHeaders(): Record<string, string> {
  return {
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cache-Control": "no-store",
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: securityHeaders() });
}

/** The answer to a form post: the browser loads `location` with GET (303 See Other). */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { ...securityHeaders(), Location: location } });
}
