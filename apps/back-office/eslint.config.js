import base from '@northgate/eslint-config';
import { featureBoundaries } from '@northgate/eslint-config/boundaries';

export default [
  ...base,
  ...featureBoundaries({
    root: import.meta.dirname,
    features: 'src/features',
    app: ['src/app', 'src/main.tsx'],
    shared: ['src/components', 'src/session', 'src/test'],
  }),
];
