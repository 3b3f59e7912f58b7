import { useMemo, useState, type ReactNode } from 'react';
import type { OpsAdjustment } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import { DateText } from '../../components/DateText';
import { ErrorMessage } from '../../components/ErrorMessage';
import { MoneyText } from '../../components/MoneyText';
import { useDecideAdjustment } from './queries';

/** Approve or reject one pending adjustment, each after a confirmation naming member and amount. */
function DecideButtons({ adjustment }: { adjustment: OpsAdjustment }) {
  const t = useT();
  const operator = useOperator();
  const decide = useDecideAdjustment(adjustment.memberId);
  const [asking, setAsking] = useState<'approve' | 'reject' | undefined>();
  if (adjustment.status !== 'pending' || !operator.may('members.adjust')) return null;
  if (adjustment.requestedBy === operator.username) {
    return <span className="ops-muted">{t('adjust.awaitingOther')}</span>;
  }
  return (
    <>
      <div className="ops-actions">
        <button type="button" className="ops-primary" onClick={() => setAsking('approve')}>
          {t('adjust.approve')}
        </button>
        <button type="button" onClick={() => setAsking('reject')}>
          {t('adjust.reject')}
        </button>
      </div>
      <ErrorMessage error={decide.error} />
      {asking && (
        <ConfirmDialog
          title={t(asking === 'approve' ? 'adjust.confirmApprove' : 'adjust.confirmReject')}
          subject={
            <p>
              {t('adjust.confirmSubject', { member: adjustment.userName })}{' '}
              <MoneyText minor={adjustment.amount} />
              <br />
              {t('adjust.reason')}: {adjustment.reason}
            </p>
          }
          confirmLabel={t(asking === 'approve' ? 'adjust.approve' : 'adjust.reject')}
          danger={asking === 'approve'}
          busy={decide.isPending}
          onCancel={() => setAsking(undefined)}
          onConfirm={() =>
            decide.mutate(
              { adjustmentId: adjustment.adjustmentId, decision: asking },
              { onSettled: () => setAsking(undefined) },
            )
          }
        />
      )}
    </>
  );
}

/** Adjustments with who asked, who decided, and the decision buttons where they apply. */
export function AdjustmentList({
  adjustments,
  member,
}: {
  adjustments: OpsAdjustment[];
  /** The member column's cell, on lists across members. */
  member?: (adjustment: OpsAdjustment) => ReactNode;
}) {
  const t = useT();
  // Headers are functions: drawn at render, they follow a change of language.
  const columns = useMemo<Column<OpsAdjustment>[]>(
    () => [
      {
        id: 'createdAt',
        header: () => t('adjust.when'),
        cell: ({ row }) => <DateText iso={row.original.createdAt} />,
      },
      ...(member
        ? [
            {
              id: 'member',
              header: () => t('members.userName'),
              cell: ({ row }) => member(row.original),
            } satisfies Column<OpsAdjustment>,
          ]
        : []),
      {
        id: 'amount',
        header: () => t('adjust.amount'),
        cell: ({ row }) => <MoneyText minor={row.original.amount} />,
      },
      { id: 'reason', header: () => t('adjust.reason'), cell: ({ row }) => row.original.reason },
      {
        id: 'status',
        header: () => t('adjust.status'),
        cell: ({ row }) => t(`adjust.status.${row.original.status}`),
      },
      {
        id: 'by',
        header: () => t('adjust.requestedBy'),
        cell: ({ row }) => row.original.requestedBy,
      },
      {
        id: 'decidedBy',
        header: () => t('adjust.decidedBy'),
        cell: ({ row }) => row.original.decidedBy ?? '',
      },
      {
        id: 'actions',
        header: () => t('common.actions'),
        cell: ({ row }) => <DecideButtons adjustment={row.original} />,
      },
    ],
    [t, member],
  );
  return (
    <DataTable
      label={t('adjust.listTitle')}
      columns={columns}
      data={adjustments}
      rowId={(adjustment) => String(adjustment.adjustmentId)}
      empty={t('adjust.none')}
    />
  );
}
