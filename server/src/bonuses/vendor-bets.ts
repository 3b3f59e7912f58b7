import { bonusShareOfWin, splitStake } from '@lobby/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../core/db/schema.js';
import { BonusLedger } from './bonus-ledger.js';
import type { Bonus, BonusRepository } from './bonus-repository.js';
import { contributionOf } from './wagering.js';
import type {
  AccountBalances as Balances,
  AccountLedgerService,
  VendorLedgerAnswer,
} from '../wallet/index.js';

interface MovementBase {
  merchantCode: string;
  memberId: number;
  vendor: string;
  /** The ledger reference of the movement (its cash leg); the bonus leg adds ":bonus". */
  reference: string;
  note: string;
}

export interface BetMovement extends MovementBase {
  amount: number;
  gameId: string | null;
  roundId: string | null;
  /** Player protection's check, in the bet's transaction once posted; throwing undoes the bet. */
  guard?: (trx: Transaction<Database>) => Promise<void>;
}

export interface RollbackMovement extends MovementBase {
  /** The ledger reference of the bet to undo. */
  betReference: string;
}

const bonusLeg = (reference: string) => `${reference}:bonus`;

/** What taking the wallet lock read, when nothing has moved since. */
interface LockedRead {
  balances?: Balances;
  running?: Bonus[];
}

/**
 * Bets, wins and rollbacks of the seamless wallet on both accounts, each in one transaction under
 * the member's wallet lock: cash first, then bonus (contract splitStake); wins follow the stake
 * (bonusShareOfWin); every bet counts towards the active bonus's wagering once, by its reference,
 * and converts the bonus when the requirement is met; a rollback returns the stake to the accounts
 * it came from and takes its contribution back, undoing the conversion it brought about.
 */
export class VendorBets {
  private readonly ledger: BonusLedger;
  private readonly repository: BonusRepository;
  private readonly accounts: AccountLedgerService;
  private readonly now: () => Date;

  constructor(deps: {
    repository: BonusRepository;
    accounts: AccountLedgerService;
    now: () => Date;
  }) {
    this.repository = deps.repository;
    this.accounts = deps.accounts;
    this.now = deps.now;
    this.ledger = new BonusLedger(deps.repository, deps.accounts);
  }

  bet(bet: BetMovement): Promise<VendorLedgerAnswer> {
    return this.locked(bet, async (trx, now, read) => {
      const { merchantCode, memberId } = bet;
      if (await this.repository.betTaken(trx, merchantCode, bet.reference)) {
        return { status: 'duplicate', balances: await this.balances(trx, bet, read.balances) };
      }
      const active = read.running
        ? read.running.find((bonus) => bonus.state === 'active')
        : await this.repository.active(trx, merchantCode, memberId);
      if (active?.maxBet && bet.amount > active.maxBet) {
        return { status: 'max_bet', maxBet: active.maxBet };
      }
      const balances = await this.balances(trx, bet, read.balances);
      const split = splitStake(bet.amount, balances);
      if (!split) return { status: 'insufficient', balances };
      // The game weighs only towards an active bonus's wagering.
      const game =
        active && bet.gameId
          ? await this.repository.game(trx, merchantCode, bet.gameId)
          : undefined;
      const contribution = active ? contributionOf(bet.amount, active.games, game) : 0;
      const leg = { merchantCode, memberId, kind: 'bet' as const, note: bet.note };
      let after: Balances | undefined;
      if (split.cash > 0) {
        after = await this.accounts.post(trx, {
          ...leg,
          account: 'cash',
          amount: -split.cash,
          reference: bet.reference,
          bonusId: null,
        });
      }
      if (split.bonus > 0 && active) {
        after = await this.accounts.post(trx, {
          ...leg,
          account: 'bonus',
          amount: -split.bonus,
          reference: bonusLeg(bet.reference),
          bonusId: active.id,
        });
      }
      await this.repository.recordBet(trx, merchantCode, {
        reference: bet.reference,
        memberId,
        vendor: bet.vendor,
        gameId: bet.gameId,
        roundId: bet.roundId,
        cashStake: split.cash,
        bonusStake: split.bonus,
        bonusId: active?.id ?? null,
        contribution,
        rolledBack: false,
      });
      if (active) {
        const counted = {
          ...active,
          balance: active.balance - split.bonus,
          wagered: active.wagered + contribution,
        };
        await this.repository.update(trx, active, {
          balance: counted.balance,
          wagered: counted.wagered,
        });
        if (counted.wagered >= counted.required) {
          await this.ledger.end(trx, counted, 'converted', now);
          after = undefined;
        }
      }
      await bet.guard?.(trx);
      return { status: 'posted', balances: await this.balances(trx, bet, after) };
    });
  }

  win(win: BetMovement): Promise<VendorLedgerAnswer> {
    return this.locked(win, async (trx, _now, read) => {
      const { merchantCode, memberId } = win;
      const references = [win.reference, bonusLeg(win.reference)];
      if (await this.accounts.anyEntry(trx, merchantCode, references)) {
        return { status: 'duplicate', balances: await this.balances(trx, win, read.balances) };
      }
      const bet = await this.repository.betOfWin(trx, merchantCode, win);
      const bonus = bet?.bonusId
        ? await this.repository.byId(trx, merchantCode, memberId, bet.bonusId)
        : undefined;
      const share = bet
        ? bonusShareOfWin(win.amount, { cash: bet.cashStake, bonus: bet.bonusStake })
        : 0;
      // The bonus's share stays bonus while it is active, is cash once it converted, and is
      // not paid once it expired or was forfeited (contract bonusShareOfWin).
      const toBonus = bonus?.state === 'active' ? share : 0;
      const dropped =
        bonus && (bonus.state === 'expired' || bonus.state === 'forfeited') ? share : 0;
      const toCash = win.amount - toBonus - dropped;
      const leg = { merchantCode, memberId, kind: 'win' as const, note: win.note };
      let after: Balances | undefined;
      if (toCash > 0) {
        after = await this.accounts.post(trx, {
          ...leg,
          account: 'cash',
          amount: toCash,
          reference: win.reference,
          bonusId: null,
        });
      }
      if (toBonus > 0 && bonus) {
        after = await this.accounts.post(trx, {
          ...leg,
          account: 'bonus',
          amount: toBonus,
          reference: bonusLeg(win.reference),
          bonusId: bonus.id,
        });
        await this.repository.update(trx, bonus, { balance: bonus.balance + toBonus });
      }
      return { status: 'posted', balances: await this.balances(trx, win, after) };
    });
  }

