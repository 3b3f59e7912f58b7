import type { CaptchaAnswer } from '@lobby/contract';

/** What a form asks of its captcha widget; the widget shows its own problems beside itself. */
export interface CaptchaHandle {
  /** Checks the player's part before sending (a code is typed); shows and focuses the problem. */
  validate(): boolean;
  /**
   * The fields to send. Geetest runs its challenge first when none is solved (SPEC section 5);
   * null when the player did not complete it, and the widget says why.
   */
  answer(): Promise<CaptchaAnswer | null>;
  /**
   * After a failed attempt: a captcha answers once, so a fresh one is drawn and its input
   * cleared (SPEC section 4). `wrong` says the answer itself was refused.
   */
  reset(wrong: boolean): void;
}

/** An attempt stopped before sending because the captcha was not completed (the widget says why). */
export class CaptchaUnanswered extends Error {}

/** The captcha fields to send with an attempt: none without a captcha; throws CaptchaUnanswered. */
export async function captchaFieldsOf(handle: CaptchaHandle | null): Promise<CaptchaAnswer> {
  if (!handle) return {};
  const fields = await handle.answer();
  if (!fields) throw new CaptchaUnanswered();
  return fields;
}
