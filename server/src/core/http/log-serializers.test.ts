import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers.js';

describe('redactUrl', () => {
  it('replaces launch and session tokens and keeps everything else', () => {
    expect(redactUrl('/vendor/demo/play?t=eyJabc.def')).toBe('/vendor/demo/play?t=%5Bredacted%5D');
    expect(redactUrl('/m/home?token=abc&go=/m/rng')).toBe(
      '/m/home?token=%5Bredacted%5D&go=%2Fm%2Frng',
    );
    expect(redactUrl('/wps/relay/GCSGAME_newGameVendor?category=RNG')).toBe(
      '/wps/relay/GCSGAME_newGameVendor?category=RNG',
    );
    expect(redactUrl('/m/home')).toBe('/m/home');
  });
});
