// The master feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export {
  DEFAULT_SITE_CONFIG,
  logoUrl,
  masterListQueryOptions,
  normalizeConfigs,
  positionGroupsQueryOptions,
  religionsQueryOptions,
  siteConfigQueryOptions,
  usePortalTimeZone,
} from './api.ts';
