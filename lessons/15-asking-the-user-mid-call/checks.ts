import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { ApiCallEvent } from '../../src/runtime/trace/events';
import type { RunView } from '../../src/runtime/trace/query';
import { resultText } from '../../src/runtime/trace/query';
import { decodedPath } from '../../src/lessons/checkKit/toolCalls';
import {
  allClientToolCalls,
  clientMessages,
  clientNamed,
  clientToolCalls,
  type ClientToolCall,
} from '../../src/lessons/checkKit/modern';

// Shortcuts this lesson rules out, and what catches each:
// - keeping ctx.mcpReq.elicitInput (a 2025 server-to-client request) → asks-mid-call;
// - testing the answer with if (!answer): inputResponse returns { kind: 'missing' }, never
//   undefined, so the server never asks → asks-mid-call names that cause;
// - reading accepted answers only, so a decline asks again forever → user-decides;
// - a form that asks for a token → no-secret-in-form;
// - trusting requestState (the issue to close kept in it, unprotected) → state-not-trusted: the
//   program's probe, a client that plays by no rules, confirms acme/web#3 with a requestState edited
//   to name acme/web#2, which the user declined; nothing may write to #2.
const TOOL = 'close_issue';
const LEGACY = 'legacy-host';
const CREDENTIAL = /token|password|passphrase|secret|api[\s_-]?key|credential/i;

interface InputRequest {
  method?: string;
  params?: {
    mode?: string;
    message?: string;
    requestedSchema?: { properties?: Record<string, { title?: string; description?: string }> };
  };
}

/** One tools/call as the user experiences it: every round (request) sent for the same arguments, in order. */
interface AskedCall {
  iid: number;
  rounds: ClientToolCall[];
}

function askedCalls(run: RunView): AskedCall[] {
  const calls: AskedCall[] = [];
  for (const round of allClientToolCalls(run, TOOL)) {
    const iid = Number(round.arguments.iid);
    const last = calls.at(-1);
    if (last && last.iid === iid && round.arguments.project === last.rounds[0].arguments.project)
      last.rounds.push(round);
    else if (round.arguments.project === 'acme/web') calls.push({ iid, rounds: [round] });
  }
  return calls;
}

const inputRequestsOf = (round: ClientToolCall) => (round.result?.inputRequests ?? {}) as Record<string, InputRequest>;

/** The writes (anything but GET) that reached the tracker while a call's rounds ran. */
function writesDuring(run: RunView, call: AskedCall): ApiCallEvent[] {
  const from = call.rounds[0].sentSeq;
  const to = call.rounds.at(-1)!.answeredSeq ?? Infinity;
  return run.events.filter(
    (e): e is ApiCallEvent => e.kind === 'api-call' && e.method !== 'GET' && e.seq > from && e.seq < to,
  );
}

function call(run: RunView, iid: number): AskedCall | undefined {
  return askedCalls(run).find((c) => c.iid === iid);
}

