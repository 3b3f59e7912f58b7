import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

/**
 * The deployment recipe as data: compose.yaml's services, the instances' environment and the
 * production start command, for the tests that check the recipe and for those that start the
 * same topology as processes (two instances, a proxy, PostgreSQL and Redis).
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ComposeService {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  env_file?: { path: string; required?: boolean }[];
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}

export interface Compose {
  services: Record<string, ComposeService>;
  networks: Record<string, { ipam?: { config?: { subnet: string }[] } }>;
  volumes: Record<string, unknown>;
}

/** compose.yaml, parsed. */
export function readCompose(): Compose {
  return yaml.load(fs.readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8')) as Compose;
}

/** The services that run Lobby: those built from this repository's Dockerfile. */
export function lobbyServices(compose: Compose): [string, ComposeService][] {
  return Object.entries(compose.services).filter(([, service]) => service.build === '.');
}

/**
 * An instance's environment as compose gives it, with `${NAME}` and `${NAME:?message}` filled
 * from `values` (compose reads them from .env).
 */
export function instanceEnvironment(
  service: ComposeService,
  values: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [
      name,
      interpolate(String(value), values, name),
    ]),
  );
}

/** One compose.yaml value with `${NAME}` and `${NAME:?message}` filled from `values`. */
export function interpolate(value: string, values: Record<string, string>, what: string): string {
  return value.replace(/\$\{(\w+)(:\?[^}]*)?\}/g, (_, key: string) => {
    const filled = values[key];
    if (filled === undefined) throw new Error(`compose.yaml needs ${key} for ${what}`);
    return filled;
  });
}

/** The production start: the `start` script of the root package.json, as argv. */
export function startCommand(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return manifest.scripts.start!.split(' ');
}
