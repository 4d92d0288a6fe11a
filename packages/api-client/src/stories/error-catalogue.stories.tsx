import { API_PATHS, type ErrorBody, type ValidationErrorBody } from '@northgate/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { CallDemo } from './call-demo.tsx';
import { mockNetwork } from './mock-network.ts';
import { createNetworkLog } from './network-log.ts';

const log = createNetworkLog();

/**
 * The error catalogue (docs/product/product-spec.md §8): for a failed call the message is the `msg` of the first
 * `detail` entry when `detail` is a list, otherwise the text under `error`, otherwise 'Network
 * error' (no answer) or 'Server error'. Each story has the Mock Service Worker answer the contact
 * form with one shape; "What the app received" is the text the app shows in its error toast.
 */
const meta = {
  title: 'API client/Error catalogue',
  loaders: [mockNetwork],
  beforeEach: () => log.clear(),
  render: () => (
    <CallDemo
      action="Send the contact form"
      log={log}
      run={(api) =>
        api.contactUs({ text: 'Do you lend in Vermont?', email: 'demo@borrower.test', name: 'Dana Demo' })
      }
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const contactAnswers = (response: () => Response) =>
  http.post(
    API_PATHS.contactUs,
    log.answer(() => response()),
  );

const validation: ValidationErrorBody = {
  detail: [
    { loc: ['body', 'email'], msg: 'Enter a valid email address', type: 'email' },
    { loc: ['body', 'name'], msg: 'Enter your name', type: 'required' },
  ],
};

export const FirstDetailMessage: Story = {
  parameters: { msw: { handlers: [contactAnswers(() => HttpResponse.json(validation, { status: 422 }))] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send the contact form' }));
    await expect(await canvas.findByText('Error: Enter a valid email address (status 422)')).toBeVisible();
  },
};

const tooMany: ErrorBody = { error: 'Too many attempts. Please wait 1 minute and try again.' };

export const ErrorText: Story = {
  parameters: { msw: { handlers: [contactAnswers(() => HttpResponse.json(tooMany, { status: 429 }))] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send the contact form' }));
    await expect(
      await canvas.findByText('Error: Too many attempts. Please wait 1 minute and try again. (status 429)'),
    ).toBeVisible();
  },
};

export const NeitherShapeIsServerError: Story = {
  parameters: {
    msw: {
      handlers: [contactAnswers(() => HttpResponse.html('<h1>502 Bad Gateway</h1>', { status: 502 }))],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send the contact form' }));
    await expect(await canvas.findByText('Error: Server error (status 502)')).toBeVisible();
  },
};

export const NoAnswerIsNetworkError: Story = {
  parameters: { msw: { handlers: [contactAnswers(() => HttpResponse.error())] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send the contact form' }));
    await expect(await canvas.findByText('Error: Network error (no response)')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'no answer (network failure)' })).toBeVisible();
  },
};

export const BrokenSuccessIsServerError: Story = {
  parameters: {
    msw: { handlers: [contactAnswers(() => HttpResponse.json({ sent: 'yes' }, { status: 200 }))] },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send the contact form' }));
    // A 2xx whose body breaks the contract's response schema is not trusted.
    await expect(await canvas.findByText('Error: Server error (status 200)')).toBeVisible();
  },
};
