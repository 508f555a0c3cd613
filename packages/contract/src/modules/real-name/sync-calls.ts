/** Status sync with the carrier and the notifications to the car maker (spec §2 realname/syncManagement). */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import { scopeFilterOptionsRowSchema } from '../../calls/shared-schemas';
import * as schemas from './sync-schemas';

export const syncManagementPageCode = pageCodeOf('syncManagement');
const syncPage = pageCalls(syncManagementPageCode);

/** The caller's sync runs, newest first. */
export const syncListCall = syncPage.read('query', {
  path: 'real-name-sync/list',
  obj: schemas.syncListObjSchema,
  row: schemas.syncPageSchema,
});

export const syncFilterOptionsCall = syncPage.read('query', {
  path: 'real-name-sync/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

/** One run with a page of its differences and errors; a run elsewhere is not found. */
export const syncDetailCall = syncPage.read('get', {
  path: 'real-name-sync/detail',
  obj: schemas.syncDetailObjSchema,
  row: schemas.syncDetailRowSchema,
});

/** Starts a sync now as a task of the task centre; refused while a run of the company is going. */
export const syncStartCall = syncPage.change('add', {
  path: 'real-name-sync/start',
  obj: schemas.syncStartObjSchema,
  row: schemas.syncStartRowSchema,
  changes: ['real-name-sync/list', 'task/list'],
});

/** The company's card.realname.changed pushes, newest first. */
export const notifyListCall = syncPage.read('query', {
  path: 'real-name-notify/list',
  obj: schemas.notifyListObjSchema,
  row: schemas.notifyPageSchema,
});

export const notifyDetailCall = syncPage.read('get', {
  path: 'real-name-notify/detail',
  obj: schemas.notifyIdObjSchema,
  row: schemas.notifyDetailRowSchema,
});

/**
 * Sends a notification again with its event id and body. 'add': the page's actions are query, get, add and
 * export, and a resend adds a delivery (the receiver deduplicates by the event id).
 */
export const notifyResendCall = syncPage.change('add', {
  path: 'real-name-notify/resend',
  obj: schemas.notifyIdObjSchema,
  row: schemas.notifyRowSchema,
  changes: ['real-name-notify/list', 'real-name-notify/detail', 'push-record/list'],
});
