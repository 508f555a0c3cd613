/** WCAG 2 AA: normal-size text needs this contrast against what lies behind it. */
export const minimumTextContrast = 4.5;

type Channels = readonly [number, number, number];

function channelsOf(hex: string): Channels {
  const digits = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (digits === undefined) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hexOf(channels: Channels): string {
  return `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance(channels: Channels): number {
  const [red, green, blue] = channels.map((channel) => {
    const share = channel / 255;
    return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  }) as unknown as Channels;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG contrast ratio of two #rrggbb colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [
    relativeLuminance(channelsOf(foreground)),
    relativeLuminance(channelsOf(background)),
  ].sort((first, second) => second - first) as unknown as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const readable = new Map<string, string>();

/**
 * The colour itself when text in it reads on the background, else the same hue darkened just enough: a
 * chosen primary colour or a tag's text keeps its look and meets WCAG AA.
 */
export function readableOn(foreground: string, background: string, minimum = minimumTextContrast): string {
  const key = `${foreground}/${background}/${minimum}`;
  const known = readable.get(key);
  if (known !== undefined) return known;
  const channels = channelsOf(foreground);
  let candidate = foreground;
  // Mix toward black in 1 % steps; black meets any ratio a light background allows.
  for (let share = 0.01; share <= 1 && contrastRatio(candidate, background) < minimum; share += 0.01) {
    candidate = hexOf(channels.map((channel) => channel * (1 - share)) as unknown as Channels);
  }
  readable.set(key, candidate);
  return candidate;
}
