import { defineCodeTables, type CodeOf } from './code-table';

/** Call detail records, pushes and alarms (spec §2 callDetailRecord): what was received, pushed and raised. */
export const callRecordCodeTables = defineCodeTables(
  {
    /** What a record received from the carrier is about. */
    callRecordType: {
      data: 1,
      sms: 2,
      voice: 3,
    },
    /** Where a push to a customer's endpoint stands; retrying waits for its next attempt. */
    pushStatus: {
      queued: 1,
      delivered: 2,
      retrying: 3,
      failed: 4,
      dropped: 5,
    },
    /** Who raised an alarm: an automation rule, or the console itself (a carrier sync that failed). */
    alarmSource: {
      rule: 1,
      system: 2,
    },
  },
  {
    callRecordType: { data: 'blue', sms: 'cyan', voice: 'purple' },
    pushStatus: {
      queued: 'default',
      delivered: 'success',
      retrying: 'processing',
      failed: 'error',
      dropped: 'warning',
    },
    alarmSource: { rule: 'orange', system: 'error' },
  },
);

export const { callRecordType, pushStatus, alarmSource } = callRecordCodeTables;
export type CallRecordTypeCode = CodeOf<typeof callRecordType>;
export type PushStatusCode = CodeOf<typeof pushStatus>;
export type AlarmSourceCode = CodeOf<typeof alarmSource>;
