/**
 * A legacy client written only from ../../shared/LEGACY-WIRE.md, with its own DES (a plain
 * bit-by-bit reading of FIPS 46-3) and its own BigInt RSA. It shares no envelope code with Lobby,
 * so a misreading of the wire format on either side shows up here.
 */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ECHO_PAYLOAD, registerSealedEcho, sealedEcho } from '../../test/envelope-echo.js';
import { merchantFactory, testDatabases, useTestApp } from '../../test/index.js';

// FIPS 46-3 tables, 1-based bit positions.
const IP = [
  [58, 50, 42, 34, 26, 18, 10, 2],
  [60, 52, 44, 36, 28, 20, 12, 4],
  [62, 54, 46, 38, 30, 22, 14, 6],
  [64, 56, 48, 40, 32, 24, 16, 8],
  [57, 49, 41, 33, 25, 17, 9, 1],
  [59, 51, 43, 35, 27, 19, 11, 3],
  [61, 53, 45, 37, 29, 21, 13, 5],
  [63, 55, 47, 39, 31, 23, 15, 7],
].flat();
const IP_INVERSE = [
  [40, 8, 48, 16, 56, 24, 64, 32],
  [39, 7, 47, 15, 55, 23, 63, 31],
  [38, 6, 46, 14, 54, 22, 62, 30],
  [37, 5, 45, 13, 53, 21, 61, 29],
  [36, 4, 44, 12, 52, 20, 60, 28],
  [35, 3, 43, 11, 51, 19, 59, 27],
  [34, 2, 42, 10, 50, 18, 58, 26],
  [33, 1, 41, 9, 49, 17, 57, 25],
].flat();
const E = [
  [32, 1, 2, 3, 4, 5],
  [4, 5, 6, 7, 8, 9],
  [8, 9, 10, 11, 12, 13],
  [12, 13, 14, 15, 16, 17],
  [16, 17, 18, 19, 20, 21],
  [20, 21, 22, 23, 24, 25],
  [24, 25, 26, 27, 28, 29],
  [28, 29, 30, 31, 32, 1],
].flat();
const P = [
  [16, 7, 20, 21],
  [29, 12, 28, 17],
  [1, 15, 23, 26],
  [5, 18, 31, 10],
  [2, 8, 24, 14],
  [32, 27, 3, 9],
  [19, 13, 30, 6],
  [22, 11, 4, 25],
].flat();
const PC1 = [
  [57, 49, 41, 33, 25, 17, 9],
  [1, 58, 50, 42, 34, 26, 18],
  [10, 2, 59, 51, 43, 35, 27],
  [19, 11, 3, 60, 52, 44, 36],
  [63, 55, 47, 39, 31, 23, 15],
  [7, 62, 54, 46, 38, 30, 22],
  [14, 6, 61, 53, 45, 37, 29],
  [21, 13, 5, 28, 20, 12, 4],
].flat();
const PC2 = [
  [14, 17, 11, 24, 1, 5],
  [3, 28, 15, 6, 21, 10],
  [23, 19, 12, 4, 26, 8],
  [16, 7, 27, 20, 13, 2],
  [41, 52, 31, 37, 47, 55],
  [30, 40, 51, 45, 33, 48],
  [44, 49, 39, 56, 34, 53],
  [46, 42, 50, 36, 29, 32],
].flat();
const ROTATIONS = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];
const SBOXES = [
  [
    [14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7],
    [0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8],
    [4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0],
    [15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13],
  ],
  [
    [15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10],
    [3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5],
    [0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15],
    [13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9],
  ],
  [
    [10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8],
    [13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1],
    [13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7],
    [1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12],
  ],
  [
    [7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15],
    [13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9],
    [10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4],
    [3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14],
  ],
  [
    [2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9],
    [14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6],
    [4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14],
    [11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3],
  ],
  [
    [12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11],
    [10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8],
    [9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6],
    [4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13],
  ],
  [
    [4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1],
    [13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6],
    [1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2],
    [6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12],
  ],
  [
    [13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7],
    [1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2],
    [7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8],
    [2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11],
  ],
];

type Bits = number[];

