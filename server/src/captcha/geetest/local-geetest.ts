import { randomBytes } from 'node:crypto';
import { PLAIN_CAPTCHA } from '@lobby/contract';
import type { OneUseStore } from '../../core/limits/one-use-store.js';
import type { GeetestAdapter, GeetestSetup, GeetestV3Answer, GeetestV4Answer } from './geetest.js';

/**
 * An offline stand-in for Geetest (development, demos, tests; refused in production). It issues
 * a challenge and accepts what the local widget answers: the challenge echoed back (see the
 * contract's geetestSetupSchema). Each challenge answers once within 5 minutes, right or wrong.
 * It proves nothing about the player; it keeps the flow whole where Geetest cannot be reached.
 */
export class LocalGeetest implements GeetestAdapter {
  readonly mode = 'local';

  constructor(
    private readonly store: OneUseStore,
    private readonly merchantCode: string,
    readonly id: string,
  ) {}

  async setup(): Promise<GeetestSetup> {
    const challenge = randomBytes(16).toString('hex');
    await this.store.put(this.keyOf(challenge), '1', PLAIN_CAPTCHA.ttlMs);
    return { success: true, challenge };
  }

  async validateV3(answer: GeetestV3Answer): Promise<boolean> {
    if (!(await this.issued(answer.challenge))) return false;
    return answer.validate === answer.challenge && answer.seccode === `${answer.challenge}|jordan`;
  }

  async validateV4(answer: GeetestV4Answer): Promise<boolean> {
    if (!(await this.issued(answer.lotNumber))) return false;
    return (
      answer.captchaOutput === answer.lotNumber &&
      answer.passToken === answer.lotNumber &&
      answer.genTime !== ''
    );
  }

  private async issued(challenge: string): Promise<boolean> {
    return /^[0-9a-f]{32}$/.test(challenge) && !!(await this.store.take(this.keyOf(challenge)));
  }

  private keyOf(challenge: string): string {
    return `geetest-local:${this.merchantCode}:${challenge}`;
  }
}
