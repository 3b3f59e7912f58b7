import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  twoFactorCodes,
  twoFactorConfirm,
  twoFactorDisable,
  twoFactorSetup,
  twoFactorStatus,
  type CodeFactor,
} from '@lobby/contract';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { accountKeys, memberQuery } from '../shared/queries';

/** Whether the member's authenticator is on (GET member/twoFactor). */
export function useTwoFactorStatus() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: accountKeys.twoFactor(token),
    queryFn: () => api.call(twoFactorStatus),
    enabled: !!token,
    ...memberQuery,
  });
}

/** Setup, confirm, disable and the code factors; each refreshes the status. The form says failures itself. */
export function useTwoFactorChange() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  const refresh = () => client.invalidateQueries({ queryKey: accountKeys.twoFactor(token) });
  return useMutation({
    mutationKey: accountKeys.twoFactorChange,
    mutationFn: async (
      change:
        | { kind: 'setup'; password: string }
        | { kind: 'confirm'; code: string }
        | { kind: 'disable'; password: string }
        | { kind: 'codes'; method: CodeFactor; enabled: boolean; password: string },
    ) => {
      if (change.kind === 'codes') {
        const { method, enabled, password } = change;
        return api.call(twoFactorCodes, { body: { method, enabled, password }, alert: false });
      }
      if (change.kind === 'setup') {
        return api.call(twoFactorSetup, { body: { password: change.password }, alert: false });
      }
      if (change.kind === 'confirm') {
        return api.call(twoFactorConfirm, { body: { code: change.code }, alert: false });
      }
      return api.call(twoFactorDisable, { body: { password: change.password }, alert: false });
    },
    onSuccess: refresh,
  });
}
