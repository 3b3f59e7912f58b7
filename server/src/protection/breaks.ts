import { randomUUID } from 'node:crypto';
import { exclusionEnd, type CallBody, type calls } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { SessionContext } from '../core/http/request-identity.js';
import type { WalletService } from '../wallet/index.js';
import type { ProtectionRepository } from './protection-repository.js';

type BreakRequest = Omit<CallBody<typeof calls.takeBreak>, 'password'>;

export interface BreakDependencies {
  repository: ProtectionRepository;
  wallet: Pick<WalletService, 'balance' | 'move' | 'withdrawable'>;
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

// Thrown inside the close-out's transaction when the withdrawable amount moved meanwhile.
class WithdrawableChanged extends Error {}

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
    const { repository, wallet, now } = this.deps;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const balance = await wallet.balance(merchant.code, memberId);
      const amount = await wallet.withdrawable(merchant, memberId, balance);
      if (amount <= 0) {
        await repository.transaction((trx) => record(trx, 0));
        return;
      }
      const id = randomUUID();
      try {
        const result = await wallet.move(
          {
            merchantCode: merchant.code,
            memberId,
            kind: 'withdrawal_hold',
            amount: -amount,
            reference: `withdrawal:${id}`,
            note: 'self-exclusion close-out',
          },
          async (trx, hold) => {
            // Judged again behind the hold's lock of the wallet row.
            const before = hold.balanceAfter + amount;
            const withdrawable = await wallet.withdrawable(merchant, memberId, before, trx);
            if (withdrawable !== amount) throw new WithdrawableChanged();
            await repository.insertCloseOutWithdrawal(trx, {
              id,
              merchantCode: merchant.code,
              memberId,
              amount,
              at: now(),
            });
            await record(trx, amount);
          },
        );
        if (result.status === 'posted') return;
      } catch (error) {
        if (!(error instanceof WithdrawableChanged)) throw error;
      }
    }
    throw new Error('The balance kept changing: the self-exclusion was not taken, try again');
  }
}
