import { hiddenCharParts, hasHiddenChars } from './hiddenChars';

// Text the program chose, shown so it cannot rearrange what is around it: isolated from the
// surrounding text (a name's own direction stays inside it), and each hidden format character
// shown as a marked token that names it.

interface ProgramTextProps {
  text: string;
  /** A name or label (isolated, <bdi>) or a run of text in a line of its own (a <span>). */
  isolate?: boolean;
}

export function ProgramText({ text, isolate = true }: ProgramTextProps) {
  const content = hasHiddenChars(text)
    ? hiddenCharParts(text).map((part, index) =>
        'text' in part ? (
          part.text
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text never move
          <abbr key={index} className="hidden-char" title={`Hidden character ${part.name}`}>
            {part.token}
          </abbr>
        ),
      )
    : text;
  return isolate ? <bdi>{content}</bdi> : <span className="program-text">{content}</span>;
}
