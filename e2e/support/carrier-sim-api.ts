import type { APIRequestContext } from '@playwright/test';
import { e2eCarrierSimPort } from './environment';

/** What the carrier says of a card's device: the IMEI the network sees and the one the card is bound to. */
export interface CarrierDeviceState {
  iccid: string;
  imei: string | null;
  boundImei: string | null;
  bindStatus: 'bound' | 'separated' | 'unbound';
}

/** The carrier's own queries at most name this many cards at once. */
const carrierBatch = 100;

/**
 * The carrier simulator's API as the demo carrier account reads it: for a set-up step that needs the carrier's
 * view of many cards at once (the console asks it one card at a time).
 */
export class CarrierSimApi {
  private token: string | undefined;
  private readonly baseUrl = `http://127.0.0.1:${e2eCarrierSimPort}`;

  constructor(private readonly request: APIRequestContext) {}

  private async signIn(): Promise<string> {
    const response = await this.request.post(`${this.baseUrl}/v1/auth/token`, {
      data: { appId: 'simdesk-demo', password: 'carrier-demo-pass' },
    });
    const { token } = (await response.json()) as { token?: string };
    if (!token) throw new Error(`the carrier simulator refused the sign-in: ${response.status()}`);
    return token;
  }

  async deviceStates(iccids: readonly string[]): Promise<CarrierDeviceState[]> {
    this.token ??= await this.signIn();
    const states: CarrierDeviceState[] = [];
    for (let start = 0; start < iccids.length; start += carrierBatch) {
      const batch = iccids.slice(start, start + carrierBatch).join(',');
      const response = await this.request.get(`${this.baseUrl}/v1/query/sim-device-state?iccids=${batch}`, {
        headers: { authorization: `Bearer ${this.token}` },
      });
      states.push(...((await response.json()) as { cards: CarrierDeviceState[] }).cards);
    }
    return states;
  }
}
