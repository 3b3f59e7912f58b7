import { ERROR_CODES as E, type CaptchaAnswer, type CodeSent } from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MemberRepository } from './member-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { AccountLimiter } from './account-limiter.js';
import { hashPassword } from '../core/crypto/password-hashing.js';
import { assertNewPasswordAllowed } from './passwords.js';
import type { PasswordService } from './password-service.js';
import { requireE164, type PhoneInput } from './phone-numbers.js';
import type { VerificationCodes } from './verification-codes.js';
import { codeExpiredError } from './account-errors.js';

export interface CodeAccountDependencies {
  members: MemberRepository;
  codes: VerificationCodes;
  /** Completes a reset: stores the password, ends the member's sessions and remembered logins. */
  passwords: Pick<PasswordService, 'completeReset'>;
  limiter: AccountLimiter;
}

/**
 * The account flows that run on texted codes: sending sign-in, registration and reset codes,
 * and setting a new password with a reset code. No answer tells whether a number has an account
 * (registration excepted, which already does).
 */
export class CodeAccounts {
  constructor(private readonly deps: CodeAccountDependencies) {}

  sendLoginCode(
    merchant: MerchantConfig,
    target: PhoneInput,
    captcha: CaptchaAnswer,
    client: { ip: string },
  ): Promise<CodeSent> {
    return this.sendToMember(merchant, 'login', target, captcha, client);
  }

  sendResetCode(
    merchant: MerchantConfig,
    target: PhoneInput,
    captcha: CaptchaAnswer,
    client: { ip: string },
  ): Promise<CodeSent> {
    return this.sendToMember(merchant, 'reset', target, captcha, client);
  }

  /**
   * Texts a code to a member's number; a number with no member is answered alike, unsent. The
   * number is read as E.164 with the dialing code asked for, so another country's dialing code
   * names another number: a stranger's, or nobody's.
   */
  private async sendToMember(
    merchant: MerchantConfig,
    purpose: 'login' | 'reset',
    target: PhoneInput,
    captcha: CaptchaAnswer,
    client: { ip: string },
  ): Promise<CodeSent> {
    const e164 = requireE164(merchant, target);
    const member = await this.deps.members.findByMobile(merchant.code, e164);
    return this.deps.codes.sendSms(
      merchant,
      purpose,
      e164,
      captcha,
      client,
      !!member,
      member?.language,
    );
  }

  /** `language` is the request's: the number has no member yet whose language could be read. */
  async sendRegisterCode(
    merchant: MerchantConfig,
    target: PhoneInput,
    captcha: CaptchaAnswer,
    client: { ip: string },
    language: string,
  ): Promise<CodeSent> {
    if (!merchant.accounts.methods.includes('mobile')) {
      throw new AppError(
        400,
        E.registerMethodDisabled,
        'Registering by mobile is not offered here',
      );
    }
    const e164 = requireE164(merchant, target);
    if (await this.deps.members.findByMobile(merchant.code, e164)) {
      throw new AppError(200, E.mobileExists, 'This mobile number is already registered');
    }
    return this.deps.codes.sendSms(merchant, 'register', e164, captcha, client, true, language);
  }

  /**
   * Sets a new password with a reset code, then ends every session and remembered login of the
   * member. Nobody is signed in: the next sign-in still meets any second factor.
   */
  async resetPassword(
    merchant: MerchantConfig,
    input: PhoneInput & { code: string; newPassword: string },
    client: { ip: string },
  ): Promise<void> {
    await this.deps.limiter.loginSource(merchant.code, client.ip);
    const e164 = requireE164(merchant, input);
    const member = await this.deps.members.findByMobile(merchant.code, e164);
    // Judged before the code is used up, so a common password does not cost the code; the
    // username rule only after, so no answer links a number to a username.
    assertNewPasswordAllowed(input.newPassword, { username: undefined, merchant }, 'newPassword');
    // The code is tried whether or not a member has the number, so both answer alike.
    const redeemed = await this.deps.codes.redeem(merchant, 'reset', e164, input.code);
    if (!member || !redeemed) throw codeExpiredError();
    assertNewPasswordAllowed(
      input.newPassword,
      { username: member.username, merchant },
      'newPassword',
    );
    await this.deps.passwords.completeReset(
      merchant,
      member,
      await hashPassword(input.newPassword),
    );
  }
}
