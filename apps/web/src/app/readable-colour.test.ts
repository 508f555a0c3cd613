import { describe, expect, it } from 'vitest';
import { contrastRatio, minimumTextContrast, readableOn } from './readable-colour';

describe('readableOn', () => {
  it('keeps a colour that already reads', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it("darkens a light colour just enough to read on its background, keeping the hue's order", () => {
    const green = readableOn('#52c41a', '#f6ffed');
    expect(contrastRatio(green, '#f6ffed')).toBeGreaterThanOrEqual(minimumTextContrast);
    expect(contrastRatio(green, '#f6ffed')).toBeLessThan(minimumTextContrast + 0.3);
    const [red, greenChannel, blue] = [1, 3, 5].map((start) =>
      Number.parseInt(green.slice(start, start + 2), 16),
    );
    expect(greenChannel).toBeGreaterThan(red ?? 0);
    expect(red).toBeGreaterThan(blue ?? 0);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => readableOn('red', '#ffffff')).toThrow(/#rrggbb/);
  });
});
