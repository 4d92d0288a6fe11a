import { Container, Heading } from '@northgate/ui';
import { pages, type PageId } from '@northgate/site-config';
import type { ReactNode } from 'react';
import { LinkedTextView, type LinkedText } from './linked-text.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import * as styles from './page.css.ts';
import { pageDescriptions } from './page-descriptions.ts';

/**
 * A page's heading and the sentence that says what it is for, followed by its content. `lead`
 * replaces the sentence with one that links to the pages it names.
 */
export function IntroPage({
  page,
  lead,
  children,
}: {
  page: PageId;
  lead?: LinkedText;
  children?: ReactNode;
}) {
  const { title } = pages[page];
  useDocumentTitle(title);
  return (
    <Container>
      <Heading level={1} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.lead}>
        <LinkedTextView text={lead ?? pageDescriptions[page]} />
      </p>
      {children}
    </Container>
  );
}
