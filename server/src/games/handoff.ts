import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES, GAME_ERROR_CODES, HANDOFF_TTL_MS, isExternalHttpLink } from '@lobby/contract';
import type { MemberRepository } from '../accounts/index.js';
import { AppError } from '../core/errors.js';
import type { OneUseStore } from '../core/limits/one-use-store.js';
import type { SessionContext } from '../core/http/request-identity.js';

/** Who a hand-off token was made for, and the one host that may redeem it. */
interface HandoffRecord {
  merchant: string;
  customerId: string;
  userName: string;
  host: string;
}

const KEY_PREFIX = 'handoff:';
// Pairs of the link's query that the hand-off sets; any already there are replaced.
const HANDOFF_PARAMS = new Set(['username', 'handoffToken']);

const keyOf = (token: string) => KEY_PREFIX + createHash('sha256').update(token).digest('hex');

/** A host name as links and partners give it: lower case, no trailing dot, no port. */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The link with extra query pairs after its own (kept as written), before its hash. */
function withQuery(url: URL, pairs: Record<string, string>): string {
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !HANDOFF_PARAMS.has(pair.split('=')[0] ?? ''));
  const added = Object.entries(pairs).map(
    ([name, value]) => `${name}=${encodeURIComponent(value)}`,
  );
  const copy = new URL(url);
  copy.search = `?${[...kept, ...added].join('&')}`;
  return copy.toString();
}

const invalidUrl = () =>
  new AppError(
    400,
    GAME_ERROR_CODES.handoffUrlInvalid,
    'Only links to other sites (http or https) get a hand-off',
  );
const invalidHandoff = () =>
  new AppError(400, GAME_ERROR_CODES.handoffInvalid, 'The hand-off is invalid or has expired');

/**
 * Hand-off tokens for external banner links (SPEC section 2: "token and username appended"):
 * instead of the session token, the link carries a random one-use token that only the link's
 * host may exchange, once and within HANDOFF_TTL_MS, for the member it was made for, and never
 * while that member is on a time-out or self-exclusion.
 */
export class HandoffService {
  constructor(
    private readonly store: OneUseStore,
    private readonly members: MemberRepository,
    private readonly now: () => Date,
    /** True while the member is on a time-out or self-exclusion (player protection). */
    private readonly onBreak: (merchantCode: string, memberId: number) => Promise<boolean>,
  ) {}

  /** The link with the member's username and a fresh hand-off token; never the session token. */
  async create(
    session: SessionContext,
    link: string,
    ownHost: string,
  ): Promise<{ url: string; expiresAt: string }> {
    if (!isExternalHttpLink(link)) throw invalidUrl();
    const url = new URL(link);
    const host = normalizeHost(url.hostname);
    if (host === '' || host === normalizeHost(ownHost)) throw invalidUrl();
    const member = await this.members.findById(session.merchantCode, session.memberId);
    if (!member) {
      throw new AppError(401, ERROR_CODES.customerNotLogin, 'Please sign in to continue');
    }
    const token = randomBytes(32).toString('base64url');
    const record: HandoffRecord = {
      merchant: session.merchantCode,
      customerId: String(member.id),
      userName: member.username,
      host,
    };
    await this.store.put(keyOf(token), JSON.stringify(record), HANDOFF_TTL_MS);
    return {
      url: withQuery(url, { username: member.username, handoffToken: token }),
      expiresAt: new Date(this.now().getTime() + HANDOFF_TTL_MS).toISOString(),
    };
  }

  /** The member a token was made for; any other outcome (even a wrong host) uses the token up. */
  async redeem(
    merchantCode: string,
    token: string,
    host: string,
  ): Promise<{ customerId: string; userName: string; merchantCode: string }> {
    const stored = await this.store.take(keyOf(token));
    if (!stored) throw invalidHandoff();
    const record = JSON.parse(stored) as HandoffRecord;
    if (record.merchant !== merchantCode || record.host !== normalizeHost(host)) {
      throw invalidHandoff();
    }
    // A token made before a break began is refused after it (it lives far less than any break),
    // answered as any invalid one: the partner learns nothing of the member's break.
    if (await this.onBreak(merchantCode, Number(record.customerId))) throw invalidHandoff();
    return { customerId: record.customerId, userName: record.userName, merchantCode };
  }
}
