// @module-tag pglite (row locks: 50 conflicting writes at once)
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeOrderRow } from '@simdesk/contract';
import { operators, organizations } from '../platform/database/schema';
import { cardChangeItems } from '../modules/sim-cards/testing';
import { accountAdminModule } from '../modules/account-admin';
import {
  cardsIn,
  changeCallsSince,
  lastCallLogId,
  startCardChangeWorld,
  type CardChangeWorld,
} from '../modules/sim-cards/testing';

/**
 * Conflicting writes arriving together: exactly one wins and the rest are refused, whatever the interleaving
 * (on PostgreSQL the requests really run at once on separate connections).
 */

const contenders = 50;

let world: CardChangeWorld;

beforeAll(async () => {
  world = await startCardChangeWorld({ alsoModules: [accountAdminModule] });
  // Signed in once beforehand, so the contenders race with their writes and not with 50 sign-ins.
  await world.client.call('demo.company', 'card-state/list', {});
});
afterAll(async () => {
  await world?.close();
});

describe('50 conflicting writes at once', () => {
  it('suspend one card: one order reaches the carrier, the others are refused as a change in progress', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    if (!card) throw new Error('no activated card');
    const since = await lastCallLogId(world);
    const answers = await Promise.all(
      Array.from({ length: contenders }, (_, attempt) =>
        world.client.call<ChangeOrderRow>('demo.company', 'simcard/change-card-status', {
          cardId: card.id,
          targetStatus: 4,
          reason: `contender ${attempt}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === '0')).toHaveLength(1);
    // Refused while the order is under way, or once it is done because the card already has that status.
    const refused = answers.filter((answer) => answer.status === '409' || answer.status === '400');
    expect(refused).toHaveLength(contenders - 1);
    const items = await world.testApp.database.db
      .select()
      .from(cardChangeItems)
      .where(eq(cardChangeItems.cardId, card.id));
    expect(items).toHaveLength(1);
    expect(await changeCallsSince(world, since)).toHaveLength(1);
  });

  it('add one account name: one operator is created, the others are refused', async () => {
    const account = 'race.operator';
    const [root] = await world.testApp.database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.companyId, world.makerId), isNull(organizations.parentId)));
    const answers = await Promise.all(
      Array.from({ length: contenders }, (_, attempt) =>
        world.client.call('demo.company', 'operator/add', {
          account,
          name: `Racer ${attempt}`,
          orgId: root?.id,
          roleId: '3',
          mobile: `1390000${String(1000 + attempt)}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === '0')).toHaveLength(1);
    expect(answers.every((answer) => answer.status === '0' || answer.status === '409')).toBe(true);
    const stored = await world.testApp.database.db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.account, account));
    expect(stored).toHaveLength(1);
  });
});
