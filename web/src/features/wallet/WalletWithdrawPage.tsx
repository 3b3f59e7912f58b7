import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import {
  PAGE_PATHS,
  readAmount,
  type CallValue,
  type WalletBalance,
  type withdrawAccountInfo,
} from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { useDates } from '../../lib/dates';
import { useLanguage, useT } from '../../lib/i18n';
import { formatMinorUnits, isolateAmount, useWalletBalance } from '../../lib/wallet-balance';
import { useRequestWithdrawal, useWithdrawAccounts, useWithdrawals } from './queries';
import { AccountChoice, AddAccountForm } from './WithdrawAccounts';
import { AmountField, useRefusalMessage } from './AmountField';
import './wallet.css';

type WithdrawAccountInfo = CallValue<typeof withdrawAccountInfo>;

const STATUS_KEYS = {
  pending: 'wallet.status.pending',
  approved: 'wallet.status.approved',
  rejected: 'wallet.status.rejected',
} as const;

function WithdrawForm({
  balance,
  accounts,
}: {
  balance: WalletBalance;
  accounts: WithdrawAccountInfo;
}) {
  const t = useT();
  const language = useLanguage();
  const request = useRequestWithdrawal();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const refusalMessage = useRefusalMessage();
  const [chosen, setChosen] = useState(accounts.accounts[0]?.accountId ?? '');
  const [adding, setAdding] = useState(false);
  const available = isolateAmount(formatMinorUnits(balance.balance, balance, language));
  const accountId = accounts.accounts.some((a) => a.accountId === chosen)
    ? chosen
    : (accounts.accounts[0]?.accountId ?? '');

  if (accounts.accounts.length === 0 || adding) {
    return (
      <>
        {accounts.accounts.length === 0 && <p className="muted">{t('wallet.accountNone')}</p>}
        <AddAccountForm
          onSaved={(account) => {
            setChosen(account.accountId);
            setAdding(false);
          }}
          onCancel={accounts.accounts.length > 0 ? () => setAdding(false) : undefined}
        />
      </>
    );
  }

  const reading = readAmount(text, balance.currency, language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = reading.ok ? reading.minor : 0;
    if (amount < 1 || amount > balance.balance) {
      setError(
        refusalMessage(reading, balance.currency) ??
          t('wallet.withdrawInvalid', { amount: available }),
      );
      return;
    }
    setError('');
    request.mutate({ amount, accountId }, { onSuccess: () => setText('') });
  };

  return (
    <form className="wallet-form" noValidate onSubmit={submit}>
      <AccountChoice accounts={accounts.accounts} value={accountId} onChange={setChosen} />
      {accounts.accounts.length < accounts.maxAccounts && (
        <button type="button" className="button secondary" onClick={() => setAdding(true)}>
          {t('wallet.accountAdd')}
        </button>
      )}
      <AmountField
        id="withdraw-amount"
        currency={balance}
        text={text}
        reading={reading}
        previewKey="wallet.withdrawPreview"
        error={error}
        hint={t('wallet.withdrawAvailable', { amount: available })}
        onText={(value) => {
          setText(value);
          setError('');
        }}
      />
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
            {withdrawal.account && (
              <bdi dir="ltr" className="muted">
                {withdrawal.account.maskedNumber}
              </bdi>
            )}
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
  const accounts = useWithdrawAccounts();
  const failed = balance.isError || accounts.isError;
  const retry = () => {
    if (balance.isError) void balance.refetch();
    if (accounts.isError) void accounts.refetch();
  };
  return (
    <PageFrame title={t('page.walletWithdraw')}>
      {balance.data && accounts.data ? (
        <>
          <WithdrawForm balance={balance.data} accounts={accounts.data} />
          <h2 id="withdrawals-title" className="wallet-subtitle">
            {t('wallet.withdrawals')}
          </h2>
          <Requests balance={balance.data} />
        </>
      ) : failed ? (
        <div role="alert">
          <EmptyState
            title={t('wallet.errorTitle')}
            body={t('wallet.errorBody')}
            action={
              <button type="button" className="button" onClick={retry}>
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
