import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../features/marketing/legal/legal-page.tsx';

export const Route = createFileRoute('/legal/')({
  component: LegalPage,
});
