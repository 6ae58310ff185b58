/**
 * The Veterans Crisis Line's one-tap actions, as VA.gov shows them (shared/FACTS.md). The server's
 * crisis reply writes these phrases; the chat turns exactly these phrases into tel:/sms: links and
 * takes no other phone or text-message target from a reply (docs/decisions/542-crisis-reply-taps.md).
 */
import type { Tap } from "../contract/links";

export const CRISIS_TAPS = {
  call: { text: "Call 988, then select 1", href: "tel:988" },
  text: { text: "Text 838255", href: "sms:838255" },
  tty: { text: "call 711, then 988", href: "tel:711" },
  emergency: { text: "call 911", href: "tel:911" },
} as const satisfies Record<string, Tap>;
