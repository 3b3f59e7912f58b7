import { useState } from 'react';
import {
  LEDGER_DATE_MAX,
  LEDGER_DATE_MIN,
  WALLET_ENTRY_KINDS,
  type WalletCurrency,
  type WalletEntryKind,
  type WalletEntryView,
} from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { useDates } from '../../lib/dates';
import { useLanguage, useT } from '../../lib/i18n';
import { formatMinorUnits, isolateAmount } from '../../lib/wallet-balance';
import { useWalletHistory, type HistoryFilter } from './queries';
import './wallet.css';

const KIND_KEYS: Record<WalletEntryKind, string> = {
  deposit: 'wallet.kind.deposit',
  withdrawal_hold: 'wallet.kind.withdrawalHold',
  withdrawal_release: 'wallet.kind.withdrawalRelease',
  bet: 'wallet.kind.bet',
  win: 'wallet.kind.win',
  rollback: 'wallet.kind.rollback',
  bonus: 'wallet.kind.bonus',
  adjustment: 'wallet.kind.adjustment',
  bonus_convert: 'wallet.kind.bonusConvert',
  bonus_expire: 'wallet.kind.bonusExpire',
  bonus_forfeit: 'wallet.kind.bonusForfeit',
};

function EntryRow({ entry, currency }: { entry: WalletEntryView; currency: WalletCurrency }) {
  const t = useT();
  const language = useLanguage();
  const dates = useDates();
  const money = (amount: number) => formatMinorUnits(amount, currency, language);
  const sign = entry.amount > 0 ? '+' : '−';
  return (
    <li className="wallet-entry" data-testid="wallet-entry" data-kind={entry.kind}>
      <div className="wallet-entry-main">
        <span className="wallet-entry-kind">{t(KIND_KEYS[entry.kind])}</span>
        <time className="muted" dateTime={entry.createdAt}>
          {dates.date(entry.createdAt, 'dateTime')}
        </time>
      </div>
      <div className="wallet-entry-money">
        <bdi className={entry.amount > 0 ? 'wallet-in' : 'wallet-out'}>
          {sign}
          {money(Math.abs(entry.amount))}
        </bdi>
        <span className="muted">
          {t('wallet.balanceAfter', { amount: isolateAmount(money(entry.balanceAfter)) })}
        </span>
      </div>
    </li>
  );
}

function Filters({
  filter,
  onChange,
}: {
  filter: HistoryFilter;
  onChange: (next: HistoryFilter) => void;
}) {
  const t = useT();
  return (
    <div className="wallet-filters">
      <label className="wallet-filter">
        <span>{t('wallet.filterKind')}</span>
        <select
          value={filter.kind ?? ''}
          onChange={(event) =>
            onChange({
              ...filter,
              kind: (event.currentTarget.value || undefined) as WalletEntryKind | undefined,
              page: 1,
            })
          }
        >
          <option value="">{t('wallet.allKinds')}</option>
          {WALLET_ENTRY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(KIND_KEYS[kind])}
            </option>
          ))}
        </select>
      </label>
      <label className="wallet-filter">
        <span>{t('wallet.from')}</span>
        <input
          type="date"
          value={filter.from ?? ''}
          min={LEDGER_DATE_MIN}
          max={filter.to ?? LEDGER_DATE_MAX}
          onChange={(event) =>
            onChange({ ...filter, from: event.currentTarget.value || undefined, page: 1 })
          }
        />
      </label>
      <label className="wallet-filter">
        <span>{t('wallet.to')}</span>
        <input
          type="date"
          value={filter.to ?? ''}
          min={filter.from ?? LEDGER_DATE_MIN}
          max={LEDGER_DATE_MAX}
          onChange={(event) =>
            onChange({ ...filter, to: event.currentTarget.value || undefined, page: 1 })
          }
        />
      </label>
    </div>
  );
}

/** The member's ledger, newest first, a page at a time, filterable by kind and dates. */
export default function WalletHistoryPage() {
  const t = useT();
  const [filter, setFilter] = useState<HistoryFilter>({ page: 1 });
  const history = useWalletHistory(filter);
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const goTo = (page: number) => setFilter({ ...filter, page });

  return (
    <PageFrame title={t('page.walletHistory')}>
      <Filters filter={filter} onChange={setFilter} />
      {history.isPending ? (
        <ul className="wallet-list" aria-hidden="true">
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className="wallet-entry shimmer wallet-skeleton" />
          ))}
        </ul>
      ) : history.isError ? (
        <div role="alert">
          <EmptyState
            title={t('wallet.errorTitle')}
            body={t('wallet.errorBody')}
            action={
              <button type="button" className="button" onClick={() => void history.refetch()}>
                {t('action.retry')}
              </button>
            }
          />
        </div>
      ) : data && data.entries.length === 0 ? (
        <EmptyState title={t('wallet.emptyTitle')} body={t('wallet.emptyBody')} />
      ) : data ? (
        <>
          <ul className="wallet-list" aria-busy={history.isFetching || undefined}>
            {data.entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} currency={data} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="wallet-pager" aria-label={t('page.walletHistory')}>
              <button
                type="button"
                className="button secondary"
                disabled={filter.page <= 1}
                onClick={() => goTo(filter.page - 1)}
              >
                {t('wallet.previous')}
              </button>
              <span>{t('wallet.pageOf', { page: filter.page, pages })}</span>
              <button
                type="button"
                className="button secondary"
                disabled={filter.page >= pages}
                onClick={() => goTo(filter.page + 1)}
              >
                {t('wallet.next')}
              </button>
            </nav>
          )}
        </>
      ) : null}
    </PageFrame>
  );
}
