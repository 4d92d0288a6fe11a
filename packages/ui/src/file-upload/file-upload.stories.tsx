import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stateful } from '../story-helpers/stateful.tsx';
import { FileUpload } from './file-upload.tsx';

/**
 * Upload documents (IDs, statements). Choose with the button — or, with a keyboard, Tab to the
 * field and press Enter or Space — or drop files on the area. Wrong types and files over the
 * size limit are refused with a message naming the file; accepted files are listed with Remove.
 */
const meta = {
  title: 'Inputs/FileUpload',
  component: FileUpload,
  args: {
    label: 'Upload a photo ID',
    hint: "A driver's license or passport.",
    accept: ['.pdf', '.jpg', '.png'],
    maxSizeBytes: 10 * 1024 * 1024,
    value: [],
    onValueChange: () => {},
  },
  render: (args) => (
    <Stateful initial={args.value} showStored={false}>
      {(value, setValue) => <FileUpload {...args} value={value} onValueChange={setValue} />}
    </Stateful>
  ),
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ChooseAndRemove: Story = {
  args: { multiple: true, label: 'Bank statements' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Bank statements');
    await userEvent.upload(input, [
      new File(['%PDF-1.7 statement'], 'march.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.7 statement'], 'april.pdf', { type: 'application/pdf' }),
    ]);
    await expect(canvas.getByRole('button', { name: 'Remove march.pdf' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove march.pdf' }));
    await expect(canvas.queryByRole('button', { name: 'Remove march.pdf' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove april.pdf' })).toBeVisible();
  },
};

/** Sets files the way the browser's file chooser does, ignoring `accept` (as "All files" would). */
function chooseFiles(input: HTMLInputElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export const RefusesWrongTypeAndSize: Story = {
  args: { maxSizeBytes: 1024 },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Upload a photo ID');
    chooseFiles(input, [new File(['x'.repeat(2048)], 'passport.png', { type: 'image/png' })]);
    await expect(await canvas.findByText(/passport\.png must be smaller than 1 KB/)).toBeVisible();
    chooseFiles(input, [new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' })]);
    await expect(await canvas.findByText(/setup\.exe must be a PDF, JPG or PNG/)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('list', { name: 'Selected files' })).toBeNull();
  },
};

export const DragAndDrop: Story = {
  play: async ({ canvas }) => {
    const zone = canvas.getByText('or drop it here').parentElement as HTMLElement;
    const transfer = new DataTransfer();
    transfer.items.add(new File(['id'], 'license.jpg', { type: 'image/jpeg' }));
    zone.dispatchEvent(
      new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await expect(await canvas.findByRole('button', { name: 'Remove license.jpg' })).toBeVisible();
  },
};

export const WithError: Story = { args: { error: 'The value is required' } };
export const Disabled: Story = { args: { disabled: true } };
