import type { OcrSetting } from './owner-documents';
import type { TrackerPace } from './registration-tracker';

/** The real-name module's settings. */
export interface RealNameConfig extends TrackerPace {
  /** How often the tracker sends waiting registrations and asks the carrier about sent ones. */
  pollMilliseconds: number;
  /** The OCR that reads owners' identity cards in the service hall. */
  ocr: OcrSetting;
  /** How long after a company's last scheduled status sync with the carrier the next one starts (daily). */
  syncIntervalMilliseconds: number;
  /** How often a process looks for companies whose scheduled sync is due: a daily run may start this late. */
  syncCheckMilliseconds: number;
}

function milliseconds(environment: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = environment[name];
  const value = raw === undefined || raw.trim() === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of milliseconds above 0, not ${raw}`);
  }
  return value;
}

/** SIMDESK_OCR_PROVIDER: offline (default, no network) or tencent-cloud with SIMDESK_TENCENT_SECRET_ID/_KEY. */
function ocrSetting(environment: NodeJS.ProcessEnv): OcrSetting {
  const provider = environment.SIMDESK_OCR_PROVIDER?.trim() || 'offline';
  if (provider === 'offline') return { provider };
  const { SIMDESK_TENCENT_SECRET_ID: secretId, SIMDESK_TENCENT_SECRET_KEY: secretKey } = environment;
  if (provider !== 'tencent-cloud' || !secretId || !secretKey) {
    throw new Error(
      'SIMDESK_OCR_PROVIDER must be offline, or tencent-cloud with SIMDESK_TENCENT_SECRET_ID and SIMDESK_TENCENT_SECRET_KEY',
    );
  }
  return {
    provider,
    secretId,
    secretKey,
    region: environment.SIMDESK_TENCENT_REGION?.trim() || 'ap-guangzhou',
  };
}

export function loadRealNameConfig(environment: NodeJS.ProcessEnv): RealNameConfig {
  return {
    ocr: ocrSetting(environment),
    pollMilliseconds: milliseconds(environment, 'SIMDESK_REAL_NAME_POLL_MS', 5_000),
    firstCheckMilliseconds: milliseconds(environment, 'SIMDESK_REAL_NAME_FIRST_CHECK_MS', 5_000),
    maximumCheckMilliseconds: milliseconds(environment, 'SIMDESK_REAL_NAME_MAXIMUM_CHECK_MS', 300_000),
    syncIntervalMilliseconds: milliseconds(environment, 'SIMDESK_REAL_NAME_SYNC_MS', 86_400_000),
    syncCheckMilliseconds: milliseconds(environment, 'SIMDESK_REAL_NAME_SYNC_CHECK_MS', 600_000),
  };
}
