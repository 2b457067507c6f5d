/**
 * The Amazon States Language of the two Express state machines (DESIGN §1): checkout and payment
 * postback. CDK renders these with the task Lambda's ARN (lib/platform/workflows.ts); the local runtime
 * runs the very same JSON with aws-local-stepfunctions, each Task mapped to the same dispatcher
 * (functions/adapters/workflows/local.ts). Every Task calls the one task Lambda with `{task, input}`.
 *
 * Errors: a task throws `Refused` (a business refusal whose message a person reads) or `Transient`
 * (worth retrying); anything else is unexpected. Refusals end in the `Refused` Fail state with the
 * task's message as the cause; anything else ends in `Failed` with a generic message.
 */
import { TASK_ERROR, type WorkflowName } from '#adapters/workflows/types';
import { CHECKOUT_MESSAGE } from '#domain/checkout';

export const TASK_NAMES = [
  'LoadCart',
  'CheckHolds',
  'CreateOrder',
  'OpenPaymentSession',
  'CompleteOrder',
  'SendConfirmation',
  'VerifyPayment',
  'DeclineOrder',
] as const;
export type TaskName = (typeof TASK_NAMES)[number];

/** Lambda service errors worth a retry, beside the tasks' own Transient. */
const RETRYABLE = [
  TASK_ERROR.transient,
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'Lambda.TooManyRequestsException',
];

/** Short: a synchronous Express execution answers an API call that must finish within the Lambda's 10 s. */
export const RETRY = { IntervalSeconds: 1, MaxAttempts: 2, BackoffRate: 2 } as const;

type State = Record<string, unknown>;
export interface StateMachineDefinition {
  Comment: string;
  StartAt: string;
  TimeoutSeconds: number;
  States: Record<string, State>;
}

/**
 * A Task state calling the task Lambda with `{task, input}`; `input` is the whole state unless given.
 * `resultPath` says where the result goes (null: the input passes on unchanged).
 */
