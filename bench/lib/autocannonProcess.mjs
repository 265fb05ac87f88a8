// `node bench/lib/autocannonProcess.mjs '<options as JSON>'`: one autocannon run through its
// programmatic API (which takes a `requests` sequence, the CLI does not), in the process
// bench/lib/autocannon.mjs starts for it; prints the result as JSON, as the CLI's `-j` does.
// autocannon is not in the root install: bench/tools holds it (bench/lib/autocannon.mjs installs it).
import { autocannon } from '../tools/autocannon.mjs';

const result = await autocannon(JSON.parse(process.argv[2]));
process.stdout.write(JSON.stringify(result));
