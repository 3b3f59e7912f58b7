import { useRef } from 'react';
import type { DownloadSetting } from '@lobby/contract';
import { Scrim } from '../../components/Scrim';
import { useT } from '../../lib/i18n';
import { useSheetFocus } from '../../lib/modal-layer';
import { AppIdentity } from './AppIdentity';
import { DownloadLink, type Offer } from './DownloadLink';
import './download.css';

/** The app window: what the app gives, and its download (SPEC section 4, after closing the bar). */
export default function AppWindow({
  setting,
  offer,
  onClose,
  titleKey = 'download.windowTitle',
}: {
  setting: DownloadSetting;
  offer: Offer | undefined;
  onClose: () => void;
  titleKey?: string;
}) {
  const t = useT();
  const later = useRef<HTMLButtonElement>(null);
  useSheetFocus(later, onClose);
  return (
    <Scrim onClick={onClose}>
      <div
        className="sheet app-window"
        role="dialog"
        aria-modal="true"
        aria-labelledby="app-window-title"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="app-window-title">{t(titleKey, { name: setting.appName })}</h2>
        <AppIdentity setting={setting} large />
        <p>{t('download.windowBody')}</p>
        <div className="app-window-actions">
          {offer && <DownloadLink offer={offer} label={t('download.get')} block />}
          <button ref={later} type="button" className="button text block" onClick={onClose}>
            {t('download.later')}
          </button>
        </div>
      </div>
    </Scrim>
  );
}