export default defineChecks([
  {
    id: 'asks-mid-call',
    title:
      'close_issue answers input_required with a form, and the client retries the call (a new request id) with the answer in inputResponses',
    test(run) {
      const first = call(run, 1);
      if (!first) return missingStep(`The program no longer calls ${TOOL} for acme/web#1; put the loop back.`);
      const [ask, ...retries] = first.rounds;
      if (ask.result?.resultType !== 'input_required') {
        if (ask.result?.resultType === 'complete' && !ask.result.isError && ask.params.inputResponses === undefined)
          return `The first call carried no answer, yet the server finished it without asking ("${resultText(ask.result)}"). inputResponse(…) never returns undefined: with no answer it returns an object whose kind says the answer is missing, so a truthiness test never fires. Ask according to that kind (hint 3).`;
        const how = ask.error
          ? 'as a JSON-RPC error'
          : ask.result?.isError
            ? 'as an isError result'
            : `with resultType "${String(ask.result?.resultType)}"`;
        return `The first call came back ${how}: "${ask.error?.message ?? resultText(ask.result)}". On 2026-07-28 a server asks by ending the call with an input_required result, not by sending a request of its own (hint 2 names the SDK's helper).`;
      }
      const requests = inputRequestsOf(ask);
      const keys = Object.keys(requests);
      const form = Object.values(requests).find(
        (r) => r.method === 'elicitation/create' && (r.params?.mode ?? 'form') === 'form' && r.params?.requestedSchema,
      );
      if (!form)
        return `The input_required result asks for ${JSON.stringify(requests)}: expected an elicitation/create form.`;
      const retry = retries[0];
      if (!retry) return 'The client never retried the call. Keep the elicitation/create handler on the client.';
      if (retry.id === ask.id) return "The retry reused the first request's id; a retry is a new request.";
      const answered = Object.keys((retry.params.inputResponses ?? {}) as object);
      if (!keys.every((k) => answered.includes(k)))
        return `The retry answered ${JSON.stringify(answered)}, but the server asked for ${JSON.stringify(keys)}.`;
      if (ask.result.requestState !== undefined && retry.params.requestState !== ask.result.requestState)
        return 'The retry did not echo requestState exactly.';
      const last = first.rounds.at(-1)!;
      if (last.result?.resultType !== 'complete' || last.result.isError)
        return `The call for acme/web#1 ended with ${last.error?.message ?? resultText(last.result)}.`;
    },
  },
  {
    id: 'user-decides',
    title:
      'The issue the user confirms is closed with one write; the one the user declines is left open, with a plain answer and no write',
    test(run) {
      const yes = call(run, 1);
      const no = call(run, 2);
      if (!yes || !no)
        return missingStep(`The program no longer calls ${TOOL} for acme/web#1 and #2; put the loop back.`);
      const closes = writesDuring(run, yes);
      if (closes.length !== 1 || !decodedPath(closes[0]).endsWith('acme/web/issues/1') || closes[0].status !== 200) {
        return `Confirming acme/web#1 should close it with one write; the tracker saw ${closes.length ? closes.map((w) => `${w.method} ${decodedPath(w)} ${w.status}`).join(', ') : 'none'}.`;
      }
      if (no.rounds[0].result?.resultType !== 'input_required') return 'The user was never asked about acme/web#2.';
      const writes = writesDuring(run, no);
      if (writes.length)
        return `The user declined acme/web#2, yet the tracker saw ${writes.map((w) => `${w.method} ${decodedPath(w)}`).join(', ')}.`;
      const last = no.rounds.at(-1)!;
      if (last.result?.resultType !== 'complete') {
        return `The call for acme/web#2 ended with ${last.error?.message ?? `resultType ${String(last.result?.resultType)}`}. A declined form is an answer: read it with inputResponse(…) and reply, instead of asking again.`;
      }
    },
  },
  {
    id: 'state-not-trusted',
    title:
      'A retry whose requestState was edited by the client changes nothing it should not: the issue the user declined is never written to',
    kind: 'observes',
    test(run) {
      const meddled = run.events.some(
        (e) => e.kind === 'http' && e.direction === 'request' && (e.body ?? '').includes('"name":"meddler"'),
      );
      if (!meddled) return missingStep('The probe at the end never called the server. Leave it as it is.');
      const written = run.events.find(
        (e): e is ApiCallEvent =>
          e.kind === 'api-call' && e.method !== 'GET' && decodedPath(e).endsWith('acme/web/issues/2'),
      );
      if (written)
        return `acme/web#2, which the user declined, was written to (${written.method} ${decodedPath(written)}, event #${written.seq}): a client confirmed acme/web#3 and edited the requestState to name #2. requestState comes back from the client: "servers MUST treat requestState as an attacker-controlled input". Take what to close from the arguments, or protect the state (HMAC) and reject state that fails verification.`;
    },
  },
  {
    id: 'no-secret-in-form',
    title:
      'The form asks for a confirmation only: no field asks for a credential, and no token travels in inputResponses',
    test(run) {
      const calls = askedCalls(run);
      const forms = calls
        .flatMap((c) => c.rounds.flatMap((r) => Object.values(inputRequestsOf(r))))
        .filter((r) => r.method === 'elicitation/create');
      if (!forms.length)
        return 'No form went out in the middle of a call yet: return inputRequired(…) with an elicitation form first.';
      for (const form of forms) {
        for (const [field, schema] of Object.entries(form.params?.requestedSchema?.properties ?? {})) {
          if (CREDENTIAL.test(`${field} ${schema.title ?? ''} ${schema.description ?? ''}`)) {
            return `The form has a field "${field}" that asks for a credential. Form data travels through the client in the clear; the specification forbids asking for passwords, API keys or tokens this way.`;
          }
        }
      }
      const leaked = calls
        .flatMap((c) => c.rounds)
        .find((r) => /glpat-/.test(JSON.stringify(r.params.inputResponses ?? {})));
      if (leaked) return 'A token travelled in inputResponses, through the client, to the server.';
    },
  },
  {
    id: 'legacy-asked-2025-way',
    title:
      'The 2025-11-25 client is asked the old way: the server sends elicitation/create while its tools/call is still open',
    kind: 'observes',
    test(run) {
      const client = clientNamed(run, LEGACY);
      const call = client && clientToolCalls(run, client, TOOL)[0];
      if (!client || !call)
        return missingStep(`The 2025 client (${LEGACY}) never called ${TOOL}; keep the comparison at the end.`);
      const asked = clientMessages(run, client.id).find(
        (e) =>
          e.direction === 'receive' &&
          e.message.method === 'elicitation/create' &&
          e.seq > call.sentSeq &&
          (call.answeredSeq === undefined || e.seq < call.answeredSeq),
      );
      if (!asked) return `The server never sent ${LEGACY} an elicitation/create request during its ${TOOL} call.`;
    },
  },
]);
