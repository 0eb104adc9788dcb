import { createServer } from 'node:net';

/** A port on 127.0.0.1 that nothing listens on (bound, then closed): connecting is refused. */
export function closedPort(): Promise<number> {
  return new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}
