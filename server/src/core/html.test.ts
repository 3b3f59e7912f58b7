import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlPage } from './html.js';

describe('html', () => {
  it('escapes the five characters that end text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });

  it('draws one shell: escaped title, its stylesheet and script, the body as given', () => {
    const html = htmlPage({
      title: 'Pay <Neon>',
      stylesheet: '/vendor/demo/demo.css',
      script: '/vendor/demo/slot.js',
      bodyClass: 'demo',
      body: '<main>ok</main>',
    });
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<title>Pay &#60;Neon&#62;</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="stylesheet" href="/vendor/demo/demo.css">');
    expect(html).toContain('<script type="module" src="/vendor/demo/slot.js"></script>');
    expect(html).toContain('<body class="demo">\n<main>ok</main>\n</body>');
  });

  it('leaves out the script and the body class when a page has none', () => {
    const html = htmlPage({ title: 'Sign in', stylesheet: '/ops/assets/ops.css', body: '' });
    expect(html).not.toContain('<script');
    expect(html).toContain('<body>\n');
  });
});
