import {
  localDigits,
  RTL_LANGUAGES,
  STORAGE_KEYS,
  resolveLanguage,
  SEO_LANGUAGE_PARAM,
  toBcp47,
  type StatusInfo,
  type UiLanguage,
} from '@lobby/contract';
import { localStore } from './storage';
import { createStore, useStore } from './store';

// Each language is its own chunk: a player downloads only the one they read (and English beneath).
// A full i18n library costs about 12 KB gzipped on the first page; Lobby's needs are lookups with
// {{name}} values, so this stays a few lines (see README, "Weight budget").
const loaders = import.meta.glob<{ default: Record<string, string> }>('../locales/*.json');
const loaded = new Map<string, Record<string, string>>();

async function messagesOf(language: string): Promise<Record<string, string>> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const loader = loaders[`../locales/${language}.json`];
  const messages = loader ? (await loader()).default : {};
  loaded.set(language, messages);
  return messages;
}

/**
 * The language the player reads: the page's own (?lang=, a search result's hreflang alternate,
 * as the server wrote the page), else their stored choice, else the browser's, else the merchant's.
 */
export function playerLanguage(
  status: Pick<StatusInfo, 'defaultLanguage' | 'languages'>,
): UiLanguage {
  return resolveLanguage({
    explicit: new URLSearchParams(window.location.search).get(SEO_LANGUAGE_PARAM),
    stored: localStore.get(STORAGE_KEYS.language),
    browser: navigator.languages,
    merchantDefault: status.defaultLanguage,
    merchantLanguages: status.languages,
  });
}

/** Starts fetching a language's messages (and English beneath), before anything draws. */
export function preloadLanguage(language: UiLanguage): void {
  Promise.all([messagesOf('EN'), messagesOf(language)]).catch(() => undefined);
}

const current = createStore<UiLanguage>('EN');
let messages: Record<string, string> = {};
let fallback: Record<string, string> = {};

/** Loads a language (and English beneath it), makes it current and sets the document's direction. */
export async function setLanguage(language: UiLanguage): Promise<void> {
  const [english, chosen] = await Promise.all([messagesOf('EN'), messagesOf(language)]);
  fallback = english;
  messages = chosen;
  document.documentElement.lang = toBcp47(language);
  document.documentElement.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  current.set(language);
}

/**
 * Translates a key, filling {{name}} values (numbers in the language's own digits, as amounts and
 * dates are); an unknown key shows as itself, never blank.
 */
export function t(key: string, values?: Record<string, string | number>): string {
  const text = messages[key] ?? fallback[key] ?? key;
  const fill = (value: string | number | undefined): string =>
    typeof value === 'number' ? localDigits(String(value), current.get()) : String(value ?? '');
  return values ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => fill(values[name])) : text;
}

export const currentLanguage = (): UiLanguage => current.get();

/** The current language in a component, re-rendering when it changes. */
export const useLanguage = (): UiLanguage => useStore(current);

/** The translate function in a component, re-rendering when the language changes. */
export function useT(): typeof t {
  useLanguage();
  return t;
}
