import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { asList, policyStatements, synthCampfire } from './campfire.ts';

describe('Amazon Location (place search and maps)', () => {
  let api: Template;
  let placeIndexId: string;

  beforeAll(() => {
    const campfire = synthCampfire();
    api = campfire.template(campfire.platform.api);
    placeIndexId = Object.keys(api.findResources('AWS::Location::PlaceIndex'))[0]!;
  });

  it('creates one place index for US place search, and a map and a satellite map', () => {
    api.resourceCountIs('AWS::Location::PlaceIndex', 1);
    api.hasResourceProperties('AWS::Location::PlaceIndex', {
      IndexName: 'campfire-places',
      DataSource: 'Esri',
      DataSourceConfiguration: { IntendedUse: 'SingleUse' },
    });
    api.resourceCountIs('AWS::Location::Map', 2);
    api.hasResourceProperties('AWS::Location::Map', { Configuration: { Style: 'RasterEsriImagery' } });
  });

  it('gives the browser key map reads only, on those two maps', () => {
    api.hasResourceProperties('AWS::Location::APIKey', {
      Restrictions: {
        AllowActions: ['geo:GetMap*'],
        AllowResources: Match.arrayWith([Match.objectLike({ 'Fn::GetAtt': Match.anyValue() })]),
      },
    });
  });

  it('lets only the locations Lambda search places, only in that index, and tells it the index name', () => {
    const geo = policyStatements(api).filter((s) =>
      asList(s.Action as string | string[]).some((a) => a.startsWith('geo:')),
    );
    expect(geo).toHaveLength(1);
    expect(geo[0]!.Action).toBe('geo:SearchPlaceIndexForText');
    expect(geo[0]!.Resource).toEqual({ 'Fn::GetAtt': [placeIndexId, 'Arn'] });

    const functions = api.findResources('AWS::Lambda::Function', {
      Properties: { Environment: { Variables: { PLACE_INDEX_NAME: Match.anyValue() } } },
    });
    expect(
      Object.values(functions).map((f) => (f.Properties as { Description: string }).Description),
    ).toEqual(['Campfire API: locations']);
    const policies = api.findResources('AWS::IAM::Policy');
    const withGeo = Object.entries(policies).filter(([, p]) => JSON.stringify(p).includes('geo:'));
    expect(withGeo).toHaveLength(1);
    const roleRef = JSON.stringify((withGeo[0]![1].Properties as { Roles: unknown }).Roles);
    const locationsFn = Object.values(functions)[0]!;
    expect(JSON.stringify((locationsFn.Properties as { Role: unknown }).Role)).toContain(
      JSON.parse(roleRef)[0].Ref as string,
    );
  });
});
