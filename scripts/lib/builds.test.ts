import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIsStale, builds, nodeApps, root } from './builds.mjs';

const folder = '.test-runtime/builds-test';
const sourceFile = `${folder}/source/main.ts`;
const outputFile = `${folder}/dist/main.js`;
const target = { output: outputFile, sources: [`${folder}/source`] };

function write(file: string, secondsAgo: number) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), '');
  const at = new Date(Date.now() - secondsAgo * 1000);
  // A folder counts as changed when a file was added to it, so it takes the file's time too.
  for (const changed of [file, path.dirname(file)]) utimesSync(path.join(root, changed), at, at);
}

afterAll(() => rmSync(path.join(root, folder), { recursive: true, force: true }));

describe('builds', () => {
  it('copies folders that exist: the files the bundles read beside themselves at run time', () => {
    for (const app of Object.values(nodeApps)) {
      for (const from of Object.keys(app.runtimeFolders))
        expect(existsSync(path.join(root, from))).toBe(true);
    }
  });

  it('builds every node app that npm start runs', () => {
    const outputs = builds.map((build) => build.output);
    for (const app of Object.values(nodeApps)) expect(outputs).toContain(`${app.folder}/main.js`);
  });

  it('is stale without its output, or when a source changed after it was built', () => {
    write(sourceFile, 60);
    expect(buildIsStale(target)).toBe(true);
    write(outputFile, 30);
    expect(buildIsStale(target)).toBe(false);
    write(sourceFile, 0);
    expect(buildIsStale(target)).toBe(true);
  });
});
