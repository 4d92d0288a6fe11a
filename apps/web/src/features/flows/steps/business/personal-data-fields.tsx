import { StepField } from '@northgate/lending-flows/react';
import { Card } from '@northgate/ui';
import { usePrefillFromProfile } from '../prefill-from-profile.ts';
import * as styles from '../steps.css.ts';

const CONTACT = { firstName: 'firstName', lastName: 'lastName', email: 'email', phone: 'mobilePhone' };

/** Business loan application, personal-data: the applicant (Form 1919, section II). */
export function PersonalDataFields() {
  usePrefillFromProfile(CONTACT);
  return (
    <>
      <Card title="About you" headingLevel={2} as="section">
        <div className={styles.group}>
          <div className={styles.pair}>
            <StepField field="firstName" />
            <StepField field="lastName" />
          </div>
          <StepField field="title" />
          <StepField field="email" />
          <StepField field="mobilePhone" />
          <StepField field="homeAddress" />
        </div>
      </Card>

      <Card title="Identity, ownership and credit" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="dateOfBirth" />
          <StepField field="ssnOrItin" />
          <StepField field="citizenship" />
          <StepField field="ownershipPct" />
          <StepField field="creditScoreRange" />
        </div>
      </Card>
    </>
  );
}
