import { createFileRoute } from '@tanstack/react-router';
import { AffiliateProgramPage } from '../../features/marketing/affiliate-program-page.tsx';

export const Route = createFileRoute('/affiliate-program/')({
  component: AffiliateProgramPage,
});
