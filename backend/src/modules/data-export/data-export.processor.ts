import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QueueName } from '../../queues/queue-names.js';
import { DataExportJob, type DataExportJobData } from './data-export.jobs.js';
import { DataExportBuilder } from './export-builder.js';

/** Builds data exports and clears expired ones, in the worker process. */
@Processor(QueueName.DataExport)
export class DataExportProcessor extends WorkerHost {
  constructor(private readonly builder: DataExportBuilder) {
    super();
  }

  async process(job: Job<DataExportJobData>): Promise<unknown> {
    switch (job.name as DataExportJob) {
      case DataExportJob.Build:
        return { outcome: await this.build(job) };
      case DataExportJob.RemoveExpired:
        return this.builder.removeExpired();
      default:
        throw new Error(`Unknown data-export job ${job.name}`);
    }
  }

  private async build(job: Job<DataExportJobData>) {
    const exportId = job.data.exportId;
    if (!exportId) throw new Error('build-export job without an export id');
    try {
      return await this.builder.run(exportId, (percent) => job.updateProgress(percent));
    } catch (error) {
      // Retried with backoff; after the last attempt the export shows as failed.
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await this.builder.failAfterError(exportId);
      throw error;
    }
  }
}
