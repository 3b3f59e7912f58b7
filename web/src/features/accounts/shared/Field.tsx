import { useState, type ReactNode, type Ref } from 'react';
import { useT } from '../../../lib/i18n';

export interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete: string;
  /** The translated error, shown beside the field and announced; empty when fine. */
  error?: string;
  hint?: string;
  type?: 'text' | 'tel' | 'password' | 'email' | 'date';
  /** The last day a date field offers (YYYY-MM-DD). */
  max?: string;
  /** The first day a date field offers (YYYY-MM-DD). */
  min?: string;
  inputMode?: 'text' | 'tel' | 'numeric' | 'email';
  inputRef?: Ref<HTMLInputElement>;
  /** Something drawn before the input inside its box (a dialing code). */
  prefix?: ReactNode;
  /** Something drawn after the input inside its box (the show-password toggle). */
  suffix?: ReactNode;
}

/** A labelled input with its hint and its error, wired for screen readers. */
export function Field({
  id,
  label,
  value,
  onChange,
  onBlur,
  autoComplete,
  error,
  hint,
  type = 'text',
  inputMode,
  inputRef,
  prefix,
  suffix,
  max,
  min,
}: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-box" data-invalid={error ? 'true' : undefined}>
        {prefix}
        <input
          ref={inputRef}
          id={id}
          name={id}
          type={type}
          value={value}
          max={max}
          min={min}
          autoComplete={autoComplete}
          inputMode={inputMode}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {suffix}
      </div>
      {hint && !error && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password field with a show/hide toggle, so a phone player can check what they typed. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'suffix' | 'inputMode'>) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="field-toggle"
          aria-controls={props.id}
          aria-pressed={shown}
          aria-label={t('action.showPassword')}
          onClick={() => setShown((value) => !value)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="icon">
            <path
              d={
                shown
                  ? 'M2 4.3L3.3 3 21 20.7 19.7 22l-3.2-3.2A10.9 10.9 0 0112 19.5C6.5 19.5 2.7 15.6 1 12a12.7 12.7 0 014.2-5L2 4.3zm7.1 7.1a3 3 0 003.5 3.5l-3.5-3.5zM12 4.5c5.5 0 9.3 3.9 11 7.5a12.4 12.4 0 01-3 4.2l-3.3-3.3A5 5 0 0011 6.9L8.9 4.9A11.5 11.5 0 0112 4.5z'
                  : 'M12 4.5c5.5 0 9.3 3.9 11 7.5-1.7 3.6-5.5 7.5-11 7.5S2.7 15.6 1 12c1.7-3.6 5.5-7.5 11-7.5zM12 7a5 5 0 100 10 5 5 0 000-10zm0 2a3 3 0 110 6 3 3 0 010-6z'
              }
            />
          </svg>
        </button>
      }
    />
  );
}

/** The form-level message of a failed attempt, announced when it appears. */
export function FormError({ message }: { message: string }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** The submit button: says what it does, shows progress, and ignores taps while busy. */
export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <button
      type="submit"
      className="button block submit"
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
    >
      {label}
    </button>
  );
}
