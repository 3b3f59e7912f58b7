import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { presentCurrency, presentEntry } from './wallet-presenter.js';
import type { WalletService } from './wallet.js';
import { registerMemberCall } from '../core/http/register-call.js';

/** The member's balance, funds and ledger history. */
export function registerWalletRoutes(
  app: FastifyInstance,
  wallet: WalletService,
  options: { checkAnswers: boolean },
): void {
  registerMemberCall(
    app,
    calls.walletBalance,
    async ({ merchant, session }) => ({
      ...presentCurrency(merchant),
      balance: await wallet.balance(merchant.code, session.memberId),
    }),
    options,
  );
  registerMemberCall(
    app,
    calls.fundsConsolidated,
    async ({ merchant, session }) => {
      const balance = await wallet.balance(merchant.code, session.memberId);
      const withdrawable = await wallet.withdrawable(merchant, session.memberId, balance);
      return { ...presentCurrency(merchant), balance, withdrawable };
    },
    options,
  );
  registerMemberCall(
    app,
    calls.walletHistory,
    async ({ query, merchant, session }) => {
      const page = await wallet.history(merchant.code, session.memberId, query);
      return { ...presentCurrency(merchant), ...page, entries: page.entries.map(presentEntry) };
    },
    options,
  );
}
