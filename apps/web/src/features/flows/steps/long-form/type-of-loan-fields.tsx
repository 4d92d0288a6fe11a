import {
  longFormExitStrategies,
  longFormIsShortTermProgram,
  longFormLeverage,
  longFormLoanPrograms,
  longFormLoanPurposes,
  longFormTermsFor,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { formatPercent } from '@northgate/loan-math';
import { Card, FormikDateField, FormikMoneyField, FormikRadioGroup, FormikSelect } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';

const programOptions = toOptions(longFormLoanPrograms);
const purposeOptions = toOptions(longFormLoanPurposes);
const exitOptions = toOptions(longFormExitStrategies);

/**
 * Long form, typeOfLoan: program, purpose, amount, term and closing date; for fix-and-flip, bridge
 * and construction loans the budget, after-repair value and exit, with the leverage the
 * calculator would show (loan-to-cost, loan-to-after-repair-value).
 */
export function TypeOfLoanFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.typeOfLoan ?? {};
  const shortTerm = longFormIsShortTermProgram(values.loanProgram);
  const leverage = longFormLeverage(formik.values);
  const construction = values.loanProgram === 'groundUp';
  return (
    <>
      <Card title="The loan" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRadioGroup
            name={name('loanProgram')}
            label="Which loan do you need?"
            options={programOptions}
          />
          <FormikSelect name={name('loanPurpose')} label="What is the loan for?" options={purposeOptions} />
          <FormikMoneyField
            name={name('loanAmount')}
            label="Loan amount"
            hint="From $50,000 to $10,000,000."
          />
          <div className={styles.pair}>
            <FormikSelect
              name={name('termMonths')}
              label="Term"
              options={toOptions(longFormTermsFor(values.loanProgram))}
            />
            <FormikDateField name={name('targetCloseDate')} label="When do you want to close?" />
          </div>
        </div>
      </Card>

      {shortTerm && (
        <Card
          title={construction ? 'The build and your exit' : 'The work and your exit'}
          headingLevel={2}
          as="section"
        >
          <div className={styles.group}>
            <FormikMoneyField
              name={name('rehabBudget')}
              label={construction ? 'Construction budget' : 'Renovation budget'}
              hint="Enter 0 if no work is planned."
            />
            <FormikMoneyField
              name={name('afterRepairValue')}
              label="Value when the work is done (after-repair value)"
              hint="What similar finished homes nearby sell for."
            />
            <FormikSelect
              name={name('exitStrategy')}
              label="How will you repay the loan?"
              options={exitOptions}
            />
            {(leverage.ltc !== undefined || leverage.ltarv !== undefined) && (
              <Figures
                label="Leverage"
                figures={[
                  ...(leverage.ltc === undefined
                    ? []
                    : [{ label: 'Loan-to-cost (LTC)', value: formatPercent(leverage.ltc) }]),
                  ...(leverage.ltarv === undefined
                    ? []
                    : [
                        { label: 'Loan-to-after-repair value (LTARV)', value: formatPercent(leverage.ltarv) },
                      ]),
                ]}
              />
            )}
            <p className={styles.note}>
              Loan-to-cost uses the price or value on the property step plus the budget. Our loan officer
              confirms the leverage your experience allows.
            </p>
          </div>
        </Card>
      )}
    </>
  );
}
