/** docs/behaviour.md §9: the asset version of this release, in the build's metadata and every page's head. */
export const ASSET_VERSION = '20251104.5';
