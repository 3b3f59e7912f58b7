// @vitest-environment node
// (happy-dom's URL would resolve against http://localhost; this test reads files, so it runs in node.)
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UI_LANGUAGES } from '@lobby/contract';
import { describe, expect, it } from 'vitest';

// Every UI language ships a full translation of EN.json: same keys, no blanks, same {{values}}.

const folder = fileURLToPath(new URL('.', import.meta.url));

function read(file: string): Record<string, string> {
  return JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')) as Record<string, string>;
}

const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
const catalogues = new Map(files.map((file) => [file.slice(0, -'.json'.length), read(file)]));
const english = read('EN.json');
const englishKeys = Object.keys(english);

/** Languages in a non-Latin script, whose values should read differently from English. */
const NON_LATIN = ['CN', 'TW', 'HI', 'JA', 'KM', 'KO', 'MY', 'TA', 'TH', 'UR', 'BN', 'NE', 'TE', 'RU', 'KK', 'LO'];

const placeholders = (text: string): string[] =>
  [...new Set(text.match(/\{\{\s*\w+\s*\}\}/g) ?? [])].map((p) => p.replace(/\s/g, '')).sort();

describe('locales', () => {
  it('has a file for every UI language', () => {
    const missing = UI_LANGUAGES.filter((code) => !catalogues.has(code));
    expect(missing).toEqual([]);
  });

  it('lists only UI languages', () => {
    const unknown = [...catalogues.keys()].filter(
      (code) => !(UI_LANGUAGES as readonly string[]).includes(code),
    );
    expect(unknown).toEqual([]);
  });

  describe.each(UI_LANGUAGES.filter((code) => code !== 'EN'))('%s', (code) => {
    const messages = catalogues.get(code) ?? {};

    it('has every key EN has, and no other', () => {
      expect(englishKeys.filter((key) => !(key in messages))).toEqual([]);
      expect(Object.keys(messages).filter((key) => !(key in english))).toEqual([]);
    });

    it('keeps the keys in EN order', () => {
      expect(Object.keys(messages)).toEqual(englishKeys);
    });

    it('has no empty value', () => {
      const empty = Object.entries(messages)
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it('keeps the {{placeholders}} of EN', () => {
      const differing = englishKeys
        .filter((key) => typeof messages[key] === 'string')
        .filter((key) => placeholders(messages[key] ?? '').join() !== placeholders(english[key] ?? '').join());
      expect(differing).toEqual([]);
    });

    if (NON_LATIN.includes(code)) {
      it('is translated, not an English copy', () => {
        const copied = englishKeys.filter((key) => messages[key] === english[key]);
        expect(copied.length).toBeLessThan(englishKeys.length / 2);
      });
    }
  });

  it('EN itself has no empty value', () => {
    expect(Object.entries(english).filter(([, value]) => !value.trim())).toEqual([]);
  });
});
