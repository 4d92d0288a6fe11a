import { API_PATHS, CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@northgate/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { CallDemo } from './call-demo.tsx';
import { mockNetwork } from './mock-network.ts';
import { createNetworkLog } from './network-log.ts';

const log = createNetworkLog();

/**
 * Signed double-submit CSRF: the API sets a `csrf_token` cookie that scripts can read, and the
 * client copies it into the `X-CSRF-Token` header of every same-origin call. The API refuses an
 * unsafe call (POST, PUT, PATCH, DELETE) that carries cookies without the matching header (403).
 * The Mock Service Worker below applies that rule, so a missing header would show as a 403.
 */
const meta = {
  title: 'API client/CSRF header',
  loaders: [mockNetwork],
  beforeEach: () => log.clear(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const cookieValue = 'n0nce-4f9a.c2lnbmF0dXJl';
const session = { access_token: 'access-1', refresh_token: 'refresh-1', token_type: 'lk' };

/** The API's rule (apps/api/src/plugins/csrf.ts): cookies present on an unsafe call need the same value in the header. */
const csrfChecked = log.answer(({ request, cookies }) => {
  const cookie = cookies[CSRF_COOKIE_NAME];
  if (cookie !== undefined && request.headers.get(CSRF_HEADER_NAME) !== cookie) {
    return HttpResponse.json(
      { error: 'Missing or invalid CSRF token. Reload the page and try again.' },
      { status: 403 },
    );
  }
  return HttpResponse.json({ success: true });
});

const handlers = [http.post(API_PATHS.contactUs, csrfChecked), http.put(API_PATHS.changeName, csrfChecked)];

const sendBoth = async (api: Parameters<Parameters<typeof CallDemo>[0]['run']>[0]) => [
  await api.contactUs({
    text: 'When can we talk about a bridge loan?',
    email: 'demo@borrower.test',
    name: 'Dana Demo',
  }),
  await api.changeName({ first_name: 'Dana', last_name: 'Demo' }),
];

export const HeaderCopiesTheCookie: Story = {
  parameters: { msw: { handlers } },
  beforeEach: () => {
    document.cookie = `${CSRF_COOKIE_NAME}=${cookieValue}; path=/; SameSite=Strict`;
    return () => {
      document.cookie = `${CSRF_COOKIE_NAME}=; path=/; max-age=0`;
    };
  },
  render: () => (
    <CallDemo action="Send a message, then change the name" session={session} log={log} run={sendBoth} />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a message, then change the name' }));
    await expect(await canvas.findByText('Answer: [{"success":true},{"success":true}]')).toBeVisible();
    await expect(log.entries().map((e) => [e.method, e.target, e.csrfToken, e.status])).toEqual([
      ['POST', API_PATHS.contactUs, cookieValue, 200],
      ['PUT', API_PATHS.changeName, cookieValue, 200],
    ]);
  },
};

export const NoCookieNoHeader: Story = {
  parameters: { msw: { handlers } },
  render: () => (
    <CallDemo action="Send a message, then change the name" session={session} log={log} run={sendBoth} />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a message, then change the name' }));
    await expect(await canvas.findByText('Answer: [{"success":true},{"success":true}]')).toBeVisible();
    // Without the cookie there is nothing to copy, and a call without cookies carries no ambient credentials.
    await expect(log.entries().map((e) => e.csrfToken)).toEqual([null, null]);
  },
};
