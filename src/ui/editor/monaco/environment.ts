// Tells Monaco how to start its web workers. Only the generic editor worker for now (word-based
// suggestions, link detection); the TypeScript worker joins here when the language service is added.
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

type WorkerFactory = () => Worker;

const workersByLabel: Record<string, WorkerFactory> = {};
const editorWorker: WorkerFactory = () => new EditorWorker();

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    return (workersByLabel[label] ?? editorWorker)();
  },
};
