import { createFileRoute } from '@tanstack/react-router';
import { EditPhonePage } from '../../../features/profile/edit/edit-phone-page.tsx';

export const Route = createFileRoute('/profile/edit_/phone')({
  component: EditPhonePage,
});
