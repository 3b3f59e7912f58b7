import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/core-plugin.js';
import { registerCaptchaRoutes } from './captcha-routes.js';
import { CaptchaService } from './captcha.js';
import { geetestResolver } from './geetest/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService;
  }
}

/** Captcha challenges and their checks, shared by every call that asks for one. */
async function captcha(app: FastifyInstance): Promise<void> {
  const { config, oneUse, counters, checkAnswers } = app.core;
  const service = new CaptchaService({
    store: oneUse,
    counters,
    geetest: geetestResolver(config.geetest, oneUse),
    testMode: config.captchaTestMode,
  });
  if (config.captchaTestMode) {
    app.log.warn('CAPTCHA_TEST_MODE is on: every captcha accepts the test answer');
  }
  app.decorate('captcha', service);
  registerCaptchaRoutes(app, service, { checkAnswers });
}

export const captchaPlugin = fp(captcha, { name: 'captcha', dependencies: [CORE_PLUGIN] });
