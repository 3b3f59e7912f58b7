import { useState } from 'react';
import { PASSWORD_RULES } from '@lobby/contract';
import { QrCode } from '#shared/QrCode';
import { useT } from '../../lib/i18n';
import { TextField } from '../../components/Field';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { Card, CodeField, onSubmit, type Done } from './SignInCard';
import { useNewPassword, usePair, usePairing } from './queries';

/** First sign-in: a new password of the operator's own in place of the one-time one. */
export function NewPasswordStep({ onDone }: { onDone: Done }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useNewPassword();
  return (
    <Card title={t('signIn.passwordTitle')}>
      <form
        onSubmit={onSubmit(change.isPending, () => {
          setMismatch(password !== again);
          if (password === again) change.mutate({ password }, { onSuccess: onDone });
        })}
      >
        <p>
          {t('signIn.passwordHint', {
            min: PASSWORD_RULES.minLength,
            max: PASSWORD_RULES.maxLength,
          })}
        </p>
        <TextField
          label={t('signIn.newPassword')}
          name="new-password"
          type="password"
          value={password}
          onValue={setPassword}
          maxLength={PASSWORD_RULES.maxInputLength}
          autoComplete="new-password"
          required
        />
        <TextField
          label={t('signIn.confirmPassword')}
          name="new-password-again"
          type="password"
          value={again}
          onValue={setAgain}
          maxLength={PASSWORD_RULES.maxInputLength}
          autoComplete="new-password"
          required
          error={mismatch ? t('signIn.mismatch') : undefined}
        />
        <ErrorMessage error={change.error} />
        <button type="submit" className="ops-primary" disabled={change.isPending}>
          {t('common.save')}
        </button>
      </form>
    </Card>
  );
}

/** First sign-in: pairing an authenticator by its QR code (or its key typed in). */
export function PairStep({ onDone }: { onDone: Done }) {
  const t = useT();
  const [code, setCode] = useState('');
  const pairing = usePairing(true);
  const pair = usePair();
  return (
    <Card title={t('signIn.pairTitle')}>
      {pairing.data ? (
        <form
          onSubmit={onSubmit(pair.isPending, () => pair.mutate({ code }, { onSuccess: onDone }))}
        >
          <p>{t('signIn.pairHint')}</p>
          <div className="ops-qr">
            <QrCode text={pairing.data.otpauthUri} label={t('signIn.pairTitle')} />
          </div>
          <p>
            {t('signIn.secret')}:{' '}
            <span className="ops-secret" data-testid="ops-totp-secret">
              {pairing.data.secret}
            </span>
          </p>
          <CodeField value={code} onValue={setCode} />
          <ErrorMessage error={pair.error} />
          <button type="submit" className="ops-primary" disabled={pair.isPending}>
            {t('signIn.pair')}
          </button>
        </form>
      ) : (
        <>
          <ErrorMessage error={pairing.error} />
          {pairing.isPending && <Loading />}
        </>
      )}
    </Card>
  );
}
