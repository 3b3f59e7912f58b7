import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER_CODES, type ProviderError } from '../../../lib/provider-errors';
import { throughBrowserRules } from './browser-rules';
import { detectPrivateBrowsing, forgetPrivateBrowsingCheck } from './private-browsing';

const detectIncognito = vi.hoisted(() => vi.fn());
vi.mock('detectincognitojs', () => ({ detectIncognito }));

afterEach(() => {
  forgetPrivateBrowsingCheck();
  detectIncognito.mockReset();
});

describe('social sign-in in private browsing', () => {
  it('is refused with not_support_incognito before any popup opens', async () => {
    const run = vi.fn(async () => 'proof');
    const failure = await throughBrowserRules(run, async () => true).catch((error) => error);
    expect((failure as ProviderError).providerCode).toBe(PROVIDER_CODES.privateBrowsing);
    expect(run).not.toHaveBeenCalled();
  });

  it('goes on in a normal window, and the check runs once per page', async () => {
    const check = vi.fn(async () => false);
    await expect(throughBrowserRules(async () => 'one', check)).resolves.toBe('one');
    await expect(throughBrowserRules(async () => 'two', check)).resolves.toBe('two');
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("takes detectIncognito's answer, and lets the sign-in go on when it cannot decide", async () => {
    detectIncognito.mockResolvedValueOnce({ isPrivate: true, browserName: 'Chrome' });
    await expect(detectPrivateBrowsing()).resolves.toBe(true);
    detectIncognito.mockResolvedValueOnce({ isPrivate: false, browserName: 'Safari' });
    await expect(detectPrivateBrowsing()).resolves.toBe(false);
    detectIncognito.mockRejectedValueOnce(new Error('unknown browser'));
    await expect(detectPrivateBrowsing()).resolves.toBe(false);
  });
});
