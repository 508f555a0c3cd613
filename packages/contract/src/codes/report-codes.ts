import { defineCodeTable, type CodeOf } from './code-table';

/** What a custom report task collects. */
export const customReportType = defineCodeTable('customReportType', {
  cardDataUsage: 1,
  dataPoolUsage: 2,
  cardStatus: 3,
  realName: 4,
  bill: 5,
});
export type CustomReportTypeCode = CodeOf<typeof customReportType>;

/** How often a custom report task runs. */
export const reportExecuteCycle = defineCodeTable('reportExecuteCycle', {
  once: 1,
  daily: 2,
  weekly: 3,
  monthly: 4,
});
export type ReportExecuteCycleCode = CodeOf<typeof reportExecuteCycle>;
