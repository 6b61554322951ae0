import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import './onDemand.css';

// React's lazy() remembers a failed import for good and hands the failure to the nearest error
// boundary, which for a dialog is the whole page. A piece made here instead says where it stands
// that it could not load, and the next time it is mounted (the owner keys it by each press of its
// button) it imports afresh.

type Loaded<P> = ComponentType<P>;

interface OnDemandProps {
  /** What the learner reads when the code cannot be fetched, with how to try again. */
  failure: ReactNode;
}

/** A component whose code is fetched when it is first shown, with its own failure message. */
export function onDemand<P extends object>(load: () => Promise<Loaded<P>>): ComponentType<P & OnDemandProps> {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const fetchOnce = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined; // the next mount tries again
        throw error;
      },
    );
    return loading;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per piece at module load, never during a render
  return function OnDemand({ failure, ...props }: P & OnDemandProps) {
    // A function in state is called by setState: keep the component in a box.
    const [state, setState] = useState<{ component: Loaded<P> } | 'loading' | 'failed'>(() =>
      loaded ? { component: loaded } : 'loading',
    );
    useEffect(() => {
      if (state !== 'loading') return;
      let current = true;
      fetchOnce().then(
        (component) => current && setState({ component }),
        (error: unknown) => {
          console.error('MCP Tour: a part of the page could not be loaded', error);
          if (current) setState('failed');
        },
      );
      return () => {
        current = false;
      };
    }, [state]);

    if (state === 'loading') return null;
    if (state === 'failed') {
      return (
        <span className="load-failure" role="alert">
          {failure}
        </span>
      );
    }
    const Component = state.component;
    return <Component {...(props as P)} />;
  };
}
