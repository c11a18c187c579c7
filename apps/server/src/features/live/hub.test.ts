import { describe, expect, it } from 'vitest';
import { LocalShared } from '../../adapters/shared.ts';
import { LiveHub, topicUser, userTopic, type LiveClient } from './hub.ts';

function client(uid: number | null): LiveClient & { got: [string, unknown][] } {
  const got: [string, unknown][] = [];
  return { uid, got, send: (event, data) => got.push([event, data]), end: () => undefined };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('LiveHub', () => {
  it('reads an event published without data only where a client listens, once per burst, ending on the last state', async () => {
    const shared = new LocalShared();
    let reads = 0;
    let state = 0;
    const hub = new LiveHub(shared, 100, {
      unread: async (topic) => {
        reads += 1;
        await tick();
        return { uid: topicUser(topic), state };
      },
    });
    // Nobody listens to user 8: nothing is read for it.
    await hub.publish(userTopic(8), 'unread', null);
    expect(reads).toBe(0);
    const lin = client(5);
    hub.attach(lin);
    for (state = 1; state <= 5; state++) await hub.publish(userTopic(5), 'unread', null);
    state = 5;
    await expect.poll(() => lin.got.at(-1)).toEqual(['unread', { uid: 5, state: 5 }]);
    // The first change is read at once; the four that came while it ran share one more read.
    expect(reads).toBe(2);
  });

  it('hands events with data to the topic as they are, and events with no reader as null', async () => {
    const hub = new LiveHub(new LocalShared(), 100);
    const lin = client(5);
    const visitor = client(null);
    hub.attach(lin);
    hub.attach(visitor);
    await hub.publish('ticker', 'quote', { id: 1 });
    await hub.publish(userTopic(5), 'other', null);
    expect(lin.got).toEqual([
      ['quote', { id: 1 }],
      ['other', null],
    ]);
    expect(visitor.got).toEqual([['quote', { id: 1 }]]);
  });

  it('sends nothing when the read fails (the next change reads again)', async () => {
    let fail = true;
    const hub = new LiveHub(new LocalShared(), 100, {
      unread: () => (fail ? Promise.reject(new Error('database gone')) : Promise.resolve({ n: 1 })),
    });
    const lin = client(5);
    hub.attach(lin);
    await hub.publish(userTopic(5), 'unread', null);
    await tick();
    expect(lin.got).toEqual([]);
    fail = false;
    await hub.publish(userTopic(5), 'unread', null);
    await expect.poll(() => lin.got).toEqual([['unread', { n: 1 }]]);
  });
});
