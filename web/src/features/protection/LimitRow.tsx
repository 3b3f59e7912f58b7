import { useState, type FormEvent } from 'react';
import {
  PROTECTION_RULES,
  readAmount,
  type LimitPeriod,
  type ProtectionLimit,
  type WalletCurrency,
} from '@lobby/contract';
import { showToast } from '../../lib/dialogs';
import { useDates } from '../../lib/dates';
import { limitNameKey } from '../../lib/error-catalogue';
import { useLanguage, useT } from '../../lib/i18n';
import { formatMinorUnits, isolateAmount } from '../../lib/wallet-balance';
import { useSetLimit } from './queries';

const TOAST_MS = 3000;

const PERIOD_KEYS: Record<LimitPeriod, string> = {
  day: 'protection.period.day',
  week: 'protection.period.week',
  month: 'protection.period.month',
};

/** One limit: what is in force, what waits for its 24 hours, what is used, and its change form. */
export function LimitRow({
  limit,
  currency,
}: {
  limit: ProtectionLimit;
  currency: WalletCurrency | undefined;
}) {
  const t = useT();
  const dates = useDates();
  const language = useLanguage();
  const setLimit = useSetLimit();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const id = `limit-${limit.kind}-${limit.period}`;
  const inMinutes = limit.kind === 'session';
  const show = (value: number) =>
    inMinutes
      ? t('protection.minutes', { count: value })
      : currency
        ? isolateAmount(formatMinorUnits(value, currency, language))
        : String(value);

  const save = (value: number | null) =>
    setLimit.mutate(
      { kind: limit.kind, period: limit.period, value },
      {
        onSuccess: () => {
          setText('');
          showToast(t('protection.saved'), TOAST_MS);
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (inMinutes) {
      const minutes = Number(text.trim());
      const { min, max } = PROTECTION_RULES.sessionMinutes;
      if (!Number.isInteger(minutes) || minutes < min || minutes > max) {
        setError(t('protection.minutesRange', { min, max }));
        return;
      }
      save(minutes);
      return;
    }
    const reading = currency ? readAmount(text, currency.currency, language) : undefined;
    if (!reading?.ok || reading.minor <= 0) {
      setError(t('protection.amountInvalid'));
      return;
    }
    save(reading.minor);
  };

  const label = t(PERIOD_KEYS[limit.period]);
  return (
    <li className="limit-row">
      <div className="limit-head">
        <span className="limit-period">{label}</span>
        <span className="limit-value">
          {limit.value === null ? t('protection.none') : show(limit.value)}
        </span>
      </div>
      {limit.value !== null && (
        <p className="muted">
          {t('protection.used', {
            used: show(limit.used),
            date: dates.date(limit.resetsAt, 'dateTime'),
          })}
        </p>
      )}
      {limit.pending && (
        <p className="limit-pending">
          {limit.pending.value === null
            ? t('protection.pendingRemoval', {
                date: dates.date(limit.pending.effectiveAt, 'dateTime'),
              })
            : t('protection.pending', {
                value: show(limit.pending.value),
                date: dates.date(limit.pending.effectiveAt, 'dateTime'),
              })}
        </p>
      )}
      <form className="limit-form" onSubmit={submit} noValidate>
        <label className="visually-hidden" htmlFor={id}>
          {t(limitNameKey(limit.kind, limit.period))}
        </label>
        <input
          id={id}
          className="limit-input"
          inputMode={inMinutes ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={text}
          placeholder={inMinutes ? t('protection.minutesLabel') : t('protection.amountLabel')}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button" aria-busy={setLimit.isPending || undefined}>
          {t('protection.save')}
        </button>
        {limit.value !== null && (
          <button
            type="button"
            className="button secondary"
            onClick={() => save(null)}
            aria-busy={setLimit.isPending || undefined}
          >
            {t('protection.remove')}
          </button>
        )}
      </form>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
