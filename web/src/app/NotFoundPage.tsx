import { Link } from 'wouter';
import { PAGE_PATHS } from '@lobby/contract';
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
          <Link className="button" href={PAGE_PATHS.home}>
            {t('action.backHome')}
          </Link>
        }
      />
    </PageFrame>
  );
}
