// The long enums of real platform specs: countries, time zones, locales, currencies (hundreds of
// values) and an industry classification (two thousand), the same values for every seed.
import { words } from '../text.mjs';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SYLLABLES = words(`
  ka lo mi na re so ta vu be da fe gi ho ju ki la ma ne po ri sa te ul va we xa yo za
  bri cas del fan gor hal ist jan kel lun mor nor por ros san tor val ver win
`);

/** `count` distinct two-letter codes spread over AA..ZZ (ISO 3166 style). */
export function countryCodes(count = 249) {
  const step = (26 * 26) / count;
  return Array.from({ length: count }, (_, i) => {
    const n = Math.floor(i * step);
    return `${LETTERS[Math.floor(n / 26)]}${LETTERS[n % 26]}`;
  });
}

/** A place name made of syllables, the same for the same n. */
function placeName(n) {
  const a = SYLLABLES[n % SYLLABLES.length];
  const b = SYLLABLES[Math.floor(n / SYLLABLES.length) % SYLLABLES.length];
  const c = n % 3 === 0 ? SYLLABLES[(n * 7) % SYLLABLES.length] : '';
  const name = `${a}${b}${c}`;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

const REGIONS = words('Africa America Antarctica Asia Atlantic Australia Europe Indian Pacific');

/** IANA-style time zones: `Region/City` and now and then `Region/Country/City`. */
export function timeZones(count = 430) {
  return Array.from({ length: count }, (_, i) => {
    const region = REGIONS[i % REGIONS.length];
    return i % 11 === 0
      ? `${region}/${placeName(i + 500)}/${placeName(i)}`
      : `${region}/${placeName(i)}`;
  });
}

/** `xx-YY` locales. */
export function locales(count = 600) {
  const lower = LETTERS.toLowerCase();
  const codes = countryCodes(count > 249 ? 249 : count);
  return Array.from(
    { length: count },
    (_, i) => `${lower[i % 26]}${lower[Math.floor(i / 26) % 26]}-${codes[i % codes.length]}`,
  );
}

/** ISO 4217 style currency codes. */
export function currencies(count = 180) {
  return countryCodes(count).map((code, i) => `${code}${LETTERS[(i * 5) % 26]}`);
}

const SECTORS = words(`
  Agriculture Mining Utilities Construction Manufacturing Wholesale Retail Transportation
  Information Finance Insurance RealEstate Professional Management Administrative Education
  HealthCare Arts Accommodation PublicAdministration
`);

/** NAICS-style industry codes with their names: `Manufacturing-333249 Kalobri Machinery`. */
export function industryCodes(count = 2000) {
  return Array.from(
    { length: count },
    (_, i) =>
      `${SECTORS[i % SECTORS.length]}-${String(111110 + i * 37).padStart(6, '0')} ${placeName(i)}`,
  );
}

/** A user profile with the long enums of the Admin API: country, time zone, locale, industry... */
export function profileDefinitions(random, objectDefinition) {
  const described = (values, what) => ({
    type: 'string',
    description: `The ${what}, one of the ${values.length} the platform knows.`,
    enum: values,
  });
  const profile = () => {
    const definition = objectDefinition(random, { count: 30 });
    // first, so that the first part of the level (budget.ts splits a wide one) holds them
    definition.properties = {
      industry: described(industryCodes(), 'industry (NAICS)'),
      country: described(countryCodes(), 'country (ISO 3166-1 alpha-2)'),
      time_zone: described(timeZones(), 'time zone (IANA)'),
      locale: described(locales(), 'locale of emails and screens'),
      currency: described(currencies(), 'billing currency (ISO 4217)'),
      ...definition.properties,
    };
    return definition;
  };
  return { UserProfileRequest: profile(), UserProfile: profile() };
}
