import { ApiError } from '@spw/api';
import type { UploadRow } from '@spw/ui/features/netdisk/netdiskShared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';

interface Job {
  key: string;
  file: File;
  folderId: number;
  /** The server's upload id, once started. */
  id?: string;
  abort?: AbortController;
}

let counter = 0;

/**
 * The page's upload queue: one file at a time, in parts of the server's size, each part sent with
 * its progress. A start finds an unfinished upload of the same file again, so a retry (or the same
 * file chosen after a reload) goes on from the bytes the server has. `onDone` hears of each file kept.
 */
export function useUploads(onDone: () => void) {
  const intl = useIntl();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const jobs = useRef(new Map<string, Job>());
  const queue = useRef<string[]>([]);
  const running = useRef(false);
  const done = useRef(onDone);
  done.current = onDone;

  const patch = useCallback((key: string, change: Partial<UploadRow>) => {
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));
  }, []);

  const messageOf = useCallback(
    (error: unknown) => (error instanceof ApiError ? error.msg : intl.formatMessage({ id: 'netdisk.site.networkFailed' })),
    [intl],
  );

  const send = useCallback(
    async (job: Job) => {
      const abort = new AbortController();
      job.abort = abort;
      patch(job.key, { state: 'uploading', error: undefined });
      try {
        const started = await api.post('/netdisk/upload/start', {
          body: { folder_id: job.folderId, name: job.file.name, size: job.file.size },
          signal: abort.signal,
          quiet: true,
        });
        job.id = started.id;
        let received = started.received;
        patch(job.key, { received });
        while (received < job.file.size) {
          const part = job.file.slice(received, received + started.chunk_size);
          const form = new FormData();
          form.set('id', started.id);
          form.set('offset', String(received));
          form.set('chunk', part, 'part');
          const base = received;
          const answer = await api.upload('/netdisk/upload/chunk', form, {
            signal: abort.signal,
            quiet: true,
            onUploadProgress: (fraction) => patch(job.key, { received: Math.min(job.file.size, base + Math.round(part.size * fraction)) }),
          });
          received = answer.received;
          patch(job.key, { received });
        }
        patch(job.key, { state: 'done', received: job.file.size });
        done.current();
      } catch (error) {
        if (abort.signal.aborted) return;
        patch(job.key, { state: 'failed', error: messageOf(error) });
      }
    },
    [messageOf, patch],
  );

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let key = queue.current.shift(); key !== undefined; key = queue.current.shift()) {
        const job = jobs.current.get(key);
        if (job) await send(job);
      }
    } finally {
      running.current = false;
    }
  }, [send]);

  const add = useCallback(
    (files: File[], folderId: number) => {
      const added: UploadRow[] = [];
      for (const file of files) {
        counter += 1;
        const key = `u${counter}`;
        jobs.current.set(key, { key, file, folderId });
        queue.current.push(key);
        added.push({ key, name: file.name, size: file.size, received: 0, state: 'waiting' });
      }
      setRows((list) => [...list, ...added]);
      void pump();
    },
    [pump],
  );

  const retry = useCallback(
    (key: string) => {
      if (!jobs.current.has(key)) return;
      patch(key, { state: 'waiting', error: undefined });
      queue.current.push(key);
      void pump();
    },
    [patch, pump],
  );

  const cancel = useCallback(
    (key: string) => {
      const job = jobs.current.get(key);
      if (!job) return;
      queue.current = queue.current.filter((k) => k !== key);
      job.abort?.abort();
      patch(key, { state: 'cancelled' });
      // The server's bytes go too (a cancelled upload keeps no space).
      if (job.id) void api.post('/netdisk/upload/cancel', { body: { id: job.id }, quiet: true }).catch(() => undefined);
    },
    [patch],
  );

  const clear = useCallback(() => {
    setRows((list) => {
      const kept = list.filter((r) => r.state === 'waiting' || r.state === 'uploading');
      for (const r of list) if (!kept.includes(r)) jobs.current.delete(r.key);
      return kept;
    });
  }, []);

  // Leaving the page stops what is being sent (the server keeps the bytes so far for a day).
  useEffect(() => {
    const all = jobs.current;
    return () => {
      for (const job of all.values()) job.abort?.abort();
    };
  }, []);

  return { rows, add, retry, cancel, clear };
}
