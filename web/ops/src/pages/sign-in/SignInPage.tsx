import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { PASSWORD_RULES, type OperatorSignInStage } from '@lobby/contract';
import { useConsoleInfo } from '../../lib/console';
import { useT } from '../../lib/i18n';
import { sessionKeys } from '../../lib/session';
import { TextField } from '../../components/Field';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { QrCode } from '#shared/QrCode';
import { useNewPassword, usePair, usePairing, useSignIn, useSignInCode } from './queries';

/** Where the sign-in stands: the name and password first, then what the server asks next. */
type Step = 'credentials' | Exclude<OperatorSignInStage, 'active'>;

function Card({ title, children }: { title: string; children: ReactNode }) {
  const info = useConsoleInfo();
  return (
    <main className="ops-card">
      <h1>{title}</h1>
      <p className="ops-muted">{info.merchantName}</p>
      {children}
    </main>
  );
}

/** Submits once at a time: the handler runs only while nothing is pending. */
const onSubmit = (pending: boolean, run: () => void) => (event: FormEvent) => {
  event.preventDefault();
  if (!pending) run();
};

/**
 * Operator sign-in: name and password, then the authenticator's code; at first sign-in, a new
 * password in place of the one-time one and pairing an authenticator (QR code) before any page.
 */
export function SignInPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('credentials');
  const moveOn = async ({ stage }: { stage: OperatorSignInStage }) => {
    if (stage !== 'active') return setStep(stage);
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    navigate('/');
  };
  if (step === 'totp') return <CodeStep onDone={moveOn} />;
  if (step === 'password') return <NewPasswordStep onDone={moveOn} />;
  if (step === 'pair') return <PairStep onDone={moveOn} />;
  return <CredentialsStep onDone={moveOn} title={t('signIn.title')} />;
}

type Done = (answer: { stage: OperatorSignInStage }) => void;

function CredentialsStep({ onDone, title }: { onDone: Done; title: string }) {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  return (
    <Card title={title}>
      <form
        onSubmit={onSubmit(signIn.isPending, () =>
          signIn.mutate({ username, password }, { onSuccess: onDone }),
        )}
      >
        <TextField
          label={t('signIn.username')}
          name="username"
          value={username}
          onValue={setUsername}
          maxLength={64}
          autoComplete="username"
          required
        />
        <TextField
          label={t('signIn.password')}
          name="password"
          type="password"
          value={password}
          onValue={setPassword}
          maxLength={PASSWORD_RULES.maxInputLength}
          autoComplete="current-password"
          required
        />
        <ErrorMessage error={signIn.error} />
        <button type="submit" className="ops-primary" disabled={signIn.isPending}>
          {t('signIn.submit')}
        </button>
      </form>
    </Card>
  );
}

function CodeField({ value, onValue }: { value: string; onValue: (value: string) => void }) {
  const t = useT();
  return (
    <TextField
      label={t('signIn.code')}
      name="code"
      value={value}
      onValue={(v) => onValue(v.replace(/\D/g, ''))}
      maxLength={6}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
    />
  );
}

function CodeStep({ onDone }: { onDone: Done }) {
  const t = useT();
  const [code, setCode] = useState('');
  const verify = useSignInCode();
  return (
    <Card title={t('signIn.codeTitle')}>
      <form
        onSubmit={onSubmit(verify.isPending, () => verify.mutate({ code }, { onSuccess: onDone }))}
      >
        <p>{t('signIn.codeHint')}</p>
        <CodeField value={code} onValue={setCode} />
        <ErrorMessage error={verify.error} />
        <button type="submit" className="ops-primary" disabled={verify.isPending}>
          {t('signIn.verify')}
        </button>
      </form>
    </Card>
  );
}

function NewPasswordStep({ onDone }: { onDone: Done }) {
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

function PairStep({ onDone }: { onDone: Done }) {
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
