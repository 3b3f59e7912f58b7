import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import {
  addOperator,
  cookieOf,
  expectFailure,
  expectValue,
  fakeClock,
  freshAddress,
  merchantFactory,
  send,
  signInAs,
  signUp,
  testDatabases,
  totpCode,
  uniqueOperatorName,
  useTestApp,
} from '../../test/index.js';
import { WalletRepository } from '../wallet/wallet-repository.js';

const THRESHOLD = 50_000;

/**
 * Issue 44 point 6: the second approval of a request comes from a person its requester cannot
 * make. An admin who adds a finance operator for the purpose cannot approve its own credit.
 */
describe.each(testDatabases())('the second approver on $name', (kind) => {
  const merchant = merchantFactory({ ops: { languages: [], adjustmentApprovalAbove: THRESHOLD } });
  const clock = fakeClock(Date.parse('2032-04-01T09:00:00Z'));
  const t = useTestApp(kind, { merchants: [merchant], now: clock.now });

  const api = (cookie: string) => ({
    send: (call: Parameters<typeof send>[2], body?: unknown) =>
      send(t.app, merchant, call, body, { ip: freshAddress(), headers: { cookie } }),
  });
  async function signedIn(role: 'admin' | 'finance') {
    const operator = await addOperator(t.app, merchant, role);
    clock.advanceMinutes(1);
    return { operator, api: api(await signInAs(t.app, merchant, operator)) };
  }

  /** The console's first sign-in of an operator with its one-time password: new password, pairing. */
  async function firstSignIn(username: string, oneTimePassword: string) {
    const ip = freshAddress();
    const call = (c: Parameters<typeof send>[2], body: unknown, cookie?: string) =>
      send(t.app, merchant, c, body, { ip, headers: cookie ? { cookie } : {} });
    const first = await call(calls.operatorLogin, { username, password: oneTimePassword });
    expect(expectValue(first, calls.operatorLogin)).toEqual({ stage: 'password' });
    const changed = await call(
      calls.operatorNewPassword,
      { password: 'Floor-Manager-77' },
      cookieOf(first),
    );
    const pairing = cookieOf(changed);
    const offer = expectValue(
      await call(calls.operatorPairing, undefined, pairing),
      calls.operatorPairing,
    );
    const paired = await call(
      calls.operatorPair,
      { code: await totpCode(offer.secret, clock.now()) },
      pairing,
    );
    expect(expectValue(paired, calls.operatorPair)).toEqual({ stage: 'active' });
    return api(cookieOf(paired));
  }

  /** A credit above the threshold, which waits for a second operator. */
  const requestCredit = async (by: ReturnType<typeof api>, memberId: number) =>
    expectValue(
      await by.send(calls.opsAdjustBalance, {
        memberId,
        amount: THRESHOLD * 100,
        direction: 'credit',
        reason: 'Goodwill for a failed round',
        requestId: crypto.randomUUID(),
      }),
      calls.opsAdjustBalance,
    );
  const newMember = async () => Number((await signUp(t.app, merchant)).id);
  const balance = (memberId: number) =>
    new WalletRepository(t.database.db).balance(merchant.code, memberId);

  it('an admin cannot add a money role alone: the addition waits for another admin, never its requester', async () => {
    const ana = await signedIn('admin');
    const ben = await signedIn('admin');
    const username = uniqueOperatorName('fin');
    const asked = expectValue(
      await ana.api.send(calls.opsAddOperator, { username, role: 'finance' }),
      calls.opsAddOperator,
    );
    if (asked.status !== 'pending') throw new Error('a finance operator waits for a second admin');
    expect(JSON.stringify(asked)).not.toMatch(/oneTimePassword/);
    expectFailure(
      await ana.api.send(calls.opsDecideOperatorRequest, {
        requestId: asked.request.id,
        decision: 'approve',
      }),
      403,
      'approval.not.independent',
    );
    const approved = expectValue(
      await ben.api.send(calls.opsDecideOperatorRequest, {
        requestId: asked.request.id,
        decision: 'approve',
      }),
      calls.opsDecideOperatorRequest,
    );
    expect(approved).toMatchObject({ status: 'approved', operator: { username, role: 'finance' } });
    expect(approved.oneTimePassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it("the issue's attack: an admin's credit is not approved by a finance operator the admin brought in", async () => {
    const ana = await signedIn('admin');
    const ben = await signedIn('admin');
    const memberId = await newMember();
    const credit = await requestCredit(ana.api, memberId);
    expect(credit.adjustment.status).toBe('pending');

    // Ana asks for a finance operator; Ben, the second admin, lets it in.
    clock.advanceMinutes(1);
    const username = uniqueOperatorName('fin');
    const asked = expectValue(
      await ana.api.send(calls.opsAddOperator, { username, role: 'finance' }),
      calls.opsAddOperator,
    );
    if (asked.status !== 'pending') throw new Error('a finance operator waits for a second admin');
    const approved = expectValue(
      await ben.api.send(calls.opsDecideOperatorRequest, {
        requestId: asked.request.id,
        decision: 'approve',
      }),
      calls.opsDecideOperatorRequest,
    );
    const newcomer = await firstSignIn(username, approved.oneTimePassword!);
    expectFailure(
      await newcomer.send(calls.opsDecideAdjustment, {
        adjustmentId: credit.adjustment.adjustmentId,
        decision: 'approve',
      }),
      403,
      'approval.not.independent',
    );
    expect(await balance(memberId)).toBe(0);

    // One who got the role after the request is refused too; one who held it before approves.
    const independent = (await signedIn('finance')).api;
    expectFailure(
      await independent.send(calls.opsDecideAdjustment, {
        adjustmentId: credit.adjustment.adjustmentId,
        decision: 'approve',
      }),
      403,
      'approval.not.independent',
    );
    const veteran = await addOperator(t.app, merchant, 'finance');
    const laterCredit = await requestCredit(ana.api, memberId);
    clock.advanceMinutes(1);
    const veteranApi = api(await signInAs(t.app, merchant, veteran));
    const decided = expectValue(
      await veteranApi.send(calls.opsDecideAdjustment, {
        adjustmentId: laterCredit.adjustment.adjustmentId,
        decision: 'approve',
      }),
      calls.opsDecideAdjustment,
    );
    expect(decided.adjustment.status).toBe('applied');
    expect(await balance(memberId)).toBe(THRESHOLD * 100);
  });
});
