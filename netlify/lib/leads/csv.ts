import type { Lead } from "./store";

const COLUMNS = [
  ["id", "Lead id"],
  ["createdAt", "Received (UTC)"],
  ["fullName", "Full name"],
  ["email", "E-mail"],
  ["phone", "Phone"],
  ["serviceBranch", "Branch of service"],
  ["emailStatus", "E-mail status"],
  ["emailAttempts", "E-mail attempts"],
  ["emailSentAt", "E-mail sent (UTC)"],
] as const satisfies readonly (readonly [keyof Lead, string])[];

// A spreadsheet runs a cell starting with one of these as a formula; visitors typed these values.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Leads as CSV (RFC 4180, CRLF line ends), in the order given, with a header row. */
export function formatLeadsCsv(leads: readonly Lead[]): string {
  const rows = [COLUMNS.map(([, title]) => title), ...leads.map((lead) => COLUMNS.map(([key]) => lead[key]))];
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
