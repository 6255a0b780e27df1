/** What the error-reporting hook receives for a 5xx or a call without a response (spec §8). */
export interface ReportedError {
  /** HTTP status; 0 when no response came */
  status: number;
  method: string;
  url: string;
  /** `network` / `timeout` when no response came */
  reason?: string;
}

export type ErrorSink = (error: ReportedError) => void;

const consoleSink: ErrorSink = (error) => {
  console.error(`[api] ${error.method} ${error.url} -> ${error.status || error.reason || 'no response'}`);
};

let sink: ErrorSink = consoleSink;

/** Replaces where reportError sends (an error-reporting service); `null` restores the console. */
export function setErrorSink(next: ErrorSink | null): void {
  sink = next ?? consoleSink;
}

/** Reports a 5xx or missing response; never user-visible, never throws. */
export function reportError(error: ReportedError): void {
  try {
    sink(error);
  } catch {
    // a broken sink must not break the call that is being reported
  }
}
