import { describe, expect, it } from 'vitest';
import enUs from '../locales/en-US/codes.json';
import ptBr from '../locales/pt-BR/codes.json';
import zhCn from '../locales/zh-CN/codes.json';
import zhTw from '../locales/zh-TW/codes.json';
import type { AnyCodeTable } from './code-table';
import { codeTables } from './code-tables';
import { cardCarrier, carrier } from './card-codes';

const locales: Record<string, unknown> = { 'en-US': enUs, 'zh-CN': zhCn, 'zh-TW': zhTw, 'pt-BR': ptBr };

/** Every leaf of a nested locale object as a dotted key. */
function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, child]) =>
    leafKeys(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

/** The text at a `codes:table.code` key, or undefined when missing or not a non-empty string. */
function labelAt(locale: unknown, labelKey: string): string | undefined {
  const [namespace, path = ''] = labelKey.split(':');
  if (namespace !== 'codes') return undefined;
  let node: unknown = locale;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

// Widened so each table can be checked by the same code.
const tables: [string, AnyCodeTable][] = Object.entries(codeTables);

describe('code tables', () => {
  it.each(tables)('%s is registered under its own name', (name, table) => {
    expect(table.name).toBe(name);
  });

  it.each(tables)('%s has unique codes and unique names', (_name, table) => {
    expect(new Set(table.codes).size).toBe(table.codes.length);
    expect(table.codes.length).toBe(Object.keys(table.byName).length);
  });

  it('carries the exact codes of spec §4', () => {
    expect(codeTables.cardStatus.codes).toEqual([1, 2, 4, 6, 7, 8, 9]);
    expect(codeTables.vehicleStatus.codes).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(codeTables.realNameStatus.codes).toEqual([0, 1, 2, 3, 4]);
    expect(codeTables.taskStatus.codes).toEqual([0, 1, 2, 3, 4, 5]);
    expect(codeTables.applyStatus.codes).toEqual([0, 1, 2, 3]);
    expect(codeTables.waybillState.codes).toEqual([0, 1, 2, 3, 4]);
    expect(codeTables.purchaseAllocateState.codes).toEqual([0, 1, 2, 3, 4]);
    expect(codeTables.dataPoolGroupStatus.codes).toEqual([2, 8, 9]);
    expect(codeTables.memberStatus.codes).toEqual([1, 2, 4, 9]);
    expect(codeTables.cardResourceStatus.codes).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(codeTables.overTheAirProfileStatus.codes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(codeTables.patchTaskState.codes).toEqual([0, 1, 2]);
    expect(codeTables.messageType.codes).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(codeTables.messageTab.codes).toEqual([0, 1, 2]);
    expect(codeTables.roleType.codes).toEqual(['01', '02', '03', '60']);
    expect(codeTables.deployType.codes).toEqual([1, 2, 3, 4]);
    expect(codeTables.idDocumentType.codes).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
      'I',
      'J',
      'K',
      'S',
      'T',
      'O',
      'N',
    ]);
  });

  it('maps names the spec gives to their codes', () => {
    expect(codeTables.cardStatus.byName.inventory).toBe(7);
    expect(codeTables.cardStatus.byName.preCancelled).toBe(8);
    expect(codeTables.messageType.byName.cardSeparatedFromVehicle).toBe(2);
    expect(codeTables.messageType.byName.trafficPoolAlarm).toBe(6);
    expect(codeTables.deployType.byName.apiOnly).toBe(3);
    expect(codeTables.roleType.byName.region).toBe('60');
    expect(carrier.byName.chinaMobile).toBe(1);
    expect(carrier.byName.chinaUnicom).toBe(2);
    expect(carrier.byName.chinaTelecom).toBe(3);
    expect(cardCarrier).toBe(carrier);
  });
});

describe('code labels in every locale', () => {
  const localeEntries = Object.entries(locales);

  it.each(localeEntries)('%s has a label for every code of every table', (_locale, texts) => {
    const missing = tables.flatMap(([, table]) =>
      table.entries
        .filter((entry) => labelAt(texts, entry.labelKey) === undefined)
        .map((entry) => entry.labelKey),
    );
    expect(missing).toEqual([]);
  });

  it.each(localeEntries)('%s has no label for a code that does not exist', (_locale, texts) => {
    const expected = tables.flatMap(([, table]) =>
      table.entries.map((entry) => entry.labelKey.slice('codes:'.length)),
    );
    expect(leafKeys(texts).sort()).toEqual(expected.sort());
  });

  it('all four locales have identical key sets', () => {
    const reference = leafKeys(enUs).sort();
    for (const texts of Object.values(locales)) expect(leafKeys(texts).sort()).toEqual(reference);
  });

  it('Chinese locales are not copies of English and differ where the scripts differ', () => {
    expect(labelAt(zhCn, codeTables.cardStatus.labelKeyOf(2))).toBe('已激活');
    expect(labelAt(zhTw, codeTables.cardStatus.labelKeyOf(2))).toBe('已啟用');
    expect(labelAt(enUs, codeTables.cardStatus.labelKeyOf(2))).toBe('Activated');
  });
});
