/**
 * Timeouts ordered from the caller inwards, so the outer layer always outlives the inner one and a slow
 * call ends as the inner layer's error, logged where it happened, rather than as a cut connection:
 * API Gateway's integration (30 s, fixed) > an API Lambda that starts a workflow > the Express
 * workflow > one task Lambda (above the payment provider's 10 s call timeout).
 */
import { Duration } from 'aws-cdk-lib';

/** API Gateway HTTP API's maximum integration timeout. */
export const API_INTEGRATION_TIMEOUT = Duration.seconds(30);
/** The contexts that start a workflow synchronously (checkout, postback) wait for it. */
export const WORKFLOW_CALLER_TIMEOUT = Duration.seconds(28);
/** Every other API Lambda. */
export const API_LAMBDA_TIMEOUT = Duration.seconds(10);
/** A whole checkout or postback execution, retries included. */
export const WORKFLOW_TIMEOUT = Duration.seconds(25);
/** One workflow task. */
export const WORKFLOW_TASK_TIMEOUT = Duration.seconds(15);