  rollback(rollback: RollbackMovement): Promise<VendorLedgerAnswer> {
    return this.locked(rollback, async (trx, now) => {
      const { merchantCode, memberId } = rollback;
      const references = [rollback.reference, bonusLeg(rollback.reference)];
      const bet = await this.repository.bet(trx, merchantCode, rollback.betReference);
      if (!bet) return this.rollbackUnrecorded(trx, rollback);
      if (bet.memberId !== memberId) return { status: 'not_found' };
      if (bet.rolledBack || (await this.accounts.anyEntry(trx, merchantCode, references))) {
        return { status: 'duplicate', balances: await this.balances(trx, rollback) };
      }
      let bonus = bet.bonusId
        ? await this.repository.byId(trx, merchantCode, memberId, bet.bonusId)
        : undefined;
      const leg = { merchantCode, memberId, kind: 'rollback' as const, note: rollback.note };
      const wageredWithout = bonus ? Math.max(0, bonus.wagered - bet.contribution) : 0;
      // Without this bet the bonus's wagering falls short: the conversion it made is undone.
      const undo =
        bonus?.state === 'converted' && bet.contribution > 0 && wageredWithout < bonus.required;
      // The bonus stake returns as cash once the bonus converted (for good), to the bonus while
      // it is active, and not at all once it expired or was forfeited (its money left with it).
      const cashBack = bet.cashStake + (bonus?.state === 'converted' && !undo ? bet.bonusStake : 0);
      let cashLeft: number | undefined;
      if (cashBack > 0) {
        const after = await this.accounts.post(trx, {
          ...leg,
          account: 'cash',
          amount: cashBack,
          reference: rollback.reference,
          bonusId: null,
        });
        cashLeft = after.cash;
      }
      if (bonus && undo) {
        cashLeft ??= (await this.balances(trx, rollback)).cash;
        bonus = await this.ledger.unconvert(
          trx,
          bonus,
          { wagered: wageredWithout, cashLeft, reference: `${rollback.reference}:unconvert` },
          now,
        );
      }
      if (bonus?.state === 'active') {
        if (bet.bonusStake > 0) {
          await this.accounts.post(trx, {
            ...leg,
            account: 'bonus',
            amount: bet.bonusStake,
            reference: bonusLeg(rollback.reference),
            bonusId: bonus.id,
          });
        }
        await this.repository.update(trx, bonus, {
          balance: bonus.balance + bet.bonusStake,
          wagered: undo ? bonus.wagered : wageredWithout,
        });
      }
      await this.repository.markRolledBack(trx, merchantCode, bet.reference);
      return { status: 'posted', balances: await this.balances(trx, rollback) };
    });
  }

  /** A bet from before bets were recorded: its cash entry is returned once, as it always was. */
  private async rollbackUnrecorded(
    trx: Transaction<Database>,
    rollback: RollbackMovement,
  ): Promise<VendorLedgerAnswer> {
    const { merchantCode, memberId } = rollback;
    const original = await this.accounts.entryOf(trx, merchantCode, rollback.betReference);
    if (!original || original.memberId !== memberId) return { status: 'not_found' };
    if (await this.accounts.anyEntry(trx, merchantCode, [rollback.reference])) {
      return { status: 'duplicate', balances: await this.balances(trx, rollback) };
    }
    await this.accounts.post(trx, {
      merchantCode,
      memberId,
      account: 'cash',
      kind: 'rollback',
      amount: -original.amount,
      reference: rollback.reference,
      bonusId: null,
      note: rollback.note,
    });
    return { status: 'posted', balances: await this.balances(trx, rollback) };
  }

  /**
   * Runs a movement in one transaction under the wallet lock, after ending expired bonuses; the
   * work gets what locking read (the balances and the running bonuses) while expiry moved nothing.
   */
  private locked(
    movement: MovementBase,
    work: (trx: Transaction<Database>, now: Date, read: LockedRead) => Promise<VendorLedgerAnswer>,
  ): Promise<VendorLedgerAnswer> {
    return this.repository.transaction(async (trx) => {
      const now = this.now();
      const wallet = await this.accounts.lock(trx, movement.merchantCode, movement.memberId);
      if (!wallet) return { status: 'unknown_member' };
      const running = await this.ledger.expireDue(
        trx,
        movement.merchantCode,
        movement.memberId,
        now,
      );
      return work(trx, now, running ? { balances: wallet, running } : {});
    });
  }

  /** The balances under the lock this transaction holds: as last posted, else read again. */
  private async balances(
    trx: Transaction<Database>,
    movement: MovementBase,
    posted?: Balances,
  ): Promise<Balances> {
    if (posted) return posted;
    const wallet = await this.accounts.lock(trx, movement.merchantCode, movement.memberId);
    return wallet ?? { cash: 0, bonus: 0 };
  }
}
