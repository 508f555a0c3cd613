import { z } from 'zod';
import { hasPage } from '../../access/access';
import { findDeclaredPage } from '../../pages/product-map';
import { lifecycleGroupMinimumSelected } from '../../rules/constants';

/** The page-config url (spec §7) under which each operator's lifecycle shortcuts are stored. */
export const lifecyclePageConfigUrl = 'ec-service-life-cycle';

/**
 * Version of the default shortcuts (the spec's "{ip}"). Raise it whenever the defaults change: stored settings
 * of another version are replaced by the new defaults on their next read.
 */
export const lifecycleShortcutsVersion = '2026.11.1';

/** Icons a shortcut may carry (drawn with Ant Design icons in the web). */
export const lifecycleIcons = [
  'simCard',
  'fileAdd',
  'import',
  'inbox',
  'container',
  'carryOut',
  'shoppingCart',
  'experiment',
  'fileDone',
  'cloudUpload',
  'idCard',
  'car',
  'swap',
  'medicineBox',
  'alert',
  'sync',
  'gift',
  'shop',
  'fund',
  'barChart',
  'stop',
  'mobile',
  'profile',
  'solution',
  'interaction',
] as const;
export type LifecycleIcon = (typeof lifecycleIcons)[number];

const localeKeyPattern = /^[a-z]+:[A-Za-z0-9_.-]+$/;
const pageCodeSchema = z.string().regex(/^[A-Za-z0-9-]{1,150}$/, 'expected a page code');

/** Splits 'process-equipment?storage=1' into the route name and its query. */
export function parseShortcutUrl(url: string): { routeName: string; query: Record<string, string> } {
  const [routeName = '', queryString = ''] = url.split('?', 2);
  return { routeName, query: Object.fromEntries(new URLSearchParams(queryString)) };
}

/** A shortcut url names a route of the registry (a group or a page), with an optional query. */
export function isShortcutUrl(url: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9-]*(\?[A-Za-z0-9_.=&%-]*)?$/.test(url)) return false;
  const routeName = parseShortcutUrl(url).routeName;
  const page = findDeclaredPage(routeName);
  // Only pages of the signed-in shell: never the sign-in pages or a path with parameters to fill.
  return page !== undefined && page.layout === 'main' && !page.path.includes(':');
}

export const lifecycleEntrySchema = z.strictObject({
  /** i18n key of the shortcut's label. */
  name: z.string().max(120).regex(localeKeyPattern, 'expected a locale key'),
  /** Route name with an optional query, e.g. 'process-equipment?storage=1'. */
  url: z.string().max(200).refine(isShortcutUrl, 'expected a route name of the console'),
  /** Shown to operators holding this code (or any of these codes). */
  pageCode: z.union([pageCodeSchema, z.array(pageCodeSchema).min(1).max(10)]),
  icon: z.enum(lifecycleIcons),
});
export type LifecycleEntry = z.infer<typeof lifecycleEntrySchema>;

const entryListSchema = z.array(lifecycleEntrySchema).max(40);

export const lifecycleGroupSchema = z
  .strictObject({
    /** i18n key of the group's title; also what identifies the group. */
    name: z.string().max(120).regex(localeKeyPattern, 'expected a locale key'),
    version: z.string().max(40),
    selectedList: entryListSchema.min(lifecycleGroupMinimumSelected, 'home:lifecycle.atLeastOne'),
    recommendList: entryListSchema,
    optionalList: entryListSchema,
  })
  .refine(
    (group) => {
      const urls = [...group.selectedList, ...group.recommendList, ...group.optionalList].map(
        (entry) => entry.url,
      );
      return new Set(urls).size === urls.length;
    },
    { error: 'a shortcut appears twice in one group' },
  );
export type LifecycleGroup = z.infer<typeof lifecycleGroupSchema>;

/** The five groups (spec §3), in the order the panel shows them. */
export const lifecycleGroupNames = [
  'home:lifecycle.groups.openCardStockIn',
  'home:lifecycle.groups.productionTestSale',
  'home:lifecycle.groups.salesOperations',
  'home:lifecycle.groups.transferRepair',
  'home:lifecycle.groups.scrap',
] as const;
export type LifecycleGroupName = (typeof lifecycleGroupNames)[number];

/** What page-config/update accepts for the lifecycle url: the five groups, in order, of the current version. */
export const lifecycleSettingsSchema = z
  .array(lifecycleGroupSchema)
  .length(lifecycleGroupNames.length, 'expected the five lifecycle groups')
  .refine((groups) => groups.every((group, position) => group.name === lifecycleGroupNames[position]), {
    error: 'expected the five lifecycle groups in their order',
  })
  .refine((groups) => groups.every((group) => group.version === lifecycleShortcutsVersion), {
    error: `expected version ${lifecycleShortcutsVersion} of the lifecycle shortcuts`,
  });

/** The page codes an entry asks for; an operator needs one of them. */
export function entryPageCodes(entry: LifecycleEntry): readonly string[] {
  return typeof entry.pageCode === 'string' ? [entry.pageCode] : entry.pageCode;
}

/** Shown when the operator holds one of the entry's codes and may open the route it leads to. */
export function isEntryVisible(entry: LifecycleEntry, granted: ReadonlySet<string>): boolean {
  const page = findDeclaredPage(parseShortcutUrl(entry.url).routeName);
  return (
    page !== undefined &&
    hasPage(granted, page.pageCode) &&
    entryPageCodes(entry).some((code) => granted.has(code))
  );
}

/**
 * The groups as one operator sees them (spec §6): each list keeps only the entries they may open, and a group
 * with nothing left to show is dropped.
 */
export function visibleLifecycleGroups(
  groups: readonly LifecycleGroup[],
  granted: ReadonlySet<string>,
): LifecycleGroup[] {
  const visible = (entries: readonly LifecycleEntry[]) =>
    entries.filter((entry) => isEntryVisible(entry, granted));
  return groups
    .map((group) => ({
      ...group,
      selectedList: visible(group.selectedList),
      recommendList: visible(group.recommendList),
      optionalList: visible(group.optionalList),
    }))
    .filter(
      (group) => group.selectedList.length + group.recommendList.length + group.optionalList.length > 0,
    );
}
