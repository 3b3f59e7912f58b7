import fs from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { MERCHANTS_DIR, REPO_ROOT } from './support/environment';

/**
 * Preflight checks with clear messages. The merchants and database folders are prepared by the
 * config itself while it loads: Playwright starts webServer before globalSetup runs.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const index = path.join(REPO_ROOT, 'web', 'dist', 'index.html');
  if (!fs.existsSync(index)) {
    throw new Error('The web app is not built: run `npm run build` (or `npm run test:e2e`).');
  }
  for (const code of ['maint', 'denied']) {
    if (!fs.existsSync(path.join(MERCHANTS_DIR, `${code}.json`))) {
      throw new Error(`The e2e merchant ${code} is missing from ${MERCHANTS_DIR}.`);
    }
  }
  const baseURL = config.projects[0]?.use.baseURL;
  const response = await fetch(`${baseURL}/m/`);
  if (!response.ok) {
    throw new Error(`The server answered ${response.status} for ${baseURL}/m/.`);
  }
}
