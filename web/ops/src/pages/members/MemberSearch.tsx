import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { OpsMemberSummary } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { DataTable, type Column } from '../../components/DataTable';
import { DateText } from '../../components/DateText';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { PendingAdjustments } from './PendingAdjustments';
import { useMemberSearch } from './queries';

/**
 * Finds members by username (its beginning), mobile, email, member id or referral code. Pages
 * go back through a stack of the cursors used, since the search pages one way (older).
 */
export function MemberSearch() {
  const t = useT();
  const operator = useOperator();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState<string | undefined>();
  const [cursors, setCursors] = useState<number[]>([]);
  const after = cursors.at(-1);
  const search = useMemberSearch(
    q === undefined ? undefined : after === undefined ? { q } : { q, after: String(after) },
  );

  // Headers are functions: drawn at render, they follow a change of language.
  const columns = useMemo<Column<OpsMemberSummary>[]>(
    () => [
      {
        id: 'userName',
        header: () => t('members.userName'),
        cell: ({ row }) => <Link href={`/${row.original.memberId}`}>{row.original.userName}</Link>,
      },
      {
        id: 'memberId',
        header: () => t('members.memberId'),
        cell: ({ row }) => row.original.memberId,
      },
      {
        id: 'mobile',
        header: () => t('members.mobile'),
        cell: ({ row }) => row.original.mobile ?? '',
      },
      {
        id: 'email',
        header: () => t('members.email'),
        cell: ({ row }) => row.original.email ?? '',
      },
      {
        id: 'createdAt',
        header: () => t('members.registered'),
        cell: ({ row }) => <DateText iso={row.original.createdAt} />,
      },
      {
        id: 'status',
        header: () => t('members.status'),
        cell: ({ row }) =>
          row.original.locked ? (
            <span className="ops-badge ops-badge-danger">{t('members.locked')}</span>
          ) : (
            t('members.active')
          ),
      },
    ],
    [t],
  );

  return (
    <section>
      <h1>{t('members.title')}</h1>
      <form
        className="ops-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim() === '') return;
          setCursors([]);
          setQ(draft.trim());
        }}
      >
        <TextField
          label={t('members.search')}
          hint={t('members.searchHint')}
          name="q"
          type="search"
          value={draft}
          onValue={setDraft}
          maxLength={254}
        />
        <div className="ops-actions">
          <button type="submit" className="ops-primary">
            {t('members.find')}
          </button>
        </div>
      </form>
      <ErrorMessage error={search.error} />
      {search.data ? (
        <>
          <DataTable
            label={t('members.results')}
            columns={columns}
            data={search.data.members}
            rowId={(member) => String(member.memberId)}
            empty={t('members.none')}
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
              disabled={search.data.next === null}
              onClick={() => {
                const next = search.data?.next;
                if (next !== null && next !== undefined)
                  setCursors((previous) => [...previous, next]);
              }}
            >
              {t('pager.next')}
            </button>
          </nav>
        </>
      ) : (
        search.isFetching && <Loading />
      )}
      {operator.may('members.adjust') && <PendingAdjustments />}
    </section>
  );
}
