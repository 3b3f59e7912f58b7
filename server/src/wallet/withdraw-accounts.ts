import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  MAX_WITHDRAW_ACCOUNTS,
  type ParsedCallBody,
  type calls,
} from '@lobby/contract';
import type { WithdrawAccountRepository } from './withdraw-account-repository.js';
import { presentWithdrawAccount } from './withdrawal-presenter.js';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { SessionContext } from '../core/http/request-identity.js';

/** Checks the member's password again; throws login.cred.err when it is wrong. */
export type ConfirmPassword = (
  merchant: MerchantConfig,
  session: SessionContext,
  password: string,
) => Promise<void>;

/** Members' saved withdrawal accounts: listed masked, added only with the password again. */
export class WithdrawAccountService {
  constructor(
    private readonly accounts: WithdrawAccountRepository,
    private readonly confirmPassword: ConfirmPassword,
  ) {}

  async info(merchantCode: string, memberId: number) {
    const accounts = await this.accounts.list(merchantCode, memberId);
    return { accounts: accounts.map(presentWithdrawAccount), maxAccounts: MAX_WITHDRAW_ACCOUNTS };
  }

  async add(
    merchant: MerchantConfig,
    session: SessionContext,
    body: ParsedCallBody<typeof calls.addWithdrawAccount>,
  ) {
    await this.confirmPassword(merchant, session, body.password);
    const saved = await this.accounts.save(
      {
        id: randomUUID(),
        merchantCode: merchant.code,
        memberId: session.memberId,
        type: body.type,
        provider: body.provider.trim(),
        holderName: body.holderName.trim(),
        accountNumber: body.accountNumber.toUpperCase(),
      },
      MAX_WITHDRAW_ACCOUNTS,
    );
    if (saved.status === 'limit') {
      throw new AppError(
        409,
        ERROR_CODES.withdrawAccountLimit,
        `At most ${MAX_WITHDRAW_ACCOUNTS} withdrawal accounts may be saved`,
      );
    }
    if (saved.status === 'exists') {
      throw new AppError(409, ERROR_CODES.withdrawAccountExists, 'This account is saved already');
    }
    return { account: presentWithdrawAccount(saved.account) };
  }
}
