import { useMemo, useState } from 'react';
import type { AuditEntryValue } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { DataTable, type Column } from '../../components/DataTable';
import { DateText } from '../../components/DateText';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { Pager, useKeyset } from '../../components/Pager';
import { changeOf, inUse } from './audit-entries';
import { useAuditExport, useAuditLog, type AuditFilters } from './queries';

const EMPTY: AuditFilters = {};

/** The audit log: filters, one page at a time newest first, and the CSV export. */
export default function AuditPage() {
  const t = useT();
  const operator = useOperator();
  const [draft, setDraft] = useState<AuditFilters>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const keyset = useKeyset();
  const log = useAuditLog({ ...filters, ...keyset.cursor });
  const exportCsv = useAuditExport();
  const set = (name: keyof AuditFilters) => (value: string) =>
    setDraft((previous) => ({ ...previous, [name]: value }));

  const columns = useMemo<Column<AuditEntryValue>[]>(
    () => [
      {
        id: 'when',
        header: t('audit.when'),
        cell: ({ row }) => <DateText iso={row.original.createdAt} />,
      },
      { id: 'operator', header: t('audit.operator'), cell: ({ row }) => row.original.operatorName },
      {
        id: 'action',
        header: t('audit.action'),
        cell: ({ row }) => <code>{row.original.action}</code>,
      },
      {
        id: 'target',
        header: t('audit.target'),
        cell: ({ row }) =>
          [row.original.targetType, row.original.targetId].filter(Boolean).join(' '),
      },
      {
        id: 'ip',
        header: t('audit.ip'),
        cell: ({ row }) => row.original.ip ?? t('audit.commandLine'),
      },
      {
        id: 'change',
        header: t('audit.change'),
        cell: ({ row }) => <span className="ops-json">{changeOf(row.original)}</span>,
      },
    ],
    [t],
  );

  return (
    <section>
      <h1>{t('audit.title')}</h1>
      <form
        className="ops-filters"
        onSubmit={(event) => {
          event.preventDefault();
          keyset.reset();
          setFilters(inUse(draft));
        }}
      >
        <TextField
          label={t('audit.operator')}
          name="operator"
          value={draft.operator ?? ''}
          onValue={set('operator')}
          maxLength={64}
        />
        <TextField
          label={t('audit.action')}
          name="action"
          value={draft.action ?? ''}
          onValue={set('action')}
          maxLength={64}
        />
        <TextField
          label={t('audit.targetType')}
          name="targetType"
          value={draft.targetType ?? ''}
          onValue={set('targetType')}
          maxLength={64}
        />
        <TextField
          label={t('audit.targetId')}
          name="targetId"
          value={draft.targetId ?? ''}
          onValue={set('targetId')}
          maxLength={64}
        />
        <TextField
          label={t('audit.from')}
          name="from"
          type="date"
          value={draft.from ?? ''}
          onValue={set('from')}
        />
        <TextField
          label={t('audit.to')}
          name="to"
          type="date"
          value={draft.to ?? ''}
          onValue={set('to')}
        />
        <div className="ops-actions">
          <button type="submit" className="ops-primary">
            {t('common.filter')}
          </button>
          {operator.may('audit.export') && (
            <button
              type="button"
              disabled={exportCsv.isPending}
              onClick={() => exportCsv.mutate(filters)}
            >
              {t('audit.export')}
            </button>
          )}
        </div>
      </form>
      <ErrorMessage error={log.error ?? exportCsv.error} />
      {log.data ? (
        <>
          <DataTable
            label={t('audit.title')}
            columns={columns}
            data={log.data.entries}
            rowId={(entry) => entry.id}
            empty={t('audit.empty')}
          />
          <Pager
            next={log.data.next}
            previous={log.data.previous}
            onNext={keyset.next}
            onPrevious={keyset.previous}
          />
        </>
      ) : (
        log.isPending && <Loading />
      )}
    </section>
  );
}
