// The run views, each a pure function of the events up to the replay step. A page (or an embed)
// renders them as it likes — tabs, a stack — and takes one `eventsUpTo(events, step)` for all.
// Each view renders a region named by its label: "Chain", "Messages", "LLM context", "Wire", "Console".

export { PANELS, panelsById } from './panels';

export type { PanelDefinition, PanelId, PanelProps, RunPhase } from './types';
export { RunViews } from './RunViews';
export { ViewTabs } from './ViewTabs';
export { ReplayBar } from '../replay/ReplayBar';
export { useReplay, type Replay } from '../replay/useReplay';
export { eventsUpTo } from '../replay/replaySteps';
