// `npm run build`: the console, the server and the carrier simulator, for a release (every one, stale or not).
// `npm start` builds only those older than their sources (scripts/lib/builds.mjs).
import { builds, runBuilds } from './lib/builds.mjs';

await runBuilds(builds);
