import type { FastifyRequest } from 'fastify';
import type { Page } from '@simdesk/contract';
import type { AuditActor } from '../audit/audit-trail';
import type { OperatorContext } from '../auth/operator-context';

/** What a handler of a public call receives. */
export interface PublicCallInput<Obj> {
  obj: Obj;
  page: Page | undefined;
  request: FastifyRequest;
}

/** What a handler of a guarded call receives: the caller, already checked. */
export interface GuardedCallInput<Obj> extends PublicCallInput<Obj> {
  caller: OperatorContext;
}

/** A handler answers its rows (and a total for paged calls); refusals are thrown as AppError. */
export interface CallResult<Row> {
  rows: Row[];
  total?: number;
  /** What the audit log names as the call's target (an account, an id). */
  auditTarget?: string;
  /** Who acted, when a public call established it (a sign-in): the audit row is then theirs. */
  auditActor?: AuditActor;
}

/** A file a call answers in place of an envelope (a template, a download). */
export interface AnsweredFile {
  content: Buffer;
  fileName: string;
  contentType: string;
}
