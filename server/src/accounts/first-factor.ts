import type { CaptchaAnswer, LoginType } from '@lobby/contract';
import type { MemberRepository, MemberRow } from './member-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { AccountLimiter } from './account-limiter.js';
import { verifyDummy, verifyPassword } from '../core/crypto/password-hashing.js';
import { e164Of } from './phone-numbers.js';
import type { VerificationCodes } from './verification-codes.js';
import { credentialsError, lockedError } from './account-errors.js';

/** What a sign-in (and its second step) gives as its first factor. */
export interface LoginInput {
  type: LoginType;
  isSms?: boolean;
  /** The username, or for an SMS sign-in the mobile number. */
  username: string;
  /** The password, or for an SMS sign-in the texted code. */
  password: string;
  captcha?: CaptchaAnswer;
  /** "Remember me": also issue a remember token for auto-login. */
  remember?: boolean;
  /** The proofs of the other accounts' sign-in types. */
  firebaseIdToken?: string;
  lineSessionToken?: string;
  telegramAuth?: string;
  /** The identity of the choice dialog to link once this sign-in is proven. */
  bindTicket?: string;
}

/** The first factor's tries on this username are spent for now. */
export const LOCKED = 'locked';
export type FirstFactorOutcome = MemberRow | typeof LOCKED | undefined;
export const isMember = (outcome: FirstFactorOutcome): outcome is MemberRow =>
  outcome !== undefined && outcome !== LOCKED;

export interface FirstFactorDependencies {
  members: MemberRepository;
  limiter: AccountLimiter;
  codes: VerificationCodes;
  /** Holds failed sign-in answers during a failure wave (injectable, so tests never wait). */
  pause: (ms: number) => Promise<void>;
}

/**
 * The first factor of a sign-in (a password, or a texted sign-in code) within the account's
 * tries, and the one way a failed one is answered. Used by sign-in and by its second step, which
 * asks the password again.
 */
export class FirstFactor {
  constructor(private readonly deps: FirstFactorDependencies) {}

  /**
   * The member whose password this is, within the account's tries; LOCKED past them (whether the
   * username exists or not, after the same work); undefined otherwise.
   */
  async checkPassword(
    merchant: MerchantConfig,
    username: string,
    password: string,
  ): Promise<FirstFactorOutcome> {
    // The try is reserved before the password is judged: a burst gets lockoutFailures judged.
    const allowed = await this.deps.limiter.reserveAccountTry(merchant, username);
    const member = await this.deps.members.credentials(merchant.code, { username });
    const valid =
      member && allowed
        ? await verifyPassword(member.password_hash, password)
        : await verifyDummy(password);
    if (!allowed) return LOCKED;
    // A default password is random and never told; kept so such an account never signs in by one.
    if (!member || !valid || member.password_is_default) return undefined;
    return member;
  }

  /**
   * The member with this mobile number (national for the merchant's country, or `+` and its
   * dialing code) when the code is its live sign-in code, within the account's tries (a wrong
   * code counts toward the lockout like a wrong password).
   */
  async checkSmsCode(
    merchant: MerchantConfig,
    mobileNum: string,
    code: string,
  ): Promise<FirstFactorOutcome> {
    const e164 = e164Of(merchant.country, { mobileNum });
    const member = e164 ? await this.deps.members.findByMobile(merchant.code, e164) : undefined;
    const allowed = await this.deps.limiter.reserveAccountTry(
      merchant,
      member?.username ?? `mobile:${e164 ?? mobileNum}`,
    );
    if (!allowed) return LOCKED;
    if (!member || !e164) return undefined;
    return (await this.deps.codes.redeem(merchant, 'login', e164, code)) ? member : undefined;
  }

  /** A failed first factor: held during a failure wave, then login.locked or login.cred.err. */
  async refuse(merchant: MerchantConfig, outcome: typeof LOCKED | undefined): Promise<never> {
    const delayMs = await this.deps.limiter.failureDelayMs(merchant.code);
    if (delayMs > 0) await this.deps.pause(delayMs);
    throw outcome === LOCKED ? lockedError(merchant) : credentialsError();
  }
}
