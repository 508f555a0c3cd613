// The fences between modules (docs/architecture.md, "Fences"), as one ESLint rule over every import:
// - a server module imports another only through its entry file (index.ts), test code also through testing.ts;
// - the server platform imports no module, and nothing imports app.ts but the process entries;
// - no production file imports the carrier simulator, test support or the bulk seed (demo data aside);
// - nothing the app draws (pages, features, layouts, shell, components, routing) imports src/app/; a page
//   never imports another page's folder, and a feature no page.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const candidates = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The file a relative import names, or undefined when it is not found on disk. */
function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const suffix of candidates) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Where a file sits: its app and the path inside that app's src folder. */
function placeOf(file) {
  const normalized = file.split(path.sep).join('/');
  const match = /\/(apps\/(?:server|web))\/src\/(.*)$/.exec(normalized);
  return match ? { app: match[1], inner: match[2] } : undefined;
}

/** Test code: test files, test support, module testing entries and the test-only folders. */
function isTestCode(inner) {
  return (
    /\.test\.tsx?$/.test(inner) ||
    /-test-support\.tsx?$/.test(inner) ||
    /(^|\/)testing\.ts$/.test(inner) ||
    /(^|\/)test\//.test(inner) ||
    /^(security|reliability|scale-out|seed)\//.test(inner)
  );
}

/** Demo data: the demo seed of a module may read the simulator's demo fleet, so both hold the same cards. */
function isDemoCode(inner) {
  return /(^|\/)demo\//.test(inner) || /(^|\/)demo-[^/]*\.ts$/.test(inner);
}

function serverProblem(from, to, specifier) {
  const fromModule = /^modules\/([^/]+)\//.exec(from.inner)?.[1];
  if (to) {
    const toModule = /^modules\/([^/]+)\/(.*)$/.exec(to.inner);
    if (from.inner.startsWith('platform/') && (toModule || to.inner === 'modules/index.ts')) {
      return `the platform imports no module (${specifier})`;
    }
    if (toModule && toModule[1] !== fromModule) {
      const entry = toModule[2];
      if (entry === 'index.ts') return undefined;
      if (entry === 'testing.ts' && isTestCode(from.inner)) return undefined;
      return `import module ${toModule[1]} through its entry file, not ${specifier}`;
    }
    if (!isTestCode(from.inner) && isTestCode(to.inner)) {
      return `production code imports no test support or bulk seed (${specifier})`;
    }
    return undefined;
  }
  const simulator = specifier.startsWith('@simdesk/carrier-sim') || specifier.includes('carrier-sim/');
  if (simulator && !isTestCode(from.inner) && !isDemoCode(from.inner)) {
    return `production code does not import the carrier simulator (${specifier})`;
  }
  return undefined;
}

/** Web folders that the app draws: only app/ (bootstrap, router, page map) imports app/. */
const drawnByTheApp = new Set(['pages', 'features', 'layouts', 'shell', 'components', 'routing']);

function webProblem(from, to, specifier) {
  if (!to) return undefined;
  const fromTop = from.inner.split('/')[0];
  if (drawnByTheApp.has(fromTop) && to.inner.startsWith('app/')) {
    return `only src/app/ imports src/app/ (${specifier}): routing helpers live in src/routing/`;
  }
  if (fromTop === 'features' && to.inner.startsWith('pages/')) {
    return `a feature does not import a page (${specifier}): pages are drawn from features, not the other way`;
  }
  const fromPage = /^pages\/([^/]+\/[^/]+)\//.exec(from.inner)?.[1];
  const toPage = /^pages\/([^/]+\/[^/]+)\//.exec(to.inner)?.[1];
  if (fromPage && toPage && fromPage !== toPage) {
    return `a page does not import another page (${specifier}): move what both use to features/`;
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleFences = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps modules, platform, pages and test code inside their fences' },
    messages: { fence: '{{problem}}' },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const resolved = specifier.startsWith('.') ? resolveRelative(context.filename, specifier) : undefined;
      const intoSimulator = resolved?.split(path.sep).join('/').includes('/apps/carrier-sim/');
      const to = resolved ? placeOf(resolved) : undefined;
      if (resolved && !intoSimulator && to?.app !== from.app) return;
      const problem =
        from.app === 'apps/server' ? serverProblem(from, to, specifier) : webProblem(from, to, specifier);
      if (problem) context.report({ node: node.source, messageId: 'fence', data: { problem } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const fencesPlugin = { rules: { 'module-fences': moduleFences } };
