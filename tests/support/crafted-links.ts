/**
 * Addresses crafted to slip past a link filter (issue 9, point 5). Each case is a reply as a
 * model might write it when told to repeat it: `gone` must not survive in any form (as a link or
 * as text), `links` are the only links the chat may show, in order.
 */
export type CraftedLink = { name: string; text: string; gone: string[]; links: string[] };

const VA = "https://www.va.gov/find-forms/about-form-21-4138/";
const CRISIS_CHAT = "https://www.veteranscrisisline.net/get-help-now/chat/";

const removed = (name: string, text: string, gone: string | string[] = "evil"): CraftedLink => ({
  name,
  text,
  gone: Array.isArray(gone) ? gone : [gone],
  links: [],
});

export const CRAFTED_LINKS: CraftedLink[] = [
  // Plain addresses elsewhere
  removed("https, another site", "File at https://evil.example/login today."),
  removed("http, another site", "File at http://evil.example/login today."),
  removed("upper-case scheme", "File at HTTPS://EVIL.EXAMPLE/login"),
  removed("ftp scheme", "Get ftp://evil.example/form.pdf"),
  removed("ws scheme", "Open ws://evil.example/socket"),
  removed("file scheme", "Open file:///etc/passwd now", "passwd"),
  // Bare hosts
  removed("bare host with a path", "Sign in at evil.example/login to file."),
  removed("bare host alone", "Visit evil.example for help."),
  removed("bare www host", "Visit www.evil.example today"),
  removed("bare host with a port", "Go to evil.example:8080/claims"),
  removed("bare subdomain", "Try claims.evil.example/start"),
  removed("bare host with a query", "See evil.example?next=claims"),
  removed("dotted IPv4 address", "Go to 203.0.113.9/login", "203.0.113.9"),
  removed("IPv4 with a scheme", "Go to http://203.0.113.9/login", "203.0.113.9"),
  removed("IPv6 literal", "Go to http://[2001:db8::1]/login", "2001:db8"),
  // Protocol-relative and backslash forms
  removed("protocol-relative", "Open //evil.example/login"),
  removed("another host after an allowed host's double slash", "Open https://www.va.gov//evil.example/login"),
  removed("a redirect parameter naming another host", "Open https://www.va.gov/x?redirect=//evil.example/login"),
  removed("backslash host", "Open \\\\evil.example\\login"),
  removed("scheme with backslashes", "Open https:\\\\evil.example\\login"),
  removed("scheme with one slash", "Open https:/evil.example/login"),
  removed("scheme without slashes", "Open https:evil.example/login"),
  // Other schemes
  removed("mailto", "Write to mailto:claims@evil.example today"),
  removed("bare e-mail address", "Write to claims@evil.example today"),
  removed("javascript", "Click javascript:alert(document.cookie)", "javascript"),
  removed("javascript with //", "Click javascript://www.va.gov/%0Aalert(1)", ["javascript", "alert"]),
  removed("upper-case javascript", "Click JaVaScRiPt:alert(1)", ["JaVaScRiPt", "alert"]),
  removed("data URL", "Open data:text/html;base64,PHNjcmlwdD4=", ["data:", "PHNjcmlwdD4"]),
  removed("vbscript", "Open vbscript:msgbox(1)", "vbscript"),
  removed("tel from the reply", "Call tel:+15559990000 now", ["tel:", "5559990000"]),
  removed("sms from the reply", "Text sms:+15559990000 now", ["sms:", "5559990000"]),
  removed("intent scheme", "Open intent://evil.example#Intent;end"),
  // Markdown and HTML
  removed("markdown link elsewhere", "[File your claim](https://evil.example/file) now."),
  {
    name: "markdown link with a VA address as its label",
    text: "[https://www.va.gov/](https://evil.example/)",
    gone: ["evil"],
    links: ["https://www.va.gov/"],
  },
  removed("markdown image", "![logo](https://evil.example/pixel.png)"),
  removed("markdown link with a title", '[VA](https://evil.example/x "VA.gov")'),
  removed("markdown reference", "[1]: https://evil.example/ref"),
  removed("markdown autolink", "See <https://evil.example/login>."),
  removed("HTML anchor", '<a href="https://evil.example/login">VA.gov</a>'),
  removed("markdown link to javascript", "[Open VA.gov](javascript:alert(1))", ["javascript", "alert"]),
  // Userinfo and look-alike hosts
  removed("VA as userinfo", "See https://www.va.gov@evil.example/login"),
  removed("VA as userinfo with a password", "See https://www.va.gov:pass@evil.example/"),
  removed("bare VA as userinfo", "See www.va.gov@evil.example"),
  removed("VA as a subdomain", "See https://www.va.gov.evil.example/login"),
  removed("bare VA as a subdomain", "See www.va.gov.evil.example/login"),
  removed("VA in a longer host", "See https://www.va.gov-claims.example/login", "claims.example"),
  removed("VA in the path elsewhere", "See https://evil.example/www.va.gov/"),
  removed("VA in the query elsewhere", "See https://evil.example/?next=https://www.va.gov/"),
  removed("Cyrillic a in va.gov", "See https://www.vа.gov/find-forms/", "vа.gov"),
  removed("bare Cyrillic a in va.gov", "See www.vа.gov/find-forms/", "vа.gov"),
  removed("punycode host", "See https://www.xn--v-8sb.gov/find-forms/", "xn--"),
  removed("fullwidth letters", "See ｈｔｔｐｓ://ｅｖｉｌ.example/login", ["ｅｖｉｌ", "example"]),
  removed("ideographic full stop", "See evil。example/login", ["evil", "example"]),
  removed("fullwidth full stop", "See evil．example/login", ["evil", "example"]),
  removed("VA with a port", "See https://www.va.gov:8443/find-forms/", "8443"),
  removed("other VA subdomain", "See https://benefits.va.gov/compensation/", "benefits.va.gov"),
  removed("crisis line look-alike", "See https://www.veteranscrisisline.net.evil.example/chat"),
  // Encoded characters
  removed("percent-encoded dot in VA", "See https://www.va.gov%2eevil.example/", ["%2e", "evil"]),
  removed("percent-encoded path on VA", "See https://www.va.gov/%2e%2e/%2e%2e/evil", ["%2e", "evil"]),
  removed("percent-encoded bare host", "See evil%2Eexample/login", ["evil", "2Eexample"]),
  removed("HTML entity dot", "See evil&#46;example/login", ["evil", "example"]),
  // Glued prefixes
  removed("underscore glued", "File at _https://evil.example/login now"),
  removed("digit glued", "File at 0https://evil.example/login now"),
  removed("letter glued", "File at xhttps://evil.example/login now"),
  removed("word glued with a colon", "File at:https://evil.example/login now"),
  removed("glued after a VA address", "See https://www.va.gov/,https://evil.example/"),
  removed("dot glued", "You are done.https://evil.example/login", "evil"),
  // Invisible characters
  removed("zero-width space in the host", "See https://www.va.gov\u200b.evil.example/"),
  removed("zero-width joiner in the scheme", "See ht\u200dtps://evil.example/"),
  removed("zero-width space before the dot", "See evil\u200b.example/login"),
  removed("soft hyphen in a bare host", "See evil\u00ad.example/login"),
  removed("right-to-left override", "See https://\u202eelpmaxe.live\u202c/x", "elpmaxe"),
  removed("word joiner", "See evil\u2060.example/login"),
  removed("removal glues a host back together", "See evil https://x.example .example/login", [
    "x.example",
    "example/login",
  ]),
  // What stays
  { name: "a VA form page", text: `Form details: ${VA}`, gone: [], links: [VA] },
  {
    name: "VA.gov without www",
    text: "See https://va.gov/disability/",
    gone: [],
    links: ["https://va.gov/disability/"],
  },
  {
    name: "a bare www.va.gov page, made https",
    text: "See www.va.gov/find-forms/",
    gone: [],
    links: ["https://www.va.gov/find-forms/"],
  },
  {
    name: "http VA.gov, upgraded",
    text: "See http://www.va.gov/find-forms/.",
    gone: ["http:"],
    links: ["https://www.va.gov/find-forms/"],
  },
  { name: "the crisis line chat", text: `Chat: ${CRISIS_CHAT}`, gone: [], links: [CRISIS_CHAT] },
  { name: "a VA page in parentheses", text: `Use the form (${VA}).`, gone: [], links: [VA] },
  { name: "a VA page as a markdown link", text: `[Statement](${VA})`, gone: ["]("], links: [VA] },
  {
    name: "a VA page beside a removed one",
    text: `Use ${VA} not https://evil.example/${VA}`,
    gone: ["evil"],
    links: [VA],
  },
];
