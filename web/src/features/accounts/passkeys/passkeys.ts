import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  memberPasskeys,
  passkeyCodeSend,
  removePasskey,
  type CallBody,
  type CodeFactor,
  type passkeyRegistrationOptions,
} from '@lobby/contract';
import { api } from '../../../lib/api';
import { MEMBER_QUERY_SCOPE } from '../../../lib/member-scope';
import { useSession } from '../../../lib/session';
import { memberQuery } from '../shared/queries';

/**
 * What the add form sends: the proof (the password again, or a sent code: the options call's body)
 * and the passkey's name.
 */
type NewPasskey = { proof: CallBody<typeof passkeyRegistrationOptions>; name: string };

export const passkeyKeys = {
  list: (token: string) => [...MEMBER_QUERY_SCOPE, 'passkeys', token] as const,
  add: ['accounts', 'addPasskey'] as const,
  proofCode: ['accounts', 'passkeyProofCode'] as const,
  remove: ['accounts', 'removePasskey'] as const,
  signIn: ['accounts', 'passkeySignIn'] as const,
};

/** Whether this browser can make and use passkeys at all. */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export function usePasskeys() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: passkeyKeys.list(token),
    queryFn: () => api.call(memberPasskeys, { alert: false }),
    enabled: !!token,
    ...memberQuery,
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationKey: passkeyKeys.add,
    mutationFn: async (input: NewPasskey) =>
      (await import('./passkey-browser')).createPasskey(input.proof, input.name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list(token) }),
  });
}

/** Sends the code a member who never set a password proves themselves with. */
export function usePasskeyProofCode() {
  return useMutation({
    mutationKey: passkeyKeys.proofCode,
    mutationFn: (method: CodeFactor) =>
      api.call(passkeyCodeSend, { body: { method }, alert: false }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationKey: passkeyKeys.remove,
    mutationFn: (id: string) => api.call(removePasskey, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list(token) }),
  });
}

export function usePasskeySignIn() {
  return useMutation({
    mutationKey: passkeyKeys.signIn,
    mutationFn: async () => (await import('./passkey-browser')).signInWithPasskey(),
  });
}
