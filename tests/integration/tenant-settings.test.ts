/**
 * The agency's settings in the back office (admin-settings context, admin/AdminTenantSetting): read,
 * save, read back, history, field messages, a stale save refused, 403 without
 * SystemSettingsTenantSettings, and the public Tenant call showing a save at once. The profile carries
 * no booking window (the agency's business rule rows hold it): a stored item with an older
 * `newParkDefaults` attribute reads without it, and its next save writes the profile without it. Branding is
 * tenant-wide and other files read co's and wa's, so this file makes a tenant of its own ('ts', with
 * the demo staff and roles) and changes only that one.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api, get } from './support.ts';
import { callAs, demoPerson } from './identity-support.ts';
import { ensureDemoIdentities } from '../../bin/local/identities.ts';
import { cognitoClient, ensureTenantPools, localAuthConfig } from '../../bin/local/user-pools.ts';
import type { AdminTenantSettings, TenantSettingsRequest } from '#contract/tenant-settings';
import type { CatalogueHistory } from '#contract/park-setup';
import { tenantResponseSchema } from '#contract/tenant';
import { coTenant } from '#demo/tenants/co-branding';
import { PARK_SETUP_MESSAGE } from '#domain/park-setup';
import { TENANT_SETTINGS_MESSAGE } from '#domain/tenant-settings';
import { toTenantId } from '#domain/tenant-id';
import { putAuthConfig } from '#store/auth-config';
import { dynamo, tableName } from '#store/client';
import { keys } from '#store/keys';
import { putTenantProfile } from '#store/tenants';

const TENANT = toTenantId('ts');
const PROFILE = {
  ...coTenant,
  id: TENANT,
  name: 'Sagebrush Test State Parks',
  siteName: 'Sagebrush Camping',
  siteTitle: 'Sagebrush Test State Parks',
};
/** The profile as an older deployment stored it, with a booking window of its own. */
const STORED = { ...PROFILE, newParkDefaults: { minArrivalDays: 1, maxArrivalDays: 90, maxStayNights: 10 } };

/** The profile item as the table holds it. */
const storedItem = async () =>
  (await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.tenant(TENANT) }))).Item;

const admin = (method: string, path: string, body?: unknown) =>
  callAs(TENANT, 'agencyAdmin', method, api(TENANT, path), body);

/** The form as the screen sends it back: what was read, without what the API answers only. */
function requestOf(s: AdminTenantSettings): TenantSettingsRequest {
  const { tenantId: _t, fiscalYearStartDate: _f, lastModifiedBy: _l, ...rest } = s;
  return rest;
}

let read: AdminTenantSettings;

beforeAll(async () => {
  await putTenantProfile(STORED);
  const client = cognitoClient(inject('cognitoEndpoint'));
  try {
    const pools = await ensureTenantPools(client, TENANT);
    await putAuthConfig(TENANT, localAuthConfig(pools, `http://${TENANT}.localhost:3000`));
    await ensureDemoIdentities(client, TENANT, pools);
  } finally {
    client.destroy();
  }
});

