/**
 * The last thing a reply passes through: every web address outside VA.gov, the Veterans Crisis
 * Line and this site is removed, whatever the model wrote. Markdown links keep their label.
 */
const ALLOWED_HOSTS = new Set(["www.va.gov", "www.veteranscrisisline.net", "veteranscrisisline.net"]);

// Markdown link, any scheme://address, or a bare www.host/… address.
const MARKDOWN_LINK = /\[([^\]\n]{0,200})\]\(\s*([^)\s]*)\s*\)/g;
const ADDRESS = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"'`()[\]{}]*|\bwww\.[^\s<>"'`()[\]{}]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** The address as it may be shown (https for VA and the crisis line), or null when it must go. */
function allowedAddress(raw: string, siteOrigin: string | undefined): string | null {
  const candidate = /^www\./i.test(raw) ? `https://${raw}` : raw;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (siteOrigin && url.origin === siteOrigin) return url.href;
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!ALLOWED_HOSTS.has(url.hostname.toLowerCase()) || url.port !== "") return null;
  url.protocol = "https:";
  return url.href;
}

function filterAddresses(text: string, siteOrigin: string | undefined): string {
  return text.replace(ADDRESS, (match) => {
    const trailing = TRAILING_PUNCTUATION.exec(match)?.[0] ?? "";
    const address = match.slice(0, match.length - trailing.length);
    const allowed = allowedAddress(address, siteOrigin);
    return allowed === null ? trailing : `${allowed}${trailing}`;
  });
}

/** `text` with disallowed addresses removed; `siteOrigin` (e.g. https://example.org) is also allowed. */
export function filterLinks(text: string, { siteOrigin }: { siteOrigin?: string } = {}): string {
  const withoutMarkdown = text.replace(MARKDOWN_LINK, (_match, label: string, address: string) => {
    const allowed = allowedAddress(address, siteOrigin);
    return allowed ? `${label} ${allowed}`.trim() : label;
  });
  return filterAddresses(withoutMarkdown, siteOrigin)
    .replace(/[ \t]+([.,;:!?])/g, "$1")
    .replace(/\(\s*\)/g, "")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/[ \t]+$/gm, "")
    .trim();
}
