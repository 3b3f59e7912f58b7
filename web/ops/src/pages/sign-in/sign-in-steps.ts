/** What was typed into a code field, digits only. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');
