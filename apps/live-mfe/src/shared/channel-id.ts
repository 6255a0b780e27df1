import { useParams } from 'react-router';

/** The numeric `:id` of /channels/:id(/live), or null when the URL holds something else. */
export function useChannelIdParam(): number | null {
  const { id } = useParams();
  if (!id || !/^\d{1,10}$/.test(id)) return null;
  const n = Number(id);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
