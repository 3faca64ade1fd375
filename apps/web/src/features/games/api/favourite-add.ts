import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `POST /lgw/games/favourites` with `{ nodeId }`: marks the game a favourite (token). */
export const addFavourite = (nodeId: number) => apiCall(routes.favouriteAdd, { body: { nodeId } });
