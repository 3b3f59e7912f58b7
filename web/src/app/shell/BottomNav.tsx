import { Link, useLocation } from 'wouter';
import { PAGE_PATHS, MESSAGE_KEYS, REFERRAL_ENTRY_PATHS, referralEntry } from '@lobby/contract';
import { Icon } from '../../components/icons';
import { useAvailablePromotions } from '../../lib/available-promotions';
import { openDialog } from '../../lib/dialogs';
import { useT } from '../../lib/i18n';
import { useChatUnread } from '../../lib/chat';
import { useModalCovered } from '../../lib/modal-layer';
import { useSession } from '../../lib/session';

/** Thumb-reachable navigation, always visible: Home, Promotions, Invite, Service, Me. */
const navClass = (active: boolean) => (active ? 'nav-item active' : 'nav-item');

export function BottomNav() {
  const t = useT();
  const session = useSession();
  const [, navigate] = useLocation();
  const covered = useModalCovered();
  const referralPromotionEnabled = useAvailablePromotions().data?.REFERRAL.enabled === true;

  const comingSoon = () =>
    openDialog({
      kind: 'notice',
      title: t(MESSAGE_KEYS.notice),
      message: t(MESSAGE_KEYS.comingSoon),
    });

  const unread = useChatUnread();
  const openService = () => navigate(PAGE_PATHS.chat);

  const openInvite = () => {
    const entry = referralEntry({
      memberType: session?.type,
      referralPromotionEnabled,
      loggedIn: !!session,
    });
    if (entry === 'agentRegister' || entry === 'inviteFriends')
      navigate(REFERRAL_ENTRY_PATHS[entry]);
    else if (entry === 'customerService') openService();
    else comingSoon();
  };

  return (
    // Under a sheet or dialog the bar is dimmed by its scrim and out of reach (inert).
    <nav className="bottom-nav" aria-label={t('nav.main')} inert={covered}>
      <Link href={PAGE_PATHS.home} className={navClass}>
        <Icon name="home" />
        <span>{t('nav.home')}</span>
      </Link>
      <Link href={PAGE_PATHS.news} className={navClass}>
        <Icon name="gift" />
        <span>{t('nav.promotions')}</span>
      </Link>
      <button type="button" className="nav-item" onClick={openInvite}>
        <Icon name="invite" />
        <span>{t('nav.invite')}</span>
      </button>
      <Link href={PAGE_PATHS.chat} className={navClass}>
        <span className="nav-icon">
          <Icon name="service" />
          {unread > 0 && (
            <span className="nav-badge" data-testid="service-badge" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </span>
        <span>{t('nav.service')}</span>
        {unread > 0 && (
          <span className="visually-hidden">{t('nav.serviceUnread', { count: unread })}</span>
        )}
      </Link>
      <Link href={PAGE_PATHS.memberHome} className={navClass}>
        <Icon name="me" />
        <span>{t('nav.me')}</span>
      </Link>
    </nav>
  );
}
