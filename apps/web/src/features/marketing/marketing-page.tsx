import { Container, Heading, Stack } from '@northgate/ui';
import { pages, type PageId } from '@northgate/site-config';
import type { ReactNode } from 'react';
import { useSeo } from './seo.ts';
import * as styles from './marketing.css.ts';

export interface MarketingPageProps {
  page: PageId;
  /** The sentence under the heading. */
  lead: string;
  /** Meta description for search engines and link previews. */
  description: string;
  jsonLd?: object;
  children: ReactNode;
}

/** Frame of a content page: the page's one h1 (its title from the route table), a lead and SEO tags. */
export function MarketingPage({ page, lead, description, jsonLd, children }: MarketingPageProps) {
  const { title, path } = pages[page];
  useSeo({ title, description, path, jsonLd });
  return (
    <Container className={styles.pageGrid}>
      <Stack gap="md">
        <Heading level={1}>{title}</Heading>
        <p className={styles.lead}>{lead}</p>
      </Stack>
      {children}
    </Container>
  );
}
