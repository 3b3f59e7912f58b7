import { useCallback, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import type { FieldMessage } from './validation';

export type Rule<K extends string> = (values: Record<K, string>) => FieldMessage | null;

/**
 * Values, errors and input refs of a small form. Errors show after a submit; a field with an
 * error checks itself again as the player types, so the message goes away once it is fixed.
 */
export function useForm<K extends string>(initial: Record<K, string>) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, FieldMessage | null>>>({});
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});

  /** Checks the given fields in order; shows every error and focuses the first. */
  const validate = useCallback(
    (rules: Partial<Record<K, Rule<K>>>): boolean => {
      const found: Partial<Record<K, FieldMessage | null>> = {};
      let first: K | undefined;
      for (const name of Object.keys(rules) as K[]) {
        const problem = rules[name]!(values);
        found[name] = problem;
        if (problem && first === undefined) first = name;
      }
      setErrors(found);
      if (first !== undefined) inputs.current[first]?.focus();
      return first === undefined;
    },
    [values],
  );

  /** Shows an error the server gave for a field, and focuses it. */
  const setFieldError = useCallback((name: K, message: FieldMessage) => {
    setErrors((previous) => ({ ...previous, [name]: message }));
    inputs.current[name]?.focus();
  }, []);

  const bind = (name: K, rule?: Rule<K>) => {
    const error = errors[name];
    return {
      value: values[name],
      // From the previous values, not this render's: a password manager fills several fields in
      // one task, before Preact draws again, and each change must keep the others.
      onChange: (value: string) => {
        setValues((previous) => {
          const next = { ...previous, [name]: value };
          if (errors[name]) setErrors((shown) => ({ ...shown, [name]: rule?.(next) ?? null }));
          return next;
        });
      },
      inputRef: (element: HTMLInputElement | null) => {
        inputs.current[name] = element;
      },
      error: error ? t(error.key, error.values) : undefined,
    };
  };

  return { values, setValues, validate, setFieldError, bind };
}
