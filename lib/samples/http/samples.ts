import type { SampleModel, SampleTarget } from '../model';
import { snippet, type SnippetLanguage } from './httpSnippet';
import { phpHttpSample } from './php';
import { pythonHttpSample } from './python';

const indent = (code: string, by: string) =>
  code
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : `${by}${line}`))
    .join('\n');

/** httpsnippet's Java (java.net.http) is a fragment: a whole program, as a reader runs it. */
function javaProgram(fragment: string): string {
  return [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    '',
    'public class Example {',
    '    public static void main(String[] args) throws Exception {',
    indent(fragment.trim(), '        '),
    '    }',
    '}',
    '',
  ].join('\n');
}

/** httpsnippet's C# (HttpClient) is top-level statements: a program older compilers take too. */
function csharpProgram(statements: string): string {
  const body = statements.replace(/^using System\.Net\.Http\.Headers;\n/, '').trim();
  return [
    'using System;',
    'using System.Net.Http;',
    'using System.Net.Http.Headers;',
    'using System.Threading.Tasks;',
    '',
    'public class Example',
    '{',
    '    public static async Task Main()',
    '    {',
    indent(body, '        '),
    '    }',
    '}',
    '',
  ].join('\n');
}

/** fetch's sample reads JSON; a PDF or an image is counted instead. */
function nodeProgram(code: string, model: SampleModel): string {
  if (model.answer?.kind !== 'file') return code;
  return code
    .replace('.then(res => res.json())', '.then(res => res.arrayBuffer())')
    .replace(
      '.then(json => console.log(json))',
      '.then(bytes => console.log(`${bytes.byteLength} bytes`))',
    );
}

/** A plain HTTP sample in a language's standard library. */
export function httpSample(
  model: SampleModel,
  target: SampleTarget,
  language: SnippetLanguage | 'python' | 'php',
): string {
  if (language === 'python') return pythonHttpSample(model, target);
  if (language === 'php') return phpHttpSample(model, target);
  const code = snippet(model, target, language);
  if (language === 'java') return javaProgram(code);
  if (language === 'csharp') return csharpProgram(code);
  if (language === 'node') return nodeProgram(code, model);
  return code.endsWith('\n') ? code : `${code}\n`;
}
