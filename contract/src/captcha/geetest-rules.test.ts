import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../core/language.js';
import { botCheckLanguage, geetestRefusal, localGeetestAnswer } from './geetest-rules.js';

describe('geetestRefusal', () => {
  it('refuses the sms purpose unless the merchant uses v4', () => {
    expect(geetestRefusal('sms', 'v3')).toBe('unknown_error: Geetest service not work');
    expect(geetestRefusal('sms', '')).toBe('unknown_error: Geetest service not work');
    expect(geetestRefusal('sms', 'v4')).toBeUndefined();
  });

  it('lets login and registration run on either version', () => {
    for (const purpose of ['login', 'register'] as const) {
      expect(geetestRefusal(purpose, 'v3')).toBeUndefined();
      expect(geetestRefusal(purpose, 'v4')).toBeUndefined();
    }
  });
});

describe('botCheckLanguage', () => {
  it('names the language as each Geetest version does', () => {
    expect(botCheckLanguage('CN', 'v3')).toBe('zh-cn');
    expect(botCheckLanguage('TW', 'v3')).toBe('zh-tw');
    expect(botCheckLanguage('PT-BR', 'v3')).toBe('pt-br');
    expect(botCheckLanguage('CN', 'v4')).toBe('zho');
    expect(botCheckLanguage('TW', 'v4')).toBe('zho-tw');
    expect(botCheckLanguage('pt-br', 'v4')).toBe('por');
  });

  it('falls back to the primary tag, then English, past 6 characters or odd characters', () => {
    // ur-Latn is 7 characters.
    expect(botCheckLanguage('UR-LA', 'v3')).toBe('ur');
    expect(botCheckLanguage('KM', 'v4')).toBe('eng');
    expect(botCheckLanguage('<script>', 'v3')).toBe('en');
  });

  it('is at most 6 letters, digits and hyphens for every UI language', () => {
    for (const language of UI_LANGUAGES) {
      for (const version of ['v3', 'v4'] as const) {
        expect(botCheckLanguage(language, version)).toMatch(/^[a-z0-9-]{1,6}$/);
      }
    }
  });
});

describe('localGeetestAnswer', () => {
  const setup = {
    mode: 'local' as const,
    success: true,
    gt: 'local',
    challenge: '0123456789abcdef0123456789abcdef',
    newCaptcha: true,
    captchaId: '',
  };

  it('v3 echoes the challenge, and the seccode is it followed by |jordan', () => {
    expect(localGeetestAnswer({ ...setup, version: 'v3' }, 0)).toEqual({
      geetestChallenge: setup.challenge,
      geetestSeccode: `${setup.challenge}|jordan`,
    });
  });

  it('v4 echoes the challenge in every field of the validate result, with the time in seconds', () => {
    const answer = localGeetestAnswer({ ...setup, version: 'v4' }, 1_700_000_000_999);
    expect(JSON.parse(answer.geetestValidateV4!)).toEqual({
      lot_number: setup.challenge,
      captcha_output: setup.challenge,
      pass_token: setup.challenge,
      gen_time: '1700000000',
    });
  });
});
