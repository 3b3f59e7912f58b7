import type { TwoFactorMethod } from '@lobby/contract';
import { useT } from '../../../lib/i18n';

const METHOD_LABEL = {
  ga: 'twoFactor.byApp',
  sms: 'twoFactor.bySms',
  email: 'twoFactor.byEmail',
} as const;

/**
 * The choice of how a code comes (the authenticator app, a text, an email), drawn only where
 * more than one is offered.
 */
export function CodeMethodPicker<M extends TwoFactorMethod>({
  name,
  methods,
  value,
  onChange,
}: {
  /** The radio group's name, one per form. */
  name: string;
  methods: readonly M[];
  value: M;
  onChange: (method: M) => void;
}) {
  const t = useT();
  if (methods.length < 2) return null;
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{t('twoFactor.methodLegend')}</legend>
      {methods.map((option) => (
        <label key={option} className="segment">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <span>{t(METHOD_LABEL[option])}</span>
        </label>
      ))}
    </fieldset>
  );
}
