/**
 * The CDK app (`npm run synth`, `npx cdk deploy Campfire-Tenant-<tenantId>`): the platform stack set
 * and one stack per tenant configuration file in lib/tenants/. See lib/settings.ts for the -c options.
 */
import { App } from 'aws-cdk-lib';
import { buildCampfire } from '../lib/campfire-app.ts';

const app = new App();
buildCampfire(app);
app.synth();
