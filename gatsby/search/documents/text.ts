/** Plain text of build-time HTML (rendered markdown descriptions). */
export { htmlToText as textOf } from '../../../lib/htmlText';
