import { describe, expect, it } from 'vitest';
import { showsCountryCodePicker } from './constants.js';

describe('showsCountryCodePicker', () => {
  it('shows with firebase SMS or UPDATEMOBILEICC3 on', () => {
    expect(showsCountryCodePicker(true, {})).toBe(true);
    expect(showsCountryCodePicker(false, { UPDATEMOBILEICC3: true })).toBe(true);
    expect(showsCountryCodePicker(true, { UPDATEMOBILEICC3: true })).toBe(true);
  });

  it('hides with both off or unknown', () => {
    expect(showsCountryCodePicker(false, {})).toBe(false);
    expect(
      showsCountryCodePicker(false, { UPDATEMOBILEICC3: false, FIREBASECREATEACC3: true }),
    ).toBe(false);
    expect(showsCountryCodePicker(undefined, undefined)).toBe(false);
  });
});
