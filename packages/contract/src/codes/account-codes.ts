import { defineCodeTable, type CodeOf } from './code-table';

/** Role types; string codes because the leading zero is significant (spec §6). */
export const roleType = defineCodeTable('roleType', {
  superAdministrator: '01',
  allNetwork: '02',
  province: '03',
  region: '60',
});
export type RoleTypeCode = CodeOf<typeof roleType>;

/** How a company's console is deployed; decides where the logo jumps home (spec §2). */
export const deployType = defineCodeTable('deployType', {
  standard: 1,
  customPlatform: 2,
  apiOnly: 3,
  operations: 4,
});
export type DeployTypeCode = CodeOf<typeof deployType>;
