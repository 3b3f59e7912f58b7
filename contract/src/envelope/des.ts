/**
 * Single DES (FIPS 46-3) in ECB mode with PKCS#7 padding, for the legacy `des-ecb` envelope only.
 * DES is long broken: this exists so Lobby can talk to legacy counterparts, never for secrecy.
 * Node's OpenSSL 3 offers DES only through its legacy provider, so it is written out here.
 *
 * Tables are the standard's, numbered from 1 at the most significant bit. A 64-bit block is held
 * as two 32-bit halves; each round looks up eight precomputed S-box-then-P tables.
 */

const IP = [
  58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6, 64,
  56, 48, 40, 32, 24, 16, 8, 57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3, 61, 53,
  45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7,
];

const FP = [
  40, 8, 48, 16, 56, 24, 64, 32, 39, 7, 47, 15, 55, 23, 63, 31, 38, 6, 46, 14, 54, 22, 62, 30, 37,
  5, 45, 13, 53, 21, 61, 29, 36, 4, 44, 12, 52, 20, 60, 28, 35, 3, 43, 11, 51, 19, 59, 27, 34, 2,
  42, 10, 50, 18, 58, 26, 33, 1, 41, 9, 49, 17, 57, 25,
];

const P = [
  16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10, 2, 8, 24, 14, 32, 27, 3, 9, 19, 13,
  30, 6, 22, 11, 4, 25,
];

const PC1 = [
  57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60,
  52, 44, 36, 63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37, 29, 21,
  13, 5, 28, 20, 12, 4,
];

const PC2 = [
  14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2, 41, 52,
  31, 37, 47, 55, 30, 40, 51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
];

const SHIFTS = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];

// S1..S8, each four rows of sixteen.
const S = [
  [
    14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7, 0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11,
    9, 5, 3, 8, 4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0, 15, 12, 8, 2, 4, 9, 1, 7, 5,
    11, 3, 14, 10, 0, 6, 13,
  ],
  [
    15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10, 3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10,
    6, 9, 11, 5, 0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15, 13, 8, 10, 1, 3, 15, 4, 2,
    11, 6, 7, 12, 0, 5, 14, 9,
  ],
  [
    10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8, 13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12,
    11, 15, 1, 13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7, 1, 10, 13, 0, 6, 9, 8, 7, 4,
    15, 14, 3, 11, 5, 2, 12,
  ],
  [
    7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15, 13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1,
    10, 14, 9, 10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4, 3, 15, 0, 6, 10, 1, 13, 8, 9,
    4, 5, 11, 12, 7, 2, 14,
  ],
  [
    2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9, 14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10,
    3, 9, 8, 6, 4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14, 11, 8, 12, 7, 1, 14, 2, 13, 6,
    15, 0, 9, 10, 4, 5, 3,
  ],
  [
    12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11, 10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14,
    0, 11, 3, 8, 9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6, 4, 3, 2, 12, 9, 5, 15, 10,
    11, 14, 1, 7, 6, 0, 8, 13,
  ],
  [
    4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1, 13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12,
    2, 15, 8, 6, 1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2, 6, 11, 13, 8, 1, 4, 10, 7, 9,
    5, 0, 15, 14, 2, 3, 12,
  ],
  [
    13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7, 1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11,
    0, 14, 9, 2, 7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8, 2, 1, 14, 7, 4, 10, 8, 13,
    15, 12, 9, 0, 3, 5, 6, 11,
  ],
];

/** Bit n (1 = most significant) of a 32-bit word. */
const bit32 = (word: number, n: number) => (word >>> (32 - n)) & 1;

/** Applies the P permutation to a 32-bit word. */
function permuteP(word: number): number {
  let out = 0;
  for (const from of P) out = (out << 1) | bit32(word, from);
  return out >>> 0;
}

/** SP[i][six bits] = P applied to S-box i's output in its place: one round's work per lookup. */
const SP: Uint32Array[] = S.map((box, i) => {
  const table = new Uint32Array(64);
  for (let x = 0; x < 64; x++) {
    const row = ((x >> 4) & 2) | (x & 1);
    const column = (x >> 1) & 15;
    table[x] = permuteP(box[row * 16 + column]! << (28 - 4 * i));
  }
  return table;
});

/** Permutes a 64-bit value held as two halves by a table of 64 positions. */
function permute64(hi: number, lo: number, table: readonly number[]): [number, number] {
  let outHi = 0;
  let outLo = 0;
  for (let i = 0; i < 64; i++) {
    const from = table[i]!;
    const value = from <= 32 ? bit32(hi, from) : bit32(lo, from - 32);
    if (i < 32) outHi = (outHi << 1) | value;
    else outLo = (outLo << 1) | value;
  }
  return [outHi >>> 0, outLo >>> 0];
}

