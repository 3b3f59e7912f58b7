import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, OPS_LANGUAGES } from '@lobby/contract';
import { PAGES } from './pages';
import EN from './locales/EN.json';

const files = import.meta.glob<{ default: Record<string, string> }>('./locales/*.json', {
  eager: true,
});

describe('the console language files', () => {
  it('are the console languages, each with the same keys in the same order as EN', () => {
    const languages = Object.keys(files).map((file) => /([A-Z]+)\.json$/.exec(file)![1]);
    expect(languages.sort()).toEqual([...OPS_LANGUAGES].sort());
    for (const [file, messages] of Object.entries(files)) {
      expect(Object.keys(messages.default), file).toEqual(Object.keys(EN));
      for (const [key, text] of Object.entries(messages.default)) {
        expect(text.trim(), `${file} ${key}`).not.toBe('');
        // The same {{values}} as English, so nothing goes missing in translation.
        const names = (value: string) =>
          [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(names(text), `${file} ${key}`).toEqual(names(EN[key as keyof typeof EN]));
      }
    }
  });

  it('name every page title and every role', () => {
    for (const page of PAGES) expect(EN, page.path).toHaveProperty([page.titleKey]);
    for (const role of OPERATOR_ROLES) expect(EN).toHaveProperty([`role.${role}`]);
  });
});
