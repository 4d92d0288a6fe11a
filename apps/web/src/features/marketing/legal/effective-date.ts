/** The date the current versions of the privacy notice and terms of service took effect. */
export const LEGAL_EFFECTIVE_DATE = 'January 1, 2025';
