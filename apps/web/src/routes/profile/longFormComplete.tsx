import { createFileRoute } from '@tanstack/react-router';
import { SubmittedApplicationsPage } from '../../features/profile/applications/applications-pages.tsx';

export const Route = createFileRoute('/profile/longFormComplete')({
  component: SubmittedApplicationsPage,
});
