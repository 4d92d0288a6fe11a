import { createFileRoute } from '@tanstack/react-router';
import { UnfinishedApplicationsPage } from '../../features/profile/profile-pages.ts';

export const Route = createFileRoute('/profile/longFormUnfinished')({
  component: () => <UnfinishedApplicationsPage section="longFormUnfinished" />,
});
