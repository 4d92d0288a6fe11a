import { OnFileOr } from '@northgate/lending-flows/react';
import { amountOf, US_STATES, yesNo } from '@northgate/validators';
import {
  businessEntityTypes,
  businessIndustries,
  businessRoles,
  emptyProceedsUse,
  hasStateOfFormation,
  MAX_PROCEEDS_USES,
  proceedsTotal,
  type ProceedsUse,
  proceedsUses,
  profitOrLossOptions,
  REGISTERED_ENTITY_TYPES,
  specialOwnershipTypes,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import {
  Card,
  FormikAddressFieldset,
  FormikCheckboxGroup,
  FormikMoneyField,
  FormikPhoneField,
  FormikRadioGroup,
  FormikRepeatableGroup,
  FormikSelect,
  FormikTaxIdField,
  FormikTextArea,
  FormikTextField,
} from '@northgate/ui';
import { getIn, useFormikContext } from 'formik';
import { Figures } from '../figures.tsx';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';

const yesNoOptions = toOptions(yesNo);
const entityTypeOptions = toOptions(businessEntityTypes);
const roleOptions = toOptions(businessRoles);
const specialOwnershipOptions = toOptions(specialOwnershipTypes);
const industryOptions = toOptions(businessIndustries);
const profitOrLossChoices = toOptions(profitOrLossOptions);
const useOptions = toOptions(proceedsUses);
const stateOptions = toOptions(US_STATES);

/**
 * Business loan application, businessInformation: the business (Form 1919, section I), its
 * finances, and the loan it needs with what the money is for.
 */
export function BusinessInformationFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.businessInformation ?? {};
  const entityType = values.entityType;
  const uses = (values.useOfProceeds as ProceedsUse[] | undefined) ?? [];
  const loan = amountOf(values.loanAmount);
  const listed = proceedsTotal(uses);
  const isLoss = values.profitOrLoss === 'loss';
  return (
    <>
      <Card title="The business" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikTextField
            name={name('legalName')}
            label="Legal name of the business"
            hint="As it appears on your tax returns and formation documents."
            autoComplete="organization"
          />
          <FormikTextField
            name={name('dba')}
            label="Trade name (DBA)"
            hint="Only if the business trades under a different name."
            optional
          />
          <FormikSelect
            name={name('entityType')}
            label="Type of business entity"
            options={entityTypeOptions}
          />
          {entityType === 'other' && (
            <FormikTextField
              name={name('entityTypeOther')}
              label="What kind of entity is it?"
              hint="For example: professional corporation, nonprofit or limited partnership."
            />
          )}
          {hasStateOfFormation(entityType) && (
            <FormikSelect
              name={name('stateOfFormation')}
              label="State where the business was formed or registered"
              options={stateOptions}
              optional={!REGISTERED_ENTITY_TYPES.includes(entityType as string)}
            />
          )}
          <OnFileOr>
            <FormikTaxIdField
              name={name('ein')}
              kind="ein"
              label="Employer identification number (EIN)"
              hint="On the IRS letter that assigned it (CP 575 or 147C) and on the business’s tax returns. A sole proprietor without one can get one free at IRS.gov in a few minutes."
            />
          </OnFileOr>
          <FormikRadioGroup
            name={name('businessRole')}
            label="Which describes the company applying?"
            options={roleOptions}
          />
          <FormikCheckboxGroup
            name={name('specialOwnership')}
            label="Is part of the business owned through any of these?"
            hint="Tick any that apply, or leave them all blank."
            options={specialOwnershipOptions}
            optional
          />
          <FormikRadioGroup
            name={name('isFranchise')}
            label="Is the business a franchise?"
            options={yesNoOptions}
            inline
          />
          {values.isFranchise === 'yes' && (
            <FormikTextField name={name('franchiseName')} label="Name of the franchise brand" />
          )}
        </div>
      </Card>

      <Card title="What it does" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikSelect name={name('industry')} label="Industry" options={industryOptions} width="full" />
          <FormikTextField
            name={name('naicsCode')}
            label="NAICS code"
            hint="The 6-digit industry code on the business’s tax return, if you know it."
            numberOnly
            width="short"
            optional
          />
          <FormikTextArea
            name={name('description')}
            label="What does the business do?"
            hint="A sentence or two: what it sells, and to whom."
            maxLength={500}
          />
          <FormikTextField
            name={name('yearBegan')}
            label="Year the business began operating"
            hint="If it has not opened yet, the year you expect to open."
            numberOnly
            width="short"
          />
          <div className={styles.pair}>
            <FormikTextField
              name={name('employees')}
              label="People it employs today"
              hint="Full- and part-time, including owners who work in it."
              numberOnly
              width="short"
            />
            <FormikTextField
              name={name('jobsCreated')}
              label="New jobs this loan will create"
              hint="Your best estimate."
              numberOnly
              width="short"
              optional
            />
          </div>
        </div>
      </Card>

      <Card title="Where to reach it" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikAddressFieldset name={name('businessAddress')} legend="Business address" />
          <FormikPhoneField name={name('businessPhone')} label="Business phone" />
          <p className={styles.note}>
            If someone other than you should answer our questions about this loan, tell us who. Leave these
            blank and we will contact you.
          </p>
          <FormikTextField
            name={name('contactName')}
            label="Contact’s full name"
            autoComplete="off"
            optional
          />
          <FormikTextField
            name={name('contactEmail')}
            label="Contact’s email"
            type="email"
            autoComplete="off"
            optional
          />
          <FormikRadioGroup
            name={name('projectAtBusinessAddress')}
            label="Will the money be spent at the business address above?"
            hint="Answer No if it is for another location, such as a new site or a building you are buying elsewhere."
            options={yesNoOptions}
            inline
          />
          {values.projectAtBusinessAddress === 'no' && (
            <FormikAddressFieldset name={name('projectAddress')} legend="Where will the money be spent?" />
          )}
        </div>
      </Card>

      <Card title="Finances" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            Use the last 12 months, or the last full year if that is easier. We will check the figures against
            your tax returns and financial statements later.
          </p>
          <FormikMoneyField
            name={name('annualRevenue')}
            label="Revenue"
            hint="Total sales before any expenses. Enter 0 if the business has not started trading."
          />
          <FormikRadioGroup
            name={name('profitOrLoss')}
            label="Did the business make a profit or a loss?"
            options={profitOrLossChoices}
          />
          <FormikMoneyField
            name={name('netIncome')}
            label={isLoss ? 'Net loss' : 'Net profit'}
            hint="After all expenses, before income taxes."
          />
          <FormikMoneyField
            name={name('existingDebt')}
            label="Business debt owed today"
            hint="Loans, lines of credit, equipment finance and credit cards in the business’s name. Enter 0 if none."
          />
        </div>
      </Card>

      <Card title="The loan" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikMoneyField
            name={name('loanAmount')}
            label="How much do you want to borrow?"
            hint="From $50,000 to $10,000,000."
          />
          <FormikRepeatableGroup<ProceedsUse>
            name={name('useOfProceeds')}
            legend="What will the money pay for?"
            hint="Split the loan amount across each use. The amounts must add up to the loan amount."
            itemNoun="Use"
            emptyItem={emptyProceedsUse}
            min={1}
            max={MAX_PROCEEDS_USES}
            renderItem={(item) => (
              <>
                <FormikSelect name={`${item}.use`} label="Use" options={useOptions} width="full" />
                <FormikMoneyField name={`${item}.amount`} label="Amount" />
                <FormikTextField
                  name={`${item}.details`}
                  label="Details"
                  hint="For example: which equipment, or which debt it pays off."
                  optional={getIn(formik.values, `${item}.use`) !== 'other'}
                />
              </>
            )}
          />
          {loan > 0 && (
            <Figures
              label="Uses of the loan"
              figures={[
                { label: 'Loan amount', value: formatUsdWhole(loan) },
                { label: 'Uses listed', value: formatUsdWhole(listed) },
                {
                  label: listed > loan ? 'Over the loan amount by' : 'Left to assign',
                  value: formatUsdWhole(Math.abs(loan - listed)),
                },
              ]}
            />
          )}
        </div>
      </Card>
    </>
  );
}
