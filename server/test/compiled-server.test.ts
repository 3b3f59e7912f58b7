import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../tools/build.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootManifest = JSON.parse(
  fs.readFileSync(path.join(serverRoot, '..', 'package.json'), 'utf8'),
) as { scripts: Record<string, string> };

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A PGlite data folder holding the migrated template, so the start skips initdb. */
async function migratedDataDir(dir: string): Promise<string> {
  const dataDir = path.join(dir, 'data');
  const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  const pglite = await PGlite.create({ dataDir, loadDataDir: template });
  await pglite.close();
  return dataDir;
}

/** Runs a compiled script to its end; answers its exit code. */
async function exitCode(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: 'ignore',
  });
  return new Promise<number | null>((resolve) => child.once('exit', resolve));
}

/** `npm start`'s command with the bundle's folder in place of server/dist. */
function startCommand(outdir: string): string[] {
  const [node, ...args] = rootManifest.scripts.start!.split(' ');
  expect(node).toBe('node');
  return args.map((arg) => (arg === 'server/dist/main.js' ? path.join(outdir, 'main.js') : arg));
}

describe('the compiled server', () => {
  const outdir = path.join(serverRoot, 'dist', `compiled-test-${process.pid}`);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-compiled-'));
  let server: ChildProcess | undefined;
  let output = '';
  let base = '';

  beforeAll(async () => {
    await buildServer(outdir);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const dataDir = await migratedDataDir(scratch);
    // No MERCHANTS_DIR or WEB_DIST: the defaults must be found from the bundle's folder.
    server = spawn(process.execPath, startCommand(outdir), {
      cwd: scratch,
      env: { PATH: process.env.PATH ?? '', PORT: String(port), DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 100_000;
    while (!output.includes('Lobby is ready')) {
      if (server.exitCode !== null || Date.now() > deadline) {
        throw new Error(`The compiled server did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 150_000);

  afterAll(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(outdir, { recursive: true, force: true });
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('holds no TypeScript: every import names JavaScript or a package', () => {
    const bundle = fs
      .readdirSync(outdir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => fs.readFileSync(path.join(outdir, name), 'utf8'))
      .join('\n');
    const imported = [...bundle.matchAll(/^import .*? from "([^"]+)";$/gm)].map((m) => m[1]!);
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => name.endsWith('.ts') || name === 'tsx')).toEqual([]);
    expect(imported.filter((name) => name.startsWith('@lobby/'))).toEqual([]);
  });

  it('maps every module back to the TypeScript it came from, for readable stack traces', () => {
    const modules = fs.readdirSync(outdir).filter((name) => name.endsWith('.js'));
    for (const name of modules) {
      const map = JSON.parse(fs.readFileSync(path.join(outdir, `${name}.map`), 'utf8')) as {
        sources: string[];
      };
      const sources = map.sources.map((source) => path.resolve(outdir, source));
      expect(sources.length, name).toBeGreaterThan(0);
      expect(sources.filter((source) => !fs.existsSync(source) || !source.endsWith('.ts'))).toEqual(
        [],
      );
    }
  });

  it('starts on plain node, finding the merchant files from its own folder', () => {
    expect(output).toContain('Merchants: demo (');
    expect(output).toContain('neon (');
  });

  it('answers liveness and readiness', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('has the probe the container health checks run: 0 while it answers 200, 1 when nothing does', async () => {
    const port = new URL(base).port;
    expect(await exitCode(path.join(outdir, 'health-probe.js'), ['/healthz'], { PORT: port })).toBe(
      0,
    );
    expect(await exitCode(path.join(outdir, 'health-probe.js'), ['/readyz'], { PORT: port })).toBe(
      0,
    );
    const nobody = String(await freePort());
    expect(
      await exitCode(path.join(outdir, 'health-probe.js'), ['/readyz'], { PORT: nobody }),
    ).toBe(1);
  });

  it('serves the files it reads beside its modules (the demo vendor assets)', async () => {
    const response = await fetch(`${base}/vendor/demo/demo.css`, {
      headers: { host: 'demo.localhost' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/css');
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('runs the operators’ tools compiled, refusing bad usage before any database', async () => {
    const tool = spawn(process.execPath, [path.join(outdir, 'cli-operator.js'), 'nonsense'], {
      cwd: scratch,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: path.join(scratch, 'untouched') },
    });
    let stderr = '';
    tool.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => tool.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('operator');
    expect(fs.existsSync(path.join(scratch, 'untouched'))).toBe(false);
  });
});
