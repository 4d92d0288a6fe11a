import { createFileRoute } from '@tanstack/react-router';
import { TermsOfServicePage } from '../../features/marketing/legal/terms-of-service-page.tsx';

export const Route = createFileRoute('/terms-of-service/')({
  component: TermsOfServicePage,
});
