/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The shell of every page the server draws itself (operator pages, the demo vendor's games and
 * the demo checkout): English, phone-sized, kept out of search engines, no favicon request, one
 * stylesheet and at most one module script, both files of their own so the CSP stays strict.
 * `body` is HTML already escaped by its maker.
 */
export function htmlPage(page: {
  title: string;
  stylesheet: string;
  script?: string;
  /** A classic script run before the body is drawn (a file of its own, so the policy holds). */
  earlyScript?: string;
  bodyClass?: string;
  /** Data attributes of the body, by name after data-; values are escaped here. */
  bodyData?: Readonly<Record<string, string>>;
  /** The page's language (a BCP 47 tag) and direction; English left to right by default. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  body: string;
}): string {
  const { title, stylesheet, script, earlyScript, bodyClass, bodyData, body } = page;
  const data = Object.entries(bodyData ?? {})
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(page.lang ?? 'en')}"${page.dir ? ` dir="${page.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
${earlyScript ? `<script src="${escapeHtml(earlyScript)}"></script>\n` : ''}${script ? `<script type="module" src="${escapeHtml(script)}"></script>\n` : ''}</head>
<body${bodyClass ? ` class="${escapeHtml(bodyClass)}"` : ''}${data}>
${body}
</body>
</html>
`;
}
