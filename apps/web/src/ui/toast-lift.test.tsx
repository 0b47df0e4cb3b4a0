import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { TOAST_LIFT_VAR, useToastLift } from './toast-lift';

function Lifting({ top, label }: { top: number; label: string }) {
  const lift = useToastLift();
  return (
    <div
      ref={(element) => {
        if (element) vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
        return lift(element);
      }}
    >
      {label}
    </div>
  );
}

const lift = () => document.documentElement.style.getPropertyValue(TOAST_LIFT_VAR);

describe('toasts lifted above what they must not cover', () => {
  it('sit above the highest of them while they are on screen, and drop when they go', () => {
    const bottom = window.innerHeight;
    const footer = render(<Lifting top={bottom - 120} label="Vai alla cassa" />);
    expect(lift()).toBe('120px');
    const notice = render(<Lifting top={bottom - 200} label="Installa l'app" />);
    expect(lift()).toBe('200px');
    notice.unmount();
    expect(lift()).toBe('120px');
    footer.unmount();
    expect(lift()).toBe('');
  });
});
