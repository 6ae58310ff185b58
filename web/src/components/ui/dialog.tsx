import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef } from "react";
import type * as React from "react";
import { cn } from "../../lib/cn";
import { useDialogText } from "../../content/i18n/use-dialog-text";

export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

/** A centered panel; with `fullScreenOnPhone`, the whole screen below 640 px (`sm`). */
const PANEL = "top-1/2 left-1/2 w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg shadow-xl";
const FULL_ON_PHONE =
  "inset-0 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-1.5rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg sm:shadow-xl";

/** Where focus goes when a dialog closes, given the element that had it when the dialog opened. */
export type ReturnFocus = (opener: HTMLElement | null) => void;

const focusOpener: ReturnFocus = (opener) => opener?.focus();

export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  returnFocus = focusOpener,
  fullScreenOnPhone = false,
  ...props
}: Omit<React.ComponentProps<typeof DialogPrimitive.Content>, "onCloseAutoFocus"> & {
  fullScreenOnPhone?: boolean;
  /** By default focus goes back to the opener. */
  returnFocus?: ReturnFocus;
}) {
  // Our dialogs open from plain buttons (they load lazily, so there is no Radix Trigger to return
  // to): remember what had focus at each opening, before focus moves in, and hand it to
  // `returnFocus` on close.
  const opener = useRef<Element | null>(null);
  const { close } = useDialogText();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className={cn(
          "fixed z-50 flex flex-col bg-white focus:outline-none",
          fullScreenOnPhone ? FULL_ON_PHONE : PANEL,
          className,
        )}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus(opener.current instanceof HTMLElement ? opener.current : null);
        }}
        {...props}
      >
        {children}
        {/* 44 px, the smallest target a phone user should have to hit. */}
        <DialogPrimitive.Close className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100">
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{close}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
