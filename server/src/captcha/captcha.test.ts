import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_TEST_ANSWER, MESSAGE_KEYS } from '@lobby/contract';
import { merchantFactory } from '../../test/factories.js';
import { GeetestUnavailableError, LocalGeetest, type GeetestAdapter } from './geetest/index.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import * as image from './captcha-image.js';
import { CAPTCHA_ISSUE_LIMIT, CaptchaService, captchaKind } from './captcha.js';
import { CountersUnavailableError, MemoryCounterStore } from '../core/limits/counter-store.js';
import { MemoryOneUseStore } from '../core/limits/one-use-store.js';

const client = { ip: '198.51.100.7' };

function service(options: { testMode?: boolean; geetest?: GeetestAdapter | undefined } = {}) {
  let now = 1_000_000;
  const store = new MemoryOneUseStore(() => now);
  const captcha = new CaptchaService({
    store,
    counters: new MemoryCounterStore(() => now),
    geetest: (merchant) =>
      'geetest' in options ? options.geetest : new LocalGeetest(store, merchant.code, 'local'),
    testMode: options.testMode ?? false,
  });
  return { captcha, advance: (ms: number) => (now += ms) };
}

const plainMerchant = (flags: Partial<MerchantConfig['captcha']> = {}) =>
  merchantFactory({
    captcha: { enabled: true, login: true, register: true, sms: false, ...flags },
    flags: { GEETEST3: false },
  });

const geetestMerchant = (version: 'v3' | 'v4', flags: Partial<MerchantConfig['captcha']> = {}) => {
  const base = merchantFactory();
  return merchantFactory({
    captcha: { enabled: true, login: true, register: true, sms: true, ...flags },
    flags: { GEETEST3: true },
    gw: { ...base.gw, GEETEST_ID: 'gt-id', GEETEST_VERSION: version },
  });
};

