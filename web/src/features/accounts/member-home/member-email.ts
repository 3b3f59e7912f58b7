import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberEmailCode, memberEmailConfirm, type CallBody } from '@lobby/contract';
import { api } from '../../../lib/api';
import { accountKeys } from '../shared/queries';

/** Emails a code to the address the member wants (POST member/email/code). */
export function useSendEmailCode() {
  return useMutation({
    mutationKey: accountKeys.sendCode('email'),
    mutationFn: (email: string) => api.call(memberEmailCode, { body: { email }, alert: false }),
  });
}

/** Makes the address the member's with its code (POST member/email); member data refreshes. */
export function useConfirmEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: accountKeys.confirmEmail,
    mutationFn: (body: CallBody<typeof memberEmailConfirm>) =>
      api.call(memberEmailConfirm, { body, alert: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.member }),
  });
}
