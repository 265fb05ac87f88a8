// The generated search corpus and query sets shared by bench:search and
// bench:search-libraries: deterministic, so runs and libraries compare on the same input.

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
export const SYNTHETIC_DOCS = 10_000;

// A deterministic generator, so runs compare.
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];

const VOCABULARY = (
  'envelope envelopes template templates recipient recipients signer signing document documents ' +
  'account accounts user users group groups brand brands tab tabs field fields custom webhook ' +
  'connect event events notification status void correct resend view views embedded sender ' +
  'agreement clickwrap workflow maestro navigator room rooms form forms notary identity ' +
  'verification token access grant consent scope integration key secret redirect uri bulk send ' +
  'list batch audit attachment attachments lock reminder expiration payment billing invoice ' +
  'permission profile setting settings folder folders search filter date range page size'
).split(' ');
const VERBS = ['create', 'get', 'list', 'update', 'delete', 'void', 'send', 'resend', 'lock'];
const KINDS = ['guide', 'support', 'blog', 'community', 'website', 'course', 'changelog'];
const CATEGORY = {
  guide: 'Developer',
  support: 'Support',
  blog: 'Blogs',
  community: 'Community',
  website: 'Website',
  course: 'Courses',
  changelog: 'Developer',
};
// Prose draws on a larger vocabulary: one word in ten from the domain words above (so a domain
// word is in roughly a fifth of the documents, as "envelope" is in the bundled content), the
// rest from a long tail of generated words.
const SYLLABLES = 'ka lo mi re su ta ne vo pi da ro li me na so ve ri to mu le'.split(' ');
const LONG_TAIL = Array.from({ length: 4000 }, () =>
  Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join(''),
);
const word = () => (random() < 0.1 ? pick(VOCABULARY) : pick(LONG_TAIL));
const sentence = (n) => Array.from({ length: n }, word).join(' ');
const camel = (a, b) => a + b[0].toUpperCase() + b.slice(1);

/** 10,000 documents: 40% API methods with identifiers, the rest prose of every kind. */
export function syntheticDocuments() {
  return Array.from({ length: SYNTHETIC_DOCS }, (_, i) => {
    if (i % 5 < 2) {
      const verb = pick(VERBS);
      const noun = pick(VOCABULARY);
      const other = pick(VOCABULARY);
      const url = `/docs/api-${i % 15}/reference/${noun}/${other}/${verb}-${i}/`;
      return {
        id: url,
        title: `${verb[0].toUpperCase()}${verb.slice(1)} ${noun} ${other}`,
        url,
        category: 'Developer',
        kind: 'api',
        summary: sentence(10),
        body: sentence(60),
        headings: [noun, other],
        method: pick(['GET', 'POST', 'PUT', 'DELETE']),
        path: `/v2.1/accounts/{accountId}/${noun}/{${camel(noun, 'id')}}/${other}/${i}`,
        operationId: `${noun}_${verb}${other}${i}`,
        sdkMethodName: camel(verb, `${noun}${i}`),
        parameters: ['accountId', camel(noun, 'id'), pick(VOCABULARY)],
        fields: Array.from({ length: 12 }, () => camel(pick(VOCABULARY), pick(VOCABULARY))),
      };
    }
    const kind = pick(KINDS);
    const url = `https://${kind}.example.com/${i}`;
    return {
      id: url,
      title: sentence(5),
      url,
      category: CATEGORY[kind],
      kind,
      summary: sentence(15),
      body: sentence(200),
      headings: [sentence(3), sentence(3)],
    };
  });
}

export function searchQueries(words) {
  return Array.from({ length: REQUESTS }, (_, i) => {
    switch (i % 6) {
      case 0:
        return pick(words);
      case 1:
        return `${pick(words)} ${pick(words)}`;
      case 2:
        return `${pick(VERBS)} ${pick(words)} ${pick(words)}`;
      case 3: {
        const word = pick(words);
        return word.length > 4 ? word.slice(0, 2) + word.slice(3) : word; // a typo
      }
      case 4:
        return camel(pick(words), 'id');
      default:
        return `/v2.1/accounts/{accountId}/${pick(words)}`;
    }
  });
}

export function autocompleteQueries(words) {
  return Array.from({ length: REQUESTS }, () => {
    const word = pick(words);
    return word.slice(0, 2 + Math.floor(random() * Math.max(1, word.length - 1)));
  });
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const wordsOf = (title) => title.toLowerCase().match(/[a-z]{3,}/g) ?? [];

/** Distinct words of the documents' titles: what the query sets draw on. */
export function titleWords(documents) {
  return [...new Set(documents.flatMap((d) => wordsOf(d.title)))];
}

/**
 * The `count` words found in most titles, each alone and as an identifier ("accountId"): what
 * readers type most often, and the broadest queries (most of the pages at ten thousand
 * operations). titleWords' draw is mostly of rare words.
 */
export function commonWords(documents, count = 60) {
  const titles = new Map();
  for (const doc of documents)
    for (const word of new Set(wordsOf(doc.title))) titles.set(word, (titles.get(word) ?? 0) + 1);
  const common = [...titles]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([word]) => word);
  return [...common, ...common.map((word) => camel(word, 'id'))];
}
