import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import {
  addOperator,
  expectFailure,
  expectValue,
  fakeClock,
  freshAddress,
  merchantFactory,
  send,
  signInAs,
  testDatabases,
  uniqueOperatorName,
  useTestApp,
} from '../../test/index.js';

describe.each(testDatabases())('the operators page calls on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const clock = fakeClock(Date.parse('2032-03-01T09:00:00Z'));
  const t = useTestApp(kind, { merchants: [merchant, other], now: clock.now });

  const as = (cookie: string) => ({
    send: (call: Parameters<typeof send>[2], body?: unknown) =>
      send(t.app, merchant, call, body, { ip: freshAddress(), headers: { cookie } }),
  });
  const whoAmI = (cookie: string) =>
    send(t.app, merchant, calls.operatorSession, undefined, { headers: { cookie } });
  const auditOf = (action: string, targetId: number) =>
    t.app.core.audit.list({
      merchantCode: merchant.code,
      action,
      targetId: String(targetId),
      limit: 10,
    });

  async function admin() {
    const operator = await addOperator(t.app, merchant, 'admin');
    clock.advanceMinutes(1);
    return { operator, api: as(await signInAs(t.app, merchant, operator)) };
  }

  it('adds an operator with a one-time password shown once, audited with the admin as actor', async () => {
    const { operator: boss, api } = await admin();
    const username = uniqueOperatorName('mkt');
    const added = expectValue(
      await api.send(calls.opsAddOperator, { username, role: 'marketing' }),
      calls.opsAddOperator,
    );
    if (added.status !== 'added') throw new Error('a marketing operator is added at once');
    expect(added.operator).toMatchObject({
      username,
      role: 'marketing',
      paired: false,
      mustChangePassword: true,
      disabled: false,
      createdBy: boss.username,
    });
    expect(added.oneTimePassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const list = expectValue(await api.send(calls.opsOperators), calls.opsOperators);
    expect(JSON.stringify(list)).not.toContain(added.oneTimePassword);
    expect(list.operators.map((row) => row.username)).toContain(username);
    const [entry] = await auditOf('operator.add', added.operator.id);
    expect(entry).toMatchObject({
      operatorName: boss.username,
      operatorId: boss.id,
      after: { username, role: 'marketing' },
    });
    expectFailure(
      await api.send(calls.opsAddOperator, { username: username.toUpperCase(), role: 'support' }),
      409,
      'operator.exists',
    );
  });

  it('adds a name once when many admins add it at the same moment', async () => {
    const { api } = await admin();
    const username = uniqueOperatorName('race');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.send(calls.opsAddOperator, { username, role: 'support' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expectFailure(answer, 409, 'operator.exists');
    }
  });

  it('changes a role: the operator is signed out, and the entry keeps both roles', async () => {
    const { operator: boss, api } = await admin();
    const target = await addOperator(t.app, merchant, 'support');
    const cookie = await signInAs(t.app, merchant, target);
    const changed = expectValue(
      await api.send(calls.opsChangeOperatorRole, { operatorId: target.id, role: 'marketing' }),
      calls.opsChangeOperatorRole,
    );
    expect(changed).toMatchObject({ status: 'changed', operator: { role: 'marketing' } });
    expectFailure(await whoAmI(cookie), 401, 'operator.not.login');
    const [entry] = await auditOf('operator.role.change', target.id);
    expect(entry).toMatchObject({ before: { role: 'support' }, after: { role: 'marketing' } });
    clock.advanceMinutes(1);
    expect(
      expectValue(await whoAmI(await signInAs(t.app, merchant, target)), calls.operatorSession)
        .role,
    ).toBe('marketing');
    expectFailure(
      await api.send(calls.opsChangeOperatorRole, { operatorId: boss.id, role: 'readOnly' }),
      409,
      'operator.self',
    );
  });

  it("never reaches another merchant's operator", async () => {
    const { api } = await admin();
    const stranger = await addOperator(t.app, other, 'finance');
    for (const call of [
      calls.opsChangeOperatorRole,
      calls.opsDisableOperator,
      calls.opsResetOperatorTwoFactor,
    ]) {
      expectFailure(
        await api.send(call, { operatorId: stranger.id, role: 'admin' }),
        404,
        'operator.not.found',
      );
    }
    const list = expectValue(await api.send(calls.opsOperators), calls.opsOperators);
    expect(list.operators.map((row) => row.id)).not.toContain(stranger.id);
  });

  it('disables an operator for good and resets an authenticator, each ending the sessions', async () => {
    const { api } = await admin();
    const leaver = await addOperator(t.app, merchant, 'marketing');
    const leaverCookie = await signInAs(t.app, merchant, leaver);
    expectValue(
      await api.send(calls.opsDisableOperator, { operatorId: leaver.id }),
      calls.opsDisableOperator,
    );
    expectFailure(await whoAmI(leaverCookie), 401, 'operator.not.login');
    expectFailure(
      await send(
        t.app,
        merchant,
        calls.operatorLogin,
        { username: leaver.username, password: leaver.password },
        { ip: freshAddress() },
      ),
      401,
      'operator.cred.err',
    );
    expect(await auditOf('operator.disable', leaver.id)).toHaveLength(1);

    const phoneLost = await addOperator(t.app, merchant, 'support');
    const lostCookie = await signInAs(t.app, merchant, phoneLost);
    const reset = expectValue(
      await api.send(calls.opsResetOperatorTwoFactor, { operatorId: phoneLost.id }),
      calls.opsResetOperatorTwoFactor,
    );
    expect(reset.operator.paired).toBe(false);
    expectFailure(await whoAmI(lostCookie), 401, 'operator.not.login');
    const again = await send(
      t.app,
      merchant,
      calls.operatorLogin,
      { username: phoneLost.username, password: phoneLost.password },
      { ip: freshAddress() },
    );
    expect(expectValue(again, calls.operatorLogin)).toEqual({ stage: 'pair' });
    expect(await auditOf('operator.2fa.reset', phoneLost.id)).toHaveLength(1);
  });
});
