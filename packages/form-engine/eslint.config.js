import base from '@northgate/eslint-config';

// The engine (src/core) and its React bindings (src/react) are reusable by any app: they must not
// reach the product (any other @northgate/* package). src/core/product-free.test.ts checks the same
// rule on the sources, dynamic imports included.
const productFree = {
  patterns: [
    {
      // Its own product-free entries are fine: the example story imports them as an app would.
      regex: '^@northgate/(?!form-engine/(core|react)(/testing)?$)',
      message: 'The engine is product-free: pass product pieces in as options instead.',
    },
  ],
};

export default [
  ...base,
  {
    // The React bindings have their own tsconfig (DOM and JSX); the project service would only find
    // tsconfig.json, which leaves them out.
    files: ['src/react/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: './tsconfig.react.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', productFree],
    },
  },
];
