import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig: the e2e controls', () => {
  it('are off unless E2E_CONTROLS=true, and on with it outside production', () => {
    expect(loadConfig({}).e2eControls).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).e2eControls).toBe(false);
    expect(loadConfig({ E2E_CONTROLS: 'true' }).e2eControls).toBe(true);
    expect(loadConfig({ E2E_CONTROLS: 'false', NODE_ENV: 'production' }).e2eControls).toBe(false);
  });

  it('refuse E2E_CONTROLS=true with NODE_ENV=production, and a value that is not a boolean', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', E2E_CONTROLS: 'true' })).toThrow(
      /E2E_CONTROLS="true": refused with NODE_ENV=production/,
    );
    expect(() => loadConfig({ E2E_CONTROLS: 'yes' })).toThrow(/E2E_CONTROLS="yes"/);
  });

  // Starting the server from its sources takes a while on a busy machine.
  it('stop a production server at start with a clear message', { timeout: 90_000 }, () => {
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, NODE_ENV: 'production', E2E_CONTROLS: 'true', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('E2E_CONTROLS="true": refused with NODE_ENV=production');
  });
});
