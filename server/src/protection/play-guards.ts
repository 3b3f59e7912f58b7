import type { Kysely } from 'kysely';
import type { LimitPeriod } from '@lobby/contract';
import type { Database } from '../core/db/schema.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { periodWindow } from '../core/time/periods.js';
import { valueInForce } from './limits.js';
import { breakRefusal, limitRefusal, termsRequired } from './protection-errors.js';
import type { ProtectionRepository } from './protection-repository.js';
import { termsCurrent } from './protection-service.js';

export interface PlayGuardDependencies {
  repository: ProtectionRepository;
  now: () => Date;
}

/**
 * The checks deposits, launches and the vendor wallet's bets pass: no time-out or self-exclusion,
 * the current terms accepted, and no limit passed. Deposit and bet checks run inside the
 * transaction that writes the deposit or the bet, with the member's limit rows locked, so
 * concurrent requests are judged one after another and never pass a limit together.
 */
export class PlayGuards {
  private readonly repository: ProtectionRepository;
  private readonly now: () => Date;

  constructor(deps: PlayGuardDependencies) {
    this.repository = deps.repository;
    this.now = deps.now;
  }

  /** Before a deposit of `amount` is written, in its transaction. */
  async checkDeposit(
    trx: Kysely<Database>,
    merchant: MerchantConfig,
    memberId: number,
    amount: number,
  ): Promise<void> {
    const now = this.now();
    await this.assertMayPlay(merchant, memberId, now, trx);
    const limits = await this.repository.lockLimits(trx, merchant.code, memberId, ['deposit']);
    for (const row of limits) {
      const limit = valueInForce(row, now);
      if (limit === null) continue;
      const window = periodWindow(row.period, now, merchant.timeZone);
      const used = await this.repository.depositedSince(merchant.code, memberId, window.start, trx);
      if (used + amount > limit) {
        throw limitRefusal('deposit', row.period, limit, limit - used, window.end);
      }
    }
  }

  /**
   * When a provider's payment is about to be credited, in the credit's transaction: the deposit
   * limit it would pass, or null. A deposit counts in the periods it started in (as at its start),
   * beside the member's other pending and paid deposits of them, against the limits in force now:
   * a cancelled deposit paid late, or one whose limit was lowered since, may no longer fit. The
   * limit rows are locked as a new deposit's check locks them, so the two are judged in turn.
   */
  async depositPastLimit(
    trx: Kysely<Database>,
    merchant: MerchantConfig,
    deposit: { id: string; memberId: number; amount: number; createdAt: Date },
  ): Promise<{ period: LimitPeriod; limit: number; used: number } | null> {
    const now = this.now();
    const limits = await this.repository.lockLimits(trx, merchant.code, deposit.memberId, [
      'deposit',
    ]);
    for (const row of limits) {
      const limit = valueInForce(row, now);
      if (limit === null) continue;
      const window = periodWindow(row.period, deposit.createdAt, merchant.timeZone);
      const used = await this.repository.depositedIn(
        merchant.code,
        deposit.memberId,
        window,
        deposit.id,
        trx,
      );
      if (used + deposit.amount > limit) return { period: row.period, limit, used };
    }
    return null;
  }

  /** After a bet of `amount` is posted, in its transaction: throwing undoes the bet. */
  async checkBet(
    trx: Kysely<Database>,
    merchant: MerchantConfig,
    memberId: number,
    amount: number,
  ): Promise<void> {
    const now = this.now();
    await this.assertMayPlay(merchant, memberId, now, trx);
    const limits = await this.repository.lockLimits(trx, merchant.code, memberId, [
      'loss',
      'session',
    ]);
    for (const row of limits) {
      const limit = valueInForce(row, now);
      if (limit === null) continue;
      const window = periodWindow(row.period, now, merchant.timeZone);
      if (row.kind === 'loss') {
        // The bet is posted already: the period's net result includes it.
        const { net } = await this.repository.playSince(merchant.code, memberId, window.start, trx);
        const lossBefore = -net - amount;
        if (-net > limit)
          throw limitRefusal('loss', row.period, limit, limit - lossBefore, window.end);
      } else {
        await this.assertPlayTimeLeft(merchant, memberId, limit, window, now, trx);
      }
    }
    await this.repository.touchPlay(trx, merchant.code, memberId, now);
  }

  /** Before a launch: then the launch opens the member's play session. */
  async checkLaunch(merchant: MerchantConfig, memberId: number): Promise<void> {
    const now = this.now();
    await this.assertMayPlay(merchant, memberId, now);
    const limits = await this.repository.limits(merchant.code, memberId);
    for (const row of limits) {
      const limit = row.kind === 'session' ? valueInForce(row, now) : null;
      if (limit === null) continue;
      await this.assertPlayTimeLeft(
        merchant,
        memberId,
        limit,
        periodWindow(row.period, now, merchant.timeZone),
        now,
      );
    }
    await this.repository.openPlaySession(merchant.code, memberId, now);
  }

  private async assertMayPlay(
    merchant: MerchantConfig,
    memberId: number,
    now: Date,
    executor?: Kysely<Database>,
  ): Promise<void> {
    const record = await this.repository.record(merchant.code, memberId, executor);
    const refusal = breakRefusal(record, now);
    if (refusal) throw refusal;
    if (!termsCurrent(merchant, record)) throw termsRequired();
  }

  private async assertPlayTimeLeft(
    merchant: MerchantConfig,
    memberId: number,
    limitMinutes: number,
    window: { start: Date; end: Date },
    now: Date,
    executor?: Kysely<Database>,
  ): Promise<void> {
    const playedMs = await this.repository.playedMs(merchant.code, memberId, window, now, executor);
    const leftMinutes = limitMinutes - Math.floor(playedMs / 60_000);
    if (leftMinutes <= 0) {
      throw limitRefusal('session', 'day', limitMinutes, 0, window.end);
    }
  }
}
