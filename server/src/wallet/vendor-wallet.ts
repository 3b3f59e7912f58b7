import {
  ERROR_CODES,
  INT4_MAX,
  type calls,
  type ParsedCallBody,
  type VendorWalletValue,
  type WalletEntryKind,
} from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { verifySignedRequest, type SignedRequest } from '../core/signed-request.js';
import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema.js';

import type { AccountBalances } from './account-entry-repository.js';

export type { AccountBalances };

/** What a movement on the two accounts did. */
export type VendorLedgerAnswer =
  | { status: 'posted' | 'duplicate'; balances: AccountBalances }
  | { status: 'insufficient'; balances: AccountBalances }
  | { status: 'max_bet'; maxBet: number }
  | { status: 'unknown_member' }
  | { status: 'not_found' };

interface LedgerMovement {
  merchantCode: string;
  memberId: number;
  vendor: string;
  reference: string;
  note: string;
}

/**
 * Where the seamless wallet's movements land: the cash and bonus accounts with wagering
 * (implemented by the bonuses area, VendorBets; wired in app.ts).
 */
export interface VendorLedger {
  bet(
    movement: LedgerMovement & {
      amount: number;
      gameId: string | null;
      roundId: string | null;
      /** Runs in the bet's transaction once it is posted; throwing undoes the bet. */
      guard?: (trx: Kysely<Database>) => Promise<void>;
    },
  ): Promise<VendorLedgerAnswer>;
  win(
    movement: LedgerMovement & { amount: number; gameId: string | null; roundId: string | null },
  ): Promise<VendorLedgerAnswer>;
  rollback(movement: LedgerMovement & { betReference: string }): Promise<VendorLedgerAnswer>;
}

/** The secret a vendor signs its wallet requests for a merchant with; undefined when unknown. */
export type VendorSecretLookup = (
  merchant: MerchantConfig,
  vendor: string,
) => Promise<string | Uint8Array | undefined>;

/**
 * Player protection's check of a bet, run in the bet's transaction after it is posted (the
 * wallet row locked): it refuses (throws, undoing the bet) during a time-out or self-exclusion,
 * before new terms are accepted, past a loss limit or the day's play time.
 */
export type BetGuard = (
  trx: Kysely<Database>,
  merchant: MerchantConfig,
  memberId: number,
  amount: number,
) => Promise<void>;

type Movement = ParsedCallBody<typeof calls.vendorWalletDebit>;

const signatureInvalid = () =>
  new AppError(401, ERROR_CODES.vendorSignatureInvalid, 'The request signature does not check out');

function memberIdOf(customerId: string): number {
  const id = /^\d{1,10}$/.test(customerId) ? Number(customerId) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > INT4_MAX) {
    throw new AppError(404, ERROR_CODES.walletMemberNotFound, 'No such member on this merchant');
  }
  return id;
}

/**
 * The seamless wallet Lobby offers game vendors: signed debits (bets), credits (wins) and
 * rollbacks of debits, each idempotent by the vendor's transaction id, on the cash and bonus
 * accounts (docs/bonuses.md).
 */
export class VendorWalletService {
  private readonly ledger: VendorLedger;
  private readonly secretOf: VendorSecretLookup;
  private readonly now: () => Date;
  private readonly onRefused: (reason: string, vendor: string | undefined) => void;
  private readonly betGuard: BetGuard;

  constructor(deps: {
    /** The cash and bonus accounts the movements land on (the bonuses area's VendorBets). */
    ledger: VendorLedger;
    secretOf: VendorSecretLookup;
    now: () => Date;
    onRefused: (reason: string, vendor: string | undefined) => void;
    /** Player protection's check of each bet, in its transaction. */
    betGuard: BetGuard;
  }) {
    this.ledger = deps.ledger;
    this.secretOf = deps.secretOf;
    this.now = deps.now;
    this.onRefused = deps.onRefused;
    this.betGuard = deps.betGuard;
  }

