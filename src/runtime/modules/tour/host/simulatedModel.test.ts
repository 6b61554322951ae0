import { describe, expect, it } from 'vitest';
import { MIN_SCORE } from './chooseTool';
import { tokenize } from './messageTokens';
import { decide } from './simulatedModel';
import type { ModelTool } from './types';
import { contentWords, sameWord } from './words';

const tool = (
  name: string,
  description: string | undefined,
  properties: Record<string, object> = {},
  required: string[] = [],
): ModelTool => ({
  name,
  ...(description === undefined ? {} : { description }),
  input_schema: { type: 'object', properties, required },
});

const searchIssues = tool(
  'search_issues',
  'Search the issues of a repository, filtered by state.',
  {
    repo: { type: 'string', description: 'Repository as owner/name' },
    state: { type: 'string', enum: ['open', 'closed'] },
    limit: { type: 'integer', minimum: 1 },
  },
  ['repo'],
);
const weather = tool(
  'get_weather',
  'Current weather for a city.',
  { city: { type: 'string', description: 'City name' } },
  ['city'],
);

describe('words', () => {
  it('folds plurals both ways', () => {
    expect(sameWord('issue', 'issues')).toBe(true);
    expect(sameWord('repositories', 'repository')).toBe(true);
    expect(sameWord('box', 'boxes')).toBe(true);
    expect(sameWord('issue', 'tissue')).toBe(false);
  });

  it('folds endings and short forms, so a sensible wording is not missed', () => {
    for (const [a, b] of [
      ['open', 'opened'],
      ['open', 'opening'],
      ['close', 'closed'],
      ['staging', 'stage'],
      ['stopped', 'stop'],
      ['repo', 'repository'],
      ['prod', 'production'],
      ['issue', 'issued'],
    ]) {
      expect(sameWord(a, b), `${a} ~ ${b}`).toBe(true);
      expect(sameWord(b, a), `${b} ~ ${a}`).toBe(true);
    }
    for (const [a, b] of [
      ['open', 'pen'],
      ['state', 'status'],
      ['use', 'used'],
      ['need', 'ne'],
      ['web', 'website'],
    ]) {
      expect(sameWord(a, b), `${a} ≁ ${b}`).toBe(false);
    }
  });

  it('splits snake_case and camelCase names and drops stop words', () => {
    expect(contentWords('search_issues')).toEqual(['search', 'issues']);
    expect(contentWords('listOpenIssues')).toEqual(['open', 'issues']);
    expect(contentWords('Get the list of all the issues')).toEqual(['issues']);
  });
});

describe('tokenize', () => {
  it('sets values (quotes, owner/name, numbers) apart from words', () => {
    expect(tokenize(`What's in acme/web? Close #42 "Login fails" 'quoted'`).map((t) => `${t.kind}:${t.text}`)).toEqual([
      'word:What',
      'word:s',
      'word:in',
      'path:acme/web',
      'word:Close',
      'number:42',
      'quoted:Login fails',
      'quoted:quoted',
    ]);
    expect(tokenize('web3 v2, 7 items').map((t) => `${t.kind}:${t.text}`)).toEqual([
      'word:web',
      'word:v',
      'number:7',
      'word:items',
    ]);
  });
});

describe('the simulated model chooses by description', () => {
  it('calls the tool whose name and description share the most words with the message', () => {
    const d = decide('Which issues are open in acme/web?', [weather, searchIssues]);
    expect(d).toMatchObject({ kind: 'call', name: 'search_issues', arguments: { repo: 'acme/web', state: 'open' } });
    expect(d.scores[0]).toEqual({ name: 'search_issues', score: 1, matched: ['issues'] });
    expect(d.reasoning.join('\n')).toContain('search_issues 1 (issues); get_weather 0');
  });

  it('does not count values as topic words: acme/web does not make "web" a topic', () => {
    const webSearch = tool('search_web', 'Search the web.', { q: { type: 'string' } }, ['q']);
    const d = decide('Which issues are open in acme/web?', [webSearch, searchIssues]);
    expect(d.kind === 'call' && d.name).toBe('search_issues');
  });

  it('calls nothing when no description shares a word: a vague description is never chosen', () => {
    const vague = tool('query', 'Runs a query against the backend.', { repo: { type: 'string' } }, ['repo']);
    const d = decide('Which issues are open in acme/web?', [vague, weather]);
    expect(d.kind).toBe('answer');
    expect(d.scores.every((s) => s.score < MIN_SCORE)).toBe(true);
    expect(d.kind === 'answer' && d.text).toMatch(/no tool/);
    const fixed = tool(
      'query',
      'Find the issues of a repository by state (open or closed).',
      { repo: { type: 'string' } },
      ['repo'],
    );
    expect(decide('Which issues are open in acme/web?', [fixed, weather])).toMatchObject({
      kind: 'call',
      name: 'query',
    });
  });

  it('breaks a tie by list order, and says so', () => {
    const a = tool('a', 'Issues.');
    const b = tool('b', 'Issues.');
    const d = decide('open issues', [a, b]);
    expect(d).toMatchObject({ kind: 'call', name: 'a' });
    expect(d.reasoning.join(' ')).toContain('ties with b');
  });

  it('on a tie, prefers the tool whose name holds more of the matched words', () => {
    const getIssue = tool('get_issue', 'Get one issue: whether it is open or closed.');
    const closeIssue = tool('close_issue', 'Close an issue of a project.');
    const d = decide('Close issue 1 in acme/api', [getIssue, closeIssue]);
    expect(d.scores.map((s) => [s.name, s.score])).toEqual([
      ['close_issue', 2],
      ['get_issue', 2],
    ]);
    expect(d.kind === 'call' && d.name).toBe('close_issue');
    expect(d.reasoning.join(' ')).toContain('ties with get_issue, and more of those words are in its name');
  });
});

