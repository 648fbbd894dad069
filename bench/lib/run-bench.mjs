/**
 * Runs a benchmark's body with a list of clean-up steps it adds to as it starts things (servers, pools,
 * files); they run last first, whatever happened, each one's failure logged rather than hiding the
 * others. A failure of the body is printed and sets the exit code to 1.
 */
export function runBench(log, body) {
  const stops = [];
  const main = async () => {
    try {
      await body(stops);
    } finally {
      while (stops.length)
        await stops
          .pop()()
          .catch((error) => log(`cleanup: ${error.message}`));
    }
  };
  main().catch((error) => {
    console.error(error.stack ?? error);
    process.exitCode = 1;
  });
}
