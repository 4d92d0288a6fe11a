import {
  longFormAcquisitionStages,
  longFormOccupancies,
  longFormPropertyConditions,
  propertyTypes,
} from '@northgate/lending-flows';
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

const stageOptions = toOptions(longFormAcquisitionStages);
const typeOptions = toOptions(propertyTypes);
const conditionOptions = toOptions(longFormPropertyConditions);
const occupancyOptions = toOptions(longFormOccupancies);

const priceLabels: Record<string, string> = {
  owned: 'What it is worth today, as it is',
  underContract: 'Purchase price',
  searching: 'Price you expect to pay',
};

/** Long form, subjectProperty: the property the loan is for, or the area a borrower still looking has in mind. */
export function SubjectPropertyFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.subjectProperty ?? {};
  const acquisition = typeof values.acquisition === 'string' ? values.acquisition : '';
  const searching = acquisition === 'searching';
  return (
    <>
      <Card title="Where it stands" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRadioGroup
            name={name('acquisition')}
            label="Do you have the property yet?"
            options={stageOptions}
          />
          {searching ? (
            <FormikTextField
              name={name('searchArea')}
              label="Where are you looking?"
              hint="A city, county or neighborhood and the state."
              autoComplete="off"
            />
          ) : (
            <FormikAddressFieldset name={name('address')} legend="Property address" />
          )}
          <FormikMoneyField
            name={name('purchasePriceOrValue')}
            label={priceLabels[acquisition] ?? 'Purchase price or value'}
          />
          {acquisition === 'owned' && (
            <FormikMoneyField
              name={name('existingLiens')}
              label="Loans secured by it today"
              hint="Enter 0 if it is owned free and clear."
            />
          )}
        </div>
      </Card>

      <Card title="The property" headingLevel={2} as="section">
        <div className={styles.group}>
          <div className={styles.pair}>
            <FormikSelect name={name('propertyType')} label="Type of property" options={typeOptions} />
            <FormikTextField name={name('units')} label="Number of units" numberOnly width="short" />
          </div>
          <FormikSelect name={name('condition')} label="Its condition" options={conditionOptions} />
          {!searching && (
            <FormikSelect
              name={name('currentOccupancy')}
              label="Who lives there now?"
              options={occupancyOptions}
            />
          )}
          <div className={styles.pair}>
            <FormikTextField name={name('yearBuilt')} label="Year built" numberOnly width="short" optional />
            <FormikTextField
              name={name('squareFeet')}
              label="Living area, in square feet"
              numberOnly
              width="short"
              optional
            />
          </div>
          <div className={styles.pair}>
            <FormikTextField name={name('bedrooms')} label="Bedrooms" numberOnly width="short" optional />
            <FormikTextField
              name={name('bathrooms')}
              label="Bathrooms"
              hint="Such as 2 or 2.5."
              decimal
              width="short"
              optional
            />
          </div>
          <FormikTextField
            name={name('lotSize')}
            label="Lot size"
            hint="Such as 5,000 sq ft or 0.5 acres."
            width="medium"
            autoComplete="off"
            optional
          />
        </div>
      </Card>
    </>
  );
}
