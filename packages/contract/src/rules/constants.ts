const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/** Time-out of every API request (spec §9). */
export const requestTimeoutMilliseconds = 60 * second;

/** Time-out for loading a code-split chunk of the web app. */
export const chunkLoadTimeoutMilliseconds = 120 * second;

/** How often the open task drawer refreshes its list. */
export const taskDrawerPollMilliseconds = 2 * second;

/** Tasks shown in the task drawer (page 1 of the task list). */
export const taskDrawerPageSize = 10;

/** Page size of the message list call. */
export const messagePageSize = 100;

/** Testers that may run tests at the same time. */
export const maxConcurrentTesters = 5;

/** Images larger than this are recompressed before upload, within the bound and at the quality below. */
export const imageCompression = {
  thresholdBytes: 819_200,
  maxWidth: 1920,
  maxHeight: 1080,
  quality: 0.5,
} as const;

/** Whether an image of this size must be recompressed before upload. */
export function needsImageCompression(sizeBytes: number): boolean {
  return sizeBytes > imageCompression.thresholdBytes;
}

/** Each lifecycle shortcut group keeps at least this many selected items. */
export const lifecycleGroupMinimumSelected = 1;

/** Layout sizes in pixels: the side menu of one layout, the sidebar (open and collapsed) of the other. */
export const layoutSizes = {
  /** The header of both layouts (not in the spec; Ant Design Pro's compact header). */
  headerHeight: 56,
  sideMenuWidth: 224,
  sidebarWidth: 256,
  sidebarCollapsedWidth: 80,
} as const;

/** File names longer than this are cut in lists and shown whole in a tooltip. */
export const fileNameTooltipThreshold = 25;

/** Whether a file name is long enough to need a tooltip. */
export function needsFileNameTooltip(fileName: string): boolean {
  return Array.from(fileName).length > fileNameTooltipThreshold;
}

/** How long an account activation link stays valid. */
export const activationLinkLifetimeMilliseconds = 24 * hour;

/** People that may be invited at once. */
export const inviteLimit = 5;

/** Digits in an SMS verification code. */
export const smsCodeLength = 6;

/** How long an SMS verification code stays valid. */
export const smsCodeLifetimeMilliseconds = 5 * minute;
