import { ExternalLink as ExternalIcon } from "lucide-react";
import type * as React from "react";
import { usePageText } from "../content/i18n/language";
import { cn } from "../lib/cn";

/** A link to an official page, opened in a new tab without handing it our window. */
export function ExternalLink({ className, children, ...props }: React.ComponentProps<"a">) {
  const { newTab } = usePageText();
  return (
    <a target="_blank" rel="noopener noreferrer" className={cn("inline-flex items-center gap-1", className)} {...props}>
      {children}
      <ExternalIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{newTab}</span>
    </a>
  );
}
