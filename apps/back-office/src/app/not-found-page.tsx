import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../components/use-page-title.ts';
import * as styles from './layout.css.ts';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <main id="main" className={styles.main}>
      <h1>Page not found</h1>
      <p>
        There is no back office page at this address. <Link to="/">Go to the application queue</Link>.
      </p>
    </main>
  );
}
