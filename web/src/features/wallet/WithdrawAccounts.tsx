import { useState, type FormEvent } from 'react';
import {
  WITHDRAW_ACCOUNT_NUMBER_PATTERN,
  WITHDRAW_ACCOUNT_TYPES,
  type WithdrawAccountType,
  type WithdrawAccountView,
} from '@lobby/contract';
import { errorMessage, isWrongPassword } from '../../lib/error-catalogue';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useAddWithdrawAccount } from './queries';

type Values = Record<'provider' | 'holder' | 'number' | 'password', string>;

const TYPE_KEYS = {
  bank: 'wallet.accountType.bank',
  ewallet: 'wallet.accountType.ewallet',
} as const satisfies Record<WithdrawAccountType, string>;

/** Spaces players type between groups of digits are not part of the number. */
const compact = (value: string) => value.replace(/\s+/g, '');

type Field = keyof Values;

/** The message key of a field's problem, or null when it is fine. */
function problemOf(name: Field, values: Values): string | null {
  if (!values[name].trim()) return 'validation.required';
  if (name === 'number' && !WITHDRAW_ACCOUNT_NUMBER_PATTERN.test(compact(values.number))) {
    return 'wallet.accountNumberInvalid';
  }
  return null;
}

const FIELDS: readonly Field[] = ['provider', 'holder', 'number', 'password'];

/** A labelled input of the form with its hint or error, wired for screen readers. */
function AccountField({
  name,
  label,
  hint,
  values,
  errors,
  onChange,
  autoComplete,
  type = 'text',
}: {
  name: Field;
  label: string;
  hint?: string;
  values: Values;
  errors: Partial<Record<Field, string>>;
  onChange: (name: Field, value: string) => void;
  autoComplete: string;
  type?: 'text' | 'password';
}) {
  const t = useT();
  const id = `account-${name}`;
  const error = errors[name];
  const note = error ? t(error) : hint;
  return (
    <div className="wallet-filter">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type={type}
        className="wallet-amount"
        value={values[name]}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(event) => onChange(name, event.currentTarget.value)}
      />
      {note && (
        <p
          id={`${id}-note`}
          className={error ? 'wallet-error' : 'muted'}
          role={error ? 'alert' : undefined}
        >
          {note}
        </p>
      )}
    </div>
  );
}

/** Adds a withdrawal account; the player types the sign-in password again to save it. */
export function AddAccountForm({
  onSaved,
  onCancel,
}: {
  onSaved: (account: WithdrawAccountView) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const userName = useSession()?.userName ?? '';
  const [type, setType] = useState<WithdrawAccountType>('bank');
  const [values, setValues] = useState<Values>({
    provider: '',
    holder: '',
    number: '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const add = useAddWithdrawAccount();

  const change = (name: Field, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // A field showing an error checks itself again as the player types.
    if (errors[name]) setErrors({ ...errors, [name]: problemOf(name, next) ?? undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    for (const name of FIELDS) found[name] = problemOf(name, values) ?? undefined;
    setErrors(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) {
      document.getElementById(`account-${first}`)?.focus();
      return;
    }
    setFormError('');
    add.mutate(
      {
        type,
        provider: values.provider.trim(),
        holderName: values.holder.trim(),
        accountNumber: compact(values.number),
        password: values.password,
      },
      {
        onSuccess: ({ account }) => onSaved(account),
        onError: (error) => {
          if (isWrongPassword(error)) {
            setErrors({ password: 'accountError.currentPassword' });
            document.getElementById('account-password')?.focus();
          } else {
            setFormError(errorMessage(error));
          }
        },
      },
    );
  };

  const field = { values, errors, onChange: change };
  return (
    <form
      className="wallet-form wallet-account-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="add-account-title"
    >
      <h2 id="add-account-title" className="wallet-subtitle">
        {t('wallet.accountAdd')}
      </h2>
      {formError && (
        <p className="wallet-error" role="alert">
          {formError}
        </p>
      )}
      <fieldset className="wallet-account-types">
        <legend>{t('wallet.accountType')}</legend>
        {WITHDRAW_ACCOUNT_TYPES.map((option) => (
          <label key={option} className="wallet-choice">
            <input
              type="radio"
              name="account-type"
              value={option}
              checked={type === option}
              onChange={() => setType(option)}
            />
            <span>{t(TYPE_KEYS[option])}</span>
          </label>
        ))}
      </fieldset>
      <AccountField
        name="provider"
        label={t(type === 'bank' ? 'wallet.accountBank' : 'wallet.accountEwallet')}
        autoComplete="off"
        {...field}
      />
      <AccountField
        name="holder"
        label={t('wallet.accountHolder')}
        autoComplete="name"
        {...field}
      />
      <AccountField name="number" label={t('wallet.accountNumber')} autoComplete="off" {...field} />
      {/* Lets password managers know whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
      <AccountField
        name="password"
        type="password"
        label={t('field.password')}
        hint={t('wallet.accountPasswordHint')}
        autoComplete="current-password"
        {...field}
      />
      <button
        type="submit"
        className="button block"
        aria-busy={add.isPending || undefined}
        disabled={add.isPending}
      >
        {t('wallet.accountSave')}
      </button>
      {onCancel && (
        <button type="button" className="button block secondary" onClick={onCancel}>
          {t('action.cancel')}
        </button>
      )}
    </form>
  );
}

/** The saved accounts as a choice of where the withdrawal goes; numbers stay masked. */
export function AccountChoice({
  accounts,
  value,
  onChange,
}: {
  accounts: readonly WithdrawAccountView[];
  value: string;
  onChange: (accountId: string) => void;
}) {
  const t = useT();
  return (
    <fieldset className="wallet-accounts">
      <legend>{t('wallet.accountTo')}</legend>
      {accounts.map((account) => (
        <label key={account.accountId} className="wallet-choice wallet-account">
          <input
            type="radio"
            name="withdraw-account"
            value={account.accountId}
            checked={value === account.accountId}
            onChange={() => onChange(account.accountId)}
          />
          <span className="wallet-account-text">
            <span className="wallet-entry-kind">
              <bdi>{account.provider}</bdi> · {t(TYPE_KEYS[account.type])}
            </span>
            <span className="muted">
              <bdi>{account.holderName}</bdi> <bdi dir="ltr">{account.maskedNumber}</bdi>
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
