import { longForm } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import { useStepField, type FlowFormValues } from '@northgate/form-engine/react';
import { formatPercent } from '@northgate/loan-math';
import { Card, FormikSelect } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';

/** The term, declared with every term; the program chosen offers only its own. */
function TermField({ program }: { program: unknown }) {
  const { name, question } = useStepField('termMonths');
  return <FormikSelect name={name} label={question} options={toOptions(longForm.termsFor(program))} />;
}

/**
 * Long form, typeOfLoan: program, purpose, amount, term and closing date; for fix-and-flip, bridge
 * and construction loans the budget, after-repair value and exit, with the leverage the
 * calculator would show (loan-to-cost, loan-to-after-repair-value).
 */
export function TypeOfLoanFields() {
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.typeOfLoan ?? {};
  const leverage = longForm.leverage(formik.values);
  return (
    <>
      <Card title="The loan" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="loanProgram" />
          <StepField field="loanPurpose" />
          <StepField field="loanAmount" />
          <div className={styles.pair}>
            <TermField program={values.loanProgram} />
            <StepField field="targetCloseDate" />
          </div>
        </div>
      </Card>

      {longForm.isShortTermProgram(values.loanProgram) && (
        <Card
          title={values.loanProgram === 'groundUp' ? 'The build and your exit' : 'The work and your exit'}
          headingLevel={2}
          as="section"
        >
          <div className={styles.group}>
            <StepField field="rehabBudget" />
            <StepField field="afterRepairValue" />
            <StepField field="exitStrategy" />
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
