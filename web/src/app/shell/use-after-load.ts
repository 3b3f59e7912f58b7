import { useEffect, useState } from 'react';

/** True once the page's load event has passed, so later work never competes with first paint. */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    addEventListener('load', onLoad, { once: true });
    return () => removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}
