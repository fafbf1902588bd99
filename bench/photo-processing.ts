/**
 * What processing an owner's photo costs (modules/photos/process-photo.ts): for a generated
 * 4032 × 3024 JPEG (an iPhone's size, drawn with photo-like detail, not a real photo), the
 * HEIC fixture, and any image files named on the command line, prints the time to process
 * (median of the runs, wall clock and CPU: all threads, and the main thread's own share),
 * the longest the event loop was held up meanwhile, the bytes of every variant and their
 * total.
 *
 *   node_modules/.bin/node bench/photo-processing.ts [--runs=3] [photo.heic …]
 *
 * Figures depend on the machine and on what else it runs: compare runs on the same machine.
 */
import { readFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import { PhotoQueue } from "../modules/photos/photo-queue.ts";
import { type ProcessedPhoto, processPhoto } from "../modules/photos/process-photo.ts";
import { drawTexturedScene } from "../modules/photos/testing.ts";

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice("--runs=".length) ?? 3);
const files = args.filter((a) => !a.startsWith("--"));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(name: string, bytes: Uint8Array): Promise<void> {
  const header = await sharp(bytes)
    .metadata()
    .catch(() => null);
  const size = header ? `${header.width} × ${header.height}` : "size known after decoding";
  console.log(`\n${name}: ${kb(bytes.length)}, ${size}`);

  const walls: number[] = [];
  const cpus: number[] = [];
  const mainThread: number[] = [];
  const queue = new PhotoQueue();
  let worstDelay = 0;
  let photo: ProcessedPhoto | undefined;
  for (let run = 0; run < runs; run++) {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const cpu = process.cpuUsage();
    const ownCpu = process.threadCpuUsage();
    const start = performance.now();
    photo = await processPhoto(bytes, queue);
    walls.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
    const own = process.threadCpuUsage(ownCpu);
    mainThread.push((own.user + own.system) / 1000);
    delay.disable();
    worstDelay = Math.max(worstDelay, delay.max / 1e6);
  }
  if (!photo) return;

  console.log(
    `  processing: ${median(walls).toFixed(0)} ms (median of ${runs}; fastest ${Math.min(...walls).toFixed(0)} ms), ` +
      `CPU ${median(cpus).toFixed(0)} ms of which ${median(mainThread).toFixed(0)} ms on the main thread; ` +
      `event loop held up ${worstDelay.toFixed(0)} ms at most`,
  );
  for (const variant of photo.variants) {
    console.log(
      `  ${`${variant.width} × ${variant.height}`.padEnd(13)} ${variant.format}  ${kb(variant.bytes.length).padStart(10)}`,
    );
  }
  const total = (format?: string) =>
    photo.variants.filter((v) => !format || v.format === format).reduce((sum, v) => sum + v.bytes.length, 0);
  console.log(`  total: ${kb(total())} (AVIF ${kb(total("avif"))}, WebP ${kb(total("webp"))})`);
  console.log(`  placeholder: ${photo.placeholder.length} characters as a data: URL`);
}

// What the machine alone does to the event loop, to read the figures against: on a loaded
// machine timers fire late whatever the process does.
const idle = monitorEventLoopDelay({ resolution: 10 });
idle.enable();
await new Promise((resolve) => setTimeout(resolve, 3000));
idle.disable();
console.log(`Event loop with nothing to do: held up ${(idle.max / 1e6).toFixed(0)} ms at most in 3 s`);

console.log("Drawing the 4032 × 3024 test photo…");
const jpeg = await sharp(await drawTexturedScene(4032, 3024))
  .jpeg({ quality: 88 })
  .toBuffer();
await measure("Generated JPEG, 4032 × 3024 (quality 88)", jpeg);
await measure(
  "HEIC fixture (modules/photos/fixtures/sample.heic)",
  readFileSync(new URL("../modules/photos/fixtures/sample.heic", import.meta.url)),
);
for (const file of files) await measure(file, readFileSync(file));
