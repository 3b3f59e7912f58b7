/** Who asks, as Geetest's risk checks like to know. */
export interface GeetestClient {
  ip: string;
}

/** What the widget needs to start: v3 registers a challenge; live v4 has nothing to issue. */
export interface GeetestSetup {
  /** False when Geetest did not answer the v3 register (failback): answers are then refused. */
  success: boolean;
  challenge: string;
}

/** The v3 widget's result: geetest_challenge, geetest_validate and geetest_seccode. */
export interface GeetestV3Answer {
  challenge: string;
  validate: string;
  seccode: string;
}

/** The v4 widget's getValidate() result. */
export interface GeetestV4Answer {
  lotNumber: string;
  captchaOutput: string;
  passToken: string;
  genTime: string;
}

/** Geetest did not answer in time, or answered nonsense: the caller must not guess. */
export class GeetestUnavailableError extends Error {}

/** One merchant's Geetest captcha, v3 and v4. */
export interface GeetestAdapter {
  /** 'geetest' for Geetest's own service; 'local' for the offline stand-in. */
  readonly mode: 'geetest' | 'local';
  /** The merchant's Geetest id: v3 gt, v4 captcha_id. */
  readonly id: string;
  setup(version: 'v3' | 'v4', client: GeetestClient): Promise<GeetestSetup>;
  /** True when Geetest confirms the answer; throws GeetestUnavailableError when it cannot tell. */
  validateV3(answer: GeetestV3Answer, client: GeetestClient): Promise<boolean>;
  validateV4(answer: GeetestV4Answer): Promise<boolean>;
}
