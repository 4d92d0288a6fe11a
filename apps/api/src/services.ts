import type { AppConfig } from './config/config.ts';
import type { Database } from './db/database.ts';
import { demoStaff } from './db/seed.ts';
import { AccessTokens } from './modules/identity/access-tokens.ts';
import { join } from 'node:path';
import { createDocumentStore } from './modules/documents/create-document-store.ts';
import { structureScanner, type DocumentScanner } from './modules/documents/document-scanner.ts';
import type { DocumentStore } from './modules/documents/document-store.ts';
import { DocumentService } from './modules/documents/documents.ts';
import { FileIntake } from './modules/documents/file-intake.ts';
import { DraftService } from './modules/drafts/drafts.ts';
import { EmailChangeService } from './modules/account/email-change.ts';
import { EmailVerificationService } from './modules/identity/email-verification.ts';
import { FieldEncryption } from './field-encryption.ts';
import { optionalFeatures, type OptionalFeatures } from './config/optional-features.ts';
import { GoogleSignIn } from './modules/identity/google-sign-in.ts';
import { BorrowerPasskeys } from './modules/identity/borrower-passkeys.ts';
import { webAuthnRelyingParty } from './modules/identity/webauthn-config.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './modules/messaging/mailer.ts';
import { MessageOutbox } from './modules/messaging/outbox.ts';
import { OutboxWorker, type WorkerLog } from './modules/messaging/outbox-worker.ts';
import {
  createHttpSmsSender,
  createOutboxSmsSender,
  createUnconfiguredSmsSender,
  type SmsSender,
} from './modules/messaging/sms-sender.ts';
import { InboundMessages } from './modules/messaging/contact-messages.ts';
import { PasswordResetService } from './modules/identity/password-reset.ts';
import { OneTimeCodes } from './modules/identity/one-time-codes.ts';
import { PhoneVerificationService } from './modules/identity/phone-verification.ts';
import { RateLimiter } from './modules/identity/rate-limiter.ts';
import { SessionService } from './modules/identity/sessions.ts';
import type { SessionValidityCache } from './modules/identity/session-validity-cache.ts';
import { DocumentRequests } from './modules/applications/document-requests.ts';
import { LoanConditions } from './modules/applications/loan-conditions.ts';
import { RehabDraws } from './modules/applications/rehab-draws.ts';
import { LoanOffers } from './modules/applications/loan-offers.ts';
import { TermSheets } from './modules/applications/term-sheets.ts';
import { ClosingFunding } from './modules/applications/closing-funding.ts';
import { PipelineApplications } from './modules/applications/pipeline-applications.ts';
import { StaffAccounts } from './modules/staff/staff-accounts.ts';
import { StaffApplicationView } from './modules/staff/staff-application-view.ts';
import { StaffAudit } from './modules/staff/staff-audit.ts';
import { StaffChallenges } from './modules/staff/staff-challenges.ts';
import { StaffSecondFactors } from './modules/staff/staff-second-factors.ts';
import { StaffPasskeys } from './modules/staff/staff-passkeys.ts';
import { StaffAdministration } from './modules/staff/staff-administration.ts';
import { ShortQuizAccounts } from './modules/drafts/short-quiz-accounts.ts';
import { StaffNotifications } from './modules/messaging/staff-notifications.ts';
import { UnfinishedApplications } from './modules/drafts/unfinished-applications.ts';
import { UserService } from './modules/identity/users.ts';

