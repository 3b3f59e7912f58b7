import { Link } from 'wouter';
import { useT } from '../../lib/i18n';
import { ErrorMessage } from '../../components/ErrorMessage';
import { AdjustmentList } from './AdjustmentList';
import { usePendingAdjustments } from './queries';

/** The merchant's adjustments waiting for a second operator, for finance to find them. */
export function PendingAdjustments() {
  const t = useT();
  const pending = usePendingAdjustments(true);
  return (
    <section className="ops-panel" aria-labelledby="ops-pending-title">
      <h2 id="ops-pending-title">{t('adjust.pendingTitle')}</h2>
      <ErrorMessage error={pending.error} />
      {pending.data && (
        <AdjustmentList
          adjustments={pending.data.adjustments}
          member={(adjustment) => (
            <Link href={`/${adjustment.memberId}`}>{adjustment.userName}</Link>
          )}
        />
      )}
    </section>
  );
}
