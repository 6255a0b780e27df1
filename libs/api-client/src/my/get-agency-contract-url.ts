import { useMutation } from '@tanstack/react-query';
import type { AgencyContractLinkResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** POST /api/my/agency-invites/download-url {id}: a signed link to the invite's contract, valid 5 minutes, that needs no session. */
export const getAgencyContractUrl = (id: number) => json<AgencyContractLinkResponse>(api.post('api/my/agency-invites/download-url', { json: { id } }));

/**
 * Fetches a fresh link and opens it: the answer is a download (Content-Disposition: attachment),
 * so the page stays where it is; a native app's webview hands it to the system.
 */
export function useDownloadAgencyContract() {
  return useMutation({
    mutationFn: getAgencyContractUrl,
    onSuccess: ({ url }) => {
      const a = Object.assign(document.createElement('a'), { href: url, rel: 'noopener' });
      document.body.append(a);
      a.click();
      a.remove();
    },
  });
}
