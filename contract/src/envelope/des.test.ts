import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { desDecryptBlock, desEcbDecrypt, desEcbEncrypt, desEncryptBlock } from './des.js';
import { fromBase64, fromHex, toBase64, toHex, utf8Encode } from './encoding.js';

// Key, plaintext, ciphertext: the textbook example (Grabbe), the 8787... vector, and known-answer
// tests of NBS Special Publication 500-20 (variable plaintext, variable key, permutation, S-box).
const VECTORS = [
  ['133457799BBCDFF1', '0123456789ABCDEF', '85E813540F0AB405'],
  ['0E329232EA6D0D73', '8787878787878787', '0000000000000000'],
  ['0123456789ABCDEF', '4E6F772069732074', '3FA40E8A984D4815'],
  ['0101010101010101', '8000000000000000', '95F8A5E5DD31D900'],
  ['0101010101010101', '4000000000000000', 'DD7F121CA5015619'],
  ['0101010101010101', '2000000000000000', '2E8653104F3834EA'],
  ['0101010101010101', '1000000000000000', '4BD388FF6CD81D4F'],
  ['0101010101010101', '0800000000000000', '20B9E767B2FB1456'],
  ['0101010101010101', '0400000000000000', '55579380D77138EF'],
  ['0101010101010101', '0200000000000000', '6CC5DEFAAF04512F'],
  ['0101010101010101', '0100000000000000', '0D9F279BA5D87260'],
  ['8001010101010101', '0000000000000000', '95A8D72813DAA94D'],
  ['4001010101010101', '0000000000000000', '0EEC1487DD8C26D5'],
  ['2001010101010101', '0000000000000000', '7AD16FFB79C45926'],
  ['1001010101010101', '0000000000000000', 'D3746294CA6A6CF3'],
  ['0801010101010101', '0000000000000000', '809F5F873C1FD761'],
  ['0401010101010101', '0000000000000000', 'C02FAFFEC989D1FC'],
  ['0201010101010101', '0000000000000000', '4615AA1D33E72F10'],
  ['1046913489980131', '0000000000000000', '88D55E54F54C97B4'],
  ['1007103489988020', '0000000000000000', '0C0CC00C83EA48FD'],
  ['10071034C8980120', '0000000000000000', '83BC8EF3A6570183'],
  ['1046103489988020', '0000000000000000', 'DF725DCAD94EA2E9'],
  ['7CA110454A1A6E57', '01A1D6D039776742', '690F5B0D9A26939B'],
  ['0131D9619DC1376E', '5CD54CA83DEF57DA', '7A389D10354BD271'],
  ['07A1133E4A0B2686', '0248D43806F67172', '868EBB51CAB4599A'],
  ['3849674C2602319E', '51454B582DDF440A', '7178876E01F19B2A'],
] as const;

describe('DES block cipher (FIPS 46-3)', () => {
  it.each(VECTORS)('key %s encrypts %s to %s and back', (key, plain, cipher) => {
    expect(toHex(desEncryptBlock(fromHex(key), fromHex(plain))).toUpperCase()).toBe(cipher);
    expect(toHex(desDecryptBlock(fromHex(key), fromHex(cipher))).toUpperCase()).toBe(plain);
  });

  it('passes the iterated encrypt/decrypt test: X16 = 1B1A2DDB4C642438', () => {
    // Rivest's test: X(i+1) = E(Xi, Xi) for even i and D(Xi, Xi) for odd i, from 9474B8E8C73BCA7D.
    let x = fromHex('9474B8E8C73BCA7D');
    for (let i = 0; i < 16; i++) x = i % 2 === 0 ? desEncryptBlock(x, x) : desDecryptBlock(x, x);
    expect(toHex(x)).toBe('1b1a2ddb4c642438');
  });

  it('ignores the parity bit of each key byte', () => {
    const block = fromHex('0123456789ABCDEF');
    expect(desEncryptBlock(fromHex('133457799BBCDFF1'), block)).toEqual(
      desEncryptBlock(fromHex('123456789ABCDEF0'), block),
    );
  });

  it('refuses keys and blocks of the wrong size', () => {
    expect(() => desEncryptBlock(new Uint8Array(7), new Uint8Array(8))).toThrow();
    expect(() => desEncryptBlock(new Uint8Array(8), new Uint8Array(9))).toThrow();
  });
});

describe('DES-ECB with PKCS#7', () => {
  const key = utf8Encode('Ab3dEf7h');

  // Ciphertexts produced by `openssl enc -des-ecb -provider legacy` on the same input.
  it.each([
    ['', 'ada222c44354a98a'],
    ['12345678', '1c56a5cd72235de9ada222c44354a98a'],
  ])('matches OpenSSL for %j', (plain, cipher) => {
    expect(toHex(desEcbEncrypt(key, utf8Encode(plain)))).toBe(cipher);
  });

  it('matches OpenSSL for a JSON payload of several blocks', () => {
    const json = '{"username":"player01","password":"s3cret!"}';
    const expected = 'zV0+zioD1RJxTQZj0l+J4qNsQ5FnOPr9QR8HZP5efjxIEC0rAN6KDRmnjiu9FvZG';
    expect(toBase64(desEcbEncrypt(key, utf8Encode(json)))).toBe(expected);
    expect(new TextDecoder().decode(desEcbDecrypt(key, fromBase64(expected)))).toBe(json);
  });

  it('round-trips any bytes under any key', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 8, maxLength: 8 }),
        fc.uint8Array({ maxLength: 100 }),
        (k, data) => {
          const sealed = desEcbEncrypt(k, data);
          expect(sealed.length % 8).toBe(0);
          expect(sealed.length).toBeGreaterThan(data.length);
          expect(desEcbDecrypt(k, sealed)).toEqual(data);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses a ciphertext that is not whole blocks, or whose padding is wrong', () => {
    const sealed = desEcbEncrypt(key, utf8Encode('hello'));
    expect(() => desEcbDecrypt(key, sealed.subarray(0, 7))).toThrow();
    expect(() => desEcbDecrypt(key, new Uint8Array(0))).toThrow();
    // Under another key the last block decrypts to noise: its padding is almost never valid.
    expect(() => desEcbDecrypt(utf8Encode('Zz9yXw8v'), sealed)).toThrow(/padding/);
    const noPadding = desEncryptBlock(key, fromHex('4142434445464700'));
    expect(() => desEcbDecrypt(key, noPadding)).toThrow(/padding/);
  });
});
