import { describe, expect, it } from 'vitest';
import { calls, OPERATOR_COOKIE, type CallDef } from '@lobby/contract';
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
  TEST_ACTOR,
  uniqueOperatorName,
  useTestApp,
  type TestOperator,
} from '../../test/index.js';

describe.each(testDatabases())('operator sign-in on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const flooded = merchantFactory();
  const clock = fakeClock(Date.parse('2032-02-01T09:00:00Z'));
  const t = useTestApp(kind, { merchants: [merchant, other, flooded], now: clock.now });

  const call = (
    c: CallDef,
    body?: unknown,
    options: { cookie?: string; ip?: string; on?: typeof merchant; token?: string } = {},
  ) =>
    send(t.app, options.on ?? merchant, c, body, {
      ip: options.ip ?? freshAddress(),
      token: options.token,
      headers: options.cookie ? { cookie: options.cookie } : {},
    });
  const signIn = (
    operator: Pick<TestOperator, 'username' | 'password'>,
    ip?: string,
    on = merchant,
  ) =>
    call(
      calls.operatorLogin,
      { username: operator.username, password: operator.password },
      { ip, on },
    );
  const whoAmI = (cookie?: string, on = merchant) =>
    call(calls.operatorSession, undefined, { cookie, on });
  const code = (secret: string) => totpCode(secret, clock.now());
  const auditOf = async (action: string, on = merchant.code) =>
    t.app.core.audit.list({ merchantCode: on, action, limit: 100 });

  it('asks for the authenticator code after the password, in a strict HTTP-only cookie on /ops', async () => {
    const operator = await addOperator(t.app, merchant, 'finance');
    const first = await signIn(operator);
    expect(expectValue(first, calls.operatorLogin)).toEqual({ stage: 'totp' });
    const header = String(first.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\/ops/);
    const cookie = cookieOf(first);
    // The password alone opens nothing.
    expectFailure(await whoAmI(cookie), 401, 'operator.not.login');
    expectFailure(
      await call(calls.operatorSignInCode, { code: '000000' }, { cookie }),
      401,
      'operator.code.err',
    );
    const done = await call(
      calls.operatorSignInCode,
      { code: await code(operator.secret) },
      { cookie },
    );
    expect(expectValue(done, calls.operatorSignInCode)).toEqual({ stage: 'active' });
    expect(expectValue(await whoAmI(cookieOf(done)), calls.operatorSession)).toEqual({
      username: operator.username,
      merchantCode: merchant.code,
      role: 'finance',
      superOperator: false,
      merchants: [merchant.code],
    });
    // A step is over once its code is used: the same code cannot start another session.
    const again = cookieOf(await signIn(operator));
    expectFailure(
      await call(
        calls.operatorSignInCode,
        { code: await code(operator.secret) },
        { cookie: again },
      ),
      401,
      'operator.code.err',
    );
    const [signedIn] = await auditOf('operator.sign-in');
    expect(signedIn).toMatchObject({ operatorName: operator.username, operatorId: operator.id });
    expect(signedIn!.ip).toBeTruthy();
  });

  it('answers a wrong password, an unknown name and a disabled operator alike, and audits each the same way', async () => {
    const operator = await addOperator(t.app, merchant, 'support');
    const disabled = await addOperator(t.app, merchant, 'support');
    await t.app.ops.accounts.disable(
      { actor: TEST_ACTOR, selfId: null },
      merchant.code,
      disabled.id,
    );
    const answers = [
      await signIn({ ...operator, password: 'wrong-password-1' }),
      await signIn({ username: uniqueOperatorName('nobody'), password: operator.password }),
      await signIn(disabled),
    ];
    for (const answer of answers) {
      expectFailure(answer, 401, 'operator.cred.err');
      expect(answer.json()).toEqual(answers[0]!.json());
    }
    const failures = await auditOf('operator.sign-in.failed');
    const names = [operator.username, disabled.username];
    const entries = failures.filter((entry) => names.includes(entry.operatorName));
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toMatchObject({ operatorId: null, after: { step: 'password' } });
    }
  });

  it('refuses the console to no cookie, a player token, and another merchant', async () => {
    expectFailure(await whoAmI(), 401, 'operator.not.login');
    const player = await signUp(t.app, merchant);
    expectFailure(
      await call(calls.operatorSession, undefined, { token: player.token }),
      401,
      'operator.not.login',
    );
    expectFailure(await whoAmI(`${OPERATOR_COOKIE}=${player.token}`), 401, 'operator.not.login');
    const cookie = await signInAs(t.app, merchant, await addOperator(t.app, merchant));
    expectFailure(await whoAmI(cookie, other), 401, 'operator.not.login');
    expectValue(await whoAmI(cookie), calls.operatorSession);
  });

  it('first sign-in: the one-time password forces a new password and pairing before any page', async () => {
    const username = uniqueOperatorName('new');
    const { oneTimePassword } = await t.app.ops.accounts.add(TEST_ACTOR, {
      merchantCode: merchant.code,
      username,
      role: 'marketing',
    });
    const first = await signIn({ username, password: oneTimePassword! });
    expect(expectValue(first, calls.operatorLogin)).toEqual({ stage: 'password' });
    const cookie = cookieOf(first);
    expectFailure(await whoAmI(cookie), 401, 'operator.not.login');
    expectFailure(
      await call(calls.operatorPairing, undefined, { cookie }),
      401,
      'operator.step.invalid',
    );
    expectFailure(
      await call(calls.operatorNewPassword, { password: 'password123' }, { cookie }),
      200,
      'password.too.common',
    );
    expectFailure(
      await call(calls.operatorNewPassword, { password: oneTimePassword }, { cookie }),
      200,
      'password.same',
    );
    const password = 'Floor-Manager-77';
    const changed = await call(calls.operatorNewPassword, { password }, { cookie });
    expect(expectValue(changed, calls.operatorNewPassword)).toEqual({ stage: 'pair' });
    // Each step hands the sign-in a new token: the one before it opens nothing.
    expectFailure(
      await call(calls.operatorPairing, undefined, { cookie }),
      401,
      'operator.step.invalid',
    );
    const pairing = cookieOf(changed);
    expectFailure(await whoAmI(pairing), 401, 'operator.not.login');
    const offer = expectValue(
      await call(calls.operatorPairing, undefined, { cookie: pairing }),
      calls.operatorPairing,
    );
    expect(offer.otpauthUri).toContain(`secret=${offer.secret}`);
    expectFailure(
      await call(calls.operatorPair, { code: '123456' }, { cookie: pairing }),
      401,
      'operator.code.err',
    );
    const paired = await call(
      calls.operatorPair,
      { code: await code(offer.secret) },
      { cookie: pairing },
    );
    expect(expectValue(paired, calls.operatorPair)).toEqual({ stage: 'active' });
    expectFailure(await whoAmI(pairing), 401, 'operator.not.login');
    expect(expectValue(await whoAmI(cookieOf(paired)), calls.operatorSession).role).toBe(
      'marketing',
    );
    // The one-time password is spent; the new one asks for a code from now on.
    expectFailure(await signIn({ username, password: oneTimePassword! }), 401, 'operator.cred.err');
    expect(expectValue(await signIn({ username, password }), calls.operatorLogin)).toEqual({
      stage: 'totp',
    });
    for (const action of ['operator.password.change', 'operator.2fa.pair', 'operator.sign-in']) {
      expect(
        (await auditOf(action)).some((entry) => entry.operatorName === username),
        action,
      ).toBe(true);
    }
  });

  it('ends a session after 30 idle minutes, and any session after 12 hours however busy', async () => {
    const operator = await addOperator(t.app, merchant);
    const idle = await signInAs(t.app, merchant, operator);
    clock.advanceMinutes(29);
    expectValue(await whoAmI(idle), calls.operatorSession);
    clock.advanceMinutes(29);
    expectValue(await whoAmI(idle), calls.operatorSession);
    clock.advanceMinutes(31);
    expectFailure(await whoAmI(idle), 401, 'operator.not.login');

    const busy = await signInAs(t.app, merchant, operator);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advanceMinutes(20);
      expectValue(await whoAmI(busy), calls.operatorSession);
    }
    clock.advanceMinutes(20);
    expectFailure(await whoAmI(busy), 401, 'operator.not.login');
  });

  it('ends the session on sign-out, and audits it', async () => {
    const operator = await addOperator(t.app, merchant);
    clock.advanceMinutes(1);
    const cookie = await signInAs(t.app, merchant, operator);
    expectValue(await call(calls.operatorLogout, undefined, { cookie }), calls.operatorLogout);
    expectFailure(await whoAmI(cookie), 401, 'operator.not.login');
    expect((await auditOf('operator.sign-out')).some((e) => e.operatorId === operator.id)).toBe(
      true,
    );
  });

  it('limits sign-in tries per address, before any password is judged', async () => {
    const operator = await addOperator(t.app, merchant);
    const ip = freshAddress();
    const wrong = { ...operator, password: 'not-the-password' };
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn(wrong, ip)));
    const codes = answers.map((answer) => (answer.json() as { errorCode: string }).errorCode);
    expect(codes.filter((c) => c === 'operator.cred.err')).toHaveLength(10);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUEST_OPERATOR')).toHaveLength(2);
    expectFailure(await signIn(operator, ip), 429, 'TOO_MANY_REQUEST_OPERATOR');
    // Other operators of the merchant from other addresses are not held back (never merchant-wide).
    const colleague = await addOperator(t.app, merchant);
    expectValue(await signIn(colleague), calls.operatorLogin);
  });

  it('limits authenticator codes like passwords: wrong codes spend the address and the name', async () => {
    const operator = await addOperator(t.app, merchant);
    const ip = freshAddress();
    // Two sign-ins of five wrong codes each (a pending sign-in ends at its fifth) spend the address.
    for (const round of [1, 2]) {
      const cookie = cookieOf(await signIn(operator, ip));
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          call(calls.operatorSignInCode, { code: '000000' }, { cookie, ip }),
        ),
      );
      for (const answer of answers) expectFailure(answer, 401, 'operator.code.err');
      expect(round).toBeGreaterThan(0);
    }
    expectFailure(await signIn(operator, ip), 429, 'TOO_MANY_REQUEST_OPERATOR');
  });

  it('counts wrong passwords against the name whatever address they come from', async () => {
    const operator = await addOperator(t.app, flooded);
    const wrong = { ...operator, password: 'not-the-password' };
    const flood = await Promise.all(
      Array.from({ length: 22 }, () => signIn(wrong, freshAddress(), flooded)),
    );
    const codes = flood.map((answer) => (answer.json() as { errorCode: string }).errorCode);
    expect(codes.filter((c) => c === 'operator.cred.err')).toHaveLength(20);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUEST_OPERATOR')).toHaveLength(2);
    // The right password from yet another address waits out the window too.
    expectFailure(
      await signIn(operator, freshAddress(), flooded),
      429,
      'TOO_MANY_REQUEST_OPERATOR',
    );
    clock.advanceMinutes(16);
    expectValue(await signIn(operator, freshAddress(), flooded), calls.operatorLogin);
  });

  it('limits sign-in tries per /24, whichever names they try', async () => {
    const network = freshAddress().replace(/\.\d+$/, '');
    const names = Array.from({ length: 40 }, () => uniqueOperatorName('guess'));
    const answers = await Promise.all(
      names.map((username, i) =>
        signIn({ username, password: 'not-the-password' }, `${network}.${i + 10}`),
      ),
    );
    const codes = answers.map((answer) => (answer.json() as { errorCode: string }).errorCode);
    expect(codes.filter((c) => c === 'operator.cred.err')).toHaveLength(30);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUEST_OPERATOR')).toHaveLength(10);
  });

  it('ends a pending sign-in after five authenticator codes, however many addresses send them', async () => {
    const operator = await addOperator(t.app, merchant);
    const network = freshAddress().replace(/\.\d+$/, '');
    const cookie = cookieOf(await signIn(operator, `${network}.1`));
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(calls.operatorSignInCode, { code: '000000' }, { cookie, ip: `${network}.${i + 2}` }),
      ),
    );
    const codes = answers.map((answer) => (answer.json() as { errorCode: string }).errorCode);
    expect(codes.filter((c) => c === 'operator.code.err')).toHaveLength(5);
    // The right code comes too late: this sign-in is over, the next starts afresh.
    expectFailure(
      await call(
        calls.operatorSignInCode,
        { code: await code(operator.secret) },
        { cookie, ip: freshAddress() },
      ),
      401,
      'operator.step.invalid',
    );
    clock.advanceMinutes(16);
    expectValue(await signIn(operator), calls.operatorLogin);
  });

  it('rotates the session token at the authenticator step: the first token opens nothing after', async () => {
    const operator = await addOperator(t.app, merchant);
    const before = cookieOf(await signIn(operator));
    const done = await call(
      calls.operatorSignInCode,
      { code: await code(operator.secret) },
      { cookie: before },
    );
    const after = cookieOf(done);
    expect(after).not.toBe(before);
    expectFailure(await whoAmI(before), 401, 'operator.not.login');
    expectValue(await whoAmI(after), calls.operatorSession);
  });

  it('refuses state-changing console calls from another origin, before anything is judged', async () => {
    const operator = await addOperator(t.app, merchant);
    const host = merchant.hosts[0]!;
    const login = (headers: Record<string, string>) =>
      send(
        t.app,
        merchant,
        calls.operatorLogin,
        { username: operator.username, password: operator.password },
        { ip: freshAddress(), headers },
      );
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `https://${host}.evil.example` },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: `https://${host}`, 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      expectFailure(await login(headers), 403, 'operator.forbidden');
    }
    const cookie = await signInAs(t.app, merchant, operator);
    const username = uniqueOperatorName('csrf');
    const add = (headers: Record<string, string>) =>
      send(
        t.app,
        merchant,
        calls.opsAddOperator,
        { username, role: 'support' },
        {
          headers: { cookie, ...headers },
        },
      );
    expectFailure(await add({ 'sec-fetch-site': 'cross-site' }), 403, 'operator.forbidden');
    expect(await t.app.ops.accounts.list(merchant.code)).not.toContainEqual(
      expect.objectContaining({ username }),
    );
    // Reading is not changing; the console's own page sends its origin and same-origin.
    expectValue(
      await send(t.app, merchant, calls.operatorSession, undefined, {
        headers: { cookie, 'sec-fetch-site': 'cross-site' },
      }),
      calls.operatorSession,
    );
    expectValue(
      await add({ origin: `https://${host}`, 'sec-fetch-site': 'same-origin' }),
      calls.opsAddOperator,
    );
  });

  it('lets a super-operator act on any merchant it picks, audited with that merchant', async () => {
    const boss = await addOperator(t.app, null, 'admin');
    clock.advanceMinutes(1);
    const cookie = await signInAs(t.app, merchant, boss);
    const onOther = await send(t.app, other, calls.operatorSession, undefined, {
      headers: { cookie },
    });
    const value = expectValue(onOther, calls.operatorSession);
    expect(value).toMatchObject({ merchantCode: other.code, superOperator: true });
    expect(value.merchants).toEqual(
      expect.arrayContaining([merchant.code, other.code, flooded.code]),
    );
    // Picked through the Merchant header, as the console's switcher does.
    const picked = await send(
      t.app,
      merchant,
      calls.opsAddOperator,
      { username: uniqueOperatorName(), role: 'support' },
      {
        headers: { cookie, merchant: other.code },
      },
    );
    const added = expectValue(picked, calls.opsAddOperator);
    if (added.status !== 'added') throw new Error('a support operator is added at once');
    const entries = await auditOf('operator.add', other.code);
    expect(entries.find((entry) => entry.targetId === String(added.operator.id))).toMatchObject({
      operatorName: boss.username,
      merchantCode: other.code,
    });
  });
});
