import { randomBytes } from 'node:crypto';
import { jwtVerify } from 'jose';
import { offersSocialSignIn } from '@lobby/contract';
import type { OneUseStore } from '../core/limits/one-use-store.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { OutboundFetch } from '../core/outbound-url.js';
import type { VerifiedIdentity } from './identity-repository.js';
import { lineInvalidTokenError, notOfferedError } from './identity-errors.js';
import {
  LINE_ISSUER,
  LOCAL_LINE_CHANNEL,
  type LocalIdentityProvider,
} from './local-identity-provider.js';

/** How long a Line session token (from WPS3RD_verifyLineCode) may wait for its sign-in. */
export const LINE_SESSION_MS = 10 * 60_000;

export interface LineProfile {
  identity: VerifiedIdentity;
  name: string;
  picture: string;
}

export interface LineIdentityDependencies {
  local: LocalIdentityProvider;
  store: OneUseStore;
  now: () => Date;
  env: NodeJS.ProcessEnv;
  /** The guarded outward fetch: the token URL comes from the merchant file. */
  fetch: OutboundFetch;
}

const sessionKey = (merchantCode: string, token: string) => `line:${merchantCode}:${token}`;

/**
 * Line sign-in: the code and redirect address are exchanged at Line's token endpoint with the
 * channel secret, and the ID token it answers is verified (HS256 under the channel secret, issuer
 * Line, audience the channel); the identity then waits under a session token of ours.
 */
export class LineIdentities {
  constructor(private readonly deps: LineIdentityDependencies) {}

  async verifyCode(
    merchant: MerchantConfig,
    code: string,
    redirectUri: string,
  ): Promise<{ lineSessionToken: string; name: string; picture: string }> {
    const config = this.config(merchant);
    const channelId = config.provider === 'local' ? LOCAL_LINE_CHANNEL : config.channelId;
    const secret =
      config.provider === 'local'
        ? this.deps.local.lineChannelSecret()
        : (this.deps.env[config.secretEnv] ?? '');
    if (!secret) throw notOfferedError('line');
    const idToken =
      config.provider === 'local'
        ? code
        : await this.exchange(config.tokenUrl, { code, redirectUri, channelId, secret });
    const profile = await this.profile(idToken, channelId, secret);
    const lineSessionToken = randomBytes(32).toString('base64url');
    await this.deps.store.put(
      sessionKey(merchant.code, lineSessionToken),
      JSON.stringify(profile),
      LINE_SESSION_MS,
    );
    return { lineSessionToken, name: profile.name, picture: profile.picture };
  }

  /** The identity a session token holds, used up; line_invalid_token when none is live. */
  async take(merchant: MerchantConfig, lineSessionToken: string): Promise<LineProfile> {
    this.config(merchant);
    const held = await this.deps.store.take(sessionKey(merchant.code, lineSessionToken));
    if (!held) throw lineInvalidTokenError();
    return JSON.parse(held) as LineProfile;
  }

  /** Keeps a session token for the registration or sign-in that follows the choice dialog. */
  async keep(merchant: MerchantConfig, lineSessionToken: string, profile: LineProfile) {
    await this.deps.store.put(
      sessionKey(merchant.code, lineSessionToken),
      JSON.stringify(profile),
      LINE_SESSION_MS,
    );
  }

  private async exchange(
    tokenUrl: string,
    input: { code: string; redirectUri: string; channelId: string; secret: string },
  ): Promise<string> {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: input.channelId,
      client_secret: input.secret,
    });
    try {
      const response = await this.deps.fetch(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json()) as { id_token?: unknown };
      if (!response.ok || typeof answer.id_token !== 'string') throw new Error('no id_token');
      return answer.id_token;
    } catch {
      throw lineInvalidTokenError();
    }
  }

  private async profile(idToken: string, channelId: string, secret: string): Promise<LineProfile> {
    try {
      const { payload } = await jwtVerify(idToken, new TextEncoder().encode(secret), {
        issuer: LINE_ISSUER,
        audience: channelId,
        algorithms: ['HS256'],
        currentDate: this.deps.now(),
        requiredClaims: ['sub', 'exp'],
      });
      const subject = payload.sub!;
      if (subject.length > 128) throw new Error('subject out of bounds');
      const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 256) : '');
      return {
        identity: { provider: 'line', subject, channel: '' },
        name: text(payload.name),
        picture: text(payload.picture),
      };
    } catch {
      throw lineInvalidTokenError();
    }
  }

  private config(merchant: MerchantConfig) {
    const config = merchant.signIn.line;
    if (!config || !offersSocialSignIn(merchant.flags, 'line')) throw notOfferedError('line');
    return config;
  }
}
