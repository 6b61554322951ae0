// Types shared by the component, the light view and the lazily loaded Monaco view.

export interface EditorMarker {
  /** 1-based, in the learner's own source. */
  line: number;
  /** 1-based. */
  column: number;
  message: string;
  severity: 'error' | 'warning';
}

export type EditorTheme = 'light' | 'dark';

/** Everything a view hands over when the other one takes its place. */
export interface EditorSnapshot {
  text: string;
  selectionStart: number;
  selectionEnd: number;
  /** The caret sits at selectionStart (the learner selected leftwards or upwards). */
  selectionBackward: boolean;
  scrollTop: number;
  scrollLeft: number;
  focused: boolean;
}
