import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('GAME_LAUNCH_SECRET', () => {
  it('is optional: without it the server keeps a secret of its own', () => {
    expect(loadConfig({}).gameLaunchSecret).toBeUndefined();
    expect(loadConfig({ GAME_LAUNCH_SECRET: '' }).gameLaunchSecret).toBeUndefined();
  });

  it('is read when it has at least 32 characters', () => {
    const secret = 'k'.repeat(32);
    expect(loadConfig({ GAME_LAUNCH_SECRET: secret }).gameLaunchSecret).toBe(secret);
  });

  it('refuses a shorter secret without printing it', () => {
    const short = 'too-short-secret-31-characters!';
    expect(() => loadConfig({ GAME_LAUNCH_SECRET: short })).toThrow(
      'GAME_LAUNCH_SECRET=(hidden): must be at least 32 characters',
    );
    const message = (() => {
      try {
        loadConfig({ GAME_LAUNCH_SECRET: short, PORT: 'x' });
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    })();
    expect(message).toContain('PORT');
    expect(message).toContain('GAME_LAUNCH_SECRET=(hidden)');
    expect(message).not.toContain(short);
  });
});
