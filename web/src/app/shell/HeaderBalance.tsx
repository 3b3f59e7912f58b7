import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PAGE_PATHS } from '@lobby/contract';
import { Icon } from '../../components/icons';
import { useLanguage, useT } from '../../lib/i18n';
import {
  formatMinorUnits,
  refreshWallet,
  useBalanceHidden,
  useWalletBalance,
} from '../../lib/wallet-balance';

const HIDDEN_AMOUNT = '••••';

/** The member's balance in the header: the amount (to deposit), refresh, and hide or show. */
export function HeaderBalance() {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const balance = useWalletBalance();
  const [hidden, toggleHidden] = useBalanceHidden();
  const amount = balance.data
    ? hidden
      ? HIDDEN_AMOUNT
      : formatMinorUnits(balance.data.balance, balance.data, language)
    : '–';
  return (
    <div className="balance-area">
      <Link
        href={PAGE_PATHS.walletDeposit}
        className="balance-amount"
        aria-label={`${t('wallet.balance')}: ${hidden ? t('wallet.hidden') : amount}`}
        data-testid="header-balance"
      >
        <bdi>{amount}</bdi>
      </Link>
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
    </div>
  );
}
