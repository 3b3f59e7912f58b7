import { afterEach, describe, expect, it } from 'vitest';
import { inMerchantApp, rememberInApp } from './in-app';
import { currentMerchant } from './merchant';

afterEach(() => {
  sessionStorage.clear();
  currentMerchant.set({ code: '', languages: [] });
});

describe('in the merchant app', () => {
  it('is not, in a plain browser', () => {
    expect(inMerchantApp()).toBe(false);
  });

  it('is, for the rest of the session, once a page was opened with inApp=1', () => {
    rememberInApp('?inApp=0');
    expect(inMerchantApp()).toBe(false);
    rememberInApp('?r=abc&inApp=1');
    expect(inMerchantApp()).toBe(true);
  });

  it("is, when the user agent carries the merchant's marker", () => {
    currentMerchant.set({
      code: 'demo',
      languages: [],
      gameLaunch: { inAppOnly: true, appUserAgentMarker: navigator.userAgent.slice(0, 8) },
    });
    expect(inMerchantApp()).toBe(true);
  });
});
