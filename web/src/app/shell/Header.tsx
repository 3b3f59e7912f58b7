import { Link } from 'wouter';
import { HOME_PATH, LOGIN_PATH, type StatusInfo } from '@lobby/contract';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';

/** Merchant logo on the start side; Log in and Register for visitors, the member's name otherwise. */
export function Header({ status }: { status: StatusInfo }) {
  const t = useT();
  const session = useSession();
  return (
    <header className="header">
      <Link href={HOME_PATH} className="logo-link" aria-label={status.merchantName}>
        <img
          className="logo"
          src={status.mobileTemplate.h5_logo}
          alt={status.merchantName}
          width={120}
          height={30}
        />
      </Link>
      <div className="header-actions">
        <LanguageSwitcher languages={status.languages} />
        {session ? (
          <Link href="/m/member/home" className="member-chip">
            {session.userName}
          </Link>
        ) : (
          <>
            <Link href={LOGIN_PATH} className="button small secondary">
              {t('action.logIn')}
            </Link>
            <Link href="/m/register" className="button small">
              {t('action.register')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
