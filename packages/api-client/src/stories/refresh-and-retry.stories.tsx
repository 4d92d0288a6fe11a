import { API_PATHS, type TokenResponse, type UserInfoResponse } from '@northgate/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { CallDemo } from './call-demo.tsx';
import { mockNetwork } from './mock-network.ts';
import { createNetworkLog } from './network-log.ts';

const log = createNetworkLog();

/**
 * A call answered 401 refreshes the session once (`POST /auth/api/v1/auth/refresh`) and replays
 * the request with the new access token. Calls that meet a 401 together share one refresh. When
 * the refresh is refused the session is cleared, the app is told once (it goes to /login) and the
 * call fails. The Mock Service Worker plays the API; the table lists what it received.
 */
const meta = {
  title: 'API client/Refresh and retry',
  loaders: [mockNetwork],
  beforeEach: () => log.clear(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const expired = { access_token: 'access-1', refresh_token: 'refresh-1', token_type: 'lk' };
const rotated: TokenResponse = {
  access_token: 'access-2',
  refresh_token: 'refresh-2',
  token_type: 'lk',
  expires_in: 900,
};
const profile: UserInfoResponse = {
  first_name: 'Dana',
  last_name: 'Demo',
  email: 'demo@borrower.test',
  cell_phone: '(212) 555-0199',
  cell_phone_verified: true,
  status: 1,
};

/** user_info answers only the rotated access token. */
const userInfo = http.get(
  API_PATHS.userInfo,
  log.answer(({ request }) =>
    request.headers.get('Authorization') === `Bearer ${rotated.access_token}`
      ? HttpResponse.json(profile)
      : HttpResponse.json({ error: 'Not authenticated' }, { status: 401 }),
  ),
);

const refreshGranted = http.post(
  API_PATHS.refresh,
  log.answer(async ({ request }) => {
    const body = (await request.json()) as { refresh_token?: string };
    return body.refresh_token === expired.refresh_token
      ? HttpResponse.json(rotated)
      : HttpResponse.json({ error: 'Your session has expired. Please log in again.' }, { status: 401 });
  }),
);

const refreshRefused = http.post(
  API_PATHS.refresh,
  log.answer(() =>
    HttpResponse.json({ error: 'Your session has expired. Please log in again.' }, { status: 401 }),
  ),
);

const rowsOf = () => log.entries().map((e) => [e.method, e.target, e.authorization, e.status]);

export const RefreshThenReplay: Story = {
  parameters: { msw: { handlers: [userInfo, refreshGranted] } },
  render: () => (
    <CallDemo
      action="Load the profile"
      session={expired}
      log={log}
      run={(api) => api.userInfo({ loader: false })}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load the profile' }));
    await expect(await canvas.findByText(/^Answer: .*demo@borrower\.test/)).toBeVisible();
    await expect(rowsOf()).toEqual([
      ['GET', API_PATHS.userInfo, 'Bearer access-1', 401],
      ['POST', API_PATHS.refresh, null, 200],
      ['GET', API_PATHS.userInfo, 'Bearer access-2', 200],
    ]);
    await expect(canvas.getByTestId('session')).toHaveTextContent(
      'access token access-2, refresh token refresh-2',
    );
    await expect(canvas.getByTestId('expired')).toHaveTextContent('0');
  },
};

export const ConcurrentCallsShareOneRefresh: Story = {
  parameters: { msw: { handlers: [userInfo, refreshGranted] } },
  render: () => (
    <CallDemo
      action="Load the profile three times at once"
      session={expired}
      log={log}
      run={(api) => Promise.all([1, 2, 3].map(() => api.userInfo({ loader: false })))}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load the profile three times at once' }));
    await expect(await canvas.findByText(/^Answer: /)).toBeVisible();
    const refreshes = log.entries().filter((e) => e.target === API_PATHS.refresh);
    await expect(refreshes).toHaveLength(1);
    const replays = log.entries().filter((e) => e.authorization === 'Bearer access-2');
    await expect(replays.map((e) => e.status)).toEqual([200, 200, 200]);
  },
};

export const RefusedRefreshSignsOut: Story = {
  parameters: { msw: { handlers: [userInfo, refreshRefused] } },
  render: () => (
    <CallDemo
      action="Load the profile"
      session={expired}
      log={log}
      run={(api) => api.userInfo({ loader: false })}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load the profile' }));
    await expect(await canvas.findByText('Error: Not authenticated (status 401)')).toBeVisible();
    await expect(rowsOf()).toEqual([
      ['GET', API_PATHS.userInfo, 'Bearer access-1', 401],
      ['POST', API_PATHS.refresh, null, 401],
    ]);
    await expect(canvas.getByTestId('session')).toHaveTextContent('Signed out');
    await waitFor(() => expect(canvas.getByTestId('expired')).toHaveTextContent('1'));
  },
};
