import { describe, expect, it } from 'vitest';
import { colorTokens, contrastRatio } from './tokens.ts';

describe('colour tokens meet WCAG AA', () => {
  const backgrounds = [colorTokens.background, colorTokens.surface, colorTokens.surfaceMuted];

  it.each([
    ['text', colorTokens.text],
    ['textMuted', colorTokens.textMuted],
    ['primary', colorTokens.primary],
    ['link', colorTokens.link],
    ['accent', colorTokens.accent],
    ['error', colorTokens.error],
    ['success', colorTokens.success],
    ['warning', colorTokens.warning],
  ])('%s text reaches 4.5:1 on every background', (_name, color) => {
    for (const bg of backgrounds) expect(contrastRatio(color, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['error', colorTokens.error, colorTokens.errorSoft],
    ['success', colorTokens.success, colorTokens.successSoft],
    ['warning', colorTokens.warning, colorTokens.warningSoft],
    ['text on error toast', colorTokens.text, colorTokens.errorSoft],
    ['primary on accentSoft', colorTokens.primary, colorTokens.accentSoft],
  ])('%s reaches 4.5:1 on its soft background', (_name, color, bg) => {
    expect(contrastRatio(color, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('button text reaches 4.5:1 on the primary colour', () => {
    expect(contrastRatio(colorTokens.primaryText, colorTokens.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colorTokens.primaryText, colorTokens.primaryHover)).toBeGreaterThanOrEqual(4.5);
  });

  it('focus ring and input borders reach 3:1 against the page and surfaces', () => {
    for (const bg of backgrounds) {
      expect(contrastRatio(colorTokens.focus, bg)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(colorTokens.border, bg)).toBeGreaterThanOrEqual(3);
    }
  });
});
