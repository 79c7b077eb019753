import { useEffect, useRef, useState } from 'react';

/** The narrowest the chart draws itself: below it the bars and labels would not fit. */
const MIN_WIDTH = 280;

/** The container's width, followed as the window resizes; `fallback` until it is measured. */
export function useElementWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(Math.max(MIN_WIDTH, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
