import type { CodeSent } from '@lobby/contract';
import { useT } from '../../../lib/i18n';
import { Field, type FieldProps } from '../shared/Field';
import { SendCodeButton } from './SendCodeButton';

/**
 * A sent code's field with its Send code button beside it and, once a code is on its way, the
 * notice that says so.
 */
export function CodeRow({
  id,
  field,
  onSend,
  busy,
  notice,
}: {
  id: string;
  /** The form's binding of the code field (value, onChange, onBlur, error). */
  field: Pick<FieldProps, 'value' | 'onChange' | 'onBlur' | 'error'>;
  onSend: () => Promise<CodeSent | undefined>;
  busy: boolean;
  notice?: string;
}) {
  const t = useT();
  return (
    <>
      <div className="code-row">
        <Field
          id={id}
          label={t('field.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...field}
        />
        <SendCodeButton onSend={onSend} busy={busy} />
      </div>
      {notice && (
        <p className="form-note" role="status">
          {notice}
        </p>
      )}
    </>
  );
}
