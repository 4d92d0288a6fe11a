import type { AppConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { AccessTokens } from './access-tokens.ts';
import { DraftService } from './drafts.ts';
import { EmailVerificationService } from './email-verification.ts';
import { FieldEncryption } from './field-encryption.ts';
import { GoogleSignIn } from './google-sign-in.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './messaging/mailer.ts';
import { Outbox } from './messaging/outbox.ts';
import { createHttpSmsSender, createOutboxSmsSender, type SmsSender } from './messaging/sms-sender.ts';
import { InboundMessages } from './contact-messages.ts';
import { PasswordResetService } from './password-reset.ts';
import { RateLimiter } from './rate-limiter.ts';
import { SessionService } from './sessions.ts';
import { ShortQuizAccounts } from './short-quiz-accounts.ts';
import { StaffNotifications } from './staff-notifications.ts';
import { UserService } from './users.ts';

export interface Services {
  accessTokens: AccessTokens;
  sessions: SessionService;
  users: UserService;
  rateLimiter: RateLimiter;
  outbox: Outbox;
  mailer: Mailer;
  sms: SmsSender;
  passwordReset: PasswordResetService;
  /** Contact messages and affiliate applications, with staff notified. */
  inbound: InboundMessages;
  /** For sensitive application fields (SSN, dates of birth, account numbers). */
  fieldEncryption: FieldEncryption;
  /** Flow drafts (encrypted values) and idempotent application submits. */
  drafts: DraftService;
  /** Short quiz: email codes for guest sessions. */
  emailVerification: EmailVerificationService;
  /** Short quiz: accounts for verified guests, with staff notified. */
  shortQuizAccounts: ShortQuizAccounts;
  /** Emails to the lender's staff (new leads, messages, submitted applications). */
  staff: StaffNotifications;
  /** Undefined when no provider is configured (Google or the local stand-in). */
  googleSignIn: GoogleSignIn | undefined;
}

/** Wires the services once per app; routes receive them, never construct their own. */
export function createServices(config: AppConfig, database: Database): Services {
  const { db } = database;
  const accessTokens = new AccessTokens(config.tokenSecret);
  const sessions = new SessionService(db, accessTokens);
  const users = new UserService(db);
  const fieldEncryption = new FieldEncryption(config.dataEncryptionKey);
  const drafts = new DraftService(db, fieldEncryption);
  const outbox = new Outbox(db);
  const mailer =
    config.smtpUrl !== undefined
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(outbox);
  const sms =
    config.smsApiUrl !== undefined && config.smsApiToken !== undefined
      ? createHttpSmsSender(config.smsApiUrl, config.smsApiToken)
      : createOutboxSmsSender(outbox);
  const staff = new StaffNotifications(mailer, config.staffEmail);
  const emailVerification = new EmailVerificationService(db, mailer, config.tokenSecret);
  return {
    accessTokens,
    sessions,
    users,
    rateLimiter: new RateLimiter(db),
    outbox,
    mailer,
    sms,
    passwordReset: new PasswordResetService(db, users, sessions, mailer, config.tokenSecret),
    inbound: new InboundMessages(db, staff),
    fieldEncryption,
    drafts,
    emailVerification,
    shortQuizAccounts: new ShortQuizAccounts(users, sessions, drafts, emailVerification, staff),
    staff,
    googleSignIn:
      config.google === undefined
        ? undefined
        : new GoogleSignIn(db, config.google, config.publicUrl, users, sessions, drafts),
  };
}
