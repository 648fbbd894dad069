import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * The content width of an element, kept up to date as it resizes, so a chart draws in real pixels
 * (its text never scales with the viewport). `fallback` until the first measure (and in tests,
 * where jsdom has no layout).
 */
export function useElementWidth<T extends HTMLElement>(fallback: number): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
