import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, contrastRatio, themeVariables } from './theme';

describe('brand theme', () => {
  it('default reds and greens carry white text at AA', () => {
    for (const colour of [
      DEFAULT_THEME.primary,
      DEFAULT_THEME.primaryDark,
      DEFAULT_THEME.secondary,
      DEFAULT_THEME.secondaryDark,
    ]) {
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('falls back to the darker shade when the brand primary is too light for white text', () => {
    const vars = themeVariables({ ...DEFAULT_THEME, primary: '#e53935', primaryDark: '#b71c1c' });
    expect(vars['--color-primary']).toBe('#b71c1c');
  });

  it('keeps a brand primary that is dark enough', () => {
    expect(themeVariables({ ...DEFAULT_THEME, primary: '#c62828' })['--color-primary']).toBe(
      '#c62828',
    );
  });
});
