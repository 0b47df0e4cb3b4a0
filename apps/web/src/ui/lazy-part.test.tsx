import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

const module = { Greeting: ({ name }: { name: string }) => <p>Ciao {name}</p> };

describe('lazyPart', () => {
  it('renders the export it picks once its module has loaded', async () => {
    const Greeting = lazyPart(
      () => Promise.resolve(module),
      (m) => m.Greeting,
    );
    render(
      <Suspense fallback={<p>Caricamento</p>}>
        <Greeting name="Anna" />
      </Suspense>,
    );
    expect(await screen.findByText('Ciao Anna')).toBeInTheDocument();
  });

  it('fetches the module ahead of the render, and a failed fetch is tried again by the render', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(module);
    const Greeting = lazyPart(load, (m) => m.Greeting);
    Greeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    render(
      <Suspense fallback={<p>Caricamento</p>}>
        <Greeting name="Bruno" />
      </Suspense>,
    );
    expect(await screen.findByText('Ciao Bruno')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
