import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, OPS_LANGUAGES, toBcp47, type OpsLanguage } from '@lobby/contract';
import { PAGES } from './pages';
import EN from './locales/EN.json';

const files = import.meta.glob<{ default: Record<string, string> }>('./locales/*.json', {
  eager: true,
});

const PLURAL_FORM = /_(zero|one|two|few|many)$/;
const codeOf = (file: string) => /([A-Z]+)\.json$/.exec(file)![1] as OpsLanguage;

/** A language's keys: the plain ones, then `key_<form>` for each plural form it has of `key`. */
function expectedKeys(language: OpsLanguage): string[] {
  const forms = new Intl.PluralRules(toBcp47(language)).resolvedOptions().pluralCategories;
  const plain = Object.keys(EN).filter((key) => !PLURAL_FORM.test(key));
  const counted = [...new Set(Object.keys(EN).filter((key) => PLURAL_FORM.test(key)))].map((key) =>
    key.replace(PLURAL_FORM, ''),
  );
  const plural = [...new Set(counted)].flatMap((key) =>
    forms.filter((form) => form !== 'other').map((form) => `${key}_${form}`),
  );
  return [...plain, ...plural].sort();
}

describe('the console language files', () => {
  it('are the console languages, each with the same keys as EN and its own plural forms', () => {
    const languages = Object.keys(files).map(codeOf);
    expect(languages.sort()).toEqual([...OPS_LANGUAGES].sort());
    for (const [file, messages] of Object.entries(files)) {
      expect(Object.keys(messages.default).sort(), file).toEqual(expectedKeys(codeOf(file)));
      for (const [key, text] of Object.entries(messages.default)) {
        expect(text.trim(), `${file} ${key}`).not.toBe('');
        // The same {{values}} as English, so nothing goes missing in translation.
        const names = (value: string) =>
          [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        const english =
          (EN as Record<string, string>)[key] ??
          EN[key.replace(PLURAL_FORM, '') as keyof typeof EN];
        expect(names(text), `${file} ${key}`).toEqual(names(english));
      }
    }
  });

  it('name every page title and every role', () => {
    for (const page of PAGES) expect(EN, page.path).toHaveProperty([page.titleKey]);
    for (const role of OPERATOR_ROLES) expect(EN).toHaveProperty([`role.${role}`]);
  });
});
