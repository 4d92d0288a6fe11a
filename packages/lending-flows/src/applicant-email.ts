/**
 * Where a flow asks for the applicant's own email, as a path into its answers: the flows a guest
 * may submit, and the short quiz. The API proves that address before a guest's submit and sends
 * the guest's confirmation there; the review page offers to confirm it.
 */
const applicantEmailPaths: Readonly<Record<string, readonly [string, ...string[]]>> = {
  shortQuiz: ['personalDetails', 'email'],
  permanentLoanApplication: ['borrowerInformation', 'borrower', 'email'],
  investmentLoanApplication: ['personalAndBorrowingEntity', 'email'],
};

/** The step where the flow asks for the applicant's email, when it asks for one. */
export function applicantEmailStep(flowId: string): string | undefined {
  return applicantEmailPaths[flowId]?.[0];
}

/** The applicant's email as the answers (every step's, keyed by step id) give it, when there is one. */
export function applicantEmail(
  flowId: string,
  answers: Readonly<Record<string, unknown>>,
): string | undefined {
  let value: unknown = answers;
  for (const key of applicantEmailPaths[flowId] ?? []) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
