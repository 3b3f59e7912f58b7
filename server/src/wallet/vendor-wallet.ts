import {
  ERROR_CODES,
  INT4_MAX,
  type VendorWalletValue,
  type WalletEntryKind,
} from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { signatureHolds } from '../core/vendor-signature.js';

/** Both accounts after a movement, in minor units. */
export interface AccountBalances {
  cash: number;
  bonus: number;
}

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
    movement: LedgerMovement & { amount: number; gameId: string | null; roundId: string | null },
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

/** What a signed request carries besides its parsed body. */
export interface SignedRequest {
  vendor: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
}

interface Movement {
  transactionId: string;
  customerId: string;
  amount: number;
  gameId?: string | undefined;
  roundId?: string | undefined;
}

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
  constructor(
    private readonly ledger: VendorLedger,
    private readonly secretOf: VendorSecretLookup,
    private readonly now: () => Date,
    private readonly onRefused: (reason: string, vendor: string | undefined) => void,
  ) {}

  /** The vendor of a correctly signed request; anything else is refused, and the refusal logged. */
  async authenticate(merchant: MerchantConfig, request: SignedRequest): Promise<string> {
    const { vendor, timestamp, signature, rawBody } = request;
    if (!vendor || !timestamp || !signature) {
      this.onRefused('unsigned', vendor);
      throw signatureInvalid();
    }
    const secret = await this.secretOf(merchant, vendor);
    if (!secret || !signatureHolds(secret, timestamp, rawBody, signature, this.now())) {
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
    request: { transactionId: string; customerId: string; originalTransactionId: string },
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
