import { useEffect } from 'react';
import type { PixelConfig } from '@lobby/contract';
import { captureLandingOnce } from '../../lib/attribution';
import { onPixelEvents } from '../../lib/pixel-bridge';
import { pwaType } from '../../lib/pwa-type';
import { session } from '../../lib/session';
import { trackEvent } from '../../lib/tracked-events';
import { flushTrackedEvents } from '../../lib/tracked-events-sender';
import { loadPixels } from './pixels';

/**
 * After the first render: keeps what the landing link carried, loads the merchant's pixels (none
 * when it configures none), sends the events still cached, and reports firstOpen and the
 * home-screen first open (once per device), viewContent (once per session), an installation and
 * each sign-in.
 */
export default function AttributionEffects({ pixels }: { pixels: readonly PixelConfig[] }) {
  useEffect(() => {
    captureLandingOnce();
    if (pixels.length > 0) onPixelEvents(loadPixels(pixels));
    void flushTrackedEvents().catch(() => undefined);
    trackEvent('firstOpen');
    if (pwaType()) trackEvent('a2hsFirstOpen', { value: { pwaType: pwaType() } });
    trackEvent('viewContent');
    const installed = () => trackEvent('a2hsInstalled');
    addEventListener('appinstalled', installed);
    // A sign-in (by any form, auto-login or link) starts a session; a registration's session is
    // its first login and sends register instead (the registration form does).
    let signedIn = session.get() !== null;
    const stopWatching = session.subscribe(() => {
      const current = session.get();
      if (current && !signedIn && !current.firstTimeLogin) trackEvent('login');
      signedIn = current !== null;
    });
    return () => {
      removeEventListener('appinstalled', installed);
      stopWatching();
    };
    // The pixels are the merchant's; they load once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
