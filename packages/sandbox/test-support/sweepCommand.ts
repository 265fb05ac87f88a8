// `npm run sweep`: every operation of the registry's specs against a fresh embedded platform
// (DEVCENTER_API_REGISTRY and DEVCENTER_SPECS_DIR name another registry, as for a build), the
// problems printed, the known ones apart. Exits 1 on a problem knownProblems.ts does not list.
import { sweepRegistry } from './sweepRegistry';

async function main() {
  const { report, unexpected, gone } = await sweepRegistry();
  const known = report.problems.length - unexpected.length;
  console.info(
    `sweep: ${report.operations} operations, ${report.succeeded} succeeded, ${report.sampled.length} sampled, ${report.unreached.length} with made-up ids, ${report.listsChecked} lists checked (${report.itemsChecked} items)`,
  );
  console.info(
    `problems: ${unexpected.length} new, ${known} known (packages/sandbox/sweep/knownProblems.ts)`,
  );
  for (const line of unexpected) console.info(`  ${line}`);
  if (gone.length > 0) console.info(`known problems that no longer occur:\n  ${gone.join('\n  ')}`);
  process.exitCode = unexpected.length > 0 ? 1 : 0;
}

main().catch((error: Error) => {
  console.error(`sweep failed: ${error.message}`);
  process.exitCode = 1;
});
