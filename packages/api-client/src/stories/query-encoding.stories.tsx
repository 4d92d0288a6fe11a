import { API_PATHS, type GoogleVerificationResponse } from '@northgate/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { CallDemo } from './call-demo.tsx';
import { mockNetwork } from './mock-network.ts';
import { createNetworkLog } from './network-log.ts';

const log = createNetworkLog();

/**
 * GET parameters are percent-encoded as RFC 3986 says: `encodeURIComponent` plus the reserved
 * `! ' ( ) *`, a space as `%20` (never `+`). A Google sign-in code holds slashes and such
 * characters; the server reads back exactly the code the provider gave. The table shows the raw
 * query the Mock Service Worker received.
 */
const meta = {
  title: 'API client/Query encoding',
  loaders: [mockNetwork],
  beforeEach: () => log.clear(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const code = "4/0Ab_x!y'z(1)*2 é";
const state = 'st@te+1';
const tokens: GoogleVerificationResponse = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'lk',
  expires_in: 900,
  request_from: 'login',
};

/** Answers with a session only when the decoded parameters are exactly the ones sent. */
const verification = http.get(
  API_PATHS.googleVerificationCode,
  log.answer(({ request }) => {
    const params = new URL(request.url).searchParams;
    return params.get('code') === code && params.get('state') === state
      ? HttpResponse.json(tokens)
      : HttpResponse.json({ error: 'Google sign-in failed' }, { status: 400 });
  }),
);

export const ReservedCharactersEncoded: Story = {
  parameters: { msw: { handlers: [verification] } },
  render: () => (
    <CallDemo
      action="Finish Google sign-in"
      log={log}
      run={(api) => api.googleVerificationCode({ code, state })}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finish Google sign-in' }));
    await expect(await canvas.findByText(/^Answer: .*"request_from":"login"/)).toBeVisible();
    const expected = `${API_PATHS.googleVerificationCode}?code=4%2F0Ab_x%21y%27z%281%29%2A2%20%C3%A9&state=st%40te%2B1`;
    await expect(canvas.getByRole('cell', { name: expected })).toBeVisible();
    // Sent without the Authorization header: the provider's code is the credential.
    await expect(log.entries().map((e) => [e.target, e.authorization])).toEqual([[expected, null]]);
  },
};
