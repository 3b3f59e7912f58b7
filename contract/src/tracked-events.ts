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
