import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryCodes } from '../../api/country-codes';
import { imageUrl } from '../../lib/image-url';
import { useAuthConfig } from '../../model/auth-config';
import './auth.css';

const plus = (code: string) => `+${code.replace(/^\+/, '')}`;

/** The dialing-code picker: the chosen country's flag beside a native select (usable on phones). */
export function CountryCodeSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { imageCdns } = useAuthConfig();
  const { data: countries = [] } = useCountryCodes();

  // Start on the first country the merchant lists (its home market comes first).
  useEffect(() => {
    if (!value && countries[0]) onChange(countries[0].countryDialingCode);
  }, [value, countries, onChange]);

  const selected = countries.find((country) => country.countryDialingCode === value);
  return (
    <span className="country-code">
      {selected ? (
        <img
          className="country-flag"
          src={imageUrl(selected.flag, imageCdns)}
          alt=""
          width={24}
          height={16}
          data-testid="country-flag"
        />
      ) : null}
      <label className="visually-hidden" htmlFor={id}>
        {t('auth.mobile.countryCode')}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid="country-code-select"
      >
        {countries.map((country) => (
          <option
            key={`${country.countryCode}${country.countryDialingCode}`}
            value={country.countryDialingCode}
          >
            {`${country.countryCode} ${plus(country.countryDialingCode)}`}
          </option>
        ))}
      </select>
    </span>
  );
}
