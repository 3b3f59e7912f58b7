import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const demoFile = path.join(serverRoot, '..', 'merchants', 'demo.json');
const repoMerchants = path.join(serverRoot, '..', 'merchants');

/** Starts the server from its TypeScript sources; answers its exit code and output. */
function start(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts'],
      { cwd: serverRoot, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 },
      (error, _stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stderr });
      },
    );
  });
}

describe('the start', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-start-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('stops, naming merchant, vendor and variable, when a vendor secret is not set', async () => {
    const merchants = path.join(dir, 'merchants');
    fs.mkdirSync(merchants);
    const demo = JSON.parse(fs.readFileSync(demoFile, 'utf8')) as { games: object };
    const games = {
      ...demo.games,
      vendorApis: { EXT: { url: 'https://ext.example', secretEnv: 'LOBBY_START_TEST_SECRET' } },
    };
    fs.writeFileSync(path.join(merchants, 'demo.json'), JSON.stringify({ ...demo, games }));
    const dataDir = path.join(dir, 'data');
    const { code, stderr } = await start({
      MERCHANTS_DIR: merchants,
      DATA_DIR: dataDir,
      PORT: '0',
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      'merchant demo: vendor EXT needs its shared secret in LOBBY_START_TEST_SECRET, which is not set',
    );
    // It stops before the database is made.
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('stops in production, naming the merchant, when a real merchant would play demo games', async () => {
    const merchants = path.join(dir, 'real-merchants');
    fs.mkdirSync(merchants);
    const demo = JSON.parse(fs.readFileSync(demoFile, 'utf8')) as object;
    fs.writeFileSync(path.join(merchants, 'demo.json'), JSON.stringify({ ...demo, demo: false }));
    const dataDir = path.join(dir, 'real-data');
    const { code, stderr } = await start({
      MERCHANTS_DIR: merchants,
      DATA_DIR: dataDir,
      PORT: '0',
      NODE_ENV: 'production',
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      'merchant demo: games.demoCatalogue is on: its games would play on the demo vendor',
    );
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('stops in production while the demo merchants are loaded, naming the variable that allows them', async () => {
    const dataDir = path.join(dir, 'demo-data');
    const { code, stderr } = await start({
      MERCHANTS_DIR: repoMerchants,
      DATA_DIR: dataDir,
      PORT: '0',
      NODE_ENV: 'production',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('merchant demo: "demo": true is refused with NODE_ENV=production');
    expect(stderr).toContain('merchant neon: "demo": true is refused with NODE_ENV=production');
    expect(stderr).toContain('ALLOW_DEMO_MERCHANTS_IN_PRODUCTION=true');
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
