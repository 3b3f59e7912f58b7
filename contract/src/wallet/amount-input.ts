/** Typed amounts, read with the separators and digits the page shows amounts in. */
import { amountLanguage, formatNumber } from '../core/format.js';
import { toBcp47 } from '../core/language.js';
import { MAX_ENTRY_AMOUNT, minorDigits, toMajorUnits } from './wallet.js';

/** Why a typed amount was refused; each has its own message for the player. */
export type AmountRefusal =
  | 'empty'
  | 'format'
  | 'mixed_digits'
  | 'decimals'
  | 'grouping'
  | 'ambiguous'
  | 'not_positive'
  | 'too_large';

/** A typed amount read into minor units, or why it was refused. */
export type AmountReading = { ok: true; minor: number } | { ok: false; refusal: AmountRefusal };

// CLDR's "native" digits of languages whose own script has them; Intl cannot be asked for
// "native", and players type these (१००) though the page may show Latin digits.
const NATIVE_DIGITS: Readonly<Record<string, string>> = {
  HI: 'deva',
  NE: 'deva',
  BN: 'beng',
  MY: 'mymr',
  TA: 'tamldec',
  TE: 'telu',
  TH: 'thai',
  LO: 'laoo',
  KM: 'khmr',
  UR: 'arabext',
};

/** Separators a player may type meaning "group" or "decimal" in some other locale. */
const FOREIGN_SEPARATORS = new Set(['.', ',', "'", '٫', '٬']);

interface Notation {
  digits: readonly string[];
  decimal: string;
  group: string;
  /** Digits in the group nearest the decimal separator, and in the groups before it. */
  primary: number;
  secondary: number;
}

const notations = new Map<string, Notation>();

/** The locale's digits, separators (NFKC, as typed text is) and group sizes in one system. */
function notation(locale: string, numberingSystem: string): Notation {
  const key = `${locale}/${numberingSystem}`;
  const known = notations.get(key);
  if (known) return known;
  const format = new Intl.NumberFormat(locale, { numberingSystem, minimumFractionDigits: 1 });
  const parts = format.formatToParts(1_234_567_890.5);
  const symbol = (type: string) =>
    (parts.find((part) => part.type === type)?.value ?? '').normalize('NFKC');
  const groups = parts.filter((part) => part.type === 'integer').map((part) => part.value.length);
  const plain = new Intl.NumberFormat(locale, { numberingSystem, useGrouping: false });
  const made: Notation = {
    digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)),
    decimal: symbol('decimal'),
    group: symbol('group'),
    primary: groups.at(-1) ?? 3,
    secondary: groups.at(-2) ?? 3,
  };
  notations.set(key, made);
  return made;
}

/** The numbering systems a language's amounts may be typed in: Latin, its default, its own. */
function numberingSystems(language: string, locale: string): string[] {
  const shown = new Intl.NumberFormat(locale).resolvedOptions().numberingSystem;
  const native = NATIVE_DIGITS[language.toUpperCase()];
  return [...new Set(['latn', shown, ...(native ? [native] : [])])];
}

const refuse = (refusal: AmountRefusal): AmountReading => ({ ok: false, refusal });

/** True when groups of an integer part sit where the locale (or plain thousands) puts them. */
function groupedWell(groups: readonly string[], { primary, secondary }: Notation): boolean {
  const [first = '', ...rest] = groups;
  const fits = (inner: number) =>
    rest.every((group, index) => group.length === (index === rest.length - 1 ? primary : inner));
  const ok = (inner: number) => first.length >= 1 && first.length <= inner && fits(inner);
  return ok(secondary) || ok(primary);
}

/**
 * Reads a typed amount ("1.000,50" in PT-BR, "50.000" VND in VI, "१००" in HI, "100.50" anywhere
 * Latin digits and a point are the locale's) into minor units of the currency, in the language
 * the page formats the currency's amounts in. Refuses, never guesses: digits of two systems,
 * separators the locale does not use, a lone separator that reads two ways, groups in the
 * wrong places, more decimals than the currency has.
 */
