import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CAPTCHA_TEST_ANSWER,
  ERROR_CODES,
  MESSAGE_KEYS,
  PLAIN_CAPTCHA,
  type CaptchaAnswer,
  type GeetestSetup,
  type PlainCaptcha,
} from '@lobby/contract';
import {
  GeetestUnavailableError,
  type GeetestResolver,
  type GeetestV4Answer,
} from './geetest/index.js';
import { AppError, unavailable } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { captchaDataUrl, randomCaptchaCode } from './captcha-image.js';
import { CountersUnavailableError, type CounterStore } from '../core/limits/counter-store.js';
import type { OneUseStore } from '../core/limits/one-use-store.js';

/** The flows that may ask for a captcha, each behind its own merchant flag. */
export type CaptchaPurpose = 'login' | 'register' | 'sms';

/** Checks the captcha answer of a request; the services that need one take this. */
export interface CaptchaVerifier {
  /**
   * Returns when the merchant asks no captcha for this purpose or the answer is right; throws
   * captcha.required when it is missing and captcha.invalid when wrong, expired or used.
   */
  verify(
    merchant: MerchantConfig,
    purpose: CaptchaPurpose,
    answer: CaptchaAnswer,
    client: { ip: string },
  ): Promise<void>;
}

/** Which captcha a merchant shows: none, Geetest (GEETEST3 on) or the plain one (SPEC section 5). */
export function captchaKind(merchant: MerchantConfig): 'none' | 'plain' | 'geetest' {
  if (!merchant.captcha.enabled) return 'none';
  return merchant.flags.GEETEST3 ? 'geetest' : 'plain';
}

/** New captchas one address may ask for per minute, plain and Geetest together. */
export const CAPTCHA_ISSUE_LIMIT = { max: 60, windowMs: 60_000 } as const;

const required = () =>
  new AppError(200, ERROR_CODES.captchaRequired, 'Please complete the captcha');
const invalid = () =>
  new AppError(
    200,
    ERROR_CODES.captchaInvalid,
    'The captcha answer is wrong or expired, please try again',
  );
const geetestNotWork = () =>
  new AppError(400, ERROR_CODES.notSupported, MESSAGE_KEYS.geetestServiceNotWork);
const geetestDown = () => unavailable('The captcha service');

const hashOf = (merchantCode: string, id: string, code: string) =>
  createHash('sha256').update(`${merchantCode}\n${id}\n${code}`).digest();

function parseV4(json: string): GeetestV4Answer | undefined {
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    const text = (key: string) => {
      const field = value?.[key];
      return typeof field === 'string' || typeof field === 'number' ? String(field) : '';
    };
    return {
      lotNumber: text('lot_number'),
      captchaOutput: text('captcha_output'),
      passToken: text('pass_token'),
      genTime: text('gen_time'),
    };
  } catch {
    return undefined;
  }
}

export interface CaptchaServiceOptions {
  /** Keeps plain captcha answers (as hashes) and local Geetest challenges, each usable once. */
  store: OneUseStore;
  /** Limits how many captchas one address may ask for. */
  counters: CounterStore;
  geetest: GeetestResolver;
  /** CAPTCHA_TEST_MODE: CAPTCHA_TEST_ANSWER passes every captcha (never in production). */
  testMode: boolean;
}

/**
 * Issues plain captchas and sets up Geetest, and verifies answers for login, registration and
 * SMS. A plain captcha keeps only a hash of its answer and answers once, right or wrong, within
 * 5 minutes.
 */
export class CaptchaService implements CaptchaVerifier {
  constructor(private readonly options: CaptchaServiceOptions) {}

  async issuePlain(merchant: MerchantConfig, ip: string): Promise<PlainCaptcha> {
    await this.limitIssue(merchant, ip);
    const code = randomCaptchaCode();
    const captchaId = randomUUID();
    await this.options.store.put(
      plainKey(merchant, captchaId),
      hashOf(merchant.code, captchaId, code).toString('hex'),
      PLAIN_CAPTCHA.ttlMs,
    );
    return { captchaId, image: captchaDataUrl(code) };
  }

