import { contact } from "../../../facts/service";
import { cn } from "../lib/cn";

/** When the phone is answered, e.g. "Monday to Friday, 9 a.m. to 5 p.m. Eastern Time". */
const PHONE_HOURS = `${contact.phoneHours} ${contact.timeZone}`;

/** The phone's hours, set next to each phone number on the site. */
export function PhoneHours({ className }: { className?: string }) {
  return <span className={cn("block text-sm", className)}>{PHONE_HOURS}</span>;
}
