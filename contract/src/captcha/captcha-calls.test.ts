import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from '../accounts/accounts-calls.js';
import { registerRequestSchema } from '../accounts/registration-calls.js';
import {
  CAPTCHA_TEST_ANSWER,
  captchaGeetest,
  captchaImage,
  geetestSetupSchema,
  PLAIN_CAPTCHA,
} from './captcha-calls.js';
import { calls } from '../calls.js';

describe('captcha calls', () => {
  it('are public, never cached, under the module ids of LEGACY-WIRE.md', () => {
    expect(calls.captchaImage).toBe(captchaImage);
    expect(calls.captchaGeetest).toBe(captchaGeetest);
    expect(captchaImage).toMatchObject({
      method: 'GET',
      path: '/wps/captcha',
      moduleId: 'CAPTCHA3',
      access: 'public',
      encrypted: false,
      cache: 'none',
    });
    expect(captchaGeetest).toMatchObject({
      method: 'GET',
      path: '/wps/captcha/geetest',
      moduleId: 'GEETEST3',
      access: 'public',
      cache: 'none',
    });
    expect(captchaGeetest.query?.safeParse({ t: '1700000000000' }).success).toBe(true);
  });

  it('draw 5 characters that cannot be read two ways', () => {
    expect(PLAIN_CAPTCHA.length).toBe(5);
    expect(PLAIN_CAPTCHA.alphabet).not.toMatch(/[0O1IL]/);
    expect(new Set(PLAIN_CAPTCHA.alphabet).size).toBe(PLAIN_CAPTCHA.alphabet.length);
    expect(PLAIN_CAPTCHA.ttlMs).toBe(300_000);
  });

  it('fit the test answer into the captchaCode of login and registration', () => {
    const login = { username: 'player1', password: 'x', captchaCode: CAPTCHA_TEST_ANSWER };
    expect(loginRequestSchema.safeParse(login).success).toBe(true);
    expect(
      registerRequestSchema.safeParse({
        username: 'player1',
        password: 'long-enough-1',
        captchaCode: CAPTCHA_TEST_ANSWER,
      }).success,
    ).toBe(true);
  });

  it('describe the Geetest setup for v3 and v4', () => {
    const v3 = {
      version: 'v3',
      mode: 'geetest',
      success: true,
      gt: 'gt',
      challenge: 'c'.repeat(32),
      newCaptcha: true,
      captchaId: '',
    };
    expect(geetestSetupSchema.safeParse(v3).success).toBe(true);
    expect(
      geetestSetupSchema.safeParse({ ...v3, version: 'v4', challenge: '', captchaId: 'id' })
        .success,
    ).toBe(true);
    expect(geetestSetupSchema.safeParse({ ...v3, mode: 'other' }).success).toBe(false);
  });
});