export function readAmount(text: string, currency: string, language: string): AmountReading {
  const typed = text.normalize('NFKC').trim();
  if (typed === '') return refuse('empty');
  const shownIn = amountLanguage(currency, language);
  const locale = toBcp47(shownIn);
  const systems = numberingSystems(shownIn, locale);
  let system: string | undefined;
  let plain = '';
  for (const char of typed) {
    const found = systems.find((name) => notation(locale, name).digits.includes(char));
    if (found && system && found !== system) return refuse('mixed_digits');
    if (found) system = found;
    plain += found ? String(notation(locale, found).digits.indexOf(char)) : char;
  }
  if (!system) return refuse('format');
  // The typed system's separators and the Latin ones (Urdu's ٫ and .) mean the same in a locale.
  const own = [notation(locale, system), notation(locale, 'latn')];
  const decimalMarks = new Set(own.map((each) => each.decimal));
  const groupMarks = new Set(own.map((each) => each.group));
  return readPlain(plain, currency, notation(locale, system), decimalMarks, groupMarks);
}

/** Reads an amount whose digits are already Latin, with the locale's separators. */
function readPlain(
  plain: string,
  currency: string,
  shape: Notation,
  decimalMarks: ReadonlySet<string>,
  groupMarks: ReadonlySet<string>,
): AmountReading {
  const digits = minorDigits(currency);
  const separators = [...plain].filter((char) => !/\d/.test(char));
  const lone = separators.length === 1;
  const threeAfter = /\D\d{3}$/.test(plain);
  for (const char of separators) {
    if (decimalMarks.has(char) || groupMarks.has(char)) continue;
    return refuse(lone && threeAfter && FOREIGN_SEPARATORS.has(char) ? 'ambiguous' : 'format');
  }
  const pieces = [...plain].map((char) => (decimalMarks.has(char) ? '\u0000' : char)).join('');
  const [whole = '', fraction, extra] = pieces.split('\u0000');
  if (extra !== undefined || whole === '' || fraction === '' || /\D/.test(fraction ?? '')) {
    return refuse('format');
  }
  // A lone point or comma before three digits is thousands in one notation and decimals in
  // another: refused unless the currency's decimals settle it (three decimals a group cannot be).
  const twoWays = lone && threeAfter && FOREIGN_SEPARATORS.has(separators[0] ?? '');
  if (twoWays && (fraction === undefined ? digits >= 3 : digits < 3)) return refuse('ambiguous');
  if ((fraction?.length ?? 0) > digits) return refuse('decimals');
  const groups = [...whole].map((char) => (groupMarks.has(char) ? '\u0000' : char)).join('');
  const parts = groups.split('\u0000');
  if (parts.length > 1 && !groupedWell(parts, shape)) return refuse('grouping');
  const figures = (parts.join('') + (fraction ?? '').padEnd(digits, '0')).replace(/^0+/, '');
  if (figures === '') return refuse('not_positive');
  const minor = Number(figures);
  if (figures.length > 15 || minor > MAX_ENTRY_AMOUNT) return refuse('too_large');
  return { ok: true, minor };
}

/** A typed amount as minor units, or undefined when {@link readAmount} refuses it. */
export function toMinorUnits(text: string, currency: string, language: string): number | undefined {
  const reading = readAmount(text, currency, language);
  return reading.ok ? reading.minor : undefined;
}

/** An amount in minor units as a player would type it: the page's notation, no symbol. */
export function amountInputText(minor: number, currency: string, language: string): string {
  const major = toMajorUnits(minor, currency);
  const decimals = Number.isInteger(major) ? 0 : minorDigits(currency);
  return String(formatNumber(major, decimals, amountLanguage(currency, language)));
}

/** How the language writes a sample amount (12,345.68; 12.346 for VND in VI), for messages. */
export function amountExample(currency: string, language: string): string {
  return String(
    formatNumber(12_345.6789, minorDigits(currency), amountLanguage(currency, language)),
  );
}
