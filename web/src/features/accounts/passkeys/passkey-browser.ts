import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import {
  addPasskey,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  sessionLoginPasskey,
  type CallBody,
  type LoginValue,
  type PasskeySummary,
} from '@lobby/contract';
import { api } from '../../../lib/api';
import { getDeviceId } from '../../../lib/device-id';
import { installedAs } from '../shared/member-session';

// This module (and @simplewebauthn/browser with it) loads only when a passkey is added or used.

type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type AuthenticationOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];
/** The browser's answer as the contract bounds it (its other fields pass through). */
type WebAuthnAnswer = CallBody<typeof addPasskey>['response'];

/** Adds a passkey: the password again, then the browser makes the key for this host. */
export async function createPasskey(password: string, name: string): Promise<PasskeySummary> {
  const { options } = await api.call(passkeyRegistrationOptions, {
    body: { password },
    alert: false,
  });
  const response = await startRegistration({
    optionsJSON: options as unknown as RegistrationOptions,
  });
  return api.call(addPasskey, {
    body: { response: response as unknown as WebAuthnAnswer, name: name || undefined },
    alert: false,
  });
}

/** Signs in with a passkey of this host (the browser offers the member's own). */
export async function signInWithPasskey(): Promise<LoginValue> {
  const { challengeId, options } = await api.call(passkeySignInOptions, { alert: false });
  const response = await startAuthentication({
    optionsJSON: options as unknown as AuthenticationOptions,
  });
  return api.call(sessionLoginPasskey, {
    body: {
      challengeId,
      response: response as unknown as WebAuthnAnswer,
      loginDeviceId: await getDeviceId(),
      device: installedAs(),
    },
    alert: false,
  });
}
