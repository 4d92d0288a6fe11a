import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_TEXT,
  type ApplicationStatus,
  type DraftProgress,
} from '@northgate/contracts';
import { flowSteps, pages, type FlowId } from '@northgate/site-config';

/** What the borrower calls each flow in their lists. */
const applicationNames: Record<FlowId, string> = {
  shortQuiz: 'Pre-qualification',
  longForm: 'Full application',
  permanentLoanApplication: 'Permanent loan application',
  investmentLoanApplication: 'Investment loan application',
  businessLoanApplication: 'Business loan application',
};

export function isKnownFlow(flowId: string): flowId is FlowId {
  return Object.hasOwn(flowSteps, flowId);
}

export function applicationName(flowId: string): string {
  return isKnownFlow(flowId) ? applicationNames[flowId] : 'Application';
}

/** The flow's own progress in words: its bar's value, or its stage. */
export function progressText(progress: DraftProgress): string {
  switch (progress.kind) {
    case 'value':
      if (progress.text !== undefined) return progress.text;
      return progress.value === undefined ? 'Just started' : `${progress.value}% complete`;
    case 'stage':
      return `Stage ${progress.position} of ${progress.total}: ${progress.label}`;
    case 'none':
      return 'Every question answered';
  }
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));

/**
 * Each status in the borrower's words and what happens next, from the contracts' one list
 * (APPLICATION_STATUS_TEXT); a received short quiz says who calls.
 */
export const statusTexts = Object.fromEntries(
  APPLICATION_STATUSES.map((status) => [
    status,
    {
      label: APPLICATION_STATUS_TEXT[status].label,
      next: (flowId: string) =>
        status === 'submitted' && flowId === 'shortQuiz'
          ? 'A loan officer reviews your answers and calls or emails you within one business day.'
          : APPLICATION_STATUS_TEXT[status].next,
    },
  ]),
) as Record<ApplicationStatus, { label: string; next: (flowId: string) => string }>;

/** Where a borrower with nothing started begins. */
export const startApplication = { path: pages.shortQuiz.path, label: 'Start with a few questions' } as const;
