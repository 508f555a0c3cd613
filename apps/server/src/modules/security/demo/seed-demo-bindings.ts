import { luhnCheckDigit } from '@simdesk/contract/rules';
import type { Database } from '../../../platform/database/connect';
import type { DemoWorld } from '../../../platform/demo/demo-world';
import { storedImeiSightings, type ImeiSighting } from '../../sim-cards';
import { detectSeparations } from '../separation-detection';

const millisecondsPerDay = 24 * 60 * 60 * 1000;

/** Another device of the same maker as `imei`: its TAC, another serial, a valid check digit. */
function otherDevice(imei: string, salt: number): string {
  const serial = (Number(imei.slice(8, 14)) + 104_729 * salt) % 1_000_000;
  const body = `${imei.slice(0, 8)}${String(serial).padStart(6, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

/**
 * The maker's fitted cards bound to the device they first came up in (a month ago), then every 25th seen in
 * another device since (a separation and its message), and one of those back in its own device.
 */
export async function seedDemoBindings(db: Database, world: DemoWorld): Promise<void> {
  const now = Date.now();
  const firstSeen = new Date(now - 30 * millisecondsPerDay);
  const sightings = await storedImeiSightings(db, world.makerCompanyId, firstSeen);
  await detectSeparations(db, sightings);
  const leaving = sightings.filter((_, index) => index % 25 === 3);
  // Oldest first, so the history's order (newest recorded first) is also the order in time.
  const moved: ImeiSighting[] = leaving.map((sighting, index) => ({
    ...sighting,
    imei: otherDevice(sighting.imei, index + 1),
    seenSince: new Date(now - ((leaving.length - index) * 2 + 1) * millisecondsPerDay).toISOString(),
    cellArea: `LAC ${4100 + index} / CI ${21_000 + index * 37}`,
  }));
  await detectSeparations(db, moved);
  const [back] = leaving;
  if (back) {
    await detectSeparations(db, [{ ...back, seenSince: new Date(now - 3_600_000).toISOString() }]);
  }
}
