/**
 * Server-to-server attribution (SPEC.md section 3), the platform's money callback and real-user
 * metrics (SPEC.md section 9): the fields, limits and timing rules both sides share.
 */
import { z } from 'zod/mini';
import { optionalText } from '../core/text.js';

/**
 * The merchant's app's own attribution ids (SPEC.md section 3: server-to-server attribution
 * info), passed to the web app in the first URL's query or by the `LobbyApp.s2sInfo()` bridge.
 */
export const S2S_INFO_FIELDS = [
  'adAppToken',
  'gpsAdid',
  'adid',
  'afAppId',
  'appsflyerId',
  'afAdvertisingId',
  'afOaid',
  'idfa',
  'idfv',
] as const;
export type S2sInfoField = (typeof S2S_INFO_FIELDS)[number];

/** The affiliate network's click id, kept beside the app's ids for the generic postback. */
export const S2S_CLICK_ID_FIELD = 'clickId';

/** The longest id kept (advertising ids are 36 characters, AppsFlyer ids about 30). */
export const S2S_INFO_MAX_LENGTH = 128;

/** An id of the app: letters, digits and the few marks the ids above use, nothing else. */
const s2sId = () =>
  optionalText(S2S_INFO_MAX_LENGTH).check(
    z.refine(
      (value: string | undefined) => value === undefined || /^[A-Za-z0-9._:-]*$/.test(value),
      'letters, digits and . _ : - only',
    ),
  );

/**
 * An AppsFlyer app id: `id` and the App Store digits, or an Android package name. The server puts
 * it in the URL's path (`POST …/inappevent/<app id>`), so nothing else, `..` least of all, passes.
 */
export const AF_APP_ID_FORMAT = /^(id\d{1,20}|[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+)$/;

export const s2sInfoSchema = z.object({
  adAppToken: s2sId(),
  gpsAdid: s2sId(),
  adid: s2sId(),
  afAppId: s2sId().check(
    z.refine(
      (value: string | undefined) => value === undefined || AF_APP_ID_FORMAT.test(value),
      'an App Store id (id and digits) or an Android package name',
    ),
  ),
  appsflyerId: s2sId(),
  afAdvertisingId: s2sId(),
  afOaid: s2sId(),
  idfa: s2sId(),
  idfv: s2sId(),
  clickId: s2sId(),
});
export type S2sInfo = z.infer<typeof s2sInfoSchema>;

/** True when the info names an AppsFlyer or an Adjust device: the track-events call is sent. */
export function hasAppAttribution(info: Partial<S2sInfo>): boolean {
  return !!(info.appsflyerId || info.adid || info.gpsAdid || info.idfa || info.adAppToken);
}

/** The most events one platform callback carries. */
export const PLATFORM_EVENTS_MAX = 20;
/** The longest JSON string of events the s2s track-events call may carry. */
export const TRACK_EVENTS_JSON_MAX = 16_000;

/** The postback destinations a merchant may configure. */
export const POSTBACK_DESTINATIONS = ['appsflyer', 'adjust', 'generic', 'local'] as const;
export type PostbackDestination = (typeof POSTBACK_DESTINATIONS)[number];