describe('the simulated model fills arguments from the schema', () => {
  it('takes an enum value mentioned anywhere, a number after the parameter name, owner/name for a repository', () => {
    const d = decide('Show closed issues in acme/web, limit 5', [searchIssues]);
    expect(d).toMatchObject({ kind: 'call', arguments: { repo: 'acme/web', state: 'closed', limit: 5 } });
    // Arguments come in schema order, each with its reason.
    expect(Object.keys(d.kind === 'call' ? d.arguments : {})).toEqual(['repo', 'state', 'limit']);
    expect(d.reasoning).toContain('limit = 5: it follows the word "limit" in the message.');
    expect(d.reasoning).toContain('state = "closed": the message mentions one of its allowed values (open, closed).');
  });

  it("takes the word after a parameter name or its description's key word", () => {
    expect(decide('What is the weather in the city of Paris?', [weather])).toMatchObject({
      arguments: { city: 'Paris' },
    });
    const labelled = tool('search_issues', 'Search issues.', {
      label: { type: 'string', description: 'Label to filter by' },
    });
    expect(decide('issues with label bug', [labelled])).toMatchObject({ arguments: { label: 'bug' } });
  });

  it('gives quoted text to text parameters and owner/name to the repository, whatever the schema order', () => {
    const create = tool(
      'create_issue',
      'Create an issue in a repository.',
      {
        title: { type: 'string', description: 'Title of the issue' },
        repo: { type: 'string', description: 'Repository as owner/name' },
        body: { type: 'string' },
      },
      ['title', 'repo'],
    );
    expect(decide('Create an issue in acme/web: "Login fails"', [create])).toMatchObject({
      arguments: { title: 'Login fails', repo: 'acme/web' },
    });
  });

  it("passes numbers to number parameters even out of range: the server's schema is the judge", () => {
    const get = tool('get_issue', 'Get one issue by its number.', { number: { type: 'integer', minimum: 1 } }, [
      'number',
    ]);
    expect(decide('Issue 0 please', [get])).toMatchObject({ arguments: { number: 0 } });
    expect(decide('Issue #42 please', [get])).toMatchObject({ arguments: { number: 42 } });
    expect(decide('Issue 4.5 please', [get]).kind).toBe('answer');
  });

  it('asks the user instead of calling when a required parameter has no value', () => {
    const d = decide('Which issues are open?', [searchIssues]);
    expect(d).toMatchObject({
      kind: 'answer',
      text: 'To use search_issues I need repo (Repository as owner/name). Which value should I use?',
    });
    expect(d.reasoning).toContain('Nothing in the message fits repo, which is required.');
  });

  it('leaves optional parameters out when nothing fits', () => {
    expect(decide('open issues in acme/web', [searchIssues])).toMatchObject({
      arguments: { repo: 'acme/web', state: 'open' },
    });
    expect(decide('issues in acme/web', [searchIssues])).toMatchObject({ arguments: { repo: 'acme/web' } });
  });
});

describe('scripted calls', () => {
  it('make exactly the given call, whatever the message says', () => {
    const d = decide('anything', [searchIssues], { name: 'search_issues', arguments: { repo: 'x/y', state: 'bogus' } });
    expect(d).toEqual({
      kind: 'call',
      name: 'search_issues',
      arguments: { repo: 'x/y', state: 'bogus' },
      scores: [],
      reasoning: ['The call was scripted: search_issues with {"repo":"x/y","state":"bogus"}.'],
    });
  });
});
