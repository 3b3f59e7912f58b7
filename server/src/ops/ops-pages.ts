import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { OPS_BASE_PATH } from '@lobby/contract';
import { htmlPage } from '../core/html.js';

const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The operator pages' scripts and styles, read once; files of their own keep the CSP strict. */
function loadOpsAssets(): Map<string, { type: string; body: string }> {
  const folder = fileURLToPath(new URL('./assets/', import.meta.url));
  const assets = new Map<string, { type: string; body: string }>();
  for (const name of fs.readdirSync(folder)) {
    const type = ASSET_TYPES[path.extname(name)];
    if (type) assets.set(name, { type, body: fs.readFileSync(path.join(folder, name), 'utf8') });
  }
  return assets;
}

function page(title: string, script: string, body: string): string {
  return htmlPage({
    title,
    stylesheet: `${OPS_BASE_PATH}/assets/ops.css`,
    script: `${OPS_BASE_PATH}/assets/${script}`,
    body,
  });
}

const WITHDRAWALS_PAGE = page(
  'Withdrawals',
  'ops-withdrawals.js',
  `<header class="bar"><h1>Withdrawals</h1><a href="${OPS_BASE_PATH}/chat">Chat</a><a href="${OPS_BASE_PATH}/feedback">Feedback</a></header>
<main class="feedback">
<form id="filters" class="filters">
<div><label for="f-status">State</label><select id="f-status" name="status"><option value="">Any</option><option value="pending">pending</option><option value="approved">approved</option><option value="rejected">rejected</option></select></div>
<div><label for="f-user">Player</label><input id="f-user" name="userName" autocomplete="off" maxlength="64"></div>
<div><label for="f-min">Amount from</label><input id="f-min" name="minAmount" inputmode="decimal" autocomplete="off" maxlength="20"></div>
<div><label for="f-max">Amount to</label><input id="f-max" name="maxAmount" inputmode="decimal" autocomplete="off" maxlength="20"></div>
<div><label for="f-from">Requested from</label><input id="f-from" name="from" type="date" min="2000-01-01" max="2999-12-31"></div>
<div><label for="f-to">Requested to</label><input id="f-to" name="to" type="date" min="2000-01-01" max="2999-12-31"></div>
<button type="submit">Filter</button>
</form>
<p id="error" class="error" role="alert"></p>
<p id="empty" class="muted" hidden>No withdrawal requests match.</p>
<table data-testid="ops-withdrawals"><thead><tr><th>When</th><th>Player</th><th>Amount</th><th>Account</th><th>State</th><th>Decision</th></tr></thead><tbody id="entries"></tbody></table>
<nav class="pager" aria-label="Pages"><button id="previous" type="button" disabled>Previous</button><button id="next" type="button" disabled>Next</button></nav>
</main>`,
);

const html = (reply: FastifyReply, body: string) =>
  reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * The operator pages not yet moved into the console app (ops-app.ts, which signs operators in at
 * /ops/): /ops/withdrawals (signed-in operators only). Chat, feedback and the development inbox
 * are pages of the console.
 */
export function registerOpsPages(app: FastifyInstance, options: { devInbox: boolean }): void {
  const assets = loadOpsAssets();

  app.get(`${OPS_BASE_PATH}/withdrawals`, async (request, reply) =>
    request.operator ? html(reply, WITHDRAWALS_PAGE) : reply.redirect(`${OPS_BASE_PATH}/`),
  );
  if (!options.devInbox) {
    // Not the console's page either: production has no development inbox.
    app.get(`${OPS_BASE_PATH}/inbox`, async (_request, reply) => reply.callNotFound());
  }
  app.get<{ Params: { file: string } }>(`${OPS_BASE_PATH}/assets/:file`, async (request, reply) => {
    const asset = assets.get(request.params.file);
    if (!asset) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').type(asset.type).send(asset.body);
  });
}
