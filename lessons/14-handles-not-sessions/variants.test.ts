import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const STARTER_STORE = `  // TODO: createMcpHandler builds a new server for every request, so this store and this counter
  // start empty on every call. Keep drafts where every request finds them, keyed by a handle
  // nobody can guess.
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
        'const drafts = new Map<string, Draft>();',
        'let current: Draft | undefined;\nconst drafts = { set: (_id: string, d: Draft) => { current = d; }, get: (_id: string) => current, delete: (_id: string) => true };',
      ]),
      fails: ['state-kept'],
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
      name: 'a store class with random bytes in hex, and no prefix',
      source: edit(
        lesson.starter,
        [STARTER_STORE, ''],
        [
          SERVERS_BUILT,
          `${SERVERS_BUILT}
class DraftStore {
  private readonly byId: Record<string, Draft> = {};
  get(id: string) { return Object.hasOwn(this.byId, id) ? this.byId[id] : undefined; }
  set(id: string, draft: Draft) { this.byId[id] = draft; }
  delete(id: string) { delete this.byId[id]; }
}
const drafts = new DraftStore();
const newHandle = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');`,
        ],
      ),
    },
  ],
});
