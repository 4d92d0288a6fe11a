export * from './routes.ts';
export * from './page-files.ts';
export * from './site.ts';
export * from './seo-files.ts';
export * from './lender-time.ts';
export * from './early-input-script.ts';
