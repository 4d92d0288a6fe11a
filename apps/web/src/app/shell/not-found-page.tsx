import { Container, Heading } from '@northgate/ui';
import { pages } from '@northgate/site-config';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../components/page/use-document-title.ts';
import * as page from '../../components/page/page.css.ts';
import * as styles from './shell.css.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Container>
      <Heading level={1} className={page.title}>
        Page not found
      </Heading>
      <p className={page.lead}>
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
    </Container>
  );
}
