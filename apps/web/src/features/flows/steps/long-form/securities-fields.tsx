import {
  emptyLongFormSecurity,
  longFormSecurityAccountTypes,
  longFormSecurityExchanges,
  longFormSecurityTotals,
  MAX_LONG_FORM_SECURITIES,
} from '@northgate/lending-flows';
import { type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { yesNo } from '@northgate/validators';
import {
  Card,
  FormikDateField,
  FormikMoneyField,
  FormikRadioGroup,
  FormikSelect,
  FormikTextField,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';
import { Schedule } from './schedule.tsx';

const accountOptions = toOptions(longFormSecurityAccountTypes);
const exchangeOptions = toOptions(longFormSecurityExchanges);
const yesNoOptions = toOptions(yesNo);

/** Long form, securities: stocks, bonds and funds (Form 413 §3), in and out of retirement accounts. */
export function SecuritiesFields() {
  const formik = useFormikContext<FlowFormValues>();
  const totals = longFormSecurityTotals(formik.values.securities);
  return (
    <Card title="Stocks, bonds and funds" headingLevel={2} as="section">
      <Schedule
        list="securities"
        none="noSecurities"
        noneLabel="I have no securities"
        legend="Stocks, bonds and funds you own"
        hint="One entry per holding, including those in an IRA or 401(k). Cash in a bank or brokerage account goes on the bank accounts step."
        itemNoun="Holding"
        emptyItem={emptyLongFormSecurity}
        max={MAX_LONG_FORM_SECURITIES}
        totalsLabel="Securities totals"
        totals={[
          { label: 'In retirement accounts', value: formatUsdWhole(totals.retirement) },
          { label: 'Other stocks and bonds', value: formatUsdWhole(totals.stocksAndBonds) },
          { label: 'Total market value', value: formatUsdWhole(totals.total) },
        ]}
        renderItem={(itemName) => (
          <div className={styles.group}>
            <FormikTextField
              name={`${itemName}.securityName`}
              label="Name of the stock, bond or fund"
              autoComplete="off"
            />
            <div className={styles.pair}>
              <FormikSelect name={`${itemName}.accountType`} label="Held in" options={accountOptions} />
              <FormikSelect
                name={`${itemName}.exchange`}
                label="Where it trades"
                options={exchangeOptions}
                optional
              />
            </div>
            <div className={styles.pair}>
              <FormikTextField
                name={`${itemName}.numberOfShares`}
                label="Number of shares"
                width="short"
                decimal
                optional
              />
              <FormikMoneyField name={`${itemName}.costBasis`} label="What you paid" optional />
            </div>
            <div className={styles.pair}>
              <FormikMoneyField name={`${itemName}.marketValue`} label="Market value" />
              <FormikDateField name={`${itemName}.quotationDate`} label="Value as of" optional />
            </div>
            <FormikRadioGroup
              name={`${itemName}.pledgedAsCollateral`}
              label="Is it pledged as collateral for a loan?"
              options={yesNoOptions}
              inline
            />
          </div>
        )}
      />
    </Card>
  );
}
