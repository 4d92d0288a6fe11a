import * as v from 'valibot';
import { defineFlow } from './define-flow.ts';

/**
 * A small flow for the engine's own tests: `vehicle` is shown only when the borrower
 * says they own one, and `contact` has a schema so validity can be computed.
 */
export const testFlow = defineFlow({
  id: 'testFlow',
  basePath: '/test-flow/',
  access: 'anonymous',
  steps: [
    {
      id: 'contact',
      title: 'Contact',
      schema: v.object({ email: v.pipe(v.string(), v.email('Value is not a valid email address')) }),
      progress: { kind: 'value', value: 10 },
    },
    { id: 'assets', title: 'Assets', progress: { kind: 'value', value: 40 } },
    {
      id: 'vehicle',
      title: 'Vehicle',
      when: (values) => values['assets']?.['ownsVehicle'] === true,
      progress: { kind: 'value', value: 60 },
    },
    { id: 'review', title: 'Review', progress: { kind: 'value', text: 'Almost done' } },
  ],
});

export const withVehicle = { assets: { ownsVehicle: true } };
export const withoutVehicle = { assets: { ownsVehicle: false } };

/** A second flow, for what must never mix drafts of two flows. */
export const otherFlow = defineFlow({
  id: 'otherFlow',
  basePath: '/other-flow/',
  access: 'login-required',
  steps: [{ id: 'only', title: 'Only step', progress: { kind: 'hidden' } }],
});
