import { useState } from 'react';
import type { PendingAction } from './operator-actions';
import {
  useAddOperator,
  useChangeOperatorRole,
  useDisableOperator,
  useResetOperatorTwoFactor,
} from './queries';

/**
 * The operators page's changes behind their confirmation: the action asked for, and what its
 * answer leaves to show (a one-time password, or a request waiting for a second admin).
 */
export function useOperatorActions(onAdded: () => void) {
  const add = useAddOperator();
  const changeRole = useChangeOperatorRole();
  const disable = useDisableOperator();
  const reset = useResetOperatorTwoFactor();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [issued, setIssued] = useState<{ username: string; password: string } | null>(null);
  // A money role waits for a second admin: the name whose request was filed.
  const [waiting, setWaiting] = useState<string | null>(null);
  const busy = add.isPending || changeRole.isPending || disable.isPending || reset.isPending;
  const error = add.error ?? changeRole.error ?? disable.error ?? reset.error;

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
            onAdded();
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
  return { pending, ask: setPending, confirm, busy, error, issued, setIssued, waiting, setWaiting };
}
