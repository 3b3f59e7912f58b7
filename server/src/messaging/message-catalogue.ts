import { isUiLanguage, type UiLanguage } from '@lobby/contract';
import type { MerchantConfig } from '../core/merchant-config.js';
import { BN } from './catalogue/bn.js';
import { CN } from './catalogue/cn.js';
import { EN, type MessageKey, type MessageTexts } from './catalogue/en.js';
import { ES } from './catalogue/es.js';
import { FR } from './catalogue/fr.js';
import { HI } from './catalogue/hi.js';
import { ID } from './catalogue/id.js';
import { JA } from './catalogue/ja.js';
import { KK } from './catalogue/kk.js';
import { KM } from './catalogue/km.js';
import { KO } from './catalogue/ko.js';
import { LO } from './catalogue/lo.js';
import { MS } from './catalogue/ms.js';
import { MY } from './catalogue/my.js';
import { NE } from './catalogue/ne.js';
import { PT_BR } from './catalogue/pt-br.js';
import { PT } from './catalogue/pt.js';
import { RU } from './catalogue/ru.js';
import { SW } from './catalogue/sw.js';
import { TA } from './catalogue/ta.js';
import { TE } from './catalogue/te.js';
import { TH } from './catalogue/th.js';
import { TR } from './catalogue/tr.js';
import { TW } from './catalogue/tw.js';
import { TY } from './catalogue/ty.js';
import { UR_LA } from './catalogue/ur-la.js';
import { UR } from './catalogue/ur.js';
import { VI } from './catalogue/vi.js';

export type { MessageKey, MessageTexts } from './catalogue/en.js';

/** Every text sent to players, in every UI language. */
export const MESSAGE_CATALOGUE: Readonly<Record<UiLanguage, MessageTexts>> = {
  BN,
  CN,
  EN,
  ES,
  FR,
  HI,
  ID,
  JA,
  KK,
  KM,
  KO,
  LO,
  MS,
  MY,
  NE,
  PT,
  'PT-BR': PT_BR,
  RU,
  SW,
  TA,
  TE,
  TH,
  TR,
  TW,
  TY,
  UR,
  'UR-LA': UR_LA,
  VI,
};

/**
 * The language a message goes out in: the one asked for (the member's, or for someone not yet a
 * member the request's) when the merchant offers it, else the merchant's default.
 */
export function messageLanguage(
  merchant: Pick<MerchantConfig, 'languages' | 'defaultLanguage'>,
  wanted: string | null | undefined,
): UiLanguage {
  const code = wanted?.toUpperCase();
  if (isUiLanguage(code) && merchant.languages.includes(code)) return code;
  return isUiLanguage(merchant.defaultLanguage) ? merchant.defaultLanguage : 'EN';
}

/** Fills a text's {{placeholders}}; values are inserted as they are, never read as patterns. */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * One outgoing text of the catalogue in the language `messageLanguage` picks, with the
 * merchant's name in {{merchant}}.
 */
export function outgoingText(
  merchant: Pick<MerchantConfig, 'name' | 'languages' | 'defaultLanguage'>,
  wantedLanguage: string | null | undefined,
  key: MessageKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const texts = MESSAGE_CATALOGUE[messageLanguage(merchant, wantedLanguage)];
  return fillPlaceholders(texts[key], { ...values, merchant: merchant.name });
}
