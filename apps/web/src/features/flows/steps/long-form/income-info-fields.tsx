import {
  longFormContingentLines,
  longFormEmploymentStatuses,
  longFormFinancialStatement,
  longFormIncomeLines,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { amountOf } from '@northgate/validators';
import { Card, FormikMoneyField, FormikSelect, FormikTextField } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import { Figures } from '../figures.tsx';
import * as styles from '../steps.css.ts';

const employmentOptions = toOptions(longFormEmploymentStatuses);

/**
 * Long form, incomeInfo: Form 413 section 1 — annual income and contingent liabilities, each an
 * amount (0 when none) — and the borrower's work.
 */
export function IncomeInfoFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.incomeInfo ?? {};
  const statement = longFormFinancialStatement({ incomeInfo: values });
  const works = values.employmentStatus === 'employed' || values.employmentStatus === 'selfEmployed';
  return (
    <>
      <Card title="Your income, per year" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            Before tax. Enter 0 for any line that does not apply. Alimony, child support or separate
            maintenance income need not be shown unless you want us to count it.
          </p>
          {longFormIncomeLines.map((line) => (
            <FormikMoneyField key={line.key} name={name(line.key)} label={line.label} hint={line.hint} />
          ))}
          {amountOf(values.otherIncome) > 0 && (
            <FormikTextField
              name={name('otherIncomeDescription')}
              label="Where does the other income come from?"
              autoComplete="off"
            />
          )}
          <Figures
            label="Income total"
            figures={[{ label: 'Total income', value: formatUsdWhole(statement.totalIncome) }]}
          />
        </div>
      </Card>

      <Card title="Contingent liabilities" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            Debts that become yours only if something happens. Enter 0 for any that do not apply.
          </p>
          {longFormContingentLines.map((line) => (
            <FormikMoneyField key={line.key} name={name(line.key)} label={line.label} hint={line.hint} />
          ))}
          <Figures
            label="Contingent liabilities total"
            figures={[
              {
                label: 'Total contingent liabilities',
                value: formatUsdWhole(statement.totalContingentLiabilities),
              },
            ]}
          />
        </div>
      </Card>

      <Card title="Your work" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikSelect
            name={name('employmentStatus')}
            label="Do you work now?"
            options={employmentOptions}
          />
          {works && (
            <>
              <FormikTextField
                name={name('employerName')}
                label={values.employmentStatus === 'selfEmployed' ? 'Your business' : 'Employer'}
                autoComplete="organization"
              />
              <FormikTextField
                name={name('position')}
                label="Your position or title"
                autoComplete="organization-title"
              />
              <div className={styles.pair}>
                <FormikTextField
                  name={name('yearsOnJob')}
                  label="Years in this job"
                  numberOnly
                  width="short"
                  autoComplete="off"
                />
                <FormikTextField
                  name={name('yearsInLineOfWork')}
                  label="Years in this line of work"
                  numberOnly
                  width="short"
                  autoComplete="off"
                  optional
                />
              </div>
            </>
          )}
        </div>
      </Card>
    </>
  );
}
