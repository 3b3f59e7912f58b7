import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ERROR_CODES as E,
  VERIFICATION_CODE,
  type CaptchaAnswer,
  type CodeSent,
} from '@lobby/contract';
import {
  outgoingText,
  type MessageKey,
  type Messengers,
  type MessageOutbox,
} from '../messaging/index.js';
import { AppError } from '../core/errors.js';
import type { CodeKey, VerificationCodeRepository } from './verification-code-repository.js';
import type { ServerSecretRepository } from '../core/db/server-secret-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { AccountLimiter } from './account-limiter.js';
import type { CaptchaVerifier } from '../captcha/index.js';

/** What a code is for; a code of one purpose never serves another. */
export type CodePurpose = 'login' | 'register' | 'reset' | 'two-factor' | 'email' | 'passkey';

const SECRET_NAME = 'verification-codes';

/** The catalogue's text of each purpose's code. */
const PURPOSE_TEXT: Record<CodePurpose, MessageKey> = {
  login: 'code.login',
  register: 'code.register',
  reset: 'code.reset',
  'two-factor': 'code.twoFactor',
  email: 'code.email',
  // "Your verification code": the proof asked before a passkey is added reads the same.
  passkey: 'code.twoFactor',
};

/**
 * Where a code goes (a text to a number, or an email to an address) and the language it is
 * written in: the member's, or the request's for someone not yet a member.
 */
export type CodeTarget = {
  channel: 'sms' | 'email';
  to: string;
  recipient: string;
  language: string | undefined;
};

/** An address as quotas and codes key it: trimmed and folded (addresses match case-insensitively). */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** The sending quota a target's sends count against: its number, or its folded address. */
const quotaKeyOf = (target: { channel: 'sms' | 'email'; to: string }) =>
  target.channel === 'sms' ? `sms:${target.to}` : `email:${emailKey(target.to)}`;

/** A text goes to, is limited by and keeps its code under one number: the member's E.164. */
const smsTarget = (e164: string, language: string | undefined): CodeTarget => ({
  channel: 'sms',
  to: e164,
  recipient: e164,
  language,
});

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE.digits)).padStart(
    VERIFICATION_CODE.digits,
    '0',
  );
}

export interface VerificationCodeDependencies {
  repository: VerificationCodeRepository;
  /** Holds the key codes are hashed under. */
  secrets: ServerSecretRepository;
  limiter: AccountLimiter;
  captcha: CaptchaVerifier;
  messengers: Messengers;
  now: () => Date;
  outbox: MessageOutbox;
}

/**
 * Sends one-use codes by SMS and checks them. A code is kept only as an HMAC under a server
 * secret (so a copy of the table cannot be searched through the million codes), bound to
 * merchant, purpose and number; it lives 10 minutes, works once, and a resend replaces it.
 * Sends are spaced a minute apart and capped per day per number (one atomic upsert), and
 * limited per source and network.
 */
export class VerificationCodes {
  private secret: Promise<Buffer> | undefined;

  constructor(private readonly deps: VerificationCodeDependencies) {}

  /**
   * Spends a send of the number (E.164, see phone-numbers.ts) and of the source, stores a fresh
   * code and texts it when `deliver` is true. Callers pass deliver false for a number that must
   * not learn it exists or not: the answer, limits and stored code are the same, only no text
   * leaves.
   */
  async sendSms(
    merchant: MerchantConfig,
    purpose: CodePurpose,
    e164: string,
    captcha: CaptchaAnswer,
    client: { ip: string },
    deliver: boolean,
    language: string | undefined,
  ): Promise<CodeSent> {
    await this.deps.limiter.codeSource(merchant.code, client.ip);
    await this.deps.captcha.verify(merchant, 'sms', captcha, client);
    return this.sendCode(merchant, purpose, smsTarget(e164, language), deliver);
  }

  /**
   * Emails a code to an address: the same limits (per address and per source), hashing, life and
   * single use as a texted code, and as there, `deliver` false sends nothing after the same work.
   * No captcha: the callers are signed in or have given a password.
   */
  async sendEmail(
    merchant: MerchantConfig,
    purpose: CodePurpose,
    address: { email: string; recipient: string; language: string | undefined },
    client: { ip: string },
    deliver = true,
  ): Promise<CodeSent> {
    await this.deps.limiter.codeSource(merchant.code, client.ip);
    return this.sendCode(
      merchant,
      purpose,
      {
        channel: 'email',
        to: address.email.trim(),
        recipient: address.recipient,
        language: address.language,
      },
      deliver,
    );
  }

