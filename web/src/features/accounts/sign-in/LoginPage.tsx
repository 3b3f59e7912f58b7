import { PAGE_PATHS } from '@lobby/contract';
import { Link, useSearch } from 'wouter';
import { PageFrame } from '../../../components/PageFrame';
import { useT } from '../../../lib/i18n';
import { LoginForm } from './LoginForm';

/** /m/login: the login form as a page; registering from here keeps the go target. */
export default function LoginPage() {
  const t = useT();
  const go = new URLSearchParams(useSearch()).get('go');
  const registerHref = go
    ? `${PAGE_PATHS.register}?go=${encodeURIComponent(go)}`
    : PAGE_PATHS.register;
  return (
    <PageFrame title={t('page.login')}>
      <div className="account-card">
        <LoginForm idPrefix="login" />
        <p className="switch-line">
          {t('login.noAccount')}{' '}
          <Link href={registerHref} className="text-link">
            {t('login.createAccount')}
          </Link>
        </p>
      </div>
    </PageFrame>
  );
}
