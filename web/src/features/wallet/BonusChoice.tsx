import {
  depositMatchAmount,
  formatNumber,
  wageringRequired,
  type DepositBonusOffer,
  type WalletCurrency,
} from '@lobby/contract';
import { useLanguage, useT } from '../../lib/i18n';
import { formatMinorUnits, isolateAmount } from '../../lib/wallet-balance';
import '../../components/bonuses.css';

/** The value of the "no bonus" choice. */
export const NO_BONUS = '';

/** What an offer gives for a deposit, and the wagering it then requires; null below its minimum. */
export function offerFor(offer: DepositBonusOffer, deposit: number) {
  if (deposit < offer.minDeposit) return null;
  const bonus = depositMatchAmount(deposit, offer);
  return { bonus, required: wageringRequired(bonus, offer.wagerMultiple) };
}

/**
 * The bonus to take with this deposit: each offer the member may take now, with what it gives
 * and requires (and, for the amount typed, the bonus and the wagering it brings), or none.
 */
export function BonusChoice({
  offers,
  value,
  onChange,
  amount,
  currency,
}: {
  offers: readonly DepositBonusOffer[];
  value: string;
  onChange: (promotionId: string) => void;
  /** The amount typed, in minor units; 0 while nothing readable is typed. */
  amount: number;
  currency: WalletCurrency;
}) {
  const t = useT();
  const language = useLanguage();
  const money = (minor: number) => isolateAmount(formatMinorUnits(minor, currency, language));
  const count = (number: number) => String(formatNumber(number, 0, language));
  return (
    <fieldset className="bonus-choice" data-testid="bonus-choice">
      <legend>{t('bonus.choiceTitle')}</legend>
      {offers.map((offer) => {
        const chosen = value === offer.promotionId;
        const result = offerFor(offer, amount);
        return (
          <label key={offer.promotionId} className="bonus-offer">
            <input
              type="radio"
              name="deposit-bonus"
              value={offer.promotionId}
              checked={chosen}
              onChange={() => onChange(offer.promotionId)}
            />
            <span className="bonus-offer-text">
              <strong>
                <bdi>{offer.title}</bdi>
              </strong>
              <span>
                {t('bonus.offerMatch', { percent: count(offer.percent), max: money(offer.cap) })}
              </span>
              <span className="bonus-muted">
                {t('bonus.offerMin', { amount: money(offer.minDeposit) })}
              </span>
              <span className="bonus-muted">
                {t('bonus.offerWager', { multiple: count(offer.wagerMultiple) })}
              </span>
              {offer.maxBet !== null && (
                <span className="bonus-muted">
                  {t('bonus.maxBet', { amount: money(offer.maxBet) })}
                </span>
              )}
              {chosen && amount > 0 && (
                <span
                  className="bonus-offer-preview"
                  data-testid="bonus-preview"
                  aria-live="polite"
                >
                  {result
                    ? t('bonus.offerPreview', {
                        bonus: money(result.bonus),
                        required: money(result.required),
                      })
                    : t('bonus.offerBelowMin', { amount: money(offer.minDeposit) })}
                </span>
              )}
            </span>
          </label>
        );
      })}
      <label className="bonus-offer">
        <input
          type="radio"
          name="deposit-bonus"
          value={NO_BONUS}
          checked={value === NO_BONUS}
          onChange={() => onChange(NO_BONUS)}
        />
        <span className="bonus-offer-text">{t('bonus.choiceNone')}</span>
      </label>
    </fieldset>
  );
}
