import { Injectable, Logger } from '@nestjs/common';
import { Environment } from '../../config/environment.js';
import { checkLink, mapWithConcurrency, type LinkCheckOptions } from './link-checker.js';
import { LINK_CHECK_CONCURRENCY, LINK_CHECK_MAX_REDIRECTS } from './link-checks.jobs.js';
import { LinkChecksRepository } from './link-checks.repository.js';

export interface LinkCheckSummary {
  checked: number;
  dead: number;
  pruned: number;
}

/** Checks every cited address and records each result as it comes (worker side). */
@Injectable()
export class LinkCheckRunner {
  private readonly logger = new Logger(LinkCheckRunner.name);
  private readonly options: LinkCheckOptions;

  constructor(
    private readonly repository: LinkChecksRepository,
    env: Environment,
  ) {
    this.options = {
      timeoutMs: env.LINK_CHECK_TIMEOUT_MS,
      maxRedirects: LINK_CHECK_MAX_REDIRECTS,
      allowPrivateAddresses: env.LINK_CHECK_ALLOW_PRIVATE_ADDRESSES,
      userAgent: `IRLHistoryLinkChecker/1.0 (+${env.PUBLIC_URL})`,
    };
  }

  async run(onProgress?: (percent: number) => Promise<void>): Promise<LinkCheckSummary> {
    const urls = await this.repository.citedUrls();
    let done = 0;
    let dead = 0;
    await mapWithConcurrency(urls, LINK_CHECK_CONCURRENCY, async (url) => {
      const result = await checkLink(url, this.options);
      await this.repository.record(result);
      if (result.dead) dead += 1;
      done += 1;
      if (onProgress && (done % 10 === 0 || done === urls.length))
        await onProgress(Math.round((done / urls.length) * 100));
    });
    const pruned = await this.repository.pruneUncited();
    this.logger.log(`Checked ${urls.length} cited links: ${dead} dead`);
    return { checked: urls.length, dead, pruned };
  }
}