describe('CaptchaService', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('tells the captcha kind as SPEC section 5 does', () => {
    expect(captchaKind(merchantFactory({ captcha: { enabled: false } as never }))).toBe('none');
    expect(captchaKind(plainMerchant())).toBe('plain');
    expect(captchaKind(geetestMerchant('v3'))).toBe('geetest');
  });

  it('asks nothing when captcha is off, or the purpose flag is off', async () => {
    const { captcha } = service();
    const off = merchantFactory({
      captcha: { enabled: false, login: true, register: true, sms: true },
    });
    await expect(captcha.verify(off, 'login', {}, client)).resolves.toBeUndefined();
    await expect(
      captcha.verify(plainMerchant({ login: false }), 'login', {}, client),
    ).resolves.toBeUndefined();
    await expect(
      captcha.verify(geetestMerchant('v4', { sms: false }), 'sms', {}, client),
    ).resolves.toBeUndefined();
  });

  it('checks a plain answer once, case-insensitively, bound to its merchant', async () => {
    const { captcha } = service();
    const merchant = plainMerchant();
    vi.spyOn(image, 'randomCaptchaCode').mockReturnValue('AB3CD');
    const { captchaId } = await captcha.issuePlain(merchant, client.ip);
    await expect(
      captcha.verify(merchant, 'login', { captchaId, captchaCode: ' ab3cd ' }, client),
    ).resolves.toBeUndefined();
    await expect(
      captcha.verify(merchant, 'login', { captchaId, captchaCode: 'AB3CD' }, client),
    ).rejects.toMatchObject({ errorCode: 'captcha.invalid' });

    const other = await captcha.issuePlain(merchant, client.ip);
    await expect(
      captcha.verify(
        plainMerchant(),
        'login',
        { captchaId: other.captchaId, captchaCode: 'AB3CD' },
        client,
      ),
    ).rejects.toMatchObject({ errorCode: 'captcha.invalid' });
  });

  it('answers captcha.required for a missing answer, captcha.invalid for a wrong one', async () => {
    const { captcha } = service();
    const merchant = plainMerchant();
    await expect(captcha.verify(merchant, 'register', {}, client)).rejects.toMatchObject({
      statusCode: 200,
      errorCode: 'captcha.required',
    });
    await expect(
      captcha.verify(merchant, 'register', { captchaId: 'x' }, client),
    ).rejects.toMatchObject({ errorCode: 'captcha.required' });
    await expect(
      captcha.verify(merchant, 'register', { captchaId: 'x', captchaCode: 'ABCDE' }, client),
    ).rejects.toMatchObject({ errorCode: 'captcha.invalid' });
    await expect(
      captcha.verify(
        geetestMerchant('v3'),
        'login',
        { captchaId: 'x', captchaCode: 'ABCDE' },
        client,
      ),
    ).rejects.toMatchObject({ errorCode: 'captcha.required' });
    await expect(
      captcha.verify(geetestMerchant('v4'), 'login', { geetestChallenge: 'x' }, client),
    ).rejects.toMatchObject({ errorCode: 'captcha.required' });
  });

  it('lets a plain captcha live 5 minutes', async () => {
    const { captcha, advance } = service();
    const merchant = plainMerchant();
    vi.spyOn(image, 'randomCaptchaCode').mockReturnValue('WXYZ2');
    const first = await captcha.issuePlain(merchant, client.ip);
    const second = await captcha.issuePlain(merchant, client.ip);
    advance(5 * 60_000 - 1);
    await expect(
      captcha.verify(
        merchant,
        'login',
        { captchaId: first.captchaId, captchaCode: 'WXYZ2' },
        client,
      ),
    ).resolves.toBeUndefined();
    advance(1);
    await expect(
      captcha.verify(
        merchant,
        'login',
        { captchaId: second.captchaId, captchaCode: 'WXYZ2' },
        client,
      ),
    ).rejects.toMatchObject({ errorCode: 'captcha.invalid' });
  });

  it('needs Geetest v4 for the sms purpose, else "Geetest service not work"', async () => {
    const { captcha } = service();
    for (const merchant of [plainMerchant({ sms: true }), geetestMerchant('v3')]) {
      await expect(captcha.verify(merchant, 'sms', {}, client)).rejects.toMatchObject({
        errorCode: 'not_supported',
        message: MESSAGE_KEYS.geetestServiceNotWork,
      });
    }
    await expect(captcha.verify(geetestMerchant('v4'), 'sms', {}, client)).rejects.toMatchObject({
      errorCode: 'captcha.required',
    });
  });

  it('accepts the test answer only in test mode, for every kind', async () => {
    const testAnswer = { captchaCode: CAPTCHA_TEST_ANSWER };
    const merchants = [plainMerchant(), geetestMerchant('v3'), geetestMerchant('v4')];
    for (const merchant of merchants) {
      await expect(
        service({ testMode: true }).captcha.verify(merchant, 'login', testAnswer, client),
      ).resolves.toBeUndefined();
    }
    await expect(
      service().captcha.verify(plainMerchant(), 'login', { ...testAnswer, captchaId: 'x' }, client),
    ).rejects.toMatchObject({ errorCode: 'captcha.invalid' });
    await expect(
      service().captcha.verify(geetestMerchant('v3'), 'login', testAnswer, client),
    ).rejects.toMatchObject({ errorCode: 'captcha.required' });
  });

  it('checks Geetest v3 and v4 answers through the adapter', async () => {
    const { captcha } = service();
    for (const version of ['v3', 'v4'] as const) {
      const merchant = geetestMerchant(version);
      const setup = await captcha.geetestSetup(merchant, client.ip);
      expect(setup).toMatchObject({ version, mode: 'local', success: true, gt: 'local' });
      const { challenge } = setup;
      const answer =
        version === 'v3'
          ? { geetestChallenge: challenge, geetestSeccode: `${challenge}|jordan` }
          : {
              geetestValidateV4: JSON.stringify({
                lot_number: challenge,
                captcha_output: challenge,
                pass_token: challenge,
                gen_time: 1700000000,
              }),
            };
      await expect(captcha.verify(merchant, 'login', answer, client)).resolves.toBeUndefined();
      await expect(captcha.verify(merchant, 'login', answer, client)).rejects.toMatchObject({
        errorCode: 'captcha.invalid',
      });
    }
    await expect(
      captcha.verify(geetestMerchant('v4'), 'login', { geetestValidateV4: '{not json' }, client),
    ).rejects.toMatchObject({ errorCode: 'captcha.invalid' });
  });

  it('answers service_unavailable when Geetest cannot tell, and not_supported without an adapter', async () => {
    const down: GeetestAdapter = {
      mode: 'geetest',
      id: 'gt-id',
      setup: async () => ({ success: true, challenge: '' }),
      validateV3: async () => {
        throw new GeetestUnavailableError('down');
      },
      validateV4: async () => {
        throw new GeetestUnavailableError('down');
      },
    };
    const answer = { geetestChallenge: 'c', geetestSeccode: 'v|jordan' };
    await expect(
      service({ geetest: down }).captcha.verify(geetestMerchant('v3'), 'login', answer, client),
    ).rejects.toMatchObject({ statusCode: 503, errorCode: 'service_unavailable' });
    const missing = service({ geetest: undefined }).captcha;
    await expect(
      missing.verify(geetestMerchant('v3'), 'login', answer, client),
    ).rejects.toMatchObject({
      errorCode: 'not_supported',
      message: MESSAGE_KEYS.geetestServiceNotWork,
    });
    await expect(missing.geetestSetup(geetestMerchant('v3'), client.ip)).rejects.toMatchObject({
      errorCode: 'not_supported',
    });
    await expect(service().captcha.geetestSetup(plainMerchant(), client.ip)).rejects.toMatchObject({
      errorCode: 'not_supported',
    });
  });

  it('limits how many captchas one address asks for', async () => {
    const { captcha, advance } = service();
    const merchant = plainMerchant();
    for (let i = 0; i < CAPTCHA_ISSUE_LIMIT.max; i += 1)
      await captcha.issuePlain(merchant, client.ip);
    await expect(captcha.issuePlain(merchant, client.ip)).rejects.toMatchObject({
      statusCode: 429,
      errorCode: 'TOO_MANY_REQUEST_CAPTCHA',
    });
    await expect(captcha.issuePlain(merchant, '198.51.100.8')).resolves.toBeDefined();
    advance(CAPTCHA_ISSUE_LIMIT.windowMs);
    await expect(captcha.issuePlain(merchant, client.ip)).resolves.toBeDefined();
  });

  it('answers a 503 that names the captcha when its counters cannot be reached', async () => {
    const down = () => Promise.reject(new CountersUnavailableError('Redis did not answer'));
    const captcha = new CaptchaService({
      store: new MemoryOneUseStore(),
      counters: { hit: down, refund: down, clear: down },
      geetest: () => undefined,
      testMode: false,
    });
    await expect(captcha.issuePlain(plainMerchant(), client.ip)).rejects.toMatchObject({
      statusCode: 503,
      errorCode: 'service_unavailable',
      message: expect.stringMatching(/^The captcha is unavailable/),
    });
  });
});
