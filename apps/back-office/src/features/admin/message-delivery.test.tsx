import type { StaffMessagesResponse } from '@northgate/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { formatDuration, MessageDeliveryView } from './message-delivery.tsx';

afterEach(cleanup);

const base = {
  channel: 'email' as const,
  subject: 'Your Northgate verification code',
  last_error: null,
  created_at: '2026-11-28T03:00:00.000Z',
  next_attempt_at: null,
  give_up_at: '2026-11-28T03:10:00.000Z',
  sent_at: null,
};

const data: StaffMessagesResponse = {
  policies: [
    {
      kind: 'one-time-code',
      keep_trying_seconds: 900,
      until_code_expires: true,
      first_wait_seconds: 2,
      longest_wait_seconds: 30,
    },
    {
      kind: 'notice',
      keep_trying_seconds: 86_400,
      until_code_expires: false,
      first_wait_seconds: 10,
      longest_wait_seconds: 900,
    },
  ],
  messages: [
    {
      ...base,
      id: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a71',
      kind: 'one-time-code',
      recipient: 'dana@example.test',
      state: 'waiting-to-retry',
      attempts: 7,
      last_error: 'ECONNREFUSED',
      next_attempt_at: '2026-11-28T03:04:00.000Z',
    },
    {
      ...base,
      id: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a72',
      kind: 'notice',
      recipient: 'staff@example.test',
      subject: 'New application',
      state: 'sent',
      attempts: 3,
      sent_at: '2026-11-28T03:05:00.000Z',
    },
    {
      ...base,
      id: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a73',
      kind: 'one-time-code',
      recipient: 'lee@example.test',
      state: 'given-up',
      attempts: 40,
      last_error: 'ETIMEDOUT',
    },
  ],
};

describe('message delivery on the admin page', () => {
  it('shows the retry window of each kind and where each message stands', async () => {
    const { container } = render(<MessageDeliveryView data={data} error={null} />);
    const policies = screen.getByRole('table', { name: 'Delivery policy of each kind of message' });
    expect(within(policies).getByRole('row', { name: /Verification codes/ }).textContent).toContain(
      'Until the code expires',
    );
    expect(within(policies).getByRole('row', { name: /Notices/ }).textContent).toContain(
      'For 1 day after it is queued',
    );
    const rows = within(screen.getByRole('table', { name: 'Latest messages, newest first' })).getAllByRole(
      'row',
    );
    expect(rows[1]?.textContent).toContain('Waiting to retry at');
    expect(rows[2]?.textContent).toContain('Sent');
    expect(rows[3]?.textContent).toContain('Given up');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says durations in whole units', () => {
    expect([30, 900, 86_400, 172_800, 7_200].map(formatDuration)).toEqual([
      '30 seconds',
      '15 minutes',
      '1 day',
      '2 days',
      '2 hours',
    ]);
  });
});
