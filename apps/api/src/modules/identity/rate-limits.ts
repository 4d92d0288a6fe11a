import { errorMessages } from '../../messages.ts';
import type { Quota, RateLimitRule } from './rate-limiter.ts';

const MINUTE = 60;
const QUARTER_HOUR = 15 * MINUTE;
const HOUR = 60 * MINUTE;

/**
 * Every limit of the API: docs/decisions/0012-rate-limits.md says what each protects and why these
 * numbers. Only work done counts (a password checked, a code sent or checked, a form stored).
 *
 * Secrets of one account or inbox have three limits: per client address (all accounts), per
 * account and address together (so one address cannot lock the owner out), and a slower ceiling
 * per account across addresses. Over any window that ceiling spans, one address gets at most five
 * of its own windows, which stay under the ceiling: only a guesser with several addresses meets it.
 */
export const rateLimitRules = {
  loginPerAddress: { limit: 10, windowSeconds: MINUTE },
  loginPerAccountAndAddress: { limit: 10, windowSeconds: QUARTER_HOUR },
  loginPerAccount: { limit: 100, windowSeconds: HOUR },
  // Staff second factor: guesses at a six-digit code that changes every 30 seconds, or at a recovery
  // code; counted per staff member (who passed the password) and address.
  staffSecondFactorPerAddress: { limit: 10, windowSeconds: MINUTE },
  staffSecondFactorPerAccountAndAddress: { limit: 5, windowSeconds: QUARTER_HOUR },
  staffSecondFactorPerAccount: { limit: 20, windowSeconds: HOUR },
  refreshPerAddress: { limit: 30, windowSeconds: MINUTE },
  guestSessionPerAddress: { limit: 30, windowSeconds: MINUTE },
  // Each code request mails the account's inbox.
  forgotPasswordPerAddress: { limit: 10, windowSeconds: MINUTE },
  forgotPasswordPerAccountAndAddress: { limit: 3, windowSeconds: QUARTER_HOUR },
  forgotPasswordPerAccount: { limit: 20, windowSeconds: HOUR },
  // Guesses at a six-digit code (each code also burns after 5 wrong guesses).
  resetPasswordPerAddress: { limit: 10, windowSeconds: MINUTE },
  resetPasswordPerAccountAndAddress: { limit: 5, windowSeconds: QUARTER_HOUR },
  resetPasswordPerAccount: { limit: 30, windowSeconds: HOUR },
  googleSignInStartPerAddress: { limit: 30, windowSeconds: MINUTE },
  // Passkeys (ADR 0058): a sign-in challenge is a stored row; adding one is a signed-in borrower's.
  passkeyChallengePerAddress: { limit: 30, windowSeconds: MINUTE },
  passkeyAddPerAccount: { limit: 20, windowSeconds: HOUR },
  googleSignInFinishPerAddress: { limit: 10, windowSeconds: MINUTE },
  // Forms that notify staff: enough for a person, too few for a spam run.
  contactMessagePerAddress: { limit: 5, windowSeconds: MINUTE },
  affiliateApplicationPerAddress: { limit: 5, windowSeconds: MINUTE },
  // Short quiz codes mail an inbox that may not be the visitor's.
  sendEmailVerifyPerAddress: { limit: 10, windowSeconds: MINUTE },
  sendEmailVerifyPerEmailAndAddress: { limit: 3, windowSeconds: QUARTER_HOUR },
  sendEmailVerifyPerEmail: { limit: 20, windowSeconds: HOUR },
  confirmEmailPerAddress: { limit: 20, windowSeconds: MINUTE },
  confirmEmailPerEmailAndAddress: { limit: 5, windowSeconds: QUARTER_HOUR },
  confirmEmailPerEmail: { limit: 30, windowSeconds: HOUR },
  createAccountPerAddress: { limit: 10, windowSeconds: MINUTE },
  // Profile edits: a name change is cheap; an email change mails the new address.
  changeNamePerAddress: { limit: 20, windowSeconds: MINUTE },
  changeNamePerAccount: { limit: 20, windowSeconds: MINUTE },
  changeEmailPerAddress: { limit: 10, windowSeconds: MINUTE },
  changeEmailPerAccountAndAddress: { limit: 3, windowSeconds: QUARTER_HOUR },
  changeEmailPerAccount: { limit: 10, windowSeconds: HOUR },
  // Phone codes: each one is a paid text message to a number that may not be the borrower's.
  sendSmsPerAddress: { limit: 10, windowSeconds: MINUTE },
  sendSmsPerAccountAndAddress: { limit: 3, windowSeconds: QUARTER_HOUR },
  sendSmsPerAccount: { limit: 10, windowSeconds: HOUR },
  confirmPhonePerAddress: { limit: 20, windowSeconds: MINUTE },
  confirmPhonePerAccountAndAddress: { limit: 5, windowSeconds: QUARTER_HOUR },
  confirmPhonePerAccount: { limit: 30, windowSeconds: HOUR },
  // Draft saves: the browser autosaves 800 ms after typing stops, at most 75 a minute per tab.
  draftSavePerOwner: { limit: 150, windowSeconds: MINUTE },
  draftSavePerAddress: { limit: 300, windowSeconds: MINUTE },
  // Document uploads and replacements: each file read counts, refused or not (reading 10 MB and
  // encrypting it is the work). A long form needs a handful; a borrower redoing scans, a few dozen.
  documentUploadPerAccount: { limit: 60, windowSeconds: HOUR },
  documentUploadPerAddress: { limit: 120, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitRule>;

const rules = rateLimitRules;
/** Keys name the purpose, then the parts; a space appears in neither an email nor an address. */
const key = (purpose: string, ...parts: string[]) => `${purpose}:${parts.join(' ')}`;
const quota = (purpose: string, rule: RateLimitRule, ...parts: string[]): Quota => ({
  key: key(purpose, ...parts),
  purpose,
  rule,
});

/** An account's (or inbox's) quotas: the account and the address together, then the ceiling. */
export interface AccountQuotas {
  address: Quota;
  account: [accountAndAddress: Quota, ceiling: Quota];
}

function accountQuotas(
  purpose: string,
  ip: string,
  account: string,
  limits: [perAddress: RateLimitRule, perAccountAndAddress: RateLimitRule, perAccount: RateLimitRule],
  message?: (retryAfterSeconds: number) => string,
): AccountQuotas {
  const [perAddress, perAccountAndAddress, perAccount] = limits;
  const worded = (q: Quota): Quota => (message === undefined ? q : { ...q, message });
  return {
    address: quota(`${purpose}:ip`, perAddress, ip),
    account: [
      worded(quota(`${purpose}:account-ip`, perAccountAndAddress, account, ip)),
      worded(quota(`${purpose}:account`, perAccount, account)),
    ],
  };
}

/** All quotas of `q` in the order they are reserved. */
export const allOf = (q: AccountQuotas): Quota[] => [q.address, ...q.account];

const resendTooSoon = (seconds: number) => errorMessages.resendTooSoon(seconds);

/** The quotas of each limited request; emails are already lower-cased. */
export const quotas = {
  login: (ip: string, email: string) =>
    accountQuotas('login', ip, email, [
      rules.loginPerAddress,
      rules.loginPerAccountAndAddress,
      rules.loginPerAccount,
    ]),
  /**
   * A passkey sign-in: the password sign-in's limits, counted apart, with the credential id the
   * browser sent as the account (the answer names no email).
   */
  passkeyLogin: (ip: string, credentialId: string) =>
    accountQuotas('passkey-login', ip, credentialId, [
      rules.loginPerAddress,
      rules.loginPerAccountAndAddress,
      rules.loginPerAccount,
    ]),
  passkeyChallenge: (ip: string) => quota('passkey-challenge:ip', rules.passkeyChallengePerAddress, ip),
  /** Both steps of adding a passkey, per address and per account. */
  passkeyAdd: (ip: string, userId: string): Quota[] => [
    quota('passkey-challenge:ip', rules.passkeyChallengePerAddress, ip),
    quota('passkey-add:account', rules.passkeyAddPerAccount, userId),
  ],
  /** The back office's sign-in: the borrower's limits, counted apart (ADR 0017). */
  staffLogin: (ip: string, email: string) =>
    accountQuotas('staff-login', ip, email, [
      rules.loginPerAddress,
      rules.loginPerAccountAndAddress,
      rules.loginPerAccount,
    ]),
  /** Codes from an authenticator app or recovery codes, after a right password; `staffId` is who. */
  staffSecondFactor: (ip: string, staffId: string) =>
    accountQuotas('staff-2fa', ip, staffId, [
      rules.staffSecondFactorPerAddress,
      rules.staffSecondFactorPerAccountAndAddress,
      rules.staffSecondFactorPerAccount,
    ]),
  forgotPassword: (ip: string, email: string) =>
    accountQuotas('forgot', ip, email, [
      rules.forgotPasswordPerAddress,
      rules.forgotPasswordPerAccountAndAddress,
      rules.forgotPasswordPerAccount,
    ]),
  resetPassword: (ip: string, email: string) =>
    accountQuotas('reset', ip, email, [
      rules.resetPasswordPerAddress,
      rules.resetPasswordPerAccountAndAddress,
      rules.resetPasswordPerAccount,
    ]),
  sendEmailVerify: (ip: string, email: string) =>
    accountQuotas(
      'email-verify',
      ip,
      email,
      [
        rules.sendEmailVerifyPerAddress,
        rules.sendEmailVerifyPerEmailAndAddress,
        rules.sendEmailVerifyPerEmail,
      ],
      resendTooSoon,
    ),
  confirmEmail: (ip: string, email: string) =>
    accountQuotas('email-confirm', ip, email, [
      rules.confirmEmailPerAddress,
      rules.confirmEmailPerEmailAndAddress,
      rules.confirmEmailPerEmail,
    ]),
  changeName: (ip: string, userId: string): Quota[] => [
    quota('change-name:ip', rules.changeNamePerAddress, ip),
    quota('change-name:account', rules.changeNamePerAccount, userId),
  ],
  /** Per account (the user id), and per new address across accounts. */
  changeEmail: (ip: string, userId: string, email: string): Quota[] => [
    ...allOf(
      accountQuotas(
        'change-email',
        ip,
        userId,
        [rules.changeEmailPerAddress, rules.changeEmailPerAccountAndAddress, rules.changeEmailPerAccount],
        resendTooSoon,
      ),
    ),
    { ...quota('change-email:inbox', rules.sendEmailVerifyPerEmail, email), message: resendTooSoon },
  ],
  /** change_phone (POST) and resend_sms: one quota, a text message each. */
  sendSms: (ip: string, userId: string) =>
    accountQuotas(
      'sms-send',
      ip,
      userId,
      [rules.sendSmsPerAddress, rules.sendSmsPerAccountAndAddress, rules.sendSmsPerAccount],
      resendTooSoon,
    ),
  /** change_phone (PUT) and confirm_phone: guesses at a texted code. */
  confirmPhone: (ip: string, userId: string) =>
    accountQuotas('sms-confirm', ip, userId, [
      rules.confirmPhonePerAddress,
      rules.confirmPhonePerAccountAndAddress,
      rules.confirmPhonePerAccount,
    ]),
  refresh: (ip: string) => quota('refresh:ip', rules.refreshPerAddress, ip),
  guestSession: (ip: string) => quota('guest:ip', rules.guestSessionPerAddress, ip),
  googleStart: (ip: string) => quota('google-start:ip', rules.googleSignInStartPerAddress, ip),
  googleFinish: (ip: string) => quota('google-finish:ip', rules.googleSignInFinishPerAddress, ip),
  contactMessage: (ip: string) => quota('contact:ip', rules.contactMessagePerAddress, ip),
  affiliateApplication: (ip: string) => quota('affiliate:ip', rules.affiliateApplicationPerAddress, ip),
  createAccount: (ip: string) => quota('create-account:ip', rules.createAccountPerAddress, ip),
  /** `owner`: the account, or the guest session, whose draft is saved. */
  draftSave: (ip: string, owner: string): Quota[] => [
    quota('draft-save:ip', rules.draftSavePerAddress, ip),
    quota('draft-save:owner', rules.draftSavePerOwner, owner),
  ],
  documentUpload: (ip: string, account: string): Quota[] => [
    quota('document-upload:ip', rules.documentUploadPerAddress, ip),
    quota('document-upload:account', rules.documentUploadPerAccount, account),
  ],
} as const;
