// One lint setup for the monorepo. Formatting is Prettier's job; lint catches bugs.
// Type-aware: every TypeScript file is linted with the types of the tsconfig.json that includes it
// (docs/decisions/0028-type-aware-lint.md).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/routeTree.gen.ts',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/.data/**',
      '**/coverage/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        // Each file gets the program of the nearest tsconfig.json, as the editor does; lint runs
        // from the package folder (its `lint` script), so that is where tsconfig paths start.
        projectService: true,
        tsconfigRootDir: process.cwd(),
      },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // From strictTypeChecked: a condition the types say is always true (or false) is dead code or a
      // wrong type; with noUncheckedIndexedAccess on, index lookups still count as possibly missing.
      '@typescript-eslint/no-unnecessary-condition': 'error',
      // `async` without `await` is how Fastify handlers and promise-returning fakes are written; the
      // promise rules (no-floating-promises, no-misused-promises) catch the mistakes that matter.
      '@typescript-eslint/require-await': 'off',
      // React ignores what an event handler returns; our async handlers catch their own errors, and a
      // promise left floating inside one is still reported by no-floating-promises.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // TanStack Router's control flow is `throw redirect(...)` and `throw notFound()`.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
        },
      ],
    },
  },
  {
    // Tests read JSON bodies and mock calls, which are `any`; their assertions check the shape.
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Tests pass fixture functions and spies around detached from their objects.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Plain JavaScript (build scripts, config files) is not in any tsconfig and has no types to check.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/scripts/**', '**/*.config.*', '**/e2e/**', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
