import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { cn } from "../../lib/cn";
import { dismissToast, useToasts } from "../../lib/toast";
import { useDialogText } from "../../content/i18n/use-dialog-text";

/** Each toast is shown for 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region. */
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export function Toaster() {
  const toasts = useToasts();
  const { dismiss, region, announce } = useDialogText().toaster;
  return (
    <ToastPrimitive.Provider
      label={announce}
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          type={t.variant === "destructive" ? "foreground" : "background"}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
            t.variant === "destructive"
              ? "border-red-800 bg-red-700 text-white"
              : "border-gray-200 bg-white text-gray-900",
          )}
          data-variant={t.variant}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description className="text-sm">{t.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            className={cn(
              "absolute top-2 right-2 rounded-md p-1",
              t.variant === "destructive" ? "text-white hover:bg-red-800" : "text-gray-700 hover:bg-gray-100",
            )}
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{dismiss}</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* At the bottom of the screen: clear of the sticky header and its crisis strip at the top. */}
      <ToastPrimitive.Viewport
        label={region}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px] outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
