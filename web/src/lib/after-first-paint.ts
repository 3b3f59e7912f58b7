import { useEffect, useState } from 'react';

/**
 * How many of `total` parts to draw: `first` with a component's first render, then one more each
 * time the frame drawn has been painted. What is below the first screen arrives a part per frame,
 * so no frame holds the main thread long (Lighthouse's blocking time) and the first comes sooner.
 */
export function usePartsPerFrame(total: number, first: number): number {
  const [drawn, setDrawn] = useState(first);
  const done = drawn >= total;
  useEffect(() => {
    if (done) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawn((count) => count + 1), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, done]);
  return Math.min(drawn, total);
}
