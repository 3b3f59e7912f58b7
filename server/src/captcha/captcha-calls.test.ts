import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import {
  CAPTCHA_TEST_ANSWER,
  calls,
  localGeetestAnswer,
  MESSAGE_KEYS,
  type LoginRequest,
  type RegisterRequest,
} from '@lobby/contract';
import { geetestKeyName } from '../core/config/config.js';
import type { DatabaseHandle } from '../core/db/database.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { openRedis, type RedisHandle } from '../core/redis.js';
import * as image from './captcha-image.js';
import { md5, solvedV3, startFakeGeetest, type FakeGeetest } from '../../test/fake-geetest.js';
import {
  buildTestApp,
  expectFailure,
  expectValue,
  fakeClock,
  freshAddress,
  login,
  merchantFactory,
  PASSWORD,
  register,
  send,
  signUp,
  testDatabases,
  testRedisUrl,
  uniqueUsername,
  UUID,
} from '../../test/index.js';

const V3 = { gt: 'c9c4facd1a6feeb80802222cbb74ca8e', key: '0123456789abcdef0123456789abcdef' };
const V4 = {
  captchaId: '647f5ed2ed8acb4be36784e01556bb71',
  key: 'fedcba9876543210fedcba9876543210',
};

function captchaMerchant(
  captcha: Partial<MerchantConfig['captcha']>,
  geetest?: { version: 'v3' | 'v4'; id: string },
): MerchantConfig {
  const base = merchantFactory();
  return merchantFactory({
    captcha: { enabled: true, login: false, register: false, sms: false, ...captcha },
    flags: { ...base.flags, GEETEST3: !!geetest },
    gw: geetest
      ? { ...base.gw, GEETEST_ID: geetest.id, GEETEST_VERSION: geetest.version }
      : base.gw,
  });
}

/** A plain captcha whose answer the test knows (the server keeps only its hash). */
async function plainCaptcha(app: FastifyInstance, merchant: MerchantConfig, code = 'AB3CD') {
  const spy = vi.spyOn(image, 'randomCaptchaCode').mockReturnValueOnce(code);
  try {
    const response = await send(app, merchant, calls.captchaImage, undefined, {
      ip: freshAddress(),
    });
    return { ...expectValue(response, calls.captchaImage), code };
  } finally {
    spy.mockRestore();
  }
}

async function geetestSetup(app: FastifyInstance, merchant: MerchantConfig) {
  const response = await send(app, merchant, calls.captchaGeetest, undefined, {
    query: { t: String(Date.now()) },
    ip: freshAddress(),
  });
  return expectValue(response, calls.captchaGeetest);
}

/** What the local (offline) Geetest widget answers for a challenge: web's own rule. */
const localAnswer = (version: 'v3' | 'v4', challenge: string): Partial<LoginRequest> =>
  localGeetestAnswer(
    { version, mode: 'local', success: true, gt: '', challenge, newCaptcha: true, captchaId: '' },
    Date.now(),
  );

const signInWith = (
  app: FastifyInstance,
  merchant: MerchantConfig,
  member: { username: string; password: string },
  captcha: Partial<LoginRequest> = {},
) => login(app, merchant, { ...member, ...captcha }, { ip: freshAddress() });

