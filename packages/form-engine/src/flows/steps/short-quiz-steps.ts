/** The short quiz's step modules after personalDetails: options and rules the web fields share. */
export * from './assets.ts';
export * from './checkbox-qs.ts';
export * from './credit-score.ts';
export * from './password.ts';
export * from './request-loan.ts';
export * from './verify-email.ts';
