import { defineConfig } from 'drizzle-kit';

// Platform tables in platform/database, each module's own in its folder (<module>-schema.ts or schema/*).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/database/schema*.ts', './src/modules/**/*-schema.ts'],
  out: './src/platform/database/migrations',
});
