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
];
