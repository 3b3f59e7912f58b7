import { createHash } from 'node:crypto';
import {
  offersSocialSignIn,
  type FirebaseChannel,
  type IdentityProvider,
  type LoginValue,
  type SignInMethods,
} from '@lobby/contract';
import type { LocalIdentityProvider } from './local-identity-provider.js';
import type { AccountLimiter } from './account-limiter.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { FirebaseIdentities } from './firebase-identities.js';
import type { VerifiedIdentity } from './identity-repository.js';
import { notOfferedError } from './identity-errors.js';
import type { LineIdentities } from './line-identities.js';
import type { MayaIdentities } from './maya-identities.js';
import type { MemberRepository } from './member-repository.js';
import type { SecondFactorService } from './second-factor.js';
import type { SessionContext } from './sessions.js';
import type { ClientFacts, SignInSessions } from './sign-in-sessions.js';
import type { SocialIdentities } from './social-identities.js';
import type { TelegramIdentities } from './telegram-identities.js';

export interface SocialSignInDependencies {
  members: MemberRepository;
  limiter: AccountLimiter;
  signInSessions: SignInSessions;
  /** The member's own second factor, which another account's proof never stands in for. */
  secondFactor: Pick<SecondFactorService, 'requireStep'>;
  social: SocialIdentities;
  firebase: FirebaseIdentities;
  line: LineIdentities;
  telegram: TelegramIdentities;
  maya: MayaIdentities;
  local: LocalIdentityProvider;
}

/**
 * Signing in with another account: the provider's proof is verified here, never trusted from the
 * browser; a linked identity signs its member in (through the member's second factor when one is
 * on), any other answers bind_customer_required.
 */
export class SocialSignInService {
  constructor(private readonly deps: SocialSignInDependencies) {}

  async firebase(merchant: MerchantConfig, idToken: string | undefined, client: ClientFacts) {
    await this.deps.limiter.loginSource(merchant.code, client.ip);
    return this.signIn(merchant, await this.deps.firebase.verify(merchant, idToken ?? ''), client);
  }

  async telegram(merchant: MerchantConfig, telegramAuth: string | undefined, client: ClientFacts) {
    await this.deps.limiter.loginSource(merchant.code, client.ip);
    const identity = this.deps.telegram.verify(merchant, telegramAuth ?? '');
    return this.signIn(merchant, identity, client);
  }

  verifyLineCode(merchant: MerchantConfig, code: string, redirectUri: string, ip: string) {
    return this.deps.limiter
      .loginSource(merchant.code, ip)
      .then(() => this.deps.line.verifyCode(merchant, code, redirectUri));
  }

  async line(merchant: MerchantConfig, lineSessionToken: string, client: ClientFacts) {
    await this.deps.limiter.loginSource(merchant.code, client.ip);
    const profile = await this.deps.line.take(merchant, lineSessionToken);
    try {
      return await this.signIn(merchant, profile.identity, client);
    } catch (error) {
      // The same token carries the identity on to the registration the choice dialog may open.
      await this.deps.line.keep(merchant, lineSessionToken, profile);
      throw error;
    }
  }

  async maya(merchant: MerchantConfig, sessionId: string, env: string, client: ClientFacts) {
    await this.deps.limiter.loginSource(merchant.code, client.ip);
    return this.signIn(merchant, await this.deps.maya.verify(merchant, sessionId, env), client);
  }

  telegramSetting(merchant: MerchantConfig) {
    return this.deps.telegram.setting(merchant);
  }

  /** Refreshes the Maya tokens of the signed-in member's Maya account, when there is one. */
  async refreshMaya(merchant: MerchantConfig, session: SessionContext, env: string) {
    if (!merchant.signIn.maya) throw notOfferedError('Maya');
    const subjects = await this.deps.social.subjectsOf(merchant, session.memberId, 'maya');
    if (subjects.length === 0) return { linked: false, expiresAt: null };
    return { linked: true, expiresAt: await this.deps.maya.refresh(merchant, subjects[0]!, env) };
  }

  /** The merchant's providers, each only where its flag (or Maya's configuration) is on. */
  methods(merchant: MerchantConfig): SignInMethods {
    const { firebase, line, telegram, maya } = merchant.signIn;
    const ways = ['google', 'facebook', 'twitter'] as const;
    const firebaseOn =
      ways.some((way) => offersSocialSignIn(merchant.flags, way)) || merchant.sms.firebase;
    return {
      firebase:
        firebase && firebaseOn
          ? firebase.provider === 'local'
            ? { local: true, projectId: '', apiKey: '', authDomain: '', googleWebClientId: '' }
            : {
                local: false,
                projectId: firebase.projectId,
                apiKey: firebase.apiKey,
                authDomain: firebase.authDomain,
                googleWebClientId: firebase.googleWebClientId,
              }
          : null,
      line:
        line && offersSocialSignIn(merchant.flags, 'line')
          ? {
              local: line.provider === 'local',
              channelId: line.provider === 'local' ? '' : line.channelId,
            }
          : null,
      telegram:
        telegram && offersSocialSignIn(merchant.flags, 'telegram')
          ? { local: telegram.provider === 'local', botId: this.telegramSetting(merchant).botId }
          : null,
      maya: maya ? { local: maya.provider === 'local' } : null,
    };
  }

  /** The local fake's proof for a subject: only where that provider is the local fake. */
  async localProof(
    merchant: MerchantConfig,
    input: { provider: IdentityProvider; channel?: FirebaseChannel; subject: string },
  ): Promise<{ proof: string }> {
    const local = this.deps.local;
    if (merchant.signIn[input.provider]?.provider !== 'local')
      throw notOfferedError('the local fake');
    switch (input.provider) {
      case 'firebase':
        return {
          proof: await local.firebaseToken(merchant.code, input.subject, input.channel ?? 'google'),
        };
      case 'line':
        return { proof: await local.lineCode(input.subject, input.subject) };
      case 'telegram': {
        const id = Number.parseInt(
          createHash('sha256').update(input.subject).digest('hex').slice(0, 12),
          16,
        );
        return { proof: local.telegramAuth(id, input.subject) };
      }
      case 'maya':
        return { proof: local.mayaSession(input.subject) };
    }
  }

  private async signIn(
    merchant: MerchantConfig,
    identity: VerifiedIdentity,
    client: ClientFacts,
  ): Promise<LoginValue> {
    const memberId = await this.deps.social.memberOf(merchant, identity);
    const member = memberId ? await this.deps.members.findById(merchant.code, memberId) : undefined;
    if (!member) throw await this.deps.social.bindRequired(merchant, identity);
    await this.deps.secondFactor.requireStep(merchant, member, 'other');
    return this.deps.signInSessions.finish(merchant, member, client, false);
  }
}
