import { describe, expect, it } from 'vitest';
import { lessonRun, sourceRun } from '../../../test/fixtures/lessonRuns';
import { LEAKY_HOST } from '../../../test/fixtures/leakyHost';
import { LISTEN_PROGRAM } from '../../../test/fixtures/modernPrograms';
import { wireMessageCount } from './messages/timeline';
import { tabBadges } from './tabBadges';

describe('tabBadges', () => {
  it('counts the messages, and flags a secret in the context only when there is one', async () => {
    const clean = tabBadges((await lessonRun('01-host-client-server')).events);
    expect(clean.messages?.label).toMatch(/^\d+ messages$/);
    expect(clean.llm).toBeUndefined();
    expect(tabBadges((await sourceRun(LEAKY_HOST)).events).llm).toMatchObject({
      tone: 'bad',
      label: 'a secret reached the model',
    });
    expect(tabBadges([])).toEqual({});
  });
});

describe('tabBadges with the views loaded', () => {
  it('counts what the Messages view lists: a listen stream’s notifications too', async () => {
    const { events } = await sourceRun(LISTEN_PROGRAM);
    expect(tabBadges(events).messages?.text).toBe('6');
    expect(tabBadges(events, wireMessageCount).messages).toEqual({ text: '8', label: '8 messages', tone: 'plain' });
  });
});
