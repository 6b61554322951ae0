import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { chooseTool } from './chooseTool';
import { fillArguments } from './fillArguments';
import { tokenize } from './messageTokens';
import type { ModelTool, ScriptedCall, ToolScore } from './types';

// The model, simulated: deterministic, and explainable sentence by sentence. It sees only what
// the host put in its context — the message and the tools' names, descriptions and schemas.

/** What the model does with a user message: call a tool, or answer in text (no tool fits, or it needs more from the user). */
export type ModelDecision =
  | { kind: 'call'; name: string; arguments: Record<string, unknown>; scores: ToolScore[]; reasoning: string[] }
  | { kind: 'answer'; text: string; scores: ToolScore[]; reasoning: string[] };

/** Decides how to handle `message` given the tools in the context; `scripted` overrides the choice. */
export function decide(message: string, tools: readonly ModelTool[], scripted?: ScriptedCall): ModelDecision {
  if (scripted) {
    const args = { ...(scripted.arguments ?? {}) };
    return {
      kind: 'call',
      name: scripted.name,
      arguments: args,
      scores: [],
      reasoning: [`The call was scripted: ${scripted.name} with ${JSON.stringify(args)}.`],
    };
  }
  const tokens = tokenize(message);
  const choice = chooseTool(tokens, tools);
  const tool = tools.find((t) => t.name === choice.name);
  if (!tool) {
    return {
      kind: 'answer',
      text: 'I have no tool that fits this request, so I cannot answer it from your servers.',
      scores: choice.scores,
      reasoning: choice.reasoning,
    };
  }
  const filled = fillArguments(tokens, tool);
  const reasoning = [...choice.reasoning, ...filled.reasoning];
  if (filled.missing.length > 0) {
    const needs = filled.missing.map((p) => (p.description ? `${p.name} (${p.description})` : p.name)).join(' and ');
    reasoning.push('I ask the user instead of guessing.');
    return {
      kind: 'answer',
      text: `To use ${tool.name} I need ${needs}. Which value should I use?`,
      scores: choice.scores,
      reasoning,
    };
  }
  return { kind: 'call', name: tool.name, arguments: filled.arguments, scores: choice.scores, reasoning };
}

/** The model's answer once its call came back: built from the result's text, nothing more. */
export function answerFromResult(name: string, result: CallToolResult): string {
  const text = resultText(result);
  return result.isError ? `${name} reported an error: ${text}` : `Here is what ${name} returned: ${text}`;
}

/** The model's answer when the host refused its call. */
export function answerToRefusal(name: string, reason: string): string {
  return `I could not use ${name}: the host refused the call (${reason}).`;
}

/** The model's answer when the call failed on the way (a protocol or transport error). */
export function answerToFailure(name: string, message: string): string {
  return `Calling ${name} failed: ${message}`;
}

function resultText(result: CallToolResult): string {
  const blocks = (result.content ?? []) as { type?: string; text?: string }[];
  const texts = blocks.filter((b) => b.type === 'text' && typeof b.text === 'string').map((b) => b.text);
  if (texts.length) return texts.join('\n');
  return result.structuredContent !== undefined ? JSON.stringify(result.structuredContent) : '(no text)';
}
