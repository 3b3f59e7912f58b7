import fs from 'node:fs';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { describe, expect, it } from 'vitest';
import { loadConfig, loadVendorSecrets } from '../src/core/config/config.js';
import {
  loadMerchantFiles,
  refuseDemoFallbacks,
  refuseDemoMerchantsInProduction,
} from '../src/merchants/index.js';
import { CLI_TOOLS, entryPoints } from '../tools/build.js';
import { documentedVariables } from './configuration-reference.js';
import {
  instanceEnvironment,
  interpolate,
  lobbyServices,
  readCompose,
  repoRoot,
  startCommand,
  type ComposeService,
} from './deployment-recipe.js';

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

/** The Dockerfile's instructions of its last stage (the image that runs), continuations joined. */
function runtimeStage(): { instruction: string; args: string }[] {
  const lines = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [instruction, ...rest] = line.split(/\s+/);
      return { instruction: instruction!.toUpperCase(), args: rest.join(' ') };
    });
  const stages = lines.filter((line) => line.instruction === 'FROM');
  expect(stages.length, 'a build stage and a runtime stage').toBeGreaterThanOrEqual(2);
  return lines.slice(lines.lastIndexOf(stages.at(-1)!));
}

const argsOf = (stage: ReturnType<typeof runtimeStage>, instruction: string) =>
  stage.filter((line) => line.instruction === instruction).map((line) => line.args);

const compiledScript = (file: string) =>
  Object.keys(entryPoints()).includes(path.basename(file, '.js')) &&
  path.dirname(file) === 'server/dist';

const compose = readCompose();
const instances = lobbyServices(compose);
const proxy = compose.services.proxy!;
const proxyAddress = (proxy.networks as Record<string, { ipv4_address: string }>).lobby!
  .ipv4_address;
const POSTGRES_PASSWORD = 'a-password-from-dot-env';
const environment = (service: ComposeService) =>
  instanceEnvironment(service, { POSTGRES_PASSWORD });

describe('the Dockerfile', () => {
  const stage = runtimeStage();

  it('runs what `npm start` runs, on the compiled server', () => {
    const [cmd] = argsOf(stage, 'CMD');
    expect(JSON.parse(cmd!)).toEqual(startCommand());
    expect(startCommand()).toEqual(['node', '--enable-source-maps', 'server/dist/main.js']);
    expect(compiledScript(startCommand().at(-1)!)).toBe(true);
  });

  it('installs production dependencies only, in production mode, as a user other than root', () => {
    const installs = argsOf(stage, 'RUN').filter((run) => run.includes('npm ci'));
    expect(installs).toHaveLength(1);
    expect(installs[0]).toContain('--omit=dev');
    expect(argsOf(stage, 'ENV').join(' ')).toMatch(/\bNODE_ENV=production\b/);
    const [user] = argsOf(stage, 'USER');
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    // The image never builds: `npm run <tool>` skips the pre-build step of its script.
    expect(argsOf(stage, 'ENV').join(' ')).toMatch(/\bnpm_config_ignore_scripts=true\b/);
  });

  it('checks liveness with the compiled probe and exposes the port it listens on', () => {
    const [check] = argsOf(stage, 'HEALTHCHECK');
    const command = JSON.parse(check!.slice(check!.indexOf('CMD') + 3)) as string[];
    expect(command.slice(0, 2)).toEqual(['node', 'server/dist/health-probe.js']);
    expect(compiledScript(command[1]!)).toBe(true);
    expect(command[2]).toBe('/healthz');
    const port = /\bPORT=(\d+)/.exec(argsOf(stage, 'ENV').join(' '))?.[1];
    expect(argsOf(stage, 'EXPOSE')).toEqual([port]);
  });

  it('brings no merchant files, so the demo merchants never reach a production image', () => {
    const copies = [...argsOf(stage, 'COPY'), ...argsOf(stage, 'ADD')];
    expect(copies.filter((copy) => /\bmerchants\b/.test(copy))).toEqual([]);
  });

  it('leaves installed packages, builds and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.env', 'lobby.env', 'data']) {
      expect(ignored).toContain(entry);
    }
  });
});

