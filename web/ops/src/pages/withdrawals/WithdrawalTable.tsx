import { useMemo } from 'react';
import type { OpsWithdrawalView } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { DataTable, type Column } from '../../components/DataTable';
import { DateText } from '../../components/DateText';
import { MoneyText } from '../../components/MoneyText';
import { rowActions, stateWords, type PendingDecision } from './withdrawal-decision';
import type { useRevealed } from './use-revealed';

/** The queue's page: requested, member, amount, account, state, and each row's actions. */
export function WithdrawalTable(props: {
  withdrawals: OpsWithdrawalView[];
  selected: string | undefined;
  onSelect: (withdrawalId: string) => void;
  onDecide: (pending: PendingDecision) => void;
  accounts: ReturnType<typeof useRevealed>;
}) {
  const t = useT();
  const operator = useOperator();
  const { selected, onSelect, onDecide, accounts } = props;
  const { revealed, reveal } = accounts;
  const columns = useMemo<Column<OpsWithdrawalView>[]>(
    () => [
      {
        id: 'requested',
        header: t('withdrawals.requested'),
        cell: ({ row }) => <DateText iso={row.original.createdAt} />,
      },
      { id: 'member', header: t('withdrawals.member'), cell: ({ row }) => row.original.userName },
      {
        id: 'amount',
        header: t('withdrawals.amount'),
        cell: ({ row }) => (
          <>
            <MoneyText minor={row.original.amount} />
            {row.original.twoOperators && (
              <span className="ops-tag">{t('withdrawals.twoOperators')}</span>
            )}
          </>
        ),
      },
      {
        id: 'account',
        header: t('withdrawals.account'),
        cell: ({ row }) => {
          const account = row.original.account;
          if (!account) return t('withdrawals.noAccount');
          const number = revealed[row.original.withdrawalId] ?? account.maskedNumber;
          return (
            <span className="ops-account">
              {account.provider} <code>{number}</code>
              <br />
              <span className="ops-muted">{account.holderName}</span>
            </span>
          );
        },
      },
      {
        id: 'state',
        header: t('withdrawals.state'),
        cell: ({ row }) => stateWords(row.original, t),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => {
          const withdrawal = row.original;
          const may = rowActions(
            withdrawal,
            {
              decide: operator.may('withdrawals.decide'),
              reveal: operator.may('withdrawals.reveal'),
            },
            revealed,
          );
          return (
            <div className="ops-row-actions">
              <button
                type="button"
                aria-pressed={selected === withdrawal.withdrawalId}
                onClick={() => onSelect(withdrawal.withdrawalId)}
              >
                {t('withdrawals.activity')}
              </button>
              {may.decide && (
                <>
                  <button
                    type="button"
                    className="ops-primary"
                    onClick={() => onDecide({ withdrawal, decision: 'approve' })}
                  >
                    {t('withdrawals.approve')}
                  </button>
                  <button
                    type="button"
                    className="ops-danger"
                    onClick={() => onDecide({ withdrawal, decision: 'reject' })}
                  >
                    {t('withdrawals.reject')}
                  </button>
                </>
              )}
              {may.reveal && (
                <button
                  type="button"
                  disabled={reveal.isPending}
                  onClick={() => accounts.show(withdrawal.withdrawalId)}
                >
                  {t('withdrawals.reveal')}
                </button>
              )}
            </div>
          );
        },
      },
    ],
    // The handlers are the page's, renewed each draw; what the rows show is listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, operator, selected, revealed, reveal.isPending],
  );
  return (
    <DataTable
      label={t('withdrawals.title')}
      columns={columns}
      data={props.withdrawals}
      rowId={(withdrawal) => withdrawal.withdrawalId}
      empty={t('withdrawals.empty')}
    />
  );
}
