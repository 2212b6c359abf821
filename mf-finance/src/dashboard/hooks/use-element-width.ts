// The rendered width of an element, kept current as it resizes, so the chart draws at its real size
// (scaling a fixed-size SVG would squash its text on a phone).
import { useCallback, useState } from 'react';

export function useElementWidth(fallback: number): [(element: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
