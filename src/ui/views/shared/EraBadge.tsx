import type { ConnectionEra } from '../../../runtime/trace/eras';
import { eraBadge } from './era';
import './eraBadge.css';

// A connection's protocol era and SDK generations, as a small badge: "2026-07-28 · SDK v2".
// The sentence behind it is its tooltip and what a screen reader hears.

export function EraBadge({ era, className }: { era: ConnectionEra; className?: string }) {
  const badge = eraBadge(era);
  if (!badge) return null;
  return (
    <span className={`era-badge era-badge--${badge.tone}${className ? ` ${className}` : ''}`} title={badge.sentence}>
      <span aria-hidden="true">{badge.text}</span>
      <span className="visually-hidden">{badge.sentence}</span>
    </span>
  );
}
