/** What the platform's demo seed made before the modules add theirs: the demo companies of the README. */
export interface DemoWorld {
  /** simdesk Mobile, the carrier: its all-net operators see across companies. */
  carrierCompanyId: number;
  /** Aurora Motors, the car maker most demo data belongs to. */
  makerCompanyId: number;
  /** Fleetlink, the API-only customer. */
  apiCompanyId: number;
  /** The environment the seed runs in (where the carrier simulator listens, the secret key). */
  environment: NodeJS.ProcessEnv;
}
