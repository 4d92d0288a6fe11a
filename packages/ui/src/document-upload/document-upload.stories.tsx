import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { DocumentUpload } from './document-upload.tsx';
import type { DocumentEntry, DocumentUploadProps } from './document-upload.tsx';

const ACCEPT = ['.jpg', '.jpeg', '.png', '.heic', '.pdf'];

/**
 * A document field that uploads each file as soon as it is chosen or dropped, shows its progress,
 * then offers Replace (one-file fields) and Remove; a file the server refuses shows its reason.
 * In the app the entries come from the document endpoints; here a stand-in keeps every file at
 * once, or refuses names containing "locked" as the server refuses password-protected PDFs.
 */
function Harness(
  props: Omit<DocumentUploadProps, 'entries' | 'onChoose' | 'onRemove'> & { initial?: DocumentEntry[] },
) {
  const { initial = [], ...rest } = props;
  const [entries, setEntries] = useState<DocumentEntry[]>(initial);
  const keep = (file: File, key: string): DocumentEntry =>
    file.name.includes('locked')
      ? {
          key,
          name: file.name,
          size: file.size,
          state: 'failed',
          error: 'This PDF is password-protected. Upload a copy without a password.',
        }
      : { key, name: file.name, size: file.size, state: 'stored' };
  return (
    <DocumentUpload
      {...rest}
      entries={entries}
      onChoose={(files) =>
        setEntries((now) => [
          ...now,
          ...files.map((file, index) => keep(file, `${file.name}-${now.length + index}`)),
        ])
      }
      onReplace={(key, file) =>
        setEntries((now) => now.map((entry) => (entry.key === key ? keep(file, key) : entry)))
      }
      onRemove={(key) => setEntries((now) => now.filter((entry) => entry.key !== key))}
    />
  );
}

const meta = {
  title: 'Inputs/DocumentUpload',
  component: Harness,
  args: {
    label: 'Front of your ID',
    hint: 'A clear photo or scan showing all four corners.',
    accept: ACCEPT,
    maxSizeBytes: 10 * 1024 * 1024,
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const UploadReplaceRemove: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Front of your ID');
    await userEvent.upload(input, new File(['%PDF-1.7 id'], 'license.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('button', { name: 'Remove license.pdf' })).toBeVisible();
    await expect(canvas.getByText('Replace file')).toBeVisible();
    await userEvent.upload(
      input,
      new File(['%PDF-1.7 id'], 'license-clearer.pdf', { type: 'application/pdf' }),
    );
    await expect(canvas.getByRole('button', { name: 'Remove license-clearer.pdf' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove license.pdf' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove license-clearer.pdf' }));
    await expect(canvas.getByText('Choose file')).toBeVisible();
  },
};

export const ServerRefusal: Story = {
  args: { label: 'Bank statements', multiple: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('Bank statements'), [
      new File(['%PDF-1.7 a'], 'march.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.7 b'], 'april-locked.pdf', { type: 'application/pdf' }),
    ]);
    await expect(
      canvas.getByText('This PDF is password-protected. Upload a copy without a password.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dismiss april-locked.pdf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove march.pdf' })).toBeVisible();
  },
};

export const Uploading: Story = {
  args: {
    initial: [{ key: 'a', name: 'passport.heic', size: 2_400_000, state: 'uploading', progress: 40 }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading passport.heic' })).toHaveAttribute(
      'value',
      '40',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Upload the front of your ID, or the photo page of your passport' },
};
