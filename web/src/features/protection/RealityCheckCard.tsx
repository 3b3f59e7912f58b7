import { useState, type FormEvent } from 'react';
import { PROTECTION_RULES, type ProtectionStatus } from '@lobby/contract';
import { showToast } from '../../lib/dialogs';
import { useT } from '../../lib/i18n';
import { useSetRealityCheck } from './queries';

const TOAST_MS = 3000;

/** How often a reality check interrupts play; never below the merchant's minimum. */
export function RealityCheckCard({
  realityCheck,
}: {
  realityCheck: ProtectionStatus['realityCheck'];
}) {
  const t = useT();
  const save = useSetRealityCheck();
  const [text, setText] = useState(String(realityCheck.minutes));
  const [error, setError] = useState('');
  const min = realityCheck.minimumMinutes;
  const max = PROTECTION_RULES.realityCheckMinutes.max;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minutes = Number(text.trim());
    if (!Number.isInteger(minutes) || minutes < min || minutes > max) {
      setError(t('protection.minutesRange', { min, max }));
      return;
    }
    setError('');
    save.mutate({ minutes }, { onSuccess: () => showToast(t('protection.saved'), TOAST_MS) });
  };

  return (
    <section className="account-card" aria-labelledby="reality-title">
      <h2 id="reality-title" className="card-title">
        {t('protection.realityCheck')}
      </h2>
      <p className="muted">{t('protection.realityCheckHint', { minutes: realityCheck.minutes })}</p>
      <form className="limit-form" onSubmit={submit} noValidate>
        <label className="visually-hidden" htmlFor="reality-minutes">
          {t('protection.minutesLabel')}
        </label>
        <input
          id="reality-minutes"
          className="limit-input"
          inputMode="numeric"
          value={text}
          aria-invalid={error ? 'true' : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button" aria-busy={save.isPending || undefined}>
          {t('protection.save')}
        </button>
      </form>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
