import { ERROR_CODES as E, type CodeFactor, type CodeSent } from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { AccountLimiter } from './account-limiter.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { codeExpiredError } from './account-errors.js';
import { requireCredentials, requireMember } from './member-lookup.js';
import type { MemberRepository, MemberRow } from './member-repository.js';
import type { PasswordService } from './password-service.js';
import { isE164 } from './phone-numbers.js';
import type { SessionContext } from './sessions.js';
import { emailKey, type VerificationCodes } from './verification-codes.js';

/** What a member gives to prove themselves before adding a passkey. */
export interface PasskeyProofInput {
  password?: string | undefined;
  verifyMethod?: CodeFactor | undefined;
  verifyCode?: string | undefined;
}

export interface PasskeyProofDependencies {
  members: MemberRepository;
  passwords: Pick<PasswordService, 'confirmOwnPassword'>;
  codes: VerificationCodes;
  limiter: AccountLimiter;
}

const notSupported = (message: string) => new AppError(400, E.notSupported, message);

/** Where a code for this member goes by a method: their own number or verified address only. */
function recipientOf(member: MemberRow, method: CodeFactor): string | undefined {
  if (method === 'sms') return isE164(member.mobile) ? member.mobile : undefined;
  return member.email ? emailKey(member.email) : undefined;
}

/**
 * The proof asked before a passkey is added: the member's own password, or, for a member who
 * never set one (signed up by code), a one-use code sent to their own number or address. A
 * session alone never adds a passkey, so a stolen session cannot keep itself a way back in.
 */
export class PasskeyProof {
  constructor(private readonly deps: PasskeyProofDependencies) {}

  async sendCode(
    merchant: MerchantConfig,
    session: SessionContext,
    method: CodeFactor,
    client: { ip: string },
  ): Promise<CodeSent> {
    const member = await requireMember(this.deps.members, merchant, session);
    if (!member.password_is_default) throw notSupported('Confirm with your password');
    const recipient = recipientOf(member, method);
    if (!recipient) {
      throw notSupported(
        method === 'sms' ? 'Texts cannot reach this number: use another way' : 'No verified email',
      );
    }
    if (method === 'sms') {
      return this.deps.codes.sendSmsToMember(
        merchant,
        'passkey',
        recipient,
        client,
        member.language,
      );
    }
    return this.deps.codes.sendEmail(
      merchant,
      'passkey',
      { email: member.email!, recipient, language: member.language },
      client,
    );
  }

  /**
   * The member, once proven. Wrong passwords and codes spend the session's own confirmations (on
   * top of a code's own 5 tries), never the account's sign-in tries.
   */
  async prove(
    merchant: MerchantConfig,
    session: SessionContext,
    input: PasskeyProofInput,
  ): Promise<MemberRow> {
    const { members, passwords, codes, limiter } = this.deps;
    const member = await requireCredentials(members, merchant, session);
    if (!member.password_is_default) {
      return passwords.confirmOwnPassword(merchant, session, input.password ?? '');
    }
    if (!input.verifyMethod || !input.verifyCode) {
      throw new AppError(200, E.passwordDefaultLocked, 'Confirm with a code sent to you');
    }
    const recipient = recipientOf(member, input.verifyMethod);
    const confirmation = await limiter.ownConfirmation(merchant, session.id);
    const redeemed =
      recipient !== undefined &&
      (await codes.redeem(merchant, 'passkey', recipient, input.verifyCode.trim()));
    if (!redeemed) throw codeExpiredError();
    await confirmation.succeeded();
    return member;
  }
}
