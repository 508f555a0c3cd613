/** The SQLSTATE a database error (or an error it caused, as drizzle wraps them) carries; undefined for others. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** The constraint or index a database error names (through drizzle's wrapping); undefined when none. */
export function violatedConstraintOf(error: unknown): string | undefined {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    const { constraint, cause } = current as { constraint?: unknown; cause?: unknown };
    if (typeof constraint === 'string') return constraint;
    current = cause;
  }
  return undefined;
}

/** A unique-index violation: a concurrent write the earlier check did not see. */
export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';

/** A foreign-key violation: a row that something still refers to. */
export const isForeignKeyViolation = (error: unknown) => sqlStateOf(error) === '23503';

/**
 * A value the database cannot hold or read (class 22: a number out of range, text too long, a malformed
 * value): the request's fault, never the server's.
 */
export const isDataException = (error: unknown) => sqlStateOf(error)?.startsWith('22') ?? false;

/** The pool had no free connection within its wait (pg-pool's own message): too busy now, not broken. */
export function isPoolWaitTimeout(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    const { message, cause } = current as { message?: unknown; cause?: unknown };
    if (typeof message === 'string' && message.includes('timeout exceeded when trying to connect'))
      return true;
    current = cause;
  }
  return false;
}

const connectionErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const connectionErrorMessage = /connection terminated|connection timeout|connection error/i;

/**
 * The database could not be reached or cut the connection (stopped, restarting, the network): class 08, an
 * operator or crash shutdown (57P01-57P03), or a socket error. Worth trying again once it is back.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (connectionErrorCodes.has(code) || /^(08...|57P0[123])$/.test(code))) {
      return true;
    }
    if (typeof message === 'string' && connectionErrorMessage.test(message)) return true;
    current = cause;
  }
  return false;
}