describe.each(testDatabases())('captcha on $name', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let testModeApp: FastifyInstance;
  const clock = fakeClock();
  const loginFlag = captchaMerchant({ login: true });
  const registerFlag = captchaMerchant({ register: true });
  const switchedOff = captchaMerchant({ enabled: false, login: true, register: true });
  const localV3 = captchaMerchant({ login: true }, { version: 'v3', id: '' });
  const localV4 = captchaMerchant({ login: true }, { version: 'v4', id: 'local-v4-id' });
  const merchants = [loginFlag, registerFlag, switchedOff, localV3, localV4];

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp({ database, merchants, now: clock.now });
    testModeApp = await buildTestApp({ database, merchants, config: { captchaTestMode: true } });
  });
  afterAll(async () => {
    await app?.close();
    await testModeApp?.close();
    await database?.close();
  });

  describe('GET /wps/captcha', () => {
    it('answers a captcha id and an SVG image, never cached', async () => {
      const response = await send(app, loginFlag, calls.captchaImage, undefined, {
        query: { t: '1' },
      });
      const value = expectValue(response, calls.captchaImage);
      expect(value.captchaId).toMatch(UUID);
      expect(value.image).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(calls.captchaImage.moduleId).toBe('CAPTCHA3');
    });

    it('answers unknown_merchant for an unknown merchant', async () => {
      const response = await app.inject({ url: '/wps/captcha', headers: { merchant: 'nobody' } });
      expectFailure(response, 400, 'unknown_merchant');
    });
  });

  describe('plain captcha on sign-in', () => {
    it('is required when the login flag is on, and answers once', async () => {
      const member = await signUp(app, loginFlag);
      expectFailure(await signInWith(app, loginFlag, member), 200, 'captcha.required');
      const { captchaId, code } = await plainCaptcha(app, loginFlag);
      const answer = { captchaId, captchaCode: code.toLowerCase() };
      expectValue(await signInWith(app, loginFlag, member, answer), calls.sessionLogin);
      expectFailure(await signInWith(app, loginFlag, member, answer), 200, 'captcha.invalid');
    });

    it('is used up by a wrong answer', async () => {
      const member = await signUp(app, loginFlag);
      const { captchaId, code } = await plainCaptcha(app, loginFlag);
      expectFailure(
        await signInWith(app, loginFlag, member, { captchaId, captchaCode: 'ZZZZZ' }),
        200,
        'captcha.invalid',
      );
      expectFailure(
        await signInWith(app, loginFlag, member, { captchaId, captchaCode: code }),
        200,
        'captcha.invalid',
      );
    });

    it('is used up by a sign-in with the wrong password', async () => {
      const member = await signUp(app, loginFlag);
      const { captchaId, code } = await plainCaptcha(app, loginFlag);
      const wrong = { ...member, password: 'not-the-password' };
      expectFailure(
        await signInWith(app, loginFlag, wrong, { captchaId, captchaCode: code }),
        200,
        'login.cred.err',
      );
      expectFailure(
        await signInWith(app, loginFlag, member, { captchaId, captchaCode: code }),
        200,
        'captcha.invalid',
      );
    });

    it('lives 5 minutes', async () => {
      const member = await signUp(app, loginFlag);
      const first = await plainCaptcha(app, loginFlag);
      const second = await plainCaptcha(app, loginFlag);
      clock.advanceMinutes(4.9);
      expectValue(
        await signInWith(app, loginFlag, member, {
          captchaId: first.captchaId,
          captchaCode: first.code,
        }),
        calls.sessionLogin,
      );
      clock.advanceMinutes(0.2);
      expectFailure(
        await signInWith(app, loginFlag, member, {
          captchaId: second.captchaId,
          captchaCode: second.code,
        }),
        200,
        'captcha.invalid',
      );
    });

    it('belongs to the merchant that issued it', async () => {
      const { captchaId, code } = await plainCaptcha(app, registerFlag);
      const member = await signUp(app, loginFlag);
      expectFailure(
        await signInWith(app, loginFlag, member, { captchaId, captchaCode: code }),
        200,
        'captcha.invalid',
      );
    });
  });

  describe('plain captcha on registration', () => {
    const body = (): RegisterRequest => ({ username: uniqueUsername('cap'), password: PASSWORD });

    it('is required when the register flag is on, and not for sign-in then', async () => {
      expectFailure(await register(app, registerFlag, body()), 200, 'captcha.required');
      const { captchaId, code } = await plainCaptcha(app, registerFlag);
      const member = body();
      expectValue(
        await register(app, registerFlag, { ...member, captchaId, captchaCode: code }),
        calls.memberRegister,
      );
      expectFailure(
        await register(app, registerFlag, { ...body(), captchaId, captchaCode: code }),
        200,
        'captcha.invalid',
      );
      expectValue(await signInWith(app, registerFlag, member), calls.sessionLogin);
    });

    it('is not asked without the register flag', async () => {
      expectValue(await register(app, loginFlag, body()), calls.memberRegister);
    });

    it('is asked nowhere when captcha is off, whatever the flags', async () => {
      const member = await signUp(app, switchedOff);
      expectValue(await signInWith(app, switchedOff, member), calls.sessionLogin);
      const settings = expectValue(
        await send(app, switchedOff, calls.registerSettings),
        calls.registerSettings,
      );
      expect(settings.captcha).toMatchObject({ kind: 'none', login: false, register: false });
    });
  });

  describe('Geetest, local (offline) adapter', () => {
    it.each([
      ['v3', localV3],
      ['v4', localV4],
    ] as const)(
      'sets up %s and accepts the local widget answer once',
      async (version, merchant) => {
        const setup = await geetestSetup(app, merchant);
        expect(setup).toEqual({
          version,
          mode: 'local',
          success: true,
          gt: merchant.gw.GEETEST_ID || 'local',
          challenge: expect.stringMatching(/^[0-9a-f]{32}$/),
          newCaptcha: true,
          captchaId: version === 'v4' ? merchant.gw.GEETEST_ID : '',
        });
        const member = await signUp(app, merchant);
        expectFailure(await signInWith(app, merchant, member), 200, 'captcha.required');
        const answer = localAnswer(version, setup.challenge);
        expectValue(await signInWith(app, merchant, member, answer), calls.sessionLogin);
        expectFailure(await signInWith(app, merchant, member, answer), 200, 'captcha.invalid');
      },
    );

    it('answers not_supported with "Geetest service not work" where Geetest is off', async () => {
      const response = await send(app, loginFlag, calls.captchaGeetest);
      const message = expectFailure(response, 400, 'not_supported');
      expect(message).toBe(MESSAGE_KEYS.geetestServiceNotWork);
    });
  });

  describe('CAPTCHA_TEST_MODE', () => {
    it.each([
      ['plain', loginFlag],
      ['Geetest v3', localV3],
      ['Geetest v4', localV4],
    ])('lets the test answer through a %s captcha', async (_kind, merchant) => {
      const member = await signUp(testModeApp, merchant);
      const answer = { captchaCode: CAPTCHA_TEST_ANSWER };
      expectValue(await signInWith(testModeApp, merchant, member, answer), calls.sessionLogin);
      expectValue(await signInWith(testModeApp, merchant, member, answer), calls.sessionLogin);
      expectFailure(await signInWith(testModeApp, merchant, member), 200, 'captcha.required');
    });

    it('is off by default: the test answer is just a wrong answer', async () => {
      const member = await signUp(app, loginFlag);
      const { captchaId } = await plainCaptcha(app, loginFlag);
      expectFailure(
        await signInWith(app, loginFlag, member, { captchaId, captchaCode: CAPTCHA_TEST_ANSWER }),
        200,
        'captcha.invalid',
      );
    });
  });
});

