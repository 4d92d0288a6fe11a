import { visibleSteps, type Flow } from '@northgate/form-engine/core';
import { applicantEmail, applicantEmailStep } from '@northgate/lending-flows';
import { ValidationError } from '../../http/errors.ts';
import type { AccessClaims } from '../identity/access-tokens.ts';
import type { DraftOwner } from './drafts.ts';
import type { Services } from '../../services.ts';
import { draftMessages } from './draft-messages.ts';

/**
 * A submit that no account vouches for needs an email address proved with a code: the short
 * quiz's (it becomes an account, and a lead the lender calls) and any guest's draft (its
 * confirmation and every later word go to that address). Proved means this session confirmed a
 * code sent to it (send_email_verify, confirm_email), or, for a signed-in borrower's quiz, the
 * address is the account's own. Signed-in borrowers' other flows answer to the account's address.
 * A draft with steps to fill, or without an address, is left to the step check.
 */
export async function requireVerifiedEmail(
  services: Pick<Services, 'drafts' | 'users' | 'emailVerification'>,
  flow: Flow,
  owner: DraftOwner,
  claims: AccessClaims,
): Promise<void> {
  if (flow.id !== 'shortQuiz' && owner.kind !== 'guest') return;
  const step = applicantEmailStep(flow.id);
  if (step === undefined) return;
  const draft = await services.drafts.load(flow, owner);
  // Steps still to fill are reported first (the step check): that is what the borrower does next.
  const completed = new Set(draft.completedSteps);
  if (!visibleSteps(flow, draft.values).every((visible) => completed.has(visible.id))) return;
  const email = applicantEmail(flow.id, draft.values)?.toLowerCase();
  if (email === undefined || email === '') return;
  if (owner.kind === 'user' && (await services.users.findById(owner.userId))?.email === email) return;
  if (await services.emailVerification.isVerified(claims.sessionId, email)) return;
  throw new ValidationError([
    {
      // The quiz proves the address on its verifyEmail step; the applications where they give it.
      loc: ['body', 'values', flow.id === 'shortQuiz' ? 'verifyEmail' : step],
      msg: draftMessages.emailNotVerified,
      type: 'email_not_verified',
    },
  ]);
}
