import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { TOAST_LIFT_VAR, useToastLift } from './toast-lift';

function Footer() {
  return <div ref={useToastLift()}>Vai alla cassa</div>;
}

const lift = () => document.documentElement.style.getPropertyValue(TOAST_LIFT_VAR);

describe('toasts lifted above a footer', () => {
  it('sets the lift while the footer is on screen and drops it when it goes', () => {
    const { unmount } = render(<Footer />);
    // jsdom lays nothing out: the height is 0, but the variable is there.
    expect(lift()).toBe('0px');
    unmount();
    expect(lift()).toBe('');
  });
});
