/**
 * Search engines (SPEC section 2): which pages may be indexed, and each indexable page's meta
 * block per merchant and language (title, description, canonical, hreflang, Open Graph), the
 * same whether the server writes the page or web updates it on navigation.
 */

import { categoryOfPage } from '../games/games.js';
import { SEO_LANGUAGE_PARAM, toBcp47 } from '../core/language.js';
import { CATEGORY_PATHS, isIndexable, normalizePath, PAGE_PATHS } from '../core/routes.js';

export { SEO_LANGUAGE_PARAM };

/** The translation key of an indexable page's name; undefined for the entry pages. */
export function seoPageKey(pathname: string): string | undefined {
  const path = normalizePath(pathname);
  const category = categoryOfPage(path);
  if (category) return `category.${category.toLowerCase()}`;
  if (path === PAGE_PATHS.news) return 'page.news';
  if (path === PAGE_PATHS.download) return 'page.download';
  if (path === PAGE_PATHS.app) return 'page.app';
  return undefined;
}

export interface SeoInput {
  merchantName: string;
  /** The merchant's languages and its default (the alternates; x-default has no lang). */
  languages: readonly string[];
  defaultLanguage: string;
  language: string;
  /** The page's address: protocol and host, and its path. */
  origin: string;
  hostname: string;
  pathname: string;
  /** The page's name in the language (seoPageKey), or undefined for an entry page. */
  pageName: string | undefined;
  /** The merchant's description in the language (seo.description). */
  description: string;
}

export interface SeoMeta {
  indexable: boolean;
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  ogLocale: string;
}

const addressIn = (origin: string, path: string, language: string | undefined) =>
  `${origin}${path}${language ? `?${SEO_LANGUAGE_PARAM}=${encodeURIComponent(language)}` : ''}`;

/** The meta block of a page: indexable only as isIndexable says, alternates only then. */
export function seoMeta(input: SeoInput): SeoMeta {
  const path = normalizePath(input.pathname);
  const indexable = isIndexable(input.hostname, path);
  const langOf = (language: string) => (language === input.defaultLanguage ? undefined : language);
  return {
    indexable,
    title: input.pageName ? `${input.pageName} | ${input.merchantName}` : input.merchantName,
    description: input.description,
    canonical: addressIn(input.origin, path, langOf(input.language)),
    alternates: indexable
      ? [
          ...input.languages.map((language) => ({
            hreflang: toBcp47(language),
            href: addressIn(input.origin, path, langOf(language)),
          })),
          { hreflang: 'x-default', href: addressIn(input.origin, path, undefined) },
        ]
      : [],
    ogLocale: toBcp47(input.language).replace('-', '_'),
  };
}

/** The pages a sitemap lists: the entry page and the category pages. */
export const SITEMAP_PATHS: readonly string[] = ['/m/', ...CATEGORY_PATHS];

/** robots.txt for a host: everything allowed with the sitemap where indexing is, else nothing. */
export function robotsTxt(origin: string, hostname: string): string {
  return isIndexable(hostname, '/m/')
    ? `User-agent: *\nAllow: /m/\nDisallow: /wps/\nDisallow: /ops/\nSitemap: ${origin}/sitemap.xml\n`
    : 'User-agent: *\nDisallow: /\n';
}

const xml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap of a host: each indexable page with its language alternates; empty elsewhere. */
export function sitemapXml(
  origin: string,
  hostname: string,
  languages: readonly string[],
  defaultLanguage: string,
): string {
  const entries = SITEMAP_PATHS.filter((path) => isIndexable(hostname, path)).map((path) => {
    const links = languages
      .map((language) => {
        const href = addressIn(origin, path, language === defaultLanguage ? undefined : language);
        return `<xhtml:link rel="alternate" hreflang="${toBcp47(language)}" href="${xml(href)}"/>`;
      })
      .join('');
    return `<url><loc>${xml(`${origin}${path}`)}</loc>${links}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    `${entries.join('')}</urlset>\n`
  );
}
