import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import type { MerchantConfig } from '../src/core/merchant-config.js';
import { expectValue, send, type TestMember } from './accounts-client.js';

/** Saves an e-wallet withdrawal account for a member; its id. */
export async function savedWithdrawAccount(
  app: FastifyInstance,
  merchant: MerchantConfig,
  member: TestMember,
): Promise<string> {
  const answer = await send(
    app,
    merchant,
    calls.addWithdrawAccount,
    {
      type: 'ewallet',
      provider: 'GCash',
      holderName: 'Juan',
      accountNumber: `0917${String(member.id).padStart(7, '0').slice(-7)}`,
      password: member.password,
    },
    { token: member.token },
  );
  return expectValue(answer, calls.addWithdrawAccount).account.accountId;
}
