import { useMemo } from 'react';
import { localDigits, numberingSystem, toBcp47 } from '@lobby/contract';
import { t, useLanguage } from './i18n';

// Every date and relative time web shows goes through here. Browsers lack the date data of some
// languages (Chromium has none for my, km, lo, ne and only a name for kk, and answers ur-Latn in
// Arabic script); those get the patterns of the language files instead of English or Urdu.

/** What a support check is asked about: dates and times, or relative times. */
export type DateKind = 'date' | 'relative';
export type SupportCheck = (kind: DateKind, tag: string) => boolean;
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** dayTime: "Sun, Nov 22, 8:38 PM"; dateTime: "Nov 22, 2026, 8:38 PM". */
export type DateStyle = 'dayTime' | 'dateTime';

const NATIVE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};
const PATTERN_KEYS: Record<DateStyle, string> = {
  dayTime: 'date.dayTime',
  dateTime: 'date.dateTime',
};
const STEPS = [
  { unit: 'day', seconds: 86_400, key: 'time.daysAgo' },
  { unit: 'hour', seconds: 3600, key: 'time.hoursAgo' },
  { unit: 'minute', seconds: 60, key: 'time.minutesAgo' },
] as const;

// ICU's root locale, which a browser uses when it knows a locale's name but ships none of its
// data, writes months as M01–M12 and relative times with a sign ("-5 min").
const ROOT_MONTH = /^M\d{1,2}$/;
const ROOT_RELATIVE = /^[-+\u2212]\s?\d/;
const PROBE_DATE = new Date(2026, 10, 22, 20, 38);

function sameLanguage(requested: string, resolved: string): boolean {
  const wanted = new Intl.Locale(requested).maximize();
  const got = new Intl.Locale(resolved).maximize();
  return wanted.language === got.language && wanted.script === got.script;
}

function probe(kind: DateKind, tag: string): boolean {
  try {
    if (kind === 'date') {
      if (Intl.DateTimeFormat.supportedLocalesOf([tag]).length === 0) return false;
      const format = new Intl.DateTimeFormat(tag, { month: 'long' });
      return (
        sameLanguage(tag, format.resolvedOptions().locale) &&
        !ROOT_MONTH.test(format.format(PROBE_DATE))
      );
    }
    if (typeof Intl.RelativeTimeFormat !== 'function') return false;
    if (Intl.RelativeTimeFormat.supportedLocalesOf([tag]).length === 0) return false;
    const format = new Intl.RelativeTimeFormat(tag);
    return (
      sameLanguage(tag, format.resolvedOptions().locale) &&
      !ROOT_RELATIVE.test(format.format(-5, 'minute').trim())
    );
  } catch {
    return false;
  }
}

const probed = new Map<string, boolean>();

/**
 * True when this browser formats the kind in the locale (a BCP 47 tag) with the locale's own data:
 * listed by supportedLocalesOf, resolved to the same language and script, and not ICU's root data.
 */
export function browserSupports(kind: DateKind, tag: string): boolean {
  const key = `${kind} ${tag}`;
  let supported = probed.get(key);
  if (supported === undefined) {
    supported = probe(kind, tag);
    probed.set(key, supported);
  }
  return supported;
}

/** Formats dates and "5 minutes ago" in one language. */
export interface DateFormatter {
  /** A date and time in the given style; a value that is not a date is returned as text. */
  date(value: Date | string, style: DateStyle): string;
  /** How long ago: "now" within a minute, then minutes, hours, days; a future time is "now". */
  timeAgo(value: Date | string, now?: number): string;
}

const pad = (n: number): string => String(n).padStart(2, '0');

// A 12-hour clock writes 8:38 PM, never 08:38 PM; 24-hour clocks keep their leading zero.
function nativeOptions(tag: string, style: DateStyle, digits?: string): Intl.DateTimeFormatOptions {
  const options = { ...NATIVE_STYLES[style], numberingSystem: digits };
  const twelveHour = new Intl.DateTimeFormat(tag, { hour: 'numeric' }).resolvedOptions().hour12;
  return twelveHour && options.hour ? { ...options, hour: 'numeric' } : options;
}

/**
 * A formatter for a UI language: the browser's Intl where it has the language's data, the
 * language file's patterns (through translate) where it has not.
 */
export function dateFormatter(
  language: string,
  translate: Translate = t,
  supports: SupportCheck = browserSupports,
): DateFormatter {
  const tag = toBcp47(language);
  const digits = numberingSystem(language);
  const native = new Map<DateStyle, Intl.DateTimeFormat>();
  let relative: Intl.RelativeTimeFormat | undefined;

  const fromPattern = (date: Date, style: DateStyle): string => {
    const months = translate('date.months').split('|');
    const weekdays = translate('date.weekdays').split('|');
    const text = translate(PATTERN_KEYS[style], {
      weekday: weekdays[date.getDay()] ?? '',
      month: months[date.getMonth()] ?? '',
      day: date.getDate(),
      year: date.getFullYear(),
      hour: pad(date.getHours()),
      minute: pad(date.getMinutes()),
    });
    return localDigits(text, language);
  };

  return {
    date(value, style) {
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) return String(value);
      if (!supports('date', tag)) return fromPattern(date, style);
      let format = native.get(style);
      if (!format) {
        format = new Intl.DateTimeFormat(tag, nativeOptions(tag, style, digits));
        native.set(style, format);
      }
      return format.format(date);
    },

    timeAgo(value, now = Date.now()) {
      const time = new Date(value).getTime();
      if (Number.isNaN(time)) return String(value);
      const elapsed = Math.max(0, Math.round((now - time) / 1000));
      const step = STEPS.find(({ seconds }) => elapsed >= seconds);
      if (!supports('relative', tag)) {
        return localDigits(
          step
            ? translate(step.key, { count: Math.round(elapsed / step.seconds) })
            : translate('time.now'),
          language,
        );
      }
      relative ??= new Intl.RelativeTimeFormat(digits ? `${tag}-u-nu-${digits}` : tag, {
        numeric: 'auto',
      });
      return step
        ? relative.format(-Math.round(elapsed / step.seconds), step.unit)
        : relative.format(0, 'second');
    },
  };
}

/** The date formatter of the current language in a component, renewed when it changes. */
export function useDates(): DateFormatter {
  const language = useLanguage();
  return useMemo(() => dateFormatter(language), [language]);
}
