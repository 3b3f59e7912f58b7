import {
  ERROR_CODES,
  INT4_MAX,
  normalizeReferralCode,
  OPS_MEMBER_LEDGER_PAGE_SIZE,
  OPS_MEMBER_LIST_SIZE,
  OPS_MEMBER_SEARCH_PAGE_SIZE,
} from '@lobby/contract';
import { e164Of } from '../accounts/index.js';
import type { AuditActor, AuditLog } from '../core/audit/audit-log.js';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { ProtectionRepository } from '../protection/index.js';
import type { BalanceAdjustmentRepository, WalletService } from '../wallet/index.js';
import type { MemberFileRepository, SearchKeys } from './member-file-repository.js';
import type { MemberNoteRepository } from './member-note-repository.js';

export const memberNotFound = () =>
  new AppError(404, ERROR_CODES.opsMemberNotFound, 'No such member on this merchant');

/** Reads a search text as every key it could be: a name's beginning, an email, a number... */
export function searchKeys(merchant: MerchantConfig, q: string): SearchKeys {
  const text = q.trim();
  const digits = /^\d{1,10}$/.test(text) ? Number(text) : undefined;
  const phoneLike = /^\+?[\d\s-]{6,20}$/.test(text);
  return {
    usernamePrefix: text.toLowerCase(),
    email: text.includes('@') ? text.toLowerCase() : undefined,
    mobile: phoneLike ? e164Of(merchant.country, { mobileNum: text }) : undefined,
    memberId: digits !== undefined && digits >= 1 && digits <= INT4_MAX ? digits : undefined,
    referralCode: normalizeReferralCode(text),
  };
}

/** What the member's registration stored, as name and value pairs (nested fields dotted). */
export function attributionFields(
  registration: Record<string, unknown>,
): { name: string; value: string }[] {
  const fields: { name: string; value: string }[] = [];
  const walk = (value: unknown, name: string) => {
    if (fields.length >= 60 || value === null || value === undefined || value === '') return;
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) walk(inner, name ? `${name}.${key}` : key);
      return;
    }
    const shown = Array.isArray(value) ? JSON.stringify(value) : String(value);
    fields.push({ name, value: shown.slice(0, 500) });
  };
  walk(registration, '');
  return fields;
}

export interface MemberConsoleDependencies {
  files: MemberFileRepository;
  notes: MemberNoteRepository;
  wallet: Pick<WalletService, 'balances'>;
  adjustments: BalanceAdjustmentRepository;
  protection: ProtectionRepository;
  audit: AuditLog;
  now: () => Date;
}

/** The console's members: search, a member's page and ledger, and notes. */
export class MemberConsoleService {
  constructor(private readonly deps: MemberConsoleDependencies) {}

  async search(merchant: MerchantConfig, query: { q: string; after?: number | undefined }) {
    const limit = OPS_MEMBER_SEARCH_PAGE_SIZE;
    const rows = await this.deps.files.search(merchant.code, searchKeys(merchant, query.q), {
      after: query.after,
      limit: limit + 1,
    });
    const members = rows.slice(0, limit);
    return { members, next: rows.length > limit ? members.at(-1)!.id : null };
  }

  /** Everything the member page shows; the view is audited (it shows contact details). */
  async page(merchant: MerchantConfig, actor: AuditActor, memberId: number) {
    const { files, wallet, adjustments, protection } = this.deps;
    const code = merchant.code;
    const profile = await files.profile(code, memberId);
    if (!profile) throw memberNotFound();
    const now = this.deps.now();
    const idleSince = new Date(now.getTime() - merchant.accounts.sessionIdleMinutes * 60_000);
    const size = OPS_MEMBER_LIST_SIZE;
    const [
      balances,
      deposits,
      withdrawals,
      bonuses,
      sessions,
      devices,
      record,
      limits,
      notes,
      referralCode,
      referrer,
      referred,
      adjusted,
    ] = await Promise.all([
      wallet.balances(code, memberId),
      files.deposits(code, memberId, size),
      files.withdrawals(code, memberId, size),
      files.bonuses(code, memberId, size),
      files.liveSessions(code, memberId, now, idleSince),
      files.devices(code, memberId, size),
      protection.record(code, memberId),
      protection.limits(code, memberId),
      files.notes(code, memberId, size),
      files.referralCode(code, memberId),
      files.referrer(code, memberId),
      files.referred(code, memberId, size),
      adjustments.ofMember(code, memberId, size),
    ]);
    await this.deps.audit.append(actor, {
      action: 'member.view',
      targetType: 'member',
      targetId: memberId,
    });
    return {
      profile,
      balances,
      deposits,
      withdrawals,
      bonuses,
      sessions,
      devices,
      protection: { record, limits },
      notes,
      referrals: { code: referralCode, referrer, referred },
      attribution: attributionFields(profile.registration),
      adjustments: adjusted,
    };
  }

  async ledger(merchant: MerchantConfig, memberId: number, before: string | undefined) {
    if (!(await this.deps.files.profile(merchant.code, memberId))) throw memberNotFound();
    const limit = OPS_MEMBER_LEDGER_PAGE_SIZE;
    const rows = await this.deps.files.ledger(merchant.code, memberId, {
      before,
      limit: limit + 1,
    });
    const entries = rows.slice(0, limit);
    return { entries, next: rows.length > limit ? entries.at(-1)!.id : null };
  }

  /** Appends a note signed by the operator, with its audit entry, in one transaction. */
  async addNote(merchant: MerchantConfig, actor: AuditActor, memberId: number, body: string) {
    const { notes, audit } = this.deps;
    return notes.transaction(async (trx) => {
      const note = await notes.append(trx, {
        merchantCode: merchant.code,
        memberId,
        operatorId: actor.operatorId,
        operatorName: actor.operatorName,
        body: body.trim(),
        createdAt: this.deps.now(),
      });
      if (!note) throw memberNotFound();
      await audit.append(
        actor,
        {
          action: 'member.note',
          targetType: 'member',
          targetId: memberId,
          after: { noteId: note.id, body: note.body },
        },
        trx,
      );
      return note;
    });
  }
}

export type MemberPageData = Awaited<ReturnType<MemberConsoleService['page']>>;
export type MemberSearchData = Awaited<ReturnType<MemberConsoleService['search']>>;
export type MemberLedgerData = Awaited<ReturnType<MemberConsoleService['ledger']>>;
export type MemberNoteData = Awaited<ReturnType<MemberConsoleService['addNote']>>;
