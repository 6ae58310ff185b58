/** The site's two languages: `en` is the spec's page at `/`, `es` its Spanish twin at `/es/`. */
export type Language = "en" | "es";

/**
 * The shape a Spanish part must have, from its English part written `as const`: every string
 * becomes any string, functions keep their arguments, and lists keep their length. A Spanish part
 * typed with it fails the type check on a missing key, an extra key or a list of another length.
 */
export type Twin<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Twin<R>
    : { readonly [K in keyof T]: Twin<T[K]> };
