import { packsImportedBy, type PackName } from '../../../../runtime/modules/packs';
import type { EditorTypesData } from './serveTypeScript';

// A module pack's declarations (an SDK generation's: build/editor/editorTypes.ts) are a chunk of their
// own. The TypeScript worker loads them only once the editor's code imports one of the pack's modules,
// found by the very scan the page uses to load the pack's code for a run (packsImportedBy), so a 1.x
// lesson downloads no v2 declaration, and the reverse. Once loaded they stay, whatever the code becomes.

export class PackDeclarations {
  private readonly loads = new Map<PackName, Promise<EditorTypesData | undefined>>();

  constructor(private readonly loaders: Partial<Record<PackName, () => Promise<{ default: EditorTypesData }>>>) {}

  /** Starts loading the declarations of each pack `text` imports, once per pack. */
  request(text: string): void {
    for (const pack of packsImportedBy(text)) {
      const load = this.loaders[pack];
      if (!load || this.loads.has(pack)) continue;
      const loading = load().then(
        (module) => module.default,
        (error: unknown) => {
          // Asked for again by the next request that needs it; meanwhile its imports read as not found.
          this.loads.delete(pack);
          console.warn(`MCP Tour: the editor could not load the types of ${pack}.`, error);
          return undefined;
        },
      );
      this.loads.set(pack, loading);
    }
  }

  /** The declarations of every pack asked for so far, once they have all loaded (one that failed is left out). */
  async loaded(): Promise<EditorTypesData[]> {
    const sets = await Promise.all(this.loads.values());
    return sets.filter((set) => set !== undefined);
  }
}
