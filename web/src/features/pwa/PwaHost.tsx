import { lazy, Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import { useLocation } from 'wouter';
import { LIMITS } from '@lobby/contract';
import { openDialog } from '../../lib/dialogs';
import { t } from '../../lib/i18n';
import type { InstallPromptEvent } from '../../lib/install-event';
import { currentMerchant } from '../../lib/merchant';
import { pwaType } from '../../lib/pwa-type';
import { claimVisitPrompt, decidingVisitPrompt, visitPromptFree } from '../../lib/visit-prompt';
import { InstallPrompt } from './InstallPrompt';
import {
  mayOfferInstallHere,
  recordInstalled,
  recordOnce,
  waitForInstallEvent,
} from './install-state';
import { promptIcon } from './prompt-icon';
import { refreshToNewBuild, registerServiceWorker, updateServiceWorker } from './service-worker';
import { ownBuildHash, serverBuildHash, startUpdateCheck } from './update-check';

// Web push (permission modal, registration) is its own chunk, fetched once this host runs.
const PushHost = lazy(() => import('./PushHost').catch(() => ({ default: () => null })));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface OpenPrompt {
  event: InstallPromptEvent | undefined;
  icon: string | undefined;
}

/**
 * What makes Lobby an installed app, started once the page has loaded (AppShell): the service
 * worker, the update check with its one update dialog, the first home-screen open, and the
 * install prompt on the pages that may show it.
 */
export default function PwaHost(): ReactElement | null {
  const [pathname] = useLocation();
  const [prompt, setPrompt] = useState<OpenPrompt | null>(null);
  const promptOpen = useRef(false);
  promptOpen.current = prompt !== null;

  useEffect(() => {
    void registerServiceWorker(currentMerchant.get().code);
    if (pwaType()) recordOnce('a2hsFirstOpen');
    const onInstalled = () => {
      recordInstalled();
      setPrompt(null);
    };
    addEventListener('appinstalled', onInstalled);
    const stopChecking = startUpdateCheck({
      ownHash: ownBuildHash(),
      fetchHash: serverBuildHash,
      sinceStart: () => performance.now(),
      onUpdate: () => {
        void updateServiceWorker();
        openDialog({
          kind: 'notice',
          title: t('update.title'),
          message: t('update.message'),
          confirmLabel: t('update.refresh'),
          onConfirm: () => void refreshToNewBuild(),
        });
      },
    });
    return () => {
      stopChecking();
      removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  // Asked for on arriving at a page that may show it; shown 1 s later (SPEC sections 2 and 9).
  useEffect(() => {
    if (!mayOfferInstallHere(pathname) || !visitPromptFree('installPrompt')) {
      setPrompt(null);
      return;
    }
    if (promptOpen.current) return;
    let cancelled = false;
    let icon: string | undefined;
    void promptIcon().then((src) => (icon = src));
    const decided = decidingVisitPrompt('installPrompt');
    void (async () => {
      const event = await waitForInstallEvent(() => cancelled);
      await pause(LIMITS.installPromptDelayMs);
      // The icon only if it is there by now: arriving later, it would move the message.
      if (!cancelled && mayOfferInstallHere(pathname) && claimVisitPrompt('installPrompt'))
        setPrompt({ event, icon });
    })().finally(decided);
    return () => {
      cancelled = true;
      decided();
    };
  }, [pathname]);

  return (
    <>
      <Suspense fallback={null}>
        <PushHost />
      </Suspense>
      {prompt && (
        <InstallPrompt event={prompt.event} icon={prompt.icon} onDone={() => setPrompt(null)} />
      )}
    </>
  );
}
