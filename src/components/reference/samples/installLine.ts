import type { SampleLanguage } from '../../../../lib/samples/languages';

// Each SDK as its language's package manager installs it (lib/samples/sdkPackages.ts names it).
const INSTALL: Partial<Record<SampleLanguage, (name: string) => string>> = {
  node: (name) => `npm install ${name}`,
  python: (name) => `pip install ${name}`,
  java: (name) => `Maven or Gradle: ${name}`,
  csharp: (name) => `dotnet add package ${name}`,
  php: (name) => `composer require ${name}`,
  ruby: (name) => `gem install ${name}`,
};

/** What a reader runs (or declares, for Java) before an SDK sample works. */
export function installLine(language: SampleLanguage, name: string): string {
  return INSTALL[language]?.(name) ?? name;
}
