import { describe, expect, it, vi } from 'vitest';
import type { GeetestSetup } from '@lobby/contract';
import { GEETEST_SCRIPTS, loadLiveDriver, type GeetestGlobals } from './geetest-live';
import { GeetestClosed } from './geetest-runner';

type Handler = (...args: unknown[]) => void;

/** A stand-in for the widget gt.js or gt4.js hands out, driven by the test. */
function fakeWidget(result: Record<string, string> | false) {
  const handlers: Record<string, Handler> = {};
  const widget = {
    onReady: (callback: Handler) => ((handlers.ready = callback), widget),
    onSuccess: (callback: Handler) => ((handlers.success = callback), widget),
    onClose: (callback: Handler) => ((handlers.close = callback), widget),
    onError: (callback: Handler) => ((handlers.error = callback), widget),
    getValidate: () => result,
    verify: vi.fn(),
    showCaptcha: vi.fn(),
    destroy: vi.fn(),
  };
  return { widget, handlers };
}

function fakeGeetest(result: Record<string, string> | false) {
  const fake = fakeWidget(result);
  const configs: Record<string, unknown>[] = [];
  const init = vi.fn((config: Record<string, unknown>, ready: (widget: never) => void) => {
    configs.push(config);
    ready(fake.widget as never);
  });
  const globals: GeetestGlobals = { initGeetest: init, initGeetest4: init };
  return { ...fake, configs, globals };
}

const v3: GeetestSetup = {
  version: 'v3',
  mode: 'geetest',
  success: true,
  gt: 'c9c4facd1a6feeb80802222cbb74ca8e',
  challenge: 'f'.repeat(32),
  newCaptcha: true,
  captchaId: '',
};
const v4: GeetestSetup = { ...v3, version: 'v4', challenge: '', captchaId: 'a'.repeat(32) };

describe("the live Geetest driver (Geetest's own widget)", () => {
  it("loads gt.js only when asked, and shows the v3 challenge in the player's language", async () => {
    const load = vi.fn(async () => undefined);
    const fake = fakeGeetest({
      geetest_challenge: v3.challenge,
      geetest_validate: 'v',
      geetest_seccode: 'v|jordan',
    });
    const driver = await loadLiveDriver('v3', {
      language: () => 'TW',
      load,
      globals: fake.globals,
    });
    expect(load).toHaveBeenCalledWith(GEETEST_SCRIPTS.v3);

    const answer = driver.solve(v3);
    expect(fake.configs).toEqual([
      {
        gt: v3.gt,
        challenge: v3.challenge,
        offline: false,
        new_captcha: true,
        product: 'bind',
        lang: 'zh-tw',
      },
    ]);
    fake.handlers.ready!();
    expect(fake.widget.verify).toHaveBeenCalled();
    fake.handlers.success!();
    expect(await answer).toEqual({ geetestChallenge: v3.challenge, geetestSeccode: 'v|jordan' });
    expect(fake.widget.destroy).toHaveBeenCalled();
  });

  it('sends the v4 result as JSON, as the server reads geetestValidateV4', async () => {
    const result = { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1' };
    const fake = fakeGeetest(result);
    const load = vi.fn(async () => undefined);
    const driver = await loadLiveDriver('v4', {
      language: () => 'CN',
      load,
      globals: fake.globals,
    });
    expect(load).toHaveBeenCalledWith(GEETEST_SCRIPTS.v4);
    const answer = driver.solve(v4);
    expect(fake.configs).toEqual([{ captchaId: v4.captchaId, product: 'bind', language: 'zho' }]);
    fake.handlers.ready!();
    expect(fake.widget.showCaptcha).toHaveBeenCalled();
    fake.handlers.success!();
    expect(JSON.parse((await answer).geetestValidateV4!)).toEqual(result);
  });

  it('closing the widget rejects with GeetestClosed', async () => {
    const fake = fakeGeetest(false);
    const driver = await loadLiveDriver('v3', {
      language: () => 'EN',
      load: async () => undefined,
      globals: fake.globals,
    });
    const answer = driver.solve(v3);
    fake.handlers.close!();
    await expect(answer).rejects.toBeInstanceOf(GeetestClosed);
  });

  it('fails when the script loaded but did not start', async () => {
    await expect(
      loadLiveDriver('v4', { language: () => 'EN', load: async () => undefined, globals: {} }),
    ).rejects.toThrow('did not start');
  });
});