  /** As sendSms, for a caller who proved the account already (the second factor's code). */
  async sendSmsToMember(
    merchant: MerchantConfig,
    purpose: CodePurpose,
    e164: string,
    client: { ip: string },
    language: string | undefined,
  ): Promise<CodeSent> {
    await this.deps.limiter.codeSource(merchant.code, client.ip);
    return this.sendCode(merchant, purpose, smsTarget(e164, language), true);
  }

  /**
   * Takes one send of an address's quota (a minute apart, a daily cap) in one atomic statement,
   * refusing with the same errors as a code's sends. For sends that are not codes (reset links).
   */
  async takeQuota(merchant: MerchantConfig, quotaKey: string): Promise<void> {
    const now = this.deps.now();
    const limits = {
      spacingMs: VERIFICATION_CODE.resendAfterMs,
      dailyCap: VERIFICATION_CODE.dailySends,
    };
    if (await this.deps.repository.takeSend(merchant.code, quotaKey, now, limits)) return;
    const capped = await this.deps.repository.dailyCapReached(
      merchant.code,
      quotaKey,
      now,
      limits.dailyCap,
    );
    throw capped
      ? new AppError(429, E.tooManySms, 'Too many codes for this recipient today, try tomorrow')
      : new AppError(429, E.tooManySmsSoon, 'Please wait a minute before asking for a new code');
  }

  /**
   * The e2e server's control (E2E_CONTROLS only, see e2e-control-routes.ts): the recipient's
   * minute between sends has passed, so a spec need not wait it out. The daily cap still counts.
   */
  async spacingPassed(
    merchant: MerchantConfig,
    target: { channel: 'sms' | 'email'; to: string },
  ): Promise<boolean> {
    const sentBefore = new Date(this.deps.now().getTime() - VERIFICATION_CODE.resendAfterMs);
    return this.deps.repository.moveLastSendBack(merchant.code, quotaKeyOf(target), sentBefore);
  }

  private async sendCode(
    merchant: MerchantConfig,
    purpose: CodePurpose,
    target: CodeTarget,
    deliver: boolean,
  ): Promise<CodeSent> {
    await this.takeQuota(merchant, quotaKeyOf(target));
    const now = this.deps.now();
    const code = newCode();
    const key = { merchantCode: merchant.code, purpose, recipient: target.recipient };
    const codeHash = await this.hash(key, code);
    const minutes = VERIFICATION_CODE.ttlMs / 60_000;
    // The text is queued with the code it carries (or, with deliver false, the same statements
    // queue nothing): the answer never waits for the provider, member or not.
    await this.deps.outbox.withMessage(
      (executor) =>
        this.deps.repository.put(
          key,
          codeHash,
          now,
          new Date(now.getTime() + VERIFICATION_CODE.ttlMs),
          executor,
        ),
      {
        merchantCode: merchant.code,
        channel: target.channel,
        to: target.to,
        subject:
          target.channel === 'email'
            ? outgoingText(merchant, target.language, 'code.subject')
            : null,
        text: outgoingText(merchant, target.language, PURPOSE_TEXT[purpose], { code, minutes }),
      },
      deliver,
    );
    return {
      resendAfterSeconds: VERIFICATION_CODE.resendAfterMs / 1000,
      expiresInSeconds: VERIFICATION_CODE.ttlMs / 1000,
    };
  }

  /** Whether emails reach anyone here (an SMTP server, or the development inbox). */
  emailConfigured(merchant: MerchantConfig): boolean {
    return this.deps.messengers.emailConfigured(merchant);
  }

  /**
   * True once for the right live code: one try is reserved before comparing, so at most
   * VERIFICATION_CODE.wrongTries guesses reach a code however many arrive at once, and the
   * right code is used up by one atomic update.
   */
  async redeem(
    merchant: MerchantConfig,
    purpose: CodePurpose,
    recipient: string,
    code: string,
  ): Promise<boolean> {
    const key = { merchantCode: merchant.code, purpose, recipient };
    const now = this.deps.now();
    const stored = await this.deps.repository.reserveTry(key, now, VERIFICATION_CODE.wrongTries);
    if (!stored) return false;
    const given = await this.hash(key, code);
    if (!timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(given, 'hex'))) return false;
    return this.deps.repository.consume(key, stored, now);
  }

  private async hash(key: CodeKey, code: string): Promise<string> {
    this.secret ??= this.deps.secrets
      .getOrCreate(SECRET_NAME, randomBytes(32).toString('base64url'))
      .then(
        (value) => Buffer.from(value),
        (error: unknown) => {
          this.secret = undefined;
          throw error;
        },
      );
    return createHmac('sha256', await this.secret)
      .update(`${key.merchantCode}\n${key.purpose}\n${key.recipient}\n${code}`)
      .digest('hex');
  }
}
