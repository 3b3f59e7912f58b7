import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { PAGE_PATHS } from '@lobby/contract';
import { PageFrame } from '../../../components/PageFrame';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { storeRegisterGo } from './register-go';
import { RegisterForm } from './RegisterForm';

/** /m/register and /m/register.html: registration as a page. */
export default function RegisterPage() {
  const t = useT();
  const session = useSession();
  const go = new URLSearchParams(useSearch()).get('go');

  // After registration the player goes where they were headed when they arrived (SPEC section 2).
  useEffect(() => storeRegisterGo(go), [go]);

  return (
    <PageFrame title={t('page.register')}>
      <div className="account-card">
        {session ? (
          <SignedInNote name={session.userName} />
        ) : (
          <>
            <RegisterForm idPrefix="register" />
            <p className="switch-line">
              {t('register.haveAccount')}{' '}
              <Link
                href={go ? `${PAGE_PATHS.login}?go=${encodeURIComponent(go)}` : PAGE_PATHS.login}
                className="text-link"
              >
                {t('action.logIn')}
              </Link>
            </p>
          </>
        )}
      </div>
    </PageFrame>
  );
}

function SignedInNote({ name }: { name: string }) {
  const t = useT();
  return (
    <div className="inline-state">
      <p>{t('register.signedInAs', { name })}</p>
      <Link href={PAGE_PATHS.home} className="button">
        {t('action.backHome')}
      </Link>
    </div>
  );
}
