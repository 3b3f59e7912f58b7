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

const CHAT_PAGE = page(
  'Customer chat',
  'ops-chat.js',
  `<header class="bar"><h1>Customer chat</h1><a href="${OPS_BASE_PATH}/feedback">Feedback</a><a href="${OPS_BASE_PATH}/withdrawals">Withdrawals</a><span id="who"></span><button id="sign-out" type="button">Sign out</button></header>
<main class="chat">
<nav aria-label="Conversations"><ul id="conversations" data-testid="ops-conversations"></ul><p id="empty" class="muted">No conversations yet.</p></nav>
<section aria-label="Messages">
<ol id="messages" data-testid="ops-messages" aria-live="polite"></ol>
<form id="reply" hidden>
<label for="reply-text">Answer</label>
<input id="reply-text" autocomplete="off" required maxlength="1000">
<button type="submit">Send</button>
</form>
</section>
</main>`,
);

const FEEDBACK_PAGE = page(
  'Player feedback',
  'ops-feedback.js',
  `<header class="bar"><h1>Player feedback</h1><a href="${OPS_BASE_PATH}/chat">Chat</a></header>
<main class="feedback">
<p id="empty" class="muted" hidden>No feedback yet.</p>
<table data-testid="ops-feedback"><thead><tr><th>When</th><th>Player</th><th>Category</th><th>Text</th><th>Screenshot</th></tr></thead><tbody id="entries"></tbody></table>
</main>`,
);

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

const INBOX_PAGE = page(
  'Development inbox',
  'ops-inbox.js',
  `<header class="bar"><h1>Development inbox</h1><a href="${OPS_BASE_PATH}/chat">Chat</a></header>
<main class="feedback">
<p class="muted">Texts and emails the local adapters sent instead of a real provider. Not served in production.</p>
<p id="empty" class="muted" hidden>Nothing sent yet.</p>
<table data-testid="ops-inbox"><thead><tr><th>When</th><th>Channel</th><th>To</th><th>Text</th></tr></thead><tbody id="entries"></tbody></table>
</main>`,
);

const html = (reply: FastifyReply, body: string) =>
  reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * The operator pages not yet moved into the console app (ops-app.ts, which signs operators in at
 * /ops/): /ops/chat, /ops/feedback and /ops/withdrawals (signed-in operators only), and outside
 * production the development inbox at /ops/inbox.
 */
export function registerOpsPages(app: FastifyInstance, options: { devInbox: boolean }): void {
  const assets = loadOpsAssets();

  app.get(`${OPS_BASE_PATH}/chat`, async (request, reply) =>
    request.operator ? html(reply, CHAT_PAGE) : reply.redirect(`${OPS_BASE_PATH}/`),
  );
  app.get(`${OPS_BASE_PATH}/feedback`, async (request, reply) =>
    request.operator ? html(reply, FEEDBACK_PAGE) : reply.redirect(`${OPS_BASE_PATH}/`),
  );
  app.get(`${OPS_BASE_PATH}/withdrawals`, async (request, reply) =>
    request.operator ? html(reply, WITHDRAWALS_PAGE) : reply.redirect(`${OPS_BASE_PATH}/`),
  );
  if (options.devInbox) {
    app.get(`${OPS_BASE_PATH}/inbox`, async (request, reply) =>
      request.operator ? html(reply, INBOX_PAGE) : reply.redirect(`${OPS_BASE_PATH}/`),
    );
  }
  app.get<{ Params: { file: string } }>(`${OPS_BASE_PATH}/assets/:file`, async (request, reply) => {
    const asset = assets.get(request.params.file);
    if (!asset) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').type(asset.type).send(asset.body);
  });
}
