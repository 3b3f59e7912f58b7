import { useState } from 'react';
import { useRevealAccount } from './queries';

/** Account numbers finance revealed on this page, by request. */
export function useRevealed() {
  const reveal = useRevealAccount();
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const show = (withdrawalId: string) =>
    reveal.mutate(withdrawalId, {
      onSuccess: (answer) =>
        answer.account &&
        setRevealed((previous) => ({
          ...previous,
          [answer.withdrawalId]: answer.account!.accountNumber,
        })),
    });
  return { revealed, show, reveal };
}
