import { useState } from 'react';
import { useLocation } from 'wouter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@lobby/contract';
import { opsRequest } from '../../lib/api';
import { useConsoleInfo } from '../../lib/console';
import { useT } from '../../lib/i18n';
import { sessionKeys } from '../../lib/session';
import { TextField } from '../../components/Field';
import { ErrorMessage } from '../../components/ErrorMessage';

/** Sign-in with the operator's name and password. */
export function SignInPage() {
  const t = useT();
  const info = useConsoleInfo();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: () => opsRequest(calls.operatorLogin, { body: { username, password } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      navigate('/');
    },
  });
  return (
    <main className="ops-card">
      <h1>{t('signIn.title')}</h1>
      <p className="ops-muted">{info.merchantName}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!signIn.isPending) signIn.mutate();
        }}
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
          maxLength={256}
          autoComplete="current-password"
          required
        />
        <ErrorMessage error={signIn.error} />
        <button type="submit" className="ops-primary" disabled={signIn.isPending}>
          {t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
