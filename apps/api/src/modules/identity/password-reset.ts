import type { PasswordOwner } from '@northgate/validators/password-strength';
import { inTransaction, type Db } from '../../db/database.ts';
import { mailTexts } from '../../messages.ts';
import type { OutboxWorker } from '../messaging/outbox-worker.ts';
import { CODE_POLICIES, type OneTimeCodes } from './one-time-codes.ts';
import { hashPassword } from './passwords.ts';
import type { SessionService } from './sessions.ts';
import type { UserService } from './users.ts';

export const RESET_CODE_TTL_MINUTES = CODE_POLICIES['password-reset'].ttlSeconds / 60;

/**
 * "Forgot password": a six-digit code by email, then a new password (one-time-codes.ts keeps the
 * codes; a code is for the account).
 */
export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly codes: OneTimeCodes,
    private readonly worker: Pick<OutboxWorker, 'wake'>,
  ) {}

  /**
   * Sends a code when the account exists; says nothing either way. The email is queued with the
   * code and sent right after the commit without the request waiting for it, so the answer
   * takes as long whether or not the account exists.
   */
  async requestCode(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (user === undefined) return;
    await inTransaction(this.db, (tx) =>
      this.codes.send(
        tx,
        { purpose: 'password-reset', subject: user.id, sentTo: user.email, userId: user.id },
        (code, minutes) => ({
          channel: 'email',
          recipient: user.email,
          subject: mailTexts.resetSubject,
          body: mailTexts.resetBody(code, minutes),
        }),
      ),
    );
    this.worker.wake();
  }

  /**
   * Sets the new password when the code is right; false for any wrong, old or burnt code.
   * `checkPassword` may refuse the password for this owner by throwing; the code then stays usable.
   */
  async reset(
    email: string,
    code: string,
    newPassword: string,
    checkPassword: (owner: PasswordOwner) => void,
  ): Promise<boolean> {
    const user = await this.users.findByEmail(email);
    if (user === undefined) return false;
    // A refused password undoes the code's use (the check throws inside its transaction).
    const checked = await this.codes.confirm('password-reset', user.id, code, async () => {
      checkPassword({ email: user.email, firstName: user.firstName, lastName: user.lastName });
    });
    if (checked.outcome !== 'verified') return false;
    await this.users.setPasswordHash(user.id, await hashPassword(newPassword));
    await this.sessions.revokeAllForUser(user.id, 'password reset');
    return true;
  }
}
