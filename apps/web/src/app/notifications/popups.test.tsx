import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessagePopupHost, showPopup } from './popups';

describe('message popups', () => {
  it('renders nothing until the first message, then shows the messages one at a time', async () => {
    const { container } = render(<MessagePopupHost />);
    expect(container).toBeEmptyDOMElement();

    act(() => {
      showPopup({ kind: 'error', code: 'msg.cart.availability.errors', text: 'Prodotto esaurito' });
      showPopup({ kind: 'error', code: 'msg.cart.availability.errors', text: 'Quantità ridotta' });
    });
    // The dialog's module loads with this first message: it opens with the focus in it.
    let dialog = await screen.findByRole('dialog', { name: 'Attenzione' });
    expect(dialog).toHaveTextContent('Prodotto esaurito');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ho capito' }));
    dialog = await screen.findByRole('dialog', { name: 'Attenzione' });
    await waitFor(() => expect(dialog).toHaveTextContent('Quantità ridotta'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ho capito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
