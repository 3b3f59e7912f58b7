/**
 * Textbook RSA (no padding) with BigInt, as the legacy `des-ecb` envelope uses it. Without padding
 * RSA is malleable and deterministic: compatibility only, never a security control.
 */

/** The public exponent of every legacy envelope key. */
export const LEGACY_RSA_EXPONENT = 65537n;

/** base^exponent mod modulus by square-and-multiply, for non-negative integers and modulus > 1. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus <= 1n || base < 0n || exponent < 0n) throw new RangeError('out of range');
  let result = 1n;
  let square = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

/** Bytes read as one big-endian unsigned integer. */
export function bytesToBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

/** A non-negative integer as big-endian bytes of the shortest length (none for zero). */
export function bigIntToBytes(value: bigint): Uint8Array<ArrayBuffer> {
  if (value < 0n) throw new RangeError('negative');
  const bytes: number[] = [];
  for (let v = value; v > 0n; v >>= 8n) bytes.unshift(Number(v & 0xffn));
  return new Uint8Array(bytes);
}

/** Textbook RSA: message^exponent mod modulus; refuses a message that is not below the modulus. */
export function textbookRsa(message: bigint, exponent: bigint, modulus: bigint): bigint {
  if (message <= 0n || message >= modulus) throw new RangeError('message out of range');
  return modPow(message, exponent, modulus);
}

/** A non-negative integer from hexadecimal (either case, no prefix); throws on anything else. */
export function parseHexInteger(hex: string): bigint {
  if (!/^[0-9a-fA-F]{1,2048}$/.test(hex)) throw new Error('not a hexadecimal integer');
  return BigInt(`0x${hex}`);
}
