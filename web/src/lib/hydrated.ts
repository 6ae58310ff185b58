import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while hydrating, true once the page's script has taken over:
 * what renders before it must work with no script at all (links, native disclosures, plain forms).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