export interface Services {
  /** Which optional features run (config/optional-features.ts): Google sign-in, phone codes, /metrics. */
  features: OptionalFeatures;
  accessTokens: AccessTokens;
  sessions: SessionService;
  users: UserService;
  rateLimiter: RateLimiter;
  /** Every email and text message, queued on the transaction of the event that causes it. */
  outbox: MessageOutbox;
  /** Delivers the outbox through `mailer` and `sms`. */
  outboxWorker: OutboxWorker;
  mailer: Mailer;
  sms: SmsSender;
  passwordReset: PasswordResetService;
  /** Contact messages and affiliate applications, with staff notified. */
  inbound: InboundMessages;
  /** For sensitive application fields (SSN, dates of birth, account numbers). */
  fieldEncryption: FieldEncryption;
  /** Flow drafts (encrypted values) and idempotent application submits. */
  drafts: DraftService;
  /** A signed-in borrower's drafts as the profile lists them, and their discard. */
  unfinished: UnfinishedApplications;
  /** Short quiz: email codes for guest sessions. */
  emailVerification: EmailVerificationService;
  /** Phone codes by text message for signed-in borrowers; a right code verifies the number. */
  phoneVerification: PhoneVerificationService;
  /** change_email then confirm_email: the new address after its code, the old one told. */
  emailChange: EmailChangeService;
  /** Short quiz: accounts for verified guests, with staff notified. */
  shortQuizAccounts: ShortQuizAccounts;
  /** Emails to the lender's staff (new leads, messages, submitted applications). */
  staff: StaffNotifications;
  /** Uploaded documents: checked, encrypted, kept in `documentStore`. */
  documents: DocumentService;
  /** The local folder or S3 bucket DOCUMENT_STORAGE selects; closed with the app. */
  documentStore: DocumentStore & { close(): void };
  /** Undefined when no provider is configured (Google or the local stand-in). */
  googleSignIn: GoogleSignIn | undefined;
  /** Borrower passkeys (ADR 0058): adding, listing, removing, and signing in with one. */
  passkeys: BorrowerPasskeys;
  /** The loan pipeline (docs/decisions/0017-loan-pipeline.md): back-office accounts, ... */
  staffAccounts: StaffAccounts;
  /** Their second factors (ADR 0052), and the challenge a right password earns before one. */
  staffSecondFactors: StaffSecondFactors;
  staffChallenges: StaffChallenges;
  /** Passkeys as a second factor (ADR 0056), checked against the site's public origin. */
  staffPasskeys: StaffPasskeys;
  /** The staff administration page (ADR 0054): invites, roles, disabling, two-admin factor resets. */
  staffAdministration: StaffAdministration;
  /** ... status changes with their timeline and emails, user_info's status, ... */
  pipeline: PipelineApplications;
  documentRequests: DocumentRequests;
  loanOffers: LoanOffers;
  loanConditions: LoanConditions;
  /** The term sheet of an accepted offer: read, signed by the borrower, its signed PDF (ADR 0059). */
  termSheets: TermSheets;
  /** The closing, the funding and payoff statement requests (ADR 0060). */
  closingFunding: ClosingFunding;
  /** The rehab budget of a short-term loan and the draws against its holdback (ADR 0061). */
  rehabDraws: RehabDraws;
  /** ... one application as staff see it (masked), reveals, and the audit log of them. */
  staffView: StaffApplicationView;
  staffAudit: StaffAudit;
}

/** Wires the services once per app; routes receive them, never construct their own. */
export interface ServiceOverrides {
  /** Checks every upload before it is kept; the default checks each file's structure. */
  documentScanner?: DocumentScanner;
  /**
   * This process's cache of active sessions (ADR 0026); the default trusts a session for one
   * second. A test gives it a long window to show that the change notifications alone end a
   * revoked session at once (ADR 0030).
   */
  sessionValidity?: SessionValidityCache;
}

