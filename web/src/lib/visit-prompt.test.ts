import { afterEach, describe, expect, it } from 'vitest';
import { claimVisitPrompt, visitPromptFree, visitPromptHolder } from './visit-prompt';

afterEach(() => sessionStorage.clear());

describe('one covering prompt per visit', () => {
  it('the first prompt shown holds the visit; the others are refused, the holder is not', () => {
    expect(visitPromptFree('downloadPopup')).toBe(true);
    expect(claimVisitPrompt('installPrompt')).toBe(true);
    expect(visitPromptHolder()).toBe('installPrompt');
    for (const other of ['downloadPopup', 'pushPrompt'] as const) {
      expect(visitPromptFree(other)).toBe(false);
      expect(claimVisitPrompt(other)).toBe(false);
    }
    // The sheet may show again on the next page of the same visit.
    expect(claimVisitPrompt('installPrompt')).toBe(true);
    expect(visitPromptHolder()).toBe('installPrompt');
  });

  it('a new visit (a new tab session) is free again', () => {
    expect(claimVisitPrompt('downloadPopup')).toBe(true);
    sessionStorage.clear();
    expect(claimVisitPrompt('installPrompt')).toBe(true);
  });
});
