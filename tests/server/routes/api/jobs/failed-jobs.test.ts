/**
 * Failed background work (issue 19, point 4), both databases: a job that fails its last attempt
 * is listed with its error to its community's administrators, in words, newest first and paged;
 * another community's administrators do not see it, a Member may not look, and the Super admin
 * sees every community's or one's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../../src/server/app.js';
import type { FailedJobList } from '../../../../../src/shared/contract/jobs.js';
import { messages } from '../../../../../src/shared/messages.js';
import { build } from '../../../support/helper.js';
import { community, type Community } from '../../../support/world/community.js';
import { signedInSuperAdmin } from '../../../support/world/people.js';
import { waitFor } from '../../../jobs/wait.js';

const URL = '/api/Jobs/Failed';

describe('failed background work', { timeout: 60_000 }, () => {
  let app: App;
  let estate: Community;
  let elsewhere: Community;

  beforeAll(async () => {
    app = await build({ config: { jobPollMs: 500 } });
    estate = await community(app);
    elsewhere = await community(app);
    // A job name of this test's own: it always fails, and is not retried.
    await app.jobs.work('test.always-fails', async (job) => {
      throw new Error(`SMTP said no for resident ${String(job.data.residentId)}`);
    });
    for (const [communityId, residentId] of [
      [estate.id, 1],
      [estate.id, 2],
      [estate.id, 3],
      [elsewhere.id, 4],
    ]) {
      await app.jobs.send('test.always-fails', { communityId, residentId }, { retryLimit: 0 });
    }
    await waitFor(
      async () => (await app.jobs.countFailedJobs({ name: 'test.always-fails' })) === 4,
      'the four jobs to fail',
    );
  }, 60_000);
  afterAll(() => app.close());

  it("lists its community's failed jobs to an administrator, with the error, paged", async () => {
    const first = await estate.admin.get(`${URL}?PageSize=2`);
    expect(first.statusCode, first.body).toBe(200);
    const page: FailedJobList = first.json();
    expect(page.totalRecordCount).toBe(3);
    expect(page.records).toHaveLength(2);
    const second: FailedJobList = (await estate.admin.get(`${URL}?PageSize=2&PageNumber=2`)).json();
    const all = [...page.records, ...second.records];
    expect(all.map((job) => job.error).sort()).toEqual([
      'SMTP said no for resident 1',
      'SMTP said no for resident 2',
      'SMTP said no for resident 3',
    ]);
    for (const job of all) {
      expect(job).toMatchObject({
        name: 'test.always-fails',
        what: messages.jobs.names.other,
        attempts: 1,
      });
      expect(Date.parse(job.failedAt)).not.toBeNaN();
    }
    const times = all.map((job) => job.failedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("shows another community's administrators only theirs, and refuses a Member", async () => {
    const theirs: FailedJobList = (await elsewhere.admin.get(URL)).json();
    expect(theirs.records.map((job) => job.error)).toEqual(['SMTP said no for resident 4']);
    const exco = await estate.person('Treasurer');
    expect((await exco.caller.get(URL)).json().totalRecordCount).toBe(3);
    const member = await estate.person('Member');
    expect((await member.caller.get(URL)).statusCode).toBe(403);
    expect((await estate.admin.get(`${URL}?communityId=${elsewhere.id}`)).statusCode).toBe(403);
  });

  it('lets the Super admin see every community, or one', async () => {
    const root = await signedInSuperAdmin(app);
    const one: FailedJobList = (await root.caller.get(`${URL}?communityId=${elsewhere.id}`)).json();
    expect(one.totalRecordCount).toBe(1);
    const every: FailedJobList = (await root.caller.get(`${URL}?PageSize=100`)).json();
    expect(every.records.filter((job) => job.name === 'test.always-fails')).toHaveLength(4);
  });
});
