// Shown instead of the app when a page other than an embed is put inside another site's frame.
// Hosts that send headers refuse that frame outright (frame-ancestors 'none', X-Frame-Options);
// on a host that can send none (GitHub Pages) this keeps an invisible frame from being clicked
// through (Reset, Solve) on the learner's behalf. Embeds (/embed/…) are made to be framed.

export function FramedNotice() {
  return (
    <main className="framed-notice">
      <p>
        MCP Tour cannot be used inside another site’s frame.{' '}
        <a href={window.location.href} target="_blank" rel="noopener">
          Open MCP Tour in its own tab
        </a>
        .
      </p>
    </main>
  );
}

/** True when this page is shown inside a frame of any kind. */
export function isFramed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}
