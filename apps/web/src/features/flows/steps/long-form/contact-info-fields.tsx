import { StepField } from '@northgate/lending-flows/react';
import { Card } from '@northgate/ui';
import { useAtomValue } from 'jotai';
import { profileAtom } from '../../../../session/session-atoms.ts';
import { HouseholdFields } from '../residence-fields.tsx';
import * as styles from '../steps.css.ts';

/**
 * Long form, contactInfo: the account's email (changed in the profile, where it is verified),
 * another phone, a mailing address if it differs, the household, and how the borrower likes to be
 * reached.
 */
export function ContactInfoFields() {
  const profile = useAtomValue(profileAtom);
  return (
    <>
      <Card title="How we reach you" headingLevel={2} as="section">
        <div className={styles.group}>
          <p className={styles.note}>
            We write to {profile ? <strong>{profile.email}</strong> : 'the email address of your account'}.
            You can change it in your profile.
          </p>
          <StepField field="alternatePhone" />
          <StepField field="preferredContact" />
          <StepField field="bestTimeToCall" />
          <StepField field="mailing.different" />
          <StepField field="mailing.address" />
        </div>
      </Card>
      <Card title="Your household" headingLevel={2} as="section">
        <div className={styles.group}>
          <HouseholdFields at="" />
        </div>
      </Card>
    </>
  );
}
