import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: string;
  /** A problem with the value, shown under it and tied to the control. */
  error?: string;
  hint?: string;
  /** Draws the control with the id its label and messages point at. */
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** A labelled form control with its hint and error, tied together for screen readers. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={error ? 'ops-field ops-field-invalid' : 'ops-field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy: describedBy || undefined })}
      {hint && (
        <small id={`${id}-hint`} className="ops-hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="ops-field-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/** A text input inside a Field: `<TextField label=… value=… onValue=… />`. */
export function TextField(props: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  type?: 'text' | 'password' | 'date' | 'search';
  maxLength?: number;
  autoComplete?: string;
  required?: boolean;
  error?: string;
  hint?: string;
  inputMode?: 'text' | 'numeric' | 'decimal';
  name?: string;
}) {
  return (
    <Field label={props.label} error={props.error} hint={props.hint}>
      {({ id, describedBy }) => (
        <input
          id={id}
          name={props.name}
          type={props.type ?? 'text'}
          value={props.value}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete ?? 'off'}
          required={props.required}
          inputMode={props.inputMode}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
          onInput={(event) => props.onValue((event.target as HTMLInputElement).value)}
        />
      )}
    </Field>
  );
}

/** A select inside a Field, its options as value and label pairs. */
export function SelectField(props: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly { value: string; label: string }[];
  name?: string;
}) {
  return (
    <Field label={props.label}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={props.name}
          value={props.value}
          aria-describedby={describedBy}
          onChange={(event) => props.onValue((event.target as HTMLSelectElement).value)}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
