import type { MessageToken } from './messageTokens';
import type { ModelTool } from './types';
import { contentWords, mentions, sameWord, STOP_WORDS, wordsOf } from './words';

// Argument filling, simulated: the model reads the tool's input schema (parameter names, types,
// enums, descriptions) and looks in the message for values that fit. Three passes, most
// specific first: a mentioned enum value; a value right after the parameter's name or key word
// ("label bug", "limit 5"); then values by their shape (numbers, owner/name paths, quoted text).

interface Param {
  name: string;
  required: boolean;
  kind: 'enum' | 'number' | 'integer' | 'string' | 'other';
  enumValues: string[];
  description?: string;
  /** Words that announce this parameter's value in a message: its name's words and its description's first word. */
  keywords: string[];
  /** Mentions a repository, project, path or owner/name: where an owner/name value belongs. */
  pathLike: boolean;
}

/** The arguments the model found for one tool, and what it could not find. */
export interface FilledArguments {
  arguments: Record<string, unknown>;
  /** Required parameters the message gave no value for. */
  missing: { name: string; description?: string }[];
  reasoning: string[];
}

const PATH_WORDS = [
  'repo',
  'repository',
  'project',
  'path',
  'owner',
  'slug',
  'namespace',
  'file',
  'directory',
  'folder',
  'org',
  'organization',
];
/** How many filler words may sit between a parameter's key word and its value ("label is bug"). */
const MAX_FILLER = 2;

/** Fills a tool's arguments from the message, explaining where each value came from. */
export function fillArguments(tokens: readonly MessageToken[], tool: ModelTool): FilledArguments {
  const params = paramsOf(tool.input_schema);
  const used = new Set<number>();
  const values = new Map<string, unknown>();
  const reasoning: string[] = [];
  const fill = (param: Param, index: number, value: unknown, why: string) => {
    used.add(index);
    values.set(param.name, value);
    reasoning.push(`${param.name} = ${JSON.stringify(value)}: ${why}.`);
  };
  const open = (param: Param) => !values.has(param.name);
  const byNeed = [...params].sort((a, b) => Number(b.required) - Number(a.required));

  for (const param of params.filter((p) => p.kind === 'enum')) {
    const found = findEnumValue(tokens, used, param.enumValues);
    if (found)
      fill(
        param,
        found.index,
        found.value,
        `the message mentions one of its allowed values (${param.enumValues.join(', ')})`,
      );
  }

  for (const param of params.filter((p) => open(p) && p.kind !== 'enum' && p.kind !== 'other')) {
    const found = valueAfterKeyword(tokens, used, param);
    if (found) fill(param, found.index, found.value, `it follows the word "${found.keyword}" in the message`);
  }

  for (const [index, token] of tokens.entries()) {
    if (used.has(index) || token.kind === 'word') continue;
    const candidates =
      token.kind === 'number'
        ? byNeed.filter(
            (p) => open(p) && (p.kind === 'number' || (p.kind === 'integer' && Number.isInteger(token.number))),
          )
        : token.kind === 'path'
          ? [
              ...byNeed.filter((p) => open(p) && p.kind === 'string' && p.pathLike),
              ...byNeed.filter((p) => open(p) && p.kind === 'string' && p.required),
            ]
          : [
              ...byNeed.filter((p) => open(p) && p.kind === 'string' && !p.pathLike),
              ...byNeed.filter((p) => open(p) && p.kind === 'string' && p.required),
            ];
    const param = candidates[0];
    if (!param) continue;
    const why =
      token.kind === 'number'
        ? `a number in the message, and ${param.name} takes ${param.kind === 'integer' ? 'an integer' : 'a number'}`
        : token.kind === 'path'
          ? `it looks like owner/name, and ${param.name} ${param.pathLike ? `is ${describedAs(param)}` : 'is a required text parameter'}`
          : `quoted text in the message, and ${param.name} takes text`;
    fill(param, index, token.kind === 'number' ? token.number : token.text, why);
  }

  const missing = params
    .filter((p) => p.required && open(p))
    .map((p) => ({ name: p.name, description: p.description }));
  for (const param of missing) reasoning.push(`Nothing in the message fits ${param.name}, which is required.`);
  // Arguments in the schema's order, whatever order they were found in.
  const args = Object.fromEntries(params.filter((p) => values.has(p.name)).map((p) => [p.name, values.get(p.name)]));
  return { arguments: args, missing, reasoning };
}

function paramsOf(schema: ModelTool['input_schema']): Param[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, raw]) => {
    const property = (raw ?? {}) as { type?: string | string[]; enum?: unknown[]; description?: string };
    const type = (Array.isArray(property.type) ? property.type.find((t) => t !== 'null') : property.type) ?? '';
    const enumValues = (property.enum ?? []).filter((v): v is string => typeof v === 'string');
    const kind: Param['kind'] = enumValues.length
      ? 'enum'
      : type === 'number' || type === 'integer' || type === 'string'
        ? type
        : 'other';
    const description = typeof property.description === 'string' ? property.description : undefined;
    const keywords = [...new Set([...contentWords(name), ...contentWords(description ?? '').slice(0, 1)])];
    const pathLike =
      [...wordsOf(name), ...wordsOf(description ?? '')].some((w) => mentions(PATH_WORDS, w)) ||
      (description ?? '').includes('/');
    return { name, required: required.has(name), kind, enumValues, description, keywords, pathLike };
  });
}

function findEnumValue(tokens: readonly MessageToken[], used: ReadonlySet<number>, values: readonly string[]) {
  for (let index = 0; index < tokens.length; index++) {
    for (const value of values) {
      const parts = wordsOf(value);
      const run =
        parts.length > 0 &&
        parts.every((part, k) => {
          const token = tokens[index + k];
          return token?.kind === 'word' && !used.has(index + k) && sameWord(token.word!, part);
        });
      if (run) return { index, value };
    }
  }
  return undefined;
}

function valueAfterKeyword(tokens: readonly MessageToken[], used: ReadonlySet<number>, param: Param) {
  for (const [index, token] of tokens.entries()) {
    if (token.kind !== 'word' || used.has(index)) continue;
    const keyword = param.keywords.find((k) => sameWord(k, token.word!));
    if (!keyword) continue;
    for (let next = index + 1; next <= index + 1 + MAX_FILLER && next < tokens.length; next++) {
      const candidate = tokens[next];
      if (candidate.kind === 'word' && STOP_WORDS.has(candidate.word!)) continue;
      if (used.has(next)) break;
      const value = valueFor(param, candidate);
      if (value !== undefined) return { index: next, value, keyword: token.text };
      break;
    }
  }
  return undefined;
}

function valueFor(param: Param, token: MessageToken): unknown {
  if (param.kind === 'number') return token.kind === 'number' ? token.number : undefined;
  if (param.kind === 'integer')
    return token.kind === 'number' && Number.isInteger(token.number) ? token.number : undefined;
  if (token.kind === 'word' && token.text.length < 2) return undefined;
  // An owner/name value only belongs to a parameter about repositories, projects or paths.
  if (token.kind === 'path' && !param.pathLike) return undefined;
  return token.text;
}

function describedAs(param: Param): string {
  return param.description ? `described as "${param.description}"` : `named ${param.name}`;
}
