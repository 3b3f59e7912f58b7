import { useState } from 'react';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { PASSWORD_RULES, type OperatorSignInStage } from '@lobby/contract';
import { useT } from '../../lib/i18n';
import { sessionKeys } from '../../lib/session';
import { TextField } from '../../components/Field';
import { ErrorMessage } from '../../components/ErrorMessage';
import { NewPasswordStep, PairStep } from './FirstSignInSteps';
import { Card, CodeField, onSubmit, type Done } from './SignInCard';
import { useSignIn, useSignInCode } from './queries';

/** Where the sign-in stands: the name and password first, then what the server asks next. */
type Step = 'credentials' | Exclude<OperatorSignInStage, 'active'>;

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
