import type { z } from 'zod';
import { status as statusCodes } from '@simdesk/contract';
import { AppError } from './app-error';

/** A zod failure as one readable line: the first issues with their paths. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join('.') : 'body';
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}

export function parseOrRefuse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(statusCodes.badRequest, describeIssues(result.error));
  return result.data;
}