  /** The vendor of a correctly signed request; anything else is refused, and the refusal logged. */
  async authenticate(merchant: MerchantConfig, request: SignedRequest): Promise<string> {
    const vendor = request.signer;
    if (!vendor || !request.timestamp || !request.signature) {
      this.onRefused('unsigned', vendor);
      throw signatureInvalid();
    }
    const secret = await this.secretOf(merchant, vendor);
    if (!verifySignedRequest(secret, request, this.now())) {
      this.onRefused(secret ? 'bad signature or stale timestamp' : 'unknown vendor', vendor);
      throw signatureInvalid();
    }
    return vendor;
  }

  debit(merchant: MerchantConfig, vendor: string, movement: Movement) {
    const memberId = memberIdOf(movement.customerId);
    return this.answer(merchant, movement.transactionId, movement.amount, () =>
      this.ledger.bet({
        ...this.base(merchant, vendor, memberId, 'bet', movement.transactionId),
        amount: movement.amount,
        gameId: movement.gameId ?? null,
        roundId: movement.roundId ?? null,
        guard: (trx) => this.betGuard(trx, merchant, memberId, movement.amount),
      }),
    );
  }

  credit(merchant: MerchantConfig, vendor: string, movement: Movement) {
    const memberId = memberIdOf(movement.customerId);
    return this.answer(merchant, movement.transactionId, movement.amount, () =>
      this.ledger.win({
        ...this.base(merchant, vendor, memberId, 'win', movement.transactionId),
        amount: movement.amount,
        gameId: movement.gameId ?? null,
        roundId: movement.roundId ?? null,
      }),
    );
  }

  /** Returns a debit's amount once, whatever the retries (keyed by the debit, not the retry). */
  rollback(
    merchant: MerchantConfig,
    vendor: string,
    request: ParsedCallBody<typeof calls.vendorWalletRollback>,
  ): Promise<VendorWalletValue> {
    const memberId = memberIdOf(request.customerId);
    return this.answer(merchant, request.transactionId, 0, () =>
      this.ledger.rollback({
        ...this.base(merchant, vendor, memberId, 'rollback', request.originalTransactionId),
        note: `${vendor} ${request.transactionId}`,
        betReference: referenceOf(vendor, 'bet', request.originalTransactionId),
      }),
    );
  }

  private base(
    merchant: MerchantConfig,
    vendor: string,
    memberId: number,
    kind: WalletEntryKind,
    transactionId: string,
  ) {
    return {
      merchantCode: merchant.code,
      memberId,
      vendor,
      reference: referenceOf(vendor, kind, transactionId),
      note: `${vendor} ${transactionId}`,
    };
  }

  private async answer(
    merchant: MerchantConfig,
    transactionId: string,
    amount: number,
    move: () => Promise<VendorLedgerAnswer>,
  ): Promise<VendorWalletValue> {
    const result = await move();
    switch (result.status) {
      case 'posted':
      case 'duplicate':
        return {
          balance: result.balances.cash + result.balances.bonus,
          bonusBalance: result.balances.bonus,
          currency: merchant.currency,
          transactionId,
          duplicate: result.status === 'duplicate',
        };
      case 'insufficient':
        throw new AppError(
          409,
          ERROR_CODES.walletInsufficientFunds,
          `Insufficient funds: cash ${result.balances.cash} and bonus ${result.balances.bonus}, the bet ${amount} (minor units)`,
        );
      case 'max_bet':
        throw new AppError(
          409,
          ERROR_CODES.bonusMaxBetExceeded,
          `While the bonus is active a bet may be at most ${result.maxBet} (minor units)`,
        );
      case 'unknown_member':
        throw new AppError(
          404,
          ERROR_CODES.walletMemberNotFound,
          'No such member on this merchant',
        );
      case 'not_found':
        throw new AppError(
          404,
          ERROR_CODES.walletTransactionNotFound,
          'No debit of this member has that transaction id',
        );
    }
  }
}

/** The ledger reference of a vendor movement: unique per merchant, vendor, kind and vendor id. */
function referenceOf(vendor: string, kind: WalletEntryKind, transactionId: string): string {
  return `vendor:${vendor}:${kind}:${transactionId}`;
}
