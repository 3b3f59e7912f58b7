import { useEffect, useRef, useState } from 'react';
import {
  appUpgrade,
  appVersionOf,
  PAGE_PATHS,
  platformDownload,
  type DownloadSetting,
} from '@lobby/contract';
import { Icon } from '../../components/icons';
import { Scrim } from '../../components/Scrim';
import { useT } from '../../lib/i18n';
import { navigateTo } from '../../lib/navigation';
import { sessionStore } from '../../lib/storage';
import { devicePlatform } from './device';

/** Session flag: the player closed the (optional) upgrade. */
const UPGRADE_CLOSED_KEY = 'lobby:appUpgradeClosed';

/**
 * The app-upgrade modal (SPEC section 2) for a player inside the merchant's app older than its
 * latest version: title, description and Update Now; no close button while updates are
 * mandatory. Apps from 2.4.39 on download the new version directly, older ones open the
 * download page.
 */
export function AppUpgradeModal({
  setting,
  appUserAgentMarker,
}: {
  setting: DownloadSetting;
  appUserAgentMarker: string;
}) {
  const t = useT();
  const [closed, setClosed] = useState(() => sessionStore.get(UPGRADE_CLOSED_KEY) === '1');
  const updateRef = useRef<HTMLButtonElement>(null);
  const appVersion = appVersionOf({
    search: window.location.search,
    userAgent: navigator.userAgent,
    appUserAgentMarker,
  });
  const decision = appUpgrade({
    appVersion,
    latestVersion: setting.upgrade.latestVersion,
    mandatory: setting.upgrade.mandatory,
  });
  const open = decision.show && !(decision.closable && closed);

  useEffect(() => {
    if (open) updateRef.current?.focus();
  }, [open]);

  if (!open) return null;
  const close = () => {
    sessionStore.set(UPGRADE_CLOSED_KEY, '1');
    setClosed(true);
  };
  const update = () => {
    const direct = platformDownload(setting.links, devicePlatform());
    if (decision.directDownload && direct) window.location.assign(direct.url);
    else navigateTo(PAGE_PATHS.download);
  };
  return (
    <Scrim onClick={() => decision.closable && close()}>
      <div
        className="sheet app-upgrade"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="app-upgrade-title"
        aria-describedby="app-upgrade-body"
        onClick={(event) => event.stopPropagation()}
      >
        <div className="download-popup-head">
          <h2 id="app-upgrade-title">{t('upgrade.title')}</h2>
          {decision.closable && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('action.close')}
              onClick={close}
            >
              <Icon name="close" />
            </button>
          )}
        </div>
        <p id="app-upgrade-body">
          {t('upgrade.body', { version: setting.upgrade.latestVersion ?? '' })}
        </p>
        <button ref={updateRef} type="button" className="button block" onClick={update}>
          {t('upgrade.now')}
        </button>
      </div>
    </Scrim>
  );
}
