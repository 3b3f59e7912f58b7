import { ERROR_CODES as E, normalizePassword } from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MemberCredentials, MemberRepository } from './member-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { AccountLimiter } from './account-limiter.js';
import { hashPassword, verifyPassword } from '../core/crypto/password-hashing.js';
import { assertNewPasswordAllowed } from './passwords.js';
import type { SessionContext } from './sessions.js';
import type { SignInSessions } from './sign-in-sessions.js';
import { requireCredentials } from './member-lookup.js';
import { credentialsError } from './account-errors.js';

export interface PasswordServiceDependencies {
  members: MemberRepository;
  limiter: AccountLimiter;
  signInSessions: SignInSessions;
  now: () => Date;
}

/**
 * A member's own password: changing it, asking it again before a sensitive change, and the
 * hand-off that completes a reset (by texted code or emailed link). Expiry is judged at sign-in
 * (isPasswordExpired in passwords.ts).
 */
export class PasswordService {
  constructor(private readonly deps: PasswordServiceDependencies) {}

  /** Changes the password and signs the member out everywhere else; answers how many ended. */
  async changePassword(
    merchant: MerchantConfig,
    session: SessionContext,
    oldPassword: string,
    newPassword: string,
  ): Promise<number> {
    const member = await requireCredentials(this.deps.members, merchant, session);
    if (member.password_is_default) {
      throw new AppError(
        200,
        E.passwordDefaultLocked,
        'Verify your mobile number to set a password',
      );
    }
    await this.verifyOwnPassword(merchant, session, member, oldPassword);
    // Compared as they are hashed: a full-width copy of the old password is the old password.
    if (normalizePassword(oldPassword) === normalizePassword(newPassword)) {
      throw new AppError(200, E.passwordSame, 'The new password must differ from the current one');
    }
    assertNewPasswordAllowed(newPassword, { username: member.username, merchant }, 'newPassword');
    await this.deps.members.setPassword(
      merchant.code,
      member.id,
      await hashPassword(newPassword),
      this.deps.now(),
    );
    return this.deps.signInSessions.endOthers(session);
  }

  /**
   * The password asked again before a sensitive change (a withdrawal account, the second
   * factor); answers login.cred.err when wrong.
   */
  async confirmPassword(
    merchant: MerchantConfig,
    session: SessionContext,
    password: string,
  ): Promise<MemberCredentials> {
    const member = await requireCredentials(this.deps.members, merchant, session);
    await this.verifyOwnPassword(merchant, session, member, password);
    return member;
  }

  /** As confirmPassword, for a member who must have set a password (the second factor). */
  async confirmOwnPassword(
    merchant: MerchantConfig,
    session: SessionContext,
    password: string,
  ): Promise<MemberCredentials> {
    const member = await requireCredentials(this.deps.members, merchant, session);
    if (member.password_is_default) {
      throw new AppError(200, E.passwordDefaultLocked, 'Set a password first');
    }
    await this.verifyOwnPassword(merchant, session, member, password);
    return member;
  }

  /**
   * Stores a reset's new password (already judged and hashed), then ends every session and
   * remembered login of the member and clears its sign-in tries. Nobody is signed in: the next
   * sign-in still meets any second factor.
   */
  async completeReset(
    merchant: MerchantConfig,
    member: { id: number; username: string },
    passwordHash: string,
  ): Promise<void> {
    await this.deps.members.setPassword(merchant.code, member.id, passwordHash, this.deps.now());
    await this.deps.signInSessions.endAll(merchant.code, member.id);
    await this.deps.limiter.loginSucceeded(merchant, member.username);
  }

  /**
   * Judged against the session's member within the session's own confirmations, never the
   * account's sign-in tries: strangers flooding the sign-in cannot stop a member confirming a
   * time-out, and a stolen session still gets only a few guesses per window.
   */
  private async verifyOwnPassword(
    merchant: MerchantConfig,
    session: SessionContext,
    member: MemberCredentials,
    password: string,
  ): Promise<void> {
    const confirmation = await this.deps.limiter.ownConfirmation(merchant, session.id);
    if (!(await verifyPassword(member.password_hash, password))) throw credentialsError();
    await confirmation.succeeded();
  }
}
