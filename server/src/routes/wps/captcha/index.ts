import type { FastifyInstance } from 'fastify';
import { calls } from '@lobby/contract';
import { requireMerchant } from '../../../plugins/merchant.js';
import type { CaptchaService } from '../../../services/captcha.js';
import { registerCall } from '../../register-call.js';

/** The plain captcha image and the Geetest setup. */
export function registerCaptchaRoutes(
  app: FastifyInstance,
  captcha: CaptchaService,
  options: { checkAnswers: boolean },
): void {
  registerCall(
    app,
    calls.captchaImage,
    ({ request }) => captcha.issuePlain(requireMerchant(request), request.ip),
    options,
  );
  registerCall(
    app,
    calls.captchaGeetest,
    ({ request }) => captcha.geetestSetup(requireMerchant(request), request.ip),
    options,
  );
}
