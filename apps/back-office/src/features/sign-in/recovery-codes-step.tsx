import { Button } from '@northgate/ui';
import { StepHeading } from './step-heading.tsx';
import * as styles from './sign-in.css.ts';

/** The ten recovery codes, shown once after enrolment; the session starts when they are saved. */
export function RecoveryCodesStep({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <div className={styles.stack}>
      <StepHeading>Save your recovery codes</StepHeading>
      <p className={styles.lead}>
        If you lose your phone, each of these codes signs you in once instead of a code from your
        authenticator app. Keep them somewhere safe, such as a password manager. This is the only time we show
        them.
      </p>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button type="button" onClick={onDone}>
        I have saved these codes
      </Button>
    </div>
  );
}