/** The 16 round keys of an 8-byte key, each as eight 6-bit chunks; parity bits are ignored. */
function keySchedule(key: Uint8Array): Uint8Array[] {
  if (key.length !== 8) throw new Error('a DES key is 8 bytes');
  const keyBit = (n: number) => (key[(n - 1) >> 3]! >> (7 - ((n - 1) & 7))) & 1;
  const cd = PC1.map(keyBit);
  let c = cd.slice(0, 28);
  let d = cd.slice(28);
  return SHIFTS.map((shift) => {
    c = [...c.slice(shift), ...c.slice(0, shift)];
    d = [...d.slice(shift), ...d.slice(0, shift)];
    const joined = [...c, ...d];
    const round = new Uint8Array(8);
    PC2.forEach((from, i) => {
      round[Math.floor(i / 6)] = (round[Math.floor(i / 6)]! << 1) | joined[from - 1]!;
    });
    return round;
  });
}

/** The cipher function f(R, K): expansion, key mixing, S-boxes and P in eight lookups. */
function feistel(r: number, k: Uint8Array): number {
  // E takes six bits from R starting one bit to the left of each 4-bit group, wrapping around.
  const rotated = ((r >>> 1) | (r << 31)) >>> 0;
  let out = 0;
  for (let i = 0; i < 7; i++) out |= SP[i]![((rotated >>> (26 - 4 * i)) & 0x3f) ^ k[i]!]!;
  out |= SP[7]![(((r << 1) | (r >>> 31)) & 0x3f) ^ k[7]!]!;
  return out >>> 0;
}

function readWord(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0
  );
}

function writeWord(bytes: Uint8Array, at: number, word: number): void {
  bytes[at] = word >>> 24;
  bytes[at + 1] = (word >>> 16) & 0xff;
  bytes[at + 2] = (word >>> 8) & 0xff;
  bytes[at + 3] = word & 0xff;
}

/** Runs one block through the 16 rounds with the given round keys, from input into output. */
function cryptBlock(
  rounds: readonly Uint8Array[],
  input: Uint8Array,
  inAt: number,
  output: Uint8Array,
  outAt: number,
): void {
  let [l, r] = permute64(readWord(input, inAt), readWord(input, inAt + 4), IP);
  for (const k of rounds) [l, r] = [r, (l ^ feistel(r, k)) >>> 0];
  const [hi, lo] = permute64(r, l, FP);
  writeWord(output, outAt, hi);
  writeWord(output, outAt + 4, lo);
}

/** Encrypts one 8-byte block with single DES (no padding); for test vectors and ECB. */
export function desEncryptBlock(key: Uint8Array, block: Uint8Array): Uint8Array<ArrayBuffer> {
  if (block.length !== 8) throw new Error('a DES block is 8 bytes');
  const out = new Uint8Array(8);
  cryptBlock(keySchedule(key), block, 0, out, 0);
  return out;
}

/** Decrypts one 8-byte block with single DES (no padding). */
export function desDecryptBlock(key: Uint8Array, block: Uint8Array): Uint8Array<ArrayBuffer> {
  if (block.length !== 8) throw new Error('a DES block is 8 bytes');
  const out = new Uint8Array(8);
  cryptBlock(keySchedule(key).reverse(), block, 0, out, 0);
  return out;
}

/** Encrypts bytes with single DES in ECB mode after PKCS#7 padding to whole 8-byte blocks. */
export function desEcbEncrypt(key: Uint8Array, plaintext: Uint8Array): Uint8Array<ArrayBuffer> {
  const rounds = keySchedule(key);
  const pad = 8 - (plaintext.length % 8);
  const padded = new Uint8Array(plaintext.length + pad);
  padded.set(plaintext);
  padded.fill(pad, plaintext.length);
  for (let at = 0; at < padded.length; at += 8) cryptBlock(rounds, padded, at, padded, at);
  return padded;
}

/** Decrypts single DES ECB and strips PKCS#7 padding; throws on a bad length or padding. */
export function desEcbDecrypt(key: Uint8Array, ciphertext: Uint8Array): Uint8Array<ArrayBuffer> {
  if (ciphertext.length === 0 || ciphertext.length % 8 !== 0) {
    throw new Error('DES-ECB ciphertext must be whole 8-byte blocks');
  }
  const rounds = keySchedule(key).reverse();
  const plain = new Uint8Array(ciphertext.length);
  for (let at = 0; at < ciphertext.length; at += 8) cryptBlock(rounds, ciphertext, at, plain, at);
  const pad = plain[plain.length - 1]!;
  if (pad < 1 || pad > 8 || plain.subarray(plain.length - pad).some((byte) => byte !== pad)) {
    throw new Error('bad PKCS#7 padding');
  }
  return plain.slice(0, plain.length - pad);
}
