import {
  formatNumber,
  type VipCondition,
  type VipConditionProgress,
  type WalletCurrency,
} from '@lobby/contract';
import { useLanguage, useT } from '../lib/i18n';
import { formatMinorUnits, isolateAmount } from '../lib/wallet-balance';

const NAME_KEYS = {
  depositTotal: 'vip.condition.depositTotal',
  wageredTotal: 'vip.condition.wageredTotal',
  daysActive: 'vip.condition.daysActive',
} as const;

/** A condition's amount or day count as the player reads it: money in the merchant's style. */
function useConditionValue(currency: WalletCurrency) {
  const language = useLanguage();
  return (kind: VipCondition['kind'], value: number) =>
    kind === 'daysActive'
      ? String(formatNumber(value, 0, language))
      : isolateAmount(formatMinorUnits(value, currency, language));
}

/**
 * A VIP level's conditions by name, each with its window and target, and with the member's
 * progress (a bar, "x of y" and whether it is met) when given.
 */
export function VipConditions({
  conditions,
  currency,
}: {
  conditions: readonly (VipCondition | VipConditionProgress)[];
  currency: WalletCurrency;
}) {
  const t = useT();
  const language = useLanguage();
  const value = useConditionValue(currency);
  return (
    <ul className="vip-conditions">
      {conditions.map((condition) => {
        const progress = 'progress' in condition ? condition : undefined;
        const name = t(NAME_KEYS[condition.kind]);
        const window =
          condition.windowDays === null
            ? t('vip.window.lifetime')
            : t('vip.window.days', {
                days: String(formatNumber(condition.windowDays, 0, language)),
              });
        const target = value(condition.kind, condition.target);
        const percent = progress
          ? Math.min(100, Math.floor((progress.progress / condition.target) * 100))
          : 0;
        return (
          <li
            key={`${condition.kind}/${condition.windowDays ?? ''}`}
            className="vip-condition"
            data-kind={condition.kind}
            data-met={progress ? String(progress.met) : undefined}
          >
            <span className="vip-condition-head">
              <span className="vip-condition-name">{name}</span>
              <span className="vip-condition-window">{window}</span>
            </span>
            {progress ? (
              <>
                <span className="vip-condition-count">
                  {t('vip.conditionProgress', {
                    progress: value(condition.kind, progress.progress),
                    target,
                  })}
                  {progress.met && (
                    <span className="vip-condition-met"> · {t('vip.conditionMet')}</span>
                  )}
                </span>
                <span
                  className="vip-bar vip-condition-bar"
                  role="progressbar"
                  aria-label={name}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                >
                  <span className="vip-bar-fill" style={{ inlineSize: `${percent}%` }} />
                </span>
              </>
            ) : (
              <span className="vip-condition-count">{t('vip.conditionTarget', { target })}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
