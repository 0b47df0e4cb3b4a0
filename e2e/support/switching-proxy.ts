import net from 'node:net';

/**
 * One address in front of a shop that can be swapped for another, as a deploy swaps
 * the server behind a domain: the browser keeps its origin (its service worker, its
 * caches and its storage), the answers come from the shop switched to. A switch drops
 * the open connections, as a restart would.
 */
export interface SwitchingProxy {
  origin: string;
  switchTo(port: number): void;
  close(): Promise<void>;
}

export async function switchingProxy(port: number, target: number): Promise<SwitchingProxy> {
  let upstreamPort = target;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(upstreamPort, '127.0.0.1');
    const end = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        open.delete(socket);
      }
    };
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', end).on('close', end);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const dropAll = () => open.forEach((socket) => socket.destroy());
  return {
    origin: `http://localhost:${port}`,
    switchTo(next) {
      upstreamPort = next;
      dropAll();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        dropAll();
      }),
  };
}
