import { defineCodeTables, type CodeOf } from './code-table';

/** Custom report tasks. */
export const reportCodeTables = defineCodeTables({
  /** What a custom report task collects. */
  customReportType: {
    cardDataUsage: 1,
    dataPoolUsage: 2,
    cardStatus: 3,
    realName: 4,
    bill: 5,
  },
  /** How often a custom report task runs. */
  reportExecuteCycle: {
    once: 1,
    daily: 2,
    weekly: 3,
    monthly: 4,
  },
});

export const { customReportType, reportExecuteCycle } = reportCodeTables;
export type CustomReportTypeCode = CodeOf<typeof customReportType>;
export type ReportExecuteCycleCode = CodeOf<typeof reportExecuteCycle>;
