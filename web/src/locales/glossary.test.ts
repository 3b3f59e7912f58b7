// @vitest-environment node
// (happy-dom's URL would resolve against http://localhost; this test reads files, so it runs in node.)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UI_LANGUAGES } from '@lobby/contract';
import { describe, expect, it } from 'vitest';

// Each language's glossary (glossary/<code>.json) names the word players of its markets expect for
// each money and account concept, and the variants a fluent reader flagged. A file may use a
// concept's word only in the glossary's form, and no forbidden variant anywhere.

const folder = fileURLToPath(new URL('.', import.meta.url));

const CONCEPTS = [
  'deposit',
  'withdrawal',
  'balance',
  'bonus',
  'wager',
  'promotion',
  'promoCode',
  'vipLevel',
  'referral',
  'app',
  'account',
  'code',
] as const;
type Concept = (typeof CONCEPTS)[number];

interface Glossary {
  terms: Record<Concept, { term: string; stem?: string }>;
  forbidden: { pattern: string; because: string; concept?: Concept }[];
}

const read = <T>(path: string): T => JSON.parse(readFileSync(`${folder}${path}`, 'utf8')) as T;
const english = read<Record<string, string>>('EN.json');

/** The key whose whole text is the concept's plain label; its text must hold the term. */
const LABELS: Record<Concept, string> = {
  deposit: 'feedback.category.deposit',
  withdrawal: 'feedback.category.withdrawal',
  balance: 'wallet.balance',
  bonus: 'wallet.kind.bonus',
  wager: 'wallet.kind.bet',
  promotion: 'nav.promotions',
  promoCode: 'promo.codeLabel',
  vipLevel: 'vip.badge',
  referral: 'invite.link',
  app: 'page.app',
  account: 'feedback.category.account',
  code: 'field.code',
};

/** Keys whose English names the concept; each translation must use the term (its stem). */
const USES: Record<Concept, readonly string[]> = {
  deposit: ['wallet.kind.deposit', 'wallet.depositPaid', 'wallet.depositCancelled'],
  withdrawal: [
    'wallet.kind.withdrawalHold',
    'wallet.kind.withdrawalRelease',
    'wallet.withdrawNone',
    'wallet.withdrawPendingLimit',
  ],
  balance: ['wallet.refresh', 'wallet.show', 'wallet.hide'],
  bonus: ['download.gift'],
  wager: ['wallet.kind.rollback'],
  promotion: [
    'page.activity',
    'promo.categories',
    'promo.loadError',
    'promo.emptyTitle',
    'promo.notFound',
    'promo.expired',
    'promo.seeAll',
    'promo.notClaimable',
  ],
  promoCode: ['promo.codeInvalid', 'promo.codeDisabled'],
  vipLevel: [],
  referral: ['invite.code'],
  app: ['page.download', 'download.bar', 'game.appOnlyTitle'],
  account: ['page.memberHome', 'register.haveAccount', 'member.loadError'],
  code: ['code.send', 'login.bySms', 'twoFactor.bySms', 'accountError.codeWait'],
};

const contains = (text: string, part: string): boolean =>
  text.toLocaleLowerCase().includes(part.toLocaleLowerCase());

describe.each(UI_LANGUAGES)('%s glossary', (code) => {
  const glossary = read<Glossary>(`glossary/${code}.json`);
  const messages = read<Record<string, string>>(`${code}.json`);
  const stem = (concept: Concept) => {
    const { term, stem: part } = glossary.terms[concept];
    return part ?? term;
  };

  it("names every concept, in its plain label's words", () => {
    expect(Object.keys(glossary.terms).sort()).toEqual([...CONCEPTS].sort());
    const unmatched = CONCEPTS.filter(
      (concept) => !contains(messages[LABELS[concept]] ?? '', stem(concept)),
    );
    expect(unmatched).toEqual([]);
  });

  it('uses no forbidden variant anywhere', () => {
    const found: string[] = [];
    for (const { pattern, because } of glossary.forbidden) {
      const variant = new RegExp(pattern, 'iu');
      for (const [key, text] of Object.entries(messages)) {
        const match = variant.exec(text);
        if (match) found.push(`${key}: "${match[0]}" (${because})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('uses the term wherever English names the concept', () => {
    const off = CONCEPTS.flatMap((concept) =>
      USES[concept]
        .filter((key) => !(key in english) || !contains(messages[key] ?? '', stem(concept)))
        .map((key) => `${concept} in ${key}: ${messages[key]}`),
    );
    expect(off).toEqual([]);
  });

  it('keeps no forbidden variant that is its own term', () => {
    for (const { pattern, concept } of glossary.forbidden) {
      if (concept) expect(new RegExp(pattern, 'iu').test(glossary.terms[concept].term)).toBe(false);
    }
  });
});

describe('two-step settings rows', () => {
  // "Authenticator app: on" and "Codes by SMS: on" differ in gender and number in these languages,
  // so each row has its own state keys.
  it.each(['RU', 'ES', 'PT-BR', 'UR-LA'])('%s agrees each state with its own label', (code) => {
    const messages = read<Record<string, string>>(`${code}.json`);
    expect(messages['twoFactor.appOn']).toBeTruthy();
    expect(messages['twoFactor.smsOn']).toBeTruthy();
    expect(messages['twoFactor.appOn']).not.toBe(messages['twoFactor.smsOn']);
    expect(messages['twoFactor.appOff']).not.toBe(messages['twoFactor.smsOff']);
  });
});
