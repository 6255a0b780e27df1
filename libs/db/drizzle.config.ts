import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration into libs/db/migrations from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/db/src/schema.ts',
  out: './libs/db/migrations',
});
