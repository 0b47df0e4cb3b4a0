import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { recordEarlyTaps } from './early-taps';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function serverPage(ui: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

describe('recordEarlyTaps', () => {
  it('replays a tap on a button made before the page was hydrated, once', async () => {
    const onClick = vi.fn();
    const page = (
      <div>
        <button type="button" onClick={onClick}>
          Reparti
        </button>
      </div>
    );
    const container = serverPage(page);
    const replay = recordEarlyTaps(container);
    container.querySelector('button')!.click();

    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, page);
      });
      replay();
    });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("replays a tap on a menu's trigger as the press that opens it", async () => {
    const onPointerDown = vi.fn();
    const onClick = vi.fn();
    const page = (
      <div>
        <button type="button" aria-haspopup="menu" onPointerDown={onPointerDown} onClick={onClick}>
          Mario
        </button>
      </div>
    );
    const container = serverPage(page);
    const replay = recordEarlyTaps(container);
    container.querySelector('button')!.click();

    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, page);
      });
      replay();
    });
    expect(onPointerDown).toHaveBeenCalledTimes(1);
    expect(onPointerDown.mock.calls[0]![0]).toMatchObject({ button: 0 });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('leaves links, submit buttons and what is outside the app alone', async () => {
    const onClick = vi.fn();
    const page = (
      <form onSubmit={(event) => event.preventDefault()}>
        <button type="submit" onClick={onClick}>
          Cerca
        </button>
      </form>
    );
    const container = serverPage(page);
    const outside = document.createElement('button');
    outside.type = 'button';
    outside.addEventListener('click', onClick);
    document.body.append(outside);
    const replay = recordEarlyTaps(container);
    container.querySelector('button')!.addEventListener('click', (event) => event.preventDefault());
    container.querySelector('button')!.click();
    outside.click();
    onClick.mockClear();

    await act(async () => {
      root = hydrateRoot(container, page);
      replay();
    });
    expect(onClick).not.toHaveBeenCalled();
  });
});
