import type { Flow } from '@northgate/form-engine/core';
import { nanpDigits } from '@northgate/validators';
import { ValidationError } from '../../http/errors.ts';
import type { DraftOwner } from './drafts.ts';
import type { Services } from '../../services.ts';
import { draftMessages } from './draft-messages.ts';

/**
 * The long form is submitted only with a phone the account proved with a texted code
 * (change_phone or confirm_phone): the phone step's number must be the account's verified one.
 * The verifyPhone step's code is checked by those calls, never by the draft, so this is where a
 * draft with a made-up code stops. A draft without a phone answer is left to the step check.
 */
export async function requireVerifiedPhone(
  services: Pick<Services, 'drafts' | 'users'>,
  flow: Flow,
  owner: DraftOwner,
): Promise<void> {
  if (flow.id !== 'longForm' || owner.kind !== 'user') return;
  const draft = await services.drafts.load(flow, owner);
  const typed = (draft.values.phone as { mobilePhone?: unknown } | undefined)?.mobilePhone;
  const digits = typeof typed === 'string' ? nanpDigits(typed) : undefined;
  if (digits === undefined) return;
  const user = await services.users.findById(owner.userId);
  if (user?.phoneVerifiedAt != null && user.cellPhone === `+1${digits}`) return;
  throw new ValidationError([
    {
      loc: ['body', 'values', 'verifyPhone'],
      msg: draftMessages.phoneNotVerified,
      type: 'phone_not_verified',
    },
  ]);
}
