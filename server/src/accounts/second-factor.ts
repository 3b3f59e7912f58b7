import {
  ERROR_CODES as E,
  requestedLoginType,
  TWO_FACTOR_RULES,
  type CodeFactor,
  type CodeSent,
  type LoginValue,
  type LoginVerifyRequired,
  type TwoFactorMethod,
  type TwoFactorStatus,
} from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MemberRepository, MemberRow } from './member-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { AccountLimiter } from './account-limiter.js';
import type { Authenticator } from './authenticator.js';
import { isMember, LOCKED, type FirstFactor, type LoginInput } from './first-factor.js';
import type { PasswordService } from './password-service.js';
import type { PendingSecondSteps, PendingStep } from './pending-second-steps.js';
import { isE164 } from './phone-numbers.js';
import type { RememberTokenService } from './remember-tokens.js';
import type { SessionContext } from './sessions.js';
import type { ClientFacts, SignInSessions } from './sign-in-sessions.js';
import type { SocialIdentities } from './social-identities.js';
import { emailKey, type VerificationCodes } from './verification-codes.js';
import { requireMember } from './member-lookup.js';
import { credentialsError, secondFactorCodeError } from './account-errors.js';

/** The second factors a member turned on, in the order the two-factor step offers them. */
export function verifyMethodsOf(member: MemberRow, authenticator: boolean): TwoFactorMethod[] {
  const methods: TwoFactorMethod[] = [];
  if (authenticator) methods.push('ga');
  if (member.two_factor_sms && member.mobile) methods.push('sms');
  if (member.two_factor_email && member.email) methods.push('email');
  return methods;
}

const lockedOut = () =>
  new AppError(429, E.tooManyLogin, 'Too many wrong codes: this account is locked for now');

export interface SecondFactorDependencies {
  members: MemberRepository;
  limiter: AccountLimiter;
  codes: VerificationCodes;
  authenticator: Authenticator;
  pendingSteps: PendingSecondSteps;
  firstFactor: FirstFactor;
  signInSessions: SignInSessions;
  passwords: Pick<PasswordService, 'confirmOwnPassword'>;
  remember: Pick<RememberTokenService, 'revokeAll'>;
  /** Links the identity of a bind ticket once the second step is proven too. */
  social: Pick<SocialIdentities, 'linkTicket'>;
}

/**
 * Every second factor: the step a sign-in takes when one is on (an authenticator or recovery
 * code, or a texted or emailed code), and turning them on and off. The authenticator's secrets
 * and recovery codes are Authenticator's; this service decides when each is asked.
 */
export class SecondFactorService {
  constructor(private readonly deps: SecondFactorDependencies) {}

  /**
   * After a right first factor, whichever it was: when the member turned a second factor on,
   * opens the step for its minutes and answers login_verify_required with the methods; otherwise
   * returns. A first factor other than the password (a texted code, another account, a remembered
   * device) goes on with the password and the code: the step is proven by username and password.
   */
  async requireStep(
    merchant: MerchantConfig,
    member: MemberRow & { authenticator_on?: boolean },
    firstFactor: 'password' | 'other',
  ): Promise<void> {
    const enabled =
      member.authenticator_on ?? (await this.deps.authenticator.enabled(merchant.code, member.id));
    const verifyMethods = verifyMethodsOf(member, enabled);
    if (verifyMethods.length === 0) return;
    // The code step may follow within its minutes (password only).
    await this.deps.pendingSteps.open(merchant.code, member.username, member.id);
    const value: LoginVerifyRequired = { verifyMethods };
    throw new AppError(
      200,
      E.loginVerifyRequired,
      firstFactor === 'other'
        ? 'This account confirms each sign-in with a second step: log in with your password'
        : 'Confirm this sign-in with a code',
      value,
    );
  }

  /**
   * The second step of a sign-in that answered login_verify_required: the password again, within
   * the step's minutes, and an authenticator or recovery code. Wrong codes count toward the
   * account's tries, and TWO_FACTOR_RULES.wrongCodes of them lock the sign-in.
   */
  async verifySignIn(
    merchant: MerchantConfig,
    input: LoginInput & { verifyMethod: TwoFactorMethod; verifyCode: string },
    client: ClientFacts,
  ): Promise<LoginValue> {
    const { limiter } = this.deps;
    const { member, step } = await this.pendingStep(merchant, input, client);
    const wrongSoFar = await limiter.reserveSecondFactorTry(merchant, member.username);
    if (wrongSoFar > TWO_FACTOR_RULES.wrongCodes) throw lockedOut();
    if (!(await this.checkCode(merchant, member, input.verifyMethod, input.verifyCode))) {
      if (wrongSoFar >= TWO_FACTOR_RULES.wrongCodes) throw lockedOut();
      await this.deps.pendingSteps.keep(step);
      throw secondFactorCodeError();
    }
    await limiter.secondFactorSucceeded(merchant, member.username);
    if (input.bindTicket) await this.deps.social.linkTicket(merchant, input.bindTicket, member.id);
    return this.deps.signInSessions.finish(merchant, member, client, input.remember);
  }

