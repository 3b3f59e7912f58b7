import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import { ACCOUNT_LIMITS as LIMITS } from './accounts-limits.js';
import {
  authed,
  expectFailure,
  expectValue,
  merchantFactory,
  PASSWORD,
  register,
  registerMobile,
  send,
  testDatabases,
  uniqueMobile,
  uniqueUsername,
  UUID,
  useTestApp,
  withConsent,
} from '../../test/index.js';

describe.each(testDatabases())('registration by username on $name', (kind) => {
  const merchant = merchantFactory();
  const host = merchant.hosts[0]!;

  const registrationOf = async (username: string) => {
    const row = await t.database.db
      .selectFrom('members')
      .select('registration')
      .where('merchant_code', '=', merchant.code)
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return row.registration;
  };

  const t = useTestApp(kind, { merchants: [merchant] });

  it('answers id = customerId, the username, span id, member type and a working token', async () => {
    const username = uniqueUsername('Reg');
    const value = expectValue(
      await register(t.app, merchant, { username, password: PASSWORD }),
      calls.memberRegister,
    );
    expect(value).toEqual({
      id: expect.stringMatching(/^\d+$/),
      customerId: value.id,
      userName: username,
      token: expect.any(String),
      spanId: expect.stringMatching(UUID),
      customerType: 0,
    });
    const info = await authed(t.app, merchant, value.token).get(calls.memberInfo);
    expect(expectValue(info, calls.memberInfo)).toMatchObject({
      id: value.id,
      account: username,
      type: 0,
      agentApplication: 'none',
      mustChangePassword: false,
    });
  });

  it('stores every registration field of the body', async () => {
    const username = uniqueUsername('fields');
    const fields = {
      registerMethod: 'PWA',
      registerUrl: `https://${host}/m/register?x=1`,
      loginDeviceId: 'device-1234',
      isOfficialAppLogin: true,
      linkId: 42,
      affiliateCode: 'aff7',
      domain: host,
      referralCode: 'ref9',
      pixelTrack: { fbclid: 'fb-1', gclid: 'g-2' },
    } as const;
    expectValue(
      await register(t.app, merchant, { username, password: PASSWORD, ...fields }),
      calls.memberRegister,
    );
    expect(await registrationOf(username)).toEqual(fields);
  });

  it("takes the affiliate code from the host's sub-domain, else 'www'", async () => {
    const fromHost = uniqueUsername('aff');
    const plain = uniqueUsername('www');
    await register(
      t.app,
      merchant,
      { username: fromHost, password: PASSWORD },
      { host: `aff42.${host}` },
    );
    await register(t.app, merchant, { username: plain, password: PASSWORD });
    expect(await registrationOf(fromHost)).toEqual({ affiliateCode: 'aff42' });
    expect(await registrationOf(plain)).toEqual({ affiliateCode: 'www' });
  });

  it('refuses a taken username, also when it differs only in case', async () => {
    const username = uniqueUsername('Dup');
    expectValue(
      await register(t.app, merchant, { username, password: PASSWORD }),
      calls.memberRegister,
    );
    for (const again of [username, username.toUpperCase(), username.toLowerCase()]) {
      const response = await register(t.app, merchant, { username: again, password: PASSWORD });
      expectFailure(response, 200, 'username.exists');
    }
  });

  it('refuses a common password', async () => {
    const response = await register(t.app, merchant, {
      username: uniqueUsername(),
      password: 'password',
    });
    expectFailure(response, 200, 'password.too.common');
  });

  it.each([
    ['a short password', { password: 'Ab1!' }, 'body.password'],
    ['a username with a space', { username: 'bad name' }, 'body.username'],
    ['a username of three letters', { username: 'abc' }, 'body.username'],
    ['no username', { username: undefined }, 'body.username'],
  ])('answers invalid_request naming the field for %s', async (_label, change, field) => {
    const body = { username: uniqueUsername(), password: PASSWORD, ...change };
    const response = await register(t.app, merchant, body);
    expect(expectFailure(response, 400, 'invalid_request')).toContain(field);
  });

  it('accepts PUT like POST', async () => {
    const username = uniqueUsername('put');
    const put = { ...calls.memberRegister, method: 'PUT' as const };
    const response = await send(
      t.app,
      merchant,
      put,
      withConsent({ username, password: PASSWORD }),
    );
    const value = expectValue(response, calls.memberRegister);
    expect(value.userName).toBe(username);
    const info = await authed(t.app, merchant, value.token).get(calls.memberInfo);
    expect(expectValue(info, calls.memberInfo).account).toBe(username);
  });

  // With FIREBASECREATEACC3 and SSOMANUALREG3 off, social fields are refused, never dropped silently.
  it.each([
    ['firebaseChannel2', 'firebase'],
    ['firebaseIdToken2', 'firebase'],
    ['lineSessionToken', 'line'],
    ['telegramAuth', 'telegram'],
  ])('answers not_supported, naming it, for a registration with %s', async (field, type) => {
    const username = uniqueUsername('soc');
    const response = await register(t.app, merchant, {
      username,
      password: PASSWORD,
      [field]: 'social-proof',
    });
    const message = expectFailure(response, 400, 'not_supported');
    expect(message).toContain(`body.${field}`);
    expect(message).toContain(type);
    const check = await send(t.app, merchant, calls.checkUsername, undefined, {
      query: { username },
    });
    expect(expectValue(check, calls.checkUsername).exists).toBe(false);
  });

  it('takes an empty social field as absent', async () => {
    const body = { username: uniqueUsername('soc'), password: PASSWORD, lineSessionToken: '' };
    expectValue(await register(t.app, merchant, body), calls.memberRegister);
  });

  it('refuses a method the merchant does not offer', async () => {
    expect(merchant.accounts.methods).toEqual(['username']);
    const response = await registerMobile(t.app, merchant, {
      mobileNum: uniqueMobile(),
      password: PASSWORD,
    });
    expectFailure(response, 400, 'register.method.disabled');
  });

  it('limits registrations per address', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < LIMITS.registerPerAddress.max; i += 1) {
      const body = { username: uniqueUsername('lim'), password: PASSWORD };
      expectValue(await register(t.app, merchant, body, { ip }), calls.memberRegister);
    }
    const response = await register(
      t.app,
      merchant,
      { username: uniqueUsername('lim'), password: PASSWORD },
      { ip },
    );
    expect(expectFailure(response, 429, 'TOO_MANY_REQUEST_REGISTER')).toBeTruthy();
    // Another address is not held up.
    const other = { username: uniqueUsername('lim'), password: PASSWORD };
    expectValue(await register(t.app, merchant, other), calls.memberRegister);
  });
});
