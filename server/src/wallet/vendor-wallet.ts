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
import type { WalletService } from './wallet.js';

/** The secret a vendor signs its wallet requests for a merchant with; undefined when unknown. */
export type VendorSecretLookup = (
  merchant: MerchantConfig,
  vendor: string,
) => Promise<string | Uint8Array | undefined>;

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
 * rollbacks of debits, each idempotent by the vendor's transaction id.
 */
export class VendorWalletService {
  private readonly wallet: WalletService;
  private readonly secretOf: VendorSecretLookup;
  private readonly now: () => Date;
  private readonly onRefused: (reason: string, vendor: string | undefined) => void;

  constructor(deps: {
    wallet: WalletService;
    secretOf: VendorSecretLookup;
    now: () => Date;
    onRefused: (reason: string, vendor: string | undefined) => void;
  }) {
    this.wallet = deps.wallet;
    this.secretOf = deps.secretOf;
    this.now = deps.now;
    this.onRefused = deps.onRefused;
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
    return this.move(merchant, vendor, 'bet', -movement.amount, movement);
  }

  credit(merchant: MerchantConfig, vendor: string, movement: Movement) {
    return this.move(merchant, vendor, 'win', movement.amount, movement);
  }

  /** Returns a debit's amount once, whatever the retries (keyed by the debit, not the retry). */
  async rollback(
    merchant: MerchantConfig,
    vendor: string,
    request: ParsedCallBody<typeof calls.vendorWalletRollback>,
  ): Promise<VendorWalletValue> {
    const memberId = memberIdOf(request.customerId);
    const original = await this.wallet.entryByReference(
      merchant.code,
      referenceOf(vendor, 'bet', request.originalTransactionId),
    );
    if (!original || original.memberId !== memberId) {
      throw new AppError(
        404,
        ERROR_CODES.walletTransactionNotFound,
        'No debit of this member has that transaction id',
      );
    }
    return this.move(merchant, vendor, 'rollback', -original.amount, {
      transactionId: request.transactionId,
      customerId: request.customerId,
      reference: referenceOf(vendor, 'rollback', request.originalTransactionId),
    });
  }

  private async move(
    merchant: MerchantConfig,
    vendor: string,
    kind: WalletEntryKind,
    amount: number,
    movement: { transactionId: string; customerId: string; reference?: string },
  ): Promise<VendorWalletValue> {
    const memberId = memberIdOf(movement.customerId);
    const result = await this.wallet.move({
      merchantCode: merchant.code,
      memberId,
      kind,
      amount,
      reference: movement.reference ?? referenceOf(vendor, kind, movement.transactionId),
      note: `${vendor} ${movement.transactionId}`,
    });
    const answer = (balance: number, duplicate: boolean): VendorWalletValue => ({
      balance,
      currency: merchant.currency,
      transactionId: movement.transactionId,
      duplicate,
    });
    switch (result.status) {
      case 'posted':
        return answer(result.entry.balanceAfter, false);
      case 'duplicate':
        return answer(await this.wallet.balance(merchant.code, memberId), true);
      case 'insufficient':
        throw new AppError(
          409,
          ERROR_CODES.walletInsufficientFunds,
          `Insufficient funds: the balance is ${result.balance}, the bet ${-amount} (minor units)`,
        );
      case 'unknown_member':
        throw new AppError(
          404,
          ERROR_CODES.walletMemberNotFound,
          'No such member on this merchant',
        );
    }
  }
}

/** The ledger reference of a vendor movement: unique per merchant, vendor, kind and vendor id. */
function referenceOf(vendor: string, kind: WalletEntryKind, transactionId: string): string {
  return `vendor:${vendor}:${kind}:${transactionId}`;
}
