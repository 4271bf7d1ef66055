import { type OutboxDeps, sendDueMail } from './outbox';

/**
 * Runs the outbox: at once when kicked (an order or a redemption was just committed), and every `intervalMs` for
 * the retries. One pass at a time; a kick during a pass asks for another pass after it.
 */
export class OutboxMailer {
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly deps: OutboxDeps,
    private readonly intervalMs = 15_000,
  ) {}

  start(): void {
    this.stopped = false;
    this.timer ??= setInterval(() => this.kick(), this.intervalMs);
    this.kick();
  }

  kick(): void {
    if (this.stopped) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    this.pass = this.run().finally(() => {
      this.pass = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Stops the timer and waits for the pass under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.pass;
  }

  private async run(): Promise<void> {
    try {
      await sendDueMail(this.deps);
    } catch (error) {
      this.deps.logger.error({ err: error }, 'mail outbox pass failed');
    }
  }
}
