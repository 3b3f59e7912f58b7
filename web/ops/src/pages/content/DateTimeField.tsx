import { Field } from '../../components/Field';

/** A `datetime-local` input with its label (and hint), holding the input's own value. */
export function DateTimeField(props: {
  label: string;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <Field label={props.label} hint={props.hint}>
      {({ id, describedBy }) => (
        <input
          id={id}
          type="datetime-local"
          aria-describedby={describedBy}
          value={props.value}
          onInput={(event) => props.onValue((event.target as HTMLInputElement).value)}
        />
      )}
    </Field>
  );
}
