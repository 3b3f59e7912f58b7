// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareWithEnglish } from '../../scripts/extract-keys';

describe('translation keys', () => {
  it('every key the code uses, and every message key of the spec, is in EN.json', () => {
    expect(compareWithEnglish().missing).toEqual([]);
  });

  it('EN.json holds no key that nothing uses', () => {
    expect(compareWithEnglish().unused).toEqual([]);
  });
});
