import { defineConfig } from 'drizzle-kit';

// One schema in the PostgreSQL dialect serves both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/pipeline-schema.ts',
    './src/db/staff-factor-schema.ts',
    './src/db/staff-admin-schema.ts',
    './src/db/passkey-schema.ts',
    './src/db/rehab-schema.ts',
  ],
  out: './src/db/migrations',
});
