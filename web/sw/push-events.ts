/// <reference lib="webworker" />
import { isPushLink, readPushPayload } from '@lobby/contract';

/** Reads a push event's JSON data; undefined when it has none or it is not JSON. */
function dataOf(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return undefined;
  }
}

/**
 * Web push in the service worker: a push shows its notification (title, body, the link kept in
 * its data), and a tap focuses a tab already on that link or opens one.
 */
export function listenForPushes(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event) => {
    const payload = readPushPayload(dataOf(event));
    if (!payload) return;
    event.waitUntil(
      self.registration.showNotification(payload.title, {
        body: payload.body,
        data: { url: payload.url },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const { url } = (event.notification.data ?? {}) as { url?: string };
    const target = new URL(url && isPushLink(url) ? url : '/m/home', self.location.origin).href;
    event.waitUntil(
      (async () => {
        const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = tabs.find((tab) => tab.url === target);
        if (open) await open.focus();
        else await self.clients.openWindow(target);
      })(),
    );
  });
}