describe('tenant settings', () => {
  it("reads the agency's profile as one form, without the booking window an older item carries", async () => {
    const res = await admin('GET', 'admin/AdminTenantSetting');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    read = res.body.data as AdminTenantSettings;
    expect(read).toMatchObject({
      tenantId: 'ts',
      name: PROFILE.name,
      siteName: PROFILE.siteName,
      primaryColor: PROFILE.theme.primary,
      supportPhone: PROFILE.supportInfo.phoneNumber,
      supportHours: PROFILE.supportInfo.hours,
      supportZip: '80203',
      timezone: 'America/Denver',
      fiscalYearStartMonth: 7,
      fiscalYearStartDay: 1,
      dateLastModified: '',
    });
    for (const field of ['newParkDefaults', 'minArrivalDays', 'maxArrivalDays', 'maxStayNights'])
      expect(read).not.toHaveProperty(field);
    expect(await storedItem()).toHaveProperty('newParkDefaults');
    expect(read.policies.map((p) => p.name)).toEqual(PROFILE.policies.map((p) => p.name));
  });

  it('saves, reads back, and the public Tenant call shows it on the next load', async () => {
    const body: TenantSettingsRequest = {
      ...requestOf(read),
      siteName: 'Sagebrush Reservations',
      websiteLogoAlt: 'Sagebrush Reservations, home',
      primaryColor: '#14532D',
      accentColor: '#b45309',
      supportPhone: '(775) 555-0123',
      supportHours: 'Every day, 7 am to 7 pm Mountain Time',
      policies: [
        ...read.policies,
        {
          name: 'Terms of Use',
          description: 'The rules of this site.',
          url: 'https://parks.example.gov/terms',
        },
      ],
      policyText: '<p>Quiet hours are <strong>10 pm to 6 am</strong>.</p>',
      timezone: 'America/Boise',
      fiscalYearStartMonth: 10,
      fiscalYearStartDay: 1,
    };
    const res = await admin('PUT', 'admin/AdminTenantSetting', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.data as AdminTenantSettings;
    expect(saved).toMatchObject({
      siteName: 'Sagebrush Reservations',
      primaryColor: '#14532d',
      supportPhone: '7755550123',
      timezone: 'America/Boise',
      fiscalYearStartMonth: 10,
      lastModifiedBy: demoPerson(TENANT, 'agencyAdmin').username,
    });
    expect(saved.dateLastModified).not.toBe('');
    expect(saved.fiscalYearStartDate).toMatch(/^\d{4}-10-01$/);

    const again = await admin('GET', 'admin/AdminTenantSetting');
    expect(again.body.data).toEqual(saved);

    const pub = tenantResponseSchema.parse((await get(api(TENANT, 'Tenant'))).body);
    expect(pub.tenant).toMatchObject({
      siteName: 'Sagebrush Reservations',
      timezone: 'America/Boise',
      theme: { primary: '#14532d', primaryText: '#ffffff', accent: '#b45309' },
      supportInfo: { phoneNumber: '7755550123', hours: 'Every day, 7 am to 7 pm Mountain Time' },
      logoAltText: { website: 'Sagebrush Reservations, home' },
      policyText: body.policyText,
    });
    expect(pub.tenant.policies.at(-1)).toEqual(body.policies!.at(-1));
    expect(pub.tenant.fiscalYearStartDate).toBe(saved.fiscalYearStartDate);
    // What only the back office reads stays out of the public call.
    const raw = (await get(api(TENANT, 'Tenant'))).body.tenant as Record<string, unknown>;
    for (const field of ['newParkDefaults', 'dateLastModified', 'lastModifiedBy', 'limits'])
      expect(raw).not.toHaveProperty(field);

    // The saved item is the profile alone: the older booking window is gone from the table too.
    const item = await storedItem();
    expect(item).toMatchObject({ siteName: 'Sagebrush Reservations' });
    expect(item).not.toHaveProperty('newParkDefaults');
    read = saved;
  });

  it('records who changed what, old → new, newest first; a save that changes nothing records nothing', async () => {
    const unchanged = await admin('PUT', 'admin/AdminTenantSetting', requestOf(read));
    expect(unchanged.status).toBe(200);
    expect((unchanged.body.data as AdminTenantSettings).dateLastModified).toBe(read.dateLastModified);

    const res = await admin('GET', 'admin/AdminTenantSetting/history');
    expect(res.status).toBe(200);
    const history = res.body.data as CatalogueHistory[];
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      username: demoPerson(TENANT, 'agencyAdmin').username,
      actionPerformed: 'Settings changed',
    });
    const changes = new Map(history[0]!.changes.map((c) => [c.fieldName, c]));
    expect(changes.get('supportPhone')).toEqual({
      fieldName: 'supportPhone',
      oldValue: PROFILE.supportInfo.phoneNumber,
      newValue: '7755550123',
    });
    expect(changes.get('timezone')).toMatchObject({ oldValue: 'America/Denver', newValue: 'America/Boise' });
    expect(changes.get('fiscalYearStartMonth')).toMatchObject({ oldValue: '7', newValue: '10' });
    expect(changes.has('name')).toBe(false);
  });

  it('refuses a save over a version someone else saved since, and changes nothing', async () => {
    const stale = await admin('PUT', 'admin/AdminTenantSetting', {
      ...requestOf(read),
      supportHours: 'Lost update',
      dateLastModified: '',
    });
    expect(stale.body).toMatchObject({
      statusCode: 'Failure',
      messages: [PARK_SETUP_MESSAGE.changedMeanwhile('agency profile')],
    });
    const now = await admin('GET', 'admin/AdminTenantSetting');
    expect((now.body.data as AdminTenantSettings).supportHours).toBe(read.supportHours);
  });

  it('answers 400 with field messages for unreadable colours, bad links, time zones and fiscal days', async () => {
    const res = await admin('PUT', 'admin/AdminTenantSetting', {
      ...requestOf(read),
      primaryTextColor: '#1f5030',
      accentColor: 'orange',
      facebookUrl: 'javascript:alert(1)',
      timezone: 'Mountain',
      fiscalYearStartMonth: 2,
      fiscalYearStartDay: 30,
    });
    expect(res.status).toBe(400);
    const errors = res.body.errors as Record<string, string[]>;
    expect(errors['body.primaryTextColor']![0]).toMatch(/WCAG AA needs at least 4\.5:1/);
    expect(errors).toMatchObject({
      'body.accentColor': [TENANT_SETTINGS_MESSAGE.colour('Accent Colour')],
      'body.facebookUrl': [TENANT_SETTINGS_MESSAGE.link('Facebook')],
      'body.timezone': [TENANT_SETTINGS_MESSAGE.timeZone],
      'body.fiscalYearStartDay': [TENANT_SETTINGS_MESSAGE.fiscalDay('February', 28)],
    });
    const now = await admin('GET', 'admin/AdminTenantSetting');
    expect((now.body.data as AdminTenantSettings).dateLastModified).toBe(read.dateLastModified);
  });

  it('answers 403 to staff without SystemSettingsTenantSettings, reading or saving', async () => {
    for (const key of ['ranger', 'clerk'] as const) {
      const res = await callAs(TENANT, key, 'GET', api(TENANT, 'admin/AdminTenantSetting'));
      expect(res.status, key).toBe(403);
      const write = await callAs(
        TENANT,
        key,
        'PUT',
        api(TENANT, 'admin/AdminTenantSetting'),
        requestOf(read),
      );
      expect(write.status, key).toBe(403);
    }
    const anonymous = await get(api(TENANT, 'admin/AdminTenantSetting'));
    expect(anonymous.status).toBe(401);
  });

  it("keeps the agency's saved settings when a redeploy writes the profile from its file", async () => {
    expect(await putTenantProfile(PROFILE)).toBe(false);
    const pub = tenantResponseSchema.parse((await get(api(TENANT, 'Tenant'))).body);
    expect(pub.tenant.siteName).toBe('Sagebrush Reservations');
  });
});
