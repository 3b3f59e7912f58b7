import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run test:changed [-- base]`: the inner loop. Lints and formats the files changed since
 * the branch left its base (origin/main, else main; committed, staged, unstaged and new), then
 * runs the Vitest tests those changes reach (`vitest run --changed`, through the import graph).
 * Types, the full suite and e2e stay with `npm test`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const exists = (ref: string) =>
  spawnSync('git', ['rev-parse', '--verify', '--quiet', ref], { cwd: root }).status === 0;

const asked = process.argv[2];
const base = asked ?? ['origin/main', 'main'].find(exists);
if (!base) throw new Error('No base to compare with: name one (npm run test:changed -- <ref>)');
const since = git('merge-base', base, 'HEAD')[0]!;

const changed = [
  ...new Set([
    ...git('diff', '--name-only', '--diff-filter=d', since),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => fs.existsSync(path.join(root, file)));
console.log(`${changed.length} files changed since ${base} (${since.slice(0, 8)})`);

const run = (command: string, args: string[]) => {
  console.log(
    `\n$ ${command} ${args.length > 6 ? `${args.slice(0, 6).join(' ')} …` : args.join(' ')}`,
  );
  return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
};
const npx = (...args: string[]) => run('npx', args);

let failed = 0;
const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
if (lintable.length > 0) failed |= npx('eslint', '--no-warn-ignored', ...lintable);
if (changed.length > 0) failed |= npx('prettier', '--check', '--ignore-unknown', ...changed);
failed |= npx('vitest', 'run', '--changed', since, '--passWithNoTests');
process.exit(failed);
