import type { MessageToken } from './messageTokens';
import type { ModelTool, ToolScore } from './types';
import { contentWords, mentions, STOP_WORDS } from './words';

// Tool choice, simulated: the model compares the words of the user's message with the words of
// each tool's name and description. It never sees the server's code, only this text — so the
// description is what decides.

/** A tool needs at least this many words in common with the message to be chosen. */
export const MIN_SCORE = 1;

/** The words of the message that say what it is about: plain words, not values, no stop words. */
export function topicWords(tokens: readonly MessageToken[]): string[] {
  const words = tokens.flatMap((t) =>
    t.kind === 'word' && t.word!.length > 1 && !STOP_WORDS.has(t.word!) ? [t.word!] : [],
  );
  return [...new Set(words)];
}

/** Scores every tool by the message words found in its name or description, best first (ties keep list order). */
export function scoreTools(topic: readonly string[], tools: readonly ModelTool[]): ToolScore[] {
  const scores = tools.map((tool): ToolScore => {
    const toolWords = contentWords(`${tool.name} ${tool.description ?? ''}`);
    const matched = topic.filter((word) => mentions(toolWords, word));
    return { name: tool.name, score: matched.length, matched };
  });
  // Equal scores: the tool whose name holds more of the matched words first (close_issue before
  // get_issue for "close issue 1"); then, as Array.prototype.sort is stable, the host's list order.
  return scores.sort((a, b) => b.score - a.score || inName(b) - inName(a));
}

/** How many of a score's matched words are in the tool's name itself. */
function inName(score: ToolScore): number {
  const nameWords = contentWords(score.name);
  return score.matched.filter((word) => mentions(nameWords, word)).length;
}

/** The model's pick among the tools, with the scores and sentences that explain it. */
export interface ToolChoice {
  /** The chosen tool's name, or undefined when no tool reached MIN_SCORE. */
  name?: string;
  scores: ToolScore[];
  reasoning: string[];
}

/** Picks the best-scoring tool, explaining the choice in plain sentences. */
export function chooseTool(tokens: readonly MessageToken[], tools: readonly ModelTool[]): ToolChoice {
  const topic = topicWords(tokens);
  const scores = scoreTools(topic, tools);
  const reasoning = [`Words in the message that say what it is about: ${listOrNone(topic)}.`];
  if (tools.length === 0) {
    reasoning.push('The host gave me no tools.');
    return { scores, reasoning };
  }
  reasoning.push(
    `Words each tool's name and description share with them: ${scores
      .map((s) => `${s.name} ${s.score}${s.matched.length ? ` (${s.matched.join(', ')})` : ''}`)
      .join('; ')}.`,
  );
  const [best, second] = scores;
  if (best.score < MIN_SCORE) {
    reasoning.push(`No tool shares a word with the message, so I call none.`);
    return { scores, reasoning };
  }
  const tie =
    second && second.score === best.score
      ? inName(best) > inName(second)
        ? `; it ties with ${second.name}, and more of those words are in its name`
        : `; it ties with ${second.name}, and comes first in the tool list`
      : '';
  reasoning.push(`I choose ${best.name}: it shares the most words${tie}.`);
  return { name: best.name, scores, reasoning };
}

function listOrNone(words: readonly string[]): string {
  return words.length ? words.join(', ') : '(none)';
}
