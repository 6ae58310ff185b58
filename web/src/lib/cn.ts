import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. tailwind-merge would resolve conflicting utilities, but it costs 7 KB gzip
 * of first-load JavaScript; components here never pass conflicting classes instead.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
