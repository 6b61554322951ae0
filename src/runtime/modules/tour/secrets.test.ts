import { describe, expect, it } from 'vitest';
import {
  secretInHeaderAndBodyProgram,
  secretInUrlProgram,
  secretToModelProgram,
} from '../../../../test/fixtures/secretPrograms';
import { runInNode } from '../../node/runInNode';
import { MAX_MARKED_SECRETS } from './secrets';
import { MAX_SECRET_FORMS, mask, maskSecrets, secretForms } from '../../trace/credentials';
import type { RunRecord, SecretLeakEvent, SecretMarkedEvent } from '../../trace/events';

// mcp-tour/secrets finds a marked value however it is spelled where it leaks: percent-encoded in a
// URL (encodeURIComponent, or a form's `+` for a space), escaped inside the JSON of the model's context.

async function leaksOf(source: string): Promise<SecretLeakEvent[]> {
  const record: RunRecord = await runInNode(source, { timeLimitMs: 20_000 });
  if (record.status !== 'ok') throw new Error(`run failed: ${JSON.stringify(record.error)}`);
  return record.events.filter((e): e is SecretLeakEvent => e.kind === 'secret-leak');
}

describe('secretForms and maskSecrets', () => {
  it('spells a secret as written, percent-encoded both ways, and JSON-escaped', () => {
    expect(secretForms('tour+SECRET/01 23==')).toEqual(
      expect.arrayContaining([
        'tour+SECRET/01 23==',
        'tour%2BSECRET%2F01%2023%3D%3D',
        'tour%2BSECRET%2F01+23%3D%3D',
        'tour+SECRET/01%2023==',
      ]),
    );
    expect(secretForms('tok"en\\x-1234')).toContain('tok\\"en\\\\x-1234');
    expect(secretForms('plain-token-1234')).toEqual(['plain-token-1234']);
  });

  it('masks every spelling, under any name, and leaves the rest as it was', () => {
    const forms = secretForms('tour+SECRET/0123456789==');
    const url = `https://api.example/mcp?sig=${encodeURIComponent('tour+SECRET/0123456789==')}&page=2`;
    expect(maskSecrets(url, forms)).toBe(
      `https://api.example/mcp?sig=${mask('tour%2BSECRET%2F0123456789%3D%3D')}&page=2`,
    );
    expect(maskSecrets('no secret here', forms)).toBe('no secret here');
  });

  it('masks in one pass: the longest spelling wins, signs of patterns are plain text, and a flood of spellings is capped', () => {
    expect(maskSecrets('a+b.c* and a+b', ['a+b', 'a+b.c*'])).toBe(`${mask('a+b.c*')} and ${mask('a+b')}`);
    expect(maskSecrets('axb', ['a.b'])).toBe('axb');
    const flood = Array.from({ length: 60_000 }, (_, i) => `form-${i}-padding`);
    const text = `${flood[0]} ${flood[MAX_SECRET_FORMS + 5]}`;
    expect(maskSecrets(text, flood)).toBe(`${mask(flood[0]!)} ${flood[MAX_SECRET_FORMS + 5]}`);
  });
});

describe('a marked secret found where it leaked', () => {
  for (const value of ['tourSECRET0123456789abcd', 'tour+SECRET/0123456789==', 'tour SECRET 0123456789']) {
    it(`in a URL under a harmless name, sent by URLSearchParams: ${value}`, async () => {
      const leaks = (await leaksOf(secretInUrlProgram(value))).filter((leak) => leak.where === 'url');
      expect(leaks.length).toBeGreaterThan(0);
      const sent = new URLSearchParams({ sig: value }).toString().slice('sig='.length);
      for (const leak of leaks) expect(leak).toMatchObject({ label: 'signing key', appearedAs: [sent] });
    });
  }

  for (const value of ['glpat-tour-4f9a2c7e1b', 'tok"en\\tour-4f9a2c7e1b']) {
    it(`in the model's context, returned by a tool: ${JSON.stringify(value)}`, async () => {
      const leaks = (await leaksOf(secretToModelProgram(value))).filter((leak) => leak.where === 'llm-context');
      expect(leaks.map((leak) => leak.label)).toContain('GitLab token');
      expect(leaks[0].appearedAs).toEqual([JSON.stringify(value).slice(1, -1)]);
    });
  }
});

describe('a marked secret recorded for the views to mask', () => {
  it('each value once, with its spellings; a header or a body is no leak, and neither is the bearer token', async () => {
    const value = 'tour+SECRET/0123456789==';
    const record = await runInNode(secretInHeaderAndBodyProgram(value), { timeLimitMs: 20_000 });
    expect(record.status).toBe('ok');
    const marked = record.events.filter((e): e is SecretMarkedEvent => e.kind === 'secret-marked');
    expect(marked).toEqual([
      expect.objectContaining({ label: 'signing key', forms: secretForms(value), layer: 'runtime' }),
      expect.objectContaining({ label: 'access token', forms: ['mcp-at-0123456789abcdef'] }),
    ]);
    expect(record.events.filter((e) => e.kind === 'secret-leak')).toEqual([]);
  });

  it('a run records at most MAX_MARKED_SECRETS values', async () => {
    const source = [
      "import { secret } from 'mcp-tour/secrets';",
      "for (let i = 0; i < 100; i++) secret('value-' + i, 'key ' + i);",
      "secret('value-1', 'again');",
      '',
    ].join('\n');
    const record = await runInNode(source, { timeLimitMs: 20_000 });
    expect(record.events.filter((e) => e.kind === 'secret-marked')).toHaveLength(MAX_MARKED_SECRETS);
  });
});
