import { describe, expect, it } from 'vitest';
import { calls, USERNAME_RULES } from '@lobby/contract';
import {
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  uniqueUsername,
  useTestApp,
} from '../../test/index.js';

describe.each(testDatabases())('public registration calls on $name', (kind) => {
  const merchant = merchantFactory({
    accounts: {
      ...merchantFactory().accounts,
      methods: ['username', 'mobile'],
      mobilePassword: false,
    },
  });

  const check = (username: string) =>
    send(t.app, merchant, calls.checkUsername, undefined, { query: { username } });

  const t = useTestApp(kind, { merchants: [merchant] });

  it('GET /wps/check/username tells a taken name (any case) from a free one', async () => {
    const member = await signUp(t.app, merchant);
    const taken = expectValue(await check(member.username.toUpperCase()), calls.checkUsername);
    expect(taken).toEqual({ exists: true });
    const free = expectValue(await check(uniqueUsername('free')), calls.checkUsername);
    expect(free).toEqual({ exists: false });
  });

  it('GET /wps/check/username names the field of a bad username', async () => {
    expect(expectFailure(await check('a!'), 400, 'invalid_request')).toContain('query.username');
  });

  it('POST /wps/member/register/autoUsername answers a free, valid username', async () => {
    const { username } = expectValue(
      await send(t.app, merchant, calls.memberAutoUsername),
      calls.memberAutoUsername,
    );
    expect(username).toMatch(USERNAME_RULES.pattern);
    expect(username.length).toBeGreaterThanOrEqual(USERNAME_RULES.minLength);
    expect(username.length).toBeLessThanOrEqual(USERNAME_RULES.maxLength);
    expect(expectValue(await check(username), calls.checkUsername)).toEqual({ exists: false });
  });

  it("GET /wps/system/setting/register answers the merchant's registration settings", async () => {
    const value = expectValue(
      await send(t.app, merchant, calls.registerSettings),
      calls.registerSettings,
    );
    expect(value).toMatchObject({
      methods: ['username', 'mobile'],
      mobilePassword: false,
      mobileCode: false,
      autoLoginAfterRegister: merchant.accounts.autoLoginAfterRegister,
      passwordMinLength: 8,
      passwordMaxLength: 128,
      captcha: { kind: 'none', login: false, register: false, sms: false },
    });
  });
});
