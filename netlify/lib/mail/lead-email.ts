import type { SendMailOptions } from "nodemailer";
import { INVISIBLE_FORMAT_CHARS, toE164Phone } from "../../../contract/api";

/** What the e-mail says about a lead (a stored lead has these and more). */
export type LeadFacts = {
  id: string;
  createdAt: string;
  fullName: string;
  email: string;
  phone: string;
  serviceBranch: string;
  /** "es": sent from the Spanish page (/es/). */
  pageLanguage?: "es";
};

/** What the e-mail says of a request from the Spanish page, so the counselor calls in Spanish. */
const SPANISH_PAGE = "Sent from the Spanish page (/es/): the visitor may prefer to be called in Spanish.";

type LeadEmail = {
  subject: string;
  text: string;
  html: string;
  /** The visitor's address alone (no display name), so the counselor can just press Reply. Never a recipient. */
  replyTo: string;
};

/** The From display name is always this: no visitor text ever stands where a sender's name does. */
const FROM_NAME = "Consultation requests";
const SUBJECT_PREFIX = "New consultation request from";

// Control characters and Unicode line breaks must never reach a header.
const UNSAFE_IN_HEADER = /[\p{Cc}\u2028\u2029]+/gu;
// Invisible format characters (bidi overrides and isolates among them) but ZWNJ and ZWJ: the
// contract's rule, applied to every occurrence.
const INVISIBLE_FORMAT = new RegExp(INVISIBLE_FORMAT_CHARS.source, "gu");

/**
 * Visitor text made fit for a header: one line, no invisible reordering, no encoded-word for a
 * mail client to decode. The form refuses such names already (contract/api.ts); this also covers
 * leads stored before that rule and anything that reaches the mailer another way.
 */
function headerSafe(text: string): string {
  return text
    .replace(UNSAFE_IN_HEADER, " ")
    .replace(INVISIBLE_FORMAT, "")
    .replace(/=\?/g, "= ?")
    .replace(/\s+/g, " ")
    .trim();
}

/** The name as the Subject quotes it: its own double quotes become single, so the quoting is ours. */
const quotedName = (name: string) => `"${headerSafe(name).replace(/"/g, "'")}"`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatReceivedAt(iso: string, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "full", timeStyle: "long" });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
}

function composeLeadEmail({ lead, timeZone }: { lead: LeadFacts; timeZone: string }): LeadEmail {
  const tel = toE164Phone(lead.phone);
  const receivedAt = formatReceivedAt(lead.createdAt, timeZone);
  const spanish = lead.pageLanguage === "es";
  const rows: [label: string, text: string, html: string][] = [
    ["Name", lead.fullName, escapeHtml(lead.fullName)],
    ["E-mail", lead.email, `<a href="mailto:${escapeHtml(lead.email)}">${escapeHtml(lead.email)}</a>`],
    ["Phone", lead.phone, tel ? `<a href="tel:${tel}">${escapeHtml(lead.phone)}</a>` : escapeHtml(lead.phone)],
    ["Branch of service", lead.serviceBranch, escapeHtml(lead.serviceBranch)],
    ["Received", receivedAt, escapeHtml(receivedAt)],
    ["Lead id", lead.id, escapeHtml(lead.id)],
    ...(spanish ? [["Page", "Spanish (/es/)", "Spanish (/es/)"] satisfies [string, string, string]] : []),
  ];

  const text = [
    "A visitor asked for a free consultation.",
    ...(spanish ? [SPANISH_PAGE] : []),
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(tel ? ["", `Call: tel:${tel}`] : []),
    "",
    "Reply to this e-mail to answer the visitor directly.",
    "",
  ].join("\n");

  const html = [
    "<!doctype html>",
    '<html><body style="font-family: sans-serif">',
    "<p>A visitor asked for a free consultation.</p>",
    ...(spanish ? [`<p><strong>${SPANISH_PAGE}</strong></p>`] : []),
    "<table>",
    ...rows.map(([label, , value]) => `<tr><th align="left">${label}</th><td>${value}</td></tr>`),
    "</table>",
    "<p>Reply to this e-mail to answer the visitor directly.</p>",
    "</body></html>",
  ].join("\n");

  return {
    // A fixed prefix, then the name inside quotes: nothing a visitor types can start the line or
    // look like a header of its own (docs/decisions/702-mail-headers-no-visitor-text.md).
    subject: `${SUBJECT_PREFIX} ${quotedName(lead.fullName)} (${headerSafe(lead.serviceBranch)})${spanish ? ", Spanish page" : ""}`,
    text,
    html,
    replyTo: headerSafe(lead.email),
  };
}

/**
 * The lead's own Message-ID, the same on every send: a copy sent again after a crash (the send
 * went, its status was not saved) is the same message to the counselor's mail client, which shows
 * it once (docs/decisions/961-chat-guard-privacy-and-budgets.md). The domain is the sender's, as RFC 5322 asks.
 */
export function leadMessageId({ leadId, from }: { leadId: string; from: string }): string {
  const domain = from.slice(from.lastIndexOf("@") + 1) || "localhost";
  return `<lead-${leadId}@${domain}>`;
}

/** What the counselor receives, as nodemailer message options; the visitor is never a recipient. */
export function leadMailOptions(input: {
  lead: LeadFacts;
  to: string;
  from: string;
  timeZone: string;
}): SendMailOptions {
  const email = composeLeadEmail(input);
  return {
    from: { name: FROM_NAME, address: input.from },
    to: input.to,
    // An address object, not a string nodemailer would parse (and take a display name from).
    replyTo: { name: "", address: email.replyTo },
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: leadMessageId({ leadId: input.lead.id, from: input.from }),
    headers: { "X-Lead-Id": input.lead.id },
    // Spelled out so no header (Reply-To included) can ever add a recipient.
    envelope: { from: input.from, to: [input.to] },
  };
}
