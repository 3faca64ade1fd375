import type { ColumnType, Generated } from 'kysely';
import type { GameCategory } from '@bet/contracts/games/categories';
import type { ReceivingAddress } from '@bet/contracts/points/points';
import type {
  MallItemKind,
  MallItemStatus,
  PointType,
  RedeemState,
} from '@bet/contracts/points/points-rules';

type Json<T> = ColumnType<T, string, string>;
type DefaultNow = ColumnType<Date, Date | string | undefined, Date | string>;

/** Points and the mall (migration 0047). Points columns are centipoints; money columns minor units. */
export interface PointsSettingsTable {
  merchant_id: number;
  ratio: number;
  convert_enabled: boolean;
  convert_min: number;
  deposit_percent: number;
  multipliers: Json<Record<GameCategory, number>>;
  updated_at: DefaultNow;
}

export interface PointsBalancesTable {
  member_id: bigint;
  merchant_id: number;
  balance: bigint;
  earned: bigint;
  spent: bigint;
}

export interface PointsEntriesTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  type: PointType;
  points: bigint;
  source: string;
  reference: string;
  created_at: DefaultNow;
}

export interface MallItemsTable {
  id: Generated<number>;
  merchant_id: number;
  kind: MallItemKind;
  name: string;
  description: string;
  image: string;
  points: bigint;
  amount: bigint;
  turnover_multiple: number;
  stock: number | null;
  per_player_limit: number | null;
  requirement_amount: bigint | null;
  requirement_days: number | null;
  sort: number;
  status: Generated<MallItemStatus>;
  created_at: DefaultNow;
  updated_at: DefaultNow;
}

export interface PointsRedemptionsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  request_id: string;
  item_id: number | null;
  kind: MallItemKind | 'CONVERT';
  item_name: string | null;
  quantity: number;
  points: bigint;
  amount: bigint;
  status: RedeemState;
  address: ColumnType<ReceivingAddress | null, string | null, string | null>;
  remark: string | null;
  shipping_ref: string | null;
  transfer_id: bigint | null;
  created_at: DefaultNow;
  decided_at: Date | null;
  decided_by: string | null;
}

export interface PointsTables {
  points_settings: PointsSettingsTable;
  points_balances: PointsBalancesTable;
  points_entries: PointsEntriesTable;
  points_feed: { bound: string };
  mall_items: MallItemsTable;
  points_redemptions: PointsRedemptionsTable;
}
