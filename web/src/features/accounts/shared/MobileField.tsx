import { showsCountryCodePicker } from '@lobby/contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useMerchant } from '../../../lib/merchant';
import { useCountryInfo } from './country-info';
import { Field, type FieldProps } from './Field';

/**
 * The dialing code a mobile field uses: the one picked, else the merchant's own; and the
 * countries to pick from, offered only with firebase SMS or UPDATEMOBILEICC3 (SPEC section 5).
 */
export function useDialingCode(enabled = true) {
  const merchant = useMerchant();
  const country = useCountryInfo(enabled);
  const [picked, setPicked] = useState<string | null>(null);
  const code = picked ?? country.data?.countryDialingCode ?? '';
  const countries = showsCountryCodePicker(merchant.firebaseSms, merchant.flags)
    ? (country.data?.countries ?? [])
    : [];
  return { code, countries, setCode: setPicked };
}

/** A mobile number field with its dialing code before it, as a picker where one is offered. */
export function MobileField({
  dialing,
  ...props
}: Omit<FieldProps, 'type' | 'inputMode' | 'autoComplete' | 'prefix' | 'label'> & {
  dialing: ReturnType<typeof useDialingCode>;
}) {
  const t = useT();
  const { code, countries, setCode } = dialing;
  return (
    <Field
      {...props}
      label={t('field.mobile')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      prefix={
        countries.length > 1 ? (
          // The closed picker shows just the code; the native list names each country.
          <span className="field-prefix dial">
            <span aria-hidden="true" dir="ltr">
              {code}
            </span>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="dial-caret">
              <path d="M7 10l5 5 5-5z" />
            </svg>
            <select
              aria-label={t('field.countryCode')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            >
              {countries.map((entry) => (
                <option key={entry.code} value={entry.dialingCode}>
                  {entry.name} ({entry.dialingCode})
                </option>
              ))}
            </select>
          </span>
        ) : code ? (
          // A dialing code reads left to right in right-to-left languages too (+63, not 63+).
          <span className="field-prefix" dir="ltr">
            {code}
          </span>
        ) : undefined
      }
    />
  );
}
