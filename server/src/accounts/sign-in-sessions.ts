import type { LoginValue } from '@lobby/contract';
import type { MemberRepository, MemberRow } from './member-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { AccountLimiter } from './account-limiter.js';
import { presentSignIn } from './member-presenter.js';
import { isPasswordExpired } from './passwords.js';
import type { RememberTokenService } from './remember-tokens.js';
import type { AccountProtection } from './account-protection.js';
import type { SessionContext, SessionMeta, SessionService } from './sessions.js';
import type { SignInNotices } from './sign-in-notices.js';

/** Who is signing in: the session's facts and the login's device id. */
export interface ClientFacts extends SessionMeta {
  deviceId: string | undefined;
}

/** Remember tokens exist only where auto-login does (MOBILEAUTOLOGIN3) and for a known device. */
export const remembers = (
  merchant: MerchantConfig,
  client: ClientFacts,
  asked: boolean | undefined,
) => asked === true && merchant.flags.MOBILEAUTOLOGIN3 === true && !!client.deviceId;

export interface SignInSessionDependencies {
  members: MemberRepository;
  sessions: SessionService;
  remember: RememberTokenService;
  limiter: AccountLimiter;
  now: () => Date;
  /** Refuses every sign-in during a time-out or self-exclusion (player protection). */
  protection: Pick<AccountProtection, 'assertMaySignIn'>;
  /** Tells the member of a sign-in from a new device. */
  notices?: Pick<SignInNotices, 'signedIn'>;
}

/**
 * Opening and ending a member's sessions together with the device's remembered login: shared by
 * sign-in, the second step, auto-login, registration and password changes.
 */
export class SignInSessions {
  constructor(private readonly deps: SignInSessionDependencies) {}

  /** A sign-in whose factors are all right: its tries are cleared, a session (and token) issued. */
  async finish(
    merchant: MerchantConfig,
    member: MemberRow,
    client: ClientFacts,
    remember: boolean | undefined,
  ): Promise<LoginValue> {
    await this.deps.limiter.loginSucceeded(merchant, member.username);
    const { value, session, replaced } = await this.start(merchant, member, client);
    if (!remembers(merchant, client, remember)) {
      // Signed in again on a device without "remember me": the device is no longer remembered.
      await this.deps.remember.revokeForSessions(merchant.code, replaced);
      return value;
    }
    const rememberToken = await this.rememberDevice(merchant, member.id, client, session);
    return { ...value, rememberToken };
  }

  /** Refuses during a time-out or self-exclusion (start asks again, before and after). */
  assertMaySignIn(merchant: MerchantConfig, memberId: number): Promise<void> {
    return this.deps.protection.assertMaySignIn(merchant.code, memberId);
  }

  /** A new session and the sign-in answer: first sign-in and password expiry included. */
  async start(
    merchant: MerchantConfig,
    member: MemberRow,
    client: ClientFacts,
  ): Promise<{ value: LoginValue; session: SessionContext; replaced: string[] }> {
    await this.deps.protection.assertMaySignIn(merchant.code, member.id);
    // Only a member never signed in is written; the atomic update still decides a race of firsts.
    const firstTimeLogin =
      member.first_login_at === null &&
      (await this.deps.members.markFirstLogin(merchant.code, member.id, this.deps.now()));
    const { sessions } = this.deps;
    const { token, session, replaced } = await sessions.create(merchant, member.id, client);
    await this.refuseIfBreakBegan(merchant, session);
    await this.deps.notices?.signedIn(merchant, member, client, session);
    const passwordExpired = isPasswordExpired(merchant, member, this.deps.now());
    const value = presentSignIn(
      member,
      { token, session },
      {
        firstTimeLogin,
        passwordExpired,
        updatePassword: passwordExpired && merchant.flags.PWDEXPFORCECHANGE3 === true,
      },
    );
    return { value, session, replaced };
  }

  /**
   * Asked again once the session exists: a break taken between the first check and the session
   * ends every session only after its record is written, so either that ending sees this session
   * or this check sees the break, and no sign-in racing a time-out keeps a session past it.
   */
  private async refuseIfBreakBegan(merchant: MerchantConfig, session: SessionContext) {
    try {
      await this.deps.protection.assertMaySignIn(merchant.code, session.memberId);
    } catch (refusal) {
      await this.deps.sessions.end(session);
      throw refusal;
    }
  }

  /** A remember token for this device and session; with a family, the next token of that family. */
  rememberDevice(
    merchant: MerchantConfig,
    memberId: number,
    client: ClientFacts,
    session: SessionContext,
    familyId?: string,
  ): Promise<string> {
    return this.deps.remember.issue({
      merchantCode: merchant.code,
      memberId,
      deviceId: client.deviceId!,
      sessionId: session.id,
      familyId,
    });
  }

  /** Ends this session, and the remembered login of its device. */
  async end(session: SessionContext): Promise<void> {
    await this.deps.sessions.end(session);
    await this.deps.remember.revokeForSession(session);
  }

  /** Signs the member out everywhere but here; other devices are no longer remembered either. */
  async endOthers(session: SessionContext): Promise<number> {
    const ended = await this.deps.sessions.endOthers(session);
    await this.deps.remember.revokeOthers(session);
    return ended;
  }

  /** Ends every session and remembered login of the member (after a password reset). */
  async endAll(merchantCode: string, memberId: number): Promise<void> {
    await this.deps.sessions.endAll(merchantCode, memberId);
    await this.deps.remember.revokeAll(merchantCode, memberId);
  }
}
