import { useMutation, useQuery } from '@tanstack/react-query';
import {
  anySocialSignIn,
  localIdentityProof,
  sessionLogin,
  sessionLoginLine,
  sessionLoginTelegram,
  signInMethods,
  SOCIAL_WAY_LABELS,
  verifyLineCode,
  type FirebaseChannel,
  type IdentityProvider,
  type LoginValue,
  type SocialRegistrationField,
  type SocialSignInWay,
} from '@lobby/contract';
import { api } from '../../../lib/api';
import { getDeviceId } from '../../../lib/device-id';
import { useMerchant } from '../../../lib/merchant';
import { sessionStore } from '../../../lib/storage';
import { installedAs } from '../shared/member-session';

/** The ways of signing in with another account this page may offer, with their providers. */
export const SOCIAL_WAYS = [
  { way: 'google', provider: 'firebase', channel: 'google', label: SOCIAL_WAY_LABELS.google },
  { way: 'facebook', provider: 'firebase', channel: 'facebook', label: SOCIAL_WAY_LABELS.facebook },
  { way: 'twitter', provider: 'firebase', channel: 'twitter', label: SOCIAL_WAY_LABELS.twitter },
  { way: 'line', provider: 'line', label: SOCIAL_WAY_LABELS.line },
  { way: 'telegram', provider: 'telegram', label: SOCIAL_WAY_LABELS.telegram },
] as const satisfies readonly {
  way: SocialSignInWay;
  provider: IdentityProvider;
  channel?: FirebaseChannel;
  label: string;
}[];
export type SocialWay = (typeof SOCIAL_WAYS)[number];

const socialKeys = {
  methods: ['accounts', 'signInMethods'] as const,
  signIn: ['accounts', 'socialSignIn'] as const,
};

/** The merchant's providers; asked only when one of the social flags is on. */
export function useSignInMethods() {
  const flags = useMerchant().flags ?? {};
  return useQuery({
    queryKey: socialKeys.methods,
    queryFn: () => api.call(signInMethods, { alert: false }),
    enabled: anySocialSignIn(flags),
    staleTime: Infinity,
  });
}

/** What a provider handed back, ready for the sign-in call, and its registration field. */
export interface SocialProof {
  way: SocialWay;
  /** Firebase ID token, Line session token or Telegram result. */
  proof: string;
}

/** The registration fields that carry this proof (SPEC section 3). */
export function registrationFieldsOf(
  proof: SocialProof,
): Partial<Record<SocialRegistrationField, string>> {
  const { way } = proof;
  if (way.provider === 'firebase') {
    return { firebaseIdToken2: proof.proof, firebaseChannel2: way.channel };
  }
  if (way.provider === 'line') return { lineSessionToken: proof.proof };
  return { telegramAuth: proof.proof };
}

/** Signs in with a provider's proof; bind_customer_required reaches the caller as an ApiError. */
export async function socialLogIn(proof: SocialProof): Promise<LoginValue> {
  const loginDeviceId = await getDeviceId();
  const device = installedAs();
  if (proof.way.provider === 'line') {
    return api.call(sessionLoginLine, {
      body: { lineSessionToken: proof.proof, loginDeviceId, device },
      alert: false,
    });
  }
  if (proof.way.provider === 'telegram') {
    return api.call(sessionLoginTelegram, {
      body: { telegramAuth: proof.proof, loginDeviceId, device },
      alert: false,
    });
  }
  return api.call(sessionLogin, {
    body: {
      type: 'firebase',
      username: '',
      password: '',
      firebaseChannel: proof.way.channel,
      firebaseIdToken: proof.proof,
      loginDeviceId,
      device,
    },
    alert: false,
  });
}

export function useSocialSignIn() {
  return useMutation({ mutationKey: socialKeys.signIn, mutationFn: socialLogIn });
}

/**
 * The offline fake provider of a demo merchant: what the provider would hand back for an account
 * name. A Line code goes on through the server's code exchange, as a real one does.
 */
export async function localProof(way: SocialWay, subject: string): Promise<SocialProof> {
  const { proof } = await api.call(localIdentityProof, {
    body: {
      provider: way.provider,
      channel: way.provider === 'firebase' ? way.channel : undefined,
      subject,
    },
    alert: false,
  });
  if (way.provider !== 'line') return { way, proof };
  const exchanged = await api.call(verifyLineCode, {
    body: { code: proof, redirectUri: window.location.href.slice(0, 2048) },
    alert: false,
  });
  return { way, proof: exchanged.lineSessionToken };
}

const LINE_STATE_KEY = 'lobby:lineState';

/** Sends the browser to Line's authorize page; the state comes back with the code. */
export function startLineRedirect(channelId: string): void {
  const state = crypto.randomUUID();
  sessionStore.set(LINE_STATE_KEY, state);
  const redirectUri = `${window.location.origin}${window.location.pathname}`;
  const url = new URL('https://access.line.me/oauth2/v2.1/authorize');
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: channelId,
    redirect_uri: redirectUri,
    state,
    scope: 'profile openid',
  }).toString();
  window.location.assign(url.toString());
}

/**
 * The redirect flow resumes on load (SPEC section 4): a Line return (code and the state this tab
 * sent) is exchanged for a session token; the code leaves the address bar at once.
 */
export async function resumeLineReturn(): Promise<SocialProof | undefined> {
  const query = new URLSearchParams(window.location.search);
  const code = query.get('code');
  const state = query.get('state');
  if (!code || !state) return undefined;
  const expected = sessionStore.get(LINE_STATE_KEY);
  sessionStore.remove(LINE_STATE_KEY);
  query.delete('code');
  query.delete('state');
  const rest = query.toString();
  const redirectUri = `${window.location.origin}${window.location.pathname}`;
  window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
  if (state !== expected) return undefined;
  const way = SOCIAL_WAYS.find((candidate) => candidate.way === 'line')!;
  const exchanged = await api.call(verifyLineCode, {
    body: { code, redirectUri, state },
    alert: false,
  });
  return { way, proof: exchanged.lineSessionToken };
}
