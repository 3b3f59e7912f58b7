import { useMutation } from '@tanstack/react-query';
import { sessionLoginVerification, type LoginValue } from '@lobby/contract';
import { api } from '../../../lib/api';
import { getDeviceId } from '../../../lib/device-id';
import type { SessionInfo } from '../../../lib/session';
import { installedAs, keepRememberToken, sessionOf } from '../shared/member-session';
import { accountKeys } from '../shared/queries';

/** The password step that answered login_verify_required, kept in memory for the code step. */
export interface PendingSignIn {
  username: string;
  password: string;
  remember: boolean;
  /** Where the player goes once signed in. */
  destination: string;
}

let pending: PendingSignIn | null = null;

export function keepPendingSignIn(value: PendingSignIn): void {
  pending = value;
}

export function pendingSignIn(): PendingSignIn | null {
  return pending;
}

export function forgetPendingSignIn(): void {
  pending = null;
}

/** The code step (POST session/login/verification) with the kept password step. */
async function verifySignIn(
  code: string,
): Promise<{ value: LoginValue; session: SessionInfo; destination: string }> {
  const step = pending;
  if (!step) throw new Error('No sign-in is waiting for a code');
  const value = await api.call(sessionLoginVerification, {
    body: {
      username: step.username,
      password: step.password,
      type: 'username',
      verifyMethod: 'ga',
      verifyCode: code,
      loginDeviceId: await getDeviceId(),
      device: installedAs(),
      remember: step.remember || undefined,
    },
    alert: false,
  });
  keepRememberToken(value);
  forgetPendingSignIn();
  return { value, session: sessionOf(value), destination: step.destination };
}

export function useVerifySignIn() {
  return useMutation({ mutationKey: accountKeys.verifySignIn, mutationFn: verifySignIn });
}
