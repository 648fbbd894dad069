import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A text input kept in the URL query string (?name=), written after `delay` ms without typing.
 * Returns the text to show and its setter. The URL holds the raw text (trim it before use), so
 * a space typed at the end survives the round trip; a URL changed elsewhere (the header search,
 * back/forward) replaces the text.
 */
export function useDebouncedSearchParam(name: string, delay = 300): [string, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlValue = searchParams.get(name) ?? '';
  // What the user typed and the URL has not caught up with yet; null once it has.
  const [draft, setDraft] = useState<string | null>(null);
  const [lastUrlValue, setLastUrlValue] = useState(urlValue);
  if (urlValue !== lastUrlValue) {
    setLastUrlValue(urlValue);
    setDraft(null);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (value: string) => {
      setDraft(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setSearchParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            if (value) next.set(name, value);
            else next.delete(name);
            return next;
          },
          { replace: true },
        );
      }, delay);
    },
    [name, delay, setSearchParams],
  );

  return [draft ?? urlValue, update];
}
