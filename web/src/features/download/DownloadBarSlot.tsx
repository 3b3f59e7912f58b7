import { Suspense, useEffect, useState } from 'react';
import { platformDownload, showsDownloadBar } from '@lobby/contract';
import { inMerchantApp } from '../../lib/in-app';
import { lazyPage } from '../../lib/lazy-page';
import { setDownloadBarOnScreen } from './bar-on-screen';
import { devicePlatform, downloadBarHidden, hideDownloadBar, installedAsApp } from './device';
import { useDownloadSetting } from './queries';

const DownloadBar = lazyPage(() => import('./DownloadBar'));
const AppWindow = lazyPage(() => import('./AppWindow'));

/**
 * The room of the top download bar (SPEC section 4), decided at the first paint from what the
 * page carries, so nothing below it moves when the bar's own code arrives. Closing the bar
 * hides it for the session and opens the app window. A strip above the page, not a prompt over
 * it: it neither waits for the visit's one covering prompt nor keeps that prompt away.
 */
export function DownloadBarSlot({
  loggedIn,
  memberRankLevel,
}: {
  loggedIn: boolean;
  memberRankLevel: number | null;
}) {
  const query = useDownloadSetting();
  const setting = query.data;
  const [hidden, setHidden] = useState(downloadBarHidden);
  const [windowOpen, setWindowOpen] = useState(false);
  const offer = setting && platformDownload(setting.links, devicePlatform());
  const shows =
    !!setting &&
    showsDownloadBar({
      enabled: setting.bar.enabled,
      hiddenForSession: hidden,
      inApp: inMerchantApp(),
      installedAsPwa: installedAsApp(),
      hasLink: !!offer,
      requireLogin: setting.bar.requireLogin,
      loggedIn,
      vipRankLevel: setting.bar.vipRankLevel,
      memberRankLevel,
    });

  const onScreen = shows && !!offer;
  useEffect(() => {
    setDownloadBarOnScreen(onScreen);
    return () => setDownloadBarOnScreen(false);
  }, [onScreen]);

  const close = () => {
    hideDownloadBar();
    setHidden(true);
    setWindowOpen(true);
  };

  return (
    <>
      {shows && offer && (
        <div className="download-bar-slot">
          <Suspense fallback={null}>
            <DownloadBar setting={setting} offer={offer} onClose={close} />
          </Suspense>
        </div>
      )}
      {windowOpen && setting && (
        <Suspense fallback={null}>
          <AppWindow setting={setting} offer={offer} onClose={() => setWindowOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
