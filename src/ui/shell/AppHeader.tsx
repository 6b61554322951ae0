import { Link } from 'wouter';
import type { Route } from '../routing/routes';
import { href } from '../routing/routes';
import { ThemeToggle } from '../theme/ThemeToggle';

export function AppHeader({ route }: { route: Route }) {
  const current = (kind: Route['kind']) => (route.kind === kind ? 'page' : undefined);
  return (
    <header className="app-header">
      {/* On a lesson the text is a pane of its own: skipping to it lets PageDown and the arrows scroll it. */}
      <a className="skip-link" href={route.kind === 'lesson' ? '#lesson-text' : '#main'}>
        Skip to content
      </a>
      <Link className="app-header__brand" href={href.home()}>
        <BrandMark />
        <span>MCP Tour</span>
      </Link>
      <nav className="app-header__nav" aria-label="Main">
        <Link
          href={href.home()}
          aria-current={current('home')}
          className={route.kind === 'lesson' ? 'is-active' : undefined}
        >
          Lessons
        </Link>
        <Link href={href.playground()} aria-current={current('playground')}>
          Playground
        </Link>
        {/* A phone's header has room for two: there the glossary is reached from the lessons' text. */}
        <Link className="app-header__nav-wide" href={href.glossary()} aria-current={current('glossary')}>
          Glossary
        </Link>
      </nav>
      <ThemeToggle />
    </header>
  );
}

function BrandMark() {
  return (
    <svg className="app-header__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--accent)" />
      <circle cx="9" cy="16" r="3.2" fill="#fff" />
      <circle cx="23" cy="10" r="3.2" fill="#fff" />
      <circle cx="23" cy="22" r="3.2" fill="#fff" />
      <path d="M12 14.6 20 11.4M12 17.4l8 3.2" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
