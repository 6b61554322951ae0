import { Component, type ErrorInfo, type ReactNode } from 'react';

// A view that throws while drawing a run takes itself down, never the page: the learner's code,
// the editor and every other view stay. The runtime validates what the sandbox sends, so this is
// the second line; it resets when the run it failed on is replaced (`resetKey`).

interface Props {
  /** What failed, for the message: "the Messages view". */
  what: string;
  /** A new value (a new run) tries drawing again. */
  resetKey?: unknown;
  /** Replaces the default sentence; a function is asked when the error happens (what is true then). */
  message?: string | (() => string);
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The resetKey this state belongs to. */
  key: unknown;
}

export class ViewErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`MCP Tour: ${this.props.what} could not draw this run`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="panel__empty" role="alert">
        {typeof this.props.message === 'function'
          ? this.props.message()
          : (this.props.message ??
            `${capitalize(this.props.what)} could not draw this run. The rest of the page still works; run the code again to try once more.`)}
      </p>
    );
  }
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
