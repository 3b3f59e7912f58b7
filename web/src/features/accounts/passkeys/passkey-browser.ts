import {
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import {
  addPasskey,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  PASSKEY_RULES,
  sessionLoginPasskey,
  type CallBody,
  type LoginValue,
  type PasskeySummary,
} from '@lobby/contract';
import { api } from '../../../lib/api';
import { getDeviceId } from '../../../lib/device-id';
import { installedAs } from '../shared/member-session';

// This module (and @simplewebauthn/browser with it) loads only when a passkey is added or used,
// or offered in the username field's autofill once the login page is idle.

type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type AuthenticationOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];
/** The browser's answer as the contract bounds it (its other fields pass through). */
type WebAuthnAnswer = CallBody<typeof addPasskey>['response'];

/** How long before its challenge runs out an autofill request is made anew. */
const RENEW_BEFORE_MS = 30_000;
/** How long after the player dismissed a passkey's check the autofill offers passkeys again. */
const RETRY_AFTER_MS = 3_000;

/**
 * Adds a passkey: the password again (or the code sent to a member who never set one), then the
 * browser makes the key for this host.
 */
export async function createPasskey(
  proof: CallBody<typeof passkeyRegistrationOptions>,
  name: string,
): Promise<PasskeySummary> {
  const { options } = await api.call(passkeyRegistrationOptions, { body: proof, alert: false });
  const response = await startRegistration({
    optionsJSON: options as unknown as RegistrationOptions,
  });
  return api.call(addPasskey, {
    body: { response: response as unknown as WebAuthnAnswer, name: name || undefined },
    alert: false,
  });
}

type Answer = Awaited<ReturnType<typeof startAuthentication>>;

/** Signs in with the browser's answer to a challenge of passkeySignInOptions. */
async function finishSignIn(challengeId: string, response: Answer): Promise<LoginValue> {
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

const authenticationOptions = () => api.call(passkeySignInOptions, { alert: false });

export interface AutofillHandlers {
  onSignedIn: (value: LoginValue) => void;
  /** A passkey picked from the autofill that did not sign in (the offer is made anew). */
  onError: (error: unknown) => void;
}

/** The username field's autofill request, while a login form offers passkeys in it. */
interface AutofillOffer extends AutofillHandlers {
  /** Moves on at every (re)start and pause: a request of an older round stands down. */
  round: number;
  /** The next request: the challenge's renewal, or a retry after the player cancelled. */
  next: ReturnType<typeof setTimeout> | undefined;
  stopped: boolean;
}

let offer: AutofillOffer | undefined;

/** Ends the offer's browser request (WebAuthn runs one ceremony at a time) and its next one. */
function pause(current: AutofillOffer) {
  current.round += 1;
  clearTimeout(current.next);
  WebAuthnAbortService.cancelCeremony();
}

function requestLater(current: AutofillOffer, delayMs: number) {
  clearTimeout(current.next);
  current.next = setTimeout(() => {
    pause(current);
    void request(current);
  }, delayMs);
}

async function request(current: AutofillOffer): Promise<void> {
  const round = (current.round += 1);
  const live = () => !current.stopped && current.round === round;
  // A challenge works PASSKEY_RULES.challengeMs: a player who waits longer gets a fresh one.
  requestLater(current, PASSKEY_RULES.challengeMs - RENEW_BEFORE_MS);
  let start;
  try {
    start = await authenticationOptions();
  } catch {
    // Nothing is offered without options; the explicit button still says why.
    return clearTimeout(current.next);
  }
  if (!live()) return;
  let response: Answer;
  try {
    response = await startAuthentication({
      optionsJSON: start.options as unknown as AuthenticationOptions,
      useBrowserAutofill: true,
    });
  } catch (error) {
    // Aborted (the player left, the challenge was renewed, or the button took over): nothing.
    if (!live()) return;
    // The player dismissed the passkey's own check: the autofill offers it again shortly.
    if (error instanceof Error && error.name === 'NotAllowedError') {
      return requestLater(current, RETRY_AFTER_MS);
    }
    return clearTimeout(current.next);
  }
  if (!live()) return;
  clearTimeout(current.next);
  try {
    const value = await finishSignIn(start.challengeId, response);
    if (live()) current.onSignedIn(value);
  } catch (error) {
    if (!live()) return;
    current.onError(error);
    void request(current);
  }
}

/**
 * Offers this host's passkeys in the username field's autofill (WebAuthn conditional mediation:
 * the field's autocomplete must end in "webauthn") until the returned stop is called. One offer
 * at a time; the explicit button pauses it while its own request runs.
 */
export function offerPasskeyAutofill(handlers: AutofillHandlers): () => void {
  if (offer) stopOffer(offer);
  const current: AutofillOffer = { ...handlers, round: 0, next: undefined, stopped: false };
  offer = current;
  void request(current);
  return () => stopOffer(current);
}

function stopOffer(current: AutofillOffer) {
  if (current.stopped) return;
  current.stopped = true;
  pause(current);
  if (offer === current) offer = undefined;
}

/**
 * Signs in with a passkey of this host (the browser offers the member's own). A waiting autofill
 * request is cancelled first, and made anew if this one does not sign in.
 */
export async function signInWithPasskey(): Promise<LoginValue> {
  const paused = offer;
  if (paused) pause(paused);
  try {
    const { challengeId, options } = await authenticationOptions();
    const response = await startAuthentication({
      optionsJSON: options as unknown as AuthenticationOptions,
    });
    return await finishSignIn(challengeId, response);
  } catch (error) {
    if (paused && offer === paused && !paused.stopped) void request(paused);
    throw error;
  }
}
