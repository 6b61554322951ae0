import { PANELS } from '../views/panels';
import type { PanelDefinition } from '../views/types';

// The run views (src/ui/views: Chain, Messages, LLM context, Wire) that an embed shows as tabs
// after its own Console and Checks. Its Console also prints the error that ended the run, so the
// views' Console is left out.

export const TRACE_PANELS: readonly PanelDefinition[] = PANELS.filter((panel) => panel.id !== 'console');
