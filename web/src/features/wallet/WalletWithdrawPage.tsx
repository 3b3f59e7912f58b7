import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { PAGE_PATHS, toMinorUnits, type WalletBalance } from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { useDates } from '../../lib/dates';
import { useLanguage, useT } from '../../lib/i18n';
import { formatMinorUnits, isolateAmount, useWalletBalance } from '../../lib/wallet-balance';
import { useRequestWithdrawal, useWithdrawals } from './queries';
import './wallet.css';

const STATUS_KEYS = {
  pending: 'wallet.status.pending',
  approved: 'wallet.status.approved',
  rejected: 'wallet.status.rejected',
} as const;

function WithdrawForm({ balance }: { balance: WalletBalance }) {
  const t = useT();
  const language = useLanguage();
  const request = useRequestWithdrawal();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const available = isolateAmount(formatMinorUnits(balance.balance, balance, language));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = toMinorUnits(text, balance.currency);
    if (!amount || amount > balance.balance) {
      setError(t('wallet.withdrawInvalid', { amount: available }));
      return;
    }
    setError('');
    request.mutate(amount, { onSuccess: () => setText('') });
  };

  return (
    <form className="wallet-form" noValidate onSubmit={submit}>
      <label className="wallet-filter" htmlFor="withdraw-amount">
        <span>{t('wallet.amount')}</span>
      </label>
      <input
        id="withdraw-amount"
        className="wallet-amount"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={!!error || undefined}
        aria-describedby="withdraw-amount-hint"
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <p
        id="withdraw-amount-hint"
        className={error ? 'wallet-error' : 'muted'}
        role={error ? 'alert' : undefined}
      >
        {error || t('wallet.withdrawAvailable', { amount: available })}
      </p>
      <button
        type="submit"
        className="button block"
        aria-busy={request.isPending || undefined}
        disabled={request.isPending}
      >
        {t('wallet.withdrawSubmit')}
      </button>
    </form>
  );
}

function Requests({ balance }: { balance: WalletBalance }) {
  const t = useT();
  const language = useLanguage();
  const dates = useDates();
  const list = useWithdrawals();
  if (list.isPending)
    return <div className="wallet-entry shimmer wallet-skeleton" aria-hidden="true" />;
  if (list.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={t('wallet.errorTitle')}
          body={t('wallet.errorBody')}
          action={
            <button type="button" className="button" onClick={() => void list.refetch()}>
              {t('action.retry')}
            </button>
          }
        />
      </div>
    );
  }
  if (list.data.withdrawals.length === 0)
    return <p className="muted">{t('wallet.withdrawNone')}</p>;
  return (
    <ul className="wallet-list" aria-labelledby="withdrawals-title">
      {list.data.withdrawals.map((withdrawal) => (
        <li key={withdrawal.withdrawalId} className="wallet-entry" data-testid="withdrawal">
          <div className="wallet-entry-main">
            <span className="wallet-entry-kind">{t(STATUS_KEYS[withdrawal.status])}</span>
            <time className="muted" dateTime={withdrawal.createdAt}>
              {dates.date(withdrawal.createdAt, 'dateTime')}
            </time>
          </div>
          <div className="wallet-entry-money">
            <bdi>{formatMinorUnits(withdrawal.amount, balance, language)}</bdi>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /m/wallet/withdraw (member only): request a withdrawal (held at once) and follow each one. */
export default function WalletWithdrawPage() {
  const t = useT();
  const balance = useWalletBalance();
  return (
    <PageFrame title={t('page.walletWithdraw')}>
      {balance.data ? (
        <>
          <WithdrawForm balance={balance.data} />
          <h2 id="withdrawals-title" className="wallet-subtitle">
            {t('wallet.withdrawals')}
          </h2>
          <Requests balance={balance.data} />
        </>
      ) : balance.isError ? (
        <div role="alert">
          <EmptyState
            title={t('wallet.errorTitle')}
            body={t('wallet.errorBody')}
            action={
              <button type="button" className="button" onClick={() => void balance.refetch()}>
                {t('action.retry')}
              </button>
            }
          />
        </div>
      ) : (
        <div className="wallet-entry shimmer wallet-skeleton" aria-hidden="true" />
      )}
      <Link href={PAGE_PATHS.walletHistory} className="settings-row wallet-link">
        {t('page.walletHistory')}
      </Link>
    </PageFrame>
  );
}
