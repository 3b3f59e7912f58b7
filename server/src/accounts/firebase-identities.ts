import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { FIREBASE_CHANNELS, offersSocialSignIn, type FirebaseChannel } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { VerifiedIdentity } from './identity-repository.js';
import { identityInvalidError, notOfferedError } from './identity-errors.js';
import {
  firebaseIssuer,
  localFirebaseProject,
  type LocalIdentityProvider,
} from './local-identity-provider.js';

/** Firebase's sign_in_provider claim, by channel. */
const CHANNEL_OF: Record<string, FirebaseChannel> = {
  'google.com': 'google',
  'facebook.com': 'facebook',
  'twitter.com': 'twitter',
  phone: 'phone',
};

/** The longest life a Firebase ID token has (Firebase issues them for an hour). */
export const FIREBASE_TOKEN_MAX_LIFETIME_SECONDS = 3600;

export interface FirebaseIdentityDependencies {
  local: LocalIdentityProvider;
  now: () => Date;
}

/**
 * Firebase ID tokens, verified as signed JWTs (RS256) against the published keys of Firebase
 * (or of the local fake), with the issuer and audience of the merchant's project; the channel is
 * the token's own sign_in_provider, and it must be one the merchant's flags offer. A token may
 * live an hour at most from iat to exp.
 */
export class FirebaseIdentities {
  private readonly remoteKeys = new Map<string, JWTVerifyGetKey>();

  constructor(private readonly deps: FirebaseIdentityDependencies) {}

  async verify(merchant: MerchantConfig, idToken: string): Promise<VerifiedIdentity> {
    const config = merchant.signIn.firebase;
    if (!config) throw notOfferedError('firebase');
    const projectId =
      config.provider === 'local' ? localFirebaseProject(merchant.code) : config.projectId;
    const keys =
      config.provider === 'local'
        ? createLocalJWKSet(await this.deps.local.firebaseKeys())
        : this.remote(config.jwksUrl);
    const payload = await this.payload(idToken, keys, projectId);
    const claim = (payload.firebase as { sign_in_provider?: unknown } | undefined)
      ?.sign_in_provider;
    const channel = typeof claim === 'string' ? CHANNEL_OF[claim] : undefined;
    if (!channel || !FIREBASE_CHANNELS.includes(channel)) throw identityInvalidError();
    if (!offersSocialSignIn(merchant.flags, channel, merchant.sms.firebase)) {
      throw notOfferedError(channel);
    }
    return { provider: 'firebase', subject: payload.sub!, channel };
  }

  private async payload(
    idToken: string,
    keys: JWTVerifyGetKey,
    projectId: string,
  ): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: firebaseIssuer(projectId),
        audience: projectId,
        algorithms: ['RS256'],
        currentDate: this.deps.now(),
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      const subject = payload.sub ?? '';
      if (subject.length < 1 || subject.length > 128) throw new Error('subject out of bounds');
      // A token signed to live for years is no Firebase sign-in, whatever key signed it.
      if (payload.exp! - payload.iat! > FIREBASE_TOKEN_MAX_LIFETIME_SECONDS) {
        throw new Error('lifetime out of bounds');
      }
      return payload;
    } catch {
      throw identityInvalidError();
    }
  }

  /** One key set per published address, fetched on first need and cached by jose. */
  private remote(url: string): JWTVerifyGetKey {
    let keys = this.remoteKeys.get(url);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
      this.remoteKeys.set(url, keys);
    }
    return keys;
  }
}
