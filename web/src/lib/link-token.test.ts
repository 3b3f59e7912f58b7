import { afterEach, describe, expect, it } from 'vitest';
import { consumeLinkToken, takeLinkToken } from './link-token';

afterEach(() => {
  consumeLinkToken();
  history.replaceState(null, '', '/');
});

describe('a sign-in link token', () => {
  it('leaves the address bar, keeping every other parameter and the hash', () => {
    history.replaceState(null, '', '/m/member/home?affiliateCode=a1&token=secret&r=ref#top');
    takeLinkToken();
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(
      '/m/member/home?affiliateCode=a1&r=ref#top',
    );
    expect(consumeLinkToken()).toBe('secret');
    expect(consumeLinkToken()).toBeUndefined();
  });

  it('is read from tokens too, and an empty one is removed without a token', () => {
    history.replaceState(null, '', '/m/launchGame?tokens=t2&code=x');
    takeLinkToken();
    expect(location.search).toBe('?code=x');
    expect(consumeLinkToken()).toBe('t2');
    history.replaceState(null, '', '/m/home?token=');
    takeLinkToken();
    expect(location.search).toBe('');
    expect(consumeLinkToken()).toBeUndefined();
  });

  it('leaves an address without one as it is', () => {
    history.replaceState({ k: 1 }, '', '/m/home?kw=x&gclid=g');
    takeLinkToken();
    expect(location.search).toBe('?kw=x&gclid=g');
    expect(history.state).toEqual({ k: 1 });
    expect(consumeLinkToken()).toBeUndefined();
  });
});
