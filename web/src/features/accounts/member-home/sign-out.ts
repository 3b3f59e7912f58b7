import { useMutation } from '@tanstack/react-query';
import { sessionLogout } from '@lobby/contract';
import { api } from '../../../lib/api';
import { forgetRememberedLogin } from '../../../lib/remembered-login';
import { accountKeys } from '../shared/queries';

/**
 * Ends the session on the server (which also revokes this device's remember token) and forgets
 * the remembered login; the caller then ends the session here, even when the call failed.
 */
export async function endServerSession(): Promise<void> {
  forgetRememberedLogin();
  try {
    await api.call(sessionLogout, { alert: false });
  } catch {
    // The session may already be gone on the server; it ends here regardless.
  }
}

/** Sign-out (POST session logout) as a mutation; it never fails. */
export function useSignOut() {
  return useMutation({ mutationKey: accountKeys.signOut, mutationFn: endServerSession });
}
