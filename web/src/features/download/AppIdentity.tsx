import { formatNumber, type DownloadSetting } from '@lobby/contract';
import { Icon } from '../../components/icons';
import { useLanguage, useT } from '../../lib/i18n';

/** The fixed rating the bar shows (SPEC section 2): five stars, 5.0. */
const RATING = 5;

/** The app's icon, name and its five-star 5.0. */
export function AppIdentity({
  setting,
  nameId,
  large = false,
}: {
  setting: DownloadSetting;
  nameId?: string;
  large?: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const rating = String(formatNumber(RATING, 1, language));
  return (
    <div className={large ? 'app-identity large' : 'app-identity'}>
      <img className="app-icon" src={setting.appIcon} alt="" width={40} height={40} />
      <div className="app-identity-text">
        <strong id={nameId} className="app-name">
          {setting.appName}
        </strong>
        <span className="app-rating" role="img" aria-label={t('download.rating', { rating })}>
          {Array.from({ length: RATING }, (_, index) => (
            <Icon key={index} name="star" className="app-star" />
          ))}
          <span aria-hidden="true">{rating}</span>
        </span>
      </div>
    </div>
  );
}
