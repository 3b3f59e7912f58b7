import {
  geetestRefusal,
  LIMITS,
  localGeetestAnswer,
  MESSAGE_KEYS,
  type CaptchaPurpose,
  type GeetestAnswer,
  type GeetestSetup,
} from '@lobby/contract';

/** A run that ended without an answer; `messageKey` says why, in the player's language. */
export class CaptchaStop extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
  }
}

/** The player closed the widget without solving it. */
export class GeetestClosed extends Error {}

/** Shows a challenge for a setup and answers the solved result. */
export interface GeetestDriver {
  solve(setup: GeetestSetup): Promise<GeetestAnswer>;
}

/** The offline stand-in of a development server: nothing to show, the challenge is echoed. */
export const localDriver: GeetestDriver = {
  solve: async (setup) => localGeetestAnswer(setup, Date.now()),
};

export interface GeetestRunnerDeps {
  /** GET /wps/captcha/geetest. */
  fetchSetup(): Promise<GeetestSetup>;
  /** The driver for the setup's mode; live Geetest loads its script here. */
  driverFor(setup: GeetestSetup): Promise<GeetestDriver>;
  timeoutMs?: number;
  setupRetries?: number;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Runs Geetest by the rules of SPEC section 5: the sms purpose needs v4; one run at a time (a
 * second is refused with 'verify geetest too fast'); setup (the setup call and the widget's
 * script) gets 5 s and one retry; closing the widget gives verify_first.
 */
export function createGeetestRunner(deps: GeetestRunnerDeps) {
  const timeoutMs = deps.timeoutMs ?? LIMITS.captchaTimeoutMs;
  const retries = deps.setupRetries ?? LIMITS.captchaSetupRetries;
  let verifying = false;

  const prepare = async () => {
    const setup = await withTimeout(deps.fetchSetup(), timeoutMs);
    // Geetest did not answer the server (failback): any answer would be refused.
    if (!setup.success) throw new Error('Geetest is in failback');
    return { setup, driver: await withTimeout(deps.driverFor(setup), timeoutMs) };
  };

  return {
    get verifying() {
      return verifying;
    },

    async run(purpose: CaptchaPurpose, version: string): Promise<GeetestAnswer> {
      const refusal = geetestRefusal(purpose, version);
      if (refusal) throw new CaptchaStop(refusal);
      if (verifying) throw new CaptchaStop(MESSAGE_KEYS.verifyGeetestTooFast);
      verifying = true;
      try {
        let prepared: Awaited<ReturnType<typeof prepare>> | undefined;
        for (let attempt = 0; !prepared; attempt += 1) {
          try {
            prepared = await prepare();
          } catch {
            if (attempt >= retries) throw new CaptchaStop(MESSAGE_KEYS.geetestServiceNotWork);
          }
        }
        try {
          return await prepared.driver.solve(prepared.setup);
        } catch (error) {
          if (error instanceof GeetestClosed) throw new CaptchaStop(MESSAGE_KEYS.verifyFirst);
          throw new CaptchaStop(MESSAGE_KEYS.geetestServiceNotWork);
        }
      } finally {
        verifying = false;
      }
    },
  };
}

export type GeetestRunner = ReturnType<typeof createGeetestRunner>;
