/**
 * Preloaded (`node --import`) into a server that browser tests start for themselves
 * (clocked-server.ts), never into the product: the server's clock, `Date` and so its
 * embedded database's `now()`, runs `shift` ms ahead of real time once the test says so
 * over the IPC channel, as if that much time had passed. The test waits for the answer
 * before going on.
 */
const RealDate = Date;
let shiftMs = 0;

class ShiftedDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(RealDate.now() + shiftMs);
    else super(...(args as ConstructorParameters<DateConstructor>));
  }

  static override now(): number {
    return RealDate.now() + shiftMs;
  }
}

globalThis.Date = ShiftedDate as DateConstructor;

process.on("message", (message: unknown) => {
  if (typeof message !== "object" || message === null || !("clockShiftMs" in message)) return;
  shiftMs = Number(message.clockShiftMs);
  process.send?.({ clockShiftedMs: shiftMs });
});
