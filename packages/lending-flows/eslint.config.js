import base from '@northgate/eslint-config';

export default [
  ...base,
  {
    // The product's React binding has its own tsconfig (DOM and JSX); the project service would
    // only find tsconfig.json, which leaves it out.
    files: ['src/react/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: './tsconfig.react.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
];
