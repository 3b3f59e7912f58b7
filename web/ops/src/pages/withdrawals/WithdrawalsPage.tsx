import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { MoneyText } from '../../components/MoneyText';
import { Pager } from '../../components/Pager';
import { ActivityPanel } from './ActivityPanel';
import { DecisionDialog } from './DecisionDialog';
import { WithdrawalFilters } from './WithdrawalFilters';
import { WithdrawalTable } from './WithdrawalTable';
import { useDecision } from './use-decision';
import { useQueueFilters } from './use-queue-filters';
import { useRevealed } from './use-revealed';
import { lastPageOf } from './withdrawal-filters';
import { useWithdrawals } from './queries';

/**
 * The withdrawals queue: filters, order and pages; approve or reject behind a confirmation
 * naming member and amount (two operators above the merchant's threshold); finance reveals an
 * account number; the member's recent activity beside the chosen request.
 */
export default function WithdrawalsPage() {
  const t = useT();
  const filters = useQueueFilters();
  const { page, setPage } = filters;
  const queue = useWithdrawals({ ...filters.query, page });
  const decision = useDecision();
  const accounts = useRevealed();
  const [selected, setSelected] = useState<string | undefined>();
  const data = queue.data;
  const lastPage = data ? lastPageOf(data.total, data.pageSize) : 1;
  return (
    <section>
      <h1>{t('withdrawals.title')}</h1>
      <WithdrawalFilters filters={filters} />
      {decision.notice && (
        <p className="ops-notice" role="status">
          {decision.notice}
        </p>
      )}
      <ErrorMessage error={queue.error ?? decision.decide.error ?? accounts.reveal.error} />
      <div className="ops-split">
        <div>
          {data ? (
            <>
              <p className="ops-muted">
                {t('withdrawals.summary', { total: data.total, page, pages: lastPage })}{' '}
                {t('withdrawals.threshold')} <MoneyText minor={data.approvalAbove} />
              </p>
              <WithdrawalTable
                withdrawals={data.withdrawals}
                selected={selected}
                onSelect={setSelected}
                onDecide={decision.ask}
                accounts={accounts}
              />
              <Pager
                next={page < lastPage ? String(page + 1) : null}
                previous={page > 1 ? String(page - 1) : null}
                onNext={(next) => setPage(Number(next))}
                onPrevious={(previous) => setPage(Number(previous))}
              />
            </>
          ) : (
            queue.isPending && <Loading />
          )}
        </div>
        {selected && (
          <ActivityPanel withdrawalId={selected} onClose={() => setSelected(undefined)} />
        )}
      </div>
      {decision.pending && (
        <DecisionDialog
          pending={decision.pending}
          busy={decision.decide.isPending}
          onConfirm={decision.confirm}
          onCancel={decision.cancel}
        />
      )}
    </section>
  );
}
