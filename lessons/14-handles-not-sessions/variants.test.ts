import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const STARTER_STORE = `  // TODO: createMcpHandler builds a new server for every request, so this store and this counter
  // start empty on every call. Keep drafts where every request finds them, keyed by a handle
  // nobody can guess, and forget each one 24 hours after its last change (read the time with
  // Date.now()).
  const drafts = new Map<string, Draft>();
  let nextId = 1;
  const newHandle = () => \`draft_\${nextId++}\`;
`;
const SERVERS_BUILT = 'let serversBuilt = 0;';

describeVariants(lesson, {
  cheats: [
    {
      name: 'moves the store out of the factory but keeps counting handles',
      source: edit(
        lesson.starter,
        [STARTER_STORE, ''],
        [
          SERVERS_BUILT,
          `${SERVERS_BUILT}\nconst drafts = new Map<string, Draft>();\nlet nextId = 1;\nconst newHandle = () => \`draft_\${nextId++}\`;`,
        ],
      ),
      fails: ['opaque-handles'],
      says: { 'opaque-handles': /guess/ },
    },
    {
      name: 'keeps one "current draft" for everyone instead of a store keyed by the handle',
      source: edit(lesson.solution, [
        'const drafts = new DraftStore();',
        'let current: Draft | undefined;\nconst drafts = { set: (_id: string, d: Draft) => { current = d; }, get: (_id: string) => current, delete: (_id: string) => true };',
      ]),
      fails: ['state-kept'],
    },
    {
      name: 'random handles in a Map that never forgets a draft',
      source: edit(lesson.solution, ['const drafts = new DraftStore();', 'const drafts = new Map<string, Draft>();']),
      fails: ['bounded-lifetime'],
      says: { 'bounded-lifetime': /bounded lifetime/ },
    },
    {
      name: 'a lifetime so long it is no bound (ten years)',
      source: edit(lesson.solution, [
        'const LIFETIME_MS = 24 * 60 * 60 * 1000;',
        'const LIFETIME_MS = 10 * 365 * 24 * 60 * 60 * 1000;',
      ]),
      fails: ['bounded-lifetime'],
    },
    {
      name: 'handles derived from the title: long and different, and anyone can compute them',
      source: edit(
        lesson.solution,
        [
          'const newHandle = () => `draft_${crypto.randomUUID()}`;',
          "const newHandle = (title = '') => `draft_${btoa(unescape(encodeURIComponent(title))).replace(/=+$/, '')}`;",
        ],
        ['const draft_id = newHandle();', 'const draft_id = newHandle(title);'],
      ),
      fails: ['distinct-handles'],
      says: { 'distinct-handles': /computed from what the caller sends/ },
    },
    {
      name: 'timestamps as handles: unique, and easy to guess',
      source: edit(lesson.solution, [
        'const newHandle = () => `draft_${crypto.randomUUID()}`;',
        'let last = Date.now();\nconst newHandle = () => `draft_${++last}`;',
      ]),
      fails: ['opaque-handles'],
    },
  ],
  alternatives: [
    {
      name: 'a store class with random bytes in hex, no prefix, and a six-hour idle expiry',
      source: edit(
        lesson.starter,
        [STARTER_STORE, ''],
        [
          SERVERS_BUILT,
          `${SERVERS_BUILT}
class DraftStore {
  private readonly byId: Record<string, Draft> = {};
  private readonly touched: Record<string, number> = {};
  get(id: string) {
    if (!Object.hasOwn(this.byId, id) || Date.now() - this.touched[id] > 6 * 3600_000) return undefined;
    this.touched[id] = Date.now();
    return this.byId[id];
  }
  set(id: string, draft: Draft) { this.byId[id] = draft; this.touched[id] = Date.now(); }
  delete(id: string) { delete this.byId[id]; delete this.touched[id]; }
}
const drafts = new DraftStore();
const newHandle = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');`,
        ],
      ),
    },
    {
      name: 'a Map of entries stamped at creation, the expiry checked in each handler, base64url handles',
      source: edit(
        lesson.solution,
        [
          'const drafts = new DraftStore();',
          `const entries = new Map<string, Draft & { created: number }>();
const drafts = {
  get: (id: string) => {
    const entry = entries.get(id);
    if (entry && Date.now() > entry.created + LIFETIME_MS) entries.delete(id);
    return entries.get(id);
  },
  set: (id: string, draft: Draft) => void entries.set(id, { ...draft, created: Date.now() }),
  delete: (id: string) => entries.delete(id),
};`,
        ],
        [
          'const newHandle = () => `draft_${crypto.randomUUID()}`;',
          "const newHandle = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18)))).replaceAll('+', '-').replaceAll('/', '_');",
        ],
        ['structuredContent: { ...draft } };', 'structuredContent: { title: draft.title, labels: draft.labels } };'],
      ),
    },
  ],
});
