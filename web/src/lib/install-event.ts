/** Chromium's install event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | undefined;

/** Where web/public/boot.js keeps an install event that came before the app had started. */
const EARLY_EVENT = 'lobbyInstallEvent';

/**
 * Defers the browser's install event (SPEC section 4) from the first script on, so it is kept
 * for the install prompt, which loads later, instead of the browser's own banner.
 */
export function deferInstallEvent(): void {
  deferred = (window as unknown as Record<string, InstallPromptEvent | undefined>)[EARLY_EVENT];
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
  });
}

/** The deferred install event, if the browser offered one and it was not used. */
export const deferredInstallEvent = (): InstallPromptEvent | undefined => deferred;

export function clearDeferredInstallEvent(): void {
  deferred = undefined;
}
