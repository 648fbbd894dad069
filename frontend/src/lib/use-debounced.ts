import { useEffect, useState } from 'react';

/** The value as it was `delay` ms after it last changed (e.g. a search box, so typing does not fetch per key). */
export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
