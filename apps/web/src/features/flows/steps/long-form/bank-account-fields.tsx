import {
  BALANCE_MAX_AGE_DAYS,
  emptyLongFormAccount,
  emptyLongFormOtherAsset,
  longFormAccountHolders,
  longFormAccountTotals,
  longFormAccountTypes,
  longFormOtherAssetKinds,
  MAX_LONG_FORM_ACCOUNTS,
  MAX_LONG_FORM_OTHER_ASSETS,
} from '@northgate/lending-flows';
import { type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { Card, FormikDateField, FormikMoneyField, FormikSelect, FormikTextField } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { FormikDocumentUpload } from '../../documents/formik-document-upload.tsx';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';
import { Schedule } from './schedule.tsx';

const typeOptions = toOptions(longFormAccountTypes);
const holderOptions = toOptions(longFormAccountHolders);
const otherAssetOptions = toOptions(longFormOtherAssetKinds);

/**
 * Long form, bankAccount: accounts with a recent balance (cash in banks and retirement cash), and
 * anything else of value the other steps do not ask about, with each account's statements.
 */
export function BankAccountFields() {
  const formik = useFormikContext<FlowFormValues>();
  const totals = longFormAccountTotals(formik.values.bankAccount);
  return (
    <>
      <Card title="Bank accounts" headingLevel={2} as="section">
        <Schedule
          list="accounts"
          none="noAccounts"
          noneLabel="I have no bank accounts"
          legend="Your bank, credit union and brokerage cash accounts"
          hint={`Use a balance from the last ${BALANCE_MAX_AGE_DAYS} days, as on your latest statement. Stocks and funds go on the stocks and bonds step.`}
          itemNoun="Account"
          emptyItem={emptyLongFormAccount}
          max={MAX_LONG_FORM_ACCOUNTS}
          totalsLabel="Account totals"
          totals={[
            { label: 'Cash in banks', value: formatUsdWhole(totals.cashInBanks) },
            { label: 'Retirement accounts', value: formatUsdWhole(totals.retirement) },
            { label: 'All accounts', value: formatUsdWhole(totals.total) },
          ]}
          renderItem={(itemName) => (
            <div className={styles.group}>
              <FormikTextField
                name={`${itemName}.institutionName`}
                label="Bank or institution"
                autoComplete="off"
              />
              <div className={styles.pair}>
                <FormikSelect
                  name={`${itemName}.accountType`}
                  label="Type of account"
                  options={typeOptions}
                />
                <FormikSelect
                  name={`${itemName}.heldBy`}
                  label="Whose name is it in?"
                  options={holderOptions}
                />
              </div>
              <FormikTextField
                name={`${itemName}.accountLast4`}
                label="Last 4 digits of the account number"
                hint="Just enough to tell your accounts apart."
                numberOnly
                maxLength={4}
                width="short"
                autoComplete="off"
                optional
              />
              <div className={styles.pair}>
                <FormikMoneyField name={`${itemName}.balance`} label="Balance" />
                <FormikDateField name={`${itemName}.asOfDate`} label="Date of that balance" />
              </div>
              <FormikDocumentUpload
                name={`${itemName}.statements`}
                purpose="bankStatement"
                label="Statements for the last two months"
                hint="The PDFs your bank gives you, or clear photos of every page."
                multiple
                optional
              />
            </div>
          )}
        />
      </Card>

      <Card title="Other assets" headingLevel={2} as="section">
        <Schedule
          list="otherAssets"
          none="noOtherAssets"
          noneLabel="I have nothing else to list"
          legend="Anything else of value you own"
          hint="Cars, money others owe you, and valuable personal property. Your home, properties, businesses, securities and life insurance have their own steps."
          itemNoun="Asset"
          emptyItem={emptyLongFormOtherAsset}
          max={MAX_LONG_FORM_OTHER_ASSETS}
          totalsLabel="Other asset totals"
          totals={[{ label: 'Total other assets', value: formatUsdWhole(totals.otherAssets) }]}
          renderItem={(itemName) => (
            <div className={styles.group}>
              <FormikSelect
                name={`${itemName}.kind`}
                label="What kind of asset"
                options={otherAssetOptions}
              />
              <FormikTextField
                name={`${itemName}.description`}
                label="Describe it"
                hint="For example, 2021 Ford F-150."
                autoComplete="off"
              />
              <FormikMoneyField name={`${itemName}.value`} label="Value today" />
            </div>
          )}
        />
      </Card>
    </>
  );
}
