import { emptyFormerAddress, MAX_FORMER_ADDRESSES } from '@northgate/lending-flows';
import { StepField, StepList } from '@northgate/lending-flows/react';
import { Figures } from './figures.tsx';
import * as styles from './steps.css.ts';

// The household and address-history fields the permanent application and the long form both ask
// (declared in lending-flows' shared/residence.ts: `householdFields`, `yearsThere`, `monthsThere`,
// `housingTenure`, `formerAddresses`). Paths are the fields' places in the step's values.

/** '1 year 3 months', '2 years', '5 months'. */
export function duration(totalMonths: number): string {
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  const parts = [
    years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
    months > 0 || years === 0 ? `${months} ${months === 1 ? 'month' : 'months'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** Years and months side by side (how long at an address). */
export function YearsAndMonths({ years, months }: { years: string; months: string }) {
  return (
    <div className={styles.pair}>
      <StepField field={years} />
      <StepField field={months} />
    </div>
  );
}

/** The former addresses that complete two years of history, with the history so far. */
export function FormerAddresses({ field, historyMonths }: { field: string; historyMonths: number }) {
  return (
    <div className={styles.group}>
      <StepList
        field={field}
        emptyItem={emptyFormerAddress}
        max={MAX_FORMER_ADDRESSES}
        renderItem={(entry) => (
          <div className={styles.group}>
            <StepField field={`${entry}.address`} />
            <StepField field={`${entry}.housing`} />
            <YearsAndMonths years={`${entry}.years`} months={`${entry}.months`} />
          </div>
        )}
      />
      <Figures
        label="Address history"
        figures={[
          { label: 'Address history so far', value: duration(historyMonths) },
          { label: 'We need', value: '2 years' },
        ]}
      />
    </div>
  );
}

/** Marital status, the number of dependents and, when there are any, their ages (`at`: 'borrower.' or ''). */
export function HouseholdFields({ at = '' }: { at?: string }) {
  return (
    <>
      <StepField field={`${at}maritalStatus`} />
      <StepField field={`${at}dependentsCount`} />
      <StepField field={`${at}dependentsAges`} />
    </>
  );
}
