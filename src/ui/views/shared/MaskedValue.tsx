import { useState } from 'react';
import { ProgramText } from './ProgramText';
import { showHiddenChars } from './hiddenChars';
import { EyeIcon } from './viewIcons';

// A credential shown masked, with a button to reveal it for a moment. Masked is the default,
// so a screenshot or a screen share of a lesson shows that a token was there, not the token.

interface MaskedValueProps {
  value: string;
  masked: string;
  /** What the value is, for the button's name: "Authorization header", "GITLAB_TOKEN". */
  what: string;
}

export function MaskedValue({ value, masked, what }: MaskedValueProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <span className="masked-value">
      <code className={revealed ? 'masked-value__text masked-value__text--revealed' : 'masked-value__text'}>
        <ProgramText text={revealed ? value : masked} />
      </code>
      <button
        type="button"
        className="masked-value__toggle"
        aria-pressed={revealed}
        aria-label={`${revealed ? 'Hide' : 'Reveal'} ${showHiddenChars(what)}`}
        title={revealed ? 'Hide' : 'Reveal'}
        onClick={() => setRevealed((shown) => !shown)}
      >
        <EyeIcon closed={revealed} />
        <span aria-hidden="true">{revealed ? 'Hide' : 'Reveal'}</span>
      </button>
    </span>
  );
}
