// mcp-tour/probes: peers a lesson's checks need to see your program meet, beyond what its own
// code sends: hostile web pages, tampered or replayed request state, another user. Each probe
// draws its inputs afresh on every run and goes through the same traced links as your program,
// so the checks read what your server did with inputs it never saw before.

export { type HostilePageVisit, type HostileWebTarget, visitHostilePages } from './probes/hostileWeb';
export {
  REQUEST_STATE_SUITE,
  REQUEST_STATE_TESTS,
  type RequestStateTarget,
  probeRequestState,
} from './probes/requestState';
export { type CrashingServer, crashingServer } from './probes/crashingServer';
export {
  THIRD_PARTY_SUITE,
  THIRD_PARTY_TESTS,
  type ThirdPartyGrantTarget,
  probeThirdPartyGrant,
} from './probes/thirdPartyGrant';
