import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const BARE_RECONNECT = `      // TODO: the new process knows nothing of the old one's subscriptions. Start it with start(),
      // which listens again, instead of connecting a bare transport.
      await client.connect(new SimulatedStdioClientTransport({ command: 'node', args: ['build-server.js'], server: server.program }));`;
const RELISTEN = `      // The new process knows nothing of the old one's subscriptions: start() listens again.
      await start();`;
const RACE = `const gaveUp = await Promise.race([
  client.callTool({ name: 'run_build', arguments: {} }),
  new Promise((resolve) => setTimeout(() => resolve('gave up'), 200)),
]);
console.log('run_build:', JSON.stringify(gaveUp));`;
const CANCEL = `try {
  await client.callTool({ name: 'run_build', arguments: {} }, { signal: AbortSignal.timeout(200) });
} catch (error) {
  console.log('run_build cancelled:', String(error));
}`;

describeVariants(lesson, {
  cheats: [
    {
      name: 'listens again after the first crash only',
      source: edit(
        lesson.starter,
        [
          BARE_RECONNECT,
          `      if (!restartedOnce) {
        restartedOnce = true;
        await start();
      } else {
        await client.connect(new SimulatedStdioClientTransport({ command: 'node', args: ['build-server.js'], server: server.program }));
      }`,
        ],
        [
          'let subscriptions: McpSubscription[] = [];',
          'let subscriptions: McpSubscription[] = [];\nlet restartedOnce = false;',
        ],
        [RACE, CANCEL],
      ),
      fails: ['listens-again-after-restart'],
    },
    {
      name: 'listens again lazily, after the retried call',
      source: edit(
        lesson.starter,
        [
          '      return await client.callTool({ name, arguments: {} });',
          `      const result = await client.callTool({ name, arguments: {} });
      if (subscriptions.length === 0) subscriptions = [await client.listen({ toolsListChanged: true }), await client.listen({ resourceSubscriptions: ['build://status'] })];
      return result;`,
        ],
        [BARE_RECONNECT, `      subscriptions = [];\n${BARE_RECONNECT}`],
        [RACE, CANCEL],
      ),
      fails: ['listens-again-after-restart'],
    },
    {
      name: 'listens again, but stops waiting for the build instead of cancelling it',
      source: edit(lesson.starter, [BARE_RECONNECT, RELISTEN]),
      fails: ['cancelled-by-notification'],
      says: { 'cancelled-by-notification': 'notifications/cancelled' },
    },
    {
      name: 'stops the build by closing the connection',
      source: edit(
        lesson.starter,
        [BARE_RECONNECT, RELISTEN],
        [
          RACE,
          `const build = client.callTool({ name: 'run_build', arguments: {} }).catch((error) => String(error));
await new Promise((resolve) => setTimeout(resolve, 200));
await client.close();
console.log('run_build:', await build);`,
        ],
      ),
      fails: ['cancelled-by-notification'],
    },
  ],
  alternatives: [
    {
      name: 'a fresh Client for every process, restarted when its transport closes, and an AbortController',
      source: edit(
        lesson.starter,
        ['const client = new Client(', 'let client = new Client('],
        [
          BARE_RECONNECT,
          `      client = new Client({ name: 'ide', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
      client.setNotificationHandler('notifications/tools/list_changed', () => console.log('tools changed'));
      await start();`,
        ],
        [
          RACE,
          `const stop = new AbortController();
const timer = setTimeout(() => stop.abort('the user gave up'), 200);
const outcome = await client.callTool({ name: 'run_build', arguments: {} }, { signal: stop.signal }).then(
  () => 'finished',
  () => 'cancelled',
);
clearTimeout(timer);
console.log('run_build:', outcome);`,
        ],
      ),
    },
  ],
});
