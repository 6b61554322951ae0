// The static server for the bench, in a worker thread. The bench's main thread is busy driving
// Chromium; a server sharing that event loop would note a response's last byte late and the
// byte count "before Run was ready" would come out too small. In its own thread the server's
// clock readings stay within a millisecond or so of the moment the bytes left.

import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { startStaticServer } from '../serve.mjs';

if (!isMainThread && workerData?.role === 'mcp-tour-bench-server') {
  const running = await startStaticServer({
    ...workerData.options,
    onResponse: (entry) => parentPort.postMessage({ type: 'response', entry }),
  });
  parentPort.on('message', async (message) => {
    // Messages arrive in order, so this reply follows every response reported before it.
    if (message.type === 'flush') parentPort.postMessage({ type: 'flushed', id: message.id });
    if (message.type === 'close') {
      await running.close();
      parentPort.postMessage({ type: 'closed' });
    }
  });
  parentPort.postMessage({ type: 'listening', port: running.port });
}

/**
 * Starts the server (gzip on, any free port on 127.0.0.1). responsesBetween(from, to) lists the
 * responses ({ path, status, bytes, finishedAt }) whose last byte left between two epoch-millisecond times.
 */
export async function startAccountingServer({ root, base }) {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { role: 'mcp-tour-bench-server', options: { root, base, port: 0, host: '127.0.0.1', gzip: true } },
  });
  const responses = [];
  const waiting = new Map();
  let nextId = 0;
  const port = await new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message) => {
      if (message.type === 'listening') resolve(message.port);
      else if (message.type === 'response') responses.push(message.entry);
      else waiting.get(message.type === 'flushed' ? message.id : message.type)?.();
    });
  });
  const roundTrip = (message, key) =>
    new Promise((resolve) => {
      waiting.set(key, resolve);
      worker.postMessage(message);
    });

  return {
    port,
    async responsesBetween(from, to) {
      const id = nextId++;
      await roundTrip({ type: 'flush', id }, id);
      return responses.filter((r) => r.finishedAt >= from && r.finishedAt <= to);
    },
    async close() {
      await roundTrip({ type: 'close' }, 'closed');
      await worker.terminate();
    },
  };
}
