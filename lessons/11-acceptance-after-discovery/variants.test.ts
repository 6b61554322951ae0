import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const TODO = `  // TODO: the suite stops here. It does not yet check authentication, the state after a refused
  // write, repeated writes or shutdown — and release 1.5.0-rc.1 passes it. Add those tests.

  await client.close();`;
const STATE_AFTER_FAILURE = `  await t.test('state after failure: the refused issue is still open', async () => {
    assert.equal((await readIssue('acme/api', 1)).state, 'opened');
  });`;

describeVariants(lesson, {
  cheats: [
    {
      name: 'reads the refused issue back, but fails the release by its name',
      source: edit(lesson.solution, [
        STATE_AFTER_FAILURE,
        `  await t.test('state after failure: the refused issue is still open', async () => {
    await readIssue('acme/api', 1);
  });

  await t.test('release: not a release candidate', () => {
    assert.ok(!target.name.includes('-rc'), 'release candidates are not accepted');
  });`,
      ]),
      fails: ['catches-broken', 'judges-behaviour'],
    },
    {
      name: 'fails a release candidate inside a test that talks to the server',
      source: edit(lesson.solution, [
        STATE_AFTER_FAILURE,
        `  await t.test('state after failure: the refused issue is still open', async () => {
    await readIssue('acme/api', 1);
    assert.ok(!/-rc\\b/.test(client.getServerVersion()?.version ?? ''), 'release candidates are not accepted');
  });`,
      ]),
      fails: ['judges-behaviour'],
      says: { 'judges-behaviour': /correct release/ },
    },
    {
      name: 'knows the bad release by its exact version string',
      source: edit(lesson.solution, [
        STATE_AFTER_FAILURE,
        `  await t.test('state after failure: the refused issue is still open', async () => {
    await readIssue('acme/api', 1);
    assert.notEqual(client.getServerVersion()?.version, '1.5.0-rc.1');
  });`,
      ]),
      fails: ['judges-behaviour'],
      says: { 'judges-behaviour': /broken release/ },
    },
    {
      name: 'adds authentication and shutdown only',
      source: edit(lesson.starter, [
        TODO,
        `  await t.test('authentication: no token, no session', async () => {
    await assert.rejects(connect(target, null));
  });

  await t.test('shutdown', async () => {
    await transport.terminateSession();
  });
  await client.close();`,
      ]),
      fails: ['catches-broken', 'covers-acceptance'],
    },
    {
      name: 'asserts the refused issue ended closed (wrong on the good release)',
      source: edit(lesson.solution, [STATE_AFTER_FAILURE, STATE_AFTER_FAILURE.replace("'opened'", "'closed'")]),
      fails: ['passes-on-good'],
    },
  ],
  alternatives: [
    {
      name: 'other names and order: rejection and read-back in one test, shutdown checked through the transport',
      source: edit(lesson.starter, [
        TODO,
        `  await t.test('a foreign issue is refused and left untouched', async () => {
    const refused = await call('close_issue', { project: 'acme/api', iid: 1 });
    assert.strictEqual(refused.isError, true);
    const after = await readIssue('acme/api', 1);
    assert.strictEqual(after.state, 'opened', 'the refused close must not have changed the issue');
  });

  await t.test('closing is idempotent', async () => {
    const first = await call('close_issue', { project: 'acme/web', iid: 1 });
    const second = await call('close_issue', { project: 'acme/web', iid: 1 });
    assert.ok(!first.isError && !second.isError);
    assert.strictEqual((await readIssue('acme/web', 1)).state, 'closed');
  });

  await t.test('a client without a token is turned away', async () => {
    await assert.rejects(() => connect(target, null), { code: 401 });
  });

  await t.test('the session ends on DELETE', async () => {
    await transport.terminateSession();
    assert.equal(transport.sessionId, undefined);
  });
  await client.close();`,
      ]),
    },
  ],
});
