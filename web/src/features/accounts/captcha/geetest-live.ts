import { botCheckLanguage, type GeetestAnswer, type GeetestSetup } from '@lobby/contract';
import { GeetestClosed, type GeetestDriver } from './geetest-runner';

/** Geetest's own widget scripts, loaded only for a merchant on live Geetest, only when needed. */
export const GEETEST_SCRIPTS = {
  v3: 'https://static.geetest.com/static/tools/gt.js',
  v4: 'https://static.geetest.com/v4/gt4.js',
} as const;

/** The part of a widget instance (v3 and v4 alike) that Lobby drives. */
interface GeetestWidget {
  onReady(callback: () => void): GeetestWidget;
  onSuccess(callback: () => void): GeetestWidget;
  onClose(callback: () => void): GeetestWidget;
  onError(callback: (error: unknown) => void): GeetestWidget;
  getValidate(): Record<string, string> | false | undefined;
  /** v3 bind mode: shows the challenge. */
  verify?(): void;
  /** v4 bind mode: shows the challenge. */
  showCaptcha?(): void;
  destroy?(): void;
}

type InitGeetest = (
  config: Record<string, unknown>,
  ready: (widget: GeetestWidget) => void,
) => void;

/** Where gt.js and gt4.js put their entry points. */
export interface GeetestGlobals {
  initGeetest?: InitGeetest;
  initGeetest4?: InitGeetest;
}

const loading = new Map<string, Promise<void>>();

/** Adds a script once; a failed load may be tried again. */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

/** The solved result as the server reads it (geetestChallenge/geetestSeccode, or the v4 JSON). */
function answerOf(version: GeetestSetup['version'], result: Record<string, string>): GeetestAnswer {
  if (version === 'v3') {
    return { geetestChallenge: result.geetest_challenge, geetestSeccode: result.geetest_seccode };
  }
  return { geetestValidateV4: JSON.stringify(result) };
}

export interface LiveDriverOptions {
  /** The current UI language (the widget speaks it when Geetest can). */
  language: () => string;
  load?: (src: string) => Promise<void>;
  globals?: GeetestGlobals;
}

/**
 * Loads Geetest's widget script for a version and answers a driver that shows the challenge in
 * bind mode (a pop-up over the form) and waits for the player.
 */
export async function loadLiveDriver(
  version: GeetestSetup['version'],
  options: LiveDriverOptions,
): Promise<GeetestDriver> {
  const load = options.load ?? loadScript;
  await load(GEETEST_SCRIPTS[version]);
  const globals = options.globals ?? (window as unknown as GeetestGlobals);
  const init = version === 'v3' ? globals.initGeetest : globals.initGeetest4;
  if (!init) throw new Error('The Geetest script did not start');

  return {
    solve: (setup) =>
      new Promise<GeetestAnswer>((resolve, reject) => {
        const language = botCheckLanguage(options.language(), setup.version);
        const config =
          setup.version === 'v3'
            ? {
                gt: setup.gt,
                challenge: setup.challenge,
                offline: !setup.success,
                new_captcha: setup.newCaptcha,
                product: 'bind',
                lang: language,
              }
            : { captchaId: setup.captchaId, product: 'bind', language };
        init(config, (widget) => {
          const finish = (settle: () => void) => {
            settle();
            widget.destroy?.();
          };
          widget
            .onReady(() => (setup.version === 'v3' ? widget.verify?.() : widget.showCaptcha?.()))
            .onSuccess(() => {
              const result = widget.getValidate();
              finish(() =>
                result ? resolve(answerOf(setup.version, result)) : reject(new GeetestClosed()),
              );
            })
            .onClose(() => finish(() => reject(new GeetestClosed())))
            .onError((error) =>
              finish(() => reject(error instanceof Error ? error : new Error(String(error)))),
            );
        });
      }),
  };
}
