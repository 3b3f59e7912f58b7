import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGE_KEYS } from '@lobby/contract';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// A translation key in code: t('a.b'), or a literal that names one ('page.login', titleKey: '…').
const KEY_LITERAL = /['"`]((?:[a-z][a-zA-Z0-9]*)(?:\.[a-zA-Z0-9]+)+)['"`]/g;
const T_CALL = /\bt\(\s*['"`]([^'"`]+)['"`]/g;
const NOT_KEYS = /\.(tsx?|json|css|svg|png|js|html)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every translation key the web code uses, with the spec's message keys (SPEC section 8). */
export function extractKeys(): Set<string> {
  const keys = new Set<string>(Object.values(MESSAGE_KEYS));
  for (const file of sourceFiles(path.join(webRoot, 'src'))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(KEY_LITERAL)) {
      const key = match[1]!;
      if (!NOT_KEYS.test(key)) keys.add(key);
    }
    for (const match of source.matchAll(T_CALL)) keys.add(match[1]!);
  }
  return keys;
}

/** Keys the code uses that English lacks, and English keys nothing uses. */
export function compareWithEnglish(): { missing: string[]; unused: string[] } {
  const english = JSON.parse(
    fs.readFileSync(path.join(webRoot, 'src', 'locales', 'EN.json'), 'utf8'),
  ) as Record<string, string>;
  const used = extractKeys();
  return {
    missing: [...used].filter((key) => !(key in english)).sort(),
    unused: Object.keys(english)
      .filter((key) => !used.has(key))
      .sort(),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { missing, unused } = compareWithEnglish();
  for (const key of missing) console.log(`missing in EN.json: ${key}`);
  for (const key of unused) console.log(`unused in code:     ${key}`);
  if (missing.length === 0 && unused.length === 0) console.log('EN.json matches the code.');
  process.exitCode = missing.length > 0 ? 1 : 0;
}
