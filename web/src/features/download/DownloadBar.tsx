import type { DownloadSetting } from '@lobby/contract';
import { Icon } from '../../components/icons';
import { useAvailablePromotions } from '../../lib/available-promotions';
import { useT } from '../../lib/i18n';
import { AppIdentity } from './AppIdentity';
import { DownloadLink, type Offer } from './DownloadLink';
import './download.css';

/** The top download bar: icon, name, five stars, a download button and a close control. */
export default function DownloadBar({
  setting,
  offer,
  onClose,
}: {
  setting: DownloadSetting;
  offer: Offer;
  onClose: () => void;
}) {
  const t = useT();
  const gift = useAvailablePromotions().data?.APP_DOWNLOAD.enabled === true;
  return (
    <aside className="download-bar" aria-label={t('download.bar')}>
      <button
        type="button"
        className="icon-button download-close"
        aria-label={t('download.closeBar')}
        onClick={onClose}
      >
        <Icon name="close" />
      </button>
      <AppIdentity setting={setting} />
      {gift && (
        <span className="download-gift" role="img" aria-label={t('download.gift')}>
          <Icon name="gift" />
        </span>
      )}
      <DownloadLink offer={offer} label={t('download.get')} />
    </aside>
  );
}
