import { EmptyState } from '../../components/EmptyState';
import { useT } from '../../lib/i18n';

/** A list that could not load: what happened, and Retry. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = useT();
  return (
    <EmptyState
      title={title}
      body={t('games.loadErrorBody')}
      action={
        <button type="button" className="button" onClick={onRetry}>
          {t('action.retry')}
        </button>
      }
    />
  );
}
