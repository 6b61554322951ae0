// Script versions that change only when a file's text changes. Monaco numbers every edit of a
// model; TypeScript rebuilds its program (and throws its type checker away) whenever a version
// changes. The worker checks the editor's code before Monaco has even arrived, under the same file
// name; when Monaco's copy of the model turns up with the same text, its version must read the same,
// so that the finished check is reused instead of repeated.

interface Seen {
  modelVersion: number;
  text: string;
  version: number;
}

export class ContentVersions {
  private readonly seen = new Map<string, Seen>();

  /** The version of `fileName` whose model is at `modelVersion`; `readText` is only called when that number moved. */
  versionOf(fileName: string, modelVersion: number, readText: () => string): string {
    const known = this.seen.get(fileName);
    if (known && known.modelVersion === modelVersion) return String(known.version);
    const text = readText();
    if (known && known.text === text) {
      known.modelVersion = modelVersion;
      return String(known.version);
    }
    const version = (known?.version ?? 0) + 1;
    this.seen.set(fileName, { modelVersion, text, version });
    return String(version);
  }
}
