import type { BrowserEventName, TrackedEventInput } from '@lobby/contract';

/** What a feature adds to an event: the payload's amounts and names, the value's extras. */
export interface EventDetails {
  payload?: TrackedEventInput['payload'];
  value?: TrackedEventInput['value'];
}

/**
 * Reports a tracked event (SPEC section 3) to the server and the merchant's pixels with one
 * eventID. Its code loads on the first event, so the first page carries none of it; reporting
 * is best effort and never disturbs the player.
 */
export function trackEvent(name: BrowserEventName, details: EventDetails = {}): void {
  import('./tracked-events-sender')
    .then(({ sendTrackedEvent }) => sendTrackedEvent(name, details))
    .catch(() => {
      // The event stays in the cache (if it got there) and goes with the next one.
    });
}