function task(
  resource: string,
  name: TaskName,
  next: { Next: string } | { End: true },
  options: { resultPath?: string | null; input?: Record<string, unknown> } = {},
): State {
  return {
    Type: 'Task',
    Resource: resource,
    Parameters: { task: name, ...(options.input ? { input: options.input } : { 'input.$': '$' }) },
    ...(options.resultPath !== undefined ? { ResultPath: options.resultPath } : {}),
    Retry: [{ ErrorEquals: RETRYABLE, ...RETRY }],
    Catch: [
      { ErrorEquals: [TASK_ERROR.refused], ResultPath: '$.error', Next: 'Refused' },
      { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Failed' },
    ],
    ...next,
  };
}

const failStates = (failedMessage: string): Record<string, State> => ({
  Refused: { Type: 'Fail', Error: TASK_ERROR.refused, CausePath: '$.error.Cause' },
  Failed: { Type: 'Fail', Error: 'Failed', Cause: failedMessage },
});

/**
 * Checkout: the caller's cart becomes a Pending order; card and e-check payments open a session on the
 * hosted payment page, cash and checks (staff) complete at once.
 * Input: CheckoutInput (functions/workflows/tasks/types.ts). Output: {ccpRedirectUrl, orderId, isPaymentRequired}.
 */
export function checkoutDefinition(resource: string): StateMachineDefinition {
  return {
    Comment: 'Campfire checkout: cart to Pending order, then the hosted payment page or a counter payment',
    StartAt: 'LoadCart',
    TimeoutSeconds: 60,
    States: {
      LoadCart: task(resource, 'LoadCart', { Next: 'CheckHolds' }, { resultPath: '$.cart' }),
      CheckHolds: task(resource, 'CheckHolds', { Next: 'CreateOrder' }, { resultPath: null }),
      CreateOrder: task(resource, 'CreateOrder', { Next: 'PaymentRequired' }, { resultPath: '$.order' }),
      PaymentRequired: {
        Type: 'Choice',
        Choices: [
          {
            Variable: '$.cart.paymentType.requiresHostedPayment',
            BooleanEquals: true,
            Next: 'OpenPaymentSession',
          },
        ],
        Default: 'CompleteOrder',
      },
      // No ResultPath: the session's result is the whole output.
      OpenPaymentSession: task(resource, 'OpenPaymentSession', { End: true }),
      CompleteOrder: task(
        resource,
        'CompleteOrder',
        { Next: 'OrderCompleted' },
        {
          resultPath: '$.completion',
          input: { 'tenantId.$': '$.tenantId', 'orderId.$': '$.order.orderId', counterPayment: true },
        },
      ),
      OrderCompleted: orderCompletedChoice(),
      SendConfirmation: task(resource, 'SendConfirmation', { Next: 'PaidAtCounter' }, confirmationOptions),
      PaidAtCounter: {
        Type: 'Pass',
        Parameters: { ccpRedirectUrl: '', 'orderId.$': '$.order.orderId', isPaymentRequired: false },
        End: true,
      },
      CancelledForRefund: cancelledForRefund(),
      ...failStates(CHECKOUT_MESSAGE.notCompleted),
    },
  };
}

/**
 * Payment postback: the provider is asked for the outcome (never the posted body); approved converts the
 * order's holds into reservations and sends the confirmation, declined or cancelled by the payer
 * declines the order (a purchase's holds stay in the cart), pending waits.
 * Input: PostbackInput {tenantId, orderId, token}. Output: {orderId, outcome}.
 */
export function postbackDefinition(resource: string): StateMachineDefinition {
  return {
    Comment: 'Campfire payment postback: verify with the provider, then complete or decline the order',
    StartAt: 'VerifyPayment',
    TimeoutSeconds: 60,
    States: {
      VerifyPayment: task(
        resource,
        'VerifyPayment',
        { Next: 'PaymentOutcome' },
        { resultPath: '$.verification' },
      ),
      PaymentOutcome: {
        Type: 'Choice',
        Choices: [
          { Variable: '$.verification.status', StringEquals: 'approved', Next: 'CompleteOrder' },
          { Variable: '$.verification.status', StringEquals: 'declined', Next: 'DeclineOrder' },
          { Variable: '$.verification.status', StringEquals: 'cancelled', Next: 'DeclineOrder' },
        ],
        Default: 'PaymentPending',
      },
      CompleteOrder: task(
        resource,
        'CompleteOrder',
        { Next: 'OrderCompleted' },
        {
          resultPath: '$.completion',
          input: { 'tenantId.$': '$.tenantId', 'orderId.$': '$.orderId', 'verification.$': '$.verification' },
        },
      ),
      OrderCompleted: orderCompletedChoice(),
      SendConfirmation: task(resource, 'SendConfirmation', { Next: 'Completed' }, confirmationOptions),
      Completed: {
        Type: 'Pass',
        Parameters: { 'orderId.$': '$.orderId', outcome: 'completed' },
        End: true,
      },
      DeclineOrder: task(resource, 'DeclineOrder', { Next: 'Declined' }, { resultPath: null }),
      Declined: { Type: 'Pass', Parameters: { 'orderId.$': '$.orderId', outcome: 'declined' }, End: true },
      PaymentPending: {
        Type: 'Pass',
        Parameters: { 'orderId.$': '$.orderId', outcome: 'pending' },
        End: true,
      },
      CancelledForRefund: cancelledForRefund(),
      ...failStates(CHECKOUT_MESSAGE.notCompleted),
    },
  };
}

const confirmationOptions = {
  resultPath: null,
  input: { 'tenantId.$': '$.tenantId', 'orderId.$': '$.completion.orderId' },
};

/** After CompleteOrder: a paid order that could not complete ends with its reason and the refund. */
function orderCompletedChoice(): State {
  return {
    Type: 'Choice',
    Choices: [
      { Variable: '$.completion.outcome', StringEquals: 'cancelledForRefund', Next: 'CancelledForRefund' },
    ],
    Default: 'SendConfirmation',
  };
}

function cancelledForRefund(): State {
  return { Type: 'Fail', Error: TASK_ERROR.refused, CausePath: '$.completion.message' };
}

/** Both machines by name (CDK and the local runner build them the same way). */
export const WORKFLOWS: Record<WorkflowName, (resource: string) => StateMachineDefinition> = {
  checkout: checkoutDefinition,
  postback: postbackDefinition,
};

/** Where a definition has its task Lambda's ARN before CDK substitutes the real one. */
export const TASK_RESOURCE_PLACEHOLDER = '${TaskFunctionArn}';
