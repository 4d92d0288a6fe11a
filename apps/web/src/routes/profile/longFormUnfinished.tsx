import { createFileRoute } from '@tanstack/react-router';
import { UnfinishedApplicationsPage } from '../../features/profile/applications/applications-pages.tsx';

export const Route = createFileRoute('/profile/longFormUnfinished')({
  component: () => <UnfinishedApplicationsPage section="longFormUnfinished" />,
});
