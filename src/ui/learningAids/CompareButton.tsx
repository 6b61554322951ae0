import { useRef, useState } from 'react';
import { Icon } from '../icons';
import { CompareDialog } from './CompareDialog';

/** "Compare" beside Solve: the learner's code next to the solution, without replacing anything. */
export function CompareButton({ code, solution }: { code: () => string; solution: string }) {
  // The code as it was when the button was pressed: the dialog shows that moment.
  const [yours, setYours] = useState<string>();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button"
        aria-haspopup="dialog"
        aria-label="Compare with solution"
        onClick={() => setYours(code())}
        title="See how your code differs from the solution (your code stays as it is)"
      >
        <CompareIcon />
        <span className="label-wide-only">Compare</span>
      </button>
      {yours !== undefined && (
        <CompareDialog
          yours={yours}
          solution={solution}
          onClose={() => {
            setYours(undefined);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}

function CompareIcon() {
  return (
    <Icon>
      <rect x="3" y="4" width="7" height="16" rx="1.5" />
      <rect x="14" y="4" width="7" height="16" rx="1.5" />
      <path d="M5.5 9h2M5.5 13h2M16.5 9h2M16.5 13h2M16.5 17h2" />
    </Icon>
  );
}
