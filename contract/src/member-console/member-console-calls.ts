import { z } from 'zod/mini';
import { defineCall } from '../core/call.js';
import { ERROR_CODES } from '../core/errors.js';
import { text } from '../core/text.js';
import { int4Id, queryInt4Id } from '../core/bounds.js';
import { WALLET_ENTRY_KINDS } from '../wallet/wallet.js';
import { opsAdjustmentSchema, opsBalancesSchema } from '../wallet/balance-adjustment-calls.js';
import { BONUS_KINDS, BONUS_STATES, WALLET_ACCOUNTS } from '../bonuses/bonuses.js';
import { LIMIT_KINDS, LIMIT_PERIODS } from '../protection/protection.js';
import { DEPOSIT_STATUSES } from '../wallet/deposit-calls.js';
import { WITHDRAWAL_STATUSES } from '../wallet/withdrawal-calls.js';
import { OPS_MEMBER_QUERY_MAX, OPS_MEMBERS_API, OPS_NOTE_MAX } from './member-console.js';

/** A member as a search lists them. */
export const opsMemberSummarySchema = z.object({
  memberId: z.number(),
  userName: z.string(),
  /** E.164, or null. */
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** ISO 8601. */
  createdAt: z.string(),
  locked: z.boolean(),
});
export type OpsMemberSummary = z.infer<typeof opsMemberSummarySchema>;

export const opsMemberSearch = defineCall({
  method: 'GET',
  path: OPS_MEMBERS_API,
  access: 'operator',
  permission: 'members.view',
  encrypted: false,
  cache: 'none',
  query: z.object({
    /** A username (or its beginning), mobile number, email address, member id or referral code. */
    q: text(OPS_MEMBER_QUERY_MAX).check(z.minLength(1)),
    /** The page after the one whose `next` this is (members with a lower id). */
    after: z.optional(queryInt4Id()),
  }),
  value: z.object({
    members: z.array(opsMemberSummarySchema),
    /** Pass as `after` for the next page; null on the last one. */
    next: z.nullable(z.number()),
  }),
  errors: [],
  summary:
    "Finds members of the operator's merchant by username (case-insensitive, by its beginning), mobile number (read as E.164 through the merchant's countries), email address, member id or referral code; newest first, a page at a time.",
});