const toBits = (bytes: Uint8Array): Bits =>
  [...bytes].flatMap((byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((shift) => (byte >> shift) & 1));
const toBytes = (bits: Bits): Uint8Array =>
  Uint8Array.from({ length: bits.length / 8 }, (_, i) =>
    bits.slice(i * 8, i * 8 + 8).reduce((byte, bit) => byte * 2 + bit, 0),
  );
const permute = (bits: Bits, table: number[]): Bits => table.map((position) => bits[position - 1]!);
const rotateLeft = (bits: Bits, n: number): Bits => [...bits.slice(n), ...bits.slice(0, n)];
const xor = (a: Bits, b: Bits): Bits => a.map((bit, i) => bit ^ b[i]!);

function roundKeys(key: Uint8Array): Bits[] {
  const cd = permute(toBits(key), PC1);
  let c = cd.slice(0, 28);
  let d = cd.slice(28);
  return ROTATIONS.map((n) => {
    c = rotateLeft(c, n);
    d = rotateLeft(d, n);
    return permute([...c, ...d], PC2);
  });
}

function cipherFunction(right: Bits, key: Bits): Bits {
  const mixed = xor(permute(right, E), key);
  const substituted: Bits = [];
  for (let box = 0; box < 8; box++) {
    const six = mixed.slice(box * 6, box * 6 + 6);
    const row = six[0]! * 2 + six[5]!;
    const column = six[1]! * 8 + six[2]! * 4 + six[3]! * 2 + six[4]!;
    const value = SBOXES[box]![row]![column]!;
    substituted.push((value >> 3) & 1, (value >> 2) & 1, (value >> 1) & 1, value & 1);
  }
  return permute(substituted, P);
}

function desEncryptBlock(block: Uint8Array, keys: Bits[]): Uint8Array {
  const permuted = permute(toBits(block), IP);
  let left = permuted.slice(0, 32);
  let right = permuted.slice(32);
  for (const key of keys) [left, right] = [right, xor(left, cipherFunction(right, key))];
  return toBytes(permute([...right, ...left], IP_INVERSE));
}

/** DES-ECB with PKCS#7 padding, as LEGACY-WIRE.md describes. */
function desEcbPkcs7(plaintext: Uint8Array, key: Uint8Array): Uint8Array {
  const keys = roundKeys(key);
  const pad = 8 - (plaintext.length % 8);
  const padded = Uint8Array.from([...plaintext, ...new Array<number>(pad).fill(pad)]);
  const out = new Uint8Array(padded.length);
  for (let at = 0; at < padded.length; at += 8) {
    out.set(desEncryptBlock(padded.subarray(at, at + 8), keys), at);
  }
  return out;
}

function powMod(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  base %= modulus;
  while (exponent > 0n) {
    if (exponent % 2n === 1n) result = (result * base) % modulus;
    base = (base * base) % modulus;
    exponent /= 2n;
  }
  return result;
}

/** "The bytes of r read as one big-endian integer m". */
const bigEndian = (text: string) =>
  [...Buffer.from(text, 'utf8')].reduce((m, byte) => m * 256n + BigInt(byte), 0n);

/** The old RSAUtils way: reverse the string and pack it little-endian; the same number. */
const reversedLittleEndian = (text: string) =>
  [...Buffer.from([...text].reverse().join(''), 'utf8')].reduce(
    (m, byte, i) => m + (BigInt(byte) << BigInt(8 * i)),
    0n,
  );

const LETTERS_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomR = () =>
  Array.from({ length: 16 }, () => LETTERS_AND_DIGITS[randomInt(LETTERS_AND_DIGITS.length)]).join(
    '',
  );

/** The key answer: hex as plain text, as a JSON string, or in { success, value }. */
function modulusFrom(text: string): bigint {
  let hex = text.trim();
  if (hex.startsWith('"') || hex.startsWith('{')) {
    const parsed = JSON.parse(hex) as string | { value: string };
    hex = typeof parsed === 'string' ? parsed : parsed.value;
  }
  expect(hex).toMatch(/^[0-9a-fA-F]+$/);
  return BigInt(`0x${hex}`);
}

/** One legacy submission: the Encryption header and the base64 body for a payload. */
function legacySeal(payload: unknown, modulus: bigint, r = randomR()) {
  const encryption = powMod(bigEndian(r), 65537n, modulus).toString(16);
  const desKey = Buffer.from(r, 'utf8').subarray(0, 8);
  const body = Buffer.from(desEcbPkcs7(Buffer.from(JSON.stringify(payload), 'utf8'), desKey));
  return { encryption, body: body.toString('base64') };
}

describe('the legacy client itself', () => {
  it('has a DES that meets the textbook vector and a PKCS#7 that pads whole blocks', () => {
    const keys = roundKeys(Buffer.from('133457799BBCDFF1', 'hex'));
    const block = desEncryptBlock(Buffer.from('0123456789ABCDEF', 'hex'), keys);
    expect(Buffer.from(block).toString('hex')).toBe('85e813540f0ab405');
    expect(desEcbPkcs7(new Uint8Array(8), Buffer.from('Ab3dEf7h'))).toHaveLength(16);
  });

  it('packs r the RSAUtils way and the big-endian way to the same number', () => {
    const r = randomR();
    expect(reversedLittleEndian(r)).toBe(bigEndian(r));
  });
});

describe.each(testDatabases())('a legacy client against the server on $name', (kind) => {
  let base: string;
  const merchant = merchantFactory({ envelope: 'des-ecb' });
  const common = { Merchant: merchant.code, 'Content-Type': 'application/json' };

  const fetchModulus = async (param: '_' | 't') => {
    const response = await fetch(`${base}/wps/session/key/rsa?${param}=${Date.now()}`, {
      headers: { Merchant: merchant.code },
    });
    expect(response.status).toBe(200);
    return modulusFrom(await response.text());
  };
  const submit = (sealed: { encryption: string; body: string }) =>
    fetch(`${base}${sealedEcho.path}`, {
      method: 'POST',
      headers: { ...common, Encryption: sealed.encryption },
      body: sealed.body,
    });

  const t = useTestApp(kind, { merchants: [merchant], setup: registerSealedEcho });
  beforeAll(async () => {
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('gets a 1024-bit modulus by either cache-busting parameter', async () => {
    const modulus = await fetchModulus('_');
    expect(modulus.toString(2)).toHaveLength(1024);
    expect(await fetchModulus('t')).toBe(modulus);
  });

  it('posts a DES-ECB body that the server decrypts to the same JSON', async () => {
    const response = await submit(legacySeal(ECHO_PAYLOAD, await fetchModulus('_')));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, value: ECHO_PAYLOAD });
  });

  it('gets a refusal when it replays a submission', async () => {
    const sealed = legacySeal(ECHO_PAYLOAD, await fetchModulus('_'));
    expect((await submit(sealed)).status).toBe(200);
    const replay = await submit(sealed);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ success: false, errorCode: 'envelope_invalid' });
  });

  it('gets a refusal when it sends the payload unencrypted', async () => {
    const response = await fetch(`${base}${sealedEcho.path}`, {
      method: 'POST',
      headers: common,
      body: JSON.stringify(ECHO_PAYLOAD),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 'encryption_required' });
  });
});
