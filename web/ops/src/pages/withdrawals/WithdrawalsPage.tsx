import { useMemo, useState } from 'react';
import {
  OPS_WITHDRAWAL_SORTS,
  OPS_WITHDRAWAL_STATES,
  toMinorUnits,
  type OpsWithdrawalView,
} from '@lobby/contract';
import { useConsoleInfo } from '../../lib/console';
import { useLanguage, useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import { DateText } from '../../components/DateText';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SelectField, TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { MoneyText } from '../../components/MoneyText';
import { Pager } from '../../components/Pager';
import { ActivityPanel } from './ActivityPanel';
import {
  useDecideWithdrawal,
  useRevealAccount,
  useWithdrawals,
  type WithdrawalsQuery,
} from './queries';

interface Draft {
  status: string;
  userName: string;
  minAmount: string;
  maxAmount: string;
  minAgeHours: string;
  sort: string;
}
const EMPTY: Draft = {
  status: 'pending',
  userName: '',
  minAmount: '',
  maxAmount: '',
  minAgeHours: '',
  sort: 'queue',
};

type Pending = { withdrawal: OpsWithdrawalView; decision: 'approve' | 'reject' };

/** The state as the queue says it: a first approval shows who gave it. */
function StateText({ withdrawal }: { withdrawal: OpsWithdrawalView }) {
  const t = useT();
  if (withdrawal.status === 'pending' && withdrawal.firstApproval) {
    return <>{t('withdrawals.awaitingSecond', { name: withdrawal.firstApproval.operatorName })}</>;
  }
  const state = t(`withdrawals.state.${withdrawal.status}`);
  return <>{withdrawal.decidedBy ? `${state} · ${withdrawal.decidedBy}` : state}</>;
}

/**
 * The withdrawals queue: filters, order and pages; approve or reject behind a confirmation
 * naming member and amount (two operators above the merchant's threshold); finance reveals an
 * account number; the member's recent activity beside the chosen request.
 */
export default function WithdrawalsPage() {
  const t = useT();
  const language = useLanguage();
  const info = useConsoleInfo();
  const operator = useOperator();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [query, setQuery] = useState<WithdrawalsQuery>({ status: 'pending', sort: 'queue' });
  const [draftError, setDraftError] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | undefined>();
  const [pending, setPending] = useState<Pending | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const queue = useWithdrawals({ ...query, page });
  const decide = useDecideWithdrawal();
  const reveal = useRevealAccount();
  const set = (name: keyof Draft) => (value: string) =>
    setDraft((previous) => ({ ...previous, [name]: value }));

  const apply = () => {
    const amount = (text: string) =>
      text.trim() === '' ? undefined : toMinorUnits(text, info.currency, language);
    const minAmount = amount(draft.minAmount);
    const maxAmount = amount(draft.maxAmount);
    if (
      (draft.minAmount.trim() && minAmount === undefined) ||
      (draft.maxAmount.trim() && maxAmount === undefined)
    ) {
      setDraftError(t('withdrawals.amountInvalid'));
      return;
    }
    const hours = draft.minAgeHours.trim();
    if (hours && !/^\d{1,5}$/.test(hours)) {
      setDraftError(t('withdrawals.ageInvalid'));
      return;
    }
    setDraftError(undefined);
    setPage(1);
    setQuery({
      status: (draft.status || undefined) as WithdrawalsQuery['status'],
      userName: draft.userName.trim() || undefined,
      minAmount,
      maxAmount,
      minAgeHours: hours ? Number(hours) : undefined,
      sort: draft.sort as WithdrawalsQuery['sort'],
    });
  };

  const confirm = () => {
    if (!pending) return;
    const { withdrawal, decision } = pending;
    decide.mutate(
      { withdrawalId: withdrawal.withdrawalId, decision },
      {
        onSuccess: (answer) => {
          setNotice(t(`withdrawals.outcome.${answer.outcome}`, { name: withdrawal.userName }));
          setPending(undefined);
        },
        onError: () => setPending(undefined),
      },
    );
  };

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
        cell: ({ row }) => <StateText withdrawal={row.original} />,
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => {
          const withdrawal = row.original;
          const open = withdrawal.status === 'pending';
          return (
            <div className="ops-row-actions">
              <button
                type="button"
                aria-pressed={selected === withdrawal.withdrawalId}
                onClick={() => setSelected(withdrawal.withdrawalId)}
              >
                {t('withdrawals.activity')}
              </button>
              {open && operator.may('withdrawals.decide') && (
                <>
                  <button
                    type="button"
                    className="ops-primary"
                    onClick={() => setPending({ withdrawal, decision: 'approve' })}
                  >
                    {t('withdrawals.approve')}
                  </button>
                  <button
                    type="button"
                    className="ops-danger"
                    onClick={() => setPending({ withdrawal, decision: 'reject' })}
                  >
                    {t('withdrawals.reject')}
                  </button>
                </>
              )}
              {withdrawal.account &&
                operator.may('withdrawals.reveal') &&
                !revealed[withdrawal.withdrawalId] && (
                  <button
                    type="button"
                    disabled={reveal.isPending}
                    onClick={() =>
                      reveal.mutate(withdrawal.withdrawalId, {
                        onSuccess: (answer) =>
                          answer.account &&
                          setRevealed((previous) => ({
                            ...previous,
                            [answer.withdrawalId]: answer.account!.accountNumber,
                          })),
                      })
                    }
                  >
                    {t('withdrawals.reveal')}
                  </button>
                )}
            </div>
          );
        },
      },
    ],
    [t, operator, selected, revealed, reveal],
  );

  const data = queue.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const subject = pending && (
    <>
      <p>
        <strong>{pending.withdrawal.userName}</strong> ·{' '}
        <MoneyText minor={pending.withdrawal.amount} />
      </p>
      {pending.decision === 'approve' && pending.withdrawal.twoOperators && (
        <p className="ops-muted">
          {pending.withdrawal.firstApproval
            ? t('withdrawals.secondApproval', {
                name: pending.withdrawal.firstApproval.operatorName,
              })
            : t('withdrawals.firstApproval')}
        </p>
      )}
    </>
  );

  return (
    <section>
      <h1>{t('withdrawals.title')}</h1>
      <form
        className="ops-filters"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <SelectField
          label={t('withdrawals.state')}
          name="status"
          value={draft.status}
          onValue={set('status')}
          options={[
            { value: '', label: t('withdrawals.state.all') },
            ...OPS_WITHDRAWAL_STATES.map((state) => ({
              value: state,
              label: t(`withdrawals.state.${state}`),
            })),
          ]}
        />
        <TextField
          label={t('withdrawals.member')}
          name="userName"
          value={draft.userName}
          onValue={set('userName')}
          maxLength={64}
        />
        <TextField
          label={t('withdrawals.minAmount', { currency: info.currency })}
          name="minAmount"
          inputMode="decimal"
          value={draft.minAmount}
          onValue={set('minAmount')}
          maxLength={24}
        />
        <TextField
          label={t('withdrawals.maxAmount', { currency: info.currency })}
          name="maxAmount"
          inputMode="decimal"
          value={draft.maxAmount}
          onValue={set('maxAmount')}
          maxLength={24}
        />
        <TextField
          label={t('withdrawals.minAge')}
          name="minAgeHours"
          inputMode="numeric"
          value={draft.minAgeHours}
          onValue={set('minAgeHours')}
          maxLength={5}
        />
        <SelectField
          label={t('withdrawals.sort')}
          name="sort"
          value={draft.sort}
          onValue={set('sort')}
          options={OPS_WITHDRAWAL_SORTS.map((sort) => ({
            value: sort,
            label: t(`withdrawals.sort.${sort}`),
          }))}
        />
        <div className="ops-actions">
          <button type="submit" className="ops-primary">
            {t('common.filter')}
          </button>
        </div>
        {draftError && (
          <p className="ops-error" role="alert">
            {draftError}
          </p>
        )}
      </form>
      {notice && (
        <p className="ops-notice" role="status">
          {notice}
        </p>
      )}
      <ErrorMessage error={queue.error ?? decide.error ?? reveal.error} />
      <div className="ops-split">
        <div>
          {data ? (
            <>
              <p className="ops-muted">
                {t('withdrawals.summary', { total: data.total, page, pages: lastPage })}{' '}
                {t('withdrawals.threshold')} <MoneyText minor={data.approvalAbove} />
              </p>
              <DataTable
                label={t('withdrawals.title')}
                columns={columns}
                data={data.withdrawals}
                rowId={(withdrawal) => withdrawal.withdrawalId}
                empty={t('withdrawals.empty')}
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
      {pending && (
        <ConfirmDialog
          title={t(
            pending.decision === 'approve'
              ? 'withdrawals.confirmApprove'
              : 'withdrawals.confirmReject',
          )}
          subject={subject}
          confirmLabel={t(
            pending.decision === 'approve' ? 'withdrawals.approve' : 'withdrawals.reject',
          )}
          danger={pending.decision === 'reject'}
          busy={decide.isPending}
          onConfirm={confirm}
          onCancel={() => setPending(undefined)}
        />
      )}
    </section>
  );
}
