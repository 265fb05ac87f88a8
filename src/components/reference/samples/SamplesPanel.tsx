import { useMemo } from 'react';
import type { SampleLanguage } from '../../../../lib/samples/languages';
import { SAMPLE_LANGUAGES } from '../../../../lib/samples/languages';
import type { SampleModel, SampleTarget } from '../../../../lib/samples/model';
import { useSampleLanguage } from '../../../features/apiExplorer/code/useSampleLanguage';
import { CopyButton } from '../../site/CopyButton';
import { Tabs } from '../../ui/Tabs';
import { CurlSample, useCurlSample, type CurlSampleProps } from '../CurlSample';
import { useSampleEnvironment } from '../environment/SampleEnvironment';
import { installLine } from './installLine';
import { useLanguageSample } from './useLanguageSample';

type SamplesPanelProps = CurlSampleProps & {
  /** The operation's sample model (the page's data); without one, curl alone. */
  model?: SampleModel;
};

/**
 * A method page's request samples: one tab per language of SAMPLE_LANGUAGES, the reader's
 * language chosen (remembered across pages and shared with the explorer's "Request as code").
 * The static HTML shows curl with every tab, so crawlers and readers without script see code.
 */
export function SamplesPanel({ model, ...curl }: SamplesPanelProps) {
  if (!model) return <CurlSample {...curl} />;
  return <LanguageTabs model={model} curl={curl} />;
}

function LanguageTabs({ model, curl }: { model: SampleModel; curl: CurlSampleProps }) {
  const [language, choose] = useSampleLanguage();
  const environment = useSampleEnvironment();
  const baseUrl = environment?.baseUrl ?? curl.serverUrl ?? '';
  const { accountId, token } = environment?.personal ?? {};
  // One object per environment, so the samples are not written again on every render.
  const target = useMemo(
    (): SampleTarget => ({ baseUrl, personal: { accountId, token } }),
    [baseUrl, accountId, token],
  );
  const content =
    language === 'curl' ? (
      <CurlCode {...curl} />
    ) : (
      <OtherCode model={model} target={target} language={language} />
    );
  return (
    <section className="ref-sample" aria-label="Request samples">
      <Tabs
        className="ref-sample__tabs"
        label="Sample language"
        tabs={SAMPLE_LANGUAGES.map((tab) => ({ id: tab.id, label: tab.label, content }))}
        selected={language}
        onSelect={(id) => choose(id as SampleLanguage)}
      />
    </section>
  );
}

function CurlCode(props: CurlSampleProps) {
  const { command, followed } = useCurlSample(props);
  return (
    <SampleCode
      caption={
        followed ? 'Request sample (curl), as typed in the explorer' : 'Request sample (curl)'
      }
      code={command}
      testId="curl-sample"
    />
  );
}

function OtherCode({
  model,
  target,
  language,
}: {
  model: SampleModel;
  target: SampleTarget;
  language: SampleLanguage;
}) {
  const sample = useLanguageSample(model, target, language);
  const label = SAMPLE_LANGUAGES.find((entry) => entry.id === language)!.label;
  if (sample === undefined)
    return <p className="ref-sample__status">Writing the {label} sample…</p>;
  if (sample === null)
    return (
      <p role="alert" className="ref-sample__status">
        The {label} sample could not be loaded. Try again later.
      </p>
    );
  const sdk = sample.kind === 'sdk';
  return (
    <SampleCode
      caption={`Request sample (${label}, ${sdk ? 'SDK' : 'plain HTTP'})`}
      code={sample.code}
      testId="language-sample"
      install={sdk && sample.install ? installLine(language, sample.install) : undefined}
    />
  );
}

function SampleCode({
  caption,
  code,
  testId,
  install,
}: {
  caption: string;
  code: string;
  testId: string;
  install?: string;
}) {
  return (
    <>
      <div className="ref-sample__bar">
        <span>{caption}</span>
        <CopyButton text={code} label="Copy" />
      </div>
      {install && (
        <p className="ref-sample__install">
          Install: <code data-testid="sample-install">{install}</code>
        </p>
      )}
      <pre tabIndex={0}>
        <code data-testid={testId}>{code}</code>
      </pre>
    </>
  );
}
