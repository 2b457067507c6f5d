/**
 * Owns everything the runtime started. Ctrl-C or SIGTERM stops it all in reverse order and exits; a
 * watched service (cognito-local) that dies on its own is reported in one line and brings the runtime
 * down with it, so the person never keeps using a half-working runtime. DynamoDB Local is not watched
 * here: liveness.ts restarts it on the same data while the API answers 503.
 */
export interface Stoppable {
  name: string;
  stop(): Promise<void>;
}

export class Supervisor {
  private readonly services: Stoppable[] = [];
  private stopping: Promise<void> | undefined;

  constructor(private readonly exit: (code: number) => void = (code) => process.exit(code)) {}

  get isStopping(): boolean {
    return this.stopping !== undefined;
  }

  add(service: Stoppable): void {
    // Something that finishes starting after Ctrl-C must not outlive the runtime.
    if (this.isStopping) void service.stop();
    else this.services.push(service);
  }

  /** Treats the settling of `exited` as a crash unless the supervisor is already stopping. */
  watch(name: string, exited: Promise<string>): void {
    void exited.then((reason) => {
      // Ctrl-C in a terminal signals the children too; give our own signal handler the first word.
      setTimeout(() => {
        if (!this.isStopping)
          void this.shutdown(1, `${name} stopped unexpectedly (${reason}): stopping the runtime`);
      }, 300);
    });
  }

  installSignalHandlers(): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        // A second Ctrl-C while stopping means "now": leave at once.
        if (this.isStopping) this.exit(130);
        else void this.shutdown(0, 'stopping');
      });
    }
  }

  shutdown(code: number, message?: string): Promise<void> {
    this.stopping ??= (async () => {
      if (message) (code === 0 ? console.log : console.error)(message);
      for (const service of [...this.services].reverse()) {
        try {
          await service.stop();
        } catch (err) {
          console.error(
            `could not stop ${service.name}: ${err instanceof Error ? err.message : String(err)}`,
          );
        }
      }
      this.exit(code);
    })();
    return this.stopping;
  }
}
