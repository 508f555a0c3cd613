import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const contractModules = path.resolve(import.meta.dirname, '../../packages/contract/src/modules');
/** A module's call files, in its folder or a domain folder below (module-calls.ts beside them is no call file). */
const callFilePattern = /[\\/].+-calls\.ts$/;
/** The id suffix of a call file as declared (with its zod schemas), loaded only when a form asks for it. */
const declaredQuery = '?declared';

/** What a call is to the browser besides its schemas: all a request, a cache key or a refresh needs. */
const addressKeys = ['path', 'method', 'access', 'paged', 'mutates', 'changes'] as const;

function isCallDefinition(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && 'path' in value && 'access' in value && 'obj' in value
  );
}

/** Texts, numbers and lists of them: written into the address file as they are. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlainData);
}

/**
 * The call file as the browser gets it: each call's address with a loader of its declaration, plain data
 * as it is, and anything else (schemas, functions) from the declared file, which only then is bundled.
 */
function addressFile(file: string, exports: Record<string, unknown>): string {
  const declared = JSON.stringify(`${file}${declaredQuery}`);
  const lines: string[] = [];
  const others: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (isCallDefinition(value)) {
      const address = Object.fromEntries(addressKeys.map((key) => [key, value[key]]));
      lines.push(
        `export const ${name} = { ...${JSON.stringify(address)}, ` +
          `declaration: () => import(${declared}).then((module) => module.${name}) };`,
      );
    } else if (isPlainData(value)) lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    else others.push(name);
  }
  if (others.length > 0) lines.push(`export { ${others.join(', ')} } from ${declared};`);
  return lines.join('\n');
}

/** Every call file's exports, evaluated once in one module runner. */
async function evaluateCallFiles(): Promise<Map<string, Record<string, unknown>>> {
  const files = readdirSync(contractModules, { recursive: true, encoding: 'utf8' })
    .filter((name) => callFilePattern.test(name))
    .map((name) => path.join(contractModules, name));
  const folder = mkdtempSync(path.join(tmpdir(), 'simdesk-call-addresses-'));
  const aggregate = path.join(folder, 'call-files.ts');
  writeFileSync(
    aggregate,
    files.map((file, index) => `export * as f${index} from ${JSON.stringify(file)};\n`).join(''),
  );
  try {
    const { module } = await runnerImport<Record<string, Record<string, unknown>>>(aggregate);
    return new Map(files.map((file, index) => [file, { ...module[`f${index}`] }]));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * In the browser a call is sent by its path, cached by its path and refreshes what its `changes` name: its zod
 * schemas matter only to a form that validates with them. In the production build, each contract call file
 * becomes its calls' addresses, so a page (and the login) bundles no schema it does not use; a form loads the
 * declaration it validates with (useDeclaredCall). The contract stays the one declaration: the addresses are
 * read from it at build time. Tests and the dev server use the declarations themselves.
 */
export function callAddresses(): Plugin {
  let callFiles = new Map<string, Record<string, unknown>>();
  return {
    name: 'simdesk-call-addresses',
    apply: 'build',
    enforce: 'pre',
    buildStart: async () => {
      callFiles = await evaluateCallFiles();
    },
    // A declared call file imports other call files as declared too (a schema may reuse another call's).
    async resolveId(source, importer, options) {
      if (!importer?.endsWith(declaredQuery)) return null;
      const resolved = await this.resolve(source, importer.slice(0, -declaredQuery.length), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || !callFiles.has(resolved.id)) return resolved;
      return { id: `${resolved.id}${declaredQuery}`, moduleSideEffects: false };
    },
    load(id) {
      if (id.endsWith(declaredQuery)) {
        const file = id.slice(0, -declaredQuery.length);
        return { code: readFileSync(file, 'utf8'), moduleType: 'ts', moduleSideEffects: false };
      }
      const exports = callFiles.get(id);
      return exports ? { code: addressFile(id, exports), moduleSideEffects: false } : null;
    },
  };
}
