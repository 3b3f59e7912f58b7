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
    async ({ merchant, session }) => {
      const { cash, bonus } = await wallet.balances(merchant.code, session.memberId);
      return { ...presentCurrency(merchant), balance: cash, bonusBalance: bonus };
    },
    options,
  );
  registerMemberCall(
    app,
    calls.fundsConsolidated,
    async ({ merchant, session }) => {
      const { cash, bonus } = await wallet.balances(merchant.code, session.memberId);
      // Cash only: bonus money is playable, never withdrawable.
      const withdrawable = await wallet.withdrawable(merchant, session.memberId, cash);
      return { ...presentCurrency(merchant), balance: cash, bonusBalance: bonus, withdrawable };
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
