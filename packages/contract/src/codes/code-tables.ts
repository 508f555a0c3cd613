import { accountCodeTables } from './account-codes';
import { bindingCodeTables } from './binding-codes';
import { billCodeTables } from './bill-codes';
import { cardCodeTables } from './card-codes';
import { callRecordCodeTables } from './call-record-codes';
import { cardStatus } from './card-status';
import { dataPoolCodeTables } from './data-pool-codes';
import { complaintCodeTables } from './complaint-codes';
import { messageCodeTables } from './message-codes';
import { orderCodeTables } from './order-codes';
import { overTheAirProfileStatus } from './over-the-air-codes';
import { realNameCodeTables } from './real-name-codes';
import { remoteControlCodeTables } from './remote-control-codes';
import { reportCodeTables } from './report-codes';
import { ruleCodeTables } from './rule-codes';
import { taskCodeTables } from './task-codes';
import { vehicleCodeTables } from './vehicle-codes';

/**
 * Every code table by name, for lookups by name (status tags, dictionaries) and for the locale checks: the
 * tables of a file with one table, and each domain's record of tables whole.
 */
export const codeTables = {
  cardStatus,
  ...vehicleCodeTables,
  overTheAirProfileStatus,
  ...realNameCodeTables,
  ...taskCodeTables,
  ...orderCodeTables,
  ...dataPoolCodeTables,
  ...cardCodeTables,
  ...messageCodeTables,
  ...accountCodeTables,
  ...reportCodeTables,
  ...complaintCodeTables,
  ...ruleCodeTables,
  ...bindingCodeTables,
  ...billCodeTables,
  ...callRecordCodeTables,
  ...remoteControlCodeTables,
} as const;

export type CodeTableName = keyof typeof codeTables;
