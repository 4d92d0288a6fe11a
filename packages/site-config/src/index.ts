export * from './routes.ts';
export * from './site.ts';
export * from './seo-files.ts';
