import { describe, expect, it } from 'vitest';
import { PLAIN_CAPTCHA } from '@lobby/contract';
import { CAPTCHA_GLYPHS, captchaDataUrl, captchaSvg, randomCaptchaCode } from './captcha-image.js';

describe('plain captcha image', () => {
  it('draws every character of an alphabet without 0, O, 1, I or L', () => {
    expect(CAPTCHA_GLYPHS).toBe(PLAIN_CAPTCHA.alphabet);
    expect(PLAIN_CAPTCHA.alphabet).not.toMatch(/[0O1IL]/);
    expect(() => captchaSvg(PLAIN_CAPTCHA.alphabet)).not.toThrow();
  });

  it('makes answers of 5 characters from the alphabet', () => {
    for (let i = 0; i < 50; i += 1) {
      const code = randomCaptchaCode();
      expect(code).toHaveLength(5);
      expect([...code].every((char) => PLAIN_CAPTCHA.alphabet.includes(char))).toBe(true);
    }
  });

  it('does not carry the answer in clear text, only paths', () => {
    for (const code of ['ABCDE', 'XY7Z2', 'HJKMN', randomCaptchaCode()]) {
      const svg = captchaSvg(code);
      expect(svg).not.toContain(code);
      expect(svg).not.toContain(code.toLowerCase());
      expect(svg).not.toMatch(/<(text|tspan|title|desc|use|image|font)\b/);
      // Only the root, the background and paths; nothing but numbers and path commands in d.
      expect(svg.match(/<(\w+)/g)!.every((tag) => ['<svg', '<rect', '<path'].includes(tag))).toBe(
        true,
      );
      for (const [, d] of svg.matchAll(/ d="([^"]*)"/g)) expect(d).toMatch(/^[MLC0-9. -]+$/);
      const decoded = Buffer.from(
        captchaDataUrl(code).replace('data:image/svg+xml;base64,', ''),
        'base64',
      ).toString();
      expect(decoded.startsWith('<svg')).toBe(true);
      expect(decoded).not.toContain(code);
    }
  });

  it('draws the same answer differently each time', () => {
    expect(captchaSvg('ABCDE')).not.toBe(captchaSvg('ABCDE'));
  });

  it('draws glyph strokes among noise in a shuffled order', () => {
    const paths = captchaSvg('HHHHH').match(/<path/g)!.length;
    // Three strokes per H, at least four noise curves and three decoys.
    expect(paths).toBeGreaterThanOrEqual(15 + 4 + 3);
  });
});
