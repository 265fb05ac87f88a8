/** @jest-environment node */
import { fixtureModel, TARGET } from '../__fixtures__/fixtureSamples';
import { httpSample } from './samples';

describe('plain HTTP samples', () => {
  it('writes Python with urllib.request from the standard library, the body as JSON', () => {
    const code = httpSample(fixtureModel('createEnvelope'), TARGET, 'python');
    expect(code).toMatch(/^import json\nimport urllib\.request\n/);
    expect(code).toContain("data=json.dumps(body).encode('utf-8'),");
    expect(code).toContain("'Authorization': 'Bearer {ACCESS_TOKEN}',");
    expect(code).toMatchSnapshot();
  });

  it('makes a whole Java program of the java.net.http fragment', () => {
    const code = httpSample(fixtureModel('listStatusChanges'), TARGET, 'java');
    expect(code).toContain('import java.net.http.HttpClient;');
    expect(code).toContain('public static void main(String[] args) throws Exception {');
    expect(code).toContain('HttpRequest request = HttpRequest.newBuilder()');
  });

  it('makes a program with an async Main of the C# top-level statements', () => {
    const code = httpSample(fixtureModel('listStatusChanges'), TARGET, 'csharp');
    expect(code).toContain('public static async Task Main()');
    expect(code).toContain('var client = new HttpClient();');
  });

  it('keeps {placeholders} of ids readable in Go', () => {
    const code = httpSample(fixtureModel('getDocument'), TARGET, 'go');
    expect(code).toContain('/envelopes/{envelopeId}/documents/{documentId}"');
  });

  it('counts the bytes of a binary answer in Node.js rather than parsing JSON', () => {
    const code = httpSample(fixtureModel('getDocument'), TARGET, 'node');
    expect(code).toContain('.then(res => res.arrayBuffer())');
  });
});

describe('the PHP plain HTTP sample', () => {
  const code = httpSample(fixtureModel('createEnvelope'), TARGET, 'php');

  it('needs no extension: an http stream context and file_get_contents', () => {
    expect(code).toContain('$context = stream_context_create([');
    expect(code).toContain('$response = file_get_contents($url, false, $context);');
    expect(code).not.toContain('curl_');
  });

  it('exits 1 when the platform answers no success', () => {
    expect(code).toContain("if (!preg_match('{^HTTP/\\S+ 2\\d\\d}', $http_response_header[0])) {");
  });
});
