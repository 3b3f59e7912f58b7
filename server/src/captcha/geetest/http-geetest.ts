import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  GeetestUnavailableError,
  type GeetestAdapter,
  type GeetestClient,
  type GeetestSetup,
  type GeetestV3Answer,
  type GeetestV4Answer,
} from './geetest.js';

export interface HttpGeetestOptions {
  /** v3 gt, or v4 captcha_id (the merchant's GEETEST_ID). */
  id: string;
  /** v3 private key, or v4 captcha_key (GEETEST_KEY_<MERCHANT>). */
  key: string;
  /** https://api.geetest.com in production; a local fake in tests. */
  v3BaseUrl: string;
  /** https://gcaptcha4.geetest.com in production; a local fake in tests. */
  v4BaseUrl: string;
  timeoutMs: number;
}

const SDK = 'lobby-node-1.0';
// Mobile web, in Geetest's client_type vocabulary.
const CLIENT_TYPE = 'h5';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Geetest's server API as its public server SDKs use it. v3: register.php hands out a challenge
 * the server re-hashes with its key (md5 digest); validate.php confirms a seccode by answering
 * md5(seccode). v4: /validate checks the widget's lot with sign_token = HMAC-SHA256(lot_number,
 * captcha_key). Where the SDKs let answers through when Geetest is down (failback), this refuses
 * them: accounts hold money, and an outage must not open sign-in to bots.
 */
export class HttpGeetest implements GeetestAdapter {
  readonly mode = 'geetest';

  constructor(private readonly options: HttpGeetestOptions) {}

  get id(): string {
    return this.options.id;
  }

  async setup(version: 'v3' | 'v4', client: GeetestClient): Promise<GeetestSetup> {
    if (version === 'v4') return { success: true, challenge: '' };
    const { id, key, v3BaseUrl } = this.options;
    const query = new URLSearchParams({
      gt: id,
      digestmod: 'md5',
      json_format: '1',
      client_type: CLIENT_TYPE,
      ip_address: client.ip,
      sdk: SDK,
    });
    let origin = '';
    try {
      const answer = (await this.request(`${v3BaseUrl}/register.php?${query}`)) as {
        challenge?: unknown;
      };
      if (typeof answer.challenge === 'string') origin = answer.challenge;
    } catch {
      // Failback, as the SDK does: a random challenge the widget can start with and we refuse.
    }
    if (!origin || origin === '0') {
      return { success: false, challenge: md5(randomBytes(16).toString('hex')) };
    }
    return { success: true, challenge: md5(origin + key) };
  }

  async validateV3(answer: GeetestV3Answer, client: GeetestClient): Promise<boolean> {
    const { id, key, v3BaseUrl } = this.options;
    const { challenge, validate, seccode } = answer;
    if (!challenge || !validate || !seccode) return false;
    // Only Geetest (which knows the key) can hand the widget this validate for this challenge.
    if (!sameText(validate, md5(`${key}geetest${challenge}`))) return false;
    const form = new URLSearchParams({
      seccode,
      challenge,
      captchaid: id,
      json_format: '1',
      client_type: CLIENT_TYPE,
      ip_address: client.ip,
      sdk: SDK,
    });
    const reply = (await this.request(`${v3BaseUrl}/validate.php`, form)) as { seccode?: unknown };
    return typeof reply.seccode === 'string' && sameText(reply.seccode, md5(seccode));
  }

  async validateV4(answer: GeetestV4Answer): Promise<boolean> {
    const { id, key, v4BaseUrl } = this.options;
    const { lotNumber, captchaOutput, passToken, genTime } = answer;
    if (!lotNumber || !captchaOutput || !passToken || !genTime) return false;
    const form = new URLSearchParams({
      lot_number: lotNumber,
      captcha_output: captchaOutput,
      pass_token: passToken,
      gen_time: genTime,
      sign_token: createHmac('sha256', key).update(lotNumber).digest('hex'),
    });
    const reply = (await this.request(
      `${v4BaseUrl}/validate?${new URLSearchParams({ captcha_id: id })}`,
      form,
    )) as { result?: unknown };
    return reply.result === 'success';
  }

  /** GET, or POST of a form; answers the JSON body, or throws GeetestUnavailableError. */
  private async request(url: string, form?: URLSearchParams): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: form ? 'POST' : 'GET',
        body: form,
        headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new GeetestUnavailableError(`Geetest did not answer: ${(error as Error).message}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GeetestUnavailableError(`Geetest answered HTTP ${response.status}`);
    }
    try {
      const body: unknown = await response.json();
      if (!body || typeof body !== 'object') throw new Error('not an object');
      return body as Record<string, unknown>;
    } catch (error) {
      throw new GeetestUnavailableError(`Geetest answered no JSON: ${(error as Error).message}`);
    }
  }
}
