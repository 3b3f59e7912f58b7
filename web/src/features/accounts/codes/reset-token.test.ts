import { afterEach, describe, expect, it } from 'vitest';
import { forgetResetToken, takeResetToken } from './reset-token';

afterEach(() => {
  forgetResetToken();
  window.history.replaceState(null, '', '/');
});

describe('the token of an emailed reset link', () => {
  it('is taken out of the address bar at once and kept in memory', () => {
    window.history.replaceState(null, '', '/m/resetPassword?lang=EN#token=abc_DEF-123');
    expect(takeResetToken()).toBe('abc_DEF-123');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/m/resetPassword?lang=EN');
    // A second read (a second render) still has it; after use it is gone.
    expect(takeResetToken()).toBe('abc_DEF-123');
    forgetResetToken();
    expect(takeResetToken()).toBeNull();
  });

  it('is null without a token in the fragment', () => {
    window.history.replaceState(null, '', '/m/resetPassword');
    expect(takeResetToken()).toBeNull();
  });
});
