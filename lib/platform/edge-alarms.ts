/**
 * The CloudFront alarm. CloudFront reports its metrics in us-east-1 only, and an alarm watches metrics
 * of its own region and notifies a topic of its own region, so this small stack lives there, with a
 * topic `Campfire-Alarms` of its own for the same subscribers. The distribution's id comes from the web
 * stack through CDK's cross-region references.
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Construct } from 'constructs';
import { runbookLink } from '../runbooks.ts';
import { AlarmTopic, type AlarmSubscribers } from './observability.ts';

/** Percentage of CloudFront requests answered 5xx over a period that pages on-call. */
export const CLOUDFRONT_5XX_RATE_THRESHOLD = 5;

export interface EdgeAlarmsStackProps extends StackProps {
  distributionId: string;
  alarmSubscribers: AlarmSubscribers;
  /** lib/settings.ts runbookBaseUrl. */
  runbookBaseUrl: string;
}

export class EdgeAlarmsStack extends Stack {
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, {
      description: 'Campfire: CloudFront alarm (us-east-1, where CloudFront reports)',
      ...props,
    });
    const topic = new AlarmTopic(this, 'Alarms', props.alarmSubscribers).topic;
    const name = 'Campfire-CloudFront5xxRate';
    this.alarm = new Alarm(this, 'CloudFront5xxRate', {
      alarmName: name,
      alarmDescription: `More than ${CLOUDFRONT_5XX_RATE_THRESHOLD}% of the site's requests failed with 5xx at CloudFront in 2 of 3 five-minute periods. ${runbookLink(props.runbookBaseUrl, name)}`,
      metric: new Metric({
        namespace: 'AWS/CloudFront',
        metricName: '5xxErrorRate',
        dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
        statistic: 'Average',
        period: Duration.minutes(5),
      }),
      threshold: CLOUDFRONT_5XX_RATE_THRESHOLD,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const notify = new SnsAction(topic);
    this.alarm.addAlarmAction(notify);
    this.alarm.addOkAction(notify);
  }
}
