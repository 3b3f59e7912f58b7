import { formatMinorAmount } from '@lobby/contract';
import { useConsoleInfo } from '../lib/console';
import { useLanguage } from '../lib/i18n';

/** An amount in minor units, in the merchant's currency unless another is named. */
export function MoneyText({ minor, currency }: { minor: number; currency?: string }) {
  const info = useConsoleInfo();
  const language = useLanguage();
  const text = formatMinorAmount(
    minor,
    currency ?? info.currency,
    currency && currency !== info.currency ? 2 : info.minorDigits,
    language,
  );
  return <span className={minor < 0 ? 'ops-money ops-negative' : 'ops-money'}>{text}</span>;
}
