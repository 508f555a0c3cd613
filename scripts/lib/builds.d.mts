// Types of builds.mjs for the TypeScript that imports it (the e2e suite's Playwright config).
export interface NodeApp {
  source: string;
  folder: string;
  runtimeFolders: Record<string, string>;
}
export interface Build {
  name: string;
  output: string;
  sources: string[];
  run(): Promise<void> | void;
  bundlesWithEsbuild?: boolean;
}
export declare const root: string;
export declare const builds: Build[];
export declare function buildIsStale(target: Pick<Build, 'output' | 'sources'>): boolean;
export declare const nodeApps: { server: NodeApp; carrierSim: NodeApp };
export declare function compiledEntry(app: NodeApp): string;
export declare function compiledCommand(app: NodeApp): [string, string[]];
export declare function compiledCommandLine(app: NodeApp): string;
