// Card numbers as a pure function of (number plan, index), so the console's demo seed can create the very
// cards the simulator holds without asking it. Only the contract is imported: the console's demo seed imports
// this file as it is.
import { luhnCheckDigit } from '@simdesk/contract/rules';

/** The number blocks a carrier assigned to one enterprise account. */
export interface CardNumberPlan {
  /** 10 digits: 89 (telecom) 86 (China) 04 (China Mobile IoT) and the account's 4-digit block. */
  iccidPrefix: string;
  /** 5 digits: IoT numbers start with 1064; the fifth digit is the account's block. */
  msisdnPrefix: string;
  /** 7 digits: 460 (China) 04 (China Mobile IoT network) and the account's 2-digit block. */
  imsiPrefix: string;
}

/** The numbers that identify one card. */
export interface CardNumbers {
  /** 20 digits, the last a Luhn check digit. */
  iccid: string;
  /** 13 digits. */
  msisdn: string;
  /** 15 digits. */
  imsi: string;
}

/** The largest index a plan can number: the MSISDN and IMSI blocks have 8 digits left for it. */
export const maximumCardIndex = 99_999_999;

/** The plan of the demo account `simdesk-demo`, shared with the console's demo seed. */
export const demoCardNumberPlan: CardNumberPlan = {
  iccidPrefix: '8986042400',
  msisdnPrefix: '10648',
  imsiPrefix: '4600424',
};

const planDigits = { iccidPrefix: 10, msisdnPrefix: 5, imsiPrefix: 7 } as const;

/** Why a plan is not usable, or undefined when it is. */
export function numberPlanProblem(plan: CardNumberPlan): string | undefined {
  for (const [field, length] of Object.entries(planDigits) as [keyof CardNumberPlan, number][]) {
    if (!new RegExp(`^\\d{${length}}$`).test(plan[field])) return `${field} must be ${length} digits`;
  }
  if (!plan.iccidPrefix.startsWith('8986')) return 'iccidPrefix must start with 8986';
  if (!plan.msisdnPrefix.startsWith('1064')) return 'msisdnPrefix must start with 1064';
  if (!plan.imsiPrefix.startsWith('46004')) return 'imsiPrefix must start with 46004';
  return undefined;
}

/** The numbers of card `index` (0-based) in a plan. */
export function cardNumbers(plan: CardNumberPlan, index: number): CardNumbers {
  if (!Number.isInteger(index) || index < 0 || index > maximumCardIndex) {
    throw new RangeError(`card index must be a whole number from 0 to ${maximumCardIndex}`);
  }
  const iccidPayload = plan.iccidPrefix + String(index).padStart(9, '0');
  const serial = String(index).padStart(8, '0');
  return {
    iccid: iccidPayload + String(luhnCheckDigit(iccidPayload)),
    msisdn: plan.msisdnPrefix + serial,
    imsi: plan.imsiPrefix + serial,
  };
}

/** The numbers of demo card `index` (0-based), the same in the simulator and in the console's demo. */
export function demoCardNumbers(index: number): CardNumbers {
  return cardNumbers(demoCardNumberPlan, index);
}
