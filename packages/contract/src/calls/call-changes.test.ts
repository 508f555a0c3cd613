import { describe, expect, it } from 'vitest';
import { allCalls } from './registry';

const paths = new Set(allCalls.map((call) => call.path));

describe('declared changes', () => {
  it('every mutating call says which answers it changes, and a read call says nothing', () => {
    const undeclared = allCalls.filter((call) => call.mutates && call.changes === undefined);
    const readsDeclaring = allCalls.filter((call) => !call.mutates && call.changes !== undefined);
    expect(undeclared.map((call) => call.path)).toEqual([]);
    expect(readsDeclaring.map((call) => call.path)).toEqual([]);
  });

  it('names only declared calls, each once, never the call itself', () => {
    for (const call of allCalls) {
      const changes = call.changes ?? [];
      expect(
        changes.filter((path) => !paths.has(path)),
        call.path,
      ).toEqual([]);
      expect(new Set(changes).size, call.path).toBe(changes.length);
      expect(changes, call.path).not.toContain(call.path);
    }
  });
});
