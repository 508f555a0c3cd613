// Requests of the real-name platform for tests: valid by default, each part replaceable to force an outcome.
import { createHash } from 'node:crypto';
import {
  identityNumberCheckCharacter,
  socialCreditCodeCheckCharacter,
  vinCheckCharacter,
} from '@simdesk/contract';
import type { CardSeedProfile } from '../seed/card-seed-profile';
import { seededCards, waitForOrder, type TestSim } from './test-sim';

/** The SHA-256 of a text, as a photo's digest. */
export const digestOf = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A valid resident identity number (GB 11643) of someone born on 1985-06-15, told apart by `serial` (0–999). */
export function identityNumber(serial: number): string {
  const draft = `11010519850615${String(serial).padStart(3, '0')}`;
  return draft + (identityNumberCheckCharacter(`${draft}0`) ?? '');
}

/** The same number with a wrong check character. */
export const withWrongCheckCharacter = (number: string): string =>
  number.slice(0, -1) + (number.endsWith('1') ? '2' : '1');

/** A valid VIN of the test maker, told apart by `serial`. */
export function vinOf(serial: number): string {
  const draft = `LTESTVH00${String(serial).padStart(8, '0')}`;
  return `${draft.slice(0, 8)}${vinCheckCharacter(draft) ?? ''}${draft.slice(9)}`;
}

/** The same VIN with a wrong check character (position 9). */
export const vinWithWrongCheck = (vin: string): string =>
  `${vin.slice(0, 8)}${vin[8] === '1' ? '2' : '1'}${vin.slice(9)}`;

/** A valid unified social credit code, told apart by `serial`. */
export function socialCreditCode(serial: number): string {
  const draft = `91110000${String(serial).padStart(9, '0')}`;
  return draft + (socialCreditCodeCheckCharacter(draft) ?? '');
}

export interface OwnerRegistrationOptions {
  iccid: string;
  serial: number;
  vin?: string;
  documentNumber?: string;
  documentValidUntil?: string | null;
  score?: number;
  livenessPassed?: boolean;
  images?: Partial<{ documentFront: string; documentBack: string; livePhoto: string }>;
  extra?: Record<string, unknown>;
}

/** An owner registration that passes every check unless the options say otherwise. */
export function ownerRegistration(options: OwnerRegistrationOptions) {
  const { serial } = options;
  return {
    iccid: options.iccid,
    vin: options.vin ?? vinOf(serial),
    owner: {
      name: `Owner ${serial}`,
      documentType: 'A' as const,
      documentNumber: options.documentNumber ?? identityNumber(serial),
      documentValidUntil: options.documentValidUntil ?? '2040-01-01',
      address: 'No. 1 Test Road, Beijing',
      mobile: `139${String(serial).padStart(8, '0')}`,
    },
    imageDigests: {
      documentFront: digestOf(`front ${serial}`),
      documentBack: digestOf(`back ${serial}`),
      livePhoto: digestOf(`live ${serial}`),
      ...options.images,
    },
    faceCheck: { score: options.score ?? 93, livenessPassed: options.livenessPassed ?? true },
    supplementaryRegistrationType: 1 as const,
    ...options.extra,
  };
}

/** An enterprise registration of the test company (serial) with its responsible person. */
export function enterpriseRegistration(iccids: string[], serial: number, certificateNumber?: string) {
  return {
    iccids,
    company: {
      name: `Test Motors ${serial}`,
      certificateType: 'S' as const,
      certificateNumber: certificateNumber ?? socialCreditCode(serial),
    },
    responsiblePerson: {
      name: `Responsible ${serial}`,
      documentType: 'A' as const,
      documentNumber: identityNumber(500 + serial),
      mobile: `138${String(serial).padStart(8, '0')}`,
    },
  };
}

interface RealNameRow {
  realNameStatus: number;
  partyType: string | null;
  registeredAt: string | null;
  vin: string | null;
  refusalCode: string | null;
  refusalReason: string | null;
  awaitingVinReupload: boolean;
  pendingOrderNumber: string | null;
  reviewPending: boolean;
  reviewDueAt: string | null;
  [field: string]: unknown;
}

/** The card's row of the real-name status query. */
export async function realNameOf(sim: TestSim, token: string, iccid: string): Promise<RealNameRow> {
  const response = await sim.get(`/v1/query/sim-real-name-status?iccids=${iccid}`, token);
  if (response.statusCode !== 200) throw new Error(`status query answered ${response.body}`);
  return response.json<{ cards: RealNameRow[] }>().cards[0] as RealNameRow;
}

/** Posts a real-name change and waits for its order; fails the test on a refusal at once. */
export async function completedOrder(sim: TestSim, token: string, path: string, body: unknown) {
  const response = await sim.post(`/v1/real-name/${path}`, token, body);
  if (response.statusCode !== 200) throw new Error(`${path} answered ${response.body}`);
  const { orderNumber } = response.json<{ orderNumber: string }>();
  return { orderNumber, ...(await waitForOrder(sim, token, orderNumber)) };
}

/** The reason code of a one-card order's item, or 'success'. */
export async function outcomeOf(sim: TestSim, token: string, path: string, body: unknown) {
  const order = await completedOrder(sim, token, path, body);
  const item = order.items[0];
  return item?.state === 'success' ? 'success' : (item?.reasonCode ?? 'none');
}

/** Hands out seeded cards whose seed profile passes a test, each once, so tests do not share cards. */
export function seededCardPicker(seeded: number) {
  const used = new Set<string>();
  return (test: (profile: CardSeedProfile) => boolean): string => {
    const iccid = seededCards(seeded, test).find((candidate) => !used.has(candidate));
    if (!iccid) throw new Error('no seeded card left that passes the test');
    used.add(iccid);
    return iccid;
  };
}

/** How many orders and registrations hold the text anywhere in what the carrier stored of them. */
export async function storedAnywhere(sim: TestSim, text: string): Promise<number> {
  const rows = await sim.services.database.query<{ found: number }>(
    `SELECT (SELECT count(*) FROM carrier_sim.orders WHERE request::text LIKE $1)
       + (SELECT count(*) FROM carrier_sim.real_name_registrations registration
          WHERE to_jsonb(registration)::text LIKE $1) AS found`,
    [`%${text}%`],
  );
  return Number(rows[0]?.found);
}
