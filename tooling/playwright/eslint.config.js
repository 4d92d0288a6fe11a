export { default } from '@northgate/eslint-config';
