import { useEffect, useState } from 'react';

const loadedNow = () => document.readyState === 'complete';

/** True once the page's load event has passed, so later work never competes with first paint. */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(loadedNow);
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    addEventListener('load', onLoad, { once: true });
    // The load event may have passed between the first render and this effect.
    if (loadedNow()) onLoad();
    return () => removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}
