import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCardNumbers } from '../seed/demo-cards';
import { realNameOf } from '../test/real-name-fixtures';
import { signedInTestSim, type TestSim } from '../test/test-sim';

let sim: TestSim;
let token: string;

beforeAll(async () => {
  ({ sim, token } = await signedInTestSim({ seedCards: 10 }));
});
afterAll(() => sim.close());

describe('PUT /admin/real-name/:iccid', () => {
  it("changes the card's real-name status the carrier answers", async () => {
    const { iccid } = demoCardNumbers(3);
    const answer = await sim.admin('PUT', `/admin/real-name/${iccid}`, { realNameStatus: 3 });
    expect(answer.statusCode).toBe(200);
    expect((await realNameOf(sim, token, iccid)).realNameStatus).toBe(3);
  });

  it('refuses an unknown status and an unknown card, changing nothing', async () => {
    const { iccid } = demoCardNumbers(4);
    const before = (await realNameOf(sim, token, iccid)).realNameStatus;
    expect((await sim.admin('PUT', `/admin/real-name/${iccid}`, { realNameStatus: 9 })).statusCode).toBe(400);
    expect((await realNameOf(sim, token, iccid)).realNameStatus).toBe(before);
    const unknown = await sim.admin('PUT', '/admin/real-name/89860000000000009999', { realNameStatus: 2 });
    expect(unknown.statusCode).toBe(404);
  });
});
