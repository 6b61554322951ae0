// How the repo's scripts read their command line: a bad option prints why and the usage on stderr
// and exits with status 2; --help prints the usage on stdout.

/** Returns `parse(argv)`'s options, or undefined once --help has printed the usage (main then returns). */
export function parseCommandLine(parse, usage, argv = process.argv.slice(2)) {
  let options;
  try {
    options = parse(argv);
  } catch (error) {
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(usage);
    return undefined;
  }
  return options;
}
