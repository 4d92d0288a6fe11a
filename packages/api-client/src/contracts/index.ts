// Request/response contracts shared by the web client and the API server.
// Keep this module free of browser and Node globals: it runs on both sides.
export * from './auth.ts';
export * from './common.ts';
export * from './paths.ts';
export * from './personal-account.ts';
export * from './short.ts';
export * from './affiliate.ts';
export * from './drafts.ts';
