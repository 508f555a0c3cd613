import { defineCodeTables, type CodeOf } from './code-table';

/** Roles and companies. */
export const accountCodeTables = defineCodeTables({
  /** Role types; string codes because the leading zero is significant (spec §6). */
  roleType: {
    superAdministrator: '01',
    allNetwork: '02',
    province: '03',
    region: '60',
  },
  /** How a company's console is deployed; decides where the logo jumps home (spec §2). */
  deployType: {
    standard: 1,
    customPlatform: 2,
    apiOnly: 3,
    operations: 4,
  },
});

export const { roleType, deployType } = accountCodeTables;
export type RoleTypeCode = CodeOf<typeof roleType>;
export type DeployTypeCode = CodeOf<typeof deployType>;
