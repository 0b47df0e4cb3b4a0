import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ApiError } from '../lib/api';
import { ResponseMessageBox, failureMessages } from './response-message-box';

describe('ResponseMessageBox (SPEC §2: lists errors, warnings and infos)', () => {
  it('keeps its live regions in place while empty, so that a later message is announced', () => {
    const { container } = render(<ResponseMessageBox />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(container.textContent).toBe('');
  });

  it('shows errors as an alert, warnings and infos as a polite status, each in its own box', () => {
    render(
      <ResponseMessageBox
        errors={['Credenziali non valide.', 'Account bloccato.']}
        warnings="Il carrello contiene prodotti non disponibili."
        infos={['Profilo aggiornato.']}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Credenziali non valide.', 'Account bloccato.']);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Il carrello contiene prodotti non disponibili.');
    expect(status).toHaveTextContent('Profilo aggiornato.');
    expect(within(status).queryByText('Credenziali non valide.')).toBeNull();
  });

  it('shows a single message as a sentence, not a list, and its action beside the errors', () => {
    render(
      <ResponseMessageBox
        errors="La password non è corretta."
        errorAction={<a href="/reset-password-request">Recupera la password</a>}
        infos={null}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('La password non è corretta.');
    expect(within(alert).queryByRole('list')).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Recupera la password' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows no action while there is no error', () => {
    render(<ResponseMessageBox errorAction={<a href="/x">Azione</a>} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('failureMessages', () => {
  it("gives the server's words, every error of the envelope, each translated when a text exists", () => {
    const refused = new ApiError({
      status: 400,
      code: 'auth.invalid_credentials',
      message: 'E-mail o password non corrette.',
      errors: [
        { code: 'auth.invalid_credentials', error: 'E-mail o password non corrette.' },
        { code: 'x.unknown', error: 'Un secondo motivo.' },
      ],
    });
    expect(failureMessages(refused, 'Riprova.')).toEqual([
      'E-mail o password non corrette.',
      'Un secondo motivo.',
    ]);
  });

  it("gives the client's own text for a failure without an envelope, the fallback for anything else", () => {
    const offline = new ApiError({
      status: 0,
      code: 'network.unreachable',
      message: 'Sei offline.',
    });
    expect(failureMessages(offline, 'Riprova.')).toEqual(['Sei offline.']);
    expect(failureMessages(new Error('boom'), 'Riprova.')).toEqual(['Riprova.']);
    expect(failureMessages(null, 'Riprova.')).toEqual([]);
  });
});
