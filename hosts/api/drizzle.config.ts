import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline (`npm run db:generate -w hosts/api`) and committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
