import { useLayoutEffect, useState, type RefObject } from 'react';

/** True when the header's content is wider than the header: its logo would be pushed or cut. */
function overflows(header: HTMLElement): boolean {
  return header.scrollWidth > header.clientWidth + 1;
}

/**
 * Whether the header must drop the Log in label to its icon: only when the full labels do not
 * fit beside the logo's minimum width. Measured again, from the full labels, whenever the width,
 * the language or the session changes (before paint, so nothing flickers).
 */
export function useCompactHeader(header: RefObject<HTMLElement | null>, measureKey: string) {
  const [compact, setCompact] = useState(false);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);

  // Start from the full labels for each new width or text, then give way if they do not fit.
  useLayoutEffect(() => setCompact(false), [width, measureKey]);
  useLayoutEffect(() => {
    if (!compact && header.current && overflows(header.current)) setCompact(true);
  }, [compact, width, measureKey, header]);

  return compact;
}
