import type { MirrorModel, WorkerContext } from 'monaco-editor/languages/features/typescript/tsWorker';
import { isDeclarationUri } from '../compilerOptions';
import { snapshotDiagnostics, snapshotQuickInfo, type HoverSnapshot } from './hoverSnapshot';
import { deleteLegacySnapshots, fetchBuiltSnapshot } from './snapshotStore';

// What Monaco talks to, in the types worker: TypeScript itself (in the TypeScript worker) is 1 MB
// compressed and takes a second or more to parse the SDK's declarations. Whenever the code is exactly
// a text TypeScript has answered for before, hovers and diagnostics come from a snapshot of those
// answers (hoverSnapshot.ts); everything else goes to TypeScript.

/** The TypeScript worker, as the facade reaches it (relay.ts). */
export interface LiveService {
  call(method: string, args: unknown[]): Promise<unknown>;
}

/** Wait this long without requests before taking a snapshot of the code's answers. */
const SNAPSHOT_AFTER_QUIET_MS = 1500;
/** Snapshots kept in memory (texts seen this session, and the one expected from the cache). */
const SNAPSHOTS_IN_MEMORY = 8;
const ANSWERED_FROM_SNAPSHOT = new Set(['getQuickInfoAtPosition', 'getSyntacticDiagnostics', 'getSemanticDiagnostics']);

export class TypesFacade {
  /** Monaco's models. */
  ctx: WorkerContext = { getMirrorModels: () => [] };
  private readonly live: Promise<LiveService>;
  private resolveLive!: (service: LiveService) => void;
  private readonly snapshots = new Map<string, Promise<HoverSnapshot | undefined>>();
  private readonly snapshotTimers = new Map<string, ReturnType<typeof setTimeout>>();

  /** `version`: of the types (keys every snapshot); `base`: the site's base path, where the build's snapshots are. */
  constructor(
    private readonly version: string,
    private readonly base: string,
  ) {
    this.live = new Promise((resolve) => (this.resolveLive = resolve));
    void deleteLegacySnapshots();
  }

  /**
   * Looks up answers for a text the page is about to show (the prewarm code): made by the build,
   * if the text is a starter.
   */
  expect(text: string): void {
    this.remember(text, fetchBuiltSnapshot(this.base, this.version, text));
  }

  /** The object whose methods Monaco calls (by name, through its worker protocol). */
  attach(ctx: WorkerContext): object {
    this.ctx = ctx;
    return new Proxy(
      {},
      {
        get: (_target, method) => {
          if (typeof method !== 'string' || method === 'then') return undefined;
          return (...args: unknown[]) => this.call(method, args);
        },
      },
    );
  }

  connect(service: LiveService): void {
    this.resolveLive(service);
  }

  private async call(method: string, args: unknown[]): Promise<unknown> {
    const fileName = args[0] as string;
    const learnerCode = typeof fileName === 'string' && !isDeclarationUri(fileName);
    if (learnerCode && ANSWERED_FROM_SNAPSHOT.has(method)) {
      const answer = await this.fromSnapshot(method, args);
      if (answer.found) return answer.value;
    }
    const result = await (await this.live).call(method, args);
    if (learnerCode && method === 'getSemanticDiagnostics') this.scheduleSnapshot(fileName);
    return result;
  }

  private async fromSnapshot(method: string, args: unknown[]): Promise<{ found: boolean; value?: unknown }> {
    const model = this.model(args[0] as string);
    if (!model) return { found: false };
    const text = model.getValue();
    const snapshot = await this.snapshotOf(text);
    if (!snapshot || model.getValue() !== text) return { found: false };
    if (method === 'getQuickInfoAtPosition') return snapshotQuickInfo(snapshot, text, args[1] as number);
    return {
      found: true,
      value: snapshotDiagnostics(
        snapshot,
        method === 'getSyntacticDiagnostics' ? 'syntactic' : 'semantic',
        args[0] as string,
      ),
    };
  }

  /** Only snapshots in memory: looking up the cache for every edited text would slow every answer. */
  private snapshotOf(text: string): Promise<HoverSnapshot | undefined> {
    return this.snapshots.get(text) ?? Promise.resolve(undefined);
  }

  private remember(text: string, snapshot: Promise<HoverSnapshot | undefined>): void {
    this.snapshots.delete(text);
    this.snapshots.set(text, snapshot);
    for (const oldest of this.snapshots.keys()) {
      if (this.snapshots.size <= SNAPSHOTS_IN_MEMORY) break;
      this.snapshots.delete(oldest);
    }
  }

  private model(fileName: string): MirrorModel | undefined {
    return this.ctx.getMirrorModels().find((model) => model.uri.toString() === fileName);
  }

  /** Once the code has been checked and things are quiet, keeps TypeScript's answers for it, in memory. */
  private scheduleSnapshot(fileName: string): void {
    clearTimeout(this.snapshotTimers.get(fileName));
    this.snapshotTimers.set(
      fileName,
      setTimeout(async () => {
        this.snapshotTimers.delete(fileName);
        const text = this.model(fileName)?.getValue();
        if (text === undefined || (await this.snapshotOf(text))) return;
        const snapshot = (await (await this.live).call('takeSnapshot', [fileName])) as HoverSnapshot | undefined;
        if (!snapshot) return;
        this.remember(snapshot.text, Promise.resolve(snapshot));
      }, SNAPSHOT_AFTER_QUIET_MS),
    );
  }
}
