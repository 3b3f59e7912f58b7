import { LIMITS, systemManifest } from '@lobby/contract';
import { api } from '../../lib/api';
import { currentMerchant } from '../../lib/merchant';
import { isIos } from './install-state';

/** True once the picture has loaded, false if it fails or takes longer than `waitMs`. */
function pictureLoads(src: string, waitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(false), waitMs);
    image.onload = () => {
      clearTimeout(timer);
      resolve(true);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    image.src = src;
  });
}

/**
 * The install prompt's icon (SPEC sections 2 and 9): on iOS the page's apple touch icon, waited
 * for 5 s; elsewhere the manifest's, whose call is waited for 10 s. None when either is late.
 */
export async function promptIcon(): Promise<string | undefined> {
  if (isIos()) {
    const apple = document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.href;
    return apple && (await pictureLoads(apple, LIMITS.appleIconWaitMs)) ? apple : undefined;
  }
  try {
    const manifest = await api.call(systemManifest, {
      query: { merchantCode: currentMerchant.get().code, timestamp: String(Date.now()) },
      alert: false,
      auth: false,
      timeoutMs: LIMITS.manifestWaitMs,
    });
    const icons = manifest.icons.filter((icon) => icon.purpose !== 'maskable');
    return (icons.find((icon) => icon.sizes === '192x192') ?? icons[0])?.src;
  } catch {
    return undefined;
  }
}
