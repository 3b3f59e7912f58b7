import { useState } from 'react';
import { OPERATOR_ROLES, type OperatorRole } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SelectField, TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { OperatorRequests } from './OperatorRequests';
import { OperatorTable } from './OperatorTable';
import { questionOf, subjectOf } from './operator-actions';
import { useOperatorActions } from './use-operator-actions';
import { useOperators } from './queries';

/** Operators of the merchant: add one with a role (its one-time password shown once), change. */
export default function OperatorsPage() {
  const t = useT();
  const me = useOperator();
  const list = useOperators();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const actions = useOperatorActions(() => setUsername(''));
  const { pending, issued, waiting } = actions;
  const roleOptions = OPERATOR_ROLES.map((value) => ({ value, label: t(`role.${value}`) }));
  const question = pending && questionOf(pending, t);
  return (
    <section>
      <h1>{t('operators.title')}</h1>
      {issued && (
        <div className="ops-panel" role="status" data-testid="ops-one-time-password">
          <h2>{t('operators.oneTimeTitle', { name: issued.username })}</h2>
          <p className="ops-secret">{issued.password}</p>
          <p className="ops-muted">{t('operators.oneTimeHint', { name: issued.username })}</p>
          <button type="button" onClick={() => actions.setIssued(null)}>
            {t('common.close')}
          </button>
        </div>
      )}
      {waiting && (
        <div className="ops-panel" role="status" data-testid="ops-operator-request-pending">
          <p>{t('operators.requestPending', { name: waiting })}</p>
          <button type="button" onClick={() => actions.setWaiting(null)}>
            {t('common.close')}
          </button>
        </div>
      )}
      <form
        className="ops-filters"
        aria-label={t('operators.add')}
        onSubmit={(event) => {
          event.preventDefault();
          if (username) actions.ask({ kind: 'add', username, role });
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
          <button type="submit" className="ops-primary" disabled={actions.busy}>
            {t('operators.add')}
          </button>
        </div>
      </form>
      <ErrorMessage error={list.error ?? actions.error} />
      {list.data && (
        <OperatorRequests
          requests={list.data.requests}
          me={me.username}
          onIssued={actions.setIssued}
        />
      )}
      {list.data ? (
        <OperatorTable
          operators={list.data.operators}
          me={me.username}
          roleOptions={roleOptions}
          onAsk={actions.ask}
        />
      ) : (
        list.isPending && <Loading />
      )}
      {pending && question && (
        <ConfirmDialog
          title={question.title}
          subject={subjectOf(pending, t)}
          confirmLabel={question.label}
          danger={question.danger}
          busy={actions.busy}
          onConfirm={actions.confirm}
          onCancel={() => actions.ask(null)}
        />
      )}
    </section>
  );
}
