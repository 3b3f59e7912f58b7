import type { Transaction } from 'kysely';
import { ERROR_CODES } from '@lobby/contract';
import type { AuditActor, AuditLog } from '../core/audit/audit-log.js';
import type { Database } from '../core/db/schema.js';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { MemberRepository } from './member-repository.js';
import type { MemberSecurityRepository, SecurityState } from './member-security-repository.js';
import type { SessionService } from './sessions.js';

const memberNotFound = () =>
  new AppError(404, ERROR_CODES.opsMemberNotFound, 'No such member on this merchant');

const twoFactorOf = (state: SecurityState) => ({
  authenticator: state.authenticator,
  sms: state.sms,
  email: state.email,
});

/**
 * An operator's security actions on a member: end their sessions, lock or unlock the account,
 * reset the second factor. Each runs in one transaction that first locks the member's row and
 * appends its audit entry (before and after), then forgets what this instance cached of the
 * member's sessions and row, so the change is felt at once.
 */
export class MemberSecurityService {
  constructor(
    private readonly deps: {
      repository: MemberSecurityRepository;
      audit: AuditLog;
      sessions: SessionService;
      members: MemberRepository;
      now: () => Date;
    },
  ) {}

  async endSessions(
    merchant: MerchantConfig,
    actor: AuditActor,
    memberId: number,
  ): Promise<{ ended: number }> {
    const ended = await this.act(merchant, memberId, async (trx) => {
      const count = await this.deps.repository.endEverySession(
        trx,
        merchant.code,
        memberId,
        this.deps.now(),
      );
      await this.deps.audit.append(
        actor,
        {
          action: 'member.sessions.end',
          targetType: 'member',
          targetId: memberId,
          after: { endedSessions: count },
        },
        trx,
      );
      return count;
    });
    return { ended };
  }

  /** Locks (ending every session) or unlocks the account; a no-op change is still audited. */
  async setLock(
    merchant: MerchantConfig,
    actor: AuditActor,
    memberId: number,
    change: { locked: boolean; reason: string },
  ): Promise<{ lockedAt: string | null; endedSessions: number }> {
    return this.act(merchant, memberId, async (trx, before) => {
      const { repository, audit } = this.deps;
      const now = this.deps.now();
      const reason = change.reason.trim();
      const lockedAt = change.locked ? (before.lockedAt ?? now) : null;
      await repository.setLock(
        trx,
        merchant.code,
        memberId,
        lockedAt ? { at: lockedAt, reason } : null,
      );
      const endedSessions = change.locked
        ? await repository.endEverySession(trx, merchant.code, memberId, now)
        : 0;
      await audit.append(
        actor,
        {
          action: change.locked ? 'member.lock' : 'member.unlock',
          targetType: 'member',
          targetId: memberId,
          before: { lockedAt: before.lockedAt?.toISOString() ?? null, reason: before.lockReason },
          after: { lockedAt: lockedAt?.toISOString() ?? null, reason, endedSessions },
        },
        trx,
      );
      return { lockedAt: lockedAt?.toISOString() ?? null, endedSessions };
    });
  }

  async resetSecondFactor(
    merchant: MerchantConfig,
    actor: AuditActor,
    memberId: number,
  ): Promise<{ twoFactor: { authenticator: boolean; sms: boolean; email: boolean } }> {
    return this.act(merchant, memberId, async (trx, before) => {
      await this.deps.repository.resetSecondFactor(trx, merchant.code, memberId);
      const twoFactor = { authenticator: false, sms: false, email: false };
      await this.deps.audit.append(
        actor,
        {
          action: 'member.second-factor.reset',
          targetType: 'member',
          targetId: memberId,
          before: twoFactorOf(before),
          after: twoFactor,
        },
        trx,
      );
      return { twoFactor };
    });
  }

  /** Runs an action on the locked member row; forgets the member's cached state afterwards. */
  private async act<T>(
    merchant: MerchantConfig,
    memberId: number,
    work: (trx: Transaction<Database>, before: SecurityState) => Promise<T>,
  ): Promise<T> {
    const result = await this.deps.repository.transaction(async (trx) => {
      const before = await this.deps.repository.lock(trx, merchant.code, memberId);
      if (!before) throw memberNotFound();
      return work(trx, before);
    });
    this.deps.sessions.forgetMember(merchant.code, memberId);
    this.deps.members.forget(merchant.code, memberId);
    return result;
  }
}
