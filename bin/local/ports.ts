/** Port probing for the public port (must be free) and the internal ports of the stand-ins. */
import { createServer } from 'node:net';

/** True when nothing listens on the port (checked the way our server will bind: all interfaces). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const probe = createServer();
    probe.once('error', () => resolvePromise(false));
    probe.once('listening', () => probe.close(() => resolvePromise(true)));
    probe.listen(port);
  });
}

/** A port the OS says is free right now on the loopback interface. */
export function findFreePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePromise(port));
    });
  });
}
