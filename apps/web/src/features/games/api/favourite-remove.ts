import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `DELETE /lgw/games/favourites` with `{ nodeId }`: unmarks the favourite (token). */
export const removeFavourite = (nodeId: number) => apiCall(routes.favouriteRemove, { body: { nodeId } });
