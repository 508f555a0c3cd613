// Types of chromium.mjs for the TypeScript that imports it (the e2e suite's Playwright config).
export declare const chromiumPath: string;
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
export declare function ensureChromium(log?: (message: string) => void): void;
