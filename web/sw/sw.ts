/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  SHELL_FALLBACK_PATH,
  buildIdOf,
  isKeepablePage,
  oldPageCaches,
  pageCacheKey,
  pageCacheName,
} from './page-cache';
import { listenForPushes } from './push-events';

/**
 * Lobby's service worker, served as /m/sw.js?env=…&merchant=… with scope /m/ (web/vite.config.ts
 * builds it with vite-plugin-pwa's injectManifest):
 * - the build's hashed files are precached, and old precaches are removed;
 * - an app page (per merchant and language, with its first-paint data) is network-first, and the
 *   copy kept for offline use answers navigations under /m/ when the network does not;
 * - a push shows its notification, and a tap opens its link (push-events.ts);
 * - nothing else is touched: calls under /wps/ (sessions, member data) always go to the network
 *   and are never stored.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const precacheList = self.__WB_MANIFEST;
const params = new URL(self.location.href).searchParams;
const pageCache = pageCacheName(params.get('env'), params.get('merchant'), buildIdOf(precacheList));

// A new build takes over at once: pages ask the network first, and the update dialog reloads.
void self.skipWaiting();
clientsClaim();
precacheAndRoute(precacheList);
cleanupOutdatedCaches();
listenForPushes(self);

// The shell is kept from the first visit on, not only once a page is opened under the worker.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const url = new URL(SHELL_FALLBACK_PATH, self.location.origin).href;
      try {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (isKeepablePage(response)) {
          await (await caches.open(pageCache)).put(pageCacheKey(url), response);
        }
      } catch {
        // Offline while installing: the copy comes with the next page opened online.
      }
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(oldPageCaches(names, pageCache).map((name) => caches.delete(name))),
      ),
  );
});

const appPage = new NetworkFirst({
  cacheName: pageCache,
  // The page varies by Accept-Language; offline, the copy this phone was last given is the one.
  matchOptions: { ignoreVary: true },
  plugins: [
    {
      cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url),
      cacheWillUpdate: async ({ response }) => (isKeepablePage(response) ? response : null),
    },
  ],
});

registerRoute(
  new NavigationRoute(appPage, {
    allowlist: [/^\/m(\/|\?|$)/],
  }),
);

// Offline on a page never opened before: the shell of another (it draws any route).
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const cache = await caches.open(pageCache);
  const options = { ignoreVary: true, ignoreSearch: true };
  const shell = await cache.match(new URL(SHELL_FALLBACK_PATH, self.location.origin).href, options);
  if (shell) return shell;
  const [any] = await cache.keys();
  return (any && (await cache.match(any, options))) ?? Response.error();
});
