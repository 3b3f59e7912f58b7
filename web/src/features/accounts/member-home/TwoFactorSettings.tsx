import { lazy, Suspense, useState, type FormEvent } from 'react';
import { CODE_FACTORS, type CodeFactor } from '@lobby/contract';
import { classifyError, errorMessage } from '../../../lib/error-catalogue';
import { useT } from '../../../lib/i18n';
import { Field, FormError, PasswordField, SubmitButton } from '../shared/Field';
import { useSubmitLock } from '../shared/submit-lock';
import { useForm } from '../shared/use-form';
import { validateCode, validateRequired } from '../shared/validation';
import { useTwoFactorChange, useTwoFactorStatus } from './two-factor';

// The QR encoder loads only when the authenticator is being turned on.
const QrCode = lazy(() => import('#shared/QrCode').then(({ QrCode }) => ({ default: QrCode })));

// Each row's state agrees with its own label ("app" and "codes" differ in gender and number).
const CODE_FACTOR_STATES: Record<CodeFactor, { on: string; off: string }> = {
  sms: { on: 'twoFactor.smsOn', off: 'twoFactor.smsOff' },
  email: { on: 'twoFactor.emailOn', off: 'twoFactor.emailOff' },
};

type Next = 'setup' | 'disable' | { method: CodeFactor; enabled: boolean };
type Stage =
  | { kind: 'idle' }
  | { kind: 'password'; next: Next }
  | { kind: 'scan'; secret: string; otpauthUri: string }
  | { kind: 'recovery'; codes: string[] };

/**
 * Member home's two-step verification: turn the authenticator on (password again, a QR code and
 * the key to type, a first code, then the one-use recovery codes) or off (password again); and
 * codes texted to the member's number or emailed to their verified address, on or off (password
 * again), each offered once there is a number or address to send to.
 */
