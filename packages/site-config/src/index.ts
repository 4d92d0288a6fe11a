export * from './routes.ts';
export * from './site.ts';
