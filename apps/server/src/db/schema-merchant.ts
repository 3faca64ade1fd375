import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './schema-columns.js';

export interface MerchantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  platform: string;
  lottery_type: string;
  device: string;
  currency: string;
  currency_symbol: string;
  languages: Json<string[]>;
  default_language: string;
  logged_in_to_homepage: boolean;
  is_default: boolean;
  gtag_id: string | null;
  image_cdns: Json<string[]>;
  launch_game_cdns: Json<string[]>;
  domain_route: string | null;
  birthday_limit: number | null;
  register_bonus_amount: string | null;
  register_bonus_currency: string | null;
  created_at: CreatedAt;
}

export interface MerchantModulesTable {
  merchant_id: number;
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
  sort: number;
}

export interface MaintenanceTable {
  merchant_id: number;
  enabled: boolean;
  start_time: Date | null;
  end_time: Date | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RestrictedCountriesTable {
  merchant_id: number;
  country_code: string;
}

export interface RegisterRulesTable {
  merchant_id: number;
  field: string;
  enabled: boolean;
  required: boolean;
  min_length: number;
  max_length: number;
  accepted_pattern: string;
  pattern_id: string;
}

export interface ResourcesTable {
  id: Generated<number>;
  merchant_id: number;
  resource_type: string;
  url: string;
  qr_code_url: string;
  label_name_en: string;
  label_name_cn: string;
  sort: number;
}

export interface CustomerServiceTable {
  merchant_id: number;
  cs_type: string;
  path: string;
}

export interface BannersTable {
  id: Generated<number>;
  merchant_id: number;
  group_name: string;
  url: string;
  link: string | null;
  sort: number;
}

export interface CountriesTable {
  country_code: string;
  dialing_code: string;
  sort: number;
}

export interface DomainsTable {
  id: Generated<number>;
  merchant_id: number;
  domain: string;
  speed_ms: number;
}

export interface HelpArticlesTable {
  id: Generated<number>;
  merchant_id: number;
  language: string;
  category: string;
  title: string;
  content: string;
  sort: number;
}

/**
 * The merchant (brand) and its site settings: modules, maintenance, regions, register rules,
 * resources, customer service, banners, countries, domains, help articles.
 */
export interface MerchantTables {
  merchants: MerchantsTable;
  merchant_modules: MerchantModulesTable;
  maintenance: MaintenanceTable;
  restricted_countries: RestrictedCountriesTable;
  register_rules: RegisterRulesTable;
  resources: ResourcesTable;
  customer_service: CustomerServiceTable;
  banners: BannersTable;
  countries: CountriesTable;
  domains: DomainsTable;
  help_articles: HelpArticlesTable;
}
