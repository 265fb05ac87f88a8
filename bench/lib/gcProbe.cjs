// Preloaded by the bench into the server it measures (`node --expose-gc --require`): on SIGUSR2
// it collects garbage fully and writes the process's memory to BENCH_GC_REPORT. The RSS the bench
// samples otherwise depends on when V8 last collected (493 to 699 MB for the same code at 10x);
// the live heap and the RSS left after a full collection are figures two runs can compare.
const fs = require('node:fs');

process.on('SIGUSR2', () => {
  global.gc();
  global.gc(); // the second pass frees what the first one's finalisers released
  fs.writeFileSync(process.env.BENCH_GC_REPORT, JSON.stringify(process.memoryUsage()));
});
