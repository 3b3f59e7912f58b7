/**
 * `npm run bench`: every section below in turn (the web ones after `npm run build`), each
 * section's figures under its key in bench/results/latest.json and its lines in the printed
 * report. `npm run bench -- --server` runs the server sections only, without a build;
 * `-- --only=signIn,bets` runs the sections of those keys, `-- --growth` the growth table alone
 * (generated rows on PostgreSQL, minutes).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { betsSection } from './bets-section.js';
import { bundleSection } from './bundle-section.js';
import { envelopeOpenSection } from './envelope-open-section.js';
import { growthSection } from './growth.js';
import { httpSection } from './http-section.js';
import { lighthouseSection } from './lighthouse-section.js';
import { memberPagesSection } from './member-pages-section.js';
import type { Section } from './section.js';
import { signInSection } from './sign-in-section.js';

const SECTIONS: readonly Section<never>[] = [
  bundleSection,
  lighthouseSection,
  memberPagesSection,
  httpSection,
  signInSection,
  envelopeOpenSection,
  betsSection,
  growthSection,
] as Section<never>[];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const resultsDir = path.join(repoRoot, 'bench', 'results');
const serverOnly = process.argv.includes('--server');
// --only=signIn,bets: just those sections (while working on one part); --growth: growth alone.
const only = process.argv.includes('--growth')
  ? ['growth']
  : process.argv
      .find((arg) => arg.startsWith('--only='))
      ?.slice('--only='.length)
      .split(',');
const sections = SECTIONS.filter(
  (section) => (!serverOnly || section.group === 'server') && (!only || only.includes(section.key)),
);

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

if (sections.some((section) => section.group === 'web')) {
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}
const started = Date.now();
const results: Record<string, unknown> = {
  timestamp: new Date().toISOString(),
  node: process.version,
  commit: git('rev-parse', 'HEAD'),
  uncommittedChanges: (git('status', '--porcelain') ?? '') !== '',
  sections: sections.map((section) => section.key),
};
const lines: string[] = [];
for (const section of sections) {
  const figures = await section.run({ repoRoot, resultsDir });
  results[section.key] = figures;
  lines.push('', ...section.report(figures as never));
}
results.seconds = (Date.now() - started) / 1000;

fs.mkdirSync(resultsDir, { recursive: true });
const saved = path.join(resultsDir, 'latest.json');
fs.writeFileSync(saved, `${JSON.stringify(results, null, 2)}\n`);
const commit = typeof results.commit === 'string' ? results.commit.slice(0, 7) : 'unknown';
console.log(
  [
    '',
    `Lobby bench  ${results.timestamp}  node ${results.node}  commit ${commit}` +
      (results.uncommittedChanges ? ' (with uncommitted changes)' : '') +
      (serverOnly ? '  (server figures only)' : ''),
    ...lines,
    '',
    `${sections.length} sections in ${results.seconds} s; saved to ${path.relative(repoRoot, saved)}`,
    '',
  ].join('\n'),
);
