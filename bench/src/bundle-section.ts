import path from 'node:path';
import { measureBundle, type BundleReport } from './bundle-size.js';
import { bundleLines } from './report.js';
import type { Section } from './section.js';

/** The first-load weight of each measured route, from the build's manifest. */
export const bundleSection: Section<BundleReport> = {
  key: 'bundle',
  group: 'web',
  run: async ({ repoRoot }) => measureBundle(path.join(repoRoot, 'web', 'dist')),
  report: bundleLines,
};
