import { createFileRoute } from '@tanstack/react-router';
import { EditNamePage } from '../../features/profile/edit/edit-name-page.tsx';

export const Route = createFileRoute('/profile/edit')({
  component: EditNamePage,
});
