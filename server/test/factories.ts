import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { merchantConfigSchema, type MerchantConfig } from '../src/core/merchant-config.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const demo = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'merchants', 'demo.json'), 'utf8'),
) as Record<string, unknown>;

let counter = 0;

/** A valid merchant built from demo.json with its own code and host, plus any overrides. */
export function merchantFactory(overrides: Partial<MerchantConfig> = {}): MerchantConfig {
  counter += 1;
  const code = overrides.code ?? `m${counter}-${process.pid}`;
  return merchantConfigSchema.parse({
    ...demo,
    code,
    name: `Merchant ${code}`,
    hosts: [`${code}.test`],
    ...overrides,
  });
}
