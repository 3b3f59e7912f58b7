import type { GeetestAnswer } from '@lobby/contract';

/** The captcha fields a login or registration carries (the server reads these names). */
export type CaptchaFields = { captchaId?: string; captchaCode?: string } & GeetestAnswer;

/** What a form asks of its captcha widget; the widget shows its own problems beside itself. */
export interface CaptchaHandle {
  /** Checks the player's part before sending (a code is typed); shows and focuses the problem. */
  validate(): boolean;
  /**
   * The fields to send. Geetest runs its challenge first when none is solved (SPEC section 5);
   * null when the player did not complete it, and the widget says why.
   */
  answer(): Promise<CaptchaFields | null>;
  /**
   * After a failed attempt: a captcha answers once, so a fresh one is drawn and its input
   * cleared (SPEC section 4). `wrong` says the answer itself was refused.
   */
  reset(wrong: boolean): void;
}
