import {
  constructionTotal,
  hasImprovements,
  isConstructionPurpose,
  needsDownPaymentSource,
  permanentDownPaymentSources,
  permanentEstateTypes,
  permanentImprovementStatuses,
  permanentLoanPurposes,
  permanentOccupancyTypes,
  permanentRefinancePurposes,
  permanentTitleManners,
  transactionLtv,
  transactionTotalCosts,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { formatPercent, formatUsdWhole } from '@northgate/loan-math';
import { pages } from '@northgate/site-config';
import {
  Card,
  FormikAddressFieldset,
  FormikCheckboxGroup,
  FormikDateField,
  FormikMoneyField,
  FormikRadioGroup,
  FormikSelect,
  FormikTextArea,
  FormikTextField,
} from '@northgate/ui';
import { Link } from '@tanstack/react-router';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';

const purposeOptions = toOptions(permanentLoanPurposes);
const occupancyOptions = toOptions(permanentOccupancyTypes);
const refinanceOptions = toOptions(permanentRefinancePurposes);
const improvementOptions = toOptions(permanentImprovementStatuses);
const titleOptions = toOptions(permanentTitleManners);
const estateOptions = toOptions(permanentEstateTypes);
const downPaymentOptions = toOptions(permanentDownPaymentSources);

/** Permanent application, II. Property information and purpose of loan. */
export function PropertyInformationFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.propertyInformation ?? {};
  const purpose = values.purposeOfLoan;
  const construction = isConstructionPurpose(purpose);
  const refinance = purpose === 'refinance';
  const loanAmount = formik.values.typeOfMortgage?.loanAmount;
  const sources = Array.isArray(values.downPaymentSources) ? (values.downPaymentSources as string[]) : [];
  return (
    <>
      <Card title="The property" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikAddressFieldset name={name('subjectPropertyAddress')} legend="Address of the property" />
          <div className={styles.pair}>
            <FormikTextField
              name={name('numberOfUnits')}
              label="Number of units"
              hint="1 for a house or condo; up to 4."
              numberOnly
              width="short"
              autoComplete="off"
            />
            <FormikTextField
              name={name('yearBuilt')}
              label="Year built"
              hint="For example, 1998."
              numberOnly
              width="short"
              autoComplete="off"
            />
          </div>
          <FormikTextArea
            name={name('legalDescription')}
            label="Legal description"
            hint="As it appears on the deed or title report, such as the lot and block. If you don't have it, leave this blank: the title company will supply it."
            maxLength={1000}
            optional
          />
        </div>
      </Card>

      <Card title="Purpose of the loan" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRadioGroup
            name={name('purposeOfLoan')}
            label="What is the loan for?"
            options={purposeOptions}
          />
          {purpose === 'other' && (
            <FormikTextField
              name={name('purposeOfLoanOther')}
              label="Tell us what the loan is for"
              autoComplete="off"
            />
          )}
          <FormikRadioGroup
            name={name('propertyWillBe')}
            label="How will you use the property?"
            hint={
              <>
                Buying or refinancing a rental? Apply for an{' '}
                <Link to={pages.investmentLoanApplication.path}>investment property loan</Link> instead.
              </>
            }
            options={occupancyOptions}
            inline
          />
        </div>
      </Card>

      {construction && (
        <Card title="The lot and the build" headingLevel={2} as="section">
          <div className={styles.group}>
            <FormikTextField
              name={name('yearAcquired')}
              label="Year you bought the lot"
              numberOnly
              width="short"
              autoComplete="off"
            />
            <FormikMoneyField name={name('originalCost')} label="What you paid for the lot" />
            <FormikMoneyField
              name={name('existingLiens')}
              label="Amount you still owe on the lot"
              hint="Enter 0 if you own it free and clear."
            />
            <FormikMoneyField name={name('presentValueOfLot')} label="(a) What the lot is worth today" />
            <FormikMoneyField
              name={name('costOfImprovements')}
              label="(b) Cost to build the home"
              hint="The builder's contract price, including site work."
            />
            <Figures
              label="Lot and construction"
              figures={[{ label: 'Total (a + b)', value: formatUsdWhole(constructionTotal(values)) }]}
            />
          </div>
        </Card>
      )}

      {refinance && (
        <Card title="The home you are refinancing" headingLevel={2} as="section">
          <div className={styles.group}>
            <FormikTextField
              name={name('yearAcquired')}
              label="Year you bought the home"
              numberOnly
              width="short"
              autoComplete="off"
            />
            <FormikMoneyField name={name('originalCost')} label="What you paid for it" />
            <FormikMoneyField
              name={name('existingLiens')}
              label="What you owe on it now"
              hint="Every mortgage and home equity loan on the home. Enter 0 if it is owned free and clear."
            />
            <FormikSelect
              name={name('purposeOfRefinance')}
              label="Why are you refinancing?"
              options={refinanceOptions}
            />
            <FormikRadioGroup
              name={name('improvementsStatus')}
              label="Improvements to the home"
              hint="Work that adds value, such as a new roof or an addition, not routine repairs."
              options={improvementOptions}
            />
            {hasImprovements(values.improvementsStatus) && (
              <>
                <FormikTextArea
                  name={name('describeImprovements')}
                  label="Describe the improvements"
                  maxLength={500}
                />
                <FormikMoneyField name={name('improvementsCost')} label="What the improvements cost" />
              </>
            )}
          </div>
        </Card>
      )}

      {(purpose === 'purchase' || refinance || construction) && (
        <TransactionDetails values={values} loanAmount={loanAmount} name={name} />
      )}

      <Card title="Title" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikTextField
            name={name('titleHeldInNames')}
            label="Names that will be on the title"
            hint="Everyone who will own the home, as their names should appear on the deed."
            autoComplete="off"
          />
          <FormikSelect
            name={name('mannerTitleHeld')}
            label="How will title be held?"
            options={titleOptions}
          />
          <FormikRadioGroup
            name={name('estateHeldIn')}
            label="The estate will be held in"
            options={estateOptions}
          />
          {values.estateHeldIn === 'leasehold' && (
            <FormikDateField
              name={name('leaseholdExpirationDate')}
              label="When does the ground lease end?"
              hint="The lease usually needs to run at least five years past the end of the loan."
            />
          )}
        </div>
      </Card>

      {needsDownPaymentSource(purpose) && (
        <Card title="Your down payment" headingLevel={2} as="section">
          <div className={styles.group}>
            <FormikCheckboxGroup
              name={name('downPaymentSources')}
              label="Where will the money for your down payment and closing costs come from?"
              hint="Choose all that apply. We will ask for statements or a gift letter later."
              options={downPaymentOptions}
            />
            {sources.includes('other') && (
              <FormikTextField
                name={name('downPaymentSourceOther')}
                label="Tell us where the rest of the money comes from"
                autoComplete="off"
              />
            )}
          </div>
        </Card>
      )}
    </>
  );
}

