import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bigIntToBytes,
  bytesToBigInt,
  modPow,
  parseHexInteger,
  textbookRsa,
} from './textbook-rsa.js';

describe('textbook RSA', () => {
  // The classic small example: p = 61, q = 53, n = 3233, phi = 3120, e = 17, d = 2753.
  it('encrypts 65 to 2790 and back with n = 3233, e = 17, d = 2753', () => {
    expect(textbookRsa(65n, 17n, 3233n)).toBe(2790n);
    expect(textbookRsa(2790n, 2753n, 3233n)).toBe(65n);
  });

  it('computes small powers by hand: 4^13 mod 497 = 445, 7^65537 mod 3233 = 2369', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    // By hand with the CRT: 65537 = 17 (mod 60 and mod 52), 7^17 = 51 (mod 61), 7^17 = 37
    // (mod 53), and the x below 3233 with both remainders is 37 + 53 * 44 = 2369.
    expect(modPow(7n, 65537n, 3233n)).toBe(2369n);
    expect(2369 % 61).toBe(51);
    expect(2369 % 53).toBe(37);
  });

  it('inverts with d for every message below n', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 3232n }), (m) => {
        expect(modPow(modPow(m, 17n, 3233n), 2753n, 3233n)).toBe(m);
      }),
    );
  });

  it('refuses a message that is not below the modulus', () => {
    expect(() => textbookRsa(3233n, 17n, 3233n)).toThrow(RangeError);
    expect(() => textbookRsa(0n, 17n, 3233n)).toThrow(RangeError);
  });

  it('reads bytes as a big-endian integer and back', () => {
    expect(bytesToBigInt(new Uint8Array([0x01, 0x00]))).toBe(256n);
    expect(bytesToBigInt(new TextEncoder().encode('AB'))).toBe(0x4142n);
    expect(bigIntToBytes(0x4142n)).toEqual(new Uint8Array([0x41, 0x42]));
    expect(bigIntToBytes(0n)).toEqual(new Uint8Array([]));
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const trimmed = bytes.slice(bytes.findIndex((b) => b !== 0) >>> 0);
        expect(bigIntToBytes(bytesToBigInt(bytes))).toEqual(
          bytes.every((b) => b === 0) ? new Uint8Array([]) : trimmed,
        );
      }),
    );
  });

  it('parses hexadecimal in either case and refuses anything else', () => {
    expect(parseHexInteger('0cA1')).toBe(0xca1n);
    for (const bad of ['', '0x12', 'xyz', '12 34', '-1']) {
      expect(() => parseHexInteger(bad)).toThrow();
    }
  });
});
