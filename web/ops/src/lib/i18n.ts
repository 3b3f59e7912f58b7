import { useSyncExternalStore } from 'react';
import { OPS_LANGUAGES, localDigits, toBcp47, type OpsLanguage } from '@lobby/contract';

// One chunk per language: an operator downloads the one they read, English beneath it.
const loaders = import.meta.glob<{ default: Record<string, string> }>('../locales/*.json');
const STORAGE_KEY = 'lobby.ops.language';

let language: OpsLanguage = 'EN';
let messages: Record<string, string> = {};
let english: Record<string, string> = {};
const listeners = new Set<() => void>();

async function load(code: OpsLanguage): Promise<Record<string, string>> {
  const loader = loaders[`../locales/${code}.json`];
  return loader ? (await loader()).default : {};
}

/** The language to start in: the stored choice, else the browser's, else EN; one offered. */
export function initialLanguage(offered: readonly OpsLanguage[]): OpsLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  const wanted = [stored ?? '', ...navigator.languages.map((tag) => tag.split('-')[0] ?? '')];
  const found = wanted
    .map((code) => (code.toLowerCase() === 'zh' ? 'CN' : code.toUpperCase()))
    .find((code): code is OpsLanguage => offered.includes(code as OpsLanguage));
  return found ?? 'EN';
}

/** Loads a language (and English beneath it), makes it current and remembers the choice. */
export async function setLanguage(code: OpsLanguage): Promise<void> {
  const chosen = OPS_LANGUAGES.includes(code) ? code : 'EN';
  [english, messages] = await Promise.all([load('EN'), load(chosen)]);
  language = chosen;
  localStorage.setItem(STORAGE_KEY, chosen);
  document.documentElement.lang = toBcp47(chosen);
  listeners.forEach((listener) => listener());
}

/** The key's plural form for `count` (`key_one`, `key_other`, …) where the language has one. */
function pluralKey(key: string, count: unknown): string {
  if (typeof count !== 'number') return key;
  const form = `${key}_${new Intl.PluralRules(toBcp47(language)).select(count)}`;
  return form in messages || form in english ? form : key;
}

/**
 * Translates a key, filling {{name}} values; a numeric `count` picks the plural form where the
 * language has one. An unknown key shows as itself, never blank.
 */
export function t(key: string, params?: Record<string, string | number>): string {
  const chosen = pluralKey(key, params?.count);
  const text = messages[chosen] ?? messages[key] ?? english[chosen] ?? english[key] ?? key;
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    return typeof value === 'number' ? localDigits(String(value), language) : String(value ?? '');
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current language in a component, re-rendering when it changes. */
export const useLanguage = (): OpsLanguage => useSyncExternalStore(subscribe, () => language);

/** The translate function in a component, re-rendering when the language changes. */
export function useT(): typeof t {
  useLanguage();
  return t;
}
