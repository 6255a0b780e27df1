import closeWithGrace from 'close-with-grace';

export interface ShutdownOptions {
  /** the process' name in its log lines (`web-server`, `apps/chat` ...) */
  name: string;
  /** how long `close` may take before the process exits anyway (exit code 1) */
  timeoutMs: number;
  log?: Pick<Console, 'info' | 'error'>;
}

/**
 * Runs `close` once when the process is asked to stop (SIGTERM from a supervisor or a rolling
 * restart, SIGINT from Ctrl-C, SIGHUP when the terminal closes) or crashes (an uncaught exception
 * or unhandled rejection: logged, closed the same way, exit code 1), then exits. A second signal
 * while closing exits at once (Ctrl-C twice); `timeoutMs` bounds the close. close-with-grace does the
 * signal handling.
 */
export function onShutdown(options: ShutdownOptions, close: (reason: { signal?: string; err?: Error }) => Promise<void>): { uninstall(): void } {
  const log = options.log ?? console;
  const logger = { error: (message: unknown) => log.error(`${options.name}: ${message instanceof Error ? message.stack : String(message)}`) };
  return closeWithGrace({ delay: options.timeoutMs, logger }, async ({ signal, err }) => {
    if (err) logger.error(err);
    log.info(`${options.name}: ${signal ?? (err ? 'crashed' : 'exiting')}: shutting down`);
    await close({ signal, err });
  });
}
