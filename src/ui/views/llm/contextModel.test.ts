import { describe, expect, it } from 'vitest';
import { lessonRun, sourceRun } from '../../../../test/fixtures/lessonRuns';
import { LEAKY_HOST } from '../../../../test/fixtures/leakyHost';
import { TWO_ERAS_PROGRAM } from '../../../../test/fixtures/modernPrograms';
import { secretInHeaderAndBodyProgram, secretInUrlProgram } from '../../../../test/fixtures/secretPrograms';
import { llmContextOf } from './contextModel';

describe('llmContextOf', () => {
  it("is the host's context, entry by entry, with the tool list as the model sees it", async () => {
    const model = llmContextOf((await lessonRun('06-two-instances-one-name')).events);
    expect(model.hosts.map((h) => h.host)).toEqual(['tour-host']);
    const items = model.hosts[0].items;
    expect(items.map((i) => i.entry.type)).toEqual(['tools', 'user', 'tool-call', 'tool-result', 'assistant']);
    const tools = items[0].entry.type === 'tools' ? items[0].entry.tools : [];
    expect(tools.map((t) => t.name)).toEqual(['production__search_issues', 'staging__search_issues']);
    expect(tools[0].description).toBe("List a project's issues that are open or closed.");
    expect(items[2].server).toBe('gitlab “staging”');
    expect(items[3].server).toBe('gitlab “staging”');
    expect(model.leaksIntoContext).toEqual([]);
  });

  it('lists the credential a tool handler sent to the API, on the side the model never receives', async () => {
    for (const folder of ['04-what-the-model-sees', '07-discovery-is-not-permission']) {
      const model = llmContextOf((await lessonRun(folder)).events);
      const api = model.boundary.filter((g) => g.kind === 'api');
      expect(api.length, folder).toBeGreaterThan(0);
      expect(api[0].title, folder).toMatch(/^Sent to the API \S+ by gitlab's tool \w+$/);
      const authorization = api[0].values.find((v) => v.name === 'Authorization');
      expect(authorization?.value, folder).toMatch(/^Bearer glpa•+\w\w$/);
    }
  });

  it('puts beside it what the model never receives, credentials masked', async () => {
    const model = llmContextOf((await lessonRun('09-tokens-never-touch-the-model')).events);
    expect(model.hosts.map((h) => h.host)).toEqual(['host-stdio', 'host-http']);
    const env = model.boundary.find((g) => g.kind === 'environment');
    expect(env?.title).toBe('Environment of node gitlab-mcp.js');
    expect(env?.values).toEqual([
      { name: 'GITLAB_URL', value: 'https://gitlab.example.com' },
      { name: 'GITLAB_TOKEN', value: 'glpat-tour-3b7f90d2', masked: 'glpa••••••••••••d2' },
    ]);
    const headers = model.boundary.filter((g) => g.kind === 'headers');
    // The app's client, the one that puts the token in the URL, and the lesson's probe.
    expect(headers).toHaveLength(3);
    // Each request's headers apart: the first (initialize) has no session yet, a later one has.
    const requests = headers[0].requests!;
    expect(headers[0].values).toEqual([]);
    expect(requests[0].title).toBe('Request 1: POST initialize');
    expect(requests[0].values.find((v) => v.name === 'authorization')).toEqual({
      name: 'authorization',
      value: 'Bearer mcp-at-5c81e0f4a9',
      masked: 'Bearer mcp-•••••••••••a9',
    });
    expect(requests[0].values.find((v) => v.name === 'mcp-session-id')).toBeUndefined();
    expect(
      requests.find((r) => r.title.includes('tools/call'))?.values.find((v) => v.name === 'mcp-session-id'),
    ).toEqual({
      name: 'mcp-session-id',
      value: 'session-1',
    });
    const url = model.boundary.find((g) => g.kind === 'url');
    expect(url?.title).toBe('A credential in the URL https://mcp.acme.example/mcp?access_token=mcp-•••••••••••a9');
    expect(model.leaksElsewhere.map((l) => [l.label, l.where])).toEqual([
      ['MCP access token', 'url'],
      ['MCP access token', 'url'],
    ]);
    expect(model.leaksIntoContext).toEqual([]);
    expect(JSON.stringify(model.hosts)).not.toContain('mcp-at-5c81e0f4a9');
    expect(JSON.stringify(model.hosts)).not.toContain('glpat-tour-3b7f90d2');
  });

  it('reports a secret that reached the context, with the place it came from', async () => {
    const model = llmContextOf((await sourceRun(LEAKY_HOST)).events);
    expect(model.leaksIntoContext.map((leak) => [leak.label, leak.host, leak.where])).toEqual([
      ['GitLab token', 'leaky-host', 'the result of show_config, from debug-tools “debug”'],
      ['GitLab token', 'leaky-host', "the model's answer"],
    ]);
    const result = model.hosts[0].items.find((i) => i.entry.type === 'tool-result');
    expect(result?.leaks.map((l) => l.label)).toEqual(['GitLab token']);
  });

  it('has no host and no model for a bare client and server', async () => {
    const model = llmContextOf((await lessonRun('01-host-client-server')).events);
    expect(model.hosts).toEqual([]);
    expect(model.boundary).toEqual([]);
  });
});

describe('a marked secret in the endpoint URL', () => {
  it('is masked in the boundary titles, under a harmless parameter name and percent-encoded', async () => {
    const value = 'tour+SECRET/0123456789==';
    const { boundary } = llmContextOf((await sourceRun(secretInUrlProgram(value))).events);
    const titles = boundary.map((group) => group.title);
    expect(titles).toContain('HTTP headers the client sent to https://api.example/mcp?sig=tour••••••••••••3D');
    for (const title of titles) expect(title).not.toContain(encodeURIComponent(value));
  });
});

describe('the _meta envelope of 2026-07-28 requests', () => {
  it('is listed among what never reaches the model, for the modern connection only', async () => {
    const { boundary } = llmContextOf((await sourceRun(TWO_ERAS_PROGRAM)).events);
    const meta = boundary.filter((group) => group.kind === 'meta');
    expect(meta).toHaveLength(1);
    expect(meta[0].title).toBe('The _meta envelope on each request the client sent to deployer (server#1)');
    expect(meta[0].values).toEqual([
      { name: 'io.modelcontextprotocol/protocolVersion', value: '2026-07-28' },
      { name: 'io.modelcontextprotocol/clientInfo', value: '{"name":"modern-app","version":"1.0.0"}' },
      { name: 'io.modelcontextprotocol/clientCapabilities', value: '{"elicitation":{}}' },
    ]);
  });

  it('masks a value marked with secret() under a harmless header name, in every request that carried it', async () => {
    const model = llmContextOf((await sourceRun(secretInHeaderAndBodyProgram('tour-signing-key-77'))).events);
    const requests = model.boundary.filter((g) => g.kind === 'headers').flatMap((g) => g.requests ?? []);
    const notes = requests.flatMap((r) => r.values.filter((v) => v.name === 'x-note'));
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      expect(note.value).toBe('tour-signing-key-77');
      expect(note.masked).toMatch(/^tour•+77$/);
    }
    // Request titles name a tool call's subject: the marked value is masked there too.
    expect(JSON.stringify(model.boundary.map((g) => [g.title, g.requests?.map((r) => r.title)]))).not.toContain(
      'tour-signing-key-77',
    );
  });
});
