import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { PAGE_PATHS } from '@lobby/contract';
import {
  closeAccountSheet,
  openAccountSheet,
  type AccountSheetRequest,
} from '../../lib/account-sheet';
import { useT } from '../../lib/i18n';
import { RegisterForm } from './registration/RegisterForm';
import { LoginForm } from './sign-in/LoginForm';
import { TwoFactorPanel } from './sign-in/TwoFactorPanel';
import './shared/accounts.css';
import { Scrim } from '../../components/Scrim';

function Welcome() {
  const t = useT();
  return (
    <div className="welcome">
      <p>{t('welcome.body')}</p>
      <div className="welcome-actions">
        <Link href={PAGE_PATHS.home} className="button block" onClick={closeAccountSheet}>
          {t('welcome.games')}
        </Link>
        <Link
          href={PAGE_PATHS.memberHome}
          className="button secondary block"
          onClick={closeAccountSheet}
        >
          {t('welcome.profile')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The accounts bottom sheet: the login or register form over the current page (the same form
 * components as the pages), or the one-time welcome. Closing it leaves the player where they were.
 */
export default function AccountSheet({ request }: { request: AccountSheetRequest }) {
  const t = useT();
  const sheetRef = useRef<HTMLDivElement>(null);

  // Focus the first field (or the sheet) on open; give focus back to where it was on close.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const sheet = sheetRef.current;
    (sheet?.querySelector<HTMLElement>('input, a.button, .two-factor .button') ?? sheet)?.focus();
    return () => before?.focus?.();
  }, [request.mode]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAccountSheet();
    };
    document.addEventListener('keydown', onKey);
    // The phone's back gesture leaves the page; the sheet goes with it.
    window.addEventListener('popstate', closeAccountSheet);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', closeAccountSheet);
    };
  }, []);

  const title =
    request.mode === 'login'
      ? t('page.login')
      : request.mode === 'register'
        ? t('page.register')
        : request.mode === 'twoFactor'
          ? t('login.verifyTitle')
          : t('welcome.title', { name: request.name });

  return (
    <Scrim onClick={closeAccountSheet}>
      <div
        ref={sheetRef}
        className="sheet account-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="account-sheet-title"
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="sheet-header">
          <h2 id="account-sheet-title">{title}</h2>
          <button
            type="button"
            className="icon-button close-button"
            aria-label={t('action.close')}
            onClick={closeAccountSheet}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="icon">
              <path d="M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
            </svg>
          </button>
        </div>
        {request.mode === 'login' && (
          <>
            <LoginForm idPrefix="sheet-login" onSignedIn={closeAccountSheet} />
            <p className="switch-line">
              {t('login.noAccount')}{' '}
              <button
                type="button"
                className="text-link"
                onClick={() => openAccountSheet({ mode: 'register' })}
              >
                {t('login.createAccount')}
              </button>
            </p>
          </>
        )}
        {request.mode === 'register' && (
          <>
            <RegisterForm idPrefix="sheet-register" onDone={closeAccountSheet} />
            <p className="switch-line">
              {t('register.haveAccount')}{' '}
              <button
                type="button"
                className="text-link"
                onClick={() => openAccountSheet({ mode: 'login' })}
              >
                {t('action.logIn')}
              </button>
            </p>
          </>
        )}
        {request.mode === 'welcome' && <Welcome />}
        {request.mode === 'twoFactor' && <TwoFactorPanel />}
      </div>
    </Scrim>
  );
}
