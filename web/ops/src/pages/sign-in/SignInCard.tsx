import type { FormEvent, ReactNode } from 'react';
import type { OperatorSignInStage } from '@lobby/contract';
import { useConsoleInfo } from '../../lib/console';
import { useT } from '../../lib/i18n';
import { TextField } from '../../components/Field';
import { digitsOnly } from './sign-in-steps';

/** What a step does once the server answers: the stage the sign-in reached. */
export type Done = (answer: { stage: OperatorSignInStage }) => void;

/** The sign-in's card: the step's title above the merchant's name. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
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
export const onSubmit = (pending: boolean, run: () => void) => (event: FormEvent) => {
  event.preventDefault();
  if (!pending) run();
};

/** The authenticator's six digits (anything else typed is dropped). */
export function CodeField({ value, onValue }: { value: string; onValue: (value: string) => void }) {
  const t = useT();
  return (
    <TextField
      label={t('signIn.code')}
      name="code"
      value={value}
      onValue={(v) => onValue(digitsOnly(v))}
      maxLength={6}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
    />
  );
}
