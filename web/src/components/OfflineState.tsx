import { MESSAGE_KEYS } from '@lobby/contract';
import { NETWORK_MESSAGE_KEY } from '../lib/api-client';
import { useT } from '../lib/i18n';
import { EmptyState } from './EmptyState';

/**
 * What stands in for a page or list that the network kept away: offline (or no answer) and
 * Retry. The content comes back by itself once the browser is online again.
 */
export function OfflineState({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  const title = navigator.onLine ? t(NETWORK_MESSAGE_KEY) : t(MESSAGE_KEYS.networkOffline);
  return (
    <div className="offline-state" role="alert">
      <EmptyState
        title={title}
        body={t('offline.body')}
        action={
          <button type="button" className="button" onClick={onRetry}>
            {t('action.retry')}
          </button>
        }
      />
    </div>
  );
}
