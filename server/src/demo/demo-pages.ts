import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_PATHS } from '@lobby/contract';
import type { DemoLaunchClaims } from './demo-launch-token.js';
import { DEMO_VENDOR_PATH } from './demo-vendor.js';
import { escapeHtml, htmlPage } from '../core/html.js';

const HOME = PAGE_PATHS.home;

function page(title: string, bodyClass: string, script: string | null, body: string): string {
  return htmlPage({
    title,
    stylesheet: `${DEMO_VENDOR_PATH}/demo.css`,
    script: script ? `${DEMO_VENDOR_PATH}/${script}` : undefined,
    bodyClass,
    body,
  });
}

function header(claims: DemoLaunchClaims): string {
  return `<header class="bar">
<a class="back" href="${escapeHtml(claims.backUrl)}" target="_top" data-testid="vendor-back">&#8249; Back</a>
<h1>${escapeHtml(claims.displayName)}</h1>
</header>
<p class="player"><span data-testid="player-name">Player: ${escapeHtml(claims.userName)}</span>${
    claims.trial ? ' <span class="badge">Free trial</span>' : ''
  }</p>`;
}

/** What a game page needs to play rounds: its round token and amounts written for the page. */
export interface DemoRoundSetup {
  token: string;
  bet: string;
  /** Trials: the play money written out; real play: '' until the first round answers. */
  startBalance: string;
}

function walletLine(claims: DemoLaunchClaims, round: DemoRoundSetup): string {
  const label = claims.trial ? 'Play money' : 'Balance';
  return `<p class="balance">${label} <output id="balance" data-testid="balance">${escapeHtml(
    round.startBalance || '–',
  )}</output> · Bet <span data-testid="bet">${escapeHtml(round.bet)}</span></p>`;
}

function slotPage(claims: DemoLaunchClaims, round: DemoRoundSetup): string {
  const reel = (symbol: string) => `<span class="reel" data-symbol="0">${symbol}</span>`;
  return page(
    claims.displayName,
    'demo slot',
    'slot.js',
    `${header(claims)}
<main class="machine" data-round-token="${escapeHtml(round.token)}" data-trial="${claims.trial}">
<div class="reels" data-testid="reels" aria-label="Reels">${reel('7')}${reel('7')}${reel('7')}</div>
${walletLine(claims, round)}
<button id="spin" class="primary" type="button" data-testid="spin">Spin</button>
<p id="message" class="message" role="status" aria-live="polite" data-testid="win-message">Match three to win 10×, two for 2×.</p>
</main>`,
  );
}

function lotteryPage(claims: DemoLaunchClaims, round: DemoRoundSetup): string {
  const code = claims.lottery?.gameCode ?? claims.gameId;
  const mode = claims.lottery?.prizeMode ?? '';
  return page(
    claims.displayName,
    'demo lottery',
    'lottery.js',
    `${header(claims)}
<main class="draw" data-round-token="${escapeHtml(round.token)}" data-trial="${claims.trial}">
<p class="code">Game code <strong data-testid="lottery-code">${escapeHtml(code)}</strong>${
      mode ? ` · Prize mode <strong>${escapeHtml(mode)}</strong>` : ''
    }</p>
<p class="hint">Pick 6 numbers from 1 to 45. Match 3 to win 5×, up to 6 for 5000×.</p>
${walletLine(claims, round)}
<div id="board" class="board" role="group" aria-label="Numbers" data-testid="lottery-board"></div>
<div class="actions">
<button id="quick-pick" type="button" data-testid="quick-pick">Quick pick</button>
<button id="draw" class="primary" type="button" data-testid="draw" disabled>Draw</button>
</div>
<p id="drawn" class="drawn" role="status" aria-live="polite" data-testid="drawn-numbers"></p>
</main>`,
  );
}

/** The demo vendor's game page for a verified launch token. */
export function renderDemoGame(claims: DemoLaunchClaims, round: DemoRoundSetup): string {
  return claims.kind === 'lottery' ? lotteryPage(claims, round) : slotPage(claims, round);
}

/** What an expired or altered launch address shows: a way back to the member centre. */
export function renderExpiredLaunch(): string {
  return page(
    'Game link expired',
    'demo expired',
    null,
    `<main class="notice">
<h1>This game link has expired</h1>
<p>Game links work for a short time only. Go back and open the game again.</p>
<a class="primary" href="${HOME}" target="_top" data-testid="vendor-back">Back to home</a>
</main>`,
  );
}

/** The demo vendor's scripts and styles, by file name, with their content types. */
export function loadDemoAssets(): Map<string, { type: string; body: string }> {
  const folder = fileURLToPath(new URL('./demo-assets/', import.meta.url));
  const types: Record<string, string> = {
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
  };
  const assets = new Map<string, { type: string; body: string }>();
  for (const name of fs.readdirSync(folder)) {
    const type = types[path.extname(name)];
    if (type) assets.set(name, { type, body: fs.readFileSync(path.join(folder, name), 'utf8') });
  }
  return assets;
}