  async geetestSetup(merchant: MerchantConfig, ip: string): Promise<GeetestSetup> {
    if (!merchant.flags.GEETEST3) throw geetestNotWork();
    const adapter = this.options.geetest(merchant);
    if (!adapter) throw geetestNotWork();
    await this.limitIssue(merchant, ip);
    const version = merchant.gw.GEETEST_VERSION;
    const { success, challenge } = await adapter.setup(version, { ip });
    return {
      version,
      mode: adapter.mode,
      success,
      gt: adapter.id,
      challenge,
      newCaptcha: true,
      captchaId: version === 'v4' ? adapter.id : '',
    };
  }

  async verify(
    merchant: MerchantConfig,
    purpose: CaptchaPurpose,
    answer: CaptchaAnswer,
    client: { ip: string },
  ): Promise<void> {
    const kind = captchaKind(merchant);
    if (kind === 'none' || !merchant.captcha[purpose]) return;
    // The SMS captcha is Geetest v4 only (SPEC section 5).
    if (purpose === 'sms' && (kind !== 'geetest' || merchant.gw.GEETEST_VERSION !== 'v4')) {
      throw geetestNotWork();
    }
    // The one place the test bypass lives; loadConfig refuses it in production.
    if (this.options.testMode && answer.captchaCode === CAPTCHA_TEST_ANSWER) return;
    const right =
      kind === 'plain'
        ? await this.checkPlain(merchant, answer)
        : await this.checkGeetest(merchant, answer, client);
    if (!right) throw invalid();
  }

  private async checkPlain(merchant: MerchantConfig, answer: CaptchaAnswer): Promise<boolean> {
    const { captchaId, captchaCode } = answer;
    if (!captchaId || !captchaCode) throw required();
    const stored = await this.options.store.take(plainKey(merchant, captchaId));
    if (!stored) return false;
    const given = hashOf(merchant.code, captchaId, captchaCode.trim().toUpperCase());
    const expected = Buffer.from(stored, 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private async checkGeetest(
    merchant: MerchantConfig,
    answer: CaptchaAnswer,
    client: { ip: string },
  ): Promise<boolean> {
    const v4 = merchant.gw.GEETEST_VERSION === 'v4';
    if (v4 ? !answer.geetestValidateV4 : !answer.geetestChallenge || !answer.geetestSeccode) {
      throw required();
    }
    const adapter = this.options.geetest(merchant);
    if (!adapter) throw geetestNotWork();
    try {
      if (v4) {
        const parsed = parseV4(answer.geetestValidateV4!);
        return !!parsed && (await adapter.validateV4(parsed));
      }
      const seccode = answer.geetestSeccode!;
      // The widget's seccode is its validate followed by "|jordan".
      const validate = seccode.split('|')[0] ?? '';
      return await adapter.validateV3(
        { challenge: answer.geetestChallenge!, validate, seccode },
        client,
      );
    } catch (error) {
      if (error instanceof GeetestUnavailableError) throw geetestDown();
      throw error;
    }
  }

  private async limitIssue(merchant: MerchantConfig, ip: string): Promise<void> {
    const { max, windowMs } = CAPTCHA_ISSUE_LIMIT;
    const issued = await this.options.counters
      .hit(`captcha:${merchant.code}:${ip}`, windowMs)
      .catch((error: unknown) => {
        throw error instanceof CountersUnavailableError ? unavailable('The captcha') : error;
      });
    if (issued > max) {
      throw new AppError(
        429,
        ERROR_CODES.tooManyCaptcha,
        'Too many captchas asked for, please wait a while and try again',
      );
    }
  }
}

function plainKey(merchant: MerchantConfig, captchaId: string): string {
  return `captcha:${merchant.code}:${captchaId}`;
}
