import { calls, SIGNED_REQUEST_HEADERS, type CallDef } from '@lobby/contract';
import { requestSignature } from '../../src/core/signed-request.js';
import { CONSENT, PASSWORD, uniqueUsername } from '../accounts-client.js';
import type { FakePaymentProvider } from '../fake-payment-provider.js';
import { valueOf, type CallAnswer, type DeployClient } from './deploy-client.js';
import { nextAddress } from './deployment.js';

/** The fault suite's vendor and payment provider, as its merchant file names them. */
export const VENDOR = {
  code: 'ACME',
  secretEnv: 'ACME_WALLET_SECRET',
  secret: 'acme-wallet-secret-for-faults-0123',
};
export const PROVIDER = {
  method: 'ACMEPAY',
  name: 'acme',
  secretEnv: 'ACME_PAY_SECRET',
  secret: 'acme-pay-secret-for-faults-0123456',
};

export interface FundedMember {
  id: string;
  username: string;
  token: string;
  accountId: string;
}

/** A vendor's signed wallet call (debit, credit) for a member, by transaction id. */
export function vendorMove(
  client: DeployClient,
  call: CallDef,
  member: Pick<FundedMember, 'id'>,
  transactionId: string,
  amount: number,
  timeoutMs?: number,
): Promise<CallAnswer> {
  const body = JSON.stringify({ transactionId, customerId: member.id, amount });
  const timestamp = String(Math.floor(Date.now() / 1000));
  return client.raw('POST', call.path, body, {
    timeoutMs,
    headers: {
      'content-type': 'application/json',
      [SIGNED_REQUEST_HEADERS.vendor]: VENDOR.code,
      [SIGNED_REQUEST_HEADERS.timestamp]: timestamp,
      [SIGNED_REQUEST_HEADERS.signature]: requestSignature(VENDOR.secret, timestamp, body),
    },
  });
}

/** The provider's signed notification that a deposit was paid. */
export function notifyPaid(
  client: DeployClient,
  provider: FakePaymentProvider,
  depositId: string,
  amount: number,
  timeoutMs?: number,
): Promise<CallAnswer> {
  const { headers, body } = provider.notification(PROVIDER.name, {
    depositId,
    status: 'paid',
    amount,
  });
  return client.raw('POST', calls.paymentCallback.path, body, { headers, timeoutMs });
}

/** Registers a member, funds it by a vendor credit and saves a withdrawal account. */
export async function fundedMember(client: DeployClient, funds: number): Promise<FundedMember> {
  const username = uniqueUsername('fault');
  const registered = valueOf(
    await client.call(
      calls.memberRegister,
      { username, password: PASSWORD, ...CONSENT },
      { ip: nextAddress() },
    ),
    calls.memberRegister,
  );
  const member = { id: registered.id, username, token: registered.token };
  valueOf(
    await vendorMove(client, calls.vendorWalletCredit, member, `fund-${member.id}`, funds),
    calls.vendorWalletCredit,
  );
  const saved = valueOf(
    await client.call(
      calls.addWithdrawAccount,
      {
        type: 'ewallet',
        provider: 'GCash',
        holderName: 'Fault Tester',
        accountNumber: `0917${member.id.padStart(7, '0').slice(-7)}`,
        password: PASSWORD,
      },
      { token: member.token, ip: nextAddress() },
    ),
    calls.addWithdrawAccount,
  );
  return { ...member, accountId: saved.account.accountId };
}

/** Answers by kind: 200, 503, another status (with its code), or none at all (with why). */
export class Tally {
  private readonly counts = new Map<string, number>();

  add(answer: CallAnswer): CallAnswer {
    const key =
      answer.status === 0
        ? `no answer (${answer.failure})`
        : answer.status === 200
          ? '200'
          : `${answer.status} ${answer.body?.errorCode ?? ''}`.trim();
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    return answer;
  }

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** Every kind of answer that is neither a 200 nor one of `allowed`. */
  others(allowed: readonly string[]): string[] {
    return [...this.counts.keys()].filter((key) => key !== '200' && !allowed.includes(key));
  }

  toString(): string {
    return [...this.counts].map(([key, n]) => `${key}: ${n}`).join(', ');
  }
}
