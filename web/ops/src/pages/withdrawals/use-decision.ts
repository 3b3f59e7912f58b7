import { useState } from 'react';
import { useT } from '../../lib/i18n';
import type { PendingDecision } from './withdrawal-decision';
import { useDecideWithdrawal } from './queries';

/** A decision asked for, confirmed or cancelled; the outcome told once the server answers. */
export function useDecision() {
  const t = useT();
  const decide = useDecideWithdrawal();
  const [pending, setPending] = useState<PendingDecision | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const confirm = () => {
    if (!pending) return;
    const { withdrawal, decision } = pending;
    decide.mutate(
      { withdrawalId: withdrawal.withdrawalId, decision },
      {
        onSuccess: (answer) => {
          setNotice(t(`withdrawals.outcome.${answer.outcome}`, { name: withdrawal.userName }));
          setPending(undefined);
        },
        onError: () => setPending(undefined),
      },
    );
  };
  const cancel = () => setPending(undefined);
  return { pending, ask: setPending, confirm, cancel, notice, decide };
}
