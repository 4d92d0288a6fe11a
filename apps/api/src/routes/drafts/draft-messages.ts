/** Texts the draft endpoints send; the web app shows whatever arrives (spec section 8). */
export const draftMessages = {
  unknownFlow: 'Unknown application',
  unknownStep: 'Unknown step',
  incompleteStep: (stepId: string) => `Step "${stepId}" is not complete yet`,
  keyAlreadyUsed: 'This idempotency key was already used for another submission',
} as const;
