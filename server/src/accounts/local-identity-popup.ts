import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  isUiLanguage,
  LOCAL_IDENTITY_MESSAGE,
  LOCAL_IDENTITY_POPUP_PATH,
  RTL_LANGUAGES,
  SOCIAL_WAY_LABELS,
  SOCIAL_WAY_PROVIDERS,
  toBcp47,
  type SocialSignInWay,
  type UiLanguage,
} from '@lobby/contract';
import { escapeHtml, htmlPage } from '../core/html.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { LOCAL_IDENTITY_TEXTS } from './local-identity-texts.js';

const ASSETS = fileURLToPath(new URL('./local-identity-assets/', import.meta.url));
const SCRIPT = `${LOCAL_IDENTITY_POPUP_PATH}.js`;
const STYLESHEET = `${LOCAL_IDENTITY_POPUP_PATH}.css`;
const STATE = /^[\w-]{8,64}$/;

const isWay = (way: unknown): way is SocialSignInWay =>
  typeof way === 'string' && Object.hasOwn(SOCIAL_WAY_LABELS, way);

/** True when this way of the merchant signs in through the offline fake (demo merchants). */
const servedByLocalFake = (merchant: MerchantConfig, way: SocialSignInWay) =>
  merchant.signIn[SOCIAL_WAY_PROVIDERS[way]]?.provider === 'local';

function popupPage(way: SocialSignInWay, state: string, language: UiLanguage): string {
  const texts = LOCAL_IDENTITY_TEXTS[language];
  const say = (text: string) =>
    escapeHtml(text).replaceAll('{{provider}}', escapeHtml(SOCIAL_WAY_LABELS[way]));
  return htmlPage({
    title: texts.title.replaceAll('{{provider}}', SOCIAL_WAY_LABELS[way]),
    stylesheet: STYLESHEET,
    script: SCRIPT,
    bodyData: { state, message: LOCAL_IDENTITY_MESSAGE },
    lang: toBcp47(language),
    dir: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr',
    body: `<main>
<h1>${say(texts.title)}</h1>
<p>${say(texts.body)}</p>
<form>
<label>${say(texts.subject)}
<input name="subject" required autocomplete="off" maxlength="64" pattern="[A-Za-z0-9_.\\-]{1,64}" data-testid="local-identity-subject">
</label>
<button type="submit">${say(texts.continue)}</button>
</form>
</main>`,
  });
}

/**
 * The offline fake provider's sign-in window, opened by the login page as a real provider's popup
 * is (so the one-popup, closure and 8-second rules run on it too). Only where the way's provider
 * is the local fake; elsewhere it is not found.
 */
export function registerLocalIdentityPopup(app: FastifyInstance): void {
  const assets = {
    [SCRIPT]: {
      type: 'text/javascript; charset=utf-8',
      body: fs.readFileSync(`${ASSETS}popup.js`, 'utf8'),
    },
    [STYLESHEET]: {
      type: 'text/css; charset=utf-8',
      body: fs.readFileSync(`${ASSETS}popup.css`, 'utf8'),
    },
  };
  for (const [path, asset] of Object.entries(assets)) {
    app.get(path, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type(asset.type).send(asset.body),
    );
  }
  app.get(LOCAL_IDENTITY_POPUP_PATH, async (request, reply) => {
    const { way, state, lang } = request.query as Record<string, unknown>;
    const merchant = request.merchant;
    if (!merchant || !isWay(way) || !servedByLocalFake(merchant, way)) return reply.callNotFound();
    if (typeof state !== 'string' || !STATE.test(state)) return reply.callNotFound();
    const code = typeof lang === 'string' ? lang.toUpperCase() : '';
    const language = isUiLanguage(code) ? code : 'EN';
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(popupPage(way, state, language));
  });
}