  /**
   * Sends the code of a pending second step by the method asked (a texted or emailed code), to the
   * member's own number or verified address only, after the same password again. The step stays
   * pending with its own deadline.
   */
  async sendSignInCode(
    merchant: MerchantConfig,
    input: LoginInput & { verifyMethod: CodeFactor },
    client: ClientFacts,
  ): Promise<CodeSent> {
    const { member, step } = await this.pendingStep(merchant, input, client);
    await this.deps.pendingSteps.keep(step);
    // The right password's try is given back: sending a code is not a failed sign-in.
    await this.deps.limiter.refundAccountTry(merchant, member.username);
    const methods = verifyMethodsOf(member, false);
    if (!methods.includes(input.verifyMethod)) throw credentialsError();
    if (input.verifyMethod === 'sms') {
      // A number the E.164 migration could not read is texted nothing; the step stays required.
      if (!isE164(member.mobile)) {
        throw new AppError(400, E.notSupported, 'Texts cannot reach this number: use another way');
      }
      return this.deps.codes.sendSmsToMember(
        merchant,
        'two-factor',
        member.mobile,
        client,
        member.language,
      );
    }
    return this.deps.codes.sendEmail(
      merchant,
      'two-factor',
      { email: member.email!, recipient: emailKey(member.email!), language: member.language },
      client,
    );
  }

  async status(merchant: MerchantConfig, session: SessionContext): Promise<TwoFactorStatus> {
    const member = await requireMember(this.deps.members, merchant, session);
    const authenticator = await this.deps.authenticator.status(merchant.code, member.id);
    return {
      ...authenticator,
      sms: member.two_factor_sms && !!member.mobile,
      email: member.two_factor_email && !!member.email,
      smsAvailable: isE164(member.mobile),
      emailAvailable: !!member.email,
    };
  }

  /** Turns texted or emailed codes on or off as the member's second factor, after the password. */
  async setCodeFactor(
    merchant: MerchantConfig,
    session: SessionContext,
    input: { method: CodeFactor; enabled: boolean; password: string },
  ): Promise<TwoFactorStatus> {
    const { passwords, members, remember } = this.deps;
    const member = await passwords.confirmOwnPassword(merchant, session, input.password);
    if (!(await members.setCodeFactor(merchant.code, member.id, input.method, input.enabled))) {
      throw new AppError(
        400,
        E.notSupported,
        input.method === 'sms' ? 'Add a mobile number first' : 'Verify an email address first',
      );
    }
    // A device remembered before the second factor must not skip it.
    if (input.enabled) await remember.revokeAll(merchant.code, member.id);
    return this.status(merchant, session);
  }

  /** Starts turning the authenticator on: a new secret for the app, after the password. */
  async setupAuthenticator(merchant: MerchantConfig, session: SessionContext, password: string) {
    const member = await this.deps.passwords.confirmOwnPassword(merchant, session, password);
    const setup = await this.deps.authenticator.setup(merchant, member);
    if (!setup) {
      throw new AppError(
        400,
        E.invalidRequest,
        'The authenticator is already on; turn it off first',
      );
    }
    return setup;
  }

  /** Turns the authenticator on with its first code; answers the recovery codes. */
  async confirmAuthenticator(session: SessionContext, code: string): Promise<string[]> {
    const { merchantCode, memberId } = session;
    const codes = await this.deps.authenticator.confirm(merchantCode, memberId, code);
    if (!codes) throw secondFactorCodeError();
    await this.deps.remember.revokeAll(merchantCode, memberId);
    return codes;
  }

  async disableAuthenticator(
    merchant: MerchantConfig,
    session: SessionContext,
    password: string,
  ): Promise<void> {
    const member = await this.deps.passwords.confirmOwnPassword(merchant, session, password);
    await this.deps.authenticator.disable(merchant.code, member.id);
  }

  /**
   * The member of a pending second step, when the password is theirs again within the step's
   * minutes; the step is taken (the caller puts it back when it stays pending). Anything else
   * answers login.cred.err after the failure wave's pause, and ends the step.
   */
  private async pendingStep(
    merchant: MerchantConfig,
    input: LoginInput,
    client: ClientFacts,
  ): Promise<{ member: MemberRow; step: PendingStep }> {
    if (requestedLoginType(input) !== 'username') {
      throw new AppError(400, E.notSupported, 'Confirm a sign-in with username and password');
    }
    const { limiter, pendingSteps, firstFactor } = this.deps;
    await limiter.loginSource(merchant.code, client.ip);
    const step = await pendingSteps.take(merchant.code, input.username);
    const member = step
      ? await firstFactor.checkPassword(merchant, input.username, input.password)
      : undefined;
    if (!isMember(member) || !step || member.id !== step.memberId) {
      return firstFactor.refuse(merchant, member === LOCKED ? LOCKED : undefined);
    }
    return { member, step };
  }

  /** True once for a right code of a method the member turned on. */
  private async checkCode(
    merchant: MerchantConfig,
    member: MemberRow,
    method: TwoFactorMethod,
    code: string,
  ): Promise<boolean> {
    if (method === 'ga') return this.deps.authenticator.check(merchant.code, member.id, code);
    if (!verifyMethodsOf(member, false).includes(method)) return false;
    const recipient = method === 'sms' ? member.mobile! : emailKey(member.email!);
    return this.deps.codes.redeem(merchant, 'two-factor', recipient, code.trim());
  }
}
