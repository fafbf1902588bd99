import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * After `react-router build`: writes a brotli (.br) and a gzip (.gz) copy beside every
 * built text file, compressed once with the strongest settings, so the server hands them
 * out as they are (serveStatic's `precompressed`) instead of compressing per request.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|webmanifest|txt|xml)$/i;
/** Below this, the headers of a compressed answer outweigh what compression saves. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name) && statSync(full).size >= MIN_BYTES) yield full;
  }
}

const root = path.resolve(process.argv[2] ?? "build/client");
let before = 0;
let after = 0;
let count = 0;
for (const file of files(root)) {
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  before += content.byteLength;
  after += br.byteLength;
  count += 1;
}
console.log(
  `compressed ${count} files in ${path.relative(process.cwd(), root)}: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`,
);
