import { useRef, useState } from 'react';
import { retryableImport } from '../../platform/retryableImport';
import type { LessonSummary } from '../../lessons/types';
import {
  collectProgress,
  count,
  describeProgress,
  progressFileName,
  type ProgressFile,
} from '../persistence/progressFile';
import type { ImportPlan, ImportPolicy } from '../persistence/progressImport';
import { appStorage } from '../persistence/safeStorage';
import { ImportConfirmDialog } from './ImportConfirmDialog';
import './progressTransfer.css';

// Export and import of the learner's progress as a file, to carry it to another browser. Reading a
// file needs its schema (zod): loaded when a file is chosen, not with the home page.
const loadImport = retryableImport(() => import('../persistence/progressImport'));

type Message = { kind: 'done' | 'problem'; text: string };

type ImportModule = Awaited<ReturnType<typeof loadImport>>;

/** An import waiting for the learner's choice (ImportConfirmDialog). */
interface Asking {
  module: ImportModule;
  fileName: string;
  file: ProgressFile;
  replace: ImportPlan;
  keepMine: ImportPlan;
}

/** "Export progress" and "Import progress", with what came of it said below them. */
export function ProgressTransfer({ lessons }: { lessons: readonly LessonSummary[] }) {
  const slugs = lessons.map((lesson) => lesson.slug);
  const input = useRef<HTMLInputElement>(null);
  const importButton = useRef<HTMLButtonElement>(null);
  const [message, setMessage] = useState<Message>();
  const [asking, setAsking] = useState<Asking>();
  const answered = useRef(false);

  const exportProgress = () => {
    const now = new Date();
    const progress = collectProgress(slugs, now);
    const name = progressFileName(now);
    const url = URL.createObjectURL(new Blob([JSON.stringify(progress, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    setMessage({
      kind: 'done',
      text: `Saved ${name} (${describeProgress(progress)}). In another browser, open MCP Tour and use Import progress with this file.`,
    });
  };

  const importFile = async (chosen: File) => {
    const refuse = (text: string) => setMessage({ kind: 'problem', text });
    let module: ImportModule;
    let text: string;
    try {
      module = await loadImport();
    } catch {
      refuse('Importing could not be loaded (is the connection down?). Nothing was changed; try again.');
      return;
    }
    if (chosen.size > module.MAX_PROGRESS_FILE_BYTES) {
      refuse(`“${chosen.name}” is far too big to be an MCP Tour progress file. Nothing was changed.`);
      return;
    }
    try {
      text = await chosen.text();
    } catch {
      refuse(`“${chosen.name}” could not be read. Nothing was changed.`);
      return;
    }
    const read = module.readProgressFile(chosen.name, text);
    if (!read.ok) {
      refuse(read.message);
      return;
    }
    const state = module.readProgressState(slugs);
    const replace = module.planImport(state, read.file, slugs, 'replace');
    if (module.replacesAnything(replace)) {
      setAsking({
        module,
        fileName: chosen.name,
        file: read.file,
        replace,
        keepMine: module.planImport(state, read.file, slugs, 'keep-mine'),
      });
      return;
    }
    apply(chosen.name, read.file, replace, module);
  };

  const apply = (fileName: string, file: ProgressFile, plan: ImportPlan, module: ImportModule) => {
    if (!module.changesAnything(plan)) {
      setMessage({
        kind: 'done',
        text: `Nothing to import: this browser already has everything in “${fileName}”.${skipped(plan)}`,
      });
      return;
    }
    module.applyImport(plan, file);
    const what = [
      plan.newlyDone.length > 0 && count(plan.newlyDone.length, 'lesson marked done', 'lessons marked done'),
      plan.codeAdded.length + plan.codeReplaced.length > 0 &&
        `code of ${count(plan.codeAdded.length + plan.codeReplaced.length, 'lesson', 'lessons')}`,
      plan.snippetsAdded.length + plan.snippetsReplaced.length > 0 &&
        count(plan.snippetsAdded.length + plan.snippetsReplaced.length, 'playground snippet', 'playground snippets'),
      Object.keys(plan.paneSizes).length > 0 && 'pane sizes',
    ].filter(Boolean);
    const lasting = appStorage.persistent
      ? ''
      : ' Your browser is not letting MCP Tour save, so this lasts only while this tab is open.';
    setMessage({ kind: 'done', text: `Imported from “${fileName}”: ${what.join(', ')}.${skipped(plan)}${lasting}` });
  };

  return (
    <div className="progress-transfer">
      <div className="progress-transfer__actions">
        <button type="button" className="button" onClick={exportProgress}>
          Export progress
        </button>
        <button ref={importButton} type="button" className="button" onClick={() => input.current?.click()}>
          Import progress
        </button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Progress file to import"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // The same file chosen again must fire change again.
            event.target.value = '';
            if (chosen) void importFile(chosen);
          }}
        />
      </div>
      <p className="progress-transfer__message" role="status" data-kind={message?.kind}>
        {message?.text}
      </p>
      {asking && (
        <ImportConfirmDialog
          fileName={asking.fileName}
          replace={asking.replace}
          keepMine={asking.keepMine}
          lessons={lessons}
          onChoose={(policy: ImportPolicy) => {
            answered.current = true;
            apply(asking.fileName, asking.file, policy === 'replace' ? asking.replace : asking.keepMine, asking.module);
          }}
          onClose={() => {
            if (!answered.current)
              setMessage({ kind: 'done', text: `Nothing was imported from “${asking.fileName}”.` });
            answered.current = false;
            setAsking(undefined);
            importButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}

/** Lessons of the file that this tour does not have, said so. */
function skipped(plan: ImportPlan): string {
  const unknown = plan.unknownLessons.length;
  const leftOut = plan.snippetsLeftOut.length;
  return [
    unknown > 0 &&
      ` ${count(unknown, 'lesson', 'lessons')} in the file ${unknown === 1 ? 'is' : 'are'} not in this version of the tour and ${unknown === 1 ? 'was' : 'were'} skipped (${plan.unknownLessons.join(', ')}).`,
    leftOut > 0 &&
      ` ${count(leftOut, 'older snippet', 'older snippets')} of the file did not fit in the recent list (it keeps eight).`,
  ]
    .filter(Boolean)
    .join('');
}
