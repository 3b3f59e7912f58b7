import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-catalogue';
import { useT } from '../../../lib/i18n';
import { CodeRow } from '../codes/CodeRow';
import { codeFailure, useTextedCode } from '../codes/send-code';
import { Field, FormError, SubmitButton } from '../shared/Field';
import { useMemberInfo } from '../shared/queries';
import { useSubmitLock } from '../shared/submit-lock';
import { useForm } from '../shared/use-form';
import { validateCode, validateEmail } from '../shared/validation';
import { useConfirmEmail, useSendEmailCode } from './member-email';

type Values = Record<'email' | 'code', string>;

/**
 * Member home's email address: the verified one (masked), and a form to add or change it: a code
 * goes to the new address, and the address is the member's once that code comes back.
 */
export default function EmailSettings() {
  const t = useT();
  const info = useMemberInfo();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useForm({ email: '', code: '' });
  const [formError, setFormError] = useState('');
  const sendCode = useSendEmailCode();
  const confirm = useConfirmEmail();
  const submitLocked = useSubmitLock();
  const rules = {
    email: (values: Values) => validateEmail(values.email.trim()),
    code: (values: Values) => validateCode(values.code.trim()),
  };
  const current = info.data?.email ?? null;

  const onError = (error: unknown, behaviour: ReturnType<typeof codeFailure>) => {
    if (!behaviour) return;
    if (behaviour.kind === 'field' && behaviour.field === 'code') {
      form.setFieldError('code', { key: behaviour.messageKey });
    } else if (behaviour.kind === 'field' && behaviour.field === 'email') {
      form.setFieldError('email', { key: behaviour.messageKey });
    } else {
      setFormError(errorMessage(error, behaviour));
    }
  };

  const code = useTextedCode({
    ready: () => {
      setFormError('');
      return form.validate({ email: rules.email });
    },
    request: () => sendCode.mutateAsync(form.values.email.trim()),
    onError,
    sentMessage: t('email.codeSent'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate(rules)) return;
    void submitLocked(async () => {
      setFormError('');
      try {
        await confirm.mutateAsync({
          email: form.values.email.trim(),
          code: form.values.code.trim(),
        });
        form.setValues({ email: '', code: '' });
        setEditing(false);
        setSaved(true);
      } catch (error) {
        onError(error, codeFailure(error, null));
      }
    });
  };

  return (
    <section className="account-card email-settings" aria-labelledby="email-title">
      <h2 id="email-title" className="card-title">
        {t('email.title')}
      </h2>
      <p className="form-note" data-testid="member-email">
        {current ? t('email.current', { email: current }) : t('email.none')}
      </p>
      {saved && !editing && (
        <p className="form-note" role="status">
          {t('email.saved')}
        </p>
      )}
      {!editing ? (
        <button
          type="button"
          className="button secondary block"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          {t(current ? 'email.change' : 'email.add')}
        </button>
      ) : (
        <form className="account-form" noValidate onSubmit={submit}>
          <FormError message={formError} />
          <Field
            id="member-email"
            label={t('field.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.bind('email', rules.email)}
          />
          <CodeRow
            id="member-email-code"
            field={form.bind('code', rules.code)}
            onSend={code.send}
            busy={code.busy}
            notice={code.notice}
          />
          <SubmitButton label={t('email.save')} busy={confirm.isPending} />
        </form>
      )}
    </section>
  );
}
