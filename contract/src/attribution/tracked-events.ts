/**
 * The conversion events partners are paid on (SPEC.md section 3). Each event has one eventID,
 * shared by the browser's pixel and the server, and the server's event ledger keeps it once.
 */
export const TRACKED_EVENTS = [
  'firstOpen',
  'registerSubmit',
  'register',
  'depositSubmit',
  'firstDeposit',
  'withdraw',
  'deposit',
  'redeposit',
  'firstDepositArrival',
  'startTrial',
  'login',
  'viewContent',
  'downloadApp',
  'gameLaunch',
  'a2hsInstalled',
  'a2hsFirstOpen',
] as const;
export type TrackedEventName = (typeof TRACKED_EVENTS)[number];

/** The money events: written by the wallet (or an external platform's signed callback) only. */
export const MONEY_EVENTS = [
  'deposit',
  'firstDeposit',
  'redeposit',
  'firstDepositArrival',
  'withdraw',
] as const satisfies readonly TrackedEventName[];
export type MoneyEventName = (typeof MONEY_EVENTS)[number];

/** Where an event in the ledger came from. */
export const TRACKED_EVENT_SOURCES = ['browser', 'wallet', 'platform'] as const;
export type TrackedEventSource = (typeof TRACKED_EVENT_SOURCES)[number];

/** An eventID: what the browser makes (a UUID) or the server derives; bounded for its column. */
export const EVENT_ID_MAX_LENGTH = 64;

/** The events a browser may report: every tracked event but the money ones (the wallet's). */
export const BROWSER_EVENTS = TRACKED_EVENTS.filter(
  (name): name is Exclude<TrackedEventName, MoneyEventName> =>
    !(MONEY_EVENTS as readonly string[]).includes(name),
);
export type BrowserEventName = (typeof BROWSER_EVENTS)[number];

/** Sent once per device: firstOpen and the home-screen first open (SPEC section 4). */
export const ONCE_PER_DEVICE_EVENTS = [
  'firstOpen',
  'a2hsFirstOpen',
] as const satisfies readonly BrowserEventName[];
/** Sent once per browser session (SPEC section 4). */
export const ONCE_PER_SESSION_EVENTS = [
  'viewContent',
] as const satisfies readonly BrowserEventName[];

/** The eventID an event sent once per device takes: the same on every try, so the ledger keeps one. */
export function oncePerDeviceEventId(name: BrowserEventName, deviceId: string): string {
  return `${name}-${deviceId}`.slice(0, EVENT_ID_MAX_LENGTH);
}

/** What an eventID may hold: letters, digits and - _ . : (a UUID, or a name and a device id). */
export const EVENT_ID_PATTERN = /^[A-Za-z0-9_.:-]{8,64}$/;

/** How the site was opened (the value's pwaType): from the home screen, as a PWA or a web clip. */
export const PWA_TYPES = ['homescreen', 'PWA', 'WEBCLIP'] as const;

/** Events that only a signed-in member's browser reports; without a session they are not recorded. */
export const MEMBER_EVENTS = [
  'register',
  'login',
  'gameLaunch',
  'depositSubmit',
] as const satisfies readonly BrowserEventName[];
