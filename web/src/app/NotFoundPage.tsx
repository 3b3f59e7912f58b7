import { Link } from 'wouter';
import { HOME_PATH } from '@lobby/contract';
import { EmptyState } from '../components/EmptyState';
import { PageFrame } from '../components/PageFrame';
import { useT } from '../lib/i18n';

/** Any address the app does not know. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <PageFrame title={t('notFound.title')}>
      <EmptyState
        title={t('notFound.title')}
        body={t('notFound.body')}
        action={
          <Link className="button" href={HOME_PATH}>
            {t('action.backHome')}
          </Link>
        }
      />
    </PageFrame>
  );
}
