import { STATUSES_TAKING_CONDITIONS, staffMay, type StaffApplication } from '@northgate/contracts';
import { Spinner } from '@northgate/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { flowLabel, formatDateTime, statusLabel } from '../../components/labels.ts';
import * as page from '../../components/page.css.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useStaffData } from '../../components/use-staff-data.ts';
import { useStaffSecondFactorRecheck } from '../../session/staff-second-factor-recheck.ts';
import { useStaffClient, useStaffMember } from '../../session/staff-context.tsx';
import { AnswersSection } from './answers-section.tsx';
import { AssignForm } from './assign-form.tsx';
import { ClosingSection } from './closing-section.tsx';
import { PayoffSection } from './payoff-section.tsx';
import { ConditionsSection } from './conditions-section.tsx';
import { DocumentRequestForm } from './document-request-form.tsx';
import { OfferForm } from './offer-form.tsx';
import { RehabSection } from './rehab-section.tsx';
import { TermSheetSection } from './term-sheet-section.tsx';
import { OffersList } from './offers-list.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { DocumentsSection, TimelineSection } from './records-sections.tsx';
import { StatusForm } from './status-form.tsx';

/** Saves a downloaded file under its own name. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** One application: who and what, its answers, documents, offers and timeline, and the work on it. */
export function ApplicationPage({ applicationId }: { applicationId: string }) {
  const client = useStaffClient();
  const me = useStaffMember();
  const [notice, setNotice] = useState('');
  const application = useStaffData(applicationId, (signal) =>
    client.staffApplication(applicationId, { signal }),
  );
  // A reveal may ask for the second factor again first (ADR 0055).
  const { guard, dialog: recheckDialog } = useStaffSecondFactorRecheck();
  const canAssign = staffMay(me.role, 'assign');
  const staff = useStaffData(canAssign ? 'staff' : 'no-staff', (signal) =>
    canAssign ? client.staffList({ signal }) : Promise.resolve({ staff: [] }),
  );

  // The rehab budget and draws of a short-term loan (ADR 0061).
  const rehab = useStaffData(`rehab-${applicationId}`, (signal) =>
    client.staffGetRehab(applicationId, { signal }),
  );

  const app = application.data;
  usePageTitle(app ? `Application ${app.reference}` : 'Application');
  if (!app) {
    return (
      <>
        <p>
          <Link to="/">Back to the queue</Link>
        </p>
        {application.error ? (
          <p role="alert" className={page.errorText}>
            {application.error}
          </p>
        ) : (
          <p role="status">
            <Spinner /> Loading the application…
          </p>
        )}
      </>
    );
  }

  /** After a change: say what happened and show the application as it is now. */
  const done = (message: string, updated?: StaffApplication) => {
    setNotice(message);
    if (updated) application.replace(updated);
    else application.reload();
    rehab.reload();
  };
  const staffOptions = (staff.data?.staff ?? [])
    .filter((member) => !member.disabled)
    .map((member) => ({ id: member.id, name: `${member.first_name} ${member.last_name}`.trim() }));
  const borrowerName = `${app.borrower.first_name} ${app.borrower.last_name}`.trim() || 'No name given';

  return (
    <>
      <p>
        <Link to="/">Back to the queue</Link>
      </p>
      <h1 className={page.pageTitle}>
        Application {app.reference}: {borrowerName}
      </h1>
      <div className={page.twoColumns}>
        <div>
          <section className={page.section} aria-labelledby="summary-title">
            <h2 id="summary-title" className={page.sectionTitle}>
              Summary
            </h2>
            <dl className={page.definitionList}>
              <dt>Reference</dt>
              <dd>{app.reference}</dd>
              <dt>Flow</dt>
              <dd>{flowLabel(app.flow_id)}</dd>
              <dt>Borrower</dt>
              <dd>
                {borrowerName}
                {app.borrower.email ? `, ${app.borrower.email}` : ''}
                {app.borrower.phone ? `, ${app.borrower.phone}` : ''}
              </dd>
              <dt>Status</dt>
              <dd>
                <span className={page.badge}>{statusLabel(app.status)}</span>
              </dd>
              <dt>Assigned to</dt>
              <dd>{app.assignee?.name ?? 'Unassigned'}</dd>
              <dt>Submitted</dt>
              <dd>{formatDateTime(app.submitted_at)}</dd>
              <dt>Last change</dt>
              <dd>{formatDateTime(app.updated_at)}</dd>
            </dl>
            <ExportButtons
              downloads={[
                {
                  label: 'Download a PDF copy',
                  download: async () =>
                    saveFile(
                      await client.staffApplicationPdf(applicationId),
                      `northgate-application-${app.reference}.pdf`,
                    ),
                },
                {
                  label: 'Download MISMO 3.4 XML',
                  download: async () =>
                    saveFile(
                      await client.staffApplicationMismo(applicationId),
                      `northgate-application-${app.reference}-mismo-3.4.xml`,
                    ),
                },
              ]}
            />
          </section>

          <TermSheetSection
            termSheet={app.term_sheet}
            download={async () =>
              saveFile(
                await client.staffTermSheetPdf(applicationId),
                `northgate-term-sheet-${app.reference}.pdf`,
              )
            }
          />
          <AnswersSection
            steps={app.steps}
            reveal={(step, field) =>
              guard(async () => (await client.staffReveal(applicationId, { step, field })).value)
            }
          />
          <DocumentsSection
            documents={app.documents}
            requests={app.document_requests}
            conditions={app.conditions}
            download={async (document) =>
              saveFile(await client.staffDownloadDocument(applicationId, document.id), document.file_name)
            }
          />
          {app.conditions.length > 0 || STATUSES_TAKING_CONDITIONS.includes(app.status) ? (
            <ConditionsSection
              status={app.status}
              conditions={app.conditions}
              canManage={staffMay(me.role, 'manageConditions')}
              actions={{
                add: async (body) => {
                  const condition = await client.staffAddCondition(applicationId, body);
                  done(`Condition “${condition.title}” added. The borrower has been emailed.`);
                },
                clear: async (condition, note) => {
                  await client.staffClearCondition(condition.id, { note });
                  done(`Condition “${condition.title}” cleared. The borrower has been emailed.`);
                },
                reopen: async (condition, reason) => {
                  await client.staffReopenCondition(condition.id, { reason });
                  done(`Condition “${condition.title}” reopened. The borrower has been emailed.`);
                },
                clearToClose: async () => {
                  const updated = await client.staffClearToClose(applicationId, {});
                  done('The application is clear to close. The borrower has been emailed.', updated);
                },
              }}
            />
          ) : null}
          {app.closing !== null || ['clear_to_close', 'closing', 'funded'].includes(app.status) ? (
            <ClosingSection
              status={app.status}
              closing={app.closing}
              fundedLoan={app.funded_loan}
              offerAmount={app.offers.find((offer) => offer.state === 'accepted')?.amount ?? null}
              canManage={staffMay(me.role, 'manageClosing')}
              actions={{
                schedule: async (body) => {
                  const rescheduled = app.status === 'closing';
                  const updated = await client.staffScheduleClosing(applicationId, body);
                  done(
                    rescheduled
                      ? 'Closing rescheduled. The borrower has been emailed.'
                      : 'Closing scheduled; the application is in closing. The borrower has been emailed.',
                    updated,
                  );
                },
                fund: async (body) => {
                  const updated = await client.staffRecordFunding(applicationId, body);
                  done(
                    `Loan ${updated.funded_loan?.loan_number ?? ''} funded. The borrower has been emailed.`,
                    updated,
                  );
                },
              }}
            />
          ) : null}
          {app.status === 'funded' || app.payoff_requests.length > 0 ? (
            <PayoffSection
              requests={app.payoff_requests}
              canManage={staffMay(me.role, 'manageClosing')}
              answer={async (_request, body) => {
                await client.staffAnswerPayoff(_request.id, body);
                done('Payoff statement sent. The borrower has been emailed.');
              }}
            />
          ) : null}
          {rehab.data?.eligible ? (
            <RehabSection
              rehab={rehab.data}
              canInspect={staffMay(me.role, 'inspectDraws')}
              canApprove={staffMay(me.role, 'approveDraws')}
              actions={{
                approveBudget: async (lines, note) => {
                  await client.staffApproveRehabBudget(applicationId, { lines, ...(note ? { note } : {}) });
                  done('Rehab budget approved. The borrower has been emailed.');
                },
                inspect: async (draw, lines, note) => {
                  await client.staffInspectDraw(draw.id, { lines, note });
                  done(`Inspection of Draw ${draw.number} recorded. The borrower has been emailed.`);
                },
                approve: async (draw, lines, note) => {
                  await client.staffApproveDraw(draw.id, { lines, ...(note ? { note } : {}) });
                  done(`Draw ${draw.number} approved. The borrower has been emailed.`);
                },
                pay: async (draw, note) => {
                  await client.staffPayDraw(draw.id, note ? { note } : {});
                  done(`Draw ${draw.number} marked paid. The borrower has been emailed.`);
                },
                decline: async (draw, reason) => {
                  await client.staffDeclineDraw(draw.id, { reason });
                  done(`Draw ${draw.number} declined. The borrower has been emailed.`);
                },
                uploadInspectionPhoto: async (draw, file) => {
                  await client.staffUploadInspectionPhoto(draw.id, file, file.name);
                },
                download: async (photo) =>
                  saveFile(await client.staffDownloadDocument(applicationId, photo.id), photo.file_name),
              }}
            />
          ) : null}
          <TimelineSection events={app.timeline} />
        </div>
        <div>
          <section className={page.section} aria-labelledby="actions-title">
            <h2 id="actions-title" className={page.sectionTitle}>
              Work on this application
            </h2>
            <p role="status" aria-live="polite">
              {notice}
            </p>
            <div className={page.stack}>
              <StatusForm
                status={app.status}
                role={me.role}
                onSubmit={async (body) => {
                  const updated = await client.staffChangeStatus(applicationId, body);
                  done(
                    `Status changed to ${statusLabel(updated.status)}. The borrower has been emailed.`,
                    updated,
                  );
                }}
              />
              {canAssign ? (
                <AssignForm
                  current={app.assignee?.id ?? null}
                  staff={staffOptions}
                  onSubmit={async (staffId) => {
                    await client.staffAssign(applicationId, { staff_id: staffId });
                    const name = staffOptions.find((member) => member.id === staffId)?.name;
                    done(name ? `Assigned to ${name}.` : 'The application is now unassigned.');
                  }}
                />
              ) : null}
              {staffMay(me.role, 'requestDocuments') ? (
                <DocumentRequestForm
                  onSubmit={async (body) => {
                    const request = await client.staffRequestDocument(applicationId, body);
                    done(`Requested “${request.name}”. The borrower has been emailed.`);
                  }}
                />
              ) : null}
              {staffMay(me.role, 'manageOffers') ? (
                <OfferForm
                  // The holdback is the approved rehab budget (ADR 0061).
                  key={`offer-${rehab.data?.budget.approved_cents ?? 'none'}`}
                  approvedBudgetCents={rehab.data?.budget.approved_cents ?? null}
                  onSubmit={async (body) => {
                    await client.staffIssueOffer(applicationId, body);
                    done('Offer sent. The borrower has been emailed.');
                  }}
                />
              ) : null}
            </div>
          </section>

          <section className={page.section} aria-labelledby="offers-title">
            <h2 id="offers-title" className={page.sectionTitle}>
              Offers
            </h2>
            <OffersList
              offers={app.offers}
              canWithdraw={staffMay(me.role, 'manageOffers')}
              withdraw={async (offerId) => {
                await client.staffWithdrawOffer(offerId);
                done('Offer withdrawn. The borrower has been emailed.');
              }}
            />
          </section>
        </div>
      </div>
      {recheckDialog}
    </>
  );
}
