import { PAGE_PATHS } from '@lobby/contract';
import { Link } from 'wouter';
import { useT } from '../../../lib/i18n';

/** The end of a reset: signed out everywhere, log in with the new password. */
export function ResetDone() {
  const t = useT();
  return (
    <div className="inline-state" role="status">
      <p>{t('reset.done')}</p>
      <Link href={PAGE_PATHS.login} className="button block">
        {t('action.logIn')}
      </Link>
    </div>
  );
}
