/** Facts the suite shares with the server it starts. */
export const e2ePort = Number(process.env.SIMDESK_E2E_PORT ?? 18080);
/** The carrier simulator beside the e2e server. */
export const e2eCarrierSimPort = Number(process.env.SIMDESK_E2E_CARRIER_SIM_PORT ?? 18090);
export const e2eDemoPassword = 'E2e-demo-pass-2026';

export function postgresUrl(): string {
  const url = process.env.SIMDESK_E2E_POSTGRES_URL;
  if (!url) throw new Error('SIMDESK_E2E_POSTGRES_URL is not set');
  return url;
}
