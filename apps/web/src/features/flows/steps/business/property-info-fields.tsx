import { amountOf, yesNo } from '@northgate/validators';
import {
  businessCollateralTypes,
  businessPropertyStatuses,
  type CollateralItem,
  commercialPropertyTypes,
  emptyCollateralItem,
  MAX_COLLATERAL_ITEMS,
  OWNED_PROPERTY_STATUSES,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import {
  Card,
  FormikAddressFieldset,
  FormikDateField,
  FormikMoneyField,
  FormikRadioGroup,
  FormikRepeatableGroup,
  FormikSelect,
  FormikTextField,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';
import { useFirstEntry } from './use-first-entry.ts';

const yesNoOptions = toOptions(yesNo);
const statusOptions = toOptions(businessPropertyStatuses);
const propertyTypeOptions = toOptions(commercialPropertyTypes);
const collateralTypeOptions = toOptions(businessCollateralTypes);

/**
 * Business loan application, propertyInfo: the property the loan involves, if any, and the
 * collateral offered (a collateral schedule, as on a private lender's business-purpose application).
 */
export function PropertyInfoFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.propertyInfo ?? {};
  const involved = values.realEstateInvolved === 'yes';
  const status = values.propertyStatus as string | undefined;
  const owns = involved && OWNED_PROPERTY_STATUSES.includes(status ?? '');
  const leases = involved && status === 'leased';
  const collateral = (values.collateral as CollateralItem[] | undefined) ?? [];
  const offering = values.offeringCollateral === 'yes';
  useFirstEntry(offering, name('collateral'), emptyCollateralItem);
  const collateralValue = collateral.reduce((sum, item) => sum + amountOf(item.value), 0);
  const collateralOwed = collateral.reduce((sum, item) => sum + amountOf(item.owed), 0);
  return (
    <>
      <Card title="Property" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRadioGroup
            name={name('realEstateInvolved')}
            label="Is a property part of this loan?"
            hint="Answer Yes if the loan will buy, build, renovate or refinance a property, or pay for work on a property the business leases."
            options={yesNoOptions}
            inline
          />
          {involved && (
            <>
              <FormikRadioGroup
                name={name('propertyStatus')}
                label="Which describes it?"
                options={statusOptions}
              />
              <FormikAddressFieldset name={name('propertyAddress')} legend="Property address" />
              <FormikSelect
                name={name('propertyType')}
                label="Type of property"
                options={propertyTypeOptions}
                width="full"
              />
            </>
          )}
          {owns && (
            <>
              <div className={styles.pair}>
                <FormikMoneyField
                  name={name('purchasePrice')}
                  label={status === 'buying' ? 'Purchase price' : 'What was paid for it'}
                />
                <FormikMoneyField
                  name={name('estimatedValue')}
                  label="What it is worth today"
                  hint="Your best estimate; an appraisal will confirm it."
                />
              </div>
              {status === 'owned' && (
                <FormikMoneyField
                  name={name('amountOwed')}
                  label="How much is owed on it today?"
                  hint="All mortgages and liens together. Enter 0 if nothing is owed."
                />
              )}
              <FormikTextField
                name={name('businessOccupancyPct')}
                label="How much of the property does the business use, in percent?"
                hint="As a share of the floor space, counting what it will use after this loan. Enter 100 if it uses all of it."
                suffix="%"
                width="short"
                decimal
              />
            </>
          )}
          {leases && (
            <>
              <FormikTextField name={name('landlordName')} label="Landlord’s name" autoComplete="off" />
              <div className={styles.pair}>
                <FormikMoneyField name={name('monthlyRent')} label="Monthly rent" />
                <FormikDateField
                  name={name('leaseEndDate')}
                  label="Date the lease ends"
                  hint="Leave blank if the lease runs month to month."
                  optional
                />
              </div>
            </>
          )}
        </div>
      </Card>

      <Card title="Collateral" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRadioGroup
            name={name('offeringCollateral')}
            label="Can you offer collateral for this loan?"
            hint="Collateral is property we can claim if the loan is not repaid: the property above, equipment, inventory, or money customers owe the business. Offering it can help you qualify."
            options={yesNoOptions}
            inline
          />
          {offering && (
            <FormikRepeatableGroup<CollateralItem>
              name={name('collateral')}
              legend="What you are offering"
              hint="List each item with what it is worth today and what is still owed on it."
              itemNoun="Item"
              emptyItem={emptyCollateralItem}
              min={1}
              max={MAX_COLLATERAL_ITEMS}
              renderItem={(item) => (
                <>
                  <FormikSelect
                    name={`${item}.type`}
                    label="Type"
                    options={collateralTypeOptions}
                    width="full"
                  />
                  <FormikTextField
                    name={`${item}.description`}
                    label="Description"
                    hint="For example: the address of a property, or the make and model of equipment."
                    autoComplete="off"
                  />
                  <div className={styles.pair}>
                    <FormikMoneyField name={`${item}.value`} label="What it is worth today" />
                    <FormikMoneyField
                      name={`${item}.owed`}
                      label="Amount owed against it"
                      hint="Enter 0 if nothing is owed."
                    />
                  </div>
                </>
              )}
            />
          )}
          {offering && collateralValue > 0 && (
            <Figures
              label="Collateral offered"
              figures={[
                { label: 'Total value', value: formatUsdWhole(collateralValue) },
                { label: 'Owed against it', value: formatUsdWhole(collateralOwed) },
                {
                  label: 'Value free of debt',
                  value: formatUsdWhole(Math.max(0, collateralValue - collateralOwed)),
                },
              ]}
            />
          )}
        </div>
      </Card>
    </>
  );
}
