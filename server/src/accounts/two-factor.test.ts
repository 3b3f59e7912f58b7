import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { calls } from '@lobby/contract';
import {
  authed,
  expectFailure,
  expectValue,
  fakeClock,
  freshAddress,
  login,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  useTestApp,
  type TestMember,
} from '../../test/index.js';

const PHONE = '0f8e9d7c-aaaa-4bbb-8ccc-333333333333';
const TABLET = '0f8e9d7c-aaaa-4bbb-8ccc-444444444444';

describe.each(testDatabases())('two-factor sign-in on $name', (kind) => {
  const merchant = merchantFactory({
    accounts: { ...merchantFactory().accounts, lockoutFailures: 10 },
  });
  const clock = fakeClock(Date.parse('2031-05-01T10:00:00Z'));
  const t = useTestApp(kind, { merchants: [merchant], now: clock.now });

  const codeAt = (secret: string, offsetSteps = 0) =>
    generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetSteps * 30 });

  /** A member with the authenticator on: its secret and recovery codes. */
  async function withAuthenticator(
    member?: TestMember,
  ): Promise<TestMember & { secret: string; recovery: string[] }> {
    member ??= await signUp(t.app, merchant);
    const api = authed(t.app, merchant, member.token);
    const setup = expectValue(
      await api.post(calls.twoFactorSetup, { password: member.password }),
      calls.twoFactorSetup,
    );
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    const confirmed = expectValue(
      await api.post(calls.twoFactorConfirm, { code: await codeAt(setup.secret) }),
      calls.twoFactorConfirm,
    );
    expect(confirmed.recoveryCodes).toHaveLength(10);
    clock.advanceMinutes(1);
    return { ...member, secret: setup.secret, recovery: confirmed.recoveryCodes };
  }

  const passwordStep = (member: TestMember) =>
    login(t.app, merchant, member, { ip: freshAddress() });
  const codeStep = (member: TestMember, verifyCode: string) =>
    send(
      t.app,
      merchant,
      calls.sessionLoginVerification,
      { username: member.username, password: member.password, verifyCode },
      { ip: freshAddress() },
    );

  it('asks for the second step after the right password, and a TOTP code completes it once', async () => {
    const member = await withAuthenticator();
    expectFailure(await passwordStep(member), 200, 'login_verify_required');
    const code = await codeAt(member.secret);
    const value = expectValue(await codeStep(member, code), calls.sessionLoginVerification);
    expect(value.userName).toBe(member.username);
    // The same code does not work twice, even within its step.
    expectFailure(await passwordStep(member), 200, 'login_verify_required');
    expectFailure(await codeStep(member, code), 200, 'verification.code.invalid');
  });

  it('takes a code one step early or late, not two', async () => {
    const member = await withAuthenticator();
    expectFailure(await passwordStep(member), 200, 'login_verify_required');
    expectFailure(
      await codeStep(member, await codeAt(member.secret, 2)),
      200,
      'verification.code.invalid',
    );
    expectValue(await codeStep(member, await codeAt(member.secret, -1)), calls.sessionLogin);
  });

  it('refuses the code step without a recent password step, or with a wrong password', async () => {
    const member = await withAuthenticator();
    const code = await codeAt(member.secret);
    expectFailure(await codeStep(member, code), 200, 'login.cred.err');
    expectFailure(await passwordStep(member), 200, 'login_verify_required');
    clock.advanceMinutes(11);
    expectFailure(await codeStep(member, code), 200, 'login.cred.err');
    expectFailure(await passwordStep(member), 200, 'login_verify_required');
    const wrongPassword = await send(
      t.app,
      merchant,
      calls.sessionLoginVerification,
      { username: member.username, password: 'Not-the-Pa55', verifyCode: code },
      { ip: freshAddress() },
    );
    expectFailure(wrongPassword, 200, 'login.cred.err');
  });

  it('locks the sign-in after three wrong codes, the right one included', async () => {
    const member = await withAuthenticator();
    expectFailure(await passwordStep(member), 200, 'login_verify_required');
    const right = await codeAt(member.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    expectFailure(await codeStep(member, wrong), 200, 'verification.code.invalid');
    expectFailure(await codeStep(member, wrong), 200, 'verification.code.invalid');
    expectFailure(await codeStep(member, wrong), 429, 'TOO_MANY_REQUEST_LOGIN');
    expectFailure(await passwordStep(member), 200, 'login_verify_required');
    expectFailure(await codeStep(member, right), 429, 'TOO_MANY_REQUEST_LOGIN');
    clock.advanceMinutes(merchant.accounts.lockoutMinutes);
    expectFailure(await passwordStep(member), 200, 'login_verify_required');
    expectValue(await codeStep(member, await codeAt(member.secret)), calls.sessionLogin);
  });

  it("counts wrong codes toward the account's lockout", async () => {
    const member = await withAuthenticator();
    // Every step spends one of the account's 10 tries: 1 + 2 wrong codes, then 7 password steps.
    expectFailure(await passwordStep(member), 200, 'login_verify_required');
    const right = await codeAt(member.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    expectFailure(await codeStep(member, wrong), 200, 'verification.code.invalid');
    expectFailure(await codeStep(member, wrong), 200, 'verification.code.invalid');
    for (let i = 0; i < 7; i += 1) {
      expectFailure(await passwordStep(member), 200, 'login_verify_required');
    }
    expectFailure(await passwordStep(member), 200, 'login.locked');
    clock.advanceMinutes(merchant.accounts.lockoutMinutes);
  });

  it('takes each recovery code once', async () => {
    const member = await withAuthenticator();
    const [first] = member.recovery;
    expectFailure(await passwordStep(member), 200, 'login_verify_required');
    expectValue(await codeStep(member, first!), calls.sessionLogin);
    expectFailure(await passwordStep(member), 200, 'login_verify_required');
    expectFailure(await codeStep(member, first!), 200, 'verification.code.invalid');
    const status = await authed(t.app, merchant, member.token).get(calls.twoFactorStatus);
    expect(expectValue(status, calls.twoFactorStatus)).toMatchObject({
      ga: true,
      recoveryCodesLeft: 9,
    });
  });

  it('keeps the secret sealed and the recovery codes hashed', async () => {
    const member = await withAuthenticator();
    const rows = await t.database.db
      .selectFrom('member_totp')
      .selectAll()
      .where('member_id', '=', Number(member.id))
      .execute();
    expect(JSON.stringify(rows)).not.toContain(member.secret);
    const codes = await t.database.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('member_id', '=', Number(member.id))
      .execute();
    expect(JSON.stringify(codes)).not.toContain(member.recovery[0]);
  });

  it('asks the second factor of a remembered device too, and the token is used up', async () => {
    const member = await withAuthenticator();
    expectFailure(await passwordStep(member), 200, 'login_verify_required');
    const { rememberToken } = expectValue(
      await send(
        t.app,
        merchant,
        calls.sessionLoginVerification,
        {
          username: member.username,
          password: member.password,
          verifyCode: await codeAt(member.secret),
          remember: true,
          loginDeviceId: PHONE,
        },
        { ip: freshAddress() },
      ),
      calls.sessionLoginVerification,
    );
    const autoLogin = () =>
      send(t.app, merchant, calls.sessionLoginRemembered, {
        rememberToken: rememberToken!,
        loginDeviceId: PHONE,
      });
    const asked = await autoLogin();
    expectFailure(asked, 200, 'login_verify_required');
    expect((asked.json() as { value: unknown }).value).toEqual({ verifyMethods: ['ga'] });
    expectFailure(await autoLogin(), 200, 'login.cred.err');
  });

  it('ends the remember tokens of every device when any second factor is turned on', async () => {
    const remembered = async (member: TestMember, loginDeviceId: string) =>
      expectValue(
        await login(
          t.app,
          merchant,
          { username: member.username, password: member.password, remember: true, loginDeviceId },
          { ip: freshAddress() },
        ),
        calls.sessionLogin,
      ).rememberToken!;
    const autoLogin = (rememberToken: string, loginDeviceId: string) =>
      send(t.app, merchant, calls.sessionLoginRemembered, { rememberToken, loginDeviceId });

    const byApp = await signUp(t.app, merchant);
    const phone = await remembered(byApp, PHONE);
    const tablet = await remembered(byApp, TABLET);
    await withAuthenticator(byApp);
    expectFailure(await autoLogin(phone, PHONE), 200, 'login.cred.err');
    expectFailure(await autoLogin(tablet, TABLET), 200, 'login.cred.err');

    const byText = await signUp(t.app, merchant);
    await t.database.db
      .updateTable('members')
      .set({ mobile: '+639170000001' })
      .where('merchant_code', '=', merchant.code)
      .where('id', '=', Number(byText.id))
      .execute();
    const token = await remembered(byText, PHONE);
    expectValue(
      await authed(t.app, merchant, byText.token).post(calls.twoFactorCodes, {
        method: 'sms',
        enabled: true,
        password: byText.password,
      }),
      calls.twoFactorCodes,
    );
    expectFailure(await autoLogin(token, PHONE), 200, 'login.cred.err');
  });

  it('turns on only with a right first code, and off only with the password', async () => {
    const member = await signUp(t.app, merchant);
    const api = authed(t.app, merchant, member.token);
    expectFailure(
      await api.post(calls.twoFactorSetup, { password: 'Wrong-Pa55-word' }),
      200,
      'login.cred.err',
    );
    expectValue(
      await api.post(calls.twoFactorSetup, { password: member.password }),
      calls.twoFactorSetup,
    );
    expectFailure(
      await api.post(calls.twoFactorConfirm, { code: '123456' }),
      200,
      'verification.code.invalid',
    );
    // Not on yet: the password alone signs in.
    expectValue(await passwordStep(member), calls.sessionLogin);
    expect(expectValue(await api.get(calls.twoFactorStatus), calls.twoFactorStatus).ga).toBe(false);

    const on = await withAuthenticator();
    const onApi = authed(t.app, merchant, on.token);
    expectFailure(
      await onApi.post(calls.twoFactorDisable, { password: 'Wrong-Pa55-word' }),
      200,
      'login.cred.err',
    );
    expectValue(
      await onApi.post(calls.twoFactorDisable, { password: on.password }),
      calls.twoFactorDisable,
    );
    expectValue(await passwordStep(on), calls.sessionLogin);
  });

  it('uses a code once however many sign-ins present it at once', async () => {
    const member = await withAuthenticator();
    expectFailure(await passwordStep(member), 200, 'login_verify_required');
    const code = await codeAt(member.secret);
    const answers = await Promise.all(Array.from({ length: 6 }, () => codeStep(member, code)));
    expect(answers.filter((response) => response.json().success === true)).toHaveLength(1);
  });
});
