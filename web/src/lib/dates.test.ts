// @vitest-environment node
// (Node's own Intl, as a browser's; the files are read from disk.)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatNumber, UI_LANGUAGES } from '@lobby/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserSupports, dateFormatter, type SupportCheck, type Translate } from './dates';

const folder = fileURLToPath(new URL('../locales/', import.meta.url));

function translator(code: string): Translate {
  const messages = JSON.parse(readFileSync(`${folder}${code}.json`, 'utf8')) as Record<
    string,
    string
  >;
  return (key, values) =>
    (messages[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values?.[name] ?? ''),
    );
}

/** Languages written in Latin letters; every other one is written in a script of its own. */
const LATIN = ['EN', 'ES', 'FR', 'ID', 'MS', 'PT', 'PT-BR', 'SW', 'TR', 'TY', 'UR-LA', 'VI'];
// English words a date or relative time would show; none of them is a word of another Latin
// language here ("min", "minute", "Nov" or "Mar" are, so those are judged by the script rule only).
const ENGLISH =
  /\b(ago|now|just|hours?|hr|days?|yesterday|today|tomorrow|Sun|Mon|Tue|Wed|Thu|Fri|Sat|January|February|March|April|June|July|August|September|October|November|December)\b/i;
// Some languages' own clocks write am/pm in Latin letters (hi, bn, ta, te in CLDR).
const DAY_PERIOD = /\b[ap]\.?\s?m\.?(?![a-z])/gi;
const ARABIC = /\p{Script=Arabic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/** What is wrong with a text shown in a language: English words, a script it does not use. */
function problems(code: string, text: string): string[] {
  const found: string[] = [];
  if (code !== 'UR' && ARABIC.test(text)) found.push('Arabic script');
  if (code !== 'EN' && LATIN.includes(code) && ENGLISH.test(text)) found.push('English word');
  if (!LATIN.includes(code) && LATIN_LETTER.test(text.replace(DAY_PERIOD, ''))) {
    found.push('Latin letters');
  }
  if (/^[-+\u2212]/.test(text.trim())) found.push('a sign');
  return found;
}

// Zeros of the digit systems these languages write (Latin, Myanmar, Bengali, Devanagari).
const ZEROS = [0x30, 0x1040, 0x09e6, 0x0966];
/** The digit systems (by their zero) a text's digits come from. */
function digitSystems(text: string): Set<number> {
  const found = new Set<number>();
  for (const char of text.match(/\p{Nd}/gu) ?? []) {
    const code = char.codePointAt(0)!;
    found.add(ZEROS.find((zero) => code >= zero && code <= zero + 9) ?? code);
  }
  return found;
}
/** The text with the digits of these systems written in Latin digits. */
const latin = (text: string): string =>
  text.replace(/\p{Nd}/gu, (char) => {
    const code = char.codePointAt(0)!;
    const zero = ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? char : String(code - zero);
  });

const NOW = new Date(2026, 10, 22, 20, 43, 0).getTime();
const KICK_OFF = new Date(2026, 10, 22, 20, 38);
const ago = (seconds: number) => new Date(NOW - seconds * 1000);

function samples(code: string, supports?: SupportCheck) {
  const dates = dateFormatter(code, translator(code), supports);
  return {
    dayTime: dates.date(KICK_OFF, 'dayTime'),
    dateTime: dates.date(KICK_OFF, 'dateTime'),
    now: dates.timeAgo(ago(10), NOW),
    future: dates.timeAgo(ago(-90), NOW),
    farFuture: dates.timeAgo(ago(-3 * 86_400), NOW),
    minutes: dates.timeAgo(ago(5 * 60), NOW),
    hours: dates.timeAgo(ago(3 * 3600), NOW),
    days: dates.timeAgo(ago(4 * 86_400), NOW),
  };
}

const noSupport: SupportCheck = () => false;

describe('dates from the language files (the browser has no data for the language)', () => {
  it.each(UI_LANGUAGES)('%s', (code) => {
    const shown = samples(code, noSupport);
    for (const [name, text] of Object.entries(shown)) {
      expect(problems(code, text), `${name}: ${text}`).toEqual([]);
    }
    expect(latin(shown.dayTime)).toContain('22');
    expect(latin(shown.dayTime)).toMatch(/20[:.]38/);
    expect(latin(shown.dateTime)).toContain('2026');
    expect(latin(shown.minutes)).toContain('5');
    expect(latin(shown.hours)).toContain('3');
    expect(latin(shown.days)).toContain('4');
    // Never a time to come: a clock ahead of the server's shows "now".
    expect(shown.future).toBe(shown.now);
    expect(shown.farFuture).toBe(shown.now);
    expect(new Set([shown.now, shown.minutes, shown.hours, shown.days]).size).toBe(4);
  });

  it('fills English patterns from EN.json', () => {
    expect(samples('EN', noSupport)).toMatchObject({
      dayTime: 'Sun, Nov 22, 20:38',
      dateTime: 'Nov 22, 2026, 20:38',
      now: 'just now',
      minutes: '5 min ago',
    });
    expect(samples('KK', noSupport)).toMatchObject({
      dayTime: '22 қар., Жс, 20:38',
      minutes: '5 мин бұрын',
    });
  });
});

describe('dates through the support check of the running engine', () => {
  it.each(UI_LANGUAGES)('%s', (code) => {
    const shown = samples(code);
    for (const [name, text] of Object.entries(shown)) {
      expect(problems(code, text), `${name}: ${text}`).toEqual([]);
    }
    expect(shown.future).toBe(shown.now);
    expect(shown.farFuture).toBe(shown.now);
  });

  it('uses the browser for a language it has', () => {
    expect(samples('EN')).toMatchObject({ now: 'now', minutes: '5 minutes ago' });
    expect(samples('EN').dayTime).toMatch(/^Sun, Nov 22,? 8:38\sPM$/);
  });

  it.each(UI_LANGUAGES)('%s writes a 12-hour clock without a leading zero', (code) => {
    const { dayTime, dateTime } = samples(code);
    for (const text of [dayTime, dateTime]) expect(latin(text)).not.toMatch(/(^|\D)08[:.]38/);
  });
});

describe('one digit system per language, with or without the browser', () => {
  it.each(['MY', 'BN', 'NE'])('%s', (code) => {
    const amount = String(formatNumber(1234.5, 2, code));
    const systems = new Set<number>(digitSystems(amount));
    for (const supports of [noSupport, undefined]) {
      for (const [name, text] of Object.entries(samples(code, supports))) {
        for (const system of digitSystems(text)) systems.add(system);
        expect(systems.size, `${name}: ${text} beside ${amount}`).toBe(1);
      }
    }
    expect(systems.has(0x30)).toBe(false);
  });
});

describe('browserSupports', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('accepts a locale the engine has, and refuses one it does not know', () => {
    expect(browserSupports('date', 'en')).toBe(true);
    expect(browserSupports('relative', 'en')).toBe(true);
    expect(browserSupports('date', 'zz')).toBe(false);
    expect(browserSupports('relative', 'zz')).toBe(false);
  });

  it('refuses Roman Urdu, which engines answer from Urdu in Arabic script', () => {
    expect(browserSupports('date', 'ur-Latn')).toBe(false);
    expect(browserSupports('relative', 'ur-Latn')).toBe(false);
  });

  it("refuses a locale answered from ICU's root data (Chromium's kk: M11, -5 min)", () => {
    // DateTimeFormat's format is a getter that answers a bound function.
    const prototype = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
    vi.spyOn(prototype, 'format', 'get').mockReturnValue(() => 'M11');
    vi.spyOn(Intl.RelativeTimeFormat.prototype, 'format').mockReturnValue('-5 min');
    expect(browserSupports('date', 'kk-KZ')).toBe(false);
    expect(browserSupports('relative', 'kk-KZ')).toBe(false);
  });

  it('asks the support check, not the language, which path to take', () => {
    const asked: string[] = [];
    const dates = dateFormatter('MY', translator('MY'), (kind, tag) => {
      asked.push(`${kind} ${tag}`);
      return false;
    });
    expect(dates.date(KICK_OFF, 'dayTime')).toBe('တနင်္ဂနွေ၊ နို ၂၂၊ ၂၀:၃၈');
    expect(dates.timeAgo(ago(5 * 60), NOW)).toBe('၅ မိနစ်က');
    expect(asked).toEqual(['date my', 'relative my']);
  });

  it('returns a value that is not a date as it came', () => {
    const dates = dateFormatter('EN', translator('EN'), noSupport);
    expect(dates.date('soon', 'dayTime')).toBe('soon');
    expect(dates.timeAgo('soon', NOW)).toBe('soon');
  });
});
