import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { seoMeta, seoPageKey, type SeoMeta, type StatusInfo } from '@lobby/contract';
import { useLanguage, useT } from '../../lib/i18n';

/** Sets one head element's attribute, adding the element when the page has none. */
function headElement(
  selector: string,
  create: () => HTMLElement,
  attribute: string,
  value: string,
) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

const meta = (attribute: 'name' | 'property', key: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(attribute, key);
  return element;
};

/** Writes the meta block the server writes into a page, for the page navigated to. */
export function applySeo(seo: SeoMeta): void {
  document.title = seo.title;
  headElement('meta[name="description"]', meta('name', 'description'), 'content', seo.description);
  const robots = seo.indexable ? 'index,follow' : 'noindex,nofollow';
  headElement('meta[name="robots"]', meta('name', 'robots'), 'content', robots);
  const canonical = () => Object.assign(document.createElement('link'), { rel: 'canonical' });
  headElement('link[rel="canonical"]', canonical, 'href', seo.canonical);
  headElement('meta[property="og:title"]', meta('property', 'og:title'), 'content', seo.title);
  headElement('meta[property="og:url"]', meta('property', 'og:url'), 'content', seo.canonical);
  const description = meta('property', 'og:description');
  headElement('meta[property="og:description"]', description, 'content', seo.description);
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]'))
    link.remove();
  for (const alternate of seo.alternates) {
    const link = Object.assign(document.createElement('link'), { rel: 'alternate' });
    link.setAttribute('hreflang', alternate.hreflang);
    link.href = alternate.href;
    document.head.appendChild(link);
  }
}

/** Keeps the page's meta block (SPEC section 2) right as the player navigates and changes language. */
export default function SeoEffects({ status }: { status: StatusInfo }) {
  const [pathname] = useLocation();
  const language = useLanguage();
  const t = useT();
  useEffect(() => {
    const key = seoPageKey(pathname);
    applySeo(
      seoMeta({
        merchantName: status.merchantName,
        languages: status.languages,
        defaultLanguage: status.defaultLanguage,
        language,
        origin: window.location.origin,
        hostname: window.location.hostname,
        pathname,
        pageName: key ? t(key) : undefined,
        description: t('seo.description', { merchant: status.merchantName }),
      }),
    );
  }, [pathname, language, status, t]);
  return null;
}
