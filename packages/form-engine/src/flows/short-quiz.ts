import { defineSiteFlow } from './site-flow.ts';
import { personalDetailsInitialValues, personalDetailsSchema } from './steps/personal-details.ts';

/** Short quiz (spec section 2): five stages; the password screen hides the bar. */
export const shortQuizFlow = defineSiteFlow('shortQuiz', {
  stages: [
    { id: 'personal', label: 'Personal' },
    { id: 'financial', label: 'Financial' },
    { id: 'assets', label: 'Assets' },
    { id: 'request', label: 'Request' },
    { id: 'submit', label: 'Submit' },
  ],
  steps: {
    personalDetails: {
      title: 'Your details',
      schema: personalDetailsSchema,
      initialValues: personalDetailsInitialValues,
      progress: { kind: 'stage', stage: 'personal' },
    },
    verifyEmail: { title: 'Verify your email', progress: { kind: 'stage', stage: 'personal' } },
    creditScore: { title: 'Your credit score', progress: { kind: 'stage', stage: 'financial' } },
    assetsSelect: { title: 'What do you own?', progress: { kind: 'stage', stage: 'assets' } },
    assetsForm: { title: 'Tell us about your assets', progress: { kind: 'stage', stage: 'assets' } },
    requestLoan: { title: 'Your loan request', progress: { kind: 'stage', stage: 'request' } },
    checkboxQs: { title: 'A few last questions', progress: { kind: 'stage', stage: 'submit' } },
    password: { title: 'Create your password', progress: { kind: 'hidden' } },
  },
});
