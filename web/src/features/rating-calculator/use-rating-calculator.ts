import { useState, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { ratingsSearch, readRatings, type AddressRatings } from "./address";
import { combineRatings, type Rating } from "./combine";

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while hydrating, true after: the prerender cannot know the
 * address's query, so the ratings appear (and the buttons work) only once the script runs.
 */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The calculator's state lives in the address (`?ratings=50,30,20`), so it can be shared. */
export function useRatingCalculator() {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = hydrated ? readRatings(location.search) : null;
  // Highest first, as the steps take them; the address is written in the same order.
  const ratings = [...(fromAddress?.ratings ?? [])].sort((a, b) => b - a);

  // What the address held when the page opened: its notes stay after the first change rewrites it.
  const [opened, setOpened] = useState<AddressRatings | null>(null);
  if (fromAddress && opened === null) setOpened(fromAddress);

  const write = (next: readonly Rating[]) =>
    void navigate({ search: ratingsSearch(next), hash: location.hash }, { replace: true });

  return {
    ready: hydrated,
    ratings,
    combination: combineRatings({ ratings }),
    ignored: opened?.ignored ?? [],
    bilateral: opened?.bilateral ?? [],
    add: (rating: Rating) => write([...ratings, rating]),
    remove: (index: number) => write(ratings.filter((_, i) => i !== index)),
    clear: () => write([]),
  };
}