describe('the npm scripts', () => {
  const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
  const cliFolder = path.join(repoRoot, 'server', 'src', 'cli');
  const tools = fs
    .readdirSync(cliFolder)
    .filter((file) => /^runCommand\(/m.test(fs.readFileSync(path.join(cliFolder, file), 'utf8')))
    .map((file) => path.basename(file, '.ts'));

  it('compile every operators’ tool, and run each compiled, built first', () => {
    expect(tools.length).toBeGreaterThan(0);
    expect([...CLI_TOOLS].sort()).toEqual(tools.sort());
    for (const tool of tools) {
      expect(scripts[tool]).toBe(`node --enable-source-maps server/dist/cli-${tool}.js`);
      expect(compiledScript(scripts[tool]!.split(' ').at(-1)!)).toBe(true);
      expect(scripts[`pre${tool}`]).toBe('npm run -s build:server');
    }
  });

  it('start on plain node after building everything', () => {
    expect(scripts.prestart).toBe('npm run build');
    expect(scripts.build).toMatch(/^npm run build:server && /);
    expect(
      Object.values(scripts).filter((script) => /tsx.*server\/src\/(main|cli)/.test(script)),
    ).toEqual([scripts.dev]);
  });
});

describe('compose.yaml', () => {
  it('runs two Lobby instances of one image and one environment', () => {
    expect(instances.map(([name]) => name)).toEqual(['lobby-1', 'lobby-2']);
    const [first, second] = instances.map(([, service]) => service);
    expect(second).toEqual(first);
  });

  it('puts Caddy in front, round-robin over both instances, sending traffic only to ready ones', () => {
    expect(proxy.image).toMatch(/^caddy:/);
    expect(proxy.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = read('Caddyfile');
    const upstreams = /^\s*reverse_proxy ([^{]+)\{/m.exec(caddyfile)?.[1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(
      instances.map(([name, service]) => `${name}:${service.environment!.PORT}`),
    );
    expect(caddyfile).toMatch(/^\s*lb_policy round_robin$/m);
    expect(caddyfile).toMatch(/^\s*health_uri \/readyz$/m);
    // Caddy then sets X-Forwarded-For and -Proto itself; trusting a client's would need this.
    expect(caddyfile).not.toMatch(/^\s*trusted_proxies/m);
  });

  it('trusts X-Forwarded-For from the proxy alone, at its fixed address in the network', () => {
    const config = loadConfig(environment(instances[0]![1]));
    expect(config.trustProxy).toEqual([proxyAddress]);
    const [subnet] = compose.networks.lobby!.ipam!.config!;
    const trusted = proxyAddr.compile(subnet!.subnet);
    expect(trusted(proxyAddress, 0)).toBe(true);
  });

  it('gives the instances only variables the configuration documents, and a production start', () => {
    const documented = documentedVariables();
    for (const [, service] of instances) {
      const env = environment(service);
      expect(Object.keys(env).filter((name) => !documented.includes(name))).toEqual([]);
      expect(env.NODE_ENV).toBe('production');
      const config = loadConfig(env);
      expect(config.databaseUrl).toBe(`postgres://lobby:${POSTGRES_PASSWORD}@postgres:5432/lobby`);
      expect(config.redisUrl).toBe('redis://redis:6379');
    }
  });

  it('mounts the merchant files where MERCHANTS_DIR says, from a folder the deployment must name', () => {
    const [, service] = instances[0]!;
    const env = environment(service);
    const volumes = service.volumes!.map((volume) =>
      interpolate(volume, { LOBBY_MERCHANTS_FOLDER: '/deploy/merchants' }, 'volumes'),
    );
    expect(volumes).toContain(`/deploy/merchants:${env.MERCHANTS_DIR}:ro`);
    // Compose refuses to start without it: the repository's demo folder is no default.
    expect(service.volumes!.join('\n')).toMatch(/\$\{LOBBY_MERCHANTS_FOLDER:\?[^}]+\}/);
    expect(service.volumes!.join('\n')).not.toMatch(/\.\/merchants\b/);
    expect(service.env_file).toEqual([{ path: 'lobby.env', required: false }]);
    expect(read('.gitignore').split('\n')).toContain('lobby.env');
  });

  it('refuses the demo merchants at a production start, unless lobby.env opts in', () => {
    const env = environment(instances[0]![1]);
    const merchants = loadMerchantFiles(path.join(repoRoot, 'merchants'));
    expect(merchants.some((merchant) => merchant.demo)).toBe(true);
    expect(() => refuseDemoMerchantsInProduction(merchants, loadConfig(env))).toThrow(
      /"demo": true is refused with NODE_ENV=production/,
    );
    const optedIn = loadConfig({ ...env, ALLOW_DEMO_MERCHANTS_IN_PRODUCTION: 'true' });
    expect(() => refuseDemoMerchantsInProduction(merchants, optedIn)).not.toThrow();
    expect(() => loadVendorSecrets(merchants, env)).not.toThrow();
    expect(() => refuseDemoFallbacks(merchants, env)).not.toThrow();
    expect(read('lobby.env.example')).toMatch(/^# ALLOW_DEMO_MERCHANTS_IN_PRODUCTION=true$/m);
  });

  it('starts the instances once PostgreSQL and Redis are healthy, and the proxy once they are ready', () => {
    for (const name of ['postgres', 'redis']) {
      expect(compose.services[name]!.healthcheck?.test.length).toBeGreaterThan(0);
    }
    for (const [, service] of instances) {
      expect(service.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
      expect(service.healthcheck?.test).toEqual([
        'CMD',
        'node',
        'server/dist/health-probe.js',
        '/readyz',
      ]);
    }
    expect(proxy.depends_on).toEqual(
      Object.fromEntries(instances.map(([name]) => [name, { condition: 'service_healthy' }])),
    );
  });

  it('is the environment docs/operating.md gives for an instance', () => {
    const manual = read('docs/operating.md')
      .split(/^## /m)
      .find((part) => part.startsWith('Containers'));
    const rows = [...manual!.matchAll(/^\| `(\w+)` +\| `([^`]+)`/gm)].map((m) => [m[1], m[2]]);
    const documented = { environment: Object.fromEntries(rows) as Record<string, string> };
    expect(environment(documented)).toEqual(environment(instances[0]![1]));
  });

  it('keeps PostgreSQL on a volume and its password out of the file', () => {
    const postgres = compose.services.postgres!;
    const [volume] = postgres.volumes!;
    expect(volume).toMatch(/^[\w-]+:\/var\/lib\/postgresql\/data$/);
    expect(compose.volumes).toHaveProperty(volume!.split(':')[0]!);
    expect(postgres.environment!.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
  });
});
