import { amountExample, type AmountReading, type WalletCurrency } from '@lobby/contract';
import { useLanguage, useT } from '../../lib/i18n';
import { formatMinorUnits, isolateAmount } from '../../lib/wallet-balance';

const REFUSAL_KEYS = {
  format: 'wallet.amountFormat',
  grouping: 'wallet.amountFormat',
  ambiguous: 'wallet.amountAmbiguous',
  mixed_digits: 'wallet.amountDigits',
  decimals: 'wallet.amountDecimals',
} as const;

/**
 * What to tell the player about a refused amount, or undefined when the form's own range message
 * says it better (nothing typed, zero, past the ledger's bound).
 */
export function useRefusalMessage(): (
  reading: AmountReading,
  currency: string,
) => string | undefined {
  const t = useT();
  const language = useLanguage();
  return (reading, currency) => {
    if (reading.ok || !(reading.refusal in REFUSAL_KEYS)) return undefined;
    const key = REFUSAL_KEYS[reading.refusal as keyof typeof REFUSAL_KEYS];
    return t(key, { example: isolateAmount(amountExample(currency, language)) });
  };
}

interface AmountFieldProps {
  id: string;
  currency: WalletCurrency;
  text: string;
  reading: AmountReading;
  /** The sentence that confirms the read amount ("You will deposit {{amount}}"). */
  previewKey: string;
  error: string;
  hint: string;
  onText: (text: string) => void;
}

/** The amount input, the amount it was read as (before anything is sent), and its hint or error. */
export function AmountField(props: AmountFieldProps) {
  const { id, currency, text, reading, previewKey, error, hint, onText } = props;
  const t = useT();
  const language = useLanguage();
  const amount = reading.ok
    ? isolateAmount(formatMinorUnits(reading.minor, currency, language))
    : '';
  return (
    <>
      <label className="wallet-filter" htmlFor={id}>
        <span>{t('wallet.amount')}</span>
      </label>
      <input
        id={id}
        className="wallet-amount"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={!!error || undefined}
        aria-describedby={`${id}-preview ${id}-hint`}
        onChange={(event) => onText(event.currentTarget.value)}
      />
      <p
        id={`${id}-preview`}
        className="wallet-preview"
        aria-live="polite"
        data-testid="amount-preview"
      >
        {amount && t(previewKey, { amount })}
      </p>
      <p
        id={`${id}-hint`}
        className={error ? 'wallet-error' : 'muted'}
        role={error ? 'alert' : undefined}
      >
        {error || hint}
      </p>
    </>
  );
}
