import type { SendMailOptions } from "nodemailer";
import { toE164Phone } from "../../../contract/api";
import type { Lead } from "../leads/lead-store";

/** Sends the counselor the e-mail for one lead. */
export interface Mailer {
  /** Which adapter this is, for the startup log. */
  readonly kind: string;
  /** Resolves once the message was accepted (SMTP) or written (outbox); rejects otherwise. */
  sendLeadEmail(input: { lead: Lead }): Promise<void>;
}

export type LeadEmail = {
  subject: string;
  text: string;
  html: string;
  /** The visitor, so the counselor can just press Reply. Never a recipient. */
  replyTo: { name: string; address: string };
};

const FROM_NAME = "Consultation requests";

// Control characters and Unicode line breaks must never reach a header.
const UNSAFE_IN_HEADER = /[\p{Cc}\u2028\u2029]+/gu;

export function headerSafe(text: string): string {
  return text.replace(UNSAFE_IN_HEADER, " ").replace(/\s+/g, " ").trim();
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatReceivedAt(iso: string, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "full", timeStyle: "long" });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
}

export function composeLeadEmail({ lead, timeZone }: { lead: Lead; timeZone: string }): LeadEmail {
  const name = headerSafe(lead.fullName);
  const tel = toE164Phone(lead.phone);
  const receivedAt = formatReceivedAt(lead.createdAt, timeZone);
  const rows: [label: string, text: string, html: string][] = [
    ["Name", lead.fullName, escapeHtml(lead.fullName)],
    ["E-mail", lead.email, `<a href="mailto:${escapeHtml(lead.email)}">${escapeHtml(lead.email)}</a>`],
    ["Phone", lead.phone, tel ? `<a href="tel:${tel}">${escapeHtml(lead.phone)}</a>` : escapeHtml(lead.phone)],
    ["Branch of service", lead.serviceBranch, escapeHtml(lead.serviceBranch)],
    ["Received", receivedAt, escapeHtml(receivedAt)],
    ["Lead id", lead.id, escapeHtml(lead.id)],
  ];

  const text = [
    "A visitor asked for a free consultation.",
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
    "<table>",
    ...rows.map(([label, , value]) => `<tr><th align="left">${label}</th><td>${value}</td></tr>`),
    "</table>",
    "<p>Reply to this e-mail to answer the visitor directly.</p>",
    "</body></html>",
  ].join("\n");

  return {
    subject: `New consultation request: ${name} (${headerSafe(lead.serviceBranch)})`,
    text,
    html,
    replyTo: { name, address: headerSafe(lead.email) },
  };
}

/** What the counselor receives, as nodemailer message options; the visitor is never a recipient. */
export function leadMailOptions(input: { lead: Lead; to: string; from: string; timeZone: string }): SendMailOptions {
  const email = composeLeadEmail(input);
  return {
    from: { name: FROM_NAME, address: input.from },
    to: input.to,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: { "X-Lead-Id": input.lead.id },
    // Spelled out so no header (Reply-To included) can ever add a recipient.
    envelope: { from: input.from, to: [input.to] },
  };
}
