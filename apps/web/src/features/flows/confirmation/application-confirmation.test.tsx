import type { SubmittedApplication } from '@northgate/form-engine/react';
import type { FlowId } from '@northgate/site-config';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApplicationConfirmation } from './application-confirmation.tsx';
import { ConfirmationRouter } from './confirmation-router.fixture.tsx';

afterEach(cleanup);

const application: SubmittedApplication = {
  applicationId: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d',
  reference: 'NG-1DQZ-R4JE',
  submittedAt: '2026-11-18T14:12:00.000Z',
};

function show(flowId: FlowId, signedIn = true) {
  render(
    <ConfirmationRouter>
      <ApplicationConfirmation flowId={flowId} application={application} signedIn={signedIn} />
    </ConfirmationRouter>,
  );
}

describe('the confirmation after submit', () => {
  it.each([
    ['longForm', 'full application'],
    ['permanentLoanApplication', 'permanent loan application'],
    ['investmentLoanApplication', 'investment loan application'],
    ['businessLoanApplication', 'business loan application'],
  ] as const)(
    '%s: the reference, the date and what happens next, with focus on the heading',
    async (flowId, name) => {
      show(flowId);
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: 'Thank you, we received your application',
      });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(screen.getByText(`Your ${name} is with our loan team.`)).toBeTruthy();

      const facts = screen.getByText('Reference').closest('dl') as HTMLElement;
      expect(within(facts).getByText('NG-1DQZ-R4JE')).toBeTruthy();
      expect(within(facts).getByText('November 18, 2026').getAttribute('datetime')).toBe(
        application.submittedAt,
      );

      const next = screen.getByRole('region', { name: 'What happens next' });
      expect(within(next).getByText(/will be in touch within one business day/)).toBeTruthy();
      expect(within(next).getByText(/We are emailing you this reference/)).toBeTruthy();

      expect(screen.getByRole('link', { name: 'See your submitted applications' }).getAttribute('href')).toBe(
        '/profile/longFormComplete',
      );
      expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    },
  );

  it('tells a guest how the application joins their account, and promises no more than that', async () => {
    show('investmentLoanApplication', false);
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.getByText(/^Log in on this device and your account will list this application/),
    ).toBeTruthy();
    expect(screen.queryByText(/^Your account lists this application/)).toBeNull();
  });
});
