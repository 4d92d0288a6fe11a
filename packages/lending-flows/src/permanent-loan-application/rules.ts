// The rules the permanent application's steps use, from the ones the flows share (internal).
export { accountLast4, isBlank, list, optionalYear, sumOf, year } from '../shared/rules.ts';
