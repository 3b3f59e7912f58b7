import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import type { CaptchaService } from './captcha.js';
import { registerCall } from '../core/http/register-call.js';

/** The plain captcha image and the Geetest setup. */
export function registerCaptchaRoutes(
  app: FastifyInstance,
  captcha: CaptchaService,
  options: { checkAnswers: boolean },
): void {
  registerCall(
    app,
    calls.captchaImage,
    ({ merchant, request }) => captcha.issuePlain(merchant, request.ip),
    options,
  );
  registerCall(
    app,
    calls.captchaGeetest,
    ({ merchant, request }) => captcha.geetestSetup(merchant, request.ip),
    options,
  );
}
