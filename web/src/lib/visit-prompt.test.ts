import { afterEach, describe, expect, it } from 'vitest';
import { claimVisitPrompt, visitPromptFree, visitPromptHolder } from './visit-prompt';

afterEach(() => sessionStorage.clear());

describe('one prompt per visit', () => {
  it('the first prompt shown holds the visit; the others are refused, the holder is not', () => {
    expect(visitPromptFree('installPrompt')).toBe(true);
    expect(claimVisitPrompt('downloadBar')).toBe(true);
    expect(visitPromptHolder()).toBe('downloadBar');
    for (const other of ['referralBanner', 'installPrompt', 'downloadPopup'] as const) {
      expect(visitPromptFree(other)).toBe(false);
      expect(claimVisitPrompt(other)).toBe(false);
    }
    // The bar shows again on the next page of the same visit.
    expect(claimVisitPrompt('downloadBar')).toBe(true);
    expect(visitPromptHolder()).toBe('downloadBar');
  });

  it('a new visit (a new tab session) is free again', () => {
    expect(claimVisitPrompt('downloadPopup')).toBe(true);
    sessionStorage.clear();
    expect(claimVisitPrompt('installPrompt')).toBe(true);
  });
});
