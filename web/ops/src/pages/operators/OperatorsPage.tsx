import { useMemo, useState } from 'react';
import { OPERATOR_ROLES, type OperatorRole, type OperatorRow } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import { DateText } from '../../components/DateText';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SelectField, TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { OperatorRequests } from './OperatorRequests';
import {
  useAddOperator,
  useChangeOperatorRole,
  useDisableOperator,
  useOperators,
  useResetOperatorTwoFactor,
} from './queries';

/** The action waiting for its confirmation. */
type Pending =
  | { kind: 'add'; username: string; role: OperatorRole }
  | { kind: 'role'; operator: OperatorRow; role: OperatorRole }
  | { kind: 'disable' | 'reset'; operator: OperatorRow };

/** Operators of the merchant: add one with a role (its one-time password shown once), change. */
export default function OperatorsPage() {
  const t = useT();
  const me = useOperator();
  const list = useOperators();
  const add = useAddOperator();
  const changeRole = useChangeOperatorRole();
  const disable = useDisableOperator();
  const reset = useResetOperatorTwoFactor();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const [roles, setRoles] = useState<Record<number, OperatorRole>>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [issued, setIssued] = useState<{ username: string; password: string } | null>(null);
  // A money role waits for a second admin: the name whose request was filed.
  const [waiting, setWaiting] = useState<string | null>(null);
  const roleOptions = OPERATOR_ROLES.map((value) => ({ value, label: t(`role.${value}`) }));
  const busy = add.isPending || changeRole.isPending || disable.isPending || reset.isPending;

  const columns = useMemo<Column<OperatorRow>[]>(
    () => [
      {
        id: 'name',
        header: t('operators.username'),
        cell: ({ row }) =>
          row.original.username === me.username
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
        cell: ({ row }) =>
          row.original.disabled
            ? t('operators.disabled')
            : row.original.mustChangePassword
              ? t('operators.mustChange')
              : t('operators.active'),
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
          if (operator.disabled || operator.username === me.username) return null;
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
                onClick={() => setPending({ kind: 'role', operator, role: chosen })}
              >
                {t('operators.changeRole')}
              </button>
              <button type="button" onClick={() => setPending({ kind: 'reset', operator })}>
                {t('operators.reset2fa')}
              </button>
              <button
                type="button"
                className="ops-danger"
                onClick={() => setPending({ kind: 'disable', operator })}
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
    [t, roles, me.username],
  );

  const confirm = () => {
    if (!pending) return;
    const close = () => setPending(null);
    if (pending.kind === 'add') {
      add.mutate(
        { username: pending.username, role: pending.role },
        {
          onSuccess: (answer) => {
            if (answer.status === 'added') {
              setIssued({ username: answer.operator.username, password: answer.oneTimePassword });
            } else if (answer.status === 'pending') {
              setWaiting(answer.request.username);
            }
            setUsername('');
          },
          onSettled: close,
        },
      );
    } else if (pending.kind === 'role') {
      changeRole.mutate(
        { operatorId: pending.operator.id, role: pending.role },
        {
          onSuccess: (answer) => {
            if (answer.status === 'pending') setWaiting(answer.request.username);
          },
          onSettled: close,
        },
      );
    } else if (pending.kind === 'disable') {
      disable.mutate({ operatorId: pending.operator.id }, { onSettled: close });
    } else {
      reset.mutate({ operatorId: pending.operator.id }, { onSettled: close });
    }
  };

  const question = (item: Pending): { title: string; label: string; danger: boolean } => {
    switch (item.kind) {
      case 'add':
        return {
          title: t('operators.confirmAdd', { name: item.username, role: t(`role.${item.role}`) }),
          label: t('operators.add'),
          danger: false,
        };
      case 'role':
        return {
          title: t('operators.confirmRole', {
            name: item.operator.username,
            from: t(`role.${item.operator.role}`),
            to: t(`role.${item.role}`),
          }),
          label: t('operators.changeRole'),
          danger: false,
        };
      case 'disable':
        return {
          title: t('operators.confirmDisable', { name: item.operator.username }),
          label: t('operators.disable'),
          danger: true,
        };
      case 'reset':
        return {
          title: t('operators.confirmReset', { name: item.operator.username }),
          label: t('operators.reset2fa'),
          danger: true,
        };
    }
  };

  return (
    <section>
      <h1>{t('operators.title')}</h1>
      {issued && (
        <div className="ops-panel" role="status" data-testid="ops-one-time-password">
          <h2>{t('operators.oneTimeTitle', { name: issued.username })}</h2>
          <p className="ops-secret">{issued.password}</p>
          <p className="ops-muted">{t('operators.oneTimeHint', { name: issued.username })}</p>
          <button type="button" onClick={() => setIssued(null)}>
            {t('common.close')}
          </button>
        </div>
      )}
      {waiting && (
        <div className="ops-panel" role="status" data-testid="ops-operator-request-pending">
          <p>{t('operators.requestPending', { name: waiting })}</p>
          <button type="button" onClick={() => setWaiting(null)}>
            {t('common.close')}
          </button>
        </div>
      )}
      <form
        className="ops-filters"
        aria-label={t('operators.add')}
        onSubmit={(event) => {
          event.preventDefault();
          if (username) setPending({ kind: 'add', username, role });
        }}
      >
        <TextField
          label={t('operators.username')}
          name="username"
          value={username}
          onValue={setUsername}
          maxLength={64}
          required
        />
        <SelectField
          label={t('operators.role')}
          name="role"
          value={role}
          onValue={(value) => setRole(value as OperatorRole)}
          options={roleOptions}
        />
        <div className="ops-actions">
          <button type="submit" className="ops-primary" disabled={busy}>
            {t('operators.add')}
          </button>
        </div>
      </form>
      <ErrorMessage
        error={list.error ?? add.error ?? changeRole.error ?? disable.error ?? reset.error}
      />
      {list.data && (
        <OperatorRequests requests={list.data.requests} me={me.username} onIssued={setIssued} />
      )}
      {list.data ? (
        <DataTable
          label={t('operators.title')}
          columns={columns}
          data={list.data.operators}
          rowId={(row) => String(row.id)}
          empty={t('operators.empty')}
        />
      ) : (
        list.isPending && <Loading />
      )}
      {pending && (
        <ConfirmDialog
          title={question(pending).title}
          subject={
            pending.kind === 'add'
              ? `${pending.username} · ${t(`role.${pending.role}`)}`
              : `${pending.operator.username} · ${t(`role.${pending.operator.role}`)}`
          }
          confirmLabel={question(pending).label}
          danger={question(pending).danger}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
