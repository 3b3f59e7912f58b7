import type { Kysely } from 'kysely';
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
