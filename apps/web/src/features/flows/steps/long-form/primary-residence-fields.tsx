import {
  longFormAddressHistoryMonths,
  longFormHomeIsMortgaged,
  longFormMortgageStatuses,
  longFormNeedsFormerAddresses,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { amountOf } from '@northgate/validators';
import { Card, FormikAddressFieldset, FormikMoneyField, FormikSelect, FormikTextField } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import { Figures, signedDollars } from '../figures.tsx';
import { FormerAddresses, HousingTenure, YearsAndMonths } from '../residence-fields.tsx';
import * as styles from '../steps.css.ts';

const mortgageStatusOptions = toOptions(longFormMortgageStatuses);

/**
 * Long form, primaryResidence: the home, how long the borrower has lived there and what it costs;
 * an owner's home value and mortgage (they count on the statement); earlier addresses until two
 * years are covered.
 */
export function PrimaryResidenceFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.primaryResidence ?? {};
  const owns = values.ownOrRent === 'own';
  const mortgaged = longFormHomeIsMortgaged(values);
  const formerAddresses = Array.isArray(values.formerAddresses) ? values.formerAddresses : [];
  const historyShort = longFormNeedsFormerAddresses(values);
  const yearsAnswered = values.yearsAtAddress !== '' && values.monthsAtAddress !== '';
  return (
    <>
      <Card title="Your home" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikAddressFieldset name={name('residenceAddress')} legend="Home address" />
          <HousingTenure name={name('ownOrRent')} label="Do you own or rent your home?" />
          <YearsAndMonths yearsName={name('yearsAtAddress')} monthsName={name('monthsAtAddress')} />
          {values.ownOrRent !== 'rentFree' && (
            <FormikMoneyField
              name={name('monthlyHousingPayment')}
              label={owns ? 'What your home costs you, per month' : 'Rent, per month'}
              hint={
                owns
                  ? 'Your mortgage payment plus property taxes, insurance and any HOA dues. Enter 0 if you own it outright and pay them yearly.'
                  : undefined
              }
            />
          )}
        </div>
      </Card>

      {owns && (
        <Card title="Its value and mortgage" headingLevel={2} as="section">
          <div className={styles.group}>
            <p className={styles.note}>
              Your home counts as real estate on your financial statement, and its mortgage as a debt.
            </p>
            <FormikMoneyField
              name={name('presentMarketValue')}
              label="What your home is worth today"
              hint="Your best estimate, such as a recent appraisal or what similar homes nearby sold for."
            />
            <FormikMoneyField
              name={name('mortgageBalance')}
              label="What you still owe on it"
              hint="All mortgages and home equity loans together. Enter 0 if you own it outright."
            />
            {mortgaged && (
              <>
                <FormikTextField
                  name={name('mortgageHolderName')}
                  label="Mortgage lender or servicer"
                  autoComplete="off"
                />
                <FormikMoneyField
                  name={name('monthlyMortgagePayment')}
                  label="Mortgage payment, per month"
                  hint="As on your mortgage statement."
                />
                <FormikSelect
                  name={name('mortgageStatus')}
                  label="Is the mortgage up to date?"
                  options={mortgageStatusOptions}
                />
              </>
            )}
            <Figures
              label="Home equity"
              figures={[
                {
                  label: 'Your equity in your home',
                  value: signedDollars(
                    amountOf(values.presentMarketValue) - amountOf(values.mortgageBalance),
                  ),
                },
              ]}
            />
          </div>
        </Card>
      )}

      {(formerAddresses.length > 0 || (yearsAnswered && historyShort)) && (
        <Card title="Where you lived before" headingLevel={2} as="section">
          <FormerAddresses
            name={name('formerAddresses')}
            required={historyShort}
            historyMonths={longFormAddressHistoryMonths(values)}
          />
        </Card>
      )}
    </>
  );
}
