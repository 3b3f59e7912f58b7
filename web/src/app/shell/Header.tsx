import { lazy, Suspense, useRef, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { PAGE_PATHS, normalizePath, type StatusInfo } from '@lobby/contract';
import { Icon } from '../../components/icons';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { openAccountSheet } from '../../lib/account-sheet';
import { useLanguage, useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { HeaderBalance } from './HeaderBalance';
import { useCompactHeader } from './use-compact-header';

// Member-only, so off the first page: its chunk loads once a session exists.
const MemberVipBadge = lazy(() => import('./MemberVipBadge'));

const ACCOUNT_PAGES: readonly string[] = [
  PAGE_PATHS.login,
  PAGE_PATHS.register,
  PAGE_PATHS.registerHtml,
  PAGE_PATHS.agentRegister,
];

/**
 * Log in and Register open the accounts sheet over the page, so closing it keeps the player
 * where they were. They stay real links: a new tab, or a tap on an account page, opens the page.
 */
function opensSheet(mode: 'login' | 'register', onAccountPage: boolean) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (onAccountPage || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openAccountSheet({ mode });
  };
}

/** Merchant logo on the start side; Log in and Register for visitors, the member's balance otherwise. */
export function Header({ status }: { status: StatusInfo }) {
  const t = useT();
  const session = useSession();
  const [pathname] = useLocation();
  const onAccountPage = ACCOUNT_PAGES.includes(normalizePath(pathname));
  const header = useRef<HTMLElement>(null);
  const compact = useCompactHeader(header, `${useLanguage()} ${session?.userName ?? ''}`);
  return (
    <header ref={header} className={compact ? 'header compact' : 'header'}>
      <Link href={PAGE_PATHS.home} className="logo-link" aria-label={status.merchantName}>
        <img
          className="logo"
          src={status.mobileTemplate.h5_logo}
          alt={status.merchantName}
          width={120}
          height={30}
        />
      </Link>
      <div className="header-actions">
        {session ? (
          // A member's header is DESIGN's: balance area, VIP badge and avatar; the language is a
          // setting of member home, so the logo keeps its room beside the balance.
          <>
            <Suspense fallback={null}>
              <MemberVipBadge />
            </Suspense>
            <HeaderBalance />
            {/* The avatar, named by the member, leads to member home. */}
            <Link
              href={PAGE_PATHS.memberHome}
              className="icon-button member-chip"
              aria-label={session.userName}
              title={session.userName}
            >
              <Icon name="me" />
            </Link>
          </>
        ) : (
          <>
            <LanguageSwitcher languages={status.languages} />
            <Link
              href={PAGE_PATHS.login}
              className="button small secondary header-login"
              aria-haspopup={onAccountPage ? undefined : 'dialog'}
              onClick={opensSheet('login', onAccountPage)}
            >
              <Icon name="me" />
              <span className="header-login-text">{t('action.logIn')}</span>
            </Link>
            <Link
              href={PAGE_PATHS.register}
              className="button small"
              aria-haspopup={onAccountPage ? undefined : 'dialog'}
              onClick={opensSheet('register', onAccountPage)}
            >
              {t('action.register')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
