// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 29: a call's request is typed once, by its contract schema (CallBody / CallQuery), so a
// hook cannot drift from what the server accepts. A mutation typing its argument inline re-types it.
const root = fileURLToPath(new URL('.', import.meta.url));
const INLINE_MUTATION_ARGUMENT = /mutationFn:\s*(?:async\s*)?\(\s*\w+\s*:\s*\{/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('request types come from the contract', () => {
  it('no mutation types its request inline', () => {
    const retyped = sources(root)
      .filter((file) => INLINE_MUTATION_ARGUMENT.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(retyped).toEqual([]);
  });
});
