import { startAccountingServer } from '/work/main/scripts/bench/accountingServer.mjs';
import { measureTypesVisits } from '/work/main/scripts/bench/typesRun.mjs';
import os from 'node:os';
const dir = process.argv[2]; const n = Number(process.argv[3] ?? 3);
const server = await startAccountingServer({ root: dir, base: '/' });
const url = `http://127.0.0.1:${server.port}/lessons/host-client-server/`;
for (let i = 0; i < n; i++) {
  const r = await measureTypesVisits({ url, executablePath: '/usr/bin/chromium', repeatVisits: 2, timeoutMs: 40000 });
  console.log(JSON.stringify(r), 'load', os.loadavg()[0].toFixed(1));
}
await server.close();
