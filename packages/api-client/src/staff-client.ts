import {
  API_PATHS,
  DOCUMENT_FILE_FIELD,
  endpoints,
  fillPath,
  STAFF_TOKEN_TYPE,
  StaffTokenResponseSchema,
  type Endpoint,
  type EndpointInput,
  type StaffTokenResponse,
  type SuccessResponse,
} from '@northgate/contracts';
import { callEndpoint } from './call.ts';
import type { UploadOptions } from './documents.ts';
import { createHttpClient, type ApiClientOptions, type CallOptions, type HttpClient } from './http.ts';
import type { Session, TokenStore } from './session.ts';
import { toSession } from './session.ts';

/** The back office keeps its session apart from a borrower's in the same browser. */
export const STAFF_SESSION_KEY = 'northgate.staff-session';

type Body<E extends Endpoint> = EndpointInput<E> extends { body: infer B } ? B : never;
type Query<E extends Endpoint> = EndpointInput<E> extends { query: infer Q } ? Q : never;

/** A staff session: a token of type 'staff' (ADR 0017). */
export function isStaffSession(session: Session | null | undefined): boolean {
  return Boolean(session?.access_token) && session?.token_type === STAFF_TOKEN_TYPE;
}

/** Typed calls of the back office (the `staff*` entries of the endpoint table). */
export function createStaffEndpoints(http: HttpClient, store: TokenStore) {
  const keep = (tokens: StaffTokenResponse) => {
    store.set(toSession(tokens));
    return tokens;
  };
  const noRefresh = { refresh: false } as const;
  const app = (applicationId: string) => ({ applicationId });
  const e = endpoints;

  return {
    /**
     * The password step: answers a challenge for the second factor (ADR 0052), never a session, so
     * nothing is kept.
     */
    staffLogin: (body: Body<typeof e.staffLogin>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffLogin, { body }, { ...opts, ...noRefresh }),

    /** A new authenticator secret for a staff member holding an enrol challenge. */
    staffTotpEnrol: (body: Body<typeof e.staffTotpEnrol>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffTotpEnrol, { body }, { ...opts, ...noRefresh }),

    /**
     * Confirms the authenticator with its first code. The answer holds the session and the recovery
     * codes; the session is kept only by `keepSession`, once the codes have been shown and saved.
     */
    staffTotpConfirm: (body: Body<typeof e.staffTotpConfirm>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffTotpConfirm, { body }, { ...opts, ...noRefresh }),

    /** The second step of a sign-in: a code from the app or a recovery code; keeps the session. */
    staffSecondFactor: async (body: Body<typeof e.staffSecondFactor>, opts: CallOptions = {}) =>
      keep(await callEndpoint(http, e.staffSecondFactor, { body }, { ...opts, ...noRefresh })),

    /** Passkey sign-in (ADR 0056): the WebAuthn request options for a verify challenge. */
    staffPasskeySignInOptions: (body: Body<typeof e.staffPasskeySignInOptions>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffPasskeySignInOptions, { body }, { ...opts, ...noRefresh }),

    /** The second step of a sign-in with a passkey's answer; keeps the session. */
    staffPasskeySignIn: async (body: Body<typeof e.staffPasskeySignIn>, opts: CallOptions = {}) =>
      keep(await callEndpoint(http, e.staffPasskeySignIn, { body }, { ...opts, ...noRefresh })),

    /** Starts using a session an enrolment answered with. */
    keepSession: (tokens: StaffTokenResponse) => keep(tokens),

    /** Revokes the stored refresh token and clears the session, even when the call fails. */
    staffLogout: async (opts: CallOptions = {}): Promise<SuccessResponse> => {
      const refreshToken = store.get()?.refresh_token;
      try {
        if (!refreshToken) return { success: true };
        return await callEndpoint(
          http,
          e.staffLogout,
          { body: { refresh_token: refreshToken } },
          { ...opts, ...noRefresh },
        );
      } finally {
        store.clear();
      }
    },

    staffMe: (opts: CallOptions = {}) => callEndpoint(http, e.staffMe, {}, opts),

    /** The second factor again within the session, before a reveal (ADR 0055). */
    staffSecondFactorRecheck: (body: Body<typeof e.staffSecondFactorRecheck>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffSecondFactorRecheck, { body }, opts),

    /** The same with a passkey (ADR 0056): request options bound to this session, then the answer. */
    staffPasskeyRecheckOptions: (opts: CallOptions = {}) =>
      callEndpoint(http, e.staffPasskeyRecheckOptions, {}, opts),

    staffPasskeyRecheck: (body: Body<typeof e.staffPasskeyRecheck>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffPasskeyRecheck, { body }, opts),

    /** The signed-in staff member's passkeys, and adding (options, then the answer) and removing one. */
    staffPasskeys: (opts: CallOptions = {}) => callEndpoint(http, e.staffPasskeys, {}, opts),

    staffPasskeyRegisterOptions: (opts: CallOptions = {}) =>
      callEndpoint(http, e.staffPasskeyRegisterOptions, {}, opts),

    staffPasskeyRegister: (body: Body<typeof e.staffPasskeyRegister>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffPasskeyRegister, { body }, opts),

    staffPasskeyRemove: (passkeyId: string, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffPasskeyRemove, { params: { passkeyId } }, opts),

    /** The queue: `q`, `flow`, `status`, `assignee` (me, none, id), dates, `page`, `page_size` (as text). */
    staffQueue: (query: Query<typeof e.staffQueue> = {}, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffQueue, { query }, opts),

    staffApplication: (applicationId: string, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffApplication, { params: app(applicationId) }, opts),

    staffReveal: (applicationId: string, body: Body<typeof e.staffReveal>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffReveal, { params: app(applicationId), body }, opts),

    staffChangeStatus: (
      applicationId: string,
      body: Body<typeof e.staffChangeStatus>,
      opts: CallOptions = {},
    ) => callEndpoint(http, e.staffChangeStatus, { params: app(applicationId), body }, opts),

    staffAssign: (applicationId: string, body: Body<typeof e.staffAssign>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffAssign, { params: app(applicationId), body }, opts),

    staffRequestDocument: (
      applicationId: string,
      body: Body<typeof e.staffRequestDocument>,
      opts: CallOptions = {},
    ) => callEndpoint(http, e.staffRequestDocument, { params: app(applicationId), body }, opts),

    staffIssueOffer: (applicationId: string, body: Body<typeof e.staffIssueOffer>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffIssueOffer, { params: app(applicationId), body }, opts),

    staffWithdrawOffer: (offerId: string, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffWithdrawOffer, { params: { offerId } }, opts),

    /** Conditions after an accepted offer and clearing to close (ADR 0057). */
    staffAddCondition: (
      applicationId: string,
      body: Body<typeof e.staffAddCondition>,
      opts: CallOptions = {},
    ) => callEndpoint(http, e.staffAddCondition, { params: app(applicationId), body }, opts),

    staffClearCondition: (
      conditionId: string,
      body: Body<typeof e.staffClearCondition>,
      opts: CallOptions = {},
    ) => callEndpoint(http, e.staffClearCondition, { params: { conditionId }, body }, opts),

    staffReopenCondition: (
      conditionId: string,
      body: Body<typeof e.staffReopenCondition>,
      opts: CallOptions = {},
    ) => callEndpoint(http, e.staffReopenCondition, { params: { conditionId }, body }, opts),

    staffClearToClose: (
      applicationId: string,
      body: Body<typeof e.staffClearToClose>,
      opts: CallOptions = {},
    ) => callEndpoint(http, e.staffClearToClose, { params: app(applicationId), body }, opts),

    /** Closing and funding (ADR 0060): schedule or reschedule, record funding, answer a payoff request. */
    staffScheduleClosing: (
      applicationId: string,
      body: Body<typeof e.staffScheduleClosing>,
      opts: CallOptions = {},
    ) => callEndpoint(http, e.staffScheduleClosing, { params: app(applicationId), body }, opts),

    staffRecordFunding: (
      applicationId: string,
      body: Body<typeof e.staffRecordFunding>,
      opts: CallOptions = {},
    ) => callEndpoint(http, e.staffRecordFunding, { params: app(applicationId), body }, opts),

    staffAnswerPayoff: (
      payoffRequestId: string,
      body: Body<typeof e.staffAnswerPayoff>,
      opts: CallOptions = {},
    ) => callEndpoint(http, e.staffAnswerPayoff, { params: { payoffRequestId }, body }, opts),
    /** The rehab budget and draws (ADR 0061). */
    staffGetRehab: (applicationId: string, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffGetRehab, { params: app(applicationId) }, opts),

    staffApproveRehabBudget: (
      applicationId: string,
      body: Body<typeof e.staffApproveRehabBudget>,
      opts: CallOptions = {},
    ) => callEndpoint(http, e.staffApproveRehabBudget, { params: app(applicationId), body }, opts),

    staffInspectDraw: (drawId: string, body: Body<typeof e.staffInspectDraw>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffInspectDraw, { params: { drawId }, body }, opts),

    /**
     * Attaches one of the inspector's photos to a draw (multipart, checked and stored like a
     * borrower's upload; 409 once the draw is paid or declined).
     */
    staffUploadInspectionPhoto: (drawId: string, file: Blob, fileName: string, opts: UploadOptions = {}) => {
      const { onProgress, ...rest } = opts;
      return callEndpoint(
        http,
        e.staffUploadInspectionPhoto,
        { params: { drawId } },
        {
          ...rest,
          upload: {
            field: DOCUMENT_FILE_FIELD,
            file,
            fileName,
            ...(onProgress === undefined ? {} : { onProgress }),
          },
        },
      );
    },

    staffApproveDraw: (drawId: string, body: Body<typeof e.staffApproveDraw>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffApproveDraw, { params: { drawId }, body }, opts),

    staffPayDraw: (drawId: string, body: Body<typeof e.staffPayDraw>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffPayDraw, { params: { drawId }, body }, opts),

    staffDeclineDraw: (drawId: string, body: Body<typeof e.staffDeclineDraw>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffDeclineDraw, { params: { drawId }, body }, opts),

    staffList: (opts: CallOptions = {}) => callEndpoint(http, e.staffList, {}, opts),

    staffAuditLog: (query: Query<typeof e.staffAuditLog> = {}, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffAuditLog, { query }, opts),

    /** Admins: the delivery policy of each kind of message and the latest messages' states. */
    staffMessages: (opts: CallOptions = {}) => callEndpoint(http, e.staffMessages, {}, opts),

    /** Admins: messages that ran out of tries, and queueing one again. */
    staffFailedMessages: (opts: CallOptions = {}) => callEndpoint(http, e.staffFailedMessages, {}, opts),

    staffRetryMessage: (messageId: string, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffRetryMessage, { params: { messageId } }, opts),

    /** Admins (ADR 0054): every staff member with role, last sign-in, factor, invite, pending reset. */
    staffAdminMembers: (opts: CallOptions = {}) => callEndpoint(http, e.staffAdminMembers, {}, opts),

    staffAdminEvents: (opts: CallOptions = {}) => callEndpoint(http, e.staffAdminEvents, {}, opts),

    staffAdminInvite: (body: Body<typeof e.staffAdminInvite>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffAdminInvite, { body }, opts),

    staffAdminRole: (staffId: string, body: Body<typeof e.staffAdminRole>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffAdminRole, { params: { staffId }, body }, opts),

    staffAdminDisable: (staffId: string, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffAdminDisable, { params: { staffId } }, opts),

    staffAdminEnable: (staffId: string, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffAdminEnable, { params: { staffId } }, opts),

    staffAdminRequestReset: (staffId: string, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffAdminRequestReset, { params: { staffId } }, opts),

    staffAdminApproveReset: (resetId: string, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffAdminApproveReset, { params: { resetId } }, opts),

    /** The invite link's page: who it is for, then their password (answers an enrol challenge). */
    staffInviteCheck: (body: Body<typeof e.staffInviteCheck>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffInviteCheck, { body }, { ...opts, ...noRefresh }),

    staffInviteAccept: (body: Body<typeof e.staffInviteAccept>, opts: CallOptions = {}) =>
      callEndpoint(http, e.staffInviteAccept, { body }, { ...opts, ...noRefresh }),

    /** One of the application's documents as a Blob (the download is audited). */
    staffDownloadDocument: (applicationId: string, documentId: string, opts: CallOptions = {}) =>
      http.request<Blob>('GET', fillPath(API_PATHS.staffDocumentFile, { applicationId, documentId }), {
        ...opts,
        responseType: 'blob',
      }),

    /** The application's PDF copy with its e-signature record, as a Blob (the download is audited). */
    staffApplicationPdf: (applicationId: string, opts: CallOptions = {}) =>
      http.request<Blob>('GET', fillPath(API_PATHS.staffApplicationPdf, { applicationId }), {
        ...opts,
        responseType: 'blob',
      }),

    /** The signed term sheet's PDF, exactly as the borrower signed it, as a Blob (audited). */
    staffTermSheetPdf: (applicationId: string, opts: CallOptions = {}) =>
      http.request<Blob>('GET', fillPath(API_PATHS.staffTermSheetPdf, { applicationId }), {
        ...opts,
        responseType: 'blob',
      }),

    /** An application as MISMO 3.4 XML for a loan origination system, as a Blob (audited). */
    staffApplicationMismo: (applicationId: string, opts: CallOptions = {}) =>
      http.request<Blob>('GET', fillPath(API_PATHS.staffApplicationMismo, { applicationId }), {
        ...opts,
        responseType: 'blob',
      }),
  };
}

export type StaffEndpoints = ReturnType<typeof createStaffEndpoints>;

export interface StaffApiClient extends StaffEndpoints, HttpClient {
  readonly tokenStore: TokenStore;
  /** True when the stored session is a staff one. */
  isSignedIn(): boolean;
}

/**
 * The back office's client: its calls, refreshes through the staff refresh call, and a token
 * store of its own (use `createStorageTokenStore(localStorage, STAFF_SESSION_KEY)`).
 */
export function createStaffApiClient(options: Omit<ApiClientOptions, 'refreshCall'>): StaffApiClient {
  const http = createHttpClient({
    ...options,
    refreshCall: { path: API_PATHS.staffRefresh, schema: StaffTokenResponseSchema },
  });
  return {
    ...createStaffEndpoints(http, options.tokenStore),
    request: http.request,
    refreshSession: http.refreshSession,
    tokenStore: options.tokenStore,
    isSignedIn: () => isStaffSession(options.tokenStore.get()),
  };
}
