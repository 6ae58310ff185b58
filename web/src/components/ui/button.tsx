import type * as React from "react";
import { cn } from "../../lib/cn";

// Every variant has a border, transparent unless it shows: forced colors draw it (decision 623).
const variants = {
  primary: "border-2 border-transparent bg-navy-800 text-white hover:bg-navy-900",
  accent: "border-2 border-transparent bg-gold-400 text-navy-900 hover:bg-yellow-300",
  outline: "border-2 border-navy-800 bg-white text-navy-800 hover:bg-navy-50",
  ghost: "border-2 border-transparent text-navy-800 hover:bg-navy-50",
} as const;

export function buttonClasses({
  variant = "primary",
  className,
}: {
  variant?: keyof typeof variants;
  className?: string;
} = {}) {
  return cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-base font-semibold transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    className,
  );
}

export function Button({
  variant,
  className,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & { variant?: keyof typeof variants }) {
  return <button type={type} className={buttonClasses({ variant, className })} {...props} />;
}
