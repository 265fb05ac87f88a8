import type { GatsbySSR } from 'gatsby';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../consentStorage';

/**
 * Before the first paint: marks the document when the visitor has already chosen, so the
 * served consent banner (in every page's HTML, so that a first visit sees it from the first
 * paint) is hidden at once for them (consent.css).
 */
export const CONSENT_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(
  CONSENT_STORAGE_KEY,
)})||'null');if(c&&c.version===${CONSENT_VERSION})document.documentElement.dataset.consent='decided'}catch(e){}`;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script key="consent" dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />,
  ]);
};
