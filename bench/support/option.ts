/** `--name=value` from the benchmark's command line, or undefined. */
export function option(name: string): string | undefined {
  return process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3);
}
