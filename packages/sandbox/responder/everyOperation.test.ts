/** @jest-environment node */
import type { OperationModel } from '../../../lib/reference';
import { successResponse } from '../../../lib/reference';
import { specOperationIndex as operationIndex } from '../standalone/operationIndex';
import { learnFromAnswer } from '../sweep/learn';
import { planOperations, runByPhase } from '../sweep/plan';
import { idsKnown, plain, requestFor, type KnownIds } from '../sweep/request';
import { ADMIN, signIn, startSandbox, type RunningSandbox } from '../test-support/sandbox';
import { signEverything } from '../test-support/signingCeremony';
import { createEnvelope, embeddedSigner, recipientViewUrl } from '../test-support/signingSandbox';

// The sandbox answers every operation of every bundled spec under its base path. Each request is
// the sweep's (sweep/request.ts): built from the operation's own schemas (examples, defaults,
// samples), the signed-in account for every account parameter (`accountId`, Web Forms'
// `account_id`), and the ids that earlier creates and lists answered, in the sweep's order
// (sweep/plan.ts: creates, reads, changes, deletes, each once its ids are known). So what it
// names exists. A request then gets a declared success status, or (a rule on the state the
// calls left, or an id nothing answered) the platform's 4xx with its error code: never a 5xx,
// never an answer without an error code.

describe('sandbox API responder: every bundled operation', () => {
  let sandbox: RunningSandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    token = (await signIn(sandbox)).access_token;
    // Navigator's agreements are the account's completed envelopes: one signed to the end, so
    // its list names a real one.
    const api = {
      token,
      envelopes: `${sandbox.base}/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes`,
    };
    const signer = embeddedSigner();
    const completed = await createEnvelope(api, [signer]);
    const finished = await signEverything(
      await recipientViewUrl(api, completed, signer),
      signer.name,
    );
    expect(finished.status).toBe(200);
  }, 60_000);
  afterAll(() => sandbox.close());

  it('answers each operation with its success status or the platform error shape, never 5xx', async () => {
    const catalog = await operationIndex();
    const target = { apiBase: sandbox.base, accountId: ADMIN.accountId, token };
    const failures: string[] = [];
    const refused: string[] = [];
    let answered = 0;
    for (const api of catalog.apis) {
      // Each operation once (a spec may tag one operation twice).
      const own = new Map<string, OperationModel>();
      for (const found of catalog.operations())
        if (found.api === api)
          own.set(`${found.operation.httpMethod} ${found.operation.path}`, found.operation);
      const plan = planOperations(api, [...own.values()]);
      const names = new Set(plan.flatMap((planned) => planned.needs.map(plain)));
      const known: KnownIds = { strong: new Map(), weak: new Map() };
      await runByPhase(
        plan,
        (planned) => idsKnown(known, planned),
        async (planned) => {
          const { operation } = planned;
          const request = requestFor(planned, known, target);
          const response = await fetch(request.url, request.init);
          const text = await response.text();
          answered += 1;
          const expected = successResponse(operation).status;
          // Any success the operation declares (createHasAgreed: 200 agreed before, 201 new).
          const declared = operation.responses.some(
            (answer) => answer.status === String(response.status),
          );
          const made = request.guessed.length > 0 ? ` [made-up ${request.guessed.join(', ')}]` : '';
          const line = `${operation.httpMethod} ${request.url} → ${response.status} (expected ${expected})${made}: ${text.slice(0, 160)}`;
          if (response.status === expected || (response.status < 300 && declared)) {
            // What it created or listed names the items of later paths.
            if (/json/.test(response.headers.get('content-type') ?? ''))
              learnFromAnswer(known, planned, JSON.parse(text), names);
            return;
          }
          // eSignature's error shape ({ errorCode }), or Monitor's and Navigator's ({ error }).
          const platformError =
            response.status >= 400 && response.status < 500 && /"(errorCode|error)"/.test(text);
          if (platformError) refused.push(line);
          else failures.push(line);
        },
      );
    }
    expect(failures).toEqual([]);
    // 14 APIs plus eSignature v2: well over a hundred operations, nearly all answered as declared.
    expect(catalog.apis.length).toBeGreaterThanOrEqual(15);
    expect(answered).toBeGreaterThan(150);
    // What is left: the platform's rules on the state the calls left (documents of a sent
    // envelope, an agreement not yet agreed to), and operations on things no answer names (a
    // Connect configuration the policy refused to create): each the platform's 4xx with its
    // error code, printed so a new one is seen.
    console.log(`${refused.length} of ${answered} operations refused:\n${refused.join('\n')}`);
    expect(refused.length).toBeLessThan(answered * 0.1);
  }, 120_000);
});
