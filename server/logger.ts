import pino from "pino";

export type Logger = pino.Logger;

/** JSON lines on stdout. Redacts anything that could carry a secret, should it be logged. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        "password",
        "*.password",
        "token",
        "*.token",
        "authorization",
        "*.authorization",
        "cookie",
        "*.cookie",
        "DATABASE_URL",
        "*.DATABASE_URL",
      ],
      censor: "[redacted]",
    },
  });
}

/**
 * The logger of the one line per request (method, path without query, status, duration):
 * fields that never hold a secret, so it skips redaction, which would double the cost of a
 * line that every request writes.
 */
export function accessLogger(log: Logger): Logger {
  return log.child({}, { redact: { paths: [] } });
}
