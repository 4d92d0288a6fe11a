/** Texts the draft endpoints send; the web app shows whatever arrives (spec section 8). */
export const draftMessages = {
  unknownFlow: 'Unknown application',
  unknownStep: 'Unknown step',
  incompleteStep: (stepId: string) => `Step "${stepId}" is not complete yet`,
  phoneNotVerified: 'Verify your phone number with the code we text you before you submit.',
  keyAlreadyUsed: 'This idempotency key was already used for another submission',
} as const;
