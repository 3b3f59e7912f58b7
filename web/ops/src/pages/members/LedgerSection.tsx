import { useMemo, useState } from 'react';
import type { CallValue, calls } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { DataTable, type Column } from '../../components/DataTable';
import { DateText } from '../../components/DateText';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { MoneyText } from '../../components/MoneyText';
import { useMemberLedger } from './queries';

type Entry = CallValue<typeof calls.opsMemberLedger>['entries'][number];

/** The member's ledger, both accounts, newest first; older pages by keyset, back by a stack. */
export function LedgerSection({ memberId }: { memberId: number }) {
  const t = useT();
  const [cursors, setCursors] = useState<string[]>([]);
  const before = cursors.at(-1);
  const ledger = useMemberLedger(
    before ? { memberId: String(memberId), before } : { memberId: String(memberId) },
  );
  // Headers are functions: drawn at render, they follow a change of language.
  const columns = useMemo<Column<Entry>[]>(
    () => [
      {
        id: 'createdAt',
        header: () => t('ledger.when'),
        cell: ({ row }) => <DateText iso={row.original.createdAt} />,
      },
      {
        id: 'kind',
        header: () => t('ledger.kind'),
        cell: ({ row }) => <code>{row.original.kind}</code>,
      },
      {
        id: 'account',
        header: () => t('ledger.account'),
        cell: ({ row }) => t(`ledger.account.${row.original.account}`),
      },
      {
        id: 'amount',
        header: () => t('ledger.amount'),
        cell: ({ row }) => <MoneyText minor={row.original.amount} />,
      },
      {
        id: 'balanceAfter',
        header: () => t('ledger.balanceAfter'),
        cell: ({ row }) => <MoneyText minor={row.original.balanceAfter} />,
      },
      {
        id: 'reference',
        header: () => t('ledger.reference'),
        cell: ({ row }) => <span className="ops-json">{row.original.reference}</span>,
      },
      { id: 'note', header: () => t('ledger.note'), cell: ({ row }) => row.original.note },
    ],
    [t],
  );
  return (
    <section aria-labelledby="ops-ledger-title">
      <h2 id="ops-ledger-title">{t('ledger.title')}</h2>
      <ErrorMessage error={ledger.error} />
      {ledger.data ? (
        <>
          <DataTable
            label={t('ledger.title')}
            columns={columns}
            data={ledger.data.entries}
            rowId={(entry) => String(entry.entryId)}
            empty={t('ledger.none')}
          />
          <nav className="ops-pager" aria-label={t('pager.label')}>
            <button
              type="button"
              disabled={cursors.length === 0}
              onClick={() => setCursors((previous) => previous.slice(0, -1))}
            >
              {t('pager.previous')}
            </button>
            <button
              type="button"
              disabled={!ledger.data.next}
              onClick={() => {
                const next = ledger.data?.next;
                if (next) setCursors((previous) => [...previous, next]);
              }}
            >
              {t('pager.next')}
            </button>
          </nav>
        </>
      ) : (
        ledger.isPending && <Loading />
      )}
    </section>
  );
}
