/** Job name of the mass-messaging queue (never renamed once shipped); the job id is the message id. */
export const FAN_OUT_JOB = 'fan-out';

export interface FanOutJobData {
  massMessageId: string;
}
