import { useState, type FormEvent } from 'react';
import { Scrim } from '../../../components/Scrim';
import { useT } from '../../../lib/i18n';
import { Field, SubmitButton } from '../shared/Field';

/** A pending ask for the code Firebase texted to the member's second factor. */
export interface CodeAsk {
  phoneNumber: string;
  answer: (code: string) => void;
  cancel: () => void;
}

/** Firebase's texted second factor: the code sent to the (masked) number, or cancel. */
export function SecondFactorPrompt({ ask }: { ask: CodeAsk }) {
  const t = useT();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) ask.answer(code.trim());
  };
  return (
    <Scrim onClick={ask.cancel}>
      <form
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="social-code-title"
        onClick={(event) => event.stopPropagation()}
        onSubmit={submit}
      >
        <h2 id="social-code-title">{t('twoFactor.bySms')}</h2>
        <p dir="ltr">{ask.phoneNumber}</p>
        <Field
          id="social-code"
          label={t('field.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={setCode}
        />
        <SubmitButton label={t('twoFactor.verify')} busy={false} />
        <button type="button" className="text-link social-cancel" onClick={ask.cancel}>
          {t('action.cancel')}
        </button>
      </form>
    </Scrim>
  );
}
