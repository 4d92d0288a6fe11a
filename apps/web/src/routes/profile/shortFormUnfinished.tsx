import { createFileRoute } from '@tanstack/react-router';
import { UnfinishedApplicationsPage } from '../../features/profile/profile-pages.ts';

export const Route = createFileRoute('/profile/shortFormUnfinished')({
  component: () => <UnfinishedApplicationsPage section="shortFormUnfinished" />,
});
