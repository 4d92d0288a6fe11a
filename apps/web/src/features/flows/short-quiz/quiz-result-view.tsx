import { pages } from '@northgate/site-config';
import { buttonClass } from '@northgate/ui';
import { Link } from '@tanstack/react-router';
import { useFormikContext } from 'formik';
import { creditNote, matchPrograms, type QuizAnswers } from './quiz-result.ts';
import * as styles from './quiz-result.css.ts';

/** What the borrower sees after the short quiz: what happens next, when, and where to go on. */
export function QuizResultView() {
  const { values } = useFormikContext<QuizAnswers>();
  const matches = matchPrograms(values);
  const note = creditNote(values);
  const firstName =
    typeof values.personalDetails?.firstName === 'string' ? values.personalDetails.firstName : '';

  return (
    <div className={styles.result}>
      <h1 className={styles.title}>{firstName ? `Thank you, ${firstName}` : 'Thank you'}</h1>
      <p className={styles.lead} role="status">
        Your account is ready and your answers are with our loan team.
      </p>

      <section aria-labelledby="next-steps" className={styles.section}>
        <h2 id="next-steps" className={styles.heading}>
          What happens next
        </h2>
        <ol className={styles.steps}>
          <li>A loan officer reviews your answers and calls or emails you within one business day.</li>
          <li>
            They confirm the property, the amount and the timing, and tell you which documents to upload.
          </li>
          <li>
            Once we have a complete file, you get a decision within 48 hours; closings take days, not weeks.
          </li>
        </ol>
      </section>

      <section aria-labelledby="programs" className={styles.section}>
        <h2 id="programs" className={styles.heading}>
          Programs that fit your answers
        </h2>
        <ul className={styles.programs}>
          {matches.map((match) => (
            <li key={match.id} className={styles.program}>
              <h3 className={styles.programName}>{match.name}</h3>
              <p>{match.why}</p>
              <Link to={match.href} className={buttonClass({ variant: 'primary' })}>
                {match.cta}
              </Link>
            </li>
          ))}
        </ul>
        {note && <p className={styles.note}>{note}</p>}
      </section>

      <p className={styles.lead}>
        Not ready yet? Your answers are saved in <Link to={pages.profile.path}>your account</Link>, and the{' '}
        <Link to={pages.longForm.path}>full application</Link> lets us prepare a firm offer.
      </p>
    </div>
  );
}
