import { randomBytes, randomUUID } from 'node:crypto';
import { hashToken } from '../core/crypto/token-hash.js';
import { MemberLocked, type SessionRepository, type SessionRow } from './session-repository.js';
import { operatorLockedError } from './account-errors.js';
import { ShortCache } from '../core/db/short-cache.js';
import type { SessionContext } from '../core/http/request-identity.js';
import type { MerchantConfig } from '../core/merchant-config.js';

/** Activity is recorded to the second: idle expiry is exact to it, and bursts cost one write. */
const TOUCH_EVERY_MS = 1000;

export type { SessionContext };

export interface SessionMeta {
  device: string;
  ip: string;
  userAgent: string;
  /** The login's device id: a new session from a device replaces that device's previous one. */
  deviceId?: string | undefined;
}

/**
 * Opaque random session tokens (256 bits), stored hashed, with idle and absolute lifetimes.
 *
 * Live sessions are cached for at most a second (ShortCache), so member calls need no database
 * read: every session this instance ends is forgotten at once, and one ended on another instance
 * stops working here within that second. Expiry is still judged on every request.
 */
export class SessionService {
  private readonly live = new ShortCache<SessionRow>();

  constructor(
    private readonly sessions: SessionRepository,
    private readonly now: () => Date,
  ) {}

  /**
   * Opens a session. With a device id it replaces the member's live session on that device, so
   * the signed-in devices list holds each device once; `replaced` names the sessions it ended.
   */
  async create(
    merchant: MerchantConfig,
    memberId: number,
    meta: SessionMeta,
  ): Promise<{ token: string; session: SessionContext; replaced: string[] }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const row = {
      id: randomUUID(),
      merchant_code: merchant.code,
      member_id: memberId,
      token_hash: hashToken(token),
      span_id: randomUUID(),
      device: meta.device.slice(0, 32),
      ip: meta.ip.slice(0, 64),
      user_agent: meta.userAgent.slice(0, 256),
      device_id: (meta.deviceId ?? '').slice(0, 64),
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + merchant.accounts.sessionAbsoluteHours * 3_600_000),
    };
    const replaced = await this.sessions.insert(row).catch((error: unknown) => {
      throw error instanceof MemberLocked ? operatorLockedError() : error;
    });
    this.forgetSessions(merchant.code, (live) => replaced.includes(live.id));
    return { token, session: toContext(row), replaced };
  }

  /** The live session of a token on this merchant, or undefined; ends it when it has expired. */
  async authenticate(merchant: MerchantConfig, token: string): Promise<SessionContext | undefined> {
    if (!token || token.length > 128) return undefined;
    const tokenHash = hashToken(token);
    const row = await this.live.get(`${merchant.code}\n${tokenHash}`, () =>
      this.sessions.findLiveByTokenHash(merchant.code, tokenHash),
    );
    if (!row) return undefined;
    const now = this.now();
    const idleLimit = row.last_seen_at.getTime() + merchant.accounts.sessionIdleMinutes * 60_000;
    if (now >= row.expires_at || now.getTime() >= idleLimit) {
      await this.end(toContext(row));
      return undefined;
    }
    if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
      await this.sessions.touch(merchant.code, row.id, now);
      // The cached row is this session's: it records the activity too, so idle expiry counts it.
      if (row.last_seen_at < now) row.last_seen_at = now;
    }
    return toContext(row);
  }

  async end(session: SessionContext): Promise<void> {
    await this.sessions.end(session.merchantCode, session.id, this.now());
    this.forgetSessions(session.merchantCode, (live) => live.id === session.id);
  }

  /** Ends sessions by id (those issued from a stolen remember token's family). */
  async endMany(merchantCode: string, ids: readonly string[]): Promise<void> {
    await this.sessions.endMany(merchantCode, ids, this.now());
    this.forgetSessions(merchantCode, (live) => ids.includes(live.id));
  }

  /** Forgets the member's cached live sessions after they were ended elsewhere (an operator). */
  forgetMember(merchantCode: string, memberId: number): void {
    this.forgetSessions(merchantCode, (live) => live.member_id === memberId);
  }

  /** Ends every session of the member (a password reset). */
  async endAll(merchantCode: string, memberId: number): Promise<number> {
    const ended = await this.sessions.endAllOfMember(merchantCode, memberId, this.now());
    this.forgetSessions(merchantCode, (live) => live.member_id === memberId);
    return ended;
  }

  async endOthers(session: SessionContext): Promise<number> {
    const ended = await this.sessions.endOthers(
      session.merchantCode,
      session.memberId,
      session.id,
      this.now(),
    );
    this.forgetSessions(
      session.merchantCode,
      (live) => live.member_id === session.memberId && live.id !== session.id,
    );
    return ended;
  }

  private forgetSessions(merchantCode: string, matches: (row: SessionRow) => boolean): void {
    this.live.forgetWhere((row) => row.merchant_code === merchantCode && matches(row));
  }

  /** The member's live sessions: neither ended, past their absolute lifetime, nor idle too long. */
  list(merchant: MerchantConfig, session: SessionContext): Promise<SessionRow[]> {
    const now = this.now();
    const idleSince = new Date(now.getTime() - merchant.accounts.sessionIdleMinutes * 60_000);
    return this.sessions.listLive(session.merchantCode, session.memberId, now, idleSince);
  }
}

function toContext(
  row: Pick<SessionRow, 'id' | 'merchant_code' | 'member_id' | 'span_id'>,
): SessionContext {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    spanId: row.span_id,
  };
}
