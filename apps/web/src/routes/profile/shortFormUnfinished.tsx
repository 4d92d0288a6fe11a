import { createFileRoute } from '@tanstack/react-router';
import { UnfinishedApplicationsPage } from '../../features/profile/applications/applications-pages.tsx';

export const Route = createFileRoute('/profile/shortFormUnfinished')({
  component: () => <UnfinishedApplicationsPage section="shortFormUnfinished" />,
});
