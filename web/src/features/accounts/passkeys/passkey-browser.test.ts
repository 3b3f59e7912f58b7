import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PASSKEY_RULES,
  passkeySignInOptions,
  sessionLoginPasskey,
  type CallDef,
} from '@lobby/contract';
import { startAuthentication, WebAuthnAbortService } from '@simplewebauthn/browser';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { offerPasskeyAutofill, signInWithPasskey } from './passkey-browser';

/** The browser's pending requests: each ends when the test answers it or a cancel aborts it. */
const pending = vi.hoisted(
  () => [] as { reject: (error: Error) => void; resolve: (v: unknown) => void }[],
);

vi.mock('@simplewebauthn/browser', () => {
  const named = (name: string) => Object.assign(new Error(name), { name });
  return {
    startRegistration: vi.fn(),
    startAuthentication: vi.fn(
      () =>
        new Promise((resolve, reject) => {
          pending.push({ resolve, reject });
        }),
    ),
    WebAuthnAbortService: {
      cancelCeremony: vi.fn(() => {
        for (const request of pending.splice(0)) request.reject(named('AbortError'));
      }),
    },
  };
});
vi.mock('../../../lib/api', () => ({ api: { call: vi.fn() } }));
vi.mock('../../../lib/device-id', () => ({ getDeviceId: async () => 'device-1' }));

const call = vi.mocked(api.call);
const browserRequests = vi.mocked(startAuthentication);
const autofillRequests = () =>
  browserRequests.mock.calls.filter(([options]) => options.useBrowserAutofill === true).length;
const ANSWER = { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'x' } };
const SIGNED_IN = { token: 'token-1', userName: 'player' };

let optionsServed = 0;
function serve(signIn: () => Promise<unknown> = async () => SIGNED_IN) {
  call.mockImplementation(async (def: CallDef) => {
    if (def === passkeySignInOptions) {
      optionsServed += 1;
      return { challengeId: `c${optionsServed}`, options: { challenge: `ch${optionsServed}` } };
    }
    if (def === sessionLoginPasskey) return signIn();
    throw new Error(`unexpected call ${def.path}`);
  });
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const handlers = () => ({ onSignedIn: vi.fn(), onError: vi.fn() });

beforeEach(() => {
  vi.useFakeTimers();
  optionsServed = 0;
  pending.length = 0;
  serve();
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('the username field autofill offer', () => {
  it('asks the browser with conditional mediation, and signs in with the passkey picked', async () => {
    const offer = handlers();
    const stop = offerPasskeyAutofill(offer);
    await settle();
    expect(autofillRequests()).toBe(1);
    pending[0]!.resolve(ANSWER);
    await settle();
    expect(offer.onSignedIn).toHaveBeenCalledWith(SIGNED_IN);
    expect(call).toHaveBeenCalledWith(
      sessionLoginPasskey,
      expect.objectContaining({ body: expect.objectContaining({ challengeId: 'c1' }) }),
    );
    stop();
  });

  it('renews its request before the challenge runs out, one request at a time', async () => {
    const stop = offerPasskeyAutofill(handlers());
    await settle();
    await vi.advanceTimersByTimeAsync(PASSKEY_RULES.challengeMs - 31_000);
    expect(autofillRequests()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(autofillRequests()).toBe(2);
    expect(optionsServed).toBe(2);
    expect(pending).toHaveLength(1);
    stop();
    expect(pending).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(PASSKEY_RULES.challengeMs);
    expect(autofillRequests()).toBe(2);
  });

  it('gives way to the button, and comes back when the button does not sign in', async () => {
    const stop = offerPasskeyAutofill(handlers());
    await settle();
    const explicit = signInWithPasskey();
    await settle();
    // The autofill request was cancelled before the button's own began.
    expect(WebAuthnAbortService.cancelCeremony).toHaveBeenCalledTimes(1);
    expect(browserRequests.mock.calls.map(([options]) => !!options.useBrowserAutofill)).toEqual([
      true,
      false,
    ]);
    expect(pending).toHaveLength(1);
    pending.shift()!.reject(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    await expect(explicit).rejects.toThrow('closed');
    await settle();
    expect(autofillRequests()).toBe(2);
    stop();
  });

  it('never starts a request whose options arrive after the button was pressed', async () => {
    let release: () => void = () => undefined;
    call.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ challengeId: 'late', options: { challenge: 'late' } });
        }),
    );
    const stop = offerPasskeyAutofill(handlers());
    const explicit = signInWithPasskey();
    await settle();
    release();
    await settle();
    expect(autofillRequests()).toBe(0);
    pending.shift()!.resolve(ANSWER);
    await expect(explicit).resolves.toEqual(SIGNED_IN);
    stop();
  });

  it('says why a picked passkey was refused and offers passkeys again; a player who dismisses its check gets them back shortly', async () => {
    const refused = new ApiError('failure', 'passkey.invalid', 'no', 200);
    serve(() => Promise.reject(refused));
    const offer = handlers();
    const stop = offerPasskeyAutofill(offer);
    await settle();
    pending.shift()!.resolve(ANSWER);
    await settle();
    expect(offer.onError).toHaveBeenCalledWith(refused);
    expect(autofillRequests()).toBe(2);
    pending.shift()!.reject(Object.assign(new Error('dismissed'), { name: 'NotAllowedError' }));
    await settle();
    expect(autofillRequests()).toBe(2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(autofillRequests()).toBe(3);
    expect(offer.onError).toHaveBeenCalledTimes(1);
    stop();
  });

  it('offers nothing more when the options cannot be had', async () => {
    call.mockRejectedValue(new ApiError('failure', 'TOO_MANY_REQUEST_LOGIN', 'slow down', 429));
    const offer = handlers();
    offerPasskeyAutofill(offer);
    await vi.advanceTimersByTimeAsync(PASSKEY_RULES.challengeMs * 2);
    expect(autofillRequests()).toBe(0);
    expect(call).toHaveBeenCalledTimes(1);
    expect(offer.onError).not.toHaveBeenCalled();
  });
});
