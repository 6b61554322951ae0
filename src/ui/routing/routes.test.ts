import { describe, expect, it } from 'vitest';
import { href, routeFor } from './routes';

describe('routeFor', () => {
  it('reads the public URLs at the root', () => {
    expect(routeFor('/', '/')).toEqual({ kind: 'home' });
    expect(routeFor('/index.html', '/')).toEqual({ kind: 'home' });
    expect(routeFor('/playground/', '/')).toEqual({ kind: 'playground' });
    expect(routeFor('/playground', '/')).toEqual({ kind: 'playground' });
    expect(routeFor('/lessons/host-client-server/', '/')).toEqual({ kind: 'lesson', slug: 'host-client-server' });
    expect(routeFor('/lessons/host-client-server/index.html', '/')).toEqual({
      kind: 'lesson',
      slug: 'host-client-server',
    });
  });

  it('reads them under a base path', () => {
    expect(routeFor('/mcp-tour/', '/mcp-tour/')).toEqual({ kind: 'home' });
    expect(routeFor('/mcp-tour', '/mcp-tour/')).toEqual({ kind: 'home' });
    expect(routeFor('/mcp-tour/lessons/tools/', '/mcp-tour/')).toEqual({ kind: 'lesson', slug: 'tools' });
    expect(routeFor('/mcp-tour/playground/', '/mcp-tour/')).toEqual({ kind: 'playground' });
  });

  it('reads the embed pages', () => {
    expect(routeFor('/embed/host-client-server/', '/')).toEqual({ kind: 'embed-lesson', slug: 'host-client-server' });
    expect(routeFor('/embed/playground/', '/')).toEqual({ kind: 'embed-playground' });
    expect(routeFor('/mcp-tour/embed/playground/index.html', '/mcp-tour/')).toEqual({ kind: 'embed-playground' });
    expect(routeFor('/embed/', '/')).toMatchObject({ kind: 'not-found' });
  });

  it('sends anything else to not-found', () => {
    expect(routeFor('/lessons/', '/')).toMatchObject({ kind: 'not-found' });
    expect(routeFor('/lessons/Bad_Slug/', '/')).toMatchObject({ kind: 'not-found' });
    expect(routeFor('/nope', '/')).toEqual({ kind: 'not-found', path: 'nope' });
    expect(routeFor('/lessons/a/b/', '/')).toMatchObject({ kind: 'not-found' });
  });
});

describe('href', () => {
  it('builds links under the base', () => {
    expect(href.home('/x/')).toBe('/x/');
    expect(href.playground('/x/')).toBe('/x/playground/');
    expect(href.lesson('tools', '/x/')).toBe('/x/lessons/tools/');
    expect(href.embedScript('/x/')).toBe('/x/embed.js');
  });
});
