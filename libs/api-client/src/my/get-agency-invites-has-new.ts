import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyInviteHasNewResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/my/agency-invites/has-new: whether an unread pending invite waits, and how many. */
export const getAgencyInvitesHasNew = () => json<AgencyInviteHasNewResponse>(api.get('api/my/agency-invites/has-new'));
export const agencyInvitesHasNewQuery = () => queryOptions({ queryKey: ['my', 'agency-invites', 'has-new'] as const, queryFn: getAgencyInvitesHasNew });
/** How many new invites wait (the header's badge): read again each minute while signed in. */
export const useNewAgencyInvites = (signedIn: boolean) =>
  useQuery({ ...agencyInvitesHasNewQuery(), enabled: signedIn, select: (r) => r.count, refetchInterval: 60_000 });