export function createServices(
  config: AppConfig,
  database: Database,
  log: WorkerLog,
  overrides: ServiceOverrides = {},
): Services {
  const { db } = database;
  const accessTokens = new AccessTokens(config.tokenSecret);
  const sessions = new SessionService(db, accessTokens, overrides.sessionValidity, {
    staffLimits: config.staffSessionLimits,
  });
  const users = new UserService(db);
  const fieldEncryption = new FieldEncryption(config.dataEncryptionKey);
  const drafts = new DraftService(db, fieldEncryption);
  const outbox = new MessageOutbox(db, config.messaging.retry);
  const mailer =
    config.smtpUrl !== undefined ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer();
  const features = optionalFeatures(config);
  // Production without a provider texts nothing: a text queued anyway fails where an admin sees it.
  const sms =
    config.smsApiUrl !== undefined && config.smsApiToken !== undefined
      ? createHttpSmsSender(config.smsApiUrl, config.smsApiToken)
      : config.appEnv === 'local'
        ? createOutboxSmsSender()
        : createUnconfiguredSmsSender();
  const outboxWorker = new OutboxWorker(db, { email: mailer, sms }, config.messaging, log);
  const staff = new StaffNotifications(outbox, config.staffEmail);
  const staffAccounts = new StaffAccounts(db);
  const staffSecondFactors = new StaffSecondFactors(
    db,
    fieldEncryption,
    config.tokenSecret,
    config.appEnv === 'local' ? demoStaff.totpSecret : undefined,
  );
  const codes = new OneTimeCodes(db, outbox, config.tokenSecret);
  const emailVerification = new EmailVerificationService(
    db,
    codes,
    outboxWorker,
    config.messaging.codeWaitMs,
  );
  const documentStore = createDocumentStore(config.documentStorage);
  // Encrypted files wait in the data folder while they are checked, never in plain text.
  const intake = new FileIntake(
    fieldEncryption,
    overrides.documentScanner ?? structureScanner,
    join(config.dataDir, 'upload-staging'),
  );
  const documents = new DocumentService(db, fieldEncryption, documentStore, intake);
  const pipeline = new PipelineApplications(db, fieldEncryption, outbox);
  const documentRequests = new DocumentRequests(db, pipeline, documents);
  const rehabDraws = new RehabDraws(db, pipeline, documents);
  const loanOffers = new LoanOffers(db, pipeline, rehabDraws);
  const loanConditions = new LoanConditions(db, pipeline, documentRequests);
  const termSheets = new TermSheets(db, pipeline);
  const closingFunding = new ClosingFunding(db, pipeline);
  return {
    features,
    accessTokens,
    sessions,
    users,
    rateLimiter: new RateLimiter(db),
    outbox,
    outboxWorker,
    mailer,
    sms,
    passwordReset: new PasswordResetService(db, users, sessions, codes, outboxWorker),
    inbound: new InboundMessages(db, staff, outboxWorker),
    fieldEncryption,
    drafts,
    unfinished: new UnfinishedApplications(db),
    emailVerification,
    phoneVerification: new PhoneVerificationService(db, codes, outboxWorker, config.messaging.codeWaitMs),
    emailChange: new EmailChangeService(db, emailVerification, outbox, outboxWorker),
    shortQuizAccounts: new ShortQuizAccounts(
      db,
      users,
      sessions,
      drafts,
      emailVerification,
      staff,
      outboxWorker,
    ),
    staff,
    documents,
    documentStore,
    googleSignIn:
      config.google === undefined
        ? undefined
        : new GoogleSignIn(db, config.google, config.publicUrl, users, sessions, drafts),
    passkeys: new BorrowerPasskeys(db, webAuthnRelyingParty(config)),
    staffAccounts,
    staffSecondFactors,
    staffAdministration: new StaffAdministration(
      db,
      staffAccounts,
      staffSecondFactors,
      outbox,
      outboxWorker,
      config.publicUrl,
    ),
    staffChallenges: new StaffChallenges(config.tokenSecret),
    staffPasskeys: new StaffPasskeys(db, webAuthnRelyingParty(config)),
    pipeline,
    documentRequests,
    loanOffers,
    loanConditions,
    termSheets,
    closingFunding,
    rehabDraws,
    staffView: new StaffApplicationView(
      db,
      pipeline,
      documents,
      documentRequests,
      loanOffers,
      loanConditions,
      termSheets,
      closingFunding,
      rehabDraws,
    ),
    staffAudit: new StaffAudit(db),
  };
}
