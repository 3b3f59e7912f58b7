import type { FastifyInstance } from 'fastify';

/** Where the bench's own server answers the reference page; production has no such route. */
export const REFERENCE_PATH = '/bench/reference';

/**
 * A static page the size of a small article: a heading, text and a styled box, no script, no
 * image. What a phone can do with a page from this server, for Lighthouse to compare Lobby with.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A static page Lighthouse measures beside Lobby's pages, on the same server.">
<title>Reference page</title>
<link rel="icon" href="/m/favicon.svg">
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fafafa}
main{max-width:40rem;margin:0 auto;padding:1rem}
h1{font-size:1.75rem;margin:0 0 .5rem}
.card{background:#fff;border-radius:.75rem;padding:1rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
</style>
</head>
<body>
<main>
<h1>Reference page</h1>
<div class="card">
${'<p>This page is static HTML with its styles inline: no script, no web font, no image, one request. Lighthouse measures it with the same settings as the app pages, so the gap between them is what the app itself costs.</p>\n'.repeat(4)}</div>
</main>
</body>
</html>
`;

/** Adds the reference page to the bench's own Lobby server. */
export function addReferencePage(app: FastifyInstance): void {
  app.get(REFERENCE_PATH, {
    // Lobby marks every page outside SPEC section 2's indexable ones noindex; this one is
    // measured as a page meant for search engines. (Route hooks run after the app's own.)
    onSend: async (_request, reply) => {
      reply.removeHeader('x-robots-tag');
    },
    handler: (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PAGE),
  });
}
