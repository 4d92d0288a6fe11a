import { pages } from '@northgate/site-config';
import { useId, useState, type FormEvent } from 'react';
import { useKeepEarlyInput } from '../../../hydration/use-keep-early-input.ts';
import { useNavigateTo } from '../../../navigation/navigation.tsx';
import * as styles from './home.css.ts';

export const EMPTY_ADDRESS_MESSAGE =
  'Enter the full address of the property, for example 120 Main St, Austin, TX 78701.';

/** The hero's 'Generate Report' form: it takes the address to the estimator on the calculator route. */
export function AddressReportForm() {
  const navigateTo = useNavigateTo();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const keepEarlyInput = useKeepEarlyInput();
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = address.trim();
    if (trimmed === '') {
      setError(EMPTY_ADDRESS_MESSAGE);
      return;
    }
    setError(null);
    navigateTo(pages.mortgageCalculator.path, { tool: 'estimator', address: trimmed });
  };

  return (
    <form {...keepEarlyInput} className={styles.addressForm} onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className={styles.addressLabel}>
        Property address
      </label>
      <div className={styles.addressRow}>
        <input
          id={inputId}
          className={styles.addressInput}
          type="text"
          autoComplete="street-address"
          placeholder="Type the full address here..."
          value={address}
          maxLength={200}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setAddress(e.target.value)}
        />
        <button type="submit" className={styles.addressButton}>
          Generate Report
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.addressError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
