import { calls } from '@lobby/contract';
import { measureLoad, type LoadOptions } from './http-load.js';
import { httpLines, type Comparison, type HttpResults } from './report.js';
import type { Section } from './section.js';
import { startBare, startLobby, type RunningServer } from './servers.js';
import { registerMember } from './sign-in.js';
import { MEMBER_INFO_TARGET_RATIO } from './targets.js';

const STATUS_PATH = calls.systemStatus.path;
const MEMBER_INFO_PATH = calls.memberInfo.path;
const LOAD: LoadOptions = {
  connections: 10,
  durationSeconds: 8,
  sliceSeconds: 1,
  warmupSeconds: 2,
};

async function answerOf(url: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await fetch(url, { headers });
  const body = await answer.text();
  if (!answer.ok) throw new Error(`Lobby answered ${url} with ${answer.status}: ${body}`);
  return body;
}

/** GET /wps/system/status and GET /wps/member/info next to bare Fastify routes. */
export const httpSection: Section<HttpResults> = {
  key: 'http',
  group: 'server',
  async run({ repoRoot }) {
    const servers: RunningServer[] = [];
    try {
      const lobby = await startLobby(repoRoot);
      servers.push(lobby);
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
      const compare = (endpoint: string, body: string, ours: string, bare: string): Comparison => ({
        endpoint,
        responseBodyBytes: Buffer.byteLength(body),
        lobby: figures[ours]!,
        bare: figures[bare]!,
        ratio: {
          requestsPerSecond: figures[ours]!.requestsPerSecond / figures[bare]!.requestsPerSecond,
          latencyP99: figures[ours]!.latencyP99Ms / figures[bare]!.latencyP99Ms,
        },
      });
      return {
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
      };
    } finally {
      for (const server of servers.reverse()) await server.close();
    }
  },
  report: httpLines,
};
