import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import {
  addOperator,
  expectFailure,
  expectValue,
  freshAddress,
  merchantFactory,
  send,
  signInAs,
  testDatabases,
  uniqueOperatorName,
  useTestApp,
} from '../../test/index.js';
import { OPERATOR_USAGE, runOperatorCommand } from './operator-command.js';

describe.each(testDatabases())('npm run operator on $name', (kind) => {
  const merchant = merchantFactory();
  const t = useTestApp(kind, { merchants: [merchant] });

  async function operator(args: string[], password?: string) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOperatorCommand(args, {
      db: t.database.db,
      password,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  }
  const signIn = (username: string, password: string) =>
    send(t.app, merchant, calls.operatorLogin, { username, password }, { ip: freshAddress() });

  it('adds an operator with a printed one-time password that signs in once to a new password', async () => {
    const name = uniqueOperatorName('cli');
    const run = await operator([
      'add',
      name,
      '--role',
      'finance',
      '--merchant',
      merchant.code,
      '--by',
      'root-anna',
    ]);
    expect(run.code).toBe(0);
    const oneTime = /^One-time password: (\S+)$/.exec(run.out[1] ?? '')?.[1];
    expect(oneTime).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(expectValue(await signIn(name, oneTime!), calls.operatorLogin)).toEqual({
      stage: 'password',
    });
    const [entry] = await t.app.core.audit.list({
      merchantCode: merchant.code,
      action: 'operator.add',
      operatorName: 'root-anna',
      limit: 5,
    });
    expect(entry).toMatchObject({
      ip: null,
      operatorId: null,
      after: { username: name, role: 'finance' },
    });
    // The same name again is refused, whatever its case.
    expect(
      (
        await operator([
          'add',
          name.toUpperCase(),
          '--role',
          'support',
          '--merchant',
          merchant.code,
        ])
      ).code,
    ).toBe(1);
  });

  it('takes a password from standard input: the operator then only pairs an authenticator', async () => {
    const name = uniqueOperatorName('cli');
    expect(
      (await operator(['add', name, '--role', 'support', '--merchant', merchant.code], 'short'))
        .code,
    ).toBe(1);
    const run = await operator(
      ['add', name, '--role', 'support', '--merchant', merchant.code],
      'Cashier-Desk-2032',
    );
    expect(run.code).toBe(0);
    expect(run.out.join('\n')).not.toContain('One-time password');
    expect(expectValue(await signIn(name, 'Cashier-Desk-2032'), calls.operatorLogin)).toEqual({
      stage: 'pair',
    });
  });

  it('lists, disables (ending sessions) and resets the authenticator, each audited', async () => {
    const added = await addOperator(t.app, merchant, 'marketing');
    const cookie = await signInAs(t.app, merchant, added);
    const list = await operator(['list', '--merchant', merchant.code]);
    expect(list.out.find((row) => row.includes(added.username))).toMatch(
      /\tmarketing\tpaired\town-password\tactive\t/,
    );

    expect(
      (
        await operator([
          'reset-2fa',
          added.username,
          '--merchant',
          merchant.code,
          '--by',
          'root-anna',
        ])
      ).code,
    ).toBe(0);
    expectFailure(
      await send(t.app, merchant, calls.operatorSession, undefined, { headers: { cookie } }),
      401,
      'operator.not.login',
    );
    expect(expectValue(await signIn(added.username, added.password), calls.operatorLogin)).toEqual({
      stage: 'pair',
    });

    expect(
      (
        await operator([
          'disable',
          added.username,
          '--merchant',
          merchant.code,
          '--by',
          'root-anna',
        ])
      ).code,
    ).toBe(0);
    expectFailure(await signIn(added.username, added.password), 401, 'operator.cred.err');
    const actions = (
      await t.app.core.audit.list({
        merchantCode: merchant.code,
        operatorName: 'root-anna',
        targetId: String(added.id),
        limit: 10,
      })
    ).map((e) => e.action);
    expect(actions).toEqual(['operator.disable', 'operator.2fa.reset']);
  });

  it('adds a super-operator, who signs in on any merchant', async () => {
    const name = uniqueOperatorName('boss');
    expect(
      (await operator(['add', name, '--role', 'admin', '--super'], 'Deployment-Chief-9')).code,
    ).toBe(0);
    expect(expectValue(await signIn(name, 'Deployment-Chief-9'), calls.operatorLogin)).toEqual({
      stage: 'pair',
    });
    expect((await operator(['list', '--super'])).out.some((row) => row.includes(name))).toBe(true);
  });

  it('answers 1 for an unknown merchant or operator and 2 for a usage mistake', async () => {
    expect((await operator(['list', '--merchant', 'nobody-here'])).code).toBe(1);
    expect((await operator(['disable', 'nobody', '--merchant', merchant.code])).code).toBe(1);
    for (const args of [
      [],
      ['add', 'x', '--merchant', merchant.code],
      ['add', 'x', '--role', 'owner', '--merchant', merchant.code],
      ['add', 'x', '--role', 'admin'],
      ['add', 'x', '--role', 'admin', '--super', '--merchant', merchant.code],
      ['add', 'bad name!', '--role', 'admin', '--super'],
      ['remove', 'x', '--super'],
    ]) {
      const run = await operator(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.err).toEqual([OPERATOR_USAGE]);
    }
  });
});
