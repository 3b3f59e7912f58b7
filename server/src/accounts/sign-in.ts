import {
  ERROR_CODES as E,
  requestedLoginType,
  type LoginValue,
  type RememberedLoginValue,
} from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MemberRepository } from './member-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { AccountLimiter } from './account-limiter.js';
import type { CaptchaVerifier } from '../captcha/index.js';
import { isMember, type FirstFactor, type LoginInput } from './first-factor.js';
import type { RememberTokenService } from './remember-tokens.js';
import type { SecondFactorService } from './second-factor.js';
import type { SessionContext } from './sessions.js';
import type { ClientFacts, SignInSessions } from './sign-in-sessions.js';
import { credentialsError } from './account-errors.js';
import type { SocialIdentities } from './social-identities.js';
import type { SocialSignInService } from './social-sign-in.js';

const isBreakRefusal = (error: unknown) =>
  error instanceof AppError &&
  (error.errorCode === E.timedOut || error.errorCode === E.selfExcluded);

export interface SignInDependencies {
  members: MemberRepository;
  limiter: AccountLimiter;
  captcha: CaptchaVerifier;
  firstFactor: FirstFactor;
  secondFactor: Pick<SecondFactorService, 'requireStep'>;
  signInSessions: SignInSessions;
  remember: Pick<RememberTokenService, 'redeem'>;
  /** Sign-in with other accounts (types firebase, line and telegram). */
  socialSignIn: SocialSignInService;
  /** Links the identity of a bind ticket once the account is proven. */
  social: Pick<SocialIdentities, 'linkTicket'>;
}

/**
 * Signing in by password or texted code (with the lockout and failure-wave limits), by a
 * remembered device (auto-login), and signing out.
 */
export class SignInService {
  constructor(private readonly deps: SignInDependencies) {}

  async login(
    merchant: MerchantConfig,
    input: LoginInput,
    client: ClientFacts,
  ): Promise<LoginValue> {
    const type = requestedLoginType(input);
    const { socialSignIn } = this.deps;
    if (type === 'firebase') return socialSignIn.firebase(merchant, input.firebaseIdToken, client);
    if (type === 'telegram') return socialSignIn.telegram(merchant, input.telegramAuth, client);
    if (type === 'line') return socialSignIn.line(merchant, input.lineSessionToken ?? '', client);
    const { limiter, captcha, firstFactor } = this.deps;
    await limiter.loginSource(merchant.code, client.ip);
    await captcha.verify(merchant, 'login', input.captcha ?? {}, client);
    const bySms = requestedLoginType(input) === 'sms';
    const member = bySms
      ? await firstFactor.checkSmsCode(merchant, input.username, input.password)
      : await firstFactor.checkPassword(merchant, input.username, input.password);
    if (!isMember(member)) return firstFactor.refuse(merchant, member);
    await this.deps.secondFactor.requireStep(merchant, member, bySms ? 'other' : 'password');
    // Proven, second step included: the identity of the choice dialog joins this account.
    if (input.bindTicket) await this.deps.social.linkTicket(merchant, input.bindTicket, member.id);
    return this.deps.signInSessions.finish(merchant, member, client, input.remember);
  }

  /** Auto-login with a remember token: a new session and the token that replaces the one used. */
  async loginRemembered(
    merchant: MerchantConfig,
    rememberToken: string,
    client: ClientFacts,
  ): Promise<RememberedLoginValue> {
    if (merchant.flags.MOBILEAUTOLOGIN3 !== true) {
      throw new AppError(400, E.notSupported, 'Auto-login is not offered here');
    }
    await this.deps.limiter.loginSource(merchant.code, client.ip);
    const { remember, members, signInSessions } = this.deps;
    const remembered = await remember.redeem(merchant.code, rememberToken, client.deviceId ?? '');
    if (!remembered) throw credentialsError();
    const member = await members.findById(merchant.code, remembered.memberId);
    if (!member || member.password_is_default) throw credentialsError();
    const { value, session } = await (async () => {
      await signInSessions.assertMaySignIn(merchant, member.id);
      // A remembered device is a first factor: a second factor on still asks its code.
      await this.deps.secondFactor.requireStep(merchant, member, 'other');
      return signInSessions.start(merchant, member, client);
    })().catch(async (error: unknown) => {
      // Refused during a break: the token stays the device's, for after the break.
      if (isBreakRefusal(error)) await remembered.keep();
      throw error;
    });
    const next = await signInSessions.rememberDevice(
      merchant,
      member.id,
      client,
      session,
      remembered.familyId,
    );
    return { ...value, rememberToken: next };
  }

  /** Ends this session, and the remembered login of its device. */
  logout(session: SessionContext): Promise<void> {
    return this.deps.signInSessions.end(session);
  }

  /** Signs the member out everywhere but here; other devices are no longer remembered either. */
  endOtherSessions(session: SessionContext): Promise<number> {
    return this.deps.signInSessions.endOthers(session);
  }
}
