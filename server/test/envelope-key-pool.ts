import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EnvelopeScheme } from '@lobby/contract';
import type { EnvelopeKeyPair } from '../src/envelope/envelope-key-material.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Key pairs made once with generateEnvelopeKeyPair and kept as a fixture (test keys only), so
 * test apps need not spend seconds of RSA key generation on every merchant they serve.
 */
const pool = JSON.parse(
  fs.readFileSync(path.join(here, 'fixtures', 'envelope-key-pool.json'), 'utf8'),
) as Record<EnvelopeScheme, EnvelopeKeyPair[]>;
const drawn: Record<EnvelopeScheme, number> = { 'aes-gcm': 0, 'des-ecb': 0 };

/** The next pre-made pair of a scheme, in turn: consecutive keys always differ. */
export async function pooledEnvelopeKey(scheme: EnvelopeScheme): Promise<EnvelopeKeyPair> {
  const pairs = pool[scheme];
  const pair = pairs[drawn[scheme] % pairs.length]!;
  drawn[scheme] += 1;
  return pair;
}
