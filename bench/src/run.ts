/**
 * `npm run bench`: after `npm run build`, weighs each route's first load from Vite's manifest,
 * runs Lighthouse on the app's pages and a static reference page, then on a signed-in player's
 * pages, loads GET /wps/system/status and GET /wps/member/info on Lobby's real app next to a bare
 * Fastify app, compares sign-ins with raw argon2id verifies, and times calls as the tables grow
 * (PostgreSQL). `-- --growth` runs the growth section alone. Prints a table and writes every
 * figure to bench/results/latest.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { calls } from '@lobby/contract';
import { measureBundle } from './bundle-size.js';
import { growthSection } from './growth.js';
import { measureLoad, type LoadOptions } from './http-load.js';
import { measurePages } from './lighthouse.js';
import { memberPagesSection } from './member-pages-section.js';
import { addReferencePage, REFERENCE_PATH } from './reference-page.js';
import { printReport, type BenchResults, type Comparison } from './report.js';
import { startBare, startLobby, type RunningServer } from './servers.js';
import { envelopeCeiling, measureSignIns, registerMember, type SignInOptions } from './sign-in.js';
import {
  LIGHTHOUSE_RUNS,
  MEMBER_INFO_TARGET_RATIO,
  PAGES,
  PAGE_TARGETS,
  SIGN_IN_TARGET_RATIO,
} from './targets.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STATUS_PATH = calls.systemStatus.path;
const MEMBER_INFO_PATH = calls.memberInfo.path;
const LOAD: LoadOptions = {
  connections: 10,
  durationSeconds: 8,
  sliceSeconds: 1,
  warmupSeconds: 2,
};
const SIGN_IN: SignInOptions = { concurrency: 8, sliceSeconds: 2, rounds: 4 };

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function answerOf(url: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await fetch(url, { headers });
  const body = await answer.text();
  if (!answer.ok) throw new Error(`Lobby answered ${url} with ${answer.status}: ${body}`);
  return body;
}

async function measure(): Promise<Pick<BenchResults, 'lighthouse' | 'http' | 'signIn'>> {
  const servers: RunningServer[] = [];
  try {
    const lobby = await startLobby(repoRoot, addReferencePage);
    servers.push(lobby);
    // localhost, as SPEC section 2 lets search engines index the entry pages there.
    const pageOrigin = lobby.origin.replace('127.0.0.1', 'localhost');
    const pages = await measurePages({
      runs: LIGHTHOUSE_RUNS,
      pages: [
        ...PAGES.map((page) => ({ name: page.name, url: `${pageOrigin}${page.path}` })),
        { name: 'reference', url: `${pageOrigin}${REFERENCE_PATH}` },
      ],
    });

    const member = await registerMember(lobby.origin);
    const memberHeaders = { authorization: `Bearer ${member.token}` };
    const statusBody = await answerOf(`${lobby.origin}${STATUS_PATH}`);
    const infoBody = await answerOf(`${lobby.origin}${MEMBER_INFO_PATH}`, memberHeaders);
    // The same objects, so the bare apps serialize as much JSON as Lobby does.
    const bareStatus = await startBare(STATUS_PATH, JSON.parse(statusBody));
    servers.push(bareStatus);
    const bareInfo = await startBare(MEMBER_INFO_PATH, JSON.parse(infoBody));
    servers.push(bareInfo);
    const figures = await measureLoad({
      ...LOAD,
      targets: [
        { name: 'status', url: `${lobby.origin}${STATUS_PATH}` },
        { name: 'bareStatus', url: `${bareStatus.origin}${STATUS_PATH}` },
        { name: 'info', url: `${lobby.origin}${MEMBER_INFO_PATH}`, headers: memberHeaders },
        { name: 'bareInfo', url: `${bareInfo.origin}${MEMBER_INFO_PATH}` },
      ],
    });
    const compare = (
      endpoint: string,
      body: string,
      lobbyName: string,
      bareName: string,
    ): Comparison => {
      const ours = figures[lobbyName]!;
      const bare = figures[bareName]!;
      return {
        endpoint,
        responseBodyBytes: Buffer.byteLength(body),
        lobby: ours,
        bare,
        ratio: {
          requestsPerSecond: ours.requestsPerSecond / bare.requestsPerSecond,
          latencyP99: ours.latencyP99Ms / bare.latencyP99Ms,
        },
      };
    };

    // One member per sign-in in flight, as many players sign in at once.
    const members = [member];
    while (members.length < SIGN_IN.concurrency) members.push(await registerMember(lobby.origin));
    const signIns = await measureSignIns(lobby.origin, members, SIGN_IN);
    return {
      lighthouse: {
        settings: {
          runs: LIGHTHOUSE_RUNS,
          preset: 'Lighthouse 12 defaults: mobile, simulated slow 4G, 4x CPU slowdown',
          browser: 'Debian Chromium, headless',
        },
        targets: PAGE_TARGETS,
        indexable: PAGES.filter((page) => page.indexable).map((page) => page.name),
        pages,
      },
      http: {
        load: {
          ...LOAD,
          host: '127.0.0.1',
          generator: 'autocannon in a child process, the apps in turn',
        },
        status: compare(`GET ${STATUS_PATH}`, statusBody, 'status', 'bareStatus'),
        memberInfo: {
          ...compare(`GET ${MEMBER_INFO_PATH}`, infoBody, 'info', 'bareInfo'),
          targetRatio: MEMBER_INFO_TARGET_RATIO,
        },
      },
      signIn: {
        ...SIGN_IN,
        signIn: signIns.signIn,
        rawVerify: signIns.rawVerify,
        rsaUnwrap: signIns.rsaUnwrap,
        ratio: signIns.signIn.perSecond / signIns.rawVerify.perSecond,
        envelopeCeiling: envelopeCeiling(signIns.rawVerify, signIns.rsaUnwrap),
        targetRatio: SIGN_IN_TARGET_RATIO,
      },
    };
  } finally {
    for (const server of servers.reverse()) await server.close();
  }
}

const resultsDir = path.join(repoRoot, 'bench', 'results');
const saved = path.join(resultsDir, 'latest.json');
const context = { repoRoot, resultsDir };
const run = {
  timestamp: new Date().toISOString(),
  node: process.version,
  commit: git('rev-parse', 'HEAD'),
  uncommittedChanges: (git('status', '--porcelain') ?? '') !== '',
};
fs.mkdirSync(resultsDir, { recursive: true });
if (process.argv.includes('--growth')) {
  const growth = await growthSection.run(context);
  fs.writeFileSync(saved, `${JSON.stringify({ ...run, growth }, null, 2)}\n`);
  console.log(['', ...growthSection.report(growth), '', `Saved to ${saved}`, ''].join('\n'));
} else {
  const bundle = measureBundle(path.join(repoRoot, 'web', 'dist'));
  const results: BenchResults = {
    ...run,
    bundle,
    ...(await measure()),
    memberPages: await memberPagesSection.run(context),
    growth: await growthSection.run(context),
  };
  fs.writeFileSync(saved, `${JSON.stringify(results, null, 2)}\n`);
  printReport(results, path.relative(repoRoot, saved));
}
