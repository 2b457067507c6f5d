/**
 * Amazon Location for the product (DESIGN §1): the place index behind place search (the locations
 * context's GET Location/places and zip codes), and the map styles the web app draws (a vector map and
 * satellite imagery for the 'Satellite'/'Map' toggle), readable from browsers with an API key that
 * may only fetch those maps. Only the locations Lambda may search places, and only in this index.
 */
import { CfnOutput, Stack } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnAPIKey, CfnMap, CfnPlaceIndex } from 'aws-cdk-lib/aws-location';
import { Construct } from 'constructs';

export const PLACE_SEARCH_ACTIONS = ['geo:SearchPlaceIndexForText'];
export const MAP_READ_ACTIONS = ['geo:GetMap*'];

export class LocationService extends Construct {
  readonly placeIndex: CfnPlaceIndex;
  readonly map: CfnMap;
  readonly satelliteMap: CfnMap;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.placeIndex = new CfnPlaceIndex(this, 'PlaceIndex', {
      indexName: 'campfire-places',
      description: 'Campfire place search (park search box, zip codes)',
      dataSource: 'Esri',
      // Results are shown, never stored.
      dataSourceConfiguration: { intendedUse: 'SingleUse' },
    });
    this.map = new CfnMap(this, 'Map', {
      mapName: 'campfire-map',
      description: 'Campfire park and spot maps',
      configuration: { style: 'VectorEsriTopographic' },
    });
    this.satelliteMap = new CfnMap(this, 'SatelliteMap', {
      mapName: 'campfire-satellite',
      description: "Campfire spot map's satellite view",
      configuration: { style: 'RasterEsriImagery' },
    });
    // Browsers fetch map styles and tiles with this key; it can do nothing else.
    const key = new CfnAPIKey(this, 'MapKey', {
      keyName: 'campfire-web-maps',
      description: 'Campfire web app: read the Campfire maps only',
      noExpiry: true,
      restrictions: {
        allowActions: MAP_READ_ACTIONS,
        allowResources: [this.map.attrArn, this.satelliteMap.attrArn],
      },
    });
    const region = Stack.of(this).region;
    const styleUrl = (mapName: string) =>
      `https://maps.geo.${region}.amazonaws.com/maps/v0/maps/${mapName}/style-descriptor?key=<key>`;
    new CfnOutput(this, 'MapStyleUrl', {
      description: `VITE_MAP_STYLE_URL for the web build (the key: aws location describe-key --key-name ${key.keyName})`,
      value: styleUrl(this.map.mapName),
    });
    new CfnOutput(this, 'SatelliteStyleUrl', {
      description: 'VITE_MAP_SATELLITE_STYLE_URL for the web build',
      value: styleUrl(this.satelliteMap.mapName),
    });
  }

  /** The function may search places in this index only; it learns the index's name from PLACE_INDEX_NAME. */
  grantPlaceSearch(fn: IFunction & { addEnvironment(key: string, value: string): unknown }): void {
    fn.addEnvironment('PLACE_INDEX_NAME', this.placeIndex.indexName);
    fn.addToRolePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: PLACE_SEARCH_ACTIONS,
        resources: [this.placeIndex.attrArn],
      }),
    );
  }
}
