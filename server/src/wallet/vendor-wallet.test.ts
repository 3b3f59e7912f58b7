import { describe, expect, it } from 'vitest';
import {
  calls,
  VENDOR_WALLET_HEADERS,
  type CallDef,
  type VendorWalletValue,
} from '@lobby/contract';
import { WalletRepository } from './wallet-repository.js';
import { walletSignature } from '../core/vendor-signature.js';
import {
  expectFailure,
  expectValue,
  fakeClock,
  merchantFactory,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

const SECRET = 'acme-wallet-secret-for-tests';
const base = merchantFactory();
const withAcme = () =>
  merchantFactory({
    games: {
      ...base.games,
      vendorApis: { ACME: { url: 'https://acme.example', secretEnv: 'ACME_SECRET' } },
    },
  });

describe.each(testDatabases())('the seamless wallet for vendors on $name', (kind) => {
  const merchant = withAcme();
  const other = withAcme();
  const clock = fakeClock(Date.parse('2026-11-25T09:00:00Z'));
  const t = useTestApp(kind, {
    merchants: [merchant, other],
    now: clock.now,
    vendorSecrets: { ACME_SECRET: SECRET },
  });

  interface Signing {
    vendor?: string;
    secret?: string;
    timestamp?: string;
    /** Changes the body after signing it. */
    alter?: (body: string) => string;
    on?: typeof merchant;
  }

  const sendSigned = (call: CallDef, payload: object, signing: Signing = {}) => {
    const body = JSON.stringify(payload);
    const timestamp = signing.timestamp ?? String(Math.floor(clock.now().getTime() / 1000));
    return t.app.inject({
      method: 'POST',
      url: call.path,
      headers: {
        host: (signing.on ?? merchant).hosts[0]!,
        'content-type': 'application/json',
        [VENDOR_WALLET_HEADERS.vendor]: signing.vendor ?? 'ACME',
        [VENDOR_WALLET_HEADERS.timestamp]: timestamp,
        [VENDOR_WALLET_HEADERS.signature]: walletSignature(
          signing.secret ?? SECRET,
          timestamp,
          body,
        ),
      },
      payload: signing.alter ? signing.alter(body) : body,
    });
  };
  const repository = () => new WalletRepository(t.database.db);
  const funded = async (amount: number) => {
    const member = await signUp(t.app, merchant);
    await repository().post({
      merchantCode: merchant.code,
      memberId: Number(member.id),
      kind: 'deposit',
      amount,
      reference: `fund-${member.id}`,
    });
    return member;
  };
  const balanceOf = (member: { id: string }) =>
    repository().balance(merchant.code, Number(member.id));
  let counter = 0;
  const txid = () => `tx-${(counter += 1)}-${Date.now()}`;

  it('a signed debit takes the bet and answers the balance after it', async () => {
    const member = await funded(10_000);
    const id = txid();
    const value = expectValue(
      await sendSigned(calls.vendorWalletDebit, {
        transactionId: id,
        customerId: member.id,
        amount: 2_500,
        gameId: 'slot-1',
        roundId: 'r1',
      }),
      calls.vendorWalletDebit,
    );
    expect(value).toEqual({
      balance: 7_500,
      bonusBalance: 0,
      currency: merchant.currency,
      transactionId: id,
      duplicate: false,
    });
  });

  it('a debit retried with the same transaction id debits once, even when retries race', async () => {
    const member = await funded(10_000);
    const payload = { transactionId: txid(), customerId: member.id, amount: 1_000 };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sendSigned(calls.vendorWalletDebit, payload)),
    );
    const values = answers.map((answer) => expectValue(answer, calls.vendorWalletDebit));
    expect(values.filter((value) => !value.duplicate)).toHaveLength(1);
    expect(values.every((value) => value.balance === 9_000)).toBe(true);
    expect(await balanceOf(member)).toBe(9_000);
  });

  it('answers insufficient funds clearly and moves nothing', async () => {
    const member = await funded(500);
    const response = await sendSigned(calls.vendorWalletDebit, {
      transactionId: txid(),
      customerId: member.id,
      amount: 501,
    });
    const message = expectFailure(response, 409, 'wallet.insufficient.funds');
    expect(message).toMatch(/cash 500 and bonus 0/);
    expect(await balanceOf(member)).toBe(500);
  });

  it('refuses unsigned, altered, stale and foreign-vendor requests without moving money', async () => {
    const member = await funded(5_000);
    const payload = () => ({ transactionId: txid(), customerId: member.id, amount: 100 });
    const refusals = [
      { alter: (body: string) => body.replace('"amount":100', '"amount":1') },
      { secret: 'not-the-secret' },
      { timestamp: String(Math.floor(clock.now().getTime() / 1000) - 301) },
      { vendor: 'UNKNOWN' },
    ];
    for (const signing of refusals) {
      expectFailure(
        await sendSigned(calls.vendorWalletCredit, payload(), signing),
        401,
        'wallet.signature.invalid',
      );
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: calls.vendorWalletCredit.path,
      headers: { host: merchant.hosts[0]!, 'content-type': 'application/json' },
      payload: JSON.stringify(payload()),
    });
    expectFailure(unsigned, 401, 'wallet.signature.invalid');
    expect(await balanceOf(member)).toBe(5_000);
  });

  it('a credit pays a win once per transaction id', async () => {
    const member = await funded(1_000);
    const payload = { transactionId: txid(), customerId: member.id, amount: 4_000 };
    expectValue(await sendSigned(calls.vendorWalletCredit, payload), calls.vendorWalletCredit);
    const again = expectValue(
      await sendSigned(calls.vendorWalletCredit, payload),
      calls.vendorWalletCredit,
    );
    expect(again).toMatchObject({ duplicate: true, balance: 5_000 });
  });

  it('a rollback returns a debit once, and refuses an unknown debit', async () => {
    const member = await funded(3_000);
    const bet = txid();
    await sendSigned(calls.vendorWalletDebit, {
      transactionId: bet,
      customerId: member.id,
      amount: 1_200,
    });
    expect(await balanceOf(member)).toBe(1_800);
    const rollback = (transactionId: string) =>
      sendSigned(calls.vendorWalletRollback, {
        transactionId,
        customerId: member.id,
        originalTransactionId: bet,
      });
    const first = expectValue(await rollback(txid()), calls.vendorWalletRollback);
    expect(first).toMatchObject({ balance: 3_000, duplicate: false });
    // A second rollback of the same debit, even under another id of its own, returns nothing more.
    const second = expectValue(await rollback(txid()), calls.vendorWalletRollback);
    expect(second).toMatchObject({ balance: 3_000, duplicate: true });
    expectFailure(
      await sendSigned(calls.vendorWalletRollback, {
        transactionId: txid(),
        customerId: member.id,
        originalTransactionId: 'never-debited',
      }),
      404,
      'wallet.transaction.not.found',
    );
    const { entries } = await repository().entries(merchant.code, Number(member.id), {
      limit: 10,
      offset: 0,
    });
    expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['rollback', 1_200],
      ['bet', -1_200],
      ['deposit', 3_000],
    ]);
  });

  it("keeps merchants apart: another merchant's member or debit is not found", async () => {
    const member = await funded(2_000);
    const bet = txid();
    await sendSigned(calls.vendorWalletDebit, {
      transactionId: bet,
      customerId: member.id,
      amount: 100,
    });
    expectFailure(
      await sendSigned(
        calls.vendorWalletDebit,
        { transactionId: txid(), customerId: member.id, amount: 100 },
        { on: other },
      ),
      404,
      'wallet.member.not.found',
    );
    const stranger = await signUp(t.app, other);
    expectFailure(
      await sendSigned(
        calls.vendorWalletRollback,
        { transactionId: txid(), customerId: stranger.id, originalTransactionId: bet },
        { on: other },
      ),
      404,
      'wallet.transaction.not.found',
    );
    expect(await balanceOf(member)).toBe(1_900);
  });

  it('refuses bad bodies clearly: a zero or fractional amount, a malformed customer id', async () => {
    const member = await funded(1_000);
    for (const payload of [
      { transactionId: txid(), customerId: member.id, amount: 0 },
      { transactionId: txid(), customerId: member.id, amount: 1.5 },
      { transactionId: txid(), customerId: member.id },
    ]) {
      expectFailure(await sendSigned(calls.vendorWalletDebit, payload), 400, 'invalid_request');
    }
    // Past int4 is no member either, never a 500 from the member id column.
    for (const customerId of ['abc', '2147483648', '9999999999']) {
      expectFailure(
        await sendSigned(calls.vendorWalletDebit, {
          transactionId: txid(),
          customerId,
          amount: 10,
        }),
        404,
        'wallet.member.not.found',
      );
    }
    expect(await balanceOf(member)).toBe(1_000);
  });

  it('50 concurrent vendor debits never overdraw, and the entries sum to the balance', async () => {
    const member = await funded(10_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        sendSigned(calls.vendorWalletDebit, {
          transactionId: txid(),
          customerId: member.id,
          amount: 300,
        }),
      ),
    );
    const taken = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(taken).toHaveLength(33);
    expect(refused).toHaveLength(17);
    for (const answer of refused) expectFailure(answer, 409, 'wallet.insufficient.funds');
    const balances = taken.map((answer) => (answer.json() as { value: VendorWalletValue }).value);
    expect(Math.min(...balances.map((value) => value.balance))).toBe(100);
    expect(await balanceOf(member)).toBe(100);
    expect(await repository().entrySum(merchant.code, Number(member.id))).toBe(100);
  });
});
