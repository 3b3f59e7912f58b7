import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { md5, solvedV3, startFakeGeetest, type FakeGeetest } from '../../../test/fake-geetest.js';
import { GeetestUnavailableError } from './geetest.js';
import { HttpGeetest } from './http-geetest.js';

const V3 = { gt: 'c9c4facd1a6feeb80802222cbb74ca8e', key: '0123456789abcdef0123456789abcdef' };
const V4 = {
  captchaId: '647f5ed2ed8acb4be36784e01556bb71',
  key: 'fedcba9876543210fedcba9876543210',
};
const client = { ip: '203.0.113.9' };

describe('HttpGeetest against a local fake Geetest', () => {
  let fake: FakeGeetest;
  const v3 = () =>
    new HttpGeetest({
      id: V3.gt,
      key: V3.key,
      v3BaseUrl: fake.url,
      v4BaseUrl: fake.url,
      timeoutMs: 300,
    });
  const v4 = () =>
    new HttpGeetest({
      id: V4.captchaId,
      key: V4.key,
      v3BaseUrl: fake.url,
      v4BaseUrl: fake.url,
      timeoutMs: 300,
    });

  beforeAll(async () => {
    fake = await startFakeGeetest({ v3: V3, v4: V4 });
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake.behaviour = 'ok';
    fake.requests.length = 0;
  });

  describe('v3', () => {
    it('registers: the challenge is md5(raw challenge + key), and Geetest sees gt and the ip', async () => {
      const setup = await v3().setup('v3', client);
      expect(setup).toEqual({ success: true, challenge: md5(fake.origin + V3.key) });
      expect(fake.requests).toEqual([
        expect.objectContaining({
          method: 'GET',
          path: '/register.php',
          query: expect.objectContaining({
            gt: V3.gt,
            digestmod: 'md5',
            json_format: '1',
            ip_address: client.ip,
          }),
        }),
      ]);
    });

    it.each(['zero', 'error', 'slow'] as const)(
      'falls back (success false, a random challenge) when Geetest answers %s',
      async (behaviour) => {
        fake.behaviour = behaviour;
        const setup = await v3().setup('v3', client);
        expect(setup.success).toBe(false);
        expect(setup.challenge).toMatch(/^[0-9a-f]{32}$/);
        expect(setup.challenge).not.toBe(md5(fake.origin + V3.key));
      },
    );

    it('falls back when Geetest cannot be reached at all', async () => {
      const nowhere = new HttpGeetest({
        id: V3.gt,
        key: V3.key,
        v3BaseUrl: 'http://127.0.0.1:1',
        v4BaseUrl: 'http://127.0.0.1:1',
        timeoutMs: 300,
      });
      expect((await nowhere.setup('v3', client)).success).toBe(false);
    });

    it('accepts a solved answer Geetest confirms with md5(seccode)', async () => {
      const { challenge } = await v3().setup('v3', client);
      const answer = solvedV3(V3.key, challenge);
      fake.solvedSeccodes.add(answer.seccode);
      expect(await v3().validateV3(answer, client)).toBe(true);
      expect(fake.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: '/validate.php',
        form: { seccode: answer.seccode, challenge, captchaid: V3.gt, json_format: '1' },
      });
    });

    it('refuses an answer Geetest answers "false" to (unsolved or used)', async () => {
      const { challenge } = await v3().setup('v3', client);
      const answer = solvedV3(V3.key, challenge);
      fake.solvedSeccodes.add(answer.seccode);
      expect(await v3().validateV3(answer, client)).toBe(true);
      expect(await v3().validateV3(answer, client)).toBe(false);
    });

    it('refuses a validate that is not md5(key + "geetest" + challenge) without asking Geetest', async () => {
      const { challenge } = await v3().setup('v3', client);
      const forged = solvedV3('ffffffffffffffffffffffffffffffff', challenge);
      fake.solvedSeccodes.add(forged.seccode);
      fake.requests.length = 0;
      expect(await v3().validateV3(forged, client)).toBe(false);
      expect(await v3().validateV3({ challenge, validate: '', seccode: '' }, client)).toBe(false);
      expect(fake.requests).toEqual([]);
    });

    it.each(['error', 'slow'] as const)(
      'throws GeetestUnavailableError when validate.php answers %s',
      async (behaviour) => {
        const answer = solvedV3(V3.key, md5(fake.origin + V3.key));
        fake.behaviour = behaviour;
        await expect(v3().validateV3(answer, client)).rejects.toBeInstanceOf(
          GeetestUnavailableError,
        );
      },
    );
  });

  describe('v4', () => {
    const lot = () => md5(String(Math.random()));
    const answerFor = (lotNumber: string) => ({
      lotNumber,
      captchaOutput: 'output',
      passToken: 'token',
      genTime: '1700000000',
    });

    it('has nothing to register', async () => {
      expect(await v4().setup('v4', client)).toEqual({ success: true, challenge: '' });
      expect(fake.requests).toEqual([]);
    });

    it('accepts a solved lot, signing it with HMAC-SHA256(lot_number, captcha_key)', async () => {
      const lotNumber = lot();
      fake.solvedLots.add(lotNumber);
      expect(await v4().validateV4(answerFor(lotNumber))).toBe(true);
      expect(fake.requests).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: '/validate',
          query: { captcha_id: V4.captchaId },
          form: {
            lot_number: lotNumber,
            captcha_output: 'output',
            pass_token: 'token',
            gen_time: '1700000000',
            sign_token: createHmac('sha256', V4.key).update(lotNumber).digest('hex'),
          },
        }),
      ]);
    });

    it('refuses a lot Geetest fails, and one it already passed', async () => {
      const lotNumber = lot();
      expect(await v4().validateV4(answerFor(lotNumber))).toBe(false);
      fake.solvedLots.add(lotNumber);
      expect(await v4().validateV4(answerFor(lotNumber))).toBe(true);
      expect(await v4().validateV4(answerFor(lotNumber))).toBe(false);
    });

    it('refuses when signed with the wrong key (Geetest answers status error)', async () => {
      const lotNumber = lot();
      fake.solvedLots.add(lotNumber);
      const wrongKey = new HttpGeetest({
        id: V4.captchaId,
        key: V3.key,
        v3BaseUrl: fake.url,
        v4BaseUrl: fake.url,
        timeoutMs: 300,
      });
      expect(await wrongKey.validateV4(answerFor(lotNumber))).toBe(false);
    });

    it('refuses an incomplete answer without asking Geetest', async () => {
      expect(await v4().validateV4({ ...answerFor(lot()), passToken: '' })).toBe(false);
      expect(fake.requests).toEqual([]);
    });

    it.each(['error', 'slow'] as const)(
      'throws GeetestUnavailableError when /validate answers %s',
      async (behaviour) => {
        fake.behaviour = behaviour;
        await expect(v4().validateV4(answerFor(lot()))).rejects.toBeInstanceOf(
          GeetestUnavailableError,
        );
      },
    );
  });
});
