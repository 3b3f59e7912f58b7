import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES as E,
  PAGE_PATHS,
  RESET_LINK,
  VERIFICATION_CODE,
  type CaptchaAnswer,
  type CodeSent,
} from '@lobby/contract';
import { outgoingText, type Messengers, type MessageOutbox } from '../messaging/index.js';
import { AppError } from '../core/errors.js';
import type { MemberRepository, MemberRow } from './member-repository.js';
import type { PasswordResetLinkRepository } from './password-reset-link-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { AccountLimiter } from './account-limiter.js';
import type { CaptchaVerifier } from '../captcha/index.js';
import { hashPassword } from '../core/crypto/password-hashing.js';
import { assertNewPasswordAllowed } from './passwords.js';
import type { PasswordService } from './password-service.js';
import { emailKey, type VerificationCodes } from './verification-codes.js';
import { linkOrigin } from './link-origin.js';

/** A token has 256 random bits, so a plain SHA-256 is enough to keep it unguessable at rest. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const linkInvalid = () =>
  new AppError(
    200,
    E.resetLinkInvalid,
    'This link is wrong, used or expired; please ask for a new one',
  );

export { linkOrigin };

export interface ResetLinkDependencies {
  members: MemberRepository;
  links: PasswordResetLinkRepository;
  /** Its quota: a link spends the same sends per address as an emailed code. */
  codes: VerificationCodes;
  messengers: Messengers;
  limiter: AccountLimiter;
  captcha: CaptchaVerifier;
  /** Completes a reset: stores the password, ends the member's sessions and remembered logins. */
  passwords: Pick<PasswordService, 'completeReset'>;
  now: () => Date;
  outbox: MessageOutbox;
}

/**
 * Password resets by an emailed one-use link. The token (256 bits) is kept only as a hash, bound
 * to merchant and member, lives 30 minutes and is replaced by a newer one; it rides in the URL
 * fragment so no server log or Referer sees it. Sending answers alike whether the account or
 * address exists; a reset ends every session and remembered login and signs nobody in.
 */
export class ResetLinks {
  constructor(private readonly deps: ResetLinkDependencies) {}

  async send(
    merchant: MerchantConfig,
    account: string,
    captcha: CaptchaAnswer,
    client: { ip: string },
  ): Promise<CodeSent> {
    if (!this.deps.messengers.emailConfigured(merchant)) {
      throw new AppError(400, E.notSupported, 'Resetting a password by email is not offered here');
    }
    await this.deps.limiter.codeSource(merchant.code, client.ip);
    await this.deps.captcha.verify(merchant, 'sms', captcha, client);
    const member = await this.memberOf(merchant.code, account.trim());
    // The quota is spent for an unknown account too (keyed by what was typed), so the answers,
    // limits included, never tell whether an account or address exists.
    await this.deps.codes.takeQuota(
      merchant,
      member?.email ? `email:${emailKey(member.email)}` : `reset:${account.trim().toLowerCase()}`,
    );
    // A link is made and the same statements run whether or not there is an address to send it
    // to; they store and queue it only for a member with one. No answer waits for the provider.
    const token = randomBytes(RESET_LINK.tokenBytes).toString('base64url');
    const now = this.deps.now();
    const link = `${linkOrigin(merchant)}${PAGE_PATHS.resetPassword}#${RESET_LINK.fragmentKey}=${token}`;
    const minutes = RESET_LINK.ttlMs / 60_000;
    const owner = member?.email ? member : undefined;
    await this.deps.outbox.withMessage(
      (executor) =>
        this.deps.links.put(
          merchant.code,
          owner?.id,
          hashToken(token),
          new Date(now.getTime() + RESET_LINK.ttlMs),
          executor,
        ),
      {
        merchantCode: merchant.code,
        channel: 'email',
        to: owner?.email ?? account.trim(),
        subject: outgoingText(merchant, owner?.language, 'resetLink.subject'),
        text: outgoingText(merchant, owner?.language, 'resetLink.body', {
          account: owner?.username ?? account.trim(),
          minutes,
          link,
        }),
      },
      !!owner,
    );
    return {
      resendAfterSeconds: VERIFICATION_CODE.resendAfterMs / 1000,
      expiresInSeconds: RESET_LINK.ttlMs / 1000,
    };
  }

  async reset(
    merchant: MerchantConfig,
    input: { token: string; newPassword: string },
    client: { ip: string },
  ): Promise<void> {
    await this.deps.limiter.loginSource(merchant.code, client.ip);
    const hash = hashToken(input.token);
    const memberId = await this.deps.links.live(merchant.code, hash, this.deps.now());
    const member =
      memberId === undefined
        ? undefined
        : await this.deps.members.findById(merchant.code, memberId);
    if (!member) throw linkInvalid();
    // Judged before the link is used up, so a refused password does not cost the link.
    assertNewPasswordAllowed(
      input.newPassword,
      { username: member.username, merchant },
      'newPassword',
    );
    const passwordHash = await hashPassword(input.newPassword);
    if ((await this.deps.links.consume(merchant.code, hash, this.deps.now())) !== member.id) {
      throw linkInvalid();
    }
    await this.deps.passwords.completeReset(merchant, member, passwordHash);
  }

  private async memberOf(merchantCode: string, account: string): Promise<MemberRow | undefined> {
    return account.includes('@')
      ? this.deps.members.findByEmail(merchantCode, account)
      : this.deps.members.findByUsername(merchantCode, account);
  }
}
