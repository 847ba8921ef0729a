/**
 * Public files (photos, logos, posters) are served at /storage/<key>; no key, no URL. Private files
 * (KTP, NIB, NPWP, certificates) never get one of these: they go through the files domain's
 * authorised download route.
 */
export const storageUrl = (key: string | null | undefined): string | null =>
  key ? `/storage/${key.replace(/^\/+/, '')}` : null;

/**
 * Private files (KTP, NIB, NPWP, certificates) are downloaded through the files domain's route, which
 * checks who asks on every request.
 */
export const privateFileUrl = (key: string | null | undefined): string | null =>
  key ? `/api/v1/files/${key.replace(/^\/+/, '')}` : null;
