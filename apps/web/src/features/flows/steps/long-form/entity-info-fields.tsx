import { OnFileOr } from '@northgate/lending-flows/react';
import {
  emptyLongFormEntityOwner,
  GUARANTOR_SHARE,
  longFormEntityOwnership,
  longFormEntityTitles,
  longFormEntityTypes,
  MAX_LONG_FORM_ENTITY_OWNERS,
  mustGuarantee,
} from '@northgate/lending-flows';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { US_STATES, yesNo } from '@northgate/validators';
import {
  Card,
  FormikDateField,
  FormikRadioGroup,
  FormikRepeatableGroup,
  FormikSelect,
  FormikTaxIdField,
  FormikTextField,
} from '@northgate/ui';
import { useFormikContext } from 'formik';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';

const yesNoOptions = toOptions(yesNo);
const entityOptions = toOptions(longFormEntityTypes);
const titleOptions = toOptions(longFormEntityTitles);
const stateOptions = toOptions(US_STATES);

/**
 * Long form, entityInfo: whether the borrower closes in a company, and if so the company, its
 * owners and which of them guarantee the loan (every owner of 20% or more).
 */
export function EntityInfoFields() {
  const stepName = useStepFieldName();
  const name = (field: string) => stepName(`entity.${field}`);
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.entityInfo ?? {};
  const entity = (values.entity ?? {}) as Record<string, unknown>;
  const owners = (Array.isArray(entity.otherOwners) ? entity.otherOwners : []) as Record<string, unknown>[];
  return (
    <>
      <Card title="Borrowing through a company" headingLevel={2} as="section">
        <FormikRadioGroup
          name={stepName('hasEntity')}
          label="Will you borrow through a company (an LLC, corporation, partnership or trust)?"
          hint="Most investor loans close in the name of a company, with a personal guarantee from its owners. If you have not formed it yet, answer No and tell your loan officer."
          options={yesNoOptions}
          inline
        />
      </Card>

      {values.hasEntity === 'yes' && (
        <>
          <Card title="The company" headingLevel={2} as="section">
            <div className={styles.group}>
              <FormikTextField
                name={name('entityName')}
                label="Legal name of the company"
                autoComplete="organization"
              />
              <FormikTextField
                name={name('dba')}
                label="Doing business as (DBA)"
                autoComplete="off"
                optional
              />
              <FormikSelect name={name('entityType')} label="Type of company" options={entityOptions} />
              <div className={styles.pair}>
                <FormikSelect
                  name={name('stateOfFormation')}
                  label="State where it was formed"
                  options={stateOptions}
                />
                <FormikDateField name={name('formationDate')} label="Date it was formed" optional />
              </div>
              <OnFileOr>
                <FormikTaxIdField
                  name={name('ein')}
                  kind="ein"
                  label="Employer identification number (EIN)"
                  hint="On the IRS letter that assigned it (CP 575 or 147C)."
                />
              </OnFileOr>
              <div className={styles.pair}>
                <FormikTextField
                  name={name('yourOwnershipPct')}
                  label="Your share of the company, in percent"
                  suffix="%"
                  width="short"
                  decimal
                />
                <FormikSelect name={name('yourTitle')} label="Your title" options={titleOptions} />
              </div>
              <p className={styles.note}>As the applicant, you personally guarantee the loan.</p>
            </div>
          </Card>

          <Card title="Other owners" headingLevel={2} as="section">
            <div className={styles.group}>
              <FormikRepeatableGroup
                name={name('otherOwners')}
                legend="Everyone else who owns part of the company (optional)"
                hint={`Every owner of ${GUARANTOR_SHARE}% or more must also guarantee the loan.`}
                itemNoun="Owner"
                emptyItem={emptyLongFormEntityOwner}
                max={MAX_LONG_FORM_ENTITY_OWNERS}
                renderItem={(owner, index) => (
                  <div className={styles.group}>
                    <FormikTextField name={`${owner}.name`} label="Full name" autoComplete="off" />
                    <FormikTextField name={`${owner}.email`} label="Email" type="email" autoComplete="off" />
                    <FormikTextField
                      name={`${owner}.ownershipPct`}
                      label="Their share, in percent"
                      suffix="%"
                      width="short"
                      decimal
                    />
                    <FormikRadioGroup
                      name={`${owner}.isGuarantor`}
                      label="Will this owner personally guarantee the loan?"
                      hint={
                        mustGuarantee(owners[index]?.ownershipPct)
                          ? `Required: they own ${GUARANTOR_SHARE}% or more.`
                          : undefined
                      }
                      options={yesNoOptions}
                      inline
                    />
                  </div>
                )}
              />
              <p className={styles.note} aria-live="polite">
                Shares entered: {longFormEntityOwnership(entity)}% of 100%.
              </p>
            </div>
          </Card>
        </>
      )}
    </>
  );
}