export const opsMemberNoteSchema = z.object({
  noteId: z.number(),
  operatorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type OpsMemberNote = z.infer<typeof opsMemberNoteSchema>;

const iso = z.string();
const isoOrNull = z.nullable(z.string());

export const opsMemberPageSchema = z.object({
  currency: z.string(),
  profile: z.object({
    memberId: z.number(),
    userName: z.string(),
    mobile: z.nullable(z.string()),
    email: z.nullable(z.string()),
    language: z.string(),
    customerType: z.number(),
    agentApplication: z.string(),
    createdAt: iso,
    firstLoginAt: isoOrNull,
    passwordChangedAt: iso,
    lockedAt: isoOrNull,
    lockReason: z.nullable(z.string()),
    twoFactor: z.object({ authenticator: z.boolean(), sms: z.boolean(), email: z.boolean() }),
  }),
  balances: opsBalancesSchema,
  deposits: z.array(
    z.object({
      depositId: z.string(),
      method: z.string(),
      amount: z.number(),
      status: z.enum(DEPOSIT_STATUSES),
      createdAt: iso,
      settledAt: isoOrNull,
    }),
  ),
  withdrawals: z.array(
    z.object({
      withdrawalId: z.string(),
      amount: z.number(),
      status: z.enum(WITHDRAWAL_STATUSES),
      createdAt: iso,
      decidedAt: isoOrNull,
    }),
  ),
  bonuses: z.array(
    z.object({
      bonusId: z.number(),
      kind: z.enum(BONUS_KINDS),
      promotionId: z.nullable(z.string()),
      granted: z.number(),
      balance: z.number(),
      wagered: z.number(),
      required: z.number(),
      state: z.enum(BONUS_STATES),
      grantedAt: iso,
      expiresAt: iso,
    }),
  ),
  /** Live sessions, newest activity first. */
  sessions: z.array(
    z.object({
      sessionId: z.string(),
      device: z.string(),
      deviceId: z.string(),
      ip: z.string(),
      userAgent: z.string(),
      createdAt: iso,
      lastSeenAt: iso,
    }),
  ),
  /** Devices the member signed in from (by login device id), most recent first. */
  devices: z.array(
    z.object({ deviceId: z.string(), lastSeenAt: iso, lastIp: z.string(), sessions: z.number() }),
  ),
  protection: z.object({
    limits: z.array(
      z.object({
        kind: z.enum(LIMIT_KINDS),
        period: z.enum(LIMIT_PERIODS),
        value: z.nullable(z.number()),
        pendingValue: z.nullable(z.number()),
        pendingAt: isoOrNull,
      }),
    ),
    breakKind: z.nullable(z.enum(['timeOut', 'selfExclusion'])),
    breakUntil: isoOrNull,
    realityCheckMinutes: z.nullable(z.number()),
    termsVersion: z.nullable(z.string()),
  }),
  notes: z.array(opsMemberNoteSchema),
  referrals: z.object({
    code: z.nullable(z.string()),
    referredBy: z.nullable(z.object({ memberId: z.number(), userName: z.string() })),
    referredCount: z.number(),
    referred: z.array(z.object({ memberId: z.number(), userName: z.string(), creditedAt: iso })),
  }),
  /** What the member's registration stored about where they came from, field by field. */
  attribution: z.array(z.object({ name: z.string(), value: z.string() })),
  adjustments: z.array(opsAdjustmentSchema),
});
export type OpsMemberPage = z.infer<typeof opsMemberPageSchema>;

const memberIdQuery = z.object({ memberId: queryInt4Id() });

export const opsMember = defineCall({
  method: 'GET',
  path: `${OPS_MEMBERS_API}/page`,
  access: 'operator',
  permission: 'members.view',
  encrypted: false,
  cache: 'none',
  query: memberIdQuery,
  value: opsMemberPageSchema,
  errors: [ERROR_CODES.opsMemberNotFound],
  summary:
    "One member of the operator's merchant: profile, balances (cash and bonus), latest deposits, withdrawals, bonuses and adjustments, live sessions and devices, limits and exclusions, notes, referrals and attribution. Each view is audited (member.view), since it shows the member's contact details.",
});

export const opsMemberLedgerEntrySchema = z.object({
  entryId: z.number(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  account: z.enum(WALLET_ACCOUNTS),
  amount: z.number(),
  balanceAfter: z.number(),
  reference: z.string(),
  note: z.string(),
  createdAt: iso,
});

export const opsMemberLedger = defineCall({
  method: 'GET',
  path: `${OPS_MEMBERS_API}/ledger`,
  access: 'operator',
  permission: 'members.view',
  encrypted: false,
  cache: 'none',
  query: z.object({
    memberId: queryInt4Id(),
    /** The page after the one whose `next` this is (entries with a lower id). */
    before: z.optional(text(18).check(z.regex(/^[1-9]\d{0,17}$/, 'a cursor from an answer'))),
  }),
  value: z.object({
    entries: z.array(opsMemberLedgerEntrySchema),
    /** Pass as `before` for the next page; null on the last one. */
    next: z.nullable(z.string()),
  }),
  errors: [ERROR_CODES.opsMemberNotFound],
  summary: "A member's ledger, newest first, a keyset page at a time (both accounts).",
});

export const opsAddMemberNote = defineCall({
  method: 'POST',
  path: `${OPS_MEMBERS_API}/notes`,
  access: 'operator',
  permission: 'members.note',
  encrypted: false,
  cache: 'none',
  body: z.object({
    memberId: int4Id(),
    body: text(OPS_NOTE_MAX).check(z.refine((value) => value.trim().length > 0, 'empty')),
  }),
  value: z.object({ note: opsMemberNoteSchema }),
  errors: [ERROR_CODES.opsMemberNotFound],
  summary: 'Adds a note to the member, signed by the operator; notes are never changed or removed.',
});
