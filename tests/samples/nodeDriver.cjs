// Runs Node.js samples one after another in this one process, each file unchanged: a sample
// prints once when it is done (its answer, or its error), which is when the next one starts.
// Before each, GET <proxy>/__sample/<id> tells the recording proxy whose requests follow.
//   node nodeDriver.cjs <samples.json> <proxy origin>   → one JSON line per sample
const fs = require('fs');

const [listFile, proxy] = process.argv.slice(2);
const samples = JSON.parse(fs.readFileSync(listFile, 'utf8'));
const TIMEOUT_MS = 20000;

function runOne(file) {
  return new Promise((resolve) => {
    const { log, error } = console;
    let timer;
    const finish = (outcome) => {
      console.log = log;
      console.error = error;
      clearTimeout(timer);
      resolve(outcome);
    };
    const printed =
      (kind) =>
      (...args) =>
        finish({
          kind,
          text: args
            .map((arg) => (arg instanceof Error ? arg.stack : String(arg)))
            .join(' ')
            .slice(0, 1500),
        });
    console.log = printed('printed');
    console.error = printed('error');
    timer = setTimeout(() => finish({ kind: 'timeout' }), TIMEOUT_MS);
    try {
      require(file);
    } catch (thrown) {
      finish({ kind: 'error', text: String(thrown && thrown.stack) });
    }
  });
}

(async () => {
  for (const { id, file } of samples) {
    await fetch(`${proxy}/__sample/${encodeURIComponent(id)}`);
    const outcome = await runOne(file);
    process.stdout.write(`${JSON.stringify({ id, ...outcome })}\n`);
  }
  process.exitCode = 0;
})();
