import { snapshot } from '../../../trace/recorder';
import type { HostPolicy, ToolRoute } from './types';

// The host's gate between the model and the clients. It runs before anything is sent, so a
// refused call leaves no trace on the wire: the server never learns it was attempted.

/** The host's verdict on one call, with a reason a learner can read in the trace. */
export interface CallDecision {
  decision: 'allow' | 'deny';
  reason: string;
  /** What `policy.approve` threw, if it did: the call is refused, then the error is rethrown. */
  thrown?: unknown;
}

/** Checks, in order: the tool was offered to the model, it is on the allowlist, the approval callback agrees. */
export async function decideCall(
  policy: HostPolicy | undefined,
  name: string,
  route: ToolRoute | undefined,
  args: Record<string, unknown>,
): Promise<CallDecision> {
  if (!route) return { decision: 'deny', reason: `"${name}" is not a tool the host offered the model` };
  const passed: string[] = [];
  if (policy?.allow) {
    if (!policy.allow.includes(name)) return { decision: 'deny', reason: `"${name}" is not on the host's allowlist` };
    passed.push('on the allowlist');
  }
  if (policy?.approve) {
    let approved: boolean;
    try {
      approved = await policy.approve({ name, server: route.server, tool: route.tool, arguments: snapshot(args) });
    } catch (error) {
      return {
        decision: 'deny',
        reason: `policy.approve threw: ${error instanceof Error ? error.message : String(error)}`,
        thrown: error,
      };
    }
    if (!approved) return { decision: 'deny', reason: 'policy.approve refused the call' };
    passed.push('approved by policy.approve');
  }
  return {
    decision: 'allow',
    reason: passed.length
      ? passed.join(', ')
      : 'no allowlist or approval set: the host lets the model call any tool it offered',
  };
}
