import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  characterCount,
  normalizePassword,
  passwordProblem,
  PASSWORD_RULES,
} from './password-rules.js';
import { passwordSchema } from './accounts-calls.js';

describe('password rules', () => {
  it('judge the password as it will be hashed: NFKC first', () => {
    expect(normalizePassword('ｐａｓｓｗｏｒｄ１２３')).toBe('password123');
    expect(normalizePassword('ﬁne-Pa55')).toBe('fine-Pa55');
  });

  it('count length in characters (code points), not UTF-16 units', () => {
    // Seven emoji are 14 UTF-16 units but 7 characters: too short.
    expect('🎰🎲🃏🎯🎳🎮🕹'.length).toBe(14);
    expect(passwordProblem('🎰🎲🃏🎯🎳🎮🕹')).toBe('tooShort');
    expect(passwordProblem('🎰🎲🃏🎯🎳🎮🕹🎱')).toBeNull();
    // 128 emoji are 256 units, and still a valid password; 129 characters are not.
    expect(passwordProblem('🎰'.repeat(128))).toBeNull();
    expect(passwordProblem('🎰'.repeat(129))).toBe('tooLong');
    expect(characterCount('a🎰b')).toBe(3);
  });

  it('count the normalised length: a ligature that expands reaches the minimum', () => {
    // 'ﬃ' (one character) normalises to 'ffi' (three).
    expect(passwordProblem('ﬃ-Pa5x')).toBeNull();
    expect(passwordProblem('ｘ'.repeat(7))).toBe('tooShort');
  });

  it('refuse a password holding the username, whatever the case or width', () => {
    const owner = { username: 'Lucky_Ann', merchantName: 'Golden Star' };
    expect(passwordProblem('my-lucky_ann-2026', owner)).toBe('containsUsername');
    expect(passwordProblem('ＬＵＣＫＹ_ＡＮＮ!!', owner)).toBe('containsUsername');
    expect(passwordProblem('Lucky-Ann-2026', owner)).toBe('containsUsername');
    expect(passwordProblem('Lucky-Bea-2026', owner)).toBeNull();
  });

  it("refuse a password holding the merchant's name, whatever its spaces or punctuation", () => {
    const owner = { username: 'player_1', merchantName: 'Golden Star' };
    expect(passwordProblem('I love golden star', owner)).toBe('containsMerchant');
    expect(passwordProblem('GOLDENSTAR#2026', owner)).toBe('containsMerchant');
    expect(passwordProblem('Ｇｏｌｄｅｎ Ｓｔａｒ 1', owner)).toBe('containsMerchant');
    expect(passwordProblem('Golden-Star-2026', owner)).toBe('containsMerchant');
    expect(passwordProblem('golden-Pa55', owner)).toBeNull();
    // A very short merchant name is not looked for: it would refuse too much.
    expect(passwordProblem('my-bet-pass', { merchantName: 'Bet' })).toBeNull();
    expect(PASSWORD_RULES.minNameLength).toBe(4);
  });

  it('any password holding its owner username is refused (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_]{4,20}$/),
        fc.string({ unit: 'binary-ascii', maxLength: 20 }),
        fc.string({ unit: 'binary-ascii', maxLength: 20 }),
        (username, before, after) => {
          fc.pre(/[A-Za-z0-9]/.test(username));
          // The prefix alone is 8 characters, so the password is never refused as too short first.
          const password = `Pw-safe-${before}${username.toUpperCase()}${after}`;
          const problem = passwordProblem(password, { username });
          expect(['containsUsername', 'tooLong']).toContain(problem);
        },
      ),
    );
  });

  it("the contract's password schema counts normalised characters", () => {
    expect(passwordSchema.safeParse('🎰'.repeat(100)).success).toBe(true);
    expect(passwordSchema.safeParse('short').success).toBe(false);
    expect(passwordSchema.safeParse('x'.repeat(129)).success).toBe(false);
    expect(passwordSchema.safeParse('pass\u0000word-1').success).toBe(false);
  });
});
