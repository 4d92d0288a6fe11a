import { emptyFormerAddress, housingTenures, maritalStatuses, MAX_FORMER_ADDRESSES } from '@northgate/lending-flows';
import {
  FormikAddressFieldset,
  FormikRadioGroup,
  FormikRepeatableGroup,
  FormikTextField,
} from '@northgate/ui';
import { toOptions } from './choice-options.ts';
import { Figures } from './figures.tsx';
import * as styles from './steps.css.ts';

// The household and address-history fields the permanent application and the long form both
// ask (their rules: form-engine's shared/residence.ts).

const housingOptions = toOptions(housingTenures);
const maritalOptions = toOptions(maritalStatuses);

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
export function YearsAndMonths({ yearsName, monthsName }: { yearsName: string; monthsName: string }) {
  return (
    <div className={styles.pair}>
      <FormikTextField name={yearsName} label="Years there" numberOnly width="short" autoComplete="off" />
      <FormikTextField
        name={monthsName}
        label="And months"
        hint="0 to 11."
        numberOnly
        width="short"
        autoComplete="off"
      />
    </div>
  );
}

/** Own, rent or live rent-free, as a row of radios. */
export function HousingTenure({ name, label }: { name: string; label: string }) {
  return (
    <FormikRadioGroup
      name={name}
      label={label}
      hint="Live rent-free means you pay no rent or mortgage, for example when living with family."
      options={housingOptions}
      inline
    />
  );
}

/** The former addresses that complete two years of history, with the history so far. */
export function FormerAddresses({
  name,
  required,
  historyMonths,
}: {
  /** Formik path of the list. */
  name: string;
  /** Whether the home alone covers less than two years. */
  required: boolean;
  historyMonths: number;
}) {
  return (
    <div className={styles.group}>
      <FormikRepeatableGroup
        name={name}
        legend={required ? 'Previous addresses' : 'Previous addresses (optional)'}
        hint="We need two years of address history. Add the addresses before your current one, most recent first, until they cover two years."
        itemNoun="Address"
        emptyItem={emptyFormerAddress}
        max={MAX_FORMER_ADDRESSES}
        renderItem={(itemName) => (
          <div className={styles.group}>
            <FormikAddressFieldset name={`${itemName}.address`} legend="Address" />
            <FormikRadioGroup
              name={`${itemName}.housing`}
              label="Did you own or rent this home?"
              options={housingOptions}
              inline
            />
            <YearsAndMonths yearsName={`${itemName}.years`} monthsName={`${itemName}.months`} />
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

/** Marital status, the number of dependents and, when there are any, their ages. */
export function HouseholdFields({
  name,
  dependents,
}: {
  name: (field: string) => string;
  dependents: number;
}) {
  return (
    <>
      <FormikRadioGroup name={name('maritalStatus')} label="Marital status" options={maritalOptions} />
      <FormikTextField
        name={name('dependentsCount')}
        label="Number of dependents"
        hint="Children and others who rely on you for support, not counting a spouse. Enter 0 if none."
        numberOnly
        width="short"
        autoComplete="off"
      />
      {dependents > 0 && (
        <FormikTextField
          name={name('dependentsAges')}
          label="Ages of your dependents"
          hint="Separate the ages with commas, for example 4, 9."
          width="medium"
          autoComplete="off"
        />
      )}
    </>
  );
}
