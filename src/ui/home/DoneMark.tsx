import { PassIcon } from '../icons';

/** "Done", as text and icon, so it reads the same to everyone. */
export function DoneMark() {
  return (
    <span className="done-mark">
      <PassIcon />
      Done
    </span>
  );
}
