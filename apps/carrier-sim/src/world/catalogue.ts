// The carrier's fixed lists: what a card can be given and what the answers name.
import { carrier, type CarrierCode } from '@simdesk/contract';

/** The simulator is China Mobile's IoT platform (carrier code of the contract's carrier table). */
export const simulatedCarrier = { code: carrier.byName.chinaMobile, name: 'China Mobile IoT' } as const;

// Issuer codes of Chinese ICCIDs (89 86 then two digits): the carrier that issued a card.
const otherIssuers: Record<string, { code: CarrierCode; name: string }> = {
  '01': { code: carrier.byName.chinaUnicom, name: 'China Unicom IoT' },
  '06': { code: carrier.byName.chinaUnicom, name: 'China Unicom IoT' },
  '09': { code: carrier.byName.chinaUnicom, name: 'China Unicom IoT' },
  '03': { code: carrier.byName.chinaTelecom, name: 'China Telecom IoT' },
  '11': { code: carrier.byName.chinaTelecom, name: 'China Telecom IoT' },
  '15': { code: carrier.byName.chinaBroadnet, name: 'China Broadnet IoT' },
};

/**
 * The carrier that issued a card, by its ICCID's issuer code; China Mobile's (00, 02, 04, 07, 08 …) and any other
 * are the simulated carrier. An account numbered with another issuer's block plays a card of that carrier.
 */
export const issuingCarrier = (iccid: string): { code: CarrierCode; name: string } =>
  otherIssuers[iccid.slice(4, 6)] ?? simulatedCarrier;

export interface ApnDefinition {
  name: string;
  type: 'public' | 'private';
  enabledByDefault: boolean;
}

export const apnCatalogue: readonly ApnDefinition[] = [
  { name: 'CMIOT', type: 'public', enabledByDefault: true },
  { name: 'CMMTM', type: 'public', enabledByDefault: false },
  { name: 'simdesk.vpdn', type: 'private', enabledByDefault: true },
];

export interface PccPolicyDefinition {
  code: string;
  name: string;
  /** Addresses the policy lets through (empty: no white list). */
  whitelist: readonly string[];
  enabledByDefault: boolean;
}

export const pccPolicyCatalogue: readonly PccPolicyDefinition[] = [
  {
    code: 'PCC-TELEMATICS',
    name: 'Telematics priority QoS',
    whitelist: ['tsp.simdesk.example', 'ota.simdesk.example'],
    enabledByDefault: true,
  },
  {
    code: 'PCC-OTA-ONLY',
    name: 'Only firmware updates (OTA white list)',
    whitelist: ['ota.simdesk.example'],
    enabledByDefault: false,
  },
  {
    code: 'PCC-INFOTAINMENT',
    name: 'Infotainment streaming, throttled video',
    whitelist: [],
    enabledByDefault: false,
  },
];

/** OneLink network speed tiers (91–94). */
export const speedTiers = {
  91: '128 kbps',
  92: '1 Mbps',
  93: '10 Mbps',
  94: 'no limit',
} as const;
export type SpeedTier = keyof typeof speedTiers;
export const speedTierCodes = [91, 92, 93, 94] as const satisfies readonly SpeedTier[];

/** Why a card stopped (suspended or pre-cancelled). */
export const stopReasons = {
  '01': 'Suspended at the enterprise’s request',
  '02': 'Suspended: the data pool is used up',
  '03': 'Suspended by risk control: unusual use',
  '04': 'Suspended: real-name registration missing',
  '05': 'Pre-cancelled, awaiting cancellation',
} as const;
export type StopReasonCode = keyof typeof stopReasons;

export const ratePlans = [
  'IoT Vehicle 1 GB/month',
  'IoT Vehicle 5 GB/month',
  'IoT Vehicle 20 GB/month',
  'IoT Telematics 100 MB/month',
] as const;

/** Services a card can have switched on or off (OneLink's communication functions). */
export const serviceNames = ['voice', 'sms', 'data', 'internationalRoaming'] as const;
export type ServiceName = (typeof serviceNames)[number];

export const radioAccessTechnologies = ['4G', '4G', '4G', '4G', '5G', '5G', '3G', 'NB-IoT'] as const;

/** Type allocation codes of telematics modules; an IMEI is a TAC, a serial and a Luhn digit. */
export const moduleTypeAllocationCodes = [
  '86715904',
  '35328211',
  '86842703',
  '86083304',
  '35907510',
] as const;

export const roamingCountries = ['DE', 'FR', 'JP', 'TH', 'KZ', 'MN', 'RU', 'AE', 'SG', 'AU'] as const;
