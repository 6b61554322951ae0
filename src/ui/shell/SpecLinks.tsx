import { ExternalIcon } from '../icons';

/** Links to pages of the specification, each opening in a new tab (and saying so to screen readers). */
export function SpecLinks({ links }: { links: readonly { url: string; title: string }[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.title}
            <ExternalIcon />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
