import { useState } from 'react';
import { Link } from 'wouter';
import { PAGE_PATHS, REFERRAL_BANNER_CLOSED_KEY } from '@lobby/contract';
import { Icon } from '../../components/icons';
import { useAvailablePromotions } from '../../lib/available-promotions';
import { useT } from '../../lib/i18n';
import { sessionStore } from '../../lib/storage';

/**
 * The closable top referral banner (SPEC section 2): while the REFERRAL promotion runs, it leads
 * to /m/inviteFriends; closing it is remembered for the session. A strip in the page, it shows
 * beside the download bar and whatever prompt covers the page.
 */
export function ReferralBanner() {
  const t = useT();
  const enabled = useAvailablePromotions().data?.REFERRAL.enabled === true;
  const [closed, setClosed] = useState(() => sessionStore.get(REFERRAL_BANNER_CLOSED_KEY) === '1');
  if (!enabled || closed) return null;
  const close = () => {
    sessionStore.set(REFERRAL_BANNER_CLOSED_KEY, '1');
    setClosed(true);
  };
  return (
    <aside className="referral-banner" aria-label={t('referralBanner.text')}>
      <Link href={PAGE_PATHS.inviteFriends} className="referral-banner-link">
        <Icon name="invite" />
        <span>{t('referralBanner.text')}</span>
      </Link>
      <button
        type="button"
        className="icon-button"
        aria-label={t('referralBanner.close')}
        onClick={close}
      >
        <Icon name="close" />
      </button>
    </aside>
  );
}
