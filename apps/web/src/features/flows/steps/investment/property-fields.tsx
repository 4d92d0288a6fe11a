import { yesNo } from '@northgate/validators';
import { rentalPropertyTypes, UNIT_RANGE } from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import {
  Card,
  FormikAddressFieldset,
  FormikMoneyField,
  FormikRadioGroup,
  FormikSelect,
  FormikTextField,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';

const typeOptions = toOptions(rentalPropertyTypes);
const yesNoOptions = toOptions(yesNo);

/** Investment application, subjectPropertyInformation: the rental, and what it costs to hold. */
export function PropertyFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const type = formik.values.subjectPropertyInformation?.propertyType as string | undefined;
  const range = type ? UNIT_RANGE[type] : undefined;
  const multiUnit = range !== undefined && range[1] > 1;
  return (
    <>
      <Card title="The property" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikAddressFieldset name={name('address')} legend="Property address" />
          <FormikSelect name={name('propertyType')} label="Property type" options={typeOptions} />
          {multiUnit && (
            <FormikTextField
              name={name('units')}
              label="Number of units"
              hint={`${range[0]} to ${range[1]} for this type of property.`}
              numberOnly
              width="short"
            />
          )}
          <div className={styles.pair}>
            <FormikTextField
              name={name('yearBuilt')}
              label="Year built"
              numberOnly
              width="short"
              maxLength={4}
            />
            <FormikTextField
              name={name('squareFeet')}
              label="Living area, in square feet"
              commas
              width="medium"
            />
          </div>
          <div className={styles.pair}>
            <FormikTextField name={name('bedrooms')} label="Bedrooms" numberOnly width="short" />
            <FormikTextField
              name={name('bathrooms')}
              label="Bathrooms"
              hint="For example 2.5"
              decimal
              width="short"
            />
          </div>
          <FormikRadioGroup
            name={name('rural')}
            label="Is the property in a rural area?"
            hint="Outside a town, on more than 2 acres, or far from comparable homes."
            options={yesNoOptions}
            inline
          />
        </div>
      </Card>
      <Card title="What it costs to hold" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            These go into the property's monthly payment (PITIA), which its rent has to cover.
          </p>
          <FormikMoneyField name={name('annualTaxes')} label="Property taxes per year" />
          <FormikMoneyField name={name('annualInsurance')} label="Hazard insurance per year" />
          <FormikMoneyField name={name('annualFloodInsurance')} label="Flood insurance per year" optional />
          <FormikMoneyField name={name('monthlyHoa')} label="HOA or condo dues per month" optional />
        </div>
      </Card>
    </>
  );
}
