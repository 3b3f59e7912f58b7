import { ERROR_CODES as E, maskEmail, type CodeSent } from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MemberRepository } from './member-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { SessionContext } from './sessions.js';
import { emailKey, type VerificationCodes } from './verification-codes.js';
import { codeExpiredError } from './account-errors.js';

const emailTaken = () =>
  new AppError(200, E.emailExists, 'Another account already uses this email address');

/** The code of an address change is bound to the member as well as the address. */
const recipientOf = (memberId: number, email: string) => `member:${memberId}:${emailKey(email)}`;

export interface MemberEmailDependencies {
  members: MemberRepository;
  codes: VerificationCodes;
}

/**
 * A member's verified email address: a code is emailed to the new address, and the address is
 * the member's once that code comes back. Unique per merchant, case-insensitively.
 */
export class MemberEmailService {
  constructor(private readonly deps: MemberEmailDependencies) {}

  async sendCode(
    merchant: MerchantConfig,
    session: SessionContext,
    email: string,
    client: { ip: string },
  ): Promise<CodeSent> {
    const owner = await this.deps.members.findByEmail(merchant.code, email);
    const member = await this.deps.members.findById(merchant.code, session.memberId);
    // A taken address is answered like a free one, after the same limits: the code goes nowhere,
    // so nobody learns which addresses have accounts. Confirming it is refused (email.exists).
    return this.deps.codes.sendEmail(
      merchant,
      'email',
      { email, recipient: recipientOf(session.memberId, email), language: member?.language },
      client,
      !owner || owner.id === session.memberId,
    );
  }

  async confirm(
    merchant: MerchantConfig,
    session: SessionContext,
    email: string,
    code: string,
  ): Promise<{ email: string }> {
    const redeemed = await this.deps.codes.redeem(
      merchant,
      'email',
      recipientOf(session.memberId, email),
      code,
    );
    if (!redeemed) throw codeExpiredError();
    const address = email.trim();
    if (!(await this.deps.members.setEmail(merchant.code, session.memberId, address))) {
      throw emailTaken();
    }
    return { email: maskEmail(address) };
  }
}
