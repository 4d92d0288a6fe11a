import { pages } from '@northgate/site-config';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from './use-document-title.ts';
import * as styles from './shell.css.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className={styles.container}>
      <h1 className={styles.pageTitle}>Page not found</h1>
      <p className={styles.lead}>
        We could not find the page you asked for. It may have moved, or the address may have a typo.
      </p>
      <ul className={styles.linkList}>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
        <li>
          <Link to={pages.shortQuiz.path}>Start a loan application</Link>
        </li>
        <li>
          <Link to={pages.contactUs.path}>Contact our loan team</Link>
        </li>
      </ul>
    </div>
  );
}
