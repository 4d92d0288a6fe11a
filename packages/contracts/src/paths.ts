/**
 * Every path the API registers, as the router sees it (`:name` marks a path parameter).
 * The calls of product spec §7 (docs/product/product-spec.md) keep their exact spelling, trailing slash included.
 */
/**
 * Resumable document uploads (tus 1.0.0, ADR 0046): POST here, then HEAD/PATCH/DELETE on the
 * upload's own URL. Kept apart from API_PATHS: the tus protocol's calls are not JSON endpoints of
 * the contracts table nor of the OpenAPI document.
 */
export const RESUMABLE_UPLOADS_PATH = '/api/v1/document_uploads';

export const API_PATHS = {
  // Sessions and sign-in.
  fakeAuth: '/auth/api/v1/auth/fake_auth',
  socialAuth: '/auth/api/v1/auth/social_auth',
  googleVerificationCode: '/auth/api/v1/auth/google/verification_code/',
  login: '/auth/api/v1/auth/login',
  refresh: '/auth/api/v1/auth/refresh',
  logout: '/auth/api/v1/auth/logout',
  forgotPassword: '/auth/api/v1/auth/forgot_password',
  resetPassword: '/auth/api/v1/auth/reset_password',
  // Passkey sign-in (docs/decisions/0058-borrower-passkeys.md).
  passkeySignInOptions: '/auth/api/v1/auth/passkey/options',
  passkeySignIn: '/auth/api/v1/auth/passkey/verify',
  // Personal account.
  userInfo: '/personal_account/v1/personal_account/user_info',
  changeName: '/personal_account/v1/personal_account/change_name',
  changeEmail: '/personal_account/v1/personal_account/change_email',
  resendSms: '/personal_account/v1/personal_account/resend_sms',
  phoneCodeWaiting: '/personal_account/v1/personal_account/phone_code_status',
  confirmPhone: '/personal_account/v1/personal_account/confirm_phone',
  changePhone: '/personal_account/v1/personal_account/change_phone',
  contactUs: '/personal_account/v1/personal_account/contact_us',
  // The borrower's passkeys.
  passkeys: '/personal_account/v1/personal_account/passkeys',
  passkeyRegistrationOptions: '/personal_account/v1/personal_account/passkeys/registration_options',
  passkey: '/personal_account/v1/personal_account/passkeys/:passkeyId',
  // Short quiz: email verification and the account it creates.
  sendEmailVerify: '/api/v1/short/send_email_verify',
  emailCodeWaiting: '/api/v1/short/email_verify_status',
  confirmEmail: '/personal_account/v1/personal_account/confirm_email',
  createAccount: '/api/v1/short/create_account',
  affiliateApplication: '/api/v1/affiliate/applications',
  // Flow drafts and submitted applications.
  drafts: '/api/v1/drafts',
  draft: '/api/v1/drafts/:flowId',
  draftStep: '/api/v1/drafts/:flowId/steps/:stepId',
  submitDraft: '/api/v1/drafts/:flowId/submit',
  applications: '/api/v1/applications',
  application: '/api/v1/applications/:applicationId',
  applicationPdf: '/api/v1/applications/:applicationId/pdf',
  // The term sheet of an accepted offer (docs/decisions/0059-term-sheet.md).
  signTermSheet: '/api/v1/applications/:applicationId/term_sheet/sign',
  termSheetPdf: '/api/v1/applications/:applicationId/term_sheet/pdf',
  payoffRequests: '/api/v1/applications/:applicationId/payoff_requests',
  // The loan pipeline, borrower side: offers to answer and documents staff asked for.
  loanOffers: '/api/v1/loan_offers',
  acceptLoanOffer: '/api/v1/loan_offers/:offerId/accept',
  declineLoanOffer: '/api/v1/loan_offers/:offerId/decline',
  documentRequests: '/api/v1/document_requests',
  answerDocumentRequest: '/api/v1/document_requests/:requestId/documents',
  // Rehab budget and draws of a short-term loan (docs/decisions/0061-rehab-budget-and-draws.md).
  rehab: '/api/v1/applications/:applicationId/rehab',
  rehabBudget: '/api/v1/applications/:applicationId/rehab/budget',
  rehabDraws: '/api/v1/applications/:applicationId/rehab/draws',
  // The back office (staff tokens only; docs/decisions/0017-loan-pipeline.md).
  staffLogin: '/staff/api/v1/auth/login',
  staffRefresh: '/staff/api/v1/auth/refresh',
  staffLogout: '/staff/api/v1/auth/logout',
  staffTotpEnrol: '/staff/api/v1/auth/totp/enrol',
  staffTotpConfirm: '/staff/api/v1/auth/totp/confirm',
  staffSecondFactor: '/staff/api/v1/auth/second_factor',
  staffSecondFactorRecheck: '/staff/api/v1/auth/second_factor/recheck',
  // The same re-check with a passkey (docs/decisions/0056-staff-passkeys.md, update).
  staffPasskeyRecheckOptions: '/staff/api/v1/auth/second_factor/recheck/passkey/options',
  staffPasskeyRecheck: '/staff/api/v1/auth/second_factor/recheck/passkey',
  staffPasskeySignInOptions: '/staff/api/v1/auth/passkey/options',
  staffPasskeySignIn: '/staff/api/v1/auth/passkey',
  // A signed-in staff member's own passkeys (docs/decisions/0056-staff-passkeys.md).
  staffPasskeys: '/staff/api/v1/passkeys',
  staffPasskeyRegisterOptions: '/staff/api/v1/passkeys/options',
  staffPasskey: '/staff/api/v1/passkeys/:passkeyId',
  staffMe: '/staff/api/v1/me',
  // Staff administration (admins) and the invite link's page (docs/decisions/0054-staff-administration.md).
  staffAdminMembers: '/staff/api/v1/admin/staff',
  staffAdminInvite: '/staff/api/v1/admin/staff/invites',
  staffAdminRole: '/staff/api/v1/admin/staff/:staffId/role',
  staffAdminDisable: '/staff/api/v1/admin/staff/:staffId/disable',
  staffAdminEnable: '/staff/api/v1/admin/staff/:staffId/enable',
  staffAdminRequestReset: '/staff/api/v1/admin/staff/:staffId/factor_reset',
  staffAdminApproveReset: '/staff/api/v1/admin/factor_resets/:resetId/approve',
  staffAdminEvents: '/staff/api/v1/admin/events',
  staffInviteCheck: '/staff/api/v1/invites/check',
  staffInviteAccept: '/staff/api/v1/invites/accept',
  staffApplications: '/staff/api/v1/applications',
  staffApplication: '/staff/api/v1/applications/:applicationId',
  staffReveal: '/staff/api/v1/applications/:applicationId/reveal',
  staffApplicationStatus: '/staff/api/v1/applications/:applicationId/status',
  staffAssignee: '/staff/api/v1/applications/:applicationId/assignee',
  staffDocumentRequests: '/staff/api/v1/applications/:applicationId/document_requests',
  staffDocumentFile: '/staff/api/v1/applications/:applicationId/documents/:documentId/file',
  staffApplicationPdf: '/staff/api/v1/applications/:applicationId/pdf',
  staffApplicationMismo: '/staff/api/v1/applications/:applicationId/mismo',
  staffTermSheetPdf: '/staff/api/v1/applications/:applicationId/term_sheet/pdf',
  staffOffers: '/staff/api/v1/applications/:applicationId/offers',
  staffWithdrawOffer: '/staff/api/v1/offers/:offerId/withdraw',
  staffConditions: '/staff/api/v1/applications/:applicationId/conditions',
  staffClearCondition: '/staff/api/v1/conditions/:conditionId/clear',
  staffReopenCondition: '/staff/api/v1/conditions/:conditionId/reopen',
  staffClearToClose: '/staff/api/v1/applications/:applicationId/clear_to_close',
  staffClosing: '/staff/api/v1/applications/:applicationId/closing',
  staffFunding: '/staff/api/v1/applications/:applicationId/funding',
  staffAnswerPayoff: '/staff/api/v1/payoff_requests/:payoffRequestId/answer',
  staffRehab: '/staff/api/v1/applications/:applicationId/rehab',
  staffApproveRehabBudget: '/staff/api/v1/applications/:applicationId/rehab/budget/approve',
  staffInspectDraw: '/staff/api/v1/draws/:drawId/inspection',
  staffInspectionPhotos: '/staff/api/v1/draws/:drawId/inspection/photos',
  staffApproveDraw: '/staff/api/v1/draws/:drawId/approve',
  staffPayDraw: '/staff/api/v1/draws/:drawId/pay',
  staffDeclineDraw: '/staff/api/v1/draws/:drawId/decline',
  staffMembers: '/staff/api/v1/staff',
  staffAuditLog: '/staff/api/v1/audit_log',
  staffMessages: '/staff/api/v1/messages',
  staffFailedMessages: '/staff/api/v1/messages/failed',
  staffRetryMessage: '/staff/api/v1/messages/:messageId/retry',
  // The property value estimator's ZIP code look-up (public data).
  zipCode: '/api/v1/zip_codes',
  // A borrower's uploaded documents.
  documents: '/api/v1/documents',
  document: '/api/v1/documents/:documentId',
  documentFile: '/api/v1/documents/:documentId/file',
  // The API's own description and health checks.
  openApi: '/api/v1/openapi.json',
  healthz: '/healthz',
  // Which optional features this server runs (Google sign-in, phone verification).
  features: '/api/v1/features',
  // Prometheus metrics: this machine locally, a bearer token in production (ADR 0049).
  metrics: '/metrics',
  readyz: '/readyz',
  // Local mode only: what the mail and SMS adapters captured instead of sending.
  devOutbox: '/dev/api/outbox',
  devOutboxPage: '/dev/outbox',
} as const;

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

type ParamNames<TPath extends string> = TPath extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : TPath extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a path pattern needs: `'/a/:id'` → `{ id: string }`. */
export type PathParams<TPath extends string> = { [Name in ParamNames<TPath>]: string };

const PARAMETER = /:([A-Za-z_]\w*)/g;

/** The names of a path pattern's parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAMETER)].map((match) => match[1] as string);
}

/**
 * The URL path of `path` with each parameter filled in and percent-encoded as one segment.
 * Empty, `.` and `..` values are refused: URLs would drop or resolve them and reach another route.
 */
export function fillPath<TPath extends string>(path: TPath, params: PathParams<TPath>): string {
  const values = params as Record<string, string | undefined>;
  return path.replace(PARAMETER, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === '' || value === '.' || value === '..') {
      throw new TypeError(`Path parameter "${name}" of ${path} must be a non-empty segment`);
    }
    return encodeURIComponent(value);
  });
}