/** VII. Details of transaction: what the loan pays for, and the loan-to-value it gives. */
function TransactionDetails({
  values,
  loanAmount,
  name,
}: {
  values: Record<string, unknown>;
  loanAmount: unknown;
  name: (field: string) => string;
}) {
  const purpose = values.purposeOfLoan;
  const ltv = transactionLtv(values, loanAmount);
  return (
    <Card title="Details of the transaction" headingLevel={2} as="section">
      <div className={styles.group}>
        {purpose === 'purchase' && (
          <>
            <FormikMoneyField
              name={name('purchasePrice')}
              label="Purchase price"
              hint="The price in your purchase contract."
            />
            <FormikMoneyField
              name={name('alterationsImprovements')}
              label="Alterations, improvements and repairs"
              hint="Work paid for at closing, if any."
              optional
            />
          </>
        )}
        {purpose === 'refinance' && (
          <>
            <FormikMoneyField
              name={name('presentValue')}
              label="What the home is worth today"
              hint="Your best estimate; the appraisal confirms it."
            />
            <FormikMoneyField
              name={name('refinancePayoff')}
              label="Amount to pay off"
              hint="The loans being refinanced plus any other debts paid off at closing. Enter 0 if none."
            />
          </>
        )}
        <FormikMoneyField
          name={name('estimatedClosingCosts')}
          label="Estimated closing costs"
          hint="From your Loan Estimate, if you have one. Leave blank and your loan officer will fill it in."
          optional
        />
        <Figures
          label="Details of the transaction"
          figures={[
            { label: 'Total costs', value: formatUsdWhole(transactionTotalCosts(values)) },
            {
              label: 'Loan-to-value (LTV)',
              value: ltv === null ? 'Enter the loan amount and the value' : formatPercent(ltv),
            },
          ]}
        />
      </div>
    </Card>
  );
}
