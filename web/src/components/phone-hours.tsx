import { contact } from "../../../facts/service";
import { useLanguage } from "../content/i18n/language";
import { cn } from "../lib/cn";

/** When the phone is answered, e.g. "Monday to Friday, 9 a.m. to 5 p.m. Eastern Time", in the page's language. */
const PHONE_HOURS = {
  en: `${contact.phoneHours} ${contact.timeZone}`,
  es: `${contact.phoneHoursEs}, ${contact.timeZoneEs}`,
} as const;

/** The phone's hours, set next to each phone number on the site. */
export function PhoneHours({ className }: { className?: string }) {
  return <span className={cn("block text-sm", className)}>{PHONE_HOURS[useLanguage()]}</span>;
}
