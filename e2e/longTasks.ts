import type { Browser, Page } from '@playwright/test';

// Long tasks of a page's main thread, read from a Chromium trace. Each task has its wall-clock
// duration (what the Long Tasks API reports) and its CPU time on the main thread. On a machine
// shared with other builds the wall clock also counts the time the thread waited for a core,
// so the CPU time is the measure of the page's own work.

export interface LongTask {
  wallMs: number;
  cpuMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export async function startLongTaskTrace(browser: Browser, page: Page): Promise<void> {
  // 'toplevel' alone: every task with its wall and thread time, at a cost the run hardly notices.
  await browser.startTracing(page, { categories: ['toplevel'] });
}

/** Stops the trace and returns the main-thread tasks longer than 50 ms of wall clock or CPU time. */
export async function stopLongTaskTrace(browser: Browser): Promise<LongTask[]> {
  const parsed = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter(
      (e) =>
        (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') &&
        e.ph === 'X' &&
        mainThreads.has(`${e.pid}:${e.tid}`),
    )
    .map((e) => ({ wallMs: Math.round((e.dur ?? 0) / 1000), cpuMs: Math.round((e.tdur ?? e.dur ?? 0) / 1000) }))
    .filter((task) => task.wallMs > 50 || task.cpuMs > 50);
}
