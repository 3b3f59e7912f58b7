import { useMutation } from '@tanstack/react-query';
import {
  loginVerifyRequiredSchema,
  sessionLoginCodeSend,
  sessionLoginVerification,
  type CodeFactor,
  type LoginValue,
  type TwoFactorMethod,
} from '@lobby/contract';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';
import type { SessionInfo } from '../../../lib/session';
import { installedAs, keepRememberToken, sessionOf } from '../shared/member-session';
import { accountKeys } from '../shared/queries';

/** The password step that answered login_verify_required, kept in memory for the code step. */
export interface PendingSignIn {
  username: string;
  password: string;
  remember: boolean;
  /** The methods login_verify_required offered (ga, sms, email). */
  methods: TwoFactorMethod[];
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

/** The methods a login_verify_required failure offers; the authenticator when it names none. */
export function offeredMethods(error: unknown): TwoFactorMethod[] {
  const parsed = loginVerifyRequiredSchema.safeParse(
    error instanceof ApiError ? error.value : undefined,
  );
  return parsed.success && parsed.data.verifyMethods.length > 0
    ? parsed.data.verifyMethods
    : ['ga'];
}

/** Texts or emails the pending step's code (POST session/login/verification/code). */
async function sendSignInCode(method: CodeFactor) {
  const step = pending;
  if (!step) throw new Error('No sign-in is waiting for a code');
  return api.call(sessionLoginCodeSend, {
    body: {
      username: step.username,
      password: step.password,
      type: 'username',
      verifyMethod: method,
      loginDeviceId: await getDeviceId(),
      device: installedAs(),
    },
    alert: false,
  });
}

export function useSendSignInCode() {
  return useMutation({
    mutationKey: accountKeys.sendCode('twoFactor'),
    mutationFn: sendSignInCode,
  });
}

/** The code step (POST session/login/verification) with the kept password step. */
async function verifySignIn({
  method,
  code,
}: {
  method: TwoFactorMethod;
  code: string;
}): Promise<{ value: LoginValue; session: SessionInfo; destination: string; password: string }> {
  const step = pending;
  if (!step) throw new Error('No sign-in is waiting for a code');
  const value = await api.call(sessionLoginVerification, {
    body: {
      username: step.username,
      password: step.password,
      type: 'username',
      verifyMethod: method,
      verifyCode: code,
      loginDeviceId: await getDeviceId(),
      device: installedAs(),
      remember: step.remember || undefined,
    },
    alert: false,
  });
  keepRememberToken(value);
  forgetPendingSignIn();
  // The password goes back for /m/changePsw, should this sign-in have to change it.
  return {
    value,
    session: sessionOf(value),
    destination: step.destination,
    password: step.password,
  };
}

export function useVerifySignIn() {
  return useMutation({ mutationKey: accountKeys.verifySignIn, mutationFn: verifySignIn });
}
