import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SessionRepository, SessionRow } from '../db/session-repository.js';
import type { MerchantConfig } from '../merchants/merchant-config.js';

/** Activity is recorded to the second: idle expiry is exact to it, and bursts cost one write. */
const TOUCH_EVERY_MS = 1000;

export interface SessionContext {
  id: string;
  merchantCode: string;
  memberId: number;
  spanId: string;
}

export interface SessionMeta {
  device: string;
  ip: string;
  userAgent: string;
  /** The login's device id: a new session from a device replaces that device's previous one. */
  deviceId?: string | undefined;
}

/** SHA-256 of a token: what the database keeps, so a leaked table holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opaque random session tokens (256 bits), stored hashed, with idle and absolute lifetimes. */
export class SessionService {
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
    const replaced = await this.sessions.insert(row);
    return { token, session: toContext(row), replaced };
  }

  /** The live session of a token on this merchant, or undefined; ends it when it has expired. */
  async authenticate(merchant: MerchantConfig, token: string): Promise<SessionContext | undefined> {
    if (!token || token.length > 128) return undefined;
    const row = await this.sessions.findLiveByTokenHash(merchant.code, hashToken(token));
    if (!row) return undefined;
    const now = this.now();
    const idleLimit = row.last_seen_at.getTime() + merchant.accounts.sessionIdleMinutes * 60_000;
    if (now >= row.expires_at || now.getTime() >= idleLimit) {
      await this.sessions.end(merchant.code, row.id, now);
      return undefined;
    }
    if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
      await this.sessions.touch(merchant.code, row.id, now);
    }
    return toContext(row);
  }

  end(session: SessionContext): Promise<void> {
    return this.sessions.end(session.merchantCode, session.id, this.now());
  }

  /** Ends sessions by id (those issued from a stolen remember token's family). */
  endMany(merchantCode: string, ids: readonly string[]): Promise<void> {
    return this.sessions.endMany(merchantCode, ids, this.now());
  }

  /** Ends every session of the member (a password reset). */
  endAll(merchantCode: string, memberId: number): Promise<number> {
    return this.sessions.endAllOfMember(merchantCode, memberId, this.now());
  }

  endOthers(session: SessionContext): Promise<number> {
    return this.sessions.endOthers(session.merchantCode, session.memberId, session.id, this.now());
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
