import { randomBytes, randomUUID } from 'node:crypto';
import type { RememberTokenRepository } from './remember-token-repository.js';
import { hashToken } from '../core/crypto/token-hash.js';
import type { SessionContext, SessionService } from './sessions.js';

/** How long a remember token lives unused; each auto-login hands out a fresh one. */
export const REMEMBER_TOKEN_DAYS = 30;

export interface RememberedMember {
  memberId: number;
  familyId: string;
  /** Gives the token back, live again, when the sign-in it began was refused for now. */
  keep(): Promise<void>;
}

export interface RememberTokenDependencies {
  tokens: RememberTokenRepository;
  sessions: SessionService;
  now: () => Date;
}

/**
 * Remember tokens for auto-login (DESIGN.md, security stance): 256-bit random, stored as SHA-256
 * hashes, bound to one merchant, member and device, usable once. Each use rotates the token
 * within its family; a used token that comes back was copied, so the whole family is revoked and
 * the sessions it opened are ended.
 */
export class RememberTokenService {
  constructor(private readonly deps: RememberTokenDependencies) {}

  /**
   * Issues a token with a session. Without a family it starts a new one, and the member's older
   * families on this device are revoked: one device keeps one remembered login.
   */
  async issue(input: {
    merchantCode: string;
    memberId: number;
    deviceId: string;
    sessionId: string;
    familyId?: string;
  }): Promise<string> {
    const now = this.deps.now();
    if (!input.familyId) {
      await this.deps.tokens.revokeDevice(input.merchantCode, input.memberId, input.deviceId, now);
    }
    const token = randomBytes(32).toString('base64url');
    await this.deps.tokens.insert({
      id: randomUUID(),
      merchant_code: input.merchantCode,
      member_id: input.memberId,
      token_hash: hashToken(token),
      family_id: input.familyId ?? randomUUID(),
      device_id: input.deviceId,
      session_id: input.sessionId,
      created_at: now,
      expires_at: new Date(now.getTime() + REMEMBER_TOKEN_DAYS * 86_400_000),
    });
    return token;
  }

  /**
   * Uses up a token presented by a device; answers whose it is, or undefined when it is unknown,
   * revoked, expired, from another device or already used (the last two revoke its family).
   */
  async redeem(
    merchantCode: string,
    token: string,
    deviceId: string,
  ): Promise<RememberedMember | undefined> {
    const now = this.deps.now();
    const hash = hashToken(token);
    const row = await this.deps.tokens.takeLive(merchantCode, hash, now);
    if (!row) {
      const seen = await this.deps.tokens.findByHash(merchantCode, hash);
      if (seen?.used_at && !seen.revoked_at) await this.revokeFamily(merchantCode, seen.family_id);
      return undefined;
    }
    if (row.device_id !== deviceId) {
      // The token left the device it was issued to: treat it as copied.
      await this.revokeFamily(merchantCode, row.family_id);
      return undefined;
    }
    if (row.expires_at <= now) {
      await this.deps.tokens.revokeFamily(merchantCode, row.family_id, now);
      return undefined;
    }
    return {
      memberId: row.member_id,
      familyId: row.family_id,
      keep: () => this.deps.tokens.release(merchantCode, hash, now),
    };
  }

  /** Revokes a family and ends the sessions its tokens opened. */
  async revokeFamily(merchantCode: string, familyId: string): Promise<void> {
    const sessionIds = await this.deps.tokens.revokeFamily(merchantCode, familyId, this.deps.now());
    await this.deps.sessions.endMany(merchantCode, sessionIds);
  }

  /** Logout: the device's remembered login goes with its session. */
  revokeForSession(session: SessionContext): Promise<void> {
    return this.deps.tokens.revokeForSession(session.merchantCode, session.id, this.deps.now());
  }

  /** Revokes the remembered logins issued or rotated with these (replaced) sessions. */
  async revokeForSessions(merchantCode: string, sessionIds: readonly string[]): Promise<void> {
    const now = this.deps.now();
    for (const id of sessionIds) await this.deps.tokens.revokeForSession(merchantCode, id, now);
  }

  /** A password reset: no device stays remembered. */
  revokeAll(merchantCode: string, memberId: number): Promise<void> {
    return this.deps.tokens.revokeAllOfMember(merchantCode, memberId, this.deps.now());
  }

  /** Password change and "sign out other devices": only this device stays remembered. */
  revokeOthers(session: SessionContext): Promise<number> {
    return this.deps.tokens.revokeOthers(
      session.merchantCode,
      session.memberId,
      session.id,
      this.deps.now(),
    );
  }
}
