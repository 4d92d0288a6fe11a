import base from '@northgate/eslint-config';

// The engine (src/core) and its React bindings (src/react) are reusable by any app: they must
// not reach the product (@northgate/* packages, or the product's flows in src/flows).
// src/core/boundary.test.ts checks the same rule on the sources, dynamic imports included.
const productFree = {
  patterns: [
    {
      // Its own product-free entries are fine: the example story imports them as an app would.
      regex: '^@northgate/(?!form-engine/(core|react)$)',
      message: 'The engine is product-free: pass product pieces in as options instead.',
    },
    {
      regex: '(^|/)flows(/|$)',
      message: 'The engine is product-free: src/flows builds on the engine, never the other way round.',
    },
  ],
};

export default [
  ...base,
  {
    // The React bindings have their own tsconfig (DOM and JSX); the project service would only find
    // tsconfig.json, which leaves them out.
    files: ['src/react/**/*.{ts,tsx}', 'src/flows/react/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: './tsconfig.react.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: ['src/core/**/*.{ts,tsx}', 'src/react/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', productFree],
    },
  },
];
