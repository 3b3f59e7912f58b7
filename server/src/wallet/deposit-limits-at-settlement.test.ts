import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { calls, SIGNED_REQUEST_HEADERS } from '@lobby/contract';
import { ServerSecretRepository } from '../core/db/server-secret-repository.js';
import { demoPaymentSecret, launchSecret } from '../demo/demo-secrets.js';
import { requestSignature } from '../core/signed-request.js';
import { WalletRepository } from './wallet-repository.js';
import {
  authed,
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  useTestApp,
  type TestMember,
} from '../../test/index.js';

const base = merchantFactory();

describe.each(testDatabases())('deposit limits when the money comes, on $name', (kind) => {
  const merchant = merchantFactory({ wallet: { ...base.wallet, maxPendingDeposits: 100 } });
  const host = merchant.hosts[0]!;
  const t = useTestApp(kind, { merchants: [merchant] });

  const create = (member: TestMember, amount: number) =>
    send(t.app, merchant, calls.createDeposit, { method: 'DEMO', amount }, { token: member.token });
  const start = async (member: TestMember, amount: number) =>
    expectValue(await create(member, amount), calls.createDeposit).depositId;
  const setDailyLimit = async (member: TestMember, value: number) =>
    expectValue(
      await authed(t.app, merchant, member.token).post(calls.setProtectionLimit, {
        kind: 'deposit',
        period: 'day',
        value,
      }),
      calls.setProtectionLimit,
    );
  let references = 0;
  /** The demo provider's signed notification, as its server sends it. */
  const notify = async (depositId: string, amount: number, status: 'paid' | 'cancelled') => {
    const secret = await demoPaymentSecret(
      launchSecret(undefined, new ServerSecretRepository(t.database.db)),
    )();
    const timestamp = String(Math.floor(Date.now() / 1000));
    const body = JSON.stringify({
      depositId,
      status,
      amount,
      providerReference: `ref-${(references += 1)}`,
    });
    return t.app.inject({
      method: 'POST',
      url: calls.paymentCallback.path,
      headers: {
        host,
        'content-type': 'application/json',
        [SIGNED_REQUEST_HEADERS.provider]: 'demo',
        [SIGNED_REQUEST_HEADERS.timestamp]: timestamp,
        [SIGNED_REQUEST_HEADERS.signature]: requestSignature(secret, timestamp, body),
      },
      payload: body,
    });
  };
  const settled = async (depositId: string, amount: number, status: 'paid' | 'cancelled') =>
    expectValue(await notify(depositId, amount, status), calls.paymentCallback);
  const balanceOf = (member: TestMember) =>
    new WalletRepository(t.database.db).balance(merchant.code, Number(member.id));
  const statusOf = async (member: TestMember, depositId: string) =>
    expectValue(
      await send(t.app, merchant, calls.depositStatus, undefined, {
        token: member.token,
        query: { depositId },
      }),
      calls.depositStatus,
    ).deposit!.status;
  const heldAudit = (depositId: string) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['operator_name', 'target_id', 'after'])
      .where('merchant_code', '=', merchant.code)
      .where('action', '=', 'deposit.held')
      .where(sql<boolean>`"after"->>'depositId' = ${depositId}`)
      .execute();

  it('holds a cancelled deposit paid late past the limit: credited never beyond it', async () => {
    const member = await signUp(t.app, merchant);
    await setDailyLimit(member, 20_000);
    const a = await start(member, 20_000);
    expect(await settled(a, 20_000, 'cancelled')).toMatchObject({ status: 'cancelled' });
    // A no longer counts, so B fits.
    const b = await start(member, 20_000);
    // A's checkout paid after all: crediting it would make 40,000 today.
    expect(await settled(a, 20_000, 'paid')).toEqual({
      depositId: a,
      status: 'held',
      credited: false,
    });
    expect(await settled(b, 20_000, 'paid')).toMatchObject({ status: 'paid', credited: true });
    expect(await balanceOf(member)).toBe(20_000);
    expect(await statusOf(member, a)).toBe('held');
    // A repeat changes nothing: held stays held, whatever the limit says by then.
    expect(await settled(a, 20_000, 'paid')).toMatchObject({ status: 'held', credited: false });
    expect(await settled(a, 20_000, 'cancelled')).toMatchObject({ status: 'held' });
    expect(await balanceOf(member)).toBe(20_000);
    const audit = await heldAudit(a);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator_name: 'system:deposit-limits',
      target_id: member.id,
      after: { status: 'held', amount: 20_000, limit: { period: 'day', limit: 20_000 } },
    });
    // The held money does not count: the limit still has room for nothing more than B.
    expectFailure(await create(member, 10_000), 409, 'deposit.limit.reached');
  });

  it('credits a cancelled deposit paid late while it still fits the limit', async () => {
    const member = await signUp(t.app, merchant);
    await setDailyLimit(member, 30_000);
    const a = await start(member, 20_000);
    await settled(a, 20_000, 'cancelled');
    expect(await settled(a, 20_000, 'paid')).toMatchObject({ status: 'paid', credited: true });
    expect(await balanceOf(member)).toBe(20_000);
  });

  it('holds a payment whose limit was lowered since the deposit started', async () => {
    const member = await signUp(t.app, merchant);
    const a = await start(member, 20_000);
    await setDailyLimit(member, 10_000);
    expect(await settled(a, 20_000, 'paid')).toMatchObject({ status: 'held', credited: false });
    expect(await balanceOf(member)).toBe(0);
  });

  it('late payments racing new deposits and their payments never pass the limit together', async () => {
    const member = await signUp(t.app, merchant);
    await setDailyLimit(member, 50_000);
    const cancelled: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const id = await start(member, 10_000);
      await settled(id, 10_000, 'cancelled');
      cancelled.push(id);
    }
    // Six cancelled deposits paid late, twice each, while six new ones start, all at once.
    const [late, created] = await Promise.all([
      Promise.all([...cancelled, ...cancelled].map((id) => notify(id, 10_000, 'paid'))),
      Promise.all(Array.from({ length: 6 }, () => create(member, 10_000))),
    ]);
    const started = created
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => expectValue(answer, calls.createDeposit).depositId);
    for (const answer of created.filter((answer) => answer.statusCode !== 200)) {
      expectFailure(answer, 409, 'deposit.limit.reached');
    }
    const values = late.map((answer) => expectValue(answer, calls.paymentCallback));
    expect(values.filter((value) => value.credited).length).toBeLessThanOrEqual(6);
    // Then the new ones are paid, all at once: each was within the limit when it started.
    const paid = await Promise.all(started.map((id) => notify(id, 10_000, 'paid')));
    for (const answer of paid) {
      expect(expectValue(answer, calls.paymentCallback)).toMatchObject({ status: 'paid' });
    }
    const states = await Promise.all(cancelled.map((id) => statusOf(member, id)));
    const creditedLate = states.filter((state) => state === 'paid').length;
    expect(creditedLate + states.filter((state) => state === 'held').length).toBe(6);
    expect(creditedLate + started.length).toBeLessThanOrEqual(5);
    const balance = await balanceOf(member);
    expect(balance).toBe((creditedLate + started.length) * 10_000);
    expect(balance).toBeLessThanOrEqual(50_000);
    for (const [i, id] of cancelled.entries()) {
      expect(await heldAudit(id)).toHaveLength(states[i] === 'held' ? 1 : 0);
    }
  });
});