export default function TwoFactorSettings() {
  const t = useT();
  const status = useTwoFactorStatus();
  const change = useTwoFactorChange();
  const submitLocked = useSubmitLock();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const form = useForm({ password: '', code: '' });
  const [formError, setFormError] = useState('');

  const failed = (error: unknown) => {
    const behaviour = classifyError(error);
    if (behaviour.kind === 'field' && behaviour.field === 'code') {
      form.setFieldError('code', { key: behaviour.messageKey });
    } else if (behaviour.kind === 'field' && behaviour.field === 'currentPassword') {
      form.setFieldError('password', { key: 'accountError.currentPassword' });
    } else {
      setFormError(errorMessage(error, behaviour));
    }
  };

  const run = (event: FormEvent, action: () => Promise<void>) => {
    event.preventDefault();
    void submitLocked(async () => {
      setFormError('');
      try {
        await action();
      } catch (error) {
        failed(error);
      }
    });
  };

  const submitPassword = (event: FormEvent, next: Next) => {
    if (!form.validate({ password: (values) => validateRequired(values.password) })) {
      event.preventDefault();
      return;
    }
    run(event, async () => {
      const password = form.values.password;
      if (typeof next === 'object') {
        await change.mutateAsync({ kind: 'codes', ...next, password });
        setStage({ kind: 'idle' });
      } else if (next === 'setup') {
        const setup = await change.mutateAsync({ kind: 'setup', password });
        if ('secret' in setup) {
          setStage({ kind: 'scan', secret: setup.secret, otpauthUri: setup.otpauthUri });
        }
      } else {
        await change.mutateAsync({ kind: 'disable', password });
        setStage({ kind: 'idle' });
      }
      form.setValues({ password: '', code: '' });
    });
  };

  const submitCode = (event: FormEvent) => {
    if (!form.validate({ code: (values) => validateCode(values.code.trim()) })) {
      event.preventDefault();
      return;
    }
    run(event, async () => {
      const answer = await change.mutateAsync({ kind: 'confirm', code: form.values.code.trim() });
      if ('recoveryCodes' in answer) setStage({ kind: 'recovery', codes: answer.recoveryCodes });
    });
  };

  const on = status.data?.ga === true;
  const anyOn = on || status.data?.sms === true || status.data?.email === true;
  const codeFactors = CODE_FACTORS.filter((method) => status.data?.[`${method}Available`]);
  const hasCodeFactors = codeFactors.length > 0;
  return (
    <section className="account-card two-factor-settings" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="card-title">
        {t('twoFactor.settingsTitle')}
      </h2>
      <p className="form-note">
        {t(on ? 'twoFactor.isOn' : anyOn ? 'twoFactor.codesOn' : 'twoFactor.isOff')}
      </p>
      <FormError message={formError} />
      {stage.kind === 'idle' && status.data && (
        // Beside code factors each button names what it turns on or off (its row's note).
        <div className="code-factor">
          {hasCodeFactors && (
            <p className="form-note" id="two-factor-ga-state">
              {t('twoFactor.byApp')}: {t(on ? 'twoFactor.appOn' : 'twoFactor.appOff')}
            </p>
          )}
          <button
            type="button"
            className="button secondary block"
            aria-describedby={hasCodeFactors ? 'two-factor-ga-state' : undefined}
            onClick={() => setStage({ kind: 'password', next: on ? 'disable' : 'setup' })}
          >
            {t(on ? 'twoFactor.turnOff' : 'twoFactor.turnOn')}
          </button>
        </div>
      )}
      {stage.kind === 'idle' &&
        status.data &&
        codeFactors.map((method) => {
          const enabled = status.data[method];
          return (
            <div key={method} className="code-factor">
              <p className="form-note" id={`two-factor-${method}-state`}>
                {t(method === 'sms' ? 'twoFactor.smsCodes' : 'twoFactor.emailCodes')}:{' '}
                {t(CODE_FACTOR_STATES[method][enabled ? 'on' : 'off'])}
              </p>
              <button
                type="button"
                className="button secondary block"
                data-testid={`two-factor-${method}`}
                aria-describedby={`two-factor-${method}-state`}
                onClick={() => setStage({ kind: 'password', next: { method, enabled: !enabled } })}
              >
                {t(enabled ? 'twoFactor.turnOff' : 'twoFactor.turnOn')}
              </button>
            </div>
          );
        })}
      {stage.kind === 'password' && (
        <form
          className="account-form"
          noValidate
          onSubmit={(event) => submitPassword(event, stage.next)}
        >
          <PasswordField
            id="two-factor-password"
            label={t('field.currentPassword')}
            autoComplete="current-password"
            {...form.bind('password', (values) => validateRequired(values.password))}
          />
          <SubmitButton label={t('twoFactor.continue')} busy={change.isPending} />
        </form>
      )}
      {stage.kind === 'scan' && (
        <form className="account-form" noValidate onSubmit={submitCode}>
          <p className="form-note">{t('twoFactor.scan')}</p>
          <Suspense fallback={<div className="qr-code skeleton" aria-hidden="true" />}>
            <QrCode text={stage.otpauthUri} label={t('twoFactor.qrLabel')} />
          </Suspense>
          <p className="form-note">{t('twoFactor.manualKey')}</p>
          <code className="secret-key" data-testid="totp-secret">
            {stage.secret}
          </code>
          <Field
            id="two-factor-first-code"
            label={t('twoFactor.codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...form.bind('code', (values) => validateCode(values.code.trim()))}
          />
          <SubmitButton label={t('twoFactor.verify')} busy={change.isPending} />
        </form>
      )}
      {stage.kind === 'recovery' && (
        <div className="account-form">
          <p className="form-note">{t('twoFactor.recoveryCodes')}</p>
          <ul className="recovery-codes" data-testid="recovery-codes">
            {stage.codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <button type="button" className="button block" onClick={() => setStage({ kind: 'idle' })}>
            {t('twoFactor.savedCodes')}
          </button>
        </div>
      )}
    </section>
  );
}
