import { applyStatus, purchaseAllocateState, waybillState } from './order-codes';
import { cardCategory, cardEntrySource, cardResourceStatus, carrier, operationType } from './card-codes';
import { cardStatus } from './card-status';
import { customReportType, reportExecuteCycle } from './report-codes';
import {
  customerType,
  idDocumentType,
  realNameStatus,
  supplementaryRegistrationType,
} from './real-name-codes';
import { dataPoolGroupStatus, dataPoolGroupType, memberStatus } from './data-pool-codes';
import { deployType, roleType } from './account-codes';
import { messageTab, messageType } from './message-codes';
import { overTheAirProfileStatus } from './over-the-air-codes';
import { patchTaskState, taskStatus, taskType } from './task-codes';
import { vehicleStatus } from './vehicle-codes';

/** Every code table by name, for lookups by name (status tags, dictionaries) and for the locale checks. */
export const codeTables = {
  cardStatus,
  vehicleStatus,
  realNameStatus,
  taskStatus,
  taskType,
  applyStatus,
  waybillState,
  purchaseAllocateState,
  dataPoolGroupType,
  dataPoolGroupStatus,
  memberStatus,
  cardResourceStatus,
  overTheAirProfileStatus,
  patchTaskState,
  messageType,
  messageTab,
  roleType,
  deployType,
  carrier,
  customerType,
  supplementaryRegistrationType,
  cardEntrySource,
  operationType,
  cardCategory,
  customReportType,
  reportExecuteCycle,
  idDocumentType,
} as const;

export type CodeTableName = keyof typeof codeTables;
