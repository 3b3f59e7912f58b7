import { pickLocalized, type BonusView, type DepositBonusOffer } from '@lobby/contract';
import type { BonusConfig, PromotionRow } from '../promotions/index.js';
import type { Languages } from '../promotions/index.js';
import type { Bonus } from './bonus-repository.js';

/** A bonus as the member calls show it; wagered never reads above required. */
export function presentBonus(
  bonus: Bonus,
  title: Record<string, string> | undefined,
  languages: Languages,
): BonusView {
  return {
    id: String(bonus.id),
    kind: bonus.kind,
    promotionId: bonus.promotionId,
    title: title ? pickLocalized(title, languages.language, languages.fallback) : null,
    granted: bonus.granted,
    balance: bonus.balance,
    wagered: Math.min(bonus.wagered, bonus.required),
    required: bonus.required,
    maxBet: bonus.maxBet,
    state: bonus.state,
    grantedAt: bonus.grantedAt.toISOString(),
    expiresAt: bonus.expiresAt.toISOString(),
    endedAt: bonus.endedAt ? bonus.endedAt.toISOString() : null,
  };
}

type DepositMatch = Extract<BonusConfig, { kind: 'depositMatch' }>;

/** A deposit match as the deposit page offers it. */
export function presentOffer(
  row: PromotionRow,
  config: DepositMatch,
  languages: Languages,
): DepositBonusOffer {
  return {
    promotionId: row.id,
    title: pickTitle(row.title, languages),
    percent: config.percent,
    cap: config.cap,
    minDeposit: config.minDeposit,
    wagerMultiple: config.wagerMultiple,
    expiryDays: config.expiryDays,
    maxBet: config.maxBet,
    firstDepositOnly: config.firstDepositOnly,
    everyNth: config.firstDepositOnly ? null : config.everyNth,
    endsAt: row.ends_at ? row.ends_at.toISOString() : null,
  };
}

function pickTitle(title: Record<string, string>, languages: Languages): string {
  return pickLocalized(title, languages.language, languages.fallback);
}
