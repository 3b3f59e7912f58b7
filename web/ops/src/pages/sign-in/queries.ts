import { useMutation, useQuery } from '@tanstack/react-query';
import { calls, type CallBody } from '@lobby/contract';
import { opsRequest } from '../../lib/api';

export const signInKeys = {
  pairing: ['ops', 'sign-in', 'pairing'] as const,
};

export function useSignIn() {
  return useMutation({
    mutationFn: (body: CallBody<typeof calls.operatorLogin>) =>
      opsRequest(calls.operatorLogin, { body }),
  });
}

export function useSignInCode() {
  return useMutation({
    mutationFn: (body: CallBody<typeof calls.operatorSignInCode>) =>
      opsRequest(calls.operatorSignInCode, { body }),
  });
}

export function useNewPassword() {
  return useMutation({
    mutationFn: (body: CallBody<typeof calls.operatorNewPassword>) =>
      opsRequest(calls.operatorNewPassword, { body }),
  });
}

/** The secret offered for pairing; asked once per pairing step (a new ask makes a new secret). */
export function usePairing(enabled: boolean) {
  return useQuery({
    queryKey: signInKeys.pairing,
    queryFn: () => opsRequest(calls.operatorPairing),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function usePair() {
  return useMutation({
    mutationFn: (body: CallBody<typeof calls.operatorPair>) =>
      opsRequest(calls.operatorPair, { body }),
  });
}
