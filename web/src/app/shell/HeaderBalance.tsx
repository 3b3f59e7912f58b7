import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PAGE_PATHS, type WalletCurrency } from '@lobby/contract';
import { Icon } from '../../components/icons';
import { useLanguage, useT } from '../../lib/i18n';
import {
  formatMinorUnits,
  playableBalance,
  refreshWallet,
  useBalanceHidden,
  useFunds,
  useWalletBalance,
} from '../../lib/wallet-balance';

const HIDDEN_AMOUNT = '••••';

/** Cash, bonus and what may be withdrawn, under the header amount once it is tapped. */
function BalanceSplit({
  id,
  hidden,
  onClose,
}: {
  id: string;
  hidden: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const funds = useFunds();
  const money = (amount: number | undefined, style: WalletCurrency | undefined) =>
    hidden
      ? HIDDEN_AMOUNT
      : amount === undefined || !style
        ? '–'
        : formatMinorUnits(amount, style, language);
  const data = funds.data;
  const rows = [
    ['bonus.cash', data?.balance, 'split-cash'],
    ['bonus.bonusBalance', data?.bonusBalance, 'split-bonus'],
    ['bonus.withdrawable', data?.withdrawable, 'split-withdrawable'],
  ] as const;
  return (
    <div id={id} className="balance-split" role="group" aria-label={t('bonus.splitTitle')}>
      {funds.isError ? (
        <p className="balance-split-error" role="alert">
          {t('bonus.splitError')}{' '}
          <button
            type="button"
            className="button small secondary"
            onClick={() => void funds.refetch()}
          >
            {t('action.retry')}
          </button>
        </p>
      ) : (
        <dl aria-busy={funds.isPending || undefined}>
          {rows.map(([key, amount, testId]) => (
            <div key={key} className="balance-split-row">
              <dt>{t(key)}</dt>
              <dd data-testid={testId}>
                <bdi>{money(amount, data)}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <Link href={PAGE_PATHS.walletDeposit} className="button small" onClick={onClose}>
        {t('page.walletDeposit')}
      </Link>
    </div>
  );
}

/**
 * The member's balance in the header: cash plus bonus; a tap shows the split (cash, bonus,
 * withdrawable) with the way to deposit. Refresh, and hide or show.
 */
export function HeaderBalance() {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const balance = useWalletBalance();
  const [hidden, toggleHidden] = useBalanceHidden();
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const splitId = useId();
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!area.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);
  const data = balance.data;
  const amount = data
    ? hidden
      ? HIDDEN_AMOUNT
      : formatMinorUnits(playableBalance(data), data, language)
    : '–';
  return (
    <div className="balance-area" ref={area}>
      <button
        type="button"
        className="balance-amount"
        aria-label={`${t('wallet.balance')}: ${hidden ? t('wallet.hidden') : amount}`}
        aria-expanded={open}
        aria-controls={open ? splitId : undefined}
        onClick={() => setOpen((was) => !was)}
        data-testid="header-balance"
      >
        <bdi>{amount}</bdi>
      </button>
      <button
        type="button"
        className="icon-button balance-button"
        aria-label={t('wallet.refresh')}
        aria-busy={balance.isFetching}
        onClick={() => void refreshWallet(queryClient)}
        data-testid="balance-refresh"
      >
        <Icon name="refresh" className={balance.isFetching ? 'icon spinning' : undefined} />
      </button>
      <button
        type="button"
        className="icon-button balance-button"
        aria-label={hidden ? t('wallet.show') : t('wallet.hide')}
        aria-pressed={hidden}
        onClick={toggleHidden}
        data-testid="balance-hide"
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} />
      </button>
      {open && <BalanceSplit id={splitId} hidden={hidden} onClose={() => setOpen(false)} />}
    </div>
  );
}
