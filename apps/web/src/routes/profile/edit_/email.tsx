import { createFileRoute } from '@tanstack/react-router';
import { EditEmailPage } from '../../../features/profile/edit/edit-email-page.tsx';

export const Route = createFileRoute('/profile/edit_/email')({
  component: EditEmailPage,
});
