import { z } from 'zod';

/** A code as stored and sent: most tables use numbers, a few (role types, ID documents) use strings. */
export type CodeValue = number | string;

/** One row of a code table: the code and the i18n key of its label. */
export interface CodeEntry<Name extends string, Code extends CodeValue> {
  readonly code: Code;
  readonly labelKey: CodeLabelKey<Name, Code>;
}

/** The i18n key of a code's label, in the `codes` namespace: `codes:<table>.<code>`. */
export type CodeLabelKey<Name extends string, Code extends CodeValue> = `codes:${Name}.${Code}`;

/**
 * Colours a code is drawn in (a status tag, a select option's dot): neutral names a UI kit maps; these are
 * Ant Design's tag presets. 'default' is grey.
 */
export const codeColours = [
  'default',
  'success',
  'processing',
  'warning',
  'error',
  'gold',
  'cyan',
  'orange',
  'purple',
  'blue',
] as const;
export type CodeColour = (typeof codeColours)[number];

/** The colour of each code by its name; codes left out are drawn 'default'. */
export type CodeColoursByName<ByName> = Readonly<Partial<Record<keyof ByName, CodeColour>>>;

/** A fixed list of codes with a name for each code, locale keys for labels and a zod schema. */
export interface CodeTable<Name extends string, ByName extends Readonly<Record<string, CodeValue>>> {
  readonly name: Name;
  /** Codes by their name in code, e.g. `cardStatus.byName.activated === 2`. */
  readonly byName: ByName;
  /** Rows in display order. */
  readonly entries: readonly CodeEntry<Name, ByName[keyof ByName]>[];
  readonly codes: readonly ByName[keyof ByName][];
  /** Accepts exactly the codes of the table (no string/number coercion). */
  readonly schema: z.ZodType<ByName[keyof ByName]>;
  has(code: unknown): code is ByName[keyof ByName];
  labelKeyOf<Code extends ByName[keyof ByName]>(code: Code): CodeLabelKey<Name, Code>;
  /** The colour declared for a code beside its table ('default' when none is). */
  colourOf(code: ByName[keyof ByName]): CodeColour;
}

/** The code type of a table, e.g. `CodeOf<typeof cardStatus>` is `1 | 2 | 4 | 6 | 7 | 8 | 9`. */
export type CodeOf<Table> = Table extends CodeTable<string, infer ByName> ? ByName[keyof ByName] : never;

/** Any code table, for registries and generic components. */
export type AnyCodeTable = CodeTable<string, Readonly<Record<string, CodeValue>>>;

/** Declares a code table; `byName` order is the display order; colours, when given, by the codes' names. */
export function defineCodeTable<
  const Name extends string,
  const ByName extends Readonly<Record<string, CodeValue>>,
>(name: Name, byName: ByName, colours?: CodeColoursByName<ByName>): CodeTable<Name, ByName> {
  type Code = ByName[keyof ByName];
  const codes = Object.values(byName) as Code[];
  const labelKeyOf = <Value extends Code>(code: Value): CodeLabelKey<Name, Value> => `codes:${name}.${code}`;
  const entries = codes.map((code) => ({ code, labelKey: labelKeyOf(code) }));
  const known = new Set<unknown>(codes);
  const colourByCode = new Map<unknown, CodeColour>(
    Object.entries(byName).map(([codeName, code]) => [
      code,
      colours?.[codeName as keyof ByName] ?? 'default',
    ]),
  );
  const [first, ...rest] = codes;
  if (first === undefined) throw new Error(`Code table ${name} has no codes`);
  return {
    name,
    byName: Object.freeze({ ...byName }),
    entries: Object.freeze(entries),
    codes: Object.freeze(codes),
    schema: z.literal([first, ...rest]) as z.ZodType<Code>,
    has: (code: unknown): code is Code => known.has(code),
    labelKeyOf,
    colourOf: (code) => colourByCode.get(code) ?? 'default',
  };
}

/** Code tables as a domain declares them: each table's codes by their names, in display order. */
export type CodeTableDeclarations = Readonly<Record<string, Readonly<Record<string, CodeValue>>>>;

/** The tables of a domain's declarations, each named after its key. */
export type CodeTablesOf<Tables extends CodeTableDeclarations> = {
  readonly [Name in keyof Tables & string]: CodeTable<Name, Tables[Name]>;
};

/** The colours of a domain's tables: per table, by the codes' names. */
export type CodeColoursByTable<Tables extends CodeTableDeclarations> = {
  readonly [Name in keyof Tables]?: CodeColoursByName<Tables[Name]>;
};

/**
 * Declares the code tables of one domain, each named after its key (`codes:<key>.<code>` labels); colours,
 * when given, per table. The domain's record goes into `codeTables` whole, so a new table is listed once.
 */
export function defineCodeTables<const Tables extends CodeTableDeclarations>(
  tables: Tables,
  colours: CodeColoursByTable<Tables> = {},
): CodeTablesOf<Tables> {
  const named = Object.entries(tables).map(([name, byName]) => [
    name,
    defineCodeTable(name, byName, colours[name as keyof Tables]),
  ]);
  // Each entry is the table of its own key with its own codes, which is what CodeTablesOf maps.
  return Object.freeze(Object.fromEntries(named)) as CodeTablesOf<Tables>;
}

/**
 * A declared state table: the states each state may move to. Moving to the same state is not a move; a state
 * with no way out is final.
 */
export function defineStateTable<Code extends number>(moves: Readonly<Record<Code, readonly Code[]>>) {
  return {
    moves,
    /** Whether a record may move from one state to another. */
    canMove: (from: Code, to: Code): boolean => moves[from].includes(to),
    /** The states a record in `from` may move to, for the buttons and forms that offer them. */
    nextStates: (from: Code): readonly Code[] => moves[from],
  };
}
