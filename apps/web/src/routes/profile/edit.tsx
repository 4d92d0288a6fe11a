import { createFileRoute } from '@tanstack/react-router';
import { EditNamePage } from '../../features/profile/edit/edit-name-page.tsx';
import { PasskeysSection } from '../../features/profile/passkeys/passkeys-section.tsx';

/** /profile/edit: the name, the ways to change email and phone, then the borrower's passkeys. */
function EditProfile() {
  return (
    <>
      <EditNamePage />
      <PasskeysSection />
    </>
  );
}

export const Route = createFileRoute('/profile/edit')({
  component: EditProfile,
});
