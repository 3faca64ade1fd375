import type * as countryCodes from '../system/country-codes.js';
import type * as customerService from '../system/customer-service.js';
import type * as helpCenter from '../system/help-center.js';
import type * as registerSettings from '../system/register-settings.js';
import type * as routers from '../system/routers.js';
import type * as status from '../system/status.js';
import type * as vitals from '../system/vitals.js';
import type * as whitelabel from '../system/whitelabel.js';
import { r, chosen, type In, type Out } from './route-def.js';

/** System calls (issue 2): status, whitelabel, registration settings, site lists. */
export const systemRoutes = {
  // --- system (issue 2)
  systemStatus: r<{
    query: In<typeof status.systemStatusQuery>;
    response: Out<typeof status.systemStatusResponse>;
  }>('GET', '/wps/system/status', 'COMM3', 2),
  whitelabel: r<{ response: Out<typeof whitelabel.whitelabelResponse> }>(
    'GET',
    '/wps/system/whitelabel',
    'COMM3',
    2,
  ),
  registerSettings: r<{ response: Out<typeof registerSettings.registerSettingsResponse> }>(
    'GET',
    '/wps/system/setting/register',
    'REG3',
    2,
  ),
  countryCodes: r<{ response: Out<typeof countryCodes.countryCodesResponse> }>(
    'GET',
    '/wps/system/countryCodes',
    'COMM3',
    2,
    chosen,
  ),
  customerService: r<{ response: Out<typeof customerService.customerServiceResponse> }>(
    'GET',
    '/wps/system/customerService',
    'COMM3',
    2,
    chosen,
  ),
  routers: r<{ response: Out<typeof routers.routersResponse> }>(
    'GET',
    '/wps/system/routers',
    'COMM3',
    2,
    chosen,
  ),
  domainRoute: r<{ response: Out<typeof routers.domainRouteResponse> }>(
    'GET',
    '/wps/system/domainRoute',
    'COMM3',
    2,
    chosen,
  ),
  helpCenter: r<{ response: Out<typeof helpCenter.helpCenterResponse> }>(
    'GET',
    '/wps/system/helpCenter',
    'COMM3',
    2,
  ),
  // --- real-user Web Vitals (issue 11): sent by navigator.sendBeacon, so no token and no headers
  vitals: r<{ body: In<typeof vitals.vitalsRequest>; response: Out<typeof vitals.vitalsResponse> }>(
    'POST',
    '/wps/system/vitals',
    'COMM3',
    11,
    chosen,
  ),
} as const;
