import { useMemo, useState } from 'react';
import type { OperatorRole, OperatorRow } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { DataTable, type Column } from '../../components/DataTable';
import { DateText } from '../../components/DateText';
import { isManageable, statusKey, type PendingAction } from './operator-actions';

/** The merchant's operators, each with a role to choose and the changes an admin may ask. */
export function OperatorTable(props: {
  operators: OperatorRow[];
  me: string;
  roleOptions: { value: OperatorRole; label: string }[];
  onAsk: (action: PendingAction) => void;
}) {
  const t = useT();
  const { me, roleOptions, onAsk } = props;
  const [roles, setRoles] = useState<Record<number, OperatorRole>>({});
  const columns = useMemo<Column<OperatorRow>[]>(
    () => [
      {
        id: 'name',
        header: t('operators.username'),
        cell: ({ row }) =>
          row.original.username === me
            ? `${row.original.username} (${t('operators.you')})`
            : row.original.username,
      },
      {
        id: 'role',
        header: t('operators.role'),
        cell: ({ row }) => t(`role.${row.original.role}`),
      },
      {
        id: 'status',
        header: t('operators.status'),
        cell: ({ row }) => t(statusKey(row.original)),
      },
      {
        id: 'paired',
        header: t('operators.twoFactor'),
        cell: ({ row }) => (row.original.paired ? t('operators.paired') : t('operators.notPaired')),
      },
      {
        id: 'created',
        header: t('operators.created'),
        cell: ({ row }) => <DateText iso={row.original.createdAt} />,
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => {
          const operator = row.original;
          if (!isManageable(operator, me)) return null;
          const chosen = roles[operator.id] ?? operator.role;
          return (
            <div className="ops-row-actions">
              <select
                aria-label={`${t('operators.role')} ${operator.username}`}
                value={chosen}
                onChange={(event) => {
                  const value = (event.target as HTMLSelectElement).value as OperatorRole;
                  setRoles((previous) => ({ ...previous, [operator.id]: value }));
                }}
              >
                {roleOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <button
                type="button"
                disabled={chosen === operator.role}
                onClick={() => onAsk({ kind: 'role', operator, role: chosen })}
              >
                {t('operators.changeRole')}
              </button>
              <button type="button" onClick={() => onAsk({ kind: 'reset', operator })}>
                {t('operators.reset2fa')}
              </button>
              <button
                type="button"
                className="ops-danger"
                onClick={() => onAsk({ kind: 'disable', operator })}
              >
                {t('operators.disable')}
              </button>
            </div>
          );
        },
      },
    ],
    // roleOptions follows t; roles and me are read when rows draw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, roles, me],
  );
  return (
    <DataTable
      label={t('operators.title')}
      columns={columns}
      data={props.operators}
      rowId={(row) => String(row.id)}
      empty={t('operators.empty')}
    />
  );
}
