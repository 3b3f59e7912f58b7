import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EnvelopeScheme } from '@lobby/contract';
import {
  generateEnvelopeKeyPair,
  type EnvelopeKeyPair,
} from '../src/envelope/envelope-key-material.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Key pairs made once with generateEnvelopeKeyPair and kept as a fixture (test keys only), so
 * test apps need not spend seconds of RSA key generation on every merchant they serve.
 */
const pool = JSON.parse(
  fs.readFileSync(path.join(here, 'fixtures', 'envelope-key-pool.json'), 'utf8'),
) as Record<PooledScheme, EnvelopeKeyPair[]>;
const drawn: Record<PooledScheme, number> = { 'aes-gcm': 0, 'des-ecb': 0 };

/** The RSA schemes, whose keys take seconds to make; P-256 keys for hpke take a millisecond. */
type PooledScheme = Exclude<EnvelopeScheme, 'hpke'>;

/** The next pre-made pair of an RSA scheme, in turn (consecutive keys differ); hpke's made anew. */
export async function pooledEnvelopeKey(scheme: EnvelopeScheme): Promise<EnvelopeKeyPair> {
  if (scheme === 'hpke') return generateEnvelopeKeyPair(scheme);
  const pairs = pool[scheme];
  const pair = pairs[drawn[scheme] % pairs.length]!;
  drawn[scheme] += 1;
  return pair;
}
