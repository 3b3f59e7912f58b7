import { ASSET_MANIFEST_PATHS, BUILD_META_NAME, LIMITS, isAssetManifest } from '@lobby/contract';

/** The hash of the build this page runs, as the build wrote it into the page. */
export function ownBuildHash(): string | null {
  return (
    document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META_NAME}"]`)?.content || null
  );
}

/** The hash of the build the server has now, from its asset manifest; null when out of reach. */
export async function serverBuildHash(): Promise<string | null> {
  try {
    const response = await fetch(`${ASSET_MANIFEST_PATHS[0]}?timestamp=${Date.now()}`, {
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const manifest: unknown = await response.json();
    return isAssetManifest(manifest) ? manifest.hash : null;
  } catch {
    return null;
  }
}

export interface UpdateCheck {
  ownHash: string | null;
  fetchHash: () => Promise<string | null>;
  /** Called once, the first time the server's build differs from the page's. */
  onUpdate: (hash: string) => void;
  /** Milliseconds since the page started (performance.now in the browser). */
  sinceStart: () => number;
}

/**
 * Compares the server's asset hash with the page's (SPEC sections 4 and 9): 1500 ms after start,
 * whenever the tab becomes visible, and hourly. The first difference calls onUpdate, once: later
 * checks and checks already under way then say nothing more. Answers the function that stops it.
 */
export function startUpdateCheck(check: UpdateCheck): () => void {
  let found = false;
  const compare = async () => {
    if (found || !check.ownHash) return;
    const hash = await check.fetchHash();
    if (found || !hash || hash === check.ownHash) return;
    found = true;
    check.onUpdate(hash);
  };
  const first = setTimeout(
    () => void compare(),
    Math.max(0, LIMITS.assetHashFirstCheckMs - check.sinceStart()),
  );
  const hourly = setInterval(() => void compare(), LIMITS.assetHashIntervalMs);
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void compare();
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
