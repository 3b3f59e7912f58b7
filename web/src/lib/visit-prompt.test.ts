import { afterEach, describe, expect, it } from 'vitest';
import {
  afterEarlierPrompts,
  claimVisitPrompt,
  decidingVisitPrompt,
  visitPromptFree,
  visitPromptHolder,
} from './visit-prompt';

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

describe('SPEC order while a prompt decides', () => {
  it('a later prompt waits until an earlier one has decided, then goes on', async () => {
    const decided = decidingVisitPrompt('installPrompt');
    let pushWent = false;
    const push = afterEarlierPrompts('pushPrompt').then(() => (pushWent = true));
    // The install sheet is after nothing: it never waits.
    await afterEarlierPrompts('installPrompt');
    await Promise.resolve();
    expect(pushWent).toBe(false);
    decided();
    await push;
    expect(pushWent).toBe(true);
  });

  it('an older decision ending (a page left) does not end a newer one of the same prompt', async () => {
    const older = decidingVisitPrompt('installPrompt');
    const newer = decidingVisitPrompt('installPrompt');
    let pushWent = false;
    const push = afterEarlierPrompts('pushPrompt').then(() => (pushWent = true));
    older();
    older();
    await Promise.resolve();
    expect(pushWent).toBe(false);
    newer();
    await push;
    expect(pushWent).toBe(true);
  });

  it('nothing deciding: a prompt goes on at once', async () => {
    await expect(afterEarlierPrompts('downloadPopup')).resolves.toBeUndefined();
  });
});
