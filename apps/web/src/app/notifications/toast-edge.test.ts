import { describe, expect, it } from 'vitest';
import { toastEdge } from './toast-edge';

// A 844 px phone: the toasts 55 px from the bottom, one toast up already, one coming.
const SCREEN = 844;
const RESERVED = 55;
const STACK = 160;

describe('where the toasts float', () => {
  it.each([
    ['nothing touched', null, 'bottom'],
    ['a card at the top of the screen', { top: 80, bottom: 420 }, 'bottom'],
    ['a card at the bottom of the screen', { top: 500, bottom: 840 }, 'top'],
    ['a drawer line just above the footer', { top: 560, bottom: 700 }, 'top'],
    ['a line in the middle', { top: 300, bottom: 440 }, 'bottom'],
  ] as const)('%s → %s', (_case, touched, edge) => {
    expect(toastEdge(touched, SCREEN, RESERVED, STACK)).toBe(edge);
  });

  it('counts the lift of a footer or a notice in the bottom band', () => {
    const line = { top: 420, bottom: 520 };
    expect(toastEdge(line, SCREEN, RESERVED, STACK)).toBe('bottom');
    expect(toastEdge(line, SCREEN, RESERVED + 200, STACK)).toBe('top');
  });
});
