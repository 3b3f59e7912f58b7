import { useLocation } from 'wouter';
import { isEntryPath, normalizePath, PAGE_PATHS } from '@lobby/contract';
import { inMerchantApp } from '../../lib/in-app';
import { AppUpgradeModal } from './AppUpgradeModal';
import { DownloadPopup } from './DownloadPopup';
import { installedAsApp } from './device';
import { useDownloadSetting } from './queries';
import './download.css';

/** The download popup and the app-upgrade modal, loaded after the first paint. */
export default function DownloadEffects({ appUserAgentMarker }: { appUserAgentMarker: string }) {
  const setting = useDownloadSetting().data;
  const [pathname] = useLocation();
  if (!setting) return null;
  const path = normalizePath(pathname);
  const onEntryPage = isEntryPath(path) || path === PAGE_PATHS.home;
  const inApp = inMerchantApp();
  // The download pages are where an upgrade leads: the modal never covers them.
  const onDownloadPage = path === PAGE_PATHS.download || path === PAGE_PATHS.app;
  return (
    <>
      <DownloadPopup
        key={path}
        setting={setting}
        eligible={onEntryPage && !inApp && !installedAsApp()}
      />
      {!onDownloadPage && (
        <AppUpgradeModal setting={setting} appUserAgentMarker={appUserAgentMarker} />
      )}
    </>
  );
}
