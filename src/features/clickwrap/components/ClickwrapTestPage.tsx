import { useCallback, useEffect, useState } from 'react';
import {
  identifierFromQuery,
  identifierProblem,
  type ClickwrapIdentifier,
  type ClickwrapStep,
} from '../clickwrap';
import { Button } from '../../../components/ui';
import { countryName } from '../../../components/site/CountrySelect';
import { ClickwrapRender } from './ClickwrapRender';
import { IdentifierForm } from './IdentifierForm';
import { ProgressItems } from './ProgressItems';

const EMPTY: ClickwrapIdentifier = {
  environment: 'demo',
  accountId: '',
  clickwrapId: '',
  clientUserId: '',
  country: '',
};

/** The elastic template test (docs/behaviour.md §4): identifier → render clickwrap → success. */
export function ClickwrapTestPage() {
  const [step, setStep] = useState<ClickwrapStep>('identifier');
  const [identifier, setIdentifier] = useState<ClickwrapIdentifier>(EMPTY);
  const [formKey, setFormKey] = useState(0);
  const [error, setError] = useState<string>();
  const [agreementId, setAgreementId] = useState('');

  useEffect(() => {
    const { values, problem } = identifierFromQuery(window.location.search);
    setIdentifier((previous) => ({ ...previous, ...values }));
    setFormKey((key) => key + 1);
    setError(problem);
  }, []);

  const submit = (next: ClickwrapIdentifier) => {
    const trimmed = {
      ...next,
      accountId: next.accountId.trim(),
      clickwrapId: next.clickwrapId.trim(),
    };
    setIdentifier(trimmed);
    const problem = identifierProblem(trimmed);
    setError(problem);
    if (!problem) setStep('render');
  };
  const failed = useCallback((message: string) => {
    setError(message);
    setStep('identifier');
  }, []);
  const agreed = useCallback((id: string) => {
    setAgreementId(id);
    setError(undefined);
    setStep('success');
  }, []);

  return (
    <>
      <ProgressItems current={step} />
      {error && (
        <p role="alert" className="clickwrap-test__error">
          {error}
        </p>
      )}
      {step === 'identifier' && (
        <IdentifierForm key={formKey} initial={identifier} onSubmit={submit} />
      )}
      {step === 'render' && (
        <ClickwrapRender identifier={identifier} onAgreed={agreed} onFailed={failed} />
      )}
      {step === 'success' && (
        <div role="status">
          <h2>Agreement recorded</h2>
          <p>
            {identifier.clientUserId}
            {identifier.country && ` (${countryName(identifier.country)})`} agreed to clickwrap{' '}
            {identifier.clickwrapId} in {identifier.environment}. Agreement ID:{' '}
            <code>{agreementId}</code>
          </p>
          <Button onClick={() => setStep('identifier')}>Test another clickwrap</Button>
        </div>
      )}
    </>
  );
}
