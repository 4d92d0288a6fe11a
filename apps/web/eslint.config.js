import base from '@northgate/eslint-config';
import { featureBoundaries } from '@northgate/eslint-config/boundaries';

export default [
  ...base,
  ...featureBoundaries({
    root: import.meta.dirname,
    features: 'src/features',
    app: ['src/app', 'src/routes', 'src/prerender', 'src/main.tsx', 'src/boot.tsx'],
    shared: ['src/components', 'src/session', 'src/state', 'src/hydration'],
  }),
  {
    // The borrower sees the flows drawn by the Northgate binding (ui components, the product's
    // words, the northgate.draft storage prefix); the engine's unbound ones draw plain HTML.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@northgate/form-engine/react',
              importNames: ['FlowForm', 'FlowStepForm', 'FlowProgress', 'AutosaveStatus', 'useAutosave'],
              message:
                'Import it from @northgate/lending-flows/react, the product binding of the form engine.',
            },
          ],
        },
      ],
    },
  },
];
