import type { OpsMemberNote, OpsMemberPage, OpsMemberSummary } from '@lobby/contract';
import type { MemberSummaryRow } from './member-file-repository.js';
import type {
  MemberLedgerData,
  MemberNoteData,
  MemberPageData,
  MemberSearchData,
} from './member-console.js';
import { presentAdjustment } from '../wallet/index.js';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function presentMemberSummary(row: MemberSummaryRow): OpsMemberSummary {
  return {
    memberId: row.id,
    userName: row.username,
    mobile: row.mobile,
    email: row.email,
    createdAt: iso(row.created_at),
    locked: row.locked_at !== null,
  };
}

export function presentMemberSearch(data: MemberSearchData) {
  return { members: data.members.map(presentMemberSummary), next: data.next };
}

export function presentMemberNote(note: NonNullable<MemberNoteData>): OpsMemberNote {
  return {
    noteId: note.id,
    operatorName: note.operator_name,
    body: note.body,
    createdAt: iso(note.created_at),
  };
}

export function presentMemberLedger(data: MemberLedgerData) {
  return {
    entries: data.entries.map((entry) => ({
      entryId: Number(entry.id),
      kind: entry.kind,
      account: entry.account,
      amount: entry.amount,
      balanceAfter: entry.balance_after,
      reference: entry.reference,
      note: entry.note,
      createdAt: iso(entry.created_at),
    })),
    next: data.next,
  };
}

/** The member page: what each section shows, never a password hash, token or secret. */
export function presentMemberPage(data: MemberPageData, currency: string): OpsMemberPage {
  const { profile, protection, referrals } = data;
  return {
    currency,
    profile: {
      memberId: profile.id,
      userName: profile.username,
      mobile: profile.mobile,
      email: profile.email,
      language: profile.language,
      customerType: profile.customer_type,
      agentApplication: profile.agent_application,
      createdAt: iso(profile.created_at),
      firstLoginAt: isoOrNull(profile.first_login_at),
      passwordChangedAt: iso(profile.password_changed_at),
      lockedAt: isoOrNull(profile.locked_at),
      lockReason: profile.locked_reason,
      twoFactor: {
        authenticator: !!profile.enabled_at,
        sms: profile.two_factor_sms,
        email: profile.two_factor_email,
      },
    },
    balances: data.balances,
    deposits: data.deposits.map((row) => ({
      depositId: row.id,
      method: row.method,
      amount: row.amount,
      status: row.status,
      createdAt: iso(row.created_at),
      settledAt: isoOrNull(row.settled_at),
    })),
    withdrawals: data.withdrawals.map((row) => ({
      withdrawalId: row.id,
      amount: row.amount,
      status: row.status,
      createdAt: iso(row.created_at),
      decidedAt: isoOrNull(row.decided_at),
    })),
    bonuses: data.bonuses.map((row) => ({
      bonusId: row.id,
      kind: row.kind,
      promotionId: row.promotion_id,
      granted: row.granted,
      balance: row.balance,
      wagered: row.wagered,
      required: row.required,
      state: row.state,
      grantedAt: iso(row.granted_at),
      expiresAt: iso(row.expires_at),
    })),
    sessions: data.sessions.map((row) => ({
      sessionId: row.id,
      device: row.device,
      deviceId: row.device_id,
      ip: row.ip,
      userAgent: row.user_agent,
      createdAt: iso(row.created_at),
      lastSeenAt: iso(row.last_seen_at),
    })),
    devices: data.devices.map((row) => ({
      deviceId: row.device_id,
      lastSeenAt: iso(new Date(row.last_seen_at)),
      lastIp: row.last_ip,
      sessions: row.sessions,
    })),
    protection: {
      limits: protection.limits.map((limit) => ({
        kind: limit.kind,
        period: limit.period,
        value: limit.value,
        pendingValue: limit.pending ? limit.pendingValue : null,
        pendingAt: limit.pending ? isoOrNull(limit.pendingAt) : null,
      })),
      breakKind: protection.record?.breakKind ?? null,
      breakUntil: isoOrNull(protection.record?.breakUntil),
      realityCheckMinutes: protection.record?.realityCheckMinutes ?? null,
      termsVersion: protection.record?.termsVersion ?? null,
    },
    notes: data.notes.map(presentMemberNote),
    referrals: {
      code: referrals.code,
      referredBy: referrals.referrer
        ? { memberId: referrals.referrer.id, userName: referrals.referrer.username }
        : null,
      referredCount: referrals.referred.total,
      referred: referrals.referred.rows.map((row) => ({
        memberId: row.id,
        userName: row.username,
        creditedAt: iso(row.credited_at),
      })),
    },
    attribution: data.attribution,
    adjustments: data.adjustments.map(presentAdjustment),
  };
}
