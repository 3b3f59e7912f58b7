import type { Transaction } from 'kysely';
import type { Database } from '../core/db/schema.js';
import type { AccountLedgerService } from '../wallet/index.js';
import type { Bonus, BonusRepository } from './bonus-repository.js';

/** How a bonus ends; each but conversion takes its money out of the bonus account. */
export type BonusEnd = 'converted' | 'expired' | 'forfeited';

const END_KIND = {
  converted: 'bonus_convert',
  expired: 'bonus_expire',
  forfeited: 'bonus_forfeit',
} as const;

/**
 * The bonus movements that happen under a member's wallet lock: activating a bonus (its money
 * enters the bonus account), counting wagering, converting, expiring and forfeiting, and
 * activating the next queued bonus when one ends. Callers hold the lock (`accounts.lock`); the
 * entries go through the wallet area's ledger in the caller's transaction, beside the bonus state.
 */
export class BonusLedger {
  constructor(
    private readonly repository: BonusRepository,
    private readonly accounts: AccountLedgerService,
  ) {}

  /** Credits a granted (or queued) bonus's money to the bonus account and marks it active. */
  async activate(trx: Transaction<Database>, bonus: Bonus, now: Date): Promise<Bonus> {
    await this.accounts.post(trx, {
      merchantCode: bonus.merchantCode,
      memberId: bonus.memberId,
      account: 'bonus',
      kind: 'bonus',
      amount: bonus.granted,
      reference: `bonus:${bonus.id}:grant`,
      bonusId: bonus.id,
      note: bonus.promotionId ?? bonus.kind,
    });
    const active = { ...bonus, state: 'active' as const, balance: bonus.granted };
    await this.repository.update(trx, bonus, { state: 'active', balance: bonus.granted });
    // A bonus without wagering (multiple 0) is cash at once.
    if (active.required <= active.wagered) return this.end(trx, active, 'converted', now);
    return active;
  }

  /**
   * Ends a running bonus in the caller's transaction: conversion moves its balance to cash (a
   * pair of bonus_convert entries), expiry and forfeit take it out of the bonus account (one
   * entry). Then the oldest queued bonus still in time becomes active. Answers the ended bonus.
   */
  async end(trx: Transaction<Database>, bonus: Bonus, how: BonusEnd, now: Date): Promise<Bonus> {
    const kind = END_KIND[how];
    if (bonus.balance > 0) {
      const leg = {
        merchantCode: bonus.merchantCode,
        memberId: bonus.memberId,
        kind,
        bonusId: bonus.id,
      };
      // A bonus converts again after a rollback undid its conversion: each time its own entries.
      const earlier =
        how === 'converted'
          ? (await this.conversionLegs(trx, bonus)).filter((leg) => leg < 0).length
          : 0;
      const reference = `bonus:${bonus.id}:${how}${earlier > 0 ? `:${earlier + 1}` : ''}`;
      await this.accounts.post(trx, {
        ...leg,
        account: 'bonus',
        amount: -bonus.balance,
        reference,
      });
      if (how === 'converted') {
        await this.accounts.post(trx, {
          ...leg,
          account: 'cash',
          amount: bonus.balance,
          reference: `${reference}:cash`,
        });
      }
    }
    await this.repository.update(trx, bonus, { state: how, balance: 0, endedAt: now });
    const ended = { ...bonus, state: how, balance: 0, endedAt: now };
    if (bonus.state === 'active') await this.activateNext(trx, bonus, now);
    return ended;
  }

  /**
   * Undoes the conversion of a bonus that a rolled-back bet had brought about, in the rollback's
   * transaction: the converted balance comes back from cash (as much of it as `cashLeft` still
   * holds: what was played or withdrawn meanwhile is gone) with a pair of bonus_convert entries
   * named by `reference`, and the bonus is active again with `wagered`. When another bonus became
   * active since, this one cannot be active beside it and ends forfeited instead; when its time is
   * up it ends expired. Answers the bonus as it is after.
   */
  async unconvert(
    trx: Transaction<Database>,
    bonus: Bonus,
    change: { wagered: number; cashLeft: number; reference: string },
    now: Date,
  ): Promise<Bonus> {
    const legs = await this.conversionLegs(trx, bonus);
    const last = legs.at(-1) ?? 0;
    const back = Math.min(last < 0 ? -last : 0, change.cashLeft);
    if (back > 0) {
      const leg = {
        merchantCode: bonus.merchantCode,
        memberId: bonus.memberId,
        kind: 'bonus_convert' as const,
        bonusId: bonus.id,
      };
      await this.accounts.post(trx, {
        ...leg,
        account: 'cash',
        amount: -back,
        reference: `${change.reference}:cash`,
      });
      await this.accounts.post(trx, {
        ...leg,
        account: 'bonus',
        amount: back,
        reference: change.reference,
      });
    }
    const restored = { ...bonus, balance: back, wagered: change.wagered };
    const other = await this.repository.active(trx, bonus.merchantCode, bonus.memberId);
    if (other) {
      // Still 'converted' as end() reads it: no queued bonus starts, the other one runs on.
      await this.repository.update(trx, bonus, { wagered: change.wagered });
      return this.end(trx, restored, 'forfeited', now);
    }
    const active = { ...restored, state: 'active' as const, endedAt: null };
    await this.repository.update(trx, bonus, {
      state: 'active',
      balance: back,
      wagered: change.wagered,
      endedAt: null,
    });
    if (active.expiresAt <= now) return this.end(trx, active, 'expired', now);
    return active;
  }

  /**
   * Ends the member's running bonuses whose time is up (idempotent: ended ones are skipped).
   * Answers the running bonuses when none ended, so a caller under the lock need not read them
   * again; undefined when some ended (and money may have moved).
   */
  async expireDue(
    trx: Transaction<Database>,
    merchantCode: string,
    memberId: number,
    now: Date,
  ): Promise<Bonus[] | undefined> {
    const running = await this.repository.running(trx, merchantCode, memberId);
    let ended = false;
    for (const bonus of running) {
      if (bonus.expiresAt > now) continue;
      // Re-read: ending an earlier one may have activated this one.
      const current = await this.repository.byId(trx, merchantCode, memberId, bonus.id);
      if (current && (current.state === 'active' || current.state === 'queued')) {
        await this.end(trx, current, 'expired', now);
        ended = true;
      }
    }
    return ended ? undefined : running;
  }

  private conversionLegs(trx: Transaction<Database>, bonus: Bonus): Promise<number[]> {
    const { merchantCode, memberId, id: bonusId } = bonus;
    return this.accounts.conversionLegs(trx, { merchantCode, memberId, bonusId });
  }

  private async activateNext(trx: Transaction<Database>, ended: Bonus, now: Date): Promise<void> {
    const queued = await this.repository.running(trx, ended.merchantCode, ended.memberId);
    for (const next of queued) {
      if (next.state !== 'queued') continue;
      if (next.expiresAt <= now) {
        await this.repository.update(trx, next, { state: 'expired', endedAt: now });
        continue;
      }
      await this.activate(trx, next, now);
      return;
    }
  }
}
