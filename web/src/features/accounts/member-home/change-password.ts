import { useMutation } from '@tanstack/react-query';
import { changePassword, type CallBody } from '@lobby/contract';
import { api } from '../../../lib/api';
import { accountKeys } from '../shared/queries';

/** The password change (POST member password) as a mutation; the page says its failures itself. */
export function useChangePassword() {
  return useMutation({
    mutationKey: accountKeys.changePassword,
    mutationFn: (body: CallBody<typeof changePassword>) =>
      api.call(changePassword, { body, alert: false }),
  });
}
