import { describe, expect, it } from 'vitest';
import { calls, PASSWORD_RULES } from '@lobby/contract';
import {
  authed,
  expectFailure,
  expectValue,
  login,
  merchantFactory,
  PASSWORD,
  register,
  send,
  signUp,
  testDatabases,
  uniqueUsername,
  useTestApp,
} from '../../test/index.js';

// Passwords are judged as they will be hashed: NFKC first, then length in characters, the
// username, the merchant's name and the common list (issue 10 point 6).
describe.each(testDatabases())('new passwords on $name', (kind) => {
  const merchant = merchantFactory({ name: 'Golden Star Casino' });

  const change = (token: string, body: { oldPassword: string; newPassword: string }) =>
    authed(t.app, merchant, token).post(calls.changePassword, body);

  const t = useTestApp(kind, { merchants: [merchant] });

  it('refuses a full-width common password at registration, which would sign in as the plain one', async () => {
    const username = uniqueUsername('wide');
    const response = await register(t.app, merchant, {
      username,
      password: 'ｐａｓｓｗｏｒｄ１２３',
    });
    expectFailure(response, 200, 'password.too.common');
    expectFailure(
      await login(t.app, merchant, { username, password: 'password123' }),
      200,
      'login.cred.err',
    );
  });

  it.each([
    ['the username', (name: string) => `My-${name.toUpperCase()}-9`, 'password.has.username'],
    [
      'the username in full width',
      (name: string) => `x-${toFullWidth(name)}-x`,
      'password.has.username',
    ],
    ["the merchant's name", () => 'golden-star-casino-77', 'password.has.merchant'],
  ])('refuses a password holding %s', async (_label, password, errorCode) => {
    const username = uniqueUsername('own');
    expectFailure(
      await register(t.app, merchant, { username, password: password(username) }),
      200,
      errorCode,
    );
  });

  it('counts length in characters once normalised, not UTF-16 units', async () => {
    // Seven emoji are fourteen UTF-16 units: still too short.
    const short = await register(t.app, merchant, {
      username: uniqueUsername('emo'),
      password: '🎰🎲🃏🎯🎳🎮🕹',
    });
    expect(expectFailure(short, 400, 'invalid_request')).toMatch(/^body\.password: /);
    // 128 emoji are 256 units but 128 characters: accepted, and they sign in.
    const long = {
      username: uniqueUsername('emo'),
      password: '🎰'.repeat(PASSWORD_RULES.maxLength),
    };
    expectValue(await register(t.app, merchant, long), calls.memberRegister);
    expectValue(await login(t.app, merchant, long), calls.sessionLogin);
    const tooLong = {
      username: uniqueUsername('emo'),
      password: '🎰'.repeat(PASSWORD_RULES.maxLength + 1),
    };
    expect(expectFailure(await register(t.app, merchant, tooLong), 400, 'invalid_request')).toMatch(
      /^body\.password: /,
    );
  });

  it('judges a changed password the same way', async () => {
    const member = await signUp(t.app, merchant);
    const cases: [string, string][] = [
      ['ｐａｓｓｗｏｒｄ１２３', 'password.too.common'],
      [`${member.username}-Fresh-1`, 'password.has.username'],
      ['Golden*Star*Casino*1', 'password.has.merchant'],
      // The current password in full width is the current password once hashed.
      [toFullWidth(PASSWORD), 'password.same'],
    ];
    for (const [newPassword, errorCode] of cases) {
      const response = await change(member.token, { oldPassword: member.password, newPassword });
      expectFailure(response, 200, errorCode);
    }
    expectValue(await login(t.app, merchant, member), calls.sessionLogin);
  });

  it("registration settings answer the contract's password rules", async () => {
    const value = expectValue(
      await send(t.app, merchant, calls.registerSettings),
      calls.registerSettings,
    );
    expect(value).toMatchObject({
      passwordMinLength: PASSWORD_RULES.minLength,
      passwordMaxLength: PASSWORD_RULES.maxLength,
    });
  });
});

/** The full-width form of printable ASCII (what NFKC folds back). */
function toFullWidth(value: string): string {
  return value.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
}
