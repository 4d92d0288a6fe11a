import { Link } from '@tanstack/react-router';
import * as styles from './calculator.css.ts';

/** The call to action under every result: the short quiz starts an application. */
export function ApplyLink() {
  return (
    <Link to="/shortQuiz/" className={styles.cta}>
      Apply now
    </Link>
  );
}
