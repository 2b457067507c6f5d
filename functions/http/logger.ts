/** The API's structured logger (Powertools): JSON lines with the request ids, route and tenant as keys. */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'campfire-api' });
