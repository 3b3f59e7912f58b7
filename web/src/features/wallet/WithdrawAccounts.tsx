import { useState, type FormEvent } from 'react';
import {
  WITHDRAW_ACCOUNT_NUMBER_PATTERN,
  WITHDRAW_ACCOUNT_TYPES,
  type WithdrawAccountType,
  type WithdrawAccountView,
} from '@lobby/contract';
import { classifyError, errorMessage } from '../../lib/error-catalogue';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { Field, FormError, PasswordField, SubmitButton } from '../accounts/shared/Field';
import { useSubmitLock } from '../accounts/shared/submit-lock';
import { useForm } from '../accounts/shared/use-form';
import { validateRequired } from '../accounts/shared/validation';
import { useAddWithdrawAccount } from './queries';
import '../accounts/shared/accounts.css';

type Values = Record<'provider' | 'holder' | 'number' | 'password', string>;

const TYPE_KEYS = {
  bank: 'wallet.accountType.bank',
  ewallet: 'wallet.accountType.ewallet',
} as const satisfies Record<WithdrawAccountType, string>;

/** Spaces players type between groups of digits are not part of the number. */
const compact = (value: string) => value.replace(/\s+/g, '');

const rules = {
  provider: (values: Values) => validateRequired(values.provider.trim()),
  holder: (values: Values) => validateRequired(values.holder.trim()),
  number: (values: Values) =>
    validateRequired(values.number.trim()) ??
    (WITHDRAW_ACCOUNT_NUMBER_PATTERN.test(compact(values.number))
      ? null
      : { key: 'wallet.accountNumberInvalid' }),
  password: (values: Values) => validateRequired(values.password),
};

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
  const form = useForm<keyof Values>({ provider: '', holder: '', number: '', password: '' });
  const [formError, setFormError] = useState('');
  const add = useAddWithdrawAccount();
  const submitLocked = useSubmitLock();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate(rules)) return;
    void submitLocked(async () => {
      setFormError('');
      try {
        const { account } = await add.mutateAsync({
          type,
          provider: form.values.provider.trim(),
          holderName: form.values.holder.trim(),
          accountNumber: compact(form.values.number),
          password: form.values.password,
        });
        onSaved(account);
      } catch (error) {
        const behaviour = classifyError(error);
        if (behaviour.kind === 'field' && behaviour.field === 'currentPassword') {
          form.setFieldError('password', { key: 'accountError.currentPassword' });
        } else {
          setFormError(errorMessage(error, behaviour));
        }
      }
    });
  };

  return (
    <form
      className="account-form wallet-account-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="add-account-title"
    >
      <h2 id="add-account-title" className="wallet-subtitle">
        {t('wallet.accountAdd')}
      </h2>
      <FormError message={formError} />
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
      <Field
        id="account-provider"
        label={t(type === 'bank' ? 'wallet.accountBank' : 'wallet.accountEwallet')}
        autoComplete="off"
        {...form.bind('provider', rules.provider)}
      />
      <Field
        id="account-holder"
        label={t('wallet.accountHolder')}
        autoComplete="name"
        {...form.bind('holder', rules.holder)}
      />
      <Field
        id="account-number"
        label={t('wallet.accountNumber')}
        autoComplete="off"
        inputMode="text"
        {...form.bind('number', rules.number)}
      />
      {/* Lets password managers know whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
      <PasswordField
        id="account-password"
        label={t('field.password')}
        autoComplete="current-password"
        hint={t('wallet.accountPasswordHint')}
        {...form.bind('password', rules.password)}
      />
      <SubmitButton label={t('wallet.accountSave')} busy={add.isPending} />
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
