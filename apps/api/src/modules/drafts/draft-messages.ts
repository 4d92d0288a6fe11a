/** Texts the draft endpoints send; the web app shows whatever arrives (docs/product/product-spec.md §8). */
export const draftMessages = {
  unknownFlow: 'Unknown application',
  unknownStep: 'Unknown step',
  incompleteStep: (stepId: string) => `Step "${stepId}" is not complete yet`,
  noDraft: 'There is no unfinished application of this kind to discard',
  savedSinceListed:
    'This application was saved again after you opened the list, so we kept it. Check it before you discard it.',
  emailNotVerified:
    'Confirm your email address with the code we email you before you submit: we send your application and everything about it there.',
  phoneNotVerified: 'Verify your phone number with the code we text you before you submit.',
  keyAlreadyUsed: 'This idempotency key was already used for another submission',
} as const;
