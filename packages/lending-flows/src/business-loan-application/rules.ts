// The rules the business application's steps use, from the ones the flows share (internal).
export { cleanedWhenValid, entryList, filled, requiredIf, type Input } from '../shared/rules.ts';

/** The longest company name the business application takes (the business, its owners, affiliates). */
export const BUSINESS_NAME_MAX = 120;
