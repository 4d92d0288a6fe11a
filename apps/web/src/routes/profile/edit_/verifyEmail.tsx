import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../../../features/profile/edit/verify-pages.tsx';

export const Route = createFileRoute('/profile/edit_/verifyEmail')({
  component: VerifyEmailPage,
});
