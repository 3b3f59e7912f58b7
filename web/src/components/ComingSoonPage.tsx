import { Link } from 'wouter';
import { HOME_PATH } from '@lobby/contract';
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
          <Link className="button" href={HOME_PATH}>
            {t('action.backHome')}
          </Link>
        }
      />
    </PageFrame>
  );
}
