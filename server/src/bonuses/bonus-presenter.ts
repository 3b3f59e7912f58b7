import { pickLocalized, type BonusView } from '@lobby/contract';
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
