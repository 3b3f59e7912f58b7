import { Link } from 'wouter';
import { PAGE_PATHS } from '@lobby/contract';
import { useT } from '../lib/i18n';
import { EmptyState } from './EmptyState';
import { PageFrame } from './PageFrame';

/** The real page frame for a route whose feature has not landed yet, with a way back home. */
export default function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const t = useT();
  return (
    <PageFrame title={t(titleKey)}>
      <EmptyState
        title={t('comingSoon.title')}
        body={t('comingSoon.body')}
        action={
          <Link className="button" href={PAGE_PATHS.home}>
            {t('action.backHome')}
          </Link>
        }
      />
    </PageFrame>
  );
}
