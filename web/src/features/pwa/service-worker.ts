import {
  SERVICE_WORKER,
  carryTrackingParams,
  reloadTargetAfterUpdate,
  serviceWorkerUrl,
} from '@lobby/contract';

/**
 * Registers the service worker (web/sw/sw.ts) of production builds, after the page has loaded so
 * it never competes with the first paint. A browser without service workers, or one that refuses
 * (private modes), simply goes without.
 */
export async function registerServiceWorker(merchant: string): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !merchant) return;
  try {
    await navigator.serviceWorker.register(serviceWorkerUrl(import.meta.env.MODE, merchant), {
      scope: SERVICE_WORKER.scope,
      updateViaCache: 'none',
    });
  } catch {
    // No worker: the app works as a plain site.
  }
}

/** Asks the browser for the new service worker now, waiting at most a few seconds for it. */
export async function updateServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER.scope);
    await Promise.race([
      registration?.update(),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  } catch {
    // The reload still brings the new page: the worker asks the network first.
  }
}

/**
 * Refresh of the update dialog (SPEC section 4): the loading indicator, the new worker, then
 * the same page again on the reload routes of SPEC section 2, else /m/home.
 */
export async function refreshToNewBuild(): Promise<void> {
  document.getElementById('splash')?.removeAttribute('hidden');
  await updateServiceWorker();
  const { pathname, search } = window.location;
  const target = reloadTargetAfterUpdate(pathname);
  if (target === pathname) window.location.reload();
  else window.location.assign(carryTrackingParams(search, target));
}
