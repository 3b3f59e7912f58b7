import { describe, expect, it } from 'vitest';
import { MemoryOneUseStore } from '../../core/limits/one-use-store.js';
import { LocalGeetest } from './local-geetest.js';

describe('LocalGeetest (offline)', () => {
  const make = (now: () => number = Date.now) => {
    const store = new MemoryOneUseStore(now);
    return { store, geetest: new LocalGeetest(store, 'shop', 'local-id') };
  };
  const v3Answer = (challenge: string) => ({
    challenge,
    validate: challenge,
    seccode: `${challenge}|jordan`,
  });
  const v4Answer = (lot: string) => ({
    lotNumber: lot,
    captchaOutput: lot,
    passToken: lot,
    genTime: '1700000000',
  });

  it('issues a fresh challenge for either version, in local mode', async () => {
    const { geetest } = make();
    const first = await geetest.setup();
    expect(first).toEqual({ success: true, challenge: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect((await geetest.setup()).challenge).not.toBe(first.challenge);
    expect(geetest.mode).toBe('local');
    expect(geetest.id).toBe('local-id');
  });

  it('accepts the local widget’s v3 answer once', async () => {
    const { geetest } = make();
    const { challenge } = await geetest.setup();
    expect(await geetest.validateV3(v3Answer(challenge))).toBe(true);
    expect(await geetest.validateV3(v3Answer(challenge))).toBe(false);
  });

  it('accepts the local widget’s v4 answer once', async () => {
    const { geetest } = make();
    const { challenge } = await geetest.setup();
    expect(await geetest.validateV4(v4Answer(challenge))).toBe(true);
    expect(await geetest.validateV4(v4Answer(challenge))).toBe(false);
  });

  it('refuses a wrong answer, which also uses the challenge up', async () => {
    const { geetest } = make();
    const { challenge } = await geetest.setup();
    expect(await geetest.validateV3({ ...v3Answer(challenge), seccode: 'nope|jordan' })).toBe(
      false,
    );
    expect(await geetest.validateV3(v3Answer(challenge))).toBe(false);
  });

  it('refuses challenges it never issued, or issued for another merchant', async () => {
    const { store, geetest } = make();
    expect(await geetest.validateV3(v3Answer('0'.repeat(32)))).toBe(false);
    const other = new LocalGeetest(store, 'other', 'local-id');
    const { challenge } = await other.setup();
    expect(await geetest.validateV4(v4Answer(challenge))).toBe(false);
  });

  it('forgets a challenge after 5 minutes', async () => {
    let now = 0;
    const { geetest } = make(() => now);
    const { challenge } = await geetest.setup();
    now = 5 * 60_000;
    expect(await geetest.validateV3(v3Answer(challenge))).toBe(false);
  });
});
