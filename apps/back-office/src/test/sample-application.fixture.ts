import type { QueueItem, StaffApplication } from '@northgate/contracts';
import { flows, reviewAnswers } from '@northgate/lending-flows';
import { validInvestmentAnswers } from '@northgate/lending-flows/fixtures';

/** A submitted investment application as the staff API answers it (stories and tests). */
export const sampleApplication: StaffApplication = {
  application_id: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d',
  reference: 'NG-1DQZ-R4JE',
  flow_id: 'investmentLoanApplication',
  status: 'in_review',
  submitted_at: '2026-11-18T14:12:00.000Z',
  updated_at: '2026-11-19T09:40:00.000Z',
  borrower: {
    user_id: '9a1c6f2e-3b4d-4e5f-8a7b-6c5d4e3f2a1b',
    first_name: 'Dana',
    last_name: 'Demo',
    email: 'demo@borrower.test',
    phone: '(212) 555-0199',
  },
  assignee: { id: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b', name: 'Sam Staff' },
  // The rows the API answers: the real declarations read as a copy (identity numbers masked).
  steps: reviewAnswers(
    flows.investmentLoanApplication,
    {
      ...validInvestmentAnswers,
      loanRequestInformation: {
        ...validInvestmentAnswers.loanRequestInformation,
        loanPurpose: 'cashOut',
        cashOutAmount: '80000',
        acquisitionDate: '2024-05-01',
        originalPurchasePrice: '360000',
        existingLienBalance: '210000',
      },
    },
    'copy',
  ).map((step) => ({
    id: step.stepId,
    title: step.title,
    rows: step.rows.map((row) => ({ ...row, within: [...row.within] })),
  })),
  documents: [
    {
      id: '7c6b5a4f-3e2d-4c1b-9a8f-7e6d5c4b3a29',
      purpose: 'requested',
      file_name: 'purchase-contract.pdf',
      content_type: 'application/pdf',
      size: 482_113,
      uploaded_at: '2026-11-18T14:10:00.000Z',
      locked: true,
      request_id: null,
    },
  ],
  document_requests: [
    {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      application_id: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d',
      reference: 'NG-1DQZ-R4JE',
      name: 'Two most recent bank statements',
      description: 'All pages, for the account the down payment comes from.',
      due_date: '2026-12-05',
      state: 'open',
      requested_at: '2026-11-19T09:40:00.000Z',
      answered_at: null,
      documents: [],
    },
  ],
  offers: [
    {
      id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
      application_id: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d',
      reference: 'NG-1DQZ-R4JE',
      amount: 400_000,
      rate_percent: 10.5,
      term_months: 12,
      points: 2,
      fees: 1_500,
      monthly_payment: 35_259.44,
      expires_at: '2026-12-10T23:59:59.000Z',
      state: 'open',
      issued_at: '2026-11-20T15:00:00.000Z',
      answered_at: null,
    },
  ],
  conditions: [],
  timeline: [
    {
      id: 'e1a2b3c4-d5e6-4f7a-8b9c-0d1e2f3a4b5c',
      kind: 'submitted',
      status: 'submitted',
      from_status: null,
      note: null,
      actor: 'borrower',
      staff_name: null,
      at: '2026-11-18T14:12:00.000Z',
    },
    {
      id: 'e2a2b3c4-d5e6-4f7a-8b9c-0d1e2f3a4b5c',
      kind: 'status_changed',
      status: 'in_review',
      from_status: 'submitted',
      note: 'Thanks, Dana. I am reviewing your application this week.',
      actor: 'staff',
      staff_name: 'Sam Staff',
      at: '2026-11-19T09:30:00.000Z',
    },
  ],
};

export const sampleQueue: QueueItem[] = [
  {
    application_id: sampleApplication.application_id,
    reference: sampleApplication.reference,
    flow_id: sampleApplication.flow_id,
    status: 'in_review',
    submitted_at: sampleApplication.submitted_at,
    updated_at: sampleApplication.updated_at,
    borrower_name: 'Dana Demo',
    borrower_email: 'demo@borrower.test',
    assignee: sampleApplication.assignee,
    open_document_requests: 1,
  },
  {
    application_id: '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b',
    reference: 'NG-BW62-3EGR',
    flow_id: 'shortQuiz',
    status: 'submitted',
    submitted_at: '2026-11-17T10:00:00.000Z',
    updated_at: '2026-11-17T10:00:00.000Z',
    borrower_name: 'Lee Lender',
    borrower_email: 'lee@example.test',
    assignee: null,
    open_document_requests: 0,
  },
];
