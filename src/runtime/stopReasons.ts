import { type PackScript, SCRIPT_LABELS } from './modules/packs';
import type { RunError } from './trace/events';

// How a run that did not finish by itself is explained to the learner, in every runner.

export function timeLimitError(timeLimitMs: number): RunError {
  const seconds = timeLimitMs / 1000;
  return {
    kind: 'timeout',
    name: 'TimeLimit',
    message: `Stopped after ${seconds} s: the code was still running. Look for an endless loop, a timer that never stops, or an await that never finishes.`,
  };
}

export function stoppedError(): RunError {
  return { kind: 'stopped', name: 'Stopped', message: 'Stopped: you pressed Stop before the code finished.' };
}

export function crashedError(afterMs: number): RunError {
  const seconds = (afterMs / 1000).toFixed(1);
  return {
    kind: 'crashed',
    name: 'OutOfMemory',
    message: `The code ran out of memory (or crashed) after ${seconds} s, so its sandbox was closed. Look for a loop that keeps allocating (a growing array, a string built forever). Press Run to start again.`,
  };
}

export function sandboxFailedError(detail: string): RunError {
  return {
    kind: 'internal',
    name: 'Error',
    message: `The code runner failed: ${detail}. Press Run to try again; reloading the page helps if it keeps failing.`,
  };
}

/** The code imports a module set the page could not download, or the sandbox could not load. */
export function packFailedError(pack: PackScript, stage: 'download' | 'load', detail: string): RunError {
  const what = SCRIPT_LABELS[pack];
  const message =
    stage === 'download'
      ? `MCP Tour could not download ${what} for this code (${detail}). Check the network connection. Press Run to try again.`
      : `MCP Tour could not load ${what} for this code (${detail}). Press Run to try again; reloading the page helps if it keeps failing.`;
  return { kind: 'internal', name: 'Error', message };
}

/** The program sent the page more than the page checks for one message or one run (validateMessage.ts). */
export function overBudgetError(): RunError {
  return {
    kind: 'runtime',
    name: 'OutputLimit',
    message:
      'MCP Tour stopped the program: it sent the page more data than the page checks for one run (one object reached from many places counts once per place). What it sent before that point is shown.',
  };
}
