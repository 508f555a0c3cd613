import type { z } from 'zod';
import { ruleMessageKeys, status as statusCodes, unsafeTextPath } from '@simdesk/contract';
import { localeResources } from '@simdesk/contract/locale-resources';
import { AppError } from './app-error';

const translationKey = /^([a-z][A-Za-z]*):([\w.]+)$/;

/**
 * Contract schemas carry i18n keys as messages. The API answers the English text for API clients, with the key
 * after it so the console can show the operator's language.
 */
function englishText(message: string): string {
  const match = translationKey.exec(message);
  if (!match) return message;
  const [, namespace = '', path = ''] = match;
  const resources = localeResources['en-US'] as Record<string, unknown>;
  let node: unknown = resources[namespace];
  for (const part of path.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? `${node} (${message})` : message;
}

/** A zod failure as one readable line: the first issues with their paths. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join('.') : 'body';
      return `${where}: ${englishText(issue.message)}`;
    })
    .join('; ');
}

/**
 * A request's value by its schema; refused first when any text in it (a key too) holds NUL or a lone UTF-16
 * half, which no schema lets through and PostgreSQL's text cannot store.
 */
export function parseOrRefuse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const unsafe = unsafeTextPath(value);
  if (unsafe !== undefined) {
    throw new AppError(
      statusCodes.badRequest,
      `${unsafe}: ${englishText(ruleMessageKeys.field.unsafeCharacters)}`,
    );
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(statusCodes.badRequest, describeIssues(result.error));
  return result.data;
}