describe.each(testDatabases())('captcha with the live Geetest adapter on $name', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let fake: FakeGeetest;
  const liveV3 = captchaMerchant({ login: true }, { version: 'v3', id: V3.gt });
  const liveV4 = captchaMerchant({ login: true }, { version: 'v4', id: V4.captchaId });
  const noKey = captchaMerchant({ login: true }, { version: 'v3', id: V3.gt });

  beforeAll(async () => {
    fake = await startFakeGeetest({ v3: V3, v4: V4 });
    database = await kind.open();
    app = await buildTestApp({
      database,
      merchants: [liveV3, liveV4, noKey],
      config: {
        geetest: {
          mode: 'live',
          v3BaseUrl: fake.url,
          v4BaseUrl: fake.url,
          timeoutMs: 500,
          keys: { [geetestKeyName(liveV3.code)]: V3.key, [geetestKeyName(liveV4.code)]: V4.key },
        },
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fake?.close();
  });

  it('v3: registers with Geetest and signs in with an answer Geetest confirms', async () => {
    fake.behaviour = 'ok';
    const setup = await geetestSetup(app, liveV3);
    expect(setup).toEqual({
      version: 'v3',
      mode: 'geetest',
      success: true,
      gt: V3.gt,
      challenge: md5(fake.origin + V3.key),
      newCaptcha: true,
      captchaId: '',
    });
    const member = await signUp(app, liveV3);
    const solved = solvedV3(V3.key, setup.challenge);
    const answer = { geetestChallenge: setup.challenge, geetestSeccode: solved.seccode };
    expectFailure(await signInWith(app, liveV3, member, answer), 200, 'captcha.invalid');
    fake.solvedSeccodes.add(solved.seccode);
    expectValue(await signInWith(app, liveV3, member, answer), calls.sessionLogin);
    expectFailure(await signInWith(app, liveV3, member, answer), 200, 'captcha.invalid');
  });

  it('v3: answers success false when Geetest is down, and 503 when it cannot validate', async () => {
    fake.behaviour = 'error';
    try {
      const setup = await geetestSetup(app, liveV3);
      expect(setup).toMatchObject({ success: false, mode: 'geetest' });
      const member = await signUp(app, liveV3);
      const solved = solvedV3(V3.key, md5(fake.origin + V3.key));
      const response = await signInWith(app, liveV3, member, {
        geetestChallenge: solved.challenge,
        geetestSeccode: solved.seccode,
      });
      expectFailure(response, 503, 'service_unavailable');
    } finally {
      fake.behaviour = 'ok';
    }
  });

  it('v4: answers the captcha id and signs in with a lot Geetest passes', async () => {
    const setup = await geetestSetup(app, liveV4);
    expect(setup).toEqual({
      version: 'v4',
      mode: 'geetest',
      success: true,
      gt: V4.captchaId,
      challenge: '',
      newCaptcha: true,
      captchaId: V4.captchaId,
    });
    const member = await signUp(app, liveV4);
    const lot = md5('lot-1');
    const answer = {
      geetestValidateV4: JSON.stringify({
        lot_number: lot,
        captcha_output: 'out',
        pass_token: 'pass',
        gen_time: '1700000000',
        captcha_id: V4.captchaId,
      }),
    };
    expectFailure(await signInWith(app, liveV4, member, answer), 200, 'captcha.invalid');
    fake.solvedLots.add(lot);
    expectValue(await signInWith(app, liveV4, member, answer), calls.sessionLogin);
  });

  it('answers "Geetest service not work" for a merchant without GEETEST_KEY_<MERCHANT>', async () => {
    const message = expectFailure(
      await send(app, noKey, calls.captchaGeetest),
      400,
      'not_supported',
    );
    expect(message).toBe(MESSAGE_KEYS.geetestServiceNotWork);
  });
});

describe.skipIf(!testRedisUrl)('captcha shared through Redis', () => {
  const [pglite] = testDatabases();
  let database: DatabaseHandle;
  let redis: RedisHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const merchant = captchaMerchant({ login: true });

  beforeAll(async () => {
    database = await pglite!.open();
    redis = await openRedis(testRedisUrl!);
    const client: Redis = redis.client;
    first = await buildTestApp({ database, merchants: [merchant], redis: client });
    second = await buildTestApp({ database, merchants: [merchant], redis: client });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await redis?.close();
    await database?.close();
  });

  it('answers once across instances', async () => {
    const member = await signUp(first, merchant);
    const { captchaId, code } = await plainCaptcha(first, merchant);
    const answer = { captchaId, captchaCode: code };
    expectValue(await signInWith(second, merchant, member, answer), calls.sessionLogin);
    expectFailure(await signInWith(first, merchant, member, answer), 200, 'captcha.invalid');
    expect(await redis.client.exists(`lobby:once:captcha:${merchant.code}:${captchaId}`)).toBe(0);
  });
});
