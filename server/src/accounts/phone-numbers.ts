import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { ERROR_CODES as E } from '@lobby/contract';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';

/** A number as a request gives it: the picked dialing code (else the merchant's) and the digits. */
export interface PhoneInput {
  countryDialingCode?: string;
  mobileNum: string;
}

type CountryInfo = Pick<MerchantConfig['country'], 'countryCode' | 'countryDialingCode'> & {
  countries: readonly { code: string; dialingCode: string }[];
};

/** Whether a stored number is E.164; rows the E.164 migration could not read are not. */
export const isE164 = (mobile: string | null | undefined): mobile is string =>
  !!mobile && /^\+[1-9]\d{5,14}$/.test(mobile);

/** The merchant's own country and those of its picker, each with its dialing code. */
function allowedCountries(country: CountryInfo): { code: string; dialingCode: string }[] {
  return [
    { code: country.countryCode, dialingCode: country.countryDialingCode },
    ...country.countries,
  ];
}

/**
 * The one form every number is stored, looked up, texted and limited by: E.164 (`+639171234567`),
 * parsed by libphonenumber-js for one of the merchant's countries. A national number may carry
 * its trunk 0, spaces or dashes; a `+` number must agree with the dialing code when one is given.
 * Undefined when the number is not valid in a country the merchant allows.
 */
export function e164Of(country: CountryInfo, input: PhoneInput): string | undefined {
  const allowed = allowedCountries(country);
  const given = input.countryDialingCode;
  const international = input.mobileNum.trim().startsWith('+');
  const dialingCode = given ?? country.countryDialingCode;
  const candidates = international
    ? [parsePhoneNumberFromString(input.mobileNum)]
    : allowed
        .filter((entry) => entry.dialingCode === dialingCode)
        .map((entry) => parsePhoneNumberFromString(input.mobileNum, entry.code as CountryCode));
  const phone = candidates.find(
    (parsed) =>
      parsed?.isValid() &&
      ((international && !given) || `+${parsed.countryCallingCode}` === dialingCode) &&
      allowed.some((entry) => entry.code === parsed.country),
  );
  return phone?.number;
}

/** As e164Of, refusing a number that is not valid for the country with the invalid-mobile error. */
export function requireE164(
  merchant: { country: CountryInfo },
  input: PhoneInput,
  field = 'body.mobileNum',
): string {
  const e164 = e164Of(merchant.country, input);
  if (!e164) {
    throw new AppError(
      400,
      E.invalidRequest,
      `${field}: not a valid mobile number for ${input.countryDialingCode ?? merchant.country.countryDialingCode}`,
    );
  }
  return e164;
}
