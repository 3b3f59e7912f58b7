import { useState, type FormEvent } from 'react';
import { useDates } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-catalogue';
import { useT } from '../../../lib/i18n';
import { Field, FormError, SubmitButton } from '../shared/Field';
import { useMemberInfo } from '../shared/queries';
import { PasskeyProofFields, type PasskeyProof } from './PasskeyProofFields';
import { passkeysSupported, useAddPasskey, usePasskeys, useRemovePasskey } from './passkeys';
import './passkeys.css';

const NO_PROOF: PasskeyProof = { password: '', method: 'sms', code: '' };

/**
 * Member home's passkeys: the list (name, when added and last used) with Remove, and adding one
 * after the password again, or a sent code for a member who never set a password.
 */
export default function PasskeySettings() {
  const t = useT();
  const dates = useDates();
  const list = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const info = useMemberInfo().data;
  // A member signed up by code has only the password the server made up: a code proves them.
  const byCode = info?.mustChangePassword === true;
  const methods = (['sms', 'email'] as const).filter((method) =>
    method === 'sms' ? !!info?.mobile : !!info?.email,
  );
  const [adding, setAdding] = useState(false);
  const [proof, setProof] = useState<PasskeyProof>(NO_PROOF);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [added, setAdded] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = proof.code.trim();
    if ((byCode ? !code : !proof.password) || add.isPending) return;
    setError('');
    try {
      await add.mutateAsync({
        proof: byCode
          ? { verifyMethod: proof.method, verifyCode: code }
          : { password: proof.password },
        name: name.trim(),
      });
      setAdding(false);
      setProof(NO_PROOF);
      setName('');
      setAdded(true);
    } catch (failure) {
      if (failure instanceof Error && failure.name === 'NotAllowedError') return;
      setError(errorMessage(failure));
    }
  };

  return (
    <section className="account-card passkeys" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="card-title">
        {t('passkey.title')}
      </h2>
      <p className="muted">{t('passkey.intro')}</p>
      {added && <p role="status">{t('passkey.added')}</p>}
      {list.data?.length === 0 && <p className="muted">{t('passkey.none')}</p>}
      <ul className="passkey-list">
        {list.data?.map((passkey) => (
          <li key={passkey.id} className="passkey-item">
            <div className="passkey-text">
              <strong>{passkey.name}</strong>
              <span className="muted">
                {t('passkey.created', { date: dates.date(passkey.createdAt, 'dateTime') })}
              </span>
              {passkey.lastUsedAt && (
                <span className="muted">
                  {t('passkey.lastUsed', { date: dates.date(passkey.lastUsedAt, 'dateTime') })}
                </span>
              )}
            </div>
            <button
              type="button"
              className="button secondary small"
              disabled={remove.isPending}
              onClick={() => remove.mutate(passkey.id)}
            >
              {t('passkey.remove')}
            </button>
          </li>
        ))}
      </ul>
      {!passkeysSupported() ? (
        <p className="muted">{t('passkey.unsupported')}</p>
      ) : adding ? (
        <form className="passkey-form" onSubmit={(event) => void submit(event)}>
          <FormError message={error} />
          <PasskeyProofFields
            byCode={byCode}
            methods={methods}
            proof={proof}
            onChange={setProof}
            onError={setError}
          />
          <Field
            id="passkey-name"
            label={t('passkey.name')}
            autoComplete="off"
            value={name}
            onChange={setName}
          />
          <SubmitButton label={t('passkey.add')} busy={add.isPending} />
        </form>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => {
            setProof({ ...NO_PROOF, method: methods[0] ?? 'sms' });
            setAdding(true);
          }}
        >
          {t('passkey.add')}
        </button>
      )}
    </section>
  );
}
