import type { OperatorVo } from '@simdesk/contract';

/** The carrier administrator as the server describes them; tests override what they are about. */
export function testOperator(overrides: Partial<OperatorVo> = {}): OperatorVo {
  return {
    operatorId: 1,
    account: 'admin',
    username: 'Platform Administrator',
    avatar: null,
    mobile: '138****0000',
    hasMobile: true,
    mail: 'admin@example.com',
    companyId: 1,
    companyName: 'simdesk Mobile',
    deployType: 1,
    orgId: 1,
    orgIds: [1],
    orgName: 'simdesk Mobile',
    roleId: '1',
    roleName: 'Carrier super admin',
    rnPlatformUsage: 0,
    userAgreementAccepted: true,
    lastLoginTime: null,
    ...overrides,
  };
}
