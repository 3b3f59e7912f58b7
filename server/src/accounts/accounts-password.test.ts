import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import {
  authed,
  expectFailure,
  expectValue,
  login,
  merchantFactory,
  signIn,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

describe.each(testDatabases())('password change on $name', (kind) => {
  const merchant = merchantFactory();
  const newPassword = 'Fresh-test-Pa55?';

  const change = (token: string, body: { oldPassword: string; newPassword: string }) =>
    authed(t.app, merchant, token).post(calls.changePassword, body);
  const info = (token: string) => authed(t.app, merchant, token).get(calls.memberInfo);

  const t = useTestApp(kind, { merchants: [merchant] });

  it("ends the member's other sessions, keeps this one, and retires the old password", async () => {
    const member = await signUp(t.app, merchant);
    const others = [await signIn(t.app, merchant, member), await signIn(t.app, merchant, member)];
    const neighbour = await signUp(t.app, merchant);

    const response = await change(member.token, { oldPassword: member.password, newPassword });
    expect(expectValue(response, calls.changePassword)).toEqual({ endedSessions: 2 });

    expectValue(await info(member.token), calls.memberInfo);
    for (const token of others) expectFailure(await info(token), 401, 'customer.not.login');
    // Another member's session is not touched.
    expectValue(await info(neighbour.token), calls.memberInfo);

    expectFailure(await login(t.app, merchant, member), 200, 'login.cred.err');
    const fresh = { username: member.username, password: newPassword };
    expectValue(await login(t.app, merchant, fresh), calls.sessionLogin);
  });

  it('refuses a wrong old password and keeps every session', async () => {
    const member = await signUp(t.app, merchant);
    const other = await signIn(t.app, merchant, member);
    const response = await change(member.token, { oldPassword: 'Not-the-pass-1', newPassword });
    expectFailure(response, 200, 'login.cred.err');
    expectValue(await info(other), calls.memberInfo);
    expectValue(await login(t.app, merchant, member), calls.sessionLogin);
  }, 90_000);

  it("counts wrong old passwords within the session's own tries, so a stolen session cannot guess the password", async () => {
    const member = await signUp(t.app, merchant);
    for (let i = 0; i < merchant.accounts.lockoutFailures; i += 1) {
      const wrong = { oldPassword: `Not-the-pass-${i}`, newPassword };
      expectFailure(await change(member.token, wrong), 200, 'login.cred.err');
    }
    const right = { oldPassword: member.password, newPassword };
    expectFailure(await change(member.token, right), 429, 'TOO_MANY_REQUEST_LOGIN');
    // The tries are the session's: the member still signs in (and strangers cannot spend them).
    expectValue(await login(t.app, merchant, member), calls.sessionLogin);
  });

  it.each([
    ['the same password', (old: string) => old, 'password.same'],
    ['a common password', () => 'password', 'password.too.common'],
  ])('refuses %s', async (_label, next, errorCode) => {
    const member = await signUp(t.app, merchant);
    const body = { oldPassword: member.password, newPassword: next(member.password) };
    expectFailure(await change(member.token, body), 200, errorCode);
  });

  it('names the field of a short new password', async () => {
    const member = await signUp(t.app, merchant);
    const body = { oldPassword: member.password, newPassword: 'short' };
    const message = expectFailure(await change(member.token, body), 400, 'invalid_request');
    expect(message).toContain('body.newPassword');
  });
});
