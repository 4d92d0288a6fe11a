import { permanent } from '@northgate/lending-flows';
import { formatUsdWhole } from '@northgate/loan-math';
import { Button, Select, TextField } from '@northgate/ui';
import { useState } from 'react';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';
import * as helperStyles from './permanent.css.ts';

const frequencyOptions = toOptions(permanent.payFrequencies);

/**
 * Works out monthly pay from an hourly rate, a weekly or bi-weekly paycheck, or a salary, and
 * copies it into the base pay field on request. Its own inputs are not part of the application.
 */
export function PayConverter({ onUse }: { onUse: (monthly: string) => void }) {
  const [pay, setPay] = useState('');
  const [frequency, setFrequency] = useState<permanent.PayFrequency>('hourly');
  const [hours, setHours] = useState('40');
  const amount = Number(pay.replace(/,/g, ''));
  const hoursPerWeek = Number(hours);
  const monthly =
    pay !== '' && Number.isFinite(amount) && amount > 0 && (frequency !== 'hourly' || hoursPerWeek > 0)
      ? permanent.monthlyFromPay(amount, frequency, hoursPerWeek)
      : null;
  return (
    <details className={helperStyles.helper}>
      <summary className={helperStyles.helperSummary}>
        Paid by the hour or the paycheck? Work out your monthly pay
      </summary>
      <div className={helperStyles.helperBody}>
        <Select
          id="payConverter.frequency"
          label="How often are you paid?"
          options={frequencyOptions}
          value={frequency}
          onValueChange={(value) => setFrequency(value as permanent.PayFrequency)}
          placeholder={null}
        />
        <TextField
          id="payConverter.pay"
          label={frequency === 'hourly' ? 'Hourly rate, in dollars' : 'Gross pay each time, in dollars'}
          hint="Before taxes and deductions."
          value={pay}
          onValueChange={setPay}
          decimal
          prefix="$"
          width="medium"
          autoComplete="off"
        />
        {frequency === 'hourly' && (
          <TextField
            id="payConverter.hours"
            label="Hours a week"
            value={hours}
            onValueChange={setHours}
            numberOnly
            width="short"
            autoComplete="off"
          />
        )}
        {monthly !== null && (
          <>
            <p className={styles.note} aria-live="polite">
              That is about {formatUsdWhole(monthly)} a month.
            </p>
            <div>
              <Button variant="secondary" onClick={() => onUse(String(monthly))}>
                Use {formatUsdWhole(monthly)} as my base pay
              </Button>
            </div>
          </>
        )}
      </div>
    </details>
  );
}
