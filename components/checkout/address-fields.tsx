'use client';

import { useEffect } from 'react';
import { usePincode } from './use-pincode';

export type AddressState = {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  appartment: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone: string;
};

export const emptyAddress: AddressState = {
  firstName: '',
  lastName: '',
  email: '',
  street: '',
  appartment: '',
  city: '',
  state: '',
  zipcode: '',
  country: 'India',
  phone: '',
};

/**
 * A 10-digit Indian mobile number, with +91, 91, 0091 or 0 in front and spaces or dashes between, as
 * the server reads it (mobileNumberSchema). Browsers compile `pattern` with the `v` flag, where a bare
 * `-` in a class is a syntax error that makes them ignore the whole pattern: it is escaped here.
 */
export const MOBILE_PATTERN = '(\\+?91|0091|0)?[\\s\\-]*[6-9](?:[\\s\\-]*[0-9]){9}';

/**
 * The delivery form (spec section 5): the PIN code lookup fills in city and state, and the shopper
 * can still correct them (the directory says "Bangalore", the shopper writes "Bengaluru"). We
 * deliver only within India, so the country is shown but not edited.
 */
export function AddressFields({
  value,
  onChange,
}: {
  value: AddressState;
  onChange: (next: AddressState) => void;
}) {
  const lookup = usePincode(value.zipcode);
  const set = (key: keyof AddressState) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [key]: e.target.value });

  useEffect(() => {
    if (lookup.status === 'found')
      onChange({
        ...value,
        city: lookup.city ?? '',
        state: lookup.state ?? '',
        country: lookup.country ?? 'India',
      });
    // Only a new lookup result fills the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookup.status, lookup.city, lookup.state]);

  const input = (
    key: keyof AddressState,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <div>
      <label htmlFor={`addr-${key}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={`addr-${key}`}
        name={key}
        value={value[key]}
        onChange={set(key)}
        className="field"
        {...props}
      />
    </div>
  );

  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 font-display text-2xl font-semibold">Delivery Information</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('firstName', 'First name', { required: true, autoComplete: 'given-name', maxLength: 60 })}
        {input('lastName', 'Last name', { required: true, autoComplete: 'family-name', maxLength: 60 })}
      </div>
      {input('email', 'Email address', { type: 'email', required: true, autoComplete: 'email' })}
      {input('street', 'Street', { required: true, autoComplete: 'address-line1', maxLength: 200 })}
      {input('appartment', 'Apartment, suite, etc. (optional)', {
        autoComplete: 'address-line2',
        maxLength: 200,
      })}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {input('zipcode', 'PIN code', {
            required: true,
            inputMode: 'numeric',
            pattern: '[0-9]{6}',
            maxLength: 6,
            autoComplete: 'postal-code',
            onChange: (e) => onChange({ ...value, zipcode: e.target.value.replace(/\D/g, '').slice(0, 6) }),
          })}
          <p aria-live="polite" className="mt-1 min-h-4 text-xs text-muted" data-testid="pincode-status">
            {lookup.status === 'loading'
              ? 'Looking up your PIN code…'
              : lookup.status === 'not-found'
                ? 'PIN code not found — please type your city and state.'
                : lookup.status === 'error'
                  ? 'Could not look up the PIN code — please type your city and state.'
                  : lookup.status === 'found'
                    ? 'City and state filled in from your PIN code: change them if they are not right.'
                    : ''}
          </p>
        </div>
        {input('phone', 'Phone', {
          type: 'tel',
          required: true,
          autoComplete: 'tel',
          inputMode: 'tel',
          pattern: MOBILE_PATTERN,
          title: 'A 10-digit Indian mobile number',
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {input('city', 'City', { required: true, maxLength: 80, autoComplete: 'address-level2' })}
        {input('state', 'State', { required: true, maxLength: 80, autoComplete: 'address-level1' })}
        {input('country', 'Country', {
          required: true,
          readOnly: true,
          autoComplete: 'country-name',
          'aria-describedby': 'addr-country-note',
        })}
      </div>
      <p id="addr-country-note" className="text-xs text-muted">
        We deliver only within India.
      </p>
    </fieldset>
  );
}
