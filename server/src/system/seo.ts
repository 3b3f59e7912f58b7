import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  isUiLanguage,
  robotsTxt,
  seoMeta,
  seoPageKey,
  sitemapXml,
  type SeoMeta,
  type UiLanguage,
} from '@lobby/contract';
import { escapeHtml } from '../core/html.js';
import type { MerchantConfig } from '../core/merchant-config.js';

/** A language's messages, as web's language file holds them. */
type Messages = Record<string, string>;

/**
 * The page names and the merchant description of the meta block, read from web's language files
 * (web/src/locales, the one source of player strings), once per language; English fills a gap.
 */
export function readSeoTexts(webDist: string): (language: UiLanguage) => Messages {
  const dir = path.resolve(webDist, '..', 'src', 'locales');
  const cache = new Map<string, Messages>();
  const read = (language: string): Messages => {
    let messages = cache.get(language);
    if (!messages) {
      try {
        messages = JSON.parse(fs.readFileSync(path.join(dir, `${language}.json`), 'utf8'));
      } catch {
        messages = {};
      }
      cache.set(language, messages!);
    }
    return messages!;
  };
  return (language) => ({ ...read('EN'), ...read(language) });
}

/** The address a request was made to: its origin and host name (without the port). */
export function requestAddress(request: FastifyRequest): { origin: string; hostname: string } {
  const host = request.host;
  return { origin: `${request.protocol}://${host}`, hostname: host.replace(/:\d+$/, '') };
}

/** A page's meta block for its merchant and language (SPEC section 2). */
export function pageSeo(
  request: FastifyRequest,
  merchant: MerchantConfig,
  language: UiLanguage,
  pathname: string,
  messages: Messages,
): SeoMeta {
  const key = seoPageKey(pathname);
  return seoMeta({
    merchantName: merchant.name,
    languages: merchant.languages.filter(isUiLanguage),
    defaultLanguage: merchant.defaultLanguage,
    language,
    ...requestAddress(request),
    pathname,
    pageName: key ? messages[key] : undefined,
    description: (messages['seo.description'] ?? '').replace('{{merchant}}', merchant.name),
  });
}

/** The meta block as HTML for the page's head: title, description, robots, links, Open Graph. */
export function seoHead(meta: SeoMeta): string {
  const attr = escapeHtml;
  return [
    `<title>${attr(meta.title)}</title>`,
    meta.description ? `<meta name="description" content="${attr(meta.description)}">` : '',
    `<meta name="robots" content="${meta.indexable ? 'index,follow' : 'noindex,nofollow'}">`,
    `<link rel="canonical" href="${attr(meta.canonical)}">`,
    ...meta.alternates.map(
      (link) =>
        `<link rel="alternate" hreflang="${attr(link.hreflang)}" href="${attr(link.href)}">`,
    ),
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${attr(meta.title)}">`,
    meta.description ? `<meta property="og:description" content="${attr(meta.description)}">` : '',
    `<meta property="og:url" content="${attr(meta.canonical)}">`,
    `<meta property="og:locale" content="${attr(meta.ogLocale)}">`,
  ].join('');
}

/** robots.txt and the sitemap of the request's host. */
export function robotsOf(request: FastifyRequest): string {
  const { origin, hostname } = requestAddress(request);
  return robotsTxt(origin, hostname);
}

export function sitemapOf(request: FastifyRequest, merchant: MerchantConfig): string {
  const { origin, hostname } = requestAddress(request);
  return sitemapXml(
    origin,
    hostname,
    merchant.languages.filter(isUiLanguage),
    merchant.defaultLanguage,
  );
}
