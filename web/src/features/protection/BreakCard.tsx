import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { PAGE_PATHS, PROTECTION_RULES } from '@lobby/contract';
import { openDialog } from '../../lib/dialogs';
import { useDates } from '../../lib/dates';
import { classifyError, errorMessage, isWrongPassword } from '../../lib/error-catalogue';
import { useT } from '../../lib/i18n';
import { endSession } from '../../lib/session';
import { useTakeBreak } from './queries';

const TIME_OUT_DAYS = [1, 3, 7, 14, 30, PROTECTION_RULES.timeOutDays.max];
const EXCLUSION_MONTHS = [PROTECTION_RULES.selfExclusionMonths.min, 12, 24, 36, 60];
type Kind = 'timeOut' | 'selfExclusion';
const KIND_KEYS: Record<Kind, string> = {
  timeOut: 'protection.timeOut',
  selfExclusion: 'protection.selfExclusion',
};

/** Time-out or self-exclusion: the length, the password, and what it means before it starts. */
export function BreakCard() {
  const t = useT();
  const dates = useDates();
  const [, navigate] = useLocation();
  const takeBreak = useTakeBreak();
  const [kind, setKind] = useState<Kind>('timeOut');
  const [length, setLength] = useState(String(TIME_OUT_DAYS[0]));
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const choose = (next: Kind) => {
    setKind(next);
    setLength(String(next === 'timeOut' ? TIME_OUT_DAYS[0] : EXCLUSION_MONTHS[0]));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!password) {
      setError(t('validation.required'));
      return;
    }
    const body =
      kind === 'timeOut'
        ? { kind, days: Number(length), password }
        : length === 'permanent'
          ? { kind, permanent: true, password }
          : { kind, months: Number(length), password };
    takeBreak.mutate(body, {
      onSuccess: ({ until }) => {
        endSession();
        navigate(PAGE_PATHS.home);
        openDialog({
          kind: 'notice',
          title: t(KIND_KEYS[kind]),
          message: until
            ? t('protection.breakStarted', { date: dates.date(until, 'dateTime') })
            : t('protection.selfExcludedForever'),
        });
      },
      onError: (failure) => {
        setError(
          isWrongPassword(failure)
            ? t('accountError.credentials')
            : errorMessage(failure, classifyError(failure)),
        );
      },
    });
  };

  return (
    <section className="account-card" aria-labelledby="break-title">
      <h2 id="break-title" className="card-title">
        {t('protection.break')}
      </h2>
      <form className="account-form" onSubmit={submit} noValidate>
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('protection.break')}</legend>
          {(['timeOut', 'selfExclusion'] as const).map((option) => (
            <label key={option} className="segment">
              <input
                type="radio"
                name="break-kind"
                value={option}
                checked={kind === option}
                onChange={() => choose(option)}
              />
              <span>{t(KIND_KEYS[option])}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="break-length">{t('protection.length')}</label>
          <div className="field-box">
            <select
              id="break-length"
              className="limit-select"
              value={length}
              onChange={(event) => setLength(event.target.value)}
            >
              {kind === 'timeOut'
                ? TIME_OUT_DAYS.map((days) => (
                    <option key={days} value={days}>
                      {t('protection.days', { count: days })}
                    </option>
                  ))
                : [
                    ...EXCLUSION_MONTHS.map((months) => (
                      <option key={months} value={months}>
                        {t('protection.months', { count: months })}
                      </option>
                    )),
                    <option key="permanent" value="permanent">
                      {t('protection.permanent')}
                    </option>,
                  ]}
            </select>
          </div>
        </div>
        <p className="form-note">
          {t('protection.breakHint')}
          {kind === 'selfExclusion' && ` ${t('protection.selfExclusionHint')}`}
        </p>
        <div className="field">
          <label htmlFor="break-password">{t('protection.confirmBreak')}</label>
          <div className="field-box" data-invalid={error ? 'true' : undefined}>
            <input
              id="break-password"
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? 'break-error' : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {error && (
            <p id="break-error" className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="button block danger"
          aria-busy={takeBreak.isPending || undefined}
        >
          {t('protection.takeBreak')}
        </button>
      </form>
    </section>
  );
}
