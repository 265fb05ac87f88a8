import type { SelectHTMLAttributes } from 'react';
import { COUNTRIES } from '../../../lib/site/countries';
import { Select } from '../ui';

const OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

/** docs/behaviour.md §9: the full country list; the value is the two-letter code, '' for none. */
export function CountrySelect({
  placeholder = 'Prefer not to say',
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & { placeholder?: string }) {
  return <Select name="country" options={OPTIONS} placeholder={placeholder} {...rest} />;
}

/** A code's country name, or the code itself when the list has no such country. */
export function countryName(code: string): string {
  return COUNTRIES.find((country) => country.code === code)?.name ?? code;
}
