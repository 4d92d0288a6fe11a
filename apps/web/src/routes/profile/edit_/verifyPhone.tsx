import { createFileRoute } from '@tanstack/react-router';
import { VerifyPhonePage } from '../../../features/profile/edit/verify-pages.tsx';

export const Route = createFileRoute('/profile/edit_/verifyPhone')({
  component: VerifyPhonePage,
});
