import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@siloker/shared/envelope-constants';
import type { AccountDeleteBody, AccountExportData } from '@siloker/shared/schemas/account';
import { apiPath } from '@siloker/shared/api/paths';
import * as accountPaths from '@siloker/shared/api/paths/account';
import { api } from '../../lib/api-client.ts';

/** The name the server suggests in Content-Disposition, else one from the export's date. */
function fileNameOf(headers: Headers, data: AccountExportData): string {
  const suggested = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
  return suggested ?? `siloker-data-${data.exported_at.slice(0, 10)}.json`;
}

/** GET /account/export: everything the portal holds about the signed-in account, and its file name. */
export async function fetchAccountExport(): Promise<{ fileName: string; data: AccountExportData }> {
  const res = await api.get<AccountExportData>(apiPath(accountPaths.accountExport));
  return { fileName: fileNameOf(res.headers, res.data.data), data: res.data.data };
}

/** Hands a value to the browser as a JSON file download (Blob, object URL, <a download>). */
export function saveJsonFile(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches the export and saves it as a file. */
export const useExportAccountMutation = () =>
  useMutation({
    mutationFn: async () => {
      const { fileName, data } = await fetchAccountExport();
      saveJsonFile(fileName, data);
      return fileName;
    },
  });

/** POST /account/delete {password}: the account is anonymised and every session ends. */
export const useDeleteAccountMutation = () =>
  useMutation({
    mutationFn: async (body: AccountDeleteBody): Promise<Envelope<null>> =>
      (await api.post<null>(apiPath(accountPaths.accountDelete), body)).data,
  });
