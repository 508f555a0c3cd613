import type { Database } from '../../platform/database/connect';
import { defineExtensionPoint } from '../../platform/modules/extension-point';

/** Rows of another module that belong to an org: they keep it from being deleted and follow its moves. */
export interface OrgContents {
  /** What the rows are, after their count in a refusal: 'SIM card(s)'. */
  label: string;
  /** How many rows the org holds itself (not its children). */
  countIn(db: Database, orgId: number): Promise<number>;
  /** Rows that copy their org's path: rewritten in the mover's transaction when a subtree moves. */
  movePaths?(db: Database, companyId: number, oldPath: string, newPath: string): Promise<void>;
}

/** Modules whose rows sit in orgs contribute here. */
export const orgContentsPoint = defineExtensionPoint<OrgContents>('organization.contents');
