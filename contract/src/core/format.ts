/** Number and currency formatting rules of SPEC section 5. */
import { toBcp47 } from './language.js';

/** The ISO currency code for a platform currency: TLB is PHP; others use their first 3 letters. */
export function isoCurrency(currency: string): string {
  const upper = currency.trim().toUpperCase();
  return upper === 'TLB' ? 'PHP' : upper.slice(0, 3);
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return undefined;
}

// Languages whose numbers are written in their own digits (CLDR's default for the locale). Named
// here so a browser without the locale's data shows the same digits as one with it, and dates
// filled from the language files' patterns match amounts on the same screen.
const OWN_DIGITS: Readonly<Record<string, { system: string; zero: number }>> = {
  MY: { system: 'mymr', zero: 0x1040 },
  BN: { system: 'beng', zero: 0x09e6 },
  NE: { system: 'deva', zero: 0x0966 },
};

/** The numbering system a language's numbers are always shown in, when it is not Intl's guess. */
export function numberingSystem(language: string): string | undefined {
  return OWN_DIGITS[language.toUpperCase()]?.system;
}

/** Writes the Latin digits of a text in the language's own digits, if it has them. */
export function localDigits(text: string, language: string): string {
  const own = OWN_DIGITS[language.toUpperCase()];
  if (!own) return text;
  return text.replace(/[0-9]/g, (digit) => String.fromCodePoint(own.zero + Number(digit)));
}

/**
 * Rounds to the given decimals and groups digits for the language; input that is not numeric is
 * returned unchanged (SPEC section 5).
 */
export function formatNumber<T>(value: T, decimals: number, language = 'EN'): string | T {
  const n = toNumber(value);
  if (n === undefined) return value;
  return new Intl.NumberFormat(toBcp47(language), {
    numberingSystem: numberingSystem(language),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(n);
}

export interface CurrencyStyle {
  currency: string;
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
}

/** The language whose digits and separators show (and read) amounts: pt-BR for BRL (SPEC 5). */
export function amountLanguage(currency: string, language: string): string {
  return isoCurrency(currency) === 'BRL' ? 'PT-BR' : language;
}

/**
 * Formats an amount with the merchant's currency symbol on its side. BRL always uses pt-BR
 * digits (SPEC section 5); other currencies use the player's language.
 */
export function formatMoney<T>(
  value: T,
  style: CurrencyStyle,
  language = 'EN',
  decimals = 2,
): string | T {
  const n = toNumber(value);
  if (n === undefined) return value;
  const digits = formatNumber(n, decimals, amountLanguage(style.currency, language));
  return style.currencyPosition === 'before'
    ? `${style.currencySymbol}${digits}`
    : `${digits} ${style.currencySymbol}`;
}

/**
 * A moment as the language writes a date and time (the operator console's tables), in the
 * browser's time zone unless one is given; an unreadable value is returned unchanged.
 */
export function formatDateTime(value: Date | string, language = 'EN', timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(toBcp47(language), {
    dateStyle: 'medium',
    timeStyle: 'medium',
    numberingSystem: numberingSystem(language),
    timeZone,
  }).format(date);
}

/** An amount in minor units written in major units with its currency code after it. */
export function formatMinorAmount(
  minor: number,
  currency: string,
  digits: number,
  language = 'EN',
): string {
  return formatMoney(
    minor / 10 ** digits,
    { currency, currencySymbol: currency, currencyPosition: 'after' },
    language,
    digits,
  ) as string;
}
