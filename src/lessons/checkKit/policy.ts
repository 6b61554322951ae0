import type { PolicyEvent } from '../../runtime/trace/events';
import type { RunView } from '../../runtime/trace/query';

// The host's policy decisions (mcp-tour/host): which calls it allowed or refused, and which tools
// admitTool kept out of the model's context. A refusal happens before anything is sent.

/** Every policy decision, in order; only those about `tool` (the model-visible name) when given. */
export function policyDecisions(run: RunView, tool?: string): PolicyEvent[] {
  return run.events.filter((e): e is PolicyEvent => e.kind === 'policy' && (tool === undefined || e.tool === tool));
}

/** The refusals only. */
export function policyDenials(run: RunView, tool?: string): PolicyEvent[] {
  return policyDecisions(run, tool).filter((e) => e.decision === 'deny');
}
