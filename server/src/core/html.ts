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
  bodyClass?: string;
  body: string;
}): string {
  const { title, stylesheet, script, bodyClass, body } = page;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
${script ? `<script type="module" src="${escapeHtml(script)}"></script>\n` : ''}</head>
<body${bodyClass ? ` class="${escapeHtml(bodyClass)}"` : ''}>
${body}
</body>
</html>
`;
}
