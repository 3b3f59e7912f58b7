import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const referencePath = path.join(repoRoot, 'docs', 'configuration.md');

/** The first column of docs/configuration.md's "Environment variables" table. */
export function documentedVariables(): string[] {
  const reference = fs.readFileSync(referencePath, 'utf8');
  const section = reference.split(/^## /m).find((part) => part.startsWith('Environment variables'));
  if (!section) throw new Error('docs/configuration.md has no "Environment variables" section');
  return [...section.matchAll(/^\| `([^`]+)` /gm)].map((match) => match[1]!);
}
