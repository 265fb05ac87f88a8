import registry from '../../../../content/apis/registry.json';
import { postmanCollectionUrl } from '../api';

interface RegistryVersion {
  swaggerName: string;
  label: string;
}

/** Every API version of the registry, the primary one first. */
function versionsOf(entry: (typeof registry)[number]): RegistryVersion[] {
  return [
    { swaggerName: entry.swaggerName, label: entry.primaryVersion.value },
    ...entry.legacyVersions.map((legacy) => ({
      swaggerName: legacy.swaggerName,
      label: legacy.value,
    })),
  ];
}

/** A download link to the generated Postman collection of each API version. */
export function PostmanCollectionLinks() {
  return (
    <ul className="postman-collections">
      {registry.map((entry) => (
        <li key={entry.swaggerName}>
          {entry.displayName}:{' '}
          {versionsOf(entry).map((version, index) => (
            <span key={version.swaggerName}>
              {index > 0 && ', '}
              <a href={postmanCollectionUrl(version.swaggerName)} download>
                {version.label} collection
              </a>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
