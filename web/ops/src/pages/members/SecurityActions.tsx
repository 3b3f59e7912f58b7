import { useState } from 'react';
import { OPS_REASON_MAX, OPS_REASON_MIN } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/Field';
import { useEndSessions, useResetSecondFactor, useSetLock } from './queries';

type Action = 'endSessions' | 'lock' | 'unlock' | 'resetSecondFactor';

/** End sessions, lock or unlock (with a reason), reset the second factor: each confirmed. */
export function SecurityActions(props: { memberId: number; userName: string; locked: boolean }) {
  const t = useT();
  const endSessions = useEndSessions(props.memberId);
  const setLock = useSetLock(props.memberId);
  const reset = useResetSecondFactor(props.memberId);
  const [asking, setAsking] = useState<Action | undefined>();
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | undefined>();
  const busy = endSessions.isPending || setLock.isPending || reset.isPending;
  const close = { onSettled: () => setAsking(undefined) };

  const confirm = () => {
    if (asking === 'endSessions') endSessions.mutate(undefined, close);
    if (asking === 'resetSecondFactor') reset.mutate(undefined, close);
    if (asking === 'lock' || asking === 'unlock') {
      setLock.mutate(
        { memberId: props.memberId, locked: asking === 'lock', reason: reason.trim() },
        { ...close, onSuccess: () => setReason('') },
      );
    }
  };
  const askLock = (action: 'lock' | 'unlock') => {
    if (reason.trim().length < OPS_REASON_MIN) {
      setReasonProblem(t('adjust.reasonShort'));
      return;
    }
    setReasonProblem(undefined);
    setAsking(action);
  };

  return (
    <section className="ops-panel" aria-labelledby="ops-security-title">
      <h2 id="ops-security-title">{t('security.title')}</h2>
      <div className="ops-inline">
        <TextField
          label={t('security.reason')}
          name="lockReason"
          value={reason}
          onValue={setReason}
          maxLength={OPS_REASON_MAX}
          error={reasonProblem}
        />
        <div className="ops-actions">
          {props.locked ? (
            <button type="button" onClick={() => askLock('unlock')}>
              {t('security.unlock')}
            </button>
          ) : (
            <button type="button" className="ops-danger" onClick={() => askLock('lock')}>
              {t('security.lock')}
            </button>
          )}
          <button type="button" onClick={() => setAsking('endSessions')}>
            {t('security.endSessions')}
          </button>
          <button type="button" onClick={() => setAsking('resetSecondFactor')}>
            {t('security.resetSecondFactor')}
          </button>
        </div>
      </div>
      <ErrorMessage error={endSessions.error ?? setLock.error ?? reset.error} />
      {endSessions.data && !busy && (
        <p role="status">{t('security.ended', { count: endSessions.data.ended })}</p>
      )}
      {asking && (
        <ConfirmDialog
          title={t(`security.confirm.${asking}`, { member: props.userName })}
          subject={
            <p>
              {t(`security.explain.${asking}`, { member: props.userName })}
              {(asking === 'lock' || asking === 'unlock') && (
                <>
                  <br />
                  {t('security.reason')}: {reason.trim()}
                </>
              )}
            </p>
          }
          confirmLabel={t(`security.${asking}`)}
          danger={asking !== 'unlock'}
          busy={busy}
          onCancel={() => setAsking(undefined)}
          onConfirm={confirm}
        />
      )}
    </section>
  );
}
