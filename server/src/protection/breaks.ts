import { exclusionEnd, type CallBody, type calls } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { SessionContext } from '../core/http/request-identity.js';
import type { CloseOutService } from '../wallet/index.js';
import type { ProtectionRepository } from './protection-repository.js';

type BreakRequest = Omit<CallBody<typeof calls.takeBreak>, 'password'>;

export interface BreakDependencies {
  repository: ProtectionRepository;
  /** The wallet's close-out: the withdrawable cash held as one withdrawal for the operator. */
  closeOuts: Pick<CloseOutService, 'closeOut'>;
  /** The member's password again; throws login.cred.err when wrong. */
  confirmPassword: (
    merchant: MerchantConfig,
    session: SessionContext,
    password: string,
  ) => Promise<void>;
  /** Ends every session of the member (their remembered logins stay, and are refused). */
  endSessions: (merchantCode: string, memberId: number) => Promise<unknown>;
  now: () => Date;
}

/**
 * Time-outs and self-exclusions: taken after the password, never shortened, and they end every
 * session. A self-exclusion also closes the account out: the withdrawable cash becomes one
 * withdrawal for the operator, its ledger hold, the exclusion and its audit in one transaction.
 */
export class BreakService {
  constructor(private readonly deps: BreakDependencies) {}

  async take(
    merchant: MerchantConfig,
    session: SessionContext,
    request: BreakRequest & { password: string },
  ): Promise<{ until: string | null }> {
    const { repository, now } = this.deps;
    await this.deps.confirmPassword(merchant, session, request.password);
    const from = now();
    const until =
      request.kind === 'timeOut'
        ? exclusionEnd(from, { kind: 'timeOut', days: request.days! })
        : exclusionEnd(from, {
            kind: 'selfExclusion',
            months: request.permanent ? null : request.months!,
          });
    const entry = {
      merchantCode: merchant.code,
      memberId: session.memberId,
      kind: request.kind,
      from,
      until,
    };
    const record = async (trx: Kysely<Database>, closedOut: number) => {
      const started = await repository.startBreak(trx, entry);
      await repository.audit(
        {
          merchantCode: merchant.code,
          memberId: session.memberId,
          action: started ? request.kind : `${request.kind}Ignored`,
          details: { until: until?.toISOString() ?? null, closedOut },
          at: from,
        },
        trx,
      );
    };
    if (request.kind === 'selfExclusion') await this.closeOut(merchant, session.memberId, record);
    else await repository.transaction((trx) => record(trx, 0));
    await this.deps.endSessions(merchant.code, session.memberId);
    const current = await repository.record(merchant.code, session.memberId);
    return { until: current?.breakUntil?.toISOString() ?? null };
  }

  /** Holds the withdrawable balance as a withdrawal, with `record`, in one transaction. */
  private async closeOut(
    merchant: MerchantConfig,
    memberId: number,
    record: (trx: Kysely<Database>, closedOut: number) => Promise<void>,
  ): Promise<void> {
    const { repository, closeOuts } = this.deps;
    const held = await closeOuts.closeOut(merchant, memberId, 'self-exclusion close-out', record);
    if (held === 0) await repository.transaction((trx) => record(trx, 0));
  }
}
