import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  /** `86:13800000000` for SMS, an address for email. */
  to: string;
  subject: string;
  text: string;
}

/** Where verification codes and notices go out: a file outbox by default, a webhook when configured. */
export interface Outbox {
  send(message: OutboxMessage): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
}

/**
 * The local default: each message is a JSON file under `DATA_DIR/outbox` (readable by developers and
 * tests) and a line in the server log.
 */
export class FileOutbox implements Outbox {
  constructor(
    readonly dir: string,
    private readonly log?: Logger,
  ) {}

  async send(message: OutboxMessage): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const safe = message.to.replace(/[^A-Za-z0-9@._+-]/g, '_');
    const name = `${Date.now()}-${process.hrtime.bigint()}-${message.channel}-${safe}.json`;
    const file = path.join(this.dir, name);
    await fs.writeFile(file, JSON.stringify({ ...message, sent_at: new Date().toISOString() }, null, 2));
    this.log?.info({ outbox: file, channel: message.channel, to: message.to }, `outbox: ${message.subject}`);
  }

  /** The newest message to an address, for tests and for developers. */
  async latest(to: string): Promise<(OutboxMessage & { sent_at: string }) | undefined> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch {
      return undefined;
    }
    const safe = to.replace(/[^A-Za-z0-9@._+-]/g, '_');
    const mine = names.filter((n) => n.endsWith(`-${safe}.json`)).sort();
    const last = mine[mine.length - 1];
    if (!last) return undefined;
    return JSON.parse(await fs.readFile(path.join(this.dir, last), 'utf8')) as OutboxMessage & { sent_at: string };
  }
}

/** Posts each message as JSON to a gateway (an SMS or mail relay) set by OUTBOX_WEBHOOK_URL. */
export class WebhookOutbox implements Outbox {
  constructor(private readonly url: string) {}

  async send(message: OutboxMessage): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`outbox webhook answered ${res.status}`);
  }
}
