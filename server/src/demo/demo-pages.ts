import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isUiLanguage, PAGE_PATHS, RTL_LANGUAGES, toBcp47, type UiLanguage } from '@lobby/contract';
import type { DemoLaunchClaims } from './demo-launch-token.js';
import { DEMO_VENDOR_PATH } from './demo-vendor.js';
import { escapeHtml, htmlPage } from '../core/html.js';
import { DEMO_PAGE_TEXTS, type DemoPageTexts } from './demo-page-texts.js';

const HOME = PAGE_PATHS.home;

/**
 * The page's language: the one the game was launched in (a lottery gets the lottery's own
 * language list, SPEC section 5), else English.
 */
export function demoPageLanguage(language: string): UiLanguage {
  const code = language.toUpperCase();
  return isUiLanguage(code) ? code : 'EN';
}

/** A text of the page in its language, {{placeholders}} filled (and escaped) from `values`. */
function say(
  texts: DemoPageTexts,
  key: keyof DemoPageTexts,
  values: Record<string, string> = {},
): string {
  return escapeHtml(texts[key]).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? values[name]! : whole,
  );
}

function page(
  language: UiLanguage,
  title: string,
  bodyClass: string,
  script: string | null,
  body: string,
): string {
  return htmlPage({
    title,
    stylesheet: `${DEMO_VENDOR_PATH}/demo.css`,
    earlyScript: `${DEMO_VENDOR_PATH}/frame.js`,
    script: script ? `${DEMO_VENDOR_PATH}/${script}` : undefined,
    bodyClass,
    // The scripts' words ride in an attribute: no inline script, so the strict policy holds.
    bodyData: { texts: JSON.stringify(DEMO_PAGE_TEXTS[language]) },
    lang: toBcp47(language),
    dir: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr',
    body,
  });
}

/**
 * The page's own bar with Back: hidden (frame.js) when the member centre frames the page, whose
 * bar already has one, so the player meets one back bar either way.
 */
function header(claims: DemoLaunchClaims, texts: DemoPageTexts): string {
  return `<header class="bar">
<a class="back" href="${escapeHtml(claims.backUrl)}" target="_top" data-testid="vendor-back">${say(texts, 'back')}</a>
<h1>${escapeHtml(claims.displayName)}</h1>
</header>
<p class="player"><span data-testid="player-name">${say(texts, 'player', {
    name: `<bdi>${escapeHtml(claims.userName)}</bdi>`,
  })}</span>${claims.trial ? ` <span class="badge">${say(texts, 'freeTrial')}</span>` : ''}</p>`;
}

/** What a game page needs to play rounds: its round token and amounts written for the page. */
export interface DemoRoundSetup {
  token: string;
  bet: string;
  /** The balance before the first round: the play money of a trial, else the member's own. */
  startBalance: string;
}

function walletLine(claims: DemoLaunchClaims, round: DemoRoundSetup, texts: DemoPageTexts): string {
  const label = say(texts, claims.trial ? 'playMoney' : 'balance');
  return `<p class="balance">${label} <output id="balance" data-testid="balance"><bdi>${escapeHtml(
    round.startBalance,
  )}</bdi></output> · ${say(texts, 'bet')} <span data-testid="bet"><bdi>${escapeHtml(round.bet)}</bdi></span></p>`;
}

function slotPage(claims: DemoLaunchClaims, round: DemoRoundSetup): string {
  const language = demoPageLanguage(claims.language);
  const texts = DEMO_PAGE_TEXTS[language];
  const reel = (symbol: string) => `<span class="reel" data-symbol="0">${symbol}</span>`;
  return page(
    language,
    claims.displayName,
    'demo slot',
    'slot.js',
    `${header(claims, texts)}
<main class="machine" data-round-token="${escapeHtml(round.token)}" data-trial="${claims.trial}">
<div class="reels" data-testid="reels" aria-label="${say(texts, 'reels')}" dir="ltr">${reel('7')}${reel('7')}${reel('7')}</div>
${walletLine(claims, round, texts)}
<button id="spin" class="primary" type="button" data-testid="spin">${say(texts, 'spin')}</button>
<p id="message" class="message" role="status" aria-live="polite" data-testid="win-message">${say(texts, 'slotHint')}</p>
</main>`,
  );
}

function lotteryPage(claims: DemoLaunchClaims, round: DemoRoundSetup): string {
  const language = demoPageLanguage(claims.language);
  const texts = DEMO_PAGE_TEXTS[language];
  const code = claims.lottery?.gameCode ?? claims.gameId;
  const mode = claims.lottery?.prizeMode ?? '';
  return page(
    language,
    claims.displayName,
    'demo lottery',
    'lottery.js',
    `${header(claims, texts)}
<main class="draw" data-round-token="${escapeHtml(round.token)}" data-trial="${claims.trial}">
<p class="code">${say(texts, 'gameCode')} <strong data-testid="lottery-code">${escapeHtml(code)}</strong>${
      mode ? ` · ${say(texts, 'prizeMode')} <strong>${escapeHtml(mode)}</strong>` : ''
    }</p>
<p class="hint">${say(texts, 'lotteryHint')}</p>
${walletLine(claims, round, texts)}
<div id="board" class="board" role="group" aria-label="${say(texts, 'numbers')}" data-testid="lottery-board"></div>
<div class="actions">
<button id="quick-pick" type="button" data-testid="quick-pick">${say(texts, 'quickPick')}</button>
<button id="draw" class="primary" type="button" data-testid="draw" disabled>${say(texts, 'draw')}</button>
</div>
<p id="drawn" class="drawn" role="status" aria-live="polite" data-testid="drawn-numbers"></p>
</main>`,
  );
}

/** The demo vendor's game page for a verified launch token. */
export function renderDemoGame(claims: DemoLaunchClaims, round: DemoRoundSetup): string {
  return claims.kind === 'lottery' ? lotteryPage(claims, round) : slotPage(claims, round);
}

/**
 * What an expired or altered launch address shows, in the request's language (the token that
 * named one cannot be read): a way back to the member centre.
 */
export function renderExpiredLaunch(requestedLanguage: string): string {
  const language = demoPageLanguage(requestedLanguage);
  const texts = DEMO_PAGE_TEXTS[language];
  return page(
    language,
    texts.linkExpiredTitle,
    'demo expired',
    null,
    `<main class="notice">
<h1>${say(texts, 'linkExpiredTitle')}</h1>
<p>${say(texts, 'linkExpiredBody')}</p>
<a class="primary" href="${HOME}" target="_top" data-testid="vendor-back">${say(texts, 'backHome')}</a>
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
