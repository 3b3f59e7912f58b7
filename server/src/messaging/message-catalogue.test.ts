import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@lobby/contract';
import {
  fillPlaceholders,
  MESSAGE_CATALOGUE,
  messageLanguage,
  outgoingText,
  type MessageKey,
} from './message-catalogue.js';

const KEYS = Object.keys(MESSAGE_CATALOGUE.EN) as MessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** The web's glossary of a language: the word for "code", and variants a fluent reader refused. */
const glossary = (language: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../web/src/locales/glossary/${language}.json`, import.meta.url),
      'utf8',
    ),
  ) as {
    terms: { code: { term: string; stem?: string } };
    forbidden: { pattern: string; because: string }[];
  };

describe('the outgoing message catalogue', () => {
  it('has every UI language and no other', () => {
    expect(Object.keys(MESSAGE_CATALOGUE).sort()).toEqual([...UI_LANGUAGES].sort());
  });

  it.each(UI_LANGUAGES)(
    '%s has every key, with English’s placeholders and no English left',
    (language) => {
      const texts = MESSAGE_CATALOGUE[language];
      expect(Object.keys(texts).sort()).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        expect(placeholders(texts[key]), `${language} ${key}`).toEqual(
          placeholders(MESSAGE_CATALOGUE.EN[key]),
        );
        expect(texts[key]).toContain('{{merchant}}');
        if (language !== 'EN')
          expect(texts[key], `${language} ${key}`).not.toBe(MESSAGE_CATALOGUE.EN[key]);
      }
    },
  );

  it.each(UI_LANGUAGES)(
    '%s names the code with the glossary’s word and uses no refused variant',
    (language) => {
      const { terms, forbidden } = glossary(language);
      const word = (terms.code.stem ?? terms.code.term).toLocaleLowerCase();
      for (const key of KEYS.filter((name) => name.startsWith('code.'))) {
        expect(
          MESSAGE_CATALOGUE[language][key].toLocaleLowerCase(),
          `${language} ${key}`,
        ).toContain(word);
      }
      for (const { pattern, because } of forbidden) {
        for (const key of KEYS) {
          expect(MESSAGE_CATALOGUE[language][key], `${key}: ${because}`).not.toMatch(
            new RegExp(pattern, 'iu'),
          );
        }
      }
    },
  );

  it('picks the asked language when the merchant offers it, else the merchant’s default', () => {
    const merchant = { languages: ['TH', 'EN', 'RU', 'PT-BR'], defaultLanguage: 'TH' };
    expect(messageLanguage(merchant, 'RU')).toBe('RU');
    expect(messageLanguage(merchant, 'pt-br')).toBe('PT-BR');
    expect(messageLanguage(merchant, 'JA')).toBe('TH');
    expect(messageLanguage(merchant, 'XX')).toBe('TH');
    expect(messageLanguage(merchant, '')).toBe('TH');
    expect(messageLanguage(merchant, undefined)).toBe('TH');
  });

  it('fills the merchant’s name and values as given, never reading them as patterns', () => {
    const merchant = { name: 'Lucky $& Demo', languages: ['EN'], defaultLanguage: 'EN' };
    expect(outgoingText(merchant, 'EN', 'code.login', { code: '012345', minutes: 10 })).toBe(
      'Lucky $& Demo: your sign-in code is 012345. It expires in 10 minutes. Never share it.',
    );
    expect(fillPlaceholders('{{a}} {{b}}', { a: '{{b}}', b: '$1' })).toBe('{{b}} $1');
  });
});
