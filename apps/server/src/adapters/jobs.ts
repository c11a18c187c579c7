// Background work: what a user should not wait for (sending mail and SMS) and what must run once
// for the whole site, not once per node (expiring unpaid orders). The default keeps the jobs in
// PostgreSQL with graphile-worker: they survive a restart or a kill, any node runs them, a failed
// one is retried with backoff, and a minute's cron job runs on one node only.
import type { Runner, Task, TaskList } from 'graphile-worker';
import type { Pool } from 'pg';
import type { OutboxMessage } from './outbox.ts';

export interface JobPayloads {
  /** A verification code or notice to the outbox (mail, SMS). */
  'outbox:send': OutboxMessage;
  /** Unpaid orders whose time ran out give their seats back (every minute). */
  'orders:expire': Record<string, never>;
  /** A report's first pages as pictures, its page count and (without the creator's) its cover. */
  'document:previews': { id: number };
  /** Members waiting for a live stream that has started are notified (every minute). */
  'broadcast:remind': Record<string, never>;
  /** Shared files 30 days in the bin, and uploads left unfinished for a day, go for good (hourly). */
  'netdisk:purge': Record<string, never>;
}
export type JobName = keyof JobPayloads;
export type JobHandlers = { [K in JobName]: (payload: JobPayloads[K]) => Promise<void> };

export interface JobOptions {
  /** At most this many tries (default 5), spaced by graphile-worker's exponential backoff. */
  maxAttempts?: number;
  /** One pending job per key: adding again replaces it. */
  jobKey?: string;
}

export interface Jobs {
  readonly kind: 'queue' | 'inline';
  /** Stored before it resolves (queue): a crash after this loses nothing. */
  add<K extends JobName>(name: K, payload: JobPayloads[K], options?: JobOptions): Promise<void>;
  /** Begins running jobs on this node; `add` waits for it. */
  start(handlers: JobHandlers): Promise<void>;
  close(): Promise<void>;
}

type Log = (level: 'info' | 'warn' | 'error', message: string) => void;

/** Every minute, on one node of the site (graphile-worker keeps the schedule in the database). */
const CRONTAB = [
  '* * * * * orders:expire ?max=1&jobKey=orders-expire',
  '* * * * * broadcast:remind ?max=1&jobKey=broadcast-remind',
  '17 * * * * netdisk:purge ?max=2&jobKey=netdisk-purge',
].join('\n');

export class QueueJobs implements Jobs {
  readonly kind = 'queue' as const;
  private runner: Runner | undefined;
  private starting: Promise<Runner> | undefined;

  constructor(
    /** The site's pool, once the database is open. */
    private readonly pool: () => Pool,
    private readonly log: Log,
    private readonly options: { concurrency?: number; pollIntervalMs?: number; cron?: boolean } = {},
  ) {}

  start(handlers: JobHandlers): Promise<void> {
    this.starting = this.run(handlers);
    return this.starting.then((runner) => {
      this.runner = runner;
    });
  }

  private async run(handlers: JobHandlers): Promise<Runner> {
    // Loaded here, not with the server's modules: the first answer does not wait for the worker's code.
    const { Logger, run } = await import('graphile-worker');
    const taskList: TaskList = {};
    for (const name of Object.keys(handlers) as JobName[]) {
      const handler = handlers[name] as (payload: unknown) => Promise<void>;
      const task: Task = async (payload) => handler(payload);
      taskList[name] = task;
    }
    const logger = new Logger(() => (level, message) => {
      // Its own chatter (worker started, job completed) is debug; failures and retries are worth a line.
      if (level === 'error' || level === 'warning') this.log(level === 'error' ? 'error' : 'warn', `jobs: ${message}`);
    });
    return run({
      pgPool: this.pool(),
      concurrency: this.options.concurrency ?? 2,
      // New jobs arrive by LISTEN/NOTIFY at once; polling only catches retries that came due.
      pollInterval: this.options.pollIntervalMs ?? 2000,
      noHandleSignals: true,
      taskList,
      ...(this.options.cron === false ? {} : { crontab: CRONTAB }),
      logger,
    });
  }

  async add<K extends JobName>(name: K, payload: JobPayloads[K], options: JobOptions = {}): Promise<void> {
    if (!this.starting) throw new Error('jobs: add before start');
    const runner = this.runner ?? (await this.starting);
    // graphile-worker types payloads by its own task registry; ours is JobPayloads.
    await runner.addJob(name as string, payload, {
      maxAttempts: options.maxAttempts ?? 5,
      ...(options.jobKey ? { jobKey: options.jobKey } : {}),
    });
  }

  async close(): Promise<void> {
    const starting = this.starting;
    this.starting = undefined;
    this.runner = undefined;
    const runner = await starting?.catch(() => undefined);
    // Jobs running now finish (or are handed back to the queue); nothing new is taken.
    await runner?.stop();
  }
}

/**
 * Runs each job at once, in the caller, as `add` is called: for API tests that read the outbox
 * right after a call, and for tools that must not leave work behind. The minute's cron job is a
 * timer of this node.
 */
export class InlineJobs implements Jobs {
  readonly kind = 'inline' as const;
  private handlers: JobHandlers | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly log: Log) {}

  start(handlers: JobHandlers): Promise<void> {
    this.handlers = handlers;
    this.timer = setInterval(() => {
      void this.add('orders:expire', {});
      void this.add('broadcast:remind', {});
      if (new Date().getMinutes() === 17) void this.add('netdisk:purge', {});
    }, 60_000);
    this.timer.unref();
    return Promise.resolve();
  }

  async add<K extends JobName>(name: K, payload: JobPayloads[K]): Promise<void> {
    const handler = this.handlers?.[name] as ((payload: JobPayloads[K]) => Promise<void>) | undefined;
    if (!handler) throw new Error(`jobs: add before start (${name})`);
    try {
      await handler(payload);
    } catch (err) {
      // As the queue would: the caller's request succeeded; the job's failure is the operator's to see.
      this.log('error', `jobs: ${name} failed: ${(err as Error).message}`);
    }
  }

  close(): Promise<void> {
    clearInterval(this.timer);
    return Promise.resolve();
  }
}
