import { operatorVipRoutes as routes, type SaveVipLevelsRequest } from '@bet/contracts/operator/operator-vip';
import { opsCall } from '@/shared/api/ops-call';

/** Replaces the whole VIP table (configure): period, grace and every level, level 0 first. */
export const saveVipLevels = (body: SaveVipLevelsRequest) => opsCall(routes.saveVipLevels, { body });
