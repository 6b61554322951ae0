import { credentialQueryParams, MAX_SECRET_FORMS, mask, maskSecrets } from '../../../runtime/trace/credentials';
import type { TraceEvent } from '../../../runtime/trace/events';

// Which values of a run are credentials, and how they show up masked. Views show the boundary
// (this token was used, here) without printing the token: a screenshot of a lesson leaks nothing.

const CREDENTIAL_NAME =
  /token|secret|passw|api[-_]?key|private[-_]?key|credential|^authorization$|^proxy-authorization$|cookie|^auth$/i;

/** True for header and environment variable names that carry a credential (Authorization, GITLAB_TOKEN, …). */
export function isCredentialName(name: string): boolean {
  return CREDENTIAL_NAME.test(name);
}

/** "Bearer mcp-at-5c81e0f4a9" → "Bearer mcp-••••••a9": the scheme stays readable. */
export function maskCredential(value: string): string {
  const scheme = /^(Bearer|Basic|Token)\s+(.+)$/i.exec(value);
  return scheme ? `${scheme[1]} ${mask(scheme[2])}` : mask(value);
}

// Shapes of well-known token formats (GitLab, GitHub, Slack, OpenAI-style, the tour's own), and
// long mixed letter-and-digit strings, which is what most generated secrets look like.
const TOKEN_SHAPE = /^(glpat-|gh[pousr]_|github_pat_|xox[abprs]-|sk-|mcp-(at|rt)-)|^(?=.*\d)(?=.*[a-z])[\w-]{24,}$/i;

/** True for a command-line argument whose value is a credential by its shape. */
function looksLikeToken(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

/**
 * A command line as a view shows it: values of credential-like flags (`--token x`, `--api-key=x`,
 * `TOKEN=x`) and token-shaped arguments are masked, like environment values. Process listings and
 * shell histories show command lines to anyone on the machine, so the tour never prints them whole.
 */
export function maskCommandLine(command: string, args: readonly string[]): string {
  const shown = args.map((arg, i) => {
    const assignment = /^(-{0,2}[\w.-]+)=(.*)$/.exec(arg);
    if (assignment && (isCredentialName(assignment[1].replace(/^-+/, '')) || looksLikeToken(assignment[2])))
      return `${assignment[1]}=${maskCredential(assignment[2])}`;
    const previous = args[i - 1];
    if (previous?.startsWith('-') && !previous.includes('=') && isCredentialName(previous.replace(/^-+/, '')))
      return maskCredential(arg);
    return looksLikeToken(arg) ? maskCredential(arg) : arg;
  });
  return [command, ...shown].join(' ');
}

/** Where a marked secret turned up, as a sentence part: "the model context", "a URL", … */
export function placeOfLeak(where: 'llm-context' | 'console' | 'url' | 'log' | 'command-line'): string {
  return {
    'llm-context': 'the model context',
    console: 'the console',
    url: 'a URL',
    log: 'a log',
    'command-line': 'a command line',
  }[where];
}

/** The names of a URL's credential-like query parameters (access_token, api_key, …). */
export function credentialsInUrl(url: string): string[] {
  try {
    return credentialQueryParams(new URL(url));
  } catch {
    return [];
  }
}

/**
 * The URL with the value of every credential-like query parameter masked, and every spelling of a
 * marked secret found in it (`secretForms`, from the run's secret-marked events) wherever it sits, under
 * whatever name; the rest as sent.
 */
export function maskUrl(url: string, secretForms: readonly string[] = []): string {
  return maskSecrets(maskCredentialParams(url), secretForms);
}

function maskCredentialParams(url: string): string {
  const names = credentialsInUrl(url);
  if (names.length === 0) return url;
  const [base, query] = [url.slice(0, url.indexOf('?')), url.slice(url.indexOf('?') + 1)];
  const pairs = query.split('&').map((pair) => {
    const at = pair.indexOf('=');
    if (at < 0) return pair;
    const name = safeDecode(pair.slice(0, at));
    return names.includes(name) ? `${pair.slice(0, at)}=${mask(safeDecode(pair.slice(at + 1)))}` : pair;
  });
  return `${base}?${pairs.join('&')}`;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/** A value the run marked secret: its label and the spellings a view masks wherever they appear. */
export interface MarkedSecret {
  label: string;
  forms: string[];
}

/**
 * The run's marked secrets (secret-marked events; spellings a leak event reported count too), at
 * most MAX_SECRET_FORMS spellings in all.
 */
export function markedSecrets(events: readonly TraceEvent[]): MarkedSecret[] {
  const byLabel = new Map<string, Set<string>>();
  let count = 0;
  for (const event of events) {
    if (event.kind !== 'secret-marked' && event.kind !== 'secret-leak') continue;
    const forms = event.kind === 'secret-marked' ? event.forms : (event.appearedAs ?? []);
    const known = byLabel.get(event.label) ?? new Set<string>();
    for (const form of forms) if (!known.has(form) && count++ < MAX_SECRET_FORMS) known.add(form);
    byLabel.set(event.label, known);
  }
  return [...byLabel].map(([label, forms]) => ({ label, forms: [...forms] })).filter((s) => s.forms.length > 0);
}

/**
 * A copy of a JSON value (a message, say) with every spelling of a marked secret masked in its
 * strings, keys included; the value itself when the run marked nothing. Messages arrive validated,
 * so the walk is bounded (no cycles, limited depth).
 */
export function maskSecretsIn<T>(value: T, secretForms: readonly string[]): T {
  if (secretForms.length === 0) return value;
  const walk = (part: unknown): unknown => {
    if (typeof part === 'string') return maskSecrets(part, secretForms);
    if (Array.isArray(part)) return part.map(walk);
    if (part === null || typeof part !== 'object') return part;
    return Object.fromEntries(Object.entries(part).map(([key, item]) => [maskSecrets(key, secretForms), walk(item)]));
  };
  return walk(value) as T;
}

/** Every spelling of every marked secret of the run, for maskSecrets. */
export function markedSecretForms(events: readonly TraceEvent[]): string[] {
  return [...new Set(markedSecrets(events).flatMap((secret) => secret.forms))];
}
